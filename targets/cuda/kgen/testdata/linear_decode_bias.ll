target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @linear_decode_bf16_f32_i64_o16_t16_s1_u1_bias(float addrspace(1)* %y, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i16 addrspace(1)* %bias, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	%5 = alloca float
	%6 = alloca float
	%7 = alloca float
	br label %body

body:
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%9 = sub i32 %8, 0
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%11 = lshr i32 %10, 5
	%12 = and i32 %10, 31
	%13 = lshr i32 %12, 2
	%14 = and i32 %12, 3
	%15 = mul i32 %9, 16
	%16 = add i32 %13, 0
	%17 = add i32 %15, %16
	%18 = icmp slt i32 %17, 16
	%19 = select i1 %18, i32 %17, i32 15
	%20 = sext i32 %19 to i64
	%21 = mul i64 %20, 64
	%22 = mul i32 %14, 8
	%23 = sext i32 %22 to i64
	%24 = add i64 %21, %23
	%25 = add i32 %13, 8
	%26 = add i32 %15, %25
	%27 = icmp slt i32 %26, 16
	%28 = select i1 %27, i32 %26, i32 15
	%29 = sext i32 %28 to i64
	%30 = mul i64 %29, 64
	%31 = mul i32 %14, 8
	%32 = sext i32 %31 to i64
	%33 = add i64 %30, %32
	%34 = mul i32 %11, 2
	%35 = sdiv i32 %34, 1
	%36 = add i32 %11, 1
	%37 = mul i32 %36, 2
	%38 = sdiv i32 %37, 1
	%39 = sub i32 %38, %35
	%40 = sdiv i32 %39, 1
	%41 = mul i32 %40, 1
	%42 = add i32 %35, %41
	br label %loop1

loop1:
	%43 = phi i32 [ 0, %body ], [ %615, %join29 ]
	%44 = icmp slt i32 %43, %rows
	br i1 %44, label %body2, label %done3

body2:
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	%45 = add i32 %43, 0
	%46 = add i32 %45, %13
	%47 = icmp slt i32 %46, %rows
	%48 = sub i32 %rows, 1
	%49 = select i1 %47, i32 %46, i32 %48
	%50 = mul i32 %49, 64
	%51 = mul i32 %14, 8
	%52 = add i32 %50, %51
	%53 = icmp slt i32 %45, %rows
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	%54 = add i32 %43, 8
	%55 = add i32 %54, %13
	%56 = icmp slt i32 %55, %rows
	%57 = sub i32 %rows, 1
	%58 = select i1 %56, i32 %55, i32 %57
	%59 = mul i32 %58, 64
	%60 = mul i32 %14, 8
	%61 = add i32 %59, %60
	%62 = icmp slt i32 %54, %rows
	br label %loop4

done3:
	ret void

loop4:
	%63 = phi i32 [ %35, %body2 ], [ %210, %join8 ]
	%64 = icmp slt i32 %63, %42
	br i1 %64, label %body5, label %done6

body5:
	%65 = add i32 %63, 0
	%66 = mul i32 %65, 32
	%67 = sext i32 %66 to i64
	%68 = add i64 %24, %67
	%69 = getelementptr i16, i16 addrspace(1)* %w, i64 %68
	%70 = bitcast i16 addrspace(1)* %69 to <4 x i32> addrspace(1)*
	%71 = load <4 x i32>, <4 x i32> addrspace(1)* %70, align 16, !invariant.load !0
	%72 = add i64 %33, %67
	%73 = getelementptr i16, i16 addrspace(1)* %w, i64 %72
	%74 = bitcast i16 addrspace(1)* %73 to <4 x i32> addrspace(1)*
	%75 = load <4 x i32>, <4 x i32> addrspace(1)* %74, align 16, !invariant.load !0
	%76 = add i32 %52, %66
	%77 = sext i32 %76 to i64
	%78 = getelementptr i16, i16 addrspace(1)* %x, i64 %77
	%79 = bitcast i16 addrspace(1)* %78 to <4 x i32> addrspace(1)*
	%80 = load <4 x i32>, <4 x i32> addrspace(1)* %79, align 16, !invariant.load !0
	%81 = add i32 %61, %66
	%82 = sext i32 %81 to i64
	%83 = getelementptr i16, i16 addrspace(1)* %x, i64 %82
	%84 = bitcast i16 addrspace(1)* %83 to <4 x i32> addrspace(1)*
	%85 = load <4 x i32>, <4 x i32> addrspace(1)* %84, align 16, !invariant.load !0
	%86 = extractelement <4 x i32> %80, i32 0
	%87 = extractelement <4 x i32> %80, i32 1
	%88 = extractelement <4 x i32> %71, i32 0
	%89 = extractelement <4 x i32> %75, i32 0
	%90 = extractelement <4 x i32> %71, i32 1
	%91 = extractelement <4 x i32> %75, i32 1
	%92 = load float, float* %0
	%93 = load float, float* %1
	%94 = load float, float* %2
	%95 = load float, float* %3
	%96 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %88, i32 %89, i32 %90, i32 %91, i32 %86, i32 %87, float %92, float %93, float %94, float %95)
	%97 = extractvalue { float, float, float, float } %96, 0
	%98 = bitcast float %97 to i32
	%99 = insertelement <4 x i32> zeroinitializer, i32 %98, i32 0
	%100 = extractvalue { float, float, float, float } %96, 1
	%101 = bitcast float %100 to i32
	%102 = insertelement <4 x i32> %99, i32 %101, i32 1
	%103 = extractvalue { float, float, float, float } %96, 2
	%104 = bitcast float %103 to i32
	%105 = insertelement <4 x i32> %102, i32 %104, i32 2
	%106 = extractvalue { float, float, float, float } %96, 3
	%107 = bitcast float %106 to i32
	%108 = insertelement <4 x i32> %105, i32 %107, i32 3
	%109 = extractelement <4 x i32> %108, i32 0
	%110 = bitcast i32 %109 to float
	store float %110, float* %0
	%111 = extractelement <4 x i32> %108, i32 1
	%112 = bitcast i32 %111 to float
	store float %112, float* %1
	%113 = extractelement <4 x i32> %108, i32 2
	%114 = bitcast i32 %113 to float
	store float %114, float* %2
	%115 = extractelement <4 x i32> %108, i32 3
	%116 = bitcast i32 %115 to float
	store float %116, float* %3
	%117 = extractelement <4 x i32> %80, i32 2
	%118 = extractelement <4 x i32> %80, i32 3
	%119 = extractelement <4 x i32> %71, i32 2
	%120 = extractelement <4 x i32> %75, i32 2
	%121 = extractelement <4 x i32> %71, i32 3
	%122 = extractelement <4 x i32> %75, i32 3
	%123 = load float, float* %0
	%124 = load float, float* %1
	%125 = load float, float* %2
	%126 = load float, float* %3
	%127 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %119, i32 %120, i32 %121, i32 %122, i32 %117, i32 %118, float %123, float %124, float %125, float %126)
	%128 = extractvalue { float, float, float, float } %127, 0
	%129 = bitcast float %128 to i32
	%130 = insertelement <4 x i32> zeroinitializer, i32 %129, i32 0
	%131 = extractvalue { float, float, float, float } %127, 1
	%132 = bitcast float %131 to i32
	%133 = insertelement <4 x i32> %130, i32 %132, i32 1
	%134 = extractvalue { float, float, float, float } %127, 2
	%135 = bitcast float %134 to i32
	%136 = insertelement <4 x i32> %133, i32 %135, i32 2
	%137 = extractvalue { float, float, float, float } %127, 3
	%138 = bitcast float %137 to i32
	%139 = insertelement <4 x i32> %136, i32 %138, i32 3
	%140 = extractelement <4 x i32> %139, i32 0
	%141 = bitcast i32 %140 to float
	store float %141, float* %0
	%142 = extractelement <4 x i32> %139, i32 1
	%143 = bitcast i32 %142 to float
	store float %143, float* %1
	%144 = extractelement <4 x i32> %139, i32 2
	%145 = bitcast i32 %144 to float
	store float %145, float* %2
	%146 = extractelement <4 x i32> %139, i32 3
	%147 = bitcast i32 %146 to float
	store float %147, float* %3
	br i1 %62, label %then7, label %join8

done6:
	br label %loop9

then7:
	%148 = extractelement <4 x i32> %85, i32 0
	%149 = extractelement <4 x i32> %85, i32 1
	%150 = extractelement <4 x i32> %71, i32 0
	%151 = extractelement <4 x i32> %75, i32 0
	%152 = extractelement <4 x i32> %71, i32 1
	%153 = extractelement <4 x i32> %75, i32 1
	%154 = load float, float* %4
	%155 = load float, float* %5
	%156 = load float, float* %6
	%157 = load float, float* %7
	%158 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %150, i32 %151, i32 %152, i32 %153, i32 %148, i32 %149, float %154, float %155, float %156, float %157)
	%159 = extractvalue { float, float, float, float } %158, 0
	%160 = bitcast float %159 to i32
	%161 = insertelement <4 x i32> zeroinitializer, i32 %160, i32 0
	%162 = extractvalue { float, float, float, float } %158, 1
	%163 = bitcast float %162 to i32
	%164 = insertelement <4 x i32> %161, i32 %163, i32 1
	%165 = extractvalue { float, float, float, float } %158, 2
	%166 = bitcast float %165 to i32
	%167 = insertelement <4 x i32> %164, i32 %166, i32 2
	%168 = extractvalue { float, float, float, float } %158, 3
	%169 = bitcast float %168 to i32
	%170 = insertelement <4 x i32> %167, i32 %169, i32 3
	%171 = extractelement <4 x i32> %170, i32 0
	%172 = bitcast i32 %171 to float
	store float %172, float* %4
	%173 = extractelement <4 x i32> %170, i32 1
	%174 = bitcast i32 %173 to float
	store float %174, float* %5
	%175 = extractelement <4 x i32> %170, i32 2
	%176 = bitcast i32 %175 to float
	store float %176, float* %6
	%177 = extractelement <4 x i32> %170, i32 3
	%178 = bitcast i32 %177 to float
	store float %178, float* %7
	%179 = extractelement <4 x i32> %85, i32 2
	%180 = extractelement <4 x i32> %85, i32 3
	%181 = extractelement <4 x i32> %71, i32 2
	%182 = extractelement <4 x i32> %75, i32 2
	%183 = extractelement <4 x i32> %71, i32 3
	%184 = extractelement <4 x i32> %75, i32 3
	%185 = load float, float* %4
	%186 = load float, float* %5
	%187 = load float, float* %6
	%188 = load float, float* %7
	%189 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %181, i32 %182, i32 %183, i32 %184, i32 %179, i32 %180, float %185, float %186, float %187, float %188)
	%190 = extractvalue { float, float, float, float } %189, 0
	%191 = bitcast float %190 to i32
	%192 = insertelement <4 x i32> zeroinitializer, i32 %191, i32 0
	%193 = extractvalue { float, float, float, float } %189, 1
	%194 = bitcast float %193 to i32
	%195 = insertelement <4 x i32> %192, i32 %194, i32 1
	%196 = extractvalue { float, float, float, float } %189, 2
	%197 = bitcast float %196 to i32
	%198 = insertelement <4 x i32> %195, i32 %197, i32 2
	%199 = extractvalue { float, float, float, float } %189, 3
	%200 = bitcast float %199 to i32
	%201 = insertelement <4 x i32> %198, i32 %200, i32 3
	%202 = extractelement <4 x i32> %201, i32 0
	%203 = bitcast i32 %202 to float
	store float %203, float* %4
	%204 = extractelement <4 x i32> %201, i32 1
	%205 = bitcast i32 %204 to float
	store float %205, float* %5
	%206 = extractelement <4 x i32> %201, i32 2
	%207 = bitcast i32 %206 to float
	store float %207, float* %6
	%208 = extractelement <4 x i32> %201, i32 3
	%209 = bitcast i32 %208 to float
	store float %209, float* %7
	br label %join8

join8:
	%210 = add i32 %63, 1
	br label %loop4, !llvm.loop !1

loop9:
	%211 = phi i32 [ %42, %done6 ], [ %379, %join13 ]
	%212 = icmp slt i32 %211, %38
	br i1 %212, label %body10, label %done11

body10:
	%213 = add i32 %211, 0
	%214 = mul i32 %213, 32
	%215 = sext i32 %214 to i64
	%216 = add i64 %24, %215
	%217 = getelementptr i16, i16 addrspace(1)* %w, i64 %216
	%218 = bitcast i16 addrspace(1)* %217 to <4 x i32> addrspace(1)*
	%219 = load <4 x i32>, <4 x i32> addrspace(1)* %218, align 16, !invariant.load !0
	%220 = add i64 %33, %215
	%221 = getelementptr i16, i16 addrspace(1)* %w, i64 %220
	%222 = bitcast i16 addrspace(1)* %221 to <4 x i32> addrspace(1)*
	%223 = load <4 x i32>, <4 x i32> addrspace(1)* %222, align 16, !invariant.load !0
	%224 = add i32 %52, %214
	%225 = sext i32 %224 to i64
	%226 = getelementptr i16, i16 addrspace(1)* %x, i64 %225
	%227 = bitcast i16 addrspace(1)* %226 to <4 x i32> addrspace(1)*
	%228 = load <4 x i32>, <4 x i32> addrspace(1)* %227, align 16, !invariant.load !0
	%229 = add i32 %61, %214
	%230 = sext i32 %229 to i64
	%231 = getelementptr i16, i16 addrspace(1)* %x, i64 %230
	%232 = bitcast i16 addrspace(1)* %231 to <4 x i32> addrspace(1)*
	%233 = load <4 x i32>, <4 x i32> addrspace(1)* %232, align 16, !invariant.load !0
	%234 = extractelement <4 x i32> %228, i32 0
	%235 = extractelement <4 x i32> %228, i32 1
	%236 = extractelement <4 x i32> %219, i32 0
	%237 = extractelement <4 x i32> %223, i32 0
	%238 = extractelement <4 x i32> %219, i32 1
	%239 = extractelement <4 x i32> %223, i32 1
	%240 = load float, float* %0
	%241 = load float, float* %1
	%242 = load float, float* %2
	%243 = load float, float* %3
	%244 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %236, i32 %237, i32 %238, i32 %239, i32 %234, i32 %235, float %240, float %241, float %242, float %243)
	%245 = extractvalue { float, float, float, float } %244, 0
	%246 = bitcast float %245 to i32
	%247 = insertelement <4 x i32> zeroinitializer, i32 %246, i32 0
	%248 = extractvalue { float, float, float, float } %244, 1
	%249 = bitcast float %248 to i32
	%250 = insertelement <4 x i32> %247, i32 %249, i32 1
	%251 = extractvalue { float, float, float, float } %244, 2
	%252 = bitcast float %251 to i32
	%253 = insertelement <4 x i32> %250, i32 %252, i32 2
	%254 = extractvalue { float, float, float, float } %244, 3
	%255 = bitcast float %254 to i32
	%256 = insertelement <4 x i32> %253, i32 %255, i32 3
	%257 = extractelement <4 x i32> %256, i32 0
	%258 = bitcast i32 %257 to float
	store float %258, float* %0
	%259 = extractelement <4 x i32> %256, i32 1
	%260 = bitcast i32 %259 to float
	store float %260, float* %1
	%261 = extractelement <4 x i32> %256, i32 2
	%262 = bitcast i32 %261 to float
	store float %262, float* %2
	%263 = extractelement <4 x i32> %256, i32 3
	%264 = bitcast i32 %263 to float
	store float %264, float* %3
	%265 = extractelement <4 x i32> %228, i32 2
	%266 = extractelement <4 x i32> %228, i32 3
	%267 = extractelement <4 x i32> %219, i32 2
	%268 = extractelement <4 x i32> %223, i32 2
	%269 = extractelement <4 x i32> %219, i32 3
	%270 = extractelement <4 x i32> %223, i32 3
	%271 = load float, float* %0
	%272 = load float, float* %1
	%273 = load float, float* %2
	%274 = load float, float* %3
	%275 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %267, i32 %268, i32 %269, i32 %270, i32 %265, i32 %266, float %271, float %272, float %273, float %274)
	%276 = extractvalue { float, float, float, float } %275, 0
	%277 = bitcast float %276 to i32
	%278 = insertelement <4 x i32> zeroinitializer, i32 %277, i32 0
	%279 = extractvalue { float, float, float, float } %275, 1
	%280 = bitcast float %279 to i32
	%281 = insertelement <4 x i32> %278, i32 %280, i32 1
	%282 = extractvalue { float, float, float, float } %275, 2
	%283 = bitcast float %282 to i32
	%284 = insertelement <4 x i32> %281, i32 %283, i32 2
	%285 = extractvalue { float, float, float, float } %275, 3
	%286 = bitcast float %285 to i32
	%287 = insertelement <4 x i32> %284, i32 %286, i32 3
	%288 = extractelement <4 x i32> %287, i32 0
	%289 = bitcast i32 %288 to float
	store float %289, float* %0
	%290 = extractelement <4 x i32> %287, i32 1
	%291 = bitcast i32 %290 to float
	store float %291, float* %1
	%292 = extractelement <4 x i32> %287, i32 2
	%293 = bitcast i32 %292 to float
	store float %293, float* %2
	%294 = extractelement <4 x i32> %287, i32 3
	%295 = bitcast i32 %294 to float
	store float %295, float* %3
	br i1 %62, label %then12, label %join13

done11:
	%296 = add i32 0, %12
	%297 = load float, float* %0
	%298 = and i32 %296, 31
	%299 = lshr i32 %296, 5
	%300 = and i32 %299, 3
	%301 = lshr i32 %296, 7
	%302 = lshr i32 %298, 2
	%303 = add i32 %15, %302
	%304 = lshr i32 %300, 1
	%305 = mul i32 %304, 8
	%306 = add i32 %303, %305
	%307 = mul i32 %301, 8
	%308 = add i32 %43, %307
	%309 = and i32 %298, 3
	%310 = mul i32 %309, 2
	%311 = and i32 %300, 1
	%312 = add i32 %310, %311
	%313 = add i32 %308, %312
	%314 = icmp slt i32 %313, %rows
	%315 = icmp slt i32 %306, 16
	%316 = and i1 %314, %315
	br i1 %316, label %then14, label %join15

then12:
	%317 = extractelement <4 x i32> %233, i32 0
	%318 = extractelement <4 x i32> %233, i32 1
	%319 = extractelement <4 x i32> %219, i32 0
	%320 = extractelement <4 x i32> %223, i32 0
	%321 = extractelement <4 x i32> %219, i32 1
	%322 = extractelement <4 x i32> %223, i32 1
	%323 = load float, float* %4
	%324 = load float, float* %5
	%325 = load float, float* %6
	%326 = load float, float* %7
	%327 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %319, i32 %320, i32 %321, i32 %322, i32 %317, i32 %318, float %323, float %324, float %325, float %326)
	%328 = extractvalue { float, float, float, float } %327, 0
	%329 = bitcast float %328 to i32
	%330 = insertelement <4 x i32> zeroinitializer, i32 %329, i32 0
	%331 = extractvalue { float, float, float, float } %327, 1
	%332 = bitcast float %331 to i32
	%333 = insertelement <4 x i32> %330, i32 %332, i32 1
	%334 = extractvalue { float, float, float, float } %327, 2
	%335 = bitcast float %334 to i32
	%336 = insertelement <4 x i32> %333, i32 %335, i32 2
	%337 = extractvalue { float, float, float, float } %327, 3
	%338 = bitcast float %337 to i32
	%339 = insertelement <4 x i32> %336, i32 %338, i32 3
	%340 = extractelement <4 x i32> %339, i32 0
	%341 = bitcast i32 %340 to float
	store float %341, float* %4
	%342 = extractelement <4 x i32> %339, i32 1
	%343 = bitcast i32 %342 to float
	store float %343, float* %5
	%344 = extractelement <4 x i32> %339, i32 2
	%345 = bitcast i32 %344 to float
	store float %345, float* %6
	%346 = extractelement <4 x i32> %339, i32 3
	%347 = bitcast i32 %346 to float
	store float %347, float* %7
	%348 = extractelement <4 x i32> %233, i32 2
	%349 = extractelement <4 x i32> %233, i32 3
	%350 = extractelement <4 x i32> %219, i32 2
	%351 = extractelement <4 x i32> %223, i32 2
	%352 = extractelement <4 x i32> %219, i32 3
	%353 = extractelement <4 x i32> %223, i32 3
	%354 = load float, float* %4
	%355 = load float, float* %5
	%356 = load float, float* %6
	%357 = load float, float* %7
	%358 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %350, i32 %351, i32 %352, i32 %353, i32 %348, i32 %349, float %354, float %355, float %356, float %357)
	%359 = extractvalue { float, float, float, float } %358, 0
	%360 = bitcast float %359 to i32
	%361 = insertelement <4 x i32> zeroinitializer, i32 %360, i32 0
	%362 = extractvalue { float, float, float, float } %358, 1
	%363 = bitcast float %362 to i32
	%364 = insertelement <4 x i32> %361, i32 %363, i32 1
	%365 = extractvalue { float, float, float, float } %358, 2
	%366 = bitcast float %365 to i32
	%367 = insertelement <4 x i32> %364, i32 %366, i32 2
	%368 = extractvalue { float, float, float, float } %358, 3
	%369 = bitcast float %368 to i32
	%370 = insertelement <4 x i32> %367, i32 %369, i32 3
	%371 = extractelement <4 x i32> %370, i32 0
	%372 = bitcast i32 %371 to float
	store float %372, float* %4
	%373 = extractelement <4 x i32> %370, i32 1
	%374 = bitcast i32 %373 to float
	store float %374, float* %5
	%375 = extractelement <4 x i32> %370, i32 2
	%376 = bitcast i32 %375 to float
	store float %376, float* %6
	%377 = extractelement <4 x i32> %370, i32 3
	%378 = bitcast i32 %377 to float
	store float %378, float* %7
	br label %join13

join13:
	%379 = add i32 %211, 1
	br label %loop9, !llvm.loop !3

then14:
	%380 = sext i32 %306 to i64
	%381 = getelementptr i16, i16 addrspace(1)* %bias, i64 %380
	%382 = load i16, i16 addrspace(1)* %381
	%383 = zext i16 %382 to i32
	%384 = shl i32 %383, 16
	%385 = bitcast i32 %384 to float
	%386 = fadd float %297, %385
	%387 = mul i32 %313, 16
	%388 = add i32 %387, %306
	%389 = sext i32 %388 to i64
	%390 = getelementptr float, float addrspace(1)* %y, i64 %389
	store float %386, float addrspace(1)* %390
	br label %join15

join15:
	%391 = add i32 32, %12
	%392 = load float, float* %1
	%393 = and i32 %391, 31
	%394 = lshr i32 %391, 5
	%395 = and i32 %394, 3
	%396 = lshr i32 %391, 7
	%397 = lshr i32 %393, 2
	%398 = add i32 %15, %397
	%399 = lshr i32 %395, 1
	%400 = mul i32 %399, 8
	%401 = add i32 %398, %400
	%402 = mul i32 %396, 8
	%403 = add i32 %43, %402
	%404 = and i32 %393, 3
	%405 = mul i32 %404, 2
	%406 = and i32 %395, 1
	%407 = add i32 %405, %406
	%408 = add i32 %403, %407
	%409 = icmp slt i32 %408, %rows
	%410 = icmp slt i32 %401, 16
	%411 = and i1 %409, %410
	br i1 %411, label %then16, label %join17

then16:
	%412 = sext i32 %401 to i64
	%413 = getelementptr i16, i16 addrspace(1)* %bias, i64 %412
	%414 = load i16, i16 addrspace(1)* %413
	%415 = zext i16 %414 to i32
	%416 = shl i32 %415, 16
	%417 = bitcast i32 %416 to float
	%418 = fadd float %392, %417
	%419 = mul i32 %408, 16
	%420 = add i32 %419, %401
	%421 = sext i32 %420 to i64
	%422 = getelementptr float, float addrspace(1)* %y, i64 %421
	store float %418, float addrspace(1)* %422
	br label %join17

join17:
	%423 = add i32 64, %12
	%424 = load float, float* %2
	%425 = and i32 %423, 31
	%426 = lshr i32 %423, 5
	%427 = and i32 %426, 3
	%428 = lshr i32 %423, 7
	%429 = lshr i32 %425, 2
	%430 = add i32 %15, %429
	%431 = lshr i32 %427, 1
	%432 = mul i32 %431, 8
	%433 = add i32 %430, %432
	%434 = mul i32 %428, 8
	%435 = add i32 %43, %434
	%436 = and i32 %425, 3
	%437 = mul i32 %436, 2
	%438 = and i32 %427, 1
	%439 = add i32 %437, %438
	%440 = add i32 %435, %439
	%441 = icmp slt i32 %440, %rows
	%442 = icmp slt i32 %433, 16
	%443 = and i1 %441, %442
	br i1 %443, label %then18, label %join19

then18:
	%444 = sext i32 %433 to i64
	%445 = getelementptr i16, i16 addrspace(1)* %bias, i64 %444
	%446 = load i16, i16 addrspace(1)* %445
	%447 = zext i16 %446 to i32
	%448 = shl i32 %447, 16
	%449 = bitcast i32 %448 to float
	%450 = fadd float %424, %449
	%451 = mul i32 %440, 16
	%452 = add i32 %451, %433
	%453 = sext i32 %452 to i64
	%454 = getelementptr float, float addrspace(1)* %y, i64 %453
	store float %450, float addrspace(1)* %454
	br label %join19

join19:
	%455 = add i32 96, %12
	%456 = load float, float* %3
	%457 = and i32 %455, 31
	%458 = lshr i32 %455, 5
	%459 = and i32 %458, 3
	%460 = lshr i32 %455, 7
	%461 = lshr i32 %457, 2
	%462 = add i32 %15, %461
	%463 = lshr i32 %459, 1
	%464 = mul i32 %463, 8
	%465 = add i32 %462, %464
	%466 = mul i32 %460, 8
	%467 = add i32 %43, %466
	%468 = and i32 %457, 3
	%469 = mul i32 %468, 2
	%470 = and i32 %459, 1
	%471 = add i32 %469, %470
	%472 = add i32 %467, %471
	%473 = icmp slt i32 %472, %rows
	%474 = icmp slt i32 %465, 16
	%475 = and i1 %473, %474
	br i1 %475, label %then20, label %join21

then20:
	%476 = sext i32 %465 to i64
	%477 = getelementptr i16, i16 addrspace(1)* %bias, i64 %476
	%478 = load i16, i16 addrspace(1)* %477
	%479 = zext i16 %478 to i32
	%480 = shl i32 %479, 16
	%481 = bitcast i32 %480 to float
	%482 = fadd float %456, %481
	%483 = mul i32 %472, 16
	%484 = add i32 %483, %465
	%485 = sext i32 %484 to i64
	%486 = getelementptr float, float addrspace(1)* %y, i64 %485
	store float %482, float addrspace(1)* %486
	br label %join21

join21:
	%487 = add i32 128, %12
	%488 = load float, float* %4
	%489 = and i32 %487, 31
	%490 = lshr i32 %487, 5
	%491 = and i32 %490, 3
	%492 = lshr i32 %487, 7
	%493 = lshr i32 %489, 2
	%494 = add i32 %15, %493
	%495 = lshr i32 %491, 1
	%496 = mul i32 %495, 8
	%497 = add i32 %494, %496
	%498 = mul i32 %492, 8
	%499 = add i32 %43, %498
	%500 = and i32 %489, 3
	%501 = mul i32 %500, 2
	%502 = and i32 %491, 1
	%503 = add i32 %501, %502
	%504 = add i32 %499, %503
	%505 = icmp slt i32 %504, %rows
	%506 = icmp slt i32 %497, 16
	%507 = and i1 %505, %506
	br i1 %507, label %then22, label %join23

then22:
	%508 = sext i32 %497 to i64
	%509 = getelementptr i16, i16 addrspace(1)* %bias, i64 %508
	%510 = load i16, i16 addrspace(1)* %509
	%511 = zext i16 %510 to i32
	%512 = shl i32 %511, 16
	%513 = bitcast i32 %512 to float
	%514 = fadd float %488, %513
	%515 = mul i32 %504, 16
	%516 = add i32 %515, %497
	%517 = sext i32 %516 to i64
	%518 = getelementptr float, float addrspace(1)* %y, i64 %517
	store float %514, float addrspace(1)* %518
	br label %join23

join23:
	%519 = add i32 160, %12
	%520 = load float, float* %5
	%521 = and i32 %519, 31
	%522 = lshr i32 %519, 5
	%523 = and i32 %522, 3
	%524 = lshr i32 %519, 7
	%525 = lshr i32 %521, 2
	%526 = add i32 %15, %525
	%527 = lshr i32 %523, 1
	%528 = mul i32 %527, 8
	%529 = add i32 %526, %528
	%530 = mul i32 %524, 8
	%531 = add i32 %43, %530
	%532 = and i32 %521, 3
	%533 = mul i32 %532, 2
	%534 = and i32 %523, 1
	%535 = add i32 %533, %534
	%536 = add i32 %531, %535
	%537 = icmp slt i32 %536, %rows
	%538 = icmp slt i32 %529, 16
	%539 = and i1 %537, %538
	br i1 %539, label %then24, label %join25

then24:
	%540 = sext i32 %529 to i64
	%541 = getelementptr i16, i16 addrspace(1)* %bias, i64 %540
	%542 = load i16, i16 addrspace(1)* %541
	%543 = zext i16 %542 to i32
	%544 = shl i32 %543, 16
	%545 = bitcast i32 %544 to float
	%546 = fadd float %520, %545
	%547 = mul i32 %536, 16
	%548 = add i32 %547, %529
	%549 = sext i32 %548 to i64
	%550 = getelementptr float, float addrspace(1)* %y, i64 %549
	store float %546, float addrspace(1)* %550
	br label %join25

join25:
	%551 = add i32 192, %12
	%552 = load float, float* %6
	%553 = and i32 %551, 31
	%554 = lshr i32 %551, 5
	%555 = and i32 %554, 3
	%556 = lshr i32 %551, 7
	%557 = lshr i32 %553, 2
	%558 = add i32 %15, %557
	%559 = lshr i32 %555, 1
	%560 = mul i32 %559, 8
	%561 = add i32 %558, %560
	%562 = mul i32 %556, 8
	%563 = add i32 %43, %562
	%564 = and i32 %553, 3
	%565 = mul i32 %564, 2
	%566 = and i32 %555, 1
	%567 = add i32 %565, %566
	%568 = add i32 %563, %567
	%569 = icmp slt i32 %568, %rows
	%570 = icmp slt i32 %561, 16
	%571 = and i1 %569, %570
	br i1 %571, label %then26, label %join27

then26:
	%572 = sext i32 %561 to i64
	%573 = getelementptr i16, i16 addrspace(1)* %bias, i64 %572
	%574 = load i16, i16 addrspace(1)* %573
	%575 = zext i16 %574 to i32
	%576 = shl i32 %575, 16
	%577 = bitcast i32 %576 to float
	%578 = fadd float %552, %577
	%579 = mul i32 %568, 16
	%580 = add i32 %579, %561
	%581 = sext i32 %580 to i64
	%582 = getelementptr float, float addrspace(1)* %y, i64 %581
	store float %578, float addrspace(1)* %582
	br label %join27

join27:
	%583 = add i32 224, %12
	%584 = load float, float* %7
	%585 = and i32 %583, 31
	%586 = lshr i32 %583, 5
	%587 = and i32 %586, 3
	%588 = lshr i32 %583, 7
	%589 = lshr i32 %585, 2
	%590 = add i32 %15, %589
	%591 = lshr i32 %587, 1
	%592 = mul i32 %591, 8
	%593 = add i32 %590, %592
	%594 = mul i32 %588, 8
	%595 = add i32 %43, %594
	%596 = and i32 %585, 3
	%597 = mul i32 %596, 2
	%598 = and i32 %587, 1
	%599 = add i32 %597, %598
	%600 = add i32 %595, %599
	%601 = icmp slt i32 %600, %rows
	%602 = icmp slt i32 %593, 16
	%603 = and i1 %601, %602
	br i1 %603, label %then28, label %join29

then28:
	%604 = sext i32 %593 to i64
	%605 = getelementptr i16, i16 addrspace(1)* %bias, i64 %604
	%606 = load i16, i16 addrspace(1)* %605
	%607 = zext i16 %606 to i32
	%608 = shl i32 %607, 16
	%609 = bitcast i32 %608 to float
	%610 = fadd float %584, %609
	%611 = mul i32 %600, 16
	%612 = add i32 %611, %593
	%613 = sext i32 %612 to i64
	%614 = getelementptr float, float addrspace(1)* %y, i64 %613
	store float %610, float addrspace(1)* %614
	br label %join29

join29:
	%615 = add i32 %43, 16
	br label %loop1
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
