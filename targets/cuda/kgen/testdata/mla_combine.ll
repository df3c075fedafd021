target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_combine_bf16_h4_k32.smem87 = internal addrspace(3) global [2 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem88 = internal addrspace(3) global [2 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem89 = internal addrspace(3) global [64 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem534 = internal addrspace(3) global [96 x float] undef, align 16

define ptx_kernel void @mla_combine_bf16_h4_k32(i16 addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%6 = sdiv i32 %5, 4
	%7 = srem i32 %5, 4
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
	%24 = mul i32 %5, 32
	%25 = icmp eq i32 %23, 1
	br i1 %25, label %then1, label %else3

then1:
	%26 = mul i32 %6, %splits
	%27 = add i32 %26, 0
	%28 = mul i32 %27, 4
	%29 = add i32 %28, %7
	%30 = mul i32 %29, 34
	%31 = add i32 %30, 33
	%32 = sext i32 %31 to i64
	%33 = getelementptr float, float addrspace(1)* %part, i64 %32
	%34 = load float, float addrspace(1)* %33
	%35 = fdiv float 1.0, %34
	%36 = add i32 %4, 0
	%37 = icmp slt i32 %36, 32
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
	%49 = bitcast float %43 to i32
	%50 = lshr i32 %49, 16
	%51 = and i32 %50, 1
	%52 = add i32 %49, u0x7FFF
	%53 = add i32 %52, %51
	%54 = lshr i32 %53, 16
	%55 = fcmp uno float %43, %43
	%56 = select i1 %55, i32 32704, i32 %54
	%57 = trunc i32 %56 to i16
	%58 = sext i32 %48 to i64
	%59 = getelementptr i16, i16 addrspace(1)* %out, i64 %58
	store i16 %57, i16 addrspace(1)* %59
	br label %join5

join5:
	br label %join2

then6:
	%60 = mul i32 %6, %splits
	%61 = add i32 %60, %44
	%62 = mul i32 %61, 4
	%63 = add i32 %62, %7
	%64 = mul i32 %63, 34
	%65 = add i32 %64, 32
	%66 = sext i32 %65 to i64
	%67 = getelementptr float, float addrspace(1)* %part, i64 %66
	%68 = load float, float addrspace(1)* %67
	store float %68, float* %0
	%69 = add i32 %64, 33
	%70 = sext i32 %69 to i64
	%71 = getelementptr float, float addrspace(1)* %part, i64 %70
	%72 = load float, float addrspace(1)* %71
	store float %72, float* %1
	br label %join7

join7:
	%73 = icmp eq i32 %45, 0
	%74 = icmp slt i32 %46, 2
	%75 = and i1 %73, %74
	%76 = load float, float* %0
	%77 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 16, i32 31)
	%78 = fcmp olt float %76, %77
	%79 = select i1 %78, float %77, float %76
	%80 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 8, i32 31)
	%81 = fcmp olt float %79, %80
	%82 = select i1 %81, float %80, float %79
	%83 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 4, i32 31)
	%84 = fcmp olt float %82, %83
	%85 = select i1 %84, float %83, float %82
	%86 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 2, i32 31)
	%87 = fcmp olt float %85, %86
	%88 = select i1 %87, float %86, float %85
	%89 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %88, i32 1, i32 31)
	%90 = fcmp olt float %88, %89
	%91 = select i1 %90, float %89, float %88
	br i1 %75, label %then8, label %join9

then8:
	%92 = sext i32 %46 to i64
	%93 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem87, i64 0, i64 %92
	store float %91, float addrspace(3)* %93
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%94 = sext i32 0 to i64
	%95 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem87, i64 0, i64 %94
	%96 = load float, float addrspace(3)* %95
	%97 = sext i32 1 to i64
	%98 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem87, i64 0, i64 %97
	%99 = load float, float addrspace(3)* %98
	%100 = fcmp olt float %96, %99
	%101 = select i1 %100, float %99, float %96
	store float 0.0, float* %2
	br i1 %47, label %then10, label %join11

then10:
	%102 = load float, float* %0
	%103 = fsub float %102, %101
	%104 = fpext float %103 to double
	%105 = fcmp olt double %104, -745.0
	%106 = select i1 %105, double -745.0, double %104
	%107 = fcmp olt double 710.0, %106
	%108 = select i1 %107, double 710.0, double %106
	%109 = fmul double %108, 0x3FF71547652B82FE
	%110 = call double @llvm.rint.f64(double %109)
	%111 = fmul double %110, 0x3FE62E42FEE00000
	%112 = fsub double %108, %111
	%113 = fmul double %110, 0x3DEA39EF35793C76
	%114 = fsub double %112, %113
	%115 = fmul double 0x3DE6124613A86D09, %114
	%116 = fadd double %115, 0x3E21EED8EFF8D898
	%117 = fmul double %116, %114
	%118 = fadd double %117, 0x3E5AE64567F544E4
	%119 = fmul double %118, %114
	%120 = fadd double %119, 0x3E927E4FB7789F5C
	%121 = fmul double %120, %114
	%122 = fadd double %121, 0x3EC71DE3A556C734
	%123 = fmul double %122, %114
	%124 = fadd double %123, 0x3EFA01A01A01A01A
	%125 = fmul double %124, %114
	%126 = fadd double %125, 0x3F2A01A01A01A01A
	%127 = fmul double %126, %114
	%128 = fadd double %127, 0x3F56C16C16C16C17
	%129 = fmul double %128, %114
	%130 = fadd double %129, 0x3F81111111111111
	%131 = fmul double %130, %114
	%132 = fadd double %131, 0x3FA5555555555555
	%133 = fmul double %132, %114
	%134 = fadd double %133, 0x3FC5555555555555
	%135 = fmul double %134, %114
	%136 = fadd double %135, 0.5
	%137 = fmul double %136, %114
	%138 = fadd double %137, 1.0
	%139 = fmul double %138, %114
	%140 = fadd double %139, 1.0
	%141 = fptosi double %110 to i64
	%142 = sdiv i64 %141, 2
	%143 = sub i64 %141, %142
	%144 = add i64 %142, 1023
	%145 = shl i64 %144, 52
	%146 = bitcast i64 %145 to double
	%147 = fmul double %140, %146
	%148 = add i64 %143, 1023
	%149 = shl i64 %148, 52
	%150 = bitcast i64 %149 to double
	%151 = fmul double %147, %150
	%152 = fptrunc double %151 to float
	store float %152, float* %2
	%153 = load float, float* %2
	%154 = sext i32 %44 to i64
	%155 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %154
	store float %153, float addrspace(3)* %155
	br label %join11

join11:
	%156 = load float, float* %2
	%157 = load float, float* %1
	%158 = fmul float %156, %157
	%159 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %158, i32 16, i32 31)
	%160 = fadd float %158, %159
	%161 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %160, i32 8, i32 31)
	%162 = fadd float %160, %161
	%163 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %162, i32 4, i32 31)
	%164 = fadd float %162, %163
	%165 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %164, i32 2, i32 31)
	%166 = fadd float %164, %165
	%167 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %166, i32 1, i32 31)
	%168 = fadd float %166, %167
	br i1 %75, label %then12, label %join13

then12:
	%169 = sext i32 %46 to i64
	%170 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem88, i64 0, i64 %169
	store float %168, float addrspace(3)* %170
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%171 = sext i32 0 to i64
	%172 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem88, i64 0, i64 %171
	%173 = load float, float addrspace(3)* %172
	%174 = sext i32 1 to i64
	%175 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem88, i64 0, i64 %174
	%176 = load float, float addrspace(3)* %175
	%177 = fadd float %173, %176
	%178 = fdiv float 1.0, %177
	%179 = sdiv i32 %44, 32
	%180 = srem i32 %44, 32
	%181 = add i32 %180, 0
	store float 0.0, float* %3
	br label %loop14

loop14:
	%182 = phi i32 [ %179, %join13 ], [ %499, %body15 ]
	%183 = icmp slt i32 %182, %23
	br i1 %183, label %body15, label %done16

body15:
	%184 = mul i32 %6, %splits
	%185 = add i32 %184, %182
	%186 = mul i32 %185, 4
	%187 = add i32 %186, %7
	%188 = mul i32 %187, 34
	%189 = add i32 %188, %181
	%190 = sext i32 %189 to i64
	%191 = getelementptr float, float addrspace(1)* %part, i64 %190
	%192 = load float, float addrspace(1)* %191
	%193 = add i32 %182, 4
	%194 = icmp slt i32 %193, %23
	%195 = select i1 %194, i32 %193, i32 %182
	%196 = mul i32 %6, %splits
	%197 = add i32 %196, %195
	%198 = mul i32 %197, 4
	%199 = add i32 %198, %7
	%200 = mul i32 %199, 34
	%201 = add i32 %200, %181
	%202 = sext i32 %201 to i64
	%203 = getelementptr float, float addrspace(1)* %part, i64 %202
	%204 = load float, float addrspace(1)* %203
	%205 = add i32 %182, 8
	%206 = icmp slt i32 %205, %23
	%207 = select i1 %206, i32 %205, i32 %182
	%208 = mul i32 %6, %splits
	%209 = add i32 %208, %207
	%210 = mul i32 %209, 4
	%211 = add i32 %210, %7
	%212 = mul i32 %211, 34
	%213 = add i32 %212, %181
	%214 = sext i32 %213 to i64
	%215 = getelementptr float, float addrspace(1)* %part, i64 %214
	%216 = load float, float addrspace(1)* %215
	%217 = add i32 %182, 12
	%218 = icmp slt i32 %217, %23
	%219 = select i1 %218, i32 %217, i32 %182
	%220 = mul i32 %6, %splits
	%221 = add i32 %220, %219
	%222 = mul i32 %221, 4
	%223 = add i32 %222, %7
	%224 = mul i32 %223, 34
	%225 = add i32 %224, %181
	%226 = sext i32 %225 to i64
	%227 = getelementptr float, float addrspace(1)* %part, i64 %226
	%228 = load float, float addrspace(1)* %227
	%229 = add i32 %182, 16
	%230 = icmp slt i32 %229, %23
	%231 = select i1 %230, i32 %229, i32 %182
	%232 = mul i32 %6, %splits
	%233 = add i32 %232, %231
	%234 = mul i32 %233, 4
	%235 = add i32 %234, %7
	%236 = mul i32 %235, 34
	%237 = add i32 %236, %181
	%238 = sext i32 %237 to i64
	%239 = getelementptr float, float addrspace(1)* %part, i64 %238
	%240 = load float, float addrspace(1)* %239
	%241 = add i32 %182, 20
	%242 = icmp slt i32 %241, %23
	%243 = select i1 %242, i32 %241, i32 %182
	%244 = mul i32 %6, %splits
	%245 = add i32 %244, %243
	%246 = mul i32 %245, 4
	%247 = add i32 %246, %7
	%248 = mul i32 %247, 34
	%249 = add i32 %248, %181
	%250 = sext i32 %249 to i64
	%251 = getelementptr float, float addrspace(1)* %part, i64 %250
	%252 = load float, float addrspace(1)* %251
	%253 = add i32 %182, 24
	%254 = icmp slt i32 %253, %23
	%255 = select i1 %254, i32 %253, i32 %182
	%256 = mul i32 %6, %splits
	%257 = add i32 %256, %255
	%258 = mul i32 %257, 4
	%259 = add i32 %258, %7
	%260 = mul i32 %259, 34
	%261 = add i32 %260, %181
	%262 = sext i32 %261 to i64
	%263 = getelementptr float, float addrspace(1)* %part, i64 %262
	%264 = load float, float addrspace(1)* %263
	%265 = add i32 %182, 28
	%266 = icmp slt i32 %265, %23
	%267 = select i1 %266, i32 %265, i32 %182
	%268 = mul i32 %6, %splits
	%269 = add i32 %268, %267
	%270 = mul i32 %269, 4
	%271 = add i32 %270, %7
	%272 = mul i32 %271, 34
	%273 = add i32 %272, %181
	%274 = sext i32 %273 to i64
	%275 = getelementptr float, float addrspace(1)* %part, i64 %274
	%276 = load float, float addrspace(1)* %275
	%277 = add i32 %182, 32
	%278 = icmp slt i32 %277, %23
	%279 = select i1 %278, i32 %277, i32 %182
	%280 = mul i32 %6, %splits
	%281 = add i32 %280, %279
	%282 = mul i32 %281, 4
	%283 = add i32 %282, %7
	%284 = mul i32 %283, 34
	%285 = add i32 %284, %181
	%286 = sext i32 %285 to i64
	%287 = getelementptr float, float addrspace(1)* %part, i64 %286
	%288 = load float, float addrspace(1)* %287
	%289 = add i32 %182, 36
	%290 = icmp slt i32 %289, %23
	%291 = select i1 %290, i32 %289, i32 %182
	%292 = mul i32 %6, %splits
	%293 = add i32 %292, %291
	%294 = mul i32 %293, 4
	%295 = add i32 %294, %7
	%296 = mul i32 %295, 34
	%297 = add i32 %296, %181
	%298 = sext i32 %297 to i64
	%299 = getelementptr float, float addrspace(1)* %part, i64 %298
	%300 = load float, float addrspace(1)* %299
	%301 = add i32 %182, 40
	%302 = icmp slt i32 %301, %23
	%303 = select i1 %302, i32 %301, i32 %182
	%304 = mul i32 %6, %splits
	%305 = add i32 %304, %303
	%306 = mul i32 %305, 4
	%307 = add i32 %306, %7
	%308 = mul i32 %307, 34
	%309 = add i32 %308, %181
	%310 = sext i32 %309 to i64
	%311 = getelementptr float, float addrspace(1)* %part, i64 %310
	%312 = load float, float addrspace(1)* %311
	%313 = add i32 %182, 44
	%314 = icmp slt i32 %313, %23
	%315 = select i1 %314, i32 %313, i32 %182
	%316 = mul i32 %6, %splits
	%317 = add i32 %316, %315
	%318 = mul i32 %317, 4
	%319 = add i32 %318, %7
	%320 = mul i32 %319, 34
	%321 = add i32 %320, %181
	%322 = sext i32 %321 to i64
	%323 = getelementptr float, float addrspace(1)* %part, i64 %322
	%324 = load float, float addrspace(1)* %323
	%325 = add i32 %182, 48
	%326 = icmp slt i32 %325, %23
	%327 = select i1 %326, i32 %325, i32 %182
	%328 = mul i32 %6, %splits
	%329 = add i32 %328, %327
	%330 = mul i32 %329, 4
	%331 = add i32 %330, %7
	%332 = mul i32 %331, 34
	%333 = add i32 %332, %181
	%334 = sext i32 %333 to i64
	%335 = getelementptr float, float addrspace(1)* %part, i64 %334
	%336 = load float, float addrspace(1)* %335
	%337 = add i32 %182, 52
	%338 = icmp slt i32 %337, %23
	%339 = select i1 %338, i32 %337, i32 %182
	%340 = mul i32 %6, %splits
	%341 = add i32 %340, %339
	%342 = mul i32 %341, 4
	%343 = add i32 %342, %7
	%344 = mul i32 %343, 34
	%345 = add i32 %344, %181
	%346 = sext i32 %345 to i64
	%347 = getelementptr float, float addrspace(1)* %part, i64 %346
	%348 = load float, float addrspace(1)* %347
	%349 = add i32 %182, 56
	%350 = icmp slt i32 %349, %23
	%351 = select i1 %350, i32 %349, i32 %182
	%352 = mul i32 %6, %splits
	%353 = add i32 %352, %351
	%354 = mul i32 %353, 4
	%355 = add i32 %354, %7
	%356 = mul i32 %355, 34
	%357 = add i32 %356, %181
	%358 = sext i32 %357 to i64
	%359 = getelementptr float, float addrspace(1)* %part, i64 %358
	%360 = load float, float addrspace(1)* %359
	%361 = add i32 %182, 60
	%362 = icmp slt i32 %361, %23
	%363 = select i1 %362, i32 %361, i32 %182
	%364 = mul i32 %6, %splits
	%365 = add i32 %364, %363
	%366 = mul i32 %365, 4
	%367 = add i32 %366, %7
	%368 = mul i32 %367, 34
	%369 = add i32 %368, %181
	%370 = sext i32 %369 to i64
	%371 = getelementptr float, float addrspace(1)* %part, i64 %370
	%372 = load float, float addrspace(1)* %371
	%373 = sext i32 %182 to i64
	%374 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %373
	%375 = load float, float addrspace(3)* %374
	%376 = fmul float %375, %178
	%377 = load float, float* %3
	%378 = call float @llvm.fma.f32(float %376, float %192, float %377)
	store float %378, float* %3
	%379 = sext i32 %195 to i64
	%380 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %379
	%381 = load float, float addrspace(3)* %380
	%382 = fmul float %381, %178
	%383 = load float, float* %3
	%384 = call float @llvm.fma.f32(float %382, float %204, float %383)
	%385 = load float, float* %3
	%386 = select i1 %194, float %384, float %385
	store float %386, float* %3
	%387 = sext i32 %207 to i64
	%388 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %387
	%389 = load float, float addrspace(3)* %388
	%390 = fmul float %389, %178
	%391 = load float, float* %3
	%392 = call float @llvm.fma.f32(float %390, float %216, float %391)
	%393 = load float, float* %3
	%394 = select i1 %206, float %392, float %393
	store float %394, float* %3
	%395 = sext i32 %219 to i64
	%396 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %395
	%397 = load float, float addrspace(3)* %396
	%398 = fmul float %397, %178
	%399 = load float, float* %3
	%400 = call float @llvm.fma.f32(float %398, float %228, float %399)
	%401 = load float, float* %3
	%402 = select i1 %218, float %400, float %401
	store float %402, float* %3
	%403 = sext i32 %231 to i64
	%404 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %403
	%405 = load float, float addrspace(3)* %404
	%406 = fmul float %405, %178
	%407 = load float, float* %3
	%408 = call float @llvm.fma.f32(float %406, float %240, float %407)
	%409 = load float, float* %3
	%410 = select i1 %230, float %408, float %409
	store float %410, float* %3
	%411 = sext i32 %243 to i64
	%412 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %411
	%413 = load float, float addrspace(3)* %412
	%414 = fmul float %413, %178
	%415 = load float, float* %3
	%416 = call float @llvm.fma.f32(float %414, float %252, float %415)
	%417 = load float, float* %3
	%418 = select i1 %242, float %416, float %417
	store float %418, float* %3
	%419 = sext i32 %255 to i64
	%420 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %419
	%421 = load float, float addrspace(3)* %420
	%422 = fmul float %421, %178
	%423 = load float, float* %3
	%424 = call float @llvm.fma.f32(float %422, float %264, float %423)
	%425 = load float, float* %3
	%426 = select i1 %254, float %424, float %425
	store float %426, float* %3
	%427 = sext i32 %267 to i64
	%428 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %427
	%429 = load float, float addrspace(3)* %428
	%430 = fmul float %429, %178
	%431 = load float, float* %3
	%432 = call float @llvm.fma.f32(float %430, float %276, float %431)
	%433 = load float, float* %3
	%434 = select i1 %266, float %432, float %433
	store float %434, float* %3
	%435 = sext i32 %279 to i64
	%436 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %435
	%437 = load float, float addrspace(3)* %436
	%438 = fmul float %437, %178
	%439 = load float, float* %3
	%440 = call float @llvm.fma.f32(float %438, float %288, float %439)
	%441 = load float, float* %3
	%442 = select i1 %278, float %440, float %441
	store float %442, float* %3
	%443 = sext i32 %291 to i64
	%444 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %443
	%445 = load float, float addrspace(3)* %444
	%446 = fmul float %445, %178
	%447 = load float, float* %3
	%448 = call float @llvm.fma.f32(float %446, float %300, float %447)
	%449 = load float, float* %3
	%450 = select i1 %290, float %448, float %449
	store float %450, float* %3
	%451 = sext i32 %303 to i64
	%452 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %451
	%453 = load float, float addrspace(3)* %452
	%454 = fmul float %453, %178
	%455 = load float, float* %3
	%456 = call float @llvm.fma.f32(float %454, float %312, float %455)
	%457 = load float, float* %3
	%458 = select i1 %302, float %456, float %457
	store float %458, float* %3
	%459 = sext i32 %315 to i64
	%460 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %459
	%461 = load float, float addrspace(3)* %460
	%462 = fmul float %461, %178
	%463 = load float, float* %3
	%464 = call float @llvm.fma.f32(float %462, float %324, float %463)
	%465 = load float, float* %3
	%466 = select i1 %314, float %464, float %465
	store float %466, float* %3
	%467 = sext i32 %327 to i64
	%468 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %467
	%469 = load float, float addrspace(3)* %468
	%470 = fmul float %469, %178
	%471 = load float, float* %3
	%472 = call float @llvm.fma.f32(float %470, float %336, float %471)
	%473 = load float, float* %3
	%474 = select i1 %326, float %472, float %473
	store float %474, float* %3
	%475 = sext i32 %339 to i64
	%476 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %475
	%477 = load float, float addrspace(3)* %476
	%478 = fmul float %477, %178
	%479 = load float, float* %3
	%480 = call float @llvm.fma.f32(float %478, float %348, float %479)
	%481 = load float, float* %3
	%482 = select i1 %338, float %480, float %481
	store float %482, float* %3
	%483 = sext i32 %351 to i64
	%484 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %483
	%485 = load float, float addrspace(3)* %484
	%486 = fmul float %485, %178
	%487 = load float, float* %3
	%488 = call float @llvm.fma.f32(float %486, float %360, float %487)
	%489 = load float, float* %3
	%490 = select i1 %350, float %488, float %489
	store float %490, float* %3
	%491 = sext i32 %363 to i64
	%492 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem89, i64 0, i64 %491
	%493 = load float, float addrspace(3)* %492
	%494 = fmul float %493, %178
	%495 = load float, float* %3
	%496 = call float @llvm.fma.f32(float %494, float %372, float %495)
	%497 = load float, float* %3
	%498 = select i1 %362, float %496, float %497
	store float %498, float* %3
	%499 = add i32 %182, 64
	br label %loop14

done16:
	%500 = icmp slt i32 0, %179
	br i1 %500, label %then17, label %join18

then17:
	%501 = sub i32 %179, 1
	%502 = mul i32 %501, 32
	%503 = add i32 %502, %181
	%504 = load float, float* %3
	%505 = sext i32 %503 to i64
	%506 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem534, i64 0, i64 %505
	store float %504, float addrspace(3)* %506
	br label %join18

join18:
	call void @llvm.nvvm.barrier0()
	%507 = icmp eq i32 %179, 0
	br i1 %507, label %then19, label %join20

then19:
	%508 = load float, float* %3
	%509 = add i32 0, %181
	%510 = sext i32 %509 to i64
	%511 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem534, i64 0, i64 %510
	%512 = load float, float addrspace(3)* %511
	%513 = fadd float %508, %512
	%514 = add i32 32, %181
	%515 = sext i32 %514 to i64
	%516 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem534, i64 0, i64 %515
	%517 = load float, float addrspace(3)* %516
	%518 = fadd float %513, %517
	%519 = add i32 64, %181
	%520 = sext i32 %519 to i64
	%521 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem534, i64 0, i64 %520
	%522 = load float, float addrspace(3)* %521
	%523 = fadd float %518, %522
	%524 = add i32 %24, %181
	%525 = bitcast float %523 to i32
	%526 = lshr i32 %525, 16
	%527 = and i32 %526, 1
	%528 = add i32 %525, u0x7FFF
	%529 = add i32 %528, %527
	%530 = lshr i32 %529, 16
	%531 = fcmp uno float %523, %523
	%532 = select i1 %531, i32 32704, i32 %530
	%533 = trunc i32 %532 to i16
	%534 = sext i32 %524 to i64
	%535 = getelementptr i16, i16 addrspace(1)* %out, i64 %534
	store i16 %533, i16 addrspace(1)* %535
	br label %join20

join20:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
