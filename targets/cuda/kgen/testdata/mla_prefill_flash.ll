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
	%58 = sdiv i32 %blocks, 2
	%59 = mul i32 %58, 2
	%60 = sdiv i32 %53, %59
	%61 = srem i32 %53, %59
	%62 = mul i32 %60, 2
	%63 = srem i32 %61, 2
	%64 = add i32 %62, %63
	%65 = sub i32 %58, 1
	%66 = sdiv i32 %61, 2
	%67 = sub i32 %65, %66
	%68 = mul i32 %67, 64
	%69 = add i32 %q0, %queries
	%70 = sub i32 %queries, 1
	%71 = shl i32 %55, 4
	%72 = add i32 %68, %71
	%73 = add i32 %72, %56
	%74 = add i32 %56, 8
	%75 = add i32 %72, %74
	%76 = add i32 %q0, %73
	%77 = add i32 %q0, %75
	%78 = mul i32 %64, 64
	%79 = icmp slt i32 %73, %queries
	%80 = select i1 %79, i32 %73, i32 %70
	%81 = mul i32 %80, 2
	%82 = add i32 %81, %64
	%83 = mul i32 %82, 48
	%84 = icmp slt i32 %75, %queries
	%85 = select i1 %84, i32 %75, i32 %70
	%86 = mul i32 %85, 2
	%87 = add i32 %86, %64
	%88 = mul i32 %87, 48
	%89 = shl i32 %57, 3
	%90 = add i32 %89, 0
	%91 = add i32 %83, %90
	%92 = sext i32 %91 to i64
	%93 = getelementptr i16, i16 addrspace(1)* %q, i64 %92
	%94 = bitcast i16 addrspace(1)* %93 to <4 x i32> addrspace(1)*
	%95 = load <4 x i32>, <4 x i32> addrspace(1)* %94, align 16, !invariant.load !0
	%96 = shl i32 %57, 3
	%97 = add i32 %96, 0
	%98 = add i32 %88, %97
	%99 = sext i32 %98 to i64
	%100 = getelementptr i16, i16 addrspace(1)* %q, i64 %99
	%101 = bitcast i16 addrspace(1)* %100 to <4 x i32> addrspace(1)*
	%102 = load <4 x i32>, <4 x i32> addrspace(1)* %101, align 16, !invariant.load !0
	%103 = extractelement <4 x i32> %95, i32 0
	%104 = extractelement <4 x i32> %102, i32 0
	%105 = extractelement <4 x i32> %95, i32 1
	%106 = extractelement <4 x i32> %102, i32 1
	%107 = extractelement <4 x i32> %95, i32 2
	%108 = extractelement <4 x i32> %102, i32 2
	%109 = extractelement <4 x i32> %95, i32 3
	%110 = extractelement <4 x i32> %102, i32 3
	%111 = shl i32 %57, 1
	%112 = add i32 %111, 32
	%113 = shl i32 %57, 1
	%114 = add i32 %113, 40
	%115 = add i32 %83, %112
	%116 = sext i32 %115 to i64
	%117 = getelementptr i16, i16 addrspace(1)* %q, i64 %116
	%118 = load i16, i16 addrspace(1)* %117
	%119 = zext i16 %118 to i32
	%120 = shl i32 %119, 16
	%121 = bitcast i32 %120 to float
	%122 = bitcast float %121 to i32
	%123 = lshr i32 %122, 16
	%124 = add i32 %115, 1
	%125 = sext i32 %124 to i64
	%126 = getelementptr i16, i16 addrspace(1)* %q, i64 %125
	%127 = load i16, i16 addrspace(1)* %126
	%128 = zext i16 %127 to i32
	%129 = shl i32 %128, 16
	%130 = bitcast i32 %129 to float
	%131 = bitcast float %130 to i32
	%132 = and i32 %131, -65536
	%133 = or i32 %123, %132
	%134 = add i32 %88, %112
	%135 = sext i32 %134 to i64
	%136 = getelementptr i16, i16 addrspace(1)* %q, i64 %135
	%137 = load i16, i16 addrspace(1)* %136
	%138 = zext i16 %137 to i32
	%139 = shl i32 %138, 16
	%140 = bitcast i32 %139 to float
	%141 = bitcast float %140 to i32
	%142 = lshr i32 %141, 16
	%143 = add i32 %134, 1
	%144 = sext i32 %143 to i64
	%145 = getelementptr i16, i16 addrspace(1)* %q, i64 %144
	%146 = load i16, i16 addrspace(1)* %145
	%147 = zext i16 %146 to i32
	%148 = shl i32 %147, 16
	%149 = bitcast i32 %148 to float
	%150 = bitcast float %149 to i32
	%151 = and i32 %150, -65536
	%152 = or i32 %142, %151
	%153 = add i32 %83, %114
	%154 = sext i32 %153 to i64
	%155 = getelementptr i16, i16 addrspace(1)* %q, i64 %154
	%156 = load i16, i16 addrspace(1)* %155
	%157 = zext i16 %156 to i32
	%158 = shl i32 %157, 16
	%159 = bitcast i32 %158 to float
	%160 = bitcast float %159 to i32
	%161 = lshr i32 %160, 16
	%162 = add i32 %153, 1
	%163 = sext i32 %162 to i64
	%164 = getelementptr i16, i16 addrspace(1)* %q, i64 %163
	%165 = load i16, i16 addrspace(1)* %164
	%166 = zext i16 %165 to i32
	%167 = shl i32 %166, 16
	%168 = bitcast i32 %167 to float
	%169 = bitcast float %168 to i32
	%170 = and i32 %169, -65536
	%171 = or i32 %161, %170
	%172 = add i32 %88, %114
	%173 = sext i32 %172 to i64
	%174 = getelementptr i16, i16 addrspace(1)* %q, i64 %173
	%175 = load i16, i16 addrspace(1)* %174
	%176 = zext i16 %175 to i32
	%177 = shl i32 %176, 16
	%178 = bitcast i32 %177 to float
	%179 = bitcast float %178 to i32
	%180 = lshr i32 %179, 16
	%181 = add i32 %172, 1
	%182 = sext i32 %181 to i64
	%183 = getelementptr i16, i16 addrspace(1)* %q, i64 %182
	%184 = load i16, i16 addrspace(1)* %183
	%185 = zext i16 %184 to i32
	%186 = shl i32 %185, 16
	%187 = bitcast i32 %186 to float
	%188 = bitcast float %187 to i32
	%189 = and i32 %188, -65536
	%190 = or i32 %180, %189
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
	%191 = add i32 %68, 64
	%192 = icmp slt i32 %191, %queries
	%193 = add i32 %68, 64
	%194 = select i1 %192, i32 %193, i32 %queries
	%195 = add i32 %q0, %194
	%196 = add i32 %195, 63
	%197 = sdiv i32 %196, 64
	%198 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%199 = add i32 %198, 0
	%200 = sdiv i32 %199, 4
	%201 = srem i32 %199, 4
	%202 = add i32 0, %200
	%203 = icmp slt i32 %202, %69
	%204 = sub i32 %69, 1
	%205 = select i1 %203, i32 %202, i32 %204
	%206 = mul i32 0, 3072
	%207 = mul i32 %200, 48
	%208 = add i32 %201, 0
	%209 = shl i32 %208, 2
	%210 = add i32 %207, %209
	%211 = add i32 %206, %210
	%212 = shl i32 %201, 3
	%213 = add i32 %78, %212
	%214 = sext i32 %205 to i64
	%215 = mul i64 %214, 128
	%216 = sext i32 %213 to i64
	%217 = add i64 %215, %216
	%218 = sext i32 %211 to i64
	%219 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %218
	%220 = ptrtoint i32 addrspace(3)* %219 to i32
	%221 = getelementptr i16, i16 addrspace(1)* %kv, i64 %217
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %220, i16 addrspace(1)* %221)
	%222 = add i32 %198, 128
	%223 = sdiv i32 %222, 4
	%224 = srem i32 %222, 4
	%225 = add i32 0, %223
	%226 = icmp slt i32 %225, %69
	%227 = sub i32 %69, 1
	%228 = select i1 %226, i32 %225, i32 %227
	%229 = mul i32 0, 3072
	%230 = mul i32 %223, 48
	%231 = add i32 %224, 0
	%232 = shl i32 %231, 2
	%233 = add i32 %230, %232
	%234 = add i32 %229, %233
	%235 = shl i32 %224, 3
	%236 = add i32 %78, %235
	%237 = sext i32 %228 to i64
	%238 = mul i64 %237, 128
	%239 = sext i32 %236 to i64
	%240 = add i64 %238, %239
	%241 = sext i32 %234 to i64
	%242 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %241
	%243 = ptrtoint i32 addrspace(3)* %242 to i32
	%244 = getelementptr i16, i16 addrspace(1)* %kv, i64 %240
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %243, i16 addrspace(1)* %244)
	%245 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%246 = add i32 %245, 0
	%247 = sdiv i32 %246, 2
	%248 = srem i32 %246, 2
	%249 = add i32 0, %247
	%250 = icmp slt i32 %249, %69
	%251 = sub i32 %69, 1
	%252 = select i1 %250, i32 %249, i32 %251
	%253 = mul i32 0, 3072
	%254 = mul i32 %247, 48
	%255 = add i32 %248, 4
	%256 = shl i32 %255, 2
	%257 = add i32 %254, %256
	%258 = add i32 %253, %257
	%259 = shl i32 %248, 3
	%260 = sext i32 %252 to i64
	%261 = mul i64 %260, 16
	%262 = sext i32 %259 to i64
	%263 = add i64 %261, %262
	%264 = sext i32 %258 to i64
	%265 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %264
	%266 = ptrtoint i32 addrspace(3)* %265 to i32
	%267 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %263
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %266, i16 addrspace(1)* %267)
	%268 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%269 = add i32 %268, 0
	%270 = sdiv i32 %269, 4
	%271 = srem i32 %269, 4
	%272 = add i32 0, %270
	%273 = icmp slt i32 %272, %69
	%274 = sub i32 %69, 1
	%275 = select i1 %273, i32 %272, i32 %274
	%276 = mul i32 0, 2304
	%277 = mul i32 %270, 36
	%278 = add i32 %271, 0
	%279 = shl i32 %278, 2
	%280 = add i32 %277, %279
	%281 = add i32 %276, %280
	%282 = add i32 %78, 32
	%283 = shl i32 %271, 3
	%284 = add i32 %282, %283
	%285 = sext i32 %275 to i64
	%286 = mul i64 %285, 128
	%287 = sext i32 %284 to i64
	%288 = add i64 %286, %287
	%289 = sext i32 %281 to i64
	%290 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %289
	%291 = ptrtoint i32 addrspace(3)* %290 to i32
	%292 = getelementptr i16, i16 addrspace(1)* %kv, i64 %288
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %291, i16 addrspace(1)* %292)
	%293 = add i32 %268, 128
	%294 = sdiv i32 %293, 4
	%295 = srem i32 %293, 4
	%296 = add i32 0, %294
	%297 = icmp slt i32 %296, %69
	%298 = sub i32 %69, 1
	%299 = select i1 %297, i32 %296, i32 %298
	%300 = mul i32 0, 2304
	%301 = mul i32 %294, 36
	%302 = add i32 %295, 0
	%303 = shl i32 %302, 2
	%304 = add i32 %301, %303
	%305 = add i32 %300, %304
	%306 = add i32 %78, 32
	%307 = shl i32 %295, 3
	%308 = add i32 %306, %307
	%309 = sext i32 %299 to i64
	%310 = mul i64 %309, 128
	%311 = sext i32 %308 to i64
	%312 = add i64 %310, %311
	%313 = sext i32 %305 to i64
	%314 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %313
	%315 = ptrtoint i32 addrspace(3)* %314 to i32
	%316 = getelementptr i16, i16 addrspace(1)* %kv, i64 %312
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %315, i16 addrspace(1)* %316)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %loop1

loop1:
	%317 = phi i32 [ 0, %body ], [ %2486, %join7 ]
	%318 = icmp slt i32 %317, %197
	br i1 %318, label %body2, label %done3

body2:
	%319 = mul i32 %317, 64
	%320 = and i32 %317, 1
	%321 = add i32 %317, 1
	%322 = icmp slt i32 %321, %197
	br i1 %322, label %then4, label %join5

done3:
	%323 = load float, float* %18
	%324 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 1, i32 31)
	%325 = fadd float %323, %324
	%326 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %325, i32 2, i32 31)
	%327 = fadd float %325, %326
	%328 = fdiv float 1.0, %327
	%329 = load float, float* %19
	%330 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %329, i32 1, i32 31)
	%331 = fadd float %329, %330
	%332 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %331, i32 2, i32 31)
	%333 = fadd float %331, %332
	%334 = fdiv float 1.0, %333
	%335 = icmp slt i32 %73, %queries
	br i1 %335, label %then8, label %join9

then4:
	%336 = add i32 %319, 64
	%337 = xor i32 %320, 1
	%338 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%339 = add i32 %338, 0
	%340 = sdiv i32 %339, 4
	%341 = srem i32 %339, 4
	%342 = add i32 %336, %340
	%343 = icmp slt i32 %342, %69
	%344 = sub i32 %69, 1
	%345 = select i1 %343, i32 %342, i32 %344
	%346 = mul i32 %337, 3072
	%347 = mul i32 %340, 48
	%348 = add i32 %341, 0
	%349 = shl i32 %348, 2
	%350 = add i32 %347, %349
	%351 = add i32 %346, %350
	%352 = shl i32 %341, 3
	%353 = add i32 %78, %352
	%354 = sext i32 %345 to i64
	%355 = mul i64 %354, 128
	%356 = sext i32 %353 to i64
	%357 = add i64 %355, %356
	%358 = sext i32 %351 to i64
	%359 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %358
	%360 = ptrtoint i32 addrspace(3)* %359 to i32
	%361 = getelementptr i16, i16 addrspace(1)* %kv, i64 %357
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %360, i16 addrspace(1)* %361)
	%362 = add i32 %338, 128
	%363 = sdiv i32 %362, 4
	%364 = srem i32 %362, 4
	%365 = add i32 %336, %363
	%366 = icmp slt i32 %365, %69
	%367 = sub i32 %69, 1
	%368 = select i1 %366, i32 %365, i32 %367
	%369 = mul i32 %337, 3072
	%370 = mul i32 %363, 48
	%371 = add i32 %364, 0
	%372 = shl i32 %371, 2
	%373 = add i32 %370, %372
	%374 = add i32 %369, %373
	%375 = shl i32 %364, 3
	%376 = add i32 %78, %375
	%377 = sext i32 %368 to i64
	%378 = mul i64 %377, 128
	%379 = sext i32 %376 to i64
	%380 = add i64 %378, %379
	%381 = sext i32 %374 to i64
	%382 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %381
	%383 = ptrtoint i32 addrspace(3)* %382 to i32
	%384 = getelementptr i16, i16 addrspace(1)* %kv, i64 %380
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %383, i16 addrspace(1)* %384)
	%385 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%386 = add i32 %385, 0
	%387 = sdiv i32 %386, 2
	%388 = srem i32 %386, 2
	%389 = add i32 %336, %387
	%390 = icmp slt i32 %389, %69
	%391 = sub i32 %69, 1
	%392 = select i1 %390, i32 %389, i32 %391
	%393 = mul i32 %337, 3072
	%394 = mul i32 %387, 48
	%395 = add i32 %388, 4
	%396 = shl i32 %395, 2
	%397 = add i32 %394, %396
	%398 = add i32 %393, %397
	%399 = shl i32 %388, 3
	%400 = sext i32 %392 to i64
	%401 = mul i64 %400, 16
	%402 = sext i32 %399 to i64
	%403 = add i64 %401, %402
	%404 = sext i32 %398 to i64
	%405 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %404
	%406 = ptrtoint i32 addrspace(3)* %405 to i32
	%407 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %403
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %406, i16 addrspace(1)* %407)
	%408 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%409 = add i32 %408, 0
	%410 = sdiv i32 %409, 4
	%411 = srem i32 %409, 4
	%412 = add i32 %336, %410
	%413 = icmp slt i32 %412, %69
	%414 = sub i32 %69, 1
	%415 = select i1 %413, i32 %412, i32 %414
	%416 = mul i32 %337, 2304
	%417 = mul i32 %410, 36
	%418 = add i32 %411, 0
	%419 = shl i32 %418, 2
	%420 = add i32 %417, %419
	%421 = add i32 %416, %420
	%422 = add i32 %78, 32
	%423 = shl i32 %411, 3
	%424 = add i32 %422, %423
	%425 = sext i32 %415 to i64
	%426 = mul i64 %425, 128
	%427 = sext i32 %424 to i64
	%428 = add i64 %426, %427
	%429 = sext i32 %421 to i64
	%430 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %429
	%431 = ptrtoint i32 addrspace(3)* %430 to i32
	%432 = getelementptr i16, i16 addrspace(1)* %kv, i64 %428
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %431, i16 addrspace(1)* %432)
	%433 = add i32 %408, 128
	%434 = sdiv i32 %433, 4
	%435 = srem i32 %433, 4
	%436 = add i32 %336, %434
	%437 = icmp slt i32 %436, %69
	%438 = sub i32 %69, 1
	%439 = select i1 %437, i32 %436, i32 %438
	%440 = mul i32 %337, 2304
	%441 = mul i32 %434, 36
	%442 = add i32 %435, 0
	%443 = shl i32 %442, 2
	%444 = add i32 %441, %443
	%445 = add i32 %440, %444
	%446 = add i32 %78, 32
	%447 = shl i32 %435, 3
	%448 = add i32 %446, %447
	%449 = sext i32 %439 to i64
	%450 = mul i64 %449, 128
	%451 = sext i32 %448 to i64
	%452 = add i64 %450, %451
	%453 = sext i32 %445 to i64
	%454 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %453
	%455 = ptrtoint i32 addrspace(3)* %454 to i32
	%456 = getelementptr i16, i16 addrspace(1)* %kv, i64 %452
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %455, i16 addrspace(1)* %456)
	br label %join5

join5:
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%457 = mul i32 %320, 3072
	%458 = mul i32 %320, 2304
	%459 = add i32 %56, 0
	%460 = mul i32 %459, 48
	%461 = shl i32 %57, 2
	%462 = add i32 %461, 0
	%463 = add i32 %460, %462
	%464 = add i32 %457, %463
	%465 = sext i32 %464 to i64
	%466 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %465
	%467 = bitcast i32 addrspace(3)* %466 to <4 x i32> addrspace(3)*
	%468 = load <4 x i32>, <4 x i32> addrspace(3)* %467, align 16
	%469 = extractelement <4 x i32> %468, i32 0
	%470 = extractelement <4 x i32> %468, i32 1
	%471 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %469, i32 %470, float 0.0, float 0.0, float 0.0, float 0.0)
	%472 = extractvalue { float, float, float, float } %471, 0
	%473 = bitcast float %472 to i32
	%474 = insertelement <4 x i32> zeroinitializer, i32 %473, i32 0
	%475 = extractvalue { float, float, float, float } %471, 1
	%476 = bitcast float %475 to i32
	%477 = insertelement <4 x i32> %474, i32 %476, i32 1
	%478 = extractvalue { float, float, float, float } %471, 2
	%479 = bitcast float %478 to i32
	%480 = insertelement <4 x i32> %477, i32 %479, i32 2
	%481 = extractvalue { float, float, float, float } %471, 3
	%482 = bitcast float %481 to i32
	%483 = insertelement <4 x i32> %480, i32 %482, i32 3
	%484 = extractelement <4 x i32> %483, i32 0
	%485 = bitcast i32 %484 to float
	%486 = extractelement <4 x i32> %483, i32 1
	%487 = bitcast i32 %486 to float
	%488 = extractelement <4 x i32> %483, i32 2
	%489 = bitcast i32 %488 to float
	%490 = extractelement <4 x i32> %483, i32 3
	%491 = bitcast i32 %490 to float
	%492 = extractelement <4 x i32> %468, i32 2
	%493 = extractelement <4 x i32> %468, i32 3
	%494 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %492, i32 %493, float %485, float %487, float %489, float %491)
	%495 = extractvalue { float, float, float, float } %494, 0
	%496 = bitcast float %495 to i32
	%497 = insertelement <4 x i32> zeroinitializer, i32 %496, i32 0
	%498 = extractvalue { float, float, float, float } %494, 1
	%499 = bitcast float %498 to i32
	%500 = insertelement <4 x i32> %497, i32 %499, i32 1
	%501 = extractvalue { float, float, float, float } %494, 2
	%502 = bitcast float %501 to i32
	%503 = insertelement <4 x i32> %500, i32 %502, i32 2
	%504 = extractvalue { float, float, float, float } %494, 3
	%505 = bitcast float %504 to i32
	%506 = insertelement <4 x i32> %503, i32 %505, i32 3
	%507 = extractelement <4 x i32> %506, i32 0
	%508 = bitcast i32 %507 to float
	%509 = extractelement <4 x i32> %506, i32 1
	%510 = bitcast i32 %509 to float
	%511 = extractelement <4 x i32> %506, i32 2
	%512 = bitcast i32 %511 to float
	%513 = extractelement <4 x i32> %506, i32 3
	%514 = bitcast i32 %513 to float
	%515 = mul i32 %459, 48
	%516 = add i32 %57, 16
	%517 = add i32 %515, %516
	%518 = add i32 %457, %517
	%519 = sext i32 %518 to i64
	%520 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %519
	%521 = load i32, i32 addrspace(3)* %520
	%522 = add i32 %518, 4
	%523 = sext i32 %522 to i64
	%524 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %523
	%525 = load i32, i32 addrspace(3)* %524
	%526 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %521, i32 %525, float %508, float %510, float %512, float %514)
	%527 = extractvalue { float, float, float, float } %526, 0
	%528 = bitcast float %527 to i32
	%529 = insertelement <4 x i32> zeroinitializer, i32 %528, i32 0
	%530 = extractvalue { float, float, float, float } %526, 1
	%531 = bitcast float %530 to i32
	%532 = insertelement <4 x i32> %529, i32 %531, i32 1
	%533 = extractvalue { float, float, float, float } %526, 2
	%534 = bitcast float %533 to i32
	%535 = insertelement <4 x i32> %532, i32 %534, i32 2
	%536 = extractvalue { float, float, float, float } %526, 3
	%537 = bitcast float %536 to i32
	%538 = insertelement <4 x i32> %535, i32 %537, i32 3
	%539 = extractelement <4 x i32> %538, i32 0
	%540 = bitcast i32 %539 to float
	%541 = extractelement <4 x i32> %538, i32 1
	%542 = bitcast i32 %541 to float
	%543 = extractelement <4 x i32> %538, i32 2
	%544 = bitcast i32 %543 to float
	%545 = extractelement <4 x i32> %538, i32 3
	%546 = bitcast i32 %545 to float
	%547 = fmul float %540, 0x3FE18B0D40000000
	store float %547, float* %20
	%548 = fmul float %542, 0x3FE18B0D40000000
	store float %548, float* %21
	%549 = fmul float %544, 0x3FE18B0D40000000
	store float %549, float* %22
	%550 = fmul float %546, 0x3FE18B0D40000000
	store float %550, float* %23
	%551 = add i32 %56, 8
	%552 = mul i32 %551, 48
	%553 = shl i32 %57, 2
	%554 = add i32 %553, 0
	%555 = add i32 %552, %554
	%556 = add i32 %457, %555
	%557 = sext i32 %556 to i64
	%558 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %557
	%559 = bitcast i32 addrspace(3)* %558 to <4 x i32> addrspace(3)*
	%560 = load <4 x i32>, <4 x i32> addrspace(3)* %559, align 16
	%561 = extractelement <4 x i32> %560, i32 0
	%562 = extractelement <4 x i32> %560, i32 1
	%563 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %561, i32 %562, float 0.0, float 0.0, float 0.0, float 0.0)
	%564 = extractvalue { float, float, float, float } %563, 0
	%565 = bitcast float %564 to i32
	%566 = insertelement <4 x i32> zeroinitializer, i32 %565, i32 0
	%567 = extractvalue { float, float, float, float } %563, 1
	%568 = bitcast float %567 to i32
	%569 = insertelement <4 x i32> %566, i32 %568, i32 1
	%570 = extractvalue { float, float, float, float } %563, 2
	%571 = bitcast float %570 to i32
	%572 = insertelement <4 x i32> %569, i32 %571, i32 2
	%573 = extractvalue { float, float, float, float } %563, 3
	%574 = bitcast float %573 to i32
	%575 = insertelement <4 x i32> %572, i32 %574, i32 3
	%576 = extractelement <4 x i32> %575, i32 0
	%577 = bitcast i32 %576 to float
	%578 = extractelement <4 x i32> %575, i32 1
	%579 = bitcast i32 %578 to float
	%580 = extractelement <4 x i32> %575, i32 2
	%581 = bitcast i32 %580 to float
	%582 = extractelement <4 x i32> %575, i32 3
	%583 = bitcast i32 %582 to float
	%584 = extractelement <4 x i32> %560, i32 2
	%585 = extractelement <4 x i32> %560, i32 3
	%586 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %584, i32 %585, float %577, float %579, float %581, float %583)
	%587 = extractvalue { float, float, float, float } %586, 0
	%588 = bitcast float %587 to i32
	%589 = insertelement <4 x i32> zeroinitializer, i32 %588, i32 0
	%590 = extractvalue { float, float, float, float } %586, 1
	%591 = bitcast float %590 to i32
	%592 = insertelement <4 x i32> %589, i32 %591, i32 1
	%593 = extractvalue { float, float, float, float } %586, 2
	%594 = bitcast float %593 to i32
	%595 = insertelement <4 x i32> %592, i32 %594, i32 2
	%596 = extractvalue { float, float, float, float } %586, 3
	%597 = bitcast float %596 to i32
	%598 = insertelement <4 x i32> %595, i32 %597, i32 3
	%599 = extractelement <4 x i32> %598, i32 0
	%600 = bitcast i32 %599 to float
	%601 = extractelement <4 x i32> %598, i32 1
	%602 = bitcast i32 %601 to float
	%603 = extractelement <4 x i32> %598, i32 2
	%604 = bitcast i32 %603 to float
	%605 = extractelement <4 x i32> %598, i32 3
	%606 = bitcast i32 %605 to float
	%607 = mul i32 %551, 48
	%608 = add i32 %57, 16
	%609 = add i32 %607, %608
	%610 = add i32 %457, %609
	%611 = sext i32 %610 to i64
	%612 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %611
	%613 = load i32, i32 addrspace(3)* %612
	%614 = add i32 %610, 4
	%615 = sext i32 %614 to i64
	%616 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %615
	%617 = load i32, i32 addrspace(3)* %616
	%618 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %613, i32 %617, float %600, float %602, float %604, float %606)
	%619 = extractvalue { float, float, float, float } %618, 0
	%620 = bitcast float %619 to i32
	%621 = insertelement <4 x i32> zeroinitializer, i32 %620, i32 0
	%622 = extractvalue { float, float, float, float } %618, 1
	%623 = bitcast float %622 to i32
	%624 = insertelement <4 x i32> %621, i32 %623, i32 1
	%625 = extractvalue { float, float, float, float } %618, 2
	%626 = bitcast float %625 to i32
	%627 = insertelement <4 x i32> %624, i32 %626, i32 2
	%628 = extractvalue { float, float, float, float } %618, 3
	%629 = bitcast float %628 to i32
	%630 = insertelement <4 x i32> %627, i32 %629, i32 3
	%631 = extractelement <4 x i32> %630, i32 0
	%632 = bitcast i32 %631 to float
	%633 = extractelement <4 x i32> %630, i32 1
	%634 = bitcast i32 %633 to float
	%635 = extractelement <4 x i32> %630, i32 2
	%636 = bitcast i32 %635 to float
	%637 = extractelement <4 x i32> %630, i32 3
	%638 = bitcast i32 %637 to float
	%639 = fmul float %632, 0x3FE18B0D40000000
	store float %639, float* %24
	%640 = fmul float %634, 0x3FE18B0D40000000
	store float %640, float* %25
	%641 = fmul float %636, 0x3FE18B0D40000000
	store float %641, float* %26
	%642 = fmul float %638, 0x3FE18B0D40000000
	store float %642, float* %27
	%643 = add i32 %56, 16
	%644 = mul i32 %643, 48
	%645 = shl i32 %57, 2
	%646 = add i32 %645, 0
	%647 = add i32 %644, %646
	%648 = add i32 %457, %647
	%649 = sext i32 %648 to i64
	%650 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %649
	%651 = bitcast i32 addrspace(3)* %650 to <4 x i32> addrspace(3)*
	%652 = load <4 x i32>, <4 x i32> addrspace(3)* %651, align 16
	%653 = extractelement <4 x i32> %652, i32 0
	%654 = extractelement <4 x i32> %652, i32 1
	%655 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %653, i32 %654, float 0.0, float 0.0, float 0.0, float 0.0)
	%656 = extractvalue { float, float, float, float } %655, 0
	%657 = bitcast float %656 to i32
	%658 = insertelement <4 x i32> zeroinitializer, i32 %657, i32 0
	%659 = extractvalue { float, float, float, float } %655, 1
	%660 = bitcast float %659 to i32
	%661 = insertelement <4 x i32> %658, i32 %660, i32 1
	%662 = extractvalue { float, float, float, float } %655, 2
	%663 = bitcast float %662 to i32
	%664 = insertelement <4 x i32> %661, i32 %663, i32 2
	%665 = extractvalue { float, float, float, float } %655, 3
	%666 = bitcast float %665 to i32
	%667 = insertelement <4 x i32> %664, i32 %666, i32 3
	%668 = extractelement <4 x i32> %667, i32 0
	%669 = bitcast i32 %668 to float
	%670 = extractelement <4 x i32> %667, i32 1
	%671 = bitcast i32 %670 to float
	%672 = extractelement <4 x i32> %667, i32 2
	%673 = bitcast i32 %672 to float
	%674 = extractelement <4 x i32> %667, i32 3
	%675 = bitcast i32 %674 to float
	%676 = extractelement <4 x i32> %652, i32 2
	%677 = extractelement <4 x i32> %652, i32 3
	%678 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %676, i32 %677, float %669, float %671, float %673, float %675)
	%679 = extractvalue { float, float, float, float } %678, 0
	%680 = bitcast float %679 to i32
	%681 = insertelement <4 x i32> zeroinitializer, i32 %680, i32 0
	%682 = extractvalue { float, float, float, float } %678, 1
	%683 = bitcast float %682 to i32
	%684 = insertelement <4 x i32> %681, i32 %683, i32 1
	%685 = extractvalue { float, float, float, float } %678, 2
	%686 = bitcast float %685 to i32
	%687 = insertelement <4 x i32> %684, i32 %686, i32 2
	%688 = extractvalue { float, float, float, float } %678, 3
	%689 = bitcast float %688 to i32
	%690 = insertelement <4 x i32> %687, i32 %689, i32 3
	%691 = extractelement <4 x i32> %690, i32 0
	%692 = bitcast i32 %691 to float
	%693 = extractelement <4 x i32> %690, i32 1
	%694 = bitcast i32 %693 to float
	%695 = extractelement <4 x i32> %690, i32 2
	%696 = bitcast i32 %695 to float
	%697 = extractelement <4 x i32> %690, i32 3
	%698 = bitcast i32 %697 to float
	%699 = mul i32 %643, 48
	%700 = add i32 %57, 16
	%701 = add i32 %699, %700
	%702 = add i32 %457, %701
	%703 = sext i32 %702 to i64
	%704 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %703
	%705 = load i32, i32 addrspace(3)* %704
	%706 = add i32 %702, 4
	%707 = sext i32 %706 to i64
	%708 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %707
	%709 = load i32, i32 addrspace(3)* %708
	%710 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %705, i32 %709, float %692, float %694, float %696, float %698)
	%711 = extractvalue { float, float, float, float } %710, 0
	%712 = bitcast float %711 to i32
	%713 = insertelement <4 x i32> zeroinitializer, i32 %712, i32 0
	%714 = extractvalue { float, float, float, float } %710, 1
	%715 = bitcast float %714 to i32
	%716 = insertelement <4 x i32> %713, i32 %715, i32 1
	%717 = extractvalue { float, float, float, float } %710, 2
	%718 = bitcast float %717 to i32
	%719 = insertelement <4 x i32> %716, i32 %718, i32 2
	%720 = extractvalue { float, float, float, float } %710, 3
	%721 = bitcast float %720 to i32
	%722 = insertelement <4 x i32> %719, i32 %721, i32 3
	%723 = extractelement <4 x i32> %722, i32 0
	%724 = bitcast i32 %723 to float
	%725 = extractelement <4 x i32> %722, i32 1
	%726 = bitcast i32 %725 to float
	%727 = extractelement <4 x i32> %722, i32 2
	%728 = bitcast i32 %727 to float
	%729 = extractelement <4 x i32> %722, i32 3
	%730 = bitcast i32 %729 to float
	%731 = fmul float %724, 0x3FE18B0D40000000
	store float %731, float* %28
	%732 = fmul float %726, 0x3FE18B0D40000000
	store float %732, float* %29
	%733 = fmul float %728, 0x3FE18B0D40000000
	store float %733, float* %30
	%734 = fmul float %730, 0x3FE18B0D40000000
	store float %734, float* %31
	%735 = add i32 %56, 24
	%736 = mul i32 %735, 48
	%737 = shl i32 %57, 2
	%738 = add i32 %737, 0
	%739 = add i32 %736, %738
	%740 = add i32 %457, %739
	%741 = sext i32 %740 to i64
	%742 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %741
	%743 = bitcast i32 addrspace(3)* %742 to <4 x i32> addrspace(3)*
	%744 = load <4 x i32>, <4 x i32> addrspace(3)* %743, align 16
	%745 = extractelement <4 x i32> %744, i32 0
	%746 = extractelement <4 x i32> %744, i32 1
	%747 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %745, i32 %746, float 0.0, float 0.0, float 0.0, float 0.0)
	%748 = extractvalue { float, float, float, float } %747, 0
	%749 = bitcast float %748 to i32
	%750 = insertelement <4 x i32> zeroinitializer, i32 %749, i32 0
	%751 = extractvalue { float, float, float, float } %747, 1
	%752 = bitcast float %751 to i32
	%753 = insertelement <4 x i32> %750, i32 %752, i32 1
	%754 = extractvalue { float, float, float, float } %747, 2
	%755 = bitcast float %754 to i32
	%756 = insertelement <4 x i32> %753, i32 %755, i32 2
	%757 = extractvalue { float, float, float, float } %747, 3
	%758 = bitcast float %757 to i32
	%759 = insertelement <4 x i32> %756, i32 %758, i32 3
	%760 = extractelement <4 x i32> %759, i32 0
	%761 = bitcast i32 %760 to float
	%762 = extractelement <4 x i32> %759, i32 1
	%763 = bitcast i32 %762 to float
	%764 = extractelement <4 x i32> %759, i32 2
	%765 = bitcast i32 %764 to float
	%766 = extractelement <4 x i32> %759, i32 3
	%767 = bitcast i32 %766 to float
	%768 = extractelement <4 x i32> %744, i32 2
	%769 = extractelement <4 x i32> %744, i32 3
	%770 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %768, i32 %769, float %761, float %763, float %765, float %767)
	%771 = extractvalue { float, float, float, float } %770, 0
	%772 = bitcast float %771 to i32
	%773 = insertelement <4 x i32> zeroinitializer, i32 %772, i32 0
	%774 = extractvalue { float, float, float, float } %770, 1
	%775 = bitcast float %774 to i32
	%776 = insertelement <4 x i32> %773, i32 %775, i32 1
	%777 = extractvalue { float, float, float, float } %770, 2
	%778 = bitcast float %777 to i32
	%779 = insertelement <4 x i32> %776, i32 %778, i32 2
	%780 = extractvalue { float, float, float, float } %770, 3
	%781 = bitcast float %780 to i32
	%782 = insertelement <4 x i32> %779, i32 %781, i32 3
	%783 = extractelement <4 x i32> %782, i32 0
	%784 = bitcast i32 %783 to float
	%785 = extractelement <4 x i32> %782, i32 1
	%786 = bitcast i32 %785 to float
	%787 = extractelement <4 x i32> %782, i32 2
	%788 = bitcast i32 %787 to float
	%789 = extractelement <4 x i32> %782, i32 3
	%790 = bitcast i32 %789 to float
	%791 = mul i32 %735, 48
	%792 = add i32 %57, 16
	%793 = add i32 %791, %792
	%794 = add i32 %457, %793
	%795 = sext i32 %794 to i64
	%796 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %795
	%797 = load i32, i32 addrspace(3)* %796
	%798 = add i32 %794, 4
	%799 = sext i32 %798 to i64
	%800 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %799
	%801 = load i32, i32 addrspace(3)* %800
	%802 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %797, i32 %801, float %784, float %786, float %788, float %790)
	%803 = extractvalue { float, float, float, float } %802, 0
	%804 = bitcast float %803 to i32
	%805 = insertelement <4 x i32> zeroinitializer, i32 %804, i32 0
	%806 = extractvalue { float, float, float, float } %802, 1
	%807 = bitcast float %806 to i32
	%808 = insertelement <4 x i32> %805, i32 %807, i32 1
	%809 = extractvalue { float, float, float, float } %802, 2
	%810 = bitcast float %809 to i32
	%811 = insertelement <4 x i32> %808, i32 %810, i32 2
	%812 = extractvalue { float, float, float, float } %802, 3
	%813 = bitcast float %812 to i32
	%814 = insertelement <4 x i32> %811, i32 %813, i32 3
	%815 = extractelement <4 x i32> %814, i32 0
	%816 = bitcast i32 %815 to float
	%817 = extractelement <4 x i32> %814, i32 1
	%818 = bitcast i32 %817 to float
	%819 = extractelement <4 x i32> %814, i32 2
	%820 = bitcast i32 %819 to float
	%821 = extractelement <4 x i32> %814, i32 3
	%822 = bitcast i32 %821 to float
	%823 = fmul float %816, 0x3FE18B0D40000000
	store float %823, float* %32
	%824 = fmul float %818, 0x3FE18B0D40000000
	store float %824, float* %33
	%825 = fmul float %820, 0x3FE18B0D40000000
	store float %825, float* %34
	%826 = fmul float %822, 0x3FE18B0D40000000
	store float %826, float* %35
	%827 = add i32 %56, 32
	%828 = mul i32 %827, 48
	%829 = shl i32 %57, 2
	%830 = add i32 %829, 0
	%831 = add i32 %828, %830
	%832 = add i32 %457, %831
	%833 = sext i32 %832 to i64
	%834 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %833
	%835 = bitcast i32 addrspace(3)* %834 to <4 x i32> addrspace(3)*
	%836 = load <4 x i32>, <4 x i32> addrspace(3)* %835, align 16
	%837 = extractelement <4 x i32> %836, i32 0
	%838 = extractelement <4 x i32> %836, i32 1
	%839 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %837, i32 %838, float 0.0, float 0.0, float 0.0, float 0.0)
	%840 = extractvalue { float, float, float, float } %839, 0
	%841 = bitcast float %840 to i32
	%842 = insertelement <4 x i32> zeroinitializer, i32 %841, i32 0
	%843 = extractvalue { float, float, float, float } %839, 1
	%844 = bitcast float %843 to i32
	%845 = insertelement <4 x i32> %842, i32 %844, i32 1
	%846 = extractvalue { float, float, float, float } %839, 2
	%847 = bitcast float %846 to i32
	%848 = insertelement <4 x i32> %845, i32 %847, i32 2
	%849 = extractvalue { float, float, float, float } %839, 3
	%850 = bitcast float %849 to i32
	%851 = insertelement <4 x i32> %848, i32 %850, i32 3
	%852 = extractelement <4 x i32> %851, i32 0
	%853 = bitcast i32 %852 to float
	%854 = extractelement <4 x i32> %851, i32 1
	%855 = bitcast i32 %854 to float
	%856 = extractelement <4 x i32> %851, i32 2
	%857 = bitcast i32 %856 to float
	%858 = extractelement <4 x i32> %851, i32 3
	%859 = bitcast i32 %858 to float
	%860 = extractelement <4 x i32> %836, i32 2
	%861 = extractelement <4 x i32> %836, i32 3
	%862 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %860, i32 %861, float %853, float %855, float %857, float %859)
	%863 = extractvalue { float, float, float, float } %862, 0
	%864 = bitcast float %863 to i32
	%865 = insertelement <4 x i32> zeroinitializer, i32 %864, i32 0
	%866 = extractvalue { float, float, float, float } %862, 1
	%867 = bitcast float %866 to i32
	%868 = insertelement <4 x i32> %865, i32 %867, i32 1
	%869 = extractvalue { float, float, float, float } %862, 2
	%870 = bitcast float %869 to i32
	%871 = insertelement <4 x i32> %868, i32 %870, i32 2
	%872 = extractvalue { float, float, float, float } %862, 3
	%873 = bitcast float %872 to i32
	%874 = insertelement <4 x i32> %871, i32 %873, i32 3
	%875 = extractelement <4 x i32> %874, i32 0
	%876 = bitcast i32 %875 to float
	%877 = extractelement <4 x i32> %874, i32 1
	%878 = bitcast i32 %877 to float
	%879 = extractelement <4 x i32> %874, i32 2
	%880 = bitcast i32 %879 to float
	%881 = extractelement <4 x i32> %874, i32 3
	%882 = bitcast i32 %881 to float
	%883 = mul i32 %827, 48
	%884 = add i32 %57, 16
	%885 = add i32 %883, %884
	%886 = add i32 %457, %885
	%887 = sext i32 %886 to i64
	%888 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %887
	%889 = load i32, i32 addrspace(3)* %888
	%890 = add i32 %886, 4
	%891 = sext i32 %890 to i64
	%892 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %891
	%893 = load i32, i32 addrspace(3)* %892
	%894 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %889, i32 %893, float %876, float %878, float %880, float %882)
	%895 = extractvalue { float, float, float, float } %894, 0
	%896 = bitcast float %895 to i32
	%897 = insertelement <4 x i32> zeroinitializer, i32 %896, i32 0
	%898 = extractvalue { float, float, float, float } %894, 1
	%899 = bitcast float %898 to i32
	%900 = insertelement <4 x i32> %897, i32 %899, i32 1
	%901 = extractvalue { float, float, float, float } %894, 2
	%902 = bitcast float %901 to i32
	%903 = insertelement <4 x i32> %900, i32 %902, i32 2
	%904 = extractvalue { float, float, float, float } %894, 3
	%905 = bitcast float %904 to i32
	%906 = insertelement <4 x i32> %903, i32 %905, i32 3
	%907 = extractelement <4 x i32> %906, i32 0
	%908 = bitcast i32 %907 to float
	%909 = extractelement <4 x i32> %906, i32 1
	%910 = bitcast i32 %909 to float
	%911 = extractelement <4 x i32> %906, i32 2
	%912 = bitcast i32 %911 to float
	%913 = extractelement <4 x i32> %906, i32 3
	%914 = bitcast i32 %913 to float
	%915 = fmul float %908, 0x3FE18B0D40000000
	store float %915, float* %36
	%916 = fmul float %910, 0x3FE18B0D40000000
	store float %916, float* %37
	%917 = fmul float %912, 0x3FE18B0D40000000
	store float %917, float* %38
	%918 = fmul float %914, 0x3FE18B0D40000000
	store float %918, float* %39
	%919 = add i32 %56, 40
	%920 = mul i32 %919, 48
	%921 = shl i32 %57, 2
	%922 = add i32 %921, 0
	%923 = add i32 %920, %922
	%924 = add i32 %457, %923
	%925 = sext i32 %924 to i64
	%926 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %925
	%927 = bitcast i32 addrspace(3)* %926 to <4 x i32> addrspace(3)*
	%928 = load <4 x i32>, <4 x i32> addrspace(3)* %927, align 16
	%929 = extractelement <4 x i32> %928, i32 0
	%930 = extractelement <4 x i32> %928, i32 1
	%931 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %929, i32 %930, float 0.0, float 0.0, float 0.0, float 0.0)
	%932 = extractvalue { float, float, float, float } %931, 0
	%933 = bitcast float %932 to i32
	%934 = insertelement <4 x i32> zeroinitializer, i32 %933, i32 0
	%935 = extractvalue { float, float, float, float } %931, 1
	%936 = bitcast float %935 to i32
	%937 = insertelement <4 x i32> %934, i32 %936, i32 1
	%938 = extractvalue { float, float, float, float } %931, 2
	%939 = bitcast float %938 to i32
	%940 = insertelement <4 x i32> %937, i32 %939, i32 2
	%941 = extractvalue { float, float, float, float } %931, 3
	%942 = bitcast float %941 to i32
	%943 = insertelement <4 x i32> %940, i32 %942, i32 3
	%944 = extractelement <4 x i32> %943, i32 0
	%945 = bitcast i32 %944 to float
	%946 = extractelement <4 x i32> %943, i32 1
	%947 = bitcast i32 %946 to float
	%948 = extractelement <4 x i32> %943, i32 2
	%949 = bitcast i32 %948 to float
	%950 = extractelement <4 x i32> %943, i32 3
	%951 = bitcast i32 %950 to float
	%952 = extractelement <4 x i32> %928, i32 2
	%953 = extractelement <4 x i32> %928, i32 3
	%954 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %952, i32 %953, float %945, float %947, float %949, float %951)
	%955 = extractvalue { float, float, float, float } %954, 0
	%956 = bitcast float %955 to i32
	%957 = insertelement <4 x i32> zeroinitializer, i32 %956, i32 0
	%958 = extractvalue { float, float, float, float } %954, 1
	%959 = bitcast float %958 to i32
	%960 = insertelement <4 x i32> %957, i32 %959, i32 1
	%961 = extractvalue { float, float, float, float } %954, 2
	%962 = bitcast float %961 to i32
	%963 = insertelement <4 x i32> %960, i32 %962, i32 2
	%964 = extractvalue { float, float, float, float } %954, 3
	%965 = bitcast float %964 to i32
	%966 = insertelement <4 x i32> %963, i32 %965, i32 3
	%967 = extractelement <4 x i32> %966, i32 0
	%968 = bitcast i32 %967 to float
	%969 = extractelement <4 x i32> %966, i32 1
	%970 = bitcast i32 %969 to float
	%971 = extractelement <4 x i32> %966, i32 2
	%972 = bitcast i32 %971 to float
	%973 = extractelement <4 x i32> %966, i32 3
	%974 = bitcast i32 %973 to float
	%975 = mul i32 %919, 48
	%976 = add i32 %57, 16
	%977 = add i32 %975, %976
	%978 = add i32 %457, %977
	%979 = sext i32 %978 to i64
	%980 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %979
	%981 = load i32, i32 addrspace(3)* %980
	%982 = add i32 %978, 4
	%983 = sext i32 %982 to i64
	%984 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %983
	%985 = load i32, i32 addrspace(3)* %984
	%986 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %981, i32 %985, float %968, float %970, float %972, float %974)
	%987 = extractvalue { float, float, float, float } %986, 0
	%988 = bitcast float %987 to i32
	%989 = insertelement <4 x i32> zeroinitializer, i32 %988, i32 0
	%990 = extractvalue { float, float, float, float } %986, 1
	%991 = bitcast float %990 to i32
	%992 = insertelement <4 x i32> %989, i32 %991, i32 1
	%993 = extractvalue { float, float, float, float } %986, 2
	%994 = bitcast float %993 to i32
	%995 = insertelement <4 x i32> %992, i32 %994, i32 2
	%996 = extractvalue { float, float, float, float } %986, 3
	%997 = bitcast float %996 to i32
	%998 = insertelement <4 x i32> %995, i32 %997, i32 3
	%999 = extractelement <4 x i32> %998, i32 0
	%1000 = bitcast i32 %999 to float
	%1001 = extractelement <4 x i32> %998, i32 1
	%1002 = bitcast i32 %1001 to float
	%1003 = extractelement <4 x i32> %998, i32 2
	%1004 = bitcast i32 %1003 to float
	%1005 = extractelement <4 x i32> %998, i32 3
	%1006 = bitcast i32 %1005 to float
	%1007 = fmul float %1000, 0x3FE18B0D40000000
	store float %1007, float* %40
	%1008 = fmul float %1002, 0x3FE18B0D40000000
	store float %1008, float* %41
	%1009 = fmul float %1004, 0x3FE18B0D40000000
	store float %1009, float* %42
	%1010 = fmul float %1006, 0x3FE18B0D40000000
	store float %1010, float* %43
	%1011 = add i32 %56, 48
	%1012 = mul i32 %1011, 48
	%1013 = shl i32 %57, 2
	%1014 = add i32 %1013, 0
	%1015 = add i32 %1012, %1014
	%1016 = add i32 %457, %1015
	%1017 = sext i32 %1016 to i64
	%1018 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1017
	%1019 = bitcast i32 addrspace(3)* %1018 to <4 x i32> addrspace(3)*
	%1020 = load <4 x i32>, <4 x i32> addrspace(3)* %1019, align 16
	%1021 = extractelement <4 x i32> %1020, i32 0
	%1022 = extractelement <4 x i32> %1020, i32 1
	%1023 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %1021, i32 %1022, float 0.0, float 0.0, float 0.0, float 0.0)
	%1024 = extractvalue { float, float, float, float } %1023, 0
	%1025 = bitcast float %1024 to i32
	%1026 = insertelement <4 x i32> zeroinitializer, i32 %1025, i32 0
	%1027 = extractvalue { float, float, float, float } %1023, 1
	%1028 = bitcast float %1027 to i32
	%1029 = insertelement <4 x i32> %1026, i32 %1028, i32 1
	%1030 = extractvalue { float, float, float, float } %1023, 2
	%1031 = bitcast float %1030 to i32
	%1032 = insertelement <4 x i32> %1029, i32 %1031, i32 2
	%1033 = extractvalue { float, float, float, float } %1023, 3
	%1034 = bitcast float %1033 to i32
	%1035 = insertelement <4 x i32> %1032, i32 %1034, i32 3
	%1036 = extractelement <4 x i32> %1035, i32 0
	%1037 = bitcast i32 %1036 to float
	%1038 = extractelement <4 x i32> %1035, i32 1
	%1039 = bitcast i32 %1038 to float
	%1040 = extractelement <4 x i32> %1035, i32 2
	%1041 = bitcast i32 %1040 to float
	%1042 = extractelement <4 x i32> %1035, i32 3
	%1043 = bitcast i32 %1042 to float
	%1044 = extractelement <4 x i32> %1020, i32 2
	%1045 = extractelement <4 x i32> %1020, i32 3
	%1046 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %1044, i32 %1045, float %1037, float %1039, float %1041, float %1043)
	%1047 = extractvalue { float, float, float, float } %1046, 0
	%1048 = bitcast float %1047 to i32
	%1049 = insertelement <4 x i32> zeroinitializer, i32 %1048, i32 0
	%1050 = extractvalue { float, float, float, float } %1046, 1
	%1051 = bitcast float %1050 to i32
	%1052 = insertelement <4 x i32> %1049, i32 %1051, i32 1
	%1053 = extractvalue { float, float, float, float } %1046, 2
	%1054 = bitcast float %1053 to i32
	%1055 = insertelement <4 x i32> %1052, i32 %1054, i32 2
	%1056 = extractvalue { float, float, float, float } %1046, 3
	%1057 = bitcast float %1056 to i32
	%1058 = insertelement <4 x i32> %1055, i32 %1057, i32 3
	%1059 = extractelement <4 x i32> %1058, i32 0
	%1060 = bitcast i32 %1059 to float
	%1061 = extractelement <4 x i32> %1058, i32 1
	%1062 = bitcast i32 %1061 to float
	%1063 = extractelement <4 x i32> %1058, i32 2
	%1064 = bitcast i32 %1063 to float
	%1065 = extractelement <4 x i32> %1058, i32 3
	%1066 = bitcast i32 %1065 to float
	%1067 = mul i32 %1011, 48
	%1068 = add i32 %57, 16
	%1069 = add i32 %1067, %1068
	%1070 = add i32 %457, %1069
	%1071 = sext i32 %1070 to i64
	%1072 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1071
	%1073 = load i32, i32 addrspace(3)* %1072
	%1074 = add i32 %1070, 4
	%1075 = sext i32 %1074 to i64
	%1076 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1075
	%1077 = load i32, i32 addrspace(3)* %1076
	%1078 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %1073, i32 %1077, float %1060, float %1062, float %1064, float %1066)
	%1079 = extractvalue { float, float, float, float } %1078, 0
	%1080 = bitcast float %1079 to i32
	%1081 = insertelement <4 x i32> zeroinitializer, i32 %1080, i32 0
	%1082 = extractvalue { float, float, float, float } %1078, 1
	%1083 = bitcast float %1082 to i32
	%1084 = insertelement <4 x i32> %1081, i32 %1083, i32 1
	%1085 = extractvalue { float, float, float, float } %1078, 2
	%1086 = bitcast float %1085 to i32
	%1087 = insertelement <4 x i32> %1084, i32 %1086, i32 2
	%1088 = extractvalue { float, float, float, float } %1078, 3
	%1089 = bitcast float %1088 to i32
	%1090 = insertelement <4 x i32> %1087, i32 %1089, i32 3
	%1091 = extractelement <4 x i32> %1090, i32 0
	%1092 = bitcast i32 %1091 to float
	%1093 = extractelement <4 x i32> %1090, i32 1
	%1094 = bitcast i32 %1093 to float
	%1095 = extractelement <4 x i32> %1090, i32 2
	%1096 = bitcast i32 %1095 to float
	%1097 = extractelement <4 x i32> %1090, i32 3
	%1098 = bitcast i32 %1097 to float
	%1099 = fmul float %1092, 0x3FE18B0D40000000
	store float %1099, float* %44
	%1100 = fmul float %1094, 0x3FE18B0D40000000
	store float %1100, float* %45
	%1101 = fmul float %1096, 0x3FE18B0D40000000
	store float %1101, float* %46
	%1102 = fmul float %1098, 0x3FE18B0D40000000
	store float %1102, float* %47
	%1103 = add i32 %56, 56
	%1104 = mul i32 %1103, 48
	%1105 = shl i32 %57, 2
	%1106 = add i32 %1105, 0
	%1107 = add i32 %1104, %1106
	%1108 = add i32 %457, %1107
	%1109 = sext i32 %1108 to i64
	%1110 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1109
	%1111 = bitcast i32 addrspace(3)* %1110 to <4 x i32> addrspace(3)*
	%1112 = load <4 x i32>, <4 x i32> addrspace(3)* %1111, align 16
	%1113 = extractelement <4 x i32> %1112, i32 0
	%1114 = extractelement <4 x i32> %1112, i32 1
	%1115 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %103, i32 %104, i32 %105, i32 %106, i32 %1113, i32 %1114, float 0.0, float 0.0, float 0.0, float 0.0)
	%1116 = extractvalue { float, float, float, float } %1115, 0
	%1117 = bitcast float %1116 to i32
	%1118 = insertelement <4 x i32> zeroinitializer, i32 %1117, i32 0
	%1119 = extractvalue { float, float, float, float } %1115, 1
	%1120 = bitcast float %1119 to i32
	%1121 = insertelement <4 x i32> %1118, i32 %1120, i32 1
	%1122 = extractvalue { float, float, float, float } %1115, 2
	%1123 = bitcast float %1122 to i32
	%1124 = insertelement <4 x i32> %1121, i32 %1123, i32 2
	%1125 = extractvalue { float, float, float, float } %1115, 3
	%1126 = bitcast float %1125 to i32
	%1127 = insertelement <4 x i32> %1124, i32 %1126, i32 3
	%1128 = extractelement <4 x i32> %1127, i32 0
	%1129 = bitcast i32 %1128 to float
	%1130 = extractelement <4 x i32> %1127, i32 1
	%1131 = bitcast i32 %1130 to float
	%1132 = extractelement <4 x i32> %1127, i32 2
	%1133 = bitcast i32 %1132 to float
	%1134 = extractelement <4 x i32> %1127, i32 3
	%1135 = bitcast i32 %1134 to float
	%1136 = extractelement <4 x i32> %1112, i32 2
	%1137 = extractelement <4 x i32> %1112, i32 3
	%1138 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %107, i32 %108, i32 %109, i32 %110, i32 %1136, i32 %1137, float %1129, float %1131, float %1133, float %1135)
	%1139 = extractvalue { float, float, float, float } %1138, 0
	%1140 = bitcast float %1139 to i32
	%1141 = insertelement <4 x i32> zeroinitializer, i32 %1140, i32 0
	%1142 = extractvalue { float, float, float, float } %1138, 1
	%1143 = bitcast float %1142 to i32
	%1144 = insertelement <4 x i32> %1141, i32 %1143, i32 1
	%1145 = extractvalue { float, float, float, float } %1138, 2
	%1146 = bitcast float %1145 to i32
	%1147 = insertelement <4 x i32> %1144, i32 %1146, i32 2
	%1148 = extractvalue { float, float, float, float } %1138, 3
	%1149 = bitcast float %1148 to i32
	%1150 = insertelement <4 x i32> %1147, i32 %1149, i32 3
	%1151 = extractelement <4 x i32> %1150, i32 0
	%1152 = bitcast i32 %1151 to float
	%1153 = extractelement <4 x i32> %1150, i32 1
	%1154 = bitcast i32 %1153 to float
	%1155 = extractelement <4 x i32> %1150, i32 2
	%1156 = bitcast i32 %1155 to float
	%1157 = extractelement <4 x i32> %1150, i32 3
	%1158 = bitcast i32 %1157 to float
	%1159 = mul i32 %1103, 48
	%1160 = add i32 %57, 16
	%1161 = add i32 %1159, %1160
	%1162 = add i32 %457, %1161
	%1163 = sext i32 %1162 to i64
	%1164 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1163
	%1165 = load i32, i32 addrspace(3)* %1164
	%1166 = add i32 %1162, 4
	%1167 = sext i32 %1166 to i64
	%1168 = getelementptr [6144 x i32], [6144 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem7, i64 0, i64 %1167
	%1169 = load i32, i32 addrspace(3)* %1168
	%1170 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %133, i32 %152, i32 %171, i32 %190, i32 %1165, i32 %1169, float %1152, float %1154, float %1156, float %1158)
	%1171 = extractvalue { float, float, float, float } %1170, 0
	%1172 = bitcast float %1171 to i32
	%1173 = insertelement <4 x i32> zeroinitializer, i32 %1172, i32 0
	%1174 = extractvalue { float, float, float, float } %1170, 1
	%1175 = bitcast float %1174 to i32
	%1176 = insertelement <4 x i32> %1173, i32 %1175, i32 1
	%1177 = extractvalue { float, float, float, float } %1170, 2
	%1178 = bitcast float %1177 to i32
	%1179 = insertelement <4 x i32> %1176, i32 %1178, i32 2
	%1180 = extractvalue { float, float, float, float } %1170, 3
	%1181 = bitcast float %1180 to i32
	%1182 = insertelement <4 x i32> %1179, i32 %1181, i32 3
	%1183 = extractelement <4 x i32> %1182, i32 0
	%1184 = bitcast i32 %1183 to float
	%1185 = extractelement <4 x i32> %1182, i32 1
	%1186 = bitcast i32 %1185 to float
	%1187 = extractelement <4 x i32> %1182, i32 2
	%1188 = bitcast i32 %1187 to float
	%1189 = extractelement <4 x i32> %1182, i32 3
	%1190 = bitcast i32 %1189 to float
	%1191 = fmul float %1184, 0x3FE18B0D40000000
	store float %1191, float* %48
	%1192 = fmul float %1186, 0x3FE18B0D40000000
	store float %1192, float* %49
	%1193 = fmul float %1188, 0x3FE18B0D40000000
	store float %1193, float* %50
	%1194 = fmul float %1190, 0x3FE18B0D40000000
	store float %1194, float* %51
	%1195 = add i32 %319, 63
	%1196 = add i32 %q0, %72
	%1197 = icmp slt i32 %1196, %1195
	br i1 %1197, label %then6, label %join7

then6:
	%1198 = shl i32 %57, 1
	%1199 = add i32 0, %1198
	%1200 = add i32 %319, %1199
	%1201 = icmp sle i32 %1200, %76
	%1202 = load float, float* %20
	%1203 = select i1 %1201, float %1202, float 0xFFF0000000000000
	store float %1203, float* %20
	%1204 = shl i32 %57, 1
	%1205 = add i32 1, %1204
	%1206 = add i32 %319, %1205
	%1207 = icmp sle i32 %1206, %76
	%1208 = load float, float* %21
	%1209 = select i1 %1207, float %1208, float 0xFFF0000000000000
	store float %1209, float* %21
	%1210 = shl i32 %57, 1
	%1211 = add i32 0, %1210
	%1212 = add i32 %319, %1211
	%1213 = icmp sle i32 %1212, %77
	%1214 = load float, float* %22
	%1215 = select i1 %1213, float %1214, float 0xFFF0000000000000
	store float %1215, float* %22
	%1216 = shl i32 %57, 1
	%1217 = add i32 1, %1216
	%1218 = add i32 %319, %1217
	%1219 = icmp sle i32 %1218, %77
	%1220 = load float, float* %23
	%1221 = select i1 %1219, float %1220, float 0xFFF0000000000000
	store float %1221, float* %23
	%1222 = shl i32 %57, 1
	%1223 = add i32 8, %1222
	%1224 = add i32 %319, %1223
	%1225 = icmp sle i32 %1224, %76
	%1226 = load float, float* %24
	%1227 = select i1 %1225, float %1226, float 0xFFF0000000000000
	store float %1227, float* %24
	%1228 = shl i32 %57, 1
	%1229 = add i32 9, %1228
	%1230 = add i32 %319, %1229
	%1231 = icmp sle i32 %1230, %76
	%1232 = load float, float* %25
	%1233 = select i1 %1231, float %1232, float 0xFFF0000000000000
	store float %1233, float* %25
	%1234 = shl i32 %57, 1
	%1235 = add i32 8, %1234
	%1236 = add i32 %319, %1235
	%1237 = icmp sle i32 %1236, %77
	%1238 = load float, float* %26
	%1239 = select i1 %1237, float %1238, float 0xFFF0000000000000
	store float %1239, float* %26
	%1240 = shl i32 %57, 1
	%1241 = add i32 9, %1240
	%1242 = add i32 %319, %1241
	%1243 = icmp sle i32 %1242, %77
	%1244 = load float, float* %27
	%1245 = select i1 %1243, float %1244, float 0xFFF0000000000000
	store float %1245, float* %27
	%1246 = shl i32 %57, 1
	%1247 = add i32 16, %1246
	%1248 = add i32 %319, %1247
	%1249 = icmp sle i32 %1248, %76
	%1250 = load float, float* %28
	%1251 = select i1 %1249, float %1250, float 0xFFF0000000000000
	store float %1251, float* %28
	%1252 = shl i32 %57, 1
	%1253 = add i32 17, %1252
	%1254 = add i32 %319, %1253
	%1255 = icmp sle i32 %1254, %76
	%1256 = load float, float* %29
	%1257 = select i1 %1255, float %1256, float 0xFFF0000000000000
	store float %1257, float* %29
	%1258 = shl i32 %57, 1
	%1259 = add i32 16, %1258
	%1260 = add i32 %319, %1259
	%1261 = icmp sle i32 %1260, %77
	%1262 = load float, float* %30
	%1263 = select i1 %1261, float %1262, float 0xFFF0000000000000
	store float %1263, float* %30
	%1264 = shl i32 %57, 1
	%1265 = add i32 17, %1264
	%1266 = add i32 %319, %1265
	%1267 = icmp sle i32 %1266, %77
	%1268 = load float, float* %31
	%1269 = select i1 %1267, float %1268, float 0xFFF0000000000000
	store float %1269, float* %31
	%1270 = shl i32 %57, 1
	%1271 = add i32 24, %1270
	%1272 = add i32 %319, %1271
	%1273 = icmp sle i32 %1272, %76
	%1274 = load float, float* %32
	%1275 = select i1 %1273, float %1274, float 0xFFF0000000000000
	store float %1275, float* %32
	%1276 = shl i32 %57, 1
	%1277 = add i32 25, %1276
	%1278 = add i32 %319, %1277
	%1279 = icmp sle i32 %1278, %76
	%1280 = load float, float* %33
	%1281 = select i1 %1279, float %1280, float 0xFFF0000000000000
	store float %1281, float* %33
	%1282 = shl i32 %57, 1
	%1283 = add i32 24, %1282
	%1284 = add i32 %319, %1283
	%1285 = icmp sle i32 %1284, %77
	%1286 = load float, float* %34
	%1287 = select i1 %1285, float %1286, float 0xFFF0000000000000
	store float %1287, float* %34
	%1288 = shl i32 %57, 1
	%1289 = add i32 25, %1288
	%1290 = add i32 %319, %1289
	%1291 = icmp sle i32 %1290, %77
	%1292 = load float, float* %35
	%1293 = select i1 %1291, float %1292, float 0xFFF0000000000000
	store float %1293, float* %35
	%1294 = shl i32 %57, 1
	%1295 = add i32 32, %1294
	%1296 = add i32 %319, %1295
	%1297 = icmp sle i32 %1296, %76
	%1298 = load float, float* %36
	%1299 = select i1 %1297, float %1298, float 0xFFF0000000000000
	store float %1299, float* %36
	%1300 = shl i32 %57, 1
	%1301 = add i32 33, %1300
	%1302 = add i32 %319, %1301
	%1303 = icmp sle i32 %1302, %76
	%1304 = load float, float* %37
	%1305 = select i1 %1303, float %1304, float 0xFFF0000000000000
	store float %1305, float* %37
	%1306 = shl i32 %57, 1
	%1307 = add i32 32, %1306
	%1308 = add i32 %319, %1307
	%1309 = icmp sle i32 %1308, %77
	%1310 = load float, float* %38
	%1311 = select i1 %1309, float %1310, float 0xFFF0000000000000
	store float %1311, float* %38
	%1312 = shl i32 %57, 1
	%1313 = add i32 33, %1312
	%1314 = add i32 %319, %1313
	%1315 = icmp sle i32 %1314, %77
	%1316 = load float, float* %39
	%1317 = select i1 %1315, float %1316, float 0xFFF0000000000000
	store float %1317, float* %39
	%1318 = shl i32 %57, 1
	%1319 = add i32 40, %1318
	%1320 = add i32 %319, %1319
	%1321 = icmp sle i32 %1320, %76
	%1322 = load float, float* %40
	%1323 = select i1 %1321, float %1322, float 0xFFF0000000000000
	store float %1323, float* %40
	%1324 = shl i32 %57, 1
	%1325 = add i32 41, %1324
	%1326 = add i32 %319, %1325
	%1327 = icmp sle i32 %1326, %76
	%1328 = load float, float* %41
	%1329 = select i1 %1327, float %1328, float 0xFFF0000000000000
	store float %1329, float* %41
	%1330 = shl i32 %57, 1
	%1331 = add i32 40, %1330
	%1332 = add i32 %319, %1331
	%1333 = icmp sle i32 %1332, %77
	%1334 = load float, float* %42
	%1335 = select i1 %1333, float %1334, float 0xFFF0000000000000
	store float %1335, float* %42
	%1336 = shl i32 %57, 1
	%1337 = add i32 41, %1336
	%1338 = add i32 %319, %1337
	%1339 = icmp sle i32 %1338, %77
	%1340 = load float, float* %43
	%1341 = select i1 %1339, float %1340, float 0xFFF0000000000000
	store float %1341, float* %43
	%1342 = shl i32 %57, 1
	%1343 = add i32 48, %1342
	%1344 = add i32 %319, %1343
	%1345 = icmp sle i32 %1344, %76
	%1346 = load float, float* %44
	%1347 = select i1 %1345, float %1346, float 0xFFF0000000000000
	store float %1347, float* %44
	%1348 = shl i32 %57, 1
	%1349 = add i32 49, %1348
	%1350 = add i32 %319, %1349
	%1351 = icmp sle i32 %1350, %76
	%1352 = load float, float* %45
	%1353 = select i1 %1351, float %1352, float 0xFFF0000000000000
	store float %1353, float* %45
	%1354 = shl i32 %57, 1
	%1355 = add i32 48, %1354
	%1356 = add i32 %319, %1355
	%1357 = icmp sle i32 %1356, %77
	%1358 = load float, float* %46
	%1359 = select i1 %1357, float %1358, float 0xFFF0000000000000
	store float %1359, float* %46
	%1360 = shl i32 %57, 1
	%1361 = add i32 49, %1360
	%1362 = add i32 %319, %1361
	%1363 = icmp sle i32 %1362, %77
	%1364 = load float, float* %47
	%1365 = select i1 %1363, float %1364, float 0xFFF0000000000000
	store float %1365, float* %47
	%1366 = shl i32 %57, 1
	%1367 = add i32 56, %1366
	%1368 = add i32 %319, %1367
	%1369 = icmp sle i32 %1368, %76
	%1370 = load float, float* %48
	%1371 = select i1 %1369, float %1370, float 0xFFF0000000000000
	store float %1371, float* %48
	%1372 = shl i32 %57, 1
	%1373 = add i32 57, %1372
	%1374 = add i32 %319, %1373
	%1375 = icmp sle i32 %1374, %76
	%1376 = load float, float* %49
	%1377 = select i1 %1375, float %1376, float 0xFFF0000000000000
	store float %1377, float* %49
	%1378 = shl i32 %57, 1
	%1379 = add i32 56, %1378
	%1380 = add i32 %319, %1379
	%1381 = icmp sle i32 %1380, %77
	%1382 = load float, float* %50
	%1383 = select i1 %1381, float %1382, float 0xFFF0000000000000
	store float %1383, float* %50
	%1384 = shl i32 %57, 1
	%1385 = add i32 57, %1384
	%1386 = add i32 %319, %1385
	%1387 = icmp sle i32 %1386, %77
	%1388 = load float, float* %51
	%1389 = select i1 %1387, float %1388, float 0xFFF0000000000000
	store float %1389, float* %51
	br label %join7

join7:
	%1390 = load float, float* %20
	%1391 = fcmp olt float 0xFFF0000000000000, %1390
	%1392 = select i1 %1391, float %1390, float 0xFFF0000000000000
	%1393 = load float, float* %21
	%1394 = fcmp olt float %1392, %1393
	%1395 = select i1 %1394, float %1393, float %1392
	%1396 = load float, float* %24
	%1397 = fcmp olt float %1395, %1396
	%1398 = select i1 %1397, float %1396, float %1395
	%1399 = load float, float* %25
	%1400 = fcmp olt float %1398, %1399
	%1401 = select i1 %1400, float %1399, float %1398
	%1402 = load float, float* %28
	%1403 = fcmp olt float %1401, %1402
	%1404 = select i1 %1403, float %1402, float %1401
	%1405 = load float, float* %29
	%1406 = fcmp olt float %1404, %1405
	%1407 = select i1 %1406, float %1405, float %1404
	%1408 = load float, float* %32
	%1409 = fcmp olt float %1407, %1408
	%1410 = select i1 %1409, float %1408, float %1407
	%1411 = load float, float* %33
	%1412 = fcmp olt float %1410, %1411
	%1413 = select i1 %1412, float %1411, float %1410
	%1414 = load float, float* %36
	%1415 = fcmp olt float %1413, %1414
	%1416 = select i1 %1415, float %1414, float %1413
	%1417 = load float, float* %37
	%1418 = fcmp olt float %1416, %1417
	%1419 = select i1 %1418, float %1417, float %1416
	%1420 = load float, float* %40
	%1421 = fcmp olt float %1419, %1420
	%1422 = select i1 %1421, float %1420, float %1419
	%1423 = load float, float* %41
	%1424 = fcmp olt float %1422, %1423
	%1425 = select i1 %1424, float %1423, float %1422
	%1426 = load float, float* %44
	%1427 = fcmp olt float %1425, %1426
	%1428 = select i1 %1427, float %1426, float %1425
	%1429 = load float, float* %45
	%1430 = fcmp olt float %1428, %1429
	%1431 = select i1 %1430, float %1429, float %1428
	%1432 = load float, float* %48
	%1433 = fcmp olt float %1431, %1432
	%1434 = select i1 %1433, float %1432, float %1431
	%1435 = load float, float* %49
	%1436 = fcmp olt float %1434, %1435
	%1437 = select i1 %1436, float %1435, float %1434
	%1438 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1437, i32 1, i32 31)
	%1439 = fcmp olt float %1437, %1438
	%1440 = select i1 %1439, float %1438, float %1437
	%1441 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1440, i32 2, i32 31)
	%1442 = fcmp olt float %1440, %1441
	%1443 = select i1 %1442, float %1441, float %1440
	%1444 = load float, float* %16
	%1445 = fcmp olt float %1444, %1443
	%1446 = select i1 %1445, float %1443, float %1444
	%1447 = fsub float %1444, %1446
	%1448 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1447)
	store float %1446, float* %16
	%1449 = load float, float* %22
	%1450 = fcmp olt float 0xFFF0000000000000, %1449
	%1451 = select i1 %1450, float %1449, float 0xFFF0000000000000
	%1452 = load float, float* %23
	%1453 = fcmp olt float %1451, %1452
	%1454 = select i1 %1453, float %1452, float %1451
	%1455 = load float, float* %26
	%1456 = fcmp olt float %1454, %1455
	%1457 = select i1 %1456, float %1455, float %1454
	%1458 = load float, float* %27
	%1459 = fcmp olt float %1457, %1458
	%1460 = select i1 %1459, float %1458, float %1457
	%1461 = load float, float* %30
	%1462 = fcmp olt float %1460, %1461
	%1463 = select i1 %1462, float %1461, float %1460
	%1464 = load float, float* %31
	%1465 = fcmp olt float %1463, %1464
	%1466 = select i1 %1465, float %1464, float %1463
	%1467 = load float, float* %34
	%1468 = fcmp olt float %1466, %1467
	%1469 = select i1 %1468, float %1467, float %1466
	%1470 = load float, float* %35
	%1471 = fcmp olt float %1469, %1470
	%1472 = select i1 %1471, float %1470, float %1469
	%1473 = load float, float* %38
	%1474 = fcmp olt float %1472, %1473
	%1475 = select i1 %1474, float %1473, float %1472
	%1476 = load float, float* %39
	%1477 = fcmp olt float %1475, %1476
	%1478 = select i1 %1477, float %1476, float %1475
	%1479 = load float, float* %42
	%1480 = fcmp olt float %1478, %1479
	%1481 = select i1 %1480, float %1479, float %1478
	%1482 = load float, float* %43
	%1483 = fcmp olt float %1481, %1482
	%1484 = select i1 %1483, float %1482, float %1481
	%1485 = load float, float* %46
	%1486 = fcmp olt float %1484, %1485
	%1487 = select i1 %1486, float %1485, float %1484
	%1488 = load float, float* %47
	%1489 = fcmp olt float %1487, %1488
	%1490 = select i1 %1489, float %1488, float %1487
	%1491 = load float, float* %50
	%1492 = fcmp olt float %1490, %1491
	%1493 = select i1 %1492, float %1491, float %1490
	%1494 = load float, float* %51
	%1495 = fcmp olt float %1493, %1494
	%1496 = select i1 %1495, float %1494, float %1493
	%1497 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1496, i32 1, i32 31)
	%1498 = fcmp olt float %1496, %1497
	%1499 = select i1 %1498, float %1497, float %1496
	%1500 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1499, i32 2, i32 31)
	%1501 = fcmp olt float %1499, %1500
	%1502 = select i1 %1501, float %1500, float %1499
	%1503 = load float, float* %17
	%1504 = fcmp olt float %1503, %1502
	%1505 = select i1 %1504, float %1502, float %1503
	%1506 = fsub float %1503, %1505
	%1507 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1506)
	store float %1505, float* %17
	%1508 = load float, float* %20
	%1509 = fsub float %1508, %1446
	%1510 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1509)
	store float %1510, float* %20
	%1511 = load float, float* %21
	%1512 = fsub float %1511, %1446
	%1513 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1512)
	store float %1513, float* %21
	%1514 = fadd float %1510, %1513
	%1515 = load float, float* %22
	%1516 = fsub float %1515, %1505
	%1517 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1516)
	store float %1517, float* %22
	%1518 = load float, float* %23
	%1519 = fsub float %1518, %1505
	%1520 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1519)
	store float %1520, float* %23
	%1521 = fadd float %1517, %1520
	%1522 = load float, float* %24
	%1523 = fsub float %1522, %1446
	%1524 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1523)
	store float %1524, float* %24
	%1525 = fadd float %1514, %1524
	%1526 = load float, float* %25
	%1527 = fsub float %1526, %1446
	%1528 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1527)
	store float %1528, float* %25
	%1529 = fadd float %1525, %1528
	%1530 = load float, float* %26
	%1531 = fsub float %1530, %1505
	%1532 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1531)
	store float %1532, float* %26
	%1533 = fadd float %1521, %1532
	%1534 = load float, float* %27
	%1535 = fsub float %1534, %1505
	%1536 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1535)
	store float %1536, float* %27
	%1537 = fadd float %1533, %1536
	%1538 = load float, float* %28
	%1539 = fsub float %1538, %1446
	%1540 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1539)
	store float %1540, float* %28
	%1541 = fadd float %1529, %1540
	%1542 = load float, float* %29
	%1543 = fsub float %1542, %1446
	%1544 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1543)
	store float %1544, float* %29
	%1545 = fadd float %1541, %1544
	%1546 = load float, float* %30
	%1547 = fsub float %1546, %1505
	%1548 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1547)
	store float %1548, float* %30
	%1549 = fadd float %1537, %1548
	%1550 = load float, float* %31
	%1551 = fsub float %1550, %1505
	%1552 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1551)
	store float %1552, float* %31
	%1553 = fadd float %1549, %1552
	%1554 = load float, float* %32
	%1555 = fsub float %1554, %1446
	%1556 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1555)
	store float %1556, float* %32
	%1557 = fadd float %1545, %1556
	%1558 = load float, float* %33
	%1559 = fsub float %1558, %1446
	%1560 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1559)
	store float %1560, float* %33
	%1561 = fadd float %1557, %1560
	%1562 = load float, float* %34
	%1563 = fsub float %1562, %1505
	%1564 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1563)
	store float %1564, float* %34
	%1565 = fadd float %1553, %1564
	%1566 = load float, float* %35
	%1567 = fsub float %1566, %1505
	%1568 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1567)
	store float %1568, float* %35
	%1569 = fadd float %1565, %1568
	%1570 = load float, float* %36
	%1571 = fsub float %1570, %1446
	%1572 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1571)
	store float %1572, float* %36
	%1573 = fadd float %1561, %1572
	%1574 = load float, float* %37
	%1575 = fsub float %1574, %1446
	%1576 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1575)
	store float %1576, float* %37
	%1577 = fadd float %1573, %1576
	%1578 = load float, float* %38
	%1579 = fsub float %1578, %1505
	%1580 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1579)
	store float %1580, float* %38
	%1581 = fadd float %1569, %1580
	%1582 = load float, float* %39
	%1583 = fsub float %1582, %1505
	%1584 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1583)
	store float %1584, float* %39
	%1585 = fadd float %1581, %1584
	%1586 = load float, float* %40
	%1587 = fsub float %1586, %1446
	%1588 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1587)
	store float %1588, float* %40
	%1589 = fadd float %1577, %1588
	%1590 = load float, float* %41
	%1591 = fsub float %1590, %1446
	%1592 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1591)
	store float %1592, float* %41
	%1593 = fadd float %1589, %1592
	%1594 = load float, float* %42
	%1595 = fsub float %1594, %1505
	%1596 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1595)
	store float %1596, float* %42
	%1597 = fadd float %1585, %1596
	%1598 = load float, float* %43
	%1599 = fsub float %1598, %1505
	%1600 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1599)
	store float %1600, float* %43
	%1601 = fadd float %1597, %1600
	%1602 = load float, float* %44
	%1603 = fsub float %1602, %1446
	%1604 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1603)
	store float %1604, float* %44
	%1605 = fadd float %1593, %1604
	%1606 = load float, float* %45
	%1607 = fsub float %1606, %1446
	%1608 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1607)
	store float %1608, float* %45
	%1609 = fadd float %1605, %1608
	%1610 = load float, float* %46
	%1611 = fsub float %1610, %1505
	%1612 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1611)
	store float %1612, float* %46
	%1613 = fadd float %1601, %1612
	%1614 = load float, float* %47
	%1615 = fsub float %1614, %1505
	%1616 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1615)
	store float %1616, float* %47
	%1617 = fadd float %1613, %1616
	%1618 = load float, float* %48
	%1619 = fsub float %1618, %1446
	%1620 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1619)
	store float %1620, float* %48
	%1621 = fadd float %1609, %1620
	%1622 = load float, float* %49
	%1623 = fsub float %1622, %1446
	%1624 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1623)
	store float %1624, float* %49
	%1625 = fadd float %1621, %1624
	%1626 = load float, float* %50
	%1627 = fsub float %1626, %1505
	%1628 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1627)
	store float %1628, float* %50
	%1629 = fadd float %1617, %1628
	%1630 = load float, float* %51
	%1631 = fsub float %1630, %1505
	%1632 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1631)
	store float %1632, float* %51
	%1633 = fadd float %1629, %1632
	%1634 = load float, float* %18
	%1635 = call float @llvm.fma.f32(float %1634, float %1448, float %1625)
	store float %1635, float* %18
	%1636 = load float, float* %19
	%1637 = call float @llvm.fma.f32(float %1636, float %1507, float %1633)
	store float %1637, float* %19
	%1638 = load float, float* %0
	%1639 = fmul float %1638, %1448
	store float %1639, float* %0
	%1640 = load float, float* %1
	%1641 = fmul float %1640, %1448
	store float %1641, float* %1
	%1642 = load float, float* %2
	%1643 = fmul float %1642, %1507
	store float %1643, float* %2
	%1644 = load float, float* %3
	%1645 = fmul float %1644, %1507
	store float %1645, float* %3
	%1646 = load float, float* %4
	%1647 = fmul float %1646, %1448
	store float %1647, float* %4
	%1648 = load float, float* %5
	%1649 = fmul float %1648, %1448
	store float %1649, float* %5
	%1650 = load float, float* %6
	%1651 = fmul float %1650, %1507
	store float %1651, float* %6
	%1652 = load float, float* %7
	%1653 = fmul float %1652, %1507
	store float %1653, float* %7
	%1654 = load float, float* %8
	%1655 = fmul float %1654, %1448
	store float %1655, float* %8
	%1656 = load float, float* %9
	%1657 = fmul float %1656, %1448
	store float %1657, float* %9
	%1658 = load float, float* %10
	%1659 = fmul float %1658, %1507
	store float %1659, float* %10
	%1660 = load float, float* %11
	%1661 = fmul float %1660, %1507
	store float %1661, float* %11
	%1662 = load float, float* %12
	%1663 = fmul float %1662, %1448
	store float %1663, float* %12
	%1664 = load float, float* %13
	%1665 = fmul float %1664, %1448
	store float %1665, float* %13
	%1666 = load float, float* %14
	%1667 = fmul float %1666, %1507
	store float %1667, float* %14
	%1668 = load float, float* %15
	%1669 = fmul float %1668, %1507
	store float %1669, float* %15
	%1670 = load float, float* %20
	%1671 = load float, float* %21
	%1672 = bitcast float %1670 to i32
	%1673 = lshr i32 %1672, 16
	%1674 = and i32 %1673, 1
	%1675 = add i32 %1672, u0x7FFF
	%1676 = add i32 %1675, %1674
	%1677 = lshr i32 %1676, 16
	%1678 = bitcast float %1671 to i32
	%1679 = lshr i32 %1678, 16
	%1680 = and i32 %1679, 1
	%1681 = add i32 %1678, u0x7FFF
	%1682 = add i32 %1681, %1680
	%1683 = lshr i32 %1682, 16
	%1684 = shl i32 %1683, 16
	%1685 = or i32 %1677, %1684
	%1686 = load float, float* %22
	%1687 = load float, float* %23
	%1688 = bitcast float %1686 to i32
	%1689 = lshr i32 %1688, 16
	%1690 = and i32 %1689, 1
	%1691 = add i32 %1688, u0x7FFF
	%1692 = add i32 %1691, %1690
	%1693 = lshr i32 %1692, 16
	%1694 = bitcast float %1687 to i32
	%1695 = lshr i32 %1694, 16
	%1696 = and i32 %1695, 1
	%1697 = add i32 %1694, u0x7FFF
	%1698 = add i32 %1697, %1696
	%1699 = lshr i32 %1698, 16
	%1700 = shl i32 %1699, 16
	%1701 = or i32 %1693, %1700
	%1702 = load float, float* %24
	%1703 = load float, float* %25
	%1704 = bitcast float %1702 to i32
	%1705 = lshr i32 %1704, 16
	%1706 = and i32 %1705, 1
	%1707 = add i32 %1704, u0x7FFF
	%1708 = add i32 %1707, %1706
	%1709 = lshr i32 %1708, 16
	%1710 = bitcast float %1703 to i32
	%1711 = lshr i32 %1710, 16
	%1712 = and i32 %1711, 1
	%1713 = add i32 %1710, u0x7FFF
	%1714 = add i32 %1713, %1712
	%1715 = lshr i32 %1714, 16
	%1716 = shl i32 %1715, 16
	%1717 = or i32 %1709, %1716
	%1718 = load float, float* %26
	%1719 = load float, float* %27
	%1720 = bitcast float %1718 to i32
	%1721 = lshr i32 %1720, 16
	%1722 = and i32 %1721, 1
	%1723 = add i32 %1720, u0x7FFF
	%1724 = add i32 %1723, %1722
	%1725 = lshr i32 %1724, 16
	%1726 = bitcast float %1719 to i32
	%1727 = lshr i32 %1726, 16
	%1728 = and i32 %1727, 1
	%1729 = add i32 %1726, u0x7FFF
	%1730 = add i32 %1729, %1728
	%1731 = lshr i32 %1730, 16
	%1732 = shl i32 %1731, 16
	%1733 = or i32 %1725, %1732
	%1734 = load float, float* %28
	%1735 = load float, float* %29
	%1736 = bitcast float %1734 to i32
	%1737 = lshr i32 %1736, 16
	%1738 = and i32 %1737, 1
	%1739 = add i32 %1736, u0x7FFF
	%1740 = add i32 %1739, %1738
	%1741 = lshr i32 %1740, 16
	%1742 = bitcast float %1735 to i32
	%1743 = lshr i32 %1742, 16
	%1744 = and i32 %1743, 1
	%1745 = add i32 %1742, u0x7FFF
	%1746 = add i32 %1745, %1744
	%1747 = lshr i32 %1746, 16
	%1748 = shl i32 %1747, 16
	%1749 = or i32 %1741, %1748
	%1750 = load float, float* %30
	%1751 = load float, float* %31
	%1752 = bitcast float %1750 to i32
	%1753 = lshr i32 %1752, 16
	%1754 = and i32 %1753, 1
	%1755 = add i32 %1752, u0x7FFF
	%1756 = add i32 %1755, %1754
	%1757 = lshr i32 %1756, 16
	%1758 = bitcast float %1751 to i32
	%1759 = lshr i32 %1758, 16
	%1760 = and i32 %1759, 1
	%1761 = add i32 %1758, u0x7FFF
	%1762 = add i32 %1761, %1760
	%1763 = lshr i32 %1762, 16
	%1764 = shl i32 %1763, 16
	%1765 = or i32 %1757, %1764
	%1766 = load float, float* %32
	%1767 = load float, float* %33
	%1768 = bitcast float %1766 to i32
	%1769 = lshr i32 %1768, 16
	%1770 = and i32 %1769, 1
	%1771 = add i32 %1768, u0x7FFF
	%1772 = add i32 %1771, %1770
	%1773 = lshr i32 %1772, 16
	%1774 = bitcast float %1767 to i32
	%1775 = lshr i32 %1774, 16
	%1776 = and i32 %1775, 1
	%1777 = add i32 %1774, u0x7FFF
	%1778 = add i32 %1777, %1776
	%1779 = lshr i32 %1778, 16
	%1780 = shl i32 %1779, 16
	%1781 = or i32 %1773, %1780
	%1782 = load float, float* %34
	%1783 = load float, float* %35
	%1784 = bitcast float %1782 to i32
	%1785 = lshr i32 %1784, 16
	%1786 = and i32 %1785, 1
	%1787 = add i32 %1784, u0x7FFF
	%1788 = add i32 %1787, %1786
	%1789 = lshr i32 %1788, 16
	%1790 = bitcast float %1783 to i32
	%1791 = lshr i32 %1790, 16
	%1792 = and i32 %1791, 1
	%1793 = add i32 %1790, u0x7FFF
	%1794 = add i32 %1793, %1792
	%1795 = lshr i32 %1794, 16
	%1796 = shl i32 %1795, 16
	%1797 = or i32 %1789, %1796
	%1798 = load float, float* %36
	%1799 = load float, float* %37
	%1800 = bitcast float %1798 to i32
	%1801 = lshr i32 %1800, 16
	%1802 = and i32 %1801, 1
	%1803 = add i32 %1800, u0x7FFF
	%1804 = add i32 %1803, %1802
	%1805 = lshr i32 %1804, 16
	%1806 = bitcast float %1799 to i32
	%1807 = lshr i32 %1806, 16
	%1808 = and i32 %1807, 1
	%1809 = add i32 %1806, u0x7FFF
	%1810 = add i32 %1809, %1808
	%1811 = lshr i32 %1810, 16
	%1812 = shl i32 %1811, 16
	%1813 = or i32 %1805, %1812
	%1814 = load float, float* %38
	%1815 = load float, float* %39
	%1816 = bitcast float %1814 to i32
	%1817 = lshr i32 %1816, 16
	%1818 = and i32 %1817, 1
	%1819 = add i32 %1816, u0x7FFF
	%1820 = add i32 %1819, %1818
	%1821 = lshr i32 %1820, 16
	%1822 = bitcast float %1815 to i32
	%1823 = lshr i32 %1822, 16
	%1824 = and i32 %1823, 1
	%1825 = add i32 %1822, u0x7FFF
	%1826 = add i32 %1825, %1824
	%1827 = lshr i32 %1826, 16
	%1828 = shl i32 %1827, 16
	%1829 = or i32 %1821, %1828
	%1830 = load float, float* %40
	%1831 = load float, float* %41
	%1832 = bitcast float %1830 to i32
	%1833 = lshr i32 %1832, 16
	%1834 = and i32 %1833, 1
	%1835 = add i32 %1832, u0x7FFF
	%1836 = add i32 %1835, %1834
	%1837 = lshr i32 %1836, 16
	%1838 = bitcast float %1831 to i32
	%1839 = lshr i32 %1838, 16
	%1840 = and i32 %1839, 1
	%1841 = add i32 %1838, u0x7FFF
	%1842 = add i32 %1841, %1840
	%1843 = lshr i32 %1842, 16
	%1844 = shl i32 %1843, 16
	%1845 = or i32 %1837, %1844
	%1846 = load float, float* %42
	%1847 = load float, float* %43
	%1848 = bitcast float %1846 to i32
	%1849 = lshr i32 %1848, 16
	%1850 = and i32 %1849, 1
	%1851 = add i32 %1848, u0x7FFF
	%1852 = add i32 %1851, %1850
	%1853 = lshr i32 %1852, 16
	%1854 = bitcast float %1847 to i32
	%1855 = lshr i32 %1854, 16
	%1856 = and i32 %1855, 1
	%1857 = add i32 %1854, u0x7FFF
	%1858 = add i32 %1857, %1856
	%1859 = lshr i32 %1858, 16
	%1860 = shl i32 %1859, 16
	%1861 = or i32 %1853, %1860
	%1862 = load float, float* %44
	%1863 = load float, float* %45
	%1864 = bitcast float %1862 to i32
	%1865 = lshr i32 %1864, 16
	%1866 = and i32 %1865, 1
	%1867 = add i32 %1864, u0x7FFF
	%1868 = add i32 %1867, %1866
	%1869 = lshr i32 %1868, 16
	%1870 = bitcast float %1863 to i32
	%1871 = lshr i32 %1870, 16
	%1872 = and i32 %1871, 1
	%1873 = add i32 %1870, u0x7FFF
	%1874 = add i32 %1873, %1872
	%1875 = lshr i32 %1874, 16
	%1876 = shl i32 %1875, 16
	%1877 = or i32 %1869, %1876
	%1878 = load float, float* %46
	%1879 = load float, float* %47
	%1880 = bitcast float %1878 to i32
	%1881 = lshr i32 %1880, 16
	%1882 = and i32 %1881, 1
	%1883 = add i32 %1880, u0x7FFF
	%1884 = add i32 %1883, %1882
	%1885 = lshr i32 %1884, 16
	%1886 = bitcast float %1879 to i32
	%1887 = lshr i32 %1886, 16
	%1888 = and i32 %1887, 1
	%1889 = add i32 %1886, u0x7FFF
	%1890 = add i32 %1889, %1888
	%1891 = lshr i32 %1890, 16
	%1892 = shl i32 %1891, 16
	%1893 = or i32 %1885, %1892
	%1894 = load float, float* %48
	%1895 = load float, float* %49
	%1896 = bitcast float %1894 to i32
	%1897 = lshr i32 %1896, 16
	%1898 = and i32 %1897, 1
	%1899 = add i32 %1896, u0x7FFF
	%1900 = add i32 %1899, %1898
	%1901 = lshr i32 %1900, 16
	%1902 = bitcast float %1895 to i32
	%1903 = lshr i32 %1902, 16
	%1904 = and i32 %1903, 1
	%1905 = add i32 %1902, u0x7FFF
	%1906 = add i32 %1905, %1904
	%1907 = lshr i32 %1906, 16
	%1908 = shl i32 %1907, 16
	%1909 = or i32 %1901, %1908
	%1910 = load float, float* %50
	%1911 = load float, float* %51
	%1912 = bitcast float %1910 to i32
	%1913 = lshr i32 %1912, 16
	%1914 = and i32 %1913, 1
	%1915 = add i32 %1912, u0x7FFF
	%1916 = add i32 %1915, %1914
	%1917 = lshr i32 %1916, 16
	%1918 = bitcast float %1911 to i32
	%1919 = lshr i32 %1918, 16
	%1920 = and i32 %1919, 1
	%1921 = add i32 %1918, u0x7FFF
	%1922 = add i32 %1921, %1920
	%1923 = lshr i32 %1922, 16
	%1924 = shl i32 %1923, 16
	%1925 = or i32 %1917, %1924
	%1926 = add i32 %54, 0
	%1927 = mul i32 %1926, 36
	%1928 = add i32 %1927, 0
	%1929 = add i32 %458, %1928
	%1930 = sext i32 %1929 to i64
	%1931 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %1930
	%1932 = ptrtoint i32 addrspace(3)* %1931 to i32
	%1933 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1932)
	%1934 = extractvalue { i32, i32, i32, i32 } %1933, 0
	%1935 = insertelement <4 x i32> zeroinitializer, i32 %1934, i32 0
	%1936 = extractvalue { i32, i32, i32, i32 } %1933, 1
	%1937 = insertelement <4 x i32> %1935, i32 %1936, i32 1
	%1938 = extractvalue { i32, i32, i32, i32 } %1933, 2
	%1939 = insertelement <4 x i32> %1937, i32 %1938, i32 2
	%1940 = extractvalue { i32, i32, i32, i32 } %1933, 3
	%1941 = insertelement <4 x i32> %1939, i32 %1940, i32 3
	%1942 = extractelement <4 x i32> %1941, i32 0
	%1943 = extractelement <4 x i32> %1941, i32 1
	%1944 = load float, float* %0
	%1945 = load float, float* %1
	%1946 = load float, float* %2
	%1947 = load float, float* %3
	%1948 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1685, i32 %1701, i32 %1717, i32 %1733, i32 %1942, i32 %1943, float %1944, float %1945, float %1946, float %1947)
	%1949 = extractvalue { float, float, float, float } %1948, 0
	%1950 = bitcast float %1949 to i32
	%1951 = insertelement <4 x i32> zeroinitializer, i32 %1950, i32 0
	%1952 = extractvalue { float, float, float, float } %1948, 1
	%1953 = bitcast float %1952 to i32
	%1954 = insertelement <4 x i32> %1951, i32 %1953, i32 1
	%1955 = extractvalue { float, float, float, float } %1948, 2
	%1956 = bitcast float %1955 to i32
	%1957 = insertelement <4 x i32> %1954, i32 %1956, i32 2
	%1958 = extractvalue { float, float, float, float } %1948, 3
	%1959 = bitcast float %1958 to i32
	%1960 = insertelement <4 x i32> %1957, i32 %1959, i32 3
	%1961 = extractelement <4 x i32> %1960, i32 0
	%1962 = bitcast i32 %1961 to float
	store float %1962, float* %0
	%1963 = extractelement <4 x i32> %1960, i32 1
	%1964 = bitcast i32 %1963 to float
	store float %1964, float* %1
	%1965 = extractelement <4 x i32> %1960, i32 2
	%1966 = bitcast i32 %1965 to float
	store float %1966, float* %2
	%1967 = extractelement <4 x i32> %1960, i32 3
	%1968 = bitcast i32 %1967 to float
	store float %1968, float* %3
	%1969 = extractelement <4 x i32> %1941, i32 2
	%1970 = extractelement <4 x i32> %1941, i32 3
	%1971 = load float, float* %0
	%1972 = load float, float* %1
	%1973 = load float, float* %2
	%1974 = load float, float* %3
	%1975 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1749, i32 %1765, i32 %1781, i32 %1797, i32 %1969, i32 %1970, float %1971, float %1972, float %1973, float %1974)
	%1976 = extractvalue { float, float, float, float } %1975, 0
	%1977 = bitcast float %1976 to i32
	%1978 = insertelement <4 x i32> zeroinitializer, i32 %1977, i32 0
	%1979 = extractvalue { float, float, float, float } %1975, 1
	%1980 = bitcast float %1979 to i32
	%1981 = insertelement <4 x i32> %1978, i32 %1980, i32 1
	%1982 = extractvalue { float, float, float, float } %1975, 2
	%1983 = bitcast float %1982 to i32
	%1984 = insertelement <4 x i32> %1981, i32 %1983, i32 2
	%1985 = extractvalue { float, float, float, float } %1975, 3
	%1986 = bitcast float %1985 to i32
	%1987 = insertelement <4 x i32> %1984, i32 %1986, i32 3
	%1988 = extractelement <4 x i32> %1987, i32 0
	%1989 = bitcast i32 %1988 to float
	store float %1989, float* %0
	%1990 = extractelement <4 x i32> %1987, i32 1
	%1991 = bitcast i32 %1990 to float
	store float %1991, float* %1
	%1992 = extractelement <4 x i32> %1987, i32 2
	%1993 = bitcast i32 %1992 to float
	store float %1993, float* %2
	%1994 = extractelement <4 x i32> %1987, i32 3
	%1995 = bitcast i32 %1994 to float
	store float %1995, float* %3
	%1996 = add i32 %54, 32
	%1997 = mul i32 %1996, 36
	%1998 = add i32 %1997, 0
	%1999 = add i32 %458, %1998
	%2000 = sext i32 %1999 to i64
	%2001 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2000
	%2002 = ptrtoint i32 addrspace(3)* %2001 to i32
	%2003 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2002)
	%2004 = extractvalue { i32, i32, i32, i32 } %2003, 0
	%2005 = insertelement <4 x i32> zeroinitializer, i32 %2004, i32 0
	%2006 = extractvalue { i32, i32, i32, i32 } %2003, 1
	%2007 = insertelement <4 x i32> %2005, i32 %2006, i32 1
	%2008 = extractvalue { i32, i32, i32, i32 } %2003, 2
	%2009 = insertelement <4 x i32> %2007, i32 %2008, i32 2
	%2010 = extractvalue { i32, i32, i32, i32 } %2003, 3
	%2011 = insertelement <4 x i32> %2009, i32 %2010, i32 3
	%2012 = extractelement <4 x i32> %2011, i32 0
	%2013 = extractelement <4 x i32> %2011, i32 1
	%2014 = load float, float* %0
	%2015 = load float, float* %1
	%2016 = load float, float* %2
	%2017 = load float, float* %3
	%2018 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1829, i32 %1845, i32 %1861, i32 %2012, i32 %2013, float %2014, float %2015, float %2016, float %2017)
	%2019 = extractvalue { float, float, float, float } %2018, 0
	%2020 = bitcast float %2019 to i32
	%2021 = insertelement <4 x i32> zeroinitializer, i32 %2020, i32 0
	%2022 = extractvalue { float, float, float, float } %2018, 1
	%2023 = bitcast float %2022 to i32
	%2024 = insertelement <4 x i32> %2021, i32 %2023, i32 1
	%2025 = extractvalue { float, float, float, float } %2018, 2
	%2026 = bitcast float %2025 to i32
	%2027 = insertelement <4 x i32> %2024, i32 %2026, i32 2
	%2028 = extractvalue { float, float, float, float } %2018, 3
	%2029 = bitcast float %2028 to i32
	%2030 = insertelement <4 x i32> %2027, i32 %2029, i32 3
	%2031 = extractelement <4 x i32> %2030, i32 0
	%2032 = bitcast i32 %2031 to float
	store float %2032, float* %0
	%2033 = extractelement <4 x i32> %2030, i32 1
	%2034 = bitcast i32 %2033 to float
	store float %2034, float* %1
	%2035 = extractelement <4 x i32> %2030, i32 2
	%2036 = bitcast i32 %2035 to float
	store float %2036, float* %2
	%2037 = extractelement <4 x i32> %2030, i32 3
	%2038 = bitcast i32 %2037 to float
	store float %2038, float* %3
	%2039 = extractelement <4 x i32> %2011, i32 2
	%2040 = extractelement <4 x i32> %2011, i32 3
	%2041 = load float, float* %0
	%2042 = load float, float* %1
	%2043 = load float, float* %2
	%2044 = load float, float* %3
	%2045 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1877, i32 %1893, i32 %1909, i32 %1925, i32 %2039, i32 %2040, float %2041, float %2042, float %2043, float %2044)
	%2046 = extractvalue { float, float, float, float } %2045, 0
	%2047 = bitcast float %2046 to i32
	%2048 = insertelement <4 x i32> zeroinitializer, i32 %2047, i32 0
	%2049 = extractvalue { float, float, float, float } %2045, 1
	%2050 = bitcast float %2049 to i32
	%2051 = insertelement <4 x i32> %2048, i32 %2050, i32 1
	%2052 = extractvalue { float, float, float, float } %2045, 2
	%2053 = bitcast float %2052 to i32
	%2054 = insertelement <4 x i32> %2051, i32 %2053, i32 2
	%2055 = extractvalue { float, float, float, float } %2045, 3
	%2056 = bitcast float %2055 to i32
	%2057 = insertelement <4 x i32> %2054, i32 %2056, i32 3
	%2058 = extractelement <4 x i32> %2057, i32 0
	%2059 = bitcast i32 %2058 to float
	store float %2059, float* %0
	%2060 = extractelement <4 x i32> %2057, i32 1
	%2061 = bitcast i32 %2060 to float
	store float %2061, float* %1
	%2062 = extractelement <4 x i32> %2057, i32 2
	%2063 = bitcast i32 %2062 to float
	store float %2063, float* %2
	%2064 = extractelement <4 x i32> %2057, i32 3
	%2065 = bitcast i32 %2064 to float
	store float %2065, float* %3
	%2066 = add i32 %54, 0
	%2067 = mul i32 %2066, 36
	%2068 = add i32 %2067, 4
	%2069 = add i32 %458, %2068
	%2070 = sext i32 %2069 to i64
	%2071 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2070
	%2072 = ptrtoint i32 addrspace(3)* %2071 to i32
	%2073 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2072)
	%2074 = extractvalue { i32, i32, i32, i32 } %2073, 0
	%2075 = insertelement <4 x i32> zeroinitializer, i32 %2074, i32 0
	%2076 = extractvalue { i32, i32, i32, i32 } %2073, 1
	%2077 = insertelement <4 x i32> %2075, i32 %2076, i32 1
	%2078 = extractvalue { i32, i32, i32, i32 } %2073, 2
	%2079 = insertelement <4 x i32> %2077, i32 %2078, i32 2
	%2080 = extractvalue { i32, i32, i32, i32 } %2073, 3
	%2081 = insertelement <4 x i32> %2079, i32 %2080, i32 3
	%2082 = extractelement <4 x i32> %2081, i32 0
	%2083 = extractelement <4 x i32> %2081, i32 1
	%2084 = load float, float* %4
	%2085 = load float, float* %5
	%2086 = load float, float* %6
	%2087 = load float, float* %7
	%2088 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1685, i32 %1701, i32 %1717, i32 %1733, i32 %2082, i32 %2083, float %2084, float %2085, float %2086, float %2087)
	%2089 = extractvalue { float, float, float, float } %2088, 0
	%2090 = bitcast float %2089 to i32
	%2091 = insertelement <4 x i32> zeroinitializer, i32 %2090, i32 0
	%2092 = extractvalue { float, float, float, float } %2088, 1
	%2093 = bitcast float %2092 to i32
	%2094 = insertelement <4 x i32> %2091, i32 %2093, i32 1
	%2095 = extractvalue { float, float, float, float } %2088, 2
	%2096 = bitcast float %2095 to i32
	%2097 = insertelement <4 x i32> %2094, i32 %2096, i32 2
	%2098 = extractvalue { float, float, float, float } %2088, 3
	%2099 = bitcast float %2098 to i32
	%2100 = insertelement <4 x i32> %2097, i32 %2099, i32 3
	%2101 = extractelement <4 x i32> %2100, i32 0
	%2102 = bitcast i32 %2101 to float
	store float %2102, float* %4
	%2103 = extractelement <4 x i32> %2100, i32 1
	%2104 = bitcast i32 %2103 to float
	store float %2104, float* %5
	%2105 = extractelement <4 x i32> %2100, i32 2
	%2106 = bitcast i32 %2105 to float
	store float %2106, float* %6
	%2107 = extractelement <4 x i32> %2100, i32 3
	%2108 = bitcast i32 %2107 to float
	store float %2108, float* %7
	%2109 = extractelement <4 x i32> %2081, i32 2
	%2110 = extractelement <4 x i32> %2081, i32 3
	%2111 = load float, float* %4
	%2112 = load float, float* %5
	%2113 = load float, float* %6
	%2114 = load float, float* %7
	%2115 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1749, i32 %1765, i32 %1781, i32 %1797, i32 %2109, i32 %2110, float %2111, float %2112, float %2113, float %2114)
	%2116 = extractvalue { float, float, float, float } %2115, 0
	%2117 = bitcast float %2116 to i32
	%2118 = insertelement <4 x i32> zeroinitializer, i32 %2117, i32 0
	%2119 = extractvalue { float, float, float, float } %2115, 1
	%2120 = bitcast float %2119 to i32
	%2121 = insertelement <4 x i32> %2118, i32 %2120, i32 1
	%2122 = extractvalue { float, float, float, float } %2115, 2
	%2123 = bitcast float %2122 to i32
	%2124 = insertelement <4 x i32> %2121, i32 %2123, i32 2
	%2125 = extractvalue { float, float, float, float } %2115, 3
	%2126 = bitcast float %2125 to i32
	%2127 = insertelement <4 x i32> %2124, i32 %2126, i32 3
	%2128 = extractelement <4 x i32> %2127, i32 0
	%2129 = bitcast i32 %2128 to float
	store float %2129, float* %4
	%2130 = extractelement <4 x i32> %2127, i32 1
	%2131 = bitcast i32 %2130 to float
	store float %2131, float* %5
	%2132 = extractelement <4 x i32> %2127, i32 2
	%2133 = bitcast i32 %2132 to float
	store float %2133, float* %6
	%2134 = extractelement <4 x i32> %2127, i32 3
	%2135 = bitcast i32 %2134 to float
	store float %2135, float* %7
	%2136 = add i32 %54, 32
	%2137 = mul i32 %2136, 36
	%2138 = add i32 %2137, 4
	%2139 = add i32 %458, %2138
	%2140 = sext i32 %2139 to i64
	%2141 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2140
	%2142 = ptrtoint i32 addrspace(3)* %2141 to i32
	%2143 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2142)
	%2144 = extractvalue { i32, i32, i32, i32 } %2143, 0
	%2145 = insertelement <4 x i32> zeroinitializer, i32 %2144, i32 0
	%2146 = extractvalue { i32, i32, i32, i32 } %2143, 1
	%2147 = insertelement <4 x i32> %2145, i32 %2146, i32 1
	%2148 = extractvalue { i32, i32, i32, i32 } %2143, 2
	%2149 = insertelement <4 x i32> %2147, i32 %2148, i32 2
	%2150 = extractvalue { i32, i32, i32, i32 } %2143, 3
	%2151 = insertelement <4 x i32> %2149, i32 %2150, i32 3
	%2152 = extractelement <4 x i32> %2151, i32 0
	%2153 = extractelement <4 x i32> %2151, i32 1
	%2154 = load float, float* %4
	%2155 = load float, float* %5
	%2156 = load float, float* %6
	%2157 = load float, float* %7
	%2158 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1829, i32 %1845, i32 %1861, i32 %2152, i32 %2153, float %2154, float %2155, float %2156, float %2157)
	%2159 = extractvalue { float, float, float, float } %2158, 0
	%2160 = bitcast float %2159 to i32
	%2161 = insertelement <4 x i32> zeroinitializer, i32 %2160, i32 0
	%2162 = extractvalue { float, float, float, float } %2158, 1
	%2163 = bitcast float %2162 to i32
	%2164 = insertelement <4 x i32> %2161, i32 %2163, i32 1
	%2165 = extractvalue { float, float, float, float } %2158, 2
	%2166 = bitcast float %2165 to i32
	%2167 = insertelement <4 x i32> %2164, i32 %2166, i32 2
	%2168 = extractvalue { float, float, float, float } %2158, 3
	%2169 = bitcast float %2168 to i32
	%2170 = insertelement <4 x i32> %2167, i32 %2169, i32 3
	%2171 = extractelement <4 x i32> %2170, i32 0
	%2172 = bitcast i32 %2171 to float
	store float %2172, float* %4
	%2173 = extractelement <4 x i32> %2170, i32 1
	%2174 = bitcast i32 %2173 to float
	store float %2174, float* %5
	%2175 = extractelement <4 x i32> %2170, i32 2
	%2176 = bitcast i32 %2175 to float
	store float %2176, float* %6
	%2177 = extractelement <4 x i32> %2170, i32 3
	%2178 = bitcast i32 %2177 to float
	store float %2178, float* %7
	%2179 = extractelement <4 x i32> %2151, i32 2
	%2180 = extractelement <4 x i32> %2151, i32 3
	%2181 = load float, float* %4
	%2182 = load float, float* %5
	%2183 = load float, float* %6
	%2184 = load float, float* %7
	%2185 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1877, i32 %1893, i32 %1909, i32 %1925, i32 %2179, i32 %2180, float %2181, float %2182, float %2183, float %2184)
	%2186 = extractvalue { float, float, float, float } %2185, 0
	%2187 = bitcast float %2186 to i32
	%2188 = insertelement <4 x i32> zeroinitializer, i32 %2187, i32 0
	%2189 = extractvalue { float, float, float, float } %2185, 1
	%2190 = bitcast float %2189 to i32
	%2191 = insertelement <4 x i32> %2188, i32 %2190, i32 1
	%2192 = extractvalue { float, float, float, float } %2185, 2
	%2193 = bitcast float %2192 to i32
	%2194 = insertelement <4 x i32> %2191, i32 %2193, i32 2
	%2195 = extractvalue { float, float, float, float } %2185, 3
	%2196 = bitcast float %2195 to i32
	%2197 = insertelement <4 x i32> %2194, i32 %2196, i32 3
	%2198 = extractelement <4 x i32> %2197, i32 0
	%2199 = bitcast i32 %2198 to float
	store float %2199, float* %4
	%2200 = extractelement <4 x i32> %2197, i32 1
	%2201 = bitcast i32 %2200 to float
	store float %2201, float* %5
	%2202 = extractelement <4 x i32> %2197, i32 2
	%2203 = bitcast i32 %2202 to float
	store float %2203, float* %6
	%2204 = extractelement <4 x i32> %2197, i32 3
	%2205 = bitcast i32 %2204 to float
	store float %2205, float* %7
	%2206 = add i32 %54, 0
	%2207 = mul i32 %2206, 36
	%2208 = add i32 %2207, 8
	%2209 = add i32 %458, %2208
	%2210 = sext i32 %2209 to i64
	%2211 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2210
	%2212 = ptrtoint i32 addrspace(3)* %2211 to i32
	%2213 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2212)
	%2214 = extractvalue { i32, i32, i32, i32 } %2213, 0
	%2215 = insertelement <4 x i32> zeroinitializer, i32 %2214, i32 0
	%2216 = extractvalue { i32, i32, i32, i32 } %2213, 1
	%2217 = insertelement <4 x i32> %2215, i32 %2216, i32 1
	%2218 = extractvalue { i32, i32, i32, i32 } %2213, 2
	%2219 = insertelement <4 x i32> %2217, i32 %2218, i32 2
	%2220 = extractvalue { i32, i32, i32, i32 } %2213, 3
	%2221 = insertelement <4 x i32> %2219, i32 %2220, i32 3
	%2222 = extractelement <4 x i32> %2221, i32 0
	%2223 = extractelement <4 x i32> %2221, i32 1
	%2224 = load float, float* %8
	%2225 = load float, float* %9
	%2226 = load float, float* %10
	%2227 = load float, float* %11
	%2228 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1685, i32 %1701, i32 %1717, i32 %1733, i32 %2222, i32 %2223, float %2224, float %2225, float %2226, float %2227)
	%2229 = extractvalue { float, float, float, float } %2228, 0
	%2230 = bitcast float %2229 to i32
	%2231 = insertelement <4 x i32> zeroinitializer, i32 %2230, i32 0
	%2232 = extractvalue { float, float, float, float } %2228, 1
	%2233 = bitcast float %2232 to i32
	%2234 = insertelement <4 x i32> %2231, i32 %2233, i32 1
	%2235 = extractvalue { float, float, float, float } %2228, 2
	%2236 = bitcast float %2235 to i32
	%2237 = insertelement <4 x i32> %2234, i32 %2236, i32 2
	%2238 = extractvalue { float, float, float, float } %2228, 3
	%2239 = bitcast float %2238 to i32
	%2240 = insertelement <4 x i32> %2237, i32 %2239, i32 3
	%2241 = extractelement <4 x i32> %2240, i32 0
	%2242 = bitcast i32 %2241 to float
	store float %2242, float* %8
	%2243 = extractelement <4 x i32> %2240, i32 1
	%2244 = bitcast i32 %2243 to float
	store float %2244, float* %9
	%2245 = extractelement <4 x i32> %2240, i32 2
	%2246 = bitcast i32 %2245 to float
	store float %2246, float* %10
	%2247 = extractelement <4 x i32> %2240, i32 3
	%2248 = bitcast i32 %2247 to float
	store float %2248, float* %11
	%2249 = extractelement <4 x i32> %2221, i32 2
	%2250 = extractelement <4 x i32> %2221, i32 3
	%2251 = load float, float* %8
	%2252 = load float, float* %9
	%2253 = load float, float* %10
	%2254 = load float, float* %11
	%2255 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1749, i32 %1765, i32 %1781, i32 %1797, i32 %2249, i32 %2250, float %2251, float %2252, float %2253, float %2254)
	%2256 = extractvalue { float, float, float, float } %2255, 0
	%2257 = bitcast float %2256 to i32
	%2258 = insertelement <4 x i32> zeroinitializer, i32 %2257, i32 0
	%2259 = extractvalue { float, float, float, float } %2255, 1
	%2260 = bitcast float %2259 to i32
	%2261 = insertelement <4 x i32> %2258, i32 %2260, i32 1
	%2262 = extractvalue { float, float, float, float } %2255, 2
	%2263 = bitcast float %2262 to i32
	%2264 = insertelement <4 x i32> %2261, i32 %2263, i32 2
	%2265 = extractvalue { float, float, float, float } %2255, 3
	%2266 = bitcast float %2265 to i32
	%2267 = insertelement <4 x i32> %2264, i32 %2266, i32 3
	%2268 = extractelement <4 x i32> %2267, i32 0
	%2269 = bitcast i32 %2268 to float
	store float %2269, float* %8
	%2270 = extractelement <4 x i32> %2267, i32 1
	%2271 = bitcast i32 %2270 to float
	store float %2271, float* %9
	%2272 = extractelement <4 x i32> %2267, i32 2
	%2273 = bitcast i32 %2272 to float
	store float %2273, float* %10
	%2274 = extractelement <4 x i32> %2267, i32 3
	%2275 = bitcast i32 %2274 to float
	store float %2275, float* %11
	%2276 = add i32 %54, 32
	%2277 = mul i32 %2276, 36
	%2278 = add i32 %2277, 8
	%2279 = add i32 %458, %2278
	%2280 = sext i32 %2279 to i64
	%2281 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2280
	%2282 = ptrtoint i32 addrspace(3)* %2281 to i32
	%2283 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2282)
	%2284 = extractvalue { i32, i32, i32, i32 } %2283, 0
	%2285 = insertelement <4 x i32> zeroinitializer, i32 %2284, i32 0
	%2286 = extractvalue { i32, i32, i32, i32 } %2283, 1
	%2287 = insertelement <4 x i32> %2285, i32 %2286, i32 1
	%2288 = extractvalue { i32, i32, i32, i32 } %2283, 2
	%2289 = insertelement <4 x i32> %2287, i32 %2288, i32 2
	%2290 = extractvalue { i32, i32, i32, i32 } %2283, 3
	%2291 = insertelement <4 x i32> %2289, i32 %2290, i32 3
	%2292 = extractelement <4 x i32> %2291, i32 0
	%2293 = extractelement <4 x i32> %2291, i32 1
	%2294 = load float, float* %8
	%2295 = load float, float* %9
	%2296 = load float, float* %10
	%2297 = load float, float* %11
	%2298 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1829, i32 %1845, i32 %1861, i32 %2292, i32 %2293, float %2294, float %2295, float %2296, float %2297)
	%2299 = extractvalue { float, float, float, float } %2298, 0
	%2300 = bitcast float %2299 to i32
	%2301 = insertelement <4 x i32> zeroinitializer, i32 %2300, i32 0
	%2302 = extractvalue { float, float, float, float } %2298, 1
	%2303 = bitcast float %2302 to i32
	%2304 = insertelement <4 x i32> %2301, i32 %2303, i32 1
	%2305 = extractvalue { float, float, float, float } %2298, 2
	%2306 = bitcast float %2305 to i32
	%2307 = insertelement <4 x i32> %2304, i32 %2306, i32 2
	%2308 = extractvalue { float, float, float, float } %2298, 3
	%2309 = bitcast float %2308 to i32
	%2310 = insertelement <4 x i32> %2307, i32 %2309, i32 3
	%2311 = extractelement <4 x i32> %2310, i32 0
	%2312 = bitcast i32 %2311 to float
	store float %2312, float* %8
	%2313 = extractelement <4 x i32> %2310, i32 1
	%2314 = bitcast i32 %2313 to float
	store float %2314, float* %9
	%2315 = extractelement <4 x i32> %2310, i32 2
	%2316 = bitcast i32 %2315 to float
	store float %2316, float* %10
	%2317 = extractelement <4 x i32> %2310, i32 3
	%2318 = bitcast i32 %2317 to float
	store float %2318, float* %11
	%2319 = extractelement <4 x i32> %2291, i32 2
	%2320 = extractelement <4 x i32> %2291, i32 3
	%2321 = load float, float* %8
	%2322 = load float, float* %9
	%2323 = load float, float* %10
	%2324 = load float, float* %11
	%2325 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1877, i32 %1893, i32 %1909, i32 %1925, i32 %2319, i32 %2320, float %2321, float %2322, float %2323, float %2324)
	%2326 = extractvalue { float, float, float, float } %2325, 0
	%2327 = bitcast float %2326 to i32
	%2328 = insertelement <4 x i32> zeroinitializer, i32 %2327, i32 0
	%2329 = extractvalue { float, float, float, float } %2325, 1
	%2330 = bitcast float %2329 to i32
	%2331 = insertelement <4 x i32> %2328, i32 %2330, i32 1
	%2332 = extractvalue { float, float, float, float } %2325, 2
	%2333 = bitcast float %2332 to i32
	%2334 = insertelement <4 x i32> %2331, i32 %2333, i32 2
	%2335 = extractvalue { float, float, float, float } %2325, 3
	%2336 = bitcast float %2335 to i32
	%2337 = insertelement <4 x i32> %2334, i32 %2336, i32 3
	%2338 = extractelement <4 x i32> %2337, i32 0
	%2339 = bitcast i32 %2338 to float
	store float %2339, float* %8
	%2340 = extractelement <4 x i32> %2337, i32 1
	%2341 = bitcast i32 %2340 to float
	store float %2341, float* %9
	%2342 = extractelement <4 x i32> %2337, i32 2
	%2343 = bitcast i32 %2342 to float
	store float %2343, float* %10
	%2344 = extractelement <4 x i32> %2337, i32 3
	%2345 = bitcast i32 %2344 to float
	store float %2345, float* %11
	%2346 = add i32 %54, 0
	%2347 = mul i32 %2346, 36
	%2348 = add i32 %2347, 12
	%2349 = add i32 %458, %2348
	%2350 = sext i32 %2349 to i64
	%2351 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2350
	%2352 = ptrtoint i32 addrspace(3)* %2351 to i32
	%2353 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2352)
	%2354 = extractvalue { i32, i32, i32, i32 } %2353, 0
	%2355 = insertelement <4 x i32> zeroinitializer, i32 %2354, i32 0
	%2356 = extractvalue { i32, i32, i32, i32 } %2353, 1
	%2357 = insertelement <4 x i32> %2355, i32 %2356, i32 1
	%2358 = extractvalue { i32, i32, i32, i32 } %2353, 2
	%2359 = insertelement <4 x i32> %2357, i32 %2358, i32 2
	%2360 = extractvalue { i32, i32, i32, i32 } %2353, 3
	%2361 = insertelement <4 x i32> %2359, i32 %2360, i32 3
	%2362 = extractelement <4 x i32> %2361, i32 0
	%2363 = extractelement <4 x i32> %2361, i32 1
	%2364 = load float, float* %12
	%2365 = load float, float* %13
	%2366 = load float, float* %14
	%2367 = load float, float* %15
	%2368 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1685, i32 %1701, i32 %1717, i32 %1733, i32 %2362, i32 %2363, float %2364, float %2365, float %2366, float %2367)
	%2369 = extractvalue { float, float, float, float } %2368, 0
	%2370 = bitcast float %2369 to i32
	%2371 = insertelement <4 x i32> zeroinitializer, i32 %2370, i32 0
	%2372 = extractvalue { float, float, float, float } %2368, 1
	%2373 = bitcast float %2372 to i32
	%2374 = insertelement <4 x i32> %2371, i32 %2373, i32 1
	%2375 = extractvalue { float, float, float, float } %2368, 2
	%2376 = bitcast float %2375 to i32
	%2377 = insertelement <4 x i32> %2374, i32 %2376, i32 2
	%2378 = extractvalue { float, float, float, float } %2368, 3
	%2379 = bitcast float %2378 to i32
	%2380 = insertelement <4 x i32> %2377, i32 %2379, i32 3
	%2381 = extractelement <4 x i32> %2380, i32 0
	%2382 = bitcast i32 %2381 to float
	store float %2382, float* %12
	%2383 = extractelement <4 x i32> %2380, i32 1
	%2384 = bitcast i32 %2383 to float
	store float %2384, float* %13
	%2385 = extractelement <4 x i32> %2380, i32 2
	%2386 = bitcast i32 %2385 to float
	store float %2386, float* %14
	%2387 = extractelement <4 x i32> %2380, i32 3
	%2388 = bitcast i32 %2387 to float
	store float %2388, float* %15
	%2389 = extractelement <4 x i32> %2361, i32 2
	%2390 = extractelement <4 x i32> %2361, i32 3
	%2391 = load float, float* %12
	%2392 = load float, float* %13
	%2393 = load float, float* %14
	%2394 = load float, float* %15
	%2395 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1749, i32 %1765, i32 %1781, i32 %1797, i32 %2389, i32 %2390, float %2391, float %2392, float %2393, float %2394)
	%2396 = extractvalue { float, float, float, float } %2395, 0
	%2397 = bitcast float %2396 to i32
	%2398 = insertelement <4 x i32> zeroinitializer, i32 %2397, i32 0
	%2399 = extractvalue { float, float, float, float } %2395, 1
	%2400 = bitcast float %2399 to i32
	%2401 = insertelement <4 x i32> %2398, i32 %2400, i32 1
	%2402 = extractvalue { float, float, float, float } %2395, 2
	%2403 = bitcast float %2402 to i32
	%2404 = insertelement <4 x i32> %2401, i32 %2403, i32 2
	%2405 = extractvalue { float, float, float, float } %2395, 3
	%2406 = bitcast float %2405 to i32
	%2407 = insertelement <4 x i32> %2404, i32 %2406, i32 3
	%2408 = extractelement <4 x i32> %2407, i32 0
	%2409 = bitcast i32 %2408 to float
	store float %2409, float* %12
	%2410 = extractelement <4 x i32> %2407, i32 1
	%2411 = bitcast i32 %2410 to float
	store float %2411, float* %13
	%2412 = extractelement <4 x i32> %2407, i32 2
	%2413 = bitcast i32 %2412 to float
	store float %2413, float* %14
	%2414 = extractelement <4 x i32> %2407, i32 3
	%2415 = bitcast i32 %2414 to float
	store float %2415, float* %15
	%2416 = add i32 %54, 32
	%2417 = mul i32 %2416, 36
	%2418 = add i32 %2417, 12
	%2419 = add i32 %458, %2418
	%2420 = sext i32 %2419 to i64
	%2421 = getelementptr [4608 x i32], [4608 x i32] addrspace(3)* @mla_prefill_flash_h2_n32_r16_v32_s3ec28f5c.smem8, i64 0, i64 %2420
	%2422 = ptrtoint i32 addrspace(3)* %2421 to i32
	%2423 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %2422)
	%2424 = extractvalue { i32, i32, i32, i32 } %2423, 0
	%2425 = insertelement <4 x i32> zeroinitializer, i32 %2424, i32 0
	%2426 = extractvalue { i32, i32, i32, i32 } %2423, 1
	%2427 = insertelement <4 x i32> %2425, i32 %2426, i32 1
	%2428 = extractvalue { i32, i32, i32, i32 } %2423, 2
	%2429 = insertelement <4 x i32> %2427, i32 %2428, i32 2
	%2430 = extractvalue { i32, i32, i32, i32 } %2423, 3
	%2431 = insertelement <4 x i32> %2429, i32 %2430, i32 3
	%2432 = extractelement <4 x i32> %2431, i32 0
	%2433 = extractelement <4 x i32> %2431, i32 1
	%2434 = load float, float* %12
	%2435 = load float, float* %13
	%2436 = load float, float* %14
	%2437 = load float, float* %15
	%2438 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1829, i32 %1845, i32 %1861, i32 %2432, i32 %2433, float %2434, float %2435, float %2436, float %2437)
	%2439 = extractvalue { float, float, float, float } %2438, 0
	%2440 = bitcast float %2439 to i32
	%2441 = insertelement <4 x i32> zeroinitializer, i32 %2440, i32 0
	%2442 = extractvalue { float, float, float, float } %2438, 1
	%2443 = bitcast float %2442 to i32
	%2444 = insertelement <4 x i32> %2441, i32 %2443, i32 1
	%2445 = extractvalue { float, float, float, float } %2438, 2
	%2446 = bitcast float %2445 to i32
	%2447 = insertelement <4 x i32> %2444, i32 %2446, i32 2
	%2448 = extractvalue { float, float, float, float } %2438, 3
	%2449 = bitcast float %2448 to i32
	%2450 = insertelement <4 x i32> %2447, i32 %2449, i32 3
	%2451 = extractelement <4 x i32> %2450, i32 0
	%2452 = bitcast i32 %2451 to float
	store float %2452, float* %12
	%2453 = extractelement <4 x i32> %2450, i32 1
	%2454 = bitcast i32 %2453 to float
	store float %2454, float* %13
	%2455 = extractelement <4 x i32> %2450, i32 2
	%2456 = bitcast i32 %2455 to float
	store float %2456, float* %14
	%2457 = extractelement <4 x i32> %2450, i32 3
	%2458 = bitcast i32 %2457 to float
	store float %2458, float* %15
	%2459 = extractelement <4 x i32> %2431, i32 2
	%2460 = extractelement <4 x i32> %2431, i32 3
	%2461 = load float, float* %12
	%2462 = load float, float* %13
	%2463 = load float, float* %14
	%2464 = load float, float* %15
	%2465 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1877, i32 %1893, i32 %1909, i32 %1925, i32 %2459, i32 %2460, float %2461, float %2462, float %2463, float %2464)
	%2466 = extractvalue { float, float, float, float } %2465, 0
	%2467 = bitcast float %2466 to i32
	%2468 = insertelement <4 x i32> zeroinitializer, i32 %2467, i32 0
	%2469 = extractvalue { float, float, float, float } %2465, 1
	%2470 = bitcast float %2469 to i32
	%2471 = insertelement <4 x i32> %2468, i32 %2470, i32 1
	%2472 = extractvalue { float, float, float, float } %2465, 2
	%2473 = bitcast float %2472 to i32
	%2474 = insertelement <4 x i32> %2471, i32 %2473, i32 2
	%2475 = extractvalue { float, float, float, float } %2465, 3
	%2476 = bitcast float %2475 to i32
	%2477 = insertelement <4 x i32> %2474, i32 %2476, i32 3
	%2478 = extractelement <4 x i32> %2477, i32 0
	%2479 = bitcast i32 %2478 to float
	store float %2479, float* %12
	%2480 = extractelement <4 x i32> %2477, i32 1
	%2481 = bitcast i32 %2480 to float
	store float %2481, float* %13
	%2482 = extractelement <4 x i32> %2477, i32 2
	%2483 = bitcast i32 %2482 to float
	store float %2483, float* %14
	%2484 = extractelement <4 x i32> %2477, i32 3
	%2485 = bitcast i32 %2484 to float
	store float %2485, float* %15
	call void @llvm.nvvm.barrier0()
	%2486 = add i32 %317, 1
	br label %loop1

then8:
	%2487 = mul i32 %73, 2
	%2488 = add i32 %2487, %64
	%2489 = mul i32 %2488, 32
	%2490 = shl i32 %57, 1
	%2491 = add i32 %2489, %2490
	%2492 = add i32 %2491, 0
	%2493 = load float, float* %0
	%2494 = fmul float %2493, %328
	%2495 = bitcast float %2494 to i32
	%2496 = lshr i32 %2495, 16
	%2497 = and i32 %2496, 1
	%2498 = add i32 %2495, u0x7FFF
	%2499 = add i32 %2498, %2497
	%2500 = lshr i32 %2499, 16
	%2501 = fcmp uno float %2494, %2494
	%2502 = select i1 %2501, i32 32704, i32 %2500
	%2503 = trunc i32 %2502 to i16
	%2504 = sext i32 %2492 to i64
	%2505 = getelementptr i16, i16 addrspace(1)* %out, i64 %2504
	store i16 %2503, i16 addrspace(1)* %2505
	%2506 = add i32 %2491, 1
	%2507 = load float, float* %1
	%2508 = fmul float %2507, %328
	%2509 = bitcast float %2508 to i32
	%2510 = lshr i32 %2509, 16
	%2511 = and i32 %2510, 1
	%2512 = add i32 %2509, u0x7FFF
	%2513 = add i32 %2512, %2511
	%2514 = lshr i32 %2513, 16
	%2515 = fcmp uno float %2508, %2508
	%2516 = select i1 %2515, i32 32704, i32 %2514
	%2517 = trunc i32 %2516 to i16
	%2518 = sext i32 %2506 to i64
	%2519 = getelementptr i16, i16 addrspace(1)* %out, i64 %2518
	store i16 %2517, i16 addrspace(1)* %2519
	%2520 = add i32 %2491, 8
	%2521 = load float, float* %4
	%2522 = fmul float %2521, %328
	%2523 = bitcast float %2522 to i32
	%2524 = lshr i32 %2523, 16
	%2525 = and i32 %2524, 1
	%2526 = add i32 %2523, u0x7FFF
	%2527 = add i32 %2526, %2525
	%2528 = lshr i32 %2527, 16
	%2529 = fcmp uno float %2522, %2522
	%2530 = select i1 %2529, i32 32704, i32 %2528
	%2531 = trunc i32 %2530 to i16
	%2532 = sext i32 %2520 to i64
	%2533 = getelementptr i16, i16 addrspace(1)* %out, i64 %2532
	store i16 %2531, i16 addrspace(1)* %2533
	%2534 = add i32 %2491, 9
	%2535 = load float, float* %5
	%2536 = fmul float %2535, %328
	%2537 = bitcast float %2536 to i32
	%2538 = lshr i32 %2537, 16
	%2539 = and i32 %2538, 1
	%2540 = add i32 %2537, u0x7FFF
	%2541 = add i32 %2540, %2539
	%2542 = lshr i32 %2541, 16
	%2543 = fcmp uno float %2536, %2536
	%2544 = select i1 %2543, i32 32704, i32 %2542
	%2545 = trunc i32 %2544 to i16
	%2546 = sext i32 %2534 to i64
	%2547 = getelementptr i16, i16 addrspace(1)* %out, i64 %2546
	store i16 %2545, i16 addrspace(1)* %2547
	%2548 = add i32 %2491, 16
	%2549 = load float, float* %8
	%2550 = fmul float %2549, %328
	%2551 = bitcast float %2550 to i32
	%2552 = lshr i32 %2551, 16
	%2553 = and i32 %2552, 1
	%2554 = add i32 %2551, u0x7FFF
	%2555 = add i32 %2554, %2553
	%2556 = lshr i32 %2555, 16
	%2557 = fcmp uno float %2550, %2550
	%2558 = select i1 %2557, i32 32704, i32 %2556
	%2559 = trunc i32 %2558 to i16
	%2560 = sext i32 %2548 to i64
	%2561 = getelementptr i16, i16 addrspace(1)* %out, i64 %2560
	store i16 %2559, i16 addrspace(1)* %2561
	%2562 = add i32 %2491, 17
	%2563 = load float, float* %9
	%2564 = fmul float %2563, %328
	%2565 = bitcast float %2564 to i32
	%2566 = lshr i32 %2565, 16
	%2567 = and i32 %2566, 1
	%2568 = add i32 %2565, u0x7FFF
	%2569 = add i32 %2568, %2567
	%2570 = lshr i32 %2569, 16
	%2571 = fcmp uno float %2564, %2564
	%2572 = select i1 %2571, i32 32704, i32 %2570
	%2573 = trunc i32 %2572 to i16
	%2574 = sext i32 %2562 to i64
	%2575 = getelementptr i16, i16 addrspace(1)* %out, i64 %2574
	store i16 %2573, i16 addrspace(1)* %2575
	%2576 = add i32 %2491, 24
	%2577 = load float, float* %12
	%2578 = fmul float %2577, %328
	%2579 = bitcast float %2578 to i32
	%2580 = lshr i32 %2579, 16
	%2581 = and i32 %2580, 1
	%2582 = add i32 %2579, u0x7FFF
	%2583 = add i32 %2582, %2581
	%2584 = lshr i32 %2583, 16
	%2585 = fcmp uno float %2578, %2578
	%2586 = select i1 %2585, i32 32704, i32 %2584
	%2587 = trunc i32 %2586 to i16
	%2588 = sext i32 %2576 to i64
	%2589 = getelementptr i16, i16 addrspace(1)* %out, i64 %2588
	store i16 %2587, i16 addrspace(1)* %2589
	%2590 = add i32 %2491, 25
	%2591 = load float, float* %13
	%2592 = fmul float %2591, %328
	%2593 = bitcast float %2592 to i32
	%2594 = lshr i32 %2593, 16
	%2595 = and i32 %2594, 1
	%2596 = add i32 %2593, u0x7FFF
	%2597 = add i32 %2596, %2595
	%2598 = lshr i32 %2597, 16
	%2599 = fcmp uno float %2592, %2592
	%2600 = select i1 %2599, i32 32704, i32 %2598
	%2601 = trunc i32 %2600 to i16
	%2602 = sext i32 %2590 to i64
	%2603 = getelementptr i16, i16 addrspace(1)* %out, i64 %2602
	store i16 %2601, i16 addrspace(1)* %2603
	br label %join9

join9:
	%2604 = icmp slt i32 %75, %queries
	br i1 %2604, label %then10, label %join11

then10:
	%2605 = mul i32 %75, 2
	%2606 = add i32 %2605, %64
	%2607 = mul i32 %2606, 32
	%2608 = shl i32 %57, 1
	%2609 = add i32 %2607, %2608
	%2610 = add i32 %2609, 0
	%2611 = load float, float* %2
	%2612 = fmul float %2611, %334
	%2613 = bitcast float %2612 to i32
	%2614 = lshr i32 %2613, 16
	%2615 = and i32 %2614, 1
	%2616 = add i32 %2613, u0x7FFF
	%2617 = add i32 %2616, %2615
	%2618 = lshr i32 %2617, 16
	%2619 = fcmp uno float %2612, %2612
	%2620 = select i1 %2619, i32 32704, i32 %2618
	%2621 = trunc i32 %2620 to i16
	%2622 = sext i32 %2610 to i64
	%2623 = getelementptr i16, i16 addrspace(1)* %out, i64 %2622
	store i16 %2621, i16 addrspace(1)* %2623
	%2624 = add i32 %2609, 1
	%2625 = load float, float* %3
	%2626 = fmul float %2625, %334
	%2627 = bitcast float %2626 to i32
	%2628 = lshr i32 %2627, 16
	%2629 = and i32 %2628, 1
	%2630 = add i32 %2627, u0x7FFF
	%2631 = add i32 %2630, %2629
	%2632 = lshr i32 %2631, 16
	%2633 = fcmp uno float %2626, %2626
	%2634 = select i1 %2633, i32 32704, i32 %2632
	%2635 = trunc i32 %2634 to i16
	%2636 = sext i32 %2624 to i64
	%2637 = getelementptr i16, i16 addrspace(1)* %out, i64 %2636
	store i16 %2635, i16 addrspace(1)* %2637
	%2638 = add i32 %2609, 8
	%2639 = load float, float* %6
	%2640 = fmul float %2639, %334
	%2641 = bitcast float %2640 to i32
	%2642 = lshr i32 %2641, 16
	%2643 = and i32 %2642, 1
	%2644 = add i32 %2641, u0x7FFF
	%2645 = add i32 %2644, %2643
	%2646 = lshr i32 %2645, 16
	%2647 = fcmp uno float %2640, %2640
	%2648 = select i1 %2647, i32 32704, i32 %2646
	%2649 = trunc i32 %2648 to i16
	%2650 = sext i32 %2638 to i64
	%2651 = getelementptr i16, i16 addrspace(1)* %out, i64 %2650
	store i16 %2649, i16 addrspace(1)* %2651
	%2652 = add i32 %2609, 9
	%2653 = load float, float* %7
	%2654 = fmul float %2653, %334
	%2655 = bitcast float %2654 to i32
	%2656 = lshr i32 %2655, 16
	%2657 = and i32 %2656, 1
	%2658 = add i32 %2655, u0x7FFF
	%2659 = add i32 %2658, %2657
	%2660 = lshr i32 %2659, 16
	%2661 = fcmp uno float %2654, %2654
	%2662 = select i1 %2661, i32 32704, i32 %2660
	%2663 = trunc i32 %2662 to i16
	%2664 = sext i32 %2652 to i64
	%2665 = getelementptr i16, i16 addrspace(1)* %out, i64 %2664
	store i16 %2663, i16 addrspace(1)* %2665
	%2666 = add i32 %2609, 16
	%2667 = load float, float* %10
	%2668 = fmul float %2667, %334
	%2669 = bitcast float %2668 to i32
	%2670 = lshr i32 %2669, 16
	%2671 = and i32 %2670, 1
	%2672 = add i32 %2669, u0x7FFF
	%2673 = add i32 %2672, %2671
	%2674 = lshr i32 %2673, 16
	%2675 = fcmp uno float %2668, %2668
	%2676 = select i1 %2675, i32 32704, i32 %2674
	%2677 = trunc i32 %2676 to i16
	%2678 = sext i32 %2666 to i64
	%2679 = getelementptr i16, i16 addrspace(1)* %out, i64 %2678
	store i16 %2677, i16 addrspace(1)* %2679
	%2680 = add i32 %2609, 17
	%2681 = load float, float* %11
	%2682 = fmul float %2681, %334
	%2683 = bitcast float %2682 to i32
	%2684 = lshr i32 %2683, 16
	%2685 = and i32 %2684, 1
	%2686 = add i32 %2683, u0x7FFF
	%2687 = add i32 %2686, %2685
	%2688 = lshr i32 %2687, 16
	%2689 = fcmp uno float %2682, %2682
	%2690 = select i1 %2689, i32 32704, i32 %2688
	%2691 = trunc i32 %2690 to i16
	%2692 = sext i32 %2680 to i64
	%2693 = getelementptr i16, i16 addrspace(1)* %out, i64 %2692
	store i16 %2691, i16 addrspace(1)* %2693
	%2694 = add i32 %2609, 24
	%2695 = load float, float* %14
	%2696 = fmul float %2695, %334
	%2697 = bitcast float %2696 to i32
	%2698 = lshr i32 %2697, 16
	%2699 = and i32 %2698, 1
	%2700 = add i32 %2697, u0x7FFF
	%2701 = add i32 %2700, %2699
	%2702 = lshr i32 %2701, 16
	%2703 = fcmp uno float %2696, %2696
	%2704 = select i1 %2703, i32 32704, i32 %2702
	%2705 = trunc i32 %2704 to i16
	%2706 = sext i32 %2694 to i64
	%2707 = getelementptr i16, i16 addrspace(1)* %out, i64 %2706
	store i16 %2705, i16 addrspace(1)* %2707
	%2708 = add i32 %2609, 25
	%2709 = load float, float* %15
	%2710 = fmul float %2709, %334
	%2711 = bitcast float %2710 to i32
	%2712 = lshr i32 %2711, 16
	%2713 = and i32 %2712, 1
	%2714 = add i32 %2711, u0x7FFF
	%2715 = add i32 %2714, %2713
	%2716 = lshr i32 %2715, 16
	%2717 = fcmp uno float %2710, %2710
	%2718 = select i1 %2717, i32 32704, i32 %2716
	%2719 = trunc i32 %2718 to i16
	%2720 = sext i32 %2708 to i64
	%2721 = getelementptr i16, i16 addrspace(1)* %out, i64 %2720
	store i16 %2719, i16 addrspace(1)* %2721
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
