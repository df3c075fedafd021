target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9 = internal addrspace(3) global [512 x float] undef, align 8

define ptx_kernel void @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2(i16 addrspace(1)* %act, i16 addrspace(1)* %x, i16 addrspace(1)* %gate, i16 addrspace(1)* %up, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = lshr i32 %4, 5
	%6 = and i32 %4, 31
	%7 = icmp eq i32 %6, 0
	%8 = sext i32 0 to i64
	%9 = getelementptr i32, i32 addrspace(1)* %active, i64 %8
	%10 = load i32, i32 addrspace(1)* %9
	%11 = mul i32 %10, 64
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	br label %loop1

loop1:
	%13 = phi i32 [ %12, %body ], [ %44, %done6 ]
	%14 = icmp slt i32 %13, %11
	br i1 %14, label %body2, label %done3

body2:
	%15 = sdiv i32 %13, 64
	%16 = add i32 %15, 1
	%17 = sext i32 %16 to i64
	%18 = getelementptr i32, i32 addrspace(1)* %active, i64 %17
	%19 = load i32, i32 addrspace(1)* %18
	%20 = srem i32 %13, 64
	%21 = sext i32 %19 to i64
	%22 = getelementptr i32, i32 addrspace(1)* %counts, i64 %21
	%23 = load i32, i32 addrspace(1)* %22
	%24 = sext i32 %19 to i64
	%25 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %24
	%26 = load i32, i32 addrspace(1)* %25
	%27 = mul i32 %20, 1
	%28 = add i32 %27, %5
	%29 = mul i32 %28, 1
	%30 = add i32 %29, 0
	%31 = icmp slt i32 %30, 64
	%32 = select i1 %31, i32 %30, i32 63
	%33 = mul i32 %19, 64
	%34 = add i32 %33, %32
	%35 = mul i32 %34, 256
	%36 = mul i32 %34, 256
	%37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%38 = and i32 %37, 31
	br label %loop4

done3:
	ret void

loop4:
	%39 = phi i32 [ 0, %body2 ], [ %382, %join27 ]
	%40 = icmp slt i32 %39, %23
	br i1 %40, label %body5, label %done6

body5:
	%41 = sub i32 %23, %39
	%42 = icmp slt i32 %41, 2
	%43 = select i1 %42, i32 %41, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	br label %loop7

done6:
	%44 = add i32 %13, 2
	br label %loop1

loop7:
	%45 = phi i32 [ 0, %body5 ], [ %266, %join19 ]
	%46 = icmp slt i32 %45, 256
	br i1 %46, label %body8, label %done9

body8:
	%47 = add i32 0, %38
	%48 = mul i32 %47, 8
	%49 = add i32 %45, %48
	%50 = add i32 %35, %49
	%51 = sext i32 %50 to i64
	%52 = getelementptr i16, i16 addrspace(1)* %gate, i64 %51
	%53 = bitcast i16 addrspace(1)* %52 to <4 x i32> addrspace(1)*
	%54 = load <4 x i32>, <4 x i32> addrspace(1)* %53, align 16, !invariant.load !0
	%55 = add i32 0, %38
	%56 = mul i32 %55, 8
	%57 = add i32 %45, %56
	%58 = add i32 %36, %57
	%59 = sext i32 %58 to i64
	%60 = getelementptr i16, i16 addrspace(1)* %up, i64 %59
	%61 = bitcast i16 addrspace(1)* %60 to <4 x i32> addrspace(1)*
	%62 = load <4 x i32>, <4 x i32> addrspace(1)* %61, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop10

done9:
	%63 = icmp slt i32 0, %43
	br i1 %63, label %then20, label %join21

loop10:
	%64 = phi i32 [ %37, %body8 ], [ %134, %join14 ]
	%65 = icmp slt i32 %64, 512
	br i1 %65, label %body11, label %done12

body11:
	%66 = lshr i32 %64, 8
	%67 = and i32 %64, 255
	%68 = lshr i32 %67, 8
	%69 = lshr i32 %67, 5
	%70 = and i32 %69, 7
	%71 = and i32 %67, 31
	%72 = mul i32 %68, 32
	%73 = add i32 %72, %71
	%74 = mul i32 %73, 8
	%75 = add i32 %74, %70
	%76 = icmp slt i32 %66, %43
	br i1 %76, label %then13, label %else15

done12:
	call void @llvm.nvvm.barrier0()
	%77 = extractelement <4 x i32> %54, i32 0
	%78 = shl i32 %77, 16
	%79 = bitcast i32 %78 to float
	%80 = and i32 %77, -65536
	%81 = bitcast i32 %80 to float
	%82 = extractelement <4 x i32> %54, i32 1
	%83 = shl i32 %82, 16
	%84 = bitcast i32 %83 to float
	%85 = and i32 %82, -65536
	%86 = bitcast i32 %85 to float
	%87 = extractelement <4 x i32> %54, i32 2
	%88 = shl i32 %87, 16
	%89 = bitcast i32 %88 to float
	%90 = and i32 %87, -65536
	%91 = bitcast i32 %90 to float
	%92 = extractelement <4 x i32> %54, i32 3
	%93 = shl i32 %92, 16
	%94 = bitcast i32 %93 to float
	%95 = and i32 %92, -65536
	%96 = bitcast i32 %95 to float
	%97 = extractelement <4 x i32> %62, i32 0
	%98 = shl i32 %97, 16
	%99 = bitcast i32 %98 to float
	%100 = and i32 %97, -65536
	%101 = bitcast i32 %100 to float
	%102 = extractelement <4 x i32> %62, i32 1
	%103 = shl i32 %102, 16
	%104 = bitcast i32 %103 to float
	%105 = and i32 %102, -65536
	%106 = bitcast i32 %105 to float
	%107 = extractelement <4 x i32> %62, i32 2
	%108 = shl i32 %107, 16
	%109 = bitcast i32 %108 to float
	%110 = and i32 %107, -65536
	%111 = bitcast i32 %110 to float
	%112 = extractelement <4 x i32> %62, i32 3
	%113 = shl i32 %112, 16
	%114 = bitcast i32 %113 to float
	%115 = and i32 %112, -65536
	%116 = bitcast i32 %115 to float
	%117 = icmp slt i32 0, %43
	br i1 %117, label %then16, label %join17

then13:
	%118 = add i32 %39, %66
	%119 = add i32 %26, %118
	%120 = sext i32 %119 to i64
	%121 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %120
	%122 = load i32, i32 addrspace(1)* %121
	%123 = mul i32 %122, 256
	%124 = add i32 %45, %75
	%125 = add i32 %123, %124
	%126 = sext i32 %125 to i64
	%127 = getelementptr i16, i16 addrspace(1)* %x, i64 %126
	%128 = load i16, i16 addrspace(1)* %127
	%129 = zext i16 %128 to i32
	%130 = shl i32 %129, 16
	%131 = bitcast i32 %130 to float
	%132 = sext i32 %64 to i64
	%133 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %132
	store float %131, float addrspace(3)* %133
	br label %join14

join14:
	%134 = add i32 %64, 32
	br label %loop10

else15:
	%135 = sext i32 %64 to i64
	%136 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %135
	store float 0.0, float addrspace(3)* %136
	br label %join14

then16:
	%137 = add i32 0, %38
	%138 = sext i32 %137 to i64
	%139 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %138
	%140 = load float, float addrspace(3)* %139
	%141 = load float, float* %0
	%142 = call float @llvm.fma.f32(float %79, float %140, float %141)
	store float %142, float* %0
	%143 = load float, float* %2
	%144 = call float @llvm.fma.f32(float %99, float %140, float %143)
	store float %144, float* %2
	%145 = add i32 32, %38
	%146 = sext i32 %145 to i64
	%147 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %146
	%148 = load float, float addrspace(3)* %147
	%149 = load float, float* %0
	%150 = call float @llvm.fma.f32(float %81, float %148, float %149)
	store float %150, float* %0
	%151 = load float, float* %2
	%152 = call float @llvm.fma.f32(float %101, float %148, float %151)
	store float %152, float* %2
	%153 = add i32 64, %38
	%154 = sext i32 %153 to i64
	%155 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %154
	%156 = load float, float addrspace(3)* %155
	%157 = load float, float* %0
	%158 = call float @llvm.fma.f32(float %84, float %156, float %157)
	store float %158, float* %0
	%159 = load float, float* %2
	%160 = call float @llvm.fma.f32(float %104, float %156, float %159)
	store float %160, float* %2
	%161 = add i32 96, %38
	%162 = sext i32 %161 to i64
	%163 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %162
	%164 = load float, float addrspace(3)* %163
	%165 = load float, float* %0
	%166 = call float @llvm.fma.f32(float %86, float %164, float %165)
	store float %166, float* %0
	%167 = load float, float* %2
	%168 = call float @llvm.fma.f32(float %106, float %164, float %167)
	store float %168, float* %2
	%169 = add i32 128, %38
	%170 = sext i32 %169 to i64
	%171 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %170
	%172 = load float, float addrspace(3)* %171
	%173 = load float, float* %0
	%174 = call float @llvm.fma.f32(float %89, float %172, float %173)
	store float %174, float* %0
	%175 = load float, float* %2
	%176 = call float @llvm.fma.f32(float %109, float %172, float %175)
	store float %176, float* %2
	%177 = add i32 160, %38
	%178 = sext i32 %177 to i64
	%179 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %178
	%180 = load float, float addrspace(3)* %179
	%181 = load float, float* %0
	%182 = call float @llvm.fma.f32(float %91, float %180, float %181)
	store float %182, float* %0
	%183 = load float, float* %2
	%184 = call float @llvm.fma.f32(float %111, float %180, float %183)
	store float %184, float* %2
	%185 = add i32 192, %38
	%186 = sext i32 %185 to i64
	%187 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %186
	%188 = load float, float addrspace(3)* %187
	%189 = load float, float* %0
	%190 = call float @llvm.fma.f32(float %94, float %188, float %189)
	store float %190, float* %0
	%191 = load float, float* %2
	%192 = call float @llvm.fma.f32(float %114, float %188, float %191)
	store float %192, float* %2
	%193 = add i32 224, %38
	%194 = sext i32 %193 to i64
	%195 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %194
	%196 = load float, float addrspace(3)* %195
	%197 = load float, float* %0
	%198 = call float @llvm.fma.f32(float %96, float %196, float %197)
	store float %198, float* %0
	%199 = load float, float* %2
	%200 = call float @llvm.fma.f32(float %116, float %196, float %199)
	store float %200, float* %2
	br label %join17

join17:
	%201 = icmp slt i32 1, %43
	br i1 %201, label %then18, label %join19

then18:
	%202 = add i32 256, %38
	%203 = sext i32 %202 to i64
	%204 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %203
	%205 = load float, float addrspace(3)* %204
	%206 = load float, float* %1
	%207 = call float @llvm.fma.f32(float %79, float %205, float %206)
	store float %207, float* %1
	%208 = load float, float* %3
	%209 = call float @llvm.fma.f32(float %99, float %205, float %208)
	store float %209, float* %3
	%210 = add i32 288, %38
	%211 = sext i32 %210 to i64
	%212 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %211
	%213 = load float, float addrspace(3)* %212
	%214 = load float, float* %1
	%215 = call float @llvm.fma.f32(float %81, float %213, float %214)
	store float %215, float* %1
	%216 = load float, float* %3
	%217 = call float @llvm.fma.f32(float %101, float %213, float %216)
	store float %217, float* %3
	%218 = add i32 320, %38
	%219 = sext i32 %218 to i64
	%220 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %219
	%221 = load float, float addrspace(3)* %220
	%222 = load float, float* %1
	%223 = call float @llvm.fma.f32(float %84, float %221, float %222)
	store float %223, float* %1
	%224 = load float, float* %3
	%225 = call float @llvm.fma.f32(float %104, float %221, float %224)
	store float %225, float* %3
	%226 = add i32 352, %38
	%227 = sext i32 %226 to i64
	%228 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %227
	%229 = load float, float addrspace(3)* %228
	%230 = load float, float* %1
	%231 = call float @llvm.fma.f32(float %86, float %229, float %230)
	store float %231, float* %1
	%232 = load float, float* %3
	%233 = call float @llvm.fma.f32(float %106, float %229, float %232)
	store float %233, float* %3
	%234 = add i32 384, %38
	%235 = sext i32 %234 to i64
	%236 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %235
	%237 = load float, float addrspace(3)* %236
	%238 = load float, float* %1
	%239 = call float @llvm.fma.f32(float %89, float %237, float %238)
	store float %239, float* %1
	%240 = load float, float* %3
	%241 = call float @llvm.fma.f32(float %109, float %237, float %240)
	store float %241, float* %3
	%242 = add i32 416, %38
	%243 = sext i32 %242 to i64
	%244 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %243
	%245 = load float, float addrspace(3)* %244
	%246 = load float, float* %1
	%247 = call float @llvm.fma.f32(float %91, float %245, float %246)
	store float %247, float* %1
	%248 = load float, float* %3
	%249 = call float @llvm.fma.f32(float %111, float %245, float %248)
	store float %249, float* %3
	%250 = add i32 448, %38
	%251 = sext i32 %250 to i64
	%252 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %251
	%253 = load float, float addrspace(3)* %252
	%254 = load float, float* %1
	%255 = call float @llvm.fma.f32(float %94, float %253, float %254)
	store float %255, float* %1
	%256 = load float, float* %3
	%257 = call float @llvm.fma.f32(float %114, float %253, float %256)
	store float %257, float* %3
	%258 = add i32 480, %38
	%259 = sext i32 %258 to i64
	%260 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %259
	%261 = load float, float addrspace(3)* %260
	%262 = load float, float* %1
	%263 = call float @llvm.fma.f32(float %96, float %261, float %262)
	store float %263, float* %1
	%264 = load float, float* %3
	%265 = call float @llvm.fma.f32(float %116, float %261, float %264)
	store float %265, float* %3
	br label %join19

join19:
	%266 = add i32 %45, 256
	br label %loop7

then20:
	%267 = load float, float* %0
	%268 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 16, i32 31)
	%269 = fadd float %267, %268
	%270 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 8, i32 31)
	%271 = fadd float %269, %270
	%272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 4, i32 31)
	%273 = fadd float %271, %272
	%274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 2, i32 31)
	%275 = fadd float %273, %274
	%276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 1, i32 31)
	%277 = fadd float %275, %276
	%278 = load float, float* %2
	%279 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 16, i32 31)
	%280 = fadd float %278, %279
	%281 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %280, i32 8, i32 31)
	%282 = fadd float %280, %281
	%283 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 4, i32 31)
	%284 = fadd float %282, %283
	%285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %284, i32 2, i32 31)
	%286 = fadd float %284, %285
	%287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %286, i32 1, i32 31)
	%288 = fadd float %286, %287
	%289 = add i32 %39, 0
	br i1 %7, label %then22, label %join23

join21:
	%290 = icmp slt i32 1, %43
	br i1 %290, label %then26, label %join27

then22:
	%291 = icmp slt i32 %30, 64
	br i1 %291, label %then24, label %join25

join23:
	br label %join21

then24:
	%292 = add i32 %26, %289
	%293 = mul i32 %292, 64
	%294 = add i32 %293, %30
	%295 = fsub float 0.0, %277
	%296 = fpext float %295 to double
	%297 = fcmp olt double %296, -745.0
	%298 = select i1 %297, double -745.0, double %296
	%299 = fcmp olt double 710.0, %298
	%300 = select i1 %299, double 710.0, double %298
	%301 = fmul double %300, 0x3FF71547652B82FE
	%302 = call double @llvm.rint.f64(double %301)
	%303 = fmul double %302, 0x3FE62E42FEE00000
	%304 = fsub double %300, %303
	%305 = fmul double %302, 0x3DEA39EF35793C76
	%306 = fsub double %304, %305
	%307 = fmul double 0x3DE6124613A86D09, %306
	%308 = fadd double %307, 0x3E21EED8EFF8D898
	%309 = fmul double %308, %306
	%310 = fadd double %309, 0x3E5AE64567F544E4
	%311 = fmul double %310, %306
	%312 = fadd double %311, 0x3E927E4FB7789F5C
	%313 = fmul double %312, %306
	%314 = fadd double %313, 0x3EC71DE3A556C734
	%315 = fmul double %314, %306
	%316 = fadd double %315, 0x3EFA01A01A01A01A
	%317 = fmul double %316, %306
	%318 = fadd double %317, 0x3F2A01A01A01A01A
	%319 = fmul double %318, %306
	%320 = fadd double %319, 0x3F56C16C16C16C17
	%321 = fmul double %320, %306
	%322 = fadd double %321, 0x3F81111111111111
	%323 = fmul double %322, %306
	%324 = fadd double %323, 0x3FA5555555555555
	%325 = fmul double %324, %306
	%326 = fadd double %325, 0x3FC5555555555555
	%327 = fmul double %326, %306
	%328 = fadd double %327, 0.5
	%329 = fmul double %328, %306
	%330 = fadd double %329, 1.0
	%331 = fmul double %330, %306
	%332 = fadd double %331, 1.0
	%333 = fptosi double %302 to i64
	%334 = sdiv i64 %333, 2
	%335 = sub i64 %333, %334
	%336 = add i64 %334, 1023
	%337 = shl i64 %336, 52
	%338 = bitcast i64 %337 to double
	%339 = fmul double %332, %338
	%340 = add i64 %335, 1023
	%341 = shl i64 %340, 52
	%342 = bitcast i64 %341 to double
	%343 = fmul double %339, %342
	%344 = fptrunc double %343 to float
	%345 = fadd float 1.0, %344
	%346 = fdiv float %277, %345
	%347 = fmul float %346, %288
	%348 = bitcast float %347 to i32
	%349 = lshr i32 %348, 16
	%350 = and i32 %349, 1
	%351 = add i32 %348, u0x7FFF
	%352 = add i32 %351, %350
	%353 = lshr i32 %352, 16
	%354 = fcmp uno float %347, %347
	%355 = select i1 %354, i32 32704, i32 %353
	%356 = trunc i32 %355 to i16
	%357 = sext i32 %294 to i64
	%358 = getelementptr i16, i16 addrspace(1)* %act, i64 %357
	store i16 %356, i16 addrspace(1)* %358
	br label %join25

join25:
	br label %join23

then26:
	%359 = load float, float* %1
	%360 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %359, i32 16, i32 31)
	%361 = fadd float %359, %360
	%362 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %361, i32 8, i32 31)
	%363 = fadd float %361, %362
	%364 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %363, i32 4, i32 31)
	%365 = fadd float %363, %364
	%366 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %365, i32 2, i32 31)
	%367 = fadd float %365, %366
	%368 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %367, i32 1, i32 31)
	%369 = fadd float %367, %368
	%370 = load float, float* %3
	%371 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %370, i32 16, i32 31)
	%372 = fadd float %370, %371
	%373 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %372, i32 8, i32 31)
	%374 = fadd float %372, %373
	%375 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 4, i32 31)
	%376 = fadd float %374, %375
	%377 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %376, i32 2, i32 31)
	%378 = fadd float %376, %377
	%379 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %378, i32 1, i32 31)
	%380 = fadd float %378, %379
	%381 = add i32 %39, 1
	br i1 %7, label %then28, label %join29

join27:
	%382 = add i32 %39, 2
	br label %loop4

then28:
	%383 = icmp slt i32 %30, 64
	br i1 %383, label %then30, label %join31

join29:
	br label %join27

then30:
	%384 = add i32 %26, %381
	%385 = mul i32 %384, 64
	%386 = add i32 %385, %30
	%387 = fsub float 0.0, %369
	%388 = fpext float %387 to double
	%389 = fcmp olt double %388, -745.0
	%390 = select i1 %389, double -745.0, double %388
	%391 = fcmp olt double 710.0, %390
	%392 = select i1 %391, double 710.0, double %390
	%393 = fmul double %392, 0x3FF71547652B82FE
	%394 = call double @llvm.rint.f64(double %393)
	%395 = fmul double %394, 0x3FE62E42FEE00000
	%396 = fsub double %392, %395
	%397 = fmul double %394, 0x3DEA39EF35793C76
	%398 = fsub double %396, %397
	%399 = fmul double 0x3DE6124613A86D09, %398
	%400 = fadd double %399, 0x3E21EED8EFF8D898
	%401 = fmul double %400, %398
	%402 = fadd double %401, 0x3E5AE64567F544E4
	%403 = fmul double %402, %398
	%404 = fadd double %403, 0x3E927E4FB7789F5C
	%405 = fmul double %404, %398
	%406 = fadd double %405, 0x3EC71DE3A556C734
	%407 = fmul double %406, %398
	%408 = fadd double %407, 0x3EFA01A01A01A01A
	%409 = fmul double %408, %398
	%410 = fadd double %409, 0x3F2A01A01A01A01A
	%411 = fmul double %410, %398
	%412 = fadd double %411, 0x3F56C16C16C16C17
	%413 = fmul double %412, %398
	%414 = fadd double %413, 0x3F81111111111111
	%415 = fmul double %414, %398
	%416 = fadd double %415, 0x3FA5555555555555
	%417 = fmul double %416, %398
	%418 = fadd double %417, 0x3FC5555555555555
	%419 = fmul double %418, %398
	%420 = fadd double %419, 0.5
	%421 = fmul double %420, %398
	%422 = fadd double %421, 1.0
	%423 = fmul double %422, %398
	%424 = fadd double %423, 1.0
	%425 = fptosi double %394 to i64
	%426 = sdiv i64 %425, 2
	%427 = sub i64 %425, %426
	%428 = add i64 %426, 1023
	%429 = shl i64 %428, 52
	%430 = bitcast i64 %429 to double
	%431 = fmul double %424, %430
	%432 = add i64 %427, 1023
	%433 = shl i64 %432, 52
	%434 = bitcast i64 %433 to double
	%435 = fmul double %431, %434
	%436 = fptrunc double %435 to float
	%437 = fadd float 1.0, %436
	%438 = fdiv float %369, %437
	%439 = fmul float %438, %380
	%440 = bitcast float %439 to i32
	%441 = lshr i32 %440, 16
	%442 = and i32 %441, 1
	%443 = add i32 %440, u0x7FFF
	%444 = add i32 %443, %442
	%445 = lshr i32 %444, 16
	%446 = fcmp uno float %439, %439
	%447 = select i1 %446, i32 32704, i32 %445
	%448 = trunc i32 %447 to i16
	%449 = sext i32 %386 to i64
	%450 = getelementptr i16, i16 addrspace(1)* %act, i64 %449
	store i16 %448, i16 addrspace(1)* %450
	br label %join31

join31:
	br label %join29
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)

!0 = !{}
