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
	%11 = phi i32 [ %10, %body ], [ %46, %done6 ]
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
	%33 = sext i32 %32 to i64
	%34 = mul i64 %33, 512
	%35 = mul i32 %17, 1
	%36 = lshr i32 %30, 7
	%37 = add i32 %35, %36
	%38 = mul i32 %37, 4
	%39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%40 = and i32 %39, 31
	br label %loop4

done3:
	ret void

loop4:
	%41 = phi i32 [ 0, %body2 ], [ %373, %join27 ]
	%42 = icmp slt i32 %41, %21
	br i1 %42, label %body5, label %done6

body5:
	%43 = sub i32 %21, %41
	%44 = icmp slt i32 %43, 2
	%45 = select i1 %44, i32 %43, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	br label %loop7

done6:
	%46 = add i32 %11, 2
	br label %loop1

loop7:
	%47 = phi i32 [ 0, %body5 ], [ %341, %join19 ]
	%48 = icmp slt i32 %47, 512
	br i1 %48, label %body8, label %done9

body8:
	%49 = add i32 0, %40
	%50 = mul i32 %49, 16
	%51 = add i32 %47, %50
	%52 = sext i32 %51 to i64
	%53 = add i64 %34, %52
	%54 = getelementptr i8, i8 addrspace(1)* %down, i64 %53
	%55 = bitcast i8 addrspace(1)* %54 to <4 x i32> addrspace(1)*
	%56 = load <4 x i32>, <4 x i32> addrspace(1)* %55, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop10

done9:
	%57 = icmp slt i32 0, %45
	br i1 %57, label %then20, label %join21

loop10:
	%58 = phi i32 [ 0, %body8 ], [ %175, %done15 ]
	%59 = icmp slt i32 %58, %45
	br i1 %59, label %body11, label %done12

body11:
	%60 = add i32 %41, %58
	%61 = add i32 %24, %60
	%62 = mul i32 %61, 512
	%63 = add i32 %62, %47
	%64 = mul i32 %58, 512
	br label %loop13

done12:
	call void @llvm.nvvm.barrier0()
	%65 = extractelement <4 x i32> %56, i32 0
	%66 = shl i32 %65, 24
	%67 = ashr i32 %66, 4
	%68 = and i32 %67, -2014314496
	%69 = bitcast i32 %68 to float
	%70 = fmul float %69, 0x4770000000000000
	%71 = shl i32 %65, 16
	%72 = ashr i32 %71, 4
	%73 = and i32 %72, -2014314496
	%74 = bitcast i32 %73 to float
	%75 = fmul float %74, 0x4770000000000000
	%76 = shl i32 %65, 8
	%77 = ashr i32 %76, 4
	%78 = and i32 %77, -2014314496
	%79 = bitcast i32 %78 to float
	%80 = fmul float %79, 0x4770000000000000
	%81 = ashr i32 %65, 4
	%82 = and i32 %81, -2014314496
	%83 = bitcast i32 %82 to float
	%84 = fmul float %83, 0x4770000000000000
	%85 = extractelement <4 x i32> %56, i32 1
	%86 = shl i32 %85, 24
	%87 = ashr i32 %86, 4
	%88 = and i32 %87, -2014314496
	%89 = bitcast i32 %88 to float
	%90 = fmul float %89, 0x4770000000000000
	%91 = shl i32 %85, 16
	%92 = ashr i32 %91, 4
	%93 = and i32 %92, -2014314496
	%94 = bitcast i32 %93 to float
	%95 = fmul float %94, 0x4770000000000000
	%96 = shl i32 %85, 8
	%97 = ashr i32 %96, 4
	%98 = and i32 %97, -2014314496
	%99 = bitcast i32 %98 to float
	%100 = fmul float %99, 0x4770000000000000
	%101 = ashr i32 %85, 4
	%102 = and i32 %101, -2014314496
	%103 = bitcast i32 %102 to float
	%104 = fmul float %103, 0x4770000000000000
	%105 = extractelement <4 x i32> %56, i32 2
	%106 = shl i32 %105, 24
	%107 = ashr i32 %106, 4
	%108 = and i32 %107, -2014314496
	%109 = bitcast i32 %108 to float
	%110 = fmul float %109, 0x4770000000000000
	%111 = shl i32 %105, 16
	%112 = ashr i32 %111, 4
	%113 = and i32 %112, -2014314496
	%114 = bitcast i32 %113 to float
	%115 = fmul float %114, 0x4770000000000000
	%116 = shl i32 %105, 8
	%117 = ashr i32 %116, 4
	%118 = and i32 %117, -2014314496
	%119 = bitcast i32 %118 to float
	%120 = fmul float %119, 0x4770000000000000
	%121 = ashr i32 %105, 4
	%122 = and i32 %121, -2014314496
	%123 = bitcast i32 %122 to float
	%124 = fmul float %123, 0x4770000000000000
	%125 = extractelement <4 x i32> %56, i32 3
	%126 = shl i32 %125, 24
	%127 = ashr i32 %126, 4
	%128 = and i32 %127, -2014314496
	%129 = bitcast i32 %128 to float
	%130 = fmul float %129, 0x4770000000000000
	%131 = shl i32 %125, 16
	%132 = ashr i32 %131, 4
	%133 = and i32 %132, -2014314496
	%134 = bitcast i32 %133 to float
	%135 = fmul float %134, 0x4770000000000000
	%136 = shl i32 %125, 8
	%137 = ashr i32 %136, 4
	%138 = and i32 %137, -2014314496
	%139 = bitcast i32 %138 to float
	%140 = fmul float %139, 0x4770000000000000
	%141 = ashr i32 %125, 4
	%142 = and i32 %141, -2014314496
	%143 = bitcast i32 %142 to float
	%144 = fmul float %143, 0x4770000000000000
	%145 = add i32 0, %40
	%146 = mul i32 %145, 16
	%147 = add i32 %47, %146
	%148 = lshr i32 %147, 7
	%149 = add i32 %38, %148
	%150 = sext i32 %149 to i64
	%151 = getelementptr float, float addrspace(1)* %down_scale, i64 %150
	%152 = load float, float addrspace(1)* %151
	%153 = icmp slt i32 0, %45
	br i1 %153, label %then16, label %join17

loop13:
	%154 = phi i32 [ %39, %body11 ], [ %174, %body14 ]
	%155 = icmp slt i32 %154, 512
	br i1 %155, label %body14, label %done15

body14:
	%156 = lshr i32 %154, 9
	%157 = lshr i32 %154, 5
	%158 = and i32 %157, 15
	%159 = and i32 %154, 31
	%160 = mul i32 %156, 32
	%161 = add i32 %160, %159
	%162 = mul i32 %161, 16
	%163 = add i32 %162, %158
	%164 = add i32 %64, %154
	%165 = add i32 %63, %163
	%166 = sext i32 %165 to i64
	%167 = getelementptr i16, i16 addrspace(1)* %act, i64 %166
	%168 = load i16, i16 addrspace(1)* %167
	%169 = zext i16 %168 to i32
	%170 = shl i32 %169, 16
	%171 = bitcast i32 %170 to float
	%172 = sext i32 %164 to i64
	%173 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %172
	store float %171, float addrspace(3)* %173
	%174 = add i32 %154, 32
	br label %loop13

done15:
	%175 = add i32 %58, 1
	br label %loop10

then16:
	%176 = add i32 0, %40
	%177 = sext i32 %176 to i64
	%178 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %177
	%179 = load float, float addrspace(3)* %178
	%180 = fmul float %70, %179
	%181 = add i32 32, %40
	%182 = sext i32 %181 to i64
	%183 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %182
	%184 = load float, float addrspace(3)* %183
	%185 = call float @llvm.fma.f32(float %75, float %184, float %180)
	%186 = add i32 64, %40
	%187 = sext i32 %186 to i64
	%188 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %187
	%189 = load float, float addrspace(3)* %188
	%190 = call float @llvm.fma.f32(float %80, float %189, float %185)
	%191 = add i32 96, %40
	%192 = sext i32 %191 to i64
	%193 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %192
	%194 = load float, float addrspace(3)* %193
	%195 = call float @llvm.fma.f32(float %84, float %194, float %190)
	%196 = add i32 128, %40
	%197 = sext i32 %196 to i64
	%198 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %197
	%199 = load float, float addrspace(3)* %198
	%200 = call float @llvm.fma.f32(float %90, float %199, float %195)
	%201 = add i32 160, %40
	%202 = sext i32 %201 to i64
	%203 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %202
	%204 = load float, float addrspace(3)* %203
	%205 = call float @llvm.fma.f32(float %95, float %204, float %200)
	%206 = add i32 192, %40
	%207 = sext i32 %206 to i64
	%208 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %207
	%209 = load float, float addrspace(3)* %208
	%210 = call float @llvm.fma.f32(float %100, float %209, float %205)
	%211 = add i32 224, %40
	%212 = sext i32 %211 to i64
	%213 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %212
	%214 = load float, float addrspace(3)* %213
	%215 = call float @llvm.fma.f32(float %104, float %214, float %210)
	%216 = add i32 256, %40
	%217 = sext i32 %216 to i64
	%218 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %217
	%219 = load float, float addrspace(3)* %218
	%220 = call float @llvm.fma.f32(float %110, float %219, float %215)
	%221 = add i32 288, %40
	%222 = sext i32 %221 to i64
	%223 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %222
	%224 = load float, float addrspace(3)* %223
	%225 = call float @llvm.fma.f32(float %115, float %224, float %220)
	%226 = add i32 320, %40
	%227 = sext i32 %226 to i64
	%228 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %227
	%229 = load float, float addrspace(3)* %228
	%230 = call float @llvm.fma.f32(float %120, float %229, float %225)
	%231 = add i32 352, %40
	%232 = sext i32 %231 to i64
	%233 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %232
	%234 = load float, float addrspace(3)* %233
	%235 = call float @llvm.fma.f32(float %124, float %234, float %230)
	%236 = add i32 384, %40
	%237 = sext i32 %236 to i64
	%238 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %237
	%239 = load float, float addrspace(3)* %238
	%240 = call float @llvm.fma.f32(float %130, float %239, float %235)
	%241 = add i32 416, %40
	%242 = sext i32 %241 to i64
	%243 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %242
	%244 = load float, float addrspace(3)* %243
	%245 = call float @llvm.fma.f32(float %135, float %244, float %240)
	%246 = add i32 448, %40
	%247 = sext i32 %246 to i64
	%248 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %247
	%249 = load float, float addrspace(3)* %248
	%250 = call float @llvm.fma.f32(float %140, float %249, float %245)
	%251 = add i32 480, %40
	%252 = sext i32 %251 to i64
	%253 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %252
	%254 = load float, float addrspace(3)* %253
	%255 = call float @llvm.fma.f32(float %144, float %254, float %250)
	%256 = load float, float* %0
	%257 = call float @llvm.fma.f32(float %255, float %152, float %256)
	store float %257, float* %0
	br label %join17

join17:
	%258 = icmp slt i32 1, %45
	br i1 %258, label %then18, label %join19

then18:
	%259 = add i32 512, %40
	%260 = sext i32 %259 to i64
	%261 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %260
	%262 = load float, float addrspace(3)* %261
	%263 = fmul float %70, %262
	%264 = add i32 544, %40
	%265 = sext i32 %264 to i64
	%266 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %265
	%267 = load float, float addrspace(3)* %266
	%268 = call float @llvm.fma.f32(float %75, float %267, float %263)
	%269 = add i32 576, %40
	%270 = sext i32 %269 to i64
	%271 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %270
	%272 = load float, float addrspace(3)* %271
	%273 = call float @llvm.fma.f32(float %80, float %272, float %268)
	%274 = add i32 608, %40
	%275 = sext i32 %274 to i64
	%276 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %275
	%277 = load float, float addrspace(3)* %276
	%278 = call float @llvm.fma.f32(float %84, float %277, float %273)
	%279 = add i32 640, %40
	%280 = sext i32 %279 to i64
	%281 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %280
	%282 = load float, float addrspace(3)* %281
	%283 = call float @llvm.fma.f32(float %90, float %282, float %278)
	%284 = add i32 672, %40
	%285 = sext i32 %284 to i64
	%286 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %285
	%287 = load float, float addrspace(3)* %286
	%288 = call float @llvm.fma.f32(float %95, float %287, float %283)
	%289 = add i32 704, %40
	%290 = sext i32 %289 to i64
	%291 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %290
	%292 = load float, float addrspace(3)* %291
	%293 = call float @llvm.fma.f32(float %100, float %292, float %288)
	%294 = add i32 736, %40
	%295 = sext i32 %294 to i64
	%296 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %295
	%297 = load float, float addrspace(3)* %296
	%298 = call float @llvm.fma.f32(float %104, float %297, float %293)
	%299 = add i32 768, %40
	%300 = sext i32 %299 to i64
	%301 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %300
	%302 = load float, float addrspace(3)* %301
	%303 = call float @llvm.fma.f32(float %110, float %302, float %298)
	%304 = add i32 800, %40
	%305 = sext i32 %304 to i64
	%306 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %305
	%307 = load float, float addrspace(3)* %306
	%308 = call float @llvm.fma.f32(float %115, float %307, float %303)
	%309 = add i32 832, %40
	%310 = sext i32 %309 to i64
	%311 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %310
	%312 = load float, float addrspace(3)* %311
	%313 = call float @llvm.fma.f32(float %120, float %312, float %308)
	%314 = add i32 864, %40
	%315 = sext i32 %314 to i64
	%316 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %315
	%317 = load float, float addrspace(3)* %316
	%318 = call float @llvm.fma.f32(float %124, float %317, float %313)
	%319 = add i32 896, %40
	%320 = sext i32 %319 to i64
	%321 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %320
	%322 = load float, float addrspace(3)* %321
	%323 = call float @llvm.fma.f32(float %130, float %322, float %318)
	%324 = add i32 928, %40
	%325 = sext i32 %324 to i64
	%326 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %325
	%327 = load float, float addrspace(3)* %326
	%328 = call float @llvm.fma.f32(float %135, float %327, float %323)
	%329 = add i32 960, %40
	%330 = sext i32 %329 to i64
	%331 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %330
	%332 = load float, float addrspace(3)* %331
	%333 = call float @llvm.fma.f32(float %140, float %332, float %328)
	%334 = add i32 992, %40
	%335 = sext i32 %334 to i64
	%336 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem8, i64 0, i64 %335
	%337 = load float, float addrspace(3)* %336
	%338 = call float @llvm.fma.f32(float %144, float %337, float %333)
	%339 = load float, float* %1
	%340 = call float @llvm.fma.f32(float %338, float %152, float %339)
	store float %340, float* %1
	br label %join19

join19:
	%341 = add i32 %47, 512
	br label %loop7

then20:
	%342 = load float, float* %0
	%343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %342, i32 16, i32 31)
	%344 = fadd float %342, %343
	%345 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %344, i32 8, i32 31)
	%346 = fadd float %344, %345
	%347 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %346, i32 4, i32 31)
	%348 = fadd float %346, %347
	%349 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %348, i32 2, i32 31)
	%350 = fadd float %348, %349
	%351 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %350, i32 1, i32 31)
	%352 = fadd float %350, %351
	%353 = add i32 %41, 0
	br i1 %5, label %then22, label %join23

join21:
	%354 = icmp slt i32 1, %45
	br i1 %354, label %then26, label %join27

then22:
	%355 = icmp slt i32 %28, 64
	br i1 %355, label %then24, label %join25

join23:
	br label %join21

then24:
	%356 = add i32 %24, %353
	%357 = mul i32 %356, 64
	%358 = add i32 %357, %28
	%359 = sext i32 %358 to i64
	%360 = getelementptr float, float addrspace(1)* %y, i64 %359
	store float %352, float addrspace(1)* %360
	br label %join25

join25:
	br label %join23

then26:
	%361 = load float, float* %1
	%362 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %361, i32 16, i32 31)
	%363 = fadd float %361, %362
	%364 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %363, i32 8, i32 31)
	%365 = fadd float %363, %364
	%366 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 4, i32 31)
	%367 = fadd float %365, %366
	%368 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 2, i32 31)
	%369 = fadd float %367, %368
	%370 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %369, i32 1, i32 31)
	%371 = fadd float %369, %370
	%372 = add i32 %41, 1
	br i1 %5, label %then28, label %join29

join27:
	%373 = add i32 %41, 2
	br label %loop4

then28:
	%374 = icmp slt i32 %28, 64
	br i1 %374, label %then30, label %join31

join29:
	br label %join27

then30:
	%375 = add i32 %24, %372
	%376 = mul i32 %375, 64
	%377 = add i32 %376, %28
	%378 = sext i32 %377 to i64
	%379 = getelementptr float, float addrspace(1)* %y, i64 %378
	store float %371, float addrspace(1)* %379
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
