target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@argmax_f32_v96.smem230 = internal addrspace(3) global [256 x float] undef, align 16
@argmax_f32_v96.smem231 = internal addrspace(3) global [256 x i32] undef, align 16

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
	br label %loop1

loop1:
	%5 = phi i32 [ %2, %body ], [ %182, %join19 ]
	%6 = icmp slt i32 %5, 96
	br i1 %6, label %body2, label %done3

body2:
	%7 = add i32 %5, 0
	%8 = icmp slt i32 %7, 96
	%9 = select i1 %8, i32 %7, i32 95
	%10 = add i32 %4, %9
	%11 = sext i32 %10 to i64
	%12 = getelementptr float, float addrspace(1)* %logits, i64 %11
	%13 = load float, float addrspace(1)* %12
	%14 = add i32 %5, 256
	%15 = icmp slt i32 %14, 96
	%16 = select i1 %15, i32 %14, i32 95
	%17 = add i32 %4, %16
	%18 = sext i32 %17 to i64
	%19 = getelementptr float, float addrspace(1)* %logits, i64 %18
	%20 = load float, float addrspace(1)* %19
	%21 = add i32 %5, 512
	%22 = icmp slt i32 %21, 96
	%23 = select i1 %22, i32 %21, i32 95
	%24 = add i32 %4, %23
	%25 = sext i32 %24 to i64
	%26 = getelementptr float, float addrspace(1)* %logits, i64 %25
	%27 = load float, float addrspace(1)* %26
	%28 = add i32 %5, 768
	%29 = icmp slt i32 %28, 96
	%30 = select i1 %29, i32 %28, i32 95
	%31 = add i32 %4, %30
	%32 = sext i32 %31 to i64
	%33 = getelementptr float, float addrspace(1)* %logits, i64 %32
	%34 = load float, float addrspace(1)* %33
	%35 = add i32 %5, 1024
	%36 = icmp slt i32 %35, 96
	%37 = select i1 %36, i32 %35, i32 95
	%38 = add i32 %4, %37
	%39 = sext i32 %38 to i64
	%40 = getelementptr float, float addrspace(1)* %logits, i64 %39
	%41 = load float, float addrspace(1)* %40
	%42 = add i32 %5, 1280
	%43 = icmp slt i32 %42, 96
	%44 = select i1 %43, i32 %42, i32 95
	%45 = add i32 %4, %44
	%46 = sext i32 %45 to i64
	%47 = getelementptr float, float addrspace(1)* %logits, i64 %46
	%48 = load float, float addrspace(1)* %47
	%49 = add i32 %5, 1536
	%50 = icmp slt i32 %49, 96
	%51 = select i1 %50, i32 %49, i32 95
	%52 = add i32 %4, %51
	%53 = sext i32 %52 to i64
	%54 = getelementptr float, float addrspace(1)* %logits, i64 %53
	%55 = load float, float addrspace(1)* %54
	%56 = add i32 %5, 1792
	%57 = icmp slt i32 %56, 96
	%58 = select i1 %57, i32 %56, i32 95
	%59 = add i32 %4, %58
	%60 = sext i32 %59 to i64
	%61 = getelementptr float, float addrspace(1)* %logits, i64 %60
	%62 = load float, float addrspace(1)* %61
	%63 = load float, float* %0
	%64 = load i32, i32* %1
	%65 = fcmp une float %13, %13
	%66 = fcmp une float %63, %63
	%67 = icmp slt i32 %7, %64
	%68 = fcmp olt float %63, %13
	%69 = fcmp oeq float %13, %63
	%70 = and i1 %69, %67
	%71 = or i1 %68, %70
	%72 = xor i1 %66, true
	%73 = or i1 %72, %67
	%74 = select i1 %66, i1 false, i1 %71
	%75 = select i1 %65, i1 %73, i1 %74
	%76 = and i1 %8, %75
	br i1 %76, label %then4, label %join5

done3:
	%77 = load float, float* %0
	%78 = sext i32 %2 to i64
	%79 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %78
	store float %77, float addrspace(3)* %79
	%80 = load i32, i32* %1
	%81 = sext i32 %2 to i64
	%82 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %81
	store i32 %80, i32 addrspace(3)* %82
	call void @llvm.nvvm.barrier0()
	%83 = icmp slt i32 %2, 128
	br i1 %83, label %then20, label %join21

then4:
	store float %13, float* %0
	store i32 %7, i32* %1
	br label %join5

join5:
	%84 = load float, float* %0
	%85 = load i32, i32* %1
	%86 = fcmp une float %20, %20
	%87 = fcmp une float %84, %84
	%88 = icmp slt i32 %14, %85
	%89 = fcmp olt float %84, %20
	%90 = fcmp oeq float %20, %84
	%91 = and i1 %90, %88
	%92 = or i1 %89, %91
	%93 = xor i1 %87, true
	%94 = or i1 %93, %88
	%95 = select i1 %87, i1 false, i1 %92
	%96 = select i1 %86, i1 %94, i1 %95
	%97 = and i1 %15, %96
	br i1 %97, label %then6, label %join7

then6:
	store float %20, float* %0
	store i32 %14, i32* %1
	br label %join7

join7:
	%98 = load float, float* %0
	%99 = load i32, i32* %1
	%100 = fcmp une float %27, %27
	%101 = fcmp une float %98, %98
	%102 = icmp slt i32 %21, %99
	%103 = fcmp olt float %98, %27
	%104 = fcmp oeq float %27, %98
	%105 = and i1 %104, %102
	%106 = or i1 %103, %105
	%107 = xor i1 %101, true
	%108 = or i1 %107, %102
	%109 = select i1 %101, i1 false, i1 %106
	%110 = select i1 %100, i1 %108, i1 %109
	%111 = and i1 %22, %110
	br i1 %111, label %then8, label %join9

then8:
	store float %27, float* %0
	store i32 %21, i32* %1
	br label %join9

join9:
	%112 = load float, float* %0
	%113 = load i32, i32* %1
	%114 = fcmp une float %34, %34
	%115 = fcmp une float %112, %112
	%116 = icmp slt i32 %28, %113
	%117 = fcmp olt float %112, %34
	%118 = fcmp oeq float %34, %112
	%119 = and i1 %118, %116
	%120 = or i1 %117, %119
	%121 = xor i1 %115, true
	%122 = or i1 %121, %116
	%123 = select i1 %115, i1 false, i1 %120
	%124 = select i1 %114, i1 %122, i1 %123
	%125 = and i1 %29, %124
	br i1 %125, label %then10, label %join11

then10:
	store float %34, float* %0
	store i32 %28, i32* %1
	br label %join11

join11:
	%126 = load float, float* %0
	%127 = load i32, i32* %1
	%128 = fcmp une float %41, %41
	%129 = fcmp une float %126, %126
	%130 = icmp slt i32 %35, %127
	%131 = fcmp olt float %126, %41
	%132 = fcmp oeq float %41, %126
	%133 = and i1 %132, %130
	%134 = or i1 %131, %133
	%135 = xor i1 %129, true
	%136 = or i1 %135, %130
	%137 = select i1 %129, i1 false, i1 %134
	%138 = select i1 %128, i1 %136, i1 %137
	%139 = and i1 %36, %138
	br i1 %139, label %then12, label %join13

then12:
	store float %41, float* %0
	store i32 %35, i32* %1
	br label %join13

join13:
	%140 = load float, float* %0
	%141 = load i32, i32* %1
	%142 = fcmp une float %48, %48
	%143 = fcmp une float %140, %140
	%144 = icmp slt i32 %42, %141
	%145 = fcmp olt float %140, %48
	%146 = fcmp oeq float %48, %140
	%147 = and i1 %146, %144
	%148 = or i1 %145, %147
	%149 = xor i1 %143, true
	%150 = or i1 %149, %144
	%151 = select i1 %143, i1 false, i1 %148
	%152 = select i1 %142, i1 %150, i1 %151
	%153 = and i1 %43, %152
	br i1 %153, label %then14, label %join15

then14:
	store float %48, float* %0
	store i32 %42, i32* %1
	br label %join15

join15:
	%154 = load float, float* %0
	%155 = load i32, i32* %1
	%156 = fcmp une float %55, %55
	%157 = fcmp une float %154, %154
	%158 = icmp slt i32 %49, %155
	%159 = fcmp olt float %154, %55
	%160 = fcmp oeq float %55, %154
	%161 = and i1 %160, %158
	%162 = or i1 %159, %161
	%163 = xor i1 %157, true
	%164 = or i1 %163, %158
	%165 = select i1 %157, i1 false, i1 %162
	%166 = select i1 %156, i1 %164, i1 %165
	%167 = and i1 %50, %166
	br i1 %167, label %then16, label %join17

then16:
	store float %55, float* %0
	store i32 %49, i32* %1
	br label %join17

join17:
	%168 = load float, float* %0
	%169 = load i32, i32* %1
	%170 = fcmp une float %62, %62
	%171 = fcmp une float %168, %168
	%172 = icmp slt i32 %56, %169
	%173 = fcmp olt float %168, %62
	%174 = fcmp oeq float %62, %168
	%175 = and i1 %174, %172
	%176 = or i1 %173, %175
	%177 = xor i1 %171, true
	%178 = or i1 %177, %172
	%179 = select i1 %171, i1 false, i1 %176
	%180 = select i1 %170, i1 %178, i1 %179
	%181 = and i1 %57, %180
	br i1 %181, label %then18, label %join19

then18:
	store float %62, float* %0
	store i32 %56, i32* %1
	br label %join19

join19:
	%182 = add i32 %5, 2048
	br label %loop1

then20:
	%183 = add i32 %2, 128
	%184 = sext i32 %183 to i64
	%185 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %184
	%186 = load float, float addrspace(3)* %185
	%187 = sext i32 %183 to i64
	%188 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %187
	%189 = load i32, i32 addrspace(3)* %188
	%190 = sext i32 %2 to i64
	%191 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %190
	%192 = load float, float addrspace(3)* %191
	%193 = sext i32 %2 to i64
	%194 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %193
	%195 = load i32, i32 addrspace(3)* %194
	%196 = fcmp une float %186, %186
	%197 = fcmp une float %192, %192
	%198 = icmp slt i32 %189, %195
	%199 = fcmp olt float %192, %186
	%200 = fcmp oeq float %186, %192
	%201 = and i1 %200, %198
	%202 = or i1 %199, %201
	%203 = xor i1 %197, true
	%204 = or i1 %203, %198
	%205 = select i1 %197, i1 false, i1 %202
	%206 = select i1 %196, i1 %204, i1 %205
	br i1 %206, label %then22, label %join23

join21:
	call void @llvm.nvvm.barrier0()
	%207 = icmp slt i32 %2, 64
	br i1 %207, label %then24, label %join25

then22:
	%208 = sext i32 %2 to i64
	%209 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %208
	store float %186, float addrspace(3)* %209
	%210 = sext i32 %2 to i64
	%211 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %210
	store i32 %189, i32 addrspace(3)* %211
	br label %join23

join23:
	br label %join21

then24:
	%212 = add i32 %2, 64
	%213 = sext i32 %212 to i64
	%214 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %213
	%215 = load float, float addrspace(3)* %214
	%216 = sext i32 %212 to i64
	%217 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %216
	%218 = load i32, i32 addrspace(3)* %217
	%219 = sext i32 %2 to i64
	%220 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %219
	%221 = load float, float addrspace(3)* %220
	%222 = sext i32 %2 to i64
	%223 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %222
	%224 = load i32, i32 addrspace(3)* %223
	%225 = fcmp une float %215, %215
	%226 = fcmp une float %221, %221
	%227 = icmp slt i32 %218, %224
	%228 = fcmp olt float %221, %215
	%229 = fcmp oeq float %215, %221
	%230 = and i1 %229, %227
	%231 = or i1 %228, %230
	%232 = xor i1 %226, true
	%233 = or i1 %232, %227
	%234 = select i1 %226, i1 false, i1 %231
	%235 = select i1 %225, i1 %233, i1 %234
	br i1 %235, label %then26, label %join27

join25:
	call void @llvm.nvvm.barrier0()
	%236 = icmp slt i32 %2, 32
	br i1 %236, label %then28, label %join29

then26:
	%237 = sext i32 %2 to i64
	%238 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %237
	store float %215, float addrspace(3)* %238
	%239 = sext i32 %2 to i64
	%240 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %239
	store i32 %218, i32 addrspace(3)* %240
	br label %join27

join27:
	br label %join25

then28:
	%241 = add i32 %2, 32
	%242 = sext i32 %241 to i64
	%243 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %242
	%244 = load float, float addrspace(3)* %243
	%245 = sext i32 %241 to i64
	%246 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %245
	%247 = load i32, i32 addrspace(3)* %246
	%248 = sext i32 %2 to i64
	%249 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %248
	%250 = load float, float addrspace(3)* %249
	%251 = sext i32 %2 to i64
	%252 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %251
	%253 = load i32, i32 addrspace(3)* %252
	%254 = fcmp une float %244, %244
	%255 = fcmp une float %250, %250
	%256 = icmp slt i32 %247, %253
	%257 = fcmp olt float %250, %244
	%258 = fcmp oeq float %244, %250
	%259 = and i1 %258, %256
	%260 = or i1 %257, %259
	%261 = xor i1 %255, true
	%262 = or i1 %261, %256
	%263 = select i1 %255, i1 false, i1 %260
	%264 = select i1 %254, i1 %262, i1 %263
	br i1 %264, label %then30, label %join31

join29:
	call void @llvm.nvvm.barrier0()
	%265 = icmp slt i32 %2, 16
	br i1 %265, label %then32, label %join33

then30:
	%266 = sext i32 %2 to i64
	%267 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %266
	store float %244, float addrspace(3)* %267
	%268 = sext i32 %2 to i64
	%269 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %268
	store i32 %247, i32 addrspace(3)* %269
	br label %join31

join31:
	br label %join29

then32:
	%270 = add i32 %2, 16
	%271 = sext i32 %270 to i64
	%272 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %271
	%273 = load float, float addrspace(3)* %272
	%274 = sext i32 %270 to i64
	%275 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %274
	%276 = load i32, i32 addrspace(3)* %275
	%277 = sext i32 %2 to i64
	%278 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %277
	%279 = load float, float addrspace(3)* %278
	%280 = sext i32 %2 to i64
	%281 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %280
	%282 = load i32, i32 addrspace(3)* %281
	%283 = fcmp une float %273, %273
	%284 = fcmp une float %279, %279
	%285 = icmp slt i32 %276, %282
	%286 = fcmp olt float %279, %273
	%287 = fcmp oeq float %273, %279
	%288 = and i1 %287, %285
	%289 = or i1 %286, %288
	%290 = xor i1 %284, true
	%291 = or i1 %290, %285
	%292 = select i1 %284, i1 false, i1 %289
	%293 = select i1 %283, i1 %291, i1 %292
	br i1 %293, label %then34, label %join35

join33:
	call void @llvm.nvvm.barrier0()
	%294 = icmp slt i32 %2, 8
	br i1 %294, label %then36, label %join37

then34:
	%295 = sext i32 %2 to i64
	%296 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %295
	store float %273, float addrspace(3)* %296
	%297 = sext i32 %2 to i64
	%298 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %297
	store i32 %276, i32 addrspace(3)* %298
	br label %join35

join35:
	br label %join33

then36:
	%299 = add i32 %2, 8
	%300 = sext i32 %299 to i64
	%301 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %300
	%302 = load float, float addrspace(3)* %301
	%303 = sext i32 %299 to i64
	%304 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %303
	%305 = load i32, i32 addrspace(3)* %304
	%306 = sext i32 %2 to i64
	%307 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %306
	%308 = load float, float addrspace(3)* %307
	%309 = sext i32 %2 to i64
	%310 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %309
	%311 = load i32, i32 addrspace(3)* %310
	%312 = fcmp une float %302, %302
	%313 = fcmp une float %308, %308
	%314 = icmp slt i32 %305, %311
	%315 = fcmp olt float %308, %302
	%316 = fcmp oeq float %302, %308
	%317 = and i1 %316, %314
	%318 = or i1 %315, %317
	%319 = xor i1 %313, true
	%320 = or i1 %319, %314
	%321 = select i1 %313, i1 false, i1 %318
	%322 = select i1 %312, i1 %320, i1 %321
	br i1 %322, label %then38, label %join39

join37:
	call void @llvm.nvvm.barrier0()
	%323 = icmp slt i32 %2, 4
	br i1 %323, label %then40, label %join41

then38:
	%324 = sext i32 %2 to i64
	%325 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %324
	store float %302, float addrspace(3)* %325
	%326 = sext i32 %2 to i64
	%327 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %326
	store i32 %305, i32 addrspace(3)* %327
	br label %join39

join39:
	br label %join37

then40:
	%328 = add i32 %2, 4
	%329 = sext i32 %328 to i64
	%330 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %329
	%331 = load float, float addrspace(3)* %330
	%332 = sext i32 %328 to i64
	%333 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %332
	%334 = load i32, i32 addrspace(3)* %333
	%335 = sext i32 %2 to i64
	%336 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %335
	%337 = load float, float addrspace(3)* %336
	%338 = sext i32 %2 to i64
	%339 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %338
	%340 = load i32, i32 addrspace(3)* %339
	%341 = fcmp une float %331, %331
	%342 = fcmp une float %337, %337
	%343 = icmp slt i32 %334, %340
	%344 = fcmp olt float %337, %331
	%345 = fcmp oeq float %331, %337
	%346 = and i1 %345, %343
	%347 = or i1 %344, %346
	%348 = xor i1 %342, true
	%349 = or i1 %348, %343
	%350 = select i1 %342, i1 false, i1 %347
	%351 = select i1 %341, i1 %349, i1 %350
	br i1 %351, label %then42, label %join43

join41:
	call void @llvm.nvvm.barrier0()
	%352 = icmp slt i32 %2, 2
	br i1 %352, label %then44, label %join45

then42:
	%353 = sext i32 %2 to i64
	%354 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %353
	store float %331, float addrspace(3)* %354
	%355 = sext i32 %2 to i64
	%356 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %355
	store i32 %334, i32 addrspace(3)* %356
	br label %join43

join43:
	br label %join41

then44:
	%357 = add i32 %2, 2
	%358 = sext i32 %357 to i64
	%359 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %358
	%360 = load float, float addrspace(3)* %359
	%361 = sext i32 %357 to i64
	%362 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %361
	%363 = load i32, i32 addrspace(3)* %362
	%364 = sext i32 %2 to i64
	%365 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %364
	%366 = load float, float addrspace(3)* %365
	%367 = sext i32 %2 to i64
	%368 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %367
	%369 = load i32, i32 addrspace(3)* %368
	%370 = fcmp une float %360, %360
	%371 = fcmp une float %366, %366
	%372 = icmp slt i32 %363, %369
	%373 = fcmp olt float %366, %360
	%374 = fcmp oeq float %360, %366
	%375 = and i1 %374, %372
	%376 = or i1 %373, %375
	%377 = xor i1 %371, true
	%378 = or i1 %377, %372
	%379 = select i1 %371, i1 false, i1 %376
	%380 = select i1 %370, i1 %378, i1 %379
	br i1 %380, label %then46, label %join47

join45:
	call void @llvm.nvvm.barrier0()
	%381 = icmp slt i32 %2, 1
	br i1 %381, label %then48, label %join49

then46:
	%382 = sext i32 %2 to i64
	%383 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %382
	store float %360, float addrspace(3)* %383
	%384 = sext i32 %2 to i64
	%385 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %384
	store i32 %363, i32 addrspace(3)* %385
	br label %join47

join47:
	br label %join45

then48:
	%386 = add i32 %2, 1
	%387 = sext i32 %386 to i64
	%388 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %387
	%389 = load float, float addrspace(3)* %388
	%390 = sext i32 %386 to i64
	%391 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %390
	%392 = load i32, i32 addrspace(3)* %391
	%393 = sext i32 %2 to i64
	%394 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %393
	%395 = load float, float addrspace(3)* %394
	%396 = sext i32 %2 to i64
	%397 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %396
	%398 = load i32, i32 addrspace(3)* %397
	%399 = fcmp une float %389, %389
	%400 = fcmp une float %395, %395
	%401 = icmp slt i32 %392, %398
	%402 = fcmp olt float %395, %389
	%403 = fcmp oeq float %389, %395
	%404 = and i1 %403, %401
	%405 = or i1 %402, %404
	%406 = xor i1 %400, true
	%407 = or i1 %406, %401
	%408 = select i1 %400, i1 false, i1 %405
	%409 = select i1 %399, i1 %407, i1 %408
	br i1 %409, label %then50, label %join51

join49:
	call void @llvm.nvvm.barrier0()
	%410 = sext i32 0 to i64
	%411 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %410
	%412 = load i32, i32 addrspace(3)* %411
	%413 = icmp eq i32 %2, 0
	br i1 %413, label %then52, label %join53

then50:
	%414 = sext i32 %2 to i64
	%415 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_f32_v96.smem230, i64 0, i64 %414
	store float %389, float addrspace(3)* %415
	%416 = sext i32 %2 to i64
	%417 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_f32_v96.smem231, i64 0, i64 %416
	store i32 %392, i32 addrspace(3)* %417
	br label %join51

join51:
	br label %join49

then52:
	%418 = sext i32 %3 to i64
	%419 = getelementptr i32, i32 addrspace(1)* %out, i64 %418
	store i32 %412, i32 addrspace(1)* %419
	br label %join53

join53:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
