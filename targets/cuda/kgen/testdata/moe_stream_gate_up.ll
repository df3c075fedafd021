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
	%13 = phi i32 [ %12, %body ], [ %46, %done6 ]
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
	%35 = sext i32 %34 to i64
	%36 = mul i64 %35, 256
	%37 = sext i32 %34 to i64
	%38 = mul i64 %37, 256
	%39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%40 = and i32 %39, 31
	br label %loop4

done3:
	ret void

loop4:
	%41 = phi i32 [ 0, %body2 ], [ %384, %join27 ]
	%42 = icmp slt i32 %41, %23
	br i1 %42, label %body5, label %done6

body5:
	%43 = sub i32 %23, %41
	%44 = icmp slt i32 %43, 2
	%45 = select i1 %44, i32 %43, i32 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	br label %loop7

done6:
	%46 = add i32 %13, 2
	br label %loop1

loop7:
	%47 = phi i32 [ 0, %body5 ], [ %268, %join19 ]
	%48 = icmp slt i32 %47, 256
	br i1 %48, label %body8, label %done9

body8:
	%49 = add i32 0, %40
	%50 = mul i32 %49, 8
	%51 = add i32 %47, %50
	%52 = sext i32 %51 to i64
	%53 = add i64 %36, %52
	%54 = getelementptr i16, i16 addrspace(1)* %gate, i64 %53
	%55 = bitcast i16 addrspace(1)* %54 to <4 x i32> addrspace(1)*
	%56 = load <4 x i32>, <4 x i32> addrspace(1)* %55, align 16, !invariant.load !0
	%57 = add i32 0, %40
	%58 = mul i32 %57, 8
	%59 = add i32 %47, %58
	%60 = sext i32 %59 to i64
	%61 = add i64 %38, %60
	%62 = getelementptr i16, i16 addrspace(1)* %up, i64 %61
	%63 = bitcast i16 addrspace(1)* %62 to <4 x i32> addrspace(1)*
	%64 = load <4 x i32>, <4 x i32> addrspace(1)* %63, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop10

done9:
	%65 = icmp slt i32 0, %45
	br i1 %65, label %then20, label %join21

loop10:
	%66 = phi i32 [ 0, %body8 ], [ %138, %done15 ]
	%67 = icmp slt i32 %66, %45
	br i1 %67, label %body11, label %done12

body11:
	%68 = add i32 %41, %66
	%69 = add i32 %26, %68
	%70 = sext i32 %69 to i64
	%71 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %70
	%72 = load i32, i32 addrspace(1)* %71
	%73 = mul i32 %72, 256
	%74 = add i32 %73, %47
	%75 = mul i32 %66, 256
	br label %loop13

done12:
	call void @llvm.nvvm.barrier0()
	%76 = extractelement <4 x i32> %56, i32 0
	%77 = shl i32 %76, 16
	%78 = bitcast i32 %77 to float
	%79 = and i32 %76, -65536
	%80 = bitcast i32 %79 to float
	%81 = extractelement <4 x i32> %56, i32 1
	%82 = shl i32 %81, 16
	%83 = bitcast i32 %82 to float
	%84 = and i32 %81, -65536
	%85 = bitcast i32 %84 to float
	%86 = extractelement <4 x i32> %56, i32 2
	%87 = shl i32 %86, 16
	%88 = bitcast i32 %87 to float
	%89 = and i32 %86, -65536
	%90 = bitcast i32 %89 to float
	%91 = extractelement <4 x i32> %56, i32 3
	%92 = shl i32 %91, 16
	%93 = bitcast i32 %92 to float
	%94 = and i32 %91, -65536
	%95 = bitcast i32 %94 to float
	%96 = extractelement <4 x i32> %64, i32 0
	%97 = shl i32 %96, 16
	%98 = bitcast i32 %97 to float
	%99 = and i32 %96, -65536
	%100 = bitcast i32 %99 to float
	%101 = extractelement <4 x i32> %64, i32 1
	%102 = shl i32 %101, 16
	%103 = bitcast i32 %102 to float
	%104 = and i32 %101, -65536
	%105 = bitcast i32 %104 to float
	%106 = extractelement <4 x i32> %64, i32 2
	%107 = shl i32 %106, 16
	%108 = bitcast i32 %107 to float
	%109 = and i32 %106, -65536
	%110 = bitcast i32 %109 to float
	%111 = extractelement <4 x i32> %64, i32 3
	%112 = shl i32 %111, 16
	%113 = bitcast i32 %112 to float
	%114 = and i32 %111, -65536
	%115 = bitcast i32 %114 to float
	%116 = icmp slt i32 0, %45
	br i1 %116, label %then16, label %join17

loop13:
	%117 = phi i32 [ %39, %body11 ], [ %137, %body14 ]
	%118 = icmp slt i32 %117, 256
	br i1 %118, label %body14, label %done15

body14:
	%119 = lshr i32 %117, 8
	%120 = lshr i32 %117, 5
	%121 = and i32 %120, 7
	%122 = and i32 %117, 31
	%123 = mul i32 %119, 32
	%124 = add i32 %123, %122
	%125 = mul i32 %124, 8
	%126 = add i32 %125, %121
	%127 = add i32 %75, %117
	%128 = add i32 %74, %126
	%129 = sext i32 %128 to i64
	%130 = getelementptr i16, i16 addrspace(1)* %x, i64 %129
	%131 = load i16, i16 addrspace(1)* %130
	%132 = zext i16 %131 to i32
	%133 = shl i32 %132, 16
	%134 = bitcast i32 %133 to float
	%135 = sext i32 %127 to i64
	%136 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %135
	store float %134, float addrspace(3)* %136
	%137 = add i32 %117, 32
	br label %loop13

done15:
	%138 = add i32 %66, 1
	br label %loop10

then16:
	%139 = add i32 0, %40
	%140 = sext i32 %139 to i64
	%141 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %140
	%142 = load float, float addrspace(3)* %141
	%143 = load float, float* %0
	%144 = call float @llvm.fma.f32(float %78, float %142, float %143)
	store float %144, float* %0
	%145 = load float, float* %2
	%146 = call float @llvm.fma.f32(float %98, float %142, float %145)
	store float %146, float* %2
	%147 = add i32 32, %40
	%148 = sext i32 %147 to i64
	%149 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %148
	%150 = load float, float addrspace(3)* %149
	%151 = load float, float* %0
	%152 = call float @llvm.fma.f32(float %80, float %150, float %151)
	store float %152, float* %0
	%153 = load float, float* %2
	%154 = call float @llvm.fma.f32(float %100, float %150, float %153)
	store float %154, float* %2
	%155 = add i32 64, %40
	%156 = sext i32 %155 to i64
	%157 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %156
	%158 = load float, float addrspace(3)* %157
	%159 = load float, float* %0
	%160 = call float @llvm.fma.f32(float %83, float %158, float %159)
	store float %160, float* %0
	%161 = load float, float* %2
	%162 = call float @llvm.fma.f32(float %103, float %158, float %161)
	store float %162, float* %2
	%163 = add i32 96, %40
	%164 = sext i32 %163 to i64
	%165 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %164
	%166 = load float, float addrspace(3)* %165
	%167 = load float, float* %0
	%168 = call float @llvm.fma.f32(float %85, float %166, float %167)
	store float %168, float* %0
	%169 = load float, float* %2
	%170 = call float @llvm.fma.f32(float %105, float %166, float %169)
	store float %170, float* %2
	%171 = add i32 128, %40
	%172 = sext i32 %171 to i64
	%173 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %172
	%174 = load float, float addrspace(3)* %173
	%175 = load float, float* %0
	%176 = call float @llvm.fma.f32(float %88, float %174, float %175)
	store float %176, float* %0
	%177 = load float, float* %2
	%178 = call float @llvm.fma.f32(float %108, float %174, float %177)
	store float %178, float* %2
	%179 = add i32 160, %40
	%180 = sext i32 %179 to i64
	%181 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %180
	%182 = load float, float addrspace(3)* %181
	%183 = load float, float* %0
	%184 = call float @llvm.fma.f32(float %90, float %182, float %183)
	store float %184, float* %0
	%185 = load float, float* %2
	%186 = call float @llvm.fma.f32(float %110, float %182, float %185)
	store float %186, float* %2
	%187 = add i32 192, %40
	%188 = sext i32 %187 to i64
	%189 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %188
	%190 = load float, float addrspace(3)* %189
	%191 = load float, float* %0
	%192 = call float @llvm.fma.f32(float %93, float %190, float %191)
	store float %192, float* %0
	%193 = load float, float* %2
	%194 = call float @llvm.fma.f32(float %113, float %190, float %193)
	store float %194, float* %2
	%195 = add i32 224, %40
	%196 = sext i32 %195 to i64
	%197 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %196
	%198 = load float, float addrspace(3)* %197
	%199 = load float, float* %0
	%200 = call float @llvm.fma.f32(float %95, float %198, float %199)
	store float %200, float* %0
	%201 = load float, float* %2
	%202 = call float @llvm.fma.f32(float %115, float %198, float %201)
	store float %202, float* %2
	br label %join17

join17:
	%203 = icmp slt i32 1, %45
	br i1 %203, label %then18, label %join19

then18:
	%204 = add i32 256, %40
	%205 = sext i32 %204 to i64
	%206 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %205
	%207 = load float, float addrspace(3)* %206
	%208 = load float, float* %1
	%209 = call float @llvm.fma.f32(float %78, float %207, float %208)
	store float %209, float* %1
	%210 = load float, float* %3
	%211 = call float @llvm.fma.f32(float %98, float %207, float %210)
	store float %211, float* %3
	%212 = add i32 288, %40
	%213 = sext i32 %212 to i64
	%214 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %213
	%215 = load float, float addrspace(3)* %214
	%216 = load float, float* %1
	%217 = call float @llvm.fma.f32(float %80, float %215, float %216)
	store float %217, float* %1
	%218 = load float, float* %3
	%219 = call float @llvm.fma.f32(float %100, float %215, float %218)
	store float %219, float* %3
	%220 = add i32 320, %40
	%221 = sext i32 %220 to i64
	%222 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %221
	%223 = load float, float addrspace(3)* %222
	%224 = load float, float* %1
	%225 = call float @llvm.fma.f32(float %83, float %223, float %224)
	store float %225, float* %1
	%226 = load float, float* %3
	%227 = call float @llvm.fma.f32(float %103, float %223, float %226)
	store float %227, float* %3
	%228 = add i32 352, %40
	%229 = sext i32 %228 to i64
	%230 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %229
	%231 = load float, float addrspace(3)* %230
	%232 = load float, float* %1
	%233 = call float @llvm.fma.f32(float %85, float %231, float %232)
	store float %233, float* %1
	%234 = load float, float* %3
	%235 = call float @llvm.fma.f32(float %105, float %231, float %234)
	store float %235, float* %3
	%236 = add i32 384, %40
	%237 = sext i32 %236 to i64
	%238 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %237
	%239 = load float, float addrspace(3)* %238
	%240 = load float, float* %1
	%241 = call float @llvm.fma.f32(float %88, float %239, float %240)
	store float %241, float* %1
	%242 = load float, float* %3
	%243 = call float @llvm.fma.f32(float %108, float %239, float %242)
	store float %243, float* %3
	%244 = add i32 416, %40
	%245 = sext i32 %244 to i64
	%246 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %245
	%247 = load float, float addrspace(3)* %246
	%248 = load float, float* %1
	%249 = call float @llvm.fma.f32(float %90, float %247, float %248)
	store float %249, float* %1
	%250 = load float, float* %3
	%251 = call float @llvm.fma.f32(float %110, float %247, float %250)
	store float %251, float* %3
	%252 = add i32 448, %40
	%253 = sext i32 %252 to i64
	%254 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %253
	%255 = load float, float addrspace(3)* %254
	%256 = load float, float* %1
	%257 = call float @llvm.fma.f32(float %93, float %255, float %256)
	store float %257, float* %1
	%258 = load float, float* %3
	%259 = call float @llvm.fma.f32(float %113, float %255, float %258)
	store float %259, float* %3
	%260 = add i32 480, %40
	%261 = sext i32 %260 to i64
	%262 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem9, i64 0, i64 %261
	%263 = load float, float addrspace(3)* %262
	%264 = load float, float* %1
	%265 = call float @llvm.fma.f32(float %95, float %263, float %264)
	store float %265, float* %1
	%266 = load float, float* %3
	%267 = call float @llvm.fma.f32(float %115, float %263, float %266)
	store float %267, float* %3
	br label %join19

join19:
	%268 = add i32 %47, 256
	br label %loop7

then20:
	%269 = load float, float* %0
	%270 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 16, i32 31)
	%271 = fadd float %269, %270
	%272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 8, i32 31)
	%273 = fadd float %271, %272
	%274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 4, i32 31)
	%275 = fadd float %273, %274
	%276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 2, i32 31)
	%277 = fadd float %275, %276
	%278 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 1, i32 31)
	%279 = fadd float %277, %278
	%280 = load float, float* %2
	%281 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %280, i32 16, i32 31)
	%282 = fadd float %280, %281
	%283 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 8, i32 31)
	%284 = fadd float %282, %283
	%285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %284, i32 4, i32 31)
	%286 = fadd float %284, %285
	%287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %286, i32 2, i32 31)
	%288 = fadd float %286, %287
	%289 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %288, i32 1, i32 31)
	%290 = fadd float %288, %289
	%291 = add i32 %41, 0
	br i1 %7, label %then22, label %join23

join21:
	%292 = icmp slt i32 1, %45
	br i1 %292, label %then26, label %join27

then22:
	%293 = icmp slt i32 %30, 64
	br i1 %293, label %then24, label %join25

join23:
	br label %join21

then24:
	%294 = add i32 %26, %291
	%295 = mul i32 %294, 64
	%296 = add i32 %295, %30
	%297 = fsub float 0.0, %279
	%298 = fpext float %297 to double
	%299 = fcmp olt double %298, -745.0
	%300 = select i1 %299, double -745.0, double %298
	%301 = fcmp olt double 710.0, %300
	%302 = select i1 %301, double 710.0, double %300
	%303 = fmul double %302, 0x3FF71547652B82FE
	%304 = call double @llvm.rint.f64(double %303)
	%305 = fmul double %304, 0x3FE62E42FEE00000
	%306 = fsub double %302, %305
	%307 = fmul double %304, 0x3DEA39EF35793C76
	%308 = fsub double %306, %307
	%309 = fmul double 0x3DE6124613A86D09, %308
	%310 = fadd double %309, 0x3E21EED8EFF8D898
	%311 = fmul double %310, %308
	%312 = fadd double %311, 0x3E5AE64567F544E4
	%313 = fmul double %312, %308
	%314 = fadd double %313, 0x3E927E4FB7789F5C
	%315 = fmul double %314, %308
	%316 = fadd double %315, 0x3EC71DE3A556C734
	%317 = fmul double %316, %308
	%318 = fadd double %317, 0x3EFA01A01A01A01A
	%319 = fmul double %318, %308
	%320 = fadd double %319, 0x3F2A01A01A01A01A
	%321 = fmul double %320, %308
	%322 = fadd double %321, 0x3F56C16C16C16C17
	%323 = fmul double %322, %308
	%324 = fadd double %323, 0x3F81111111111111
	%325 = fmul double %324, %308
	%326 = fadd double %325, 0x3FA5555555555555
	%327 = fmul double %326, %308
	%328 = fadd double %327, 0x3FC5555555555555
	%329 = fmul double %328, %308
	%330 = fadd double %329, 0.5
	%331 = fmul double %330, %308
	%332 = fadd double %331, 1.0
	%333 = fmul double %332, %308
	%334 = fadd double %333, 1.0
	%335 = fptosi double %304 to i64
	%336 = sdiv i64 %335, 2
	%337 = sub i64 %335, %336
	%338 = add i64 %336, 1023
	%339 = shl i64 %338, 52
	%340 = bitcast i64 %339 to double
	%341 = fmul double %334, %340
	%342 = add i64 %337, 1023
	%343 = shl i64 %342, 52
	%344 = bitcast i64 %343 to double
	%345 = fmul double %341, %344
	%346 = fptrunc double %345 to float
	%347 = fadd float 1.0, %346
	%348 = fdiv float %279, %347
	%349 = fmul float %348, %290
	%350 = bitcast float %349 to i32
	%351 = lshr i32 %350, 16
	%352 = and i32 %351, 1
	%353 = add i32 %350, u0x7FFF
	%354 = add i32 %353, %352
	%355 = lshr i32 %354, 16
	%356 = fcmp uno float %349, %349
	%357 = select i1 %356, i32 32704, i32 %355
	%358 = trunc i32 %357 to i16
	%359 = sext i32 %296 to i64
	%360 = getelementptr i16, i16 addrspace(1)* %act, i64 %359
	store i16 %358, i16 addrspace(1)* %360
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
	%372 = load float, float* %3
	%373 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %372, i32 16, i32 31)
	%374 = fadd float %372, %373
	%375 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 8, i32 31)
	%376 = fadd float %374, %375
	%377 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %376, i32 4, i32 31)
	%378 = fadd float %376, %377
	%379 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %378, i32 2, i32 31)
	%380 = fadd float %378, %379
	%381 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %380, i32 1, i32 31)
	%382 = fadd float %380, %381
	%383 = add i32 %41, 1
	br i1 %7, label %then28, label %join29

join27:
	%384 = add i32 %41, 2
	br label %loop4

then28:
	%385 = icmp slt i32 %30, 64
	br i1 %385, label %then30, label %join31

join29:
	br label %join27

then30:
	%386 = add i32 %26, %383
	%387 = mul i32 %386, 64
	%388 = add i32 %387, %30
	%389 = fsub float 0.0, %371
	%390 = fpext float %389 to double
	%391 = fcmp olt double %390, -745.0
	%392 = select i1 %391, double -745.0, double %390
	%393 = fcmp olt double 710.0, %392
	%394 = select i1 %393, double 710.0, double %392
	%395 = fmul double %394, 0x3FF71547652B82FE
	%396 = call double @llvm.rint.f64(double %395)
	%397 = fmul double %396, 0x3FE62E42FEE00000
	%398 = fsub double %394, %397
	%399 = fmul double %396, 0x3DEA39EF35793C76
	%400 = fsub double %398, %399
	%401 = fmul double 0x3DE6124613A86D09, %400
	%402 = fadd double %401, 0x3E21EED8EFF8D898
	%403 = fmul double %402, %400
	%404 = fadd double %403, 0x3E5AE64567F544E4
	%405 = fmul double %404, %400
	%406 = fadd double %405, 0x3E927E4FB7789F5C
	%407 = fmul double %406, %400
	%408 = fadd double %407, 0x3EC71DE3A556C734
	%409 = fmul double %408, %400
	%410 = fadd double %409, 0x3EFA01A01A01A01A
	%411 = fmul double %410, %400
	%412 = fadd double %411, 0x3F2A01A01A01A01A
	%413 = fmul double %412, %400
	%414 = fadd double %413, 0x3F56C16C16C16C17
	%415 = fmul double %414, %400
	%416 = fadd double %415, 0x3F81111111111111
	%417 = fmul double %416, %400
	%418 = fadd double %417, 0x3FA5555555555555
	%419 = fmul double %418, %400
	%420 = fadd double %419, 0x3FC5555555555555
	%421 = fmul double %420, %400
	%422 = fadd double %421, 0.5
	%423 = fmul double %422, %400
	%424 = fadd double %423, 1.0
	%425 = fmul double %424, %400
	%426 = fadd double %425, 1.0
	%427 = fptosi double %396 to i64
	%428 = sdiv i64 %427, 2
	%429 = sub i64 %427, %428
	%430 = add i64 %428, 1023
	%431 = shl i64 %430, 52
	%432 = bitcast i64 %431 to double
	%433 = fmul double %426, %432
	%434 = add i64 %429, 1023
	%435 = shl i64 %434, 52
	%436 = bitcast i64 %435 to double
	%437 = fmul double %433, %436
	%438 = fptrunc double %437 to float
	%439 = fadd float 1.0, %438
	%440 = fdiv float %371, %439
	%441 = fmul float %440, %382
	%442 = bitcast float %441 to i32
	%443 = lshr i32 %442, 16
	%444 = and i32 %443, 1
	%445 = add i32 %442, u0x7FFF
	%446 = add i32 %445, %444
	%447 = lshr i32 %446, 16
	%448 = fcmp uno float %441, %441
	%449 = select i1 %448, i32 32704, i32 %447
	%450 = trunc i32 %449 to i16
	%451 = sext i32 %388 to i64
	%452 = getelementptr i16, i16 addrspace(1)* %act, i64 %451
	store i16 %450, i16 addrspace(1)* %452
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
