target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45 = internal addrspace(3) global [128 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46 = internal addrspace(3) global [64 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49 = internal addrspace(3) global [2 x float] undef, align 8
@mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50 = internal addrspace(3) global [32 x i32] undef, align 8

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
	%42 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %41
	store float 0.0, float addrspace(3)* %42
	br label %join7

then9:
	%43 = mul i32 %36, 32
	%44 = add i32 %43, %33
	%45 = sext i32 %44 to i64
	%46 = getelementptr float, float addrspace(1)* %qabs, i64 %45
	%47 = load float, float addrspace(1)* %46
	%48 = sext i32 %30 to i64
	%49 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %48
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
	%60 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %59
	store float %58, float addrspace(3)* %60
	br label %join10

then12:
	%61 = sext i32 %2 to i64
	%62 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %61
	store float 0xFFF0000000000000, float addrspace(3)* %62
	%63 = sext i32 %2 to i64
	%64 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %63
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
	%68 = phi i32 [ %24, %join13 ], [ %516, %done43 ]
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
	br i1 %66, label %then44, label %join45

then17:
	%90 = mul i32 %5, 4
	%91 = add i32 %90, 0
	%92 = sext i32 %91 to i64
	%93 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50, i64 0, i64 %92
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
	%132 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50, i64 0, i64 %131
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
	%171 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50, i64 0, i64 %170
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
	%210 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50, i64 0, i64 %209
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
	%230 = phi i32 [ 0, %join24 ], [ %326, %join35 ]
	%231 = icmp slt i32 %230, 2
	br i1 %231, label %body26, label %done27

body26:
	%232 = mul i32 %230, 64
	%233 = add i32 %232, %4
	%234 = add i32 %233, 0
	%235 = sext i32 %234 to i64
	%236 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %235
	%237 = load float, float addrspace(3)* %236
	%238 = fmul float %237, %101
	%239 = fmul float %237, %140
	%240 = fmul float %237, %179
	%241 = fmul float %237, %218
	%242 = add i32 %233, 32
	%243 = sext i32 %242 to i64
	%244 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem45, i64 0, i64 %243
	%245 = load float, float addrspace(3)* %244
	%246 = call float @llvm.fma.f32(float %245, float %112, float %238)
	%247 = call float @llvm.fma.f32(float %245, float %151, float %239)
	%248 = call float @llvm.fma.f32(float %245, float %190, float %240)
	%249 = call float @llvm.fma.f32(float %245, float %229, float %241)
	%250 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %246, i32 16, i32 31)
	%251 = fadd float %246, %250
	%252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %251, i32 8, i32 31)
	%253 = fadd float %251, %252
	%254 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %253, i32 4, i32 31)
	%255 = fadd float %253, %254
	%256 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %255, i32 2, i32 31)
	%257 = fadd float %255, %256
	%258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 1, i32 31)
	%259 = fadd float %257, %258
	%260 = fmul float %259, 0x3FD851EB80000000
	%261 = select i1 %73, float %260, float 0xFFF0000000000000
	%262 = icmp eq i32 %4, 0
	br i1 %262, label %then28, label %join29

done27:
	call void @llvm.nvvm.barrier0()
	br label %loop36

then28:
	%263 = mul i32 %230, 32
	%264 = mul i32 %5, 4
	%265 = add i32 %264, 0
	%266 = add i32 %263, %265
	%267 = sext i32 %266 to i64
	%268 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %267
	store float %261, float addrspace(3)* %268
	br label %join29

join29:
	%269 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 16, i32 31)
	%270 = fadd float %247, %269
	%271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 8, i32 31)
	%272 = fadd float %270, %271
	%273 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 4, i32 31)
	%274 = fadd float %272, %273
	%275 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %274, i32 2, i32 31)
	%276 = fadd float %274, %275
	%277 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %276, i32 1, i32 31)
	%278 = fadd float %276, %277
	%279 = fmul float %278, 0x3FD851EB80000000
	%280 = select i1 %116, float %279, float 0xFFF0000000000000
	%281 = icmp eq i32 %4, 0
	br i1 %281, label %then30, label %join31

then30:
	%282 = mul i32 %230, 32
	%283 = mul i32 %5, 4
	%284 = add i32 %283, 1
	%285 = add i32 %282, %284
	%286 = sext i32 %285 to i64
	%287 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %286
	store float %280, float addrspace(3)* %287
	br label %join31

join31:
	%288 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %248, i32 16, i32 31)
	%289 = fadd float %248, %288
	%290 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 8, i32 31)
	%291 = fadd float %289, %290
	%292 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %291, i32 4, i32 31)
	%293 = fadd float %291, %292
	%294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %293, i32 2, i32 31)
	%295 = fadd float %293, %294
	%296 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 1, i32 31)
	%297 = fadd float %295, %296
	%298 = fmul float %297, 0x3FD851EB80000000
	%299 = select i1 %155, float %298, float 0xFFF0000000000000
	%300 = icmp eq i32 %4, 0
	br i1 %300, label %then32, label %join33

then32:
	%301 = mul i32 %230, 32
	%302 = mul i32 %5, 4
	%303 = add i32 %302, 2
	%304 = add i32 %301, %303
	%305 = sext i32 %304 to i64
	%306 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %305
	store float %299, float addrspace(3)* %306
	br label %join33

join33:
	%307 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 16, i32 31)
	%308 = fadd float %249, %307
	%309 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %308, i32 8, i32 31)
	%310 = fadd float %308, %309
	%311 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %310, i32 4, i32 31)
	%312 = fadd float %310, %311
	%313 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %312, i32 2, i32 31)
	%314 = fadd float %312, %313
	%315 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %314, i32 1, i32 31)
	%316 = fadd float %314, %315
	%317 = fmul float %316, 0x3FD851EB80000000
	%318 = select i1 %194, float %317, float 0xFFF0000000000000
	%319 = icmp eq i32 %4, 0
	br i1 %319, label %then34, label %join35

then34:
	%320 = mul i32 %230, 32
	%321 = mul i32 %5, 4
	%322 = add i32 %321, 3
	%323 = add i32 %320, %322
	%324 = sext i32 %323 to i64
	%325 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %324
	store float %318, float addrspace(3)* %325
	br label %join35

join35:
	%326 = add i32 %230, 1
	br label %loop25

loop36:
	%327 = phi i32 [ %5, %done27 ], [ %490, %join40 ]
	%328 = icmp slt i32 %327, 2
	br i1 %328, label %body37, label %done38

body37:
	%329 = mul i32 %327, 32
	%330 = add i32 %329, %4
	%331 = sext i32 %330 to i64
	%332 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %331
	%333 = load float, float addrspace(3)* %332
	%334 = sext i32 %327 to i64
	%335 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %334
	%336 = load float, float addrspace(3)* %335
	%337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %333, i32 16, i32 31)
	%338 = fcmp olt float %333, %337
	%339 = select i1 %338, float %337, float %333
	%340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %339, i32 8, i32 31)
	%341 = fcmp olt float %339, %340
	%342 = select i1 %341, float %340, float %339
	%343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %342, i32 4, i32 31)
	%344 = fcmp olt float %342, %343
	%345 = select i1 %344, float %343, float %342
	%346 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %345, i32 2, i32 31)
	%347 = fcmp olt float %345, %346
	%348 = select i1 %347, float %346, float %345
	%349 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %348, i32 1, i32 31)
	%350 = fcmp olt float %348, %349
	%351 = select i1 %350, float %349, float %348
	%352 = fcmp olt float %351, %336
	%353 = select i1 %352, float %336, float %351
	%354 = fsub float %333, %353
	%355 = fpext float %354 to double
	%356 = fcmp olt double %355, -745.0
	%357 = select i1 %356, double -745.0, double %355
	%358 = fcmp olt double 710.0, %357
	%359 = select i1 %358, double 710.0, double %357
	%360 = fmul double %359, 0x3FF71547652B82FE
	%361 = call double @llvm.rint.f64(double %360)
	%362 = fmul double %361, 0x3FE62E42FEE00000
	%363 = fsub double %359, %362
	%364 = fmul double %361, 0x3DEA39EF35793C76
	%365 = fsub double %363, %364
	%366 = fmul double 0x3DE6124613A86D09, %365
	%367 = fadd double %366, 0x3E21EED8EFF8D898
	%368 = fmul double %367, %365
	%369 = fadd double %368, 0x3E5AE64567F544E4
	%370 = fmul double %369, %365
	%371 = fadd double %370, 0x3E927E4FB7789F5C
	%372 = fmul double %371, %365
	%373 = fadd double %372, 0x3EC71DE3A556C734
	%374 = fmul double %373, %365
	%375 = fadd double %374, 0x3EFA01A01A01A01A
	%376 = fmul double %375, %365
	%377 = fadd double %376, 0x3F2A01A01A01A01A
	%378 = fmul double %377, %365
	%379 = fadd double %378, 0x3F56C16C16C16C17
	%380 = fmul double %379, %365
	%381 = fadd double %380, 0x3F81111111111111
	%382 = fmul double %381, %365
	%383 = fadd double %382, 0x3FA5555555555555
	%384 = fmul double %383, %365
	%385 = fadd double %384, 0x3FC5555555555555
	%386 = fmul double %385, %365
	%387 = fadd double %386, 0.5
	%388 = fmul double %387, %365
	%389 = fadd double %388, 1.0
	%390 = fmul double %389, %365
	%391 = fadd double %390, 1.0
	%392 = fptosi double %361 to i64
	%393 = sdiv i64 %392, 2
	%394 = sub i64 %392, %393
	%395 = add i64 %393, 1023
	%396 = shl i64 %395, 52
	%397 = bitcast i64 %396 to double
	%398 = fmul double %391, %397
	%399 = add i64 %394, 1023
	%400 = shl i64 %399, 52
	%401 = bitcast i64 %400 to double
	%402 = fmul double %398, %401
	%403 = fptrunc double %402 to float
	%404 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %403, i32 16, i32 31)
	%405 = fadd float %403, %404
	%406 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %405, i32 8, i32 31)
	%407 = fadd float %405, %406
	%408 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %407, i32 4, i32 31)
	%409 = fadd float %407, %408
	%410 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %409, i32 2, i32 31)
	%411 = fadd float %409, %410
	%412 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %411, i32 1, i32 31)
	%413 = fadd float %411, %412
	%414 = fsub float %336, %353
	%415 = fpext float %414 to double
	%416 = fcmp olt double %415, -745.0
	%417 = select i1 %416, double -745.0, double %415
	%418 = fcmp olt double 710.0, %417
	%419 = select i1 %418, double 710.0, double %417
	%420 = fmul double %419, 0x3FF71547652B82FE
	%421 = call double @llvm.rint.f64(double %420)
	%422 = fmul double %421, 0x3FE62E42FEE00000
	%423 = fsub double %419, %422
	%424 = fmul double %421, 0x3DEA39EF35793C76
	%425 = fsub double %423, %424
	%426 = fmul double 0x3DE6124613A86D09, %425
	%427 = fadd double %426, 0x3E21EED8EFF8D898
	%428 = fmul double %427, %425
	%429 = fadd double %428, 0x3E5AE64567F544E4
	%430 = fmul double %429, %425
	%431 = fadd double %430, 0x3E927E4FB7789F5C
	%432 = fmul double %431, %425
	%433 = fadd double %432, 0x3EC71DE3A556C734
	%434 = fmul double %433, %425
	%435 = fadd double %434, 0x3EFA01A01A01A01A
	%436 = fmul double %435, %425
	%437 = fadd double %436, 0x3F2A01A01A01A01A
	%438 = fmul double %437, %425
	%439 = fadd double %438, 0x3F56C16C16C16C17
	%440 = fmul double %439, %425
	%441 = fadd double %440, 0x3F81111111111111
	%442 = fmul double %441, %425
	%443 = fadd double %442, 0x3FA5555555555555
	%444 = fmul double %443, %425
	%445 = fadd double %444, 0x3FC5555555555555
	%446 = fmul double %445, %425
	%447 = fadd double %446, 0.5
	%448 = fmul double %447, %425
	%449 = fadd double %448, 1.0
	%450 = fmul double %449, %425
	%451 = fadd double %450, 1.0
	%452 = fptosi double %421 to i64
	%453 = sdiv i64 %452, 2
	%454 = sub i64 %452, %453
	%455 = add i64 %453, 1023
	%456 = shl i64 %455, 52
	%457 = bitcast i64 %456 to double
	%458 = fmul double %451, %457
	%459 = add i64 %454, 1023
	%460 = shl i64 %459, 52
	%461 = bitcast i64 %460 to double
	%462 = fmul double %458, %461
	%463 = fptrunc double %462 to float
	%464 = sext i32 %330 to i64
	%465 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %464
	store float %403, float addrspace(3)* %465
	%466 = icmp eq i32 %4, 0
	br i1 %466, label %then39, label %join40

done38:
	call void @llvm.nvvm.barrier0()
	%467 = sext i32 0 to i64
	%468 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %467
	%469 = load float, float addrspace(3)* %468
	%470 = load float, float* %0
	%471 = fmul float %470, %469
	store float %471, float* %0
	%472 = sext i32 1 to i64
	%473 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %472
	%474 = load float, float addrspace(3)* %473
	%475 = load float, float* %1
	%476 = fmul float %475, %474
	store float %476, float* %1
	%477 = sub i32 %27, %68
	%478 = icmp slt i32 %477, 32
	%479 = select i1 %478, i32 %477, i32 32
	br label %loop41

then39:
	%480 = sext i32 %327 to i64
	%481 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %480
	store float %353, float addrspace(3)* %481
	%482 = sext i32 %327 to i64
	%483 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %482
	%484 = load float, float addrspace(3)* %483
	%485 = call float @llvm.fma.f32(float %484, float %463, float %413)
	%486 = sext i32 %327 to i64
	%487 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %486
	store float %485, float addrspace(3)* %487
	%488 = sext i32 %327 to i64
	%489 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem49, i64 0, i64 %488
	store float %463, float addrspace(3)* %489
	br label %join40

join40:
	%490 = add i32 %327, 8
	br label %loop36

loop41:
	%491 = phi i32 [ 0, %done38 ], [ %515, %body42 ]
	%492 = icmp slt i32 %491, %479
	br i1 %492, label %body42, label %done43

body42:
	%493 = sext i32 %491 to i64
	%494 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem50, i64 0, i64 %493
	%495 = load i32, i32 addrspace(3)* %494
	%496 = add i32 %495, %67
	%497 = sext i32 %496 to i64
	%498 = getelementptr i16, i16 addrspace(1)* %pool, i64 %497
	%499 = load i16, i16 addrspace(1)* %498
	%500 = zext i16 %499 to i32
	%501 = shl i32 %500, 16
	%502 = bitcast i32 %501 to float
	%503 = add i32 0, %491
	%504 = sext i32 %503 to i64
	%505 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %504
	%506 = load float, float addrspace(3)* %505
	%507 = load float, float* %0
	%508 = call float @llvm.fma.f32(float %506, float %502, float %507)
	store float %508, float* %0
	%509 = add i32 32, %491
	%510 = sext i32 %509 to i64
	%511 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem46, i64 0, i64 %510
	%512 = load float, float addrspace(3)* %511
	%513 = load float, float* %1
	%514 = call float @llvm.fma.f32(float %512, float %502, float %513)
	store float %514, float* %1
	%515 = add i32 %491, 1
	br label %loop41

done43:
	call void @llvm.nvvm.barrier0()
	%516 = add i32 %68, 32
	br label %loop14

then44:
	%517 = add i32 %89, %67
	%518 = load float, float* %0
	%519 = sext i32 %517 to i64
	%520 = getelementptr float, float addrspace(1)* %part, i64 %519
	store float %518, float addrspace(1)* %520
	br label %join45

join45:
	%521 = add i32 %88, 34
	br i1 %66, label %then46, label %join47

then46:
	%522 = add i32 %521, %67
	%523 = load float, float* %1
	%524 = sext i32 %522 to i64
	%525 = getelementptr float, float addrspace(1)* %part, i64 %524
	store float %523, float addrspace(1)* %525
	br label %join47

join47:
	%526 = icmp slt i32 %2, 2
	br i1 %526, label %then48, label %join49

then48:
	%527 = mul i32 %2, 34
	%528 = add i32 %88, %527
	%529 = add i32 %528, 32
	%530 = sext i32 %2 to i64
	%531 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem47, i64 0, i64 %530
	%532 = load float, float addrspace(3)* %531
	%533 = sext i32 %529 to i64
	%534 = getelementptr float, float addrspace(1)* %part, i64 %533
	store float %532, float addrspace(1)* %534
	%535 = add i32 %528, 33
	%536 = sext i32 %2 to i64
	%537 = getelementptr [2 x float], [2 x float] addrspace(3)* @mla_decode_bf16_bf16_h4_g2_n16_r8_k32_s3ec28f5c.smem48, i64 0, i64 %536
	%538 = load float, float addrspace(3)* %537
	%539 = sext i32 %535 to i64
	%540 = getelementptr float, float addrspace(1)* %part, i64 %539
	store float %538, float addrspace(1)* %540
	br label %join49

join49:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare double @llvm.rint.f64(double %0)
