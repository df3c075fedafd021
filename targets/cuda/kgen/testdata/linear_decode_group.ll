target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11 = internal addrspace(3) global [256 x float] undef, align 16

define ptx_kernel void @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias(i16 addrspace(1)* %y, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i16 addrspace(1)* %bias, i16 addrspace(1)* %y1, i16 addrspace(1)* %w1, i16 addrspace(1)* %bias1, i16 addrspace(1)* %y2, i16 addrspace(1)* %w2, i16 addrspace(1)* %bias2, i32 %rows) {
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
	br i1 %52, label %then18, label %else20

loop4:
	%53 = phi i32 [ 0, %then1 ], [ %357, %done15 ]
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
	br label %loop7

done6:
	br label %join2

loop7:
	%64 = phi i32 [ %41, %body5 ], [ %222, %body8 ]
	%65 = icmp slt i32 %64, %48
	br i1 %65, label %body8, label %done9

body8:
	%66 = add i32 %64, 0
	%67 = mul i32 %66, 32
	%68 = sext i32 %67 to i64
	%69 = add i64 %30, %68
	%70 = getelementptr i16, i16 addrspace(1)* %w, i64 %69
	%71 = bitcast i16 addrspace(1)* %70 to <4 x i32> addrspace(1)*
	%72 = load <4 x i32>, <4 x i32> addrspace(1)* %71, align 16, !invariant.load !2
	%73 = add i64 %39, %68
	%74 = getelementptr i16, i16 addrspace(1)* %w, i64 %73
	%75 = bitcast i16 addrspace(1)* %74 to <4 x i32> addrspace(1)*
	%76 = load <4 x i32>, <4 x i32> addrspace(1)* %75, align 16, !invariant.load !2
	%77 = add i32 %62, %67
	%78 = sext i32 %77 to i64
	%79 = getelementptr i16, i16 addrspace(1)* %x, i64 %78
	%80 = bitcast i16 addrspace(1)* %79 to <4 x i32> addrspace(1)*
	%81 = load <4 x i32>, <4 x i32> addrspace(1)* %80, align 16, !invariant.load !2
	%82 = add i32 %64, 1
	%83 = mul i32 %82, 32
	%84 = sext i32 %83 to i64
	%85 = add i64 %30, %84
	%86 = getelementptr i16, i16 addrspace(1)* %w, i64 %85
	%87 = bitcast i16 addrspace(1)* %86 to <4 x i32> addrspace(1)*
	%88 = load <4 x i32>, <4 x i32> addrspace(1)* %87, align 16, !invariant.load !2
	%89 = add i64 %39, %84
	%90 = getelementptr i16, i16 addrspace(1)* %w, i64 %89
	%91 = bitcast i16 addrspace(1)* %90 to <4 x i32> addrspace(1)*
	%92 = load <4 x i32>, <4 x i32> addrspace(1)* %91, align 16, !invariant.load !2
	%93 = add i32 %62, %83
	%94 = sext i32 %93 to i64
	%95 = getelementptr i16, i16 addrspace(1)* %x, i64 %94
	%96 = bitcast i16 addrspace(1)* %95 to <4 x i32> addrspace(1)*
	%97 = load <4 x i32>, <4 x i32> addrspace(1)* %96, align 16, !invariant.load !2
	%98 = extractelement <4 x i32> %81, i32 0
	%99 = extractelement <4 x i32> %81, i32 1
	%100 = extractelement <4 x i32> %72, i32 0
	%101 = extractelement <4 x i32> %76, i32 0
	%102 = extractelement <4 x i32> %72, i32 1
	%103 = extractelement <4 x i32> %76, i32 1
	%104 = load float, float* %0
	%105 = load float, float* %1
	%106 = load float, float* %2
	%107 = load float, float* %3
	%108 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %100, i32 %101, i32 %102, i32 %103, i32 %98, i32 %99, float %104, float %105, float %106, float %107)
	%109 = extractvalue { float, float, float, float } %108, 0
	%110 = bitcast float %109 to i32
	%111 = insertelement <4 x i32> zeroinitializer, i32 %110, i32 0
	%112 = extractvalue { float, float, float, float } %108, 1
	%113 = bitcast float %112 to i32
	%114 = insertelement <4 x i32> %111, i32 %113, i32 1
	%115 = extractvalue { float, float, float, float } %108, 2
	%116 = bitcast float %115 to i32
	%117 = insertelement <4 x i32> %114, i32 %116, i32 2
	%118 = extractvalue { float, float, float, float } %108, 3
	%119 = bitcast float %118 to i32
	%120 = insertelement <4 x i32> %117, i32 %119, i32 3
	%121 = extractelement <4 x i32> %120, i32 0
	%122 = bitcast i32 %121 to float
	store float %122, float* %0
	%123 = extractelement <4 x i32> %120, i32 1
	%124 = bitcast i32 %123 to float
	store float %124, float* %1
	%125 = extractelement <4 x i32> %120, i32 2
	%126 = bitcast i32 %125 to float
	store float %126, float* %2
	%127 = extractelement <4 x i32> %120, i32 3
	%128 = bitcast i32 %127 to float
	store float %128, float* %3
	%129 = extractelement <4 x i32> %81, i32 2
	%130 = extractelement <4 x i32> %81, i32 3
	%131 = extractelement <4 x i32> %72, i32 2
	%132 = extractelement <4 x i32> %76, i32 2
	%133 = extractelement <4 x i32> %72, i32 3
	%134 = extractelement <4 x i32> %76, i32 3
	%135 = load float, float* %0
	%136 = load float, float* %1
	%137 = load float, float* %2
	%138 = load float, float* %3
	%139 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %131, i32 %132, i32 %133, i32 %134, i32 %129, i32 %130, float %135, float %136, float %137, float %138)
	%140 = extractvalue { float, float, float, float } %139, 0
	%141 = bitcast float %140 to i32
	%142 = insertelement <4 x i32> zeroinitializer, i32 %141, i32 0
	%143 = extractvalue { float, float, float, float } %139, 1
	%144 = bitcast float %143 to i32
	%145 = insertelement <4 x i32> %142, i32 %144, i32 1
	%146 = extractvalue { float, float, float, float } %139, 2
	%147 = bitcast float %146 to i32
	%148 = insertelement <4 x i32> %145, i32 %147, i32 2
	%149 = extractvalue { float, float, float, float } %139, 3
	%150 = bitcast float %149 to i32
	%151 = insertelement <4 x i32> %148, i32 %150, i32 3
	%152 = extractelement <4 x i32> %151, i32 0
	%153 = bitcast i32 %152 to float
	store float %153, float* %0
	%154 = extractelement <4 x i32> %151, i32 1
	%155 = bitcast i32 %154 to float
	store float %155, float* %1
	%156 = extractelement <4 x i32> %151, i32 2
	%157 = bitcast i32 %156 to float
	store float %157, float* %2
	%158 = extractelement <4 x i32> %151, i32 3
	%159 = bitcast i32 %158 to float
	store float %159, float* %3
	%160 = extractelement <4 x i32> %97, i32 0
	%161 = extractelement <4 x i32> %97, i32 1
	%162 = extractelement <4 x i32> %88, i32 0
	%163 = extractelement <4 x i32> %92, i32 0
	%164 = extractelement <4 x i32> %88, i32 1
	%165 = extractelement <4 x i32> %92, i32 1
	%166 = load float, float* %0
	%167 = load float, float* %1
	%168 = load float, float* %2
	%169 = load float, float* %3
	%170 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %162, i32 %163, i32 %164, i32 %165, i32 %160, i32 %161, float %166, float %167, float %168, float %169)
	%171 = extractvalue { float, float, float, float } %170, 0
	%172 = bitcast float %171 to i32
	%173 = insertelement <4 x i32> zeroinitializer, i32 %172, i32 0
	%174 = extractvalue { float, float, float, float } %170, 1
	%175 = bitcast float %174 to i32
	%176 = insertelement <4 x i32> %173, i32 %175, i32 1
	%177 = extractvalue { float, float, float, float } %170, 2
	%178 = bitcast float %177 to i32
	%179 = insertelement <4 x i32> %176, i32 %178, i32 2
	%180 = extractvalue { float, float, float, float } %170, 3
	%181 = bitcast float %180 to i32
	%182 = insertelement <4 x i32> %179, i32 %181, i32 3
	%183 = extractelement <4 x i32> %182, i32 0
	%184 = bitcast i32 %183 to float
	store float %184, float* %0
	%185 = extractelement <4 x i32> %182, i32 1
	%186 = bitcast i32 %185 to float
	store float %186, float* %1
	%187 = extractelement <4 x i32> %182, i32 2
	%188 = bitcast i32 %187 to float
	store float %188, float* %2
	%189 = extractelement <4 x i32> %182, i32 3
	%190 = bitcast i32 %189 to float
	store float %190, float* %3
	%191 = extractelement <4 x i32> %97, i32 2
	%192 = extractelement <4 x i32> %97, i32 3
	%193 = extractelement <4 x i32> %88, i32 2
	%194 = extractelement <4 x i32> %92, i32 2
	%195 = extractelement <4 x i32> %88, i32 3
	%196 = extractelement <4 x i32> %92, i32 3
	%197 = load float, float* %0
	%198 = load float, float* %1
	%199 = load float, float* %2
	%200 = load float, float* %3
	%201 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %193, i32 %194, i32 %195, i32 %196, i32 %191, i32 %192, float %197, float %198, float %199, float %200)
	%202 = extractvalue { float, float, float, float } %201, 0
	%203 = bitcast float %202 to i32
	%204 = insertelement <4 x i32> zeroinitializer, i32 %203, i32 0
	%205 = extractvalue { float, float, float, float } %201, 1
	%206 = bitcast float %205 to i32
	%207 = insertelement <4 x i32> %204, i32 %206, i32 1
	%208 = extractvalue { float, float, float, float } %201, 2
	%209 = bitcast float %208 to i32
	%210 = insertelement <4 x i32> %207, i32 %209, i32 2
	%211 = extractvalue { float, float, float, float } %201, 3
	%212 = bitcast float %211 to i32
	%213 = insertelement <4 x i32> %210, i32 %212, i32 3
	%214 = extractelement <4 x i32> %213, i32 0
	%215 = bitcast i32 %214 to float
	store float %215, float* %0
	%216 = extractelement <4 x i32> %213, i32 1
	%217 = bitcast i32 %216 to float
	store float %217, float* %1
	%218 = extractelement <4 x i32> %213, i32 2
	%219 = bitcast i32 %218 to float
	store float %219, float* %2
	%220 = extractelement <4 x i32> %213, i32 3
	%221 = bitcast i32 %220 to float
	store float %221, float* %3
	%222 = add i32 %64, 2
	br label %loop7, !llvm.loop !3

done9:
	br label %loop10

loop10:
	%223 = phi i32 [ %48, %done9 ], [ %303, %body11 ]
	%224 = icmp slt i32 %223, %44
	br i1 %224, label %body11, label %done12

body11:
	%225 = add i32 %223, 0
	%226 = mul i32 %225, 32
	%227 = sext i32 %226 to i64
	%228 = add i64 %30, %227
	%229 = getelementptr i16, i16 addrspace(1)* %w, i64 %228
	%230 = bitcast i16 addrspace(1)* %229 to <4 x i32> addrspace(1)*
	%231 = load <4 x i32>, <4 x i32> addrspace(1)* %230, align 16, !invariant.load !2
	%232 = add i64 %39, %227
	%233 = getelementptr i16, i16 addrspace(1)* %w, i64 %232
	%234 = bitcast i16 addrspace(1)* %233 to <4 x i32> addrspace(1)*
	%235 = load <4 x i32>, <4 x i32> addrspace(1)* %234, align 16, !invariant.load !2
	%236 = add i32 %62, %226
	%237 = sext i32 %236 to i64
	%238 = getelementptr i16, i16 addrspace(1)* %x, i64 %237
	%239 = bitcast i16 addrspace(1)* %238 to <4 x i32> addrspace(1)*
	%240 = load <4 x i32>, <4 x i32> addrspace(1)* %239, align 16, !invariant.load !2
	%241 = extractelement <4 x i32> %240, i32 0
	%242 = extractelement <4 x i32> %240, i32 1
	%243 = extractelement <4 x i32> %231, i32 0
	%244 = extractelement <4 x i32> %235, i32 0
	%245 = extractelement <4 x i32> %231, i32 1
	%246 = extractelement <4 x i32> %235, i32 1
	%247 = load float, float* %0
	%248 = load float, float* %1
	%249 = load float, float* %2
	%250 = load float, float* %3
	%251 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %243, i32 %244, i32 %245, i32 %246, i32 %241, i32 %242, float %247, float %248, float %249, float %250)
	%252 = extractvalue { float, float, float, float } %251, 0
	%253 = bitcast float %252 to i32
	%254 = insertelement <4 x i32> zeroinitializer, i32 %253, i32 0
	%255 = extractvalue { float, float, float, float } %251, 1
	%256 = bitcast float %255 to i32
	%257 = insertelement <4 x i32> %254, i32 %256, i32 1
	%258 = extractvalue { float, float, float, float } %251, 2
	%259 = bitcast float %258 to i32
	%260 = insertelement <4 x i32> %257, i32 %259, i32 2
	%261 = extractvalue { float, float, float, float } %251, 3
	%262 = bitcast float %261 to i32
	%263 = insertelement <4 x i32> %260, i32 %262, i32 3
	%264 = extractelement <4 x i32> %263, i32 0
	%265 = bitcast i32 %264 to float
	store float %265, float* %0
	%266 = extractelement <4 x i32> %263, i32 1
	%267 = bitcast i32 %266 to float
	store float %267, float* %1
	%268 = extractelement <4 x i32> %263, i32 2
	%269 = bitcast i32 %268 to float
	store float %269, float* %2
	%270 = extractelement <4 x i32> %263, i32 3
	%271 = bitcast i32 %270 to float
	store float %271, float* %3
	%272 = extractelement <4 x i32> %240, i32 2
	%273 = extractelement <4 x i32> %240, i32 3
	%274 = extractelement <4 x i32> %231, i32 2
	%275 = extractelement <4 x i32> %235, i32 2
	%276 = extractelement <4 x i32> %231, i32 3
	%277 = extractelement <4 x i32> %235, i32 3
	%278 = load float, float* %0
	%279 = load float, float* %1
	%280 = load float, float* %2
	%281 = load float, float* %3
	%282 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %274, i32 %275, i32 %276, i32 %277, i32 %272, i32 %273, float %278, float %279, float %280, float %281)
	%283 = extractvalue { float, float, float, float } %282, 0
	%284 = bitcast float %283 to i32
	%285 = insertelement <4 x i32> zeroinitializer, i32 %284, i32 0
	%286 = extractvalue { float, float, float, float } %282, 1
	%287 = bitcast float %286 to i32
	%288 = insertelement <4 x i32> %285, i32 %287, i32 1
	%289 = extractvalue { float, float, float, float } %282, 2
	%290 = bitcast float %289 to i32
	%291 = insertelement <4 x i32> %288, i32 %290, i32 2
	%292 = extractvalue { float, float, float, float } %282, 3
	%293 = bitcast float %292 to i32
	%294 = insertelement <4 x i32> %291, i32 %293, i32 3
	%295 = extractelement <4 x i32> %294, i32 0
	%296 = bitcast i32 %295 to float
	store float %296, float* %0
	%297 = extractelement <4 x i32> %294, i32 1
	%298 = bitcast i32 %297 to float
	store float %298, float* %1
	%299 = extractelement <4 x i32> %294, i32 2
	%300 = bitcast i32 %299 to float
	store float %300, float* %2
	%301 = extractelement <4 x i32> %294, i32 3
	%302 = bitcast i32 %301 to float
	store float %302, float* %3
	%303 = add i32 %223, 1
	br label %loop10, !llvm.loop !5

done12:
	%304 = mul i32 %17, 128
	%305 = add i32 %304, 0
	%306 = add i32 %305, %18
	%307 = load float, float* %0
	%308 = sext i32 %306 to i64
	%309 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %308
	store float %307, float addrspace(3)* %309
	%310 = mul i32 %17, 128
	%311 = add i32 %310, 32
	%312 = add i32 %311, %18
	%313 = load float, float* %1
	%314 = sext i32 %312 to i64
	%315 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %314
	store float %313, float addrspace(3)* %315
	%316 = mul i32 %17, 128
	%317 = add i32 %316, 64
	%318 = add i32 %317, %18
	%319 = load float, float* %2
	%320 = sext i32 %318 to i64
	%321 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %320
	store float %319, float addrspace(3)* %321
	%322 = mul i32 %17, 128
	%323 = add i32 %322, 96
	%324 = add i32 %323, %18
	%325 = load float, float* %3
	%326 = sext i32 %324 to i64
	%327 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %326
	store float %325, float addrspace(3)* %327
	call void @llvm.nvvm.barrier0()
	br label %loop13

loop13:
	%328 = phi i32 [ %16, %done12 ], [ %378, %join17 ]
	%329 = icmp slt i32 %328, 128
	br i1 %329, label %body14, label %done15

body14:
	%330 = sext i32 %328 to i64
	%331 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %330
	%332 = load float, float addrspace(3)* %331
	%333 = add i32 %328, 128
	%334 = sext i32 %333 to i64
	%335 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %334
	%336 = load float, float addrspace(3)* %335
	%337 = fadd float %332, %336
	%338 = and i32 %328, 31
	%339 = lshr i32 %328, 5
	%340 = and i32 %339, 3
	%341 = lshr i32 %328, 7
	%342 = lshr i32 %338, 2
	%343 = add i32 %21, %342
	%344 = lshr i32 %340, 1
	%345 = mul i32 %344, 8
	%346 = add i32 %343, %345
	%347 = mul i32 %341, 8
	%348 = add i32 %53, %347
	%349 = and i32 %338, 3
	%350 = mul i32 %349, 2
	%351 = and i32 %340, 1
	%352 = add i32 %350, %351
	%353 = add i32 %348, %352
	%354 = icmp slt i32 %353, %rows
	%355 = icmp slt i32 %346, 32
	%356 = and i1 %354, %355
	br i1 %356, label %then16, label %join17

done15:
	call void @llvm.nvvm.barrier0()
	%357 = add i32 %53, 8
	br label %loop4

then16:
	%358 = sext i32 %346 to i64
	%359 = getelementptr i16, i16 addrspace(1)* %bias, i64 %358
	%360 = load i16, i16 addrspace(1)* %359
	%361 = zext i16 %360 to i32
	%362 = shl i32 %361, 16
	%363 = bitcast i32 %362 to float
	%364 = fadd float %337, %363
	%365 = mul i32 %353, 32
	%366 = add i32 %365, %346
	%367 = bitcast float %364 to i32
	%368 = lshr i32 %367, 16
	%369 = and i32 %368, 1
	%370 = add i32 %367, u0x7FFF
	%371 = add i32 %370, %369
	%372 = lshr i32 %371, 16
	%373 = fcmp uno float %364, %364
	%374 = select i1 %373, i32 32704, i32 %372
	%375 = trunc i32 %374 to i16
	%376 = sext i32 %366 to i64
	%377 = getelementptr i16, i16 addrspace(1)* %y, i64 %376
	store i16 %375, i16 addrspace(1)* %377
	br label %join17

join17:
	%378 = add i32 %328, 64
	br label %loop13

then18:
	%379 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%380 = lshr i32 %379, 5
	%381 = and i32 %379, 31
	%382 = lshr i32 %381, 2
	%383 = and i32 %381, 3
	%384 = mul i32 %50, 16
	%385 = add i32 %382, 0
	%386 = add i32 %384, %385
	%387 = icmp slt i32 %386, 16
	%388 = select i1 %387, i32 %386, i32 15
	%389 = sext i32 %388 to i64
	%390 = mul i64 %389, 128
	%391 = mul i32 %383, 8
	%392 = sext i32 %391 to i64
	%393 = add i64 %390, %392
	%394 = add i32 %382, 8
	%395 = add i32 %384, %394
	%396 = icmp slt i32 %395, 16
	%397 = select i1 %396, i32 %395, i32 15
	%398 = sext i32 %397 to i64
	%399 = mul i64 %398, 128
	%400 = mul i32 %383, 8
	%401 = sext i32 %400 to i64
	%402 = add i64 %399, %401
	%403 = mul i32 %380, 4
	%404 = sdiv i32 %403, 2
	%405 = add i32 %380, 1
	%406 = mul i32 %405, 4
	%407 = sdiv i32 %406, 2
	%408 = sub i32 %407, %404
	%409 = sdiv i32 %408, 2
	%410 = mul i32 %409, 2
	%411 = add i32 %404, %410
	br label %loop21

join19:
	br label %join2

else20:
	%412 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%413 = sub i32 %412, 3
	%414 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%415 = lshr i32 %414, 5
	%416 = and i32 %414, 31
	%417 = lshr i32 %416, 2
	%418 = and i32 %416, 3
	%419 = mul i32 %413, 16
	%420 = add i32 %417, 0
	%421 = add i32 %419, %420
	%422 = icmp slt i32 %421, 16
	%423 = select i1 %422, i32 %421, i32 15
	%424 = sext i32 %423 to i64
	%425 = mul i64 %424, 128
	%426 = mul i32 %418, 8
	%427 = sext i32 %426 to i64
	%428 = add i64 %425, %427
	%429 = add i32 %417, 8
	%430 = add i32 %419, %429
	%431 = icmp slt i32 %430, 16
	%432 = select i1 %431, i32 %430, i32 15
	%433 = sext i32 %432 to i64
	%434 = mul i64 %433, 128
	%435 = mul i32 %418, 8
	%436 = sext i32 %435 to i64
	%437 = add i64 %434, %436
	%438 = mul i32 %415, 4
	%439 = sdiv i32 %438, 2
	%440 = add i32 %415, 1
	%441 = mul i32 %440, 4
	%442 = sdiv i32 %441, 2
	%443 = sub i32 %442, %439
	%444 = sdiv i32 %443, 2
	%445 = mul i32 %444, 2
	%446 = add i32 %439, %445
	br label %loop35

loop21:
	%447 = phi i32 [ 0, %then18 ], [ %751, %done32 ]
	%448 = icmp slt i32 %447, %rows
	br i1 %448, label %body22, label %done23

body22:
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	%449 = add i32 %447, 0
	%450 = add i32 %449, %382
	%451 = icmp slt i32 %450, %rows
	%452 = sub i32 %rows, 1
	%453 = select i1 %451, i32 %450, i32 %452
	%454 = mul i32 %453, 128
	%455 = mul i32 %383, 8
	%456 = add i32 %454, %455
	%457 = icmp slt i32 %449, %rows
	br label %loop24

done23:
	br label %join19

loop24:
	%458 = phi i32 [ %404, %body22 ], [ %616, %body25 ]
	%459 = icmp slt i32 %458, %411
	br i1 %459, label %body25, label %done26

body25:
	%460 = add i32 %458, 0
	%461 = mul i32 %460, 32
	%462 = sext i32 %461 to i64
	%463 = add i64 %393, %462
	%464 = getelementptr i16, i16 addrspace(1)* %w1, i64 %463
	%465 = bitcast i16 addrspace(1)* %464 to <4 x i32> addrspace(1)*
	%466 = load <4 x i32>, <4 x i32> addrspace(1)* %465, align 16, !invariant.load !2
	%467 = add i64 %402, %462
	%468 = getelementptr i16, i16 addrspace(1)* %w1, i64 %467
	%469 = bitcast i16 addrspace(1)* %468 to <4 x i32> addrspace(1)*
	%470 = load <4 x i32>, <4 x i32> addrspace(1)* %469, align 16, !invariant.load !2
	%471 = add i32 %456, %461
	%472 = sext i32 %471 to i64
	%473 = getelementptr i16, i16 addrspace(1)* %x, i64 %472
	%474 = bitcast i16 addrspace(1)* %473 to <4 x i32> addrspace(1)*
	%475 = load <4 x i32>, <4 x i32> addrspace(1)* %474, align 16, !invariant.load !2
	%476 = add i32 %458, 1
	%477 = mul i32 %476, 32
	%478 = sext i32 %477 to i64
	%479 = add i64 %393, %478
	%480 = getelementptr i16, i16 addrspace(1)* %w1, i64 %479
	%481 = bitcast i16 addrspace(1)* %480 to <4 x i32> addrspace(1)*
	%482 = load <4 x i32>, <4 x i32> addrspace(1)* %481, align 16, !invariant.load !2
	%483 = add i64 %402, %478
	%484 = getelementptr i16, i16 addrspace(1)* %w1, i64 %483
	%485 = bitcast i16 addrspace(1)* %484 to <4 x i32> addrspace(1)*
	%486 = load <4 x i32>, <4 x i32> addrspace(1)* %485, align 16, !invariant.load !2
	%487 = add i32 %456, %477
	%488 = sext i32 %487 to i64
	%489 = getelementptr i16, i16 addrspace(1)* %x, i64 %488
	%490 = bitcast i16 addrspace(1)* %489 to <4 x i32> addrspace(1)*
	%491 = load <4 x i32>, <4 x i32> addrspace(1)* %490, align 16, !invariant.load !2
	%492 = extractelement <4 x i32> %475, i32 0
	%493 = extractelement <4 x i32> %475, i32 1
	%494 = extractelement <4 x i32> %466, i32 0
	%495 = extractelement <4 x i32> %470, i32 0
	%496 = extractelement <4 x i32> %466, i32 1
	%497 = extractelement <4 x i32> %470, i32 1
	%498 = load float, float* %4
	%499 = load float, float* %5
	%500 = load float, float* %6
	%501 = load float, float* %7
	%502 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %494, i32 %495, i32 %496, i32 %497, i32 %492, i32 %493, float %498, float %499, float %500, float %501)
	%503 = extractvalue { float, float, float, float } %502, 0
	%504 = bitcast float %503 to i32
	%505 = insertelement <4 x i32> zeroinitializer, i32 %504, i32 0
	%506 = extractvalue { float, float, float, float } %502, 1
	%507 = bitcast float %506 to i32
	%508 = insertelement <4 x i32> %505, i32 %507, i32 1
	%509 = extractvalue { float, float, float, float } %502, 2
	%510 = bitcast float %509 to i32
	%511 = insertelement <4 x i32> %508, i32 %510, i32 2
	%512 = extractvalue { float, float, float, float } %502, 3
	%513 = bitcast float %512 to i32
	%514 = insertelement <4 x i32> %511, i32 %513, i32 3
	%515 = extractelement <4 x i32> %514, i32 0
	%516 = bitcast i32 %515 to float
	store float %516, float* %4
	%517 = extractelement <4 x i32> %514, i32 1
	%518 = bitcast i32 %517 to float
	store float %518, float* %5
	%519 = extractelement <4 x i32> %514, i32 2
	%520 = bitcast i32 %519 to float
	store float %520, float* %6
	%521 = extractelement <4 x i32> %514, i32 3
	%522 = bitcast i32 %521 to float
	store float %522, float* %7
	%523 = extractelement <4 x i32> %475, i32 2
	%524 = extractelement <4 x i32> %475, i32 3
	%525 = extractelement <4 x i32> %466, i32 2
	%526 = extractelement <4 x i32> %470, i32 2
	%527 = extractelement <4 x i32> %466, i32 3
	%528 = extractelement <4 x i32> %470, i32 3
	%529 = load float, float* %4
	%530 = load float, float* %5
	%531 = load float, float* %6
	%532 = load float, float* %7
	%533 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %525, i32 %526, i32 %527, i32 %528, i32 %523, i32 %524, float %529, float %530, float %531, float %532)
	%534 = extractvalue { float, float, float, float } %533, 0
	%535 = bitcast float %534 to i32
	%536 = insertelement <4 x i32> zeroinitializer, i32 %535, i32 0
	%537 = extractvalue { float, float, float, float } %533, 1
	%538 = bitcast float %537 to i32
	%539 = insertelement <4 x i32> %536, i32 %538, i32 1
	%540 = extractvalue { float, float, float, float } %533, 2
	%541 = bitcast float %540 to i32
	%542 = insertelement <4 x i32> %539, i32 %541, i32 2
	%543 = extractvalue { float, float, float, float } %533, 3
	%544 = bitcast float %543 to i32
	%545 = insertelement <4 x i32> %542, i32 %544, i32 3
	%546 = extractelement <4 x i32> %545, i32 0
	%547 = bitcast i32 %546 to float
	store float %547, float* %4
	%548 = extractelement <4 x i32> %545, i32 1
	%549 = bitcast i32 %548 to float
	store float %549, float* %5
	%550 = extractelement <4 x i32> %545, i32 2
	%551 = bitcast i32 %550 to float
	store float %551, float* %6
	%552 = extractelement <4 x i32> %545, i32 3
	%553 = bitcast i32 %552 to float
	store float %553, float* %7
	%554 = extractelement <4 x i32> %491, i32 0
	%555 = extractelement <4 x i32> %491, i32 1
	%556 = extractelement <4 x i32> %482, i32 0
	%557 = extractelement <4 x i32> %486, i32 0
	%558 = extractelement <4 x i32> %482, i32 1
	%559 = extractelement <4 x i32> %486, i32 1
	%560 = load float, float* %4
	%561 = load float, float* %5
	%562 = load float, float* %6
	%563 = load float, float* %7
	%564 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %556, i32 %557, i32 %558, i32 %559, i32 %554, i32 %555, float %560, float %561, float %562, float %563)
	%565 = extractvalue { float, float, float, float } %564, 0
	%566 = bitcast float %565 to i32
	%567 = insertelement <4 x i32> zeroinitializer, i32 %566, i32 0
	%568 = extractvalue { float, float, float, float } %564, 1
	%569 = bitcast float %568 to i32
	%570 = insertelement <4 x i32> %567, i32 %569, i32 1
	%571 = extractvalue { float, float, float, float } %564, 2
	%572 = bitcast float %571 to i32
	%573 = insertelement <4 x i32> %570, i32 %572, i32 2
	%574 = extractvalue { float, float, float, float } %564, 3
	%575 = bitcast float %574 to i32
	%576 = insertelement <4 x i32> %573, i32 %575, i32 3
	%577 = extractelement <4 x i32> %576, i32 0
	%578 = bitcast i32 %577 to float
	store float %578, float* %4
	%579 = extractelement <4 x i32> %576, i32 1
	%580 = bitcast i32 %579 to float
	store float %580, float* %5
	%581 = extractelement <4 x i32> %576, i32 2
	%582 = bitcast i32 %581 to float
	store float %582, float* %6
	%583 = extractelement <4 x i32> %576, i32 3
	%584 = bitcast i32 %583 to float
	store float %584, float* %7
	%585 = extractelement <4 x i32> %491, i32 2
	%586 = extractelement <4 x i32> %491, i32 3
	%587 = extractelement <4 x i32> %482, i32 2
	%588 = extractelement <4 x i32> %486, i32 2
	%589 = extractelement <4 x i32> %482, i32 3
	%590 = extractelement <4 x i32> %486, i32 3
	%591 = load float, float* %4
	%592 = load float, float* %5
	%593 = load float, float* %6
	%594 = load float, float* %7
	%595 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %587, i32 %588, i32 %589, i32 %590, i32 %585, i32 %586, float %591, float %592, float %593, float %594)
	%596 = extractvalue { float, float, float, float } %595, 0
	%597 = bitcast float %596 to i32
	%598 = insertelement <4 x i32> zeroinitializer, i32 %597, i32 0
	%599 = extractvalue { float, float, float, float } %595, 1
	%600 = bitcast float %599 to i32
	%601 = insertelement <4 x i32> %598, i32 %600, i32 1
	%602 = extractvalue { float, float, float, float } %595, 2
	%603 = bitcast float %602 to i32
	%604 = insertelement <4 x i32> %601, i32 %603, i32 2
	%605 = extractvalue { float, float, float, float } %595, 3
	%606 = bitcast float %605 to i32
	%607 = insertelement <4 x i32> %604, i32 %606, i32 3
	%608 = extractelement <4 x i32> %607, i32 0
	%609 = bitcast i32 %608 to float
	store float %609, float* %4
	%610 = extractelement <4 x i32> %607, i32 1
	%611 = bitcast i32 %610 to float
	store float %611, float* %5
	%612 = extractelement <4 x i32> %607, i32 2
	%613 = bitcast i32 %612 to float
	store float %613, float* %6
	%614 = extractelement <4 x i32> %607, i32 3
	%615 = bitcast i32 %614 to float
	store float %615, float* %7
	%616 = add i32 %458, 2
	br label %loop24, !llvm.loop !7

done26:
	br label %loop27

loop27:
	%617 = phi i32 [ %411, %done26 ], [ %697, %body28 ]
	%618 = icmp slt i32 %617, %407
	br i1 %618, label %body28, label %done29

body28:
	%619 = add i32 %617, 0
	%620 = mul i32 %619, 32
	%621 = sext i32 %620 to i64
	%622 = add i64 %393, %621
	%623 = getelementptr i16, i16 addrspace(1)* %w1, i64 %622
	%624 = bitcast i16 addrspace(1)* %623 to <4 x i32> addrspace(1)*
	%625 = load <4 x i32>, <4 x i32> addrspace(1)* %624, align 16, !invariant.load !2
	%626 = add i64 %402, %621
	%627 = getelementptr i16, i16 addrspace(1)* %w1, i64 %626
	%628 = bitcast i16 addrspace(1)* %627 to <4 x i32> addrspace(1)*
	%629 = load <4 x i32>, <4 x i32> addrspace(1)* %628, align 16, !invariant.load !2
	%630 = add i32 %456, %620
	%631 = sext i32 %630 to i64
	%632 = getelementptr i16, i16 addrspace(1)* %x, i64 %631
	%633 = bitcast i16 addrspace(1)* %632 to <4 x i32> addrspace(1)*
	%634 = load <4 x i32>, <4 x i32> addrspace(1)* %633, align 16, !invariant.load !2
	%635 = extractelement <4 x i32> %634, i32 0
	%636 = extractelement <4 x i32> %634, i32 1
	%637 = extractelement <4 x i32> %625, i32 0
	%638 = extractelement <4 x i32> %629, i32 0
	%639 = extractelement <4 x i32> %625, i32 1
	%640 = extractelement <4 x i32> %629, i32 1
	%641 = load float, float* %4
	%642 = load float, float* %5
	%643 = load float, float* %6
	%644 = load float, float* %7
	%645 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %637, i32 %638, i32 %639, i32 %640, i32 %635, i32 %636, float %641, float %642, float %643, float %644)
	%646 = extractvalue { float, float, float, float } %645, 0
	%647 = bitcast float %646 to i32
	%648 = insertelement <4 x i32> zeroinitializer, i32 %647, i32 0
	%649 = extractvalue { float, float, float, float } %645, 1
	%650 = bitcast float %649 to i32
	%651 = insertelement <4 x i32> %648, i32 %650, i32 1
	%652 = extractvalue { float, float, float, float } %645, 2
	%653 = bitcast float %652 to i32
	%654 = insertelement <4 x i32> %651, i32 %653, i32 2
	%655 = extractvalue { float, float, float, float } %645, 3
	%656 = bitcast float %655 to i32
	%657 = insertelement <4 x i32> %654, i32 %656, i32 3
	%658 = extractelement <4 x i32> %657, i32 0
	%659 = bitcast i32 %658 to float
	store float %659, float* %4
	%660 = extractelement <4 x i32> %657, i32 1
	%661 = bitcast i32 %660 to float
	store float %661, float* %5
	%662 = extractelement <4 x i32> %657, i32 2
	%663 = bitcast i32 %662 to float
	store float %663, float* %6
	%664 = extractelement <4 x i32> %657, i32 3
	%665 = bitcast i32 %664 to float
	store float %665, float* %7
	%666 = extractelement <4 x i32> %634, i32 2
	%667 = extractelement <4 x i32> %634, i32 3
	%668 = extractelement <4 x i32> %625, i32 2
	%669 = extractelement <4 x i32> %629, i32 2
	%670 = extractelement <4 x i32> %625, i32 3
	%671 = extractelement <4 x i32> %629, i32 3
	%672 = load float, float* %4
	%673 = load float, float* %5
	%674 = load float, float* %6
	%675 = load float, float* %7
	%676 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %668, i32 %669, i32 %670, i32 %671, i32 %666, i32 %667, float %672, float %673, float %674, float %675)
	%677 = extractvalue { float, float, float, float } %676, 0
	%678 = bitcast float %677 to i32
	%679 = insertelement <4 x i32> zeroinitializer, i32 %678, i32 0
	%680 = extractvalue { float, float, float, float } %676, 1
	%681 = bitcast float %680 to i32
	%682 = insertelement <4 x i32> %679, i32 %681, i32 1
	%683 = extractvalue { float, float, float, float } %676, 2
	%684 = bitcast float %683 to i32
	%685 = insertelement <4 x i32> %682, i32 %684, i32 2
	%686 = extractvalue { float, float, float, float } %676, 3
	%687 = bitcast float %686 to i32
	%688 = insertelement <4 x i32> %685, i32 %687, i32 3
	%689 = extractelement <4 x i32> %688, i32 0
	%690 = bitcast i32 %689 to float
	store float %690, float* %4
	%691 = extractelement <4 x i32> %688, i32 1
	%692 = bitcast i32 %691 to float
	store float %692, float* %5
	%693 = extractelement <4 x i32> %688, i32 2
	%694 = bitcast i32 %693 to float
	store float %694, float* %6
	%695 = extractelement <4 x i32> %688, i32 3
	%696 = bitcast i32 %695 to float
	store float %696, float* %7
	%697 = add i32 %617, 1
	br label %loop27, !llvm.loop !9

done29:
	%698 = mul i32 %380, 128
	%699 = add i32 %698, 0
	%700 = add i32 %699, %381
	%701 = load float, float* %4
	%702 = sext i32 %700 to i64
	%703 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %702
	store float %701, float addrspace(3)* %703
	%704 = mul i32 %380, 128
	%705 = add i32 %704, 32
	%706 = add i32 %705, %381
	%707 = load float, float* %5
	%708 = sext i32 %706 to i64
	%709 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %708
	store float %707, float addrspace(3)* %709
	%710 = mul i32 %380, 128
	%711 = add i32 %710, 64
	%712 = add i32 %711, %381
	%713 = load float, float* %6
	%714 = sext i32 %712 to i64
	%715 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %714
	store float %713, float addrspace(3)* %715
	%716 = mul i32 %380, 128
	%717 = add i32 %716, 96
	%718 = add i32 %717, %381
	%719 = load float, float* %7
	%720 = sext i32 %718 to i64
	%721 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %720
	store float %719, float addrspace(3)* %721
	call void @llvm.nvvm.barrier0()
	br label %loop30

loop30:
	%722 = phi i32 [ %379, %done29 ], [ %772, %join34 ]
	%723 = icmp slt i32 %722, 128
	br i1 %723, label %body31, label %done32

body31:
	%724 = sext i32 %722 to i64
	%725 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %724
	%726 = load float, float addrspace(3)* %725
	%727 = add i32 %722, 128
	%728 = sext i32 %727 to i64
	%729 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %728
	%730 = load float, float addrspace(3)* %729
	%731 = fadd float %726, %730
	%732 = and i32 %722, 31
	%733 = lshr i32 %722, 5
	%734 = and i32 %733, 3
	%735 = lshr i32 %722, 7
	%736 = lshr i32 %732, 2
	%737 = add i32 %384, %736
	%738 = lshr i32 %734, 1
	%739 = mul i32 %738, 8
	%740 = add i32 %737, %739
	%741 = mul i32 %735, 8
	%742 = add i32 %447, %741
	%743 = and i32 %732, 3
	%744 = mul i32 %743, 2
	%745 = and i32 %734, 1
	%746 = add i32 %744, %745
	%747 = add i32 %742, %746
	%748 = icmp slt i32 %747, %rows
	%749 = icmp slt i32 %740, 16
	%750 = and i1 %748, %749
	br i1 %750, label %then33, label %join34

done32:
	call void @llvm.nvvm.barrier0()
	%751 = add i32 %447, 8
	br label %loop21

then33:
	%752 = sext i32 %740 to i64
	%753 = getelementptr i16, i16 addrspace(1)* %bias1, i64 %752
	%754 = load i16, i16 addrspace(1)* %753
	%755 = zext i16 %754 to i32
	%756 = shl i32 %755, 16
	%757 = bitcast i32 %756 to float
	%758 = fadd float %731, %757
	%759 = mul i32 %747, 16
	%760 = add i32 %759, %740
	%761 = bitcast float %758 to i32
	%762 = lshr i32 %761, 16
	%763 = and i32 %762, 1
	%764 = add i32 %761, u0x7FFF
	%765 = add i32 %764, %763
	%766 = lshr i32 %765, 16
	%767 = fcmp uno float %758, %758
	%768 = select i1 %767, i32 32704, i32 %766
	%769 = trunc i32 %768 to i16
	%770 = sext i32 %760 to i64
	%771 = getelementptr i16, i16 addrspace(1)* %y1, i64 %770
	store i16 %769, i16 addrspace(1)* %771
	br label %join34

join34:
	%772 = add i32 %722, 64
	br label %loop30

loop35:
	%773 = phi i32 [ 0, %else20 ], [ %1077, %done46 ]
	%774 = icmp slt i32 %773, %rows
	br i1 %774, label %body36, label %done37

body36:
	store float 0.0, float* %8
	store float 0.0, float* %9
	store float 0.0, float* %10
	store float 0.0, float* %11
	%775 = add i32 %773, 0
	%776 = add i32 %775, %417
	%777 = icmp slt i32 %776, %rows
	%778 = sub i32 %rows, 1
	%779 = select i1 %777, i32 %776, i32 %778
	%780 = mul i32 %779, 128
	%781 = mul i32 %418, 8
	%782 = add i32 %780, %781
	%783 = icmp slt i32 %775, %rows
	br label %loop38

done37:
	br label %join19

loop38:
	%784 = phi i32 [ %439, %body36 ], [ %942, %body39 ]
	%785 = icmp slt i32 %784, %446
	br i1 %785, label %body39, label %done40

body39:
	%786 = add i32 %784, 0
	%787 = mul i32 %786, 32
	%788 = sext i32 %787 to i64
	%789 = add i64 %428, %788
	%790 = getelementptr i16, i16 addrspace(1)* %w2, i64 %789
	%791 = bitcast i16 addrspace(1)* %790 to <4 x i32> addrspace(1)*
	%792 = load <4 x i32>, <4 x i32> addrspace(1)* %791, align 16, !invariant.load !2
	%793 = add i64 %437, %788
	%794 = getelementptr i16, i16 addrspace(1)* %w2, i64 %793
	%795 = bitcast i16 addrspace(1)* %794 to <4 x i32> addrspace(1)*
	%796 = load <4 x i32>, <4 x i32> addrspace(1)* %795, align 16, !invariant.load !2
	%797 = add i32 %782, %787
	%798 = sext i32 %797 to i64
	%799 = getelementptr i16, i16 addrspace(1)* %x, i64 %798
	%800 = bitcast i16 addrspace(1)* %799 to <4 x i32> addrspace(1)*
	%801 = load <4 x i32>, <4 x i32> addrspace(1)* %800, align 16, !invariant.load !2
	%802 = add i32 %784, 1
	%803 = mul i32 %802, 32
	%804 = sext i32 %803 to i64
	%805 = add i64 %428, %804
	%806 = getelementptr i16, i16 addrspace(1)* %w2, i64 %805
	%807 = bitcast i16 addrspace(1)* %806 to <4 x i32> addrspace(1)*
	%808 = load <4 x i32>, <4 x i32> addrspace(1)* %807, align 16, !invariant.load !2
	%809 = add i64 %437, %804
	%810 = getelementptr i16, i16 addrspace(1)* %w2, i64 %809
	%811 = bitcast i16 addrspace(1)* %810 to <4 x i32> addrspace(1)*
	%812 = load <4 x i32>, <4 x i32> addrspace(1)* %811, align 16, !invariant.load !2
	%813 = add i32 %782, %803
	%814 = sext i32 %813 to i64
	%815 = getelementptr i16, i16 addrspace(1)* %x, i64 %814
	%816 = bitcast i16 addrspace(1)* %815 to <4 x i32> addrspace(1)*
	%817 = load <4 x i32>, <4 x i32> addrspace(1)* %816, align 16, !invariant.load !2
	%818 = extractelement <4 x i32> %801, i32 0
	%819 = extractelement <4 x i32> %801, i32 1
	%820 = extractelement <4 x i32> %792, i32 0
	%821 = extractelement <4 x i32> %796, i32 0
	%822 = extractelement <4 x i32> %792, i32 1
	%823 = extractelement <4 x i32> %796, i32 1
	%824 = load float, float* %8
	%825 = load float, float* %9
	%826 = load float, float* %10
	%827 = load float, float* %11
	%828 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %820, i32 %821, i32 %822, i32 %823, i32 %818, i32 %819, float %824, float %825, float %826, float %827)
	%829 = extractvalue { float, float, float, float } %828, 0
	%830 = bitcast float %829 to i32
	%831 = insertelement <4 x i32> zeroinitializer, i32 %830, i32 0
	%832 = extractvalue { float, float, float, float } %828, 1
	%833 = bitcast float %832 to i32
	%834 = insertelement <4 x i32> %831, i32 %833, i32 1
	%835 = extractvalue { float, float, float, float } %828, 2
	%836 = bitcast float %835 to i32
	%837 = insertelement <4 x i32> %834, i32 %836, i32 2
	%838 = extractvalue { float, float, float, float } %828, 3
	%839 = bitcast float %838 to i32
	%840 = insertelement <4 x i32> %837, i32 %839, i32 3
	%841 = extractelement <4 x i32> %840, i32 0
	%842 = bitcast i32 %841 to float
	store float %842, float* %8
	%843 = extractelement <4 x i32> %840, i32 1
	%844 = bitcast i32 %843 to float
	store float %844, float* %9
	%845 = extractelement <4 x i32> %840, i32 2
	%846 = bitcast i32 %845 to float
	store float %846, float* %10
	%847 = extractelement <4 x i32> %840, i32 3
	%848 = bitcast i32 %847 to float
	store float %848, float* %11
	%849 = extractelement <4 x i32> %801, i32 2
	%850 = extractelement <4 x i32> %801, i32 3
	%851 = extractelement <4 x i32> %792, i32 2
	%852 = extractelement <4 x i32> %796, i32 2
	%853 = extractelement <4 x i32> %792, i32 3
	%854 = extractelement <4 x i32> %796, i32 3
	%855 = load float, float* %8
	%856 = load float, float* %9
	%857 = load float, float* %10
	%858 = load float, float* %11
	%859 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %851, i32 %852, i32 %853, i32 %854, i32 %849, i32 %850, float %855, float %856, float %857, float %858)
	%860 = extractvalue { float, float, float, float } %859, 0
	%861 = bitcast float %860 to i32
	%862 = insertelement <4 x i32> zeroinitializer, i32 %861, i32 0
	%863 = extractvalue { float, float, float, float } %859, 1
	%864 = bitcast float %863 to i32
	%865 = insertelement <4 x i32> %862, i32 %864, i32 1
	%866 = extractvalue { float, float, float, float } %859, 2
	%867 = bitcast float %866 to i32
	%868 = insertelement <4 x i32> %865, i32 %867, i32 2
	%869 = extractvalue { float, float, float, float } %859, 3
	%870 = bitcast float %869 to i32
	%871 = insertelement <4 x i32> %868, i32 %870, i32 3
	%872 = extractelement <4 x i32> %871, i32 0
	%873 = bitcast i32 %872 to float
	store float %873, float* %8
	%874 = extractelement <4 x i32> %871, i32 1
	%875 = bitcast i32 %874 to float
	store float %875, float* %9
	%876 = extractelement <4 x i32> %871, i32 2
	%877 = bitcast i32 %876 to float
	store float %877, float* %10
	%878 = extractelement <4 x i32> %871, i32 3
	%879 = bitcast i32 %878 to float
	store float %879, float* %11
	%880 = extractelement <4 x i32> %817, i32 0
	%881 = extractelement <4 x i32> %817, i32 1
	%882 = extractelement <4 x i32> %808, i32 0
	%883 = extractelement <4 x i32> %812, i32 0
	%884 = extractelement <4 x i32> %808, i32 1
	%885 = extractelement <4 x i32> %812, i32 1
	%886 = load float, float* %8
	%887 = load float, float* %9
	%888 = load float, float* %10
	%889 = load float, float* %11
	%890 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %882, i32 %883, i32 %884, i32 %885, i32 %880, i32 %881, float %886, float %887, float %888, float %889)
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
	store float %904, float* %8
	%905 = extractelement <4 x i32> %902, i32 1
	%906 = bitcast i32 %905 to float
	store float %906, float* %9
	%907 = extractelement <4 x i32> %902, i32 2
	%908 = bitcast i32 %907 to float
	store float %908, float* %10
	%909 = extractelement <4 x i32> %902, i32 3
	%910 = bitcast i32 %909 to float
	store float %910, float* %11
	%911 = extractelement <4 x i32> %817, i32 2
	%912 = extractelement <4 x i32> %817, i32 3
	%913 = extractelement <4 x i32> %808, i32 2
	%914 = extractelement <4 x i32> %812, i32 2
	%915 = extractelement <4 x i32> %808, i32 3
	%916 = extractelement <4 x i32> %812, i32 3
	%917 = load float, float* %8
	%918 = load float, float* %9
	%919 = load float, float* %10
	%920 = load float, float* %11
	%921 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %913, i32 %914, i32 %915, i32 %916, i32 %911, i32 %912, float %917, float %918, float %919, float %920)
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
	store float %935, float* %8
	%936 = extractelement <4 x i32> %933, i32 1
	%937 = bitcast i32 %936 to float
	store float %937, float* %9
	%938 = extractelement <4 x i32> %933, i32 2
	%939 = bitcast i32 %938 to float
	store float %939, float* %10
	%940 = extractelement <4 x i32> %933, i32 3
	%941 = bitcast i32 %940 to float
	store float %941, float* %11
	%942 = add i32 %784, 2
	br label %loop38, !llvm.loop !11

done40:
	br label %loop41

loop41:
	%943 = phi i32 [ %446, %done40 ], [ %1023, %body42 ]
	%944 = icmp slt i32 %943, %442
	br i1 %944, label %body42, label %done43

body42:
	%945 = add i32 %943, 0
	%946 = mul i32 %945, 32
	%947 = sext i32 %946 to i64
	%948 = add i64 %428, %947
	%949 = getelementptr i16, i16 addrspace(1)* %w2, i64 %948
	%950 = bitcast i16 addrspace(1)* %949 to <4 x i32> addrspace(1)*
	%951 = load <4 x i32>, <4 x i32> addrspace(1)* %950, align 16, !invariant.load !2
	%952 = add i64 %437, %947
	%953 = getelementptr i16, i16 addrspace(1)* %w2, i64 %952
	%954 = bitcast i16 addrspace(1)* %953 to <4 x i32> addrspace(1)*
	%955 = load <4 x i32>, <4 x i32> addrspace(1)* %954, align 16, !invariant.load !2
	%956 = add i32 %782, %946
	%957 = sext i32 %956 to i64
	%958 = getelementptr i16, i16 addrspace(1)* %x, i64 %957
	%959 = bitcast i16 addrspace(1)* %958 to <4 x i32> addrspace(1)*
	%960 = load <4 x i32>, <4 x i32> addrspace(1)* %959, align 16, !invariant.load !2
	%961 = extractelement <4 x i32> %960, i32 0
	%962 = extractelement <4 x i32> %960, i32 1
	%963 = extractelement <4 x i32> %951, i32 0
	%964 = extractelement <4 x i32> %955, i32 0
	%965 = extractelement <4 x i32> %951, i32 1
	%966 = extractelement <4 x i32> %955, i32 1
	%967 = load float, float* %8
	%968 = load float, float* %9
	%969 = load float, float* %10
	%970 = load float, float* %11
	%971 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %963, i32 %964, i32 %965, i32 %966, i32 %961, i32 %962, float %967, float %968, float %969, float %970)
	%972 = extractvalue { float, float, float, float } %971, 0
	%973 = bitcast float %972 to i32
	%974 = insertelement <4 x i32> zeroinitializer, i32 %973, i32 0
	%975 = extractvalue { float, float, float, float } %971, 1
	%976 = bitcast float %975 to i32
	%977 = insertelement <4 x i32> %974, i32 %976, i32 1
	%978 = extractvalue { float, float, float, float } %971, 2
	%979 = bitcast float %978 to i32
	%980 = insertelement <4 x i32> %977, i32 %979, i32 2
	%981 = extractvalue { float, float, float, float } %971, 3
	%982 = bitcast float %981 to i32
	%983 = insertelement <4 x i32> %980, i32 %982, i32 3
	%984 = extractelement <4 x i32> %983, i32 0
	%985 = bitcast i32 %984 to float
	store float %985, float* %8
	%986 = extractelement <4 x i32> %983, i32 1
	%987 = bitcast i32 %986 to float
	store float %987, float* %9
	%988 = extractelement <4 x i32> %983, i32 2
	%989 = bitcast i32 %988 to float
	store float %989, float* %10
	%990 = extractelement <4 x i32> %983, i32 3
	%991 = bitcast i32 %990 to float
	store float %991, float* %11
	%992 = extractelement <4 x i32> %960, i32 2
	%993 = extractelement <4 x i32> %960, i32 3
	%994 = extractelement <4 x i32> %951, i32 2
	%995 = extractelement <4 x i32> %955, i32 2
	%996 = extractelement <4 x i32> %951, i32 3
	%997 = extractelement <4 x i32> %955, i32 3
	%998 = load float, float* %8
	%999 = load float, float* %9
	%1000 = load float, float* %10
	%1001 = load float, float* %11
	%1002 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %994, i32 %995, i32 %996, i32 %997, i32 %992, i32 %993, float %998, float %999, float %1000, float %1001)
	%1003 = extractvalue { float, float, float, float } %1002, 0
	%1004 = bitcast float %1003 to i32
	%1005 = insertelement <4 x i32> zeroinitializer, i32 %1004, i32 0
	%1006 = extractvalue { float, float, float, float } %1002, 1
	%1007 = bitcast float %1006 to i32
	%1008 = insertelement <4 x i32> %1005, i32 %1007, i32 1
	%1009 = extractvalue { float, float, float, float } %1002, 2
	%1010 = bitcast float %1009 to i32
	%1011 = insertelement <4 x i32> %1008, i32 %1010, i32 2
	%1012 = extractvalue { float, float, float, float } %1002, 3
	%1013 = bitcast float %1012 to i32
	%1014 = insertelement <4 x i32> %1011, i32 %1013, i32 3
	%1015 = extractelement <4 x i32> %1014, i32 0
	%1016 = bitcast i32 %1015 to float
	store float %1016, float* %8
	%1017 = extractelement <4 x i32> %1014, i32 1
	%1018 = bitcast i32 %1017 to float
	store float %1018, float* %9
	%1019 = extractelement <4 x i32> %1014, i32 2
	%1020 = bitcast i32 %1019 to float
	store float %1020, float* %10
	%1021 = extractelement <4 x i32> %1014, i32 3
	%1022 = bitcast i32 %1021 to float
	store float %1022, float* %11
	%1023 = add i32 %943, 1
	br label %loop41, !llvm.loop !13

done43:
	%1024 = mul i32 %415, 128
	%1025 = add i32 %1024, 0
	%1026 = add i32 %1025, %416
	%1027 = load float, float* %8
	%1028 = sext i32 %1026 to i64
	%1029 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1028
	store float %1027, float addrspace(3)* %1029
	%1030 = mul i32 %415, 128
	%1031 = add i32 %1030, 32
	%1032 = add i32 %1031, %416
	%1033 = load float, float* %9
	%1034 = sext i32 %1032 to i64
	%1035 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1034
	store float %1033, float addrspace(3)* %1035
	%1036 = mul i32 %415, 128
	%1037 = add i32 %1036, 64
	%1038 = add i32 %1037, %416
	%1039 = load float, float* %10
	%1040 = sext i32 %1038 to i64
	%1041 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1040
	store float %1039, float addrspace(3)* %1041
	%1042 = mul i32 %415, 128
	%1043 = add i32 %1042, 96
	%1044 = add i32 %1043, %416
	%1045 = load float, float* %11
	%1046 = sext i32 %1044 to i64
	%1047 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1046
	store float %1045, float addrspace(3)* %1047
	call void @llvm.nvvm.barrier0()
	br label %loop44

loop44:
	%1048 = phi i32 [ %414, %done43 ], [ %1098, %join48 ]
	%1049 = icmp slt i32 %1048, 128
	br i1 %1049, label %body45, label %done46

body45:
	%1050 = sext i32 %1048 to i64
	%1051 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1050
	%1052 = load float, float addrspace(3)* %1051
	%1053 = add i32 %1048, 128
	%1054 = sext i32 %1053 to i64
	%1055 = getelementptr [256 x float], [256 x float] addrspace(3)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias.smem11, i64 0, i64 %1054
	%1056 = load float, float addrspace(3)* %1055
	%1057 = fadd float %1052, %1056
	%1058 = and i32 %1048, 31
	%1059 = lshr i32 %1048, 5
	%1060 = and i32 %1059, 3
	%1061 = lshr i32 %1048, 7
	%1062 = lshr i32 %1058, 2
	%1063 = add i32 %419, %1062
	%1064 = lshr i32 %1060, 1
	%1065 = mul i32 %1064, 8
	%1066 = add i32 %1063, %1065
	%1067 = mul i32 %1061, 8
	%1068 = add i32 %773, %1067
	%1069 = and i32 %1058, 3
	%1070 = mul i32 %1069, 2
	%1071 = and i32 %1060, 1
	%1072 = add i32 %1070, %1071
	%1073 = add i32 %1068, %1072
	%1074 = icmp slt i32 %1073, %rows
	%1075 = icmp slt i32 %1066, 16
	%1076 = and i1 %1074, %1075
	br i1 %1076, label %then47, label %join48

done46:
	call void @llvm.nvvm.barrier0()
	%1077 = add i32 %773, 8
	br label %loop35

then47:
	%1078 = sext i32 %1066 to i64
	%1079 = getelementptr i16, i16 addrspace(1)* %bias2, i64 %1078
	%1080 = load i16, i16 addrspace(1)* %1079
	%1081 = zext i16 %1080 to i32
	%1082 = shl i32 %1081, 16
	%1083 = bitcast i32 %1082 to float
	%1084 = fadd float %1057, %1083
	%1085 = mul i32 %1073, 16
	%1086 = add i32 %1085, %1066
	%1087 = bitcast float %1084 to i32
	%1088 = lshr i32 %1087, 16
	%1089 = and i32 %1088, 1
	%1090 = add i32 %1087, u0x7FFF
	%1091 = add i32 %1090, %1089
	%1092 = lshr i32 %1091, 16
	%1093 = fcmp uno float %1084, %1084
	%1094 = select i1 %1093, i32 32704, i32 %1092
	%1095 = trunc i32 %1094 to i16
	%1096 = sext i32 %1086 to i64
	%1097 = getelementptr i16, i16 addrspace(1)* %y2, i64 %1096
	store i16 %1095, i16 addrspace(1)* %1097
	br label %join48

join48:
	%1098 = add i32 %1048, 64
	br label %loop44
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}

!0 = !{void (i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i32)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias, !"maxntidx", i32 64}
!1 = !{void (i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i16 addrspace(1)*, i32)* @linear_decode_bf16_bf16_i128_o32_16_16_t8_s2_u2_m3_bias, !"minctasm", i32 3}
!2 = !{}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
