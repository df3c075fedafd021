target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8 = internal addrspace(3) global [1024 x float] undef, align 8

define ptx_kernel void @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2(float addrspace(1)* %y, i16 addrspace(1)* %act, i8 addrspace(1)* %down, float addrspace(1)* %down_scale, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = lshr i32 %2, 5
	%4 = and i32 %2, 31
	%5 = icmp eq i32 %4, 0
	%6 = sext i32 0 to i64
	%7 = getelementptr i32, i32 addrspace(1)* %active, i64 %6
	%8 = load i32, i32 addrspace(1)* %7
	%9 = mul i32 %8, 64
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	br label %loop1

loop1:
	%11 = phi i32 [ %10, %body ], [ %45, %done6 ]
	%12 = icmp slt i32 %11, %9
	br i1 %12, label %body2, label %done3

body2:
	%13 = sdiv i32 %11, 64
	%14 = add i32 %13, 1
	%15 = sext i32 %14 to i64
	%16 = getelementptr i32, i32 addrspace(1)* %active, i64 %15
	%17 = load i32, i32 addrspace(1)* %16
	%18 = srem i32 %11, 64
	%19 = sext i32 %17 to i64
	%20 = getelementptr i32, i32 addrspace(1)* %counts, i64 %19
	%21 = load i32, i32 addrspace(1)* %20
	%22 = sext i32 %17 to i64
	%23 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %22
	%24 = load i32, i32 addrspace(1)* %23
	%25 = mul i32 %18, 1
	%26 = add i32 %25, %3
	%27 = mul i32 %26, 1
	%28 = add i32 %27, 0
	%29 = icmp slt i32 %28, 64
	%30 = select i1 %29, i32 %28, i32 63
	%31 = mul i32 %17, 64
	%32 = add i32 %31, %30
	%33 = mul i32 %32, 512
	%34 = mul i32 %17, 1
	%35 = lshr i32 %30, 7
	%36 = add i32 %34, %35
	%37 = mul i32 %36, 4
	%38 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%39 = and i32 %38, 31
	br label %loop4

done3:
	ret void

loop4:
	%40 = phi i32 [ 0, %body2 ], [ %372, %join27 ]
	%41 = icmp slt i32 %40, %21
	br i1 %41, label %body5, label %done6

body5:
	%42 = sub i32 %21, %40
	%43 = icmp slt i32 %42, 2
	%44 = select i1 %43, i32 %42, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	br label %loop7

done6:
	%45 = add i32 %11, 2
	br label %loop1

loop7:
	%46 = phi i32 [ 0, %body5 ], [ %340, %join19 ]
	%47 = icmp slt i32 %46, 512
	br i1 %47, label %body8, label %done9

body8:
	%48 = add i32 0, %39
	%49 = mul i32 %48, 16
	%50 = add i32 %46, %49
	%51 = add i32 %33, %50
	%52 = sext i32 %51 to i64
	%53 = getelementptr i8, i8 addrspace(1)* %down, i64 %52
	%54 = bitcast i8 addrspace(1)* %53 to <4 x i32> addrspace(1)*
	%55 = load <4 x i32>, <4 x i32> addrspace(1)* %54, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop10

done9:
	%56 = icmp slt i32 0, %44
	br i1 %56, label %then20, label %join21

loop10:
	%57 = phi i32 [ %38, %body8 ], [ %172, %join14 ]
	%58 = icmp slt i32 %57, 1024
	br i1 %58, label %body11, label %done12

body11:
	%59 = lshr i32 %57, 9
	%60 = and i32 %57, 511
	%61 = lshr i32 %60, 9
	%62 = lshr i32 %60, 5
	%63 = and i32 %62, 15
	%64 = and i32 %60, 31
	%65 = mul i32 %61, 32
	%66 = add i32 %65, %64
	%67 = mul i32 %66, 16
	%68 = add i32 %67, %63
	%69 = icmp slt i32 %59, %44
	br i1 %69, label %then13, label %else15

done12:
	call void @llvm.nvvm.barrier0()
	%70 = extractelement <4 x i32> %55, i32 0
	%71 = shl i32 %70, 24
	%72 = ashr i32 %71, 4
	%73 = and i32 %72, -2014314496
	%74 = bitcast i32 %73 to float
	%75 = fmul float %74, 0x4770000000000000
	%76 = shl i32 %70, 16
	%77 = ashr i32 %76, 4
	%78 = and i32 %77, -2014314496
	%79 = bitcast i32 %78 to float
	%80 = fmul float %79, 0x4770000000000000
	%81 = shl i32 %70, 8
	%82 = ashr i32 %81, 4
	%83 = and i32 %82, -2014314496
	%84 = bitcast i32 %83 to float
	%85 = fmul float %84, 0x4770000000000000
	%86 = ashr i32 %70, 4
	%87 = and i32 %86, -2014314496
	%88 = bitcast i32 %87 to float
	%89 = fmul float %88, 0x4770000000000000
	%90 = extractelement <4 x i32> %55, i32 1
	%91 = shl i32 %90, 24
	%92 = ashr i32 %91, 4
	%93 = and i32 %92, -2014314496
	%94 = bitcast i32 %93 to float
	%95 = fmul float %94, 0x4770000000000000
	%96 = shl i32 %90, 16
	%97 = ashr i32 %96, 4
	%98 = and i32 %97, -2014314496
	%99 = bitcast i32 %98 to float
	%100 = fmul float %99, 0x4770000000000000
	%101 = shl i32 %90, 8
	%102 = ashr i32 %101, 4
	%103 = and i32 %102, -2014314496
	%104 = bitcast i32 %103 to float
	%105 = fmul float %104, 0x4770000000000000
	%106 = ashr i32 %90, 4
	%107 = and i32 %106, -2014314496
	%108 = bitcast i32 %107 to float
	%109 = fmul float %108, 0x4770000000000000
	%110 = extractelement <4 x i32> %55, i32 2
	%111 = shl i32 %110, 24
	%112 = ashr i32 %111, 4
	%113 = and i32 %112, -2014314496
	%114 = bitcast i32 %113 to float
	%115 = fmul float %114, 0x4770000000000000
	%116 = shl i32 %110, 16
	%117 = ashr i32 %116, 4
	%118 = and i32 %117, -2014314496
	%119 = bitcast i32 %118 to float
	%120 = fmul float %119, 0x4770000000000000
	%121 = shl i32 %110, 8
	%122 = ashr i32 %121, 4
	%123 = and i32 %122, -2014314496
	%124 = bitcast i32 %123 to float
	%125 = fmul float %124, 0x4770000000000000
	%126 = ashr i32 %110, 4
	%127 = and i32 %126, -2014314496
	%128 = bitcast i32 %127 to float
	%129 = fmul float %128, 0x4770000000000000
	%130 = extractelement <4 x i32> %55, i32 3
	%131 = shl i32 %130, 24
	%132 = ashr i32 %131, 4
	%133 = and i32 %132, -2014314496
	%134 = bitcast i32 %133 to float
	%135 = fmul float %134, 0x4770000000000000
	%136 = shl i32 %130, 16
	%137 = ashr i32 %136, 4
	%138 = and i32 %137, -2014314496
	%139 = bitcast i32 %138 to float
	%140 = fmul float %139, 0x4770000000000000
	%141 = shl i32 %130, 8
	%142 = ashr i32 %141, 4
	%143 = and i32 %142, -2014314496
	%144 = bitcast i32 %143 to float
	%145 = fmul float %144, 0x4770000000000000
	%146 = ashr i32 %130, 4
	%147 = and i32 %146, -2014314496
	%148 = bitcast i32 %147 to float
	%149 = fmul float %148, 0x4770000000000000
	%150 = add i32 0, %39
	%151 = mul i32 %150, 16
	%152 = add i32 %46, %151
	%153 = lshr i32 %152, 7
	%154 = add i32 %37, %153
	%155 = sext i32 %154 to i64
	%156 = getelementptr float, float addrspace(1)* %down_scale, i64 %155
	%157 = load float, float addrspace(1)* %156
	%158 = icmp slt i32 0, %44
	br i1 %158, label %then16, label %join17

then13:
	%159 = add i32 %40, %59
	%160 = add i32 %24, %159
	%161 = mul i32 %160, 512
	%162 = add i32 %46, %68
	%163 = add i32 %161, %162
	%164 = sext i32 %163 to i64
	%165 = getelementptr i16, i16 addrspace(1)* %act, i64 %164
	%166 = load i16, i16 addrspace(1)* %165
	%167 = zext i16 %166 to i32
	%168 = shl i32 %167, 16
	%169 = bitcast i32 %168 to float
	%170 = sext i32 %57 to i64
	%171 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %170
	store float %169, float addrspace(3)* %171
	br label %join14

join14:
	%172 = add i32 %57, 32
	br label %loop10

else15:
	%173 = sext i32 %57 to i64
	%174 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %173
	store float 0.0, float addrspace(3)* %174
	br label %join14

then16:
	%175 = add i32 0, %39
	%176 = sext i32 %175 to i64
	%177 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %176
	%178 = load float, float addrspace(3)* %177
	%179 = fmul float %75, %178
	%180 = add i32 32, %39
	%181 = sext i32 %180 to i64
	%182 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %181
	%183 = load float, float addrspace(3)* %182
	%184 = call float @llvm.fma.f32(float %80, float %183, float %179)
	%185 = add i32 64, %39
	%186 = sext i32 %185 to i64
	%187 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %186
	%188 = load float, float addrspace(3)* %187
	%189 = call float @llvm.fma.f32(float %85, float %188, float %184)
	%190 = add i32 96, %39
	%191 = sext i32 %190 to i64
	%192 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %191
	%193 = load float, float addrspace(3)* %192
	%194 = call float @llvm.fma.f32(float %89, float %193, float %189)
	%195 = add i32 128, %39
	%196 = sext i32 %195 to i64
	%197 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %196
	%198 = load float, float addrspace(3)* %197
	%199 = call float @llvm.fma.f32(float %95, float %198, float %194)
	%200 = add i32 160, %39
	%201 = sext i32 %200 to i64
	%202 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %201
	%203 = load float, float addrspace(3)* %202
	%204 = call float @llvm.fma.f32(float %100, float %203, float %199)
	%205 = add i32 192, %39
	%206 = sext i32 %205 to i64
	%207 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %206
	%208 = load float, float addrspace(3)* %207
	%209 = call float @llvm.fma.f32(float %105, float %208, float %204)
	%210 = add i32 224, %39
	%211 = sext i32 %210 to i64
	%212 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %211
	%213 = load float, float addrspace(3)* %212
	%214 = call float @llvm.fma.f32(float %109, float %213, float %209)
	%215 = add i32 256, %39
	%216 = sext i32 %215 to i64
	%217 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %216
	%218 = load float, float addrspace(3)* %217
	%219 = call float @llvm.fma.f32(float %115, float %218, float %214)
	%220 = add i32 288, %39
	%221 = sext i32 %220 to i64
	%222 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %221
	%223 = load float, float addrspace(3)* %222
	%224 = call float @llvm.fma.f32(float %120, float %223, float %219)
	%225 = add i32 320, %39
	%226 = sext i32 %225 to i64
	%227 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %226
	%228 = load float, float addrspace(3)* %227
	%229 = call float @llvm.fma.f32(float %125, float %228, float %224)
	%230 = add i32 352, %39
	%231 = sext i32 %230 to i64
	%232 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %231
	%233 = load float, float addrspace(3)* %232
	%234 = call float @llvm.fma.f32(float %129, float %233, float %229)
	%235 = add i32 384, %39
	%236 = sext i32 %235 to i64
	%237 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %236
	%238 = load float, float addrspace(3)* %237
	%239 = call float @llvm.fma.f32(float %135, float %238, float %234)
	%240 = add i32 416, %39
	%241 = sext i32 %240 to i64
	%242 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %241
	%243 = load float, float addrspace(3)* %242
	%244 = call float @llvm.fma.f32(float %140, float %243, float %239)
	%245 = add i32 448, %39
	%246 = sext i32 %245 to i64
	%247 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %246
	%248 = load float, float addrspace(3)* %247
	%249 = call float @llvm.fma.f32(float %145, float %248, float %244)
	%250 = add i32 480, %39
	%251 = sext i32 %250 to i64
	%252 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %251
	%253 = load float, float addrspace(3)* %252
	%254 = call float @llvm.fma.f32(float %149, float %253, float %249)
	%255 = load float, float* %0
	%256 = call float @llvm.fma.f32(float %254, float %157, float %255)
	store float %256, float* %0
	br label %join17

join17:
	%257 = icmp slt i32 1, %44
	br i1 %257, label %then18, label %join19

then18:
	%258 = add i32 512, %39
	%259 = sext i32 %258 to i64
	%260 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %259
	%261 = load float, float addrspace(3)* %260
	%262 = fmul float %75, %261
	%263 = add i32 544, %39
	%264 = sext i32 %263 to i64
	%265 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %264
	%266 = load float, float addrspace(3)* %265
	%267 = call float @llvm.fma.f32(float %80, float %266, float %262)
	%268 = add i32 576, %39
	%269 = sext i32 %268 to i64
	%270 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %269
	%271 = load float, float addrspace(3)* %270
	%272 = call float @llvm.fma.f32(float %85, float %271, float %267)
	%273 = add i32 608, %39
	%274 = sext i32 %273 to i64
	%275 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %274
	%276 = load float, float addrspace(3)* %275
	%277 = call float @llvm.fma.f32(float %89, float %276, float %272)
	%278 = add i32 640, %39
	%279 = sext i32 %278 to i64
	%280 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %279
	%281 = load float, float addrspace(3)* %280
	%282 = call float @llvm.fma.f32(float %95, float %281, float %277)
	%283 = add i32 672, %39
	%284 = sext i32 %283 to i64
	%285 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %284
	%286 = load float, float addrspace(3)* %285
	%287 = call float @llvm.fma.f32(float %100, float %286, float %282)
	%288 = add i32 704, %39
	%289 = sext i32 %288 to i64
	%290 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %289
	%291 = load float, float addrspace(3)* %290
	%292 = call float @llvm.fma.f32(float %105, float %291, float %287)
	%293 = add i32 736, %39
	%294 = sext i32 %293 to i64
	%295 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %294
	%296 = load float, float addrspace(3)* %295
	%297 = call float @llvm.fma.f32(float %109, float %296, float %292)
	%298 = add i32 768, %39
	%299 = sext i32 %298 to i64
	%300 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %299
	%301 = load float, float addrspace(3)* %300
	%302 = call float @llvm.fma.f32(float %115, float %301, float %297)
	%303 = add i32 800, %39
	%304 = sext i32 %303 to i64
	%305 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %304
	%306 = load float, float addrspace(3)* %305
	%307 = call float @llvm.fma.f32(float %120, float %306, float %302)
	%308 = add i32 832, %39
	%309 = sext i32 %308 to i64
	%310 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %309
	%311 = load float, float addrspace(3)* %310
	%312 = call float @llvm.fma.f32(float %125, float %311, float %307)
	%313 = add i32 864, %39
	%314 = sext i32 %313 to i64
	%315 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %314
	%316 = load float, float addrspace(3)* %315
	%317 = call float @llvm.fma.f32(float %129, float %316, float %312)
	%318 = add i32 896, %39
	%319 = sext i32 %318 to i64
	%320 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %319
	%321 = load float, float addrspace(3)* %320
	%322 = call float @llvm.fma.f32(float %135, float %321, float %317)
	%323 = add i32 928, %39
	%324 = sext i32 %323 to i64
	%325 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %324
	%326 = load float, float addrspace(3)* %325
	%327 = call float @llvm.fma.f32(float %140, float %326, float %322)
	%328 = add i32 960, %39
	%329 = sext i32 %328 to i64
	%330 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %329
	%331 = load float, float addrspace(3)* %330
	%332 = call float @llvm.fma.f32(float %145, float %331, float %327)
	%333 = add i32 992, %39
	%334 = sext i32 %333 to i64
	%335 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %334
	%336 = load float, float addrspace(3)* %335
	%337 = call float @llvm.fma.f32(float %149, float %336, float %332)
	%338 = load float, float* %1
	%339 = call float @llvm.fma.f32(float %337, float %157, float %338)
	store float %339, float* %1
	br label %join19

join19:
	%340 = add i32 %46, 512
	br label %loop7

then20:
	%341 = load float, float* %0
	%342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %341, i32 16, i32 31)
	%343 = fadd float %341, %342
	%344 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %343, i32 8, i32 31)
	%345 = fadd float %343, %344
	%346 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %345, i32 4, i32 31)
	%347 = fadd float %345, %346
	%348 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %347, i32 2, i32 31)
	%349 = fadd float %347, %348
	%350 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %349, i32 1, i32 31)
	%351 = fadd float %349, %350
	%352 = add i32 %40, 0
	br i1 %5, label %then22, label %join23

join21:
	%353 = icmp slt i32 1, %44
	br i1 %353, label %then26, label %join27

then22:
	%354 = icmp slt i32 %28, 64
	br i1 %354, label %then24, label %join25

join23:
	br label %join21

then24:
	%355 = add i32 %24, %352
	%356 = mul i32 %355, 64
	%357 = add i32 %356, %28
	%358 = sext i32 %357 to i64
	%359 = getelementptr float, float addrspace(1)* %y, i64 %358
	store float %351, float addrspace(1)* %359
	br label %join25

join25:
	br label %join23

then26:
	%360 = load float, float* %1
	%361 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %360, i32 16, i32 31)
	%362 = fadd float %360, %361
	%363 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %362, i32 8, i32 31)
	%364 = fadd float %362, %363
	%365 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %364, i32 4, i32 31)
	%366 = fadd float %364, %365
	%367 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %366, i32 2, i32 31)
	%368 = fadd float %366, %367
	%369 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %368, i32 1, i32 31)
	%370 = fadd float %368, %369
	%371 = add i32 %40, 1
	br i1 %5, label %then28, label %join29

join27:
	%372 = add i32 %40, 2
	br label %loop4

then28:
	%373 = icmp slt i32 %28, 64
	br i1 %373, label %then30, label %join31

join29:
	br label %join27

then30:
	%374 = add i32 %24, %371
	%375 = mul i32 %374, 64
	%376 = add i32 %375, %28
	%377 = sext i32 %376 to i64
	%378 = getelementptr float, float addrspace(1)* %y, i64 %377
	store float %370, float addrspace(1)* %378
	br label %join31

join31:
	br label %join29
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!0 = !{}
