target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9 = internal addrspace(3) global [1024 x float] undef, align 16
@moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem24 = internal addrspace(3) global [1 x i32] undef, align 16

define ptx_kernel void @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2(float addrspace(1)* %y, i16 addrspace(1)* %act, i8 addrspace(1)* %down, float addrspace(1)* %down_scale, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %work, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca float
	%2 = alloca float
	br label %body

body:
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = lshr i32 %3, 5
	%5 = and i32 %3, 31
	%6 = icmp eq i32 %5, 0
	%7 = sext i32 0 to i64
	%8 = getelementptr i32, i32 addrspace(1)* %active, i64 %7
	%9 = load i32, i32 addrspace(1)* %8
	%10 = mul i32 %9, 64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%12 = icmp eq i32 %11, 0
	br i1 %12, label %then1, label %join2

then1:
	%13 = sext i32 0 to i64
	%14 = getelementptr i32, i32 addrspace(1)* %work, i64 %13
	%15 = atomicrmw add i32 addrspace(1)* %14, i32 1 monotonic
	%16 = sext i32 0 to i64
	%17 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem24, i64 0, i64 %16
	store i32 %15, i32 addrspace(3)* %17
	br label %join2

join2:
	call void @llvm.nvvm.barrier0()
	%18 = sext i32 0 to i64
	%19 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem24, i64 0, i64 %18
	%20 = load i32, i32 addrspace(3)* %19
	store i32 %20, i32* %0
	call void @llvm.nvvm.barrier0()
	br label %while3

while3:
	%21 = load i32, i32* %0
	%22 = icmp slt i32 %21, %10
	br i1 %22, label %body4, label %done5

body4:
	br i1 %12, label %then6, label %join7

done5:
	%23 = load i32, i32* %0
	%24 = add i32 %10, 1
	%25 = icmp eq i32 %23, %24
	%26 = and i1 %12, %25
	br i1 %26, label %then36, label %join37

then6:
	%27 = sext i32 0 to i64
	%28 = getelementptr i32, i32 addrspace(1)* %work, i64 %27
	%29 = atomicrmw add i32 addrspace(1)* %28, i32 1 monotonic
	%30 = sext i32 0 to i64
	%31 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem24, i64 0, i64 %30
	store i32 %29, i32 addrspace(3)* %31
	br label %join7

join7:
	%32 = sdiv i32 %21, 64
	%33 = add i32 %32, 1
	%34 = sext i32 %33 to i64
	%35 = getelementptr i32, i32 addrspace(1)* %active, i64 %34
	%36 = load i32, i32 addrspace(1)* %35
	%37 = srem i32 %21, 64
	%38 = sext i32 %36 to i64
	%39 = getelementptr i32, i32 addrspace(1)* %counts, i64 %38
	%40 = load i32, i32 addrspace(1)* %39
	%41 = sext i32 %36 to i64
	%42 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %41
	%43 = load i32, i32 addrspace(1)* %42
	%44 = mul i32 %37, 1
	%45 = add i32 %44, %4
	%46 = mul i32 %45, 1
	%47 = add i32 %46, 0
	%48 = icmp slt i32 %47, 64
	%49 = select i1 %48, i32 %47, i32 63
	%50 = mul i32 %36, 64
	%51 = add i32 %50, %49
	%52 = sext i32 %51 to i64
	%53 = mul i64 %52, 512
	%54 = mul i32 %36, 1
	%55 = lshr i32 %49, 7
	%56 = add i32 %54, %55
	%57 = mul i32 %56, 4
	%58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%59 = and i32 %58, 31
	br label %loop8

loop8:
	%60 = phi i32 [ 0, %join7 ], [ %394, %join31 ]
	%61 = icmp slt i32 %60, %40
	br i1 %61, label %body9, label %done10

body9:
	%62 = sub i32 %40, %60
	%63 = icmp slt i32 %62, 2
	%64 = select i1 %63, i32 %62, i32 2
	store float 0.0, float* %1
	store float 0.0, float* %2
	br label %loop11

done10:
	call void @llvm.nvvm.barrier0()
	%65 = sext i32 0 to i64
	%66 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem24, i64 0, i64 %65
	%67 = load i32, i32 addrspace(3)* %66
	store i32 %67, i32* %0
	call void @llvm.nvvm.barrier0()
	br label %while3

loop11:
	%68 = phi i32 [ 0, %body9 ], [ %362, %join23 ]
	%69 = icmp slt i32 %68, 512
	br i1 %69, label %body12, label %done13

body12:
	%70 = add i32 0, %59
	%71 = mul i32 %70, 16
	%72 = add i32 %68, %71
	%73 = sext i32 %72 to i64
	%74 = add i64 %53, %73
	%75 = getelementptr i8, i8 addrspace(1)* %down, i64 %74
	%76 = bitcast i8 addrspace(1)* %75 to <4 x i32> addrspace(1)*
	%77 = load <4 x i32>, <4 x i32> addrspace(1)* %76, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop14

done13:
	%78 = icmp slt i32 0, %64
	br i1 %78, label %then24, label %join25

loop14:
	%79 = phi i32 [ 0, %body12 ], [ %196, %done19 ]
	%80 = icmp slt i32 %79, %64
	br i1 %80, label %body15, label %done16

body15:
	%81 = add i32 %60, %79
	%82 = add i32 %43, %81
	%83 = mul i32 %82, 512
	%84 = add i32 %83, %68
	%85 = mul i32 %79, 512
	br label %loop17

done16:
	call void @llvm.nvvm.barrier0()
	%86 = extractelement <4 x i32> %77, i32 0
	%87 = shl i32 %86, 24
	%88 = ashr i32 %87, 4
	%89 = and i32 %88, -2014314496
	%90 = bitcast i32 %89 to float
	%91 = fmul float %90, 0x4770000000000000
	%92 = shl i32 %86, 16
	%93 = ashr i32 %92, 4
	%94 = and i32 %93, -2014314496
	%95 = bitcast i32 %94 to float
	%96 = fmul float %95, 0x4770000000000000
	%97 = shl i32 %86, 8
	%98 = ashr i32 %97, 4
	%99 = and i32 %98, -2014314496
	%100 = bitcast i32 %99 to float
	%101 = fmul float %100, 0x4770000000000000
	%102 = ashr i32 %86, 4
	%103 = and i32 %102, -2014314496
	%104 = bitcast i32 %103 to float
	%105 = fmul float %104, 0x4770000000000000
	%106 = extractelement <4 x i32> %77, i32 1
	%107 = shl i32 %106, 24
	%108 = ashr i32 %107, 4
	%109 = and i32 %108, -2014314496
	%110 = bitcast i32 %109 to float
	%111 = fmul float %110, 0x4770000000000000
	%112 = shl i32 %106, 16
	%113 = ashr i32 %112, 4
	%114 = and i32 %113, -2014314496
	%115 = bitcast i32 %114 to float
	%116 = fmul float %115, 0x4770000000000000
	%117 = shl i32 %106, 8
	%118 = ashr i32 %117, 4
	%119 = and i32 %118, -2014314496
	%120 = bitcast i32 %119 to float
	%121 = fmul float %120, 0x4770000000000000
	%122 = ashr i32 %106, 4
	%123 = and i32 %122, -2014314496
	%124 = bitcast i32 %123 to float
	%125 = fmul float %124, 0x4770000000000000
	%126 = extractelement <4 x i32> %77, i32 2
	%127 = shl i32 %126, 24
	%128 = ashr i32 %127, 4
	%129 = and i32 %128, -2014314496
	%130 = bitcast i32 %129 to float
	%131 = fmul float %130, 0x4770000000000000
	%132 = shl i32 %126, 16
	%133 = ashr i32 %132, 4
	%134 = and i32 %133, -2014314496
	%135 = bitcast i32 %134 to float
	%136 = fmul float %135, 0x4770000000000000
	%137 = shl i32 %126, 8
	%138 = ashr i32 %137, 4
	%139 = and i32 %138, -2014314496
	%140 = bitcast i32 %139 to float
	%141 = fmul float %140, 0x4770000000000000
	%142 = ashr i32 %126, 4
	%143 = and i32 %142, -2014314496
	%144 = bitcast i32 %143 to float
	%145 = fmul float %144, 0x4770000000000000
	%146 = extractelement <4 x i32> %77, i32 3
	%147 = shl i32 %146, 24
	%148 = ashr i32 %147, 4
	%149 = and i32 %148, -2014314496
	%150 = bitcast i32 %149 to float
	%151 = fmul float %150, 0x4770000000000000
	%152 = shl i32 %146, 16
	%153 = ashr i32 %152, 4
	%154 = and i32 %153, -2014314496
	%155 = bitcast i32 %154 to float
	%156 = fmul float %155, 0x4770000000000000
	%157 = shl i32 %146, 8
	%158 = ashr i32 %157, 4
	%159 = and i32 %158, -2014314496
	%160 = bitcast i32 %159 to float
	%161 = fmul float %160, 0x4770000000000000
	%162 = ashr i32 %146, 4
	%163 = and i32 %162, -2014314496
	%164 = bitcast i32 %163 to float
	%165 = fmul float %164, 0x4770000000000000
	%166 = add i32 0, %59
	%167 = mul i32 %166, 16
	%168 = add i32 %68, %167
	%169 = lshr i32 %168, 7
	%170 = add i32 %57, %169
	%171 = sext i32 %170 to i64
	%172 = getelementptr float, float addrspace(1)* %down_scale, i64 %171
	%173 = load float, float addrspace(1)* %172
	%174 = icmp slt i32 0, %64
	br i1 %174, label %then20, label %join21

loop17:
	%175 = phi i32 [ %58, %body15 ], [ %195, %body18 ]
	%176 = icmp slt i32 %175, 512
	br i1 %176, label %body18, label %done19

body18:
	%177 = lshr i32 %175, 9
	%178 = lshr i32 %175, 5
	%179 = and i32 %178, 15
	%180 = and i32 %175, 31
	%181 = mul i32 %177, 32
	%182 = add i32 %181, %180
	%183 = mul i32 %182, 16
	%184 = add i32 %183, %179
	%185 = add i32 %85, %175
	%186 = add i32 %84, %184
	%187 = sext i32 %186 to i64
	%188 = getelementptr i16, i16 addrspace(1)* %act, i64 %187
	%189 = load i16, i16 addrspace(1)* %188
	%190 = zext i16 %189 to i32
	%191 = shl i32 %190, 16
	%192 = bitcast i32 %191 to float
	%193 = sext i32 %185 to i64
	%194 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %193
	store float %192, float addrspace(3)* %194
	%195 = add i32 %175, 32
	br label %loop17

done19:
	%196 = add i32 %79, 1
	br label %loop14

then20:
	%197 = add i32 0, %59
	%198 = sext i32 %197 to i64
	%199 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %198
	%200 = load float, float addrspace(3)* %199
	%201 = fmul float %91, %200
	%202 = add i32 32, %59
	%203 = sext i32 %202 to i64
	%204 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %203
	%205 = load float, float addrspace(3)* %204
	%206 = call float @llvm.fma.f32(float %96, float %205, float %201)
	%207 = add i32 64, %59
	%208 = sext i32 %207 to i64
	%209 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %208
	%210 = load float, float addrspace(3)* %209
	%211 = call float @llvm.fma.f32(float %101, float %210, float %206)
	%212 = add i32 96, %59
	%213 = sext i32 %212 to i64
	%214 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %213
	%215 = load float, float addrspace(3)* %214
	%216 = call float @llvm.fma.f32(float %105, float %215, float %211)
	%217 = add i32 128, %59
	%218 = sext i32 %217 to i64
	%219 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %218
	%220 = load float, float addrspace(3)* %219
	%221 = call float @llvm.fma.f32(float %111, float %220, float %216)
	%222 = add i32 160, %59
	%223 = sext i32 %222 to i64
	%224 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %223
	%225 = load float, float addrspace(3)* %224
	%226 = call float @llvm.fma.f32(float %116, float %225, float %221)
	%227 = add i32 192, %59
	%228 = sext i32 %227 to i64
	%229 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %228
	%230 = load float, float addrspace(3)* %229
	%231 = call float @llvm.fma.f32(float %121, float %230, float %226)
	%232 = add i32 224, %59
	%233 = sext i32 %232 to i64
	%234 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %233
	%235 = load float, float addrspace(3)* %234
	%236 = call float @llvm.fma.f32(float %125, float %235, float %231)
	%237 = add i32 256, %59
	%238 = sext i32 %237 to i64
	%239 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %238
	%240 = load float, float addrspace(3)* %239
	%241 = call float @llvm.fma.f32(float %131, float %240, float %236)
	%242 = add i32 288, %59
	%243 = sext i32 %242 to i64
	%244 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %243
	%245 = load float, float addrspace(3)* %244
	%246 = call float @llvm.fma.f32(float %136, float %245, float %241)
	%247 = add i32 320, %59
	%248 = sext i32 %247 to i64
	%249 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %248
	%250 = load float, float addrspace(3)* %249
	%251 = call float @llvm.fma.f32(float %141, float %250, float %246)
	%252 = add i32 352, %59
	%253 = sext i32 %252 to i64
	%254 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %253
	%255 = load float, float addrspace(3)* %254
	%256 = call float @llvm.fma.f32(float %145, float %255, float %251)
	%257 = add i32 384, %59
	%258 = sext i32 %257 to i64
	%259 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %258
	%260 = load float, float addrspace(3)* %259
	%261 = call float @llvm.fma.f32(float %151, float %260, float %256)
	%262 = add i32 416, %59
	%263 = sext i32 %262 to i64
	%264 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %263
	%265 = load float, float addrspace(3)* %264
	%266 = call float @llvm.fma.f32(float %156, float %265, float %261)
	%267 = add i32 448, %59
	%268 = sext i32 %267 to i64
	%269 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %268
	%270 = load float, float addrspace(3)* %269
	%271 = call float @llvm.fma.f32(float %161, float %270, float %266)
	%272 = add i32 480, %59
	%273 = sext i32 %272 to i64
	%274 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %273
	%275 = load float, float addrspace(3)* %274
	%276 = call float @llvm.fma.f32(float %165, float %275, float %271)
	%277 = load float, float* %1
	%278 = call float @llvm.fma.f32(float %276, float %173, float %277)
	store float %278, float* %1
	br label %join21

join21:
	%279 = icmp slt i32 1, %64
	br i1 %279, label %then22, label %join23

then22:
	%280 = add i32 512, %59
	%281 = sext i32 %280 to i64
	%282 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %281
	%283 = load float, float addrspace(3)* %282
	%284 = fmul float %91, %283
	%285 = add i32 544, %59
	%286 = sext i32 %285 to i64
	%287 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %286
	%288 = load float, float addrspace(3)* %287
	%289 = call float @llvm.fma.f32(float %96, float %288, float %284)
	%290 = add i32 576, %59
	%291 = sext i32 %290 to i64
	%292 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %291
	%293 = load float, float addrspace(3)* %292
	%294 = call float @llvm.fma.f32(float %101, float %293, float %289)
	%295 = add i32 608, %59
	%296 = sext i32 %295 to i64
	%297 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %296
	%298 = load float, float addrspace(3)* %297
	%299 = call float @llvm.fma.f32(float %105, float %298, float %294)
	%300 = add i32 640, %59
	%301 = sext i32 %300 to i64
	%302 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %301
	%303 = load float, float addrspace(3)* %302
	%304 = call float @llvm.fma.f32(float %111, float %303, float %299)
	%305 = add i32 672, %59
	%306 = sext i32 %305 to i64
	%307 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %306
	%308 = load float, float addrspace(3)* %307
	%309 = call float @llvm.fma.f32(float %116, float %308, float %304)
	%310 = add i32 704, %59
	%311 = sext i32 %310 to i64
	%312 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %311
	%313 = load float, float addrspace(3)* %312
	%314 = call float @llvm.fma.f32(float %121, float %313, float %309)
	%315 = add i32 736, %59
	%316 = sext i32 %315 to i64
	%317 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %316
	%318 = load float, float addrspace(3)* %317
	%319 = call float @llvm.fma.f32(float %125, float %318, float %314)
	%320 = add i32 768, %59
	%321 = sext i32 %320 to i64
	%322 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %321
	%323 = load float, float addrspace(3)* %322
	%324 = call float @llvm.fma.f32(float %131, float %323, float %319)
	%325 = add i32 800, %59
	%326 = sext i32 %325 to i64
	%327 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %326
	%328 = load float, float addrspace(3)* %327
	%329 = call float @llvm.fma.f32(float %136, float %328, float %324)
	%330 = add i32 832, %59
	%331 = sext i32 %330 to i64
	%332 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %331
	%333 = load float, float addrspace(3)* %332
	%334 = call float @llvm.fma.f32(float %141, float %333, float %329)
	%335 = add i32 864, %59
	%336 = sext i32 %335 to i64
	%337 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %336
	%338 = load float, float addrspace(3)* %337
	%339 = call float @llvm.fma.f32(float %145, float %338, float %334)
	%340 = add i32 896, %59
	%341 = sext i32 %340 to i64
	%342 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %341
	%343 = load float, float addrspace(3)* %342
	%344 = call float @llvm.fma.f32(float %151, float %343, float %339)
	%345 = add i32 928, %59
	%346 = sext i32 %345 to i64
	%347 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %346
	%348 = load float, float addrspace(3)* %347
	%349 = call float @llvm.fma.f32(float %156, float %348, float %344)
	%350 = add i32 960, %59
	%351 = sext i32 %350 to i64
	%352 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %351
	%353 = load float, float addrspace(3)* %352
	%354 = call float @llvm.fma.f32(float %161, float %353, float %349)
	%355 = add i32 992, %59
	%356 = sext i32 %355 to i64
	%357 = getelementptr [1024 x float], [1024 x float] addrspace(3)* @moe_stream_down_bf16_f8e4m3_f32_h64_i512_e4_k512_t2_r1_w1_b2.smem9, i64 0, i64 %356
	%358 = load float, float addrspace(3)* %357
	%359 = call float @llvm.fma.f32(float %165, float %358, float %354)
	%360 = load float, float* %2
	%361 = call float @llvm.fma.f32(float %359, float %173, float %360)
	store float %361, float* %2
	br label %join23

join23:
	%362 = add i32 %68, 512
	br label %loop11

then24:
	%363 = load float, float* %1
	%364 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %363, i32 16, i32 31)
	%365 = fadd float %363, %364
	%366 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 8, i32 31)
	%367 = fadd float %365, %366
	%368 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 4, i32 31)
	%369 = fadd float %367, %368
	%370 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %369, i32 2, i32 31)
	%371 = fadd float %369, %370
	%372 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %371, i32 1, i32 31)
	%373 = fadd float %371, %372
	%374 = add i32 %60, 0
	br i1 %6, label %then26, label %join27

join25:
	%375 = icmp slt i32 1, %64
	br i1 %375, label %then30, label %join31

then26:
	%376 = icmp slt i32 %47, 64
	br i1 %376, label %then28, label %join29

join27:
	br label %join25

then28:
	%377 = add i32 %43, %374
	%378 = mul i32 %377, 64
	%379 = add i32 %378, %47
	%380 = sext i32 %379 to i64
	%381 = getelementptr float, float addrspace(1)* %y, i64 %380
	store float %373, float addrspace(1)* %381
	br label %join29

join29:
	br label %join27

then30:
	%382 = load float, float* %2
	%383 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %382, i32 16, i32 31)
	%384 = fadd float %382, %383
	%385 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %384, i32 8, i32 31)
	%386 = fadd float %384, %385
	%387 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %386, i32 4, i32 31)
	%388 = fadd float %386, %387
	%389 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %388, i32 2, i32 31)
	%390 = fadd float %388, %389
	%391 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %390, i32 1, i32 31)
	%392 = fadd float %390, %391
	%393 = add i32 %60, 1
	br i1 %6, label %then32, label %join33

join31:
	%394 = add i32 %60, 2
	br label %loop8

then32:
	%395 = icmp slt i32 %47, 64
	br i1 %395, label %then34, label %join35

join33:
	br label %join31

then34:
	%396 = add i32 %43, %393
	%397 = mul i32 %396, 64
	%398 = add i32 %397, %47
	%399 = sext i32 %398 to i64
	%400 = getelementptr float, float addrspace(1)* %y, i64 %399
	store float %392, float addrspace(1)* %400
	br label %join35

join35:
	br label %join33

then36:
	%401 = add i32 %10, 2
	%402 = sub i32 0, %401
	%403 = sext i32 0 to i64
	%404 = getelementptr i32, i32 addrspace(1)* %work, i64 %403
	%405 = atomicrmw add i32 addrspace(1)* %404, i32 %402 monotonic
	br label %join37

join37:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

!0 = !{}
