target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48 = internal addrspace(3) global [2816 x i32] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49 = internal addrspace(3) global [640 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53 = internal addrspace(3) global [32 x i32] undef, align 16

define ptx_kernel void @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4(float addrspace(1)* %part, float addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
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
	br label %body

body:
	%34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%36 = and i32 %34, 31
	%37 = lshr i32 %34, 5
	%38 = lshr i32 %36, 2
	%39 = and i32 %36, 3
	%40 = srem i32 %35, 1
	%41 = sdiv i32 %35, 1
	%42 = sdiv i32 %41, %splits
	%43 = srem i32 %41, %splits
	%44 = sext i32 %42 to i64
	%45 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %44
	%46 = load i32, i32 addrspace(1)* %45
	%47 = sext i32 %42 to i64
	%48 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %47
	%49 = load i32, i32 addrspace(1)* %48
	%50 = add i32 %49, 1
	%51 = mul i32 %max_blocks, %block_size
	%52 = sub i32 %splits, 1
	%53 = add i32 %51, %52
	%54 = sdiv i32 %53, %splits
	%55 = add i32 %54, 31
	%56 = sdiv i32 %55, 32
	%57 = mul i32 %56, 32
	%58 = mul i32 %43, %57
	%59 = add i32 %58, %57
	%60 = icmp slt i32 %59, %50
	%61 = select i1 %60, i32 %59, i32 %50
	%62 = icmp slt i32 %58, %50
	br i1 %62, label %then1, label %join2

then1:
	%63 = mul i32 %40, 16
	br label %loop3

join2:
	ret void

loop3:
	%64 = phi i32 [ %34, %then1 ], [ %90, %join7 ]
	%65 = icmp slt i32 %64, 2304
	br i1 %65, label %body4, label %done5

body4:
	%66 = sdiv i32 %64, 144
	%67 = srem i32 %64, 144
	%68 = mul i32 %42, 16
	%69 = add i32 %63, %66
	%70 = add i32 %68, %69
	%71 = mul i32 %67, 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	%72 = icmp slt i32 %71, 256
	br i1 %72, label %then6, label %else8

done5:
	%73 = icmp slt i32 %34, 16
	br i1 %73, label %then9, label %join10

then6:
	%74 = mul i32 %70, 256
	%75 = add i32 %74, %71
	%76 = sext i32 %75 to i64
	%77 = getelementptr float, float addrspace(1)* %qabs, i64 %76
	%78 = load float, float addrspace(1)* %77
	store float %78, float* %0
	%79 = add i32 %75, 1
	%80 = sext i32 %79 to i64
	%81 = getelementptr float, float addrspace(1)* %qabs, i64 %80
	%82 = load float, float addrspace(1)* %81
	store float %82, float* %1
	br label %join7

join7:
	%83 = mul i32 %66, 176
	%84 = add i32 %83, %67
	%85 = load float, float* %0
	%86 = load float, float* %1
	%87 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %86, float %85)
	%88 = sext i32 %84 to i64
	%89 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %88
	store i32 %87, i32 addrspace(3)* %89
	%90 = add i32 %64, 128
	br label %loop3

else8:
	%91 = mul i32 %70, 48
	%92 = add i32 -240, %71
	%93 = add i32 %91, %92
	%94 = sext i32 %93 to i64
	%95 = getelementptr i16, i16 addrspace(1)* %q, i64 %94
	%96 = load i16, i16 addrspace(1)* %95
	%97 = zext i16 %96 to i32
	%98 = shl i32 %97, 16
	%99 = bitcast i32 %98 to float
	store float %99, float* %0
	%100 = add i32 %93, 1
	%101 = sext i32 %100 to i64
	%102 = getelementptr i16, i16 addrspace(1)* %q, i64 %101
	%103 = load i16, i16 addrspace(1)* %102
	%104 = zext i16 %103 to i32
	%105 = shl i32 %104, 16
	%106 = bitcast i32 %105 to float
	store float %106, float* %1
	br label %join7

then9:
	%107 = sext i32 %34 to i64
	%108 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %107
	store float 0xFFF0000000000000, float addrspace(3)* %108
	%109 = sext i32 %34 to i64
	%110 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %109
	store float 0.0, float addrspace(3)* %110
	br label %join10

join10:
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
	store float 0.0, float* %16
	store float 0.0, float* %17
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
	%111 = mul i32 %38, 176
	%112 = add i32 %38, 8
	%113 = mul i32 %112, 176
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%114 = phi i32 [ %58, %join10 ], [ %2151, %done18 ]
	%115 = icmp slt i32 %114, %61
	br i1 %115, label %body12, label %done13

body12:
	%116 = mul i32 %37, 8
	%117 = add i32 %114, %116
	%118 = add i32 %117, %38
	%119 = icmp slt i32 %118, %61
	%120 = select i1 %119, i32 %118, i32 %58
	%121 = mul i32 %46, %max_blocks
	%122 = sdiv i32 %120, %block_size
	%123 = add i32 %121, %122
	%124 = sext i32 %123 to i64
	%125 = getelementptr i32, i32 addrspace(1)* %table, i64 %124
	%126 = load i32, i32 addrspace(1)* %125
	%127 = mul i32 %126, %block_size
	%128 = srem i32 %120, %block_size
	%129 = add i32 %127, %128
	%130 = mul i32 %129, 288
	%131 = icmp eq i32 %39, 0
	br i1 %131, label %then14, label %join15

done13:
	%132 = mul i32 %41, 16
	%133 = add i32 %132, %63
	%134 = mul i32 %133, 264
	%135 = add i32 %38, 0
	%136 = mul i32 %37, 64
	%137 = mul i32 %39, 2
	%138 = add i32 %137, 0
	%139 = mul i32 %138, 8
	%140 = add i32 %139, 0
	%141 = add i32 %136, %140
	%142 = mul i32 %135, 264
	%143 = add i32 %142, %141
	%144 = add i32 %134, %143
	%145 = load float, float* %2
	%146 = sext i32 %144 to i64
	%147 = getelementptr float, float addrspace(1)* %part, i64 %146
	store float %145, float addrspace(1)* %147
	%148 = add i32 %38, 0
	%149 = mul i32 %37, 64
	%150 = mul i32 %39, 2
	%151 = add i32 %150, 1
	%152 = mul i32 %151, 8
	%153 = add i32 %152, 0
	%154 = add i32 %149, %153
	%155 = mul i32 %148, 264
	%156 = add i32 %155, %154
	%157 = add i32 %134, %156
	%158 = load float, float* %3
	%159 = sext i32 %157 to i64
	%160 = getelementptr float, float addrspace(1)* %part, i64 %159
	store float %158, float addrspace(1)* %160
	%161 = add i32 %38, 8
	%162 = mul i32 %37, 64
	%163 = mul i32 %39, 2
	%164 = add i32 %163, 0
	%165 = mul i32 %164, 8
	%166 = add i32 %165, 0
	%167 = add i32 %162, %166
	%168 = mul i32 %161, 264
	%169 = add i32 %168, %167
	%170 = add i32 %134, %169
	%171 = load float, float* %4
	%172 = sext i32 %170 to i64
	%173 = getelementptr float, float addrspace(1)* %part, i64 %172
	store float %171, float addrspace(1)* %173
	%174 = add i32 %38, 8
	%175 = mul i32 %37, 64
	%176 = mul i32 %39, 2
	%177 = add i32 %176, 1
	%178 = mul i32 %177, 8
	%179 = add i32 %178, 0
	%180 = add i32 %175, %179
	%181 = mul i32 %174, 264
	%182 = add i32 %181, %180
	%183 = add i32 %134, %182
	%184 = load float, float* %5
	%185 = sext i32 %183 to i64
	%186 = getelementptr float, float addrspace(1)* %part, i64 %185
	store float %184, float addrspace(1)* %186
	%187 = add i32 %38, 0
	%188 = mul i32 %37, 64
	%189 = mul i32 %39, 2
	%190 = add i32 %189, 0
	%191 = mul i32 %190, 8
	%192 = add i32 %191, 1
	%193 = add i32 %188, %192
	%194 = mul i32 %187, 264
	%195 = add i32 %194, %193
	%196 = add i32 %134, %195
	%197 = load float, float* %6
	%198 = sext i32 %196 to i64
	%199 = getelementptr float, float addrspace(1)* %part, i64 %198
	store float %197, float addrspace(1)* %199
	%200 = add i32 %38, 0
	%201 = mul i32 %37, 64
	%202 = mul i32 %39, 2
	%203 = add i32 %202, 1
	%204 = mul i32 %203, 8
	%205 = add i32 %204, 1
	%206 = add i32 %201, %205
	%207 = mul i32 %200, 264
	%208 = add i32 %207, %206
	%209 = add i32 %134, %208
	%210 = load float, float* %7
	%211 = sext i32 %209 to i64
	%212 = getelementptr float, float addrspace(1)* %part, i64 %211
	store float %210, float addrspace(1)* %212
	%213 = add i32 %38, 8
	%214 = mul i32 %37, 64
	%215 = mul i32 %39, 2
	%216 = add i32 %215, 0
	%217 = mul i32 %216, 8
	%218 = add i32 %217, 1
	%219 = add i32 %214, %218
	%220 = mul i32 %213, 264
	%221 = add i32 %220, %219
	%222 = add i32 %134, %221
	%223 = load float, float* %8
	%224 = sext i32 %222 to i64
	%225 = getelementptr float, float addrspace(1)* %part, i64 %224
	store float %223, float addrspace(1)* %225
	%226 = add i32 %38, 8
	%227 = mul i32 %37, 64
	%228 = mul i32 %39, 2
	%229 = add i32 %228, 1
	%230 = mul i32 %229, 8
	%231 = add i32 %230, 1
	%232 = add i32 %227, %231
	%233 = mul i32 %226, 264
	%234 = add i32 %233, %232
	%235 = add i32 %134, %234
	%236 = load float, float* %9
	%237 = sext i32 %235 to i64
	%238 = getelementptr float, float addrspace(1)* %part, i64 %237
	store float %236, float addrspace(1)* %238
	%239 = add i32 %38, 0
	%240 = mul i32 %37, 64
	%241 = mul i32 %39, 2
	%242 = add i32 %241, 0
	%243 = mul i32 %242, 8
	%244 = add i32 %243, 2
	%245 = add i32 %240, %244
	%246 = mul i32 %239, 264
	%247 = add i32 %246, %245
	%248 = add i32 %134, %247
	%249 = load float, float* %10
	%250 = sext i32 %248 to i64
	%251 = getelementptr float, float addrspace(1)* %part, i64 %250
	store float %249, float addrspace(1)* %251
	%252 = add i32 %38, 0
	%253 = mul i32 %37, 64
	%254 = mul i32 %39, 2
	%255 = add i32 %254, 1
	%256 = mul i32 %255, 8
	%257 = add i32 %256, 2
	%258 = add i32 %253, %257
	%259 = mul i32 %252, 264
	%260 = add i32 %259, %258
	%261 = add i32 %134, %260
	%262 = load float, float* %11
	%263 = sext i32 %261 to i64
	%264 = getelementptr float, float addrspace(1)* %part, i64 %263
	store float %262, float addrspace(1)* %264
	%265 = add i32 %38, 8
	%266 = mul i32 %37, 64
	%267 = mul i32 %39, 2
	%268 = add i32 %267, 0
	%269 = mul i32 %268, 8
	%270 = add i32 %269, 2
	%271 = add i32 %266, %270
	%272 = mul i32 %265, 264
	%273 = add i32 %272, %271
	%274 = add i32 %134, %273
	%275 = load float, float* %12
	%276 = sext i32 %274 to i64
	%277 = getelementptr float, float addrspace(1)* %part, i64 %276
	store float %275, float addrspace(1)* %277
	%278 = add i32 %38, 8
	%279 = mul i32 %37, 64
	%280 = mul i32 %39, 2
	%281 = add i32 %280, 1
	%282 = mul i32 %281, 8
	%283 = add i32 %282, 2
	%284 = add i32 %279, %283
	%285 = mul i32 %278, 264
	%286 = add i32 %285, %284
	%287 = add i32 %134, %286
	%288 = load float, float* %13
	%289 = sext i32 %287 to i64
	%290 = getelementptr float, float addrspace(1)* %part, i64 %289
	store float %288, float addrspace(1)* %290
	%291 = add i32 %38, 0
	%292 = mul i32 %37, 64
	%293 = mul i32 %39, 2
	%294 = add i32 %293, 0
	%295 = mul i32 %294, 8
	%296 = add i32 %295, 3
	%297 = add i32 %292, %296
	%298 = mul i32 %291, 264
	%299 = add i32 %298, %297
	%300 = add i32 %134, %299
	%301 = load float, float* %14
	%302 = sext i32 %300 to i64
	%303 = getelementptr float, float addrspace(1)* %part, i64 %302
	store float %301, float addrspace(1)* %303
	%304 = add i32 %38, 0
	%305 = mul i32 %37, 64
	%306 = mul i32 %39, 2
	%307 = add i32 %306, 1
	%308 = mul i32 %307, 8
	%309 = add i32 %308, 3
	%310 = add i32 %305, %309
	%311 = mul i32 %304, 264
	%312 = add i32 %311, %310
	%313 = add i32 %134, %312
	%314 = load float, float* %15
	%315 = sext i32 %313 to i64
	%316 = getelementptr float, float addrspace(1)* %part, i64 %315
	store float %314, float addrspace(1)* %316
	%317 = add i32 %38, 8
	%318 = mul i32 %37, 64
	%319 = mul i32 %39, 2
	%320 = add i32 %319, 0
	%321 = mul i32 %320, 8
	%322 = add i32 %321, 3
	%323 = add i32 %318, %322
	%324 = mul i32 %317, 264
	%325 = add i32 %324, %323
	%326 = add i32 %134, %325
	%327 = load float, float* %16
	%328 = sext i32 %326 to i64
	%329 = getelementptr float, float addrspace(1)* %part, i64 %328
	store float %327, float addrspace(1)* %329
	%330 = add i32 %38, 8
	%331 = mul i32 %37, 64
	%332 = mul i32 %39, 2
	%333 = add i32 %332, 1
	%334 = mul i32 %333, 8
	%335 = add i32 %334, 3
	%336 = add i32 %331, %335
	%337 = mul i32 %330, 264
	%338 = add i32 %337, %336
	%339 = add i32 %134, %338
	%340 = load float, float* %17
	%341 = sext i32 %339 to i64
	%342 = getelementptr float, float addrspace(1)* %part, i64 %341
	store float %340, float addrspace(1)* %342
	%343 = add i32 %38, 0
	%344 = mul i32 %37, 64
	%345 = mul i32 %39, 2
	%346 = add i32 %345, 0
	%347 = mul i32 %346, 8
	%348 = add i32 %347, 4
	%349 = add i32 %344, %348
	%350 = mul i32 %343, 264
	%351 = add i32 %350, %349
	%352 = add i32 %134, %351
	%353 = load float, float* %18
	%354 = sext i32 %352 to i64
	%355 = getelementptr float, float addrspace(1)* %part, i64 %354
	store float %353, float addrspace(1)* %355
	%356 = add i32 %38, 0
	%357 = mul i32 %37, 64
	%358 = mul i32 %39, 2
	%359 = add i32 %358, 1
	%360 = mul i32 %359, 8
	%361 = add i32 %360, 4
	%362 = add i32 %357, %361
	%363 = mul i32 %356, 264
	%364 = add i32 %363, %362
	%365 = add i32 %134, %364
	%366 = load float, float* %19
	%367 = sext i32 %365 to i64
	%368 = getelementptr float, float addrspace(1)* %part, i64 %367
	store float %366, float addrspace(1)* %368
	%369 = add i32 %38, 8
	%370 = mul i32 %37, 64
	%371 = mul i32 %39, 2
	%372 = add i32 %371, 0
	%373 = mul i32 %372, 8
	%374 = add i32 %373, 4
	%375 = add i32 %370, %374
	%376 = mul i32 %369, 264
	%377 = add i32 %376, %375
	%378 = add i32 %134, %377
	%379 = load float, float* %20
	%380 = sext i32 %378 to i64
	%381 = getelementptr float, float addrspace(1)* %part, i64 %380
	store float %379, float addrspace(1)* %381
	%382 = add i32 %38, 8
	%383 = mul i32 %37, 64
	%384 = mul i32 %39, 2
	%385 = add i32 %384, 1
	%386 = mul i32 %385, 8
	%387 = add i32 %386, 4
	%388 = add i32 %383, %387
	%389 = mul i32 %382, 264
	%390 = add i32 %389, %388
	%391 = add i32 %134, %390
	%392 = load float, float* %21
	%393 = sext i32 %391 to i64
	%394 = getelementptr float, float addrspace(1)* %part, i64 %393
	store float %392, float addrspace(1)* %394
	%395 = add i32 %38, 0
	%396 = mul i32 %37, 64
	%397 = mul i32 %39, 2
	%398 = add i32 %397, 0
	%399 = mul i32 %398, 8
	%400 = add i32 %399, 5
	%401 = add i32 %396, %400
	%402 = mul i32 %395, 264
	%403 = add i32 %402, %401
	%404 = add i32 %134, %403
	%405 = load float, float* %22
	%406 = sext i32 %404 to i64
	%407 = getelementptr float, float addrspace(1)* %part, i64 %406
	store float %405, float addrspace(1)* %407
	%408 = add i32 %38, 0
	%409 = mul i32 %37, 64
	%410 = mul i32 %39, 2
	%411 = add i32 %410, 1
	%412 = mul i32 %411, 8
	%413 = add i32 %412, 5
	%414 = add i32 %409, %413
	%415 = mul i32 %408, 264
	%416 = add i32 %415, %414
	%417 = add i32 %134, %416
	%418 = load float, float* %23
	%419 = sext i32 %417 to i64
	%420 = getelementptr float, float addrspace(1)* %part, i64 %419
	store float %418, float addrspace(1)* %420
	%421 = add i32 %38, 8
	%422 = mul i32 %37, 64
	%423 = mul i32 %39, 2
	%424 = add i32 %423, 0
	%425 = mul i32 %424, 8
	%426 = add i32 %425, 5
	%427 = add i32 %422, %426
	%428 = mul i32 %421, 264
	%429 = add i32 %428, %427
	%430 = add i32 %134, %429
	%431 = load float, float* %24
	%432 = sext i32 %430 to i64
	%433 = getelementptr float, float addrspace(1)* %part, i64 %432
	store float %431, float addrspace(1)* %433
	%434 = add i32 %38, 8
	%435 = mul i32 %37, 64
	%436 = mul i32 %39, 2
	%437 = add i32 %436, 1
	%438 = mul i32 %437, 8
	%439 = add i32 %438, 5
	%440 = add i32 %435, %439
	%441 = mul i32 %434, 264
	%442 = add i32 %441, %440
	%443 = add i32 %134, %442
	%444 = load float, float* %25
	%445 = sext i32 %443 to i64
	%446 = getelementptr float, float addrspace(1)* %part, i64 %445
	store float %444, float addrspace(1)* %446
	%447 = add i32 %38, 0
	%448 = mul i32 %37, 64
	%449 = mul i32 %39, 2
	%450 = add i32 %449, 0
	%451 = mul i32 %450, 8
	%452 = add i32 %451, 6
	%453 = add i32 %448, %452
	%454 = mul i32 %447, 264
	%455 = add i32 %454, %453
	%456 = add i32 %134, %455
	%457 = load float, float* %26
	%458 = sext i32 %456 to i64
	%459 = getelementptr float, float addrspace(1)* %part, i64 %458
	store float %457, float addrspace(1)* %459
	%460 = add i32 %38, 0
	%461 = mul i32 %37, 64
	%462 = mul i32 %39, 2
	%463 = add i32 %462, 1
	%464 = mul i32 %463, 8
	%465 = add i32 %464, 6
	%466 = add i32 %461, %465
	%467 = mul i32 %460, 264
	%468 = add i32 %467, %466
	%469 = add i32 %134, %468
	%470 = load float, float* %27
	%471 = sext i32 %469 to i64
	%472 = getelementptr float, float addrspace(1)* %part, i64 %471
	store float %470, float addrspace(1)* %472
	%473 = add i32 %38, 8
	%474 = mul i32 %37, 64
	%475 = mul i32 %39, 2
	%476 = add i32 %475, 0
	%477 = mul i32 %476, 8
	%478 = add i32 %477, 6
	%479 = add i32 %474, %478
	%480 = mul i32 %473, 264
	%481 = add i32 %480, %479
	%482 = add i32 %134, %481
	%483 = load float, float* %28
	%484 = sext i32 %482 to i64
	%485 = getelementptr float, float addrspace(1)* %part, i64 %484
	store float %483, float addrspace(1)* %485
	%486 = add i32 %38, 8
	%487 = mul i32 %37, 64
	%488 = mul i32 %39, 2
	%489 = add i32 %488, 1
	%490 = mul i32 %489, 8
	%491 = add i32 %490, 6
	%492 = add i32 %487, %491
	%493 = mul i32 %486, 264
	%494 = add i32 %493, %492
	%495 = add i32 %134, %494
	%496 = load float, float* %29
	%497 = sext i32 %495 to i64
	%498 = getelementptr float, float addrspace(1)* %part, i64 %497
	store float %496, float addrspace(1)* %498
	%499 = add i32 %38, 0
	%500 = mul i32 %37, 64
	%501 = mul i32 %39, 2
	%502 = add i32 %501, 0
	%503 = mul i32 %502, 8
	%504 = add i32 %503, 7
	%505 = add i32 %500, %504
	%506 = mul i32 %499, 264
	%507 = add i32 %506, %505
	%508 = add i32 %134, %507
	%509 = load float, float* %30
	%510 = sext i32 %508 to i64
	%511 = getelementptr float, float addrspace(1)* %part, i64 %510
	store float %509, float addrspace(1)* %511
	%512 = add i32 %38, 0
	%513 = mul i32 %37, 64
	%514 = mul i32 %39, 2
	%515 = add i32 %514, 1
	%516 = mul i32 %515, 8
	%517 = add i32 %516, 7
	%518 = add i32 %513, %517
	%519 = mul i32 %512, 264
	%520 = add i32 %519, %518
	%521 = add i32 %134, %520
	%522 = load float, float* %31
	%523 = sext i32 %521 to i64
	%524 = getelementptr float, float addrspace(1)* %part, i64 %523
	store float %522, float addrspace(1)* %524
	%525 = add i32 %38, 8
	%526 = mul i32 %37, 64
	%527 = mul i32 %39, 2
	%528 = add i32 %527, 0
	%529 = mul i32 %528, 8
	%530 = add i32 %529, 7
	%531 = add i32 %526, %530
	%532 = mul i32 %525, 264
	%533 = add i32 %532, %531
	%534 = add i32 %134, %533
	%535 = load float, float* %32
	%536 = sext i32 %534 to i64
	%537 = getelementptr float, float addrspace(1)* %part, i64 %536
	store float %535, float addrspace(1)* %537
	%538 = add i32 %38, 8
	%539 = mul i32 %37, 64
	%540 = mul i32 %39, 2
	%541 = add i32 %540, 1
	%542 = mul i32 %541, 8
	%543 = add i32 %542, 7
	%544 = add i32 %539, %543
	%545 = mul i32 %538, 264
	%546 = add i32 %545, %544
	%547 = add i32 %134, %546
	%548 = load float, float* %33
	%549 = sext i32 %547 to i64
	%550 = getelementptr float, float addrspace(1)* %part, i64 %549
	store float %548, float addrspace(1)* %550
	%551 = icmp slt i32 %34, 16
	br i1 %551, label %then21, label %join22

then14:
	%552 = mul i32 %37, 8
	%553 = add i32 %552, %38
	%554 = sext i32 %553 to i64
	%555 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %554
	store i32 %130, i32 addrspace(3)* %555
	br label %join15

join15:
	%556 = mul i32 %39, 8
	%557 = add i32 %130, %556
	%558 = add i32 %557, 0
	%559 = sext i32 %558 to i64
	%560 = getelementptr i16, i16 addrspace(1)* %pool, i64 %559
	%561 = bitcast i16 addrspace(1)* %560 to <4 x i32> addrspace(1)*
	%562 = load <4 x i32>, <4 x i32> addrspace(1)* %561, align 16, !invariant.load !0
	%563 = add i32 %557, 32
	%564 = sext i32 %563 to i64
	%565 = getelementptr i16, i16 addrspace(1)* %pool, i64 %564
	%566 = bitcast i16 addrspace(1)* %565 to <4 x i32> addrspace(1)*
	%567 = load <4 x i32>, <4 x i32> addrspace(1)* %566, align 16, !invariant.load !0
	%568 = add i32 %557, 64
	%569 = sext i32 %568 to i64
	%570 = getelementptr i16, i16 addrspace(1)* %pool, i64 %569
	%571 = bitcast i16 addrspace(1)* %570 to <4 x i32> addrspace(1)*
	%572 = load <4 x i32>, <4 x i32> addrspace(1)* %571, align 16, !invariant.load !0
	%573 = add i32 %557, 96
	%574 = sext i32 %573 to i64
	%575 = getelementptr i16, i16 addrspace(1)* %pool, i64 %574
	%576 = bitcast i16 addrspace(1)* %575 to <4 x i32> addrspace(1)*
	%577 = load <4 x i32>, <4 x i32> addrspace(1)* %576, align 16, !invariant.load !0
	%578 = add i32 %557, 128
	%579 = sext i32 %578 to i64
	%580 = getelementptr i16, i16 addrspace(1)* %pool, i64 %579
	%581 = bitcast i16 addrspace(1)* %580 to <4 x i32> addrspace(1)*
	%582 = load <4 x i32>, <4 x i32> addrspace(1)* %581, align 16, !invariant.load !0
	%583 = add i32 %557, 160
	%584 = sext i32 %583 to i64
	%585 = getelementptr i16, i16 addrspace(1)* %pool, i64 %584
	%586 = bitcast i16 addrspace(1)* %585 to <4 x i32> addrspace(1)*
	%587 = load <4 x i32>, <4 x i32> addrspace(1)* %586, align 16, !invariant.load !0
	%588 = add i32 %557, 192
	%589 = sext i32 %588 to i64
	%590 = getelementptr i16, i16 addrspace(1)* %pool, i64 %589
	%591 = bitcast i16 addrspace(1)* %590 to <4 x i32> addrspace(1)*
	%592 = load <4 x i32>, <4 x i32> addrspace(1)* %591, align 16, !invariant.load !0
	%593 = add i32 %557, 224
	%594 = sext i32 %593 to i64
	%595 = getelementptr i16, i16 addrspace(1)* %pool, i64 %594
	%596 = bitcast i16 addrspace(1)* %595 to <4 x i32> addrspace(1)*
	%597 = load <4 x i32>, <4 x i32> addrspace(1)* %596, align 16, !invariant.load !0
	%598 = add i32 %557, 256
	%599 = sext i32 %598 to i64
	%600 = getelementptr i16, i16 addrspace(1)* %pool, i64 %599
	%601 = bitcast i16 addrspace(1)* %600 to <4 x i32> addrspace(1)*
	%602 = load <4 x i32>, <4 x i32> addrspace(1)* %601, align 16, !invariant.load !0
	%603 = mul i32 %39, 4
	%604 = add i32 %603, 0
	%605 = add i32 %111, %604
	%606 = sext i32 %605 to i64
	%607 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %606
	%608 = bitcast i32 addrspace(3)* %607 to <4 x i32> addrspace(3)*
	%609 = load <4 x i32>, <4 x i32> addrspace(3)* %608, align 16
	%610 = add i32 %113, %604
	%611 = sext i32 %610 to i64
	%612 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %611
	%613 = bitcast i32 addrspace(3)* %612 to <4 x i32> addrspace(3)*
	%614 = load <4 x i32>, <4 x i32> addrspace(3)* %613, align 16
	%615 = extractelement <4 x i32> %609, i32 0
	%616 = extractelement <4 x i32> %614, i32 0
	%617 = extractelement <4 x i32> %609, i32 1
	%618 = extractelement <4 x i32> %614, i32 1
	%619 = extractelement <4 x i32> %562, i32 0
	%620 = extractelement <4 x i32> %562, i32 1
	%621 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %615, i32 %616, i32 %617, i32 %618, i32 %619, i32 %620, float 0.0, float 0.0, float 0.0, float 0.0)
	%622 = extractvalue { float, float, float, float } %621, 0
	%623 = bitcast float %622 to i32
	%624 = insertelement <4 x i32> zeroinitializer, i32 %623, i32 0
	%625 = extractvalue { float, float, float, float } %621, 1
	%626 = bitcast float %625 to i32
	%627 = insertelement <4 x i32> %624, i32 %626, i32 1
	%628 = extractvalue { float, float, float, float } %621, 2
	%629 = bitcast float %628 to i32
	%630 = insertelement <4 x i32> %627, i32 %629, i32 2
	%631 = extractvalue { float, float, float, float } %621, 3
	%632 = bitcast float %631 to i32
	%633 = insertelement <4 x i32> %630, i32 %632, i32 3
	%634 = extractelement <4 x i32> %633, i32 0
	%635 = bitcast i32 %634 to float
	%636 = extractelement <4 x i32> %633, i32 1
	%637 = bitcast i32 %636 to float
	%638 = extractelement <4 x i32> %633, i32 2
	%639 = bitcast i32 %638 to float
	%640 = extractelement <4 x i32> %633, i32 3
	%641 = bitcast i32 %640 to float
	%642 = extractelement <4 x i32> %609, i32 2
	%643 = extractelement <4 x i32> %614, i32 2
	%644 = extractelement <4 x i32> %609, i32 3
	%645 = extractelement <4 x i32> %614, i32 3
	%646 = extractelement <4 x i32> %562, i32 2
	%647 = extractelement <4 x i32> %562, i32 3
	%648 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %642, i32 %643, i32 %644, i32 %645, i32 %646, i32 %647, float %635, float %637, float %639, float %641)
	%649 = extractvalue { float, float, float, float } %648, 0
	%650 = bitcast float %649 to i32
	%651 = insertelement <4 x i32> zeroinitializer, i32 %650, i32 0
	%652 = extractvalue { float, float, float, float } %648, 1
	%653 = bitcast float %652 to i32
	%654 = insertelement <4 x i32> %651, i32 %653, i32 1
	%655 = extractvalue { float, float, float, float } %648, 2
	%656 = bitcast float %655 to i32
	%657 = insertelement <4 x i32> %654, i32 %656, i32 2
	%658 = extractvalue { float, float, float, float } %648, 3
	%659 = bitcast float %658 to i32
	%660 = insertelement <4 x i32> %657, i32 %659, i32 3
	%661 = extractelement <4 x i32> %660, i32 0
	%662 = bitcast i32 %661 to float
	%663 = extractelement <4 x i32> %660, i32 1
	%664 = bitcast i32 %663 to float
	%665 = extractelement <4 x i32> %660, i32 2
	%666 = bitcast i32 %665 to float
	%667 = extractelement <4 x i32> %660, i32 3
	%668 = bitcast i32 %667 to float
	%669 = add i32 %603, 16
	%670 = add i32 %111, %669
	%671 = sext i32 %670 to i64
	%672 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %671
	%673 = bitcast i32 addrspace(3)* %672 to <4 x i32> addrspace(3)*
	%674 = load <4 x i32>, <4 x i32> addrspace(3)* %673, align 16
	%675 = add i32 %113, %669
	%676 = sext i32 %675 to i64
	%677 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %676
	%678 = bitcast i32 addrspace(3)* %677 to <4 x i32> addrspace(3)*
	%679 = load <4 x i32>, <4 x i32> addrspace(3)* %678, align 16
	%680 = extractelement <4 x i32> %674, i32 0
	%681 = extractelement <4 x i32> %679, i32 0
	%682 = extractelement <4 x i32> %674, i32 1
	%683 = extractelement <4 x i32> %679, i32 1
	%684 = extractelement <4 x i32> %567, i32 0
	%685 = extractelement <4 x i32> %567, i32 1
	%686 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %680, i32 %681, i32 %682, i32 %683, i32 %684, i32 %685, float %662, float %664, float %666, float %668)
	%687 = extractvalue { float, float, float, float } %686, 0
	%688 = bitcast float %687 to i32
	%689 = insertelement <4 x i32> zeroinitializer, i32 %688, i32 0
	%690 = extractvalue { float, float, float, float } %686, 1
	%691 = bitcast float %690 to i32
	%692 = insertelement <4 x i32> %689, i32 %691, i32 1
	%693 = extractvalue { float, float, float, float } %686, 2
	%694 = bitcast float %693 to i32
	%695 = insertelement <4 x i32> %692, i32 %694, i32 2
	%696 = extractvalue { float, float, float, float } %686, 3
	%697 = bitcast float %696 to i32
	%698 = insertelement <4 x i32> %695, i32 %697, i32 3
	%699 = extractelement <4 x i32> %698, i32 0
	%700 = bitcast i32 %699 to float
	%701 = extractelement <4 x i32> %698, i32 1
	%702 = bitcast i32 %701 to float
	%703 = extractelement <4 x i32> %698, i32 2
	%704 = bitcast i32 %703 to float
	%705 = extractelement <4 x i32> %698, i32 3
	%706 = bitcast i32 %705 to float
	%707 = extractelement <4 x i32> %674, i32 2
	%708 = extractelement <4 x i32> %679, i32 2
	%709 = extractelement <4 x i32> %674, i32 3
	%710 = extractelement <4 x i32> %679, i32 3
	%711 = extractelement <4 x i32> %567, i32 2
	%712 = extractelement <4 x i32> %567, i32 3
	%713 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %707, i32 %708, i32 %709, i32 %710, i32 %711, i32 %712, float %700, float %702, float %704, float %706)
	%714 = extractvalue { float, float, float, float } %713, 0
	%715 = bitcast float %714 to i32
	%716 = insertelement <4 x i32> zeroinitializer, i32 %715, i32 0
	%717 = extractvalue { float, float, float, float } %713, 1
	%718 = bitcast float %717 to i32
	%719 = insertelement <4 x i32> %716, i32 %718, i32 1
	%720 = extractvalue { float, float, float, float } %713, 2
	%721 = bitcast float %720 to i32
	%722 = insertelement <4 x i32> %719, i32 %721, i32 2
	%723 = extractvalue { float, float, float, float } %713, 3
	%724 = bitcast float %723 to i32
	%725 = insertelement <4 x i32> %722, i32 %724, i32 3
	%726 = extractelement <4 x i32> %725, i32 0
	%727 = bitcast i32 %726 to float
	%728 = extractelement <4 x i32> %725, i32 1
	%729 = bitcast i32 %728 to float
	%730 = extractelement <4 x i32> %725, i32 2
	%731 = bitcast i32 %730 to float
	%732 = extractelement <4 x i32> %725, i32 3
	%733 = bitcast i32 %732 to float
	%734 = add i32 %603, 32
	%735 = add i32 %111, %734
	%736 = sext i32 %735 to i64
	%737 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %736
	%738 = bitcast i32 addrspace(3)* %737 to <4 x i32> addrspace(3)*
	%739 = load <4 x i32>, <4 x i32> addrspace(3)* %738, align 16
	%740 = add i32 %113, %734
	%741 = sext i32 %740 to i64
	%742 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %741
	%743 = bitcast i32 addrspace(3)* %742 to <4 x i32> addrspace(3)*
	%744 = load <4 x i32>, <4 x i32> addrspace(3)* %743, align 16
	%745 = extractelement <4 x i32> %739, i32 0
	%746 = extractelement <4 x i32> %744, i32 0
	%747 = extractelement <4 x i32> %739, i32 1
	%748 = extractelement <4 x i32> %744, i32 1
	%749 = extractelement <4 x i32> %572, i32 0
	%750 = extractelement <4 x i32> %572, i32 1
	%751 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %745, i32 %746, i32 %747, i32 %748, i32 %749, i32 %750, float %727, float %729, float %731, float %733)
	%752 = extractvalue { float, float, float, float } %751, 0
	%753 = bitcast float %752 to i32
	%754 = insertelement <4 x i32> zeroinitializer, i32 %753, i32 0
	%755 = extractvalue { float, float, float, float } %751, 1
	%756 = bitcast float %755 to i32
	%757 = insertelement <4 x i32> %754, i32 %756, i32 1
	%758 = extractvalue { float, float, float, float } %751, 2
	%759 = bitcast float %758 to i32
	%760 = insertelement <4 x i32> %757, i32 %759, i32 2
	%761 = extractvalue { float, float, float, float } %751, 3
	%762 = bitcast float %761 to i32
	%763 = insertelement <4 x i32> %760, i32 %762, i32 3
	%764 = extractelement <4 x i32> %763, i32 0
	%765 = bitcast i32 %764 to float
	%766 = extractelement <4 x i32> %763, i32 1
	%767 = bitcast i32 %766 to float
	%768 = extractelement <4 x i32> %763, i32 2
	%769 = bitcast i32 %768 to float
	%770 = extractelement <4 x i32> %763, i32 3
	%771 = bitcast i32 %770 to float
	%772 = extractelement <4 x i32> %739, i32 2
	%773 = extractelement <4 x i32> %744, i32 2
	%774 = extractelement <4 x i32> %739, i32 3
	%775 = extractelement <4 x i32> %744, i32 3
	%776 = extractelement <4 x i32> %572, i32 2
	%777 = extractelement <4 x i32> %572, i32 3
	%778 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %772, i32 %773, i32 %774, i32 %775, i32 %776, i32 %777, float %765, float %767, float %769, float %771)
	%779 = extractvalue { float, float, float, float } %778, 0
	%780 = bitcast float %779 to i32
	%781 = insertelement <4 x i32> zeroinitializer, i32 %780, i32 0
	%782 = extractvalue { float, float, float, float } %778, 1
	%783 = bitcast float %782 to i32
	%784 = insertelement <4 x i32> %781, i32 %783, i32 1
	%785 = extractvalue { float, float, float, float } %778, 2
	%786 = bitcast float %785 to i32
	%787 = insertelement <4 x i32> %784, i32 %786, i32 2
	%788 = extractvalue { float, float, float, float } %778, 3
	%789 = bitcast float %788 to i32
	%790 = insertelement <4 x i32> %787, i32 %789, i32 3
	%791 = extractelement <4 x i32> %790, i32 0
	%792 = bitcast i32 %791 to float
	%793 = extractelement <4 x i32> %790, i32 1
	%794 = bitcast i32 %793 to float
	%795 = extractelement <4 x i32> %790, i32 2
	%796 = bitcast i32 %795 to float
	%797 = extractelement <4 x i32> %790, i32 3
	%798 = bitcast i32 %797 to float
	%799 = add i32 %603, 48
	%800 = add i32 %111, %799
	%801 = sext i32 %800 to i64
	%802 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %801
	%803 = bitcast i32 addrspace(3)* %802 to <4 x i32> addrspace(3)*
	%804 = load <4 x i32>, <4 x i32> addrspace(3)* %803, align 16
	%805 = add i32 %113, %799
	%806 = sext i32 %805 to i64
	%807 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %806
	%808 = bitcast i32 addrspace(3)* %807 to <4 x i32> addrspace(3)*
	%809 = load <4 x i32>, <4 x i32> addrspace(3)* %808, align 16
	%810 = extractelement <4 x i32> %804, i32 0
	%811 = extractelement <4 x i32> %809, i32 0
	%812 = extractelement <4 x i32> %804, i32 1
	%813 = extractelement <4 x i32> %809, i32 1
	%814 = extractelement <4 x i32> %577, i32 0
	%815 = extractelement <4 x i32> %577, i32 1
	%816 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %810, i32 %811, i32 %812, i32 %813, i32 %814, i32 %815, float %792, float %794, float %796, float %798)
	%817 = extractvalue { float, float, float, float } %816, 0
	%818 = bitcast float %817 to i32
	%819 = insertelement <4 x i32> zeroinitializer, i32 %818, i32 0
	%820 = extractvalue { float, float, float, float } %816, 1
	%821 = bitcast float %820 to i32
	%822 = insertelement <4 x i32> %819, i32 %821, i32 1
	%823 = extractvalue { float, float, float, float } %816, 2
	%824 = bitcast float %823 to i32
	%825 = insertelement <4 x i32> %822, i32 %824, i32 2
	%826 = extractvalue { float, float, float, float } %816, 3
	%827 = bitcast float %826 to i32
	%828 = insertelement <4 x i32> %825, i32 %827, i32 3
	%829 = extractelement <4 x i32> %828, i32 0
	%830 = bitcast i32 %829 to float
	%831 = extractelement <4 x i32> %828, i32 1
	%832 = bitcast i32 %831 to float
	%833 = extractelement <4 x i32> %828, i32 2
	%834 = bitcast i32 %833 to float
	%835 = extractelement <4 x i32> %828, i32 3
	%836 = bitcast i32 %835 to float
	%837 = extractelement <4 x i32> %804, i32 2
	%838 = extractelement <4 x i32> %809, i32 2
	%839 = extractelement <4 x i32> %804, i32 3
	%840 = extractelement <4 x i32> %809, i32 3
	%841 = extractelement <4 x i32> %577, i32 2
	%842 = extractelement <4 x i32> %577, i32 3
	%843 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %837, i32 %838, i32 %839, i32 %840, i32 %841, i32 %842, float %830, float %832, float %834, float %836)
	%844 = extractvalue { float, float, float, float } %843, 0
	%845 = bitcast float %844 to i32
	%846 = insertelement <4 x i32> zeroinitializer, i32 %845, i32 0
	%847 = extractvalue { float, float, float, float } %843, 1
	%848 = bitcast float %847 to i32
	%849 = insertelement <4 x i32> %846, i32 %848, i32 1
	%850 = extractvalue { float, float, float, float } %843, 2
	%851 = bitcast float %850 to i32
	%852 = insertelement <4 x i32> %849, i32 %851, i32 2
	%853 = extractvalue { float, float, float, float } %843, 3
	%854 = bitcast float %853 to i32
	%855 = insertelement <4 x i32> %852, i32 %854, i32 3
	%856 = extractelement <4 x i32> %855, i32 0
	%857 = bitcast i32 %856 to float
	%858 = extractelement <4 x i32> %855, i32 1
	%859 = bitcast i32 %858 to float
	%860 = extractelement <4 x i32> %855, i32 2
	%861 = bitcast i32 %860 to float
	%862 = extractelement <4 x i32> %855, i32 3
	%863 = bitcast i32 %862 to float
	%864 = add i32 %603, 64
	%865 = add i32 %111, %864
	%866 = sext i32 %865 to i64
	%867 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %866
	%868 = bitcast i32 addrspace(3)* %867 to <4 x i32> addrspace(3)*
	%869 = load <4 x i32>, <4 x i32> addrspace(3)* %868, align 16
	%870 = add i32 %113, %864
	%871 = sext i32 %870 to i64
	%872 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %871
	%873 = bitcast i32 addrspace(3)* %872 to <4 x i32> addrspace(3)*
	%874 = load <4 x i32>, <4 x i32> addrspace(3)* %873, align 16
	%875 = extractelement <4 x i32> %869, i32 0
	%876 = extractelement <4 x i32> %874, i32 0
	%877 = extractelement <4 x i32> %869, i32 1
	%878 = extractelement <4 x i32> %874, i32 1
	%879 = extractelement <4 x i32> %582, i32 0
	%880 = extractelement <4 x i32> %582, i32 1
	%881 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %875, i32 %876, i32 %877, i32 %878, i32 %879, i32 %880, float %857, float %859, float %861, float %863)
	%882 = extractvalue { float, float, float, float } %881, 0
	%883 = bitcast float %882 to i32
	%884 = insertelement <4 x i32> zeroinitializer, i32 %883, i32 0
	%885 = extractvalue { float, float, float, float } %881, 1
	%886 = bitcast float %885 to i32
	%887 = insertelement <4 x i32> %884, i32 %886, i32 1
	%888 = extractvalue { float, float, float, float } %881, 2
	%889 = bitcast float %888 to i32
	%890 = insertelement <4 x i32> %887, i32 %889, i32 2
	%891 = extractvalue { float, float, float, float } %881, 3
	%892 = bitcast float %891 to i32
	%893 = insertelement <4 x i32> %890, i32 %892, i32 3
	%894 = extractelement <4 x i32> %893, i32 0
	%895 = bitcast i32 %894 to float
	%896 = extractelement <4 x i32> %893, i32 1
	%897 = bitcast i32 %896 to float
	%898 = extractelement <4 x i32> %893, i32 2
	%899 = bitcast i32 %898 to float
	%900 = extractelement <4 x i32> %893, i32 3
	%901 = bitcast i32 %900 to float
	%902 = extractelement <4 x i32> %869, i32 2
	%903 = extractelement <4 x i32> %874, i32 2
	%904 = extractelement <4 x i32> %869, i32 3
	%905 = extractelement <4 x i32> %874, i32 3
	%906 = extractelement <4 x i32> %582, i32 2
	%907 = extractelement <4 x i32> %582, i32 3
	%908 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %902, i32 %903, i32 %904, i32 %905, i32 %906, i32 %907, float %895, float %897, float %899, float %901)
	%909 = extractvalue { float, float, float, float } %908, 0
	%910 = bitcast float %909 to i32
	%911 = insertelement <4 x i32> zeroinitializer, i32 %910, i32 0
	%912 = extractvalue { float, float, float, float } %908, 1
	%913 = bitcast float %912 to i32
	%914 = insertelement <4 x i32> %911, i32 %913, i32 1
	%915 = extractvalue { float, float, float, float } %908, 2
	%916 = bitcast float %915 to i32
	%917 = insertelement <4 x i32> %914, i32 %916, i32 2
	%918 = extractvalue { float, float, float, float } %908, 3
	%919 = bitcast float %918 to i32
	%920 = insertelement <4 x i32> %917, i32 %919, i32 3
	%921 = extractelement <4 x i32> %920, i32 0
	%922 = bitcast i32 %921 to float
	%923 = extractelement <4 x i32> %920, i32 1
	%924 = bitcast i32 %923 to float
	%925 = extractelement <4 x i32> %920, i32 2
	%926 = bitcast i32 %925 to float
	%927 = extractelement <4 x i32> %920, i32 3
	%928 = bitcast i32 %927 to float
	%929 = add i32 %603, 80
	%930 = add i32 %111, %929
	%931 = sext i32 %930 to i64
	%932 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %931
	%933 = bitcast i32 addrspace(3)* %932 to <4 x i32> addrspace(3)*
	%934 = load <4 x i32>, <4 x i32> addrspace(3)* %933, align 16
	%935 = add i32 %113, %929
	%936 = sext i32 %935 to i64
	%937 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %936
	%938 = bitcast i32 addrspace(3)* %937 to <4 x i32> addrspace(3)*
	%939 = load <4 x i32>, <4 x i32> addrspace(3)* %938, align 16
	%940 = extractelement <4 x i32> %934, i32 0
	%941 = extractelement <4 x i32> %939, i32 0
	%942 = extractelement <4 x i32> %934, i32 1
	%943 = extractelement <4 x i32> %939, i32 1
	%944 = extractelement <4 x i32> %587, i32 0
	%945 = extractelement <4 x i32> %587, i32 1
	%946 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %940, i32 %941, i32 %942, i32 %943, i32 %944, i32 %945, float %922, float %924, float %926, float %928)
	%947 = extractvalue { float, float, float, float } %946, 0
	%948 = bitcast float %947 to i32
	%949 = insertelement <4 x i32> zeroinitializer, i32 %948, i32 0
	%950 = extractvalue { float, float, float, float } %946, 1
	%951 = bitcast float %950 to i32
	%952 = insertelement <4 x i32> %949, i32 %951, i32 1
	%953 = extractvalue { float, float, float, float } %946, 2
	%954 = bitcast float %953 to i32
	%955 = insertelement <4 x i32> %952, i32 %954, i32 2
	%956 = extractvalue { float, float, float, float } %946, 3
	%957 = bitcast float %956 to i32
	%958 = insertelement <4 x i32> %955, i32 %957, i32 3
	%959 = extractelement <4 x i32> %958, i32 0
	%960 = bitcast i32 %959 to float
	%961 = extractelement <4 x i32> %958, i32 1
	%962 = bitcast i32 %961 to float
	%963 = extractelement <4 x i32> %958, i32 2
	%964 = bitcast i32 %963 to float
	%965 = extractelement <4 x i32> %958, i32 3
	%966 = bitcast i32 %965 to float
	%967 = extractelement <4 x i32> %934, i32 2
	%968 = extractelement <4 x i32> %939, i32 2
	%969 = extractelement <4 x i32> %934, i32 3
	%970 = extractelement <4 x i32> %939, i32 3
	%971 = extractelement <4 x i32> %587, i32 2
	%972 = extractelement <4 x i32> %587, i32 3
	%973 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %967, i32 %968, i32 %969, i32 %970, i32 %971, i32 %972, float %960, float %962, float %964, float %966)
	%974 = extractvalue { float, float, float, float } %973, 0
	%975 = bitcast float %974 to i32
	%976 = insertelement <4 x i32> zeroinitializer, i32 %975, i32 0
	%977 = extractvalue { float, float, float, float } %973, 1
	%978 = bitcast float %977 to i32
	%979 = insertelement <4 x i32> %976, i32 %978, i32 1
	%980 = extractvalue { float, float, float, float } %973, 2
	%981 = bitcast float %980 to i32
	%982 = insertelement <4 x i32> %979, i32 %981, i32 2
	%983 = extractvalue { float, float, float, float } %973, 3
	%984 = bitcast float %983 to i32
	%985 = insertelement <4 x i32> %982, i32 %984, i32 3
	%986 = extractelement <4 x i32> %985, i32 0
	%987 = bitcast i32 %986 to float
	%988 = extractelement <4 x i32> %985, i32 1
	%989 = bitcast i32 %988 to float
	%990 = extractelement <4 x i32> %985, i32 2
	%991 = bitcast i32 %990 to float
	%992 = extractelement <4 x i32> %985, i32 3
	%993 = bitcast i32 %992 to float
	%994 = add i32 %603, 96
	%995 = add i32 %111, %994
	%996 = sext i32 %995 to i64
	%997 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %996
	%998 = bitcast i32 addrspace(3)* %997 to <4 x i32> addrspace(3)*
	%999 = load <4 x i32>, <4 x i32> addrspace(3)* %998, align 16
	%1000 = add i32 %113, %994
	%1001 = sext i32 %1000 to i64
	%1002 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1001
	%1003 = bitcast i32 addrspace(3)* %1002 to <4 x i32> addrspace(3)*
	%1004 = load <4 x i32>, <4 x i32> addrspace(3)* %1003, align 16
	%1005 = extractelement <4 x i32> %999, i32 0
	%1006 = extractelement <4 x i32> %1004, i32 0
	%1007 = extractelement <4 x i32> %999, i32 1
	%1008 = extractelement <4 x i32> %1004, i32 1
	%1009 = extractelement <4 x i32> %592, i32 0
	%1010 = extractelement <4 x i32> %592, i32 1
	%1011 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1005, i32 %1006, i32 %1007, i32 %1008, i32 %1009, i32 %1010, float %987, float %989, float %991, float %993)
	%1012 = extractvalue { float, float, float, float } %1011, 0
	%1013 = bitcast float %1012 to i32
	%1014 = insertelement <4 x i32> zeroinitializer, i32 %1013, i32 0
	%1015 = extractvalue { float, float, float, float } %1011, 1
	%1016 = bitcast float %1015 to i32
	%1017 = insertelement <4 x i32> %1014, i32 %1016, i32 1
	%1018 = extractvalue { float, float, float, float } %1011, 2
	%1019 = bitcast float %1018 to i32
	%1020 = insertelement <4 x i32> %1017, i32 %1019, i32 2
	%1021 = extractvalue { float, float, float, float } %1011, 3
	%1022 = bitcast float %1021 to i32
	%1023 = insertelement <4 x i32> %1020, i32 %1022, i32 3
	%1024 = extractelement <4 x i32> %1023, i32 0
	%1025 = bitcast i32 %1024 to float
	%1026 = extractelement <4 x i32> %1023, i32 1
	%1027 = bitcast i32 %1026 to float
	%1028 = extractelement <4 x i32> %1023, i32 2
	%1029 = bitcast i32 %1028 to float
	%1030 = extractelement <4 x i32> %1023, i32 3
	%1031 = bitcast i32 %1030 to float
	%1032 = extractelement <4 x i32> %999, i32 2
	%1033 = extractelement <4 x i32> %1004, i32 2
	%1034 = extractelement <4 x i32> %999, i32 3
	%1035 = extractelement <4 x i32> %1004, i32 3
	%1036 = extractelement <4 x i32> %592, i32 2
	%1037 = extractelement <4 x i32> %592, i32 3
	%1038 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1032, i32 %1033, i32 %1034, i32 %1035, i32 %1036, i32 %1037, float %1025, float %1027, float %1029, float %1031)
	%1039 = extractvalue { float, float, float, float } %1038, 0
	%1040 = bitcast float %1039 to i32
	%1041 = insertelement <4 x i32> zeroinitializer, i32 %1040, i32 0
	%1042 = extractvalue { float, float, float, float } %1038, 1
	%1043 = bitcast float %1042 to i32
	%1044 = insertelement <4 x i32> %1041, i32 %1043, i32 1
	%1045 = extractvalue { float, float, float, float } %1038, 2
	%1046 = bitcast float %1045 to i32
	%1047 = insertelement <4 x i32> %1044, i32 %1046, i32 2
	%1048 = extractvalue { float, float, float, float } %1038, 3
	%1049 = bitcast float %1048 to i32
	%1050 = insertelement <4 x i32> %1047, i32 %1049, i32 3
	%1051 = extractelement <4 x i32> %1050, i32 0
	%1052 = bitcast i32 %1051 to float
	%1053 = extractelement <4 x i32> %1050, i32 1
	%1054 = bitcast i32 %1053 to float
	%1055 = extractelement <4 x i32> %1050, i32 2
	%1056 = bitcast i32 %1055 to float
	%1057 = extractelement <4 x i32> %1050, i32 3
	%1058 = bitcast i32 %1057 to float
	%1059 = add i32 %603, 112
	%1060 = add i32 %111, %1059
	%1061 = sext i32 %1060 to i64
	%1062 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1061
	%1063 = bitcast i32 addrspace(3)* %1062 to <4 x i32> addrspace(3)*
	%1064 = load <4 x i32>, <4 x i32> addrspace(3)* %1063, align 16
	%1065 = add i32 %113, %1059
	%1066 = sext i32 %1065 to i64
	%1067 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1066
	%1068 = bitcast i32 addrspace(3)* %1067 to <4 x i32> addrspace(3)*
	%1069 = load <4 x i32>, <4 x i32> addrspace(3)* %1068, align 16
	%1070 = extractelement <4 x i32> %1064, i32 0
	%1071 = extractelement <4 x i32> %1069, i32 0
	%1072 = extractelement <4 x i32> %1064, i32 1
	%1073 = extractelement <4 x i32> %1069, i32 1
	%1074 = extractelement <4 x i32> %597, i32 0
	%1075 = extractelement <4 x i32> %597, i32 1
	%1076 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1070, i32 %1071, i32 %1072, i32 %1073, i32 %1074, i32 %1075, float %1052, float %1054, float %1056, float %1058)
	%1077 = extractvalue { float, float, float, float } %1076, 0
	%1078 = bitcast float %1077 to i32
	%1079 = insertelement <4 x i32> zeroinitializer, i32 %1078, i32 0
	%1080 = extractvalue { float, float, float, float } %1076, 1
	%1081 = bitcast float %1080 to i32
	%1082 = insertelement <4 x i32> %1079, i32 %1081, i32 1
	%1083 = extractvalue { float, float, float, float } %1076, 2
	%1084 = bitcast float %1083 to i32
	%1085 = insertelement <4 x i32> %1082, i32 %1084, i32 2
	%1086 = extractvalue { float, float, float, float } %1076, 3
	%1087 = bitcast float %1086 to i32
	%1088 = insertelement <4 x i32> %1085, i32 %1087, i32 3
	%1089 = extractelement <4 x i32> %1088, i32 0
	%1090 = bitcast i32 %1089 to float
	%1091 = extractelement <4 x i32> %1088, i32 1
	%1092 = bitcast i32 %1091 to float
	%1093 = extractelement <4 x i32> %1088, i32 2
	%1094 = bitcast i32 %1093 to float
	%1095 = extractelement <4 x i32> %1088, i32 3
	%1096 = bitcast i32 %1095 to float
	%1097 = extractelement <4 x i32> %1064, i32 2
	%1098 = extractelement <4 x i32> %1069, i32 2
	%1099 = extractelement <4 x i32> %1064, i32 3
	%1100 = extractelement <4 x i32> %1069, i32 3
	%1101 = extractelement <4 x i32> %597, i32 2
	%1102 = extractelement <4 x i32> %597, i32 3
	%1103 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1097, i32 %1098, i32 %1099, i32 %1100, i32 %1101, i32 %1102, float %1090, float %1092, float %1094, float %1096)
	%1104 = extractvalue { float, float, float, float } %1103, 0
	%1105 = bitcast float %1104 to i32
	%1106 = insertelement <4 x i32> zeroinitializer, i32 %1105, i32 0
	%1107 = extractvalue { float, float, float, float } %1103, 1
	%1108 = bitcast float %1107 to i32
	%1109 = insertelement <4 x i32> %1106, i32 %1108, i32 1
	%1110 = extractvalue { float, float, float, float } %1103, 2
	%1111 = bitcast float %1110 to i32
	%1112 = insertelement <4 x i32> %1109, i32 %1111, i32 2
	%1113 = extractvalue { float, float, float, float } %1103, 3
	%1114 = bitcast float %1113 to i32
	%1115 = insertelement <4 x i32> %1112, i32 %1114, i32 3
	%1116 = extractelement <4 x i32> %1115, i32 0
	%1117 = bitcast i32 %1116 to float
	%1118 = extractelement <4 x i32> %1115, i32 1
	%1119 = bitcast i32 %1118 to float
	%1120 = extractelement <4 x i32> %1115, i32 2
	%1121 = bitcast i32 %1120 to float
	%1122 = extractelement <4 x i32> %1115, i32 3
	%1123 = bitcast i32 %1122 to float
	%1124 = add i32 %603, 128
	%1125 = add i32 %111, %1124
	%1126 = sext i32 %1125 to i64
	%1127 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1126
	%1128 = bitcast i32 addrspace(3)* %1127 to <4 x i32> addrspace(3)*
	%1129 = load <4 x i32>, <4 x i32> addrspace(3)* %1128, align 16
	%1130 = add i32 %113, %1124
	%1131 = sext i32 %1130 to i64
	%1132 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1131
	%1133 = bitcast i32 addrspace(3)* %1132 to <4 x i32> addrspace(3)*
	%1134 = load <4 x i32>, <4 x i32> addrspace(3)* %1133, align 16
	%1135 = extractelement <4 x i32> %1129, i32 0
	%1136 = extractelement <4 x i32> %1134, i32 0
	%1137 = extractelement <4 x i32> %1129, i32 1
	%1138 = extractelement <4 x i32> %1134, i32 1
	%1139 = extractelement <4 x i32> %602, i32 0
	%1140 = extractelement <4 x i32> %602, i32 1
	%1141 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1135, i32 %1136, i32 %1137, i32 %1138, i32 %1139, i32 %1140, float %1117, float %1119, float %1121, float %1123)
	%1142 = extractvalue { float, float, float, float } %1141, 0
	%1143 = bitcast float %1142 to i32
	%1144 = insertelement <4 x i32> zeroinitializer, i32 %1143, i32 0
	%1145 = extractvalue { float, float, float, float } %1141, 1
	%1146 = bitcast float %1145 to i32
	%1147 = insertelement <4 x i32> %1144, i32 %1146, i32 1
	%1148 = extractvalue { float, float, float, float } %1141, 2
	%1149 = bitcast float %1148 to i32
	%1150 = insertelement <4 x i32> %1147, i32 %1149, i32 2
	%1151 = extractvalue { float, float, float, float } %1141, 3
	%1152 = bitcast float %1151 to i32
	%1153 = insertelement <4 x i32> %1150, i32 %1152, i32 3
	%1154 = extractelement <4 x i32> %1153, i32 0
	%1155 = bitcast i32 %1154 to float
	%1156 = extractelement <4 x i32> %1153, i32 1
	%1157 = bitcast i32 %1156 to float
	%1158 = extractelement <4 x i32> %1153, i32 2
	%1159 = bitcast i32 %1158 to float
	%1160 = extractelement <4 x i32> %1153, i32 3
	%1161 = bitcast i32 %1160 to float
	%1162 = extractelement <4 x i32> %1129, i32 2
	%1163 = extractelement <4 x i32> %1134, i32 2
	%1164 = extractelement <4 x i32> %1129, i32 3
	%1165 = extractelement <4 x i32> %1134, i32 3
	%1166 = extractelement <4 x i32> %602, i32 2
	%1167 = extractelement <4 x i32> %602, i32 3
	%1168 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1162, i32 %1163, i32 %1164, i32 %1165, i32 %1166, i32 %1167, float %1155, float %1157, float %1159, float %1161)
	%1169 = extractvalue { float, float, float, float } %1168, 0
	%1170 = bitcast float %1169 to i32
	%1171 = insertelement <4 x i32> zeroinitializer, i32 %1170, i32 0
	%1172 = extractvalue { float, float, float, float } %1168, 1
	%1173 = bitcast float %1172 to i32
	%1174 = insertelement <4 x i32> %1171, i32 %1173, i32 1
	%1175 = extractvalue { float, float, float, float } %1168, 2
	%1176 = bitcast float %1175 to i32
	%1177 = insertelement <4 x i32> %1174, i32 %1176, i32 2
	%1178 = extractvalue { float, float, float, float } %1168, 3
	%1179 = bitcast float %1178 to i32
	%1180 = insertelement <4 x i32> %1177, i32 %1179, i32 3
	%1181 = extractelement <4 x i32> %1180, i32 0
	%1182 = bitcast i32 %1181 to float
	%1183 = extractelement <4 x i32> %1180, i32 1
	%1184 = bitcast i32 %1183 to float
	%1185 = extractelement <4 x i32> %1180, i32 2
	%1186 = bitcast i32 %1185 to float
	%1187 = extractelement <4 x i32> %1180, i32 3
	%1188 = bitcast i32 %1187 to float
	%1189 = mul i32 %37, 8
	%1190 = mul i32 %39, 2
	%1191 = add i32 %1190, 0
	%1192 = add i32 %1189, %1191
	%1193 = add i32 %114, %1192
	%1194 = icmp slt i32 %1193, %61
	%1195 = fmul float %1182, 0x3FD851EB80000000
	%1196 = select i1 %1194, float %1195, float 0xFFF0000000000000
	%1197 = add i32 %38, 0
	%1198 = mul i32 %1197, 40
	%1199 = add i32 %1198, %1192
	%1200 = sext i32 %1199 to i64
	%1201 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1200
	store float %1196, float addrspace(3)* %1201
	%1202 = mul i32 %37, 8
	%1203 = mul i32 %39, 2
	%1204 = add i32 %1203, 1
	%1205 = add i32 %1202, %1204
	%1206 = add i32 %114, %1205
	%1207 = icmp slt i32 %1206, %61
	%1208 = fmul float %1184, 0x3FD851EB80000000
	%1209 = select i1 %1207, float %1208, float 0xFFF0000000000000
	%1210 = add i32 %38, 0
	%1211 = mul i32 %1210, 40
	%1212 = add i32 %1211, %1205
	%1213 = sext i32 %1212 to i64
	%1214 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1213
	store float %1209, float addrspace(3)* %1214
	%1215 = mul i32 %37, 8
	%1216 = mul i32 %39, 2
	%1217 = add i32 %1216, 0
	%1218 = add i32 %1215, %1217
	%1219 = add i32 %114, %1218
	%1220 = icmp slt i32 %1219, %61
	%1221 = fmul float %1186, 0x3FD851EB80000000
	%1222 = select i1 %1220, float %1221, float 0xFFF0000000000000
	%1223 = add i32 %38, 8
	%1224 = mul i32 %1223, 40
	%1225 = add i32 %1224, %1218
	%1226 = sext i32 %1225 to i64
	%1227 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1226
	store float %1222, float addrspace(3)* %1227
	%1228 = mul i32 %37, 8
	%1229 = mul i32 %39, 2
	%1230 = add i32 %1229, 1
	%1231 = add i32 %1228, %1230
	%1232 = add i32 %114, %1231
	%1233 = icmp slt i32 %1232, %61
	%1234 = fmul float %1188, 0x3FD851EB80000000
	%1235 = select i1 %1233, float %1234, float 0xFFF0000000000000
	%1236 = add i32 %38, 8
	%1237 = mul i32 %1236, 40
	%1238 = add i32 %1237, %1231
	%1239 = sext i32 %1238 to i64
	%1240 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1239
	store float %1235, float addrspace(3)* %1240
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1241 = phi i32 [ %37, %join15 ], [ %2162, %join20 ]
	%1242 = icmp slt i32 %1241, 16
	br i1 %1242, label %body17, label %done18

body17:
	%1243 = mul i32 %1241, 40
	%1244 = add i32 %36, 0
	%1245 = add i32 %1243, %1244
	%1246 = sext i32 %1245 to i64
	%1247 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1246
	%1248 = load float, float addrspace(3)* %1247
	%1249 = sext i32 %1241 to i64
	%1250 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %1249
	%1251 = load float, float addrspace(3)* %1250
	%1252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1248, i32 16, i32 31)
	%1253 = fcmp olt float %1248, %1252
	%1254 = select i1 %1253, float %1252, float %1248
	%1255 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1254, i32 8, i32 31)
	%1256 = fcmp olt float %1254, %1255
	%1257 = select i1 %1256, float %1255, float %1254
	%1258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1257, i32 4, i32 31)
	%1259 = fcmp olt float %1257, %1258
	%1260 = select i1 %1259, float %1258, float %1257
	%1261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1260, i32 2, i32 31)
	%1262 = fcmp olt float %1260, %1261
	%1263 = select i1 %1262, float %1261, float %1260
	%1264 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1263, i32 1, i32 31)
	%1265 = fcmp olt float %1263, %1264
	%1266 = select i1 %1265, float %1264, float %1263
	%1267 = fcmp olt float %1266, %1251
	%1268 = select i1 %1267, float %1251, float %1266
	%1269 = fsub float %1248, %1268
	%1270 = fpext float %1269 to double
	%1271 = fcmp olt double %1270, -745.0
	%1272 = select i1 %1271, double -745.0, double %1270
	%1273 = fcmp olt double 710.0, %1272
	%1274 = select i1 %1273, double 710.0, double %1272
	%1275 = fmul double %1274, 0x3FF71547652B82FE
	%1276 = call double @llvm.rint.f64(double %1275)
	%1277 = fmul double %1276, 0x3FE62E42FEE00000
	%1278 = fsub double %1274, %1277
	%1279 = fmul double %1276, 0x3DEA39EF35793C76
	%1280 = fsub double %1278, %1279
	%1281 = fmul double 0x3DE6124613A86D09, %1280
	%1282 = fadd double %1281, 0x3E21EED8EFF8D898
	%1283 = fmul double %1282, %1280
	%1284 = fadd double %1283, 0x3E5AE64567F544E4
	%1285 = fmul double %1284, %1280
	%1286 = fadd double %1285, 0x3E927E4FB7789F5C
	%1287 = fmul double %1286, %1280
	%1288 = fadd double %1287, 0x3EC71DE3A556C734
	%1289 = fmul double %1288, %1280
	%1290 = fadd double %1289, 0x3EFA01A01A01A01A
	%1291 = fmul double %1290, %1280
	%1292 = fadd double %1291, 0x3F2A01A01A01A01A
	%1293 = fmul double %1292, %1280
	%1294 = fadd double %1293, 0x3F56C16C16C16C17
	%1295 = fmul double %1294, %1280
	%1296 = fadd double %1295, 0x3F81111111111111
	%1297 = fmul double %1296, %1280
	%1298 = fadd double %1297, 0x3FA5555555555555
	%1299 = fmul double %1298, %1280
	%1300 = fadd double %1299, 0x3FC5555555555555
	%1301 = fmul double %1300, %1280
	%1302 = fadd double %1301, 0.5
	%1303 = fmul double %1302, %1280
	%1304 = fadd double %1303, 1.0
	%1305 = fmul double %1304, %1280
	%1306 = fadd double %1305, 1.0
	%1307 = fptosi double %1276 to i64
	%1308 = sdiv i64 %1307, 2
	%1309 = sub i64 %1307, %1308
	%1310 = add i64 %1308, 1023
	%1311 = shl i64 %1310, 52
	%1312 = bitcast i64 %1311 to double
	%1313 = fmul double %1306, %1312
	%1314 = add i64 %1309, 1023
	%1315 = shl i64 %1314, 52
	%1316 = bitcast i64 %1315 to double
	%1317 = fmul double %1313, %1316
	%1318 = fptrunc double %1317 to float
	%1319 = sext i32 %1245 to i64
	%1320 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1319
	store float %1318, float addrspace(3)* %1320
	%1321 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1318, i32 16, i32 31)
	%1322 = fadd float %1318, %1321
	%1323 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1322, i32 8, i32 31)
	%1324 = fadd float %1322, %1323
	%1325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1324, i32 4, i32 31)
	%1326 = fadd float %1324, %1325
	%1327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1326, i32 2, i32 31)
	%1328 = fadd float %1326, %1327
	%1329 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1328, i32 1, i32 31)
	%1330 = fadd float %1328, %1329
	%1331 = fsub float %1251, %1268
	%1332 = fpext float %1331 to double
	%1333 = fcmp olt double %1332, -745.0
	%1334 = select i1 %1333, double -745.0, double %1332
	%1335 = fcmp olt double 710.0, %1334
	%1336 = select i1 %1335, double 710.0, double %1334
	%1337 = fmul double %1336, 0x3FF71547652B82FE
	%1338 = call double @llvm.rint.f64(double %1337)
	%1339 = fmul double %1338, 0x3FE62E42FEE00000
	%1340 = fsub double %1336, %1339
	%1341 = fmul double %1338, 0x3DEA39EF35793C76
	%1342 = fsub double %1340, %1341
	%1343 = fmul double 0x3DE6124613A86D09, %1342
	%1344 = fadd double %1343, 0x3E21EED8EFF8D898
	%1345 = fmul double %1344, %1342
	%1346 = fadd double %1345, 0x3E5AE64567F544E4
	%1347 = fmul double %1346, %1342
	%1348 = fadd double %1347, 0x3E927E4FB7789F5C
	%1349 = fmul double %1348, %1342
	%1350 = fadd double %1349, 0x3EC71DE3A556C734
	%1351 = fmul double %1350, %1342
	%1352 = fadd double %1351, 0x3EFA01A01A01A01A
	%1353 = fmul double %1352, %1342
	%1354 = fadd double %1353, 0x3F2A01A01A01A01A
	%1355 = fmul double %1354, %1342
	%1356 = fadd double %1355, 0x3F56C16C16C16C17
	%1357 = fmul double %1356, %1342
	%1358 = fadd double %1357, 0x3F81111111111111
	%1359 = fmul double %1358, %1342
	%1360 = fadd double %1359, 0x3FA5555555555555
	%1361 = fmul double %1360, %1342
	%1362 = fadd double %1361, 0x3FC5555555555555
	%1363 = fmul double %1362, %1342
	%1364 = fadd double %1363, 0.5
	%1365 = fmul double %1364, %1342
	%1366 = fadd double %1365, 1.0
	%1367 = fmul double %1366, %1342
	%1368 = fadd double %1367, 1.0
	%1369 = fptosi double %1338 to i64
	%1370 = sdiv i64 %1369, 2
	%1371 = sub i64 %1369, %1370
	%1372 = add i64 %1370, 1023
	%1373 = shl i64 %1372, 52
	%1374 = bitcast i64 %1373 to double
	%1375 = fmul double %1368, %1374
	%1376 = add i64 %1371, 1023
	%1377 = shl i64 %1376, 52
	%1378 = bitcast i64 %1377 to double
	%1379 = fmul double %1375, %1378
	%1380 = fptrunc double %1379 to float
	%1381 = icmp eq i32 %36, 0
	br i1 %1381, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1382 = sext i32 %38 to i64
	%1383 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1382
	%1384 = load float, float addrspace(3)* %1383
	%1385 = add i32 %38, 8
	%1386 = sext i32 %1385 to i64
	%1387 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1386
	%1388 = load float, float addrspace(3)* %1387
	%1389 = load float, float* %2
	%1390 = fmul float %1389, %1384
	store float %1390, float* %2
	%1391 = load float, float* %3
	%1392 = fmul float %1391, %1384
	store float %1392, float* %3
	%1393 = load float, float* %4
	%1394 = fmul float %1393, %1388
	store float %1394, float* %4
	%1395 = load float, float* %5
	%1396 = fmul float %1395, %1388
	store float %1396, float* %5
	%1397 = load float, float* %6
	%1398 = fmul float %1397, %1384
	store float %1398, float* %6
	%1399 = load float, float* %7
	%1400 = fmul float %1399, %1384
	store float %1400, float* %7
	%1401 = load float, float* %8
	%1402 = fmul float %1401, %1388
	store float %1402, float* %8
	%1403 = load float, float* %9
	%1404 = fmul float %1403, %1388
	store float %1404, float* %9
	%1405 = load float, float* %10
	%1406 = fmul float %1405, %1384
	store float %1406, float* %10
	%1407 = load float, float* %11
	%1408 = fmul float %1407, %1384
	store float %1408, float* %11
	%1409 = load float, float* %12
	%1410 = fmul float %1409, %1388
	store float %1410, float* %12
	%1411 = load float, float* %13
	%1412 = fmul float %1411, %1388
	store float %1412, float* %13
	%1413 = load float, float* %14
	%1414 = fmul float %1413, %1384
	store float %1414, float* %14
	%1415 = load float, float* %15
	%1416 = fmul float %1415, %1384
	store float %1416, float* %15
	%1417 = load float, float* %16
	%1418 = fmul float %1417, %1388
	store float %1418, float* %16
	%1419 = load float, float* %17
	%1420 = fmul float %1419, %1388
	store float %1420, float* %17
	%1421 = load float, float* %18
	%1422 = fmul float %1421, %1384
	store float %1422, float* %18
	%1423 = load float, float* %19
	%1424 = fmul float %1423, %1384
	store float %1424, float* %19
	%1425 = load float, float* %20
	%1426 = fmul float %1425, %1388
	store float %1426, float* %20
	%1427 = load float, float* %21
	%1428 = fmul float %1427, %1388
	store float %1428, float* %21
	%1429 = load float, float* %22
	%1430 = fmul float %1429, %1384
	store float %1430, float* %22
	%1431 = load float, float* %23
	%1432 = fmul float %1431, %1384
	store float %1432, float* %23
	%1433 = load float, float* %24
	%1434 = fmul float %1433, %1388
	store float %1434, float* %24
	%1435 = load float, float* %25
	%1436 = fmul float %1435, %1388
	store float %1436, float* %25
	%1437 = load float, float* %26
	%1438 = fmul float %1437, %1384
	store float %1438, float* %26
	%1439 = load float, float* %27
	%1440 = fmul float %1439, %1384
	store float %1440, float* %27
	%1441 = load float, float* %28
	%1442 = fmul float %1441, %1388
	store float %1442, float* %28
	%1443 = load float, float* %29
	%1444 = fmul float %1443, %1388
	store float %1444, float* %29
	%1445 = load float, float* %30
	%1446 = fmul float %1445, %1384
	store float %1446, float* %30
	%1447 = load float, float* %31
	%1448 = fmul float %1447, %1384
	store float %1448, float* %31
	%1449 = load float, float* %32
	%1450 = fmul float %1449, %1388
	store float %1450, float* %32
	%1451 = load float, float* %33
	%1452 = fmul float %1451, %1388
	store float %1452, float* %33
	%1453 = mul i32 %38, 40
	%1454 = add i32 %38, 8
	%1455 = mul i32 %1454, 40
	%1456 = mul i32 %39, 2
	%1457 = add i32 %1456, 0
	%1458 = add i32 %1453, %1457
	%1459 = sext i32 %1458 to i64
	%1460 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1459
	%1461 = load float, float addrspace(3)* %1460
	%1462 = add i32 %1458, 1
	%1463 = sext i32 %1462 to i64
	%1464 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1463
	%1465 = load float, float addrspace(3)* %1464
	%1466 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1465, float %1461)
	%1467 = add i32 %1456, 0
	%1468 = add i32 %1455, %1467
	%1469 = sext i32 %1468 to i64
	%1470 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1469
	%1471 = load float, float addrspace(3)* %1470
	%1472 = add i32 %1468, 1
	%1473 = sext i32 %1472 to i64
	%1474 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1473
	%1475 = load float, float addrspace(3)* %1474
	%1476 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1475, float %1471)
	%1477 = add i32 %1456, 8
	%1478 = add i32 %1453, %1477
	%1479 = sext i32 %1478 to i64
	%1480 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1479
	%1481 = load float, float addrspace(3)* %1480
	%1482 = add i32 %1478, 1
	%1483 = sext i32 %1482 to i64
	%1484 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1483
	%1485 = load float, float addrspace(3)* %1484
	%1486 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1485, float %1481)
	%1487 = add i32 %1456, 8
	%1488 = add i32 %1455, %1487
	%1489 = sext i32 %1488 to i64
	%1490 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1489
	%1491 = load float, float addrspace(3)* %1490
	%1492 = add i32 %1488, 1
	%1493 = sext i32 %1492 to i64
	%1494 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1493
	%1495 = load float, float addrspace(3)* %1494
	%1496 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1495, float %1491)
	%1497 = add i32 %1456, 0
	%1498 = sext i32 %1497 to i64
	%1499 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1498
	%1500 = load i32, i32 addrspace(3)* %1499
	%1501 = add i32 %1456, 1
	%1502 = sext i32 %1501 to i64
	%1503 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1502
	%1504 = load i32, i32 addrspace(3)* %1503
	%1505 = add i32 %1456, 8
	%1506 = sext i32 %1505 to i64
	%1507 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1506
	%1508 = load i32, i32 addrspace(3)* %1507
	%1509 = add i32 %1456, 9
	%1510 = sext i32 %1509 to i64
	%1511 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1510
	%1512 = load i32, i32 addrspace(3)* %1511
	%1513 = mul i32 %37, 64
	%1514 = mul i32 %38, 8
	%1515 = add i32 %1513, %1514
	%1516 = add i32 %1515, 0
	%1517 = add i32 %1500, %1516
	%1518 = sext i32 %1517 to i64
	%1519 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1518
	%1520 = bitcast i16 addrspace(1)* %1519 to <4 x i32> addrspace(1)*
	%1521 = load <4 x i32>, <4 x i32> addrspace(1)* %1520, align 16, !invariant.load !0
	%1522 = add i32 %1515, 0
	%1523 = add i32 %1504, %1522
	%1524 = sext i32 %1523 to i64
	%1525 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1524
	%1526 = bitcast i16 addrspace(1)* %1525 to <4 x i32> addrspace(1)*
	%1527 = load <4 x i32>, <4 x i32> addrspace(1)* %1526, align 16, !invariant.load !0
	%1528 = add i32 %1515, 0
	%1529 = add i32 %1508, %1528
	%1530 = sext i32 %1529 to i64
	%1531 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1530
	%1532 = bitcast i16 addrspace(1)* %1531 to <4 x i32> addrspace(1)*
	%1533 = load <4 x i32>, <4 x i32> addrspace(1)* %1532, align 16, !invariant.load !0
	%1534 = add i32 %1515, 0
	%1535 = add i32 %1512, %1534
	%1536 = sext i32 %1535 to i64
	%1537 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1536
	%1538 = bitcast i16 addrspace(1)* %1537 to <4 x i32> addrspace(1)*
	%1539 = load <4 x i32>, <4 x i32> addrspace(1)* %1538, align 16, !invariant.load !0
	%1540 = extractelement <4 x i32> %1521, i32 0
	%1541 = extractelement <4 x i32> %1527, i32 0
	%1542 = extractelement <4 x i32> %1533, i32 0
	%1543 = extractelement <4 x i32> %1539, i32 0
	%1544 = and i32 %1540, u0xFFFF
	%1545 = shl i32 %1541, 16
	%1546 = or i32 %1544, %1545
	%1547 = and i32 %1542, u0xFFFF
	%1548 = shl i32 %1543, 16
	%1549 = or i32 %1547, %1548
	%1550 = lshr i32 %1540, 16
	%1551 = and i32 %1541, -65536
	%1552 = or i32 %1550, %1551
	%1553 = lshr i32 %1542, 16
	%1554 = and i32 %1543, -65536
	%1555 = or i32 %1553, %1554
	%1556 = load float, float* %2
	%1557 = load float, float* %3
	%1558 = load float, float* %4
	%1559 = load float, float* %5
	%1560 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1546, i32 %1549, float %1556, float %1557, float %1558, float %1559)
	%1561 = extractvalue { float, float, float, float } %1560, 0
	%1562 = bitcast float %1561 to i32
	%1563 = insertelement <4 x i32> zeroinitializer, i32 %1562, i32 0
	%1564 = extractvalue { float, float, float, float } %1560, 1
	%1565 = bitcast float %1564 to i32
	%1566 = insertelement <4 x i32> %1563, i32 %1565, i32 1
	%1567 = extractvalue { float, float, float, float } %1560, 2
	%1568 = bitcast float %1567 to i32
	%1569 = insertelement <4 x i32> %1566, i32 %1568, i32 2
	%1570 = extractvalue { float, float, float, float } %1560, 3
	%1571 = bitcast float %1570 to i32
	%1572 = insertelement <4 x i32> %1569, i32 %1571, i32 3
	%1573 = extractelement <4 x i32> %1572, i32 0
	%1574 = bitcast i32 %1573 to float
	store float %1574, float* %2
	%1575 = extractelement <4 x i32> %1572, i32 1
	%1576 = bitcast i32 %1575 to float
	store float %1576, float* %3
	%1577 = extractelement <4 x i32> %1572, i32 2
	%1578 = bitcast i32 %1577 to float
	store float %1578, float* %4
	%1579 = extractelement <4 x i32> %1572, i32 3
	%1580 = bitcast i32 %1579 to float
	store float %1580, float* %5
	%1581 = load float, float* %6
	%1582 = load float, float* %7
	%1583 = load float, float* %8
	%1584 = load float, float* %9
	%1585 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1552, i32 %1555, float %1581, float %1582, float %1583, float %1584)
	%1586 = extractvalue { float, float, float, float } %1585, 0
	%1587 = bitcast float %1586 to i32
	%1588 = insertelement <4 x i32> zeroinitializer, i32 %1587, i32 0
	%1589 = extractvalue { float, float, float, float } %1585, 1
	%1590 = bitcast float %1589 to i32
	%1591 = insertelement <4 x i32> %1588, i32 %1590, i32 1
	%1592 = extractvalue { float, float, float, float } %1585, 2
	%1593 = bitcast float %1592 to i32
	%1594 = insertelement <4 x i32> %1591, i32 %1593, i32 2
	%1595 = extractvalue { float, float, float, float } %1585, 3
	%1596 = bitcast float %1595 to i32
	%1597 = insertelement <4 x i32> %1594, i32 %1596, i32 3
	%1598 = extractelement <4 x i32> %1597, i32 0
	%1599 = bitcast i32 %1598 to float
	store float %1599, float* %6
	%1600 = extractelement <4 x i32> %1597, i32 1
	%1601 = bitcast i32 %1600 to float
	store float %1601, float* %7
	%1602 = extractelement <4 x i32> %1597, i32 2
	%1603 = bitcast i32 %1602 to float
	store float %1603, float* %8
	%1604 = extractelement <4 x i32> %1597, i32 3
	%1605 = bitcast i32 %1604 to float
	store float %1605, float* %9
	%1606 = extractelement <4 x i32> %1521, i32 1
	%1607 = extractelement <4 x i32> %1527, i32 1
	%1608 = extractelement <4 x i32> %1533, i32 1
	%1609 = extractelement <4 x i32> %1539, i32 1
	%1610 = and i32 %1606, u0xFFFF
	%1611 = shl i32 %1607, 16
	%1612 = or i32 %1610, %1611
	%1613 = and i32 %1608, u0xFFFF
	%1614 = shl i32 %1609, 16
	%1615 = or i32 %1613, %1614
	%1616 = lshr i32 %1606, 16
	%1617 = and i32 %1607, -65536
	%1618 = or i32 %1616, %1617
	%1619 = lshr i32 %1608, 16
	%1620 = and i32 %1609, -65536
	%1621 = or i32 %1619, %1620
	%1622 = load float, float* %10
	%1623 = load float, float* %11
	%1624 = load float, float* %12
	%1625 = load float, float* %13
	%1626 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1612, i32 %1615, float %1622, float %1623, float %1624, float %1625)
	%1627 = extractvalue { float, float, float, float } %1626, 0
	%1628 = bitcast float %1627 to i32
	%1629 = insertelement <4 x i32> zeroinitializer, i32 %1628, i32 0
	%1630 = extractvalue { float, float, float, float } %1626, 1
	%1631 = bitcast float %1630 to i32
	%1632 = insertelement <4 x i32> %1629, i32 %1631, i32 1
	%1633 = extractvalue { float, float, float, float } %1626, 2
	%1634 = bitcast float %1633 to i32
	%1635 = insertelement <4 x i32> %1632, i32 %1634, i32 2
	%1636 = extractvalue { float, float, float, float } %1626, 3
	%1637 = bitcast float %1636 to i32
	%1638 = insertelement <4 x i32> %1635, i32 %1637, i32 3
	%1639 = extractelement <4 x i32> %1638, i32 0
	%1640 = bitcast i32 %1639 to float
	store float %1640, float* %10
	%1641 = extractelement <4 x i32> %1638, i32 1
	%1642 = bitcast i32 %1641 to float
	store float %1642, float* %11
	%1643 = extractelement <4 x i32> %1638, i32 2
	%1644 = bitcast i32 %1643 to float
	store float %1644, float* %12
	%1645 = extractelement <4 x i32> %1638, i32 3
	%1646 = bitcast i32 %1645 to float
	store float %1646, float* %13
	%1647 = load float, float* %14
	%1648 = load float, float* %15
	%1649 = load float, float* %16
	%1650 = load float, float* %17
	%1651 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1618, i32 %1621, float %1647, float %1648, float %1649, float %1650)
	%1652 = extractvalue { float, float, float, float } %1651, 0
	%1653 = bitcast float %1652 to i32
	%1654 = insertelement <4 x i32> zeroinitializer, i32 %1653, i32 0
	%1655 = extractvalue { float, float, float, float } %1651, 1
	%1656 = bitcast float %1655 to i32
	%1657 = insertelement <4 x i32> %1654, i32 %1656, i32 1
	%1658 = extractvalue { float, float, float, float } %1651, 2
	%1659 = bitcast float %1658 to i32
	%1660 = insertelement <4 x i32> %1657, i32 %1659, i32 2
	%1661 = extractvalue { float, float, float, float } %1651, 3
	%1662 = bitcast float %1661 to i32
	%1663 = insertelement <4 x i32> %1660, i32 %1662, i32 3
	%1664 = extractelement <4 x i32> %1663, i32 0
	%1665 = bitcast i32 %1664 to float
	store float %1665, float* %14
	%1666 = extractelement <4 x i32> %1663, i32 1
	%1667 = bitcast i32 %1666 to float
	store float %1667, float* %15
	%1668 = extractelement <4 x i32> %1663, i32 2
	%1669 = bitcast i32 %1668 to float
	store float %1669, float* %16
	%1670 = extractelement <4 x i32> %1663, i32 3
	%1671 = bitcast i32 %1670 to float
	store float %1671, float* %17
	%1672 = extractelement <4 x i32> %1521, i32 2
	%1673 = extractelement <4 x i32> %1527, i32 2
	%1674 = extractelement <4 x i32> %1533, i32 2
	%1675 = extractelement <4 x i32> %1539, i32 2
	%1676 = and i32 %1672, u0xFFFF
	%1677 = shl i32 %1673, 16
	%1678 = or i32 %1676, %1677
	%1679 = and i32 %1674, u0xFFFF
	%1680 = shl i32 %1675, 16
	%1681 = or i32 %1679, %1680
	%1682 = lshr i32 %1672, 16
	%1683 = and i32 %1673, -65536
	%1684 = or i32 %1682, %1683
	%1685 = lshr i32 %1674, 16
	%1686 = and i32 %1675, -65536
	%1687 = or i32 %1685, %1686
	%1688 = load float, float* %18
	%1689 = load float, float* %19
	%1690 = load float, float* %20
	%1691 = load float, float* %21
	%1692 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1678, i32 %1681, float %1688, float %1689, float %1690, float %1691)
	%1693 = extractvalue { float, float, float, float } %1692, 0
	%1694 = bitcast float %1693 to i32
	%1695 = insertelement <4 x i32> zeroinitializer, i32 %1694, i32 0
	%1696 = extractvalue { float, float, float, float } %1692, 1
	%1697 = bitcast float %1696 to i32
	%1698 = insertelement <4 x i32> %1695, i32 %1697, i32 1
	%1699 = extractvalue { float, float, float, float } %1692, 2
	%1700 = bitcast float %1699 to i32
	%1701 = insertelement <4 x i32> %1698, i32 %1700, i32 2
	%1702 = extractvalue { float, float, float, float } %1692, 3
	%1703 = bitcast float %1702 to i32
	%1704 = insertelement <4 x i32> %1701, i32 %1703, i32 3
	%1705 = extractelement <4 x i32> %1704, i32 0
	%1706 = bitcast i32 %1705 to float
	store float %1706, float* %18
	%1707 = extractelement <4 x i32> %1704, i32 1
	%1708 = bitcast i32 %1707 to float
	store float %1708, float* %19
	%1709 = extractelement <4 x i32> %1704, i32 2
	%1710 = bitcast i32 %1709 to float
	store float %1710, float* %20
	%1711 = extractelement <4 x i32> %1704, i32 3
	%1712 = bitcast i32 %1711 to float
	store float %1712, float* %21
	%1713 = load float, float* %22
	%1714 = load float, float* %23
	%1715 = load float, float* %24
	%1716 = load float, float* %25
	%1717 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1684, i32 %1687, float %1713, float %1714, float %1715, float %1716)
	%1718 = extractvalue { float, float, float, float } %1717, 0
	%1719 = bitcast float %1718 to i32
	%1720 = insertelement <4 x i32> zeroinitializer, i32 %1719, i32 0
	%1721 = extractvalue { float, float, float, float } %1717, 1
	%1722 = bitcast float %1721 to i32
	%1723 = insertelement <4 x i32> %1720, i32 %1722, i32 1
	%1724 = extractvalue { float, float, float, float } %1717, 2
	%1725 = bitcast float %1724 to i32
	%1726 = insertelement <4 x i32> %1723, i32 %1725, i32 2
	%1727 = extractvalue { float, float, float, float } %1717, 3
	%1728 = bitcast float %1727 to i32
	%1729 = insertelement <4 x i32> %1726, i32 %1728, i32 3
	%1730 = extractelement <4 x i32> %1729, i32 0
	%1731 = bitcast i32 %1730 to float
	store float %1731, float* %22
	%1732 = extractelement <4 x i32> %1729, i32 1
	%1733 = bitcast i32 %1732 to float
	store float %1733, float* %23
	%1734 = extractelement <4 x i32> %1729, i32 2
	%1735 = bitcast i32 %1734 to float
	store float %1735, float* %24
	%1736 = extractelement <4 x i32> %1729, i32 3
	%1737 = bitcast i32 %1736 to float
	store float %1737, float* %25
	%1738 = extractelement <4 x i32> %1521, i32 3
	%1739 = extractelement <4 x i32> %1527, i32 3
	%1740 = extractelement <4 x i32> %1533, i32 3
	%1741 = extractelement <4 x i32> %1539, i32 3
	%1742 = and i32 %1738, u0xFFFF
	%1743 = shl i32 %1739, 16
	%1744 = or i32 %1742, %1743
	%1745 = and i32 %1740, u0xFFFF
	%1746 = shl i32 %1741, 16
	%1747 = or i32 %1745, %1746
	%1748 = lshr i32 %1738, 16
	%1749 = and i32 %1739, -65536
	%1750 = or i32 %1748, %1749
	%1751 = lshr i32 %1740, 16
	%1752 = and i32 %1741, -65536
	%1753 = or i32 %1751, %1752
	%1754 = load float, float* %26
	%1755 = load float, float* %27
	%1756 = load float, float* %28
	%1757 = load float, float* %29
	%1758 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1744, i32 %1747, float %1754, float %1755, float %1756, float %1757)
	%1759 = extractvalue { float, float, float, float } %1758, 0
	%1760 = bitcast float %1759 to i32
	%1761 = insertelement <4 x i32> zeroinitializer, i32 %1760, i32 0
	%1762 = extractvalue { float, float, float, float } %1758, 1
	%1763 = bitcast float %1762 to i32
	%1764 = insertelement <4 x i32> %1761, i32 %1763, i32 1
	%1765 = extractvalue { float, float, float, float } %1758, 2
	%1766 = bitcast float %1765 to i32
	%1767 = insertelement <4 x i32> %1764, i32 %1766, i32 2
	%1768 = extractvalue { float, float, float, float } %1758, 3
	%1769 = bitcast float %1768 to i32
	%1770 = insertelement <4 x i32> %1767, i32 %1769, i32 3
	%1771 = extractelement <4 x i32> %1770, i32 0
	%1772 = bitcast i32 %1771 to float
	store float %1772, float* %26
	%1773 = extractelement <4 x i32> %1770, i32 1
	%1774 = bitcast i32 %1773 to float
	store float %1774, float* %27
	%1775 = extractelement <4 x i32> %1770, i32 2
	%1776 = bitcast i32 %1775 to float
	store float %1776, float* %28
	%1777 = extractelement <4 x i32> %1770, i32 3
	%1778 = bitcast i32 %1777 to float
	store float %1778, float* %29
	%1779 = load float, float* %30
	%1780 = load float, float* %31
	%1781 = load float, float* %32
	%1782 = load float, float* %33
	%1783 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1466, i32 %1476, i32 %1486, i32 %1496, i32 %1750, i32 %1753, float %1779, float %1780, float %1781, float %1782)
	%1784 = extractvalue { float, float, float, float } %1783, 0
	%1785 = bitcast float %1784 to i32
	%1786 = insertelement <4 x i32> zeroinitializer, i32 %1785, i32 0
	%1787 = extractvalue { float, float, float, float } %1783, 1
	%1788 = bitcast float %1787 to i32
	%1789 = insertelement <4 x i32> %1786, i32 %1788, i32 1
	%1790 = extractvalue { float, float, float, float } %1783, 2
	%1791 = bitcast float %1790 to i32
	%1792 = insertelement <4 x i32> %1789, i32 %1791, i32 2
	%1793 = extractvalue { float, float, float, float } %1783, 3
	%1794 = bitcast float %1793 to i32
	%1795 = insertelement <4 x i32> %1792, i32 %1794, i32 3
	%1796 = extractelement <4 x i32> %1795, i32 0
	%1797 = bitcast i32 %1796 to float
	store float %1797, float* %30
	%1798 = extractelement <4 x i32> %1795, i32 1
	%1799 = bitcast i32 %1798 to float
	store float %1799, float* %31
	%1800 = extractelement <4 x i32> %1795, i32 2
	%1801 = bitcast i32 %1800 to float
	store float %1801, float* %32
	%1802 = extractelement <4 x i32> %1795, i32 3
	%1803 = bitcast i32 %1802 to float
	store float %1803, float* %33
	%1804 = add i32 %1456, 16
	%1805 = add i32 %1453, %1804
	%1806 = sext i32 %1805 to i64
	%1807 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1806
	%1808 = load float, float addrspace(3)* %1807
	%1809 = add i32 %1805, 1
	%1810 = sext i32 %1809 to i64
	%1811 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1810
	%1812 = load float, float addrspace(3)* %1811
	%1813 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1812, float %1808)
	%1814 = add i32 %1456, 16
	%1815 = add i32 %1455, %1814
	%1816 = sext i32 %1815 to i64
	%1817 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1816
	%1818 = load float, float addrspace(3)* %1817
	%1819 = add i32 %1815, 1
	%1820 = sext i32 %1819 to i64
	%1821 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1820
	%1822 = load float, float addrspace(3)* %1821
	%1823 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1822, float %1818)
	%1824 = add i32 %1456, 24
	%1825 = add i32 %1453, %1824
	%1826 = sext i32 %1825 to i64
	%1827 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1826
	%1828 = load float, float addrspace(3)* %1827
	%1829 = add i32 %1825, 1
	%1830 = sext i32 %1829 to i64
	%1831 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1830
	%1832 = load float, float addrspace(3)* %1831
	%1833 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1832, float %1828)
	%1834 = add i32 %1456, 24
	%1835 = add i32 %1455, %1834
	%1836 = sext i32 %1835 to i64
	%1837 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1836
	%1838 = load float, float addrspace(3)* %1837
	%1839 = add i32 %1835, 1
	%1840 = sext i32 %1839 to i64
	%1841 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1840
	%1842 = load float, float addrspace(3)* %1841
	%1843 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1842, float %1838)
	%1844 = add i32 %1456, 16
	%1845 = sext i32 %1844 to i64
	%1846 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1845
	%1847 = load i32, i32 addrspace(3)* %1846
	%1848 = add i32 %1456, 17
	%1849 = sext i32 %1848 to i64
	%1850 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1849
	%1851 = load i32, i32 addrspace(3)* %1850
	%1852 = add i32 %1456, 24
	%1853 = sext i32 %1852 to i64
	%1854 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1853
	%1855 = load i32, i32 addrspace(3)* %1854
	%1856 = add i32 %1456, 25
	%1857 = sext i32 %1856 to i64
	%1858 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1857
	%1859 = load i32, i32 addrspace(3)* %1858
	%1860 = mul i32 %37, 64
	%1861 = mul i32 %38, 8
	%1862 = add i32 %1860, %1861
	%1863 = add i32 %1862, 0
	%1864 = add i32 %1847, %1863
	%1865 = sext i32 %1864 to i64
	%1866 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1865
	%1867 = bitcast i16 addrspace(1)* %1866 to <4 x i32> addrspace(1)*
	%1868 = load <4 x i32>, <4 x i32> addrspace(1)* %1867, align 16, !invariant.load !0
	%1869 = add i32 %1862, 0
	%1870 = add i32 %1851, %1869
	%1871 = sext i32 %1870 to i64
	%1872 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1871
	%1873 = bitcast i16 addrspace(1)* %1872 to <4 x i32> addrspace(1)*
	%1874 = load <4 x i32>, <4 x i32> addrspace(1)* %1873, align 16, !invariant.load !0
	%1875 = add i32 %1862, 0
	%1876 = add i32 %1855, %1875
	%1877 = sext i32 %1876 to i64
	%1878 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1877
	%1879 = bitcast i16 addrspace(1)* %1878 to <4 x i32> addrspace(1)*
	%1880 = load <4 x i32>, <4 x i32> addrspace(1)* %1879, align 16, !invariant.load !0
	%1881 = add i32 %1862, 0
	%1882 = add i32 %1859, %1881
	%1883 = sext i32 %1882 to i64
	%1884 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1883
	%1885 = bitcast i16 addrspace(1)* %1884 to <4 x i32> addrspace(1)*
	%1886 = load <4 x i32>, <4 x i32> addrspace(1)* %1885, align 16, !invariant.load !0
	%1887 = extractelement <4 x i32> %1868, i32 0
	%1888 = extractelement <4 x i32> %1874, i32 0
	%1889 = extractelement <4 x i32> %1880, i32 0
	%1890 = extractelement <4 x i32> %1886, i32 0
	%1891 = and i32 %1887, u0xFFFF
	%1892 = shl i32 %1888, 16
	%1893 = or i32 %1891, %1892
	%1894 = and i32 %1889, u0xFFFF
	%1895 = shl i32 %1890, 16
	%1896 = or i32 %1894, %1895
	%1897 = lshr i32 %1887, 16
	%1898 = and i32 %1888, -65536
	%1899 = or i32 %1897, %1898
	%1900 = lshr i32 %1889, 16
	%1901 = and i32 %1890, -65536
	%1902 = or i32 %1900, %1901
	%1903 = load float, float* %2
	%1904 = load float, float* %3
	%1905 = load float, float* %4
	%1906 = load float, float* %5
	%1907 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %1893, i32 %1896, float %1903, float %1904, float %1905, float %1906)
	%1908 = extractvalue { float, float, float, float } %1907, 0
	%1909 = bitcast float %1908 to i32
	%1910 = insertelement <4 x i32> zeroinitializer, i32 %1909, i32 0
	%1911 = extractvalue { float, float, float, float } %1907, 1
	%1912 = bitcast float %1911 to i32
	%1913 = insertelement <4 x i32> %1910, i32 %1912, i32 1
	%1914 = extractvalue { float, float, float, float } %1907, 2
	%1915 = bitcast float %1914 to i32
	%1916 = insertelement <4 x i32> %1913, i32 %1915, i32 2
	%1917 = extractvalue { float, float, float, float } %1907, 3
	%1918 = bitcast float %1917 to i32
	%1919 = insertelement <4 x i32> %1916, i32 %1918, i32 3
	%1920 = extractelement <4 x i32> %1919, i32 0
	%1921 = bitcast i32 %1920 to float
	store float %1921, float* %2
	%1922 = extractelement <4 x i32> %1919, i32 1
	%1923 = bitcast i32 %1922 to float
	store float %1923, float* %3
	%1924 = extractelement <4 x i32> %1919, i32 2
	%1925 = bitcast i32 %1924 to float
	store float %1925, float* %4
	%1926 = extractelement <4 x i32> %1919, i32 3
	%1927 = bitcast i32 %1926 to float
	store float %1927, float* %5
	%1928 = load float, float* %6
	%1929 = load float, float* %7
	%1930 = load float, float* %8
	%1931 = load float, float* %9
	%1932 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %1899, i32 %1902, float %1928, float %1929, float %1930, float %1931)
	%1933 = extractvalue { float, float, float, float } %1932, 0
	%1934 = bitcast float %1933 to i32
	%1935 = insertelement <4 x i32> zeroinitializer, i32 %1934, i32 0
	%1936 = extractvalue { float, float, float, float } %1932, 1
	%1937 = bitcast float %1936 to i32
	%1938 = insertelement <4 x i32> %1935, i32 %1937, i32 1
	%1939 = extractvalue { float, float, float, float } %1932, 2
	%1940 = bitcast float %1939 to i32
	%1941 = insertelement <4 x i32> %1938, i32 %1940, i32 2
	%1942 = extractvalue { float, float, float, float } %1932, 3
	%1943 = bitcast float %1942 to i32
	%1944 = insertelement <4 x i32> %1941, i32 %1943, i32 3
	%1945 = extractelement <4 x i32> %1944, i32 0
	%1946 = bitcast i32 %1945 to float
	store float %1946, float* %6
	%1947 = extractelement <4 x i32> %1944, i32 1
	%1948 = bitcast i32 %1947 to float
	store float %1948, float* %7
	%1949 = extractelement <4 x i32> %1944, i32 2
	%1950 = bitcast i32 %1949 to float
	store float %1950, float* %8
	%1951 = extractelement <4 x i32> %1944, i32 3
	%1952 = bitcast i32 %1951 to float
	store float %1952, float* %9
	%1953 = extractelement <4 x i32> %1868, i32 1
	%1954 = extractelement <4 x i32> %1874, i32 1
	%1955 = extractelement <4 x i32> %1880, i32 1
	%1956 = extractelement <4 x i32> %1886, i32 1
	%1957 = and i32 %1953, u0xFFFF
	%1958 = shl i32 %1954, 16
	%1959 = or i32 %1957, %1958
	%1960 = and i32 %1955, u0xFFFF
	%1961 = shl i32 %1956, 16
	%1962 = or i32 %1960, %1961
	%1963 = lshr i32 %1953, 16
	%1964 = and i32 %1954, -65536
	%1965 = or i32 %1963, %1964
	%1966 = lshr i32 %1955, 16
	%1967 = and i32 %1956, -65536
	%1968 = or i32 %1966, %1967
	%1969 = load float, float* %10
	%1970 = load float, float* %11
	%1971 = load float, float* %12
	%1972 = load float, float* %13
	%1973 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %1959, i32 %1962, float %1969, float %1970, float %1971, float %1972)
	%1974 = extractvalue { float, float, float, float } %1973, 0
	%1975 = bitcast float %1974 to i32
	%1976 = insertelement <4 x i32> zeroinitializer, i32 %1975, i32 0
	%1977 = extractvalue { float, float, float, float } %1973, 1
	%1978 = bitcast float %1977 to i32
	%1979 = insertelement <4 x i32> %1976, i32 %1978, i32 1
	%1980 = extractvalue { float, float, float, float } %1973, 2
	%1981 = bitcast float %1980 to i32
	%1982 = insertelement <4 x i32> %1979, i32 %1981, i32 2
	%1983 = extractvalue { float, float, float, float } %1973, 3
	%1984 = bitcast float %1983 to i32
	%1985 = insertelement <4 x i32> %1982, i32 %1984, i32 3
	%1986 = extractelement <4 x i32> %1985, i32 0
	%1987 = bitcast i32 %1986 to float
	store float %1987, float* %10
	%1988 = extractelement <4 x i32> %1985, i32 1
	%1989 = bitcast i32 %1988 to float
	store float %1989, float* %11
	%1990 = extractelement <4 x i32> %1985, i32 2
	%1991 = bitcast i32 %1990 to float
	store float %1991, float* %12
	%1992 = extractelement <4 x i32> %1985, i32 3
	%1993 = bitcast i32 %1992 to float
	store float %1993, float* %13
	%1994 = load float, float* %14
	%1995 = load float, float* %15
	%1996 = load float, float* %16
	%1997 = load float, float* %17
	%1998 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %1965, i32 %1968, float %1994, float %1995, float %1996, float %1997)
	%1999 = extractvalue { float, float, float, float } %1998, 0
	%2000 = bitcast float %1999 to i32
	%2001 = insertelement <4 x i32> zeroinitializer, i32 %2000, i32 0
	%2002 = extractvalue { float, float, float, float } %1998, 1
	%2003 = bitcast float %2002 to i32
	%2004 = insertelement <4 x i32> %2001, i32 %2003, i32 1
	%2005 = extractvalue { float, float, float, float } %1998, 2
	%2006 = bitcast float %2005 to i32
	%2007 = insertelement <4 x i32> %2004, i32 %2006, i32 2
	%2008 = extractvalue { float, float, float, float } %1998, 3
	%2009 = bitcast float %2008 to i32
	%2010 = insertelement <4 x i32> %2007, i32 %2009, i32 3
	%2011 = extractelement <4 x i32> %2010, i32 0
	%2012 = bitcast i32 %2011 to float
	store float %2012, float* %14
	%2013 = extractelement <4 x i32> %2010, i32 1
	%2014 = bitcast i32 %2013 to float
	store float %2014, float* %15
	%2015 = extractelement <4 x i32> %2010, i32 2
	%2016 = bitcast i32 %2015 to float
	store float %2016, float* %16
	%2017 = extractelement <4 x i32> %2010, i32 3
	%2018 = bitcast i32 %2017 to float
	store float %2018, float* %17
	%2019 = extractelement <4 x i32> %1868, i32 2
	%2020 = extractelement <4 x i32> %1874, i32 2
	%2021 = extractelement <4 x i32> %1880, i32 2
	%2022 = extractelement <4 x i32> %1886, i32 2
	%2023 = and i32 %2019, u0xFFFF
	%2024 = shl i32 %2020, 16
	%2025 = or i32 %2023, %2024
	%2026 = and i32 %2021, u0xFFFF
	%2027 = shl i32 %2022, 16
	%2028 = or i32 %2026, %2027
	%2029 = lshr i32 %2019, 16
	%2030 = and i32 %2020, -65536
	%2031 = or i32 %2029, %2030
	%2032 = lshr i32 %2021, 16
	%2033 = and i32 %2022, -65536
	%2034 = or i32 %2032, %2033
	%2035 = load float, float* %18
	%2036 = load float, float* %19
	%2037 = load float, float* %20
	%2038 = load float, float* %21
	%2039 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %2025, i32 %2028, float %2035, float %2036, float %2037, float %2038)
	%2040 = extractvalue { float, float, float, float } %2039, 0
	%2041 = bitcast float %2040 to i32
	%2042 = insertelement <4 x i32> zeroinitializer, i32 %2041, i32 0
	%2043 = extractvalue { float, float, float, float } %2039, 1
	%2044 = bitcast float %2043 to i32
	%2045 = insertelement <4 x i32> %2042, i32 %2044, i32 1
	%2046 = extractvalue { float, float, float, float } %2039, 2
	%2047 = bitcast float %2046 to i32
	%2048 = insertelement <4 x i32> %2045, i32 %2047, i32 2
	%2049 = extractvalue { float, float, float, float } %2039, 3
	%2050 = bitcast float %2049 to i32
	%2051 = insertelement <4 x i32> %2048, i32 %2050, i32 3
	%2052 = extractelement <4 x i32> %2051, i32 0
	%2053 = bitcast i32 %2052 to float
	store float %2053, float* %18
	%2054 = extractelement <4 x i32> %2051, i32 1
	%2055 = bitcast i32 %2054 to float
	store float %2055, float* %19
	%2056 = extractelement <4 x i32> %2051, i32 2
	%2057 = bitcast i32 %2056 to float
	store float %2057, float* %20
	%2058 = extractelement <4 x i32> %2051, i32 3
	%2059 = bitcast i32 %2058 to float
	store float %2059, float* %21
	%2060 = load float, float* %22
	%2061 = load float, float* %23
	%2062 = load float, float* %24
	%2063 = load float, float* %25
	%2064 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %2031, i32 %2034, float %2060, float %2061, float %2062, float %2063)
	%2065 = extractvalue { float, float, float, float } %2064, 0
	%2066 = bitcast float %2065 to i32
	%2067 = insertelement <4 x i32> zeroinitializer, i32 %2066, i32 0
	%2068 = extractvalue { float, float, float, float } %2064, 1
	%2069 = bitcast float %2068 to i32
	%2070 = insertelement <4 x i32> %2067, i32 %2069, i32 1
	%2071 = extractvalue { float, float, float, float } %2064, 2
	%2072 = bitcast float %2071 to i32
	%2073 = insertelement <4 x i32> %2070, i32 %2072, i32 2
	%2074 = extractvalue { float, float, float, float } %2064, 3
	%2075 = bitcast float %2074 to i32
	%2076 = insertelement <4 x i32> %2073, i32 %2075, i32 3
	%2077 = extractelement <4 x i32> %2076, i32 0
	%2078 = bitcast i32 %2077 to float
	store float %2078, float* %22
	%2079 = extractelement <4 x i32> %2076, i32 1
	%2080 = bitcast i32 %2079 to float
	store float %2080, float* %23
	%2081 = extractelement <4 x i32> %2076, i32 2
	%2082 = bitcast i32 %2081 to float
	store float %2082, float* %24
	%2083 = extractelement <4 x i32> %2076, i32 3
	%2084 = bitcast i32 %2083 to float
	store float %2084, float* %25
	%2085 = extractelement <4 x i32> %1868, i32 3
	%2086 = extractelement <4 x i32> %1874, i32 3
	%2087 = extractelement <4 x i32> %1880, i32 3
	%2088 = extractelement <4 x i32> %1886, i32 3
	%2089 = and i32 %2085, u0xFFFF
	%2090 = shl i32 %2086, 16
	%2091 = or i32 %2089, %2090
	%2092 = and i32 %2087, u0xFFFF
	%2093 = shl i32 %2088, 16
	%2094 = or i32 %2092, %2093
	%2095 = lshr i32 %2085, 16
	%2096 = and i32 %2086, -65536
	%2097 = or i32 %2095, %2096
	%2098 = lshr i32 %2087, 16
	%2099 = and i32 %2088, -65536
	%2100 = or i32 %2098, %2099
	%2101 = load float, float* %26
	%2102 = load float, float* %27
	%2103 = load float, float* %28
	%2104 = load float, float* %29
	%2105 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %2091, i32 %2094, float %2101, float %2102, float %2103, float %2104)
	%2106 = extractvalue { float, float, float, float } %2105, 0
	%2107 = bitcast float %2106 to i32
	%2108 = insertelement <4 x i32> zeroinitializer, i32 %2107, i32 0
	%2109 = extractvalue { float, float, float, float } %2105, 1
	%2110 = bitcast float %2109 to i32
	%2111 = insertelement <4 x i32> %2108, i32 %2110, i32 1
	%2112 = extractvalue { float, float, float, float } %2105, 2
	%2113 = bitcast float %2112 to i32
	%2114 = insertelement <4 x i32> %2111, i32 %2113, i32 2
	%2115 = extractvalue { float, float, float, float } %2105, 3
	%2116 = bitcast float %2115 to i32
	%2117 = insertelement <4 x i32> %2114, i32 %2116, i32 3
	%2118 = extractelement <4 x i32> %2117, i32 0
	%2119 = bitcast i32 %2118 to float
	store float %2119, float* %26
	%2120 = extractelement <4 x i32> %2117, i32 1
	%2121 = bitcast i32 %2120 to float
	store float %2121, float* %27
	%2122 = extractelement <4 x i32> %2117, i32 2
	%2123 = bitcast i32 %2122 to float
	store float %2123, float* %28
	%2124 = extractelement <4 x i32> %2117, i32 3
	%2125 = bitcast i32 %2124 to float
	store float %2125, float* %29
	%2126 = load float, float* %30
	%2127 = load float, float* %31
	%2128 = load float, float* %32
	%2129 = load float, float* %33
	%2130 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1823, i32 %1833, i32 %1843, i32 %2097, i32 %2100, float %2126, float %2127, float %2128, float %2129)
	%2131 = extractvalue { float, float, float, float } %2130, 0
	%2132 = bitcast float %2131 to i32
	%2133 = insertelement <4 x i32> zeroinitializer, i32 %2132, i32 0
	%2134 = extractvalue { float, float, float, float } %2130, 1
	%2135 = bitcast float %2134 to i32
	%2136 = insertelement <4 x i32> %2133, i32 %2135, i32 1
	%2137 = extractvalue { float, float, float, float } %2130, 2
	%2138 = bitcast float %2137 to i32
	%2139 = insertelement <4 x i32> %2136, i32 %2138, i32 2
	%2140 = extractvalue { float, float, float, float } %2130, 3
	%2141 = bitcast float %2140 to i32
	%2142 = insertelement <4 x i32> %2139, i32 %2141, i32 3
	%2143 = extractelement <4 x i32> %2142, i32 0
	%2144 = bitcast i32 %2143 to float
	store float %2144, float* %30
	%2145 = extractelement <4 x i32> %2142, i32 1
	%2146 = bitcast i32 %2145 to float
	store float %2146, float* %31
	%2147 = extractelement <4 x i32> %2142, i32 2
	%2148 = bitcast i32 %2147 to float
	store float %2148, float* %32
	%2149 = extractelement <4 x i32> %2142, i32 3
	%2150 = bitcast i32 %2149 to float
	store float %2150, float* %33
	call void @llvm.nvvm.barrier0()
	%2151 = add i32 %114, 32
	br label %loop11

then19:
	%2152 = sext i32 %1241 to i64
	%2153 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2152
	store float %1268, float addrspace(3)* %2153
	%2154 = sext i32 %1241 to i64
	%2155 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2154
	%2156 = load float, float addrspace(3)* %2155
	%2157 = call float @llvm.fma.f32(float %2156, float %1380, float %1330)
	%2158 = sext i32 %1241 to i64
	%2159 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2158
	store float %2157, float addrspace(3)* %2159
	%2160 = sext i32 %1241 to i64
	%2161 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %2160
	store float %1380, float addrspace(3)* %2161
	br label %join20

join20:
	%2162 = add i32 %1241, 4
	br label %loop16

then21:
	%2163 = mul i32 %34, 264
	%2164 = add i32 %134, %2163
	%2165 = add i32 %2164, 256
	%2166 = sext i32 %34 to i64
	%2167 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2166
	%2168 = load float, float addrspace(3)* %2167
	%2169 = sext i32 %2165 to i64
	%2170 = getelementptr float, float addrspace(1)* %part, i64 %2169
	store float %2168, float addrspace(1)* %2170
	%2171 = add i32 %2164, 257
	%2172 = sext i32 %34 to i64
	%2173 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2172
	%2174 = load float, float addrspace(3)* %2173
	%2175 = sext i32 %2171 to i64
	%2176 = getelementptr float, float addrspace(1)* %part, i64 %2175
	store float %2174, float addrspace(1)* %2176
	br label %join22

join22:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
