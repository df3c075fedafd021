target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4 = internal addrspace(3) global [1024 x float] undef, align 16

define ptx_kernel void @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p(i16 addrspace(1)* %y, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i32 %tokens) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca <4 x i32>
	%3 = alloca <4 x i32>
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = lshr i32 %4, 5
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%7 = mul i32 %6, 4
	%8 = add i32 %7, %5
	%9 = mul i32 %8, 1
	%10 = add i32 %9, 0
	%11 = icmp slt i32 %10, 8
	%12 = select i1 %11, i32 %10, i32 7
	%13 = sext i32 %12 to i64
	%14 = mul i64 %13, 512
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%16 = and i32 %15, 31
	%17 = icmp eq i32 %16, 0
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%19 = and i32 %18, 31
	br label %loop1

loop1:
	%20 = phi i32 [ 0, %body ], [ %519, %join22 ]
	%21 = icmp slt i32 %20, %tokens
	br i1 %21, label %body2, label %done3

body2:
	%22 = sub i32 %tokens, %20
	%23 = icmp slt i32 %22, 2
	%24 = select i1 %23, i32 %22, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	%25 = icmp slt i32 0, %24
	%26 = sub i32 %24, 1
	%27 = select i1 %25, i32 0, i32 %26
	%28 = add i32 %20, %27
	%29 = mul i32 %28, 512
	%30 = icmp slt i32 1, %24
	%31 = sub i32 %24, 1
	%32 = select i1 %30, i32 1, i32 %31
	%33 = add i32 %20, %32
	%34 = mul i32 %33, 512
	%35 = add i32 0, %19
	%36 = mul i32 %35, 8
	%37 = add i32 0, %36
	%38 = sext i32 %37 to i64
	%39 = add i64 %14, %38
	%40 = getelementptr i16, i16 addrspace(1)* %w, i64 %39
	%41 = bitcast i16 addrspace(1)* %40 to <4 x i32> addrspace(1)*
	%42 = load <4 x i32>, <4 x i32> addrspace(1)* %41, align 16, !invariant.load !0
	store <4 x i32> %42, <4 x i32>* %2
	%43 = add i32 32, %19
	%44 = mul i32 %43, 8
	%45 = add i32 0, %44
	%46 = sext i32 %45 to i64
	%47 = add i64 %14, %46
	%48 = getelementptr i16, i16 addrspace(1)* %w, i64 %47
	%49 = bitcast i16 addrspace(1)* %48 to <4 x i32> addrspace(1)*
	%50 = load <4 x i32>, <4 x i32> addrspace(1)* %49, align 16, !invariant.load !0
	store <4 x i32> %50, <4 x i32>* %3
	br label %loop4

done3:
	ret void

loop4:
	%51 = phi i32 [ 0, %body2 ], [ %479, %join14 ]
	%52 = icmp slt i32 %51, 512
	br i1 %52, label %body5, label %done6

body5:
	%53 = add i32 %51, 512
	%54 = icmp slt i32 %53, 512
	%55 = select i1 %54, i32 %53, i32 %51
	%56 = load <4 x i32>, <4 x i32>* %2
	%57 = add i32 0, %19
	%58 = mul i32 %57, 8
	%59 = add i32 %55, %58
	%60 = sext i32 %59 to i64
	%61 = add i64 %14, %60
	%62 = getelementptr i16, i16 addrspace(1)* %w, i64 %61
	%63 = bitcast i16 addrspace(1)* %62 to <4 x i32> addrspace(1)*
	%64 = load <4 x i32>, <4 x i32> addrspace(1)* %63, align 16, !invariant.load !0
	store <4 x i32> %64, <4 x i32>* %2
	%65 = load <4 x i32>, <4 x i32>* %3
	%66 = add i32 32, %19
	%67 = mul i32 %66, 8
	%68 = add i32 %55, %67
	%69 = sext i32 %68 to i64
	%70 = add i64 %14, %69
	%71 = getelementptr i16, i16 addrspace(1)* %w, i64 %70
	%72 = bitcast i16 addrspace(1)* %71 to <4 x i32> addrspace(1)*
	%73 = load <4 x i32>, <4 x i32> addrspace(1)* %72, align 16, !invariant.load !0
	store <4 x i32> %73, <4 x i32>* %3
	%74 = add i32 %18, 0
	%75 = lshr i32 %74, 8
	%76 = lshr i32 %74, 5
	%77 = and i32 %76, 7
	%78 = and i32 %74, 31
	%79 = mul i32 %75, 32
	%80 = add i32 %79, %78
	%81 = mul i32 %80, 8
	%82 = add i32 %81, %77
	%83 = add i32 %51, %82
	%84 = add i32 %29, %83
	%85 = sext i32 %84 to i64
	%86 = getelementptr i16, i16 addrspace(1)* %x, i64 %85
	%87 = load i16, i16 addrspace(1)* %86
	%88 = zext i16 %87 to i32
	%89 = shl i32 %88, 16
	%90 = bitcast i32 %89 to float
	%91 = add i32 %18, 128
	%92 = lshr i32 %91, 8
	%93 = lshr i32 %91, 5
	%94 = and i32 %93, 7
	%95 = and i32 %91, 31
	%96 = mul i32 %92, 32
	%97 = add i32 %96, %95
	%98 = mul i32 %97, 8
	%99 = add i32 %98, %94
	%100 = add i32 %51, %99
	%101 = add i32 %29, %100
	%102 = sext i32 %101 to i64
	%103 = getelementptr i16, i16 addrspace(1)* %x, i64 %102
	%104 = load i16, i16 addrspace(1)* %103
	%105 = zext i16 %104 to i32
	%106 = shl i32 %105, 16
	%107 = bitcast i32 %106 to float
	%108 = add i32 %18, 256
	%109 = lshr i32 %108, 8
	%110 = lshr i32 %108, 5
	%111 = and i32 %110, 7
	%112 = and i32 %108, 31
	%113 = mul i32 %109, 32
	%114 = add i32 %113, %112
	%115 = mul i32 %114, 8
	%116 = add i32 %115, %111
	%117 = add i32 %51, %116
	%118 = add i32 %29, %117
	%119 = sext i32 %118 to i64
	%120 = getelementptr i16, i16 addrspace(1)* %x, i64 %119
	%121 = load i16, i16 addrspace(1)* %120
	%122 = zext i16 %121 to i32
	%123 = shl i32 %122, 16
	%124 = bitcast i32 %123 to float
	%125 = add i32 %18, 384
	%126 = lshr i32 %125, 8
	%127 = lshr i32 %125, 5
	%128 = and i32 %127, 7
	%129 = and i32 %125, 31
	%130 = mul i32 %126, 32
	%131 = add i32 %130, %129
	%132 = mul i32 %131, 8
	%133 = add i32 %132, %128
	%134 = add i32 %51, %133
	%135 = add i32 %29, %134
	%136 = sext i32 %135 to i64
	%137 = getelementptr i16, i16 addrspace(1)* %x, i64 %136
	%138 = load i16, i16 addrspace(1)* %137
	%139 = zext i16 %138 to i32
	%140 = shl i32 %139, 16
	%141 = bitcast i32 %140 to float
	%142 = add i32 %18, 0
	%143 = lshr i32 %142, 8
	%144 = lshr i32 %142, 5
	%145 = and i32 %144, 7
	%146 = and i32 %142, 31
	%147 = mul i32 %143, 32
	%148 = add i32 %147, %146
	%149 = mul i32 %148, 8
	%150 = add i32 %149, %145
	%151 = add i32 %51, %150
	%152 = add i32 %34, %151
	%153 = sext i32 %152 to i64
	%154 = getelementptr i16, i16 addrspace(1)* %x, i64 %153
	%155 = load i16, i16 addrspace(1)* %154
	%156 = zext i16 %155 to i32
	%157 = shl i32 %156, 16
	%158 = bitcast i32 %157 to float
	%159 = add i32 %18, 128
	%160 = lshr i32 %159, 8
	%161 = lshr i32 %159, 5
	%162 = and i32 %161, 7
	%163 = and i32 %159, 31
	%164 = mul i32 %160, 32
	%165 = add i32 %164, %163
	%166 = mul i32 %165, 8
	%167 = add i32 %166, %162
	%168 = add i32 %51, %167
	%169 = add i32 %34, %168
	%170 = sext i32 %169 to i64
	%171 = getelementptr i16, i16 addrspace(1)* %x, i64 %170
	%172 = load i16, i16 addrspace(1)* %171
	%173 = zext i16 %172 to i32
	%174 = shl i32 %173, 16
	%175 = bitcast i32 %174 to float
	%176 = add i32 %18, 256
	%177 = lshr i32 %176, 8
	%178 = lshr i32 %176, 5
	%179 = and i32 %178, 7
	%180 = and i32 %176, 31
	%181 = mul i32 %177, 32
	%182 = add i32 %181, %180
	%183 = mul i32 %182, 8
	%184 = add i32 %183, %179
	%185 = add i32 %51, %184
	%186 = add i32 %34, %185
	%187 = sext i32 %186 to i64
	%188 = getelementptr i16, i16 addrspace(1)* %x, i64 %187
	%189 = load i16, i16 addrspace(1)* %188
	%190 = zext i16 %189 to i32
	%191 = shl i32 %190, 16
	%192 = bitcast i32 %191 to float
	%193 = add i32 %18, 384
	%194 = lshr i32 %193, 8
	%195 = lshr i32 %193, 5
	%196 = and i32 %195, 7
	%197 = and i32 %193, 31
	%198 = mul i32 %194, 32
	%199 = add i32 %198, %197
	%200 = mul i32 %199, 8
	%201 = add i32 %200, %196
	%202 = add i32 %51, %201
	%203 = add i32 %34, %202
	%204 = sext i32 %203 to i64
	%205 = getelementptr i16, i16 addrspace(1)* %x, i64 %204
	%206 = load i16, i16 addrspace(1)* %205
	%207 = zext i16 %206 to i32
	%208 = shl i32 %207, 16
	%209 = bitcast i32 %208 to float
	call void @llvm.nvvm.barrier0()
	%210 = add i32 %18, 0
	%211 = add i32 0, %210
	%212 = sext i32 %211 to i64
	%213 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %212
	store float %90, float addrspace(3)* %213
	%214 = add i32 %18, 128
	%215 = add i32 0, %214
	%216 = sext i32 %215 to i64
	%217 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %216
	store float %107, float addrspace(3)* %217
	%218 = add i32 %18, 256
	%219 = add i32 0, %218
	%220 = sext i32 %219 to i64
	%221 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %220
	store float %124, float addrspace(3)* %221
	%222 = add i32 %18, 384
	%223 = add i32 0, %222
	%224 = sext i32 %223 to i64
	%225 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %224
	store float %141, float addrspace(3)* %225
	%226 = add i32 %18, 0
	%227 = add i32 512, %226
	%228 = sext i32 %227 to i64
	%229 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %228
	store float %158, float addrspace(3)* %229
	%230 = add i32 %18, 128
	%231 = add i32 512, %230
	%232 = sext i32 %231 to i64
	%233 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %232
	store float %175, float addrspace(3)* %233
	%234 = add i32 %18, 256
	%235 = add i32 512, %234
	%236 = sext i32 %235 to i64
	%237 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %236
	store float %192, float addrspace(3)* %237
	%238 = add i32 %18, 384
	%239 = add i32 512, %238
	%240 = sext i32 %239 to i64
	%241 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %240
	store float %209, float addrspace(3)* %241
	call void @llvm.nvvm.barrier0()
	%242 = extractelement <4 x i32> %56, i32 0
	%243 = shl i32 %242, 16
	%244 = bitcast i32 %243 to float
	%245 = and i32 %242, -65536
	%246 = bitcast i32 %245 to float
	%247 = extractelement <4 x i32> %56, i32 1
	%248 = shl i32 %247, 16
	%249 = bitcast i32 %248 to float
	%250 = and i32 %247, -65536
	%251 = bitcast i32 %250 to float
	%252 = extractelement <4 x i32> %56, i32 2
	%253 = shl i32 %252, 16
	%254 = bitcast i32 %253 to float
	%255 = and i32 %252, -65536
	%256 = bitcast i32 %255 to float
	%257 = extractelement <4 x i32> %56, i32 3
	%258 = shl i32 %257, 16
	%259 = bitcast i32 %258 to float
	%260 = and i32 %257, -65536
	%261 = bitcast i32 %260 to float
	%262 = icmp slt i32 0, %24
	br i1 %262, label %then7, label %join8

done6:
	%263 = icmp slt i32 0, %24
	br i1 %263, label %then15, label %join16

then7:
	%264 = add i32 0, %19
	%265 = sext i32 %264 to i64
	%266 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %265
	%267 = load float, float addrspace(3)* %266
	%268 = load float, float* %0
	%269 = call float @llvm.fma.f32(float %244, float %267, float %268)
	store float %269, float* %0
	%270 = add i32 32, %19
	%271 = sext i32 %270 to i64
	%272 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %271
	%273 = load float, float addrspace(3)* %272
	%274 = load float, float* %0
	%275 = call float @llvm.fma.f32(float %246, float %273, float %274)
	store float %275, float* %0
	%276 = add i32 64, %19
	%277 = sext i32 %276 to i64
	%278 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %277
	%279 = load float, float addrspace(3)* %278
	%280 = load float, float* %0
	%281 = call float @llvm.fma.f32(float %249, float %279, float %280)
	store float %281, float* %0
	%282 = add i32 96, %19
	%283 = sext i32 %282 to i64
	%284 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %283
	%285 = load float, float addrspace(3)* %284
	%286 = load float, float* %0
	%287 = call float @llvm.fma.f32(float %251, float %285, float %286)
	store float %287, float* %0
	%288 = add i32 128, %19
	%289 = sext i32 %288 to i64
	%290 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %289
	%291 = load float, float addrspace(3)* %290
	%292 = load float, float* %0
	%293 = call float @llvm.fma.f32(float %254, float %291, float %292)
	store float %293, float* %0
	%294 = add i32 160, %19
	%295 = sext i32 %294 to i64
	%296 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %295
	%297 = load float, float addrspace(3)* %296
	%298 = load float, float* %0
	%299 = call float @llvm.fma.f32(float %256, float %297, float %298)
	store float %299, float* %0
	%300 = add i32 192, %19
	%301 = sext i32 %300 to i64
	%302 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %301
	%303 = load float, float addrspace(3)* %302
	%304 = load float, float* %0
	%305 = call float @llvm.fma.f32(float %259, float %303, float %304)
	store float %305, float* %0
	%306 = add i32 224, %19
	%307 = sext i32 %306 to i64
	%308 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %307
	%309 = load float, float addrspace(3)* %308
	%310 = load float, float* %0
	%311 = call float @llvm.fma.f32(float %261, float %309, float %310)
	store float %311, float* %0
	br label %join8

join8:
	%312 = icmp slt i32 1, %24
	br i1 %312, label %then9, label %join10

then9:
	%313 = add i32 512, %19
	%314 = sext i32 %313 to i64
	%315 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %314
	%316 = load float, float addrspace(3)* %315
	%317 = load float, float* %1
	%318 = call float @llvm.fma.f32(float %244, float %316, float %317)
	store float %318, float* %1
	%319 = add i32 544, %19
	%320 = sext i32 %319 to i64
	%321 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %320
	%322 = load float, float addrspace(3)* %321
	%323 = load float, float* %1
	%324 = call float @llvm.fma.f32(float %246, float %322, float %323)
	store float %324, float* %1
	%325 = add i32 576, %19
	%326 = sext i32 %325 to i64
	%327 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %326
	%328 = load float, float addrspace(3)* %327
	%329 = load float, float* %1
	%330 = call float @llvm.fma.f32(float %249, float %328, float %329)
	store float %330, float* %1
	%331 = add i32 608, %19
	%332 = sext i32 %331 to i64
	%333 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %332
	%334 = load float, float addrspace(3)* %333
	%335 = load float, float* %1
	%336 = call float @llvm.fma.f32(float %251, float %334, float %335)
	store float %336, float* %1
	%337 = add i32 640, %19
	%338 = sext i32 %337 to i64
	%339 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %338
	%340 = load float, float addrspace(3)* %339
	%341 = load float, float* %1
	%342 = call float @llvm.fma.f32(float %254, float %340, float %341)
	store float %342, float* %1
	%343 = add i32 672, %19
	%344 = sext i32 %343 to i64
	%345 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %344
	%346 = load float, float addrspace(3)* %345
	%347 = load float, float* %1
	%348 = call float @llvm.fma.f32(float %256, float %346, float %347)
	store float %348, float* %1
	%349 = add i32 704, %19
	%350 = sext i32 %349 to i64
	%351 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %350
	%352 = load float, float addrspace(3)* %351
	%353 = load float, float* %1
	%354 = call float @llvm.fma.f32(float %259, float %352, float %353)
	store float %354, float* %1
	%355 = add i32 736, %19
	%356 = sext i32 %355 to i64
	%357 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %356
	%358 = load float, float addrspace(3)* %357
	%359 = load float, float* %1
	%360 = call float @llvm.fma.f32(float %261, float %358, float %359)
	store float %360, float* %1
	br label %join10

join10:
	%361 = extractelement <4 x i32> %65, i32 0
	%362 = shl i32 %361, 16
	%363 = bitcast i32 %362 to float
	%364 = and i32 %361, -65536
	%365 = bitcast i32 %364 to float
	%366 = extractelement <4 x i32> %65, i32 1
	%367 = shl i32 %366, 16
	%368 = bitcast i32 %367 to float
	%369 = and i32 %366, -65536
	%370 = bitcast i32 %369 to float
	%371 = extractelement <4 x i32> %65, i32 2
	%372 = shl i32 %371, 16
	%373 = bitcast i32 %372 to float
	%374 = and i32 %371, -65536
	%375 = bitcast i32 %374 to float
	%376 = extractelement <4 x i32> %65, i32 3
	%377 = shl i32 %376, 16
	%378 = bitcast i32 %377 to float
	%379 = and i32 %376, -65536
	%380 = bitcast i32 %379 to float
	%381 = icmp slt i32 0, %24
	br i1 %381, label %then11, label %join12

then11:
	%382 = add i32 256, %19
	%383 = sext i32 %382 to i64
	%384 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %383
	%385 = load float, float addrspace(3)* %384
	%386 = load float, float* %0
	%387 = call float @llvm.fma.f32(float %363, float %385, float %386)
	store float %387, float* %0
	%388 = add i32 288, %19
	%389 = sext i32 %388 to i64
	%390 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %389
	%391 = load float, float addrspace(3)* %390
	%392 = load float, float* %0
	%393 = call float @llvm.fma.f32(float %365, float %391, float %392)
	store float %393, float* %0
	%394 = add i32 320, %19
	%395 = sext i32 %394 to i64
	%396 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %395
	%397 = load float, float addrspace(3)* %396
	%398 = load float, float* %0
	%399 = call float @llvm.fma.f32(float %368, float %397, float %398)
	store float %399, float* %0
	%400 = add i32 352, %19
	%401 = sext i32 %400 to i64
	%402 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %401
	%403 = load float, float addrspace(3)* %402
	%404 = load float, float* %0
	%405 = call float @llvm.fma.f32(float %370, float %403, float %404)
	store float %405, float* %0
	%406 = add i32 384, %19
	%407 = sext i32 %406 to i64
	%408 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %407
	%409 = load float, float addrspace(3)* %408
	%410 = load float, float* %0
	%411 = call float @llvm.fma.f32(float %373, float %409, float %410)
	store float %411, float* %0
	%412 = add i32 416, %19
	%413 = sext i32 %412 to i64
	%414 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %413
	%415 = load float, float addrspace(3)* %414
	%416 = load float, float* %0
	%417 = call float @llvm.fma.f32(float %375, float %415, float %416)
	store float %417, float* %0
	%418 = add i32 448, %19
	%419 = sext i32 %418 to i64
	%420 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %419
	%421 = load float, float addrspace(3)* %420
	%422 = load float, float* %0
	%423 = call float @llvm.fma.f32(float %378, float %421, float %422)
	store float %423, float* %0
	%424 = add i32 480, %19
	%425 = sext i32 %424 to i64
	%426 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %425
	%427 = load float, float addrspace(3)* %426
	%428 = load float, float* %0
	%429 = call float @llvm.fma.f32(float %380, float %427, float %428)
	store float %429, float* %0
	br label %join12

join12:
	%430 = icmp slt i32 1, %24
	br i1 %430, label %then13, label %join14

then13:
	%431 = add i32 768, %19
	%432 = sext i32 %431 to i64
	%433 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %432
	%434 = load float, float addrspace(3)* %433
	%435 = load float, float* %1
	%436 = call float @llvm.fma.f32(float %363, float %434, float %435)
	store float %436, float* %1
	%437 = add i32 800, %19
	%438 = sext i32 %437 to i64
	%439 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %438
	%440 = load float, float addrspace(3)* %439
	%441 = load float, float* %1
	%442 = call float @llvm.fma.f32(float %365, float %440, float %441)
	store float %442, float* %1
	%443 = add i32 832, %19
	%444 = sext i32 %443 to i64
	%445 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %444
	%446 = load float, float addrspace(3)* %445
	%447 = load float, float* %1
	%448 = call float @llvm.fma.f32(float %368, float %446, float %447)
	store float %448, float* %1
	%449 = add i32 864, %19
	%450 = sext i32 %449 to i64
	%451 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %450
	%452 = load float, float addrspace(3)* %451
	%453 = load float, float* %1
	%454 = call float @llvm.fma.f32(float %370, float %452, float %453)
	store float %454, float* %1
	%455 = add i32 896, %19
	%456 = sext i32 %455 to i64
	%457 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %456
	%458 = load float, float addrspace(3)* %457
	%459 = load float, float* %1
	%460 = call float @llvm.fma.f32(float %373, float %458, float %459)
	store float %460, float* %1
	%461 = add i32 928, %19
	%462 = sext i32 %461 to i64
	%463 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %462
	%464 = load float, float addrspace(3)* %463
	%465 = load float, float* %1
	%466 = call float @llvm.fma.f32(float %375, float %464, float %465)
	store float %466, float* %1
	%467 = add i32 960, %19
	%468 = sext i32 %467 to i64
	%469 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %468
	%470 = load float, float addrspace(3)* %469
	%471 = load float, float* %1
	%472 = call float @llvm.fma.f32(float %378, float %470, float %471)
	store float %472, float* %1
	%473 = add i32 992, %19
	%474 = sext i32 %473 to i64
	%475 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @dense_stream_bf16_bf16_bf16_o8_k512_t2_r1_w4_p.smem4, i64 0, i64 %474
	%476 = load float, float addrspace(3)* %475
	%477 = load float, float* %1
	%478 = call float @llvm.fma.f32(float %380, float %476, float %477)
	store float %478, float* %1
	br label %join14

join14:
	%479 = add i32 %51, 512
	br label %loop4

then15:
	%480 = load float, float* %0
	%481 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %480, i32 16, i32 31)
	%482 = fadd float %480, %481
	%483 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %482, i32 8, i32 31)
	%484 = fadd float %482, %483
	%485 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %484, i32 4, i32 31)
	%486 = fadd float %484, %485
	%487 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %486, i32 2, i32 31)
	%488 = fadd float %486, %487
	%489 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %488, i32 1, i32 31)
	%490 = fadd float %488, %489
	%491 = add i32 %20, 0
	br i1 %17, label %then17, label %join18

join16:
	%492 = icmp slt i32 1, %24
	br i1 %492, label %then21, label %join22

then17:
	%493 = icmp slt i32 %10, 8
	br i1 %493, label %then19, label %join20

join18:
	br label %join16

then19:
	%494 = mul i32 %491, 8
	%495 = add i32 %494, %10
	%496 = bitcast float %490 to i32
	%497 = lshr i32 %496, 16
	%498 = and i32 %497, 1
	%499 = add i32 %496, u0x7FFF
	%500 = add i32 %499, %498
	%501 = lshr i32 %500, 16
	%502 = fcmp uno float %490, %490
	%503 = select i1 %502, i32 32704, i32 %501
	%504 = trunc i32 %503 to i16
	%505 = sext i32 %495 to i64
	%506 = getelementptr i16, i16 addrspace(1)* %y, i64 %505
	store i16 %504, i16 addrspace(1)* %506
	br label %join20

join20:
	br label %join18

then21:
	%507 = load float, float* %1
	%508 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %507, i32 16, i32 31)
	%509 = fadd float %507, %508
	%510 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %509, i32 8, i32 31)
	%511 = fadd float %509, %510
	%512 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %511, i32 4, i32 31)
	%513 = fadd float %511, %512
	%514 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %513, i32 2, i32 31)
	%515 = fadd float %513, %514
	%516 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %515, i32 1, i32 31)
	%517 = fadd float %515, %516
	%518 = add i32 %20, 1
	br i1 %17, label %then23, label %join24

join22:
	%519 = add i32 %20, 2
	br label %loop1

then23:
	%520 = icmp slt i32 %10, 8
	br i1 %520, label %then25, label %join26

join24:
	br label %join22

then25:
	%521 = mul i32 %518, 8
	%522 = add i32 %521, %10
	%523 = bitcast float %517 to i32
	%524 = lshr i32 %523, 16
	%525 = and i32 %524, 1
	%526 = add i32 %523, u0x7FFF
	%527 = add i32 %526, %525
	%528 = lshr i32 %527, 16
	%529 = fcmp uno float %517, %517
	%530 = select i1 %529, i32 32704, i32 %528
	%531 = trunc i32 %530 to i16
	%532 = sext i32 %522 to i64
	%533 = getelementptr i16, i16 addrspace(1)* %y, i64 %532
	store i16 %531, i16 addrspace(1)* %533
	br label %join26

join26:
	br label %join24
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!0 = !{}
