target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55 = internal addrspace(3) global [2048 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56 = internal addrspace(3) global [4096 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57 = internal addrspace(3) global [2048 x i32] undef, align 128
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58 = internal addrspace(3) global [128 x float] undef, align 16
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59 = internal addrspace(3) global [64 x float] undef, align 16
@mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60 = internal addrspace(3) global [128 x float] undef, align 16

define ptx_kernel void @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa(float addrspace(1)* %part, i16 addrspace(1)* %qabs, i16 addrspace(1)* %q, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
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
	%45 = add i32 %44, 63
	%46 = sdiv i32 %45, 64
	%47 = mul i32 %46, 64
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
	%112 = phi i32 [ %20, %then1 ], [ %156, %body4 ]
	%113 = icmp slt i32 %112, 512
	br i1 %113, label %body4, label %done5

body4:
	%114 = add i32 %112, 0
	%115 = sdiv i32 %114, 8
	%116 = srem i32 %114, 8
	%117 = mul i32 %32, 64
	%118 = add i32 %55, %115
	%119 = add i32 %117, %118
	%120 = mul i32 %119, 64
	%121 = shl i32 %116, 3
	%122 = add i32 %120, %121
	%123 = sext i32 %122 to i64
	%124 = getelementptr i16, i16 addrspace(1)* %qabs, i64 %123
	%125 = bitcast i16 addrspace(1)* %124 to <4 x i32> addrspace(1)*
	%126 = load <4 x i32>, <4 x i32> addrspace(1)* %125, align 16, !invariant.load !0
	%127 = add i32 %112, 256
	%128 = sdiv i32 %127, 8
	%129 = srem i32 %127, 8
	%130 = mul i32 %32, 64
	%131 = add i32 %55, %128
	%132 = add i32 %130, %131
	%133 = mul i32 %132, 64
	%134 = shl i32 %129, 3
	%135 = add i32 %133, %134
	%136 = sext i32 %135 to i64
	%137 = getelementptr i16, i16 addrspace(1)* %qabs, i64 %136
	%138 = bitcast i16 addrspace(1)* %137 to <4 x i32> addrspace(1)*
	%139 = load <4 x i32>, <4 x i32> addrspace(1)* %138, align 16, !invariant.load !0
	%140 = mul i32 %115, 32
	%141 = and i32 %115, 7
	%142 = xor i32 %116, %141
	%143 = shl i32 %142, 2
	%144 = add i32 %140, %143
	%145 = sext i32 %144 to i64
	%146 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %145
	%147 = bitcast i32 addrspace(3)* %146 to <4 x i32> addrspace(3)*
	store <4 x i32> %126, <4 x i32> addrspace(3)* %147, align 16
	%148 = mul i32 %128, 32
	%149 = and i32 %128, 7
	%150 = xor i32 %129, %149
	%151 = shl i32 %150, 2
	%152 = add i32 %148, %151
	%153 = sext i32 %152 to i64
	%154 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %153
	%155 = bitcast i32 addrspace(3)* %154 to <4 x i32> addrspace(3)*
	store <4 x i32> %139, <4 x i32> addrspace(3)* %155, align 16
	%156 = add i32 %112, 512
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
	%157 = and i32 %22, 7
	%158 = lshr i32 %22, 3
	%159 = and i32 %158, 1
	%160 = lshr i32 %22, 4
	%161 = mul i32 %24, 16
	%162 = add i32 %161, %157
	%163 = mul i32 %159, 8
	%164 = add i32 %162, %163
	%165 = mul i32 %25, 32
	%166 = add i32 %165, %157
	%167 = mul i32 %160, 8
	%168 = add i32 %166, %167
	%169 = mul i32 %159, 8
	%170 = add i32 %157, %169
	%171 = mul i32 %27, 2
	%172 = add i32 %171, %160
	%173 = mul i32 %26, 32
	%174 = add i32 %173, %157
	%175 = mul i32 %159, 8
	%176 = add i32 %174, %175
	%177 = mul i32 %26, 32
	%178 = add i32 %177, %28
	%179 = mul i32 %24, 16
	%180 = add i32 %28, 0
	%181 = add i32 %179, %180
	%182 = mul i32 %24, 16
	%183 = add i32 %28, 8
	%184 = add i32 %182, %183
	br label %loop6

loop6:
	%185 = phi i32 [ %48, %done5 ], [ %1987, %join14 ]
	%186 = icmp slt i32 %185, %51
	br i1 %186, label %body7, label %done8

body7:
	%187 = add i32 %185, 64
	call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%188 = sub i32 %185, %48
	%189 = sdiv i32 %188, 64
	%190 = and i32 %189, 1
	%191 = mul i32 %190, 2048
	%192 = icmp slt i32 %187, %51
	br i1 %192, label %then9, label %join10

done8:
	%193 = load float, float* %18
	%194 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %193, i32 1, i32 31)
	%195 = fadd float %193, %194
	%196 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %195, i32 2, i32 31)
	%197 = fadd float %195, %196
	%198 = load float, float* %19
	%199 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %198, i32 1, i32 31)
	%200 = fadd float %198, %199
	%201 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %200, i32 2, i32 31)
	%202 = fadd float %200, %201
	%203 = icmp eq i32 %29, 0
	br i1 %203, label %then15, label %join16

then9:
	%204 = sub i32 2048, %191
	%205 = add i32 %53, 0
	%206 = add i32 %187, %205
	%207 = icmp slt i32 %206, %51
	%208 = select i1 %207, i32 %206, i32 %48
	%209 = mul i32 %36, %max_blocks
	%210 = sdiv i32 %208, %block_size
	%211 = add i32 %209, %210
	%212 = sext i32 %211 to i64
	%213 = getelementptr i32, i32 addrspace(1)* %table, i64 %212
	%214 = load i32, i32 addrspace(1)* %213
	%215 = mul i32 %214, %block_size
	%216 = srem i32 %208, %block_size
	%217 = add i32 %215, %216
	%218 = mul i32 %217, 64
	%219 = add i32 %52, 0
	%220 = mul i32 %205, 32
	%221 = and i32 %205, 7
	%222 = xor i32 %219, %221
	%223 = shl i32 %222, 2
	%224 = add i32 %220, %223
	%225 = add i32 %204, %224
	%226 = shl i32 %219, 3
	%227 = add i32 %218, %226
	%228 = sext i32 %225 to i64
	%229 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %228
	%230 = ptrtoint i32 addrspace(3)* %229 to i32
	%231 = sext i32 %227 to i64
	%232 = getelementptr i16, i16 addrspace(1)* %pool, i64 %231
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %230, i16 addrspace(1)* %232)
	%233 = add i32 %53, 32
	%234 = add i32 %187, %233
	%235 = icmp slt i32 %234, %51
	%236 = select i1 %235, i32 %234, i32 %48
	%237 = mul i32 %36, %max_blocks
	%238 = sdiv i32 %236, %block_size
	%239 = add i32 %237, %238
	%240 = sext i32 %239 to i64
	%241 = getelementptr i32, i32 addrspace(1)* %table, i64 %240
	%242 = load i32, i32 addrspace(1)* %241
	%243 = mul i32 %242, %block_size
	%244 = srem i32 %236, %block_size
	%245 = add i32 %243, %244
	%246 = mul i32 %245, 64
	%247 = add i32 %52, 0
	%248 = mul i32 %233, 32
	%249 = and i32 %233, 7
	%250 = xor i32 %247, %249
	%251 = shl i32 %250, 2
	%252 = add i32 %248, %251
	%253 = add i32 %204, %252
	%254 = shl i32 %247, 3
	%255 = add i32 %246, %254
	%256 = sext i32 %253 to i64
	%257 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %256
	%258 = ptrtoint i32 addrspace(3)* %257 to i32
	%259 = sext i32 %255 to i64
	%260 = getelementptr i16, i16 addrspace(1)* %pool, i64 %259
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %258, i16 addrspace(1)* %260)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %join10

join10:
	%261 = add i32 %160, 0
	%262 = mul i32 %164, 32
	%263 = and i32 %164, 7
	%264 = xor i32 %261, %263
	%265 = shl i32 %264, 2
	%266 = add i32 %262, %265
	%267 = sext i32 %266 to i64
	%268 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %267
	%269 = ptrtoint i32 addrspace(3)* %268 to i32
	%270 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %269) convergent
	%271 = extractvalue { i32, i32, i32, i32 } %270, 0
	%272 = insertelement <4 x i32> zeroinitializer, i32 %271, i32 0
	%273 = extractvalue { i32, i32, i32, i32 } %270, 1
	%274 = insertelement <4 x i32> %272, i32 %273, i32 1
	%275 = extractvalue { i32, i32, i32, i32 } %270, 2
	%276 = insertelement <4 x i32> %274, i32 %275, i32 2
	%277 = extractvalue { i32, i32, i32, i32 } %270, 3
	%278 = insertelement <4 x i32> %276, i32 %277, i32 3
	%279 = extractelement <4 x i32> %278, i32 0
	%280 = extractelement <4 x i32> %278, i32 1
	%281 = extractelement <4 x i32> %278, i32 2
	%282 = extractelement <4 x i32> %278, i32 3
	%283 = add i32 %168, 0
	%284 = add i32 %159, 0
	%285 = mul i32 %283, 32
	%286 = and i32 %283, 7
	%287 = xor i32 %284, %286
	%288 = shl i32 %287, 2
	%289 = add i32 %285, %288
	%290 = add i32 %191, %289
	%291 = sext i32 %290 to i64
	%292 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %291
	%293 = ptrtoint i32 addrspace(3)* %292 to i32
	%294 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %293) convergent
	%295 = extractvalue { i32, i32, i32, i32 } %294, 0
	%296 = insertelement <4 x i32> zeroinitializer, i32 %295, i32 0
	%297 = extractvalue { i32, i32, i32, i32 } %294, 1
	%298 = insertelement <4 x i32> %296, i32 %297, i32 1
	%299 = extractvalue { i32, i32, i32, i32 } %294, 2
	%300 = insertelement <4 x i32> %298, i32 %299, i32 2
	%301 = extractvalue { i32, i32, i32, i32 } %294, 3
	%302 = insertelement <4 x i32> %300, i32 %301, i32 3
	%303 = extractelement <4 x i32> %302, i32 0
	%304 = extractelement <4 x i32> %302, i32 1
	%305 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %279, i32 %280, i32 %281, i32 %282, i32 %303, i32 %304, float 0.0, float 0.0, float 0.0, float 0.0)
	%306 = extractvalue { float, float, float, float } %305, 0
	%307 = bitcast float %306 to i32
	%308 = insertelement <4 x i32> zeroinitializer, i32 %307, i32 0
	%309 = extractvalue { float, float, float, float } %305, 1
	%310 = bitcast float %309 to i32
	%311 = insertelement <4 x i32> %308, i32 %310, i32 1
	%312 = extractvalue { float, float, float, float } %305, 2
	%313 = bitcast float %312 to i32
	%314 = insertelement <4 x i32> %311, i32 %313, i32 2
	%315 = extractvalue { float, float, float, float } %305, 3
	%316 = bitcast float %315 to i32
	%317 = insertelement <4 x i32> %314, i32 %316, i32 3
	%318 = extractelement <4 x i32> %317, i32 0
	%319 = bitcast i32 %318 to float
	%320 = extractelement <4 x i32> %317, i32 1
	%321 = bitcast i32 %320 to float
	%322 = extractelement <4 x i32> %317, i32 2
	%323 = bitcast i32 %322 to float
	%324 = extractelement <4 x i32> %317, i32 3
	%325 = bitcast i32 %324 to float
	%326 = extractelement <4 x i32> %302, i32 2
	%327 = extractelement <4 x i32> %302, i32 3
	%328 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %279, i32 %280, i32 %281, i32 %282, i32 %326, i32 %327, float 0.0, float 0.0, float 0.0, float 0.0)
	%329 = extractvalue { float, float, float, float } %328, 0
	%330 = bitcast float %329 to i32
	%331 = insertelement <4 x i32> zeroinitializer, i32 %330, i32 0
	%332 = extractvalue { float, float, float, float } %328, 1
	%333 = bitcast float %332 to i32
	%334 = insertelement <4 x i32> %331, i32 %333, i32 1
	%335 = extractvalue { float, float, float, float } %328, 2
	%336 = bitcast float %335 to i32
	%337 = insertelement <4 x i32> %334, i32 %336, i32 2
	%338 = extractvalue { float, float, float, float } %328, 3
	%339 = bitcast float %338 to i32
	%340 = insertelement <4 x i32> %337, i32 %339, i32 3
	%341 = extractelement <4 x i32> %340, i32 0
	%342 = bitcast i32 %341 to float
	%343 = extractelement <4 x i32> %340, i32 1
	%344 = bitcast i32 %343 to float
	%345 = extractelement <4 x i32> %340, i32 2
	%346 = bitcast i32 %345 to float
	%347 = extractelement <4 x i32> %340, i32 3
	%348 = bitcast i32 %347 to float
	%349 = add i32 %168, 16
	%350 = add i32 %159, 0
	%351 = mul i32 %349, 32
	%352 = and i32 %349, 7
	%353 = xor i32 %350, %352
	%354 = shl i32 %353, 2
	%355 = add i32 %351, %354
	%356 = add i32 %191, %355
	%357 = sext i32 %356 to i64
	%358 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %357
	%359 = ptrtoint i32 addrspace(3)* %358 to i32
	%360 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %359) convergent
	%361 = extractvalue { i32, i32, i32, i32 } %360, 0
	%362 = insertelement <4 x i32> zeroinitializer, i32 %361, i32 0
	%363 = extractvalue { i32, i32, i32, i32 } %360, 1
	%364 = insertelement <4 x i32> %362, i32 %363, i32 1
	%365 = extractvalue { i32, i32, i32, i32 } %360, 2
	%366 = insertelement <4 x i32> %364, i32 %365, i32 2
	%367 = extractvalue { i32, i32, i32, i32 } %360, 3
	%368 = insertelement <4 x i32> %366, i32 %367, i32 3
	%369 = extractelement <4 x i32> %368, i32 0
	%370 = extractelement <4 x i32> %368, i32 1
	%371 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %279, i32 %280, i32 %281, i32 %282, i32 %369, i32 %370, float 0.0, float 0.0, float 0.0, float 0.0)
	%372 = extractvalue { float, float, float, float } %371, 0
	%373 = bitcast float %372 to i32
	%374 = insertelement <4 x i32> zeroinitializer, i32 %373, i32 0
	%375 = extractvalue { float, float, float, float } %371, 1
	%376 = bitcast float %375 to i32
	%377 = insertelement <4 x i32> %374, i32 %376, i32 1
	%378 = extractvalue { float, float, float, float } %371, 2
	%379 = bitcast float %378 to i32
	%380 = insertelement <4 x i32> %377, i32 %379, i32 2
	%381 = extractvalue { float, float, float, float } %371, 3
	%382 = bitcast float %381 to i32
	%383 = insertelement <4 x i32> %380, i32 %382, i32 3
	%384 = extractelement <4 x i32> %383, i32 0
	%385 = bitcast i32 %384 to float
	%386 = extractelement <4 x i32> %383, i32 1
	%387 = bitcast i32 %386 to float
	%388 = extractelement <4 x i32> %383, i32 2
	%389 = bitcast i32 %388 to float
	%390 = extractelement <4 x i32> %383, i32 3
	%391 = bitcast i32 %390 to float
	%392 = extractelement <4 x i32> %368, i32 2
	%393 = extractelement <4 x i32> %368, i32 3
	%394 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %279, i32 %280, i32 %281, i32 %282, i32 %392, i32 %393, float 0.0, float 0.0, float 0.0, float 0.0)
	%395 = extractvalue { float, float, float, float } %394, 0
	%396 = bitcast float %395 to i32
	%397 = insertelement <4 x i32> zeroinitializer, i32 %396, i32 0
	%398 = extractvalue { float, float, float, float } %394, 1
	%399 = bitcast float %398 to i32
	%400 = insertelement <4 x i32> %397, i32 %399, i32 1
	%401 = extractvalue { float, float, float, float } %394, 2
	%402 = bitcast float %401 to i32
	%403 = insertelement <4 x i32> %400, i32 %402, i32 2
	%404 = extractvalue { float, float, float, float } %394, 3
	%405 = bitcast float %404 to i32
	%406 = insertelement <4 x i32> %403, i32 %405, i32 3
	%407 = extractelement <4 x i32> %406, i32 0
	%408 = bitcast i32 %407 to float
	%409 = extractelement <4 x i32> %406, i32 1
	%410 = bitcast i32 %409 to float
	%411 = extractelement <4 x i32> %406, i32 2
	%412 = bitcast i32 %411 to float
	%413 = extractelement <4 x i32> %406, i32 3
	%414 = bitcast i32 %413 to float
	%415 = add i32 %160, 2
	%416 = mul i32 %164, 32
	%417 = and i32 %164, 7
	%418 = xor i32 %415, %417
	%419 = shl i32 %418, 2
	%420 = add i32 %416, %419
	%421 = sext i32 %420 to i64
	%422 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %421
	%423 = ptrtoint i32 addrspace(3)* %422 to i32
	%424 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %423) convergent
	%425 = extractvalue { i32, i32, i32, i32 } %424, 0
	%426 = insertelement <4 x i32> zeroinitializer, i32 %425, i32 0
	%427 = extractvalue { i32, i32, i32, i32 } %424, 1
	%428 = insertelement <4 x i32> %426, i32 %427, i32 1
	%429 = extractvalue { i32, i32, i32, i32 } %424, 2
	%430 = insertelement <4 x i32> %428, i32 %429, i32 2
	%431 = extractvalue { i32, i32, i32, i32 } %424, 3
	%432 = insertelement <4 x i32> %430, i32 %431, i32 3
	%433 = extractelement <4 x i32> %432, i32 0
	%434 = extractelement <4 x i32> %432, i32 1
	%435 = extractelement <4 x i32> %432, i32 2
	%436 = extractelement <4 x i32> %432, i32 3
	%437 = add i32 %168, 0
	%438 = add i32 %159, 2
	%439 = mul i32 %437, 32
	%440 = and i32 %437, 7
	%441 = xor i32 %438, %440
	%442 = shl i32 %441, 2
	%443 = add i32 %439, %442
	%444 = add i32 %191, %443
	%445 = sext i32 %444 to i64
	%446 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %445
	%447 = ptrtoint i32 addrspace(3)* %446 to i32
	%448 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %447) convergent
	%449 = extractvalue { i32, i32, i32, i32 } %448, 0
	%450 = insertelement <4 x i32> zeroinitializer, i32 %449, i32 0
	%451 = extractvalue { i32, i32, i32, i32 } %448, 1
	%452 = insertelement <4 x i32> %450, i32 %451, i32 1
	%453 = extractvalue { i32, i32, i32, i32 } %448, 2
	%454 = insertelement <4 x i32> %452, i32 %453, i32 2
	%455 = extractvalue { i32, i32, i32, i32 } %448, 3
	%456 = insertelement <4 x i32> %454, i32 %455, i32 3
	%457 = extractelement <4 x i32> %456, i32 0
	%458 = extractelement <4 x i32> %456, i32 1
	%459 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %433, i32 %434, i32 %435, i32 %436, i32 %457, i32 %458, float %319, float %321, float %323, float %325)
	%460 = extractvalue { float, float, float, float } %459, 0
	%461 = bitcast float %460 to i32
	%462 = insertelement <4 x i32> zeroinitializer, i32 %461, i32 0
	%463 = extractvalue { float, float, float, float } %459, 1
	%464 = bitcast float %463 to i32
	%465 = insertelement <4 x i32> %462, i32 %464, i32 1
	%466 = extractvalue { float, float, float, float } %459, 2
	%467 = bitcast float %466 to i32
	%468 = insertelement <4 x i32> %465, i32 %467, i32 2
	%469 = extractvalue { float, float, float, float } %459, 3
	%470 = bitcast float %469 to i32
	%471 = insertelement <4 x i32> %468, i32 %470, i32 3
	%472 = extractelement <4 x i32> %471, i32 0
	%473 = bitcast i32 %472 to float
	%474 = extractelement <4 x i32> %471, i32 1
	%475 = bitcast i32 %474 to float
	%476 = extractelement <4 x i32> %471, i32 2
	%477 = bitcast i32 %476 to float
	%478 = extractelement <4 x i32> %471, i32 3
	%479 = bitcast i32 %478 to float
	%480 = extractelement <4 x i32> %456, i32 2
	%481 = extractelement <4 x i32> %456, i32 3
	%482 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %433, i32 %434, i32 %435, i32 %436, i32 %480, i32 %481, float %342, float %344, float %346, float %348)
	%483 = extractvalue { float, float, float, float } %482, 0
	%484 = bitcast float %483 to i32
	%485 = insertelement <4 x i32> zeroinitializer, i32 %484, i32 0
	%486 = extractvalue { float, float, float, float } %482, 1
	%487 = bitcast float %486 to i32
	%488 = insertelement <4 x i32> %485, i32 %487, i32 1
	%489 = extractvalue { float, float, float, float } %482, 2
	%490 = bitcast float %489 to i32
	%491 = insertelement <4 x i32> %488, i32 %490, i32 2
	%492 = extractvalue { float, float, float, float } %482, 3
	%493 = bitcast float %492 to i32
	%494 = insertelement <4 x i32> %491, i32 %493, i32 3
	%495 = extractelement <4 x i32> %494, i32 0
	%496 = bitcast i32 %495 to float
	%497 = extractelement <4 x i32> %494, i32 1
	%498 = bitcast i32 %497 to float
	%499 = extractelement <4 x i32> %494, i32 2
	%500 = bitcast i32 %499 to float
	%501 = extractelement <4 x i32> %494, i32 3
	%502 = bitcast i32 %501 to float
	%503 = add i32 %168, 16
	%504 = add i32 %159, 2
	%505 = mul i32 %503, 32
	%506 = and i32 %503, 7
	%507 = xor i32 %504, %506
	%508 = shl i32 %507, 2
	%509 = add i32 %505, %508
	%510 = add i32 %191, %509
	%511 = sext i32 %510 to i64
	%512 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %511
	%513 = ptrtoint i32 addrspace(3)* %512 to i32
	%514 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %513) convergent
	%515 = extractvalue { i32, i32, i32, i32 } %514, 0
	%516 = insertelement <4 x i32> zeroinitializer, i32 %515, i32 0
	%517 = extractvalue { i32, i32, i32, i32 } %514, 1
	%518 = insertelement <4 x i32> %516, i32 %517, i32 1
	%519 = extractvalue { i32, i32, i32, i32 } %514, 2
	%520 = insertelement <4 x i32> %518, i32 %519, i32 2
	%521 = extractvalue { i32, i32, i32, i32 } %514, 3
	%522 = insertelement <4 x i32> %520, i32 %521, i32 3
	%523 = extractelement <4 x i32> %522, i32 0
	%524 = extractelement <4 x i32> %522, i32 1
	%525 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %433, i32 %434, i32 %435, i32 %436, i32 %523, i32 %524, float %385, float %387, float %389, float %391)
	%526 = extractvalue { float, float, float, float } %525, 0
	%527 = bitcast float %526 to i32
	%528 = insertelement <4 x i32> zeroinitializer, i32 %527, i32 0
	%529 = extractvalue { float, float, float, float } %525, 1
	%530 = bitcast float %529 to i32
	%531 = insertelement <4 x i32> %528, i32 %530, i32 1
	%532 = extractvalue { float, float, float, float } %525, 2
	%533 = bitcast float %532 to i32
	%534 = insertelement <4 x i32> %531, i32 %533, i32 2
	%535 = extractvalue { float, float, float, float } %525, 3
	%536 = bitcast float %535 to i32
	%537 = insertelement <4 x i32> %534, i32 %536, i32 3
	%538 = extractelement <4 x i32> %537, i32 0
	%539 = bitcast i32 %538 to float
	%540 = extractelement <4 x i32> %537, i32 1
	%541 = bitcast i32 %540 to float
	%542 = extractelement <4 x i32> %537, i32 2
	%543 = bitcast i32 %542 to float
	%544 = extractelement <4 x i32> %537, i32 3
	%545 = bitcast i32 %544 to float
	%546 = extractelement <4 x i32> %522, i32 2
	%547 = extractelement <4 x i32> %522, i32 3
	%548 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %433, i32 %434, i32 %435, i32 %436, i32 %546, i32 %547, float %408, float %410, float %412, float %414)
	%549 = extractvalue { float, float, float, float } %548, 0
	%550 = bitcast float %549 to i32
	%551 = insertelement <4 x i32> zeroinitializer, i32 %550, i32 0
	%552 = extractvalue { float, float, float, float } %548, 1
	%553 = bitcast float %552 to i32
	%554 = insertelement <4 x i32> %551, i32 %553, i32 1
	%555 = extractvalue { float, float, float, float } %548, 2
	%556 = bitcast float %555 to i32
	%557 = insertelement <4 x i32> %554, i32 %556, i32 2
	%558 = extractvalue { float, float, float, float } %548, 3
	%559 = bitcast float %558 to i32
	%560 = insertelement <4 x i32> %557, i32 %559, i32 3
	%561 = extractelement <4 x i32> %560, i32 0
	%562 = bitcast i32 %561 to float
	%563 = extractelement <4 x i32> %560, i32 1
	%564 = bitcast i32 %563 to float
	%565 = extractelement <4 x i32> %560, i32 2
	%566 = bitcast i32 %565 to float
	%567 = extractelement <4 x i32> %560, i32 3
	%568 = bitcast i32 %567 to float
	%569 = add i32 %160, 4
	%570 = mul i32 %164, 32
	%571 = and i32 %164, 7
	%572 = xor i32 %569, %571
	%573 = shl i32 %572, 2
	%574 = add i32 %570, %573
	%575 = sext i32 %574 to i64
	%576 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %575
	%577 = ptrtoint i32 addrspace(3)* %576 to i32
	%578 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %577) convergent
	%579 = extractvalue { i32, i32, i32, i32 } %578, 0
	%580 = insertelement <4 x i32> zeroinitializer, i32 %579, i32 0
	%581 = extractvalue { i32, i32, i32, i32 } %578, 1
	%582 = insertelement <4 x i32> %580, i32 %581, i32 1
	%583 = extractvalue { i32, i32, i32, i32 } %578, 2
	%584 = insertelement <4 x i32> %582, i32 %583, i32 2
	%585 = extractvalue { i32, i32, i32, i32 } %578, 3
	%586 = insertelement <4 x i32> %584, i32 %585, i32 3
	%587 = extractelement <4 x i32> %586, i32 0
	%588 = extractelement <4 x i32> %586, i32 1
	%589 = extractelement <4 x i32> %586, i32 2
	%590 = extractelement <4 x i32> %586, i32 3
	%591 = add i32 %168, 0
	%592 = add i32 %159, 4
	%593 = mul i32 %591, 32
	%594 = and i32 %591, 7
	%595 = xor i32 %592, %594
	%596 = shl i32 %595, 2
	%597 = add i32 %593, %596
	%598 = add i32 %191, %597
	%599 = sext i32 %598 to i64
	%600 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %599
	%601 = ptrtoint i32 addrspace(3)* %600 to i32
	%602 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %601) convergent
	%603 = extractvalue { i32, i32, i32, i32 } %602, 0
	%604 = insertelement <4 x i32> zeroinitializer, i32 %603, i32 0
	%605 = extractvalue { i32, i32, i32, i32 } %602, 1
	%606 = insertelement <4 x i32> %604, i32 %605, i32 1
	%607 = extractvalue { i32, i32, i32, i32 } %602, 2
	%608 = insertelement <4 x i32> %606, i32 %607, i32 2
	%609 = extractvalue { i32, i32, i32, i32 } %602, 3
	%610 = insertelement <4 x i32> %608, i32 %609, i32 3
	%611 = extractelement <4 x i32> %610, i32 0
	%612 = extractelement <4 x i32> %610, i32 1
	%613 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %587, i32 %588, i32 %589, i32 %590, i32 %611, i32 %612, float %473, float %475, float %477, float %479)
	%614 = extractvalue { float, float, float, float } %613, 0
	%615 = bitcast float %614 to i32
	%616 = insertelement <4 x i32> zeroinitializer, i32 %615, i32 0
	%617 = extractvalue { float, float, float, float } %613, 1
	%618 = bitcast float %617 to i32
	%619 = insertelement <4 x i32> %616, i32 %618, i32 1
	%620 = extractvalue { float, float, float, float } %613, 2
	%621 = bitcast float %620 to i32
	%622 = insertelement <4 x i32> %619, i32 %621, i32 2
	%623 = extractvalue { float, float, float, float } %613, 3
	%624 = bitcast float %623 to i32
	%625 = insertelement <4 x i32> %622, i32 %624, i32 3
	%626 = extractelement <4 x i32> %625, i32 0
	%627 = bitcast i32 %626 to float
	%628 = extractelement <4 x i32> %625, i32 1
	%629 = bitcast i32 %628 to float
	%630 = extractelement <4 x i32> %625, i32 2
	%631 = bitcast i32 %630 to float
	%632 = extractelement <4 x i32> %625, i32 3
	%633 = bitcast i32 %632 to float
	%634 = extractelement <4 x i32> %610, i32 2
	%635 = extractelement <4 x i32> %610, i32 3
	%636 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %587, i32 %588, i32 %589, i32 %590, i32 %634, i32 %635, float %496, float %498, float %500, float %502)
	%637 = extractvalue { float, float, float, float } %636, 0
	%638 = bitcast float %637 to i32
	%639 = insertelement <4 x i32> zeroinitializer, i32 %638, i32 0
	%640 = extractvalue { float, float, float, float } %636, 1
	%641 = bitcast float %640 to i32
	%642 = insertelement <4 x i32> %639, i32 %641, i32 1
	%643 = extractvalue { float, float, float, float } %636, 2
	%644 = bitcast float %643 to i32
	%645 = insertelement <4 x i32> %642, i32 %644, i32 2
	%646 = extractvalue { float, float, float, float } %636, 3
	%647 = bitcast float %646 to i32
	%648 = insertelement <4 x i32> %645, i32 %647, i32 3
	%649 = extractelement <4 x i32> %648, i32 0
	%650 = bitcast i32 %649 to float
	%651 = extractelement <4 x i32> %648, i32 1
	%652 = bitcast i32 %651 to float
	%653 = extractelement <4 x i32> %648, i32 2
	%654 = bitcast i32 %653 to float
	%655 = extractelement <4 x i32> %648, i32 3
	%656 = bitcast i32 %655 to float
	%657 = add i32 %168, 16
	%658 = add i32 %159, 4
	%659 = mul i32 %657, 32
	%660 = and i32 %657, 7
	%661 = xor i32 %658, %660
	%662 = shl i32 %661, 2
	%663 = add i32 %659, %662
	%664 = add i32 %191, %663
	%665 = sext i32 %664 to i64
	%666 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %665
	%667 = ptrtoint i32 addrspace(3)* %666 to i32
	%668 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %667) convergent
	%669 = extractvalue { i32, i32, i32, i32 } %668, 0
	%670 = insertelement <4 x i32> zeroinitializer, i32 %669, i32 0
	%671 = extractvalue { i32, i32, i32, i32 } %668, 1
	%672 = insertelement <4 x i32> %670, i32 %671, i32 1
	%673 = extractvalue { i32, i32, i32, i32 } %668, 2
	%674 = insertelement <4 x i32> %672, i32 %673, i32 2
	%675 = extractvalue { i32, i32, i32, i32 } %668, 3
	%676 = insertelement <4 x i32> %674, i32 %675, i32 3
	%677 = extractelement <4 x i32> %676, i32 0
	%678 = extractelement <4 x i32> %676, i32 1
	%679 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %587, i32 %588, i32 %589, i32 %590, i32 %677, i32 %678, float %539, float %541, float %543, float %545)
	%680 = extractvalue { float, float, float, float } %679, 0
	%681 = bitcast float %680 to i32
	%682 = insertelement <4 x i32> zeroinitializer, i32 %681, i32 0
	%683 = extractvalue { float, float, float, float } %679, 1
	%684 = bitcast float %683 to i32
	%685 = insertelement <4 x i32> %682, i32 %684, i32 1
	%686 = extractvalue { float, float, float, float } %679, 2
	%687 = bitcast float %686 to i32
	%688 = insertelement <4 x i32> %685, i32 %687, i32 2
	%689 = extractvalue { float, float, float, float } %679, 3
	%690 = bitcast float %689 to i32
	%691 = insertelement <4 x i32> %688, i32 %690, i32 3
	%692 = extractelement <4 x i32> %691, i32 0
	%693 = bitcast i32 %692 to float
	%694 = extractelement <4 x i32> %691, i32 1
	%695 = bitcast i32 %694 to float
	%696 = extractelement <4 x i32> %691, i32 2
	%697 = bitcast i32 %696 to float
	%698 = extractelement <4 x i32> %691, i32 3
	%699 = bitcast i32 %698 to float
	%700 = extractelement <4 x i32> %676, i32 2
	%701 = extractelement <4 x i32> %676, i32 3
	%702 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %587, i32 %588, i32 %589, i32 %590, i32 %700, i32 %701, float %562, float %564, float %566, float %568)
	%703 = extractvalue { float, float, float, float } %702, 0
	%704 = bitcast float %703 to i32
	%705 = insertelement <4 x i32> zeroinitializer, i32 %704, i32 0
	%706 = extractvalue { float, float, float, float } %702, 1
	%707 = bitcast float %706 to i32
	%708 = insertelement <4 x i32> %705, i32 %707, i32 1
	%709 = extractvalue { float, float, float, float } %702, 2
	%710 = bitcast float %709 to i32
	%711 = insertelement <4 x i32> %708, i32 %710, i32 2
	%712 = extractvalue { float, float, float, float } %702, 3
	%713 = bitcast float %712 to i32
	%714 = insertelement <4 x i32> %711, i32 %713, i32 3
	%715 = extractelement <4 x i32> %714, i32 0
	%716 = bitcast i32 %715 to float
	%717 = extractelement <4 x i32> %714, i32 1
	%718 = bitcast i32 %717 to float
	%719 = extractelement <4 x i32> %714, i32 2
	%720 = bitcast i32 %719 to float
	%721 = extractelement <4 x i32> %714, i32 3
	%722 = bitcast i32 %721 to float
	%723 = add i32 %160, 6
	%724 = mul i32 %164, 32
	%725 = and i32 %164, 7
	%726 = xor i32 %723, %725
	%727 = shl i32 %726, 2
	%728 = add i32 %724, %727
	%729 = sext i32 %728 to i64
	%730 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %729
	%731 = ptrtoint i32 addrspace(3)* %730 to i32
	%732 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %731) convergent
	%733 = extractvalue { i32, i32, i32, i32 } %732, 0
	%734 = insertelement <4 x i32> zeroinitializer, i32 %733, i32 0
	%735 = extractvalue { i32, i32, i32, i32 } %732, 1
	%736 = insertelement <4 x i32> %734, i32 %735, i32 1
	%737 = extractvalue { i32, i32, i32, i32 } %732, 2
	%738 = insertelement <4 x i32> %736, i32 %737, i32 2
	%739 = extractvalue { i32, i32, i32, i32 } %732, 3
	%740 = insertelement <4 x i32> %738, i32 %739, i32 3
	%741 = extractelement <4 x i32> %740, i32 0
	%742 = extractelement <4 x i32> %740, i32 1
	%743 = extractelement <4 x i32> %740, i32 2
	%744 = extractelement <4 x i32> %740, i32 3
	%745 = add i32 %168, 0
	%746 = add i32 %159, 6
	%747 = mul i32 %745, 32
	%748 = and i32 %745, 7
	%749 = xor i32 %746, %748
	%750 = shl i32 %749, 2
	%751 = add i32 %747, %750
	%752 = add i32 %191, %751
	%753 = sext i32 %752 to i64
	%754 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %753
	%755 = ptrtoint i32 addrspace(3)* %754 to i32
	%756 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %755) convergent
	%757 = extractvalue { i32, i32, i32, i32 } %756, 0
	%758 = insertelement <4 x i32> zeroinitializer, i32 %757, i32 0
	%759 = extractvalue { i32, i32, i32, i32 } %756, 1
	%760 = insertelement <4 x i32> %758, i32 %759, i32 1
	%761 = extractvalue { i32, i32, i32, i32 } %756, 2
	%762 = insertelement <4 x i32> %760, i32 %761, i32 2
	%763 = extractvalue { i32, i32, i32, i32 } %756, 3
	%764 = insertelement <4 x i32> %762, i32 %763, i32 3
	%765 = extractelement <4 x i32> %764, i32 0
	%766 = extractelement <4 x i32> %764, i32 1
	%767 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %741, i32 %742, i32 %743, i32 %744, i32 %765, i32 %766, float %627, float %629, float %631, float %633)
	%768 = extractvalue { float, float, float, float } %767, 0
	%769 = bitcast float %768 to i32
	%770 = insertelement <4 x i32> zeroinitializer, i32 %769, i32 0
	%771 = extractvalue { float, float, float, float } %767, 1
	%772 = bitcast float %771 to i32
	%773 = insertelement <4 x i32> %770, i32 %772, i32 1
	%774 = extractvalue { float, float, float, float } %767, 2
	%775 = bitcast float %774 to i32
	%776 = insertelement <4 x i32> %773, i32 %775, i32 2
	%777 = extractvalue { float, float, float, float } %767, 3
	%778 = bitcast float %777 to i32
	%779 = insertelement <4 x i32> %776, i32 %778, i32 3
	%780 = extractelement <4 x i32> %779, i32 0
	%781 = bitcast i32 %780 to float
	%782 = extractelement <4 x i32> %779, i32 1
	%783 = bitcast i32 %782 to float
	%784 = extractelement <4 x i32> %779, i32 2
	%785 = bitcast i32 %784 to float
	%786 = extractelement <4 x i32> %779, i32 3
	%787 = bitcast i32 %786 to float
	%788 = extractelement <4 x i32> %764, i32 2
	%789 = extractelement <4 x i32> %764, i32 3
	%790 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %741, i32 %742, i32 %743, i32 %744, i32 %788, i32 %789, float %650, float %652, float %654, float %656)
	%791 = extractvalue { float, float, float, float } %790, 0
	%792 = bitcast float %791 to i32
	%793 = insertelement <4 x i32> zeroinitializer, i32 %792, i32 0
	%794 = extractvalue { float, float, float, float } %790, 1
	%795 = bitcast float %794 to i32
	%796 = insertelement <4 x i32> %793, i32 %795, i32 1
	%797 = extractvalue { float, float, float, float } %790, 2
	%798 = bitcast float %797 to i32
	%799 = insertelement <4 x i32> %796, i32 %798, i32 2
	%800 = extractvalue { float, float, float, float } %790, 3
	%801 = bitcast float %800 to i32
	%802 = insertelement <4 x i32> %799, i32 %801, i32 3
	%803 = extractelement <4 x i32> %802, i32 0
	%804 = bitcast i32 %803 to float
	%805 = extractelement <4 x i32> %802, i32 1
	%806 = bitcast i32 %805 to float
	%807 = extractelement <4 x i32> %802, i32 2
	%808 = bitcast i32 %807 to float
	%809 = extractelement <4 x i32> %802, i32 3
	%810 = bitcast i32 %809 to float
	%811 = add i32 %168, 16
	%812 = add i32 %159, 6
	%813 = mul i32 %811, 32
	%814 = and i32 %811, 7
	%815 = xor i32 %812, %814
	%816 = shl i32 %815, 2
	%817 = add i32 %813, %816
	%818 = add i32 %191, %817
	%819 = sext i32 %818 to i64
	%820 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %819
	%821 = ptrtoint i32 addrspace(3)* %820 to i32
	%822 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %821) convergent
	%823 = extractvalue { i32, i32, i32, i32 } %822, 0
	%824 = insertelement <4 x i32> zeroinitializer, i32 %823, i32 0
	%825 = extractvalue { i32, i32, i32, i32 } %822, 1
	%826 = insertelement <4 x i32> %824, i32 %825, i32 1
	%827 = extractvalue { i32, i32, i32, i32 } %822, 2
	%828 = insertelement <4 x i32> %826, i32 %827, i32 2
	%829 = extractvalue { i32, i32, i32, i32 } %822, 3
	%830 = insertelement <4 x i32> %828, i32 %829, i32 3
	%831 = extractelement <4 x i32> %830, i32 0
	%832 = extractelement <4 x i32> %830, i32 1
	%833 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %741, i32 %742, i32 %743, i32 %744, i32 %831, i32 %832, float %693, float %695, float %697, float %699)
	%834 = extractvalue { float, float, float, float } %833, 0
	%835 = bitcast float %834 to i32
	%836 = insertelement <4 x i32> zeroinitializer, i32 %835, i32 0
	%837 = extractvalue { float, float, float, float } %833, 1
	%838 = bitcast float %837 to i32
	%839 = insertelement <4 x i32> %836, i32 %838, i32 1
	%840 = extractvalue { float, float, float, float } %833, 2
	%841 = bitcast float %840 to i32
	%842 = insertelement <4 x i32> %839, i32 %841, i32 2
	%843 = extractvalue { float, float, float, float } %833, 3
	%844 = bitcast float %843 to i32
	%845 = insertelement <4 x i32> %842, i32 %844, i32 3
	%846 = extractelement <4 x i32> %845, i32 0
	%847 = bitcast i32 %846 to float
	%848 = extractelement <4 x i32> %845, i32 1
	%849 = bitcast i32 %848 to float
	%850 = extractelement <4 x i32> %845, i32 2
	%851 = bitcast i32 %850 to float
	%852 = extractelement <4 x i32> %845, i32 3
	%853 = bitcast i32 %852 to float
	%854 = extractelement <4 x i32> %830, i32 2
	%855 = extractelement <4 x i32> %830, i32 3
	%856 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %741, i32 %742, i32 %743, i32 %744, i32 %854, i32 %855, float %716, float %718, float %720, float %722)
	%857 = extractvalue { float, float, float, float } %856, 0
	%858 = bitcast float %857 to i32
	%859 = insertelement <4 x i32> zeroinitializer, i32 %858, i32 0
	%860 = extractvalue { float, float, float, float } %856, 1
	%861 = bitcast float %860 to i32
	%862 = insertelement <4 x i32> %859, i32 %861, i32 1
	%863 = extractvalue { float, float, float, float } %856, 2
	%864 = bitcast float %863 to i32
	%865 = insertelement <4 x i32> %862, i32 %864, i32 2
	%866 = extractvalue { float, float, float, float } %856, 3
	%867 = bitcast float %866 to i32
	%868 = insertelement <4 x i32> %865, i32 %867, i32 3
	%869 = extractelement <4 x i32> %868, i32 0
	%870 = bitcast i32 %869 to float
	%871 = extractelement <4 x i32> %868, i32 1
	%872 = bitcast i32 %871 to float
	%873 = extractelement <4 x i32> %868, i32 2
	%874 = bitcast i32 %873 to float
	%875 = extractelement <4 x i32> %868, i32 3
	%876 = bitcast i32 %875 to float
	%877 = mul i32 %25, 32
	%878 = add i32 %877, 0
	%879 = mul i32 %29, 2
	%880 = add i32 %878, %879
	%881 = add i32 %185, %880
	%882 = icmp slt i32 %881, %51
	%883 = fmul float %781, 0x3FD851EB80000000
	%884 = select i1 %882, float %883, float 0xFFF0000000000000
	%885 = mul i32 %25, 32
	%886 = add i32 %885, 1
	%887 = mul i32 %29, 2
	%888 = add i32 %886, %887
	%889 = add i32 %185, %888
	%890 = icmp slt i32 %889, %51
	%891 = fmul float %783, 0x3FD851EB80000000
	%892 = select i1 %890, float %891, float 0xFFF0000000000000
	%893 = fcmp olt float %884, %892
	%894 = select i1 %893, float %892, float %884
	%895 = mul i32 %25, 32
	%896 = add i32 %895, 0
	%897 = mul i32 %29, 2
	%898 = add i32 %896, %897
	%899 = add i32 %185, %898
	%900 = icmp slt i32 %899, %51
	%901 = fmul float %785, 0x3FD851EB80000000
	%902 = select i1 %900, float %901, float 0xFFF0000000000000
	%903 = mul i32 %25, 32
	%904 = add i32 %903, 1
	%905 = mul i32 %29, 2
	%906 = add i32 %904, %905
	%907 = add i32 %185, %906
	%908 = icmp slt i32 %907, %51
	%909 = fmul float %787, 0x3FD851EB80000000
	%910 = select i1 %908, float %909, float 0xFFF0000000000000
	%911 = fcmp olt float %902, %910
	%912 = select i1 %911, float %910, float %902
	%913 = mul i32 %25, 32
	%914 = add i32 %913, 8
	%915 = mul i32 %29, 2
	%916 = add i32 %914, %915
	%917 = add i32 %185, %916
	%918 = icmp slt i32 %917, %51
	%919 = fmul float %804, 0x3FD851EB80000000
	%920 = select i1 %918, float %919, float 0xFFF0000000000000
	%921 = fcmp olt float %894, %920
	%922 = select i1 %921, float %920, float %894
	%923 = mul i32 %25, 32
	%924 = add i32 %923, 9
	%925 = mul i32 %29, 2
	%926 = add i32 %924, %925
	%927 = add i32 %185, %926
	%928 = icmp slt i32 %927, %51
	%929 = fmul float %806, 0x3FD851EB80000000
	%930 = select i1 %928, float %929, float 0xFFF0000000000000
	%931 = fcmp olt float %922, %930
	%932 = select i1 %931, float %930, float %922
	%933 = mul i32 %25, 32
	%934 = add i32 %933, 8
	%935 = mul i32 %29, 2
	%936 = add i32 %934, %935
	%937 = add i32 %185, %936
	%938 = icmp slt i32 %937, %51
	%939 = fmul float %808, 0x3FD851EB80000000
	%940 = select i1 %938, float %939, float 0xFFF0000000000000
	%941 = fcmp olt float %912, %940
	%942 = select i1 %941, float %940, float %912
	%943 = mul i32 %25, 32
	%944 = add i32 %943, 9
	%945 = mul i32 %29, 2
	%946 = add i32 %944, %945
	%947 = add i32 %185, %946
	%948 = icmp slt i32 %947, %51
	%949 = fmul float %810, 0x3FD851EB80000000
	%950 = select i1 %948, float %949, float 0xFFF0000000000000
	%951 = fcmp olt float %942, %950
	%952 = select i1 %951, float %950, float %942
	%953 = mul i32 %25, 32
	%954 = add i32 %953, 16
	%955 = mul i32 %29, 2
	%956 = add i32 %954, %955
	%957 = add i32 %185, %956
	%958 = icmp slt i32 %957, %51
	%959 = fmul float %847, 0x3FD851EB80000000
	%960 = select i1 %958, float %959, float 0xFFF0000000000000
	%961 = fcmp olt float %932, %960
	%962 = select i1 %961, float %960, float %932
	%963 = mul i32 %25, 32
	%964 = add i32 %963, 17
	%965 = mul i32 %29, 2
	%966 = add i32 %964, %965
	%967 = add i32 %185, %966
	%968 = icmp slt i32 %967, %51
	%969 = fmul float %849, 0x3FD851EB80000000
	%970 = select i1 %968, float %969, float 0xFFF0000000000000
	%971 = fcmp olt float %962, %970
	%972 = select i1 %971, float %970, float %962
	%973 = mul i32 %25, 32
	%974 = add i32 %973, 16
	%975 = mul i32 %29, 2
	%976 = add i32 %974, %975
	%977 = add i32 %185, %976
	%978 = icmp slt i32 %977, %51
	%979 = fmul float %851, 0x3FD851EB80000000
	%980 = select i1 %978, float %979, float 0xFFF0000000000000
	%981 = fcmp olt float %952, %980
	%982 = select i1 %981, float %980, float %952
	%983 = mul i32 %25, 32
	%984 = add i32 %983, 17
	%985 = mul i32 %29, 2
	%986 = add i32 %984, %985
	%987 = add i32 %185, %986
	%988 = icmp slt i32 %987, %51
	%989 = fmul float %853, 0x3FD851EB80000000
	%990 = select i1 %988, float %989, float 0xFFF0000000000000
	%991 = fcmp olt float %982, %990
	%992 = select i1 %991, float %990, float %982
	%993 = mul i32 %25, 32
	%994 = add i32 %993, 24
	%995 = mul i32 %29, 2
	%996 = add i32 %994, %995
	%997 = add i32 %185, %996
	%998 = icmp slt i32 %997, %51
	%999 = fmul float %870, 0x3FD851EB80000000
	%1000 = select i1 %998, float %999, float 0xFFF0000000000000
	%1001 = fcmp olt float %972, %1000
	%1002 = select i1 %1001, float %1000, float %972
	%1003 = mul i32 %25, 32
	%1004 = add i32 %1003, 25
	%1005 = mul i32 %29, 2
	%1006 = add i32 %1004, %1005
	%1007 = add i32 %185, %1006
	%1008 = icmp slt i32 %1007, %51
	%1009 = fmul float %872, 0x3FD851EB80000000
	%1010 = select i1 %1008, float %1009, float 0xFFF0000000000000
	%1011 = fcmp olt float %1002, %1010
	%1012 = select i1 %1011, float %1010, float %1002
	%1013 = mul i32 %25, 32
	%1014 = add i32 %1013, 24
	%1015 = mul i32 %29, 2
	%1016 = add i32 %1014, %1015
	%1017 = add i32 %185, %1016
	%1018 = icmp slt i32 %1017, %51
	%1019 = fmul float %874, 0x3FD851EB80000000
	%1020 = select i1 %1018, float %1019, float 0xFFF0000000000000
	%1021 = fcmp olt float %992, %1020
	%1022 = select i1 %1021, float %1020, float %992
	%1023 = mul i32 %25, 32
	%1024 = add i32 %1023, 25
	%1025 = mul i32 %29, 2
	%1026 = add i32 %1024, %1025
	%1027 = add i32 %185, %1026
	%1028 = icmp slt i32 %1027, %51
	%1029 = fmul float %876, 0x3FD851EB80000000
	%1030 = select i1 %1028, float %1029, float 0xFFF0000000000000
	%1031 = fcmp olt float %1022, %1030
	%1032 = select i1 %1031, float %1030, float %1022
	%1033 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1012, i32 1, i32 31)
	%1034 = fcmp olt float %1012, %1033
	%1035 = select i1 %1034, float %1033, float %1012
	%1036 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1035, i32 2, i32 31)
	%1037 = fcmp olt float %1035, %1036
	%1038 = select i1 %1037, float %1036, float %1035
	%1039 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1032, i32 1, i32 31)
	%1040 = fcmp olt float %1032, %1039
	%1041 = select i1 %1040, float %1039, float %1032
	%1042 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1041, i32 2, i32 31)
	%1043 = fcmp olt float %1041, %1042
	%1044 = select i1 %1043, float %1042, float %1041
	%1045 = icmp eq i32 %29, 0
	br i1 %1045, label %then11, label %join12

then11:
	%1046 = mul i32 %25, 64
	%1047 = add i32 %1046, %181
	%1048 = sext i32 %1047 to i64
	%1049 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1048
	store float %1038, float addrspace(3)* %1049
	%1050 = mul i32 %25, 64
	%1051 = add i32 %1050, %184
	%1052 = sext i32 %1051 to i64
	%1053 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1052
	store float %1044, float addrspace(3)* %1053
	br label %join12

join12:
	call void @llvm.nvvm.barrier0()
	%1054 = sub i32 1, %25
	%1055 = mul i32 %1054, 64
	%1056 = add i32 %1055, %181
	%1057 = sext i32 %1056 to i64
	%1058 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1057
	%1059 = load float, float addrspace(3)* %1058
	%1060 = fcmp olt float %1038, %1059
	%1061 = select i1 %1060, float %1059, float %1038
	%1062 = load float, float* %16
	%1063 = fcmp olt float %1061, %1062
	%1064 = select i1 %1063, float %1062, float %1061
	%1065 = fsub float %1062, %1064
	%1066 = fmul float %1065, 0x3FF7154760000000
	%1067 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1066)
	store float %1064, float* %16
	%1068 = sub i32 1, %25
	%1069 = mul i32 %1068, 64
	%1070 = add i32 %1069, %184
	%1071 = sext i32 %1070 to i64
	%1072 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1071
	%1073 = load float, float addrspace(3)* %1072
	%1074 = fcmp olt float %1044, %1073
	%1075 = select i1 %1074, float %1073, float %1044
	%1076 = load float, float* %17
	%1077 = fcmp olt float %1075, %1076
	%1078 = select i1 %1077, float %1076, float %1075
	%1079 = fsub float %1076, %1078
	%1080 = fmul float %1079, 0x3FF7154760000000
	%1081 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1080)
	store float %1078, float* %17
	%1082 = fsub float %884, %1064
	%1083 = fmul float %1082, 0x3FF7154760000000
	%1084 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1083)
	%1085 = fsub float %892, %1064
	%1086 = fmul float %1085, 0x3FF7154760000000
	%1087 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1086)
	%1088 = fadd float %1084, %1087
	%1089 = fsub float %902, %1078
	%1090 = fmul float %1089, 0x3FF7154760000000
	%1091 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1090)
	%1092 = fsub float %910, %1078
	%1093 = fmul float %1092, 0x3FF7154760000000
	%1094 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1093)
	%1095 = fadd float %1091, %1094
	%1096 = mul i32 %25, 4
	%1097 = add i32 %1096, 0
	%1098 = mul i32 %181, 32
	%1099 = and i32 %181, 7
	%1100 = xor i32 %1097, %1099
	%1101 = shl i32 %1100, 2
	%1102 = add i32 %1098, %1101
	%1103 = add i32 %1102, %29
	%1104 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1087, float %1084)
	%1105 = sext i32 %1103 to i64
	%1106 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1105
	store i32 %1104, i32 addrspace(3)* %1106
	%1107 = mul i32 %25, 4
	%1108 = add i32 %1107, 0
	%1109 = mul i32 %184, 32
	%1110 = and i32 %184, 7
	%1111 = xor i32 %1108, %1110
	%1112 = shl i32 %1111, 2
	%1113 = add i32 %1109, %1112
	%1114 = add i32 %1113, %29
	%1115 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1094, float %1091)
	%1116 = sext i32 %1114 to i64
	%1117 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1116
	store i32 %1115, i32 addrspace(3)* %1117
	%1118 = fsub float %920, %1064
	%1119 = fmul float %1118, 0x3FF7154760000000
	%1120 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1119)
	%1121 = fadd float %1088, %1120
	%1122 = fsub float %930, %1064
	%1123 = fmul float %1122, 0x3FF7154760000000
	%1124 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1123)
	%1125 = fadd float %1121, %1124
	%1126 = fsub float %940, %1078
	%1127 = fmul float %1126, 0x3FF7154760000000
	%1128 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1127)
	%1129 = fadd float %1095, %1128
	%1130 = fsub float %950, %1078
	%1131 = fmul float %1130, 0x3FF7154760000000
	%1132 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1131)
	%1133 = fadd float %1129, %1132
	%1134 = mul i32 %25, 4
	%1135 = add i32 %1134, 1
	%1136 = mul i32 %181, 32
	%1137 = and i32 %181, 7
	%1138 = xor i32 %1135, %1137
	%1139 = shl i32 %1138, 2
	%1140 = add i32 %1136, %1139
	%1141 = add i32 %1140, %29
	%1142 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1124, float %1120)
	%1143 = sext i32 %1141 to i64
	%1144 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1143
	store i32 %1142, i32 addrspace(3)* %1144
	%1145 = mul i32 %25, 4
	%1146 = add i32 %1145, 1
	%1147 = mul i32 %184, 32
	%1148 = and i32 %184, 7
	%1149 = xor i32 %1146, %1148
	%1150 = shl i32 %1149, 2
	%1151 = add i32 %1147, %1150
	%1152 = add i32 %1151, %29
	%1153 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1132, float %1128)
	%1154 = sext i32 %1152 to i64
	%1155 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1154
	store i32 %1153, i32 addrspace(3)* %1155
	%1156 = fsub float %960, %1064
	%1157 = fmul float %1156, 0x3FF7154760000000
	%1158 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1157)
	%1159 = fadd float %1125, %1158
	%1160 = fsub float %970, %1064
	%1161 = fmul float %1160, 0x3FF7154760000000
	%1162 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1161)
	%1163 = fadd float %1159, %1162
	%1164 = fsub float %980, %1078
	%1165 = fmul float %1164, 0x3FF7154760000000
	%1166 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1165)
	%1167 = fadd float %1133, %1166
	%1168 = fsub float %990, %1078
	%1169 = fmul float %1168, 0x3FF7154760000000
	%1170 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1169)
	%1171 = fadd float %1167, %1170
	%1172 = mul i32 %25, 4
	%1173 = add i32 %1172, 2
	%1174 = mul i32 %181, 32
	%1175 = and i32 %181, 7
	%1176 = xor i32 %1173, %1175
	%1177 = shl i32 %1176, 2
	%1178 = add i32 %1174, %1177
	%1179 = add i32 %1178, %29
	%1180 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1162, float %1158)
	%1181 = sext i32 %1179 to i64
	%1182 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1181
	store i32 %1180, i32 addrspace(3)* %1182
	%1183 = mul i32 %25, 4
	%1184 = add i32 %1183, 2
	%1185 = mul i32 %184, 32
	%1186 = and i32 %184, 7
	%1187 = xor i32 %1184, %1186
	%1188 = shl i32 %1187, 2
	%1189 = add i32 %1185, %1188
	%1190 = add i32 %1189, %29
	%1191 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1170, float %1166)
	%1192 = sext i32 %1190 to i64
	%1193 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1192
	store i32 %1191, i32 addrspace(3)* %1193
	%1194 = fsub float %1000, %1064
	%1195 = fmul float %1194, 0x3FF7154760000000
	%1196 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1195)
	%1197 = fadd float %1163, %1196
	%1198 = fsub float %1010, %1064
	%1199 = fmul float %1198, 0x3FF7154760000000
	%1200 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1199)
	%1201 = fadd float %1197, %1200
	%1202 = fsub float %1020, %1078
	%1203 = fmul float %1202, 0x3FF7154760000000
	%1204 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1203)
	%1205 = fadd float %1171, %1204
	%1206 = fsub float %1030, %1078
	%1207 = fmul float %1206, 0x3FF7154760000000
	%1208 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1207)
	%1209 = fadd float %1205, %1208
	%1210 = mul i32 %25, 4
	%1211 = add i32 %1210, 3
	%1212 = mul i32 %181, 32
	%1213 = and i32 %181, 7
	%1214 = xor i32 %1211, %1213
	%1215 = shl i32 %1214, 2
	%1216 = add i32 %1212, %1215
	%1217 = add i32 %1216, %29
	%1218 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1200, float %1196)
	%1219 = sext i32 %1217 to i64
	%1220 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1219
	store i32 %1218, i32 addrspace(3)* %1220
	%1221 = mul i32 %25, 4
	%1222 = add i32 %1221, 3
	%1223 = mul i32 %184, 32
	%1224 = and i32 %184, 7
	%1225 = xor i32 %1222, %1224
	%1226 = shl i32 %1225, 2
	%1227 = add i32 %1223, %1226
	%1228 = add i32 %1227, %29
	%1229 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1208, float %1204)
	%1230 = sext i32 %1228 to i64
	%1231 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1230
	store i32 %1229, i32 addrspace(3)* %1231
	%1232 = load float, float* %18
	%1233 = call float @llvm.fma.f32(float %1232, float %1067, float %1201)
	store float %1233, float* %18
	%1234 = load float, float* %19
	%1235 = call float @llvm.fma.f32(float %1234, float %1081, float %1209)
	store float %1235, float* %19
	%1236 = icmp eq i32 %29, 0
	%1237 = icmp eq i32 %25, 0
	%1238 = and i1 %1236, %1237
	br i1 %1238, label %then13, label %join14

then13:
	%1239 = sext i32 %181 to i64
	%1240 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1239
	store float %1067, float addrspace(3)* %1240
	%1241 = sext i32 %184 to i64
	%1242 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1241
	store float %1081, float addrspace(3)* %1242
	br label %join14

join14:
	call void @llvm.nvvm.barrier0()
	%1243 = add i32 %178, 0
	%1244 = sext i32 %1243 to i64
	%1245 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1244
	%1246 = load float, float addrspace(3)* %1245
	%1247 = add i32 %178, 8
	%1248 = sext i32 %1247 to i64
	%1249 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1248
	%1250 = load float, float addrspace(3)* %1249
	%1251 = load float, float* %0
	%1252 = fmul float %1251, %1246
	store float %1252, float* %0
	%1253 = load float, float* %1
	%1254 = fmul float %1253, %1246
	store float %1254, float* %1
	%1255 = load float, float* %2
	%1256 = fmul float %1255, %1250
	store float %1256, float* %2
	%1257 = load float, float* %3
	%1258 = fmul float %1257, %1250
	store float %1258, float* %3
	%1259 = load float, float* %4
	%1260 = fmul float %1259, %1246
	store float %1260, float* %4
	%1261 = load float, float* %5
	%1262 = fmul float %1261, %1246
	store float %1262, float* %5
	%1263 = load float, float* %6
	%1264 = fmul float %1263, %1250
	store float %1264, float* %6
	%1265 = load float, float* %7
	%1266 = fmul float %1265, %1250
	store float %1266, float* %7
	%1267 = add i32 %178, 16
	%1268 = sext i32 %1267 to i64
	%1269 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1268
	%1270 = load float, float addrspace(3)* %1269
	%1271 = add i32 %178, 24
	%1272 = sext i32 %1271 to i64
	%1273 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1272
	%1274 = load float, float addrspace(3)* %1273
	%1275 = load float, float* %8
	%1276 = fmul float %1275, %1270
	store float %1276, float* %8
	%1277 = load float, float* %9
	%1278 = fmul float %1277, %1270
	store float %1278, float* %9
	%1279 = load float, float* %10
	%1280 = fmul float %1279, %1274
	store float %1280, float* %10
	%1281 = load float, float* %11
	%1282 = fmul float %1281, %1274
	store float %1282, float* %11
	%1283 = load float, float* %12
	%1284 = fmul float %1283, %1270
	store float %1284, float* %12
	%1285 = load float, float* %13
	%1286 = fmul float %1285, %1270
	store float %1286, float* %13
	%1287 = load float, float* %14
	%1288 = fmul float %1287, %1274
	store float %1288, float* %14
	%1289 = load float, float* %15
	%1290 = fmul float %1289, %1274
	store float %1290, float* %15
	%1291 = add i32 %176, 0
	%1292 = add i32 %160, 0
	%1293 = mul i32 %1291, 32
	%1294 = and i32 %1291, 7
	%1295 = xor i32 %1292, %1294
	%1296 = shl i32 %1295, 2
	%1297 = add i32 %1293, %1296
	%1298 = sext i32 %1297 to i64
	%1299 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1298
	%1300 = ptrtoint i32 addrspace(3)* %1299 to i32
	%1301 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1300) convergent
	%1302 = extractvalue { i32, i32, i32, i32 } %1301, 0
	%1303 = insertelement <4 x i32> zeroinitializer, i32 %1302, i32 0
	%1304 = extractvalue { i32, i32, i32, i32 } %1301, 1
	%1305 = insertelement <4 x i32> %1303, i32 %1304, i32 1
	%1306 = extractvalue { i32, i32, i32, i32 } %1301, 2
	%1307 = insertelement <4 x i32> %1305, i32 %1306, i32 2
	%1308 = extractvalue { i32, i32, i32, i32 } %1301, 3
	%1309 = insertelement <4 x i32> %1307, i32 %1308, i32 3
	%1310 = extractelement <4 x i32> %1309, i32 0
	%1311 = extractelement <4 x i32> %1309, i32 1
	%1312 = extractelement <4 x i32> %1309, i32 2
	%1313 = extractelement <4 x i32> %1309, i32 3
	%1314 = add i32 %176, 16
	%1315 = add i32 %160, 0
	%1316 = mul i32 %1314, 32
	%1317 = and i32 %1314, 7
	%1318 = xor i32 %1315, %1317
	%1319 = shl i32 %1318, 2
	%1320 = add i32 %1316, %1319
	%1321 = sext i32 %1320 to i64
	%1322 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1321
	%1323 = ptrtoint i32 addrspace(3)* %1322 to i32
	%1324 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1323) convergent
	%1325 = extractvalue { i32, i32, i32, i32 } %1324, 0
	%1326 = insertelement <4 x i32> zeroinitializer, i32 %1325, i32 0
	%1327 = extractvalue { i32, i32, i32, i32 } %1324, 1
	%1328 = insertelement <4 x i32> %1326, i32 %1327, i32 1
	%1329 = extractvalue { i32, i32, i32, i32 } %1324, 2
	%1330 = insertelement <4 x i32> %1328, i32 %1329, i32 2
	%1331 = extractvalue { i32, i32, i32, i32 } %1324, 3
	%1332 = insertelement <4 x i32> %1330, i32 %1331, i32 3
	%1333 = extractelement <4 x i32> %1332, i32 0
	%1334 = extractelement <4 x i32> %1332, i32 1
	%1335 = extractelement <4 x i32> %1332, i32 2
	%1336 = extractelement <4 x i32> %1332, i32 3
	%1337 = add i32 %170, 0
	%1338 = add i32 %172, 0
	%1339 = mul i32 %1337, 32
	%1340 = and i32 %1337, 7
	%1341 = xor i32 %1338, %1340
	%1342 = shl i32 %1341, 2
	%1343 = add i32 %1339, %1342
	%1344 = add i32 %191, %1343
	%1345 = sext i32 %1344 to i64
	%1346 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1345
	%1347 = ptrtoint i32 addrspace(3)* %1346 to i32
	%1348 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1347) convergent
	%1349 = extractvalue { i32, i32, i32, i32 } %1348, 0
	%1350 = insertelement <4 x i32> zeroinitializer, i32 %1349, i32 0
	%1351 = extractvalue { i32, i32, i32, i32 } %1348, 1
	%1352 = insertelement <4 x i32> %1350, i32 %1351, i32 1
	%1353 = extractvalue { i32, i32, i32, i32 } %1348, 2
	%1354 = insertelement <4 x i32> %1352, i32 %1353, i32 2
	%1355 = extractvalue { i32, i32, i32, i32 } %1348, 3
	%1356 = insertelement <4 x i32> %1354, i32 %1355, i32 3
	%1357 = extractelement <4 x i32> %1356, i32 0
	%1358 = extractelement <4 x i32> %1356, i32 1
	%1359 = load float, float* %0
	%1360 = load float, float* %1
	%1361 = load float, float* %2
	%1362 = load float, float* %3
	%1363 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1310, i32 %1311, i32 %1312, i32 %1313, i32 %1357, i32 %1358, float %1359, float %1360, float %1361, float %1362)
	%1364 = extractvalue { float, float, float, float } %1363, 0
	%1365 = bitcast float %1364 to i32
	%1366 = insertelement <4 x i32> zeroinitializer, i32 %1365, i32 0
	%1367 = extractvalue { float, float, float, float } %1363, 1
	%1368 = bitcast float %1367 to i32
	%1369 = insertelement <4 x i32> %1366, i32 %1368, i32 1
	%1370 = extractvalue { float, float, float, float } %1363, 2
	%1371 = bitcast float %1370 to i32
	%1372 = insertelement <4 x i32> %1369, i32 %1371, i32 2
	%1373 = extractvalue { float, float, float, float } %1363, 3
	%1374 = bitcast float %1373 to i32
	%1375 = insertelement <4 x i32> %1372, i32 %1374, i32 3
	%1376 = extractelement <4 x i32> %1375, i32 0
	%1377 = bitcast i32 %1376 to float
	store float %1377, float* %0
	%1378 = extractelement <4 x i32> %1375, i32 1
	%1379 = bitcast i32 %1378 to float
	store float %1379, float* %1
	%1380 = extractelement <4 x i32> %1375, i32 2
	%1381 = bitcast i32 %1380 to float
	store float %1381, float* %2
	%1382 = extractelement <4 x i32> %1375, i32 3
	%1383 = bitcast i32 %1382 to float
	store float %1383, float* %3
	%1384 = extractelement <4 x i32> %1356, i32 2
	%1385 = extractelement <4 x i32> %1356, i32 3
	%1386 = load float, float* %4
	%1387 = load float, float* %5
	%1388 = load float, float* %6
	%1389 = load float, float* %7
	%1390 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1310, i32 %1311, i32 %1312, i32 %1313, i32 %1384, i32 %1385, float %1386, float %1387, float %1388, float %1389)
	%1391 = extractvalue { float, float, float, float } %1390, 0
	%1392 = bitcast float %1391 to i32
	%1393 = insertelement <4 x i32> zeroinitializer, i32 %1392, i32 0
	%1394 = extractvalue { float, float, float, float } %1390, 1
	%1395 = bitcast float %1394 to i32
	%1396 = insertelement <4 x i32> %1393, i32 %1395, i32 1
	%1397 = extractvalue { float, float, float, float } %1390, 2
	%1398 = bitcast float %1397 to i32
	%1399 = insertelement <4 x i32> %1396, i32 %1398, i32 2
	%1400 = extractvalue { float, float, float, float } %1390, 3
	%1401 = bitcast float %1400 to i32
	%1402 = insertelement <4 x i32> %1399, i32 %1401, i32 3
	%1403 = extractelement <4 x i32> %1402, i32 0
	%1404 = bitcast i32 %1403 to float
	store float %1404, float* %4
	%1405 = extractelement <4 x i32> %1402, i32 1
	%1406 = bitcast i32 %1405 to float
	store float %1406, float* %5
	%1407 = extractelement <4 x i32> %1402, i32 2
	%1408 = bitcast i32 %1407 to float
	store float %1408, float* %6
	%1409 = extractelement <4 x i32> %1402, i32 3
	%1410 = bitcast i32 %1409 to float
	store float %1410, float* %7
	%1411 = extractelement <4 x i32> %1356, i32 0
	%1412 = extractelement <4 x i32> %1356, i32 1
	%1413 = load float, float* %8
	%1414 = load float, float* %9
	%1415 = load float, float* %10
	%1416 = load float, float* %11
	%1417 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1411, i32 %1412, float %1413, float %1414, float %1415, float %1416)
	%1418 = extractvalue { float, float, float, float } %1417, 0
	%1419 = bitcast float %1418 to i32
	%1420 = insertelement <4 x i32> zeroinitializer, i32 %1419, i32 0
	%1421 = extractvalue { float, float, float, float } %1417, 1
	%1422 = bitcast float %1421 to i32
	%1423 = insertelement <4 x i32> %1420, i32 %1422, i32 1
	%1424 = extractvalue { float, float, float, float } %1417, 2
	%1425 = bitcast float %1424 to i32
	%1426 = insertelement <4 x i32> %1423, i32 %1425, i32 2
	%1427 = extractvalue { float, float, float, float } %1417, 3
	%1428 = bitcast float %1427 to i32
	%1429 = insertelement <4 x i32> %1426, i32 %1428, i32 3
	%1430 = extractelement <4 x i32> %1429, i32 0
	%1431 = bitcast i32 %1430 to float
	store float %1431, float* %8
	%1432 = extractelement <4 x i32> %1429, i32 1
	%1433 = bitcast i32 %1432 to float
	store float %1433, float* %9
	%1434 = extractelement <4 x i32> %1429, i32 2
	%1435 = bitcast i32 %1434 to float
	store float %1435, float* %10
	%1436 = extractelement <4 x i32> %1429, i32 3
	%1437 = bitcast i32 %1436 to float
	store float %1437, float* %11
	%1438 = extractelement <4 x i32> %1356, i32 2
	%1439 = extractelement <4 x i32> %1356, i32 3
	%1440 = load float, float* %12
	%1441 = load float, float* %13
	%1442 = load float, float* %14
	%1443 = load float, float* %15
	%1444 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1438, i32 %1439, float %1440, float %1441, float %1442, float %1443)
	%1445 = extractvalue { float, float, float, float } %1444, 0
	%1446 = bitcast float %1445 to i32
	%1447 = insertelement <4 x i32> zeroinitializer, i32 %1446, i32 0
	%1448 = extractvalue { float, float, float, float } %1444, 1
	%1449 = bitcast float %1448 to i32
	%1450 = insertelement <4 x i32> %1447, i32 %1449, i32 1
	%1451 = extractvalue { float, float, float, float } %1444, 2
	%1452 = bitcast float %1451 to i32
	%1453 = insertelement <4 x i32> %1450, i32 %1452, i32 2
	%1454 = extractvalue { float, float, float, float } %1444, 3
	%1455 = bitcast float %1454 to i32
	%1456 = insertelement <4 x i32> %1453, i32 %1455, i32 3
	%1457 = extractelement <4 x i32> %1456, i32 0
	%1458 = bitcast i32 %1457 to float
	store float %1458, float* %12
	%1459 = extractelement <4 x i32> %1456, i32 1
	%1460 = bitcast i32 %1459 to float
	store float %1460, float* %13
	%1461 = extractelement <4 x i32> %1456, i32 2
	%1462 = bitcast i32 %1461 to float
	store float %1462, float* %14
	%1463 = extractelement <4 x i32> %1456, i32 3
	%1464 = bitcast i32 %1463 to float
	store float %1464, float* %15
	%1465 = add i32 %176, 0
	%1466 = add i32 %160, 2
	%1467 = mul i32 %1465, 32
	%1468 = and i32 %1465, 7
	%1469 = xor i32 %1466, %1468
	%1470 = shl i32 %1469, 2
	%1471 = add i32 %1467, %1470
	%1472 = sext i32 %1471 to i64
	%1473 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1472
	%1474 = ptrtoint i32 addrspace(3)* %1473 to i32
	%1475 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1474) convergent
	%1476 = extractvalue { i32, i32, i32, i32 } %1475, 0
	%1477 = insertelement <4 x i32> zeroinitializer, i32 %1476, i32 0
	%1478 = extractvalue { i32, i32, i32, i32 } %1475, 1
	%1479 = insertelement <4 x i32> %1477, i32 %1478, i32 1
	%1480 = extractvalue { i32, i32, i32, i32 } %1475, 2
	%1481 = insertelement <4 x i32> %1479, i32 %1480, i32 2
	%1482 = extractvalue { i32, i32, i32, i32 } %1475, 3
	%1483 = insertelement <4 x i32> %1481, i32 %1482, i32 3
	%1484 = extractelement <4 x i32> %1483, i32 0
	%1485 = extractelement <4 x i32> %1483, i32 1
	%1486 = extractelement <4 x i32> %1483, i32 2
	%1487 = extractelement <4 x i32> %1483, i32 3
	%1488 = add i32 %176, 16
	%1489 = add i32 %160, 2
	%1490 = mul i32 %1488, 32
	%1491 = and i32 %1488, 7
	%1492 = xor i32 %1489, %1491
	%1493 = shl i32 %1492, 2
	%1494 = add i32 %1490, %1493
	%1495 = sext i32 %1494 to i64
	%1496 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1495
	%1497 = ptrtoint i32 addrspace(3)* %1496 to i32
	%1498 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1497) convergent
	%1499 = extractvalue { i32, i32, i32, i32 } %1498, 0
	%1500 = insertelement <4 x i32> zeroinitializer, i32 %1499, i32 0
	%1501 = extractvalue { i32, i32, i32, i32 } %1498, 1
	%1502 = insertelement <4 x i32> %1500, i32 %1501, i32 1
	%1503 = extractvalue { i32, i32, i32, i32 } %1498, 2
	%1504 = insertelement <4 x i32> %1502, i32 %1503, i32 2
	%1505 = extractvalue { i32, i32, i32, i32 } %1498, 3
	%1506 = insertelement <4 x i32> %1504, i32 %1505, i32 3
	%1507 = extractelement <4 x i32> %1506, i32 0
	%1508 = extractelement <4 x i32> %1506, i32 1
	%1509 = extractelement <4 x i32> %1506, i32 2
	%1510 = extractelement <4 x i32> %1506, i32 3
	%1511 = add i32 %170, 16
	%1512 = add i32 %172, 0
	%1513 = mul i32 %1511, 32
	%1514 = and i32 %1511, 7
	%1515 = xor i32 %1512, %1514
	%1516 = shl i32 %1515, 2
	%1517 = add i32 %1513, %1516
	%1518 = add i32 %191, %1517
	%1519 = sext i32 %1518 to i64
	%1520 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1519
	%1521 = ptrtoint i32 addrspace(3)* %1520 to i32
	%1522 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1521) convergent
	%1523 = extractvalue { i32, i32, i32, i32 } %1522, 0
	%1524 = insertelement <4 x i32> zeroinitializer, i32 %1523, i32 0
	%1525 = extractvalue { i32, i32, i32, i32 } %1522, 1
	%1526 = insertelement <4 x i32> %1524, i32 %1525, i32 1
	%1527 = extractvalue { i32, i32, i32, i32 } %1522, 2
	%1528 = insertelement <4 x i32> %1526, i32 %1527, i32 2
	%1529 = extractvalue { i32, i32, i32, i32 } %1522, 3
	%1530 = insertelement <4 x i32> %1528, i32 %1529, i32 3
	%1531 = extractelement <4 x i32> %1530, i32 0
	%1532 = extractelement <4 x i32> %1530, i32 1
	%1533 = load float, float* %0
	%1534 = load float, float* %1
	%1535 = load float, float* %2
	%1536 = load float, float* %3
	%1537 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1484, i32 %1485, i32 %1486, i32 %1487, i32 %1531, i32 %1532, float %1533, float %1534, float %1535, float %1536)
	%1538 = extractvalue { float, float, float, float } %1537, 0
	%1539 = bitcast float %1538 to i32
	%1540 = insertelement <4 x i32> zeroinitializer, i32 %1539, i32 0
	%1541 = extractvalue { float, float, float, float } %1537, 1
	%1542 = bitcast float %1541 to i32
	%1543 = insertelement <4 x i32> %1540, i32 %1542, i32 1
	%1544 = extractvalue { float, float, float, float } %1537, 2
	%1545 = bitcast float %1544 to i32
	%1546 = insertelement <4 x i32> %1543, i32 %1545, i32 2
	%1547 = extractvalue { float, float, float, float } %1537, 3
	%1548 = bitcast float %1547 to i32
	%1549 = insertelement <4 x i32> %1546, i32 %1548, i32 3
	%1550 = extractelement <4 x i32> %1549, i32 0
	%1551 = bitcast i32 %1550 to float
	store float %1551, float* %0
	%1552 = extractelement <4 x i32> %1549, i32 1
	%1553 = bitcast i32 %1552 to float
	store float %1553, float* %1
	%1554 = extractelement <4 x i32> %1549, i32 2
	%1555 = bitcast i32 %1554 to float
	store float %1555, float* %2
	%1556 = extractelement <4 x i32> %1549, i32 3
	%1557 = bitcast i32 %1556 to float
	store float %1557, float* %3
	%1558 = extractelement <4 x i32> %1530, i32 2
	%1559 = extractelement <4 x i32> %1530, i32 3
	%1560 = load float, float* %4
	%1561 = load float, float* %5
	%1562 = load float, float* %6
	%1563 = load float, float* %7
	%1564 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1484, i32 %1485, i32 %1486, i32 %1487, i32 %1558, i32 %1559, float %1560, float %1561, float %1562, float %1563)
	%1565 = extractvalue { float, float, float, float } %1564, 0
	%1566 = bitcast float %1565 to i32
	%1567 = insertelement <4 x i32> zeroinitializer, i32 %1566, i32 0
	%1568 = extractvalue { float, float, float, float } %1564, 1
	%1569 = bitcast float %1568 to i32
	%1570 = insertelement <4 x i32> %1567, i32 %1569, i32 1
	%1571 = extractvalue { float, float, float, float } %1564, 2
	%1572 = bitcast float %1571 to i32
	%1573 = insertelement <4 x i32> %1570, i32 %1572, i32 2
	%1574 = extractvalue { float, float, float, float } %1564, 3
	%1575 = bitcast float %1574 to i32
	%1576 = insertelement <4 x i32> %1573, i32 %1575, i32 3
	%1577 = extractelement <4 x i32> %1576, i32 0
	%1578 = bitcast i32 %1577 to float
	store float %1578, float* %4
	%1579 = extractelement <4 x i32> %1576, i32 1
	%1580 = bitcast i32 %1579 to float
	store float %1580, float* %5
	%1581 = extractelement <4 x i32> %1576, i32 2
	%1582 = bitcast i32 %1581 to float
	store float %1582, float* %6
	%1583 = extractelement <4 x i32> %1576, i32 3
	%1584 = bitcast i32 %1583 to float
	store float %1584, float* %7
	%1585 = extractelement <4 x i32> %1530, i32 0
	%1586 = extractelement <4 x i32> %1530, i32 1
	%1587 = load float, float* %8
	%1588 = load float, float* %9
	%1589 = load float, float* %10
	%1590 = load float, float* %11
	%1591 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1507, i32 %1508, i32 %1509, i32 %1510, i32 %1585, i32 %1586, float %1587, float %1588, float %1589, float %1590)
	%1592 = extractvalue { float, float, float, float } %1591, 0
	%1593 = bitcast float %1592 to i32
	%1594 = insertelement <4 x i32> zeroinitializer, i32 %1593, i32 0
	%1595 = extractvalue { float, float, float, float } %1591, 1
	%1596 = bitcast float %1595 to i32
	%1597 = insertelement <4 x i32> %1594, i32 %1596, i32 1
	%1598 = extractvalue { float, float, float, float } %1591, 2
	%1599 = bitcast float %1598 to i32
	%1600 = insertelement <4 x i32> %1597, i32 %1599, i32 2
	%1601 = extractvalue { float, float, float, float } %1591, 3
	%1602 = bitcast float %1601 to i32
	%1603 = insertelement <4 x i32> %1600, i32 %1602, i32 3
	%1604 = extractelement <4 x i32> %1603, i32 0
	%1605 = bitcast i32 %1604 to float
	store float %1605, float* %8
	%1606 = extractelement <4 x i32> %1603, i32 1
	%1607 = bitcast i32 %1606 to float
	store float %1607, float* %9
	%1608 = extractelement <4 x i32> %1603, i32 2
	%1609 = bitcast i32 %1608 to float
	store float %1609, float* %10
	%1610 = extractelement <4 x i32> %1603, i32 3
	%1611 = bitcast i32 %1610 to float
	store float %1611, float* %11
	%1612 = extractelement <4 x i32> %1530, i32 2
	%1613 = extractelement <4 x i32> %1530, i32 3
	%1614 = load float, float* %12
	%1615 = load float, float* %13
	%1616 = load float, float* %14
	%1617 = load float, float* %15
	%1618 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1507, i32 %1508, i32 %1509, i32 %1510, i32 %1612, i32 %1613, float %1614, float %1615, float %1616, float %1617)
	%1619 = extractvalue { float, float, float, float } %1618, 0
	%1620 = bitcast float %1619 to i32
	%1621 = insertelement <4 x i32> zeroinitializer, i32 %1620, i32 0
	%1622 = extractvalue { float, float, float, float } %1618, 1
	%1623 = bitcast float %1622 to i32
	%1624 = insertelement <4 x i32> %1621, i32 %1623, i32 1
	%1625 = extractvalue { float, float, float, float } %1618, 2
	%1626 = bitcast float %1625 to i32
	%1627 = insertelement <4 x i32> %1624, i32 %1626, i32 2
	%1628 = extractvalue { float, float, float, float } %1618, 3
	%1629 = bitcast float %1628 to i32
	%1630 = insertelement <4 x i32> %1627, i32 %1629, i32 3
	%1631 = extractelement <4 x i32> %1630, i32 0
	%1632 = bitcast i32 %1631 to float
	store float %1632, float* %12
	%1633 = extractelement <4 x i32> %1630, i32 1
	%1634 = bitcast i32 %1633 to float
	store float %1634, float* %13
	%1635 = extractelement <4 x i32> %1630, i32 2
	%1636 = bitcast i32 %1635 to float
	store float %1636, float* %14
	%1637 = extractelement <4 x i32> %1630, i32 3
	%1638 = bitcast i32 %1637 to float
	store float %1638, float* %15
	%1639 = add i32 %176, 0
	%1640 = add i32 %160, 4
	%1641 = mul i32 %1639, 32
	%1642 = and i32 %1639, 7
	%1643 = xor i32 %1640, %1642
	%1644 = shl i32 %1643, 2
	%1645 = add i32 %1641, %1644
	%1646 = sext i32 %1645 to i64
	%1647 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1646
	%1648 = ptrtoint i32 addrspace(3)* %1647 to i32
	%1649 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1648) convergent
	%1650 = extractvalue { i32, i32, i32, i32 } %1649, 0
	%1651 = insertelement <4 x i32> zeroinitializer, i32 %1650, i32 0
	%1652 = extractvalue { i32, i32, i32, i32 } %1649, 1
	%1653 = insertelement <4 x i32> %1651, i32 %1652, i32 1
	%1654 = extractvalue { i32, i32, i32, i32 } %1649, 2
	%1655 = insertelement <4 x i32> %1653, i32 %1654, i32 2
	%1656 = extractvalue { i32, i32, i32, i32 } %1649, 3
	%1657 = insertelement <4 x i32> %1655, i32 %1656, i32 3
	%1658 = extractelement <4 x i32> %1657, i32 0
	%1659 = extractelement <4 x i32> %1657, i32 1
	%1660 = extractelement <4 x i32> %1657, i32 2
	%1661 = extractelement <4 x i32> %1657, i32 3
	%1662 = add i32 %176, 16
	%1663 = add i32 %160, 4
	%1664 = mul i32 %1662, 32
	%1665 = and i32 %1662, 7
	%1666 = xor i32 %1663, %1665
	%1667 = shl i32 %1666, 2
	%1668 = add i32 %1664, %1667
	%1669 = sext i32 %1668 to i64
	%1670 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1669
	%1671 = ptrtoint i32 addrspace(3)* %1670 to i32
	%1672 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1671) convergent
	%1673 = extractvalue { i32, i32, i32, i32 } %1672, 0
	%1674 = insertelement <4 x i32> zeroinitializer, i32 %1673, i32 0
	%1675 = extractvalue { i32, i32, i32, i32 } %1672, 1
	%1676 = insertelement <4 x i32> %1674, i32 %1675, i32 1
	%1677 = extractvalue { i32, i32, i32, i32 } %1672, 2
	%1678 = insertelement <4 x i32> %1676, i32 %1677, i32 2
	%1679 = extractvalue { i32, i32, i32, i32 } %1672, 3
	%1680 = insertelement <4 x i32> %1678, i32 %1679, i32 3
	%1681 = extractelement <4 x i32> %1680, i32 0
	%1682 = extractelement <4 x i32> %1680, i32 1
	%1683 = extractelement <4 x i32> %1680, i32 2
	%1684 = extractelement <4 x i32> %1680, i32 3
	%1685 = add i32 %170, 32
	%1686 = add i32 %172, 0
	%1687 = mul i32 %1685, 32
	%1688 = and i32 %1685, 7
	%1689 = xor i32 %1686, %1688
	%1690 = shl i32 %1689, 2
	%1691 = add i32 %1687, %1690
	%1692 = add i32 %191, %1691
	%1693 = sext i32 %1692 to i64
	%1694 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1693
	%1695 = ptrtoint i32 addrspace(3)* %1694 to i32
	%1696 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1695) convergent
	%1697 = extractvalue { i32, i32, i32, i32 } %1696, 0
	%1698 = insertelement <4 x i32> zeroinitializer, i32 %1697, i32 0
	%1699 = extractvalue { i32, i32, i32, i32 } %1696, 1
	%1700 = insertelement <4 x i32> %1698, i32 %1699, i32 1
	%1701 = extractvalue { i32, i32, i32, i32 } %1696, 2
	%1702 = insertelement <4 x i32> %1700, i32 %1701, i32 2
	%1703 = extractvalue { i32, i32, i32, i32 } %1696, 3
	%1704 = insertelement <4 x i32> %1702, i32 %1703, i32 3
	%1705 = extractelement <4 x i32> %1704, i32 0
	%1706 = extractelement <4 x i32> %1704, i32 1
	%1707 = load float, float* %0
	%1708 = load float, float* %1
	%1709 = load float, float* %2
	%1710 = load float, float* %3
	%1711 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1658, i32 %1659, i32 %1660, i32 %1661, i32 %1705, i32 %1706, float %1707, float %1708, float %1709, float %1710)
	%1712 = extractvalue { float, float, float, float } %1711, 0
	%1713 = bitcast float %1712 to i32
	%1714 = insertelement <4 x i32> zeroinitializer, i32 %1713, i32 0
	%1715 = extractvalue { float, float, float, float } %1711, 1
	%1716 = bitcast float %1715 to i32
	%1717 = insertelement <4 x i32> %1714, i32 %1716, i32 1
	%1718 = extractvalue { float, float, float, float } %1711, 2
	%1719 = bitcast float %1718 to i32
	%1720 = insertelement <4 x i32> %1717, i32 %1719, i32 2
	%1721 = extractvalue { float, float, float, float } %1711, 3
	%1722 = bitcast float %1721 to i32
	%1723 = insertelement <4 x i32> %1720, i32 %1722, i32 3
	%1724 = extractelement <4 x i32> %1723, i32 0
	%1725 = bitcast i32 %1724 to float
	store float %1725, float* %0
	%1726 = extractelement <4 x i32> %1723, i32 1
	%1727 = bitcast i32 %1726 to float
	store float %1727, float* %1
	%1728 = extractelement <4 x i32> %1723, i32 2
	%1729 = bitcast i32 %1728 to float
	store float %1729, float* %2
	%1730 = extractelement <4 x i32> %1723, i32 3
	%1731 = bitcast i32 %1730 to float
	store float %1731, float* %3
	%1732 = extractelement <4 x i32> %1704, i32 2
	%1733 = extractelement <4 x i32> %1704, i32 3
	%1734 = load float, float* %4
	%1735 = load float, float* %5
	%1736 = load float, float* %6
	%1737 = load float, float* %7
	%1738 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1658, i32 %1659, i32 %1660, i32 %1661, i32 %1732, i32 %1733, float %1734, float %1735, float %1736, float %1737)
	%1739 = extractvalue { float, float, float, float } %1738, 0
	%1740 = bitcast float %1739 to i32
	%1741 = insertelement <4 x i32> zeroinitializer, i32 %1740, i32 0
	%1742 = extractvalue { float, float, float, float } %1738, 1
	%1743 = bitcast float %1742 to i32
	%1744 = insertelement <4 x i32> %1741, i32 %1743, i32 1
	%1745 = extractvalue { float, float, float, float } %1738, 2
	%1746 = bitcast float %1745 to i32
	%1747 = insertelement <4 x i32> %1744, i32 %1746, i32 2
	%1748 = extractvalue { float, float, float, float } %1738, 3
	%1749 = bitcast float %1748 to i32
	%1750 = insertelement <4 x i32> %1747, i32 %1749, i32 3
	%1751 = extractelement <4 x i32> %1750, i32 0
	%1752 = bitcast i32 %1751 to float
	store float %1752, float* %4
	%1753 = extractelement <4 x i32> %1750, i32 1
	%1754 = bitcast i32 %1753 to float
	store float %1754, float* %5
	%1755 = extractelement <4 x i32> %1750, i32 2
	%1756 = bitcast i32 %1755 to float
	store float %1756, float* %6
	%1757 = extractelement <4 x i32> %1750, i32 3
	%1758 = bitcast i32 %1757 to float
	store float %1758, float* %7
	%1759 = extractelement <4 x i32> %1704, i32 0
	%1760 = extractelement <4 x i32> %1704, i32 1
	%1761 = load float, float* %8
	%1762 = load float, float* %9
	%1763 = load float, float* %10
	%1764 = load float, float* %11
	%1765 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1681, i32 %1682, i32 %1683, i32 %1684, i32 %1759, i32 %1760, float %1761, float %1762, float %1763, float %1764)
	%1766 = extractvalue { float, float, float, float } %1765, 0
	%1767 = bitcast float %1766 to i32
	%1768 = insertelement <4 x i32> zeroinitializer, i32 %1767, i32 0
	%1769 = extractvalue { float, float, float, float } %1765, 1
	%1770 = bitcast float %1769 to i32
	%1771 = insertelement <4 x i32> %1768, i32 %1770, i32 1
	%1772 = extractvalue { float, float, float, float } %1765, 2
	%1773 = bitcast float %1772 to i32
	%1774 = insertelement <4 x i32> %1771, i32 %1773, i32 2
	%1775 = extractvalue { float, float, float, float } %1765, 3
	%1776 = bitcast float %1775 to i32
	%1777 = insertelement <4 x i32> %1774, i32 %1776, i32 3
	%1778 = extractelement <4 x i32> %1777, i32 0
	%1779 = bitcast i32 %1778 to float
	store float %1779, float* %8
	%1780 = extractelement <4 x i32> %1777, i32 1
	%1781 = bitcast i32 %1780 to float
	store float %1781, float* %9
	%1782 = extractelement <4 x i32> %1777, i32 2
	%1783 = bitcast i32 %1782 to float
	store float %1783, float* %10
	%1784 = extractelement <4 x i32> %1777, i32 3
	%1785 = bitcast i32 %1784 to float
	store float %1785, float* %11
	%1786 = extractelement <4 x i32> %1704, i32 2
	%1787 = extractelement <4 x i32> %1704, i32 3
	%1788 = load float, float* %12
	%1789 = load float, float* %13
	%1790 = load float, float* %14
	%1791 = load float, float* %15
	%1792 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1681, i32 %1682, i32 %1683, i32 %1684, i32 %1786, i32 %1787, float %1788, float %1789, float %1790, float %1791)
	%1793 = extractvalue { float, float, float, float } %1792, 0
	%1794 = bitcast float %1793 to i32
	%1795 = insertelement <4 x i32> zeroinitializer, i32 %1794, i32 0
	%1796 = extractvalue { float, float, float, float } %1792, 1
	%1797 = bitcast float %1796 to i32
	%1798 = insertelement <4 x i32> %1795, i32 %1797, i32 1
	%1799 = extractvalue { float, float, float, float } %1792, 2
	%1800 = bitcast float %1799 to i32
	%1801 = insertelement <4 x i32> %1798, i32 %1800, i32 2
	%1802 = extractvalue { float, float, float, float } %1792, 3
	%1803 = bitcast float %1802 to i32
	%1804 = insertelement <4 x i32> %1801, i32 %1803, i32 3
	%1805 = extractelement <4 x i32> %1804, i32 0
	%1806 = bitcast i32 %1805 to float
	store float %1806, float* %12
	%1807 = extractelement <4 x i32> %1804, i32 1
	%1808 = bitcast i32 %1807 to float
	store float %1808, float* %13
	%1809 = extractelement <4 x i32> %1804, i32 2
	%1810 = bitcast i32 %1809 to float
	store float %1810, float* %14
	%1811 = extractelement <4 x i32> %1804, i32 3
	%1812 = bitcast i32 %1811 to float
	store float %1812, float* %15
	%1813 = add i32 %176, 0
	%1814 = add i32 %160, 6
	%1815 = mul i32 %1813, 32
	%1816 = and i32 %1813, 7
	%1817 = xor i32 %1814, %1816
	%1818 = shl i32 %1817, 2
	%1819 = add i32 %1815, %1818
	%1820 = sext i32 %1819 to i64
	%1821 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1820
	%1822 = ptrtoint i32 addrspace(3)* %1821 to i32
	%1823 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1822) convergent
	%1824 = extractvalue { i32, i32, i32, i32 } %1823, 0
	%1825 = insertelement <4 x i32> zeroinitializer, i32 %1824, i32 0
	%1826 = extractvalue { i32, i32, i32, i32 } %1823, 1
	%1827 = insertelement <4 x i32> %1825, i32 %1826, i32 1
	%1828 = extractvalue { i32, i32, i32, i32 } %1823, 2
	%1829 = insertelement <4 x i32> %1827, i32 %1828, i32 2
	%1830 = extractvalue { i32, i32, i32, i32 } %1823, 3
	%1831 = insertelement <4 x i32> %1829, i32 %1830, i32 3
	%1832 = extractelement <4 x i32> %1831, i32 0
	%1833 = extractelement <4 x i32> %1831, i32 1
	%1834 = extractelement <4 x i32> %1831, i32 2
	%1835 = extractelement <4 x i32> %1831, i32 3
	%1836 = add i32 %176, 16
	%1837 = add i32 %160, 6
	%1838 = mul i32 %1836, 32
	%1839 = and i32 %1836, 7
	%1840 = xor i32 %1837, %1839
	%1841 = shl i32 %1840, 2
	%1842 = add i32 %1838, %1841
	%1843 = sext i32 %1842 to i64
	%1844 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1843
	%1845 = ptrtoint i32 addrspace(3)* %1844 to i32
	%1846 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1845) convergent
	%1847 = extractvalue { i32, i32, i32, i32 } %1846, 0
	%1848 = insertelement <4 x i32> zeroinitializer, i32 %1847, i32 0
	%1849 = extractvalue { i32, i32, i32, i32 } %1846, 1
	%1850 = insertelement <4 x i32> %1848, i32 %1849, i32 1
	%1851 = extractvalue { i32, i32, i32, i32 } %1846, 2
	%1852 = insertelement <4 x i32> %1850, i32 %1851, i32 2
	%1853 = extractvalue { i32, i32, i32, i32 } %1846, 3
	%1854 = insertelement <4 x i32> %1852, i32 %1853, i32 3
	%1855 = extractelement <4 x i32> %1854, i32 0
	%1856 = extractelement <4 x i32> %1854, i32 1
	%1857 = extractelement <4 x i32> %1854, i32 2
	%1858 = extractelement <4 x i32> %1854, i32 3
	%1859 = add i32 %170, 48
	%1860 = add i32 %172, 0
	%1861 = mul i32 %1859, 32
	%1862 = and i32 %1859, 7
	%1863 = xor i32 %1860, %1862
	%1864 = shl i32 %1863, 2
	%1865 = add i32 %1861, %1864
	%1866 = add i32 %191, %1865
	%1867 = sext i32 %1866 to i64
	%1868 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1867
	%1869 = ptrtoint i32 addrspace(3)* %1868 to i32
	%1870 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1869) convergent
	%1871 = extractvalue { i32, i32, i32, i32 } %1870, 0
	%1872 = insertelement <4 x i32> zeroinitializer, i32 %1871, i32 0
	%1873 = extractvalue { i32, i32, i32, i32 } %1870, 1
	%1874 = insertelement <4 x i32> %1872, i32 %1873, i32 1
	%1875 = extractvalue { i32, i32, i32, i32 } %1870, 2
	%1876 = insertelement <4 x i32> %1874, i32 %1875, i32 2
	%1877 = extractvalue { i32, i32, i32, i32 } %1870, 3
	%1878 = insertelement <4 x i32> %1876, i32 %1877, i32 3
	%1879 = extractelement <4 x i32> %1878, i32 0
	%1880 = extractelement <4 x i32> %1878, i32 1
	%1881 = load float, float* %0
	%1882 = load float, float* %1
	%1883 = load float, float* %2
	%1884 = load float, float* %3
	%1885 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1832, i32 %1833, i32 %1834, i32 %1835, i32 %1879, i32 %1880, float %1881, float %1882, float %1883, float %1884)
	%1886 = extractvalue { float, float, float, float } %1885, 0
	%1887 = bitcast float %1886 to i32
	%1888 = insertelement <4 x i32> zeroinitializer, i32 %1887, i32 0
	%1889 = extractvalue { float, float, float, float } %1885, 1
	%1890 = bitcast float %1889 to i32
	%1891 = insertelement <4 x i32> %1888, i32 %1890, i32 1
	%1892 = extractvalue { float, float, float, float } %1885, 2
	%1893 = bitcast float %1892 to i32
	%1894 = insertelement <4 x i32> %1891, i32 %1893, i32 2
	%1895 = extractvalue { float, float, float, float } %1885, 3
	%1896 = bitcast float %1895 to i32
	%1897 = insertelement <4 x i32> %1894, i32 %1896, i32 3
	%1898 = extractelement <4 x i32> %1897, i32 0
	%1899 = bitcast i32 %1898 to float
	store float %1899, float* %0
	%1900 = extractelement <4 x i32> %1897, i32 1
	%1901 = bitcast i32 %1900 to float
	store float %1901, float* %1
	%1902 = extractelement <4 x i32> %1897, i32 2
	%1903 = bitcast i32 %1902 to float
	store float %1903, float* %2
	%1904 = extractelement <4 x i32> %1897, i32 3
	%1905 = bitcast i32 %1904 to float
	store float %1905, float* %3
	%1906 = extractelement <4 x i32> %1878, i32 2
	%1907 = extractelement <4 x i32> %1878, i32 3
	%1908 = load float, float* %4
	%1909 = load float, float* %5
	%1910 = load float, float* %6
	%1911 = load float, float* %7
	%1912 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1832, i32 %1833, i32 %1834, i32 %1835, i32 %1906, i32 %1907, float %1908, float %1909, float %1910, float %1911)
	%1913 = extractvalue { float, float, float, float } %1912, 0
	%1914 = bitcast float %1913 to i32
	%1915 = insertelement <4 x i32> zeroinitializer, i32 %1914, i32 0
	%1916 = extractvalue { float, float, float, float } %1912, 1
	%1917 = bitcast float %1916 to i32
	%1918 = insertelement <4 x i32> %1915, i32 %1917, i32 1
	%1919 = extractvalue { float, float, float, float } %1912, 2
	%1920 = bitcast float %1919 to i32
	%1921 = insertelement <4 x i32> %1918, i32 %1920, i32 2
	%1922 = extractvalue { float, float, float, float } %1912, 3
	%1923 = bitcast float %1922 to i32
	%1924 = insertelement <4 x i32> %1921, i32 %1923, i32 3
	%1925 = extractelement <4 x i32> %1924, i32 0
	%1926 = bitcast i32 %1925 to float
	store float %1926, float* %4
	%1927 = extractelement <4 x i32> %1924, i32 1
	%1928 = bitcast i32 %1927 to float
	store float %1928, float* %5
	%1929 = extractelement <4 x i32> %1924, i32 2
	%1930 = bitcast i32 %1929 to float
	store float %1930, float* %6
	%1931 = extractelement <4 x i32> %1924, i32 3
	%1932 = bitcast i32 %1931 to float
	store float %1932, float* %7
	%1933 = extractelement <4 x i32> %1878, i32 0
	%1934 = extractelement <4 x i32> %1878, i32 1
	%1935 = load float, float* %8
	%1936 = load float, float* %9
	%1937 = load float, float* %10
	%1938 = load float, float* %11
	%1939 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1855, i32 %1856, i32 %1857, i32 %1858, i32 %1933, i32 %1934, float %1935, float %1936, float %1937, float %1938)
	%1940 = extractvalue { float, float, float, float } %1939, 0
	%1941 = bitcast float %1940 to i32
	%1942 = insertelement <4 x i32> zeroinitializer, i32 %1941, i32 0
	%1943 = extractvalue { float, float, float, float } %1939, 1
	%1944 = bitcast float %1943 to i32
	%1945 = insertelement <4 x i32> %1942, i32 %1944, i32 1
	%1946 = extractvalue { float, float, float, float } %1939, 2
	%1947 = bitcast float %1946 to i32
	%1948 = insertelement <4 x i32> %1945, i32 %1947, i32 2
	%1949 = extractvalue { float, float, float, float } %1939, 3
	%1950 = bitcast float %1949 to i32
	%1951 = insertelement <4 x i32> %1948, i32 %1950, i32 3
	%1952 = extractelement <4 x i32> %1951, i32 0
	%1953 = bitcast i32 %1952 to float
	store float %1953, float* %8
	%1954 = extractelement <4 x i32> %1951, i32 1
	%1955 = bitcast i32 %1954 to float
	store float %1955, float* %9
	%1956 = extractelement <4 x i32> %1951, i32 2
	%1957 = bitcast i32 %1956 to float
	store float %1957, float* %10
	%1958 = extractelement <4 x i32> %1951, i32 3
	%1959 = bitcast i32 %1958 to float
	store float %1959, float* %11
	%1960 = extractelement <4 x i32> %1878, i32 2
	%1961 = extractelement <4 x i32> %1878, i32 3
	%1962 = load float, float* %12
	%1963 = load float, float* %13
	%1964 = load float, float* %14
	%1965 = load float, float* %15
	%1966 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1855, i32 %1856, i32 %1857, i32 %1858, i32 %1960, i32 %1961, float %1962, float %1963, float %1964, float %1965)
	%1967 = extractvalue { float, float, float, float } %1966, 0
	%1968 = bitcast float %1967 to i32
	%1969 = insertelement <4 x i32> zeroinitializer, i32 %1968, i32 0
	%1970 = extractvalue { float, float, float, float } %1966, 1
	%1971 = bitcast float %1970 to i32
	%1972 = insertelement <4 x i32> %1969, i32 %1971, i32 1
	%1973 = extractvalue { float, float, float, float } %1966, 2
	%1974 = bitcast float %1973 to i32
	%1975 = insertelement <4 x i32> %1972, i32 %1974, i32 2
	%1976 = extractvalue { float, float, float, float } %1966, 3
	%1977 = bitcast float %1976 to i32
	%1978 = insertelement <4 x i32> %1975, i32 %1977, i32 3
	%1979 = extractelement <4 x i32> %1978, i32 0
	%1980 = bitcast i32 %1979 to float
	store float %1980, float* %12
	%1981 = extractelement <4 x i32> %1978, i32 1
	%1982 = bitcast i32 %1981 to float
	store float %1982, float* %13
	%1983 = extractelement <4 x i32> %1978, i32 2
	%1984 = bitcast i32 %1983 to float
	store float %1984, float* %14
	%1985 = extractelement <4 x i32> %1978, i32 3
	%1986 = bitcast i32 %1985 to float
	store float %1986, float* %15
	%1987 = add i32 %185, 64
	br label %loop6

then15:
	%1988 = mul i32 %25, 64
	%1989 = add i32 %1988, %181
	%1990 = sext i32 %1989 to i64
	%1991 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %1990
	store float %197, float addrspace(3)* %1991
	%1992 = mul i32 %25, 64
	%1993 = add i32 %1992, %184
	%1994 = sext i32 %1993 to i64
	%1995 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %1994
	store float %202, float addrspace(3)* %1995
	br label %join16

join16:
	call void @llvm.nvvm.barrier0()
	%1996 = mul i32 %31, 64
	%1997 = add i32 %1996, %55
	%1998 = mul i32 %1997, 72
	%1999 = add i32 %178, 0
	%2000 = mul i32 %27, 16
	%2001 = add i32 %2000, 0
	%2002 = mul i32 %29, 2
	%2003 = add i32 %2001, %2002
	%2004 = mul i32 %1999, 72
	%2005 = add i32 %2004, %2003
	%2006 = add i32 %1998, %2005
	%2007 = load float, float* %0
	%2008 = sext i32 %2006 to i64
	%2009 = getelementptr float, float addrspace(1)* %part, i64 %2008
	store float %2007, float addrspace(1)* %2009
	%2010 = add i32 %178, 0
	%2011 = mul i32 %27, 16
	%2012 = add i32 %2011, 1
	%2013 = mul i32 %29, 2
	%2014 = add i32 %2012, %2013
	%2015 = mul i32 %2010, 72
	%2016 = add i32 %2015, %2014
	%2017 = add i32 %1998, %2016
	%2018 = load float, float* %1
	%2019 = sext i32 %2017 to i64
	%2020 = getelementptr float, float addrspace(1)* %part, i64 %2019
	store float %2018, float addrspace(1)* %2020
	%2021 = add i32 %178, 8
	%2022 = mul i32 %27, 16
	%2023 = add i32 %2022, 0
	%2024 = mul i32 %29, 2
	%2025 = add i32 %2023, %2024
	%2026 = mul i32 %2021, 72
	%2027 = add i32 %2026, %2025
	%2028 = add i32 %1998, %2027
	%2029 = load float, float* %2
	%2030 = sext i32 %2028 to i64
	%2031 = getelementptr float, float addrspace(1)* %part, i64 %2030
	store float %2029, float addrspace(1)* %2031
	%2032 = add i32 %178, 8
	%2033 = mul i32 %27, 16
	%2034 = add i32 %2033, 1
	%2035 = mul i32 %29, 2
	%2036 = add i32 %2034, %2035
	%2037 = mul i32 %2032, 72
	%2038 = add i32 %2037, %2036
	%2039 = add i32 %1998, %2038
	%2040 = load float, float* %3
	%2041 = sext i32 %2039 to i64
	%2042 = getelementptr float, float addrspace(1)* %part, i64 %2041
	store float %2040, float addrspace(1)* %2042
	%2043 = add i32 %178, 0
	%2044 = mul i32 %27, 16
	%2045 = add i32 %2044, 8
	%2046 = mul i32 %29, 2
	%2047 = add i32 %2045, %2046
	%2048 = mul i32 %2043, 72
	%2049 = add i32 %2048, %2047
	%2050 = add i32 %1998, %2049
	%2051 = load float, float* %4
	%2052 = sext i32 %2050 to i64
	%2053 = getelementptr float, float addrspace(1)* %part, i64 %2052
	store float %2051, float addrspace(1)* %2053
	%2054 = add i32 %178, 0
	%2055 = mul i32 %27, 16
	%2056 = add i32 %2055, 9
	%2057 = mul i32 %29, 2
	%2058 = add i32 %2056, %2057
	%2059 = mul i32 %2054, 72
	%2060 = add i32 %2059, %2058
	%2061 = add i32 %1998, %2060
	%2062 = load float, float* %5
	%2063 = sext i32 %2061 to i64
	%2064 = getelementptr float, float addrspace(1)* %part, i64 %2063
	store float %2062, float addrspace(1)* %2064
	%2065 = add i32 %178, 8
	%2066 = mul i32 %27, 16
	%2067 = add i32 %2066, 8
	%2068 = mul i32 %29, 2
	%2069 = add i32 %2067, %2068
	%2070 = mul i32 %2065, 72
	%2071 = add i32 %2070, %2069
	%2072 = add i32 %1998, %2071
	%2073 = load float, float* %6
	%2074 = sext i32 %2072 to i64
	%2075 = getelementptr float, float addrspace(1)* %part, i64 %2074
	store float %2073, float addrspace(1)* %2075
	%2076 = add i32 %178, 8
	%2077 = mul i32 %27, 16
	%2078 = add i32 %2077, 9
	%2079 = mul i32 %29, 2
	%2080 = add i32 %2078, %2079
	%2081 = mul i32 %2076, 72
	%2082 = add i32 %2081, %2080
	%2083 = add i32 %1998, %2082
	%2084 = load float, float* %7
	%2085 = sext i32 %2083 to i64
	%2086 = getelementptr float, float addrspace(1)* %part, i64 %2085
	store float %2084, float addrspace(1)* %2086
	%2087 = add i32 %178, 16
	%2088 = mul i32 %27, 16
	%2089 = add i32 %2088, 0
	%2090 = mul i32 %29, 2
	%2091 = add i32 %2089, %2090
	%2092 = mul i32 %2087, 72
	%2093 = add i32 %2092, %2091
	%2094 = add i32 %1998, %2093
	%2095 = load float, float* %8
	%2096 = sext i32 %2094 to i64
	%2097 = getelementptr float, float addrspace(1)* %part, i64 %2096
	store float %2095, float addrspace(1)* %2097
	%2098 = add i32 %178, 16
	%2099 = mul i32 %27, 16
	%2100 = add i32 %2099, 1
	%2101 = mul i32 %29, 2
	%2102 = add i32 %2100, %2101
	%2103 = mul i32 %2098, 72
	%2104 = add i32 %2103, %2102
	%2105 = add i32 %1998, %2104
	%2106 = load float, float* %9
	%2107 = sext i32 %2105 to i64
	%2108 = getelementptr float, float addrspace(1)* %part, i64 %2107
	store float %2106, float addrspace(1)* %2108
	%2109 = add i32 %178, 24
	%2110 = mul i32 %27, 16
	%2111 = add i32 %2110, 0
	%2112 = mul i32 %29, 2
	%2113 = add i32 %2111, %2112
	%2114 = mul i32 %2109, 72
	%2115 = add i32 %2114, %2113
	%2116 = add i32 %1998, %2115
	%2117 = load float, float* %10
	%2118 = sext i32 %2116 to i64
	%2119 = getelementptr float, float addrspace(1)* %part, i64 %2118
	store float %2117, float addrspace(1)* %2119
	%2120 = add i32 %178, 24
	%2121 = mul i32 %27, 16
	%2122 = add i32 %2121, 1
	%2123 = mul i32 %29, 2
	%2124 = add i32 %2122, %2123
	%2125 = mul i32 %2120, 72
	%2126 = add i32 %2125, %2124
	%2127 = add i32 %1998, %2126
	%2128 = load float, float* %11
	%2129 = sext i32 %2127 to i64
	%2130 = getelementptr float, float addrspace(1)* %part, i64 %2129
	store float %2128, float addrspace(1)* %2130
	%2131 = add i32 %178, 16
	%2132 = mul i32 %27, 16
	%2133 = add i32 %2132, 8
	%2134 = mul i32 %29, 2
	%2135 = add i32 %2133, %2134
	%2136 = mul i32 %2131, 72
	%2137 = add i32 %2136, %2135
	%2138 = add i32 %1998, %2137
	%2139 = load float, float* %12
	%2140 = sext i32 %2138 to i64
	%2141 = getelementptr float, float addrspace(1)* %part, i64 %2140
	store float %2139, float addrspace(1)* %2141
	%2142 = add i32 %178, 16
	%2143 = mul i32 %27, 16
	%2144 = add i32 %2143, 9
	%2145 = mul i32 %29, 2
	%2146 = add i32 %2144, %2145
	%2147 = mul i32 %2142, 72
	%2148 = add i32 %2147, %2146
	%2149 = add i32 %1998, %2148
	%2150 = load float, float* %13
	%2151 = sext i32 %2149 to i64
	%2152 = getelementptr float, float addrspace(1)* %part, i64 %2151
	store float %2150, float addrspace(1)* %2152
	%2153 = add i32 %178, 24
	%2154 = mul i32 %27, 16
	%2155 = add i32 %2154, 8
	%2156 = mul i32 %29, 2
	%2157 = add i32 %2155, %2156
	%2158 = mul i32 %2153, 72
	%2159 = add i32 %2158, %2157
	%2160 = add i32 %1998, %2159
	%2161 = load float, float* %14
	%2162 = sext i32 %2160 to i64
	%2163 = getelementptr float, float addrspace(1)* %part, i64 %2162
	store float %2161, float addrspace(1)* %2163
	%2164 = add i32 %178, 24
	%2165 = mul i32 %27, 16
	%2166 = add i32 %2165, 9
	%2167 = mul i32 %29, 2
	%2168 = add i32 %2166, %2167
	%2169 = mul i32 %2164, 72
	%2170 = add i32 %2169, %2168
	%2171 = add i32 %1998, %2170
	%2172 = load float, float* %15
	%2173 = sext i32 %2171 to i64
	%2174 = getelementptr float, float addrspace(1)* %part, i64 %2173
	store float %2172, float addrspace(1)* %2174
	%2175 = icmp eq i32 %29, 0
	%2176 = icmp eq i32 %25, 0
	%2177 = and i1 %2175, %2176
	br i1 %2177, label %then17, label %join18

then17:
	%2178 = mul i32 %181, 72
	%2179 = add i32 %1998, %2178
	%2180 = add i32 %2179, 64
	%2181 = load float, float* %16
	%2182 = sext i32 %2180 to i64
	%2183 = getelementptr float, float addrspace(1)* %part, i64 %2182
	store float %2181, float addrspace(1)* %2183
	%2184 = add i32 %2179, 65
	%2185 = sext i32 %181 to i64
	%2186 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2185
	%2187 = load float, float addrspace(3)* %2186
	%2188 = add i32 %181, 64
	%2189 = sext i32 %2188 to i64
	%2190 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2189
	%2191 = load float, float addrspace(3)* %2190
	%2192 = fadd float %2187, %2191
	%2193 = sext i32 %2184 to i64
	%2194 = getelementptr float, float addrspace(1)* %part, i64 %2193
	store float %2192, float addrspace(1)* %2194
	%2195 = mul i32 %184, 72
	%2196 = add i32 %1998, %2195
	%2197 = add i32 %2196, 64
	%2198 = load float, float* %17
	%2199 = sext i32 %2197 to i64
	%2200 = getelementptr float, float addrspace(1)* %part, i64 %2199
	store float %2198, float addrspace(1)* %2200
	%2201 = add i32 %2196, 65
	%2202 = sext i32 %184 to i64
	%2203 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2202
	%2204 = load float, float addrspace(3)* %2203
	%2205 = add i32 %184, 64
	%2206 = sext i32 %2205 to i64
	%2207 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2206
	%2208 = load float, float addrspace(3)* %2207
	%2209 = fadd float %2204, %2208
	%2210 = sext i32 %2201 to i64
	%2211 = getelementptr float, float addrspace(1)* %part, i64 %2210
	store float %2209, float addrspace(1)* %2211
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
