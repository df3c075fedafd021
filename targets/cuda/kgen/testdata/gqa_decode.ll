target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44 = internal addrspace(3) global [128 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45 = internal addrspace(3) global [128 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49 = internal addrspace(3) global [32 x i32] undef, align 8

define ptx_kernel void @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000(float addrspace(1)* %part, i16 addrspace(1)* %q, i16 addrspace(1)* %k_pool, i16 addrspace(1)* %v_pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%6 = and i32 %4, 31
	%7 = lshr i32 %4, 5
	%8 = srem i32 %5, 2
	%9 = sdiv i32 %5, 2
	%10 = sdiv i32 %9, %splits
	%11 = srem i32 %9, %splits
	%12 = sext i32 %10 to i64
	%13 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %12
	%14 = load i32, i32 addrspace(1)* %13
	%15 = sext i32 %10 to i64
	%16 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %15
	%17 = load i32, i32 addrspace(1)* %16
	%18 = add i32 %17, 1
	%19 = mul i32 %max_blocks, %block_size
	%20 = sub i32 %splits, 1
	%21 = add i32 %19, %20
	%22 = sdiv i32 %21, %splits
	%23 = add i32 %22, 31
	%24 = sdiv i32 %23, 32
	%25 = mul i32 %24, 32
	%26 = mul i32 %11, %25
	%27 = add i32 %26, %25
	%28 = icmp slt i32 %27, %18
	%29 = select i1 %28, i32 %27, i32 %18
	%30 = icmp slt i32 %26, %18
	br i1 %30, label %then1, label %join2

then1:
	%31 = mul i32 %8, 4
	br label %loop3

join2:
	ret void

loop3:
	%32 = phi i32 [ %4, %then1 ], [ %51, %join7 ]
	%33 = icmp slt i32 %32, 128
	br i1 %33, label %body4, label %done5

body4:
	%34 = sdiv i32 %32, 32
	%35 = srem i32 %32, 32
	%36 = mul i32 %10, 8
	%37 = add i32 %31, %34
	%38 = add i32 %36, %37
	%39 = icmp slt i32 %35, 16
	br i1 %39, label %then6, label %else8

done5:
	%40 = icmp slt i32 %4, 4
	br i1 %40, label %then9, label %join10

then6:
	%41 = mul i32 %38, 16
	%42 = add i32 %41, %35
	%43 = sext i32 %42 to i64
	%44 = getelementptr i16, i16 addrspace(1)* %q, i64 %43
	%45 = load i16, i16 addrspace(1)* %44
	%46 = zext i16 %45 to i32
	%47 = shl i32 %46, 16
	%48 = bitcast i32 %47 to float
	%49 = sext i32 %32 to i64
	%50 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %49
	store float %48, float addrspace(3)* %50
	br label %join7

join7:
	%51 = add i32 %32, 256
	br label %loop3

else8:
	%52 = sext i32 %32 to i64
	%53 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %52
	store float 0.0, float addrspace(3)* %53
	br label %join7

then9:
	%54 = sext i32 %4 to i64
	%55 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %54
	store float 0xFFF0000000000000, float addrspace(3)* %55
	%56 = sext i32 %4 to i64
	%57 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %56
	store float 0.0, float addrspace(3)* %57
	br label %join10

join10:
	%58 = add i32 %4, 0
	%59 = icmp slt i32 %58, 16
	%60 = select i1 %59, i32 %58, i32 0
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	call void @llvm.nvvm.barrier0()
	br label %loop11

loop11:
	%61 = phi i32 [ %26, %join10 ], [ %836, %done48 ]
	%62 = icmp slt i32 %61, %29
	br i1 %62, label %body12, label %done13

body12:
	%63 = mul i32 %7, 4
	%64 = add i32 %63, 0
	%65 = add i32 %61, %64
	%66 = icmp slt i32 %65, %29
	%67 = select i1 %66, i32 %65, i32 %26
	%68 = mul i32 %14, %max_blocks
	%69 = sdiv i32 %67, %block_size
	%70 = add i32 %68, %69
	%71 = sext i32 %70 to i64
	%72 = getelementptr i32, i32 addrspace(1)* %table, i64 %71
	%73 = load i32, i32 addrspace(1)* %72
	%74 = mul i32 %73, %block_size
	%75 = srem i32 %67, %block_size
	%76 = add i32 %74, %75
	%77 = mul i32 %76, 32
	%78 = sdiv i32 %31, 4
	%79 = mul i32 %78, 16
	%80 = add i32 %77, %79
	%81 = icmp eq i32 %6, 0
	br i1 %81, label %then14, label %join15

done13:
	%82 = mul i32 %9, 8
	%83 = add i32 %82, %31
	%84 = mul i32 %83, 18
	%85 = add i32 %84, 0
	br i1 %59, label %then49, label %join50

then14:
	%86 = mul i32 %7, 4
	%87 = add i32 %86, 0
	%88 = sext i32 %87 to i64
	%89 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %88
	store i32 %80, i32 addrspace(3)* %89
	br label %join15

join15:
	%90 = add i32 %6, 0
	%91 = icmp slt i32 %90, 16
	%92 = select i1 %91, i32 %90, i32 0
	%93 = add i32 %80, %92
	%94 = sext i32 %93 to i64
	%95 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %94
	%96 = load i16, i16 addrspace(1)* %95
	%97 = zext i16 %96 to i32
	%98 = shl i32 %97, 16
	%99 = bitcast i32 %98 to float
	%100 = select i1 %91, float %99, float 0.0
	%101 = mul i32 %7, 4
	%102 = add i32 %101, 1
	%103 = add i32 %61, %102
	%104 = icmp slt i32 %103, %29
	%105 = select i1 %104, i32 %103, i32 %26
	%106 = mul i32 %14, %max_blocks
	%107 = sdiv i32 %105, %block_size
	%108 = add i32 %106, %107
	%109 = sext i32 %108 to i64
	%110 = getelementptr i32, i32 addrspace(1)* %table, i64 %109
	%111 = load i32, i32 addrspace(1)* %110
	%112 = mul i32 %111, %block_size
	%113 = srem i32 %105, %block_size
	%114 = add i32 %112, %113
	%115 = mul i32 %114, 32
	%116 = sdiv i32 %31, 4
	%117 = mul i32 %116, 16
	%118 = add i32 %115, %117
	%119 = icmp eq i32 %6, 0
	br i1 %119, label %then16, label %join17

then16:
	%120 = mul i32 %7, 4
	%121 = add i32 %120, 1
	%122 = sext i32 %121 to i64
	%123 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %122
	store i32 %118, i32 addrspace(3)* %123
	br label %join17

join17:
	%124 = add i32 %6, 0
	%125 = icmp slt i32 %124, 16
	%126 = select i1 %125, i32 %124, i32 0
	%127 = add i32 %118, %126
	%128 = sext i32 %127 to i64
	%129 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %128
	%130 = load i16, i16 addrspace(1)* %129
	%131 = zext i16 %130 to i32
	%132 = shl i32 %131, 16
	%133 = bitcast i32 %132 to float
	%134 = select i1 %125, float %133, float 0.0
	%135 = mul i32 %7, 4
	%136 = add i32 %135, 2
	%137 = add i32 %61, %136
	%138 = icmp slt i32 %137, %29
	%139 = select i1 %138, i32 %137, i32 %26
	%140 = mul i32 %14, %max_blocks
	%141 = sdiv i32 %139, %block_size
	%142 = add i32 %140, %141
	%143 = sext i32 %142 to i64
	%144 = getelementptr i32, i32 addrspace(1)* %table, i64 %143
	%145 = load i32, i32 addrspace(1)* %144
	%146 = mul i32 %145, %block_size
	%147 = srem i32 %139, %block_size
	%148 = add i32 %146, %147
	%149 = mul i32 %148, 32
	%150 = sdiv i32 %31, 4
	%151 = mul i32 %150, 16
	%152 = add i32 %149, %151
	%153 = icmp eq i32 %6, 0
	br i1 %153, label %then18, label %join19

then18:
	%154 = mul i32 %7, 4
	%155 = add i32 %154, 2
	%156 = sext i32 %155 to i64
	%157 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %156
	store i32 %152, i32 addrspace(3)* %157
	br label %join19

join19:
	%158 = add i32 %6, 0
	%159 = icmp slt i32 %158, 16
	%160 = select i1 %159, i32 %158, i32 0
	%161 = add i32 %152, %160
	%162 = sext i32 %161 to i64
	%163 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %162
	%164 = load i16, i16 addrspace(1)* %163
	%165 = zext i16 %164 to i32
	%166 = shl i32 %165, 16
	%167 = bitcast i32 %166 to float
	%168 = select i1 %159, float %167, float 0.0
	%169 = mul i32 %7, 4
	%170 = add i32 %169, 3
	%171 = add i32 %61, %170
	%172 = icmp slt i32 %171, %29
	%173 = select i1 %172, i32 %171, i32 %26
	%174 = mul i32 %14, %max_blocks
	%175 = sdiv i32 %173, %block_size
	%176 = add i32 %174, %175
	%177 = sext i32 %176 to i64
	%178 = getelementptr i32, i32 addrspace(1)* %table, i64 %177
	%179 = load i32, i32 addrspace(1)* %178
	%180 = mul i32 %179, %block_size
	%181 = srem i32 %173, %block_size
	%182 = add i32 %180, %181
	%183 = mul i32 %182, 32
	%184 = sdiv i32 %31, 4
	%185 = mul i32 %184, 16
	%186 = add i32 %183, %185
	%187 = icmp eq i32 %6, 0
	br i1 %187, label %then20, label %join21

then20:
	%188 = mul i32 %7, 4
	%189 = add i32 %188, 3
	%190 = sext i32 %189 to i64
	%191 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %190
	store i32 %186, i32 addrspace(3)* %191
	br label %join21

join21:
	%192 = add i32 %6, 0
	%193 = icmp slt i32 %192, 16
	%194 = select i1 %193, i32 %192, i32 0
	%195 = add i32 %186, %194
	%196 = sext i32 %195 to i64
	%197 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %196
	%198 = load i16, i16 addrspace(1)* %197
	%199 = zext i16 %198 to i32
	%200 = shl i32 %199, 16
	%201 = bitcast i32 %200 to float
	%202 = select i1 %193, float %201, float 0.0
	br label %loop22

loop22:
	%203 = phi i32 [ 0, %join21 ], [ %381, %join40 ]
	%204 = icmp slt i32 %203, 4
	br i1 %204, label %body23, label %done24

body23:
	%205 = add i32 %203, 0
	%206 = mul i32 %205, 32
	%207 = add i32 %206, %6
	%208 = add i32 %207, 0
	%209 = sext i32 %208 to i64
	%210 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %209
	%211 = load float, float addrspace(3)* %210
	%212 = fmul float %211, %100
	%213 = fmul float %211, %134
	%214 = fmul float %211, %168
	%215 = fmul float %211, %202
	%216 = add i32 %203, 1
	%217 = mul i32 %216, 32
	%218 = add i32 %217, %6
	%219 = add i32 %218, 0
	%220 = sext i32 %219 to i64
	%221 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %220
	%222 = load float, float addrspace(3)* %221
	%223 = fmul float %222, %100
	%224 = fmul float %222, %134
	%225 = fmul float %222, %168
	%226 = fmul float %222, %202
	%227 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %212, i32 16, i32 31)
	%228 = fadd float %212, %227
	%229 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 16, i32 31)
	%230 = fadd float %213, %229
	%231 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 16, i32 31)
	%232 = fadd float %214, %231
	%233 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 16, i32 31)
	%234 = fadd float %215, %233
	%235 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 16, i32 31)
	%236 = fadd float %223, %235
	%237 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %224, i32 16, i32 31)
	%238 = fadd float %224, %237
	%239 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 16, i32 31)
	%240 = fadd float %225, %239
	%241 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %226, i32 16, i32 31)
	%242 = fadd float %226, %241
	%243 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %228, i32 8, i32 31)
	%244 = fadd float %228, %243
	%245 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %230, i32 8, i32 31)
	%246 = fadd float %230, %245
	%247 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %232, i32 8, i32 31)
	%248 = fadd float %232, %247
	%249 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %234, i32 8, i32 31)
	%250 = fadd float %234, %249
	%251 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %236, i32 8, i32 31)
	%252 = fadd float %236, %251
	%253 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %238, i32 8, i32 31)
	%254 = fadd float %238, %253
	%255 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %240, i32 8, i32 31)
	%256 = fadd float %240, %255
	%257 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %242, i32 8, i32 31)
	%258 = fadd float %242, %257
	%259 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %244, i32 4, i32 31)
	%260 = fadd float %244, %259
	%261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %246, i32 4, i32 31)
	%262 = fadd float %246, %261
	%263 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %248, i32 4, i32 31)
	%264 = fadd float %248, %263
	%265 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %250, i32 4, i32 31)
	%266 = fadd float %250, %265
	%267 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %252, i32 4, i32 31)
	%268 = fadd float %252, %267
	%269 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 4, i32 31)
	%270 = fadd float %254, %269
	%271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 4, i32 31)
	%272 = fadd float %256, %271
	%273 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 4, i32 31)
	%274 = fadd float %258, %273
	%275 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 2, i32 31)
	%276 = fadd float %260, %275
	%277 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %262, i32 2, i32 31)
	%278 = fadd float %262, %277
	%279 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 2, i32 31)
	%280 = fadd float %264, %279
	%281 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 2, i32 31)
	%282 = fadd float %266, %281
	%283 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 2, i32 31)
	%284 = fadd float %268, %283
	%285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 2, i32 31)
	%286 = fadd float %270, %285
	%287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 2, i32 31)
	%288 = fadd float %272, %287
	%289 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %274, i32 2, i32 31)
	%290 = fadd float %274, %289
	%291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %276, i32 1, i32 31)
	%292 = fadd float %276, %291
	%293 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 1, i32 31)
	%294 = fadd float %278, %293
	%295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %280, i32 1, i32 31)
	%296 = fadd float %280, %295
	%297 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 1, i32 31)
	%298 = fadd float %282, %297
	%299 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %284, i32 1, i32 31)
	%300 = fadd float %284, %299
	%301 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %286, i32 1, i32 31)
	%302 = fadd float %286, %301
	%303 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %288, i32 1, i32 31)
	%304 = fadd float %288, %303
	%305 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 1, i32 31)
	%306 = fadd float %290, %305
	%307 = add i32 %203, 0
	%308 = fmul float %292, 0.25
	%309 = select i1 %66, float %308, float 0xFFF0000000000000
	%310 = icmp eq i32 %6, 0
	br i1 %310, label %then25, label %join26

done24:
	call void @llvm.nvvm.barrier0()
	br label %loop41

then25:
	%311 = mul i32 %307, 32
	%312 = mul i32 %7, 4
	%313 = add i32 %312, 0
	%314 = add i32 %311, %313
	%315 = sext i32 %314 to i64
	%316 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %315
	store float %309, float addrspace(3)* %316
	br label %join26

join26:
	%317 = fmul float %294, 0.25
	%318 = select i1 %104, float %317, float 0xFFF0000000000000
	%319 = icmp eq i32 %6, 0
	br i1 %319, label %then27, label %join28

then27:
	%320 = mul i32 %307, 32
	%321 = mul i32 %7, 4
	%322 = add i32 %321, 1
	%323 = add i32 %320, %322
	%324 = sext i32 %323 to i64
	%325 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %324
	store float %318, float addrspace(3)* %325
	br label %join28

join28:
	%326 = fmul float %296, 0.25
	%327 = select i1 %138, float %326, float 0xFFF0000000000000
	%328 = icmp eq i32 %6, 0
	br i1 %328, label %then29, label %join30

then29:
	%329 = mul i32 %307, 32
	%330 = mul i32 %7, 4
	%331 = add i32 %330, 2
	%332 = add i32 %329, %331
	%333 = sext i32 %332 to i64
	%334 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %333
	store float %327, float addrspace(3)* %334
	br label %join30

join30:
	%335 = fmul float %298, 0.25
	%336 = select i1 %172, float %335, float 0xFFF0000000000000
	%337 = icmp eq i32 %6, 0
	br i1 %337, label %then31, label %join32

then31:
	%338 = mul i32 %307, 32
	%339 = mul i32 %7, 4
	%340 = add i32 %339, 3
	%341 = add i32 %338, %340
	%342 = sext i32 %341 to i64
	%343 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %342
	store float %336, float addrspace(3)* %343
	br label %join32

join32:
	%344 = add i32 %203, 1
	%345 = fmul float %300, 0.25
	%346 = select i1 %66, float %345, float 0xFFF0000000000000
	%347 = icmp eq i32 %6, 0
	br i1 %347, label %then33, label %join34

then33:
	%348 = mul i32 %344, 32
	%349 = mul i32 %7, 4
	%350 = add i32 %349, 0
	%351 = add i32 %348, %350
	%352 = sext i32 %351 to i64
	%353 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %352
	store float %346, float addrspace(3)* %353
	br label %join34

join34:
	%354 = fmul float %302, 0.25
	%355 = select i1 %104, float %354, float 0xFFF0000000000000
	%356 = icmp eq i32 %6, 0
	br i1 %356, label %then35, label %join36

then35:
	%357 = mul i32 %344, 32
	%358 = mul i32 %7, 4
	%359 = add i32 %358, 1
	%360 = add i32 %357, %359
	%361 = sext i32 %360 to i64
	%362 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %361
	store float %355, float addrspace(3)* %362
	br label %join36

join36:
	%363 = fmul float %304, 0.25
	%364 = select i1 %138, float %363, float 0xFFF0000000000000
	%365 = icmp eq i32 %6, 0
	br i1 %365, label %then37, label %join38

then37:
	%366 = mul i32 %344, 32
	%367 = mul i32 %7, 4
	%368 = add i32 %367, 2
	%369 = add i32 %366, %368
	%370 = sext i32 %369 to i64
	%371 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %370
	store float %364, float addrspace(3)* %371
	br label %join38

join38:
	%372 = fmul float %306, 0.25
	%373 = select i1 %172, float %372, float 0xFFF0000000000000
	%374 = icmp eq i32 %6, 0
	br i1 %374, label %then39, label %join40

then39:
	%375 = mul i32 %344, 32
	%376 = mul i32 %7, 4
	%377 = add i32 %376, 3
	%378 = add i32 %375, %377
	%379 = sext i32 %378 to i64
	%380 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %379
	store float %373, float addrspace(3)* %380
	br label %join40

join40:
	%381 = add i32 %203, 2
	br label %loop22

loop41:
	%382 = phi i32 [ %7, %done24 ], [ %552, %join45 ]
	%383 = icmp slt i32 %382, 4
	br i1 %383, label %body42, label %done43

body42:
	%384 = mul i32 %382, 32
	%385 = add i32 %384, %6
	%386 = sext i32 %385 to i64
	%387 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %386
	%388 = load float, float addrspace(3)* %387
	%389 = sext i32 %382 to i64
	%390 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %389
	%391 = load float, float addrspace(3)* %390
	%392 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %388, i32 16, i32 31)
	%393 = fcmp olt float %388, %392
	%394 = select i1 %393, float %392, float %388
	%395 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %394, i32 8, i32 31)
	%396 = fcmp olt float %394, %395
	%397 = select i1 %396, float %395, float %394
	%398 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 4, i32 31)
	%399 = fcmp olt float %397, %398
	%400 = select i1 %399, float %398, float %397
	%401 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %400, i32 2, i32 31)
	%402 = fcmp olt float %400, %401
	%403 = select i1 %402, float %401, float %400
	%404 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %403, i32 1, i32 31)
	%405 = fcmp olt float %403, %404
	%406 = select i1 %405, float %404, float %403
	%407 = fcmp olt float %406, %391
	%408 = select i1 %407, float %391, float %406
	%409 = fsub float %388, %408
	%410 = fpext float %409 to double
	%411 = fcmp olt double %410, -745.0
	%412 = select i1 %411, double -745.0, double %410
	%413 = fcmp olt double 710.0, %412
	%414 = select i1 %413, double 710.0, double %412
	%415 = fmul double %414, 0x3FF71547652B82FE
	%416 = call double @llvm.rint.f64(double %415)
	%417 = fmul double %416, 0x3FE62E42FEE00000
	%418 = fsub double %414, %417
	%419 = fmul double %416, 0x3DEA39EF35793C76
	%420 = fsub double %418, %419
	%421 = fmul double 0x3DE6124613A86D09, %420
	%422 = fadd double %421, 0x3E21EED8EFF8D898
	%423 = fmul double %422, %420
	%424 = fadd double %423, 0x3E5AE64567F544E4
	%425 = fmul double %424, %420
	%426 = fadd double %425, 0x3E927E4FB7789F5C
	%427 = fmul double %426, %420
	%428 = fadd double %427, 0x3EC71DE3A556C734
	%429 = fmul double %428, %420
	%430 = fadd double %429, 0x3EFA01A01A01A01A
	%431 = fmul double %430, %420
	%432 = fadd double %431, 0x3F2A01A01A01A01A
	%433 = fmul double %432, %420
	%434 = fadd double %433, 0x3F56C16C16C16C17
	%435 = fmul double %434, %420
	%436 = fadd double %435, 0x3F81111111111111
	%437 = fmul double %436, %420
	%438 = fadd double %437, 0x3FA5555555555555
	%439 = fmul double %438, %420
	%440 = fadd double %439, 0x3FC5555555555555
	%441 = fmul double %440, %420
	%442 = fadd double %441, 0.5
	%443 = fmul double %442, %420
	%444 = fadd double %443, 1.0
	%445 = fmul double %444, %420
	%446 = fadd double %445, 1.0
	%447 = fptosi double %416 to i64
	%448 = sdiv i64 %447, 2
	%449 = sub i64 %447, %448
	%450 = add i64 %448, 1023
	%451 = shl i64 %450, 52
	%452 = bitcast i64 %451 to double
	%453 = fmul double %446, %452
	%454 = add i64 %449, 1023
	%455 = shl i64 %454, 52
	%456 = bitcast i64 %455 to double
	%457 = fmul double %453, %456
	%458 = fptrunc double %457 to float
	%459 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %458, i32 16, i32 31)
	%460 = fadd float %458, %459
	%461 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %460, i32 8, i32 31)
	%462 = fadd float %460, %461
	%463 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %462, i32 4, i32 31)
	%464 = fadd float %462, %463
	%465 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %464, i32 2, i32 31)
	%466 = fadd float %464, %465
	%467 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %466, i32 1, i32 31)
	%468 = fadd float %466, %467
	%469 = fsub float %391, %408
	%470 = fpext float %469 to double
	%471 = fcmp olt double %470, -745.0
	%472 = select i1 %471, double -745.0, double %470
	%473 = fcmp olt double 710.0, %472
	%474 = select i1 %473, double 710.0, double %472
	%475 = fmul double %474, 0x3FF71547652B82FE
	%476 = call double @llvm.rint.f64(double %475)
	%477 = fmul double %476, 0x3FE62E42FEE00000
	%478 = fsub double %474, %477
	%479 = fmul double %476, 0x3DEA39EF35793C76
	%480 = fsub double %478, %479
	%481 = fmul double 0x3DE6124613A86D09, %480
	%482 = fadd double %481, 0x3E21EED8EFF8D898
	%483 = fmul double %482, %480
	%484 = fadd double %483, 0x3E5AE64567F544E4
	%485 = fmul double %484, %480
	%486 = fadd double %485, 0x3E927E4FB7789F5C
	%487 = fmul double %486, %480
	%488 = fadd double %487, 0x3EC71DE3A556C734
	%489 = fmul double %488, %480
	%490 = fadd double %489, 0x3EFA01A01A01A01A
	%491 = fmul double %490, %480
	%492 = fadd double %491, 0x3F2A01A01A01A01A
	%493 = fmul double %492, %480
	%494 = fadd double %493, 0x3F56C16C16C16C17
	%495 = fmul double %494, %480
	%496 = fadd double %495, 0x3F81111111111111
	%497 = fmul double %496, %480
	%498 = fadd double %497, 0x3FA5555555555555
	%499 = fmul double %498, %480
	%500 = fadd double %499, 0x3FC5555555555555
	%501 = fmul double %500, %480
	%502 = fadd double %501, 0.5
	%503 = fmul double %502, %480
	%504 = fadd double %503, 1.0
	%505 = fmul double %504, %480
	%506 = fadd double %505, 1.0
	%507 = fptosi double %476 to i64
	%508 = sdiv i64 %507, 2
	%509 = sub i64 %507, %508
	%510 = add i64 %508, 1023
	%511 = shl i64 %510, 52
	%512 = bitcast i64 %511 to double
	%513 = fmul double %506, %512
	%514 = add i64 %509, 1023
	%515 = shl i64 %514, 52
	%516 = bitcast i64 %515 to double
	%517 = fmul double %513, %516
	%518 = fptrunc double %517 to float
	%519 = sext i32 %385 to i64
	%520 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %519
	store float %458, float addrspace(3)* %520
	%521 = icmp eq i32 %6, 0
	br i1 %521, label %then44, label %join45

done43:
	call void @llvm.nvvm.barrier0()
	%522 = sext i32 0 to i64
	%523 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %522
	%524 = load float, float addrspace(3)* %523
	%525 = load float, float* %0
	%526 = fmul float %525, %524
	store float %526, float* %0
	%527 = sext i32 1 to i64
	%528 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %527
	%529 = load float, float addrspace(3)* %528
	%530 = load float, float* %1
	%531 = fmul float %530, %529
	store float %531, float* %1
	%532 = sext i32 2 to i64
	%533 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %532
	%534 = load float, float addrspace(3)* %533
	%535 = load float, float* %2
	%536 = fmul float %535, %534
	store float %536, float* %2
	%537 = sext i32 3 to i64
	%538 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %537
	%539 = load float, float addrspace(3)* %538
	%540 = load float, float* %3
	%541 = fmul float %540, %539
	store float %541, float* %3
	br label %loop46

then44:
	%542 = sext i32 %382 to i64
	%543 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %542
	store float %408, float addrspace(3)* %543
	%544 = sext i32 %382 to i64
	%545 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %544
	%546 = load float, float addrspace(3)* %545
	%547 = call float @llvm.fma.f32(float %546, float %518, float %468)
	%548 = sext i32 %382 to i64
	%549 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %548
	store float %547, float addrspace(3)* %549
	%550 = sext i32 %382 to i64
	%551 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %550
	store float %518, float addrspace(3)* %551
	br label %join45

join45:
	%552 = add i32 %382, 8
	br label %loop41

loop46:
	%553 = phi i32 [ 0, %done43 ], [ %835, %body47 ]
	%554 = icmp slt i32 %553, 32
	br i1 %554, label %body47, label %done48

body47:
	%555 = add i32 %553, 0
	%556 = sext i32 %555 to i64
	%557 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %556
	%558 = load i32, i32 addrspace(3)* %557
	%559 = add i32 %558, %60
	%560 = sext i32 %559 to i64
	%561 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %560
	%562 = load i16, i16 addrspace(1)* %561
	%563 = zext i16 %562 to i32
	%564 = shl i32 %563, 16
	%565 = bitcast i32 %564 to float
	%566 = add i32 %553, 1
	%567 = sext i32 %566 to i64
	%568 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %567
	%569 = load i32, i32 addrspace(3)* %568
	%570 = add i32 %569, %60
	%571 = sext i32 %570 to i64
	%572 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %571
	%573 = load i16, i16 addrspace(1)* %572
	%574 = zext i16 %573 to i32
	%575 = shl i32 %574, 16
	%576 = bitcast i32 %575 to float
	%577 = add i32 %553, 2
	%578 = sext i32 %577 to i64
	%579 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %578
	%580 = load i32, i32 addrspace(3)* %579
	%581 = add i32 %580, %60
	%582 = sext i32 %581 to i64
	%583 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %582
	%584 = load i16, i16 addrspace(1)* %583
	%585 = zext i16 %584 to i32
	%586 = shl i32 %585, 16
	%587 = bitcast i32 %586 to float
	%588 = add i32 %553, 3
	%589 = sext i32 %588 to i64
	%590 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %589
	%591 = load i32, i32 addrspace(3)* %590
	%592 = add i32 %591, %60
	%593 = sext i32 %592 to i64
	%594 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %593
	%595 = load i16, i16 addrspace(1)* %594
	%596 = zext i16 %595 to i32
	%597 = shl i32 %596, 16
	%598 = bitcast i32 %597 to float
	%599 = add i32 %553, 4
	%600 = sext i32 %599 to i64
	%601 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %600
	%602 = load i32, i32 addrspace(3)* %601
	%603 = add i32 %602, %60
	%604 = sext i32 %603 to i64
	%605 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %604
	%606 = load i16, i16 addrspace(1)* %605
	%607 = zext i16 %606 to i32
	%608 = shl i32 %607, 16
	%609 = bitcast i32 %608 to float
	%610 = add i32 %553, 5
	%611 = sext i32 %610 to i64
	%612 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %611
	%613 = load i32, i32 addrspace(3)* %612
	%614 = add i32 %613, %60
	%615 = sext i32 %614 to i64
	%616 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %615
	%617 = load i16, i16 addrspace(1)* %616
	%618 = zext i16 %617 to i32
	%619 = shl i32 %618, 16
	%620 = bitcast i32 %619 to float
	%621 = add i32 %553, 6
	%622 = sext i32 %621 to i64
	%623 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %622
	%624 = load i32, i32 addrspace(3)* %623
	%625 = add i32 %624, %60
	%626 = sext i32 %625 to i64
	%627 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %626
	%628 = load i16, i16 addrspace(1)* %627
	%629 = zext i16 %628 to i32
	%630 = shl i32 %629, 16
	%631 = bitcast i32 %630 to float
	%632 = add i32 %553, 7
	%633 = sext i32 %632 to i64
	%634 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %633
	%635 = load i32, i32 addrspace(3)* %634
	%636 = add i32 %635, %60
	%637 = sext i32 %636 to i64
	%638 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %637
	%639 = load i16, i16 addrspace(1)* %638
	%640 = zext i16 %639 to i32
	%641 = shl i32 %640, 16
	%642 = bitcast i32 %641 to float
	%643 = add i32 0, %553
	%644 = sext i32 %643 to i64
	%645 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %644
	%646 = load float, float addrspace(3)* %645
	%647 = load float, float* %0
	%648 = call float @llvm.fma.f32(float %646, float %565, float %647)
	store float %648, float* %0
	%649 = add i32 32, %553
	%650 = sext i32 %649 to i64
	%651 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %650
	%652 = load float, float addrspace(3)* %651
	%653 = load float, float* %1
	%654 = call float @llvm.fma.f32(float %652, float %565, float %653)
	store float %654, float* %1
	%655 = add i32 64, %553
	%656 = sext i32 %655 to i64
	%657 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %656
	%658 = load float, float addrspace(3)* %657
	%659 = load float, float* %2
	%660 = call float @llvm.fma.f32(float %658, float %565, float %659)
	store float %660, float* %2
	%661 = add i32 96, %553
	%662 = sext i32 %661 to i64
	%663 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %662
	%664 = load float, float addrspace(3)* %663
	%665 = load float, float* %3
	%666 = call float @llvm.fma.f32(float %664, float %565, float %665)
	store float %666, float* %3
	%667 = add i32 1, %553
	%668 = sext i32 %667 to i64
	%669 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %668
	%670 = load float, float addrspace(3)* %669
	%671 = load float, float* %0
	%672 = call float @llvm.fma.f32(float %670, float %576, float %671)
	store float %672, float* %0
	%673 = add i32 33, %553
	%674 = sext i32 %673 to i64
	%675 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %674
	%676 = load float, float addrspace(3)* %675
	%677 = load float, float* %1
	%678 = call float @llvm.fma.f32(float %676, float %576, float %677)
	store float %678, float* %1
	%679 = add i32 65, %553
	%680 = sext i32 %679 to i64
	%681 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %680
	%682 = load float, float addrspace(3)* %681
	%683 = load float, float* %2
	%684 = call float @llvm.fma.f32(float %682, float %576, float %683)
	store float %684, float* %2
	%685 = add i32 97, %553
	%686 = sext i32 %685 to i64
	%687 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %686
	%688 = load float, float addrspace(3)* %687
	%689 = load float, float* %3
	%690 = call float @llvm.fma.f32(float %688, float %576, float %689)
	store float %690, float* %3
	%691 = add i32 2, %553
	%692 = sext i32 %691 to i64
	%693 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %692
	%694 = load float, float addrspace(3)* %693
	%695 = load float, float* %0
	%696 = call float @llvm.fma.f32(float %694, float %587, float %695)
	store float %696, float* %0
	%697 = add i32 34, %553
	%698 = sext i32 %697 to i64
	%699 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %698
	%700 = load float, float addrspace(3)* %699
	%701 = load float, float* %1
	%702 = call float @llvm.fma.f32(float %700, float %587, float %701)
	store float %702, float* %1
	%703 = add i32 66, %553
	%704 = sext i32 %703 to i64
	%705 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %704
	%706 = load float, float addrspace(3)* %705
	%707 = load float, float* %2
	%708 = call float @llvm.fma.f32(float %706, float %587, float %707)
	store float %708, float* %2
	%709 = add i32 98, %553
	%710 = sext i32 %709 to i64
	%711 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %710
	%712 = load float, float addrspace(3)* %711
	%713 = load float, float* %3
	%714 = call float @llvm.fma.f32(float %712, float %587, float %713)
	store float %714, float* %3
	%715 = add i32 3, %553
	%716 = sext i32 %715 to i64
	%717 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %716
	%718 = load float, float addrspace(3)* %717
	%719 = load float, float* %0
	%720 = call float @llvm.fma.f32(float %718, float %598, float %719)
	store float %720, float* %0
	%721 = add i32 35, %553
	%722 = sext i32 %721 to i64
	%723 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %722
	%724 = load float, float addrspace(3)* %723
	%725 = load float, float* %1
	%726 = call float @llvm.fma.f32(float %724, float %598, float %725)
	store float %726, float* %1
	%727 = add i32 67, %553
	%728 = sext i32 %727 to i64
	%729 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %728
	%730 = load float, float addrspace(3)* %729
	%731 = load float, float* %2
	%732 = call float @llvm.fma.f32(float %730, float %598, float %731)
	store float %732, float* %2
	%733 = add i32 99, %553
	%734 = sext i32 %733 to i64
	%735 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %734
	%736 = load float, float addrspace(3)* %735
	%737 = load float, float* %3
	%738 = call float @llvm.fma.f32(float %736, float %598, float %737)
	store float %738, float* %3
	%739 = add i32 4, %553
	%740 = sext i32 %739 to i64
	%741 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %740
	%742 = load float, float addrspace(3)* %741
	%743 = load float, float* %0
	%744 = call float @llvm.fma.f32(float %742, float %609, float %743)
	store float %744, float* %0
	%745 = add i32 36, %553
	%746 = sext i32 %745 to i64
	%747 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %746
	%748 = load float, float addrspace(3)* %747
	%749 = load float, float* %1
	%750 = call float @llvm.fma.f32(float %748, float %609, float %749)
	store float %750, float* %1
	%751 = add i32 68, %553
	%752 = sext i32 %751 to i64
	%753 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %752
	%754 = load float, float addrspace(3)* %753
	%755 = load float, float* %2
	%756 = call float @llvm.fma.f32(float %754, float %609, float %755)
	store float %756, float* %2
	%757 = add i32 100, %553
	%758 = sext i32 %757 to i64
	%759 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %758
	%760 = load float, float addrspace(3)* %759
	%761 = load float, float* %3
	%762 = call float @llvm.fma.f32(float %760, float %609, float %761)
	store float %762, float* %3
	%763 = add i32 5, %553
	%764 = sext i32 %763 to i64
	%765 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %764
	%766 = load float, float addrspace(3)* %765
	%767 = load float, float* %0
	%768 = call float @llvm.fma.f32(float %766, float %620, float %767)
	store float %768, float* %0
	%769 = add i32 37, %553
	%770 = sext i32 %769 to i64
	%771 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %770
	%772 = load float, float addrspace(3)* %771
	%773 = load float, float* %1
	%774 = call float @llvm.fma.f32(float %772, float %620, float %773)
	store float %774, float* %1
	%775 = add i32 69, %553
	%776 = sext i32 %775 to i64
	%777 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %776
	%778 = load float, float addrspace(3)* %777
	%779 = load float, float* %2
	%780 = call float @llvm.fma.f32(float %778, float %620, float %779)
	store float %780, float* %2
	%781 = add i32 101, %553
	%782 = sext i32 %781 to i64
	%783 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %782
	%784 = load float, float addrspace(3)* %783
	%785 = load float, float* %3
	%786 = call float @llvm.fma.f32(float %784, float %620, float %785)
	store float %786, float* %3
	%787 = add i32 6, %553
	%788 = sext i32 %787 to i64
	%789 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %788
	%790 = load float, float addrspace(3)* %789
	%791 = load float, float* %0
	%792 = call float @llvm.fma.f32(float %790, float %631, float %791)
	store float %792, float* %0
	%793 = add i32 38, %553
	%794 = sext i32 %793 to i64
	%795 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %794
	%796 = load float, float addrspace(3)* %795
	%797 = load float, float* %1
	%798 = call float @llvm.fma.f32(float %796, float %631, float %797)
	store float %798, float* %1
	%799 = add i32 70, %553
	%800 = sext i32 %799 to i64
	%801 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %800
	%802 = load float, float addrspace(3)* %801
	%803 = load float, float* %2
	%804 = call float @llvm.fma.f32(float %802, float %631, float %803)
	store float %804, float* %2
	%805 = add i32 102, %553
	%806 = sext i32 %805 to i64
	%807 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %806
	%808 = load float, float addrspace(3)* %807
	%809 = load float, float* %3
	%810 = call float @llvm.fma.f32(float %808, float %631, float %809)
	store float %810, float* %3
	%811 = add i32 7, %553
	%812 = sext i32 %811 to i64
	%813 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %812
	%814 = load float, float addrspace(3)* %813
	%815 = load float, float* %0
	%816 = call float @llvm.fma.f32(float %814, float %642, float %815)
	store float %816, float* %0
	%817 = add i32 39, %553
	%818 = sext i32 %817 to i64
	%819 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %818
	%820 = load float, float addrspace(3)* %819
	%821 = load float, float* %1
	%822 = call float @llvm.fma.f32(float %820, float %642, float %821)
	store float %822, float* %1
	%823 = add i32 71, %553
	%824 = sext i32 %823 to i64
	%825 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %824
	%826 = load float, float addrspace(3)* %825
	%827 = load float, float* %2
	%828 = call float @llvm.fma.f32(float %826, float %642, float %827)
	store float %828, float* %2
	%829 = add i32 103, %553
	%830 = sext i32 %829 to i64
	%831 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %830
	%832 = load float, float addrspace(3)* %831
	%833 = load float, float* %3
	%834 = call float @llvm.fma.f32(float %832, float %642, float %833)
	store float %834, float* %3
	%835 = add i32 %553, 8
	br label %loop46

done48:
	call void @llvm.nvvm.barrier0()
	%836 = add i32 %61, 32
	br label %loop11

then49:
	%837 = add i32 %85, %60
	%838 = load float, float* %0
	%839 = sext i32 %837 to i64
	%840 = getelementptr float, float addrspace(1)* %part, i64 %839
	store float %838, float addrspace(1)* %840
	br label %join50

join50:
	%841 = add i32 %84, 18
	br i1 %59, label %then51, label %join52

then51:
	%842 = add i32 %841, %60
	%843 = load float, float* %1
	%844 = sext i32 %842 to i64
	%845 = getelementptr float, float addrspace(1)* %part, i64 %844
	store float %843, float addrspace(1)* %845
	br label %join52

join52:
	%846 = add i32 %84, 36
	br i1 %59, label %then53, label %join54

then53:
	%847 = add i32 %846, %60
	%848 = load float, float* %2
	%849 = sext i32 %847 to i64
	%850 = getelementptr float, float addrspace(1)* %part, i64 %849
	store float %848, float addrspace(1)* %850
	br label %join54

join54:
	%851 = add i32 %84, 54
	br i1 %59, label %then55, label %join56

then55:
	%852 = add i32 %851, %60
	%853 = load float, float* %3
	%854 = sext i32 %852 to i64
	%855 = getelementptr float, float addrspace(1)* %part, i64 %854
	store float %853, float addrspace(1)* %855
	br label %join56

join56:
	%856 = icmp slt i32 %4, 4
	br i1 %856, label %then57, label %join58

then57:
	%857 = mul i32 %4, 18
	%858 = add i32 %84, %857
	%859 = add i32 %858, 16
	%860 = sext i32 %4 to i64
	%861 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %860
	%862 = load float, float addrspace(3)* %861
	%863 = sext i32 %859 to i64
	%864 = getelementptr float, float addrspace(1)* %part, i64 %863
	store float %862, float addrspace(1)* %864
	%865 = add i32 %858, 17
	%866 = sext i32 %4 to i64
	%867 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %866
	%868 = load float, float addrspace(3)* %867
	%869 = sext i32 %865 to i64
	%870 = getelementptr float, float addrspace(1)* %part, i64 %869
	store float %868, float addrspace(1)* %870
	br label %join58

join58:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
