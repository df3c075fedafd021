target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44 = internal addrspace(3) global [128 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45 = internal addrspace(3) global [64 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49 = internal addrspace(3) global [32 x i32] undef, align 8

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
	%21 = add i32 %20, 31
	%22 = sdiv i32 %21, 32
	%23 = mul i32 %22, 32
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
	%68 = phi i32 [ %24, %join13 ], [ %773, %done51 ]
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
	%88 = mul i32 %87, 34
	%89 = add i32 %88, 0
	br i1 %66, label %then52, label %join53

then17:
	%90 = mul i32 %5, 4
	%91 = add i32 %90, 0
	%92 = sext i32 %91 to i64
	%93 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %92
	store i32 %84, i32 addrspace(3)* %93
	br label %join18

join18:
	%94 = add i32 %4, 0
	%95 = add i32 %84, %94
	%96 = sext i32 %95 to i64
	%97 = getelementptr i16, i16 addrspace(1)* %pool, i64 %96
	%98 = load i16, i16 addrspace(1)* %97
	%99 = zext i16 %98 to i32
	%100 = shl i32 %99, 16
	%101 = bitcast i32 %100 to float
	%102 = add i32 %4, 32
	%103 = icmp slt i32 %102, 40
	%104 = select i1 %103, i32 %102, i32 0
	%105 = add i32 %84, %104
	%106 = sext i32 %105 to i64
	%107 = getelementptr i16, i16 addrspace(1)* %pool, i64 %106
	%108 = load i16, i16 addrspace(1)* %107
	%109 = zext i16 %108 to i32
	%110 = shl i32 %109, 16
	%111 = bitcast i32 %110 to float
	%112 = select i1 %103, float %111, float 0.0
	%113 = mul i32 %5, 4
	%114 = add i32 %113, 1
	%115 = add i32 %68, %114
	%116 = icmp slt i32 %115, %27
	%117 = select i1 %116, i32 %115, i32 %24
	%118 = mul i32 %12, %max_blocks
	%119 = sdiv i32 %117, %block_size
	%120 = add i32 %118, %119
	%121 = sext i32 %120 to i64
	%122 = getelementptr i32, i32 addrspace(1)* %table, i64 %121
	%123 = load i32, i32 addrspace(1)* %122
	%124 = mul i32 %123, %block_size
	%125 = srem i32 %117, %block_size
	%126 = add i32 %124, %125
	%127 = mul i32 %126, 40
	%128 = icmp eq i32 %4, 0
	br i1 %128, label %then19, label %join20

then19:
	%129 = mul i32 %5, 4
	%130 = add i32 %129, 1
	%131 = sext i32 %130 to i64
	%132 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %131
	store i32 %127, i32 addrspace(3)* %132
	br label %join20

join20:
	%133 = add i32 %4, 0
	%134 = add i32 %127, %133
	%135 = sext i32 %134 to i64
	%136 = getelementptr i16, i16 addrspace(1)* %pool, i64 %135
	%137 = load i16, i16 addrspace(1)* %136
	%138 = zext i16 %137 to i32
	%139 = shl i32 %138, 16
	%140 = bitcast i32 %139 to float
	%141 = add i32 %4, 32
	%142 = icmp slt i32 %141, 40
	%143 = select i1 %142, i32 %141, i32 0
	%144 = add i32 %127, %143
	%145 = sext i32 %144 to i64
	%146 = getelementptr i16, i16 addrspace(1)* %pool, i64 %145
	%147 = load i16, i16 addrspace(1)* %146
	%148 = zext i16 %147 to i32
	%149 = shl i32 %148, 16
	%150 = bitcast i32 %149 to float
	%151 = select i1 %142, float %150, float 0.0
	%152 = mul i32 %5, 4
	%153 = add i32 %152, 2
	%154 = add i32 %68, %153
	%155 = icmp slt i32 %154, %27
	%156 = select i1 %155, i32 %154, i32 %24
	%157 = mul i32 %12, %max_blocks
	%158 = sdiv i32 %156, %block_size
	%159 = add i32 %157, %158
	%160 = sext i32 %159 to i64
	%161 = getelementptr i32, i32 addrspace(1)* %table, i64 %160
	%162 = load i32, i32 addrspace(1)* %161
	%163 = mul i32 %162, %block_size
	%164 = srem i32 %156, %block_size
	%165 = add i32 %163, %164
	%166 = mul i32 %165, 40
	%167 = icmp eq i32 %4, 0
	br i1 %167, label %then21, label %join22

then21:
	%168 = mul i32 %5, 4
	%169 = add i32 %168, 2
	%170 = sext i32 %169 to i64
	%171 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %170
	store i32 %166, i32 addrspace(3)* %171
	br label %join22

join22:
	%172 = add i32 %4, 0
	%173 = add i32 %166, %172
	%174 = sext i32 %173 to i64
	%175 = getelementptr i16, i16 addrspace(1)* %pool, i64 %174
	%176 = load i16, i16 addrspace(1)* %175
	%177 = zext i16 %176 to i32
	%178 = shl i32 %177, 16
	%179 = bitcast i32 %178 to float
	%180 = add i32 %4, 32
	%181 = icmp slt i32 %180, 40
	%182 = select i1 %181, i32 %180, i32 0
	%183 = add i32 %166, %182
	%184 = sext i32 %183 to i64
	%185 = getelementptr i16, i16 addrspace(1)* %pool, i64 %184
	%186 = load i16, i16 addrspace(1)* %185
	%187 = zext i16 %186 to i32
	%188 = shl i32 %187, 16
	%189 = bitcast i32 %188 to float
	%190 = select i1 %181, float %189, float 0.0
	%191 = mul i32 %5, 4
	%192 = add i32 %191, 3
	%193 = add i32 %68, %192
	%194 = icmp slt i32 %193, %27
	%195 = select i1 %194, i32 %193, i32 %24
	%196 = mul i32 %12, %max_blocks
	%197 = sdiv i32 %195, %block_size
	%198 = add i32 %196, %197
	%199 = sext i32 %198 to i64
	%200 = getelementptr i32, i32 addrspace(1)* %table, i64 %199
	%201 = load i32, i32 addrspace(1)* %200
	%202 = mul i32 %201, %block_size
	%203 = srem i32 %195, %block_size
	%204 = add i32 %202, %203
	%205 = mul i32 %204, 40
	%206 = icmp eq i32 %4, 0
	br i1 %206, label %then23, label %join24

then23:
	%207 = mul i32 %5, 4
	%208 = add i32 %207, 3
	%209 = sext i32 %208 to i64
	%210 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %209
	store i32 %205, i32 addrspace(3)* %210
	br label %join24

join24:
	%211 = add i32 %4, 0
	%212 = add i32 %205, %211
	%213 = sext i32 %212 to i64
	%214 = getelementptr i16, i16 addrspace(1)* %pool, i64 %213
	%215 = load i16, i16 addrspace(1)* %214
	%216 = zext i16 %215 to i32
	%217 = shl i32 %216, 16
	%218 = bitcast i32 %217 to float
	%219 = add i32 %4, 32
	%220 = icmp slt i32 %219, 40
	%221 = select i1 %220, i32 %219, i32 0
	%222 = add i32 %205, %221
	%223 = sext i32 %222 to i64
	%224 = getelementptr i16, i16 addrspace(1)* %pool, i64 %223
	%225 = load i16, i16 addrspace(1)* %224
	%226 = zext i16 %225 to i32
	%227 = shl i32 %226, 16
	%228 = bitcast i32 %227 to float
	%229 = select i1 %220, float %228, float 0.0
	br label %loop25

loop25:
	%230 = phi i32 [ 0, %join24 ], [ %424, %join43 ]
	%231 = icmp slt i32 %230, 2
	br i1 %231, label %body26, label %done27

body26:
	%232 = add i32 %230, 0
	%233 = mul i32 %232, 64
	%234 = add i32 %233, %4
	%235 = add i32 %234, 0
	%236 = sext i32 %235 to i64
	%237 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %236
	%238 = load float, float addrspace(3)* %237
	%239 = fmul float %238, %101
	%240 = fmul float %238, %140
	%241 = fmul float %238, %179
	%242 = fmul float %238, %218
	%243 = add i32 %234, 32
	%244 = sext i32 %243 to i64
	%245 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %244
	%246 = load float, float addrspace(3)* %245
	%247 = call float @llvm.fma.f32(float %246, float %112, float %239)
	%248 = call float @llvm.fma.f32(float %246, float %151, float %240)
	%249 = call float @llvm.fma.f32(float %246, float %190, float %241)
	%250 = call float @llvm.fma.f32(float %246, float %229, float %242)
	%251 = add i32 %230, 1
	%252 = mul i32 %251, 64
	%253 = add i32 %252, %4
	%254 = add i32 %253, 0
	%255 = sext i32 %254 to i64
	%256 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %255
	%257 = load float, float addrspace(3)* %256
	%258 = fmul float %257, %101
	%259 = fmul float %257, %140
	%260 = fmul float %257, %179
	%261 = fmul float %257, %218
	%262 = add i32 %253, 32
	%263 = sext i32 %262 to i64
	%264 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem44, i64 0, i64 %263
	%265 = load float, float addrspace(3)* %264
	%266 = call float @llvm.fma.f32(float %265, float %112, float %258)
	%267 = call float @llvm.fma.f32(float %265, float %151, float %259)
	%268 = call float @llvm.fma.f32(float %265, float %190, float %260)
	%269 = call float @llvm.fma.f32(float %265, float %229, float %261)
	%270 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 16, i32 31)
	%271 = fadd float %247, %270
	%272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %248, i32 16, i32 31)
	%273 = fadd float %248, %272
	%274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 16, i32 31)
	%275 = fadd float %249, %274
	%276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %250, i32 16, i32 31)
	%277 = fadd float %250, %276
	%278 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 16, i32 31)
	%279 = fadd float %266, %278
	%280 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 16, i32 31)
	%281 = fadd float %267, %280
	%282 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 16, i32 31)
	%283 = fadd float %268, %282
	%284 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %269, i32 16, i32 31)
	%285 = fadd float %269, %284
	%286 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %271, i32 8, i32 31)
	%287 = fadd float %271, %286
	%288 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %273, i32 8, i32 31)
	%289 = fadd float %273, %288
	%290 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 8, i32 31)
	%291 = fadd float %275, %290
	%292 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 8, i32 31)
	%293 = fadd float %277, %292
	%294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %279, i32 8, i32 31)
	%295 = fadd float %279, %294
	%296 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %281, i32 8, i32 31)
	%297 = fadd float %281, %296
	%298 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 8, i32 31)
	%299 = fadd float %283, %298
	%300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 8, i32 31)
	%301 = fadd float %285, %300
	%302 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %287, i32 4, i32 31)
	%303 = fadd float %287, %302
	%304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 4, i32 31)
	%305 = fadd float %289, %304
	%306 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %291, i32 4, i32 31)
	%307 = fadd float %291, %306
	%308 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 4, i32 31)
	%309 = fadd float %293, %308
	%310 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 4, i32 31)
	%311 = fadd float %295, %310
	%312 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %297, i32 4, i32 31)
	%313 = fadd float %297, %312
	%314 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %299, i32 4, i32 31)
	%315 = fadd float %299, %314
	%316 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 4, i32 31)
	%317 = fadd float %301, %316
	%318 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %303, i32 2, i32 31)
	%319 = fadd float %303, %318
	%320 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %305, i32 2, i32 31)
	%321 = fadd float %305, %320
	%322 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 2, i32 31)
	%323 = fadd float %307, %322
	%324 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %309, i32 2, i32 31)
	%325 = fadd float %309, %324
	%326 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %311, i32 2, i32 31)
	%327 = fadd float %311, %326
	%328 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 2, i32 31)
	%329 = fadd float %313, %328
	%330 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 2, i32 31)
	%331 = fadd float %315, %330
	%332 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %317, i32 2, i32 31)
	%333 = fadd float %317, %332
	%334 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 1, i32 31)
	%335 = fadd float %319, %334
	%336 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %321, i32 1, i32 31)
	%337 = fadd float %321, %336
	%338 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %323, i32 1, i32 31)
	%339 = fadd float %323, %338
	%340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %325, i32 1, i32 31)
	%341 = fadd float %325, %340
	%342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %327, i32 1, i32 31)
	%343 = fadd float %327, %342
	%344 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %329, i32 1, i32 31)
	%345 = fadd float %329, %344
	%346 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %331, i32 1, i32 31)
	%347 = fadd float %331, %346
	%348 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %333, i32 1, i32 31)
	%349 = fadd float %333, %348
	%350 = add i32 %230, 0
	%351 = fmul float %335, 0x3FD851EB80000000
	%352 = select i1 %73, float %351, float 0xFFF0000000000000
	%353 = icmp eq i32 %4, 0
	br i1 %353, label %then28, label %join29

done27:
	call void @llvm.nvvm.barrier0()
	br label %loop44

then28:
	%354 = mul i32 %350, 32
	%355 = mul i32 %5, 4
	%356 = add i32 %355, 0
	%357 = add i32 %354, %356
	%358 = sext i32 %357 to i64
	%359 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %358
	store float %352, float addrspace(3)* %359
	br label %join29

join29:
	%360 = fmul float %337, 0x3FD851EB80000000
	%361 = select i1 %116, float %360, float 0xFFF0000000000000
	%362 = icmp eq i32 %4, 0
	br i1 %362, label %then30, label %join31

then30:
	%363 = mul i32 %350, 32
	%364 = mul i32 %5, 4
	%365 = add i32 %364, 1
	%366 = add i32 %363, %365
	%367 = sext i32 %366 to i64
	%368 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %367
	store float %361, float addrspace(3)* %368
	br label %join31

join31:
	%369 = fmul float %339, 0x3FD851EB80000000
	%370 = select i1 %155, float %369, float 0xFFF0000000000000
	%371 = icmp eq i32 %4, 0
	br i1 %371, label %then32, label %join33

then32:
	%372 = mul i32 %350, 32
	%373 = mul i32 %5, 4
	%374 = add i32 %373, 2
	%375 = add i32 %372, %374
	%376 = sext i32 %375 to i64
	%377 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %376
	store float %370, float addrspace(3)* %377
	br label %join33

join33:
	%378 = fmul float %341, 0x3FD851EB80000000
	%379 = select i1 %194, float %378, float 0xFFF0000000000000
	%380 = icmp eq i32 %4, 0
	br i1 %380, label %then34, label %join35

then34:
	%381 = mul i32 %350, 32
	%382 = mul i32 %5, 4
	%383 = add i32 %382, 3
	%384 = add i32 %381, %383
	%385 = sext i32 %384 to i64
	%386 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %385
	store float %379, float addrspace(3)* %386
	br label %join35

join35:
	%387 = add i32 %230, 1
	%388 = fmul float %343, 0x3FD851EB80000000
	%389 = select i1 %73, float %388, float 0xFFF0000000000000
	%390 = icmp eq i32 %4, 0
	br i1 %390, label %then36, label %join37

then36:
	%391 = mul i32 %387, 32
	%392 = mul i32 %5, 4
	%393 = add i32 %392, 0
	%394 = add i32 %391, %393
	%395 = sext i32 %394 to i64
	%396 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %395
	store float %389, float addrspace(3)* %396
	br label %join37

join37:
	%397 = fmul float %345, 0x3FD851EB80000000
	%398 = select i1 %116, float %397, float 0xFFF0000000000000
	%399 = icmp eq i32 %4, 0
	br i1 %399, label %then38, label %join39

then38:
	%400 = mul i32 %387, 32
	%401 = mul i32 %5, 4
	%402 = add i32 %401, 1
	%403 = add i32 %400, %402
	%404 = sext i32 %403 to i64
	%405 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %404
	store float %398, float addrspace(3)* %405
	br label %join39

join39:
	%406 = fmul float %347, 0x3FD851EB80000000
	%407 = select i1 %155, float %406, float 0xFFF0000000000000
	%408 = icmp eq i32 %4, 0
	br i1 %408, label %then40, label %join41

then40:
	%409 = mul i32 %387, 32
	%410 = mul i32 %5, 4
	%411 = add i32 %410, 2
	%412 = add i32 %409, %411
	%413 = sext i32 %412 to i64
	%414 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %413
	store float %407, float addrspace(3)* %414
	br label %join41

join41:
	%415 = fmul float %349, 0x3FD851EB80000000
	%416 = select i1 %194, float %415, float 0xFFF0000000000000
	%417 = icmp eq i32 %4, 0
	br i1 %417, label %then42, label %join43

then42:
	%418 = mul i32 %387, 32
	%419 = mul i32 %5, 4
	%420 = add i32 %419, 3
	%421 = add i32 %418, %420
	%422 = sext i32 %421 to i64
	%423 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %422
	store float %416, float addrspace(3)* %423
	br label %join43

join43:
	%424 = add i32 %230, 2
	br label %loop25

loop44:
	%425 = phi i32 [ %5, %done27 ], [ %585, %join48 ]
	%426 = icmp slt i32 %425, 2
	br i1 %426, label %body45, label %done46

body45:
	%427 = mul i32 %425, 32
	%428 = add i32 %427, %4
	%429 = sext i32 %428 to i64
	%430 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %429
	%431 = load float, float addrspace(3)* %430
	%432 = sext i32 %425 to i64
	%433 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %432
	%434 = load float, float addrspace(3)* %433
	%435 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %431, i32 16, i32 31)
	%436 = fcmp olt float %431, %435
	%437 = select i1 %436, float %435, float %431
	%438 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %437, i32 8, i32 31)
	%439 = fcmp olt float %437, %438
	%440 = select i1 %439, float %438, float %437
	%441 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %440, i32 4, i32 31)
	%442 = fcmp olt float %440, %441
	%443 = select i1 %442, float %441, float %440
	%444 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %443, i32 2, i32 31)
	%445 = fcmp olt float %443, %444
	%446 = select i1 %445, float %444, float %443
	%447 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %446, i32 1, i32 31)
	%448 = fcmp olt float %446, %447
	%449 = select i1 %448, float %447, float %446
	%450 = fcmp olt float %449, %434
	%451 = select i1 %450, float %434, float %449
	%452 = fsub float %431, %451
	%453 = fpext float %452 to double
	%454 = fcmp olt double %453, -745.0
	%455 = select i1 %454, double -745.0, double %453
	%456 = fcmp olt double 710.0, %455
	%457 = select i1 %456, double 710.0, double %455
	%458 = fmul double %457, 0x3FF71547652B82FE
	%459 = call double @llvm.rint.f64(double %458)
	%460 = fmul double %459, 0x3FE62E42FEE00000
	%461 = fsub double %457, %460
	%462 = fmul double %459, 0x3DEA39EF35793C76
	%463 = fsub double %461, %462
	%464 = fmul double 0x3DE6124613A86D09, %463
	%465 = fadd double %464, 0x3E21EED8EFF8D898
	%466 = fmul double %465, %463
	%467 = fadd double %466, 0x3E5AE64567F544E4
	%468 = fmul double %467, %463
	%469 = fadd double %468, 0x3E927E4FB7789F5C
	%470 = fmul double %469, %463
	%471 = fadd double %470, 0x3EC71DE3A556C734
	%472 = fmul double %471, %463
	%473 = fadd double %472, 0x3EFA01A01A01A01A
	%474 = fmul double %473, %463
	%475 = fadd double %474, 0x3F2A01A01A01A01A
	%476 = fmul double %475, %463
	%477 = fadd double %476, 0x3F56C16C16C16C17
	%478 = fmul double %477, %463
	%479 = fadd double %478, 0x3F81111111111111
	%480 = fmul double %479, %463
	%481 = fadd double %480, 0x3FA5555555555555
	%482 = fmul double %481, %463
	%483 = fadd double %482, 0x3FC5555555555555
	%484 = fmul double %483, %463
	%485 = fadd double %484, 0.5
	%486 = fmul double %485, %463
	%487 = fadd double %486, 1.0
	%488 = fmul double %487, %463
	%489 = fadd double %488, 1.0
	%490 = fptosi double %459 to i64
	%491 = sdiv i64 %490, 2
	%492 = sub i64 %490, %491
	%493 = add i64 %491, 1023
	%494 = shl i64 %493, 52
	%495 = bitcast i64 %494 to double
	%496 = fmul double %489, %495
	%497 = add i64 %492, 1023
	%498 = shl i64 %497, 52
	%499 = bitcast i64 %498 to double
	%500 = fmul double %496, %499
	%501 = fptrunc double %500 to float
	%502 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %501, i32 16, i32 31)
	%503 = fadd float %501, %502
	%504 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %503, i32 8, i32 31)
	%505 = fadd float %503, %504
	%506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %505, i32 4, i32 31)
	%507 = fadd float %505, %506
	%508 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %507, i32 2, i32 31)
	%509 = fadd float %507, %508
	%510 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %509, i32 1, i32 31)
	%511 = fadd float %509, %510
	%512 = fsub float %434, %451
	%513 = fpext float %512 to double
	%514 = fcmp olt double %513, -745.0
	%515 = select i1 %514, double -745.0, double %513
	%516 = fcmp olt double 710.0, %515
	%517 = select i1 %516, double 710.0, double %515
	%518 = fmul double %517, 0x3FF71547652B82FE
	%519 = call double @llvm.rint.f64(double %518)
	%520 = fmul double %519, 0x3FE62E42FEE00000
	%521 = fsub double %517, %520
	%522 = fmul double %519, 0x3DEA39EF35793C76
	%523 = fsub double %521, %522
	%524 = fmul double 0x3DE6124613A86D09, %523
	%525 = fadd double %524, 0x3E21EED8EFF8D898
	%526 = fmul double %525, %523
	%527 = fadd double %526, 0x3E5AE64567F544E4
	%528 = fmul double %527, %523
	%529 = fadd double %528, 0x3E927E4FB7789F5C
	%530 = fmul double %529, %523
	%531 = fadd double %530, 0x3EC71DE3A556C734
	%532 = fmul double %531, %523
	%533 = fadd double %532, 0x3EFA01A01A01A01A
	%534 = fmul double %533, %523
	%535 = fadd double %534, 0x3F2A01A01A01A01A
	%536 = fmul double %535, %523
	%537 = fadd double %536, 0x3F56C16C16C16C17
	%538 = fmul double %537, %523
	%539 = fadd double %538, 0x3F81111111111111
	%540 = fmul double %539, %523
	%541 = fadd double %540, 0x3FA5555555555555
	%542 = fmul double %541, %523
	%543 = fadd double %542, 0x3FC5555555555555
	%544 = fmul double %543, %523
	%545 = fadd double %544, 0.5
	%546 = fmul double %545, %523
	%547 = fadd double %546, 1.0
	%548 = fmul double %547, %523
	%549 = fadd double %548, 1.0
	%550 = fptosi double %519 to i64
	%551 = sdiv i64 %550, 2
	%552 = sub i64 %550, %551
	%553 = add i64 %551, 1023
	%554 = shl i64 %553, 52
	%555 = bitcast i64 %554 to double
	%556 = fmul double %549, %555
	%557 = add i64 %552, 1023
	%558 = shl i64 %557, 52
	%559 = bitcast i64 %558 to double
	%560 = fmul double %556, %559
	%561 = fptrunc double %560 to float
	%562 = sext i32 %428 to i64
	%563 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %562
	store float %501, float addrspace(3)* %563
	%564 = icmp eq i32 %4, 0
	br i1 %564, label %then47, label %join48

done46:
	call void @llvm.nvvm.barrier0()
	%565 = sext i32 0 to i64
	%566 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %565
	%567 = load float, float addrspace(3)* %566
	%568 = load float, float* %0
	%569 = fmul float %568, %567
	store float %569, float* %0
	%570 = sext i32 1 to i64
	%571 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %570
	%572 = load float, float addrspace(3)* %571
	%573 = load float, float* %1
	%574 = fmul float %573, %572
	store float %574, float* %1
	br label %loop49

then47:
	%575 = sext i32 %425 to i64
	%576 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %575
	store float %451, float addrspace(3)* %576
	%577 = sext i32 %425 to i64
	%578 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %577
	%579 = load float, float addrspace(3)* %578
	%580 = call float @llvm.fma.f32(float %579, float %561, float %511)
	%581 = sext i32 %425 to i64
	%582 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %581
	store float %580, float addrspace(3)* %582
	%583 = sext i32 %425 to i64
	%584 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %583
	store float %561, float addrspace(3)* %584
	br label %join48

join48:
	%585 = add i32 %425, 8
	br label %loop44

loop49:
	%586 = phi i32 [ 0, %done46 ], [ %772, %body50 ]
	%587 = icmp slt i32 %586, 32
	br i1 %587, label %body50, label %done51

body50:
	%588 = add i32 %586, 0
	%589 = sext i32 %588 to i64
	%590 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %589
	%591 = load i32, i32 addrspace(3)* %590
	%592 = add i32 %591, %67
	%593 = sext i32 %592 to i64
	%594 = getelementptr i16, i16 addrspace(1)* %pool, i64 %593
	%595 = load i16, i16 addrspace(1)* %594
	%596 = zext i16 %595 to i32
	%597 = shl i32 %596, 16
	%598 = bitcast i32 %597 to float
	%599 = add i32 %586, 1
	%600 = sext i32 %599 to i64
	%601 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %600
	%602 = load i32, i32 addrspace(3)* %601
	%603 = add i32 %602, %67
	%604 = sext i32 %603 to i64
	%605 = getelementptr i16, i16 addrspace(1)* %pool, i64 %604
	%606 = load i16, i16 addrspace(1)* %605
	%607 = zext i16 %606 to i32
	%608 = shl i32 %607, 16
	%609 = bitcast i32 %608 to float
	%610 = add i32 %586, 2
	%611 = sext i32 %610 to i64
	%612 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %611
	%613 = load i32, i32 addrspace(3)* %612
	%614 = add i32 %613, %67
	%615 = sext i32 %614 to i64
	%616 = getelementptr i16, i16 addrspace(1)* %pool, i64 %615
	%617 = load i16, i16 addrspace(1)* %616
	%618 = zext i16 %617 to i32
	%619 = shl i32 %618, 16
	%620 = bitcast i32 %619 to float
	%621 = add i32 %586, 3
	%622 = sext i32 %621 to i64
	%623 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %622
	%624 = load i32, i32 addrspace(3)* %623
	%625 = add i32 %624, %67
	%626 = sext i32 %625 to i64
	%627 = getelementptr i16, i16 addrspace(1)* %pool, i64 %626
	%628 = load i16, i16 addrspace(1)* %627
	%629 = zext i16 %628 to i32
	%630 = shl i32 %629, 16
	%631 = bitcast i32 %630 to float
	%632 = add i32 %586, 4
	%633 = sext i32 %632 to i64
	%634 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %633
	%635 = load i32, i32 addrspace(3)* %634
	%636 = add i32 %635, %67
	%637 = sext i32 %636 to i64
	%638 = getelementptr i16, i16 addrspace(1)* %pool, i64 %637
	%639 = load i16, i16 addrspace(1)* %638
	%640 = zext i16 %639 to i32
	%641 = shl i32 %640, 16
	%642 = bitcast i32 %641 to float
	%643 = add i32 %586, 5
	%644 = sext i32 %643 to i64
	%645 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %644
	%646 = load i32, i32 addrspace(3)* %645
	%647 = add i32 %646, %67
	%648 = sext i32 %647 to i64
	%649 = getelementptr i16, i16 addrspace(1)* %pool, i64 %648
	%650 = load i16, i16 addrspace(1)* %649
	%651 = zext i16 %650 to i32
	%652 = shl i32 %651, 16
	%653 = bitcast i32 %652 to float
	%654 = add i32 %586, 6
	%655 = sext i32 %654 to i64
	%656 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %655
	%657 = load i32, i32 addrspace(3)* %656
	%658 = add i32 %657, %67
	%659 = sext i32 %658 to i64
	%660 = getelementptr i16, i16 addrspace(1)* %pool, i64 %659
	%661 = load i16, i16 addrspace(1)* %660
	%662 = zext i16 %661 to i32
	%663 = shl i32 %662, 16
	%664 = bitcast i32 %663 to float
	%665 = add i32 %586, 7
	%666 = sext i32 %665 to i64
	%667 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %666
	%668 = load i32, i32 addrspace(3)* %667
	%669 = add i32 %668, %67
	%670 = sext i32 %669 to i64
	%671 = getelementptr i16, i16 addrspace(1)* %pool, i64 %670
	%672 = load i16, i16 addrspace(1)* %671
	%673 = zext i16 %672 to i32
	%674 = shl i32 %673, 16
	%675 = bitcast i32 %674 to float
	%676 = add i32 0, %586
	%677 = sext i32 %676 to i64
	%678 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %677
	%679 = load float, float addrspace(3)* %678
	%680 = load float, float* %0
	%681 = call float @llvm.fma.f32(float %679, float %598, float %680)
	store float %681, float* %0
	%682 = add i32 32, %586
	%683 = sext i32 %682 to i64
	%684 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %683
	%685 = load float, float addrspace(3)* %684
	%686 = load float, float* %1
	%687 = call float @llvm.fma.f32(float %685, float %598, float %686)
	store float %687, float* %1
	%688 = add i32 1, %586
	%689 = sext i32 %688 to i64
	%690 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %689
	%691 = load float, float addrspace(3)* %690
	%692 = load float, float* %0
	%693 = call float @llvm.fma.f32(float %691, float %609, float %692)
	store float %693, float* %0
	%694 = add i32 33, %586
	%695 = sext i32 %694 to i64
	%696 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %695
	%697 = load float, float addrspace(3)* %696
	%698 = load float, float* %1
	%699 = call float @llvm.fma.f32(float %697, float %609, float %698)
	store float %699, float* %1
	%700 = add i32 2, %586
	%701 = sext i32 %700 to i64
	%702 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %701
	%703 = load float, float addrspace(3)* %702
	%704 = load float, float* %0
	%705 = call float @llvm.fma.f32(float %703, float %620, float %704)
	store float %705, float* %0
	%706 = add i32 34, %586
	%707 = sext i32 %706 to i64
	%708 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %707
	%709 = load float, float addrspace(3)* %708
	%710 = load float, float* %1
	%711 = call float @llvm.fma.f32(float %709, float %620, float %710)
	store float %711, float* %1
	%712 = add i32 3, %586
	%713 = sext i32 %712 to i64
	%714 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %713
	%715 = load float, float addrspace(3)* %714
	%716 = load float, float* %0
	%717 = call float @llvm.fma.f32(float %715, float %631, float %716)
	store float %717, float* %0
	%718 = add i32 35, %586
	%719 = sext i32 %718 to i64
	%720 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %719
	%721 = load float, float addrspace(3)* %720
	%722 = load float, float* %1
	%723 = call float @llvm.fma.f32(float %721, float %631, float %722)
	store float %723, float* %1
	%724 = add i32 4, %586
	%725 = sext i32 %724 to i64
	%726 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %725
	%727 = load float, float addrspace(3)* %726
	%728 = load float, float* %0
	%729 = call float @llvm.fma.f32(float %727, float %642, float %728)
	store float %729, float* %0
	%730 = add i32 36, %586
	%731 = sext i32 %730 to i64
	%732 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %731
	%733 = load float, float addrspace(3)* %732
	%734 = load float, float* %1
	%735 = call float @llvm.fma.f32(float %733, float %642, float %734)
	store float %735, float* %1
	%736 = add i32 5, %586
	%737 = sext i32 %736 to i64
	%738 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %737
	%739 = load float, float addrspace(3)* %738
	%740 = load float, float* %0
	%741 = call float @llvm.fma.f32(float %739, float %653, float %740)
	store float %741, float* %0
	%742 = add i32 37, %586
	%743 = sext i32 %742 to i64
	%744 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %743
	%745 = load float, float addrspace(3)* %744
	%746 = load float, float* %1
	%747 = call float @llvm.fma.f32(float %745, float %653, float %746)
	store float %747, float* %1
	%748 = add i32 6, %586
	%749 = sext i32 %748 to i64
	%750 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %749
	%751 = load float, float addrspace(3)* %750
	%752 = load float, float* %0
	%753 = call float @llvm.fma.f32(float %751, float %664, float %752)
	store float %753, float* %0
	%754 = add i32 38, %586
	%755 = sext i32 %754 to i64
	%756 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %755
	%757 = load float, float addrspace(3)* %756
	%758 = load float, float* %1
	%759 = call float @llvm.fma.f32(float %757, float %664, float %758)
	store float %759, float* %1
	%760 = add i32 7, %586
	%761 = sext i32 %760 to i64
	%762 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %761
	%763 = load float, float addrspace(3)* %762
	%764 = load float, float* %0
	%765 = call float @llvm.fma.f32(float %763, float %675, float %764)
	store float %765, float* %0
	%766 = add i32 39, %586
	%767 = sext i32 %766 to i64
	%768 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %767
	%769 = load float, float addrspace(3)* %768
	%770 = load float, float* %1
	%771 = call float @llvm.fma.f32(float %769, float %675, float %770)
	store float %771, float* %1
	%772 = add i32 %586, 8
	br label %loop49

done51:
	call void @llvm.nvvm.barrier0()
	%773 = add i32 %68, 32
	br label %loop14

then52:
	%774 = add i32 %89, %67
	%775 = load float, float* %0
	%776 = sext i32 %774 to i64
	%777 = getelementptr float, float addrspace(1)* %part, i64 %776
	store float %775, float addrspace(1)* %777
	br label %join53

join53:
	%778 = add i32 %88, 34
	br i1 %66, label %then54, label %join55

then54:
	%779 = add i32 %778, %67
	%780 = load float, float* %1
	%781 = sext i32 %779 to i64
	%782 = getelementptr float, float addrspace(1)* %part, i64 %781
	store float %780, float addrspace(1)* %782
	br label %join55

join55:
	%783 = icmp slt i32 %2, 2
	br i1 %783, label %then56, label %join57

then56:
	%784 = mul i32 %2, 34
	%785 = add i32 %88, %784
	%786 = add i32 %785, 32
	%787 = sext i32 %2 to i64
	%788 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %787
	%789 = load float, float addrspace(3)* %788
	%790 = sext i32 %786 to i64
	%791 = getelementptr float, float addrspace(1)* %part, i64 %790
	store float %789, float addrspace(1)* %791
	%792 = add i32 %785, 33
	%793 = sext i32 %2 to i64
	%794 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %793
	%795 = load float, float addrspace(3)* %794
	%796 = sext i32 %792 to i64
	%797 = getelementptr float, float addrspace(1)* %part, i64 %796
	store float %795, float addrspace(1)* %797
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
