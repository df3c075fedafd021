target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@argmax_f32_v96.smem218 = internal addrspace(3) global [256 x float] undef, align 16
@argmax_f32_v96.smem219 = internal addrspace(3) global [256 x i32] undef, align 16

define ptx_kernel void @argmax_f32_v96(i32 addrspace(1)* %out, float addrspace(1)* %logits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca i32
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = mul i32 %3, 96
	store float 0xFFF0000000000000, float* %0
	store i32 u0x7FFFFFFF, i32* %1
	%5 = sub i32 96, 1
	br label %loop1

loop1:
	%6 = phi i32 [ %2, %body ], [ %183, %join19 ]
	%7 = icmp slt i32 %6, 96
	br i1 %7, label %body2, label %done3

body2:
	%8 = add i32 %6, 0
	%9 = icmp slt i32 %8, 96
	%10 = select i1 %9, i32 %8, i32 %5
	%11 = add i32 %4, %10
	%12 = sext i32 %11 to i64
	%13 = getelementptr float, float addrspace(1)* %logits, i64 %12
	%14 = load float, float addrspace(1)* %13
	%15 = add i32 %6, 256
	%16 = icmp slt i32 %15, 96
	%17 = select i1 %16, i32 %15, i32 %5
	%18 = add i32 %4, %17
	%19 = sext i32 %18 to i64
	%20 = getelementptr float, float addrspace(1)* %logits, i64 %19
	%21 = load float, float addrspace(1)* %20
	%22 = add i32 %6, 512
	%23 = icmp slt i32 %22, 96
	%24 = select i1 %23, i32 %22, i32 %5
	%25 = add i32 %4, %24
	%26 = sext i32 %25 to i64
	%27 = getelementptr float, float addrspace(1)* %logits, i64 %26
	%28 = load float, float addrspace(1)* %27
	%29 = add i32 %6, 768
	%30 = icmp slt i32 %29, 96
	%31 = select i1 %30, i32 %29, i32 %5
	%32 = add i32 %4, %31
	%33 = sext i32 %32 to i64
	%34 = getelementptr float, float addrspace(1)* %logits, i64 %33
	%35 = load float, float addrspace(1)* %34
	%36 = add i32 %6, 1024
	%37 = icmp slt i32 %36, 96
	%38 = select i1 %37, i32 %36, i32 %5
	%39 = add i32 %4, %38
	%40 = sext i32 %39 to i64
	%41 = getelementptr float, float addrspace(1)* %logits, i64 %40
	%42 = load float, float addrspace(1)* %41
	%43 = add i32 %6, 1280
	%44 = icmp slt i32 %43, 96
	%45 = select i1 %44, i32 %43, i32 %5
	%46 = add i32 %4, %45
	%47 = sext i32 %46 to i64
	%48 = getelementptr float, float addrspace(1)* %logits, i64 %47
	%49 = load float, float addrspace(1)* %48
	%50 = add i32 %6, 1536
	%51 = icmp slt i32 %50, 96
	%52 = select i1 %51, i32 %50, i32 %5
	%53 = add i32 %4, %52
	%54 = sext i32 %53 to i64
	%55 = getelementptr float, float addrspace(1)* %logits, i64 %54
	%56 = load float, float addrspace(1)* %55
	%57 = add i32 %6, 1792
	%58 = icmp slt i32 %57, 96
	%59 = select i1 %58, i32 %57, i32 %5
	%60 = add i32 %4, %59
	%61 = sext i32 %60 to i64
	%62 = getelementptr float, float addrspace(1)* %logits, i64 %61
	%63 = load float, float addrspace(1)* %62
	%64 = load float, float* %0
	%65 = load i32, i32* %1
	%66 = fcmp une float %14, %14
	%67 = fcmp une float %64, %64
	%68 = icmp slt i32 %8, %65
	%69 = fcmp olt float %64, %14
	%70 = fcmp oeq float %14, %64
	%71 = and i1 %70, %68
	%72 = or i1 %69, %71
	%73 = xor i1 %67, true
	%74 = or i1 %73, %68
	%75 = select i1 %67, i1 false, i1 %72
	%76 = select i1 %66, i1 %74, i1 %75
	%77 = and i1 %9, %76
	br i1 %77, label %then4, label %join5

done3:
	%78 = load float, float* %0
	%79 = load i32, i32* %1
	%80 = sext i32 %2 to i64
	%81 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %80
	store float %78, float addrspace(3)* %81
	%82 = sext i32 %2 to i64
	%83 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %82
	store i32 %79, i32 addrspace(3)* %83
	call void @llvm.nvvm.barrier0()
	%84 = icmp slt i32 %2, 128
	br i1 %84, label %then20, label %join21

then4:
	store float %14, float* %0
	store i32 %8, i32* %1
	br label %join5

join5:
	%85 = load float, float* %0
	%86 = load i32, i32* %1
	%87 = fcmp une float %21, %21
	%88 = fcmp une float %85, %85
	%89 = icmp slt i32 %15, %86
	%90 = fcmp olt float %85, %21
	%91 = fcmp oeq float %21, %85
	%92 = and i1 %91, %89
	%93 = or i1 %90, %92
	%94 = xor i1 %88, true
	%95 = or i1 %94, %89
	%96 = select i1 %88, i1 false, i1 %93
	%97 = select i1 %87, i1 %95, i1 %96
	%98 = and i1 %16, %97
	br i1 %98, label %then6, label %join7

then6:
	store float %21, float* %0
	store i32 %15, i32* %1
	br label %join7

join7:
	%99 = load float, float* %0
	%100 = load i32, i32* %1
	%101 = fcmp une float %28, %28
	%102 = fcmp une float %99, %99
	%103 = icmp slt i32 %22, %100
	%104 = fcmp olt float %99, %28
	%105 = fcmp oeq float %28, %99
	%106 = and i1 %105, %103
	%107 = or i1 %104, %106
	%108 = xor i1 %102, true
	%109 = or i1 %108, %103
	%110 = select i1 %102, i1 false, i1 %107
	%111 = select i1 %101, i1 %109, i1 %110
	%112 = and i1 %23, %111
	br i1 %112, label %then8, label %join9

then8:
	store float %28, float* %0
	store i32 %22, i32* %1
	br label %join9

join9:
	%113 = load float, float* %0
	%114 = load i32, i32* %1
	%115 = fcmp une float %35, %35
	%116 = fcmp une float %113, %113
	%117 = icmp slt i32 %29, %114
	%118 = fcmp olt float %113, %35
	%119 = fcmp oeq float %35, %113
	%120 = and i1 %119, %117
	%121 = or i1 %118, %120
	%122 = xor i1 %116, true
	%123 = or i1 %122, %117
	%124 = select i1 %116, i1 false, i1 %121
	%125 = select i1 %115, i1 %123, i1 %124
	%126 = and i1 %30, %125
	br i1 %126, label %then10, label %join11

then10:
	store float %35, float* %0
	store i32 %29, i32* %1
	br label %join11

join11:
	%127 = load float, float* %0
	%128 = load i32, i32* %1
	%129 = fcmp une float %42, %42
	%130 = fcmp une float %127, %127
	%131 = icmp slt i32 %36, %128
	%132 = fcmp olt float %127, %42
	%133 = fcmp oeq float %42, %127
	%134 = and i1 %133, %131
	%135 = or i1 %132, %134
	%136 = xor i1 %130, true
	%137 = or i1 %136, %131
	%138 = select i1 %130, i1 false, i1 %135
	%139 = select i1 %129, i1 %137, i1 %138
	%140 = and i1 %37, %139
	br i1 %140, label %then12, label %join13

then12:
	store float %42, float* %0
	store i32 %36, i32* %1
	br label %join13

join13:
	%141 = load float, float* %0
	%142 = load i32, i32* %1
	%143 = fcmp une float %49, %49
	%144 = fcmp une float %141, %141
	%145 = icmp slt i32 %43, %142
	%146 = fcmp olt float %141, %49
	%147 = fcmp oeq float %49, %141
	%148 = and i1 %147, %145
	%149 = or i1 %146, %148
	%150 = xor i1 %144, true
	%151 = or i1 %150, %145
	%152 = select i1 %144, i1 false, i1 %149
	%153 = select i1 %143, i1 %151, i1 %152
	%154 = and i1 %44, %153
	br i1 %154, label %then14, label %join15

then14:
	store float %49, float* %0
	store i32 %43, i32* %1
	br label %join15

join15:
	%155 = load float, float* %0
	%156 = load i32, i32* %1
	%157 = fcmp une float %56, %56
	%158 = fcmp une float %155, %155
	%159 = icmp slt i32 %50, %156
	%160 = fcmp olt float %155, %56
	%161 = fcmp oeq float %56, %155
	%162 = and i1 %161, %159
	%163 = or i1 %160, %162
	%164 = xor i1 %158, true
	%165 = or i1 %164, %159
	%166 = select i1 %158, i1 false, i1 %163
	%167 = select i1 %157, i1 %165, i1 %166
	%168 = and i1 %51, %167
	br i1 %168, label %then16, label %join17

then16:
	store float %56, float* %0
	store i32 %50, i32* %1
	br label %join17

join17:
	%169 = load float, float* %0
	%170 = load i32, i32* %1
	%171 = fcmp une float %63, %63
	%172 = fcmp une float %169, %169
	%173 = icmp slt i32 %57, %170
	%174 = fcmp olt float %169, %63
	%175 = fcmp oeq float %63, %169
	%176 = and i1 %175, %173
	%177 = or i1 %174, %176
	%178 = xor i1 %172, true
	%179 = or i1 %178, %173
	%180 = select i1 %172, i1 false, i1 %177
	%181 = select i1 %171, i1 %179, i1 %180
	%182 = and i1 %58, %181
	br i1 %182, label %then18, label %join19

then18:
	store float %63, float* %0
	store i32 %57, i32* %1
	br label %join19

join19:
	%183 = add i32 %6, 2048
	br label %loop1

then20:
	%184 = add i32 %2, 128
	%185 = sext i32 %184 to i64
	%186 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %185
	%187 = load float, float addrspace(3)* %186
	%188 = sext i32 %184 to i64
	%189 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %188
	%190 = load i32, i32 addrspace(3)* %189
	%191 = sext i32 %2 to i64
	%192 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %191
	%193 = load float, float addrspace(3)* %192
	%194 = sext i32 %2 to i64
	%195 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %194
	%196 = load i32, i32 addrspace(3)* %195
	%197 = fcmp une float %187, %187
	%198 = fcmp une float %193, %193
	%199 = icmp slt i32 %190, %196
	%200 = fcmp olt float %193, %187
	%201 = fcmp oeq float %187, %193
	%202 = and i1 %201, %199
	%203 = or i1 %200, %202
	%204 = xor i1 %198, true
	%205 = or i1 %204, %199
	%206 = select i1 %198, i1 false, i1 %203
	%207 = select i1 %197, i1 %205, i1 %206
	br i1 %207, label %then22, label %join23

join21:
	call void @llvm.nvvm.barrier0()
	%208 = icmp slt i32 %2, 64
	br i1 %208, label %then24, label %join25

then22:
	%209 = sext i32 %2 to i64
	%210 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %209
	store float %187, float addrspace(3)* %210
	%211 = sext i32 %2 to i64
	%212 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %211
	store i32 %190, i32 addrspace(3)* %212
	br label %join23

join23:
	br label %join21

then24:
	%213 = add i32 %2, 64
	%214 = sext i32 %213 to i64
	%215 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %214
	%216 = load float, float addrspace(3)* %215
	%217 = sext i32 %213 to i64
	%218 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %217
	%219 = load i32, i32 addrspace(3)* %218
	%220 = sext i32 %2 to i64
	%221 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %220
	%222 = load float, float addrspace(3)* %221
	%223 = sext i32 %2 to i64
	%224 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %223
	%225 = load i32, i32 addrspace(3)* %224
	%226 = fcmp une float %216, %216
	%227 = fcmp une float %222, %222
	%228 = icmp slt i32 %219, %225
	%229 = fcmp olt float %222, %216
	%230 = fcmp oeq float %216, %222
	%231 = and i1 %230, %228
	%232 = or i1 %229, %231
	%233 = xor i1 %227, true
	%234 = or i1 %233, %228
	%235 = select i1 %227, i1 false, i1 %232
	%236 = select i1 %226, i1 %234, i1 %235
	br i1 %236, label %then26, label %join27

join25:
	call void @llvm.nvvm.barrier0()
	%237 = icmp slt i32 %2, 32
	br i1 %237, label %then28, label %join29

then26:
	%238 = sext i32 %2 to i64
	%239 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %238
	store float %216, float addrspace(3)* %239
	%240 = sext i32 %2 to i64
	%241 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %240
	store i32 %219, i32 addrspace(3)* %241
	br label %join27

join27:
	br label %join25

then28:
	%242 = add i32 %2, 32
	%243 = sext i32 %242 to i64
	%244 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %243
	%245 = load float, float addrspace(3)* %244
	%246 = sext i32 %242 to i64
	%247 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %246
	%248 = load i32, i32 addrspace(3)* %247
	%249 = sext i32 %2 to i64
	%250 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %249
	%251 = load float, float addrspace(3)* %250
	%252 = sext i32 %2 to i64
	%253 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %252
	%254 = load i32, i32 addrspace(3)* %253
	%255 = fcmp une float %245, %245
	%256 = fcmp une float %251, %251
	%257 = icmp slt i32 %248, %254
	%258 = fcmp olt float %251, %245
	%259 = fcmp oeq float %245, %251
	%260 = and i1 %259, %257
	%261 = or i1 %258, %260
	%262 = xor i1 %256, true
	%263 = or i1 %262, %257
	%264 = select i1 %256, i1 false, i1 %261
	%265 = select i1 %255, i1 %263, i1 %264
	br i1 %265, label %then30, label %join31

join29:
	call void @llvm.nvvm.barrier0()
	%266 = icmp slt i32 %2, 16
	br i1 %266, label %then32, label %join33

then30:
	%267 = sext i32 %2 to i64
	%268 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %267
	store float %245, float addrspace(3)* %268
	%269 = sext i32 %2 to i64
	%270 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %269
	store i32 %248, i32 addrspace(3)* %270
	br label %join31

join31:
	br label %join29

then32:
	%271 = add i32 %2, 16
	%272 = sext i32 %271 to i64
	%273 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %272
	%274 = load float, float addrspace(3)* %273
	%275 = sext i32 %271 to i64
	%276 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %275
	%277 = load i32, i32 addrspace(3)* %276
	%278 = sext i32 %2 to i64
	%279 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %278
	%280 = load float, float addrspace(3)* %279
	%281 = sext i32 %2 to i64
	%282 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %281
	%283 = load i32, i32 addrspace(3)* %282
	%284 = fcmp une float %274, %274
	%285 = fcmp une float %280, %280
	%286 = icmp slt i32 %277, %283
	%287 = fcmp olt float %280, %274
	%288 = fcmp oeq float %274, %280
	%289 = and i1 %288, %286
	%290 = or i1 %287, %289
	%291 = xor i1 %285, true
	%292 = or i1 %291, %286
	%293 = select i1 %285, i1 false, i1 %290
	%294 = select i1 %284, i1 %292, i1 %293
	br i1 %294, label %then34, label %join35

join33:
	call void @llvm.nvvm.barrier0()
	%295 = icmp slt i32 %2, 8
	br i1 %295, label %then36, label %join37

then34:
	%296 = sext i32 %2 to i64
	%297 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %296
	store float %274, float addrspace(3)* %297
	%298 = sext i32 %2 to i64
	%299 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %298
	store i32 %277, i32 addrspace(3)* %299
	br label %join35

join35:
	br label %join33

then36:
	%300 = add i32 %2, 8
	%301 = sext i32 %300 to i64
	%302 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %301
	%303 = load float, float addrspace(3)* %302
	%304 = sext i32 %300 to i64
	%305 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %304
	%306 = load i32, i32 addrspace(3)* %305
	%307 = sext i32 %2 to i64
	%308 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %307
	%309 = load float, float addrspace(3)* %308
	%310 = sext i32 %2 to i64
	%311 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %310
	%312 = load i32, i32 addrspace(3)* %311
	%313 = fcmp une float %303, %303
	%314 = fcmp une float %309, %309
	%315 = icmp slt i32 %306, %312
	%316 = fcmp olt float %309, %303
	%317 = fcmp oeq float %303, %309
	%318 = and i1 %317, %315
	%319 = or i1 %316, %318
	%320 = xor i1 %314, true
	%321 = or i1 %320, %315
	%322 = select i1 %314, i1 false, i1 %319
	%323 = select i1 %313, i1 %321, i1 %322
	br i1 %323, label %then38, label %join39

join37:
	call void @llvm.nvvm.barrier0()
	%324 = icmp slt i32 %2, 4
	br i1 %324, label %then40, label %join41

then38:
	%325 = sext i32 %2 to i64
	%326 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %325
	store float %303, float addrspace(3)* %326
	%327 = sext i32 %2 to i64
	%328 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %327
	store i32 %306, i32 addrspace(3)* %328
	br label %join39

join39:
	br label %join37

then40:
	%329 = add i32 %2, 4
	%330 = sext i32 %329 to i64
	%331 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %330
	%332 = load float, float addrspace(3)* %331
	%333 = sext i32 %329 to i64
	%334 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %333
	%335 = load i32, i32 addrspace(3)* %334
	%336 = sext i32 %2 to i64
	%337 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %336
	%338 = load float, float addrspace(3)* %337
	%339 = sext i32 %2 to i64
	%340 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %339
	%341 = load i32, i32 addrspace(3)* %340
	%342 = fcmp une float %332, %332
	%343 = fcmp une float %338, %338
	%344 = icmp slt i32 %335, %341
	%345 = fcmp olt float %338, %332
	%346 = fcmp oeq float %332, %338
	%347 = and i1 %346, %344
	%348 = or i1 %345, %347
	%349 = xor i1 %343, true
	%350 = or i1 %349, %344
	%351 = select i1 %343, i1 false, i1 %348
	%352 = select i1 %342, i1 %350, i1 %351
	br i1 %352, label %then42, label %join43

join41:
	call void @llvm.nvvm.barrier0()
	%353 = icmp slt i32 %2, 2
	br i1 %353, label %then44, label %join45

then42:
	%354 = sext i32 %2 to i64
	%355 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %354
	store float %332, float addrspace(3)* %355
	%356 = sext i32 %2 to i64
	%357 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %356
	store i32 %335, i32 addrspace(3)* %357
	br label %join43

join43:
	br label %join41

then44:
	%358 = add i32 %2, 2
	%359 = sext i32 %358 to i64
	%360 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %359
	%361 = load float, float addrspace(3)* %360
	%362 = sext i32 %358 to i64
	%363 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %362
	%364 = load i32, i32 addrspace(3)* %363
	%365 = sext i32 %2 to i64
	%366 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %365
	%367 = load float, float addrspace(3)* %366
	%368 = sext i32 %2 to i64
	%369 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %368
	%370 = load i32, i32 addrspace(3)* %369
	%371 = fcmp une float %361, %361
	%372 = fcmp une float %367, %367
	%373 = icmp slt i32 %364, %370
	%374 = fcmp olt float %367, %361
	%375 = fcmp oeq float %361, %367
	%376 = and i1 %375, %373
	%377 = or i1 %374, %376
	%378 = xor i1 %372, true
	%379 = or i1 %378, %373
	%380 = select i1 %372, i1 false, i1 %377
	%381 = select i1 %371, i1 %379, i1 %380
	br i1 %381, label %then46, label %join47

join45:
	call void @llvm.nvvm.barrier0()
	%382 = icmp slt i32 %2, 1
	br i1 %382, label %then48, label %join49

then46:
	%383 = sext i32 %2 to i64
	%384 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %383
	store float %361, float addrspace(3)* %384
	%385 = sext i32 %2 to i64
	%386 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %385
	store i32 %364, i32 addrspace(3)* %386
	br label %join47

join47:
	br label %join45

then48:
	%387 = add i32 %2, 1
	%388 = sext i32 %387 to i64
	%389 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %388
	%390 = load float, float addrspace(3)* %389
	%391 = sext i32 %387 to i64
	%392 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %391
	%393 = load i32, i32 addrspace(3)* %392
	%394 = sext i32 %2 to i64
	%395 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %394
	%396 = load float, float addrspace(3)* %395
	%397 = sext i32 %2 to i64
	%398 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %397
	%399 = load i32, i32 addrspace(3)* %398
	%400 = fcmp une float %390, %390
	%401 = fcmp une float %396, %396
	%402 = icmp slt i32 %393, %399
	%403 = fcmp olt float %396, %390
	%404 = fcmp oeq float %390, %396
	%405 = and i1 %404, %402
	%406 = or i1 %403, %405
	%407 = xor i1 %401, true
	%408 = or i1 %407, %402
	%409 = select i1 %401, i1 false, i1 %406
	%410 = select i1 %400, i1 %408, i1 %409
	br i1 %410, label %then50, label %join51

join49:
	call void @llvm.nvvm.barrier0()
	%411 = sext i32 0 to i64
	%412 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %411
	%413 = load float, float addrspace(3)* %412
	%414 = sext i32 0 to i64
	%415 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %414
	%416 = load i32, i32 addrspace(3)* %415
	%417 = icmp eq i32 %2, 0
	br i1 %417, label %then52, label %join53

then50:
	%418 = sext i32 %2 to i64
	%419 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem218, i64 0, i64 %418
	store float %390, float addrspace(3)* %419
	%420 = sext i32 %2 to i64
	%421 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem219, i64 0, i64 %420
	store i32 %393, i32 addrspace(3)* %421
	br label %join51

join51:
	br label %join49

then52:
	%422 = sext i32 %3 to i64
	%423 = getelementptr i32, i32 addrspace(1)* %out, i64 %422
	store i32 %416, i32 addrspace(1)* %423
	br label %join53

join53:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
