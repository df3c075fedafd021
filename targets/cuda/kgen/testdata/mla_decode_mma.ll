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
	%83 = mul i32 %66, 176
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
	%102 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %101
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
	%124 = mul i32 %38, 176
	%125 = add i32 %38, 8
	%126 = mul i32 %125, 176
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%127 = phi i32 [ %58, %join10 ], [ %2268, %done18 ]
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
	%620 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %619
	%621 = bitcast i32 addrspace(3)* %620 to <4 x i32> addrspace(3)*
	%622 = load <4 x i32>, <4 x i32> addrspace(3)* %621, align 16
	%623 = add i32 %126, %617
	%624 = sext i32 %623 to i64
	%625 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %624
	%626 = bitcast i32 addrspace(3)* %625 to <4 x i32> addrspace(3)*
	%627 = load <4 x i32>, <4 x i32> addrspace(3)* %626, align 16
	%628 = extractelement <4 x i32> %622, i32 0
	%629 = extractelement <4 x i32> %627, i32 0
	%630 = extractelement <4 x i32> %622, i32 1
	%631 = extractelement <4 x i32> %627, i32 1
	%632 = extractelement <4 x i32> %575, i32 0
	%633 = extractelement <4 x i32> %575, i32 1
	%634 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %628, i32 %629, i32 %630, i32 %631, i32 %632, i32 %633, float 0.0, float 0.0, float 0.0, float 0.0)
	%635 = extractvalue { float, float, float, float } %634, 0
	%636 = bitcast float %635 to i32
	%637 = insertelement <4 x i32> zeroinitializer, i32 %636, i32 0
	%638 = extractvalue { float, float, float, float } %634, 1
	%639 = bitcast float %638 to i32
	%640 = insertelement <4 x i32> %637, i32 %639, i32 1
	%641 = extractvalue { float, float, float, float } %634, 2
	%642 = bitcast float %641 to i32
	%643 = insertelement <4 x i32> %640, i32 %642, i32 2
	%644 = extractvalue { float, float, float, float } %634, 3
	%645 = bitcast float %644 to i32
	%646 = insertelement <4 x i32> %643, i32 %645, i32 3
	%647 = extractelement <4 x i32> %646, i32 0
	%648 = bitcast i32 %647 to float
	%649 = extractelement <4 x i32> %646, i32 1
	%650 = bitcast i32 %649 to float
	%651 = extractelement <4 x i32> %646, i32 2
	%652 = bitcast i32 %651 to float
	%653 = extractelement <4 x i32> %646, i32 3
	%654 = bitcast i32 %653 to float
	%655 = extractelement <4 x i32> %622, i32 2
	%656 = extractelement <4 x i32> %627, i32 2
	%657 = extractelement <4 x i32> %622, i32 3
	%658 = extractelement <4 x i32> %627, i32 3
	%659 = extractelement <4 x i32> %575, i32 2
	%660 = extractelement <4 x i32> %575, i32 3
	%661 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %655, i32 %656, i32 %657, i32 %658, i32 %659, i32 %660, float %648, float %650, float %652, float %654)
	%662 = extractvalue { float, float, float, float } %661, 0
	%663 = bitcast float %662 to i32
	%664 = insertelement <4 x i32> zeroinitializer, i32 %663, i32 0
	%665 = extractvalue { float, float, float, float } %661, 1
	%666 = bitcast float %665 to i32
	%667 = insertelement <4 x i32> %664, i32 %666, i32 1
	%668 = extractvalue { float, float, float, float } %661, 2
	%669 = bitcast float %668 to i32
	%670 = insertelement <4 x i32> %667, i32 %669, i32 2
	%671 = extractvalue { float, float, float, float } %661, 3
	%672 = bitcast float %671 to i32
	%673 = insertelement <4 x i32> %670, i32 %672, i32 3
	%674 = extractelement <4 x i32> %673, i32 0
	%675 = bitcast i32 %674 to float
	%676 = extractelement <4 x i32> %673, i32 1
	%677 = bitcast i32 %676 to float
	%678 = extractelement <4 x i32> %673, i32 2
	%679 = bitcast i32 %678 to float
	%680 = extractelement <4 x i32> %673, i32 3
	%681 = bitcast i32 %680 to float
	%682 = add i32 %616, 16
	%683 = add i32 %124, %682
	%684 = sext i32 %683 to i64
	%685 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %684
	%686 = bitcast i32 addrspace(3)* %685 to <4 x i32> addrspace(3)*
	%687 = load <4 x i32>, <4 x i32> addrspace(3)* %686, align 16
	%688 = add i32 %126, %682
	%689 = sext i32 %688 to i64
	%690 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %689
	%691 = bitcast i32 addrspace(3)* %690 to <4 x i32> addrspace(3)*
	%692 = load <4 x i32>, <4 x i32> addrspace(3)* %691, align 16
	%693 = extractelement <4 x i32> %687, i32 0
	%694 = extractelement <4 x i32> %692, i32 0
	%695 = extractelement <4 x i32> %687, i32 1
	%696 = extractelement <4 x i32> %692, i32 1
	%697 = extractelement <4 x i32> %580, i32 0
	%698 = extractelement <4 x i32> %580, i32 1
	%699 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %693, i32 %694, i32 %695, i32 %696, i32 %697, i32 %698, float %675, float %677, float %679, float %681)
	%700 = extractvalue { float, float, float, float } %699, 0
	%701 = bitcast float %700 to i32
	%702 = insertelement <4 x i32> zeroinitializer, i32 %701, i32 0
	%703 = extractvalue { float, float, float, float } %699, 1
	%704 = bitcast float %703 to i32
	%705 = insertelement <4 x i32> %702, i32 %704, i32 1
	%706 = extractvalue { float, float, float, float } %699, 2
	%707 = bitcast float %706 to i32
	%708 = insertelement <4 x i32> %705, i32 %707, i32 2
	%709 = extractvalue { float, float, float, float } %699, 3
	%710 = bitcast float %709 to i32
	%711 = insertelement <4 x i32> %708, i32 %710, i32 3
	%712 = extractelement <4 x i32> %711, i32 0
	%713 = bitcast i32 %712 to float
	%714 = extractelement <4 x i32> %711, i32 1
	%715 = bitcast i32 %714 to float
	%716 = extractelement <4 x i32> %711, i32 2
	%717 = bitcast i32 %716 to float
	%718 = extractelement <4 x i32> %711, i32 3
	%719 = bitcast i32 %718 to float
	%720 = extractelement <4 x i32> %687, i32 2
	%721 = extractelement <4 x i32> %692, i32 2
	%722 = extractelement <4 x i32> %687, i32 3
	%723 = extractelement <4 x i32> %692, i32 3
	%724 = extractelement <4 x i32> %580, i32 2
	%725 = extractelement <4 x i32> %580, i32 3
	%726 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %720, i32 %721, i32 %722, i32 %723, i32 %724, i32 %725, float %713, float %715, float %717, float %719)
	%727 = extractvalue { float, float, float, float } %726, 0
	%728 = bitcast float %727 to i32
	%729 = insertelement <4 x i32> zeroinitializer, i32 %728, i32 0
	%730 = extractvalue { float, float, float, float } %726, 1
	%731 = bitcast float %730 to i32
	%732 = insertelement <4 x i32> %729, i32 %731, i32 1
	%733 = extractvalue { float, float, float, float } %726, 2
	%734 = bitcast float %733 to i32
	%735 = insertelement <4 x i32> %732, i32 %734, i32 2
	%736 = extractvalue { float, float, float, float } %726, 3
	%737 = bitcast float %736 to i32
	%738 = insertelement <4 x i32> %735, i32 %737, i32 3
	%739 = extractelement <4 x i32> %738, i32 0
	%740 = bitcast i32 %739 to float
	%741 = extractelement <4 x i32> %738, i32 1
	%742 = bitcast i32 %741 to float
	%743 = extractelement <4 x i32> %738, i32 2
	%744 = bitcast i32 %743 to float
	%745 = extractelement <4 x i32> %738, i32 3
	%746 = bitcast i32 %745 to float
	%747 = add i32 %616, 32
	%748 = add i32 %124, %747
	%749 = sext i32 %748 to i64
	%750 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %749
	%751 = bitcast i32 addrspace(3)* %750 to <4 x i32> addrspace(3)*
	%752 = load <4 x i32>, <4 x i32> addrspace(3)* %751, align 16
	%753 = add i32 %126, %747
	%754 = sext i32 %753 to i64
	%755 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %754
	%756 = bitcast i32 addrspace(3)* %755 to <4 x i32> addrspace(3)*
	%757 = load <4 x i32>, <4 x i32> addrspace(3)* %756, align 16
	%758 = extractelement <4 x i32> %752, i32 0
	%759 = extractelement <4 x i32> %757, i32 0
	%760 = extractelement <4 x i32> %752, i32 1
	%761 = extractelement <4 x i32> %757, i32 1
	%762 = extractelement <4 x i32> %585, i32 0
	%763 = extractelement <4 x i32> %585, i32 1
	%764 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %758, i32 %759, i32 %760, i32 %761, i32 %762, i32 %763, float %740, float %742, float %744, float %746)
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
	%785 = extractelement <4 x i32> %752, i32 2
	%786 = extractelement <4 x i32> %757, i32 2
	%787 = extractelement <4 x i32> %752, i32 3
	%788 = extractelement <4 x i32> %757, i32 3
	%789 = extractelement <4 x i32> %585, i32 2
	%790 = extractelement <4 x i32> %585, i32 3
	%791 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %785, i32 %786, i32 %787, i32 %788, i32 %789, i32 %790, float %778, float %780, float %782, float %784)
	%792 = extractvalue { float, float, float, float } %791, 0
	%793 = bitcast float %792 to i32
	%794 = insertelement <4 x i32> zeroinitializer, i32 %793, i32 0
	%795 = extractvalue { float, float, float, float } %791, 1
	%796 = bitcast float %795 to i32
	%797 = insertelement <4 x i32> %794, i32 %796, i32 1
	%798 = extractvalue { float, float, float, float } %791, 2
	%799 = bitcast float %798 to i32
	%800 = insertelement <4 x i32> %797, i32 %799, i32 2
	%801 = extractvalue { float, float, float, float } %791, 3
	%802 = bitcast float %801 to i32
	%803 = insertelement <4 x i32> %800, i32 %802, i32 3
	%804 = extractelement <4 x i32> %803, i32 0
	%805 = bitcast i32 %804 to float
	%806 = extractelement <4 x i32> %803, i32 1
	%807 = bitcast i32 %806 to float
	%808 = extractelement <4 x i32> %803, i32 2
	%809 = bitcast i32 %808 to float
	%810 = extractelement <4 x i32> %803, i32 3
	%811 = bitcast i32 %810 to float
	%812 = add i32 %616, 48
	%813 = add i32 %124, %812
	%814 = sext i32 %813 to i64
	%815 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %814
	%816 = bitcast i32 addrspace(3)* %815 to <4 x i32> addrspace(3)*
	%817 = load <4 x i32>, <4 x i32> addrspace(3)* %816, align 16
	%818 = add i32 %126, %812
	%819 = sext i32 %818 to i64
	%820 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %819
	%821 = bitcast i32 addrspace(3)* %820 to <4 x i32> addrspace(3)*
	%822 = load <4 x i32>, <4 x i32> addrspace(3)* %821, align 16
	%823 = extractelement <4 x i32> %817, i32 0
	%824 = extractelement <4 x i32> %822, i32 0
	%825 = extractelement <4 x i32> %817, i32 1
	%826 = extractelement <4 x i32> %822, i32 1
	%827 = extractelement <4 x i32> %590, i32 0
	%828 = extractelement <4 x i32> %590, i32 1
	%829 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %823, i32 %824, i32 %825, i32 %826, i32 %827, i32 %828, float %805, float %807, float %809, float %811)
	%830 = extractvalue { float, float, float, float } %829, 0
	%831 = bitcast float %830 to i32
	%832 = insertelement <4 x i32> zeroinitializer, i32 %831, i32 0
	%833 = extractvalue { float, float, float, float } %829, 1
	%834 = bitcast float %833 to i32
	%835 = insertelement <4 x i32> %832, i32 %834, i32 1
	%836 = extractvalue { float, float, float, float } %829, 2
	%837 = bitcast float %836 to i32
	%838 = insertelement <4 x i32> %835, i32 %837, i32 2
	%839 = extractvalue { float, float, float, float } %829, 3
	%840 = bitcast float %839 to i32
	%841 = insertelement <4 x i32> %838, i32 %840, i32 3
	%842 = extractelement <4 x i32> %841, i32 0
	%843 = bitcast i32 %842 to float
	%844 = extractelement <4 x i32> %841, i32 1
	%845 = bitcast i32 %844 to float
	%846 = extractelement <4 x i32> %841, i32 2
	%847 = bitcast i32 %846 to float
	%848 = extractelement <4 x i32> %841, i32 3
	%849 = bitcast i32 %848 to float
	%850 = extractelement <4 x i32> %817, i32 2
	%851 = extractelement <4 x i32> %822, i32 2
	%852 = extractelement <4 x i32> %817, i32 3
	%853 = extractelement <4 x i32> %822, i32 3
	%854 = extractelement <4 x i32> %590, i32 2
	%855 = extractelement <4 x i32> %590, i32 3
	%856 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %850, i32 %851, i32 %852, i32 %853, i32 %854, i32 %855, float %843, float %845, float %847, float %849)
	%857 = extractvalue { float, float, float, float } %856, 0
	%858 = bitcast float %857 to i32
	%859 = insertelement <4 x i32> zeroinitializer, i32 %858, i32 0
	%860 = extractvalue { float, float, float, float } %856, 1
	%861 = bitcast float %860 to i32
	%862 = insertelement <4 x i32> %859, i32 %861, i32 1
	%863 = extractvalue { float, float, float, float } %856, 2
	%864 = bitcast float %863 to i32
	%865 = insertelement <4 x i32> %862, i32 %864, i32 2
	%866 = extractvalue { float, float, float, float } %856, 3
	%867 = bitcast float %866 to i32
	%868 = insertelement <4 x i32> %865, i32 %867, i32 3
	%869 = extractelement <4 x i32> %868, i32 0
	%870 = bitcast i32 %869 to float
	%871 = extractelement <4 x i32> %868, i32 1
	%872 = bitcast i32 %871 to float
	%873 = extractelement <4 x i32> %868, i32 2
	%874 = bitcast i32 %873 to float
	%875 = extractelement <4 x i32> %868, i32 3
	%876 = bitcast i32 %875 to float
	%877 = add i32 %616, 64
	%878 = add i32 %124, %877
	%879 = sext i32 %878 to i64
	%880 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %879
	%881 = bitcast i32 addrspace(3)* %880 to <4 x i32> addrspace(3)*
	%882 = load <4 x i32>, <4 x i32> addrspace(3)* %881, align 16
	%883 = add i32 %126, %877
	%884 = sext i32 %883 to i64
	%885 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %884
	%886 = bitcast i32 addrspace(3)* %885 to <4 x i32> addrspace(3)*
	%887 = load <4 x i32>, <4 x i32> addrspace(3)* %886, align 16
	%888 = extractelement <4 x i32> %882, i32 0
	%889 = extractelement <4 x i32> %887, i32 0
	%890 = extractelement <4 x i32> %882, i32 1
	%891 = extractelement <4 x i32> %887, i32 1
	%892 = extractelement <4 x i32> %595, i32 0
	%893 = extractelement <4 x i32> %595, i32 1
	%894 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %888, i32 %889, i32 %890, i32 %891, i32 %892, i32 %893, float %870, float %872, float %874, float %876)
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
	%915 = extractelement <4 x i32> %882, i32 2
	%916 = extractelement <4 x i32> %887, i32 2
	%917 = extractelement <4 x i32> %882, i32 3
	%918 = extractelement <4 x i32> %887, i32 3
	%919 = extractelement <4 x i32> %595, i32 2
	%920 = extractelement <4 x i32> %595, i32 3
	%921 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %915, i32 %916, i32 %917, i32 %918, i32 %919, i32 %920, float %908, float %910, float %912, float %914)
	%922 = extractvalue { float, float, float, float } %921, 0
	%923 = bitcast float %922 to i32
	%924 = insertelement <4 x i32> zeroinitializer, i32 %923, i32 0
	%925 = extractvalue { float, float, float, float } %921, 1
	%926 = bitcast float %925 to i32
	%927 = insertelement <4 x i32> %924, i32 %926, i32 1
	%928 = extractvalue { float, float, float, float } %921, 2
	%929 = bitcast float %928 to i32
	%930 = insertelement <4 x i32> %927, i32 %929, i32 2
	%931 = extractvalue { float, float, float, float } %921, 3
	%932 = bitcast float %931 to i32
	%933 = insertelement <4 x i32> %930, i32 %932, i32 3
	%934 = extractelement <4 x i32> %933, i32 0
	%935 = bitcast i32 %934 to float
	%936 = extractelement <4 x i32> %933, i32 1
	%937 = bitcast i32 %936 to float
	%938 = extractelement <4 x i32> %933, i32 2
	%939 = bitcast i32 %938 to float
	%940 = extractelement <4 x i32> %933, i32 3
	%941 = bitcast i32 %940 to float
	%942 = add i32 %616, 80
	%943 = add i32 %124, %942
	%944 = sext i32 %943 to i64
	%945 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %944
	%946 = bitcast i32 addrspace(3)* %945 to <4 x i32> addrspace(3)*
	%947 = load <4 x i32>, <4 x i32> addrspace(3)* %946, align 16
	%948 = add i32 %126, %942
	%949 = sext i32 %948 to i64
	%950 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %949
	%951 = bitcast i32 addrspace(3)* %950 to <4 x i32> addrspace(3)*
	%952 = load <4 x i32>, <4 x i32> addrspace(3)* %951, align 16
	%953 = extractelement <4 x i32> %947, i32 0
	%954 = extractelement <4 x i32> %952, i32 0
	%955 = extractelement <4 x i32> %947, i32 1
	%956 = extractelement <4 x i32> %952, i32 1
	%957 = extractelement <4 x i32> %600, i32 0
	%958 = extractelement <4 x i32> %600, i32 1
	%959 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %953, i32 %954, i32 %955, i32 %956, i32 %957, i32 %958, float %935, float %937, float %939, float %941)
	%960 = extractvalue { float, float, float, float } %959, 0
	%961 = bitcast float %960 to i32
	%962 = insertelement <4 x i32> zeroinitializer, i32 %961, i32 0
	%963 = extractvalue { float, float, float, float } %959, 1
	%964 = bitcast float %963 to i32
	%965 = insertelement <4 x i32> %962, i32 %964, i32 1
	%966 = extractvalue { float, float, float, float } %959, 2
	%967 = bitcast float %966 to i32
	%968 = insertelement <4 x i32> %965, i32 %967, i32 2
	%969 = extractvalue { float, float, float, float } %959, 3
	%970 = bitcast float %969 to i32
	%971 = insertelement <4 x i32> %968, i32 %970, i32 3
	%972 = extractelement <4 x i32> %971, i32 0
	%973 = bitcast i32 %972 to float
	%974 = extractelement <4 x i32> %971, i32 1
	%975 = bitcast i32 %974 to float
	%976 = extractelement <4 x i32> %971, i32 2
	%977 = bitcast i32 %976 to float
	%978 = extractelement <4 x i32> %971, i32 3
	%979 = bitcast i32 %978 to float
	%980 = extractelement <4 x i32> %947, i32 2
	%981 = extractelement <4 x i32> %952, i32 2
	%982 = extractelement <4 x i32> %947, i32 3
	%983 = extractelement <4 x i32> %952, i32 3
	%984 = extractelement <4 x i32> %600, i32 2
	%985 = extractelement <4 x i32> %600, i32 3
	%986 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %980, i32 %981, i32 %982, i32 %983, i32 %984, i32 %985, float %973, float %975, float %977, float %979)
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
	%1007 = add i32 %616, 96
	%1008 = add i32 %124, %1007
	%1009 = sext i32 %1008 to i64
	%1010 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1009
	%1011 = bitcast i32 addrspace(3)* %1010 to <4 x i32> addrspace(3)*
	%1012 = load <4 x i32>, <4 x i32> addrspace(3)* %1011, align 16
	%1013 = add i32 %126, %1007
	%1014 = sext i32 %1013 to i64
	%1015 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1014
	%1016 = bitcast i32 addrspace(3)* %1015 to <4 x i32> addrspace(3)*
	%1017 = load <4 x i32>, <4 x i32> addrspace(3)* %1016, align 16
	%1018 = extractelement <4 x i32> %1012, i32 0
	%1019 = extractelement <4 x i32> %1017, i32 0
	%1020 = extractelement <4 x i32> %1012, i32 1
	%1021 = extractelement <4 x i32> %1017, i32 1
	%1022 = extractelement <4 x i32> %605, i32 0
	%1023 = extractelement <4 x i32> %605, i32 1
	%1024 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1018, i32 %1019, i32 %1020, i32 %1021, i32 %1022, i32 %1023, float %1000, float %1002, float %1004, float %1006)
	%1025 = extractvalue { float, float, float, float } %1024, 0
	%1026 = bitcast float %1025 to i32
	%1027 = insertelement <4 x i32> zeroinitializer, i32 %1026, i32 0
	%1028 = extractvalue { float, float, float, float } %1024, 1
	%1029 = bitcast float %1028 to i32
	%1030 = insertelement <4 x i32> %1027, i32 %1029, i32 1
	%1031 = extractvalue { float, float, float, float } %1024, 2
	%1032 = bitcast float %1031 to i32
	%1033 = insertelement <4 x i32> %1030, i32 %1032, i32 2
	%1034 = extractvalue { float, float, float, float } %1024, 3
	%1035 = bitcast float %1034 to i32
	%1036 = insertelement <4 x i32> %1033, i32 %1035, i32 3
	%1037 = extractelement <4 x i32> %1036, i32 0
	%1038 = bitcast i32 %1037 to float
	%1039 = extractelement <4 x i32> %1036, i32 1
	%1040 = bitcast i32 %1039 to float
	%1041 = extractelement <4 x i32> %1036, i32 2
	%1042 = bitcast i32 %1041 to float
	%1043 = extractelement <4 x i32> %1036, i32 3
	%1044 = bitcast i32 %1043 to float
	%1045 = extractelement <4 x i32> %1012, i32 2
	%1046 = extractelement <4 x i32> %1017, i32 2
	%1047 = extractelement <4 x i32> %1012, i32 3
	%1048 = extractelement <4 x i32> %1017, i32 3
	%1049 = extractelement <4 x i32> %605, i32 2
	%1050 = extractelement <4 x i32> %605, i32 3
	%1051 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1045, i32 %1046, i32 %1047, i32 %1048, i32 %1049, i32 %1050, float %1038, float %1040, float %1042, float %1044)
	%1052 = extractvalue { float, float, float, float } %1051, 0
	%1053 = bitcast float %1052 to i32
	%1054 = insertelement <4 x i32> zeroinitializer, i32 %1053, i32 0
	%1055 = extractvalue { float, float, float, float } %1051, 1
	%1056 = bitcast float %1055 to i32
	%1057 = insertelement <4 x i32> %1054, i32 %1056, i32 1
	%1058 = extractvalue { float, float, float, float } %1051, 2
	%1059 = bitcast float %1058 to i32
	%1060 = insertelement <4 x i32> %1057, i32 %1059, i32 2
	%1061 = extractvalue { float, float, float, float } %1051, 3
	%1062 = bitcast float %1061 to i32
	%1063 = insertelement <4 x i32> %1060, i32 %1062, i32 3
	%1064 = extractelement <4 x i32> %1063, i32 0
	%1065 = bitcast i32 %1064 to float
	%1066 = extractelement <4 x i32> %1063, i32 1
	%1067 = bitcast i32 %1066 to float
	%1068 = extractelement <4 x i32> %1063, i32 2
	%1069 = bitcast i32 %1068 to float
	%1070 = extractelement <4 x i32> %1063, i32 3
	%1071 = bitcast i32 %1070 to float
	%1072 = add i32 %616, 112
	%1073 = add i32 %124, %1072
	%1074 = sext i32 %1073 to i64
	%1075 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1074
	%1076 = bitcast i32 addrspace(3)* %1075 to <4 x i32> addrspace(3)*
	%1077 = load <4 x i32>, <4 x i32> addrspace(3)* %1076, align 16
	%1078 = add i32 %126, %1072
	%1079 = sext i32 %1078 to i64
	%1080 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1079
	%1081 = bitcast i32 addrspace(3)* %1080 to <4 x i32> addrspace(3)*
	%1082 = load <4 x i32>, <4 x i32> addrspace(3)* %1081, align 16
	%1083 = extractelement <4 x i32> %1077, i32 0
	%1084 = extractelement <4 x i32> %1082, i32 0
	%1085 = extractelement <4 x i32> %1077, i32 1
	%1086 = extractelement <4 x i32> %1082, i32 1
	%1087 = extractelement <4 x i32> %610, i32 0
	%1088 = extractelement <4 x i32> %610, i32 1
	%1089 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1083, i32 %1084, i32 %1085, i32 %1086, i32 %1087, i32 %1088, float %1065, float %1067, float %1069, float %1071)
	%1090 = extractvalue { float, float, float, float } %1089, 0
	%1091 = bitcast float %1090 to i32
	%1092 = insertelement <4 x i32> zeroinitializer, i32 %1091, i32 0
	%1093 = extractvalue { float, float, float, float } %1089, 1
	%1094 = bitcast float %1093 to i32
	%1095 = insertelement <4 x i32> %1092, i32 %1094, i32 1
	%1096 = extractvalue { float, float, float, float } %1089, 2
	%1097 = bitcast float %1096 to i32
	%1098 = insertelement <4 x i32> %1095, i32 %1097, i32 2
	%1099 = extractvalue { float, float, float, float } %1089, 3
	%1100 = bitcast float %1099 to i32
	%1101 = insertelement <4 x i32> %1098, i32 %1100, i32 3
	%1102 = extractelement <4 x i32> %1101, i32 0
	%1103 = bitcast i32 %1102 to float
	%1104 = extractelement <4 x i32> %1101, i32 1
	%1105 = bitcast i32 %1104 to float
	%1106 = extractelement <4 x i32> %1101, i32 2
	%1107 = bitcast i32 %1106 to float
	%1108 = extractelement <4 x i32> %1101, i32 3
	%1109 = bitcast i32 %1108 to float
	%1110 = extractelement <4 x i32> %1077, i32 2
	%1111 = extractelement <4 x i32> %1082, i32 2
	%1112 = extractelement <4 x i32> %1077, i32 3
	%1113 = extractelement <4 x i32> %1082, i32 3
	%1114 = extractelement <4 x i32> %610, i32 2
	%1115 = extractelement <4 x i32> %610, i32 3
	%1116 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1110, i32 %1111, i32 %1112, i32 %1113, i32 %1114, i32 %1115, float %1103, float %1105, float %1107, float %1109)
	%1117 = extractvalue { float, float, float, float } %1116, 0
	%1118 = bitcast float %1117 to i32
	%1119 = insertelement <4 x i32> zeroinitializer, i32 %1118, i32 0
	%1120 = extractvalue { float, float, float, float } %1116, 1
	%1121 = bitcast float %1120 to i32
	%1122 = insertelement <4 x i32> %1119, i32 %1121, i32 1
	%1123 = extractvalue { float, float, float, float } %1116, 2
	%1124 = bitcast float %1123 to i32
	%1125 = insertelement <4 x i32> %1122, i32 %1124, i32 2
	%1126 = extractvalue { float, float, float, float } %1116, 3
	%1127 = bitcast float %1126 to i32
	%1128 = insertelement <4 x i32> %1125, i32 %1127, i32 3
	%1129 = extractelement <4 x i32> %1128, i32 0
	%1130 = bitcast i32 %1129 to float
	%1131 = extractelement <4 x i32> %1128, i32 1
	%1132 = bitcast i32 %1131 to float
	%1133 = extractelement <4 x i32> %1128, i32 2
	%1134 = bitcast i32 %1133 to float
	%1135 = extractelement <4 x i32> %1128, i32 3
	%1136 = bitcast i32 %1135 to float
	%1137 = add i32 %616, 128
	%1138 = add i32 %124, %1137
	%1139 = sext i32 %1138 to i64
	%1140 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1139
	%1141 = bitcast i32 addrspace(3)* %1140 to <4 x i32> addrspace(3)*
	%1142 = load <4 x i32>, <4 x i32> addrspace(3)* %1141, align 16
	%1143 = add i32 %126, %1137
	%1144 = sext i32 %1143 to i64
	%1145 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1144
	%1146 = bitcast i32 addrspace(3)* %1145 to <4 x i32> addrspace(3)*
	%1147 = load <4 x i32>, <4 x i32> addrspace(3)* %1146, align 16
	%1148 = extractelement <4 x i32> %1142, i32 0
	%1149 = extractelement <4 x i32> %1147, i32 0
	%1150 = extractelement <4 x i32> %1142, i32 1
	%1151 = extractelement <4 x i32> %1147, i32 1
	%1152 = extractelement <4 x i32> %615, i32 0
	%1153 = extractelement <4 x i32> %615, i32 1
	%1154 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1148, i32 %1149, i32 %1150, i32 %1151, i32 %1152, i32 %1153, float %1130, float %1132, float %1134, float %1136)
	%1155 = extractvalue { float, float, float, float } %1154, 0
	%1156 = bitcast float %1155 to i32
	%1157 = insertelement <4 x i32> zeroinitializer, i32 %1156, i32 0
	%1158 = extractvalue { float, float, float, float } %1154, 1
	%1159 = bitcast float %1158 to i32
	%1160 = insertelement <4 x i32> %1157, i32 %1159, i32 1
	%1161 = extractvalue { float, float, float, float } %1154, 2
	%1162 = bitcast float %1161 to i32
	%1163 = insertelement <4 x i32> %1160, i32 %1162, i32 2
	%1164 = extractvalue { float, float, float, float } %1154, 3
	%1165 = bitcast float %1164 to i32
	%1166 = insertelement <4 x i32> %1163, i32 %1165, i32 3
	%1167 = extractelement <4 x i32> %1166, i32 0
	%1168 = bitcast i32 %1167 to float
	%1169 = extractelement <4 x i32> %1166, i32 1
	%1170 = bitcast i32 %1169 to float
	%1171 = extractelement <4 x i32> %1166, i32 2
	%1172 = bitcast i32 %1171 to float
	%1173 = extractelement <4 x i32> %1166, i32 3
	%1174 = bitcast i32 %1173 to float
	%1175 = extractelement <4 x i32> %1142, i32 2
	%1176 = extractelement <4 x i32> %1147, i32 2
	%1177 = extractelement <4 x i32> %1142, i32 3
	%1178 = extractelement <4 x i32> %1147, i32 3
	%1179 = extractelement <4 x i32> %615, i32 2
	%1180 = extractelement <4 x i32> %615, i32 3
	%1181 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1175, i32 %1176, i32 %1177, i32 %1178, i32 %1179, i32 %1180, float %1168, float %1170, float %1172, float %1174)
	%1182 = extractvalue { float, float, float, float } %1181, 0
	%1183 = bitcast float %1182 to i32
	%1184 = insertelement <4 x i32> zeroinitializer, i32 %1183, i32 0
	%1185 = extractvalue { float, float, float, float } %1181, 1
	%1186 = bitcast float %1185 to i32
	%1187 = insertelement <4 x i32> %1184, i32 %1186, i32 1
	%1188 = extractvalue { float, float, float, float } %1181, 2
	%1189 = bitcast float %1188 to i32
	%1190 = insertelement <4 x i32> %1187, i32 %1189, i32 2
	%1191 = extractvalue { float, float, float, float } %1181, 3
	%1192 = bitcast float %1191 to i32
	%1193 = insertelement <4 x i32> %1190, i32 %1192, i32 3
	%1194 = extractelement <4 x i32> %1193, i32 0
	%1195 = bitcast i32 %1194 to float
	%1196 = extractelement <4 x i32> %1193, i32 1
	%1197 = bitcast i32 %1196 to float
	%1198 = extractelement <4 x i32> %1193, i32 2
	%1199 = bitcast i32 %1198 to float
	%1200 = extractelement <4 x i32> %1193, i32 3
	%1201 = bitcast i32 %1200 to float
	%1202 = mul i32 %37, 8
	%1203 = mul i32 %39, 2
	%1204 = add i32 %1203, 0
	%1205 = add i32 %1202, %1204
	%1206 = add i32 %127, %1205
	%1207 = icmp slt i32 %1206, %61
	%1208 = fmul float %1195, 0x3FD851EB80000000
	%1209 = select i1 %1207, float %1208, float 0xFFF0000000000000
	%1210 = add i32 %38, 0
	%1211 = mul i32 %1210, 40
	%1212 = add i32 %1211, %1205
	%1213 = sext i32 %1212 to i64
	%1214 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1213
	store float %1209, float addrspace(3)* %1214
	%1215 = mul i32 %37, 8
	%1216 = mul i32 %39, 2
	%1217 = add i32 %1216, 1
	%1218 = add i32 %1215, %1217
	%1219 = add i32 %127, %1218
	%1220 = icmp slt i32 %1219, %61
	%1221 = fmul float %1197, 0x3FD851EB80000000
	%1222 = select i1 %1220, float %1221, float 0xFFF0000000000000
	%1223 = add i32 %38, 0
	%1224 = mul i32 %1223, 40
	%1225 = add i32 %1224, %1218
	%1226 = sext i32 %1225 to i64
	%1227 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1226
	store float %1222, float addrspace(3)* %1227
	%1228 = mul i32 %37, 8
	%1229 = mul i32 %39, 2
	%1230 = add i32 %1229, 0
	%1231 = add i32 %1228, %1230
	%1232 = add i32 %127, %1231
	%1233 = icmp slt i32 %1232, %61
	%1234 = fmul float %1199, 0x3FD851EB80000000
	%1235 = select i1 %1233, float %1234, float 0xFFF0000000000000
	%1236 = add i32 %38, 8
	%1237 = mul i32 %1236, 40
	%1238 = add i32 %1237, %1231
	%1239 = sext i32 %1238 to i64
	%1240 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1239
	store float %1235, float addrspace(3)* %1240
	%1241 = mul i32 %37, 8
	%1242 = mul i32 %39, 2
	%1243 = add i32 %1242, 1
	%1244 = add i32 %1241, %1243
	%1245 = add i32 %127, %1244
	%1246 = icmp slt i32 %1245, %61
	%1247 = fmul float %1201, 0x3FD851EB80000000
	%1248 = select i1 %1246, float %1247, float 0xFFF0000000000000
	%1249 = add i32 %38, 8
	%1250 = mul i32 %1249, 40
	%1251 = add i32 %1250, %1244
	%1252 = sext i32 %1251 to i64
	%1253 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1252
	store float %1248, float addrspace(3)* %1253
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1254 = phi i32 [ %37, %join15 ], [ %2279, %join20 ]
	%1255 = icmp slt i32 %1254, 16
	br i1 %1255, label %body17, label %done18

body17:
	%1256 = mul i32 %1254, 40
	%1257 = add i32 %36, 0
	%1258 = add i32 %1256, %1257
	%1259 = sext i32 %1258 to i64
	%1260 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1259
	%1261 = load float, float addrspace(3)* %1260
	%1262 = sext i32 %1254 to i64
	%1263 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %1262
	%1264 = load float, float addrspace(3)* %1263
	%1265 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1261, i32 16, i32 31)
	%1266 = fcmp olt float %1261, %1265
	%1267 = select i1 %1266, float %1265, float %1261
	%1268 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1267, i32 8, i32 31)
	%1269 = fcmp olt float %1267, %1268
	%1270 = select i1 %1269, float %1268, float %1267
	%1271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1270, i32 4, i32 31)
	%1272 = fcmp olt float %1270, %1271
	%1273 = select i1 %1272, float %1271, float %1270
	%1274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1273, i32 2, i32 31)
	%1275 = fcmp olt float %1273, %1274
	%1276 = select i1 %1275, float %1274, float %1273
	%1277 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1276, i32 1, i32 31)
	%1278 = fcmp olt float %1276, %1277
	%1279 = select i1 %1278, float %1277, float %1276
	%1280 = fcmp olt float %1279, %1264
	%1281 = select i1 %1280, float %1264, float %1279
	%1282 = fsub float %1261, %1281
	%1283 = fpext float %1282 to double
	%1284 = fcmp olt double %1283, -745.0
	%1285 = select i1 %1284, double -745.0, double %1283
	%1286 = fcmp olt double 710.0, %1285
	%1287 = select i1 %1286, double 710.0, double %1285
	%1288 = fmul double %1287, 0x3FF71547652B82FE
	%1289 = call double @llvm.rint.f64(double %1288)
	%1290 = fmul double %1289, 0x3FE62E42FEE00000
	%1291 = fsub double %1287, %1290
	%1292 = fmul double %1289, 0x3DEA39EF35793C76
	%1293 = fsub double %1291, %1292
	%1294 = fmul double 0x3DE6124613A86D09, %1293
	%1295 = fadd double %1294, 0x3E21EED8EFF8D898
	%1296 = fmul double %1295, %1293
	%1297 = fadd double %1296, 0x3E5AE64567F544E4
	%1298 = fmul double %1297, %1293
	%1299 = fadd double %1298, 0x3E927E4FB7789F5C
	%1300 = fmul double %1299, %1293
	%1301 = fadd double %1300, 0x3EC71DE3A556C734
	%1302 = fmul double %1301, %1293
	%1303 = fadd double %1302, 0x3EFA01A01A01A01A
	%1304 = fmul double %1303, %1293
	%1305 = fadd double %1304, 0x3F2A01A01A01A01A
	%1306 = fmul double %1305, %1293
	%1307 = fadd double %1306, 0x3F56C16C16C16C17
	%1308 = fmul double %1307, %1293
	%1309 = fadd double %1308, 0x3F81111111111111
	%1310 = fmul double %1309, %1293
	%1311 = fadd double %1310, 0x3FA5555555555555
	%1312 = fmul double %1311, %1293
	%1313 = fadd double %1312, 0x3FC5555555555555
	%1314 = fmul double %1313, %1293
	%1315 = fadd double %1314, 0.5
	%1316 = fmul double %1315, %1293
	%1317 = fadd double %1316, 1.0
	%1318 = fmul double %1317, %1293
	%1319 = fadd double %1318, 1.0
	%1320 = fptosi double %1289 to i64
	%1321 = sdiv i64 %1320, 2
	%1322 = sub i64 %1320, %1321
	%1323 = add i64 %1321, 1023
	%1324 = shl i64 %1323, 52
	%1325 = bitcast i64 %1324 to double
	%1326 = fmul double %1319, %1325
	%1327 = add i64 %1322, 1023
	%1328 = shl i64 %1327, 52
	%1329 = bitcast i64 %1328 to double
	%1330 = fmul double %1326, %1329
	%1331 = fptrunc double %1330 to float
	%1332 = sext i32 %1258 to i64
	%1333 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1332
	store float %1331, float addrspace(3)* %1333
	%1334 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1331, i32 16, i32 31)
	%1335 = fadd float %1331, %1334
	%1336 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1335, i32 8, i32 31)
	%1337 = fadd float %1335, %1336
	%1338 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1337, i32 4, i32 31)
	%1339 = fadd float %1337, %1338
	%1340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1339, i32 2, i32 31)
	%1341 = fadd float %1339, %1340
	%1342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1341, i32 1, i32 31)
	%1343 = fadd float %1341, %1342
	%1344 = fsub float %1264, %1281
	%1345 = fpext float %1344 to double
	%1346 = fcmp olt double %1345, -745.0
	%1347 = select i1 %1346, double -745.0, double %1345
	%1348 = fcmp olt double 710.0, %1347
	%1349 = select i1 %1348, double 710.0, double %1347
	%1350 = fmul double %1349, 0x3FF71547652B82FE
	%1351 = call double @llvm.rint.f64(double %1350)
	%1352 = fmul double %1351, 0x3FE62E42FEE00000
	%1353 = fsub double %1349, %1352
	%1354 = fmul double %1351, 0x3DEA39EF35793C76
	%1355 = fsub double %1353, %1354
	%1356 = fmul double 0x3DE6124613A86D09, %1355
	%1357 = fadd double %1356, 0x3E21EED8EFF8D898
	%1358 = fmul double %1357, %1355
	%1359 = fadd double %1358, 0x3E5AE64567F544E4
	%1360 = fmul double %1359, %1355
	%1361 = fadd double %1360, 0x3E927E4FB7789F5C
	%1362 = fmul double %1361, %1355
	%1363 = fadd double %1362, 0x3EC71DE3A556C734
	%1364 = fmul double %1363, %1355
	%1365 = fadd double %1364, 0x3EFA01A01A01A01A
	%1366 = fmul double %1365, %1355
	%1367 = fadd double %1366, 0x3F2A01A01A01A01A
	%1368 = fmul double %1367, %1355
	%1369 = fadd double %1368, 0x3F56C16C16C16C17
	%1370 = fmul double %1369, %1355
	%1371 = fadd double %1370, 0x3F81111111111111
	%1372 = fmul double %1371, %1355
	%1373 = fadd double %1372, 0x3FA5555555555555
	%1374 = fmul double %1373, %1355
	%1375 = fadd double %1374, 0x3FC5555555555555
	%1376 = fmul double %1375, %1355
	%1377 = fadd double %1376, 0.5
	%1378 = fmul double %1377, %1355
	%1379 = fadd double %1378, 1.0
	%1380 = fmul double %1379, %1355
	%1381 = fadd double %1380, 1.0
	%1382 = fptosi double %1351 to i64
	%1383 = sdiv i64 %1382, 2
	%1384 = sub i64 %1382, %1383
	%1385 = add i64 %1383, 1023
	%1386 = shl i64 %1385, 52
	%1387 = bitcast i64 %1386 to double
	%1388 = fmul double %1381, %1387
	%1389 = add i64 %1384, 1023
	%1390 = shl i64 %1389, 52
	%1391 = bitcast i64 %1390 to double
	%1392 = fmul double %1388, %1391
	%1393 = fptrunc double %1392 to float
	%1394 = icmp eq i32 %36, 0
	br i1 %1394, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1395 = sext i32 %38 to i64
	%1396 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1395
	%1397 = load float, float addrspace(3)* %1396
	%1398 = add i32 %38, 8
	%1399 = sext i32 %1398 to i64
	%1400 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1399
	%1401 = load float, float addrspace(3)* %1400
	%1402 = load float, float* %2
	%1403 = fmul float %1402, %1397
	store float %1403, float* %2
	%1404 = load float, float* %3
	%1405 = fmul float %1404, %1397
	store float %1405, float* %3
	%1406 = load float, float* %4
	%1407 = fmul float %1406, %1401
	store float %1407, float* %4
	%1408 = load float, float* %5
	%1409 = fmul float %1408, %1401
	store float %1409, float* %5
	%1410 = load float, float* %6
	%1411 = fmul float %1410, %1397
	store float %1411, float* %6
	%1412 = load float, float* %7
	%1413 = fmul float %1412, %1397
	store float %1413, float* %7
	%1414 = load float, float* %8
	%1415 = fmul float %1414, %1401
	store float %1415, float* %8
	%1416 = load float, float* %9
	%1417 = fmul float %1416, %1401
	store float %1417, float* %9
	%1418 = load float, float* %10
	%1419 = fmul float %1418, %1397
	store float %1419, float* %10
	%1420 = load float, float* %11
	%1421 = fmul float %1420, %1397
	store float %1421, float* %11
	%1422 = load float, float* %12
	%1423 = fmul float %1422, %1401
	store float %1423, float* %12
	%1424 = load float, float* %13
	%1425 = fmul float %1424, %1401
	store float %1425, float* %13
	%1426 = load float, float* %14
	%1427 = fmul float %1426, %1397
	store float %1427, float* %14
	%1428 = load float, float* %15
	%1429 = fmul float %1428, %1397
	store float %1429, float* %15
	%1430 = load float, float* %16
	%1431 = fmul float %1430, %1401
	store float %1431, float* %16
	%1432 = load float, float* %17
	%1433 = fmul float %1432, %1401
	store float %1433, float* %17
	%1434 = load float, float* %18
	%1435 = fmul float %1434, %1397
	store float %1435, float* %18
	%1436 = load float, float* %19
	%1437 = fmul float %1436, %1397
	store float %1437, float* %19
	%1438 = load float, float* %20
	%1439 = fmul float %1438, %1401
	store float %1439, float* %20
	%1440 = load float, float* %21
	%1441 = fmul float %1440, %1401
	store float %1441, float* %21
	%1442 = load float, float* %22
	%1443 = fmul float %1442, %1397
	store float %1443, float* %22
	%1444 = load float, float* %23
	%1445 = fmul float %1444, %1397
	store float %1445, float* %23
	%1446 = load float, float* %24
	%1447 = fmul float %1446, %1401
	store float %1447, float* %24
	%1448 = load float, float* %25
	%1449 = fmul float %1448, %1401
	store float %1449, float* %25
	%1450 = load float, float* %26
	%1451 = fmul float %1450, %1397
	store float %1451, float* %26
	%1452 = load float, float* %27
	%1453 = fmul float %1452, %1397
	store float %1453, float* %27
	%1454 = load float, float* %28
	%1455 = fmul float %1454, %1401
	store float %1455, float* %28
	%1456 = load float, float* %29
	%1457 = fmul float %1456, %1401
	store float %1457, float* %29
	%1458 = load float, float* %30
	%1459 = fmul float %1458, %1397
	store float %1459, float* %30
	%1460 = load float, float* %31
	%1461 = fmul float %1460, %1397
	store float %1461, float* %31
	%1462 = load float, float* %32
	%1463 = fmul float %1462, %1401
	store float %1463, float* %32
	%1464 = load float, float* %33
	%1465 = fmul float %1464, %1401
	store float %1465, float* %33
	%1466 = mul i32 %38, 40
	%1467 = add i32 %38, 8
	%1468 = mul i32 %1467, 40
	%1469 = mul i32 %39, 2
	%1470 = add i32 %1469, 0
	%1471 = add i32 %1466, %1470
	%1472 = sext i32 %1471 to i64
	%1473 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1472
	%1474 = load float, float addrspace(3)* %1473
	%1475 = add i32 %1471, 1
	%1476 = sext i32 %1475 to i64
	%1477 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1476
	%1478 = load float, float addrspace(3)* %1477
	%1479 = bitcast float %1474 to i32
	%1480 = lshr i32 %1479, 16
	%1481 = and i32 %1480, 1
	%1482 = add i32 %1479, u0x7FFF
	%1483 = add i32 %1482, %1481
	%1484 = lshr i32 %1483, 16
	%1485 = bitcast float %1478 to i32
	%1486 = lshr i32 %1485, 16
	%1487 = and i32 %1486, 1
	%1488 = add i32 %1485, u0x7FFF
	%1489 = add i32 %1488, %1487
	%1490 = lshr i32 %1489, 16
	%1491 = shl i32 %1490, 16
	%1492 = or i32 %1484, %1491
	%1493 = add i32 %1469, 0
	%1494 = add i32 %1468, %1493
	%1495 = sext i32 %1494 to i64
	%1496 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1495
	%1497 = load float, float addrspace(3)* %1496
	%1498 = add i32 %1494, 1
	%1499 = sext i32 %1498 to i64
	%1500 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1499
	%1501 = load float, float addrspace(3)* %1500
	%1502 = bitcast float %1497 to i32
	%1503 = lshr i32 %1502, 16
	%1504 = and i32 %1503, 1
	%1505 = add i32 %1502, u0x7FFF
	%1506 = add i32 %1505, %1504
	%1507 = lshr i32 %1506, 16
	%1508 = bitcast float %1501 to i32
	%1509 = lshr i32 %1508, 16
	%1510 = and i32 %1509, 1
	%1511 = add i32 %1508, u0x7FFF
	%1512 = add i32 %1511, %1510
	%1513 = lshr i32 %1512, 16
	%1514 = shl i32 %1513, 16
	%1515 = or i32 %1507, %1514
	%1516 = add i32 %1469, 8
	%1517 = add i32 %1466, %1516
	%1518 = sext i32 %1517 to i64
	%1519 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1518
	%1520 = load float, float addrspace(3)* %1519
	%1521 = add i32 %1517, 1
	%1522 = sext i32 %1521 to i64
	%1523 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1522
	%1524 = load float, float addrspace(3)* %1523
	%1525 = bitcast float %1520 to i32
	%1526 = lshr i32 %1525, 16
	%1527 = and i32 %1526, 1
	%1528 = add i32 %1525, u0x7FFF
	%1529 = add i32 %1528, %1527
	%1530 = lshr i32 %1529, 16
	%1531 = bitcast float %1524 to i32
	%1532 = lshr i32 %1531, 16
	%1533 = and i32 %1532, 1
	%1534 = add i32 %1531, u0x7FFF
	%1535 = add i32 %1534, %1533
	%1536 = lshr i32 %1535, 16
	%1537 = shl i32 %1536, 16
	%1538 = or i32 %1530, %1537
	%1539 = add i32 %1469, 8
	%1540 = add i32 %1468, %1539
	%1541 = sext i32 %1540 to i64
	%1542 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1541
	%1543 = load float, float addrspace(3)* %1542
	%1544 = add i32 %1540, 1
	%1545 = sext i32 %1544 to i64
	%1546 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1545
	%1547 = load float, float addrspace(3)* %1546
	%1548 = bitcast float %1543 to i32
	%1549 = lshr i32 %1548, 16
	%1550 = and i32 %1549, 1
	%1551 = add i32 %1548, u0x7FFF
	%1552 = add i32 %1551, %1550
	%1553 = lshr i32 %1552, 16
	%1554 = bitcast float %1547 to i32
	%1555 = lshr i32 %1554, 16
	%1556 = and i32 %1555, 1
	%1557 = add i32 %1554, u0x7FFF
	%1558 = add i32 %1557, %1556
	%1559 = lshr i32 %1558, 16
	%1560 = shl i32 %1559, 16
	%1561 = or i32 %1553, %1560
	%1562 = add i32 %1469, 0
	%1563 = sext i32 %1562 to i64
	%1564 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1563
	%1565 = load i32, i32 addrspace(3)* %1564
	%1566 = add i32 %1469, 1
	%1567 = sext i32 %1566 to i64
	%1568 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1567
	%1569 = load i32, i32 addrspace(3)* %1568
	%1570 = add i32 %1469, 8
	%1571 = sext i32 %1570 to i64
	%1572 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1571
	%1573 = load i32, i32 addrspace(3)* %1572
	%1574 = add i32 %1469, 9
	%1575 = sext i32 %1574 to i64
	%1576 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1575
	%1577 = load i32, i32 addrspace(3)* %1576
	%1578 = mul i32 %37, 64
	%1579 = mul i32 %38, 8
	%1580 = add i32 %1578, %1579
	%1581 = add i32 %1580, 0
	%1582 = add i32 %1565, %1581
	%1583 = sext i32 %1582 to i64
	%1584 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1583
	%1585 = bitcast i16 addrspace(1)* %1584 to <4 x i32> addrspace(1)*
	%1586 = load <4 x i32>, <4 x i32> addrspace(1)* %1585, align 16, !invariant.load !0
	%1587 = add i32 %1580, 0
	%1588 = add i32 %1569, %1587
	%1589 = sext i32 %1588 to i64
	%1590 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1589
	%1591 = bitcast i16 addrspace(1)* %1590 to <4 x i32> addrspace(1)*
	%1592 = load <4 x i32>, <4 x i32> addrspace(1)* %1591, align 16, !invariant.load !0
	%1593 = add i32 %1580, 0
	%1594 = add i32 %1573, %1593
	%1595 = sext i32 %1594 to i64
	%1596 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1595
	%1597 = bitcast i16 addrspace(1)* %1596 to <4 x i32> addrspace(1)*
	%1598 = load <4 x i32>, <4 x i32> addrspace(1)* %1597, align 16, !invariant.load !0
	%1599 = add i32 %1580, 0
	%1600 = add i32 %1577, %1599
	%1601 = sext i32 %1600 to i64
	%1602 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1601
	%1603 = bitcast i16 addrspace(1)* %1602 to <4 x i32> addrspace(1)*
	%1604 = load <4 x i32>, <4 x i32> addrspace(1)* %1603, align 16, !invariant.load !0
	%1605 = extractelement <4 x i32> %1586, i32 0
	%1606 = extractelement <4 x i32> %1592, i32 0
	%1607 = extractelement <4 x i32> %1598, i32 0
	%1608 = extractelement <4 x i32> %1604, i32 0
	%1609 = and i32 %1605, u0xFFFF
	%1610 = shl i32 %1606, 16
	%1611 = or i32 %1609, %1610
	%1612 = and i32 %1607, u0xFFFF
	%1613 = shl i32 %1608, 16
	%1614 = or i32 %1612, %1613
	%1615 = lshr i32 %1605, 16
	%1616 = and i32 %1606, -65536
	%1617 = or i32 %1615, %1616
	%1618 = lshr i32 %1607, 16
	%1619 = and i32 %1608, -65536
	%1620 = or i32 %1618, %1619
	%1621 = load float, float* %2
	%1622 = load float, float* %3
	%1623 = load float, float* %4
	%1624 = load float, float* %5
	%1625 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1611, i32 %1614, float %1621, float %1622, float %1623, float %1624)
	%1626 = extractvalue { float, float, float, float } %1625, 0
	%1627 = bitcast float %1626 to i32
	%1628 = insertelement <4 x i32> zeroinitializer, i32 %1627, i32 0
	%1629 = extractvalue { float, float, float, float } %1625, 1
	%1630 = bitcast float %1629 to i32
	%1631 = insertelement <4 x i32> %1628, i32 %1630, i32 1
	%1632 = extractvalue { float, float, float, float } %1625, 2
	%1633 = bitcast float %1632 to i32
	%1634 = insertelement <4 x i32> %1631, i32 %1633, i32 2
	%1635 = extractvalue { float, float, float, float } %1625, 3
	%1636 = bitcast float %1635 to i32
	%1637 = insertelement <4 x i32> %1634, i32 %1636, i32 3
	%1638 = extractelement <4 x i32> %1637, i32 0
	%1639 = bitcast i32 %1638 to float
	store float %1639, float* %2
	%1640 = extractelement <4 x i32> %1637, i32 1
	%1641 = bitcast i32 %1640 to float
	store float %1641, float* %3
	%1642 = extractelement <4 x i32> %1637, i32 2
	%1643 = bitcast i32 %1642 to float
	store float %1643, float* %4
	%1644 = extractelement <4 x i32> %1637, i32 3
	%1645 = bitcast i32 %1644 to float
	store float %1645, float* %5
	%1646 = load float, float* %6
	%1647 = load float, float* %7
	%1648 = load float, float* %8
	%1649 = load float, float* %9
	%1650 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1617, i32 %1620, float %1646, float %1647, float %1648, float %1649)
	%1651 = extractvalue { float, float, float, float } %1650, 0
	%1652 = bitcast float %1651 to i32
	%1653 = insertelement <4 x i32> zeroinitializer, i32 %1652, i32 0
	%1654 = extractvalue { float, float, float, float } %1650, 1
	%1655 = bitcast float %1654 to i32
	%1656 = insertelement <4 x i32> %1653, i32 %1655, i32 1
	%1657 = extractvalue { float, float, float, float } %1650, 2
	%1658 = bitcast float %1657 to i32
	%1659 = insertelement <4 x i32> %1656, i32 %1658, i32 2
	%1660 = extractvalue { float, float, float, float } %1650, 3
	%1661 = bitcast float %1660 to i32
	%1662 = insertelement <4 x i32> %1659, i32 %1661, i32 3
	%1663 = extractelement <4 x i32> %1662, i32 0
	%1664 = bitcast i32 %1663 to float
	store float %1664, float* %6
	%1665 = extractelement <4 x i32> %1662, i32 1
	%1666 = bitcast i32 %1665 to float
	store float %1666, float* %7
	%1667 = extractelement <4 x i32> %1662, i32 2
	%1668 = bitcast i32 %1667 to float
	store float %1668, float* %8
	%1669 = extractelement <4 x i32> %1662, i32 3
	%1670 = bitcast i32 %1669 to float
	store float %1670, float* %9
	%1671 = extractelement <4 x i32> %1586, i32 1
	%1672 = extractelement <4 x i32> %1592, i32 1
	%1673 = extractelement <4 x i32> %1598, i32 1
	%1674 = extractelement <4 x i32> %1604, i32 1
	%1675 = and i32 %1671, u0xFFFF
	%1676 = shl i32 %1672, 16
	%1677 = or i32 %1675, %1676
	%1678 = and i32 %1673, u0xFFFF
	%1679 = shl i32 %1674, 16
	%1680 = or i32 %1678, %1679
	%1681 = lshr i32 %1671, 16
	%1682 = and i32 %1672, -65536
	%1683 = or i32 %1681, %1682
	%1684 = lshr i32 %1673, 16
	%1685 = and i32 %1674, -65536
	%1686 = or i32 %1684, %1685
	%1687 = load float, float* %10
	%1688 = load float, float* %11
	%1689 = load float, float* %12
	%1690 = load float, float* %13
	%1691 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1677, i32 %1680, float %1687, float %1688, float %1689, float %1690)
	%1692 = extractvalue { float, float, float, float } %1691, 0
	%1693 = bitcast float %1692 to i32
	%1694 = insertelement <4 x i32> zeroinitializer, i32 %1693, i32 0
	%1695 = extractvalue { float, float, float, float } %1691, 1
	%1696 = bitcast float %1695 to i32
	%1697 = insertelement <4 x i32> %1694, i32 %1696, i32 1
	%1698 = extractvalue { float, float, float, float } %1691, 2
	%1699 = bitcast float %1698 to i32
	%1700 = insertelement <4 x i32> %1697, i32 %1699, i32 2
	%1701 = extractvalue { float, float, float, float } %1691, 3
	%1702 = bitcast float %1701 to i32
	%1703 = insertelement <4 x i32> %1700, i32 %1702, i32 3
	%1704 = extractelement <4 x i32> %1703, i32 0
	%1705 = bitcast i32 %1704 to float
	store float %1705, float* %10
	%1706 = extractelement <4 x i32> %1703, i32 1
	%1707 = bitcast i32 %1706 to float
	store float %1707, float* %11
	%1708 = extractelement <4 x i32> %1703, i32 2
	%1709 = bitcast i32 %1708 to float
	store float %1709, float* %12
	%1710 = extractelement <4 x i32> %1703, i32 3
	%1711 = bitcast i32 %1710 to float
	store float %1711, float* %13
	%1712 = load float, float* %14
	%1713 = load float, float* %15
	%1714 = load float, float* %16
	%1715 = load float, float* %17
	%1716 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1683, i32 %1686, float %1712, float %1713, float %1714, float %1715)
	%1717 = extractvalue { float, float, float, float } %1716, 0
	%1718 = bitcast float %1717 to i32
	%1719 = insertelement <4 x i32> zeroinitializer, i32 %1718, i32 0
	%1720 = extractvalue { float, float, float, float } %1716, 1
	%1721 = bitcast float %1720 to i32
	%1722 = insertelement <4 x i32> %1719, i32 %1721, i32 1
	%1723 = extractvalue { float, float, float, float } %1716, 2
	%1724 = bitcast float %1723 to i32
	%1725 = insertelement <4 x i32> %1722, i32 %1724, i32 2
	%1726 = extractvalue { float, float, float, float } %1716, 3
	%1727 = bitcast float %1726 to i32
	%1728 = insertelement <4 x i32> %1725, i32 %1727, i32 3
	%1729 = extractelement <4 x i32> %1728, i32 0
	%1730 = bitcast i32 %1729 to float
	store float %1730, float* %14
	%1731 = extractelement <4 x i32> %1728, i32 1
	%1732 = bitcast i32 %1731 to float
	store float %1732, float* %15
	%1733 = extractelement <4 x i32> %1728, i32 2
	%1734 = bitcast i32 %1733 to float
	store float %1734, float* %16
	%1735 = extractelement <4 x i32> %1728, i32 3
	%1736 = bitcast i32 %1735 to float
	store float %1736, float* %17
	%1737 = extractelement <4 x i32> %1586, i32 2
	%1738 = extractelement <4 x i32> %1592, i32 2
	%1739 = extractelement <4 x i32> %1598, i32 2
	%1740 = extractelement <4 x i32> %1604, i32 2
	%1741 = and i32 %1737, u0xFFFF
	%1742 = shl i32 %1738, 16
	%1743 = or i32 %1741, %1742
	%1744 = and i32 %1739, u0xFFFF
	%1745 = shl i32 %1740, 16
	%1746 = or i32 %1744, %1745
	%1747 = lshr i32 %1737, 16
	%1748 = and i32 %1738, -65536
	%1749 = or i32 %1747, %1748
	%1750 = lshr i32 %1739, 16
	%1751 = and i32 %1740, -65536
	%1752 = or i32 %1750, %1751
	%1753 = load float, float* %18
	%1754 = load float, float* %19
	%1755 = load float, float* %20
	%1756 = load float, float* %21
	%1757 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1743, i32 %1746, float %1753, float %1754, float %1755, float %1756)
	%1758 = extractvalue { float, float, float, float } %1757, 0
	%1759 = bitcast float %1758 to i32
	%1760 = insertelement <4 x i32> zeroinitializer, i32 %1759, i32 0
	%1761 = extractvalue { float, float, float, float } %1757, 1
	%1762 = bitcast float %1761 to i32
	%1763 = insertelement <4 x i32> %1760, i32 %1762, i32 1
	%1764 = extractvalue { float, float, float, float } %1757, 2
	%1765 = bitcast float %1764 to i32
	%1766 = insertelement <4 x i32> %1763, i32 %1765, i32 2
	%1767 = extractvalue { float, float, float, float } %1757, 3
	%1768 = bitcast float %1767 to i32
	%1769 = insertelement <4 x i32> %1766, i32 %1768, i32 3
	%1770 = extractelement <4 x i32> %1769, i32 0
	%1771 = bitcast i32 %1770 to float
	store float %1771, float* %18
	%1772 = extractelement <4 x i32> %1769, i32 1
	%1773 = bitcast i32 %1772 to float
	store float %1773, float* %19
	%1774 = extractelement <4 x i32> %1769, i32 2
	%1775 = bitcast i32 %1774 to float
	store float %1775, float* %20
	%1776 = extractelement <4 x i32> %1769, i32 3
	%1777 = bitcast i32 %1776 to float
	store float %1777, float* %21
	%1778 = load float, float* %22
	%1779 = load float, float* %23
	%1780 = load float, float* %24
	%1781 = load float, float* %25
	%1782 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1749, i32 %1752, float %1778, float %1779, float %1780, float %1781)
	%1783 = extractvalue { float, float, float, float } %1782, 0
	%1784 = bitcast float %1783 to i32
	%1785 = insertelement <4 x i32> zeroinitializer, i32 %1784, i32 0
	%1786 = extractvalue { float, float, float, float } %1782, 1
	%1787 = bitcast float %1786 to i32
	%1788 = insertelement <4 x i32> %1785, i32 %1787, i32 1
	%1789 = extractvalue { float, float, float, float } %1782, 2
	%1790 = bitcast float %1789 to i32
	%1791 = insertelement <4 x i32> %1788, i32 %1790, i32 2
	%1792 = extractvalue { float, float, float, float } %1782, 3
	%1793 = bitcast float %1792 to i32
	%1794 = insertelement <4 x i32> %1791, i32 %1793, i32 3
	%1795 = extractelement <4 x i32> %1794, i32 0
	%1796 = bitcast i32 %1795 to float
	store float %1796, float* %22
	%1797 = extractelement <4 x i32> %1794, i32 1
	%1798 = bitcast i32 %1797 to float
	store float %1798, float* %23
	%1799 = extractelement <4 x i32> %1794, i32 2
	%1800 = bitcast i32 %1799 to float
	store float %1800, float* %24
	%1801 = extractelement <4 x i32> %1794, i32 3
	%1802 = bitcast i32 %1801 to float
	store float %1802, float* %25
	%1803 = extractelement <4 x i32> %1586, i32 3
	%1804 = extractelement <4 x i32> %1592, i32 3
	%1805 = extractelement <4 x i32> %1598, i32 3
	%1806 = extractelement <4 x i32> %1604, i32 3
	%1807 = and i32 %1803, u0xFFFF
	%1808 = shl i32 %1804, 16
	%1809 = or i32 %1807, %1808
	%1810 = and i32 %1805, u0xFFFF
	%1811 = shl i32 %1806, 16
	%1812 = or i32 %1810, %1811
	%1813 = lshr i32 %1803, 16
	%1814 = and i32 %1804, -65536
	%1815 = or i32 %1813, %1814
	%1816 = lshr i32 %1805, 16
	%1817 = and i32 %1806, -65536
	%1818 = or i32 %1816, %1817
	%1819 = load float, float* %26
	%1820 = load float, float* %27
	%1821 = load float, float* %28
	%1822 = load float, float* %29
	%1823 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1809, i32 %1812, float %1819, float %1820, float %1821, float %1822)
	%1824 = extractvalue { float, float, float, float } %1823, 0
	%1825 = bitcast float %1824 to i32
	%1826 = insertelement <4 x i32> zeroinitializer, i32 %1825, i32 0
	%1827 = extractvalue { float, float, float, float } %1823, 1
	%1828 = bitcast float %1827 to i32
	%1829 = insertelement <4 x i32> %1826, i32 %1828, i32 1
	%1830 = extractvalue { float, float, float, float } %1823, 2
	%1831 = bitcast float %1830 to i32
	%1832 = insertelement <4 x i32> %1829, i32 %1831, i32 2
	%1833 = extractvalue { float, float, float, float } %1823, 3
	%1834 = bitcast float %1833 to i32
	%1835 = insertelement <4 x i32> %1832, i32 %1834, i32 3
	%1836 = extractelement <4 x i32> %1835, i32 0
	%1837 = bitcast i32 %1836 to float
	store float %1837, float* %26
	%1838 = extractelement <4 x i32> %1835, i32 1
	%1839 = bitcast i32 %1838 to float
	store float %1839, float* %27
	%1840 = extractelement <4 x i32> %1835, i32 2
	%1841 = bitcast i32 %1840 to float
	store float %1841, float* %28
	%1842 = extractelement <4 x i32> %1835, i32 3
	%1843 = bitcast i32 %1842 to float
	store float %1843, float* %29
	%1844 = load float, float* %30
	%1845 = load float, float* %31
	%1846 = load float, float* %32
	%1847 = load float, float* %33
	%1848 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1492, i32 %1515, i32 %1538, i32 %1561, i32 %1815, i32 %1818, float %1844, float %1845, float %1846, float %1847)
	%1849 = extractvalue { float, float, float, float } %1848, 0
	%1850 = bitcast float %1849 to i32
	%1851 = insertelement <4 x i32> zeroinitializer, i32 %1850, i32 0
	%1852 = extractvalue { float, float, float, float } %1848, 1
	%1853 = bitcast float %1852 to i32
	%1854 = insertelement <4 x i32> %1851, i32 %1853, i32 1
	%1855 = extractvalue { float, float, float, float } %1848, 2
	%1856 = bitcast float %1855 to i32
	%1857 = insertelement <4 x i32> %1854, i32 %1856, i32 2
	%1858 = extractvalue { float, float, float, float } %1848, 3
	%1859 = bitcast float %1858 to i32
	%1860 = insertelement <4 x i32> %1857, i32 %1859, i32 3
	%1861 = extractelement <4 x i32> %1860, i32 0
	%1862 = bitcast i32 %1861 to float
	store float %1862, float* %30
	%1863 = extractelement <4 x i32> %1860, i32 1
	%1864 = bitcast i32 %1863 to float
	store float %1864, float* %31
	%1865 = extractelement <4 x i32> %1860, i32 2
	%1866 = bitcast i32 %1865 to float
	store float %1866, float* %32
	%1867 = extractelement <4 x i32> %1860, i32 3
	%1868 = bitcast i32 %1867 to float
	store float %1868, float* %33
	%1869 = add i32 %1469, 16
	%1870 = add i32 %1466, %1869
	%1871 = sext i32 %1870 to i64
	%1872 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1871
	%1873 = load float, float addrspace(3)* %1872
	%1874 = add i32 %1870, 1
	%1875 = sext i32 %1874 to i64
	%1876 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1875
	%1877 = load float, float addrspace(3)* %1876
	%1878 = bitcast float %1873 to i32
	%1879 = lshr i32 %1878, 16
	%1880 = and i32 %1879, 1
	%1881 = add i32 %1878, u0x7FFF
	%1882 = add i32 %1881, %1880
	%1883 = lshr i32 %1882, 16
	%1884 = bitcast float %1877 to i32
	%1885 = lshr i32 %1884, 16
	%1886 = and i32 %1885, 1
	%1887 = add i32 %1884, u0x7FFF
	%1888 = add i32 %1887, %1886
	%1889 = lshr i32 %1888, 16
	%1890 = shl i32 %1889, 16
	%1891 = or i32 %1883, %1890
	%1892 = add i32 %1469, 16
	%1893 = add i32 %1468, %1892
	%1894 = sext i32 %1893 to i64
	%1895 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1894
	%1896 = load float, float addrspace(3)* %1895
	%1897 = add i32 %1893, 1
	%1898 = sext i32 %1897 to i64
	%1899 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1898
	%1900 = load float, float addrspace(3)* %1899
	%1901 = bitcast float %1896 to i32
	%1902 = lshr i32 %1901, 16
	%1903 = and i32 %1902, 1
	%1904 = add i32 %1901, u0x7FFF
	%1905 = add i32 %1904, %1903
	%1906 = lshr i32 %1905, 16
	%1907 = bitcast float %1900 to i32
	%1908 = lshr i32 %1907, 16
	%1909 = and i32 %1908, 1
	%1910 = add i32 %1907, u0x7FFF
	%1911 = add i32 %1910, %1909
	%1912 = lshr i32 %1911, 16
	%1913 = shl i32 %1912, 16
	%1914 = or i32 %1906, %1913
	%1915 = add i32 %1469, 24
	%1916 = add i32 %1466, %1915
	%1917 = sext i32 %1916 to i64
	%1918 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1917
	%1919 = load float, float addrspace(3)* %1918
	%1920 = add i32 %1916, 1
	%1921 = sext i32 %1920 to i64
	%1922 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1921
	%1923 = load float, float addrspace(3)* %1922
	%1924 = bitcast float %1919 to i32
	%1925 = lshr i32 %1924, 16
	%1926 = and i32 %1925, 1
	%1927 = add i32 %1924, u0x7FFF
	%1928 = add i32 %1927, %1926
	%1929 = lshr i32 %1928, 16
	%1930 = bitcast float %1923 to i32
	%1931 = lshr i32 %1930, 16
	%1932 = and i32 %1931, 1
	%1933 = add i32 %1930, u0x7FFF
	%1934 = add i32 %1933, %1932
	%1935 = lshr i32 %1934, 16
	%1936 = shl i32 %1935, 16
	%1937 = or i32 %1929, %1936
	%1938 = add i32 %1469, 24
	%1939 = add i32 %1468, %1938
	%1940 = sext i32 %1939 to i64
	%1941 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1940
	%1942 = load float, float addrspace(3)* %1941
	%1943 = add i32 %1939, 1
	%1944 = sext i32 %1943 to i64
	%1945 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1944
	%1946 = load float, float addrspace(3)* %1945
	%1947 = bitcast float %1942 to i32
	%1948 = lshr i32 %1947, 16
	%1949 = and i32 %1948, 1
	%1950 = add i32 %1947, u0x7FFF
	%1951 = add i32 %1950, %1949
	%1952 = lshr i32 %1951, 16
	%1953 = bitcast float %1946 to i32
	%1954 = lshr i32 %1953, 16
	%1955 = and i32 %1954, 1
	%1956 = add i32 %1953, u0x7FFF
	%1957 = add i32 %1956, %1955
	%1958 = lshr i32 %1957, 16
	%1959 = shl i32 %1958, 16
	%1960 = or i32 %1952, %1959
	%1961 = add i32 %1469, 16
	%1962 = sext i32 %1961 to i64
	%1963 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1962
	%1964 = load i32, i32 addrspace(3)* %1963
	%1965 = add i32 %1469, 17
	%1966 = sext i32 %1965 to i64
	%1967 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1966
	%1968 = load i32, i32 addrspace(3)* %1967
	%1969 = add i32 %1469, 24
	%1970 = sext i32 %1969 to i64
	%1971 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1970
	%1972 = load i32, i32 addrspace(3)* %1971
	%1973 = add i32 %1469, 25
	%1974 = sext i32 %1973 to i64
	%1975 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1974
	%1976 = load i32, i32 addrspace(3)* %1975
	%1977 = mul i32 %37, 64
	%1978 = mul i32 %38, 8
	%1979 = add i32 %1977, %1978
	%1980 = add i32 %1979, 0
	%1981 = add i32 %1964, %1980
	%1982 = sext i32 %1981 to i64
	%1983 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1982
	%1984 = bitcast i16 addrspace(1)* %1983 to <4 x i32> addrspace(1)*
	%1985 = load <4 x i32>, <4 x i32> addrspace(1)* %1984, align 16, !invariant.load !0
	%1986 = add i32 %1979, 0
	%1987 = add i32 %1968, %1986
	%1988 = sext i32 %1987 to i64
	%1989 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1988
	%1990 = bitcast i16 addrspace(1)* %1989 to <4 x i32> addrspace(1)*
	%1991 = load <4 x i32>, <4 x i32> addrspace(1)* %1990, align 16, !invariant.load !0
	%1992 = add i32 %1979, 0
	%1993 = add i32 %1972, %1992
	%1994 = sext i32 %1993 to i64
	%1995 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1994
	%1996 = bitcast i16 addrspace(1)* %1995 to <4 x i32> addrspace(1)*
	%1997 = load <4 x i32>, <4 x i32> addrspace(1)* %1996, align 16, !invariant.load !0
	%1998 = add i32 %1979, 0
	%1999 = add i32 %1976, %1998
	%2000 = sext i32 %1999 to i64
	%2001 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2000
	%2002 = bitcast i16 addrspace(1)* %2001 to <4 x i32> addrspace(1)*
	%2003 = load <4 x i32>, <4 x i32> addrspace(1)* %2002, align 16, !invariant.load !0
	%2004 = extractelement <4 x i32> %1985, i32 0
	%2005 = extractelement <4 x i32> %1991, i32 0
	%2006 = extractelement <4 x i32> %1997, i32 0
	%2007 = extractelement <4 x i32> %2003, i32 0
	%2008 = and i32 %2004, u0xFFFF
	%2009 = shl i32 %2005, 16
	%2010 = or i32 %2008, %2009
	%2011 = and i32 %2006, u0xFFFF
	%2012 = shl i32 %2007, 16
	%2013 = or i32 %2011, %2012
	%2014 = lshr i32 %2004, 16
	%2015 = and i32 %2005, -65536
	%2016 = or i32 %2014, %2015
	%2017 = lshr i32 %2006, 16
	%2018 = and i32 %2007, -65536
	%2019 = or i32 %2017, %2018
	%2020 = load float, float* %2
	%2021 = load float, float* %3
	%2022 = load float, float* %4
	%2023 = load float, float* %5
	%2024 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2010, i32 %2013, float %2020, float %2021, float %2022, float %2023)
	%2025 = extractvalue { float, float, float, float } %2024, 0
	%2026 = bitcast float %2025 to i32
	%2027 = insertelement <4 x i32> zeroinitializer, i32 %2026, i32 0
	%2028 = extractvalue { float, float, float, float } %2024, 1
	%2029 = bitcast float %2028 to i32
	%2030 = insertelement <4 x i32> %2027, i32 %2029, i32 1
	%2031 = extractvalue { float, float, float, float } %2024, 2
	%2032 = bitcast float %2031 to i32
	%2033 = insertelement <4 x i32> %2030, i32 %2032, i32 2
	%2034 = extractvalue { float, float, float, float } %2024, 3
	%2035 = bitcast float %2034 to i32
	%2036 = insertelement <4 x i32> %2033, i32 %2035, i32 3
	%2037 = extractelement <4 x i32> %2036, i32 0
	%2038 = bitcast i32 %2037 to float
	store float %2038, float* %2
	%2039 = extractelement <4 x i32> %2036, i32 1
	%2040 = bitcast i32 %2039 to float
	store float %2040, float* %3
	%2041 = extractelement <4 x i32> %2036, i32 2
	%2042 = bitcast i32 %2041 to float
	store float %2042, float* %4
	%2043 = extractelement <4 x i32> %2036, i32 3
	%2044 = bitcast i32 %2043 to float
	store float %2044, float* %5
	%2045 = load float, float* %6
	%2046 = load float, float* %7
	%2047 = load float, float* %8
	%2048 = load float, float* %9
	%2049 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2016, i32 %2019, float %2045, float %2046, float %2047, float %2048)
	%2050 = extractvalue { float, float, float, float } %2049, 0
	%2051 = bitcast float %2050 to i32
	%2052 = insertelement <4 x i32> zeroinitializer, i32 %2051, i32 0
	%2053 = extractvalue { float, float, float, float } %2049, 1
	%2054 = bitcast float %2053 to i32
	%2055 = insertelement <4 x i32> %2052, i32 %2054, i32 1
	%2056 = extractvalue { float, float, float, float } %2049, 2
	%2057 = bitcast float %2056 to i32
	%2058 = insertelement <4 x i32> %2055, i32 %2057, i32 2
	%2059 = extractvalue { float, float, float, float } %2049, 3
	%2060 = bitcast float %2059 to i32
	%2061 = insertelement <4 x i32> %2058, i32 %2060, i32 3
	%2062 = extractelement <4 x i32> %2061, i32 0
	%2063 = bitcast i32 %2062 to float
	store float %2063, float* %6
	%2064 = extractelement <4 x i32> %2061, i32 1
	%2065 = bitcast i32 %2064 to float
	store float %2065, float* %7
	%2066 = extractelement <4 x i32> %2061, i32 2
	%2067 = bitcast i32 %2066 to float
	store float %2067, float* %8
	%2068 = extractelement <4 x i32> %2061, i32 3
	%2069 = bitcast i32 %2068 to float
	store float %2069, float* %9
	%2070 = extractelement <4 x i32> %1985, i32 1
	%2071 = extractelement <4 x i32> %1991, i32 1
	%2072 = extractelement <4 x i32> %1997, i32 1
	%2073 = extractelement <4 x i32> %2003, i32 1
	%2074 = and i32 %2070, u0xFFFF
	%2075 = shl i32 %2071, 16
	%2076 = or i32 %2074, %2075
	%2077 = and i32 %2072, u0xFFFF
	%2078 = shl i32 %2073, 16
	%2079 = or i32 %2077, %2078
	%2080 = lshr i32 %2070, 16
	%2081 = and i32 %2071, -65536
	%2082 = or i32 %2080, %2081
	%2083 = lshr i32 %2072, 16
	%2084 = and i32 %2073, -65536
	%2085 = or i32 %2083, %2084
	%2086 = load float, float* %10
	%2087 = load float, float* %11
	%2088 = load float, float* %12
	%2089 = load float, float* %13
	%2090 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2076, i32 %2079, float %2086, float %2087, float %2088, float %2089)
	%2091 = extractvalue { float, float, float, float } %2090, 0
	%2092 = bitcast float %2091 to i32
	%2093 = insertelement <4 x i32> zeroinitializer, i32 %2092, i32 0
	%2094 = extractvalue { float, float, float, float } %2090, 1
	%2095 = bitcast float %2094 to i32
	%2096 = insertelement <4 x i32> %2093, i32 %2095, i32 1
	%2097 = extractvalue { float, float, float, float } %2090, 2
	%2098 = bitcast float %2097 to i32
	%2099 = insertelement <4 x i32> %2096, i32 %2098, i32 2
	%2100 = extractvalue { float, float, float, float } %2090, 3
	%2101 = bitcast float %2100 to i32
	%2102 = insertelement <4 x i32> %2099, i32 %2101, i32 3
	%2103 = extractelement <4 x i32> %2102, i32 0
	%2104 = bitcast i32 %2103 to float
	store float %2104, float* %10
	%2105 = extractelement <4 x i32> %2102, i32 1
	%2106 = bitcast i32 %2105 to float
	store float %2106, float* %11
	%2107 = extractelement <4 x i32> %2102, i32 2
	%2108 = bitcast i32 %2107 to float
	store float %2108, float* %12
	%2109 = extractelement <4 x i32> %2102, i32 3
	%2110 = bitcast i32 %2109 to float
	store float %2110, float* %13
	%2111 = load float, float* %14
	%2112 = load float, float* %15
	%2113 = load float, float* %16
	%2114 = load float, float* %17
	%2115 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2082, i32 %2085, float %2111, float %2112, float %2113, float %2114)
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
	store float %2129, float* %14
	%2130 = extractelement <4 x i32> %2127, i32 1
	%2131 = bitcast i32 %2130 to float
	store float %2131, float* %15
	%2132 = extractelement <4 x i32> %2127, i32 2
	%2133 = bitcast i32 %2132 to float
	store float %2133, float* %16
	%2134 = extractelement <4 x i32> %2127, i32 3
	%2135 = bitcast i32 %2134 to float
	store float %2135, float* %17
	%2136 = extractelement <4 x i32> %1985, i32 2
	%2137 = extractelement <4 x i32> %1991, i32 2
	%2138 = extractelement <4 x i32> %1997, i32 2
	%2139 = extractelement <4 x i32> %2003, i32 2
	%2140 = and i32 %2136, u0xFFFF
	%2141 = shl i32 %2137, 16
	%2142 = or i32 %2140, %2141
	%2143 = and i32 %2138, u0xFFFF
	%2144 = shl i32 %2139, 16
	%2145 = or i32 %2143, %2144
	%2146 = lshr i32 %2136, 16
	%2147 = and i32 %2137, -65536
	%2148 = or i32 %2146, %2147
	%2149 = lshr i32 %2138, 16
	%2150 = and i32 %2139, -65536
	%2151 = or i32 %2149, %2150
	%2152 = load float, float* %18
	%2153 = load float, float* %19
	%2154 = load float, float* %20
	%2155 = load float, float* %21
	%2156 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2142, i32 %2145, float %2152, float %2153, float %2154, float %2155)
	%2157 = extractvalue { float, float, float, float } %2156, 0
	%2158 = bitcast float %2157 to i32
	%2159 = insertelement <4 x i32> zeroinitializer, i32 %2158, i32 0
	%2160 = extractvalue { float, float, float, float } %2156, 1
	%2161 = bitcast float %2160 to i32
	%2162 = insertelement <4 x i32> %2159, i32 %2161, i32 1
	%2163 = extractvalue { float, float, float, float } %2156, 2
	%2164 = bitcast float %2163 to i32
	%2165 = insertelement <4 x i32> %2162, i32 %2164, i32 2
	%2166 = extractvalue { float, float, float, float } %2156, 3
	%2167 = bitcast float %2166 to i32
	%2168 = insertelement <4 x i32> %2165, i32 %2167, i32 3
	%2169 = extractelement <4 x i32> %2168, i32 0
	%2170 = bitcast i32 %2169 to float
	store float %2170, float* %18
	%2171 = extractelement <4 x i32> %2168, i32 1
	%2172 = bitcast i32 %2171 to float
	store float %2172, float* %19
	%2173 = extractelement <4 x i32> %2168, i32 2
	%2174 = bitcast i32 %2173 to float
	store float %2174, float* %20
	%2175 = extractelement <4 x i32> %2168, i32 3
	%2176 = bitcast i32 %2175 to float
	store float %2176, float* %21
	%2177 = load float, float* %22
	%2178 = load float, float* %23
	%2179 = load float, float* %24
	%2180 = load float, float* %25
	%2181 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2148, i32 %2151, float %2177, float %2178, float %2179, float %2180)
	%2182 = extractvalue { float, float, float, float } %2181, 0
	%2183 = bitcast float %2182 to i32
	%2184 = insertelement <4 x i32> zeroinitializer, i32 %2183, i32 0
	%2185 = extractvalue { float, float, float, float } %2181, 1
	%2186 = bitcast float %2185 to i32
	%2187 = insertelement <4 x i32> %2184, i32 %2186, i32 1
	%2188 = extractvalue { float, float, float, float } %2181, 2
	%2189 = bitcast float %2188 to i32
	%2190 = insertelement <4 x i32> %2187, i32 %2189, i32 2
	%2191 = extractvalue { float, float, float, float } %2181, 3
	%2192 = bitcast float %2191 to i32
	%2193 = insertelement <4 x i32> %2190, i32 %2192, i32 3
	%2194 = extractelement <4 x i32> %2193, i32 0
	%2195 = bitcast i32 %2194 to float
	store float %2195, float* %22
	%2196 = extractelement <4 x i32> %2193, i32 1
	%2197 = bitcast i32 %2196 to float
	store float %2197, float* %23
	%2198 = extractelement <4 x i32> %2193, i32 2
	%2199 = bitcast i32 %2198 to float
	store float %2199, float* %24
	%2200 = extractelement <4 x i32> %2193, i32 3
	%2201 = bitcast i32 %2200 to float
	store float %2201, float* %25
	%2202 = extractelement <4 x i32> %1985, i32 3
	%2203 = extractelement <4 x i32> %1991, i32 3
	%2204 = extractelement <4 x i32> %1997, i32 3
	%2205 = extractelement <4 x i32> %2003, i32 3
	%2206 = and i32 %2202, u0xFFFF
	%2207 = shl i32 %2203, 16
	%2208 = or i32 %2206, %2207
	%2209 = and i32 %2204, u0xFFFF
	%2210 = shl i32 %2205, 16
	%2211 = or i32 %2209, %2210
	%2212 = lshr i32 %2202, 16
	%2213 = and i32 %2203, -65536
	%2214 = or i32 %2212, %2213
	%2215 = lshr i32 %2204, 16
	%2216 = and i32 %2205, -65536
	%2217 = or i32 %2215, %2216
	%2218 = load float, float* %26
	%2219 = load float, float* %27
	%2220 = load float, float* %28
	%2221 = load float, float* %29
	%2222 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2208, i32 %2211, float %2218, float %2219, float %2220, float %2221)
	%2223 = extractvalue { float, float, float, float } %2222, 0
	%2224 = bitcast float %2223 to i32
	%2225 = insertelement <4 x i32> zeroinitializer, i32 %2224, i32 0
	%2226 = extractvalue { float, float, float, float } %2222, 1
	%2227 = bitcast float %2226 to i32
	%2228 = insertelement <4 x i32> %2225, i32 %2227, i32 1
	%2229 = extractvalue { float, float, float, float } %2222, 2
	%2230 = bitcast float %2229 to i32
	%2231 = insertelement <4 x i32> %2228, i32 %2230, i32 2
	%2232 = extractvalue { float, float, float, float } %2222, 3
	%2233 = bitcast float %2232 to i32
	%2234 = insertelement <4 x i32> %2231, i32 %2233, i32 3
	%2235 = extractelement <4 x i32> %2234, i32 0
	%2236 = bitcast i32 %2235 to float
	store float %2236, float* %26
	%2237 = extractelement <4 x i32> %2234, i32 1
	%2238 = bitcast i32 %2237 to float
	store float %2238, float* %27
	%2239 = extractelement <4 x i32> %2234, i32 2
	%2240 = bitcast i32 %2239 to float
	store float %2240, float* %28
	%2241 = extractelement <4 x i32> %2234, i32 3
	%2242 = bitcast i32 %2241 to float
	store float %2242, float* %29
	%2243 = load float, float* %30
	%2244 = load float, float* %31
	%2245 = load float, float* %32
	%2246 = load float, float* %33
	%2247 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1891, i32 %1914, i32 %1937, i32 %1960, i32 %2214, i32 %2217, float %2243, float %2244, float %2245, float %2246)
	%2248 = extractvalue { float, float, float, float } %2247, 0
	%2249 = bitcast float %2248 to i32
	%2250 = insertelement <4 x i32> zeroinitializer, i32 %2249, i32 0
	%2251 = extractvalue { float, float, float, float } %2247, 1
	%2252 = bitcast float %2251 to i32
	%2253 = insertelement <4 x i32> %2250, i32 %2252, i32 1
	%2254 = extractvalue { float, float, float, float } %2247, 2
	%2255 = bitcast float %2254 to i32
	%2256 = insertelement <4 x i32> %2253, i32 %2255, i32 2
	%2257 = extractvalue { float, float, float, float } %2247, 3
	%2258 = bitcast float %2257 to i32
	%2259 = insertelement <4 x i32> %2256, i32 %2258, i32 3
	%2260 = extractelement <4 x i32> %2259, i32 0
	%2261 = bitcast i32 %2260 to float
	store float %2261, float* %30
	%2262 = extractelement <4 x i32> %2259, i32 1
	%2263 = bitcast i32 %2262 to float
	store float %2263, float* %31
	%2264 = extractelement <4 x i32> %2259, i32 2
	%2265 = bitcast i32 %2264 to float
	store float %2265, float* %32
	%2266 = extractelement <4 x i32> %2259, i32 3
	%2267 = bitcast i32 %2266 to float
	store float %2267, float* %33
	call void @llvm.nvvm.barrier0()
	%2268 = add i32 %127, 32
	br label %loop11

then19:
	%2269 = sext i32 %1254 to i64
	%2270 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2269
	store float %1281, float addrspace(3)* %2270
	%2271 = sext i32 %1254 to i64
	%2272 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2271
	%2273 = load float, float addrspace(3)* %2272
	%2274 = call float @llvm.fma.f32(float %2273, float %1393, float %1343)
	%2275 = sext i32 %1254 to i64
	%2276 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2275
	store float %2274, float addrspace(3)* %2276
	%2277 = sext i32 %1254 to i64
	%2278 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %2277
	store float %1393, float addrspace(3)* %2278
	br label %join20

join20:
	%2279 = add i32 %1254, 4
	br label %loop16

then21:
	%2280 = mul i32 %34, 258
	%2281 = add i32 %147, %2280
	%2282 = add i32 %2281, 256
	%2283 = sext i32 %34 to i64
	%2284 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2283
	%2285 = load float, float addrspace(3)* %2284
	%2286 = sext i32 %2282 to i64
	%2287 = getelementptr float, float addrspace(1)* %part, i64 %2286
	store float %2285, float addrspace(1)* %2287
	%2288 = add i32 %2281, 257
	%2289 = sext i32 %34 to i64
	%2290 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2289
	%2291 = load float, float addrspace(3)* %2290
	%2292 = sext i32 %2288 to i64
	%2293 = getelementptr float, float addrspace(1)* %part, i64 %2292
	store float %2291, float addrspace(1)* %2293
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
