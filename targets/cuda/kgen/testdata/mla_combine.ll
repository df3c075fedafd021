target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_combine_bf16_h4_k32.smem326 = internal addrspace(3) global [2 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem327 = internal addrspace(3) global [2 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem328 = internal addrspace(3) global [64 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem885 = internal addrspace(3) global [96 x float] undef, align 16

define ptx_kernel void @mla_combine_bf16_h4_k32(i16 addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
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
	%22 = sdiv i32 %21, 4
	%23 = srem i32 %21, 4
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
	%40 = mul i32 %21, 32
	%41 = icmp eq i32 %39, 1
	br i1 %41, label %then1, label %else3

then1:
	%42 = mul i32 %22, %splits
	%43 = add i32 %42, 0
	%44 = mul i32 %43, 4
	%45 = add i32 %44, %23
	%46 = mul i32 %45, 40
	%47 = add i32 %46, 33
	%48 = sext i32 %47 to i64
	%49 = getelementptr float, float addrspace(1)* %part, i64 %48
	%50 = load float, float addrspace(1)* %49
	%51 = add i32 %20, 0
	%52 = icmp slt i32 %51, 32
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
	%64 = icmp slt i32 0, %39
	%65 = sub i32 %39, 1
	%66 = select i1 %64, i32 %65, i32 0
	%67 = add i32 %61, 0
	%68 = icmp slt i32 %67, %39
	%69 = select i1 %68, i32 %67, i32 %66
	%70 = mul i32 %22, %splits
	%71 = add i32 %70, %69
	%72 = mul i32 %71, 4
	%73 = add i32 %72, %23
	%74 = mul i32 %73, 40
	%75 = add i32 %74, %63
	%76 = sext i32 %75 to i64
	%77 = getelementptr float, float addrspace(1)* %part, i64 %76
	%78 = load float, float addrspace(1)* %77
	%79 = add i32 %61, 4
	%80 = icmp slt i32 %79, %39
	%81 = select i1 %80, i32 %79, i32 %66
	%82 = mul i32 %22, %splits
	%83 = add i32 %82, %81
	%84 = mul i32 %83, 4
	%85 = add i32 %84, %23
	%86 = mul i32 %85, 40
	%87 = add i32 %86, %63
	%88 = sext i32 %87 to i64
	%89 = getelementptr float, float addrspace(1)* %part, i64 %88
	%90 = load float, float addrspace(1)* %89
	%91 = add i32 %61, 8
	%92 = icmp slt i32 %91, %39
	%93 = select i1 %92, i32 %91, i32 %66
	%94 = mul i32 %22, %splits
	%95 = add i32 %94, %93
	%96 = mul i32 %95, 4
	%97 = add i32 %96, %23
	%98 = mul i32 %97, 40
	%99 = add i32 %98, %63
	%100 = sext i32 %99 to i64
	%101 = getelementptr float, float addrspace(1)* %part, i64 %100
	%102 = load float, float addrspace(1)* %101
	%103 = add i32 %61, 12
	%104 = icmp slt i32 %103, %39
	%105 = select i1 %104, i32 %103, i32 %66
	%106 = mul i32 %22, %splits
	%107 = add i32 %106, %105
	%108 = mul i32 %107, 4
	%109 = add i32 %108, %23
	%110 = mul i32 %109, 40
	%111 = add i32 %110, %63
	%112 = sext i32 %111 to i64
	%113 = getelementptr float, float addrspace(1)* %part, i64 %112
	%114 = load float, float addrspace(1)* %113
	%115 = add i32 %61, 16
	%116 = icmp slt i32 %115, %39
	%117 = select i1 %116, i32 %115, i32 %66
	%118 = mul i32 %22, %splits
	%119 = add i32 %118, %117
	%120 = mul i32 %119, 4
	%121 = add i32 %120, %23
	%122 = mul i32 %121, 40
	%123 = add i32 %122, %63
	%124 = sext i32 %123 to i64
	%125 = getelementptr float, float addrspace(1)* %part, i64 %124
	%126 = load float, float addrspace(1)* %125
	%127 = add i32 %61, 20
	%128 = icmp slt i32 %127, %39
	%129 = select i1 %128, i32 %127, i32 %66
	%130 = mul i32 %22, %splits
	%131 = add i32 %130, %129
	%132 = mul i32 %131, 4
	%133 = add i32 %132, %23
	%134 = mul i32 %133, 40
	%135 = add i32 %134, %63
	%136 = sext i32 %135 to i64
	%137 = getelementptr float, float addrspace(1)* %part, i64 %136
	%138 = load float, float addrspace(1)* %137
	%139 = add i32 %61, 24
	%140 = icmp slt i32 %139, %39
	%141 = select i1 %140, i32 %139, i32 %66
	%142 = mul i32 %22, %splits
	%143 = add i32 %142, %141
	%144 = mul i32 %143, 4
	%145 = add i32 %144, %23
	%146 = mul i32 %145, 40
	%147 = add i32 %146, %63
	%148 = sext i32 %147 to i64
	%149 = getelementptr float, float addrspace(1)* %part, i64 %148
	%150 = load float, float addrspace(1)* %149
	%151 = add i32 %61, 28
	%152 = icmp slt i32 %151, %39
	%153 = select i1 %152, i32 %151, i32 %66
	%154 = mul i32 %22, %splits
	%155 = add i32 %154, %153
	%156 = mul i32 %155, 4
	%157 = add i32 %156, %23
	%158 = mul i32 %157, 40
	%159 = add i32 %158, %63
	%160 = sext i32 %159 to i64
	%161 = getelementptr float, float addrspace(1)* %part, i64 %160
	%162 = load float, float addrspace(1)* %161
	%163 = add i32 %61, 32
	%164 = icmp slt i32 %163, %39
	%165 = select i1 %164, i32 %163, i32 %66
	%166 = mul i32 %22, %splits
	%167 = add i32 %166, %165
	%168 = mul i32 %167, 4
	%169 = add i32 %168, %23
	%170 = mul i32 %169, 40
	%171 = add i32 %170, %63
	%172 = sext i32 %171 to i64
	%173 = getelementptr float, float addrspace(1)* %part, i64 %172
	%174 = load float, float addrspace(1)* %173
	%175 = add i32 %61, 36
	%176 = icmp slt i32 %175, %39
	%177 = select i1 %176, i32 %175, i32 %66
	%178 = mul i32 %22, %splits
	%179 = add i32 %178, %177
	%180 = mul i32 %179, 4
	%181 = add i32 %180, %23
	%182 = mul i32 %181, 40
	%183 = add i32 %182, %63
	%184 = sext i32 %183 to i64
	%185 = getelementptr float, float addrspace(1)* %part, i64 %184
	%186 = load float, float addrspace(1)* %185
	%187 = add i32 %61, 40
	%188 = icmp slt i32 %187, %39
	%189 = select i1 %188, i32 %187, i32 %66
	%190 = mul i32 %22, %splits
	%191 = add i32 %190, %189
	%192 = mul i32 %191, 4
	%193 = add i32 %192, %23
	%194 = mul i32 %193, 40
	%195 = add i32 %194, %63
	%196 = sext i32 %195 to i64
	%197 = getelementptr float, float addrspace(1)* %part, i64 %196
	%198 = load float, float addrspace(1)* %197
	%199 = add i32 %61, 44
	%200 = icmp slt i32 %199, %39
	%201 = select i1 %200, i32 %199, i32 %66
	%202 = mul i32 %22, %splits
	%203 = add i32 %202, %201
	%204 = mul i32 %203, 4
	%205 = add i32 %204, %23
	%206 = mul i32 %205, 40
	%207 = add i32 %206, %63
	%208 = sext i32 %207 to i64
	%209 = getelementptr float, float addrspace(1)* %part, i64 %208
	%210 = load float, float addrspace(1)* %209
	%211 = add i32 %61, 48
	%212 = icmp slt i32 %211, %39
	%213 = select i1 %212, i32 %211, i32 %66
	%214 = mul i32 %22, %splits
	%215 = add i32 %214, %213
	%216 = mul i32 %215, 4
	%217 = add i32 %216, %23
	%218 = mul i32 %217, 40
	%219 = add i32 %218, %63
	%220 = sext i32 %219 to i64
	%221 = getelementptr float, float addrspace(1)* %part, i64 %220
	%222 = load float, float addrspace(1)* %221
	%223 = add i32 %61, 52
	%224 = icmp slt i32 %223, %39
	%225 = select i1 %224, i32 %223, i32 %66
	%226 = mul i32 %22, %splits
	%227 = add i32 %226, %225
	%228 = mul i32 %227, 4
	%229 = add i32 %228, %23
	%230 = mul i32 %229, 40
	%231 = add i32 %230, %63
	%232 = sext i32 %231 to i64
	%233 = getelementptr float, float addrspace(1)* %part, i64 %232
	%234 = load float, float addrspace(1)* %233
	%235 = add i32 %61, 56
	%236 = icmp slt i32 %235, %39
	%237 = select i1 %236, i32 %235, i32 %66
	%238 = mul i32 %22, %splits
	%239 = add i32 %238, %237
	%240 = mul i32 %239, 4
	%241 = add i32 %240, %23
	%242 = mul i32 %241, 40
	%243 = add i32 %242, %63
	%244 = sext i32 %243 to i64
	%245 = getelementptr float, float addrspace(1)* %part, i64 %244
	%246 = load float, float addrspace(1)* %245
	%247 = add i32 %61, 60
	%248 = icmp slt i32 %247, %39
	%249 = select i1 %248, i32 %247, i32 %66
	%250 = mul i32 %22, %splits
	%251 = add i32 %250, %249
	%252 = mul i32 %251, 4
	%253 = add i32 %252, %23
	%254 = mul i32 %253, 40
	%255 = add i32 %254, %63
	%256 = sext i32 %255 to i64
	%257 = getelementptr float, float addrspace(1)* %part, i64 %256
	%258 = load float, float addrspace(1)* %257
	store float %78, float* %0
	store float %90, float* %1
	store float %102, float* %2
	store float %114, float* %3
	store float %126, float* %4
	store float %138, float* %5
	store float %150, float* %6
	store float %162, float* %7
	store float %174, float* %8
	store float %186, float* %9
	store float %198, float* %10
	store float %210, float* %11
	store float %222, float* %12
	store float %234, float* %13
	store float %246, float* %14
	store float %258, float* %15
	%259 = srem i32 %60, 32
	%260 = sdiv i32 %60, 32
	%261 = icmp slt i32 %60, %39
	store float 0xFFF0000000000000, float* %16
	store float 0.0, float* %17
	br i1 %261, label %then6, label %join7

then4:
	%262 = add i32 %40, %53
	%263 = bitcast float %59 to i32
	%264 = lshr i32 %263, 16
	%265 = and i32 %264, 1
	%266 = add i32 %263, u0x7FFF
	%267 = add i32 %266, %265
	%268 = lshr i32 %267, 16
	%269 = fcmp uno float %59, %59
	%270 = select i1 %269, i32 32704, i32 %268
	%271 = trunc i32 %270 to i16
	%272 = sext i32 %262 to i64
	%273 = getelementptr i16, i16 addrspace(1)* %out, i64 %272
	store i16 %271, i16 addrspace(1)* %273
	br label %join5

join5:
	br label %join2

then6:
	%274 = mul i32 %22, %splits
	%275 = add i32 %274, %60
	%276 = mul i32 %275, 4
	%277 = add i32 %276, %23
	%278 = mul i32 %277, 40
	%279 = add i32 %278, 32
	%280 = sext i32 %279 to i64
	%281 = getelementptr float, float addrspace(1)* %part, i64 %280
	%282 = load float, float addrspace(1)* %281
	store float %282, float* %16
	%283 = add i32 %278, 33
	%284 = sext i32 %283 to i64
	%285 = getelementptr float, float addrspace(1)* %part, i64 %284
	%286 = load float, float addrspace(1)* %285
	store float %286, float* %17
	br label %join7

join7:
	%287 = icmp eq i32 %259, 0
	%288 = icmp slt i32 %260, 2
	%289 = and i1 %287, %288
	%290 = load float, float* %16
	%291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 16, i32 31)
	%292 = fcmp olt float %290, %291
	%293 = select i1 %292, float %291, float %290
	%294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 8, i32 31)
	%295 = fcmp olt float %293, %294
	%296 = select i1 %295, float %294, float %293
	%297 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %296, i32 4, i32 31)
	%298 = fcmp olt float %296, %297
	%299 = select i1 %298, float %297, float %296
	%300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %299, i32 2, i32 31)
	%301 = fcmp olt float %299, %300
	%302 = select i1 %301, float %300, float %299
	%303 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %302, i32 1, i32 31)
	%304 = fcmp olt float %302, %303
	%305 = select i1 %304, float %303, float %302
	br i1 %289, label %then8, label %join9

then8:
	%306 = sext i32 %260 to i64
	%307 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem326, i64 0, i64 %306
	store float %305, float addrspace(3)* %307
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%308 = sext i32 0 to i64
	%309 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem326, i64 0, i64 %308
	%310 = load float, float addrspace(3)* %309
	%311 = sext i32 1 to i64
	%312 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem326, i64 0, i64 %311
	%313 = load float, float addrspace(3)* %312
	%314 = fcmp olt float %310, %313
	%315 = select i1 %314, float %313, float %310
	store float 0.0, float* %18
	br i1 %261, label %then10, label %join11

then10:
	%316 = load float, float* %16
	%317 = fsub float %316, %315
	%318 = fpext float %317 to double
	%319 = fcmp olt double %318, -745.0
	%320 = select i1 %319, double -745.0, double %318
	%321 = fcmp olt double 710.0, %320
	%322 = select i1 %321, double 710.0, double %320
	%323 = fmul double %322, 0x3FF71547652B82FE
	%324 = call double @llvm.rint.f64(double %323)
	%325 = fmul double %324, 0x3FE62E42FEE00000
	%326 = fsub double %322, %325
	%327 = fmul double %324, 0x3DEA39EF35793C76
	%328 = fsub double %326, %327
	%329 = fmul double 0x3DE6124613A86D09, %328
	%330 = fadd double %329, 0x3E21EED8EFF8D898
	%331 = fmul double %330, %328
	%332 = fadd double %331, 0x3E5AE64567F544E4
	%333 = fmul double %332, %328
	%334 = fadd double %333, 0x3E927E4FB7789F5C
	%335 = fmul double %334, %328
	%336 = fadd double %335, 0x3EC71DE3A556C734
	%337 = fmul double %336, %328
	%338 = fadd double %337, 0x3EFA01A01A01A01A
	%339 = fmul double %338, %328
	%340 = fadd double %339, 0x3F2A01A01A01A01A
	%341 = fmul double %340, %328
	%342 = fadd double %341, 0x3F56C16C16C16C17
	%343 = fmul double %342, %328
	%344 = fadd double %343, 0x3F81111111111111
	%345 = fmul double %344, %328
	%346 = fadd double %345, 0x3FA5555555555555
	%347 = fmul double %346, %328
	%348 = fadd double %347, 0x3FC5555555555555
	%349 = fmul double %348, %328
	%350 = fadd double %349, 0.5
	%351 = fmul double %350, %328
	%352 = fadd double %351, 1.0
	%353 = fmul double %352, %328
	%354 = fadd double %353, 1.0
	%355 = fptosi double %324 to i64
	%356 = sdiv i64 %355, 2
	%357 = sub i64 %355, %356
	%358 = add i64 %356, 1023
	%359 = shl i64 %358, 52
	%360 = bitcast i64 %359 to double
	%361 = fmul double %354, %360
	%362 = add i64 %357, 1023
	%363 = shl i64 %362, 52
	%364 = bitcast i64 %363 to double
	%365 = fmul double %361, %364
	%366 = fptrunc double %365 to float
	store float %366, float* %18
	%367 = load float, float* %18
	%368 = sext i32 %60 to i64
	%369 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %368
	store float %367, float addrspace(3)* %369
	br label %join11

join11:
	%370 = load float, float* %18
	%371 = load float, float* %17
	%372 = fmul float %370, %371
	%373 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %372, i32 16, i32 31)
	%374 = fadd float %372, %373
	%375 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 8, i32 31)
	%376 = fadd float %374, %375
	%377 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %376, i32 4, i32 31)
	%378 = fadd float %376, %377
	%379 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %378, i32 2, i32 31)
	%380 = fadd float %378, %379
	%381 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %380, i32 1, i32 31)
	%382 = fadd float %380, %381
	br i1 %289, label %then12, label %join13

then12:
	%383 = sext i32 %260 to i64
	%384 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem327, i64 0, i64 %383
	store float %382, float addrspace(3)* %384
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%385 = sext i32 0 to i64
	%386 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem327, i64 0, i64 %385
	%387 = load float, float addrspace(3)* %386
	%388 = sext i32 1 to i64
	%389 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem327, i64 0, i64 %388
	%390 = load float, float addrspace(3)* %389
	%391 = fadd float %387, %390
	%392 = fdiv float 1.0, %391
	store float 0.0, float* %19
	br label %loop14

loop14:
	%393 = phi i32 [ %61, %join13 ], [ %778, %body15 ]
	%394 = icmp slt i32 %393, %39
	br i1 %394, label %body15, label %done16

body15:
	%395 = add i32 %393, 64
	%396 = add i32 %395, 0
	%397 = icmp slt i32 %396, %39
	%398 = select i1 %397, i32 %396, i32 %66
	%399 = mul i32 %22, %splits
	%400 = add i32 %399, %398
	%401 = mul i32 %400, 4
	%402 = add i32 %401, %23
	%403 = mul i32 %402, 40
	%404 = add i32 %403, %63
	%405 = sext i32 %404 to i64
	%406 = getelementptr float, float addrspace(1)* %part, i64 %405
	%407 = load float, float addrspace(1)* %406
	%408 = add i32 %395, 4
	%409 = icmp slt i32 %408, %39
	%410 = select i1 %409, i32 %408, i32 %66
	%411 = mul i32 %22, %splits
	%412 = add i32 %411, %410
	%413 = mul i32 %412, 4
	%414 = add i32 %413, %23
	%415 = mul i32 %414, 40
	%416 = add i32 %415, %63
	%417 = sext i32 %416 to i64
	%418 = getelementptr float, float addrspace(1)* %part, i64 %417
	%419 = load float, float addrspace(1)* %418
	%420 = add i32 %395, 8
	%421 = icmp slt i32 %420, %39
	%422 = select i1 %421, i32 %420, i32 %66
	%423 = mul i32 %22, %splits
	%424 = add i32 %423, %422
	%425 = mul i32 %424, 4
	%426 = add i32 %425, %23
	%427 = mul i32 %426, 40
	%428 = add i32 %427, %63
	%429 = sext i32 %428 to i64
	%430 = getelementptr float, float addrspace(1)* %part, i64 %429
	%431 = load float, float addrspace(1)* %430
	%432 = add i32 %395, 12
	%433 = icmp slt i32 %432, %39
	%434 = select i1 %433, i32 %432, i32 %66
	%435 = mul i32 %22, %splits
	%436 = add i32 %435, %434
	%437 = mul i32 %436, 4
	%438 = add i32 %437, %23
	%439 = mul i32 %438, 40
	%440 = add i32 %439, %63
	%441 = sext i32 %440 to i64
	%442 = getelementptr float, float addrspace(1)* %part, i64 %441
	%443 = load float, float addrspace(1)* %442
	%444 = add i32 %395, 16
	%445 = icmp slt i32 %444, %39
	%446 = select i1 %445, i32 %444, i32 %66
	%447 = mul i32 %22, %splits
	%448 = add i32 %447, %446
	%449 = mul i32 %448, 4
	%450 = add i32 %449, %23
	%451 = mul i32 %450, 40
	%452 = add i32 %451, %63
	%453 = sext i32 %452 to i64
	%454 = getelementptr float, float addrspace(1)* %part, i64 %453
	%455 = load float, float addrspace(1)* %454
	%456 = add i32 %395, 20
	%457 = icmp slt i32 %456, %39
	%458 = select i1 %457, i32 %456, i32 %66
	%459 = mul i32 %22, %splits
	%460 = add i32 %459, %458
	%461 = mul i32 %460, 4
	%462 = add i32 %461, %23
	%463 = mul i32 %462, 40
	%464 = add i32 %463, %63
	%465 = sext i32 %464 to i64
	%466 = getelementptr float, float addrspace(1)* %part, i64 %465
	%467 = load float, float addrspace(1)* %466
	%468 = add i32 %395, 24
	%469 = icmp slt i32 %468, %39
	%470 = select i1 %469, i32 %468, i32 %66
	%471 = mul i32 %22, %splits
	%472 = add i32 %471, %470
	%473 = mul i32 %472, 4
	%474 = add i32 %473, %23
	%475 = mul i32 %474, 40
	%476 = add i32 %475, %63
	%477 = sext i32 %476 to i64
	%478 = getelementptr float, float addrspace(1)* %part, i64 %477
	%479 = load float, float addrspace(1)* %478
	%480 = add i32 %395, 28
	%481 = icmp slt i32 %480, %39
	%482 = select i1 %481, i32 %480, i32 %66
	%483 = mul i32 %22, %splits
	%484 = add i32 %483, %482
	%485 = mul i32 %484, 4
	%486 = add i32 %485, %23
	%487 = mul i32 %486, 40
	%488 = add i32 %487, %63
	%489 = sext i32 %488 to i64
	%490 = getelementptr float, float addrspace(1)* %part, i64 %489
	%491 = load float, float addrspace(1)* %490
	%492 = add i32 %395, 32
	%493 = icmp slt i32 %492, %39
	%494 = select i1 %493, i32 %492, i32 %66
	%495 = mul i32 %22, %splits
	%496 = add i32 %495, %494
	%497 = mul i32 %496, 4
	%498 = add i32 %497, %23
	%499 = mul i32 %498, 40
	%500 = add i32 %499, %63
	%501 = sext i32 %500 to i64
	%502 = getelementptr float, float addrspace(1)* %part, i64 %501
	%503 = load float, float addrspace(1)* %502
	%504 = add i32 %395, 36
	%505 = icmp slt i32 %504, %39
	%506 = select i1 %505, i32 %504, i32 %66
	%507 = mul i32 %22, %splits
	%508 = add i32 %507, %506
	%509 = mul i32 %508, 4
	%510 = add i32 %509, %23
	%511 = mul i32 %510, 40
	%512 = add i32 %511, %63
	%513 = sext i32 %512 to i64
	%514 = getelementptr float, float addrspace(1)* %part, i64 %513
	%515 = load float, float addrspace(1)* %514
	%516 = add i32 %395, 40
	%517 = icmp slt i32 %516, %39
	%518 = select i1 %517, i32 %516, i32 %66
	%519 = mul i32 %22, %splits
	%520 = add i32 %519, %518
	%521 = mul i32 %520, 4
	%522 = add i32 %521, %23
	%523 = mul i32 %522, 40
	%524 = add i32 %523, %63
	%525 = sext i32 %524 to i64
	%526 = getelementptr float, float addrspace(1)* %part, i64 %525
	%527 = load float, float addrspace(1)* %526
	%528 = add i32 %395, 44
	%529 = icmp slt i32 %528, %39
	%530 = select i1 %529, i32 %528, i32 %66
	%531 = mul i32 %22, %splits
	%532 = add i32 %531, %530
	%533 = mul i32 %532, 4
	%534 = add i32 %533, %23
	%535 = mul i32 %534, 40
	%536 = add i32 %535, %63
	%537 = sext i32 %536 to i64
	%538 = getelementptr float, float addrspace(1)* %part, i64 %537
	%539 = load float, float addrspace(1)* %538
	%540 = add i32 %395, 48
	%541 = icmp slt i32 %540, %39
	%542 = select i1 %541, i32 %540, i32 %66
	%543 = mul i32 %22, %splits
	%544 = add i32 %543, %542
	%545 = mul i32 %544, 4
	%546 = add i32 %545, %23
	%547 = mul i32 %546, 40
	%548 = add i32 %547, %63
	%549 = sext i32 %548 to i64
	%550 = getelementptr float, float addrspace(1)* %part, i64 %549
	%551 = load float, float addrspace(1)* %550
	%552 = add i32 %395, 52
	%553 = icmp slt i32 %552, %39
	%554 = select i1 %553, i32 %552, i32 %66
	%555 = mul i32 %22, %splits
	%556 = add i32 %555, %554
	%557 = mul i32 %556, 4
	%558 = add i32 %557, %23
	%559 = mul i32 %558, 40
	%560 = add i32 %559, %63
	%561 = sext i32 %560 to i64
	%562 = getelementptr float, float addrspace(1)* %part, i64 %561
	%563 = load float, float addrspace(1)* %562
	%564 = add i32 %395, 56
	%565 = icmp slt i32 %564, %39
	%566 = select i1 %565, i32 %564, i32 %66
	%567 = mul i32 %22, %splits
	%568 = add i32 %567, %566
	%569 = mul i32 %568, 4
	%570 = add i32 %569, %23
	%571 = mul i32 %570, 40
	%572 = add i32 %571, %63
	%573 = sext i32 %572 to i64
	%574 = getelementptr float, float addrspace(1)* %part, i64 %573
	%575 = load float, float addrspace(1)* %574
	%576 = add i32 %395, 60
	%577 = icmp slt i32 %576, %39
	%578 = select i1 %577, i32 %576, i32 %66
	%579 = mul i32 %22, %splits
	%580 = add i32 %579, %578
	%581 = mul i32 %580, 4
	%582 = add i32 %581, %23
	%583 = mul i32 %582, 40
	%584 = add i32 %583, %63
	%585 = sext i32 %584 to i64
	%586 = getelementptr float, float addrspace(1)* %part, i64 %585
	%587 = load float, float addrspace(1)* %586
	%588 = add i32 %393, 0
	%589 = icmp slt i32 %588, %39
	%590 = select i1 %589, i32 %588, i32 %66
	%591 = sext i32 %590 to i64
	%592 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %591
	%593 = load float, float addrspace(3)* %592
	%594 = fmul float %593, %392
	%595 = load float, float* %0
	%596 = load float, float* %19
	%597 = call float @llvm.fma.f32(float %594, float %595, float %596)
	store float %597, float* %19
	%598 = add i32 %393, 4
	%599 = icmp slt i32 %598, %39
	%600 = select i1 %599, i32 %598, i32 %66
	%601 = sext i32 %600 to i64
	%602 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %601
	%603 = load float, float addrspace(3)* %602
	%604 = fmul float %603, %392
	%605 = load float, float* %1
	%606 = load float, float* %19
	%607 = call float @llvm.fma.f32(float %604, float %605, float %606)
	%608 = load float, float* %19
	%609 = select i1 %599, float %607, float %608
	store float %609, float* %19
	%610 = add i32 %393, 8
	%611 = icmp slt i32 %610, %39
	%612 = select i1 %611, i32 %610, i32 %66
	%613 = sext i32 %612 to i64
	%614 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %613
	%615 = load float, float addrspace(3)* %614
	%616 = fmul float %615, %392
	%617 = load float, float* %2
	%618 = load float, float* %19
	%619 = call float @llvm.fma.f32(float %616, float %617, float %618)
	%620 = load float, float* %19
	%621 = select i1 %611, float %619, float %620
	store float %621, float* %19
	%622 = add i32 %393, 12
	%623 = icmp slt i32 %622, %39
	%624 = select i1 %623, i32 %622, i32 %66
	%625 = sext i32 %624 to i64
	%626 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %625
	%627 = load float, float addrspace(3)* %626
	%628 = fmul float %627, %392
	%629 = load float, float* %3
	%630 = load float, float* %19
	%631 = call float @llvm.fma.f32(float %628, float %629, float %630)
	%632 = load float, float* %19
	%633 = select i1 %623, float %631, float %632
	store float %633, float* %19
	%634 = add i32 %393, 16
	%635 = icmp slt i32 %634, %39
	%636 = select i1 %635, i32 %634, i32 %66
	%637 = sext i32 %636 to i64
	%638 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %637
	%639 = load float, float addrspace(3)* %638
	%640 = fmul float %639, %392
	%641 = load float, float* %4
	%642 = load float, float* %19
	%643 = call float @llvm.fma.f32(float %640, float %641, float %642)
	%644 = load float, float* %19
	%645 = select i1 %635, float %643, float %644
	store float %645, float* %19
	%646 = add i32 %393, 20
	%647 = icmp slt i32 %646, %39
	%648 = select i1 %647, i32 %646, i32 %66
	%649 = sext i32 %648 to i64
	%650 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %649
	%651 = load float, float addrspace(3)* %650
	%652 = fmul float %651, %392
	%653 = load float, float* %5
	%654 = load float, float* %19
	%655 = call float @llvm.fma.f32(float %652, float %653, float %654)
	%656 = load float, float* %19
	%657 = select i1 %647, float %655, float %656
	store float %657, float* %19
	%658 = add i32 %393, 24
	%659 = icmp slt i32 %658, %39
	%660 = select i1 %659, i32 %658, i32 %66
	%661 = sext i32 %660 to i64
	%662 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %661
	%663 = load float, float addrspace(3)* %662
	%664 = fmul float %663, %392
	%665 = load float, float* %6
	%666 = load float, float* %19
	%667 = call float @llvm.fma.f32(float %664, float %665, float %666)
	%668 = load float, float* %19
	%669 = select i1 %659, float %667, float %668
	store float %669, float* %19
	%670 = add i32 %393, 28
	%671 = icmp slt i32 %670, %39
	%672 = select i1 %671, i32 %670, i32 %66
	%673 = sext i32 %672 to i64
	%674 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %673
	%675 = load float, float addrspace(3)* %674
	%676 = fmul float %675, %392
	%677 = load float, float* %7
	%678 = load float, float* %19
	%679 = call float @llvm.fma.f32(float %676, float %677, float %678)
	%680 = load float, float* %19
	%681 = select i1 %671, float %679, float %680
	store float %681, float* %19
	%682 = add i32 %393, 32
	%683 = icmp slt i32 %682, %39
	%684 = select i1 %683, i32 %682, i32 %66
	%685 = sext i32 %684 to i64
	%686 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %685
	%687 = load float, float addrspace(3)* %686
	%688 = fmul float %687, %392
	%689 = load float, float* %8
	%690 = load float, float* %19
	%691 = call float @llvm.fma.f32(float %688, float %689, float %690)
	%692 = load float, float* %19
	%693 = select i1 %683, float %691, float %692
	store float %693, float* %19
	%694 = add i32 %393, 36
	%695 = icmp slt i32 %694, %39
	%696 = select i1 %695, i32 %694, i32 %66
	%697 = sext i32 %696 to i64
	%698 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %697
	%699 = load float, float addrspace(3)* %698
	%700 = fmul float %699, %392
	%701 = load float, float* %9
	%702 = load float, float* %19
	%703 = call float @llvm.fma.f32(float %700, float %701, float %702)
	%704 = load float, float* %19
	%705 = select i1 %695, float %703, float %704
	store float %705, float* %19
	%706 = add i32 %393, 40
	%707 = icmp slt i32 %706, %39
	%708 = select i1 %707, i32 %706, i32 %66
	%709 = sext i32 %708 to i64
	%710 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %709
	%711 = load float, float addrspace(3)* %710
	%712 = fmul float %711, %392
	%713 = load float, float* %10
	%714 = load float, float* %19
	%715 = call float @llvm.fma.f32(float %712, float %713, float %714)
	%716 = load float, float* %19
	%717 = select i1 %707, float %715, float %716
	store float %717, float* %19
	%718 = add i32 %393, 44
	%719 = icmp slt i32 %718, %39
	%720 = select i1 %719, i32 %718, i32 %66
	%721 = sext i32 %720 to i64
	%722 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %721
	%723 = load float, float addrspace(3)* %722
	%724 = fmul float %723, %392
	%725 = load float, float* %11
	%726 = load float, float* %19
	%727 = call float @llvm.fma.f32(float %724, float %725, float %726)
	%728 = load float, float* %19
	%729 = select i1 %719, float %727, float %728
	store float %729, float* %19
	%730 = add i32 %393, 48
	%731 = icmp slt i32 %730, %39
	%732 = select i1 %731, i32 %730, i32 %66
	%733 = sext i32 %732 to i64
	%734 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %733
	%735 = load float, float addrspace(3)* %734
	%736 = fmul float %735, %392
	%737 = load float, float* %12
	%738 = load float, float* %19
	%739 = call float @llvm.fma.f32(float %736, float %737, float %738)
	%740 = load float, float* %19
	%741 = select i1 %731, float %739, float %740
	store float %741, float* %19
	%742 = add i32 %393, 52
	%743 = icmp slt i32 %742, %39
	%744 = select i1 %743, i32 %742, i32 %66
	%745 = sext i32 %744 to i64
	%746 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %745
	%747 = load float, float addrspace(3)* %746
	%748 = fmul float %747, %392
	%749 = load float, float* %13
	%750 = load float, float* %19
	%751 = call float @llvm.fma.f32(float %748, float %749, float %750)
	%752 = load float, float* %19
	%753 = select i1 %743, float %751, float %752
	store float %753, float* %19
	%754 = add i32 %393, 56
	%755 = icmp slt i32 %754, %39
	%756 = select i1 %755, i32 %754, i32 %66
	%757 = sext i32 %756 to i64
	%758 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %757
	%759 = load float, float addrspace(3)* %758
	%760 = fmul float %759, %392
	%761 = load float, float* %14
	%762 = load float, float* %19
	%763 = call float @llvm.fma.f32(float %760, float %761, float %762)
	%764 = load float, float* %19
	%765 = select i1 %755, float %763, float %764
	store float %765, float* %19
	%766 = add i32 %393, 60
	%767 = icmp slt i32 %766, %39
	%768 = select i1 %767, i32 %766, i32 %66
	%769 = sext i32 %768 to i64
	%770 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem328, i64 0, i64 %769
	%771 = load float, float addrspace(3)* %770
	%772 = fmul float %771, %392
	%773 = load float, float* %15
	%774 = load float, float* %19
	%775 = call float @llvm.fma.f32(float %772, float %773, float %774)
	%776 = load float, float* %19
	%777 = select i1 %767, float %775, float %776
	store float %777, float* %19
	store float %407, float* %0
	store float %419, float* %1
	store float %431, float* %2
	store float %443, float* %3
	store float %455, float* %4
	store float %467, float* %5
	store float %479, float* %6
	store float %491, float* %7
	store float %503, float* %8
	store float %515, float* %9
	store float %527, float* %10
	store float %539, float* %11
	store float %551, float* %12
	store float %563, float* %13
	store float %575, float* %14
	store float %587, float* %15
	%778 = add i32 %393, 64
	br label %loop14

done16:
	%779 = icmp slt i32 0, %61
	br i1 %779, label %then17, label %join18

then17:
	%780 = sub i32 %61, 1
	%781 = mul i32 %780, 32
	%782 = add i32 %781, %63
	%783 = load float, float* %19
	%784 = sext i32 %782 to i64
	%785 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem885, i64 0, i64 %784
	store float %783, float addrspace(3)* %785
	br label %join18

join18:
	call void @llvm.nvvm.barrier0()
	%786 = icmp eq i32 %61, 0
	br i1 %786, label %then19, label %join20

then19:
	%787 = load float, float* %19
	%788 = add i32 0, %63
	%789 = sext i32 %788 to i64
	%790 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem885, i64 0, i64 %789
	%791 = load float, float addrspace(3)* %790
	%792 = fadd float %787, %791
	%793 = add i32 32, %63
	%794 = sext i32 %793 to i64
	%795 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem885, i64 0, i64 %794
	%796 = load float, float addrspace(3)* %795
	%797 = fadd float %792, %796
	%798 = add i32 64, %63
	%799 = sext i32 %798 to i64
	%800 = getelementptr [96 x float], [96 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem885, i64 0, i64 %799
	%801 = load float, float addrspace(3)* %800
	%802 = fadd float %797, %801
	%803 = add i32 %40, %63
	%804 = bitcast float %802 to i32
	%805 = lshr i32 %804, 16
	%806 = and i32 %805, 1
	%807 = add i32 %804, u0x7FFF
	%808 = add i32 %807, %806
	%809 = lshr i32 %808, 16
	%810 = fcmp uno float %802, %802
	%811 = select i1 %810, i32 32704, i32 %809
	%812 = trunc i32 %811 to i16
	%813 = sext i32 %803 to i64
	%814 = getelementptr i16, i16 addrspace(1)* %out, i64 %813
	store i16 %812, i16 addrspace(1)* %814
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
