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
	br label %body

body:
	%20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%22 = and i32 %20, 31
	%23 = lshr i32 %20, 5
	%24 = and i32 %23, 3
	%25 = lshr i32 %23, 2
	%26 = and i32 %23, 1
	%27 = lshr i32 %23, 1
	%28 = lshr i32 %22, 2
	%29 = and i32 %22, 3
	%30 = srem i32 %21, 1
	%31 = sdiv i32 %21, 1
	%32 = sdiv i32 %31, %splits
	%33 = srem i32 %31, %splits
	%34 = sext i32 %32 to i64
	%35 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %34
	%36 = load i32, i32 addrspace(1)* %35
	%37 = sext i32 %32 to i64
	%38 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %37
	%39 = load i32, i32 addrspace(1)* %38
	%40 = add i32 %39, 1
	%41 = mul i32 %max_blocks, %block_size
	%42 = sub i32 %splits, 1
	%43 = add i32 %41, %42
	%44 = sdiv i32 %43, %splits
	%45 = add i32 %44, 31
	%46 = sdiv i32 %45, 32
	%47 = mul i32 %46, 32
	%48 = mul i32 %33, %47
	%49 = add i32 %48, %47
	%50 = icmp slt i32 %49, %40
	%51 = select i1 %50, i32 %49, i32 %40
	%52 = and i32 %20, 7
	%53 = lshr i32 %20, 3
	%54 = icmp slt i32 %48, %40
	br i1 %54, label %then1, label %join2

then1:
	%55 = mul i32 %30, 64
	%56 = add i32 %53, 0
	%57 = add i32 %48, %56
	%58 = icmp slt i32 %57, %51
	%59 = select i1 %58, i32 %57, i32 %48
	%60 = mul i32 %36, %max_blocks
	%61 = sdiv i32 %59, %block_size
	%62 = add i32 %60, %61
	%63 = sext i32 %62 to i64
	%64 = getelementptr i32, i32 addrspace(1)* %table, i64 %63
	%65 = load i32, i32 addrspace(1)* %64
	%66 = mul i32 %65, %block_size
	%67 = srem i32 %59, %block_size
	%68 = add i32 %66, %67
	%69 = mul i32 %68, 64
	%70 = add i32 %52, 0
	%71 = mul i32 %56, 32
	%72 = and i32 %56, 7
	%73 = xor i32 %70, %72
	%74 = shl i32 %73, 2
	%75 = add i32 %71, %74
	%76 = add i32 0, %75
	%77 = shl i32 %70, 3
	%78 = add i32 %69, %77
	%79 = sext i32 %76 to i64
	%80 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %79
	%81 = ptrtoint i32 addrspace(3)* %80 to i32
	%82 = sext i32 %78 to i64
	%83 = getelementptr i16, i16 addrspace(1)* %pool, i64 %82
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %81, i16 addrspace(1)* %83)
	%84 = add i32 %53, 32
	%85 = add i32 %48, %84
	%86 = icmp slt i32 %85, %51
	%87 = select i1 %86, i32 %85, i32 %48
	%88 = mul i32 %36, %max_blocks
	%89 = sdiv i32 %87, %block_size
	%90 = add i32 %88, %89
	%91 = sext i32 %90 to i64
	%92 = getelementptr i32, i32 addrspace(1)* %table, i64 %91
	%93 = load i32, i32 addrspace(1)* %92
	%94 = mul i32 %93, %block_size
	%95 = srem i32 %87, %block_size
	%96 = add i32 %94, %95
	%97 = mul i32 %96, 64
	%98 = add i32 %52, 0
	%99 = mul i32 %84, 32
	%100 = and i32 %84, 7
	%101 = xor i32 %98, %100
	%102 = shl i32 %101, 2
	%103 = add i32 %99, %102
	%104 = add i32 0, %103
	%105 = shl i32 %98, 3
	%106 = add i32 %97, %105
	%107 = sext i32 %104 to i64
	%108 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %107
	%109 = ptrtoint i32 addrspace(3)* %108 to i32
	%110 = sext i32 %106 to i64
	%111 = getelementptr i16, i16 addrspace(1)* %pool, i64 %110
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %109, i16 addrspace(1)* %111)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %loop3

join2:
	ret void

loop3:
	%112 = phi i32 [ %20, %then1 ], [ %262, %body4 ]
	%113 = icmp slt i32 %112, 1024
	br i1 %113, label %body4, label %done5

body4:
	%114 = add i32 %112, 0
	%115 = sdiv i32 %114, 16
	%116 = srem i32 %114, 16
	%117 = mul i32 %32, 64
	%118 = add i32 %55, %115
	%119 = add i32 %117, %118
	%120 = mul i32 %119, 64
	%121 = shl i32 %116, 2
	%122 = add i32 %120, %121
	%123 = sext i32 %122 to i64
	%124 = getelementptr float, float addrspace(1)* %qabs, i64 %123
	%125 = bitcast float addrspace(1)* %124 to <4 x i32> addrspace(1)*
	%126 = load <4 x i32>, <4 x i32> addrspace(1)* %125, align 16, !invariant.load !0
	%127 = add i32 %112, 256
	%128 = sdiv i32 %127, 16
	%129 = srem i32 %127, 16
	%130 = mul i32 %32, 64
	%131 = add i32 %55, %128
	%132 = add i32 %130, %131
	%133 = mul i32 %132, 64
	%134 = shl i32 %129, 2
	%135 = add i32 %133, %134
	%136 = sext i32 %135 to i64
	%137 = getelementptr float, float addrspace(1)* %qabs, i64 %136
	%138 = bitcast float addrspace(1)* %137 to <4 x i32> addrspace(1)*
	%139 = load <4 x i32>, <4 x i32> addrspace(1)* %138, align 16, !invariant.load !0
	%140 = add i32 %112, 512
	%141 = sdiv i32 %140, 16
	%142 = srem i32 %140, 16
	%143 = mul i32 %32, 64
	%144 = add i32 %55, %141
	%145 = add i32 %143, %144
	%146 = mul i32 %145, 64
	%147 = shl i32 %142, 2
	%148 = add i32 %146, %147
	%149 = sext i32 %148 to i64
	%150 = getelementptr float, float addrspace(1)* %qabs, i64 %149
	%151 = bitcast float addrspace(1)* %150 to <4 x i32> addrspace(1)*
	%152 = load <4 x i32>, <4 x i32> addrspace(1)* %151, align 16, !invariant.load !0
	%153 = add i32 %112, 768
	%154 = sdiv i32 %153, 16
	%155 = srem i32 %153, 16
	%156 = mul i32 %32, 64
	%157 = add i32 %55, %154
	%158 = add i32 %156, %157
	%159 = mul i32 %158, 64
	%160 = shl i32 %155, 2
	%161 = add i32 %159, %160
	%162 = sext i32 %161 to i64
	%163 = getelementptr float, float addrspace(1)* %qabs, i64 %162
	%164 = bitcast float addrspace(1)* %163 to <4 x i32> addrspace(1)*
	%165 = load <4 x i32>, <4 x i32> addrspace(1)* %164, align 16, !invariant.load !0
	%166 = lshr i32 %116, 1
	%167 = mul i32 %115, 32
	%168 = and i32 %115, 7
	%169 = xor i32 %166, %168
	%170 = shl i32 %169, 2
	%171 = add i32 %167, %170
	%172 = and i32 %116, 1
	%173 = shl i32 %172, 1
	%174 = add i32 %171, %173
	%175 = extractelement <4 x i32> %126, i32 0
	%176 = bitcast i32 %175 to float
	%177 = extractelement <4 x i32> %126, i32 1
	%178 = bitcast i32 %177 to float
	%179 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %178, float %176)
	%180 = sext i32 %174 to i64
	%181 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %180
	store i32 %179, i32 addrspace(3)* %181
	%182 = add i32 %174, 1
	%183 = extractelement <4 x i32> %126, i32 2
	%184 = bitcast i32 %183 to float
	%185 = extractelement <4 x i32> %126, i32 3
	%186 = bitcast i32 %185 to float
	%187 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %186, float %184)
	%188 = sext i32 %182 to i64
	%189 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %188
	store i32 %187, i32 addrspace(3)* %189
	%190 = lshr i32 %129, 1
	%191 = mul i32 %128, 32
	%192 = and i32 %128, 7
	%193 = xor i32 %190, %192
	%194 = shl i32 %193, 2
	%195 = add i32 %191, %194
	%196 = and i32 %129, 1
	%197 = shl i32 %196, 1
	%198 = add i32 %195, %197
	%199 = extractelement <4 x i32> %139, i32 0
	%200 = bitcast i32 %199 to float
	%201 = extractelement <4 x i32> %139, i32 1
	%202 = bitcast i32 %201 to float
	%203 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %202, float %200)
	%204 = sext i32 %198 to i64
	%205 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %204
	store i32 %203, i32 addrspace(3)* %205
	%206 = add i32 %198, 1
	%207 = extractelement <4 x i32> %139, i32 2
	%208 = bitcast i32 %207 to float
	%209 = extractelement <4 x i32> %139, i32 3
	%210 = bitcast i32 %209 to float
	%211 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %210, float %208)
	%212 = sext i32 %206 to i64
	%213 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %212
	store i32 %211, i32 addrspace(3)* %213
	%214 = lshr i32 %142, 1
	%215 = mul i32 %141, 32
	%216 = and i32 %141, 7
	%217 = xor i32 %214, %216
	%218 = shl i32 %217, 2
	%219 = add i32 %215, %218
	%220 = and i32 %142, 1
	%221 = shl i32 %220, 1
	%222 = add i32 %219, %221
	%223 = extractelement <4 x i32> %152, i32 0
	%224 = bitcast i32 %223 to float
	%225 = extractelement <4 x i32> %152, i32 1
	%226 = bitcast i32 %225 to float
	%227 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %226, float %224)
	%228 = sext i32 %222 to i64
	%229 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %228
	store i32 %227, i32 addrspace(3)* %229
	%230 = add i32 %222, 1
	%231 = extractelement <4 x i32> %152, i32 2
	%232 = bitcast i32 %231 to float
	%233 = extractelement <4 x i32> %152, i32 3
	%234 = bitcast i32 %233 to float
	%235 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %234, float %232)
	%236 = sext i32 %230 to i64
	%237 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %236
	store i32 %235, i32 addrspace(3)* %237
	%238 = lshr i32 %155, 1
	%239 = mul i32 %154, 32
	%240 = and i32 %154, 7
	%241 = xor i32 %238, %240
	%242 = shl i32 %241, 2
	%243 = add i32 %239, %242
	%244 = and i32 %155, 1
	%245 = shl i32 %244, 1
	%246 = add i32 %243, %245
	%247 = extractelement <4 x i32> %165, i32 0
	%248 = bitcast i32 %247 to float
	%249 = extractelement <4 x i32> %165, i32 1
	%250 = bitcast i32 %249 to float
	%251 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %250, float %248)
	%252 = sext i32 %246 to i64
	%253 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %252
	store i32 %251, i32 addrspace(3)* %253
	%254 = add i32 %246, 1
	%255 = extractelement <4 x i32> %165, i32 2
	%256 = bitcast i32 %255 to float
	%257 = extractelement <4 x i32> %165, i32 3
	%258 = bitcast i32 %257 to float
	%259 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %258, float %256)
	%260 = sext i32 %254 to i64
	%261 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %260
	store i32 %259, i32 addrspace(3)* %261
	%262 = add i32 %112, 1024
	br label %loop3

done5:
	store float 0.0, float* %0
	store float 0.0, float* %1
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
	store float 0xFFF0000000000000, float* %16
	store float 0xFFF0000000000000, float* %17
	store float 0.0, float* %18
	store float 0.0, float* %19
	%263 = and i32 %22, 7
	%264 = lshr i32 %22, 3
	%265 = and i32 %264, 1
	%266 = lshr i32 %22, 4
	%267 = mul i32 %24, 16
	%268 = add i32 %267, %263
	%269 = mul i32 %265, 8
	%270 = add i32 %268, %269
	%271 = mul i32 %25, 32
	%272 = add i32 %271, %263
	%273 = mul i32 %266, 8
	%274 = add i32 %272, %273
	%275 = mul i32 %265, 8
	%276 = add i32 %263, %275
	%277 = mul i32 %27, 2
	%278 = add i32 %277, %266
	%279 = mul i32 %26, 32
	%280 = add i32 %279, %263
	%281 = mul i32 %265, 8
	%282 = add i32 %280, %281
	%283 = mul i32 %26, 32
	%284 = add i32 %283, %28
	%285 = mul i32 %24, 16
	%286 = add i32 %28, 0
	%287 = add i32 %285, %286
	%288 = mul i32 %24, 16
	%289 = add i32 %28, 8
	%290 = add i32 %288, %289
	br label %loop6

loop6:
	%291 = phi i32 [ %48, %done5 ], [ %2093, %join14 ]
	%292 = icmp slt i32 %291, %51
	br i1 %292, label %body7, label %done8

body7:
	%293 = add i32 %291, 64
	call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%294 = sub i32 %291, %48
	%295 = sdiv i32 %294, 64
	%296 = and i32 %295, 1
	%297 = mul i32 %296, 2048
	%298 = icmp slt i32 %293, %51
	br i1 %298, label %then9, label %join10

done8:
	%299 = load float, float* %18
	%300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %299, i32 1, i32 31)
	%301 = fadd float %299, %300
	%302 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 2, i32 31)
	%303 = fadd float %301, %302
	%304 = load float, float* %19
	%305 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %304, i32 1, i32 31)
	%306 = fadd float %304, %305
	%307 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %306, i32 2, i32 31)
	%308 = fadd float %306, %307
	%309 = icmp eq i32 %29, 0
	br i1 %309, label %then15, label %join16

then9:
	%310 = sub i32 2048, %297
	%311 = add i32 %53, 0
	%312 = add i32 %293, %311
	%313 = icmp slt i32 %312, %51
	%314 = select i1 %313, i32 %312, i32 %48
	%315 = mul i32 %36, %max_blocks
	%316 = sdiv i32 %314, %block_size
	%317 = add i32 %315, %316
	%318 = sext i32 %317 to i64
	%319 = getelementptr i32, i32 addrspace(1)* %table, i64 %318
	%320 = load i32, i32 addrspace(1)* %319
	%321 = mul i32 %320, %block_size
	%322 = srem i32 %314, %block_size
	%323 = add i32 %321, %322
	%324 = mul i32 %323, 64
	%325 = add i32 %52, 0
	%326 = mul i32 %311, 32
	%327 = and i32 %311, 7
	%328 = xor i32 %325, %327
	%329 = shl i32 %328, 2
	%330 = add i32 %326, %329
	%331 = add i32 %310, %330
	%332 = shl i32 %325, 3
	%333 = add i32 %324, %332
	%334 = sext i32 %331 to i64
	%335 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %334
	%336 = ptrtoint i32 addrspace(3)* %335 to i32
	%337 = sext i32 %333 to i64
	%338 = getelementptr i16, i16 addrspace(1)* %pool, i64 %337
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %336, i16 addrspace(1)* %338)
	%339 = add i32 %53, 32
	%340 = add i32 %293, %339
	%341 = icmp slt i32 %340, %51
	%342 = select i1 %341, i32 %340, i32 %48
	%343 = mul i32 %36, %max_blocks
	%344 = sdiv i32 %342, %block_size
	%345 = add i32 %343, %344
	%346 = sext i32 %345 to i64
	%347 = getelementptr i32, i32 addrspace(1)* %table, i64 %346
	%348 = load i32, i32 addrspace(1)* %347
	%349 = mul i32 %348, %block_size
	%350 = srem i32 %342, %block_size
	%351 = add i32 %349, %350
	%352 = mul i32 %351, 64
	%353 = add i32 %52, 0
	%354 = mul i32 %339, 32
	%355 = and i32 %339, 7
	%356 = xor i32 %353, %355
	%357 = shl i32 %356, 2
	%358 = add i32 %354, %357
	%359 = add i32 %310, %358
	%360 = shl i32 %353, 3
	%361 = add i32 %352, %360
	%362 = sext i32 %359 to i64
	%363 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %362
	%364 = ptrtoint i32 addrspace(3)* %363 to i32
	%365 = sext i32 %361 to i64
	%366 = getelementptr i16, i16 addrspace(1)* %pool, i64 %365
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %364, i16 addrspace(1)* %366)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %join10

join10:
	%367 = add i32 %266, 0
	%368 = mul i32 %270, 32
	%369 = and i32 %270, 7
	%370 = xor i32 %367, %369
	%371 = shl i32 %370, 2
	%372 = add i32 %368, %371
	%373 = sext i32 %372 to i64
	%374 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %373
	%375 = ptrtoint i32 addrspace(3)* %374 to i32
	%376 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %375)
	%377 = extractvalue { i32, i32, i32, i32 } %376, 0
	%378 = insertelement <4 x i32> zeroinitializer, i32 %377, i32 0
	%379 = extractvalue { i32, i32, i32, i32 } %376, 1
	%380 = insertelement <4 x i32> %378, i32 %379, i32 1
	%381 = extractvalue { i32, i32, i32, i32 } %376, 2
	%382 = insertelement <4 x i32> %380, i32 %381, i32 2
	%383 = extractvalue { i32, i32, i32, i32 } %376, 3
	%384 = insertelement <4 x i32> %382, i32 %383, i32 3
	%385 = extractelement <4 x i32> %384, i32 0
	%386 = extractelement <4 x i32> %384, i32 1
	%387 = extractelement <4 x i32> %384, i32 2
	%388 = extractelement <4 x i32> %384, i32 3
	%389 = add i32 %274, 0
	%390 = add i32 %265, 0
	%391 = mul i32 %389, 32
	%392 = and i32 %389, 7
	%393 = xor i32 %390, %392
	%394 = shl i32 %393, 2
	%395 = add i32 %391, %394
	%396 = add i32 %297, %395
	%397 = sext i32 %396 to i64
	%398 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %397
	%399 = ptrtoint i32 addrspace(3)* %398 to i32
	%400 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %399)
	%401 = extractvalue { i32, i32, i32, i32 } %400, 0
	%402 = insertelement <4 x i32> zeroinitializer, i32 %401, i32 0
	%403 = extractvalue { i32, i32, i32, i32 } %400, 1
	%404 = insertelement <4 x i32> %402, i32 %403, i32 1
	%405 = extractvalue { i32, i32, i32, i32 } %400, 2
	%406 = insertelement <4 x i32> %404, i32 %405, i32 2
	%407 = extractvalue { i32, i32, i32, i32 } %400, 3
	%408 = insertelement <4 x i32> %406, i32 %407, i32 3
	%409 = extractelement <4 x i32> %408, i32 0
	%410 = extractelement <4 x i32> %408, i32 1
	%411 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %385, i32 %386, i32 %387, i32 %388, i32 %409, i32 %410, float 0.0, float 0.0, float 0.0, float 0.0)
	%412 = extractvalue { float, float, float, float } %411, 0
	%413 = bitcast float %412 to i32
	%414 = insertelement <4 x i32> zeroinitializer, i32 %413, i32 0
	%415 = extractvalue { float, float, float, float } %411, 1
	%416 = bitcast float %415 to i32
	%417 = insertelement <4 x i32> %414, i32 %416, i32 1
	%418 = extractvalue { float, float, float, float } %411, 2
	%419 = bitcast float %418 to i32
	%420 = insertelement <4 x i32> %417, i32 %419, i32 2
	%421 = extractvalue { float, float, float, float } %411, 3
	%422 = bitcast float %421 to i32
	%423 = insertelement <4 x i32> %420, i32 %422, i32 3
	%424 = extractelement <4 x i32> %423, i32 0
	%425 = bitcast i32 %424 to float
	%426 = extractelement <4 x i32> %423, i32 1
	%427 = bitcast i32 %426 to float
	%428 = extractelement <4 x i32> %423, i32 2
	%429 = bitcast i32 %428 to float
	%430 = extractelement <4 x i32> %423, i32 3
	%431 = bitcast i32 %430 to float
	%432 = extractelement <4 x i32> %408, i32 2
	%433 = extractelement <4 x i32> %408, i32 3
	%434 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %385, i32 %386, i32 %387, i32 %388, i32 %432, i32 %433, float 0.0, float 0.0, float 0.0, float 0.0)
	%435 = extractvalue { float, float, float, float } %434, 0
	%436 = bitcast float %435 to i32
	%437 = insertelement <4 x i32> zeroinitializer, i32 %436, i32 0
	%438 = extractvalue { float, float, float, float } %434, 1
	%439 = bitcast float %438 to i32
	%440 = insertelement <4 x i32> %437, i32 %439, i32 1
	%441 = extractvalue { float, float, float, float } %434, 2
	%442 = bitcast float %441 to i32
	%443 = insertelement <4 x i32> %440, i32 %442, i32 2
	%444 = extractvalue { float, float, float, float } %434, 3
	%445 = bitcast float %444 to i32
	%446 = insertelement <4 x i32> %443, i32 %445, i32 3
	%447 = extractelement <4 x i32> %446, i32 0
	%448 = bitcast i32 %447 to float
	%449 = extractelement <4 x i32> %446, i32 1
	%450 = bitcast i32 %449 to float
	%451 = extractelement <4 x i32> %446, i32 2
	%452 = bitcast i32 %451 to float
	%453 = extractelement <4 x i32> %446, i32 3
	%454 = bitcast i32 %453 to float
	%455 = add i32 %274, 16
	%456 = add i32 %265, 0
	%457 = mul i32 %455, 32
	%458 = and i32 %455, 7
	%459 = xor i32 %456, %458
	%460 = shl i32 %459, 2
	%461 = add i32 %457, %460
	%462 = add i32 %297, %461
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
	%477 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %385, i32 %386, i32 %387, i32 %388, i32 %475, i32 %476, float 0.0, float 0.0, float 0.0, float 0.0)
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
	%500 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %385, i32 %386, i32 %387, i32 %388, i32 %498, i32 %499, float 0.0, float 0.0, float 0.0, float 0.0)
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
	%521 = add i32 %266, 2
	%522 = mul i32 %270, 32
	%523 = and i32 %270, 7
	%524 = xor i32 %521, %523
	%525 = shl i32 %524, 2
	%526 = add i32 %522, %525
	%527 = sext i32 %526 to i64
	%528 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %527
	%529 = ptrtoint i32 addrspace(3)* %528 to i32
	%530 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %529)
	%531 = extractvalue { i32, i32, i32, i32 } %530, 0
	%532 = insertelement <4 x i32> zeroinitializer, i32 %531, i32 0
	%533 = extractvalue { i32, i32, i32, i32 } %530, 1
	%534 = insertelement <4 x i32> %532, i32 %533, i32 1
	%535 = extractvalue { i32, i32, i32, i32 } %530, 2
	%536 = insertelement <4 x i32> %534, i32 %535, i32 2
	%537 = extractvalue { i32, i32, i32, i32 } %530, 3
	%538 = insertelement <4 x i32> %536, i32 %537, i32 3
	%539 = extractelement <4 x i32> %538, i32 0
	%540 = extractelement <4 x i32> %538, i32 1
	%541 = extractelement <4 x i32> %538, i32 2
	%542 = extractelement <4 x i32> %538, i32 3
	%543 = add i32 %274, 0
	%544 = add i32 %265, 2
	%545 = mul i32 %543, 32
	%546 = and i32 %543, 7
	%547 = xor i32 %544, %546
	%548 = shl i32 %547, 2
	%549 = add i32 %545, %548
	%550 = add i32 %297, %549
	%551 = sext i32 %550 to i64
	%552 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %551
	%553 = ptrtoint i32 addrspace(3)* %552 to i32
	%554 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %553)
	%555 = extractvalue { i32, i32, i32, i32 } %554, 0
	%556 = insertelement <4 x i32> zeroinitializer, i32 %555, i32 0
	%557 = extractvalue { i32, i32, i32, i32 } %554, 1
	%558 = insertelement <4 x i32> %556, i32 %557, i32 1
	%559 = extractvalue { i32, i32, i32, i32 } %554, 2
	%560 = insertelement <4 x i32> %558, i32 %559, i32 2
	%561 = extractvalue { i32, i32, i32, i32 } %554, 3
	%562 = insertelement <4 x i32> %560, i32 %561, i32 3
	%563 = extractelement <4 x i32> %562, i32 0
	%564 = extractelement <4 x i32> %562, i32 1
	%565 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %539, i32 %540, i32 %541, i32 %542, i32 %563, i32 %564, float %425, float %427, float %429, float %431)
	%566 = extractvalue { float, float, float, float } %565, 0
	%567 = bitcast float %566 to i32
	%568 = insertelement <4 x i32> zeroinitializer, i32 %567, i32 0
	%569 = extractvalue { float, float, float, float } %565, 1
	%570 = bitcast float %569 to i32
	%571 = insertelement <4 x i32> %568, i32 %570, i32 1
	%572 = extractvalue { float, float, float, float } %565, 2
	%573 = bitcast float %572 to i32
	%574 = insertelement <4 x i32> %571, i32 %573, i32 2
	%575 = extractvalue { float, float, float, float } %565, 3
	%576 = bitcast float %575 to i32
	%577 = insertelement <4 x i32> %574, i32 %576, i32 3
	%578 = extractelement <4 x i32> %577, i32 0
	%579 = bitcast i32 %578 to float
	%580 = extractelement <4 x i32> %577, i32 1
	%581 = bitcast i32 %580 to float
	%582 = extractelement <4 x i32> %577, i32 2
	%583 = bitcast i32 %582 to float
	%584 = extractelement <4 x i32> %577, i32 3
	%585 = bitcast i32 %584 to float
	%586 = extractelement <4 x i32> %562, i32 2
	%587 = extractelement <4 x i32> %562, i32 3
	%588 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %539, i32 %540, i32 %541, i32 %542, i32 %586, i32 %587, float %448, float %450, float %452, float %454)
	%589 = extractvalue { float, float, float, float } %588, 0
	%590 = bitcast float %589 to i32
	%591 = insertelement <4 x i32> zeroinitializer, i32 %590, i32 0
	%592 = extractvalue { float, float, float, float } %588, 1
	%593 = bitcast float %592 to i32
	%594 = insertelement <4 x i32> %591, i32 %593, i32 1
	%595 = extractvalue { float, float, float, float } %588, 2
	%596 = bitcast float %595 to i32
	%597 = insertelement <4 x i32> %594, i32 %596, i32 2
	%598 = extractvalue { float, float, float, float } %588, 3
	%599 = bitcast float %598 to i32
	%600 = insertelement <4 x i32> %597, i32 %599, i32 3
	%601 = extractelement <4 x i32> %600, i32 0
	%602 = bitcast i32 %601 to float
	%603 = extractelement <4 x i32> %600, i32 1
	%604 = bitcast i32 %603 to float
	%605 = extractelement <4 x i32> %600, i32 2
	%606 = bitcast i32 %605 to float
	%607 = extractelement <4 x i32> %600, i32 3
	%608 = bitcast i32 %607 to float
	%609 = add i32 %274, 16
	%610 = add i32 %265, 2
	%611 = mul i32 %609, 32
	%612 = and i32 %609, 7
	%613 = xor i32 %610, %612
	%614 = shl i32 %613, 2
	%615 = add i32 %611, %614
	%616 = add i32 %297, %615
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
	%631 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %539, i32 %540, i32 %541, i32 %542, i32 %629, i32 %630, float %491, float %493, float %495, float %497)
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
	%654 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %539, i32 %540, i32 %541, i32 %542, i32 %652, i32 %653, float %514, float %516, float %518, float %520)
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
	%675 = add i32 %266, 4
	%676 = mul i32 %270, 32
	%677 = and i32 %270, 7
	%678 = xor i32 %675, %677
	%679 = shl i32 %678, 2
	%680 = add i32 %676, %679
	%681 = sext i32 %680 to i64
	%682 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %681
	%683 = ptrtoint i32 addrspace(3)* %682 to i32
	%684 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %683)
	%685 = extractvalue { i32, i32, i32, i32 } %684, 0
	%686 = insertelement <4 x i32> zeroinitializer, i32 %685, i32 0
	%687 = extractvalue { i32, i32, i32, i32 } %684, 1
	%688 = insertelement <4 x i32> %686, i32 %687, i32 1
	%689 = extractvalue { i32, i32, i32, i32 } %684, 2
	%690 = insertelement <4 x i32> %688, i32 %689, i32 2
	%691 = extractvalue { i32, i32, i32, i32 } %684, 3
	%692 = insertelement <4 x i32> %690, i32 %691, i32 3
	%693 = extractelement <4 x i32> %692, i32 0
	%694 = extractelement <4 x i32> %692, i32 1
	%695 = extractelement <4 x i32> %692, i32 2
	%696 = extractelement <4 x i32> %692, i32 3
	%697 = add i32 %274, 0
	%698 = add i32 %265, 4
	%699 = mul i32 %697, 32
	%700 = and i32 %697, 7
	%701 = xor i32 %698, %700
	%702 = shl i32 %701, 2
	%703 = add i32 %699, %702
	%704 = add i32 %297, %703
	%705 = sext i32 %704 to i64
	%706 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %705
	%707 = ptrtoint i32 addrspace(3)* %706 to i32
	%708 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %707)
	%709 = extractvalue { i32, i32, i32, i32 } %708, 0
	%710 = insertelement <4 x i32> zeroinitializer, i32 %709, i32 0
	%711 = extractvalue { i32, i32, i32, i32 } %708, 1
	%712 = insertelement <4 x i32> %710, i32 %711, i32 1
	%713 = extractvalue { i32, i32, i32, i32 } %708, 2
	%714 = insertelement <4 x i32> %712, i32 %713, i32 2
	%715 = extractvalue { i32, i32, i32, i32 } %708, 3
	%716 = insertelement <4 x i32> %714, i32 %715, i32 3
	%717 = extractelement <4 x i32> %716, i32 0
	%718 = extractelement <4 x i32> %716, i32 1
	%719 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %693, i32 %694, i32 %695, i32 %696, i32 %717, i32 %718, float %579, float %581, float %583, float %585)
	%720 = extractvalue { float, float, float, float } %719, 0
	%721 = bitcast float %720 to i32
	%722 = insertelement <4 x i32> zeroinitializer, i32 %721, i32 0
	%723 = extractvalue { float, float, float, float } %719, 1
	%724 = bitcast float %723 to i32
	%725 = insertelement <4 x i32> %722, i32 %724, i32 1
	%726 = extractvalue { float, float, float, float } %719, 2
	%727 = bitcast float %726 to i32
	%728 = insertelement <4 x i32> %725, i32 %727, i32 2
	%729 = extractvalue { float, float, float, float } %719, 3
	%730 = bitcast float %729 to i32
	%731 = insertelement <4 x i32> %728, i32 %730, i32 3
	%732 = extractelement <4 x i32> %731, i32 0
	%733 = bitcast i32 %732 to float
	%734 = extractelement <4 x i32> %731, i32 1
	%735 = bitcast i32 %734 to float
	%736 = extractelement <4 x i32> %731, i32 2
	%737 = bitcast i32 %736 to float
	%738 = extractelement <4 x i32> %731, i32 3
	%739 = bitcast i32 %738 to float
	%740 = extractelement <4 x i32> %716, i32 2
	%741 = extractelement <4 x i32> %716, i32 3
	%742 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %693, i32 %694, i32 %695, i32 %696, i32 %740, i32 %741, float %602, float %604, float %606, float %608)
	%743 = extractvalue { float, float, float, float } %742, 0
	%744 = bitcast float %743 to i32
	%745 = insertelement <4 x i32> zeroinitializer, i32 %744, i32 0
	%746 = extractvalue { float, float, float, float } %742, 1
	%747 = bitcast float %746 to i32
	%748 = insertelement <4 x i32> %745, i32 %747, i32 1
	%749 = extractvalue { float, float, float, float } %742, 2
	%750 = bitcast float %749 to i32
	%751 = insertelement <4 x i32> %748, i32 %750, i32 2
	%752 = extractvalue { float, float, float, float } %742, 3
	%753 = bitcast float %752 to i32
	%754 = insertelement <4 x i32> %751, i32 %753, i32 3
	%755 = extractelement <4 x i32> %754, i32 0
	%756 = bitcast i32 %755 to float
	%757 = extractelement <4 x i32> %754, i32 1
	%758 = bitcast i32 %757 to float
	%759 = extractelement <4 x i32> %754, i32 2
	%760 = bitcast i32 %759 to float
	%761 = extractelement <4 x i32> %754, i32 3
	%762 = bitcast i32 %761 to float
	%763 = add i32 %274, 16
	%764 = add i32 %265, 4
	%765 = mul i32 %763, 32
	%766 = and i32 %763, 7
	%767 = xor i32 %764, %766
	%768 = shl i32 %767, 2
	%769 = add i32 %765, %768
	%770 = add i32 %297, %769
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
	%785 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %693, i32 %694, i32 %695, i32 %696, i32 %783, i32 %784, float %645, float %647, float %649, float %651)
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
	%808 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %693, i32 %694, i32 %695, i32 %696, i32 %806, i32 %807, float %668, float %670, float %672, float %674)
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
	%829 = add i32 %266, 6
	%830 = mul i32 %270, 32
	%831 = and i32 %270, 7
	%832 = xor i32 %829, %831
	%833 = shl i32 %832, 2
	%834 = add i32 %830, %833
	%835 = sext i32 %834 to i64
	%836 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %835
	%837 = ptrtoint i32 addrspace(3)* %836 to i32
	%838 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %837)
	%839 = extractvalue { i32, i32, i32, i32 } %838, 0
	%840 = insertelement <4 x i32> zeroinitializer, i32 %839, i32 0
	%841 = extractvalue { i32, i32, i32, i32 } %838, 1
	%842 = insertelement <4 x i32> %840, i32 %841, i32 1
	%843 = extractvalue { i32, i32, i32, i32 } %838, 2
	%844 = insertelement <4 x i32> %842, i32 %843, i32 2
	%845 = extractvalue { i32, i32, i32, i32 } %838, 3
	%846 = insertelement <4 x i32> %844, i32 %845, i32 3
	%847 = extractelement <4 x i32> %846, i32 0
	%848 = extractelement <4 x i32> %846, i32 1
	%849 = extractelement <4 x i32> %846, i32 2
	%850 = extractelement <4 x i32> %846, i32 3
	%851 = add i32 %274, 0
	%852 = add i32 %265, 6
	%853 = mul i32 %851, 32
	%854 = and i32 %851, 7
	%855 = xor i32 %852, %854
	%856 = shl i32 %855, 2
	%857 = add i32 %853, %856
	%858 = add i32 %297, %857
	%859 = sext i32 %858 to i64
	%860 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %859
	%861 = ptrtoint i32 addrspace(3)* %860 to i32
	%862 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %861)
	%863 = extractvalue { i32, i32, i32, i32 } %862, 0
	%864 = insertelement <4 x i32> zeroinitializer, i32 %863, i32 0
	%865 = extractvalue { i32, i32, i32, i32 } %862, 1
	%866 = insertelement <4 x i32> %864, i32 %865, i32 1
	%867 = extractvalue { i32, i32, i32, i32 } %862, 2
	%868 = insertelement <4 x i32> %866, i32 %867, i32 2
	%869 = extractvalue { i32, i32, i32, i32 } %862, 3
	%870 = insertelement <4 x i32> %868, i32 %869, i32 3
	%871 = extractelement <4 x i32> %870, i32 0
	%872 = extractelement <4 x i32> %870, i32 1
	%873 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %847, i32 %848, i32 %849, i32 %850, i32 %871, i32 %872, float %733, float %735, float %737, float %739)
	%874 = extractvalue { float, float, float, float } %873, 0
	%875 = bitcast float %874 to i32
	%876 = insertelement <4 x i32> zeroinitializer, i32 %875, i32 0
	%877 = extractvalue { float, float, float, float } %873, 1
	%878 = bitcast float %877 to i32
	%879 = insertelement <4 x i32> %876, i32 %878, i32 1
	%880 = extractvalue { float, float, float, float } %873, 2
	%881 = bitcast float %880 to i32
	%882 = insertelement <4 x i32> %879, i32 %881, i32 2
	%883 = extractvalue { float, float, float, float } %873, 3
	%884 = bitcast float %883 to i32
	%885 = insertelement <4 x i32> %882, i32 %884, i32 3
	%886 = extractelement <4 x i32> %885, i32 0
	%887 = bitcast i32 %886 to float
	%888 = extractelement <4 x i32> %885, i32 1
	%889 = bitcast i32 %888 to float
	%890 = extractelement <4 x i32> %885, i32 2
	%891 = bitcast i32 %890 to float
	%892 = extractelement <4 x i32> %885, i32 3
	%893 = bitcast i32 %892 to float
	%894 = extractelement <4 x i32> %870, i32 2
	%895 = extractelement <4 x i32> %870, i32 3
	%896 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %847, i32 %848, i32 %849, i32 %850, i32 %894, i32 %895, float %756, float %758, float %760, float %762)
	%897 = extractvalue { float, float, float, float } %896, 0
	%898 = bitcast float %897 to i32
	%899 = insertelement <4 x i32> zeroinitializer, i32 %898, i32 0
	%900 = extractvalue { float, float, float, float } %896, 1
	%901 = bitcast float %900 to i32
	%902 = insertelement <4 x i32> %899, i32 %901, i32 1
	%903 = extractvalue { float, float, float, float } %896, 2
	%904 = bitcast float %903 to i32
	%905 = insertelement <4 x i32> %902, i32 %904, i32 2
	%906 = extractvalue { float, float, float, float } %896, 3
	%907 = bitcast float %906 to i32
	%908 = insertelement <4 x i32> %905, i32 %907, i32 3
	%909 = extractelement <4 x i32> %908, i32 0
	%910 = bitcast i32 %909 to float
	%911 = extractelement <4 x i32> %908, i32 1
	%912 = bitcast i32 %911 to float
	%913 = extractelement <4 x i32> %908, i32 2
	%914 = bitcast i32 %913 to float
	%915 = extractelement <4 x i32> %908, i32 3
	%916 = bitcast i32 %915 to float
	%917 = add i32 %274, 16
	%918 = add i32 %265, 6
	%919 = mul i32 %917, 32
	%920 = and i32 %917, 7
	%921 = xor i32 %918, %920
	%922 = shl i32 %921, 2
	%923 = add i32 %919, %922
	%924 = add i32 %297, %923
	%925 = sext i32 %924 to i64
	%926 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %925
	%927 = ptrtoint i32 addrspace(3)* %926 to i32
	%928 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %927)
	%929 = extractvalue { i32, i32, i32, i32 } %928, 0
	%930 = insertelement <4 x i32> zeroinitializer, i32 %929, i32 0
	%931 = extractvalue { i32, i32, i32, i32 } %928, 1
	%932 = insertelement <4 x i32> %930, i32 %931, i32 1
	%933 = extractvalue { i32, i32, i32, i32 } %928, 2
	%934 = insertelement <4 x i32> %932, i32 %933, i32 2
	%935 = extractvalue { i32, i32, i32, i32 } %928, 3
	%936 = insertelement <4 x i32> %934, i32 %935, i32 3
	%937 = extractelement <4 x i32> %936, i32 0
	%938 = extractelement <4 x i32> %936, i32 1
	%939 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %847, i32 %848, i32 %849, i32 %850, i32 %937, i32 %938, float %799, float %801, float %803, float %805)
	%940 = extractvalue { float, float, float, float } %939, 0
	%941 = bitcast float %940 to i32
	%942 = insertelement <4 x i32> zeroinitializer, i32 %941, i32 0
	%943 = extractvalue { float, float, float, float } %939, 1
	%944 = bitcast float %943 to i32
	%945 = insertelement <4 x i32> %942, i32 %944, i32 1
	%946 = extractvalue { float, float, float, float } %939, 2
	%947 = bitcast float %946 to i32
	%948 = insertelement <4 x i32> %945, i32 %947, i32 2
	%949 = extractvalue { float, float, float, float } %939, 3
	%950 = bitcast float %949 to i32
	%951 = insertelement <4 x i32> %948, i32 %950, i32 3
	%952 = extractelement <4 x i32> %951, i32 0
	%953 = bitcast i32 %952 to float
	%954 = extractelement <4 x i32> %951, i32 1
	%955 = bitcast i32 %954 to float
	%956 = extractelement <4 x i32> %951, i32 2
	%957 = bitcast i32 %956 to float
	%958 = extractelement <4 x i32> %951, i32 3
	%959 = bitcast i32 %958 to float
	%960 = extractelement <4 x i32> %936, i32 2
	%961 = extractelement <4 x i32> %936, i32 3
	%962 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %847, i32 %848, i32 %849, i32 %850, i32 %960, i32 %961, float %822, float %824, float %826, float %828)
	%963 = extractvalue { float, float, float, float } %962, 0
	%964 = bitcast float %963 to i32
	%965 = insertelement <4 x i32> zeroinitializer, i32 %964, i32 0
	%966 = extractvalue { float, float, float, float } %962, 1
	%967 = bitcast float %966 to i32
	%968 = insertelement <4 x i32> %965, i32 %967, i32 1
	%969 = extractvalue { float, float, float, float } %962, 2
	%970 = bitcast float %969 to i32
	%971 = insertelement <4 x i32> %968, i32 %970, i32 2
	%972 = extractvalue { float, float, float, float } %962, 3
	%973 = bitcast float %972 to i32
	%974 = insertelement <4 x i32> %971, i32 %973, i32 3
	%975 = extractelement <4 x i32> %974, i32 0
	%976 = bitcast i32 %975 to float
	%977 = extractelement <4 x i32> %974, i32 1
	%978 = bitcast i32 %977 to float
	%979 = extractelement <4 x i32> %974, i32 2
	%980 = bitcast i32 %979 to float
	%981 = extractelement <4 x i32> %974, i32 3
	%982 = bitcast i32 %981 to float
	%983 = mul i32 %25, 32
	%984 = add i32 %983, 0
	%985 = mul i32 %29, 2
	%986 = add i32 %984, %985
	%987 = add i32 %291, %986
	%988 = icmp slt i32 %987, %51
	%989 = fmul float %887, 0x3FD851EB80000000
	%990 = select i1 %988, float %989, float 0xFFF0000000000000
	%991 = mul i32 %25, 32
	%992 = add i32 %991, 1
	%993 = mul i32 %29, 2
	%994 = add i32 %992, %993
	%995 = add i32 %291, %994
	%996 = icmp slt i32 %995, %51
	%997 = fmul float %889, 0x3FD851EB80000000
	%998 = select i1 %996, float %997, float 0xFFF0000000000000
	%999 = fcmp olt float %990, %998
	%1000 = select i1 %999, float %998, float %990
	%1001 = mul i32 %25, 32
	%1002 = add i32 %1001, 0
	%1003 = mul i32 %29, 2
	%1004 = add i32 %1002, %1003
	%1005 = add i32 %291, %1004
	%1006 = icmp slt i32 %1005, %51
	%1007 = fmul float %891, 0x3FD851EB80000000
	%1008 = select i1 %1006, float %1007, float 0xFFF0000000000000
	%1009 = mul i32 %25, 32
	%1010 = add i32 %1009, 1
	%1011 = mul i32 %29, 2
	%1012 = add i32 %1010, %1011
	%1013 = add i32 %291, %1012
	%1014 = icmp slt i32 %1013, %51
	%1015 = fmul float %893, 0x3FD851EB80000000
	%1016 = select i1 %1014, float %1015, float 0xFFF0000000000000
	%1017 = fcmp olt float %1008, %1016
	%1018 = select i1 %1017, float %1016, float %1008
	%1019 = mul i32 %25, 32
	%1020 = add i32 %1019, 8
	%1021 = mul i32 %29, 2
	%1022 = add i32 %1020, %1021
	%1023 = add i32 %291, %1022
	%1024 = icmp slt i32 %1023, %51
	%1025 = fmul float %910, 0x3FD851EB80000000
	%1026 = select i1 %1024, float %1025, float 0xFFF0000000000000
	%1027 = fcmp olt float %1000, %1026
	%1028 = select i1 %1027, float %1026, float %1000
	%1029 = mul i32 %25, 32
	%1030 = add i32 %1029, 9
	%1031 = mul i32 %29, 2
	%1032 = add i32 %1030, %1031
	%1033 = add i32 %291, %1032
	%1034 = icmp slt i32 %1033, %51
	%1035 = fmul float %912, 0x3FD851EB80000000
	%1036 = select i1 %1034, float %1035, float 0xFFF0000000000000
	%1037 = fcmp olt float %1028, %1036
	%1038 = select i1 %1037, float %1036, float %1028
	%1039 = mul i32 %25, 32
	%1040 = add i32 %1039, 8
	%1041 = mul i32 %29, 2
	%1042 = add i32 %1040, %1041
	%1043 = add i32 %291, %1042
	%1044 = icmp slt i32 %1043, %51
	%1045 = fmul float %914, 0x3FD851EB80000000
	%1046 = select i1 %1044, float %1045, float 0xFFF0000000000000
	%1047 = fcmp olt float %1018, %1046
	%1048 = select i1 %1047, float %1046, float %1018
	%1049 = mul i32 %25, 32
	%1050 = add i32 %1049, 9
	%1051 = mul i32 %29, 2
	%1052 = add i32 %1050, %1051
	%1053 = add i32 %291, %1052
	%1054 = icmp slt i32 %1053, %51
	%1055 = fmul float %916, 0x3FD851EB80000000
	%1056 = select i1 %1054, float %1055, float 0xFFF0000000000000
	%1057 = fcmp olt float %1048, %1056
	%1058 = select i1 %1057, float %1056, float %1048
	%1059 = mul i32 %25, 32
	%1060 = add i32 %1059, 16
	%1061 = mul i32 %29, 2
	%1062 = add i32 %1060, %1061
	%1063 = add i32 %291, %1062
	%1064 = icmp slt i32 %1063, %51
	%1065 = fmul float %953, 0x3FD851EB80000000
	%1066 = select i1 %1064, float %1065, float 0xFFF0000000000000
	%1067 = fcmp olt float %1038, %1066
	%1068 = select i1 %1067, float %1066, float %1038
	%1069 = mul i32 %25, 32
	%1070 = add i32 %1069, 17
	%1071 = mul i32 %29, 2
	%1072 = add i32 %1070, %1071
	%1073 = add i32 %291, %1072
	%1074 = icmp slt i32 %1073, %51
	%1075 = fmul float %955, 0x3FD851EB80000000
	%1076 = select i1 %1074, float %1075, float 0xFFF0000000000000
	%1077 = fcmp olt float %1068, %1076
	%1078 = select i1 %1077, float %1076, float %1068
	%1079 = mul i32 %25, 32
	%1080 = add i32 %1079, 16
	%1081 = mul i32 %29, 2
	%1082 = add i32 %1080, %1081
	%1083 = add i32 %291, %1082
	%1084 = icmp slt i32 %1083, %51
	%1085 = fmul float %957, 0x3FD851EB80000000
	%1086 = select i1 %1084, float %1085, float 0xFFF0000000000000
	%1087 = fcmp olt float %1058, %1086
	%1088 = select i1 %1087, float %1086, float %1058
	%1089 = mul i32 %25, 32
	%1090 = add i32 %1089, 17
	%1091 = mul i32 %29, 2
	%1092 = add i32 %1090, %1091
	%1093 = add i32 %291, %1092
	%1094 = icmp slt i32 %1093, %51
	%1095 = fmul float %959, 0x3FD851EB80000000
	%1096 = select i1 %1094, float %1095, float 0xFFF0000000000000
	%1097 = fcmp olt float %1088, %1096
	%1098 = select i1 %1097, float %1096, float %1088
	%1099 = mul i32 %25, 32
	%1100 = add i32 %1099, 24
	%1101 = mul i32 %29, 2
	%1102 = add i32 %1100, %1101
	%1103 = add i32 %291, %1102
	%1104 = icmp slt i32 %1103, %51
	%1105 = fmul float %976, 0x3FD851EB80000000
	%1106 = select i1 %1104, float %1105, float 0xFFF0000000000000
	%1107 = fcmp olt float %1078, %1106
	%1108 = select i1 %1107, float %1106, float %1078
	%1109 = mul i32 %25, 32
	%1110 = add i32 %1109, 25
	%1111 = mul i32 %29, 2
	%1112 = add i32 %1110, %1111
	%1113 = add i32 %291, %1112
	%1114 = icmp slt i32 %1113, %51
	%1115 = fmul float %978, 0x3FD851EB80000000
	%1116 = select i1 %1114, float %1115, float 0xFFF0000000000000
	%1117 = fcmp olt float %1108, %1116
	%1118 = select i1 %1117, float %1116, float %1108
	%1119 = mul i32 %25, 32
	%1120 = add i32 %1119, 24
	%1121 = mul i32 %29, 2
	%1122 = add i32 %1120, %1121
	%1123 = add i32 %291, %1122
	%1124 = icmp slt i32 %1123, %51
	%1125 = fmul float %980, 0x3FD851EB80000000
	%1126 = select i1 %1124, float %1125, float 0xFFF0000000000000
	%1127 = fcmp olt float %1098, %1126
	%1128 = select i1 %1127, float %1126, float %1098
	%1129 = mul i32 %25, 32
	%1130 = add i32 %1129, 25
	%1131 = mul i32 %29, 2
	%1132 = add i32 %1130, %1131
	%1133 = add i32 %291, %1132
	%1134 = icmp slt i32 %1133, %51
	%1135 = fmul float %982, 0x3FD851EB80000000
	%1136 = select i1 %1134, float %1135, float 0xFFF0000000000000
	%1137 = fcmp olt float %1128, %1136
	%1138 = select i1 %1137, float %1136, float %1128
	%1139 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1118, i32 1, i32 31)
	%1140 = fcmp olt float %1118, %1139
	%1141 = select i1 %1140, float %1139, float %1118
	%1142 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1141, i32 2, i32 31)
	%1143 = fcmp olt float %1141, %1142
	%1144 = select i1 %1143, float %1142, float %1141
	%1145 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1138, i32 1, i32 31)
	%1146 = fcmp olt float %1138, %1145
	%1147 = select i1 %1146, float %1145, float %1138
	%1148 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1147, i32 2, i32 31)
	%1149 = fcmp olt float %1147, %1148
	%1150 = select i1 %1149, float %1148, float %1147
	%1151 = icmp eq i32 %29, 0
	br i1 %1151, label %then11, label %join12

then11:
	%1152 = mul i32 %25, 64
	%1153 = add i32 %1152, %287
	%1154 = sext i32 %1153 to i64
	%1155 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1154
	store float %1144, float addrspace(3)* %1155
	%1156 = mul i32 %25, 64
	%1157 = add i32 %1156, %290
	%1158 = sext i32 %1157 to i64
	%1159 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1158
	store float %1150, float addrspace(3)* %1159
	br label %join12

join12:
	call void @llvm.nvvm.barrier0()
	%1160 = sub i32 1, %25
	%1161 = mul i32 %1160, 64
	%1162 = add i32 %1161, %287
	%1163 = sext i32 %1162 to i64
	%1164 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1163
	%1165 = load float, float addrspace(3)* %1164
	%1166 = fcmp olt float %1144, %1165
	%1167 = select i1 %1166, float %1165, float %1144
	%1168 = load float, float* %16
	%1169 = fcmp olt float %1167, %1168
	%1170 = select i1 %1169, float %1168, float %1167
	%1171 = fsub float %1168, %1170
	%1172 = fmul float %1171, 0x3FF7154760000000
	%1173 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1172)
	store float %1170, float* %16
	%1174 = sub i32 1, %25
	%1175 = mul i32 %1174, 64
	%1176 = add i32 %1175, %290
	%1177 = sext i32 %1176 to i64
	%1178 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1177
	%1179 = load float, float addrspace(3)* %1178
	%1180 = fcmp olt float %1150, %1179
	%1181 = select i1 %1180, float %1179, float %1150
	%1182 = load float, float* %17
	%1183 = fcmp olt float %1181, %1182
	%1184 = select i1 %1183, float %1182, float %1181
	%1185 = fsub float %1182, %1184
	%1186 = fmul float %1185, 0x3FF7154760000000
	%1187 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1186)
	store float %1184, float* %17
	%1188 = fsub float %990, %1170
	%1189 = fmul float %1188, 0x3FF7154760000000
	%1190 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1189)
	%1191 = fsub float %998, %1170
	%1192 = fmul float %1191, 0x3FF7154760000000
	%1193 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1192)
	%1194 = fadd float %1190, %1193
	%1195 = fsub float %1008, %1184
	%1196 = fmul float %1195, 0x3FF7154760000000
	%1197 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1196)
	%1198 = fsub float %1016, %1184
	%1199 = fmul float %1198, 0x3FF7154760000000
	%1200 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1199)
	%1201 = fadd float %1197, %1200
	%1202 = mul i32 %25, 4
	%1203 = add i32 %1202, 0
	%1204 = mul i32 %287, 32
	%1205 = and i32 %287, 7
	%1206 = xor i32 %1203, %1205
	%1207 = shl i32 %1206, 2
	%1208 = add i32 %1204, %1207
	%1209 = add i32 %1208, %29
	%1210 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1193, float %1190)
	%1211 = sext i32 %1209 to i64
	%1212 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1211
	store i32 %1210, i32 addrspace(3)* %1212
	%1213 = mul i32 %25, 4
	%1214 = add i32 %1213, 0
	%1215 = mul i32 %290, 32
	%1216 = and i32 %290, 7
	%1217 = xor i32 %1214, %1216
	%1218 = shl i32 %1217, 2
	%1219 = add i32 %1215, %1218
	%1220 = add i32 %1219, %29
	%1221 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1200, float %1197)
	%1222 = sext i32 %1220 to i64
	%1223 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1222
	store i32 %1221, i32 addrspace(3)* %1223
	%1224 = fsub float %1026, %1170
	%1225 = fmul float %1224, 0x3FF7154760000000
	%1226 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1225)
	%1227 = fadd float %1194, %1226
	%1228 = fsub float %1036, %1170
	%1229 = fmul float %1228, 0x3FF7154760000000
	%1230 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1229)
	%1231 = fadd float %1227, %1230
	%1232 = fsub float %1046, %1184
	%1233 = fmul float %1232, 0x3FF7154760000000
	%1234 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1233)
	%1235 = fadd float %1201, %1234
	%1236 = fsub float %1056, %1184
	%1237 = fmul float %1236, 0x3FF7154760000000
	%1238 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1237)
	%1239 = fadd float %1235, %1238
	%1240 = mul i32 %25, 4
	%1241 = add i32 %1240, 1
	%1242 = mul i32 %287, 32
	%1243 = and i32 %287, 7
	%1244 = xor i32 %1241, %1243
	%1245 = shl i32 %1244, 2
	%1246 = add i32 %1242, %1245
	%1247 = add i32 %1246, %29
	%1248 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1230, float %1226)
	%1249 = sext i32 %1247 to i64
	%1250 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1249
	store i32 %1248, i32 addrspace(3)* %1250
	%1251 = mul i32 %25, 4
	%1252 = add i32 %1251, 1
	%1253 = mul i32 %290, 32
	%1254 = and i32 %290, 7
	%1255 = xor i32 %1252, %1254
	%1256 = shl i32 %1255, 2
	%1257 = add i32 %1253, %1256
	%1258 = add i32 %1257, %29
	%1259 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1238, float %1234)
	%1260 = sext i32 %1258 to i64
	%1261 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1260
	store i32 %1259, i32 addrspace(3)* %1261
	%1262 = fsub float %1066, %1170
	%1263 = fmul float %1262, 0x3FF7154760000000
	%1264 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1263)
	%1265 = fadd float %1231, %1264
	%1266 = fsub float %1076, %1170
	%1267 = fmul float %1266, 0x3FF7154760000000
	%1268 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1267)
	%1269 = fadd float %1265, %1268
	%1270 = fsub float %1086, %1184
	%1271 = fmul float %1270, 0x3FF7154760000000
	%1272 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1271)
	%1273 = fadd float %1239, %1272
	%1274 = fsub float %1096, %1184
	%1275 = fmul float %1274, 0x3FF7154760000000
	%1276 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1275)
	%1277 = fadd float %1273, %1276
	%1278 = mul i32 %25, 4
	%1279 = add i32 %1278, 2
	%1280 = mul i32 %287, 32
	%1281 = and i32 %287, 7
	%1282 = xor i32 %1279, %1281
	%1283 = shl i32 %1282, 2
	%1284 = add i32 %1280, %1283
	%1285 = add i32 %1284, %29
	%1286 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1268, float %1264)
	%1287 = sext i32 %1285 to i64
	%1288 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1287
	store i32 %1286, i32 addrspace(3)* %1288
	%1289 = mul i32 %25, 4
	%1290 = add i32 %1289, 2
	%1291 = mul i32 %290, 32
	%1292 = and i32 %290, 7
	%1293 = xor i32 %1290, %1292
	%1294 = shl i32 %1293, 2
	%1295 = add i32 %1291, %1294
	%1296 = add i32 %1295, %29
	%1297 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1276, float %1272)
	%1298 = sext i32 %1296 to i64
	%1299 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1298
	store i32 %1297, i32 addrspace(3)* %1299
	%1300 = fsub float %1106, %1170
	%1301 = fmul float %1300, 0x3FF7154760000000
	%1302 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1301)
	%1303 = fadd float %1269, %1302
	%1304 = fsub float %1116, %1170
	%1305 = fmul float %1304, 0x3FF7154760000000
	%1306 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1305)
	%1307 = fadd float %1303, %1306
	%1308 = fsub float %1126, %1184
	%1309 = fmul float %1308, 0x3FF7154760000000
	%1310 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1309)
	%1311 = fadd float %1277, %1310
	%1312 = fsub float %1136, %1184
	%1313 = fmul float %1312, 0x3FF7154760000000
	%1314 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1313)
	%1315 = fadd float %1311, %1314
	%1316 = mul i32 %25, 4
	%1317 = add i32 %1316, 3
	%1318 = mul i32 %287, 32
	%1319 = and i32 %287, 7
	%1320 = xor i32 %1317, %1319
	%1321 = shl i32 %1320, 2
	%1322 = add i32 %1318, %1321
	%1323 = add i32 %1322, %29
	%1324 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1306, float %1302)
	%1325 = sext i32 %1323 to i64
	%1326 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1325
	store i32 %1324, i32 addrspace(3)* %1326
	%1327 = mul i32 %25, 4
	%1328 = add i32 %1327, 3
	%1329 = mul i32 %290, 32
	%1330 = and i32 %290, 7
	%1331 = xor i32 %1328, %1330
	%1332 = shl i32 %1331, 2
	%1333 = add i32 %1329, %1332
	%1334 = add i32 %1333, %29
	%1335 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1314, float %1310)
	%1336 = sext i32 %1334 to i64
	%1337 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1336
	store i32 %1335, i32 addrspace(3)* %1337
	%1338 = load float, float* %18
	%1339 = call float @llvm.fma.f32(float %1338, float %1173, float %1307)
	store float %1339, float* %18
	%1340 = load float, float* %19
	%1341 = call float @llvm.fma.f32(float %1340, float %1187, float %1315)
	store float %1341, float* %19
	%1342 = icmp eq i32 %29, 0
	%1343 = icmp eq i32 %25, 0
	%1344 = and i1 %1342, %1343
	br i1 %1344, label %then13, label %join14

then13:
	%1345 = sext i32 %287 to i64
	%1346 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1345
	store float %1173, float addrspace(3)* %1346
	%1347 = sext i32 %290 to i64
	%1348 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1347
	store float %1187, float addrspace(3)* %1348
	br label %join14

join14:
	call void @llvm.nvvm.barrier0()
	%1349 = add i32 %284, 0
	%1350 = sext i32 %1349 to i64
	%1351 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1350
	%1352 = load float, float addrspace(3)* %1351
	%1353 = add i32 %284, 8
	%1354 = sext i32 %1353 to i64
	%1355 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1354
	%1356 = load float, float addrspace(3)* %1355
	%1357 = load float, float* %0
	%1358 = fmul float %1357, %1352
	store float %1358, float* %0
	%1359 = load float, float* %1
	%1360 = fmul float %1359, %1352
	store float %1360, float* %1
	%1361 = load float, float* %2
	%1362 = fmul float %1361, %1356
	store float %1362, float* %2
	%1363 = load float, float* %3
	%1364 = fmul float %1363, %1356
	store float %1364, float* %3
	%1365 = load float, float* %4
	%1366 = fmul float %1365, %1352
	store float %1366, float* %4
	%1367 = load float, float* %5
	%1368 = fmul float %1367, %1352
	store float %1368, float* %5
	%1369 = load float, float* %6
	%1370 = fmul float %1369, %1356
	store float %1370, float* %6
	%1371 = load float, float* %7
	%1372 = fmul float %1371, %1356
	store float %1372, float* %7
	%1373 = add i32 %284, 16
	%1374 = sext i32 %1373 to i64
	%1375 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1374
	%1376 = load float, float addrspace(3)* %1375
	%1377 = add i32 %284, 24
	%1378 = sext i32 %1377 to i64
	%1379 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1378
	%1380 = load float, float addrspace(3)* %1379
	%1381 = load float, float* %8
	%1382 = fmul float %1381, %1376
	store float %1382, float* %8
	%1383 = load float, float* %9
	%1384 = fmul float %1383, %1376
	store float %1384, float* %9
	%1385 = load float, float* %10
	%1386 = fmul float %1385, %1380
	store float %1386, float* %10
	%1387 = load float, float* %11
	%1388 = fmul float %1387, %1380
	store float %1388, float* %11
	%1389 = load float, float* %12
	%1390 = fmul float %1389, %1376
	store float %1390, float* %12
	%1391 = load float, float* %13
	%1392 = fmul float %1391, %1376
	store float %1392, float* %13
	%1393 = load float, float* %14
	%1394 = fmul float %1393, %1380
	store float %1394, float* %14
	%1395 = load float, float* %15
	%1396 = fmul float %1395, %1380
	store float %1396, float* %15
	%1397 = add i32 %282, 0
	%1398 = add i32 %266, 0
	%1399 = mul i32 %1397, 32
	%1400 = and i32 %1397, 7
	%1401 = xor i32 %1398, %1400
	%1402 = shl i32 %1401, 2
	%1403 = add i32 %1399, %1402
	%1404 = sext i32 %1403 to i64
	%1405 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1404
	%1406 = ptrtoint i32 addrspace(3)* %1405 to i32
	%1407 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1406)
	%1408 = extractvalue { i32, i32, i32, i32 } %1407, 0
	%1409 = insertelement <4 x i32> zeroinitializer, i32 %1408, i32 0
	%1410 = extractvalue { i32, i32, i32, i32 } %1407, 1
	%1411 = insertelement <4 x i32> %1409, i32 %1410, i32 1
	%1412 = extractvalue { i32, i32, i32, i32 } %1407, 2
	%1413 = insertelement <4 x i32> %1411, i32 %1412, i32 2
	%1414 = extractvalue { i32, i32, i32, i32 } %1407, 3
	%1415 = insertelement <4 x i32> %1413, i32 %1414, i32 3
	%1416 = extractelement <4 x i32> %1415, i32 0
	%1417 = extractelement <4 x i32> %1415, i32 1
	%1418 = extractelement <4 x i32> %1415, i32 2
	%1419 = extractelement <4 x i32> %1415, i32 3
	%1420 = add i32 %282, 16
	%1421 = add i32 %266, 0
	%1422 = mul i32 %1420, 32
	%1423 = and i32 %1420, 7
	%1424 = xor i32 %1421, %1423
	%1425 = shl i32 %1424, 2
	%1426 = add i32 %1422, %1425
	%1427 = sext i32 %1426 to i64
	%1428 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1427
	%1429 = ptrtoint i32 addrspace(3)* %1428 to i32
	%1430 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1429)
	%1431 = extractvalue { i32, i32, i32, i32 } %1430, 0
	%1432 = insertelement <4 x i32> zeroinitializer, i32 %1431, i32 0
	%1433 = extractvalue { i32, i32, i32, i32 } %1430, 1
	%1434 = insertelement <4 x i32> %1432, i32 %1433, i32 1
	%1435 = extractvalue { i32, i32, i32, i32 } %1430, 2
	%1436 = insertelement <4 x i32> %1434, i32 %1435, i32 2
	%1437 = extractvalue { i32, i32, i32, i32 } %1430, 3
	%1438 = insertelement <4 x i32> %1436, i32 %1437, i32 3
	%1439 = extractelement <4 x i32> %1438, i32 0
	%1440 = extractelement <4 x i32> %1438, i32 1
	%1441 = extractelement <4 x i32> %1438, i32 2
	%1442 = extractelement <4 x i32> %1438, i32 3
	%1443 = add i32 %276, 0
	%1444 = add i32 %278, 0
	%1445 = mul i32 %1443, 32
	%1446 = and i32 %1443, 7
	%1447 = xor i32 %1444, %1446
	%1448 = shl i32 %1447, 2
	%1449 = add i32 %1445, %1448
	%1450 = add i32 %297, %1449
	%1451 = sext i32 %1450 to i64
	%1452 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1451
	%1453 = ptrtoint i32 addrspace(3)* %1452 to i32
	%1454 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1453)
	%1455 = extractvalue { i32, i32, i32, i32 } %1454, 0
	%1456 = insertelement <4 x i32> zeroinitializer, i32 %1455, i32 0
	%1457 = extractvalue { i32, i32, i32, i32 } %1454, 1
	%1458 = insertelement <4 x i32> %1456, i32 %1457, i32 1
	%1459 = extractvalue { i32, i32, i32, i32 } %1454, 2
	%1460 = insertelement <4 x i32> %1458, i32 %1459, i32 2
	%1461 = extractvalue { i32, i32, i32, i32 } %1454, 3
	%1462 = insertelement <4 x i32> %1460, i32 %1461, i32 3
	%1463 = extractelement <4 x i32> %1462, i32 0
	%1464 = extractelement <4 x i32> %1462, i32 1
	%1465 = load float, float* %0
	%1466 = load float, float* %1
	%1467 = load float, float* %2
	%1468 = load float, float* %3
	%1469 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1416, i32 %1417, i32 %1418, i32 %1419, i32 %1463, i32 %1464, float %1465, float %1466, float %1467, float %1468)
	%1470 = extractvalue { float, float, float, float } %1469, 0
	%1471 = bitcast float %1470 to i32
	%1472 = insertelement <4 x i32> zeroinitializer, i32 %1471, i32 0
	%1473 = extractvalue { float, float, float, float } %1469, 1
	%1474 = bitcast float %1473 to i32
	%1475 = insertelement <4 x i32> %1472, i32 %1474, i32 1
	%1476 = extractvalue { float, float, float, float } %1469, 2
	%1477 = bitcast float %1476 to i32
	%1478 = insertelement <4 x i32> %1475, i32 %1477, i32 2
	%1479 = extractvalue { float, float, float, float } %1469, 3
	%1480 = bitcast float %1479 to i32
	%1481 = insertelement <4 x i32> %1478, i32 %1480, i32 3
	%1482 = extractelement <4 x i32> %1481, i32 0
	%1483 = bitcast i32 %1482 to float
	store float %1483, float* %0
	%1484 = extractelement <4 x i32> %1481, i32 1
	%1485 = bitcast i32 %1484 to float
	store float %1485, float* %1
	%1486 = extractelement <4 x i32> %1481, i32 2
	%1487 = bitcast i32 %1486 to float
	store float %1487, float* %2
	%1488 = extractelement <4 x i32> %1481, i32 3
	%1489 = bitcast i32 %1488 to float
	store float %1489, float* %3
	%1490 = extractelement <4 x i32> %1462, i32 2
	%1491 = extractelement <4 x i32> %1462, i32 3
	%1492 = load float, float* %4
	%1493 = load float, float* %5
	%1494 = load float, float* %6
	%1495 = load float, float* %7
	%1496 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1416, i32 %1417, i32 %1418, i32 %1419, i32 %1490, i32 %1491, float %1492, float %1493, float %1494, float %1495)
	%1497 = extractvalue { float, float, float, float } %1496, 0
	%1498 = bitcast float %1497 to i32
	%1499 = insertelement <4 x i32> zeroinitializer, i32 %1498, i32 0
	%1500 = extractvalue { float, float, float, float } %1496, 1
	%1501 = bitcast float %1500 to i32
	%1502 = insertelement <4 x i32> %1499, i32 %1501, i32 1
	%1503 = extractvalue { float, float, float, float } %1496, 2
	%1504 = bitcast float %1503 to i32
	%1505 = insertelement <4 x i32> %1502, i32 %1504, i32 2
	%1506 = extractvalue { float, float, float, float } %1496, 3
	%1507 = bitcast float %1506 to i32
	%1508 = insertelement <4 x i32> %1505, i32 %1507, i32 3
	%1509 = extractelement <4 x i32> %1508, i32 0
	%1510 = bitcast i32 %1509 to float
	store float %1510, float* %4
	%1511 = extractelement <4 x i32> %1508, i32 1
	%1512 = bitcast i32 %1511 to float
	store float %1512, float* %5
	%1513 = extractelement <4 x i32> %1508, i32 2
	%1514 = bitcast i32 %1513 to float
	store float %1514, float* %6
	%1515 = extractelement <4 x i32> %1508, i32 3
	%1516 = bitcast i32 %1515 to float
	store float %1516, float* %7
	%1517 = extractelement <4 x i32> %1462, i32 0
	%1518 = extractelement <4 x i32> %1462, i32 1
	%1519 = load float, float* %8
	%1520 = load float, float* %9
	%1521 = load float, float* %10
	%1522 = load float, float* %11
	%1523 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1439, i32 %1440, i32 %1441, i32 %1442, i32 %1517, i32 %1518, float %1519, float %1520, float %1521, float %1522)
	%1524 = extractvalue { float, float, float, float } %1523, 0
	%1525 = bitcast float %1524 to i32
	%1526 = insertelement <4 x i32> zeroinitializer, i32 %1525, i32 0
	%1527 = extractvalue { float, float, float, float } %1523, 1
	%1528 = bitcast float %1527 to i32
	%1529 = insertelement <4 x i32> %1526, i32 %1528, i32 1
	%1530 = extractvalue { float, float, float, float } %1523, 2
	%1531 = bitcast float %1530 to i32
	%1532 = insertelement <4 x i32> %1529, i32 %1531, i32 2
	%1533 = extractvalue { float, float, float, float } %1523, 3
	%1534 = bitcast float %1533 to i32
	%1535 = insertelement <4 x i32> %1532, i32 %1534, i32 3
	%1536 = extractelement <4 x i32> %1535, i32 0
	%1537 = bitcast i32 %1536 to float
	store float %1537, float* %8
	%1538 = extractelement <4 x i32> %1535, i32 1
	%1539 = bitcast i32 %1538 to float
	store float %1539, float* %9
	%1540 = extractelement <4 x i32> %1535, i32 2
	%1541 = bitcast i32 %1540 to float
	store float %1541, float* %10
	%1542 = extractelement <4 x i32> %1535, i32 3
	%1543 = bitcast i32 %1542 to float
	store float %1543, float* %11
	%1544 = extractelement <4 x i32> %1462, i32 2
	%1545 = extractelement <4 x i32> %1462, i32 3
	%1546 = load float, float* %12
	%1547 = load float, float* %13
	%1548 = load float, float* %14
	%1549 = load float, float* %15
	%1550 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1439, i32 %1440, i32 %1441, i32 %1442, i32 %1544, i32 %1545, float %1546, float %1547, float %1548, float %1549)
	%1551 = extractvalue { float, float, float, float } %1550, 0
	%1552 = bitcast float %1551 to i32
	%1553 = insertelement <4 x i32> zeroinitializer, i32 %1552, i32 0
	%1554 = extractvalue { float, float, float, float } %1550, 1
	%1555 = bitcast float %1554 to i32
	%1556 = insertelement <4 x i32> %1553, i32 %1555, i32 1
	%1557 = extractvalue { float, float, float, float } %1550, 2
	%1558 = bitcast float %1557 to i32
	%1559 = insertelement <4 x i32> %1556, i32 %1558, i32 2
	%1560 = extractvalue { float, float, float, float } %1550, 3
	%1561 = bitcast float %1560 to i32
	%1562 = insertelement <4 x i32> %1559, i32 %1561, i32 3
	%1563 = extractelement <4 x i32> %1562, i32 0
	%1564 = bitcast i32 %1563 to float
	store float %1564, float* %12
	%1565 = extractelement <4 x i32> %1562, i32 1
	%1566 = bitcast i32 %1565 to float
	store float %1566, float* %13
	%1567 = extractelement <4 x i32> %1562, i32 2
	%1568 = bitcast i32 %1567 to float
	store float %1568, float* %14
	%1569 = extractelement <4 x i32> %1562, i32 3
	%1570 = bitcast i32 %1569 to float
	store float %1570, float* %15
	%1571 = add i32 %282, 0
	%1572 = add i32 %266, 2
	%1573 = mul i32 %1571, 32
	%1574 = and i32 %1571, 7
	%1575 = xor i32 %1572, %1574
	%1576 = shl i32 %1575, 2
	%1577 = add i32 %1573, %1576
	%1578 = sext i32 %1577 to i64
	%1579 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1578
	%1580 = ptrtoint i32 addrspace(3)* %1579 to i32
	%1581 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1580)
	%1582 = extractvalue { i32, i32, i32, i32 } %1581, 0
	%1583 = insertelement <4 x i32> zeroinitializer, i32 %1582, i32 0
	%1584 = extractvalue { i32, i32, i32, i32 } %1581, 1
	%1585 = insertelement <4 x i32> %1583, i32 %1584, i32 1
	%1586 = extractvalue { i32, i32, i32, i32 } %1581, 2
	%1587 = insertelement <4 x i32> %1585, i32 %1586, i32 2
	%1588 = extractvalue { i32, i32, i32, i32 } %1581, 3
	%1589 = insertelement <4 x i32> %1587, i32 %1588, i32 3
	%1590 = extractelement <4 x i32> %1589, i32 0
	%1591 = extractelement <4 x i32> %1589, i32 1
	%1592 = extractelement <4 x i32> %1589, i32 2
	%1593 = extractelement <4 x i32> %1589, i32 3
	%1594 = add i32 %282, 16
	%1595 = add i32 %266, 2
	%1596 = mul i32 %1594, 32
	%1597 = and i32 %1594, 7
	%1598 = xor i32 %1595, %1597
	%1599 = shl i32 %1598, 2
	%1600 = add i32 %1596, %1599
	%1601 = sext i32 %1600 to i64
	%1602 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1601
	%1603 = ptrtoint i32 addrspace(3)* %1602 to i32
	%1604 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1603)
	%1605 = extractvalue { i32, i32, i32, i32 } %1604, 0
	%1606 = insertelement <4 x i32> zeroinitializer, i32 %1605, i32 0
	%1607 = extractvalue { i32, i32, i32, i32 } %1604, 1
	%1608 = insertelement <4 x i32> %1606, i32 %1607, i32 1
	%1609 = extractvalue { i32, i32, i32, i32 } %1604, 2
	%1610 = insertelement <4 x i32> %1608, i32 %1609, i32 2
	%1611 = extractvalue { i32, i32, i32, i32 } %1604, 3
	%1612 = insertelement <4 x i32> %1610, i32 %1611, i32 3
	%1613 = extractelement <4 x i32> %1612, i32 0
	%1614 = extractelement <4 x i32> %1612, i32 1
	%1615 = extractelement <4 x i32> %1612, i32 2
	%1616 = extractelement <4 x i32> %1612, i32 3
	%1617 = add i32 %276, 16
	%1618 = add i32 %278, 0
	%1619 = mul i32 %1617, 32
	%1620 = and i32 %1617, 7
	%1621 = xor i32 %1618, %1620
	%1622 = shl i32 %1621, 2
	%1623 = add i32 %1619, %1622
	%1624 = add i32 %297, %1623
	%1625 = sext i32 %1624 to i64
	%1626 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1625
	%1627 = ptrtoint i32 addrspace(3)* %1626 to i32
	%1628 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1627)
	%1629 = extractvalue { i32, i32, i32, i32 } %1628, 0
	%1630 = insertelement <4 x i32> zeroinitializer, i32 %1629, i32 0
	%1631 = extractvalue { i32, i32, i32, i32 } %1628, 1
	%1632 = insertelement <4 x i32> %1630, i32 %1631, i32 1
	%1633 = extractvalue { i32, i32, i32, i32 } %1628, 2
	%1634 = insertelement <4 x i32> %1632, i32 %1633, i32 2
	%1635 = extractvalue { i32, i32, i32, i32 } %1628, 3
	%1636 = insertelement <4 x i32> %1634, i32 %1635, i32 3
	%1637 = extractelement <4 x i32> %1636, i32 0
	%1638 = extractelement <4 x i32> %1636, i32 1
	%1639 = load float, float* %0
	%1640 = load float, float* %1
	%1641 = load float, float* %2
	%1642 = load float, float* %3
	%1643 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1590, i32 %1591, i32 %1592, i32 %1593, i32 %1637, i32 %1638, float %1639, float %1640, float %1641, float %1642)
	%1644 = extractvalue { float, float, float, float } %1643, 0
	%1645 = bitcast float %1644 to i32
	%1646 = insertelement <4 x i32> zeroinitializer, i32 %1645, i32 0
	%1647 = extractvalue { float, float, float, float } %1643, 1
	%1648 = bitcast float %1647 to i32
	%1649 = insertelement <4 x i32> %1646, i32 %1648, i32 1
	%1650 = extractvalue { float, float, float, float } %1643, 2
	%1651 = bitcast float %1650 to i32
	%1652 = insertelement <4 x i32> %1649, i32 %1651, i32 2
	%1653 = extractvalue { float, float, float, float } %1643, 3
	%1654 = bitcast float %1653 to i32
	%1655 = insertelement <4 x i32> %1652, i32 %1654, i32 3
	%1656 = extractelement <4 x i32> %1655, i32 0
	%1657 = bitcast i32 %1656 to float
	store float %1657, float* %0
	%1658 = extractelement <4 x i32> %1655, i32 1
	%1659 = bitcast i32 %1658 to float
	store float %1659, float* %1
	%1660 = extractelement <4 x i32> %1655, i32 2
	%1661 = bitcast i32 %1660 to float
	store float %1661, float* %2
	%1662 = extractelement <4 x i32> %1655, i32 3
	%1663 = bitcast i32 %1662 to float
	store float %1663, float* %3
	%1664 = extractelement <4 x i32> %1636, i32 2
	%1665 = extractelement <4 x i32> %1636, i32 3
	%1666 = load float, float* %4
	%1667 = load float, float* %5
	%1668 = load float, float* %6
	%1669 = load float, float* %7
	%1670 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1590, i32 %1591, i32 %1592, i32 %1593, i32 %1664, i32 %1665, float %1666, float %1667, float %1668, float %1669)
	%1671 = extractvalue { float, float, float, float } %1670, 0
	%1672 = bitcast float %1671 to i32
	%1673 = insertelement <4 x i32> zeroinitializer, i32 %1672, i32 0
	%1674 = extractvalue { float, float, float, float } %1670, 1
	%1675 = bitcast float %1674 to i32
	%1676 = insertelement <4 x i32> %1673, i32 %1675, i32 1
	%1677 = extractvalue { float, float, float, float } %1670, 2
	%1678 = bitcast float %1677 to i32
	%1679 = insertelement <4 x i32> %1676, i32 %1678, i32 2
	%1680 = extractvalue { float, float, float, float } %1670, 3
	%1681 = bitcast float %1680 to i32
	%1682 = insertelement <4 x i32> %1679, i32 %1681, i32 3
	%1683 = extractelement <4 x i32> %1682, i32 0
	%1684 = bitcast i32 %1683 to float
	store float %1684, float* %4
	%1685 = extractelement <4 x i32> %1682, i32 1
	%1686 = bitcast i32 %1685 to float
	store float %1686, float* %5
	%1687 = extractelement <4 x i32> %1682, i32 2
	%1688 = bitcast i32 %1687 to float
	store float %1688, float* %6
	%1689 = extractelement <4 x i32> %1682, i32 3
	%1690 = bitcast i32 %1689 to float
	store float %1690, float* %7
	%1691 = extractelement <4 x i32> %1636, i32 0
	%1692 = extractelement <4 x i32> %1636, i32 1
	%1693 = load float, float* %8
	%1694 = load float, float* %9
	%1695 = load float, float* %10
	%1696 = load float, float* %11
	%1697 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1613, i32 %1614, i32 %1615, i32 %1616, i32 %1691, i32 %1692, float %1693, float %1694, float %1695, float %1696)
	%1698 = extractvalue { float, float, float, float } %1697, 0
	%1699 = bitcast float %1698 to i32
	%1700 = insertelement <4 x i32> zeroinitializer, i32 %1699, i32 0
	%1701 = extractvalue { float, float, float, float } %1697, 1
	%1702 = bitcast float %1701 to i32
	%1703 = insertelement <4 x i32> %1700, i32 %1702, i32 1
	%1704 = extractvalue { float, float, float, float } %1697, 2
	%1705 = bitcast float %1704 to i32
	%1706 = insertelement <4 x i32> %1703, i32 %1705, i32 2
	%1707 = extractvalue { float, float, float, float } %1697, 3
	%1708 = bitcast float %1707 to i32
	%1709 = insertelement <4 x i32> %1706, i32 %1708, i32 3
	%1710 = extractelement <4 x i32> %1709, i32 0
	%1711 = bitcast i32 %1710 to float
	store float %1711, float* %8
	%1712 = extractelement <4 x i32> %1709, i32 1
	%1713 = bitcast i32 %1712 to float
	store float %1713, float* %9
	%1714 = extractelement <4 x i32> %1709, i32 2
	%1715 = bitcast i32 %1714 to float
	store float %1715, float* %10
	%1716 = extractelement <4 x i32> %1709, i32 3
	%1717 = bitcast i32 %1716 to float
	store float %1717, float* %11
	%1718 = extractelement <4 x i32> %1636, i32 2
	%1719 = extractelement <4 x i32> %1636, i32 3
	%1720 = load float, float* %12
	%1721 = load float, float* %13
	%1722 = load float, float* %14
	%1723 = load float, float* %15
	%1724 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1613, i32 %1614, i32 %1615, i32 %1616, i32 %1718, i32 %1719, float %1720, float %1721, float %1722, float %1723)
	%1725 = extractvalue { float, float, float, float } %1724, 0
	%1726 = bitcast float %1725 to i32
	%1727 = insertelement <4 x i32> zeroinitializer, i32 %1726, i32 0
	%1728 = extractvalue { float, float, float, float } %1724, 1
	%1729 = bitcast float %1728 to i32
	%1730 = insertelement <4 x i32> %1727, i32 %1729, i32 1
	%1731 = extractvalue { float, float, float, float } %1724, 2
	%1732 = bitcast float %1731 to i32
	%1733 = insertelement <4 x i32> %1730, i32 %1732, i32 2
	%1734 = extractvalue { float, float, float, float } %1724, 3
	%1735 = bitcast float %1734 to i32
	%1736 = insertelement <4 x i32> %1733, i32 %1735, i32 3
	%1737 = extractelement <4 x i32> %1736, i32 0
	%1738 = bitcast i32 %1737 to float
	store float %1738, float* %12
	%1739 = extractelement <4 x i32> %1736, i32 1
	%1740 = bitcast i32 %1739 to float
	store float %1740, float* %13
	%1741 = extractelement <4 x i32> %1736, i32 2
	%1742 = bitcast i32 %1741 to float
	store float %1742, float* %14
	%1743 = extractelement <4 x i32> %1736, i32 3
	%1744 = bitcast i32 %1743 to float
	store float %1744, float* %15
	%1745 = add i32 %282, 0
	%1746 = add i32 %266, 4
	%1747 = mul i32 %1745, 32
	%1748 = and i32 %1745, 7
	%1749 = xor i32 %1746, %1748
	%1750 = shl i32 %1749, 2
	%1751 = add i32 %1747, %1750
	%1752 = sext i32 %1751 to i64
	%1753 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1752
	%1754 = ptrtoint i32 addrspace(3)* %1753 to i32
	%1755 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1754)
	%1756 = extractvalue { i32, i32, i32, i32 } %1755, 0
	%1757 = insertelement <4 x i32> zeroinitializer, i32 %1756, i32 0
	%1758 = extractvalue { i32, i32, i32, i32 } %1755, 1
	%1759 = insertelement <4 x i32> %1757, i32 %1758, i32 1
	%1760 = extractvalue { i32, i32, i32, i32 } %1755, 2
	%1761 = insertelement <4 x i32> %1759, i32 %1760, i32 2
	%1762 = extractvalue { i32, i32, i32, i32 } %1755, 3
	%1763 = insertelement <4 x i32> %1761, i32 %1762, i32 3
	%1764 = extractelement <4 x i32> %1763, i32 0
	%1765 = extractelement <4 x i32> %1763, i32 1
	%1766 = extractelement <4 x i32> %1763, i32 2
	%1767 = extractelement <4 x i32> %1763, i32 3
	%1768 = add i32 %282, 16
	%1769 = add i32 %266, 4
	%1770 = mul i32 %1768, 32
	%1771 = and i32 %1768, 7
	%1772 = xor i32 %1769, %1771
	%1773 = shl i32 %1772, 2
	%1774 = add i32 %1770, %1773
	%1775 = sext i32 %1774 to i64
	%1776 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1775
	%1777 = ptrtoint i32 addrspace(3)* %1776 to i32
	%1778 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1777)
	%1779 = extractvalue { i32, i32, i32, i32 } %1778, 0
	%1780 = insertelement <4 x i32> zeroinitializer, i32 %1779, i32 0
	%1781 = extractvalue { i32, i32, i32, i32 } %1778, 1
	%1782 = insertelement <4 x i32> %1780, i32 %1781, i32 1
	%1783 = extractvalue { i32, i32, i32, i32 } %1778, 2
	%1784 = insertelement <4 x i32> %1782, i32 %1783, i32 2
	%1785 = extractvalue { i32, i32, i32, i32 } %1778, 3
	%1786 = insertelement <4 x i32> %1784, i32 %1785, i32 3
	%1787 = extractelement <4 x i32> %1786, i32 0
	%1788 = extractelement <4 x i32> %1786, i32 1
	%1789 = extractelement <4 x i32> %1786, i32 2
	%1790 = extractelement <4 x i32> %1786, i32 3
	%1791 = add i32 %276, 32
	%1792 = add i32 %278, 0
	%1793 = mul i32 %1791, 32
	%1794 = and i32 %1791, 7
	%1795 = xor i32 %1792, %1794
	%1796 = shl i32 %1795, 2
	%1797 = add i32 %1793, %1796
	%1798 = add i32 %297, %1797
	%1799 = sext i32 %1798 to i64
	%1800 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1799
	%1801 = ptrtoint i32 addrspace(3)* %1800 to i32
	%1802 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1801)
	%1803 = extractvalue { i32, i32, i32, i32 } %1802, 0
	%1804 = insertelement <4 x i32> zeroinitializer, i32 %1803, i32 0
	%1805 = extractvalue { i32, i32, i32, i32 } %1802, 1
	%1806 = insertelement <4 x i32> %1804, i32 %1805, i32 1
	%1807 = extractvalue { i32, i32, i32, i32 } %1802, 2
	%1808 = insertelement <4 x i32> %1806, i32 %1807, i32 2
	%1809 = extractvalue { i32, i32, i32, i32 } %1802, 3
	%1810 = insertelement <4 x i32> %1808, i32 %1809, i32 3
	%1811 = extractelement <4 x i32> %1810, i32 0
	%1812 = extractelement <4 x i32> %1810, i32 1
	%1813 = load float, float* %0
	%1814 = load float, float* %1
	%1815 = load float, float* %2
	%1816 = load float, float* %3
	%1817 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1764, i32 %1765, i32 %1766, i32 %1767, i32 %1811, i32 %1812, float %1813, float %1814, float %1815, float %1816)
	%1818 = extractvalue { float, float, float, float } %1817, 0
	%1819 = bitcast float %1818 to i32
	%1820 = insertelement <4 x i32> zeroinitializer, i32 %1819, i32 0
	%1821 = extractvalue { float, float, float, float } %1817, 1
	%1822 = bitcast float %1821 to i32
	%1823 = insertelement <4 x i32> %1820, i32 %1822, i32 1
	%1824 = extractvalue { float, float, float, float } %1817, 2
	%1825 = bitcast float %1824 to i32
	%1826 = insertelement <4 x i32> %1823, i32 %1825, i32 2
	%1827 = extractvalue { float, float, float, float } %1817, 3
	%1828 = bitcast float %1827 to i32
	%1829 = insertelement <4 x i32> %1826, i32 %1828, i32 3
	%1830 = extractelement <4 x i32> %1829, i32 0
	%1831 = bitcast i32 %1830 to float
	store float %1831, float* %0
	%1832 = extractelement <4 x i32> %1829, i32 1
	%1833 = bitcast i32 %1832 to float
	store float %1833, float* %1
	%1834 = extractelement <4 x i32> %1829, i32 2
	%1835 = bitcast i32 %1834 to float
	store float %1835, float* %2
	%1836 = extractelement <4 x i32> %1829, i32 3
	%1837 = bitcast i32 %1836 to float
	store float %1837, float* %3
	%1838 = extractelement <4 x i32> %1810, i32 2
	%1839 = extractelement <4 x i32> %1810, i32 3
	%1840 = load float, float* %4
	%1841 = load float, float* %5
	%1842 = load float, float* %6
	%1843 = load float, float* %7
	%1844 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1764, i32 %1765, i32 %1766, i32 %1767, i32 %1838, i32 %1839, float %1840, float %1841, float %1842, float %1843)
	%1845 = extractvalue { float, float, float, float } %1844, 0
	%1846 = bitcast float %1845 to i32
	%1847 = insertelement <4 x i32> zeroinitializer, i32 %1846, i32 0
	%1848 = extractvalue { float, float, float, float } %1844, 1
	%1849 = bitcast float %1848 to i32
	%1850 = insertelement <4 x i32> %1847, i32 %1849, i32 1
	%1851 = extractvalue { float, float, float, float } %1844, 2
	%1852 = bitcast float %1851 to i32
	%1853 = insertelement <4 x i32> %1850, i32 %1852, i32 2
	%1854 = extractvalue { float, float, float, float } %1844, 3
	%1855 = bitcast float %1854 to i32
	%1856 = insertelement <4 x i32> %1853, i32 %1855, i32 3
	%1857 = extractelement <4 x i32> %1856, i32 0
	%1858 = bitcast i32 %1857 to float
	store float %1858, float* %4
	%1859 = extractelement <4 x i32> %1856, i32 1
	%1860 = bitcast i32 %1859 to float
	store float %1860, float* %5
	%1861 = extractelement <4 x i32> %1856, i32 2
	%1862 = bitcast i32 %1861 to float
	store float %1862, float* %6
	%1863 = extractelement <4 x i32> %1856, i32 3
	%1864 = bitcast i32 %1863 to float
	store float %1864, float* %7
	%1865 = extractelement <4 x i32> %1810, i32 0
	%1866 = extractelement <4 x i32> %1810, i32 1
	%1867 = load float, float* %8
	%1868 = load float, float* %9
	%1869 = load float, float* %10
	%1870 = load float, float* %11
	%1871 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1787, i32 %1788, i32 %1789, i32 %1790, i32 %1865, i32 %1866, float %1867, float %1868, float %1869, float %1870)
	%1872 = extractvalue { float, float, float, float } %1871, 0
	%1873 = bitcast float %1872 to i32
	%1874 = insertelement <4 x i32> zeroinitializer, i32 %1873, i32 0
	%1875 = extractvalue { float, float, float, float } %1871, 1
	%1876 = bitcast float %1875 to i32
	%1877 = insertelement <4 x i32> %1874, i32 %1876, i32 1
	%1878 = extractvalue { float, float, float, float } %1871, 2
	%1879 = bitcast float %1878 to i32
	%1880 = insertelement <4 x i32> %1877, i32 %1879, i32 2
	%1881 = extractvalue { float, float, float, float } %1871, 3
	%1882 = bitcast float %1881 to i32
	%1883 = insertelement <4 x i32> %1880, i32 %1882, i32 3
	%1884 = extractelement <4 x i32> %1883, i32 0
	%1885 = bitcast i32 %1884 to float
	store float %1885, float* %8
	%1886 = extractelement <4 x i32> %1883, i32 1
	%1887 = bitcast i32 %1886 to float
	store float %1887, float* %9
	%1888 = extractelement <4 x i32> %1883, i32 2
	%1889 = bitcast i32 %1888 to float
	store float %1889, float* %10
	%1890 = extractelement <4 x i32> %1883, i32 3
	%1891 = bitcast i32 %1890 to float
	store float %1891, float* %11
	%1892 = extractelement <4 x i32> %1810, i32 2
	%1893 = extractelement <4 x i32> %1810, i32 3
	%1894 = load float, float* %12
	%1895 = load float, float* %13
	%1896 = load float, float* %14
	%1897 = load float, float* %15
	%1898 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1787, i32 %1788, i32 %1789, i32 %1790, i32 %1892, i32 %1893, float %1894, float %1895, float %1896, float %1897)
	%1899 = extractvalue { float, float, float, float } %1898, 0
	%1900 = bitcast float %1899 to i32
	%1901 = insertelement <4 x i32> zeroinitializer, i32 %1900, i32 0
	%1902 = extractvalue { float, float, float, float } %1898, 1
	%1903 = bitcast float %1902 to i32
	%1904 = insertelement <4 x i32> %1901, i32 %1903, i32 1
	%1905 = extractvalue { float, float, float, float } %1898, 2
	%1906 = bitcast float %1905 to i32
	%1907 = insertelement <4 x i32> %1904, i32 %1906, i32 2
	%1908 = extractvalue { float, float, float, float } %1898, 3
	%1909 = bitcast float %1908 to i32
	%1910 = insertelement <4 x i32> %1907, i32 %1909, i32 3
	%1911 = extractelement <4 x i32> %1910, i32 0
	%1912 = bitcast i32 %1911 to float
	store float %1912, float* %12
	%1913 = extractelement <4 x i32> %1910, i32 1
	%1914 = bitcast i32 %1913 to float
	store float %1914, float* %13
	%1915 = extractelement <4 x i32> %1910, i32 2
	%1916 = bitcast i32 %1915 to float
	store float %1916, float* %14
	%1917 = extractelement <4 x i32> %1910, i32 3
	%1918 = bitcast i32 %1917 to float
	store float %1918, float* %15
	%1919 = add i32 %282, 0
	%1920 = add i32 %266, 6
	%1921 = mul i32 %1919, 32
	%1922 = and i32 %1919, 7
	%1923 = xor i32 %1920, %1922
	%1924 = shl i32 %1923, 2
	%1925 = add i32 %1921, %1924
	%1926 = sext i32 %1925 to i64
	%1927 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1926
	%1928 = ptrtoint i32 addrspace(3)* %1927 to i32
	%1929 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1928)
	%1930 = extractvalue { i32, i32, i32, i32 } %1929, 0
	%1931 = insertelement <4 x i32> zeroinitializer, i32 %1930, i32 0
	%1932 = extractvalue { i32, i32, i32, i32 } %1929, 1
	%1933 = insertelement <4 x i32> %1931, i32 %1932, i32 1
	%1934 = extractvalue { i32, i32, i32, i32 } %1929, 2
	%1935 = insertelement <4 x i32> %1933, i32 %1934, i32 2
	%1936 = extractvalue { i32, i32, i32, i32 } %1929, 3
	%1937 = insertelement <4 x i32> %1935, i32 %1936, i32 3
	%1938 = extractelement <4 x i32> %1937, i32 0
	%1939 = extractelement <4 x i32> %1937, i32 1
	%1940 = extractelement <4 x i32> %1937, i32 2
	%1941 = extractelement <4 x i32> %1937, i32 3
	%1942 = add i32 %282, 16
	%1943 = add i32 %266, 6
	%1944 = mul i32 %1942, 32
	%1945 = and i32 %1942, 7
	%1946 = xor i32 %1943, %1945
	%1947 = shl i32 %1946, 2
	%1948 = add i32 %1944, %1947
	%1949 = sext i32 %1948 to i64
	%1950 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1949
	%1951 = ptrtoint i32 addrspace(3)* %1950 to i32
	%1952 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1951)
	%1953 = extractvalue { i32, i32, i32, i32 } %1952, 0
	%1954 = insertelement <4 x i32> zeroinitializer, i32 %1953, i32 0
	%1955 = extractvalue { i32, i32, i32, i32 } %1952, 1
	%1956 = insertelement <4 x i32> %1954, i32 %1955, i32 1
	%1957 = extractvalue { i32, i32, i32, i32 } %1952, 2
	%1958 = insertelement <4 x i32> %1956, i32 %1957, i32 2
	%1959 = extractvalue { i32, i32, i32, i32 } %1952, 3
	%1960 = insertelement <4 x i32> %1958, i32 %1959, i32 3
	%1961 = extractelement <4 x i32> %1960, i32 0
	%1962 = extractelement <4 x i32> %1960, i32 1
	%1963 = extractelement <4 x i32> %1960, i32 2
	%1964 = extractelement <4 x i32> %1960, i32 3
	%1965 = add i32 %276, 48
	%1966 = add i32 %278, 0
	%1967 = mul i32 %1965, 32
	%1968 = and i32 %1965, 7
	%1969 = xor i32 %1966, %1968
	%1970 = shl i32 %1969, 2
	%1971 = add i32 %1967, %1970
	%1972 = add i32 %297, %1971
	%1973 = sext i32 %1972 to i64
	%1974 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1973
	%1975 = ptrtoint i32 addrspace(3)* %1974 to i32
	%1976 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1975)
	%1977 = extractvalue { i32, i32, i32, i32 } %1976, 0
	%1978 = insertelement <4 x i32> zeroinitializer, i32 %1977, i32 0
	%1979 = extractvalue { i32, i32, i32, i32 } %1976, 1
	%1980 = insertelement <4 x i32> %1978, i32 %1979, i32 1
	%1981 = extractvalue { i32, i32, i32, i32 } %1976, 2
	%1982 = insertelement <4 x i32> %1980, i32 %1981, i32 2
	%1983 = extractvalue { i32, i32, i32, i32 } %1976, 3
	%1984 = insertelement <4 x i32> %1982, i32 %1983, i32 3
	%1985 = extractelement <4 x i32> %1984, i32 0
	%1986 = extractelement <4 x i32> %1984, i32 1
	%1987 = load float, float* %0
	%1988 = load float, float* %1
	%1989 = load float, float* %2
	%1990 = load float, float* %3
	%1991 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1938, i32 %1939, i32 %1940, i32 %1941, i32 %1985, i32 %1986, float %1987, float %1988, float %1989, float %1990)
	%1992 = extractvalue { float, float, float, float } %1991, 0
	%1993 = bitcast float %1992 to i32
	%1994 = insertelement <4 x i32> zeroinitializer, i32 %1993, i32 0
	%1995 = extractvalue { float, float, float, float } %1991, 1
	%1996 = bitcast float %1995 to i32
	%1997 = insertelement <4 x i32> %1994, i32 %1996, i32 1
	%1998 = extractvalue { float, float, float, float } %1991, 2
	%1999 = bitcast float %1998 to i32
	%2000 = insertelement <4 x i32> %1997, i32 %1999, i32 2
	%2001 = extractvalue { float, float, float, float } %1991, 3
	%2002 = bitcast float %2001 to i32
	%2003 = insertelement <4 x i32> %2000, i32 %2002, i32 3
	%2004 = extractelement <4 x i32> %2003, i32 0
	%2005 = bitcast i32 %2004 to float
	store float %2005, float* %0
	%2006 = extractelement <4 x i32> %2003, i32 1
	%2007 = bitcast i32 %2006 to float
	store float %2007, float* %1
	%2008 = extractelement <4 x i32> %2003, i32 2
	%2009 = bitcast i32 %2008 to float
	store float %2009, float* %2
	%2010 = extractelement <4 x i32> %2003, i32 3
	%2011 = bitcast i32 %2010 to float
	store float %2011, float* %3
	%2012 = extractelement <4 x i32> %1984, i32 2
	%2013 = extractelement <4 x i32> %1984, i32 3
	%2014 = load float, float* %4
	%2015 = load float, float* %5
	%2016 = load float, float* %6
	%2017 = load float, float* %7
	%2018 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1938, i32 %1939, i32 %1940, i32 %1941, i32 %2012, i32 %2013, float %2014, float %2015, float %2016, float %2017)
	%2019 = extractvalue { float, float, float, float } %2018, 0
	%2020 = bitcast float %2019 to i32
	%2021 = insertelement <4 x i32> zeroinitializer, i32 %2020, i32 0
	%2022 = extractvalue { float, float, float, float } %2018, 1
	%2023 = bitcast float %2022 to i32
	%2024 = insertelement <4 x i32> %2021, i32 %2023, i32 1
	%2025 = extractvalue { float, float, float, float } %2018, 2
	%2026 = bitcast float %2025 to i32
	%2027 = insertelement <4 x i32> %2024, i32 %2026, i32 2
	%2028 = extractvalue { float, float, float, float } %2018, 3
	%2029 = bitcast float %2028 to i32
	%2030 = insertelement <4 x i32> %2027, i32 %2029, i32 3
	%2031 = extractelement <4 x i32> %2030, i32 0
	%2032 = bitcast i32 %2031 to float
	store float %2032, float* %4
	%2033 = extractelement <4 x i32> %2030, i32 1
	%2034 = bitcast i32 %2033 to float
	store float %2034, float* %5
	%2035 = extractelement <4 x i32> %2030, i32 2
	%2036 = bitcast i32 %2035 to float
	store float %2036, float* %6
	%2037 = extractelement <4 x i32> %2030, i32 3
	%2038 = bitcast i32 %2037 to float
	store float %2038, float* %7
	%2039 = extractelement <4 x i32> %1984, i32 0
	%2040 = extractelement <4 x i32> %1984, i32 1
	%2041 = load float, float* %8
	%2042 = load float, float* %9
	%2043 = load float, float* %10
	%2044 = load float, float* %11
	%2045 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1961, i32 %1962, i32 %1963, i32 %1964, i32 %2039, i32 %2040, float %2041, float %2042, float %2043, float %2044)
	%2046 = extractvalue { float, float, float, float } %2045, 0
	%2047 = bitcast float %2046 to i32
	%2048 = insertelement <4 x i32> zeroinitializer, i32 %2047, i32 0
	%2049 = extractvalue { float, float, float, float } %2045, 1
	%2050 = bitcast float %2049 to i32
	%2051 = insertelement <4 x i32> %2048, i32 %2050, i32 1
	%2052 = extractvalue { float, float, float, float } %2045, 2
	%2053 = bitcast float %2052 to i32
	%2054 = insertelement <4 x i32> %2051, i32 %2053, i32 2
	%2055 = extractvalue { float, float, float, float } %2045, 3
	%2056 = bitcast float %2055 to i32
	%2057 = insertelement <4 x i32> %2054, i32 %2056, i32 3
	%2058 = extractelement <4 x i32> %2057, i32 0
	%2059 = bitcast i32 %2058 to float
	store float %2059, float* %8
	%2060 = extractelement <4 x i32> %2057, i32 1
	%2061 = bitcast i32 %2060 to float
	store float %2061, float* %9
	%2062 = extractelement <4 x i32> %2057, i32 2
	%2063 = bitcast i32 %2062 to float
	store float %2063, float* %10
	%2064 = extractelement <4 x i32> %2057, i32 3
	%2065 = bitcast i32 %2064 to float
	store float %2065, float* %11
	%2066 = extractelement <4 x i32> %1984, i32 2
	%2067 = extractelement <4 x i32> %1984, i32 3
	%2068 = load float, float* %12
	%2069 = load float, float* %13
	%2070 = load float, float* %14
	%2071 = load float, float* %15
	%2072 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1961, i32 %1962, i32 %1963, i32 %1964, i32 %2066, i32 %2067, float %2068, float %2069, float %2070, float %2071)
	%2073 = extractvalue { float, float, float, float } %2072, 0
	%2074 = bitcast float %2073 to i32
	%2075 = insertelement <4 x i32> zeroinitializer, i32 %2074, i32 0
	%2076 = extractvalue { float, float, float, float } %2072, 1
	%2077 = bitcast float %2076 to i32
	%2078 = insertelement <4 x i32> %2075, i32 %2077, i32 1
	%2079 = extractvalue { float, float, float, float } %2072, 2
	%2080 = bitcast float %2079 to i32
	%2081 = insertelement <4 x i32> %2078, i32 %2080, i32 2
	%2082 = extractvalue { float, float, float, float } %2072, 3
	%2083 = bitcast float %2082 to i32
	%2084 = insertelement <4 x i32> %2081, i32 %2083, i32 3
	%2085 = extractelement <4 x i32> %2084, i32 0
	%2086 = bitcast i32 %2085 to float
	store float %2086, float* %12
	%2087 = extractelement <4 x i32> %2084, i32 1
	%2088 = bitcast i32 %2087 to float
	store float %2088, float* %13
	%2089 = extractelement <4 x i32> %2084, i32 2
	%2090 = bitcast i32 %2089 to float
	store float %2090, float* %14
	%2091 = extractelement <4 x i32> %2084, i32 3
	%2092 = bitcast i32 %2091 to float
	store float %2092, float* %15
	%2093 = add i32 %291, 64
	br label %loop6

then15:
	%2094 = mul i32 %25, 64
	%2095 = add i32 %2094, %287
	%2096 = sext i32 %2095 to i64
	%2097 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2096
	store float %303, float addrspace(3)* %2097
	%2098 = mul i32 %25, 64
	%2099 = add i32 %2098, %290
	%2100 = sext i32 %2099 to i64
	%2101 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2100
	store float %308, float addrspace(3)* %2101
	br label %join16

join16:
	call void @llvm.nvvm.barrier0()
	%2102 = mul i32 %31, 64
	%2103 = add i32 %2102, %55
	%2104 = mul i32 %2103, 72
	%2105 = add i32 %284, 0
	%2106 = mul i32 %27, 16
	%2107 = add i32 %2106, 0
	%2108 = mul i32 %29, 2
	%2109 = add i32 %2107, %2108
	%2110 = mul i32 %2105, 72
	%2111 = add i32 %2110, %2109
	%2112 = add i32 %2104, %2111
	%2113 = load float, float* %0
	%2114 = sext i32 %2112 to i64
	%2115 = getelementptr float, float addrspace(1)* %part, i64 %2114
	store float %2113, float addrspace(1)* %2115
	%2116 = add i32 %284, 0
	%2117 = mul i32 %27, 16
	%2118 = add i32 %2117, 1
	%2119 = mul i32 %29, 2
	%2120 = add i32 %2118, %2119
	%2121 = mul i32 %2116, 72
	%2122 = add i32 %2121, %2120
	%2123 = add i32 %2104, %2122
	%2124 = load float, float* %1
	%2125 = sext i32 %2123 to i64
	%2126 = getelementptr float, float addrspace(1)* %part, i64 %2125
	store float %2124, float addrspace(1)* %2126
	%2127 = add i32 %284, 8
	%2128 = mul i32 %27, 16
	%2129 = add i32 %2128, 0
	%2130 = mul i32 %29, 2
	%2131 = add i32 %2129, %2130
	%2132 = mul i32 %2127, 72
	%2133 = add i32 %2132, %2131
	%2134 = add i32 %2104, %2133
	%2135 = load float, float* %2
	%2136 = sext i32 %2134 to i64
	%2137 = getelementptr float, float addrspace(1)* %part, i64 %2136
	store float %2135, float addrspace(1)* %2137
	%2138 = add i32 %284, 8
	%2139 = mul i32 %27, 16
	%2140 = add i32 %2139, 1
	%2141 = mul i32 %29, 2
	%2142 = add i32 %2140, %2141
	%2143 = mul i32 %2138, 72
	%2144 = add i32 %2143, %2142
	%2145 = add i32 %2104, %2144
	%2146 = load float, float* %3
	%2147 = sext i32 %2145 to i64
	%2148 = getelementptr float, float addrspace(1)* %part, i64 %2147
	store float %2146, float addrspace(1)* %2148
	%2149 = add i32 %284, 0
	%2150 = mul i32 %27, 16
	%2151 = add i32 %2150, 8
	%2152 = mul i32 %29, 2
	%2153 = add i32 %2151, %2152
	%2154 = mul i32 %2149, 72
	%2155 = add i32 %2154, %2153
	%2156 = add i32 %2104, %2155
	%2157 = load float, float* %4
	%2158 = sext i32 %2156 to i64
	%2159 = getelementptr float, float addrspace(1)* %part, i64 %2158
	store float %2157, float addrspace(1)* %2159
	%2160 = add i32 %284, 0
	%2161 = mul i32 %27, 16
	%2162 = add i32 %2161, 9
	%2163 = mul i32 %29, 2
	%2164 = add i32 %2162, %2163
	%2165 = mul i32 %2160, 72
	%2166 = add i32 %2165, %2164
	%2167 = add i32 %2104, %2166
	%2168 = load float, float* %5
	%2169 = sext i32 %2167 to i64
	%2170 = getelementptr float, float addrspace(1)* %part, i64 %2169
	store float %2168, float addrspace(1)* %2170
	%2171 = add i32 %284, 8
	%2172 = mul i32 %27, 16
	%2173 = add i32 %2172, 8
	%2174 = mul i32 %29, 2
	%2175 = add i32 %2173, %2174
	%2176 = mul i32 %2171, 72
	%2177 = add i32 %2176, %2175
	%2178 = add i32 %2104, %2177
	%2179 = load float, float* %6
	%2180 = sext i32 %2178 to i64
	%2181 = getelementptr float, float addrspace(1)* %part, i64 %2180
	store float %2179, float addrspace(1)* %2181
	%2182 = add i32 %284, 8
	%2183 = mul i32 %27, 16
	%2184 = add i32 %2183, 9
	%2185 = mul i32 %29, 2
	%2186 = add i32 %2184, %2185
	%2187 = mul i32 %2182, 72
	%2188 = add i32 %2187, %2186
	%2189 = add i32 %2104, %2188
	%2190 = load float, float* %7
	%2191 = sext i32 %2189 to i64
	%2192 = getelementptr float, float addrspace(1)* %part, i64 %2191
	store float %2190, float addrspace(1)* %2192
	%2193 = add i32 %284, 16
	%2194 = mul i32 %27, 16
	%2195 = add i32 %2194, 0
	%2196 = mul i32 %29, 2
	%2197 = add i32 %2195, %2196
	%2198 = mul i32 %2193, 72
	%2199 = add i32 %2198, %2197
	%2200 = add i32 %2104, %2199
	%2201 = load float, float* %8
	%2202 = sext i32 %2200 to i64
	%2203 = getelementptr float, float addrspace(1)* %part, i64 %2202
	store float %2201, float addrspace(1)* %2203
	%2204 = add i32 %284, 16
	%2205 = mul i32 %27, 16
	%2206 = add i32 %2205, 1
	%2207 = mul i32 %29, 2
	%2208 = add i32 %2206, %2207
	%2209 = mul i32 %2204, 72
	%2210 = add i32 %2209, %2208
	%2211 = add i32 %2104, %2210
	%2212 = load float, float* %9
	%2213 = sext i32 %2211 to i64
	%2214 = getelementptr float, float addrspace(1)* %part, i64 %2213
	store float %2212, float addrspace(1)* %2214
	%2215 = add i32 %284, 24
	%2216 = mul i32 %27, 16
	%2217 = add i32 %2216, 0
	%2218 = mul i32 %29, 2
	%2219 = add i32 %2217, %2218
	%2220 = mul i32 %2215, 72
	%2221 = add i32 %2220, %2219
	%2222 = add i32 %2104, %2221
	%2223 = load float, float* %10
	%2224 = sext i32 %2222 to i64
	%2225 = getelementptr float, float addrspace(1)* %part, i64 %2224
	store float %2223, float addrspace(1)* %2225
	%2226 = add i32 %284, 24
	%2227 = mul i32 %27, 16
	%2228 = add i32 %2227, 1
	%2229 = mul i32 %29, 2
	%2230 = add i32 %2228, %2229
	%2231 = mul i32 %2226, 72
	%2232 = add i32 %2231, %2230
	%2233 = add i32 %2104, %2232
	%2234 = load float, float* %11
	%2235 = sext i32 %2233 to i64
	%2236 = getelementptr float, float addrspace(1)* %part, i64 %2235
	store float %2234, float addrspace(1)* %2236
	%2237 = add i32 %284, 16
	%2238 = mul i32 %27, 16
	%2239 = add i32 %2238, 8
	%2240 = mul i32 %29, 2
	%2241 = add i32 %2239, %2240
	%2242 = mul i32 %2237, 72
	%2243 = add i32 %2242, %2241
	%2244 = add i32 %2104, %2243
	%2245 = load float, float* %12
	%2246 = sext i32 %2244 to i64
	%2247 = getelementptr float, float addrspace(1)* %part, i64 %2246
	store float %2245, float addrspace(1)* %2247
	%2248 = add i32 %284, 16
	%2249 = mul i32 %27, 16
	%2250 = add i32 %2249, 9
	%2251 = mul i32 %29, 2
	%2252 = add i32 %2250, %2251
	%2253 = mul i32 %2248, 72
	%2254 = add i32 %2253, %2252
	%2255 = add i32 %2104, %2254
	%2256 = load float, float* %13
	%2257 = sext i32 %2255 to i64
	%2258 = getelementptr float, float addrspace(1)* %part, i64 %2257
	store float %2256, float addrspace(1)* %2258
	%2259 = add i32 %284, 24
	%2260 = mul i32 %27, 16
	%2261 = add i32 %2260, 8
	%2262 = mul i32 %29, 2
	%2263 = add i32 %2261, %2262
	%2264 = mul i32 %2259, 72
	%2265 = add i32 %2264, %2263
	%2266 = add i32 %2104, %2265
	%2267 = load float, float* %14
	%2268 = sext i32 %2266 to i64
	%2269 = getelementptr float, float addrspace(1)* %part, i64 %2268
	store float %2267, float addrspace(1)* %2269
	%2270 = add i32 %284, 24
	%2271 = mul i32 %27, 16
	%2272 = add i32 %2271, 9
	%2273 = mul i32 %29, 2
	%2274 = add i32 %2272, %2273
	%2275 = mul i32 %2270, 72
	%2276 = add i32 %2275, %2274
	%2277 = add i32 %2104, %2276
	%2278 = load float, float* %15
	%2279 = sext i32 %2277 to i64
	%2280 = getelementptr float, float addrspace(1)* %part, i64 %2279
	store float %2278, float addrspace(1)* %2280
	%2281 = icmp eq i32 %29, 0
	%2282 = icmp eq i32 %25, 0
	%2283 = and i1 %2281, %2282
	br i1 %2283, label %then17, label %join18

then17:
	%2284 = mul i32 %287, 72
	%2285 = add i32 %2104, %2284
	%2286 = add i32 %2285, 64
	%2287 = load float, float* %16
	%2288 = sext i32 %2286 to i64
	%2289 = getelementptr float, float addrspace(1)* %part, i64 %2288
	store float %2287, float addrspace(1)* %2289
	%2290 = add i32 %2285, 65
	%2291 = sext i32 %287 to i64
	%2292 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2291
	%2293 = load float, float addrspace(3)* %2292
	%2294 = add i32 %287, 64
	%2295 = sext i32 %2294 to i64
	%2296 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2295
	%2297 = load float, float addrspace(3)* %2296
	%2298 = fadd float %2293, %2297
	%2299 = sext i32 %2290 to i64
	%2300 = getelementptr float, float addrspace(1)* %part, i64 %2299
	store float %2298, float addrspace(1)* %2300
	%2301 = mul i32 %290, 72
	%2302 = add i32 %2104, %2301
	%2303 = add i32 %2302, 64
	%2304 = load float, float* %17
	%2305 = sext i32 %2303 to i64
	%2306 = getelementptr float, float addrspace(1)* %part, i64 %2305
	store float %2304, float addrspace(1)* %2306
	%2307 = add i32 %2302, 65
	%2308 = sext i32 %290 to i64
	%2309 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2308
	%2310 = load float, float addrspace(3)* %2309
	%2311 = add i32 %290, 64
	%2312 = sext i32 %2311 to i64
	%2313 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2312
	%2314 = load float, float addrspace(3)* %2313
	%2315 = fadd float %2310, %2314
	%2316 = sext i32 %2307 to i64
	%2317 = getelementptr float, float addrspace(1)* %part, i64 %2316
	store float %2315, float addrspace(1)* %2317
	br label %join18

join18:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare float @llvm.nvvm.ex2.approx.ftz.f(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
