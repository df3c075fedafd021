target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48 = internal addrspace(3) global [2304 x i32] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49 = internal addrspace(3) global [512 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53 = internal addrspace(3) global [32 x i32] undef, align 8

define ptx_kernel void @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma(float addrspace(1)* %part, float addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
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
	%64 = phi i32 [ %34, %then1 ], [ %101, %join7 ]
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
	%83 = load float, float* %0
	%84 = load float, float* %1
	%85 = bitcast float %83 to i32
	%86 = lshr i32 %85, 16
	%87 = and i32 %86, 1
	%88 = add i32 %85, u0x7FFF
	%89 = add i32 %88, %87
	%90 = lshr i32 %89, 16
	%91 = bitcast float %84 to i32
	%92 = lshr i32 %91, 16
	%93 = and i32 %92, 1
	%94 = add i32 %91, u0x7FFF
	%95 = add i32 %94, %93
	%96 = lshr i32 %95, 16
	%97 = shl i32 %96, 16
	%98 = or i32 %90, %97
	%99 = sext i32 %64 to i64
	%100 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %99
	store i32 %98, i32 addrspace(3)* %100
	%101 = add i32 %64, 128
	br label %loop3

else8:
	%102 = mul i32 %70, 48
	%103 = add i32 -240, %71
	%104 = add i32 %102, %103
	%105 = sext i32 %104 to i64
	%106 = getelementptr i16, i16 addrspace(1)* %q, i64 %105
	%107 = load i16, i16 addrspace(1)* %106
	%108 = zext i16 %107 to i32
	%109 = shl i32 %108, 16
	%110 = bitcast i32 %109 to float
	store float %110, float* %0
	%111 = add i32 %104, 1
	%112 = sext i32 %111 to i64
	%113 = getelementptr i16, i16 addrspace(1)* %q, i64 %112
	%114 = load i16, i16 addrspace(1)* %113
	%115 = zext i16 %114 to i32
	%116 = shl i32 %115, 16
	%117 = bitcast i32 %116 to float
	store float %117, float* %1
	br label %join7

then9:
	%118 = sext i32 %34 to i64
	%119 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %118
	store float 0xFFF0000000000000, float addrspace(3)* %119
	%120 = sext i32 %34 to i64
	%121 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %120
	store float 0.0, float addrspace(3)* %121
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
	%122 = mul i32 %38, 144
	%123 = add i32 %38, 8
	%124 = mul i32 %123, 144
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%125 = phi i32 [ %58, %join10 ], [ %2436, %done18 ]
	%126 = icmp slt i32 %125, %61
	br i1 %126, label %body12, label %done13

body12:
	%127 = mul i32 %37, 8
	%128 = add i32 %125, %127
	%129 = add i32 %128, %38
	%130 = icmp slt i32 %129, %61
	%131 = select i1 %130, i32 %129, i32 %58
	%132 = mul i32 %46, %max_blocks
	%133 = sdiv i32 %131, %block_size
	%134 = add i32 %132, %133
	%135 = sext i32 %134 to i64
	%136 = getelementptr i32, i32 addrspace(1)* %table, i64 %135
	%137 = load i32, i32 addrspace(1)* %136
	%138 = mul i32 %137, %block_size
	%139 = srem i32 %131, %block_size
	%140 = add i32 %138, %139
	%141 = mul i32 %140, 288
	%142 = icmp eq i32 %39, 0
	br i1 %142, label %then14, label %join15

done13:
	%143 = mul i32 %41, 16
	%144 = add i32 %143, %63
	%145 = mul i32 %144, 258
	%146 = add i32 %38, 0
	%147 = mul i32 %37, 64
	%148 = mul i32 %39, 2
	%149 = add i32 %148, 0
	%150 = mul i32 %149, 8
	%151 = add i32 %150, 0
	%152 = add i32 %147, %151
	%153 = mul i32 %146, 258
	%154 = add i32 %153, %152
	%155 = add i32 %145, %154
	%156 = load float, float* %2
	%157 = sext i32 %155 to i64
	%158 = getelementptr float, float addrspace(1)* %part, i64 %157
	store float %156, float addrspace(1)* %158
	%159 = add i32 %38, 0
	%160 = mul i32 %37, 64
	%161 = mul i32 %39, 2
	%162 = add i32 %161, 1
	%163 = mul i32 %162, 8
	%164 = add i32 %163, 0
	%165 = add i32 %160, %164
	%166 = mul i32 %159, 258
	%167 = add i32 %166, %165
	%168 = add i32 %145, %167
	%169 = load float, float* %3
	%170 = sext i32 %168 to i64
	%171 = getelementptr float, float addrspace(1)* %part, i64 %170
	store float %169, float addrspace(1)* %171
	%172 = add i32 %38, 8
	%173 = mul i32 %37, 64
	%174 = mul i32 %39, 2
	%175 = add i32 %174, 0
	%176 = mul i32 %175, 8
	%177 = add i32 %176, 0
	%178 = add i32 %173, %177
	%179 = mul i32 %172, 258
	%180 = add i32 %179, %178
	%181 = add i32 %145, %180
	%182 = load float, float* %4
	%183 = sext i32 %181 to i64
	%184 = getelementptr float, float addrspace(1)* %part, i64 %183
	store float %182, float addrspace(1)* %184
	%185 = add i32 %38, 8
	%186 = mul i32 %37, 64
	%187 = mul i32 %39, 2
	%188 = add i32 %187, 1
	%189 = mul i32 %188, 8
	%190 = add i32 %189, 0
	%191 = add i32 %186, %190
	%192 = mul i32 %185, 258
	%193 = add i32 %192, %191
	%194 = add i32 %145, %193
	%195 = load float, float* %5
	%196 = sext i32 %194 to i64
	%197 = getelementptr float, float addrspace(1)* %part, i64 %196
	store float %195, float addrspace(1)* %197
	%198 = add i32 %38, 0
	%199 = mul i32 %37, 64
	%200 = mul i32 %39, 2
	%201 = add i32 %200, 0
	%202 = mul i32 %201, 8
	%203 = add i32 %202, 1
	%204 = add i32 %199, %203
	%205 = mul i32 %198, 258
	%206 = add i32 %205, %204
	%207 = add i32 %145, %206
	%208 = load float, float* %6
	%209 = sext i32 %207 to i64
	%210 = getelementptr float, float addrspace(1)* %part, i64 %209
	store float %208, float addrspace(1)* %210
	%211 = add i32 %38, 0
	%212 = mul i32 %37, 64
	%213 = mul i32 %39, 2
	%214 = add i32 %213, 1
	%215 = mul i32 %214, 8
	%216 = add i32 %215, 1
	%217 = add i32 %212, %216
	%218 = mul i32 %211, 258
	%219 = add i32 %218, %217
	%220 = add i32 %145, %219
	%221 = load float, float* %7
	%222 = sext i32 %220 to i64
	%223 = getelementptr float, float addrspace(1)* %part, i64 %222
	store float %221, float addrspace(1)* %223
	%224 = add i32 %38, 8
	%225 = mul i32 %37, 64
	%226 = mul i32 %39, 2
	%227 = add i32 %226, 0
	%228 = mul i32 %227, 8
	%229 = add i32 %228, 1
	%230 = add i32 %225, %229
	%231 = mul i32 %224, 258
	%232 = add i32 %231, %230
	%233 = add i32 %145, %232
	%234 = load float, float* %8
	%235 = sext i32 %233 to i64
	%236 = getelementptr float, float addrspace(1)* %part, i64 %235
	store float %234, float addrspace(1)* %236
	%237 = add i32 %38, 8
	%238 = mul i32 %37, 64
	%239 = mul i32 %39, 2
	%240 = add i32 %239, 1
	%241 = mul i32 %240, 8
	%242 = add i32 %241, 1
	%243 = add i32 %238, %242
	%244 = mul i32 %237, 258
	%245 = add i32 %244, %243
	%246 = add i32 %145, %245
	%247 = load float, float* %9
	%248 = sext i32 %246 to i64
	%249 = getelementptr float, float addrspace(1)* %part, i64 %248
	store float %247, float addrspace(1)* %249
	%250 = add i32 %38, 0
	%251 = mul i32 %37, 64
	%252 = mul i32 %39, 2
	%253 = add i32 %252, 0
	%254 = mul i32 %253, 8
	%255 = add i32 %254, 2
	%256 = add i32 %251, %255
	%257 = mul i32 %250, 258
	%258 = add i32 %257, %256
	%259 = add i32 %145, %258
	%260 = load float, float* %10
	%261 = sext i32 %259 to i64
	%262 = getelementptr float, float addrspace(1)* %part, i64 %261
	store float %260, float addrspace(1)* %262
	%263 = add i32 %38, 0
	%264 = mul i32 %37, 64
	%265 = mul i32 %39, 2
	%266 = add i32 %265, 1
	%267 = mul i32 %266, 8
	%268 = add i32 %267, 2
	%269 = add i32 %264, %268
	%270 = mul i32 %263, 258
	%271 = add i32 %270, %269
	%272 = add i32 %145, %271
	%273 = load float, float* %11
	%274 = sext i32 %272 to i64
	%275 = getelementptr float, float addrspace(1)* %part, i64 %274
	store float %273, float addrspace(1)* %275
	%276 = add i32 %38, 8
	%277 = mul i32 %37, 64
	%278 = mul i32 %39, 2
	%279 = add i32 %278, 0
	%280 = mul i32 %279, 8
	%281 = add i32 %280, 2
	%282 = add i32 %277, %281
	%283 = mul i32 %276, 258
	%284 = add i32 %283, %282
	%285 = add i32 %145, %284
	%286 = load float, float* %12
	%287 = sext i32 %285 to i64
	%288 = getelementptr float, float addrspace(1)* %part, i64 %287
	store float %286, float addrspace(1)* %288
	%289 = add i32 %38, 8
	%290 = mul i32 %37, 64
	%291 = mul i32 %39, 2
	%292 = add i32 %291, 1
	%293 = mul i32 %292, 8
	%294 = add i32 %293, 2
	%295 = add i32 %290, %294
	%296 = mul i32 %289, 258
	%297 = add i32 %296, %295
	%298 = add i32 %145, %297
	%299 = load float, float* %13
	%300 = sext i32 %298 to i64
	%301 = getelementptr float, float addrspace(1)* %part, i64 %300
	store float %299, float addrspace(1)* %301
	%302 = add i32 %38, 0
	%303 = mul i32 %37, 64
	%304 = mul i32 %39, 2
	%305 = add i32 %304, 0
	%306 = mul i32 %305, 8
	%307 = add i32 %306, 3
	%308 = add i32 %303, %307
	%309 = mul i32 %302, 258
	%310 = add i32 %309, %308
	%311 = add i32 %145, %310
	%312 = load float, float* %14
	%313 = sext i32 %311 to i64
	%314 = getelementptr float, float addrspace(1)* %part, i64 %313
	store float %312, float addrspace(1)* %314
	%315 = add i32 %38, 0
	%316 = mul i32 %37, 64
	%317 = mul i32 %39, 2
	%318 = add i32 %317, 1
	%319 = mul i32 %318, 8
	%320 = add i32 %319, 3
	%321 = add i32 %316, %320
	%322 = mul i32 %315, 258
	%323 = add i32 %322, %321
	%324 = add i32 %145, %323
	%325 = load float, float* %15
	%326 = sext i32 %324 to i64
	%327 = getelementptr float, float addrspace(1)* %part, i64 %326
	store float %325, float addrspace(1)* %327
	%328 = add i32 %38, 8
	%329 = mul i32 %37, 64
	%330 = mul i32 %39, 2
	%331 = add i32 %330, 0
	%332 = mul i32 %331, 8
	%333 = add i32 %332, 3
	%334 = add i32 %329, %333
	%335 = mul i32 %328, 258
	%336 = add i32 %335, %334
	%337 = add i32 %145, %336
	%338 = load float, float* %16
	%339 = sext i32 %337 to i64
	%340 = getelementptr float, float addrspace(1)* %part, i64 %339
	store float %338, float addrspace(1)* %340
	%341 = add i32 %38, 8
	%342 = mul i32 %37, 64
	%343 = mul i32 %39, 2
	%344 = add i32 %343, 1
	%345 = mul i32 %344, 8
	%346 = add i32 %345, 3
	%347 = add i32 %342, %346
	%348 = mul i32 %341, 258
	%349 = add i32 %348, %347
	%350 = add i32 %145, %349
	%351 = load float, float* %17
	%352 = sext i32 %350 to i64
	%353 = getelementptr float, float addrspace(1)* %part, i64 %352
	store float %351, float addrspace(1)* %353
	%354 = add i32 %38, 0
	%355 = mul i32 %37, 64
	%356 = mul i32 %39, 2
	%357 = add i32 %356, 0
	%358 = mul i32 %357, 8
	%359 = add i32 %358, 4
	%360 = add i32 %355, %359
	%361 = mul i32 %354, 258
	%362 = add i32 %361, %360
	%363 = add i32 %145, %362
	%364 = load float, float* %18
	%365 = sext i32 %363 to i64
	%366 = getelementptr float, float addrspace(1)* %part, i64 %365
	store float %364, float addrspace(1)* %366
	%367 = add i32 %38, 0
	%368 = mul i32 %37, 64
	%369 = mul i32 %39, 2
	%370 = add i32 %369, 1
	%371 = mul i32 %370, 8
	%372 = add i32 %371, 4
	%373 = add i32 %368, %372
	%374 = mul i32 %367, 258
	%375 = add i32 %374, %373
	%376 = add i32 %145, %375
	%377 = load float, float* %19
	%378 = sext i32 %376 to i64
	%379 = getelementptr float, float addrspace(1)* %part, i64 %378
	store float %377, float addrspace(1)* %379
	%380 = add i32 %38, 8
	%381 = mul i32 %37, 64
	%382 = mul i32 %39, 2
	%383 = add i32 %382, 0
	%384 = mul i32 %383, 8
	%385 = add i32 %384, 4
	%386 = add i32 %381, %385
	%387 = mul i32 %380, 258
	%388 = add i32 %387, %386
	%389 = add i32 %145, %388
	%390 = load float, float* %20
	%391 = sext i32 %389 to i64
	%392 = getelementptr float, float addrspace(1)* %part, i64 %391
	store float %390, float addrspace(1)* %392
	%393 = add i32 %38, 8
	%394 = mul i32 %37, 64
	%395 = mul i32 %39, 2
	%396 = add i32 %395, 1
	%397 = mul i32 %396, 8
	%398 = add i32 %397, 4
	%399 = add i32 %394, %398
	%400 = mul i32 %393, 258
	%401 = add i32 %400, %399
	%402 = add i32 %145, %401
	%403 = load float, float* %21
	%404 = sext i32 %402 to i64
	%405 = getelementptr float, float addrspace(1)* %part, i64 %404
	store float %403, float addrspace(1)* %405
	%406 = add i32 %38, 0
	%407 = mul i32 %37, 64
	%408 = mul i32 %39, 2
	%409 = add i32 %408, 0
	%410 = mul i32 %409, 8
	%411 = add i32 %410, 5
	%412 = add i32 %407, %411
	%413 = mul i32 %406, 258
	%414 = add i32 %413, %412
	%415 = add i32 %145, %414
	%416 = load float, float* %22
	%417 = sext i32 %415 to i64
	%418 = getelementptr float, float addrspace(1)* %part, i64 %417
	store float %416, float addrspace(1)* %418
	%419 = add i32 %38, 0
	%420 = mul i32 %37, 64
	%421 = mul i32 %39, 2
	%422 = add i32 %421, 1
	%423 = mul i32 %422, 8
	%424 = add i32 %423, 5
	%425 = add i32 %420, %424
	%426 = mul i32 %419, 258
	%427 = add i32 %426, %425
	%428 = add i32 %145, %427
	%429 = load float, float* %23
	%430 = sext i32 %428 to i64
	%431 = getelementptr float, float addrspace(1)* %part, i64 %430
	store float %429, float addrspace(1)* %431
	%432 = add i32 %38, 8
	%433 = mul i32 %37, 64
	%434 = mul i32 %39, 2
	%435 = add i32 %434, 0
	%436 = mul i32 %435, 8
	%437 = add i32 %436, 5
	%438 = add i32 %433, %437
	%439 = mul i32 %432, 258
	%440 = add i32 %439, %438
	%441 = add i32 %145, %440
	%442 = load float, float* %24
	%443 = sext i32 %441 to i64
	%444 = getelementptr float, float addrspace(1)* %part, i64 %443
	store float %442, float addrspace(1)* %444
	%445 = add i32 %38, 8
	%446 = mul i32 %37, 64
	%447 = mul i32 %39, 2
	%448 = add i32 %447, 1
	%449 = mul i32 %448, 8
	%450 = add i32 %449, 5
	%451 = add i32 %446, %450
	%452 = mul i32 %445, 258
	%453 = add i32 %452, %451
	%454 = add i32 %145, %453
	%455 = load float, float* %25
	%456 = sext i32 %454 to i64
	%457 = getelementptr float, float addrspace(1)* %part, i64 %456
	store float %455, float addrspace(1)* %457
	%458 = add i32 %38, 0
	%459 = mul i32 %37, 64
	%460 = mul i32 %39, 2
	%461 = add i32 %460, 0
	%462 = mul i32 %461, 8
	%463 = add i32 %462, 6
	%464 = add i32 %459, %463
	%465 = mul i32 %458, 258
	%466 = add i32 %465, %464
	%467 = add i32 %145, %466
	%468 = load float, float* %26
	%469 = sext i32 %467 to i64
	%470 = getelementptr float, float addrspace(1)* %part, i64 %469
	store float %468, float addrspace(1)* %470
	%471 = add i32 %38, 0
	%472 = mul i32 %37, 64
	%473 = mul i32 %39, 2
	%474 = add i32 %473, 1
	%475 = mul i32 %474, 8
	%476 = add i32 %475, 6
	%477 = add i32 %472, %476
	%478 = mul i32 %471, 258
	%479 = add i32 %478, %477
	%480 = add i32 %145, %479
	%481 = load float, float* %27
	%482 = sext i32 %480 to i64
	%483 = getelementptr float, float addrspace(1)* %part, i64 %482
	store float %481, float addrspace(1)* %483
	%484 = add i32 %38, 8
	%485 = mul i32 %37, 64
	%486 = mul i32 %39, 2
	%487 = add i32 %486, 0
	%488 = mul i32 %487, 8
	%489 = add i32 %488, 6
	%490 = add i32 %485, %489
	%491 = mul i32 %484, 258
	%492 = add i32 %491, %490
	%493 = add i32 %145, %492
	%494 = load float, float* %28
	%495 = sext i32 %493 to i64
	%496 = getelementptr float, float addrspace(1)* %part, i64 %495
	store float %494, float addrspace(1)* %496
	%497 = add i32 %38, 8
	%498 = mul i32 %37, 64
	%499 = mul i32 %39, 2
	%500 = add i32 %499, 1
	%501 = mul i32 %500, 8
	%502 = add i32 %501, 6
	%503 = add i32 %498, %502
	%504 = mul i32 %497, 258
	%505 = add i32 %504, %503
	%506 = add i32 %145, %505
	%507 = load float, float* %29
	%508 = sext i32 %506 to i64
	%509 = getelementptr float, float addrspace(1)* %part, i64 %508
	store float %507, float addrspace(1)* %509
	%510 = add i32 %38, 0
	%511 = mul i32 %37, 64
	%512 = mul i32 %39, 2
	%513 = add i32 %512, 0
	%514 = mul i32 %513, 8
	%515 = add i32 %514, 7
	%516 = add i32 %511, %515
	%517 = mul i32 %510, 258
	%518 = add i32 %517, %516
	%519 = add i32 %145, %518
	%520 = load float, float* %30
	%521 = sext i32 %519 to i64
	%522 = getelementptr float, float addrspace(1)* %part, i64 %521
	store float %520, float addrspace(1)* %522
	%523 = add i32 %38, 0
	%524 = mul i32 %37, 64
	%525 = mul i32 %39, 2
	%526 = add i32 %525, 1
	%527 = mul i32 %526, 8
	%528 = add i32 %527, 7
	%529 = add i32 %524, %528
	%530 = mul i32 %523, 258
	%531 = add i32 %530, %529
	%532 = add i32 %145, %531
	%533 = load float, float* %31
	%534 = sext i32 %532 to i64
	%535 = getelementptr float, float addrspace(1)* %part, i64 %534
	store float %533, float addrspace(1)* %535
	%536 = add i32 %38, 8
	%537 = mul i32 %37, 64
	%538 = mul i32 %39, 2
	%539 = add i32 %538, 0
	%540 = mul i32 %539, 8
	%541 = add i32 %540, 7
	%542 = add i32 %537, %541
	%543 = mul i32 %536, 258
	%544 = add i32 %543, %542
	%545 = add i32 %145, %544
	%546 = load float, float* %32
	%547 = sext i32 %545 to i64
	%548 = getelementptr float, float addrspace(1)* %part, i64 %547
	store float %546, float addrspace(1)* %548
	%549 = add i32 %38, 8
	%550 = mul i32 %37, 64
	%551 = mul i32 %39, 2
	%552 = add i32 %551, 1
	%553 = mul i32 %552, 8
	%554 = add i32 %553, 7
	%555 = add i32 %550, %554
	%556 = mul i32 %549, 258
	%557 = add i32 %556, %555
	%558 = add i32 %145, %557
	%559 = load float, float* %33
	%560 = sext i32 %558 to i64
	%561 = getelementptr float, float addrspace(1)* %part, i64 %560
	store float %559, float addrspace(1)* %561
	%562 = icmp slt i32 %34, 16
	br i1 %562, label %then21, label %join22

then14:
	%563 = mul i32 %37, 8
	%564 = add i32 %563, %38
	%565 = sext i32 %564 to i64
	%566 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %565
	store i32 %141, i32 addrspace(3)* %566
	br label %join15

join15:
	%567 = mul i32 %39, 8
	%568 = add i32 %141, %567
	%569 = add i32 %568, 0
	%570 = sext i32 %569 to i64
	%571 = getelementptr i16, i16 addrspace(1)* %pool, i64 %570
	%572 = bitcast i16 addrspace(1)* %571 to <4 x i32> addrspace(1)*
	%573 = load <4 x i32>, <4 x i32> addrspace(1)* %572, align 16, !invariant.load !0
	%574 = add i32 %568, 32
	%575 = sext i32 %574 to i64
	%576 = getelementptr i16, i16 addrspace(1)* %pool, i64 %575
	%577 = bitcast i16 addrspace(1)* %576 to <4 x i32> addrspace(1)*
	%578 = load <4 x i32>, <4 x i32> addrspace(1)* %577, align 16, !invariant.load !0
	%579 = add i32 %568, 64
	%580 = sext i32 %579 to i64
	%581 = getelementptr i16, i16 addrspace(1)* %pool, i64 %580
	%582 = bitcast i16 addrspace(1)* %581 to <4 x i32> addrspace(1)*
	%583 = load <4 x i32>, <4 x i32> addrspace(1)* %582, align 16, !invariant.load !0
	%584 = add i32 %568, 96
	%585 = sext i32 %584 to i64
	%586 = getelementptr i16, i16 addrspace(1)* %pool, i64 %585
	%587 = bitcast i16 addrspace(1)* %586 to <4 x i32> addrspace(1)*
	%588 = load <4 x i32>, <4 x i32> addrspace(1)* %587, align 16, !invariant.load !0
	%589 = add i32 %568, 128
	%590 = sext i32 %589 to i64
	%591 = getelementptr i16, i16 addrspace(1)* %pool, i64 %590
	%592 = bitcast i16 addrspace(1)* %591 to <4 x i32> addrspace(1)*
	%593 = load <4 x i32>, <4 x i32> addrspace(1)* %592, align 16, !invariant.load !0
	%594 = add i32 %568, 160
	%595 = sext i32 %594 to i64
	%596 = getelementptr i16, i16 addrspace(1)* %pool, i64 %595
	%597 = bitcast i16 addrspace(1)* %596 to <4 x i32> addrspace(1)*
	%598 = load <4 x i32>, <4 x i32> addrspace(1)* %597, align 16, !invariant.load !0
	%599 = add i32 %568, 192
	%600 = sext i32 %599 to i64
	%601 = getelementptr i16, i16 addrspace(1)* %pool, i64 %600
	%602 = bitcast i16 addrspace(1)* %601 to <4 x i32> addrspace(1)*
	%603 = load <4 x i32>, <4 x i32> addrspace(1)* %602, align 16, !invariant.load !0
	%604 = add i32 %568, 224
	%605 = sext i32 %604 to i64
	%606 = getelementptr i16, i16 addrspace(1)* %pool, i64 %605
	%607 = bitcast i16 addrspace(1)* %606 to <4 x i32> addrspace(1)*
	%608 = load <4 x i32>, <4 x i32> addrspace(1)* %607, align 16, !invariant.load !0
	%609 = add i32 %568, 256
	%610 = sext i32 %609 to i64
	%611 = getelementptr i16, i16 addrspace(1)* %pool, i64 %610
	%612 = bitcast i16 addrspace(1)* %611 to <4 x i32> addrspace(1)*
	%613 = load <4 x i32>, <4 x i32> addrspace(1)* %612, align 16, !invariant.load !0
	%614 = mul i32 %39, 4
	%615 = add i32 %614, 0
	%616 = add i32 %122, %615
	%617 = sext i32 %616 to i64
	%618 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %617
	%619 = load i32, i32 addrspace(3)* %618
	%620 = add i32 %124, %615
	%621 = sext i32 %620 to i64
	%622 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %621
	%623 = load i32, i32 addrspace(3)* %622
	%624 = add i32 %615, 1
	%625 = add i32 %122, %624
	%626 = sext i32 %625 to i64
	%627 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %626
	%628 = load i32, i32 addrspace(3)* %627
	%629 = add i32 %615, 1
	%630 = add i32 %124, %629
	%631 = sext i32 %630 to i64
	%632 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %631
	%633 = load i32, i32 addrspace(3)* %632
	%634 = extractelement <4 x i32> %573, i32 0
	%635 = extractelement <4 x i32> %573, i32 1
	%636 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %619, i32 %623, i32 %628, i32 %633, i32 %634, i32 %635, float 0.0, float 0.0, float 0.0, float 0.0)
	%637 = extractvalue { float, float, float, float } %636, 0
	%638 = bitcast float %637 to i32
	%639 = insertelement <4 x i32> zeroinitializer, i32 %638, i32 0
	%640 = extractvalue { float, float, float, float } %636, 1
	%641 = bitcast float %640 to i32
	%642 = insertelement <4 x i32> %639, i32 %641, i32 1
	%643 = extractvalue { float, float, float, float } %636, 2
	%644 = bitcast float %643 to i32
	%645 = insertelement <4 x i32> %642, i32 %644, i32 2
	%646 = extractvalue { float, float, float, float } %636, 3
	%647 = bitcast float %646 to i32
	%648 = insertelement <4 x i32> %645, i32 %647, i32 3
	%649 = extractelement <4 x i32> %648, i32 0
	%650 = bitcast i32 %649 to float
	%651 = extractelement <4 x i32> %648, i32 1
	%652 = bitcast i32 %651 to float
	%653 = extractelement <4 x i32> %648, i32 2
	%654 = bitcast i32 %653 to float
	%655 = extractelement <4 x i32> %648, i32 3
	%656 = bitcast i32 %655 to float
	%657 = add i32 %614, 2
	%658 = add i32 %122, %657
	%659 = sext i32 %658 to i64
	%660 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %659
	%661 = load i32, i32 addrspace(3)* %660
	%662 = add i32 %124, %657
	%663 = sext i32 %662 to i64
	%664 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %663
	%665 = load i32, i32 addrspace(3)* %664
	%666 = add i32 %657, 1
	%667 = add i32 %122, %666
	%668 = sext i32 %667 to i64
	%669 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %668
	%670 = load i32, i32 addrspace(3)* %669
	%671 = add i32 %657, 1
	%672 = add i32 %124, %671
	%673 = sext i32 %672 to i64
	%674 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %673
	%675 = load i32, i32 addrspace(3)* %674
	%676 = extractelement <4 x i32> %573, i32 2
	%677 = extractelement <4 x i32> %573, i32 3
	%678 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %661, i32 %665, i32 %670, i32 %675, i32 %676, i32 %677, float %650, float %652, float %654, float %656)
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
	%699 = add i32 %614, 16
	%700 = add i32 %122, %699
	%701 = sext i32 %700 to i64
	%702 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %701
	%703 = load i32, i32 addrspace(3)* %702
	%704 = add i32 %124, %699
	%705 = sext i32 %704 to i64
	%706 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %705
	%707 = load i32, i32 addrspace(3)* %706
	%708 = add i32 %699, 1
	%709 = add i32 %122, %708
	%710 = sext i32 %709 to i64
	%711 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %710
	%712 = load i32, i32 addrspace(3)* %711
	%713 = add i32 %699, 1
	%714 = add i32 %124, %713
	%715 = sext i32 %714 to i64
	%716 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %715
	%717 = load i32, i32 addrspace(3)* %716
	%718 = extractelement <4 x i32> %578, i32 0
	%719 = extractelement <4 x i32> %578, i32 1
	%720 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %703, i32 %707, i32 %712, i32 %717, i32 %718, i32 %719, float %692, float %694, float %696, float %698)
	%721 = extractvalue { float, float, float, float } %720, 0
	%722 = bitcast float %721 to i32
	%723 = insertelement <4 x i32> zeroinitializer, i32 %722, i32 0
	%724 = extractvalue { float, float, float, float } %720, 1
	%725 = bitcast float %724 to i32
	%726 = insertelement <4 x i32> %723, i32 %725, i32 1
	%727 = extractvalue { float, float, float, float } %720, 2
	%728 = bitcast float %727 to i32
	%729 = insertelement <4 x i32> %726, i32 %728, i32 2
	%730 = extractvalue { float, float, float, float } %720, 3
	%731 = bitcast float %730 to i32
	%732 = insertelement <4 x i32> %729, i32 %731, i32 3
	%733 = extractelement <4 x i32> %732, i32 0
	%734 = bitcast i32 %733 to float
	%735 = extractelement <4 x i32> %732, i32 1
	%736 = bitcast i32 %735 to float
	%737 = extractelement <4 x i32> %732, i32 2
	%738 = bitcast i32 %737 to float
	%739 = extractelement <4 x i32> %732, i32 3
	%740 = bitcast i32 %739 to float
	%741 = add i32 %614, 18
	%742 = add i32 %122, %741
	%743 = sext i32 %742 to i64
	%744 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %743
	%745 = load i32, i32 addrspace(3)* %744
	%746 = add i32 %124, %741
	%747 = sext i32 %746 to i64
	%748 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %747
	%749 = load i32, i32 addrspace(3)* %748
	%750 = add i32 %741, 1
	%751 = add i32 %122, %750
	%752 = sext i32 %751 to i64
	%753 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %752
	%754 = load i32, i32 addrspace(3)* %753
	%755 = add i32 %741, 1
	%756 = add i32 %124, %755
	%757 = sext i32 %756 to i64
	%758 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %757
	%759 = load i32, i32 addrspace(3)* %758
	%760 = extractelement <4 x i32> %578, i32 2
	%761 = extractelement <4 x i32> %578, i32 3
	%762 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %745, i32 %749, i32 %754, i32 %759, i32 %760, i32 %761, float %734, float %736, float %738, float %740)
	%763 = extractvalue { float, float, float, float } %762, 0
	%764 = bitcast float %763 to i32
	%765 = insertelement <4 x i32> zeroinitializer, i32 %764, i32 0
	%766 = extractvalue { float, float, float, float } %762, 1
	%767 = bitcast float %766 to i32
	%768 = insertelement <4 x i32> %765, i32 %767, i32 1
	%769 = extractvalue { float, float, float, float } %762, 2
	%770 = bitcast float %769 to i32
	%771 = insertelement <4 x i32> %768, i32 %770, i32 2
	%772 = extractvalue { float, float, float, float } %762, 3
	%773 = bitcast float %772 to i32
	%774 = insertelement <4 x i32> %771, i32 %773, i32 3
	%775 = extractelement <4 x i32> %774, i32 0
	%776 = bitcast i32 %775 to float
	%777 = extractelement <4 x i32> %774, i32 1
	%778 = bitcast i32 %777 to float
	%779 = extractelement <4 x i32> %774, i32 2
	%780 = bitcast i32 %779 to float
	%781 = extractelement <4 x i32> %774, i32 3
	%782 = bitcast i32 %781 to float
	%783 = add i32 %614, 32
	%784 = add i32 %122, %783
	%785 = sext i32 %784 to i64
	%786 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %785
	%787 = load i32, i32 addrspace(3)* %786
	%788 = add i32 %124, %783
	%789 = sext i32 %788 to i64
	%790 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %789
	%791 = load i32, i32 addrspace(3)* %790
	%792 = add i32 %783, 1
	%793 = add i32 %122, %792
	%794 = sext i32 %793 to i64
	%795 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %794
	%796 = load i32, i32 addrspace(3)* %795
	%797 = add i32 %783, 1
	%798 = add i32 %124, %797
	%799 = sext i32 %798 to i64
	%800 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %799
	%801 = load i32, i32 addrspace(3)* %800
	%802 = extractelement <4 x i32> %583, i32 0
	%803 = extractelement <4 x i32> %583, i32 1
	%804 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %787, i32 %791, i32 %796, i32 %801, i32 %802, i32 %803, float %776, float %778, float %780, float %782)
	%805 = extractvalue { float, float, float, float } %804, 0
	%806 = bitcast float %805 to i32
	%807 = insertelement <4 x i32> zeroinitializer, i32 %806, i32 0
	%808 = extractvalue { float, float, float, float } %804, 1
	%809 = bitcast float %808 to i32
	%810 = insertelement <4 x i32> %807, i32 %809, i32 1
	%811 = extractvalue { float, float, float, float } %804, 2
	%812 = bitcast float %811 to i32
	%813 = insertelement <4 x i32> %810, i32 %812, i32 2
	%814 = extractvalue { float, float, float, float } %804, 3
	%815 = bitcast float %814 to i32
	%816 = insertelement <4 x i32> %813, i32 %815, i32 3
	%817 = extractelement <4 x i32> %816, i32 0
	%818 = bitcast i32 %817 to float
	%819 = extractelement <4 x i32> %816, i32 1
	%820 = bitcast i32 %819 to float
	%821 = extractelement <4 x i32> %816, i32 2
	%822 = bitcast i32 %821 to float
	%823 = extractelement <4 x i32> %816, i32 3
	%824 = bitcast i32 %823 to float
	%825 = add i32 %614, 34
	%826 = add i32 %122, %825
	%827 = sext i32 %826 to i64
	%828 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %827
	%829 = load i32, i32 addrspace(3)* %828
	%830 = add i32 %124, %825
	%831 = sext i32 %830 to i64
	%832 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %831
	%833 = load i32, i32 addrspace(3)* %832
	%834 = add i32 %825, 1
	%835 = add i32 %122, %834
	%836 = sext i32 %835 to i64
	%837 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %836
	%838 = load i32, i32 addrspace(3)* %837
	%839 = add i32 %825, 1
	%840 = add i32 %124, %839
	%841 = sext i32 %840 to i64
	%842 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %841
	%843 = load i32, i32 addrspace(3)* %842
	%844 = extractelement <4 x i32> %583, i32 2
	%845 = extractelement <4 x i32> %583, i32 3
	%846 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %829, i32 %833, i32 %838, i32 %843, i32 %844, i32 %845, float %818, float %820, float %822, float %824)
	%847 = extractvalue { float, float, float, float } %846, 0
	%848 = bitcast float %847 to i32
	%849 = insertelement <4 x i32> zeroinitializer, i32 %848, i32 0
	%850 = extractvalue { float, float, float, float } %846, 1
	%851 = bitcast float %850 to i32
	%852 = insertelement <4 x i32> %849, i32 %851, i32 1
	%853 = extractvalue { float, float, float, float } %846, 2
	%854 = bitcast float %853 to i32
	%855 = insertelement <4 x i32> %852, i32 %854, i32 2
	%856 = extractvalue { float, float, float, float } %846, 3
	%857 = bitcast float %856 to i32
	%858 = insertelement <4 x i32> %855, i32 %857, i32 3
	%859 = extractelement <4 x i32> %858, i32 0
	%860 = bitcast i32 %859 to float
	%861 = extractelement <4 x i32> %858, i32 1
	%862 = bitcast i32 %861 to float
	%863 = extractelement <4 x i32> %858, i32 2
	%864 = bitcast i32 %863 to float
	%865 = extractelement <4 x i32> %858, i32 3
	%866 = bitcast i32 %865 to float
	%867 = add i32 %614, 48
	%868 = add i32 %122, %867
	%869 = sext i32 %868 to i64
	%870 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %869
	%871 = load i32, i32 addrspace(3)* %870
	%872 = add i32 %124, %867
	%873 = sext i32 %872 to i64
	%874 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %873
	%875 = load i32, i32 addrspace(3)* %874
	%876 = add i32 %867, 1
	%877 = add i32 %122, %876
	%878 = sext i32 %877 to i64
	%879 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %878
	%880 = load i32, i32 addrspace(3)* %879
	%881 = add i32 %867, 1
	%882 = add i32 %124, %881
	%883 = sext i32 %882 to i64
	%884 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %883
	%885 = load i32, i32 addrspace(3)* %884
	%886 = extractelement <4 x i32> %588, i32 0
	%887 = extractelement <4 x i32> %588, i32 1
	%888 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %871, i32 %875, i32 %880, i32 %885, i32 %886, i32 %887, float %860, float %862, float %864, float %866)
	%889 = extractvalue { float, float, float, float } %888, 0
	%890 = bitcast float %889 to i32
	%891 = insertelement <4 x i32> zeroinitializer, i32 %890, i32 0
	%892 = extractvalue { float, float, float, float } %888, 1
	%893 = bitcast float %892 to i32
	%894 = insertelement <4 x i32> %891, i32 %893, i32 1
	%895 = extractvalue { float, float, float, float } %888, 2
	%896 = bitcast float %895 to i32
	%897 = insertelement <4 x i32> %894, i32 %896, i32 2
	%898 = extractvalue { float, float, float, float } %888, 3
	%899 = bitcast float %898 to i32
	%900 = insertelement <4 x i32> %897, i32 %899, i32 3
	%901 = extractelement <4 x i32> %900, i32 0
	%902 = bitcast i32 %901 to float
	%903 = extractelement <4 x i32> %900, i32 1
	%904 = bitcast i32 %903 to float
	%905 = extractelement <4 x i32> %900, i32 2
	%906 = bitcast i32 %905 to float
	%907 = extractelement <4 x i32> %900, i32 3
	%908 = bitcast i32 %907 to float
	%909 = add i32 %614, 50
	%910 = add i32 %122, %909
	%911 = sext i32 %910 to i64
	%912 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %911
	%913 = load i32, i32 addrspace(3)* %912
	%914 = add i32 %124, %909
	%915 = sext i32 %914 to i64
	%916 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %915
	%917 = load i32, i32 addrspace(3)* %916
	%918 = add i32 %909, 1
	%919 = add i32 %122, %918
	%920 = sext i32 %919 to i64
	%921 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %920
	%922 = load i32, i32 addrspace(3)* %921
	%923 = add i32 %909, 1
	%924 = add i32 %124, %923
	%925 = sext i32 %924 to i64
	%926 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %925
	%927 = load i32, i32 addrspace(3)* %926
	%928 = extractelement <4 x i32> %588, i32 2
	%929 = extractelement <4 x i32> %588, i32 3
	%930 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %913, i32 %917, i32 %922, i32 %927, i32 %928, i32 %929, float %902, float %904, float %906, float %908)
	%931 = extractvalue { float, float, float, float } %930, 0
	%932 = bitcast float %931 to i32
	%933 = insertelement <4 x i32> zeroinitializer, i32 %932, i32 0
	%934 = extractvalue { float, float, float, float } %930, 1
	%935 = bitcast float %934 to i32
	%936 = insertelement <4 x i32> %933, i32 %935, i32 1
	%937 = extractvalue { float, float, float, float } %930, 2
	%938 = bitcast float %937 to i32
	%939 = insertelement <4 x i32> %936, i32 %938, i32 2
	%940 = extractvalue { float, float, float, float } %930, 3
	%941 = bitcast float %940 to i32
	%942 = insertelement <4 x i32> %939, i32 %941, i32 3
	%943 = extractelement <4 x i32> %942, i32 0
	%944 = bitcast i32 %943 to float
	%945 = extractelement <4 x i32> %942, i32 1
	%946 = bitcast i32 %945 to float
	%947 = extractelement <4 x i32> %942, i32 2
	%948 = bitcast i32 %947 to float
	%949 = extractelement <4 x i32> %942, i32 3
	%950 = bitcast i32 %949 to float
	%951 = add i32 %614, 64
	%952 = add i32 %122, %951
	%953 = sext i32 %952 to i64
	%954 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %953
	%955 = load i32, i32 addrspace(3)* %954
	%956 = add i32 %124, %951
	%957 = sext i32 %956 to i64
	%958 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %957
	%959 = load i32, i32 addrspace(3)* %958
	%960 = add i32 %951, 1
	%961 = add i32 %122, %960
	%962 = sext i32 %961 to i64
	%963 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %962
	%964 = load i32, i32 addrspace(3)* %963
	%965 = add i32 %951, 1
	%966 = add i32 %124, %965
	%967 = sext i32 %966 to i64
	%968 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %967
	%969 = load i32, i32 addrspace(3)* %968
	%970 = extractelement <4 x i32> %593, i32 0
	%971 = extractelement <4 x i32> %593, i32 1
	%972 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %955, i32 %959, i32 %964, i32 %969, i32 %970, i32 %971, float %944, float %946, float %948, float %950)
	%973 = extractvalue { float, float, float, float } %972, 0
	%974 = bitcast float %973 to i32
	%975 = insertelement <4 x i32> zeroinitializer, i32 %974, i32 0
	%976 = extractvalue { float, float, float, float } %972, 1
	%977 = bitcast float %976 to i32
	%978 = insertelement <4 x i32> %975, i32 %977, i32 1
	%979 = extractvalue { float, float, float, float } %972, 2
	%980 = bitcast float %979 to i32
	%981 = insertelement <4 x i32> %978, i32 %980, i32 2
	%982 = extractvalue { float, float, float, float } %972, 3
	%983 = bitcast float %982 to i32
	%984 = insertelement <4 x i32> %981, i32 %983, i32 3
	%985 = extractelement <4 x i32> %984, i32 0
	%986 = bitcast i32 %985 to float
	%987 = extractelement <4 x i32> %984, i32 1
	%988 = bitcast i32 %987 to float
	%989 = extractelement <4 x i32> %984, i32 2
	%990 = bitcast i32 %989 to float
	%991 = extractelement <4 x i32> %984, i32 3
	%992 = bitcast i32 %991 to float
	%993 = add i32 %614, 66
	%994 = add i32 %122, %993
	%995 = sext i32 %994 to i64
	%996 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %995
	%997 = load i32, i32 addrspace(3)* %996
	%998 = add i32 %124, %993
	%999 = sext i32 %998 to i64
	%1000 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %999
	%1001 = load i32, i32 addrspace(3)* %1000
	%1002 = add i32 %993, 1
	%1003 = add i32 %122, %1002
	%1004 = sext i32 %1003 to i64
	%1005 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1004
	%1006 = load i32, i32 addrspace(3)* %1005
	%1007 = add i32 %993, 1
	%1008 = add i32 %124, %1007
	%1009 = sext i32 %1008 to i64
	%1010 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1009
	%1011 = load i32, i32 addrspace(3)* %1010
	%1012 = extractelement <4 x i32> %593, i32 2
	%1013 = extractelement <4 x i32> %593, i32 3
	%1014 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %997, i32 %1001, i32 %1006, i32 %1011, i32 %1012, i32 %1013, float %986, float %988, float %990, float %992)
	%1015 = extractvalue { float, float, float, float } %1014, 0
	%1016 = bitcast float %1015 to i32
	%1017 = insertelement <4 x i32> zeroinitializer, i32 %1016, i32 0
	%1018 = extractvalue { float, float, float, float } %1014, 1
	%1019 = bitcast float %1018 to i32
	%1020 = insertelement <4 x i32> %1017, i32 %1019, i32 1
	%1021 = extractvalue { float, float, float, float } %1014, 2
	%1022 = bitcast float %1021 to i32
	%1023 = insertelement <4 x i32> %1020, i32 %1022, i32 2
	%1024 = extractvalue { float, float, float, float } %1014, 3
	%1025 = bitcast float %1024 to i32
	%1026 = insertelement <4 x i32> %1023, i32 %1025, i32 3
	%1027 = extractelement <4 x i32> %1026, i32 0
	%1028 = bitcast i32 %1027 to float
	%1029 = extractelement <4 x i32> %1026, i32 1
	%1030 = bitcast i32 %1029 to float
	%1031 = extractelement <4 x i32> %1026, i32 2
	%1032 = bitcast i32 %1031 to float
	%1033 = extractelement <4 x i32> %1026, i32 3
	%1034 = bitcast i32 %1033 to float
	%1035 = add i32 %614, 80
	%1036 = add i32 %122, %1035
	%1037 = sext i32 %1036 to i64
	%1038 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1037
	%1039 = load i32, i32 addrspace(3)* %1038
	%1040 = add i32 %124, %1035
	%1041 = sext i32 %1040 to i64
	%1042 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1041
	%1043 = load i32, i32 addrspace(3)* %1042
	%1044 = add i32 %1035, 1
	%1045 = add i32 %122, %1044
	%1046 = sext i32 %1045 to i64
	%1047 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1046
	%1048 = load i32, i32 addrspace(3)* %1047
	%1049 = add i32 %1035, 1
	%1050 = add i32 %124, %1049
	%1051 = sext i32 %1050 to i64
	%1052 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1051
	%1053 = load i32, i32 addrspace(3)* %1052
	%1054 = extractelement <4 x i32> %598, i32 0
	%1055 = extractelement <4 x i32> %598, i32 1
	%1056 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1039, i32 %1043, i32 %1048, i32 %1053, i32 %1054, i32 %1055, float %1028, float %1030, float %1032, float %1034)
	%1057 = extractvalue { float, float, float, float } %1056, 0
	%1058 = bitcast float %1057 to i32
	%1059 = insertelement <4 x i32> zeroinitializer, i32 %1058, i32 0
	%1060 = extractvalue { float, float, float, float } %1056, 1
	%1061 = bitcast float %1060 to i32
	%1062 = insertelement <4 x i32> %1059, i32 %1061, i32 1
	%1063 = extractvalue { float, float, float, float } %1056, 2
	%1064 = bitcast float %1063 to i32
	%1065 = insertelement <4 x i32> %1062, i32 %1064, i32 2
	%1066 = extractvalue { float, float, float, float } %1056, 3
	%1067 = bitcast float %1066 to i32
	%1068 = insertelement <4 x i32> %1065, i32 %1067, i32 3
	%1069 = extractelement <4 x i32> %1068, i32 0
	%1070 = bitcast i32 %1069 to float
	%1071 = extractelement <4 x i32> %1068, i32 1
	%1072 = bitcast i32 %1071 to float
	%1073 = extractelement <4 x i32> %1068, i32 2
	%1074 = bitcast i32 %1073 to float
	%1075 = extractelement <4 x i32> %1068, i32 3
	%1076 = bitcast i32 %1075 to float
	%1077 = add i32 %614, 82
	%1078 = add i32 %122, %1077
	%1079 = sext i32 %1078 to i64
	%1080 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1079
	%1081 = load i32, i32 addrspace(3)* %1080
	%1082 = add i32 %124, %1077
	%1083 = sext i32 %1082 to i64
	%1084 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1083
	%1085 = load i32, i32 addrspace(3)* %1084
	%1086 = add i32 %1077, 1
	%1087 = add i32 %122, %1086
	%1088 = sext i32 %1087 to i64
	%1089 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1088
	%1090 = load i32, i32 addrspace(3)* %1089
	%1091 = add i32 %1077, 1
	%1092 = add i32 %124, %1091
	%1093 = sext i32 %1092 to i64
	%1094 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1093
	%1095 = load i32, i32 addrspace(3)* %1094
	%1096 = extractelement <4 x i32> %598, i32 2
	%1097 = extractelement <4 x i32> %598, i32 3
	%1098 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1081, i32 %1085, i32 %1090, i32 %1095, i32 %1096, i32 %1097, float %1070, float %1072, float %1074, float %1076)
	%1099 = extractvalue { float, float, float, float } %1098, 0
	%1100 = bitcast float %1099 to i32
	%1101 = insertelement <4 x i32> zeroinitializer, i32 %1100, i32 0
	%1102 = extractvalue { float, float, float, float } %1098, 1
	%1103 = bitcast float %1102 to i32
	%1104 = insertelement <4 x i32> %1101, i32 %1103, i32 1
	%1105 = extractvalue { float, float, float, float } %1098, 2
	%1106 = bitcast float %1105 to i32
	%1107 = insertelement <4 x i32> %1104, i32 %1106, i32 2
	%1108 = extractvalue { float, float, float, float } %1098, 3
	%1109 = bitcast float %1108 to i32
	%1110 = insertelement <4 x i32> %1107, i32 %1109, i32 3
	%1111 = extractelement <4 x i32> %1110, i32 0
	%1112 = bitcast i32 %1111 to float
	%1113 = extractelement <4 x i32> %1110, i32 1
	%1114 = bitcast i32 %1113 to float
	%1115 = extractelement <4 x i32> %1110, i32 2
	%1116 = bitcast i32 %1115 to float
	%1117 = extractelement <4 x i32> %1110, i32 3
	%1118 = bitcast i32 %1117 to float
	%1119 = add i32 %614, 96
	%1120 = add i32 %122, %1119
	%1121 = sext i32 %1120 to i64
	%1122 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1121
	%1123 = load i32, i32 addrspace(3)* %1122
	%1124 = add i32 %124, %1119
	%1125 = sext i32 %1124 to i64
	%1126 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1125
	%1127 = load i32, i32 addrspace(3)* %1126
	%1128 = add i32 %1119, 1
	%1129 = add i32 %122, %1128
	%1130 = sext i32 %1129 to i64
	%1131 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1130
	%1132 = load i32, i32 addrspace(3)* %1131
	%1133 = add i32 %1119, 1
	%1134 = add i32 %124, %1133
	%1135 = sext i32 %1134 to i64
	%1136 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1135
	%1137 = load i32, i32 addrspace(3)* %1136
	%1138 = extractelement <4 x i32> %603, i32 0
	%1139 = extractelement <4 x i32> %603, i32 1
	%1140 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1123, i32 %1127, i32 %1132, i32 %1137, i32 %1138, i32 %1139, float %1112, float %1114, float %1116, float %1118)
	%1141 = extractvalue { float, float, float, float } %1140, 0
	%1142 = bitcast float %1141 to i32
	%1143 = insertelement <4 x i32> zeroinitializer, i32 %1142, i32 0
	%1144 = extractvalue { float, float, float, float } %1140, 1
	%1145 = bitcast float %1144 to i32
	%1146 = insertelement <4 x i32> %1143, i32 %1145, i32 1
	%1147 = extractvalue { float, float, float, float } %1140, 2
	%1148 = bitcast float %1147 to i32
	%1149 = insertelement <4 x i32> %1146, i32 %1148, i32 2
	%1150 = extractvalue { float, float, float, float } %1140, 3
	%1151 = bitcast float %1150 to i32
	%1152 = insertelement <4 x i32> %1149, i32 %1151, i32 3
	%1153 = extractelement <4 x i32> %1152, i32 0
	%1154 = bitcast i32 %1153 to float
	%1155 = extractelement <4 x i32> %1152, i32 1
	%1156 = bitcast i32 %1155 to float
	%1157 = extractelement <4 x i32> %1152, i32 2
	%1158 = bitcast i32 %1157 to float
	%1159 = extractelement <4 x i32> %1152, i32 3
	%1160 = bitcast i32 %1159 to float
	%1161 = add i32 %614, 98
	%1162 = add i32 %122, %1161
	%1163 = sext i32 %1162 to i64
	%1164 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1163
	%1165 = load i32, i32 addrspace(3)* %1164
	%1166 = add i32 %124, %1161
	%1167 = sext i32 %1166 to i64
	%1168 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1167
	%1169 = load i32, i32 addrspace(3)* %1168
	%1170 = add i32 %1161, 1
	%1171 = add i32 %122, %1170
	%1172 = sext i32 %1171 to i64
	%1173 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1172
	%1174 = load i32, i32 addrspace(3)* %1173
	%1175 = add i32 %1161, 1
	%1176 = add i32 %124, %1175
	%1177 = sext i32 %1176 to i64
	%1178 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1177
	%1179 = load i32, i32 addrspace(3)* %1178
	%1180 = extractelement <4 x i32> %603, i32 2
	%1181 = extractelement <4 x i32> %603, i32 3
	%1182 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1165, i32 %1169, i32 %1174, i32 %1179, i32 %1180, i32 %1181, float %1154, float %1156, float %1158, float %1160)
	%1183 = extractvalue { float, float, float, float } %1182, 0
	%1184 = bitcast float %1183 to i32
	%1185 = insertelement <4 x i32> zeroinitializer, i32 %1184, i32 0
	%1186 = extractvalue { float, float, float, float } %1182, 1
	%1187 = bitcast float %1186 to i32
	%1188 = insertelement <4 x i32> %1185, i32 %1187, i32 1
	%1189 = extractvalue { float, float, float, float } %1182, 2
	%1190 = bitcast float %1189 to i32
	%1191 = insertelement <4 x i32> %1188, i32 %1190, i32 2
	%1192 = extractvalue { float, float, float, float } %1182, 3
	%1193 = bitcast float %1192 to i32
	%1194 = insertelement <4 x i32> %1191, i32 %1193, i32 3
	%1195 = extractelement <4 x i32> %1194, i32 0
	%1196 = bitcast i32 %1195 to float
	%1197 = extractelement <4 x i32> %1194, i32 1
	%1198 = bitcast i32 %1197 to float
	%1199 = extractelement <4 x i32> %1194, i32 2
	%1200 = bitcast i32 %1199 to float
	%1201 = extractelement <4 x i32> %1194, i32 3
	%1202 = bitcast i32 %1201 to float
	%1203 = add i32 %614, 112
	%1204 = add i32 %122, %1203
	%1205 = sext i32 %1204 to i64
	%1206 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1205
	%1207 = load i32, i32 addrspace(3)* %1206
	%1208 = add i32 %124, %1203
	%1209 = sext i32 %1208 to i64
	%1210 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1209
	%1211 = load i32, i32 addrspace(3)* %1210
	%1212 = add i32 %1203, 1
	%1213 = add i32 %122, %1212
	%1214 = sext i32 %1213 to i64
	%1215 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1214
	%1216 = load i32, i32 addrspace(3)* %1215
	%1217 = add i32 %1203, 1
	%1218 = add i32 %124, %1217
	%1219 = sext i32 %1218 to i64
	%1220 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1219
	%1221 = load i32, i32 addrspace(3)* %1220
	%1222 = extractelement <4 x i32> %608, i32 0
	%1223 = extractelement <4 x i32> %608, i32 1
	%1224 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1207, i32 %1211, i32 %1216, i32 %1221, i32 %1222, i32 %1223, float %1196, float %1198, float %1200, float %1202)
	%1225 = extractvalue { float, float, float, float } %1224, 0
	%1226 = bitcast float %1225 to i32
	%1227 = insertelement <4 x i32> zeroinitializer, i32 %1226, i32 0
	%1228 = extractvalue { float, float, float, float } %1224, 1
	%1229 = bitcast float %1228 to i32
	%1230 = insertelement <4 x i32> %1227, i32 %1229, i32 1
	%1231 = extractvalue { float, float, float, float } %1224, 2
	%1232 = bitcast float %1231 to i32
	%1233 = insertelement <4 x i32> %1230, i32 %1232, i32 2
	%1234 = extractvalue { float, float, float, float } %1224, 3
	%1235 = bitcast float %1234 to i32
	%1236 = insertelement <4 x i32> %1233, i32 %1235, i32 3
	%1237 = extractelement <4 x i32> %1236, i32 0
	%1238 = bitcast i32 %1237 to float
	%1239 = extractelement <4 x i32> %1236, i32 1
	%1240 = bitcast i32 %1239 to float
	%1241 = extractelement <4 x i32> %1236, i32 2
	%1242 = bitcast i32 %1241 to float
	%1243 = extractelement <4 x i32> %1236, i32 3
	%1244 = bitcast i32 %1243 to float
	%1245 = add i32 %614, 114
	%1246 = add i32 %122, %1245
	%1247 = sext i32 %1246 to i64
	%1248 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1247
	%1249 = load i32, i32 addrspace(3)* %1248
	%1250 = add i32 %124, %1245
	%1251 = sext i32 %1250 to i64
	%1252 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1251
	%1253 = load i32, i32 addrspace(3)* %1252
	%1254 = add i32 %1245, 1
	%1255 = add i32 %122, %1254
	%1256 = sext i32 %1255 to i64
	%1257 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1256
	%1258 = load i32, i32 addrspace(3)* %1257
	%1259 = add i32 %1245, 1
	%1260 = add i32 %124, %1259
	%1261 = sext i32 %1260 to i64
	%1262 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1261
	%1263 = load i32, i32 addrspace(3)* %1262
	%1264 = extractelement <4 x i32> %608, i32 2
	%1265 = extractelement <4 x i32> %608, i32 3
	%1266 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1249, i32 %1253, i32 %1258, i32 %1263, i32 %1264, i32 %1265, float %1238, float %1240, float %1242, float %1244)
	%1267 = extractvalue { float, float, float, float } %1266, 0
	%1268 = bitcast float %1267 to i32
	%1269 = insertelement <4 x i32> zeroinitializer, i32 %1268, i32 0
	%1270 = extractvalue { float, float, float, float } %1266, 1
	%1271 = bitcast float %1270 to i32
	%1272 = insertelement <4 x i32> %1269, i32 %1271, i32 1
	%1273 = extractvalue { float, float, float, float } %1266, 2
	%1274 = bitcast float %1273 to i32
	%1275 = insertelement <4 x i32> %1272, i32 %1274, i32 2
	%1276 = extractvalue { float, float, float, float } %1266, 3
	%1277 = bitcast float %1276 to i32
	%1278 = insertelement <4 x i32> %1275, i32 %1277, i32 3
	%1279 = extractelement <4 x i32> %1278, i32 0
	%1280 = bitcast i32 %1279 to float
	%1281 = extractelement <4 x i32> %1278, i32 1
	%1282 = bitcast i32 %1281 to float
	%1283 = extractelement <4 x i32> %1278, i32 2
	%1284 = bitcast i32 %1283 to float
	%1285 = extractelement <4 x i32> %1278, i32 3
	%1286 = bitcast i32 %1285 to float
	%1287 = add i32 %614, 128
	%1288 = add i32 %122, %1287
	%1289 = sext i32 %1288 to i64
	%1290 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1289
	%1291 = load i32, i32 addrspace(3)* %1290
	%1292 = add i32 %124, %1287
	%1293 = sext i32 %1292 to i64
	%1294 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1293
	%1295 = load i32, i32 addrspace(3)* %1294
	%1296 = add i32 %1287, 1
	%1297 = add i32 %122, %1296
	%1298 = sext i32 %1297 to i64
	%1299 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1298
	%1300 = load i32, i32 addrspace(3)* %1299
	%1301 = add i32 %1287, 1
	%1302 = add i32 %124, %1301
	%1303 = sext i32 %1302 to i64
	%1304 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1303
	%1305 = load i32, i32 addrspace(3)* %1304
	%1306 = extractelement <4 x i32> %613, i32 0
	%1307 = extractelement <4 x i32> %613, i32 1
	%1308 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1291, i32 %1295, i32 %1300, i32 %1305, i32 %1306, i32 %1307, float %1280, float %1282, float %1284, float %1286)
	%1309 = extractvalue { float, float, float, float } %1308, 0
	%1310 = bitcast float %1309 to i32
	%1311 = insertelement <4 x i32> zeroinitializer, i32 %1310, i32 0
	%1312 = extractvalue { float, float, float, float } %1308, 1
	%1313 = bitcast float %1312 to i32
	%1314 = insertelement <4 x i32> %1311, i32 %1313, i32 1
	%1315 = extractvalue { float, float, float, float } %1308, 2
	%1316 = bitcast float %1315 to i32
	%1317 = insertelement <4 x i32> %1314, i32 %1316, i32 2
	%1318 = extractvalue { float, float, float, float } %1308, 3
	%1319 = bitcast float %1318 to i32
	%1320 = insertelement <4 x i32> %1317, i32 %1319, i32 3
	%1321 = extractelement <4 x i32> %1320, i32 0
	%1322 = bitcast i32 %1321 to float
	%1323 = extractelement <4 x i32> %1320, i32 1
	%1324 = bitcast i32 %1323 to float
	%1325 = extractelement <4 x i32> %1320, i32 2
	%1326 = bitcast i32 %1325 to float
	%1327 = extractelement <4 x i32> %1320, i32 3
	%1328 = bitcast i32 %1327 to float
	%1329 = add i32 %614, 130
	%1330 = add i32 %122, %1329
	%1331 = sext i32 %1330 to i64
	%1332 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1331
	%1333 = load i32, i32 addrspace(3)* %1332
	%1334 = add i32 %124, %1329
	%1335 = sext i32 %1334 to i64
	%1336 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1335
	%1337 = load i32, i32 addrspace(3)* %1336
	%1338 = add i32 %1329, 1
	%1339 = add i32 %122, %1338
	%1340 = sext i32 %1339 to i64
	%1341 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1340
	%1342 = load i32, i32 addrspace(3)* %1341
	%1343 = add i32 %1329, 1
	%1344 = add i32 %124, %1343
	%1345 = sext i32 %1344 to i64
	%1346 = getelementptr [2304 x i32], [2304 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1345
	%1347 = load i32, i32 addrspace(3)* %1346
	%1348 = extractelement <4 x i32> %613, i32 2
	%1349 = extractelement <4 x i32> %613, i32 3
	%1350 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1333, i32 %1337, i32 %1342, i32 %1347, i32 %1348, i32 %1349, float %1322, float %1324, float %1326, float %1328)
	%1351 = extractvalue { float, float, float, float } %1350, 0
	%1352 = bitcast float %1351 to i32
	%1353 = insertelement <4 x i32> zeroinitializer, i32 %1352, i32 0
	%1354 = extractvalue { float, float, float, float } %1350, 1
	%1355 = bitcast float %1354 to i32
	%1356 = insertelement <4 x i32> %1353, i32 %1355, i32 1
	%1357 = extractvalue { float, float, float, float } %1350, 2
	%1358 = bitcast float %1357 to i32
	%1359 = insertelement <4 x i32> %1356, i32 %1358, i32 2
	%1360 = extractvalue { float, float, float, float } %1350, 3
	%1361 = bitcast float %1360 to i32
	%1362 = insertelement <4 x i32> %1359, i32 %1361, i32 3
	%1363 = extractelement <4 x i32> %1362, i32 0
	%1364 = bitcast i32 %1363 to float
	%1365 = extractelement <4 x i32> %1362, i32 1
	%1366 = bitcast i32 %1365 to float
	%1367 = extractelement <4 x i32> %1362, i32 2
	%1368 = bitcast i32 %1367 to float
	%1369 = extractelement <4 x i32> %1362, i32 3
	%1370 = bitcast i32 %1369 to float
	%1371 = mul i32 %37, 8
	%1372 = mul i32 %39, 2
	%1373 = add i32 %1372, 0
	%1374 = add i32 %1371, %1373
	%1375 = add i32 %125, %1374
	%1376 = icmp slt i32 %1375, %61
	%1377 = fmul float %1364, 0x3FD851EB80000000
	%1378 = select i1 %1376, float %1377, float 0xFFF0000000000000
	%1379 = add i32 %38, 0
	%1380 = mul i32 %1379, 32
	%1381 = add i32 %1380, %1374
	%1382 = sext i32 %1381 to i64
	%1383 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1382
	store float %1378, float addrspace(3)* %1383
	%1384 = mul i32 %37, 8
	%1385 = mul i32 %39, 2
	%1386 = add i32 %1385, 1
	%1387 = add i32 %1384, %1386
	%1388 = add i32 %125, %1387
	%1389 = icmp slt i32 %1388, %61
	%1390 = fmul float %1366, 0x3FD851EB80000000
	%1391 = select i1 %1389, float %1390, float 0xFFF0000000000000
	%1392 = add i32 %38, 0
	%1393 = mul i32 %1392, 32
	%1394 = add i32 %1393, %1387
	%1395 = sext i32 %1394 to i64
	%1396 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1395
	store float %1391, float addrspace(3)* %1396
	%1397 = mul i32 %37, 8
	%1398 = mul i32 %39, 2
	%1399 = add i32 %1398, 0
	%1400 = add i32 %1397, %1399
	%1401 = add i32 %125, %1400
	%1402 = icmp slt i32 %1401, %61
	%1403 = fmul float %1368, 0x3FD851EB80000000
	%1404 = select i1 %1402, float %1403, float 0xFFF0000000000000
	%1405 = add i32 %38, 8
	%1406 = mul i32 %1405, 32
	%1407 = add i32 %1406, %1400
	%1408 = sext i32 %1407 to i64
	%1409 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1408
	store float %1404, float addrspace(3)* %1409
	%1410 = mul i32 %37, 8
	%1411 = mul i32 %39, 2
	%1412 = add i32 %1411, 1
	%1413 = add i32 %1410, %1412
	%1414 = add i32 %125, %1413
	%1415 = icmp slt i32 %1414, %61
	%1416 = fmul float %1370, 0x3FD851EB80000000
	%1417 = select i1 %1415, float %1416, float 0xFFF0000000000000
	%1418 = add i32 %38, 8
	%1419 = mul i32 %1418, 32
	%1420 = add i32 %1419, %1413
	%1421 = sext i32 %1420 to i64
	%1422 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1421
	store float %1417, float addrspace(3)* %1422
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1423 = phi i32 [ %37, %join15 ], [ %2447, %join20 ]
	%1424 = icmp slt i32 %1423, 16
	br i1 %1424, label %body17, label %done18

body17:
	%1425 = mul i32 %1423, 32
	%1426 = add i32 %1425, %36
	%1427 = sext i32 %1426 to i64
	%1428 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1427
	%1429 = load float, float addrspace(3)* %1428
	%1430 = sext i32 %1423 to i64
	%1431 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %1430
	%1432 = load float, float addrspace(3)* %1431
	%1433 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1429, i32 16, i32 31)
	%1434 = fcmp olt float %1429, %1433
	%1435 = select i1 %1434, float %1433, float %1429
	%1436 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1435, i32 8, i32 31)
	%1437 = fcmp olt float %1435, %1436
	%1438 = select i1 %1437, float %1436, float %1435
	%1439 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1438, i32 4, i32 31)
	%1440 = fcmp olt float %1438, %1439
	%1441 = select i1 %1440, float %1439, float %1438
	%1442 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1441, i32 2, i32 31)
	%1443 = fcmp olt float %1441, %1442
	%1444 = select i1 %1443, float %1442, float %1441
	%1445 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1444, i32 1, i32 31)
	%1446 = fcmp olt float %1444, %1445
	%1447 = select i1 %1446, float %1445, float %1444
	%1448 = fcmp olt float %1447, %1432
	%1449 = select i1 %1448, float %1432, float %1447
	%1450 = fsub float %1429, %1449
	%1451 = fpext float %1450 to double
	%1452 = fcmp olt double %1451, -745.0
	%1453 = select i1 %1452, double -745.0, double %1451
	%1454 = fcmp olt double 710.0, %1453
	%1455 = select i1 %1454, double 710.0, double %1453
	%1456 = fmul double %1455, 0x3FF71547652B82FE
	%1457 = call double @llvm.rint.f64(double %1456)
	%1458 = fmul double %1457, 0x3FE62E42FEE00000
	%1459 = fsub double %1455, %1458
	%1460 = fmul double %1457, 0x3DEA39EF35793C76
	%1461 = fsub double %1459, %1460
	%1462 = fmul double 0x3DE6124613A86D09, %1461
	%1463 = fadd double %1462, 0x3E21EED8EFF8D898
	%1464 = fmul double %1463, %1461
	%1465 = fadd double %1464, 0x3E5AE64567F544E4
	%1466 = fmul double %1465, %1461
	%1467 = fadd double %1466, 0x3E927E4FB7789F5C
	%1468 = fmul double %1467, %1461
	%1469 = fadd double %1468, 0x3EC71DE3A556C734
	%1470 = fmul double %1469, %1461
	%1471 = fadd double %1470, 0x3EFA01A01A01A01A
	%1472 = fmul double %1471, %1461
	%1473 = fadd double %1472, 0x3F2A01A01A01A01A
	%1474 = fmul double %1473, %1461
	%1475 = fadd double %1474, 0x3F56C16C16C16C17
	%1476 = fmul double %1475, %1461
	%1477 = fadd double %1476, 0x3F81111111111111
	%1478 = fmul double %1477, %1461
	%1479 = fadd double %1478, 0x3FA5555555555555
	%1480 = fmul double %1479, %1461
	%1481 = fadd double %1480, 0x3FC5555555555555
	%1482 = fmul double %1481, %1461
	%1483 = fadd double %1482, 0.5
	%1484 = fmul double %1483, %1461
	%1485 = fadd double %1484, 1.0
	%1486 = fmul double %1485, %1461
	%1487 = fadd double %1486, 1.0
	%1488 = fptosi double %1457 to i64
	%1489 = sdiv i64 %1488, 2
	%1490 = sub i64 %1488, %1489
	%1491 = add i64 %1489, 1023
	%1492 = shl i64 %1491, 52
	%1493 = bitcast i64 %1492 to double
	%1494 = fmul double %1487, %1493
	%1495 = add i64 %1490, 1023
	%1496 = shl i64 %1495, 52
	%1497 = bitcast i64 %1496 to double
	%1498 = fmul double %1494, %1497
	%1499 = fptrunc double %1498 to float
	%1500 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1499, i32 16, i32 31)
	%1501 = fadd float %1499, %1500
	%1502 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1501, i32 8, i32 31)
	%1503 = fadd float %1501, %1502
	%1504 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1503, i32 4, i32 31)
	%1505 = fadd float %1503, %1504
	%1506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1505, i32 2, i32 31)
	%1507 = fadd float %1505, %1506
	%1508 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1507, i32 1, i32 31)
	%1509 = fadd float %1507, %1508
	%1510 = fsub float %1432, %1449
	%1511 = fpext float %1510 to double
	%1512 = fcmp olt double %1511, -745.0
	%1513 = select i1 %1512, double -745.0, double %1511
	%1514 = fcmp olt double 710.0, %1513
	%1515 = select i1 %1514, double 710.0, double %1513
	%1516 = fmul double %1515, 0x3FF71547652B82FE
	%1517 = call double @llvm.rint.f64(double %1516)
	%1518 = fmul double %1517, 0x3FE62E42FEE00000
	%1519 = fsub double %1515, %1518
	%1520 = fmul double %1517, 0x3DEA39EF35793C76
	%1521 = fsub double %1519, %1520
	%1522 = fmul double 0x3DE6124613A86D09, %1521
	%1523 = fadd double %1522, 0x3E21EED8EFF8D898
	%1524 = fmul double %1523, %1521
	%1525 = fadd double %1524, 0x3E5AE64567F544E4
	%1526 = fmul double %1525, %1521
	%1527 = fadd double %1526, 0x3E927E4FB7789F5C
	%1528 = fmul double %1527, %1521
	%1529 = fadd double %1528, 0x3EC71DE3A556C734
	%1530 = fmul double %1529, %1521
	%1531 = fadd double %1530, 0x3EFA01A01A01A01A
	%1532 = fmul double %1531, %1521
	%1533 = fadd double %1532, 0x3F2A01A01A01A01A
	%1534 = fmul double %1533, %1521
	%1535 = fadd double %1534, 0x3F56C16C16C16C17
	%1536 = fmul double %1535, %1521
	%1537 = fadd double %1536, 0x3F81111111111111
	%1538 = fmul double %1537, %1521
	%1539 = fadd double %1538, 0x3FA5555555555555
	%1540 = fmul double %1539, %1521
	%1541 = fadd double %1540, 0x3FC5555555555555
	%1542 = fmul double %1541, %1521
	%1543 = fadd double %1542, 0.5
	%1544 = fmul double %1543, %1521
	%1545 = fadd double %1544, 1.0
	%1546 = fmul double %1545, %1521
	%1547 = fadd double %1546, 1.0
	%1548 = fptosi double %1517 to i64
	%1549 = sdiv i64 %1548, 2
	%1550 = sub i64 %1548, %1549
	%1551 = add i64 %1549, 1023
	%1552 = shl i64 %1551, 52
	%1553 = bitcast i64 %1552 to double
	%1554 = fmul double %1547, %1553
	%1555 = add i64 %1550, 1023
	%1556 = shl i64 %1555, 52
	%1557 = bitcast i64 %1556 to double
	%1558 = fmul double %1554, %1557
	%1559 = fptrunc double %1558 to float
	%1560 = sext i32 %1426 to i64
	%1561 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1560
	store float %1499, float addrspace(3)* %1561
	%1562 = icmp eq i32 %36, 0
	br i1 %1562, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1563 = sext i32 %38 to i64
	%1564 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %1563
	%1565 = load float, float addrspace(3)* %1564
	%1566 = add i32 %38, 8
	%1567 = sext i32 %1566 to i64
	%1568 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %1567
	%1569 = load float, float addrspace(3)* %1568
	%1570 = load float, float* %2
	%1571 = fmul float %1570, %1565
	store float %1571, float* %2
	%1572 = load float, float* %3
	%1573 = fmul float %1572, %1565
	store float %1573, float* %3
	%1574 = load float, float* %4
	%1575 = fmul float %1574, %1569
	store float %1575, float* %4
	%1576 = load float, float* %5
	%1577 = fmul float %1576, %1569
	store float %1577, float* %5
	%1578 = load float, float* %6
	%1579 = fmul float %1578, %1565
	store float %1579, float* %6
	%1580 = load float, float* %7
	%1581 = fmul float %1580, %1565
	store float %1581, float* %7
	%1582 = load float, float* %8
	%1583 = fmul float %1582, %1569
	store float %1583, float* %8
	%1584 = load float, float* %9
	%1585 = fmul float %1584, %1569
	store float %1585, float* %9
	%1586 = load float, float* %10
	%1587 = fmul float %1586, %1565
	store float %1587, float* %10
	%1588 = load float, float* %11
	%1589 = fmul float %1588, %1565
	store float %1589, float* %11
	%1590 = load float, float* %12
	%1591 = fmul float %1590, %1569
	store float %1591, float* %12
	%1592 = load float, float* %13
	%1593 = fmul float %1592, %1569
	store float %1593, float* %13
	%1594 = load float, float* %14
	%1595 = fmul float %1594, %1565
	store float %1595, float* %14
	%1596 = load float, float* %15
	%1597 = fmul float %1596, %1565
	store float %1597, float* %15
	%1598 = load float, float* %16
	%1599 = fmul float %1598, %1569
	store float %1599, float* %16
	%1600 = load float, float* %17
	%1601 = fmul float %1600, %1569
	store float %1601, float* %17
	%1602 = load float, float* %18
	%1603 = fmul float %1602, %1565
	store float %1603, float* %18
	%1604 = load float, float* %19
	%1605 = fmul float %1604, %1565
	store float %1605, float* %19
	%1606 = load float, float* %20
	%1607 = fmul float %1606, %1569
	store float %1607, float* %20
	%1608 = load float, float* %21
	%1609 = fmul float %1608, %1569
	store float %1609, float* %21
	%1610 = load float, float* %22
	%1611 = fmul float %1610, %1565
	store float %1611, float* %22
	%1612 = load float, float* %23
	%1613 = fmul float %1612, %1565
	store float %1613, float* %23
	%1614 = load float, float* %24
	%1615 = fmul float %1614, %1569
	store float %1615, float* %24
	%1616 = load float, float* %25
	%1617 = fmul float %1616, %1569
	store float %1617, float* %25
	%1618 = load float, float* %26
	%1619 = fmul float %1618, %1565
	store float %1619, float* %26
	%1620 = load float, float* %27
	%1621 = fmul float %1620, %1565
	store float %1621, float* %27
	%1622 = load float, float* %28
	%1623 = fmul float %1622, %1569
	store float %1623, float* %28
	%1624 = load float, float* %29
	%1625 = fmul float %1624, %1569
	store float %1625, float* %29
	%1626 = load float, float* %30
	%1627 = fmul float %1626, %1565
	store float %1627, float* %30
	%1628 = load float, float* %31
	%1629 = fmul float %1628, %1565
	store float %1629, float* %31
	%1630 = load float, float* %32
	%1631 = fmul float %1630, %1569
	store float %1631, float* %32
	%1632 = load float, float* %33
	%1633 = fmul float %1632, %1569
	store float %1633, float* %33
	%1634 = mul i32 %38, 32
	%1635 = add i32 %38, 8
	%1636 = mul i32 %1635, 32
	%1637 = mul i32 %39, 2
	%1638 = add i32 %1637, 0
	%1639 = add i32 %1634, %1638
	%1640 = sext i32 %1639 to i64
	%1641 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1640
	%1642 = load float, float addrspace(3)* %1641
	%1643 = add i32 %1639, 1
	%1644 = sext i32 %1643 to i64
	%1645 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1644
	%1646 = load float, float addrspace(3)* %1645
	%1647 = bitcast float %1642 to i32
	%1648 = lshr i32 %1647, 16
	%1649 = and i32 %1648, 1
	%1650 = add i32 %1647, u0x7FFF
	%1651 = add i32 %1650, %1649
	%1652 = lshr i32 %1651, 16
	%1653 = bitcast float %1646 to i32
	%1654 = lshr i32 %1653, 16
	%1655 = and i32 %1654, 1
	%1656 = add i32 %1653, u0x7FFF
	%1657 = add i32 %1656, %1655
	%1658 = lshr i32 %1657, 16
	%1659 = shl i32 %1658, 16
	%1660 = or i32 %1652, %1659
	%1661 = add i32 %1637, 0
	%1662 = add i32 %1636, %1661
	%1663 = sext i32 %1662 to i64
	%1664 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1663
	%1665 = load float, float addrspace(3)* %1664
	%1666 = add i32 %1662, 1
	%1667 = sext i32 %1666 to i64
	%1668 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1667
	%1669 = load float, float addrspace(3)* %1668
	%1670 = bitcast float %1665 to i32
	%1671 = lshr i32 %1670, 16
	%1672 = and i32 %1671, 1
	%1673 = add i32 %1670, u0x7FFF
	%1674 = add i32 %1673, %1672
	%1675 = lshr i32 %1674, 16
	%1676 = bitcast float %1669 to i32
	%1677 = lshr i32 %1676, 16
	%1678 = and i32 %1677, 1
	%1679 = add i32 %1676, u0x7FFF
	%1680 = add i32 %1679, %1678
	%1681 = lshr i32 %1680, 16
	%1682 = shl i32 %1681, 16
	%1683 = or i32 %1675, %1682
	%1684 = add i32 %1637, 8
	%1685 = add i32 %1634, %1684
	%1686 = sext i32 %1685 to i64
	%1687 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1686
	%1688 = load float, float addrspace(3)* %1687
	%1689 = add i32 %1685, 1
	%1690 = sext i32 %1689 to i64
	%1691 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1690
	%1692 = load float, float addrspace(3)* %1691
	%1693 = bitcast float %1688 to i32
	%1694 = lshr i32 %1693, 16
	%1695 = and i32 %1694, 1
	%1696 = add i32 %1693, u0x7FFF
	%1697 = add i32 %1696, %1695
	%1698 = lshr i32 %1697, 16
	%1699 = bitcast float %1692 to i32
	%1700 = lshr i32 %1699, 16
	%1701 = and i32 %1700, 1
	%1702 = add i32 %1699, u0x7FFF
	%1703 = add i32 %1702, %1701
	%1704 = lshr i32 %1703, 16
	%1705 = shl i32 %1704, 16
	%1706 = or i32 %1698, %1705
	%1707 = add i32 %1637, 8
	%1708 = add i32 %1636, %1707
	%1709 = sext i32 %1708 to i64
	%1710 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1709
	%1711 = load float, float addrspace(3)* %1710
	%1712 = add i32 %1708, 1
	%1713 = sext i32 %1712 to i64
	%1714 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1713
	%1715 = load float, float addrspace(3)* %1714
	%1716 = bitcast float %1711 to i32
	%1717 = lshr i32 %1716, 16
	%1718 = and i32 %1717, 1
	%1719 = add i32 %1716, u0x7FFF
	%1720 = add i32 %1719, %1718
	%1721 = lshr i32 %1720, 16
	%1722 = bitcast float %1715 to i32
	%1723 = lshr i32 %1722, 16
	%1724 = and i32 %1723, 1
	%1725 = add i32 %1722, u0x7FFF
	%1726 = add i32 %1725, %1724
	%1727 = lshr i32 %1726, 16
	%1728 = shl i32 %1727, 16
	%1729 = or i32 %1721, %1728
	%1730 = add i32 %1637, 0
	%1731 = sext i32 %1730 to i64
	%1732 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1731
	%1733 = load i32, i32 addrspace(3)* %1732
	%1734 = add i32 %1637, 1
	%1735 = sext i32 %1734 to i64
	%1736 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1735
	%1737 = load i32, i32 addrspace(3)* %1736
	%1738 = add i32 %1637, 8
	%1739 = sext i32 %1738 to i64
	%1740 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1739
	%1741 = load i32, i32 addrspace(3)* %1740
	%1742 = add i32 %1637, 9
	%1743 = sext i32 %1742 to i64
	%1744 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1743
	%1745 = load i32, i32 addrspace(3)* %1744
	%1746 = mul i32 %37, 64
	%1747 = mul i32 %38, 8
	%1748 = add i32 %1746, %1747
	%1749 = add i32 %1748, 0
	%1750 = add i32 %1733, %1749
	%1751 = sext i32 %1750 to i64
	%1752 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1751
	%1753 = bitcast i16 addrspace(1)* %1752 to <4 x i32> addrspace(1)*
	%1754 = load <4 x i32>, <4 x i32> addrspace(1)* %1753, align 16, !invariant.load !0
	%1755 = add i32 %1748, 0
	%1756 = add i32 %1737, %1755
	%1757 = sext i32 %1756 to i64
	%1758 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1757
	%1759 = bitcast i16 addrspace(1)* %1758 to <4 x i32> addrspace(1)*
	%1760 = load <4 x i32>, <4 x i32> addrspace(1)* %1759, align 16, !invariant.load !0
	%1761 = add i32 %1748, 0
	%1762 = add i32 %1741, %1761
	%1763 = sext i32 %1762 to i64
	%1764 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1763
	%1765 = bitcast i16 addrspace(1)* %1764 to <4 x i32> addrspace(1)*
	%1766 = load <4 x i32>, <4 x i32> addrspace(1)* %1765, align 16, !invariant.load !0
	%1767 = add i32 %1748, 0
	%1768 = add i32 %1745, %1767
	%1769 = sext i32 %1768 to i64
	%1770 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1769
	%1771 = bitcast i16 addrspace(1)* %1770 to <4 x i32> addrspace(1)*
	%1772 = load <4 x i32>, <4 x i32> addrspace(1)* %1771, align 16, !invariant.load !0
	%1773 = extractelement <4 x i32> %1754, i32 0
	%1774 = extractelement <4 x i32> %1760, i32 0
	%1775 = extractelement <4 x i32> %1766, i32 0
	%1776 = extractelement <4 x i32> %1772, i32 0
	%1777 = and i32 %1773, u0xFFFF
	%1778 = shl i32 %1774, 16
	%1779 = or i32 %1777, %1778
	%1780 = and i32 %1775, u0xFFFF
	%1781 = shl i32 %1776, 16
	%1782 = or i32 %1780, %1781
	%1783 = lshr i32 %1773, 16
	%1784 = and i32 %1774, -65536
	%1785 = or i32 %1783, %1784
	%1786 = lshr i32 %1775, 16
	%1787 = and i32 %1776, -65536
	%1788 = or i32 %1786, %1787
	%1789 = load float, float* %2
	%1790 = load float, float* %3
	%1791 = load float, float* %4
	%1792 = load float, float* %5
	%1793 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1779, i32 %1782, float %1789, float %1790, float %1791, float %1792)
	%1794 = extractvalue { float, float, float, float } %1793, 0
	%1795 = bitcast float %1794 to i32
	%1796 = insertelement <4 x i32> zeroinitializer, i32 %1795, i32 0
	%1797 = extractvalue { float, float, float, float } %1793, 1
	%1798 = bitcast float %1797 to i32
	%1799 = insertelement <4 x i32> %1796, i32 %1798, i32 1
	%1800 = extractvalue { float, float, float, float } %1793, 2
	%1801 = bitcast float %1800 to i32
	%1802 = insertelement <4 x i32> %1799, i32 %1801, i32 2
	%1803 = extractvalue { float, float, float, float } %1793, 3
	%1804 = bitcast float %1803 to i32
	%1805 = insertelement <4 x i32> %1802, i32 %1804, i32 3
	%1806 = extractelement <4 x i32> %1805, i32 0
	%1807 = bitcast i32 %1806 to float
	store float %1807, float* %2
	%1808 = extractelement <4 x i32> %1805, i32 1
	%1809 = bitcast i32 %1808 to float
	store float %1809, float* %3
	%1810 = extractelement <4 x i32> %1805, i32 2
	%1811 = bitcast i32 %1810 to float
	store float %1811, float* %4
	%1812 = extractelement <4 x i32> %1805, i32 3
	%1813 = bitcast i32 %1812 to float
	store float %1813, float* %5
	%1814 = load float, float* %6
	%1815 = load float, float* %7
	%1816 = load float, float* %8
	%1817 = load float, float* %9
	%1818 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1785, i32 %1788, float %1814, float %1815, float %1816, float %1817)
	%1819 = extractvalue { float, float, float, float } %1818, 0
	%1820 = bitcast float %1819 to i32
	%1821 = insertelement <4 x i32> zeroinitializer, i32 %1820, i32 0
	%1822 = extractvalue { float, float, float, float } %1818, 1
	%1823 = bitcast float %1822 to i32
	%1824 = insertelement <4 x i32> %1821, i32 %1823, i32 1
	%1825 = extractvalue { float, float, float, float } %1818, 2
	%1826 = bitcast float %1825 to i32
	%1827 = insertelement <4 x i32> %1824, i32 %1826, i32 2
	%1828 = extractvalue { float, float, float, float } %1818, 3
	%1829 = bitcast float %1828 to i32
	%1830 = insertelement <4 x i32> %1827, i32 %1829, i32 3
	%1831 = extractelement <4 x i32> %1830, i32 0
	%1832 = bitcast i32 %1831 to float
	store float %1832, float* %6
	%1833 = extractelement <4 x i32> %1830, i32 1
	%1834 = bitcast i32 %1833 to float
	store float %1834, float* %7
	%1835 = extractelement <4 x i32> %1830, i32 2
	%1836 = bitcast i32 %1835 to float
	store float %1836, float* %8
	%1837 = extractelement <4 x i32> %1830, i32 3
	%1838 = bitcast i32 %1837 to float
	store float %1838, float* %9
	%1839 = extractelement <4 x i32> %1754, i32 1
	%1840 = extractelement <4 x i32> %1760, i32 1
	%1841 = extractelement <4 x i32> %1766, i32 1
	%1842 = extractelement <4 x i32> %1772, i32 1
	%1843 = and i32 %1839, u0xFFFF
	%1844 = shl i32 %1840, 16
	%1845 = or i32 %1843, %1844
	%1846 = and i32 %1841, u0xFFFF
	%1847 = shl i32 %1842, 16
	%1848 = or i32 %1846, %1847
	%1849 = lshr i32 %1839, 16
	%1850 = and i32 %1840, -65536
	%1851 = or i32 %1849, %1850
	%1852 = lshr i32 %1841, 16
	%1853 = and i32 %1842, -65536
	%1854 = or i32 %1852, %1853
	%1855 = load float, float* %10
	%1856 = load float, float* %11
	%1857 = load float, float* %12
	%1858 = load float, float* %13
	%1859 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1845, i32 %1848, float %1855, float %1856, float %1857, float %1858)
	%1860 = extractvalue { float, float, float, float } %1859, 0
	%1861 = bitcast float %1860 to i32
	%1862 = insertelement <4 x i32> zeroinitializer, i32 %1861, i32 0
	%1863 = extractvalue { float, float, float, float } %1859, 1
	%1864 = bitcast float %1863 to i32
	%1865 = insertelement <4 x i32> %1862, i32 %1864, i32 1
	%1866 = extractvalue { float, float, float, float } %1859, 2
	%1867 = bitcast float %1866 to i32
	%1868 = insertelement <4 x i32> %1865, i32 %1867, i32 2
	%1869 = extractvalue { float, float, float, float } %1859, 3
	%1870 = bitcast float %1869 to i32
	%1871 = insertelement <4 x i32> %1868, i32 %1870, i32 3
	%1872 = extractelement <4 x i32> %1871, i32 0
	%1873 = bitcast i32 %1872 to float
	store float %1873, float* %10
	%1874 = extractelement <4 x i32> %1871, i32 1
	%1875 = bitcast i32 %1874 to float
	store float %1875, float* %11
	%1876 = extractelement <4 x i32> %1871, i32 2
	%1877 = bitcast i32 %1876 to float
	store float %1877, float* %12
	%1878 = extractelement <4 x i32> %1871, i32 3
	%1879 = bitcast i32 %1878 to float
	store float %1879, float* %13
	%1880 = load float, float* %14
	%1881 = load float, float* %15
	%1882 = load float, float* %16
	%1883 = load float, float* %17
	%1884 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1851, i32 %1854, float %1880, float %1881, float %1882, float %1883)
	%1885 = extractvalue { float, float, float, float } %1884, 0
	%1886 = bitcast float %1885 to i32
	%1887 = insertelement <4 x i32> zeroinitializer, i32 %1886, i32 0
	%1888 = extractvalue { float, float, float, float } %1884, 1
	%1889 = bitcast float %1888 to i32
	%1890 = insertelement <4 x i32> %1887, i32 %1889, i32 1
	%1891 = extractvalue { float, float, float, float } %1884, 2
	%1892 = bitcast float %1891 to i32
	%1893 = insertelement <4 x i32> %1890, i32 %1892, i32 2
	%1894 = extractvalue { float, float, float, float } %1884, 3
	%1895 = bitcast float %1894 to i32
	%1896 = insertelement <4 x i32> %1893, i32 %1895, i32 3
	%1897 = extractelement <4 x i32> %1896, i32 0
	%1898 = bitcast i32 %1897 to float
	store float %1898, float* %14
	%1899 = extractelement <4 x i32> %1896, i32 1
	%1900 = bitcast i32 %1899 to float
	store float %1900, float* %15
	%1901 = extractelement <4 x i32> %1896, i32 2
	%1902 = bitcast i32 %1901 to float
	store float %1902, float* %16
	%1903 = extractelement <4 x i32> %1896, i32 3
	%1904 = bitcast i32 %1903 to float
	store float %1904, float* %17
	%1905 = extractelement <4 x i32> %1754, i32 2
	%1906 = extractelement <4 x i32> %1760, i32 2
	%1907 = extractelement <4 x i32> %1766, i32 2
	%1908 = extractelement <4 x i32> %1772, i32 2
	%1909 = and i32 %1905, u0xFFFF
	%1910 = shl i32 %1906, 16
	%1911 = or i32 %1909, %1910
	%1912 = and i32 %1907, u0xFFFF
	%1913 = shl i32 %1908, 16
	%1914 = or i32 %1912, %1913
	%1915 = lshr i32 %1905, 16
	%1916 = and i32 %1906, -65536
	%1917 = or i32 %1915, %1916
	%1918 = lshr i32 %1907, 16
	%1919 = and i32 %1908, -65536
	%1920 = or i32 %1918, %1919
	%1921 = load float, float* %18
	%1922 = load float, float* %19
	%1923 = load float, float* %20
	%1924 = load float, float* %21
	%1925 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1911, i32 %1914, float %1921, float %1922, float %1923, float %1924)
	%1926 = extractvalue { float, float, float, float } %1925, 0
	%1927 = bitcast float %1926 to i32
	%1928 = insertelement <4 x i32> zeroinitializer, i32 %1927, i32 0
	%1929 = extractvalue { float, float, float, float } %1925, 1
	%1930 = bitcast float %1929 to i32
	%1931 = insertelement <4 x i32> %1928, i32 %1930, i32 1
	%1932 = extractvalue { float, float, float, float } %1925, 2
	%1933 = bitcast float %1932 to i32
	%1934 = insertelement <4 x i32> %1931, i32 %1933, i32 2
	%1935 = extractvalue { float, float, float, float } %1925, 3
	%1936 = bitcast float %1935 to i32
	%1937 = insertelement <4 x i32> %1934, i32 %1936, i32 3
	%1938 = extractelement <4 x i32> %1937, i32 0
	%1939 = bitcast i32 %1938 to float
	store float %1939, float* %18
	%1940 = extractelement <4 x i32> %1937, i32 1
	%1941 = bitcast i32 %1940 to float
	store float %1941, float* %19
	%1942 = extractelement <4 x i32> %1937, i32 2
	%1943 = bitcast i32 %1942 to float
	store float %1943, float* %20
	%1944 = extractelement <4 x i32> %1937, i32 3
	%1945 = bitcast i32 %1944 to float
	store float %1945, float* %21
	%1946 = load float, float* %22
	%1947 = load float, float* %23
	%1948 = load float, float* %24
	%1949 = load float, float* %25
	%1950 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1917, i32 %1920, float %1946, float %1947, float %1948, float %1949)
	%1951 = extractvalue { float, float, float, float } %1950, 0
	%1952 = bitcast float %1951 to i32
	%1953 = insertelement <4 x i32> zeroinitializer, i32 %1952, i32 0
	%1954 = extractvalue { float, float, float, float } %1950, 1
	%1955 = bitcast float %1954 to i32
	%1956 = insertelement <4 x i32> %1953, i32 %1955, i32 1
	%1957 = extractvalue { float, float, float, float } %1950, 2
	%1958 = bitcast float %1957 to i32
	%1959 = insertelement <4 x i32> %1956, i32 %1958, i32 2
	%1960 = extractvalue { float, float, float, float } %1950, 3
	%1961 = bitcast float %1960 to i32
	%1962 = insertelement <4 x i32> %1959, i32 %1961, i32 3
	%1963 = extractelement <4 x i32> %1962, i32 0
	%1964 = bitcast i32 %1963 to float
	store float %1964, float* %22
	%1965 = extractelement <4 x i32> %1962, i32 1
	%1966 = bitcast i32 %1965 to float
	store float %1966, float* %23
	%1967 = extractelement <4 x i32> %1962, i32 2
	%1968 = bitcast i32 %1967 to float
	store float %1968, float* %24
	%1969 = extractelement <4 x i32> %1962, i32 3
	%1970 = bitcast i32 %1969 to float
	store float %1970, float* %25
	%1971 = extractelement <4 x i32> %1754, i32 3
	%1972 = extractelement <4 x i32> %1760, i32 3
	%1973 = extractelement <4 x i32> %1766, i32 3
	%1974 = extractelement <4 x i32> %1772, i32 3
	%1975 = and i32 %1971, u0xFFFF
	%1976 = shl i32 %1972, 16
	%1977 = or i32 %1975, %1976
	%1978 = and i32 %1973, u0xFFFF
	%1979 = shl i32 %1974, 16
	%1980 = or i32 %1978, %1979
	%1981 = lshr i32 %1971, 16
	%1982 = and i32 %1972, -65536
	%1983 = or i32 %1981, %1982
	%1984 = lshr i32 %1973, 16
	%1985 = and i32 %1974, -65536
	%1986 = or i32 %1984, %1985
	%1987 = load float, float* %26
	%1988 = load float, float* %27
	%1989 = load float, float* %28
	%1990 = load float, float* %29
	%1991 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1977, i32 %1980, float %1987, float %1988, float %1989, float %1990)
	%1992 = extractvalue { float, float, float, float } %1991, 0
	%1993 = bitcast float %1992 to i32
	%1994 = insertelement <4 x i32> zeroinitializer, i32 %1993, i32 0
	%1995 = extractvalue { float, float, float, float } %1991, 1
	%1996 = bitcast float %1995 to i32
	%1997 = insertelement <4 x i32> %1994, i32 %1996, i32 1
	%1998 = extractvalue { float, float, float, float } %1991, 2
	%1999 = bitcast float %1998 to i32
	%2000 = insertelement <4 x i32> %1997, i32 %1999, i32 2
	%2001 = extractvalue { float, float, float, float } %1991, 3
	%2002 = bitcast float %2001 to i32
	%2003 = insertelement <4 x i32> %2000, i32 %2002, i32 3
	%2004 = extractelement <4 x i32> %2003, i32 0
	%2005 = bitcast i32 %2004 to float
	store float %2005, float* %26
	%2006 = extractelement <4 x i32> %2003, i32 1
	%2007 = bitcast i32 %2006 to float
	store float %2007, float* %27
	%2008 = extractelement <4 x i32> %2003, i32 2
	%2009 = bitcast i32 %2008 to float
	store float %2009, float* %28
	%2010 = extractelement <4 x i32> %2003, i32 3
	%2011 = bitcast i32 %2010 to float
	store float %2011, float* %29
	%2012 = load float, float* %30
	%2013 = load float, float* %31
	%2014 = load float, float* %32
	%2015 = load float, float* %33
	%2016 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1660, i32 %1683, i32 %1706, i32 %1729, i32 %1983, i32 %1986, float %2012, float %2013, float %2014, float %2015)
	%2017 = extractvalue { float, float, float, float } %2016, 0
	%2018 = bitcast float %2017 to i32
	%2019 = insertelement <4 x i32> zeroinitializer, i32 %2018, i32 0
	%2020 = extractvalue { float, float, float, float } %2016, 1
	%2021 = bitcast float %2020 to i32
	%2022 = insertelement <4 x i32> %2019, i32 %2021, i32 1
	%2023 = extractvalue { float, float, float, float } %2016, 2
	%2024 = bitcast float %2023 to i32
	%2025 = insertelement <4 x i32> %2022, i32 %2024, i32 2
	%2026 = extractvalue { float, float, float, float } %2016, 3
	%2027 = bitcast float %2026 to i32
	%2028 = insertelement <4 x i32> %2025, i32 %2027, i32 3
	%2029 = extractelement <4 x i32> %2028, i32 0
	%2030 = bitcast i32 %2029 to float
	store float %2030, float* %30
	%2031 = extractelement <4 x i32> %2028, i32 1
	%2032 = bitcast i32 %2031 to float
	store float %2032, float* %31
	%2033 = extractelement <4 x i32> %2028, i32 2
	%2034 = bitcast i32 %2033 to float
	store float %2034, float* %32
	%2035 = extractelement <4 x i32> %2028, i32 3
	%2036 = bitcast i32 %2035 to float
	store float %2036, float* %33
	%2037 = add i32 %1637, 16
	%2038 = add i32 %1634, %2037
	%2039 = sext i32 %2038 to i64
	%2040 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2039
	%2041 = load float, float addrspace(3)* %2040
	%2042 = add i32 %2038, 1
	%2043 = sext i32 %2042 to i64
	%2044 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2043
	%2045 = load float, float addrspace(3)* %2044
	%2046 = bitcast float %2041 to i32
	%2047 = lshr i32 %2046, 16
	%2048 = and i32 %2047, 1
	%2049 = add i32 %2046, u0x7FFF
	%2050 = add i32 %2049, %2048
	%2051 = lshr i32 %2050, 16
	%2052 = bitcast float %2045 to i32
	%2053 = lshr i32 %2052, 16
	%2054 = and i32 %2053, 1
	%2055 = add i32 %2052, u0x7FFF
	%2056 = add i32 %2055, %2054
	%2057 = lshr i32 %2056, 16
	%2058 = shl i32 %2057, 16
	%2059 = or i32 %2051, %2058
	%2060 = add i32 %1637, 16
	%2061 = add i32 %1636, %2060
	%2062 = sext i32 %2061 to i64
	%2063 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2062
	%2064 = load float, float addrspace(3)* %2063
	%2065 = add i32 %2061, 1
	%2066 = sext i32 %2065 to i64
	%2067 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2066
	%2068 = load float, float addrspace(3)* %2067
	%2069 = bitcast float %2064 to i32
	%2070 = lshr i32 %2069, 16
	%2071 = and i32 %2070, 1
	%2072 = add i32 %2069, u0x7FFF
	%2073 = add i32 %2072, %2071
	%2074 = lshr i32 %2073, 16
	%2075 = bitcast float %2068 to i32
	%2076 = lshr i32 %2075, 16
	%2077 = and i32 %2076, 1
	%2078 = add i32 %2075, u0x7FFF
	%2079 = add i32 %2078, %2077
	%2080 = lshr i32 %2079, 16
	%2081 = shl i32 %2080, 16
	%2082 = or i32 %2074, %2081
	%2083 = add i32 %1637, 24
	%2084 = add i32 %1634, %2083
	%2085 = sext i32 %2084 to i64
	%2086 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2085
	%2087 = load float, float addrspace(3)* %2086
	%2088 = add i32 %2084, 1
	%2089 = sext i32 %2088 to i64
	%2090 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2089
	%2091 = load float, float addrspace(3)* %2090
	%2092 = bitcast float %2087 to i32
	%2093 = lshr i32 %2092, 16
	%2094 = and i32 %2093, 1
	%2095 = add i32 %2092, u0x7FFF
	%2096 = add i32 %2095, %2094
	%2097 = lshr i32 %2096, 16
	%2098 = bitcast float %2091 to i32
	%2099 = lshr i32 %2098, 16
	%2100 = and i32 %2099, 1
	%2101 = add i32 %2098, u0x7FFF
	%2102 = add i32 %2101, %2100
	%2103 = lshr i32 %2102, 16
	%2104 = shl i32 %2103, 16
	%2105 = or i32 %2097, %2104
	%2106 = add i32 %1637, 24
	%2107 = add i32 %1636, %2106
	%2108 = sext i32 %2107 to i64
	%2109 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2108
	%2110 = load float, float addrspace(3)* %2109
	%2111 = add i32 %2107, 1
	%2112 = sext i32 %2111 to i64
	%2113 = getelementptr [512 x float], [512 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2112
	%2114 = load float, float addrspace(3)* %2113
	%2115 = bitcast float %2110 to i32
	%2116 = lshr i32 %2115, 16
	%2117 = and i32 %2116, 1
	%2118 = add i32 %2115, u0x7FFF
	%2119 = add i32 %2118, %2117
	%2120 = lshr i32 %2119, 16
	%2121 = bitcast float %2114 to i32
	%2122 = lshr i32 %2121, 16
	%2123 = and i32 %2122, 1
	%2124 = add i32 %2121, u0x7FFF
	%2125 = add i32 %2124, %2123
	%2126 = lshr i32 %2125, 16
	%2127 = shl i32 %2126, 16
	%2128 = or i32 %2120, %2127
	%2129 = add i32 %1637, 16
	%2130 = sext i32 %2129 to i64
	%2131 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2130
	%2132 = load i32, i32 addrspace(3)* %2131
	%2133 = add i32 %1637, 17
	%2134 = sext i32 %2133 to i64
	%2135 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2134
	%2136 = load i32, i32 addrspace(3)* %2135
	%2137 = add i32 %1637, 24
	%2138 = sext i32 %2137 to i64
	%2139 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2138
	%2140 = load i32, i32 addrspace(3)* %2139
	%2141 = add i32 %1637, 25
	%2142 = sext i32 %2141 to i64
	%2143 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2142
	%2144 = load i32, i32 addrspace(3)* %2143
	%2145 = mul i32 %37, 64
	%2146 = mul i32 %38, 8
	%2147 = add i32 %2145, %2146
	%2148 = add i32 %2147, 0
	%2149 = add i32 %2132, %2148
	%2150 = sext i32 %2149 to i64
	%2151 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2150
	%2152 = bitcast i16 addrspace(1)* %2151 to <4 x i32> addrspace(1)*
	%2153 = load <4 x i32>, <4 x i32> addrspace(1)* %2152, align 16, !invariant.load !0
	%2154 = add i32 %2147, 0
	%2155 = add i32 %2136, %2154
	%2156 = sext i32 %2155 to i64
	%2157 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2156
	%2158 = bitcast i16 addrspace(1)* %2157 to <4 x i32> addrspace(1)*
	%2159 = load <4 x i32>, <4 x i32> addrspace(1)* %2158, align 16, !invariant.load !0
	%2160 = add i32 %2147, 0
	%2161 = add i32 %2140, %2160
	%2162 = sext i32 %2161 to i64
	%2163 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2162
	%2164 = bitcast i16 addrspace(1)* %2163 to <4 x i32> addrspace(1)*
	%2165 = load <4 x i32>, <4 x i32> addrspace(1)* %2164, align 16, !invariant.load !0
	%2166 = add i32 %2147, 0
	%2167 = add i32 %2144, %2166
	%2168 = sext i32 %2167 to i64
	%2169 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2168
	%2170 = bitcast i16 addrspace(1)* %2169 to <4 x i32> addrspace(1)*
	%2171 = load <4 x i32>, <4 x i32> addrspace(1)* %2170, align 16, !invariant.load !0
	%2172 = extractelement <4 x i32> %2153, i32 0
	%2173 = extractelement <4 x i32> %2159, i32 0
	%2174 = extractelement <4 x i32> %2165, i32 0
	%2175 = extractelement <4 x i32> %2171, i32 0
	%2176 = and i32 %2172, u0xFFFF
	%2177 = shl i32 %2173, 16
	%2178 = or i32 %2176, %2177
	%2179 = and i32 %2174, u0xFFFF
	%2180 = shl i32 %2175, 16
	%2181 = or i32 %2179, %2180
	%2182 = lshr i32 %2172, 16
	%2183 = and i32 %2173, -65536
	%2184 = or i32 %2182, %2183
	%2185 = lshr i32 %2174, 16
	%2186 = and i32 %2175, -65536
	%2187 = or i32 %2185, %2186
	%2188 = load float, float* %2
	%2189 = load float, float* %3
	%2190 = load float, float* %4
	%2191 = load float, float* %5
	%2192 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2178, i32 %2181, float %2188, float %2189, float %2190, float %2191)
	%2193 = extractvalue { float, float, float, float } %2192, 0
	%2194 = bitcast float %2193 to i32
	%2195 = insertelement <4 x i32> zeroinitializer, i32 %2194, i32 0
	%2196 = extractvalue { float, float, float, float } %2192, 1
	%2197 = bitcast float %2196 to i32
	%2198 = insertelement <4 x i32> %2195, i32 %2197, i32 1
	%2199 = extractvalue { float, float, float, float } %2192, 2
	%2200 = bitcast float %2199 to i32
	%2201 = insertelement <4 x i32> %2198, i32 %2200, i32 2
	%2202 = extractvalue { float, float, float, float } %2192, 3
	%2203 = bitcast float %2202 to i32
	%2204 = insertelement <4 x i32> %2201, i32 %2203, i32 3
	%2205 = extractelement <4 x i32> %2204, i32 0
	%2206 = bitcast i32 %2205 to float
	store float %2206, float* %2
	%2207 = extractelement <4 x i32> %2204, i32 1
	%2208 = bitcast i32 %2207 to float
	store float %2208, float* %3
	%2209 = extractelement <4 x i32> %2204, i32 2
	%2210 = bitcast i32 %2209 to float
	store float %2210, float* %4
	%2211 = extractelement <4 x i32> %2204, i32 3
	%2212 = bitcast i32 %2211 to float
	store float %2212, float* %5
	%2213 = load float, float* %6
	%2214 = load float, float* %7
	%2215 = load float, float* %8
	%2216 = load float, float* %9
	%2217 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2184, i32 %2187, float %2213, float %2214, float %2215, float %2216)
	%2218 = extractvalue { float, float, float, float } %2217, 0
	%2219 = bitcast float %2218 to i32
	%2220 = insertelement <4 x i32> zeroinitializer, i32 %2219, i32 0
	%2221 = extractvalue { float, float, float, float } %2217, 1
	%2222 = bitcast float %2221 to i32
	%2223 = insertelement <4 x i32> %2220, i32 %2222, i32 1
	%2224 = extractvalue { float, float, float, float } %2217, 2
	%2225 = bitcast float %2224 to i32
	%2226 = insertelement <4 x i32> %2223, i32 %2225, i32 2
	%2227 = extractvalue { float, float, float, float } %2217, 3
	%2228 = bitcast float %2227 to i32
	%2229 = insertelement <4 x i32> %2226, i32 %2228, i32 3
	%2230 = extractelement <4 x i32> %2229, i32 0
	%2231 = bitcast i32 %2230 to float
	store float %2231, float* %6
	%2232 = extractelement <4 x i32> %2229, i32 1
	%2233 = bitcast i32 %2232 to float
	store float %2233, float* %7
	%2234 = extractelement <4 x i32> %2229, i32 2
	%2235 = bitcast i32 %2234 to float
	store float %2235, float* %8
	%2236 = extractelement <4 x i32> %2229, i32 3
	%2237 = bitcast i32 %2236 to float
	store float %2237, float* %9
	%2238 = extractelement <4 x i32> %2153, i32 1
	%2239 = extractelement <4 x i32> %2159, i32 1
	%2240 = extractelement <4 x i32> %2165, i32 1
	%2241 = extractelement <4 x i32> %2171, i32 1
	%2242 = and i32 %2238, u0xFFFF
	%2243 = shl i32 %2239, 16
	%2244 = or i32 %2242, %2243
	%2245 = and i32 %2240, u0xFFFF
	%2246 = shl i32 %2241, 16
	%2247 = or i32 %2245, %2246
	%2248 = lshr i32 %2238, 16
	%2249 = and i32 %2239, -65536
	%2250 = or i32 %2248, %2249
	%2251 = lshr i32 %2240, 16
	%2252 = and i32 %2241, -65536
	%2253 = or i32 %2251, %2252
	%2254 = load float, float* %10
	%2255 = load float, float* %11
	%2256 = load float, float* %12
	%2257 = load float, float* %13
	%2258 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2244, i32 %2247, float %2254, float %2255, float %2256, float %2257)
	%2259 = extractvalue { float, float, float, float } %2258, 0
	%2260 = bitcast float %2259 to i32
	%2261 = insertelement <4 x i32> zeroinitializer, i32 %2260, i32 0
	%2262 = extractvalue { float, float, float, float } %2258, 1
	%2263 = bitcast float %2262 to i32
	%2264 = insertelement <4 x i32> %2261, i32 %2263, i32 1
	%2265 = extractvalue { float, float, float, float } %2258, 2
	%2266 = bitcast float %2265 to i32
	%2267 = insertelement <4 x i32> %2264, i32 %2266, i32 2
	%2268 = extractvalue { float, float, float, float } %2258, 3
	%2269 = bitcast float %2268 to i32
	%2270 = insertelement <4 x i32> %2267, i32 %2269, i32 3
	%2271 = extractelement <4 x i32> %2270, i32 0
	%2272 = bitcast i32 %2271 to float
	store float %2272, float* %10
	%2273 = extractelement <4 x i32> %2270, i32 1
	%2274 = bitcast i32 %2273 to float
	store float %2274, float* %11
	%2275 = extractelement <4 x i32> %2270, i32 2
	%2276 = bitcast i32 %2275 to float
	store float %2276, float* %12
	%2277 = extractelement <4 x i32> %2270, i32 3
	%2278 = bitcast i32 %2277 to float
	store float %2278, float* %13
	%2279 = load float, float* %14
	%2280 = load float, float* %15
	%2281 = load float, float* %16
	%2282 = load float, float* %17
	%2283 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2250, i32 %2253, float %2279, float %2280, float %2281, float %2282)
	%2284 = extractvalue { float, float, float, float } %2283, 0
	%2285 = bitcast float %2284 to i32
	%2286 = insertelement <4 x i32> zeroinitializer, i32 %2285, i32 0
	%2287 = extractvalue { float, float, float, float } %2283, 1
	%2288 = bitcast float %2287 to i32
	%2289 = insertelement <4 x i32> %2286, i32 %2288, i32 1
	%2290 = extractvalue { float, float, float, float } %2283, 2
	%2291 = bitcast float %2290 to i32
	%2292 = insertelement <4 x i32> %2289, i32 %2291, i32 2
	%2293 = extractvalue { float, float, float, float } %2283, 3
	%2294 = bitcast float %2293 to i32
	%2295 = insertelement <4 x i32> %2292, i32 %2294, i32 3
	%2296 = extractelement <4 x i32> %2295, i32 0
	%2297 = bitcast i32 %2296 to float
	store float %2297, float* %14
	%2298 = extractelement <4 x i32> %2295, i32 1
	%2299 = bitcast i32 %2298 to float
	store float %2299, float* %15
	%2300 = extractelement <4 x i32> %2295, i32 2
	%2301 = bitcast i32 %2300 to float
	store float %2301, float* %16
	%2302 = extractelement <4 x i32> %2295, i32 3
	%2303 = bitcast i32 %2302 to float
	store float %2303, float* %17
	%2304 = extractelement <4 x i32> %2153, i32 2
	%2305 = extractelement <4 x i32> %2159, i32 2
	%2306 = extractelement <4 x i32> %2165, i32 2
	%2307 = extractelement <4 x i32> %2171, i32 2
	%2308 = and i32 %2304, u0xFFFF
	%2309 = shl i32 %2305, 16
	%2310 = or i32 %2308, %2309
	%2311 = and i32 %2306, u0xFFFF
	%2312 = shl i32 %2307, 16
	%2313 = or i32 %2311, %2312
	%2314 = lshr i32 %2304, 16
	%2315 = and i32 %2305, -65536
	%2316 = or i32 %2314, %2315
	%2317 = lshr i32 %2306, 16
	%2318 = and i32 %2307, -65536
	%2319 = or i32 %2317, %2318
	%2320 = load float, float* %18
	%2321 = load float, float* %19
	%2322 = load float, float* %20
	%2323 = load float, float* %21
	%2324 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2310, i32 %2313, float %2320, float %2321, float %2322, float %2323)
	%2325 = extractvalue { float, float, float, float } %2324, 0
	%2326 = bitcast float %2325 to i32
	%2327 = insertelement <4 x i32> zeroinitializer, i32 %2326, i32 0
	%2328 = extractvalue { float, float, float, float } %2324, 1
	%2329 = bitcast float %2328 to i32
	%2330 = insertelement <4 x i32> %2327, i32 %2329, i32 1
	%2331 = extractvalue { float, float, float, float } %2324, 2
	%2332 = bitcast float %2331 to i32
	%2333 = insertelement <4 x i32> %2330, i32 %2332, i32 2
	%2334 = extractvalue { float, float, float, float } %2324, 3
	%2335 = bitcast float %2334 to i32
	%2336 = insertelement <4 x i32> %2333, i32 %2335, i32 3
	%2337 = extractelement <4 x i32> %2336, i32 0
	%2338 = bitcast i32 %2337 to float
	store float %2338, float* %18
	%2339 = extractelement <4 x i32> %2336, i32 1
	%2340 = bitcast i32 %2339 to float
	store float %2340, float* %19
	%2341 = extractelement <4 x i32> %2336, i32 2
	%2342 = bitcast i32 %2341 to float
	store float %2342, float* %20
	%2343 = extractelement <4 x i32> %2336, i32 3
	%2344 = bitcast i32 %2343 to float
	store float %2344, float* %21
	%2345 = load float, float* %22
	%2346 = load float, float* %23
	%2347 = load float, float* %24
	%2348 = load float, float* %25
	%2349 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2316, i32 %2319, float %2345, float %2346, float %2347, float %2348)
	%2350 = extractvalue { float, float, float, float } %2349, 0
	%2351 = bitcast float %2350 to i32
	%2352 = insertelement <4 x i32> zeroinitializer, i32 %2351, i32 0
	%2353 = extractvalue { float, float, float, float } %2349, 1
	%2354 = bitcast float %2353 to i32
	%2355 = insertelement <4 x i32> %2352, i32 %2354, i32 1
	%2356 = extractvalue { float, float, float, float } %2349, 2
	%2357 = bitcast float %2356 to i32
	%2358 = insertelement <4 x i32> %2355, i32 %2357, i32 2
	%2359 = extractvalue { float, float, float, float } %2349, 3
	%2360 = bitcast float %2359 to i32
	%2361 = insertelement <4 x i32> %2358, i32 %2360, i32 3
	%2362 = extractelement <4 x i32> %2361, i32 0
	%2363 = bitcast i32 %2362 to float
	store float %2363, float* %22
	%2364 = extractelement <4 x i32> %2361, i32 1
	%2365 = bitcast i32 %2364 to float
	store float %2365, float* %23
	%2366 = extractelement <4 x i32> %2361, i32 2
	%2367 = bitcast i32 %2366 to float
	store float %2367, float* %24
	%2368 = extractelement <4 x i32> %2361, i32 3
	%2369 = bitcast i32 %2368 to float
	store float %2369, float* %25
	%2370 = extractelement <4 x i32> %2153, i32 3
	%2371 = extractelement <4 x i32> %2159, i32 3
	%2372 = extractelement <4 x i32> %2165, i32 3
	%2373 = extractelement <4 x i32> %2171, i32 3
	%2374 = and i32 %2370, u0xFFFF
	%2375 = shl i32 %2371, 16
	%2376 = or i32 %2374, %2375
	%2377 = and i32 %2372, u0xFFFF
	%2378 = shl i32 %2373, 16
	%2379 = or i32 %2377, %2378
	%2380 = lshr i32 %2370, 16
	%2381 = and i32 %2371, -65536
	%2382 = or i32 %2380, %2381
	%2383 = lshr i32 %2372, 16
	%2384 = and i32 %2373, -65536
	%2385 = or i32 %2383, %2384
	%2386 = load float, float* %26
	%2387 = load float, float* %27
	%2388 = load float, float* %28
	%2389 = load float, float* %29
	%2390 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2376, i32 %2379, float %2386, float %2387, float %2388, float %2389)
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
	store float %2404, float* %26
	%2405 = extractelement <4 x i32> %2402, i32 1
	%2406 = bitcast i32 %2405 to float
	store float %2406, float* %27
	%2407 = extractelement <4 x i32> %2402, i32 2
	%2408 = bitcast i32 %2407 to float
	store float %2408, float* %28
	%2409 = extractelement <4 x i32> %2402, i32 3
	%2410 = bitcast i32 %2409 to float
	store float %2410, float* %29
	%2411 = load float, float* %30
	%2412 = load float, float* %31
	%2413 = load float, float* %32
	%2414 = load float, float* %33
	%2415 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2059, i32 %2082, i32 %2105, i32 %2128, i32 %2382, i32 %2385, float %2411, float %2412, float %2413, float %2414)
	%2416 = extractvalue { float, float, float, float } %2415, 0
	%2417 = bitcast float %2416 to i32
	%2418 = insertelement <4 x i32> zeroinitializer, i32 %2417, i32 0
	%2419 = extractvalue { float, float, float, float } %2415, 1
	%2420 = bitcast float %2419 to i32
	%2421 = insertelement <4 x i32> %2418, i32 %2420, i32 1
	%2422 = extractvalue { float, float, float, float } %2415, 2
	%2423 = bitcast float %2422 to i32
	%2424 = insertelement <4 x i32> %2421, i32 %2423, i32 2
	%2425 = extractvalue { float, float, float, float } %2415, 3
	%2426 = bitcast float %2425 to i32
	%2427 = insertelement <4 x i32> %2424, i32 %2426, i32 3
	%2428 = extractelement <4 x i32> %2427, i32 0
	%2429 = bitcast i32 %2428 to float
	store float %2429, float* %30
	%2430 = extractelement <4 x i32> %2427, i32 1
	%2431 = bitcast i32 %2430 to float
	store float %2431, float* %31
	%2432 = extractelement <4 x i32> %2427, i32 2
	%2433 = bitcast i32 %2432 to float
	store float %2433, float* %32
	%2434 = extractelement <4 x i32> %2427, i32 3
	%2435 = bitcast i32 %2434 to float
	store float %2435, float* %33
	call void @llvm.nvvm.barrier0()
	%2436 = add i32 %125, 32
	br label %loop11

then19:
	%2437 = sext i32 %1423 to i64
	%2438 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %2437
	store float %1449, float addrspace(3)* %2438
	%2439 = sext i32 %1423 to i64
	%2440 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2439
	%2441 = load float, float addrspace(3)* %2440
	%2442 = call float @llvm.fma.f32(float %2441, float %1559, float %1509)
	%2443 = sext i32 %1423 to i64
	%2444 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2443
	store float %2442, float addrspace(3)* %2444
	%2445 = sext i32 %1423 to i64
	%2446 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %2445
	store float %1559, float addrspace(3)* %2446
	br label %join20

join20:
	%2447 = add i32 %1423, 4
	br label %loop16

then21:
	%2448 = mul i32 %34, 258
	%2449 = add i32 %145, %2448
	%2450 = add i32 %2449, 256
	%2451 = sext i32 %34 to i64
	%2452 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %2451
	%2453 = load float, float addrspace(3)* %2452
	%2454 = sext i32 %2450 to i64
	%2455 = getelementptr float, float addrspace(1)* %part, i64 %2454
	store float %2453, float addrspace(1)* %2455
	%2456 = add i32 %2449, 257
	%2457 = sext i32 %34 to i64
	%2458 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2457
	%2459 = load float, float addrspace(3)* %2458
	%2460 = sext i32 %2456 to i64
	%2461 = getelementptr float, float addrspace(1)* %part, i64 %2460
	store float %2459, float addrspace(1)* %2461
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
