target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_combine_f32_h8_k16.smem330 = internal addrspace(3) global [2 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem331 = internal addrspace(3) global [2 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem332 = internal addrspace(3) global [64 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem889 = internal addrspace(3) global [48 x float] undef, align 16

define ptx_kernel void @gqa_combine_f32_h8_k16(float addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
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
	br label %body

body:
	%20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%22 = sdiv i32 %21, 8
	%23 = srem i32 %21, 8
	%24 = sext i32 %22 to i64
	%25 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %24
	%26 = load i32, i32 addrspace(1)* %25
	%27 = add i32 %26, 1
	%28 = mul i32 %max_blocks, %block_size
	%29 = sub i32 %splits, 1
	%30 = add i32 %28, %29
	%31 = sdiv i32 %30, %splits
	%32 = add i32 %31, 63
	%33 = sdiv i32 %32, 64
	%34 = mul i32 %33, 64
	%35 = sub i32 %34, 1
	%36 = add i32 %27, %35
	%37 = sdiv i32 %36, %34
	%38 = icmp slt i32 %37, 64
	%39 = select i1 %38, i32 %37, i32 64
	%40 = mul i32 %21, 16
	%41 = icmp eq i32 %39, 1
	br i1 %41, label %then1, label %else3

then1:
	%42 = mul i32 %22, %splits
	%43 = add i32 %42, 0
	%44 = mul i32 %43, 8
	%45 = add i32 %44, %23
	%46 = mul i32 %45, 24
	%47 = add i32 %46, 17
	%48 = sext i32 %47 to i64
	%49 = getelementptr float, float addrspace(1)* %part, i64 %48
	%50 = load float, float addrspace(1)* %49
	%51 = add i32 %20, 0
	%52 = icmp slt i32 %51, 16
	%53 = select i1 %52, i32 %51, i32 0
	%54 = add i32 %46, %53
	%55 = sext i32 %54 to i64
	%56 = getelementptr float, float addrspace(1)* %part, i64 %55
	%57 = load float, float addrspace(1)* %56
	%58 = fdiv float 1.0, %50
	%59 = fmul float %57, %58
	br i1 %52, label %then4, label %join5

join2:
	ret void

else3:
	%60 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%61 = sdiv i32 %60, 32
	%62 = srem i32 %60, 32
	%63 = add i32 %62, 0
	%64 = icmp slt i32 %63, 16
	%65 = select i1 %64, i32 %63, i32 0
	%66 = icmp slt i32 0, %39
	%67 = sub i32 %39, 1
	%68 = select i1 %66, i32 %67, i32 0
	%69 = add i32 %61, 0
	%70 = icmp slt i32 %69, %39
	%71 = select i1 %70, i32 %69, i32 %68
	%72 = mul i32 %22, %splits
	%73 = add i32 %72, %71
	%74 = mul i32 %73, 8
	%75 = add i32 %74, %23
	%76 = mul i32 %75, 24
	%77 = add i32 %76, %65
	%78 = sext i32 %77 to i64
	%79 = getelementptr float, float addrspace(1)* %part, i64 %78
	%80 = load float, float addrspace(1)* %79
	%81 = add i32 %61, 4
	%82 = icmp slt i32 %81, %39
	%83 = select i1 %82, i32 %81, i32 %68
	%84 = mul i32 %22, %splits
	%85 = add i32 %84, %83
	%86 = mul i32 %85, 8
	%87 = add i32 %86, %23
	%88 = mul i32 %87, 24
	%89 = add i32 %88, %65
	%90 = sext i32 %89 to i64
	%91 = getelementptr float, float addrspace(1)* %part, i64 %90
	%92 = load float, float addrspace(1)* %91
	%93 = add i32 %61, 8
	%94 = icmp slt i32 %93, %39
	%95 = select i1 %94, i32 %93, i32 %68
	%96 = mul i32 %22, %splits
	%97 = add i32 %96, %95
	%98 = mul i32 %97, 8
	%99 = add i32 %98, %23
	%100 = mul i32 %99, 24
	%101 = add i32 %100, %65
	%102 = sext i32 %101 to i64
	%103 = getelementptr float, float addrspace(1)* %part, i64 %102
	%104 = load float, float addrspace(1)* %103
	%105 = add i32 %61, 12
	%106 = icmp slt i32 %105, %39
	%107 = select i1 %106, i32 %105, i32 %68
	%108 = mul i32 %22, %splits
	%109 = add i32 %108, %107
	%110 = mul i32 %109, 8
	%111 = add i32 %110, %23
	%112 = mul i32 %111, 24
	%113 = add i32 %112, %65
	%114 = sext i32 %113 to i64
	%115 = getelementptr float, float addrspace(1)* %part, i64 %114
	%116 = load float, float addrspace(1)* %115
	%117 = add i32 %61, 16
	%118 = icmp slt i32 %117, %39
	%119 = select i1 %118, i32 %117, i32 %68
	%120 = mul i32 %22, %splits
	%121 = add i32 %120, %119
	%122 = mul i32 %121, 8
	%123 = add i32 %122, %23
	%124 = mul i32 %123, 24
	%125 = add i32 %124, %65
	%126 = sext i32 %125 to i64
	%127 = getelementptr float, float addrspace(1)* %part, i64 %126
	%128 = load float, float addrspace(1)* %127
	%129 = add i32 %61, 20
	%130 = icmp slt i32 %129, %39
	%131 = select i1 %130, i32 %129, i32 %68
	%132 = mul i32 %22, %splits
	%133 = add i32 %132, %131
	%134 = mul i32 %133, 8
	%135 = add i32 %134, %23
	%136 = mul i32 %135, 24
	%137 = add i32 %136, %65
	%138 = sext i32 %137 to i64
	%139 = getelementptr float, float addrspace(1)* %part, i64 %138
	%140 = load float, float addrspace(1)* %139
	%141 = add i32 %61, 24
	%142 = icmp slt i32 %141, %39
	%143 = select i1 %142, i32 %141, i32 %68
	%144 = mul i32 %22, %splits
	%145 = add i32 %144, %143
	%146 = mul i32 %145, 8
	%147 = add i32 %146, %23
	%148 = mul i32 %147, 24
	%149 = add i32 %148, %65
	%150 = sext i32 %149 to i64
	%151 = getelementptr float, float addrspace(1)* %part, i64 %150
	%152 = load float, float addrspace(1)* %151
	%153 = add i32 %61, 28
	%154 = icmp slt i32 %153, %39
	%155 = select i1 %154, i32 %153, i32 %68
	%156 = mul i32 %22, %splits
	%157 = add i32 %156, %155
	%158 = mul i32 %157, 8
	%159 = add i32 %158, %23
	%160 = mul i32 %159, 24
	%161 = add i32 %160, %65
	%162 = sext i32 %161 to i64
	%163 = getelementptr float, float addrspace(1)* %part, i64 %162
	%164 = load float, float addrspace(1)* %163
	%165 = add i32 %61, 32
	%166 = icmp slt i32 %165, %39
	%167 = select i1 %166, i32 %165, i32 %68
	%168 = mul i32 %22, %splits
	%169 = add i32 %168, %167
	%170 = mul i32 %169, 8
	%171 = add i32 %170, %23
	%172 = mul i32 %171, 24
	%173 = add i32 %172, %65
	%174 = sext i32 %173 to i64
	%175 = getelementptr float, float addrspace(1)* %part, i64 %174
	%176 = load float, float addrspace(1)* %175
	%177 = add i32 %61, 36
	%178 = icmp slt i32 %177, %39
	%179 = select i1 %178, i32 %177, i32 %68
	%180 = mul i32 %22, %splits
	%181 = add i32 %180, %179
	%182 = mul i32 %181, 8
	%183 = add i32 %182, %23
	%184 = mul i32 %183, 24
	%185 = add i32 %184, %65
	%186 = sext i32 %185 to i64
	%187 = getelementptr float, float addrspace(1)* %part, i64 %186
	%188 = load float, float addrspace(1)* %187
	%189 = add i32 %61, 40
	%190 = icmp slt i32 %189, %39
	%191 = select i1 %190, i32 %189, i32 %68
	%192 = mul i32 %22, %splits
	%193 = add i32 %192, %191
	%194 = mul i32 %193, 8
	%195 = add i32 %194, %23
	%196 = mul i32 %195, 24
	%197 = add i32 %196, %65
	%198 = sext i32 %197 to i64
	%199 = getelementptr float, float addrspace(1)* %part, i64 %198
	%200 = load float, float addrspace(1)* %199
	%201 = add i32 %61, 44
	%202 = icmp slt i32 %201, %39
	%203 = select i1 %202, i32 %201, i32 %68
	%204 = mul i32 %22, %splits
	%205 = add i32 %204, %203
	%206 = mul i32 %205, 8
	%207 = add i32 %206, %23
	%208 = mul i32 %207, 24
	%209 = add i32 %208, %65
	%210 = sext i32 %209 to i64
	%211 = getelementptr float, float addrspace(1)* %part, i64 %210
	%212 = load float, float addrspace(1)* %211
	%213 = add i32 %61, 48
	%214 = icmp slt i32 %213, %39
	%215 = select i1 %214, i32 %213, i32 %68
	%216 = mul i32 %22, %splits
	%217 = add i32 %216, %215
	%218 = mul i32 %217, 8
	%219 = add i32 %218, %23
	%220 = mul i32 %219, 24
	%221 = add i32 %220, %65
	%222 = sext i32 %221 to i64
	%223 = getelementptr float, float addrspace(1)* %part, i64 %222
	%224 = load float, float addrspace(1)* %223
	%225 = add i32 %61, 52
	%226 = icmp slt i32 %225, %39
	%227 = select i1 %226, i32 %225, i32 %68
	%228 = mul i32 %22, %splits
	%229 = add i32 %228, %227
	%230 = mul i32 %229, 8
	%231 = add i32 %230, %23
	%232 = mul i32 %231, 24
	%233 = add i32 %232, %65
	%234 = sext i32 %233 to i64
	%235 = getelementptr float, float addrspace(1)* %part, i64 %234
	%236 = load float, float addrspace(1)* %235
	%237 = add i32 %61, 56
	%238 = icmp slt i32 %237, %39
	%239 = select i1 %238, i32 %237, i32 %68
	%240 = mul i32 %22, %splits
	%241 = add i32 %240, %239
	%242 = mul i32 %241, 8
	%243 = add i32 %242, %23
	%244 = mul i32 %243, 24
	%245 = add i32 %244, %65
	%246 = sext i32 %245 to i64
	%247 = getelementptr float, float addrspace(1)* %part, i64 %246
	%248 = load float, float addrspace(1)* %247
	%249 = add i32 %61, 60
	%250 = icmp slt i32 %249, %39
	%251 = select i1 %250, i32 %249, i32 %68
	%252 = mul i32 %22, %splits
	%253 = add i32 %252, %251
	%254 = mul i32 %253, 8
	%255 = add i32 %254, %23
	%256 = mul i32 %255, 24
	%257 = add i32 %256, %65
	%258 = sext i32 %257 to i64
	%259 = getelementptr float, float addrspace(1)* %part, i64 %258
	%260 = load float, float addrspace(1)* %259
	store float %80, float* %0
	store float %92, float* %1
	store float %104, float* %2
	store float %116, float* %3
	store float %128, float* %4
	store float %140, float* %5
	store float %152, float* %6
	store float %164, float* %7
	store float %176, float* %8
	store float %188, float* %9
	store float %200, float* %10
	store float %212, float* %11
	store float %224, float* %12
	store float %236, float* %13
	store float %248, float* %14
	store float %260, float* %15
	%261 = srem i32 %60, 32
	%262 = sdiv i32 %60, 32
	%263 = icmp slt i32 %60, %39
	store float 0xFFF0000000000000, float* %16
	store float 0.0, float* %17
	br i1 %263, label %then6, label %join7

then4:
	%264 = add i32 %40, %53
	%265 = sext i32 %264 to i64
	%266 = getelementptr float, float addrspace(1)* %out, i64 %265
	store float %59, float addrspace(1)* %266
	br label %join5

join5:
	br label %join2

then6:
	%267 = mul i32 %22, %splits
	%268 = add i32 %267, %60
	%269 = mul i32 %268, 8
	%270 = add i32 %269, %23
	%271 = mul i32 %270, 24
	%272 = add i32 %271, 16
	%273 = sext i32 %272 to i64
	%274 = getelementptr float, float addrspace(1)* %part, i64 %273
	%275 = load float, float addrspace(1)* %274
	store float %275, float* %16
	%276 = add i32 %271, 17
	%277 = sext i32 %276 to i64
	%278 = getelementptr float, float addrspace(1)* %part, i64 %277
	%279 = load float, float addrspace(1)* %278
	store float %279, float* %17
	br label %join7

join7:
	%280 = icmp eq i32 %261, 0
	%281 = icmp slt i32 %262, 2
	%282 = and i1 %280, %281
	%283 = load float, float* %16
	%284 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 16, i32 31)
	%285 = fcmp olt float %283, %284
	%286 = select i1 %285, float %284, float %283
	%287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %286, i32 8, i32 31)
	%288 = fcmp olt float %286, %287
	%289 = select i1 %288, float %287, float %286
	%290 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 4, i32 31)
	%291 = fcmp olt float %289, %290
	%292 = select i1 %291, float %290, float %289
	%293 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %292, i32 2, i32 31)
	%294 = fcmp olt float %292, %293
	%295 = select i1 %294, float %293, float %292
	%296 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 1, i32 31)
	%297 = fcmp olt float %295, %296
	%298 = select i1 %297, float %296, float %295
	br i1 %282, label %then8, label %join9

then8:
	%299 = sext i32 %262 to i64
	%300 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem330, i64 0, i64 %299
	store float %298, float addrspace(3)* %300
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%301 = sext i32 0 to i64
	%302 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem330, i64 0, i64 %301
	%303 = load float, float addrspace(3)* %302
	%304 = sext i32 1 to i64
	%305 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem330, i64 0, i64 %304
	%306 = load float, float addrspace(3)* %305
	%307 = fcmp olt float %303, %306
	%308 = select i1 %307, float %306, float %303
	store float 0.0, float* %18
	br i1 %263, label %then10, label %join11

then10:
	%309 = load float, float* %16
	%310 = fsub float %309, %308
	%311 = fpext float %310 to double
	%312 = fcmp olt double %311, -745.0
	%313 = select i1 %312, double -745.0, double %311
	%314 = fcmp olt double 710.0, %313
	%315 = select i1 %314, double 710.0, double %313
	%316 = fmul double %315, 0x3FF71547652B82FE
	%317 = call double @llvm.rint.f64(double %316)
	%318 = fmul double %317, 0x3FE62E42FEE00000
	%319 = fsub double %315, %318
	%320 = fmul double %317, 0x3DEA39EF35793C76
	%321 = fsub double %319, %320
	%322 = fmul double 0x3DE6124613A86D09, %321
	%323 = fadd double %322, 0x3E21EED8EFF8D898
	%324 = fmul double %323, %321
	%325 = fadd double %324, 0x3E5AE64567F544E4
	%326 = fmul double %325, %321
	%327 = fadd double %326, 0x3E927E4FB7789F5C
	%328 = fmul double %327, %321
	%329 = fadd double %328, 0x3EC71DE3A556C734
	%330 = fmul double %329, %321
	%331 = fadd double %330, 0x3EFA01A01A01A01A
	%332 = fmul double %331, %321
	%333 = fadd double %332, 0x3F2A01A01A01A01A
	%334 = fmul double %333, %321
	%335 = fadd double %334, 0x3F56C16C16C16C17
	%336 = fmul double %335, %321
	%337 = fadd double %336, 0x3F81111111111111
	%338 = fmul double %337, %321
	%339 = fadd double %338, 0x3FA5555555555555
	%340 = fmul double %339, %321
	%341 = fadd double %340, 0x3FC5555555555555
	%342 = fmul double %341, %321
	%343 = fadd double %342, 0.5
	%344 = fmul double %343, %321
	%345 = fadd double %344, 1.0
	%346 = fmul double %345, %321
	%347 = fadd double %346, 1.0
	%348 = fptosi double %317 to i64
	%349 = sdiv i64 %348, 2
	%350 = sub i64 %348, %349
	%351 = add i64 %349, 1023
	%352 = shl i64 %351, 52
	%353 = bitcast i64 %352 to double
	%354 = fmul double %347, %353
	%355 = add i64 %350, 1023
	%356 = shl i64 %355, 52
	%357 = bitcast i64 %356 to double
	%358 = fmul double %354, %357
	%359 = fptrunc double %358 to float
	store float %359, float* %18
	%360 = load float, float* %18
	%361 = sext i32 %60 to i64
	%362 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %361
	store float %360, float addrspace(3)* %362
	br label %join11

join11:
	%363 = load float, float* %18
	%364 = load float, float* %17
	%365 = fmul float %363, %364
	%366 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 16, i32 31)
	%367 = fadd float %365, %366
	%368 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 8, i32 31)
	%369 = fadd float %367, %368
	%370 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %369, i32 4, i32 31)
	%371 = fadd float %369, %370
	%372 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %371, i32 2, i32 31)
	%373 = fadd float %371, %372
	%374 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %373, i32 1, i32 31)
	%375 = fadd float %373, %374
	br i1 %282, label %then12, label %join13

then12:
	%376 = sext i32 %262 to i64
	%377 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem331, i64 0, i64 %376
	store float %375, float addrspace(3)* %377
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%378 = sext i32 0 to i64
	%379 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem331, i64 0, i64 %378
	%380 = load float, float addrspace(3)* %379
	%381 = sext i32 1 to i64
	%382 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem331, i64 0, i64 %381
	%383 = load float, float addrspace(3)* %382
	%384 = fadd float %380, %383
	%385 = fdiv float 1.0, %384
	store float 0.0, float* %19
	br label %loop14

loop14:
	%386 = phi i32 [ %61, %join13 ], [ %771, %body15 ]
	%387 = icmp slt i32 %386, %39
	br i1 %387, label %body15, label %done16

body15:
	%388 = add i32 %386, 64
	%389 = add i32 %388, 0
	%390 = icmp slt i32 %389, %39
	%391 = select i1 %390, i32 %389, i32 %68
	%392 = mul i32 %22, %splits
	%393 = add i32 %392, %391
	%394 = mul i32 %393, 8
	%395 = add i32 %394, %23
	%396 = mul i32 %395, 24
	%397 = add i32 %396, %65
	%398 = sext i32 %397 to i64
	%399 = getelementptr float, float addrspace(1)* %part, i64 %398
	%400 = load float, float addrspace(1)* %399
	%401 = add i32 %388, 4
	%402 = icmp slt i32 %401, %39
	%403 = select i1 %402, i32 %401, i32 %68
	%404 = mul i32 %22, %splits
	%405 = add i32 %404, %403
	%406 = mul i32 %405, 8
	%407 = add i32 %406, %23
	%408 = mul i32 %407, 24
	%409 = add i32 %408, %65
	%410 = sext i32 %409 to i64
	%411 = getelementptr float, float addrspace(1)* %part, i64 %410
	%412 = load float, float addrspace(1)* %411
	%413 = add i32 %388, 8
	%414 = icmp slt i32 %413, %39
	%415 = select i1 %414, i32 %413, i32 %68
	%416 = mul i32 %22, %splits
	%417 = add i32 %416, %415
	%418 = mul i32 %417, 8
	%419 = add i32 %418, %23
	%420 = mul i32 %419, 24
	%421 = add i32 %420, %65
	%422 = sext i32 %421 to i64
	%423 = getelementptr float, float addrspace(1)* %part, i64 %422
	%424 = load float, float addrspace(1)* %423
	%425 = add i32 %388, 12
	%426 = icmp slt i32 %425, %39
	%427 = select i1 %426, i32 %425, i32 %68
	%428 = mul i32 %22, %splits
	%429 = add i32 %428, %427
	%430 = mul i32 %429, 8
	%431 = add i32 %430, %23
	%432 = mul i32 %431, 24
	%433 = add i32 %432, %65
	%434 = sext i32 %433 to i64
	%435 = getelementptr float, float addrspace(1)* %part, i64 %434
	%436 = load float, float addrspace(1)* %435
	%437 = add i32 %388, 16
	%438 = icmp slt i32 %437, %39
	%439 = select i1 %438, i32 %437, i32 %68
	%440 = mul i32 %22, %splits
	%441 = add i32 %440, %439
	%442 = mul i32 %441, 8
	%443 = add i32 %442, %23
	%444 = mul i32 %443, 24
	%445 = add i32 %444, %65
	%446 = sext i32 %445 to i64
	%447 = getelementptr float, float addrspace(1)* %part, i64 %446
	%448 = load float, float addrspace(1)* %447
	%449 = add i32 %388, 20
	%450 = icmp slt i32 %449, %39
	%451 = select i1 %450, i32 %449, i32 %68
	%452 = mul i32 %22, %splits
	%453 = add i32 %452, %451
	%454 = mul i32 %453, 8
	%455 = add i32 %454, %23
	%456 = mul i32 %455, 24
	%457 = add i32 %456, %65
	%458 = sext i32 %457 to i64
	%459 = getelementptr float, float addrspace(1)* %part, i64 %458
	%460 = load float, float addrspace(1)* %459
	%461 = add i32 %388, 24
	%462 = icmp slt i32 %461, %39
	%463 = select i1 %462, i32 %461, i32 %68
	%464 = mul i32 %22, %splits
	%465 = add i32 %464, %463
	%466 = mul i32 %465, 8
	%467 = add i32 %466, %23
	%468 = mul i32 %467, 24
	%469 = add i32 %468, %65
	%470 = sext i32 %469 to i64
	%471 = getelementptr float, float addrspace(1)* %part, i64 %470
	%472 = load float, float addrspace(1)* %471
	%473 = add i32 %388, 28
	%474 = icmp slt i32 %473, %39
	%475 = select i1 %474, i32 %473, i32 %68
	%476 = mul i32 %22, %splits
	%477 = add i32 %476, %475
	%478 = mul i32 %477, 8
	%479 = add i32 %478, %23
	%480 = mul i32 %479, 24
	%481 = add i32 %480, %65
	%482 = sext i32 %481 to i64
	%483 = getelementptr float, float addrspace(1)* %part, i64 %482
	%484 = load float, float addrspace(1)* %483
	%485 = add i32 %388, 32
	%486 = icmp slt i32 %485, %39
	%487 = select i1 %486, i32 %485, i32 %68
	%488 = mul i32 %22, %splits
	%489 = add i32 %488, %487
	%490 = mul i32 %489, 8
	%491 = add i32 %490, %23
	%492 = mul i32 %491, 24
	%493 = add i32 %492, %65
	%494 = sext i32 %493 to i64
	%495 = getelementptr float, float addrspace(1)* %part, i64 %494
	%496 = load float, float addrspace(1)* %495
	%497 = add i32 %388, 36
	%498 = icmp slt i32 %497, %39
	%499 = select i1 %498, i32 %497, i32 %68
	%500 = mul i32 %22, %splits
	%501 = add i32 %500, %499
	%502 = mul i32 %501, 8
	%503 = add i32 %502, %23
	%504 = mul i32 %503, 24
	%505 = add i32 %504, %65
	%506 = sext i32 %505 to i64
	%507 = getelementptr float, float addrspace(1)* %part, i64 %506
	%508 = load float, float addrspace(1)* %507
	%509 = add i32 %388, 40
	%510 = icmp slt i32 %509, %39
	%511 = select i1 %510, i32 %509, i32 %68
	%512 = mul i32 %22, %splits
	%513 = add i32 %512, %511
	%514 = mul i32 %513, 8
	%515 = add i32 %514, %23
	%516 = mul i32 %515, 24
	%517 = add i32 %516, %65
	%518 = sext i32 %517 to i64
	%519 = getelementptr float, float addrspace(1)* %part, i64 %518
	%520 = load float, float addrspace(1)* %519
	%521 = add i32 %388, 44
	%522 = icmp slt i32 %521, %39
	%523 = select i1 %522, i32 %521, i32 %68
	%524 = mul i32 %22, %splits
	%525 = add i32 %524, %523
	%526 = mul i32 %525, 8
	%527 = add i32 %526, %23
	%528 = mul i32 %527, 24
	%529 = add i32 %528, %65
	%530 = sext i32 %529 to i64
	%531 = getelementptr float, float addrspace(1)* %part, i64 %530
	%532 = load float, float addrspace(1)* %531
	%533 = add i32 %388, 48
	%534 = icmp slt i32 %533, %39
	%535 = select i1 %534, i32 %533, i32 %68
	%536 = mul i32 %22, %splits
	%537 = add i32 %536, %535
	%538 = mul i32 %537, 8
	%539 = add i32 %538, %23
	%540 = mul i32 %539, 24
	%541 = add i32 %540, %65
	%542 = sext i32 %541 to i64
	%543 = getelementptr float, float addrspace(1)* %part, i64 %542
	%544 = load float, float addrspace(1)* %543
	%545 = add i32 %388, 52
	%546 = icmp slt i32 %545, %39
	%547 = select i1 %546, i32 %545, i32 %68
	%548 = mul i32 %22, %splits
	%549 = add i32 %548, %547
	%550 = mul i32 %549, 8
	%551 = add i32 %550, %23
	%552 = mul i32 %551, 24
	%553 = add i32 %552, %65
	%554 = sext i32 %553 to i64
	%555 = getelementptr float, float addrspace(1)* %part, i64 %554
	%556 = load float, float addrspace(1)* %555
	%557 = add i32 %388, 56
	%558 = icmp slt i32 %557, %39
	%559 = select i1 %558, i32 %557, i32 %68
	%560 = mul i32 %22, %splits
	%561 = add i32 %560, %559
	%562 = mul i32 %561, 8
	%563 = add i32 %562, %23
	%564 = mul i32 %563, 24
	%565 = add i32 %564, %65
	%566 = sext i32 %565 to i64
	%567 = getelementptr float, float addrspace(1)* %part, i64 %566
	%568 = load float, float addrspace(1)* %567
	%569 = add i32 %388, 60
	%570 = icmp slt i32 %569, %39
	%571 = select i1 %570, i32 %569, i32 %68
	%572 = mul i32 %22, %splits
	%573 = add i32 %572, %571
	%574 = mul i32 %573, 8
	%575 = add i32 %574, %23
	%576 = mul i32 %575, 24
	%577 = add i32 %576, %65
	%578 = sext i32 %577 to i64
	%579 = getelementptr float, float addrspace(1)* %part, i64 %578
	%580 = load float, float addrspace(1)* %579
	%581 = add i32 %386, 0
	%582 = icmp slt i32 %581, %39
	%583 = select i1 %582, i32 %581, i32 %68
	%584 = sext i32 %583 to i64
	%585 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %584
	%586 = load float, float addrspace(3)* %585
	%587 = fmul float %586, %385
	%588 = load float, float* %0
	%589 = load float, float* %19
	%590 = call float @llvm.fma.f32(float %587, float %588, float %589)
	store float %590, float* %19
	%591 = add i32 %386, 4
	%592 = icmp slt i32 %591, %39
	%593 = select i1 %592, i32 %591, i32 %68
	%594 = sext i32 %593 to i64
	%595 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %594
	%596 = load float, float addrspace(3)* %595
	%597 = fmul float %596, %385
	%598 = load float, float* %1
	%599 = load float, float* %19
	%600 = call float @llvm.fma.f32(float %597, float %598, float %599)
	%601 = load float, float* %19
	%602 = select i1 %592, float %600, float %601
	store float %602, float* %19
	%603 = add i32 %386, 8
	%604 = icmp slt i32 %603, %39
	%605 = select i1 %604, i32 %603, i32 %68
	%606 = sext i32 %605 to i64
	%607 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %606
	%608 = load float, float addrspace(3)* %607
	%609 = fmul float %608, %385
	%610 = load float, float* %2
	%611 = load float, float* %19
	%612 = call float @llvm.fma.f32(float %609, float %610, float %611)
	%613 = load float, float* %19
	%614 = select i1 %604, float %612, float %613
	store float %614, float* %19
	%615 = add i32 %386, 12
	%616 = icmp slt i32 %615, %39
	%617 = select i1 %616, i32 %615, i32 %68
	%618 = sext i32 %617 to i64
	%619 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %618
	%620 = load float, float addrspace(3)* %619
	%621 = fmul float %620, %385
	%622 = load float, float* %3
	%623 = load float, float* %19
	%624 = call float @llvm.fma.f32(float %621, float %622, float %623)
	%625 = load float, float* %19
	%626 = select i1 %616, float %624, float %625
	store float %626, float* %19
	%627 = add i32 %386, 16
	%628 = icmp slt i32 %627, %39
	%629 = select i1 %628, i32 %627, i32 %68
	%630 = sext i32 %629 to i64
	%631 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %630
	%632 = load float, float addrspace(3)* %631
	%633 = fmul float %632, %385
	%634 = load float, float* %4
	%635 = load float, float* %19
	%636 = call float @llvm.fma.f32(float %633, float %634, float %635)
	%637 = load float, float* %19
	%638 = select i1 %628, float %636, float %637
	store float %638, float* %19
	%639 = add i32 %386, 20
	%640 = icmp slt i32 %639, %39
	%641 = select i1 %640, i32 %639, i32 %68
	%642 = sext i32 %641 to i64
	%643 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %642
	%644 = load float, float addrspace(3)* %643
	%645 = fmul float %644, %385
	%646 = load float, float* %5
	%647 = load float, float* %19
	%648 = call float @llvm.fma.f32(float %645, float %646, float %647)
	%649 = load float, float* %19
	%650 = select i1 %640, float %648, float %649
	store float %650, float* %19
	%651 = add i32 %386, 24
	%652 = icmp slt i32 %651, %39
	%653 = select i1 %652, i32 %651, i32 %68
	%654 = sext i32 %653 to i64
	%655 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %654
	%656 = load float, float addrspace(3)* %655
	%657 = fmul float %656, %385
	%658 = load float, float* %6
	%659 = load float, float* %19
	%660 = call float @llvm.fma.f32(float %657, float %658, float %659)
	%661 = load float, float* %19
	%662 = select i1 %652, float %660, float %661
	store float %662, float* %19
	%663 = add i32 %386, 28
	%664 = icmp slt i32 %663, %39
	%665 = select i1 %664, i32 %663, i32 %68
	%666 = sext i32 %665 to i64
	%667 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %666
	%668 = load float, float addrspace(3)* %667
	%669 = fmul float %668, %385
	%670 = load float, float* %7
	%671 = load float, float* %19
	%672 = call float @llvm.fma.f32(float %669, float %670, float %671)
	%673 = load float, float* %19
	%674 = select i1 %664, float %672, float %673
	store float %674, float* %19
	%675 = add i32 %386, 32
	%676 = icmp slt i32 %675, %39
	%677 = select i1 %676, i32 %675, i32 %68
	%678 = sext i32 %677 to i64
	%679 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %678
	%680 = load float, float addrspace(3)* %679
	%681 = fmul float %680, %385
	%682 = load float, float* %8
	%683 = load float, float* %19
	%684 = call float @llvm.fma.f32(float %681, float %682, float %683)
	%685 = load float, float* %19
	%686 = select i1 %676, float %684, float %685
	store float %686, float* %19
	%687 = add i32 %386, 36
	%688 = icmp slt i32 %687, %39
	%689 = select i1 %688, i32 %687, i32 %68
	%690 = sext i32 %689 to i64
	%691 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %690
	%692 = load float, float addrspace(3)* %691
	%693 = fmul float %692, %385
	%694 = load float, float* %9
	%695 = load float, float* %19
	%696 = call float @llvm.fma.f32(float %693, float %694, float %695)
	%697 = load float, float* %19
	%698 = select i1 %688, float %696, float %697
	store float %698, float* %19
	%699 = add i32 %386, 40
	%700 = icmp slt i32 %699, %39
	%701 = select i1 %700, i32 %699, i32 %68
	%702 = sext i32 %701 to i64
	%703 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %702
	%704 = load float, float addrspace(3)* %703
	%705 = fmul float %704, %385
	%706 = load float, float* %10
	%707 = load float, float* %19
	%708 = call float @llvm.fma.f32(float %705, float %706, float %707)
	%709 = load float, float* %19
	%710 = select i1 %700, float %708, float %709
	store float %710, float* %19
	%711 = add i32 %386, 44
	%712 = icmp slt i32 %711, %39
	%713 = select i1 %712, i32 %711, i32 %68
	%714 = sext i32 %713 to i64
	%715 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %714
	%716 = load float, float addrspace(3)* %715
	%717 = fmul float %716, %385
	%718 = load float, float* %11
	%719 = load float, float* %19
	%720 = call float @llvm.fma.f32(float %717, float %718, float %719)
	%721 = load float, float* %19
	%722 = select i1 %712, float %720, float %721
	store float %722, float* %19
	%723 = add i32 %386, 48
	%724 = icmp slt i32 %723, %39
	%725 = select i1 %724, i32 %723, i32 %68
	%726 = sext i32 %725 to i64
	%727 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %726
	%728 = load float, float addrspace(3)* %727
	%729 = fmul float %728, %385
	%730 = load float, float* %12
	%731 = load float, float* %19
	%732 = call float @llvm.fma.f32(float %729, float %730, float %731)
	%733 = load float, float* %19
	%734 = select i1 %724, float %732, float %733
	store float %734, float* %19
	%735 = add i32 %386, 52
	%736 = icmp slt i32 %735, %39
	%737 = select i1 %736, i32 %735, i32 %68
	%738 = sext i32 %737 to i64
	%739 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %738
	%740 = load float, float addrspace(3)* %739
	%741 = fmul float %740, %385
	%742 = load float, float* %13
	%743 = load float, float* %19
	%744 = call float @llvm.fma.f32(float %741, float %742, float %743)
	%745 = load float, float* %19
	%746 = select i1 %736, float %744, float %745
	store float %746, float* %19
	%747 = add i32 %386, 56
	%748 = icmp slt i32 %747, %39
	%749 = select i1 %748, i32 %747, i32 %68
	%750 = sext i32 %749 to i64
	%751 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %750
	%752 = load float, float addrspace(3)* %751
	%753 = fmul float %752, %385
	%754 = load float, float* %14
	%755 = load float, float* %19
	%756 = call float @llvm.fma.f32(float %753, float %754, float %755)
	%757 = load float, float* %19
	%758 = select i1 %748, float %756, float %757
	store float %758, float* %19
	%759 = add i32 %386, 60
	%760 = icmp slt i32 %759, %39
	%761 = select i1 %760, i32 %759, i32 %68
	%762 = sext i32 %761 to i64
	%763 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem332, i64 0, i64 %762
	%764 = load float, float addrspace(3)* %763
	%765 = fmul float %764, %385
	%766 = load float, float* %15
	%767 = load float, float* %19
	%768 = call float @llvm.fma.f32(float %765, float %766, float %767)
	%769 = load float, float* %19
	%770 = select i1 %760, float %768, float %769
	store float %770, float* %19
	store float %400, float* %0
	store float %412, float* %1
	store float %424, float* %2
	store float %436, float* %3
	store float %448, float* %4
	store float %460, float* %5
	store float %472, float* %6
	store float %484, float* %7
	store float %496, float* %8
	store float %508, float* %9
	store float %520, float* %10
	store float %532, float* %11
	store float %544, float* %12
	store float %556, float* %13
	store float %568, float* %14
	store float %580, float* %15
	%771 = add i32 %386, 64
	br label %loop14

done16:
	%772 = icmp slt i32 0, %61
	br i1 %772, label %then17, label %join18

then17:
	br i1 %64, label %then19, label %join20

join18:
	call void @llvm.nvvm.barrier0()
	%773 = icmp eq i32 %61, 0
	br i1 %773, label %then21, label %join22

then19:
	%774 = sub i32 %61, 1
	%775 = mul i32 %774, 16
	%776 = add i32 %775, %65
	%777 = load float, float* %19
	%778 = sext i32 %776 to i64
	%779 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem889, i64 0, i64 %778
	store float %777, float addrspace(3)* %779
	br label %join20

join20:
	br label %join18

then21:
	%780 = load float, float* %19
	%781 = add i32 0, %65
	%782 = sext i32 %781 to i64
	%783 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem889, i64 0, i64 %782
	%784 = load float, float addrspace(3)* %783
	%785 = fadd float %780, %784
	%786 = add i32 16, %65
	%787 = sext i32 %786 to i64
	%788 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem889, i64 0, i64 %787
	%789 = load float, float addrspace(3)* %788
	%790 = fadd float %785, %789
	%791 = add i32 32, %65
	%792 = sext i32 %791 to i64
	%793 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem889, i64 0, i64 %792
	%794 = load float, float addrspace(3)* %793
	%795 = fadd float %790, %794
	br i1 %64, label %then23, label %join24

join22:
	br label %join2

then23:
	%796 = add i32 %40, %65
	%797 = sext i32 %796 to i64
	%798 = getelementptr float, float addrspace(1)* %out, i64 %797
	store float %795, float addrspace(1)* %798
	br label %join24

join24:
	br label %join22
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
