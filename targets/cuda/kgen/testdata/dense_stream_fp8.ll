target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5 = internal addrspace(3) global [1024 x float] undef, align 8

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
	%11 = mul i32 %10, 512
	%12 = lshr i32 %10, 7
	%13 = mul i32 %12, 4
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%15 = and i32 %14, 31
	%16 = icmp eq i32 %15, 0
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%18 = and i32 %17, 31
	br label %loop1

loop1:
	%19 = phi i32 [ 0, %body ], [ %345, %join24 ]
	%20 = icmp slt i32 %19, %tokens
	br i1 %20, label %body2, label %done3

body2:
	%21 = sub i32 %tokens, %19
	%22 = icmp slt i32 %21, 2
	%23 = select i1 %22, i32 %21, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	br label %loop4

done3:
	ret void

loop4:
	%24 = phi i32 [ 0, %body2 ], [ %314, %join16 ]
	%25 = icmp slt i32 %24, 512
	br i1 %25, label %body5, label %done6

body5:
	%26 = add i32 0, %18
	%27 = mul i32 %26, 16
	%28 = add i32 %24, %27
	%29 = add i32 %11, %28
	%30 = sext i32 %29 to i64
	%31 = getelementptr i8, i8 addrspace(1)* %w, i64 %30
	%32 = bitcast i8 addrspace(1)* %31 to <4 x i32> addrspace(1)*
	%33 = load <4 x i32>, <4 x i32> addrspace(1)* %32, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop7

done6:
	%34 = icmp slt i32 0, %23
	br i1 %34, label %then17, label %join18

loop7:
	%35 = phi i32 [ %17, %body5 ], [ %146, %join11 ]
	%36 = icmp slt i32 %35, 1024
	br i1 %36, label %body8, label %done9

body8:
	%37 = lshr i32 %35, 9
	%38 = and i32 %35, 511
	%39 = lshr i32 %38, 9
	%40 = lshr i32 %38, 5
	%41 = and i32 %40, 15
	%42 = and i32 %38, 31
	%43 = mul i32 %39, 32
	%44 = add i32 %43, %42
	%45 = mul i32 %44, 16
	%46 = add i32 %45, %41
	%47 = icmp slt i32 %37, %23
	br i1 %47, label %then10, label %else12

done9:
	call void @llvm.nvvm.barrier0()
	%48 = extractelement <4 x i32> %33, i32 0
	%49 = shl i32 %48, 24
	%50 = ashr i32 %49, 4
	%51 = and i32 %50, -2014314496
	%52 = bitcast i32 %51 to float
	%53 = fmul float %52, 0x4770000000000000
	%54 = shl i32 %48, 16
	%55 = ashr i32 %54, 4
	%56 = and i32 %55, -2014314496
	%57 = bitcast i32 %56 to float
	%58 = fmul float %57, 0x4770000000000000
	%59 = shl i32 %48, 8
	%60 = ashr i32 %59, 4
	%61 = and i32 %60, -2014314496
	%62 = bitcast i32 %61 to float
	%63 = fmul float %62, 0x4770000000000000
	%64 = ashr i32 %48, 4
	%65 = and i32 %64, -2014314496
	%66 = bitcast i32 %65 to float
	%67 = fmul float %66, 0x4770000000000000
	%68 = extractelement <4 x i32> %33, i32 1
	%69 = shl i32 %68, 24
	%70 = ashr i32 %69, 4
	%71 = and i32 %70, -2014314496
	%72 = bitcast i32 %71 to float
	%73 = fmul float %72, 0x4770000000000000
	%74 = shl i32 %68, 16
	%75 = ashr i32 %74, 4
	%76 = and i32 %75, -2014314496
	%77 = bitcast i32 %76 to float
	%78 = fmul float %77, 0x4770000000000000
	%79 = shl i32 %68, 8
	%80 = ashr i32 %79, 4
	%81 = and i32 %80, -2014314496
	%82 = bitcast i32 %81 to float
	%83 = fmul float %82, 0x4770000000000000
	%84 = ashr i32 %68, 4
	%85 = and i32 %84, -2014314496
	%86 = bitcast i32 %85 to float
	%87 = fmul float %86, 0x4770000000000000
	%88 = extractelement <4 x i32> %33, i32 2
	%89 = shl i32 %88, 24
	%90 = ashr i32 %89, 4
	%91 = and i32 %90, -2014314496
	%92 = bitcast i32 %91 to float
	%93 = fmul float %92, 0x4770000000000000
	%94 = shl i32 %88, 16
	%95 = ashr i32 %94, 4
	%96 = and i32 %95, -2014314496
	%97 = bitcast i32 %96 to float
	%98 = fmul float %97, 0x4770000000000000
	%99 = shl i32 %88, 8
	%100 = ashr i32 %99, 4
	%101 = and i32 %100, -2014314496
	%102 = bitcast i32 %101 to float
	%103 = fmul float %102, 0x4770000000000000
	%104 = ashr i32 %88, 4
	%105 = and i32 %104, -2014314496
	%106 = bitcast i32 %105 to float
	%107 = fmul float %106, 0x4770000000000000
	%108 = extractelement <4 x i32> %33, i32 3
	%109 = shl i32 %108, 24
	%110 = ashr i32 %109, 4
	%111 = and i32 %110, -2014314496
	%112 = bitcast i32 %111 to float
	%113 = fmul float %112, 0x4770000000000000
	%114 = shl i32 %108, 16
	%115 = ashr i32 %114, 4
	%116 = and i32 %115, -2014314496
	%117 = bitcast i32 %116 to float
	%118 = fmul float %117, 0x4770000000000000
	%119 = shl i32 %108, 8
	%120 = ashr i32 %119, 4
	%121 = and i32 %120, -2014314496
	%122 = bitcast i32 %121 to float
	%123 = fmul float %122, 0x4770000000000000
	%124 = ashr i32 %108, 4
	%125 = and i32 %124, -2014314496
	%126 = bitcast i32 %125 to float
	%127 = fmul float %126, 0x4770000000000000
	%128 = add i32 0, %18
	%129 = mul i32 %128, 16
	%130 = add i32 %24, %129
	%131 = lshr i32 %130, 7
	%132 = add i32 %13, %131
	%133 = sext i32 %132 to i64
	%134 = getelementptr float, float addrspace(1)* %scale, i64 %133
	%135 = load float, float addrspace(1)* %134
	%136 = icmp slt i32 0, %23
	br i1 %136, label %then13, label %join14

then10:
	%137 = add i32 %19, %37
	%138 = mul i32 %137, 512
	%139 = add i32 %24, %46
	%140 = add i32 %138, %139
	%141 = sext i32 %140 to i64
	%142 = getelementptr float, float addrspace(1)* %x, i64 %141
	%143 = load float, float addrspace(1)* %142
	%144 = sext i32 %35 to i64
	%145 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %144
	store float %143, float addrspace(3)* %145
	br label %join11

join11:
	%146 = add i32 %35, 32
	br label %loop7

else12:
	%147 = sext i32 %35 to i64
	%148 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %147
	store float 0.0, float addrspace(3)* %148
	br label %join11

then13:
	%149 = add i32 0, %18
	%150 = sext i32 %149 to i64
	%151 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %150
	%152 = load float, float addrspace(3)* %151
	%153 = fmul float %53, %152
	%154 = add i32 32, %18
	%155 = sext i32 %154 to i64
	%156 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %155
	%157 = load float, float addrspace(3)* %156
	%158 = call float @llvm.fma.f32(float %58, float %157, float %153)
	%159 = add i32 64, %18
	%160 = sext i32 %159 to i64
	%161 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %160
	%162 = load float, float addrspace(3)* %161
	%163 = call float @llvm.fma.f32(float %63, float %162, float %158)
	%164 = add i32 96, %18
	%165 = sext i32 %164 to i64
	%166 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %165
	%167 = load float, float addrspace(3)* %166
	%168 = call float @llvm.fma.f32(float %67, float %167, float %163)
	%169 = add i32 128, %18
	%170 = sext i32 %169 to i64
	%171 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %170
	%172 = load float, float addrspace(3)* %171
	%173 = call float @llvm.fma.f32(float %73, float %172, float %168)
	%174 = add i32 160, %18
	%175 = sext i32 %174 to i64
	%176 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %175
	%177 = load float, float addrspace(3)* %176
	%178 = call float @llvm.fma.f32(float %78, float %177, float %173)
	%179 = add i32 192, %18
	%180 = sext i32 %179 to i64
	%181 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %180
	%182 = load float, float addrspace(3)* %181
	%183 = call float @llvm.fma.f32(float %83, float %182, float %178)
	%184 = add i32 224, %18
	%185 = sext i32 %184 to i64
	%186 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %185
	%187 = load float, float addrspace(3)* %186
	%188 = call float @llvm.fma.f32(float %87, float %187, float %183)
	%189 = add i32 256, %18
	%190 = sext i32 %189 to i64
	%191 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %190
	%192 = load float, float addrspace(3)* %191
	%193 = call float @llvm.fma.f32(float %93, float %192, float %188)
	%194 = add i32 288, %18
	%195 = sext i32 %194 to i64
	%196 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %195
	%197 = load float, float addrspace(3)* %196
	%198 = call float @llvm.fma.f32(float %98, float %197, float %193)
	%199 = add i32 320, %18
	%200 = sext i32 %199 to i64
	%201 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %200
	%202 = load float, float addrspace(3)* %201
	%203 = call float @llvm.fma.f32(float %103, float %202, float %198)
	%204 = add i32 352, %18
	%205 = sext i32 %204 to i64
	%206 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %205
	%207 = load float, float addrspace(3)* %206
	%208 = call float @llvm.fma.f32(float %107, float %207, float %203)
	%209 = add i32 384, %18
	%210 = sext i32 %209 to i64
	%211 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %210
	%212 = load float, float addrspace(3)* %211
	%213 = call float @llvm.fma.f32(float %113, float %212, float %208)
	%214 = add i32 416, %18
	%215 = sext i32 %214 to i64
	%216 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %215
	%217 = load float, float addrspace(3)* %216
	%218 = call float @llvm.fma.f32(float %118, float %217, float %213)
	%219 = add i32 448, %18
	%220 = sext i32 %219 to i64
	%221 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %220
	%222 = load float, float addrspace(3)* %221
	%223 = call float @llvm.fma.f32(float %123, float %222, float %218)
	%224 = add i32 480, %18
	%225 = sext i32 %224 to i64
	%226 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %225
	%227 = load float, float addrspace(3)* %226
	%228 = call float @llvm.fma.f32(float %127, float %227, float %223)
	%229 = load float, float* %0
	%230 = call float @llvm.fma.f32(float %228, float %135, float %229)
	store float %230, float* %0
	br label %join14

join14:
	%231 = icmp slt i32 1, %23
	br i1 %231, label %then15, label %join16

then15:
	%232 = add i32 512, %18
	%233 = sext i32 %232 to i64
	%234 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %233
	%235 = load float, float addrspace(3)* %234
	%236 = fmul float %53, %235
	%237 = add i32 544, %18
	%238 = sext i32 %237 to i64
	%239 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %238
	%240 = load float, float addrspace(3)* %239
	%241 = call float @llvm.fma.f32(float %58, float %240, float %236)
	%242 = add i32 576, %18
	%243 = sext i32 %242 to i64
	%244 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %243
	%245 = load float, float addrspace(3)* %244
	%246 = call float @llvm.fma.f32(float %63, float %245, float %241)
	%247 = add i32 608, %18
	%248 = sext i32 %247 to i64
	%249 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %248
	%250 = load float, float addrspace(3)* %249
	%251 = call float @llvm.fma.f32(float %67, float %250, float %246)
	%252 = add i32 640, %18
	%253 = sext i32 %252 to i64
	%254 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %253
	%255 = load float, float addrspace(3)* %254
	%256 = call float @llvm.fma.f32(float %73, float %255, float %251)
	%257 = add i32 672, %18
	%258 = sext i32 %257 to i64
	%259 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %258
	%260 = load float, float addrspace(3)* %259
	%261 = call float @llvm.fma.f32(float %78, float %260, float %256)
	%262 = add i32 704, %18
	%263 = sext i32 %262 to i64
	%264 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %263
	%265 = load float, float addrspace(3)* %264
	%266 = call float @llvm.fma.f32(float %83, float %265, float %261)
	%267 = add i32 736, %18
	%268 = sext i32 %267 to i64
	%269 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %268
	%270 = load float, float addrspace(3)* %269
	%271 = call float @llvm.fma.f32(float %87, float %270, float %266)
	%272 = add i32 768, %18
	%273 = sext i32 %272 to i64
	%274 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %273
	%275 = load float, float addrspace(3)* %274
	%276 = call float @llvm.fma.f32(float %93, float %275, float %271)
	%277 = add i32 800, %18
	%278 = sext i32 %277 to i64
	%279 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %278
	%280 = load float, float addrspace(3)* %279
	%281 = call float @llvm.fma.f32(float %98, float %280, float %276)
	%282 = add i32 832, %18
	%283 = sext i32 %282 to i64
	%284 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %283
	%285 = load float, float addrspace(3)* %284
	%286 = call float @llvm.fma.f32(float %103, float %285, float %281)
	%287 = add i32 864, %18
	%288 = sext i32 %287 to i64
	%289 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %288
	%290 = load float, float addrspace(3)* %289
	%291 = call float @llvm.fma.f32(float %107, float %290, float %286)
	%292 = add i32 896, %18
	%293 = sext i32 %292 to i64
	%294 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %293
	%295 = load float, float addrspace(3)* %294
	%296 = call float @llvm.fma.f32(float %113, float %295, float %291)
	%297 = add i32 928, %18
	%298 = sext i32 %297 to i64
	%299 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %298
	%300 = load float, float addrspace(3)* %299
	%301 = call float @llvm.fma.f32(float %118, float %300, float %296)
	%302 = add i32 960, %18
	%303 = sext i32 %302 to i64
	%304 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %303
	%305 = load float, float addrspace(3)* %304
	%306 = call float @llvm.fma.f32(float %123, float %305, float %301)
	%307 = add i32 992, %18
	%308 = sext i32 %307 to i64
	%309 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_f32_f8e4m3_f32_o8_k512_t2_r1_w1.smem5, i64 0, i64 %308
	%310 = load float, float addrspace(3)* %309
	%311 = call float @llvm.fma.f32(float %127, float %310, float %306)
	%312 = load float, float* %1
	%313 = call float @llvm.fma.f32(float %311, float %135, float %312)
	store float %313, float* %1
	br label %join16

join16:
	%314 = add i32 %24, 512
	br label %loop4

then17:
	%315 = load float, float* %0
	%316 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 16, i32 31)
	%317 = fadd float %315, %316
	%318 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %317, i32 8, i32 31)
	%319 = fadd float %317, %318
	%320 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 4, i32 31)
	%321 = fadd float %319, %320
	%322 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %321, i32 2, i32 31)
	%323 = fadd float %321, %322
	%324 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 1, i32 31)
	%325 = fadd float %323, %324
	%326 = add i32 %19, 0
	br i1 %16, label %then19, label %join20

join18:
	%327 = icmp slt i32 1, %23
	br i1 %327, label %then23, label %join24

then19:
	%328 = icmp slt i32 %8, 8
	br i1 %328, label %then21, label %join22

join20:
	br label %join18

then21:
	%329 = mul i32 %326, 8
	%330 = add i32 %329, %8
	%331 = sext i32 %330 to i64
	%332 = getelementptr float, float addrspace(1)* %y, i64 %331
	store float %325, float addrspace(1)* %332
	br label %join22

join22:
	br label %join20

then23:
	%333 = load float, float* %1
	%334 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %333, i32 16, i32 31)
	%335 = fadd float %333, %334
	%336 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %335, i32 8, i32 31)
	%337 = fadd float %335, %336
	%338 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %337, i32 4, i32 31)
	%339 = fadd float %337, %338
	%340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %339, i32 2, i32 31)
	%341 = fadd float %339, %340
	%342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %341, i32 1, i32 31)
	%343 = fadd float %341, %342
	%344 = add i32 %19, 1
	br i1 %16, label %then25, label %join26

join24:
	%345 = add i32 %19, 2
	br label %loop1

then25:
	%346 = icmp slt i32 %8, 8
	br i1 %346, label %then27, label %join28

join26:
	br label %join24

then27:
	%347 = mul i32 %344, 8
	%348 = add i32 %347, %8
	%349 = sext i32 %348 to i64
	%350 = getelementptr float, float addrspace(1)* %y, i64 %349
	store float %343, float addrspace(1)* %350
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
