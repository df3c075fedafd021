target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_stream_down_bf16_f8e4m3_f32_h16_i64_e4_mma_t8_r1_w1_u1_b2(float addrspace(1)* %y, i16 addrspace(1)* %act, i8 addrspace(1)* %down, float addrspace(1)* %down_scale, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = and i32 %4, 31
	%6 = lshr i32 %5, 2
	%7 = and i32 %5, 3
	%8 = sext i32 0 to i64
	%9 = getelementptr i32, i32 addrspace(1)* %active, i64 %8
	%10 = load i32, i32 addrspace(1)* %9
	%11 = mul i32 %10, 1
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%13 = mul i32 %12, 1
	%14 = lshr i32 %4, 5
	%15 = add i32 %13, %14
	br label %loop1

loop1:
	%16 = phi i32 [ %15, %body ], [ %65, %done6 ]
	%17 = icmp slt i32 %16, %11
	br i1 %17, label %body2, label %done3

body2:
	%18 = sdiv i32 %16, 1
	%19 = add i32 %18, 1
	%20 = sext i32 %19 to i64
	%21 = getelementptr i32, i32 addrspace(1)* %active, i64 %20
	%22 = load i32, i32 addrspace(1)* %21
	%23 = srem i32 %16, 1
	%24 = mul i32 %23, 16
	%25 = sext i32 %22 to i64
	%26 = getelementptr i32, i32 addrspace(1)* %counts, i64 %25
	%27 = load i32, i32 addrspace(1)* %26
	%28 = sext i32 %22 to i64
	%29 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %28
	%30 = load i32, i32 addrspace(1)* %29
	%31 = add i32 %24, 0
	%32 = mul i32 %22, 1
	%33 = lshr i32 %31, 7
	%34 = add i32 %32, %33
	%35 = mul i32 %34, 1
	%36 = mul i32 %22, 16
	%37 = add i32 %36, %31
	%38 = add i32 %6, 0
	%39 = add i32 %37, %38
	%40 = sext i32 %39 to i64
	%41 = mul i64 %40, 64
	%42 = mul i32 %7, 16
	%43 = sext i32 %42 to i64
	%44 = add i64 %41, %43
	%45 = mul i32 %22, 16
	%46 = add i32 %45, %31
	%47 = add i32 %6, 8
	%48 = add i32 %46, %47
	%49 = sext i32 %48 to i64
	%50 = mul i64 %49, 64
	%51 = mul i32 %7, 16
	%52 = sext i32 %51 to i64
	%53 = add i64 %50, %52
	br label %loop4

done3:
	ret void

loop4:
	%54 = phi i32 [ 0, %body2 ], [ %411, %join11 ]
	%55 = icmp slt i32 %54, %27
	br i1 %55, label %body5, label %done6

body5:
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	%56 = add i32 %54, 0
	%57 = add i32 %56, %6
	%58 = icmp slt i32 %57, %27
	%59 = select i1 %58, i32 %57, i32 %54
	%60 = add i32 %30, %59
	%61 = mul i32 %60, 64
	%62 = mul i32 %7, 16
	%63 = add i32 %61, %62
	%64 = icmp slt i32 %56, %27
	br label %loop7

done6:
	%65 = add i32 %16, 2
	br label %loop1

loop7:
	%66 = phi i32 [ 0, %body5 ], [ %404, %body8 ]
	%67 = icmp slt i32 %66, 64
	br i1 %67, label %body8, label %done9

body8:
	%68 = add i32 %66, 0
	%69 = sext i32 %68 to i64
	%70 = add i64 %44, %69
	%71 = getelementptr i8, i8 addrspace(1)* %down, i64 %70
	%72 = bitcast i8 addrspace(1)* %71 to <4 x i32> addrspace(1)*
	%73 = load <4 x i32>, <4 x i32> addrspace(1)* %72, align 16, !invariant.load !0
	%74 = add i64 %53, %69
	%75 = getelementptr i8, i8 addrspace(1)* %down, i64 %74
	%76 = bitcast i8 addrspace(1)* %75 to <4 x i32> addrspace(1)*
	%77 = load <4 x i32>, <4 x i32> addrspace(1)* %76, align 16, !invariant.load !0
	%78 = add i32 %68, 0
	%79 = add i32 %63, %78
	%80 = sext i32 %79 to i64
	%81 = getelementptr i16, i16 addrspace(1)* %act, i64 %80
	%82 = bitcast i16 addrspace(1)* %81 to <4 x i32> addrspace(1)*
	%83 = load <4 x i32>, <4 x i32> addrspace(1)* %82, align 16, !invariant.load !0
	%84 = add i32 %68, 8
	%85 = add i32 %63, %84
	%86 = sext i32 %85 to i64
	%87 = getelementptr i16, i16 addrspace(1)* %act, i64 %86
	%88 = bitcast i16 addrspace(1)* %87 to <4 x i32> addrspace(1)*
	%89 = load <4 x i32>, <4 x i32> addrspace(1)* %88, align 16, !invariant.load !0
	%90 = lshr i32 %68, 7
	%91 = add i32 %35, %90
	%92 = sext i32 %91 to i64
	%93 = getelementptr float, float addrspace(1)* %down_scale, i64 %92
	%94 = load float, float addrspace(1)* %93
	%95 = fmul float %94, 256.0
	%96 = extractelement <4 x i32> %83, i32 0
	%97 = extractelement <4 x i32> %83, i32 1
	%98 = shl i32 %96, 16
	%99 = bitcast i32 %98 to float
	%100 = and i32 %96, -65536
	%101 = bitcast i32 %100 to float
	%102 = shl i32 %97, 16
	%103 = bitcast i32 %102 to float
	%104 = and i32 %97, -65536
	%105 = bitcast i32 %104 to float
	%106 = call float @llvm.minnum.f32(float %99, float 65504.0)
	%107 = call float @llvm.maxnum.f32(float %106, float -65504.0)
	%108 = fptrunc float %107 to half
	%109 = insertelement <2 x half> zeroinitializer, half %108, i32 0
	%110 = call float @llvm.minnum.f32(float %103, float 65504.0)
	%111 = call float @llvm.maxnum.f32(float %110, float -65504.0)
	%112 = fptrunc float %111 to half
	%113 = insertelement <2 x half> %109, half %112, i32 1
	%114 = bitcast <2 x half> %113 to i32
	%115 = call float @llvm.minnum.f32(float %101, float 65504.0)
	%116 = call float @llvm.maxnum.f32(float %115, float -65504.0)
	%117 = fptrunc float %116 to half
	%118 = insertelement <2 x half> zeroinitializer, half %117, i32 0
	%119 = call float @llvm.minnum.f32(float %105, float 65504.0)
	%120 = call float @llvm.maxnum.f32(float %119, float -65504.0)
	%121 = fptrunc float %120 to half
	%122 = insertelement <2 x half> %118, half %121, i32 1
	%123 = bitcast <2 x half> %122 to i32
	%124 = extractelement <4 x i32> %83, i32 2
	%125 = extractelement <4 x i32> %83, i32 3
	%126 = shl i32 %124, 16
	%127 = bitcast i32 %126 to float
	%128 = and i32 %124, -65536
	%129 = bitcast i32 %128 to float
	%130 = shl i32 %125, 16
	%131 = bitcast i32 %130 to float
	%132 = and i32 %125, -65536
	%133 = bitcast i32 %132 to float
	%134 = call float @llvm.minnum.f32(float %127, float 65504.0)
	%135 = call float @llvm.maxnum.f32(float %134, float -65504.0)
	%136 = fptrunc float %135 to half
	%137 = insertelement <2 x half> zeroinitializer, half %136, i32 0
	%138 = call float @llvm.minnum.f32(float %131, float 65504.0)
	%139 = call float @llvm.maxnum.f32(float %138, float -65504.0)
	%140 = fptrunc float %139 to half
	%141 = insertelement <2 x half> %137, half %140, i32 1
	%142 = bitcast <2 x half> %141 to i32
	%143 = call float @llvm.minnum.f32(float %129, float 65504.0)
	%144 = call float @llvm.maxnum.f32(float %143, float -65504.0)
	%145 = fptrunc float %144 to half
	%146 = insertelement <2 x half> zeroinitializer, half %145, i32 0
	%147 = call float @llvm.minnum.f32(float %133, float 65504.0)
	%148 = call float @llvm.maxnum.f32(float %147, float -65504.0)
	%149 = fptrunc float %148 to half
	%150 = insertelement <2 x half> %146, half %149, i32 1
	%151 = bitcast <2 x half> %150 to i32
	%152 = extractelement <4 x i32> %89, i32 0
	%153 = extractelement <4 x i32> %89, i32 1
	%154 = shl i32 %152, 16
	%155 = bitcast i32 %154 to float
	%156 = and i32 %152, -65536
	%157 = bitcast i32 %156 to float
	%158 = shl i32 %153, 16
	%159 = bitcast i32 %158 to float
	%160 = and i32 %153, -65536
	%161 = bitcast i32 %160 to float
	%162 = call float @llvm.minnum.f32(float %155, float 65504.0)
	%163 = call float @llvm.maxnum.f32(float %162, float -65504.0)
	%164 = fptrunc float %163 to half
	%165 = insertelement <2 x half> zeroinitializer, half %164, i32 0
	%166 = call float @llvm.minnum.f32(float %159, float 65504.0)
	%167 = call float @llvm.maxnum.f32(float %166, float -65504.0)
	%168 = fptrunc float %167 to half
	%169 = insertelement <2 x half> %165, half %168, i32 1
	%170 = bitcast <2 x half> %169 to i32
	%171 = call float @llvm.minnum.f32(float %157, float 65504.0)
	%172 = call float @llvm.maxnum.f32(float %171, float -65504.0)
	%173 = fptrunc float %172 to half
	%174 = insertelement <2 x half> zeroinitializer, half %173, i32 0
	%175 = call float @llvm.minnum.f32(float %161, float 65504.0)
	%176 = call float @llvm.maxnum.f32(float %175, float -65504.0)
	%177 = fptrunc float %176 to half
	%178 = insertelement <2 x half> %174, half %177, i32 1
	%179 = bitcast <2 x half> %178 to i32
	%180 = extractelement <4 x i32> %89, i32 2
	%181 = extractelement <4 x i32> %89, i32 3
	%182 = shl i32 %180, 16
	%183 = bitcast i32 %182 to float
	%184 = and i32 %180, -65536
	%185 = bitcast i32 %184 to float
	%186 = shl i32 %181, 16
	%187 = bitcast i32 %186 to float
	%188 = and i32 %181, -65536
	%189 = bitcast i32 %188 to float
	%190 = call float @llvm.minnum.f32(float %183, float 65504.0)
	%191 = call float @llvm.maxnum.f32(float %190, float -65504.0)
	%192 = fptrunc float %191 to half
	%193 = insertelement <2 x half> zeroinitializer, half %192, i32 0
	%194 = call float @llvm.minnum.f32(float %187, float 65504.0)
	%195 = call float @llvm.maxnum.f32(float %194, float -65504.0)
	%196 = fptrunc float %195 to half
	%197 = insertelement <2 x half> %193, half %196, i32 1
	%198 = bitcast <2 x half> %197 to i32
	%199 = call float @llvm.minnum.f32(float %185, float 65504.0)
	%200 = call float @llvm.maxnum.f32(float %199, float -65504.0)
	%201 = fptrunc float %200 to half
	%202 = insertelement <2 x half> zeroinitializer, half %201, i32 0
	%203 = call float @llvm.minnum.f32(float %189, float 65504.0)
	%204 = call float @llvm.maxnum.f32(float %203, float -65504.0)
	%205 = fptrunc float %204 to half
	%206 = insertelement <2 x half> %202, half %205, i32 1
	%207 = bitcast <2 x half> %206 to i32
	%208 = extractelement <4 x i32> %73, i32 0
	%209 = shl i32 %208, 8
	%210 = and i32 %209, -2147450880
	%211 = shl i32 %208, 7
	%212 = and i32 %211, 1065369472
	%213 = or i32 %210, %212
	%214 = and i32 %208, -2147450880
	%215 = lshr i32 %208, 1
	%216 = and i32 %215, 1065369472
	%217 = or i32 %214, %216
	%218 = extractelement <4 x i32> %77, i32 0
	%219 = shl i32 %218, 8
	%220 = and i32 %219, -2147450880
	%221 = shl i32 %218, 7
	%222 = and i32 %221, 1065369472
	%223 = or i32 %220, %222
	%224 = and i32 %218, -2147450880
	%225 = lshr i32 %218, 1
	%226 = and i32 %225, 1065369472
	%227 = or i32 %224, %226
	%228 = bitcast i32 %213 to <2 x half>
	%229 = bitcast i32 %223 to <2 x half>
	%230 = bitcast i32 %217 to <2 x half>
	%231 = bitcast i32 %227 to <2 x half>
	%232 = bitcast i32 %114 to <2 x half>
	%233 = bitcast i32 %123 to <2 x half>
	%234 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %228, <2 x half> %229, <2 x half> %230, <2 x half> %231, <2 x half> %232, <2 x half> %233, float 0.0, float 0.0, float 0.0, float 0.0)
	%235 = extractvalue { float, float, float, float } %234, 0
	%236 = bitcast float %235 to i32
	%237 = insertelement <4 x i32> zeroinitializer, i32 %236, i32 0
	%238 = extractvalue { float, float, float, float } %234, 1
	%239 = bitcast float %238 to i32
	%240 = insertelement <4 x i32> %237, i32 %239, i32 1
	%241 = extractvalue { float, float, float, float } %234, 2
	%242 = bitcast float %241 to i32
	%243 = insertelement <4 x i32> %240, i32 %242, i32 2
	%244 = extractvalue { float, float, float, float } %234, 3
	%245 = bitcast float %244 to i32
	%246 = insertelement <4 x i32> %243, i32 %245, i32 3
	%247 = extractelement <4 x i32> %246, i32 0
	%248 = bitcast i32 %247 to float
	%249 = extractelement <4 x i32> %246, i32 1
	%250 = bitcast i32 %249 to float
	%251 = extractelement <4 x i32> %246, i32 2
	%252 = bitcast i32 %251 to float
	%253 = extractelement <4 x i32> %246, i32 3
	%254 = bitcast i32 %253 to float
	%255 = extractelement <4 x i32> %73, i32 1
	%256 = shl i32 %255, 8
	%257 = and i32 %256, -2147450880
	%258 = shl i32 %255, 7
	%259 = and i32 %258, 1065369472
	%260 = or i32 %257, %259
	%261 = and i32 %255, -2147450880
	%262 = lshr i32 %255, 1
	%263 = and i32 %262, 1065369472
	%264 = or i32 %261, %263
	%265 = extractelement <4 x i32> %77, i32 1
	%266 = shl i32 %265, 8
	%267 = and i32 %266, -2147450880
	%268 = shl i32 %265, 7
	%269 = and i32 %268, 1065369472
	%270 = or i32 %267, %269
	%271 = and i32 %265, -2147450880
	%272 = lshr i32 %265, 1
	%273 = and i32 %272, 1065369472
	%274 = or i32 %271, %273
	%275 = bitcast i32 %260 to <2 x half>
	%276 = bitcast i32 %270 to <2 x half>
	%277 = bitcast i32 %264 to <2 x half>
	%278 = bitcast i32 %274 to <2 x half>
	%279 = bitcast i32 %142 to <2 x half>
	%280 = bitcast i32 %151 to <2 x half>
	%281 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %275, <2 x half> %276, <2 x half> %277, <2 x half> %278, <2 x half> %279, <2 x half> %280, float %248, float %250, float %252, float %254)
	%282 = extractvalue { float, float, float, float } %281, 0
	%283 = bitcast float %282 to i32
	%284 = insertelement <4 x i32> zeroinitializer, i32 %283, i32 0
	%285 = extractvalue { float, float, float, float } %281, 1
	%286 = bitcast float %285 to i32
	%287 = insertelement <4 x i32> %284, i32 %286, i32 1
	%288 = extractvalue { float, float, float, float } %281, 2
	%289 = bitcast float %288 to i32
	%290 = insertelement <4 x i32> %287, i32 %289, i32 2
	%291 = extractvalue { float, float, float, float } %281, 3
	%292 = bitcast float %291 to i32
	%293 = insertelement <4 x i32> %290, i32 %292, i32 3
	%294 = extractelement <4 x i32> %293, i32 0
	%295 = bitcast i32 %294 to float
	%296 = extractelement <4 x i32> %293, i32 1
	%297 = bitcast i32 %296 to float
	%298 = extractelement <4 x i32> %293, i32 2
	%299 = bitcast i32 %298 to float
	%300 = extractelement <4 x i32> %293, i32 3
	%301 = bitcast i32 %300 to float
	%302 = extractelement <4 x i32> %73, i32 2
	%303 = shl i32 %302, 8
	%304 = and i32 %303, -2147450880
	%305 = shl i32 %302, 7
	%306 = and i32 %305, 1065369472
	%307 = or i32 %304, %306
	%308 = and i32 %302, -2147450880
	%309 = lshr i32 %302, 1
	%310 = and i32 %309, 1065369472
	%311 = or i32 %308, %310
	%312 = extractelement <4 x i32> %77, i32 2
	%313 = shl i32 %312, 8
	%314 = and i32 %313, -2147450880
	%315 = shl i32 %312, 7
	%316 = and i32 %315, 1065369472
	%317 = or i32 %314, %316
	%318 = and i32 %312, -2147450880
	%319 = lshr i32 %312, 1
	%320 = and i32 %319, 1065369472
	%321 = or i32 %318, %320
	%322 = bitcast i32 %307 to <2 x half>
	%323 = bitcast i32 %317 to <2 x half>
	%324 = bitcast i32 %311 to <2 x half>
	%325 = bitcast i32 %321 to <2 x half>
	%326 = bitcast i32 %170 to <2 x half>
	%327 = bitcast i32 %179 to <2 x half>
	%328 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %322, <2 x half> %323, <2 x half> %324, <2 x half> %325, <2 x half> %326, <2 x half> %327, float %295, float %297, float %299, float %301)
	%329 = extractvalue { float, float, float, float } %328, 0
	%330 = bitcast float %329 to i32
	%331 = insertelement <4 x i32> zeroinitializer, i32 %330, i32 0
	%332 = extractvalue { float, float, float, float } %328, 1
	%333 = bitcast float %332 to i32
	%334 = insertelement <4 x i32> %331, i32 %333, i32 1
	%335 = extractvalue { float, float, float, float } %328, 2
	%336 = bitcast float %335 to i32
	%337 = insertelement <4 x i32> %334, i32 %336, i32 2
	%338 = extractvalue { float, float, float, float } %328, 3
	%339 = bitcast float %338 to i32
	%340 = insertelement <4 x i32> %337, i32 %339, i32 3
	%341 = extractelement <4 x i32> %340, i32 0
	%342 = bitcast i32 %341 to float
	%343 = extractelement <4 x i32> %340, i32 1
	%344 = bitcast i32 %343 to float
	%345 = extractelement <4 x i32> %340, i32 2
	%346 = bitcast i32 %345 to float
	%347 = extractelement <4 x i32> %340, i32 3
	%348 = bitcast i32 %347 to float
	%349 = extractelement <4 x i32> %73, i32 3
	%350 = shl i32 %349, 8
	%351 = and i32 %350, -2147450880
	%352 = shl i32 %349, 7
	%353 = and i32 %352, 1065369472
	%354 = or i32 %351, %353
	%355 = and i32 %349, -2147450880
	%356 = lshr i32 %349, 1
	%357 = and i32 %356, 1065369472
	%358 = or i32 %355, %357
	%359 = extractelement <4 x i32> %77, i32 3
	%360 = shl i32 %359, 8
	%361 = and i32 %360, -2147450880
	%362 = shl i32 %359, 7
	%363 = and i32 %362, 1065369472
	%364 = or i32 %361, %363
	%365 = and i32 %359, -2147450880
	%366 = lshr i32 %359, 1
	%367 = and i32 %366, 1065369472
	%368 = or i32 %365, %367
	%369 = bitcast i32 %354 to <2 x half>
	%370 = bitcast i32 %364 to <2 x half>
	%371 = bitcast i32 %358 to <2 x half>
	%372 = bitcast i32 %368 to <2 x half>
	%373 = bitcast i32 %198 to <2 x half>
	%374 = bitcast i32 %207 to <2 x half>
	%375 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %369, <2 x half> %370, <2 x half> %371, <2 x half> %372, <2 x half> %373, <2 x half> %374, float %342, float %344, float %346, float %348)
	%376 = extractvalue { float, float, float, float } %375, 0
	%377 = bitcast float %376 to i32
	%378 = insertelement <4 x i32> zeroinitializer, i32 %377, i32 0
	%379 = extractvalue { float, float, float, float } %375, 1
	%380 = bitcast float %379 to i32
	%381 = insertelement <4 x i32> %378, i32 %380, i32 1
	%382 = extractvalue { float, float, float, float } %375, 2
	%383 = bitcast float %382 to i32
	%384 = insertelement <4 x i32> %381, i32 %383, i32 2
	%385 = extractvalue { float, float, float, float } %375, 3
	%386 = bitcast float %385 to i32
	%387 = insertelement <4 x i32> %384, i32 %386, i32 3
	%388 = extractelement <4 x i32> %387, i32 0
	%389 = bitcast i32 %388 to float
	%390 = extractelement <4 x i32> %387, i32 1
	%391 = bitcast i32 %390 to float
	%392 = extractelement <4 x i32> %387, i32 2
	%393 = bitcast i32 %392 to float
	%394 = extractelement <4 x i32> %387, i32 3
	%395 = bitcast i32 %394 to float
	%396 = load float, float* %0
	%397 = call float @llvm.fma.f32(float %389, float %95, float %396)
	store float %397, float* %0
	%398 = load float, float* %1
	%399 = call float @llvm.fma.f32(float %391, float %95, float %398)
	store float %399, float* %1
	%400 = load float, float* %2
	%401 = call float @llvm.fma.f32(float %393, float %95, float %400)
	store float %401, float* %2
	%402 = load float, float* %3
	%403 = call float @llvm.fma.f32(float %395, float %95, float %402)
	store float %403, float* %3
	%404 = add i32 %66, 64
	br label %loop7

done9:
	br i1 %64, label %then10, label %join11

then10:
	%405 = add i32 %54, 0
	%406 = mul i32 %7, 2
	%407 = add i32 %405, %406
	%408 = add i32 %24, 0
	%409 = add i32 %408, %6
	%410 = icmp slt i32 %407, %27
	br i1 %410, label %then12, label %join13

join11:
	%411 = add i32 %54, 8
	br label %loop4

then12:
	%412 = add i32 %30, %407
	%413 = mul i32 %412, 16
	%414 = add i32 %413, %409
	%415 = load float, float* %0
	%416 = sext i32 %414 to i64
	%417 = getelementptr float, float addrspace(1)* %y, i64 %416
	store float %415, float addrspace(1)* %417
	br label %join13

join13:
	%418 = add i32 %54, 1
	%419 = mul i32 %7, 2
	%420 = add i32 %418, %419
	%421 = add i32 %24, 0
	%422 = add i32 %421, %6
	%423 = icmp slt i32 %420, %27
	br i1 %423, label %then14, label %join15

then14:
	%424 = add i32 %30, %420
	%425 = mul i32 %424, 16
	%426 = add i32 %425, %422
	%427 = load float, float* %1
	%428 = sext i32 %426 to i64
	%429 = getelementptr float, float addrspace(1)* %y, i64 %428
	store float %427, float addrspace(1)* %429
	br label %join15

join15:
	%430 = add i32 %54, 0
	%431 = mul i32 %7, 2
	%432 = add i32 %430, %431
	%433 = add i32 %24, 8
	%434 = add i32 %433, %6
	%435 = icmp slt i32 %432, %27
	br i1 %435, label %then16, label %join17

then16:
	%436 = add i32 %30, %432
	%437 = mul i32 %436, 16
	%438 = add i32 %437, %434
	%439 = load float, float* %2
	%440 = sext i32 %438 to i64
	%441 = getelementptr float, float addrspace(1)* %y, i64 %440
	store float %439, float addrspace(1)* %441
	br label %join17

join17:
	%442 = add i32 %54, 1
	%443 = mul i32 %7, 2
	%444 = add i32 %442, %443
	%445 = add i32 %24, 8
	%446 = add i32 %445, %6
	%447 = icmp slt i32 %444, %27
	br i1 %447, label %then18, label %join19

then18:
	%448 = add i32 %30, %444
	%449 = mul i32 %448, 16
	%450 = add i32 %449, %446
	%451 = load float, float* %3
	%452 = sext i32 %450 to i64
	%453 = getelementptr float, float addrspace(1)* %y, i64 %452
	store float %451, float addrspace(1)* %453
	br label %join19

join19:
	br label %join11
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare float @llvm.minnum.f32(float %0, float %1)

declare float @llvm.maxnum.f32(float %0, float %1)

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %0, <2 x half> %1, <2 x half> %2, <2 x half> %3, <2 x half> %4, <2 x half> %5, float %6, float %7, float %8, float %9)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
