target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55 = internal addrspace(3) global [2048 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56 = internal addrspace(3) global [4096 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57 = internal addrspace(3) global [2048 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58 = internal addrspace(3) global [128 x float] undef, align 16
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59 = internal addrspace(3) global [64 x float] undef, align 16
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60 = internal addrspace(3) global [128 x float] undef, align 16

define ptx_kernel void @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa(float addrspace(1)* %part, float addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	%5 = alloca float
	%6 = alloca float
	%7 = alloca float
	%8 = alloca float
	%9 = alloca float
	%10 = alloca float
	%11 = alloca float
	%12 = alloca float
	%13 = alloca float
	%14 = alloca float
	%15 = alloca float
	%16 = alloca float
	%17 = alloca float
	%18 = alloca float
	%19 = alloca float
	%20 = alloca float
	%21 = alloca float
	br label %body

body:
	%22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%24 = and i32 %22, 31
	%25 = lshr i32 %22, 5
	%26 = and i32 %25, 3
	%27 = lshr i32 %25, 2
	%28 = and i32 %25, 1
	%29 = lshr i32 %25, 1
	%30 = lshr i32 %24, 2
	%31 = and i32 %24, 3
	%32 = srem i32 %23, 1
	%33 = sdiv i32 %23, 1
	%34 = sdiv i32 %33, %splits
	%35 = srem i32 %33, %splits
	%36 = sext i32 %34 to i64
	%37 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %36
	%38 = load i32, i32 addrspace(1)* %37
	%39 = sext i32 %34 to i64
	%40 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %39
	%41 = load i32, i32 addrspace(1)* %40
	%42 = add i32 %41, 1
	%43 = mul i32 %max_blocks, %block_size
	%44 = sub i32 %splits, 1
	%45 = add i32 %43, %44
	%46 = sdiv i32 %45, %splits
	%47 = add i32 %46, 31
	%48 = sdiv i32 %47, 32
	%49 = mul i32 %48, 32
	%50 = mul i32 %35, %49
	%51 = add i32 %50, %49
	%52 = icmp slt i32 %51, %42
	%53 = select i1 %52, i32 %51, i32 %42
	%54 = and i32 %22, 7
	%55 = lshr i32 %22, 3
	%56 = icmp slt i32 %50, %42
	br i1 %56, label %then1, label %join2

then1:
	%57 = mul i32 %32, 64
	%58 = add i32 %55, 0
	%59 = add i32 %50, %58
	%60 = icmp slt i32 %59, %53
	%61 = select i1 %60, i32 %59, i32 %50
	%62 = mul i32 %38, %max_blocks
	%63 = sdiv i32 %61, %block_size
	%64 = add i32 %62, %63
	%65 = sext i32 %64 to i64
	%66 = getelementptr i32, i32 addrspace(1)* %table, i64 %65
	%67 = load i32, i32 addrspace(1)* %66
	%68 = mul i32 %67, %block_size
	%69 = srem i32 %61, %block_size
	%70 = add i32 %68, %69
	%71 = mul i32 %70, 64
	%72 = add i32 %54, 0
	%73 = mul i32 %58, 32
	%74 = and i32 %58, 7
	%75 = xor i32 %72, %74
	%76 = shl i32 %75, 2
	%77 = add i32 %73, %76
	%78 = add i32 0, %77
	%79 = shl i32 %72, 3
	%80 = add i32 %71, %79
	%81 = sext i32 %78 to i64
	%82 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %81
	%83 = ptrtoint i32 addrspace(3)* %82 to i32
	%84 = sext i32 %80 to i64
	%85 = getelementptr i16, i16 addrspace(1)* %pool, i64 %84
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %83, i16 addrspace(1)* %85)
	%86 = add i32 %55, 32
	%87 = add i32 %50, %86
	%88 = icmp slt i32 %87, %53
	%89 = select i1 %88, i32 %87, i32 %50
	%90 = mul i32 %38, %max_blocks
	%91 = sdiv i32 %89, %block_size
	%92 = add i32 %90, %91
	%93 = sext i32 %92 to i64
	%94 = getelementptr i32, i32 addrspace(1)* %table, i64 %93
	%95 = load i32, i32 addrspace(1)* %94
	%96 = mul i32 %95, %block_size
	%97 = srem i32 %89, %block_size
	%98 = add i32 %96, %97
	%99 = mul i32 %98, 64
	%100 = add i32 %54, 0
	%101 = mul i32 %86, 32
	%102 = and i32 %86, 7
	%103 = xor i32 %100, %102
	%104 = shl i32 %103, 2
	%105 = add i32 %101, %104
	%106 = add i32 0, %105
	%107 = shl i32 %100, 3
	%108 = add i32 %99, %107
	%109 = sext i32 %106 to i64
	%110 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %109
	%111 = ptrtoint i32 addrspace(3)* %110 to i32
	%112 = sext i32 %108 to i64
	%113 = getelementptr i16, i16 addrspace(1)* %pool, i64 %112
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %111, i16 addrspace(1)* %113)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %loop3

join2:
	ret void

loop3:
	%114 = phi i32 [ %22, %then1 ], [ %186, %join7 ]
	%115 = icmp slt i32 %114, 2048
	br i1 %115, label %body4, label %done5

body4:
	%116 = sdiv i32 %114, 32
	%117 = srem i32 %114, 32
	%118 = mul i32 %34, 64
	%119 = add i32 %57, %116
	%120 = add i32 %118, %119
	%121 = mul i32 %117, 2
	store float 0.0, float* %0
	store float 0.0, float* %1
	%122 = icmp slt i32 %121, 64
	br i1 %122, label %then6, label %else8

done5:
	store float 0.0, float* %2
	store float 0.0, float* %3
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	store float 0.0, float* %8
	store float 0.0, float* %9
	store float 0.0, float* %10
	store float 0.0, float* %11
	store float 0.0, float* %12
	store float 0.0, float* %13
	store float 0.0, float* %14
	store float 0.0, float* %15
	store float 0.0, float* %16
	store float 0.0, float* %17
	store float 0xFFF0000000000000, float* %18
	store float 0xFFF0000000000000, float* %19
	store float 0.0, float* %20
	store float 0.0, float* %21
	%123 = and i32 %24, 7
	%124 = lshr i32 %24, 3
	%125 = and i32 %124, 1
	%126 = lshr i32 %24, 4
	%127 = mul i32 %26, 16
	%128 = add i32 %127, %123
	%129 = mul i32 %125, 8
	%130 = add i32 %128, %129
	%131 = mul i32 %27, 32
	%132 = add i32 %131, %123
	%133 = mul i32 %126, 8
	%134 = add i32 %132, %133
	%135 = mul i32 %125, 8
	%136 = add i32 %123, %135
	%137 = mul i32 %29, 2
	%138 = add i32 %137, %126
	%139 = mul i32 %28, 32
	%140 = add i32 %139, %123
	%141 = mul i32 %125, 8
	%142 = add i32 %140, %141
	%143 = mul i32 %28, 32
	%144 = add i32 %143, %30
	%145 = mul i32 %26, 16
	%146 = add i32 %30, 0
	%147 = add i32 %145, %146
	%148 = mul i32 %26, 16
	%149 = add i32 %30, 8
	%150 = add i32 %148, %149
	br label %loop9

then6:
	%151 = mul i32 %120, 64
	%152 = add i32 %151, %121
	%153 = sext i32 %152 to i64
	%154 = getelementptr float, float addrspace(1)* %qabs, i64 %153
	%155 = load float, float addrspace(1)* %154
	store float %155, float* %0
	%156 = add i32 %152, 1
	%157 = sext i32 %156 to i64
	%158 = getelementptr float, float addrspace(1)* %qabs, i64 %157
	%159 = load float, float addrspace(1)* %158
	store float %159, float* %1
	br label %join7

join7:
	%160 = lshr i32 %117, 2
	%161 = mul i32 %116, 32
	%162 = and i32 %116, 7
	%163 = xor i32 %160, %162
	%164 = shl i32 %163, 2
	%165 = add i32 %161, %164
	%166 = and i32 %117, 3
	%167 = add i32 %165, %166
	%168 = load float, float* %0
	%169 = load float, float* %1
	%170 = bitcast float %168 to i32
	%171 = lshr i32 %170, 16
	%172 = and i32 %171, 1
	%173 = add i32 %170, u0x7FFF
	%174 = add i32 %173, %172
	%175 = lshr i32 %174, 16
	%176 = bitcast float %169 to i32
	%177 = lshr i32 %176, 16
	%178 = and i32 %177, 1
	%179 = add i32 %176, u0x7FFF
	%180 = add i32 %179, %178
	%181 = lshr i32 %180, 16
	%182 = shl i32 %181, 16
	%183 = or i32 %175, %182
	%184 = sext i32 %167 to i64
	%185 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %184
	store i32 %183, i32 addrspace(3)* %185
	%186 = add i32 %114, 256
	br label %loop3

else8:
	%187 = mul i32 %120, 16
	%188 = add i32 -48, %121
	%189 = add i32 %187, %188
	%190 = sext i32 %189 to i64
	%191 = getelementptr i16, i16 addrspace(1)* %q, i64 %190
	%192 = load i16, i16 addrspace(1)* %191
	%193 = zext i16 %192 to i32
	%194 = shl i32 %193, 16
	%195 = bitcast i32 %194 to float
	store float %195, float* %0
	%196 = add i32 %189, 1
	%197 = sext i32 %196 to i64
	%198 = getelementptr i16, i16 addrspace(1)* %q, i64 %197
	%199 = load i16, i16 addrspace(1)* %198
	%200 = zext i16 %199 to i32
	%201 = shl i32 %200, 16
	%202 = bitcast i32 %201 to float
	store float %202, float* %1
	br label %join7

loop9:
	%203 = phi i32 [ %50, %done5 ], [ %2109, %join17 ]
	%204 = icmp slt i32 %203, %53
	br i1 %204, label %body10, label %done11

body10:
	%205 = add i32 %203, 64
	call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%206 = sub i32 %203, %50
	%207 = sdiv i32 %206, 64
	%208 = and i32 %207, 1
	%209 = mul i32 %208, 2048
	%210 = icmp slt i32 %205, %53
	br i1 %210, label %then12, label %join13

done11:
	%211 = load float, float* %20
	%212 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 1, i32 31)
	%213 = fadd float %211, %212
	%214 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 2, i32 31)
	%215 = fadd float %213, %214
	%216 = load float, float* %21
	%217 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %216, i32 1, i32 31)
	%218 = fadd float %216, %217
	%219 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 2, i32 31)
	%220 = fadd float %218, %219
	%221 = icmp eq i32 %31, 0
	br i1 %221, label %then18, label %join19

then12:
	%222 = sub i32 2048, %209
	%223 = add i32 %55, 0
	%224 = add i32 %205, %223
	%225 = icmp slt i32 %224, %53
	%226 = select i1 %225, i32 %224, i32 %50
	%227 = mul i32 %38, %max_blocks
	%228 = sdiv i32 %226, %block_size
	%229 = add i32 %227, %228
	%230 = sext i32 %229 to i64
	%231 = getelementptr i32, i32 addrspace(1)* %table, i64 %230
	%232 = load i32, i32 addrspace(1)* %231
	%233 = mul i32 %232, %block_size
	%234 = srem i32 %226, %block_size
	%235 = add i32 %233, %234
	%236 = mul i32 %235, 64
	%237 = add i32 %54, 0
	%238 = mul i32 %223, 32
	%239 = and i32 %223, 7
	%240 = xor i32 %237, %239
	%241 = shl i32 %240, 2
	%242 = add i32 %238, %241
	%243 = add i32 %222, %242
	%244 = shl i32 %237, 3
	%245 = add i32 %236, %244
	%246 = sext i32 %243 to i64
	%247 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %246
	%248 = ptrtoint i32 addrspace(3)* %247 to i32
	%249 = sext i32 %245 to i64
	%250 = getelementptr i16, i16 addrspace(1)* %pool, i64 %249
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %248, i16 addrspace(1)* %250)
	%251 = add i32 %55, 32
	%252 = add i32 %205, %251
	%253 = icmp slt i32 %252, %53
	%254 = select i1 %253, i32 %252, i32 %50
	%255 = mul i32 %38, %max_blocks
	%256 = sdiv i32 %254, %block_size
	%257 = add i32 %255, %256
	%258 = sext i32 %257 to i64
	%259 = getelementptr i32, i32 addrspace(1)* %table, i64 %258
	%260 = load i32, i32 addrspace(1)* %259
	%261 = mul i32 %260, %block_size
	%262 = srem i32 %254, %block_size
	%263 = add i32 %261, %262
	%264 = mul i32 %263, 64
	%265 = add i32 %54, 0
	%266 = mul i32 %251, 32
	%267 = and i32 %251, 7
	%268 = xor i32 %265, %267
	%269 = shl i32 %268, 2
	%270 = add i32 %266, %269
	%271 = add i32 %222, %270
	%272 = shl i32 %265, 3
	%273 = add i32 %264, %272
	%274 = sext i32 %271 to i64
	%275 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %274
	%276 = ptrtoint i32 addrspace(3)* %275 to i32
	%277 = sext i32 %273 to i64
	%278 = getelementptr i16, i16 addrspace(1)* %pool, i64 %277
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %276, i16 addrspace(1)* %278)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %join13

join13:
	%279 = add i32 %126, 0
	%280 = mul i32 %130, 32
	%281 = and i32 %130, 7
	%282 = xor i32 %279, %281
	%283 = shl i32 %282, 2
	%284 = add i32 %280, %283
	%285 = sext i32 %284 to i64
	%286 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %285
	%287 = ptrtoint i32 addrspace(3)* %286 to i32
	%288 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %287)
	%289 = extractvalue { i32, i32, i32, i32 } %288, 0
	%290 = insertelement <4 x i32> zeroinitializer, i32 %289, i32 0
	%291 = extractvalue { i32, i32, i32, i32 } %288, 1
	%292 = insertelement <4 x i32> %290, i32 %291, i32 1
	%293 = extractvalue { i32, i32, i32, i32 } %288, 2
	%294 = insertelement <4 x i32> %292, i32 %293, i32 2
	%295 = extractvalue { i32, i32, i32, i32 } %288, 3
	%296 = insertelement <4 x i32> %294, i32 %295, i32 3
	%297 = extractelement <4 x i32> %296, i32 0
	%298 = extractelement <4 x i32> %296, i32 1
	%299 = extractelement <4 x i32> %296, i32 2
	%300 = extractelement <4 x i32> %296, i32 3
	%301 = add i32 %134, 0
	%302 = add i32 %125, 0
	%303 = mul i32 %301, 32
	%304 = and i32 %301, 7
	%305 = xor i32 %302, %304
	%306 = shl i32 %305, 2
	%307 = add i32 %303, %306
	%308 = add i32 %209, %307
	%309 = sext i32 %308 to i64
	%310 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %309
	%311 = ptrtoint i32 addrspace(3)* %310 to i32
	%312 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %311)
	%313 = extractvalue { i32, i32, i32, i32 } %312, 0
	%314 = insertelement <4 x i32> zeroinitializer, i32 %313, i32 0
	%315 = extractvalue { i32, i32, i32, i32 } %312, 1
	%316 = insertelement <4 x i32> %314, i32 %315, i32 1
	%317 = extractvalue { i32, i32, i32, i32 } %312, 2
	%318 = insertelement <4 x i32> %316, i32 %317, i32 2
	%319 = extractvalue { i32, i32, i32, i32 } %312, 3
	%320 = insertelement <4 x i32> %318, i32 %319, i32 3
	%321 = extractelement <4 x i32> %320, i32 0
	%322 = extractelement <4 x i32> %320, i32 1
	%323 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %297, i32 %298, i32 %299, i32 %300, i32 %321, i32 %322, float 0.0, float 0.0, float 0.0, float 0.0)
	%324 = extractvalue { float, float, float, float } %323, 0
	%325 = bitcast float %324 to i32
	%326 = insertelement <4 x i32> zeroinitializer, i32 %325, i32 0
	%327 = extractvalue { float, float, float, float } %323, 1
	%328 = bitcast float %327 to i32
	%329 = insertelement <4 x i32> %326, i32 %328, i32 1
	%330 = extractvalue { float, float, float, float } %323, 2
	%331 = bitcast float %330 to i32
	%332 = insertelement <4 x i32> %329, i32 %331, i32 2
	%333 = extractvalue { float, float, float, float } %323, 3
	%334 = bitcast float %333 to i32
	%335 = insertelement <4 x i32> %332, i32 %334, i32 3
	%336 = extractelement <4 x i32> %335, i32 0
	%337 = bitcast i32 %336 to float
	%338 = extractelement <4 x i32> %335, i32 1
	%339 = bitcast i32 %338 to float
	%340 = extractelement <4 x i32> %335, i32 2
	%341 = bitcast i32 %340 to float
	%342 = extractelement <4 x i32> %335, i32 3
	%343 = bitcast i32 %342 to float
	%344 = extractelement <4 x i32> %320, i32 2
	%345 = extractelement <4 x i32> %320, i32 3
	%346 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %297, i32 %298, i32 %299, i32 %300, i32 %344, i32 %345, float 0.0, float 0.0, float 0.0, float 0.0)
	%347 = extractvalue { float, float, float, float } %346, 0
	%348 = bitcast float %347 to i32
	%349 = insertelement <4 x i32> zeroinitializer, i32 %348, i32 0
	%350 = extractvalue { float, float, float, float } %346, 1
	%351 = bitcast float %350 to i32
	%352 = insertelement <4 x i32> %349, i32 %351, i32 1
	%353 = extractvalue { float, float, float, float } %346, 2
	%354 = bitcast float %353 to i32
	%355 = insertelement <4 x i32> %352, i32 %354, i32 2
	%356 = extractvalue { float, float, float, float } %346, 3
	%357 = bitcast float %356 to i32
	%358 = insertelement <4 x i32> %355, i32 %357, i32 3
	%359 = extractelement <4 x i32> %358, i32 0
	%360 = bitcast i32 %359 to float
	%361 = extractelement <4 x i32> %358, i32 1
	%362 = bitcast i32 %361 to float
	%363 = extractelement <4 x i32> %358, i32 2
	%364 = bitcast i32 %363 to float
	%365 = extractelement <4 x i32> %358, i32 3
	%366 = bitcast i32 %365 to float
	%367 = add i32 %134, 16
	%368 = add i32 %125, 0
	%369 = mul i32 %367, 32
	%370 = and i32 %367, 7
	%371 = xor i32 %368, %370
	%372 = shl i32 %371, 2
	%373 = add i32 %369, %372
	%374 = add i32 %209, %373
	%375 = sext i32 %374 to i64
	%376 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %375
	%377 = ptrtoint i32 addrspace(3)* %376 to i32
	%378 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %377)
	%379 = extractvalue { i32, i32, i32, i32 } %378, 0
	%380 = insertelement <4 x i32> zeroinitializer, i32 %379, i32 0
	%381 = extractvalue { i32, i32, i32, i32 } %378, 1
	%382 = insertelement <4 x i32> %380, i32 %381, i32 1
	%383 = extractvalue { i32, i32, i32, i32 } %378, 2
	%384 = insertelement <4 x i32> %382, i32 %383, i32 2
	%385 = extractvalue { i32, i32, i32, i32 } %378, 3
	%386 = insertelement <4 x i32> %384, i32 %385, i32 3
	%387 = extractelement <4 x i32> %386, i32 0
	%388 = extractelement <4 x i32> %386, i32 1
	%389 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %297, i32 %298, i32 %299, i32 %300, i32 %387, i32 %388, float 0.0, float 0.0, float 0.0, float 0.0)
	%390 = extractvalue { float, float, float, float } %389, 0
	%391 = bitcast float %390 to i32
	%392 = insertelement <4 x i32> zeroinitializer, i32 %391, i32 0
	%393 = extractvalue { float, float, float, float } %389, 1
	%394 = bitcast float %393 to i32
	%395 = insertelement <4 x i32> %392, i32 %394, i32 1
	%396 = extractvalue { float, float, float, float } %389, 2
	%397 = bitcast float %396 to i32
	%398 = insertelement <4 x i32> %395, i32 %397, i32 2
	%399 = extractvalue { float, float, float, float } %389, 3
	%400 = bitcast float %399 to i32
	%401 = insertelement <4 x i32> %398, i32 %400, i32 3
	%402 = extractelement <4 x i32> %401, i32 0
	%403 = bitcast i32 %402 to float
	%404 = extractelement <4 x i32> %401, i32 1
	%405 = bitcast i32 %404 to float
	%406 = extractelement <4 x i32> %401, i32 2
	%407 = bitcast i32 %406 to float
	%408 = extractelement <4 x i32> %401, i32 3
	%409 = bitcast i32 %408 to float
	%410 = extractelement <4 x i32> %386, i32 2
	%411 = extractelement <4 x i32> %386, i32 3
	%412 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %297, i32 %298, i32 %299, i32 %300, i32 %410, i32 %411, float 0.0, float 0.0, float 0.0, float 0.0)
	%413 = extractvalue { float, float, float, float } %412, 0
	%414 = bitcast float %413 to i32
	%415 = insertelement <4 x i32> zeroinitializer, i32 %414, i32 0
	%416 = extractvalue { float, float, float, float } %412, 1
	%417 = bitcast float %416 to i32
	%418 = insertelement <4 x i32> %415, i32 %417, i32 1
	%419 = extractvalue { float, float, float, float } %412, 2
	%420 = bitcast float %419 to i32
	%421 = insertelement <4 x i32> %418, i32 %420, i32 2
	%422 = extractvalue { float, float, float, float } %412, 3
	%423 = bitcast float %422 to i32
	%424 = insertelement <4 x i32> %421, i32 %423, i32 3
	%425 = extractelement <4 x i32> %424, i32 0
	%426 = bitcast i32 %425 to float
	%427 = extractelement <4 x i32> %424, i32 1
	%428 = bitcast i32 %427 to float
	%429 = extractelement <4 x i32> %424, i32 2
	%430 = bitcast i32 %429 to float
	%431 = extractelement <4 x i32> %424, i32 3
	%432 = bitcast i32 %431 to float
	%433 = add i32 %126, 2
	%434 = mul i32 %130, 32
	%435 = and i32 %130, 7
	%436 = xor i32 %433, %435
	%437 = shl i32 %436, 2
	%438 = add i32 %434, %437
	%439 = sext i32 %438 to i64
	%440 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %439
	%441 = ptrtoint i32 addrspace(3)* %440 to i32
	%442 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %441)
	%443 = extractvalue { i32, i32, i32, i32 } %442, 0
	%444 = insertelement <4 x i32> zeroinitializer, i32 %443, i32 0
	%445 = extractvalue { i32, i32, i32, i32 } %442, 1
	%446 = insertelement <4 x i32> %444, i32 %445, i32 1
	%447 = extractvalue { i32, i32, i32, i32 } %442, 2
	%448 = insertelement <4 x i32> %446, i32 %447, i32 2
	%449 = extractvalue { i32, i32, i32, i32 } %442, 3
	%450 = insertelement <4 x i32> %448, i32 %449, i32 3
	%451 = extractelement <4 x i32> %450, i32 0
	%452 = extractelement <4 x i32> %450, i32 1
	%453 = extractelement <4 x i32> %450, i32 2
	%454 = extractelement <4 x i32> %450, i32 3
	%455 = add i32 %134, 0
	%456 = add i32 %125, 2
	%457 = mul i32 %455, 32
	%458 = and i32 %455, 7
	%459 = xor i32 %456, %458
	%460 = shl i32 %459, 2
	%461 = add i32 %457, %460
	%462 = add i32 %209, %461
	%463 = sext i32 %462 to i64
	%464 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %463
	%465 = ptrtoint i32 addrspace(3)* %464 to i32
	%466 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %465)
	%467 = extractvalue { i32, i32, i32, i32 } %466, 0
	%468 = insertelement <4 x i32> zeroinitializer, i32 %467, i32 0
	%469 = extractvalue { i32, i32, i32, i32 } %466, 1
	%470 = insertelement <4 x i32> %468, i32 %469, i32 1
	%471 = extractvalue { i32, i32, i32, i32 } %466, 2
	%472 = insertelement <4 x i32> %470, i32 %471, i32 2
	%473 = extractvalue { i32, i32, i32, i32 } %466, 3
	%474 = insertelement <4 x i32> %472, i32 %473, i32 3
	%475 = extractelement <4 x i32> %474, i32 0
	%476 = extractelement <4 x i32> %474, i32 1
	%477 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %451, i32 %452, i32 %453, i32 %454, i32 %475, i32 %476, float %337, float %339, float %341, float %343)
	%478 = extractvalue { float, float, float, float } %477, 0
	%479 = bitcast float %478 to i32
	%480 = insertelement <4 x i32> zeroinitializer, i32 %479, i32 0
	%481 = extractvalue { float, float, float, float } %477, 1
	%482 = bitcast float %481 to i32
	%483 = insertelement <4 x i32> %480, i32 %482, i32 1
	%484 = extractvalue { float, float, float, float } %477, 2
	%485 = bitcast float %484 to i32
	%486 = insertelement <4 x i32> %483, i32 %485, i32 2
	%487 = extractvalue { float, float, float, float } %477, 3
	%488 = bitcast float %487 to i32
	%489 = insertelement <4 x i32> %486, i32 %488, i32 3
	%490 = extractelement <4 x i32> %489, i32 0
	%491 = bitcast i32 %490 to float
	%492 = extractelement <4 x i32> %489, i32 1
	%493 = bitcast i32 %492 to float
	%494 = extractelement <4 x i32> %489, i32 2
	%495 = bitcast i32 %494 to float
	%496 = extractelement <4 x i32> %489, i32 3
	%497 = bitcast i32 %496 to float
	%498 = extractelement <4 x i32> %474, i32 2
	%499 = extractelement <4 x i32> %474, i32 3
	%500 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %451, i32 %452, i32 %453, i32 %454, i32 %498, i32 %499, float %360, float %362, float %364, float %366)
	%501 = extractvalue { float, float, float, float } %500, 0
	%502 = bitcast float %501 to i32
	%503 = insertelement <4 x i32> zeroinitializer, i32 %502, i32 0
	%504 = extractvalue { float, float, float, float } %500, 1
	%505 = bitcast float %504 to i32
	%506 = insertelement <4 x i32> %503, i32 %505, i32 1
	%507 = extractvalue { float, float, float, float } %500, 2
	%508 = bitcast float %507 to i32
	%509 = insertelement <4 x i32> %506, i32 %508, i32 2
	%510 = extractvalue { float, float, float, float } %500, 3
	%511 = bitcast float %510 to i32
	%512 = insertelement <4 x i32> %509, i32 %511, i32 3
	%513 = extractelement <4 x i32> %512, i32 0
	%514 = bitcast i32 %513 to float
	%515 = extractelement <4 x i32> %512, i32 1
	%516 = bitcast i32 %515 to float
	%517 = extractelement <4 x i32> %512, i32 2
	%518 = bitcast i32 %517 to float
	%519 = extractelement <4 x i32> %512, i32 3
	%520 = bitcast i32 %519 to float
	%521 = add i32 %134, 16
	%522 = add i32 %125, 2
	%523 = mul i32 %521, 32
	%524 = and i32 %521, 7
	%525 = xor i32 %522, %524
	%526 = shl i32 %525, 2
	%527 = add i32 %523, %526
	%528 = add i32 %209, %527
	%529 = sext i32 %528 to i64
	%530 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %529
	%531 = ptrtoint i32 addrspace(3)* %530 to i32
	%532 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %531)
	%533 = extractvalue { i32, i32, i32, i32 } %532, 0
	%534 = insertelement <4 x i32> zeroinitializer, i32 %533, i32 0
	%535 = extractvalue { i32, i32, i32, i32 } %532, 1
	%536 = insertelement <4 x i32> %534, i32 %535, i32 1
	%537 = extractvalue { i32, i32, i32, i32 } %532, 2
	%538 = insertelement <4 x i32> %536, i32 %537, i32 2
	%539 = extractvalue { i32, i32, i32, i32 } %532, 3
	%540 = insertelement <4 x i32> %538, i32 %539, i32 3
	%541 = extractelement <4 x i32> %540, i32 0
	%542 = extractelement <4 x i32> %540, i32 1
	%543 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %451, i32 %452, i32 %453, i32 %454, i32 %541, i32 %542, float %403, float %405, float %407, float %409)
	%544 = extractvalue { float, float, float, float } %543, 0
	%545 = bitcast float %544 to i32
	%546 = insertelement <4 x i32> zeroinitializer, i32 %545, i32 0
	%547 = extractvalue { float, float, float, float } %543, 1
	%548 = bitcast float %547 to i32
	%549 = insertelement <4 x i32> %546, i32 %548, i32 1
	%550 = extractvalue { float, float, float, float } %543, 2
	%551 = bitcast float %550 to i32
	%552 = insertelement <4 x i32> %549, i32 %551, i32 2
	%553 = extractvalue { float, float, float, float } %543, 3
	%554 = bitcast float %553 to i32
	%555 = insertelement <4 x i32> %552, i32 %554, i32 3
	%556 = extractelement <4 x i32> %555, i32 0
	%557 = bitcast i32 %556 to float
	%558 = extractelement <4 x i32> %555, i32 1
	%559 = bitcast i32 %558 to float
	%560 = extractelement <4 x i32> %555, i32 2
	%561 = bitcast i32 %560 to float
	%562 = extractelement <4 x i32> %555, i32 3
	%563 = bitcast i32 %562 to float
	%564 = extractelement <4 x i32> %540, i32 2
	%565 = extractelement <4 x i32> %540, i32 3
	%566 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %451, i32 %452, i32 %453, i32 %454, i32 %564, i32 %565, float %426, float %428, float %430, float %432)
	%567 = extractvalue { float, float, float, float } %566, 0
	%568 = bitcast float %567 to i32
	%569 = insertelement <4 x i32> zeroinitializer, i32 %568, i32 0
	%570 = extractvalue { float, float, float, float } %566, 1
	%571 = bitcast float %570 to i32
	%572 = insertelement <4 x i32> %569, i32 %571, i32 1
	%573 = extractvalue { float, float, float, float } %566, 2
	%574 = bitcast float %573 to i32
	%575 = insertelement <4 x i32> %572, i32 %574, i32 2
	%576 = extractvalue { float, float, float, float } %566, 3
	%577 = bitcast float %576 to i32
	%578 = insertelement <4 x i32> %575, i32 %577, i32 3
	%579 = extractelement <4 x i32> %578, i32 0
	%580 = bitcast i32 %579 to float
	%581 = extractelement <4 x i32> %578, i32 1
	%582 = bitcast i32 %581 to float
	%583 = extractelement <4 x i32> %578, i32 2
	%584 = bitcast i32 %583 to float
	%585 = extractelement <4 x i32> %578, i32 3
	%586 = bitcast i32 %585 to float
	%587 = add i32 %126, 4
	%588 = mul i32 %130, 32
	%589 = and i32 %130, 7
	%590 = xor i32 %587, %589
	%591 = shl i32 %590, 2
	%592 = add i32 %588, %591
	%593 = sext i32 %592 to i64
	%594 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %593
	%595 = ptrtoint i32 addrspace(3)* %594 to i32
	%596 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %595)
	%597 = extractvalue { i32, i32, i32, i32 } %596, 0
	%598 = insertelement <4 x i32> zeroinitializer, i32 %597, i32 0
	%599 = extractvalue { i32, i32, i32, i32 } %596, 1
	%600 = insertelement <4 x i32> %598, i32 %599, i32 1
	%601 = extractvalue { i32, i32, i32, i32 } %596, 2
	%602 = insertelement <4 x i32> %600, i32 %601, i32 2
	%603 = extractvalue { i32, i32, i32, i32 } %596, 3
	%604 = insertelement <4 x i32> %602, i32 %603, i32 3
	%605 = extractelement <4 x i32> %604, i32 0
	%606 = extractelement <4 x i32> %604, i32 1
	%607 = extractelement <4 x i32> %604, i32 2
	%608 = extractelement <4 x i32> %604, i32 3
	%609 = add i32 %134, 0
	%610 = add i32 %125, 4
	%611 = mul i32 %609, 32
	%612 = and i32 %609, 7
	%613 = xor i32 %610, %612
	%614 = shl i32 %613, 2
	%615 = add i32 %611, %614
	%616 = add i32 %209, %615
	%617 = sext i32 %616 to i64
	%618 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %617
	%619 = ptrtoint i32 addrspace(3)* %618 to i32
	%620 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %619)
	%621 = extractvalue { i32, i32, i32, i32 } %620, 0
	%622 = insertelement <4 x i32> zeroinitializer, i32 %621, i32 0
	%623 = extractvalue { i32, i32, i32, i32 } %620, 1
	%624 = insertelement <4 x i32> %622, i32 %623, i32 1
	%625 = extractvalue { i32, i32, i32, i32 } %620, 2
	%626 = insertelement <4 x i32> %624, i32 %625, i32 2
	%627 = extractvalue { i32, i32, i32, i32 } %620, 3
	%628 = insertelement <4 x i32> %626, i32 %627, i32 3
	%629 = extractelement <4 x i32> %628, i32 0
	%630 = extractelement <4 x i32> %628, i32 1
	%631 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %605, i32 %606, i32 %607, i32 %608, i32 %629, i32 %630, float %491, float %493, float %495, float %497)
	%632 = extractvalue { float, float, float, float } %631, 0
	%633 = bitcast float %632 to i32
	%634 = insertelement <4 x i32> zeroinitializer, i32 %633, i32 0
	%635 = extractvalue { float, float, float, float } %631, 1
	%636 = bitcast float %635 to i32
	%637 = insertelement <4 x i32> %634, i32 %636, i32 1
	%638 = extractvalue { float, float, float, float } %631, 2
	%639 = bitcast float %638 to i32
	%640 = insertelement <4 x i32> %637, i32 %639, i32 2
	%641 = extractvalue { float, float, float, float } %631, 3
	%642 = bitcast float %641 to i32
	%643 = insertelement <4 x i32> %640, i32 %642, i32 3
	%644 = extractelement <4 x i32> %643, i32 0
	%645 = bitcast i32 %644 to float
	%646 = extractelement <4 x i32> %643, i32 1
	%647 = bitcast i32 %646 to float
	%648 = extractelement <4 x i32> %643, i32 2
	%649 = bitcast i32 %648 to float
	%650 = extractelement <4 x i32> %643, i32 3
	%651 = bitcast i32 %650 to float
	%652 = extractelement <4 x i32> %628, i32 2
	%653 = extractelement <4 x i32> %628, i32 3
	%654 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %605, i32 %606, i32 %607, i32 %608, i32 %652, i32 %653, float %514, float %516, float %518, float %520)
	%655 = extractvalue { float, float, float, float } %654, 0
	%656 = bitcast float %655 to i32
	%657 = insertelement <4 x i32> zeroinitializer, i32 %656, i32 0
	%658 = extractvalue { float, float, float, float } %654, 1
	%659 = bitcast float %658 to i32
	%660 = insertelement <4 x i32> %657, i32 %659, i32 1
	%661 = extractvalue { float, float, float, float } %654, 2
	%662 = bitcast float %661 to i32
	%663 = insertelement <4 x i32> %660, i32 %662, i32 2
	%664 = extractvalue { float, float, float, float } %654, 3
	%665 = bitcast float %664 to i32
	%666 = insertelement <4 x i32> %663, i32 %665, i32 3
	%667 = extractelement <4 x i32> %666, i32 0
	%668 = bitcast i32 %667 to float
	%669 = extractelement <4 x i32> %666, i32 1
	%670 = bitcast i32 %669 to float
	%671 = extractelement <4 x i32> %666, i32 2
	%672 = bitcast i32 %671 to float
	%673 = extractelement <4 x i32> %666, i32 3
	%674 = bitcast i32 %673 to float
	%675 = add i32 %134, 16
	%676 = add i32 %125, 4
	%677 = mul i32 %675, 32
	%678 = and i32 %675, 7
	%679 = xor i32 %676, %678
	%680 = shl i32 %679, 2
	%681 = add i32 %677, %680
	%682 = add i32 %209, %681
	%683 = sext i32 %682 to i64
	%684 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %683
	%685 = ptrtoint i32 addrspace(3)* %684 to i32
	%686 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %685)
	%687 = extractvalue { i32, i32, i32, i32 } %686, 0
	%688 = insertelement <4 x i32> zeroinitializer, i32 %687, i32 0
	%689 = extractvalue { i32, i32, i32, i32 } %686, 1
	%690 = insertelement <4 x i32> %688, i32 %689, i32 1
	%691 = extractvalue { i32, i32, i32, i32 } %686, 2
	%692 = insertelement <4 x i32> %690, i32 %691, i32 2
	%693 = extractvalue { i32, i32, i32, i32 } %686, 3
	%694 = insertelement <4 x i32> %692, i32 %693, i32 3
	%695 = extractelement <4 x i32> %694, i32 0
	%696 = extractelement <4 x i32> %694, i32 1
	%697 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %605, i32 %606, i32 %607, i32 %608, i32 %695, i32 %696, float %557, float %559, float %561, float %563)
	%698 = extractvalue { float, float, float, float } %697, 0
	%699 = bitcast float %698 to i32
	%700 = insertelement <4 x i32> zeroinitializer, i32 %699, i32 0
	%701 = extractvalue { float, float, float, float } %697, 1
	%702 = bitcast float %701 to i32
	%703 = insertelement <4 x i32> %700, i32 %702, i32 1
	%704 = extractvalue { float, float, float, float } %697, 2
	%705 = bitcast float %704 to i32
	%706 = insertelement <4 x i32> %703, i32 %705, i32 2
	%707 = extractvalue { float, float, float, float } %697, 3
	%708 = bitcast float %707 to i32
	%709 = insertelement <4 x i32> %706, i32 %708, i32 3
	%710 = extractelement <4 x i32> %709, i32 0
	%711 = bitcast i32 %710 to float
	%712 = extractelement <4 x i32> %709, i32 1
	%713 = bitcast i32 %712 to float
	%714 = extractelement <4 x i32> %709, i32 2
	%715 = bitcast i32 %714 to float
	%716 = extractelement <4 x i32> %709, i32 3
	%717 = bitcast i32 %716 to float
	%718 = extractelement <4 x i32> %694, i32 2
	%719 = extractelement <4 x i32> %694, i32 3
	%720 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %605, i32 %606, i32 %607, i32 %608, i32 %718, i32 %719, float %580, float %582, float %584, float %586)
	%721 = extractvalue { float, float, float, float } %720, 0
	%722 = bitcast float %721 to i32
	%723 = insertelement <4 x i32> zeroinitializer, i32 %722, i32 0
	%724 = extractvalue { float, float, float, float } %720, 1
	%725 = bitcast float %724 to i32
	%726 = insertelement <4 x i32> %723, i32 %725, i32 1
	%727 = extractvalue { float, float, float, float } %720, 2
	%728 = bitcast float %727 to i32
	%729 = insertelement <4 x i32> %726, i32 %728, i32 2
	%730 = extractvalue { float, float, float, float } %720, 3
	%731 = bitcast float %730 to i32
	%732 = insertelement <4 x i32> %729, i32 %731, i32 3
	%733 = extractelement <4 x i32> %732, i32 0
	%734 = bitcast i32 %733 to float
	%735 = extractelement <4 x i32> %732, i32 1
	%736 = bitcast i32 %735 to float
	%737 = extractelement <4 x i32> %732, i32 2
	%738 = bitcast i32 %737 to float
	%739 = extractelement <4 x i32> %732, i32 3
	%740 = bitcast i32 %739 to float
	%741 = add i32 %126, 6
	%742 = mul i32 %130, 32
	%743 = and i32 %130, 7
	%744 = xor i32 %741, %743
	%745 = shl i32 %744, 2
	%746 = add i32 %742, %745
	%747 = sext i32 %746 to i64
	%748 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %747
	%749 = ptrtoint i32 addrspace(3)* %748 to i32
	%750 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %749)
	%751 = extractvalue { i32, i32, i32, i32 } %750, 0
	%752 = insertelement <4 x i32> zeroinitializer, i32 %751, i32 0
	%753 = extractvalue { i32, i32, i32, i32 } %750, 1
	%754 = insertelement <4 x i32> %752, i32 %753, i32 1
	%755 = extractvalue { i32, i32, i32, i32 } %750, 2
	%756 = insertelement <4 x i32> %754, i32 %755, i32 2
	%757 = extractvalue { i32, i32, i32, i32 } %750, 3
	%758 = insertelement <4 x i32> %756, i32 %757, i32 3
	%759 = extractelement <4 x i32> %758, i32 0
	%760 = extractelement <4 x i32> %758, i32 1
	%761 = extractelement <4 x i32> %758, i32 2
	%762 = extractelement <4 x i32> %758, i32 3
	%763 = add i32 %134, 0
	%764 = add i32 %125, 6
	%765 = mul i32 %763, 32
	%766 = and i32 %763, 7
	%767 = xor i32 %764, %766
	%768 = shl i32 %767, 2
	%769 = add i32 %765, %768
	%770 = add i32 %209, %769
	%771 = sext i32 %770 to i64
	%772 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %771
	%773 = ptrtoint i32 addrspace(3)* %772 to i32
	%774 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %773)
	%775 = extractvalue { i32, i32, i32, i32 } %774, 0
	%776 = insertelement <4 x i32> zeroinitializer, i32 %775, i32 0
	%777 = extractvalue { i32, i32, i32, i32 } %774, 1
	%778 = insertelement <4 x i32> %776, i32 %777, i32 1
	%779 = extractvalue { i32, i32, i32, i32 } %774, 2
	%780 = insertelement <4 x i32> %778, i32 %779, i32 2
	%781 = extractvalue { i32, i32, i32, i32 } %774, 3
	%782 = insertelement <4 x i32> %780, i32 %781, i32 3
	%783 = extractelement <4 x i32> %782, i32 0
	%784 = extractelement <4 x i32> %782, i32 1
	%785 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %759, i32 %760, i32 %761, i32 %762, i32 %783, i32 %784, float %645, float %647, float %649, float %651)
	%786 = extractvalue { float, float, float, float } %785, 0
	%787 = bitcast float %786 to i32
	%788 = insertelement <4 x i32> zeroinitializer, i32 %787, i32 0
	%789 = extractvalue { float, float, float, float } %785, 1
	%790 = bitcast float %789 to i32
	%791 = insertelement <4 x i32> %788, i32 %790, i32 1
	%792 = extractvalue { float, float, float, float } %785, 2
	%793 = bitcast float %792 to i32
	%794 = insertelement <4 x i32> %791, i32 %793, i32 2
	%795 = extractvalue { float, float, float, float } %785, 3
	%796 = bitcast float %795 to i32
	%797 = insertelement <4 x i32> %794, i32 %796, i32 3
	%798 = extractelement <4 x i32> %797, i32 0
	%799 = bitcast i32 %798 to float
	%800 = extractelement <4 x i32> %797, i32 1
	%801 = bitcast i32 %800 to float
	%802 = extractelement <4 x i32> %797, i32 2
	%803 = bitcast i32 %802 to float
	%804 = extractelement <4 x i32> %797, i32 3
	%805 = bitcast i32 %804 to float
	%806 = extractelement <4 x i32> %782, i32 2
	%807 = extractelement <4 x i32> %782, i32 3
	%808 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %759, i32 %760, i32 %761, i32 %762, i32 %806, i32 %807, float %668, float %670, float %672, float %674)
	%809 = extractvalue { float, float, float, float } %808, 0
	%810 = bitcast float %809 to i32
	%811 = insertelement <4 x i32> zeroinitializer, i32 %810, i32 0
	%812 = extractvalue { float, float, float, float } %808, 1
	%813 = bitcast float %812 to i32
	%814 = insertelement <4 x i32> %811, i32 %813, i32 1
	%815 = extractvalue { float, float, float, float } %808, 2
	%816 = bitcast float %815 to i32
	%817 = insertelement <4 x i32> %814, i32 %816, i32 2
	%818 = extractvalue { float, float, float, float } %808, 3
	%819 = bitcast float %818 to i32
	%820 = insertelement <4 x i32> %817, i32 %819, i32 3
	%821 = extractelement <4 x i32> %820, i32 0
	%822 = bitcast i32 %821 to float
	%823 = extractelement <4 x i32> %820, i32 1
	%824 = bitcast i32 %823 to float
	%825 = extractelement <4 x i32> %820, i32 2
	%826 = bitcast i32 %825 to float
	%827 = extractelement <4 x i32> %820, i32 3
	%828 = bitcast i32 %827 to float
	%829 = add i32 %134, 16
	%830 = add i32 %125, 6
	%831 = mul i32 %829, 32
	%832 = and i32 %829, 7
	%833 = xor i32 %830, %832
	%834 = shl i32 %833, 2
	%835 = add i32 %831, %834
	%836 = add i32 %209, %835
	%837 = sext i32 %836 to i64
	%838 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %837
	%839 = ptrtoint i32 addrspace(3)* %838 to i32
	%840 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %839)
	%841 = extractvalue { i32, i32, i32, i32 } %840, 0
	%842 = insertelement <4 x i32> zeroinitializer, i32 %841, i32 0
	%843 = extractvalue { i32, i32, i32, i32 } %840, 1
	%844 = insertelement <4 x i32> %842, i32 %843, i32 1
	%845 = extractvalue { i32, i32, i32, i32 } %840, 2
	%846 = insertelement <4 x i32> %844, i32 %845, i32 2
	%847 = extractvalue { i32, i32, i32, i32 } %840, 3
	%848 = insertelement <4 x i32> %846, i32 %847, i32 3
	%849 = extractelement <4 x i32> %848, i32 0
	%850 = extractelement <4 x i32> %848, i32 1
	%851 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %759, i32 %760, i32 %761, i32 %762, i32 %849, i32 %850, float %711, float %713, float %715, float %717)
	%852 = extractvalue { float, float, float, float } %851, 0
	%853 = bitcast float %852 to i32
	%854 = insertelement <4 x i32> zeroinitializer, i32 %853, i32 0
	%855 = extractvalue { float, float, float, float } %851, 1
	%856 = bitcast float %855 to i32
	%857 = insertelement <4 x i32> %854, i32 %856, i32 1
	%858 = extractvalue { float, float, float, float } %851, 2
	%859 = bitcast float %858 to i32
	%860 = insertelement <4 x i32> %857, i32 %859, i32 2
	%861 = extractvalue { float, float, float, float } %851, 3
	%862 = bitcast float %861 to i32
	%863 = insertelement <4 x i32> %860, i32 %862, i32 3
	%864 = extractelement <4 x i32> %863, i32 0
	%865 = bitcast i32 %864 to float
	%866 = extractelement <4 x i32> %863, i32 1
	%867 = bitcast i32 %866 to float
	%868 = extractelement <4 x i32> %863, i32 2
	%869 = bitcast i32 %868 to float
	%870 = extractelement <4 x i32> %863, i32 3
	%871 = bitcast i32 %870 to float
	%872 = extractelement <4 x i32> %848, i32 2
	%873 = extractelement <4 x i32> %848, i32 3
	%874 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %759, i32 %760, i32 %761, i32 %762, i32 %872, i32 %873, float %734, float %736, float %738, float %740)
	%875 = extractvalue { float, float, float, float } %874, 0
	%876 = bitcast float %875 to i32
	%877 = insertelement <4 x i32> zeroinitializer, i32 %876, i32 0
	%878 = extractvalue { float, float, float, float } %874, 1
	%879 = bitcast float %878 to i32
	%880 = insertelement <4 x i32> %877, i32 %879, i32 1
	%881 = extractvalue { float, float, float, float } %874, 2
	%882 = bitcast float %881 to i32
	%883 = insertelement <4 x i32> %880, i32 %882, i32 2
	%884 = extractvalue { float, float, float, float } %874, 3
	%885 = bitcast float %884 to i32
	%886 = insertelement <4 x i32> %883, i32 %885, i32 3
	%887 = extractelement <4 x i32> %886, i32 0
	%888 = bitcast i32 %887 to float
	%889 = extractelement <4 x i32> %886, i32 1
	%890 = bitcast i32 %889 to float
	%891 = extractelement <4 x i32> %886, i32 2
	%892 = bitcast i32 %891 to float
	%893 = extractelement <4 x i32> %886, i32 3
	%894 = bitcast i32 %893 to float
	%895 = mul i32 %27, 32
	%896 = add i32 %895, 0
	%897 = mul i32 %31, 2
	%898 = add i32 %896, %897
	%899 = add i32 %203, %898
	%900 = icmp slt i32 %899, %53
	%901 = fmul float %799, 0x3FD851EB80000000
	%902 = select i1 %900, float %901, float 0xFFF0000000000000
	%903 = mul i32 %27, 32
	%904 = add i32 %903, 1
	%905 = mul i32 %31, 2
	%906 = add i32 %904, %905
	%907 = add i32 %203, %906
	%908 = icmp slt i32 %907, %53
	%909 = fmul float %801, 0x3FD851EB80000000
	%910 = select i1 %908, float %909, float 0xFFF0000000000000
	%911 = fcmp olt float %902, %910
	%912 = select i1 %911, float %910, float %902
	%913 = mul i32 %27, 32
	%914 = add i32 %913, 0
	%915 = mul i32 %31, 2
	%916 = add i32 %914, %915
	%917 = add i32 %203, %916
	%918 = icmp slt i32 %917, %53
	%919 = fmul float %803, 0x3FD851EB80000000
	%920 = select i1 %918, float %919, float 0xFFF0000000000000
	%921 = mul i32 %27, 32
	%922 = add i32 %921, 1
	%923 = mul i32 %31, 2
	%924 = add i32 %922, %923
	%925 = add i32 %203, %924
	%926 = icmp slt i32 %925, %53
	%927 = fmul float %805, 0x3FD851EB80000000
	%928 = select i1 %926, float %927, float 0xFFF0000000000000
	%929 = fcmp olt float %920, %928
	%930 = select i1 %929, float %928, float %920
	%931 = mul i32 %27, 32
	%932 = add i32 %931, 8
	%933 = mul i32 %31, 2
	%934 = add i32 %932, %933
	%935 = add i32 %203, %934
	%936 = icmp slt i32 %935, %53
	%937 = fmul float %822, 0x3FD851EB80000000
	%938 = select i1 %936, float %937, float 0xFFF0000000000000
	%939 = fcmp olt float %912, %938
	%940 = select i1 %939, float %938, float %912
	%941 = mul i32 %27, 32
	%942 = add i32 %941, 9
	%943 = mul i32 %31, 2
	%944 = add i32 %942, %943
	%945 = add i32 %203, %944
	%946 = icmp slt i32 %945, %53
	%947 = fmul float %824, 0x3FD851EB80000000
	%948 = select i1 %946, float %947, float 0xFFF0000000000000
	%949 = fcmp olt float %940, %948
	%950 = select i1 %949, float %948, float %940
	%951 = mul i32 %27, 32
	%952 = add i32 %951, 8
	%953 = mul i32 %31, 2
	%954 = add i32 %952, %953
	%955 = add i32 %203, %954
	%956 = icmp slt i32 %955, %53
	%957 = fmul float %826, 0x3FD851EB80000000
	%958 = select i1 %956, float %957, float 0xFFF0000000000000
	%959 = fcmp olt float %930, %958
	%960 = select i1 %959, float %958, float %930
	%961 = mul i32 %27, 32
	%962 = add i32 %961, 9
	%963 = mul i32 %31, 2
	%964 = add i32 %962, %963
	%965 = add i32 %203, %964
	%966 = icmp slt i32 %965, %53
	%967 = fmul float %828, 0x3FD851EB80000000
	%968 = select i1 %966, float %967, float 0xFFF0000000000000
	%969 = fcmp olt float %960, %968
	%970 = select i1 %969, float %968, float %960
	%971 = mul i32 %27, 32
	%972 = add i32 %971, 16
	%973 = mul i32 %31, 2
	%974 = add i32 %972, %973
	%975 = add i32 %203, %974
	%976 = icmp slt i32 %975, %53
	%977 = fmul float %865, 0x3FD851EB80000000
	%978 = select i1 %976, float %977, float 0xFFF0000000000000
	%979 = fcmp olt float %950, %978
	%980 = select i1 %979, float %978, float %950
	%981 = mul i32 %27, 32
	%982 = add i32 %981, 17
	%983 = mul i32 %31, 2
	%984 = add i32 %982, %983
	%985 = add i32 %203, %984
	%986 = icmp slt i32 %985, %53
	%987 = fmul float %867, 0x3FD851EB80000000
	%988 = select i1 %986, float %987, float 0xFFF0000000000000
	%989 = fcmp olt float %980, %988
	%990 = select i1 %989, float %988, float %980
	%991 = mul i32 %27, 32
	%992 = add i32 %991, 16
	%993 = mul i32 %31, 2
	%994 = add i32 %992, %993
	%995 = add i32 %203, %994
	%996 = icmp slt i32 %995, %53
	%997 = fmul float %869, 0x3FD851EB80000000
	%998 = select i1 %996, float %997, float 0xFFF0000000000000
	%999 = fcmp olt float %970, %998
	%1000 = select i1 %999, float %998, float %970
	%1001 = mul i32 %27, 32
	%1002 = add i32 %1001, 17
	%1003 = mul i32 %31, 2
	%1004 = add i32 %1002, %1003
	%1005 = add i32 %203, %1004
	%1006 = icmp slt i32 %1005, %53
	%1007 = fmul float %871, 0x3FD851EB80000000
	%1008 = select i1 %1006, float %1007, float 0xFFF0000000000000
	%1009 = fcmp olt float %1000, %1008
	%1010 = select i1 %1009, float %1008, float %1000
	%1011 = mul i32 %27, 32
	%1012 = add i32 %1011, 24
	%1013 = mul i32 %31, 2
	%1014 = add i32 %1012, %1013
	%1015 = add i32 %203, %1014
	%1016 = icmp slt i32 %1015, %53
	%1017 = fmul float %888, 0x3FD851EB80000000
	%1018 = select i1 %1016, float %1017, float 0xFFF0000000000000
	%1019 = fcmp olt float %990, %1018
	%1020 = select i1 %1019, float %1018, float %990
	%1021 = mul i32 %27, 32
	%1022 = add i32 %1021, 25
	%1023 = mul i32 %31, 2
	%1024 = add i32 %1022, %1023
	%1025 = add i32 %203, %1024
	%1026 = icmp slt i32 %1025, %53
	%1027 = fmul float %890, 0x3FD851EB80000000
	%1028 = select i1 %1026, float %1027, float 0xFFF0000000000000
	%1029 = fcmp olt float %1020, %1028
	%1030 = select i1 %1029, float %1028, float %1020
	%1031 = mul i32 %27, 32
	%1032 = add i32 %1031, 24
	%1033 = mul i32 %31, 2
	%1034 = add i32 %1032, %1033
	%1035 = add i32 %203, %1034
	%1036 = icmp slt i32 %1035, %53
	%1037 = fmul float %892, 0x3FD851EB80000000
	%1038 = select i1 %1036, float %1037, float 0xFFF0000000000000
	%1039 = fcmp olt float %1010, %1038
	%1040 = select i1 %1039, float %1038, float %1010
	%1041 = mul i32 %27, 32
	%1042 = add i32 %1041, 25
	%1043 = mul i32 %31, 2
	%1044 = add i32 %1042, %1043
	%1045 = add i32 %203, %1044
	%1046 = icmp slt i32 %1045, %53
	%1047 = fmul float %894, 0x3FD851EB80000000
	%1048 = select i1 %1046, float %1047, float 0xFFF0000000000000
	%1049 = fcmp olt float %1040, %1048
	%1050 = select i1 %1049, float %1048, float %1040
	%1051 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1030, i32 1, i32 31)
	%1052 = fcmp olt float %1030, %1051
	%1053 = select i1 %1052, float %1051, float %1030
	%1054 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1053, i32 2, i32 31)
	%1055 = fcmp olt float %1053, %1054
	%1056 = select i1 %1055, float %1054, float %1053
	%1057 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1050, i32 1, i32 31)
	%1058 = fcmp olt float %1050, %1057
	%1059 = select i1 %1058, float %1057, float %1050
	%1060 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1059, i32 2, i32 31)
	%1061 = fcmp olt float %1059, %1060
	%1062 = select i1 %1061, float %1060, float %1059
	%1063 = icmp eq i32 %31, 0
	br i1 %1063, label %then14, label %join15

then14:
	%1064 = mul i32 %27, 64
	%1065 = add i32 %1064, %147
	%1066 = sext i32 %1065 to i64
	%1067 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1066
	store float %1056, float addrspace(3)* %1067
	%1068 = mul i32 %27, 64
	%1069 = add i32 %1068, %150
	%1070 = sext i32 %1069 to i64
	%1071 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1070
	store float %1062, float addrspace(3)* %1071
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%1072 = sub i32 1, %27
	%1073 = mul i32 %1072, 64
	%1074 = add i32 %1073, %147
	%1075 = sext i32 %1074 to i64
	%1076 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1075
	%1077 = load float, float addrspace(3)* %1076
	%1078 = fcmp olt float %1056, %1077
	%1079 = select i1 %1078, float %1077, float %1056
	%1080 = load float, float* %18
	%1081 = fcmp olt float %1079, %1080
	%1082 = select i1 %1081, float %1080, float %1079
	%1083 = fsub float %1080, %1082
	%1084 = fmul float %1083, 0x3FF7154760000000
	%1085 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1084)
	store float %1082, float* %18
	%1086 = sub i32 1, %27
	%1087 = mul i32 %1086, 64
	%1088 = add i32 %1087, %150
	%1089 = sext i32 %1088 to i64
	%1090 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1089
	%1091 = load float, float addrspace(3)* %1090
	%1092 = fcmp olt float %1062, %1091
	%1093 = select i1 %1092, float %1091, float %1062
	%1094 = load float, float* %19
	%1095 = fcmp olt float %1093, %1094
	%1096 = select i1 %1095, float %1094, float %1093
	%1097 = fsub float %1094, %1096
	%1098 = fmul float %1097, 0x3FF7154760000000
	%1099 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1098)
	store float %1096, float* %19
	%1100 = fsub float %902, %1082
	%1101 = fmul float %1100, 0x3FF7154760000000
	%1102 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1101)
	%1103 = fsub float %910, %1082
	%1104 = fmul float %1103, 0x3FF7154760000000
	%1105 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1104)
	%1106 = fadd float %1102, %1105
	%1107 = fsub float %920, %1096
	%1108 = fmul float %1107, 0x3FF7154760000000
	%1109 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1108)
	%1110 = fsub float %928, %1096
	%1111 = fmul float %1110, 0x3FF7154760000000
	%1112 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1111)
	%1113 = fadd float %1109, %1112
	%1114 = mul i32 %27, 4
	%1115 = add i32 %1114, 0
	%1116 = mul i32 %147, 32
	%1117 = and i32 %147, 7
	%1118 = xor i32 %1115, %1117
	%1119 = shl i32 %1118, 2
	%1120 = add i32 %1116, %1119
	%1121 = add i32 %1120, %31
	%1122 = bitcast float %1102 to i32
	%1123 = lshr i32 %1122, 16
	%1124 = and i32 %1123, 1
	%1125 = add i32 %1122, u0x7FFF
	%1126 = add i32 %1125, %1124
	%1127 = lshr i32 %1126, 16
	%1128 = bitcast float %1105 to i32
	%1129 = lshr i32 %1128, 16
	%1130 = and i32 %1129, 1
	%1131 = add i32 %1128, u0x7FFF
	%1132 = add i32 %1131, %1130
	%1133 = lshr i32 %1132, 16
	%1134 = shl i32 %1133, 16
	%1135 = or i32 %1127, %1134
	%1136 = sext i32 %1121 to i64
	%1137 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1136
	store i32 %1135, i32 addrspace(3)* %1137
	%1138 = mul i32 %27, 4
	%1139 = add i32 %1138, 0
	%1140 = mul i32 %150, 32
	%1141 = and i32 %150, 7
	%1142 = xor i32 %1139, %1141
	%1143 = shl i32 %1142, 2
	%1144 = add i32 %1140, %1143
	%1145 = add i32 %1144, %31
	%1146 = bitcast float %1109 to i32
	%1147 = lshr i32 %1146, 16
	%1148 = and i32 %1147, 1
	%1149 = add i32 %1146, u0x7FFF
	%1150 = add i32 %1149, %1148
	%1151 = lshr i32 %1150, 16
	%1152 = bitcast float %1112 to i32
	%1153 = lshr i32 %1152, 16
	%1154 = and i32 %1153, 1
	%1155 = add i32 %1152, u0x7FFF
	%1156 = add i32 %1155, %1154
	%1157 = lshr i32 %1156, 16
	%1158 = shl i32 %1157, 16
	%1159 = or i32 %1151, %1158
	%1160 = sext i32 %1145 to i64
	%1161 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1160
	store i32 %1159, i32 addrspace(3)* %1161
	%1162 = fsub float %938, %1082
	%1163 = fmul float %1162, 0x3FF7154760000000
	%1164 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1163)
	%1165 = fadd float %1106, %1164
	%1166 = fsub float %948, %1082
	%1167 = fmul float %1166, 0x3FF7154760000000
	%1168 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1167)
	%1169 = fadd float %1165, %1168
	%1170 = fsub float %958, %1096
	%1171 = fmul float %1170, 0x3FF7154760000000
	%1172 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1171)
	%1173 = fadd float %1113, %1172
	%1174 = fsub float %968, %1096
	%1175 = fmul float %1174, 0x3FF7154760000000
	%1176 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1175)
	%1177 = fadd float %1173, %1176
	%1178 = mul i32 %27, 4
	%1179 = add i32 %1178, 1
	%1180 = mul i32 %147, 32
	%1181 = and i32 %147, 7
	%1182 = xor i32 %1179, %1181
	%1183 = shl i32 %1182, 2
	%1184 = add i32 %1180, %1183
	%1185 = add i32 %1184, %31
	%1186 = bitcast float %1164 to i32
	%1187 = lshr i32 %1186, 16
	%1188 = and i32 %1187, 1
	%1189 = add i32 %1186, u0x7FFF
	%1190 = add i32 %1189, %1188
	%1191 = lshr i32 %1190, 16
	%1192 = bitcast float %1168 to i32
	%1193 = lshr i32 %1192, 16
	%1194 = and i32 %1193, 1
	%1195 = add i32 %1192, u0x7FFF
	%1196 = add i32 %1195, %1194
	%1197 = lshr i32 %1196, 16
	%1198 = shl i32 %1197, 16
	%1199 = or i32 %1191, %1198
	%1200 = sext i32 %1185 to i64
	%1201 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1200
	store i32 %1199, i32 addrspace(3)* %1201
	%1202 = mul i32 %27, 4
	%1203 = add i32 %1202, 1
	%1204 = mul i32 %150, 32
	%1205 = and i32 %150, 7
	%1206 = xor i32 %1203, %1205
	%1207 = shl i32 %1206, 2
	%1208 = add i32 %1204, %1207
	%1209 = add i32 %1208, %31
	%1210 = bitcast float %1172 to i32
	%1211 = lshr i32 %1210, 16
	%1212 = and i32 %1211, 1
	%1213 = add i32 %1210, u0x7FFF
	%1214 = add i32 %1213, %1212
	%1215 = lshr i32 %1214, 16
	%1216 = bitcast float %1176 to i32
	%1217 = lshr i32 %1216, 16
	%1218 = and i32 %1217, 1
	%1219 = add i32 %1216, u0x7FFF
	%1220 = add i32 %1219, %1218
	%1221 = lshr i32 %1220, 16
	%1222 = shl i32 %1221, 16
	%1223 = or i32 %1215, %1222
	%1224 = sext i32 %1209 to i64
	%1225 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1224
	store i32 %1223, i32 addrspace(3)* %1225
	%1226 = fsub float %978, %1082
	%1227 = fmul float %1226, 0x3FF7154760000000
	%1228 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1227)
	%1229 = fadd float %1169, %1228
	%1230 = fsub float %988, %1082
	%1231 = fmul float %1230, 0x3FF7154760000000
	%1232 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1231)
	%1233 = fadd float %1229, %1232
	%1234 = fsub float %998, %1096
	%1235 = fmul float %1234, 0x3FF7154760000000
	%1236 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1235)
	%1237 = fadd float %1177, %1236
	%1238 = fsub float %1008, %1096
	%1239 = fmul float %1238, 0x3FF7154760000000
	%1240 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1239)
	%1241 = fadd float %1237, %1240
	%1242 = mul i32 %27, 4
	%1243 = add i32 %1242, 2
	%1244 = mul i32 %147, 32
	%1245 = and i32 %147, 7
	%1246 = xor i32 %1243, %1245
	%1247 = shl i32 %1246, 2
	%1248 = add i32 %1244, %1247
	%1249 = add i32 %1248, %31
	%1250 = bitcast float %1228 to i32
	%1251 = lshr i32 %1250, 16
	%1252 = and i32 %1251, 1
	%1253 = add i32 %1250, u0x7FFF
	%1254 = add i32 %1253, %1252
	%1255 = lshr i32 %1254, 16
	%1256 = bitcast float %1232 to i32
	%1257 = lshr i32 %1256, 16
	%1258 = and i32 %1257, 1
	%1259 = add i32 %1256, u0x7FFF
	%1260 = add i32 %1259, %1258
	%1261 = lshr i32 %1260, 16
	%1262 = shl i32 %1261, 16
	%1263 = or i32 %1255, %1262
	%1264 = sext i32 %1249 to i64
	%1265 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1264
	store i32 %1263, i32 addrspace(3)* %1265
	%1266 = mul i32 %27, 4
	%1267 = add i32 %1266, 2
	%1268 = mul i32 %150, 32
	%1269 = and i32 %150, 7
	%1270 = xor i32 %1267, %1269
	%1271 = shl i32 %1270, 2
	%1272 = add i32 %1268, %1271
	%1273 = add i32 %1272, %31
	%1274 = bitcast float %1236 to i32
	%1275 = lshr i32 %1274, 16
	%1276 = and i32 %1275, 1
	%1277 = add i32 %1274, u0x7FFF
	%1278 = add i32 %1277, %1276
	%1279 = lshr i32 %1278, 16
	%1280 = bitcast float %1240 to i32
	%1281 = lshr i32 %1280, 16
	%1282 = and i32 %1281, 1
	%1283 = add i32 %1280, u0x7FFF
	%1284 = add i32 %1283, %1282
	%1285 = lshr i32 %1284, 16
	%1286 = shl i32 %1285, 16
	%1287 = or i32 %1279, %1286
	%1288 = sext i32 %1273 to i64
	%1289 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1288
	store i32 %1287, i32 addrspace(3)* %1289
	%1290 = fsub float %1018, %1082
	%1291 = fmul float %1290, 0x3FF7154760000000
	%1292 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1291)
	%1293 = fadd float %1233, %1292
	%1294 = fsub float %1028, %1082
	%1295 = fmul float %1294, 0x3FF7154760000000
	%1296 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1295)
	%1297 = fadd float %1293, %1296
	%1298 = fsub float %1038, %1096
	%1299 = fmul float %1298, 0x3FF7154760000000
	%1300 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1299)
	%1301 = fadd float %1241, %1300
	%1302 = fsub float %1048, %1096
	%1303 = fmul float %1302, 0x3FF7154760000000
	%1304 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1303)
	%1305 = fadd float %1301, %1304
	%1306 = mul i32 %27, 4
	%1307 = add i32 %1306, 3
	%1308 = mul i32 %147, 32
	%1309 = and i32 %147, 7
	%1310 = xor i32 %1307, %1309
	%1311 = shl i32 %1310, 2
	%1312 = add i32 %1308, %1311
	%1313 = add i32 %1312, %31
	%1314 = bitcast float %1292 to i32
	%1315 = lshr i32 %1314, 16
	%1316 = and i32 %1315, 1
	%1317 = add i32 %1314, u0x7FFF
	%1318 = add i32 %1317, %1316
	%1319 = lshr i32 %1318, 16
	%1320 = bitcast float %1296 to i32
	%1321 = lshr i32 %1320, 16
	%1322 = and i32 %1321, 1
	%1323 = add i32 %1320, u0x7FFF
	%1324 = add i32 %1323, %1322
	%1325 = lshr i32 %1324, 16
	%1326 = shl i32 %1325, 16
	%1327 = or i32 %1319, %1326
	%1328 = sext i32 %1313 to i64
	%1329 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1328
	store i32 %1327, i32 addrspace(3)* %1329
	%1330 = mul i32 %27, 4
	%1331 = add i32 %1330, 3
	%1332 = mul i32 %150, 32
	%1333 = and i32 %150, 7
	%1334 = xor i32 %1331, %1333
	%1335 = shl i32 %1334, 2
	%1336 = add i32 %1332, %1335
	%1337 = add i32 %1336, %31
	%1338 = bitcast float %1300 to i32
	%1339 = lshr i32 %1338, 16
	%1340 = and i32 %1339, 1
	%1341 = add i32 %1338, u0x7FFF
	%1342 = add i32 %1341, %1340
	%1343 = lshr i32 %1342, 16
	%1344 = bitcast float %1304 to i32
	%1345 = lshr i32 %1344, 16
	%1346 = and i32 %1345, 1
	%1347 = add i32 %1344, u0x7FFF
	%1348 = add i32 %1347, %1346
	%1349 = lshr i32 %1348, 16
	%1350 = shl i32 %1349, 16
	%1351 = or i32 %1343, %1350
	%1352 = sext i32 %1337 to i64
	%1353 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1352
	store i32 %1351, i32 addrspace(3)* %1353
	%1354 = load float, float* %20
	%1355 = call float @llvm.fma.f32(float %1354, float %1085, float %1297)
	store float %1355, float* %20
	%1356 = load float, float* %21
	%1357 = call float @llvm.fma.f32(float %1356, float %1099, float %1305)
	store float %1357, float* %21
	%1358 = icmp eq i32 %31, 0
	%1359 = icmp eq i32 %27, 0
	%1360 = and i1 %1358, %1359
	br i1 %1360, label %then16, label %join17

then16:
	%1361 = sext i32 %147 to i64
	%1362 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1361
	store float %1085, float addrspace(3)* %1362
	%1363 = sext i32 %150 to i64
	%1364 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1363
	store float %1099, float addrspace(3)* %1364
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%1365 = add i32 %144, 0
	%1366 = sext i32 %1365 to i64
	%1367 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1366
	%1368 = load float, float addrspace(3)* %1367
	%1369 = add i32 %144, 8
	%1370 = sext i32 %1369 to i64
	%1371 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1370
	%1372 = load float, float addrspace(3)* %1371
	%1373 = load float, float* %2
	%1374 = fmul float %1373, %1368
	store float %1374, float* %2
	%1375 = load float, float* %3
	%1376 = fmul float %1375, %1368
	store float %1376, float* %3
	%1377 = load float, float* %4
	%1378 = fmul float %1377, %1372
	store float %1378, float* %4
	%1379 = load float, float* %5
	%1380 = fmul float %1379, %1372
	store float %1380, float* %5
	%1381 = load float, float* %6
	%1382 = fmul float %1381, %1368
	store float %1382, float* %6
	%1383 = load float, float* %7
	%1384 = fmul float %1383, %1368
	store float %1384, float* %7
	%1385 = load float, float* %8
	%1386 = fmul float %1385, %1372
	store float %1386, float* %8
	%1387 = load float, float* %9
	%1388 = fmul float %1387, %1372
	store float %1388, float* %9
	%1389 = add i32 %144, 16
	%1390 = sext i32 %1389 to i64
	%1391 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1390
	%1392 = load float, float addrspace(3)* %1391
	%1393 = add i32 %144, 24
	%1394 = sext i32 %1393 to i64
	%1395 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1394
	%1396 = load float, float addrspace(3)* %1395
	%1397 = load float, float* %10
	%1398 = fmul float %1397, %1392
	store float %1398, float* %10
	%1399 = load float, float* %11
	%1400 = fmul float %1399, %1392
	store float %1400, float* %11
	%1401 = load float, float* %12
	%1402 = fmul float %1401, %1396
	store float %1402, float* %12
	%1403 = load float, float* %13
	%1404 = fmul float %1403, %1396
	store float %1404, float* %13
	%1405 = load float, float* %14
	%1406 = fmul float %1405, %1392
	store float %1406, float* %14
	%1407 = load float, float* %15
	%1408 = fmul float %1407, %1392
	store float %1408, float* %15
	%1409 = load float, float* %16
	%1410 = fmul float %1409, %1396
	store float %1410, float* %16
	%1411 = load float, float* %17
	%1412 = fmul float %1411, %1396
	store float %1412, float* %17
	%1413 = add i32 %142, 0
	%1414 = add i32 %126, 0
	%1415 = mul i32 %1413, 32
	%1416 = and i32 %1413, 7
	%1417 = xor i32 %1414, %1416
	%1418 = shl i32 %1417, 2
	%1419 = add i32 %1415, %1418
	%1420 = sext i32 %1419 to i64
	%1421 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1420
	%1422 = ptrtoint i32 addrspace(3)* %1421 to i32
	%1423 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1422)
	%1424 = extractvalue { i32, i32, i32, i32 } %1423, 0
	%1425 = insertelement <4 x i32> zeroinitializer, i32 %1424, i32 0
	%1426 = extractvalue { i32, i32, i32, i32 } %1423, 1
	%1427 = insertelement <4 x i32> %1425, i32 %1426, i32 1
	%1428 = extractvalue { i32, i32, i32, i32 } %1423, 2
	%1429 = insertelement <4 x i32> %1427, i32 %1428, i32 2
	%1430 = extractvalue { i32, i32, i32, i32 } %1423, 3
	%1431 = insertelement <4 x i32> %1429, i32 %1430, i32 3
	%1432 = extractelement <4 x i32> %1431, i32 0
	%1433 = extractelement <4 x i32> %1431, i32 1
	%1434 = extractelement <4 x i32> %1431, i32 2
	%1435 = extractelement <4 x i32> %1431, i32 3
	%1436 = add i32 %142, 16
	%1437 = add i32 %126, 0
	%1438 = mul i32 %1436, 32
	%1439 = and i32 %1436, 7
	%1440 = xor i32 %1437, %1439
	%1441 = shl i32 %1440, 2
	%1442 = add i32 %1438, %1441
	%1443 = sext i32 %1442 to i64
	%1444 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1443
	%1445 = ptrtoint i32 addrspace(3)* %1444 to i32
	%1446 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1445)
	%1447 = extractvalue { i32, i32, i32, i32 } %1446, 0
	%1448 = insertelement <4 x i32> zeroinitializer, i32 %1447, i32 0
	%1449 = extractvalue { i32, i32, i32, i32 } %1446, 1
	%1450 = insertelement <4 x i32> %1448, i32 %1449, i32 1
	%1451 = extractvalue { i32, i32, i32, i32 } %1446, 2
	%1452 = insertelement <4 x i32> %1450, i32 %1451, i32 2
	%1453 = extractvalue { i32, i32, i32, i32 } %1446, 3
	%1454 = insertelement <4 x i32> %1452, i32 %1453, i32 3
	%1455 = extractelement <4 x i32> %1454, i32 0
	%1456 = extractelement <4 x i32> %1454, i32 1
	%1457 = extractelement <4 x i32> %1454, i32 2
	%1458 = extractelement <4 x i32> %1454, i32 3
	%1459 = add i32 %136, 0
	%1460 = add i32 %138, 0
	%1461 = mul i32 %1459, 32
	%1462 = and i32 %1459, 7
	%1463 = xor i32 %1460, %1462
	%1464 = shl i32 %1463, 2
	%1465 = add i32 %1461, %1464
	%1466 = add i32 %209, %1465
	%1467 = sext i32 %1466 to i64
	%1468 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1467
	%1469 = ptrtoint i32 addrspace(3)* %1468 to i32
	%1470 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1469)
	%1471 = extractvalue { i32, i32, i32, i32 } %1470, 0
	%1472 = insertelement <4 x i32> zeroinitializer, i32 %1471, i32 0
	%1473 = extractvalue { i32, i32, i32, i32 } %1470, 1
	%1474 = insertelement <4 x i32> %1472, i32 %1473, i32 1
	%1475 = extractvalue { i32, i32, i32, i32 } %1470, 2
	%1476 = insertelement <4 x i32> %1474, i32 %1475, i32 2
	%1477 = extractvalue { i32, i32, i32, i32 } %1470, 3
	%1478 = insertelement <4 x i32> %1476, i32 %1477, i32 3
	%1479 = extractelement <4 x i32> %1478, i32 0
	%1480 = extractelement <4 x i32> %1478, i32 1
	%1481 = load float, float* %2
	%1482 = load float, float* %3
	%1483 = load float, float* %4
	%1484 = load float, float* %5
	%1485 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1432, i32 %1433, i32 %1434, i32 %1435, i32 %1479, i32 %1480, float %1481, float %1482, float %1483, float %1484)
	%1486 = extractvalue { float, float, float, float } %1485, 0
	%1487 = bitcast float %1486 to i32
	%1488 = insertelement <4 x i32> zeroinitializer, i32 %1487, i32 0
	%1489 = extractvalue { float, float, float, float } %1485, 1
	%1490 = bitcast float %1489 to i32
	%1491 = insertelement <4 x i32> %1488, i32 %1490, i32 1
	%1492 = extractvalue { float, float, float, float } %1485, 2
	%1493 = bitcast float %1492 to i32
	%1494 = insertelement <4 x i32> %1491, i32 %1493, i32 2
	%1495 = extractvalue { float, float, float, float } %1485, 3
	%1496 = bitcast float %1495 to i32
	%1497 = insertelement <4 x i32> %1494, i32 %1496, i32 3
	%1498 = extractelement <4 x i32> %1497, i32 0
	%1499 = bitcast i32 %1498 to float
	store float %1499, float* %2
	%1500 = extractelement <4 x i32> %1497, i32 1
	%1501 = bitcast i32 %1500 to float
	store float %1501, float* %3
	%1502 = extractelement <4 x i32> %1497, i32 2
	%1503 = bitcast i32 %1502 to float
	store float %1503, float* %4
	%1504 = extractelement <4 x i32> %1497, i32 3
	%1505 = bitcast i32 %1504 to float
	store float %1505, float* %5
	%1506 = extractelement <4 x i32> %1478, i32 2
	%1507 = extractelement <4 x i32> %1478, i32 3
	%1508 = load float, float* %6
	%1509 = load float, float* %7
	%1510 = load float, float* %8
	%1511 = load float, float* %9
	%1512 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1432, i32 %1433, i32 %1434, i32 %1435, i32 %1506, i32 %1507, float %1508, float %1509, float %1510, float %1511)
	%1513 = extractvalue { float, float, float, float } %1512, 0
	%1514 = bitcast float %1513 to i32
	%1515 = insertelement <4 x i32> zeroinitializer, i32 %1514, i32 0
	%1516 = extractvalue { float, float, float, float } %1512, 1
	%1517 = bitcast float %1516 to i32
	%1518 = insertelement <4 x i32> %1515, i32 %1517, i32 1
	%1519 = extractvalue { float, float, float, float } %1512, 2
	%1520 = bitcast float %1519 to i32
	%1521 = insertelement <4 x i32> %1518, i32 %1520, i32 2
	%1522 = extractvalue { float, float, float, float } %1512, 3
	%1523 = bitcast float %1522 to i32
	%1524 = insertelement <4 x i32> %1521, i32 %1523, i32 3
	%1525 = extractelement <4 x i32> %1524, i32 0
	%1526 = bitcast i32 %1525 to float
	store float %1526, float* %6
	%1527 = extractelement <4 x i32> %1524, i32 1
	%1528 = bitcast i32 %1527 to float
	store float %1528, float* %7
	%1529 = extractelement <4 x i32> %1524, i32 2
	%1530 = bitcast i32 %1529 to float
	store float %1530, float* %8
	%1531 = extractelement <4 x i32> %1524, i32 3
	%1532 = bitcast i32 %1531 to float
	store float %1532, float* %9
	%1533 = extractelement <4 x i32> %1478, i32 0
	%1534 = extractelement <4 x i32> %1478, i32 1
	%1535 = load float, float* %10
	%1536 = load float, float* %11
	%1537 = load float, float* %12
	%1538 = load float, float* %13
	%1539 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1533, i32 %1534, float %1535, float %1536, float %1537, float %1538)
	%1540 = extractvalue { float, float, float, float } %1539, 0
	%1541 = bitcast float %1540 to i32
	%1542 = insertelement <4 x i32> zeroinitializer, i32 %1541, i32 0
	%1543 = extractvalue { float, float, float, float } %1539, 1
	%1544 = bitcast float %1543 to i32
	%1545 = insertelement <4 x i32> %1542, i32 %1544, i32 1
	%1546 = extractvalue { float, float, float, float } %1539, 2
	%1547 = bitcast float %1546 to i32
	%1548 = insertelement <4 x i32> %1545, i32 %1547, i32 2
	%1549 = extractvalue { float, float, float, float } %1539, 3
	%1550 = bitcast float %1549 to i32
	%1551 = insertelement <4 x i32> %1548, i32 %1550, i32 3
	%1552 = extractelement <4 x i32> %1551, i32 0
	%1553 = bitcast i32 %1552 to float
	store float %1553, float* %10
	%1554 = extractelement <4 x i32> %1551, i32 1
	%1555 = bitcast i32 %1554 to float
	store float %1555, float* %11
	%1556 = extractelement <4 x i32> %1551, i32 2
	%1557 = bitcast i32 %1556 to float
	store float %1557, float* %12
	%1558 = extractelement <4 x i32> %1551, i32 3
	%1559 = bitcast i32 %1558 to float
	store float %1559, float* %13
	%1560 = extractelement <4 x i32> %1478, i32 2
	%1561 = extractelement <4 x i32> %1478, i32 3
	%1562 = load float, float* %14
	%1563 = load float, float* %15
	%1564 = load float, float* %16
	%1565 = load float, float* %17
	%1566 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1455, i32 %1456, i32 %1457, i32 %1458, i32 %1560, i32 %1561, float %1562, float %1563, float %1564, float %1565)
	%1567 = extractvalue { float, float, float, float } %1566, 0
	%1568 = bitcast float %1567 to i32
	%1569 = insertelement <4 x i32> zeroinitializer, i32 %1568, i32 0
	%1570 = extractvalue { float, float, float, float } %1566, 1
	%1571 = bitcast float %1570 to i32
	%1572 = insertelement <4 x i32> %1569, i32 %1571, i32 1
	%1573 = extractvalue { float, float, float, float } %1566, 2
	%1574 = bitcast float %1573 to i32
	%1575 = insertelement <4 x i32> %1572, i32 %1574, i32 2
	%1576 = extractvalue { float, float, float, float } %1566, 3
	%1577 = bitcast float %1576 to i32
	%1578 = insertelement <4 x i32> %1575, i32 %1577, i32 3
	%1579 = extractelement <4 x i32> %1578, i32 0
	%1580 = bitcast i32 %1579 to float
	store float %1580, float* %14
	%1581 = extractelement <4 x i32> %1578, i32 1
	%1582 = bitcast i32 %1581 to float
	store float %1582, float* %15
	%1583 = extractelement <4 x i32> %1578, i32 2
	%1584 = bitcast i32 %1583 to float
	store float %1584, float* %16
	%1585 = extractelement <4 x i32> %1578, i32 3
	%1586 = bitcast i32 %1585 to float
	store float %1586, float* %17
	%1587 = add i32 %142, 0
	%1588 = add i32 %126, 2
	%1589 = mul i32 %1587, 32
	%1590 = and i32 %1587, 7
	%1591 = xor i32 %1588, %1590
	%1592 = shl i32 %1591, 2
	%1593 = add i32 %1589, %1592
	%1594 = sext i32 %1593 to i64
	%1595 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1594
	%1596 = ptrtoint i32 addrspace(3)* %1595 to i32
	%1597 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1596)
	%1598 = extractvalue { i32, i32, i32, i32 } %1597, 0
	%1599 = insertelement <4 x i32> zeroinitializer, i32 %1598, i32 0
	%1600 = extractvalue { i32, i32, i32, i32 } %1597, 1
	%1601 = insertelement <4 x i32> %1599, i32 %1600, i32 1
	%1602 = extractvalue { i32, i32, i32, i32 } %1597, 2
	%1603 = insertelement <4 x i32> %1601, i32 %1602, i32 2
	%1604 = extractvalue { i32, i32, i32, i32 } %1597, 3
	%1605 = insertelement <4 x i32> %1603, i32 %1604, i32 3
	%1606 = extractelement <4 x i32> %1605, i32 0
	%1607 = extractelement <4 x i32> %1605, i32 1
	%1608 = extractelement <4 x i32> %1605, i32 2
	%1609 = extractelement <4 x i32> %1605, i32 3
	%1610 = add i32 %142, 16
	%1611 = add i32 %126, 2
	%1612 = mul i32 %1610, 32
	%1613 = and i32 %1610, 7
	%1614 = xor i32 %1611, %1613
	%1615 = shl i32 %1614, 2
	%1616 = add i32 %1612, %1615
	%1617 = sext i32 %1616 to i64
	%1618 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1617
	%1619 = ptrtoint i32 addrspace(3)* %1618 to i32
	%1620 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1619)
	%1621 = extractvalue { i32, i32, i32, i32 } %1620, 0
	%1622 = insertelement <4 x i32> zeroinitializer, i32 %1621, i32 0
	%1623 = extractvalue { i32, i32, i32, i32 } %1620, 1
	%1624 = insertelement <4 x i32> %1622, i32 %1623, i32 1
	%1625 = extractvalue { i32, i32, i32, i32 } %1620, 2
	%1626 = insertelement <4 x i32> %1624, i32 %1625, i32 2
	%1627 = extractvalue { i32, i32, i32, i32 } %1620, 3
	%1628 = insertelement <4 x i32> %1626, i32 %1627, i32 3
	%1629 = extractelement <4 x i32> %1628, i32 0
	%1630 = extractelement <4 x i32> %1628, i32 1
	%1631 = extractelement <4 x i32> %1628, i32 2
	%1632 = extractelement <4 x i32> %1628, i32 3
	%1633 = add i32 %136, 16
	%1634 = add i32 %138, 0
	%1635 = mul i32 %1633, 32
	%1636 = and i32 %1633, 7
	%1637 = xor i32 %1634, %1636
	%1638 = shl i32 %1637, 2
	%1639 = add i32 %1635, %1638
	%1640 = add i32 %209, %1639
	%1641 = sext i32 %1640 to i64
	%1642 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1641
	%1643 = ptrtoint i32 addrspace(3)* %1642 to i32
	%1644 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1643)
	%1645 = extractvalue { i32, i32, i32, i32 } %1644, 0
	%1646 = insertelement <4 x i32> zeroinitializer, i32 %1645, i32 0
	%1647 = extractvalue { i32, i32, i32, i32 } %1644, 1
	%1648 = insertelement <4 x i32> %1646, i32 %1647, i32 1
	%1649 = extractvalue { i32, i32, i32, i32 } %1644, 2
	%1650 = insertelement <4 x i32> %1648, i32 %1649, i32 2
	%1651 = extractvalue { i32, i32, i32, i32 } %1644, 3
	%1652 = insertelement <4 x i32> %1650, i32 %1651, i32 3
	%1653 = extractelement <4 x i32> %1652, i32 0
	%1654 = extractelement <4 x i32> %1652, i32 1
	%1655 = load float, float* %2
	%1656 = load float, float* %3
	%1657 = load float, float* %4
	%1658 = load float, float* %5
	%1659 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1606, i32 %1607, i32 %1608, i32 %1609, i32 %1653, i32 %1654, float %1655, float %1656, float %1657, float %1658)
	%1660 = extractvalue { float, float, float, float } %1659, 0
	%1661 = bitcast float %1660 to i32
	%1662 = insertelement <4 x i32> zeroinitializer, i32 %1661, i32 0
	%1663 = extractvalue { float, float, float, float } %1659, 1
	%1664 = bitcast float %1663 to i32
	%1665 = insertelement <4 x i32> %1662, i32 %1664, i32 1
	%1666 = extractvalue { float, float, float, float } %1659, 2
	%1667 = bitcast float %1666 to i32
	%1668 = insertelement <4 x i32> %1665, i32 %1667, i32 2
	%1669 = extractvalue { float, float, float, float } %1659, 3
	%1670 = bitcast float %1669 to i32
	%1671 = insertelement <4 x i32> %1668, i32 %1670, i32 3
	%1672 = extractelement <4 x i32> %1671, i32 0
	%1673 = bitcast i32 %1672 to float
	store float %1673, float* %2
	%1674 = extractelement <4 x i32> %1671, i32 1
	%1675 = bitcast i32 %1674 to float
	store float %1675, float* %3
	%1676 = extractelement <4 x i32> %1671, i32 2
	%1677 = bitcast i32 %1676 to float
	store float %1677, float* %4
	%1678 = extractelement <4 x i32> %1671, i32 3
	%1679 = bitcast i32 %1678 to float
	store float %1679, float* %5
	%1680 = extractelement <4 x i32> %1652, i32 2
	%1681 = extractelement <4 x i32> %1652, i32 3
	%1682 = load float, float* %6
	%1683 = load float, float* %7
	%1684 = load float, float* %8
	%1685 = load float, float* %9
	%1686 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1606, i32 %1607, i32 %1608, i32 %1609, i32 %1680, i32 %1681, float %1682, float %1683, float %1684, float %1685)
	%1687 = extractvalue { float, float, float, float } %1686, 0
	%1688 = bitcast float %1687 to i32
	%1689 = insertelement <4 x i32> zeroinitializer, i32 %1688, i32 0
	%1690 = extractvalue { float, float, float, float } %1686, 1
	%1691 = bitcast float %1690 to i32
	%1692 = insertelement <4 x i32> %1689, i32 %1691, i32 1
	%1693 = extractvalue { float, float, float, float } %1686, 2
	%1694 = bitcast float %1693 to i32
	%1695 = insertelement <4 x i32> %1692, i32 %1694, i32 2
	%1696 = extractvalue { float, float, float, float } %1686, 3
	%1697 = bitcast float %1696 to i32
	%1698 = insertelement <4 x i32> %1695, i32 %1697, i32 3
	%1699 = extractelement <4 x i32> %1698, i32 0
	%1700 = bitcast i32 %1699 to float
	store float %1700, float* %6
	%1701 = extractelement <4 x i32> %1698, i32 1
	%1702 = bitcast i32 %1701 to float
	store float %1702, float* %7
	%1703 = extractelement <4 x i32> %1698, i32 2
	%1704 = bitcast i32 %1703 to float
	store float %1704, float* %8
	%1705 = extractelement <4 x i32> %1698, i32 3
	%1706 = bitcast i32 %1705 to float
	store float %1706, float* %9
	%1707 = extractelement <4 x i32> %1652, i32 0
	%1708 = extractelement <4 x i32> %1652, i32 1
	%1709 = load float, float* %10
	%1710 = load float, float* %11
	%1711 = load float, float* %12
	%1712 = load float, float* %13
	%1713 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1629, i32 %1630, i32 %1631, i32 %1632, i32 %1707, i32 %1708, float %1709, float %1710, float %1711, float %1712)
	%1714 = extractvalue { float, float, float, float } %1713, 0
	%1715 = bitcast float %1714 to i32
	%1716 = insertelement <4 x i32> zeroinitializer, i32 %1715, i32 0
	%1717 = extractvalue { float, float, float, float } %1713, 1
	%1718 = bitcast float %1717 to i32
	%1719 = insertelement <4 x i32> %1716, i32 %1718, i32 1
	%1720 = extractvalue { float, float, float, float } %1713, 2
	%1721 = bitcast float %1720 to i32
	%1722 = insertelement <4 x i32> %1719, i32 %1721, i32 2
	%1723 = extractvalue { float, float, float, float } %1713, 3
	%1724 = bitcast float %1723 to i32
	%1725 = insertelement <4 x i32> %1722, i32 %1724, i32 3
	%1726 = extractelement <4 x i32> %1725, i32 0
	%1727 = bitcast i32 %1726 to float
	store float %1727, float* %10
	%1728 = extractelement <4 x i32> %1725, i32 1
	%1729 = bitcast i32 %1728 to float
	store float %1729, float* %11
	%1730 = extractelement <4 x i32> %1725, i32 2
	%1731 = bitcast i32 %1730 to float
	store float %1731, float* %12
	%1732 = extractelement <4 x i32> %1725, i32 3
	%1733 = bitcast i32 %1732 to float
	store float %1733, float* %13
	%1734 = extractelement <4 x i32> %1652, i32 2
	%1735 = extractelement <4 x i32> %1652, i32 3
	%1736 = load float, float* %14
	%1737 = load float, float* %15
	%1738 = load float, float* %16
	%1739 = load float, float* %17
	%1740 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1629, i32 %1630, i32 %1631, i32 %1632, i32 %1734, i32 %1735, float %1736, float %1737, float %1738, float %1739)
	%1741 = extractvalue { float, float, float, float } %1740, 0
	%1742 = bitcast float %1741 to i32
	%1743 = insertelement <4 x i32> zeroinitializer, i32 %1742, i32 0
	%1744 = extractvalue { float, float, float, float } %1740, 1
	%1745 = bitcast float %1744 to i32
	%1746 = insertelement <4 x i32> %1743, i32 %1745, i32 1
	%1747 = extractvalue { float, float, float, float } %1740, 2
	%1748 = bitcast float %1747 to i32
	%1749 = insertelement <4 x i32> %1746, i32 %1748, i32 2
	%1750 = extractvalue { float, float, float, float } %1740, 3
	%1751 = bitcast float %1750 to i32
	%1752 = insertelement <4 x i32> %1749, i32 %1751, i32 3
	%1753 = extractelement <4 x i32> %1752, i32 0
	%1754 = bitcast i32 %1753 to float
	store float %1754, float* %14
	%1755 = extractelement <4 x i32> %1752, i32 1
	%1756 = bitcast i32 %1755 to float
	store float %1756, float* %15
	%1757 = extractelement <4 x i32> %1752, i32 2
	%1758 = bitcast i32 %1757 to float
	store float %1758, float* %16
	%1759 = extractelement <4 x i32> %1752, i32 3
	%1760 = bitcast i32 %1759 to float
	store float %1760, float* %17
	%1761 = add i32 %142, 0
	%1762 = add i32 %126, 4
	%1763 = mul i32 %1761, 32
	%1764 = and i32 %1761, 7
	%1765 = xor i32 %1762, %1764
	%1766 = shl i32 %1765, 2
	%1767 = add i32 %1763, %1766
	%1768 = sext i32 %1767 to i64
	%1769 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1768
	%1770 = ptrtoint i32 addrspace(3)* %1769 to i32
	%1771 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1770)
	%1772 = extractvalue { i32, i32, i32, i32 } %1771, 0
	%1773 = insertelement <4 x i32> zeroinitializer, i32 %1772, i32 0
	%1774 = extractvalue { i32, i32, i32, i32 } %1771, 1
	%1775 = insertelement <4 x i32> %1773, i32 %1774, i32 1
	%1776 = extractvalue { i32, i32, i32, i32 } %1771, 2
	%1777 = insertelement <4 x i32> %1775, i32 %1776, i32 2
	%1778 = extractvalue { i32, i32, i32, i32 } %1771, 3
	%1779 = insertelement <4 x i32> %1777, i32 %1778, i32 3
	%1780 = extractelement <4 x i32> %1779, i32 0
	%1781 = extractelement <4 x i32> %1779, i32 1
	%1782 = extractelement <4 x i32> %1779, i32 2
	%1783 = extractelement <4 x i32> %1779, i32 3
	%1784 = add i32 %142, 16
	%1785 = add i32 %126, 4
	%1786 = mul i32 %1784, 32
	%1787 = and i32 %1784, 7
	%1788 = xor i32 %1785, %1787
	%1789 = shl i32 %1788, 2
	%1790 = add i32 %1786, %1789
	%1791 = sext i32 %1790 to i64
	%1792 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1791
	%1793 = ptrtoint i32 addrspace(3)* %1792 to i32
	%1794 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1793)
	%1795 = extractvalue { i32, i32, i32, i32 } %1794, 0
	%1796 = insertelement <4 x i32> zeroinitializer, i32 %1795, i32 0
	%1797 = extractvalue { i32, i32, i32, i32 } %1794, 1
	%1798 = insertelement <4 x i32> %1796, i32 %1797, i32 1
	%1799 = extractvalue { i32, i32, i32, i32 } %1794, 2
	%1800 = insertelement <4 x i32> %1798, i32 %1799, i32 2
	%1801 = extractvalue { i32, i32, i32, i32 } %1794, 3
	%1802 = insertelement <4 x i32> %1800, i32 %1801, i32 3
	%1803 = extractelement <4 x i32> %1802, i32 0
	%1804 = extractelement <4 x i32> %1802, i32 1
	%1805 = extractelement <4 x i32> %1802, i32 2
	%1806 = extractelement <4 x i32> %1802, i32 3
	%1807 = add i32 %136, 32
	%1808 = add i32 %138, 0
	%1809 = mul i32 %1807, 32
	%1810 = and i32 %1807, 7
	%1811 = xor i32 %1808, %1810
	%1812 = shl i32 %1811, 2
	%1813 = add i32 %1809, %1812
	%1814 = add i32 %209, %1813
	%1815 = sext i32 %1814 to i64
	%1816 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1815
	%1817 = ptrtoint i32 addrspace(3)* %1816 to i32
	%1818 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1817)
	%1819 = extractvalue { i32, i32, i32, i32 } %1818, 0
	%1820 = insertelement <4 x i32> zeroinitializer, i32 %1819, i32 0
	%1821 = extractvalue { i32, i32, i32, i32 } %1818, 1
	%1822 = insertelement <4 x i32> %1820, i32 %1821, i32 1
	%1823 = extractvalue { i32, i32, i32, i32 } %1818, 2
	%1824 = insertelement <4 x i32> %1822, i32 %1823, i32 2
	%1825 = extractvalue { i32, i32, i32, i32 } %1818, 3
	%1826 = insertelement <4 x i32> %1824, i32 %1825, i32 3
	%1827 = extractelement <4 x i32> %1826, i32 0
	%1828 = extractelement <4 x i32> %1826, i32 1
	%1829 = load float, float* %2
	%1830 = load float, float* %3
	%1831 = load float, float* %4
	%1832 = load float, float* %5
	%1833 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1780, i32 %1781, i32 %1782, i32 %1783, i32 %1827, i32 %1828, float %1829, float %1830, float %1831, float %1832)
	%1834 = extractvalue { float, float, float, float } %1833, 0
	%1835 = bitcast float %1834 to i32
	%1836 = insertelement <4 x i32> zeroinitializer, i32 %1835, i32 0
	%1837 = extractvalue { float, float, float, float } %1833, 1
	%1838 = bitcast float %1837 to i32
	%1839 = insertelement <4 x i32> %1836, i32 %1838, i32 1
	%1840 = extractvalue { float, float, float, float } %1833, 2
	%1841 = bitcast float %1840 to i32
	%1842 = insertelement <4 x i32> %1839, i32 %1841, i32 2
	%1843 = extractvalue { float, float, float, float } %1833, 3
	%1844 = bitcast float %1843 to i32
	%1845 = insertelement <4 x i32> %1842, i32 %1844, i32 3
	%1846 = extractelement <4 x i32> %1845, i32 0
	%1847 = bitcast i32 %1846 to float
	store float %1847, float* %2
	%1848 = extractelement <4 x i32> %1845, i32 1
	%1849 = bitcast i32 %1848 to float
	store float %1849, float* %3
	%1850 = extractelement <4 x i32> %1845, i32 2
	%1851 = bitcast i32 %1850 to float
	store float %1851, float* %4
	%1852 = extractelement <4 x i32> %1845, i32 3
	%1853 = bitcast i32 %1852 to float
	store float %1853, float* %5
	%1854 = extractelement <4 x i32> %1826, i32 2
	%1855 = extractelement <4 x i32> %1826, i32 3
	%1856 = load float, float* %6
	%1857 = load float, float* %7
	%1858 = load float, float* %8
	%1859 = load float, float* %9
	%1860 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1780, i32 %1781, i32 %1782, i32 %1783, i32 %1854, i32 %1855, float %1856, float %1857, float %1858, float %1859)
	%1861 = extractvalue { float, float, float, float } %1860, 0
	%1862 = bitcast float %1861 to i32
	%1863 = insertelement <4 x i32> zeroinitializer, i32 %1862, i32 0
	%1864 = extractvalue { float, float, float, float } %1860, 1
	%1865 = bitcast float %1864 to i32
	%1866 = insertelement <4 x i32> %1863, i32 %1865, i32 1
	%1867 = extractvalue { float, float, float, float } %1860, 2
	%1868 = bitcast float %1867 to i32
	%1869 = insertelement <4 x i32> %1866, i32 %1868, i32 2
	%1870 = extractvalue { float, float, float, float } %1860, 3
	%1871 = bitcast float %1870 to i32
	%1872 = insertelement <4 x i32> %1869, i32 %1871, i32 3
	%1873 = extractelement <4 x i32> %1872, i32 0
	%1874 = bitcast i32 %1873 to float
	store float %1874, float* %6
	%1875 = extractelement <4 x i32> %1872, i32 1
	%1876 = bitcast i32 %1875 to float
	store float %1876, float* %7
	%1877 = extractelement <4 x i32> %1872, i32 2
	%1878 = bitcast i32 %1877 to float
	store float %1878, float* %8
	%1879 = extractelement <4 x i32> %1872, i32 3
	%1880 = bitcast i32 %1879 to float
	store float %1880, float* %9
	%1881 = extractelement <4 x i32> %1826, i32 0
	%1882 = extractelement <4 x i32> %1826, i32 1
	%1883 = load float, float* %10
	%1884 = load float, float* %11
	%1885 = load float, float* %12
	%1886 = load float, float* %13
	%1887 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1803, i32 %1804, i32 %1805, i32 %1806, i32 %1881, i32 %1882, float %1883, float %1884, float %1885, float %1886)
	%1888 = extractvalue { float, float, float, float } %1887, 0
	%1889 = bitcast float %1888 to i32
	%1890 = insertelement <4 x i32> zeroinitializer, i32 %1889, i32 0
	%1891 = extractvalue { float, float, float, float } %1887, 1
	%1892 = bitcast float %1891 to i32
	%1893 = insertelement <4 x i32> %1890, i32 %1892, i32 1
	%1894 = extractvalue { float, float, float, float } %1887, 2
	%1895 = bitcast float %1894 to i32
	%1896 = insertelement <4 x i32> %1893, i32 %1895, i32 2
	%1897 = extractvalue { float, float, float, float } %1887, 3
	%1898 = bitcast float %1897 to i32
	%1899 = insertelement <4 x i32> %1896, i32 %1898, i32 3
	%1900 = extractelement <4 x i32> %1899, i32 0
	%1901 = bitcast i32 %1900 to float
	store float %1901, float* %10
	%1902 = extractelement <4 x i32> %1899, i32 1
	%1903 = bitcast i32 %1902 to float
	store float %1903, float* %11
	%1904 = extractelement <4 x i32> %1899, i32 2
	%1905 = bitcast i32 %1904 to float
	store float %1905, float* %12
	%1906 = extractelement <4 x i32> %1899, i32 3
	%1907 = bitcast i32 %1906 to float
	store float %1907, float* %13
	%1908 = extractelement <4 x i32> %1826, i32 2
	%1909 = extractelement <4 x i32> %1826, i32 3
	%1910 = load float, float* %14
	%1911 = load float, float* %15
	%1912 = load float, float* %16
	%1913 = load float, float* %17
	%1914 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1803, i32 %1804, i32 %1805, i32 %1806, i32 %1908, i32 %1909, float %1910, float %1911, float %1912, float %1913)
	%1915 = extractvalue { float, float, float, float } %1914, 0
	%1916 = bitcast float %1915 to i32
	%1917 = insertelement <4 x i32> zeroinitializer, i32 %1916, i32 0
	%1918 = extractvalue { float, float, float, float } %1914, 1
	%1919 = bitcast float %1918 to i32
	%1920 = insertelement <4 x i32> %1917, i32 %1919, i32 1
	%1921 = extractvalue { float, float, float, float } %1914, 2
	%1922 = bitcast float %1921 to i32
	%1923 = insertelement <4 x i32> %1920, i32 %1922, i32 2
	%1924 = extractvalue { float, float, float, float } %1914, 3
	%1925 = bitcast float %1924 to i32
	%1926 = insertelement <4 x i32> %1923, i32 %1925, i32 3
	%1927 = extractelement <4 x i32> %1926, i32 0
	%1928 = bitcast i32 %1927 to float
	store float %1928, float* %14
	%1929 = extractelement <4 x i32> %1926, i32 1
	%1930 = bitcast i32 %1929 to float
	store float %1930, float* %15
	%1931 = extractelement <4 x i32> %1926, i32 2
	%1932 = bitcast i32 %1931 to float
	store float %1932, float* %16
	%1933 = extractelement <4 x i32> %1926, i32 3
	%1934 = bitcast i32 %1933 to float
	store float %1934, float* %17
	%1935 = add i32 %142, 0
	%1936 = add i32 %126, 6
	%1937 = mul i32 %1935, 32
	%1938 = and i32 %1935, 7
	%1939 = xor i32 %1936, %1938
	%1940 = shl i32 %1939, 2
	%1941 = add i32 %1937, %1940
	%1942 = sext i32 %1941 to i64
	%1943 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1942
	%1944 = ptrtoint i32 addrspace(3)* %1943 to i32
	%1945 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1944)
	%1946 = extractvalue { i32, i32, i32, i32 } %1945, 0
	%1947 = insertelement <4 x i32> zeroinitializer, i32 %1946, i32 0
	%1948 = extractvalue { i32, i32, i32, i32 } %1945, 1
	%1949 = insertelement <4 x i32> %1947, i32 %1948, i32 1
	%1950 = extractvalue { i32, i32, i32, i32 } %1945, 2
	%1951 = insertelement <4 x i32> %1949, i32 %1950, i32 2
	%1952 = extractvalue { i32, i32, i32, i32 } %1945, 3
	%1953 = insertelement <4 x i32> %1951, i32 %1952, i32 3
	%1954 = extractelement <4 x i32> %1953, i32 0
	%1955 = extractelement <4 x i32> %1953, i32 1
	%1956 = extractelement <4 x i32> %1953, i32 2
	%1957 = extractelement <4 x i32> %1953, i32 3
	%1958 = add i32 %142, 16
	%1959 = add i32 %126, 6
	%1960 = mul i32 %1958, 32
	%1961 = and i32 %1958, 7
	%1962 = xor i32 %1959, %1961
	%1963 = shl i32 %1962, 2
	%1964 = add i32 %1960, %1963
	%1965 = sext i32 %1964 to i64
	%1966 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1965
	%1967 = ptrtoint i32 addrspace(3)* %1966 to i32
	%1968 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1967)
	%1969 = extractvalue { i32, i32, i32, i32 } %1968, 0
	%1970 = insertelement <4 x i32> zeroinitializer, i32 %1969, i32 0
	%1971 = extractvalue { i32, i32, i32, i32 } %1968, 1
	%1972 = insertelement <4 x i32> %1970, i32 %1971, i32 1
	%1973 = extractvalue { i32, i32, i32, i32 } %1968, 2
	%1974 = insertelement <4 x i32> %1972, i32 %1973, i32 2
	%1975 = extractvalue { i32, i32, i32, i32 } %1968, 3
	%1976 = insertelement <4 x i32> %1974, i32 %1975, i32 3
	%1977 = extractelement <4 x i32> %1976, i32 0
	%1978 = extractelement <4 x i32> %1976, i32 1
	%1979 = extractelement <4 x i32> %1976, i32 2
	%1980 = extractelement <4 x i32> %1976, i32 3
	%1981 = add i32 %136, 48
	%1982 = add i32 %138, 0
	%1983 = mul i32 %1981, 32
	%1984 = and i32 %1981, 7
	%1985 = xor i32 %1982, %1984
	%1986 = shl i32 %1985, 2
	%1987 = add i32 %1983, %1986
	%1988 = add i32 %209, %1987
	%1989 = sext i32 %1988 to i64
	%1990 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1989
	%1991 = ptrtoint i32 addrspace(3)* %1990 to i32
	%1992 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1991)
	%1993 = extractvalue { i32, i32, i32, i32 } %1992, 0
	%1994 = insertelement <4 x i32> zeroinitializer, i32 %1993, i32 0
	%1995 = extractvalue { i32, i32, i32, i32 } %1992, 1
	%1996 = insertelement <4 x i32> %1994, i32 %1995, i32 1
	%1997 = extractvalue { i32, i32, i32, i32 } %1992, 2
	%1998 = insertelement <4 x i32> %1996, i32 %1997, i32 2
	%1999 = extractvalue { i32, i32, i32, i32 } %1992, 3
	%2000 = insertelement <4 x i32> %1998, i32 %1999, i32 3
	%2001 = extractelement <4 x i32> %2000, i32 0
	%2002 = extractelement <4 x i32> %2000, i32 1
	%2003 = load float, float* %2
	%2004 = load float, float* %3
	%2005 = load float, float* %4
	%2006 = load float, float* %5
	%2007 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1954, i32 %1955, i32 %1956, i32 %1957, i32 %2001, i32 %2002, float %2003, float %2004, float %2005, float %2006)
	%2008 = extractvalue { float, float, float, float } %2007, 0
	%2009 = bitcast float %2008 to i32
	%2010 = insertelement <4 x i32> zeroinitializer, i32 %2009, i32 0
	%2011 = extractvalue { float, float, float, float } %2007, 1
	%2012 = bitcast float %2011 to i32
	%2013 = insertelement <4 x i32> %2010, i32 %2012, i32 1
	%2014 = extractvalue { float, float, float, float } %2007, 2
	%2015 = bitcast float %2014 to i32
	%2016 = insertelement <4 x i32> %2013, i32 %2015, i32 2
	%2017 = extractvalue { float, float, float, float } %2007, 3
	%2018 = bitcast float %2017 to i32
	%2019 = insertelement <4 x i32> %2016, i32 %2018, i32 3
	%2020 = extractelement <4 x i32> %2019, i32 0
	%2021 = bitcast i32 %2020 to float
	store float %2021, float* %2
	%2022 = extractelement <4 x i32> %2019, i32 1
	%2023 = bitcast i32 %2022 to float
	store float %2023, float* %3
	%2024 = extractelement <4 x i32> %2019, i32 2
	%2025 = bitcast i32 %2024 to float
	store float %2025, float* %4
	%2026 = extractelement <4 x i32> %2019, i32 3
	%2027 = bitcast i32 %2026 to float
	store float %2027, float* %5
	%2028 = extractelement <4 x i32> %2000, i32 2
	%2029 = extractelement <4 x i32> %2000, i32 3
	%2030 = load float, float* %6
	%2031 = load float, float* %7
	%2032 = load float, float* %8
	%2033 = load float, float* %9
	%2034 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1954, i32 %1955, i32 %1956, i32 %1957, i32 %2028, i32 %2029, float %2030, float %2031, float %2032, float %2033)
	%2035 = extractvalue { float, float, float, float } %2034, 0
	%2036 = bitcast float %2035 to i32
	%2037 = insertelement <4 x i32> zeroinitializer, i32 %2036, i32 0
	%2038 = extractvalue { float, float, float, float } %2034, 1
	%2039 = bitcast float %2038 to i32
	%2040 = insertelement <4 x i32> %2037, i32 %2039, i32 1
	%2041 = extractvalue { float, float, float, float } %2034, 2
	%2042 = bitcast float %2041 to i32
	%2043 = insertelement <4 x i32> %2040, i32 %2042, i32 2
	%2044 = extractvalue { float, float, float, float } %2034, 3
	%2045 = bitcast float %2044 to i32
	%2046 = insertelement <4 x i32> %2043, i32 %2045, i32 3
	%2047 = extractelement <4 x i32> %2046, i32 0
	%2048 = bitcast i32 %2047 to float
	store float %2048, float* %6
	%2049 = extractelement <4 x i32> %2046, i32 1
	%2050 = bitcast i32 %2049 to float
	store float %2050, float* %7
	%2051 = extractelement <4 x i32> %2046, i32 2
	%2052 = bitcast i32 %2051 to float
	store float %2052, float* %8
	%2053 = extractelement <4 x i32> %2046, i32 3
	%2054 = bitcast i32 %2053 to float
	store float %2054, float* %9
	%2055 = extractelement <4 x i32> %2000, i32 0
	%2056 = extractelement <4 x i32> %2000, i32 1
	%2057 = load float, float* %10
	%2058 = load float, float* %11
	%2059 = load float, float* %12
	%2060 = load float, float* %13
	%2061 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1977, i32 %1978, i32 %1979, i32 %1980, i32 %2055, i32 %2056, float %2057, float %2058, float %2059, float %2060)
	%2062 = extractvalue { float, float, float, float } %2061, 0
	%2063 = bitcast float %2062 to i32
	%2064 = insertelement <4 x i32> zeroinitializer, i32 %2063, i32 0
	%2065 = extractvalue { float, float, float, float } %2061, 1
	%2066 = bitcast float %2065 to i32
	%2067 = insertelement <4 x i32> %2064, i32 %2066, i32 1
	%2068 = extractvalue { float, float, float, float } %2061, 2
	%2069 = bitcast float %2068 to i32
	%2070 = insertelement <4 x i32> %2067, i32 %2069, i32 2
	%2071 = extractvalue { float, float, float, float } %2061, 3
	%2072 = bitcast float %2071 to i32
	%2073 = insertelement <4 x i32> %2070, i32 %2072, i32 3
	%2074 = extractelement <4 x i32> %2073, i32 0
	%2075 = bitcast i32 %2074 to float
	store float %2075, float* %10
	%2076 = extractelement <4 x i32> %2073, i32 1
	%2077 = bitcast i32 %2076 to float
	store float %2077, float* %11
	%2078 = extractelement <4 x i32> %2073, i32 2
	%2079 = bitcast i32 %2078 to float
	store float %2079, float* %12
	%2080 = extractelement <4 x i32> %2073, i32 3
	%2081 = bitcast i32 %2080 to float
	store float %2081, float* %13
	%2082 = extractelement <4 x i32> %2000, i32 2
	%2083 = extractelement <4 x i32> %2000, i32 3
	%2084 = load float, float* %14
	%2085 = load float, float* %15
	%2086 = load float, float* %16
	%2087 = load float, float* %17
	%2088 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1977, i32 %1978, i32 %1979, i32 %1980, i32 %2082, i32 %2083, float %2084, float %2085, float %2086, float %2087)
	%2089 = extractvalue { float, float, float, float } %2088, 0
	%2090 = bitcast float %2089 to i32
	%2091 = insertelement <4 x i32> zeroinitializer, i32 %2090, i32 0
	%2092 = extractvalue { float, float, float, float } %2088, 1
	%2093 = bitcast float %2092 to i32
	%2094 = insertelement <4 x i32> %2091, i32 %2093, i32 1
	%2095 = extractvalue { float, float, float, float } %2088, 2
	%2096 = bitcast float %2095 to i32
	%2097 = insertelement <4 x i32> %2094, i32 %2096, i32 2
	%2098 = extractvalue { float, float, float, float } %2088, 3
	%2099 = bitcast float %2098 to i32
	%2100 = insertelement <4 x i32> %2097, i32 %2099, i32 3
	%2101 = extractelement <4 x i32> %2100, i32 0
	%2102 = bitcast i32 %2101 to float
	store float %2102, float* %14
	%2103 = extractelement <4 x i32> %2100, i32 1
	%2104 = bitcast i32 %2103 to float
	store float %2104, float* %15
	%2105 = extractelement <4 x i32> %2100, i32 2
	%2106 = bitcast i32 %2105 to float
	store float %2106, float* %16
	%2107 = extractelement <4 x i32> %2100, i32 3
	%2108 = bitcast i32 %2107 to float
	store float %2108, float* %17
	%2109 = add i32 %203, 64
	br label %loop9

then18:
	%2110 = mul i32 %27, 64
	%2111 = add i32 %2110, %147
	%2112 = sext i32 %2111 to i64
	%2113 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2112
	store float %215, float addrspace(3)* %2113
	%2114 = mul i32 %27, 64
	%2115 = add i32 %2114, %150
	%2116 = sext i32 %2115 to i64
	%2117 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2116
	store float %220, float addrspace(3)* %2117
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%2118 = mul i32 %33, 64
	%2119 = add i32 %2118, %57
	%2120 = mul i32 %2119, 66
	%2121 = add i32 %144, 0
	%2122 = mul i32 %29, 16
	%2123 = add i32 %2122, 0
	%2124 = mul i32 %31, 2
	%2125 = add i32 %2123, %2124
	%2126 = mul i32 %2121, 66
	%2127 = add i32 %2126, %2125
	%2128 = add i32 %2120, %2127
	%2129 = load float, float* %2
	%2130 = sext i32 %2128 to i64
	%2131 = getelementptr float, float addrspace(1)* %part, i64 %2130
	store float %2129, float addrspace(1)* %2131
	%2132 = add i32 %144, 0
	%2133 = mul i32 %29, 16
	%2134 = add i32 %2133, 1
	%2135 = mul i32 %31, 2
	%2136 = add i32 %2134, %2135
	%2137 = mul i32 %2132, 66
	%2138 = add i32 %2137, %2136
	%2139 = add i32 %2120, %2138
	%2140 = load float, float* %3
	%2141 = sext i32 %2139 to i64
	%2142 = getelementptr float, float addrspace(1)* %part, i64 %2141
	store float %2140, float addrspace(1)* %2142
	%2143 = add i32 %144, 8
	%2144 = mul i32 %29, 16
	%2145 = add i32 %2144, 0
	%2146 = mul i32 %31, 2
	%2147 = add i32 %2145, %2146
	%2148 = mul i32 %2143, 66
	%2149 = add i32 %2148, %2147
	%2150 = add i32 %2120, %2149
	%2151 = load float, float* %4
	%2152 = sext i32 %2150 to i64
	%2153 = getelementptr float, float addrspace(1)* %part, i64 %2152
	store float %2151, float addrspace(1)* %2153
	%2154 = add i32 %144, 8
	%2155 = mul i32 %29, 16
	%2156 = add i32 %2155, 1
	%2157 = mul i32 %31, 2
	%2158 = add i32 %2156, %2157
	%2159 = mul i32 %2154, 66
	%2160 = add i32 %2159, %2158
	%2161 = add i32 %2120, %2160
	%2162 = load float, float* %5
	%2163 = sext i32 %2161 to i64
	%2164 = getelementptr float, float addrspace(1)* %part, i64 %2163
	store float %2162, float addrspace(1)* %2164
	%2165 = add i32 %144, 0
	%2166 = mul i32 %29, 16
	%2167 = add i32 %2166, 8
	%2168 = mul i32 %31, 2
	%2169 = add i32 %2167, %2168
	%2170 = mul i32 %2165, 66
	%2171 = add i32 %2170, %2169
	%2172 = add i32 %2120, %2171
	%2173 = load float, float* %6
	%2174 = sext i32 %2172 to i64
	%2175 = getelementptr float, float addrspace(1)* %part, i64 %2174
	store float %2173, float addrspace(1)* %2175
	%2176 = add i32 %144, 0
	%2177 = mul i32 %29, 16
	%2178 = add i32 %2177, 9
	%2179 = mul i32 %31, 2
	%2180 = add i32 %2178, %2179
	%2181 = mul i32 %2176, 66
	%2182 = add i32 %2181, %2180
	%2183 = add i32 %2120, %2182
	%2184 = load float, float* %7
	%2185 = sext i32 %2183 to i64
	%2186 = getelementptr float, float addrspace(1)* %part, i64 %2185
	store float %2184, float addrspace(1)* %2186
	%2187 = add i32 %144, 8
	%2188 = mul i32 %29, 16
	%2189 = add i32 %2188, 8
	%2190 = mul i32 %31, 2
	%2191 = add i32 %2189, %2190
	%2192 = mul i32 %2187, 66
	%2193 = add i32 %2192, %2191
	%2194 = add i32 %2120, %2193
	%2195 = load float, float* %8
	%2196 = sext i32 %2194 to i64
	%2197 = getelementptr float, float addrspace(1)* %part, i64 %2196
	store float %2195, float addrspace(1)* %2197
	%2198 = add i32 %144, 8
	%2199 = mul i32 %29, 16
	%2200 = add i32 %2199, 9
	%2201 = mul i32 %31, 2
	%2202 = add i32 %2200, %2201
	%2203 = mul i32 %2198, 66
	%2204 = add i32 %2203, %2202
	%2205 = add i32 %2120, %2204
	%2206 = load float, float* %9
	%2207 = sext i32 %2205 to i64
	%2208 = getelementptr float, float addrspace(1)* %part, i64 %2207
	store float %2206, float addrspace(1)* %2208
	%2209 = add i32 %144, 16
	%2210 = mul i32 %29, 16
	%2211 = add i32 %2210, 0
	%2212 = mul i32 %31, 2
	%2213 = add i32 %2211, %2212
	%2214 = mul i32 %2209, 66
	%2215 = add i32 %2214, %2213
	%2216 = add i32 %2120, %2215
	%2217 = load float, float* %10
	%2218 = sext i32 %2216 to i64
	%2219 = getelementptr float, float addrspace(1)* %part, i64 %2218
	store float %2217, float addrspace(1)* %2219
	%2220 = add i32 %144, 16
	%2221 = mul i32 %29, 16
	%2222 = add i32 %2221, 1
	%2223 = mul i32 %31, 2
	%2224 = add i32 %2222, %2223
	%2225 = mul i32 %2220, 66
	%2226 = add i32 %2225, %2224
	%2227 = add i32 %2120, %2226
	%2228 = load float, float* %11
	%2229 = sext i32 %2227 to i64
	%2230 = getelementptr float, float addrspace(1)* %part, i64 %2229
	store float %2228, float addrspace(1)* %2230
	%2231 = add i32 %144, 24
	%2232 = mul i32 %29, 16
	%2233 = add i32 %2232, 0
	%2234 = mul i32 %31, 2
	%2235 = add i32 %2233, %2234
	%2236 = mul i32 %2231, 66
	%2237 = add i32 %2236, %2235
	%2238 = add i32 %2120, %2237
	%2239 = load float, float* %12
	%2240 = sext i32 %2238 to i64
	%2241 = getelementptr float, float addrspace(1)* %part, i64 %2240
	store float %2239, float addrspace(1)* %2241
	%2242 = add i32 %144, 24
	%2243 = mul i32 %29, 16
	%2244 = add i32 %2243, 1
	%2245 = mul i32 %31, 2
	%2246 = add i32 %2244, %2245
	%2247 = mul i32 %2242, 66
	%2248 = add i32 %2247, %2246
	%2249 = add i32 %2120, %2248
	%2250 = load float, float* %13
	%2251 = sext i32 %2249 to i64
	%2252 = getelementptr float, float addrspace(1)* %part, i64 %2251
	store float %2250, float addrspace(1)* %2252
	%2253 = add i32 %144, 16
	%2254 = mul i32 %29, 16
	%2255 = add i32 %2254, 8
	%2256 = mul i32 %31, 2
	%2257 = add i32 %2255, %2256
	%2258 = mul i32 %2253, 66
	%2259 = add i32 %2258, %2257
	%2260 = add i32 %2120, %2259
	%2261 = load float, float* %14
	%2262 = sext i32 %2260 to i64
	%2263 = getelementptr float, float addrspace(1)* %part, i64 %2262
	store float %2261, float addrspace(1)* %2263
	%2264 = add i32 %144, 16
	%2265 = mul i32 %29, 16
	%2266 = add i32 %2265, 9
	%2267 = mul i32 %31, 2
	%2268 = add i32 %2266, %2267
	%2269 = mul i32 %2264, 66
	%2270 = add i32 %2269, %2268
	%2271 = add i32 %2120, %2270
	%2272 = load float, float* %15
	%2273 = sext i32 %2271 to i64
	%2274 = getelementptr float, float addrspace(1)* %part, i64 %2273
	store float %2272, float addrspace(1)* %2274
	%2275 = add i32 %144, 24
	%2276 = mul i32 %29, 16
	%2277 = add i32 %2276, 8
	%2278 = mul i32 %31, 2
	%2279 = add i32 %2277, %2278
	%2280 = mul i32 %2275, 66
	%2281 = add i32 %2280, %2279
	%2282 = add i32 %2120, %2281
	%2283 = load float, float* %16
	%2284 = sext i32 %2282 to i64
	%2285 = getelementptr float, float addrspace(1)* %part, i64 %2284
	store float %2283, float addrspace(1)* %2285
	%2286 = add i32 %144, 24
	%2287 = mul i32 %29, 16
	%2288 = add i32 %2287, 9
	%2289 = mul i32 %31, 2
	%2290 = add i32 %2288, %2289
	%2291 = mul i32 %2286, 66
	%2292 = add i32 %2291, %2290
	%2293 = add i32 %2120, %2292
	%2294 = load float, float* %17
	%2295 = sext i32 %2293 to i64
	%2296 = getelementptr float, float addrspace(1)* %part, i64 %2295
	store float %2294, float addrspace(1)* %2296
	%2297 = icmp eq i32 %31, 0
	%2298 = icmp eq i32 %27, 0
	%2299 = and i1 %2297, %2298
	br i1 %2299, label %then20, label %join21

then20:
	%2300 = mul i32 %147, 66
	%2301 = add i32 %2120, %2300
	%2302 = add i32 %2301, 64
	%2303 = load float, float* %18
	%2304 = sext i32 %2302 to i64
	%2305 = getelementptr float, float addrspace(1)* %part, i64 %2304
	store float %2303, float addrspace(1)* %2305
	%2306 = add i32 %2301, 65
	%2307 = sext i32 %147 to i64
	%2308 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2307
	%2309 = load float, float addrspace(3)* %2308
	%2310 = add i32 %147, 64
	%2311 = sext i32 %2310 to i64
	%2312 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2311
	%2313 = load float, float addrspace(3)* %2312
	%2314 = fadd float %2309, %2313
	%2315 = sext i32 %2306 to i64
	%2316 = getelementptr float, float addrspace(1)* %part, i64 %2315
	store float %2314, float addrspace(1)* %2316
	%2317 = mul i32 %150, 66
	%2318 = add i32 %2120, %2317
	%2319 = add i32 %2318, 64
	%2320 = load float, float* %19
	%2321 = sext i32 %2319 to i64
	%2322 = getelementptr float, float addrspace(1)* %part, i64 %2321
	store float %2320, float addrspace(1)* %2322
	%2323 = add i32 %2318, 65
	%2324 = sext i32 %150 to i64
	%2325 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2324
	%2326 = load float, float addrspace(3)* %2325
	%2327 = add i32 %150, 64
	%2328 = sext i32 %2327 to i64
	%2329 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2328
	%2330 = load float, float addrspace(3)* %2329
	%2331 = fadd float %2326, %2330
	%2332 = sext i32 %2323 to i64
	%2333 = getelementptr float, float addrspace(1)* %part, i64 %2332
	store float %2331, float addrspace(1)* %2333
	br label %join21

join21:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare float @llvm.nvvm.ex2.approx.ftz.f(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
