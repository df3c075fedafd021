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
	%41 = add i32 %40, 31
	%42 = sdiv i32 %41, 32
	%43 = mul i32 %42, 32
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
	%328 = phi i32 [ %44, %done13 ], [ %2023, %join39 ]
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
	%390 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %389)
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
	%413 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %412)
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
	%477 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %476)
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
	%500 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %499)
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
	%564 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %563)
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
	%587 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %586)
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
	%651 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %650)
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
	%674 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %673)
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
	%738 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %737)
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
	%761 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %760)
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
	%1179 = bitcast float %1159 to i32
	%1180 = lshr i32 %1179, 16
	%1181 = and i32 %1180, 1
	%1182 = add i32 %1179, u0x7FFF
	%1183 = add i32 %1182, %1181
	%1184 = lshr i32 %1183, 16
	%1185 = bitcast float %1162 to i32
	%1186 = lshr i32 %1185, 16
	%1187 = and i32 %1186, 1
	%1188 = add i32 %1185, u0x7FFF
	%1189 = add i32 %1188, %1187
	%1190 = lshr i32 %1189, 16
	%1191 = shl i32 %1190, 16
	%1192 = or i32 %1184, %1191
	%1193 = sext i32 %1178 to i64
	%1194 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1193
	store i32 %1192, i32 addrspace(3)* %1194
	%1195 = mul i32 %23, 2
	%1196 = add i32 %1195, 0
	%1197 = mul i32 %301, 32
	%1198 = and i32 %301, 7
	%1199 = xor i32 %1196, %1198
	%1200 = shl i32 %1199, 2
	%1201 = add i32 %1197, %1200
	%1202 = add i32 %1201, %25
	%1203 = bitcast float %1166 to i32
	%1204 = lshr i32 %1203, 16
	%1205 = and i32 %1204, 1
	%1206 = add i32 %1203, u0x7FFF
	%1207 = add i32 %1206, %1205
	%1208 = lshr i32 %1207, 16
	%1209 = bitcast float %1169 to i32
	%1210 = lshr i32 %1209, 16
	%1211 = and i32 %1210, 1
	%1212 = add i32 %1209, u0x7FFF
	%1213 = add i32 %1212, %1211
	%1214 = lshr i32 %1213, 16
	%1215 = shl i32 %1214, 16
	%1216 = or i32 %1208, %1215
	%1217 = sext i32 %1202 to i64
	%1218 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1217
	store i32 %1216, i32 addrspace(3)* %1218
	%1219 = fsub float %859, %1126
	%1220 = fmul float %1219, 0x3FF7154760000000
	%1221 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1220)
	%1222 = fadd float %1163, %1221
	%1223 = fsub float %869, %1126
	%1224 = fmul float %1223, 0x3FF7154760000000
	%1225 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1224)
	%1226 = fadd float %1222, %1225
	%1227 = fsub float %879, %1153
	%1228 = fmul float %1227, 0x3FF7154760000000
	%1229 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1228)
	%1230 = fadd float %1170, %1229
	%1231 = fsub float %889, %1153
	%1232 = fmul float %1231, 0x3FF7154760000000
	%1233 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1232)
	%1234 = fadd float %1230, %1233
	%1235 = mul i32 %23, 2
	%1236 = add i32 %1235, 1
	%1237 = mul i32 %24, 32
	%1238 = and i32 %24, 7
	%1239 = xor i32 %1236, %1238
	%1240 = shl i32 %1239, 2
	%1241 = add i32 %1237, %1240
	%1242 = add i32 %1241, %25
	%1243 = bitcast float %1221 to i32
	%1244 = lshr i32 %1243, 16
	%1245 = and i32 %1244, 1
	%1246 = add i32 %1243, u0x7FFF
	%1247 = add i32 %1246, %1245
	%1248 = lshr i32 %1247, 16
	%1249 = bitcast float %1225 to i32
	%1250 = lshr i32 %1249, 16
	%1251 = and i32 %1250, 1
	%1252 = add i32 %1249, u0x7FFF
	%1253 = add i32 %1252, %1251
	%1254 = lshr i32 %1253, 16
	%1255 = shl i32 %1254, 16
	%1256 = or i32 %1248, %1255
	%1257 = sext i32 %1242 to i64
	%1258 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1257
	store i32 %1256, i32 addrspace(3)* %1258
	%1259 = mul i32 %23, 2
	%1260 = add i32 %1259, 1
	%1261 = mul i32 %301, 32
	%1262 = and i32 %301, 7
	%1263 = xor i32 %1260, %1262
	%1264 = shl i32 %1263, 2
	%1265 = add i32 %1261, %1264
	%1266 = add i32 %1265, %25
	%1267 = bitcast float %1229 to i32
	%1268 = lshr i32 %1267, 16
	%1269 = and i32 %1268, 1
	%1270 = add i32 %1267, u0x7FFF
	%1271 = add i32 %1270, %1269
	%1272 = lshr i32 %1271, 16
	%1273 = bitcast float %1233 to i32
	%1274 = lshr i32 %1273, 16
	%1275 = and i32 %1274, 1
	%1276 = add i32 %1273, u0x7FFF
	%1277 = add i32 %1276, %1275
	%1278 = lshr i32 %1277, 16
	%1279 = shl i32 %1278, 16
	%1280 = or i32 %1272, %1279
	%1281 = sext i32 %1266 to i64
	%1282 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1281
	store i32 %1280, i32 addrspace(3)* %1282
	%1283 = load float, float* %18
	%1284 = call float @llvm.fma.f32(float %1283, float %1129, float %1226)
	store float %1284, float* %18
	%1285 = load float, float* %19
	%1286 = call float @llvm.fma.f32(float %1285, float %1156, float %1234)
	store float %1286, float* %19
	call void @llvm.nvvm.barrier0()
	%1287 = load float, float* %0
	%1288 = fmul float %1287, %1129
	store float %1288, float* %0
	%1289 = load float, float* %1
	%1290 = fmul float %1289, %1129
	store float %1290, float* %1
	%1291 = load float, float* %2
	%1292 = fmul float %1291, %1156
	store float %1292, float* %2
	%1293 = load float, float* %3
	%1294 = fmul float %1293, %1156
	store float %1294, float* %3
	%1295 = load float, float* %4
	%1296 = fmul float %1295, %1129
	store float %1296, float* %4
	%1297 = load float, float* %5
	%1298 = fmul float %1297, %1129
	store float %1298, float* %5
	%1299 = load float, float* %6
	%1300 = fmul float %1299, %1156
	store float %1300, float* %6
	%1301 = load float, float* %7
	%1302 = fmul float %1301, %1156
	store float %1302, float* %7
	%1303 = load float, float* %8
	%1304 = fmul float %1303, %1129
	store float %1304, float* %8
	%1305 = load float, float* %9
	%1306 = fmul float %1305, %1129
	store float %1306, float* %9
	%1307 = load float, float* %10
	%1308 = fmul float %1307, %1156
	store float %1308, float* %10
	%1309 = load float, float* %11
	%1310 = fmul float %1309, %1156
	store float %1310, float* %11
	%1311 = load float, float* %12
	%1312 = fmul float %1311, %1129
	store float %1312, float* %12
	%1313 = load float, float* %13
	%1314 = fmul float %1313, %1129
	store float %1314, float* %13
	%1315 = load float, float* %14
	%1316 = fmul float %1315, %1156
	store float %1316, float* %14
	%1317 = load float, float* %15
	%1318 = fmul float %1317, %1156
	store float %1318, float* %15
	%1319 = add i32 %294, 0
	%1320 = mul i32 %296, 32
	%1321 = and i32 %296, 7
	%1322 = xor i32 %1319, %1321
	%1323 = shl i32 %1322, 2
	%1324 = add i32 %1320, %1323
	%1325 = sext i32 %1324 to i64
	%1326 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1325
	%1327 = ptrtoint i32 addrspace(3)* %1326 to i32
	%1328 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1327)
	%1329 = extractvalue { i32, i32, i32, i32 } %1328, 0
	%1330 = insertelement <4 x i32> zeroinitializer, i32 %1329, i32 0
	%1331 = extractvalue { i32, i32, i32, i32 } %1328, 1
	%1332 = insertelement <4 x i32> %1330, i32 %1331, i32 1
	%1333 = extractvalue { i32, i32, i32, i32 } %1328, 2
	%1334 = insertelement <4 x i32> %1332, i32 %1333, i32 2
	%1335 = extractvalue { i32, i32, i32, i32 } %1328, 3
	%1336 = insertelement <4 x i32> %1334, i32 %1335, i32 3
	%1337 = extractelement <4 x i32> %1336, i32 0
	%1338 = extractelement <4 x i32> %1336, i32 1
	%1339 = extractelement <4 x i32> %1336, i32 2
	%1340 = extractelement <4 x i32> %1336, i32 3
	%1341 = add i32 %296, 0
	%1342 = add i32 %23, 0
	%1343 = add i32 %334, u0x1000
	%1344 = shl i32 %1342, 1
	%1345 = add i32 %1344, %294
	%1346 = mul i32 %1341, 64
	%1347 = and i32 %1341, 7
	%1348 = xor i32 %1345, %1347
	%1349 = shl i32 %1348, 2
	%1350 = add i32 %1346, %1349
	%1351 = add i32 %1343, %1350
	%1352 = sext i32 %1351 to i64
	%1353 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1352
	%1354 = ptrtoint i32 addrspace(3)* %1353 to i32
	%1355 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1354)
	%1356 = extractvalue { i32, i32, i32, i32 } %1355, 0
	%1357 = insertelement <4 x i32> zeroinitializer, i32 %1356, i32 0
	%1358 = extractvalue { i32, i32, i32, i32 } %1355, 1
	%1359 = insertelement <4 x i32> %1357, i32 %1358, i32 1
	%1360 = extractvalue { i32, i32, i32, i32 } %1355, 2
	%1361 = insertelement <4 x i32> %1359, i32 %1360, i32 2
	%1362 = extractvalue { i32, i32, i32, i32 } %1355, 3
	%1363 = insertelement <4 x i32> %1361, i32 %1362, i32 3
	%1364 = extractelement <4 x i32> %1363, i32 0
	%1365 = extractelement <4 x i32> %1363, i32 1
	%1366 = load float, float* %0
	%1367 = load float, float* %1
	%1368 = load float, float* %2
	%1369 = load float, float* %3
	%1370 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1364, i32 %1365, float %1366, float %1367, float %1368, float %1369)
	%1371 = extractvalue { float, float, float, float } %1370, 0
	%1372 = bitcast float %1371 to i32
	%1373 = insertelement <4 x i32> zeroinitializer, i32 %1372, i32 0
	%1374 = extractvalue { float, float, float, float } %1370, 1
	%1375 = bitcast float %1374 to i32
	%1376 = insertelement <4 x i32> %1373, i32 %1375, i32 1
	%1377 = extractvalue { float, float, float, float } %1370, 2
	%1378 = bitcast float %1377 to i32
	%1379 = insertelement <4 x i32> %1376, i32 %1378, i32 2
	%1380 = extractvalue { float, float, float, float } %1370, 3
	%1381 = bitcast float %1380 to i32
	%1382 = insertelement <4 x i32> %1379, i32 %1381, i32 3
	%1383 = extractelement <4 x i32> %1382, i32 0
	%1384 = bitcast i32 %1383 to float
	store float %1384, float* %0
	%1385 = extractelement <4 x i32> %1382, i32 1
	%1386 = bitcast i32 %1385 to float
	store float %1386, float* %1
	%1387 = extractelement <4 x i32> %1382, i32 2
	%1388 = bitcast i32 %1387 to float
	store float %1388, float* %2
	%1389 = extractelement <4 x i32> %1382, i32 3
	%1390 = bitcast i32 %1389 to float
	store float %1390, float* %3
	%1391 = extractelement <4 x i32> %1363, i32 2
	%1392 = extractelement <4 x i32> %1363, i32 3
	%1393 = load float, float* %4
	%1394 = load float, float* %5
	%1395 = load float, float* %6
	%1396 = load float, float* %7
	%1397 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1391, i32 %1392, float %1393, float %1394, float %1395, float %1396)
	%1398 = extractvalue { float, float, float, float } %1397, 0
	%1399 = bitcast float %1398 to i32
	%1400 = insertelement <4 x i32> zeroinitializer, i32 %1399, i32 0
	%1401 = extractvalue { float, float, float, float } %1397, 1
	%1402 = bitcast float %1401 to i32
	%1403 = insertelement <4 x i32> %1400, i32 %1402, i32 1
	%1404 = extractvalue { float, float, float, float } %1397, 2
	%1405 = bitcast float %1404 to i32
	%1406 = insertelement <4 x i32> %1403, i32 %1405, i32 2
	%1407 = extractvalue { float, float, float, float } %1397, 3
	%1408 = bitcast float %1407 to i32
	%1409 = insertelement <4 x i32> %1406, i32 %1408, i32 3
	%1410 = extractelement <4 x i32> %1409, i32 0
	%1411 = bitcast i32 %1410 to float
	store float %1411, float* %4
	%1412 = extractelement <4 x i32> %1409, i32 1
	%1413 = bitcast i32 %1412 to float
	store float %1413, float* %5
	%1414 = extractelement <4 x i32> %1409, i32 2
	%1415 = bitcast i32 %1414 to float
	store float %1415, float* %6
	%1416 = extractelement <4 x i32> %1409, i32 3
	%1417 = bitcast i32 %1416 to float
	store float %1417, float* %7
	%1418 = add i32 %23, 4
	%1419 = icmp slt i32 %1418, 5
	br i1 %1419, label %then32, label %join33

then32:
	%1420 = add i32 %334, u0x1000
	%1421 = shl i32 %1418, 1
	%1422 = add i32 %1421, %294
	%1423 = mul i32 %1341, 64
	%1424 = and i32 %1341, 7
	%1425 = xor i32 %1422, %1424
	%1426 = shl i32 %1425, 2
	%1427 = add i32 %1423, %1426
	%1428 = add i32 %1420, %1427
	%1429 = sext i32 %1428 to i64
	%1430 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1429
	%1431 = ptrtoint i32 addrspace(3)* %1430 to i32
	%1432 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1431)
	%1433 = extractvalue { i32, i32, i32, i32 } %1432, 0
	%1434 = insertelement <4 x i32> zeroinitializer, i32 %1433, i32 0
	%1435 = extractvalue { i32, i32, i32, i32 } %1432, 1
	%1436 = insertelement <4 x i32> %1434, i32 %1435, i32 1
	%1437 = extractvalue { i32, i32, i32, i32 } %1432, 2
	%1438 = insertelement <4 x i32> %1436, i32 %1437, i32 2
	%1439 = extractvalue { i32, i32, i32, i32 } %1432, 3
	%1440 = insertelement <4 x i32> %1438, i32 %1439, i32 3
	%1441 = extractelement <4 x i32> %1440, i32 0
	%1442 = extractelement <4 x i32> %1440, i32 1
	%1443 = load float, float* %8
	%1444 = load float, float* %9
	%1445 = load float, float* %10
	%1446 = load float, float* %11
	%1447 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1441, i32 %1442, float %1443, float %1444, float %1445, float %1446)
	%1448 = extractvalue { float, float, float, float } %1447, 0
	%1449 = bitcast float %1448 to i32
	%1450 = insertelement <4 x i32> zeroinitializer, i32 %1449, i32 0
	%1451 = extractvalue { float, float, float, float } %1447, 1
	%1452 = bitcast float %1451 to i32
	%1453 = insertelement <4 x i32> %1450, i32 %1452, i32 1
	%1454 = extractvalue { float, float, float, float } %1447, 2
	%1455 = bitcast float %1454 to i32
	%1456 = insertelement <4 x i32> %1453, i32 %1455, i32 2
	%1457 = extractvalue { float, float, float, float } %1447, 3
	%1458 = bitcast float %1457 to i32
	%1459 = insertelement <4 x i32> %1456, i32 %1458, i32 3
	%1460 = extractelement <4 x i32> %1459, i32 0
	%1461 = bitcast i32 %1460 to float
	store float %1461, float* %8
	%1462 = extractelement <4 x i32> %1459, i32 1
	%1463 = bitcast i32 %1462 to float
	store float %1463, float* %9
	%1464 = extractelement <4 x i32> %1459, i32 2
	%1465 = bitcast i32 %1464 to float
	store float %1465, float* %10
	%1466 = extractelement <4 x i32> %1459, i32 3
	%1467 = bitcast i32 %1466 to float
	store float %1467, float* %11
	%1468 = extractelement <4 x i32> %1440, i32 2
	%1469 = extractelement <4 x i32> %1440, i32 3
	%1470 = load float, float* %12
	%1471 = load float, float* %13
	%1472 = load float, float* %14
	%1473 = load float, float* %15
	%1474 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1337, i32 %1338, i32 %1339, i32 %1340, i32 %1468, i32 %1469, float %1470, float %1471, float %1472, float %1473)
	%1475 = extractvalue { float, float, float, float } %1474, 0
	%1476 = bitcast float %1475 to i32
	%1477 = insertelement <4 x i32> zeroinitializer, i32 %1476, i32 0
	%1478 = extractvalue { float, float, float, float } %1474, 1
	%1479 = bitcast float %1478 to i32
	%1480 = insertelement <4 x i32> %1477, i32 %1479, i32 1
	%1481 = extractvalue { float, float, float, float } %1474, 2
	%1482 = bitcast float %1481 to i32
	%1483 = insertelement <4 x i32> %1480, i32 %1482, i32 2
	%1484 = extractvalue { float, float, float, float } %1474, 3
	%1485 = bitcast float %1484 to i32
	%1486 = insertelement <4 x i32> %1483, i32 %1485, i32 3
	%1487 = extractelement <4 x i32> %1486, i32 0
	%1488 = bitcast i32 %1487 to float
	store float %1488, float* %12
	%1489 = extractelement <4 x i32> %1486, i32 1
	%1490 = bitcast i32 %1489 to float
	store float %1490, float* %13
	%1491 = extractelement <4 x i32> %1486, i32 2
	%1492 = bitcast i32 %1491 to float
	store float %1492, float* %14
	%1493 = extractelement <4 x i32> %1486, i32 3
	%1494 = bitcast i32 %1493 to float
	store float %1494, float* %15
	br label %join33

join33:
	%1495 = add i32 %294, 2
	%1496 = mul i32 %296, 32
	%1497 = and i32 %296, 7
	%1498 = xor i32 %1495, %1497
	%1499 = shl i32 %1498, 2
	%1500 = add i32 %1496, %1499
	%1501 = sext i32 %1500 to i64
	%1502 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1501
	%1503 = ptrtoint i32 addrspace(3)* %1502 to i32
	%1504 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1503)
	%1505 = extractvalue { i32, i32, i32, i32 } %1504, 0
	%1506 = insertelement <4 x i32> zeroinitializer, i32 %1505, i32 0
	%1507 = extractvalue { i32, i32, i32, i32 } %1504, 1
	%1508 = insertelement <4 x i32> %1506, i32 %1507, i32 1
	%1509 = extractvalue { i32, i32, i32, i32 } %1504, 2
	%1510 = insertelement <4 x i32> %1508, i32 %1509, i32 2
	%1511 = extractvalue { i32, i32, i32, i32 } %1504, 3
	%1512 = insertelement <4 x i32> %1510, i32 %1511, i32 3
	%1513 = extractelement <4 x i32> %1512, i32 0
	%1514 = extractelement <4 x i32> %1512, i32 1
	%1515 = extractelement <4 x i32> %1512, i32 2
	%1516 = extractelement <4 x i32> %1512, i32 3
	%1517 = add i32 %296, 16
	%1518 = add i32 %23, 0
	%1519 = add i32 %334, u0x1000
	%1520 = shl i32 %1518, 1
	%1521 = add i32 %1520, %294
	%1522 = mul i32 %1517, 64
	%1523 = and i32 %1517, 7
	%1524 = xor i32 %1521, %1523
	%1525 = shl i32 %1524, 2
	%1526 = add i32 %1522, %1525
	%1527 = add i32 %1519, %1526
	%1528 = sext i32 %1527 to i64
	%1529 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1528
	%1530 = ptrtoint i32 addrspace(3)* %1529 to i32
	%1531 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1530)
	%1532 = extractvalue { i32, i32, i32, i32 } %1531, 0
	%1533 = insertelement <4 x i32> zeroinitializer, i32 %1532, i32 0
	%1534 = extractvalue { i32, i32, i32, i32 } %1531, 1
	%1535 = insertelement <4 x i32> %1533, i32 %1534, i32 1
	%1536 = extractvalue { i32, i32, i32, i32 } %1531, 2
	%1537 = insertelement <4 x i32> %1535, i32 %1536, i32 2
	%1538 = extractvalue { i32, i32, i32, i32 } %1531, 3
	%1539 = insertelement <4 x i32> %1537, i32 %1538, i32 3
	%1540 = extractelement <4 x i32> %1539, i32 0
	%1541 = extractelement <4 x i32> %1539, i32 1
	%1542 = load float, float* %0
	%1543 = load float, float* %1
	%1544 = load float, float* %2
	%1545 = load float, float* %3
	%1546 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1513, i32 %1514, i32 %1515, i32 %1516, i32 %1540, i32 %1541, float %1542, float %1543, float %1544, float %1545)
	%1547 = extractvalue { float, float, float, float } %1546, 0
	%1548 = bitcast float %1547 to i32
	%1549 = insertelement <4 x i32> zeroinitializer, i32 %1548, i32 0
	%1550 = extractvalue { float, float, float, float } %1546, 1
	%1551 = bitcast float %1550 to i32
	%1552 = insertelement <4 x i32> %1549, i32 %1551, i32 1
	%1553 = extractvalue { float, float, float, float } %1546, 2
	%1554 = bitcast float %1553 to i32
	%1555 = insertelement <4 x i32> %1552, i32 %1554, i32 2
	%1556 = extractvalue { float, float, float, float } %1546, 3
	%1557 = bitcast float %1556 to i32
	%1558 = insertelement <4 x i32> %1555, i32 %1557, i32 3
	%1559 = extractelement <4 x i32> %1558, i32 0
	%1560 = bitcast i32 %1559 to float
	store float %1560, float* %0
	%1561 = extractelement <4 x i32> %1558, i32 1
	%1562 = bitcast i32 %1561 to float
	store float %1562, float* %1
	%1563 = extractelement <4 x i32> %1558, i32 2
	%1564 = bitcast i32 %1563 to float
	store float %1564, float* %2
	%1565 = extractelement <4 x i32> %1558, i32 3
	%1566 = bitcast i32 %1565 to float
	store float %1566, float* %3
	%1567 = extractelement <4 x i32> %1539, i32 2
	%1568 = extractelement <4 x i32> %1539, i32 3
	%1569 = load float, float* %4
	%1570 = load float, float* %5
	%1571 = load float, float* %6
	%1572 = load float, float* %7
	%1573 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1513, i32 %1514, i32 %1515, i32 %1516, i32 %1567, i32 %1568, float %1569, float %1570, float %1571, float %1572)
	%1574 = extractvalue { float, float, float, float } %1573, 0
	%1575 = bitcast float %1574 to i32
	%1576 = insertelement <4 x i32> zeroinitializer, i32 %1575, i32 0
	%1577 = extractvalue { float, float, float, float } %1573, 1
	%1578 = bitcast float %1577 to i32
	%1579 = insertelement <4 x i32> %1576, i32 %1578, i32 1
	%1580 = extractvalue { float, float, float, float } %1573, 2
	%1581 = bitcast float %1580 to i32
	%1582 = insertelement <4 x i32> %1579, i32 %1581, i32 2
	%1583 = extractvalue { float, float, float, float } %1573, 3
	%1584 = bitcast float %1583 to i32
	%1585 = insertelement <4 x i32> %1582, i32 %1584, i32 3
	%1586 = extractelement <4 x i32> %1585, i32 0
	%1587 = bitcast i32 %1586 to float
	store float %1587, float* %4
	%1588 = extractelement <4 x i32> %1585, i32 1
	%1589 = bitcast i32 %1588 to float
	store float %1589, float* %5
	%1590 = extractelement <4 x i32> %1585, i32 2
	%1591 = bitcast i32 %1590 to float
	store float %1591, float* %6
	%1592 = extractelement <4 x i32> %1585, i32 3
	%1593 = bitcast i32 %1592 to float
	store float %1593, float* %7
	%1594 = add i32 %23, 4
	%1595 = icmp slt i32 %1594, 5
	br i1 %1595, label %then34, label %join35

then34:
	%1596 = add i32 %334, u0x1000
	%1597 = shl i32 %1594, 1
	%1598 = add i32 %1597, %294
	%1599 = mul i32 %1517, 64
	%1600 = and i32 %1517, 7
	%1601 = xor i32 %1598, %1600
	%1602 = shl i32 %1601, 2
	%1603 = add i32 %1599, %1602
	%1604 = add i32 %1596, %1603
	%1605 = sext i32 %1604 to i64
	%1606 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1605
	%1607 = ptrtoint i32 addrspace(3)* %1606 to i32
	%1608 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1607)
	%1609 = extractvalue { i32, i32, i32, i32 } %1608, 0
	%1610 = insertelement <4 x i32> zeroinitializer, i32 %1609, i32 0
	%1611 = extractvalue { i32, i32, i32, i32 } %1608, 1
	%1612 = insertelement <4 x i32> %1610, i32 %1611, i32 1
	%1613 = extractvalue { i32, i32, i32, i32 } %1608, 2
	%1614 = insertelement <4 x i32> %1612, i32 %1613, i32 2
	%1615 = extractvalue { i32, i32, i32, i32 } %1608, 3
	%1616 = insertelement <4 x i32> %1614, i32 %1615, i32 3
	%1617 = extractelement <4 x i32> %1616, i32 0
	%1618 = extractelement <4 x i32> %1616, i32 1
	%1619 = load float, float* %8
	%1620 = load float, float* %9
	%1621 = load float, float* %10
	%1622 = load float, float* %11
	%1623 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1513, i32 %1514, i32 %1515, i32 %1516, i32 %1617, i32 %1618, float %1619, float %1620, float %1621, float %1622)
	%1624 = extractvalue { float, float, float, float } %1623, 0
	%1625 = bitcast float %1624 to i32
	%1626 = insertelement <4 x i32> zeroinitializer, i32 %1625, i32 0
	%1627 = extractvalue { float, float, float, float } %1623, 1
	%1628 = bitcast float %1627 to i32
	%1629 = insertelement <4 x i32> %1626, i32 %1628, i32 1
	%1630 = extractvalue { float, float, float, float } %1623, 2
	%1631 = bitcast float %1630 to i32
	%1632 = insertelement <4 x i32> %1629, i32 %1631, i32 2
	%1633 = extractvalue { float, float, float, float } %1623, 3
	%1634 = bitcast float %1633 to i32
	%1635 = insertelement <4 x i32> %1632, i32 %1634, i32 3
	%1636 = extractelement <4 x i32> %1635, i32 0
	%1637 = bitcast i32 %1636 to float
	store float %1637, float* %8
	%1638 = extractelement <4 x i32> %1635, i32 1
	%1639 = bitcast i32 %1638 to float
	store float %1639, float* %9
	%1640 = extractelement <4 x i32> %1635, i32 2
	%1641 = bitcast i32 %1640 to float
	store float %1641, float* %10
	%1642 = extractelement <4 x i32> %1635, i32 3
	%1643 = bitcast i32 %1642 to float
	store float %1643, float* %11
	%1644 = extractelement <4 x i32> %1616, i32 2
	%1645 = extractelement <4 x i32> %1616, i32 3
	%1646 = load float, float* %12
	%1647 = load float, float* %13
	%1648 = load float, float* %14
	%1649 = load float, float* %15
	%1650 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1513, i32 %1514, i32 %1515, i32 %1516, i32 %1644, i32 %1645, float %1646, float %1647, float %1648, float %1649)
	%1651 = extractvalue { float, float, float, float } %1650, 0
	%1652 = bitcast float %1651 to i32
	%1653 = insertelement <4 x i32> zeroinitializer, i32 %1652, i32 0
	%1654 = extractvalue { float, float, float, float } %1650, 1
	%1655 = bitcast float %1654 to i32
	%1656 = insertelement <4 x i32> %1653, i32 %1655, i32 1
	%1657 = extractvalue { float, float, float, float } %1650, 2
	%1658 = bitcast float %1657 to i32
	%1659 = insertelement <4 x i32> %1656, i32 %1658, i32 2
	%1660 = extractvalue { float, float, float, float } %1650, 3
	%1661 = bitcast float %1660 to i32
	%1662 = insertelement <4 x i32> %1659, i32 %1661, i32 3
	%1663 = extractelement <4 x i32> %1662, i32 0
	%1664 = bitcast i32 %1663 to float
	store float %1664, float* %12
	%1665 = extractelement <4 x i32> %1662, i32 1
	%1666 = bitcast i32 %1665 to float
	store float %1666, float* %13
	%1667 = extractelement <4 x i32> %1662, i32 2
	%1668 = bitcast i32 %1667 to float
	store float %1668, float* %14
	%1669 = extractelement <4 x i32> %1662, i32 3
	%1670 = bitcast i32 %1669 to float
	store float %1670, float* %15
	br label %join35

join35:
	%1671 = add i32 %294, 4
	%1672 = mul i32 %296, 32
	%1673 = and i32 %296, 7
	%1674 = xor i32 %1671, %1673
	%1675 = shl i32 %1674, 2
	%1676 = add i32 %1672, %1675
	%1677 = sext i32 %1676 to i64
	%1678 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1677
	%1679 = ptrtoint i32 addrspace(3)* %1678 to i32
	%1680 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1679)
	%1681 = extractvalue { i32, i32, i32, i32 } %1680, 0
	%1682 = insertelement <4 x i32> zeroinitializer, i32 %1681, i32 0
	%1683 = extractvalue { i32, i32, i32, i32 } %1680, 1
	%1684 = insertelement <4 x i32> %1682, i32 %1683, i32 1
	%1685 = extractvalue { i32, i32, i32, i32 } %1680, 2
	%1686 = insertelement <4 x i32> %1684, i32 %1685, i32 2
	%1687 = extractvalue { i32, i32, i32, i32 } %1680, 3
	%1688 = insertelement <4 x i32> %1686, i32 %1687, i32 3
	%1689 = extractelement <4 x i32> %1688, i32 0
	%1690 = extractelement <4 x i32> %1688, i32 1
	%1691 = extractelement <4 x i32> %1688, i32 2
	%1692 = extractelement <4 x i32> %1688, i32 3
	%1693 = add i32 %296, 32
	%1694 = add i32 %23, 0
	%1695 = add i32 %334, u0x1000
	%1696 = shl i32 %1694, 1
	%1697 = add i32 %1696, %294
	%1698 = mul i32 %1693, 64
	%1699 = and i32 %1693, 7
	%1700 = xor i32 %1697, %1699
	%1701 = shl i32 %1700, 2
	%1702 = add i32 %1698, %1701
	%1703 = add i32 %1695, %1702
	%1704 = sext i32 %1703 to i64
	%1705 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1704
	%1706 = ptrtoint i32 addrspace(3)* %1705 to i32
	%1707 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1706)
	%1708 = extractvalue { i32, i32, i32, i32 } %1707, 0
	%1709 = insertelement <4 x i32> zeroinitializer, i32 %1708, i32 0
	%1710 = extractvalue { i32, i32, i32, i32 } %1707, 1
	%1711 = insertelement <4 x i32> %1709, i32 %1710, i32 1
	%1712 = extractvalue { i32, i32, i32, i32 } %1707, 2
	%1713 = insertelement <4 x i32> %1711, i32 %1712, i32 2
	%1714 = extractvalue { i32, i32, i32, i32 } %1707, 3
	%1715 = insertelement <4 x i32> %1713, i32 %1714, i32 3
	%1716 = extractelement <4 x i32> %1715, i32 0
	%1717 = extractelement <4 x i32> %1715, i32 1
	%1718 = load float, float* %0
	%1719 = load float, float* %1
	%1720 = load float, float* %2
	%1721 = load float, float* %3
	%1722 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1689, i32 %1690, i32 %1691, i32 %1692, i32 %1716, i32 %1717, float %1718, float %1719, float %1720, float %1721)
	%1723 = extractvalue { float, float, float, float } %1722, 0
	%1724 = bitcast float %1723 to i32
	%1725 = insertelement <4 x i32> zeroinitializer, i32 %1724, i32 0
	%1726 = extractvalue { float, float, float, float } %1722, 1
	%1727 = bitcast float %1726 to i32
	%1728 = insertelement <4 x i32> %1725, i32 %1727, i32 1
	%1729 = extractvalue { float, float, float, float } %1722, 2
	%1730 = bitcast float %1729 to i32
	%1731 = insertelement <4 x i32> %1728, i32 %1730, i32 2
	%1732 = extractvalue { float, float, float, float } %1722, 3
	%1733 = bitcast float %1732 to i32
	%1734 = insertelement <4 x i32> %1731, i32 %1733, i32 3
	%1735 = extractelement <4 x i32> %1734, i32 0
	%1736 = bitcast i32 %1735 to float
	store float %1736, float* %0
	%1737 = extractelement <4 x i32> %1734, i32 1
	%1738 = bitcast i32 %1737 to float
	store float %1738, float* %1
	%1739 = extractelement <4 x i32> %1734, i32 2
	%1740 = bitcast i32 %1739 to float
	store float %1740, float* %2
	%1741 = extractelement <4 x i32> %1734, i32 3
	%1742 = bitcast i32 %1741 to float
	store float %1742, float* %3
	%1743 = extractelement <4 x i32> %1715, i32 2
	%1744 = extractelement <4 x i32> %1715, i32 3
	%1745 = load float, float* %4
	%1746 = load float, float* %5
	%1747 = load float, float* %6
	%1748 = load float, float* %7
	%1749 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1689, i32 %1690, i32 %1691, i32 %1692, i32 %1743, i32 %1744, float %1745, float %1746, float %1747, float %1748)
	%1750 = extractvalue { float, float, float, float } %1749, 0
	%1751 = bitcast float %1750 to i32
	%1752 = insertelement <4 x i32> zeroinitializer, i32 %1751, i32 0
	%1753 = extractvalue { float, float, float, float } %1749, 1
	%1754 = bitcast float %1753 to i32
	%1755 = insertelement <4 x i32> %1752, i32 %1754, i32 1
	%1756 = extractvalue { float, float, float, float } %1749, 2
	%1757 = bitcast float %1756 to i32
	%1758 = insertelement <4 x i32> %1755, i32 %1757, i32 2
	%1759 = extractvalue { float, float, float, float } %1749, 3
	%1760 = bitcast float %1759 to i32
	%1761 = insertelement <4 x i32> %1758, i32 %1760, i32 3
	%1762 = extractelement <4 x i32> %1761, i32 0
	%1763 = bitcast i32 %1762 to float
	store float %1763, float* %4
	%1764 = extractelement <4 x i32> %1761, i32 1
	%1765 = bitcast i32 %1764 to float
	store float %1765, float* %5
	%1766 = extractelement <4 x i32> %1761, i32 2
	%1767 = bitcast i32 %1766 to float
	store float %1767, float* %6
	%1768 = extractelement <4 x i32> %1761, i32 3
	%1769 = bitcast i32 %1768 to float
	store float %1769, float* %7
	%1770 = add i32 %23, 4
	%1771 = icmp slt i32 %1770, 5
	br i1 %1771, label %then36, label %join37

then36:
	%1772 = add i32 %334, u0x1000
	%1773 = shl i32 %1770, 1
	%1774 = add i32 %1773, %294
	%1775 = mul i32 %1693, 64
	%1776 = and i32 %1693, 7
	%1777 = xor i32 %1774, %1776
	%1778 = shl i32 %1777, 2
	%1779 = add i32 %1775, %1778
	%1780 = add i32 %1772, %1779
	%1781 = sext i32 %1780 to i64
	%1782 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1781
	%1783 = ptrtoint i32 addrspace(3)* %1782 to i32
	%1784 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1783)
	%1785 = extractvalue { i32, i32, i32, i32 } %1784, 0
	%1786 = insertelement <4 x i32> zeroinitializer, i32 %1785, i32 0
	%1787 = extractvalue { i32, i32, i32, i32 } %1784, 1
	%1788 = insertelement <4 x i32> %1786, i32 %1787, i32 1
	%1789 = extractvalue { i32, i32, i32, i32 } %1784, 2
	%1790 = insertelement <4 x i32> %1788, i32 %1789, i32 2
	%1791 = extractvalue { i32, i32, i32, i32 } %1784, 3
	%1792 = insertelement <4 x i32> %1790, i32 %1791, i32 3
	%1793 = extractelement <4 x i32> %1792, i32 0
	%1794 = extractelement <4 x i32> %1792, i32 1
	%1795 = load float, float* %8
	%1796 = load float, float* %9
	%1797 = load float, float* %10
	%1798 = load float, float* %11
	%1799 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1689, i32 %1690, i32 %1691, i32 %1692, i32 %1793, i32 %1794, float %1795, float %1796, float %1797, float %1798)
	%1800 = extractvalue { float, float, float, float } %1799, 0
	%1801 = bitcast float %1800 to i32
	%1802 = insertelement <4 x i32> zeroinitializer, i32 %1801, i32 0
	%1803 = extractvalue { float, float, float, float } %1799, 1
	%1804 = bitcast float %1803 to i32
	%1805 = insertelement <4 x i32> %1802, i32 %1804, i32 1
	%1806 = extractvalue { float, float, float, float } %1799, 2
	%1807 = bitcast float %1806 to i32
	%1808 = insertelement <4 x i32> %1805, i32 %1807, i32 2
	%1809 = extractvalue { float, float, float, float } %1799, 3
	%1810 = bitcast float %1809 to i32
	%1811 = insertelement <4 x i32> %1808, i32 %1810, i32 3
	%1812 = extractelement <4 x i32> %1811, i32 0
	%1813 = bitcast i32 %1812 to float
	store float %1813, float* %8
	%1814 = extractelement <4 x i32> %1811, i32 1
	%1815 = bitcast i32 %1814 to float
	store float %1815, float* %9
	%1816 = extractelement <4 x i32> %1811, i32 2
	%1817 = bitcast i32 %1816 to float
	store float %1817, float* %10
	%1818 = extractelement <4 x i32> %1811, i32 3
	%1819 = bitcast i32 %1818 to float
	store float %1819, float* %11
	%1820 = extractelement <4 x i32> %1792, i32 2
	%1821 = extractelement <4 x i32> %1792, i32 3
	%1822 = load float, float* %12
	%1823 = load float, float* %13
	%1824 = load float, float* %14
	%1825 = load float, float* %15
	%1826 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1689, i32 %1690, i32 %1691, i32 %1692, i32 %1820, i32 %1821, float %1822, float %1823, float %1824, float %1825)
	%1827 = extractvalue { float, float, float, float } %1826, 0
	%1828 = bitcast float %1827 to i32
	%1829 = insertelement <4 x i32> zeroinitializer, i32 %1828, i32 0
	%1830 = extractvalue { float, float, float, float } %1826, 1
	%1831 = bitcast float %1830 to i32
	%1832 = insertelement <4 x i32> %1829, i32 %1831, i32 1
	%1833 = extractvalue { float, float, float, float } %1826, 2
	%1834 = bitcast float %1833 to i32
	%1835 = insertelement <4 x i32> %1832, i32 %1834, i32 2
	%1836 = extractvalue { float, float, float, float } %1826, 3
	%1837 = bitcast float %1836 to i32
	%1838 = insertelement <4 x i32> %1835, i32 %1837, i32 3
	%1839 = extractelement <4 x i32> %1838, i32 0
	%1840 = bitcast i32 %1839 to float
	store float %1840, float* %12
	%1841 = extractelement <4 x i32> %1838, i32 1
	%1842 = bitcast i32 %1841 to float
	store float %1842, float* %13
	%1843 = extractelement <4 x i32> %1838, i32 2
	%1844 = bitcast i32 %1843 to float
	store float %1844, float* %14
	%1845 = extractelement <4 x i32> %1838, i32 3
	%1846 = bitcast i32 %1845 to float
	store float %1846, float* %15
	br label %join37

join37:
	%1847 = add i32 %294, 6
	%1848 = mul i32 %296, 32
	%1849 = and i32 %296, 7
	%1850 = xor i32 %1847, %1849
	%1851 = shl i32 %1850, 2
	%1852 = add i32 %1848, %1851
	%1853 = sext i32 %1852 to i64
	%1854 = getelementptr [512 x i32], [512 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x11000) to [512 x i32] addrspace(3)*), i64 0, i64 %1853
	%1855 = ptrtoint i32 addrspace(3)* %1854 to i32
	%1856 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1855)
	%1857 = extractvalue { i32, i32, i32, i32 } %1856, 0
	%1858 = insertelement <4 x i32> zeroinitializer, i32 %1857, i32 0
	%1859 = extractvalue { i32, i32, i32, i32 } %1856, 1
	%1860 = insertelement <4 x i32> %1858, i32 %1859, i32 1
	%1861 = extractvalue { i32, i32, i32, i32 } %1856, 2
	%1862 = insertelement <4 x i32> %1860, i32 %1861, i32 2
	%1863 = extractvalue { i32, i32, i32, i32 } %1856, 3
	%1864 = insertelement <4 x i32> %1862, i32 %1863, i32 3
	%1865 = extractelement <4 x i32> %1864, i32 0
	%1866 = extractelement <4 x i32> %1864, i32 1
	%1867 = extractelement <4 x i32> %1864, i32 2
	%1868 = extractelement <4 x i32> %1864, i32 3
	%1869 = add i32 %296, 48
	%1870 = add i32 %23, 0
	%1871 = add i32 %334, u0x1000
	%1872 = shl i32 %1870, 1
	%1873 = add i32 %1872, %294
	%1874 = mul i32 %1869, 64
	%1875 = and i32 %1869, 7
	%1876 = xor i32 %1873, %1875
	%1877 = shl i32 %1876, 2
	%1878 = add i32 %1874, %1877
	%1879 = add i32 %1871, %1878
	%1880 = sext i32 %1879 to i64
	%1881 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1880
	%1882 = ptrtoint i32 addrspace(3)* %1881 to i32
	%1883 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1882)
	%1884 = extractvalue { i32, i32, i32, i32 } %1883, 0
	%1885 = insertelement <4 x i32> zeroinitializer, i32 %1884, i32 0
	%1886 = extractvalue { i32, i32, i32, i32 } %1883, 1
	%1887 = insertelement <4 x i32> %1885, i32 %1886, i32 1
	%1888 = extractvalue { i32, i32, i32, i32 } %1883, 2
	%1889 = insertelement <4 x i32> %1887, i32 %1888, i32 2
	%1890 = extractvalue { i32, i32, i32, i32 } %1883, 3
	%1891 = insertelement <4 x i32> %1889, i32 %1890, i32 3
	%1892 = extractelement <4 x i32> %1891, i32 0
	%1893 = extractelement <4 x i32> %1891, i32 1
	%1894 = load float, float* %0
	%1895 = load float, float* %1
	%1896 = load float, float* %2
	%1897 = load float, float* %3
	%1898 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1865, i32 %1866, i32 %1867, i32 %1868, i32 %1892, i32 %1893, float %1894, float %1895, float %1896, float %1897)
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
	store float %1912, float* %0
	%1913 = extractelement <4 x i32> %1910, i32 1
	%1914 = bitcast i32 %1913 to float
	store float %1914, float* %1
	%1915 = extractelement <4 x i32> %1910, i32 2
	%1916 = bitcast i32 %1915 to float
	store float %1916, float* %2
	%1917 = extractelement <4 x i32> %1910, i32 3
	%1918 = bitcast i32 %1917 to float
	store float %1918, float* %3
	%1919 = extractelement <4 x i32> %1891, i32 2
	%1920 = extractelement <4 x i32> %1891, i32 3
	%1921 = load float, float* %4
	%1922 = load float, float* %5
	%1923 = load float, float* %6
	%1924 = load float, float* %7
	%1925 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1865, i32 %1866, i32 %1867, i32 %1868, i32 %1919, i32 %1920, float %1921, float %1922, float %1923, float %1924)
	%1926 = extractvalue { float, float, float, float } %1925, 0
	%1927 = bitcast float %1926 to i32
	%1928 = insertelement <4 x i32> zeroinitializer, i32 %1927, i32 0
	%1929 = extractvalue { float, float, float, float } %1925, 1
	%1930 = bitcast float %1929 to i32
	%1931 = insertelement <4 x i32> %1928, i32 %1930, i32 1
	%1932 = extractvalue { float, float, float, float } %1925, 2
	%1933 = bitcast float %1932 to i32
	%1934 = insertelement <4 x i32> %1931, i32 %1933, i32 2
	%1935 = extractvalue { float, float, float, float } %1925, 3
	%1936 = bitcast float %1935 to i32
	%1937 = insertelement <4 x i32> %1934, i32 %1936, i32 3
	%1938 = extractelement <4 x i32> %1937, i32 0
	%1939 = bitcast i32 %1938 to float
	store float %1939, float* %4
	%1940 = extractelement <4 x i32> %1937, i32 1
	%1941 = bitcast i32 %1940 to float
	store float %1941, float* %5
	%1942 = extractelement <4 x i32> %1937, i32 2
	%1943 = bitcast i32 %1942 to float
	store float %1943, float* %6
	%1944 = extractelement <4 x i32> %1937, i32 3
	%1945 = bitcast i32 %1944 to float
	store float %1945, float* %7
	%1946 = add i32 %23, 4
	%1947 = icmp slt i32 %1946, 5
	br i1 %1947, label %then38, label %join39

then38:
	%1948 = add i32 %334, u0x1000
	%1949 = shl i32 %1946, 1
	%1950 = add i32 %1949, %294
	%1951 = mul i32 %1869, 64
	%1952 = and i32 %1869, 7
	%1953 = xor i32 %1950, %1952
	%1954 = shl i32 %1953, 2
	%1955 = add i32 %1951, %1954
	%1956 = add i32 %1948, %1955
	%1957 = sext i32 %1956 to i64
	%1958 = getelementptr [16384 x i32], [16384 x i32] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 u0x1000) to [16384 x i32] addrspace(3)*), i64 0, i64 %1957
	%1959 = ptrtoint i32 addrspace(3)* %1958 to i32
	%1960 = call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %1959)
	%1961 = extractvalue { i32, i32, i32, i32 } %1960, 0
	%1962 = insertelement <4 x i32> zeroinitializer, i32 %1961, i32 0
	%1963 = extractvalue { i32, i32, i32, i32 } %1960, 1
	%1964 = insertelement <4 x i32> %1962, i32 %1963, i32 1
	%1965 = extractvalue { i32, i32, i32, i32 } %1960, 2
	%1966 = insertelement <4 x i32> %1964, i32 %1965, i32 2
	%1967 = extractvalue { i32, i32, i32, i32 } %1960, 3
	%1968 = insertelement <4 x i32> %1966, i32 %1967, i32 3
	%1969 = extractelement <4 x i32> %1968, i32 0
	%1970 = extractelement <4 x i32> %1968, i32 1
	%1971 = load float, float* %8
	%1972 = load float, float* %9
	%1973 = load float, float* %10
	%1974 = load float, float* %11
	%1975 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1865, i32 %1866, i32 %1867, i32 %1868, i32 %1969, i32 %1970, float %1971, float %1972, float %1973, float %1974)
	%1976 = extractvalue { float, float, float, float } %1975, 0
	%1977 = bitcast float %1976 to i32
	%1978 = insertelement <4 x i32> zeroinitializer, i32 %1977, i32 0
	%1979 = extractvalue { float, float, float, float } %1975, 1
	%1980 = bitcast float %1979 to i32
	%1981 = insertelement <4 x i32> %1978, i32 %1980, i32 1
	%1982 = extractvalue { float, float, float, float } %1975, 2
	%1983 = bitcast float %1982 to i32
	%1984 = insertelement <4 x i32> %1981, i32 %1983, i32 2
	%1985 = extractvalue { float, float, float, float } %1975, 3
	%1986 = bitcast float %1985 to i32
	%1987 = insertelement <4 x i32> %1984, i32 %1986, i32 3
	%1988 = extractelement <4 x i32> %1987, i32 0
	%1989 = bitcast i32 %1988 to float
	store float %1989, float* %8
	%1990 = extractelement <4 x i32> %1987, i32 1
	%1991 = bitcast i32 %1990 to float
	store float %1991, float* %9
	%1992 = extractelement <4 x i32> %1987, i32 2
	%1993 = bitcast i32 %1992 to float
	store float %1993, float* %10
	%1994 = extractelement <4 x i32> %1987, i32 3
	%1995 = bitcast i32 %1994 to float
	store float %1995, float* %11
	%1996 = extractelement <4 x i32> %1968, i32 2
	%1997 = extractelement <4 x i32> %1968, i32 3
	%1998 = load float, float* %12
	%1999 = load float, float* %13
	%2000 = load float, float* %14
	%2001 = load float, float* %15
	%2002 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %1865, i32 %1866, i32 %1867, i32 %1868, i32 %1996, i32 %1997, float %1998, float %1999, float %2000, float %2001)
	%2003 = extractvalue { float, float, float, float } %2002, 0
	%2004 = bitcast float %2003 to i32
	%2005 = insertelement <4 x i32> zeroinitializer, i32 %2004, i32 0
	%2006 = extractvalue { float, float, float, float } %2002, 1
	%2007 = bitcast float %2006 to i32
	%2008 = insertelement <4 x i32> %2005, i32 %2007, i32 1
	%2009 = extractvalue { float, float, float, float } %2002, 2
	%2010 = bitcast float %2009 to i32
	%2011 = insertelement <4 x i32> %2008, i32 %2010, i32 2
	%2012 = extractvalue { float, float, float, float } %2002, 3
	%2013 = bitcast float %2012 to i32
	%2014 = insertelement <4 x i32> %2011, i32 %2013, i32 3
	%2015 = extractelement <4 x i32> %2014, i32 0
	%2016 = bitcast i32 %2015 to float
	store float %2016, float* %12
	%2017 = extractelement <4 x i32> %2014, i32 1
	%2018 = bitcast i32 %2017 to float
	store float %2018, float* %13
	%2019 = extractelement <4 x i32> %2014, i32 2
	%2020 = bitcast i32 %2019 to float
	store float %2020, float* %14
	%2021 = extractelement <4 x i32> %2014, i32 3
	%2022 = bitcast i32 %2021 to float
	store float %2022, float* %15
	br label %join39

join39:
	%2023 = add i32 %328, 64
	br label %loop17

then40:
	%2024 = mul i32 %23, 16
	%2025 = add i32 %2024, %24
	%2026 = sext i32 %2025 to i64
	%2027 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2026
	store float %340, float addrspace(3)* %2027
	br label %join41

join41:
	%2028 = load float, float* %19
	%2029 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2028, i32 1, i32 31)
	%2030 = fadd float %2028, %2029
	%2031 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2030, i32 2, i32 31)
	%2032 = fadd float %2030, %2031
	%2033 = icmp eq i32 %25, 0
	br i1 %2033, label %then42, label %join43

then42:
	%2034 = mul i32 %23, 16
	%2035 = add i32 %2034, %301
	%2036 = sext i32 %2035 to i64
	%2037 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2036
	store float %2032, float addrspace(3)* %2037
	br label %join43

join43:
	call void @llvm.nvvm.barrier0()
	%2038 = mul i32 %27, 24
	%2039 = add i32 %2038, %48
	%2040 = mul i32 %2039, 82
	%2041 = icmp slt i32 %24, 12
	br i1 %2041, label %then44, label %join45

then44:
	%2042 = mul i32 %24, 82
	%2043 = add i32 %2040, %2042
	%2044 = add i32 %23, 0
	%2045 = shl i32 %2044, 4
	%2046 = add i32 %2045, 0
	%2047 = mul i32 %25, 2
	%2048 = add i32 %2046, %2047
	%2049 = add i32 %2048, 0
	%2050 = add i32 %2043, %2049
	%2051 = load float, float* %0
	%2052 = sext i32 %2050 to i64
	%2053 = getelementptr float, float addrspace(1)* %part, i64 %2052
	store float %2051, float addrspace(1)* %2053
	%2054 = add i32 %2048, 1
	%2055 = add i32 %2043, %2054
	%2056 = load float, float* %1
	%2057 = sext i32 %2055 to i64
	%2058 = getelementptr float, float addrspace(1)* %part, i64 %2057
	store float %2056, float addrspace(1)* %2058
	%2059 = shl i32 %2044, 4
	%2060 = add i32 %2059, 8
	%2061 = mul i32 %25, 2
	%2062 = add i32 %2060, %2061
	%2063 = add i32 %2062, 0
	%2064 = add i32 %2043, %2063
	%2065 = load float, float* %4
	%2066 = sext i32 %2064 to i64
	%2067 = getelementptr float, float addrspace(1)* %part, i64 %2066
	store float %2065, float addrspace(1)* %2067
	%2068 = add i32 %2062, 1
	%2069 = add i32 %2043, %2068
	%2070 = load float, float* %5
	%2071 = sext i32 %2069 to i64
	%2072 = getelementptr float, float addrspace(1)* %part, i64 %2071
	store float %2070, float addrspace(1)* %2072
	%2073 = add i32 %23, 4
	%2074 = icmp slt i32 %2073, 5
	br i1 %2074, label %then46, label %join47

join45:
	%2075 = icmp slt i32 %301, 12
	br i1 %2075, label %then50, label %join51

then46:
	%2076 = shl i32 %2073, 4
	%2077 = add i32 %2076, 0
	%2078 = mul i32 %25, 2
	%2079 = add i32 %2077, %2078
	%2080 = add i32 %2079, 0
	%2081 = add i32 %2043, %2080
	%2082 = load float, float* %8
	%2083 = sext i32 %2081 to i64
	%2084 = getelementptr float, float addrspace(1)* %part, i64 %2083
	store float %2082, float addrspace(1)* %2084
	%2085 = add i32 %2079, 1
	%2086 = add i32 %2043, %2085
	%2087 = load float, float* %9
	%2088 = sext i32 %2086 to i64
	%2089 = getelementptr float, float addrspace(1)* %part, i64 %2088
	store float %2087, float addrspace(1)* %2089
	%2090 = shl i32 %2073, 4
	%2091 = add i32 %2090, 8
	%2092 = mul i32 %25, 2
	%2093 = add i32 %2091, %2092
	%2094 = add i32 %2093, 0
	%2095 = add i32 %2043, %2094
	%2096 = load float, float* %12
	%2097 = sext i32 %2095 to i64
	%2098 = getelementptr float, float addrspace(1)* %part, i64 %2097
	store float %2096, float addrspace(1)* %2098
	%2099 = add i32 %2093, 1
	%2100 = add i32 %2043, %2099
	%2101 = load float, float* %13
	%2102 = sext i32 %2100 to i64
	%2103 = getelementptr float, float addrspace(1)* %part, i64 %2102
	store float %2101, float addrspace(1)* %2103
	br label %join47

join47:
	%2104 = icmp eq i32 %25, 0
	%2105 = icmp eq i32 %23, 0
	%2106 = and i1 %2104, %2105
	br i1 %2106, label %then48, label %join49

then48:
	%2107 = sext i32 %24 to i64
	%2108 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2107
	%2109 = load float, float addrspace(3)* %2108
	%2110 = add i32 %24, 16
	%2111 = sext i32 %2110 to i64
	%2112 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2111
	%2113 = load float, float addrspace(3)* %2112
	%2114 = fadd float %2109, %2113
	%2115 = add i32 %24, 32
	%2116 = sext i32 %2115 to i64
	%2117 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2116
	%2118 = load float, float addrspace(3)* %2117
	%2119 = fadd float %2114, %2118
	%2120 = add i32 %24, 48
	%2121 = sext i32 %2120 to i64
	%2122 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2121
	%2123 = load float, float addrspace(3)* %2122
	%2124 = fadd float %2119, %2123
	%2125 = add i32 %2043, 80
	%2126 = load float, float* %16
	%2127 = sext i32 %2125 to i64
	%2128 = getelementptr float, float addrspace(1)* %part, i64 %2127
	store float %2126, float addrspace(1)* %2128
	%2129 = add i32 %2043, 81
	%2130 = sext i32 %2129 to i64
	%2131 = getelementptr float, float addrspace(1)* %part, i64 %2130
	store float %2124, float addrspace(1)* %2131
	br label %join49

join49:
	br label %join45

then50:
	%2132 = mul i32 %301, 82
	%2133 = add i32 %2040, %2132
	%2134 = add i32 %23, 0
	%2135 = shl i32 %2134, 4
	%2136 = add i32 %2135, 0
	%2137 = mul i32 %25, 2
	%2138 = add i32 %2136, %2137
	%2139 = add i32 %2138, 0
	%2140 = add i32 %2133, %2139
	%2141 = load float, float* %2
	%2142 = sext i32 %2140 to i64
	%2143 = getelementptr float, float addrspace(1)* %part, i64 %2142
	store float %2141, float addrspace(1)* %2143
	%2144 = add i32 %2138, 1
	%2145 = add i32 %2133, %2144
	%2146 = load float, float* %3
	%2147 = sext i32 %2145 to i64
	%2148 = getelementptr float, float addrspace(1)* %part, i64 %2147
	store float %2146, float addrspace(1)* %2148
	%2149 = shl i32 %2134, 4
	%2150 = add i32 %2149, 8
	%2151 = mul i32 %25, 2
	%2152 = add i32 %2150, %2151
	%2153 = add i32 %2152, 0
	%2154 = add i32 %2133, %2153
	%2155 = load float, float* %6
	%2156 = sext i32 %2154 to i64
	%2157 = getelementptr float, float addrspace(1)* %part, i64 %2156
	store float %2155, float addrspace(1)* %2157
	%2158 = add i32 %2152, 1
	%2159 = add i32 %2133, %2158
	%2160 = load float, float* %7
	%2161 = sext i32 %2159 to i64
	%2162 = getelementptr float, float addrspace(1)* %part, i64 %2161
	store float %2160, float addrspace(1)* %2162
	%2163 = add i32 %23, 4
	%2164 = icmp slt i32 %2163, 5
	br i1 %2164, label %then52, label %join53

join51:
	br label %join2

then52:
	%2165 = shl i32 %2163, 4
	%2166 = add i32 %2165, 0
	%2167 = mul i32 %25, 2
	%2168 = add i32 %2166, %2167
	%2169 = add i32 %2168, 0
	%2170 = add i32 %2133, %2169
	%2171 = load float, float* %10
	%2172 = sext i32 %2170 to i64
	%2173 = getelementptr float, float addrspace(1)* %part, i64 %2172
	store float %2171, float addrspace(1)* %2173
	%2174 = add i32 %2168, 1
	%2175 = add i32 %2133, %2174
	%2176 = load float, float* %11
	%2177 = sext i32 %2175 to i64
	%2178 = getelementptr float, float addrspace(1)* %part, i64 %2177
	store float %2176, float addrspace(1)* %2178
	%2179 = shl i32 %2163, 4
	%2180 = add i32 %2179, 8
	%2181 = mul i32 %25, 2
	%2182 = add i32 %2180, %2181
	%2183 = add i32 %2182, 0
	%2184 = add i32 %2133, %2183
	%2185 = load float, float* %14
	%2186 = sext i32 %2184 to i64
	%2187 = getelementptr float, float addrspace(1)* %part, i64 %2186
	store float %2185, float addrspace(1)* %2187
	%2188 = add i32 %2182, 1
	%2189 = add i32 %2133, %2188
	%2190 = load float, float* %15
	%2191 = sext i32 %2189 to i64
	%2192 = getelementptr float, float addrspace(1)* %part, i64 %2191
	store float %2190, float addrspace(1)* %2192
	br label %join53

join53:
	%2193 = icmp eq i32 %25, 0
	%2194 = icmp eq i32 %23, 0
	%2195 = and i1 %2193, %2194
	br i1 %2195, label %then54, label %join55

then54:
	%2196 = sext i32 %301 to i64
	%2197 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2196
	%2198 = load float, float addrspace(3)* %2197
	%2199 = add i32 %301, 16
	%2200 = sext i32 %2199 to i64
	%2201 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2200
	%2202 = load float, float addrspace(3)* %2201
	%2203 = fadd float %2198, %2202
	%2204 = add i32 %301, 32
	%2205 = sext i32 %2204 to i64
	%2206 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2205
	%2207 = load float, float addrspace(3)* %2206
	%2208 = fadd float %2203, %2207
	%2209 = add i32 %301, 48
	%2210 = sext i32 %2209 to i64
	%2211 = getelementptr [64 x float], [64 x float] addrspace(3)* bitcast (i8 addrspace(3)* getelementptr ([0 x i8], [0 x i8] addrspace(3)* @gqa_decode_bf16_h24_kv2_d80_g12_s3de147ae_mma_dsmem, i64 0, i64 71936) to [64 x float] addrspace(3)*), i64 0, i64 %2210
	%2212 = load float, float addrspace(3)* %2211
	%2213 = fadd float %2208, %2212
	%2214 = add i32 %2133, 80
	%2215 = load float, float* %17
	%2216 = sext i32 %2214 to i64
	%2217 = getelementptr float, float addrspace(1)* %part, i64 %2216
	store float %2215, float addrspace(1)* %2217
	%2218 = add i32 %2133, 81
	%2219 = sext i32 %2218 to i64
	%2220 = getelementptr float, float addrspace(1)* %part, i64 %2219
	store float %2213, float addrspace(1)* %2220
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
