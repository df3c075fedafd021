target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_stream_down_bf16_f8e4m3_f32_h16_i64_e4_mma_t8_r1_w1_u1_b2(float addrspace(1)* %y, i16 addrspace(1)* %act, i8 addrspace(1)* %down, float addrspace(1)* %down_scale, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %work, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca i32
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	%5 = alloca float
	br label %body

body:
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = and i32 %6, 31
	%8 = lshr i32 %7, 2
	%9 = and i32 %7, 3
	%10 = sext i32 0 to i64
	%11 = getelementptr i32, i32 addrspace(1)* %active, i64 %10
	%12 = load i32, i32 addrspace(1)* %11
	%13 = mul i32 %12, 1
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%15 = and i32 %14, 31
	%16 = icmp eq i32 %15, 0
	store i32 0, i32* %0
	br i1 %16, label %then1, label %join2

then1:
	%17 = sext i32 0 to i64
	%18 = getelementptr i32, i32 addrspace(1)* %work, i64 %17
	%19 = atomicrmw add i32 addrspace(1)* %18, i32 1 monotonic
	store i32 %19, i32* %0
	br label %join2

join2:
	%20 = load i32, i32* %0
	%21 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 16, i32 31)
	%22 = add i32 %20, %21
	%23 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 8, i32 31)
	%24 = add i32 %22, %23
	%25 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 4, i32 31)
	%26 = add i32 %24, %25
	%27 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 2, i32 31)
	%28 = add i32 %26, %27
	%29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 1, i32 31)
	%30 = add i32 %28, %29
	store i32 %30, i32* %1
	br label %while3

while3:
	%31 = load i32, i32* %1
	%32 = icmp slt i32 %31, %13
	br i1 %32, label %body4, label %done5

body4:
	br i1 %16, label %then6, label %join7

done5:
	%33 = load i32, i32* %1
	%34 = add i32 %13, 1
	%35 = icmp eq i32 %33, %34
	%36 = and i1 %16, %35
	br i1 %36, label %then24, label %join25

then6:
	%37 = sext i32 0 to i64
	%38 = getelementptr i32, i32 addrspace(1)* %work, i64 %37
	%39 = atomicrmw add i32 addrspace(1)* %38, i32 1 monotonic
	store i32 %39, i32* %0
	br label %join7

join7:
	%40 = sdiv i32 %31, 1
	%41 = add i32 %40, 1
	%42 = sext i32 %41 to i64
	%43 = getelementptr i32, i32 addrspace(1)* %active, i64 %42
	%44 = load i32, i32 addrspace(1)* %43
	%45 = srem i32 %31, 1
	%46 = mul i32 %45, 16
	%47 = sext i32 %44 to i64
	%48 = getelementptr i32, i32 addrspace(1)* %counts, i64 %47
	%49 = load i32, i32 addrspace(1)* %48
	%50 = sext i32 %44 to i64
	%51 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %50
	%52 = load i32, i32 addrspace(1)* %51
	%53 = add i32 %46, 0
	%54 = mul i32 %44, 1
	%55 = lshr i32 %53, 7
	%56 = add i32 %54, %55
	%57 = mul i32 %56, 1
	%58 = mul i32 %44, 16
	%59 = add i32 %58, %53
	%60 = add i32 %8, 0
	%61 = add i32 %59, %60
	%62 = sext i32 %61 to i64
	%63 = mul i64 %62, 64
	%64 = mul i32 %9, 16
	%65 = sext i32 %64 to i64
	%66 = add i64 %63, %65
	%67 = mul i32 %44, 16
	%68 = add i32 %67, %53
	%69 = add i32 %8, 8
	%70 = add i32 %68, %69
	%71 = sext i32 %70 to i64
	%72 = mul i64 %71, 64
	%73 = mul i32 %9, 16
	%74 = sext i32 %73 to i64
	%75 = add i64 %72, %74
	br label %loop8

loop8:
	%76 = phi i32 [ 0, %join7 ], [ %443, %join15 ]
	%77 = icmp slt i32 %76, %49
	br i1 %77, label %body9, label %done10

body9:
	store float 0.0, float* %2
	store float 0.0, float* %3
	store float 0.0, float* %4
	store float 0.0, float* %5
	%78 = add i32 %76, 0
	%79 = add i32 %78, %8
	%80 = icmp slt i32 %79, %49
	%81 = select i1 %80, i32 %79, i32 %76
	%82 = add i32 %52, %81
	%83 = mul i32 %82, 64
	%84 = mul i32 %9, 16
	%85 = add i32 %83, %84
	%86 = icmp slt i32 %78, %49
	br label %loop11

done10:
	%87 = load i32, i32* %0
	%88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 16, i32 31)
	%89 = add i32 %87, %88
	%90 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 8, i32 31)
	%91 = add i32 %89, %90
	%92 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 4, i32 31)
	%93 = add i32 %91, %92
	%94 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 2, i32 31)
	%95 = add i32 %93, %94
	%96 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 1, i32 31)
	%97 = add i32 %95, %96
	store i32 %97, i32* %1
	br label %while3

loop11:
	%98 = phi i32 [ 0, %body9 ], [ %436, %body12 ]
	%99 = icmp slt i32 %98, 64
	br i1 %99, label %body12, label %done13

body12:
	%100 = add i32 %98, 0
	%101 = sext i32 %100 to i64
	%102 = add i64 %66, %101
	%103 = getelementptr i8, i8 addrspace(1)* %down, i64 %102
	%104 = bitcast i8 addrspace(1)* %103 to <4 x i32> addrspace(1)*
	%105 = load <4 x i32>, <4 x i32> addrspace(1)* %104, align 16, !invariant.load !0
	%106 = add i64 %75, %101
	%107 = getelementptr i8, i8 addrspace(1)* %down, i64 %106
	%108 = bitcast i8 addrspace(1)* %107 to <4 x i32> addrspace(1)*
	%109 = load <4 x i32>, <4 x i32> addrspace(1)* %108, align 16, !invariant.load !0
	%110 = add i32 %100, 0
	%111 = add i32 %85, %110
	%112 = sext i32 %111 to i64
	%113 = getelementptr i16, i16 addrspace(1)* %act, i64 %112
	%114 = bitcast i16 addrspace(1)* %113 to <4 x i32> addrspace(1)*
	%115 = load <4 x i32>, <4 x i32> addrspace(1)* %114, align 16, !invariant.load !0
	%116 = add i32 %100, 8
	%117 = add i32 %85, %116
	%118 = sext i32 %117 to i64
	%119 = getelementptr i16, i16 addrspace(1)* %act, i64 %118
	%120 = bitcast i16 addrspace(1)* %119 to <4 x i32> addrspace(1)*
	%121 = load <4 x i32>, <4 x i32> addrspace(1)* %120, align 16, !invariant.load !0
	%122 = lshr i32 %100, 7
	%123 = add i32 %57, %122
	%124 = sext i32 %123 to i64
	%125 = getelementptr float, float addrspace(1)* %down_scale, i64 %124
	%126 = load float, float addrspace(1)* %125
	%127 = fmul float %126, 256.0
	%128 = extractelement <4 x i32> %115, i32 0
	%129 = extractelement <4 x i32> %115, i32 1
	%130 = shl i32 %128, 16
	%131 = bitcast i32 %130 to float
	%132 = and i32 %128, -65536
	%133 = bitcast i32 %132 to float
	%134 = shl i32 %129, 16
	%135 = bitcast i32 %134 to float
	%136 = and i32 %129, -65536
	%137 = bitcast i32 %136 to float
	%138 = call float @llvm.minnum.f32(float %131, float 65504.0)
	%139 = call float @llvm.maxnum.f32(float %138, float -65504.0)
	%140 = fptrunc float %139 to half
	%141 = insertelement <2 x half> zeroinitializer, half %140, i32 0
	%142 = call float @llvm.minnum.f32(float %135, float 65504.0)
	%143 = call float @llvm.maxnum.f32(float %142, float -65504.0)
	%144 = fptrunc float %143 to half
	%145 = insertelement <2 x half> %141, half %144, i32 1
	%146 = bitcast <2 x half> %145 to i32
	%147 = call float @llvm.minnum.f32(float %133, float 65504.0)
	%148 = call float @llvm.maxnum.f32(float %147, float -65504.0)
	%149 = fptrunc float %148 to half
	%150 = insertelement <2 x half> zeroinitializer, half %149, i32 0
	%151 = call float @llvm.minnum.f32(float %137, float 65504.0)
	%152 = call float @llvm.maxnum.f32(float %151, float -65504.0)
	%153 = fptrunc float %152 to half
	%154 = insertelement <2 x half> %150, half %153, i32 1
	%155 = bitcast <2 x half> %154 to i32
	%156 = extractelement <4 x i32> %115, i32 2
	%157 = extractelement <4 x i32> %115, i32 3
	%158 = shl i32 %156, 16
	%159 = bitcast i32 %158 to float
	%160 = and i32 %156, -65536
	%161 = bitcast i32 %160 to float
	%162 = shl i32 %157, 16
	%163 = bitcast i32 %162 to float
	%164 = and i32 %157, -65536
	%165 = bitcast i32 %164 to float
	%166 = call float @llvm.minnum.f32(float %159, float 65504.0)
	%167 = call float @llvm.maxnum.f32(float %166, float -65504.0)
	%168 = fptrunc float %167 to half
	%169 = insertelement <2 x half> zeroinitializer, half %168, i32 0
	%170 = call float @llvm.minnum.f32(float %163, float 65504.0)
	%171 = call float @llvm.maxnum.f32(float %170, float -65504.0)
	%172 = fptrunc float %171 to half
	%173 = insertelement <2 x half> %169, half %172, i32 1
	%174 = bitcast <2 x half> %173 to i32
	%175 = call float @llvm.minnum.f32(float %161, float 65504.0)
	%176 = call float @llvm.maxnum.f32(float %175, float -65504.0)
	%177 = fptrunc float %176 to half
	%178 = insertelement <2 x half> zeroinitializer, half %177, i32 0
	%179 = call float @llvm.minnum.f32(float %165, float 65504.0)
	%180 = call float @llvm.maxnum.f32(float %179, float -65504.0)
	%181 = fptrunc float %180 to half
	%182 = insertelement <2 x half> %178, half %181, i32 1
	%183 = bitcast <2 x half> %182 to i32
	%184 = extractelement <4 x i32> %121, i32 0
	%185 = extractelement <4 x i32> %121, i32 1
	%186 = shl i32 %184, 16
	%187 = bitcast i32 %186 to float
	%188 = and i32 %184, -65536
	%189 = bitcast i32 %188 to float
	%190 = shl i32 %185, 16
	%191 = bitcast i32 %190 to float
	%192 = and i32 %185, -65536
	%193 = bitcast i32 %192 to float
	%194 = call float @llvm.minnum.f32(float %187, float 65504.0)
	%195 = call float @llvm.maxnum.f32(float %194, float -65504.0)
	%196 = fptrunc float %195 to half
	%197 = insertelement <2 x half> zeroinitializer, half %196, i32 0
	%198 = call float @llvm.minnum.f32(float %191, float 65504.0)
	%199 = call float @llvm.maxnum.f32(float %198, float -65504.0)
	%200 = fptrunc float %199 to half
	%201 = insertelement <2 x half> %197, half %200, i32 1
	%202 = bitcast <2 x half> %201 to i32
	%203 = call float @llvm.minnum.f32(float %189, float 65504.0)
	%204 = call float @llvm.maxnum.f32(float %203, float -65504.0)
	%205 = fptrunc float %204 to half
	%206 = insertelement <2 x half> zeroinitializer, half %205, i32 0
	%207 = call float @llvm.minnum.f32(float %193, float 65504.0)
	%208 = call float @llvm.maxnum.f32(float %207, float -65504.0)
	%209 = fptrunc float %208 to half
	%210 = insertelement <2 x half> %206, half %209, i32 1
	%211 = bitcast <2 x half> %210 to i32
	%212 = extractelement <4 x i32> %121, i32 2
	%213 = extractelement <4 x i32> %121, i32 3
	%214 = shl i32 %212, 16
	%215 = bitcast i32 %214 to float
	%216 = and i32 %212, -65536
	%217 = bitcast i32 %216 to float
	%218 = shl i32 %213, 16
	%219 = bitcast i32 %218 to float
	%220 = and i32 %213, -65536
	%221 = bitcast i32 %220 to float
	%222 = call float @llvm.minnum.f32(float %215, float 65504.0)
	%223 = call float @llvm.maxnum.f32(float %222, float -65504.0)
	%224 = fptrunc float %223 to half
	%225 = insertelement <2 x half> zeroinitializer, half %224, i32 0
	%226 = call float @llvm.minnum.f32(float %219, float 65504.0)
	%227 = call float @llvm.maxnum.f32(float %226, float -65504.0)
	%228 = fptrunc float %227 to half
	%229 = insertelement <2 x half> %225, half %228, i32 1
	%230 = bitcast <2 x half> %229 to i32
	%231 = call float @llvm.minnum.f32(float %217, float 65504.0)
	%232 = call float @llvm.maxnum.f32(float %231, float -65504.0)
	%233 = fptrunc float %232 to half
	%234 = insertelement <2 x half> zeroinitializer, half %233, i32 0
	%235 = call float @llvm.minnum.f32(float %221, float 65504.0)
	%236 = call float @llvm.maxnum.f32(float %235, float -65504.0)
	%237 = fptrunc float %236 to half
	%238 = insertelement <2 x half> %234, half %237, i32 1
	%239 = bitcast <2 x half> %238 to i32
	%240 = extractelement <4 x i32> %105, i32 0
	%241 = shl i32 %240, 8
	%242 = and i32 %241, -2147450880
	%243 = shl i32 %240, 7
	%244 = and i32 %243, 1065369472
	%245 = or i32 %242, %244
	%246 = and i32 %240, -2147450880
	%247 = lshr i32 %240, 1
	%248 = and i32 %247, 1065369472
	%249 = or i32 %246, %248
	%250 = extractelement <4 x i32> %109, i32 0
	%251 = shl i32 %250, 8
	%252 = and i32 %251, -2147450880
	%253 = shl i32 %250, 7
	%254 = and i32 %253, 1065369472
	%255 = or i32 %252, %254
	%256 = and i32 %250, -2147450880
	%257 = lshr i32 %250, 1
	%258 = and i32 %257, 1065369472
	%259 = or i32 %256, %258
	%260 = bitcast i32 %245 to <2 x half>
	%261 = bitcast i32 %255 to <2 x half>
	%262 = bitcast i32 %249 to <2 x half>
	%263 = bitcast i32 %259 to <2 x half>
	%264 = bitcast i32 %146 to <2 x half>
	%265 = bitcast i32 %155 to <2 x half>
	%266 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %260, <2 x half> %261, <2 x half> %262, <2 x half> %263, <2 x half> %264, <2 x half> %265, float 0.0, float 0.0, float 0.0, float 0.0)
	%267 = extractvalue { float, float, float, float } %266, 0
	%268 = bitcast float %267 to i32
	%269 = insertelement <4 x i32> zeroinitializer, i32 %268, i32 0
	%270 = extractvalue { float, float, float, float } %266, 1
	%271 = bitcast float %270 to i32
	%272 = insertelement <4 x i32> %269, i32 %271, i32 1
	%273 = extractvalue { float, float, float, float } %266, 2
	%274 = bitcast float %273 to i32
	%275 = insertelement <4 x i32> %272, i32 %274, i32 2
	%276 = extractvalue { float, float, float, float } %266, 3
	%277 = bitcast float %276 to i32
	%278 = insertelement <4 x i32> %275, i32 %277, i32 3
	%279 = extractelement <4 x i32> %278, i32 0
	%280 = bitcast i32 %279 to float
	%281 = extractelement <4 x i32> %278, i32 1
	%282 = bitcast i32 %281 to float
	%283 = extractelement <4 x i32> %278, i32 2
	%284 = bitcast i32 %283 to float
	%285 = extractelement <4 x i32> %278, i32 3
	%286 = bitcast i32 %285 to float
	%287 = extractelement <4 x i32> %105, i32 1
	%288 = shl i32 %287, 8
	%289 = and i32 %288, -2147450880
	%290 = shl i32 %287, 7
	%291 = and i32 %290, 1065369472
	%292 = or i32 %289, %291
	%293 = and i32 %287, -2147450880
	%294 = lshr i32 %287, 1
	%295 = and i32 %294, 1065369472
	%296 = or i32 %293, %295
	%297 = extractelement <4 x i32> %109, i32 1
	%298 = shl i32 %297, 8
	%299 = and i32 %298, -2147450880
	%300 = shl i32 %297, 7
	%301 = and i32 %300, 1065369472
	%302 = or i32 %299, %301
	%303 = and i32 %297, -2147450880
	%304 = lshr i32 %297, 1
	%305 = and i32 %304, 1065369472
	%306 = or i32 %303, %305
	%307 = bitcast i32 %292 to <2 x half>
	%308 = bitcast i32 %302 to <2 x half>
	%309 = bitcast i32 %296 to <2 x half>
	%310 = bitcast i32 %306 to <2 x half>
	%311 = bitcast i32 %174 to <2 x half>
	%312 = bitcast i32 %183 to <2 x half>
	%313 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %307, <2 x half> %308, <2 x half> %309, <2 x half> %310, <2 x half> %311, <2 x half> %312, float %280, float %282, float %284, float %286)
	%314 = extractvalue { float, float, float, float } %313, 0
	%315 = bitcast float %314 to i32
	%316 = insertelement <4 x i32> zeroinitializer, i32 %315, i32 0
	%317 = extractvalue { float, float, float, float } %313, 1
	%318 = bitcast float %317 to i32
	%319 = insertelement <4 x i32> %316, i32 %318, i32 1
	%320 = extractvalue { float, float, float, float } %313, 2
	%321 = bitcast float %320 to i32
	%322 = insertelement <4 x i32> %319, i32 %321, i32 2
	%323 = extractvalue { float, float, float, float } %313, 3
	%324 = bitcast float %323 to i32
	%325 = insertelement <4 x i32> %322, i32 %324, i32 3
	%326 = extractelement <4 x i32> %325, i32 0
	%327 = bitcast i32 %326 to float
	%328 = extractelement <4 x i32> %325, i32 1
	%329 = bitcast i32 %328 to float
	%330 = extractelement <4 x i32> %325, i32 2
	%331 = bitcast i32 %330 to float
	%332 = extractelement <4 x i32> %325, i32 3
	%333 = bitcast i32 %332 to float
	%334 = extractelement <4 x i32> %105, i32 2
	%335 = shl i32 %334, 8
	%336 = and i32 %335, -2147450880
	%337 = shl i32 %334, 7
	%338 = and i32 %337, 1065369472
	%339 = or i32 %336, %338
	%340 = and i32 %334, -2147450880
	%341 = lshr i32 %334, 1
	%342 = and i32 %341, 1065369472
	%343 = or i32 %340, %342
	%344 = extractelement <4 x i32> %109, i32 2
	%345 = shl i32 %344, 8
	%346 = and i32 %345, -2147450880
	%347 = shl i32 %344, 7
	%348 = and i32 %347, 1065369472
	%349 = or i32 %346, %348
	%350 = and i32 %344, -2147450880
	%351 = lshr i32 %344, 1
	%352 = and i32 %351, 1065369472
	%353 = or i32 %350, %352
	%354 = bitcast i32 %339 to <2 x half>
	%355 = bitcast i32 %349 to <2 x half>
	%356 = bitcast i32 %343 to <2 x half>
	%357 = bitcast i32 %353 to <2 x half>
	%358 = bitcast i32 %202 to <2 x half>
	%359 = bitcast i32 %211 to <2 x half>
	%360 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %354, <2 x half> %355, <2 x half> %356, <2 x half> %357, <2 x half> %358, <2 x half> %359, float %327, float %329, float %331, float %333)
	%361 = extractvalue { float, float, float, float } %360, 0
	%362 = bitcast float %361 to i32
	%363 = insertelement <4 x i32> zeroinitializer, i32 %362, i32 0
	%364 = extractvalue { float, float, float, float } %360, 1
	%365 = bitcast float %364 to i32
	%366 = insertelement <4 x i32> %363, i32 %365, i32 1
	%367 = extractvalue { float, float, float, float } %360, 2
	%368 = bitcast float %367 to i32
	%369 = insertelement <4 x i32> %366, i32 %368, i32 2
	%370 = extractvalue { float, float, float, float } %360, 3
	%371 = bitcast float %370 to i32
	%372 = insertelement <4 x i32> %369, i32 %371, i32 3
	%373 = extractelement <4 x i32> %372, i32 0
	%374 = bitcast i32 %373 to float
	%375 = extractelement <4 x i32> %372, i32 1
	%376 = bitcast i32 %375 to float
	%377 = extractelement <4 x i32> %372, i32 2
	%378 = bitcast i32 %377 to float
	%379 = extractelement <4 x i32> %372, i32 3
	%380 = bitcast i32 %379 to float
	%381 = extractelement <4 x i32> %105, i32 3
	%382 = shl i32 %381, 8
	%383 = and i32 %382, -2147450880
	%384 = shl i32 %381, 7
	%385 = and i32 %384, 1065369472
	%386 = or i32 %383, %385
	%387 = and i32 %381, -2147450880
	%388 = lshr i32 %381, 1
	%389 = and i32 %388, 1065369472
	%390 = or i32 %387, %389
	%391 = extractelement <4 x i32> %109, i32 3
	%392 = shl i32 %391, 8
	%393 = and i32 %392, -2147450880
	%394 = shl i32 %391, 7
	%395 = and i32 %394, 1065369472
	%396 = or i32 %393, %395
	%397 = and i32 %391, -2147450880
	%398 = lshr i32 %391, 1
	%399 = and i32 %398, 1065369472
	%400 = or i32 %397, %399
	%401 = bitcast i32 %386 to <2 x half>
	%402 = bitcast i32 %396 to <2 x half>
	%403 = bitcast i32 %390 to <2 x half>
	%404 = bitcast i32 %400 to <2 x half>
	%405 = bitcast i32 %230 to <2 x half>
	%406 = bitcast i32 %239 to <2 x half>
	%407 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %401, <2 x half> %402, <2 x half> %403, <2 x half> %404, <2 x half> %405, <2 x half> %406, float %374, float %376, float %378, float %380)
	%408 = extractvalue { float, float, float, float } %407, 0
	%409 = bitcast float %408 to i32
	%410 = insertelement <4 x i32> zeroinitializer, i32 %409, i32 0
	%411 = extractvalue { float, float, float, float } %407, 1
	%412 = bitcast float %411 to i32
	%413 = insertelement <4 x i32> %410, i32 %412, i32 1
	%414 = extractvalue { float, float, float, float } %407, 2
	%415 = bitcast float %414 to i32
	%416 = insertelement <4 x i32> %413, i32 %415, i32 2
	%417 = extractvalue { float, float, float, float } %407, 3
	%418 = bitcast float %417 to i32
	%419 = insertelement <4 x i32> %416, i32 %418, i32 3
	%420 = extractelement <4 x i32> %419, i32 0
	%421 = bitcast i32 %420 to float
	%422 = extractelement <4 x i32> %419, i32 1
	%423 = bitcast i32 %422 to float
	%424 = extractelement <4 x i32> %419, i32 2
	%425 = bitcast i32 %424 to float
	%426 = extractelement <4 x i32> %419, i32 3
	%427 = bitcast i32 %426 to float
	%428 = load float, float* %2
	%429 = call float @llvm.fma.f32(float %421, float %127, float %428)
	store float %429, float* %2
	%430 = load float, float* %3
	%431 = call float @llvm.fma.f32(float %423, float %127, float %430)
	store float %431, float* %3
	%432 = load float, float* %4
	%433 = call float @llvm.fma.f32(float %425, float %127, float %432)
	store float %433, float* %4
	%434 = load float, float* %5
	%435 = call float @llvm.fma.f32(float %427, float %127, float %434)
	store float %435, float* %5
	%436 = add i32 %98, 64
	br label %loop11

done13:
	br i1 %86, label %then14, label %join15

then14:
	%437 = add i32 %76, 0
	%438 = mul i32 %9, 2
	%439 = add i32 %437, %438
	%440 = add i32 %46, 0
	%441 = add i32 %440, %8
	%442 = icmp slt i32 %439, %49
	br i1 %442, label %then16, label %join17

join15:
	%443 = add i32 %76, 8
	br label %loop8

then16:
	%444 = add i32 %52, %439
	%445 = mul i32 %444, 16
	%446 = add i32 %445, %441
	%447 = load float, float* %2
	%448 = sext i32 %446 to i64
	%449 = getelementptr float, float addrspace(1)* %y, i64 %448
	store float %447, float addrspace(1)* %449
	br label %join17

join17:
	%450 = add i32 %76, 1
	%451 = mul i32 %9, 2
	%452 = add i32 %450, %451
	%453 = add i32 %46, 0
	%454 = add i32 %453, %8
	%455 = icmp slt i32 %452, %49
	br i1 %455, label %then18, label %join19

then18:
	%456 = add i32 %52, %452
	%457 = mul i32 %456, 16
	%458 = add i32 %457, %454
	%459 = load float, float* %3
	%460 = sext i32 %458 to i64
	%461 = getelementptr float, float addrspace(1)* %y, i64 %460
	store float %459, float addrspace(1)* %461
	br label %join19

join19:
	%462 = add i32 %76, 0
	%463 = mul i32 %9, 2
	%464 = add i32 %462, %463
	%465 = add i32 %46, 8
	%466 = add i32 %465, %8
	%467 = icmp slt i32 %464, %49
	br i1 %467, label %then20, label %join21

then20:
	%468 = add i32 %52, %464
	%469 = mul i32 %468, 16
	%470 = add i32 %469, %466
	%471 = load float, float* %4
	%472 = sext i32 %470 to i64
	%473 = getelementptr float, float addrspace(1)* %y, i64 %472
	store float %471, float addrspace(1)* %473
	br label %join21

join21:
	%474 = add i32 %76, 1
	%475 = mul i32 %9, 2
	%476 = add i32 %474, %475
	%477 = add i32 %46, 8
	%478 = add i32 %477, %8
	%479 = icmp slt i32 %476, %49
	br i1 %479, label %then22, label %join23

then22:
	%480 = add i32 %52, %476
	%481 = mul i32 %480, 16
	%482 = add i32 %481, %478
	%483 = load float, float* %5
	%484 = sext i32 %482 to i64
	%485 = getelementptr float, float addrspace(1)* %y, i64 %484
	store float %483, float addrspace(1)* %485
	br label %join23

join23:
	br label %join15

then24:
	%486 = add i32 %13, 2
	%487 = sub i32 0, %486
	%488 = sext i32 0 to i64
	%489 = getelementptr i32, i32 addrspace(1)* %work, i64 %488
	%490 = atomicrmw add i32 addrspace(1)* %489, i32 %487 monotonic
	br label %join25

join25:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare float @llvm.minnum.f32(float %0, float %1)

declare float @llvm.maxnum.f32(float %0, float %1)

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %0, <2 x half> %1, <2 x half> %2, <2 x half> %3, <2 x half> %4, <2 x half> %5, float %6, float %7, float %8, float %9)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
