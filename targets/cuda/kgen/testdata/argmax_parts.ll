target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@argmax_parts_f32_v5000.smem233 = internal addrspace(3) global [256 x float] undef, align 16
@argmax_parts_f32_v5000.smem234 = internal addrspace(3) global [256 x i32] undef, align 16

define ptx_kernel void @argmax_parts_f32_v5000(float addrspace(1)* %val, i32 addrspace(1)* %idx, float addrspace(1)* %logits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca i32
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = sdiv i32 %3, 2
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%6 = srem i32 %5, 2
	%7 = mul i32 %6, u0x1000
	%8 = add i32 %7, u0x1000
	%9 = icmp slt i32 %8, 5000
	%10 = sub i32 5000, %7
	%11 = select i1 %9, i32 u0x1000, i32 %10
	%12 = mul i32 %4, 5000
	%13 = add i32 %12, %7
	store float 0xFFF0000000000000, float* %0
	store i32 u0x7FFFFFFF, i32* %1
	%14 = sub i32 %11, 1
	br label %loop1

loop1:
	%15 = phi i32 [ %2, %body ], [ %192, %join19 ]
	%16 = icmp slt i32 %15, %11
	br i1 %16, label %body2, label %done3

body2:
	%17 = add i32 %15, 0
	%18 = icmp slt i32 %17, %11
	%19 = select i1 %18, i32 %17, i32 %14
	%20 = add i32 %13, %19
	%21 = sext i32 %20 to i64
	%22 = getelementptr float, float addrspace(1)* %logits, i64 %21
	%23 = load float, float addrspace(1)* %22
	%24 = add i32 %15, 256
	%25 = icmp slt i32 %24, %11
	%26 = select i1 %25, i32 %24, i32 %14
	%27 = add i32 %13, %26
	%28 = sext i32 %27 to i64
	%29 = getelementptr float, float addrspace(1)* %logits, i64 %28
	%30 = load float, float addrspace(1)* %29
	%31 = add i32 %15, 512
	%32 = icmp slt i32 %31, %11
	%33 = select i1 %32, i32 %31, i32 %14
	%34 = add i32 %13, %33
	%35 = sext i32 %34 to i64
	%36 = getelementptr float, float addrspace(1)* %logits, i64 %35
	%37 = load float, float addrspace(1)* %36
	%38 = add i32 %15, 768
	%39 = icmp slt i32 %38, %11
	%40 = select i1 %39, i32 %38, i32 %14
	%41 = add i32 %13, %40
	%42 = sext i32 %41 to i64
	%43 = getelementptr float, float addrspace(1)* %logits, i64 %42
	%44 = load float, float addrspace(1)* %43
	%45 = add i32 %15, 1024
	%46 = icmp slt i32 %45, %11
	%47 = select i1 %46, i32 %45, i32 %14
	%48 = add i32 %13, %47
	%49 = sext i32 %48 to i64
	%50 = getelementptr float, float addrspace(1)* %logits, i64 %49
	%51 = load float, float addrspace(1)* %50
	%52 = add i32 %15, 1280
	%53 = icmp slt i32 %52, %11
	%54 = select i1 %53, i32 %52, i32 %14
	%55 = add i32 %13, %54
	%56 = sext i32 %55 to i64
	%57 = getelementptr float, float addrspace(1)* %logits, i64 %56
	%58 = load float, float addrspace(1)* %57
	%59 = add i32 %15, 1536
	%60 = icmp slt i32 %59, %11
	%61 = select i1 %60, i32 %59, i32 %14
	%62 = add i32 %13, %61
	%63 = sext i32 %62 to i64
	%64 = getelementptr float, float addrspace(1)* %logits, i64 %63
	%65 = load float, float addrspace(1)* %64
	%66 = add i32 %15, 1792
	%67 = icmp slt i32 %66, %11
	%68 = select i1 %67, i32 %66, i32 %14
	%69 = add i32 %13, %68
	%70 = sext i32 %69 to i64
	%71 = getelementptr float, float addrspace(1)* %logits, i64 %70
	%72 = load float, float addrspace(1)* %71
	%73 = load float, float* %0
	%74 = load i32, i32* %1
	%75 = fcmp une float %23, %23
	%76 = fcmp une float %73, %73
	%77 = icmp slt i32 %17, %74
	%78 = fcmp olt float %73, %23
	%79 = fcmp oeq float %23, %73
	%80 = and i1 %79, %77
	%81 = or i1 %78, %80
	%82 = xor i1 %76, true
	%83 = or i1 %82, %77
	%84 = select i1 %76, i1 false, i1 %81
	%85 = select i1 %75, i1 %83, i1 %84
	%86 = and i1 %18, %85
	br i1 %86, label %then4, label %join5

done3:
	%87 = load float, float* %0
	%88 = load i32, i32* %1
	%89 = sext i32 %2 to i64
	%90 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %89
	store float %87, float addrspace(3)* %90
	%91 = sext i32 %2 to i64
	%92 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %91
	store i32 %88, i32 addrspace(3)* %92
	call void @llvm.nvvm.barrier0()
	%93 = icmp slt i32 %2, 128
	br i1 %93, label %then20, label %join21

then4:
	store float %23, float* %0
	store i32 %17, i32* %1
	br label %join5

join5:
	%94 = load float, float* %0
	%95 = load i32, i32* %1
	%96 = fcmp une float %30, %30
	%97 = fcmp une float %94, %94
	%98 = icmp slt i32 %24, %95
	%99 = fcmp olt float %94, %30
	%100 = fcmp oeq float %30, %94
	%101 = and i1 %100, %98
	%102 = or i1 %99, %101
	%103 = xor i1 %97, true
	%104 = or i1 %103, %98
	%105 = select i1 %97, i1 false, i1 %102
	%106 = select i1 %96, i1 %104, i1 %105
	%107 = and i1 %25, %106
	br i1 %107, label %then6, label %join7

then6:
	store float %30, float* %0
	store i32 %24, i32* %1
	br label %join7

join7:
	%108 = load float, float* %0
	%109 = load i32, i32* %1
	%110 = fcmp une float %37, %37
	%111 = fcmp une float %108, %108
	%112 = icmp slt i32 %31, %109
	%113 = fcmp olt float %108, %37
	%114 = fcmp oeq float %37, %108
	%115 = and i1 %114, %112
	%116 = or i1 %113, %115
	%117 = xor i1 %111, true
	%118 = or i1 %117, %112
	%119 = select i1 %111, i1 false, i1 %116
	%120 = select i1 %110, i1 %118, i1 %119
	%121 = and i1 %32, %120
	br i1 %121, label %then8, label %join9

then8:
	store float %37, float* %0
	store i32 %31, i32* %1
	br label %join9

join9:
	%122 = load float, float* %0
	%123 = load i32, i32* %1
	%124 = fcmp une float %44, %44
	%125 = fcmp une float %122, %122
	%126 = icmp slt i32 %38, %123
	%127 = fcmp olt float %122, %44
	%128 = fcmp oeq float %44, %122
	%129 = and i1 %128, %126
	%130 = or i1 %127, %129
	%131 = xor i1 %125, true
	%132 = or i1 %131, %126
	%133 = select i1 %125, i1 false, i1 %130
	%134 = select i1 %124, i1 %132, i1 %133
	%135 = and i1 %39, %134
	br i1 %135, label %then10, label %join11

then10:
	store float %44, float* %0
	store i32 %38, i32* %1
	br label %join11

join11:
	%136 = load float, float* %0
	%137 = load i32, i32* %1
	%138 = fcmp une float %51, %51
	%139 = fcmp une float %136, %136
	%140 = icmp slt i32 %45, %137
	%141 = fcmp olt float %136, %51
	%142 = fcmp oeq float %51, %136
	%143 = and i1 %142, %140
	%144 = or i1 %141, %143
	%145 = xor i1 %139, true
	%146 = or i1 %145, %140
	%147 = select i1 %139, i1 false, i1 %144
	%148 = select i1 %138, i1 %146, i1 %147
	%149 = and i1 %46, %148
	br i1 %149, label %then12, label %join13

then12:
	store float %51, float* %0
	store i32 %45, i32* %1
	br label %join13

join13:
	%150 = load float, float* %0
	%151 = load i32, i32* %1
	%152 = fcmp une float %58, %58
	%153 = fcmp une float %150, %150
	%154 = icmp slt i32 %52, %151
	%155 = fcmp olt float %150, %58
	%156 = fcmp oeq float %58, %150
	%157 = and i1 %156, %154
	%158 = or i1 %155, %157
	%159 = xor i1 %153, true
	%160 = or i1 %159, %154
	%161 = select i1 %153, i1 false, i1 %158
	%162 = select i1 %152, i1 %160, i1 %161
	%163 = and i1 %53, %162
	br i1 %163, label %then14, label %join15

then14:
	store float %58, float* %0
	store i32 %52, i32* %1
	br label %join15

join15:
	%164 = load float, float* %0
	%165 = load i32, i32* %1
	%166 = fcmp une float %65, %65
	%167 = fcmp une float %164, %164
	%168 = icmp slt i32 %59, %165
	%169 = fcmp olt float %164, %65
	%170 = fcmp oeq float %65, %164
	%171 = and i1 %170, %168
	%172 = or i1 %169, %171
	%173 = xor i1 %167, true
	%174 = or i1 %173, %168
	%175 = select i1 %167, i1 false, i1 %172
	%176 = select i1 %166, i1 %174, i1 %175
	%177 = and i1 %60, %176
	br i1 %177, label %then16, label %join17

then16:
	store float %65, float* %0
	store i32 %59, i32* %1
	br label %join17

join17:
	%178 = load float, float* %0
	%179 = load i32, i32* %1
	%180 = fcmp une float %72, %72
	%181 = fcmp une float %178, %178
	%182 = icmp slt i32 %66, %179
	%183 = fcmp olt float %178, %72
	%184 = fcmp oeq float %72, %178
	%185 = and i1 %184, %182
	%186 = or i1 %183, %185
	%187 = xor i1 %181, true
	%188 = or i1 %187, %182
	%189 = select i1 %181, i1 false, i1 %186
	%190 = select i1 %180, i1 %188, i1 %189
	%191 = and i1 %67, %190
	br i1 %191, label %then18, label %join19

then18:
	store float %72, float* %0
	store i32 %66, i32* %1
	br label %join19

join19:
	%192 = add i32 %15, 2048
	br label %loop1

then20:
	%193 = add i32 %2, 128
	%194 = sext i32 %193 to i64
	%195 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %194
	%196 = load float, float addrspace(3)* %195
	%197 = sext i32 %193 to i64
	%198 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %197
	%199 = load i32, i32 addrspace(3)* %198
	%200 = sext i32 %2 to i64
	%201 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %200
	%202 = load float, float addrspace(3)* %201
	%203 = sext i32 %2 to i64
	%204 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %203
	%205 = load i32, i32 addrspace(3)* %204
	%206 = fcmp une float %196, %196
	%207 = fcmp une float %202, %202
	%208 = icmp slt i32 %199, %205
	%209 = fcmp olt float %202, %196
	%210 = fcmp oeq float %196, %202
	%211 = and i1 %210, %208
	%212 = or i1 %209, %211
	%213 = xor i1 %207, true
	%214 = or i1 %213, %208
	%215 = select i1 %207, i1 false, i1 %212
	%216 = select i1 %206, i1 %214, i1 %215
	br i1 %216, label %then22, label %join23

join21:
	call void @llvm.nvvm.barrier0()
	%217 = icmp slt i32 %2, 64
	br i1 %217, label %then24, label %join25

then22:
	%218 = sext i32 %2 to i64
	%219 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %218
	store float %196, float addrspace(3)* %219
	%220 = sext i32 %2 to i64
	%221 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %220
	store i32 %199, i32 addrspace(3)* %221
	br label %join23

join23:
	br label %join21

then24:
	%222 = add i32 %2, 64
	%223 = sext i32 %222 to i64
	%224 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %223
	%225 = load float, float addrspace(3)* %224
	%226 = sext i32 %222 to i64
	%227 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %226
	%228 = load i32, i32 addrspace(3)* %227
	%229 = sext i32 %2 to i64
	%230 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %229
	%231 = load float, float addrspace(3)* %230
	%232 = sext i32 %2 to i64
	%233 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %232
	%234 = load i32, i32 addrspace(3)* %233
	%235 = fcmp une float %225, %225
	%236 = fcmp une float %231, %231
	%237 = icmp slt i32 %228, %234
	%238 = fcmp olt float %231, %225
	%239 = fcmp oeq float %225, %231
	%240 = and i1 %239, %237
	%241 = or i1 %238, %240
	%242 = xor i1 %236, true
	%243 = or i1 %242, %237
	%244 = select i1 %236, i1 false, i1 %241
	%245 = select i1 %235, i1 %243, i1 %244
	br i1 %245, label %then26, label %join27

join25:
	call void @llvm.nvvm.barrier0()
	%246 = icmp slt i32 %2, 32
	br i1 %246, label %then28, label %join29

then26:
	%247 = sext i32 %2 to i64
	%248 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %247
	store float %225, float addrspace(3)* %248
	%249 = sext i32 %2 to i64
	%250 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %249
	store i32 %228, i32 addrspace(3)* %250
	br label %join27

join27:
	br label %join25

then28:
	%251 = add i32 %2, 32
	%252 = sext i32 %251 to i64
	%253 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %252
	%254 = load float, float addrspace(3)* %253
	%255 = sext i32 %251 to i64
	%256 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %255
	%257 = load i32, i32 addrspace(3)* %256
	%258 = sext i32 %2 to i64
	%259 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %258
	%260 = load float, float addrspace(3)* %259
	%261 = sext i32 %2 to i64
	%262 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %261
	%263 = load i32, i32 addrspace(3)* %262
	%264 = fcmp une float %254, %254
	%265 = fcmp une float %260, %260
	%266 = icmp slt i32 %257, %263
	%267 = fcmp olt float %260, %254
	%268 = fcmp oeq float %254, %260
	%269 = and i1 %268, %266
	%270 = or i1 %267, %269
	%271 = xor i1 %265, true
	%272 = or i1 %271, %266
	%273 = select i1 %265, i1 false, i1 %270
	%274 = select i1 %264, i1 %272, i1 %273
	br i1 %274, label %then30, label %join31

join29:
	call void @llvm.nvvm.barrier0()
	%275 = icmp slt i32 %2, 16
	br i1 %275, label %then32, label %join33

then30:
	%276 = sext i32 %2 to i64
	%277 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %276
	store float %254, float addrspace(3)* %277
	%278 = sext i32 %2 to i64
	%279 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %278
	store i32 %257, i32 addrspace(3)* %279
	br label %join31

join31:
	br label %join29

then32:
	%280 = add i32 %2, 16
	%281 = sext i32 %280 to i64
	%282 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %281
	%283 = load float, float addrspace(3)* %282
	%284 = sext i32 %280 to i64
	%285 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %284
	%286 = load i32, i32 addrspace(3)* %285
	%287 = sext i32 %2 to i64
	%288 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %287
	%289 = load float, float addrspace(3)* %288
	%290 = sext i32 %2 to i64
	%291 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %290
	%292 = load i32, i32 addrspace(3)* %291
	%293 = fcmp une float %283, %283
	%294 = fcmp une float %289, %289
	%295 = icmp slt i32 %286, %292
	%296 = fcmp olt float %289, %283
	%297 = fcmp oeq float %283, %289
	%298 = and i1 %297, %295
	%299 = or i1 %296, %298
	%300 = xor i1 %294, true
	%301 = or i1 %300, %295
	%302 = select i1 %294, i1 false, i1 %299
	%303 = select i1 %293, i1 %301, i1 %302
	br i1 %303, label %then34, label %join35

join33:
	call void @llvm.nvvm.barrier0()
	%304 = icmp slt i32 %2, 8
	br i1 %304, label %then36, label %join37

then34:
	%305 = sext i32 %2 to i64
	%306 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %305
	store float %283, float addrspace(3)* %306
	%307 = sext i32 %2 to i64
	%308 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %307
	store i32 %286, i32 addrspace(3)* %308
	br label %join35

join35:
	br label %join33

then36:
	%309 = add i32 %2, 8
	%310 = sext i32 %309 to i64
	%311 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %310
	%312 = load float, float addrspace(3)* %311
	%313 = sext i32 %309 to i64
	%314 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %313
	%315 = load i32, i32 addrspace(3)* %314
	%316 = sext i32 %2 to i64
	%317 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %316
	%318 = load float, float addrspace(3)* %317
	%319 = sext i32 %2 to i64
	%320 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %319
	%321 = load i32, i32 addrspace(3)* %320
	%322 = fcmp une float %312, %312
	%323 = fcmp une float %318, %318
	%324 = icmp slt i32 %315, %321
	%325 = fcmp olt float %318, %312
	%326 = fcmp oeq float %312, %318
	%327 = and i1 %326, %324
	%328 = or i1 %325, %327
	%329 = xor i1 %323, true
	%330 = or i1 %329, %324
	%331 = select i1 %323, i1 false, i1 %328
	%332 = select i1 %322, i1 %330, i1 %331
	br i1 %332, label %then38, label %join39

join37:
	call void @llvm.nvvm.barrier0()
	%333 = icmp slt i32 %2, 4
	br i1 %333, label %then40, label %join41

then38:
	%334 = sext i32 %2 to i64
	%335 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %334
	store float %312, float addrspace(3)* %335
	%336 = sext i32 %2 to i64
	%337 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %336
	store i32 %315, i32 addrspace(3)* %337
	br label %join39

join39:
	br label %join37

then40:
	%338 = add i32 %2, 4
	%339 = sext i32 %338 to i64
	%340 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %339
	%341 = load float, float addrspace(3)* %340
	%342 = sext i32 %338 to i64
	%343 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %342
	%344 = load i32, i32 addrspace(3)* %343
	%345 = sext i32 %2 to i64
	%346 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %345
	%347 = load float, float addrspace(3)* %346
	%348 = sext i32 %2 to i64
	%349 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %348
	%350 = load i32, i32 addrspace(3)* %349
	%351 = fcmp une float %341, %341
	%352 = fcmp une float %347, %347
	%353 = icmp slt i32 %344, %350
	%354 = fcmp olt float %347, %341
	%355 = fcmp oeq float %341, %347
	%356 = and i1 %355, %353
	%357 = or i1 %354, %356
	%358 = xor i1 %352, true
	%359 = or i1 %358, %353
	%360 = select i1 %352, i1 false, i1 %357
	%361 = select i1 %351, i1 %359, i1 %360
	br i1 %361, label %then42, label %join43

join41:
	call void @llvm.nvvm.barrier0()
	%362 = icmp slt i32 %2, 2
	br i1 %362, label %then44, label %join45

then42:
	%363 = sext i32 %2 to i64
	%364 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %363
	store float %341, float addrspace(3)* %364
	%365 = sext i32 %2 to i64
	%366 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %365
	store i32 %344, i32 addrspace(3)* %366
	br label %join43

join43:
	br label %join41

then44:
	%367 = add i32 %2, 2
	%368 = sext i32 %367 to i64
	%369 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %368
	%370 = load float, float addrspace(3)* %369
	%371 = sext i32 %367 to i64
	%372 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %371
	%373 = load i32, i32 addrspace(3)* %372
	%374 = sext i32 %2 to i64
	%375 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %374
	%376 = load float, float addrspace(3)* %375
	%377 = sext i32 %2 to i64
	%378 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %377
	%379 = load i32, i32 addrspace(3)* %378
	%380 = fcmp une float %370, %370
	%381 = fcmp une float %376, %376
	%382 = icmp slt i32 %373, %379
	%383 = fcmp olt float %376, %370
	%384 = fcmp oeq float %370, %376
	%385 = and i1 %384, %382
	%386 = or i1 %383, %385
	%387 = xor i1 %381, true
	%388 = or i1 %387, %382
	%389 = select i1 %381, i1 false, i1 %386
	%390 = select i1 %380, i1 %388, i1 %389
	br i1 %390, label %then46, label %join47

join45:
	call void @llvm.nvvm.barrier0()
	%391 = icmp slt i32 %2, 1
	br i1 %391, label %then48, label %join49

then46:
	%392 = sext i32 %2 to i64
	%393 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %392
	store float %370, float addrspace(3)* %393
	%394 = sext i32 %2 to i64
	%395 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %394
	store i32 %373, i32 addrspace(3)* %395
	br label %join47

join47:
	br label %join45

then48:
	%396 = add i32 %2, 1
	%397 = sext i32 %396 to i64
	%398 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %397
	%399 = load float, float addrspace(3)* %398
	%400 = sext i32 %396 to i64
	%401 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %400
	%402 = load i32, i32 addrspace(3)* %401
	%403 = sext i32 %2 to i64
	%404 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %403
	%405 = load float, float addrspace(3)* %404
	%406 = sext i32 %2 to i64
	%407 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %406
	%408 = load i32, i32 addrspace(3)* %407
	%409 = fcmp une float %399, %399
	%410 = fcmp une float %405, %405
	%411 = icmp slt i32 %402, %408
	%412 = fcmp olt float %405, %399
	%413 = fcmp oeq float %399, %405
	%414 = and i1 %413, %411
	%415 = or i1 %412, %414
	%416 = xor i1 %410, true
	%417 = or i1 %416, %411
	%418 = select i1 %410, i1 false, i1 %415
	%419 = select i1 %409, i1 %417, i1 %418
	br i1 %419, label %then50, label %join51

join49:
	call void @llvm.nvvm.barrier0()
	%420 = sext i32 0 to i64
	%421 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %420
	%422 = load float, float addrspace(3)* %421
	%423 = sext i32 0 to i64
	%424 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %423
	%425 = load i32, i32 addrspace(3)* %424
	%426 = icmp eq i32 %2, 0
	br i1 %426, label %then52, label %join53

then50:
	%427 = sext i32 %2 to i64
	%428 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_parts_f32_v5000.smem233, i64 0, i64 %427
	store float %399, float addrspace(3)* %428
	%429 = sext i32 %2 to i64
	%430 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_parts_f32_v5000.smem234, i64 0, i64 %429
	store i32 %402, i32 addrspace(3)* %430
	br label %join51

join51:
	br label %join49

then52:
	%431 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%432 = sext i32 %431 to i64
	%433 = getelementptr float, float addrspace(1)* %val, i64 %432
	store float %422, float addrspace(1)* %433
	%434 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%435 = add i32 %7, %425
	%436 = sext i32 %434 to i64
	%437 = getelementptr i32, i32 addrspace(1)* %idx, i64 %436
	store i32 %435, i32 addrspace(1)* %437
	br label %join53

join53:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
