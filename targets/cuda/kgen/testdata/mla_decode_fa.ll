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
	%112 = phi i32 [ %20, %then1 ], [ %150, %body4 ]
	%113 = icmp slt i32 %112, 1024
	br i1 %113, label %body4, label %done5

body4:
	%114 = sdiv i32 %112, 16
	%115 = srem i32 %112, 16
	%116 = mul i32 %32, 64
	%117 = add i32 %55, %114
	%118 = add i32 %116, %117
	%119 = mul i32 %118, 64
	%120 = shl i32 %115, 2
	%121 = add i32 %119, %120
	%122 = sext i32 %121 to i64
	%123 = getelementptr float, float addrspace(1)* %qabs, i64 %122
	%124 = bitcast float addrspace(1)* %123 to <4 x i32> addrspace(1)*
	%125 = load <4 x i32>, <4 x i32> addrspace(1)* %124, align 16, !invariant.load !0
	%126 = lshr i32 %115, 1
	%127 = mul i32 %114, 32
	%128 = and i32 %114, 7
	%129 = xor i32 %126, %128
	%130 = shl i32 %129, 2
	%131 = add i32 %127, %130
	%132 = and i32 %115, 1
	%133 = shl i32 %132, 1
	%134 = add i32 %131, %133
	%135 = extractelement <4 x i32> %125, i32 0
	%136 = bitcast i32 %135 to float
	%137 = extractelement <4 x i32> %125, i32 1
	%138 = bitcast i32 %137 to float
	%139 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %138, float %136)
	%140 = sext i32 %134 to i64
	%141 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %140
	store i32 %139, i32 addrspace(3)* %141
	%142 = add i32 %134, 1
	%143 = extractelement <4 x i32> %125, i32 2
	%144 = bitcast i32 %143 to float
	%145 = extractelement <4 x i32> %125, i32 3
	%146 = bitcast i32 %145 to float
	%147 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %146, float %144)
	%148 = sext i32 %142 to i64
	%149 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %148
	store i32 %147, i32 addrspace(3)* %149
	%150 = add i32 %112, 256
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
	%151 = and i32 %22, 7
	%152 = lshr i32 %22, 3
	%153 = and i32 %152, 1
	%154 = lshr i32 %22, 4
	%155 = mul i32 %24, 16
	%156 = add i32 %155, %151
	%157 = mul i32 %153, 8
	%158 = add i32 %156, %157
	%159 = mul i32 %25, 32
	%160 = add i32 %159, %151
	%161 = mul i32 %154, 8
	%162 = add i32 %160, %161
	%163 = mul i32 %153, 8
	%164 = add i32 %151, %163
	%165 = mul i32 %27, 2
	%166 = add i32 %165, %154
	%167 = mul i32 %26, 32
	%168 = add i32 %167, %151
	%169 = mul i32 %153, 8
	%170 = add i32 %168, %169
	%171 = mul i32 %26, 32
	%172 = add i32 %171, %28
	%173 = mul i32 %24, 16
	%174 = add i32 %28, 0
	%175 = add i32 %173, %174
	%176 = mul i32 %24, 16
	%177 = add i32 %28, 8
	%178 = add i32 %176, %177
	br label %loop6

loop6:
	%179 = phi i32 [ %48, %done5 ], [ %1981, %join14 ]
	%180 = icmp slt i32 %179, %51
	br i1 %180, label %body7, label %done8

body7:
	%181 = add i32 %179, 64
	call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%182 = sub i32 %179, %48
	%183 = sdiv i32 %182, 64
	%184 = and i32 %183, 1
	%185 = mul i32 %184, 2048
	%186 = icmp slt i32 %181, %51
	br i1 %186, label %then9, label %join10

done8:
	%187 = load float, float* %18
	%188 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %187, i32 1, i32 31)
	%189 = fadd float %187, %188
	%190 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %189, i32 2, i32 31)
	%191 = fadd float %189, %190
	%192 = load float, float* %19
	%193 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %192, i32 1, i32 31)
	%194 = fadd float %192, %193
	%195 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %194, i32 2, i32 31)
	%196 = fadd float %194, %195
	%197 = icmp eq i32 %29, 0
	br i1 %197, label %then15, label %join16

then9:
	%198 = sub i32 2048, %185
	%199 = add i32 %53, 0
	%200 = add i32 %181, %199
	%201 = icmp slt i32 %200, %51
	%202 = select i1 %201, i32 %200, i32 %48
	%203 = mul i32 %36, %max_blocks
	%204 = sdiv i32 %202, %block_size
	%205 = add i32 %203, %204
	%206 = sext i32 %205 to i64
	%207 = getelementptr i32, i32 addrspace(1)* %table, i64 %206
	%208 = load i32, i32 addrspace(1)* %207
	%209 = mul i32 %208, %block_size
	%210 = srem i32 %202, %block_size
	%211 = add i32 %209, %210
	%212 = mul i32 %211, 64
	%213 = add i32 %52, 0
	%214 = mul i32 %199, 32
	%215 = and i32 %199, 7
	%216 = xor i32 %213, %215
	%217 = shl i32 %216, 2
	%218 = add i32 %214, %217
	%219 = add i32 %198, %218
	%220 = shl i32 %213, 3
	%221 = add i32 %212, %220
	%222 = sext i32 %219 to i64
	%223 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %222
	%224 = ptrtoint i32 addrspace(3)* %223 to i32
	%225 = sext i32 %221 to i64
	%226 = getelementptr i16, i16 addrspace(1)* %pool, i64 %225
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %224, i16 addrspace(1)* %226)
	%227 = add i32 %53, 32
	%228 = add i32 %181, %227
	%229 = icmp slt i32 %228, %51
	%230 = select i1 %229, i32 %228, i32 %48
	%231 = mul i32 %36, %max_blocks
	%232 = sdiv i32 %230, %block_size
	%233 = add i32 %231, %232
	%234 = sext i32 %233 to i64
	%235 = getelementptr i32, i32 addrspace(1)* %table, i64 %234
	%236 = load i32, i32 addrspace(1)* %235
	%237 = mul i32 %236, %block_size
	%238 = srem i32 %230, %block_size
	%239 = add i32 %237, %238
	%240 = mul i32 %239, 64
	%241 = add i32 %52, 0
	%242 = mul i32 %227, 32
	%243 = and i32 %227, 7
	%244 = xor i32 %241, %243
	%245 = shl i32 %244, 2
	%246 = add i32 %242, %245
	%247 = add i32 %198, %246
	%248 = shl i32 %241, 3
	%249 = add i32 %240, %248
	%250 = sext i32 %247 to i64
	%251 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %250
	%252 = ptrtoint i32 addrspace(3)* %251 to i32
	%253 = sext i32 %249 to i64
	%254 = getelementptr i16, i16 addrspace(1)* %pool, i64 %253
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %252, i16 addrspace(1)* %254)
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %join10

join10:
	%255 = add i32 %154, 0
	%256 = mul i32 %158, 32
	%257 = and i32 %158, 7
	%258 = xor i32 %255, %257
	%259 = shl i32 %258, 2
	%260 = add i32 %256, %259
	%261 = sext i32 %260 to i64
	%262 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %261
	%263 = ptrtoint i32 addrspace(3)* %262 to i32
	%264 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %263)
	%265 = extractvalue { i32, i32, i32, i32 } %264, 0
	%266 = insertelement <4 x i32> zeroinitializer, i32 %265, i32 0
	%267 = extractvalue { i32, i32, i32, i32 } %264, 1
	%268 = insertelement <4 x i32> %266, i32 %267, i32 1
	%269 = extractvalue { i32, i32, i32, i32 } %264, 2
	%270 = insertelement <4 x i32> %268, i32 %269, i32 2
	%271 = extractvalue { i32, i32, i32, i32 } %264, 3
	%272 = insertelement <4 x i32> %270, i32 %271, i32 3
	%273 = extractelement <4 x i32> %272, i32 0
	%274 = extractelement <4 x i32> %272, i32 1
	%275 = extractelement <4 x i32> %272, i32 2
	%276 = extractelement <4 x i32> %272, i32 3
	%277 = add i32 %162, 0
	%278 = add i32 %153, 0
	%279 = mul i32 %277, 32
	%280 = and i32 %277, 7
	%281 = xor i32 %278, %280
	%282 = shl i32 %281, 2
	%283 = add i32 %279, %282
	%284 = add i32 %185, %283
	%285 = sext i32 %284 to i64
	%286 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %285
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
	%299 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %273, i32 %274, i32 %275, i32 %276, i32 %297, i32 %298, float 0.0, float 0.0, float 0.0, float 0.0)
	%300 = extractvalue { float, float, float, float } %299, 0
	%301 = bitcast float %300 to i32
	%302 = insertelement <4 x i32> zeroinitializer, i32 %301, i32 0
	%303 = extractvalue { float, float, float, float } %299, 1
	%304 = bitcast float %303 to i32
	%305 = insertelement <4 x i32> %302, i32 %304, i32 1
	%306 = extractvalue { float, float, float, float } %299, 2
	%307 = bitcast float %306 to i32
	%308 = insertelement <4 x i32> %305, i32 %307, i32 2
	%309 = extractvalue { float, float, float, float } %299, 3
	%310 = bitcast float %309 to i32
	%311 = insertelement <4 x i32> %308, i32 %310, i32 3
	%312 = extractelement <4 x i32> %311, i32 0
	%313 = bitcast i32 %312 to float
	%314 = extractelement <4 x i32> %311, i32 1
	%315 = bitcast i32 %314 to float
	%316 = extractelement <4 x i32> %311, i32 2
	%317 = bitcast i32 %316 to float
	%318 = extractelement <4 x i32> %311, i32 3
	%319 = bitcast i32 %318 to float
	%320 = extractelement <4 x i32> %296, i32 2
	%321 = extractelement <4 x i32> %296, i32 3
	%322 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %273, i32 %274, i32 %275, i32 %276, i32 %320, i32 %321, float 0.0, float 0.0, float 0.0, float 0.0)
	%323 = extractvalue { float, float, float, float } %322, 0
	%324 = bitcast float %323 to i32
	%325 = insertelement <4 x i32> zeroinitializer, i32 %324, i32 0
	%326 = extractvalue { float, float, float, float } %322, 1
	%327 = bitcast float %326 to i32
	%328 = insertelement <4 x i32> %325, i32 %327, i32 1
	%329 = extractvalue { float, float, float, float } %322, 2
	%330 = bitcast float %329 to i32
	%331 = insertelement <4 x i32> %328, i32 %330, i32 2
	%332 = extractvalue { float, float, float, float } %322, 3
	%333 = bitcast float %332 to i32
	%334 = insertelement <4 x i32> %331, i32 %333, i32 3
	%335 = extractelement <4 x i32> %334, i32 0
	%336 = bitcast i32 %335 to float
	%337 = extractelement <4 x i32> %334, i32 1
	%338 = bitcast i32 %337 to float
	%339 = extractelement <4 x i32> %334, i32 2
	%340 = bitcast i32 %339 to float
	%341 = extractelement <4 x i32> %334, i32 3
	%342 = bitcast i32 %341 to float
	%343 = add i32 %162, 16
	%344 = add i32 %153, 0
	%345 = mul i32 %343, 32
	%346 = and i32 %343, 7
	%347 = xor i32 %344, %346
	%348 = shl i32 %347, 2
	%349 = add i32 %345, %348
	%350 = add i32 %185, %349
	%351 = sext i32 %350 to i64
	%352 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %351
	%353 = ptrtoint i32 addrspace(3)* %352 to i32
	%354 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %353)
	%355 = extractvalue { i32, i32, i32, i32 } %354, 0
	%356 = insertelement <4 x i32> zeroinitializer, i32 %355, i32 0
	%357 = extractvalue { i32, i32, i32, i32 } %354, 1
	%358 = insertelement <4 x i32> %356, i32 %357, i32 1
	%359 = extractvalue { i32, i32, i32, i32 } %354, 2
	%360 = insertelement <4 x i32> %358, i32 %359, i32 2
	%361 = extractvalue { i32, i32, i32, i32 } %354, 3
	%362 = insertelement <4 x i32> %360, i32 %361, i32 3
	%363 = extractelement <4 x i32> %362, i32 0
	%364 = extractelement <4 x i32> %362, i32 1
	%365 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %273, i32 %274, i32 %275, i32 %276, i32 %363, i32 %364, float 0.0, float 0.0, float 0.0, float 0.0)
	%366 = extractvalue { float, float, float, float } %365, 0
	%367 = bitcast float %366 to i32
	%368 = insertelement <4 x i32> zeroinitializer, i32 %367, i32 0
	%369 = extractvalue { float, float, float, float } %365, 1
	%370 = bitcast float %369 to i32
	%371 = insertelement <4 x i32> %368, i32 %370, i32 1
	%372 = extractvalue { float, float, float, float } %365, 2
	%373 = bitcast float %372 to i32
	%374 = insertelement <4 x i32> %371, i32 %373, i32 2
	%375 = extractvalue { float, float, float, float } %365, 3
	%376 = bitcast float %375 to i32
	%377 = insertelement <4 x i32> %374, i32 %376, i32 3
	%378 = extractelement <4 x i32> %377, i32 0
	%379 = bitcast i32 %378 to float
	%380 = extractelement <4 x i32> %377, i32 1
	%381 = bitcast i32 %380 to float
	%382 = extractelement <4 x i32> %377, i32 2
	%383 = bitcast i32 %382 to float
	%384 = extractelement <4 x i32> %377, i32 3
	%385 = bitcast i32 %384 to float
	%386 = extractelement <4 x i32> %362, i32 2
	%387 = extractelement <4 x i32> %362, i32 3
	%388 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %273, i32 %274, i32 %275, i32 %276, i32 %386, i32 %387, float 0.0, float 0.0, float 0.0, float 0.0)
	%389 = extractvalue { float, float, float, float } %388, 0
	%390 = bitcast float %389 to i32
	%391 = insertelement <4 x i32> zeroinitializer, i32 %390, i32 0
	%392 = extractvalue { float, float, float, float } %388, 1
	%393 = bitcast float %392 to i32
	%394 = insertelement <4 x i32> %391, i32 %393, i32 1
	%395 = extractvalue { float, float, float, float } %388, 2
	%396 = bitcast float %395 to i32
	%397 = insertelement <4 x i32> %394, i32 %396, i32 2
	%398 = extractvalue { float, float, float, float } %388, 3
	%399 = bitcast float %398 to i32
	%400 = insertelement <4 x i32> %397, i32 %399, i32 3
	%401 = extractelement <4 x i32> %400, i32 0
	%402 = bitcast i32 %401 to float
	%403 = extractelement <4 x i32> %400, i32 1
	%404 = bitcast i32 %403 to float
	%405 = extractelement <4 x i32> %400, i32 2
	%406 = bitcast i32 %405 to float
	%407 = extractelement <4 x i32> %400, i32 3
	%408 = bitcast i32 %407 to float
	%409 = add i32 %154, 2
	%410 = mul i32 %158, 32
	%411 = and i32 %158, 7
	%412 = xor i32 %409, %411
	%413 = shl i32 %412, 2
	%414 = add i32 %410, %413
	%415 = sext i32 %414 to i64
	%416 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %415
	%417 = ptrtoint i32 addrspace(3)* %416 to i32
	%418 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %417)
	%419 = extractvalue { i32, i32, i32, i32 } %418, 0
	%420 = insertelement <4 x i32> zeroinitializer, i32 %419, i32 0
	%421 = extractvalue { i32, i32, i32, i32 } %418, 1
	%422 = insertelement <4 x i32> %420, i32 %421, i32 1
	%423 = extractvalue { i32, i32, i32, i32 } %418, 2
	%424 = insertelement <4 x i32> %422, i32 %423, i32 2
	%425 = extractvalue { i32, i32, i32, i32 } %418, 3
	%426 = insertelement <4 x i32> %424, i32 %425, i32 3
	%427 = extractelement <4 x i32> %426, i32 0
	%428 = extractelement <4 x i32> %426, i32 1
	%429 = extractelement <4 x i32> %426, i32 2
	%430 = extractelement <4 x i32> %426, i32 3
	%431 = add i32 %162, 0
	%432 = add i32 %153, 2
	%433 = mul i32 %431, 32
	%434 = and i32 %431, 7
	%435 = xor i32 %432, %434
	%436 = shl i32 %435, 2
	%437 = add i32 %433, %436
	%438 = add i32 %185, %437
	%439 = sext i32 %438 to i64
	%440 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %439
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
	%453 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %427, i32 %428, i32 %429, i32 %430, i32 %451, i32 %452, float %313, float %315, float %317, float %319)
	%454 = extractvalue { float, float, float, float } %453, 0
	%455 = bitcast float %454 to i32
	%456 = insertelement <4 x i32> zeroinitializer, i32 %455, i32 0
	%457 = extractvalue { float, float, float, float } %453, 1
	%458 = bitcast float %457 to i32
	%459 = insertelement <4 x i32> %456, i32 %458, i32 1
	%460 = extractvalue { float, float, float, float } %453, 2
	%461 = bitcast float %460 to i32
	%462 = insertelement <4 x i32> %459, i32 %461, i32 2
	%463 = extractvalue { float, float, float, float } %453, 3
	%464 = bitcast float %463 to i32
	%465 = insertelement <4 x i32> %462, i32 %464, i32 3
	%466 = extractelement <4 x i32> %465, i32 0
	%467 = bitcast i32 %466 to float
	%468 = extractelement <4 x i32> %465, i32 1
	%469 = bitcast i32 %468 to float
	%470 = extractelement <4 x i32> %465, i32 2
	%471 = bitcast i32 %470 to float
	%472 = extractelement <4 x i32> %465, i32 3
	%473 = bitcast i32 %472 to float
	%474 = extractelement <4 x i32> %450, i32 2
	%475 = extractelement <4 x i32> %450, i32 3
	%476 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %427, i32 %428, i32 %429, i32 %430, i32 %474, i32 %475, float %336, float %338, float %340, float %342)
	%477 = extractvalue { float, float, float, float } %476, 0
	%478 = bitcast float %477 to i32
	%479 = insertelement <4 x i32> zeroinitializer, i32 %478, i32 0
	%480 = extractvalue { float, float, float, float } %476, 1
	%481 = bitcast float %480 to i32
	%482 = insertelement <4 x i32> %479, i32 %481, i32 1
	%483 = extractvalue { float, float, float, float } %476, 2
	%484 = bitcast float %483 to i32
	%485 = insertelement <4 x i32> %482, i32 %484, i32 2
	%486 = extractvalue { float, float, float, float } %476, 3
	%487 = bitcast float %486 to i32
	%488 = insertelement <4 x i32> %485, i32 %487, i32 3
	%489 = extractelement <4 x i32> %488, i32 0
	%490 = bitcast i32 %489 to float
	%491 = extractelement <4 x i32> %488, i32 1
	%492 = bitcast i32 %491 to float
	%493 = extractelement <4 x i32> %488, i32 2
	%494 = bitcast i32 %493 to float
	%495 = extractelement <4 x i32> %488, i32 3
	%496 = bitcast i32 %495 to float
	%497 = add i32 %162, 16
	%498 = add i32 %153, 2
	%499 = mul i32 %497, 32
	%500 = and i32 %497, 7
	%501 = xor i32 %498, %500
	%502 = shl i32 %501, 2
	%503 = add i32 %499, %502
	%504 = add i32 %185, %503
	%505 = sext i32 %504 to i64
	%506 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %505
	%507 = ptrtoint i32 addrspace(3)* %506 to i32
	%508 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %507)
	%509 = extractvalue { i32, i32, i32, i32 } %508, 0
	%510 = insertelement <4 x i32> zeroinitializer, i32 %509, i32 0
	%511 = extractvalue { i32, i32, i32, i32 } %508, 1
	%512 = insertelement <4 x i32> %510, i32 %511, i32 1
	%513 = extractvalue { i32, i32, i32, i32 } %508, 2
	%514 = insertelement <4 x i32> %512, i32 %513, i32 2
	%515 = extractvalue { i32, i32, i32, i32 } %508, 3
	%516 = insertelement <4 x i32> %514, i32 %515, i32 3
	%517 = extractelement <4 x i32> %516, i32 0
	%518 = extractelement <4 x i32> %516, i32 1
	%519 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %427, i32 %428, i32 %429, i32 %430, i32 %517, i32 %518, float %379, float %381, float %383, float %385)
	%520 = extractvalue { float, float, float, float } %519, 0
	%521 = bitcast float %520 to i32
	%522 = insertelement <4 x i32> zeroinitializer, i32 %521, i32 0
	%523 = extractvalue { float, float, float, float } %519, 1
	%524 = bitcast float %523 to i32
	%525 = insertelement <4 x i32> %522, i32 %524, i32 1
	%526 = extractvalue { float, float, float, float } %519, 2
	%527 = bitcast float %526 to i32
	%528 = insertelement <4 x i32> %525, i32 %527, i32 2
	%529 = extractvalue { float, float, float, float } %519, 3
	%530 = bitcast float %529 to i32
	%531 = insertelement <4 x i32> %528, i32 %530, i32 3
	%532 = extractelement <4 x i32> %531, i32 0
	%533 = bitcast i32 %532 to float
	%534 = extractelement <4 x i32> %531, i32 1
	%535 = bitcast i32 %534 to float
	%536 = extractelement <4 x i32> %531, i32 2
	%537 = bitcast i32 %536 to float
	%538 = extractelement <4 x i32> %531, i32 3
	%539 = bitcast i32 %538 to float
	%540 = extractelement <4 x i32> %516, i32 2
	%541 = extractelement <4 x i32> %516, i32 3
	%542 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %427, i32 %428, i32 %429, i32 %430, i32 %540, i32 %541, float %402, float %404, float %406, float %408)
	%543 = extractvalue { float, float, float, float } %542, 0
	%544 = bitcast float %543 to i32
	%545 = insertelement <4 x i32> zeroinitializer, i32 %544, i32 0
	%546 = extractvalue { float, float, float, float } %542, 1
	%547 = bitcast float %546 to i32
	%548 = insertelement <4 x i32> %545, i32 %547, i32 1
	%549 = extractvalue { float, float, float, float } %542, 2
	%550 = bitcast float %549 to i32
	%551 = insertelement <4 x i32> %548, i32 %550, i32 2
	%552 = extractvalue { float, float, float, float } %542, 3
	%553 = bitcast float %552 to i32
	%554 = insertelement <4 x i32> %551, i32 %553, i32 3
	%555 = extractelement <4 x i32> %554, i32 0
	%556 = bitcast i32 %555 to float
	%557 = extractelement <4 x i32> %554, i32 1
	%558 = bitcast i32 %557 to float
	%559 = extractelement <4 x i32> %554, i32 2
	%560 = bitcast i32 %559 to float
	%561 = extractelement <4 x i32> %554, i32 3
	%562 = bitcast i32 %561 to float
	%563 = add i32 %154, 4
	%564 = mul i32 %158, 32
	%565 = and i32 %158, 7
	%566 = xor i32 %563, %565
	%567 = shl i32 %566, 2
	%568 = add i32 %564, %567
	%569 = sext i32 %568 to i64
	%570 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %569
	%571 = ptrtoint i32 addrspace(3)* %570 to i32
	%572 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %571)
	%573 = extractvalue { i32, i32, i32, i32 } %572, 0
	%574 = insertelement <4 x i32> zeroinitializer, i32 %573, i32 0
	%575 = extractvalue { i32, i32, i32, i32 } %572, 1
	%576 = insertelement <4 x i32> %574, i32 %575, i32 1
	%577 = extractvalue { i32, i32, i32, i32 } %572, 2
	%578 = insertelement <4 x i32> %576, i32 %577, i32 2
	%579 = extractvalue { i32, i32, i32, i32 } %572, 3
	%580 = insertelement <4 x i32> %578, i32 %579, i32 3
	%581 = extractelement <4 x i32> %580, i32 0
	%582 = extractelement <4 x i32> %580, i32 1
	%583 = extractelement <4 x i32> %580, i32 2
	%584 = extractelement <4 x i32> %580, i32 3
	%585 = add i32 %162, 0
	%586 = add i32 %153, 4
	%587 = mul i32 %585, 32
	%588 = and i32 %585, 7
	%589 = xor i32 %586, %588
	%590 = shl i32 %589, 2
	%591 = add i32 %587, %590
	%592 = add i32 %185, %591
	%593 = sext i32 %592 to i64
	%594 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %593
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
	%607 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %581, i32 %582, i32 %583, i32 %584, i32 %605, i32 %606, float %467, float %469, float %471, float %473)
	%608 = extractvalue { float, float, float, float } %607, 0
	%609 = bitcast float %608 to i32
	%610 = insertelement <4 x i32> zeroinitializer, i32 %609, i32 0
	%611 = extractvalue { float, float, float, float } %607, 1
	%612 = bitcast float %611 to i32
	%613 = insertelement <4 x i32> %610, i32 %612, i32 1
	%614 = extractvalue { float, float, float, float } %607, 2
	%615 = bitcast float %614 to i32
	%616 = insertelement <4 x i32> %613, i32 %615, i32 2
	%617 = extractvalue { float, float, float, float } %607, 3
	%618 = bitcast float %617 to i32
	%619 = insertelement <4 x i32> %616, i32 %618, i32 3
	%620 = extractelement <4 x i32> %619, i32 0
	%621 = bitcast i32 %620 to float
	%622 = extractelement <4 x i32> %619, i32 1
	%623 = bitcast i32 %622 to float
	%624 = extractelement <4 x i32> %619, i32 2
	%625 = bitcast i32 %624 to float
	%626 = extractelement <4 x i32> %619, i32 3
	%627 = bitcast i32 %626 to float
	%628 = extractelement <4 x i32> %604, i32 2
	%629 = extractelement <4 x i32> %604, i32 3
	%630 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %581, i32 %582, i32 %583, i32 %584, i32 %628, i32 %629, float %490, float %492, float %494, float %496)
	%631 = extractvalue { float, float, float, float } %630, 0
	%632 = bitcast float %631 to i32
	%633 = insertelement <4 x i32> zeroinitializer, i32 %632, i32 0
	%634 = extractvalue { float, float, float, float } %630, 1
	%635 = bitcast float %634 to i32
	%636 = insertelement <4 x i32> %633, i32 %635, i32 1
	%637 = extractvalue { float, float, float, float } %630, 2
	%638 = bitcast float %637 to i32
	%639 = insertelement <4 x i32> %636, i32 %638, i32 2
	%640 = extractvalue { float, float, float, float } %630, 3
	%641 = bitcast float %640 to i32
	%642 = insertelement <4 x i32> %639, i32 %641, i32 3
	%643 = extractelement <4 x i32> %642, i32 0
	%644 = bitcast i32 %643 to float
	%645 = extractelement <4 x i32> %642, i32 1
	%646 = bitcast i32 %645 to float
	%647 = extractelement <4 x i32> %642, i32 2
	%648 = bitcast i32 %647 to float
	%649 = extractelement <4 x i32> %642, i32 3
	%650 = bitcast i32 %649 to float
	%651 = add i32 %162, 16
	%652 = add i32 %153, 4
	%653 = mul i32 %651, 32
	%654 = and i32 %651, 7
	%655 = xor i32 %652, %654
	%656 = shl i32 %655, 2
	%657 = add i32 %653, %656
	%658 = add i32 %185, %657
	%659 = sext i32 %658 to i64
	%660 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %659
	%661 = ptrtoint i32 addrspace(3)* %660 to i32
	%662 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %661)
	%663 = extractvalue { i32, i32, i32, i32 } %662, 0
	%664 = insertelement <4 x i32> zeroinitializer, i32 %663, i32 0
	%665 = extractvalue { i32, i32, i32, i32 } %662, 1
	%666 = insertelement <4 x i32> %664, i32 %665, i32 1
	%667 = extractvalue { i32, i32, i32, i32 } %662, 2
	%668 = insertelement <4 x i32> %666, i32 %667, i32 2
	%669 = extractvalue { i32, i32, i32, i32 } %662, 3
	%670 = insertelement <4 x i32> %668, i32 %669, i32 3
	%671 = extractelement <4 x i32> %670, i32 0
	%672 = extractelement <4 x i32> %670, i32 1
	%673 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %581, i32 %582, i32 %583, i32 %584, i32 %671, i32 %672, float %533, float %535, float %537, float %539)
	%674 = extractvalue { float, float, float, float } %673, 0
	%675 = bitcast float %674 to i32
	%676 = insertelement <4 x i32> zeroinitializer, i32 %675, i32 0
	%677 = extractvalue { float, float, float, float } %673, 1
	%678 = bitcast float %677 to i32
	%679 = insertelement <4 x i32> %676, i32 %678, i32 1
	%680 = extractvalue { float, float, float, float } %673, 2
	%681 = bitcast float %680 to i32
	%682 = insertelement <4 x i32> %679, i32 %681, i32 2
	%683 = extractvalue { float, float, float, float } %673, 3
	%684 = bitcast float %683 to i32
	%685 = insertelement <4 x i32> %682, i32 %684, i32 3
	%686 = extractelement <4 x i32> %685, i32 0
	%687 = bitcast i32 %686 to float
	%688 = extractelement <4 x i32> %685, i32 1
	%689 = bitcast i32 %688 to float
	%690 = extractelement <4 x i32> %685, i32 2
	%691 = bitcast i32 %690 to float
	%692 = extractelement <4 x i32> %685, i32 3
	%693 = bitcast i32 %692 to float
	%694 = extractelement <4 x i32> %670, i32 2
	%695 = extractelement <4 x i32> %670, i32 3
	%696 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %581, i32 %582, i32 %583, i32 %584, i32 %694, i32 %695, float %556, float %558, float %560, float %562)
	%697 = extractvalue { float, float, float, float } %696, 0
	%698 = bitcast float %697 to i32
	%699 = insertelement <4 x i32> zeroinitializer, i32 %698, i32 0
	%700 = extractvalue { float, float, float, float } %696, 1
	%701 = bitcast float %700 to i32
	%702 = insertelement <4 x i32> %699, i32 %701, i32 1
	%703 = extractvalue { float, float, float, float } %696, 2
	%704 = bitcast float %703 to i32
	%705 = insertelement <4 x i32> %702, i32 %704, i32 2
	%706 = extractvalue { float, float, float, float } %696, 3
	%707 = bitcast float %706 to i32
	%708 = insertelement <4 x i32> %705, i32 %707, i32 3
	%709 = extractelement <4 x i32> %708, i32 0
	%710 = bitcast i32 %709 to float
	%711 = extractelement <4 x i32> %708, i32 1
	%712 = bitcast i32 %711 to float
	%713 = extractelement <4 x i32> %708, i32 2
	%714 = bitcast i32 %713 to float
	%715 = extractelement <4 x i32> %708, i32 3
	%716 = bitcast i32 %715 to float
	%717 = add i32 %154, 6
	%718 = mul i32 %158, 32
	%719 = and i32 %158, 7
	%720 = xor i32 %717, %719
	%721 = shl i32 %720, 2
	%722 = add i32 %718, %721
	%723 = sext i32 %722 to i64
	%724 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem55, i64 0, i64 %723
	%725 = ptrtoint i32 addrspace(3)* %724 to i32
	%726 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %725)
	%727 = extractvalue { i32, i32, i32, i32 } %726, 0
	%728 = insertelement <4 x i32> zeroinitializer, i32 %727, i32 0
	%729 = extractvalue { i32, i32, i32, i32 } %726, 1
	%730 = insertelement <4 x i32> %728, i32 %729, i32 1
	%731 = extractvalue { i32, i32, i32, i32 } %726, 2
	%732 = insertelement <4 x i32> %730, i32 %731, i32 2
	%733 = extractvalue { i32, i32, i32, i32 } %726, 3
	%734 = insertelement <4 x i32> %732, i32 %733, i32 3
	%735 = extractelement <4 x i32> %734, i32 0
	%736 = extractelement <4 x i32> %734, i32 1
	%737 = extractelement <4 x i32> %734, i32 2
	%738 = extractelement <4 x i32> %734, i32 3
	%739 = add i32 %162, 0
	%740 = add i32 %153, 6
	%741 = mul i32 %739, 32
	%742 = and i32 %739, 7
	%743 = xor i32 %740, %742
	%744 = shl i32 %743, 2
	%745 = add i32 %741, %744
	%746 = add i32 %185, %745
	%747 = sext i32 %746 to i64
	%748 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %747
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
	%761 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %735, i32 %736, i32 %737, i32 %738, i32 %759, i32 %760, float %621, float %623, float %625, float %627)
	%762 = extractvalue { float, float, float, float } %761, 0
	%763 = bitcast float %762 to i32
	%764 = insertelement <4 x i32> zeroinitializer, i32 %763, i32 0
	%765 = extractvalue { float, float, float, float } %761, 1
	%766 = bitcast float %765 to i32
	%767 = insertelement <4 x i32> %764, i32 %766, i32 1
	%768 = extractvalue { float, float, float, float } %761, 2
	%769 = bitcast float %768 to i32
	%770 = insertelement <4 x i32> %767, i32 %769, i32 2
	%771 = extractvalue { float, float, float, float } %761, 3
	%772 = bitcast float %771 to i32
	%773 = insertelement <4 x i32> %770, i32 %772, i32 3
	%774 = extractelement <4 x i32> %773, i32 0
	%775 = bitcast i32 %774 to float
	%776 = extractelement <4 x i32> %773, i32 1
	%777 = bitcast i32 %776 to float
	%778 = extractelement <4 x i32> %773, i32 2
	%779 = bitcast i32 %778 to float
	%780 = extractelement <4 x i32> %773, i32 3
	%781 = bitcast i32 %780 to float
	%782 = extractelement <4 x i32> %758, i32 2
	%783 = extractelement <4 x i32> %758, i32 3
	%784 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %735, i32 %736, i32 %737, i32 %738, i32 %782, i32 %783, float %644, float %646, float %648, float %650)
	%785 = extractvalue { float, float, float, float } %784, 0
	%786 = bitcast float %785 to i32
	%787 = insertelement <4 x i32> zeroinitializer, i32 %786, i32 0
	%788 = extractvalue { float, float, float, float } %784, 1
	%789 = bitcast float %788 to i32
	%790 = insertelement <4 x i32> %787, i32 %789, i32 1
	%791 = extractvalue { float, float, float, float } %784, 2
	%792 = bitcast float %791 to i32
	%793 = insertelement <4 x i32> %790, i32 %792, i32 2
	%794 = extractvalue { float, float, float, float } %784, 3
	%795 = bitcast float %794 to i32
	%796 = insertelement <4 x i32> %793, i32 %795, i32 3
	%797 = extractelement <4 x i32> %796, i32 0
	%798 = bitcast i32 %797 to float
	%799 = extractelement <4 x i32> %796, i32 1
	%800 = bitcast i32 %799 to float
	%801 = extractelement <4 x i32> %796, i32 2
	%802 = bitcast i32 %801 to float
	%803 = extractelement <4 x i32> %796, i32 3
	%804 = bitcast i32 %803 to float
	%805 = add i32 %162, 16
	%806 = add i32 %153, 6
	%807 = mul i32 %805, 32
	%808 = and i32 %805, 7
	%809 = xor i32 %806, %808
	%810 = shl i32 %809, 2
	%811 = add i32 %807, %810
	%812 = add i32 %185, %811
	%813 = sext i32 %812 to i64
	%814 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %813
	%815 = ptrtoint i32 addrspace(3)* %814 to i32
	%816 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %815)
	%817 = extractvalue { i32, i32, i32, i32 } %816, 0
	%818 = insertelement <4 x i32> zeroinitializer, i32 %817, i32 0
	%819 = extractvalue { i32, i32, i32, i32 } %816, 1
	%820 = insertelement <4 x i32> %818, i32 %819, i32 1
	%821 = extractvalue { i32, i32, i32, i32 } %816, 2
	%822 = insertelement <4 x i32> %820, i32 %821, i32 2
	%823 = extractvalue { i32, i32, i32, i32 } %816, 3
	%824 = insertelement <4 x i32> %822, i32 %823, i32 3
	%825 = extractelement <4 x i32> %824, i32 0
	%826 = extractelement <4 x i32> %824, i32 1
	%827 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %735, i32 %736, i32 %737, i32 %738, i32 %825, i32 %826, float %687, float %689, float %691, float %693)
	%828 = extractvalue { float, float, float, float } %827, 0
	%829 = bitcast float %828 to i32
	%830 = insertelement <4 x i32> zeroinitializer, i32 %829, i32 0
	%831 = extractvalue { float, float, float, float } %827, 1
	%832 = bitcast float %831 to i32
	%833 = insertelement <4 x i32> %830, i32 %832, i32 1
	%834 = extractvalue { float, float, float, float } %827, 2
	%835 = bitcast float %834 to i32
	%836 = insertelement <4 x i32> %833, i32 %835, i32 2
	%837 = extractvalue { float, float, float, float } %827, 3
	%838 = bitcast float %837 to i32
	%839 = insertelement <4 x i32> %836, i32 %838, i32 3
	%840 = extractelement <4 x i32> %839, i32 0
	%841 = bitcast i32 %840 to float
	%842 = extractelement <4 x i32> %839, i32 1
	%843 = bitcast i32 %842 to float
	%844 = extractelement <4 x i32> %839, i32 2
	%845 = bitcast i32 %844 to float
	%846 = extractelement <4 x i32> %839, i32 3
	%847 = bitcast i32 %846 to float
	%848 = extractelement <4 x i32> %824, i32 2
	%849 = extractelement <4 x i32> %824, i32 3
	%850 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %735, i32 %736, i32 %737, i32 %738, i32 %848, i32 %849, float %710, float %712, float %714, float %716)
	%851 = extractvalue { float, float, float, float } %850, 0
	%852 = bitcast float %851 to i32
	%853 = insertelement <4 x i32> zeroinitializer, i32 %852, i32 0
	%854 = extractvalue { float, float, float, float } %850, 1
	%855 = bitcast float %854 to i32
	%856 = insertelement <4 x i32> %853, i32 %855, i32 1
	%857 = extractvalue { float, float, float, float } %850, 2
	%858 = bitcast float %857 to i32
	%859 = insertelement <4 x i32> %856, i32 %858, i32 2
	%860 = extractvalue { float, float, float, float } %850, 3
	%861 = bitcast float %860 to i32
	%862 = insertelement <4 x i32> %859, i32 %861, i32 3
	%863 = extractelement <4 x i32> %862, i32 0
	%864 = bitcast i32 %863 to float
	%865 = extractelement <4 x i32> %862, i32 1
	%866 = bitcast i32 %865 to float
	%867 = extractelement <4 x i32> %862, i32 2
	%868 = bitcast i32 %867 to float
	%869 = extractelement <4 x i32> %862, i32 3
	%870 = bitcast i32 %869 to float
	%871 = mul i32 %25, 32
	%872 = add i32 %871, 0
	%873 = mul i32 %29, 2
	%874 = add i32 %872, %873
	%875 = add i32 %179, %874
	%876 = icmp slt i32 %875, %51
	%877 = fmul float %775, 0x3FD851EB80000000
	%878 = select i1 %876, float %877, float 0xFFF0000000000000
	%879 = mul i32 %25, 32
	%880 = add i32 %879, 1
	%881 = mul i32 %29, 2
	%882 = add i32 %880, %881
	%883 = add i32 %179, %882
	%884 = icmp slt i32 %883, %51
	%885 = fmul float %777, 0x3FD851EB80000000
	%886 = select i1 %884, float %885, float 0xFFF0000000000000
	%887 = fcmp olt float %878, %886
	%888 = select i1 %887, float %886, float %878
	%889 = mul i32 %25, 32
	%890 = add i32 %889, 0
	%891 = mul i32 %29, 2
	%892 = add i32 %890, %891
	%893 = add i32 %179, %892
	%894 = icmp slt i32 %893, %51
	%895 = fmul float %779, 0x3FD851EB80000000
	%896 = select i1 %894, float %895, float 0xFFF0000000000000
	%897 = mul i32 %25, 32
	%898 = add i32 %897, 1
	%899 = mul i32 %29, 2
	%900 = add i32 %898, %899
	%901 = add i32 %179, %900
	%902 = icmp slt i32 %901, %51
	%903 = fmul float %781, 0x3FD851EB80000000
	%904 = select i1 %902, float %903, float 0xFFF0000000000000
	%905 = fcmp olt float %896, %904
	%906 = select i1 %905, float %904, float %896
	%907 = mul i32 %25, 32
	%908 = add i32 %907, 8
	%909 = mul i32 %29, 2
	%910 = add i32 %908, %909
	%911 = add i32 %179, %910
	%912 = icmp slt i32 %911, %51
	%913 = fmul float %798, 0x3FD851EB80000000
	%914 = select i1 %912, float %913, float 0xFFF0000000000000
	%915 = fcmp olt float %888, %914
	%916 = select i1 %915, float %914, float %888
	%917 = mul i32 %25, 32
	%918 = add i32 %917, 9
	%919 = mul i32 %29, 2
	%920 = add i32 %918, %919
	%921 = add i32 %179, %920
	%922 = icmp slt i32 %921, %51
	%923 = fmul float %800, 0x3FD851EB80000000
	%924 = select i1 %922, float %923, float 0xFFF0000000000000
	%925 = fcmp olt float %916, %924
	%926 = select i1 %925, float %924, float %916
	%927 = mul i32 %25, 32
	%928 = add i32 %927, 8
	%929 = mul i32 %29, 2
	%930 = add i32 %928, %929
	%931 = add i32 %179, %930
	%932 = icmp slt i32 %931, %51
	%933 = fmul float %802, 0x3FD851EB80000000
	%934 = select i1 %932, float %933, float 0xFFF0000000000000
	%935 = fcmp olt float %906, %934
	%936 = select i1 %935, float %934, float %906
	%937 = mul i32 %25, 32
	%938 = add i32 %937, 9
	%939 = mul i32 %29, 2
	%940 = add i32 %938, %939
	%941 = add i32 %179, %940
	%942 = icmp slt i32 %941, %51
	%943 = fmul float %804, 0x3FD851EB80000000
	%944 = select i1 %942, float %943, float 0xFFF0000000000000
	%945 = fcmp olt float %936, %944
	%946 = select i1 %945, float %944, float %936
	%947 = mul i32 %25, 32
	%948 = add i32 %947, 16
	%949 = mul i32 %29, 2
	%950 = add i32 %948, %949
	%951 = add i32 %179, %950
	%952 = icmp slt i32 %951, %51
	%953 = fmul float %841, 0x3FD851EB80000000
	%954 = select i1 %952, float %953, float 0xFFF0000000000000
	%955 = fcmp olt float %926, %954
	%956 = select i1 %955, float %954, float %926
	%957 = mul i32 %25, 32
	%958 = add i32 %957, 17
	%959 = mul i32 %29, 2
	%960 = add i32 %958, %959
	%961 = add i32 %179, %960
	%962 = icmp slt i32 %961, %51
	%963 = fmul float %843, 0x3FD851EB80000000
	%964 = select i1 %962, float %963, float 0xFFF0000000000000
	%965 = fcmp olt float %956, %964
	%966 = select i1 %965, float %964, float %956
	%967 = mul i32 %25, 32
	%968 = add i32 %967, 16
	%969 = mul i32 %29, 2
	%970 = add i32 %968, %969
	%971 = add i32 %179, %970
	%972 = icmp slt i32 %971, %51
	%973 = fmul float %845, 0x3FD851EB80000000
	%974 = select i1 %972, float %973, float 0xFFF0000000000000
	%975 = fcmp olt float %946, %974
	%976 = select i1 %975, float %974, float %946
	%977 = mul i32 %25, 32
	%978 = add i32 %977, 17
	%979 = mul i32 %29, 2
	%980 = add i32 %978, %979
	%981 = add i32 %179, %980
	%982 = icmp slt i32 %981, %51
	%983 = fmul float %847, 0x3FD851EB80000000
	%984 = select i1 %982, float %983, float 0xFFF0000000000000
	%985 = fcmp olt float %976, %984
	%986 = select i1 %985, float %984, float %976
	%987 = mul i32 %25, 32
	%988 = add i32 %987, 24
	%989 = mul i32 %29, 2
	%990 = add i32 %988, %989
	%991 = add i32 %179, %990
	%992 = icmp slt i32 %991, %51
	%993 = fmul float %864, 0x3FD851EB80000000
	%994 = select i1 %992, float %993, float 0xFFF0000000000000
	%995 = fcmp olt float %966, %994
	%996 = select i1 %995, float %994, float %966
	%997 = mul i32 %25, 32
	%998 = add i32 %997, 25
	%999 = mul i32 %29, 2
	%1000 = add i32 %998, %999
	%1001 = add i32 %179, %1000
	%1002 = icmp slt i32 %1001, %51
	%1003 = fmul float %866, 0x3FD851EB80000000
	%1004 = select i1 %1002, float %1003, float 0xFFF0000000000000
	%1005 = fcmp olt float %996, %1004
	%1006 = select i1 %1005, float %1004, float %996
	%1007 = mul i32 %25, 32
	%1008 = add i32 %1007, 24
	%1009 = mul i32 %29, 2
	%1010 = add i32 %1008, %1009
	%1011 = add i32 %179, %1010
	%1012 = icmp slt i32 %1011, %51
	%1013 = fmul float %868, 0x3FD851EB80000000
	%1014 = select i1 %1012, float %1013, float 0xFFF0000000000000
	%1015 = fcmp olt float %986, %1014
	%1016 = select i1 %1015, float %1014, float %986
	%1017 = mul i32 %25, 32
	%1018 = add i32 %1017, 25
	%1019 = mul i32 %29, 2
	%1020 = add i32 %1018, %1019
	%1021 = add i32 %179, %1020
	%1022 = icmp slt i32 %1021, %51
	%1023 = fmul float %870, 0x3FD851EB80000000
	%1024 = select i1 %1022, float %1023, float 0xFFF0000000000000
	%1025 = fcmp olt float %1016, %1024
	%1026 = select i1 %1025, float %1024, float %1016
	%1027 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1006, i32 1, i32 31)
	%1028 = fcmp olt float %1006, %1027
	%1029 = select i1 %1028, float %1027, float %1006
	%1030 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1029, i32 2, i32 31)
	%1031 = fcmp olt float %1029, %1030
	%1032 = select i1 %1031, float %1030, float %1029
	%1033 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1026, i32 1, i32 31)
	%1034 = fcmp olt float %1026, %1033
	%1035 = select i1 %1034, float %1033, float %1026
	%1036 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1035, i32 2, i32 31)
	%1037 = fcmp olt float %1035, %1036
	%1038 = select i1 %1037, float %1036, float %1035
	%1039 = icmp eq i32 %29, 0
	br i1 %1039, label %then11, label %join12

then11:
	%1040 = mul i32 %25, 64
	%1041 = add i32 %1040, %175
	%1042 = sext i32 %1041 to i64
	%1043 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1042
	store float %1032, float addrspace(3)* %1043
	%1044 = mul i32 %25, 64
	%1045 = add i32 %1044, %178
	%1046 = sext i32 %1045 to i64
	%1047 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1046
	store float %1038, float addrspace(3)* %1047
	br label %join12

join12:
	call void @llvm.nvvm.barrier0()
	%1048 = sub i32 1, %25
	%1049 = mul i32 %1048, 64
	%1050 = add i32 %1049, %175
	%1051 = sext i32 %1050 to i64
	%1052 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1051
	%1053 = load float, float addrspace(3)* %1052
	%1054 = fcmp olt float %1032, %1053
	%1055 = select i1 %1054, float %1053, float %1032
	%1056 = load float, float* %16
	%1057 = fcmp olt float %1055, %1056
	%1058 = select i1 %1057, float %1056, float %1055
	%1059 = fsub float %1056, %1058
	%1060 = fmul float %1059, 0x3FF7154760000000
	%1061 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1060)
	store float %1058, float* %16
	%1062 = sub i32 1, %25
	%1063 = mul i32 %1062, 64
	%1064 = add i32 %1063, %178
	%1065 = sext i32 %1064 to i64
	%1066 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem58, i64 0, i64 %1065
	%1067 = load float, float addrspace(3)* %1066
	%1068 = fcmp olt float %1038, %1067
	%1069 = select i1 %1068, float %1067, float %1038
	%1070 = load float, float* %17
	%1071 = fcmp olt float %1069, %1070
	%1072 = select i1 %1071, float %1070, float %1069
	%1073 = fsub float %1070, %1072
	%1074 = fmul float %1073, 0x3FF7154760000000
	%1075 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1074)
	store float %1072, float* %17
	%1076 = fsub float %878, %1058
	%1077 = fmul float %1076, 0x3FF7154760000000
	%1078 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1077)
	%1079 = fsub float %886, %1058
	%1080 = fmul float %1079, 0x3FF7154760000000
	%1081 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1080)
	%1082 = fadd float %1078, %1081
	%1083 = fsub float %896, %1072
	%1084 = fmul float %1083, 0x3FF7154760000000
	%1085 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1084)
	%1086 = fsub float %904, %1072
	%1087 = fmul float %1086, 0x3FF7154760000000
	%1088 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1087)
	%1089 = fadd float %1085, %1088
	%1090 = mul i32 %25, 4
	%1091 = add i32 %1090, 0
	%1092 = mul i32 %175, 32
	%1093 = and i32 %175, 7
	%1094 = xor i32 %1091, %1093
	%1095 = shl i32 %1094, 2
	%1096 = add i32 %1092, %1095
	%1097 = add i32 %1096, %29
	%1098 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1081, float %1078)
	%1099 = sext i32 %1097 to i64
	%1100 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1099
	store i32 %1098, i32 addrspace(3)* %1100
	%1101 = mul i32 %25, 4
	%1102 = add i32 %1101, 0
	%1103 = mul i32 %178, 32
	%1104 = and i32 %178, 7
	%1105 = xor i32 %1102, %1104
	%1106 = shl i32 %1105, 2
	%1107 = add i32 %1103, %1106
	%1108 = add i32 %1107, %29
	%1109 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1088, float %1085)
	%1110 = sext i32 %1108 to i64
	%1111 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1110
	store i32 %1109, i32 addrspace(3)* %1111
	%1112 = fsub float %914, %1058
	%1113 = fmul float %1112, 0x3FF7154760000000
	%1114 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1113)
	%1115 = fadd float %1082, %1114
	%1116 = fsub float %924, %1058
	%1117 = fmul float %1116, 0x3FF7154760000000
	%1118 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1117)
	%1119 = fadd float %1115, %1118
	%1120 = fsub float %934, %1072
	%1121 = fmul float %1120, 0x3FF7154760000000
	%1122 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1121)
	%1123 = fadd float %1089, %1122
	%1124 = fsub float %944, %1072
	%1125 = fmul float %1124, 0x3FF7154760000000
	%1126 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1125)
	%1127 = fadd float %1123, %1126
	%1128 = mul i32 %25, 4
	%1129 = add i32 %1128, 1
	%1130 = mul i32 %175, 32
	%1131 = and i32 %175, 7
	%1132 = xor i32 %1129, %1131
	%1133 = shl i32 %1132, 2
	%1134 = add i32 %1130, %1133
	%1135 = add i32 %1134, %29
	%1136 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1118, float %1114)
	%1137 = sext i32 %1135 to i64
	%1138 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1137
	store i32 %1136, i32 addrspace(3)* %1138
	%1139 = mul i32 %25, 4
	%1140 = add i32 %1139, 1
	%1141 = mul i32 %178, 32
	%1142 = and i32 %178, 7
	%1143 = xor i32 %1140, %1142
	%1144 = shl i32 %1143, 2
	%1145 = add i32 %1141, %1144
	%1146 = add i32 %1145, %29
	%1147 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1126, float %1122)
	%1148 = sext i32 %1146 to i64
	%1149 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1148
	store i32 %1147, i32 addrspace(3)* %1149
	%1150 = fsub float %954, %1058
	%1151 = fmul float %1150, 0x3FF7154760000000
	%1152 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1151)
	%1153 = fadd float %1119, %1152
	%1154 = fsub float %964, %1058
	%1155 = fmul float %1154, 0x3FF7154760000000
	%1156 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1155)
	%1157 = fadd float %1153, %1156
	%1158 = fsub float %974, %1072
	%1159 = fmul float %1158, 0x3FF7154760000000
	%1160 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1159)
	%1161 = fadd float %1127, %1160
	%1162 = fsub float %984, %1072
	%1163 = fmul float %1162, 0x3FF7154760000000
	%1164 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1163)
	%1165 = fadd float %1161, %1164
	%1166 = mul i32 %25, 4
	%1167 = add i32 %1166, 2
	%1168 = mul i32 %175, 32
	%1169 = and i32 %175, 7
	%1170 = xor i32 %1167, %1169
	%1171 = shl i32 %1170, 2
	%1172 = add i32 %1168, %1171
	%1173 = add i32 %1172, %29
	%1174 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1156, float %1152)
	%1175 = sext i32 %1173 to i64
	%1176 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1175
	store i32 %1174, i32 addrspace(3)* %1176
	%1177 = mul i32 %25, 4
	%1178 = add i32 %1177, 2
	%1179 = mul i32 %178, 32
	%1180 = and i32 %178, 7
	%1181 = xor i32 %1178, %1180
	%1182 = shl i32 %1181, 2
	%1183 = add i32 %1179, %1182
	%1184 = add i32 %1183, %29
	%1185 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1164, float %1160)
	%1186 = sext i32 %1184 to i64
	%1187 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1186
	store i32 %1185, i32 addrspace(3)* %1187
	%1188 = fsub float %994, %1058
	%1189 = fmul float %1188, 0x3FF7154760000000
	%1190 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1189)
	%1191 = fadd float %1157, %1190
	%1192 = fsub float %1004, %1058
	%1193 = fmul float %1192, 0x3FF7154760000000
	%1194 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1193)
	%1195 = fadd float %1191, %1194
	%1196 = fsub float %1014, %1072
	%1197 = fmul float %1196, 0x3FF7154760000000
	%1198 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1197)
	%1199 = fadd float %1165, %1198
	%1200 = fsub float %1024, %1072
	%1201 = fmul float %1200, 0x3FF7154760000000
	%1202 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1201)
	%1203 = fadd float %1199, %1202
	%1204 = mul i32 %25, 4
	%1205 = add i32 %1204, 3
	%1206 = mul i32 %175, 32
	%1207 = and i32 %175, 7
	%1208 = xor i32 %1205, %1207
	%1209 = shl i32 %1208, 2
	%1210 = add i32 %1206, %1209
	%1211 = add i32 %1210, %29
	%1212 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1194, float %1190)
	%1213 = sext i32 %1211 to i64
	%1214 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1213
	store i32 %1212, i32 addrspace(3)* %1214
	%1215 = mul i32 %25, 4
	%1216 = add i32 %1215, 3
	%1217 = mul i32 %178, 32
	%1218 = and i32 %178, 7
	%1219 = xor i32 %1216, %1218
	%1220 = shl i32 %1219, 2
	%1221 = add i32 %1217, %1220
	%1222 = add i32 %1221, %29
	%1223 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1202, float %1198)
	%1224 = sext i32 %1222 to i64
	%1225 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1224
	store i32 %1223, i32 addrspace(3)* %1225
	%1226 = load float, float* %18
	%1227 = call float @llvm.fma.f32(float %1226, float %1061, float %1195)
	store float %1227, float* %18
	%1228 = load float, float* %19
	%1229 = call float @llvm.fma.f32(float %1228, float %1075, float %1203)
	store float %1229, float* %19
	%1230 = icmp eq i32 %29, 0
	%1231 = icmp eq i32 %25, 0
	%1232 = and i1 %1230, %1231
	br i1 %1232, label %then13, label %join14

then13:
	%1233 = sext i32 %175 to i64
	%1234 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1233
	store float %1061, float addrspace(3)* %1234
	%1235 = sext i32 %178 to i64
	%1236 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1235
	store float %1075, float addrspace(3)* %1236
	br label %join14

join14:
	call void @llvm.nvvm.barrier0()
	%1237 = add i32 %172, 0
	%1238 = sext i32 %1237 to i64
	%1239 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1238
	%1240 = load float, float addrspace(3)* %1239
	%1241 = add i32 %172, 8
	%1242 = sext i32 %1241 to i64
	%1243 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1242
	%1244 = load float, float addrspace(3)* %1243
	%1245 = load float, float* %0
	%1246 = fmul float %1245, %1240
	store float %1246, float* %0
	%1247 = load float, float* %1
	%1248 = fmul float %1247, %1240
	store float %1248, float* %1
	%1249 = load float, float* %2
	%1250 = fmul float %1249, %1244
	store float %1250, float* %2
	%1251 = load float, float* %3
	%1252 = fmul float %1251, %1244
	store float %1252, float* %3
	%1253 = load float, float* %4
	%1254 = fmul float %1253, %1240
	store float %1254, float* %4
	%1255 = load float, float* %5
	%1256 = fmul float %1255, %1240
	store float %1256, float* %5
	%1257 = load float, float* %6
	%1258 = fmul float %1257, %1244
	store float %1258, float* %6
	%1259 = load float, float* %7
	%1260 = fmul float %1259, %1244
	store float %1260, float* %7
	%1261 = add i32 %172, 16
	%1262 = sext i32 %1261 to i64
	%1263 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1262
	%1264 = load float, float addrspace(3)* %1263
	%1265 = add i32 %172, 24
	%1266 = sext i32 %1265 to i64
	%1267 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem59, i64 0, i64 %1266
	%1268 = load float, float addrspace(3)* %1267
	%1269 = load float, float* %8
	%1270 = fmul float %1269, %1264
	store float %1270, float* %8
	%1271 = load float, float* %9
	%1272 = fmul float %1271, %1264
	store float %1272, float* %9
	%1273 = load float, float* %10
	%1274 = fmul float %1273, %1268
	store float %1274, float* %10
	%1275 = load float, float* %11
	%1276 = fmul float %1275, %1268
	store float %1276, float* %11
	%1277 = load float, float* %12
	%1278 = fmul float %1277, %1264
	store float %1278, float* %12
	%1279 = load float, float* %13
	%1280 = fmul float %1279, %1264
	store float %1280, float* %13
	%1281 = load float, float* %14
	%1282 = fmul float %1281, %1268
	store float %1282, float* %14
	%1283 = load float, float* %15
	%1284 = fmul float %1283, %1268
	store float %1284, float* %15
	%1285 = add i32 %170, 0
	%1286 = add i32 %154, 0
	%1287 = mul i32 %1285, 32
	%1288 = and i32 %1285, 7
	%1289 = xor i32 %1286, %1288
	%1290 = shl i32 %1289, 2
	%1291 = add i32 %1287, %1290
	%1292 = sext i32 %1291 to i64
	%1293 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1292
	%1294 = ptrtoint i32 addrspace(3)* %1293 to i32
	%1295 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1294)
	%1296 = extractvalue { i32, i32, i32, i32 } %1295, 0
	%1297 = insertelement <4 x i32> zeroinitializer, i32 %1296, i32 0
	%1298 = extractvalue { i32, i32, i32, i32 } %1295, 1
	%1299 = insertelement <4 x i32> %1297, i32 %1298, i32 1
	%1300 = extractvalue { i32, i32, i32, i32 } %1295, 2
	%1301 = insertelement <4 x i32> %1299, i32 %1300, i32 2
	%1302 = extractvalue { i32, i32, i32, i32 } %1295, 3
	%1303 = insertelement <4 x i32> %1301, i32 %1302, i32 3
	%1304 = extractelement <4 x i32> %1303, i32 0
	%1305 = extractelement <4 x i32> %1303, i32 1
	%1306 = extractelement <4 x i32> %1303, i32 2
	%1307 = extractelement <4 x i32> %1303, i32 3
	%1308 = add i32 %170, 16
	%1309 = add i32 %154, 0
	%1310 = mul i32 %1308, 32
	%1311 = and i32 %1308, 7
	%1312 = xor i32 %1309, %1311
	%1313 = shl i32 %1312, 2
	%1314 = add i32 %1310, %1313
	%1315 = sext i32 %1314 to i64
	%1316 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1315
	%1317 = ptrtoint i32 addrspace(3)* %1316 to i32
	%1318 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1317)
	%1319 = extractvalue { i32, i32, i32, i32 } %1318, 0
	%1320 = insertelement <4 x i32> zeroinitializer, i32 %1319, i32 0
	%1321 = extractvalue { i32, i32, i32, i32 } %1318, 1
	%1322 = insertelement <4 x i32> %1320, i32 %1321, i32 1
	%1323 = extractvalue { i32, i32, i32, i32 } %1318, 2
	%1324 = insertelement <4 x i32> %1322, i32 %1323, i32 2
	%1325 = extractvalue { i32, i32, i32, i32 } %1318, 3
	%1326 = insertelement <4 x i32> %1324, i32 %1325, i32 3
	%1327 = extractelement <4 x i32> %1326, i32 0
	%1328 = extractelement <4 x i32> %1326, i32 1
	%1329 = extractelement <4 x i32> %1326, i32 2
	%1330 = extractelement <4 x i32> %1326, i32 3
	%1331 = add i32 %164, 0
	%1332 = add i32 %166, 0
	%1333 = mul i32 %1331, 32
	%1334 = and i32 %1331, 7
	%1335 = xor i32 %1332, %1334
	%1336 = shl i32 %1335, 2
	%1337 = add i32 %1333, %1336
	%1338 = add i32 %185, %1337
	%1339 = sext i32 %1338 to i64
	%1340 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1339
	%1341 = ptrtoint i32 addrspace(3)* %1340 to i32
	%1342 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1341)
	%1343 = extractvalue { i32, i32, i32, i32 } %1342, 0
	%1344 = insertelement <4 x i32> zeroinitializer, i32 %1343, i32 0
	%1345 = extractvalue { i32, i32, i32, i32 } %1342, 1
	%1346 = insertelement <4 x i32> %1344, i32 %1345, i32 1
	%1347 = extractvalue { i32, i32, i32, i32 } %1342, 2
	%1348 = insertelement <4 x i32> %1346, i32 %1347, i32 2
	%1349 = extractvalue { i32, i32, i32, i32 } %1342, 3
	%1350 = insertelement <4 x i32> %1348, i32 %1349, i32 3
	%1351 = extractelement <4 x i32> %1350, i32 0
	%1352 = extractelement <4 x i32> %1350, i32 1
	%1353 = load float, float* %0
	%1354 = load float, float* %1
	%1355 = load float, float* %2
	%1356 = load float, float* %3
	%1357 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1304, i32 %1305, i32 %1306, i32 %1307, i32 %1351, i32 %1352, float %1353, float %1354, float %1355, float %1356)
	%1358 = extractvalue { float, float, float, float } %1357, 0
	%1359 = bitcast float %1358 to i32
	%1360 = insertelement <4 x i32> zeroinitializer, i32 %1359, i32 0
	%1361 = extractvalue { float, float, float, float } %1357, 1
	%1362 = bitcast float %1361 to i32
	%1363 = insertelement <4 x i32> %1360, i32 %1362, i32 1
	%1364 = extractvalue { float, float, float, float } %1357, 2
	%1365 = bitcast float %1364 to i32
	%1366 = insertelement <4 x i32> %1363, i32 %1365, i32 2
	%1367 = extractvalue { float, float, float, float } %1357, 3
	%1368 = bitcast float %1367 to i32
	%1369 = insertelement <4 x i32> %1366, i32 %1368, i32 3
	%1370 = extractelement <4 x i32> %1369, i32 0
	%1371 = bitcast i32 %1370 to float
	store float %1371, float* %0
	%1372 = extractelement <4 x i32> %1369, i32 1
	%1373 = bitcast i32 %1372 to float
	store float %1373, float* %1
	%1374 = extractelement <4 x i32> %1369, i32 2
	%1375 = bitcast i32 %1374 to float
	store float %1375, float* %2
	%1376 = extractelement <4 x i32> %1369, i32 3
	%1377 = bitcast i32 %1376 to float
	store float %1377, float* %3
	%1378 = extractelement <4 x i32> %1350, i32 2
	%1379 = extractelement <4 x i32> %1350, i32 3
	%1380 = load float, float* %4
	%1381 = load float, float* %5
	%1382 = load float, float* %6
	%1383 = load float, float* %7
	%1384 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1304, i32 %1305, i32 %1306, i32 %1307, i32 %1378, i32 %1379, float %1380, float %1381, float %1382, float %1383)
	%1385 = extractvalue { float, float, float, float } %1384, 0
	%1386 = bitcast float %1385 to i32
	%1387 = insertelement <4 x i32> zeroinitializer, i32 %1386, i32 0
	%1388 = extractvalue { float, float, float, float } %1384, 1
	%1389 = bitcast float %1388 to i32
	%1390 = insertelement <4 x i32> %1387, i32 %1389, i32 1
	%1391 = extractvalue { float, float, float, float } %1384, 2
	%1392 = bitcast float %1391 to i32
	%1393 = insertelement <4 x i32> %1390, i32 %1392, i32 2
	%1394 = extractvalue { float, float, float, float } %1384, 3
	%1395 = bitcast float %1394 to i32
	%1396 = insertelement <4 x i32> %1393, i32 %1395, i32 3
	%1397 = extractelement <4 x i32> %1396, i32 0
	%1398 = bitcast i32 %1397 to float
	store float %1398, float* %4
	%1399 = extractelement <4 x i32> %1396, i32 1
	%1400 = bitcast i32 %1399 to float
	store float %1400, float* %5
	%1401 = extractelement <4 x i32> %1396, i32 2
	%1402 = bitcast i32 %1401 to float
	store float %1402, float* %6
	%1403 = extractelement <4 x i32> %1396, i32 3
	%1404 = bitcast i32 %1403 to float
	store float %1404, float* %7
	%1405 = extractelement <4 x i32> %1350, i32 0
	%1406 = extractelement <4 x i32> %1350, i32 1
	%1407 = load float, float* %8
	%1408 = load float, float* %9
	%1409 = load float, float* %10
	%1410 = load float, float* %11
	%1411 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1327, i32 %1328, i32 %1329, i32 %1330, i32 %1405, i32 %1406, float %1407, float %1408, float %1409, float %1410)
	%1412 = extractvalue { float, float, float, float } %1411, 0
	%1413 = bitcast float %1412 to i32
	%1414 = insertelement <4 x i32> zeroinitializer, i32 %1413, i32 0
	%1415 = extractvalue { float, float, float, float } %1411, 1
	%1416 = bitcast float %1415 to i32
	%1417 = insertelement <4 x i32> %1414, i32 %1416, i32 1
	%1418 = extractvalue { float, float, float, float } %1411, 2
	%1419 = bitcast float %1418 to i32
	%1420 = insertelement <4 x i32> %1417, i32 %1419, i32 2
	%1421 = extractvalue { float, float, float, float } %1411, 3
	%1422 = bitcast float %1421 to i32
	%1423 = insertelement <4 x i32> %1420, i32 %1422, i32 3
	%1424 = extractelement <4 x i32> %1423, i32 0
	%1425 = bitcast i32 %1424 to float
	store float %1425, float* %8
	%1426 = extractelement <4 x i32> %1423, i32 1
	%1427 = bitcast i32 %1426 to float
	store float %1427, float* %9
	%1428 = extractelement <4 x i32> %1423, i32 2
	%1429 = bitcast i32 %1428 to float
	store float %1429, float* %10
	%1430 = extractelement <4 x i32> %1423, i32 3
	%1431 = bitcast i32 %1430 to float
	store float %1431, float* %11
	%1432 = extractelement <4 x i32> %1350, i32 2
	%1433 = extractelement <4 x i32> %1350, i32 3
	%1434 = load float, float* %12
	%1435 = load float, float* %13
	%1436 = load float, float* %14
	%1437 = load float, float* %15
	%1438 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1327, i32 %1328, i32 %1329, i32 %1330, i32 %1432, i32 %1433, float %1434, float %1435, float %1436, float %1437)
	%1439 = extractvalue { float, float, float, float } %1438, 0
	%1440 = bitcast float %1439 to i32
	%1441 = insertelement <4 x i32> zeroinitializer, i32 %1440, i32 0
	%1442 = extractvalue { float, float, float, float } %1438, 1
	%1443 = bitcast float %1442 to i32
	%1444 = insertelement <4 x i32> %1441, i32 %1443, i32 1
	%1445 = extractvalue { float, float, float, float } %1438, 2
	%1446 = bitcast float %1445 to i32
	%1447 = insertelement <4 x i32> %1444, i32 %1446, i32 2
	%1448 = extractvalue { float, float, float, float } %1438, 3
	%1449 = bitcast float %1448 to i32
	%1450 = insertelement <4 x i32> %1447, i32 %1449, i32 3
	%1451 = extractelement <4 x i32> %1450, i32 0
	%1452 = bitcast i32 %1451 to float
	store float %1452, float* %12
	%1453 = extractelement <4 x i32> %1450, i32 1
	%1454 = bitcast i32 %1453 to float
	store float %1454, float* %13
	%1455 = extractelement <4 x i32> %1450, i32 2
	%1456 = bitcast i32 %1455 to float
	store float %1456, float* %14
	%1457 = extractelement <4 x i32> %1450, i32 3
	%1458 = bitcast i32 %1457 to float
	store float %1458, float* %15
	%1459 = add i32 %170, 0
	%1460 = add i32 %154, 2
	%1461 = mul i32 %1459, 32
	%1462 = and i32 %1459, 7
	%1463 = xor i32 %1460, %1462
	%1464 = shl i32 %1463, 2
	%1465 = add i32 %1461, %1464
	%1466 = sext i32 %1465 to i64
	%1467 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1466
	%1468 = ptrtoint i32 addrspace(3)* %1467 to i32
	%1469 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1468)
	%1470 = extractvalue { i32, i32, i32, i32 } %1469, 0
	%1471 = insertelement <4 x i32> zeroinitializer, i32 %1470, i32 0
	%1472 = extractvalue { i32, i32, i32, i32 } %1469, 1
	%1473 = insertelement <4 x i32> %1471, i32 %1472, i32 1
	%1474 = extractvalue { i32, i32, i32, i32 } %1469, 2
	%1475 = insertelement <4 x i32> %1473, i32 %1474, i32 2
	%1476 = extractvalue { i32, i32, i32, i32 } %1469, 3
	%1477 = insertelement <4 x i32> %1475, i32 %1476, i32 3
	%1478 = extractelement <4 x i32> %1477, i32 0
	%1479 = extractelement <4 x i32> %1477, i32 1
	%1480 = extractelement <4 x i32> %1477, i32 2
	%1481 = extractelement <4 x i32> %1477, i32 3
	%1482 = add i32 %170, 16
	%1483 = add i32 %154, 2
	%1484 = mul i32 %1482, 32
	%1485 = and i32 %1482, 7
	%1486 = xor i32 %1483, %1485
	%1487 = shl i32 %1486, 2
	%1488 = add i32 %1484, %1487
	%1489 = sext i32 %1488 to i64
	%1490 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1489
	%1491 = ptrtoint i32 addrspace(3)* %1490 to i32
	%1492 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1491)
	%1493 = extractvalue { i32, i32, i32, i32 } %1492, 0
	%1494 = insertelement <4 x i32> zeroinitializer, i32 %1493, i32 0
	%1495 = extractvalue { i32, i32, i32, i32 } %1492, 1
	%1496 = insertelement <4 x i32> %1494, i32 %1495, i32 1
	%1497 = extractvalue { i32, i32, i32, i32 } %1492, 2
	%1498 = insertelement <4 x i32> %1496, i32 %1497, i32 2
	%1499 = extractvalue { i32, i32, i32, i32 } %1492, 3
	%1500 = insertelement <4 x i32> %1498, i32 %1499, i32 3
	%1501 = extractelement <4 x i32> %1500, i32 0
	%1502 = extractelement <4 x i32> %1500, i32 1
	%1503 = extractelement <4 x i32> %1500, i32 2
	%1504 = extractelement <4 x i32> %1500, i32 3
	%1505 = add i32 %164, 16
	%1506 = add i32 %166, 0
	%1507 = mul i32 %1505, 32
	%1508 = and i32 %1505, 7
	%1509 = xor i32 %1506, %1508
	%1510 = shl i32 %1509, 2
	%1511 = add i32 %1507, %1510
	%1512 = add i32 %185, %1511
	%1513 = sext i32 %1512 to i64
	%1514 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1513
	%1515 = ptrtoint i32 addrspace(3)* %1514 to i32
	%1516 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1515)
	%1517 = extractvalue { i32, i32, i32, i32 } %1516, 0
	%1518 = insertelement <4 x i32> zeroinitializer, i32 %1517, i32 0
	%1519 = extractvalue { i32, i32, i32, i32 } %1516, 1
	%1520 = insertelement <4 x i32> %1518, i32 %1519, i32 1
	%1521 = extractvalue { i32, i32, i32, i32 } %1516, 2
	%1522 = insertelement <4 x i32> %1520, i32 %1521, i32 2
	%1523 = extractvalue { i32, i32, i32, i32 } %1516, 3
	%1524 = insertelement <4 x i32> %1522, i32 %1523, i32 3
	%1525 = extractelement <4 x i32> %1524, i32 0
	%1526 = extractelement <4 x i32> %1524, i32 1
	%1527 = load float, float* %0
	%1528 = load float, float* %1
	%1529 = load float, float* %2
	%1530 = load float, float* %3
	%1531 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1478, i32 %1479, i32 %1480, i32 %1481, i32 %1525, i32 %1526, float %1527, float %1528, float %1529, float %1530)
	%1532 = extractvalue { float, float, float, float } %1531, 0
	%1533 = bitcast float %1532 to i32
	%1534 = insertelement <4 x i32> zeroinitializer, i32 %1533, i32 0
	%1535 = extractvalue { float, float, float, float } %1531, 1
	%1536 = bitcast float %1535 to i32
	%1537 = insertelement <4 x i32> %1534, i32 %1536, i32 1
	%1538 = extractvalue { float, float, float, float } %1531, 2
	%1539 = bitcast float %1538 to i32
	%1540 = insertelement <4 x i32> %1537, i32 %1539, i32 2
	%1541 = extractvalue { float, float, float, float } %1531, 3
	%1542 = bitcast float %1541 to i32
	%1543 = insertelement <4 x i32> %1540, i32 %1542, i32 3
	%1544 = extractelement <4 x i32> %1543, i32 0
	%1545 = bitcast i32 %1544 to float
	store float %1545, float* %0
	%1546 = extractelement <4 x i32> %1543, i32 1
	%1547 = bitcast i32 %1546 to float
	store float %1547, float* %1
	%1548 = extractelement <4 x i32> %1543, i32 2
	%1549 = bitcast i32 %1548 to float
	store float %1549, float* %2
	%1550 = extractelement <4 x i32> %1543, i32 3
	%1551 = bitcast i32 %1550 to float
	store float %1551, float* %3
	%1552 = extractelement <4 x i32> %1524, i32 2
	%1553 = extractelement <4 x i32> %1524, i32 3
	%1554 = load float, float* %4
	%1555 = load float, float* %5
	%1556 = load float, float* %6
	%1557 = load float, float* %7
	%1558 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1478, i32 %1479, i32 %1480, i32 %1481, i32 %1552, i32 %1553, float %1554, float %1555, float %1556, float %1557)
	%1559 = extractvalue { float, float, float, float } %1558, 0
	%1560 = bitcast float %1559 to i32
	%1561 = insertelement <4 x i32> zeroinitializer, i32 %1560, i32 0
	%1562 = extractvalue { float, float, float, float } %1558, 1
	%1563 = bitcast float %1562 to i32
	%1564 = insertelement <4 x i32> %1561, i32 %1563, i32 1
	%1565 = extractvalue { float, float, float, float } %1558, 2
	%1566 = bitcast float %1565 to i32
	%1567 = insertelement <4 x i32> %1564, i32 %1566, i32 2
	%1568 = extractvalue { float, float, float, float } %1558, 3
	%1569 = bitcast float %1568 to i32
	%1570 = insertelement <4 x i32> %1567, i32 %1569, i32 3
	%1571 = extractelement <4 x i32> %1570, i32 0
	%1572 = bitcast i32 %1571 to float
	store float %1572, float* %4
	%1573 = extractelement <4 x i32> %1570, i32 1
	%1574 = bitcast i32 %1573 to float
	store float %1574, float* %5
	%1575 = extractelement <4 x i32> %1570, i32 2
	%1576 = bitcast i32 %1575 to float
	store float %1576, float* %6
	%1577 = extractelement <4 x i32> %1570, i32 3
	%1578 = bitcast i32 %1577 to float
	store float %1578, float* %7
	%1579 = extractelement <4 x i32> %1524, i32 0
	%1580 = extractelement <4 x i32> %1524, i32 1
	%1581 = load float, float* %8
	%1582 = load float, float* %9
	%1583 = load float, float* %10
	%1584 = load float, float* %11
	%1585 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1579, i32 %1580, float %1581, float %1582, float %1583, float %1584)
	%1586 = extractvalue { float, float, float, float } %1585, 0
	%1587 = bitcast float %1586 to i32
	%1588 = insertelement <4 x i32> zeroinitializer, i32 %1587, i32 0
	%1589 = extractvalue { float, float, float, float } %1585, 1
	%1590 = bitcast float %1589 to i32
	%1591 = insertelement <4 x i32> %1588, i32 %1590, i32 1
	%1592 = extractvalue { float, float, float, float } %1585, 2
	%1593 = bitcast float %1592 to i32
	%1594 = insertelement <4 x i32> %1591, i32 %1593, i32 2
	%1595 = extractvalue { float, float, float, float } %1585, 3
	%1596 = bitcast float %1595 to i32
	%1597 = insertelement <4 x i32> %1594, i32 %1596, i32 3
	%1598 = extractelement <4 x i32> %1597, i32 0
	%1599 = bitcast i32 %1598 to float
	store float %1599, float* %8
	%1600 = extractelement <4 x i32> %1597, i32 1
	%1601 = bitcast i32 %1600 to float
	store float %1601, float* %9
	%1602 = extractelement <4 x i32> %1597, i32 2
	%1603 = bitcast i32 %1602 to float
	store float %1603, float* %10
	%1604 = extractelement <4 x i32> %1597, i32 3
	%1605 = bitcast i32 %1604 to float
	store float %1605, float* %11
	%1606 = extractelement <4 x i32> %1524, i32 2
	%1607 = extractelement <4 x i32> %1524, i32 3
	%1608 = load float, float* %12
	%1609 = load float, float* %13
	%1610 = load float, float* %14
	%1611 = load float, float* %15
	%1612 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1501, i32 %1502, i32 %1503, i32 %1504, i32 %1606, i32 %1607, float %1608, float %1609, float %1610, float %1611)
	%1613 = extractvalue { float, float, float, float } %1612, 0
	%1614 = bitcast float %1613 to i32
	%1615 = insertelement <4 x i32> zeroinitializer, i32 %1614, i32 0
	%1616 = extractvalue { float, float, float, float } %1612, 1
	%1617 = bitcast float %1616 to i32
	%1618 = insertelement <4 x i32> %1615, i32 %1617, i32 1
	%1619 = extractvalue { float, float, float, float } %1612, 2
	%1620 = bitcast float %1619 to i32
	%1621 = insertelement <4 x i32> %1618, i32 %1620, i32 2
	%1622 = extractvalue { float, float, float, float } %1612, 3
	%1623 = bitcast float %1622 to i32
	%1624 = insertelement <4 x i32> %1621, i32 %1623, i32 3
	%1625 = extractelement <4 x i32> %1624, i32 0
	%1626 = bitcast i32 %1625 to float
	store float %1626, float* %12
	%1627 = extractelement <4 x i32> %1624, i32 1
	%1628 = bitcast i32 %1627 to float
	store float %1628, float* %13
	%1629 = extractelement <4 x i32> %1624, i32 2
	%1630 = bitcast i32 %1629 to float
	store float %1630, float* %14
	%1631 = extractelement <4 x i32> %1624, i32 3
	%1632 = bitcast i32 %1631 to float
	store float %1632, float* %15
	%1633 = add i32 %170, 0
	%1634 = add i32 %154, 4
	%1635 = mul i32 %1633, 32
	%1636 = and i32 %1633, 7
	%1637 = xor i32 %1634, %1636
	%1638 = shl i32 %1637, 2
	%1639 = add i32 %1635, %1638
	%1640 = sext i32 %1639 to i64
	%1641 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1640
	%1642 = ptrtoint i32 addrspace(3)* %1641 to i32
	%1643 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1642)
	%1644 = extractvalue { i32, i32, i32, i32 } %1643, 0
	%1645 = insertelement <4 x i32> zeroinitializer, i32 %1644, i32 0
	%1646 = extractvalue { i32, i32, i32, i32 } %1643, 1
	%1647 = insertelement <4 x i32> %1645, i32 %1646, i32 1
	%1648 = extractvalue { i32, i32, i32, i32 } %1643, 2
	%1649 = insertelement <4 x i32> %1647, i32 %1648, i32 2
	%1650 = extractvalue { i32, i32, i32, i32 } %1643, 3
	%1651 = insertelement <4 x i32> %1649, i32 %1650, i32 3
	%1652 = extractelement <4 x i32> %1651, i32 0
	%1653 = extractelement <4 x i32> %1651, i32 1
	%1654 = extractelement <4 x i32> %1651, i32 2
	%1655 = extractelement <4 x i32> %1651, i32 3
	%1656 = add i32 %170, 16
	%1657 = add i32 %154, 4
	%1658 = mul i32 %1656, 32
	%1659 = and i32 %1656, 7
	%1660 = xor i32 %1657, %1659
	%1661 = shl i32 %1660, 2
	%1662 = add i32 %1658, %1661
	%1663 = sext i32 %1662 to i64
	%1664 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1663
	%1665 = ptrtoint i32 addrspace(3)* %1664 to i32
	%1666 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1665)
	%1667 = extractvalue { i32, i32, i32, i32 } %1666, 0
	%1668 = insertelement <4 x i32> zeroinitializer, i32 %1667, i32 0
	%1669 = extractvalue { i32, i32, i32, i32 } %1666, 1
	%1670 = insertelement <4 x i32> %1668, i32 %1669, i32 1
	%1671 = extractvalue { i32, i32, i32, i32 } %1666, 2
	%1672 = insertelement <4 x i32> %1670, i32 %1671, i32 2
	%1673 = extractvalue { i32, i32, i32, i32 } %1666, 3
	%1674 = insertelement <4 x i32> %1672, i32 %1673, i32 3
	%1675 = extractelement <4 x i32> %1674, i32 0
	%1676 = extractelement <4 x i32> %1674, i32 1
	%1677 = extractelement <4 x i32> %1674, i32 2
	%1678 = extractelement <4 x i32> %1674, i32 3
	%1679 = add i32 %164, 32
	%1680 = add i32 %166, 0
	%1681 = mul i32 %1679, 32
	%1682 = and i32 %1679, 7
	%1683 = xor i32 %1680, %1682
	%1684 = shl i32 %1683, 2
	%1685 = add i32 %1681, %1684
	%1686 = add i32 %185, %1685
	%1687 = sext i32 %1686 to i64
	%1688 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1687
	%1689 = ptrtoint i32 addrspace(3)* %1688 to i32
	%1690 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1689)
	%1691 = extractvalue { i32, i32, i32, i32 } %1690, 0
	%1692 = insertelement <4 x i32> zeroinitializer, i32 %1691, i32 0
	%1693 = extractvalue { i32, i32, i32, i32 } %1690, 1
	%1694 = insertelement <4 x i32> %1692, i32 %1693, i32 1
	%1695 = extractvalue { i32, i32, i32, i32 } %1690, 2
	%1696 = insertelement <4 x i32> %1694, i32 %1695, i32 2
	%1697 = extractvalue { i32, i32, i32, i32 } %1690, 3
	%1698 = insertelement <4 x i32> %1696, i32 %1697, i32 3
	%1699 = extractelement <4 x i32> %1698, i32 0
	%1700 = extractelement <4 x i32> %1698, i32 1
	%1701 = load float, float* %0
	%1702 = load float, float* %1
	%1703 = load float, float* %2
	%1704 = load float, float* %3
	%1705 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1699, i32 %1700, float %1701, float %1702, float %1703, float %1704)
	%1706 = extractvalue { float, float, float, float } %1705, 0
	%1707 = bitcast float %1706 to i32
	%1708 = insertelement <4 x i32> zeroinitializer, i32 %1707, i32 0
	%1709 = extractvalue { float, float, float, float } %1705, 1
	%1710 = bitcast float %1709 to i32
	%1711 = insertelement <4 x i32> %1708, i32 %1710, i32 1
	%1712 = extractvalue { float, float, float, float } %1705, 2
	%1713 = bitcast float %1712 to i32
	%1714 = insertelement <4 x i32> %1711, i32 %1713, i32 2
	%1715 = extractvalue { float, float, float, float } %1705, 3
	%1716 = bitcast float %1715 to i32
	%1717 = insertelement <4 x i32> %1714, i32 %1716, i32 3
	%1718 = extractelement <4 x i32> %1717, i32 0
	%1719 = bitcast i32 %1718 to float
	store float %1719, float* %0
	%1720 = extractelement <4 x i32> %1717, i32 1
	%1721 = bitcast i32 %1720 to float
	store float %1721, float* %1
	%1722 = extractelement <4 x i32> %1717, i32 2
	%1723 = bitcast i32 %1722 to float
	store float %1723, float* %2
	%1724 = extractelement <4 x i32> %1717, i32 3
	%1725 = bitcast i32 %1724 to float
	store float %1725, float* %3
	%1726 = extractelement <4 x i32> %1698, i32 2
	%1727 = extractelement <4 x i32> %1698, i32 3
	%1728 = load float, float* %4
	%1729 = load float, float* %5
	%1730 = load float, float* %6
	%1731 = load float, float* %7
	%1732 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1726, i32 %1727, float %1728, float %1729, float %1730, float %1731)
	%1733 = extractvalue { float, float, float, float } %1732, 0
	%1734 = bitcast float %1733 to i32
	%1735 = insertelement <4 x i32> zeroinitializer, i32 %1734, i32 0
	%1736 = extractvalue { float, float, float, float } %1732, 1
	%1737 = bitcast float %1736 to i32
	%1738 = insertelement <4 x i32> %1735, i32 %1737, i32 1
	%1739 = extractvalue { float, float, float, float } %1732, 2
	%1740 = bitcast float %1739 to i32
	%1741 = insertelement <4 x i32> %1738, i32 %1740, i32 2
	%1742 = extractvalue { float, float, float, float } %1732, 3
	%1743 = bitcast float %1742 to i32
	%1744 = insertelement <4 x i32> %1741, i32 %1743, i32 3
	%1745 = extractelement <4 x i32> %1744, i32 0
	%1746 = bitcast i32 %1745 to float
	store float %1746, float* %4
	%1747 = extractelement <4 x i32> %1744, i32 1
	%1748 = bitcast i32 %1747 to float
	store float %1748, float* %5
	%1749 = extractelement <4 x i32> %1744, i32 2
	%1750 = bitcast i32 %1749 to float
	store float %1750, float* %6
	%1751 = extractelement <4 x i32> %1744, i32 3
	%1752 = bitcast i32 %1751 to float
	store float %1752, float* %7
	%1753 = extractelement <4 x i32> %1698, i32 0
	%1754 = extractelement <4 x i32> %1698, i32 1
	%1755 = load float, float* %8
	%1756 = load float, float* %9
	%1757 = load float, float* %10
	%1758 = load float, float* %11
	%1759 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1675, i32 %1676, i32 %1677, i32 %1678, i32 %1753, i32 %1754, float %1755, float %1756, float %1757, float %1758)
	%1760 = extractvalue { float, float, float, float } %1759, 0
	%1761 = bitcast float %1760 to i32
	%1762 = insertelement <4 x i32> zeroinitializer, i32 %1761, i32 0
	%1763 = extractvalue { float, float, float, float } %1759, 1
	%1764 = bitcast float %1763 to i32
	%1765 = insertelement <4 x i32> %1762, i32 %1764, i32 1
	%1766 = extractvalue { float, float, float, float } %1759, 2
	%1767 = bitcast float %1766 to i32
	%1768 = insertelement <4 x i32> %1765, i32 %1767, i32 2
	%1769 = extractvalue { float, float, float, float } %1759, 3
	%1770 = bitcast float %1769 to i32
	%1771 = insertelement <4 x i32> %1768, i32 %1770, i32 3
	%1772 = extractelement <4 x i32> %1771, i32 0
	%1773 = bitcast i32 %1772 to float
	store float %1773, float* %8
	%1774 = extractelement <4 x i32> %1771, i32 1
	%1775 = bitcast i32 %1774 to float
	store float %1775, float* %9
	%1776 = extractelement <4 x i32> %1771, i32 2
	%1777 = bitcast i32 %1776 to float
	store float %1777, float* %10
	%1778 = extractelement <4 x i32> %1771, i32 3
	%1779 = bitcast i32 %1778 to float
	store float %1779, float* %11
	%1780 = extractelement <4 x i32> %1698, i32 2
	%1781 = extractelement <4 x i32> %1698, i32 3
	%1782 = load float, float* %12
	%1783 = load float, float* %13
	%1784 = load float, float* %14
	%1785 = load float, float* %15
	%1786 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1675, i32 %1676, i32 %1677, i32 %1678, i32 %1780, i32 %1781, float %1782, float %1783, float %1784, float %1785)
	%1787 = extractvalue { float, float, float, float } %1786, 0
	%1788 = bitcast float %1787 to i32
	%1789 = insertelement <4 x i32> zeroinitializer, i32 %1788, i32 0
	%1790 = extractvalue { float, float, float, float } %1786, 1
	%1791 = bitcast float %1790 to i32
	%1792 = insertelement <4 x i32> %1789, i32 %1791, i32 1
	%1793 = extractvalue { float, float, float, float } %1786, 2
	%1794 = bitcast float %1793 to i32
	%1795 = insertelement <4 x i32> %1792, i32 %1794, i32 2
	%1796 = extractvalue { float, float, float, float } %1786, 3
	%1797 = bitcast float %1796 to i32
	%1798 = insertelement <4 x i32> %1795, i32 %1797, i32 3
	%1799 = extractelement <4 x i32> %1798, i32 0
	%1800 = bitcast i32 %1799 to float
	store float %1800, float* %12
	%1801 = extractelement <4 x i32> %1798, i32 1
	%1802 = bitcast i32 %1801 to float
	store float %1802, float* %13
	%1803 = extractelement <4 x i32> %1798, i32 2
	%1804 = bitcast i32 %1803 to float
	store float %1804, float* %14
	%1805 = extractelement <4 x i32> %1798, i32 3
	%1806 = bitcast i32 %1805 to float
	store float %1806, float* %15
	%1807 = add i32 %170, 0
	%1808 = add i32 %154, 6
	%1809 = mul i32 %1807, 32
	%1810 = and i32 %1807, 7
	%1811 = xor i32 %1808, %1810
	%1812 = shl i32 %1811, 2
	%1813 = add i32 %1809, %1812
	%1814 = sext i32 %1813 to i64
	%1815 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1814
	%1816 = ptrtoint i32 addrspace(3)* %1815 to i32
	%1817 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1816)
	%1818 = extractvalue { i32, i32, i32, i32 } %1817, 0
	%1819 = insertelement <4 x i32> zeroinitializer, i32 %1818, i32 0
	%1820 = extractvalue { i32, i32, i32, i32 } %1817, 1
	%1821 = insertelement <4 x i32> %1819, i32 %1820, i32 1
	%1822 = extractvalue { i32, i32, i32, i32 } %1817, 2
	%1823 = insertelement <4 x i32> %1821, i32 %1822, i32 2
	%1824 = extractvalue { i32, i32, i32, i32 } %1817, 3
	%1825 = insertelement <4 x i32> %1823, i32 %1824, i32 3
	%1826 = extractelement <4 x i32> %1825, i32 0
	%1827 = extractelement <4 x i32> %1825, i32 1
	%1828 = extractelement <4 x i32> %1825, i32 2
	%1829 = extractelement <4 x i32> %1825, i32 3
	%1830 = add i32 %170, 16
	%1831 = add i32 %154, 6
	%1832 = mul i32 %1830, 32
	%1833 = and i32 %1830, 7
	%1834 = xor i32 %1831, %1833
	%1835 = shl i32 %1834, 2
	%1836 = add i32 %1832, %1835
	%1837 = sext i32 %1836 to i64
	%1838 = getelementptr [2048 x i32], [2048 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem57, i64 0, i64 %1837
	%1839 = ptrtoint i32 addrspace(3)* %1838 to i32
	%1840 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1839)
	%1841 = extractvalue { i32, i32, i32, i32 } %1840, 0
	%1842 = insertelement <4 x i32> zeroinitializer, i32 %1841, i32 0
	%1843 = extractvalue { i32, i32, i32, i32 } %1840, 1
	%1844 = insertelement <4 x i32> %1842, i32 %1843, i32 1
	%1845 = extractvalue { i32, i32, i32, i32 } %1840, 2
	%1846 = insertelement <4 x i32> %1844, i32 %1845, i32 2
	%1847 = extractvalue { i32, i32, i32, i32 } %1840, 3
	%1848 = insertelement <4 x i32> %1846, i32 %1847, i32 3
	%1849 = extractelement <4 x i32> %1848, i32 0
	%1850 = extractelement <4 x i32> %1848, i32 1
	%1851 = extractelement <4 x i32> %1848, i32 2
	%1852 = extractelement <4 x i32> %1848, i32 3
	%1853 = add i32 %164, 48
	%1854 = add i32 %166, 0
	%1855 = mul i32 %1853, 32
	%1856 = and i32 %1853, 7
	%1857 = xor i32 %1854, %1856
	%1858 = shl i32 %1857, 2
	%1859 = add i32 %1855, %1858
	%1860 = add i32 %185, %1859
	%1861 = sext i32 %1860 to i64
	%1862 = getelementptr [4096 x i32], [4096 x i32] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem56, i64 0, i64 %1861
	%1863 = ptrtoint i32 addrspace(3)* %1862 to i32
	%1864 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1863)
	%1865 = extractvalue { i32, i32, i32, i32 } %1864, 0
	%1866 = insertelement <4 x i32> zeroinitializer, i32 %1865, i32 0
	%1867 = extractvalue { i32, i32, i32, i32 } %1864, 1
	%1868 = insertelement <4 x i32> %1866, i32 %1867, i32 1
	%1869 = extractvalue { i32, i32, i32, i32 } %1864, 2
	%1870 = insertelement <4 x i32> %1868, i32 %1869, i32 2
	%1871 = extractvalue { i32, i32, i32, i32 } %1864, 3
	%1872 = insertelement <4 x i32> %1870, i32 %1871, i32 3
	%1873 = extractelement <4 x i32> %1872, i32 0
	%1874 = extractelement <4 x i32> %1872, i32 1
	%1875 = load float, float* %0
	%1876 = load float, float* %1
	%1877 = load float, float* %2
	%1878 = load float, float* %3
	%1879 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1826, i32 %1827, i32 %1828, i32 %1829, i32 %1873, i32 %1874, float %1875, float %1876, float %1877, float %1878)
	%1880 = extractvalue { float, float, float, float } %1879, 0
	%1881 = bitcast float %1880 to i32
	%1882 = insertelement <4 x i32> zeroinitializer, i32 %1881, i32 0
	%1883 = extractvalue { float, float, float, float } %1879, 1
	%1884 = bitcast float %1883 to i32
	%1885 = insertelement <4 x i32> %1882, i32 %1884, i32 1
	%1886 = extractvalue { float, float, float, float } %1879, 2
	%1887 = bitcast float %1886 to i32
	%1888 = insertelement <4 x i32> %1885, i32 %1887, i32 2
	%1889 = extractvalue { float, float, float, float } %1879, 3
	%1890 = bitcast float %1889 to i32
	%1891 = insertelement <4 x i32> %1888, i32 %1890, i32 3
	%1892 = extractelement <4 x i32> %1891, i32 0
	%1893 = bitcast i32 %1892 to float
	store float %1893, float* %0
	%1894 = extractelement <4 x i32> %1891, i32 1
	%1895 = bitcast i32 %1894 to float
	store float %1895, float* %1
	%1896 = extractelement <4 x i32> %1891, i32 2
	%1897 = bitcast i32 %1896 to float
	store float %1897, float* %2
	%1898 = extractelement <4 x i32> %1891, i32 3
	%1899 = bitcast i32 %1898 to float
	store float %1899, float* %3
	%1900 = extractelement <4 x i32> %1872, i32 2
	%1901 = extractelement <4 x i32> %1872, i32 3
	%1902 = load float, float* %4
	%1903 = load float, float* %5
	%1904 = load float, float* %6
	%1905 = load float, float* %7
	%1906 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1826, i32 %1827, i32 %1828, i32 %1829, i32 %1900, i32 %1901, float %1902, float %1903, float %1904, float %1905)
	%1907 = extractvalue { float, float, float, float } %1906, 0
	%1908 = bitcast float %1907 to i32
	%1909 = insertelement <4 x i32> zeroinitializer, i32 %1908, i32 0
	%1910 = extractvalue { float, float, float, float } %1906, 1
	%1911 = bitcast float %1910 to i32
	%1912 = insertelement <4 x i32> %1909, i32 %1911, i32 1
	%1913 = extractvalue { float, float, float, float } %1906, 2
	%1914 = bitcast float %1913 to i32
	%1915 = insertelement <4 x i32> %1912, i32 %1914, i32 2
	%1916 = extractvalue { float, float, float, float } %1906, 3
	%1917 = bitcast float %1916 to i32
	%1918 = insertelement <4 x i32> %1915, i32 %1917, i32 3
	%1919 = extractelement <4 x i32> %1918, i32 0
	%1920 = bitcast i32 %1919 to float
	store float %1920, float* %4
	%1921 = extractelement <4 x i32> %1918, i32 1
	%1922 = bitcast i32 %1921 to float
	store float %1922, float* %5
	%1923 = extractelement <4 x i32> %1918, i32 2
	%1924 = bitcast i32 %1923 to float
	store float %1924, float* %6
	%1925 = extractelement <4 x i32> %1918, i32 3
	%1926 = bitcast i32 %1925 to float
	store float %1926, float* %7
	%1927 = extractelement <4 x i32> %1872, i32 0
	%1928 = extractelement <4 x i32> %1872, i32 1
	%1929 = load float, float* %8
	%1930 = load float, float* %9
	%1931 = load float, float* %10
	%1932 = load float, float* %11
	%1933 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1849, i32 %1850, i32 %1851, i32 %1852, i32 %1927, i32 %1928, float %1929, float %1930, float %1931, float %1932)
	%1934 = extractvalue { float, float, float, float } %1933, 0
	%1935 = bitcast float %1934 to i32
	%1936 = insertelement <4 x i32> zeroinitializer, i32 %1935, i32 0
	%1937 = extractvalue { float, float, float, float } %1933, 1
	%1938 = bitcast float %1937 to i32
	%1939 = insertelement <4 x i32> %1936, i32 %1938, i32 1
	%1940 = extractvalue { float, float, float, float } %1933, 2
	%1941 = bitcast float %1940 to i32
	%1942 = insertelement <4 x i32> %1939, i32 %1941, i32 2
	%1943 = extractvalue { float, float, float, float } %1933, 3
	%1944 = bitcast float %1943 to i32
	%1945 = insertelement <4 x i32> %1942, i32 %1944, i32 3
	%1946 = extractelement <4 x i32> %1945, i32 0
	%1947 = bitcast i32 %1946 to float
	store float %1947, float* %8
	%1948 = extractelement <4 x i32> %1945, i32 1
	%1949 = bitcast i32 %1948 to float
	store float %1949, float* %9
	%1950 = extractelement <4 x i32> %1945, i32 2
	%1951 = bitcast i32 %1950 to float
	store float %1951, float* %10
	%1952 = extractelement <4 x i32> %1945, i32 3
	%1953 = bitcast i32 %1952 to float
	store float %1953, float* %11
	%1954 = extractelement <4 x i32> %1872, i32 2
	%1955 = extractelement <4 x i32> %1872, i32 3
	%1956 = load float, float* %12
	%1957 = load float, float* %13
	%1958 = load float, float* %14
	%1959 = load float, float* %15
	%1960 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1849, i32 %1850, i32 %1851, i32 %1852, i32 %1954, i32 %1955, float %1956, float %1957, float %1958, float %1959)
	%1961 = extractvalue { float, float, float, float } %1960, 0
	%1962 = bitcast float %1961 to i32
	%1963 = insertelement <4 x i32> zeroinitializer, i32 %1962, i32 0
	%1964 = extractvalue { float, float, float, float } %1960, 1
	%1965 = bitcast float %1964 to i32
	%1966 = insertelement <4 x i32> %1963, i32 %1965, i32 1
	%1967 = extractvalue { float, float, float, float } %1960, 2
	%1968 = bitcast float %1967 to i32
	%1969 = insertelement <4 x i32> %1966, i32 %1968, i32 2
	%1970 = extractvalue { float, float, float, float } %1960, 3
	%1971 = bitcast float %1970 to i32
	%1972 = insertelement <4 x i32> %1969, i32 %1971, i32 3
	%1973 = extractelement <4 x i32> %1972, i32 0
	%1974 = bitcast i32 %1973 to float
	store float %1974, float* %12
	%1975 = extractelement <4 x i32> %1972, i32 1
	%1976 = bitcast i32 %1975 to float
	store float %1976, float* %13
	%1977 = extractelement <4 x i32> %1972, i32 2
	%1978 = bitcast i32 %1977 to float
	store float %1978, float* %14
	%1979 = extractelement <4 x i32> %1972, i32 3
	%1980 = bitcast i32 %1979 to float
	store float %1980, float* %15
	%1981 = add i32 %179, 64
	br label %loop6

then15:
	%1982 = mul i32 %25, 64
	%1983 = add i32 %1982, %175
	%1984 = sext i32 %1983 to i64
	%1985 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %1984
	store float %191, float addrspace(3)* %1985
	%1986 = mul i32 %25, 64
	%1987 = add i32 %1986, %178
	%1988 = sext i32 %1987 to i64
	%1989 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %1988
	store float %196, float addrspace(3)* %1989
	br label %join16

join16:
	call void @llvm.nvvm.barrier0()
	%1990 = mul i32 %31, 64
	%1991 = add i32 %1990, %55
	%1992 = mul i32 %1991, 66
	%1993 = add i32 %172, 0
	%1994 = mul i32 %27, 16
	%1995 = add i32 %1994, 0
	%1996 = mul i32 %29, 2
	%1997 = add i32 %1995, %1996
	%1998 = mul i32 %1993, 66
	%1999 = add i32 %1998, %1997
	%2000 = add i32 %1992, %1999
	%2001 = load float, float* %0
	%2002 = sext i32 %2000 to i64
	%2003 = getelementptr float, float addrspace(1)* %part, i64 %2002
	store float %2001, float addrspace(1)* %2003
	%2004 = add i32 %172, 0
	%2005 = mul i32 %27, 16
	%2006 = add i32 %2005, 1
	%2007 = mul i32 %29, 2
	%2008 = add i32 %2006, %2007
	%2009 = mul i32 %2004, 66
	%2010 = add i32 %2009, %2008
	%2011 = add i32 %1992, %2010
	%2012 = load float, float* %1
	%2013 = sext i32 %2011 to i64
	%2014 = getelementptr float, float addrspace(1)* %part, i64 %2013
	store float %2012, float addrspace(1)* %2014
	%2015 = add i32 %172, 8
	%2016 = mul i32 %27, 16
	%2017 = add i32 %2016, 0
	%2018 = mul i32 %29, 2
	%2019 = add i32 %2017, %2018
	%2020 = mul i32 %2015, 66
	%2021 = add i32 %2020, %2019
	%2022 = add i32 %1992, %2021
	%2023 = load float, float* %2
	%2024 = sext i32 %2022 to i64
	%2025 = getelementptr float, float addrspace(1)* %part, i64 %2024
	store float %2023, float addrspace(1)* %2025
	%2026 = add i32 %172, 8
	%2027 = mul i32 %27, 16
	%2028 = add i32 %2027, 1
	%2029 = mul i32 %29, 2
	%2030 = add i32 %2028, %2029
	%2031 = mul i32 %2026, 66
	%2032 = add i32 %2031, %2030
	%2033 = add i32 %1992, %2032
	%2034 = load float, float* %3
	%2035 = sext i32 %2033 to i64
	%2036 = getelementptr float, float addrspace(1)* %part, i64 %2035
	store float %2034, float addrspace(1)* %2036
	%2037 = add i32 %172, 0
	%2038 = mul i32 %27, 16
	%2039 = add i32 %2038, 8
	%2040 = mul i32 %29, 2
	%2041 = add i32 %2039, %2040
	%2042 = mul i32 %2037, 66
	%2043 = add i32 %2042, %2041
	%2044 = add i32 %1992, %2043
	%2045 = load float, float* %4
	%2046 = sext i32 %2044 to i64
	%2047 = getelementptr float, float addrspace(1)* %part, i64 %2046
	store float %2045, float addrspace(1)* %2047
	%2048 = add i32 %172, 0
	%2049 = mul i32 %27, 16
	%2050 = add i32 %2049, 9
	%2051 = mul i32 %29, 2
	%2052 = add i32 %2050, %2051
	%2053 = mul i32 %2048, 66
	%2054 = add i32 %2053, %2052
	%2055 = add i32 %1992, %2054
	%2056 = load float, float* %5
	%2057 = sext i32 %2055 to i64
	%2058 = getelementptr float, float addrspace(1)* %part, i64 %2057
	store float %2056, float addrspace(1)* %2058
	%2059 = add i32 %172, 8
	%2060 = mul i32 %27, 16
	%2061 = add i32 %2060, 8
	%2062 = mul i32 %29, 2
	%2063 = add i32 %2061, %2062
	%2064 = mul i32 %2059, 66
	%2065 = add i32 %2064, %2063
	%2066 = add i32 %1992, %2065
	%2067 = load float, float* %6
	%2068 = sext i32 %2066 to i64
	%2069 = getelementptr float, float addrspace(1)* %part, i64 %2068
	store float %2067, float addrspace(1)* %2069
	%2070 = add i32 %172, 8
	%2071 = mul i32 %27, 16
	%2072 = add i32 %2071, 9
	%2073 = mul i32 %29, 2
	%2074 = add i32 %2072, %2073
	%2075 = mul i32 %2070, 66
	%2076 = add i32 %2075, %2074
	%2077 = add i32 %1992, %2076
	%2078 = load float, float* %7
	%2079 = sext i32 %2077 to i64
	%2080 = getelementptr float, float addrspace(1)* %part, i64 %2079
	store float %2078, float addrspace(1)* %2080
	%2081 = add i32 %172, 16
	%2082 = mul i32 %27, 16
	%2083 = add i32 %2082, 0
	%2084 = mul i32 %29, 2
	%2085 = add i32 %2083, %2084
	%2086 = mul i32 %2081, 66
	%2087 = add i32 %2086, %2085
	%2088 = add i32 %1992, %2087
	%2089 = load float, float* %8
	%2090 = sext i32 %2088 to i64
	%2091 = getelementptr float, float addrspace(1)* %part, i64 %2090
	store float %2089, float addrspace(1)* %2091
	%2092 = add i32 %172, 16
	%2093 = mul i32 %27, 16
	%2094 = add i32 %2093, 1
	%2095 = mul i32 %29, 2
	%2096 = add i32 %2094, %2095
	%2097 = mul i32 %2092, 66
	%2098 = add i32 %2097, %2096
	%2099 = add i32 %1992, %2098
	%2100 = load float, float* %9
	%2101 = sext i32 %2099 to i64
	%2102 = getelementptr float, float addrspace(1)* %part, i64 %2101
	store float %2100, float addrspace(1)* %2102
	%2103 = add i32 %172, 24
	%2104 = mul i32 %27, 16
	%2105 = add i32 %2104, 0
	%2106 = mul i32 %29, 2
	%2107 = add i32 %2105, %2106
	%2108 = mul i32 %2103, 66
	%2109 = add i32 %2108, %2107
	%2110 = add i32 %1992, %2109
	%2111 = load float, float* %10
	%2112 = sext i32 %2110 to i64
	%2113 = getelementptr float, float addrspace(1)* %part, i64 %2112
	store float %2111, float addrspace(1)* %2113
	%2114 = add i32 %172, 24
	%2115 = mul i32 %27, 16
	%2116 = add i32 %2115, 1
	%2117 = mul i32 %29, 2
	%2118 = add i32 %2116, %2117
	%2119 = mul i32 %2114, 66
	%2120 = add i32 %2119, %2118
	%2121 = add i32 %1992, %2120
	%2122 = load float, float* %11
	%2123 = sext i32 %2121 to i64
	%2124 = getelementptr float, float addrspace(1)* %part, i64 %2123
	store float %2122, float addrspace(1)* %2124
	%2125 = add i32 %172, 16
	%2126 = mul i32 %27, 16
	%2127 = add i32 %2126, 8
	%2128 = mul i32 %29, 2
	%2129 = add i32 %2127, %2128
	%2130 = mul i32 %2125, 66
	%2131 = add i32 %2130, %2129
	%2132 = add i32 %1992, %2131
	%2133 = load float, float* %12
	%2134 = sext i32 %2132 to i64
	%2135 = getelementptr float, float addrspace(1)* %part, i64 %2134
	store float %2133, float addrspace(1)* %2135
	%2136 = add i32 %172, 16
	%2137 = mul i32 %27, 16
	%2138 = add i32 %2137, 9
	%2139 = mul i32 %29, 2
	%2140 = add i32 %2138, %2139
	%2141 = mul i32 %2136, 66
	%2142 = add i32 %2141, %2140
	%2143 = add i32 %1992, %2142
	%2144 = load float, float* %13
	%2145 = sext i32 %2143 to i64
	%2146 = getelementptr float, float addrspace(1)* %part, i64 %2145
	store float %2144, float addrspace(1)* %2146
	%2147 = add i32 %172, 24
	%2148 = mul i32 %27, 16
	%2149 = add i32 %2148, 8
	%2150 = mul i32 %29, 2
	%2151 = add i32 %2149, %2150
	%2152 = mul i32 %2147, 66
	%2153 = add i32 %2152, %2151
	%2154 = add i32 %1992, %2153
	%2155 = load float, float* %14
	%2156 = sext i32 %2154 to i64
	%2157 = getelementptr float, float addrspace(1)* %part, i64 %2156
	store float %2155, float addrspace(1)* %2157
	%2158 = add i32 %172, 24
	%2159 = mul i32 %27, 16
	%2160 = add i32 %2159, 9
	%2161 = mul i32 %29, 2
	%2162 = add i32 %2160, %2161
	%2163 = mul i32 %2158, 66
	%2164 = add i32 %2163, %2162
	%2165 = add i32 %1992, %2164
	%2166 = load float, float* %15
	%2167 = sext i32 %2165 to i64
	%2168 = getelementptr float, float addrspace(1)* %part, i64 %2167
	store float %2166, float addrspace(1)* %2168
	%2169 = icmp eq i32 %29, 0
	%2170 = icmp eq i32 %25, 0
	%2171 = and i1 %2169, %2170
	br i1 %2171, label %then17, label %join18

then17:
	%2172 = mul i32 %175, 66
	%2173 = add i32 %1992, %2172
	%2174 = add i32 %2173, 64
	%2175 = load float, float* %16
	%2176 = sext i32 %2174 to i64
	%2177 = getelementptr float, float addrspace(1)* %part, i64 %2176
	store float %2175, float addrspace(1)* %2177
	%2178 = add i32 %2173, 65
	%2179 = sext i32 %175 to i64
	%2180 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2179
	%2181 = load float, float addrspace(3)* %2180
	%2182 = add i32 %175, 64
	%2183 = sext i32 %2182 to i64
	%2184 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2183
	%2185 = load float, float addrspace(3)* %2184
	%2186 = fadd float %2181, %2185
	%2187 = sext i32 %2178 to i64
	%2188 = getelementptr float, float addrspace(1)* %part, i64 %2187
	store float %2186, float addrspace(1)* %2188
	%2189 = mul i32 %178, 66
	%2190 = add i32 %1992, %2189
	%2191 = add i32 %2190, 64
	%2192 = load float, float* %17
	%2193 = sext i32 %2191 to i64
	%2194 = getelementptr float, float addrspace(1)* %part, i64 %2193
	store float %2192, float addrspace(1)* %2194
	%2195 = add i32 %2190, 65
	%2196 = sext i32 %178 to i64
	%2197 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2196
	%2198 = load float, float addrspace(3)* %2197
	%2199 = add i32 %178, 64
	%2200 = sext i32 %2199 to i64
	%2201 = getelementptr [128 x float], [128 x float] addrspace(3)* @mla_decode_bf16_bf16_h64_n16_r0_k64_s3ec28f5c_fa.smem60, i64 0, i64 %2200
	%2202 = load float, float addrspace(3)* %2201
	%2203 = fadd float %2198, %2202
	%2204 = sext i32 %2195 to i64
	%2205 = getelementptr float, float addrspace(1)* %part, i64 %2204
	store float %2203, float addrspace(1)* %2205
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
