target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5 = internal addrspace(3) global [256 x float] undef, align 16

define ptx_kernel void @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32(float addrspace(1)* %y, i16 addrspace(1)* %x, i16 addrspace(1)* %w, float addrspace(1)* %res, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = sub i32 %4, 0
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = lshr i32 %6, 5
	%8 = and i32 %6, 31
	%9 = lshr i32 %8, 2
	%10 = and i32 %8, 3
	%11 = mul i32 %5, 16
	%12 = add i32 %9, 0
	%13 = add i32 %11, %12
	%14 = icmp slt i32 %13, 32
	%15 = select i1 %14, i32 %13, i32 31
	%16 = sext i32 %15 to i64
	%17 = mul i64 %16, 256
	%18 = mul i32 %10, 8
	%19 = sext i32 %18 to i64
	%20 = add i64 %17, %19
	%21 = add i32 %9, 8
	%22 = add i32 %11, %21
	%23 = icmp slt i32 %22, 32
	%24 = select i1 %23, i32 %22, i32 31
	%25 = sext i32 %24 to i64
	%26 = mul i64 %25, 256
	%27 = mul i32 %10, 8
	%28 = sext i32 %27 to i64
	%29 = add i64 %26, %28
	%30 = mul i32 %7, 8
	%31 = sdiv i32 %30, 2
	%32 = add i32 %7, 1
	%33 = mul i32 %32, 8
	%34 = sdiv i32 %33, 2
	%35 = sub i32 %34, %31
	%36 = sdiv i32 %35, 2
	%37 = mul i32 %36, 2
	%38 = add i32 %31, %37
	br label %loop1

loop1:
	%39 = phi i32 [ 0, %body ], [ %343, %done12 ]
	%40 = icmp slt i32 %39, %rows
	br i1 %40, label %body2, label %done3

body2:
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	%41 = add i32 %39, 0
	%42 = add i32 %41, %9
	%43 = icmp slt i32 %42, %rows
	%44 = sub i32 %rows, 1
	%45 = select i1 %43, i32 %42, i32 %44
	%46 = mul i32 %45, 256
	%47 = mul i32 %10, 8
	%48 = add i32 %46, %47
	%49 = icmp slt i32 %41, %rows
	br label %loop4

done3:
	ret void

loop4:
	%50 = phi i32 [ %31, %body2 ], [ %208, %body5 ]
	%51 = icmp slt i32 %50, %38
	br i1 %51, label %body5, label %done6

body5:
	%52 = add i32 %50, 0
	%53 = mul i32 %52, 32
	%54 = sext i32 %53 to i64
	%55 = add i64 %20, %54
	%56 = getelementptr i16, i16 addrspace(1)* %w, i64 %55
	%57 = bitcast i16 addrspace(1)* %56 to <4 x i32> addrspace(1)*
	%58 = load <4 x i32>, <4 x i32> addrspace(1)* %57, align 16, !invariant.load !2
	%59 = add i64 %29, %54
	%60 = getelementptr i16, i16 addrspace(1)* %w, i64 %59
	%61 = bitcast i16 addrspace(1)* %60 to <4 x i32> addrspace(1)*
	%62 = load <4 x i32>, <4 x i32> addrspace(1)* %61, align 16, !invariant.load !2
	%63 = add i32 %48, %53
	%64 = sext i32 %63 to i64
	%65 = getelementptr i16, i16 addrspace(1)* %x, i64 %64
	%66 = bitcast i16 addrspace(1)* %65 to <4 x i32> addrspace(1)*
	%67 = load <4 x i32>, <4 x i32> addrspace(1)* %66, align 16, !invariant.load !2
	%68 = add i32 %50, 1
	%69 = mul i32 %68, 32
	%70 = sext i32 %69 to i64
	%71 = add i64 %20, %70
	%72 = getelementptr i16, i16 addrspace(1)* %w, i64 %71
	%73 = bitcast i16 addrspace(1)* %72 to <4 x i32> addrspace(1)*
	%74 = load <4 x i32>, <4 x i32> addrspace(1)* %73, align 16, !invariant.load !2
	%75 = add i64 %29, %70
	%76 = getelementptr i16, i16 addrspace(1)* %w, i64 %75
	%77 = bitcast i16 addrspace(1)* %76 to <4 x i32> addrspace(1)*
	%78 = load <4 x i32>, <4 x i32> addrspace(1)* %77, align 16, !invariant.load !2
	%79 = add i32 %48, %69
	%80 = sext i32 %79 to i64
	%81 = getelementptr i16, i16 addrspace(1)* %x, i64 %80
	%82 = bitcast i16 addrspace(1)* %81 to <4 x i32> addrspace(1)*
	%83 = load <4 x i32>, <4 x i32> addrspace(1)* %82, align 16, !invariant.load !2
	%84 = extractelement <4 x i32> %67, i32 0
	%85 = extractelement <4 x i32> %67, i32 1
	%86 = extractelement <4 x i32> %58, i32 0
	%87 = extractelement <4 x i32> %62, i32 0
	%88 = extractelement <4 x i32> %58, i32 1
	%89 = extractelement <4 x i32> %62, i32 1
	%90 = load float, float* %0
	%91 = load float, float* %1
	%92 = load float, float* %2
	%93 = load float, float* %3
	%94 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %86, i32 %87, i32 %88, i32 %89, i32 %84, i32 %85, float %90, float %91, float %92, float %93)
	%95 = extractvalue { float, float, float, float } %94, 0
	%96 = bitcast float %95 to i32
	%97 = insertelement <4 x i32> zeroinitializer, i32 %96, i32 0
	%98 = extractvalue { float, float, float, float } %94, 1
	%99 = bitcast float %98 to i32
	%100 = insertelement <4 x i32> %97, i32 %99, i32 1
	%101 = extractvalue { float, float, float, float } %94, 2
	%102 = bitcast float %101 to i32
	%103 = insertelement <4 x i32> %100, i32 %102, i32 2
	%104 = extractvalue { float, float, float, float } %94, 3
	%105 = bitcast float %104 to i32
	%106 = insertelement <4 x i32> %103, i32 %105, i32 3
	%107 = extractelement <4 x i32> %106, i32 0
	%108 = bitcast i32 %107 to float
	store float %108, float* %0
	%109 = extractelement <4 x i32> %106, i32 1
	%110 = bitcast i32 %109 to float
	store float %110, float* %1
	%111 = extractelement <4 x i32> %106, i32 2
	%112 = bitcast i32 %111 to float
	store float %112, float* %2
	%113 = extractelement <4 x i32> %106, i32 3
	%114 = bitcast i32 %113 to float
	store float %114, float* %3
	%115 = extractelement <4 x i32> %67, i32 2
	%116 = extractelement <4 x i32> %67, i32 3
	%117 = extractelement <4 x i32> %58, i32 2
	%118 = extractelement <4 x i32> %62, i32 2
	%119 = extractelement <4 x i32> %58, i32 3
	%120 = extractelement <4 x i32> %62, i32 3
	%121 = load float, float* %0
	%122 = load float, float* %1
	%123 = load float, float* %2
	%124 = load float, float* %3
	%125 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %117, i32 %118, i32 %119, i32 %120, i32 %115, i32 %116, float %121, float %122, float %123, float %124)
	%126 = extractvalue { float, float, float, float } %125, 0
	%127 = bitcast float %126 to i32
	%128 = insertelement <4 x i32> zeroinitializer, i32 %127, i32 0
	%129 = extractvalue { float, float, float, float } %125, 1
	%130 = bitcast float %129 to i32
	%131 = insertelement <4 x i32> %128, i32 %130, i32 1
	%132 = extractvalue { float, float, float, float } %125, 2
	%133 = bitcast float %132 to i32
	%134 = insertelement <4 x i32> %131, i32 %133, i32 2
	%135 = extractvalue { float, float, float, float } %125, 3
	%136 = bitcast float %135 to i32
	%137 = insertelement <4 x i32> %134, i32 %136, i32 3
	%138 = extractelement <4 x i32> %137, i32 0
	%139 = bitcast i32 %138 to float
	store float %139, float* %0
	%140 = extractelement <4 x i32> %137, i32 1
	%141 = bitcast i32 %140 to float
	store float %141, float* %1
	%142 = extractelement <4 x i32> %137, i32 2
	%143 = bitcast i32 %142 to float
	store float %143, float* %2
	%144 = extractelement <4 x i32> %137, i32 3
	%145 = bitcast i32 %144 to float
	store float %145, float* %3
	%146 = extractelement <4 x i32> %83, i32 0
	%147 = extractelement <4 x i32> %83, i32 1
	%148 = extractelement <4 x i32> %74, i32 0
	%149 = extractelement <4 x i32> %78, i32 0
	%150 = extractelement <4 x i32> %74, i32 1
	%151 = extractelement <4 x i32> %78, i32 1
	%152 = load float, float* %0
	%153 = load float, float* %1
	%154 = load float, float* %2
	%155 = load float, float* %3
	%156 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %148, i32 %149, i32 %150, i32 %151, i32 %146, i32 %147, float %152, float %153, float %154, float %155)
	%157 = extractvalue { float, float, float, float } %156, 0
	%158 = bitcast float %157 to i32
	%159 = insertelement <4 x i32> zeroinitializer, i32 %158, i32 0
	%160 = extractvalue { float, float, float, float } %156, 1
	%161 = bitcast float %160 to i32
	%162 = insertelement <4 x i32> %159, i32 %161, i32 1
	%163 = extractvalue { float, float, float, float } %156, 2
	%164 = bitcast float %163 to i32
	%165 = insertelement <4 x i32> %162, i32 %164, i32 2
	%166 = extractvalue { float, float, float, float } %156, 3
	%167 = bitcast float %166 to i32
	%168 = insertelement <4 x i32> %165, i32 %167, i32 3
	%169 = extractelement <4 x i32> %168, i32 0
	%170 = bitcast i32 %169 to float
	store float %170, float* %0
	%171 = extractelement <4 x i32> %168, i32 1
	%172 = bitcast i32 %171 to float
	store float %172, float* %1
	%173 = extractelement <4 x i32> %168, i32 2
	%174 = bitcast i32 %173 to float
	store float %174, float* %2
	%175 = extractelement <4 x i32> %168, i32 3
	%176 = bitcast i32 %175 to float
	store float %176, float* %3
	%177 = extractelement <4 x i32> %83, i32 2
	%178 = extractelement <4 x i32> %83, i32 3
	%179 = extractelement <4 x i32> %74, i32 2
	%180 = extractelement <4 x i32> %78, i32 2
	%181 = extractelement <4 x i32> %74, i32 3
	%182 = extractelement <4 x i32> %78, i32 3
	%183 = load float, float* %0
	%184 = load float, float* %1
	%185 = load float, float* %2
	%186 = load float, float* %3
	%187 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %179, i32 %180, i32 %181, i32 %182, i32 %177, i32 %178, float %183, float %184, float %185, float %186)
	%188 = extractvalue { float, float, float, float } %187, 0
	%189 = bitcast float %188 to i32
	%190 = insertelement <4 x i32> zeroinitializer, i32 %189, i32 0
	%191 = extractvalue { float, float, float, float } %187, 1
	%192 = bitcast float %191 to i32
	%193 = insertelement <4 x i32> %190, i32 %192, i32 1
	%194 = extractvalue { float, float, float, float } %187, 2
	%195 = bitcast float %194 to i32
	%196 = insertelement <4 x i32> %193, i32 %195, i32 2
	%197 = extractvalue { float, float, float, float } %187, 3
	%198 = bitcast float %197 to i32
	%199 = insertelement <4 x i32> %196, i32 %198, i32 3
	%200 = extractelement <4 x i32> %199, i32 0
	%201 = bitcast i32 %200 to float
	store float %201, float* %0
	%202 = extractelement <4 x i32> %199, i32 1
	%203 = bitcast i32 %202 to float
	store float %203, float* %1
	%204 = extractelement <4 x i32> %199, i32 2
	%205 = bitcast i32 %204 to float
	store float %205, float* %2
	%206 = extractelement <4 x i32> %199, i32 3
	%207 = bitcast i32 %206 to float
	store float %207, float* %3
	%208 = add i32 %50, 2
	br label %loop4, !llvm.loop !3

done6:
	br label %loop7

loop7:
	%209 = phi i32 [ %38, %done6 ], [ %289, %body8 ]
	%210 = icmp slt i32 %209, %34
	br i1 %210, label %body8, label %done9

body8:
	%211 = add i32 %209, 0
	%212 = mul i32 %211, 32
	%213 = sext i32 %212 to i64
	%214 = add i64 %20, %213
	%215 = getelementptr i16, i16 addrspace(1)* %w, i64 %214
	%216 = bitcast i16 addrspace(1)* %215 to <4 x i32> addrspace(1)*
	%217 = load <4 x i32>, <4 x i32> addrspace(1)* %216, align 16, !invariant.load !2
	%218 = add i64 %29, %213
	%219 = getelementptr i16, i16 addrspace(1)* %w, i64 %218
	%220 = bitcast i16 addrspace(1)* %219 to <4 x i32> addrspace(1)*
	%221 = load <4 x i32>, <4 x i32> addrspace(1)* %220, align 16, !invariant.load !2
	%222 = add i32 %48, %212
	%223 = sext i32 %222 to i64
	%224 = getelementptr i16, i16 addrspace(1)* %x, i64 %223
	%225 = bitcast i16 addrspace(1)* %224 to <4 x i32> addrspace(1)*
	%226 = load <4 x i32>, <4 x i32> addrspace(1)* %225, align 16, !invariant.load !2
	%227 = extractelement <4 x i32> %226, i32 0
	%228 = extractelement <4 x i32> %226, i32 1
	%229 = extractelement <4 x i32> %217, i32 0
	%230 = extractelement <4 x i32> %221, i32 0
	%231 = extractelement <4 x i32> %217, i32 1
	%232 = extractelement <4 x i32> %221, i32 1
	%233 = load float, float* %0
	%234 = load float, float* %1
	%235 = load float, float* %2
	%236 = load float, float* %3
	%237 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %229, i32 %230, i32 %231, i32 %232, i32 %227, i32 %228, float %233, float %234, float %235, float %236)
	%238 = extractvalue { float, float, float, float } %237, 0
	%239 = bitcast float %238 to i32
	%240 = insertelement <4 x i32> zeroinitializer, i32 %239, i32 0
	%241 = extractvalue { float, float, float, float } %237, 1
	%242 = bitcast float %241 to i32
	%243 = insertelement <4 x i32> %240, i32 %242, i32 1
	%244 = extractvalue { float, float, float, float } %237, 2
	%245 = bitcast float %244 to i32
	%246 = insertelement <4 x i32> %243, i32 %245, i32 2
	%247 = extractvalue { float, float, float, float } %237, 3
	%248 = bitcast float %247 to i32
	%249 = insertelement <4 x i32> %246, i32 %248, i32 3
	%250 = extractelement <4 x i32> %249, i32 0
	%251 = bitcast i32 %250 to float
	store float %251, float* %0
	%252 = extractelement <4 x i32> %249, i32 1
	%253 = bitcast i32 %252 to float
	store float %253, float* %1
	%254 = extractelement <4 x i32> %249, i32 2
	%255 = bitcast i32 %254 to float
	store float %255, float* %2
	%256 = extractelement <4 x i32> %249, i32 3
	%257 = bitcast i32 %256 to float
	store float %257, float* %3
	%258 = extractelement <4 x i32> %226, i32 2
	%259 = extractelement <4 x i32> %226, i32 3
	%260 = extractelement <4 x i32> %217, i32 2
	%261 = extractelement <4 x i32> %221, i32 2
	%262 = extractelement <4 x i32> %217, i32 3
	%263 = extractelement <4 x i32> %221, i32 3
	%264 = load float, float* %0
	%265 = load float, float* %1
	%266 = load float, float* %2
	%267 = load float, float* %3
	%268 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %260, i32 %261, i32 %262, i32 %263, i32 %258, i32 %259, float %264, float %265, float %266, float %267)
	%269 = extractvalue { float, float, float, float } %268, 0
	%270 = bitcast float %269 to i32
	%271 = insertelement <4 x i32> zeroinitializer, i32 %270, i32 0
	%272 = extractvalue { float, float, float, float } %268, 1
	%273 = bitcast float %272 to i32
	%274 = insertelement <4 x i32> %271, i32 %273, i32 1
	%275 = extractvalue { float, float, float, float } %268, 2
	%276 = bitcast float %275 to i32
	%277 = insertelement <4 x i32> %274, i32 %276, i32 2
	%278 = extractvalue { float, float, float, float } %268, 3
	%279 = bitcast float %278 to i32
	%280 = insertelement <4 x i32> %277, i32 %279, i32 3
	%281 = extractelement <4 x i32> %280, i32 0
	%282 = bitcast i32 %281 to float
	store float %282, float* %0
	%283 = extractelement <4 x i32> %280, i32 1
	%284 = bitcast i32 %283 to float
	store float %284, float* %1
	%285 = extractelement <4 x i32> %280, i32 2
	%286 = bitcast i32 %285 to float
	store float %286, float* %2
	%287 = extractelement <4 x i32> %280, i32 3
	%288 = bitcast i32 %287 to float
	store float %288, float* %3
	%289 = add i32 %209, 1
	br label %loop7, !llvm.loop !5

done9:
	%290 = mul i32 %7, 128
	%291 = add i32 %290, 0
	%292 = add i32 %291, %8
	%293 = load float, float* %0
	%294 = sext i32 %292 to i64
	%295 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %294
	store float %293, float addrspace(3)* %295
	%296 = mul i32 %7, 128
	%297 = add i32 %296, 32
	%298 = add i32 %297, %8
	%299 = load float, float* %1
	%300 = sext i32 %298 to i64
	%301 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %300
	store float %299, float addrspace(3)* %301
	%302 = mul i32 %7, 128
	%303 = add i32 %302, 64
	%304 = add i32 %303, %8
	%305 = load float, float* %2
	%306 = sext i32 %304 to i64
	%307 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %306
	store float %305, float addrspace(3)* %307
	%308 = mul i32 %7, 128
	%309 = add i32 %308, 96
	%310 = add i32 %309, %8
	%311 = load float, float* %3
	%312 = sext i32 %310 to i64
	%313 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %312
	store float %311, float addrspace(3)* %313
	call void @llvm.nvvm.barrier0()
	br label %loop10

loop10:
	%314 = phi i32 [ %6, %done9 ], [ %362, %join14 ]
	%315 = icmp slt i32 %314, 128
	br i1 %315, label %body11, label %done12

body11:
	%316 = sext i32 %314 to i64
	%317 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %316
	%318 = load float, float addrspace(3)* %317
	%319 = add i32 %314, 128
	%320 = sext i32 %319 to i64
	%321 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32.smem5, i64 0, i64 %320
	%322 = load float, float addrspace(3)* %321
	%323 = fadd float %318, %322
	%324 = and i32 %314, 31
	%325 = lshr i32 %314, 5
	%326 = and i32 %325, 3
	%327 = lshr i32 %314, 7
	%328 = lshr i32 %324, 2
	%329 = add i32 %11, %328
	%330 = lshr i32 %326, 1
	%331 = mul i32 %330, 8
	%332 = add i32 %329, %331
	%333 = mul i32 %327, 8
	%334 = add i32 %39, %333
	%335 = and i32 %324, 3
	%336 = mul i32 %335, 2
	%337 = and i32 %326, 1
	%338 = add i32 %336, %337
	%339 = add i32 %334, %338
	%340 = icmp slt i32 %339, %rows
	%341 = icmp slt i32 %332, 32
	%342 = and i1 %340, %341
	br i1 %342, label %then13, label %join14

done12:
	call void @llvm.nvvm.barrier0()
	%343 = add i32 %39, 8
	br label %loop1

then13:
	%344 = mul i32 %339, 32
	%345 = add i32 %344, %332
	%346 = bitcast float %323 to i32
	%347 = lshr i32 %346, 16
	%348 = and i32 %347, 1
	%349 = add i32 %346, u0x7FFF
	%350 = add i32 %349, %348
	%351 = lshr i32 %350, 16
	%352 = fcmp une float %323, %323
	%353 = select i1 %352, i32 32704, i32 %351
	%354 = shl i32 %353, 16
	%355 = bitcast i32 %354 to float
	%356 = sext i32 %345 to i64
	%357 = getelementptr float, float addrspace(1)* %res, i64 %356
	%358 = load float, float addrspace(1)* %357
	%359 = fadd float %358, %355
	%360 = sext i32 %345 to i64
	%361 = getelementptr float, float addrspace(1)* %y, i64 %360
	store float %359, float addrspace(1)* %361
	br label %join14

join14:
	%362 = add i32 %314, 64
	br label %loop10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}

!0 = !{void (float addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, float addrspace(1)*, i32)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32, !"maxntidx", i32 64}
!1 = !{void (float addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, float addrspace(1)*, i32)* @linear_decode_bf16_bf16_i256_o32_t8_s2_u2_m3_res_f32, !"minctasm", i32 3}
!2 = !{}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
