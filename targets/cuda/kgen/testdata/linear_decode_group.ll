target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11 = internal addrspace(3) global [256 x float] undef, align 16

define ptx_kernel void @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew(i16 addrspace(1)* %y, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i16 addrspace(1)* %bias, i16 addrspace(1)* %y1, i16 addrspace(1)* %w1, i16 addrspace(1)* %bias1, i16 addrspace(1)* %y2, i16 addrspace(1)* %w2, i16 addrspace(1)* %bias2, i32 %rows) {
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
	br label %body

body:
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%13 = sub i32 %12, 0
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%15 = icmp slt i32 %14, 2
	br i1 %15, label %then1, label %else3

then1:
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%17 = lshr i32 %16, 5
	%18 = and i32 %16, 31
	%19 = lshr i32 %18, 2
	%20 = and i32 %18, 3
	%21 = mul i32 %13, 16
	%22 = add i32 %19, 0
	%23 = add i32 %21, %22
	%24 = icmp slt i32 %23, 32
	%25 = select i1 %24, i32 %23, i32 31
	%26 = sext i32 %25 to i64
	%27 = mul i64 %26, 128
	%28 = mul i32 %20, 8
	%29 = sext i32 %28 to i64
	%30 = add i64 %27, %29
	%31 = add i32 %19, 8
	%32 = add i32 %21, %31
	%33 = icmp slt i32 %32, 32
	%34 = select i1 %33, i32 %32, i32 31
	%35 = sext i32 %34 to i64
	%36 = mul i64 %35, 128
	%37 = mul i32 %20, 8
	%38 = sext i32 %37 to i64
	%39 = add i64 %36, %38
	%40 = mul i32 %17, 4
	%41 = sdiv i32 %40, 2
	%42 = add i32 %17, 1
	%43 = mul i32 %42, 4
	%44 = sdiv i32 %43, 2
	%45 = sub i32 %44, %41
	%46 = sdiv i32 %45, 2
	%47 = mul i32 %46, 2
	%48 = add i32 %41, %47
	br label %loop4

join2:
	ret void

else3:
	%49 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%50 = sub i32 %49, 2
	%51 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%52 = icmp slt i32 %51, 3
	br i1 %52, label %then15, label %else17

loop4:
	%53 = phi i32 [ 0, %then1 ], [ %284, %done12 ]
	%54 = icmp slt i32 %53, %rows
	br i1 %54, label %body5, label %done6

body5:
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	%55 = add i32 %53, 0
	%56 = add i32 %55, %19
	%57 = icmp slt i32 %56, %rows
	%58 = sub i32 %rows, 1
	%59 = select i1 %57, i32 %56, i32 %58
	%60 = mul i32 %59, 128
	%61 = mul i32 %20, 8
	%62 = add i32 %60, %61
	%63 = icmp slt i32 %55, %rows
	%64 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%65 = srem i32 %64, 1
	%66 = mul i32 %65, 2
	br label %loop7

done6:
	br label %join2

loop7:
	%67 = phi i32 [ 0, %body5 ], [ %230, %body8 ]
	%68 = icmp slt i32 %67, 2
	br i1 %68, label %body8, label %done9

body8:
	%69 = add i32 %67, %66
	%70 = icmp slt i32 %69, 2
	%71 = sub i32 %69, 2
	%72 = select i1 %70, i32 %69, i32 %71
	%73 = add i32 %41, %72
	%74 = add i32 %73, 0
	%75 = mul i32 %74, 32
	%76 = sext i32 %75 to i64
	%77 = add i64 %30, %76
	%78 = getelementptr i16, i16 addrspace(1)* %w, i64 %77
	%79 = bitcast i16 addrspace(1)* %78 to <4 x i32> addrspace(1)*
	%80 = load <4 x i32>, <4 x i32> addrspace(1)* %79, align 16, !invariant.load !0
	%81 = add i64 %39, %76
	%82 = getelementptr i16, i16 addrspace(1)* %w, i64 %81
	%83 = bitcast i16 addrspace(1)* %82 to <4 x i32> addrspace(1)*
	%84 = load <4 x i32>, <4 x i32> addrspace(1)* %83, align 16, !invariant.load !0
	%85 = add i32 %62, %75
	%86 = sext i32 %85 to i64
	%87 = getelementptr i16, i16 addrspace(1)* %x, i64 %86
	%88 = bitcast i16 addrspace(1)* %87 to <4 x i32> addrspace(1)*
	%89 = load <4 x i32>, <4 x i32> addrspace(1)* %88, align 16, !invariant.load !0
	%90 = add i32 %73, 1
	%91 = mul i32 %90, 32
	%92 = sext i32 %91 to i64
	%93 = add i64 %30, %92
	%94 = getelementptr i16, i16 addrspace(1)* %w, i64 %93
	%95 = bitcast i16 addrspace(1)* %94 to <4 x i32> addrspace(1)*
	%96 = load <4 x i32>, <4 x i32> addrspace(1)* %95, align 16, !invariant.load !0
	%97 = add i64 %39, %92
	%98 = getelementptr i16, i16 addrspace(1)* %w, i64 %97
	%99 = bitcast i16 addrspace(1)* %98 to <4 x i32> addrspace(1)*
	%100 = load <4 x i32>, <4 x i32> addrspace(1)* %99, align 16, !invariant.load !0
	%101 = add i32 %62, %91
	%102 = sext i32 %101 to i64
	%103 = getelementptr i16, i16 addrspace(1)* %x, i64 %102
	%104 = bitcast i16 addrspace(1)* %103 to <4 x i32> addrspace(1)*
	%105 = load <4 x i32>, <4 x i32> addrspace(1)* %104, align 16, !invariant.load !0
	%106 = extractelement <4 x i32> %89, i32 0
	%107 = extractelement <4 x i32> %89, i32 1
	%108 = extractelement <4 x i32> %80, i32 0
	%109 = extractelement <4 x i32> %84, i32 0
	%110 = extractelement <4 x i32> %80, i32 1
	%111 = extractelement <4 x i32> %84, i32 1
	%112 = load float, float* %0
	%113 = load float, float* %1
	%114 = load float, float* %2
	%115 = load float, float* %3
	%116 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %108, i32 %109, i32 %110, i32 %111, i32 %106, i32 %107, float %112, float %113, float %114, float %115)
	%117 = extractvalue { float, float, float, float } %116, 0
	%118 = bitcast float %117 to i32
	%119 = insertelement <4 x i32> zeroinitializer, i32 %118, i32 0
	%120 = extractvalue { float, float, float, float } %116, 1
	%121 = bitcast float %120 to i32
	%122 = insertelement <4 x i32> %119, i32 %121, i32 1
	%123 = extractvalue { float, float, float, float } %116, 2
	%124 = bitcast float %123 to i32
	%125 = insertelement <4 x i32> %122, i32 %124, i32 2
	%126 = extractvalue { float, float, float, float } %116, 3
	%127 = bitcast float %126 to i32
	%128 = insertelement <4 x i32> %125, i32 %127, i32 3
	%129 = extractelement <4 x i32> %128, i32 0
	%130 = bitcast i32 %129 to float
	store float %130, float* %0
	%131 = extractelement <4 x i32> %128, i32 1
	%132 = bitcast i32 %131 to float
	store float %132, float* %1
	%133 = extractelement <4 x i32> %128, i32 2
	%134 = bitcast i32 %133 to float
	store float %134, float* %2
	%135 = extractelement <4 x i32> %128, i32 3
	%136 = bitcast i32 %135 to float
	store float %136, float* %3
	%137 = extractelement <4 x i32> %89, i32 2
	%138 = extractelement <4 x i32> %89, i32 3
	%139 = extractelement <4 x i32> %80, i32 2
	%140 = extractelement <4 x i32> %84, i32 2
	%141 = extractelement <4 x i32> %80, i32 3
	%142 = extractelement <4 x i32> %84, i32 3
	%143 = load float, float* %0
	%144 = load float, float* %1
	%145 = load float, float* %2
	%146 = load float, float* %3
	%147 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %139, i32 %140, i32 %141, i32 %142, i32 %137, i32 %138, float %143, float %144, float %145, float %146)
	%148 = extractvalue { float, float, float, float } %147, 0
	%149 = bitcast float %148 to i32
	%150 = insertelement <4 x i32> zeroinitializer, i32 %149, i32 0
	%151 = extractvalue { float, float, float, float } %147, 1
	%152 = bitcast float %151 to i32
	%153 = insertelement <4 x i32> %150, i32 %152, i32 1
	%154 = extractvalue { float, float, float, float } %147, 2
	%155 = bitcast float %154 to i32
	%156 = insertelement <4 x i32> %153, i32 %155, i32 2
	%157 = extractvalue { float, float, float, float } %147, 3
	%158 = bitcast float %157 to i32
	%159 = insertelement <4 x i32> %156, i32 %158, i32 3
	%160 = extractelement <4 x i32> %159, i32 0
	%161 = bitcast i32 %160 to float
	store float %161, float* %0
	%162 = extractelement <4 x i32> %159, i32 1
	%163 = bitcast i32 %162 to float
	store float %163, float* %1
	%164 = extractelement <4 x i32> %159, i32 2
	%165 = bitcast i32 %164 to float
	store float %165, float* %2
	%166 = extractelement <4 x i32> %159, i32 3
	%167 = bitcast i32 %166 to float
	store float %167, float* %3
	%168 = extractelement <4 x i32> %105, i32 0
	%169 = extractelement <4 x i32> %105, i32 1
	%170 = extractelement <4 x i32> %96, i32 0
	%171 = extractelement <4 x i32> %100, i32 0
	%172 = extractelement <4 x i32> %96, i32 1
	%173 = extractelement <4 x i32> %100, i32 1
	%174 = load float, float* %0
	%175 = load float, float* %1
	%176 = load float, float* %2
	%177 = load float, float* %3
	%178 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %170, i32 %171, i32 %172, i32 %173, i32 %168, i32 %169, float %174, float %175, float %176, float %177)
	%179 = extractvalue { float, float, float, float } %178, 0
	%180 = bitcast float %179 to i32
	%181 = insertelement <4 x i32> zeroinitializer, i32 %180, i32 0
	%182 = extractvalue { float, float, float, float } %178, 1
	%183 = bitcast float %182 to i32
	%184 = insertelement <4 x i32> %181, i32 %183, i32 1
	%185 = extractvalue { float, float, float, float } %178, 2
	%186 = bitcast float %185 to i32
	%187 = insertelement <4 x i32> %184, i32 %186, i32 2
	%188 = extractvalue { float, float, float, float } %178, 3
	%189 = bitcast float %188 to i32
	%190 = insertelement <4 x i32> %187, i32 %189, i32 3
	%191 = extractelement <4 x i32> %190, i32 0
	%192 = bitcast i32 %191 to float
	store float %192, float* %0
	%193 = extractelement <4 x i32> %190, i32 1
	%194 = bitcast i32 %193 to float
	store float %194, float* %1
	%195 = extractelement <4 x i32> %190, i32 2
	%196 = bitcast i32 %195 to float
	store float %196, float* %2
	%197 = extractelement <4 x i32> %190, i32 3
	%198 = bitcast i32 %197 to float
	store float %198, float* %3
	%199 = extractelement <4 x i32> %105, i32 2
	%200 = extractelement <4 x i32> %105, i32 3
	%201 = extractelement <4 x i32> %96, i32 2
	%202 = extractelement <4 x i32> %100, i32 2
	%203 = extractelement <4 x i32> %96, i32 3
	%204 = extractelement <4 x i32> %100, i32 3
	%205 = load float, float* %0
	%206 = load float, float* %1
	%207 = load float, float* %2
	%208 = load float, float* %3
	%209 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %199, i32 %200, float %205, float %206, float %207, float %208)
	%210 = extractvalue { float, float, float, float } %209, 0
	%211 = bitcast float %210 to i32
	%212 = insertelement <4 x i32> zeroinitializer, i32 %211, i32 0
	%213 = extractvalue { float, float, float, float } %209, 1
	%214 = bitcast float %213 to i32
	%215 = insertelement <4 x i32> %212, i32 %214, i32 1
	%216 = extractvalue { float, float, float, float } %209, 2
	%217 = bitcast float %216 to i32
	%218 = insertelement <4 x i32> %215, i32 %217, i32 2
	%219 = extractvalue { float, float, float, float } %209, 3
	%220 = bitcast float %219 to i32
	%221 = insertelement <4 x i32> %218, i32 %220, i32 3
	%222 = extractelement <4 x i32> %221, i32 0
	%223 = bitcast i32 %222 to float
	store float %223, float* %0
	%224 = extractelement <4 x i32> %221, i32 1
	%225 = bitcast i32 %224 to float
	store float %225, float* %1
	%226 = extractelement <4 x i32> %221, i32 2
	%227 = bitcast i32 %226 to float
	store float %227, float* %2
	%228 = extractelement <4 x i32> %221, i32 3
	%229 = bitcast i32 %228 to float
	store float %229, float* %3
	%230 = add i32 %67, 2
	br label %loop7, !llvm.loop !1

done9:
	%231 = mul i32 %17, 128
	%232 = add i32 %231, 0
	%233 = add i32 %232, %18
	%234 = load float, float* %0
	%235 = sext i32 %233 to i64
	%236 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %235
	store float %234, float addrspace(3)* %236
	%237 = mul i32 %17, 128
	%238 = add i32 %237, 32
	%239 = add i32 %238, %18
	%240 = load float, float* %1
	%241 = sext i32 %239 to i64
	%242 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %241
	store float %240, float addrspace(3)* %242
	%243 = mul i32 %17, 128
	%244 = add i32 %243, 64
	%245 = add i32 %244, %18
	%246 = load float, float* %2
	%247 = sext i32 %245 to i64
	%248 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %247
	store float %246, float addrspace(3)* %248
	%249 = mul i32 %17, 128
	%250 = add i32 %249, 96
	%251 = add i32 %250, %18
	%252 = load float, float* %3
	%253 = sext i32 %251 to i64
	%254 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %253
	store float %252, float addrspace(3)* %254
	call void @llvm.nvvm.barrier0()
	br label %loop10

loop10:
	%255 = phi i32 [ %16, %done9 ], [ %305, %join14 ]
	%256 = icmp slt i32 %255, 128
	br i1 %256, label %body11, label %done12

body11:
	%257 = sext i32 %255 to i64
	%258 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %257
	%259 = load float, float addrspace(3)* %258
	%260 = add i32 %255, 128
	%261 = sext i32 %260 to i64
	%262 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %261
	%263 = load float, float addrspace(3)* %262
	%264 = fadd float %259, %263
	%265 = and i32 %255, 31
	%266 = lshr i32 %255, 5
	%267 = and i32 %266, 3
	%268 = lshr i32 %255, 7
	%269 = lshr i32 %265, 2
	%270 = add i32 %21, %269
	%271 = lshr i32 %267, 1
	%272 = mul i32 %271, 8
	%273 = add i32 %270, %272
	%274 = mul i32 %268, 8
	%275 = add i32 %53, %274
	%276 = and i32 %265, 3
	%277 = mul i32 %276, 2
	%278 = and i32 %267, 1
	%279 = add i32 %277, %278
	%280 = add i32 %275, %279
	%281 = icmp slt i32 %280, %rows
	%282 = icmp slt i32 %273, 32
	%283 = and i1 %281, %282
	br i1 %283, label %then13, label %join14

done12:
	call void @llvm.nvvm.barrier0()
	%284 = add i32 %53, 8
	br label %loop4

then13:
	%285 = sext i32 %273 to i64
	%286 = getelementptr i16, i16 addrspace(1)* %bias, i64 %285
	%287 = load i16, i16 addrspace(1)* %286
	%288 = zext i16 %287 to i32
	%289 = shl i32 %288, 16
	%290 = bitcast i32 %289 to float
	%291 = fadd float %264, %290
	%292 = mul i32 %280, 32
	%293 = add i32 %292, %273
	%294 = bitcast float %291 to i32
	%295 = lshr i32 %294, 16
	%296 = and i32 %295, 1
	%297 = add i32 %294, u0x7FFF
	%298 = add i32 %297, %296
	%299 = lshr i32 %298, 16
	%300 = fcmp uno float %291, %291
	%301 = select i1 %300, i32 32704, i32 %299
	%302 = trunc i32 %301 to i16
	%303 = sext i32 %293 to i64
	%304 = getelementptr i16, i16 addrspace(1)* %y, i64 %303
	store i16 %302, i16 addrspace(1)* %304
	br label %join14

join14:
	%305 = add i32 %255, 64
	br label %loop10

then15:
	%306 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%307 = lshr i32 %306, 5
	%308 = and i32 %306, 31
	%309 = lshr i32 %308, 2
	%310 = and i32 %308, 3
	%311 = mul i32 %50, 16
	%312 = add i32 %309, 0
	%313 = add i32 %311, %312
	%314 = icmp slt i32 %313, 16
	%315 = select i1 %314, i32 %313, i32 15
	%316 = sext i32 %315 to i64
	%317 = mul i64 %316, 128
	%318 = mul i32 %310, 8
	%319 = sext i32 %318 to i64
	%320 = add i64 %317, %319
	%321 = add i32 %309, 8
	%322 = add i32 %311, %321
	%323 = icmp slt i32 %322, 16
	%324 = select i1 %323, i32 %322, i32 15
	%325 = sext i32 %324 to i64
	%326 = mul i64 %325, 128
	%327 = mul i32 %310, 8
	%328 = sext i32 %327 to i64
	%329 = add i64 %326, %328
	%330 = mul i32 %307, 4
	%331 = sdiv i32 %330, 2
	%332 = add i32 %307, 1
	%333 = mul i32 %332, 4
	%334 = sdiv i32 %333, 2
	%335 = sub i32 %334, %331
	%336 = sdiv i32 %335, 2
	%337 = mul i32 %336, 2
	%338 = add i32 %331, %337
	br label %loop18

join16:
	br label %join2

else17:
	%339 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%340 = sub i32 %339, 3
	%341 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%342 = lshr i32 %341, 5
	%343 = and i32 %341, 31
	%344 = lshr i32 %343, 2
	%345 = and i32 %343, 3
	%346 = mul i32 %340, 16
	%347 = add i32 %344, 0
	%348 = add i32 %346, %347
	%349 = icmp slt i32 %348, 16
	%350 = select i1 %349, i32 %348, i32 15
	%351 = sext i32 %350 to i64
	%352 = mul i64 %351, 128
	%353 = mul i32 %345, 8
	%354 = sext i32 %353 to i64
	%355 = add i64 %352, %354
	%356 = add i32 %344, 8
	%357 = add i32 %346, %356
	%358 = icmp slt i32 %357, 16
	%359 = select i1 %358, i32 %357, i32 15
	%360 = sext i32 %359 to i64
	%361 = mul i64 %360, 128
	%362 = mul i32 %345, 8
	%363 = sext i32 %362 to i64
	%364 = add i64 %361, %363
	%365 = mul i32 %342, 4
	%366 = sdiv i32 %365, 2
	%367 = add i32 %342, 1
	%368 = mul i32 %367, 4
	%369 = sdiv i32 %368, 2
	%370 = sub i32 %369, %366
	%371 = sdiv i32 %370, 2
	%372 = mul i32 %371, 2
	%373 = add i32 %366, %372
	br label %loop29

loop18:
	%374 = phi i32 [ 0, %then15 ], [ %605, %done26 ]
	%375 = icmp slt i32 %374, %rows
	br i1 %375, label %body19, label %done20

body19:
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	%376 = add i32 %374, 0
	%377 = add i32 %376, %309
	%378 = icmp slt i32 %377, %rows
	%379 = sub i32 %rows, 1
	%380 = select i1 %378, i32 %377, i32 %379
	%381 = mul i32 %380, 128
	%382 = mul i32 %310, 8
	%383 = add i32 %381, %382
	%384 = icmp slt i32 %376, %rows
	%385 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%386 = srem i32 %385, 1
	%387 = mul i32 %386, 2
	br label %loop21

done20:
	br label %join16

loop21:
	%388 = phi i32 [ 0, %body19 ], [ %551, %body22 ]
	%389 = icmp slt i32 %388, 2
	br i1 %389, label %body22, label %done23

body22:
	%390 = add i32 %388, %387
	%391 = icmp slt i32 %390, 2
	%392 = sub i32 %390, 2
	%393 = select i1 %391, i32 %390, i32 %392
	%394 = add i32 %331, %393
	%395 = add i32 %394, 0
	%396 = mul i32 %395, 32
	%397 = sext i32 %396 to i64
	%398 = add i64 %320, %397
	%399 = getelementptr i16, i16 addrspace(1)* %w1, i64 %398
	%400 = bitcast i16 addrspace(1)* %399 to <4 x i32> addrspace(1)*
	%401 = load <4 x i32>, <4 x i32> addrspace(1)* %400, align 16, !invariant.load !0
	%402 = add i64 %329, %397
	%403 = getelementptr i16, i16 addrspace(1)* %w1, i64 %402
	%404 = bitcast i16 addrspace(1)* %403 to <4 x i32> addrspace(1)*
	%405 = load <4 x i32>, <4 x i32> addrspace(1)* %404, align 16, !invariant.load !0
	%406 = add i32 %383, %396
	%407 = sext i32 %406 to i64
	%408 = getelementptr i16, i16 addrspace(1)* %x, i64 %407
	%409 = bitcast i16 addrspace(1)* %408 to <4 x i32> addrspace(1)*
	%410 = load <4 x i32>, <4 x i32> addrspace(1)* %409, align 16, !invariant.load !0
	%411 = add i32 %394, 1
	%412 = mul i32 %411, 32
	%413 = sext i32 %412 to i64
	%414 = add i64 %320, %413
	%415 = getelementptr i16, i16 addrspace(1)* %w1, i64 %414
	%416 = bitcast i16 addrspace(1)* %415 to <4 x i32> addrspace(1)*
	%417 = load <4 x i32>, <4 x i32> addrspace(1)* %416, align 16, !invariant.load !0
	%418 = add i64 %329, %413
	%419 = getelementptr i16, i16 addrspace(1)* %w1, i64 %418
	%420 = bitcast i16 addrspace(1)* %419 to <4 x i32> addrspace(1)*
	%421 = load <4 x i32>, <4 x i32> addrspace(1)* %420, align 16, !invariant.load !0
	%422 = add i32 %383, %412
	%423 = sext i32 %422 to i64
	%424 = getelementptr i16, i16 addrspace(1)* %x, i64 %423
	%425 = bitcast i16 addrspace(1)* %424 to <4 x i32> addrspace(1)*
	%426 = load <4 x i32>, <4 x i32> addrspace(1)* %425, align 16, !invariant.load !0
	%427 = extractelement <4 x i32> %410, i32 0
	%428 = extractelement <4 x i32> %410, i32 1
	%429 = extractelement <4 x i32> %401, i32 0
	%430 = extractelement <4 x i32> %405, i32 0
	%431 = extractelement <4 x i32> %401, i32 1
	%432 = extractelement <4 x i32> %405, i32 1
	%433 = load float, float* %4
	%434 = load float, float* %5
	%435 = load float, float* %6
	%436 = load float, float* %7
	%437 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %429, i32 %430, i32 %431, i32 %432, i32 %427, i32 %428, float %433, float %434, float %435, float %436)
	%438 = extractvalue { float, float, float, float } %437, 0
	%439 = bitcast float %438 to i32
	%440 = insertelement <4 x i32> zeroinitializer, i32 %439, i32 0
	%441 = extractvalue { float, float, float, float } %437, 1
	%442 = bitcast float %441 to i32
	%443 = insertelement <4 x i32> %440, i32 %442, i32 1
	%444 = extractvalue { float, float, float, float } %437, 2
	%445 = bitcast float %444 to i32
	%446 = insertelement <4 x i32> %443, i32 %445, i32 2
	%447 = extractvalue { float, float, float, float } %437, 3
	%448 = bitcast float %447 to i32
	%449 = insertelement <4 x i32> %446, i32 %448, i32 3
	%450 = extractelement <4 x i32> %449, i32 0
	%451 = bitcast i32 %450 to float
	store float %451, float* %4
	%452 = extractelement <4 x i32> %449, i32 1
	%453 = bitcast i32 %452 to float
	store float %453, float* %5
	%454 = extractelement <4 x i32> %449, i32 2
	%455 = bitcast i32 %454 to float
	store float %455, float* %6
	%456 = extractelement <4 x i32> %449, i32 3
	%457 = bitcast i32 %456 to float
	store float %457, float* %7
	%458 = extractelement <4 x i32> %410, i32 2
	%459 = extractelement <4 x i32> %410, i32 3
	%460 = extractelement <4 x i32> %401, i32 2
	%461 = extractelement <4 x i32> %405, i32 2
	%462 = extractelement <4 x i32> %401, i32 3
	%463 = extractelement <4 x i32> %405, i32 3
	%464 = load float, float* %4
	%465 = load float, float* %5
	%466 = load float, float* %6
	%467 = load float, float* %7
	%468 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %460, i32 %461, i32 %462, i32 %463, i32 %458, i32 %459, float %464, float %465, float %466, float %467)
	%469 = extractvalue { float, float, float, float } %468, 0
	%470 = bitcast float %469 to i32
	%471 = insertelement <4 x i32> zeroinitializer, i32 %470, i32 0
	%472 = extractvalue { float, float, float, float } %468, 1
	%473 = bitcast float %472 to i32
	%474 = insertelement <4 x i32> %471, i32 %473, i32 1
	%475 = extractvalue { float, float, float, float } %468, 2
	%476 = bitcast float %475 to i32
	%477 = insertelement <4 x i32> %474, i32 %476, i32 2
	%478 = extractvalue { float, float, float, float } %468, 3
	%479 = bitcast float %478 to i32
	%480 = insertelement <4 x i32> %477, i32 %479, i32 3
	%481 = extractelement <4 x i32> %480, i32 0
	%482 = bitcast i32 %481 to float
	store float %482, float* %4
	%483 = extractelement <4 x i32> %480, i32 1
	%484 = bitcast i32 %483 to float
	store float %484, float* %5
	%485 = extractelement <4 x i32> %480, i32 2
	%486 = bitcast i32 %485 to float
	store float %486, float* %6
	%487 = extractelement <4 x i32> %480, i32 3
	%488 = bitcast i32 %487 to float
	store float %488, float* %7
	%489 = extractelement <4 x i32> %426, i32 0
	%490 = extractelement <4 x i32> %426, i32 1
	%491 = extractelement <4 x i32> %417, i32 0
	%492 = extractelement <4 x i32> %421, i32 0
	%493 = extractelement <4 x i32> %417, i32 1
	%494 = extractelement <4 x i32> %421, i32 1
	%495 = load float, float* %4
	%496 = load float, float* %5
	%497 = load float, float* %6
	%498 = load float, float* %7
	%499 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %491, i32 %492, i32 %493, i32 %494, i32 %489, i32 %490, float %495, float %496, float %497, float %498)
	%500 = extractvalue { float, float, float, float } %499, 0
	%501 = bitcast float %500 to i32
	%502 = insertelement <4 x i32> zeroinitializer, i32 %501, i32 0
	%503 = extractvalue { float, float, float, float } %499, 1
	%504 = bitcast float %503 to i32
	%505 = insertelement <4 x i32> %502, i32 %504, i32 1
	%506 = extractvalue { float, float, float, float } %499, 2
	%507 = bitcast float %506 to i32
	%508 = insertelement <4 x i32> %505, i32 %507, i32 2
	%509 = extractvalue { float, float, float, float } %499, 3
	%510 = bitcast float %509 to i32
	%511 = insertelement <4 x i32> %508, i32 %510, i32 3
	%512 = extractelement <4 x i32> %511, i32 0
	%513 = bitcast i32 %512 to float
	store float %513, float* %4
	%514 = extractelement <4 x i32> %511, i32 1
	%515 = bitcast i32 %514 to float
	store float %515, float* %5
	%516 = extractelement <4 x i32> %511, i32 2
	%517 = bitcast i32 %516 to float
	store float %517, float* %6
	%518 = extractelement <4 x i32> %511, i32 3
	%519 = bitcast i32 %518 to float
	store float %519, float* %7
	%520 = extractelement <4 x i32> %426, i32 2
	%521 = extractelement <4 x i32> %426, i32 3
	%522 = extractelement <4 x i32> %417, i32 2
	%523 = extractelement <4 x i32> %421, i32 2
	%524 = extractelement <4 x i32> %417, i32 3
	%525 = extractelement <4 x i32> %421, i32 3
	%526 = load float, float* %4
	%527 = load float, float* %5
	%528 = load float, float* %6
	%529 = load float, float* %7
	%530 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %522, i32 %523, i32 %524, i32 %525, i32 %520, i32 %521, float %526, float %527, float %528, float %529)
	%531 = extractvalue { float, float, float, float } %530, 0
	%532 = bitcast float %531 to i32
	%533 = insertelement <4 x i32> zeroinitializer, i32 %532, i32 0
	%534 = extractvalue { float, float, float, float } %530, 1
	%535 = bitcast float %534 to i32
	%536 = insertelement <4 x i32> %533, i32 %535, i32 1
	%537 = extractvalue { float, float, float, float } %530, 2
	%538 = bitcast float %537 to i32
	%539 = insertelement <4 x i32> %536, i32 %538, i32 2
	%540 = extractvalue { float, float, float, float } %530, 3
	%541 = bitcast float %540 to i32
	%542 = insertelement <4 x i32> %539, i32 %541, i32 3
	%543 = extractelement <4 x i32> %542, i32 0
	%544 = bitcast i32 %543 to float
	store float %544, float* %4
	%545 = extractelement <4 x i32> %542, i32 1
	%546 = bitcast i32 %545 to float
	store float %546, float* %5
	%547 = extractelement <4 x i32> %542, i32 2
	%548 = bitcast i32 %547 to float
	store float %548, float* %6
	%549 = extractelement <4 x i32> %542, i32 3
	%550 = bitcast i32 %549 to float
	store float %550, float* %7
	%551 = add i32 %388, 2
	br label %loop21, !llvm.loop !3

done23:
	%552 = mul i32 %307, 128
	%553 = add i32 %552, 0
	%554 = add i32 %553, %308
	%555 = load float, float* %4
	%556 = sext i32 %554 to i64
	%557 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %556
	store float %555, float addrspace(3)* %557
	%558 = mul i32 %307, 128
	%559 = add i32 %558, 32
	%560 = add i32 %559, %308
	%561 = load float, float* %5
	%562 = sext i32 %560 to i64
	%563 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %562
	store float %561, float addrspace(3)* %563
	%564 = mul i32 %307, 128
	%565 = add i32 %564, 64
	%566 = add i32 %565, %308
	%567 = load float, float* %6
	%568 = sext i32 %566 to i64
	%569 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %568
	store float %567, float addrspace(3)* %569
	%570 = mul i32 %307, 128
	%571 = add i32 %570, 96
	%572 = add i32 %571, %308
	%573 = load float, float* %7
	%574 = sext i32 %572 to i64
	%575 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %574
	store float %573, float addrspace(3)* %575
	call void @llvm.nvvm.barrier0()
	br label %loop24

loop24:
	%576 = phi i32 [ %306, %done23 ], [ %626, %join28 ]
	%577 = icmp slt i32 %576, 128
	br i1 %577, label %body25, label %done26

body25:
	%578 = sext i32 %576 to i64
	%579 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %578
	%580 = load float, float addrspace(3)* %579
	%581 = add i32 %576, 128
	%582 = sext i32 %581 to i64
	%583 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %582
	%584 = load float, float addrspace(3)* %583
	%585 = fadd float %580, %584
	%586 = and i32 %576, 31
	%587 = lshr i32 %576, 5
	%588 = and i32 %587, 3
	%589 = lshr i32 %576, 7
	%590 = lshr i32 %586, 2
	%591 = add i32 %311, %590
	%592 = lshr i32 %588, 1
	%593 = mul i32 %592, 8
	%594 = add i32 %591, %593
	%595 = mul i32 %589, 8
	%596 = add i32 %374, %595
	%597 = and i32 %586, 3
	%598 = mul i32 %597, 2
	%599 = and i32 %588, 1
	%600 = add i32 %598, %599
	%601 = add i32 %596, %600
	%602 = icmp slt i32 %601, %rows
	%603 = icmp slt i32 %594, 16
	%604 = and i1 %602, %603
	br i1 %604, label %then27, label %join28

done26:
	call void @llvm.nvvm.barrier0()
	%605 = add i32 %374, 8
	br label %loop18

then27:
	%606 = sext i32 %594 to i64
	%607 = getelementptr i16, i16 addrspace(1)* %bias1, i64 %606
	%608 = load i16, i16 addrspace(1)* %607
	%609 = zext i16 %608 to i32
	%610 = shl i32 %609, 16
	%611 = bitcast i32 %610 to float
	%612 = fadd float %585, %611
	%613 = mul i32 %601, 16
	%614 = add i32 %613, %594
	%615 = bitcast float %612 to i32
	%616 = lshr i32 %615, 16
	%617 = and i32 %616, 1
	%618 = add i32 %615, u0x7FFF
	%619 = add i32 %618, %617
	%620 = lshr i32 %619, 16
	%621 = fcmp uno float %612, %612
	%622 = select i1 %621, i32 32704, i32 %620
	%623 = trunc i32 %622 to i16
	%624 = sext i32 %614 to i64
	%625 = getelementptr i16, i16 addrspace(1)* %y1, i64 %624
	store i16 %623, i16 addrspace(1)* %625
	br label %join28

join28:
	%626 = add i32 %576, 64
	br label %loop24

loop29:
	%627 = phi i32 [ 0, %else17 ], [ %858, %done37 ]
	%628 = icmp slt i32 %627, %rows
	br i1 %628, label %body30, label %done31

body30:
	store float 0.0, float* %8
	store float 0.0, float* %9
	store float 0.0, float* %10
	store float 0.0, float* %11
	%629 = add i32 %627, 0
	%630 = add i32 %629, %344
	%631 = icmp slt i32 %630, %rows
	%632 = sub i32 %rows, 1
	%633 = select i1 %631, i32 %630, i32 %632
	%634 = mul i32 %633, 128
	%635 = mul i32 %345, 8
	%636 = add i32 %634, %635
	%637 = icmp slt i32 %629, %rows
	%638 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%639 = srem i32 %638, 1
	%640 = mul i32 %639, 2
	br label %loop32

done31:
	br label %join16

loop32:
	%641 = phi i32 [ 0, %body30 ], [ %804, %body33 ]
	%642 = icmp slt i32 %641, 2
	br i1 %642, label %body33, label %done34

body33:
	%643 = add i32 %641, %640
	%644 = icmp slt i32 %643, 2
	%645 = sub i32 %643, 2
	%646 = select i1 %644, i32 %643, i32 %645
	%647 = add i32 %366, %646
	%648 = add i32 %647, 0
	%649 = mul i32 %648, 32
	%650 = sext i32 %649 to i64
	%651 = add i64 %355, %650
	%652 = getelementptr i16, i16 addrspace(1)* %w2, i64 %651
	%653 = bitcast i16 addrspace(1)* %652 to <4 x i32> addrspace(1)*
	%654 = load <4 x i32>, <4 x i32> addrspace(1)* %653, align 16, !invariant.load !0
	%655 = add i64 %364, %650
	%656 = getelementptr i16, i16 addrspace(1)* %w2, i64 %655
	%657 = bitcast i16 addrspace(1)* %656 to <4 x i32> addrspace(1)*
	%658 = load <4 x i32>, <4 x i32> addrspace(1)* %657, align 16, !invariant.load !0
	%659 = add i32 %636, %649
	%660 = sext i32 %659 to i64
	%661 = getelementptr i16, i16 addrspace(1)* %x, i64 %660
	%662 = bitcast i16 addrspace(1)* %661 to <4 x i32> addrspace(1)*
	%663 = load <4 x i32>, <4 x i32> addrspace(1)* %662, align 16, !invariant.load !0
	%664 = add i32 %647, 1
	%665 = mul i32 %664, 32
	%666 = sext i32 %665 to i64
	%667 = add i64 %355, %666
	%668 = getelementptr i16, i16 addrspace(1)* %w2, i64 %667
	%669 = bitcast i16 addrspace(1)* %668 to <4 x i32> addrspace(1)*
	%670 = load <4 x i32>, <4 x i32> addrspace(1)* %669, align 16, !invariant.load !0
	%671 = add i64 %364, %666
	%672 = getelementptr i16, i16 addrspace(1)* %w2, i64 %671
	%673 = bitcast i16 addrspace(1)* %672 to <4 x i32> addrspace(1)*
	%674 = load <4 x i32>, <4 x i32> addrspace(1)* %673, align 16, !invariant.load !0
	%675 = add i32 %636, %665
	%676 = sext i32 %675 to i64
	%677 = getelementptr i16, i16 addrspace(1)* %x, i64 %676
	%678 = bitcast i16 addrspace(1)* %677 to <4 x i32> addrspace(1)*
	%679 = load <4 x i32>, <4 x i32> addrspace(1)* %678, align 16, !invariant.load !0
	%680 = extractelement <4 x i32> %663, i32 0
	%681 = extractelement <4 x i32> %663, i32 1
	%682 = extractelement <4 x i32> %654, i32 0
	%683 = extractelement <4 x i32> %658, i32 0
	%684 = extractelement <4 x i32> %654, i32 1
	%685 = extractelement <4 x i32> %658, i32 1
	%686 = load float, float* %8
	%687 = load float, float* %9
	%688 = load float, float* %10
	%689 = load float, float* %11
	%690 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %682, i32 %683, i32 %684, i32 %685, i32 %680, i32 %681, float %686, float %687, float %688, float %689)
	%691 = extractvalue { float, float, float, float } %690, 0
	%692 = bitcast float %691 to i32
	%693 = insertelement <4 x i32> zeroinitializer, i32 %692, i32 0
	%694 = extractvalue { float, float, float, float } %690, 1
	%695 = bitcast float %694 to i32
	%696 = insertelement <4 x i32> %693, i32 %695, i32 1
	%697 = extractvalue { float, float, float, float } %690, 2
	%698 = bitcast float %697 to i32
	%699 = insertelement <4 x i32> %696, i32 %698, i32 2
	%700 = extractvalue { float, float, float, float } %690, 3
	%701 = bitcast float %700 to i32
	%702 = insertelement <4 x i32> %699, i32 %701, i32 3
	%703 = extractelement <4 x i32> %702, i32 0
	%704 = bitcast i32 %703 to float
	store float %704, float* %8
	%705 = extractelement <4 x i32> %702, i32 1
	%706 = bitcast i32 %705 to float
	store float %706, float* %9
	%707 = extractelement <4 x i32> %702, i32 2
	%708 = bitcast i32 %707 to float
	store float %708, float* %10
	%709 = extractelement <4 x i32> %702, i32 3
	%710 = bitcast i32 %709 to float
	store float %710, float* %11
	%711 = extractelement <4 x i32> %663, i32 2
	%712 = extractelement <4 x i32> %663, i32 3
	%713 = extractelement <4 x i32> %654, i32 2
	%714 = extractelement <4 x i32> %658, i32 2
	%715 = extractelement <4 x i32> %654, i32 3
	%716 = extractelement <4 x i32> %658, i32 3
	%717 = load float, float* %8
	%718 = load float, float* %9
	%719 = load float, float* %10
	%720 = load float, float* %11
	%721 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %713, i32 %714, i32 %715, i32 %716, i32 %711, i32 %712, float %717, float %718, float %719, float %720)
	%722 = extractvalue { float, float, float, float } %721, 0
	%723 = bitcast float %722 to i32
	%724 = insertelement <4 x i32> zeroinitializer, i32 %723, i32 0
	%725 = extractvalue { float, float, float, float } %721, 1
	%726 = bitcast float %725 to i32
	%727 = insertelement <4 x i32> %724, i32 %726, i32 1
	%728 = extractvalue { float, float, float, float } %721, 2
	%729 = bitcast float %728 to i32
	%730 = insertelement <4 x i32> %727, i32 %729, i32 2
	%731 = extractvalue { float, float, float, float } %721, 3
	%732 = bitcast float %731 to i32
	%733 = insertelement <4 x i32> %730, i32 %732, i32 3
	%734 = extractelement <4 x i32> %733, i32 0
	%735 = bitcast i32 %734 to float
	store float %735, float* %8
	%736 = extractelement <4 x i32> %733, i32 1
	%737 = bitcast i32 %736 to float
	store float %737, float* %9
	%738 = extractelement <4 x i32> %733, i32 2
	%739 = bitcast i32 %738 to float
	store float %739, float* %10
	%740 = extractelement <4 x i32> %733, i32 3
	%741 = bitcast i32 %740 to float
	store float %741, float* %11
	%742 = extractelement <4 x i32> %679, i32 0
	%743 = extractelement <4 x i32> %679, i32 1
	%744 = extractelement <4 x i32> %670, i32 0
	%745 = extractelement <4 x i32> %674, i32 0
	%746 = extractelement <4 x i32> %670, i32 1
	%747 = extractelement <4 x i32> %674, i32 1
	%748 = load float, float* %8
	%749 = load float, float* %9
	%750 = load float, float* %10
	%751 = load float, float* %11
	%752 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %744, i32 %745, i32 %746, i32 %747, i32 %742, i32 %743, float %748, float %749, float %750, float %751)
	%753 = extractvalue { float, float, float, float } %752, 0
	%754 = bitcast float %753 to i32
	%755 = insertelement <4 x i32> zeroinitializer, i32 %754, i32 0
	%756 = extractvalue { float, float, float, float } %752, 1
	%757 = bitcast float %756 to i32
	%758 = insertelement <4 x i32> %755, i32 %757, i32 1
	%759 = extractvalue { float, float, float, float } %752, 2
	%760 = bitcast float %759 to i32
	%761 = insertelement <4 x i32> %758, i32 %760, i32 2
	%762 = extractvalue { float, float, float, float } %752, 3
	%763 = bitcast float %762 to i32
	%764 = insertelement <4 x i32> %761, i32 %763, i32 3
	%765 = extractelement <4 x i32> %764, i32 0
	%766 = bitcast i32 %765 to float
	store float %766, float* %8
	%767 = extractelement <4 x i32> %764, i32 1
	%768 = bitcast i32 %767 to float
	store float %768, float* %9
	%769 = extractelement <4 x i32> %764, i32 2
	%770 = bitcast i32 %769 to float
	store float %770, float* %10
	%771 = extractelement <4 x i32> %764, i32 3
	%772 = bitcast i32 %771 to float
	store float %772, float* %11
	%773 = extractelement <4 x i32> %679, i32 2
	%774 = extractelement <4 x i32> %679, i32 3
	%775 = extractelement <4 x i32> %670, i32 2
	%776 = extractelement <4 x i32> %674, i32 2
	%777 = extractelement <4 x i32> %670, i32 3
	%778 = extractelement <4 x i32> %674, i32 3
	%779 = load float, float* %8
	%780 = load float, float* %9
	%781 = load float, float* %10
	%782 = load float, float* %11
	%783 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %775, i32 %776, i32 %777, i32 %778, i32 %773, i32 %774, float %779, float %780, float %781, float %782)
	%784 = extractvalue { float, float, float, float } %783, 0
	%785 = bitcast float %784 to i32
	%786 = insertelement <4 x i32> zeroinitializer, i32 %785, i32 0
	%787 = extractvalue { float, float, float, float } %783, 1
	%788 = bitcast float %787 to i32
	%789 = insertelement <4 x i32> %786, i32 %788, i32 1
	%790 = extractvalue { float, float, float, float } %783, 2
	%791 = bitcast float %790 to i32
	%792 = insertelement <4 x i32> %789, i32 %791, i32 2
	%793 = extractvalue { float, float, float, float } %783, 3
	%794 = bitcast float %793 to i32
	%795 = insertelement <4 x i32> %792, i32 %794, i32 3
	%796 = extractelement <4 x i32> %795, i32 0
	%797 = bitcast i32 %796 to float
	store float %797, float* %8
	%798 = extractelement <4 x i32> %795, i32 1
	%799 = bitcast i32 %798 to float
	store float %799, float* %9
	%800 = extractelement <4 x i32> %795, i32 2
	%801 = bitcast i32 %800 to float
	store float %801, float* %10
	%802 = extractelement <4 x i32> %795, i32 3
	%803 = bitcast i32 %802 to float
	store float %803, float* %11
	%804 = add i32 %641, 2
	br label %loop32, !llvm.loop !5

done34:
	%805 = mul i32 %342, 128
	%806 = add i32 %805, 0
	%807 = add i32 %806, %343
	%808 = load float, float* %8
	%809 = sext i32 %807 to i64
	%810 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %809
	store float %808, float addrspace(3)* %810
	%811 = mul i32 %342, 128
	%812 = add i32 %811, 32
	%813 = add i32 %812, %343
	%814 = load float, float* %9
	%815 = sext i32 %813 to i64
	%816 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %815
	store float %814, float addrspace(3)* %816
	%817 = mul i32 %342, 128
	%818 = add i32 %817, 64
	%819 = add i32 %818, %343
	%820 = load float, float* %10
	%821 = sext i32 %819 to i64
	%822 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %821
	store float %820, float addrspace(3)* %822
	%823 = mul i32 %342, 128
	%824 = add i32 %823, 96
	%825 = add i32 %824, %343
	%826 = load float, float* %11
	%827 = sext i32 %825 to i64
	%828 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %827
	store float %826, float addrspace(3)* %828
	call void @llvm.nvvm.barrier0()
	br label %loop35

loop35:
	%829 = phi i32 [ %341, %done34 ], [ %879, %join39 ]
	%830 = icmp slt i32 %829, 128
	br i1 %830, label %body36, label %done37

body36:
	%831 = sext i32 %829 to i64
	%832 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %831
	%833 = load float, float addrspace(3)* %832
	%834 = add i32 %829, 128
	%835 = sext i32 %834 to i64
	%836 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_bias_skew.smem11, i64 0, i64 %835
	%837 = load float, float addrspace(3)* %836
	%838 = fadd float %833, %837
	%839 = and i32 %829, 31
	%840 = lshr i32 %829, 5
	%841 = and i32 %840, 3
	%842 = lshr i32 %829, 7
	%843 = lshr i32 %839, 2
	%844 = add i32 %346, %843
	%845 = lshr i32 %841, 1
	%846 = mul i32 %845, 8
	%847 = add i32 %844, %846
	%848 = mul i32 %842, 8
	%849 = add i32 %627, %848
	%850 = and i32 %839, 3
	%851 = mul i32 %850, 2
	%852 = and i32 %841, 1
	%853 = add i32 %851, %852
	%854 = add i32 %849, %853
	%855 = icmp slt i32 %854, %rows
	%856 = icmp slt i32 %847, 16
	%857 = and i1 %855, %856
	br i1 %857, label %then38, label %join39

done37:
	call void @llvm.nvvm.barrier0()
	%858 = add i32 %627, 8
	br label %loop29

then38:
	%859 = sext i32 %847 to i64
	%860 = getelementptr i16, i16 addrspace(1)* %bias2, i64 %859
	%861 = load i16, i16 addrspace(1)* %860
	%862 = zext i16 %861 to i32
	%863 = shl i32 %862, 16
	%864 = bitcast i32 %863 to float
	%865 = fadd float %838, %864
	%866 = mul i32 %854, 16
	%867 = add i32 %866, %847
	%868 = bitcast float %865 to i32
	%869 = lshr i32 %868, 16
	%870 = and i32 %869, 1
	%871 = add i32 %868, u0x7FFF
	%872 = add i32 %871, %870
	%873 = lshr i32 %872, 16
	%874 = fcmp uno float %865, %865
	%875 = select i1 %874, i32 32704, i32 %873
	%876 = trunc i32 %875 to i16
	%877 = sext i32 %867 to i64
	%878 = getelementptr i16, i16 addrspace(1)* %y2, i64 %877
	store i16 %876, i16 addrspace(1)* %878
	br label %join39

join39:
	%879 = add i32 %829, 64
	br label %loop35
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare void @llvm.nvvm.barrier0()

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
