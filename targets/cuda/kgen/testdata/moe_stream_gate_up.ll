target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10 = internal addrspace(3) global [512 x float] undef, align 16
@moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem25 = internal addrspace(3) global [1 x i32] undef, align 16

define ptx_kernel void @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2(i16 addrspace(1)* %act, i16 addrspace(1)* %x, i16 addrspace(1)* %gate, i16 addrspace(1)* %up, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, i32 addrspace(1)* %work, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	br label %body

body:
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%6 = lshr i32 %5, 5
	%7 = and i32 %5, 31
	%8 = icmp eq i32 %7, 0
	%9 = sext i32 0 to i64
	%10 = getelementptr i32, i32 addrspace(1)* %active, i64 %9
	%11 = load i32, i32 addrspace(1)* %10
	%12 = mul i32 %11, 64
	%13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%14 = icmp eq i32 %13, 0
	br i1 %14, label %then1, label %join2

then1:
	%15 = sext i32 0 to i64
	%16 = getelementptr i32, i32 addrspace(1)* %work, i64 %15
	%17 = atomicrmw add i32 addrspace(1)* %16, i32 1 monotonic
	%18 = sext i32 0 to i64
	%19 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem25, i64 0, i64 %18
	store i32 %17, i32 addrspace(3)* %19
	br label %join2

join2:
	call void @llvm.nvvm.barrier0()
	%20 = sext i32 0 to i64
	%21 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem25, i64 0, i64 %20
	%22 = load i32, i32 addrspace(3)* %21
	store i32 %22, i32* %0
	call void @llvm.nvvm.barrier0()
	br label %while3

while3:
	%23 = load i32, i32* %0
	%24 = icmp slt i32 %23, %12
	br i1 %24, label %body4, label %done5

body4:
	br i1 %14, label %then6, label %join7

done5:
	%25 = load i32, i32* %0
	%26 = add i32 %12, 1
	%27 = icmp eq i32 %25, %26
	%28 = and i1 %14, %27
	br i1 %28, label %then36, label %join37

then6:
	%29 = sext i32 0 to i64
	%30 = getelementptr i32, i32 addrspace(1)* %work, i64 %29
	%31 = atomicrmw add i32 addrspace(1)* %30, i32 1 monotonic
	%32 = sext i32 0 to i64
	%33 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem25, i64 0, i64 %32
	store i32 %31, i32 addrspace(3)* %33
	br label %join7

join7:
	%34 = sdiv i32 %23, 64
	%35 = add i32 %34, 1
	%36 = sext i32 %35 to i64
	%37 = getelementptr i32, i32 addrspace(1)* %active, i64 %36
	%38 = load i32, i32 addrspace(1)* %37
	%39 = srem i32 %23, 64
	%40 = sext i32 %38 to i64
	%41 = getelementptr i32, i32 addrspace(1)* %counts, i64 %40
	%42 = load i32, i32 addrspace(1)* %41
	%43 = sext i32 %38 to i64
	%44 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %43
	%45 = load i32, i32 addrspace(1)* %44
	%46 = mul i32 %39, 1
	%47 = add i32 %46, %6
	%48 = mul i32 %47, 1
	%49 = add i32 %48, 0
	%50 = icmp slt i32 %49, 64
	%51 = select i1 %50, i32 %49, i32 63
	%52 = mul i32 %38, 64
	%53 = add i32 %52, %51
	%54 = sext i32 %53 to i64
	%55 = mul i64 %54, 256
	%56 = sext i32 %53 to i64
	%57 = mul i64 %56, 256
	%58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%59 = and i32 %58, 31
	br label %loop8

loop8:
	%60 = phi i32 [ 0, %join7 ], [ %405, %join31 ]
	%61 = icmp slt i32 %60, %42
	br i1 %61, label %body9, label %done10

body9:
	%62 = sub i32 %42, %60
	%63 = icmp slt i32 %62, 2
	%64 = select i1 %63, i32 %62, i32 2
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	store float 0.0, float* %4
	br label %loop11

done10:
	call void @llvm.nvvm.barrier0()
	%65 = sext i32 0 to i64
	%66 = getelementptr [1 x i32], [1 x i32] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem25, i64 0, i64 %65
	%67 = load i32, i32 addrspace(3)* %66
	store i32 %67, i32* %0
	call void @llvm.nvvm.barrier0()
	br label %while3

loop11:
	%68 = phi i32 [ 0, %body9 ], [ %289, %join23 ]
	%69 = icmp slt i32 %68, 256
	br i1 %69, label %body12, label %done13

body12:
	%70 = add i32 0, %59
	%71 = mul i32 %70, 8
	%72 = add i32 %68, %71
	%73 = sext i32 %72 to i64
	%74 = add i64 %55, %73
	%75 = getelementptr i16, i16 addrspace(1)* %gate, i64 %74
	%76 = bitcast i16 addrspace(1)* %75 to <4 x i32> addrspace(1)*
	%77 = load <4 x i32>, <4 x i32> addrspace(1)* %76, align 16, !invariant.load !0
	%78 = add i32 0, %59
	%79 = mul i32 %78, 8
	%80 = add i32 %68, %79
	%81 = sext i32 %80 to i64
	%82 = add i64 %57, %81
	%83 = getelementptr i16, i16 addrspace(1)* %up, i64 %82
	%84 = bitcast i16 addrspace(1)* %83 to <4 x i32> addrspace(1)*
	%85 = load <4 x i32>, <4 x i32> addrspace(1)* %84, align 16, !invariant.load !0
	call void @llvm.nvvm.barrier0()
	br label %loop14

done13:
	%86 = icmp slt i32 0, %64
	br i1 %86, label %then24, label %join25

loop14:
	%87 = phi i32 [ 0, %body12 ], [ %159, %done19 ]
	%88 = icmp slt i32 %87, %64
	br i1 %88, label %body15, label %done16

body15:
	%89 = add i32 %60, %87
	%90 = add i32 %45, %89
	%91 = sext i32 %90 to i64
	%92 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %91
	%93 = load i32, i32 addrspace(1)* %92
	%94 = mul i32 %93, 256
	%95 = add i32 %94, %68
	%96 = mul i32 %87, 256
	br label %loop17

done16:
	call void @llvm.nvvm.barrier0()
	%97 = extractelement <4 x i32> %77, i32 0
	%98 = shl i32 %97, 16
	%99 = bitcast i32 %98 to float
	%100 = and i32 %97, -65536
	%101 = bitcast i32 %100 to float
	%102 = extractelement <4 x i32> %77, i32 1
	%103 = shl i32 %102, 16
	%104 = bitcast i32 %103 to float
	%105 = and i32 %102, -65536
	%106 = bitcast i32 %105 to float
	%107 = extractelement <4 x i32> %77, i32 2
	%108 = shl i32 %107, 16
	%109 = bitcast i32 %108 to float
	%110 = and i32 %107, -65536
	%111 = bitcast i32 %110 to float
	%112 = extractelement <4 x i32> %77, i32 3
	%113 = shl i32 %112, 16
	%114 = bitcast i32 %113 to float
	%115 = and i32 %112, -65536
	%116 = bitcast i32 %115 to float
	%117 = extractelement <4 x i32> %85, i32 0
	%118 = shl i32 %117, 16
	%119 = bitcast i32 %118 to float
	%120 = and i32 %117, -65536
	%121 = bitcast i32 %120 to float
	%122 = extractelement <4 x i32> %85, i32 1
	%123 = shl i32 %122, 16
	%124 = bitcast i32 %123 to float
	%125 = and i32 %122, -65536
	%126 = bitcast i32 %125 to float
	%127 = extractelement <4 x i32> %85, i32 2
	%128 = shl i32 %127, 16
	%129 = bitcast i32 %128 to float
	%130 = and i32 %127, -65536
	%131 = bitcast i32 %130 to float
	%132 = extractelement <4 x i32> %85, i32 3
	%133 = shl i32 %132, 16
	%134 = bitcast i32 %133 to float
	%135 = and i32 %132, -65536
	%136 = bitcast i32 %135 to float
	%137 = icmp slt i32 0, %64
	br i1 %137, label %then20, label %join21

loop17:
	%138 = phi i32 [ %58, %body15 ], [ %158, %body18 ]
	%139 = icmp slt i32 %138, 256
	br i1 %139, label %body18, label %done19

body18:
	%140 = lshr i32 %138, 8
	%141 = lshr i32 %138, 5
	%142 = and i32 %141, 7
	%143 = and i32 %138, 31
	%144 = mul i32 %140, 32
	%145 = add i32 %144, %143
	%146 = mul i32 %145, 8
	%147 = add i32 %146, %142
	%148 = add i32 %96, %138
	%149 = add i32 %95, %147
	%150 = sext i32 %149 to i64
	%151 = getelementptr i16, i16 addrspace(1)* %x, i64 %150
	%152 = load i16, i16 addrspace(1)* %151
	%153 = zext i16 %152 to i32
	%154 = shl i32 %153, 16
	%155 = bitcast i32 %154 to float
	%156 = sext i32 %148 to i64
	%157 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %156
	store float %155, float addrspace(3)* %157
	%158 = add i32 %138, 32
	br label %loop17

done19:
	%159 = add i32 %87, 1
	br label %loop14

then20:
	%160 = add i32 0, %59
	%161 = sext i32 %160 to i64
	%162 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %161
	%163 = load float, float addrspace(3)* %162
	%164 = load float, float* %1
	%165 = call float @llvm.fma.f32(float %99, float %163, float %164)
	store float %165, float* %1
	%166 = load float, float* %3
	%167 = call float @llvm.fma.f32(float %119, float %163, float %166)
	store float %167, float* %3
	%168 = add i32 32, %59
	%169 = sext i32 %168 to i64
	%170 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %169
	%171 = load float, float addrspace(3)* %170
	%172 = load float, float* %1
	%173 = call float @llvm.fma.f32(float %101, float %171, float %172)
	store float %173, float* %1
	%174 = load float, float* %3
	%175 = call float @llvm.fma.f32(float %121, float %171, float %174)
	store float %175, float* %3
	%176 = add i32 64, %59
	%177 = sext i32 %176 to i64
	%178 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %177
	%179 = load float, float addrspace(3)* %178
	%180 = load float, float* %1
	%181 = call float @llvm.fma.f32(float %104, float %179, float %180)
	store float %181, float* %1
	%182 = load float, float* %3
	%183 = call float @llvm.fma.f32(float %124, float %179, float %182)
	store float %183, float* %3
	%184 = add i32 96, %59
	%185 = sext i32 %184 to i64
	%186 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %185
	%187 = load float, float addrspace(3)* %186
	%188 = load float, float* %1
	%189 = call float @llvm.fma.f32(float %106, float %187, float %188)
	store float %189, float* %1
	%190 = load float, float* %3
	%191 = call float @llvm.fma.f32(float %126, float %187, float %190)
	store float %191, float* %3
	%192 = add i32 128, %59
	%193 = sext i32 %192 to i64
	%194 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %193
	%195 = load float, float addrspace(3)* %194
	%196 = load float, float* %1
	%197 = call float @llvm.fma.f32(float %109, float %195, float %196)
	store float %197, float* %1
	%198 = load float, float* %3
	%199 = call float @llvm.fma.f32(float %129, float %195, float %198)
	store float %199, float* %3
	%200 = add i32 160, %59
	%201 = sext i32 %200 to i64
	%202 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %201
	%203 = load float, float addrspace(3)* %202
	%204 = load float, float* %1
	%205 = call float @llvm.fma.f32(float %111, float %203, float %204)
	store float %205, float* %1
	%206 = load float, float* %3
	%207 = call float @llvm.fma.f32(float %131, float %203, float %206)
	store float %207, float* %3
	%208 = add i32 192, %59
	%209 = sext i32 %208 to i64
	%210 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %209
	%211 = load float, float addrspace(3)* %210
	%212 = load float, float* %1
	%213 = call float @llvm.fma.f32(float %114, float %211, float %212)
	store float %213, float* %1
	%214 = load float, float* %3
	%215 = call float @llvm.fma.f32(float %134, float %211, float %214)
	store float %215, float* %3
	%216 = add i32 224, %59
	%217 = sext i32 %216 to i64
	%218 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %217
	%219 = load float, float addrspace(3)* %218
	%220 = load float, float* %1
	%221 = call float @llvm.fma.f32(float %116, float %219, float %220)
	store float %221, float* %1
	%222 = load float, float* %3
	%223 = call float @llvm.fma.f32(float %136, float %219, float %222)
	store float %223, float* %3
	br label %join21

join21:
	%224 = icmp slt i32 1, %64
	br i1 %224, label %then22, label %join23

then22:
	%225 = add i32 256, %59
	%226 = sext i32 %225 to i64
	%227 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %226
	%228 = load float, float addrspace(3)* %227
	%229 = load float, float* %2
	%230 = call float @llvm.fma.f32(float %99, float %228, float %229)
	store float %230, float* %2
	%231 = load float, float* %4
	%232 = call float @llvm.fma.f32(float %119, float %228, float %231)
	store float %232, float* %4
	%233 = add i32 288, %59
	%234 = sext i32 %233 to i64
	%235 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %234
	%236 = load float, float addrspace(3)* %235
	%237 = load float, float* %2
	%238 = call float @llvm.fma.f32(float %101, float %236, float %237)
	store float %238, float* %2
	%239 = load float, float* %4
	%240 = call float @llvm.fma.f32(float %121, float %236, float %239)
	store float %240, float* %4
	%241 = add i32 320, %59
	%242 = sext i32 %241 to i64
	%243 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %242
	%244 = load float, float addrspace(3)* %243
	%245 = load float, float* %2
	%246 = call float @llvm.fma.f32(float %104, float %244, float %245)
	store float %246, float* %2
	%247 = load float, float* %4
	%248 = call float @llvm.fma.f32(float %124, float %244, float %247)
	store float %248, float* %4
	%249 = add i32 352, %59
	%250 = sext i32 %249 to i64
	%251 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %250
	%252 = load float, float addrspace(3)* %251
	%253 = load float, float* %2
	%254 = call float @llvm.fma.f32(float %106, float %252, float %253)
	store float %254, float* %2
	%255 = load float, float* %4
	%256 = call float @llvm.fma.f32(float %126, float %252, float %255)
	store float %256, float* %4
	%257 = add i32 384, %59
	%258 = sext i32 %257 to i64
	%259 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %258
	%260 = load float, float addrspace(3)* %259
	%261 = load float, float* %2
	%262 = call float @llvm.fma.f32(float %109, float %260, float %261)
	store float %262, float* %2
	%263 = load float, float* %4
	%264 = call float @llvm.fma.f32(float %129, float %260, float %263)
	store float %264, float* %4
	%265 = add i32 416, %59
	%266 = sext i32 %265 to i64
	%267 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %266
	%268 = load float, float addrspace(3)* %267
	%269 = load float, float* %2
	%270 = call float @llvm.fma.f32(float %111, float %268, float %269)
	store float %270, float* %2
	%271 = load float, float* %4
	%272 = call float @llvm.fma.f32(float %131, float %268, float %271)
	store float %272, float* %4
	%273 = add i32 448, %59
	%274 = sext i32 %273 to i64
	%275 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %274
	%276 = load float, float addrspace(3)* %275
	%277 = load float, float* %2
	%278 = call float @llvm.fma.f32(float %114, float %276, float %277)
	store float %278, float* %2
	%279 = load float, float* %4
	%280 = call float @llvm.fma.f32(float %134, float %276, float %279)
	store float %280, float* %4
	%281 = add i32 480, %59
	%282 = sext i32 %281 to i64
	%283 = getelementptr [512 x float], [512 x float] addrspace(3)* @moe_stream_gate_up_bf16_bf16_bf16_h256_i64_e4_k256_t2_r2_w1_b2.smem10, i64 0, i64 %282
	%284 = load float, float addrspace(3)* %283
	%285 = load float, float* %2
	%286 = call float @llvm.fma.f32(float %116, float %284, float %285)
	store float %286, float* %2
	%287 = load float, float* %4
	%288 = call float @llvm.fma.f32(float %136, float %284, float %287)
	store float %288, float* %4
	br label %join23

join23:
	%289 = add i32 %68, 256
	br label %loop11

then24:
	%290 = load float, float* %1
	%291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 16, i32 31)
	%292 = fadd float %290, %291
	%293 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %292, i32 8, i32 31)
	%294 = fadd float %292, %293
	%295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %294, i32 4, i32 31)
	%296 = fadd float %294, %295
	%297 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %296, i32 2, i32 31)
	%298 = fadd float %296, %297
	%299 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %298, i32 1, i32 31)
	%300 = fadd float %298, %299
	%301 = load float, float* %3
	%302 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 16, i32 31)
	%303 = fadd float %301, %302
	%304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %303, i32 8, i32 31)
	%305 = fadd float %303, %304
	%306 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %305, i32 4, i32 31)
	%307 = fadd float %305, %306
	%308 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 2, i32 31)
	%309 = fadd float %307, %308
	%310 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %309, i32 1, i32 31)
	%311 = fadd float %309, %310
	%312 = add i32 %60, 0
	br i1 %8, label %then26, label %join27

join25:
	%313 = icmp slt i32 1, %64
	br i1 %313, label %then30, label %join31

then26:
	%314 = icmp slt i32 %49, 64
	br i1 %314, label %then28, label %join29

join27:
	br label %join25

then28:
	%315 = add i32 %45, %312
	%316 = mul i32 %315, 64
	%317 = add i32 %316, %49
	%318 = fsub float 0.0, %300
	%319 = fpext float %318 to double
	%320 = fcmp olt double %319, -745.0
	%321 = select i1 %320, double -745.0, double %319
	%322 = fcmp olt double 710.0, %321
	%323 = select i1 %322, double 710.0, double %321
	%324 = fmul double %323, 0x3FF71547652B82FE
	%325 = call double @llvm.rint.f64(double %324)
	%326 = fmul double %325, 0x3FE62E42FEE00000
	%327 = fsub double %323, %326
	%328 = fmul double %325, 0x3DEA39EF35793C76
	%329 = fsub double %327, %328
	%330 = fmul double 0x3DE6124613A86D09, %329
	%331 = fadd double %330, 0x3E21EED8EFF8D898
	%332 = fmul double %331, %329
	%333 = fadd double %332, 0x3E5AE64567F544E4
	%334 = fmul double %333, %329
	%335 = fadd double %334, 0x3E927E4FB7789F5C
	%336 = fmul double %335, %329
	%337 = fadd double %336, 0x3EC71DE3A556C734
	%338 = fmul double %337, %329
	%339 = fadd double %338, 0x3EFA01A01A01A01A
	%340 = fmul double %339, %329
	%341 = fadd double %340, 0x3F2A01A01A01A01A
	%342 = fmul double %341, %329
	%343 = fadd double %342, 0x3F56C16C16C16C17
	%344 = fmul double %343, %329
	%345 = fadd double %344, 0x3F81111111111111
	%346 = fmul double %345, %329
	%347 = fadd double %346, 0x3FA5555555555555
	%348 = fmul double %347, %329
	%349 = fadd double %348, 0x3FC5555555555555
	%350 = fmul double %349, %329
	%351 = fadd double %350, 0.5
	%352 = fmul double %351, %329
	%353 = fadd double %352, 1.0
	%354 = fmul double %353, %329
	%355 = fadd double %354, 1.0
	%356 = fptosi double %325 to i64
	%357 = sdiv i64 %356, 2
	%358 = sub i64 %356, %357
	%359 = add i64 %357, 1023
	%360 = shl i64 %359, 52
	%361 = bitcast i64 %360 to double
	%362 = fmul double %355, %361
	%363 = add i64 %358, 1023
	%364 = shl i64 %363, 52
	%365 = bitcast i64 %364 to double
	%366 = fmul double %362, %365
	%367 = fptrunc double %366 to float
	%368 = fadd float 1.0, %367
	%369 = fdiv float %300, %368
	%370 = fmul float %369, %311
	%371 = bitcast float %370 to i32
	%372 = lshr i32 %371, 16
	%373 = and i32 %372, 1
	%374 = add i32 %371, u0x7FFF
	%375 = add i32 %374, %373
	%376 = lshr i32 %375, 16
	%377 = fcmp uno float %370, %370
	%378 = select i1 %377, i32 32704, i32 %376
	%379 = trunc i32 %378 to i16
	%380 = sext i32 %317 to i64
	%381 = getelementptr i16, i16 addrspace(1)* %act, i64 %380
	store i16 %379, i16 addrspace(1)* %381
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
	%393 = load float, float* %4
	%394 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %393, i32 16, i32 31)
	%395 = fadd float %393, %394
	%396 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %395, i32 8, i32 31)
	%397 = fadd float %395, %396
	%398 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 4, i32 31)
	%399 = fadd float %397, %398
	%400 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %399, i32 2, i32 31)
	%401 = fadd float %399, %400
	%402 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %401, i32 1, i32 31)
	%403 = fadd float %401, %402
	%404 = add i32 %60, 1
	br i1 %8, label %then32, label %join33

join31:
	%405 = add i32 %60, 2
	br label %loop8

then32:
	%406 = icmp slt i32 %49, 64
	br i1 %406, label %then34, label %join35

join33:
	br label %join31

then34:
	%407 = add i32 %45, %404
	%408 = mul i32 %407, 64
	%409 = add i32 %408, %49
	%410 = fsub float 0.0, %392
	%411 = fpext float %410 to double
	%412 = fcmp olt double %411, -745.0
	%413 = select i1 %412, double -745.0, double %411
	%414 = fcmp olt double 710.0, %413
	%415 = select i1 %414, double 710.0, double %413
	%416 = fmul double %415, 0x3FF71547652B82FE
	%417 = call double @llvm.rint.f64(double %416)
	%418 = fmul double %417, 0x3FE62E42FEE00000
	%419 = fsub double %415, %418
	%420 = fmul double %417, 0x3DEA39EF35793C76
	%421 = fsub double %419, %420
	%422 = fmul double 0x3DE6124613A86D09, %421
	%423 = fadd double %422, 0x3E21EED8EFF8D898
	%424 = fmul double %423, %421
	%425 = fadd double %424, 0x3E5AE64567F544E4
	%426 = fmul double %425, %421
	%427 = fadd double %426, 0x3E927E4FB7789F5C
	%428 = fmul double %427, %421
	%429 = fadd double %428, 0x3EC71DE3A556C734
	%430 = fmul double %429, %421
	%431 = fadd double %430, 0x3EFA01A01A01A01A
	%432 = fmul double %431, %421
	%433 = fadd double %432, 0x3F2A01A01A01A01A
	%434 = fmul double %433, %421
	%435 = fadd double %434, 0x3F56C16C16C16C17
	%436 = fmul double %435, %421
	%437 = fadd double %436, 0x3F81111111111111
	%438 = fmul double %437, %421
	%439 = fadd double %438, 0x3FA5555555555555
	%440 = fmul double %439, %421
	%441 = fadd double %440, 0x3FC5555555555555
	%442 = fmul double %441, %421
	%443 = fadd double %442, 0.5
	%444 = fmul double %443, %421
	%445 = fadd double %444, 1.0
	%446 = fmul double %445, %421
	%447 = fadd double %446, 1.0
	%448 = fptosi double %417 to i64
	%449 = sdiv i64 %448, 2
	%450 = sub i64 %448, %449
	%451 = add i64 %449, 1023
	%452 = shl i64 %451, 52
	%453 = bitcast i64 %452 to double
	%454 = fmul double %447, %453
	%455 = add i64 %450, 1023
	%456 = shl i64 %455, 52
	%457 = bitcast i64 %456 to double
	%458 = fmul double %454, %457
	%459 = fptrunc double %458 to float
	%460 = fadd float 1.0, %459
	%461 = fdiv float %392, %460
	%462 = fmul float %461, %403
	%463 = bitcast float %462 to i32
	%464 = lshr i32 %463, 16
	%465 = and i32 %464, 1
	%466 = add i32 %463, u0x7FFF
	%467 = add i32 %466, %465
	%468 = lshr i32 %467, 16
	%469 = fcmp uno float %462, %462
	%470 = select i1 %469, i32 32704, i32 %468
	%471 = trunc i32 %470 to i16
	%472 = sext i32 %409 to i64
	%473 = getelementptr i16, i16 addrspace(1)* %act, i64 %472
	store i16 %471, i16 addrspace(1)* %473
	br label %join35

join35:
	br label %join33

then36:
	%474 = add i32 %12, 2
	%475 = sub i32 0, %474
	%476 = sext i32 0 to i64
	%477 = getelementptr i32, i32 addrspace(1)* %work, i64 %476
	%478 = atomicrmw add i32 addrspace(1)* %477, i32 %475 monotonic
	br label %join37

join37:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)

!0 = !{}
