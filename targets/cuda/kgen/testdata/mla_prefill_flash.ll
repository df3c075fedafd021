target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7 = internal addrspace(3) global [6144 x i32] undef, align 16
@mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8 = internal addrspace(3) global [4608 x i32] undef, align 16

define ptx_kernel void @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c(i16 addrspace(1)* %out, i16 addrspace(1)* %q, i16 addrspace(1)* %kv, i16 addrspace(1)* %kpe, i32 %queries, i32 %q0, i32 %blocks) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	%5 = alloca float
	%6 = alloca float
	%7 = alloca float
	%8 = alloca float
	%9 = alloca float
	%10 = alloca float
	%11 = alloca float
	%12 = alloca float
	%13 = alloca float
	%14 = alloca float
	%15 = alloca float
	%16 = alloca float
	%17 = alloca float
	%18 = alloca float
	%19 = alloca float
	%20 = alloca float
	%21 = alloca float
	%22 = alloca float
	%23 = alloca float
	%24 = alloca float
	%25 = alloca float
	%26 = alloca float
	%27 = alloca float
	%28 = alloca float
	%29 = alloca float
	%30 = alloca float
	%31 = alloca float
	%32 = alloca float
	%33 = alloca float
	%34 = alloca float
	%35 = alloca float
	%36 = alloca float
	%37 = alloca float
	%38 = alloca float
	%39 = alloca float
	%40 = alloca float
	%41 = alloca float
	%42 = alloca float
	%43 = alloca float
	%44 = alloca float
	%45 = alloca float
	%46 = alloca float
	%47 = alloca float
	%48 = alloca float
	%49 = alloca float
	%50 = alloca float
	%51 = alloca float
	br label %body

body:
	%52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%53 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%54 = and i32 %52, 31
	%55 = lshr i32 %52, 5
	%56 = lshr i32 %54, 2
	%57 = and i32 %54, 3
	%58 = srem i32 %53, 2
	%59 = sdiv i32 %blocks, 2
	%60 = sub i32 %59, 1
	%61 = sdiv i32 %53, 2
	%62 = sub i32 %60, %61
	%63 = mul i32 %62, 64
	%64 = add i32 %q0, %queries
	%65 = sub i32 %queries, 1
	%66 = shl i32 %55, 4
	%67 = add i32 %63, %66
	%68 = add i32 %67, %56
	%69 = add i32 %56, 8
	%70 = add i32 %67, %69
	%71 = add i32 %q0, %68
	%72 = add i32 %q0, %70
	%73 = mul i32 %58, 64
	%74 = icmp slt i32 %68, %queries
	%75 = select i1 %74, i32 %68, i32 %65
	%76 = mul i32 %75, 2
	%77 = add i32 %76, %58
	%78 = mul i32 %77, 48
	%79 = icmp slt i32 %70, %queries
	%80 = select i1 %79, i32 %70, i32 %65
	%81 = mul i32 %80, 2
	%82 = add i32 %81, %58
	%83 = mul i32 %82, 48
	%84 = shl i32 %57, 3
	%85 = add i32 %84, 0
	%86 = add i32 %78, %85
	%87 = sext i32 %86 to i64
	%88 = getelementptr i16, i16 addrspace(1)* %q, i64 %87
	%89 = bitcast i16 addrspace(1)* %88 to <4 x i32> addrspace(1)*
	%90 = load <4 x i32>, <4 x i32> addrspace(1)* %89, align 16, !invariant.load !0
	%91 = shl i32 %57, 3
	%92 = add i32 %91, 0
	%93 = add i32 %83, %92
	%94 = sext i32 %93 to i64
	%95 = getelementptr i16, i16 addrspace(1)* %q, i64 %94
	%96 = bitcast i16 addrspace(1)* %95 to <4 x i32> addrspace(1)*
	%97 = load <4 x i32>, <4 x i32> addrspace(1)* %96, align 16, !invariant.load !0
	%98 = extractelement <4 x i32> %90, i32 0
	%99 = extractelement <4 x i32> %97, i32 0
	%100 = extractelement <4 x i32> %90, i32 1
	%101 = extractelement <4 x i32> %97, i32 1
	%102 = extractelement <4 x i32> %90, i32 2
	%103 = extractelement <4 x i32> %97, i32 2
	%104 = extractelement <4 x i32> %90, i32 3
	%105 = extractelement <4 x i32> %97, i32 3
	%106 = shl i32 %57, 1
	%107 = add i32 %106, 32
	%108 = shl i32 %57, 1
	%109 = add i32 %108, 40
	%110 = add i32 %78, %107
	%111 = sext i32 %110 to i64
	%112 = getelementptr i16, i16 addrspace(1)* %q, i64 %111
	%113 = load i16, i16 addrspace(1)* %112
	%114 = zext i16 %113 to i32
	%115 = shl i32 %114, 16
	%116 = bitcast i32 %115 to float
	%117 = bitcast float %116 to i32
	%118 = lshr i32 %117, 16
	%119 = add i32 %110, 1
	%120 = sext i32 %119 to i64
	%121 = getelementptr i16, i16 addrspace(1)* %q, i64 %120
	%122 = load i16, i16 addrspace(1)* %121
	%123 = zext i16 %122 to i32
	%124 = shl i32 %123, 16
	%125 = bitcast i32 %124 to float
	%126 = bitcast float %125 to i32
	%127 = and i32 %126, -65536
	%128 = or i32 %118, %127
	%129 = add i32 %83, %107
	%130 = sext i32 %129 to i64
	%131 = getelementptr i16, i16 addrspace(1)* %q, i64 %130
	%132 = load i16, i16 addrspace(1)* %131
	%133 = zext i16 %132 to i32
	%134 = shl i32 %133, 16
	%135 = bitcast i32 %134 to float
	%136 = bitcast float %135 to i32
	%137 = lshr i32 %136, 16
	%138 = add i32 %129, 1
	%139 = sext i32 %138 to i64
	%140 = getelementptr i16, i16 addrspace(1)* %q, i64 %139
	%141 = load i16, i16 addrspace(1)* %140
	%142 = zext i16 %141 to i32
	%143 = shl i32 %142, 16
	%144 = bitcast i32 %143 to float
	%145 = bitcast float %144 to i32
	%146 = and i32 %145, -65536
	%147 = or i32 %137, %146
	%148 = add i32 %78, %109
	%149 = sext i32 %148 to i64
	%150 = getelementptr i16, i16 addrspace(1)* %q, i64 %149
	%151 = load i16, i16 addrspace(1)* %150
	%152 = zext i16 %151 to i32
	%153 = shl i32 %152, 16
	%154 = bitcast i32 %153 to float
	%155 = bitcast float %154 to i32
	%156 = lshr i32 %155, 16
	%157 = add i32 %148, 1
	%158 = sext i32 %157 to i64
	%159 = getelementptr i16, i16 addrspace(1)* %q, i64 %158
	%160 = load i16, i16 addrspace(1)* %159
	%161 = zext i16 %160 to i32
	%162 = shl i32 %161, 16
	%163 = bitcast i32 %162 to float
	%164 = bitcast float %163 to i32
	%165 = and i32 %164, -65536
	%166 = or i32 %156, %165
	%167 = add i32 %83, %109
	%168 = sext i32 %167 to i64
	%169 = getelementptr i16, i16 addrspace(1)* %q, i64 %168
	%170 = load i16, i16 addrspace(1)* %169
	%171 = zext i16 %170 to i32
	%172 = shl i32 %171, 16
	%173 = bitcast i32 %172 to float
	%174 = bitcast float %173 to i32
	%175 = lshr i32 %174, 16
	%176 = add i32 %167, 1
	%177 = sext i32 %176 to i64
	%178 = getelementptr i16, i16 addrspace(1)* %q, i64 %177
	%179 = load i16, i16 addrspace(1)* %178
	%180 = zext i16 %179 to i32
	%181 = shl i32 %180, 16
	%182 = bitcast i32 %181 to float
	%183 = bitcast float %182 to i32
	%184 = and i32 %183, -65536
	%185 = or i32 %175, %184
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	store float 0.0, float* %8
	store float 0.0, float* %9
	store float 0.0, float* %10
	store float 0.0, float* %11
	store float 0.0, float* %12
	store float 0.0, float* %13
	store float 0.0, float* %14
	store float 0.0, float* %15
	store float 0xFFF0000000000000, float* %16
	store float 0xFFF0000000000000, float* %17
	store float 0.0, float* %18
	store float 0.0, float* %19
	store float 0.0, float* %20
	store float 0.0, float* %21
	store float 0.0, float* %22
	store float 0.0, float* %23
	store float 0.0, float* %24
	store float 0.0, float* %25
	store float 0.0, float* %26
	store float 0.0, float* %27
	store float 0.0, float* %28
	store float 0.0, float* %29
	store float 0.0, float* %30
	store float 0.0, float* %31
	store float 0.0, float* %32
	store float 0.0, float* %33
	store float 0.0, float* %34
	store float 0.0, float* %35
	store float 0.0, float* %36
	store float 0.0, float* %37
	store float 0.0, float* %38
	store float 0.0, float* %39
	store float 0.0, float* %40
	store float 0.0, float* %41
	store float 0.0, float* %42
	store float 0.0, float* %43
	store float 0.0, float* %44
	store float 0.0, float* %45
	store float 0.0, float* %46
	store float 0.0, float* %47
	store float 0.0, float* %48
	store float 0.0, float* %49
	store float 0.0, float* %50
	store float 0.0, float* %51
	%186 = add i32 %63, 64
	%187 = icmp slt i32 %186, %queries
	%188 = add i32 %63, 64
	%189 = select i1 %187, i32 %188, i32 %queries
	%190 = add i32 %q0, %189
	%191 = add i32 %190, 63
	%192 = sdiv i32 %191, 64
	%193 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%194 = add i32 %193, 0
	%195 = sdiv i32 %194, 4
	%196 = srem i32 %194, 4
	%197 = add i32 0, %195
	%198 = icmp slt i32 %197, %64
	%199 = sub i32 %64, 1
	%200 = select i1 %198, i32 %197, i32 %199
	%201 = mul i32 0, 3072
	%202 = mul i32 %195, 48
	%203 = add i32 %196, 0
	%204 = shl i32 %203, 2
	%205 = add i32 %202, %204
	%206 = add i32 %201, %205
	%207 = shl i32 %196, 3
	%208 = add i32 %73, %207
	%209 = sext i32 %200 to i64
	%210 = mul i64 %209, 128
	%211 = sext i32 %208 to i64
	%212 = add i64 %210, %211
	%213 = sext i32 %206 to i64
	%214 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %213
	%215 = ptrtoint i32 addrspace(3)* %214 to i32
	%216 = getelementptr i16, i16 addrspace(1)* %kv, i64 %212
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %215, i16 addrspace(1)* %216)
	%217 = add i32 %193, 128
	%218 = sdiv i32 %217, 4
	%219 = srem i32 %217, 4
	%220 = add i32 0, %218
	%221 = icmp slt i32 %220, %64
	%222 = sub i32 %64, 1
	%223 = select i1 %221, i32 %220, i32 %222
	%224 = mul i32 0, 3072
	%225 = mul i32 %218, 48
	%226 = add i32 %219, 0
	%227 = shl i32 %226, 2
	%228 = add i32 %225, %227
	%229 = add i32 %224, %228
	%230 = shl i32 %219, 3
	%231 = add i32 %73, %230
	%232 = sext i32 %223 to i64
	%233 = mul i64 %232, 128
	%234 = sext i32 %231 to i64
	%235 = add i64 %233, %234
	%236 = sext i32 %229 to i64
	%237 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %236
	%238 = ptrtoint i32 addrspace(3)* %237 to i32
	%239 = getelementptr i16, i16 addrspace(1)* %kv, i64 %235
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %238, i16 addrspace(1)* %239)
	%240 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%241 = add i32 %240, 0
	%242 = sdiv i32 %241, 2
	%243 = srem i32 %241, 2
	%244 = add i32 0, %242
	%245 = icmp slt i32 %244, %64
	%246 = sub i32 %64, 1
	%247 = select i1 %245, i32 %244, i32 %246
	%248 = mul i32 0, 3072
	%249 = mul i32 %242, 48
	%250 = add i32 %243, 4
	%251 = shl i32 %250, 2
	%252 = add i32 %249, %251
	%253 = add i32 %248, %252
	%254 = shl i32 %243, 3
	%255 = sext i32 %247 to i64
	%256 = mul i64 %255, 16
	%257 = sext i32 %254 to i64
	%258 = add i64 %256, %257
	%259 = sext i32 %253 to i64
	%260 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %259
	%261 = ptrtoint i32 addrspace(3)* %260 to i32
	%262 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %258
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %261, i16 addrspace(1)* %262)
	%263 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%264 = add i32 %263, 0
	%265 = sdiv i32 %264, 4
	%266 = srem i32 %264, 4
	%267 = add i32 0, %265
	%268 = icmp slt i32 %267, %64
	%269 = sub i32 %64, 1
	%270 = select i1 %268, i32 %267, i32 %269
	%271 = mul i32 0, 2304
	%272 = mul i32 %265, 36
	%273 = add i32 %266, 0
	%274 = shl i32 %273, 2
	%275 = add i32 %272, %274
	%276 = add i32 %271, %275
	%277 = add i32 %73, 32
	%278 = shl i32 %266, 3
	%279 = add i32 %277, %278
	%280 = sext i32 %270 to i64
	%281 = mul i64 %280, 128
	%282 = sext i32 %279 to i64
	%283 = add i64 %281, %282
	%284 = sext i32 %276 to i64
	%285 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %284
	%286 = ptrtoint i32 addrspace(3)* %285 to i32
	%287 = getelementptr i16, i16 addrspace(1)* %kv, i64 %283
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %286, i16 addrspace(1)* %287)
	%288 = add i32 %263, 128
	%289 = sdiv i32 %288, 4
	%290 = srem i32 %288, 4
	%291 = add i32 0, %289
	%292 = icmp slt i32 %291, %64
	%293 = sub i32 %64, 1
	%294 = select i1 %292, i32 %291, i32 %293
	%295 = mul i32 0, 2304
	%296 = mul i32 %289, 36
	%297 = add i32 %290, 0
	%298 = shl i32 %297, 2
	%299 = add i32 %296, %298
	%300 = add i32 %295, %299
	%301 = add i32 %73, 32
	%302 = shl i32 %290, 3
	%303 = add i32 %301, %302
	%304 = sext i32 %294 to i64
	%305 = mul i64 %304, 128
	%306 = sext i32 %303 to i64
	%307 = add i64 %305, %306
	%308 = sext i32 %300 to i64
	%309 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %308
	%310 = ptrtoint i32 addrspace(3)* %309 to i32
	%311 = getelementptr i16, i16 addrspace(1)* %kv, i64 %307
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %310, i16 addrspace(1)* %311)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %loop1

loop1:
	%312 = phi i32 [ 0, %body ], [ %2481, %join7 ]
	%313 = icmp slt i32 %312, %192
	br i1 %313, label %body2, label %done3

body2:
	%314 = mul i32 %312, 64
	%315 = and i32 %312, 1
	%316 = add i32 %312, 1
	%317 = icmp slt i32 %316, %192
	br i1 %317, label %then4, label %join5

done3:
	%318 = load float, float* %18
	%319 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %318, i32 1, i32 31)
	%320 = fadd float %318, %319
	%321 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %320, i32 2, i32 31)
	%322 = fadd float %320, %321
	%323 = fdiv float 1.0, %322
	%324 = load float, float* %19
	%325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %324, i32 1, i32 31)
	%326 = fadd float %324, %325
	%327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %326, i32 2, i32 31)
	%328 = fadd float %326, %327
	%329 = fdiv float 1.0, %328
	%330 = icmp slt i32 %68, %queries
	br i1 %330, label %then8, label %join9

then4:
	%331 = add i32 %314, 64
	%332 = xor i32 %315, 1
	%333 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%334 = add i32 %333, 0
	%335 = sdiv i32 %334, 4
	%336 = srem i32 %334, 4
	%337 = add i32 %331, %335
	%338 = icmp slt i32 %337, %64
	%339 = sub i32 %64, 1
	%340 = select i1 %338, i32 %337, i32 %339
	%341 = mul i32 %332, 3072
	%342 = mul i32 %335, 48
	%343 = add i32 %336, 0
	%344 = shl i32 %343, 2
	%345 = add i32 %342, %344
	%346 = add i32 %341, %345
	%347 = shl i32 %336, 3
	%348 = add i32 %73, %347
	%349 = sext i32 %340 to i64
	%350 = mul i64 %349, 128
	%351 = sext i32 %348 to i64
	%352 = add i64 %350, %351
	%353 = sext i32 %346 to i64
	%354 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %353
	%355 = ptrtoint i32 addrspace(3)* %354 to i32
	%356 = getelementptr i16, i16 addrspace(1)* %kv, i64 %352
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %355, i16 addrspace(1)* %356)
	%357 = add i32 %333, 128
	%358 = sdiv i32 %357, 4
	%359 = srem i32 %357, 4
	%360 = add i32 %331, %358
	%361 = icmp slt i32 %360, %64
	%362 = sub i32 %64, 1
	%363 = select i1 %361, i32 %360, i32 %362
	%364 = mul i32 %332, 3072
	%365 = mul i32 %358, 48
	%366 = add i32 %359, 0
	%367 = shl i32 %366, 2
	%368 = add i32 %365, %367
	%369 = add i32 %364, %368
	%370 = shl i32 %359, 3
	%371 = add i32 %73, %370
	%372 = sext i32 %363 to i64
	%373 = mul i64 %372, 128
	%374 = sext i32 %371 to i64
	%375 = add i64 %373, %374
	%376 = sext i32 %369 to i64
	%377 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %376
	%378 = ptrtoint i32 addrspace(3)* %377 to i32
	%379 = getelementptr i16, i16 addrspace(1)* %kv, i64 %375
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %378, i16 addrspace(1)* %379)
	%380 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%381 = add i32 %380, 0
	%382 = sdiv i32 %381, 2
	%383 = srem i32 %381, 2
	%384 = add i32 %331, %382
	%385 = icmp slt i32 %384, %64
	%386 = sub i32 %64, 1
	%387 = select i1 %385, i32 %384, i32 %386
	%388 = mul i32 %332, 3072
	%389 = mul i32 %382, 48
	%390 = add i32 %383, 4
	%391 = shl i32 %390, 2
	%392 = add i32 %389, %391
	%393 = add i32 %388, %392
	%394 = shl i32 %383, 3
	%395 = sext i32 %387 to i64
	%396 = mul i64 %395, 16
	%397 = sext i32 %394 to i64
	%398 = add i64 %396, %397
	%399 = sext i32 %393 to i64
	%400 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %399
	%401 = ptrtoint i32 addrspace(3)* %400 to i32
	%402 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %398
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %401, i16 addrspace(1)* %402)
	%403 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%404 = add i32 %403, 0
	%405 = sdiv i32 %404, 4
	%406 = srem i32 %404, 4
	%407 = add i32 %331, %405
	%408 = icmp slt i32 %407, %64
	%409 = sub i32 %64, 1
	%410 = select i1 %408, i32 %407, i32 %409
	%411 = mul i32 %332, 2304
	%412 = mul i32 %405, 36
	%413 = add i32 %406, 0
	%414 = shl i32 %413, 2
	%415 = add i32 %412, %414
	%416 = add i32 %411, %415
	%417 = add i32 %73, 32
	%418 = shl i32 %406, 3
	%419 = add i32 %417, %418
	%420 = sext i32 %410 to i64
	%421 = mul i64 %420, 128
	%422 = sext i32 %419 to i64
	%423 = add i64 %421, %422
	%424 = sext i32 %416 to i64
	%425 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %424
	%426 = ptrtoint i32 addrspace(3)* %425 to i32
	%427 = getelementptr i16, i16 addrspace(1)* %kv, i64 %423
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %426, i16 addrspace(1)* %427)
	%428 = add i32 %403, 128
	%429 = sdiv i32 %428, 4
	%430 = srem i32 %428, 4
	%431 = add i32 %331, %429
	%432 = icmp slt i32 %431, %64
	%433 = sub i32 %64, 1
	%434 = select i1 %432, i32 %431, i32 %433
	%435 = mul i32 %332, 2304
	%436 = mul i32 %429, 36
	%437 = add i32 %430, 0
	%438 = shl i32 %437, 2
	%439 = add i32 %436, %438
	%440 = add i32 %435, %439
	%441 = add i32 %73, 32
	%442 = shl i32 %430, 3
	%443 = add i32 %441, %442
	%444 = sext i32 %434 to i64
	%445 = mul i64 %444, 128
	%446 = sext i32 %443 to i64
	%447 = add i64 %445, %446
	%448 = sext i32 %440 to i64
	%449 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %448
	%450 = ptrtoint i32 addrspace(3)* %449 to i32
	%451 = getelementptr i16, i16 addrspace(1)* %kv, i64 %447
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %450, i16 addrspace(1)* %451)
	br label %join5

join5:
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%452 = mul i32 %315, 3072
	%453 = mul i32 %315, 2304
	%454 = add i32 %56, 0
	%455 = mul i32 %454, 48
	%456 = shl i32 %57, 2
	%457 = add i32 %456, 0
	%458 = add i32 %455, %457
	%459 = add i32 %452, %458
	%460 = sext i32 %459 to i64
	%461 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %460
	%462 = bitcast i32 addrspace(3)* %461 to <4 x i32> addrspace(3)*
	%463 = load <4 x i32>, <4 x i32> addrspace(3)* %462, align 16
	%464 = extractelement <4 x i32> %463, i32 0
	%465 = extractelement <4 x i32> %463, i32 1
	%466 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %464, i32 %465, float 0.0, float 0.0, float 0.0, float 0.0)
	%467 = extractvalue { float, float, float, float } %466, 0
	%468 = bitcast float %467 to i32
	%469 = insertelement <4 x i32> zeroinitializer, i32 %468, i32 0
	%470 = extractvalue { float, float, float, float } %466, 1
	%471 = bitcast float %470 to i32
	%472 = insertelement <4 x i32> %469, i32 %471, i32 1
	%473 = extractvalue { float, float, float, float } %466, 2
	%474 = bitcast float %473 to i32
	%475 = insertelement <4 x i32> %472, i32 %474, i32 2
	%476 = extractvalue { float, float, float, float } %466, 3
	%477 = bitcast float %476 to i32
	%478 = insertelement <4 x i32> %475, i32 %477, i32 3
	%479 = extractelement <4 x i32> %478, i32 0
	%480 = bitcast i32 %479 to float
	%481 = extractelement <4 x i32> %478, i32 1
	%482 = bitcast i32 %481 to float
	%483 = extractelement <4 x i32> %478, i32 2
	%484 = bitcast i32 %483 to float
	%485 = extractelement <4 x i32> %478, i32 3
	%486 = bitcast i32 %485 to float
	%487 = extractelement <4 x i32> %463, i32 2
	%488 = extractelement <4 x i32> %463, i32 3
	%489 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %487, i32 %488, float %480, float %482, float %484, float %486)
	%490 = extractvalue { float, float, float, float } %489, 0
	%491 = bitcast float %490 to i32
	%492 = insertelement <4 x i32> zeroinitializer, i32 %491, i32 0
	%493 = extractvalue { float, float, float, float } %489, 1
	%494 = bitcast float %493 to i32
	%495 = insertelement <4 x i32> %492, i32 %494, i32 1
	%496 = extractvalue { float, float, float, float } %489, 2
	%497 = bitcast float %496 to i32
	%498 = insertelement <4 x i32> %495, i32 %497, i32 2
	%499 = extractvalue { float, float, float, float } %489, 3
	%500 = bitcast float %499 to i32
	%501 = insertelement <4 x i32> %498, i32 %500, i32 3
	%502 = extractelement <4 x i32> %501, i32 0
	%503 = bitcast i32 %502 to float
	%504 = extractelement <4 x i32> %501, i32 1
	%505 = bitcast i32 %504 to float
	%506 = extractelement <4 x i32> %501, i32 2
	%507 = bitcast i32 %506 to float
	%508 = extractelement <4 x i32> %501, i32 3
	%509 = bitcast i32 %508 to float
	%510 = mul i32 %454, 48
	%511 = add i32 %57, 16
	%512 = add i32 %510, %511
	%513 = add i32 %452, %512
	%514 = sext i32 %513 to i64
	%515 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %514
	%516 = load i32, i32 addrspace(3)* %515
	%517 = add i32 %513, 4
	%518 = sext i32 %517 to i64
	%519 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %518
	%520 = load i32, i32 addrspace(3)* %519
	%521 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %516, i32 %520, float %503, float %505, float %507, float %509)
	%522 = extractvalue { float, float, float, float } %521, 0
	%523 = bitcast float %522 to i32
	%524 = insertelement <4 x i32> zeroinitializer, i32 %523, i32 0
	%525 = extractvalue { float, float, float, float } %521, 1
	%526 = bitcast float %525 to i32
	%527 = insertelement <4 x i32> %524, i32 %526, i32 1
	%528 = extractvalue { float, float, float, float } %521, 2
	%529 = bitcast float %528 to i32
	%530 = insertelement <4 x i32> %527, i32 %529, i32 2
	%531 = extractvalue { float, float, float, float } %521, 3
	%532 = bitcast float %531 to i32
	%533 = insertelement <4 x i32> %530, i32 %532, i32 3
	%534 = extractelement <4 x i32> %533, i32 0
	%535 = bitcast i32 %534 to float
	%536 = extractelement <4 x i32> %533, i32 1
	%537 = bitcast i32 %536 to float
	%538 = extractelement <4 x i32> %533, i32 2
	%539 = bitcast i32 %538 to float
	%540 = extractelement <4 x i32> %533, i32 3
	%541 = bitcast i32 %540 to float
	%542 = fmul float %535, 0x3FE18B0D40000000
	store float %542, float* %20
	%543 = fmul float %537, 0x3FE18B0D40000000
	store float %543, float* %21
	%544 = fmul float %539, 0x3FE18B0D40000000
	store float %544, float* %22
	%545 = fmul float %541, 0x3FE18B0D40000000
	store float %545, float* %23
	%546 = add i32 %56, 8
	%547 = mul i32 %546, 48
	%548 = shl i32 %57, 2
	%549 = add i32 %548, 0
	%550 = add i32 %547, %549
	%551 = add i32 %452, %550
	%552 = sext i32 %551 to i64
	%553 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %552
	%554 = bitcast i32 addrspace(3)* %553 to <4 x i32> addrspace(3)*
	%555 = load <4 x i32>, <4 x i32> addrspace(3)* %554, align 16
	%556 = extractelement <4 x i32> %555, i32 0
	%557 = extractelement <4 x i32> %555, i32 1
	%558 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %556, i32 %557, float 0.0, float 0.0, float 0.0, float 0.0)
	%559 = extractvalue { float, float, float, float } %558, 0
	%560 = bitcast float %559 to i32
	%561 = insertelement <4 x i32> zeroinitializer, i32 %560, i32 0
	%562 = extractvalue { float, float, float, float } %558, 1
	%563 = bitcast float %562 to i32
	%564 = insertelement <4 x i32> %561, i32 %563, i32 1
	%565 = extractvalue { float, float, float, float } %558, 2
	%566 = bitcast float %565 to i32
	%567 = insertelement <4 x i32> %564, i32 %566, i32 2
	%568 = extractvalue { float, float, float, float } %558, 3
	%569 = bitcast float %568 to i32
	%570 = insertelement <4 x i32> %567, i32 %569, i32 3
	%571 = extractelement <4 x i32> %570, i32 0
	%572 = bitcast i32 %571 to float
	%573 = extractelement <4 x i32> %570, i32 1
	%574 = bitcast i32 %573 to float
	%575 = extractelement <4 x i32> %570, i32 2
	%576 = bitcast i32 %575 to float
	%577 = extractelement <4 x i32> %570, i32 3
	%578 = bitcast i32 %577 to float
	%579 = extractelement <4 x i32> %555, i32 2
	%580 = extractelement <4 x i32> %555, i32 3
	%581 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %579, i32 %580, float %572, float %574, float %576, float %578)
	%582 = extractvalue { float, float, float, float } %581, 0
	%583 = bitcast float %582 to i32
	%584 = insertelement <4 x i32> zeroinitializer, i32 %583, i32 0
	%585 = extractvalue { float, float, float, float } %581, 1
	%586 = bitcast float %585 to i32
	%587 = insertelement <4 x i32> %584, i32 %586, i32 1
	%588 = extractvalue { float, float, float, float } %581, 2
	%589 = bitcast float %588 to i32
	%590 = insertelement <4 x i32> %587, i32 %589, i32 2
	%591 = extractvalue { float, float, float, float } %581, 3
	%592 = bitcast float %591 to i32
	%593 = insertelement <4 x i32> %590, i32 %592, i32 3
	%594 = extractelement <4 x i32> %593, i32 0
	%595 = bitcast i32 %594 to float
	%596 = extractelement <4 x i32> %593, i32 1
	%597 = bitcast i32 %596 to float
	%598 = extractelement <4 x i32> %593, i32 2
	%599 = bitcast i32 %598 to float
	%600 = extractelement <4 x i32> %593, i32 3
	%601 = bitcast i32 %600 to float
	%602 = mul i32 %546, 48
	%603 = add i32 %57, 16
	%604 = add i32 %602, %603
	%605 = add i32 %452, %604
	%606 = sext i32 %605 to i64
	%607 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %606
	%608 = load i32, i32 addrspace(3)* %607
	%609 = add i32 %605, 4
	%610 = sext i32 %609 to i64
	%611 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %610
	%612 = load i32, i32 addrspace(3)* %611
	%613 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %608, i32 %612, float %595, float %597, float %599, float %601)
	%614 = extractvalue { float, float, float, float } %613, 0
	%615 = bitcast float %614 to i32
	%616 = insertelement <4 x i32> zeroinitializer, i32 %615, i32 0
	%617 = extractvalue { float, float, float, float } %613, 1
	%618 = bitcast float %617 to i32
	%619 = insertelement <4 x i32> %616, i32 %618, i32 1
	%620 = extractvalue { float, float, float, float } %613, 2
	%621 = bitcast float %620 to i32
	%622 = insertelement <4 x i32> %619, i32 %621, i32 2
	%623 = extractvalue { float, float, float, float } %613, 3
	%624 = bitcast float %623 to i32
	%625 = insertelement <4 x i32> %622, i32 %624, i32 3
	%626 = extractelement <4 x i32> %625, i32 0
	%627 = bitcast i32 %626 to float
	%628 = extractelement <4 x i32> %625, i32 1
	%629 = bitcast i32 %628 to float
	%630 = extractelement <4 x i32> %625, i32 2
	%631 = bitcast i32 %630 to float
	%632 = extractelement <4 x i32> %625, i32 3
	%633 = bitcast i32 %632 to float
	%634 = fmul float %627, 0x3FE18B0D40000000
	store float %634, float* %24
	%635 = fmul float %629, 0x3FE18B0D40000000
	store float %635, float* %25
	%636 = fmul float %631, 0x3FE18B0D40000000
	store float %636, float* %26
	%637 = fmul float %633, 0x3FE18B0D40000000
	store float %637, float* %27
	%638 = add i32 %56, 16
	%639 = mul i32 %638, 48
	%640 = shl i32 %57, 2
	%641 = add i32 %640, 0
	%642 = add i32 %639, %641
	%643 = add i32 %452, %642
	%644 = sext i32 %643 to i64
	%645 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %644
	%646 = bitcast i32 addrspace(3)* %645 to <4 x i32> addrspace(3)*
	%647 = load <4 x i32>, <4 x i32> addrspace(3)* %646, align 16
	%648 = extractelement <4 x i32> %647, i32 0
	%649 = extractelement <4 x i32> %647, i32 1
	%650 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %648, i32 %649, float 0.0, float 0.0, float 0.0, float 0.0)
	%651 = extractvalue { float, float, float, float } %650, 0
	%652 = bitcast float %651 to i32
	%653 = insertelement <4 x i32> zeroinitializer, i32 %652, i32 0
	%654 = extractvalue { float, float, float, float } %650, 1
	%655 = bitcast float %654 to i32
	%656 = insertelement <4 x i32> %653, i32 %655, i32 1
	%657 = extractvalue { float, float, float, float } %650, 2
	%658 = bitcast float %657 to i32
	%659 = insertelement <4 x i32> %656, i32 %658, i32 2
	%660 = extractvalue { float, float, float, float } %650, 3
	%661 = bitcast float %660 to i32
	%662 = insertelement <4 x i32> %659, i32 %661, i32 3
	%663 = extractelement <4 x i32> %662, i32 0
	%664 = bitcast i32 %663 to float
	%665 = extractelement <4 x i32> %662, i32 1
	%666 = bitcast i32 %665 to float
	%667 = extractelement <4 x i32> %662, i32 2
	%668 = bitcast i32 %667 to float
	%669 = extractelement <4 x i32> %662, i32 3
	%670 = bitcast i32 %669 to float
	%671 = extractelement <4 x i32> %647, i32 2
	%672 = extractelement <4 x i32> %647, i32 3
	%673 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %671, i32 %672, float %664, float %666, float %668, float %670)
	%674 = extractvalue { float, float, float, float } %673, 0
	%675 = bitcast float %674 to i32
	%676 = insertelement <4 x i32> zeroinitializer, i32 %675, i32 0
	%677 = extractvalue { float, float, float, float } %673, 1
	%678 = bitcast float %677 to i32
	%679 = insertelement <4 x i32> %676, i32 %678, i32 1
	%680 = extractvalue { float, float, float, float } %673, 2
	%681 = bitcast float %680 to i32
	%682 = insertelement <4 x i32> %679, i32 %681, i32 2
	%683 = extractvalue { float, float, float, float } %673, 3
	%684 = bitcast float %683 to i32
	%685 = insertelement <4 x i32> %682, i32 %684, i32 3
	%686 = extractelement <4 x i32> %685, i32 0
	%687 = bitcast i32 %686 to float
	%688 = extractelement <4 x i32> %685, i32 1
	%689 = bitcast i32 %688 to float
	%690 = extractelement <4 x i32> %685, i32 2
	%691 = bitcast i32 %690 to float
	%692 = extractelement <4 x i32> %685, i32 3
	%693 = bitcast i32 %692 to float
	%694 = mul i32 %638, 48
	%695 = add i32 %57, 16
	%696 = add i32 %694, %695
	%697 = add i32 %452, %696
	%698 = sext i32 %697 to i64
	%699 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %698
	%700 = load i32, i32 addrspace(3)* %699
	%701 = add i32 %697, 4
	%702 = sext i32 %701 to i64
	%703 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %702
	%704 = load i32, i32 addrspace(3)* %703
	%705 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %700, i32 %704, float %687, float %689, float %691, float %693)
	%706 = extractvalue { float, float, float, float } %705, 0
	%707 = bitcast float %706 to i32
	%708 = insertelement <4 x i32> zeroinitializer, i32 %707, i32 0
	%709 = extractvalue { float, float, float, float } %705, 1
	%710 = bitcast float %709 to i32
	%711 = insertelement <4 x i32> %708, i32 %710, i32 1
	%712 = extractvalue { float, float, float, float } %705, 2
	%713 = bitcast float %712 to i32
	%714 = insertelement <4 x i32> %711, i32 %713, i32 2
	%715 = extractvalue { float, float, float, float } %705, 3
	%716 = bitcast float %715 to i32
	%717 = insertelement <4 x i32> %714, i32 %716, i32 3
	%718 = extractelement <4 x i32> %717, i32 0
	%719 = bitcast i32 %718 to float
	%720 = extractelement <4 x i32> %717, i32 1
	%721 = bitcast i32 %720 to float
	%722 = extractelement <4 x i32> %717, i32 2
	%723 = bitcast i32 %722 to float
	%724 = extractelement <4 x i32> %717, i32 3
	%725 = bitcast i32 %724 to float
	%726 = fmul float %719, 0x3FE18B0D40000000
	store float %726, float* %28
	%727 = fmul float %721, 0x3FE18B0D40000000
	store float %727, float* %29
	%728 = fmul float %723, 0x3FE18B0D40000000
	store float %728, float* %30
	%729 = fmul float %725, 0x3FE18B0D40000000
	store float %729, float* %31
	%730 = add i32 %56, 24
	%731 = mul i32 %730, 48
	%732 = shl i32 %57, 2
	%733 = add i32 %732, 0
	%734 = add i32 %731, %733
	%735 = add i32 %452, %734
	%736 = sext i32 %735 to i64
	%737 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %736
	%738 = bitcast i32 addrspace(3)* %737 to <4 x i32> addrspace(3)*
	%739 = load <4 x i32>, <4 x i32> addrspace(3)* %738, align 16
	%740 = extractelement <4 x i32> %739, i32 0
	%741 = extractelement <4 x i32> %739, i32 1
	%742 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %740, i32 %741, float 0.0, float 0.0, float 0.0, float 0.0)
	%743 = extractvalue { float, float, float, float } %742, 0
	%744 = bitcast float %743 to i32
	%745 = insertelement <4 x i32> zeroinitializer, i32 %744, i32 0
	%746 = extractvalue { float, float, float, float } %742, 1
	%747 = bitcast float %746 to i32
	%748 = insertelement <4 x i32> %745, i32 %747, i32 1
	%749 = extractvalue { float, float, float, float } %742, 2
	%750 = bitcast float %749 to i32
	%751 = insertelement <4 x i32> %748, i32 %750, i32 2
	%752 = extractvalue { float, float, float, float } %742, 3
	%753 = bitcast float %752 to i32
	%754 = insertelement <4 x i32> %751, i32 %753, i32 3
	%755 = extractelement <4 x i32> %754, i32 0
	%756 = bitcast i32 %755 to float
	%757 = extractelement <4 x i32> %754, i32 1
	%758 = bitcast i32 %757 to float
	%759 = extractelement <4 x i32> %754, i32 2
	%760 = bitcast i32 %759 to float
	%761 = extractelement <4 x i32> %754, i32 3
	%762 = bitcast i32 %761 to float
	%763 = extractelement <4 x i32> %739, i32 2
	%764 = extractelement <4 x i32> %739, i32 3
	%765 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %763, i32 %764, float %756, float %758, float %760, float %762)
	%766 = extractvalue { float, float, float, float } %765, 0
	%767 = bitcast float %766 to i32
	%768 = insertelement <4 x i32> zeroinitializer, i32 %767, i32 0
	%769 = extractvalue { float, float, float, float } %765, 1
	%770 = bitcast float %769 to i32
	%771 = insertelement <4 x i32> %768, i32 %770, i32 1
	%772 = extractvalue { float, float, float, float } %765, 2
	%773 = bitcast float %772 to i32
	%774 = insertelement <4 x i32> %771, i32 %773, i32 2
	%775 = extractvalue { float, float, float, float } %765, 3
	%776 = bitcast float %775 to i32
	%777 = insertelement <4 x i32> %774, i32 %776, i32 3
	%778 = extractelement <4 x i32> %777, i32 0
	%779 = bitcast i32 %778 to float
	%780 = extractelement <4 x i32> %777, i32 1
	%781 = bitcast i32 %780 to float
	%782 = extractelement <4 x i32> %777, i32 2
	%783 = bitcast i32 %782 to float
	%784 = extractelement <4 x i32> %777, i32 3
	%785 = bitcast i32 %784 to float
	%786 = mul i32 %730, 48
	%787 = add i32 %57, 16
	%788 = add i32 %786, %787
	%789 = add i32 %452, %788
	%790 = sext i32 %789 to i64
	%791 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %790
	%792 = load i32, i32 addrspace(3)* %791
	%793 = add i32 %789, 4
	%794 = sext i32 %793 to i64
	%795 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %794
	%796 = load i32, i32 addrspace(3)* %795
	%797 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %792, i32 %796, float %779, float %781, float %783, float %785)
	%798 = extractvalue { float, float, float, float } %797, 0
	%799 = bitcast float %798 to i32
	%800 = insertelement <4 x i32> zeroinitializer, i32 %799, i32 0
	%801 = extractvalue { float, float, float, float } %797, 1
	%802 = bitcast float %801 to i32
	%803 = insertelement <4 x i32> %800, i32 %802, i32 1
	%804 = extractvalue { float, float, float, float } %797, 2
	%805 = bitcast float %804 to i32
	%806 = insertelement <4 x i32> %803, i32 %805, i32 2
	%807 = extractvalue { float, float, float, float } %797, 3
	%808 = bitcast float %807 to i32
	%809 = insertelement <4 x i32> %806, i32 %808, i32 3
	%810 = extractelement <4 x i32> %809, i32 0
	%811 = bitcast i32 %810 to float
	%812 = extractelement <4 x i32> %809, i32 1
	%813 = bitcast i32 %812 to float
	%814 = extractelement <4 x i32> %809, i32 2
	%815 = bitcast i32 %814 to float
	%816 = extractelement <4 x i32> %809, i32 3
	%817 = bitcast i32 %816 to float
	%818 = fmul float %811, 0x3FE18B0D40000000
	store float %818, float* %32
	%819 = fmul float %813, 0x3FE18B0D40000000
	store float %819, float* %33
	%820 = fmul float %815, 0x3FE18B0D40000000
	store float %820, float* %34
	%821 = fmul float %817, 0x3FE18B0D40000000
	store float %821, float* %35
	%822 = add i32 %56, 32
	%823 = mul i32 %822, 48
	%824 = shl i32 %57, 2
	%825 = add i32 %824, 0
	%826 = add i32 %823, %825
	%827 = add i32 %452, %826
	%828 = sext i32 %827 to i64
	%829 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %828
	%830 = bitcast i32 addrspace(3)* %829 to <4 x i32> addrspace(3)*
	%831 = load <4 x i32>, <4 x i32> addrspace(3)* %830, align 16
	%832 = extractelement <4 x i32> %831, i32 0
	%833 = extractelement <4 x i32> %831, i32 1
	%834 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %832, i32 %833, float 0.0, float 0.0, float 0.0, float 0.0)
	%835 = extractvalue { float, float, float, float } %834, 0
	%836 = bitcast float %835 to i32
	%837 = insertelement <4 x i32> zeroinitializer, i32 %836, i32 0
	%838 = extractvalue { float, float, float, float } %834, 1
	%839 = bitcast float %838 to i32
	%840 = insertelement <4 x i32> %837, i32 %839, i32 1
	%841 = extractvalue { float, float, float, float } %834, 2
	%842 = bitcast float %841 to i32
	%843 = insertelement <4 x i32> %840, i32 %842, i32 2
	%844 = extractvalue { float, float, float, float } %834, 3
	%845 = bitcast float %844 to i32
	%846 = insertelement <4 x i32> %843, i32 %845, i32 3
	%847 = extractelement <4 x i32> %846, i32 0
	%848 = bitcast i32 %847 to float
	%849 = extractelement <4 x i32> %846, i32 1
	%850 = bitcast i32 %849 to float
	%851 = extractelement <4 x i32> %846, i32 2
	%852 = bitcast i32 %851 to float
	%853 = extractelement <4 x i32> %846, i32 3
	%854 = bitcast i32 %853 to float
	%855 = extractelement <4 x i32> %831, i32 2
	%856 = extractelement <4 x i32> %831, i32 3
	%857 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %855, i32 %856, float %848, float %850, float %852, float %854)
	%858 = extractvalue { float, float, float, float } %857, 0
	%859 = bitcast float %858 to i32
	%860 = insertelement <4 x i32> zeroinitializer, i32 %859, i32 0
	%861 = extractvalue { float, float, float, float } %857, 1
	%862 = bitcast float %861 to i32
	%863 = insertelement <4 x i32> %860, i32 %862, i32 1
	%864 = extractvalue { float, float, float, float } %857, 2
	%865 = bitcast float %864 to i32
	%866 = insertelement <4 x i32> %863, i32 %865, i32 2
	%867 = extractvalue { float, float, float, float } %857, 3
	%868 = bitcast float %867 to i32
	%869 = insertelement <4 x i32> %866, i32 %868, i32 3
	%870 = extractelement <4 x i32> %869, i32 0
	%871 = bitcast i32 %870 to float
	%872 = extractelement <4 x i32> %869, i32 1
	%873 = bitcast i32 %872 to float
	%874 = extractelement <4 x i32> %869, i32 2
	%875 = bitcast i32 %874 to float
	%876 = extractelement <4 x i32> %869, i32 3
	%877 = bitcast i32 %876 to float
	%878 = mul i32 %822, 48
	%879 = add i32 %57, 16
	%880 = add i32 %878, %879
	%881 = add i32 %452, %880
	%882 = sext i32 %881 to i64
	%883 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %882
	%884 = load i32, i32 addrspace(3)* %883
	%885 = add i32 %881, 4
	%886 = sext i32 %885 to i64
	%887 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %886
	%888 = load i32, i32 addrspace(3)* %887
	%889 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %884, i32 %888, float %871, float %873, float %875, float %877)
	%890 = extractvalue { float, float, float, float } %889, 0
	%891 = bitcast float %890 to i32
	%892 = insertelement <4 x i32> zeroinitializer, i32 %891, i32 0
	%893 = extractvalue { float, float, float, float } %889, 1
	%894 = bitcast float %893 to i32
	%895 = insertelement <4 x i32> %892, i32 %894, i32 1
	%896 = extractvalue { float, float, float, float } %889, 2
	%897 = bitcast float %896 to i32
	%898 = insertelement <4 x i32> %895, i32 %897, i32 2
	%899 = extractvalue { float, float, float, float } %889, 3
	%900 = bitcast float %899 to i32
	%901 = insertelement <4 x i32> %898, i32 %900, i32 3
	%902 = extractelement <4 x i32> %901, i32 0
	%903 = bitcast i32 %902 to float
	%904 = extractelement <4 x i32> %901, i32 1
	%905 = bitcast i32 %904 to float
	%906 = extractelement <4 x i32> %901, i32 2
	%907 = bitcast i32 %906 to float
	%908 = extractelement <4 x i32> %901, i32 3
	%909 = bitcast i32 %908 to float
	%910 = fmul float %903, 0x3FE18B0D40000000
	store float %910, float* %36
	%911 = fmul float %905, 0x3FE18B0D40000000
	store float %911, float* %37
	%912 = fmul float %907, 0x3FE18B0D40000000
	store float %912, float* %38
	%913 = fmul float %909, 0x3FE18B0D40000000
	store float %913, float* %39
	%914 = add i32 %56, 40
	%915 = mul i32 %914, 48
	%916 = shl i32 %57, 2
	%917 = add i32 %916, 0
	%918 = add i32 %915, %917
	%919 = add i32 %452, %918
	%920 = sext i32 %919 to i64
	%921 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %920
	%922 = bitcast i32 addrspace(3)* %921 to <4 x i32> addrspace(3)*
	%923 = load <4 x i32>, <4 x i32> addrspace(3)* %922, align 16
	%924 = extractelement <4 x i32> %923, i32 0
	%925 = extractelement <4 x i32> %923, i32 1
	%926 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %924, i32 %925, float 0.0, float 0.0, float 0.0, float 0.0)
	%927 = extractvalue { float, float, float, float } %926, 0
	%928 = bitcast float %927 to i32
	%929 = insertelement <4 x i32> zeroinitializer, i32 %928, i32 0
	%930 = extractvalue { float, float, float, float } %926, 1
	%931 = bitcast float %930 to i32
	%932 = insertelement <4 x i32> %929, i32 %931, i32 1
	%933 = extractvalue { float, float, float, float } %926, 2
	%934 = bitcast float %933 to i32
	%935 = insertelement <4 x i32> %932, i32 %934, i32 2
	%936 = extractvalue { float, float, float, float } %926, 3
	%937 = bitcast float %936 to i32
	%938 = insertelement <4 x i32> %935, i32 %937, i32 3
	%939 = extractelement <4 x i32> %938, i32 0
	%940 = bitcast i32 %939 to float
	%941 = extractelement <4 x i32> %938, i32 1
	%942 = bitcast i32 %941 to float
	%943 = extractelement <4 x i32> %938, i32 2
	%944 = bitcast i32 %943 to float
	%945 = extractelement <4 x i32> %938, i32 3
	%946 = bitcast i32 %945 to float
	%947 = extractelement <4 x i32> %923, i32 2
	%948 = extractelement <4 x i32> %923, i32 3
	%949 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %947, i32 %948, float %940, float %942, float %944, float %946)
	%950 = extractvalue { float, float, float, float } %949, 0
	%951 = bitcast float %950 to i32
	%952 = insertelement <4 x i32> zeroinitializer, i32 %951, i32 0
	%953 = extractvalue { float, float, float, float } %949, 1
	%954 = bitcast float %953 to i32
	%955 = insertelement <4 x i32> %952, i32 %954, i32 1
	%956 = extractvalue { float, float, float, float } %949, 2
	%957 = bitcast float %956 to i32
	%958 = insertelement <4 x i32> %955, i32 %957, i32 2
	%959 = extractvalue { float, float, float, float } %949, 3
	%960 = bitcast float %959 to i32
	%961 = insertelement <4 x i32> %958, i32 %960, i32 3
	%962 = extractelement <4 x i32> %961, i32 0
	%963 = bitcast i32 %962 to float
	%964 = extractelement <4 x i32> %961, i32 1
	%965 = bitcast i32 %964 to float
	%966 = extractelement <4 x i32> %961, i32 2
	%967 = bitcast i32 %966 to float
	%968 = extractelement <4 x i32> %961, i32 3
	%969 = bitcast i32 %968 to float
	%970 = mul i32 %914, 48
	%971 = add i32 %57, 16
	%972 = add i32 %970, %971
	%973 = add i32 %452, %972
	%974 = sext i32 %973 to i64
	%975 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %974
	%976 = load i32, i32 addrspace(3)* %975
	%977 = add i32 %973, 4
	%978 = sext i32 %977 to i64
	%979 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %978
	%980 = load i32, i32 addrspace(3)* %979
	%981 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %976, i32 %980, float %963, float %965, float %967, float %969)
	%982 = extractvalue { float, float, float, float } %981, 0
	%983 = bitcast float %982 to i32
	%984 = insertelement <4 x i32> zeroinitializer, i32 %983, i32 0
	%985 = extractvalue { float, float, float, float } %981, 1
	%986 = bitcast float %985 to i32
	%987 = insertelement <4 x i32> %984, i32 %986, i32 1
	%988 = extractvalue { float, float, float, float } %981, 2
	%989 = bitcast float %988 to i32
	%990 = insertelement <4 x i32> %987, i32 %989, i32 2
	%991 = extractvalue { float, float, float, float } %981, 3
	%992 = bitcast float %991 to i32
	%993 = insertelement <4 x i32> %990, i32 %992, i32 3
	%994 = extractelement <4 x i32> %993, i32 0
	%995 = bitcast i32 %994 to float
	%996 = extractelement <4 x i32> %993, i32 1
	%997 = bitcast i32 %996 to float
	%998 = extractelement <4 x i32> %993, i32 2
	%999 = bitcast i32 %998 to float
	%1000 = extractelement <4 x i32> %993, i32 3
	%1001 = bitcast i32 %1000 to float
	%1002 = fmul float %995, 0x3FE18B0D40000000
	store float %1002, float* %40
	%1003 = fmul float %997, 0x3FE18B0D40000000
	store float %1003, float* %41
	%1004 = fmul float %999, 0x3FE18B0D40000000
	store float %1004, float* %42
	%1005 = fmul float %1001, 0x3FE18B0D40000000
	store float %1005, float* %43
	%1006 = add i32 %56, 48
	%1007 = mul i32 %1006, 48
	%1008 = shl i32 %57, 2
	%1009 = add i32 %1008, 0
	%1010 = add i32 %1007, %1009
	%1011 = add i32 %452, %1010
	%1012 = sext i32 %1011 to i64
	%1013 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1012
	%1014 = bitcast i32 addrspace(3)* %1013 to <4 x i32> addrspace(3)*
	%1015 = load <4 x i32>, <4 x i32> addrspace(3)* %1014, align 16
	%1016 = extractelement <4 x i32> %1015, i32 0
	%1017 = extractelement <4 x i32> %1015, i32 1
	%1018 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %1016, i32 %1017, float 0.0, float 0.0, float 0.0, float 0.0)
	%1019 = extractvalue { float, float, float, float } %1018, 0
	%1020 = bitcast float %1019 to i32
	%1021 = insertelement <4 x i32> zeroinitializer, i32 %1020, i32 0
	%1022 = extractvalue { float, float, float, float } %1018, 1
	%1023 = bitcast float %1022 to i32
	%1024 = insertelement <4 x i32> %1021, i32 %1023, i32 1
	%1025 = extractvalue { float, float, float, float } %1018, 2
	%1026 = bitcast float %1025 to i32
	%1027 = insertelement <4 x i32> %1024, i32 %1026, i32 2
	%1028 = extractvalue { float, float, float, float } %1018, 3
	%1029 = bitcast float %1028 to i32
	%1030 = insertelement <4 x i32> %1027, i32 %1029, i32 3
	%1031 = extractelement <4 x i32> %1030, i32 0
	%1032 = bitcast i32 %1031 to float
	%1033 = extractelement <4 x i32> %1030, i32 1
	%1034 = bitcast i32 %1033 to float
	%1035 = extractelement <4 x i32> %1030, i32 2
	%1036 = bitcast i32 %1035 to float
	%1037 = extractelement <4 x i32> %1030, i32 3
	%1038 = bitcast i32 %1037 to float
	%1039 = extractelement <4 x i32> %1015, i32 2
	%1040 = extractelement <4 x i32> %1015, i32 3
	%1041 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %1039, i32 %1040, float %1032, float %1034, float %1036, float %1038)
	%1042 = extractvalue { float, float, float, float } %1041, 0
	%1043 = bitcast float %1042 to i32
	%1044 = insertelement <4 x i32> zeroinitializer, i32 %1043, i32 0
	%1045 = extractvalue { float, float, float, float } %1041, 1
	%1046 = bitcast float %1045 to i32
	%1047 = insertelement <4 x i32> %1044, i32 %1046, i32 1
	%1048 = extractvalue { float, float, float, float } %1041, 2
	%1049 = bitcast float %1048 to i32
	%1050 = insertelement <4 x i32> %1047, i32 %1049, i32 2
	%1051 = extractvalue { float, float, float, float } %1041, 3
	%1052 = bitcast float %1051 to i32
	%1053 = insertelement <4 x i32> %1050, i32 %1052, i32 3
	%1054 = extractelement <4 x i32> %1053, i32 0
	%1055 = bitcast i32 %1054 to float
	%1056 = extractelement <4 x i32> %1053, i32 1
	%1057 = bitcast i32 %1056 to float
	%1058 = extractelement <4 x i32> %1053, i32 2
	%1059 = bitcast i32 %1058 to float
	%1060 = extractelement <4 x i32> %1053, i32 3
	%1061 = bitcast i32 %1060 to float
	%1062 = mul i32 %1006, 48
	%1063 = add i32 %57, 16
	%1064 = add i32 %1062, %1063
	%1065 = add i32 %452, %1064
	%1066 = sext i32 %1065 to i64
	%1067 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1066
	%1068 = load i32, i32 addrspace(3)* %1067
	%1069 = add i32 %1065, 4
	%1070 = sext i32 %1069 to i64
	%1071 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1070
	%1072 = load i32, i32 addrspace(3)* %1071
	%1073 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %1068, i32 %1072, float %1055, float %1057, float %1059, float %1061)
	%1074 = extractvalue { float, float, float, float } %1073, 0
	%1075 = bitcast float %1074 to i32
	%1076 = insertelement <4 x i32> zeroinitializer, i32 %1075, i32 0
	%1077 = extractvalue { float, float, float, float } %1073, 1
	%1078 = bitcast float %1077 to i32
	%1079 = insertelement <4 x i32> %1076, i32 %1078, i32 1
	%1080 = extractvalue { float, float, float, float } %1073, 2
	%1081 = bitcast float %1080 to i32
	%1082 = insertelement <4 x i32> %1079, i32 %1081, i32 2
	%1083 = extractvalue { float, float, float, float } %1073, 3
	%1084 = bitcast float %1083 to i32
	%1085 = insertelement <4 x i32> %1082, i32 %1084, i32 3
	%1086 = extractelement <4 x i32> %1085, i32 0
	%1087 = bitcast i32 %1086 to float
	%1088 = extractelement <4 x i32> %1085, i32 1
	%1089 = bitcast i32 %1088 to float
	%1090 = extractelement <4 x i32> %1085, i32 2
	%1091 = bitcast i32 %1090 to float
	%1092 = extractelement <4 x i32> %1085, i32 3
	%1093 = bitcast i32 %1092 to float
	%1094 = fmul float %1087, 0x3FE18B0D40000000
	store float %1094, float* %44
	%1095 = fmul float %1089, 0x3FE18B0D40000000
	store float %1095, float* %45
	%1096 = fmul float %1091, 0x3FE18B0D40000000
	store float %1096, float* %46
	%1097 = fmul float %1093, 0x3FE18B0D40000000
	store float %1097, float* %47
	%1098 = add i32 %56, 56
	%1099 = mul i32 %1098, 48
	%1100 = shl i32 %57, 2
	%1101 = add i32 %1100, 0
	%1102 = add i32 %1099, %1101
	%1103 = add i32 %452, %1102
	%1104 = sext i32 %1103 to i64
	%1105 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1104
	%1106 = bitcast i32 addrspace(3)* %1105 to <4 x i32> addrspace(3)*
	%1107 = load <4 x i32>, <4 x i32> addrspace(3)* %1106, align 16
	%1108 = extractelement <4 x i32> %1107, i32 0
	%1109 = extractelement <4 x i32> %1107, i32 1
	%1110 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %98, i32 %99, i32 %100, i32 %101, i32 %1108, i32 %1109, float 0.0, float 0.0, float 0.0, float 0.0)
	%1111 = extractvalue { float, float, float, float } %1110, 0
	%1112 = bitcast float %1111 to i32
	%1113 = insertelement <4 x i32> zeroinitializer, i32 %1112, i32 0
	%1114 = extractvalue { float, float, float, float } %1110, 1
	%1115 = bitcast float %1114 to i32
	%1116 = insertelement <4 x i32> %1113, i32 %1115, i32 1
	%1117 = extractvalue { float, float, float, float } %1110, 2
	%1118 = bitcast float %1117 to i32
	%1119 = insertelement <4 x i32> %1116, i32 %1118, i32 2
	%1120 = extractvalue { float, float, float, float } %1110, 3
	%1121 = bitcast float %1120 to i32
	%1122 = insertelement <4 x i32> %1119, i32 %1121, i32 3
	%1123 = extractelement <4 x i32> %1122, i32 0
	%1124 = bitcast i32 %1123 to float
	%1125 = extractelement <4 x i32> %1122, i32 1
	%1126 = bitcast i32 %1125 to float
	%1127 = extractelement <4 x i32> %1122, i32 2
	%1128 = bitcast i32 %1127 to float
	%1129 = extractelement <4 x i32> %1122, i32 3
	%1130 = bitcast i32 %1129 to float
	%1131 = extractelement <4 x i32> %1107, i32 2
	%1132 = extractelement <4 x i32> %1107, i32 3
	%1133 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %102, i32 %103, i32 %104, i32 %105, i32 %1131, i32 %1132, float %1124, float %1126, float %1128, float %1130)
	%1134 = extractvalue { float, float, float, float } %1133, 0
	%1135 = bitcast float %1134 to i32
	%1136 = insertelement <4 x i32> zeroinitializer, i32 %1135, i32 0
	%1137 = extractvalue { float, float, float, float } %1133, 1
	%1138 = bitcast float %1137 to i32
	%1139 = insertelement <4 x i32> %1136, i32 %1138, i32 1
	%1140 = extractvalue { float, float, float, float } %1133, 2
	%1141 = bitcast float %1140 to i32
	%1142 = insertelement <4 x i32> %1139, i32 %1141, i32 2
	%1143 = extractvalue { float, float, float, float } %1133, 3
	%1144 = bitcast float %1143 to i32
	%1145 = insertelement <4 x i32> %1142, i32 %1144, i32 3
	%1146 = extractelement <4 x i32> %1145, i32 0
	%1147 = bitcast i32 %1146 to float
	%1148 = extractelement <4 x i32> %1145, i32 1
	%1149 = bitcast i32 %1148 to float
	%1150 = extractelement <4 x i32> %1145, i32 2
	%1151 = bitcast i32 %1150 to float
	%1152 = extractelement <4 x i32> %1145, i32 3
	%1153 = bitcast i32 %1152 to float
	%1154 = mul i32 %1098, 48
	%1155 = add i32 %57, 16
	%1156 = add i32 %1154, %1155
	%1157 = add i32 %452, %1156
	%1158 = sext i32 %1157 to i64
	%1159 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1158
	%1160 = load i32, i32 addrspace(3)* %1159
	%1161 = add i32 %1157, 4
	%1162 = sext i32 %1161 to i64
	%1163 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1162
	%1164 = load i32, i32 addrspace(3)* %1163
	%1165 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %128, i32 %147, i32 %166, i32 %185, i32 %1160, i32 %1164, float %1147, float %1149, float %1151, float %1153)
	%1166 = extractvalue { float, float, float, float } %1165, 0
	%1167 = bitcast float %1166 to i32
	%1168 = insertelement <4 x i32> zeroinitializer, i32 %1167, i32 0
	%1169 = extractvalue { float, float, float, float } %1165, 1
	%1170 = bitcast float %1169 to i32
	%1171 = insertelement <4 x i32> %1168, i32 %1170, i32 1
	%1172 = extractvalue { float, float, float, float } %1165, 2
	%1173 = bitcast float %1172 to i32
	%1174 = insertelement <4 x i32> %1171, i32 %1173, i32 2
	%1175 = extractvalue { float, float, float, float } %1165, 3
	%1176 = bitcast float %1175 to i32
	%1177 = insertelement <4 x i32> %1174, i32 %1176, i32 3
	%1178 = extractelement <4 x i32> %1177, i32 0
	%1179 = bitcast i32 %1178 to float
	%1180 = extractelement <4 x i32> %1177, i32 1
	%1181 = bitcast i32 %1180 to float
	%1182 = extractelement <4 x i32> %1177, i32 2
	%1183 = bitcast i32 %1182 to float
	%1184 = extractelement <4 x i32> %1177, i32 3
	%1185 = bitcast i32 %1184 to float
	%1186 = fmul float %1179, 0x3FE18B0D40000000
	store float %1186, float* %48
	%1187 = fmul float %1181, 0x3FE18B0D40000000
	store float %1187, float* %49
	%1188 = fmul float %1183, 0x3FE18B0D40000000
	store float %1188, float* %50
	%1189 = fmul float %1185, 0x3FE18B0D40000000
	store float %1189, float* %51
	%1190 = add i32 %314, 63
	%1191 = add i32 %q0, %67
	%1192 = icmp slt i32 %1191, %1190
	br i1 %1192, label %then6, label %join7

then6:
	%1193 = shl i32 %57, 1
	%1194 = add i32 0, %1193
	%1195 = add i32 %314, %1194
	%1196 = icmp sle i32 %1195, %71
	%1197 = load float, float* %20
	%1198 = select i1 %1196, float %1197, float 0xFFF0000000000000
	store float %1198, float* %20
	%1199 = shl i32 %57, 1
	%1200 = add i32 1, %1199
	%1201 = add i32 %314, %1200
	%1202 = icmp sle i32 %1201, %71
	%1203 = load float, float* %21
	%1204 = select i1 %1202, float %1203, float 0xFFF0000000000000
	store float %1204, float* %21
	%1205 = shl i32 %57, 1
	%1206 = add i32 0, %1205
	%1207 = add i32 %314, %1206
	%1208 = icmp sle i32 %1207, %72
	%1209 = load float, float* %22
	%1210 = select i1 %1208, float %1209, float 0xFFF0000000000000
	store float %1210, float* %22
	%1211 = shl i32 %57, 1
	%1212 = add i32 1, %1211
	%1213 = add i32 %314, %1212
	%1214 = icmp sle i32 %1213, %72
	%1215 = load float, float* %23
	%1216 = select i1 %1214, float %1215, float 0xFFF0000000000000
	store float %1216, float* %23
	%1217 = shl i32 %57, 1
	%1218 = add i32 8, %1217
	%1219 = add i32 %314, %1218
	%1220 = icmp sle i32 %1219, %71
	%1221 = load float, float* %24
	%1222 = select i1 %1220, float %1221, float 0xFFF0000000000000
	store float %1222, float* %24
	%1223 = shl i32 %57, 1
	%1224 = add i32 9, %1223
	%1225 = add i32 %314, %1224
	%1226 = icmp sle i32 %1225, %71
	%1227 = load float, float* %25
	%1228 = select i1 %1226, float %1227, float 0xFFF0000000000000
	store float %1228, float* %25
	%1229 = shl i32 %57, 1
	%1230 = add i32 8, %1229
	%1231 = add i32 %314, %1230
	%1232 = icmp sle i32 %1231, %72
	%1233 = load float, float* %26
	%1234 = select i1 %1232, float %1233, float 0xFFF0000000000000
	store float %1234, float* %26
	%1235 = shl i32 %57, 1
	%1236 = add i32 9, %1235
	%1237 = add i32 %314, %1236
	%1238 = icmp sle i32 %1237, %72
	%1239 = load float, float* %27
	%1240 = select i1 %1238, float %1239, float 0xFFF0000000000000
	store float %1240, float* %27
	%1241 = shl i32 %57, 1
	%1242 = add i32 16, %1241
	%1243 = add i32 %314, %1242
	%1244 = icmp sle i32 %1243, %71
	%1245 = load float, float* %28
	%1246 = select i1 %1244, float %1245, float 0xFFF0000000000000
	store float %1246, float* %28
	%1247 = shl i32 %57, 1
	%1248 = add i32 17, %1247
	%1249 = add i32 %314, %1248
	%1250 = icmp sle i32 %1249, %71
	%1251 = load float, float* %29
	%1252 = select i1 %1250, float %1251, float 0xFFF0000000000000
	store float %1252, float* %29
	%1253 = shl i32 %57, 1
	%1254 = add i32 16, %1253
	%1255 = add i32 %314, %1254
	%1256 = icmp sle i32 %1255, %72
	%1257 = load float, float* %30
	%1258 = select i1 %1256, float %1257, float 0xFFF0000000000000
	store float %1258, float* %30
	%1259 = shl i32 %57, 1
	%1260 = add i32 17, %1259
	%1261 = add i32 %314, %1260
	%1262 = icmp sle i32 %1261, %72
	%1263 = load float, float* %31
	%1264 = select i1 %1262, float %1263, float 0xFFF0000000000000
	store float %1264, float* %31
	%1265 = shl i32 %57, 1
	%1266 = add i32 24, %1265
	%1267 = add i32 %314, %1266
	%1268 = icmp sle i32 %1267, %71
	%1269 = load float, float* %32
	%1270 = select i1 %1268, float %1269, float 0xFFF0000000000000
	store float %1270, float* %32
	%1271 = shl i32 %57, 1
	%1272 = add i32 25, %1271
	%1273 = add i32 %314, %1272
	%1274 = icmp sle i32 %1273, %71
	%1275 = load float, float* %33
	%1276 = select i1 %1274, float %1275, float 0xFFF0000000000000
	store float %1276, float* %33
	%1277 = shl i32 %57, 1
	%1278 = add i32 24, %1277
	%1279 = add i32 %314, %1278
	%1280 = icmp sle i32 %1279, %72
	%1281 = load float, float* %34
	%1282 = select i1 %1280, float %1281, float 0xFFF0000000000000
	store float %1282, float* %34
	%1283 = shl i32 %57, 1
	%1284 = add i32 25, %1283
	%1285 = add i32 %314, %1284
	%1286 = icmp sle i32 %1285, %72
	%1287 = load float, float* %35
	%1288 = select i1 %1286, float %1287, float 0xFFF0000000000000
	store float %1288, float* %35
	%1289 = shl i32 %57, 1
	%1290 = add i32 32, %1289
	%1291 = add i32 %314, %1290
	%1292 = icmp sle i32 %1291, %71
	%1293 = load float, float* %36
	%1294 = select i1 %1292, float %1293, float 0xFFF0000000000000
	store float %1294, float* %36
	%1295 = shl i32 %57, 1
	%1296 = add i32 33, %1295
	%1297 = add i32 %314, %1296
	%1298 = icmp sle i32 %1297, %71
	%1299 = load float, float* %37
	%1300 = select i1 %1298, float %1299, float 0xFFF0000000000000
	store float %1300, float* %37
	%1301 = shl i32 %57, 1
	%1302 = add i32 32, %1301
	%1303 = add i32 %314, %1302
	%1304 = icmp sle i32 %1303, %72
	%1305 = load float, float* %38
	%1306 = select i1 %1304, float %1305, float 0xFFF0000000000000
	store float %1306, float* %38
	%1307 = shl i32 %57, 1
	%1308 = add i32 33, %1307
	%1309 = add i32 %314, %1308
	%1310 = icmp sle i32 %1309, %72
	%1311 = load float, float* %39
	%1312 = select i1 %1310, float %1311, float 0xFFF0000000000000
	store float %1312, float* %39
	%1313 = shl i32 %57, 1
	%1314 = add i32 40, %1313
	%1315 = add i32 %314, %1314
	%1316 = icmp sle i32 %1315, %71
	%1317 = load float, float* %40
	%1318 = select i1 %1316, float %1317, float 0xFFF0000000000000
	store float %1318, float* %40
	%1319 = shl i32 %57, 1
	%1320 = add i32 41, %1319
	%1321 = add i32 %314, %1320
	%1322 = icmp sle i32 %1321, %71
	%1323 = load float, float* %41
	%1324 = select i1 %1322, float %1323, float 0xFFF0000000000000
	store float %1324, float* %41
	%1325 = shl i32 %57, 1
	%1326 = add i32 40, %1325
	%1327 = add i32 %314, %1326
	%1328 = icmp sle i32 %1327, %72
	%1329 = load float, float* %42
	%1330 = select i1 %1328, float %1329, float 0xFFF0000000000000
	store float %1330, float* %42
	%1331 = shl i32 %57, 1
	%1332 = add i32 41, %1331
	%1333 = add i32 %314, %1332
	%1334 = icmp sle i32 %1333, %72
	%1335 = load float, float* %43
	%1336 = select i1 %1334, float %1335, float 0xFFF0000000000000
	store float %1336, float* %43
	%1337 = shl i32 %57, 1
	%1338 = add i32 48, %1337
	%1339 = add i32 %314, %1338
	%1340 = icmp sle i32 %1339, %71
	%1341 = load float, float* %44
	%1342 = select i1 %1340, float %1341, float 0xFFF0000000000000
	store float %1342, float* %44
	%1343 = shl i32 %57, 1
	%1344 = add i32 49, %1343
	%1345 = add i32 %314, %1344
	%1346 = icmp sle i32 %1345, %71
	%1347 = load float, float* %45
	%1348 = select i1 %1346, float %1347, float 0xFFF0000000000000
	store float %1348, float* %45
	%1349 = shl i32 %57, 1
	%1350 = add i32 48, %1349
	%1351 = add i32 %314, %1350
	%1352 = icmp sle i32 %1351, %72
	%1353 = load float, float* %46
	%1354 = select i1 %1352, float %1353, float 0xFFF0000000000000
	store float %1354, float* %46
	%1355 = shl i32 %57, 1
	%1356 = add i32 49, %1355
	%1357 = add i32 %314, %1356
	%1358 = icmp sle i32 %1357, %72
	%1359 = load float, float* %47
	%1360 = select i1 %1358, float %1359, float 0xFFF0000000000000
	store float %1360, float* %47
	%1361 = shl i32 %57, 1
	%1362 = add i32 56, %1361
	%1363 = add i32 %314, %1362
	%1364 = icmp sle i32 %1363, %71
	%1365 = load float, float* %48
	%1366 = select i1 %1364, float %1365, float 0xFFF0000000000000
	store float %1366, float* %48
	%1367 = shl i32 %57, 1
	%1368 = add i32 57, %1367
	%1369 = add i32 %314, %1368
	%1370 = icmp sle i32 %1369, %71
	%1371 = load float, float* %49
	%1372 = select i1 %1370, float %1371, float 0xFFF0000000000000
	store float %1372, float* %49
	%1373 = shl i32 %57, 1
	%1374 = add i32 56, %1373
	%1375 = add i32 %314, %1374
	%1376 = icmp sle i32 %1375, %72
	%1377 = load float, float* %50
	%1378 = select i1 %1376, float %1377, float 0xFFF0000000000000
	store float %1378, float* %50
	%1379 = shl i32 %57, 1
	%1380 = add i32 57, %1379
	%1381 = add i32 %314, %1380
	%1382 = icmp sle i32 %1381, %72
	%1383 = load float, float* %51
	%1384 = select i1 %1382, float %1383, float 0xFFF0000000000000
	store float %1384, float* %51
	br label %join7

join7:
	%1385 = load float, float* %20
	%1386 = fcmp olt float 0xFFF0000000000000, %1385
	%1387 = select i1 %1386, float %1385, float 0xFFF0000000000000
	%1388 = load float, float* %21
	%1389 = fcmp olt float %1387, %1388
	%1390 = select i1 %1389, float %1388, float %1387
	%1391 = load float, float* %24
	%1392 = fcmp olt float %1390, %1391
	%1393 = select i1 %1392, float %1391, float %1390
	%1394 = load float, float* %25
	%1395 = fcmp olt float %1393, %1394
	%1396 = select i1 %1395, float %1394, float %1393
	%1397 = load float, float* %28
	%1398 = fcmp olt float %1396, %1397
	%1399 = select i1 %1398, float %1397, float %1396
	%1400 = load float, float* %29
	%1401 = fcmp olt float %1399, %1400
	%1402 = select i1 %1401, float %1400, float %1399
	%1403 = load float, float* %32
	%1404 = fcmp olt float %1402, %1403
	%1405 = select i1 %1404, float %1403, float %1402
	%1406 = load float, float* %33
	%1407 = fcmp olt float %1405, %1406
	%1408 = select i1 %1407, float %1406, float %1405
	%1409 = load float, float* %36
	%1410 = fcmp olt float %1408, %1409
	%1411 = select i1 %1410, float %1409, float %1408
	%1412 = load float, float* %37
	%1413 = fcmp olt float %1411, %1412
	%1414 = select i1 %1413, float %1412, float %1411
	%1415 = load float, float* %40
	%1416 = fcmp olt float %1414, %1415
	%1417 = select i1 %1416, float %1415, float %1414
	%1418 = load float, float* %41
	%1419 = fcmp olt float %1417, %1418
	%1420 = select i1 %1419, float %1418, float %1417
	%1421 = load float, float* %44
	%1422 = fcmp olt float %1420, %1421
	%1423 = select i1 %1422, float %1421, float %1420
	%1424 = load float, float* %45
	%1425 = fcmp olt float %1423, %1424
	%1426 = select i1 %1425, float %1424, float %1423
	%1427 = load float, float* %48
	%1428 = fcmp olt float %1426, %1427
	%1429 = select i1 %1428, float %1427, float %1426
	%1430 = load float, float* %49
	%1431 = fcmp olt float %1429, %1430
	%1432 = select i1 %1431, float %1430, float %1429
	%1433 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1432, i32 1, i32 31)
	%1434 = fcmp olt float %1432, %1433
	%1435 = select i1 %1434, float %1433, float %1432
	%1436 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1435, i32 2, i32 31)
	%1437 = fcmp olt float %1435, %1436
	%1438 = select i1 %1437, float %1436, float %1435
	%1439 = load float, float* %16
	%1440 = fcmp olt float %1439, %1438
	%1441 = select i1 %1440, float %1438, float %1439
	%1442 = fsub float %1439, %1441
	%1443 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1442)
	store float %1441, float* %16
	%1444 = load float, float* %22
	%1445 = fcmp olt float 0xFFF0000000000000, %1444
	%1446 = select i1 %1445, float %1444, float 0xFFF0000000000000
	%1447 = load float, float* %23
	%1448 = fcmp olt float %1446, %1447
	%1449 = select i1 %1448, float %1447, float %1446
	%1450 = load float, float* %26
	%1451 = fcmp olt float %1449, %1450
	%1452 = select i1 %1451, float %1450, float %1449
	%1453 = load float, float* %27
	%1454 = fcmp olt float %1452, %1453
	%1455 = select i1 %1454, float %1453, float %1452
	%1456 = load float, float* %30
	%1457 = fcmp olt float %1455, %1456
	%1458 = select i1 %1457, float %1456, float %1455
	%1459 = load float, float* %31
	%1460 = fcmp olt float %1458, %1459
	%1461 = select i1 %1460, float %1459, float %1458
	%1462 = load float, float* %34
	%1463 = fcmp olt float %1461, %1462
	%1464 = select i1 %1463, float %1462, float %1461
	%1465 = load float, float* %35
	%1466 = fcmp olt float %1464, %1465
	%1467 = select i1 %1466, float %1465, float %1464
	%1468 = load float, float* %38
	%1469 = fcmp olt float %1467, %1468
	%1470 = select i1 %1469, float %1468, float %1467
	%1471 = load float, float* %39
	%1472 = fcmp olt float %1470, %1471
	%1473 = select i1 %1472, float %1471, float %1470
	%1474 = load float, float* %42
	%1475 = fcmp olt float %1473, %1474
	%1476 = select i1 %1475, float %1474, float %1473
	%1477 = load float, float* %43
	%1478 = fcmp olt float %1476, %1477
	%1479 = select i1 %1478, float %1477, float %1476
	%1480 = load float, float* %46
	%1481 = fcmp olt float %1479, %1480
	%1482 = select i1 %1481, float %1480, float %1479
	%1483 = load float, float* %47
	%1484 = fcmp olt float %1482, %1483
	%1485 = select i1 %1484, float %1483, float %1482
	%1486 = load float, float* %50
	%1487 = fcmp olt float %1485, %1486
	%1488 = select i1 %1487, float %1486, float %1485
	%1489 = load float, float* %51
	%1490 = fcmp olt float %1488, %1489
	%1491 = select i1 %1490, float %1489, float %1488
	%1492 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1491, i32 1, i32 31)
	%1493 = fcmp olt float %1491, %1492
	%1494 = select i1 %1493, float %1492, float %1491
	%1495 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1494, i32 2, i32 31)
	%1496 = fcmp olt float %1494, %1495
	%1497 = select i1 %1496, float %1495, float %1494
	%1498 = load float, float* %17
	%1499 = fcmp olt float %1498, %1497
	%1500 = select i1 %1499, float %1497, float %1498
	%1501 = fsub float %1498, %1500
	%1502 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1501)
	store float %1500, float* %17
	%1503 = load float, float* %20
	%1504 = fsub float %1503, %1441
	%1505 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1504)
	store float %1505, float* %20
	%1506 = load float, float* %21
	%1507 = fsub float %1506, %1441
	%1508 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1507)
	store float %1508, float* %21
	%1509 = fadd float %1505, %1508
	%1510 = load float, float* %22
	%1511 = fsub float %1510, %1500
	%1512 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1511)
	store float %1512, float* %22
	%1513 = load float, float* %23
	%1514 = fsub float %1513, %1500
	%1515 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1514)
	store float %1515, float* %23
	%1516 = fadd float %1512, %1515
	%1517 = load float, float* %24
	%1518 = fsub float %1517, %1441
	%1519 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1518)
	store float %1519, float* %24
	%1520 = fadd float %1509, %1519
	%1521 = load float, float* %25
	%1522 = fsub float %1521, %1441
	%1523 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1522)
	store float %1523, float* %25
	%1524 = fadd float %1520, %1523
	%1525 = load float, float* %26
	%1526 = fsub float %1525, %1500
	%1527 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1526)
	store float %1527, float* %26
	%1528 = fadd float %1516, %1527
	%1529 = load float, float* %27
	%1530 = fsub float %1529, %1500
	%1531 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1530)
	store float %1531, float* %27
	%1532 = fadd float %1528, %1531
	%1533 = load float, float* %28
	%1534 = fsub float %1533, %1441
	%1535 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1534)
	store float %1535, float* %28
	%1536 = fadd float %1524, %1535
	%1537 = load float, float* %29
	%1538 = fsub float %1537, %1441
	%1539 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1538)
	store float %1539, float* %29
	%1540 = fadd float %1536, %1539
	%1541 = load float, float* %30
	%1542 = fsub float %1541, %1500
	%1543 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1542)
	store float %1543, float* %30
	%1544 = fadd float %1532, %1543
	%1545 = load float, float* %31
	%1546 = fsub float %1545, %1500
	%1547 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1546)
	store float %1547, float* %31
	%1548 = fadd float %1544, %1547
	%1549 = load float, float* %32
	%1550 = fsub float %1549, %1441
	%1551 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1550)
	store float %1551, float* %32
	%1552 = fadd float %1540, %1551
	%1553 = load float, float* %33
	%1554 = fsub float %1553, %1441
	%1555 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1554)
	store float %1555, float* %33
	%1556 = fadd float %1552, %1555
	%1557 = load float, float* %34
	%1558 = fsub float %1557, %1500
	%1559 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1558)
	store float %1559, float* %34
	%1560 = fadd float %1548, %1559
	%1561 = load float, float* %35
	%1562 = fsub float %1561, %1500
	%1563 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1562)
	store float %1563, float* %35
	%1564 = fadd float %1560, %1563
	%1565 = load float, float* %36
	%1566 = fsub float %1565, %1441
	%1567 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1566)
	store float %1567, float* %36
	%1568 = fadd float %1556, %1567
	%1569 = load float, float* %37
	%1570 = fsub float %1569, %1441
	%1571 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1570)
	store float %1571, float* %37
	%1572 = fadd float %1568, %1571
	%1573 = load float, float* %38
	%1574 = fsub float %1573, %1500
	%1575 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1574)
	store float %1575, float* %38
	%1576 = fadd float %1564, %1575
	%1577 = load float, float* %39
	%1578 = fsub float %1577, %1500
	%1579 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1578)
	store float %1579, float* %39
	%1580 = fadd float %1576, %1579
	%1581 = load float, float* %40
	%1582 = fsub float %1581, %1441
	%1583 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1582)
	store float %1583, float* %40
	%1584 = fadd float %1572, %1583
	%1585 = load float, float* %41
	%1586 = fsub float %1585, %1441
	%1587 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1586)
	store float %1587, float* %41
	%1588 = fadd float %1584, %1587
	%1589 = load float, float* %42
	%1590 = fsub float %1589, %1500
	%1591 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1590)
	store float %1591, float* %42
	%1592 = fadd float %1580, %1591
	%1593 = load float, float* %43
	%1594 = fsub float %1593, %1500
	%1595 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1594)
	store float %1595, float* %43
	%1596 = fadd float %1592, %1595
	%1597 = load float, float* %44
	%1598 = fsub float %1597, %1441
	%1599 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1598)
	store float %1599, float* %44
	%1600 = fadd float %1588, %1599
	%1601 = load float, float* %45
	%1602 = fsub float %1601, %1441
	%1603 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1602)
	store float %1603, float* %45
	%1604 = fadd float %1600, %1603
	%1605 = load float, float* %46
	%1606 = fsub float %1605, %1500
	%1607 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1606)
	store float %1607, float* %46
	%1608 = fadd float %1596, %1607
	%1609 = load float, float* %47
	%1610 = fsub float %1609, %1500
	%1611 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1610)
	store float %1611, float* %47
	%1612 = fadd float %1608, %1611
	%1613 = load float, float* %48
	%1614 = fsub float %1613, %1441
	%1615 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1614)
	store float %1615, float* %48
	%1616 = fadd float %1604, %1615
	%1617 = load float, float* %49
	%1618 = fsub float %1617, %1441
	%1619 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1618)
	store float %1619, float* %49
	%1620 = fadd float %1616, %1619
	%1621 = load float, float* %50
	%1622 = fsub float %1621, %1500
	%1623 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1622)
	store float %1623, float* %50
	%1624 = fadd float %1612, %1623
	%1625 = load float, float* %51
	%1626 = fsub float %1625, %1500
	%1627 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1626)
	store float %1627, float* %51
	%1628 = fadd float %1624, %1627
	%1629 = load float, float* %18
	%1630 = call float @llvm.fma.f32(float %1629, float %1443, float %1620)
	store float %1630, float* %18
	%1631 = load float, float* %19
	%1632 = call float @llvm.fma.f32(float %1631, float %1502, float %1628)
	store float %1632, float* %19
	%1633 = load float, float* %0
	%1634 = fmul float %1633, %1443
	store float %1634, float* %0
	%1635 = load float, float* %1
	%1636 = fmul float %1635, %1443
	store float %1636, float* %1
	%1637 = load float, float* %2
	%1638 = fmul float %1637, %1502
	store float %1638, float* %2
	%1639 = load float, float* %3
	%1640 = fmul float %1639, %1502
	store float %1640, float* %3
	%1641 = load float, float* %4
	%1642 = fmul float %1641, %1443
	store float %1642, float* %4
	%1643 = load float, float* %5
	%1644 = fmul float %1643, %1443
	store float %1644, float* %5
	%1645 = load float, float* %6
	%1646 = fmul float %1645, %1502
	store float %1646, float* %6
	%1647 = load float, float* %7
	%1648 = fmul float %1647, %1502
	store float %1648, float* %7
	%1649 = load float, float* %8
	%1650 = fmul float %1649, %1443
	store float %1650, float* %8
	%1651 = load float, float* %9
	%1652 = fmul float %1651, %1443
	store float %1652, float* %9
	%1653 = load float, float* %10
	%1654 = fmul float %1653, %1502
	store float %1654, float* %10
	%1655 = load float, float* %11
	%1656 = fmul float %1655, %1502
	store float %1656, float* %11
	%1657 = load float, float* %12
	%1658 = fmul float %1657, %1443
	store float %1658, float* %12
	%1659 = load float, float* %13
	%1660 = fmul float %1659, %1443
	store float %1660, float* %13
	%1661 = load float, float* %14
	%1662 = fmul float %1661, %1502
	store float %1662, float* %14
	%1663 = load float, float* %15
	%1664 = fmul float %1663, %1502
	store float %1664, float* %15
	%1665 = load float, float* %20
	%1666 = load float, float* %21
	%1667 = bitcast float %1665 to i32
	%1668 = lshr i32 %1667, 16
	%1669 = and i32 %1668, 1
	%1670 = add i32 %1667, u0x7FFF
	%1671 = add i32 %1670, %1669
	%1672 = lshr i32 %1671, 16
	%1673 = bitcast float %1666 to i32
	%1674 = lshr i32 %1673, 16
	%1675 = and i32 %1674, 1
	%1676 = add i32 %1673, u0x7FFF
	%1677 = add i32 %1676, %1675
	%1678 = lshr i32 %1677, 16
	%1679 = shl i32 %1678, 16
	%1680 = or i32 %1672, %1679
	%1681 = load float, float* %22
	%1682 = load float, float* %23
	%1683 = bitcast float %1681 to i32
	%1684 = lshr i32 %1683, 16
	%1685 = and i32 %1684, 1
	%1686 = add i32 %1683, u0x7FFF
	%1687 = add i32 %1686, %1685
	%1688 = lshr i32 %1687, 16
	%1689 = bitcast float %1682 to i32
	%1690 = lshr i32 %1689, 16
	%1691 = and i32 %1690, 1
	%1692 = add i32 %1689, u0x7FFF
	%1693 = add i32 %1692, %1691
	%1694 = lshr i32 %1693, 16
	%1695 = shl i32 %1694, 16
	%1696 = or i32 %1688, %1695
	%1697 = load float, float* %24
	%1698 = load float, float* %25
	%1699 = bitcast float %1697 to i32
	%1700 = lshr i32 %1699, 16
	%1701 = and i32 %1700, 1
	%1702 = add i32 %1699, u0x7FFF
	%1703 = add i32 %1702, %1701
	%1704 = lshr i32 %1703, 16
	%1705 = bitcast float %1698 to i32
	%1706 = lshr i32 %1705, 16
	%1707 = and i32 %1706, 1
	%1708 = add i32 %1705, u0x7FFF
	%1709 = add i32 %1708, %1707
	%1710 = lshr i32 %1709, 16
	%1711 = shl i32 %1710, 16
	%1712 = or i32 %1704, %1711
	%1713 = load float, float* %26
	%1714 = load float, float* %27
	%1715 = bitcast float %1713 to i32
	%1716 = lshr i32 %1715, 16
	%1717 = and i32 %1716, 1
	%1718 = add i32 %1715, u0x7FFF
	%1719 = add i32 %1718, %1717
	%1720 = lshr i32 %1719, 16
	%1721 = bitcast float %1714 to i32
	%1722 = lshr i32 %1721, 16
	%1723 = and i32 %1722, 1
	%1724 = add i32 %1721, u0x7FFF
	%1725 = add i32 %1724, %1723
	%1726 = lshr i32 %1725, 16
	%1727 = shl i32 %1726, 16
	%1728 = or i32 %1720, %1727
	%1729 = load float, float* %28
	%1730 = load float, float* %29
	%1731 = bitcast float %1729 to i32
	%1732 = lshr i32 %1731, 16
	%1733 = and i32 %1732, 1
	%1734 = add i32 %1731, u0x7FFF
	%1735 = add i32 %1734, %1733
	%1736 = lshr i32 %1735, 16
	%1737 = bitcast float %1730 to i32
	%1738 = lshr i32 %1737, 16
	%1739 = and i32 %1738, 1
	%1740 = add i32 %1737, u0x7FFF
	%1741 = add i32 %1740, %1739
	%1742 = lshr i32 %1741, 16
	%1743 = shl i32 %1742, 16
	%1744 = or i32 %1736, %1743
	%1745 = load float, float* %30
	%1746 = load float, float* %31
	%1747 = bitcast float %1745 to i32
	%1748 = lshr i32 %1747, 16
	%1749 = and i32 %1748, 1
	%1750 = add i32 %1747, u0x7FFF
	%1751 = add i32 %1750, %1749
	%1752 = lshr i32 %1751, 16
	%1753 = bitcast float %1746 to i32
	%1754 = lshr i32 %1753, 16
	%1755 = and i32 %1754, 1
	%1756 = add i32 %1753, u0x7FFF
	%1757 = add i32 %1756, %1755
	%1758 = lshr i32 %1757, 16
	%1759 = shl i32 %1758, 16
	%1760 = or i32 %1752, %1759
	%1761 = load float, float* %32
	%1762 = load float, float* %33
	%1763 = bitcast float %1761 to i32
	%1764 = lshr i32 %1763, 16
	%1765 = and i32 %1764, 1
	%1766 = add i32 %1763, u0x7FFF
	%1767 = add i32 %1766, %1765
	%1768 = lshr i32 %1767, 16
	%1769 = bitcast float %1762 to i32
	%1770 = lshr i32 %1769, 16
	%1771 = and i32 %1770, 1
	%1772 = add i32 %1769, u0x7FFF
	%1773 = add i32 %1772, %1771
	%1774 = lshr i32 %1773, 16
	%1775 = shl i32 %1774, 16
	%1776 = or i32 %1768, %1775
	%1777 = load float, float* %34
	%1778 = load float, float* %35
	%1779 = bitcast float %1777 to i32
	%1780 = lshr i32 %1779, 16
	%1781 = and i32 %1780, 1
	%1782 = add i32 %1779, u0x7FFF
	%1783 = add i32 %1782, %1781
	%1784 = lshr i32 %1783, 16
	%1785 = bitcast float %1778 to i32
	%1786 = lshr i32 %1785, 16
	%1787 = and i32 %1786, 1
	%1788 = add i32 %1785, u0x7FFF
	%1789 = add i32 %1788, %1787
	%1790 = lshr i32 %1789, 16
	%1791 = shl i32 %1790, 16
	%1792 = or i32 %1784, %1791
	%1793 = load float, float* %36
	%1794 = load float, float* %37
	%1795 = bitcast float %1793 to i32
	%1796 = lshr i32 %1795, 16
	%1797 = and i32 %1796, 1
	%1798 = add i32 %1795, u0x7FFF
	%1799 = add i32 %1798, %1797
	%1800 = lshr i32 %1799, 16
	%1801 = bitcast float %1794 to i32
	%1802 = lshr i32 %1801, 16
	%1803 = and i32 %1802, 1
	%1804 = add i32 %1801, u0x7FFF
	%1805 = add i32 %1804, %1803
	%1806 = lshr i32 %1805, 16
	%1807 = shl i32 %1806, 16
	%1808 = or i32 %1800, %1807
	%1809 = load float, float* %38
	%1810 = load float, float* %39
	%1811 = bitcast float %1809 to i32
	%1812 = lshr i32 %1811, 16
	%1813 = and i32 %1812, 1
	%1814 = add i32 %1811, u0x7FFF
	%1815 = add i32 %1814, %1813
	%1816 = lshr i32 %1815, 16
	%1817 = bitcast float %1810 to i32
	%1818 = lshr i32 %1817, 16
	%1819 = and i32 %1818, 1
	%1820 = add i32 %1817, u0x7FFF
	%1821 = add i32 %1820, %1819
	%1822 = lshr i32 %1821, 16
	%1823 = shl i32 %1822, 16
	%1824 = or i32 %1816, %1823
	%1825 = load float, float* %40
	%1826 = load float, float* %41
	%1827 = bitcast float %1825 to i32
	%1828 = lshr i32 %1827, 16
	%1829 = and i32 %1828, 1
	%1830 = add i32 %1827, u0x7FFF
	%1831 = add i32 %1830, %1829
	%1832 = lshr i32 %1831, 16
	%1833 = bitcast float %1826 to i32
	%1834 = lshr i32 %1833, 16
	%1835 = and i32 %1834, 1
	%1836 = add i32 %1833, u0x7FFF
	%1837 = add i32 %1836, %1835
	%1838 = lshr i32 %1837, 16
	%1839 = shl i32 %1838, 16
	%1840 = or i32 %1832, %1839
	%1841 = load float, float* %42
	%1842 = load float, float* %43
	%1843 = bitcast float %1841 to i32
	%1844 = lshr i32 %1843, 16
	%1845 = and i32 %1844, 1
	%1846 = add i32 %1843, u0x7FFF
	%1847 = add i32 %1846, %1845
	%1848 = lshr i32 %1847, 16
	%1849 = bitcast float %1842 to i32
	%1850 = lshr i32 %1849, 16
	%1851 = and i32 %1850, 1
	%1852 = add i32 %1849, u0x7FFF
	%1853 = add i32 %1852, %1851
	%1854 = lshr i32 %1853, 16
	%1855 = shl i32 %1854, 16
	%1856 = or i32 %1848, %1855
	%1857 = load float, float* %44
	%1858 = load float, float* %45
	%1859 = bitcast float %1857 to i32
	%1860 = lshr i32 %1859, 16
	%1861 = and i32 %1860, 1
	%1862 = add i32 %1859, u0x7FFF
	%1863 = add i32 %1862, %1861
	%1864 = lshr i32 %1863, 16
	%1865 = bitcast float %1858 to i32
	%1866 = lshr i32 %1865, 16
	%1867 = and i32 %1866, 1
	%1868 = add i32 %1865, u0x7FFF
	%1869 = add i32 %1868, %1867
	%1870 = lshr i32 %1869, 16
	%1871 = shl i32 %1870, 16
	%1872 = or i32 %1864, %1871
	%1873 = load float, float* %46
	%1874 = load float, float* %47
	%1875 = bitcast float %1873 to i32
	%1876 = lshr i32 %1875, 16
	%1877 = and i32 %1876, 1
	%1878 = add i32 %1875, u0x7FFF
	%1879 = add i32 %1878, %1877
	%1880 = lshr i32 %1879, 16
	%1881 = bitcast float %1874 to i32
	%1882 = lshr i32 %1881, 16
	%1883 = and i32 %1882, 1
	%1884 = add i32 %1881, u0x7FFF
	%1885 = add i32 %1884, %1883
	%1886 = lshr i32 %1885, 16
	%1887 = shl i32 %1886, 16
	%1888 = or i32 %1880, %1887
	%1889 = load float, float* %48
	%1890 = load float, float* %49
	%1891 = bitcast float %1889 to i32
	%1892 = lshr i32 %1891, 16
	%1893 = and i32 %1892, 1
	%1894 = add i32 %1891, u0x7FFF
	%1895 = add i32 %1894, %1893
	%1896 = lshr i32 %1895, 16
	%1897 = bitcast float %1890 to i32
	%1898 = lshr i32 %1897, 16
	%1899 = and i32 %1898, 1
	%1900 = add i32 %1897, u0x7FFF
	%1901 = add i32 %1900, %1899
	%1902 = lshr i32 %1901, 16
	%1903 = shl i32 %1902, 16
	%1904 = or i32 %1896, %1903
	%1905 = load float, float* %50
	%1906 = load float, float* %51
	%1907 = bitcast float %1905 to i32
	%1908 = lshr i32 %1907, 16
	%1909 = and i32 %1908, 1
	%1910 = add i32 %1907, u0x7FFF
	%1911 = add i32 %1910, %1909
	%1912 = lshr i32 %1911, 16
	%1913 = bitcast float %1906 to i32
	%1914 = lshr i32 %1913, 16
	%1915 = and i32 %1914, 1
	%1916 = add i32 %1913, u0x7FFF
	%1917 = add i32 %1916, %1915
	%1918 = lshr i32 %1917, 16
	%1919 = shl i32 %1918, 16
	%1920 = or i32 %1912, %1919
	%1921 = add i32 %54, 0
	%1922 = mul i32 %1921, 36
	%1923 = add i32 %1922, 0
	%1924 = add i32 %453, %1923
	%1925 = sext i32 %1924 to i64
	%1926 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %1925
	%1927 = ptrtoint i32 addrspace(3)* %1926 to i32
	%1928 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1927)
	%1929 = extractvalue { i32, i32, i32, i32 } %1928, 0
	%1930 = insertelement <4 x i32> zeroinitializer, i32 %1929, i32 0
	%1931 = extractvalue { i32, i32, i32, i32 } %1928, 1
	%1932 = insertelement <4 x i32> %1930, i32 %1931, i32 1
	%1933 = extractvalue { i32, i32, i32, i32 } %1928, 2
	%1934 = insertelement <4 x i32> %1932, i32 %1933, i32 2
	%1935 = extractvalue { i32, i32, i32, i32 } %1928, 3
	%1936 = insertelement <4 x i32> %1934, i32 %1935, i32 3
	%1937 = extractelement <4 x i32> %1936, i32 0
	%1938 = extractelement <4 x i32> %1936, i32 1
	%1939 = load float, float* %0
	%1940 = load float, float* %1
	%1941 = load float, float* %2
	%1942 = load float, float* %3
	%1943 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1680, i32 %1696, i32 %1712, i32 %1728, i32 %1937, i32 %1938, float %1939, float %1940, float %1941, float %1942)
	%1944 = extractvalue { float, float, float, float } %1943, 0
	%1945 = bitcast float %1944 to i32
	%1946 = insertelement <4 x i32> zeroinitializer, i32 %1945, i32 0
	%1947 = extractvalue { float, float, float, float } %1943, 1
	%1948 = bitcast float %1947 to i32
	%1949 = insertelement <4 x i32> %1946, i32 %1948, i32 1
	%1950 = extractvalue { float, float, float, float } %1943, 2
	%1951 = bitcast float %1950 to i32
	%1952 = insertelement <4 x i32> %1949, i32 %1951, i32 2
	%1953 = extractvalue { float, float, float, float } %1943, 3
	%1954 = bitcast float %1953 to i32
	%1955 = insertelement <4 x i32> %1952, i32 %1954, i32 3
	%1956 = extractelement <4 x i32> %1955, i32 0
	%1957 = bitcast i32 %1956 to float
	store float %1957, float* %0
	%1958 = extractelement <4 x i32> %1955, i32 1
	%1959 = bitcast i32 %1958 to float
	store float %1959, float* %1
	%1960 = extractelement <4 x i32> %1955, i32 2
	%1961 = bitcast i32 %1960 to float
	store float %1961, float* %2
	%1962 = extractelement <4 x i32> %1955, i32 3
	%1963 = bitcast i32 %1962 to float
	store float %1963, float* %3
	%1964 = extractelement <4 x i32> %1936, i32 2
	%1965 = extractelement <4 x i32> %1936, i32 3
	%1966 = load float, float* %0
	%1967 = load float, float* %1
	%1968 = load float, float* %2
	%1969 = load float, float* %3
	%1970 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1744, i32 %1760, i32 %1776, i32 %1792, i32 %1964, i32 %1965, float %1966, float %1967, float %1968, float %1969)
	%1971 = extractvalue { float, float, float, float } %1970, 0
	%1972 = bitcast float %1971 to i32
	%1973 = insertelement <4 x i32> zeroinitializer, i32 %1972, i32 0
	%1974 = extractvalue { float, float, float, float } %1970, 1
	%1975 = bitcast float %1974 to i32
	%1976 = insertelement <4 x i32> %1973, i32 %1975, i32 1
	%1977 = extractvalue { float, float, float, float } %1970, 2
	%1978 = bitcast float %1977 to i32
	%1979 = insertelement <4 x i32> %1976, i32 %1978, i32 2
	%1980 = extractvalue { float, float, float, float } %1970, 3
	%1981 = bitcast float %1980 to i32
	%1982 = insertelement <4 x i32> %1979, i32 %1981, i32 3
	%1983 = extractelement <4 x i32> %1982, i32 0
	%1984 = bitcast i32 %1983 to float
	store float %1984, float* %0
	%1985 = extractelement <4 x i32> %1982, i32 1
	%1986 = bitcast i32 %1985 to float
	store float %1986, float* %1
	%1987 = extractelement <4 x i32> %1982, i32 2
	%1988 = bitcast i32 %1987 to float
	store float %1988, float* %2
	%1989 = extractelement <4 x i32> %1982, i32 3
	%1990 = bitcast i32 %1989 to float
	store float %1990, float* %3
	%1991 = add i32 %54, 32
	%1992 = mul i32 %1991, 36
	%1993 = add i32 %1992, 0
	%1994 = add i32 %453, %1993
	%1995 = sext i32 %1994 to i64
	%1996 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %1995
	%1997 = ptrtoint i32 addrspace(3)* %1996 to i32
	%1998 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1997)
	%1999 = extractvalue { i32, i32, i32, i32 } %1998, 0
	%2000 = insertelement <4 x i32> zeroinitializer, i32 %1999, i32 0
	%2001 = extractvalue { i32, i32, i32, i32 } %1998, 1
	%2002 = insertelement <4 x i32> %2000, i32 %2001, i32 1
	%2003 = extractvalue { i32, i32, i32, i32 } %1998, 2
	%2004 = insertelement <4 x i32> %2002, i32 %2003, i32 2
	%2005 = extractvalue { i32, i32, i32, i32 } %1998, 3
	%2006 = insertelement <4 x i32> %2004, i32 %2005, i32 3
	%2007 = extractelement <4 x i32> %2006, i32 0
	%2008 = extractelement <4 x i32> %2006, i32 1
	%2009 = load float, float* %0
	%2010 = load float, float* %1
	%2011 = load float, float* %2
	%2012 = load float, float* %3
	%2013 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1808, i32 %1824, i32 %1840, i32 %1856, i32 %2007, i32 %2008, float %2009, float %2010, float %2011, float %2012)
	%2014 = extractvalue { float, float, float, float } %2013, 0
	%2015 = bitcast float %2014 to i32
	%2016 = insertelement <4 x i32> zeroinitializer, i32 %2015, i32 0
	%2017 = extractvalue { float, float, float, float } %2013, 1
	%2018 = bitcast float %2017 to i32
	%2019 = insertelement <4 x i32> %2016, i32 %2018, i32 1
	%2020 = extractvalue { float, float, float, float } %2013, 2
	%2021 = bitcast float %2020 to i32
	%2022 = insertelement <4 x i32> %2019, i32 %2021, i32 2
	%2023 = extractvalue { float, float, float, float } %2013, 3
	%2024 = bitcast float %2023 to i32
	%2025 = insertelement <4 x i32> %2022, i32 %2024, i32 3
	%2026 = extractelement <4 x i32> %2025, i32 0
	%2027 = bitcast i32 %2026 to float
	store float %2027, float* %0
	%2028 = extractelement <4 x i32> %2025, i32 1
	%2029 = bitcast i32 %2028 to float
	store float %2029, float* %1
	%2030 = extractelement <4 x i32> %2025, i32 2
	%2031 = bitcast i32 %2030 to float
	store float %2031, float* %2
	%2032 = extractelement <4 x i32> %2025, i32 3
	%2033 = bitcast i32 %2032 to float
	store float %2033, float* %3
	%2034 = extractelement <4 x i32> %2006, i32 2
	%2035 = extractelement <4 x i32> %2006, i32 3
	%2036 = load float, float* %0
	%2037 = load float, float* %1
	%2038 = load float, float* %2
	%2039 = load float, float* %3
	%2040 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1872, i32 %1888, i32 %1904, i32 %1920, i32 %2034, i32 %2035, float %2036, float %2037, float %2038, float %2039)
	%2041 = extractvalue { float, float, float, float } %2040, 0
	%2042 = bitcast float %2041 to i32
	%2043 = insertelement <4 x i32> zeroinitializer, i32 %2042, i32 0
	%2044 = extractvalue { float, float, float, float } %2040, 1
	%2045 = bitcast float %2044 to i32
	%2046 = insertelement <4 x i32> %2043, i32 %2045, i32 1
	%2047 = extractvalue { float, float, float, float } %2040, 2
	%2048 = bitcast float %2047 to i32
	%2049 = insertelement <4 x i32> %2046, i32 %2048, i32 2
	%2050 = extractvalue { float, float, float, float } %2040, 3
	%2051 = bitcast float %2050 to i32
	%2052 = insertelement <4 x i32> %2049, i32 %2051, i32 3
	%2053 = extractelement <4 x i32> %2052, i32 0
	%2054 = bitcast i32 %2053 to float
	store float %2054, float* %0
	%2055 = extractelement <4 x i32> %2052, i32 1
	%2056 = bitcast i32 %2055 to float
	store float %2056, float* %1
	%2057 = extractelement <4 x i32> %2052, i32 2
	%2058 = bitcast i32 %2057 to float
	store float %2058, float* %2
	%2059 = extractelement <4 x i32> %2052, i32 3
	%2060 = bitcast i32 %2059 to float
	store float %2060, float* %3
	%2061 = add i32 %54, 0
	%2062 = mul i32 %2061, 36
	%2063 = add i32 %2062, 4
	%2064 = add i32 %453, %2063
	%2065 = sext i32 %2064 to i64
	%2066 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2065
	%2067 = ptrtoint i32 addrspace(3)* %2066 to i32
	%2068 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2067)
	%2069 = extractvalue { i32, i32, i32, i32 } %2068, 0
	%2070 = insertelement <4 x i32> zeroinitializer, i32 %2069, i32 0
	%2071 = extractvalue { i32, i32, i32, i32 } %2068, 1
	%2072 = insertelement <4 x i32> %2070, i32 %2071, i32 1
	%2073 = extractvalue { i32, i32, i32, i32 } %2068, 2
	%2074 = insertelement <4 x i32> %2072, i32 %2073, i32 2
	%2075 = extractvalue { i32, i32, i32, i32 } %2068, 3
	%2076 = insertelement <4 x i32> %2074, i32 %2075, i32 3
	%2077 = extractelement <4 x i32> %2076, i32 0
	%2078 = extractelement <4 x i32> %2076, i32 1
	%2079 = load float, float* %4
	%2080 = load float, float* %5
	%2081 = load float, float* %6
	%2082 = load float, float* %7
	%2083 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1680, i32 %1696, i32 %1712, i32 %1728, i32 %2077, i32 %2078, float %2079, float %2080, float %2081, float %2082)
	%2084 = extractvalue { float, float, float, float } %2083, 0
	%2085 = bitcast float %2084 to i32
	%2086 = insertelement <4 x i32> zeroinitializer, i32 %2085, i32 0
	%2087 = extractvalue { float, float, float, float } %2083, 1
	%2088 = bitcast float %2087 to i32
	%2089 = insertelement <4 x i32> %2086, i32 %2088, i32 1
	%2090 = extractvalue { float, float, float, float } %2083, 2
	%2091 = bitcast float %2090 to i32
	%2092 = insertelement <4 x i32> %2089, i32 %2091, i32 2
	%2093 = extractvalue { float, float, float, float } %2083, 3
	%2094 = bitcast float %2093 to i32
	%2095 = insertelement <4 x i32> %2092, i32 %2094, i32 3
	%2096 = extractelement <4 x i32> %2095, i32 0
	%2097 = bitcast i32 %2096 to float
	store float %2097, float* %4
	%2098 = extractelement <4 x i32> %2095, i32 1
	%2099 = bitcast i32 %2098 to float
	store float %2099, float* %5
	%2100 = extractelement <4 x i32> %2095, i32 2
	%2101 = bitcast i32 %2100 to float
	store float %2101, float* %6
	%2102 = extractelement <4 x i32> %2095, i32 3
	%2103 = bitcast i32 %2102 to float
	store float %2103, float* %7
	%2104 = extractelement <4 x i32> %2076, i32 2
	%2105 = extractelement <4 x i32> %2076, i32 3
	%2106 = load float, float* %4
	%2107 = load float, float* %5
	%2108 = load float, float* %6
	%2109 = load float, float* %7
	%2110 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1744, i32 %1760, i32 %1776, i32 %1792, i32 %2104, i32 %2105, float %2106, float %2107, float %2108, float %2109)
	%2111 = extractvalue { float, float, float, float } %2110, 0
	%2112 = bitcast float %2111 to i32
	%2113 = insertelement <4 x i32> zeroinitializer, i32 %2112, i32 0
	%2114 = extractvalue { float, float, float, float } %2110, 1
	%2115 = bitcast float %2114 to i32
	%2116 = insertelement <4 x i32> %2113, i32 %2115, i32 1
	%2117 = extractvalue { float, float, float, float } %2110, 2
	%2118 = bitcast float %2117 to i32
	%2119 = insertelement <4 x i32> %2116, i32 %2118, i32 2
	%2120 = extractvalue { float, float, float, float } %2110, 3
	%2121 = bitcast float %2120 to i32
	%2122 = insertelement <4 x i32> %2119, i32 %2121, i32 3
	%2123 = extractelement <4 x i32> %2122, i32 0
	%2124 = bitcast i32 %2123 to float
	store float %2124, float* %4
	%2125 = extractelement <4 x i32> %2122, i32 1
	%2126 = bitcast i32 %2125 to float
	store float %2126, float* %5
	%2127 = extractelement <4 x i32> %2122, i32 2
	%2128 = bitcast i32 %2127 to float
	store float %2128, float* %6
	%2129 = extractelement <4 x i32> %2122, i32 3
	%2130 = bitcast i32 %2129 to float
	store float %2130, float* %7
	%2131 = add i32 %54, 32
	%2132 = mul i32 %2131, 36
	%2133 = add i32 %2132, 4
	%2134 = add i32 %453, %2133
	%2135 = sext i32 %2134 to i64
	%2136 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2135
	%2137 = ptrtoint i32 addrspace(3)* %2136 to i32
	%2138 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2137)
	%2139 = extractvalue { i32, i32, i32, i32 } %2138, 0
	%2140 = insertelement <4 x i32> zeroinitializer, i32 %2139, i32 0
	%2141 = extractvalue { i32, i32, i32, i32 } %2138, 1
	%2142 = insertelement <4 x i32> %2140, i32 %2141, i32 1
	%2143 = extractvalue { i32, i32, i32, i32 } %2138, 2
	%2144 = insertelement <4 x i32> %2142, i32 %2143, i32 2
	%2145 = extractvalue { i32, i32, i32, i32 } %2138, 3
	%2146 = insertelement <4 x i32> %2144, i32 %2145, i32 3
	%2147 = extractelement <4 x i32> %2146, i32 0
	%2148 = extractelement <4 x i32> %2146, i32 1
	%2149 = load float, float* %4
	%2150 = load float, float* %5
	%2151 = load float, float* %6
	%2152 = load float, float* %7
	%2153 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1808, i32 %1824, i32 %1840, i32 %1856, i32 %2147, i32 %2148, float %2149, float %2150, float %2151, float %2152)
	%2154 = extractvalue { float, float, float, float } %2153, 0
	%2155 = bitcast float %2154 to i32
	%2156 = insertelement <4 x i32> zeroinitializer, i32 %2155, i32 0
	%2157 = extractvalue { float, float, float, float } %2153, 1
	%2158 = bitcast float %2157 to i32
	%2159 = insertelement <4 x i32> %2156, i32 %2158, i32 1
	%2160 = extractvalue { float, float, float, float } %2153, 2
	%2161 = bitcast float %2160 to i32
	%2162 = insertelement <4 x i32> %2159, i32 %2161, i32 2
	%2163 = extractvalue { float, float, float, float } %2153, 3
	%2164 = bitcast float %2163 to i32
	%2165 = insertelement <4 x i32> %2162, i32 %2164, i32 3
	%2166 = extractelement <4 x i32> %2165, i32 0
	%2167 = bitcast i32 %2166 to float
	store float %2167, float* %4
	%2168 = extractelement <4 x i32> %2165, i32 1
	%2169 = bitcast i32 %2168 to float
	store float %2169, float* %5
	%2170 = extractelement <4 x i32> %2165, i32 2
	%2171 = bitcast i32 %2170 to float
	store float %2171, float* %6
	%2172 = extractelement <4 x i32> %2165, i32 3
	%2173 = bitcast i32 %2172 to float
	store float %2173, float* %7
	%2174 = extractelement <4 x i32> %2146, i32 2
	%2175 = extractelement <4 x i32> %2146, i32 3
	%2176 = load float, float* %4
	%2177 = load float, float* %5
	%2178 = load float, float* %6
	%2179 = load float, float* %7
	%2180 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1872, i32 %1888, i32 %1904, i32 %1920, i32 %2174, i32 %2175, float %2176, float %2177, float %2178, float %2179)
	%2181 = extractvalue { float, float, float, float } %2180, 0
	%2182 = bitcast float %2181 to i32
	%2183 = insertelement <4 x i32> zeroinitializer, i32 %2182, i32 0
	%2184 = extractvalue { float, float, float, float } %2180, 1
	%2185 = bitcast float %2184 to i32
	%2186 = insertelement <4 x i32> %2183, i32 %2185, i32 1
	%2187 = extractvalue { float, float, float, float } %2180, 2
	%2188 = bitcast float %2187 to i32
	%2189 = insertelement <4 x i32> %2186, i32 %2188, i32 2
	%2190 = extractvalue { float, float, float, float } %2180, 3
	%2191 = bitcast float %2190 to i32
	%2192 = insertelement <4 x i32> %2189, i32 %2191, i32 3
	%2193 = extractelement <4 x i32> %2192, i32 0
	%2194 = bitcast i32 %2193 to float
	store float %2194, float* %4
	%2195 = extractelement <4 x i32> %2192, i32 1
	%2196 = bitcast i32 %2195 to float
	store float %2196, float* %5
	%2197 = extractelement <4 x i32> %2192, i32 2
	%2198 = bitcast i32 %2197 to float
	store float %2198, float* %6
	%2199 = extractelement <4 x i32> %2192, i32 3
	%2200 = bitcast i32 %2199 to float
	store float %2200, float* %7
	%2201 = add i32 %54, 0
	%2202 = mul i32 %2201, 36
	%2203 = add i32 %2202, 8
	%2204 = add i32 %453, %2203
	%2205 = sext i32 %2204 to i64
	%2206 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2205
	%2207 = ptrtoint i32 addrspace(3)* %2206 to i32
	%2208 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2207)
	%2209 = extractvalue { i32, i32, i32, i32 } %2208, 0
	%2210 = insertelement <4 x i32> zeroinitializer, i32 %2209, i32 0
	%2211 = extractvalue { i32, i32, i32, i32 } %2208, 1
	%2212 = insertelement <4 x i32> %2210, i32 %2211, i32 1
	%2213 = extractvalue { i32, i32, i32, i32 } %2208, 2
	%2214 = insertelement <4 x i32> %2212, i32 %2213, i32 2
	%2215 = extractvalue { i32, i32, i32, i32 } %2208, 3
	%2216 = insertelement <4 x i32> %2214, i32 %2215, i32 3
	%2217 = extractelement <4 x i32> %2216, i32 0
	%2218 = extractelement <4 x i32> %2216, i32 1
	%2219 = load float, float* %8
	%2220 = load float, float* %9
	%2221 = load float, float* %10
	%2222 = load float, float* %11
	%2223 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1680, i32 %1696, i32 %1712, i32 %1728, i32 %2217, i32 %2218, float %2219, float %2220, float %2221, float %2222)
	%2224 = extractvalue { float, float, float, float } %2223, 0
	%2225 = bitcast float %2224 to i32
	%2226 = insertelement <4 x i32> zeroinitializer, i32 %2225, i32 0
	%2227 = extractvalue { float, float, float, float } %2223, 1
	%2228 = bitcast float %2227 to i32
	%2229 = insertelement <4 x i32> %2226, i32 %2228, i32 1
	%2230 = extractvalue { float, float, float, float } %2223, 2
	%2231 = bitcast float %2230 to i32
	%2232 = insertelement <4 x i32> %2229, i32 %2231, i32 2
	%2233 = extractvalue { float, float, float, float } %2223, 3
	%2234 = bitcast float %2233 to i32
	%2235 = insertelement <4 x i32> %2232, i32 %2234, i32 3
	%2236 = extractelement <4 x i32> %2235, i32 0
	%2237 = bitcast i32 %2236 to float
	store float %2237, float* %8
	%2238 = extractelement <4 x i32> %2235, i32 1
	%2239 = bitcast i32 %2238 to float
	store float %2239, float* %9
	%2240 = extractelement <4 x i32> %2235, i32 2
	%2241 = bitcast i32 %2240 to float
	store float %2241, float* %10
	%2242 = extractelement <4 x i32> %2235, i32 3
	%2243 = bitcast i32 %2242 to float
	store float %2243, float* %11
	%2244 = extractelement <4 x i32> %2216, i32 2
	%2245 = extractelement <4 x i32> %2216, i32 3
	%2246 = load float, float* %8
	%2247 = load float, float* %9
	%2248 = load float, float* %10
	%2249 = load float, float* %11
	%2250 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1744, i32 %1760, i32 %1776, i32 %1792, i32 %2244, i32 %2245, float %2246, float %2247, float %2248, float %2249)
	%2251 = extractvalue { float, float, float, float } %2250, 0
	%2252 = bitcast float %2251 to i32
	%2253 = insertelement <4 x i32> zeroinitializer, i32 %2252, i32 0
	%2254 = extractvalue { float, float, float, float } %2250, 1
	%2255 = bitcast float %2254 to i32
	%2256 = insertelement <4 x i32> %2253, i32 %2255, i32 1
	%2257 = extractvalue { float, float, float, float } %2250, 2
	%2258 = bitcast float %2257 to i32
	%2259 = insertelement <4 x i32> %2256, i32 %2258, i32 2
	%2260 = extractvalue { float, float, float, float } %2250, 3
	%2261 = bitcast float %2260 to i32
	%2262 = insertelement <4 x i32> %2259, i32 %2261, i32 3
	%2263 = extractelement <4 x i32> %2262, i32 0
	%2264 = bitcast i32 %2263 to float
	store float %2264, float* %8
	%2265 = extractelement <4 x i32> %2262, i32 1
	%2266 = bitcast i32 %2265 to float
	store float %2266, float* %9
	%2267 = extractelement <4 x i32> %2262, i32 2
	%2268 = bitcast i32 %2267 to float
	store float %2268, float* %10
	%2269 = extractelement <4 x i32> %2262, i32 3
	%2270 = bitcast i32 %2269 to float
	store float %2270, float* %11
	%2271 = add i32 %54, 32
	%2272 = mul i32 %2271, 36
	%2273 = add i32 %2272, 8
	%2274 = add i32 %453, %2273
	%2275 = sext i32 %2274 to i64
	%2276 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2275
	%2277 = ptrtoint i32 addrspace(3)* %2276 to i32
	%2278 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2277)
	%2279 = extractvalue { i32, i32, i32, i32 } %2278, 0
	%2280 = insertelement <4 x i32> zeroinitializer, i32 %2279, i32 0
	%2281 = extractvalue { i32, i32, i32, i32 } %2278, 1
	%2282 = insertelement <4 x i32> %2280, i32 %2281, i32 1
	%2283 = extractvalue { i32, i32, i32, i32 } %2278, 2
	%2284 = insertelement <4 x i32> %2282, i32 %2283, i32 2
	%2285 = extractvalue { i32, i32, i32, i32 } %2278, 3
	%2286 = insertelement <4 x i32> %2284, i32 %2285, i32 3
	%2287 = extractelement <4 x i32> %2286, i32 0
	%2288 = extractelement <4 x i32> %2286, i32 1
	%2289 = load float, float* %8
	%2290 = load float, float* %9
	%2291 = load float, float* %10
	%2292 = load float, float* %11
	%2293 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1808, i32 %1824, i32 %1840, i32 %1856, i32 %2287, i32 %2288, float %2289, float %2290, float %2291, float %2292)
	%2294 = extractvalue { float, float, float, float } %2293, 0
	%2295 = bitcast float %2294 to i32
	%2296 = insertelement <4 x i32> zeroinitializer, i32 %2295, i32 0
	%2297 = extractvalue { float, float, float, float } %2293, 1
	%2298 = bitcast float %2297 to i32
	%2299 = insertelement <4 x i32> %2296, i32 %2298, i32 1
	%2300 = extractvalue { float, float, float, float } %2293, 2
	%2301 = bitcast float %2300 to i32
	%2302 = insertelement <4 x i32> %2299, i32 %2301, i32 2
	%2303 = extractvalue { float, float, float, float } %2293, 3
	%2304 = bitcast float %2303 to i32
	%2305 = insertelement <4 x i32> %2302, i32 %2304, i32 3
	%2306 = extractelement <4 x i32> %2305, i32 0
	%2307 = bitcast i32 %2306 to float
	store float %2307, float* %8
	%2308 = extractelement <4 x i32> %2305, i32 1
	%2309 = bitcast i32 %2308 to float
	store float %2309, float* %9
	%2310 = extractelement <4 x i32> %2305, i32 2
	%2311 = bitcast i32 %2310 to float
	store float %2311, float* %10
	%2312 = extractelement <4 x i32> %2305, i32 3
	%2313 = bitcast i32 %2312 to float
	store float %2313, float* %11
	%2314 = extractelement <4 x i32> %2286, i32 2
	%2315 = extractelement <4 x i32> %2286, i32 3
	%2316 = load float, float* %8
	%2317 = load float, float* %9
	%2318 = load float, float* %10
	%2319 = load float, float* %11
	%2320 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1872, i32 %1888, i32 %1904, i32 %1920, i32 %2314, i32 %2315, float %2316, float %2317, float %2318, float %2319)
	%2321 = extractvalue { float, float, float, float } %2320, 0
	%2322 = bitcast float %2321 to i32
	%2323 = insertelement <4 x i32> zeroinitializer, i32 %2322, i32 0
	%2324 = extractvalue { float, float, float, float } %2320, 1
	%2325 = bitcast float %2324 to i32
	%2326 = insertelement <4 x i32> %2323, i32 %2325, i32 1
	%2327 = extractvalue { float, float, float, float } %2320, 2
	%2328 = bitcast float %2327 to i32
	%2329 = insertelement <4 x i32> %2326, i32 %2328, i32 2
	%2330 = extractvalue { float, float, float, float } %2320, 3
	%2331 = bitcast float %2330 to i32
	%2332 = insertelement <4 x i32> %2329, i32 %2331, i32 3
	%2333 = extractelement <4 x i32> %2332, i32 0
	%2334 = bitcast i32 %2333 to float
	store float %2334, float* %8
	%2335 = extractelement <4 x i32> %2332, i32 1
	%2336 = bitcast i32 %2335 to float
	store float %2336, float* %9
	%2337 = extractelement <4 x i32> %2332, i32 2
	%2338 = bitcast i32 %2337 to float
	store float %2338, float* %10
	%2339 = extractelement <4 x i32> %2332, i32 3
	%2340 = bitcast i32 %2339 to float
	store float %2340, float* %11
	%2341 = add i32 %54, 0
	%2342 = mul i32 %2341, 36
	%2343 = add i32 %2342, 12
	%2344 = add i32 %453, %2343
	%2345 = sext i32 %2344 to i64
	%2346 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2345
	%2347 = ptrtoint i32 addrspace(3)* %2346 to i32
	%2348 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2347)
	%2349 = extractvalue { i32, i32, i32, i32 } %2348, 0
	%2350 = insertelement <4 x i32> zeroinitializer, i32 %2349, i32 0
	%2351 = extractvalue { i32, i32, i32, i32 } %2348, 1
	%2352 = insertelement <4 x i32> %2350, i32 %2351, i32 1
	%2353 = extractvalue { i32, i32, i32, i32 } %2348, 2
	%2354 = insertelement <4 x i32> %2352, i32 %2353, i32 2
	%2355 = extractvalue { i32, i32, i32, i32 } %2348, 3
	%2356 = insertelement <4 x i32> %2354, i32 %2355, i32 3
	%2357 = extractelement <4 x i32> %2356, i32 0
	%2358 = extractelement <4 x i32> %2356, i32 1
	%2359 = load float, float* %12
	%2360 = load float, float* %13
	%2361 = load float, float* %14
	%2362 = load float, float* %15
	%2363 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1680, i32 %1696, i32 %1712, i32 %1728, i32 %2357, i32 %2358, float %2359, float %2360, float %2361, float %2362)
	%2364 = extractvalue { float, float, float, float } %2363, 0
	%2365 = bitcast float %2364 to i32
	%2366 = insertelement <4 x i32> zeroinitializer, i32 %2365, i32 0
	%2367 = extractvalue { float, float, float, float } %2363, 1
	%2368 = bitcast float %2367 to i32
	%2369 = insertelement <4 x i32> %2366, i32 %2368, i32 1
	%2370 = extractvalue { float, float, float, float } %2363, 2
	%2371 = bitcast float %2370 to i32
	%2372 = insertelement <4 x i32> %2369, i32 %2371, i32 2
	%2373 = extractvalue { float, float, float, float } %2363, 3
	%2374 = bitcast float %2373 to i32
	%2375 = insertelement <4 x i32> %2372, i32 %2374, i32 3
	%2376 = extractelement <4 x i32> %2375, i32 0
	%2377 = bitcast i32 %2376 to float
	store float %2377, float* %12
	%2378 = extractelement <4 x i32> %2375, i32 1
	%2379 = bitcast i32 %2378 to float
	store float %2379, float* %13
	%2380 = extractelement <4 x i32> %2375, i32 2
	%2381 = bitcast i32 %2380 to float
	store float %2381, float* %14
	%2382 = extractelement <4 x i32> %2375, i32 3
	%2383 = bitcast i32 %2382 to float
	store float %2383, float* %15
	%2384 = extractelement <4 x i32> %2356, i32 2
	%2385 = extractelement <4 x i32> %2356, i32 3
	%2386 = load float, float* %12
	%2387 = load float, float* %13
	%2388 = load float, float* %14
	%2389 = load float, float* %15
	%2390 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1744, i32 %1760, i32 %1776, i32 %1792, i32 %2384, i32 %2385, float %2386, float %2387, float %2388, float %2389)
	%2391 = extractvalue { float, float, float, float } %2390, 0
	%2392 = bitcast float %2391 to i32
	%2393 = insertelement <4 x i32> zeroinitializer, i32 %2392, i32 0
	%2394 = extractvalue { float, float, float, float } %2390, 1
	%2395 = bitcast float %2394 to i32
	%2396 = insertelement <4 x i32> %2393, i32 %2395, i32 1
	%2397 = extractvalue { float, float, float, float } %2390, 2
	%2398 = bitcast float %2397 to i32
	%2399 = insertelement <4 x i32> %2396, i32 %2398, i32 2
	%2400 = extractvalue { float, float, float, float } %2390, 3
	%2401 = bitcast float %2400 to i32
	%2402 = insertelement <4 x i32> %2399, i32 %2401, i32 3
	%2403 = extractelement <4 x i32> %2402, i32 0
	%2404 = bitcast i32 %2403 to float
	store float %2404, float* %12
	%2405 = extractelement <4 x i32> %2402, i32 1
	%2406 = bitcast i32 %2405 to float
	store float %2406, float* %13
	%2407 = extractelement <4 x i32> %2402, i32 2
	%2408 = bitcast i32 %2407 to float
	store float %2408, float* %14
	%2409 = extractelement <4 x i32> %2402, i32 3
	%2410 = bitcast i32 %2409 to float
	store float %2410, float* %15
	%2411 = add i32 %54, 32
	%2412 = mul i32 %2411, 36
	%2413 = add i32 %2412, 12
	%2414 = add i32 %453, %2413
	%2415 = sext i32 %2414 to i64
	%2416 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2415
	%2417 = ptrtoint i32 addrspace(3)* %2416 to i32
	%2418 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2417)
	%2419 = extractvalue { i32, i32, i32, i32 } %2418, 0
	%2420 = insertelement <4 x i32> zeroinitializer, i32 %2419, i32 0
	%2421 = extractvalue { i32, i32, i32, i32 } %2418, 1
	%2422 = insertelement <4 x i32> %2420, i32 %2421, i32 1
	%2423 = extractvalue { i32, i32, i32, i32 } %2418, 2
	%2424 = insertelement <4 x i32> %2422, i32 %2423, i32 2
	%2425 = extractvalue { i32, i32, i32, i32 } %2418, 3
	%2426 = insertelement <4 x i32> %2424, i32 %2425, i32 3
	%2427 = extractelement <4 x i32> %2426, i32 0
	%2428 = extractelement <4 x i32> %2426, i32 1
	%2429 = load float, float* %12
	%2430 = load float, float* %13
	%2431 = load float, float* %14
	%2432 = load float, float* %15
	%2433 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1808, i32 %1824, i32 %1840, i32 %1856, i32 %2427, i32 %2428, float %2429, float %2430, float %2431, float %2432)
	%2434 = extractvalue { float, float, float, float } %2433, 0
	%2435 = bitcast float %2434 to i32
	%2436 = insertelement <4 x i32> zeroinitializer, i32 %2435, i32 0
	%2437 = extractvalue { float, float, float, float } %2433, 1
	%2438 = bitcast float %2437 to i32
	%2439 = insertelement <4 x i32> %2436, i32 %2438, i32 1
	%2440 = extractvalue { float, float, float, float } %2433, 2
	%2441 = bitcast float %2440 to i32
	%2442 = insertelement <4 x i32> %2439, i32 %2441, i32 2
	%2443 = extractvalue { float, float, float, float } %2433, 3
	%2444 = bitcast float %2443 to i32
	%2445 = insertelement <4 x i32> %2442, i32 %2444, i32 3
	%2446 = extractelement <4 x i32> %2445, i32 0
	%2447 = bitcast i32 %2446 to float
	store float %2447, float* %12
	%2448 = extractelement <4 x i32> %2445, i32 1
	%2449 = bitcast i32 %2448 to float
	store float %2449, float* %13
	%2450 = extractelement <4 x i32> %2445, i32 2
	%2451 = bitcast i32 %2450 to float
	store float %2451, float* %14
	%2452 = extractelement <4 x i32> %2445, i32 3
	%2453 = bitcast i32 %2452 to float
	store float %2453, float* %15
	%2454 = extractelement <4 x i32> %2426, i32 2
	%2455 = extractelement <4 x i32> %2426, i32 3
	%2456 = load float, float* %12
	%2457 = load float, float* %13
	%2458 = load float, float* %14
	%2459 = load float, float* %15
	%2460 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1872, i32 %1888, i32 %1904, i32 %1920, i32 %2454, i32 %2455, float %2456, float %2457, float %2458, float %2459)
	%2461 = extractvalue { float, float, float, float } %2460, 0
	%2462 = bitcast float %2461 to i32
	%2463 = insertelement <4 x i32> zeroinitializer, i32 %2462, i32 0
	%2464 = extractvalue { float, float, float, float } %2460, 1
	%2465 = bitcast float %2464 to i32
	%2466 = insertelement <4 x i32> %2463, i32 %2465, i32 1
	%2467 = extractvalue { float, float, float, float } %2460, 2
	%2468 = bitcast float %2467 to i32
	%2469 = insertelement <4 x i32> %2466, i32 %2468, i32 2
	%2470 = extractvalue { float, float, float, float } %2460, 3
	%2471 = bitcast float %2470 to i32
	%2472 = insertelement <4 x i32> %2469, i32 %2471, i32 3
	%2473 = extractelement <4 x i32> %2472, i32 0
	%2474 = bitcast i32 %2473 to float
	store float %2474, float* %12
	%2475 = extractelement <4 x i32> %2472, i32 1
	%2476 = bitcast i32 %2475 to float
	store float %2476, float* %13
	%2477 = extractelement <4 x i32> %2472, i32 2
	%2478 = bitcast i32 %2477 to float
	store float %2478, float* %14
	%2479 = extractelement <4 x i32> %2472, i32 3
	%2480 = bitcast i32 %2479 to float
	store float %2480, float* %15
	call void @llvm.nvvm.barrier0()
	%2481 = add i32 %312, 1
	br label %loop1

then8:
	%2482 = mul i32 %68, 2
	%2483 = add i32 %2482, %58
	%2484 = mul i32 %2483, 32
	%2485 = shl i32 %57, 1
	%2486 = add i32 %2484, %2485
	%2487 = add i32 %2486, 0
	%2488 = load float, float* %0
	%2489 = fmul float %2488, %323
	%2490 = bitcast float %2489 to i32
	%2491 = lshr i32 %2490, 16
	%2492 = and i32 %2491, 1
	%2493 = add i32 %2490, u0x7FFF
	%2494 = add i32 %2493, %2492
	%2495 = lshr i32 %2494, 16
	%2496 = fcmp uno float %2489, %2489
	%2497 = select i1 %2496, i32 32704, i32 %2495
	%2498 = trunc i32 %2497 to i16
	%2499 = sext i32 %2487 to i64
	%2500 = getelementptr i16, i16 addrspace(1)* %out, i64 %2499
	store i16 %2498, i16 addrspace(1)* %2500
	%2501 = add i32 %2486, 1
	%2502 = load float, float* %1
	%2503 = fmul float %2502, %323
	%2504 = bitcast float %2503 to i32
	%2505 = lshr i32 %2504, 16
	%2506 = and i32 %2505, 1
	%2507 = add i32 %2504, u0x7FFF
	%2508 = add i32 %2507, %2506
	%2509 = lshr i32 %2508, 16
	%2510 = fcmp uno float %2503, %2503
	%2511 = select i1 %2510, i32 32704, i32 %2509
	%2512 = trunc i32 %2511 to i16
	%2513 = sext i32 %2501 to i64
	%2514 = getelementptr i16, i16 addrspace(1)* %out, i64 %2513
	store i16 %2512, i16 addrspace(1)* %2514
	%2515 = add i32 %2486, 8
	%2516 = load float, float* %4
	%2517 = fmul float %2516, %323
	%2518 = bitcast float %2517 to i32
	%2519 = lshr i32 %2518, 16
	%2520 = and i32 %2519, 1
	%2521 = add i32 %2518, u0x7FFF
	%2522 = add i32 %2521, %2520
	%2523 = lshr i32 %2522, 16
	%2524 = fcmp uno float %2517, %2517
	%2525 = select i1 %2524, i32 32704, i32 %2523
	%2526 = trunc i32 %2525 to i16
	%2527 = sext i32 %2515 to i64
	%2528 = getelementptr i16, i16 addrspace(1)* %out, i64 %2527
	store i16 %2526, i16 addrspace(1)* %2528
	%2529 = add i32 %2486, 9
	%2530 = load float, float* %5
	%2531 = fmul float %2530, %323
	%2532 = bitcast float %2531 to i32
	%2533 = lshr i32 %2532, 16
	%2534 = and i32 %2533, 1
	%2535 = add i32 %2532, u0x7FFF
	%2536 = add i32 %2535, %2534
	%2537 = lshr i32 %2536, 16
	%2538 = fcmp uno float %2531, %2531
	%2539 = select i1 %2538, i32 32704, i32 %2537
	%2540 = trunc i32 %2539 to i16
	%2541 = sext i32 %2529 to i64
	%2542 = getelementptr i16, i16 addrspace(1)* %out, i64 %2541
	store i16 %2540, i16 addrspace(1)* %2542
	%2543 = add i32 %2486, 16
	%2544 = load float, float* %8
	%2545 = fmul float %2544, %323
	%2546 = bitcast float %2545 to i32
	%2547 = lshr i32 %2546, 16
	%2548 = and i32 %2547, 1
	%2549 = add i32 %2546, u0x7FFF
	%2550 = add i32 %2549, %2548
	%2551 = lshr i32 %2550, 16
	%2552 = fcmp uno float %2545, %2545
	%2553 = select i1 %2552, i32 32704, i32 %2551
	%2554 = trunc i32 %2553 to i16
	%2555 = sext i32 %2543 to i64
	%2556 = getelementptr i16, i16 addrspace(1)* %out, i64 %2555
	store i16 %2554, i16 addrspace(1)* %2556
	%2557 = add i32 %2486, 17
	%2558 = load float, float* %9
	%2559 = fmul float %2558, %323
	%2560 = bitcast float %2559 to i32
	%2561 = lshr i32 %2560, 16
	%2562 = and i32 %2561, 1
	%2563 = add i32 %2560, u0x7FFF
	%2564 = add i32 %2563, %2562
	%2565 = lshr i32 %2564, 16
	%2566 = fcmp uno float %2559, %2559
	%2567 = select i1 %2566, i32 32704, i32 %2565
	%2568 = trunc i32 %2567 to i16
	%2569 = sext i32 %2557 to i64
	%2570 = getelementptr i16, i16 addrspace(1)* %out, i64 %2569
	store i16 %2568, i16 addrspace(1)* %2570
	%2571 = add i32 %2486, 24
	%2572 = load float, float* %12
	%2573 = fmul float %2572, %323
	%2574 = bitcast float %2573 to i32
	%2575 = lshr i32 %2574, 16
	%2576 = and i32 %2575, 1
	%2577 = add i32 %2574, u0x7FFF
	%2578 = add i32 %2577, %2576
	%2579 = lshr i32 %2578, 16
	%2580 = fcmp uno float %2573, %2573
	%2581 = select i1 %2580, i32 32704, i32 %2579
	%2582 = trunc i32 %2581 to i16
	%2583 = sext i32 %2571 to i64
	%2584 = getelementptr i16, i16 addrspace(1)* %out, i64 %2583
	store i16 %2582, i16 addrspace(1)* %2584
	%2585 = add i32 %2486, 25
	%2586 = load float, float* %13
	%2587 = fmul float %2586, %323
	%2588 = bitcast float %2587 to i32
	%2589 = lshr i32 %2588, 16
	%2590 = and i32 %2589, 1
	%2591 = add i32 %2588, u0x7FFF
	%2592 = add i32 %2591, %2590
	%2593 = lshr i32 %2592, 16
	%2594 = fcmp uno float %2587, %2587
	%2595 = select i1 %2594, i32 32704, i32 %2593
	%2596 = trunc i32 %2595 to i16
	%2597 = sext i32 %2585 to i64
	%2598 = getelementptr i16, i16 addrspace(1)* %out, i64 %2597
	store i16 %2596, i16 addrspace(1)* %2598
	br label %join9

join9:
	%2599 = icmp slt i32 %70, %queries
	br i1 %2599, label %then10, label %join11

then10:
	%2600 = mul i32 %70, 2
	%2601 = add i32 %2600, %58
	%2602 = mul i32 %2601, 32
	%2603 = shl i32 %57, 1
	%2604 = add i32 %2602, %2603
	%2605 = add i32 %2604, 0
	%2606 = load float, float* %2
	%2607 = fmul float %2606, %329
	%2608 = bitcast float %2607 to i32
	%2609 = lshr i32 %2608, 16
	%2610 = and i32 %2609, 1
	%2611 = add i32 %2608, u0x7FFF
	%2612 = add i32 %2611, %2610
	%2613 = lshr i32 %2612, 16
	%2614 = fcmp uno float %2607, %2607
	%2615 = select i1 %2614, i32 32704, i32 %2613
	%2616 = trunc i32 %2615 to i16
	%2617 = sext i32 %2605 to i64
	%2618 = getelementptr i16, i16 addrspace(1)* %out, i64 %2617
	store i16 %2616, i16 addrspace(1)* %2618
	%2619 = add i32 %2604, 1
	%2620 = load float, float* %3
	%2621 = fmul float %2620, %329
	%2622 = bitcast float %2621 to i32
	%2623 = lshr i32 %2622, 16
	%2624 = and i32 %2623, 1
	%2625 = add i32 %2622, u0x7FFF
	%2626 = add i32 %2625, %2624
	%2627 = lshr i32 %2626, 16
	%2628 = fcmp uno float %2621, %2621
	%2629 = select i1 %2628, i32 32704, i32 %2627
	%2630 = trunc i32 %2629 to i16
	%2631 = sext i32 %2619 to i64
	%2632 = getelementptr i16, i16 addrspace(1)* %out, i64 %2631
	store i16 %2630, i16 addrspace(1)* %2632
	%2633 = add i32 %2604, 8
	%2634 = load float, float* %6
	%2635 = fmul float %2634, %329
	%2636 = bitcast float %2635 to i32
	%2637 = lshr i32 %2636, 16
	%2638 = and i32 %2637, 1
	%2639 = add i32 %2636, u0x7FFF
	%2640 = add i32 %2639, %2638
	%2641 = lshr i32 %2640, 16
	%2642 = fcmp uno float %2635, %2635
	%2643 = select i1 %2642, i32 32704, i32 %2641
	%2644 = trunc i32 %2643 to i16
	%2645 = sext i32 %2633 to i64
	%2646 = getelementptr i16, i16 addrspace(1)* %out, i64 %2645
	store i16 %2644, i16 addrspace(1)* %2646
	%2647 = add i32 %2604, 9
	%2648 = load float, float* %7
	%2649 = fmul float %2648, %329
	%2650 = bitcast float %2649 to i32
	%2651 = lshr i32 %2650, 16
	%2652 = and i32 %2651, 1
	%2653 = add i32 %2650, u0x7FFF
	%2654 = add i32 %2653, %2652
	%2655 = lshr i32 %2654, 16
	%2656 = fcmp uno float %2649, %2649
	%2657 = select i1 %2656, i32 32704, i32 %2655
	%2658 = trunc i32 %2657 to i16
	%2659 = sext i32 %2647 to i64
	%2660 = getelementptr i16, i16 addrspace(1)* %out, i64 %2659
	store i16 %2658, i16 addrspace(1)* %2660
	%2661 = add i32 %2604, 16
	%2662 = load float, float* %10
	%2663 = fmul float %2662, %329
	%2664 = bitcast float %2663 to i32
	%2665 = lshr i32 %2664, 16
	%2666 = and i32 %2665, 1
	%2667 = add i32 %2664, u0x7FFF
	%2668 = add i32 %2667, %2666
	%2669 = lshr i32 %2668, 16
	%2670 = fcmp uno float %2663, %2663
	%2671 = select i1 %2670, i32 32704, i32 %2669
	%2672 = trunc i32 %2671 to i16
	%2673 = sext i32 %2661 to i64
	%2674 = getelementptr i16, i16 addrspace(1)* %out, i64 %2673
	store i16 %2672, i16 addrspace(1)* %2674
	%2675 = add i32 %2604, 17
	%2676 = load float, float* %11
	%2677 = fmul float %2676, %329
	%2678 = bitcast float %2677 to i32
	%2679 = lshr i32 %2678, 16
	%2680 = and i32 %2679, 1
	%2681 = add i32 %2678, u0x7FFF
	%2682 = add i32 %2681, %2680
	%2683 = lshr i32 %2682, 16
	%2684 = fcmp uno float %2677, %2677
	%2685 = select i1 %2684, i32 32704, i32 %2683
	%2686 = trunc i32 %2685 to i16
	%2687 = sext i32 %2675 to i64
	%2688 = getelementptr i16, i16 addrspace(1)* %out, i64 %2687
	store i16 %2686, i16 addrspace(1)* %2688
	%2689 = add i32 %2604, 24
	%2690 = load float, float* %14
	%2691 = fmul float %2690, %329
	%2692 = bitcast float %2691 to i32
	%2693 = lshr i32 %2692, 16
	%2694 = and i32 %2693, 1
	%2695 = add i32 %2692, u0x7FFF
	%2696 = add i32 %2695, %2694
	%2697 = lshr i32 %2696, 16
	%2698 = fcmp uno float %2691, %2691
	%2699 = select i1 %2698, i32 32704, i32 %2697
	%2700 = trunc i32 %2699 to i16
	%2701 = sext i32 %2689 to i64
	%2702 = getelementptr i16, i16 addrspace(1)* %out, i64 %2701
	store i16 %2700, i16 addrspace(1)* %2702
	%2703 = add i32 %2604, 25
	%2704 = load float, float* %15
	%2705 = fmul float %2704, %329
	%2706 = bitcast float %2705 to i32
	%2707 = lshr i32 %2706, 16
	%2708 = and i32 %2707, 1
	%2709 = add i32 %2706, u0x7FFF
	%2710 = add i32 %2709, %2708
	%2711 = lshr i32 %2710, 16
	%2712 = fcmp uno float %2705, %2705
	%2713 = select i1 %2712, i32 32704, i32 %2711
	%2714 = trunc i32 %2713 to i16
	%2715 = sext i32 %2703 to i64
	%2716 = getelementptr i16, i16 addrspace(1)* %out, i64 %2715
	store i16 %2714, i16 addrspace(1)* %2716
	br label %join11

join11:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare float @llvm.nvvm.ex2.approx.ftz.f(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
