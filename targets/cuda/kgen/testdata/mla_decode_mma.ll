target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48 = internal addrspace(3) global [2816 x i32] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49 = internal addrspace(3) global [640 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52 = internal addrspace(3) global [16 x float] undef, align 16
@mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53 = internal addrspace(3) global [32 x i32] undef, align 16

define ptx_kernel void @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4(float addrspace(1)* %part, i16 addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
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
	%55 = add i32 %54, 63
	%56 = sdiv i32 %55, 64
	%57 = mul i32 %56, 64
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
	%64 = phi i32 [ %34, %then1 ], [ %96, %join7 ]
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
	%77 = getelementptr i16, i16 addrspace(1)* %qabs, i64 %76
	%78 = load i16, i16 addrspace(1)* %77
	%79 = zext i16 %78 to i32
	%80 = shl i32 %79, 16
	%81 = bitcast i32 %80 to float
	store float %81, float* %0
	%82 = add i32 %75, 1
	%83 = sext i32 %82 to i64
	%84 = getelementptr i16, i16 addrspace(1)* %qabs, i64 %83
	%85 = load i16, i16 addrspace(1)* %84
	%86 = zext i16 %85 to i32
	%87 = shl i32 %86, 16
	%88 = bitcast i32 %87 to float
	store float %88, float* %1
	br label %join7

join7:
	%89 = mul i32 %66, 176
	%90 = add i32 %89, %67
	%91 = load float, float* %0
	%92 = load float, float* %1
	%93 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %92, float %91)
	%94 = sext i32 %90 to i64
	%95 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %94
	store i32 %93, i32 addrspace(3)* %95
	%96 = add i32 %64, 128
	br label %loop3

else8:
	%97 = mul i32 %70, 48
	%98 = add i32 -240, %71
	%99 = add i32 %97, %98
	%100 = sext i32 %99 to i64
	%101 = getelementptr i16, i16 addrspace(1)* %q, i64 %100
	%102 = load i16, i16 addrspace(1)* %101
	%103 = zext i16 %102 to i32
	%104 = shl i32 %103, 16
	%105 = bitcast i32 %104 to float
	store float %105, float* %0
	%106 = add i32 %99, 1
	%107 = sext i32 %106 to i64
	%108 = getelementptr i16, i16 addrspace(1)* %q, i64 %107
	%109 = load i16, i16 addrspace(1)* %108
	%110 = zext i16 %109 to i32
	%111 = shl i32 %110, 16
	%112 = bitcast i32 %111 to float
	store float %112, float* %1
	br label %join7

then9:
	%113 = sext i32 %34 to i64
	%114 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %113
	store float 0xFFF0000000000000, float addrspace(3)* %114
	%115 = sext i32 %34 to i64
	%116 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %115
	store float 0.0, float addrspace(3)* %116
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
	%117 = mul i32 %38, 176
	%118 = add i32 %38, 8
	%119 = mul i32 %118, 176
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%120 = phi i32 [ %58, %join10 ], [ %2157, %done18 ]
	%121 = icmp slt i32 %120, %61
	br i1 %121, label %body12, label %done13

body12:
	%122 = mul i32 %37, 8
	%123 = add i32 %120, %122
	%124 = add i32 %123, %38
	%125 = icmp slt i32 %124, %61
	%126 = select i1 %125, i32 %124, i32 %58
	%127 = mul i32 %46, %max_blocks
	%128 = sdiv i32 %126, %block_size
	%129 = add i32 %127, %128
	%130 = sext i32 %129 to i64
	%131 = getelementptr i32, i32 addrspace(1)* %table, i64 %130
	%132 = load i32, i32 addrspace(1)* %131
	%133 = mul i32 %132, %block_size
	%134 = srem i32 %126, %block_size
	%135 = add i32 %133, %134
	%136 = mul i32 %135, 288
	%137 = icmp eq i32 %39, 0
	br i1 %137, label %then14, label %join15

done13:
	%138 = mul i32 %41, 16
	%139 = add i32 %138, %63
	%140 = mul i32 %139, 264
	%141 = add i32 %38, 0
	%142 = mul i32 %37, 64
	%143 = mul i32 %39, 2
	%144 = add i32 %143, 0
	%145 = mul i32 %144, 8
	%146 = add i32 %145, 0
	%147 = add i32 %142, %146
	%148 = mul i32 %141, 264
	%149 = add i32 %148, %147
	%150 = add i32 %140, %149
	%151 = load float, float* %2
	%152 = sext i32 %150 to i64
	%153 = getelementptr float, float addrspace(1)* %part, i64 %152
	store float %151, float addrspace(1)* %153
	%154 = add i32 %38, 0
	%155 = mul i32 %37, 64
	%156 = mul i32 %39, 2
	%157 = add i32 %156, 1
	%158 = mul i32 %157, 8
	%159 = add i32 %158, 0
	%160 = add i32 %155, %159
	%161 = mul i32 %154, 264
	%162 = add i32 %161, %160
	%163 = add i32 %140, %162
	%164 = load float, float* %3
	%165 = sext i32 %163 to i64
	%166 = getelementptr float, float addrspace(1)* %part, i64 %165
	store float %164, float addrspace(1)* %166
	%167 = add i32 %38, 8
	%168 = mul i32 %37, 64
	%169 = mul i32 %39, 2
	%170 = add i32 %169, 0
	%171 = mul i32 %170, 8
	%172 = add i32 %171, 0
	%173 = add i32 %168, %172
	%174 = mul i32 %167, 264
	%175 = add i32 %174, %173
	%176 = add i32 %140, %175
	%177 = load float, float* %4
	%178 = sext i32 %176 to i64
	%179 = getelementptr float, float addrspace(1)* %part, i64 %178
	store float %177, float addrspace(1)* %179
	%180 = add i32 %38, 8
	%181 = mul i32 %37, 64
	%182 = mul i32 %39, 2
	%183 = add i32 %182, 1
	%184 = mul i32 %183, 8
	%185 = add i32 %184, 0
	%186 = add i32 %181, %185
	%187 = mul i32 %180, 264
	%188 = add i32 %187, %186
	%189 = add i32 %140, %188
	%190 = load float, float* %5
	%191 = sext i32 %189 to i64
	%192 = getelementptr float, float addrspace(1)* %part, i64 %191
	store float %190, float addrspace(1)* %192
	%193 = add i32 %38, 0
	%194 = mul i32 %37, 64
	%195 = mul i32 %39, 2
	%196 = add i32 %195, 0
	%197 = mul i32 %196, 8
	%198 = add i32 %197, 1
	%199 = add i32 %194, %198
	%200 = mul i32 %193, 264
	%201 = add i32 %200, %199
	%202 = add i32 %140, %201
	%203 = load float, float* %6
	%204 = sext i32 %202 to i64
	%205 = getelementptr float, float addrspace(1)* %part, i64 %204
	store float %203, float addrspace(1)* %205
	%206 = add i32 %38, 0
	%207 = mul i32 %37, 64
	%208 = mul i32 %39, 2
	%209 = add i32 %208, 1
	%210 = mul i32 %209, 8
	%211 = add i32 %210, 1
	%212 = add i32 %207, %211
	%213 = mul i32 %206, 264
	%214 = add i32 %213, %212
	%215 = add i32 %140, %214
	%216 = load float, float* %7
	%217 = sext i32 %215 to i64
	%218 = getelementptr float, float addrspace(1)* %part, i64 %217
	store float %216, float addrspace(1)* %218
	%219 = add i32 %38, 8
	%220 = mul i32 %37, 64
	%221 = mul i32 %39, 2
	%222 = add i32 %221, 0
	%223 = mul i32 %222, 8
	%224 = add i32 %223, 1
	%225 = add i32 %220, %224
	%226 = mul i32 %219, 264
	%227 = add i32 %226, %225
	%228 = add i32 %140, %227
	%229 = load float, float* %8
	%230 = sext i32 %228 to i64
	%231 = getelementptr float, float addrspace(1)* %part, i64 %230
	store float %229, float addrspace(1)* %231
	%232 = add i32 %38, 8
	%233 = mul i32 %37, 64
	%234 = mul i32 %39, 2
	%235 = add i32 %234, 1
	%236 = mul i32 %235, 8
	%237 = add i32 %236, 1
	%238 = add i32 %233, %237
	%239 = mul i32 %232, 264
	%240 = add i32 %239, %238
	%241 = add i32 %140, %240
	%242 = load float, float* %9
	%243 = sext i32 %241 to i64
	%244 = getelementptr float, float addrspace(1)* %part, i64 %243
	store float %242, float addrspace(1)* %244
	%245 = add i32 %38, 0
	%246 = mul i32 %37, 64
	%247 = mul i32 %39, 2
	%248 = add i32 %247, 0
	%249 = mul i32 %248, 8
	%250 = add i32 %249, 2
	%251 = add i32 %246, %250
	%252 = mul i32 %245, 264
	%253 = add i32 %252, %251
	%254 = add i32 %140, %253
	%255 = load float, float* %10
	%256 = sext i32 %254 to i64
	%257 = getelementptr float, float addrspace(1)* %part, i64 %256
	store float %255, float addrspace(1)* %257
	%258 = add i32 %38, 0
	%259 = mul i32 %37, 64
	%260 = mul i32 %39, 2
	%261 = add i32 %260, 1
	%262 = mul i32 %261, 8
	%263 = add i32 %262, 2
	%264 = add i32 %259, %263
	%265 = mul i32 %258, 264
	%266 = add i32 %265, %264
	%267 = add i32 %140, %266
	%268 = load float, float* %11
	%269 = sext i32 %267 to i64
	%270 = getelementptr float, float addrspace(1)* %part, i64 %269
	store float %268, float addrspace(1)* %270
	%271 = add i32 %38, 8
	%272 = mul i32 %37, 64
	%273 = mul i32 %39, 2
	%274 = add i32 %273, 0
	%275 = mul i32 %274, 8
	%276 = add i32 %275, 2
	%277 = add i32 %272, %276
	%278 = mul i32 %271, 264
	%279 = add i32 %278, %277
	%280 = add i32 %140, %279
	%281 = load float, float* %12
	%282 = sext i32 %280 to i64
	%283 = getelementptr float, float addrspace(1)* %part, i64 %282
	store float %281, float addrspace(1)* %283
	%284 = add i32 %38, 8
	%285 = mul i32 %37, 64
	%286 = mul i32 %39, 2
	%287 = add i32 %286, 1
	%288 = mul i32 %287, 8
	%289 = add i32 %288, 2
	%290 = add i32 %285, %289
	%291 = mul i32 %284, 264
	%292 = add i32 %291, %290
	%293 = add i32 %140, %292
	%294 = load float, float* %13
	%295 = sext i32 %293 to i64
	%296 = getelementptr float, float addrspace(1)* %part, i64 %295
	store float %294, float addrspace(1)* %296
	%297 = add i32 %38, 0
	%298 = mul i32 %37, 64
	%299 = mul i32 %39, 2
	%300 = add i32 %299, 0
	%301 = mul i32 %300, 8
	%302 = add i32 %301, 3
	%303 = add i32 %298, %302
	%304 = mul i32 %297, 264
	%305 = add i32 %304, %303
	%306 = add i32 %140, %305
	%307 = load float, float* %14
	%308 = sext i32 %306 to i64
	%309 = getelementptr float, float addrspace(1)* %part, i64 %308
	store float %307, float addrspace(1)* %309
	%310 = add i32 %38, 0
	%311 = mul i32 %37, 64
	%312 = mul i32 %39, 2
	%313 = add i32 %312, 1
	%314 = mul i32 %313, 8
	%315 = add i32 %314, 3
	%316 = add i32 %311, %315
	%317 = mul i32 %310, 264
	%318 = add i32 %317, %316
	%319 = add i32 %140, %318
	%320 = load float, float* %15
	%321 = sext i32 %319 to i64
	%322 = getelementptr float, float addrspace(1)* %part, i64 %321
	store float %320, float addrspace(1)* %322
	%323 = add i32 %38, 8
	%324 = mul i32 %37, 64
	%325 = mul i32 %39, 2
	%326 = add i32 %325, 0
	%327 = mul i32 %326, 8
	%328 = add i32 %327, 3
	%329 = add i32 %324, %328
	%330 = mul i32 %323, 264
	%331 = add i32 %330, %329
	%332 = add i32 %140, %331
	%333 = load float, float* %16
	%334 = sext i32 %332 to i64
	%335 = getelementptr float, float addrspace(1)* %part, i64 %334
	store float %333, float addrspace(1)* %335
	%336 = add i32 %38, 8
	%337 = mul i32 %37, 64
	%338 = mul i32 %39, 2
	%339 = add i32 %338, 1
	%340 = mul i32 %339, 8
	%341 = add i32 %340, 3
	%342 = add i32 %337, %341
	%343 = mul i32 %336, 264
	%344 = add i32 %343, %342
	%345 = add i32 %140, %344
	%346 = load float, float* %17
	%347 = sext i32 %345 to i64
	%348 = getelementptr float, float addrspace(1)* %part, i64 %347
	store float %346, float addrspace(1)* %348
	%349 = add i32 %38, 0
	%350 = mul i32 %37, 64
	%351 = mul i32 %39, 2
	%352 = add i32 %351, 0
	%353 = mul i32 %352, 8
	%354 = add i32 %353, 4
	%355 = add i32 %350, %354
	%356 = mul i32 %349, 264
	%357 = add i32 %356, %355
	%358 = add i32 %140, %357
	%359 = load float, float* %18
	%360 = sext i32 %358 to i64
	%361 = getelementptr float, float addrspace(1)* %part, i64 %360
	store float %359, float addrspace(1)* %361
	%362 = add i32 %38, 0
	%363 = mul i32 %37, 64
	%364 = mul i32 %39, 2
	%365 = add i32 %364, 1
	%366 = mul i32 %365, 8
	%367 = add i32 %366, 4
	%368 = add i32 %363, %367
	%369 = mul i32 %362, 264
	%370 = add i32 %369, %368
	%371 = add i32 %140, %370
	%372 = load float, float* %19
	%373 = sext i32 %371 to i64
	%374 = getelementptr float, float addrspace(1)* %part, i64 %373
	store float %372, float addrspace(1)* %374
	%375 = add i32 %38, 8
	%376 = mul i32 %37, 64
	%377 = mul i32 %39, 2
	%378 = add i32 %377, 0
	%379 = mul i32 %378, 8
	%380 = add i32 %379, 4
	%381 = add i32 %376, %380
	%382 = mul i32 %375, 264
	%383 = add i32 %382, %381
	%384 = add i32 %140, %383
	%385 = load float, float* %20
	%386 = sext i32 %384 to i64
	%387 = getelementptr float, float addrspace(1)* %part, i64 %386
	store float %385, float addrspace(1)* %387
	%388 = add i32 %38, 8
	%389 = mul i32 %37, 64
	%390 = mul i32 %39, 2
	%391 = add i32 %390, 1
	%392 = mul i32 %391, 8
	%393 = add i32 %392, 4
	%394 = add i32 %389, %393
	%395 = mul i32 %388, 264
	%396 = add i32 %395, %394
	%397 = add i32 %140, %396
	%398 = load float, float* %21
	%399 = sext i32 %397 to i64
	%400 = getelementptr float, float addrspace(1)* %part, i64 %399
	store float %398, float addrspace(1)* %400
	%401 = add i32 %38, 0
	%402 = mul i32 %37, 64
	%403 = mul i32 %39, 2
	%404 = add i32 %403, 0
	%405 = mul i32 %404, 8
	%406 = add i32 %405, 5
	%407 = add i32 %402, %406
	%408 = mul i32 %401, 264
	%409 = add i32 %408, %407
	%410 = add i32 %140, %409
	%411 = load float, float* %22
	%412 = sext i32 %410 to i64
	%413 = getelementptr float, float addrspace(1)* %part, i64 %412
	store float %411, float addrspace(1)* %413
	%414 = add i32 %38, 0
	%415 = mul i32 %37, 64
	%416 = mul i32 %39, 2
	%417 = add i32 %416, 1
	%418 = mul i32 %417, 8
	%419 = add i32 %418, 5
	%420 = add i32 %415, %419
	%421 = mul i32 %414, 264
	%422 = add i32 %421, %420
	%423 = add i32 %140, %422
	%424 = load float, float* %23
	%425 = sext i32 %423 to i64
	%426 = getelementptr float, float addrspace(1)* %part, i64 %425
	store float %424, float addrspace(1)* %426
	%427 = add i32 %38, 8
	%428 = mul i32 %37, 64
	%429 = mul i32 %39, 2
	%430 = add i32 %429, 0
	%431 = mul i32 %430, 8
	%432 = add i32 %431, 5
	%433 = add i32 %428, %432
	%434 = mul i32 %427, 264
	%435 = add i32 %434, %433
	%436 = add i32 %140, %435
	%437 = load float, float* %24
	%438 = sext i32 %436 to i64
	%439 = getelementptr float, float addrspace(1)* %part, i64 %438
	store float %437, float addrspace(1)* %439
	%440 = add i32 %38, 8
	%441 = mul i32 %37, 64
	%442 = mul i32 %39, 2
	%443 = add i32 %442, 1
	%444 = mul i32 %443, 8
	%445 = add i32 %444, 5
	%446 = add i32 %441, %445
	%447 = mul i32 %440, 264
	%448 = add i32 %447, %446
	%449 = add i32 %140, %448
	%450 = load float, float* %25
	%451 = sext i32 %449 to i64
	%452 = getelementptr float, float addrspace(1)* %part, i64 %451
	store float %450, float addrspace(1)* %452
	%453 = add i32 %38, 0
	%454 = mul i32 %37, 64
	%455 = mul i32 %39, 2
	%456 = add i32 %455, 0
	%457 = mul i32 %456, 8
	%458 = add i32 %457, 6
	%459 = add i32 %454, %458
	%460 = mul i32 %453, 264
	%461 = add i32 %460, %459
	%462 = add i32 %140, %461
	%463 = load float, float* %26
	%464 = sext i32 %462 to i64
	%465 = getelementptr float, float addrspace(1)* %part, i64 %464
	store float %463, float addrspace(1)* %465
	%466 = add i32 %38, 0
	%467 = mul i32 %37, 64
	%468 = mul i32 %39, 2
	%469 = add i32 %468, 1
	%470 = mul i32 %469, 8
	%471 = add i32 %470, 6
	%472 = add i32 %467, %471
	%473 = mul i32 %466, 264
	%474 = add i32 %473, %472
	%475 = add i32 %140, %474
	%476 = load float, float* %27
	%477 = sext i32 %475 to i64
	%478 = getelementptr float, float addrspace(1)* %part, i64 %477
	store float %476, float addrspace(1)* %478
	%479 = add i32 %38, 8
	%480 = mul i32 %37, 64
	%481 = mul i32 %39, 2
	%482 = add i32 %481, 0
	%483 = mul i32 %482, 8
	%484 = add i32 %483, 6
	%485 = add i32 %480, %484
	%486 = mul i32 %479, 264
	%487 = add i32 %486, %485
	%488 = add i32 %140, %487
	%489 = load float, float* %28
	%490 = sext i32 %488 to i64
	%491 = getelementptr float, float addrspace(1)* %part, i64 %490
	store float %489, float addrspace(1)* %491
	%492 = add i32 %38, 8
	%493 = mul i32 %37, 64
	%494 = mul i32 %39, 2
	%495 = add i32 %494, 1
	%496 = mul i32 %495, 8
	%497 = add i32 %496, 6
	%498 = add i32 %493, %497
	%499 = mul i32 %492, 264
	%500 = add i32 %499, %498
	%501 = add i32 %140, %500
	%502 = load float, float* %29
	%503 = sext i32 %501 to i64
	%504 = getelementptr float, float addrspace(1)* %part, i64 %503
	store float %502, float addrspace(1)* %504
	%505 = add i32 %38, 0
	%506 = mul i32 %37, 64
	%507 = mul i32 %39, 2
	%508 = add i32 %507, 0
	%509 = mul i32 %508, 8
	%510 = add i32 %509, 7
	%511 = add i32 %506, %510
	%512 = mul i32 %505, 264
	%513 = add i32 %512, %511
	%514 = add i32 %140, %513
	%515 = load float, float* %30
	%516 = sext i32 %514 to i64
	%517 = getelementptr float, float addrspace(1)* %part, i64 %516
	store float %515, float addrspace(1)* %517
	%518 = add i32 %38, 0
	%519 = mul i32 %37, 64
	%520 = mul i32 %39, 2
	%521 = add i32 %520, 1
	%522 = mul i32 %521, 8
	%523 = add i32 %522, 7
	%524 = add i32 %519, %523
	%525 = mul i32 %518, 264
	%526 = add i32 %525, %524
	%527 = add i32 %140, %526
	%528 = load float, float* %31
	%529 = sext i32 %527 to i64
	%530 = getelementptr float, float addrspace(1)* %part, i64 %529
	store float %528, float addrspace(1)* %530
	%531 = add i32 %38, 8
	%532 = mul i32 %37, 64
	%533 = mul i32 %39, 2
	%534 = add i32 %533, 0
	%535 = mul i32 %534, 8
	%536 = add i32 %535, 7
	%537 = add i32 %532, %536
	%538 = mul i32 %531, 264
	%539 = add i32 %538, %537
	%540 = add i32 %140, %539
	%541 = load float, float* %32
	%542 = sext i32 %540 to i64
	%543 = getelementptr float, float addrspace(1)* %part, i64 %542
	store float %541, float addrspace(1)* %543
	%544 = add i32 %38, 8
	%545 = mul i32 %37, 64
	%546 = mul i32 %39, 2
	%547 = add i32 %546, 1
	%548 = mul i32 %547, 8
	%549 = add i32 %548, 7
	%550 = add i32 %545, %549
	%551 = mul i32 %544, 264
	%552 = add i32 %551, %550
	%553 = add i32 %140, %552
	%554 = load float, float* %33
	%555 = sext i32 %553 to i64
	%556 = getelementptr float, float addrspace(1)* %part, i64 %555
	store float %554, float addrspace(1)* %556
	%557 = icmp slt i32 %34, 16
	br i1 %557, label %then21, label %join22

then14:
	%558 = mul i32 %37, 8
	%559 = add i32 %558, %38
	%560 = sext i32 %559 to i64
	%561 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %560
	store i32 %136, i32 addrspace(3)* %561
	br label %join15

join15:
	%562 = mul i32 %39, 8
	%563 = add i32 %136, %562
	%564 = add i32 %563, 0
	%565 = sext i32 %564 to i64
	%566 = getelementptr i16, i16 addrspace(1)* %pool, i64 %565
	%567 = bitcast i16 addrspace(1)* %566 to <4 x i32> addrspace(1)*
	%568 = load <4 x i32>, <4 x i32> addrspace(1)* %567, align 16, !invariant.load !0
	%569 = add i32 %563, 32
	%570 = sext i32 %569 to i64
	%571 = getelementptr i16, i16 addrspace(1)* %pool, i64 %570
	%572 = bitcast i16 addrspace(1)* %571 to <4 x i32> addrspace(1)*
	%573 = load <4 x i32>, <4 x i32> addrspace(1)* %572, align 16, !invariant.load !0
	%574 = add i32 %563, 64
	%575 = sext i32 %574 to i64
	%576 = getelementptr i16, i16 addrspace(1)* %pool, i64 %575
	%577 = bitcast i16 addrspace(1)* %576 to <4 x i32> addrspace(1)*
	%578 = load <4 x i32>, <4 x i32> addrspace(1)* %577, align 16, !invariant.load !0
	%579 = add i32 %563, 96
	%580 = sext i32 %579 to i64
	%581 = getelementptr i16, i16 addrspace(1)* %pool, i64 %580
	%582 = bitcast i16 addrspace(1)* %581 to <4 x i32> addrspace(1)*
	%583 = load <4 x i32>, <4 x i32> addrspace(1)* %582, align 16, !invariant.load !0
	%584 = add i32 %563, 128
	%585 = sext i32 %584 to i64
	%586 = getelementptr i16, i16 addrspace(1)* %pool, i64 %585
	%587 = bitcast i16 addrspace(1)* %586 to <4 x i32> addrspace(1)*
	%588 = load <4 x i32>, <4 x i32> addrspace(1)* %587, align 16, !invariant.load !0
	%589 = add i32 %563, 160
	%590 = sext i32 %589 to i64
	%591 = getelementptr i16, i16 addrspace(1)* %pool, i64 %590
	%592 = bitcast i16 addrspace(1)* %591 to <4 x i32> addrspace(1)*
	%593 = load <4 x i32>, <4 x i32> addrspace(1)* %592, align 16, !invariant.load !0
	%594 = add i32 %563, 192
	%595 = sext i32 %594 to i64
	%596 = getelementptr i16, i16 addrspace(1)* %pool, i64 %595
	%597 = bitcast i16 addrspace(1)* %596 to <4 x i32> addrspace(1)*
	%598 = load <4 x i32>, <4 x i32> addrspace(1)* %597, align 16, !invariant.load !0
	%599 = add i32 %563, 224
	%600 = sext i32 %599 to i64
	%601 = getelementptr i16, i16 addrspace(1)* %pool, i64 %600
	%602 = bitcast i16 addrspace(1)* %601 to <4 x i32> addrspace(1)*
	%603 = load <4 x i32>, <4 x i32> addrspace(1)* %602, align 16, !invariant.load !0
	%604 = add i32 %563, 256
	%605 = sext i32 %604 to i64
	%606 = getelementptr i16, i16 addrspace(1)* %pool, i64 %605
	%607 = bitcast i16 addrspace(1)* %606 to <4 x i32> addrspace(1)*
	%608 = load <4 x i32>, <4 x i32> addrspace(1)* %607, align 16, !invariant.load !0
	%609 = mul i32 %39, 4
	%610 = add i32 %609, 0
	%611 = add i32 %117, %610
	%612 = sext i32 %611 to i64
	%613 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %612
	%614 = bitcast i32 addrspace(3)* %613 to <4 x i32> addrspace(3)*
	%615 = load <4 x i32>, <4 x i32> addrspace(3)* %614, align 16
	%616 = add i32 %119, %610
	%617 = sext i32 %616 to i64
	%618 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %617
	%619 = bitcast i32 addrspace(3)* %618 to <4 x i32> addrspace(3)*
	%620 = load <4 x i32>, <4 x i32> addrspace(3)* %619, align 16
	%621 = extractelement <4 x i32> %615, i32 0
	%622 = extractelement <4 x i32> %620, i32 0
	%623 = extractelement <4 x i32> %615, i32 1
	%624 = extractelement <4 x i32> %620, i32 1
	%625 = extractelement <4 x i32> %568, i32 0
	%626 = extractelement <4 x i32> %568, i32 1
	%627 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %621, i32 %622, i32 %623, i32 %624, i32 %625, i32 %626, float 0.0, float 0.0, float 0.0, float 0.0)
	%628 = extractvalue { float, float, float, float } %627, 0
	%629 = bitcast float %628 to i32
	%630 = insertelement <4 x i32> zeroinitializer, i32 %629, i32 0
	%631 = extractvalue { float, float, float, float } %627, 1
	%632 = bitcast float %631 to i32
	%633 = insertelement <4 x i32> %630, i32 %632, i32 1
	%634 = extractvalue { float, float, float, float } %627, 2
	%635 = bitcast float %634 to i32
	%636 = insertelement <4 x i32> %633, i32 %635, i32 2
	%637 = extractvalue { float, float, float, float } %627, 3
	%638 = bitcast float %637 to i32
	%639 = insertelement <4 x i32> %636, i32 %638, i32 3
	%640 = extractelement <4 x i32> %639, i32 0
	%641 = bitcast i32 %640 to float
	%642 = extractelement <4 x i32> %639, i32 1
	%643 = bitcast i32 %642 to float
	%644 = extractelement <4 x i32> %639, i32 2
	%645 = bitcast i32 %644 to float
	%646 = extractelement <4 x i32> %639, i32 3
	%647 = bitcast i32 %646 to float
	%648 = extractelement <4 x i32> %615, i32 2
	%649 = extractelement <4 x i32> %620, i32 2
	%650 = extractelement <4 x i32> %615, i32 3
	%651 = extractelement <4 x i32> %620, i32 3
	%652 = extractelement <4 x i32> %568, i32 2
	%653 = extractelement <4 x i32> %568, i32 3
	%654 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %648, i32 %649, i32 %650, i32 %651, i32 %652, i32 %653, float %641, float %643, float %645, float %647)
	%655 = extractvalue { float, float, float, float } %654, 0
	%656 = bitcast float %655 to i32
	%657 = insertelement <4 x i32> zeroinitializer, i32 %656, i32 0
	%658 = extractvalue { float, float, float, float } %654, 1
	%659 = bitcast float %658 to i32
	%660 = insertelement <4 x i32> %657, i32 %659, i32 1
	%661 = extractvalue { float, float, float, float } %654, 2
	%662 = bitcast float %661 to i32
	%663 = insertelement <4 x i32> %660, i32 %662, i32 2
	%664 = extractvalue { float, float, float, float } %654, 3
	%665 = bitcast float %664 to i32
	%666 = insertelement <4 x i32> %663, i32 %665, i32 3
	%667 = extractelement <4 x i32> %666, i32 0
	%668 = bitcast i32 %667 to float
	%669 = extractelement <4 x i32> %666, i32 1
	%670 = bitcast i32 %669 to float
	%671 = extractelement <4 x i32> %666, i32 2
	%672 = bitcast i32 %671 to float
	%673 = extractelement <4 x i32> %666, i32 3
	%674 = bitcast i32 %673 to float
	%675 = add i32 %609, 16
	%676 = add i32 %117, %675
	%677 = sext i32 %676 to i64
	%678 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %677
	%679 = bitcast i32 addrspace(3)* %678 to <4 x i32> addrspace(3)*
	%680 = load <4 x i32>, <4 x i32> addrspace(3)* %679, align 16
	%681 = add i32 %119, %675
	%682 = sext i32 %681 to i64
	%683 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %682
	%684 = bitcast i32 addrspace(3)* %683 to <4 x i32> addrspace(3)*
	%685 = load <4 x i32>, <4 x i32> addrspace(3)* %684, align 16
	%686 = extractelement <4 x i32> %680, i32 0
	%687 = extractelement <4 x i32> %685, i32 0
	%688 = extractelement <4 x i32> %680, i32 1
	%689 = extractelement <4 x i32> %685, i32 1
	%690 = extractelement <4 x i32> %573, i32 0
	%691 = extractelement <4 x i32> %573, i32 1
	%692 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %686, i32 %687, i32 %688, i32 %689, i32 %690, i32 %691, float %668, float %670, float %672, float %674)
	%693 = extractvalue { float, float, float, float } %692, 0
	%694 = bitcast float %693 to i32
	%695 = insertelement <4 x i32> zeroinitializer, i32 %694, i32 0
	%696 = extractvalue { float, float, float, float } %692, 1
	%697 = bitcast float %696 to i32
	%698 = insertelement <4 x i32> %695, i32 %697, i32 1
	%699 = extractvalue { float, float, float, float } %692, 2
	%700 = bitcast float %699 to i32
	%701 = insertelement <4 x i32> %698, i32 %700, i32 2
	%702 = extractvalue { float, float, float, float } %692, 3
	%703 = bitcast float %702 to i32
	%704 = insertelement <4 x i32> %701, i32 %703, i32 3
	%705 = extractelement <4 x i32> %704, i32 0
	%706 = bitcast i32 %705 to float
	%707 = extractelement <4 x i32> %704, i32 1
	%708 = bitcast i32 %707 to float
	%709 = extractelement <4 x i32> %704, i32 2
	%710 = bitcast i32 %709 to float
	%711 = extractelement <4 x i32> %704, i32 3
	%712 = bitcast i32 %711 to float
	%713 = extractelement <4 x i32> %680, i32 2
	%714 = extractelement <4 x i32> %685, i32 2
	%715 = extractelement <4 x i32> %680, i32 3
	%716 = extractelement <4 x i32> %685, i32 3
	%717 = extractelement <4 x i32> %573, i32 2
	%718 = extractelement <4 x i32> %573, i32 3
	%719 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %713, i32 %714, i32 %715, i32 %716, i32 %717, i32 %718, float %706, float %708, float %710, float %712)
	%720 = extractvalue { float, float, float, float } %719, 0
	%721 = bitcast float %720 to i32
	%722 = insertelement <4 x i32> zeroinitializer, i32 %721, i32 0
	%723 = extractvalue { float, float, float, float } %719, 1
	%724 = bitcast float %723 to i32
	%725 = insertelement <4 x i32> %722, i32 %724, i32 1
	%726 = extractvalue { float, float, float, float } %719, 2
	%727 = bitcast float %726 to i32
	%728 = insertelement <4 x i32> %725, i32 %727, i32 2
	%729 = extractvalue { float, float, float, float } %719, 3
	%730 = bitcast float %729 to i32
	%731 = insertelement <4 x i32> %728, i32 %730, i32 3
	%732 = extractelement <4 x i32> %731, i32 0
	%733 = bitcast i32 %732 to float
	%734 = extractelement <4 x i32> %731, i32 1
	%735 = bitcast i32 %734 to float
	%736 = extractelement <4 x i32> %731, i32 2
	%737 = bitcast i32 %736 to float
	%738 = extractelement <4 x i32> %731, i32 3
	%739 = bitcast i32 %738 to float
	%740 = add i32 %609, 32
	%741 = add i32 %117, %740
	%742 = sext i32 %741 to i64
	%743 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %742
	%744 = bitcast i32 addrspace(3)* %743 to <4 x i32> addrspace(3)*
	%745 = load <4 x i32>, <4 x i32> addrspace(3)* %744, align 16
	%746 = add i32 %119, %740
	%747 = sext i32 %746 to i64
	%748 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %747
	%749 = bitcast i32 addrspace(3)* %748 to <4 x i32> addrspace(3)*
	%750 = load <4 x i32>, <4 x i32> addrspace(3)* %749, align 16
	%751 = extractelement <4 x i32> %745, i32 0
	%752 = extractelement <4 x i32> %750, i32 0
	%753 = extractelement <4 x i32> %745, i32 1
	%754 = extractelement <4 x i32> %750, i32 1
	%755 = extractelement <4 x i32> %578, i32 0
	%756 = extractelement <4 x i32> %578, i32 1
	%757 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %751, i32 %752, i32 %753, i32 %754, i32 %755, i32 %756, float %733, float %735, float %737, float %739)
	%758 = extractvalue { float, float, float, float } %757, 0
	%759 = bitcast float %758 to i32
	%760 = insertelement <4 x i32> zeroinitializer, i32 %759, i32 0
	%761 = extractvalue { float, float, float, float } %757, 1
	%762 = bitcast float %761 to i32
	%763 = insertelement <4 x i32> %760, i32 %762, i32 1
	%764 = extractvalue { float, float, float, float } %757, 2
	%765 = bitcast float %764 to i32
	%766 = insertelement <4 x i32> %763, i32 %765, i32 2
	%767 = extractvalue { float, float, float, float } %757, 3
	%768 = bitcast float %767 to i32
	%769 = insertelement <4 x i32> %766, i32 %768, i32 3
	%770 = extractelement <4 x i32> %769, i32 0
	%771 = bitcast i32 %770 to float
	%772 = extractelement <4 x i32> %769, i32 1
	%773 = bitcast i32 %772 to float
	%774 = extractelement <4 x i32> %769, i32 2
	%775 = bitcast i32 %774 to float
	%776 = extractelement <4 x i32> %769, i32 3
	%777 = bitcast i32 %776 to float
	%778 = extractelement <4 x i32> %745, i32 2
	%779 = extractelement <4 x i32> %750, i32 2
	%780 = extractelement <4 x i32> %745, i32 3
	%781 = extractelement <4 x i32> %750, i32 3
	%782 = extractelement <4 x i32> %578, i32 2
	%783 = extractelement <4 x i32> %578, i32 3
	%784 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %778, i32 %779, i32 %780, i32 %781, i32 %782, i32 %783, float %771, float %773, float %775, float %777)
	%785 = extractvalue { float, float, float, float } %784, 0
	%786 = bitcast float %785 to i32
	%787 = insertelement <4 x i32> zeroinitializer, i32 %786, i32 0
	%788 = extractvalue { float, float, float, float } %784, 1
	%789 = bitcast float %788 to i32
	%790 = insertelement <4 x i32> %787, i32 %789, i32 1
	%791 = extractvalue { float, float, float, float } %784, 2
	%792 = bitcast float %791 to i32
	%793 = insertelement <4 x i32> %790, i32 %792, i32 2
	%794 = extractvalue { float, float, float, float } %784, 3
	%795 = bitcast float %794 to i32
	%796 = insertelement <4 x i32> %793, i32 %795, i32 3
	%797 = extractelement <4 x i32> %796, i32 0
	%798 = bitcast i32 %797 to float
	%799 = extractelement <4 x i32> %796, i32 1
	%800 = bitcast i32 %799 to float
	%801 = extractelement <4 x i32> %796, i32 2
	%802 = bitcast i32 %801 to float
	%803 = extractelement <4 x i32> %796, i32 3
	%804 = bitcast i32 %803 to float
	%805 = add i32 %609, 48
	%806 = add i32 %117, %805
	%807 = sext i32 %806 to i64
	%808 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %807
	%809 = bitcast i32 addrspace(3)* %808 to <4 x i32> addrspace(3)*
	%810 = load <4 x i32>, <4 x i32> addrspace(3)* %809, align 16
	%811 = add i32 %119, %805
	%812 = sext i32 %811 to i64
	%813 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %812
	%814 = bitcast i32 addrspace(3)* %813 to <4 x i32> addrspace(3)*
	%815 = load <4 x i32>, <4 x i32> addrspace(3)* %814, align 16
	%816 = extractelement <4 x i32> %810, i32 0
	%817 = extractelement <4 x i32> %815, i32 0
	%818 = extractelement <4 x i32> %810, i32 1
	%819 = extractelement <4 x i32> %815, i32 1
	%820 = extractelement <4 x i32> %583, i32 0
	%821 = extractelement <4 x i32> %583, i32 1
	%822 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %816, i32 %817, i32 %818, i32 %819, i32 %820, i32 %821, float %798, float %800, float %802, float %804)
	%823 = extractvalue { float, float, float, float } %822, 0
	%824 = bitcast float %823 to i32
	%825 = insertelement <4 x i32> zeroinitializer, i32 %824, i32 0
	%826 = extractvalue { float, float, float, float } %822, 1
	%827 = bitcast float %826 to i32
	%828 = insertelement <4 x i32> %825, i32 %827, i32 1
	%829 = extractvalue { float, float, float, float } %822, 2
	%830 = bitcast float %829 to i32
	%831 = insertelement <4 x i32> %828, i32 %830, i32 2
	%832 = extractvalue { float, float, float, float } %822, 3
	%833 = bitcast float %832 to i32
	%834 = insertelement <4 x i32> %831, i32 %833, i32 3
	%835 = extractelement <4 x i32> %834, i32 0
	%836 = bitcast i32 %835 to float
	%837 = extractelement <4 x i32> %834, i32 1
	%838 = bitcast i32 %837 to float
	%839 = extractelement <4 x i32> %834, i32 2
	%840 = bitcast i32 %839 to float
	%841 = extractelement <4 x i32> %834, i32 3
	%842 = bitcast i32 %841 to float
	%843 = extractelement <4 x i32> %810, i32 2
	%844 = extractelement <4 x i32> %815, i32 2
	%845 = extractelement <4 x i32> %810, i32 3
	%846 = extractelement <4 x i32> %815, i32 3
	%847 = extractelement <4 x i32> %583, i32 2
	%848 = extractelement <4 x i32> %583, i32 3
	%849 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %843, i32 %844, i32 %845, i32 %846, i32 %847, i32 %848, float %836, float %838, float %840, float %842)
	%850 = extractvalue { float, float, float, float } %849, 0
	%851 = bitcast float %850 to i32
	%852 = insertelement <4 x i32> zeroinitializer, i32 %851, i32 0
	%853 = extractvalue { float, float, float, float } %849, 1
	%854 = bitcast float %853 to i32
	%855 = insertelement <4 x i32> %852, i32 %854, i32 1
	%856 = extractvalue { float, float, float, float } %849, 2
	%857 = bitcast float %856 to i32
	%858 = insertelement <4 x i32> %855, i32 %857, i32 2
	%859 = extractvalue { float, float, float, float } %849, 3
	%860 = bitcast float %859 to i32
	%861 = insertelement <4 x i32> %858, i32 %860, i32 3
	%862 = extractelement <4 x i32> %861, i32 0
	%863 = bitcast i32 %862 to float
	%864 = extractelement <4 x i32> %861, i32 1
	%865 = bitcast i32 %864 to float
	%866 = extractelement <4 x i32> %861, i32 2
	%867 = bitcast i32 %866 to float
	%868 = extractelement <4 x i32> %861, i32 3
	%869 = bitcast i32 %868 to float
	%870 = add i32 %609, 64
	%871 = add i32 %117, %870
	%872 = sext i32 %871 to i64
	%873 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %872
	%874 = bitcast i32 addrspace(3)* %873 to <4 x i32> addrspace(3)*
	%875 = load <4 x i32>, <4 x i32> addrspace(3)* %874, align 16
	%876 = add i32 %119, %870
	%877 = sext i32 %876 to i64
	%878 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %877
	%879 = bitcast i32 addrspace(3)* %878 to <4 x i32> addrspace(3)*
	%880 = load <4 x i32>, <4 x i32> addrspace(3)* %879, align 16
	%881 = extractelement <4 x i32> %875, i32 0
	%882 = extractelement <4 x i32> %880, i32 0
	%883 = extractelement <4 x i32> %875, i32 1
	%884 = extractelement <4 x i32> %880, i32 1
	%885 = extractelement <4 x i32> %588, i32 0
	%886 = extractelement <4 x i32> %588, i32 1
	%887 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %881, i32 %882, i32 %883, i32 %884, i32 %885, i32 %886, float %863, float %865, float %867, float %869)
	%888 = extractvalue { float, float, float, float } %887, 0
	%889 = bitcast float %888 to i32
	%890 = insertelement <4 x i32> zeroinitializer, i32 %889, i32 0
	%891 = extractvalue { float, float, float, float } %887, 1
	%892 = bitcast float %891 to i32
	%893 = insertelement <4 x i32> %890, i32 %892, i32 1
	%894 = extractvalue { float, float, float, float } %887, 2
	%895 = bitcast float %894 to i32
	%896 = insertelement <4 x i32> %893, i32 %895, i32 2
	%897 = extractvalue { float, float, float, float } %887, 3
	%898 = bitcast float %897 to i32
	%899 = insertelement <4 x i32> %896, i32 %898, i32 3
	%900 = extractelement <4 x i32> %899, i32 0
	%901 = bitcast i32 %900 to float
	%902 = extractelement <4 x i32> %899, i32 1
	%903 = bitcast i32 %902 to float
	%904 = extractelement <4 x i32> %899, i32 2
	%905 = bitcast i32 %904 to float
	%906 = extractelement <4 x i32> %899, i32 3
	%907 = bitcast i32 %906 to float
	%908 = extractelement <4 x i32> %875, i32 2
	%909 = extractelement <4 x i32> %880, i32 2
	%910 = extractelement <4 x i32> %875, i32 3
	%911 = extractelement <4 x i32> %880, i32 3
	%912 = extractelement <4 x i32> %588, i32 2
	%913 = extractelement <4 x i32> %588, i32 3
	%914 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %908, i32 %909, i32 %910, i32 %911, i32 %912, i32 %913, float %901, float %903, float %905, float %907)
	%915 = extractvalue { float, float, float, float } %914, 0
	%916 = bitcast float %915 to i32
	%917 = insertelement <4 x i32> zeroinitializer, i32 %916, i32 0
	%918 = extractvalue { float, float, float, float } %914, 1
	%919 = bitcast float %918 to i32
	%920 = insertelement <4 x i32> %917, i32 %919, i32 1
	%921 = extractvalue { float, float, float, float } %914, 2
	%922 = bitcast float %921 to i32
	%923 = insertelement <4 x i32> %920, i32 %922, i32 2
	%924 = extractvalue { float, float, float, float } %914, 3
	%925 = bitcast float %924 to i32
	%926 = insertelement <4 x i32> %923, i32 %925, i32 3
	%927 = extractelement <4 x i32> %926, i32 0
	%928 = bitcast i32 %927 to float
	%929 = extractelement <4 x i32> %926, i32 1
	%930 = bitcast i32 %929 to float
	%931 = extractelement <4 x i32> %926, i32 2
	%932 = bitcast i32 %931 to float
	%933 = extractelement <4 x i32> %926, i32 3
	%934 = bitcast i32 %933 to float
	%935 = add i32 %609, 80
	%936 = add i32 %117, %935
	%937 = sext i32 %936 to i64
	%938 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %937
	%939 = bitcast i32 addrspace(3)* %938 to <4 x i32> addrspace(3)*
	%940 = load <4 x i32>, <4 x i32> addrspace(3)* %939, align 16
	%941 = add i32 %119, %935
	%942 = sext i32 %941 to i64
	%943 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %942
	%944 = bitcast i32 addrspace(3)* %943 to <4 x i32> addrspace(3)*
	%945 = load <4 x i32>, <4 x i32> addrspace(3)* %944, align 16
	%946 = extractelement <4 x i32> %940, i32 0
	%947 = extractelement <4 x i32> %945, i32 0
	%948 = extractelement <4 x i32> %940, i32 1
	%949 = extractelement <4 x i32> %945, i32 1
	%950 = extractelement <4 x i32> %593, i32 0
	%951 = extractelement <4 x i32> %593, i32 1
	%952 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %946, i32 %947, i32 %948, i32 %949, i32 %950, i32 %951, float %928, float %930, float %932, float %934)
	%953 = extractvalue { float, float, float, float } %952, 0
	%954 = bitcast float %953 to i32
	%955 = insertelement <4 x i32> zeroinitializer, i32 %954, i32 0
	%956 = extractvalue { float, float, float, float } %952, 1
	%957 = bitcast float %956 to i32
	%958 = insertelement <4 x i32> %955, i32 %957, i32 1
	%959 = extractvalue { float, float, float, float } %952, 2
	%960 = bitcast float %959 to i32
	%961 = insertelement <4 x i32> %958, i32 %960, i32 2
	%962 = extractvalue { float, float, float, float } %952, 3
	%963 = bitcast float %962 to i32
	%964 = insertelement <4 x i32> %961, i32 %963, i32 3
	%965 = extractelement <4 x i32> %964, i32 0
	%966 = bitcast i32 %965 to float
	%967 = extractelement <4 x i32> %964, i32 1
	%968 = bitcast i32 %967 to float
	%969 = extractelement <4 x i32> %964, i32 2
	%970 = bitcast i32 %969 to float
	%971 = extractelement <4 x i32> %964, i32 3
	%972 = bitcast i32 %971 to float
	%973 = extractelement <4 x i32> %940, i32 2
	%974 = extractelement <4 x i32> %945, i32 2
	%975 = extractelement <4 x i32> %940, i32 3
	%976 = extractelement <4 x i32> %945, i32 3
	%977 = extractelement <4 x i32> %593, i32 2
	%978 = extractelement <4 x i32> %593, i32 3
	%979 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %973, i32 %974, i32 %975, i32 %976, i32 %977, i32 %978, float %966, float %968, float %970, float %972)
	%980 = extractvalue { float, float, float, float } %979, 0
	%981 = bitcast float %980 to i32
	%982 = insertelement <4 x i32> zeroinitializer, i32 %981, i32 0
	%983 = extractvalue { float, float, float, float } %979, 1
	%984 = bitcast float %983 to i32
	%985 = insertelement <4 x i32> %982, i32 %984, i32 1
	%986 = extractvalue { float, float, float, float } %979, 2
	%987 = bitcast float %986 to i32
	%988 = insertelement <4 x i32> %985, i32 %987, i32 2
	%989 = extractvalue { float, float, float, float } %979, 3
	%990 = bitcast float %989 to i32
	%991 = insertelement <4 x i32> %988, i32 %990, i32 3
	%992 = extractelement <4 x i32> %991, i32 0
	%993 = bitcast i32 %992 to float
	%994 = extractelement <4 x i32> %991, i32 1
	%995 = bitcast i32 %994 to float
	%996 = extractelement <4 x i32> %991, i32 2
	%997 = bitcast i32 %996 to float
	%998 = extractelement <4 x i32> %991, i32 3
	%999 = bitcast i32 %998 to float
	%1000 = add i32 %609, 96
	%1001 = add i32 %117, %1000
	%1002 = sext i32 %1001 to i64
	%1003 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1002
	%1004 = bitcast i32 addrspace(3)* %1003 to <4 x i32> addrspace(3)*
	%1005 = load <4 x i32>, <4 x i32> addrspace(3)* %1004, align 16
	%1006 = add i32 %119, %1000
	%1007 = sext i32 %1006 to i64
	%1008 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1007
	%1009 = bitcast i32 addrspace(3)* %1008 to <4 x i32> addrspace(3)*
	%1010 = load <4 x i32>, <4 x i32> addrspace(3)* %1009, align 16
	%1011 = extractelement <4 x i32> %1005, i32 0
	%1012 = extractelement <4 x i32> %1010, i32 0
	%1013 = extractelement <4 x i32> %1005, i32 1
	%1014 = extractelement <4 x i32> %1010, i32 1
	%1015 = extractelement <4 x i32> %598, i32 0
	%1016 = extractelement <4 x i32> %598, i32 1
	%1017 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1011, i32 %1012, i32 %1013, i32 %1014, i32 %1015, i32 %1016, float %993, float %995, float %997, float %999)
	%1018 = extractvalue { float, float, float, float } %1017, 0
	%1019 = bitcast float %1018 to i32
	%1020 = insertelement <4 x i32> zeroinitializer, i32 %1019, i32 0
	%1021 = extractvalue { float, float, float, float } %1017, 1
	%1022 = bitcast float %1021 to i32
	%1023 = insertelement <4 x i32> %1020, i32 %1022, i32 1
	%1024 = extractvalue { float, float, float, float } %1017, 2
	%1025 = bitcast float %1024 to i32
	%1026 = insertelement <4 x i32> %1023, i32 %1025, i32 2
	%1027 = extractvalue { float, float, float, float } %1017, 3
	%1028 = bitcast float %1027 to i32
	%1029 = insertelement <4 x i32> %1026, i32 %1028, i32 3
	%1030 = extractelement <4 x i32> %1029, i32 0
	%1031 = bitcast i32 %1030 to float
	%1032 = extractelement <4 x i32> %1029, i32 1
	%1033 = bitcast i32 %1032 to float
	%1034 = extractelement <4 x i32> %1029, i32 2
	%1035 = bitcast i32 %1034 to float
	%1036 = extractelement <4 x i32> %1029, i32 3
	%1037 = bitcast i32 %1036 to float
	%1038 = extractelement <4 x i32> %1005, i32 2
	%1039 = extractelement <4 x i32> %1010, i32 2
	%1040 = extractelement <4 x i32> %1005, i32 3
	%1041 = extractelement <4 x i32> %1010, i32 3
	%1042 = extractelement <4 x i32> %598, i32 2
	%1043 = extractelement <4 x i32> %598, i32 3
	%1044 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1038, i32 %1039, i32 %1040, i32 %1041, i32 %1042, i32 %1043, float %1031, float %1033, float %1035, float %1037)
	%1045 = extractvalue { float, float, float, float } %1044, 0
	%1046 = bitcast float %1045 to i32
	%1047 = insertelement <4 x i32> zeroinitializer, i32 %1046, i32 0
	%1048 = extractvalue { float, float, float, float } %1044, 1
	%1049 = bitcast float %1048 to i32
	%1050 = insertelement <4 x i32> %1047, i32 %1049, i32 1
	%1051 = extractvalue { float, float, float, float } %1044, 2
	%1052 = bitcast float %1051 to i32
	%1053 = insertelement <4 x i32> %1050, i32 %1052, i32 2
	%1054 = extractvalue { float, float, float, float } %1044, 3
	%1055 = bitcast float %1054 to i32
	%1056 = insertelement <4 x i32> %1053, i32 %1055, i32 3
	%1057 = extractelement <4 x i32> %1056, i32 0
	%1058 = bitcast i32 %1057 to float
	%1059 = extractelement <4 x i32> %1056, i32 1
	%1060 = bitcast i32 %1059 to float
	%1061 = extractelement <4 x i32> %1056, i32 2
	%1062 = bitcast i32 %1061 to float
	%1063 = extractelement <4 x i32> %1056, i32 3
	%1064 = bitcast i32 %1063 to float
	%1065 = add i32 %609, 112
	%1066 = add i32 %117, %1065
	%1067 = sext i32 %1066 to i64
	%1068 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1067
	%1069 = bitcast i32 addrspace(3)* %1068 to <4 x i32> addrspace(3)*
	%1070 = load <4 x i32>, <4 x i32> addrspace(3)* %1069, align 16
	%1071 = add i32 %119, %1065
	%1072 = sext i32 %1071 to i64
	%1073 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1072
	%1074 = bitcast i32 addrspace(3)* %1073 to <4 x i32> addrspace(3)*
	%1075 = load <4 x i32>, <4 x i32> addrspace(3)* %1074, align 16
	%1076 = extractelement <4 x i32> %1070, i32 0
	%1077 = extractelement <4 x i32> %1075, i32 0
	%1078 = extractelement <4 x i32> %1070, i32 1
	%1079 = extractelement <4 x i32> %1075, i32 1
	%1080 = extractelement <4 x i32> %603, i32 0
	%1081 = extractelement <4 x i32> %603, i32 1
	%1082 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1076, i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1081, float %1058, float %1060, float %1062, float %1064)
	%1083 = extractvalue { float, float, float, float } %1082, 0
	%1084 = bitcast float %1083 to i32
	%1085 = insertelement <4 x i32> zeroinitializer, i32 %1084, i32 0
	%1086 = extractvalue { float, float, float, float } %1082, 1
	%1087 = bitcast float %1086 to i32
	%1088 = insertelement <4 x i32> %1085, i32 %1087, i32 1
	%1089 = extractvalue { float, float, float, float } %1082, 2
	%1090 = bitcast float %1089 to i32
	%1091 = insertelement <4 x i32> %1088, i32 %1090, i32 2
	%1092 = extractvalue { float, float, float, float } %1082, 3
	%1093 = bitcast float %1092 to i32
	%1094 = insertelement <4 x i32> %1091, i32 %1093, i32 3
	%1095 = extractelement <4 x i32> %1094, i32 0
	%1096 = bitcast i32 %1095 to float
	%1097 = extractelement <4 x i32> %1094, i32 1
	%1098 = bitcast i32 %1097 to float
	%1099 = extractelement <4 x i32> %1094, i32 2
	%1100 = bitcast i32 %1099 to float
	%1101 = extractelement <4 x i32> %1094, i32 3
	%1102 = bitcast i32 %1101 to float
	%1103 = extractelement <4 x i32> %1070, i32 2
	%1104 = extractelement <4 x i32> %1075, i32 2
	%1105 = extractelement <4 x i32> %1070, i32 3
	%1106 = extractelement <4 x i32> %1075, i32 3
	%1107 = extractelement <4 x i32> %603, i32 2
	%1108 = extractelement <4 x i32> %603, i32 3
	%1109 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1108, float %1096, float %1098, float %1100, float %1102)
	%1110 = extractvalue { float, float, float, float } %1109, 0
	%1111 = bitcast float %1110 to i32
	%1112 = insertelement <4 x i32> zeroinitializer, i32 %1111, i32 0
	%1113 = extractvalue { float, float, float, float } %1109, 1
	%1114 = bitcast float %1113 to i32
	%1115 = insertelement <4 x i32> %1112, i32 %1114, i32 1
	%1116 = extractvalue { float, float, float, float } %1109, 2
	%1117 = bitcast float %1116 to i32
	%1118 = insertelement <4 x i32> %1115, i32 %1117, i32 2
	%1119 = extractvalue { float, float, float, float } %1109, 3
	%1120 = bitcast float %1119 to i32
	%1121 = insertelement <4 x i32> %1118, i32 %1120, i32 3
	%1122 = extractelement <4 x i32> %1121, i32 0
	%1123 = bitcast i32 %1122 to float
	%1124 = extractelement <4 x i32> %1121, i32 1
	%1125 = bitcast i32 %1124 to float
	%1126 = extractelement <4 x i32> %1121, i32 2
	%1127 = bitcast i32 %1126 to float
	%1128 = extractelement <4 x i32> %1121, i32 3
	%1129 = bitcast i32 %1128 to float
	%1130 = add i32 %609, 128
	%1131 = add i32 %117, %1130
	%1132 = sext i32 %1131 to i64
	%1133 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1132
	%1134 = bitcast i32 addrspace(3)* %1133 to <4 x i32> addrspace(3)*
	%1135 = load <4 x i32>, <4 x i32> addrspace(3)* %1134, align 16
	%1136 = add i32 %119, %1130
	%1137 = sext i32 %1136 to i64
	%1138 = getelementptr [2816 x i32], [2816 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem48, i64 0, i64 %1137
	%1139 = bitcast i32 addrspace(3)* %1138 to <4 x i32> addrspace(3)*
	%1140 = load <4 x i32>, <4 x i32> addrspace(3)* %1139, align 16
	%1141 = extractelement <4 x i32> %1135, i32 0
	%1142 = extractelement <4 x i32> %1140, i32 0
	%1143 = extractelement <4 x i32> %1135, i32 1
	%1144 = extractelement <4 x i32> %1140, i32 1
	%1145 = extractelement <4 x i32> %608, i32 0
	%1146 = extractelement <4 x i32> %608, i32 1
	%1147 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1141, i32 %1142, i32 %1143, i32 %1144, i32 %1145, i32 %1146, float %1123, float %1125, float %1127, float %1129)
	%1148 = extractvalue { float, float, float, float } %1147, 0
	%1149 = bitcast float %1148 to i32
	%1150 = insertelement <4 x i32> zeroinitializer, i32 %1149, i32 0
	%1151 = extractvalue { float, float, float, float } %1147, 1
	%1152 = bitcast float %1151 to i32
	%1153 = insertelement <4 x i32> %1150, i32 %1152, i32 1
	%1154 = extractvalue { float, float, float, float } %1147, 2
	%1155 = bitcast float %1154 to i32
	%1156 = insertelement <4 x i32> %1153, i32 %1155, i32 2
	%1157 = extractvalue { float, float, float, float } %1147, 3
	%1158 = bitcast float %1157 to i32
	%1159 = insertelement <4 x i32> %1156, i32 %1158, i32 3
	%1160 = extractelement <4 x i32> %1159, i32 0
	%1161 = bitcast i32 %1160 to float
	%1162 = extractelement <4 x i32> %1159, i32 1
	%1163 = bitcast i32 %1162 to float
	%1164 = extractelement <4 x i32> %1159, i32 2
	%1165 = bitcast i32 %1164 to float
	%1166 = extractelement <4 x i32> %1159, i32 3
	%1167 = bitcast i32 %1166 to float
	%1168 = extractelement <4 x i32> %1135, i32 2
	%1169 = extractelement <4 x i32> %1140, i32 2
	%1170 = extractelement <4 x i32> %1135, i32 3
	%1171 = extractelement <4 x i32> %1140, i32 3
	%1172 = extractelement <4 x i32> %608, i32 2
	%1173 = extractelement <4 x i32> %608, i32 3
	%1174 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1168, i32 %1169, i32 %1170, i32 %1171, i32 %1172, i32 %1173, float %1161, float %1163, float %1165, float %1167)
	%1175 = extractvalue { float, float, float, float } %1174, 0
	%1176 = bitcast float %1175 to i32
	%1177 = insertelement <4 x i32> zeroinitializer, i32 %1176, i32 0
	%1178 = extractvalue { float, float, float, float } %1174, 1
	%1179 = bitcast float %1178 to i32
	%1180 = insertelement <4 x i32> %1177, i32 %1179, i32 1
	%1181 = extractvalue { float, float, float, float } %1174, 2
	%1182 = bitcast float %1181 to i32
	%1183 = insertelement <4 x i32> %1180, i32 %1182, i32 2
	%1184 = extractvalue { float, float, float, float } %1174, 3
	%1185 = bitcast float %1184 to i32
	%1186 = insertelement <4 x i32> %1183, i32 %1185, i32 3
	%1187 = extractelement <4 x i32> %1186, i32 0
	%1188 = bitcast i32 %1187 to float
	%1189 = extractelement <4 x i32> %1186, i32 1
	%1190 = bitcast i32 %1189 to float
	%1191 = extractelement <4 x i32> %1186, i32 2
	%1192 = bitcast i32 %1191 to float
	%1193 = extractelement <4 x i32> %1186, i32 3
	%1194 = bitcast i32 %1193 to float
	%1195 = mul i32 %37, 8
	%1196 = mul i32 %39, 2
	%1197 = add i32 %1196, 0
	%1198 = add i32 %1195, %1197
	%1199 = add i32 %120, %1198
	%1200 = icmp slt i32 %1199, %61
	%1201 = fmul float %1188, 0x3FD851EB80000000
	%1202 = select i1 %1200, float %1201, float 0xFFF0000000000000
	%1203 = add i32 %38, 0
	%1204 = mul i32 %1203, 40
	%1205 = add i32 %1204, %1198
	%1206 = sext i32 %1205 to i64
	%1207 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1206
	store float %1202, float addrspace(3)* %1207
	%1208 = mul i32 %37, 8
	%1209 = mul i32 %39, 2
	%1210 = add i32 %1209, 1
	%1211 = add i32 %1208, %1210
	%1212 = add i32 %120, %1211
	%1213 = icmp slt i32 %1212, %61
	%1214 = fmul float %1190, 0x3FD851EB80000000
	%1215 = select i1 %1213, float %1214, float 0xFFF0000000000000
	%1216 = add i32 %38, 0
	%1217 = mul i32 %1216, 40
	%1218 = add i32 %1217, %1211
	%1219 = sext i32 %1218 to i64
	%1220 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1219
	store float %1215, float addrspace(3)* %1220
	%1221 = mul i32 %37, 8
	%1222 = mul i32 %39, 2
	%1223 = add i32 %1222, 0
	%1224 = add i32 %1221, %1223
	%1225 = add i32 %120, %1224
	%1226 = icmp slt i32 %1225, %61
	%1227 = fmul float %1192, 0x3FD851EB80000000
	%1228 = select i1 %1226, float %1227, float 0xFFF0000000000000
	%1229 = add i32 %38, 8
	%1230 = mul i32 %1229, 40
	%1231 = add i32 %1230, %1224
	%1232 = sext i32 %1231 to i64
	%1233 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1232
	store float %1228, float addrspace(3)* %1233
	%1234 = mul i32 %37, 8
	%1235 = mul i32 %39, 2
	%1236 = add i32 %1235, 1
	%1237 = add i32 %1234, %1236
	%1238 = add i32 %120, %1237
	%1239 = icmp slt i32 %1238, %61
	%1240 = fmul float %1194, 0x3FD851EB80000000
	%1241 = select i1 %1239, float %1240, float 0xFFF0000000000000
	%1242 = add i32 %38, 8
	%1243 = mul i32 %1242, 40
	%1244 = add i32 %1243, %1237
	%1245 = sext i32 %1244 to i64
	%1246 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1245
	store float %1241, float addrspace(3)* %1246
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop16:
	%1247 = phi i32 [ %37, %join15 ], [ %2168, %join20 ]
	%1248 = icmp slt i32 %1247, 16
	br i1 %1248, label %body17, label %done18

body17:
	%1249 = mul i32 %1247, 40
	%1250 = add i32 %36, 0
	%1251 = add i32 %1249, %1250
	%1252 = sext i32 %1251 to i64
	%1253 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1252
	%1254 = load float, float addrspace(3)* %1253
	%1255 = sext i32 %1247 to i64
	%1256 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %1255
	%1257 = load float, float addrspace(3)* %1256
	%1258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1254, i32 16, i32 31)
	%1259 = fcmp olt float %1254, %1258
	%1260 = select i1 %1259, float %1258, float %1254
	%1261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1260, i32 8, i32 31)
	%1262 = fcmp olt float %1260, %1261
	%1263 = select i1 %1262, float %1261, float %1260
	%1264 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1263, i32 4, i32 31)
	%1265 = fcmp olt float %1263, %1264
	%1266 = select i1 %1265, float %1264, float %1263
	%1267 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1266, i32 2, i32 31)
	%1268 = fcmp olt float %1266, %1267
	%1269 = select i1 %1268, float %1267, float %1266
	%1270 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1269, i32 1, i32 31)
	%1271 = fcmp olt float %1269, %1270
	%1272 = select i1 %1271, float %1270, float %1269
	%1273 = fcmp olt float %1272, %1257
	%1274 = select i1 %1273, float %1257, float %1272
	%1275 = fsub float %1254, %1274
	%1276 = fpext float %1275 to double
	%1277 = fcmp olt double %1276, -745.0
	%1278 = select i1 %1277, double -745.0, double %1276
	%1279 = fcmp olt double 710.0, %1278
	%1280 = select i1 %1279, double 710.0, double %1278
	%1281 = fmul double %1280, 0x3FF71547652B82FE
	%1282 = call double @llvm.rint.f64(double %1281)
	%1283 = fmul double %1282, 0x3FE62E42FEE00000
	%1284 = fsub double %1280, %1283
	%1285 = fmul double %1282, 0x3DEA39EF35793C76
	%1286 = fsub double %1284, %1285
	%1287 = fmul double 0x3DE6124613A86D09, %1286
	%1288 = fadd double %1287, 0x3E21EED8EFF8D898
	%1289 = fmul double %1288, %1286
	%1290 = fadd double %1289, 0x3E5AE64567F544E4
	%1291 = fmul double %1290, %1286
	%1292 = fadd double %1291, 0x3E927E4FB7789F5C
	%1293 = fmul double %1292, %1286
	%1294 = fadd double %1293, 0x3EC71DE3A556C734
	%1295 = fmul double %1294, %1286
	%1296 = fadd double %1295, 0x3EFA01A01A01A01A
	%1297 = fmul double %1296, %1286
	%1298 = fadd double %1297, 0x3F2A01A01A01A01A
	%1299 = fmul double %1298, %1286
	%1300 = fadd double %1299, 0x3F56C16C16C16C17
	%1301 = fmul double %1300, %1286
	%1302 = fadd double %1301, 0x3F81111111111111
	%1303 = fmul double %1302, %1286
	%1304 = fadd double %1303, 0x3FA5555555555555
	%1305 = fmul double %1304, %1286
	%1306 = fadd double %1305, 0x3FC5555555555555
	%1307 = fmul double %1306, %1286
	%1308 = fadd double %1307, 0.5
	%1309 = fmul double %1308, %1286
	%1310 = fadd double %1309, 1.0
	%1311 = fmul double %1310, %1286
	%1312 = fadd double %1311, 1.0
	%1313 = fptosi double %1282 to i64
	%1314 = sdiv i64 %1313, 2
	%1315 = sub i64 %1313, %1314
	%1316 = add i64 %1314, 1023
	%1317 = shl i64 %1316, 52
	%1318 = bitcast i64 %1317 to double
	%1319 = fmul double %1312, %1318
	%1320 = add i64 %1315, 1023
	%1321 = shl i64 %1320, 52
	%1322 = bitcast i64 %1321 to double
	%1323 = fmul double %1319, %1322
	%1324 = fptrunc double %1323 to float
	%1325 = sext i32 %1251 to i64
	%1326 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1325
	store float %1324, float addrspace(3)* %1326
	%1327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1324, i32 16, i32 31)
	%1328 = fadd float %1324, %1327
	%1329 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1328, i32 8, i32 31)
	%1330 = fadd float %1328, %1329
	%1331 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1330, i32 4, i32 31)
	%1332 = fadd float %1330, %1331
	%1333 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1332, i32 2, i32 31)
	%1334 = fadd float %1332, %1333
	%1335 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1334, i32 1, i32 31)
	%1336 = fadd float %1334, %1335
	%1337 = fsub float %1257, %1274
	%1338 = fpext float %1337 to double
	%1339 = fcmp olt double %1338, -745.0
	%1340 = select i1 %1339, double -745.0, double %1338
	%1341 = fcmp olt double 710.0, %1340
	%1342 = select i1 %1341, double 710.0, double %1340
	%1343 = fmul double %1342, 0x3FF71547652B82FE
	%1344 = call double @llvm.rint.f64(double %1343)
	%1345 = fmul double %1344, 0x3FE62E42FEE00000
	%1346 = fsub double %1342, %1345
	%1347 = fmul double %1344, 0x3DEA39EF35793C76
	%1348 = fsub double %1346, %1347
	%1349 = fmul double 0x3DE6124613A86D09, %1348
	%1350 = fadd double %1349, 0x3E21EED8EFF8D898
	%1351 = fmul double %1350, %1348
	%1352 = fadd double %1351, 0x3E5AE64567F544E4
	%1353 = fmul double %1352, %1348
	%1354 = fadd double %1353, 0x3E927E4FB7789F5C
	%1355 = fmul double %1354, %1348
	%1356 = fadd double %1355, 0x3EC71DE3A556C734
	%1357 = fmul double %1356, %1348
	%1358 = fadd double %1357, 0x3EFA01A01A01A01A
	%1359 = fmul double %1358, %1348
	%1360 = fadd double %1359, 0x3F2A01A01A01A01A
	%1361 = fmul double %1360, %1348
	%1362 = fadd double %1361, 0x3F56C16C16C16C17
	%1363 = fmul double %1362, %1348
	%1364 = fadd double %1363, 0x3F81111111111111
	%1365 = fmul double %1364, %1348
	%1366 = fadd double %1365, 0x3FA5555555555555
	%1367 = fmul double %1366, %1348
	%1368 = fadd double %1367, 0x3FC5555555555555
	%1369 = fmul double %1368, %1348
	%1370 = fadd double %1369, 0.5
	%1371 = fmul double %1370, %1348
	%1372 = fadd double %1371, 1.0
	%1373 = fmul double %1372, %1348
	%1374 = fadd double %1373, 1.0
	%1375 = fptosi double %1344 to i64
	%1376 = sdiv i64 %1375, 2
	%1377 = sub i64 %1375, %1376
	%1378 = add i64 %1376, 1023
	%1379 = shl i64 %1378, 52
	%1380 = bitcast i64 %1379 to double
	%1381 = fmul double %1374, %1380
	%1382 = add i64 %1377, 1023
	%1383 = shl i64 %1382, 52
	%1384 = bitcast i64 %1383 to double
	%1385 = fmul double %1381, %1384
	%1386 = fptrunc double %1385 to float
	%1387 = icmp eq i32 %36, 0
	br i1 %1387, label %then19, label %join20

done18:
	call void @llvm.nvvm.barrier0()
	%1388 = sext i32 %38 to i64
	%1389 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1388
	%1390 = load float, float addrspace(3)* %1389
	%1391 = add i32 %38, 8
	%1392 = sext i32 %1391 to i64
	%1393 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %1392
	%1394 = load float, float addrspace(3)* %1393
	%1395 = load float, float* %2
	%1396 = fmul float %1395, %1390
	store float %1396, float* %2
	%1397 = load float, float* %3
	%1398 = fmul float %1397, %1390
	store float %1398, float* %3
	%1399 = load float, float* %4
	%1400 = fmul float %1399, %1394
	store float %1400, float* %4
	%1401 = load float, float* %5
	%1402 = fmul float %1401, %1394
	store float %1402, float* %5
	%1403 = load float, float* %6
	%1404 = fmul float %1403, %1390
	store float %1404, float* %6
	%1405 = load float, float* %7
	%1406 = fmul float %1405, %1390
	store float %1406, float* %7
	%1407 = load float, float* %8
	%1408 = fmul float %1407, %1394
	store float %1408, float* %8
	%1409 = load float, float* %9
	%1410 = fmul float %1409, %1394
	store float %1410, float* %9
	%1411 = load float, float* %10
	%1412 = fmul float %1411, %1390
	store float %1412, float* %10
	%1413 = load float, float* %11
	%1414 = fmul float %1413, %1390
	store float %1414, float* %11
	%1415 = load float, float* %12
	%1416 = fmul float %1415, %1394
	store float %1416, float* %12
	%1417 = load float, float* %13
	%1418 = fmul float %1417, %1394
	store float %1418, float* %13
	%1419 = load float, float* %14
	%1420 = fmul float %1419, %1390
	store float %1420, float* %14
	%1421 = load float, float* %15
	%1422 = fmul float %1421, %1390
	store float %1422, float* %15
	%1423 = load float, float* %16
	%1424 = fmul float %1423, %1394
	store float %1424, float* %16
	%1425 = load float, float* %17
	%1426 = fmul float %1425, %1394
	store float %1426, float* %17
	%1427 = load float, float* %18
	%1428 = fmul float %1427, %1390
	store float %1428, float* %18
	%1429 = load float, float* %19
	%1430 = fmul float %1429, %1390
	store float %1430, float* %19
	%1431 = load float, float* %20
	%1432 = fmul float %1431, %1394
	store float %1432, float* %20
	%1433 = load float, float* %21
	%1434 = fmul float %1433, %1394
	store float %1434, float* %21
	%1435 = load float, float* %22
	%1436 = fmul float %1435, %1390
	store float %1436, float* %22
	%1437 = load float, float* %23
	%1438 = fmul float %1437, %1390
	store float %1438, float* %23
	%1439 = load float, float* %24
	%1440 = fmul float %1439, %1394
	store float %1440, float* %24
	%1441 = load float, float* %25
	%1442 = fmul float %1441, %1394
	store float %1442, float* %25
	%1443 = load float, float* %26
	%1444 = fmul float %1443, %1390
	store float %1444, float* %26
	%1445 = load float, float* %27
	%1446 = fmul float %1445, %1390
	store float %1446, float* %27
	%1447 = load float, float* %28
	%1448 = fmul float %1447, %1394
	store float %1448, float* %28
	%1449 = load float, float* %29
	%1450 = fmul float %1449, %1394
	store float %1450, float* %29
	%1451 = load float, float* %30
	%1452 = fmul float %1451, %1390
	store float %1452, float* %30
	%1453 = load float, float* %31
	%1454 = fmul float %1453, %1390
	store float %1454, float* %31
	%1455 = load float, float* %32
	%1456 = fmul float %1455, %1394
	store float %1456, float* %32
	%1457 = load float, float* %33
	%1458 = fmul float %1457, %1394
	store float %1458, float* %33
	%1459 = mul i32 %38, 40
	%1460 = add i32 %38, 8
	%1461 = mul i32 %1460, 40
	%1462 = mul i32 %39, 2
	%1463 = add i32 %1462, 0
	%1464 = add i32 %1459, %1463
	%1465 = sext i32 %1464 to i64
	%1466 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1465
	%1467 = load float, float addrspace(3)* %1466
	%1468 = add i32 %1464, 1
	%1469 = sext i32 %1468 to i64
	%1470 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1469
	%1471 = load float, float addrspace(3)* %1470
	%1472 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1471, float %1467)
	%1473 = add i32 %1462, 0
	%1474 = add i32 %1461, %1473
	%1475 = sext i32 %1474 to i64
	%1476 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1475
	%1477 = load float, float addrspace(3)* %1476
	%1478 = add i32 %1474, 1
	%1479 = sext i32 %1478 to i64
	%1480 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1479
	%1481 = load float, float addrspace(3)* %1480
	%1482 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1481, float %1477)
	%1483 = add i32 %1462, 8
	%1484 = add i32 %1459, %1483
	%1485 = sext i32 %1484 to i64
	%1486 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1485
	%1487 = load float, float addrspace(3)* %1486
	%1488 = add i32 %1484, 1
	%1489 = sext i32 %1488 to i64
	%1490 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1489
	%1491 = load float, float addrspace(3)* %1490
	%1492 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1491, float %1487)
	%1493 = add i32 %1462, 8
	%1494 = add i32 %1461, %1493
	%1495 = sext i32 %1494 to i64
	%1496 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1495
	%1497 = load float, float addrspace(3)* %1496
	%1498 = add i32 %1494, 1
	%1499 = sext i32 %1498 to i64
	%1500 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1499
	%1501 = load float, float addrspace(3)* %1500
	%1502 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1501, float %1497)
	%1503 = add i32 %1462, 0
	%1504 = sext i32 %1503 to i64
	%1505 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1504
	%1506 = load i32, i32 addrspace(3)* %1505
	%1507 = add i32 %1462, 1
	%1508 = sext i32 %1507 to i64
	%1509 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1508
	%1510 = load i32, i32 addrspace(3)* %1509
	%1511 = add i32 %1462, 8
	%1512 = sext i32 %1511 to i64
	%1513 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1512
	%1514 = load i32, i32 addrspace(3)* %1513
	%1515 = add i32 %1462, 9
	%1516 = sext i32 %1515 to i64
	%1517 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1516
	%1518 = load i32, i32 addrspace(3)* %1517
	%1519 = mul i32 %37, 64
	%1520 = mul i32 %38, 8
	%1521 = add i32 %1519, %1520
	%1522 = add i32 %1521, 0
	%1523 = add i32 %1506, %1522
	%1524 = sext i32 %1523 to i64
	%1525 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1524
	%1526 = bitcast i16 addrspace(1)* %1525 to <4 x i32> addrspace(1)*
	%1527 = load <4 x i32>, <4 x i32> addrspace(1)* %1526, align 16, !invariant.load !0
	%1528 = add i32 %1521, 0
	%1529 = add i32 %1510, %1528
	%1530 = sext i32 %1529 to i64
	%1531 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1530
	%1532 = bitcast i16 addrspace(1)* %1531 to <4 x i32> addrspace(1)*
	%1533 = load <4 x i32>, <4 x i32> addrspace(1)* %1532, align 16, !invariant.load !0
	%1534 = add i32 %1521, 0
	%1535 = add i32 %1514, %1534
	%1536 = sext i32 %1535 to i64
	%1537 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1536
	%1538 = bitcast i16 addrspace(1)* %1537 to <4 x i32> addrspace(1)*
	%1539 = load <4 x i32>, <4 x i32> addrspace(1)* %1538, align 16, !invariant.load !0
	%1540 = add i32 %1521, 0
	%1541 = add i32 %1518, %1540
	%1542 = sext i32 %1541 to i64
	%1543 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1542
	%1544 = bitcast i16 addrspace(1)* %1543 to <4 x i32> addrspace(1)*
	%1545 = load <4 x i32>, <4 x i32> addrspace(1)* %1544, align 16, !invariant.load !0
	%1546 = extractelement <4 x i32> %1527, i32 0
	%1547 = extractelement <4 x i32> %1533, i32 0
	%1548 = extractelement <4 x i32> %1539, i32 0
	%1549 = extractelement <4 x i32> %1545, i32 0
	%1550 = and i32 %1546, u0xFFFF
	%1551 = shl i32 %1547, 16
	%1552 = or i32 %1550, %1551
	%1553 = and i32 %1548, u0xFFFF
	%1554 = shl i32 %1549, 16
	%1555 = or i32 %1553, %1554
	%1556 = lshr i32 %1546, 16
	%1557 = and i32 %1547, -65536
	%1558 = or i32 %1556, %1557
	%1559 = lshr i32 %1548, 16
	%1560 = and i32 %1549, -65536
	%1561 = or i32 %1559, %1560
	%1562 = load float, float* %2
	%1563 = load float, float* %3
	%1564 = load float, float* %4
	%1565 = load float, float* %5
	%1566 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1552, i32 %1555, float %1562, float %1563, float %1564, float %1565)
	%1567 = extractvalue { float, float, float, float } %1566, 0
	%1568 = bitcast float %1567 to i32
	%1569 = insertelement <4 x i32> zeroinitializer, i32 %1568, i32 0
	%1570 = extractvalue { float, float, float, float } %1566, 1
	%1571 = bitcast float %1570 to i32
	%1572 = insertelement <4 x i32> %1569, i32 %1571, i32 1
	%1573 = extractvalue { float, float, float, float } %1566, 2
	%1574 = bitcast float %1573 to i32
	%1575 = insertelement <4 x i32> %1572, i32 %1574, i32 2
	%1576 = extractvalue { float, float, float, float } %1566, 3
	%1577 = bitcast float %1576 to i32
	%1578 = insertelement <4 x i32> %1575, i32 %1577, i32 3
	%1579 = extractelement <4 x i32> %1578, i32 0
	%1580 = bitcast i32 %1579 to float
	store float %1580, float* %2
	%1581 = extractelement <4 x i32> %1578, i32 1
	%1582 = bitcast i32 %1581 to float
	store float %1582, float* %3
	%1583 = extractelement <4 x i32> %1578, i32 2
	%1584 = bitcast i32 %1583 to float
	store float %1584, float* %4
	%1585 = extractelement <4 x i32> %1578, i32 3
	%1586 = bitcast i32 %1585 to float
	store float %1586, float* %5
	%1587 = load float, float* %6
	%1588 = load float, float* %7
	%1589 = load float, float* %8
	%1590 = load float, float* %9
	%1591 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1558, i32 %1561, float %1587, float %1588, float %1589, float %1590)
	%1592 = extractvalue { float, float, float, float } %1591, 0
	%1593 = bitcast float %1592 to i32
	%1594 = insertelement <4 x i32> zeroinitializer, i32 %1593, i32 0
	%1595 = extractvalue { float, float, float, float } %1591, 1
	%1596 = bitcast float %1595 to i32
	%1597 = insertelement <4 x i32> %1594, i32 %1596, i32 1
	%1598 = extractvalue { float, float, float, float } %1591, 2
	%1599 = bitcast float %1598 to i32
	%1600 = insertelement <4 x i32> %1597, i32 %1599, i32 2
	%1601 = extractvalue { float, float, float, float } %1591, 3
	%1602 = bitcast float %1601 to i32
	%1603 = insertelement <4 x i32> %1600, i32 %1602, i32 3
	%1604 = extractelement <4 x i32> %1603, i32 0
	%1605 = bitcast i32 %1604 to float
	store float %1605, float* %6
	%1606 = extractelement <4 x i32> %1603, i32 1
	%1607 = bitcast i32 %1606 to float
	store float %1607, float* %7
	%1608 = extractelement <4 x i32> %1603, i32 2
	%1609 = bitcast i32 %1608 to float
	store float %1609, float* %8
	%1610 = extractelement <4 x i32> %1603, i32 3
	%1611 = bitcast i32 %1610 to float
	store float %1611, float* %9
	%1612 = extractelement <4 x i32> %1527, i32 1
	%1613 = extractelement <4 x i32> %1533, i32 1
	%1614 = extractelement <4 x i32> %1539, i32 1
	%1615 = extractelement <4 x i32> %1545, i32 1
	%1616 = and i32 %1612, u0xFFFF
	%1617 = shl i32 %1613, 16
	%1618 = or i32 %1616, %1617
	%1619 = and i32 %1614, u0xFFFF
	%1620 = shl i32 %1615, 16
	%1621 = or i32 %1619, %1620
	%1622 = lshr i32 %1612, 16
	%1623 = and i32 %1613, -65536
	%1624 = or i32 %1622, %1623
	%1625 = lshr i32 %1614, 16
	%1626 = and i32 %1615, -65536
	%1627 = or i32 %1625, %1626
	%1628 = load float, float* %10
	%1629 = load float, float* %11
	%1630 = load float, float* %12
	%1631 = load float, float* %13
	%1632 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1618, i32 %1621, float %1628, float %1629, float %1630, float %1631)
	%1633 = extractvalue { float, float, float, float } %1632, 0
	%1634 = bitcast float %1633 to i32
	%1635 = insertelement <4 x i32> zeroinitializer, i32 %1634, i32 0
	%1636 = extractvalue { float, float, float, float } %1632, 1
	%1637 = bitcast float %1636 to i32
	%1638 = insertelement <4 x i32> %1635, i32 %1637, i32 1
	%1639 = extractvalue { float, float, float, float } %1632, 2
	%1640 = bitcast float %1639 to i32
	%1641 = insertelement <4 x i32> %1638, i32 %1640, i32 2
	%1642 = extractvalue { float, float, float, float } %1632, 3
	%1643 = bitcast float %1642 to i32
	%1644 = insertelement <4 x i32> %1641, i32 %1643, i32 3
	%1645 = extractelement <4 x i32> %1644, i32 0
	%1646 = bitcast i32 %1645 to float
	store float %1646, float* %10
	%1647 = extractelement <4 x i32> %1644, i32 1
	%1648 = bitcast i32 %1647 to float
	store float %1648, float* %11
	%1649 = extractelement <4 x i32> %1644, i32 2
	%1650 = bitcast i32 %1649 to float
	store float %1650, float* %12
	%1651 = extractelement <4 x i32> %1644, i32 3
	%1652 = bitcast i32 %1651 to float
	store float %1652, float* %13
	%1653 = load float, float* %14
	%1654 = load float, float* %15
	%1655 = load float, float* %16
	%1656 = load float, float* %17
	%1657 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1624, i32 %1627, float %1653, float %1654, float %1655, float %1656)
	%1658 = extractvalue { float, float, float, float } %1657, 0
	%1659 = bitcast float %1658 to i32
	%1660 = insertelement <4 x i32> zeroinitializer, i32 %1659, i32 0
	%1661 = extractvalue { float, float, float, float } %1657, 1
	%1662 = bitcast float %1661 to i32
	%1663 = insertelement <4 x i32> %1660, i32 %1662, i32 1
	%1664 = extractvalue { float, float, float, float } %1657, 2
	%1665 = bitcast float %1664 to i32
	%1666 = insertelement <4 x i32> %1663, i32 %1665, i32 2
	%1667 = extractvalue { float, float, float, float } %1657, 3
	%1668 = bitcast float %1667 to i32
	%1669 = insertelement <4 x i32> %1666, i32 %1668, i32 3
	%1670 = extractelement <4 x i32> %1669, i32 0
	%1671 = bitcast i32 %1670 to float
	store float %1671, float* %14
	%1672 = extractelement <4 x i32> %1669, i32 1
	%1673 = bitcast i32 %1672 to float
	store float %1673, float* %15
	%1674 = extractelement <4 x i32> %1669, i32 2
	%1675 = bitcast i32 %1674 to float
	store float %1675, float* %16
	%1676 = extractelement <4 x i32> %1669, i32 3
	%1677 = bitcast i32 %1676 to float
	store float %1677, float* %17
	%1678 = extractelement <4 x i32> %1527, i32 2
	%1679 = extractelement <4 x i32> %1533, i32 2
	%1680 = extractelement <4 x i32> %1539, i32 2
	%1681 = extractelement <4 x i32> %1545, i32 2
	%1682 = and i32 %1678, u0xFFFF
	%1683 = shl i32 %1679, 16
	%1684 = or i32 %1682, %1683
	%1685 = and i32 %1680, u0xFFFF
	%1686 = shl i32 %1681, 16
	%1687 = or i32 %1685, %1686
	%1688 = lshr i32 %1678, 16
	%1689 = and i32 %1679, -65536
	%1690 = or i32 %1688, %1689
	%1691 = lshr i32 %1680, 16
	%1692 = and i32 %1681, -65536
	%1693 = or i32 %1691, %1692
	%1694 = load float, float* %18
	%1695 = load float, float* %19
	%1696 = load float, float* %20
	%1697 = load float, float* %21
	%1698 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1684, i32 %1687, float %1694, float %1695, float %1696, float %1697)
	%1699 = extractvalue { float, float, float, float } %1698, 0
	%1700 = bitcast float %1699 to i32
	%1701 = insertelement <4 x i32> zeroinitializer, i32 %1700, i32 0
	%1702 = extractvalue { float, float, float, float } %1698, 1
	%1703 = bitcast float %1702 to i32
	%1704 = insertelement <4 x i32> %1701, i32 %1703, i32 1
	%1705 = extractvalue { float, float, float, float } %1698, 2
	%1706 = bitcast float %1705 to i32
	%1707 = insertelement <4 x i32> %1704, i32 %1706, i32 2
	%1708 = extractvalue { float, float, float, float } %1698, 3
	%1709 = bitcast float %1708 to i32
	%1710 = insertelement <4 x i32> %1707, i32 %1709, i32 3
	%1711 = extractelement <4 x i32> %1710, i32 0
	%1712 = bitcast i32 %1711 to float
	store float %1712, float* %18
	%1713 = extractelement <4 x i32> %1710, i32 1
	%1714 = bitcast i32 %1713 to float
	store float %1714, float* %19
	%1715 = extractelement <4 x i32> %1710, i32 2
	%1716 = bitcast i32 %1715 to float
	store float %1716, float* %20
	%1717 = extractelement <4 x i32> %1710, i32 3
	%1718 = bitcast i32 %1717 to float
	store float %1718, float* %21
	%1719 = load float, float* %22
	%1720 = load float, float* %23
	%1721 = load float, float* %24
	%1722 = load float, float* %25
	%1723 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1690, i32 %1693, float %1719, float %1720, float %1721, float %1722)
	%1724 = extractvalue { float, float, float, float } %1723, 0
	%1725 = bitcast float %1724 to i32
	%1726 = insertelement <4 x i32> zeroinitializer, i32 %1725, i32 0
	%1727 = extractvalue { float, float, float, float } %1723, 1
	%1728 = bitcast float %1727 to i32
	%1729 = insertelement <4 x i32> %1726, i32 %1728, i32 1
	%1730 = extractvalue { float, float, float, float } %1723, 2
	%1731 = bitcast float %1730 to i32
	%1732 = insertelement <4 x i32> %1729, i32 %1731, i32 2
	%1733 = extractvalue { float, float, float, float } %1723, 3
	%1734 = bitcast float %1733 to i32
	%1735 = insertelement <4 x i32> %1732, i32 %1734, i32 3
	%1736 = extractelement <4 x i32> %1735, i32 0
	%1737 = bitcast i32 %1736 to float
	store float %1737, float* %22
	%1738 = extractelement <4 x i32> %1735, i32 1
	%1739 = bitcast i32 %1738 to float
	store float %1739, float* %23
	%1740 = extractelement <4 x i32> %1735, i32 2
	%1741 = bitcast i32 %1740 to float
	store float %1741, float* %24
	%1742 = extractelement <4 x i32> %1735, i32 3
	%1743 = bitcast i32 %1742 to float
	store float %1743, float* %25
	%1744 = extractelement <4 x i32> %1527, i32 3
	%1745 = extractelement <4 x i32> %1533, i32 3
	%1746 = extractelement <4 x i32> %1539, i32 3
	%1747 = extractelement <4 x i32> %1545, i32 3
	%1748 = and i32 %1744, u0xFFFF
	%1749 = shl i32 %1745, 16
	%1750 = or i32 %1748, %1749
	%1751 = and i32 %1746, u0xFFFF
	%1752 = shl i32 %1747, 16
	%1753 = or i32 %1751, %1752
	%1754 = lshr i32 %1744, 16
	%1755 = and i32 %1745, -65536
	%1756 = or i32 %1754, %1755
	%1757 = lshr i32 %1746, 16
	%1758 = and i32 %1747, -65536
	%1759 = or i32 %1757, %1758
	%1760 = load float, float* %26
	%1761 = load float, float* %27
	%1762 = load float, float* %28
	%1763 = load float, float* %29
	%1764 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1750, i32 %1753, float %1760, float %1761, float %1762, float %1763)
	%1765 = extractvalue { float, float, float, float } %1764, 0
	%1766 = bitcast float %1765 to i32
	%1767 = insertelement <4 x i32> zeroinitializer, i32 %1766, i32 0
	%1768 = extractvalue { float, float, float, float } %1764, 1
	%1769 = bitcast float %1768 to i32
	%1770 = insertelement <4 x i32> %1767, i32 %1769, i32 1
	%1771 = extractvalue { float, float, float, float } %1764, 2
	%1772 = bitcast float %1771 to i32
	%1773 = insertelement <4 x i32> %1770, i32 %1772, i32 2
	%1774 = extractvalue { float, float, float, float } %1764, 3
	%1775 = bitcast float %1774 to i32
	%1776 = insertelement <4 x i32> %1773, i32 %1775, i32 3
	%1777 = extractelement <4 x i32> %1776, i32 0
	%1778 = bitcast i32 %1777 to float
	store float %1778, float* %26
	%1779 = extractelement <4 x i32> %1776, i32 1
	%1780 = bitcast i32 %1779 to float
	store float %1780, float* %27
	%1781 = extractelement <4 x i32> %1776, i32 2
	%1782 = bitcast i32 %1781 to float
	store float %1782, float* %28
	%1783 = extractelement <4 x i32> %1776, i32 3
	%1784 = bitcast i32 %1783 to float
	store float %1784, float* %29
	%1785 = load float, float* %30
	%1786 = load float, float* %31
	%1787 = load float, float* %32
	%1788 = load float, float* %33
	%1789 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1472, i32 %1482, i32 %1492, i32 %1502, i32 %1756, i32 %1759, float %1785, float %1786, float %1787, float %1788)
	%1790 = extractvalue { float, float, float, float } %1789, 0
	%1791 = bitcast float %1790 to i32
	%1792 = insertelement <4 x i32> zeroinitializer, i32 %1791, i32 0
	%1793 = extractvalue { float, float, float, float } %1789, 1
	%1794 = bitcast float %1793 to i32
	%1795 = insertelement <4 x i32> %1792, i32 %1794, i32 1
	%1796 = extractvalue { float, float, float, float } %1789, 2
	%1797 = bitcast float %1796 to i32
	%1798 = insertelement <4 x i32> %1795, i32 %1797, i32 2
	%1799 = extractvalue { float, float, float, float } %1789, 3
	%1800 = bitcast float %1799 to i32
	%1801 = insertelement <4 x i32> %1798, i32 %1800, i32 3
	%1802 = extractelement <4 x i32> %1801, i32 0
	%1803 = bitcast i32 %1802 to float
	store float %1803, float* %30
	%1804 = extractelement <4 x i32> %1801, i32 1
	%1805 = bitcast i32 %1804 to float
	store float %1805, float* %31
	%1806 = extractelement <4 x i32> %1801, i32 2
	%1807 = bitcast i32 %1806 to float
	store float %1807, float* %32
	%1808 = extractelement <4 x i32> %1801, i32 3
	%1809 = bitcast i32 %1808 to float
	store float %1809, float* %33
	%1810 = add i32 %1462, 16
	%1811 = add i32 %1459, %1810
	%1812 = sext i32 %1811 to i64
	%1813 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1812
	%1814 = load float, float addrspace(3)* %1813
	%1815 = add i32 %1811, 1
	%1816 = sext i32 %1815 to i64
	%1817 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1816
	%1818 = load float, float addrspace(3)* %1817
	%1819 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1818, float %1814)
	%1820 = add i32 %1462, 16
	%1821 = add i32 %1461, %1820
	%1822 = sext i32 %1821 to i64
	%1823 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1822
	%1824 = load float, float addrspace(3)* %1823
	%1825 = add i32 %1821, 1
	%1826 = sext i32 %1825 to i64
	%1827 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1826
	%1828 = load float, float addrspace(3)* %1827
	%1829 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1828, float %1824)
	%1830 = add i32 %1462, 24
	%1831 = add i32 %1459, %1830
	%1832 = sext i32 %1831 to i64
	%1833 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1832
	%1834 = load float, float addrspace(3)* %1833
	%1835 = add i32 %1831, 1
	%1836 = sext i32 %1835 to i64
	%1837 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1836
	%1838 = load float, float addrspace(3)* %1837
	%1839 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1838, float %1834)
	%1840 = add i32 %1462, 24
	%1841 = add i32 %1461, %1840
	%1842 = sext i32 %1841 to i64
	%1843 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1842
	%1844 = load float, float addrspace(3)* %1843
	%1845 = add i32 %1841, 1
	%1846 = sext i32 %1845 to i64
	%1847 = getelementptr [640 x float], [640 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem49, i64 0, i64 %1846
	%1848 = load float, float addrspace(3)* %1847
	%1849 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1848, float %1844)
	%1850 = add i32 %1462, 16
	%1851 = sext i32 %1850 to i64
	%1852 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1851
	%1853 = load i32, i32 addrspace(3)* %1852
	%1854 = add i32 %1462, 17
	%1855 = sext i32 %1854 to i64
	%1856 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1855
	%1857 = load i32, i32 addrspace(3)* %1856
	%1858 = add i32 %1462, 24
	%1859 = sext i32 %1858 to i64
	%1860 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1859
	%1861 = load i32, i32 addrspace(3)* %1860
	%1862 = add i32 %1462, 25
	%1863 = sext i32 %1862 to i64
	%1864 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem53, i64 0, i64 %1863
	%1865 = load i32, i32 addrspace(3)* %1864
	%1866 = mul i32 %37, 64
	%1867 = mul i32 %38, 8
	%1868 = add i32 %1866, %1867
	%1869 = add i32 %1868, 0
	%1870 = add i32 %1853, %1869
	%1871 = sext i32 %1870 to i64
	%1872 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1871
	%1873 = bitcast i16 addrspace(1)* %1872 to <4 x i32> addrspace(1)*
	%1874 = load <4 x i32>, <4 x i32> addrspace(1)* %1873, align 16, !invariant.load !0
	%1875 = add i32 %1868, 0
	%1876 = add i32 %1857, %1875
	%1877 = sext i32 %1876 to i64
	%1878 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1877
	%1879 = bitcast i16 addrspace(1)* %1878 to <4 x i32> addrspace(1)*
	%1880 = load <4 x i32>, <4 x i32> addrspace(1)* %1879, align 16, !invariant.load !0
	%1881 = add i32 %1868, 0
	%1882 = add i32 %1861, %1881
	%1883 = sext i32 %1882 to i64
	%1884 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1883
	%1885 = bitcast i16 addrspace(1)* %1884 to <4 x i32> addrspace(1)*
	%1886 = load <4 x i32>, <4 x i32> addrspace(1)* %1885, align 16, !invariant.load !0
	%1887 = add i32 %1868, 0
	%1888 = add i32 %1865, %1887
	%1889 = sext i32 %1888 to i64
	%1890 = getelementptr i16, i16 addrspace(1)* %pool, i64 %1889
	%1891 = bitcast i16 addrspace(1)* %1890 to <4 x i32> addrspace(1)*
	%1892 = load <4 x i32>, <4 x i32> addrspace(1)* %1891, align 16, !invariant.load !0
	%1893 = extractelement <4 x i32> %1874, i32 0
	%1894 = extractelement <4 x i32> %1880, i32 0
	%1895 = extractelement <4 x i32> %1886, i32 0
	%1896 = extractelement <4 x i32> %1892, i32 0
	%1897 = and i32 %1893, u0xFFFF
	%1898 = shl i32 %1894, 16
	%1899 = or i32 %1897, %1898
	%1900 = and i32 %1895, u0xFFFF
	%1901 = shl i32 %1896, 16
	%1902 = or i32 %1900, %1901
	%1903 = lshr i32 %1893, 16
	%1904 = and i32 %1894, -65536
	%1905 = or i32 %1903, %1904
	%1906 = lshr i32 %1895, 16
	%1907 = and i32 %1896, -65536
	%1908 = or i32 %1906, %1907
	%1909 = load float, float* %2
	%1910 = load float, float* %3
	%1911 = load float, float* %4
	%1912 = load float, float* %5
	%1913 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %1899, i32 %1902, float %1909, float %1910, float %1911, float %1912)
	%1914 = extractvalue { float, float, float, float } %1913, 0
	%1915 = bitcast float %1914 to i32
	%1916 = insertelement <4 x i32> zeroinitializer, i32 %1915, i32 0
	%1917 = extractvalue { float, float, float, float } %1913, 1
	%1918 = bitcast float %1917 to i32
	%1919 = insertelement <4 x i32> %1916, i32 %1918, i32 1
	%1920 = extractvalue { float, float, float, float } %1913, 2
	%1921 = bitcast float %1920 to i32
	%1922 = insertelement <4 x i32> %1919, i32 %1921, i32 2
	%1923 = extractvalue { float, float, float, float } %1913, 3
	%1924 = bitcast float %1923 to i32
	%1925 = insertelement <4 x i32> %1922, i32 %1924, i32 3
	%1926 = extractelement <4 x i32> %1925, i32 0
	%1927 = bitcast i32 %1926 to float
	store float %1927, float* %2
	%1928 = extractelement <4 x i32> %1925, i32 1
	%1929 = bitcast i32 %1928 to float
	store float %1929, float* %3
	%1930 = extractelement <4 x i32> %1925, i32 2
	%1931 = bitcast i32 %1930 to float
	store float %1931, float* %4
	%1932 = extractelement <4 x i32> %1925, i32 3
	%1933 = bitcast i32 %1932 to float
	store float %1933, float* %5
	%1934 = load float, float* %6
	%1935 = load float, float* %7
	%1936 = load float, float* %8
	%1937 = load float, float* %9
	%1938 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %1905, i32 %1908, float %1934, float %1935, float %1936, float %1937)
	%1939 = extractvalue { float, float, float, float } %1938, 0
	%1940 = bitcast float %1939 to i32
	%1941 = insertelement <4 x i32> zeroinitializer, i32 %1940, i32 0
	%1942 = extractvalue { float, float, float, float } %1938, 1
	%1943 = bitcast float %1942 to i32
	%1944 = insertelement <4 x i32> %1941, i32 %1943, i32 1
	%1945 = extractvalue { float, float, float, float } %1938, 2
	%1946 = bitcast float %1945 to i32
	%1947 = insertelement <4 x i32> %1944, i32 %1946, i32 2
	%1948 = extractvalue { float, float, float, float } %1938, 3
	%1949 = bitcast float %1948 to i32
	%1950 = insertelement <4 x i32> %1947, i32 %1949, i32 3
	%1951 = extractelement <4 x i32> %1950, i32 0
	%1952 = bitcast i32 %1951 to float
	store float %1952, float* %6
	%1953 = extractelement <4 x i32> %1950, i32 1
	%1954 = bitcast i32 %1953 to float
	store float %1954, float* %7
	%1955 = extractelement <4 x i32> %1950, i32 2
	%1956 = bitcast i32 %1955 to float
	store float %1956, float* %8
	%1957 = extractelement <4 x i32> %1950, i32 3
	%1958 = bitcast i32 %1957 to float
	store float %1958, float* %9
	%1959 = extractelement <4 x i32> %1874, i32 1
	%1960 = extractelement <4 x i32> %1880, i32 1
	%1961 = extractelement <4 x i32> %1886, i32 1
	%1962 = extractelement <4 x i32> %1892, i32 1
	%1963 = and i32 %1959, u0xFFFF
	%1964 = shl i32 %1960, 16
	%1965 = or i32 %1963, %1964
	%1966 = and i32 %1961, u0xFFFF
	%1967 = shl i32 %1962, 16
	%1968 = or i32 %1966, %1967
	%1969 = lshr i32 %1959, 16
	%1970 = and i32 %1960, -65536
	%1971 = or i32 %1969, %1970
	%1972 = lshr i32 %1961, 16
	%1973 = and i32 %1962, -65536
	%1974 = or i32 %1972, %1973
	%1975 = load float, float* %10
	%1976 = load float, float* %11
	%1977 = load float, float* %12
	%1978 = load float, float* %13
	%1979 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %1965, i32 %1968, float %1975, float %1976, float %1977, float %1978)
	%1980 = extractvalue { float, float, float, float } %1979, 0
	%1981 = bitcast float %1980 to i32
	%1982 = insertelement <4 x i32> zeroinitializer, i32 %1981, i32 0
	%1983 = extractvalue { float, float, float, float } %1979, 1
	%1984 = bitcast float %1983 to i32
	%1985 = insertelement <4 x i32> %1982, i32 %1984, i32 1
	%1986 = extractvalue { float, float, float, float } %1979, 2
	%1987 = bitcast float %1986 to i32
	%1988 = insertelement <4 x i32> %1985, i32 %1987, i32 2
	%1989 = extractvalue { float, float, float, float } %1979, 3
	%1990 = bitcast float %1989 to i32
	%1991 = insertelement <4 x i32> %1988, i32 %1990, i32 3
	%1992 = extractelement <4 x i32> %1991, i32 0
	%1993 = bitcast i32 %1992 to float
	store float %1993, float* %10
	%1994 = extractelement <4 x i32> %1991, i32 1
	%1995 = bitcast i32 %1994 to float
	store float %1995, float* %11
	%1996 = extractelement <4 x i32> %1991, i32 2
	%1997 = bitcast i32 %1996 to float
	store float %1997, float* %12
	%1998 = extractelement <4 x i32> %1991, i32 3
	%1999 = bitcast i32 %1998 to float
	store float %1999, float* %13
	%2000 = load float, float* %14
	%2001 = load float, float* %15
	%2002 = load float, float* %16
	%2003 = load float, float* %17
	%2004 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %1971, i32 %1974, float %2000, float %2001, float %2002, float %2003)
	%2005 = extractvalue { float, float, float, float } %2004, 0
	%2006 = bitcast float %2005 to i32
	%2007 = insertelement <4 x i32> zeroinitializer, i32 %2006, i32 0
	%2008 = extractvalue { float, float, float, float } %2004, 1
	%2009 = bitcast float %2008 to i32
	%2010 = insertelement <4 x i32> %2007, i32 %2009, i32 1
	%2011 = extractvalue { float, float, float, float } %2004, 2
	%2012 = bitcast float %2011 to i32
	%2013 = insertelement <4 x i32> %2010, i32 %2012, i32 2
	%2014 = extractvalue { float, float, float, float } %2004, 3
	%2015 = bitcast float %2014 to i32
	%2016 = insertelement <4 x i32> %2013, i32 %2015, i32 3
	%2017 = extractelement <4 x i32> %2016, i32 0
	%2018 = bitcast i32 %2017 to float
	store float %2018, float* %14
	%2019 = extractelement <4 x i32> %2016, i32 1
	%2020 = bitcast i32 %2019 to float
	store float %2020, float* %15
	%2021 = extractelement <4 x i32> %2016, i32 2
	%2022 = bitcast i32 %2021 to float
	store float %2022, float* %16
	%2023 = extractelement <4 x i32> %2016, i32 3
	%2024 = bitcast i32 %2023 to float
	store float %2024, float* %17
	%2025 = extractelement <4 x i32> %1874, i32 2
	%2026 = extractelement <4 x i32> %1880, i32 2
	%2027 = extractelement <4 x i32> %1886, i32 2
	%2028 = extractelement <4 x i32> %1892, i32 2
	%2029 = and i32 %2025, u0xFFFF
	%2030 = shl i32 %2026, 16
	%2031 = or i32 %2029, %2030
	%2032 = and i32 %2027, u0xFFFF
	%2033 = shl i32 %2028, 16
	%2034 = or i32 %2032, %2033
	%2035 = lshr i32 %2025, 16
	%2036 = and i32 %2026, -65536
	%2037 = or i32 %2035, %2036
	%2038 = lshr i32 %2027, 16
	%2039 = and i32 %2028, -65536
	%2040 = or i32 %2038, %2039
	%2041 = load float, float* %18
	%2042 = load float, float* %19
	%2043 = load float, float* %20
	%2044 = load float, float* %21
	%2045 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %2031, i32 %2034, float %2041, float %2042, float %2043, float %2044)
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
	store float %2059, float* %18
	%2060 = extractelement <4 x i32> %2057, i32 1
	%2061 = bitcast i32 %2060 to float
	store float %2061, float* %19
	%2062 = extractelement <4 x i32> %2057, i32 2
	%2063 = bitcast i32 %2062 to float
	store float %2063, float* %20
	%2064 = extractelement <4 x i32> %2057, i32 3
	%2065 = bitcast i32 %2064 to float
	store float %2065, float* %21
	%2066 = load float, float* %22
	%2067 = load float, float* %23
	%2068 = load float, float* %24
	%2069 = load float, float* %25
	%2070 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %2037, i32 %2040, float %2066, float %2067, float %2068, float %2069)
	%2071 = extractvalue { float, float, float, float } %2070, 0
	%2072 = bitcast float %2071 to i32
	%2073 = insertelement <4 x i32> zeroinitializer, i32 %2072, i32 0
	%2074 = extractvalue { float, float, float, float } %2070, 1
	%2075 = bitcast float %2074 to i32
	%2076 = insertelement <4 x i32> %2073, i32 %2075, i32 1
	%2077 = extractvalue { float, float, float, float } %2070, 2
	%2078 = bitcast float %2077 to i32
	%2079 = insertelement <4 x i32> %2076, i32 %2078, i32 2
	%2080 = extractvalue { float, float, float, float } %2070, 3
	%2081 = bitcast float %2080 to i32
	%2082 = insertelement <4 x i32> %2079, i32 %2081, i32 3
	%2083 = extractelement <4 x i32> %2082, i32 0
	%2084 = bitcast i32 %2083 to float
	store float %2084, float* %22
	%2085 = extractelement <4 x i32> %2082, i32 1
	%2086 = bitcast i32 %2085 to float
	store float %2086, float* %23
	%2087 = extractelement <4 x i32> %2082, i32 2
	%2088 = bitcast i32 %2087 to float
	store float %2088, float* %24
	%2089 = extractelement <4 x i32> %2082, i32 3
	%2090 = bitcast i32 %2089 to float
	store float %2090, float* %25
	%2091 = extractelement <4 x i32> %1874, i32 3
	%2092 = extractelement <4 x i32> %1880, i32 3
	%2093 = extractelement <4 x i32> %1886, i32 3
	%2094 = extractelement <4 x i32> %1892, i32 3
	%2095 = and i32 %2091, u0xFFFF
	%2096 = shl i32 %2092, 16
	%2097 = or i32 %2095, %2096
	%2098 = and i32 %2093, u0xFFFF
	%2099 = shl i32 %2094, 16
	%2100 = or i32 %2098, %2099
	%2101 = lshr i32 %2091, 16
	%2102 = and i32 %2092, -65536
	%2103 = or i32 %2101, %2102
	%2104 = lshr i32 %2093, 16
	%2105 = and i32 %2094, -65536
	%2106 = or i32 %2104, %2105
	%2107 = load float, float* %26
	%2108 = load float, float* %27
	%2109 = load float, float* %28
	%2110 = load float, float* %29
	%2111 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %2097, i32 %2100, float %2107, float %2108, float %2109, float %2110)
	%2112 = extractvalue { float, float, float, float } %2111, 0
	%2113 = bitcast float %2112 to i32
	%2114 = insertelement <4 x i32> zeroinitializer, i32 %2113, i32 0
	%2115 = extractvalue { float, float, float, float } %2111, 1
	%2116 = bitcast float %2115 to i32
	%2117 = insertelement <4 x i32> %2114, i32 %2116, i32 1
	%2118 = extractvalue { float, float, float, float } %2111, 2
	%2119 = bitcast float %2118 to i32
	%2120 = insertelement <4 x i32> %2117, i32 %2119, i32 2
	%2121 = extractvalue { float, float, float, float } %2111, 3
	%2122 = bitcast float %2121 to i32
	%2123 = insertelement <4 x i32> %2120, i32 %2122, i32 3
	%2124 = extractelement <4 x i32> %2123, i32 0
	%2125 = bitcast i32 %2124 to float
	store float %2125, float* %26
	%2126 = extractelement <4 x i32> %2123, i32 1
	%2127 = bitcast i32 %2126 to float
	store float %2127, float* %27
	%2128 = extractelement <4 x i32> %2123, i32 2
	%2129 = bitcast i32 %2128 to float
	store float %2129, float* %28
	%2130 = extractelement <4 x i32> %2123, i32 3
	%2131 = bitcast i32 %2130 to float
	store float %2131, float* %29
	%2132 = load float, float* %30
	%2133 = load float, float* %31
	%2134 = load float, float* %32
	%2135 = load float, float* %33
	%2136 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1819, i32 %1829, i32 %1839, i32 %1849, i32 %2103, i32 %2106, float %2132, float %2133, float %2134, float %2135)
	%2137 = extractvalue { float, float, float, float } %2136, 0
	%2138 = bitcast float %2137 to i32
	%2139 = insertelement <4 x i32> zeroinitializer, i32 %2138, i32 0
	%2140 = extractvalue { float, float, float, float } %2136, 1
	%2141 = bitcast float %2140 to i32
	%2142 = insertelement <4 x i32> %2139, i32 %2141, i32 1
	%2143 = extractvalue { float, float, float, float } %2136, 2
	%2144 = bitcast float %2143 to i32
	%2145 = insertelement <4 x i32> %2142, i32 %2144, i32 2
	%2146 = extractvalue { float, float, float, float } %2136, 3
	%2147 = bitcast float %2146 to i32
	%2148 = insertelement <4 x i32> %2145, i32 %2147, i32 3
	%2149 = extractelement <4 x i32> %2148, i32 0
	%2150 = bitcast i32 %2149 to float
	store float %2150, float* %30
	%2151 = extractelement <4 x i32> %2148, i32 1
	%2152 = bitcast i32 %2151 to float
	store float %2152, float* %31
	%2153 = extractelement <4 x i32> %2148, i32 2
	%2154 = bitcast i32 %2153 to float
	store float %2154, float* %32
	%2155 = extractelement <4 x i32> %2148, i32 3
	%2156 = bitcast i32 %2155 to float
	store float %2156, float* %33
	call void @llvm.nvvm.barrier0()
	%2157 = add i32 %120, 32
	br label %loop11

then19:
	%2158 = sext i32 %1247 to i64
	%2159 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2158
	store float %1274, float addrspace(3)* %2159
	%2160 = sext i32 %1247 to i64
	%2161 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2160
	%2162 = load float, float addrspace(3)* %2161
	%2163 = call float @llvm.fma.f32(float %2162, float %1386, float %1336)
	%2164 = sext i32 %1247 to i64
	%2165 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2164
	store float %2163, float addrspace(3)* %2165
	%2166 = sext i32 %1247 to i64
	%2167 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem52, i64 0, i64 %2166
	store float %1386, float addrspace(3)* %2167
	br label %join20

join20:
	%2168 = add i32 %1247, 4
	br label %loop16

then21:
	%2169 = mul i32 %34, 264
	%2170 = add i32 %140, %2169
	%2171 = add i32 %2170, 256
	%2172 = sext i32 %34 to i64
	%2173 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem50, i64 0, i64 %2172
	%2174 = load float, float addrspace(3)* %2173
	%2175 = sext i32 %2171 to i64
	%2176 = getelementptr float, float addrspace(1)* %part, i64 %2175
	store float %2174, float addrspace(1)* %2176
	%2177 = add i32 %2170, 257
	%2178 = sext i32 %34 to i64
	%2179 = getelementptr [16 x float], [16 x float] addrspace(3)* @mla_decode_bf16_bf16_h16_g16_n16_r32_k256_s3ec28f5c_mma_w4.smem51, i64 0, i64 %2178
	%2180 = load float, float addrspace(3)* %2179
	%2181 = sext i32 %2177 to i64
	%2182 = getelementptr float, float addrspace(1)* %part, i64 %2181
	store float %2180, float addrspace(1)* %2182
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
