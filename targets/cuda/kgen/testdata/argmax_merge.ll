target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@argmax_merge_p3.smem39 = internal addrspace(3) global [256 x float] undef, align 16
@argmax_merge_p3.smem40 = internal addrspace(3) global [256 x i32] undef, align 16

define ptx_kernel void @argmax_merge_p3(i32 addrspace(1)* %out, float addrspace(1)* %val, i32 addrspace(1)* %idx, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca i32
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = mul i32 %3, 3
	store float 0xFFF0000000000000, float* %0
	store i32 u0x7FFFFFFF, i32* %1
	br label %loop1

loop1:
	%5 = phi i32 [ %2, %body ], [ %35, %join5 ]
	%6 = icmp slt i32 %5, 3
	br i1 %6, label %body2, label %done3

body2:
	%7 = add i32 %4, %5
	%8 = sext i32 %7 to i64
	%9 = getelementptr float, float addrspace(1)* %val, i64 %8
	%10 = load float, float addrspace(1)* %9
	%11 = add i32 %4, %5
	%12 = sext i32 %11 to i64
	%13 = getelementptr i32, i32 addrspace(1)* %idx, i64 %12
	%14 = load i32, i32 addrspace(1)* %13
	%15 = load float, float* %0
	%16 = load i32, i32* %1
	%17 = fcmp une float %10, %10
	%18 = fcmp une float %15, %15
	%19 = icmp slt i32 %14, %16
	%20 = fcmp olt float %15, %10
	%21 = fcmp oeq float %10, %15
	%22 = and i1 %21, %19
	%23 = or i1 %20, %22
	%24 = xor i1 %18, true
	%25 = or i1 %24, %19
	%26 = select i1 %18, i1 false, i1 %23
	%27 = select i1 %17, i1 %25, i1 %26
	br i1 %27, label %then4, label %join5

done3:
	%28 = load float, float* %0
	%29 = load i32, i32* %1
	%30 = sext i32 %2 to i64
	%31 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %30
	store float %28, float addrspace(3)* %31
	%32 = sext i32 %2 to i64
	%33 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %32
	store i32 %29, i32 addrspace(3)* %33
	call void @llvm.nvvm.barrier0()
	%34 = icmp slt i32 %2, 128
	br i1 %34, label %then6, label %join7

then4:
	store float %10, float* %0
	store i32 %14, i32* %1
	br label %join5

join5:
	%35 = add i32 %5, 256
	br label %loop1

then6:
	%36 = add i32 %2, 128
	%37 = sext i32 %36 to i64
	%38 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %37
	%39 = load float, float addrspace(3)* %38
	%40 = sext i32 %36 to i64
	%41 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %40
	%42 = load i32, i32 addrspace(3)* %41
	%43 = sext i32 %2 to i64
	%44 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %43
	%45 = load float, float addrspace(3)* %44
	%46 = sext i32 %2 to i64
	%47 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %46
	%48 = load i32, i32 addrspace(3)* %47
	%49 = fcmp une float %39, %39
	%50 = fcmp une float %45, %45
	%51 = icmp slt i32 %42, %48
	%52 = fcmp olt float %45, %39
	%53 = fcmp oeq float %39, %45
	%54 = and i1 %53, %51
	%55 = or i1 %52, %54
	%56 = xor i1 %50, true
	%57 = or i1 %56, %51
	%58 = select i1 %50, i1 false, i1 %55
	%59 = select i1 %49, i1 %57, i1 %58
	br i1 %59, label %then8, label %join9

join7:
	call void @llvm.nvvm.barrier0()
	%60 = icmp slt i32 %2, 64
	br i1 %60, label %then10, label %join11

then8:
	%61 = sext i32 %2 to i64
	%62 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %61
	store float %39, float addrspace(3)* %62
	%63 = sext i32 %2 to i64
	%64 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %63
	store i32 %42, i32 addrspace(3)* %64
	br label %join9

join9:
	br label %join7

then10:
	%65 = add i32 %2, 64
	%66 = sext i32 %65 to i64
	%67 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %66
	%68 = load float, float addrspace(3)* %67
	%69 = sext i32 %65 to i64
	%70 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %69
	%71 = load i32, i32 addrspace(3)* %70
	%72 = sext i32 %2 to i64
	%73 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %72
	%74 = load float, float addrspace(3)* %73
	%75 = sext i32 %2 to i64
	%76 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %75
	%77 = load i32, i32 addrspace(3)* %76
	%78 = fcmp une float %68, %68
	%79 = fcmp une float %74, %74
	%80 = icmp slt i32 %71, %77
	%81 = fcmp olt float %74, %68
	%82 = fcmp oeq float %68, %74
	%83 = and i1 %82, %80
	%84 = or i1 %81, %83
	%85 = xor i1 %79, true
	%86 = or i1 %85, %80
	%87 = select i1 %79, i1 false, i1 %84
	%88 = select i1 %78, i1 %86, i1 %87
	br i1 %88, label %then12, label %join13

join11:
	call void @llvm.nvvm.barrier0()
	%89 = icmp slt i32 %2, 32
	br i1 %89, label %then14, label %join15

then12:
	%90 = sext i32 %2 to i64
	%91 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %90
	store float %68, float addrspace(3)* %91
	%92 = sext i32 %2 to i64
	%93 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %92
	store i32 %71, i32 addrspace(3)* %93
	br label %join13

join13:
	br label %join11

then14:
	%94 = add i32 %2, 32
	%95 = sext i32 %94 to i64
	%96 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %95
	%97 = load float, float addrspace(3)* %96
	%98 = sext i32 %94 to i64
	%99 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %98
	%100 = load i32, i32 addrspace(3)* %99
	%101 = sext i32 %2 to i64
	%102 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %101
	%103 = load float, float addrspace(3)* %102
	%104 = sext i32 %2 to i64
	%105 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %104
	%106 = load i32, i32 addrspace(3)* %105
	%107 = fcmp une float %97, %97
	%108 = fcmp une float %103, %103
	%109 = icmp slt i32 %100, %106
	%110 = fcmp olt float %103, %97
	%111 = fcmp oeq float %97, %103
	%112 = and i1 %111, %109
	%113 = or i1 %110, %112
	%114 = xor i1 %108, true
	%115 = or i1 %114, %109
	%116 = select i1 %108, i1 false, i1 %113
	%117 = select i1 %107, i1 %115, i1 %116
	br i1 %117, label %then16, label %join17

join15:
	call void @llvm.nvvm.barrier0()
	%118 = icmp slt i32 %2, 16
	br i1 %118, label %then18, label %join19

then16:
	%119 = sext i32 %2 to i64
	%120 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %119
	store float %97, float addrspace(3)* %120
	%121 = sext i32 %2 to i64
	%122 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %121
	store i32 %100, i32 addrspace(3)* %122
	br label %join17

join17:
	br label %join15

then18:
	%123 = add i32 %2, 16
	%124 = sext i32 %123 to i64
	%125 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %124
	%126 = load float, float addrspace(3)* %125
	%127 = sext i32 %123 to i64
	%128 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %127
	%129 = load i32, i32 addrspace(3)* %128
	%130 = sext i32 %2 to i64
	%131 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %130
	%132 = load float, float addrspace(3)* %131
	%133 = sext i32 %2 to i64
	%134 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %133
	%135 = load i32, i32 addrspace(3)* %134
	%136 = fcmp une float %126, %126
	%137 = fcmp une float %132, %132
	%138 = icmp slt i32 %129, %135
	%139 = fcmp olt float %132, %126
	%140 = fcmp oeq float %126, %132
	%141 = and i1 %140, %138
	%142 = or i1 %139, %141
	%143 = xor i1 %137, true
	%144 = or i1 %143, %138
	%145 = select i1 %137, i1 false, i1 %142
	%146 = select i1 %136, i1 %144, i1 %145
	br i1 %146, label %then20, label %join21

join19:
	call void @llvm.nvvm.barrier0()
	%147 = icmp slt i32 %2, 8
	br i1 %147, label %then22, label %join23

then20:
	%148 = sext i32 %2 to i64
	%149 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %148
	store float %126, float addrspace(3)* %149
	%150 = sext i32 %2 to i64
	%151 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %150
	store i32 %129, i32 addrspace(3)* %151
	br label %join21

join21:
	br label %join19

then22:
	%152 = add i32 %2, 8
	%153 = sext i32 %152 to i64
	%154 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %153
	%155 = load float, float addrspace(3)* %154
	%156 = sext i32 %152 to i64
	%157 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %156
	%158 = load i32, i32 addrspace(3)* %157
	%159 = sext i32 %2 to i64
	%160 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %159
	%161 = load float, float addrspace(3)* %160
	%162 = sext i32 %2 to i64
	%163 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %162
	%164 = load i32, i32 addrspace(3)* %163
	%165 = fcmp une float %155, %155
	%166 = fcmp une float %161, %161
	%167 = icmp slt i32 %158, %164
	%168 = fcmp olt float %161, %155
	%169 = fcmp oeq float %155, %161
	%170 = and i1 %169, %167
	%171 = or i1 %168, %170
	%172 = xor i1 %166, true
	%173 = or i1 %172, %167
	%174 = select i1 %166, i1 false, i1 %171
	%175 = select i1 %165, i1 %173, i1 %174
	br i1 %175, label %then24, label %join25

join23:
	call void @llvm.nvvm.barrier0()
	%176 = icmp slt i32 %2, 4
	br i1 %176, label %then26, label %join27

then24:
	%177 = sext i32 %2 to i64
	%178 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %177
	store float %155, float addrspace(3)* %178
	%179 = sext i32 %2 to i64
	%180 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %179
	store i32 %158, i32 addrspace(3)* %180
	br label %join25

join25:
	br label %join23

then26:
	%181 = add i32 %2, 4
	%182 = sext i32 %181 to i64
	%183 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %182
	%184 = load float, float addrspace(3)* %183
	%185 = sext i32 %181 to i64
	%186 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %185
	%187 = load i32, i32 addrspace(3)* %186
	%188 = sext i32 %2 to i64
	%189 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %188
	%190 = load float, float addrspace(3)* %189
	%191 = sext i32 %2 to i64
	%192 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %191
	%193 = load i32, i32 addrspace(3)* %192
	%194 = fcmp une float %184, %184
	%195 = fcmp une float %190, %190
	%196 = icmp slt i32 %187, %193
	%197 = fcmp olt float %190, %184
	%198 = fcmp oeq float %184, %190
	%199 = and i1 %198, %196
	%200 = or i1 %197, %199
	%201 = xor i1 %195, true
	%202 = or i1 %201, %196
	%203 = select i1 %195, i1 false, i1 %200
	%204 = select i1 %194, i1 %202, i1 %203
	br i1 %204, label %then28, label %join29

join27:
	call void @llvm.nvvm.barrier0()
	%205 = icmp slt i32 %2, 2
	br i1 %205, label %then30, label %join31

then28:
	%206 = sext i32 %2 to i64
	%207 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %206
	store float %184, float addrspace(3)* %207
	%208 = sext i32 %2 to i64
	%209 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %208
	store i32 %187, i32 addrspace(3)* %209
	br label %join29

join29:
	br label %join27

then30:
	%210 = add i32 %2, 2
	%211 = sext i32 %210 to i64
	%212 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %211
	%213 = load float, float addrspace(3)* %212
	%214 = sext i32 %210 to i64
	%215 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %214
	%216 = load i32, i32 addrspace(3)* %215
	%217 = sext i32 %2 to i64
	%218 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %217
	%219 = load float, float addrspace(3)* %218
	%220 = sext i32 %2 to i64
	%221 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %220
	%222 = load i32, i32 addrspace(3)* %221
	%223 = fcmp une float %213, %213
	%224 = fcmp une float %219, %219
	%225 = icmp slt i32 %216, %222
	%226 = fcmp olt float %219, %213
	%227 = fcmp oeq float %213, %219
	%228 = and i1 %227, %225
	%229 = or i1 %226, %228
	%230 = xor i1 %224, true
	%231 = or i1 %230, %225
	%232 = select i1 %224, i1 false, i1 %229
	%233 = select i1 %223, i1 %231, i1 %232
	br i1 %233, label %then32, label %join33

join31:
	call void @llvm.nvvm.barrier0()
	%234 = icmp slt i32 %2, 1
	br i1 %234, label %then34, label %join35

then32:
	%235 = sext i32 %2 to i64
	%236 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %235
	store float %213, float addrspace(3)* %236
	%237 = sext i32 %2 to i64
	%238 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %237
	store i32 %216, i32 addrspace(3)* %238
	br label %join33

join33:
	br label %join31

then34:
	%239 = add i32 %2, 1
	%240 = sext i32 %239 to i64
	%241 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %240
	%242 = load float, float addrspace(3)* %241
	%243 = sext i32 %239 to i64
	%244 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %243
	%245 = load i32, i32 addrspace(3)* %244
	%246 = sext i32 %2 to i64
	%247 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %246
	%248 = load float, float addrspace(3)* %247
	%249 = sext i32 %2 to i64
	%250 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %249
	%251 = load i32, i32 addrspace(3)* %250
	%252 = fcmp une float %242, %242
	%253 = fcmp une float %248, %248
	%254 = icmp slt i32 %245, %251
	%255 = fcmp olt float %248, %242
	%256 = fcmp oeq float %242, %248
	%257 = and i1 %256, %254
	%258 = or i1 %255, %257
	%259 = xor i1 %253, true
	%260 = or i1 %259, %254
	%261 = select i1 %253, i1 false, i1 %258
	%262 = select i1 %252, i1 %260, i1 %261
	br i1 %262, label %then36, label %join37

join35:
	call void @llvm.nvvm.barrier0()
	%263 = sext i32 0 to i64
	%264 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %263
	%265 = load float, float addrspace(3)* %264
	%266 = sext i32 0 to i64
	%267 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %266
	%268 = load i32, i32 addrspace(3)* %267
	%269 = icmp eq i32 %2, 0
	br i1 %269, label %then38, label %join39

then36:
	%270 = sext i32 %2 to i64
	%271 = getelementptr [256 x float], [256 x float] addrspace(3)* @argmax_merge_p3.smem39, i64 0, i64 %270
	store float %242, float addrspace(3)* %271
	%272 = sext i32 %2 to i64
	%273 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @argmax_merge_p3.smem40, i64 0, i64 %272
	store i32 %245, i32 addrspace(3)* %273
	br label %join37

join37:
	br label %join35

then38:
	%274 = sext i32 %3 to i64
	%275 = getelementptr i32, i32 addrspace(1)* %out, i64 %274
	store i32 %268, i32 addrspace(1)* %275
	br label %join39

join39:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
