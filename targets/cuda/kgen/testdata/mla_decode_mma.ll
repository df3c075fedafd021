target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48 = internal addrspace(3) global [2320 x i32] undef, align 8
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49 = internal addrspace(3) global [640 x float] undef, align 8
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
	%102 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %101
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
	%121 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %120
	store float 0xFFF0000000000000, float addrspace(3)* %121
	%122 = sext i32 %34 to i64
	%123 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %122
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
	%127 = phi i32 [ %58, %join10 ], [ %2438, %done18 ]
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
	%568 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %567
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
	%620 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %619
	%621 = load i32, i32 addrspace(3)* %620
	%622 = add i32 %126, %617
	%623 = sext i32 %622 to i64
	%624 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %623
	%625 = load i32, i32 addrspace(3)* %624
	%626 = add i32 %617, 1
	%627 = add i32 %124, %626
	%628 = sext i32 %627 to i64
	%629 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %628
	%630 = load i32, i32 addrspace(3)* %629
	%631 = add i32 %617, 1
	%632 = add i32 %126, %631
	%633 = sext i32 %632 to i64
	%634 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %633
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
	%662 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %661
	%663 = load i32, i32 addrspace(3)* %662
	%664 = add i32 %126, %659
	%665 = sext i32 %664 to i64
	%666 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %665
	%667 = load i32, i32 addrspace(3)* %666
	%668 = add i32 %659, 1
	%669 = add i32 %124, %668
	%670 = sext i32 %669 to i64
	%671 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %670
	%672 = load i32, i32 addrspace(3)* %671
	%673 = add i32 %659, 1
	%674 = add i32 %126, %673
	%675 = sext i32 %674 to i64
	%676 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %675
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
	%704 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %703
	%705 = load i32, i32 addrspace(3)* %704
	%706 = add i32 %126, %701
	%707 = sext i32 %706 to i64
	%708 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %707
	%709 = load i32, i32 addrspace(3)* %708
	%710 = add i32 %701, 1
	%711 = add i32 %124, %710
	%712 = sext i32 %711 to i64
	%713 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %712
	%714 = load i32, i32 addrspace(3)* %713
	%715 = add i32 %701, 1
	%716 = add i32 %126, %715
	%717 = sext i32 %716 to i64
	%718 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %717
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
	%746 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %745
	%747 = load i32, i32 addrspace(3)* %746
	%748 = add i32 %126, %743
	%749 = sext i32 %748 to i64
	%750 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %749
	%751 = load i32, i32 addrspace(3)* %750
	%752 = add i32 %743, 1
	%753 = add i32 %124, %752
	%754 = sext i32 %753 to i64
	%755 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %754
	%756 = load i32, i32 addrspace(3)* %755
	%757 = add i32 %743, 1
	%758 = add i32 %126, %757
	%759 = sext i32 %758 to i64
	%760 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %759
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
	%788 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %787
	%789 = load i32, i32 addrspace(3)* %788
	%790 = add i32 %126, %785
	%791 = sext i32 %790 to i64
	%792 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %791
	%793 = load i32, i32 addrspace(3)* %792
	%794 = add i32 %785, 1
	%795 = add i32 %124, %794
	%796 = sext i32 %795 to i64
	%797 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %796
	%798 = load i32, i32 addrspace(3)* %797
	%799 = add i32 %785, 1
	%800 = add i32 %126, %799
	%801 = sext i32 %800 to i64
	%802 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %801
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
	%830 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %829
	%831 = load i32, i32 addrspace(3)* %830
	%832 = add i32 %126, %827
	%833 = sext i32 %832 to i64
	%834 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %833
	%835 = load i32, i32 addrspace(3)* %834
	%836 = add i32 %827, 1
	%837 = add i32 %124, %836
	%838 = sext i32 %837 to i64
	%839 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %838
	%840 = load i32, i32 addrspace(3)* %839
	%841 = add i32 %827, 1
	%842 = add i32 %126, %841
	%843 = sext i32 %842 to i64
	%844 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %843
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
	%872 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %871
	%873 = load i32, i32 addrspace(3)* %872
	%874 = add i32 %126, %869
	%875 = sext i32 %874 to i64
	%876 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %875
	%877 = load i32, i32 addrspace(3)* %876
	%878 = add i32 %869, 1
	%879 = add i32 %124, %878
	%880 = sext i32 %879 to i64
	%881 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %880
	%882 = load i32, i32 addrspace(3)* %881
	%883 = add i32 %869, 1
	%884 = add i32 %126, %883
	%885 = sext i32 %884 to i64
	%886 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %885
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
	%914 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %913
	%915 = load i32, i32 addrspace(3)* %914
	%916 = add i32 %126, %911
	%917 = sext i32 %916 to i64
	%918 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %917
	%919 = load i32, i32 addrspace(3)* %918
	%920 = add i32 %911, 1
	%921 = add i32 %124, %920
	%922 = sext i32 %921 to i64
	%923 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %922
	%924 = load i32, i32 addrspace(3)* %923
	%925 = add i32 %911, 1
	%926 = add i32 %126, %925
	%927 = sext i32 %926 to i64
	%928 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %927
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
	%956 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %955
	%957 = load i32, i32 addrspace(3)* %956
	%958 = add i32 %126, %953
	%959 = sext i32 %958 to i64
	%960 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %959
	%961 = load i32, i32 addrspace(3)* %960
	%962 = add i32 %953, 1
	%963 = add i32 %124, %962
	%964 = sext i32 %963 to i64
	%965 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %964
	%966 = load i32, i32 addrspace(3)* %965
	%967 = add i32 %953, 1
	%968 = add i32 %126, %967
	%969 = sext i32 %968 to i64
	%970 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %969
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
	%998 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %997
	%999 = load i32, i32 addrspace(3)* %998
	%1000 = add i32 %126, %995
	%1001 = sext i32 %1000 to i64
	%1002 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1001
	%1003 = load i32, i32 addrspace(3)* %1002
	%1004 = add i32 %995, 1
	%1005 = add i32 %124, %1004
	%1006 = sext i32 %1005 to i64
	%1007 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1006
	%1008 = load i32, i32 addrspace(3)* %1007
	%1009 = add i32 %995, 1
	%1010 = add i32 %126, %1009
	%1011 = sext i32 %1010 to i64
	%1012 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1011
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
	%1040 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1039
	%1041 = load i32, i32 addrspace(3)* %1040
	%1042 = add i32 %126, %1037
	%1043 = sext i32 %1042 to i64
	%1044 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1043
	%1045 = load i32, i32 addrspace(3)* %1044
	%1046 = add i32 %1037, 1
	%1047 = add i32 %124, %1046
	%1048 = sext i32 %1047 to i64
	%1049 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1048
	%1050 = load i32, i32 addrspace(3)* %1049
	%1051 = add i32 %1037, 1
	%1052 = add i32 %126, %1051
	%1053 = sext i32 %1052 to i64
	%1054 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1053
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
	%1082 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1081
	%1083 = load i32, i32 addrspace(3)* %1082
	%1084 = add i32 %126, %1079
	%1085 = sext i32 %1084 to i64
	%1086 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1085
	%1087 = load i32, i32 addrspace(3)* %1086
	%1088 = add i32 %1079, 1
	%1089 = add i32 %124, %1088
	%1090 = sext i32 %1089 to i64
	%1091 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1090
	%1092 = load i32, i32 addrspace(3)* %1091
	%1093 = add i32 %1079, 1
	%1094 = add i32 %126, %1093
	%1095 = sext i32 %1094 to i64
	%1096 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1095
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
	%1124 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1123
	%1125 = load i32, i32 addrspace(3)* %1124
	%1126 = add i32 %126, %1121
	%1127 = sext i32 %1126 to i64
	%1128 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1127
	%1129 = load i32, i32 addrspace(3)* %1128
	%1130 = add i32 %1121, 1
	%1131 = add i32 %124, %1130
	%1132 = sext i32 %1131 to i64
	%1133 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1132
	%1134 = load i32, i32 addrspace(3)* %1133
	%1135 = add i32 %1121, 1
	%1136 = add i32 %126, %1135
	%1137 = sext i32 %1136 to i64
	%1138 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1137
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
	%1166 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1165
	%1167 = load i32, i32 addrspace(3)* %1166
	%1168 = add i32 %126, %1163
	%1169 = sext i32 %1168 to i64
	%1170 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1169
	%1171 = load i32, i32 addrspace(3)* %1170
	%1172 = add i32 %1163, 1
	%1173 = add i32 %124, %1172
	%1174 = sext i32 %1173 to i64
	%1175 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1174
	%1176 = load i32, i32 addrspace(3)* %1175
	%1177 = add i32 %1163, 1
	%1178 = add i32 %126, %1177
	%1179 = sext i32 %1178 to i64
	%1180 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1179
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
	%1208 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1207
	%1209 = load i32, i32 addrspace(3)* %1208
	%1210 = add i32 %126, %1205
	%1211 = sext i32 %1210 to i64
	%1212 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1211
	%1213 = load i32, i32 addrspace(3)* %1212
	%1214 = add i32 %1205, 1
	%1215 = add i32 %124, %1214
	%1216 = sext i32 %1215 to i64
	%1217 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1216
	%1218 = load i32, i32 addrspace(3)* %1217
	%1219 = add i32 %1205, 1
	%1220 = add i32 %126, %1219
	%1221 = sext i32 %1220 to i64
	%1222 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1221
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
	%1250 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1249
	%1251 = load i32, i32 addrspace(3)* %1250
	%1252 = add i32 %126, %1247
	%1253 = sext i32 %1252 to i64
	%1254 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1253
	%1255 = load i32, i32 addrspace(3)* %1254
	%1256 = add i32 %1247, 1
	%1257 = add i32 %124, %1256
	%1258 = sext i32 %1257 to i64
	%1259 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1258
	%1260 = load i32, i32 addrspace(3)* %1259
	%1261 = add i32 %1247, 1
	%1262 = add i32 %126, %1261
	%1263 = sext i32 %1262 to i64
	%1264 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1263
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
	%1292 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1291
	%1293 = load i32, i32 addrspace(3)* %1292
	%1294 = add i32 %126, %1289
	%1295 = sext i32 %1294 to i64
	%1296 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1295
	%1297 = load i32, i32 addrspace(3)* %1296
	%1298 = add i32 %1289, 1
	%1299 = add i32 %124, %1298
	%1300 = sext i32 %1299 to i64
	%1301 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1300
	%1302 = load i32, i32 addrspace(3)* %1301
	%1303 = add i32 %1289, 1
	%1304 = add i32 %126, %1303
	%1305 = sext i32 %1304 to i64
	%1306 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1305
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
	%1334 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1333
	%1335 = load i32, i32 addrspace(3)* %1334
	%1336 = add i32 %126, %1331
	%1337 = sext i32 %1336 to i64
	%1338 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1337
	%1339 = load i32, i32 addrspace(3)* %1338
	%1340 = add i32 %1331, 1
	%1341 = add i32 %124, %1340
	%1342 = sext i32 %1341 to i64
	%1343 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1342
	%1344 = load i32, i32 addrspace(3)* %1343
	%1345 = add i32 %1331, 1
	%1346 = add i32 %126, %1345
	%1347 = sext i32 %1346 to i64
	%1348 = getelementptr [2320 x i32], [2320 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem48, i64 0, i64 %1347
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
	%1385 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1384
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
	%1398 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1397
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
	%1411 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1410
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
	%1424 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1423
	store float %1419, float addrspace(3)* %1424
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1425 = phi i32 [ %37, %join15 ], [ %2449, %join20 ]
	%1426 = icmp slt i32 %1425, 16
	br i1 %1426, label %body17, label %done18

body17:
	%1427 = mul i32 %1425, 40
	%1428 = add i32 %1427, %36
	%1429 = sext i32 %1428 to i64
	%1430 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1429
	%1431 = load float, float addrspace(3)* %1430
	%1432 = sext i32 %1425 to i64
	%1433 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %1432
	%1434 = load float, float addrspace(3)* %1433
	%1435 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1431, i32 16, i32 31)
	%1436 = fcmp olt float %1431, %1435
	%1437 = select i1 %1436, float %1435, float %1431
	%1438 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1437, i32 8, i32 31)
	%1439 = fcmp olt float %1437, %1438
	%1440 = select i1 %1439, float %1438, float %1437
	%1441 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1440, i32 4, i32 31)
	%1442 = fcmp olt float %1440, %1441
	%1443 = select i1 %1442, float %1441, float %1440
	%1444 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1443, i32 2, i32 31)
	%1445 = fcmp olt float %1443, %1444
	%1446 = select i1 %1445, float %1444, float %1443
	%1447 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1446, i32 1, i32 31)
	%1448 = fcmp olt float %1446, %1447
	%1449 = select i1 %1448, float %1447, float %1446
	%1450 = fcmp olt float %1449, %1434
	%1451 = select i1 %1450, float %1434, float %1449
	%1452 = fsub float %1431, %1451
	%1453 = fpext float %1452 to double
	%1454 = fcmp olt double %1453, -745.0
	%1455 = select i1 %1454, double -745.0, double %1453
	%1456 = fcmp olt double 710.0, %1455
	%1457 = select i1 %1456, double 710.0, double %1455
	%1458 = fmul double %1457, 0x3FF71547652B82FE
	%1459 = call double @llvm.rint.f64(double %1458)
	%1460 = fmul double %1459, 0x3FE62E42FEE00000
	%1461 = fsub double %1457, %1460
	%1462 = fmul double %1459, 0x3DEA39EF35793C76
	%1463 = fsub double %1461, %1462
	%1464 = fmul double 0x3DE6124613A86D09, %1463
	%1465 = fadd double %1464, 0x3E21EED8EFF8D898
	%1466 = fmul double %1465, %1463
	%1467 = fadd double %1466, 0x3E5AE64567F544E4
	%1468 = fmul double %1467, %1463
	%1469 = fadd double %1468, 0x3E927E4FB7789F5C
	%1470 = fmul double %1469, %1463
	%1471 = fadd double %1470, 0x3EC71DE3A556C734
	%1472 = fmul double %1471, %1463
	%1473 = fadd double %1472, 0x3EFA01A01A01A01A
	%1474 = fmul double %1473, %1463
	%1475 = fadd double %1474, 0x3F2A01A01A01A01A
	%1476 = fmul double %1475, %1463
	%1477 = fadd double %1476, 0x3F56C16C16C16C17
	%1478 = fmul double %1477, %1463
	%1479 = fadd double %1478, 0x3F81111111111111
	%1480 = fmul double %1479, %1463
	%1481 = fadd double %1480, 0x3FA5555555555555
	%1482 = fmul double %1481, %1463
	%1483 = fadd double %1482, 0x3FC5555555555555
	%1484 = fmul double %1483, %1463
	%1485 = fadd double %1484, 0.5
	%1486 = fmul double %1485, %1463
	%1487 = fadd double %1486, 1.0
	%1488 = fmul double %1487, %1463
	%1489 = fadd double %1488, 1.0
	%1490 = fptosi double %1459 to i64
	%1491 = sdiv i64 %1490, 2
	%1492 = sub i64 %1490, %1491
	%1493 = add i64 %1491, 1023
	%1494 = shl i64 %1493, 52
	%1495 = bitcast i64 %1494 to double
	%1496 = fmul double %1489, %1495
	%1497 = add i64 %1492, 1023
	%1498 = shl i64 %1497, 52
	%1499 = bitcast i64 %1498 to double
	%1500 = fmul double %1496, %1499
	%1501 = fptrunc double %1500 to float
	%1502 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1501, i32 16, i32 31)
	%1503 = fadd float %1501, %1502
	%1504 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1503, i32 8, i32 31)
	%1505 = fadd float %1503, %1504
	%1506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1505, i32 4, i32 31)
	%1507 = fadd float %1505, %1506
	%1508 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1507, i32 2, i32 31)
	%1509 = fadd float %1507, %1508
	%1510 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1509, i32 1, i32 31)
	%1511 = fadd float %1509, %1510
	%1512 = fsub float %1434, %1451
	%1513 = fpext float %1512 to double
	%1514 = fcmp olt double %1513, -745.0
	%1515 = select i1 %1514, double -745.0, double %1513
	%1516 = fcmp olt double 710.0, %1515
	%1517 = select i1 %1516, double 710.0, double %1515
	%1518 = fmul double %1517, 0x3FF71547652B82FE
	%1519 = call double @llvm.rint.f64(double %1518)
	%1520 = fmul double %1519, 0x3FE62E42FEE00000
	%1521 = fsub double %1517, %1520
	%1522 = fmul double %1519, 0x3DEA39EF35793C76
	%1523 = fsub double %1521, %1522
	%1524 = fmul double 0x3DE6124613A86D09, %1523
	%1525 = fadd double %1524, 0x3E21EED8EFF8D898
	%1526 = fmul double %1525, %1523
	%1527 = fadd double %1526, 0x3E5AE64567F544E4
	%1528 = fmul double %1527, %1523
	%1529 = fadd double %1528, 0x3E927E4FB7789F5C
	%1530 = fmul double %1529, %1523
	%1531 = fadd double %1530, 0x3EC71DE3A556C734
	%1532 = fmul double %1531, %1523
	%1533 = fadd double %1532, 0x3EFA01A01A01A01A
	%1534 = fmul double %1533, %1523
	%1535 = fadd double %1534, 0x3F2A01A01A01A01A
	%1536 = fmul double %1535, %1523
	%1537 = fadd double %1536, 0x3F56C16C16C16C17
	%1538 = fmul double %1537, %1523
	%1539 = fadd double %1538, 0x3F81111111111111
	%1540 = fmul double %1539, %1523
	%1541 = fadd double %1540, 0x3FA5555555555555
	%1542 = fmul double %1541, %1523
	%1543 = fadd double %1542, 0x3FC5555555555555
	%1544 = fmul double %1543, %1523
	%1545 = fadd double %1544, 0.5
	%1546 = fmul double %1545, %1523
	%1547 = fadd double %1546, 1.0
	%1548 = fmul double %1547, %1523
	%1549 = fadd double %1548, 1.0
	%1550 = fptosi double %1519 to i64
	%1551 = sdiv i64 %1550, 2
	%1552 = sub i64 %1550, %1551
	%1553 = add i64 %1551, 1023
	%1554 = shl i64 %1553, 52
	%1555 = bitcast i64 %1554 to double
	%1556 = fmul double %1549, %1555
	%1557 = add i64 %1552, 1023
	%1558 = shl i64 %1557, 52
	%1559 = bitcast i64 %1558 to double
	%1560 = fmul double %1556, %1559
	%1561 = fptrunc double %1560 to float
	%1562 = sext i32 %1428 to i64
	%1563 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1562
	store float %1501, float addrspace(3)* %1563
	%1564 = icmp eq i32 %36, 0
	br i1 %1564, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1565 = sext i32 %38 to i64
	%1566 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %1565
	%1567 = load float, float addrspace(3)* %1566
	%1568 = add i32 %38, 8
	%1569 = sext i32 %1568 to i64
	%1570 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %1569
	%1571 = load float, float addrspace(3)* %1570
	%1572 = load float, float* %2
	%1573 = fmul float %1572, %1567
	store float %1573, float* %2
	%1574 = load float, float* %3
	%1575 = fmul float %1574, %1567
	store float %1575, float* %3
	%1576 = load float, float* %4
	%1577 = fmul float %1576, %1571
	store float %1577, float* %4
	%1578 = load float, float* %5
	%1579 = fmul float %1578, %1571
	store float %1579, float* %5
	%1580 = load float, float* %6
	%1581 = fmul float %1580, %1567
	store float %1581, float* %6
	%1582 = load float, float* %7
	%1583 = fmul float %1582, %1567
	store float %1583, float* %7
	%1584 = load float, float* %8
	%1585 = fmul float %1584, %1571
	store float %1585, float* %8
	%1586 = load float, float* %9
	%1587 = fmul float %1586, %1571
	store float %1587, float* %9
	%1588 = load float, float* %10
	%1589 = fmul float %1588, %1567
	store float %1589, float* %10
	%1590 = load float, float* %11
	%1591 = fmul float %1590, %1567
	store float %1591, float* %11
	%1592 = load float, float* %12
	%1593 = fmul float %1592, %1571
	store float %1593, float* %12
	%1594 = load float, float* %13
	%1595 = fmul float %1594, %1571
	store float %1595, float* %13
	%1596 = load float, float* %14
	%1597 = fmul float %1596, %1567
	store float %1597, float* %14
	%1598 = load float, float* %15
	%1599 = fmul float %1598, %1567
	store float %1599, float* %15
	%1600 = load float, float* %16
	%1601 = fmul float %1600, %1571
	store float %1601, float* %16
	%1602 = load float, float* %17
	%1603 = fmul float %1602, %1571
	store float %1603, float* %17
	%1604 = load float, float* %18
	%1605 = fmul float %1604, %1567
	store float %1605, float* %18
	%1606 = load float, float* %19
	%1607 = fmul float %1606, %1567
	store float %1607, float* %19
	%1608 = load float, float* %20
	%1609 = fmul float %1608, %1571
	store float %1609, float* %20
	%1610 = load float, float* %21
	%1611 = fmul float %1610, %1571
	store float %1611, float* %21
	%1612 = load float, float* %22
	%1613 = fmul float %1612, %1567
	store float %1613, float* %22
	%1614 = load float, float* %23
	%1615 = fmul float %1614, %1567
	store float %1615, float* %23
	%1616 = load float, float* %24
	%1617 = fmul float %1616, %1571
	store float %1617, float* %24
	%1618 = load float, float* %25
	%1619 = fmul float %1618, %1571
	store float %1619, float* %25
	%1620 = load float, float* %26
	%1621 = fmul float %1620, %1567
	store float %1621, float* %26
	%1622 = load float, float* %27
	%1623 = fmul float %1622, %1567
	store float %1623, float* %27
	%1624 = load float, float* %28
	%1625 = fmul float %1624, %1571
	store float %1625, float* %28
	%1626 = load float, float* %29
	%1627 = fmul float %1626, %1571
	store float %1627, float* %29
	%1628 = load float, float* %30
	%1629 = fmul float %1628, %1567
	store float %1629, float* %30
	%1630 = load float, float* %31
	%1631 = fmul float %1630, %1567
	store float %1631, float* %31
	%1632 = load float, float* %32
	%1633 = fmul float %1632, %1571
	store float %1633, float* %32
	%1634 = load float, float* %33
	%1635 = fmul float %1634, %1571
	store float %1635, float* %33
	%1636 = mul i32 %38, 40
	%1637 = add i32 %38, 8
	%1638 = mul i32 %1637, 40
	%1639 = mul i32 %39, 2
	%1640 = add i32 %1639, 0
	%1641 = add i32 %1636, %1640
	%1642 = sext i32 %1641 to i64
	%1643 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1642
	%1644 = load float, float addrspace(3)* %1643
	%1645 = add i32 %1641, 1
	%1646 = sext i32 %1645 to i64
	%1647 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1646
	%1648 = load float, float addrspace(3)* %1647
	%1649 = bitcast float %1644 to i32
	%1650 = lshr i32 %1649, 16
	%1651 = and i32 %1650, 1
	%1652 = add i32 %1649, u0x7FFF
	%1653 = add i32 %1652, %1651
	%1654 = lshr i32 %1653, 16
	%1655 = bitcast float %1648 to i32
	%1656 = lshr i32 %1655, 16
	%1657 = and i32 %1656, 1
	%1658 = add i32 %1655, u0x7FFF
	%1659 = add i32 %1658, %1657
	%1660 = lshr i32 %1659, 16
	%1661 = shl i32 %1660, 16
	%1662 = or i32 %1654, %1661
	%1663 = add i32 %1639, 0
	%1664 = add i32 %1638, %1663
	%1665 = sext i32 %1664 to i64
	%1666 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1665
	%1667 = load float, float addrspace(3)* %1666
	%1668 = add i32 %1664, 1
	%1669 = sext i32 %1668 to i64
	%1670 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1669
	%1671 = load float, float addrspace(3)* %1670
	%1672 = bitcast float %1667 to i32
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
	%1686 = add i32 %1639, 8
	%1687 = add i32 %1636, %1686
	%1688 = sext i32 %1687 to i64
	%1689 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1688
	%1690 = load float, float addrspace(3)* %1689
	%1691 = add i32 %1687, 1
	%1692 = sext i32 %1691 to i64
	%1693 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1692
	%1694 = load float, float addrspace(3)* %1693
	%1695 = bitcast float %1690 to i32
	%1696 = lshr i32 %1695, 16
	%1697 = and i32 %1696, 1
	%1698 = add i32 %1695, u0x7FFF
	%1699 = add i32 %1698, %1697
	%1700 = lshr i32 %1699, 16
	%1701 = bitcast float %1694 to i32
	%1702 = lshr i32 %1701, 16
	%1703 = and i32 %1702, 1
	%1704 = add i32 %1701, u0x7FFF
	%1705 = add i32 %1704, %1703
	%1706 = lshr i32 %1705, 16
	%1707 = shl i32 %1706, 16
	%1708 = or i32 %1700, %1707
	%1709 = add i32 %1639, 8
	%1710 = add i32 %1638, %1709
	%1711 = sext i32 %1710 to i64
	%1712 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1711
	%1713 = load float, float addrspace(3)* %1712
	%1714 = add i32 %1710, 1
	%1715 = sext i32 %1714 to i64
	%1716 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %1715
	%1717 = load float, float addrspace(3)* %1716
	%1718 = bitcast float %1713 to i32
	%1719 = lshr i32 %1718, 16
	%1720 = and i32 %1719, 1
	%1721 = add i32 %1718, u0x7FFF
	%1722 = add i32 %1721, %1720
	%1723 = lshr i32 %1722, 16
	%1724 = bitcast float %1717 to i32
	%1725 = lshr i32 %1724, 16
	%1726 = and i32 %1725, 1
	%1727 = add i32 %1724, u0x7FFF
	%1728 = add i32 %1727, %1726
	%1729 = lshr i32 %1728, 16
	%1730 = shl i32 %1729, 16
	%1731 = or i32 %1723, %1730
	%1732 = add i32 %1639, 0
	%1733 = sext i32 %1732 to i64
	%1734 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1733
	%1735 = load i32, i32 addrspace(3)* %1734
	%1736 = add i32 %1639, 1
	%1737 = sext i32 %1736 to i64
	%1738 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1737
	%1739 = load i32, i32 addrspace(3)* %1738
	%1740 = add i32 %1639, 8
	%1741 = sext i32 %1740 to i64
	%1742 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1741
	%1743 = load i32, i32 addrspace(3)* %1742
	%1744 = add i32 %1639, 9
	%1745 = sext i32 %1744 to i64
	%1746 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %1745
	%1747 = load i32, i32 addrspace(3)* %1746
	%1748 = mul i32 %37, 64
	%1749 = mul i32 %38, 8
	%1750 = add i32 %1748, %1749
	%1751 = add i32 %1750, 0
	%1752 = add i32 %1735, %1751
	%1753 = sext i32 %1752 to i64
	%1754 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1753
	%1755 = bitcast i16 addrspace(1)* %1754 to <4 x i32> addrspace(1)*
	%1756 = load <4 x i32>, <4 x i32> addrspace(1)* %1755, align 16, !invariant.load !0
	%1757 = add i32 %1750, 0
	%1758 = add i32 %1739, %1757
	%1759 = sext i32 %1758 to i64
	%1760 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1759
	%1761 = bitcast i16 addrspace(1)* %1760 to <4 x i32> addrspace(1)*
	%1762 = load <4 x i32>, <4 x i32> addrspace(1)* %1761, align 16, !invariant.load !0
	%1763 = add i32 %1750, 0
	%1764 = add i32 %1743, %1763
	%1765 = sext i32 %1764 to i64
	%1766 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1765
	%1767 = bitcast i16 addrspace(1)* %1766 to <4 x i32> addrspace(1)*
	%1768 = load <4 x i32>, <4 x i32> addrspace(1)* %1767, align 16, !invariant.load !0
	%1769 = add i32 %1750, 0
	%1770 = add i32 %1747, %1769
	%1771 = sext i32 %1770 to i64
	%1772 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1771
	%1773 = bitcast i16 addrspace(1)* %1772 to <4 x i32> addrspace(1)*
	%1774 = load <4 x i32>, <4 x i32> addrspace(1)* %1773, align 16, !invariant.load !0
	%1775 = extractelement <4 x i32> %1756, i32 0
	%1776 = extractelement <4 x i32> %1762, i32 0
	%1777 = extractelement <4 x i32> %1768, i32 0
	%1778 = extractelement <4 x i32> %1774, i32 0
	%1779 = and i32 %1775, u0xFFFF
	%1780 = shl i32 %1776, 16
	%1781 = or i32 %1779, %1780
	%1782 = and i32 %1777, u0xFFFF
	%1783 = shl i32 %1778, 16
	%1784 = or i32 %1782, %1783
	%1785 = lshr i32 %1775, 16
	%1786 = and i32 %1776, -65536
	%1787 = or i32 %1785, %1786
	%1788 = lshr i32 %1777, 16
	%1789 = and i32 %1778, -65536
	%1790 = or i32 %1788, %1789
	%1791 = load float, float* %2
	%1792 = load float, float* %3
	%1793 = load float, float* %4
	%1794 = load float, float* %5
	%1795 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1781, i32 %1784, float %1791, float %1792, float %1793, float %1794)
	%1796 = extractvalue { float, float, float, float } %1795, 0
	%1797 = bitcast float %1796 to i32
	%1798 = insertelement <4 x i32> zeroinitializer, i32 %1797, i32 0
	%1799 = extractvalue { float, float, float, float } %1795, 1
	%1800 = bitcast float %1799 to i32
	%1801 = insertelement <4 x i32> %1798, i32 %1800, i32 1
	%1802 = extractvalue { float, float, float, float } %1795, 2
	%1803 = bitcast float %1802 to i32
	%1804 = insertelement <4 x i32> %1801, i32 %1803, i32 2
	%1805 = extractvalue { float, float, float, float } %1795, 3
	%1806 = bitcast float %1805 to i32
	%1807 = insertelement <4 x i32> %1804, i32 %1806, i32 3
	%1808 = extractelement <4 x i32> %1807, i32 0
	%1809 = bitcast i32 %1808 to float
	store float %1809, float* %2
	%1810 = extractelement <4 x i32> %1807, i32 1
	%1811 = bitcast i32 %1810 to float
	store float %1811, float* %3
	%1812 = extractelement <4 x i32> %1807, i32 2
	%1813 = bitcast i32 %1812 to float
	store float %1813, float* %4
	%1814 = extractelement <4 x i32> %1807, i32 3
	%1815 = bitcast i32 %1814 to float
	store float %1815, float* %5
	%1816 = load float, float* %6
	%1817 = load float, float* %7
	%1818 = load float, float* %8
	%1819 = load float, float* %9
	%1820 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1787, i32 %1790, float %1816, float %1817, float %1818, float %1819)
	%1821 = extractvalue { float, float, float, float } %1820, 0
	%1822 = bitcast float %1821 to i32
	%1823 = insertelement <4 x i32> zeroinitializer, i32 %1822, i32 0
	%1824 = extractvalue { float, float, float, float } %1820, 1
	%1825 = bitcast float %1824 to i32
	%1826 = insertelement <4 x i32> %1823, i32 %1825, i32 1
	%1827 = extractvalue { float, float, float, float } %1820, 2
	%1828 = bitcast float %1827 to i32
	%1829 = insertelement <4 x i32> %1826, i32 %1828, i32 2
	%1830 = extractvalue { float, float, float, float } %1820, 3
	%1831 = bitcast float %1830 to i32
	%1832 = insertelement <4 x i32> %1829, i32 %1831, i32 3
	%1833 = extractelement <4 x i32> %1832, i32 0
	%1834 = bitcast i32 %1833 to float
	store float %1834, float* %6
	%1835 = extractelement <4 x i32> %1832, i32 1
	%1836 = bitcast i32 %1835 to float
	store float %1836, float* %7
	%1837 = extractelement <4 x i32> %1832, i32 2
	%1838 = bitcast i32 %1837 to float
	store float %1838, float* %8
	%1839 = extractelement <4 x i32> %1832, i32 3
	%1840 = bitcast i32 %1839 to float
	store float %1840, float* %9
	%1841 = extractelement <4 x i32> %1756, i32 1
	%1842 = extractelement <4 x i32> %1762, i32 1
	%1843 = extractelement <4 x i32> %1768, i32 1
	%1844 = extractelement <4 x i32> %1774, i32 1
	%1845 = and i32 %1841, u0xFFFF
	%1846 = shl i32 %1842, 16
	%1847 = or i32 %1845, %1846
	%1848 = and i32 %1843, u0xFFFF
	%1849 = shl i32 %1844, 16
	%1850 = or i32 %1848, %1849
	%1851 = lshr i32 %1841, 16
	%1852 = and i32 %1842, -65536
	%1853 = or i32 %1851, %1852
	%1854 = lshr i32 %1843, 16
	%1855 = and i32 %1844, -65536
	%1856 = or i32 %1854, %1855
	%1857 = load float, float* %10
	%1858 = load float, float* %11
	%1859 = load float, float* %12
	%1860 = load float, float* %13
	%1861 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1847, i32 %1850, float %1857, float %1858, float %1859, float %1860)
	%1862 = extractvalue { float, float, float, float } %1861, 0
	%1863 = bitcast float %1862 to i32
	%1864 = insertelement <4 x i32> zeroinitializer, i32 %1863, i32 0
	%1865 = extractvalue { float, float, float, float } %1861, 1
	%1866 = bitcast float %1865 to i32
	%1867 = insertelement <4 x i32> %1864, i32 %1866, i32 1
	%1868 = extractvalue { float, float, float, float } %1861, 2
	%1869 = bitcast float %1868 to i32
	%1870 = insertelement <4 x i32> %1867, i32 %1869, i32 2
	%1871 = extractvalue { float, float, float, float } %1861, 3
	%1872 = bitcast float %1871 to i32
	%1873 = insertelement <4 x i32> %1870, i32 %1872, i32 3
	%1874 = extractelement <4 x i32> %1873, i32 0
	%1875 = bitcast i32 %1874 to float
	store float %1875, float* %10
	%1876 = extractelement <4 x i32> %1873, i32 1
	%1877 = bitcast i32 %1876 to float
	store float %1877, float* %11
	%1878 = extractelement <4 x i32> %1873, i32 2
	%1879 = bitcast i32 %1878 to float
	store float %1879, float* %12
	%1880 = extractelement <4 x i32> %1873, i32 3
	%1881 = bitcast i32 %1880 to float
	store float %1881, float* %13
	%1882 = load float, float* %14
	%1883 = load float, float* %15
	%1884 = load float, float* %16
	%1885 = load float, float* %17
	%1886 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1853, i32 %1856, float %1882, float %1883, float %1884, float %1885)
	%1887 = extractvalue { float, float, float, float } %1886, 0
	%1888 = bitcast float %1887 to i32
	%1889 = insertelement <4 x i32> zeroinitializer, i32 %1888, i32 0
	%1890 = extractvalue { float, float, float, float } %1886, 1
	%1891 = bitcast float %1890 to i32
	%1892 = insertelement <4 x i32> %1889, i32 %1891, i32 1
	%1893 = extractvalue { float, float, float, float } %1886, 2
	%1894 = bitcast float %1893 to i32
	%1895 = insertelement <4 x i32> %1892, i32 %1894, i32 2
	%1896 = extractvalue { float, float, float, float } %1886, 3
	%1897 = bitcast float %1896 to i32
	%1898 = insertelement <4 x i32> %1895, i32 %1897, i32 3
	%1899 = extractelement <4 x i32> %1898, i32 0
	%1900 = bitcast i32 %1899 to float
	store float %1900, float* %14
	%1901 = extractelement <4 x i32> %1898, i32 1
	%1902 = bitcast i32 %1901 to float
	store float %1902, float* %15
	%1903 = extractelement <4 x i32> %1898, i32 2
	%1904 = bitcast i32 %1903 to float
	store float %1904, float* %16
	%1905 = extractelement <4 x i32> %1898, i32 3
	%1906 = bitcast i32 %1905 to float
	store float %1906, float* %17
	%1907 = extractelement <4 x i32> %1756, i32 2
	%1908 = extractelement <4 x i32> %1762, i32 2
	%1909 = extractelement <4 x i32> %1768, i32 2
	%1910 = extractelement <4 x i32> %1774, i32 2
	%1911 = and i32 %1907, u0xFFFF
	%1912 = shl i32 %1908, 16
	%1913 = or i32 %1911, %1912
	%1914 = and i32 %1909, u0xFFFF
	%1915 = shl i32 %1910, 16
	%1916 = or i32 %1914, %1915
	%1917 = lshr i32 %1907, 16
	%1918 = and i32 %1908, -65536
	%1919 = or i32 %1917, %1918
	%1920 = lshr i32 %1909, 16
	%1921 = and i32 %1910, -65536
	%1922 = or i32 %1920, %1921
	%1923 = load float, float* %18
	%1924 = load float, float* %19
	%1925 = load float, float* %20
	%1926 = load float, float* %21
	%1927 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1913, i32 %1916, float %1923, float %1924, float %1925, float %1926)
	%1928 = extractvalue { float, float, float, float } %1927, 0
	%1929 = bitcast float %1928 to i32
	%1930 = insertelement <4 x i32> zeroinitializer, i32 %1929, i32 0
	%1931 = extractvalue { float, float, float, float } %1927, 1
	%1932 = bitcast float %1931 to i32
	%1933 = insertelement <4 x i32> %1930, i32 %1932, i32 1
	%1934 = extractvalue { float, float, float, float } %1927, 2
	%1935 = bitcast float %1934 to i32
	%1936 = insertelement <4 x i32> %1933, i32 %1935, i32 2
	%1937 = extractvalue { float, float, float, float } %1927, 3
	%1938 = bitcast float %1937 to i32
	%1939 = insertelement <4 x i32> %1936, i32 %1938, i32 3
	%1940 = extractelement <4 x i32> %1939, i32 0
	%1941 = bitcast i32 %1940 to float
	store float %1941, float* %18
	%1942 = extractelement <4 x i32> %1939, i32 1
	%1943 = bitcast i32 %1942 to float
	store float %1943, float* %19
	%1944 = extractelement <4 x i32> %1939, i32 2
	%1945 = bitcast i32 %1944 to float
	store float %1945, float* %20
	%1946 = extractelement <4 x i32> %1939, i32 3
	%1947 = bitcast i32 %1946 to float
	store float %1947, float* %21
	%1948 = load float, float* %22
	%1949 = load float, float* %23
	%1950 = load float, float* %24
	%1951 = load float, float* %25
	%1952 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1919, i32 %1922, float %1948, float %1949, float %1950, float %1951)
	%1953 = extractvalue { float, float, float, float } %1952, 0
	%1954 = bitcast float %1953 to i32
	%1955 = insertelement <4 x i32> zeroinitializer, i32 %1954, i32 0
	%1956 = extractvalue { float, float, float, float } %1952, 1
	%1957 = bitcast float %1956 to i32
	%1958 = insertelement <4 x i32> %1955, i32 %1957, i32 1
	%1959 = extractvalue { float, float, float, float } %1952, 2
	%1960 = bitcast float %1959 to i32
	%1961 = insertelement <4 x i32> %1958, i32 %1960, i32 2
	%1962 = extractvalue { float, float, float, float } %1952, 3
	%1963 = bitcast float %1962 to i32
	%1964 = insertelement <4 x i32> %1961, i32 %1963, i32 3
	%1965 = extractelement <4 x i32> %1964, i32 0
	%1966 = bitcast i32 %1965 to float
	store float %1966, float* %22
	%1967 = extractelement <4 x i32> %1964, i32 1
	%1968 = bitcast i32 %1967 to float
	store float %1968, float* %23
	%1969 = extractelement <4 x i32> %1964, i32 2
	%1970 = bitcast i32 %1969 to float
	store float %1970, float* %24
	%1971 = extractelement <4 x i32> %1964, i32 3
	%1972 = bitcast i32 %1971 to float
	store float %1972, float* %25
	%1973 = extractelement <4 x i32> %1756, i32 3
	%1974 = extractelement <4 x i32> %1762, i32 3
	%1975 = extractelement <4 x i32> %1768, i32 3
	%1976 = extractelement <4 x i32> %1774, i32 3
	%1977 = and i32 %1973, u0xFFFF
	%1978 = shl i32 %1974, 16
	%1979 = or i32 %1977, %1978
	%1980 = and i32 %1975, u0xFFFF
	%1981 = shl i32 %1976, 16
	%1982 = or i32 %1980, %1981
	%1983 = lshr i32 %1973, 16
	%1984 = and i32 %1974, -65536
	%1985 = or i32 %1983, %1984
	%1986 = lshr i32 %1975, 16
	%1987 = and i32 %1976, -65536
	%1988 = or i32 %1986, %1987
	%1989 = load float, float* %26
	%1990 = load float, float* %27
	%1991 = load float, float* %28
	%1992 = load float, float* %29
	%1993 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1979, i32 %1982, float %1989, float %1990, float %1991, float %1992)
	%1994 = extractvalue { float, float, float, float } %1993, 0
	%1995 = bitcast float %1994 to i32
	%1996 = insertelement <4 x i32> zeroinitializer, i32 %1995, i32 0
	%1997 = extractvalue { float, float, float, float } %1993, 1
	%1998 = bitcast float %1997 to i32
	%1999 = insertelement <4 x i32> %1996, i32 %1998, i32 1
	%2000 = extractvalue { float, float, float, float } %1993, 2
	%2001 = bitcast float %2000 to i32
	%2002 = insertelement <4 x i32> %1999, i32 %2001, i32 2
	%2003 = extractvalue { float, float, float, float } %1993, 3
	%2004 = bitcast float %2003 to i32
	%2005 = insertelement <4 x i32> %2002, i32 %2004, i32 3
	%2006 = extractelement <4 x i32> %2005, i32 0
	%2007 = bitcast i32 %2006 to float
	store float %2007, float* %26
	%2008 = extractelement <4 x i32> %2005, i32 1
	%2009 = bitcast i32 %2008 to float
	store float %2009, float* %27
	%2010 = extractelement <4 x i32> %2005, i32 2
	%2011 = bitcast i32 %2010 to float
	store float %2011, float* %28
	%2012 = extractelement <4 x i32> %2005, i32 3
	%2013 = bitcast i32 %2012 to float
	store float %2013, float* %29
	%2014 = load float, float* %30
	%2015 = load float, float* %31
	%2016 = load float, float* %32
	%2017 = load float, float* %33
	%2018 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1662, i32 %1685, i32 %1708, i32 %1731, i32 %1985, i32 %1988, float %2014, float %2015, float %2016, float %2017)
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
	store float %2032, float* %30
	%2033 = extractelement <4 x i32> %2030, i32 1
	%2034 = bitcast i32 %2033 to float
	store float %2034, float* %31
	%2035 = extractelement <4 x i32> %2030, i32 2
	%2036 = bitcast i32 %2035 to float
	store float %2036, float* %32
	%2037 = extractelement <4 x i32> %2030, i32 3
	%2038 = bitcast i32 %2037 to float
	store float %2038, float* %33
	%2039 = add i32 %1639, 16
	%2040 = add i32 %1636, %2039
	%2041 = sext i32 %2040 to i64
	%2042 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2041
	%2043 = load float, float addrspace(3)* %2042
	%2044 = add i32 %2040, 1
	%2045 = sext i32 %2044 to i64
	%2046 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2045
	%2047 = load float, float addrspace(3)* %2046
	%2048 = bitcast float %2043 to i32
	%2049 = lshr i32 %2048, 16
	%2050 = and i32 %2049, 1
	%2051 = add i32 %2048, u0x7FFF
	%2052 = add i32 %2051, %2050
	%2053 = lshr i32 %2052, 16
	%2054 = bitcast float %2047 to i32
	%2055 = lshr i32 %2054, 16
	%2056 = and i32 %2055, 1
	%2057 = add i32 %2054, u0x7FFF
	%2058 = add i32 %2057, %2056
	%2059 = lshr i32 %2058, 16
	%2060 = shl i32 %2059, 16
	%2061 = or i32 %2053, %2060
	%2062 = add i32 %1639, 16
	%2063 = add i32 %1638, %2062
	%2064 = sext i32 %2063 to i64
	%2065 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2064
	%2066 = load float, float addrspace(3)* %2065
	%2067 = add i32 %2063, 1
	%2068 = sext i32 %2067 to i64
	%2069 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2068
	%2070 = load float, float addrspace(3)* %2069
	%2071 = bitcast float %2066 to i32
	%2072 = lshr i32 %2071, 16
	%2073 = and i32 %2072, 1
	%2074 = add i32 %2071, u0x7FFF
	%2075 = add i32 %2074, %2073
	%2076 = lshr i32 %2075, 16
	%2077 = bitcast float %2070 to i32
	%2078 = lshr i32 %2077, 16
	%2079 = and i32 %2078, 1
	%2080 = add i32 %2077, u0x7FFF
	%2081 = add i32 %2080, %2079
	%2082 = lshr i32 %2081, 16
	%2083 = shl i32 %2082, 16
	%2084 = or i32 %2076, %2083
	%2085 = add i32 %1639, 24
	%2086 = add i32 %1636, %2085
	%2087 = sext i32 %2086 to i64
	%2088 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2087
	%2089 = load float, float addrspace(3)* %2088
	%2090 = add i32 %2086, 1
	%2091 = sext i32 %2090 to i64
	%2092 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2091
	%2093 = load float, float addrspace(3)* %2092
	%2094 = bitcast float %2089 to i32
	%2095 = lshr i32 %2094, 16
	%2096 = and i32 %2095, 1
	%2097 = add i32 %2094, u0x7FFF
	%2098 = add i32 %2097, %2096
	%2099 = lshr i32 %2098, 16
	%2100 = bitcast float %2093 to i32
	%2101 = lshr i32 %2100, 16
	%2102 = and i32 %2101, 1
	%2103 = add i32 %2100, u0x7FFF
	%2104 = add i32 %2103, %2102
	%2105 = lshr i32 %2104, 16
	%2106 = shl i32 %2105, 16
	%2107 = or i32 %2099, %2106
	%2108 = add i32 %1639, 24
	%2109 = add i32 %1638, %2108
	%2110 = sext i32 %2109 to i64
	%2111 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2110
	%2112 = load float, float addrspace(3)* %2111
	%2113 = add i32 %2109, 1
	%2114 = sext i32 %2113 to i64
	%2115 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem49, i64 0, i64 %2114
	%2116 = load float, float addrspace(3)* %2115
	%2117 = bitcast float %2112 to i32
	%2118 = lshr i32 %2117, 16
	%2119 = and i32 %2118, 1
	%2120 = add i32 %2117, u0x7FFF
	%2121 = add i32 %2120, %2119
	%2122 = lshr i32 %2121, 16
	%2123 = bitcast float %2116 to i32
	%2124 = lshr i32 %2123, 16
	%2125 = and i32 %2124, 1
	%2126 = add i32 %2123, u0x7FFF
	%2127 = add i32 %2126, %2125
	%2128 = lshr i32 %2127, 16
	%2129 = shl i32 %2128, 16
	%2130 = or i32 %2122, %2129
	%2131 = add i32 %1639, 16
	%2132 = sext i32 %2131 to i64
	%2133 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2132
	%2134 = load i32, i32 addrspace(3)* %2133
	%2135 = add i32 %1639, 17
	%2136 = sext i32 %2135 to i64
	%2137 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2136
	%2138 = load i32, i32 addrspace(3)* %2137
	%2139 = add i32 %1639, 24
	%2140 = sext i32 %2139 to i64
	%2141 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2140
	%2142 = load i32, i32 addrspace(3)* %2141
	%2143 = add i32 %1639, 25
	%2144 = sext i32 %2143 to i64
	%2145 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem53, i64 0, i64 %2144
	%2146 = load i32, i32 addrspace(3)* %2145
	%2147 = mul i32 %37, 64
	%2148 = mul i32 %38, 8
	%2149 = add i32 %2147, %2148
	%2150 = add i32 %2149, 0
	%2151 = add i32 %2134, %2150
	%2152 = sext i32 %2151 to i64
	%2153 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2152
	%2154 = bitcast i16 addrspace(1)* %2153 to <4 x i32> addrspace(1)*
	%2155 = load <4 x i32>, <4 x i32> addrspace(1)* %2154, align 16, !invariant.load !0
	%2156 = add i32 %2149, 0
	%2157 = add i32 %2138, %2156
	%2158 = sext i32 %2157 to i64
	%2159 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2158
	%2160 = bitcast i16 addrspace(1)* %2159 to <4 x i32> addrspace(1)*
	%2161 = load <4 x i32>, <4 x i32> addrspace(1)* %2160, align 16, !invariant.load !0
	%2162 = add i32 %2149, 0
	%2163 = add i32 %2142, %2162
	%2164 = sext i32 %2163 to i64
	%2165 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2164
	%2166 = bitcast i16 addrspace(1)* %2165 to <4 x i32> addrspace(1)*
	%2167 = load <4 x i32>, <4 x i32> addrspace(1)* %2166, align 16, !invariant.load !0
	%2168 = add i32 %2149, 0
	%2169 = add i32 %2146, %2168
	%2170 = sext i32 %2169 to i64
	%2171 = getelementptr i16, i16 addrspace(1)* %pool, i64 %2170
	%2172 = bitcast i16 addrspace(1)* %2171 to <4 x i32> addrspace(1)*
	%2173 = load <4 x i32>, <4 x i32> addrspace(1)* %2172, align 16, !invariant.load !0
	%2174 = extractelement <4 x i32> %2155, i32 0
	%2175 = extractelement <4 x i32> %2161, i32 0
	%2176 = extractelement <4 x i32> %2167, i32 0
	%2177 = extractelement <4 x i32> %2173, i32 0
	%2178 = and i32 %2174, u0xFFFF
	%2179 = shl i32 %2175, 16
	%2180 = or i32 %2178, %2179
	%2181 = and i32 %2176, u0xFFFF
	%2182 = shl i32 %2177, 16
	%2183 = or i32 %2181, %2182
	%2184 = lshr i32 %2174, 16
	%2185 = and i32 %2175, -65536
	%2186 = or i32 %2184, %2185
	%2187 = lshr i32 %2176, 16
	%2188 = and i32 %2177, -65536
	%2189 = or i32 %2187, %2188
	%2190 = load float, float* %2
	%2191 = load float, float* %3
	%2192 = load float, float* %4
	%2193 = load float, float* %5
	%2194 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2180, i32 %2183, float %2190, float %2191, float %2192, float %2193)
	%2195 = extractvalue { float, float, float, float } %2194, 0
	%2196 = bitcast float %2195 to i32
	%2197 = insertelement <4 x i32> zeroinitializer, i32 %2196, i32 0
	%2198 = extractvalue { float, float, float, float } %2194, 1
	%2199 = bitcast float %2198 to i32
	%2200 = insertelement <4 x i32> %2197, i32 %2199, i32 1
	%2201 = extractvalue { float, float, float, float } %2194, 2
	%2202 = bitcast float %2201 to i32
	%2203 = insertelement <4 x i32> %2200, i32 %2202, i32 2
	%2204 = extractvalue { float, float, float, float } %2194, 3
	%2205 = bitcast float %2204 to i32
	%2206 = insertelement <4 x i32> %2203, i32 %2205, i32 3
	%2207 = extractelement <4 x i32> %2206, i32 0
	%2208 = bitcast i32 %2207 to float
	store float %2208, float* %2
	%2209 = extractelement <4 x i32> %2206, i32 1
	%2210 = bitcast i32 %2209 to float
	store float %2210, float* %3
	%2211 = extractelement <4 x i32> %2206, i32 2
	%2212 = bitcast i32 %2211 to float
	store float %2212, float* %4
	%2213 = extractelement <4 x i32> %2206, i32 3
	%2214 = bitcast i32 %2213 to float
	store float %2214, float* %5
	%2215 = load float, float* %6
	%2216 = load float, float* %7
	%2217 = load float, float* %8
	%2218 = load float, float* %9
	%2219 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2186, i32 %2189, float %2215, float %2216, float %2217, float %2218)
	%2220 = extractvalue { float, float, float, float } %2219, 0
	%2221 = bitcast float %2220 to i32
	%2222 = insertelement <4 x i32> zeroinitializer, i32 %2221, i32 0
	%2223 = extractvalue { float, float, float, float } %2219, 1
	%2224 = bitcast float %2223 to i32
	%2225 = insertelement <4 x i32> %2222, i32 %2224, i32 1
	%2226 = extractvalue { float, float, float, float } %2219, 2
	%2227 = bitcast float %2226 to i32
	%2228 = insertelement <4 x i32> %2225, i32 %2227, i32 2
	%2229 = extractvalue { float, float, float, float } %2219, 3
	%2230 = bitcast float %2229 to i32
	%2231 = insertelement <4 x i32> %2228, i32 %2230, i32 3
	%2232 = extractelement <4 x i32> %2231, i32 0
	%2233 = bitcast i32 %2232 to float
	store float %2233, float* %6
	%2234 = extractelement <4 x i32> %2231, i32 1
	%2235 = bitcast i32 %2234 to float
	store float %2235, float* %7
	%2236 = extractelement <4 x i32> %2231, i32 2
	%2237 = bitcast i32 %2236 to float
	store float %2237, float* %8
	%2238 = extractelement <4 x i32> %2231, i32 3
	%2239 = bitcast i32 %2238 to float
	store float %2239, float* %9
	%2240 = extractelement <4 x i32> %2155, i32 1
	%2241 = extractelement <4 x i32> %2161, i32 1
	%2242 = extractelement <4 x i32> %2167, i32 1
	%2243 = extractelement <4 x i32> %2173, i32 1
	%2244 = and i32 %2240, u0xFFFF
	%2245 = shl i32 %2241, 16
	%2246 = or i32 %2244, %2245
	%2247 = and i32 %2242, u0xFFFF
	%2248 = shl i32 %2243, 16
	%2249 = or i32 %2247, %2248
	%2250 = lshr i32 %2240, 16
	%2251 = and i32 %2241, -65536
	%2252 = or i32 %2250, %2251
	%2253 = lshr i32 %2242, 16
	%2254 = and i32 %2243, -65536
	%2255 = or i32 %2253, %2254
	%2256 = load float, float* %10
	%2257 = load float, float* %11
	%2258 = load float, float* %12
	%2259 = load float, float* %13
	%2260 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2246, i32 %2249, float %2256, float %2257, float %2258, float %2259)
	%2261 = extractvalue { float, float, float, float } %2260, 0
	%2262 = bitcast float %2261 to i32
	%2263 = insertelement <4 x i32> zeroinitializer, i32 %2262, i32 0
	%2264 = extractvalue { float, float, float, float } %2260, 1
	%2265 = bitcast float %2264 to i32
	%2266 = insertelement <4 x i32> %2263, i32 %2265, i32 1
	%2267 = extractvalue { float, float, float, float } %2260, 2
	%2268 = bitcast float %2267 to i32
	%2269 = insertelement <4 x i32> %2266, i32 %2268, i32 2
	%2270 = extractvalue { float, float, float, float } %2260, 3
	%2271 = bitcast float %2270 to i32
	%2272 = insertelement <4 x i32> %2269, i32 %2271, i32 3
	%2273 = extractelement <4 x i32> %2272, i32 0
	%2274 = bitcast i32 %2273 to float
	store float %2274, float* %10
	%2275 = extractelement <4 x i32> %2272, i32 1
	%2276 = bitcast i32 %2275 to float
	store float %2276, float* %11
	%2277 = extractelement <4 x i32> %2272, i32 2
	%2278 = bitcast i32 %2277 to float
	store float %2278, float* %12
	%2279 = extractelement <4 x i32> %2272, i32 3
	%2280 = bitcast i32 %2279 to float
	store float %2280, float* %13
	%2281 = load float, float* %14
	%2282 = load float, float* %15
	%2283 = load float, float* %16
	%2284 = load float, float* %17
	%2285 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2252, i32 %2255, float %2281, float %2282, float %2283, float %2284)
	%2286 = extractvalue { float, float, float, float } %2285, 0
	%2287 = bitcast float %2286 to i32
	%2288 = insertelement <4 x i32> zeroinitializer, i32 %2287, i32 0
	%2289 = extractvalue { float, float, float, float } %2285, 1
	%2290 = bitcast float %2289 to i32
	%2291 = insertelement <4 x i32> %2288, i32 %2290, i32 1
	%2292 = extractvalue { float, float, float, float } %2285, 2
	%2293 = bitcast float %2292 to i32
	%2294 = insertelement <4 x i32> %2291, i32 %2293, i32 2
	%2295 = extractvalue { float, float, float, float } %2285, 3
	%2296 = bitcast float %2295 to i32
	%2297 = insertelement <4 x i32> %2294, i32 %2296, i32 3
	%2298 = extractelement <4 x i32> %2297, i32 0
	%2299 = bitcast i32 %2298 to float
	store float %2299, float* %14
	%2300 = extractelement <4 x i32> %2297, i32 1
	%2301 = bitcast i32 %2300 to float
	store float %2301, float* %15
	%2302 = extractelement <4 x i32> %2297, i32 2
	%2303 = bitcast i32 %2302 to float
	store float %2303, float* %16
	%2304 = extractelement <4 x i32> %2297, i32 3
	%2305 = bitcast i32 %2304 to float
	store float %2305, float* %17
	%2306 = extractelement <4 x i32> %2155, i32 2
	%2307 = extractelement <4 x i32> %2161, i32 2
	%2308 = extractelement <4 x i32> %2167, i32 2
	%2309 = extractelement <4 x i32> %2173, i32 2
	%2310 = and i32 %2306, u0xFFFF
	%2311 = shl i32 %2307, 16
	%2312 = or i32 %2310, %2311
	%2313 = and i32 %2308, u0xFFFF
	%2314 = shl i32 %2309, 16
	%2315 = or i32 %2313, %2314
	%2316 = lshr i32 %2306, 16
	%2317 = and i32 %2307, -65536
	%2318 = or i32 %2316, %2317
	%2319 = lshr i32 %2308, 16
	%2320 = and i32 %2309, -65536
	%2321 = or i32 %2319, %2320
	%2322 = load float, float* %18
	%2323 = load float, float* %19
	%2324 = load float, float* %20
	%2325 = load float, float* %21
	%2326 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2312, i32 %2315, float %2322, float %2323, float %2324, float %2325)
	%2327 = extractvalue { float, float, float, float } %2326, 0
	%2328 = bitcast float %2327 to i32
	%2329 = insertelement <4 x i32> zeroinitializer, i32 %2328, i32 0
	%2330 = extractvalue { float, float, float, float } %2326, 1
	%2331 = bitcast float %2330 to i32
	%2332 = insertelement <4 x i32> %2329, i32 %2331, i32 1
	%2333 = extractvalue { float, float, float, float } %2326, 2
	%2334 = bitcast float %2333 to i32
	%2335 = insertelement <4 x i32> %2332, i32 %2334, i32 2
	%2336 = extractvalue { float, float, float, float } %2326, 3
	%2337 = bitcast float %2336 to i32
	%2338 = insertelement <4 x i32> %2335, i32 %2337, i32 3
	%2339 = extractelement <4 x i32> %2338, i32 0
	%2340 = bitcast i32 %2339 to float
	store float %2340, float* %18
	%2341 = extractelement <4 x i32> %2338, i32 1
	%2342 = bitcast i32 %2341 to float
	store float %2342, float* %19
	%2343 = extractelement <4 x i32> %2338, i32 2
	%2344 = bitcast i32 %2343 to float
	store float %2344, float* %20
	%2345 = extractelement <4 x i32> %2338, i32 3
	%2346 = bitcast i32 %2345 to float
	store float %2346, float* %21
	%2347 = load float, float* %22
	%2348 = load float, float* %23
	%2349 = load float, float* %24
	%2350 = load float, float* %25
	%2351 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2318, i32 %2321, float %2347, float %2348, float %2349, float %2350)
	%2352 = extractvalue { float, float, float, float } %2351, 0
	%2353 = bitcast float %2352 to i32
	%2354 = insertelement <4 x i32> zeroinitializer, i32 %2353, i32 0
	%2355 = extractvalue { float, float, float, float } %2351, 1
	%2356 = bitcast float %2355 to i32
	%2357 = insertelement <4 x i32> %2354, i32 %2356, i32 1
	%2358 = extractvalue { float, float, float, float } %2351, 2
	%2359 = bitcast float %2358 to i32
	%2360 = insertelement <4 x i32> %2357, i32 %2359, i32 2
	%2361 = extractvalue { float, float, float, float } %2351, 3
	%2362 = bitcast float %2361 to i32
	%2363 = insertelement <4 x i32> %2360, i32 %2362, i32 3
	%2364 = extractelement <4 x i32> %2363, i32 0
	%2365 = bitcast i32 %2364 to float
	store float %2365, float* %22
	%2366 = extractelement <4 x i32> %2363, i32 1
	%2367 = bitcast i32 %2366 to float
	store float %2367, float* %23
	%2368 = extractelement <4 x i32> %2363, i32 2
	%2369 = bitcast i32 %2368 to float
	store float %2369, float* %24
	%2370 = extractelement <4 x i32> %2363, i32 3
	%2371 = bitcast i32 %2370 to float
	store float %2371, float* %25
	%2372 = extractelement <4 x i32> %2155, i32 3
	%2373 = extractelement <4 x i32> %2161, i32 3
	%2374 = extractelement <4 x i32> %2167, i32 3
	%2375 = extractelement <4 x i32> %2173, i32 3
	%2376 = and i32 %2372, u0xFFFF
	%2377 = shl i32 %2373, 16
	%2378 = or i32 %2376, %2377
	%2379 = and i32 %2374, u0xFFFF
	%2380 = shl i32 %2375, 16
	%2381 = or i32 %2379, %2380
	%2382 = lshr i32 %2372, 16
	%2383 = and i32 %2373, -65536
	%2384 = or i32 %2382, %2383
	%2385 = lshr i32 %2374, 16
	%2386 = and i32 %2375, -65536
	%2387 = or i32 %2385, %2386
	%2388 = load float, float* %26
	%2389 = load float, float* %27
	%2390 = load float, float* %28
	%2391 = load float, float* %29
	%2392 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2378, i32 %2381, float %2388, float %2389, float %2390, float %2391)
	%2393 = extractvalue { float, float, float, float } %2392, 0
	%2394 = bitcast float %2393 to i32
	%2395 = insertelement <4 x i32> zeroinitializer, i32 %2394, i32 0
	%2396 = extractvalue { float, float, float, float } %2392, 1
	%2397 = bitcast float %2396 to i32
	%2398 = insertelement <4 x i32> %2395, i32 %2397, i32 1
	%2399 = extractvalue { float, float, float, float } %2392, 2
	%2400 = bitcast float %2399 to i32
	%2401 = insertelement <4 x i32> %2398, i32 %2400, i32 2
	%2402 = extractvalue { float, float, float, float } %2392, 3
	%2403 = bitcast float %2402 to i32
	%2404 = insertelement <4 x i32> %2401, i32 %2403, i32 3
	%2405 = extractelement <4 x i32> %2404, i32 0
	%2406 = bitcast i32 %2405 to float
	store float %2406, float* %26
	%2407 = extractelement <4 x i32> %2404, i32 1
	%2408 = bitcast i32 %2407 to float
	store float %2408, float* %27
	%2409 = extractelement <4 x i32> %2404, i32 2
	%2410 = bitcast i32 %2409 to float
	store float %2410, float* %28
	%2411 = extractelement <4 x i32> %2404, i32 3
	%2412 = bitcast i32 %2411 to float
	store float %2412, float* %29
	%2413 = load float, float* %30
	%2414 = load float, float* %31
	%2415 = load float, float* %32
	%2416 = load float, float* %33
	%2417 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %2061, i32 %2084, i32 %2107, i32 %2130, i32 %2384, i32 %2387, float %2413, float %2414, float %2415, float %2416)
	%2418 = extractvalue { float, float, float, float } %2417, 0
	%2419 = bitcast float %2418 to i32
	%2420 = insertelement <4 x i32> zeroinitializer, i32 %2419, i32 0
	%2421 = extractvalue { float, float, float, float } %2417, 1
	%2422 = bitcast float %2421 to i32
	%2423 = insertelement <4 x i32> %2420, i32 %2422, i32 1
	%2424 = extractvalue { float, float, float, float } %2417, 2
	%2425 = bitcast float %2424 to i32
	%2426 = insertelement <4 x i32> %2423, i32 %2425, i32 2
	%2427 = extractvalue { float, float, float, float } %2417, 3
	%2428 = bitcast float %2427 to i32
	%2429 = insertelement <4 x i32> %2426, i32 %2428, i32 3
	%2430 = extractelement <4 x i32> %2429, i32 0
	%2431 = bitcast i32 %2430 to float
	store float %2431, float* %30
	%2432 = extractelement <4 x i32> %2429, i32 1
	%2433 = bitcast i32 %2432 to float
	store float %2433, float* %31
	%2434 = extractelement <4 x i32> %2429, i32 2
	%2435 = bitcast i32 %2434 to float
	store float %2435, float* %32
	%2436 = extractelement <4 x i32> %2429, i32 3
	%2437 = bitcast i32 %2436 to float
	store float %2437, float* %33
	call void @llvm.nvvm.barrier0()
	%2438 = add i32 %127, 32
	br label %loop11

then19:
	%2439 = sext i32 %1425 to i64
	%2440 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %2439
	store float %1451, float addrspace(3)* %2440
	%2441 = sext i32 %1425 to i64
	%2442 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2441
	%2443 = load float, float addrspace(3)* %2442
	%2444 = call float @llvm.fma.f32(float %2443, float %1561, float %1511)
	%2445 = sext i32 %1425 to i64
	%2446 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2445
	store float %2444, float addrspace(3)* %2446
	%2447 = sext i32 %1425 to i64
	%2448 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem52, i64 0, i64 %2447
	store float %1561, float addrspace(3)* %2448
	br label %join20

join20:
	%2449 = add i32 %1425, 4
	br label %loop16

then21:
	%2450 = mul i32 %34, 258
	%2451 = add i32 %147, %2450
	%2452 = add i32 %2451, 256
	%2453 = sext i32 %34 to i64
	%2454 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem50, i64 0, i64 %2453
	%2455 = load float, float addrspace(3)* %2454
	%2456 = sext i32 %2452 to i64
	%2457 = getelementptr float, float addrspace(1)* %part, i64 %2456
	store float %2455, float addrspace(1)* %2457
	%2458 = add i32 %2451, 257
	%2459 = sext i32 %34 to i64
	%2460 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma.smem51, i64 0, i64 %2459
	%2461 = load float, float addrspace(3)* %2460
	%2462 = sext i32 %2458 to i64
	%2463 = getelementptr float, float addrspace(1)* %part, i64 %2462
	store float %2461, float addrspace(1)* %2463
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
