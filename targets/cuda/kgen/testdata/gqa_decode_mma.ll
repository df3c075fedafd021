target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem = external addrspace(3) global [0 x i8], align 128

define ptx_kernel void @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma(float addrspace(1)* %part, i16 addrspace(1)* %q, i16 addrspace(1)* %k_pool, i16 addrspace(1)* %v_pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %row_splits) {
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
	%24 = lshr i32 %22, 2
	%25 = and i32 %22, 3
	%26 = srem i32 %21, 2
	%27 = sdiv i32 %21, 2
	%28 = sdiv i32 %27, %splits
	%29 = srem i32 %27, %splits
	%30 = sext i32 %28 to i64
	%31 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %30
	%32 = load i32, i32 addrspace(1)* %31
	%33 = sext i32 %28 to i64
	%34 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %33
	%35 = load i32, i32 addrspace(1)* %34
	%36 = add i32 %35, 1
	%37 = mul i32 %max_blocks, %block_size
	%38 = sub i32 %splits, 1
	%39 = add i32 %37, %38
	%40 = sdiv i32 %39, %splits
	%41 = add i32 %40, 63
	%42 = sdiv i32 %41, 64
	%43 = mul i32 %42, 64
	%44 = mul i32 %29, %43
	%45 = add i32 %44, %43
	%46 = icmp slt i32 %45, %36
	%47 = select i1 %46, i32 %45, i32 %36
	%48 = mul i32 %26, 12
	%49 = sdiv i32 %48, 12
	%50 = and i32 %20, 7
	%51 = lshr i32 %20, 3
	%52 = icmp slt i32 %44, %36
	br i1 %52, label %then1, label %join2

then1:
	%53 = add i32 %51, 0
	%54 = add i32 %44, %53
	%55 = icmp slt i32 %54, %47
	%56 = select i1 %55, i32 %54, i32 %44
	%57 = mul i32 %32, %max_blocks
	%58 = sdiv i32 %56, %block_size
	%59 = add i32 %57, %58
	%60 = sext i32 %59 to i64
	%61 = getelementptr i32, i32 addrspace(1)* %table, i64 %60
	%62 = load i32, i32 addrspace(1)* %61
	%63 = mul i32 %62, %block_size
	%64 = srem i32 %56, %block_size
	%65 = add i32 %63, %64
	%66 = mul i32 %65, 160
	%67 = mul i32 %49, 80
	%68 = add i32 %66, %67
	%69 = add i32 %50, 0
	%70 = mul i32 %53, 64
	%71 = and i32 %53, 7
	%72 = xor i32 %69, %71
	%73 = shl i32 %72, 2
	%74 = add i32 %70, %73
	%75 = add i32 0, %74
	%76 = shl i32 %69, 3
	%77 = add i32 %68, %76
	%78 = sext i32 %75 to i64
	%79 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %78
	%80 = ptrtoint i32 addrspace(3)* %79 to i32
	%81 = sext i32 %77 to i64
	%82 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %81
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %80, i16 addrspace(1)* %82)
	%83 = add i32 %75, u0x1000
	%84 = sext i32 %83 to i64
	%85 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %84
	%86 = ptrtoint i32 addrspace(3)* %85 to i32
	%87 = sext i32 %77 to i64
	%88 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %87
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %86, i16 addrspace(1)* %88)
	%89 = add i32 %50, 8
	%90 = icmp slt i32 %89, 10
	br i1 %90, label %then3, label %join4

join2:
	ret void

then3:
	%91 = mul i32 %53, 64
	%92 = and i32 %53, 7
	%93 = xor i32 %89, %92
	%94 = shl i32 %93, 2
	%95 = add i32 %91, %94
	%96 = add i32 0, %95
	%97 = shl i32 %89, 3
	%98 = add i32 %68, %97
	%99 = sext i32 %96 to i64
	%100 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %99
	%101 = ptrtoint i32 addrspace(3)* %100 to i32
	%102 = sext i32 %98 to i64
	%103 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %102
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %101, i16 addrspace(1)* %103)
	%104 = add i32 %96, u0x1000
	%105 = sext i32 %104 to i64
	%106 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %105
	%107 = ptrtoint i32 addrspace(3)* %106 to i32
	%108 = sext i32 %98 to i64
	%109 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %108
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %107, i16 addrspace(1)* %109)
	br label %join4

join4:
	%110 = add i32 %51, 16
	%111 = add i32 %44, %110
	%112 = icmp slt i32 %111, %47
	%113 = select i1 %112, i32 %111, i32 %44
	%114 = mul i32 %32, %max_blocks
	%115 = sdiv i32 %113, %block_size
	%116 = add i32 %114, %115
	%117 = sext i32 %116 to i64
	%118 = getelementptr i32, i32 addrspace(1)* %table, i64 %117
	%119 = load i32, i32 addrspace(1)* %118
	%120 = mul i32 %119, %block_size
	%121 = srem i32 %113, %block_size
	%122 = add i32 %120, %121
	%123 = mul i32 %122, 160
	%124 = mul i32 %49, 80
	%125 = add i32 %123, %124
	%126 = add i32 %50, 0
	%127 = mul i32 %110, 64
	%128 = and i32 %110, 7
	%129 = xor i32 %126, %128
	%130 = shl i32 %129, 2
	%131 = add i32 %127, %130
	%132 = add i32 0, %131
	%133 = shl i32 %126, 3
	%134 = add i32 %125, %133
	%135 = sext i32 %132 to i64
	%136 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %135
	%137 = ptrtoint i32 addrspace(3)* %136 to i32
	%138 = sext i32 %134 to i64
	%139 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %138
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %137, i16 addrspace(1)* %139)
	%140 = add i32 %132, u0x1000
	%141 = sext i32 %140 to i64
	%142 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %141
	%143 = ptrtoint i32 addrspace(3)* %142 to i32
	%144 = sext i32 %134 to i64
	%145 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %144
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %143, i16 addrspace(1)* %145)
	%146 = add i32 %50, 8
	%147 = icmp slt i32 %146, 10
	br i1 %147, label %then5, label %join6

then5:
	%148 = mul i32 %110, 64
	%149 = and i32 %110, 7
	%150 = xor i32 %146, %149
	%151 = shl i32 %150, 2
	%152 = add i32 %148, %151
	%153 = add i32 0, %152
	%154 = shl i32 %146, 3
	%155 = add i32 %125, %154
	%156 = sext i32 %153 to i64
	%157 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %156
	%158 = ptrtoint i32 addrspace(3)* %157 to i32
	%159 = sext i32 %155 to i64
	%160 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %159
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %158, i16 addrspace(1)* %160)
	%161 = add i32 %153, u0x1000
	%162 = sext i32 %161 to i64
	%163 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %162
	%164 = ptrtoint i32 addrspace(3)* %163 to i32
	%165 = sext i32 %155 to i64
	%166 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %165
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %164, i16 addrspace(1)* %166)
	br label %join6

join6:
	%167 = add i32 %51, 32
	%168 = add i32 %44, %167
	%169 = icmp slt i32 %168, %47
	%170 = select i1 %169, i32 %168, i32 %44
	%171 = mul i32 %32, %max_blocks
	%172 = sdiv i32 %170, %block_size
	%173 = add i32 %171, %172
	%174 = sext i32 %173 to i64
	%175 = getelementptr i32, i32 addrspace(1)* %table, i64 %174
	%176 = load i32, i32 addrspace(1)* %175
	%177 = mul i32 %176, %block_size
	%178 = srem i32 %170, %block_size
	%179 = add i32 %177, %178
	%180 = mul i32 %179, 160
	%181 = mul i32 %49, 80
	%182 = add i32 %180, %181
	%183 = add i32 %50, 0
	%184 = mul i32 %167, 64
	%185 = and i32 %167, 7
	%186 = xor i32 %183, %185
	%187 = shl i32 %186, 2
	%188 = add i32 %184, %187
	%189 = add i32 0, %188
	%190 = shl i32 %183, 3
	%191 = add i32 %182, %190
	%192 = sext i32 %189 to i64
	%193 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %192
	%194 = ptrtoint i32 addrspace(3)* %193 to i32
	%195 = sext i32 %191 to i64
	%196 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %195
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %194, i16 addrspace(1)* %196)
	%197 = add i32 %189, u0x1000
	%198 = sext i32 %197 to i64
	%199 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %198
	%200 = ptrtoint i32 addrspace(3)* %199 to i32
	%201 = sext i32 %191 to i64
	%202 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %201
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %200, i16 addrspace(1)* %202)
	%203 = add i32 %50, 8
	%204 = icmp slt i32 %203, 10
	br i1 %204, label %then7, label %join8

then7:
	%205 = mul i32 %167, 64
	%206 = and i32 %167, 7
	%207 = xor i32 %203, %206
	%208 = shl i32 %207, 2
	%209 = add i32 %205, %208
	%210 = add i32 0, %209
	%211 = shl i32 %203, 3
	%212 = add i32 %182, %211
	%213 = sext i32 %210 to i64
	%214 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %213
	%215 = ptrtoint i32 addrspace(3)* %214 to i32
	%216 = sext i32 %212 to i64
	%217 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %216
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %215, i16 addrspace(1)* %217)
	%218 = add i32 %210, u0x1000
	%219 = sext i32 %218 to i64
	%220 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %219
	%221 = ptrtoint i32 addrspace(3)* %220 to i32
	%222 = sext i32 %212 to i64
	%223 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %222
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %221, i16 addrspace(1)* %223)
	br label %join8

join8:
	%224 = add i32 %51, 48
	%225 = add i32 %44, %224
	%226 = icmp slt i32 %225, %47
	%227 = select i1 %226, i32 %225, i32 %44
	%228 = mul i32 %32, %max_blocks
	%229 = sdiv i32 %227, %block_size
	%230 = add i32 %228, %229
	%231 = sext i32 %230 to i64
	%232 = getelementptr i32, i32 addrspace(1)* %table, i64 %231
	%233 = load i32, i32 addrspace(1)* %232
	%234 = mul i32 %233, %block_size
	%235 = srem i32 %227, %block_size
	%236 = add i32 %234, %235
	%237 = mul i32 %236, 160
	%238 = mul i32 %49, 80
	%239 = add i32 %237, %238
	%240 = add i32 %50, 0
	%241 = mul i32 %224, 64
	%242 = and i32 %224, 7
	%243 = xor i32 %240, %242
	%244 = shl i32 %243, 2
	%245 = add i32 %241, %244
	%246 = add i32 0, %245
	%247 = shl i32 %240, 3
	%248 = add i32 %239, %247
	%249 = sext i32 %246 to i64
	%250 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %249
	%251 = ptrtoint i32 addrspace(3)* %250 to i32
	%252 = sext i32 %248 to i64
	%253 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %252
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %251, i16 addrspace(1)* %253)
	%254 = add i32 %246, u0x1000
	%255 = sext i32 %254 to i64
	%256 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %255
	%257 = ptrtoint i32 addrspace(3)* %256 to i32
	%258 = sext i32 %248 to i64
	%259 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %258
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %257, i16 addrspace(1)* %259)
	%260 = add i32 %50, 8
	%261 = icmp slt i32 %260, 10
	br i1 %261, label %then9, label %join10

then9:
	%262 = mul i32 %224, 64
	%263 = and i32 %224, 7
	%264 = xor i32 %260, %263
	%265 = shl i32 %264, 2
	%266 = add i32 %262, %265
	%267 = add i32 0, %266
	%268 = shl i32 %260, 3
	%269 = add i32 %239, %268
	%270 = sext i32 %267 to i64
	%271 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %270
	%272 = ptrtoint i32 addrspace(3)* %271 to i32
	%273 = sext i32 %269 to i64
	%274 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %273
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %272, i16 addrspace(1)* %274)
	%275 = add i32 %267, u0x1000
	%276 = sext i32 %275 to i64
	%277 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %276
	%278 = ptrtoint i32 addrspace(3)* %277 to i32
	%279 = sext i32 %269 to i64
	%280 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %279
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %278, i16 addrspace(1)* %280)
	br label %join10

join10:
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %loop11

loop11:
	%281 = phi i32 [ %20, %join10 ], [ %315, %join15 ]
	%282 = icmp slt i32 %281, 160
	br i1 %282, label %body12, label %done13

body12:
	%283 = sdiv i32 %281, 10
	%284 = srem i32 %281, 10
	%285 = mul i32 %283, 64
	%286 = and i32 %283, 7
	%287 = xor i32 %284, %286
	%288 = shl i32 %287, 2
	%289 = add i32 %285, %288
	%290 = icmp slt i32 %283, 12
	br i1 %290, label %then14, label %else16

done13:
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
	%291 = and i32 %22, 7
	%292 = lshr i32 %22, 3
	%293 = and i32 %292, 1
	%294 = lshr i32 %22, 4
	%295 = mul i32 %293, 8
	%296 = add i32 %291, %295
	%297 = mul i32 %23, 16
	%298 = add i32 %297, %291
	%299 = mul i32 %294, 8
	%300 = add i32 %298, %299
	%301 = add i32 %24, 8
	br label %loop17

then14:
	%302 = mul i32 %28, 24
	%303 = add i32 %48, %283
	%304 = add i32 %302, %303
	%305 = mul i32 %304, 80
	%306 = shl i32 %284, 3
	%307 = add i32 %305, %306
	%308 = sext i32 %307 to i64
	%309 = getelementptr i16, i16 addrspace(1)* %q, i64 %308
	%310 = bitcast i16 addrspace(1)* %309 to <4 x i32> addrspace(1)*
	%311 = load <4 x i32>, <4 x i32> addrspace(1)* %310, align 16, !invariant.load !0
	%312 = sext i32 %289 to i64
	%313 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %312
	%314 = bitcast i32 addrspace(3)* %313 to <4 x i32> addrspace(3)*
	store <4 x i32> %311, <4 x i32> addrspace(3)* %314, align 16
	br label %join15

join15:
	%315 = add i32 %281, 128
	br label %loop11

else16:
	%316 = add i32 %289, 0
	%317 = sext i32 %316 to i64
	%318 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %317
	store i32 0, i32 addrspace(3)* %318
	%319 = add i32 %289, 1
	%320 = sext i32 %319 to i64
	%321 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %320
	store i32 0, i32 addrspace(3)* %321
	%322 = add i32 %289, 2
	%323 = sext i32 %322 to i64
	%324 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %323
	store i32 0, i32 addrspace(3)* %324
	%325 = add i32 %289, 3
	%326 = sext i32 %325 to i64
	%327 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %326
	store i32 0, i32 addrspace(3)* %327
	br label %join15

loop17:
	%328 = phi i32 [ %44, %done13 ], [ %1971, %join39 ]
	%329 = icmp slt i32 %328, %47
	br i1 %329, label %body18, label %done19

body18:
	%330 = add i32 %328, 64
	call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
	call void @llvm.nvvm.barrier0()
	%331 = sub i32 %328, %44
	%332 = sdiv i32 %331, 64
	%333 = and i32 %332, 1
	%334 = mul i32 %333, u0x2000
	%335 = icmp slt i32 %330, %47
	br i1 %335, label %then20, label %join21

done19:
	%336 = load float, float* %18
	%337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %336, i32 1, i32 31)
	%338 = fadd float %336, %337
	%339 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %338, i32 2, i32 31)
	%340 = fadd float %338, %339
	%341 = icmp eq i32 %25, 0
	br i1 %341, label %then40, label %join41

then20:
	%342 = sub i32 u0x2000, %334
	%343 = add i32 %51, 0
	%344 = add i32 %330, %343
	%345 = icmp slt i32 %344, %47
	%346 = select i1 %345, i32 %344, i32 %44
	%347 = mul i32 %32, %max_blocks
	%348 = sdiv i32 %346, %block_size
	%349 = add i32 %347, %348
	%350 = sext i32 %349 to i64
	%351 = getelementptr i32, i32 addrspace(1)* %table, i64 %350
	%352 = load i32, i32 addrspace(1)* %351
	%353 = mul i32 %352, %block_size
	%354 = srem i32 %346, %block_size
	%355 = add i32 %353, %354
	%356 = mul i32 %355, 160
	%357 = mul i32 %49, 80
	%358 = add i32 %356, %357
	%359 = add i32 %50, 0
	%360 = mul i32 %343, 64
	%361 = and i32 %343, 7
	%362 = xor i32 %359, %361
	%363 = shl i32 %362, 2
	%364 = add i32 %360, %363
	%365 = add i32 %342, %364
	%366 = shl i32 %359, 3
	%367 = add i32 %358, %366
	%368 = sext i32 %365 to i64
	%369 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %368
	%370 = ptrtoint i32 addrspace(3)* %369 to i32
	%371 = sext i32 %367 to i64
	%372 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %371
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %370, i16 addrspace(1)* %372)
	%373 = add i32 %365, u0x1000
	%374 = sext i32 %373 to i64
	%375 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %374
	%376 = ptrtoint i32 addrspace(3)* %375 to i32
	%377 = sext i32 %367 to i64
	%378 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %377
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %376, i16 addrspace(1)* %378)
	%379 = add i32 %50, 8
	%380 = icmp slt i32 %379, 10
	br i1 %380, label %then22, label %join23

join21:
	%381 = add i32 %294, 0
	%382 = mul i32 %296, 64
	%383 = and i32 %296, 7
	%384 = xor i32 %381, %383
	%385 = shl i32 %384, 2
	%386 = add i32 %382, %385
	%387 = sext i32 %386 to i64
	%388 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %387
	%389 = ptrtoint i32 addrspace(3)* %388 to i32
	%390 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %389) convergent
	%391 = extractvalue { i32, i32, i32, i32 } %390, 0
	%392 = insertelement <4 x i32> zeroinitializer, i32 %391, i32 0
	%393 = extractvalue { i32, i32, i32, i32 } %390, 1
	%394 = insertelement <4 x i32> %392, i32 %393, i32 1
	%395 = extractvalue { i32, i32, i32, i32 } %390, 2
	%396 = insertelement <4 x i32> %394, i32 %395, i32 2
	%397 = extractvalue { i32, i32, i32, i32 } %390, 3
	%398 = insertelement <4 x i32> %396, i32 %397, i32 3
	%399 = extractelement <4 x i32> %398, i32 0
	%400 = extractelement <4 x i32> %398, i32 1
	%401 = extractelement <4 x i32> %398, i32 2
	%402 = extractelement <4 x i32> %398, i32 3
	%403 = add i32 %293, 0
	%404 = mul i32 %300, 64
	%405 = and i32 %300, 7
	%406 = xor i32 %403, %405
	%407 = shl i32 %406, 2
	%408 = add i32 %404, %407
	%409 = add i32 %334, %408
	%410 = sext i32 %409 to i64
	%411 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %410
	%412 = ptrtoint i32 addrspace(3)* %411 to i32
	%413 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %412) convergent
	%414 = extractvalue { i32, i32, i32, i32 } %413, 0
	%415 = insertelement <4 x i32> zeroinitializer, i32 %414, i32 0
	%416 = extractvalue { i32, i32, i32, i32 } %413, 1
	%417 = insertelement <4 x i32> %415, i32 %416, i32 1
	%418 = extractvalue { i32, i32, i32, i32 } %413, 2
	%419 = insertelement <4 x i32> %417, i32 %418, i32 2
	%420 = extractvalue { i32, i32, i32, i32 } %413, 3
	%421 = insertelement <4 x i32> %419, i32 %420, i32 3
	%422 = extractelement <4 x i32> %421, i32 0
	%423 = extractelement <4 x i32> %421, i32 1
	%424 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %399, i32 %400, i32 %401, i32 %402, i32 %422, i32 %423, float 0.0, float 0.0, float 0.0, float 0.0)
	%425 = extractvalue { float, float, float, float } %424, 0
	%426 = bitcast float %425 to i32
	%427 = insertelement <4 x i32> zeroinitializer, i32 %426, i32 0
	%428 = extractvalue { float, float, float, float } %424, 1
	%429 = bitcast float %428 to i32
	%430 = insertelement <4 x i32> %427, i32 %429, i32 1
	%431 = extractvalue { float, float, float, float } %424, 2
	%432 = bitcast float %431 to i32
	%433 = insertelement <4 x i32> %430, i32 %432, i32 2
	%434 = extractvalue { float, float, float, float } %424, 3
	%435 = bitcast float %434 to i32
	%436 = insertelement <4 x i32> %433, i32 %435, i32 3
	%437 = extractelement <4 x i32> %436, i32 0
	%438 = bitcast i32 %437 to float
	%439 = extractelement <4 x i32> %436, i32 1
	%440 = bitcast i32 %439 to float
	%441 = extractelement <4 x i32> %436, i32 2
	%442 = bitcast i32 %441 to float
	%443 = extractelement <4 x i32> %436, i32 3
	%444 = bitcast i32 %443 to float
	%445 = extractelement <4 x i32> %421, i32 2
	%446 = extractelement <4 x i32> %421, i32 3
	%447 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %399, i32 %400, i32 %401, i32 %402, i32 %445, i32 %446, float 0.0, float 0.0, float 0.0, float 0.0)
	%448 = extractvalue { float, float, float, float } %447, 0
	%449 = bitcast float %448 to i32
	%450 = insertelement <4 x i32> zeroinitializer, i32 %449, i32 0
	%451 = extractvalue { float, float, float, float } %447, 1
	%452 = bitcast float %451 to i32
	%453 = insertelement <4 x i32> %450, i32 %452, i32 1
	%454 = extractvalue { float, float, float, float } %447, 2
	%455 = bitcast float %454 to i32
	%456 = insertelement <4 x i32> %453, i32 %455, i32 2
	%457 = extractvalue { float, float, float, float } %447, 3
	%458 = bitcast float %457 to i32
	%459 = insertelement <4 x i32> %456, i32 %458, i32 3
	%460 = extractelement <4 x i32> %459, i32 0
	%461 = bitcast i32 %460 to float
	%462 = extractelement <4 x i32> %459, i32 1
	%463 = bitcast i32 %462 to float
	%464 = extractelement <4 x i32> %459, i32 2
	%465 = bitcast i32 %464 to float
	%466 = extractelement <4 x i32> %459, i32 3
	%467 = bitcast i32 %466 to float
	%468 = add i32 %294, 2
	%469 = mul i32 %296, 64
	%470 = and i32 %296, 7
	%471 = xor i32 %468, %470
	%472 = shl i32 %471, 2
	%473 = add i32 %469, %472
	%474 = sext i32 %473 to i64
	%475 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %474
	%476 = ptrtoint i32 addrspace(3)* %475 to i32
	%477 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %476) convergent
	%478 = extractvalue { i32, i32, i32, i32 } %477, 0
	%479 = insertelement <4 x i32> zeroinitializer, i32 %478, i32 0
	%480 = extractvalue { i32, i32, i32, i32 } %477, 1
	%481 = insertelement <4 x i32> %479, i32 %480, i32 1
	%482 = extractvalue { i32, i32, i32, i32 } %477, 2
	%483 = insertelement <4 x i32> %481, i32 %482, i32 2
	%484 = extractvalue { i32, i32, i32, i32 } %477, 3
	%485 = insertelement <4 x i32> %483, i32 %484, i32 3
	%486 = extractelement <4 x i32> %485, i32 0
	%487 = extractelement <4 x i32> %485, i32 1
	%488 = extractelement <4 x i32> %485, i32 2
	%489 = extractelement <4 x i32> %485, i32 3
	%490 = add i32 %293, 2
	%491 = mul i32 %300, 64
	%492 = and i32 %300, 7
	%493 = xor i32 %490, %492
	%494 = shl i32 %493, 2
	%495 = add i32 %491, %494
	%496 = add i32 %334, %495
	%497 = sext i32 %496 to i64
	%498 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %497
	%499 = ptrtoint i32 addrspace(3)* %498 to i32
	%500 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %499) convergent
	%501 = extractvalue { i32, i32, i32, i32 } %500, 0
	%502 = insertelement <4 x i32> zeroinitializer, i32 %501, i32 0
	%503 = extractvalue { i32, i32, i32, i32 } %500, 1
	%504 = insertelement <4 x i32> %502, i32 %503, i32 1
	%505 = extractvalue { i32, i32, i32, i32 } %500, 2
	%506 = insertelement <4 x i32> %504, i32 %505, i32 2
	%507 = extractvalue { i32, i32, i32, i32 } %500, 3
	%508 = insertelement <4 x i32> %506, i32 %507, i32 3
	%509 = extractelement <4 x i32> %508, i32 0
	%510 = extractelement <4 x i32> %508, i32 1
	%511 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %486, i32 %487, i32 %488, i32 %489, i32 %509, i32 %510, float %438, float %440, float %442, float %444)
	%512 = extractvalue { float, float, float, float } %511, 0
	%513 = bitcast float %512 to i32
	%514 = insertelement <4 x i32> zeroinitializer, i32 %513, i32 0
	%515 = extractvalue { float, float, float, float } %511, 1
	%516 = bitcast float %515 to i32
	%517 = insertelement <4 x i32> %514, i32 %516, i32 1
	%518 = extractvalue { float, float, float, float } %511, 2
	%519 = bitcast float %518 to i32
	%520 = insertelement <4 x i32> %517, i32 %519, i32 2
	%521 = extractvalue { float, float, float, float } %511, 3
	%522 = bitcast float %521 to i32
	%523 = insertelement <4 x i32> %520, i32 %522, i32 3
	%524 = extractelement <4 x i32> %523, i32 0
	%525 = bitcast i32 %524 to float
	%526 = extractelement <4 x i32> %523, i32 1
	%527 = bitcast i32 %526 to float
	%528 = extractelement <4 x i32> %523, i32 2
	%529 = bitcast i32 %528 to float
	%530 = extractelement <4 x i32> %523, i32 3
	%531 = bitcast i32 %530 to float
	%532 = extractelement <4 x i32> %508, i32 2
	%533 = extractelement <4 x i32> %508, i32 3
	%534 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %486, i32 %487, i32 %488, i32 %489, i32 %532, i32 %533, float %461, float %463, float %465, float %467)
	%535 = extractvalue { float, float, float, float } %534, 0
	%536 = bitcast float %535 to i32
	%537 = insertelement <4 x i32> zeroinitializer, i32 %536, i32 0
	%538 = extractvalue { float, float, float, float } %534, 1
	%539 = bitcast float %538 to i32
	%540 = insertelement <4 x i32> %537, i32 %539, i32 1
	%541 = extractvalue { float, float, float, float } %534, 2
	%542 = bitcast float %541 to i32
	%543 = insertelement <4 x i32> %540, i32 %542, i32 2
	%544 = extractvalue { float, float, float, float } %534, 3
	%545 = bitcast float %544 to i32
	%546 = insertelement <4 x i32> %543, i32 %545, i32 3
	%547 = extractelement <4 x i32> %546, i32 0
	%548 = bitcast i32 %547 to float
	%549 = extractelement <4 x i32> %546, i32 1
	%550 = bitcast i32 %549 to float
	%551 = extractelement <4 x i32> %546, i32 2
	%552 = bitcast i32 %551 to float
	%553 = extractelement <4 x i32> %546, i32 3
	%554 = bitcast i32 %553 to float
	%555 = add i32 %294, 4
	%556 = mul i32 %296, 64
	%557 = and i32 %296, 7
	%558 = xor i32 %555, %557
	%559 = shl i32 %558, 2
	%560 = add i32 %556, %559
	%561 = sext i32 %560 to i64
	%562 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %561
	%563 = ptrtoint i32 addrspace(3)* %562 to i32
	%564 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %563) convergent
	%565 = extractvalue { i32, i32, i32, i32 } %564, 0
	%566 = insertelement <4 x i32> zeroinitializer, i32 %565, i32 0
	%567 = extractvalue { i32, i32, i32, i32 } %564, 1
	%568 = insertelement <4 x i32> %566, i32 %567, i32 1
	%569 = extractvalue { i32, i32, i32, i32 } %564, 2
	%570 = insertelement <4 x i32> %568, i32 %569, i32 2
	%571 = extractvalue { i32, i32, i32, i32 } %564, 3
	%572 = insertelement <4 x i32> %570, i32 %571, i32 3
	%573 = extractelement <4 x i32> %572, i32 0
	%574 = extractelement <4 x i32> %572, i32 1
	%575 = extractelement <4 x i32> %572, i32 2
	%576 = extractelement <4 x i32> %572, i32 3
	%577 = add i32 %293, 4
	%578 = mul i32 %300, 64
	%579 = and i32 %300, 7
	%580 = xor i32 %577, %579
	%581 = shl i32 %580, 2
	%582 = add i32 %578, %581
	%583 = add i32 %334, %582
	%584 = sext i32 %583 to i64
	%585 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %584
	%586 = ptrtoint i32 addrspace(3)* %585 to i32
	%587 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %586) convergent
	%588 = extractvalue { i32, i32, i32, i32 } %587, 0
	%589 = insertelement <4 x i32> zeroinitializer, i32 %588, i32 0
	%590 = extractvalue { i32, i32, i32, i32 } %587, 1
	%591 = insertelement <4 x i32> %589, i32 %590, i32 1
	%592 = extractvalue { i32, i32, i32, i32 } %587, 2
	%593 = insertelement <4 x i32> %591, i32 %592, i32 2
	%594 = extractvalue { i32, i32, i32, i32 } %587, 3
	%595 = insertelement <4 x i32> %593, i32 %594, i32 3
	%596 = extractelement <4 x i32> %595, i32 0
	%597 = extractelement <4 x i32> %595, i32 1
	%598 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %573, i32 %574, i32 %575, i32 %576, i32 %596, i32 %597, float %525, float %527, float %529, float %531)
	%599 = extractvalue { float, float, float, float } %598, 0
	%600 = bitcast float %599 to i32
	%601 = insertelement <4 x i32> zeroinitializer, i32 %600, i32 0
	%602 = extractvalue { float, float, float, float } %598, 1
	%603 = bitcast float %602 to i32
	%604 = insertelement <4 x i32> %601, i32 %603, i32 1
	%605 = extractvalue { float, float, float, float } %598, 2
	%606 = bitcast float %605 to i32
	%607 = insertelement <4 x i32> %604, i32 %606, i32 2
	%608 = extractvalue { float, float, float, float } %598, 3
	%609 = bitcast float %608 to i32
	%610 = insertelement <4 x i32> %607, i32 %609, i32 3
	%611 = extractelement <4 x i32> %610, i32 0
	%612 = bitcast i32 %611 to float
	%613 = extractelement <4 x i32> %610, i32 1
	%614 = bitcast i32 %613 to float
	%615 = extractelement <4 x i32> %610, i32 2
	%616 = bitcast i32 %615 to float
	%617 = extractelement <4 x i32> %610, i32 3
	%618 = bitcast i32 %617 to float
	%619 = extractelement <4 x i32> %595, i32 2
	%620 = extractelement <4 x i32> %595, i32 3
	%621 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %573, i32 %574, i32 %575, i32 %576, i32 %619, i32 %620, float %548, float %550, float %552, float %554)
	%622 = extractvalue { float, float, float, float } %621, 0
	%623 = bitcast float %622 to i32
	%624 = insertelement <4 x i32> zeroinitializer, i32 %623, i32 0
	%625 = extractvalue { float, float, float, float } %621, 1
	%626 = bitcast float %625 to i32
	%627 = insertelement <4 x i32> %624, i32 %626, i32 1
	%628 = extractvalue { float, float, float, float } %621, 2
	%629 = bitcast float %628 to i32
	%630 = insertelement <4 x i32> %627, i32 %629, i32 2
	%631 = extractvalue { float, float, float, float } %621, 3
	%632 = bitcast float %631 to i32
	%633 = insertelement <4 x i32> %630, i32 %632, i32 3
	%634 = extractelement <4 x i32> %633, i32 0
	%635 = bitcast i32 %634 to float
	%636 = extractelement <4 x i32> %633, i32 1
	%637 = bitcast i32 %636 to float
	%638 = extractelement <4 x i32> %633, i32 2
	%639 = bitcast i32 %638 to float
	%640 = extractelement <4 x i32> %633, i32 3
	%641 = bitcast i32 %640 to float
	%642 = add i32 %294, 6
	%643 = mul i32 %296, 64
	%644 = and i32 %296, 7
	%645 = xor i32 %642, %644
	%646 = shl i32 %645, 2
	%647 = add i32 %643, %646
	%648 = sext i32 %647 to i64
	%649 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %648
	%650 = ptrtoint i32 addrspace(3)* %649 to i32
	%651 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %650) convergent
	%652 = extractvalue { i32, i32, i32, i32 } %651, 0
	%653 = insertelement <4 x i32> zeroinitializer, i32 %652, i32 0
	%654 = extractvalue { i32, i32, i32, i32 } %651, 1
	%655 = insertelement <4 x i32> %653, i32 %654, i32 1
	%656 = extractvalue { i32, i32, i32, i32 } %651, 2
	%657 = insertelement <4 x i32> %655, i32 %656, i32 2
	%658 = extractvalue { i32, i32, i32, i32 } %651, 3
	%659 = insertelement <4 x i32> %657, i32 %658, i32 3
	%660 = extractelement <4 x i32> %659, i32 0
	%661 = extractelement <4 x i32> %659, i32 1
	%662 = extractelement <4 x i32> %659, i32 2
	%663 = extractelement <4 x i32> %659, i32 3
	%664 = add i32 %293, 6
	%665 = mul i32 %300, 64
	%666 = and i32 %300, 7
	%667 = xor i32 %664, %666
	%668 = shl i32 %667, 2
	%669 = add i32 %665, %668
	%670 = add i32 %334, %669
	%671 = sext i32 %670 to i64
	%672 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %671
	%673 = ptrtoint i32 addrspace(3)* %672 to i32
	%674 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %673) convergent
	%675 = extractvalue { i32, i32, i32, i32 } %674, 0
	%676 = insertelement <4 x i32> zeroinitializer, i32 %675, i32 0
	%677 = extractvalue { i32, i32, i32, i32 } %674, 1
	%678 = insertelement <4 x i32> %676, i32 %677, i32 1
	%679 = extractvalue { i32, i32, i32, i32 } %674, 2
	%680 = insertelement <4 x i32> %678, i32 %679, i32 2
	%681 = extractvalue { i32, i32, i32, i32 } %674, 3
	%682 = insertelement <4 x i32> %680, i32 %681, i32 3
	%683 = extractelement <4 x i32> %682, i32 0
	%684 = extractelement <4 x i32> %682, i32 1
	%685 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %660, i32 %661, i32 %662, i32 %663, i32 %683, i32 %684, float %612, float %614, float %616, float %618)
	%686 = extractvalue { float, float, float, float } %685, 0
	%687 = bitcast float %686 to i32
	%688 = insertelement <4 x i32> zeroinitializer, i32 %687, i32 0
	%689 = extractvalue { float, float, float, float } %685, 1
	%690 = bitcast float %689 to i32
	%691 = insertelement <4 x i32> %688, i32 %690, i32 1
	%692 = extractvalue { float, float, float, float } %685, 2
	%693 = bitcast float %692 to i32
	%694 = insertelement <4 x i32> %691, i32 %693, i32 2
	%695 = extractvalue { float, float, float, float } %685, 3
	%696 = bitcast float %695 to i32
	%697 = insertelement <4 x i32> %694, i32 %696, i32 3
	%698 = extractelement <4 x i32> %697, i32 0
	%699 = bitcast i32 %698 to float
	%700 = extractelement <4 x i32> %697, i32 1
	%701 = bitcast i32 %700 to float
	%702 = extractelement <4 x i32> %697, i32 2
	%703 = bitcast i32 %702 to float
	%704 = extractelement <4 x i32> %697, i32 3
	%705 = bitcast i32 %704 to float
	%706 = extractelement <4 x i32> %682, i32 2
	%707 = extractelement <4 x i32> %682, i32 3
	%708 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %660, i32 %661, i32 %662, i32 %663, i32 %706, i32 %707, float %635, float %637, float %639, float %641)
	%709 = extractvalue { float, float, float, float } %708, 0
	%710 = bitcast float %709 to i32
	%711 = insertelement <4 x i32> zeroinitializer, i32 %710, i32 0
	%712 = extractvalue { float, float, float, float } %708, 1
	%713 = bitcast float %712 to i32
	%714 = insertelement <4 x i32> %711, i32 %713, i32 1
	%715 = extractvalue { float, float, float, float } %708, 2
	%716 = bitcast float %715 to i32
	%717 = insertelement <4 x i32> %714, i32 %716, i32 2
	%718 = extractvalue { float, float, float, float } %708, 3
	%719 = bitcast float %718 to i32
	%720 = insertelement <4 x i32> %717, i32 %719, i32 3
	%721 = extractelement <4 x i32> %720, i32 0
	%722 = bitcast i32 %721 to float
	%723 = extractelement <4 x i32> %720, i32 1
	%724 = bitcast i32 %723 to float
	%725 = extractelement <4 x i32> %720, i32 2
	%726 = bitcast i32 %725 to float
	%727 = extractelement <4 x i32> %720, i32 3
	%728 = bitcast i32 %727 to float
	%729 = add i32 %294, 8
	%730 = mul i32 %296, 64
	%731 = and i32 %296, 7
	%732 = xor i32 %729, %731
	%733 = shl i32 %732, 2
	%734 = add i32 %730, %733
	%735 = sext i32 %734 to i64
	%736 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 0) to [1024 x i32] addrspace(3)*), i64 0, i64 %735
	%737 = ptrtoint i32 addrspace(3)* %736 to i32
	%738 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %737) convergent
	%739 = extractvalue { i32, i32, i32, i32 } %738, 0
	%740 = insertelement <4 x i32> zeroinitializer, i32 %739, i32 0
	%741 = extractvalue { i32, i32, i32, i32 } %738, 1
	%742 = insertelement <4 x i32> %740, i32 %741, i32 1
	%743 = extractvalue { i32, i32, i32, i32 } %738, 2
	%744 = insertelement <4 x i32> %742, i32 %743, i32 2
	%745 = extractvalue { i32, i32, i32, i32 } %738, 3
	%746 = insertelement <4 x i32> %744, i32 %745, i32 3
	%747 = extractelement <4 x i32> %746, i32 0
	%748 = extractelement <4 x i32> %746, i32 1
	%749 = extractelement <4 x i32> %746, i32 2
	%750 = extractelement <4 x i32> %746, i32 3
	%751 = add i32 %293, 8
	%752 = mul i32 %300, 64
	%753 = and i32 %300, 7
	%754 = xor i32 %751, %753
	%755 = shl i32 %754, 2
	%756 = add i32 %752, %755
	%757 = add i32 %334, %756
	%758 = sext i32 %757 to i64
	%759 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %758
	%760 = ptrtoint i32 addrspace(3)* %759 to i32
	%761 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %760) convergent
	%762 = extractvalue { i32, i32, i32, i32 } %761, 0
	%763 = insertelement <4 x i32> zeroinitializer, i32 %762, i32 0
	%764 = extractvalue { i32, i32, i32, i32 } %761, 1
	%765 = insertelement <4 x i32> %763, i32 %764, i32 1
	%766 = extractvalue { i32, i32, i32, i32 } %761, 2
	%767 = insertelement <4 x i32> %765, i32 %766, i32 2
	%768 = extractvalue { i32, i32, i32, i32 } %761, 3
	%769 = insertelement <4 x i32> %767, i32 %768, i32 3
	%770 = extractelement <4 x i32> %769, i32 0
	%771 = extractelement <4 x i32> %769, i32 1
	%772 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %747, i32 %748, i32 %749, i32 %750, i32 %770, i32 %771, float %699, float %701, float %703, float %705)
	%773 = extractvalue { float, float, float, float } %772, 0
	%774 = bitcast float %773 to i32
	%775 = insertelement <4 x i32> zeroinitializer, i32 %774, i32 0
	%776 = extractvalue { float, float, float, float } %772, 1
	%777 = bitcast float %776 to i32
	%778 = insertelement <4 x i32> %775, i32 %777, i32 1
	%779 = extractvalue { float, float, float, float } %772, 2
	%780 = bitcast float %779 to i32
	%781 = insertelement <4 x i32> %778, i32 %780, i32 2
	%782 = extractvalue { float, float, float, float } %772, 3
	%783 = bitcast float %782 to i32
	%784 = insertelement <4 x i32> %781, i32 %783, i32 3
	%785 = extractelement <4 x i32> %784, i32 0
	%786 = bitcast i32 %785 to float
	%787 = extractelement <4 x i32> %784, i32 1
	%788 = bitcast i32 %787 to float
	%789 = extractelement <4 x i32> %784, i32 2
	%790 = bitcast i32 %789 to float
	%791 = extractelement <4 x i32> %784, i32 3
	%792 = bitcast i32 %791 to float
	%793 = extractelement <4 x i32> %769, i32 2
	%794 = extractelement <4 x i32> %769, i32 3
	%795 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %747, i32 %748, i32 %749, i32 %750, i32 %793, i32 %794, float %722, float %724, float %726, float %728)
	%796 = extractvalue { float, float, float, float } %795, 0
	%797 = bitcast float %796 to i32
	%798 = insertelement <4 x i32> zeroinitializer, i32 %797, i32 0
	%799 = extractvalue { float, float, float, float } %795, 1
	%800 = bitcast float %799 to i32
	%801 = insertelement <4 x i32> %798, i32 %800, i32 1
	%802 = extractvalue { float, float, float, float } %795, 2
	%803 = bitcast float %802 to i32
	%804 = insertelement <4 x i32> %801, i32 %803, i32 2
	%805 = extractvalue { float, float, float, float } %795, 3
	%806 = bitcast float %805 to i32
	%807 = insertelement <4 x i32> %804, i32 %806, i32 3
	%808 = extractelement <4 x i32> %807, i32 0
	%809 = bitcast i32 %808 to float
	%810 = extractelement <4 x i32> %807, i32 1
	%811 = bitcast i32 %810 to float
	%812 = extractelement <4 x i32> %807, i32 2
	%813 = bitcast i32 %812 to float
	%814 = extractelement <4 x i32> %807, i32 3
	%815 = bitcast i32 %814 to float
	%816 = mul i32 %23, 16
	%817 = add i32 %816, 0
	%818 = mul i32 %25, 2
	%819 = add i32 %817, %818
	%820 = add i32 %328, %819
	%821 = icmp slt i32 %820, %47
	%822 = fmul float %786, 0x3FBC28F5C0000000
	%823 = select i1 %821, float %822, float 0xFFF0000000000000
	%824 = mul i32 %23, 16
	%825 = add i32 %824, 1
	%826 = mul i32 %25, 2
	%827 = add i32 %825, %826
	%828 = add i32 %328, %827
	%829 = icmp slt i32 %828, %47
	%830 = fmul float %788, 0x3FBC28F5C0000000
	%831 = select i1 %829, float %830, float 0xFFF0000000000000
	%832 = fcmp olt float %823, %831
	%833 = select i1 %832, float %831, float %823
	%834 = mul i32 %23, 16
	%835 = add i32 %834, 0
	%836 = mul i32 %25, 2
	%837 = add i32 %835, %836
	%838 = add i32 %328, %837
	%839 = icmp slt i32 %838, %47
	%840 = fmul float %790, 0x3FBC28F5C0000000
	%841 = select i1 %839, float %840, float 0xFFF0000000000000
	%842 = mul i32 %23, 16
	%843 = add i32 %842, 1
	%844 = mul i32 %25, 2
	%845 = add i32 %843, %844
	%846 = add i32 %328, %845
	%847 = icmp slt i32 %846, %47
	%848 = fmul float %792, 0x3FBC28F5C0000000
	%849 = select i1 %847, float %848, float 0xFFF0000000000000
	%850 = fcmp olt float %841, %849
	%851 = select i1 %850, float %849, float %841
	%852 = mul i32 %23, 16
	%853 = add i32 %852, 8
	%854 = mul i32 %25, 2
	%855 = add i32 %853, %854
	%856 = add i32 %328, %855
	%857 = icmp slt i32 %856, %47
	%858 = fmul float %809, 0x3FBC28F5C0000000
	%859 = select i1 %857, float %858, float 0xFFF0000000000000
	%860 = fcmp olt float %833, %859
	%861 = select i1 %860, float %859, float %833
	%862 = mul i32 %23, 16
	%863 = add i32 %862, 9
	%864 = mul i32 %25, 2
	%865 = add i32 %863, %864
	%866 = add i32 %328, %865
	%867 = icmp slt i32 %866, %47
	%868 = fmul float %811, 0x3FBC28F5C0000000
	%869 = select i1 %867, float %868, float 0xFFF0000000000000
	%870 = fcmp olt float %861, %869
	%871 = select i1 %870, float %869, float %861
	%872 = mul i32 %23, 16
	%873 = add i32 %872, 8
	%874 = mul i32 %25, 2
	%875 = add i32 %873, %874
	%876 = add i32 %328, %875
	%877 = icmp slt i32 %876, %47
	%878 = fmul float %813, 0x3FBC28F5C0000000
	%879 = select i1 %877, float %878, float 0xFFF0000000000000
	%880 = fcmp olt float %851, %879
	%881 = select i1 %880, float %879, float %851
	%882 = mul i32 %23, 16
	%883 = add i32 %882, 9
	%884 = mul i32 %25, 2
	%885 = add i32 %883, %884
	%886 = add i32 %328, %885
	%887 = icmp slt i32 %886, %47
	%888 = fmul float %815, 0x3FBC28F5C0000000
	%889 = select i1 %887, float %888, float 0xFFF0000000000000
	%890 = fcmp olt float %881, %889
	%891 = select i1 %890, float %889, float %881
	%892 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %871, i32 1, i32 31)
	%893 = fcmp olt float %871, %892
	%894 = select i1 %893, float %892, float %871
	%895 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %894, i32 2, i32 31)
	%896 = fcmp olt float %894, %895
	%897 = select i1 %896, float %895, float %894
	%898 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %891, i32 1, i32 31)
	%899 = fcmp olt float %891, %898
	%900 = select i1 %899, float %898, float %891
	%901 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %900, i32 2, i32 31)
	%902 = fcmp olt float %900, %901
	%903 = select i1 %902, float %901, float %900
	%904 = icmp eq i32 %25, 0
	br i1 %904, label %then30, label %join31

then22:
	%905 = mul i32 %343, 64
	%906 = and i32 %343, 7
	%907 = xor i32 %379, %906
	%908 = shl i32 %907, 2
	%909 = add i32 %905, %908
	%910 = add i32 %342, %909
	%911 = shl i32 %379, 3
	%912 = add i32 %358, %911
	%913 = sext i32 %910 to i64
	%914 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %913
	%915 = ptrtoint i32 addrspace(3)* %914 to i32
	%916 = sext i32 %912 to i64
	%917 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %916
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %915, i16 addrspace(1)* %917)
	%918 = add i32 %910, u0x1000
	%919 = sext i32 %918 to i64
	%920 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %919
	%921 = ptrtoint i32 addrspace(3)* %920 to i32
	%922 = sext i32 %912 to i64
	%923 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %922
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %921, i16 addrspace(1)* %923)
	br label %join23

join23:
	%924 = add i32 %51, 16
	%925 = add i32 %330, %924
	%926 = icmp slt i32 %925, %47
	%927 = select i1 %926, i32 %925, i32 %44
	%928 = mul i32 %32, %max_blocks
	%929 = sdiv i32 %927, %block_size
	%930 = add i32 %928, %929
	%931 = sext i32 %930 to i64
	%932 = getelementptr i32, i32 addrspace(1)* %table, i64 %931
	%933 = load i32, i32 addrspace(1)* %932
	%934 = mul i32 %933, %block_size
	%935 = srem i32 %927, %block_size
	%936 = add i32 %934, %935
	%937 = mul i32 %936, 160
	%938 = mul i32 %49, 80
	%939 = add i32 %937, %938
	%940 = add i32 %50, 0
	%941 = mul i32 %924, 64
	%942 = and i32 %924, 7
	%943 = xor i32 %940, %942
	%944 = shl i32 %943, 2
	%945 = add i32 %941, %944
	%946 = add i32 %342, %945
	%947 = shl i32 %940, 3
	%948 = add i32 %939, %947
	%949 = sext i32 %946 to i64
	%950 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %949
	%951 = ptrtoint i32 addrspace(3)* %950 to i32
	%952 = sext i32 %948 to i64
	%953 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %952
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %951, i16 addrspace(1)* %953)
	%954 = add i32 %946, u0x1000
	%955 = sext i32 %954 to i64
	%956 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %955
	%957 = ptrtoint i32 addrspace(3)* %956 to i32
	%958 = sext i32 %948 to i64
	%959 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %958
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %957, i16 addrspace(1)* %959)
	%960 = add i32 %50, 8
	%961 = icmp slt i32 %960, 10
	br i1 %961, label %then24, label %join25

then24:
	%962 = mul i32 %924, 64
	%963 = and i32 %924, 7
	%964 = xor i32 %960, %963
	%965 = shl i32 %964, 2
	%966 = add i32 %962, %965
	%967 = add i32 %342, %966
	%968 = shl i32 %960, 3
	%969 = add i32 %939, %968
	%970 = sext i32 %967 to i64
	%971 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %970
	%972 = ptrtoint i32 addrspace(3)* %971 to i32
	%973 = sext i32 %969 to i64
	%974 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %973
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %972, i16 addrspace(1)* %974)
	%975 = add i32 %967, u0x1000
	%976 = sext i32 %975 to i64
	%977 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %976
	%978 = ptrtoint i32 addrspace(3)* %977 to i32
	%979 = sext i32 %969 to i64
	%980 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %979
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %978, i16 addrspace(1)* %980)
	br label %join25

join25:
	%981 = add i32 %51, 32
	%982 = add i32 %330, %981
	%983 = icmp slt i32 %982, %47
	%984 = select i1 %983, i32 %982, i32 %44
	%985 = mul i32 %32, %max_blocks
	%986 = sdiv i32 %984, %block_size
	%987 = add i32 %985, %986
	%988 = sext i32 %987 to i64
	%989 = getelementptr i32, i32 addrspace(1)* %table, i64 %988
	%990 = load i32, i32 addrspace(1)* %989
	%991 = mul i32 %990, %block_size
	%992 = srem i32 %984, %block_size
	%993 = add i32 %991, %992
	%994 = mul i32 %993, 160
	%995 = mul i32 %49, 80
	%996 = add i32 %994, %995
	%997 = add i32 %50, 0
	%998 = mul i32 %981, 64
	%999 = and i32 %981, 7
	%1000 = xor i32 %997, %999
	%1001 = shl i32 %1000, 2
	%1002 = add i32 %998, %1001
	%1003 = add i32 %342, %1002
	%1004 = shl i32 %997, 3
	%1005 = add i32 %996, %1004
	%1006 = sext i32 %1003 to i64
	%1007 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1006
	%1008 = ptrtoint i32 addrspace(3)* %1007 to i32
	%1009 = sext i32 %1005 to i64
	%1010 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %1009
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1008, i16 addrspace(1)* %1010)
	%1011 = add i32 %1003, u0x1000
	%1012 = sext i32 %1011 to i64
	%1013 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1012
	%1014 = ptrtoint i32 addrspace(3)* %1013 to i32
	%1015 = sext i32 %1005 to i64
	%1016 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %1015
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1014, i16 addrspace(1)* %1016)
	%1017 = add i32 %50, 8
	%1018 = icmp slt i32 %1017, 10
	br i1 %1018, label %then26, label %join27

then26:
	%1019 = mul i32 %981, 64
	%1020 = and i32 %981, 7
	%1021 = xor i32 %1017, %1020
	%1022 = shl i32 %1021, 2
	%1023 = add i32 %1019, %1022
	%1024 = add i32 %342, %1023
	%1025 = shl i32 %1017, 3
	%1026 = add i32 %996, %1025
	%1027 = sext i32 %1024 to i64
	%1028 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1027
	%1029 = ptrtoint i32 addrspace(3)* %1028 to i32
	%1030 = sext i32 %1026 to i64
	%1031 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %1030
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1029, i16 addrspace(1)* %1031)
	%1032 = add i32 %1024, u0x1000
	%1033 = sext i32 %1032 to i64
	%1034 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1033
	%1035 = ptrtoint i32 addrspace(3)* %1034 to i32
	%1036 = sext i32 %1026 to i64
	%1037 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %1036
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1035, i16 addrspace(1)* %1037)
	br label %join27

join27:
	%1038 = add i32 %51, 48
	%1039 = add i32 %330, %1038
	%1040 = icmp slt i32 %1039, %47
	%1041 = select i1 %1040, i32 %1039, i32 %44
	%1042 = mul i32 %32, %max_blocks
	%1043 = sdiv i32 %1041, %block_size
	%1044 = add i32 %1042, %1043
	%1045 = sext i32 %1044 to i64
	%1046 = getelementptr i32, i32 addrspace(1)* %table, i64 %1045
	%1047 = load i32, i32 addrspace(1)* %1046
	%1048 = mul i32 %1047, %block_size
	%1049 = srem i32 %1041, %block_size
	%1050 = add i32 %1048, %1049
	%1051 = mul i32 %1050, 160
	%1052 = mul i32 %49, 80
	%1053 = add i32 %1051, %1052
	%1054 = add i32 %50, 0
	%1055 = mul i32 %1038, 64
	%1056 = and i32 %1038, 7
	%1057 = xor i32 %1054, %1056
	%1058 = shl i32 %1057, 2
	%1059 = add i32 %1055, %1058
	%1060 = add i32 %342, %1059
	%1061 = shl i32 %1054, 3
	%1062 = add i32 %1053, %1061
	%1063 = sext i32 %1060 to i64
	%1064 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1063
	%1065 = ptrtoint i32 addrspace(3)* %1064 to i32
	%1066 = sext i32 %1062 to i64
	%1067 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %1066
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1065, i16 addrspace(1)* %1067)
	%1068 = add i32 %1060, u0x1000
	%1069 = sext i32 %1068 to i64
	%1070 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1069
	%1071 = ptrtoint i32 addrspace(3)* %1070 to i32
	%1072 = sext i32 %1062 to i64
	%1073 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %1072
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1071, i16 addrspace(1)* %1073)
	%1074 = add i32 %50, 8
	%1075 = icmp slt i32 %1074, 10
	br i1 %1075, label %then28, label %join29

then28:
	%1076 = mul i32 %1038, 64
	%1077 = and i32 %1038, 7
	%1078 = xor i32 %1074, %1077
	%1079 = shl i32 %1078, 2
	%1080 = add i32 %1076, %1079
	%1081 = add i32 %342, %1080
	%1082 = shl i32 %1074, 3
	%1083 = add i32 %1053, %1082
	%1084 = sext i32 %1081 to i64
	%1085 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1084
	%1086 = ptrtoint i32 addrspace(3)* %1085 to i32
	%1087 = sext i32 %1083 to i64
	%1088 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %1087
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1086, i16 addrspace(1)* %1088)
	%1089 = add i32 %1081, u0x1000
	%1090 = sext i32 %1089 to i64
	%1091 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1090
	%1092 = ptrtoint i32 addrspace(3)* %1091 to i32
	%1093 = sext i32 %1083 to i64
	%1094 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %1093
	call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %1092, i16 addrspace(1)* %1094)
	br label %join29

join29:
	call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
	br label %join21

then30:
	%1095 = mul i32 %23, 16
	%1096 = add i32 %1095, %24
	%1097 = sext i32 %1096 to i64
	%1098 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1097
	store float %897, float addrspace(3)* %1098
	%1099 = mul i32 %23, 16
	%1100 = add i32 %1099, %301
	%1101 = sext i32 %1100 to i64
	%1102 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1101
	store float %903, float addrspace(3)* %1102
	br label %join31

join31:
	call void @llvm.nvvm.barrier0()
	%1103 = sext i32 %24 to i64
	%1104 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1103
	%1105 = load float, float addrspace(3)* %1104
	%1106 = add i32 %24, 16
	%1107 = sext i32 %1106 to i64
	%1108 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1107
	%1109 = load float, float addrspace(3)* %1108
	%1110 = fcmp olt float %1105, %1109
	%1111 = select i1 %1110, float %1109, float %1105
	%1112 = add i32 %24, 32
	%1113 = sext i32 %1112 to i64
	%1114 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1113
	%1115 = load float, float addrspace(3)* %1114
	%1116 = fcmp olt float %1111, %1115
	%1117 = select i1 %1116, float %1115, float %1111
	%1118 = add i32 %24, 48
	%1119 = sext i32 %1118 to i64
	%1120 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1119
	%1121 = load float, float addrspace(3)* %1120
	%1122 = fcmp olt float %1117, %1121
	%1123 = select i1 %1122, float %1121, float %1117
	%1124 = load float, float* %16
	%1125 = fcmp olt float %1123, %1124
	%1126 = select i1 %1125, float %1124, float %1123
	%1127 = fsub float %1124, %1126
	%1128 = fmul float %1127, 0x3FF7154760000000
	%1129 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1128)
	store float %1126, float* %16
	%1130 = sext i32 %301 to i64
	%1131 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1130
	%1132 = load float, float addrspace(3)* %1131
	%1133 = add i32 %301, 16
	%1134 = sext i32 %1133 to i64
	%1135 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1134
	%1136 = load float, float addrspace(3)* %1135
	%1137 = fcmp olt float %1132, %1136
	%1138 = select i1 %1137, float %1136, float %1132
	%1139 = add i32 %301, 32
	%1140 = sext i32 %1139 to i64
	%1141 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1140
	%1142 = load float, float addrspace(3)* %1141
	%1143 = fcmp olt float %1138, %1142
	%1144 = select i1 %1143, float %1142, float %1138
	%1145 = add i32 %301, 48
	%1146 = sext i32 %1145 to i64
	%1147 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71680) to [64 x float] addrspace(3)*), i64 0, i64 %1146
	%1148 = load float, float addrspace(3)* %1147
	%1149 = fcmp olt float %1144, %1148
	%1150 = select i1 %1149, float %1148, float %1144
	%1151 = load float, float* %17
	%1152 = fcmp olt float %1150, %1151
	%1153 = select i1 %1152, float %1151, float %1150
	%1154 = fsub float %1151, %1153
	%1155 = fmul float %1154, 0x3FF7154760000000
	%1156 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1155)
	store float %1153, float* %17
	%1157 = fsub float %823, %1126
	%1158 = fmul float %1157, 0x3FF7154760000000
	%1159 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1158)
	%1160 = fsub float %831, %1126
	%1161 = fmul float %1160, 0x3FF7154760000000
	%1162 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1161)
	%1163 = fadd float %1159, %1162
	%1164 = fsub float %841, %1153
	%1165 = fmul float %1164, 0x3FF7154760000000
	%1166 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1165)
	%1167 = fsub float %849, %1153
	%1168 = fmul float %1167, 0x3FF7154760000000
	%1169 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1168)
	%1170 = fadd float %1166, %1169
	%1171 = mul i32 %23, 2
	%1172 = add i32 %1171, 0
	%1173 = mul i32 %24, 32
	%1174 = and i32 %24, 7
	%1175 = xor i32 %1172, %1174
	%1176 = shl i32 %1175, 2
	%1177 = add i32 %1173, %1176
	%1178 = add i32 %1177, %25
	%1179 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1162, float %1159)
	%1180 = sext i32 %1178 to i64
	%1181 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1180
	store i32 %1179, i32 addrspace(3)* %1181
	%1182 = mul i32 %23, 2
	%1183 = add i32 %1182, 0
	%1184 = mul i32 %301, 32
	%1185 = and i32 %301, 7
	%1186 = xor i32 %1183, %1185
	%1187 = shl i32 %1186, 2
	%1188 = add i32 %1184, %1187
	%1189 = add i32 %1188, %25
	%1190 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1169, float %1166)
	%1191 = sext i32 %1189 to i64
	%1192 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1191
	store i32 %1190, i32 addrspace(3)* %1192
	%1193 = fsub float %859, %1126
	%1194 = fmul float %1193, 0x3FF7154760000000
	%1195 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1194)
	%1196 = fadd float %1163, %1195
	%1197 = fsub float %869, %1126
	%1198 = fmul float %1197, 0x3FF7154760000000
	%1199 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1198)
	%1200 = fadd float %1196, %1199
	%1201 = fsub float %879, %1153
	%1202 = fmul float %1201, 0x3FF7154760000000
	%1203 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1202)
	%1204 = fadd float %1170, %1203
	%1205 = fsub float %889, %1153
	%1206 = fmul float %1205, 0x3FF7154760000000
	%1207 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1206)
	%1208 = fadd float %1204, %1207
	%1209 = mul i32 %23, 2
	%1210 = add i32 %1209, 1
	%1211 = mul i32 %24, 32
	%1212 = and i32 %24, 7
	%1213 = xor i32 %1210, %1212
	%1214 = shl i32 %1213, 2
	%1215 = add i32 %1211, %1214
	%1216 = add i32 %1215, %25
	%1217 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1199, float %1195)
	%1218 = sext i32 %1216 to i64
	%1219 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1218
	store i32 %1217, i32 addrspace(3)* %1219
	%1220 = mul i32 %23, 2
	%1221 = add i32 %1220, 1
	%1222 = mul i32 %301, 32
	%1223 = and i32 %301, 7
	%1224 = xor i32 %1221, %1223
	%1225 = shl i32 %1224, 2
	%1226 = add i32 %1222, %1225
	%1227 = add i32 %1226, %25
	%1228 = call i32 asm "cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"(float %1207, float %1203)
	%1229 = sext i32 %1227 to i64
	%1230 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1229
	store i32 %1228, i32 addrspace(3)* %1230
	%1231 = load float, float* %18
	%1232 = call float @llvm.fma.f32(float %1231, float %1129, float %1200)
	store float %1232, float* %18
	%1233 = load float, float* %19
	%1234 = call float @llvm.fma.f32(float %1233, float %1156, float %1208)
	store float %1234, float* %19
	call void @llvm.nvvm.barrier0()
	%1235 = load float, float* %0
	%1236 = fmul float %1235, %1129
	store float %1236, float* %0
	%1237 = load float, float* %1
	%1238 = fmul float %1237, %1129
	store float %1238, float* %1
	%1239 = load float, float* %2
	%1240 = fmul float %1239, %1156
	store float %1240, float* %2
	%1241 = load float, float* %3
	%1242 = fmul float %1241, %1156
	store float %1242, float* %3
	%1243 = load float, float* %4
	%1244 = fmul float %1243, %1129
	store float %1244, float* %4
	%1245 = load float, float* %5
	%1246 = fmul float %1245, %1129
	store float %1246, float* %5
	%1247 = load float, float* %6
	%1248 = fmul float %1247, %1156
	store float %1248, float* %6
	%1249 = load float, float* %7
	%1250 = fmul float %1249, %1156
	store float %1250, float* %7
	%1251 = load float, float* %8
	%1252 = fmul float %1251, %1129
	store float %1252, float* %8
	%1253 = load float, float* %9
	%1254 = fmul float %1253, %1129
	store float %1254, float* %9
	%1255 = load float, float* %10
	%1256 = fmul float %1255, %1156
	store float %1256, float* %10
	%1257 = load float, float* %11
	%1258 = fmul float %1257, %1156
	store float %1258, float* %11
	%1259 = load float, float* %12
	%1260 = fmul float %1259, %1129
	store float %1260, float* %12
	%1261 = load float, float* %13
	%1262 = fmul float %1261, %1129
	store float %1262, float* %13
	%1263 = load float, float* %14
	%1264 = fmul float %1263, %1156
	store float %1264, float* %14
	%1265 = load float, float* %15
	%1266 = fmul float %1265, %1156
	store float %1266, float* %15
	%1267 = add i32 %294, 0
	%1268 = mul i32 %296, 32
	%1269 = and i32 %296, 7
	%1270 = xor i32 %1267, %1269
	%1271 = shl i32 %1270, 2
	%1272 = add i32 %1268, %1271
	%1273 = sext i32 %1272 to i64
	%1274 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1273
	%1275 = ptrtoint i32 addrspace(3)* %1274 to i32
	%1276 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1275) convergent
	%1277 = extractvalue { i32, i32, i32, i32 } %1276, 0
	%1278 = insertelement <4 x i32> zeroinitializer, i32 %1277, i32 0
	%1279 = extractvalue { i32, i32, i32, i32 } %1276, 1
	%1280 = insertelement <4 x i32> %1278, i32 %1279, i32 1
	%1281 = extractvalue { i32, i32, i32, i32 } %1276, 2
	%1282 = insertelement <4 x i32> %1280, i32 %1281, i32 2
	%1283 = extractvalue { i32, i32, i32, i32 } %1276, 3
	%1284 = insertelement <4 x i32> %1282, i32 %1283, i32 3
	%1285 = extractelement <4 x i32> %1284, i32 0
	%1286 = extractelement <4 x i32> %1284, i32 1
	%1287 = extractelement <4 x i32> %1284, i32 2
	%1288 = extractelement <4 x i32> %1284, i32 3
	%1289 = add i32 %296, 0
	%1290 = add i32 %23, 0
	%1291 = add i32 %334, u0x1000
	%1292 = shl i32 %1290, 1
	%1293 = add i32 %1292, %294
	%1294 = mul i32 %1289, 64
	%1295 = and i32 %1289, 7
	%1296 = xor i32 %1293, %1295
	%1297 = shl i32 %1296, 2
	%1298 = add i32 %1294, %1297
	%1299 = add i32 %1291, %1298
	%1300 = sext i32 %1299 to i64
	%1301 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1300
	%1302 = ptrtoint i32 addrspace(3)* %1301 to i32
	%1303 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1302) convergent
	%1304 = extractvalue { i32, i32, i32, i32 } %1303, 0
	%1305 = insertelement <4 x i32> zeroinitializer, i32 %1304, i32 0
	%1306 = extractvalue { i32, i32, i32, i32 } %1303, 1
	%1307 = insertelement <4 x i32> %1305, i32 %1306, i32 1
	%1308 = extractvalue { i32, i32, i32, i32 } %1303, 2
	%1309 = insertelement <4 x i32> %1307, i32 %1308, i32 2
	%1310 = extractvalue { i32, i32, i32, i32 } %1303, 3
	%1311 = insertelement <4 x i32> %1309, i32 %1310, i32 3
	%1312 = extractelement <4 x i32> %1311, i32 0
	%1313 = extractelement <4 x i32> %1311, i32 1
	%1314 = load float, float* %0
	%1315 = load float, float* %1
	%1316 = load float, float* %2
	%1317 = load float, float* %3
	%1318 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1312, i32 %1313, float %1314, float %1315, float %1316, float %1317)
	%1319 = extractvalue { float, float, float, float } %1318, 0
	%1320 = bitcast float %1319 to i32
	%1321 = insertelement <4 x i32> zeroinitializer, i32 %1320, i32 0
	%1322 = extractvalue { float, float, float, float } %1318, 1
	%1323 = bitcast float %1322 to i32
	%1324 = insertelement <4 x i32> %1321, i32 %1323, i32 1
	%1325 = extractvalue { float, float, float, float } %1318, 2
	%1326 = bitcast float %1325 to i32
	%1327 = insertelement <4 x i32> %1324, i32 %1326, i32 2
	%1328 = extractvalue { float, float, float, float } %1318, 3
	%1329 = bitcast float %1328 to i32
	%1330 = insertelement <4 x i32> %1327, i32 %1329, i32 3
	%1331 = extractelement <4 x i32> %1330, i32 0
	%1332 = bitcast i32 %1331 to float
	store float %1332, float* %0
	%1333 = extractelement <4 x i32> %1330, i32 1
	%1334 = bitcast i32 %1333 to float
	store float %1334, float* %1
	%1335 = extractelement <4 x i32> %1330, i32 2
	%1336 = bitcast i32 %1335 to float
	store float %1336, float* %2
	%1337 = extractelement <4 x i32> %1330, i32 3
	%1338 = bitcast i32 %1337 to float
	store float %1338, float* %3
	%1339 = extractelement <4 x i32> %1311, i32 2
	%1340 = extractelement <4 x i32> %1311, i32 3
	%1341 = load float, float* %4
	%1342 = load float, float* %5
	%1343 = load float, float* %6
	%1344 = load float, float* %7
	%1345 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1339, i32 %1340, float %1341, float %1342, float %1343, float %1344)
	%1346 = extractvalue { float, float, float, float } %1345, 0
	%1347 = bitcast float %1346 to i32
	%1348 = insertelement <4 x i32> zeroinitializer, i32 %1347, i32 0
	%1349 = extractvalue { float, float, float, float } %1345, 1
	%1350 = bitcast float %1349 to i32
	%1351 = insertelement <4 x i32> %1348, i32 %1350, i32 1
	%1352 = extractvalue { float, float, float, float } %1345, 2
	%1353 = bitcast float %1352 to i32
	%1354 = insertelement <4 x i32> %1351, i32 %1353, i32 2
	%1355 = extractvalue { float, float, float, float } %1345, 3
	%1356 = bitcast float %1355 to i32
	%1357 = insertelement <4 x i32> %1354, i32 %1356, i32 3
	%1358 = extractelement <4 x i32> %1357, i32 0
	%1359 = bitcast i32 %1358 to float
	store float %1359, float* %4
	%1360 = extractelement <4 x i32> %1357, i32 1
	%1361 = bitcast i32 %1360 to float
	store float %1361, float* %5
	%1362 = extractelement <4 x i32> %1357, i32 2
	%1363 = bitcast i32 %1362 to float
	store float %1363, float* %6
	%1364 = extractelement <4 x i32> %1357, i32 3
	%1365 = bitcast i32 %1364 to float
	store float %1365, float* %7
	%1366 = add i32 %23, 4
	%1367 = icmp slt i32 %1366, 5
	br i1 %1367, label %then32, label %join33

then32:
	%1368 = add i32 %334, u0x1000
	%1369 = shl i32 %1366, 1
	%1370 = add i32 %1369, %294
	%1371 = mul i32 %1289, 64
	%1372 = and i32 %1289, 7
	%1373 = xor i32 %1370, %1372
	%1374 = shl i32 %1373, 2
	%1375 = add i32 %1371, %1374
	%1376 = add i32 %1368, %1375
	%1377 = sext i32 %1376 to i64
	%1378 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1377
	%1379 = ptrtoint i32 addrspace(3)* %1378 to i32
	%1380 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1379) convergent
	%1381 = extractvalue { i32, i32, i32, i32 } %1380, 0
	%1382 = insertelement <4 x i32> zeroinitializer, i32 %1381, i32 0
	%1383 = extractvalue { i32, i32, i32, i32 } %1380, 1
	%1384 = insertelement <4 x i32> %1382, i32 %1383, i32 1
	%1385 = extractvalue { i32, i32, i32, i32 } %1380, 2
	%1386 = insertelement <4 x i32> %1384, i32 %1385, i32 2
	%1387 = extractvalue { i32, i32, i32, i32 } %1380, 3
	%1388 = insertelement <4 x i32> %1386, i32 %1387, i32 3
	%1389 = extractelement <4 x i32> %1388, i32 0
	%1390 = extractelement <4 x i32> %1388, i32 1
	%1391 = load float, float* %8
	%1392 = load float, float* %9
	%1393 = load float, float* %10
	%1394 = load float, float* %11
	%1395 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1389, i32 %1390, float %1391, float %1392, float %1393, float %1394)
	%1396 = extractvalue { float, float, float, float } %1395, 0
	%1397 = bitcast float %1396 to i32
	%1398 = insertelement <4 x i32> zeroinitializer, i32 %1397, i32 0
	%1399 = extractvalue { float, float, float, float } %1395, 1
	%1400 = bitcast float %1399 to i32
	%1401 = insertelement <4 x i32> %1398, i32 %1400, i32 1
	%1402 = extractvalue { float, float, float, float } %1395, 2
	%1403 = bitcast float %1402 to i32
	%1404 = insertelement <4 x i32> %1401, i32 %1403, i32 2
	%1405 = extractvalue { float, float, float, float } %1395, 3
	%1406 = bitcast float %1405 to i32
	%1407 = insertelement <4 x i32> %1404, i32 %1406, i32 3
	%1408 = extractelement <4 x i32> %1407, i32 0
	%1409 = bitcast i32 %1408 to float
	store float %1409, float* %8
	%1410 = extractelement <4 x i32> %1407, i32 1
	%1411 = bitcast i32 %1410 to float
	store float %1411, float* %9
	%1412 = extractelement <4 x i32> %1407, i32 2
	%1413 = bitcast i32 %1412 to float
	store float %1413, float* %10
	%1414 = extractelement <4 x i32> %1407, i32 3
	%1415 = bitcast i32 %1414 to float
	store float %1415, float* %11
	%1416 = extractelement <4 x i32> %1388, i32 2
	%1417 = extractelement <4 x i32> %1388, i32 3
	%1418 = load float, float* %12
	%1419 = load float, float* %13
	%1420 = load float, float* %14
	%1421 = load float, float* %15
	%1422 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1416, i32 %1417, float %1418, float %1419, float %1420, float %1421)
	%1423 = extractvalue { float, float, float, float } %1422, 0
	%1424 = bitcast float %1423 to i32
	%1425 = insertelement <4 x i32> zeroinitializer, i32 %1424, i32 0
	%1426 = extractvalue { float, float, float, float } %1422, 1
	%1427 = bitcast float %1426 to i32
	%1428 = insertelement <4 x i32> %1425, i32 %1427, i32 1
	%1429 = extractvalue { float, float, float, float } %1422, 2
	%1430 = bitcast float %1429 to i32
	%1431 = insertelement <4 x i32> %1428, i32 %1430, i32 2
	%1432 = extractvalue { float, float, float, float } %1422, 3
	%1433 = bitcast float %1432 to i32
	%1434 = insertelement <4 x i32> %1431, i32 %1433, i32 3
	%1435 = extractelement <4 x i32> %1434, i32 0
	%1436 = bitcast i32 %1435 to float
	store float %1436, float* %12
	%1437 = extractelement <4 x i32> %1434, i32 1
	%1438 = bitcast i32 %1437 to float
	store float %1438, float* %13
	%1439 = extractelement <4 x i32> %1434, i32 2
	%1440 = bitcast i32 %1439 to float
	store float %1440, float* %14
	%1441 = extractelement <4 x i32> %1434, i32 3
	%1442 = bitcast i32 %1441 to float
	store float %1442, float* %15
	br label %join33

join33:
	%1443 = add i32 %294, 2
	%1444 = mul i32 %296, 32
	%1445 = and i32 %296, 7
	%1446 = xor i32 %1443, %1445
	%1447 = shl i32 %1446, 2
	%1448 = add i32 %1444, %1447
	%1449 = sext i32 %1448 to i64
	%1450 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1449
	%1451 = ptrtoint i32 addrspace(3)* %1450 to i32
	%1452 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1451) convergent
	%1453 = extractvalue { i32, i32, i32, i32 } %1452, 0
	%1454 = insertelement <4 x i32> zeroinitializer, i32 %1453, i32 0
	%1455 = extractvalue { i32, i32, i32, i32 } %1452, 1
	%1456 = insertelement <4 x i32> %1454, i32 %1455, i32 1
	%1457 = extractvalue { i32, i32, i32, i32 } %1452, 2
	%1458 = insertelement <4 x i32> %1456, i32 %1457, i32 2
	%1459 = extractvalue { i32, i32, i32, i32 } %1452, 3
	%1460 = insertelement <4 x i32> %1458, i32 %1459, i32 3
	%1461 = extractelement <4 x i32> %1460, i32 0
	%1462 = extractelement <4 x i32> %1460, i32 1
	%1463 = extractelement <4 x i32> %1460, i32 2
	%1464 = extractelement <4 x i32> %1460, i32 3
	%1465 = add i32 %296, 16
	%1466 = add i32 %23, 0
	%1467 = add i32 %334, u0x1000
	%1468 = shl i32 %1466, 1
	%1469 = add i32 %1468, %294
	%1470 = mul i32 %1465, 64
	%1471 = and i32 %1465, 7
	%1472 = xor i32 %1469, %1471
	%1473 = shl i32 %1472, 2
	%1474 = add i32 %1470, %1473
	%1475 = add i32 %1467, %1474
	%1476 = sext i32 %1475 to i64
	%1477 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1476
	%1478 = ptrtoint i32 addrspace(3)* %1477 to i32
	%1479 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1478) convergent
	%1480 = extractvalue { i32, i32, i32, i32 } %1479, 0
	%1481 = insertelement <4 x i32> zeroinitializer, i32 %1480, i32 0
	%1482 = extractvalue { i32, i32, i32, i32 } %1479, 1
	%1483 = insertelement <4 x i32> %1481, i32 %1482, i32 1
	%1484 = extractvalue { i32, i32, i32, i32 } %1479, 2
	%1485 = insertelement <4 x i32> %1483, i32 %1484, i32 2
	%1486 = extractvalue { i32, i32, i32, i32 } %1479, 3
	%1487 = insertelement <4 x i32> %1485, i32 %1486, i32 3
	%1488 = extractelement <4 x i32> %1487, i32 0
	%1489 = extractelement <4 x i32> %1487, i32 1
	%1490 = load float, float* %0
	%1491 = load float, float* %1
	%1492 = load float, float* %2
	%1493 = load float, float* %3
	%1494 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1461, i32 %1462, i32 %1463, i32 %1464, i32 %1488, i32 %1489, float %1490, float %1491, float %1492, float %1493)
	%1495 = extractvalue { float, float, float, float } %1494, 0
	%1496 = bitcast float %1495 to i32
	%1497 = insertelement <4 x i32> zeroinitializer, i32 %1496, i32 0
	%1498 = extractvalue { float, float, float, float } %1494, 1
	%1499 = bitcast float %1498 to i32
	%1500 = insertelement <4 x i32> %1497, i32 %1499, i32 1
	%1501 = extractvalue { float, float, float, float } %1494, 2
	%1502 = bitcast float %1501 to i32
	%1503 = insertelement <4 x i32> %1500, i32 %1502, i32 2
	%1504 = extractvalue { float, float, float, float } %1494, 3
	%1505 = bitcast float %1504 to i32
	%1506 = insertelement <4 x i32> %1503, i32 %1505, i32 3
	%1507 = extractelement <4 x i32> %1506, i32 0
	%1508 = bitcast i32 %1507 to float
	store float %1508, float* %0
	%1509 = extractelement <4 x i32> %1506, i32 1
	%1510 = bitcast i32 %1509 to float
	store float %1510, float* %1
	%1511 = extractelement <4 x i32> %1506, i32 2
	%1512 = bitcast i32 %1511 to float
	store float %1512, float* %2
	%1513 = extractelement <4 x i32> %1506, i32 3
	%1514 = bitcast i32 %1513 to float
	store float %1514, float* %3
	%1515 = extractelement <4 x i32> %1487, i32 2
	%1516 = extractelement <4 x i32> %1487, i32 3
	%1517 = load float, float* %4
	%1518 = load float, float* %5
	%1519 = load float, float* %6
	%1520 = load float, float* %7
	%1521 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1461, i32 %1462, i32 %1463, i32 %1464, i32 %1515, i32 %1516, float %1517, float %1518, float %1519, float %1520)
	%1522 = extractvalue { float, float, float, float } %1521, 0
	%1523 = bitcast float %1522 to i32
	%1524 = insertelement <4 x i32> zeroinitializer, i32 %1523, i32 0
	%1525 = extractvalue { float, float, float, float } %1521, 1
	%1526 = bitcast float %1525 to i32
	%1527 = insertelement <4 x i32> %1524, i32 %1526, i32 1
	%1528 = extractvalue { float, float, float, float } %1521, 2
	%1529 = bitcast float %1528 to i32
	%1530 = insertelement <4 x i32> %1527, i32 %1529, i32 2
	%1531 = extractvalue { float, float, float, float } %1521, 3
	%1532 = bitcast float %1531 to i32
	%1533 = insertelement <4 x i32> %1530, i32 %1532, i32 3
	%1534 = extractelement <4 x i32> %1533, i32 0
	%1535 = bitcast i32 %1534 to float
	store float %1535, float* %4
	%1536 = extractelement <4 x i32> %1533, i32 1
	%1537 = bitcast i32 %1536 to float
	store float %1537, float* %5
	%1538 = extractelement <4 x i32> %1533, i32 2
	%1539 = bitcast i32 %1538 to float
	store float %1539, float* %6
	%1540 = extractelement <4 x i32> %1533, i32 3
	%1541 = bitcast i32 %1540 to float
	store float %1541, float* %7
	%1542 = add i32 %23, 4
	%1543 = icmp slt i32 %1542, 5
	br i1 %1543, label %then34, label %join35

then34:
	%1544 = add i32 %334, u0x1000
	%1545 = shl i32 %1542, 1
	%1546 = add i32 %1545, %294
	%1547 = mul i32 %1465, 64
	%1548 = and i32 %1465, 7
	%1549 = xor i32 %1546, %1548
	%1550 = shl i32 %1549, 2
	%1551 = add i32 %1547, %1550
	%1552 = add i32 %1544, %1551
	%1553 = sext i32 %1552 to i64
	%1554 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1553
	%1555 = ptrtoint i32 addrspace(3)* %1554 to i32
	%1556 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1555) convergent
	%1557 = extractvalue { i32, i32, i32, i32 } %1556, 0
	%1558 = insertelement <4 x i32> zeroinitializer, i32 %1557, i32 0
	%1559 = extractvalue { i32, i32, i32, i32 } %1556, 1
	%1560 = insertelement <4 x i32> %1558, i32 %1559, i32 1
	%1561 = extractvalue { i32, i32, i32, i32 } %1556, 2
	%1562 = insertelement <4 x i32> %1560, i32 %1561, i32 2
	%1563 = extractvalue { i32, i32, i32, i32 } %1556, 3
	%1564 = insertelement <4 x i32> %1562, i32 %1563, i32 3
	%1565 = extractelement <4 x i32> %1564, i32 0
	%1566 = extractelement <4 x i32> %1564, i32 1
	%1567 = load float, float* %8
	%1568 = load float, float* %9
	%1569 = load float, float* %10
	%1570 = load float, float* %11
	%1571 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1461, i32 %1462, i32 %1463, i32 %1464, i32 %1565, i32 %1566, float %1567, float %1568, float %1569, float %1570)
	%1572 = extractvalue { float, float, float, float } %1571, 0
	%1573 = bitcast float %1572 to i32
	%1574 = insertelement <4 x i32> zeroinitializer, i32 %1573, i32 0
	%1575 = extractvalue { float, float, float, float } %1571, 1
	%1576 = bitcast float %1575 to i32
	%1577 = insertelement <4 x i32> %1574, i32 %1576, i32 1
	%1578 = extractvalue { float, float, float, float } %1571, 2
	%1579 = bitcast float %1578 to i32
	%1580 = insertelement <4 x i32> %1577, i32 %1579, i32 2
	%1581 = extractvalue { float, float, float, float } %1571, 3
	%1582 = bitcast float %1581 to i32
	%1583 = insertelement <4 x i32> %1580, i32 %1582, i32 3
	%1584 = extractelement <4 x i32> %1583, i32 0
	%1585 = bitcast i32 %1584 to float
	store float %1585, float* %8
	%1586 = extractelement <4 x i32> %1583, i32 1
	%1587 = bitcast i32 %1586 to float
	store float %1587, float* %9
	%1588 = extractelement <4 x i32> %1583, i32 2
	%1589 = bitcast i32 %1588 to float
	store float %1589, float* %10
	%1590 = extractelement <4 x i32> %1583, i32 3
	%1591 = bitcast i32 %1590 to float
	store float %1591, float* %11
	%1592 = extractelement <4 x i32> %1564, i32 2
	%1593 = extractelement <4 x i32> %1564, i32 3
	%1594 = load float, float* %12
	%1595 = load float, float* %13
	%1596 = load float, float* %14
	%1597 = load float, float* %15
	%1598 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1461, i32 %1462, i32 %1463, i32 %1464, i32 %1592, i32 %1593, float %1594, float %1595, float %1596, float %1597)
	%1599 = extractvalue { float, float, float, float } %1598, 0
	%1600 = bitcast float %1599 to i32
	%1601 = insertelement <4 x i32> zeroinitializer, i32 %1600, i32 0
	%1602 = extractvalue { float, float, float, float } %1598, 1
	%1603 = bitcast float %1602 to i32
	%1604 = insertelement <4 x i32> %1601, i32 %1603, i32 1
	%1605 = extractvalue { float, float, float, float } %1598, 2
	%1606 = bitcast float %1605 to i32
	%1607 = insertelement <4 x i32> %1604, i32 %1606, i32 2
	%1608 = extractvalue { float, float, float, float } %1598, 3
	%1609 = bitcast float %1608 to i32
	%1610 = insertelement <4 x i32> %1607, i32 %1609, i32 3
	%1611 = extractelement <4 x i32> %1610, i32 0
	%1612 = bitcast i32 %1611 to float
	store float %1612, float* %12
	%1613 = extractelement <4 x i32> %1610, i32 1
	%1614 = bitcast i32 %1613 to float
	store float %1614, float* %13
	%1615 = extractelement <4 x i32> %1610, i32 2
	%1616 = bitcast i32 %1615 to float
	store float %1616, float* %14
	%1617 = extractelement <4 x i32> %1610, i32 3
	%1618 = bitcast i32 %1617 to float
	store float %1618, float* %15
	br label %join35

join35:
	%1619 = add i32 %294, 4
	%1620 = mul i32 %296, 32
	%1621 = and i32 %296, 7
	%1622 = xor i32 %1619, %1621
	%1623 = shl i32 %1622, 2
	%1624 = add i32 %1620, %1623
	%1625 = sext i32 %1624 to i64
	%1626 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1625
	%1627 = ptrtoint i32 addrspace(3)* %1626 to i32
	%1628 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1627) convergent
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
	%1639 = extractelement <4 x i32> %1636, i32 2
	%1640 = extractelement <4 x i32> %1636, i32 3
	%1641 = add i32 %296, 32
	%1642 = add i32 %23, 0
	%1643 = add i32 %334, u0x1000
	%1644 = shl i32 %1642, 1
	%1645 = add i32 %1644, %294
	%1646 = mul i32 %1641, 64
	%1647 = and i32 %1641, 7
	%1648 = xor i32 %1645, %1647
	%1649 = shl i32 %1648, 2
	%1650 = add i32 %1646, %1649
	%1651 = add i32 %1643, %1650
	%1652 = sext i32 %1651 to i64
	%1653 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1652
	%1654 = ptrtoint i32 addrspace(3)* %1653 to i32
	%1655 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1654) convergent
	%1656 = extractvalue { i32, i32, i32, i32 } %1655, 0
	%1657 = insertelement <4 x i32> zeroinitializer, i32 %1656, i32 0
	%1658 = extractvalue { i32, i32, i32, i32 } %1655, 1
	%1659 = insertelement <4 x i32> %1657, i32 %1658, i32 1
	%1660 = extractvalue { i32, i32, i32, i32 } %1655, 2
	%1661 = insertelement <4 x i32> %1659, i32 %1660, i32 2
	%1662 = extractvalue { i32, i32, i32, i32 } %1655, 3
	%1663 = insertelement <4 x i32> %1661, i32 %1662, i32 3
	%1664 = extractelement <4 x i32> %1663, i32 0
	%1665 = extractelement <4 x i32> %1663, i32 1
	%1666 = load float, float* %0
	%1667 = load float, float* %1
	%1668 = load float, float* %2
	%1669 = load float, float* %3
	%1670 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1637, i32 %1638, i32 %1639, i32 %1640, i32 %1664, i32 %1665, float %1666, float %1667, float %1668, float %1669)
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
	store float %1684, float* %0
	%1685 = extractelement <4 x i32> %1682, i32 1
	%1686 = bitcast i32 %1685 to float
	store float %1686, float* %1
	%1687 = extractelement <4 x i32> %1682, i32 2
	%1688 = bitcast i32 %1687 to float
	store float %1688, float* %2
	%1689 = extractelement <4 x i32> %1682, i32 3
	%1690 = bitcast i32 %1689 to float
	store float %1690, float* %3
	%1691 = extractelement <4 x i32> %1663, i32 2
	%1692 = extractelement <4 x i32> %1663, i32 3
	%1693 = load float, float* %4
	%1694 = load float, float* %5
	%1695 = load float, float* %6
	%1696 = load float, float* %7
	%1697 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1637, i32 %1638, i32 %1639, i32 %1640, i32 %1691, i32 %1692, float %1693, float %1694, float %1695, float %1696)
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
	store float %1711, float* %4
	%1712 = extractelement <4 x i32> %1709, i32 1
	%1713 = bitcast i32 %1712 to float
	store float %1713, float* %5
	%1714 = extractelement <4 x i32> %1709, i32 2
	%1715 = bitcast i32 %1714 to float
	store float %1715, float* %6
	%1716 = extractelement <4 x i32> %1709, i32 3
	%1717 = bitcast i32 %1716 to float
	store float %1717, float* %7
	%1718 = add i32 %23, 4
	%1719 = icmp slt i32 %1718, 5
	br i1 %1719, label %then36, label %join37

then36:
	%1720 = add i32 %334, u0x1000
	%1721 = shl i32 %1718, 1
	%1722 = add i32 %1721, %294
	%1723 = mul i32 %1641, 64
	%1724 = and i32 %1641, 7
	%1725 = xor i32 %1722, %1724
	%1726 = shl i32 %1725, 2
	%1727 = add i32 %1723, %1726
	%1728 = add i32 %1720, %1727
	%1729 = sext i32 %1728 to i64
	%1730 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1729
	%1731 = ptrtoint i32 addrspace(3)* %1730 to i32
	%1732 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1731) convergent
	%1733 = extractvalue { i32, i32, i32, i32 } %1732, 0
	%1734 = insertelement <4 x i32> zeroinitializer, i32 %1733, i32 0
	%1735 = extractvalue { i32, i32, i32, i32 } %1732, 1
	%1736 = insertelement <4 x i32> %1734, i32 %1735, i32 1
	%1737 = extractvalue { i32, i32, i32, i32 } %1732, 2
	%1738 = insertelement <4 x i32> %1736, i32 %1737, i32 2
	%1739 = extractvalue { i32, i32, i32, i32 } %1732, 3
	%1740 = insertelement <4 x i32> %1738, i32 %1739, i32 3
	%1741 = extractelement <4 x i32> %1740, i32 0
	%1742 = extractelement <4 x i32> %1740, i32 1
	%1743 = load float, float* %8
	%1744 = load float, float* %9
	%1745 = load float, float* %10
	%1746 = load float, float* %11
	%1747 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1637, i32 %1638, i32 %1639, i32 %1640, i32 %1741, i32 %1742, float %1743, float %1744, float %1745, float %1746)
	%1748 = extractvalue { float, float, float, float } %1747, 0
	%1749 = bitcast float %1748 to i32
	%1750 = insertelement <4 x i32> zeroinitializer, i32 %1749, i32 0
	%1751 = extractvalue { float, float, float, float } %1747, 1
	%1752 = bitcast float %1751 to i32
	%1753 = insertelement <4 x i32> %1750, i32 %1752, i32 1
	%1754 = extractvalue { float, float, float, float } %1747, 2
	%1755 = bitcast float %1754 to i32
	%1756 = insertelement <4 x i32> %1753, i32 %1755, i32 2
	%1757 = extractvalue { float, float, float, float } %1747, 3
	%1758 = bitcast float %1757 to i32
	%1759 = insertelement <4 x i32> %1756, i32 %1758, i32 3
	%1760 = extractelement <4 x i32> %1759, i32 0
	%1761 = bitcast i32 %1760 to float
	store float %1761, float* %8
	%1762 = extractelement <4 x i32> %1759, i32 1
	%1763 = bitcast i32 %1762 to float
	store float %1763, float* %9
	%1764 = extractelement <4 x i32> %1759, i32 2
	%1765 = bitcast i32 %1764 to float
	store float %1765, float* %10
	%1766 = extractelement <4 x i32> %1759, i32 3
	%1767 = bitcast i32 %1766 to float
	store float %1767, float* %11
	%1768 = extractelement <4 x i32> %1740, i32 2
	%1769 = extractelement <4 x i32> %1740, i32 3
	%1770 = load float, float* %12
	%1771 = load float, float* %13
	%1772 = load float, float* %14
	%1773 = load float, float* %15
	%1774 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1637, i32 %1638, i32 %1639, i32 %1640, i32 %1768, i32 %1769, float %1770, float %1771, float %1772, float %1773)
	%1775 = extractvalue { float, float, float, float } %1774, 0
	%1776 = bitcast float %1775 to i32
	%1777 = insertelement <4 x i32> zeroinitializer, i32 %1776, i32 0
	%1778 = extractvalue { float, float, float, float } %1774, 1
	%1779 = bitcast float %1778 to i32
	%1780 = insertelement <4 x i32> %1777, i32 %1779, i32 1
	%1781 = extractvalue { float, float, float, float } %1774, 2
	%1782 = bitcast float %1781 to i32
	%1783 = insertelement <4 x i32> %1780, i32 %1782, i32 2
	%1784 = extractvalue { float, float, float, float } %1774, 3
	%1785 = bitcast float %1784 to i32
	%1786 = insertelement <4 x i32> %1783, i32 %1785, i32 3
	%1787 = extractelement <4 x i32> %1786, i32 0
	%1788 = bitcast i32 %1787 to float
	store float %1788, float* %12
	%1789 = extractelement <4 x i32> %1786, i32 1
	%1790 = bitcast i32 %1789 to float
	store float %1790, float* %13
	%1791 = extractelement <4 x i32> %1786, i32 2
	%1792 = bitcast i32 %1791 to float
	store float %1792, float* %14
	%1793 = extractelement <4 x i32> %1786, i32 3
	%1794 = bitcast i32 %1793 to float
	store float %1794, float* %15
	br label %join37

join37:
	%1795 = add i32 %294, 6
	%1796 = mul i32 %296, 32
	%1797 = and i32 %296, 7
	%1798 = xor i32 %1795, %1797
	%1799 = shl i32 %1798, 2
	%1800 = add i32 %1796, %1799
	%1801 = sext i32 %1800 to i64
	%1802 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1801
	%1803 = ptrtoint i32 addrspace(3)* %1802 to i32
	%1804 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1803) convergent
	%1805 = extractvalue { i32, i32, i32, i32 } %1804, 0
	%1806 = insertelement <4 x i32> zeroinitializer, i32 %1805, i32 0
	%1807 = extractvalue { i32, i32, i32, i32 } %1804, 1
	%1808 = insertelement <4 x i32> %1806, i32 %1807, i32 1
	%1809 = extractvalue { i32, i32, i32, i32 } %1804, 2
	%1810 = insertelement <4 x i32> %1808, i32 %1809, i32 2
	%1811 = extractvalue { i32, i32, i32, i32 } %1804, 3
	%1812 = insertelement <4 x i32> %1810, i32 %1811, i32 3
	%1813 = extractelement <4 x i32> %1812, i32 0
	%1814 = extractelement <4 x i32> %1812, i32 1
	%1815 = extractelement <4 x i32> %1812, i32 2
	%1816 = extractelement <4 x i32> %1812, i32 3
	%1817 = add i32 %296, 48
	%1818 = add i32 %23, 0
	%1819 = add i32 %334, u0x1000
	%1820 = shl i32 %1818, 1
	%1821 = add i32 %1820, %294
	%1822 = mul i32 %1817, 64
	%1823 = and i32 %1817, 7
	%1824 = xor i32 %1821, %1823
	%1825 = shl i32 %1824, 2
	%1826 = add i32 %1822, %1825
	%1827 = add i32 %1819, %1826
	%1828 = sext i32 %1827 to i64
	%1829 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1828
	%1830 = ptrtoint i32 addrspace(3)* %1829 to i32
	%1831 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1830) convergent
	%1832 = extractvalue { i32, i32, i32, i32 } %1831, 0
	%1833 = insertelement <4 x i32> zeroinitializer, i32 %1832, i32 0
	%1834 = extractvalue { i32, i32, i32, i32 } %1831, 1
	%1835 = insertelement <4 x i32> %1833, i32 %1834, i32 1
	%1836 = extractvalue { i32, i32, i32, i32 } %1831, 2
	%1837 = insertelement <4 x i32> %1835, i32 %1836, i32 2
	%1838 = extractvalue { i32, i32, i32, i32 } %1831, 3
	%1839 = insertelement <4 x i32> %1837, i32 %1838, i32 3
	%1840 = extractelement <4 x i32> %1839, i32 0
	%1841 = extractelement <4 x i32> %1839, i32 1
	%1842 = load float, float* %0
	%1843 = load float, float* %1
	%1844 = load float, float* %2
	%1845 = load float, float* %3
	%1846 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1814, i32 %1815, i32 %1816, i32 %1840, i32 %1841, float %1842, float %1843, float %1844, float %1845)
	%1847 = extractvalue { float, float, float, float } %1846, 0
	%1848 = bitcast float %1847 to i32
	%1849 = insertelement <4 x i32> zeroinitializer, i32 %1848, i32 0
	%1850 = extractvalue { float, float, float, float } %1846, 1
	%1851 = bitcast float %1850 to i32
	%1852 = insertelement <4 x i32> %1849, i32 %1851, i32 1
	%1853 = extractvalue { float, float, float, float } %1846, 2
	%1854 = bitcast float %1853 to i32
	%1855 = insertelement <4 x i32> %1852, i32 %1854, i32 2
	%1856 = extractvalue { float, float, float, float } %1846, 3
	%1857 = bitcast float %1856 to i32
	%1858 = insertelement <4 x i32> %1855, i32 %1857, i32 3
	%1859 = extractelement <4 x i32> %1858, i32 0
	%1860 = bitcast i32 %1859 to float
	store float %1860, float* %0
	%1861 = extractelement <4 x i32> %1858, i32 1
	%1862 = bitcast i32 %1861 to float
	store float %1862, float* %1
	%1863 = extractelement <4 x i32> %1858, i32 2
	%1864 = bitcast i32 %1863 to float
	store float %1864, float* %2
	%1865 = extractelement <4 x i32> %1858, i32 3
	%1866 = bitcast i32 %1865 to float
	store float %1866, float* %3
	%1867 = extractelement <4 x i32> %1839, i32 2
	%1868 = extractelement <4 x i32> %1839, i32 3
	%1869 = load float, float* %4
	%1870 = load float, float* %5
	%1871 = load float, float* %6
	%1872 = load float, float* %7
	%1873 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1814, i32 %1815, i32 %1816, i32 %1867, i32 %1868, float %1869, float %1870, float %1871, float %1872)
	%1874 = extractvalue { float, float, float, float } %1873, 0
	%1875 = bitcast float %1874 to i32
	%1876 = insertelement <4 x i32> zeroinitializer, i32 %1875, i32 0
	%1877 = extractvalue { float, float, float, float } %1873, 1
	%1878 = bitcast float %1877 to i32
	%1879 = insertelement <4 x i32> %1876, i32 %1878, i32 1
	%1880 = extractvalue { float, float, float, float } %1873, 2
	%1881 = bitcast float %1880 to i32
	%1882 = insertelement <4 x i32> %1879, i32 %1881, i32 2
	%1883 = extractvalue { float, float, float, float } %1873, 3
	%1884 = bitcast float %1883 to i32
	%1885 = insertelement <4 x i32> %1882, i32 %1884, i32 3
	%1886 = extractelement <4 x i32> %1885, i32 0
	%1887 = bitcast i32 %1886 to float
	store float %1887, float* %4
	%1888 = extractelement <4 x i32> %1885, i32 1
	%1889 = bitcast i32 %1888 to float
	store float %1889, float* %5
	%1890 = extractelement <4 x i32> %1885, i32 2
	%1891 = bitcast i32 %1890 to float
	store float %1891, float* %6
	%1892 = extractelement <4 x i32> %1885, i32 3
	%1893 = bitcast i32 %1892 to float
	store float %1893, float* %7
	%1894 = add i32 %23, 4
	%1895 = icmp slt i32 %1894, 5
	br i1 %1895, label %then38, label %join39

then38:
	%1896 = add i32 %334, u0x1000
	%1897 = shl i32 %1894, 1
	%1898 = add i32 %1897, %294
	%1899 = mul i32 %1817, 64
	%1900 = and i32 %1817, 7
	%1901 = xor i32 %1898, %1900
	%1902 = shl i32 %1901, 2
	%1903 = add i32 %1899, %1902
	%1904 = add i32 %1896, %1903
	%1905 = sext i32 %1904 to i64
	%1906 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1905
	%1907 = ptrtoint i32 addrspace(3)* %1906 to i32
	%1908 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1907) convergent
	%1909 = extractvalue { i32, i32, i32, i32 } %1908, 0
	%1910 = insertelement <4 x i32> zeroinitializer, i32 %1909, i32 0
	%1911 = extractvalue { i32, i32, i32, i32 } %1908, 1
	%1912 = insertelement <4 x i32> %1910, i32 %1911, i32 1
	%1913 = extractvalue { i32, i32, i32, i32 } %1908, 2
	%1914 = insertelement <4 x i32> %1912, i32 %1913, i32 2
	%1915 = extractvalue { i32, i32, i32, i32 } %1908, 3
	%1916 = insertelement <4 x i32> %1914, i32 %1915, i32 3
	%1917 = extractelement <4 x i32> %1916, i32 0
	%1918 = extractelement <4 x i32> %1916, i32 1
	%1919 = load float, float* %8
	%1920 = load float, float* %9
	%1921 = load float, float* %10
	%1922 = load float, float* %11
	%1923 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1814, i32 %1815, i32 %1816, i32 %1917, i32 %1918, float %1919, float %1920, float %1921, float %1922)
	%1924 = extractvalue { float, float, float, float } %1923, 0
	%1925 = bitcast float %1924 to i32
	%1926 = insertelement <4 x i32> zeroinitializer, i32 %1925, i32 0
	%1927 = extractvalue { float, float, float, float } %1923, 1
	%1928 = bitcast float %1927 to i32
	%1929 = insertelement <4 x i32> %1926, i32 %1928, i32 1
	%1930 = extractvalue { float, float, float, float } %1923, 2
	%1931 = bitcast float %1930 to i32
	%1932 = insertelement <4 x i32> %1929, i32 %1931, i32 2
	%1933 = extractvalue { float, float, float, float } %1923, 3
	%1934 = bitcast float %1933 to i32
	%1935 = insertelement <4 x i32> %1932, i32 %1934, i32 3
	%1936 = extractelement <4 x i32> %1935, i32 0
	%1937 = bitcast i32 %1936 to float
	store float %1937, float* %8
	%1938 = extractelement <4 x i32> %1935, i32 1
	%1939 = bitcast i32 %1938 to float
	store float %1939, float* %9
	%1940 = extractelement <4 x i32> %1935, i32 2
	%1941 = bitcast i32 %1940 to float
	store float %1941, float* %10
	%1942 = extractelement <4 x i32> %1935, i32 3
	%1943 = bitcast i32 %1942 to float
	store float %1943, float* %11
	%1944 = extractelement <4 x i32> %1916, i32 2
	%1945 = extractelement <4 x i32> %1916, i32 3
	%1946 = load float, float* %12
	%1947 = load float, float* %13
	%1948 = load float, float* %14
	%1949 = load float, float* %15
	%1950 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1813, i32 %1814, i32 %1815, i32 %1816, i32 %1944, i32 %1945, float %1946, float %1947, float %1948, float %1949)
	%1951 = extractvalue { float, float, float, float } %1950, 0
	%1952 = bitcast float %1951 to i32
	%1953 = insertelement <4 x i32> zeroinitializer, i32 %1952, i32 0
	%1954 = extractvalue { float, float, float, float } %1950, 1
	%1955 = bitcast float %1954 to i32
	%1956 = insertelement <4 x i32> %1953, i32 %1955, i32 1
	%1957 = extractvalue { float, float, float, float } %1950, 2
	%1958 = bitcast float %1957 to i32
	%1959 = insertelement <4 x i32> %1956, i32 %1958, i32 2
	%1960 = extractvalue { float, float, float, float } %1950, 3
	%1961 = bitcast float %1960 to i32
	%1962 = insertelement <4 x i32> %1959, i32 %1961, i32 3
	%1963 = extractelement <4 x i32> %1962, i32 0
	%1964 = bitcast i32 %1963 to float
	store float %1964, float* %12
	%1965 = extractelement <4 x i32> %1962, i32 1
	%1966 = bitcast i32 %1965 to float
	store float %1966, float* %13
	%1967 = extractelement <4 x i32> %1962, i32 2
	%1968 = bitcast i32 %1967 to float
	store float %1968, float* %14
	%1969 = extractelement <4 x i32> %1962, i32 3
	%1970 = bitcast i32 %1969 to float
	store float %1970, float* %15
	br label %join39

join39:
	%1971 = add i32 %328, 64
	br label %loop17

then40:
	%1972 = mul i32 %23, 16
	%1973 = add i32 %1972, %24
	%1974 = sext i32 %1973 to i64
	%1975 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %1974
	store float %340, float addrspace(3)* %1975
	br label %join41

join41:
	%1976 = load float, float* %19
	%1977 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1976, i32 1, i32 31)
	%1978 = fadd float %1976, %1977
	%1979 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1978, i32 2, i32 31)
	%1980 = fadd float %1978, %1979
	%1981 = icmp eq i32 %25, 0
	br i1 %1981, label %then42, label %join43

then42:
	%1982 = mul i32 %23, 16
	%1983 = add i32 %1982, %301
	%1984 = sext i32 %1983 to i64
	%1985 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %1984
	store float %1980, float addrspace(3)* %1985
	br label %join43

join43:
	call void @llvm.nvvm.barrier0()
	%1986 = mul i32 %27, 24
	%1987 = add i32 %1986, %48
	%1988 = mul i32 %1987, 88
	%1989 = icmp slt i32 %24, 12
	br i1 %1989, label %then44, label %join45

then44:
	%1990 = mul i32 %24, 88
	%1991 = add i32 %1988, %1990
	%1992 = add i32 %23, 0
	%1993 = shl i32 %1992, 4
	%1994 = add i32 %1993, 0
	%1995 = mul i32 %25, 2
	%1996 = add i32 %1994, %1995
	%1997 = add i32 %1996, 0
	%1998 = add i32 %1991, %1997
	%1999 = load float, float* %0
	%2000 = sext i32 %1998 to i64
	%2001 = getelementptr float, float addrspace(1)* %part, i64 %2000
	store float %1999, float addrspace(1)* %2001
	%2002 = add i32 %1996, 1
	%2003 = add i32 %1991, %2002
	%2004 = load float, float* %1
	%2005 = sext i32 %2003 to i64
	%2006 = getelementptr float, float addrspace(1)* %part, i64 %2005
	store float %2004, float addrspace(1)* %2006
	%2007 = shl i32 %1992, 4
	%2008 = add i32 %2007, 8
	%2009 = mul i32 %25, 2
	%2010 = add i32 %2008, %2009
	%2011 = add i32 %2010, 0
	%2012 = add i32 %1991, %2011
	%2013 = load float, float* %4
	%2014 = sext i32 %2012 to i64
	%2015 = getelementptr float, float addrspace(1)* %part, i64 %2014
	store float %2013, float addrspace(1)* %2015
	%2016 = add i32 %2010, 1
	%2017 = add i32 %1991, %2016
	%2018 = load float, float* %5
	%2019 = sext i32 %2017 to i64
	%2020 = getelementptr float, float addrspace(1)* %part, i64 %2019
	store float %2018, float addrspace(1)* %2020
	%2021 = add i32 %23, 4
	%2022 = icmp slt i32 %2021, 5
	br i1 %2022, label %then46, label %join47

join45:
	%2023 = icmp slt i32 %301, 12
	br i1 %2023, label %then50, label %join51

then46:
	%2024 = shl i32 %2021, 4
	%2025 = add i32 %2024, 0
	%2026 = mul i32 %25, 2
	%2027 = add i32 %2025, %2026
	%2028 = add i32 %2027, 0
	%2029 = add i32 %1991, %2028
	%2030 = load float, float* %8
	%2031 = sext i32 %2029 to i64
	%2032 = getelementptr float, float addrspace(1)* %part, i64 %2031
	store float %2030, float addrspace(1)* %2032
	%2033 = add i32 %2027, 1
	%2034 = add i32 %1991, %2033
	%2035 = load float, float* %9
	%2036 = sext i32 %2034 to i64
	%2037 = getelementptr float, float addrspace(1)* %part, i64 %2036
	store float %2035, float addrspace(1)* %2037
	%2038 = shl i32 %2021, 4
	%2039 = add i32 %2038, 8
	%2040 = mul i32 %25, 2
	%2041 = add i32 %2039, %2040
	%2042 = add i32 %2041, 0
	%2043 = add i32 %1991, %2042
	%2044 = load float, float* %12
	%2045 = sext i32 %2043 to i64
	%2046 = getelementptr float, float addrspace(1)* %part, i64 %2045
	store float %2044, float addrspace(1)* %2046
	%2047 = add i32 %2041, 1
	%2048 = add i32 %1991, %2047
	%2049 = load float, float* %13
	%2050 = sext i32 %2048 to i64
	%2051 = getelementptr float, float addrspace(1)* %part, i64 %2050
	store float %2049, float addrspace(1)* %2051
	br label %join47

join47:
	%2052 = icmp eq i32 %25, 0
	%2053 = icmp eq i32 %23, 0
	%2054 = and i1 %2052, %2053
	br i1 %2054, label %then48, label %join49

then48:
	%2055 = sext i32 %24 to i64
	%2056 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2055
	%2057 = load float, float addrspace(3)* %2056
	%2058 = add i32 %24, 16
	%2059 = sext i32 %2058 to i64
	%2060 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2059
	%2061 = load float, float addrspace(3)* %2060
	%2062 = fadd float %2057, %2061
	%2063 = add i32 %24, 32
	%2064 = sext i32 %2063 to i64
	%2065 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2064
	%2066 = load float, float addrspace(3)* %2065
	%2067 = fadd float %2062, %2066
	%2068 = add i32 %24, 48
	%2069 = sext i32 %2068 to i64
	%2070 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2069
	%2071 = load float, float addrspace(3)* %2070
	%2072 = fadd float %2067, %2071
	%2073 = add i32 %1991, 80
	%2074 = load float, float* %16
	%2075 = sext i32 %2073 to i64
	%2076 = getelementptr float, float addrspace(1)* %part, i64 %2075
	store float %2074, float addrspace(1)* %2076
	%2077 = add i32 %1991, 81
	%2078 = sext i32 %2077 to i64
	%2079 = getelementptr float, float addrspace(1)* %part, i64 %2078
	store float %2072, float addrspace(1)* %2079
	br label %join49

join49:
	br label %join45

then50:
	%2080 = mul i32 %301, 88
	%2081 = add i32 %1988, %2080
	%2082 = add i32 %23, 0
	%2083 = shl i32 %2082, 4
	%2084 = add i32 %2083, 0
	%2085 = mul i32 %25, 2
	%2086 = add i32 %2084, %2085
	%2087 = add i32 %2086, 0
	%2088 = add i32 %2081, %2087
	%2089 = load float, float* %2
	%2090 = sext i32 %2088 to i64
	%2091 = getelementptr float, float addrspace(1)* %part, i64 %2090
	store float %2089, float addrspace(1)* %2091
	%2092 = add i32 %2086, 1
	%2093 = add i32 %2081, %2092
	%2094 = load float, float* %3
	%2095 = sext i32 %2093 to i64
	%2096 = getelementptr float, float addrspace(1)* %part, i64 %2095
	store float %2094, float addrspace(1)* %2096
	%2097 = shl i32 %2082, 4
	%2098 = add i32 %2097, 8
	%2099 = mul i32 %25, 2
	%2100 = add i32 %2098, %2099
	%2101 = add i32 %2100, 0
	%2102 = add i32 %2081, %2101
	%2103 = load float, float* %6
	%2104 = sext i32 %2102 to i64
	%2105 = getelementptr float, float addrspace(1)* %part, i64 %2104
	store float %2103, float addrspace(1)* %2105
	%2106 = add i32 %2100, 1
	%2107 = add i32 %2081, %2106
	%2108 = load float, float* %7
	%2109 = sext i32 %2107 to i64
	%2110 = getelementptr float, float addrspace(1)* %part, i64 %2109
	store float %2108, float addrspace(1)* %2110
	%2111 = add i32 %23, 4
	%2112 = icmp slt i32 %2111, 5
	br i1 %2112, label %then52, label %join53

join51:
	br label %join2

then52:
	%2113 = shl i32 %2111, 4
	%2114 = add i32 %2113, 0
	%2115 = mul i32 %25, 2
	%2116 = add i32 %2114, %2115
	%2117 = add i32 %2116, 0
	%2118 = add i32 %2081, %2117
	%2119 = load float, float* %10
	%2120 = sext i32 %2118 to i64
	%2121 = getelementptr float, float addrspace(1)* %part, i64 %2120
	store float %2119, float addrspace(1)* %2121
	%2122 = add i32 %2116, 1
	%2123 = add i32 %2081, %2122
	%2124 = load float, float* %11
	%2125 = sext i32 %2123 to i64
	%2126 = getelementptr float, float addrspace(1)* %part, i64 %2125
	store float %2124, float addrspace(1)* %2126
	%2127 = shl i32 %2111, 4
	%2128 = add i32 %2127, 8
	%2129 = mul i32 %25, 2
	%2130 = add i32 %2128, %2129
	%2131 = add i32 %2130, 0
	%2132 = add i32 %2081, %2131
	%2133 = load float, float* %14
	%2134 = sext i32 %2132 to i64
	%2135 = getelementptr float, float addrspace(1)* %part, i64 %2134
	store float %2133, float addrspace(1)* %2135
	%2136 = add i32 %2130, 1
	%2137 = add i32 %2081, %2136
	%2138 = load float, float* %15
	%2139 = sext i32 %2137 to i64
	%2140 = getelementptr float, float addrspace(1)* %part, i64 %2139
	store float %2138, float addrspace(1)* %2140
	br label %join53

join53:
	%2141 = icmp eq i32 %25, 0
	%2142 = icmp eq i32 %23, 0
	%2143 = and i1 %2141, %2142
	br i1 %2143, label %then54, label %join55

then54:
	%2144 = sext i32 %301 to i64
	%2145 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2144
	%2146 = load float, float addrspace(3)* %2145
	%2147 = add i32 %301, 16
	%2148 = sext i32 %2147 to i64
	%2149 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2148
	%2150 = load float, float addrspace(3)* %2149
	%2151 = fadd float %2146, %2150
	%2152 = add i32 %301, 32
	%2153 = sext i32 %2152 to i64
	%2154 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2153
	%2155 = load float, float addrspace(3)* %2154
	%2156 = fadd float %2151, %2155
	%2157 = add i32 %301, 48
	%2158 = sext i32 %2157 to i64
	%2159 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2158
	%2160 = load float, float addrspace(3)* %2159
	%2161 = fadd float %2156, %2160
	%2162 = add i32 %2081, 80
	%2163 = load float, float* %17
	%2164 = sext i32 %2162 to i64
	%2165 = getelementptr float, float addrspace(1)* %part, i64 %2164
	store float %2163, float addrspace(1)* %2165
	%2166 = add i32 %2081, 81
	%2167 = sext i32 %2166 to i64
	%2168 = getelementptr float, float addrspace(1)* %part, i64 %2167
	store float %2161, float addrspace(1)* %2168
	br label %join55

join55:
	br label %join51
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %2, i32 %3)

declare float @llvm.nvvm.ex2.approx.ftz.f(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

!0 = !{}
