target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45 = internal addrspace(3) global [128 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46 = internal addrspace(3) global [128 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49 = internal addrspace(3) global [4 x float] undef, align 8
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50 = internal addrspace(3) global [32 x i32] undef, align 8

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
	%50 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %49
	store float %48, float addrspace(3)* %50
	br label %join7

join7:
	%51 = add i32 %32, 256
	br label %loop3

else8:
	%52 = sext i32 %32 to i64
	%53 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %52
	store float 0.0, float addrspace(3)* %53
	br label %join7

then9:
	%54 = sext i32 %4 to i64
	%55 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %54
	store float 0xFFF0000000000000, float addrspace(3)* %55
	%56 = sext i32 %4 to i64
	%57 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %56
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
	%61 = phi i32 [ %26, %join10 ], [ %503, %done40 ]
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
	br i1 %59, label %then41, label %join42

then14:
	%86 = mul i32 %7, 4
	%87 = add i32 %86, 0
	%88 = sext i32 %87 to i64
	%89 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50, i64 0, i64 %88
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
	%123 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50, i64 0, i64 %122
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
	%157 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50, i64 0, i64 %156
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
	%191 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50, i64 0, i64 %190
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
	%203 = phi i32 [ 0, %join21 ], [ %291, %join32 ]
	%204 = icmp slt i32 %203, 4
	br i1 %204, label %body23, label %done24

body23:
	%205 = mul i32 %203, 32
	%206 = add i32 %205, %6
	%207 = add i32 %206, 0
	%208 = sext i32 %207 to i64
	%209 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %208
	%210 = load float, float addrspace(3)* %209
	%211 = fmul float %210, %100
	%212 = fmul float %210, %134
	%213 = fmul float %210, %168
	%214 = fmul float %210, %202
	%215 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 16, i32 31)
	%216 = fadd float %211, %215
	%217 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %216, i32 8, i32 31)
	%218 = fadd float %216, %217
	%219 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 4, i32 31)
	%220 = fadd float %218, %219
	%221 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %220, i32 2, i32 31)
	%222 = fadd float %220, %221
	%223 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %222, i32 1, i32 31)
	%224 = fadd float %222, %223
	%225 = fmul float %224, 0.25
	%226 = select i1 %66, float %225, float 0xFFF0000000000000
	%227 = icmp eq i32 %6, 0
	br i1 %227, label %then25, label %join26

done24:
	call void @llvm.nvvm.barrier0()
	br label %loop33

then25:
	%228 = mul i32 %203, 32
	%229 = mul i32 %7, 4
	%230 = add i32 %229, 0
	%231 = add i32 %228, %230
	%232 = sext i32 %231 to i64
	%233 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %232
	store float %226, float addrspace(3)* %233
	br label %join26

join26:
	%234 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %212, i32 16, i32 31)
	%235 = fadd float %212, %234
	%236 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %235, i32 8, i32 31)
	%237 = fadd float %235, %236
	%238 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %237, i32 4, i32 31)
	%239 = fadd float %237, %238
	%240 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %239, i32 2, i32 31)
	%241 = fadd float %239, %240
	%242 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %241, i32 1, i32 31)
	%243 = fadd float %241, %242
	%244 = fmul float %243, 0.25
	%245 = select i1 %104, float %244, float 0xFFF0000000000000
	%246 = icmp eq i32 %6, 0
	br i1 %246, label %then27, label %join28

then27:
	%247 = mul i32 %203, 32
	%248 = mul i32 %7, 4
	%249 = add i32 %248, 1
	%250 = add i32 %247, %249
	%251 = sext i32 %250 to i64
	%252 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %251
	store float %245, float addrspace(3)* %252
	br label %join28

join28:
	%253 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 16, i32 31)
	%254 = fadd float %213, %253
	%255 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 8, i32 31)
	%256 = fadd float %254, %255
	%257 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 4, i32 31)
	%258 = fadd float %256, %257
	%259 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 2, i32 31)
	%260 = fadd float %258, %259
	%261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 1, i32 31)
	%262 = fadd float %260, %261
	%263 = fmul float %262, 0.25
	%264 = select i1 %138, float %263, float 0xFFF0000000000000
	%265 = icmp eq i32 %6, 0
	br i1 %265, label %then29, label %join30

then29:
	%266 = mul i32 %203, 32
	%267 = mul i32 %7, 4
	%268 = add i32 %267, 2
	%269 = add i32 %266, %268
	%270 = sext i32 %269 to i64
	%271 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %270
	store float %264, float addrspace(3)* %271
	br label %join30

join30:
	%272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 16, i32 31)
	%273 = fadd float %214, %272
	%274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 8, i32 31)
	%275 = fadd float %273, %274
	%276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 4, i32 31)
	%277 = fadd float %275, %276
	%278 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 2, i32 31)
	%279 = fadd float %277, %278
	%280 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 1, i32 31)
	%281 = fadd float %279, %280
	%282 = fmul float %281, 0.25
	%283 = select i1 %172, float %282, float 0xFFF0000000000000
	%284 = icmp eq i32 %6, 0
	br i1 %284, label %then31, label %join32

then31:
	%285 = mul i32 %203, 32
	%286 = mul i32 %7, 4
	%287 = add i32 %286, 3
	%288 = add i32 %285, %287
	%289 = sext i32 %288 to i64
	%290 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %289
	store float %283, float addrspace(3)* %290
	br label %join32

join32:
	%291 = add i32 %203, 1
	br label %loop22

loop33:
	%292 = phi i32 [ %7, %done24 ], [ %465, %join37 ]
	%293 = icmp slt i32 %292, 4
	br i1 %293, label %body34, label %done35

body34:
	%294 = mul i32 %292, 32
	%295 = add i32 %294, %6
	%296 = sext i32 %295 to i64
	%297 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %296
	%298 = load float, float addrspace(3)* %297
	%299 = sext i32 %292 to i64
	%300 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %299
	%301 = load float, float addrspace(3)* %300
	%302 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %298, i32 16, i32 31)
	%303 = fcmp olt float %298, %302
	%304 = select i1 %303, float %302, float %298
	%305 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %304, i32 8, i32 31)
	%306 = fcmp olt float %304, %305
	%307 = select i1 %306, float %305, float %304
	%308 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 4, i32 31)
	%309 = fcmp olt float %307, %308
	%310 = select i1 %309, float %308, float %307
	%311 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %310, i32 2, i32 31)
	%312 = fcmp olt float %310, %311
	%313 = select i1 %312, float %311, float %310
	%314 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 1, i32 31)
	%315 = fcmp olt float %313, %314
	%316 = select i1 %315, float %314, float %313
	%317 = fcmp olt float %316, %301
	%318 = select i1 %317, float %301, float %316
	%319 = fsub float %298, %318
	%320 = fpext float %319 to double
	%321 = fcmp olt double %320, -745.0
	%322 = select i1 %321, double -745.0, double %320
	%323 = fcmp olt double 710.0, %322
	%324 = select i1 %323, double 710.0, double %322
	%325 = fmul double %324, 0x3FF71547652B82FE
	%326 = call double @llvm.rint.f64(double %325)
	%327 = fmul double %326, 0x3FE62E42FEE00000
	%328 = fsub double %324, %327
	%329 = fmul double %326, 0x3DEA39EF35793C76
	%330 = fsub double %328, %329
	%331 = fmul double 0x3DE6124613A86D09, %330
	%332 = fadd double %331, 0x3E21EED8EFF8D898
	%333 = fmul double %332, %330
	%334 = fadd double %333, 0x3E5AE64567F544E4
	%335 = fmul double %334, %330
	%336 = fadd double %335, 0x3E927E4FB7789F5C
	%337 = fmul double %336, %330
	%338 = fadd double %337, 0x3EC71DE3A556C734
	%339 = fmul double %338, %330
	%340 = fadd double %339, 0x3EFA01A01A01A01A
	%341 = fmul double %340, %330
	%342 = fadd double %341, 0x3F2A01A01A01A01A
	%343 = fmul double %342, %330
	%344 = fadd double %343, 0x3F56C16C16C16C17
	%345 = fmul double %344, %330
	%346 = fadd double %345, 0x3F81111111111111
	%347 = fmul double %346, %330
	%348 = fadd double %347, 0x3FA5555555555555
	%349 = fmul double %348, %330
	%350 = fadd double %349, 0x3FC5555555555555
	%351 = fmul double %350, %330
	%352 = fadd double %351, 0.5
	%353 = fmul double %352, %330
	%354 = fadd double %353, 1.0
	%355 = fmul double %354, %330
	%356 = fadd double %355, 1.0
	%357 = fptosi double %326 to i64
	%358 = sdiv i64 %357, 2
	%359 = sub i64 %357, %358
	%360 = add i64 %358, 1023
	%361 = shl i64 %360, 52
	%362 = bitcast i64 %361 to double
	%363 = fmul double %356, %362
	%364 = add i64 %359, 1023
	%365 = shl i64 %364, 52
	%366 = bitcast i64 %365 to double
	%367 = fmul double %363, %366
	%368 = fptrunc double %367 to float
	%369 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %368, i32 16, i32 31)
	%370 = fadd float %368, %369
	%371 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %370, i32 8, i32 31)
	%372 = fadd float %370, %371
	%373 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %372, i32 4, i32 31)
	%374 = fadd float %372, %373
	%375 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 2, i32 31)
	%376 = fadd float %374, %375
	%377 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %376, i32 1, i32 31)
	%378 = fadd float %376, %377
	%379 = fsub float %301, %318
	%380 = fpext float %379 to double
	%381 = fcmp olt double %380, -745.0
	%382 = select i1 %381, double -745.0, double %380
	%383 = fcmp olt double 710.0, %382
	%384 = select i1 %383, double 710.0, double %382
	%385 = fmul double %384, 0x3FF71547652B82FE
	%386 = call double @llvm.rint.f64(double %385)
	%387 = fmul double %386, 0x3FE62E42FEE00000
	%388 = fsub double %384, %387
	%389 = fmul double %386, 0x3DEA39EF35793C76
	%390 = fsub double %388, %389
	%391 = fmul double 0x3DE6124613A86D09, %390
	%392 = fadd double %391, 0x3E21EED8EFF8D898
	%393 = fmul double %392, %390
	%394 = fadd double %393, 0x3E5AE64567F544E4
	%395 = fmul double %394, %390
	%396 = fadd double %395, 0x3E927E4FB7789F5C
	%397 = fmul double %396, %390
	%398 = fadd double %397, 0x3EC71DE3A556C734
	%399 = fmul double %398, %390
	%400 = fadd double %399, 0x3EFA01A01A01A01A
	%401 = fmul double %400, %390
	%402 = fadd double %401, 0x3F2A01A01A01A01A
	%403 = fmul double %402, %390
	%404 = fadd double %403, 0x3F56C16C16C16C17
	%405 = fmul double %404, %390
	%406 = fadd double %405, 0x3F81111111111111
	%407 = fmul double %406, %390
	%408 = fadd double %407, 0x3FA5555555555555
	%409 = fmul double %408, %390
	%410 = fadd double %409, 0x3FC5555555555555
	%411 = fmul double %410, %390
	%412 = fadd double %411, 0.5
	%413 = fmul double %412, %390
	%414 = fadd double %413, 1.0
	%415 = fmul double %414, %390
	%416 = fadd double %415, 1.0
	%417 = fptosi double %386 to i64
	%418 = sdiv i64 %417, 2
	%419 = sub i64 %417, %418
	%420 = add i64 %418, 1023
	%421 = shl i64 %420, 52
	%422 = bitcast i64 %421 to double
	%423 = fmul double %416, %422
	%424 = add i64 %419, 1023
	%425 = shl i64 %424, 52
	%426 = bitcast i64 %425 to double
	%427 = fmul double %423, %426
	%428 = fptrunc double %427 to float
	%429 = sext i32 %295 to i64
	%430 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %429
	store float %368, float addrspace(3)* %430
	%431 = icmp eq i32 %6, 0
	br i1 %431, label %then36, label %join37

done35:
	call void @llvm.nvvm.barrier0()
	%432 = sext i32 0 to i64
	%433 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %432
	%434 = load float, float addrspace(3)* %433
	%435 = load float, float* %0
	%436 = fmul float %435, %434
	store float %436, float* %0
	%437 = sext i32 1 to i64
	%438 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %437
	%439 = load float, float addrspace(3)* %438
	%440 = load float, float* %1
	%441 = fmul float %440, %439
	store float %441, float* %1
	%442 = sext i32 2 to i64
	%443 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %442
	%444 = load float, float addrspace(3)* %443
	%445 = load float, float* %2
	%446 = fmul float %445, %444
	store float %446, float* %2
	%447 = sext i32 3 to i64
	%448 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %447
	%449 = load float, float addrspace(3)* %448
	%450 = load float, float* %3
	%451 = fmul float %450, %449
	store float %451, float* %3
	%452 = sub i32 %29, %61
	%453 = icmp slt i32 %452, 32
	%454 = select i1 %453, i32 %452, i32 32
	br label %loop38

then36:
	%455 = sext i32 %292 to i64
	%456 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %455
	store float %318, float addrspace(3)* %456
	%457 = sext i32 %292 to i64
	%458 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %457
	%459 = load float, float addrspace(3)* %458
	%460 = call float @llvm.fma.f32(float %459, float %428, float %378)
	%461 = sext i32 %292 to i64
	%462 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %461
	store float %460, float addrspace(3)* %462
	%463 = sext i32 %292 to i64
	%464 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %463
	store float %428, float addrspace(3)* %464
	br label %join37

join37:
	%465 = add i32 %292, 8
	br label %loop33

loop38:
	%466 = phi i32 [ 0, %done35 ], [ %502, %body39 ]
	%467 = icmp slt i32 %466, %454
	br i1 %467, label %body39, label %done40

body39:
	%468 = sext i32 %466 to i64
	%469 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem50, i64 0, i64 %468
	%470 = load i32, i32 addrspace(3)* %469
	%471 = add i32 %470, %60
	%472 = sext i32 %471 to i64
	%473 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %472
	%474 = load i16, i16 addrspace(1)* %473
	%475 = zext i16 %474 to i32
	%476 = shl i32 %475, 16
	%477 = bitcast i32 %476 to float
	%478 = add i32 0, %466
	%479 = sext i32 %478 to i64
	%480 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %479
	%481 = load float, float addrspace(3)* %480
	%482 = load float, float* %0
	%483 = call float @llvm.fma.f32(float %481, float %477, float %482)
	store float %483, float* %0
	%484 = add i32 32, %466
	%485 = sext i32 %484 to i64
	%486 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %485
	%487 = load float, float addrspace(3)* %486
	%488 = load float, float* %1
	%489 = call float @llvm.fma.f32(float %487, float %477, float %488)
	store float %489, float* %1
	%490 = add i32 64, %466
	%491 = sext i32 %490 to i64
	%492 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %491
	%493 = load float, float addrspace(3)* %492
	%494 = load float, float* %2
	%495 = call float @llvm.fma.f32(float %493, float %477, float %494)
	store float %495, float* %2
	%496 = add i32 96, %466
	%497 = sext i32 %496 to i64
	%498 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %497
	%499 = load float, float addrspace(3)* %498
	%500 = load float, float* %3
	%501 = call float @llvm.fma.f32(float %499, float %477, float %500)
	store float %501, float* %3
	%502 = add i32 %466, 1
	br label %loop38

done40:
	call void @llvm.nvvm.barrier0()
	%503 = add i32 %61, 32
	br label %loop11

then41:
	%504 = add i32 %85, %60
	%505 = load float, float* %0
	%506 = sext i32 %504 to i64
	%507 = getelementptr float, float addrspace(1)* %part, i64 %506
	store float %505, float addrspace(1)* %507
	br label %join42

join42:
	%508 = add i32 %84, 18
	br i1 %59, label %then43, label %join44

then43:
	%509 = add i32 %508, %60
	%510 = load float, float* %1
	%511 = sext i32 %509 to i64
	%512 = getelementptr float, float addrspace(1)* %part, i64 %511
	store float %510, float addrspace(1)* %512
	br label %join44

join44:
	%513 = add i32 %84, 36
	br i1 %59, label %then45, label %join46

then45:
	%514 = add i32 %513, %60
	%515 = load float, float* %2
	%516 = sext i32 %514 to i64
	%517 = getelementptr float, float addrspace(1)* %part, i64 %516
	store float %515, float addrspace(1)* %517
	br label %join46

join46:
	%518 = add i32 %84, 54
	br i1 %59, label %then47, label %join48

then47:
	%519 = add i32 %518, %60
	%520 = load float, float* %3
	%521 = sext i32 %519 to i64
	%522 = getelementptr float, float addrspace(1)* %part, i64 %521
	store float %520, float addrspace(1)* %522
	br label %join48

join48:
	%523 = icmp slt i32 %4, 4
	br i1 %523, label %then49, label %join50

then49:
	%524 = mul i32 %4, 18
	%525 = add i32 %84, %524
	%526 = add i32 %525, 16
	%527 = sext i32 %4 to i64
	%528 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %527
	%529 = load float, float addrspace(3)* %528
	%530 = sext i32 %526 to i64
	%531 = getelementptr float, float addrspace(1)* %part, i64 %530
	store float %529, float addrspace(1)* %531
	%532 = add i32 %525, 17
	%533 = sext i32 %4 to i64
	%534 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %533
	%535 = load float, float addrspace(3)* %534
	%536 = sext i32 %532 to i64
	%537 = getelementptr float, float addrspace(1)* %part, i64 %536
	store float %535, float addrspace(1)* %537
	br label %join50

join50:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
