target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44 = internal addrspace(3) global [128 x float] undef, align 16
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45 = internal addrspace(3) global [128 x float] undef, align 16
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46 = internal addrspace(3) global [4 x float] undef, align 16
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47 = internal addrspace(3) global [4 x float] undef, align 16
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48 = internal addrspace(3) global [4 x float] undef, align 16
@gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49 = internal addrspace(3) global [32 x i32] undef, align 16

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
	%23 = add i32 %22, 63
	%24 = sdiv i32 %23, 64
	%25 = mul i32 %24, 64
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
	%61 = phi i32 [ %26, %join10 ], [ %901, %done48 ]
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
	%84 = mul i32 %83, 24
	%85 = mul i32 0, 24
	%86 = add i32 %84, %85
	br i1 %59, label %then49, label %join50

then14:
	%87 = mul i32 %7, 4
	%88 = add i32 %87, 0
	%89 = sext i32 %88 to i64
	%90 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %89
	store i32 %80, i32 addrspace(3)* %90
	br label %join15

join15:
	%91 = add i32 %6, 0
	%92 = icmp slt i32 %91, 16
	%93 = select i1 %92, i32 %91, i32 0
	%94 = add i32 %80, %93
	%95 = sext i32 %94 to i64
	%96 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %95
	%97 = load i16, i16 addrspace(1)* %96
	%98 = zext i16 %97 to i32
	%99 = shl i32 %98, 16
	%100 = bitcast i32 %99 to float
	%101 = select i1 %92, float %100, float 0.0
	%102 = mul i32 %7, 4
	%103 = add i32 %102, 1
	%104 = add i32 %61, %103
	%105 = icmp slt i32 %104, %29
	%106 = select i1 %105, i32 %104, i32 %26
	%107 = mul i32 %14, %max_blocks
	%108 = sdiv i32 %106, %block_size
	%109 = add i32 %107, %108
	%110 = sext i32 %109 to i64
	%111 = getelementptr i32, i32 addrspace(1)* %table, i64 %110
	%112 = load i32, i32 addrspace(1)* %111
	%113 = mul i32 %112, %block_size
	%114 = srem i32 %106, %block_size
	%115 = add i32 %113, %114
	%116 = mul i32 %115, 32
	%117 = sdiv i32 %31, 4
	%118 = mul i32 %117, 16
	%119 = add i32 %116, %118
	%120 = icmp eq i32 %6, 0
	br i1 %120, label %then16, label %join17

then16:
	%121 = mul i32 %7, 4
	%122 = add i32 %121, 1
	%123 = sext i32 %122 to i64
	%124 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %123
	store i32 %119, i32 addrspace(3)* %124
	br label %join17

join17:
	%125 = add i32 %6, 0
	%126 = icmp slt i32 %125, 16
	%127 = select i1 %126, i32 %125, i32 0
	%128 = add i32 %119, %127
	%129 = sext i32 %128 to i64
	%130 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %129
	%131 = load i16, i16 addrspace(1)* %130
	%132 = zext i16 %131 to i32
	%133 = shl i32 %132, 16
	%134 = bitcast i32 %133 to float
	%135 = select i1 %126, float %134, float 0.0
	%136 = mul i32 %7, 4
	%137 = add i32 %136, 2
	%138 = add i32 %61, %137
	%139 = icmp slt i32 %138, %29
	%140 = select i1 %139, i32 %138, i32 %26
	%141 = mul i32 %14, %max_blocks
	%142 = sdiv i32 %140, %block_size
	%143 = add i32 %141, %142
	%144 = sext i32 %143 to i64
	%145 = getelementptr i32, i32 addrspace(1)* %table, i64 %144
	%146 = load i32, i32 addrspace(1)* %145
	%147 = mul i32 %146, %block_size
	%148 = srem i32 %140, %block_size
	%149 = add i32 %147, %148
	%150 = mul i32 %149, 32
	%151 = sdiv i32 %31, 4
	%152 = mul i32 %151, 16
	%153 = add i32 %150, %152
	%154 = icmp eq i32 %6, 0
	br i1 %154, label %then18, label %join19

then18:
	%155 = mul i32 %7, 4
	%156 = add i32 %155, 2
	%157 = sext i32 %156 to i64
	%158 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %157
	store i32 %153, i32 addrspace(3)* %158
	br label %join19

join19:
	%159 = add i32 %6, 0
	%160 = icmp slt i32 %159, 16
	%161 = select i1 %160, i32 %159, i32 0
	%162 = add i32 %153, %161
	%163 = sext i32 %162 to i64
	%164 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %163
	%165 = load i16, i16 addrspace(1)* %164
	%166 = zext i16 %165 to i32
	%167 = shl i32 %166, 16
	%168 = bitcast i32 %167 to float
	%169 = select i1 %160, float %168, float 0.0
	%170 = mul i32 %7, 4
	%171 = add i32 %170, 3
	%172 = add i32 %61, %171
	%173 = icmp slt i32 %172, %29
	%174 = select i1 %173, i32 %172, i32 %26
	%175 = mul i32 %14, %max_blocks
	%176 = sdiv i32 %174, %block_size
	%177 = add i32 %175, %176
	%178 = sext i32 %177 to i64
	%179 = getelementptr i32, i32 addrspace(1)* %table, i64 %178
	%180 = load i32, i32 addrspace(1)* %179
	%181 = mul i32 %180, %block_size
	%182 = srem i32 %174, %block_size
	%183 = add i32 %181, %182
	%184 = mul i32 %183, 32
	%185 = sdiv i32 %31, 4
	%186 = mul i32 %185, 16
	%187 = add i32 %184, %186
	%188 = icmp eq i32 %6, 0
	br i1 %188, label %then20, label %join21

then20:
	%189 = mul i32 %7, 4
	%190 = add i32 %189, 3
	%191 = sext i32 %190 to i64
	%192 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %191
	store i32 %187, i32 addrspace(3)* %192
	br label %join21

join21:
	%193 = add i32 %6, 0
	%194 = icmp slt i32 %193, 16
	%195 = select i1 %194, i32 %193, i32 0
	%196 = add i32 %187, %195
	%197 = sext i32 %196 to i64
	%198 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %197
	%199 = load i16, i16 addrspace(1)* %198
	%200 = zext i16 %199 to i32
	%201 = shl i32 %200, 16
	%202 = bitcast i32 %201 to float
	%203 = select i1 %194, float %202, float 0.0
	br label %loop22

loop22:
	%204 = phi i32 [ 0, %join21 ], [ %382, %join40 ]
	%205 = icmp slt i32 %204, 4
	br i1 %205, label %body23, label %done24

body23:
	%206 = add i32 %204, 0
	%207 = mul i32 %206, 32
	%208 = add i32 %207, %6
	%209 = add i32 %208, 0
	%210 = sext i32 %209 to i64
	%211 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %210
	%212 = load float, float addrspace(3)* %211
	%213 = fmul float %212, %101
	%214 = fmul float %212, %135
	%215 = fmul float %212, %169
	%216 = fmul float %212, %203
	%217 = add i32 %204, 1
	%218 = mul i32 %217, 32
	%219 = add i32 %218, %6
	%220 = add i32 %219, 0
	%221 = sext i32 %220 to i64
	%222 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem44, i64 0, i64 %221
	%223 = load float, float addrspace(3)* %222
	%224 = fmul float %223, %101
	%225 = fmul float %223, %135
	%226 = fmul float %223, %169
	%227 = fmul float %223, %203
	%228 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 16, i32 31)
	%229 = fadd float %213, %228
	%230 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 16, i32 31)
	%231 = fadd float %214, %230
	%232 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 16, i32 31)
	%233 = fadd float %215, %232
	%234 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %216, i32 16, i32 31)
	%235 = fadd float %216, %234
	%236 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %224, i32 16, i32 31)
	%237 = fadd float %224, %236
	%238 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 16, i32 31)
	%239 = fadd float %225, %238
	%240 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %226, i32 16, i32 31)
	%241 = fadd float %226, %240
	%242 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %227, i32 16, i32 31)
	%243 = fadd float %227, %242
	%244 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %229, i32 8, i32 31)
	%245 = fadd float %229, %244
	%246 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %231, i32 8, i32 31)
	%247 = fadd float %231, %246
	%248 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %233, i32 8, i32 31)
	%249 = fadd float %233, %248
	%250 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %235, i32 8, i32 31)
	%251 = fadd float %235, %250
	%252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %237, i32 8, i32 31)
	%253 = fadd float %237, %252
	%254 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %239, i32 8, i32 31)
	%255 = fadd float %239, %254
	%256 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %241, i32 8, i32 31)
	%257 = fadd float %241, %256
	%258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 8, i32 31)
	%259 = fadd float %243, %258
	%260 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %245, i32 4, i32 31)
	%261 = fadd float %245, %260
	%262 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 4, i32 31)
	%263 = fadd float %247, %262
	%264 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 4, i32 31)
	%265 = fadd float %249, %264
	%266 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %251, i32 4, i32 31)
	%267 = fadd float %251, %266
	%268 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %253, i32 4, i32 31)
	%269 = fadd float %253, %268
	%270 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %255, i32 4, i32 31)
	%271 = fadd float %255, %270
	%272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 4, i32 31)
	%273 = fadd float %257, %272
	%274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %259, i32 4, i32 31)
	%275 = fadd float %259, %274
	%276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %261, i32 2, i32 31)
	%277 = fadd float %261, %276
	%278 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %263, i32 2, i32 31)
	%279 = fadd float %263, %278
	%280 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %265, i32 2, i32 31)
	%281 = fadd float %265, %280
	%282 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 2, i32 31)
	%283 = fadd float %267, %282
	%284 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 2, i32 31)
	%285 = fadd float %269, %284
	%286 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 2, i32 31)
	%287 = fadd float %271, %286
	%288 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 2, i32 31)
	%289 = fadd float %273, %288
	%290 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 2, i32 31)
	%291 = fadd float %275, %290
	%292 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 1, i32 31)
	%293 = fadd float %277, %292
	%294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 1, i32 31)
	%295 = fadd float %279, %294
	%296 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %281, i32 1, i32 31)
	%297 = fadd float %281, %296
	%298 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 1, i32 31)
	%299 = fadd float %283, %298
	%300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 1, i32 31)
	%301 = fadd float %285, %300
	%302 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %287, i32 1, i32 31)
	%303 = fadd float %287, %302
	%304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 1, i32 31)
	%305 = fadd float %289, %304
	%306 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %291, i32 1, i32 31)
	%307 = fadd float %291, %306
	%308 = add i32 %204, 0
	%309 = fmul float %293, 0.25
	%310 = select i1 %66, float %309, float 0xFFF0000000000000
	%311 = icmp eq i32 %6, 0
	br i1 %311, label %then25, label %join26

done24:
	call void @llvm.nvvm.barrier0()
	br label %loop41

then25:
	%312 = mul i32 %308, 32
	%313 = mul i32 %7, 4
	%314 = add i32 %313, 0
	%315 = add i32 %312, %314
	%316 = sext i32 %315 to i64
	%317 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %316
	store float %310, float addrspace(3)* %317
	br label %join26

join26:
	%318 = fmul float %295, 0.25
	%319 = select i1 %105, float %318, float 0xFFF0000000000000
	%320 = icmp eq i32 %6, 0
	br i1 %320, label %then27, label %join28

then27:
	%321 = mul i32 %308, 32
	%322 = mul i32 %7, 4
	%323 = add i32 %322, 1
	%324 = add i32 %321, %323
	%325 = sext i32 %324 to i64
	%326 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %325
	store float %319, float addrspace(3)* %326
	br label %join28

join28:
	%327 = fmul float %297, 0.25
	%328 = select i1 %139, float %327, float 0xFFF0000000000000
	%329 = icmp eq i32 %6, 0
	br i1 %329, label %then29, label %join30

then29:
	%330 = mul i32 %308, 32
	%331 = mul i32 %7, 4
	%332 = add i32 %331, 2
	%333 = add i32 %330, %332
	%334 = sext i32 %333 to i64
	%335 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %334
	store float %328, float addrspace(3)* %335
	br label %join30

join30:
	%336 = fmul float %299, 0.25
	%337 = select i1 %173, float %336, float 0xFFF0000000000000
	%338 = icmp eq i32 %6, 0
	br i1 %338, label %then31, label %join32

then31:
	%339 = mul i32 %308, 32
	%340 = mul i32 %7, 4
	%341 = add i32 %340, 3
	%342 = add i32 %339, %341
	%343 = sext i32 %342 to i64
	%344 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %343
	store float %337, float addrspace(3)* %344
	br label %join32

join32:
	%345 = add i32 %204, 1
	%346 = fmul float %301, 0.25
	%347 = select i1 %66, float %346, float 0xFFF0000000000000
	%348 = icmp eq i32 %6, 0
	br i1 %348, label %then33, label %join34

then33:
	%349 = mul i32 %345, 32
	%350 = mul i32 %7, 4
	%351 = add i32 %350, 0
	%352 = add i32 %349, %351
	%353 = sext i32 %352 to i64
	%354 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %353
	store float %347, float addrspace(3)* %354
	br label %join34

join34:
	%355 = fmul float %303, 0.25
	%356 = select i1 %105, float %355, float 0xFFF0000000000000
	%357 = icmp eq i32 %6, 0
	br i1 %357, label %then35, label %join36

then35:
	%358 = mul i32 %345, 32
	%359 = mul i32 %7, 4
	%360 = add i32 %359, 1
	%361 = add i32 %358, %360
	%362 = sext i32 %361 to i64
	%363 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %362
	store float %356, float addrspace(3)* %363
	br label %join36

join36:
	%364 = fmul float %305, 0.25
	%365 = select i1 %139, float %364, float 0xFFF0000000000000
	%366 = icmp eq i32 %6, 0
	br i1 %366, label %then37, label %join38

then37:
	%367 = mul i32 %345, 32
	%368 = mul i32 %7, 4
	%369 = add i32 %368, 2
	%370 = add i32 %367, %369
	%371 = sext i32 %370 to i64
	%372 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %371
	store float %365, float addrspace(3)* %372
	br label %join38

join38:
	%373 = fmul float %307, 0.25
	%374 = select i1 %173, float %373, float 0xFFF0000000000000
	%375 = icmp eq i32 %6, 0
	br i1 %375, label %then39, label %join40

then39:
	%376 = mul i32 %345, 32
	%377 = mul i32 %7, 4
	%378 = add i32 %377, 3
	%379 = add i32 %376, %378
	%380 = sext i32 %379 to i64
	%381 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %380
	store float %374, float addrspace(3)* %381
	br label %join40

join40:
	%382 = add i32 %204, 2
	br label %loop22

loop41:
	%383 = phi i32 [ %7, %done24 ], [ %553, %join45 ]
	%384 = icmp slt i32 %383, 4
	br i1 %384, label %body42, label %done43

body42:
	%385 = mul i32 %383, 32
	%386 = add i32 %385, %6
	%387 = sext i32 %386 to i64
	%388 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %387
	%389 = load float, float addrspace(3)* %388
	%390 = sext i32 %383 to i64
	%391 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %390
	%392 = load float, float addrspace(3)* %391
	%393 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %389, i32 16, i32 31)
	%394 = fcmp olt float %389, %393
	%395 = select i1 %394, float %393, float %389
	%396 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %395, i32 8, i32 31)
	%397 = fcmp olt float %395, %396
	%398 = select i1 %397, float %396, float %395
	%399 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %398, i32 4, i32 31)
	%400 = fcmp olt float %398, %399
	%401 = select i1 %400, float %399, float %398
	%402 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %401, i32 2, i32 31)
	%403 = fcmp olt float %401, %402
	%404 = select i1 %403, float %402, float %401
	%405 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %404, i32 1, i32 31)
	%406 = fcmp olt float %404, %405
	%407 = select i1 %406, float %405, float %404
	%408 = fcmp olt float %407, %392
	%409 = select i1 %408, float %392, float %407
	%410 = fsub float %389, %409
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
	%460 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %459, i32 16, i32 31)
	%461 = fadd float %459, %460
	%462 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %461, i32 8, i32 31)
	%463 = fadd float %461, %462
	%464 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %463, i32 4, i32 31)
	%465 = fadd float %463, %464
	%466 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %465, i32 2, i32 31)
	%467 = fadd float %465, %466
	%468 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %467, i32 1, i32 31)
	%469 = fadd float %467, %468
	%470 = fsub float %392, %409
	%471 = fpext float %470 to double
	%472 = fcmp olt double %471, -745.0
	%473 = select i1 %472, double -745.0, double %471
	%474 = fcmp olt double 710.0, %473
	%475 = select i1 %474, double 710.0, double %473
	%476 = fmul double %475, 0x3FF71547652B82FE
	%477 = call double @llvm.rint.f64(double %476)
	%478 = fmul double %477, 0x3FE62E42FEE00000
	%479 = fsub double %475, %478
	%480 = fmul double %477, 0x3DEA39EF35793C76
	%481 = fsub double %479, %480
	%482 = fmul double 0x3DE6124613A86D09, %481
	%483 = fadd double %482, 0x3E21EED8EFF8D898
	%484 = fmul double %483, %481
	%485 = fadd double %484, 0x3E5AE64567F544E4
	%486 = fmul double %485, %481
	%487 = fadd double %486, 0x3E927E4FB7789F5C
	%488 = fmul double %487, %481
	%489 = fadd double %488, 0x3EC71DE3A556C734
	%490 = fmul double %489, %481
	%491 = fadd double %490, 0x3EFA01A01A01A01A
	%492 = fmul double %491, %481
	%493 = fadd double %492, 0x3F2A01A01A01A01A
	%494 = fmul double %493, %481
	%495 = fadd double %494, 0x3F56C16C16C16C17
	%496 = fmul double %495, %481
	%497 = fadd double %496, 0x3F81111111111111
	%498 = fmul double %497, %481
	%499 = fadd double %498, 0x3FA5555555555555
	%500 = fmul double %499, %481
	%501 = fadd double %500, 0x3FC5555555555555
	%502 = fmul double %501, %481
	%503 = fadd double %502, 0.5
	%504 = fmul double %503, %481
	%505 = fadd double %504, 1.0
	%506 = fmul double %505, %481
	%507 = fadd double %506, 1.0
	%508 = fptosi double %477 to i64
	%509 = sdiv i64 %508, 2
	%510 = sub i64 %508, %509
	%511 = add i64 %509, 1023
	%512 = shl i64 %511, 52
	%513 = bitcast i64 %512 to double
	%514 = fmul double %507, %513
	%515 = add i64 %510, 1023
	%516 = shl i64 %515, 52
	%517 = bitcast i64 %516 to double
	%518 = fmul double %514, %517
	%519 = fptrunc double %518 to float
	%520 = sext i32 %386 to i64
	%521 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %520
	store float %459, float addrspace(3)* %521
	%522 = icmp eq i32 %6, 0
	br i1 %522, label %then44, label %join45

done43:
	call void @llvm.nvvm.barrier0()
	%523 = sext i32 0 to i64
	%524 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %523
	%525 = load float, float addrspace(3)* %524
	%526 = load float, float* %0
	%527 = fmul float %526, %525
	store float %527, float* %0
	%528 = sext i32 1 to i64
	%529 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %528
	%530 = load float, float addrspace(3)* %529
	%531 = load float, float* %1
	%532 = fmul float %531, %530
	store float %532, float* %1
	%533 = sext i32 2 to i64
	%534 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %533
	%535 = load float, float addrspace(3)* %534
	%536 = load float, float* %2
	%537 = fmul float %536, %535
	store float %537, float* %2
	%538 = sext i32 3 to i64
	%539 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %538
	%540 = load float, float addrspace(3)* %539
	%541 = load float, float* %3
	%542 = fmul float %541, %540
	store float %542, float* %3
	br label %loop46

then44:
	%543 = sext i32 %383 to i64
	%544 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %543
	store float %409, float addrspace(3)* %544
	%545 = sext i32 %383 to i64
	%546 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %545
	%547 = load float, float addrspace(3)* %546
	%548 = call float @llvm.fma.f32(float %547, float %519, float %469)
	%549 = sext i32 %383 to i64
	%550 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %549
	store float %548, float addrspace(3)* %550
	%551 = sext i32 %383 to i64
	%552 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem48, i64 0, i64 %551
	store float %519, float addrspace(3)* %552
	br label %join45

join45:
	%553 = add i32 %383, 8
	br label %loop41

loop46:
	%554 = phi i32 [ 0, %done43 ], [ %900, %body47 ]
	%555 = icmp slt i32 %554, 32
	br i1 %555, label %body47, label %done48

body47:
	%556 = add i32 %554, 0
	%557 = sext i32 %556 to i64
	%558 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %557
	%559 = load i32, i32 addrspace(3)* %558
	%560 = add i32 %559, %60
	%561 = sext i32 %560 to i64
	%562 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %561
	%563 = load i16, i16 addrspace(1)* %562
	%564 = zext i16 %563 to i32
	%565 = shl i32 %564, 16
	%566 = bitcast i32 %565 to float
	%567 = add i32 %554, 1
	%568 = sext i32 %567 to i64
	%569 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %568
	%570 = load i32, i32 addrspace(3)* %569
	%571 = add i32 %570, %60
	%572 = sext i32 %571 to i64
	%573 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %572
	%574 = load i16, i16 addrspace(1)* %573
	%575 = zext i16 %574 to i32
	%576 = shl i32 %575, 16
	%577 = bitcast i32 %576 to float
	%578 = add i32 %554, 2
	%579 = sext i32 %578 to i64
	%580 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %579
	%581 = load i32, i32 addrspace(3)* %580
	%582 = add i32 %581, %60
	%583 = sext i32 %582 to i64
	%584 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %583
	%585 = load i16, i16 addrspace(1)* %584
	%586 = zext i16 %585 to i32
	%587 = shl i32 %586, 16
	%588 = bitcast i32 %587 to float
	%589 = add i32 %554, 3
	%590 = sext i32 %589 to i64
	%591 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %590
	%592 = load i32, i32 addrspace(3)* %591
	%593 = add i32 %592, %60
	%594 = sext i32 %593 to i64
	%595 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %594
	%596 = load i16, i16 addrspace(1)* %595
	%597 = zext i16 %596 to i32
	%598 = shl i32 %597, 16
	%599 = bitcast i32 %598 to float
	%600 = add i32 %554, 4
	%601 = sext i32 %600 to i64
	%602 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %601
	%603 = load i32, i32 addrspace(3)* %602
	%604 = add i32 %603, %60
	%605 = sext i32 %604 to i64
	%606 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %605
	%607 = load i16, i16 addrspace(1)* %606
	%608 = zext i16 %607 to i32
	%609 = shl i32 %608, 16
	%610 = bitcast i32 %609 to float
	%611 = add i32 %554, 5
	%612 = sext i32 %611 to i64
	%613 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %612
	%614 = load i32, i32 addrspace(3)* %613
	%615 = add i32 %614, %60
	%616 = sext i32 %615 to i64
	%617 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %616
	%618 = load i16, i16 addrspace(1)* %617
	%619 = zext i16 %618 to i32
	%620 = shl i32 %619, 16
	%621 = bitcast i32 %620 to float
	%622 = add i32 %554, 6
	%623 = sext i32 %622 to i64
	%624 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %623
	%625 = load i32, i32 addrspace(3)* %624
	%626 = add i32 %625, %60
	%627 = sext i32 %626 to i64
	%628 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %627
	%629 = load i16, i16 addrspace(1)* %628
	%630 = zext i16 %629 to i32
	%631 = shl i32 %630, 16
	%632 = bitcast i32 %631 to float
	%633 = add i32 %554, 7
	%634 = sext i32 %633 to i64
	%635 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem49, i64 0, i64 %634
	%636 = load i32, i32 addrspace(3)* %635
	%637 = add i32 %636, %60
	%638 = sext i32 %637 to i64
	%639 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %638
	%640 = load i16, i16 addrspace(1)* %639
	%641 = zext i16 %640 to i32
	%642 = shl i32 %641, 16
	%643 = bitcast i32 %642 to float
	%644 = mul i32 0, 32
	%645 = add i32 0, %554
	%646 = add i32 %644, %645
	%647 = sext i32 %646 to i64
	%648 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %647
	%649 = load float, float addrspace(3)* %648
	%650 = load float, float* %0
	%651 = call float @llvm.fma.f32(float %649, float %566, float %650)
	store float %651, float* %0
	%652 = mul i32 1, 32
	%653 = add i32 0, %554
	%654 = add i32 %652, %653
	%655 = sext i32 %654 to i64
	%656 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %655
	%657 = load float, float addrspace(3)* %656
	%658 = load float, float* %1
	%659 = call float @llvm.fma.f32(float %657, float %566, float %658)
	store float %659, float* %1
	%660 = mul i32 2, 32
	%661 = add i32 0, %554
	%662 = add i32 %660, %661
	%663 = sext i32 %662 to i64
	%664 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %663
	%665 = load float, float addrspace(3)* %664
	%666 = load float, float* %2
	%667 = call float @llvm.fma.f32(float %665, float %566, float %666)
	store float %667, float* %2
	%668 = mul i32 3, 32
	%669 = add i32 0, %554
	%670 = add i32 %668, %669
	%671 = sext i32 %670 to i64
	%672 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %671
	%673 = load float, float addrspace(3)* %672
	%674 = load float, float* %3
	%675 = call float @llvm.fma.f32(float %673, float %566, float %674)
	store float %675, float* %3
	%676 = mul i32 0, 32
	%677 = add i32 1, %554
	%678 = add i32 %676, %677
	%679 = sext i32 %678 to i64
	%680 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %679
	%681 = load float, float addrspace(3)* %680
	%682 = load float, float* %0
	%683 = call float @llvm.fma.f32(float %681, float %577, float %682)
	store float %683, float* %0
	%684 = mul i32 1, 32
	%685 = add i32 1, %554
	%686 = add i32 %684, %685
	%687 = sext i32 %686 to i64
	%688 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %687
	%689 = load float, float addrspace(3)* %688
	%690 = load float, float* %1
	%691 = call float @llvm.fma.f32(float %689, float %577, float %690)
	store float %691, float* %1
	%692 = mul i32 2, 32
	%693 = add i32 1, %554
	%694 = add i32 %692, %693
	%695 = sext i32 %694 to i64
	%696 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %695
	%697 = load float, float addrspace(3)* %696
	%698 = load float, float* %2
	%699 = call float @llvm.fma.f32(float %697, float %577, float %698)
	store float %699, float* %2
	%700 = mul i32 3, 32
	%701 = add i32 1, %554
	%702 = add i32 %700, %701
	%703 = sext i32 %702 to i64
	%704 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %703
	%705 = load float, float addrspace(3)* %704
	%706 = load float, float* %3
	%707 = call float @llvm.fma.f32(float %705, float %577, float %706)
	store float %707, float* %3
	%708 = mul i32 0, 32
	%709 = add i32 2, %554
	%710 = add i32 %708, %709
	%711 = sext i32 %710 to i64
	%712 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %711
	%713 = load float, float addrspace(3)* %712
	%714 = load float, float* %0
	%715 = call float @llvm.fma.f32(float %713, float %588, float %714)
	store float %715, float* %0
	%716 = mul i32 1, 32
	%717 = add i32 2, %554
	%718 = add i32 %716, %717
	%719 = sext i32 %718 to i64
	%720 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %719
	%721 = load float, float addrspace(3)* %720
	%722 = load float, float* %1
	%723 = call float @llvm.fma.f32(float %721, float %588, float %722)
	store float %723, float* %1
	%724 = mul i32 2, 32
	%725 = add i32 2, %554
	%726 = add i32 %724, %725
	%727 = sext i32 %726 to i64
	%728 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %727
	%729 = load float, float addrspace(3)* %728
	%730 = load float, float* %2
	%731 = call float @llvm.fma.f32(float %729, float %588, float %730)
	store float %731, float* %2
	%732 = mul i32 3, 32
	%733 = add i32 2, %554
	%734 = add i32 %732, %733
	%735 = sext i32 %734 to i64
	%736 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %735
	%737 = load float, float addrspace(3)* %736
	%738 = load float, float* %3
	%739 = call float @llvm.fma.f32(float %737, float %588, float %738)
	store float %739, float* %3
	%740 = mul i32 0, 32
	%741 = add i32 3, %554
	%742 = add i32 %740, %741
	%743 = sext i32 %742 to i64
	%744 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %743
	%745 = load float, float addrspace(3)* %744
	%746 = load float, float* %0
	%747 = call float @llvm.fma.f32(float %745, float %599, float %746)
	store float %747, float* %0
	%748 = mul i32 1, 32
	%749 = add i32 3, %554
	%750 = add i32 %748, %749
	%751 = sext i32 %750 to i64
	%752 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %751
	%753 = load float, float addrspace(3)* %752
	%754 = load float, float* %1
	%755 = call float @llvm.fma.f32(float %753, float %599, float %754)
	store float %755, float* %1
	%756 = mul i32 2, 32
	%757 = add i32 3, %554
	%758 = add i32 %756, %757
	%759 = sext i32 %758 to i64
	%760 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %759
	%761 = load float, float addrspace(3)* %760
	%762 = load float, float* %2
	%763 = call float @llvm.fma.f32(float %761, float %599, float %762)
	store float %763, float* %2
	%764 = mul i32 3, 32
	%765 = add i32 3, %554
	%766 = add i32 %764, %765
	%767 = sext i32 %766 to i64
	%768 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %767
	%769 = load float, float addrspace(3)* %768
	%770 = load float, float* %3
	%771 = call float @llvm.fma.f32(float %769, float %599, float %770)
	store float %771, float* %3
	%772 = mul i32 0, 32
	%773 = add i32 4, %554
	%774 = add i32 %772, %773
	%775 = sext i32 %774 to i64
	%776 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %775
	%777 = load float, float addrspace(3)* %776
	%778 = load float, float* %0
	%779 = call float @llvm.fma.f32(float %777, float %610, float %778)
	store float %779, float* %0
	%780 = mul i32 1, 32
	%781 = add i32 4, %554
	%782 = add i32 %780, %781
	%783 = sext i32 %782 to i64
	%784 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %783
	%785 = load float, float addrspace(3)* %784
	%786 = load float, float* %1
	%787 = call float @llvm.fma.f32(float %785, float %610, float %786)
	store float %787, float* %1
	%788 = mul i32 2, 32
	%789 = add i32 4, %554
	%790 = add i32 %788, %789
	%791 = sext i32 %790 to i64
	%792 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %791
	%793 = load float, float addrspace(3)* %792
	%794 = load float, float* %2
	%795 = call float @llvm.fma.f32(float %793, float %610, float %794)
	store float %795, float* %2
	%796 = mul i32 3, 32
	%797 = add i32 4, %554
	%798 = add i32 %796, %797
	%799 = sext i32 %798 to i64
	%800 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %799
	%801 = load float, float addrspace(3)* %800
	%802 = load float, float* %3
	%803 = call float @llvm.fma.f32(float %801, float %610, float %802)
	store float %803, float* %3
	%804 = mul i32 0, 32
	%805 = add i32 5, %554
	%806 = add i32 %804, %805
	%807 = sext i32 %806 to i64
	%808 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %807
	%809 = load float, float addrspace(3)* %808
	%810 = load float, float* %0
	%811 = call float @llvm.fma.f32(float %809, float %621, float %810)
	store float %811, float* %0
	%812 = mul i32 1, 32
	%813 = add i32 5, %554
	%814 = add i32 %812, %813
	%815 = sext i32 %814 to i64
	%816 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %815
	%817 = load float, float addrspace(3)* %816
	%818 = load float, float* %1
	%819 = call float @llvm.fma.f32(float %817, float %621, float %818)
	store float %819, float* %1
	%820 = mul i32 2, 32
	%821 = add i32 5, %554
	%822 = add i32 %820, %821
	%823 = sext i32 %822 to i64
	%824 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %823
	%825 = load float, float addrspace(3)* %824
	%826 = load float, float* %2
	%827 = call float @llvm.fma.f32(float %825, float %621, float %826)
	store float %827, float* %2
	%828 = mul i32 3, 32
	%829 = add i32 5, %554
	%830 = add i32 %828, %829
	%831 = sext i32 %830 to i64
	%832 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %831
	%833 = load float, float addrspace(3)* %832
	%834 = load float, float* %3
	%835 = call float @llvm.fma.f32(float %833, float %621, float %834)
	store float %835, float* %3
	%836 = mul i32 0, 32
	%837 = add i32 6, %554
	%838 = add i32 %836, %837
	%839 = sext i32 %838 to i64
	%840 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %839
	%841 = load float, float addrspace(3)* %840
	%842 = load float, float* %0
	%843 = call float @llvm.fma.f32(float %841, float %632, float %842)
	store float %843, float* %0
	%844 = mul i32 1, 32
	%845 = add i32 6, %554
	%846 = add i32 %844, %845
	%847 = sext i32 %846 to i64
	%848 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %847
	%849 = load float, float addrspace(3)* %848
	%850 = load float, float* %1
	%851 = call float @llvm.fma.f32(float %849, float %632, float %850)
	store float %851, float* %1
	%852 = mul i32 2, 32
	%853 = add i32 6, %554
	%854 = add i32 %852, %853
	%855 = sext i32 %854 to i64
	%856 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %855
	%857 = load float, float addrspace(3)* %856
	%858 = load float, float* %2
	%859 = call float @llvm.fma.f32(float %857, float %632, float %858)
	store float %859, float* %2
	%860 = mul i32 3, 32
	%861 = add i32 6, %554
	%862 = add i32 %860, %861
	%863 = sext i32 %862 to i64
	%864 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %863
	%865 = load float, float addrspace(3)* %864
	%866 = load float, float* %3
	%867 = call float @llvm.fma.f32(float %865, float %632, float %866)
	store float %867, float* %3
	%868 = mul i32 0, 32
	%869 = add i32 7, %554
	%870 = add i32 %868, %869
	%871 = sext i32 %870 to i64
	%872 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %871
	%873 = load float, float addrspace(3)* %872
	%874 = load float, float* %0
	%875 = call float @llvm.fma.f32(float %873, float %643, float %874)
	store float %875, float* %0
	%876 = mul i32 1, 32
	%877 = add i32 7, %554
	%878 = add i32 %876, %877
	%879 = sext i32 %878 to i64
	%880 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %879
	%881 = load float, float addrspace(3)* %880
	%882 = load float, float* %1
	%883 = call float @llvm.fma.f32(float %881, float %643, float %882)
	store float %883, float* %1
	%884 = mul i32 2, 32
	%885 = add i32 7, %554
	%886 = add i32 %884, %885
	%887 = sext i32 %886 to i64
	%888 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %887
	%889 = load float, float addrspace(3)* %888
	%890 = load float, float* %2
	%891 = call float @llvm.fma.f32(float %889, float %643, float %890)
	store float %891, float* %2
	%892 = mul i32 3, 32
	%893 = add i32 7, %554
	%894 = add i32 %892, %893
	%895 = sext i32 %894 to i64
	%896 = getelementptr [128 x float], [128 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem45, i64 0, i64 %895
	%897 = load float, float addrspace(3)* %896
	%898 = load float, float* %3
	%899 = call float @llvm.fma.f32(float %897, float %643, float %898)
	store float %899, float* %3
	%900 = add i32 %554, 8
	br label %loop46

done48:
	call void @llvm.nvvm.barrier0()
	%901 = add i32 %61, 32
	br label %loop11

then49:
	%902 = add i32 %86, %60
	%903 = load float, float* %0
	%904 = sext i32 %902 to i64
	%905 = getelementptr float, float addrspace(1)* %part, i64 %904
	store float %903, float addrspace(1)* %905
	br label %join50

join50:
	%906 = mul i32 1, 24
	%907 = add i32 %84, %906
	br i1 %59, label %then51, label %join52

then51:
	%908 = add i32 %907, %60
	%909 = load float, float* %1
	%910 = sext i32 %908 to i64
	%911 = getelementptr float, float addrspace(1)* %part, i64 %910
	store float %909, float addrspace(1)* %911
	br label %join52

join52:
	%912 = mul i32 2, 24
	%913 = add i32 %84, %912
	br i1 %59, label %then53, label %join54

then53:
	%914 = add i32 %913, %60
	%915 = load float, float* %2
	%916 = sext i32 %914 to i64
	%917 = getelementptr float, float addrspace(1)* %part, i64 %916
	store float %915, float addrspace(1)* %917
	br label %join54

join54:
	%918 = mul i32 3, 24
	%919 = add i32 %84, %918
	br i1 %59, label %then55, label %join56

then55:
	%920 = add i32 %919, %60
	%921 = load float, float* %3
	%922 = sext i32 %920 to i64
	%923 = getelementptr float, float addrspace(1)* %part, i64 %922
	store float %921, float addrspace(1)* %923
	br label %join56

join56:
	%924 = icmp slt i32 %4, 4
	br i1 %924, label %then57, label %join58

then57:
	%925 = mul i32 %4, 24
	%926 = add i32 %84, %925
	%927 = add i32 %926, 16
	%928 = sext i32 %4 to i64
	%929 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem46, i64 0, i64 %928
	%930 = load float, float addrspace(3)* %929
	%931 = sext i32 %927 to i64
	%932 = getelementptr float, float addrspace(1)* %part, i64 %931
	store float %930, float addrspace(1)* %932
	%933 = add i32 %926, 17
	%934 = sext i32 %4 to i64
	%935 = getelementptr [4 x float], [4 x float] addrspace(3)* @gqa_decode_bf16_h8_kv2_d16_g4_s3e800000.smem47, i64 0, i64 %934
	%936 = load float, float addrspace(3)* %935
	%937 = sext i32 %933 to i64
	%938 = getelementptr float, float addrspace(1)* %part, i64 %937
	store float %936, float addrspace(1)* %938
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
