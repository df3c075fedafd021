target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48 = internal addrspace(3) global [2320 x i32] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49 = internal addrspace(3) global [640 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52 = internal addrspace(3) global [16 x float] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53 = internal addrspace(3) global [32 x i32] undef, align 8

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
	%64 = phi i32 [ %34, %then1 ], [ %103, %join7 ]
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
	%83 = mul i32 %66, 145
	%84 = add i32 %83, %67
	%85 = load float, float* %0
	%86 = load float, float* %1
	%87 = bitcast float %85 to i32
	%88 = lshr i32 %87, 16
	%89 = and i32 %88, 1
	%90 = add i32 %87, u0x7FFF
	%91 = add i32 %90, %89
	%92 = lshr i32 %91, 16
	%93 = bitcast float %86 to i32
	%94 = lshr i32 %93, 16
	%95 = and i32 %94, 1
	%96 = add i32 %93, u0x7FFF
	%97 = add i32 %96, %95
	%98 = lshr i32 %97, 16
	%99 = shl i32 %98, 16
	%100 = or i32 %92, %99
	%101 = sext i32 %84 to i64
	%102 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %101
	store i32 %100, i32 addrspace(3)* %102
	%103 = add i32 %64, 128
	br label %loop3

else8:
	%104 = mul i32 %70, 48
	%105 = add i32 -240, %71
	%106 = add i32 %104, %105
	%107 = sext i32 %106 to i64
	%108 = getelementptr i16, i16 addrspace(1)* %q, i64 %107
	%109 = load i16, i16 addrspace(1)* %108
	%110 = zext i16 %109 to i32
	%111 = shl i32 %110, 16
	%112 = bitcast i32 %111 to float
	store float %112, float* %0
	%113 = add i32 %106, 1
	%114 = sext i32 %113 to i64
	%115 = getelementptr i16, i16 addrspace(1)* %q, i64 %114
	%116 = load i16, i16 addrspace(1)* %115
	%117 = zext i16 %116 to i32
	%118 = shl i32 %117, 16
	%119 = bitcast i32 %118 to float
	store float %119, float* %1
	br label %join7

then9:
	%120 = sext i32 %34 to i64
	%121 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %120
	store float 0xFFF0000000000000, float addrspace(3)* %121
	%122 = sext i32 %34 to i64
	%123 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %122
	store float 0.0, float addrspace(3)* %123
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
	%124 = mul i32 %38, 145
	%125 = add i32 %38, 8
	%126 = mul i32 %125, 145
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%127 = phi i32 [ %58, %join10 ], [ %2439, %done18 ]
	%128 = icmp slt i32 %127, %61
	br i1 %128, label %body12, label %done13

body12:
	%129 = mul i32 %37, 8
	%130 = add i32 %127, %129
	%131 = add i32 %130, %38
	%132 = icmp slt i32 %131, %61
	%133 = select i1 %132, i32 %131, i32 %58
	%134 = mul i32 %46, %max_blocks
	%135 = sdiv i32 %133, %block_size
	%136 = add i32 %134, %135
	%137 = sext i32 %136 to i64
	%138 = getelementptr i32, i32 addrspace(1)* %table, i64 %137
	%139 = load i32, i32 addrspace(1)* %138
	%140 = mul i32 %139, %block_size
	%141 = srem i32 %133, %block_size
	%142 = add i32 %140, %141
	%143 = mul i32 %142, 288
	%144 = icmp eq i32 %39, 0
	br i1 %144, label %then14, label %join15

done13:
	%145 = mul i32 %41, 16
	%146 = add i32 %145, %63
	%147 = mul i32 %146, 258
	%148 = add i32 %38, 0
	%149 = mul i32 %37, 64
	%150 = mul i32 %39, 2
	%151 = add i32 %150, 0
	%152 = mul i32 %151, 8
	%153 = add i32 %152, 0
	%154 = add i32 %149, %153
	%155 = mul i32 %148, 258
	%156 = add i32 %155, %154
	%157 = add i32 %147, %156
	%158 = load float, float* %2
	%159 = sext i32 %157 to i64
	%160 = getelementptr float, float addrspace(1)* %part, i64 %159
	store float %158, float addrspace(1)* %160
	%161 = add i32 %38, 0
	%162 = mul i32 %37, 64
	%163 = mul i32 %39, 2
	%164 = add i32 %163, 1
	%165 = mul i32 %164, 8
	%166 = add i32 %165, 0
	%167 = add i32 %162, %166
	%168 = mul i32 %161, 258
	%169 = add i32 %168, %167
	%170 = add i32 %147, %169
	%171 = load float, float* %3
	%172 = sext i32 %170 to i64
	%173 = getelementptr float, float addrspace(1)* %part, i64 %172
	store float %171, float addrspace(1)* %173
	%174 = add i32 %38, 8
	%175 = mul i32 %37, 64
	%176 = mul i32 %39, 2
	%177 = add i32 %176, 0
	%178 = mul i32 %177, 8
	%179 = add i32 %178, 0
	%180 = add i32 %175, %179
	%181 = mul i32 %174, 258
	%182 = add i32 %181, %180
	%183 = add i32 %147, %182
	%184 = load float, float* %4
	%185 = sext i32 %183 to i64
	%186 = getelementptr float, float addrspace(1)* %part, i64 %185
	store float %184, float addrspace(1)* %186
	%187 = add i32 %38, 8
	%188 = mul i32 %37, 64
	%189 = mul i32 %39, 2
	%190 = add i32 %189, 1
	%191 = mul i32 %190, 8
	%192 = add i32 %191, 0
	%193 = add i32 %188, %192
	%194 = mul i32 %187, 258
	%195 = add i32 %194, %193
	%196 = add i32 %147, %195
	%197 = load float, float* %5
	%198 = sext i32 %196 to i64
	%199 = getelementptr float, float addrspace(1)* %part, i64 %198
	store float %197, float addrspace(1)* %199
	%200 = add i32 %38, 0
	%201 = mul i32 %37, 64
	%202 = mul i32 %39, 2
	%203 = add i32 %202, 0
	%204 = mul i32 %203, 8
	%205 = add i32 %204, 1
	%206 = add i32 %201, %205
	%207 = mul i32 %200, 258
	%208 = add i32 %207, %206
	%209 = add i32 %147, %208
	%210 = load float, float* %6
	%211 = sext i32 %209 to i64
	%212 = getelementptr float, float addrspace(1)* %part, i64 %211
	store float %210, float addrspace(1)* %212
	%213 = add i32 %38, 0
	%214 = mul i32 %37, 64
	%215 = mul i32 %39, 2
	%216 = add i32 %215, 1
	%217 = mul i32 %216, 8
	%218 = add i32 %217, 1
	%219 = add i32 %214, %218
	%220 = mul i32 %213, 258
	%221 = add i32 %220, %219
	%222 = add i32 %147, %221
	%223 = load float, float* %7
	%224 = sext i32 %222 to i64
	%225 = getelementptr float, float addrspace(1)* %part, i64 %224
	store float %223, float addrspace(1)* %225
	%226 = add i32 %38, 8
	%227 = mul i32 %37, 64
	%228 = mul i32 %39, 2
	%229 = add i32 %228, 0
	%230 = mul i32 %229, 8
	%231 = add i32 %230, 1
	%232 = add i32 %227, %231
	%233 = mul i32 %226, 258
	%234 = add i32 %233, %232
	%235 = add i32 %147, %234
	%236 = load float, float* %8
	%237 = sext i32 %235 to i64
	%238 = getelementptr float, float addrspace(1)* %part, i64 %237
	store float %236, float addrspace(1)* %238
	%239 = add i32 %38, 8
	%240 = mul i32 %37, 64
	%241 = mul i32 %39, 2
	%242 = add i32 %241, 1
	%243 = mul i32 %242, 8
	%244 = add i32 %243, 1
	%245 = add i32 %240, %244
	%246 = mul i32 %239, 258
	%247 = add i32 %246, %245
	%248 = add i32 %147, %247
	%249 = load float, float* %9
	%250 = sext i32 %248 to i64
	%251 = getelementptr float, float addrspace(1)* %part, i64 %250
	store float %249, float addrspace(1)* %251
	%252 = add i32 %38, 0
	%253 = mul i32 %37, 64
	%254 = mul i32 %39, 2
	%255 = add i32 %254, 0
	%256 = mul i32 %255, 8
	%257 = add i32 %256, 2
	%258 = add i32 %253, %257
	%259 = mul i32 %252, 258
	%260 = add i32 %259, %258
	%261 = add i32 %147, %260
	%262 = load float, float* %10
	%263 = sext i32 %261 to i64
	%264 = getelementptr float, float addrspace(1)* %part, i64 %263
	store float %262, float addrspace(1)* %264
	%265 = add i32 %38, 0
	%266 = mul i32 %37, 64
	%267 = mul i32 %39, 2
	%268 = add i32 %267, 1
	%269 = mul i32 %268, 8
	%270 = add i32 %269, 2
	%271 = add i32 %266, %270
	%272 = mul i32 %265, 258
	%273 = add i32 %272, %271
	%274 = add i32 %147, %273
	%275 = load float, float* %11
	%276 = sext i32 %274 to i64
	%277 = getelementptr float, float addrspace(1)* %part, i64 %276
	store float %275, float addrspace(1)* %277
	%278 = add i32 %38, 8
	%279 = mul i32 %37, 64
	%280 = mul i32 %39, 2
	%281 = add i32 %280, 0
	%282 = mul i32 %281, 8
	%283 = add i32 %282, 2
	%284 = add i32 %279, %283
	%285 = mul i32 %278, 258
	%286 = add i32 %285, %284
	%287 = add i32 %147, %286
	%288 = load float, float* %12
	%289 = sext i32 %287 to i64
	%290 = getelementptr float, float addrspace(1)* %part, i64 %289
	store float %288, float addrspace(1)* %290
	%291 = add i32 %38, 8
	%292 = mul i32 %37, 64
	%293 = mul i32 %39, 2
	%294 = add i32 %293, 1
	%295 = mul i32 %294, 8
	%296 = add i32 %295, 2
	%297 = add i32 %292, %296
	%298 = mul i32 %291, 258
	%299 = add i32 %298, %297
	%300 = add i32 %147, %299
	%301 = load float, float* %13
	%302 = sext i32 %300 to i64
	%303 = getelementptr float, float addrspace(1)* %part, i64 %302
	store float %301, float addrspace(1)* %303
	%304 = add i32 %38, 0
	%305 = mul i32 %37, 64
	%306 = mul i32 %39, 2
	%307 = add i32 %306, 0
	%308 = mul i32 %307, 8
	%309 = add i32 %308, 3
	%310 = add i32 %305, %309
	%311 = mul i32 %304, 258
	%312 = add i32 %311, %310
	%313 = add i32 %147, %312
	%314 = load float, float* %14
	%315 = sext i32 %313 to i64
	%316 = getelementptr float, float addrspace(1)* %part, i64 %315
	store float %314, float addrspace(1)* %316
	%317 = add i32 %38, 0
	%318 = mul i32 %37, 64
	%319 = mul i32 %39, 2
	%320 = add i32 %319, 1
	%321 = mul i32 %320, 8
	%322 = add i32 %321, 3
	%323 = add i32 %318, %322
	%324 = mul i32 %317, 258
	%325 = add i32 %324, %323
	%326 = add i32 %147, %325
	%327 = load float, float* %15
	%328 = sext i32 %326 to i64
	%329 = getelementptr float, float addrspace(1)* %part, i64 %328
	store float %327, float addrspace(1)* %329
	%330 = add i32 %38, 8
	%331 = mul i32 %37, 64
	%332 = mul i32 %39, 2
	%333 = add i32 %332, 0
	%334 = mul i32 %333, 8
	%335 = add i32 %334, 3
	%336 = add i32 %331, %335
	%337 = mul i32 %330, 258
	%338 = add i32 %337, %336
	%339 = add i32 %147, %338
	%340 = load float, float* %16
	%341 = sext i32 %339 to i64
	%342 = getelementptr float, float addrspace(1)* %part, i64 %341
	store float %340, float addrspace(1)* %342
	%343 = add i32 %38, 8
	%344 = mul i32 %37, 64
	%345 = mul i32 %39, 2
	%346 = add i32 %345, 1
	%347 = mul i32 %346, 8
	%348 = add i32 %347, 3
	%349 = add i32 %344, %348
	%350 = mul i32 %343, 258
	%351 = add i32 %350, %349
	%352 = add i32 %147, %351
	%353 = load float, float* %17
	%354 = sext i32 %352 to i64
	%355 = getelementptr float, float addrspace(1)* %part, i64 %354
	store float %353, float addrspace(1)* %355
	%356 = add i32 %38, 0
	%357 = mul i32 %37, 64
	%358 = mul i32 %39, 2
	%359 = add i32 %358, 0
	%360 = mul i32 %359, 8
	%361 = add i32 %360, 4
	%362 = add i32 %357, %361
	%363 = mul i32 %356, 258
	%364 = add i32 %363, %362
	%365 = add i32 %147, %364
	%366 = load float, float* %18
	%367 = sext i32 %365 to i64
	%368 = getelementptr float, float addrspace(1)* %part, i64 %367
	store float %366, float addrspace(1)* %368
	%369 = add i32 %38, 0
	%370 = mul i32 %37, 64
	%371 = mul i32 %39, 2
	%372 = add i32 %371, 1
	%373 = mul i32 %372, 8
	%374 = add i32 %373, 4
	%375 = add i32 %370, %374
	%376 = mul i32 %369, 258
	%377 = add i32 %376, %375
	%378 = add i32 %147, %377
	%379 = load float, float* %19
	%380 = sext i32 %378 to i64
	%381 = getelementptr float, float addrspace(1)* %part, i64 %380
	store float %379, float addrspace(1)* %381
	%382 = add i32 %38, 8
	%383 = mul i32 %37, 64
	%384 = mul i32 %39, 2
	%385 = add i32 %384, 0
	%386 = mul i32 %385, 8
	%387 = add i32 %386, 4
	%388 = add i32 %383, %387
	%389 = mul i32 %382, 258
	%390 = add i32 %389, %388
	%391 = add i32 %147, %390
	%392 = load float, float* %20
	%393 = sext i32 %391 to i64
	%394 = getelementptr float, float addrspace(1)* %part, i64 %393
	store float %392, float addrspace(1)* %394
	%395 = add i32 %38, 8
	%396 = mul i32 %37, 64
	%397 = mul i32 %39, 2
	%398 = add i32 %397, 1
	%399 = mul i32 %398, 8
	%400 = add i32 %399, 4
	%401 = add i32 %396, %400
	%402 = mul i32 %395, 258
	%403 = add i32 %402, %401
	%404 = add i32 %147, %403
	%405 = load float, float* %21
	%406 = sext i32 %404 to i64
	%407 = getelementptr float, float addrspace(1)* %part, i64 %406
	store float %405, float addrspace(1)* %407
	%408 = add i32 %38, 0
	%409 = mul i32 %37, 64
	%410 = mul i32 %39, 2
	%411 = add i32 %410, 0
	%412 = mul i32 %411, 8
	%413 = add i32 %412, 5
	%414 = add i32 %409, %413
	%415 = mul i32 %408, 258
	%416 = add i32 %415, %414
	%417 = add i32 %147, %416
	%418 = load float, float* %22
	%419 = sext i32 %417 to i64
	%420 = getelementptr float, float addrspace(1)* %part, i64 %419
	store float %418, float addrspace(1)* %420
	%421 = add i32 %38, 0
	%422 = mul i32 %37, 64
	%423 = mul i32 %39, 2
	%424 = add i32 %423, 1
	%425 = mul i32 %424, 8
	%426 = add i32 %425, 5
	%427 = add i32 %422, %426
	%428 = mul i32 %421, 258
	%429 = add i32 %428, %427
	%430 = add i32 %147, %429
	%431 = load float, float* %23
	%432 = sext i32 %430 to i64
	%433 = getelementptr float, float addrspace(1)* %part, i64 %432
	store float %431, float addrspace(1)* %433
	%434 = add i32 %38, 8
	%435 = mul i32 %37, 64
	%436 = mul i32 %39, 2
	%437 = add i32 %436, 0
	%438 = mul i32 %437, 8
	%439 = add i32 %438, 5
	%440 = add i32 %435, %439
	%441 = mul i32 %434, 258
	%442 = add i32 %441, %440
	%443 = add i32 %147, %442
	%444 = load float, float* %24
	%445 = sext i32 %443 to i64
	%446 = getelementptr float, float addrspace(1)* %part, i64 %445
	store float %444, float addrspace(1)* %446
	%447 = add i32 %38, 8
	%448 = mul i32 %37, 64
	%449 = mul i32 %39, 2
	%450 = add i32 %449, 1
	%451 = mul i32 %450, 8
	%452 = add i32 %451, 5
	%453 = add i32 %448, %452
	%454 = mul i32 %447, 258
	%455 = add i32 %454, %453
	%456 = add i32 %147, %455
	%457 = load float, float* %25
	%458 = sext i32 %456 to i64
	%459 = getelementptr float, float addrspace(1)* %part, i64 %458
	store float %457, float addrspace(1)* %459
	%460 = add i32 %38, 0
	%461 = mul i32 %37, 64
	%462 = mul i32 %39, 2
	%463 = add i32 %462, 0
	%464 = mul i32 %463, 8
	%465 = add i32 %464, 6
	%466 = add i32 %461, %465
	%467 = mul i32 %460, 258
	%468 = add i32 %467, %466
	%469 = add i32 %147, %468
	%470 = load float, float* %26
	%471 = sext i32 %469 to i64
	%472 = getelementptr float, float addrspace(1)* %part, i64 %471
	store float %470, float addrspace(1)* %472
	%473 = add i32 %38, 0
	%474 = mul i32 %37, 64
	%475 = mul i32 %39, 2
	%476 = add i32 %475, 1
	%477 = mul i32 %476, 8
	%478 = add i32 %477, 6
	%479 = add i32 %474, %478
	%480 = mul i32 %473, 258
	%481 = add i32 %480, %479
	%482 = add i32 %147, %481
	%483 = load float, float* %27
	%484 = sext i32 %482 to i64
	%485 = getelementptr float, float addrspace(1)* %part, i64 %484
	store float %483, float addrspace(1)* %485
	%486 = add i32 %38, 8
	%487 = mul i32 %37, 64
	%488 = mul i32 %39, 2
	%489 = add i32 %488, 0
	%490 = mul i32 %489, 8
	%491 = add i32 %490, 6
	%492 = add i32 %487, %491
	%493 = mul i32 %486, 258
	%494 = add i32 %493, %492
	%495 = add i32 %147, %494
	%496 = load float, float* %28
	%497 = sext i32 %495 to i64
	%498 = getelementptr float, float addrspace(1)* %part, i64 %497
	store float %496, float addrspace(1)* %498
	%499 = add i32 %38, 8
	%500 = mul i32 %37, 64
	%501 = mul i32 %39, 2
	%502 = add i32 %501, 1
	%503 = mul i32 %502, 8
	%504 = add i32 %503, 6
	%505 = add i32 %500, %504
	%506 = mul i32 %499, 258
	%507 = add i32 %506, %505
	%508 = add i32 %147, %507
	%509 = load float, float* %29
	%510 = sext i32 %508 to i64
	%511 = getelementptr float, float addrspace(1)* %part, i64 %510
	store float %509, float addrspace(1)* %511
	%512 = add i32 %38, 0
	%513 = mul i32 %37, 64
	%514 = mul i32 %39, 2
	%515 = add i32 %514, 0
	%516 = mul i32 %515, 8
	%517 = add i32 %516, 7
	%518 = add i32 %513, %517
	%519 = mul i32 %512, 258
	%520 = add i32 %519, %518
	%521 = add i32 %147, %520
	%522 = load float, float* %30
	%523 = sext i32 %521 to i64
	%524 = getelementptr float, float addrspace(1)* %part, i64 %523
	store float %522, float addrspace(1)* %524
	%525 = add i32 %38, 0
	%526 = mul i32 %37, 64
	%527 = mul i32 %39, 2
	%528 = add i32 %527, 1
	%529 = mul i32 %528, 8
	%530 = add i32 %529, 7
	%531 = add i32 %526, %530
	%532 = mul i32 %525, 258
	%533 = add i32 %532, %531
	%534 = add i32 %147, %533
	%535 = load float, float* %31
	%536 = sext i32 %534 to i64
	%537 = getelementptr float, float addrspace(1)* %part, i64 %536
	store float %535, float addrspace(1)* %537
	%538 = add i32 %38, 8
	%539 = mul i32 %37, 64
	%540 = mul i32 %39, 2
	%541 = add i32 %540, 0
	%542 = mul i32 %541, 8
	%543 = add i32 %542, 7
	%544 = add i32 %539, %543
	%545 = mul i32 %538, 258
	%546 = add i32 %545, %544
	%547 = add i32 %147, %546
	%548 = load float, float* %32
	%549 = sext i32 %547 to i64
	%550 = getelementptr float, float addrspace(1)* %part, i64 %549
	store float %548, float addrspace(1)* %550
	%551 = add i32 %38, 8
	%552 = mul i32 %37, 64
	%553 = mul i32 %39, 2
	%554 = add i32 %553, 1
	%555 = mul i32 %554, 8
	%556 = add i32 %555, 7
	%557 = add i32 %552, %556
	%558 = mul i32 %551, 258
	%559 = add i32 %558, %557
	%560 = add i32 %147, %559
	%561 = load float, float* %33
	%562 = sext i32 %560 to i64
	%563 = getelementptr float, float addrspace(1)* %part, i64 %562
	store float %561, float addrspace(1)* %563
	%564 = icmp slt i32 %34, 16
	br i1 %564, label %then21, label %join22

then14:
	%565 = mul i32 %37, 8
	%566 = add i32 %565, %38
	%567 = sext i32 %566 to i64
	%568 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %567
	store i32 %143, i32 addrspace(3)* %568
	br label %join15

join15:
	%569 = mul i32 %39, 8
	%570 = add i32 %143, %569
	%571 = add i32 %570, 0
	%572 = sext i32 %571 to i64
	%573 = getelementptr i16, i16 addrspace(1)* %pool, i64 %572
	%574 = bitcast i16 addrspace(1)* %573 to <4 x i32> addrspace(1)*
	%575 = load <4 x i32>, <4 x i32> addrspace(1)* %574, align 16, !invariant.load !0
	%576 = add i32 %570, 32
	%577 = sext i32 %576 to i64
	%578 = getelementptr i16, i16 addrspace(1)* %pool, i64 %577
	%579 = bitcast i16 addrspace(1)* %578 to <4 x i32> addrspace(1)*
	%580 = load <4 x i32>, <4 x i32> addrspace(1)* %579, align 16, !invariant.load !0
	%581 = add i32 %570, 64
	%582 = sext i32 %581 to i64
	%583 = getelementptr i16, i16 addrspace(1)* %pool, i64 %582
	%584 = bitcast i16 addrspace(1)* %583 to <4 x i32> addrspace(1)*
	%585 = load <4 x i32>, <4 x i32> addrspace(1)* %584, align 16, !invariant.load !0
	%586 = add i32 %570, 96
	%587 = sext i32 %586 to i64
	%588 = getelementptr i16, i16 addrspace(1)* %pool, i64 %587
	%589 = bitcast i16 addrspace(1)* %588 to <4 x i32> addrspace(1)*
	%590 = load <4 x i32>, <4 x i32> addrspace(1)* %589, align 16, !invariant.load !0
	%591 = add i32 %570, 128
	%592 = sext i32 %591 to i64
	%593 = getelementptr i16, i16 addrspace(1)* %pool, i64 %592
	%594 = bitcast i16 addrspace(1)* %593 to <4 x i32> addrspace(1)*
	%595 = load <4 x i32>, <4 x i32> addrspace(1)* %594, align 16, !invariant.load !0
	%596 = add i32 %570, 160
	%597 = sext i32 %596 to i64
	%598 = getelementptr i16, i16 addrspace(1)* %pool, i64 %597
	%599 = bitcast i16 addrspace(1)* %598 to <4 x i32> addrspace(1)*
	%600 = load <4 x i32>, <4 x i32> addrspace(1)* %599, align 16, !invariant.load !0
	%601 = add i32 %570, 192
	%602 = sext i32 %601 to i64
	%603 = getelementptr i16, i16 addrspace(1)* %pool, i64 %602
	%604 = bitcast i16 addrspace(1)* %603 to <4 x i32> addrspace(1)*
	%605 = load <4 x i32>, <4 x i32> addrspace(1)* %604, align 16, !invariant.load !0
	%606 = add i32 %570, 224
	%607 = sext i32 %606 to i64
	%608 = getelementptr i16, i16 addrspace(1)* %pool, i64 %607
	%609 = bitcast i16 addrspace(1)* %608 to <4 x i32> addrspace(1)*
	%610 = load <4 x i32>, <4 x i32> addrspace(1)* %609, align 16, !invariant.load !0
	%611 = add i32 %570, 256
	%612 = sext i32 %611 to i64
	%613 = getelementptr i16, i16 addrspace(1)* %pool, i64 %612
	%614 = bitcast i16 addrspace(1)* %613 to <4 x i32> addrspace(1)*
	%615 = load <4 x i32>, <4 x i32> addrspace(1)* %614, align 16, !invariant.load !0
	%616 = mul i32 %39, 4
	%617 = add i32 %616, 0
	%618 = add i32 %124, %617
	%619 = sext i32 %618 to i64
	%620 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %619
	%621 = load i32, i32 addrspace(3)* %620
	%622 = add i32 %126, %617
	%623 = sext i32 %622 to i64
	%624 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %623
	%625 = load i32, i32 addrspace(3)* %624
	%626 = add i32 %617, 1
	%627 = add i32 %124, %626
	%628 = sext i32 %627 to i64
	%629 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %628
	%630 = load i32, i32 addrspace(3)* %629
	%631 = add i32 %617, 1
	%632 = add i32 %126, %631
	%633 = sext i32 %632 to i64
	%634 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %633
	%635 = load i32, i32 addrspace(3)* %634
	%636 = extractelement <4 x i32> %575, i32 0
	%637 = extractelement <4 x i32> %575, i32 1
	%638 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %621, i32 %625, i32 %630, i32 %635, i32 %636, i32 %637, float 0.0, float 0.0, float 0.0, float 0.0)
	%639 = extractvalue { float, float, float, float } %638, 0
	%640 = bitcast float %639 to i32
	%641 = insertelement <4 x i32> zeroinitializer, i32 %640, i32 0
	%642 = extractvalue { float, float, float, float } %638, 1
	%643 = bitcast float %642 to i32
	%644 = insertelement <4 x i32> %641, i32 %643, i32 1
	%645 = extractvalue { float, float, float, float } %638, 2
	%646 = bitcast float %645 to i32
	%647 = insertelement <4 x i32> %644, i32 %646, i32 2
	%648 = extractvalue { float, float, float, float } %638, 3
	%649 = bitcast float %648 to i32
	%650 = insertelement <4 x i32> %647, i32 %649, i32 3
	%651 = extractelement <4 x i32> %650, i32 0
	%652 = bitcast i32 %651 to float
	%653 = extractelement <4 x i32> %650, i32 1
	%654 = bitcast i32 %653 to float
	%655 = extractelement <4 x i32> %650, i32 2
	%656 = bitcast i32 %655 to float
	%657 = extractelement <4 x i32> %650, i32 3
	%658 = bitcast i32 %657 to float
	%659 = add i32 %616, 2
	%660 = add i32 %124, %659
	%661 = sext i32 %660 to i64
	%662 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %661
	%663 = load i32, i32 addrspace(3)* %662
	%664 = add i32 %126, %659
	%665 = sext i32 %664 to i64
	%666 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %665
	%667 = load i32, i32 addrspace(3)* %666
	%668 = add i32 %659, 1
	%669 = add i32 %124, %668
	%670 = sext i32 %669 to i64
	%671 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %670
	%672 = load i32, i32 addrspace(3)* %671
	%673 = add i32 %659, 1
	%674 = add i32 %126, %673
	%675 = sext i32 %674 to i64
	%676 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %675
	%677 = load i32, i32 addrspace(3)* %676
	%678 = extractelement <4 x i32> %575, i32 2
	%679 = extractelement <4 x i32> %575, i32 3
	%680 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %663, i32 %667, i32 %672, i32 %677, i32 %678, i32 %679, float %652, float %654, float %656, float %658)
	%681 = extractvalue { float, float, float, float } %680, 0
	%682 = bitcast float %681 to i32
	%683 = insertelement <4 x i32> zeroinitializer, i32 %682, i32 0
	%684 = extractvalue { float, float, float, float } %680, 1
	%685 = bitcast float %684 to i32
	%686 = insertelement <4 x i32> %683, i32 %685, i32 1
	%687 = extractvalue { float, float, float, float } %680, 2
	%688 = bitcast float %687 to i32
	%689 = insertelement <4 x i32> %686, i32 %688, i32 2
	%690 = extractvalue { float, float, float, float } %680, 3
	%691 = bitcast float %690 to i32
	%692 = insertelement <4 x i32> %689, i32 %691, i32 3
	%693 = extractelement <4 x i32> %692, i32 0
	%694 = bitcast i32 %693 to float
	%695 = extractelement <4 x i32> %692, i32 1
	%696 = bitcast i32 %695 to float
	%697 = extractelement <4 x i32> %692, i32 2
	%698 = bitcast i32 %697 to float
	%699 = extractelement <4 x i32> %692, i32 3
	%700 = bitcast i32 %699 to float
	%701 = add i32 %616, 16
	%702 = add i32 %124, %701
	%703 = sext i32 %702 to i64
	%704 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %703
	%705 = load i32, i32 addrspace(3)* %704
	%706 = add i32 %126, %701
	%707 = sext i32 %706 to i64
	%708 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %707
	%709 = load i32, i32 addrspace(3)* %708
	%710 = add i32 %701, 1
	%711 = add i32 %124, %710
	%712 = sext i32 %711 to i64
	%713 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %712
	%714 = load i32, i32 addrspace(3)* %713
	%715 = add i32 %701, 1
	%716 = add i32 %126, %715
	%717 = sext i32 %716 to i64
	%718 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %717
	%719 = load i32, i32 addrspace(3)* %718
	%720 = extractelement <4 x i32> %580, i32 0
	%721 = extractelement <4 x i32> %580, i32 1
	%722 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %705, i32 %709, i32 %714, i32 %719, i32 %720, i32 %721, float %694, float %696, float %698, float %700)
	%723 = extractvalue { float, float, float, float } %722, 0
	%724 = bitcast float %723 to i32
	%725 = insertelement <4 x i32> zeroinitializer, i32 %724, i32 0
	%726 = extractvalue { float, float, float, float } %722, 1
	%727 = bitcast float %726 to i32
	%728 = insertelement <4 x i32> %725, i32 %727, i32 1
	%729 = extractvalue { float, float, float, float } %722, 2
	%730 = bitcast float %729 to i32
	%731 = insertelement <4 x i32> %728, i32 %730, i32 2
	%732 = extractvalue { float, float, float, float } %722, 3
	%733 = bitcast float %732 to i32
	%734 = insertelement <4 x i32> %731, i32 %733, i32 3
	%735 = extractelement <4 x i32> %734, i32 0
	%736 = bitcast i32 %735 to float
	%737 = extractelement <4 x i32> %734, i32 1
	%738 = bitcast i32 %737 to float
	%739 = extractelement <4 x i32> %734, i32 2
	%740 = bitcast i32 %739 to float
	%741 = extractelement <4 x i32> %734, i32 3
	%742 = bitcast i32 %741 to float
	%743 = add i32 %616, 18
	%744 = add i32 %124, %743
	%745 = sext i32 %744 to i64
	%746 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %745
	%747 = load i32, i32 addrspace(3)* %746
	%748 = add i32 %126, %743
	%749 = sext i32 %748 to i64
	%750 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %749
	%751 = load i32, i32 addrspace(3)* %750
	%752 = add i32 %743, 1
	%753 = add i32 %124, %752
	%754 = sext i32 %753 to i64
	%755 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %754
	%756 = load i32, i32 addrspace(3)* %755
	%757 = add i32 %743, 1
	%758 = add i32 %126, %757
	%759 = sext i32 %758 to i64
	%760 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %759
	%761 = load i32, i32 addrspace(3)* %760
	%762 = extractelement <4 x i32> %580, i32 2
	%763 = extractelement <4 x i32> %580, i32 3
	%764 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %747, i32 %751, i32 %756, i32 %761, i32 %762, i32 %763, float %736, float %738, float %740, float %742)
	%765 = extractvalue { float, float, float, float } %764, 0
	%766 = bitcast float %765 to i32
	%767 = insertelement <4 x i32> zeroinitializer, i32 %766, i32 0
	%768 = extractvalue { float, float, float, float } %764, 1
	%769 = bitcast float %768 to i32
	%770 = insertelement <4 x i32> %767, i32 %769, i32 1
	%771 = extractvalue { float, float, float, float } %764, 2
	%772 = bitcast float %771 to i32
	%773 = insertelement <4 x i32> %770, i32 %772, i32 2
	%774 = extractvalue { float, float, float, float } %764, 3
	%775 = bitcast float %774 to i32
	%776 = insertelement <4 x i32> %773, i32 %775, i32 3
	%777 = extractelement <4 x i32> %776, i32 0
	%778 = bitcast i32 %777 to float
	%779 = extractelement <4 x i32> %776, i32 1
	%780 = bitcast i32 %779 to float
	%781 = extractelement <4 x i32> %776, i32 2
	%782 = bitcast i32 %781 to float
	%783 = extractelement <4 x i32> %776, i32 3
	%784 = bitcast i32 %783 to float
	%785 = add i32 %616, 32
	%786 = add i32 %124, %785
	%787 = sext i32 %786 to i64
	%788 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %787
	%789 = load i32, i32 addrspace(3)* %788
	%790 = add i32 %126, %785
	%791 = sext i32 %790 to i64
	%792 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %791
	%793 = load i32, i32 addrspace(3)* %792
	%794 = add i32 %785, 1
	%795 = add i32 %124, %794
	%796 = sext i32 %795 to i64
	%797 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %796
	%798 = load i32, i32 addrspace(3)* %797
	%799 = add i32 %785, 1
	%800 = add i32 %126, %799
	%801 = sext i32 %800 to i64
	%802 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %801
	%803 = load i32, i32 addrspace(3)* %802
	%804 = extractelement <4 x i32> %585, i32 0
	%805 = extractelement <4 x i32> %585, i32 1
	%806 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %789, i32 %793, i32 %798, i32 %803, i32 %804, i32 %805, float %778, float %780, float %782, float %784)
	%807 = extractvalue { float, float, float, float } %806, 0
	%808 = bitcast float %807 to i32
	%809 = insertelement <4 x i32> zeroinitializer, i32 %808, i32 0
	%810 = extractvalue { float, float, float, float } %806, 1
	%811 = bitcast float %810 to i32
	%812 = insertelement <4 x i32> %809, i32 %811, i32 1
	%813 = extractvalue { float, float, float, float } %806, 2
	%814 = bitcast float %813 to i32
	%815 = insertelement <4 x i32> %812, i32 %814, i32 2
	%816 = extractvalue { float, float, float, float } %806, 3
	%817 = bitcast float %816 to i32
	%818 = insertelement <4 x i32> %815, i32 %817, i32 3
	%819 = extractelement <4 x i32> %818, i32 0
	%820 = bitcast i32 %819 to float
	%821 = extractelement <4 x i32> %818, i32 1
	%822 = bitcast i32 %821 to float
	%823 = extractelement <4 x i32> %818, i32 2
	%824 = bitcast i32 %823 to float
	%825 = extractelement <4 x i32> %818, i32 3
	%826 = bitcast i32 %825 to float
	%827 = add i32 %616, 34
	%828 = add i32 %124, %827
	%829 = sext i32 %828 to i64
	%830 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %829
	%831 = load i32, i32 addrspace(3)* %830
	%832 = add i32 %126, %827
	%833 = sext i32 %832 to i64
	%834 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %833
	%835 = load i32, i32 addrspace(3)* %834
	%836 = add i32 %827, 1
	%837 = add i32 %124, %836
	%838 = sext i32 %837 to i64
	%839 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %838
	%840 = load i32, i32 addrspace(3)* %839
	%841 = add i32 %827, 1
	%842 = add i32 %126, %841
	%843 = sext i32 %842 to i64
	%844 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %843
	%845 = load i32, i32 addrspace(3)* %844
	%846 = extractelement <4 x i32> %585, i32 2
	%847 = extractelement <4 x i32> %585, i32 3
	%848 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %831, i32 %835, i32 %840, i32 %845, i32 %846, i32 %847, float %820, float %822, float %824, float %826)
	%849 = extractvalue { float, float, float, float } %848, 0
	%850 = bitcast float %849 to i32
	%851 = insertelement <4 x i32> zeroinitializer, i32 %850, i32 0
	%852 = extractvalue { float, float, float, float } %848, 1
	%853 = bitcast float %852 to i32
	%854 = insertelement <4 x i32> %851, i32 %853, i32 1
	%855 = extractvalue { float, float, float, float } %848, 2
	%856 = bitcast float %855 to i32
	%857 = insertelement <4 x i32> %854, i32 %856, i32 2
	%858 = extractvalue { float, float, float, float } %848, 3
	%859 = bitcast float %858 to i32
	%860 = insertelement <4 x i32> %857, i32 %859, i32 3
	%861 = extractelement <4 x i32> %860, i32 0
	%862 = bitcast i32 %861 to float
	%863 = extractelement <4 x i32> %860, i32 1
	%864 = bitcast i32 %863 to float
	%865 = extractelement <4 x i32> %860, i32 2
	%866 = bitcast i32 %865 to float
	%867 = extractelement <4 x i32> %860, i32 3
	%868 = bitcast i32 %867 to float
	%869 = add i32 %616, 48
	%870 = add i32 %124, %869
	%871 = sext i32 %870 to i64
	%872 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %871
	%873 = load i32, i32 addrspace(3)* %872
	%874 = add i32 %126, %869
	%875 = sext i32 %874 to i64
	%876 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %875
	%877 = load i32, i32 addrspace(3)* %876
	%878 = add i32 %869, 1
	%879 = add i32 %124, %878
	%880 = sext i32 %879 to i64
	%881 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %880
	%882 = load i32, i32 addrspace(3)* %881
	%883 = add i32 %869, 1
	%884 = add i32 %126, %883
	%885 = sext i32 %884 to i64
	%886 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %885
	%887 = load i32, i32 addrspace(3)* %886
	%888 = extractelement <4 x i32> %590, i32 0
	%889 = extractelement <4 x i32> %590, i32 1
	%890 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %873, i32 %877, i32 %882, i32 %887, i32 %888, i32 %889, float %862, float %864, float %866, float %868)
	%891 = extractvalue { float, float, float, float } %890, 0
	%892 = bitcast float %891 to i32
	%893 = insertelement <4 x i32> zeroinitializer, i32 %892, i32 0
	%894 = extractvalue { float, float, float, float } %890, 1
	%895 = bitcast float %894 to i32
	%896 = insertelement <4 x i32> %893, i32 %895, i32 1
	%897 = extractvalue { float, float, float, float } %890, 2
	%898 = bitcast float %897 to i32
	%899 = insertelement <4 x i32> %896, i32 %898, i32 2
	%900 = extractvalue { float, float, float, float } %890, 3
	%901 = bitcast float %900 to i32
	%902 = insertelement <4 x i32> %899, i32 %901, i32 3
	%903 = extractelement <4 x i32> %902, i32 0
	%904 = bitcast i32 %903 to float
	%905 = extractelement <4 x i32> %902, i32 1
	%906 = bitcast i32 %905 to float
	%907 = extractelement <4 x i32> %902, i32 2
	%908 = bitcast i32 %907 to float
	%909 = extractelement <4 x i32> %902, i32 3
	%910 = bitcast i32 %909 to float
	%911 = add i32 %616, 50
	%912 = add i32 %124, %911
	%913 = sext i32 %912 to i64
	%914 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %913
	%915 = load i32, i32 addrspace(3)* %914
	%916 = add i32 %126, %911
	%917 = sext i32 %916 to i64
	%918 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %917
	%919 = load i32, i32 addrspace(3)* %918
	%920 = add i32 %911, 1
	%921 = add i32 %124, %920
	%922 = sext i32 %921 to i64
	%923 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %922
	%924 = load i32, i32 addrspace(3)* %923
	%925 = add i32 %911, 1
	%926 = add i32 %126, %925
	%927 = sext i32 %926 to i64
	%928 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %927
	%929 = load i32, i32 addrspace(3)* %928
	%930 = extractelement <4 x i32> %590, i32 2
	%931 = extractelement <4 x i32> %590, i32 3
	%932 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %915, i32 %919, i32 %924, i32 %929, i32 %930, i32 %931, float %904, float %906, float %908, float %910)
	%933 = extractvalue { float, float, float, float } %932, 0
	%934 = bitcast float %933 to i32
	%935 = insertelement <4 x i32> zeroinitializer, i32 %934, i32 0
	%936 = extractvalue { float, float, float, float } %932, 1
	%937 = bitcast float %936 to i32
	%938 = insertelement <4 x i32> %935, i32 %937, i32 1
	%939 = extractvalue { float, float, float, float } %932, 2
	%940 = bitcast float %939 to i32
	%941 = insertelement <4 x i32> %938, i32 %940, i32 2
	%942 = extractvalue { float, float, float, float } %932, 3
	%943 = bitcast float %942 to i32
	%944 = insertelement <4 x i32> %941, i32 %943, i32 3
	%945 = extractelement <4 x i32> %944, i32 0
	%946 = bitcast i32 %945 to float
	%947 = extractelement <4 x i32> %944, i32 1
	%948 = bitcast i32 %947 to float
	%949 = extractelement <4 x i32> %944, i32 2
	%950 = bitcast i32 %949 to float
	%951 = extractelement <4 x i32> %944, i32 3
	%952 = bitcast i32 %951 to float
	%953 = add i32 %616, 64
	%954 = add i32 %124, %953
	%955 = sext i32 %954 to i64
	%956 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %955
	%957 = load i32, i32 addrspace(3)* %956
	%958 = add i32 %126, %953
	%959 = sext i32 %958 to i64
	%960 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %959
	%961 = load i32, i32 addrspace(3)* %960
	%962 = add i32 %953, 1
	%963 = add i32 %124, %962
	%964 = sext i32 %963 to i64
	%965 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %964
	%966 = load i32, i32 addrspace(3)* %965
	%967 = add i32 %953, 1
	%968 = add i32 %126, %967
	%969 = sext i32 %968 to i64
	%970 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %969
	%971 = load i32, i32 addrspace(3)* %970
	%972 = extractelement <4 x i32> %595, i32 0
	%973 = extractelement <4 x i32> %595, i32 1
	%974 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %957, i32 %961, i32 %966, i32 %971, i32 %972, i32 %973, float %946, float %948, float %950, float %952)
	%975 = extractvalue { float, float, float, float } %974, 0
	%976 = bitcast float %975 to i32
	%977 = insertelement <4 x i32> zeroinitializer, i32 %976, i32 0
	%978 = extractvalue { float, float, float, float } %974, 1
	%979 = bitcast float %978 to i32
	%980 = insertelement <4 x i32> %977, i32 %979, i32 1
	%981 = extractvalue { float, float, float, float } %974, 2
	%982 = bitcast float %981 to i32
	%983 = insertelement <4 x i32> %980, i32 %982, i32 2
	%984 = extractvalue { float, float, float, float } %974, 3
	%985 = bitcast float %984 to i32
	%986 = insertelement <4 x i32> %983, i32 %985, i32 3
	%987 = extractelement <4 x i32> %986, i32 0
	%988 = bitcast i32 %987 to float
	%989 = extractelement <4 x i32> %986, i32 1
	%990 = bitcast i32 %989 to float
	%991 = extractelement <4 x i32> %986, i32 2
	%992 = bitcast i32 %991 to float
	%993 = extractelement <4 x i32> %986, i32 3
	%994 = bitcast i32 %993 to float
	%995 = add i32 %616, 66
	%996 = add i32 %124, %995
	%997 = sext i32 %996 to i64
	%998 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %997
	%999 = load i32, i32 addrspace(3)* %998
	%1000 = add i32 %126, %995
	%1001 = sext i32 %1000 to i64
	%1002 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1001
	%1003 = load i32, i32 addrspace(3)* %1002
	%1004 = add i32 %995, 1
	%1005 = add i32 %124, %1004
	%1006 = sext i32 %1005 to i64
	%1007 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1006
	%1008 = load i32, i32 addrspace(3)* %1007
	%1009 = add i32 %995, 1
	%1010 = add i32 %126, %1009
	%1011 = sext i32 %1010 to i64
	%1012 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1011
	%1013 = load i32, i32 addrspace(3)* %1012
	%1014 = extractelement <4 x i32> %595, i32 2
	%1015 = extractelement <4 x i32> %595, i32 3
	%1016 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %999, i32 %1003, i32 %1008, i32 %1013, i32 %1014, i32 %1015, float %988, float %990, float %992, float %994)
	%1017 = extractvalue { float, float, float, float } %1016, 0
	%1018 = bitcast float %1017 to i32
	%1019 = insertelement <4 x i32> zeroinitializer, i32 %1018, i32 0
	%1020 = extractvalue { float, float, float, float } %1016, 1
	%1021 = bitcast float %1020 to i32
	%1022 = insertelement <4 x i32> %1019, i32 %1021, i32 1
	%1023 = extractvalue { float, float, float, float } %1016, 2
	%1024 = bitcast float %1023 to i32
	%1025 = insertelement <4 x i32> %1022, i32 %1024, i32 2
	%1026 = extractvalue { float, float, float, float } %1016, 3
	%1027 = bitcast float %1026 to i32
	%1028 = insertelement <4 x i32> %1025, i32 %1027, i32 3
	%1029 = extractelement <4 x i32> %1028, i32 0
	%1030 = bitcast i32 %1029 to float
	%1031 = extractelement <4 x i32> %1028, i32 1
	%1032 = bitcast i32 %1031 to float
	%1033 = extractelement <4 x i32> %1028, i32 2
	%1034 = bitcast i32 %1033 to float
	%1035 = extractelement <4 x i32> %1028, i32 3
	%1036 = bitcast i32 %1035 to float
	%1037 = add i32 %616, 80
	%1038 = add i32 %124, %1037
	%1039 = sext i32 %1038 to i64
	%1040 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1039
	%1041 = load i32, i32 addrspace(3)* %1040
	%1042 = add i32 %126, %1037
	%1043 = sext i32 %1042 to i64
	%1044 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1043
	%1045 = load i32, i32 addrspace(3)* %1044
	%1046 = add i32 %1037, 1
	%1047 = add i32 %124, %1046
	%1048 = sext i32 %1047 to i64
	%1049 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1048
	%1050 = load i32, i32 addrspace(3)* %1049
	%1051 = add i32 %1037, 1
	%1052 = add i32 %126, %1051
	%1053 = sext i32 %1052 to i64
	%1054 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1053
	%1055 = load i32, i32 addrspace(3)* %1054
	%1056 = extractelement <4 x i32> %600, i32 0
	%1057 = extractelement <4 x i32> %600, i32 1
	%1058 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1041, i32 %1045, i32 %1050, i32 %1055, i32 %1056, i32 %1057, float %1030, float %1032, float %1034, float %1036)
	%1059 = extractvalue { float, float, float, float } %1058, 0
	%1060 = bitcast float %1059 to i32
	%1061 = insertelement <4 x i32> zeroinitializer, i32 %1060, i32 0
	%1062 = extractvalue { float, float, float, float } %1058, 1
	%1063 = bitcast float %1062 to i32
	%1064 = insertelement <4 x i32> %1061, i32 %1063, i32 1
	%1065 = extractvalue { float, float, float, float } %1058, 2
	%1066 = bitcast float %1065 to i32
	%1067 = insertelement <4 x i32> %1064, i32 %1066, i32 2
	%1068 = extractvalue { float, float, float, float } %1058, 3
	%1069 = bitcast float %1068 to i32
	%1070 = insertelement <4 x i32> %1067, i32 %1069, i32 3
	%1071 = extractelement <4 x i32> %1070, i32 0
	%1072 = bitcast i32 %1071 to float
	%1073 = extractelement <4 x i32> %1070, i32 1
	%1074 = bitcast i32 %1073 to float
	%1075 = extractelement <4 x i32> %1070, i32 2
	%1076 = bitcast i32 %1075 to float
	%1077 = extractelement <4 x i32> %1070, i32 3
	%1078 = bitcast i32 %1077 to float
	%1079 = add i32 %616, 82
	%1080 = add i32 %124, %1079
	%1081 = sext i32 %1080 to i64
	%1082 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1081
	%1083 = load i32, i32 addrspace(3)* %1082
	%1084 = add i32 %126, %1079
	%1085 = sext i32 %1084 to i64
	%1086 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1085
	%1087 = load i32, i32 addrspace(3)* %1086
	%1088 = add i32 %1079, 1
	%1089 = add i32 %124, %1088
	%1090 = sext i32 %1089 to i64
	%1091 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1090
	%1092 = load i32, i32 addrspace(3)* %1091
	%1093 = add i32 %1079, 1
	%1094 = add i32 %126, %1093
	%1095 = sext i32 %1094 to i64
	%1096 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1095
	%1097 = load i32, i32 addrspace(3)* %1096
	%1098 = extractelement <4 x i32> %600, i32 2
	%1099 = extractelement <4 x i32> %600, i32 3
	%1100 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1083, i32 %1087, i32 %1092, i32 %1097, i32 %1098, i32 %1099, float %1072, float %1074, float %1076, float %1078)
	%1101 = extractvalue { float, float, float, float } %1100, 0
	%1102 = bitcast float %1101 to i32
	%1103 = insertelement <4 x i32> zeroinitializer, i32 %1102, i32 0
	%1104 = extractvalue { float, float, float, float } %1100, 1
	%1105 = bitcast float %1104 to i32
	%1106 = insertelement <4 x i32> %1103, i32 %1105, i32 1
	%1107 = extractvalue { float, float, float, float } %1100, 2
	%1108 = bitcast float %1107 to i32
	%1109 = insertelement <4 x i32> %1106, i32 %1108, i32 2
	%1110 = extractvalue { float, float, float, float } %1100, 3
	%1111 = bitcast float %1110 to i32
	%1112 = insertelement <4 x i32> %1109, i32 %1111, i32 3
	%1113 = extractelement <4 x i32> %1112, i32 0
	%1114 = bitcast i32 %1113 to float
	%1115 = extractelement <4 x i32> %1112, i32 1
	%1116 = bitcast i32 %1115 to float
	%1117 = extractelement <4 x i32> %1112, i32 2
	%1118 = bitcast i32 %1117 to float
	%1119 = extractelement <4 x i32> %1112, i32 3
	%1120 = bitcast i32 %1119 to float
	%1121 = add i32 %616, 96
	%1122 = add i32 %124, %1121
	%1123 = sext i32 %1122 to i64
	%1124 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1123
	%1125 = load i32, i32 addrspace(3)* %1124
	%1126 = add i32 %126, %1121
	%1127 = sext i32 %1126 to i64
	%1128 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1127
	%1129 = load i32, i32 addrspace(3)* %1128
	%1130 = add i32 %1121, 1
	%1131 = add i32 %124, %1130
	%1132 = sext i32 %1131 to i64
	%1133 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1132
	%1134 = load i32, i32 addrspace(3)* %1133
	%1135 = add i32 %1121, 1
	%1136 = add i32 %126, %1135
	%1137 = sext i32 %1136 to i64
	%1138 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1137
	%1139 = load i32, i32 addrspace(3)* %1138
	%1140 = extractelement <4 x i32> %605, i32 0
	%1141 = extractelement <4 x i32> %605, i32 1
	%1142 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1125, i32 %1129, i32 %1134, i32 %1139, i32 %1140, i32 %1141, float %1114, float %1116, float %1118, float %1120)
	%1143 = extractvalue { float, float, float, float } %1142, 0
	%1144 = bitcast float %1143 to i32
	%1145 = insertelement <4 x i32> zeroinitializer, i32 %1144, i32 0
	%1146 = extractvalue { float, float, float, float } %1142, 1
	%1147 = bitcast float %1146 to i32
	%1148 = insertelement <4 x i32> %1145, i32 %1147, i32 1
	%1149 = extractvalue { float, float, float, float } %1142, 2
	%1150 = bitcast float %1149 to i32
	%1151 = insertelement <4 x i32> %1148, i32 %1150, i32 2
	%1152 = extractvalue { float, float, float, float } %1142, 3
	%1153 = bitcast float %1152 to i32
	%1154 = insertelement <4 x i32> %1151, i32 %1153, i32 3
	%1155 = extractelement <4 x i32> %1154, i32 0
	%1156 = bitcast i32 %1155 to float
	%1157 = extractelement <4 x i32> %1154, i32 1
	%1158 = bitcast i32 %1157 to float
	%1159 = extractelement <4 x i32> %1154, i32 2
	%1160 = bitcast i32 %1159 to float
	%1161 = extractelement <4 x i32> %1154, i32 3
	%1162 = bitcast i32 %1161 to float
	%1163 = add i32 %616, 98
	%1164 = add i32 %124, %1163
	%1165 = sext i32 %1164 to i64
	%1166 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1165
	%1167 = load i32, i32 addrspace(3)* %1166
	%1168 = add i32 %126, %1163
	%1169 = sext i32 %1168 to i64
	%1170 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1169
	%1171 = load i32, i32 addrspace(3)* %1170
	%1172 = add i32 %1163, 1
	%1173 = add i32 %124, %1172
	%1174 = sext i32 %1173 to i64
	%1175 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1174
	%1176 = load i32, i32 addrspace(3)* %1175
	%1177 = add i32 %1163, 1
	%1178 = add i32 %126, %1177
	%1179 = sext i32 %1178 to i64
	%1180 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1179
	%1181 = load i32, i32 addrspace(3)* %1180
	%1182 = extractelement <4 x i32> %605, i32 2
	%1183 = extractelement <4 x i32> %605, i32 3
	%1184 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1167, i32 %1171, i32 %1176, i32 %1181, i32 %1182, i32 %1183, float %1156, float %1158, float %1160, float %1162)
	%1185 = extractvalue { float, float, float, float } %1184, 0
	%1186 = bitcast float %1185 to i32
	%1187 = insertelement <4 x i32> zeroinitializer, i32 %1186, i32 0
	%1188 = extractvalue { float, float, float, float } %1184, 1
	%1189 = bitcast float %1188 to i32
	%1190 = insertelement <4 x i32> %1187, i32 %1189, i32 1
	%1191 = extractvalue { float, float, float, float } %1184, 2
	%1192 = bitcast float %1191 to i32
	%1193 = insertelement <4 x i32> %1190, i32 %1192, i32 2
	%1194 = extractvalue { float, float, float, float } %1184, 3
	%1195 = bitcast float %1194 to i32
	%1196 = insertelement <4 x i32> %1193, i32 %1195, i32 3
	%1197 = extractelement <4 x i32> %1196, i32 0
	%1198 = bitcast i32 %1197 to float
	%1199 = extractelement <4 x i32> %1196, i32 1
	%1200 = bitcast i32 %1199 to float
	%1201 = extractelement <4 x i32> %1196, i32 2
	%1202 = bitcast i32 %1201 to float
	%1203 = extractelement <4 x i32> %1196, i32 3
	%1204 = bitcast i32 %1203 to float
	%1205 = add i32 %616, 112
	%1206 = add i32 %124, %1205
	%1207 = sext i32 %1206 to i64
	%1208 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1207
	%1209 = load i32, i32 addrspace(3)* %1208
	%1210 = add i32 %126, %1205
	%1211 = sext i32 %1210 to i64
	%1212 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1211
	%1213 = load i32, i32 addrspace(3)* %1212
	%1214 = add i32 %1205, 1
	%1215 = add i32 %124, %1214
	%1216 = sext i32 %1215 to i64
	%1217 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1216
	%1218 = load i32, i32 addrspace(3)* %1217
	%1219 = add i32 %1205, 1
	%1220 = add i32 %126, %1219
	%1221 = sext i32 %1220 to i64
	%1222 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1221
	%1223 = load i32, i32 addrspace(3)* %1222
	%1224 = extractelement <4 x i32> %610, i32 0
	%1225 = extractelement <4 x i32> %610, i32 1
	%1226 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1209, i32 %1213, i32 %1218, i32 %1223, i32 %1224, i32 %1225, float %1198, float %1200, float %1202, float %1204)
	%1227 = extractvalue { float, float, float, float } %1226, 0
	%1228 = bitcast float %1227 to i32
	%1229 = insertelement <4 x i32> zeroinitializer, i32 %1228, i32 0
	%1230 = extractvalue { float, float, float, float } %1226, 1
	%1231 = bitcast float %1230 to i32
	%1232 = insertelement <4 x i32> %1229, i32 %1231, i32 1
	%1233 = extractvalue { float, float, float, float } %1226, 2
	%1234 = bitcast float %1233 to i32
	%1235 = insertelement <4 x i32> %1232, i32 %1234, i32 2
	%1236 = extractvalue { float, float, float, float } %1226, 3
	%1237 = bitcast float %1236 to i32
	%1238 = insertelement <4 x i32> %1235, i32 %1237, i32 3
	%1239 = extractelement <4 x i32> %1238, i32 0
	%1240 = bitcast i32 %1239 to float
	%1241 = extractelement <4 x i32> %1238, i32 1
	%1242 = bitcast i32 %1241 to float
	%1243 = extractelement <4 x i32> %1238, i32 2
	%1244 = bitcast i32 %1243 to float
	%1245 = extractelement <4 x i32> %1238, i32 3
	%1246 = bitcast i32 %1245 to float
	%1247 = add i32 %616, 114
	%1248 = add i32 %124, %1247
	%1249 = sext i32 %1248 to i64
	%1250 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1249
	%1251 = load i32, i32 addrspace(3)* %1250
	%1252 = add i32 %126, %1247
	%1253 = sext i32 %1252 to i64
	%1254 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1253
	%1255 = load i32, i32 addrspace(3)* %1254
	%1256 = add i32 %1247, 1
	%1257 = add i32 %124, %1256
	%1258 = sext i32 %1257 to i64
	%1259 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1258
	%1260 = load i32, i32 addrspace(3)* %1259
	%1261 = add i32 %1247, 1
	%1262 = add i32 %126, %1261
	%1263 = sext i32 %1262 to i64
	%1264 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1263
	%1265 = load i32, i32 addrspace(3)* %1264
	%1266 = extractelement <4 x i32> %610, i32 2
	%1267 = extractelement <4 x i32> %610, i32 3
	%1268 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1251, i32 %1255, i32 %1260, i32 %1265, i32 %1266, i32 %1267, float %1240, float %1242, float %1244, float %1246)
	%1269 = extractvalue { float, float, float, float } %1268, 0
	%1270 = bitcast float %1269 to i32
	%1271 = insertelement <4 x i32> zeroinitializer, i32 %1270, i32 0
	%1272 = extractvalue { float, float, float, float } %1268, 1
	%1273 = bitcast float %1272 to i32
	%1274 = insertelement <4 x i32> %1271, i32 %1273, i32 1
	%1275 = extractvalue { float, float, float, float } %1268, 2
	%1276 = bitcast float %1275 to i32
	%1277 = insertelement <4 x i32> %1274, i32 %1276, i32 2
	%1278 = extractvalue { float, float, float, float } %1268, 3
	%1279 = bitcast float %1278 to i32
	%1280 = insertelement <4 x i32> %1277, i32 %1279, i32 3
	%1281 = extractelement <4 x i32> %1280, i32 0
	%1282 = bitcast i32 %1281 to float
	%1283 = extractelement <4 x i32> %1280, i32 1
	%1284 = bitcast i32 %1283 to float
	%1285 = extractelement <4 x i32> %1280, i32 2
	%1286 = bitcast i32 %1285 to float
	%1287 = extractelement <4 x i32> %1280, i32 3
	%1288 = bitcast i32 %1287 to float
	%1289 = add i32 %616, 128
	%1290 = add i32 %124, %1289
	%1291 = sext i32 %1290 to i64
	%1292 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1291
	%1293 = load i32, i32 addrspace(3)* %1292
	%1294 = add i32 %126, %1289
	%1295 = sext i32 %1294 to i64
	%1296 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1295
	%1297 = load i32, i32 addrspace(3)* %1296
	%1298 = add i32 %1289, 1
	%1299 = add i32 %124, %1298
	%1300 = sext i32 %1299 to i64
	%1301 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1300
	%1302 = load i32, i32 addrspace(3)* %1301
	%1303 = add i32 %1289, 1
	%1304 = add i32 %126, %1303
	%1305 = sext i32 %1304 to i64
	%1306 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1305
	%1307 = load i32, i32 addrspace(3)* %1306
	%1308 = extractelement <4 x i32> %615, i32 0
	%1309 = extractelement <4 x i32> %615, i32 1
	%1310 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1293, i32 %1297, i32 %1302, i32 %1307, i32 %1308, i32 %1309, float %1282, float %1284, float %1286, float %1288)
	%1311 = extractvalue { float, float, float, float } %1310, 0
	%1312 = bitcast float %1311 to i32
	%1313 = insertelement <4 x i32> zeroinitializer, i32 %1312, i32 0
	%1314 = extractvalue { float, float, float, float } %1310, 1
	%1315 = bitcast float %1314 to i32
	%1316 = insertelement <4 x i32> %1313, i32 %1315, i32 1
	%1317 = extractvalue { float, float, float, float } %1310, 2
	%1318 = bitcast float %1317 to i32
	%1319 = insertelement <4 x i32> %1316, i32 %1318, i32 2
	%1320 = extractvalue { float, float, float, float } %1310, 3
	%1321 = bitcast float %1320 to i32
	%1322 = insertelement <4 x i32> %1319, i32 %1321, i32 3
	%1323 = extractelement <4 x i32> %1322, i32 0
	%1324 = bitcast i32 %1323 to float
	%1325 = extractelement <4 x i32> %1322, i32 1
	%1326 = bitcast i32 %1325 to float
	%1327 = extractelement <4 x i32> %1322, i32 2
	%1328 = bitcast i32 %1327 to float
	%1329 = extractelement <4 x i32> %1322, i32 3
	%1330 = bitcast i32 %1329 to float
	%1331 = add i32 %616, 130
	%1332 = add i32 %124, %1331
	%1333 = sext i32 %1332 to i64
	%1334 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1333
	%1335 = load i32, i32 addrspace(3)* %1334
	%1336 = add i32 %126, %1331
	%1337 = sext i32 %1336 to i64
	%1338 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1337
	%1339 = load i32, i32 addrspace(3)* %1338
	%1340 = add i32 %1331, 1
	%1341 = add i32 %124, %1340
	%1342 = sext i32 %1341 to i64
	%1343 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1342
	%1344 = load i32, i32 addrspace(3)* %1343
	%1345 = add i32 %1331, 1
	%1346 = add i32 %126, %1345
	%1347 = sext i32 %1346 to i64
	%1348 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1347
	%1349 = load i32, i32 addrspace(3)* %1348
	%1350 = extractelement <4 x i32> %615, i32 2
	%1351 = extractelement <4 x i32> %615, i32 3
	%1352 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1335, i32 %1339, i32 %1344, i32 %1349, i32 %1350, i32 %1351, float %1324, float %1326, float %1328, float %1330)
	%1353 = extractvalue { float, float, float, float } %1352, 0
	%1354 = bitcast float %1353 to i32
	%1355 = insertelement <4 x i32> zeroinitializer, i32 %1354, i32 0
	%1356 = extractvalue { float, float, float, float } %1352, 1
	%1357 = bitcast float %1356 to i32
	%1358 = insertelement <4 x i32> %1355, i32 %1357, i32 1
	%1359 = extractvalue { float, float, float, float } %1352, 2
	%1360 = bitcast float %1359 to i32
	%1361 = insertelement <4 x i32> %1358, i32 %1360, i32 2
	%1362 = extractvalue { float, float, float, float } %1352, 3
	%1363 = bitcast float %1362 to i32
	%1364 = insertelement <4 x i32> %1361, i32 %1363, i32 3
	%1365 = extractelement <4 x i32> %1364, i32 0
	%1366 = bitcast i32 %1365 to float
	%1367 = extractelement <4 x i32> %1364, i32 1
	%1368 = bitcast i32 %1367 to float
	%1369 = extractelement <4 x i32> %1364, i32 2
	%1370 = bitcast i32 %1369 to float
	%1371 = extractelement <4 x i32> %1364, i32 3
	%1372 = bitcast i32 %1371 to float
	%1373 = mul i32 %37, 8
	%1374 = mul i32 %39, 2
	%1375 = add i32 %1374, 0
	%1376 = add i32 %1373, %1375
	%1377 = add i32 %127, %1376
	%1378 = icmp slt i32 %1377, %61
	%1379 = fmul float %1366, 0x3FD851EB80000000
	%1380 = select i1 %1378, float %1379, float 0xFFF0000000000000
	%1381 = add i32 %38, 0
	%1382 = mul i32 %1381, 40
	%1383 = add i32 %1382, %1376
	%1384 = sext i32 %1383 to i64
	%1385 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1384
	store float %1380, float addrspace(3)* %1385
	%1386 = mul i32 %37, 8
	%1387 = mul i32 %39, 2
	%1388 = add i32 %1387, 1
	%1389 = add i32 %1386, %1388
	%1390 = add i32 %127, %1389
	%1391 = icmp slt i32 %1390, %61
	%1392 = fmul float %1368, 0x3FD851EB80000000
	%1393 = select i1 %1391, float %1392, float 0xFFF0000000000000
	%1394 = add i32 %38, 0
	%1395 = mul i32 %1394, 40
	%1396 = add i32 %1395, %1389
	%1397 = sext i32 %1396 to i64
	%1398 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1397
	store float %1393, float addrspace(3)* %1398
	%1399 = mul i32 %37, 8
	%1400 = mul i32 %39, 2
	%1401 = add i32 %1400, 0
	%1402 = add i32 %1399, %1401
	%1403 = add i32 %127, %1402
	%1404 = icmp slt i32 %1403, %61
	%1405 = fmul float %1370, 0x3FD851EB80000000
	%1406 = select i1 %1404, float %1405, float 0xFFF0000000000000
	%1407 = add i32 %38, 8
	%1408 = mul i32 %1407, 40
	%1409 = add i32 %1408, %1402
	%1410 = sext i32 %1409 to i64
	%1411 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1410
	store float %1406, float addrspace(3)* %1411
	%1412 = mul i32 %37, 8
	%1413 = mul i32 %39, 2
	%1414 = add i32 %1413, 1
	%1415 = add i32 %1412, %1414
	%1416 = add i32 %127, %1415
	%1417 = icmp slt i32 %1416, %61
	%1418 = fmul float %1372, 0x3FD851EB80000000
	%1419 = select i1 %1417, float %1418, float 0xFFF0000000000000
	%1420 = add i32 %38, 8
	%1421 = mul i32 %1420, 40
	%1422 = add i32 %1421, %1415
	%1423 = sext i32 %1422 to i64
	%1424 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1423
	store float %1419, float addrspace(3)* %1424
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1425 = phi i32 [ %37, %join15 ], [ %2450, %join20 ]
	%1426 = icmp slt i32 %1425, 16
	br i1 %1426, label %body17, label %done18

body17:
	%1427 = mul i32 %1425, 40
	%1428 = add i32 %36, 0
	%1429 = add i32 %1427, %1428
	%1430 = sext i32 %1429 to i64
	%1431 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1430
	%1432 = load float, float addrspace(3)* %1431
	%1433 = sext i32 %1425 to i64
	%1434 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %1433
	%1435 = load float, float addrspace(3)* %1434
	%1436 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1432, i32 16, i32 31)
	%1437 = fcmp olt float %1432, %1436
	%1438 = select i1 %1437, float %1436, float %1432
	%1439 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1438, i32 8, i32 31)
	%1440 = fcmp olt float %1438, %1439
	%1441 = select i1 %1440, float %1439, float %1438
	%1442 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1441, i32 4, i32 31)
	%1443 = fcmp olt float %1441, %1442
	%1444 = select i1 %1443, float %1442, float %1441
	%1445 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1444, i32 2, i32 31)
	%1446 = fcmp olt float %1444, %1445
	%1447 = select i1 %1446, float %1445, float %1444
	%1448 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1447, i32 1, i32 31)
	%1449 = fcmp olt float %1447, %1448
	%1450 = select i1 %1449, float %1448, float %1447
	%1451 = fcmp olt float %1450, %1435
	%1452 = select i1 %1451, float %1435, float %1450
	%1453 = fsub float %1432, %1452
	%1454 = fpext float %1453 to double
	%1455 = fcmp olt double %1454, -745.0
	%1456 = select i1 %1455, double -745.0, double %1454
	%1457 = fcmp olt double 710.0, %1456
	%1458 = select i1 %1457, double 710.0, double %1456
	%1459 = fmul double %1458, 0x3FF71547652B82FE
	%1460 = call double @llvm.rint.f64(double %1459)
	%1461 = fmul double %1460, 0x3FE62E42FEE00000
	%1462 = fsub double %1458, %1461
	%1463 = fmul double %1460, 0x3DEA39EF35793C76
	%1464 = fsub double %1462, %1463
	%1465 = fmul double 0x3DE6124613A86D09, %1464
	%1466 = fadd double %1465, 0x3E21EED8EFF8D898
	%1467 = fmul double %1466, %1464
	%1468 = fadd double %1467, 0x3E5AE64567F544E4
	%1469 = fmul double %1468, %1464
	%1470 = fadd double %1469, 0x3E927E4FB7789F5C
	%1471 = fmul double %1470, %1464
	%1472 = fadd double %1471, 0x3EC71DE3A556C734
	%1473 = fmul double %1472, %1464
	%1474 = fadd double %1473, 0x3EFA01A01A01A01A
	%1475 = fmul double %1474, %1464
	%1476 = fadd double %1475, 0x3F2A01A01A01A01A
	%1477 = fmul double %1476, %1464
	%1478 = fadd double %1477, 0x3F56C16C16C16C17
	%1479 = fmul double %1478, %1464
	%1480 = fadd double %1479, 0x3F81111111111111
	%1481 = fmul double %1480, %1464
	%1482 = fadd double %1481, 0x3FA5555555555555
	%1483 = fmul double %1482, %1464
	%1484 = fadd double %1483, 0x3FC5555555555555
	%1485 = fmul double %1484, %1464
	%1486 = fadd double %1485, 0.5
	%1487 = fmul double %1486, %1464
	%1488 = fadd double %1487, 1.0
	%1489 = fmul double %1488, %1464
	%1490 = fadd double %1489, 1.0
	%1491 = fptosi double %1460 to i64
	%1492 = sdiv i64 %1491, 2
	%1493 = sub i64 %1491, %1492
	%1494 = add i64 %1492, 1023
	%1495 = shl i64 %1494, 52
	%1496 = bitcast i64 %1495 to double
	%1497 = fmul double %1490, %1496
	%1498 = add i64 %1493, 1023
	%1499 = shl i64 %1498, 52
	%1500 = bitcast i64 %1499 to double
	%1501 = fmul double %1497, %1500
	%1502 = fptrunc double %1501 to float
	%1503 = sext i32 %1429 to i64
	%1504 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1503
	store float %1502, float addrspace(3)* %1504
	%1505 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1502, i32 16, i32 31)
	%1506 = fadd float %1502, %1505
	%1507 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1506, i32 8, i32 31)
	%1508 = fadd float %1506, %1507
	%1509 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1508, i32 4, i32 31)
	%1510 = fadd float %1508, %1509
	%1511 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1510, i32 2, i32 31)
	%1512 = fadd float %1510, %1511
	%1513 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1512, i32 1, i32 31)
	%1514 = fadd float %1512, %1513
	%1515 = fsub float %1435, %1452
	%1516 = fpext float %1515 to double
	%1517 = fcmp olt double %1516, -745.0
	%1518 = select i1 %1517, double -745.0, double %1516
	%1519 = fcmp olt double 710.0, %1518
	%1520 = select i1 %1519, double 710.0, double %1518
	%1521 = fmul double %1520, 0x3FF71547652B82FE
	%1522 = call double @llvm.rint.f64(double %1521)
	%1523 = fmul double %1522, 0x3FE62E42FEE00000
	%1524 = fsub double %1520, %1523
	%1525 = fmul double %1522, 0x3DEA39EF35793C76
	%1526 = fsub double %1524, %1525
	%1527 = fmul double 0x3DE6124613A86D09, %1526
	%1528 = fadd double %1527, 0x3E21EED8EFF8D898
	%1529 = fmul double %1528, %1526
	%1530 = fadd double %1529, 0x3E5AE64567F544E4
	%1531 = fmul double %1530, %1526
	%1532 = fadd double %1531, 0x3E927E4FB7789F5C
	%1533 = fmul double %1532, %1526
	%1534 = fadd double %1533, 0x3EC71DE3A556C734
	%1535 = fmul double %1534, %1526
	%1536 = fadd double %1535, 0x3EFA01A01A01A01A
	%1537 = fmul double %1536, %1526
	%1538 = fadd double %1537, 0x3F2A01A01A01A01A
	%1539 = fmul double %1538, %1526
	%1540 = fadd double %1539, 0x3F56C16C16C16C17
	%1541 = fmul double %1540, %1526
	%1542 = fadd double %1541, 0x3F81111111111111
	%1543 = fmul double %1542, %1526
	%1544 = fadd double %1543, 0x3FA5555555555555
	%1545 = fmul double %1544, %1526
	%1546 = fadd double %1545, 0x3FC5555555555555
	%1547 = fmul double %1546, %1526
	%1548 = fadd double %1547, 0.5
	%1549 = fmul double %1548, %1526
	%1550 = fadd double %1549, 1.0
	%1551 = fmul double %1550, %1526
	%1552 = fadd double %1551, 1.0
	%1553 = fptosi double %1522 to i64
	%1554 = sdiv i64 %1553, 2
	%1555 = sub i64 %1553, %1554
	%1556 = add i64 %1554, 1023
	%1557 = shl i64 %1556, 52
	%1558 = bitcast i64 %1557 to double
	%1559 = fmul double %1552, %1558
	%1560 = add i64 %1555, 1023
	%1561 = shl i64 %1560, 52
	%1562 = bitcast i64 %1561 to double
	%1563 = fmul double %1559, %1562
	%1564 = fptrunc double %1563 to float
	%1565 = icmp eq i32 %36, 0
	br i1 %1565, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1566 = sext i32 %38 to i64
	%1567 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1566
	%1568 = load float, float addrspace(3)* %1567
	%1569 = add i32 %38, 8
	%1570 = sext i32 %1569 to i64
	%1571 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1570
	%1572 = load float, float addrspace(3)* %1571
	%1573 = load float, float* %2
	%1574 = fmul float %1573, %1568
	store float %1574, float* %2
	%1575 = load float, float* %3
	%1576 = fmul float %1575, %1568
	store float %1576, float* %3
	%1577 = load float, float* %4
	%1578 = fmul float %1577, %1572
	store float %1578, float* %4
	%1579 = load float, float* %5
	%1580 = fmul float %1579, %1572
	store float %1580, float* %5
	%1581 = load float, float* %6
	%1582 = fmul float %1581, %1568
	store float %1582, float* %6
	%1583 = load float, float* %7
	%1584 = fmul float %1583, %1568
	store float %1584, float* %7
	%1585 = load float, float* %8
	%1586 = fmul float %1585, %1572
	store float %1586, float* %8
	%1587 = load float, float* %9
	%1588 = fmul float %1587, %1572
	store float %1588, float* %9
	%1589 = load float, float* %10
	%1590 = fmul float %1589, %1568
	store float %1590, float* %10
	%1591 = load float, float* %11
	%1592 = fmul float %1591, %1568
	store float %1592, float* %11
	%1593 = load float, float* %12
	%1594 = fmul float %1593, %1572
	store float %1594, float* %12
	%1595 = load float, float* %13
	%1596 = fmul float %1595, %1572
	store float %1596, float* %13
	%1597 = load float, float* %14
	%1598 = fmul float %1597, %1568
	store float %1598, float* %14
	%1599 = load float, float* %15
	%1600 = fmul float %1599, %1568
	store float %1600, float* %15
	%1601 = load float, float* %16
	%1602 = fmul float %1601, %1572
	store float %1602, float* %16
	%1603 = load float, float* %17
	%1604 = fmul float %1603, %1572
	store float %1604, float* %17
	%1605 = load float, float* %18
	%1606 = fmul float %1605, %1568
	store float %1606, float* %18
	%1607 = load float, float* %19
	%1608 = fmul float %1607, %1568
	store float %1608, float* %19
	%1609 = load float, float* %20
	%1610 = fmul float %1609, %1572
	store float %1610, float* %20
	%1611 = load float, float* %21
	%1612 = fmul float %1611, %1572
	store float %1612, float* %21
	%1613 = load float, float* %22
	%1614 = fmul float %1613, %1568
	store float %1614, float* %22
	%1615 = load float, float* %23
	%1616 = fmul float %1615, %1568
	store float %1616, float* %23
	%1617 = load float, float* %24
	%1618 = fmul float %1617, %1572
	store float %1618, float* %24
	%1619 = load float, float* %25
	%1620 = fmul float %1619, %1572
	store float %1620, float* %25
	%1621 = load float, float* %26
	%1622 = fmul float %1621, %1568
	store float %1622, float* %26
	%1623 = load float, float* %27
	%1624 = fmul float %1623, %1568
	store float %1624, float* %27
	%1625 = load float, float* %28
	%1626 = fmul float %1625, %1572
	store float %1626, float* %28
	%1627 = load float, float* %29
	%1628 = fmul float %1627, %1572
	store float %1628, float* %29
	%1629 = load float, float* %30
	%1630 = fmul float %1629, %1568
	store float %1630, float* %30
	%1631 = load float, float* %31
	%1632 = fmul float %1631, %1568
	store float %1632, float* %31
	%1633 = load float, float* %32
	%1634 = fmul float %1633, %1572
	store float %1634, float* %32
	%1635 = load float, float* %33
	%1636 = fmul float %1635, %1572
	store float %1636, float* %33
	%1637 = mul i32 %38, 40
	%1638 = add i32 %38, 8
	%1639 = mul i32 %1638, 40
	%1640 = mul i32 %39, 2
	%1641 = add i32 %1640, 0
	%1642 = add i32 %1637, %1641
	%1643 = sext i32 %1642 to i64
	%1644 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1643
	%1645 = load float, float addrspace(3)* %1644
	%1646 = add i32 %1642, 1
	%1647 = sext i32 %1646 to i64
	%1648 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1647
	%1649 = load float, float addrspace(3)* %1648
	%1650 = bitcast float %1645 to i32
	%1651 = lshr i32 %1650, 16
	%1652 = and i32 %1651, 1
	%1653 = add i32 %1650, u0x7FFF
	%1654 = add i32 %1653, %1652
	%1655 = lshr i32 %1654, 16
	%1656 = bitcast float %1649 to i32
	%1657 = lshr i32 %1656, 16
	%1658 = and i32 %1657, 1
	%1659 = add i32 %1656, u0x7FFF
	%1660 = add i32 %1659, %1658
	%1661 = lshr i32 %1660, 16
	%1662 = shl i32 %1661, 16
	%1663 = or i32 %1655, %1662
	%1664 = add i32 %1640, 0
	%1665 = add i32 %1639, %1664
	%1666 = sext i32 %1665 to i64
	%1667 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1666
	%1668 = load float, float addrspace(3)* %1667
	%1669 = add i32 %1665, 1
	%1670 = sext i32 %1669 to i64
	%1671 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1670
	%1672 = load float, float addrspace(3)* %1671
	%1673 = bitcast float %1668 to i32
	%1674 = lshr i32 %1673, 16
	%1675 = and i32 %1674, 1
	%1676 = add i32 %1673, u0x7FFF
	%1677 = add i32 %1676, %1675
	%1678 = lshr i32 %1677, 16
	%1679 = bitcast float %1672 to i32
	%1680 = lshr i32 %1679, 16
	%1681 = and i32 %1680, 1
	%1682 = add i32 %1679, u0x7FFF
	%1683 = add i32 %1682, %1681
	%1684 = lshr i32 %1683, 16
	%1685 = shl i32 %1684, 16
	%1686 = or i32 %1678, %1685
	%1687 = add i32 %1640, 8
	%1688 = add i32 %1637, %1687
	%1689 = sext i32 %1688 to i64
	%1690 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1689
	%1691 = load float, float addrspace(3)* %1690
	%1692 = add i32 %1688, 1
	%1693 = sext i32 %1692 to i64
	%1694 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1693
	%1695 = load float, float addrspace(3)* %1694
	%1696 = bitcast float %1691 to i32
	%1697 = lshr i32 %1696, 16
	%1698 = and i32 %1697, 1
	%1699 = add i32 %1696, u0x7FFF
	%1700 = add i32 %1699, %1698
	%1701 = lshr i32 %1700, 16
	%1702 = bitcast float %1695 to i32
	%1703 = lshr i32 %1702, 16
	%1704 = and i32 %1703, 1
	%1705 = add i32 %1702, u0x7FFF
	%1706 = add i32 %1705, %1704
	%1707 = lshr i32 %1706, 16
	%1708 = shl i32 %1707, 16
	%1709 = or i32 %1701, %1708
	%1710 = add i32 %1640, 8
	%1711 = add i32 %1639, %1710
	%1712 = sext i32 %1711 to i64
	%1713 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1712
	%1714 = load float, float addrspace(3)* %1713
	%1715 = add i32 %1711, 1
	%1716 = sext i32 %1715 to i64
	%1717 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1716
	%1718 = load float, float addrspace(3)* %1717
	%1719 = bitcast float %1714 to i32
	%1720 = lshr i32 %1719, 16
	%1721 = and i32 %1720, 1
	%1722 = add i32 %1719, u0x7FFF
	%1723 = add i32 %1722, %1721
	%1724 = lshr i32 %1723, 16
	%1725 = bitcast float %1718 to i32
	%1726 = lshr i32 %1725, 16
	%1727 = and i32 %1726, 1
	%1728 = add i32 %1725, u0x7FFF
	%1729 = add i32 %1728, %1727
	%1730 = lshr i32 %1729, 16
	%1731 = shl i32 %1730, 16
	%1732 = or i32 %1724, %1731
	%1733 = add i32 %1640, 0
	%1734 = sext i32 %1733 to i64
	%1735 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1734
	%1736 = load i32, i32 addrspace(3)* %1735
	%1737 = add i32 %1640, 1
	%1738 = sext i32 %1737 to i64
	%1739 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1738
	%1740 = load i32, i32 addrspace(3)* %1739
	%1741 = add i32 %1640, 8
	%1742 = sext i32 %1741 to i64
	%1743 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1742
	%1744 = load i32, i32 addrspace(3)* %1743
	%1745 = add i32 %1640, 9
	%1746 = sext i32 %1745 to i64
	%1747 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1746
	%1748 = load i32, i32 addrspace(3)* %1747
	%1749 = mul i32 %37, 64
	%1750 = mul i32 %38, 8
	%1751 = add i32 %1749, %1750
	%1752 = add i32 %1751, 0
	%1753 = add i32 %1736, %1752
	%1754 = sext i32 %1753 to i64
	%1755 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1754
	%1756 = bitcast i16 addrspace(1)* %1755 to <4 x i32> addrspace(1)*
	%1757 = load <4 x i32>, <4 x i32> addrspace(1)* %1756, align 16, !invariant.load !0
	%1758 = add i32 %1751, 0
	%1759 = add i32 %1740, %1758
	%1760 = sext i32 %1759 to i64
	%1761 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1760
	%1762 = bitcast i16 addrspace(1)* %1761 to <4 x i32> addrspace(1)*
	%1763 = load <4 x i32>, <4 x i32> addrspace(1)* %1762, align 16, !invariant.load !0
	%1764 = add i32 %1751, 0
	%1765 = add i32 %1744, %1764
	%1766 = sext i32 %1765 to i64
	%1767 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1766
	%1768 = bitcast i16 addrspace(1)* %1767 to <4 x i32> addrspace(1)*
	%1769 = load <4 x i32>, <4 x i32> addrspace(1)* %1768, align 16, !invariant.load !0
	%1770 = add i32 %1751, 0
	%1771 = add i32 %1748, %1770
	%1772 = sext i32 %1771 to i64
	%1773 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1772
	%1774 = bitcast i16 addrspace(1)* %1773 to <4 x i32> addrspace(1)*
	%1775 = load <4 x i32>, <4 x i32> addrspace(1)* %1774, align 16, !invariant.load !0
	%1776 = extractelement <4 x i32> %1757, i32 0
	%1777 = extractelement <4 x i32> %1763, i32 0
	%1778 = extractelement <4 x i32> %1769, i32 0
	%1779 = extractelement <4 x i32> %1775, i32 0
	%1780 = and i32 %1776, u0xFFFF
	%1781 = shl i32 %1777, 16
	%1782 = or i32 %1780, %1781
	%1783 = and i32 %1778, u0xFFFF
	%1784 = shl i32 %1779, 16
	%1785 = or i32 %1783, %1784
	%1786 = lshr i32 %1776, 16
	%1787 = and i32 %1777, -65536
	%1788 = or i32 %1786, %1787
	%1789 = lshr i32 %1778, 16
	%1790 = and i32 %1779, -65536
	%1791 = or i32 %1789, %1790
	%1792 = load float, float* %2
	%1793 = load float, float* %3
	%1794 = load float, float* %4
	%1795 = load float, float* %5
	%1796 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1782, i32 %1785, float %1792, float %1793, float %1794, float %1795)
	%1797 = extractvalue { float, float, float, float } %1796, 0
	%1798 = bitcast float %1797 to i32
	%1799 = insertelement <4 x i32> zeroinitializer, i32 %1798, i32 0
	%1800 = extractvalue { float, float, float, float } %1796, 1
	%1801 = bitcast float %1800 to i32
	%1802 = insertelement <4 x i32> %1799, i32 %1801, i32 1
	%1803 = extractvalue { float, float, float, float } %1796, 2
	%1804 = bitcast float %1803 to i32
	%1805 = insertelement <4 x i32> %1802, i32 %1804, i32 2
	%1806 = extractvalue { float, float, float, float } %1796, 3
	%1807 = bitcast float %1806 to i32
	%1808 = insertelement <4 x i32> %1805, i32 %1807, i32 3
	%1809 = extractelement <4 x i32> %1808, i32 0
	%1810 = bitcast i32 %1809 to float
	store float %1810, float* %2
	%1811 = extractelement <4 x i32> %1808, i32 1
	%1812 = bitcast i32 %1811 to float
	store float %1812, float* %3
	%1813 = extractelement <4 x i32> %1808, i32 2
	%1814 = bitcast i32 %1813 to float
	store float %1814, float* %4
	%1815 = extractelement <4 x i32> %1808, i32 3
	%1816 = bitcast i32 %1815 to float
	store float %1816, float* %5
	%1817 = load float, float* %6
	%1818 = load float, float* %7
	%1819 = load float, float* %8
	%1820 = load float, float* %9
	%1821 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1788, i32 %1791, float %1817, float %1818, float %1819, float %1820)
	%1822 = extractvalue { float, float, float, float } %1821, 0
	%1823 = bitcast float %1822 to i32
	%1824 = insertelement <4 x i32> zeroinitializer, i32 %1823, i32 0
	%1825 = extractvalue { float, float, float, float } %1821, 1
	%1826 = bitcast float %1825 to i32
	%1827 = insertelement <4 x i32> %1824, i32 %1826, i32 1
	%1828 = extractvalue { float, float, float, float } %1821, 2
	%1829 = bitcast float %1828 to i32
	%1830 = insertelement <4 x i32> %1827, i32 %1829, i32 2
	%1831 = extractvalue { float, float, float, float } %1821, 3
	%1832 = bitcast float %1831 to i32
	%1833 = insertelement <4 x i32> %1830, i32 %1832, i32 3
	%1834 = extractelement <4 x i32> %1833, i32 0
	%1835 = bitcast i32 %1834 to float
	store float %1835, float* %6
	%1836 = extractelement <4 x i32> %1833, i32 1
	%1837 = bitcast i32 %1836 to float
	store float %1837, float* %7
	%1838 = extractelement <4 x i32> %1833, i32 2
	%1839 = bitcast i32 %1838 to float
	store float %1839, float* %8
	%1840 = extractelement <4 x i32> %1833, i32 3
	%1841 = bitcast i32 %1840 to float
	store float %1841, float* %9
	%1842 = extractelement <4 x i32> %1757, i32 1
	%1843 = extractelement <4 x i32> %1763, i32 1
	%1844 = extractelement <4 x i32> %1769, i32 1
	%1845 = extractelement <4 x i32> %1775, i32 1
	%1846 = and i32 %1842, u0xFFFF
	%1847 = shl i32 %1843, 16
	%1848 = or i32 %1846, %1847
	%1849 = and i32 %1844, u0xFFFF
	%1850 = shl i32 %1845, 16
	%1851 = or i32 %1849, %1850
	%1852 = lshr i32 %1842, 16
	%1853 = and i32 %1843, -65536
	%1854 = or i32 %1852, %1853
	%1855 = lshr i32 %1844, 16
	%1856 = and i32 %1845, -65536
	%1857 = or i32 %1855, %1856
	%1858 = load float, float* %10
	%1859 = load float, float* %11
	%1860 = load float, float* %12
	%1861 = load float, float* %13
	%1862 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1848, i32 %1851, float %1858, float %1859, float %1860, float %1861)
	%1863 = extractvalue { float, float, float, float } %1862, 0
	%1864 = bitcast float %1863 to i32
	%1865 = insertelement <4 x i32> zeroinitializer, i32 %1864, i32 0
	%1866 = extractvalue { float, float, float, float } %1862, 1
	%1867 = bitcast float %1866 to i32
	%1868 = insertelement <4 x i32> %1865, i32 %1867, i32 1
	%1869 = extractvalue { float, float, float, float } %1862, 2
	%1870 = bitcast float %1869 to i32
	%1871 = insertelement <4 x i32> %1868, i32 %1870, i32 2
	%1872 = extractvalue { float, float, float, float } %1862, 3
	%1873 = bitcast float %1872 to i32
	%1874 = insertelement <4 x i32> %1871, i32 %1873, i32 3
	%1875 = extractelement <4 x i32> %1874, i32 0
	%1876 = bitcast i32 %1875 to float
	store float %1876, float* %10
	%1877 = extractelement <4 x i32> %1874, i32 1
	%1878 = bitcast i32 %1877 to float
	store float %1878, float* %11
	%1879 = extractelement <4 x i32> %1874, i32 2
	%1880 = bitcast i32 %1879 to float
	store float %1880, float* %12
	%1881 = extractelement <4 x i32> %1874, i32 3
	%1882 = bitcast i32 %1881 to float
	store float %1882, float* %13
	%1883 = load float, float* %14
	%1884 = load float, float* %15
	%1885 = load float, float* %16
	%1886 = load float, float* %17
	%1887 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1854, i32 %1857, float %1883, float %1884, float %1885, float %1886)
	%1888 = extractvalue { float, float, float, float } %1887, 0
	%1889 = bitcast float %1888 to i32
	%1890 = insertelement <4 x i32> zeroinitializer, i32 %1889, i32 0
	%1891 = extractvalue { float, float, float, float } %1887, 1
	%1892 = bitcast float %1891 to i32
	%1893 = insertelement <4 x i32> %1890, i32 %1892, i32 1
	%1894 = extractvalue { float, float, float, float } %1887, 2
	%1895 = bitcast float %1894 to i32
	%1896 = insertelement <4 x i32> %1893, i32 %1895, i32 2
	%1897 = extractvalue { float, float, float, float } %1887, 3
	%1898 = bitcast float %1897 to i32
	%1899 = insertelement <4 x i32> %1896, i32 %1898, i32 3
	%1900 = extractelement <4 x i32> %1899, i32 0
	%1901 = bitcast i32 %1900 to float
	store float %1901, float* %14
	%1902 = extractelement <4 x i32> %1899, i32 1
	%1903 = bitcast i32 %1902 to float
	store float %1903, float* %15
	%1904 = extractelement <4 x i32> %1899, i32 2
	%1905 = bitcast i32 %1904 to float
	store float %1905, float* %16
	%1906 = extractelement <4 x i32> %1899, i32 3
	%1907 = bitcast i32 %1906 to float
	store float %1907, float* %17
	%1908 = extractelement <4 x i32> %1757, i32 2
	%1909 = extractelement <4 x i32> %1763, i32 2
	%1910 = extractelement <4 x i32> %1769, i32 2
	%1911 = extractelement <4 x i32> %1775, i32 2
	%1912 = and i32 %1908, u0xFFFF
	%1913 = shl i32 %1909, 16
	%1914 = or i32 %1912, %1913
	%1915 = and i32 %1910, u0xFFFF
	%1916 = shl i32 %1911, 16
	%1917 = or i32 %1915, %1916
	%1918 = lshr i32 %1908, 16
	%1919 = and i32 %1909, -65536
	%1920 = or i32 %1918, %1919
	%1921 = lshr i32 %1910, 16
	%1922 = and i32 %1911, -65536
	%1923 = or i32 %1921, %1922
	%1924 = load float, float* %18
	%1925 = load float, float* %19
	%1926 = load float, float* %20
	%1927 = load float, float* %21
	%1928 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1914, i32 %1917, float %1924, float %1925, float %1926, float %1927)
	%1929 = extractvalue { float, float, float, float } %1928, 0
	%1930 = bitcast float %1929 to i32
	%1931 = insertelement <4 x i32> zeroinitializer, i32 %1930, i32 0
	%1932 = extractvalue { float, float, float, float } %1928, 1
	%1933 = bitcast float %1932 to i32
	%1934 = insertelement <4 x i32> %1931, i32 %1933, i32 1
	%1935 = extractvalue { float, float, float, float } %1928, 2
	%1936 = bitcast float %1935 to i32
	%1937 = insertelement <4 x i32> %1934, i32 %1936, i32 2
	%1938 = extractvalue { float, float, float, float } %1928, 3
	%1939 = bitcast float %1938 to i32
	%1940 = insertelement <4 x i32> %1937, i32 %1939, i32 3
	%1941 = extractelement <4 x i32> %1940, i32 0
	%1942 = bitcast i32 %1941 to float
	store float %1942, float* %18
	%1943 = extractelement <4 x i32> %1940, i32 1
	%1944 = bitcast i32 %1943 to float
	store float %1944, float* %19
	%1945 = extractelement <4 x i32> %1940, i32 2
	%1946 = bitcast i32 %1945 to float
	store float %1946, float* %20
	%1947 = extractelement <4 x i32> %1940, i32 3
	%1948 = bitcast i32 %1947 to float
	store float %1948, float* %21
	%1949 = load float, float* %22
	%1950 = load float, float* %23
	%1951 = load float, float* %24
	%1952 = load float, float* %25
	%1953 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1920, i32 %1923, float %1949, float %1950, float %1951, float %1952)
	%1954 = extractvalue { float, float, float, float } %1953, 0
	%1955 = bitcast float %1954 to i32
	%1956 = insertelement <4 x i32> zeroinitializer, i32 %1955, i32 0
	%1957 = extractvalue { float, float, float, float } %1953, 1
	%1958 = bitcast float %1957 to i32
	%1959 = insertelement <4 x i32> %1956, i32 %1958, i32 1
	%1960 = extractvalue { float, float, float, float } %1953, 2
	%1961 = bitcast float %1960 to i32
	%1962 = insertelement <4 x i32> %1959, i32 %1961, i32 2
	%1963 = extractvalue { float, float, float, float } %1953, 3
	%1964 = bitcast float %1963 to i32
	%1965 = insertelement <4 x i32> %1962, i32 %1964, i32 3
	%1966 = extractelement <4 x i32> %1965, i32 0
	%1967 = bitcast i32 %1966 to float
	store float %1967, float* %22
	%1968 = extractelement <4 x i32> %1965, i32 1
	%1969 = bitcast i32 %1968 to float
	store float %1969, float* %23
	%1970 = extractelement <4 x i32> %1965, i32 2
	%1971 = bitcast i32 %1970 to float
	store float %1971, float* %24
	%1972 = extractelement <4 x i32> %1965, i32 3
	%1973 = bitcast i32 %1972 to float
	store float %1973, float* %25
	%1974 = extractelement <4 x i32> %1757, i32 3
	%1975 = extractelement <4 x i32> %1763, i32 3
	%1976 = extractelement <4 x i32> %1769, i32 3
	%1977 = extractelement <4 x i32> %1775, i32 3
	%1978 = and i32 %1974, u0xFFFF
	%1979 = shl i32 %1975, 16
	%1980 = or i32 %1978, %1979
	%1981 = and i32 %1976, u0xFFFF
	%1982 = shl i32 %1977, 16
	%1983 = or i32 %1981, %1982
	%1984 = lshr i32 %1974, 16
	%1985 = and i32 %1975, -65536
	%1986 = or i32 %1984, %1985
	%1987 = lshr i32 %1976, 16
	%1988 = and i32 %1977, -65536
	%1989 = or i32 %1987, %1988
	%1990 = load float, float* %26
	%1991 = load float, float* %27
	%1992 = load float, float* %28
	%1993 = load float, float* %29
	%1994 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1980, i32 %1983, float %1990, float %1991, float %1992, float %1993)
	%1995 = extractvalue { float, float, float, float } %1994, 0
	%1996 = bitcast float %1995 to i32
	%1997 = insertelement <4 x i32> zeroinitializer, i32 %1996, i32 0
	%1998 = extractvalue { float, float, float, float } %1994, 1
	%1999 = bitcast float %1998 to i32
	%2000 = insertelement <4 x i32> %1997, i32 %1999, i32 1
	%2001 = extractvalue { float, float, float, float } %1994, 2
	%2002 = bitcast float %2001 to i32
	%2003 = insertelement <4 x i32> %2000, i32 %2002, i32 2
	%2004 = extractvalue { float, float, float, float } %1994, 3
	%2005 = bitcast float %2004 to i32
	%2006 = insertelement <4 x i32> %2003, i32 %2005, i32 3
	%2007 = extractelement <4 x i32> %2006, i32 0
	%2008 = bitcast i32 %2007 to float
	store float %2008, float* %26
	%2009 = extractelement <4 x i32> %2006, i32 1
	%2010 = bitcast i32 %2009 to float
	store float %2010, float* %27
	%2011 = extractelement <4 x i32> %2006, i32 2
	%2012 = bitcast i32 %2011 to float
	store float %2012, float* %28
	%2013 = extractelement <4 x i32> %2006, i32 3
	%2014 = bitcast i32 %2013 to float
	store float %2014, float* %29
	%2015 = load float, float* %30
	%2016 = load float, float* %31
	%2017 = load float, float* %32
	%2018 = load float, float* %33
	%2019 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1663, i32 %1686, i32 %1709, i32 %1732, i32 %1986, i32 %1989, float %2015, float %2016, float %2017, float %2018)
	%2020 = extractvalue { float, float, float, float } %2019, 0
	%2021 = bitcast float %2020 to i32
	%2022 = insertelement <4 x i32> zeroinitializer, i32 %2021, i32 0
	%2023 = extractvalue { float, float, float, float } %2019, 1
	%2024 = bitcast float %2023 to i32
	%2025 = insertelement <4 x i32> %2022, i32 %2024, i32 1
	%2026 = extractvalue { float, float, float, float } %2019, 2
	%2027 = bitcast float %2026 to i32
	%2028 = insertelement <4 x i32> %2025, i32 %2027, i32 2
	%2029 = extractvalue { float, float, float, float } %2019, 3
	%2030 = bitcast float %2029 to i32
	%2031 = insertelement <4 x i32> %2028, i32 %2030, i32 3
	%2032 = extractelement <4 x i32> %2031, i32 0
	%2033 = bitcast i32 %2032 to float
	store float %2033, float* %30
	%2034 = extractelement <4 x i32> %2031, i32 1
	%2035 = bitcast i32 %2034 to float
	store float %2035, float* %31
	%2036 = extractelement <4 x i32> %2031, i32 2
	%2037 = bitcast i32 %2036 to float
	store float %2037, float* %32
	%2038 = extractelement <4 x i32> %2031, i32 3
	%2039 = bitcast i32 %2038 to float
	store float %2039, float* %33
	%2040 = add i32 %1640, 16
	%2041 = add i32 %1637, %2040
	%2042 = sext i32 %2041 to i64
	%2043 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2042
	%2044 = load float, float addrspace(3)* %2043
	%2045 = add i32 %2041, 1
	%2046 = sext i32 %2045 to i64
	%2047 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2046
	%2048 = load float, float addrspace(3)* %2047
	%2049 = bitcast float %2044 to i32
	%2050 = lshr i32 %2049, 16
	%2051 = and i32 %2050, 1
	%2052 = add i32 %2049, u0x7FFF
	%2053 = add i32 %2052, %2051
	%2054 = lshr i32 %2053, 16
	%2055 = bitcast float %2048 to i32
	%2056 = lshr i32 %2055, 16
	%2057 = and i32 %2056, 1
	%2058 = add i32 %2055, u0x7FFF
	%2059 = add i32 %2058, %2057
	%2060 = lshr i32 %2059, 16
	%2061 = shl i32 %2060, 16
	%2062 = or i32 %2054, %2061
	%2063 = add i32 %1640, 16
	%2064 = add i32 %1639, %2063
	%2065 = sext i32 %2064 to i64
	%2066 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2065
	%2067 = load float, float addrspace(3)* %2066
	%2068 = add i32 %2064, 1
	%2069 = sext i32 %2068 to i64
	%2070 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2069
	%2071 = load float, float addrspace(3)* %2070
	%2072 = bitcast float %2067 to i32
	%2073 = lshr i32 %2072, 16
	%2074 = and i32 %2073, 1
	%2075 = add i32 %2072, u0x7FFF
	%2076 = add i32 %2075, %2074
	%2077 = lshr i32 %2076, 16
	%2078 = bitcast float %2071 to i32
	%2079 = lshr i32 %2078, 16
	%2080 = and i32 %2079, 1
	%2081 = add i32 %2078, u0x7FFF
	%2082 = add i32 %2081, %2080
	%2083 = lshr i32 %2082, 16
	%2084 = shl i32 %2083, 16
	%2085 = or i32 %2077, %2084
	%2086 = add i32 %1640, 24
	%2087 = add i32 %1637, %2086
	%2088 = sext i32 %2087 to i64
	%2089 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2088
	%2090 = load float, float addrspace(3)* %2089
	%2091 = add i32 %2087, 1
	%2092 = sext i32 %2091 to i64
	%2093 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2092
	%2094 = load float, float addrspace(3)* %2093
	%2095 = bitcast float %2090 to i32
	%2096 = lshr i32 %2095, 16
	%2097 = and i32 %2096, 1
	%2098 = add i32 %2095, u0x7FFF
	%2099 = add i32 %2098, %2097
	%2100 = lshr i32 %2099, 16
	%2101 = bitcast float %2094 to i32
	%2102 = lshr i32 %2101, 16
	%2103 = and i32 %2102, 1
	%2104 = add i32 %2101, u0x7FFF
	%2105 = add i32 %2104, %2103
	%2106 = lshr i32 %2105, 16
	%2107 = shl i32 %2106, 16
	%2108 = or i32 %2100, %2107
	%2109 = add i32 %1640, 24
	%2110 = add i32 %1639, %2109
	%2111 = sext i32 %2110 to i64
	%2112 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2111
	%2113 = load float, float addrspace(3)* %2112
	%2114 = add i32 %2110, 1
	%2115 = sext i32 %2114 to i64
	%2116 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %2115
	%2117 = load float, float addrspace(3)* %2116
	%2118 = bitcast float %2113 to i32
	%2119 = lshr i32 %2118, 16
	%2120 = and i32 %2119, 1
	%2121 = add i32 %2118, u0x7FFF
	%2122 = add i32 %2121, %2120
	%2123 = lshr i32 %2122, 16
	%2124 = bitcast float %2117 to i32
	%2125 = lshr i32 %2124, 16
	%2126 = and i32 %2125, 1
	%2127 = add i32 %2124, u0x7FFF
	%2128 = add i32 %2127, %2126
	%2129 = lshr i32 %2128, 16
	%2130 = shl i32 %2129, 16
	%2131 = or i32 %2123, %2130
	%2132 = add i32 %1640, 16
	%2133 = sext i32 %2132 to i64
	%2134 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %2133
	%2135 = load i32, i32 addrspace(3)* %2134
	%2136 = add i32 %1640, 17
	%2137 = sext i32 %2136 to i64
	%2138 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %2137
	%2139 = load i32, i32 addrspace(3)* %2138
	%2140 = add i32 %1640, 24
	%2141 = sext i32 %2140 to i64
	%2142 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %2141
	%2143 = load i32, i32 addrspace(3)* %2142
	%2144 = add i32 %1640, 25
	%2145 = sext i32 %2144 to i64
	%2146 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %2145
	%2147 = load i32, i32 addrspace(3)* %2146
	%2148 = mul i32 %37, 64
	%2149 = mul i32 %38, 8
	%2150 = add i32 %2148, %2149
	%2151 = add i32 %2150, 0
	%2152 = add i32 %2135, %2151
	%2153 = sext i32 %2152 to i64
	%2154 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2153
	%2155 = bitcast i16 addrspace(1)* %2154 to <4 x i32> addrspace(1)*
	%2156 = load <4 x i32>, <4 x i32> addrspace(1)* %2155, align 16, !invariant.load !0
	%2157 = add i32 %2150, 0
	%2158 = add i32 %2139, %2157
	%2159 = sext i32 %2158 to i64
	%2160 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2159
	%2161 = bitcast i16 addrspace(1)* %2160 to <4 x i32> addrspace(1)*
	%2162 = load <4 x i32>, <4 x i32> addrspace(1)* %2161, align 16, !invariant.load !0
	%2163 = add i32 %2150, 0
	%2164 = add i32 %2143, %2163
	%2165 = sext i32 %2164 to i64
	%2166 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2165
	%2167 = bitcast i16 addrspace(1)* %2166 to <4 x i32> addrspace(1)*
	%2168 = load <4 x i32>, <4 x i32> addrspace(1)* %2167, align 16, !invariant.load !0
	%2169 = add i32 %2150, 0
	%2170 = add i32 %2147, %2169
	%2171 = sext i32 %2170 to i64
	%2172 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2171
	%2173 = bitcast i16 addrspace(1)* %2172 to <4 x i32> addrspace(1)*
	%2174 = load <4 x i32>, <4 x i32> addrspace(1)* %2173, align 16, !invariant.load !0
	%2175 = extractelement <4 x i32> %2156, i32 0
	%2176 = extractelement <4 x i32> %2162, i32 0
	%2177 = extractelement <4 x i32> %2168, i32 0
	%2178 = extractelement <4 x i32> %2174, i32 0
	%2179 = and i32 %2175, u0xFFFF
	%2180 = shl i32 %2176, 16
	%2181 = or i32 %2179, %2180
	%2182 = and i32 %2177, u0xFFFF
	%2183 = shl i32 %2178, 16
	%2184 = or i32 %2182, %2183
	%2185 = lshr i32 %2175, 16
	%2186 = and i32 %2176, -65536
	%2187 = or i32 %2185, %2186
	%2188 = lshr i32 %2177, 16
	%2189 = and i32 %2178, -65536
	%2190 = or i32 %2188, %2189
	%2191 = load float, float* %2
	%2192 = load float, float* %3
	%2193 = load float, float* %4
	%2194 = load float, float* %5
	%2195 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2181, i32 %2184, float %2191, float %2192, float %2193, float %2194)
	%2196 = extractvalue { float, float, float, float } %2195, 0
	%2197 = bitcast float %2196 to i32
	%2198 = insertelement <4 x i32> zeroinitializer, i32 %2197, i32 0
	%2199 = extractvalue { float, float, float, float } %2195, 1
	%2200 = bitcast float %2199 to i32
	%2201 = insertelement <4 x i32> %2198, i32 %2200, i32 1
	%2202 = extractvalue { float, float, float, float } %2195, 2
	%2203 = bitcast float %2202 to i32
	%2204 = insertelement <4 x i32> %2201, i32 %2203, i32 2
	%2205 = extractvalue { float, float, float, float } %2195, 3
	%2206 = bitcast float %2205 to i32
	%2207 = insertelement <4 x i32> %2204, i32 %2206, i32 3
	%2208 = extractelement <4 x i32> %2207, i32 0
	%2209 = bitcast i32 %2208 to float
	store float %2209, float* %2
	%2210 = extractelement <4 x i32> %2207, i32 1
	%2211 = bitcast i32 %2210 to float
	store float %2211, float* %3
	%2212 = extractelement <4 x i32> %2207, i32 2
	%2213 = bitcast i32 %2212 to float
	store float %2213, float* %4
	%2214 = extractelement <4 x i32> %2207, i32 3
	%2215 = bitcast i32 %2214 to float
	store float %2215, float* %5
	%2216 = load float, float* %6
	%2217 = load float, float* %7
	%2218 = load float, float* %8
	%2219 = load float, float* %9
	%2220 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2187, i32 %2190, float %2216, float %2217, float %2218, float %2219)
	%2221 = extractvalue { float, float, float, float } %2220, 0
	%2222 = bitcast float %2221 to i32
	%2223 = insertelement <4 x i32> zeroinitializer, i32 %2222, i32 0
	%2224 = extractvalue { float, float, float, float } %2220, 1
	%2225 = bitcast float %2224 to i32
	%2226 = insertelement <4 x i32> %2223, i32 %2225, i32 1
	%2227 = extractvalue { float, float, float, float } %2220, 2
	%2228 = bitcast float %2227 to i32
	%2229 = insertelement <4 x i32> %2226, i32 %2228, i32 2
	%2230 = extractvalue { float, float, float, float } %2220, 3
	%2231 = bitcast float %2230 to i32
	%2232 = insertelement <4 x i32> %2229, i32 %2231, i32 3
	%2233 = extractelement <4 x i32> %2232, i32 0
	%2234 = bitcast i32 %2233 to float
	store float %2234, float* %6
	%2235 = extractelement <4 x i32> %2232, i32 1
	%2236 = bitcast i32 %2235 to float
	store float %2236, float* %7
	%2237 = extractelement <4 x i32> %2232, i32 2
	%2238 = bitcast i32 %2237 to float
	store float %2238, float* %8
	%2239 = extractelement <4 x i32> %2232, i32 3
	%2240 = bitcast i32 %2239 to float
	store float %2240, float* %9
	%2241 = extractelement <4 x i32> %2156, i32 1
	%2242 = extractelement <4 x i32> %2162, i32 1
	%2243 = extractelement <4 x i32> %2168, i32 1
	%2244 = extractelement <4 x i32> %2174, i32 1
	%2245 = and i32 %2241, u0xFFFF
	%2246 = shl i32 %2242, 16
	%2247 = or i32 %2245, %2246
	%2248 = and i32 %2243, u0xFFFF
	%2249 = shl i32 %2244, 16
	%2250 = or i32 %2248, %2249
	%2251 = lshr i32 %2241, 16
	%2252 = and i32 %2242, -65536
	%2253 = or i32 %2251, %2252
	%2254 = lshr i32 %2243, 16
	%2255 = and i32 %2244, -65536
	%2256 = or i32 %2254, %2255
	%2257 = load float, float* %10
	%2258 = load float, float* %11
	%2259 = load float, float* %12
	%2260 = load float, float* %13
	%2261 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2247, i32 %2250, float %2257, float %2258, float %2259, float %2260)
	%2262 = extractvalue { float, float, float, float } %2261, 0
	%2263 = bitcast float %2262 to i32
	%2264 = insertelement <4 x i32> zeroinitializer, i32 %2263, i32 0
	%2265 = extractvalue { float, float, float, float } %2261, 1
	%2266 = bitcast float %2265 to i32
	%2267 = insertelement <4 x i32> %2264, i32 %2266, i32 1
	%2268 = extractvalue { float, float, float, float } %2261, 2
	%2269 = bitcast float %2268 to i32
	%2270 = insertelement <4 x i32> %2267, i32 %2269, i32 2
	%2271 = extractvalue { float, float, float, float } %2261, 3
	%2272 = bitcast float %2271 to i32
	%2273 = insertelement <4 x i32> %2270, i32 %2272, i32 3
	%2274 = extractelement <4 x i32> %2273, i32 0
	%2275 = bitcast i32 %2274 to float
	store float %2275, float* %10
	%2276 = extractelement <4 x i32> %2273, i32 1
	%2277 = bitcast i32 %2276 to float
	store float %2277, float* %11
	%2278 = extractelement <4 x i32> %2273, i32 2
	%2279 = bitcast i32 %2278 to float
	store float %2279, float* %12
	%2280 = extractelement <4 x i32> %2273, i32 3
	%2281 = bitcast i32 %2280 to float
	store float %2281, float* %13
	%2282 = load float, float* %14
	%2283 = load float, float* %15
	%2284 = load float, float* %16
	%2285 = load float, float* %17
	%2286 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2253, i32 %2256, float %2282, float %2283, float %2284, float %2285)
	%2287 = extractvalue { float, float, float, float } %2286, 0
	%2288 = bitcast float %2287 to i32
	%2289 = insertelement <4 x i32> zeroinitializer, i32 %2288, i32 0
	%2290 = extractvalue { float, float, float, float } %2286, 1
	%2291 = bitcast float %2290 to i32
	%2292 = insertelement <4 x i32> %2289, i32 %2291, i32 1
	%2293 = extractvalue { float, float, float, float } %2286, 2
	%2294 = bitcast float %2293 to i32
	%2295 = insertelement <4 x i32> %2292, i32 %2294, i32 2
	%2296 = extractvalue { float, float, float, float } %2286, 3
	%2297 = bitcast float %2296 to i32
	%2298 = insertelement <4 x i32> %2295, i32 %2297, i32 3
	%2299 = extractelement <4 x i32> %2298, i32 0
	%2300 = bitcast i32 %2299 to float
	store float %2300, float* %14
	%2301 = extractelement <4 x i32> %2298, i32 1
	%2302 = bitcast i32 %2301 to float
	store float %2302, float* %15
	%2303 = extractelement <4 x i32> %2298, i32 2
	%2304 = bitcast i32 %2303 to float
	store float %2304, float* %16
	%2305 = extractelement <4 x i32> %2298, i32 3
	%2306 = bitcast i32 %2305 to float
	store float %2306, float* %17
	%2307 = extractelement <4 x i32> %2156, i32 2
	%2308 = extractelement <4 x i32> %2162, i32 2
	%2309 = extractelement <4 x i32> %2168, i32 2
	%2310 = extractelement <4 x i32> %2174, i32 2
	%2311 = and i32 %2307, u0xFFFF
	%2312 = shl i32 %2308, 16
	%2313 = or i32 %2311, %2312
	%2314 = and i32 %2309, u0xFFFF
	%2315 = shl i32 %2310, 16
	%2316 = or i32 %2314, %2315
	%2317 = lshr i32 %2307, 16
	%2318 = and i32 %2308, -65536
	%2319 = or i32 %2317, %2318
	%2320 = lshr i32 %2309, 16
	%2321 = and i32 %2310, -65536
	%2322 = or i32 %2320, %2321
	%2323 = load float, float* %18
	%2324 = load float, float* %19
	%2325 = load float, float* %20
	%2326 = load float, float* %21
	%2327 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2313, i32 %2316, float %2323, float %2324, float %2325, float %2326)
	%2328 = extractvalue { float, float, float, float } %2327, 0
	%2329 = bitcast float %2328 to i32
	%2330 = insertelement <4 x i32> zeroinitializer, i32 %2329, i32 0
	%2331 = extractvalue { float, float, float, float } %2327, 1
	%2332 = bitcast float %2331 to i32
	%2333 = insertelement <4 x i32> %2330, i32 %2332, i32 1
	%2334 = extractvalue { float, float, float, float } %2327, 2
	%2335 = bitcast float %2334 to i32
	%2336 = insertelement <4 x i32> %2333, i32 %2335, i32 2
	%2337 = extractvalue { float, float, float, float } %2327, 3
	%2338 = bitcast float %2337 to i32
	%2339 = insertelement <4 x i32> %2336, i32 %2338, i32 3
	%2340 = extractelement <4 x i32> %2339, i32 0
	%2341 = bitcast i32 %2340 to float
	store float %2341, float* %18
	%2342 = extractelement <4 x i32> %2339, i32 1
	%2343 = bitcast i32 %2342 to float
	store float %2343, float* %19
	%2344 = extractelement <4 x i32> %2339, i32 2
	%2345 = bitcast i32 %2344 to float
	store float %2345, float* %20
	%2346 = extractelement <4 x i32> %2339, i32 3
	%2347 = bitcast i32 %2346 to float
	store float %2347, float* %21
	%2348 = load float, float* %22
	%2349 = load float, float* %23
	%2350 = load float, float* %24
	%2351 = load float, float* %25
	%2352 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2319, i32 %2322, float %2348, float %2349, float %2350, float %2351)
	%2353 = extractvalue { float, float, float, float } %2352, 0
	%2354 = bitcast float %2353 to i32
	%2355 = insertelement <4 x i32> zeroinitializer, i32 %2354, i32 0
	%2356 = extractvalue { float, float, float, float } %2352, 1
	%2357 = bitcast float %2356 to i32
	%2358 = insertelement <4 x i32> %2355, i32 %2357, i32 1
	%2359 = extractvalue { float, float, float, float } %2352, 2
	%2360 = bitcast float %2359 to i32
	%2361 = insertelement <4 x i32> %2358, i32 %2360, i32 2
	%2362 = extractvalue { float, float, float, float } %2352, 3
	%2363 = bitcast float %2362 to i32
	%2364 = insertelement <4 x i32> %2361, i32 %2363, i32 3
	%2365 = extractelement <4 x i32> %2364, i32 0
	%2366 = bitcast i32 %2365 to float
	store float %2366, float* %22
	%2367 = extractelement <4 x i32> %2364, i32 1
	%2368 = bitcast i32 %2367 to float
	store float %2368, float* %23
	%2369 = extractelement <4 x i32> %2364, i32 2
	%2370 = bitcast i32 %2369 to float
	store float %2370, float* %24
	%2371 = extractelement <4 x i32> %2364, i32 3
	%2372 = bitcast i32 %2371 to float
	store float %2372, float* %25
	%2373 = extractelement <4 x i32> %2156, i32 3
	%2374 = extractelement <4 x i32> %2162, i32 3
	%2375 = extractelement <4 x i32> %2168, i32 3
	%2376 = extractelement <4 x i32> %2174, i32 3
	%2377 = and i32 %2373, u0xFFFF
	%2378 = shl i32 %2374, 16
	%2379 = or i32 %2377, %2378
	%2380 = and i32 %2375, u0xFFFF
	%2381 = shl i32 %2376, 16
	%2382 = or i32 %2380, %2381
	%2383 = lshr i32 %2373, 16
	%2384 = and i32 %2374, -65536
	%2385 = or i32 %2383, %2384
	%2386 = lshr i32 %2375, 16
	%2387 = and i32 %2376, -65536
	%2388 = or i32 %2386, %2387
	%2389 = load float, float* %26
	%2390 = load float, float* %27
	%2391 = load float, float* %28
	%2392 = load float, float* %29
	%2393 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2379, i32 %2382, float %2389, float %2390, float %2391, float %2392)
	%2394 = extractvalue { float, float, float, float } %2393, 0
	%2395 = bitcast float %2394 to i32
	%2396 = insertelement <4 x i32> zeroinitializer, i32 %2395, i32 0
	%2397 = extractvalue { float, float, float, float } %2393, 1
	%2398 = bitcast float %2397 to i32
	%2399 = insertelement <4 x i32> %2396, i32 %2398, i32 1
	%2400 = extractvalue { float, float, float, float } %2393, 2
	%2401 = bitcast float %2400 to i32
	%2402 = insertelement <4 x i32> %2399, i32 %2401, i32 2
	%2403 = extractvalue { float, float, float, float } %2393, 3
	%2404 = bitcast float %2403 to i32
	%2405 = insertelement <4 x i32> %2402, i32 %2404, i32 3
	%2406 = extractelement <4 x i32> %2405, i32 0
	%2407 = bitcast i32 %2406 to float
	store float %2407, float* %26
	%2408 = extractelement <4 x i32> %2405, i32 1
	%2409 = bitcast i32 %2408 to float
	store float %2409, float* %27
	%2410 = extractelement <4 x i32> %2405, i32 2
	%2411 = bitcast i32 %2410 to float
	store float %2411, float* %28
	%2412 = extractelement <4 x i32> %2405, i32 3
	%2413 = bitcast i32 %2412 to float
	store float %2413, float* %29
	%2414 = load float, float* %30
	%2415 = load float, float* %31
	%2416 = load float, float* %32
	%2417 = load float, float* %33
	%2418 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2062, i32 %2085, i32 %2108, i32 %2131, i32 %2385, i32 %2388, float %2414, float %2415, float %2416, float %2417)
	%2419 = extractvalue { float, float, float, float } %2418, 0
	%2420 = bitcast float %2419 to i32
	%2421 = insertelement <4 x i32> zeroinitializer, i32 %2420, i32 0
	%2422 = extractvalue { float, float, float, float } %2418, 1
	%2423 = bitcast float %2422 to i32
	%2424 = insertelement <4 x i32> %2421, i32 %2423, i32 1
	%2425 = extractvalue { float, float, float, float } %2418, 2
	%2426 = bitcast float %2425 to i32
	%2427 = insertelement <4 x i32> %2424, i32 %2426, i32 2
	%2428 = extractvalue { float, float, float, float } %2418, 3
	%2429 = bitcast float %2428 to i32
	%2430 = insertelement <4 x i32> %2427, i32 %2429, i32 3
	%2431 = extractelement <4 x i32> %2430, i32 0
	%2432 = bitcast i32 %2431 to float
	store float %2432, float* %30
	%2433 = extractelement <4 x i32> %2430, i32 1
	%2434 = bitcast i32 %2433 to float
	store float %2434, float* %31
	%2435 = extractelement <4 x i32> %2430, i32 2
	%2436 = bitcast i32 %2435 to float
	store float %2436, float* %32
	%2437 = extractelement <4 x i32> %2430, i32 3
	%2438 = bitcast i32 %2437 to float
	store float %2438, float* %33
	call void @llvm.nvvm.barrier0()
	%2439 = add i32 %127, 32
	br label %loop11

then19:
	%2440 = sext i32 %1425 to i64
	%2441 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2440
	store float %1452, float addrspace(3)* %2441
	%2442 = sext i32 %1425 to i64
	%2443 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2442
	%2444 = load float, float addrspace(3)* %2443
	%2445 = call float @llvm.fma.f32(float %2444, float %1564, float %1514)
	%2446 = sext i32 %1425 to i64
	%2447 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2446
	store float %2445, float addrspace(3)* %2447
	%2448 = sext i32 %1425 to i64
	%2449 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %2448
	store float %1564, float addrspace(3)* %2449
	br label %join20

join20:
	%2450 = add i32 %1425, 4
	br label %loop16

then21:
	%2451 = mul i32 %34, 258
	%2452 = add i32 %147, %2451
	%2453 = add i32 %2452, 256
	%2454 = sext i32 %34 to i64
	%2455 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2454
	%2456 = load float, float addrspace(3)* %2455
	%2457 = sext i32 %2453 to i64
	%2458 = getelementptr float, float addrspace(1)* %part, i64 %2457
	store float %2456, float addrspace(1)* %2458
	%2459 = add i32 %2452, 257
	%2460 = sext i32 %34 to i64
	%2461 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2460
	%2462 = load float, float addrspace(3)* %2461
	%2463 = sext i32 %2459 to i64
	%2464 = getelementptr float, float addrspace(1)* %part, i64 %2463
	store float %2462, float addrspace(1)* %2464
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
