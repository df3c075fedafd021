target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44 = internal addrspace(3) global [128 x float] undef, align 16
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45 = internal addrspace(3) global [64 x float] undef, align 16
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46 = internal addrspace(3) global [2 x float] undef, align 16
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47 = internal addrspace(3) global [2 x float] undef, align 16
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48 = internal addrspace(3) global [2 x float] undef, align 16
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49 = internal addrspace(3) global [32 x i32] undef, align 16

define ptx_kernel void @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c(float addrspace(1)* %part, float addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
entry:
	%0 = alloca float
	%1 = alloca float
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = and i32 %2, 31
	%5 = lshr i32 %2, 5
	%6 = srem i32 %3, 2
	%7 = sdiv i32 %3, 2
	%8 = sdiv i32 %7, %splits
	%9 = srem i32 %7, %splits
	%10 = sext i32 %8 to i64
	%11 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %10
	%12 = load i32, i32 addrspace(1)* %11
	%13 = sext i32 %8 to i64
	%14 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %13
	%15 = load i32, i32 addrspace(1)* %14
	%16 = add i32 %15, 1
	%17 = mul i32 %max_blocks, %block_size
	%18 = sub i32 %splits, 1
	%19 = add i32 %17, %18
	%20 = sdiv i32 %19, %splits
	%21 = add i32 %20, 63
	%22 = sdiv i32 %21, 64
	%23 = mul i32 %22, 64
	%24 = mul i32 %9, %23
	%25 = add i32 %24, %23
	%26 = icmp slt i32 %25, %16
	%27 = select i1 %26, i32 %25, i32 %16
	%28 = icmp slt i32 %24, %16
	br i1 %28, label %then1, label %join2

then1:
	%29 = mul i32 %6, 2
	br label %loop3

join2:
	ret void

loop3:
	%30 = phi i32 [ %2, %then1 ], [ %40, %join7 ]
	%31 = icmp slt i32 %30, 128
	br i1 %31, label %body4, label %done5

body4:
	%32 = sdiv i32 %30, 64
	%33 = srem i32 %30, 64
	%34 = mul i32 %8, 4
	%35 = add i32 %29, %32
	%36 = add i32 %34, %35
	%37 = icmp slt i32 %33, 40
	br i1 %37, label %then6, label %else8

done5:
	%38 = icmp slt i32 %2, 2
	br i1 %38, label %then12, label %join13

then6:
	%39 = icmp slt i32 %33, 32
	br i1 %39, label %then9, label %else11

join7:
	%40 = add i32 %30, 256
	br label %loop3

else8:
	%41 = sext i32 %30 to i64
	%42 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %41
	store float 0.0, float addrspace(3)* %42
	br label %join7

then9:
	%43 = mul i32 %36, 32
	%44 = add i32 %43, %33
	%45 = sext i32 %44 to i64
	%46 = getelementptr float, float addrspace(1)* %qabs, i64 %45
	%47 = load float, float addrspace(1)* %46
	%48 = sext i32 %30 to i64
	%49 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %48
	store float %47, float addrspace(3)* %49
	br label %join10

join10:
	br label %join7

else11:
	%50 = mul i32 %36, 24
	%51 = add i32 -16, %33
	%52 = add i32 %50, %51
	%53 = sext i32 %52 to i64
	%54 = getelementptr i16, i16 addrspace(1)* %q, i64 %53
	%55 = load i16, i16 addrspace(1)* %54
	%56 = zext i16 %55 to i32
	%57 = shl i32 %56, 16
	%58 = bitcast i32 %57 to float
	%59 = sext i32 %30 to i64
	%60 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %59
	store float %58, float addrspace(3)* %60
	br label %join10

then12:
	%61 = sext i32 %2 to i64
	%62 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %61
	store float 0xFFF0000000000000, float addrspace(3)* %62
	%63 = sext i32 %2 to i64
	%64 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %63
	store float 0.0, float addrspace(3)* %64
	br label %join13

join13:
	%65 = add i32 %2, 0
	%66 = icmp slt i32 %65, 32
	%67 = select i1 %66, i32 %65, i32 0
	store float 0.0, float* %0
	store float 0.0, float* %1
	call void @llvm.nvvm.barrier0()
	br label %loop14

loop14:
	%68 = phi i32 [ %24, %join13 ], [ %806, %done51 ]
	%69 = icmp slt i32 %68, %27
	br i1 %69, label %body15, label %done16

body15:
	%70 = mul i32 %5, 4
	%71 = add i32 %70, 0
	%72 = add i32 %68, %71
	%73 = icmp slt i32 %72, %27
	%74 = select i1 %73, i32 %72, i32 %24
	%75 = mul i32 %12, %max_blocks
	%76 = sdiv i32 %74, %block_size
	%77 = add i32 %75, %76
	%78 = sext i32 %77 to i64
	%79 = getelementptr i32, i32 addrspace(1)* %table, i64 %78
	%80 = load i32, i32 addrspace(1)* %79
	%81 = mul i32 %80, %block_size
	%82 = srem i32 %74, %block_size
	%83 = add i32 %81, %82
	%84 = mul i32 %83, 40
	%85 = icmp eq i32 %4, 0
	br i1 %85, label %then17, label %join18

done16:
	%86 = mul i32 %7, 4
	%87 = add i32 %86, %29
	%88 = mul i32 %87, 40
	%89 = mul i32 0, 40
	%90 = add i32 %88, %89
	br i1 %66, label %then52, label %join53

then17:
	%91 = mul i32 %5, 4
	%92 = add i32 %91, 0
	%93 = sext i32 %92 to i64
	%94 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %93
	store i32 %84, i32 addrspace(3)* %94
	br label %join18

join18:
	%95 = add i32 %4, 0
	%96 = add i32 %84, %95
	%97 = sext i32 %96 to i64
	%98 = getelementptr i16, i16 addrspace(1)* %pool, i64 %97
	%99 = load i16, i16 addrspace(1)* %98
	%100 = zext i16 %99 to i32
	%101 = shl i32 %100, 16
	%102 = bitcast i32 %101 to float
	%103 = add i32 %4, 32
	%104 = icmp slt i32 %103, 40
	%105 = select i1 %104, i32 %103, i32 0
	%106 = add i32 %84, %105
	%107 = sext i32 %106 to i64
	%108 = getelementptr i16, i16 addrspace(1)* %pool, i64 %107
	%109 = load i16, i16 addrspace(1)* %108
	%110 = zext i16 %109 to i32
	%111 = shl i32 %110, 16
	%112 = bitcast i32 %111 to float
	%113 = select i1 %104, float %112, float 0.0
	%114 = mul i32 %5, 4
	%115 = add i32 %114, 1
	%116 = add i32 %68, %115
	%117 = icmp slt i32 %116, %27
	%118 = select i1 %117, i32 %116, i32 %24
	%119 = mul i32 %12, %max_blocks
	%120 = sdiv i32 %118, %block_size
	%121 = add i32 %119, %120
	%122 = sext i32 %121 to i64
	%123 = getelementptr i32, i32 addrspace(1)* %table, i64 %122
	%124 = load i32, i32 addrspace(1)* %123
	%125 = mul i32 %124, %block_size
	%126 = srem i32 %118, %block_size
	%127 = add i32 %125, %126
	%128 = mul i32 %127, 40
	%129 = icmp eq i32 %4, 0
	br i1 %129, label %then19, label %join20

then19:
	%130 = mul i32 %5, 4
	%131 = add i32 %130, 1
	%132 = sext i32 %131 to i64
	%133 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %132
	store i32 %128, i32 addrspace(3)* %133
	br label %join20

join20:
	%134 = add i32 %4, 0
	%135 = add i32 %128, %134
	%136 = sext i32 %135 to i64
	%137 = getelementptr i16, i16 addrspace(1)* %pool, i64 %136
	%138 = load i16, i16 addrspace(1)* %137
	%139 = zext i16 %138 to i32
	%140 = shl i32 %139, 16
	%141 = bitcast i32 %140 to float
	%142 = add i32 %4, 32
	%143 = icmp slt i32 %142, 40
	%144 = select i1 %143, i32 %142, i32 0
	%145 = add i32 %128, %144
	%146 = sext i32 %145 to i64
	%147 = getelementptr i16, i16 addrspace(1)* %pool, i64 %146
	%148 = load i16, i16 addrspace(1)* %147
	%149 = zext i16 %148 to i32
	%150 = shl i32 %149, 16
	%151 = bitcast i32 %150 to float
	%152 = select i1 %143, float %151, float 0.0
	%153 = mul i32 %5, 4
	%154 = add i32 %153, 2
	%155 = add i32 %68, %154
	%156 = icmp slt i32 %155, %27
	%157 = select i1 %156, i32 %155, i32 %24
	%158 = mul i32 %12, %max_blocks
	%159 = sdiv i32 %157, %block_size
	%160 = add i32 %158, %159
	%161 = sext i32 %160 to i64
	%162 = getelementptr i32, i32 addrspace(1)* %table, i64 %161
	%163 = load i32, i32 addrspace(1)* %162
	%164 = mul i32 %163, %block_size
	%165 = srem i32 %157, %block_size
	%166 = add i32 %164, %165
	%167 = mul i32 %166, 40
	%168 = icmp eq i32 %4, 0
	br i1 %168, label %then21, label %join22

then21:
	%169 = mul i32 %5, 4
	%170 = add i32 %169, 2
	%171 = sext i32 %170 to i64
	%172 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %171
	store i32 %167, i32 addrspace(3)* %172
	br label %join22

join22:
	%173 = add i32 %4, 0
	%174 = add i32 %167, %173
	%175 = sext i32 %174 to i64
	%176 = getelementptr i16, i16 addrspace(1)* %pool, i64 %175
	%177 = load i16, i16 addrspace(1)* %176
	%178 = zext i16 %177 to i32
	%179 = shl i32 %178, 16
	%180 = bitcast i32 %179 to float
	%181 = add i32 %4, 32
	%182 = icmp slt i32 %181, 40
	%183 = select i1 %182, i32 %181, i32 0
	%184 = add i32 %167, %183
	%185 = sext i32 %184 to i64
	%186 = getelementptr i16, i16 addrspace(1)* %pool, i64 %185
	%187 = load i16, i16 addrspace(1)* %186
	%188 = zext i16 %187 to i32
	%189 = shl i32 %188, 16
	%190 = bitcast i32 %189 to float
	%191 = select i1 %182, float %190, float 0.0
	%192 = mul i32 %5, 4
	%193 = add i32 %192, 3
	%194 = add i32 %68, %193
	%195 = icmp slt i32 %194, %27
	%196 = select i1 %195, i32 %194, i32 %24
	%197 = mul i32 %12, %max_blocks
	%198 = sdiv i32 %196, %block_size
	%199 = add i32 %197, %198
	%200 = sext i32 %199 to i64
	%201 = getelementptr i32, i32 addrspace(1)* %table, i64 %200
	%202 = load i32, i32 addrspace(1)* %201
	%203 = mul i32 %202, %block_size
	%204 = srem i32 %196, %block_size
	%205 = add i32 %203, %204
	%206 = mul i32 %205, 40
	%207 = icmp eq i32 %4, 0
	br i1 %207, label %then23, label %join24

then23:
	%208 = mul i32 %5, 4
	%209 = add i32 %208, 3
	%210 = sext i32 %209 to i64
	%211 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %210
	store i32 %206, i32 addrspace(3)* %211
	br label %join24

join24:
	%212 = add i32 %4, 0
	%213 = add i32 %206, %212
	%214 = sext i32 %213 to i64
	%215 = getelementptr i16, i16 addrspace(1)* %pool, i64 %214
	%216 = load i16, i16 addrspace(1)* %215
	%217 = zext i16 %216 to i32
	%218 = shl i32 %217, 16
	%219 = bitcast i32 %218 to float
	%220 = add i32 %4, 32
	%221 = icmp slt i32 %220, 40
	%222 = select i1 %221, i32 %220, i32 0
	%223 = add i32 %206, %222
	%224 = sext i32 %223 to i64
	%225 = getelementptr i16, i16 addrspace(1)* %pool, i64 %224
	%226 = load i16, i16 addrspace(1)* %225
	%227 = zext i16 %226 to i32
	%228 = shl i32 %227, 16
	%229 = bitcast i32 %228 to float
	%230 = select i1 %221, float %229, float 0.0
	br label %loop25

loop25:
	%231 = phi i32 [ 0, %join24 ], [ %425, %join43 ]
	%232 = icmp slt i32 %231, 2
	br i1 %232, label %body26, label %done27

body26:
	%233 = add i32 %231, 0
	%234 = mul i32 %233, 64
	%235 = add i32 %234, %4
	%236 = add i32 %235, 0
	%237 = sext i32 %236 to i64
	%238 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %237
	%239 = load float, float addrspace(3)* %238
	%240 = fmul float %239, %102
	%241 = fmul float %239, %141
	%242 = fmul float %239, %180
	%243 = fmul float %239, %219
	%244 = add i32 %235, 32
	%245 = sext i32 %244 to i64
	%246 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %245
	%247 = load float, float addrspace(3)* %246
	%248 = call float @llvm.fma.f32(float %247, float %113, float %240)
	%249 = call float @llvm.fma.f32(float %247, float %152, float %241)
	%250 = call float @llvm.fma.f32(float %247, float %191, float %242)
	%251 = call float @llvm.fma.f32(float %247, float %230, float %243)
	%252 = add i32 %231, 1
	%253 = mul i32 %252, 64
	%254 = add i32 %253, %4
	%255 = add i32 %254, 0
	%256 = sext i32 %255 to i64
	%257 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %256
	%258 = load float, float addrspace(3)* %257
	%259 = fmul float %258, %102
	%260 = fmul float %258, %141
	%261 = fmul float %258, %180
	%262 = fmul float %258, %219
	%263 = add i32 %254, 32
	%264 = sext i32 %263 to i64
	%265 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %264
	%266 = load float, float addrspace(3)* %265
	%267 = call float @llvm.fma.f32(float %266, float %113, float %259)
	%268 = call float @llvm.fma.f32(float %266, float %152, float %260)
	%269 = call float @llvm.fma.f32(float %266, float %191, float %261)
	%270 = call float @llvm.fma.f32(float %266, float %230, float %262)
	%271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %248, i32 16, i32 31)
	%272 = fadd float %248, %271
	%273 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 16, i32 31)
	%274 = fadd float %249, %273
	%275 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %250, i32 16, i32 31)
	%276 = fadd float %250, %275
	%277 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %251, i32 16, i32 31)
	%278 = fadd float %251, %277
	%279 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 16, i32 31)
	%280 = fadd float %267, %279
	%281 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 16, i32 31)
	%282 = fadd float %268, %281
	%283 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 16, i32 31)
	%284 = fadd float %269, %283
	%285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 16, i32 31)
	%286 = fadd float %270, %285
	%287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 8, i32 31)
	%288 = fadd float %272, %287
	%289 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %274, i32 8, i32 31)
	%290 = fadd float %274, %289
	%291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %276, i32 8, i32 31)
	%292 = fadd float %276, %291
	%293 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 8, i32 31)
	%294 = fadd float %278, %293
	%295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %280, i32 8, i32 31)
	%296 = fadd float %280, %295
	%297 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 8, i32 31)
	%298 = fadd float %282, %297
	%299 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %284, i32 8, i32 31)
	%300 = fadd float %284, %299
	%301 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %286, i32 8, i32 31)
	%302 = fadd float %286, %301
	%303 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %288, i32 4, i32 31)
	%304 = fadd float %288, %303
	%305 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 4, i32 31)
	%306 = fadd float %290, %305
	%307 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %292, i32 4, i32 31)
	%308 = fadd float %292, %307
	%309 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %294, i32 4, i32 31)
	%310 = fadd float %294, %309
	%311 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %296, i32 4, i32 31)
	%312 = fadd float %296, %311
	%313 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %298, i32 4, i32 31)
	%314 = fadd float %298, %313
	%315 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %300, i32 4, i32 31)
	%316 = fadd float %300, %315
	%317 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %302, i32 4, i32 31)
	%318 = fadd float %302, %317
	%319 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %304, i32 2, i32 31)
	%320 = fadd float %304, %319
	%321 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %306, i32 2, i32 31)
	%322 = fadd float %306, %321
	%323 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %308, i32 2, i32 31)
	%324 = fadd float %308, %323
	%325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %310, i32 2, i32 31)
	%326 = fadd float %310, %325
	%327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %312, i32 2, i32 31)
	%328 = fadd float %312, %327
	%329 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %314, i32 2, i32 31)
	%330 = fadd float %314, %329
	%331 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %316, i32 2, i32 31)
	%332 = fadd float %316, %331
	%333 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %318, i32 2, i32 31)
	%334 = fadd float %318, %333
	%335 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %320, i32 1, i32 31)
	%336 = fadd float %320, %335
	%337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %322, i32 1, i32 31)
	%338 = fadd float %322, %337
	%339 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %324, i32 1, i32 31)
	%340 = fadd float %324, %339
	%341 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %326, i32 1, i32 31)
	%342 = fadd float %326, %341
	%343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %328, i32 1, i32 31)
	%344 = fadd float %328, %343
	%345 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %330, i32 1, i32 31)
	%346 = fadd float %330, %345
	%347 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %332, i32 1, i32 31)
	%348 = fadd float %332, %347
	%349 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %334, i32 1, i32 31)
	%350 = fadd float %334, %349
	%351 = add i32 %231, 0
	%352 = fmul float %336, 0x3FD851EB80000000
	%353 = select i1 %73, float %352, float 0xFFF0000000000000
	%354 = icmp eq i32 %4, 0
	br i1 %354, label %then28, label %join29

done27:
	call void @llvm.nvvm.barrier0()
	br label %loop44

then28:
	%355 = mul i32 %351, 32
	%356 = mul i32 %5, 4
	%357 = add i32 %356, 0
	%358 = add i32 %355, %357
	%359 = sext i32 %358 to i64
	%360 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %359
	store float %353, float addrspace(3)* %360
	br label %join29

join29:
	%361 = fmul float %338, 0x3FD851EB80000000
	%362 = select i1 %117, float %361, float 0xFFF0000000000000
	%363 = icmp eq i32 %4, 0
	br i1 %363, label %then30, label %join31

then30:
	%364 = mul i32 %351, 32
	%365 = mul i32 %5, 4
	%366 = add i32 %365, 1
	%367 = add i32 %364, %366
	%368 = sext i32 %367 to i64
	%369 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %368
	store float %362, float addrspace(3)* %369
	br label %join31

join31:
	%370 = fmul float %340, 0x3FD851EB80000000
	%371 = select i1 %156, float %370, float 0xFFF0000000000000
	%372 = icmp eq i32 %4, 0
	br i1 %372, label %then32, label %join33

then32:
	%373 = mul i32 %351, 32
	%374 = mul i32 %5, 4
	%375 = add i32 %374, 2
	%376 = add i32 %373, %375
	%377 = sext i32 %376 to i64
	%378 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %377
	store float %371, float addrspace(3)* %378
	br label %join33

join33:
	%379 = fmul float %342, 0x3FD851EB80000000
	%380 = select i1 %195, float %379, float 0xFFF0000000000000
	%381 = icmp eq i32 %4, 0
	br i1 %381, label %then34, label %join35

then34:
	%382 = mul i32 %351, 32
	%383 = mul i32 %5, 4
	%384 = add i32 %383, 3
	%385 = add i32 %382, %384
	%386 = sext i32 %385 to i64
	%387 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %386
	store float %380, float addrspace(3)* %387
	br label %join35

join35:
	%388 = add i32 %231, 1
	%389 = fmul float %344, 0x3FD851EB80000000
	%390 = select i1 %73, float %389, float 0xFFF0000000000000
	%391 = icmp eq i32 %4, 0
	br i1 %391, label %then36, label %join37

then36:
	%392 = mul i32 %388, 32
	%393 = mul i32 %5, 4
	%394 = add i32 %393, 0
	%395 = add i32 %392, %394
	%396 = sext i32 %395 to i64
	%397 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %396
	store float %390, float addrspace(3)* %397
	br label %join37

join37:
	%398 = fmul float %346, 0x3FD851EB80000000
	%399 = select i1 %117, float %398, float 0xFFF0000000000000
	%400 = icmp eq i32 %4, 0
	br i1 %400, label %then38, label %join39

then38:
	%401 = mul i32 %388, 32
	%402 = mul i32 %5, 4
	%403 = add i32 %402, 1
	%404 = add i32 %401, %403
	%405 = sext i32 %404 to i64
	%406 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %405
	store float %399, float addrspace(3)* %406
	br label %join39

join39:
	%407 = fmul float %348, 0x3FD851EB80000000
	%408 = select i1 %156, float %407, float 0xFFF0000000000000
	%409 = icmp eq i32 %4, 0
	br i1 %409, label %then40, label %join41

then40:
	%410 = mul i32 %388, 32
	%411 = mul i32 %5, 4
	%412 = add i32 %411, 2
	%413 = add i32 %410, %412
	%414 = sext i32 %413 to i64
	%415 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %414
	store float %408, float addrspace(3)* %415
	br label %join41

join41:
	%416 = fmul float %350, 0x3FD851EB80000000
	%417 = select i1 %195, float %416, float 0xFFF0000000000000
	%418 = icmp eq i32 %4, 0
	br i1 %418, label %then42, label %join43

then42:
	%419 = mul i32 %388, 32
	%420 = mul i32 %5, 4
	%421 = add i32 %420, 3
	%422 = add i32 %419, %421
	%423 = sext i32 %422 to i64
	%424 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %423
	store float %417, float addrspace(3)* %424
	br label %join43

join43:
	%425 = add i32 %231, 2
	br label %loop25

loop44:
	%426 = phi i32 [ %5, %done27 ], [ %586, %join48 ]
	%427 = icmp slt i32 %426, 2
	br i1 %427, label %body45, label %done46

body45:
	%428 = mul i32 %426, 32
	%429 = add i32 %428, %4
	%430 = sext i32 %429 to i64
	%431 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %430
	%432 = load float, float addrspace(3)* %431
	%433 = sext i32 %426 to i64
	%434 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %433
	%435 = load float, float addrspace(3)* %434
	%436 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %432, i32 16, i32 31)
	%437 = fcmp olt float %432, %436
	%438 = select i1 %437, float %436, float %432
	%439 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %438, i32 8, i32 31)
	%440 = fcmp olt float %438, %439
	%441 = select i1 %440, float %439, float %438
	%442 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %441, i32 4, i32 31)
	%443 = fcmp olt float %441, %442
	%444 = select i1 %443, float %442, float %441
	%445 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %444, i32 2, i32 31)
	%446 = fcmp olt float %444, %445
	%447 = select i1 %446, float %445, float %444
	%448 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %447, i32 1, i32 31)
	%449 = fcmp olt float %447, %448
	%450 = select i1 %449, float %448, float %447
	%451 = fcmp olt float %450, %435
	%452 = select i1 %451, float %435, float %450
	%453 = fsub float %432, %452
	%454 = fpext float %453 to double
	%455 = fcmp olt double %454, -745.0
	%456 = select i1 %455, double -745.0, double %454
	%457 = fcmp olt double 710.0, %456
	%458 = select i1 %457, double 710.0, double %456
	%459 = fmul double %458, 0x3FF71547652B82FE
	%460 = call double @llvm.rint.f64(double %459)
	%461 = fmul double %460, 0x3FE62E42FEE00000
	%462 = fsub double %458, %461
	%463 = fmul double %460, 0x3DEA39EF35793C76
	%464 = fsub double %462, %463
	%465 = fmul double 0x3DE6124613A86D09, %464
	%466 = fadd double %465, 0x3E21EED8EFF8D898
	%467 = fmul double %466, %464
	%468 = fadd double %467, 0x3E5AE64567F544E4
	%469 = fmul double %468, %464
	%470 = fadd double %469, 0x3E927E4FB7789F5C
	%471 = fmul double %470, %464
	%472 = fadd double %471, 0x3EC71DE3A556C734
	%473 = fmul double %472, %464
	%474 = fadd double %473, 0x3EFA01A01A01A01A
	%475 = fmul double %474, %464
	%476 = fadd double %475, 0x3F2A01A01A01A01A
	%477 = fmul double %476, %464
	%478 = fadd double %477, 0x3F56C16C16C16C17
	%479 = fmul double %478, %464
	%480 = fadd double %479, 0x3F81111111111111
	%481 = fmul double %480, %464
	%482 = fadd double %481, 0x3FA5555555555555
	%483 = fmul double %482, %464
	%484 = fadd double %483, 0x3FC5555555555555
	%485 = fmul double %484, %464
	%486 = fadd double %485, 0.5
	%487 = fmul double %486, %464
	%488 = fadd double %487, 1.0
	%489 = fmul double %488, %464
	%490 = fadd double %489, 1.0
	%491 = fptosi double %460 to i64
	%492 = sdiv i64 %491, 2
	%493 = sub i64 %491, %492
	%494 = add i64 %492, 1023
	%495 = shl i64 %494, 52
	%496 = bitcast i64 %495 to double
	%497 = fmul double %490, %496
	%498 = add i64 %493, 1023
	%499 = shl i64 %498, 52
	%500 = bitcast i64 %499 to double
	%501 = fmul double %497, %500
	%502 = fptrunc double %501 to float
	%503 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %502, i32 16, i32 31)
	%504 = fadd float %502, %503
	%505 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %504, i32 8, i32 31)
	%506 = fadd float %504, %505
	%507 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %506, i32 4, i32 31)
	%508 = fadd float %506, %507
	%509 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %508, i32 2, i32 31)
	%510 = fadd float %508, %509
	%511 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %510, i32 1, i32 31)
	%512 = fadd float %510, %511
	%513 = fsub float %435, %452
	%514 = fpext float %513 to double
	%515 = fcmp olt double %514, -745.0
	%516 = select i1 %515, double -745.0, double %514
	%517 = fcmp olt double 710.0, %516
	%518 = select i1 %517, double 710.0, double %516
	%519 = fmul double %518, 0x3FF71547652B82FE
	%520 = call double @llvm.rint.f64(double %519)
	%521 = fmul double %520, 0x3FE62E42FEE00000
	%522 = fsub double %518, %521
	%523 = fmul double %520, 0x3DEA39EF35793C76
	%524 = fsub double %522, %523
	%525 = fmul double 0x3DE6124613A86D09, %524
	%526 = fadd double %525, 0x3E21EED8EFF8D898
	%527 = fmul double %526, %524
	%528 = fadd double %527, 0x3E5AE64567F544E4
	%529 = fmul double %528, %524
	%530 = fadd double %529, 0x3E927E4FB7789F5C
	%531 = fmul double %530, %524
	%532 = fadd double %531, 0x3EC71DE3A556C734
	%533 = fmul double %532, %524
	%534 = fadd double %533, 0x3EFA01A01A01A01A
	%535 = fmul double %534, %524
	%536 = fadd double %535, 0x3F2A01A01A01A01A
	%537 = fmul double %536, %524
	%538 = fadd double %537, 0x3F56C16C16C16C17
	%539 = fmul double %538, %524
	%540 = fadd double %539, 0x3F81111111111111
	%541 = fmul double %540, %524
	%542 = fadd double %541, 0x3FA5555555555555
	%543 = fmul double %542, %524
	%544 = fadd double %543, 0x3FC5555555555555
	%545 = fmul double %544, %524
	%546 = fadd double %545, 0.5
	%547 = fmul double %546, %524
	%548 = fadd double %547, 1.0
	%549 = fmul double %548, %524
	%550 = fadd double %549, 1.0
	%551 = fptosi double %520 to i64
	%552 = sdiv i64 %551, 2
	%553 = sub i64 %551, %552
	%554 = add i64 %552, 1023
	%555 = shl i64 %554, 52
	%556 = bitcast i64 %555 to double
	%557 = fmul double %550, %556
	%558 = add i64 %553, 1023
	%559 = shl i64 %558, 52
	%560 = bitcast i64 %559 to double
	%561 = fmul double %557, %560
	%562 = fptrunc double %561 to float
	%563 = sext i32 %429 to i64
	%564 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %563
	store float %502, float addrspace(3)* %564
	%565 = icmp eq i32 %4, 0
	br i1 %565, label %then47, label %join48

done46:
	call void @llvm.nvvm.barrier0()
	%566 = sext i32 0 to i64
	%567 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %566
	%568 = load float, float addrspace(3)* %567
	%569 = load float, float* %0
	%570 = fmul float %569, %568
	store float %570, float* %0
	%571 = sext i32 1 to i64
	%572 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %571
	%573 = load float, float addrspace(3)* %572
	%574 = load float, float* %1
	%575 = fmul float %574, %573
	store float %575, float* %1
	br label %loop49

then47:
	%576 = sext i32 %426 to i64
	%577 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %576
	store float %452, float addrspace(3)* %577
	%578 = sext i32 %426 to i64
	%579 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %578
	%580 = load float, float addrspace(3)* %579
	%581 = call float @llvm.fma.f32(float %580, float %562, float %512)
	%582 = sext i32 %426 to i64
	%583 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %582
	store float %581, float addrspace(3)* %583
	%584 = sext i32 %426 to i64
	%585 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %584
	store float %562, float addrspace(3)* %585
	br label %join48

join48:
	%586 = add i32 %426, 8
	br label %loop44

loop49:
	%587 = phi i32 [ 0, %done46 ], [ %805, %body50 ]
	%588 = icmp slt i32 %587, 32
	br i1 %588, label %body50, label %done51

body50:
	%589 = add i32 %587, 0
	%590 = sext i32 %589 to i64
	%591 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %590
	%592 = load i32, i32 addrspace(3)* %591
	%593 = add i32 %592, %67
	%594 = sext i32 %593 to i64
	%595 = getelementptr i16, i16 addrspace(1)* %pool, i64 %594
	%596 = load i16, i16 addrspace(1)* %595
	%597 = zext i16 %596 to i32
	%598 = shl i32 %597, 16
	%599 = bitcast i32 %598 to float
	%600 = add i32 %587, 1
	%601 = sext i32 %600 to i64
	%602 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %601
	%603 = load i32, i32 addrspace(3)* %602
	%604 = add i32 %603, %67
	%605 = sext i32 %604 to i64
	%606 = getelementptr i16, i16 addrspace(1)* %pool, i64 %605
	%607 = load i16, i16 addrspace(1)* %606
	%608 = zext i16 %607 to i32
	%609 = shl i32 %608, 16
	%610 = bitcast i32 %609 to float
	%611 = add i32 %587, 2
	%612 = sext i32 %611 to i64
	%613 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %612
	%614 = load i32, i32 addrspace(3)* %613
	%615 = add i32 %614, %67
	%616 = sext i32 %615 to i64
	%617 = getelementptr i16, i16 addrspace(1)* %pool, i64 %616
	%618 = load i16, i16 addrspace(1)* %617
	%619 = zext i16 %618 to i32
	%620 = shl i32 %619, 16
	%621 = bitcast i32 %620 to float
	%622 = add i32 %587, 3
	%623 = sext i32 %622 to i64
	%624 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %623
	%625 = load i32, i32 addrspace(3)* %624
	%626 = add i32 %625, %67
	%627 = sext i32 %626 to i64
	%628 = getelementptr i16, i16 addrspace(1)* %pool, i64 %627
	%629 = load i16, i16 addrspace(1)* %628
	%630 = zext i16 %629 to i32
	%631 = shl i32 %630, 16
	%632 = bitcast i32 %631 to float
	%633 = add i32 %587, 4
	%634 = sext i32 %633 to i64
	%635 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %634
	%636 = load i32, i32 addrspace(3)* %635
	%637 = add i32 %636, %67
	%638 = sext i32 %637 to i64
	%639 = getelementptr i16, i16 addrspace(1)* %pool, i64 %638
	%640 = load i16, i16 addrspace(1)* %639
	%641 = zext i16 %640 to i32
	%642 = shl i32 %641, 16
	%643 = bitcast i32 %642 to float
	%644 = add i32 %587, 5
	%645 = sext i32 %644 to i64
	%646 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %645
	%647 = load i32, i32 addrspace(3)* %646
	%648 = add i32 %647, %67
	%649 = sext i32 %648 to i64
	%650 = getelementptr i16, i16 addrspace(1)* %pool, i64 %649
	%651 = load i16, i16 addrspace(1)* %650
	%652 = zext i16 %651 to i32
	%653 = shl i32 %652, 16
	%654 = bitcast i32 %653 to float
	%655 = add i32 %587, 6
	%656 = sext i32 %655 to i64
	%657 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %656
	%658 = load i32, i32 addrspace(3)* %657
	%659 = add i32 %658, %67
	%660 = sext i32 %659 to i64
	%661 = getelementptr i16, i16 addrspace(1)* %pool, i64 %660
	%662 = load i16, i16 addrspace(1)* %661
	%663 = zext i16 %662 to i32
	%664 = shl i32 %663, 16
	%665 = bitcast i32 %664 to float
	%666 = add i32 %587, 7
	%667 = sext i32 %666 to i64
	%668 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %667
	%669 = load i32, i32 addrspace(3)* %668
	%670 = add i32 %669, %67
	%671 = sext i32 %670 to i64
	%672 = getelementptr i16, i16 addrspace(1)* %pool, i64 %671
	%673 = load i16, i16 addrspace(1)* %672
	%674 = zext i16 %673 to i32
	%675 = shl i32 %674, 16
	%676 = bitcast i32 %675 to float
	%677 = mul i32 0, 32
	%678 = add i32 0, %587
	%679 = add i32 %677, %678
	%680 = sext i32 %679 to i64
	%681 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %680
	%682 = load float, float addrspace(3)* %681
	%683 = load float, float* %0
	%684 = call float @llvm.fma.f32(float %682, float %599, float %683)
	store float %684, float* %0
	%685 = mul i32 1, 32
	%686 = add i32 0, %587
	%687 = add i32 %685, %686
	%688 = sext i32 %687 to i64
	%689 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %688
	%690 = load float, float addrspace(3)* %689
	%691 = load float, float* %1
	%692 = call float @llvm.fma.f32(float %690, float %599, float %691)
	store float %692, float* %1
	%693 = mul i32 0, 32
	%694 = add i32 1, %587
	%695 = add i32 %693, %694
	%696 = sext i32 %695 to i64
	%697 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %696
	%698 = load float, float addrspace(3)* %697
	%699 = load float, float* %0
	%700 = call float @llvm.fma.f32(float %698, float %610, float %699)
	store float %700, float* %0
	%701 = mul i32 1, 32
	%702 = add i32 1, %587
	%703 = add i32 %701, %702
	%704 = sext i32 %703 to i64
	%705 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %704
	%706 = load float, float addrspace(3)* %705
	%707 = load float, float* %1
	%708 = call float @llvm.fma.f32(float %706, float %610, float %707)
	store float %708, float* %1
	%709 = mul i32 0, 32
	%710 = add i32 2, %587
	%711 = add i32 %709, %710
	%712 = sext i32 %711 to i64
	%713 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %712
	%714 = load float, float addrspace(3)* %713
	%715 = load float, float* %0
	%716 = call float @llvm.fma.f32(float %714, float %621, float %715)
	store float %716, float* %0
	%717 = mul i32 1, 32
	%718 = add i32 2, %587
	%719 = add i32 %717, %718
	%720 = sext i32 %719 to i64
	%721 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %720
	%722 = load float, float addrspace(3)* %721
	%723 = load float, float* %1
	%724 = call float @llvm.fma.f32(float %722, float %621, float %723)
	store float %724, float* %1
	%725 = mul i32 0, 32
	%726 = add i32 3, %587
	%727 = add i32 %725, %726
	%728 = sext i32 %727 to i64
	%729 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %728
	%730 = load float, float addrspace(3)* %729
	%731 = load float, float* %0
	%732 = call float @llvm.fma.f32(float %730, float %632, float %731)
	store float %732, float* %0
	%733 = mul i32 1, 32
	%734 = add i32 3, %587
	%735 = add i32 %733, %734
	%736 = sext i32 %735 to i64
	%737 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %736
	%738 = load float, float addrspace(3)* %737
	%739 = load float, float* %1
	%740 = call float @llvm.fma.f32(float %738, float %632, float %739)
	store float %740, float* %1
	%741 = mul i32 0, 32
	%742 = add i32 4, %587
	%743 = add i32 %741, %742
	%744 = sext i32 %743 to i64
	%745 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %744
	%746 = load float, float addrspace(3)* %745
	%747 = load float, float* %0
	%748 = call float @llvm.fma.f32(float %746, float %643, float %747)
	store float %748, float* %0
	%749 = mul i32 1, 32
	%750 = add i32 4, %587
	%751 = add i32 %749, %750
	%752 = sext i32 %751 to i64
	%753 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %752
	%754 = load float, float addrspace(3)* %753
	%755 = load float, float* %1
	%756 = call float @llvm.fma.f32(float %754, float %643, float %755)
	store float %756, float* %1
	%757 = mul i32 0, 32
	%758 = add i32 5, %587
	%759 = add i32 %757, %758
	%760 = sext i32 %759 to i64
	%761 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %760
	%762 = load float, float addrspace(3)* %761
	%763 = load float, float* %0
	%764 = call float @llvm.fma.f32(float %762, float %654, float %763)
	store float %764, float* %0
	%765 = mul i32 1, 32
	%766 = add i32 5, %587
	%767 = add i32 %765, %766
	%768 = sext i32 %767 to i64
	%769 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %768
	%770 = load float, float addrspace(3)* %769
	%771 = load float, float* %1
	%772 = call float @llvm.fma.f32(float %770, float %654, float %771)
	store float %772, float* %1
	%773 = mul i32 0, 32
	%774 = add i32 6, %587
	%775 = add i32 %773, %774
	%776 = sext i32 %775 to i64
	%777 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %776
	%778 = load float, float addrspace(3)* %777
	%779 = load float, float* %0
	%780 = call float @llvm.fma.f32(float %778, float %665, float %779)
	store float %780, float* %0
	%781 = mul i32 1, 32
	%782 = add i32 6, %587
	%783 = add i32 %781, %782
	%784 = sext i32 %783 to i64
	%785 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %784
	%786 = load float, float addrspace(3)* %785
	%787 = load float, float* %1
	%788 = call float @llvm.fma.f32(float %786, float %665, float %787)
	store float %788, float* %1
	%789 = mul i32 0, 32
	%790 = add i32 7, %587
	%791 = add i32 %789, %790
	%792 = sext i32 %791 to i64
	%793 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %792
	%794 = load float, float addrspace(3)* %793
	%795 = load float, float* %0
	%796 = call float @llvm.fma.f32(float %794, float %676, float %795)
	store float %796, float* %0
	%797 = mul i32 1, 32
	%798 = add i32 7, %587
	%799 = add i32 %797, %798
	%800 = sext i32 %799 to i64
	%801 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %800
	%802 = load float, float addrspace(3)* %801
	%803 = load float, float* %1
	%804 = call float @llvm.fma.f32(float %802, float %676, float %803)
	store float %804, float* %1
	%805 = add i32 %587, 8
	br label %loop49

done51:
	call void @llvm.nvvm.barrier0()
	%806 = add i32 %68, 32
	br label %loop14

then52:
	%807 = add i32 %90, %67
	%808 = load float, float* %0
	%809 = sext i32 %807 to i64
	%810 = getelementptr float, float addrspace(1)* %part, i64 %809
	store float %808, float addrspace(1)* %810
	br label %join53

join53:
	%811 = mul i32 1, 40
	%812 = add i32 %88, %811
	br i1 %66, label %then54, label %join55

then54:
	%813 = add i32 %812, %67
	%814 = load float, float* %1
	%815 = sext i32 %813 to i64
	%816 = getelementptr float, float addrspace(1)* %part, i64 %815
	store float %814, float addrspace(1)* %816
	br label %join55

join55:
	%817 = icmp slt i32 %2, 2
	br i1 %817, label %then56, label %join57

then56:
	%818 = mul i32 %2, 40
	%819 = add i32 %88, %818
	%820 = add i32 %819, 32
	%821 = sext i32 %2 to i64
	%822 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %821
	%823 = load float, float addrspace(3)* %822
	%824 = sext i32 %820 to i64
	%825 = getelementptr float, float addrspace(1)* %part, i64 %824
	store float %823, float addrspace(1)* %825
	%826 = add i32 %819, 33
	%827 = sext i32 %2 to i64
	%828 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %827
	%829 = load float, float addrspace(3)* %828
	%830 = sext i32 %826 to i64
	%831 = getelementptr float, float addrspace(1)* %part, i64 %830
	store float %829, float addrspace(1)* %831
	br label %join57

join57:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)
