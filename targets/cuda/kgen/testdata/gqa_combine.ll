target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_combine_f32_h8_k16.smem87 = internal addrspace(3) global [2 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem88 = internal addrspace(3) global [2 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem89 = internal addrspace(3) global [64 x float] undef, align 16
@gqa_combine_f32_h8_k16.smem538 = internal addrspace(3) global [48 x float] undef, align 16

define ptx_kernel void @gqa_combine_f32_h8_k16(float addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%6 = sdiv i32 %5, 8
	%7 = srem i32 %5, 8
	%8 = sext i32 %6 to i64
	%9 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %8
	%10 = load i32, i32 addrspace(1)* %9
	%11 = add i32 %10, 1
	%12 = mul i32 %max_blocks, %block_size
	%13 = sub i32 %splits, 1
	%14 = add i32 %12, %13
	%15 = sdiv i32 %14, %splits
	%16 = add i32 %15, 31
	%17 = sdiv i32 %16, 32
	%18 = mul i32 %17, 32
	%19 = sub i32 %18, 1
	%20 = add i32 %11, %19
	%21 = sdiv i32 %20, %18
	%22 = icmp slt i32 %21, 64
	%23 = select i1 %22, i32 %21, i32 64
	%24 = mul i32 %5, 16
	%25 = icmp eq i32 %23, 1
	br i1 %25, label %then1, label %else3

then1:
	%26 = mul i32 %6, %splits
	%27 = add i32 %26, 0
	%28 = mul i32 %27, 8
	%29 = add i32 %28, %7
	%30 = mul i32 %29, 18
	%31 = add i32 %30, 17
	%32 = sext i32 %31 to i64
	%33 = getelementptr float, float addrspace(1)* %part, i64 %32
	%34 = load float, float addrspace(1)* %33
	%35 = fdiv float 1.0, %34
	%36 = add i32 %4, 0
	%37 = icmp slt i32 %36, 16
	%38 = select i1 %37, i32 %36, i32 0
	%39 = add i32 %30, %38
	%40 = sext i32 %39 to i64
	%41 = getelementptr float, float addrspace(1)* %part, i64 %40
	%42 = load float, float addrspace(1)* %41
	%43 = fmul float %42, %35
	br i1 %37, label %then4, label %join5

join2:
	ret void

else3:
	%44 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%45 = srem i32 %44, 32
	%46 = sdiv i32 %44, 32
	%47 = icmp slt i32 %44, %23
	store float 0xFFF0000000000000, float* %0
	store float 0.0, float* %1
	br i1 %47, label %then6, label %join7

then4:
	%48 = add i32 %24, %38
	%49 = sext i32 %48 to i64
	%50 = getelementptr float, float addrspace(1)* %out, i64 %49
	store float %43, float addrspace(1)* %50
	br label %join5

join5:
	br label %join2

then6:
	%51 = mul i32 %6, %splits
	%52 = add i32 %51, %44
	%53 = mul i32 %52, 8
	%54 = add i32 %53, %7
	%55 = mul i32 %54, 18
	%56 = add i32 %55, 16
	%57 = sext i32 %56 to i64
	%58 = getelementptr float, float addrspace(1)* %part, i64 %57
	%59 = load float, float addrspace(1)* %58
	store float %59, float* %0
	%60 = add i32 %55, 17
	%61 = sext i32 %60 to i64
	%62 = getelementptr float, float addrspace(1)* %part, i64 %61
	%63 = load float, float addrspace(1)* %62
	store float %63, float* %1
	br label %join7

join7:
	%64 = icmp eq i32 %45, 0
	%65 = icmp slt i32 %46, 2
	%66 = and i1 %64, %65
	%67 = load float, float* %0
	%68 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 16, i32 31)
	%69 = fcmp olt float %67, %68
	%70 = select i1 %69, float %68, float %67
	%71 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %70, i32 8, i32 31)
	%72 = fcmp olt float %70, %71
	%73 = select i1 %72, float %71, float %70
	%74 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 4, i32 31)
	%75 = fcmp olt float %73, %74
	%76 = select i1 %75, float %74, float %73
	%77 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 2, i32 31)
	%78 = fcmp olt float %76, %77
	%79 = select i1 %78, float %77, float %76
	%80 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 1, i32 31)
	%81 = fcmp olt float %79, %80
	%82 = select i1 %81, float %80, float %79
	br i1 %66, label %then8, label %join9

then8:
	%83 = sext i32 %46 to i64
	%84 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem87, i64 0, i64 %83
	store float %82, float addrspace(3)* %84
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%85 = sext i32 0 to i64
	%86 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem87, i64 0, i64 %85
	%87 = load float, float addrspace(3)* %86
	%88 = sext i32 1 to i64
	%89 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem87, i64 0, i64 %88
	%90 = load float, float addrspace(3)* %89
	%91 = fcmp olt float %87, %90
	%92 = select i1 %91, float %90, float %87
	store float 0.0, float* %2
	br i1 %47, label %then10, label %join11

then10:
	%93 = load float, float* %0
	%94 = fsub float %93, %92
	%95 = fpext float %94 to double
	%96 = fcmp olt double %95, -745.0
	%97 = select i1 %96, double -745.0, double %95
	%98 = fcmp olt double 710.0, %97
	%99 = select i1 %98, double 710.0, double %97
	%100 = fmul double %99, 0x3FF71547652B82FE
	%101 = call double @llvm.rint.f64(double %100)
	%102 = fmul double %101, 0x3FE62E42FEE00000
	%103 = fsub double %99, %102
	%104 = fmul double %101, 0x3DEA39EF35793C76
	%105 = fsub double %103, %104
	%106 = fmul double 0x3DE6124613A86D09, %105
	%107 = fadd double %106, 0x3E21EED8EFF8D898
	%108 = fmul double %107, %105
	%109 = fadd double %108, 0x3E5AE64567F544E4
	%110 = fmul double %109, %105
	%111 = fadd double %110, 0x3E927E4FB7789F5C
	%112 = fmul double %111, %105
	%113 = fadd double %112, 0x3EC71DE3A556C734
	%114 = fmul double %113, %105
	%115 = fadd double %114, 0x3EFA01A01A01A01A
	%116 = fmul double %115, %105
	%117 = fadd double %116, 0x3F2A01A01A01A01A
	%118 = fmul double %117, %105
	%119 = fadd double %118, 0x3F56C16C16C16C17
	%120 = fmul double %119, %105
	%121 = fadd double %120, 0x3F81111111111111
	%122 = fmul double %121, %105
	%123 = fadd double %122, 0x3FA5555555555555
	%124 = fmul double %123, %105
	%125 = fadd double %124, 0x3FC5555555555555
	%126 = fmul double %125, %105
	%127 = fadd double %126, 0.5
	%128 = fmul double %127, %105
	%129 = fadd double %128, 1.0
	%130 = fmul double %129, %105
	%131 = fadd double %130, 1.0
	%132 = fptosi double %101 to i64
	%133 = sdiv i64 %132, 2
	%134 = sub i64 %132, %133
	%135 = add i64 %133, 1023
	%136 = shl i64 %135, 52
	%137 = bitcast i64 %136 to double
	%138 = fmul double %131, %137
	%139 = add i64 %134, 1023
	%140 = shl i64 %139, 52
	%141 = bitcast i64 %140 to double
	%142 = fmul double %138, %141
	%143 = fptrunc double %142 to float
	store float %143, float* %2
	%144 = load float, float* %2
	%145 = sext i32 %44 to i64
	%146 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %145
	store float %144, float addrspace(3)* %146
	br label %join11

join11:
	%147 = load float, float* %2
	%148 = load float, float* %1
	%149 = fmul float %147, %148
	%150 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %149, i32 16, i32 31)
	%151 = fadd float %149, %150
	%152 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 8, i32 31)
	%153 = fadd float %151, %152
	%154 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %153, i32 4, i32 31)
	%155 = fadd float %153, %154
	%156 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %155, i32 2, i32 31)
	%157 = fadd float %155, %156
	%158 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 1, i32 31)
	%159 = fadd float %157, %158
	br i1 %66, label %then12, label %join13

then12:
	%160 = sext i32 %46 to i64
	%161 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem88, i64 0, i64 %160
	store float %159, float addrspace(3)* %161
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%162 = sext i32 0 to i64
	%163 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem88, i64 0, i64 %162
	%164 = load float, float addrspace(3)* %163
	%165 = sext i32 1 to i64
	%166 = getelementptr [2 x float], [2 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem88, i64 0, i64 %165
	%167 = load float, float addrspace(3)* %166
	%168 = fadd float %164, %167
	%169 = fdiv float 1.0, %168
	%170 = sdiv i32 %44, 32
	%171 = srem i32 %44, 32
	%172 = add i32 %171, 0
	%173 = icmp slt i32 %172, 16
	%174 = select i1 %173, i32 %172, i32 0
	store float 0.0, float* %3
	br label %loop14

loop14:
	%175 = phi i32 [ %170, %join13 ], [ %492, %body15 ]
	%176 = icmp slt i32 %175, %23
	br i1 %176, label %body15, label %done16

body15:
	%177 = mul i32 %6, %splits
	%178 = add i32 %177, %175
	%179 = mul i32 %178, 8
	%180 = add i32 %179, %7
	%181 = mul i32 %180, 18
	%182 = add i32 %181, %174
	%183 = sext i32 %182 to i64
	%184 = getelementptr float, float addrspace(1)* %part, i64 %183
	%185 = load float, float addrspace(1)* %184
	%186 = add i32 %175, 4
	%187 = icmp slt i32 %186, %23
	%188 = select i1 %187, i32 %186, i32 %175
	%189 = mul i32 %6, %splits
	%190 = add i32 %189, %188
	%191 = mul i32 %190, 8
	%192 = add i32 %191, %7
	%193 = mul i32 %192, 18
	%194 = add i32 %193, %174
	%195 = sext i32 %194 to i64
	%196 = getelementptr float, float addrspace(1)* %part, i64 %195
	%197 = load float, float addrspace(1)* %196
	%198 = add i32 %175, 8
	%199 = icmp slt i32 %198, %23
	%200 = select i1 %199, i32 %198, i32 %175
	%201 = mul i32 %6, %splits
	%202 = add i32 %201, %200
	%203 = mul i32 %202, 8
	%204 = add i32 %203, %7
	%205 = mul i32 %204, 18
	%206 = add i32 %205, %174
	%207 = sext i32 %206 to i64
	%208 = getelementptr float, float addrspace(1)* %part, i64 %207
	%209 = load float, float addrspace(1)* %208
	%210 = add i32 %175, 12
	%211 = icmp slt i32 %210, %23
	%212 = select i1 %211, i32 %210, i32 %175
	%213 = mul i32 %6, %splits
	%214 = add i32 %213, %212
	%215 = mul i32 %214, 8
	%216 = add i32 %215, %7
	%217 = mul i32 %216, 18
	%218 = add i32 %217, %174
	%219 = sext i32 %218 to i64
	%220 = getelementptr float, float addrspace(1)* %part, i64 %219
	%221 = load float, float addrspace(1)* %220
	%222 = add i32 %175, 16
	%223 = icmp slt i32 %222, %23
	%224 = select i1 %223, i32 %222, i32 %175
	%225 = mul i32 %6, %splits
	%226 = add i32 %225, %224
	%227 = mul i32 %226, 8
	%228 = add i32 %227, %7
	%229 = mul i32 %228, 18
	%230 = add i32 %229, %174
	%231 = sext i32 %230 to i64
	%232 = getelementptr float, float addrspace(1)* %part, i64 %231
	%233 = load float, float addrspace(1)* %232
	%234 = add i32 %175, 20
	%235 = icmp slt i32 %234, %23
	%236 = select i1 %235, i32 %234, i32 %175
	%237 = mul i32 %6, %splits
	%238 = add i32 %237, %236
	%239 = mul i32 %238, 8
	%240 = add i32 %239, %7
	%241 = mul i32 %240, 18
	%242 = add i32 %241, %174
	%243 = sext i32 %242 to i64
	%244 = getelementptr float, float addrspace(1)* %part, i64 %243
	%245 = load float, float addrspace(1)* %244
	%246 = add i32 %175, 24
	%247 = icmp slt i32 %246, %23
	%248 = select i1 %247, i32 %246, i32 %175
	%249 = mul i32 %6, %splits
	%250 = add i32 %249, %248
	%251 = mul i32 %250, 8
	%252 = add i32 %251, %7
	%253 = mul i32 %252, 18
	%254 = add i32 %253, %174
	%255 = sext i32 %254 to i64
	%256 = getelementptr float, float addrspace(1)* %part, i64 %255
	%257 = load float, float addrspace(1)* %256
	%258 = add i32 %175, 28
	%259 = icmp slt i32 %258, %23
	%260 = select i1 %259, i32 %258, i32 %175
	%261 = mul i32 %6, %splits
	%262 = add i32 %261, %260
	%263 = mul i32 %262, 8
	%264 = add i32 %263, %7
	%265 = mul i32 %264, 18
	%266 = add i32 %265, %174
	%267 = sext i32 %266 to i64
	%268 = getelementptr float, float addrspace(1)* %part, i64 %267
	%269 = load float, float addrspace(1)* %268
	%270 = add i32 %175, 32
	%271 = icmp slt i32 %270, %23
	%272 = select i1 %271, i32 %270, i32 %175
	%273 = mul i32 %6, %splits
	%274 = add i32 %273, %272
	%275 = mul i32 %274, 8
	%276 = add i32 %275, %7
	%277 = mul i32 %276, 18
	%278 = add i32 %277, %174
	%279 = sext i32 %278 to i64
	%280 = getelementptr float, float addrspace(1)* %part, i64 %279
	%281 = load float, float addrspace(1)* %280
	%282 = add i32 %175, 36
	%283 = icmp slt i32 %282, %23
	%284 = select i1 %283, i32 %282, i32 %175
	%285 = mul i32 %6, %splits
	%286 = add i32 %285, %284
	%287 = mul i32 %286, 8
	%288 = add i32 %287, %7
	%289 = mul i32 %288, 18
	%290 = add i32 %289, %174
	%291 = sext i32 %290 to i64
	%292 = getelementptr float, float addrspace(1)* %part, i64 %291
	%293 = load float, float addrspace(1)* %292
	%294 = add i32 %175, 40
	%295 = icmp slt i32 %294, %23
	%296 = select i1 %295, i32 %294, i32 %175
	%297 = mul i32 %6, %splits
	%298 = add i32 %297, %296
	%299 = mul i32 %298, 8
	%300 = add i32 %299, %7
	%301 = mul i32 %300, 18
	%302 = add i32 %301, %174
	%303 = sext i32 %302 to i64
	%304 = getelementptr float, float addrspace(1)* %part, i64 %303
	%305 = load float, float addrspace(1)* %304
	%306 = add i32 %175, 44
	%307 = icmp slt i32 %306, %23
	%308 = select i1 %307, i32 %306, i32 %175
	%309 = mul i32 %6, %splits
	%310 = add i32 %309, %308
	%311 = mul i32 %310, 8
	%312 = add i32 %311, %7
	%313 = mul i32 %312, 18
	%314 = add i32 %313, %174
	%315 = sext i32 %314 to i64
	%316 = getelementptr float, float addrspace(1)* %part, i64 %315
	%317 = load float, float addrspace(1)* %316
	%318 = add i32 %175, 48
	%319 = icmp slt i32 %318, %23
	%320 = select i1 %319, i32 %318, i32 %175
	%321 = mul i32 %6, %splits
	%322 = add i32 %321, %320
	%323 = mul i32 %322, 8
	%324 = add i32 %323, %7
	%325 = mul i32 %324, 18
	%326 = add i32 %325, %174
	%327 = sext i32 %326 to i64
	%328 = getelementptr float, float addrspace(1)* %part, i64 %327
	%329 = load float, float addrspace(1)* %328
	%330 = add i32 %175, 52
	%331 = icmp slt i32 %330, %23
	%332 = select i1 %331, i32 %330, i32 %175
	%333 = mul i32 %6, %splits
	%334 = add i32 %333, %332
	%335 = mul i32 %334, 8
	%336 = add i32 %335, %7
	%337 = mul i32 %336, 18
	%338 = add i32 %337, %174
	%339 = sext i32 %338 to i64
	%340 = getelementptr float, float addrspace(1)* %part, i64 %339
	%341 = load float, float addrspace(1)* %340
	%342 = add i32 %175, 56
	%343 = icmp slt i32 %342, %23
	%344 = select i1 %343, i32 %342, i32 %175
	%345 = mul i32 %6, %splits
	%346 = add i32 %345, %344
	%347 = mul i32 %346, 8
	%348 = add i32 %347, %7
	%349 = mul i32 %348, 18
	%350 = add i32 %349, %174
	%351 = sext i32 %350 to i64
	%352 = getelementptr float, float addrspace(1)* %part, i64 %351
	%353 = load float, float addrspace(1)* %352
	%354 = add i32 %175, 60
	%355 = icmp slt i32 %354, %23
	%356 = select i1 %355, i32 %354, i32 %175
	%357 = mul i32 %6, %splits
	%358 = add i32 %357, %356
	%359 = mul i32 %358, 8
	%360 = add i32 %359, %7
	%361 = mul i32 %360, 18
	%362 = add i32 %361, %174
	%363 = sext i32 %362 to i64
	%364 = getelementptr float, float addrspace(1)* %part, i64 %363
	%365 = load float, float addrspace(1)* %364
	%366 = sext i32 %175 to i64
	%367 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %366
	%368 = load float, float addrspace(3)* %367
	%369 = fmul float %368, %169
	%370 = load float, float* %3
	%371 = call float @llvm.fma.f32(float %369, float %185, float %370)
	store float %371, float* %3
	%372 = sext i32 %188 to i64
	%373 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %372
	%374 = load float, float addrspace(3)* %373
	%375 = fmul float %374, %169
	%376 = load float, float* %3
	%377 = call float @llvm.fma.f32(float %375, float %197, float %376)
	%378 = load float, float* %3
	%379 = select i1 %187, float %377, float %378
	store float %379, float* %3
	%380 = sext i32 %200 to i64
	%381 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %380
	%382 = load float, float addrspace(3)* %381
	%383 = fmul float %382, %169
	%384 = load float, float* %3
	%385 = call float @llvm.fma.f32(float %383, float %209, float %384)
	%386 = load float, float* %3
	%387 = select i1 %199, float %385, float %386
	store float %387, float* %3
	%388 = sext i32 %212 to i64
	%389 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %388
	%390 = load float, float addrspace(3)* %389
	%391 = fmul float %390, %169
	%392 = load float, float* %3
	%393 = call float @llvm.fma.f32(float %391, float %221, float %392)
	%394 = load float, float* %3
	%395 = select i1 %211, float %393, float %394
	store float %395, float* %3
	%396 = sext i32 %224 to i64
	%397 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %396
	%398 = load float, float addrspace(3)* %397
	%399 = fmul float %398, %169
	%400 = load float, float* %3
	%401 = call float @llvm.fma.f32(float %399, float %233, float %400)
	%402 = load float, float* %3
	%403 = select i1 %223, float %401, float %402
	store float %403, float* %3
	%404 = sext i32 %236 to i64
	%405 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %404
	%406 = load float, float addrspace(3)* %405
	%407 = fmul float %406, %169
	%408 = load float, float* %3
	%409 = call float @llvm.fma.f32(float %407, float %245, float %408)
	%410 = load float, float* %3
	%411 = select i1 %235, float %409, float %410
	store float %411, float* %3
	%412 = sext i32 %248 to i64
	%413 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %412
	%414 = load float, float addrspace(3)* %413
	%415 = fmul float %414, %169
	%416 = load float, float* %3
	%417 = call float @llvm.fma.f32(float %415, float %257, float %416)
	%418 = load float, float* %3
	%419 = select i1 %247, float %417, float %418
	store float %419, float* %3
	%420 = sext i32 %260 to i64
	%421 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %420
	%422 = load float, float addrspace(3)* %421
	%423 = fmul float %422, %169
	%424 = load float, float* %3
	%425 = call float @llvm.fma.f32(float %423, float %269, float %424)
	%426 = load float, float* %3
	%427 = select i1 %259, float %425, float %426
	store float %427, float* %3
	%428 = sext i32 %272 to i64
	%429 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %428
	%430 = load float, float addrspace(3)* %429
	%431 = fmul float %430, %169
	%432 = load float, float* %3
	%433 = call float @llvm.fma.f32(float %431, float %281, float %432)
	%434 = load float, float* %3
	%435 = select i1 %271, float %433, float %434
	store float %435, float* %3
	%436 = sext i32 %284 to i64
	%437 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %436
	%438 = load float, float addrspace(3)* %437
	%439 = fmul float %438, %169
	%440 = load float, float* %3
	%441 = call float @llvm.fma.f32(float %439, float %293, float %440)
	%442 = load float, float* %3
	%443 = select i1 %283, float %441, float %442
	store float %443, float* %3
	%444 = sext i32 %296 to i64
	%445 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %444
	%446 = load float, float addrspace(3)* %445
	%447 = fmul float %446, %169
	%448 = load float, float* %3
	%449 = call float @llvm.fma.f32(float %447, float %305, float %448)
	%450 = load float, float* %3
	%451 = select i1 %295, float %449, float %450
	store float %451, float* %3
	%452 = sext i32 %308 to i64
	%453 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %452
	%454 = load float, float addrspace(3)* %453
	%455 = fmul float %454, %169
	%456 = load float, float* %3
	%457 = call float @llvm.fma.f32(float %455, float %317, float %456)
	%458 = load float, float* %3
	%459 = select i1 %307, float %457, float %458
	store float %459, float* %3
	%460 = sext i32 %320 to i64
	%461 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %460
	%462 = load float, float addrspace(3)* %461
	%463 = fmul float %462, %169
	%464 = load float, float* %3
	%465 = call float @llvm.fma.f32(float %463, float %329, float %464)
	%466 = load float, float* %3
	%467 = select i1 %319, float %465, float %466
	store float %467, float* %3
	%468 = sext i32 %332 to i64
	%469 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %468
	%470 = load float, float addrspace(3)* %469
	%471 = fmul float %470, %169
	%472 = load float, float* %3
	%473 = call float @llvm.fma.f32(float %471, float %341, float %472)
	%474 = load float, float* %3
	%475 = select i1 %331, float %473, float %474
	store float %475, float* %3
	%476 = sext i32 %344 to i64
	%477 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %476
	%478 = load float, float addrspace(3)* %477
	%479 = fmul float %478, %169
	%480 = load float, float* %3
	%481 = call float @llvm.fma.f32(float %479, float %353, float %480)
	%482 = load float, float* %3
	%483 = select i1 %343, float %481, float %482
	store float %483, float* %3
	%484 = sext i32 %356 to i64
	%485 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem89, i64 0, i64 %484
	%486 = load float, float addrspace(3)* %485
	%487 = fmul float %486, %169
	%488 = load float, float* %3
	%489 = call float @llvm.fma.f32(float %487, float %365, float %488)
	%490 = load float, float* %3
	%491 = select i1 %355, float %489, float %490
	store float %491, float* %3
	%492 = add i32 %175, 64
	br label %loop14

done16:
	%493 = icmp slt i32 0, %170
	br i1 %493, label %then17, label %join18

then17:
	br i1 %173, label %then19, label %join20

join18:
	call void @llvm.nvvm.barrier0()
	%494 = icmp eq i32 %170, 0
	br i1 %494, label %then21, label %join22

then19:
	%495 = sub i32 %170, 1
	%496 = mul i32 %495, 16
	%497 = add i32 %496, %174
	%498 = load float, float* %3
	%499 = sext i32 %497 to i64
	%500 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem538, i64 0, i64 %499
	store float %498, float addrspace(3)* %500
	br label %join20

join20:
	br label %join18

then21:
	%501 = load float, float* %3
	%502 = add i32 0, %174
	%503 = sext i32 %502 to i64
	%504 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem538, i64 0, i64 %503
	%505 = load float, float addrspace(3)* %504
	%506 = fadd float %501, %505
	%507 = add i32 16, %174
	%508 = sext i32 %507 to i64
	%509 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem538, i64 0, i64 %508
	%510 = load float, float addrspace(3)* %509
	%511 = fadd float %506, %510
	%512 = add i32 32, %174
	%513 = sext i32 %512 to i64
	%514 = getelementptr [48 x float], [48 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem538, i64 0, i64 %513
	%515 = load float, float addrspace(3)* %514
	%516 = fadd float %511, %515
	br i1 %173, label %then23, label %join24

join22:
	br label %join2

then23:
	%517 = add i32 %24, %174
	%518 = sext i32 %517 to i64
	%519 = getelementptr float, float addrspace(1)* %out, i64 %518
	store float %516, float addrspace(1)* %519
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
