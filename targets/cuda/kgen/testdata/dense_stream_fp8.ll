target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5 = internal addrspace(3) global [1024 x float] undef, align 16

define ptx_kernel void @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1(float addrspace(1)* %y, float addrspace(1)* %x, i8 addrspace(1)* %w, float addrspace(1)* %scale, i32 %tokens) {
entry:
	%0 = alloca float
	%1 = alloca float
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = lshr i32 %2, 5
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = mul i32 %4, 1
	%6 = add i32 %5, %3
	%7 = mul i32 %6, 1
	%8 = add i32 %7, 0
	%9 = icmp slt i32 %8, 8
	%10 = select i1 %9, i32 %8, i32 7
	%11 = sext i32 %10 to i64
	%12 = mul i64 %11, 512
	%13 = lshr i32 %10, 7
	%14 = mul i32 %13, 4
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%16 = and i32 %15, 31
	%17 = icmp eq i32 %16, 0
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%19 = and i32 %18, 31
	br label %loop1

loop1:
	%20 = phi i32 [ 0, %body ], [ %346, %join24 ]
	%21 = icmp slt i32 %20, %tokens
	br i1 %21, label %body2, label %done3

body2:
	%22 = sub i32 %tokens, %20
	%23 = icmp slt i32 %22, 2
	%24 = select i1 %23, i32 %22, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	br label %loop4

done3:
	ret void

loop4:
	%25 = phi i32 [ 0, %body2 ], [ %315, %join16 ]
	%26 = icmp slt i32 %25, 512
	br i1 %26, label %body5, label %done6

body5:
	%27 = add i32 0, %19
	%28 = mul i32 %27, 16
	%29 = add i32 %25, %28
	%30 = sext i32 %29 to i64
	%31 = add i64 %12, %30
	%32 = getelementptr i8, i8 addrspace(1)* %w, i64 %31
	%33 = bitcast i8 addrspace(1)* %32 to <4 x i32> addrspace(1)*
	%34 = load <4 x i32>, <4 x i32> addrspace(1)* %33, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop7

done6:
	%35 = icmp slt i32 0, %24
	br i1 %35, label %then17, label %join18

loop7:
	%36 = phi i32 [ 0, %body5 ], [ %149, %done12 ]
	%37 = icmp slt i32 %36, %24
	br i1 %37, label %body8, label %done9

body8:
	%38 = add i32 %20, %36
	%39 = mul i32 %38, 512
	%40 = add i32 %39, %25
	%41 = mul i32 %36, 512
	br label %loop10

done9:
	call void @llvm.nvvm.barrier0()
	%42 = extractelement <4 x i32> %34, i32 0
	%43 = shl i32 %42, 24
	%44 = ashr i32 %43, 4
	%45 = and i32 %44, -2014314496
	%46 = bitcast i32 %45 to float
	%47 = fmul float %46, 0x4770000000000000
	%48 = shl i32 %42, 16
	%49 = ashr i32 %48, 4
	%50 = and i32 %49, -2014314496
	%51 = bitcast i32 %50 to float
	%52 = fmul float %51, 0x4770000000000000
	%53 = shl i32 %42, 8
	%54 = ashr i32 %53, 4
	%55 = and i32 %54, -2014314496
	%56 = bitcast i32 %55 to float
	%57 = fmul float %56, 0x4770000000000000
	%58 = ashr i32 %42, 4
	%59 = and i32 %58, -2014314496
	%60 = bitcast i32 %59 to float
	%61 = fmul float %60, 0x4770000000000000
	%62 = extractelement <4 x i32> %34, i32 1
	%63 = shl i32 %62, 24
	%64 = ashr i32 %63, 4
	%65 = and i32 %64, -2014314496
	%66 = bitcast i32 %65 to float
	%67 = fmul float %66, 0x4770000000000000
	%68 = shl i32 %62, 16
	%69 = ashr i32 %68, 4
	%70 = and i32 %69, -2014314496
	%71 = bitcast i32 %70 to float
	%72 = fmul float %71, 0x4770000000000000
	%73 = shl i32 %62, 8
	%74 = ashr i32 %73, 4
	%75 = and i32 %74, -2014314496
	%76 = bitcast i32 %75 to float
	%77 = fmul float %76, 0x4770000000000000
	%78 = ashr i32 %62, 4
	%79 = and i32 %78, -2014314496
	%80 = bitcast i32 %79 to float
	%81 = fmul float %80, 0x4770000000000000
	%82 = extractelement <4 x i32> %34, i32 2
	%83 = shl i32 %82, 24
	%84 = ashr i32 %83, 4
	%85 = and i32 %84, -2014314496
	%86 = bitcast i32 %85 to float
	%87 = fmul float %86, 0x4770000000000000
	%88 = shl i32 %82, 16
	%89 = ashr i32 %88, 4
	%90 = and i32 %89, -2014314496
	%91 = bitcast i32 %90 to float
	%92 = fmul float %91, 0x4770000000000000
	%93 = shl i32 %82, 8
	%94 = ashr i32 %93, 4
	%95 = and i32 %94, -2014314496
	%96 = bitcast i32 %95 to float
	%97 = fmul float %96, 0x4770000000000000
	%98 = ashr i32 %82, 4
	%99 = and i32 %98, -2014314496
	%100 = bitcast i32 %99 to float
	%101 = fmul float %100, 0x4770000000000000
	%102 = extractelement <4 x i32> %34, i32 3
	%103 = shl i32 %102, 24
	%104 = ashr i32 %103, 4
	%105 = and i32 %104, -2014314496
	%106 = bitcast i32 %105 to float
	%107 = fmul float %106, 0x4770000000000000
	%108 = shl i32 %102, 16
	%109 = ashr i32 %108, 4
	%110 = and i32 %109, -2014314496
	%111 = bitcast i32 %110 to float
	%112 = fmul float %111, 0x4770000000000000
	%113 = shl i32 %102, 8
	%114 = ashr i32 %113, 4
	%115 = and i32 %114, -2014314496
	%116 = bitcast i32 %115 to float
	%117 = fmul float %116, 0x4770000000000000
	%118 = ashr i32 %102, 4
	%119 = and i32 %118, -2014314496
	%120 = bitcast i32 %119 to float
	%121 = fmul float %120, 0x4770000000000000
	%122 = add i32 0, %19
	%123 = mul i32 %122, 16
	%124 = add i32 %25, %123
	%125 = lshr i32 %124, 7
	%126 = add i32 %14, %125
	%127 = sext i32 %126 to i64
	%128 = getelementptr float, float addrspace(1)* %scale, i64 %127
	%129 = load float, float addrspace(1)* %128
	%130 = icmp slt i32 0, %24
	br i1 %130, label %then13, label %join14

loop10:
	%131 = phi i32 [ %18, %body8 ], [ %148, %body11 ]
	%132 = icmp slt i32 %131, 512
	br i1 %132, label %body11, label %done12

body11:
	%133 = lshr i32 %131, 9
	%134 = lshr i32 %131, 5
	%135 = and i32 %134, 15
	%136 = and i32 %131, 31
	%137 = mul i32 %133, 32
	%138 = add i32 %137, %136
	%139 = mul i32 %138, 16
	%140 = add i32 %139, %135
	%141 = add i32 %41, %131
	%142 = add i32 %40, %140
	%143 = sext i32 %142 to i64
	%144 = getelementptr float, float addrspace(1)* %x, i64 %143
	%145 = load float, float addrspace(1)* %144
	%146 = sext i32 %141 to i64
	%147 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %146
	store float %145, float addrspace(3)* %147
	%148 = add i32 %131, 32
	br label %loop10

done12:
	%149 = add i32 %36, 1
	br label %loop7

then13:
	%150 = add i32 0, %19
	%151 = sext i32 %150 to i64
	%152 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %151
	%153 = load float, float addrspace(3)* %152
	%154 = fmul float %47, %153
	%155 = add i32 32, %19
	%156 = sext i32 %155 to i64
	%157 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %156
	%158 = load float, float addrspace(3)* %157
	%159 = call float @llvm.fma.f32(float %52, float %158, float %154)
	%160 = add i32 64, %19
	%161 = sext i32 %160 to i64
	%162 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %161
	%163 = load float, float addrspace(3)* %162
	%164 = call float @llvm.fma.f32(float %57, float %163, float %159)
	%165 = add i32 96, %19
	%166 = sext i32 %165 to i64
	%167 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %166
	%168 = load float, float addrspace(3)* %167
	%169 = call float @llvm.fma.f32(float %61, float %168, float %164)
	%170 = add i32 128, %19
	%171 = sext i32 %170 to i64
	%172 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %171
	%173 = load float, float addrspace(3)* %172
	%174 = call float @llvm.fma.f32(float %67, float %173, float %169)
	%175 = add i32 160, %19
	%176 = sext i32 %175 to i64
	%177 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %176
	%178 = load float, float addrspace(3)* %177
	%179 = call float @llvm.fma.f32(float %72, float %178, float %174)
	%180 = add i32 192, %19
	%181 = sext i32 %180 to i64
	%182 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %181
	%183 = load float, float addrspace(3)* %182
	%184 = call float @llvm.fma.f32(float %77, float %183, float %179)
	%185 = add i32 224, %19
	%186 = sext i32 %185 to i64
	%187 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %186
	%188 = load float, float addrspace(3)* %187
	%189 = call float @llvm.fma.f32(float %81, float %188, float %184)
	%190 = add i32 256, %19
	%191 = sext i32 %190 to i64
	%192 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %191
	%193 = load float, float addrspace(3)* %192
	%194 = call float @llvm.fma.f32(float %87, float %193, float %189)
	%195 = add i32 288, %19
	%196 = sext i32 %195 to i64
	%197 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %196
	%198 = load float, float addrspace(3)* %197
	%199 = call float @llvm.fma.f32(float %92, float %198, float %194)
	%200 = add i32 320, %19
	%201 = sext i32 %200 to i64
	%202 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %201
	%203 = load float, float addrspace(3)* %202
	%204 = call float @llvm.fma.f32(float %97, float %203, float %199)
	%205 = add i32 352, %19
	%206 = sext i32 %205 to i64
	%207 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %206
	%208 = load float, float addrspace(3)* %207
	%209 = call float @llvm.fma.f32(float %101, float %208, float %204)
	%210 = add i32 384, %19
	%211 = sext i32 %210 to i64
	%212 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %211
	%213 = load float, float addrspace(3)* %212
	%214 = call float @llvm.fma.f32(float %107, float %213, float %209)
	%215 = add i32 416, %19
	%216 = sext i32 %215 to i64
	%217 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %216
	%218 = load float, float addrspace(3)* %217
	%219 = call float @llvm.fma.f32(float %112, float %218, float %214)
	%220 = add i32 448, %19
	%221 = sext i32 %220 to i64
	%222 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %221
	%223 = load float, float addrspace(3)* %222
	%224 = call float @llvm.fma.f32(float %117, float %223, float %219)
	%225 = add i32 480, %19
	%226 = sext i32 %225 to i64
	%227 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %226
	%228 = load float, float addrspace(3)* %227
	%229 = call float @llvm.fma.f32(float %121, float %228, float %224)
	%230 = load float, float* %0
	%231 = call float @llvm.fma.f32(float %229, float %129, float %230)
	store float %231, float* %0
	br label %join14

join14:
	%232 = icmp slt i32 1, %24
	br i1 %232, label %then15, label %join16

then15:
	%233 = add i32 512, %19
	%234 = sext i32 %233 to i64
	%235 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %234
	%236 = load float, float addrspace(3)* %235
	%237 = fmul float %47, %236
	%238 = add i32 544, %19
	%239 = sext i32 %238 to i64
	%240 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %239
	%241 = load float, float addrspace(3)* %240
	%242 = call float @llvm.fma.f32(float %52, float %241, float %237)
	%243 = add i32 576, %19
	%244 = sext i32 %243 to i64
	%245 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %244
	%246 = load float, float addrspace(3)* %245
	%247 = call float @llvm.fma.f32(float %57, float %246, float %242)
	%248 = add i32 608, %19
	%249 = sext i32 %248 to i64
	%250 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %249
	%251 = load float, float addrspace(3)* %250
	%252 = call float @llvm.fma.f32(float %61, float %251, float %247)
	%253 = add i32 640, %19
	%254 = sext i32 %253 to i64
	%255 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %254
	%256 = load float, float addrspace(3)* %255
	%257 = call float @llvm.fma.f32(float %67, float %256, float %252)
	%258 = add i32 672, %19
	%259 = sext i32 %258 to i64
	%260 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %259
	%261 = load float, float addrspace(3)* %260
	%262 = call float @llvm.fma.f32(float %72, float %261, float %257)
	%263 = add i32 704, %19
	%264 = sext i32 %263 to i64
	%265 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %264
	%266 = load float, float addrspace(3)* %265
	%267 = call float @llvm.fma.f32(float %77, float %266, float %262)
	%268 = add i32 736, %19
	%269 = sext i32 %268 to i64
	%270 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %269
	%271 = load float, float addrspace(3)* %270
	%272 = call float @llvm.fma.f32(float %81, float %271, float %267)
	%273 = add i32 768, %19
	%274 = sext i32 %273 to i64
	%275 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %274
	%276 = load float, float addrspace(3)* %275
	%277 = call float @llvm.fma.f32(float %87, float %276, float %272)
	%278 = add i32 800, %19
	%279 = sext i32 %278 to i64
	%280 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %279
	%281 = load float, float addrspace(3)* %280
	%282 = call float @llvm.fma.f32(float %92, float %281, float %277)
	%283 = add i32 832, %19
	%284 = sext i32 %283 to i64
	%285 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %284
	%286 = load float, float addrspace(3)* %285
	%287 = call float @llvm.fma.f32(float %97, float %286, float %282)
	%288 = add i32 864, %19
	%289 = sext i32 %288 to i64
	%290 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %289
	%291 = load float, float addrspace(3)* %290
	%292 = call float @llvm.fma.f32(float %101, float %291, float %287)
	%293 = add i32 896, %19
	%294 = sext i32 %293 to i64
	%295 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %294
	%296 = load float, float addrspace(3)* %295
	%297 = call float @llvm.fma.f32(float %107, float %296, float %292)
	%298 = add i32 928, %19
	%299 = sext i32 %298 to i64
	%300 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %299
	%301 = load float, float addrspace(3)* %300
	%302 = call float @llvm.fma.f32(float %112, float %301, float %297)
	%303 = add i32 960, %19
	%304 = sext i32 %303 to i64
	%305 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %304
	%306 = load float, float addrspace(3)* %305
	%307 = call float @llvm.fma.f32(float %117, float %306, float %302)
	%308 = add i32 992, %19
	%309 = sext i32 %308 to i64
	%310 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %309
	%311 = load float, float addrspace(3)* %310
	%312 = call float @llvm.fma.f32(float %121, float %311, float %307)
	%313 = load float, float* %1
	%314 = call float @llvm.fma.f32(float %312, float %129, float %313)
	store float %314, float* %1
	br label %join16

join16:
	%315 = add i32 %25, 512
	br label %loop4

then17:
	%316 = load float, float* %0
	%317 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %316, i32 16, i32 31)
	%318 = fadd float %316, %317
	%319 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %318, i32 8, i32 31)
	%320 = fadd float %318, %319
	%321 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %320, i32 4, i32 31)
	%322 = fadd float %320, %321
	%323 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %322, i32 2, i32 31)
	%324 = fadd float %322, %323
	%325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %324, i32 1, i32 31)
	%326 = fadd float %324, %325
	%327 = add i32 %20, 0
	br i1 %17, label %then19, label %join20

join18:
	%328 = icmp slt i32 1, %24
	br i1 %328, label %then23, label %join24

then19:
	%329 = icmp slt i32 %8, 8
	br i1 %329, label %then21, label %join22

join20:
	br label %join18

then21:
	%330 = mul i32 %327, 8
	%331 = add i32 %330, %8
	%332 = sext i32 %331 to i64
	%333 = getelementptr float, float addrspace(1)* %y, i64 %332
	store float %326, float addrspace(1)* %333
	br label %join22

join22:
	br label %join20

then23:
	%334 = load float, float* %1
	%335 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %334, i32 16, i32 31)
	%336 = fadd float %334, %335
	%337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %336, i32 8, i32 31)
	%338 = fadd float %336, %337
	%339 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %338, i32 4, i32 31)
	%340 = fadd float %338, %339
	%341 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %340, i32 2, i32 31)
	%342 = fadd float %340, %341
	%343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %342, i32 1, i32 31)
	%344 = fadd float %342, %343
	%345 = add i32 %20, 1
	br i1 %17, label %then25, label %join26

join24:
	%346 = add i32 %20, 2
	br label %loop1

then25:
	%347 = icmp slt i32 %8, 8
	br i1 %347, label %then27, label %join28

join26:
	br label %join24

then27:
	%348 = mul i32 %345, 8
	%349 = add i32 %348, %8
	%350 = sext i32 %349 to i64
	%351 = getelementptr float, float addrspace(1)* %y, i64 %350
	store float %344, float addrspace(1)* %351
	br label %join28

join28:
	br label %join26
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!0 = !{}
