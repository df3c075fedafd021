target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sample_f32_v96.smem29 = internal addrspace(3) global [256 x float] undef, align 16
@sample_f32_v96.smem214 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem354 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem463 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem581 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem699 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem839 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem963 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1092 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1221 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1385 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1518 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1656 = internal addrspace(3) global [256 x double] undef, align 16
@sample_f32_v96.smem1979 = internal addrspace(3) global [256 x float] undef, align 16
@sample_f32_v96.smem1980 = internal addrspace(3) global [256 x i32] undef, align 16

define ptx_kernel void @sample_f32_v96(i32 addrspace(1)* %out, float addrspace(1)* %logits, float addrspace(1)* %probs, float addrspace(1)* %temperature, i32 addrspace(1)* %top_k, float addrspace(1)* %top_p, i64 addrspace(1)* %seed, i32 addrspace(1)* %position, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca double
	%2 = alloca i32
	%3 = alloca i32
	%4 = alloca i32
	%5 = alloca i32
	%6 = alloca double
	%7 = alloca double
	%8 = alloca i32
	%9 = alloca i32
	%10 = alloca double
	%11 = alloca double
	%12 = alloca i32
	%13 = alloca i32
	%14 = alloca i32
	%15 = alloca i32
	%16 = alloca double
	%17 = alloca double
	%18 = alloca i32
	%19 = alloca i32
	%20 = alloca double
	%21 = alloca double
	%22 = alloca i32
	%23 = alloca i32
	%24 = alloca double
	%25 = alloca double
	%26 = alloca i32
	%27 = alloca i32
	%28 = alloca double
	%29 = alloca float
	%30 = alloca i32
	br label %body

body:
	%31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%32 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%33 = mul i32 %32, 96
	%34 = sext i32 %32 to i64
	%35 = getelementptr float, float addrspace(1)* %temperature, i64 %34
	%36 = load float, float addrspace(1)* %35
	%37 = fcmp olt float 0.0, %36
	br i1 %37, label %then1, label %else3

then1:
	store float 0xFFF0000000000000, float* %0
	br label %loop4

join2:
	ret void

else3:
	store float 0xFFF0000000000000, float* %29
	store i32 u0x7FFFFFFF, i32* %30
	br label %loop314

loop4:
	%38 = phi i32 [ %31, %then1 ], [ %51, %join8 ]
	%39 = icmp slt i32 %38, 96
	br i1 %39, label %body5, label %done6

body5:
	%40 = add i32 %33, %38
	%41 = sext i32 %40 to i64
	%42 = getelementptr float, float addrspace(1)* %logits, i64 %41
	%43 = load float, float addrspace(1)* %42
	%44 = fdiv float %43, %36
	%45 = load float, float* %0
	%46 = fcmp olt float %45, %44
	br i1 %46, label %then7, label %join8

done6:
	%47 = load float, float* %0
	%48 = sext i32 %31 to i64
	%49 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %48
	store float %47, float addrspace(3)* %49
	call void @llvm.nvvm.barrier0()
	%50 = icmp slt i32 %31, 128
	br i1 %50, label %then9, label %join10

then7:
	store float %44, float* %0
	br label %join8

join8:
	%51 = add i32 %38, 256
	br label %loop4

then9:
	%52 = add i32 %31, 128
	%53 = sext i32 %52 to i64
	%54 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %53
	%55 = load float, float addrspace(3)* %54
	%56 = sext i32 %31 to i64
	%57 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %56
	%58 = load float, float addrspace(3)* %57
	%59 = fcmp olt float %58, %55
	br i1 %59, label %then11, label %join12

join10:
	call void @llvm.nvvm.barrier0()
	%60 = icmp slt i32 %31, 64
	br i1 %60, label %then13, label %join14

then11:
	%61 = sext i32 %31 to i64
	%62 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %61
	store float %55, float addrspace(3)* %62
	br label %join12

join12:
	br label %join10

then13:
	%63 = add i32 %31, 64
	%64 = sext i32 %63 to i64
	%65 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %64
	%66 = load float, float addrspace(3)* %65
	%67 = sext i32 %31 to i64
	%68 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %67
	%69 = load float, float addrspace(3)* %68
	%70 = fcmp olt float %69, %66
	br i1 %70, label %then15, label %join16

join14:
	call void @llvm.nvvm.barrier0()
	%71 = icmp slt i32 %31, 32
	br i1 %71, label %then17, label %join18

then15:
	%72 = sext i32 %31 to i64
	%73 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %72
	store float %66, float addrspace(3)* %73
	br label %join16

join16:
	br label %join14

then17:
	%74 = add i32 %31, 32
	%75 = sext i32 %74 to i64
	%76 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %75
	%77 = load float, float addrspace(3)* %76
	%78 = sext i32 %31 to i64
	%79 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %78
	%80 = load float, float addrspace(3)* %79
	%81 = fcmp olt float %80, %77
	br i1 %81, label %then19, label %join20

join18:
	call void @llvm.nvvm.barrier0()
	%82 = icmp slt i32 %31, 16
	br i1 %82, label %then21, label %join22

then19:
	%83 = sext i32 %31 to i64
	%84 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %83
	store float %77, float addrspace(3)* %84
	br label %join20

join20:
	br label %join18

then21:
	%85 = add i32 %31, 16
	%86 = sext i32 %85 to i64
	%87 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %86
	%88 = load float, float addrspace(3)* %87
	%89 = sext i32 %31 to i64
	%90 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %89
	%91 = load float, float addrspace(3)* %90
	%92 = fcmp olt float %91, %88
	br i1 %92, label %then23, label %join24

join22:
	call void @llvm.nvvm.barrier0()
	%93 = icmp slt i32 %31, 8
	br i1 %93, label %then25, label %join26

then23:
	%94 = sext i32 %31 to i64
	%95 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %94
	store float %88, float addrspace(3)* %95
	br label %join24

join24:
	br label %join22

then25:
	%96 = add i32 %31, 8
	%97 = sext i32 %96 to i64
	%98 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %97
	%99 = load float, float addrspace(3)* %98
	%100 = sext i32 %31 to i64
	%101 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %100
	%102 = load float, float addrspace(3)* %101
	%103 = fcmp olt float %102, %99
	br i1 %103, label %then27, label %join28

join26:
	call void @llvm.nvvm.barrier0()
	%104 = icmp slt i32 %31, 4
	br i1 %104, label %then29, label %join30

then27:
	%105 = sext i32 %31 to i64
	%106 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %105
	store float %99, float addrspace(3)* %106
	br label %join28

join28:
	br label %join26

then29:
	%107 = add i32 %31, 4
	%108 = sext i32 %107 to i64
	%109 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %108
	%110 = load float, float addrspace(3)* %109
	%111 = sext i32 %31 to i64
	%112 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %111
	%113 = load float, float addrspace(3)* %112
	%114 = fcmp olt float %113, %110
	br i1 %114, label %then31, label %join32

join30:
	call void @llvm.nvvm.barrier0()
	%115 = icmp slt i32 %31, 2
	br i1 %115, label %then33, label %join34

then31:
	%116 = sext i32 %31 to i64
	%117 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %116
	store float %110, float addrspace(3)* %117
	br label %join32

join32:
	br label %join30

then33:
	%118 = add i32 %31, 2
	%119 = sext i32 %118 to i64
	%120 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %119
	%121 = load float, float addrspace(3)* %120
	%122 = sext i32 %31 to i64
	%123 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %122
	%124 = load float, float addrspace(3)* %123
	%125 = fcmp olt float %124, %121
	br i1 %125, label %then35, label %join36

join34:
	call void @llvm.nvvm.barrier0()
	%126 = icmp slt i32 %31, 1
	br i1 %126, label %then37, label %join38

then35:
	%127 = sext i32 %31 to i64
	%128 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %127
	store float %121, float addrspace(3)* %128
	br label %join36

join36:
	br label %join34

then37:
	%129 = add i32 %31, 1
	%130 = sext i32 %129 to i64
	%131 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %130
	%132 = load float, float addrspace(3)* %131
	%133 = sext i32 %31 to i64
	%134 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %133
	%135 = load float, float addrspace(3)* %134
	%136 = fcmp olt float %135, %132
	br i1 %136, label %then39, label %join40

join38:
	call void @llvm.nvvm.barrier0()
	%137 = sext i32 0 to i64
	%138 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %137
	%139 = load float, float addrspace(3)* %138
	store double 0.0, double* %1
	br label %loop41

then39:
	%140 = sext i32 %31 to i64
	%141 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %140
	store float %132, float addrspace(3)* %141
	br label %join40

join40:
	br label %join38

loop41:
	%142 = phi i32 [ %31, %join38 ], [ %205, %body42 ]
	%143 = icmp slt i32 %142, 96
	br i1 %143, label %body42, label %done43

body42:
	%144 = load double, double* %1
	%145 = add i32 %33, %142
	%146 = sext i32 %145 to i64
	%147 = getelementptr float, float addrspace(1)* %logits, i64 %146
	%148 = load float, float addrspace(1)* %147
	%149 = fdiv float %148, %36
	%150 = fsub float %149, %139
	%151 = fpext float %150 to double
	%152 = fcmp olt double %151, -745.0
	%153 = select i1 %152, double -745.0, double %151
	%154 = fcmp olt double 710.0, %153
	%155 = select i1 %154, double 710.0, double %153
	%156 = fmul double %155, 0x3FF71547652B82FE
	%157 = call double @llvm.rint.f64(double %156)
	%158 = fmul double %157, 0x3FE62E42FEE00000
	%159 = fsub double %155, %158
	%160 = fmul double %157, 0x3DEA39EF35793C76
	%161 = fsub double %159, %160
	%162 = fmul double 0x3DE6124613A86D09, %161
	%163 = fadd double %162, 0x3E21EED8EFF8D898
	%164 = fmul double %163, %161
	%165 = fadd double %164, 0x3E5AE64567F544E4
	%166 = fmul double %165, %161
	%167 = fadd double %166, 0x3E927E4FB7789F5C
	%168 = fmul double %167, %161
	%169 = fadd double %168, 0x3EC71DE3A556C734
	%170 = fmul double %169, %161
	%171 = fadd double %170, 0x3EFA01A01A01A01A
	%172 = fmul double %171, %161
	%173 = fadd double %172, 0x3F2A01A01A01A01A
	%174 = fmul double %173, %161
	%175 = fadd double %174, 0x3F56C16C16C16C17
	%176 = fmul double %175, %161
	%177 = fadd double %176, 0x3F81111111111111
	%178 = fmul double %177, %161
	%179 = fadd double %178, 0x3FA5555555555555
	%180 = fmul double %179, %161
	%181 = fadd double %180, 0x3FC5555555555555
	%182 = fmul double %181, %161
	%183 = fadd double %182, 0.5
	%184 = fmul double %183, %161
	%185 = fadd double %184, 1.0
	%186 = fmul double %185, %161
	%187 = fadd double %186, 1.0
	%188 = fptosi double %157 to i64
	%189 = sdiv i64 %188, 2
	%190 = sub i64 %188, %189
	%191 = add i64 %189, 1023
	%192 = shl i64 %191, 52
	%193 = bitcast i64 %192 to double
	%194 = fmul double %187, %193
	%195 = add i64 %190, 1023
	%196 = shl i64 %195, 52
	%197 = bitcast i64 %196 to double
	%198 = fmul double %194, %197
	%199 = fptrunc double %198 to float
	%200 = add i32 %33, %142
	%201 = sext i32 %200 to i64
	%202 = getelementptr float, float addrspace(1)* %probs, i64 %201
	store float %199, float addrspace(1)* %202
	%203 = fpext float %199 to double
	%204 = fadd double %144, %203
	store double %204, double* %1
	%205 = add i32 %142, 256
	br label %loop41

done43:
	%206 = load double, double* %1
	%207 = sext i32 %31 to i64
	%208 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %207
	store double %206, double addrspace(3)* %208
	call void @llvm.nvvm.barrier0()
	%209 = icmp slt i32 %31, 128
	br i1 %209, label %then44, label %join45

then44:
	%210 = sext i32 %31 to i64
	%211 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %210
	%212 = load double, double addrspace(3)* %211
	%213 = add i32 %31, 128
	%214 = sext i32 %213 to i64
	%215 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %214
	%216 = load double, double addrspace(3)* %215
	%217 = fadd double %212, %216
	%218 = sext i32 %31 to i64
	%219 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %218
	store double %217, double addrspace(3)* %219
	br label %join45

join45:
	call void @llvm.nvvm.barrier0()
	%220 = icmp slt i32 %31, 64
	br i1 %220, label %then46, label %join47

then46:
	%221 = sext i32 %31 to i64
	%222 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %221
	%223 = load double, double addrspace(3)* %222
	%224 = add i32 %31, 64
	%225 = sext i32 %224 to i64
	%226 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %225
	%227 = load double, double addrspace(3)* %226
	%228 = fadd double %223, %227
	%229 = sext i32 %31 to i64
	%230 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %229
	store double %228, double addrspace(3)* %230
	br label %join47

join47:
	call void @llvm.nvvm.barrier0()
	%231 = icmp slt i32 %31, 32
	br i1 %231, label %then48, label %join49

then48:
	%232 = sext i32 %31 to i64
	%233 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %232
	%234 = load double, double addrspace(3)* %233
	%235 = add i32 %31, 32
	%236 = sext i32 %235 to i64
	%237 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %236
	%238 = load double, double addrspace(3)* %237
	%239 = fadd double %234, %238
	%240 = sext i32 %31 to i64
	%241 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %240
	store double %239, double addrspace(3)* %241
	br label %join49

join49:
	call void @llvm.nvvm.barrier0()
	%242 = icmp slt i32 %31, 16
	br i1 %242, label %then50, label %join51

then50:
	%243 = sext i32 %31 to i64
	%244 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %243
	%245 = load double, double addrspace(3)* %244
	%246 = add i32 %31, 16
	%247 = sext i32 %246 to i64
	%248 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %247
	%249 = load double, double addrspace(3)* %248
	%250 = fadd double %245, %249
	%251 = sext i32 %31 to i64
	%252 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %251
	store double %250, double addrspace(3)* %252
	br label %join51

join51:
	call void @llvm.nvvm.barrier0()
	%253 = icmp slt i32 %31, 8
	br i1 %253, label %then52, label %join53

then52:
	%254 = sext i32 %31 to i64
	%255 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %254
	%256 = load double, double addrspace(3)* %255
	%257 = add i32 %31, 8
	%258 = sext i32 %257 to i64
	%259 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %258
	%260 = load double, double addrspace(3)* %259
	%261 = fadd double %256, %260
	%262 = sext i32 %31 to i64
	%263 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %262
	store double %261, double addrspace(3)* %263
	br label %join53

join53:
	call void @llvm.nvvm.barrier0()
	%264 = icmp slt i32 %31, 4
	br i1 %264, label %then54, label %join55

then54:
	%265 = sext i32 %31 to i64
	%266 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %265
	%267 = load double, double addrspace(3)* %266
	%268 = add i32 %31, 4
	%269 = sext i32 %268 to i64
	%270 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %269
	%271 = load double, double addrspace(3)* %270
	%272 = fadd double %267, %271
	%273 = sext i32 %31 to i64
	%274 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %273
	store double %272, double addrspace(3)* %274
	br label %join55

join55:
	call void @llvm.nvvm.barrier0()
	%275 = icmp slt i32 %31, 2
	br i1 %275, label %then56, label %join57

then56:
	%276 = sext i32 %31 to i64
	%277 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %276
	%278 = load double, double addrspace(3)* %277
	%279 = add i32 %31, 2
	%280 = sext i32 %279 to i64
	%281 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %280
	%282 = load double, double addrspace(3)* %281
	%283 = fadd double %278, %282
	%284 = sext i32 %31 to i64
	%285 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %284
	store double %283, double addrspace(3)* %285
	br label %join57

join57:
	call void @llvm.nvvm.barrier0()
	%286 = icmp slt i32 %31, 1
	br i1 %286, label %then58, label %join59

then58:
	%287 = sext i32 %31 to i64
	%288 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %287
	%289 = load double, double addrspace(3)* %288
	%290 = add i32 %31, 1
	%291 = sext i32 %290 to i64
	%292 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %291
	%293 = load double, double addrspace(3)* %292
	%294 = fadd double %289, %293
	%295 = sext i32 %31 to i64
	%296 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %295
	store double %294, double addrspace(3)* %296
	br label %join59

join59:
	call void @llvm.nvvm.barrier0()
	%297 = sext i32 0 to i64
	%298 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %297
	%299 = load double, double addrspace(3)* %298
	call void @llvm.nvvm.barrier0()
	%300 = fptrunc double %299 to float
	br label %loop60

loop60:
	%301 = phi i32 [ %31, %join59 ], [ %311, %body61 ]
	%302 = icmp slt i32 %301, 96
	br i1 %302, label %body61, label %done62

body61:
	%303 = add i32 %33, %301
	%304 = add i32 %33, %301
	%305 = sext i32 %304 to i64
	%306 = getelementptr float, float addrspace(1)* %probs, i64 %305
	%307 = load float, float addrspace(1)* %306
	%308 = fdiv float %307, %300
	%309 = sext i32 %303 to i64
	%310 = getelementptr float, float addrspace(1)* %probs, i64 %309
	store float %308, float addrspace(1)* %310
	%311 = add i32 %301, 256
	br label %loop60

done62:
	call void @llvm.nvvm.barrier0()
	%312 = sext i32 %32 to i64
	%313 = getelementptr i32, i32 addrspace(1)* %top_k, i64 %312
	%314 = load i32, i32 addrspace(1)* %313
	%315 = icmp sle i32 %314, 0
	%316 = icmp sle i32 96, %314
	%317 = or i1 %315, %316
	%318 = sitofp i32 %314 to double
	store i32 -1, i32* %2
	store i32 0, i32* %3
	%319 = xor i1 %317, true
	br i1 %319, label %then63, label %join64

then63:
	store i32 0, i32* %4
	store i32 1065353217, i32* %5
	br label %loop65

join64:
	%320 = load i32, i32* %2
	%321 = load i32, i32* %3
	store double 0.0, double* %11
	br label %loop134

loop65:
	%322 = phi i32 [ 0, %then63 ], [ %437, %join88 ]
	%323 = icmp slt i32 %322, 31
	br i1 %323, label %body66, label %done67

body66:
	%324 = load i32, i32* %4
	%325 = load i32, i32* %5
	%326 = sub i32 %325, %324
	%327 = sdiv i32 %326, 2
	%328 = add i32 %324, %327
	store double 0.0, double* %6
	br label %loop68

done67:
	%329 = load i32, i32* %5
	store i32 %329, i32* %2
	store double 0.0, double* %7
	br label %loop90

loop68:
	%330 = phi i32 [ %31, %body66 ], [ %341, %body69 ]
	%331 = icmp slt i32 %330, 96
	br i1 %331, label %body69, label %done70

body69:
	%332 = load double, double* %6
	%333 = add i32 %33, %330
	%334 = sext i32 %333 to i64
	%335 = getelementptr float, float addrspace(1)* %probs, i64 %334
	%336 = load float, float addrspace(1)* %335
	%337 = bitcast float %336 to i32
	%338 = icmp slt i32 %328, %337
	%339 = select i1 %338, double 1.0, double 0.0
	%340 = fadd double %332, %339
	store double %340, double* %6
	%341 = add i32 %330, 256
	br label %loop68

done70:
	%342 = load double, double* %6
	%343 = sext i32 %31 to i64
	%344 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %343
	store double %342, double addrspace(3)* %344
	call void @llvm.nvvm.barrier0()
	%345 = icmp slt i32 %31, 128
	br i1 %345, label %then71, label %join72

then71:
	%346 = sext i32 %31 to i64
	%347 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %346
	%348 = load double, double addrspace(3)* %347
	%349 = add i32 %31, 128
	%350 = sext i32 %349 to i64
	%351 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %350
	%352 = load double, double addrspace(3)* %351
	%353 = fadd double %348, %352
	%354 = sext i32 %31 to i64
	%355 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %354
	store double %353, double addrspace(3)* %355
	br label %join72

join72:
	call void @llvm.nvvm.barrier0()
	%356 = icmp slt i32 %31, 64
	br i1 %356, label %then73, label %join74

then73:
	%357 = sext i32 %31 to i64
	%358 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %357
	%359 = load double, double addrspace(3)* %358
	%360 = add i32 %31, 64
	%361 = sext i32 %360 to i64
	%362 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %361
	%363 = load double, double addrspace(3)* %362
	%364 = fadd double %359, %363
	%365 = sext i32 %31 to i64
	%366 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %365
	store double %364, double addrspace(3)* %366
	br label %join74

join74:
	call void @llvm.nvvm.barrier0()
	%367 = icmp slt i32 %31, 32
	br i1 %367, label %then75, label %join76

then75:
	%368 = sext i32 %31 to i64
	%369 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %368
	%370 = load double, double addrspace(3)* %369
	%371 = add i32 %31, 32
	%372 = sext i32 %371 to i64
	%373 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %372
	%374 = load double, double addrspace(3)* %373
	%375 = fadd double %370, %374
	%376 = sext i32 %31 to i64
	%377 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %376
	store double %375, double addrspace(3)* %377
	br label %join76

join76:
	call void @llvm.nvvm.barrier0()
	%378 = icmp slt i32 %31, 16
	br i1 %378, label %then77, label %join78

then77:
	%379 = sext i32 %31 to i64
	%380 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %379
	%381 = load double, double addrspace(3)* %380
	%382 = add i32 %31, 16
	%383 = sext i32 %382 to i64
	%384 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %383
	%385 = load double, double addrspace(3)* %384
	%386 = fadd double %381, %385
	%387 = sext i32 %31 to i64
	%388 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %387
	store double %386, double addrspace(3)* %388
	br label %join78

join78:
	call void @llvm.nvvm.barrier0()
	%389 = icmp slt i32 %31, 8
	br i1 %389, label %then79, label %join80

then79:
	%390 = sext i32 %31 to i64
	%391 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %390
	%392 = load double, double addrspace(3)* %391
	%393 = add i32 %31, 8
	%394 = sext i32 %393 to i64
	%395 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %394
	%396 = load double, double addrspace(3)* %395
	%397 = fadd double %392, %396
	%398 = sext i32 %31 to i64
	%399 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %398
	store double %397, double addrspace(3)* %399
	br label %join80

join80:
	call void @llvm.nvvm.barrier0()
	%400 = icmp slt i32 %31, 4
	br i1 %400, label %then81, label %join82

then81:
	%401 = sext i32 %31 to i64
	%402 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %401
	%403 = load double, double addrspace(3)* %402
	%404 = add i32 %31, 4
	%405 = sext i32 %404 to i64
	%406 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %405
	%407 = load double, double addrspace(3)* %406
	%408 = fadd double %403, %407
	%409 = sext i32 %31 to i64
	%410 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %409
	store double %408, double addrspace(3)* %410
	br label %join82

join82:
	call void @llvm.nvvm.barrier0()
	%411 = icmp slt i32 %31, 2
	br i1 %411, label %then83, label %join84

then83:
	%412 = sext i32 %31 to i64
	%413 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %412
	%414 = load double, double addrspace(3)* %413
	%415 = add i32 %31, 2
	%416 = sext i32 %415 to i64
	%417 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %416
	%418 = load double, double addrspace(3)* %417
	%419 = fadd double %414, %418
	%420 = sext i32 %31 to i64
	%421 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %420
	store double %419, double addrspace(3)* %421
	br label %join84

join84:
	call void @llvm.nvvm.barrier0()
	%422 = icmp slt i32 %31, 1
	br i1 %422, label %then85, label %join86

then85:
	%423 = sext i32 %31 to i64
	%424 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %423
	%425 = load double, double addrspace(3)* %424
	%426 = add i32 %31, 1
	%427 = sext i32 %426 to i64
	%428 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %427
	%429 = load double, double addrspace(3)* %428
	%430 = fadd double %425, %429
	%431 = sext i32 %31 to i64
	%432 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %431
	store double %430, double addrspace(3)* %432
	br label %join86

join86:
	call void @llvm.nvvm.barrier0()
	%433 = sext i32 0 to i64
	%434 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %433
	%435 = load double, double addrspace(3)* %434
	call void @llvm.nvvm.barrier0()
	%436 = fcmp olt double %435, %318
	br i1 %436, label %then87, label %else89

then87:
	store i32 %328, i32* %5
	br label %join88

join88:
	%437 = add i32 %322, 1
	br label %loop65

else89:
	%438 = add i32 %328, 1
	store i32 %438, i32* %4
	br label %join88

loop90:
	%439 = phi i32 [ %31, %done67 ], [ %450, %body91 ]
	%440 = icmp slt i32 %439, 96
	br i1 %440, label %body91, label %done92

body91:
	%441 = load double, double* %7
	%442 = add i32 %33, %439
	%443 = sext i32 %442 to i64
	%444 = getelementptr float, float addrspace(1)* %probs, i64 %443
	%445 = load float, float addrspace(1)* %444
	%446 = bitcast float %445 to i32
	%447 = icmp slt i32 %329, %446
	%448 = select i1 %447, double 1.0, double 0.0
	%449 = fadd double %441, %448
	store double %449, double* %7
	%450 = add i32 %439, 256
	br label %loop90

done92:
	%451 = load double, double* %7
	%452 = sext i32 %31 to i64
	%453 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %452
	store double %451, double addrspace(3)* %453
	call void @llvm.nvvm.barrier0()
	%454 = icmp slt i32 %31, 128
	br i1 %454, label %then93, label %join94

then93:
	%455 = sext i32 %31 to i64
	%456 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %455
	%457 = load double, double addrspace(3)* %456
	%458 = add i32 %31, 128
	%459 = sext i32 %458 to i64
	%460 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %459
	%461 = load double, double addrspace(3)* %460
	%462 = fadd double %457, %461
	%463 = sext i32 %31 to i64
	%464 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %463
	store double %462, double addrspace(3)* %464
	br label %join94

join94:
	call void @llvm.nvvm.barrier0()
	%465 = icmp slt i32 %31, 64
	br i1 %465, label %then95, label %join96

then95:
	%466 = sext i32 %31 to i64
	%467 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %466
	%468 = load double, double addrspace(3)* %467
	%469 = add i32 %31, 64
	%470 = sext i32 %469 to i64
	%471 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %470
	%472 = load double, double addrspace(3)* %471
	%473 = fadd double %468, %472
	%474 = sext i32 %31 to i64
	%475 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %474
	store double %473, double addrspace(3)* %475
	br label %join96

join96:
	call void @llvm.nvvm.barrier0()
	%476 = icmp slt i32 %31, 32
	br i1 %476, label %then97, label %join98

then97:
	%477 = sext i32 %31 to i64
	%478 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %477
	%479 = load double, double addrspace(3)* %478
	%480 = add i32 %31, 32
	%481 = sext i32 %480 to i64
	%482 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %481
	%483 = load double, double addrspace(3)* %482
	%484 = fadd double %479, %483
	%485 = sext i32 %31 to i64
	%486 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %485
	store double %484, double addrspace(3)* %486
	br label %join98

join98:
	call void @llvm.nvvm.barrier0()
	%487 = icmp slt i32 %31, 16
	br i1 %487, label %then99, label %join100

then99:
	%488 = sext i32 %31 to i64
	%489 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %488
	%490 = load double, double addrspace(3)* %489
	%491 = add i32 %31, 16
	%492 = sext i32 %491 to i64
	%493 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %492
	%494 = load double, double addrspace(3)* %493
	%495 = fadd double %490, %494
	%496 = sext i32 %31 to i64
	%497 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %496
	store double %495, double addrspace(3)* %497
	br label %join100

join100:
	call void @llvm.nvvm.barrier0()
	%498 = icmp slt i32 %31, 8
	br i1 %498, label %then101, label %join102

then101:
	%499 = sext i32 %31 to i64
	%500 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %499
	%501 = load double, double addrspace(3)* %500
	%502 = add i32 %31, 8
	%503 = sext i32 %502 to i64
	%504 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %503
	%505 = load double, double addrspace(3)* %504
	%506 = fadd double %501, %505
	%507 = sext i32 %31 to i64
	%508 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %507
	store double %506, double addrspace(3)* %508
	br label %join102

join102:
	call void @llvm.nvvm.barrier0()
	%509 = icmp slt i32 %31, 4
	br i1 %509, label %then103, label %join104

then103:
	%510 = sext i32 %31 to i64
	%511 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %510
	%512 = load double, double addrspace(3)* %511
	%513 = add i32 %31, 4
	%514 = sext i32 %513 to i64
	%515 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %514
	%516 = load double, double addrspace(3)* %515
	%517 = fadd double %512, %516
	%518 = sext i32 %31 to i64
	%519 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %518
	store double %517, double addrspace(3)* %519
	br label %join104

join104:
	call void @llvm.nvvm.barrier0()
	%520 = icmp slt i32 %31, 2
	br i1 %520, label %then105, label %join106

then105:
	%521 = sext i32 %31 to i64
	%522 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %521
	%523 = load double, double addrspace(3)* %522
	%524 = add i32 %31, 2
	%525 = sext i32 %524 to i64
	%526 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %525
	%527 = load double, double addrspace(3)* %526
	%528 = fadd double %523, %527
	%529 = sext i32 %31 to i64
	%530 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %529
	store double %528, double addrspace(3)* %530
	br label %join106

join106:
	call void @llvm.nvvm.barrier0()
	%531 = icmp slt i32 %31, 1
	br i1 %531, label %then107, label %join108

then107:
	%532 = sext i32 %31 to i64
	%533 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %532
	%534 = load double, double addrspace(3)* %533
	%535 = add i32 %31, 1
	%536 = sext i32 %535 to i64
	%537 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %536
	%538 = load double, double addrspace(3)* %537
	%539 = fadd double %534, %538
	%540 = sext i32 %31 to i64
	%541 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %540
	store double %539, double addrspace(3)* %541
	br label %join108

join108:
	call void @llvm.nvvm.barrier0()
	%542 = sext i32 0 to i64
	%543 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %542
	%544 = load double, double addrspace(3)* %543
	call void @llvm.nvvm.barrier0()
	%545 = fsub double %318, %544
	store i32 0, i32* %8
	store i32 96, i32* %9
	br label %loop109

loop109:
	%546 = phi i32 [ 0, %join108 ], [ %663, %join132 ]
	%547 = icmp slt i32 %546, 8
	br i1 %547, label %body110, label %done111

body110:
	%548 = load i32, i32* %8
	%549 = load i32, i32* %9
	%550 = sub i32 %549, %548
	%551 = sdiv i32 %550, 2
	%552 = add i32 %548, %551
	store double 0.0, double* %10
	br label %loop112

done111:
	%553 = load i32, i32* %9
	store i32 %553, i32* %3
	br label %join64

loop112:
	%554 = phi i32 [ %31, %body110 ], [ %567, %body113 ]
	%555 = icmp slt i32 %554, 96
	br i1 %555, label %body113, label %done114

body113:
	%556 = load double, double* %10
	%557 = add i32 %33, %554
	%558 = sext i32 %557 to i64
	%559 = getelementptr float, float addrspace(1)* %probs, i64 %558
	%560 = load float, float addrspace(1)* %559
	%561 = bitcast float %560 to i32
	%562 = icmp eq i32 %561, %329
	%563 = icmp slt i32 %554, %552
	%564 = and i1 %562, %563
	%565 = select i1 %564, double 1.0, double 0.0
	%566 = fadd double %556, %565
	store double %566, double* %10
	%567 = add i32 %554, 256
	br label %loop112

done114:
	%568 = load double, double* %10
	%569 = sext i32 %31 to i64
	%570 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %569
	store double %568, double addrspace(3)* %570
	call void @llvm.nvvm.barrier0()
	%571 = icmp slt i32 %31, 128
	br i1 %571, label %then115, label %join116

then115:
	%572 = sext i32 %31 to i64
	%573 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %572
	%574 = load double, double addrspace(3)* %573
	%575 = add i32 %31, 128
	%576 = sext i32 %575 to i64
	%577 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %576
	%578 = load double, double addrspace(3)* %577
	%579 = fadd double %574, %578
	%580 = sext i32 %31 to i64
	%581 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %580
	store double %579, double addrspace(3)* %581
	br label %join116

join116:
	call void @llvm.nvvm.barrier0()
	%582 = icmp slt i32 %31, 64
	br i1 %582, label %then117, label %join118

then117:
	%583 = sext i32 %31 to i64
	%584 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %583
	%585 = load double, double addrspace(3)* %584
	%586 = add i32 %31, 64
	%587 = sext i32 %586 to i64
	%588 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %587
	%589 = load double, double addrspace(3)* %588
	%590 = fadd double %585, %589
	%591 = sext i32 %31 to i64
	%592 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %591
	store double %590, double addrspace(3)* %592
	br label %join118

join118:
	call void @llvm.nvvm.barrier0()
	%593 = icmp slt i32 %31, 32
	br i1 %593, label %then119, label %join120

then119:
	%594 = sext i32 %31 to i64
	%595 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %594
	%596 = load double, double addrspace(3)* %595
	%597 = add i32 %31, 32
	%598 = sext i32 %597 to i64
	%599 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %598
	%600 = load double, double addrspace(3)* %599
	%601 = fadd double %596, %600
	%602 = sext i32 %31 to i64
	%603 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %602
	store double %601, double addrspace(3)* %603
	br label %join120

join120:
	call void @llvm.nvvm.barrier0()
	%604 = icmp slt i32 %31, 16
	br i1 %604, label %then121, label %join122

then121:
	%605 = sext i32 %31 to i64
	%606 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %605
	%607 = load double, double addrspace(3)* %606
	%608 = add i32 %31, 16
	%609 = sext i32 %608 to i64
	%610 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %609
	%611 = load double, double addrspace(3)* %610
	%612 = fadd double %607, %611
	%613 = sext i32 %31 to i64
	%614 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %613
	store double %612, double addrspace(3)* %614
	br label %join122

join122:
	call void @llvm.nvvm.barrier0()
	%615 = icmp slt i32 %31, 8
	br i1 %615, label %then123, label %join124

then123:
	%616 = sext i32 %31 to i64
	%617 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %616
	%618 = load double, double addrspace(3)* %617
	%619 = add i32 %31, 8
	%620 = sext i32 %619 to i64
	%621 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %620
	%622 = load double, double addrspace(3)* %621
	%623 = fadd double %618, %622
	%624 = sext i32 %31 to i64
	%625 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %624
	store double %623, double addrspace(3)* %625
	br label %join124

join124:
	call void @llvm.nvvm.barrier0()
	%626 = icmp slt i32 %31, 4
	br i1 %626, label %then125, label %join126

then125:
	%627 = sext i32 %31 to i64
	%628 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %627
	%629 = load double, double addrspace(3)* %628
	%630 = add i32 %31, 4
	%631 = sext i32 %630 to i64
	%632 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %631
	%633 = load double, double addrspace(3)* %632
	%634 = fadd double %629, %633
	%635 = sext i32 %31 to i64
	%636 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %635
	store double %634, double addrspace(3)* %636
	br label %join126

join126:
	call void @llvm.nvvm.barrier0()
	%637 = icmp slt i32 %31, 2
	br i1 %637, label %then127, label %join128

then127:
	%638 = sext i32 %31 to i64
	%639 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %638
	%640 = load double, double addrspace(3)* %639
	%641 = add i32 %31, 2
	%642 = sext i32 %641 to i64
	%643 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %642
	%644 = load double, double addrspace(3)* %643
	%645 = fadd double %640, %644
	%646 = sext i32 %31 to i64
	%647 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %646
	store double %645, double addrspace(3)* %647
	br label %join128

join128:
	call void @llvm.nvvm.barrier0()
	%648 = icmp slt i32 %31, 1
	br i1 %648, label %then129, label %join130

then129:
	%649 = sext i32 %31 to i64
	%650 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %649
	%651 = load double, double addrspace(3)* %650
	%652 = add i32 %31, 1
	%653 = sext i32 %652 to i64
	%654 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %653
	%655 = load double, double addrspace(3)* %654
	%656 = fadd double %651, %655
	%657 = sext i32 %31 to i64
	%658 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %657
	store double %656, double addrspace(3)* %658
	br label %join130

join130:
	call void @llvm.nvvm.barrier0()
	%659 = sext i32 0 to i64
	%660 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %659
	%661 = load double, double addrspace(3)* %660
	call void @llvm.nvvm.barrier0()
	%662 = fcmp ole double %545, %661
	br i1 %662, label %then131, label %else133

then131:
	store i32 %552, i32* %9
	br label %join132

join132:
	%663 = add i32 %546, 1
	br label %loop109

else133:
	%664 = add i32 %552, 1
	store i32 %664, i32* %8
	br label %join132

loop134:
	%665 = phi i32 [ %31, %join64 ], [ %685, %body135 ]
	%666 = icmp slt i32 %665, 96
	br i1 %666, label %body135, label %done136

body135:
	%667 = load double, double* %11
	%668 = add i32 %33, %665
	%669 = sext i32 %668 to i64
	%670 = getelementptr float, float addrspace(1)* %probs, i64 %669
	%671 = load float, float addrspace(1)* %670
	%672 = bitcast float %671 to i32
	%673 = icmp slt i32 %320, %672
	%674 = icmp eq i32 %672, %320
	%675 = icmp slt i32 %665, %321
	%676 = and i1 %674, %675
	%677 = or i1 %673, %676
	%678 = add i32 %33, %665
	%679 = sext i32 %678 to i64
	%680 = getelementptr float, float addrspace(1)* %probs, i64 %679
	%681 = load float, float addrspace(1)* %680
	%682 = fpext float %681 to double
	%683 = select i1 %677, double %682, double 0.0
	%684 = fadd double %667, %683
	store double %684, double* %11
	%685 = add i32 %665, 256
	br label %loop134

done136:
	%686 = load double, double* %11
	%687 = sext i32 %31 to i64
	%688 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %687
	store double %686, double addrspace(3)* %688
	call void @llvm.nvvm.barrier0()
	%689 = icmp slt i32 %31, 128
	br i1 %689, label %then137, label %join138

then137:
	%690 = sext i32 %31 to i64
	%691 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %690
	%692 = load double, double addrspace(3)* %691
	%693 = add i32 %31, 128
	%694 = sext i32 %693 to i64
	%695 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %694
	%696 = load double, double addrspace(3)* %695
	%697 = fadd double %692, %696
	%698 = sext i32 %31 to i64
	%699 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %698
	store double %697, double addrspace(3)* %699
	br label %join138

join138:
	call void @llvm.nvvm.barrier0()
	%700 = icmp slt i32 %31, 64
	br i1 %700, label %then139, label %join140

then139:
	%701 = sext i32 %31 to i64
	%702 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %701
	%703 = load double, double addrspace(3)* %702
	%704 = add i32 %31, 64
	%705 = sext i32 %704 to i64
	%706 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %705
	%707 = load double, double addrspace(3)* %706
	%708 = fadd double %703, %707
	%709 = sext i32 %31 to i64
	%710 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %709
	store double %708, double addrspace(3)* %710
	br label %join140

join140:
	call void @llvm.nvvm.barrier0()
	%711 = icmp slt i32 %31, 32
	br i1 %711, label %then141, label %join142

then141:
	%712 = sext i32 %31 to i64
	%713 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %712
	%714 = load double, double addrspace(3)* %713
	%715 = add i32 %31, 32
	%716 = sext i32 %715 to i64
	%717 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %716
	%718 = load double, double addrspace(3)* %717
	%719 = fadd double %714, %718
	%720 = sext i32 %31 to i64
	%721 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %720
	store double %719, double addrspace(3)* %721
	br label %join142

join142:
	call void @llvm.nvvm.barrier0()
	%722 = icmp slt i32 %31, 16
	br i1 %722, label %then143, label %join144

then143:
	%723 = sext i32 %31 to i64
	%724 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %723
	%725 = load double, double addrspace(3)* %724
	%726 = add i32 %31, 16
	%727 = sext i32 %726 to i64
	%728 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %727
	%729 = load double, double addrspace(3)* %728
	%730 = fadd double %725, %729
	%731 = sext i32 %31 to i64
	%732 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %731
	store double %730, double addrspace(3)* %732
	br label %join144

join144:
	call void @llvm.nvvm.barrier0()
	%733 = icmp slt i32 %31, 8
	br i1 %733, label %then145, label %join146

then145:
	%734 = sext i32 %31 to i64
	%735 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %734
	%736 = load double, double addrspace(3)* %735
	%737 = add i32 %31, 8
	%738 = sext i32 %737 to i64
	%739 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %738
	%740 = load double, double addrspace(3)* %739
	%741 = fadd double %736, %740
	%742 = sext i32 %31 to i64
	%743 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %742
	store double %741, double addrspace(3)* %743
	br label %join146

join146:
	call void @llvm.nvvm.barrier0()
	%744 = icmp slt i32 %31, 4
	br i1 %744, label %then147, label %join148

then147:
	%745 = sext i32 %31 to i64
	%746 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %745
	%747 = load double, double addrspace(3)* %746
	%748 = add i32 %31, 4
	%749 = sext i32 %748 to i64
	%750 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %749
	%751 = load double, double addrspace(3)* %750
	%752 = fadd double %747, %751
	%753 = sext i32 %31 to i64
	%754 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %753
	store double %752, double addrspace(3)* %754
	br label %join148

join148:
	call void @llvm.nvvm.barrier0()
	%755 = icmp slt i32 %31, 2
	br i1 %755, label %then149, label %join150

then149:
	%756 = sext i32 %31 to i64
	%757 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %756
	%758 = load double, double addrspace(3)* %757
	%759 = add i32 %31, 2
	%760 = sext i32 %759 to i64
	%761 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %760
	%762 = load double, double addrspace(3)* %761
	%763 = fadd double %758, %762
	%764 = sext i32 %31 to i64
	%765 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %764
	store double %763, double addrspace(3)* %765
	br label %join150

join150:
	call void @llvm.nvvm.barrier0()
	%766 = icmp slt i32 %31, 1
	br i1 %766, label %then151, label %join152

then151:
	%767 = sext i32 %31 to i64
	%768 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %767
	%769 = load double, double addrspace(3)* %768
	%770 = add i32 %31, 1
	%771 = sext i32 %770 to i64
	%772 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %771
	%773 = load double, double addrspace(3)* %772
	%774 = fadd double %769, %773
	%775 = sext i32 %31 to i64
	%776 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %775
	store double %774, double addrspace(3)* %776
	br label %join152

join152:
	call void @llvm.nvvm.barrier0()
	%777 = sext i32 0 to i64
	%778 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %777
	%779 = load double, double addrspace(3)* %778
	call void @llvm.nvvm.barrier0()
	%780 = sext i32 %32 to i64
	%781 = getelementptr float, float addrspace(1)* %top_p, i64 %780
	%782 = load float, float addrspace(1)* %781
	%783 = fcmp olt float 0.0, %782
	%784 = fcmp olt float %782, 1.0
	%785 = and i1 %783, %784
	store i32 -1, i32* %12
	store i32 0, i32* %13
	br i1 %785, label %then153, label %join154

then153:
	%786 = fpext float %782 to double
	%787 = fmul double %786, %779
	store i32 0, i32* %14
	store i32 1065353217, i32* %15
	br label %loop155

join154:
	%788 = load i32, i32* %12
	%789 = load i32, i32* %13
	store double 0.0, double* %21
	br label %loop224

loop155:
	%790 = phi i32 [ 0, %then153 ], [ %923, %join178 ]
	%791 = icmp slt i32 %790, 31
	br i1 %791, label %body156, label %done157

body156:
	%792 = load i32, i32* %14
	%793 = load i32, i32* %15
	%794 = sub i32 %793, %792
	%795 = sdiv i32 %794, 2
	%796 = add i32 %792, %795
	store double 0.0, double* %16
	br label %loop158

done157:
	%797 = load i32, i32* %15
	%798 = sub i32 %797, 1
	store double 0.0, double* %17
	br label %loop180

loop158:
	%799 = phi i32 [ %31, %body156 ], [ %826, %body159 ]
	%800 = icmp slt i32 %799, 96
	br i1 %800, label %body159, label %done160

body159:
	%801 = load double, double* %16
	%802 = add i32 %33, %799
	%803 = sext i32 %802 to i64
	%804 = getelementptr float, float addrspace(1)* %probs, i64 %803
	%805 = load float, float addrspace(1)* %804
	%806 = bitcast float %805 to i32
	%807 = icmp slt i32 %320, %806
	%808 = icmp eq i32 %806, %320
	%809 = icmp slt i32 %799, %321
	%810 = and i1 %808, %809
	%811 = or i1 %807, %810
	%812 = add i32 %33, %799
	%813 = sext i32 %812 to i64
	%814 = getelementptr float, float addrspace(1)* %probs, i64 %813
	%815 = load float, float addrspace(1)* %814
	%816 = bitcast float %815 to i32
	%817 = icmp sle i32 %796, %816
	%818 = and i1 %811, %817
	%819 = add i32 %33, %799
	%820 = sext i32 %819 to i64
	%821 = getelementptr float, float addrspace(1)* %probs, i64 %820
	%822 = load float, float addrspace(1)* %821
	%823 = fpext float %822 to double
	%824 = select i1 %818, double %823, double 0.0
	%825 = fadd double %801, %824
	store double %825, double* %16
	%826 = add i32 %799, 256
	br label %loop158

done160:
	%827 = load double, double* %16
	%828 = sext i32 %31 to i64
	%829 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %828
	store double %827, double addrspace(3)* %829
	call void @llvm.nvvm.barrier0()
	%830 = icmp slt i32 %31, 128
	br i1 %830, label %then161, label %join162

then161:
	%831 = sext i32 %31 to i64
	%832 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %831
	%833 = load double, double addrspace(3)* %832
	%834 = add i32 %31, 128
	%835 = sext i32 %834 to i64
	%836 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %835
	%837 = load double, double addrspace(3)* %836
	%838 = fadd double %833, %837
	%839 = sext i32 %31 to i64
	%840 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %839
	store double %838, double addrspace(3)* %840
	br label %join162

join162:
	call void @llvm.nvvm.barrier0()
	%841 = icmp slt i32 %31, 64
	br i1 %841, label %then163, label %join164

then163:
	%842 = sext i32 %31 to i64
	%843 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %842
	%844 = load double, double addrspace(3)* %843
	%845 = add i32 %31, 64
	%846 = sext i32 %845 to i64
	%847 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %846
	%848 = load double, double addrspace(3)* %847
	%849 = fadd double %844, %848
	%850 = sext i32 %31 to i64
	%851 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %850
	store double %849, double addrspace(3)* %851
	br label %join164

join164:
	call void @llvm.nvvm.barrier0()
	%852 = icmp slt i32 %31, 32
	br i1 %852, label %then165, label %join166

then165:
	%853 = sext i32 %31 to i64
	%854 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %853
	%855 = load double, double addrspace(3)* %854
	%856 = add i32 %31, 32
	%857 = sext i32 %856 to i64
	%858 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %857
	%859 = load double, double addrspace(3)* %858
	%860 = fadd double %855, %859
	%861 = sext i32 %31 to i64
	%862 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %861
	store double %860, double addrspace(3)* %862
	br label %join166

join166:
	call void @llvm.nvvm.barrier0()
	%863 = icmp slt i32 %31, 16
	br i1 %863, label %then167, label %join168

then167:
	%864 = sext i32 %31 to i64
	%865 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %864
	%866 = load double, double addrspace(3)* %865
	%867 = add i32 %31, 16
	%868 = sext i32 %867 to i64
	%869 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %868
	%870 = load double, double addrspace(3)* %869
	%871 = fadd double %866, %870
	%872 = sext i32 %31 to i64
	%873 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %872
	store double %871, double addrspace(3)* %873
	br label %join168

join168:
	call void @llvm.nvvm.barrier0()
	%874 = icmp slt i32 %31, 8
	br i1 %874, label %then169, label %join170

then169:
	%875 = sext i32 %31 to i64
	%876 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %875
	%877 = load double, double addrspace(3)* %876
	%878 = add i32 %31, 8
	%879 = sext i32 %878 to i64
	%880 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %879
	%881 = load double, double addrspace(3)* %880
	%882 = fadd double %877, %881
	%883 = sext i32 %31 to i64
	%884 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %883
	store double %882, double addrspace(3)* %884
	br label %join170

join170:
	call void @llvm.nvvm.barrier0()
	%885 = icmp slt i32 %31, 4
	br i1 %885, label %then171, label %join172

then171:
	%886 = sext i32 %31 to i64
	%887 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %886
	%888 = load double, double addrspace(3)* %887
	%889 = add i32 %31, 4
	%890 = sext i32 %889 to i64
	%891 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %890
	%892 = load double, double addrspace(3)* %891
	%893 = fadd double %888, %892
	%894 = sext i32 %31 to i64
	%895 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %894
	store double %893, double addrspace(3)* %895
	br label %join172

join172:
	call void @llvm.nvvm.barrier0()
	%896 = icmp slt i32 %31, 2
	br i1 %896, label %then173, label %join174

then173:
	%897 = sext i32 %31 to i64
	%898 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %897
	%899 = load double, double addrspace(3)* %898
	%900 = add i32 %31, 2
	%901 = sext i32 %900 to i64
	%902 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %901
	%903 = load double, double addrspace(3)* %902
	%904 = fadd double %899, %903
	%905 = sext i32 %31 to i64
	%906 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %905
	store double %904, double addrspace(3)* %906
	br label %join174

join174:
	call void @llvm.nvvm.barrier0()
	%907 = icmp slt i32 %31, 1
	br i1 %907, label %then175, label %join176

then175:
	%908 = sext i32 %31 to i64
	%909 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %908
	%910 = load double, double addrspace(3)* %909
	%911 = add i32 %31, 1
	%912 = sext i32 %911 to i64
	%913 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %912
	%914 = load double, double addrspace(3)* %913
	%915 = fadd double %910, %914
	%916 = sext i32 %31 to i64
	%917 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %916
	store double %915, double addrspace(3)* %917
	br label %join176

join176:
	call void @llvm.nvvm.barrier0()
	%918 = sext i32 0 to i64
	%919 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %918
	%920 = load double, double addrspace(3)* %919
	call void @llvm.nvvm.barrier0()
	%921 = fcmp ole double %787, %920
	%922 = xor i1 %921, true
	br i1 %922, label %then177, label %else179

then177:
	store i32 %796, i32* %15
	br label %join178

join178:
	%923 = add i32 %790, 1
	br label %loop155

else179:
	%924 = add i32 %796, 1
	store i32 %924, i32* %14
	br label %join178

loop180:
	%925 = phi i32 [ %31, %done157 ], [ %952, %body181 ]
	%926 = icmp slt i32 %925, 96
	br i1 %926, label %body181, label %done182

body181:
	%927 = load double, double* %17
	%928 = add i32 %33, %925
	%929 = sext i32 %928 to i64
	%930 = getelementptr float, float addrspace(1)* %probs, i64 %929
	%931 = load float, float addrspace(1)* %930
	%932 = bitcast float %931 to i32
	%933 = icmp slt i32 %320, %932
	%934 = icmp eq i32 %932, %320
	%935 = icmp slt i32 %925, %321
	%936 = and i1 %934, %935
	%937 = or i1 %933, %936
	%938 = add i32 %33, %925
	%939 = sext i32 %938 to i64
	%940 = getelementptr float, float addrspace(1)* %probs, i64 %939
	%941 = load float, float addrspace(1)* %940
	%942 = bitcast float %941 to i32
	%943 = icmp slt i32 %798, %942
	%944 = and i1 %937, %943
	%945 = add i32 %33, %925
	%946 = sext i32 %945 to i64
	%947 = getelementptr float, float addrspace(1)* %probs, i64 %946
	%948 = load float, float addrspace(1)* %947
	%949 = fpext float %948 to double
	%950 = select i1 %944, double %949, double 0.0
	%951 = fadd double %927, %950
	store double %951, double* %17
	%952 = add i32 %925, 256
	br label %loop180

done182:
	%953 = load double, double* %17
	%954 = sext i32 %31 to i64
	%955 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %954
	store double %953, double addrspace(3)* %955
	call void @llvm.nvvm.barrier0()
	%956 = icmp slt i32 %31, 128
	br i1 %956, label %then183, label %join184

then183:
	%957 = sext i32 %31 to i64
	%958 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %957
	%959 = load double, double addrspace(3)* %958
	%960 = add i32 %31, 128
	%961 = sext i32 %960 to i64
	%962 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %961
	%963 = load double, double addrspace(3)* %962
	%964 = fadd double %959, %963
	%965 = sext i32 %31 to i64
	%966 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %965
	store double %964, double addrspace(3)* %966
	br label %join184

join184:
	call void @llvm.nvvm.barrier0()
	%967 = icmp slt i32 %31, 64
	br i1 %967, label %then185, label %join186

then185:
	%968 = sext i32 %31 to i64
	%969 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %968
	%970 = load double, double addrspace(3)* %969
	%971 = add i32 %31, 64
	%972 = sext i32 %971 to i64
	%973 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %972
	%974 = load double, double addrspace(3)* %973
	%975 = fadd double %970, %974
	%976 = sext i32 %31 to i64
	%977 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %976
	store double %975, double addrspace(3)* %977
	br label %join186

join186:
	call void @llvm.nvvm.barrier0()
	%978 = icmp slt i32 %31, 32
	br i1 %978, label %then187, label %join188

then187:
	%979 = sext i32 %31 to i64
	%980 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %979
	%981 = load double, double addrspace(3)* %980
	%982 = add i32 %31, 32
	%983 = sext i32 %982 to i64
	%984 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %983
	%985 = load double, double addrspace(3)* %984
	%986 = fadd double %981, %985
	%987 = sext i32 %31 to i64
	%988 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %987
	store double %986, double addrspace(3)* %988
	br label %join188

join188:
	call void @llvm.nvvm.barrier0()
	%989 = icmp slt i32 %31, 16
	br i1 %989, label %then189, label %join190

then189:
	%990 = sext i32 %31 to i64
	%991 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %990
	%992 = load double, double addrspace(3)* %991
	%993 = add i32 %31, 16
	%994 = sext i32 %993 to i64
	%995 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %994
	%996 = load double, double addrspace(3)* %995
	%997 = fadd double %992, %996
	%998 = sext i32 %31 to i64
	%999 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %998
	store double %997, double addrspace(3)* %999
	br label %join190

join190:
	call void @llvm.nvvm.barrier0()
	%1000 = icmp slt i32 %31, 8
	br i1 %1000, label %then191, label %join192

then191:
	%1001 = sext i32 %31 to i64
	%1002 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1001
	%1003 = load double, double addrspace(3)* %1002
	%1004 = add i32 %31, 8
	%1005 = sext i32 %1004 to i64
	%1006 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1005
	%1007 = load double, double addrspace(3)* %1006
	%1008 = fadd double %1003, %1007
	%1009 = sext i32 %31 to i64
	%1010 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1009
	store double %1008, double addrspace(3)* %1010
	br label %join192

join192:
	call void @llvm.nvvm.barrier0()
	%1011 = icmp slt i32 %31, 4
	br i1 %1011, label %then193, label %join194

then193:
	%1012 = sext i32 %31 to i64
	%1013 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1012
	%1014 = load double, double addrspace(3)* %1013
	%1015 = add i32 %31, 4
	%1016 = sext i32 %1015 to i64
	%1017 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1016
	%1018 = load double, double addrspace(3)* %1017
	%1019 = fadd double %1014, %1018
	%1020 = sext i32 %31 to i64
	%1021 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1020
	store double %1019, double addrspace(3)* %1021
	br label %join194

join194:
	call void @llvm.nvvm.barrier0()
	%1022 = icmp slt i32 %31, 2
	br i1 %1022, label %then195, label %join196

then195:
	%1023 = sext i32 %31 to i64
	%1024 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1023
	%1025 = load double, double addrspace(3)* %1024
	%1026 = add i32 %31, 2
	%1027 = sext i32 %1026 to i64
	%1028 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1027
	%1029 = load double, double addrspace(3)* %1028
	%1030 = fadd double %1025, %1029
	%1031 = sext i32 %31 to i64
	%1032 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1031
	store double %1030, double addrspace(3)* %1032
	br label %join196

join196:
	call void @llvm.nvvm.barrier0()
	%1033 = icmp slt i32 %31, 1
	br i1 %1033, label %then197, label %join198

then197:
	%1034 = sext i32 %31 to i64
	%1035 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1034
	%1036 = load double, double addrspace(3)* %1035
	%1037 = add i32 %31, 1
	%1038 = sext i32 %1037 to i64
	%1039 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1038
	%1040 = load double, double addrspace(3)* %1039
	%1041 = fadd double %1036, %1040
	%1042 = sext i32 %31 to i64
	%1043 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1042
	store double %1041, double addrspace(3)* %1043
	br label %join198

join198:
	call void @llvm.nvvm.barrier0()
	%1044 = sext i32 0 to i64
	%1045 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1044
	%1046 = load double, double addrspace(3)* %1045
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %18
	store i32 96, i32* %19
	br label %loop199

loop199:
	%1047 = phi i32 [ 0, %join198 ], [ %1181, %join222 ]
	%1048 = icmp slt i32 %1047, 8
	br i1 %1048, label %body200, label %done201

body200:
	%1049 = load i32, i32* %18
	%1050 = load i32, i32* %19
	%1051 = sub i32 %1050, %1049
	%1052 = sdiv i32 %1051, 2
	%1053 = add i32 %1049, %1052
	store double 0.0, double* %20
	br label %loop202

done201:
	%1054 = load i32, i32* %19
	store i32 %798, i32* %12
	store i32 %1054, i32* %13
	br label %join154

loop202:
	%1055 = phi i32 [ %31, %body200 ], [ %1084, %body203 ]
	%1056 = icmp slt i32 %1055, 96
	br i1 %1056, label %body203, label %done204

body203:
	%1057 = load double, double* %20
	%1058 = add i32 %33, %1055
	%1059 = sext i32 %1058 to i64
	%1060 = getelementptr float, float addrspace(1)* %probs, i64 %1059
	%1061 = load float, float addrspace(1)* %1060
	%1062 = bitcast float %1061 to i32
	%1063 = icmp slt i32 %320, %1062
	%1064 = icmp eq i32 %1062, %320
	%1065 = icmp slt i32 %1055, %321
	%1066 = and i1 %1064, %1065
	%1067 = or i1 %1063, %1066
	%1068 = add i32 %33, %1055
	%1069 = sext i32 %1068 to i64
	%1070 = getelementptr float, float addrspace(1)* %probs, i64 %1069
	%1071 = load float, float addrspace(1)* %1070
	%1072 = bitcast float %1071 to i32
	%1073 = icmp eq i32 %1072, %798
	%1074 = icmp slt i32 %1055, %1053
	%1075 = and i1 %1073, %1074
	%1076 = and i1 %1067, %1075
	%1077 = add i32 %33, %1055
	%1078 = sext i32 %1077 to i64
	%1079 = getelementptr float, float addrspace(1)* %probs, i64 %1078
	%1080 = load float, float addrspace(1)* %1079
	%1081 = fpext float %1080 to double
	%1082 = select i1 %1076, double %1081, double 0.0
	%1083 = fadd double %1057, %1082
	store double %1083, double* %20
	%1084 = add i32 %1055, 256
	br label %loop202

done204:
	%1085 = load double, double* %20
	%1086 = sext i32 %31 to i64
	%1087 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1086
	store double %1085, double addrspace(3)* %1087
	call void @llvm.nvvm.barrier0()
	%1088 = icmp slt i32 %31, 128
	br i1 %1088, label %then205, label %join206

then205:
	%1089 = sext i32 %31 to i64
	%1090 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1089
	%1091 = load double, double addrspace(3)* %1090
	%1092 = add i32 %31, 128
	%1093 = sext i32 %1092 to i64
	%1094 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1093
	%1095 = load double, double addrspace(3)* %1094
	%1096 = fadd double %1091, %1095
	%1097 = sext i32 %31 to i64
	%1098 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1097
	store double %1096, double addrspace(3)* %1098
	br label %join206

join206:
	call void @llvm.nvvm.barrier0()
	%1099 = icmp slt i32 %31, 64
	br i1 %1099, label %then207, label %join208

then207:
	%1100 = sext i32 %31 to i64
	%1101 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1100
	%1102 = load double, double addrspace(3)* %1101
	%1103 = add i32 %31, 64
	%1104 = sext i32 %1103 to i64
	%1105 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1104
	%1106 = load double, double addrspace(3)* %1105
	%1107 = fadd double %1102, %1106
	%1108 = sext i32 %31 to i64
	%1109 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1108
	store double %1107, double addrspace(3)* %1109
	br label %join208

join208:
	call void @llvm.nvvm.barrier0()
	%1110 = icmp slt i32 %31, 32
	br i1 %1110, label %then209, label %join210

then209:
	%1111 = sext i32 %31 to i64
	%1112 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1111
	%1113 = load double, double addrspace(3)* %1112
	%1114 = add i32 %31, 32
	%1115 = sext i32 %1114 to i64
	%1116 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1115
	%1117 = load double, double addrspace(3)* %1116
	%1118 = fadd double %1113, %1117
	%1119 = sext i32 %31 to i64
	%1120 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1119
	store double %1118, double addrspace(3)* %1120
	br label %join210

join210:
	call void @llvm.nvvm.barrier0()
	%1121 = icmp slt i32 %31, 16
	br i1 %1121, label %then211, label %join212

then211:
	%1122 = sext i32 %31 to i64
	%1123 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1122
	%1124 = load double, double addrspace(3)* %1123
	%1125 = add i32 %31, 16
	%1126 = sext i32 %1125 to i64
	%1127 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1126
	%1128 = load double, double addrspace(3)* %1127
	%1129 = fadd double %1124, %1128
	%1130 = sext i32 %31 to i64
	%1131 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1130
	store double %1129, double addrspace(3)* %1131
	br label %join212

join212:
	call void @llvm.nvvm.barrier0()
	%1132 = icmp slt i32 %31, 8
	br i1 %1132, label %then213, label %join214

then213:
	%1133 = sext i32 %31 to i64
	%1134 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1133
	%1135 = load double, double addrspace(3)* %1134
	%1136 = add i32 %31, 8
	%1137 = sext i32 %1136 to i64
	%1138 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1137
	%1139 = load double, double addrspace(3)* %1138
	%1140 = fadd double %1135, %1139
	%1141 = sext i32 %31 to i64
	%1142 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1141
	store double %1140, double addrspace(3)* %1142
	br label %join214

join214:
	call void @llvm.nvvm.barrier0()
	%1143 = icmp slt i32 %31, 4
	br i1 %1143, label %then215, label %join216

then215:
	%1144 = sext i32 %31 to i64
	%1145 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1144
	%1146 = load double, double addrspace(3)* %1145
	%1147 = add i32 %31, 4
	%1148 = sext i32 %1147 to i64
	%1149 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1148
	%1150 = load double, double addrspace(3)* %1149
	%1151 = fadd double %1146, %1150
	%1152 = sext i32 %31 to i64
	%1153 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1152
	store double %1151, double addrspace(3)* %1153
	br label %join216

join216:
	call void @llvm.nvvm.barrier0()
	%1154 = icmp slt i32 %31, 2
	br i1 %1154, label %then217, label %join218

then217:
	%1155 = sext i32 %31 to i64
	%1156 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1155
	%1157 = load double, double addrspace(3)* %1156
	%1158 = add i32 %31, 2
	%1159 = sext i32 %1158 to i64
	%1160 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1159
	%1161 = load double, double addrspace(3)* %1160
	%1162 = fadd double %1157, %1161
	%1163 = sext i32 %31 to i64
	%1164 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1163
	store double %1162, double addrspace(3)* %1164
	br label %join218

join218:
	call void @llvm.nvvm.barrier0()
	%1165 = icmp slt i32 %31, 1
	br i1 %1165, label %then219, label %join220

then219:
	%1166 = sext i32 %31 to i64
	%1167 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1166
	%1168 = load double, double addrspace(3)* %1167
	%1169 = add i32 %31, 1
	%1170 = sext i32 %1169 to i64
	%1171 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1170
	%1172 = load double, double addrspace(3)* %1171
	%1173 = fadd double %1168, %1172
	%1174 = sext i32 %31 to i64
	%1175 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1174
	store double %1173, double addrspace(3)* %1175
	br label %join220

join220:
	call void @llvm.nvvm.barrier0()
	%1176 = sext i32 0 to i64
	%1177 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1176
	%1178 = load double, double addrspace(3)* %1177
	call void @llvm.nvvm.barrier0()
	%1179 = fadd double %1046, %1178
	%1180 = fcmp ole double %787, %1179
	br i1 %1180, label %then221, label %else223

then221:
	store i32 %1053, i32* %19
	br label %join222

join222:
	%1181 = add i32 %1047, 1
	br label %loop199

else223:
	%1182 = add i32 %1053, 1
	store i32 %1182, i32* %18
	br label %join222

loop224:
	%1183 = phi i32 [ %31, %join154 ], [ %1214, %body225 ]
	%1184 = icmp slt i32 %1183, 96
	br i1 %1184, label %body225, label %done226

body225:
	%1185 = load double, double* %21
	%1186 = add i32 %33, %1183
	%1187 = sext i32 %1186 to i64
	%1188 = getelementptr float, float addrspace(1)* %probs, i64 %1187
	%1189 = load float, float addrspace(1)* %1188
	%1190 = bitcast float %1189 to i32
	%1191 = add i32 %33, %1183
	%1192 = sext i32 %1191 to i64
	%1193 = getelementptr float, float addrspace(1)* %probs, i64 %1192
	%1194 = load float, float addrspace(1)* %1193
	%1195 = bitcast float %1194 to i32
	%1196 = icmp slt i32 %320, %1195
	%1197 = icmp eq i32 %1195, %320
	%1198 = icmp slt i32 %1183, %321
	%1199 = and i1 %1197, %1198
	%1200 = or i1 %1196, %1199
	%1201 = icmp slt i32 %788, %1190
	%1202 = icmp eq i32 %1190, %788
	%1203 = icmp slt i32 %1183, %789
	%1204 = and i1 %1202, %1203
	%1205 = or i1 %1201, %1204
	%1206 = and i1 %1200, %1205
	%1207 = add i32 %33, %1183
	%1208 = sext i32 %1207 to i64
	%1209 = getelementptr float, float addrspace(1)* %probs, i64 %1208
	%1210 = load float, float addrspace(1)* %1209
	%1211 = fpext float %1210 to double
	%1212 = select i1 %1206, double %1211, double 0.0
	%1213 = fadd double %1185, %1212
	store double %1213, double* %21
	%1214 = add i32 %1183, 256
	br label %loop224

done226:
	%1215 = load double, double* %21
	%1216 = sext i32 %31 to i64
	%1217 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1216
	store double %1215, double addrspace(3)* %1217
	call void @llvm.nvvm.barrier0()
	%1218 = icmp slt i32 %31, 128
	br i1 %1218, label %then227, label %join228

then227:
	%1219 = sext i32 %31 to i64
	%1220 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1219
	%1221 = load double, double addrspace(3)* %1220
	%1222 = add i32 %31, 128
	%1223 = sext i32 %1222 to i64
	%1224 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1223
	%1225 = load double, double addrspace(3)* %1224
	%1226 = fadd double %1221, %1225
	%1227 = sext i32 %31 to i64
	%1228 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1227
	store double %1226, double addrspace(3)* %1228
	br label %join228

join228:
	call void @llvm.nvvm.barrier0()
	%1229 = icmp slt i32 %31, 64
	br i1 %1229, label %then229, label %join230

then229:
	%1230 = sext i32 %31 to i64
	%1231 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1230
	%1232 = load double, double addrspace(3)* %1231
	%1233 = add i32 %31, 64
	%1234 = sext i32 %1233 to i64
	%1235 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1234
	%1236 = load double, double addrspace(3)* %1235
	%1237 = fadd double %1232, %1236
	%1238 = sext i32 %31 to i64
	%1239 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1238
	store double %1237, double addrspace(3)* %1239
	br label %join230

join230:
	call void @llvm.nvvm.barrier0()
	%1240 = icmp slt i32 %31, 32
	br i1 %1240, label %then231, label %join232

then231:
	%1241 = sext i32 %31 to i64
	%1242 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1241
	%1243 = load double, double addrspace(3)* %1242
	%1244 = add i32 %31, 32
	%1245 = sext i32 %1244 to i64
	%1246 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1245
	%1247 = load double, double addrspace(3)* %1246
	%1248 = fadd double %1243, %1247
	%1249 = sext i32 %31 to i64
	%1250 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1249
	store double %1248, double addrspace(3)* %1250
	br label %join232

join232:
	call void @llvm.nvvm.barrier0()
	%1251 = icmp slt i32 %31, 16
	br i1 %1251, label %then233, label %join234

then233:
	%1252 = sext i32 %31 to i64
	%1253 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1252
	%1254 = load double, double addrspace(3)* %1253
	%1255 = add i32 %31, 16
	%1256 = sext i32 %1255 to i64
	%1257 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1256
	%1258 = load double, double addrspace(3)* %1257
	%1259 = fadd double %1254, %1258
	%1260 = sext i32 %31 to i64
	%1261 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1260
	store double %1259, double addrspace(3)* %1261
	br label %join234

join234:
	call void @llvm.nvvm.barrier0()
	%1262 = icmp slt i32 %31, 8
	br i1 %1262, label %then235, label %join236

then235:
	%1263 = sext i32 %31 to i64
	%1264 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1263
	%1265 = load double, double addrspace(3)* %1264
	%1266 = add i32 %31, 8
	%1267 = sext i32 %1266 to i64
	%1268 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1267
	%1269 = load double, double addrspace(3)* %1268
	%1270 = fadd double %1265, %1269
	%1271 = sext i32 %31 to i64
	%1272 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1271
	store double %1270, double addrspace(3)* %1272
	br label %join236

join236:
	call void @llvm.nvvm.barrier0()
	%1273 = icmp slt i32 %31, 4
	br i1 %1273, label %then237, label %join238

then237:
	%1274 = sext i32 %31 to i64
	%1275 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1274
	%1276 = load double, double addrspace(3)* %1275
	%1277 = add i32 %31, 4
	%1278 = sext i32 %1277 to i64
	%1279 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1278
	%1280 = load double, double addrspace(3)* %1279
	%1281 = fadd double %1276, %1280
	%1282 = sext i32 %31 to i64
	%1283 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1282
	store double %1281, double addrspace(3)* %1283
	br label %join238

join238:
	call void @llvm.nvvm.barrier0()
	%1284 = icmp slt i32 %31, 2
	br i1 %1284, label %then239, label %join240

then239:
	%1285 = sext i32 %31 to i64
	%1286 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1285
	%1287 = load double, double addrspace(3)* %1286
	%1288 = add i32 %31, 2
	%1289 = sext i32 %1288 to i64
	%1290 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1289
	%1291 = load double, double addrspace(3)* %1290
	%1292 = fadd double %1287, %1291
	%1293 = sext i32 %31 to i64
	%1294 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1293
	store double %1292, double addrspace(3)* %1294
	br label %join240

join240:
	call void @llvm.nvvm.barrier0()
	%1295 = icmp slt i32 %31, 1
	br i1 %1295, label %then241, label %join242

then241:
	%1296 = sext i32 %31 to i64
	%1297 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1296
	%1298 = load double, double addrspace(3)* %1297
	%1299 = add i32 %31, 1
	%1300 = sext i32 %1299 to i64
	%1301 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1300
	%1302 = load double, double addrspace(3)* %1301
	%1303 = fadd double %1298, %1302
	%1304 = sext i32 %31 to i64
	%1305 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1304
	store double %1303, double addrspace(3)* %1305
	br label %join242

join242:
	call void @llvm.nvvm.barrier0()
	%1306 = sext i32 0 to i64
	%1307 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1306
	%1308 = load double, double addrspace(3)* %1307
	call void @llvm.nvvm.barrier0()
	%1309 = sext i32 %32 to i64
	%1310 = getelementptr i64, i64 addrspace(1)* %seed, i64 %1309
	%1311 = load i64, i64 addrspace(1)* %1310
	%1312 = sext i32 %32 to i64
	%1313 = getelementptr i32, i32 addrspace(1)* %position, i64 %1312
	%1314 = load i32, i32 addrspace(1)* %1313
	%1315 = sext i32 %1314 to i64
	%1316 = add i64 %1315, 1
	%1317 = mul i64 -7046029254386353131, %1316
	%1318 = add i64 %1311, %1317
	%1319 = lshr i64 %1318, 30
	%1320 = xor i64 %1318, %1319
	%1321 = mul i64 %1320, -4658895280553007687
	%1322 = lshr i64 %1321, 27
	%1323 = xor i64 %1321, %1322
	%1324 = mul i64 %1323, -7723592293110705685
	%1325 = lshr i64 %1324, 31
	%1326 = xor i64 %1324, %1325
	%1327 = lshr i64 %1326, 40
	%1328 = sitofp i64 %1327 to float
	%1329 = fmul float %1328, 0x3E70000000000000
	%1330 = fpext float %1329 to double
	%1331 = fmul double %1330, %1308
	store i32 0, i32* %22
	store i32 1065353217, i32* %23
	br label %loop243

loop243:
	%1332 = phi i32 [ 0, %join242 ], [ %1476, %join266 ]
	%1333 = icmp slt i32 %1332, 31
	br i1 %1333, label %body244, label %done245

body244:
	%1334 = load i32, i32* %22
	%1335 = load i32, i32* %23
	%1336 = sub i32 %1335, %1334
	%1337 = sdiv i32 %1336, 2
	%1338 = add i32 %1334, %1337
	store double 0.0, double* %24
	br label %loop246

done245:
	%1339 = load i32, i32* %23
	%1340 = sub i32 %1339, 1
	store double 0.0, double* %25
	br label %loop268

loop246:
	%1341 = phi i32 [ %31, %body244 ], [ %1379, %body247 ]
	%1342 = icmp slt i32 %1341, 96
	br i1 %1342, label %body247, label %done248

body247:
	%1343 = load double, double* %24
	%1344 = add i32 %33, %1341
	%1345 = sext i32 %1344 to i64
	%1346 = getelementptr float, float addrspace(1)* %probs, i64 %1345
	%1347 = load float, float addrspace(1)* %1346
	%1348 = bitcast float %1347 to i32
	%1349 = add i32 %33, %1341
	%1350 = sext i32 %1349 to i64
	%1351 = getelementptr float, float addrspace(1)* %probs, i64 %1350
	%1352 = load float, float addrspace(1)* %1351
	%1353 = bitcast float %1352 to i32
	%1354 = icmp slt i32 %320, %1353
	%1355 = icmp eq i32 %1353, %320
	%1356 = icmp slt i32 %1341, %321
	%1357 = and i1 %1355, %1356
	%1358 = or i1 %1354, %1357
	%1359 = icmp slt i32 %788, %1348
	%1360 = icmp eq i32 %1348, %788
	%1361 = icmp slt i32 %1341, %789
	%1362 = and i1 %1360, %1361
	%1363 = or i1 %1359, %1362
	%1364 = and i1 %1358, %1363
	%1365 = add i32 %33, %1341
	%1366 = sext i32 %1365 to i64
	%1367 = getelementptr float, float addrspace(1)* %probs, i64 %1366
	%1368 = load float, float addrspace(1)* %1367
	%1369 = bitcast float %1368 to i32
	%1370 = icmp sle i32 %1338, %1369
	%1371 = and i1 %1364, %1370
	%1372 = add i32 %33, %1341
	%1373 = sext i32 %1372 to i64
	%1374 = getelementptr float, float addrspace(1)* %probs, i64 %1373
	%1375 = load float, float addrspace(1)* %1374
	%1376 = fpext float %1375 to double
	%1377 = select i1 %1371, double %1376, double 0.0
	%1378 = fadd double %1343, %1377
	store double %1378, double* %24
	%1379 = add i32 %1341, 256
	br label %loop246

done248:
	%1380 = load double, double* %24
	%1381 = sext i32 %31 to i64
	%1382 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1381
	store double %1380, double addrspace(3)* %1382
	call void @llvm.nvvm.barrier0()
	%1383 = icmp slt i32 %31, 128
	br i1 %1383, label %then249, label %join250

then249:
	%1384 = sext i32 %31 to i64
	%1385 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1384
	%1386 = load double, double addrspace(3)* %1385
	%1387 = add i32 %31, 128
	%1388 = sext i32 %1387 to i64
	%1389 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1388
	%1390 = load double, double addrspace(3)* %1389
	%1391 = fadd double %1386, %1390
	%1392 = sext i32 %31 to i64
	%1393 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1392
	store double %1391, double addrspace(3)* %1393
	br label %join250

join250:
	call void @llvm.nvvm.barrier0()
	%1394 = icmp slt i32 %31, 64
	br i1 %1394, label %then251, label %join252

then251:
	%1395 = sext i32 %31 to i64
	%1396 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1395
	%1397 = load double, double addrspace(3)* %1396
	%1398 = add i32 %31, 64
	%1399 = sext i32 %1398 to i64
	%1400 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1399
	%1401 = load double, double addrspace(3)* %1400
	%1402 = fadd double %1397, %1401
	%1403 = sext i32 %31 to i64
	%1404 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1403
	store double %1402, double addrspace(3)* %1404
	br label %join252

join252:
	call void @llvm.nvvm.barrier0()
	%1405 = icmp slt i32 %31, 32
	br i1 %1405, label %then253, label %join254

then253:
	%1406 = sext i32 %31 to i64
	%1407 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1406
	%1408 = load double, double addrspace(3)* %1407
	%1409 = add i32 %31, 32
	%1410 = sext i32 %1409 to i64
	%1411 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1410
	%1412 = load double, double addrspace(3)* %1411
	%1413 = fadd double %1408, %1412
	%1414 = sext i32 %31 to i64
	%1415 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1414
	store double %1413, double addrspace(3)* %1415
	br label %join254

join254:
	call void @llvm.nvvm.barrier0()
	%1416 = icmp slt i32 %31, 16
	br i1 %1416, label %then255, label %join256

then255:
	%1417 = sext i32 %31 to i64
	%1418 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1417
	%1419 = load double, double addrspace(3)* %1418
	%1420 = add i32 %31, 16
	%1421 = sext i32 %1420 to i64
	%1422 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1421
	%1423 = load double, double addrspace(3)* %1422
	%1424 = fadd double %1419, %1423
	%1425 = sext i32 %31 to i64
	%1426 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1425
	store double %1424, double addrspace(3)* %1426
	br label %join256

join256:
	call void @llvm.nvvm.barrier0()
	%1427 = icmp slt i32 %31, 8
	br i1 %1427, label %then257, label %join258

then257:
	%1428 = sext i32 %31 to i64
	%1429 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1428
	%1430 = load double, double addrspace(3)* %1429
	%1431 = add i32 %31, 8
	%1432 = sext i32 %1431 to i64
	%1433 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1432
	%1434 = load double, double addrspace(3)* %1433
	%1435 = fadd double %1430, %1434
	%1436 = sext i32 %31 to i64
	%1437 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1436
	store double %1435, double addrspace(3)* %1437
	br label %join258

join258:
	call void @llvm.nvvm.barrier0()
	%1438 = icmp slt i32 %31, 4
	br i1 %1438, label %then259, label %join260

then259:
	%1439 = sext i32 %31 to i64
	%1440 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1439
	%1441 = load double, double addrspace(3)* %1440
	%1442 = add i32 %31, 4
	%1443 = sext i32 %1442 to i64
	%1444 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1443
	%1445 = load double, double addrspace(3)* %1444
	%1446 = fadd double %1441, %1445
	%1447 = sext i32 %31 to i64
	%1448 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1447
	store double %1446, double addrspace(3)* %1448
	br label %join260

join260:
	call void @llvm.nvvm.barrier0()
	%1449 = icmp slt i32 %31, 2
	br i1 %1449, label %then261, label %join262

then261:
	%1450 = sext i32 %31 to i64
	%1451 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1450
	%1452 = load double, double addrspace(3)* %1451
	%1453 = add i32 %31, 2
	%1454 = sext i32 %1453 to i64
	%1455 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1454
	%1456 = load double, double addrspace(3)* %1455
	%1457 = fadd double %1452, %1456
	%1458 = sext i32 %31 to i64
	%1459 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1458
	store double %1457, double addrspace(3)* %1459
	br label %join262

join262:
	call void @llvm.nvvm.barrier0()
	%1460 = icmp slt i32 %31, 1
	br i1 %1460, label %then263, label %join264

then263:
	%1461 = sext i32 %31 to i64
	%1462 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1461
	%1463 = load double, double addrspace(3)* %1462
	%1464 = add i32 %31, 1
	%1465 = sext i32 %1464 to i64
	%1466 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1465
	%1467 = load double, double addrspace(3)* %1466
	%1468 = fadd double %1463, %1467
	%1469 = sext i32 %31 to i64
	%1470 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1469
	store double %1468, double addrspace(3)* %1470
	br label %join264

join264:
	call void @llvm.nvvm.barrier0()
	%1471 = sext i32 0 to i64
	%1472 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1471
	%1473 = load double, double addrspace(3)* %1472
	call void @llvm.nvvm.barrier0()
	%1474 = fcmp olt double %1331, %1473
	%1475 = xor i1 %1474, true
	br i1 %1475, label %then265, label %else267

then265:
	store i32 %1338, i32* %23
	br label %join266

join266:
	%1476 = add i32 %1332, 1
	br label %loop243

else267:
	%1477 = add i32 %1338, 1
	store i32 %1477, i32* %22
	br label %join266

loop268:
	%1478 = phi i32 [ %31, %done245 ], [ %1516, %body269 ]
	%1479 = icmp slt i32 %1478, 96
	br i1 %1479, label %body269, label %done270

body269:
	%1480 = load double, double* %25
	%1481 = add i32 %33, %1478
	%1482 = sext i32 %1481 to i64
	%1483 = getelementptr float, float addrspace(1)* %probs, i64 %1482
	%1484 = load float, float addrspace(1)* %1483
	%1485 = bitcast float %1484 to i32
	%1486 = add i32 %33, %1478
	%1487 = sext i32 %1486 to i64
	%1488 = getelementptr float, float addrspace(1)* %probs, i64 %1487
	%1489 = load float, float addrspace(1)* %1488
	%1490 = bitcast float %1489 to i32
	%1491 = icmp slt i32 %320, %1490
	%1492 = icmp eq i32 %1490, %320
	%1493 = icmp slt i32 %1478, %321
	%1494 = and i1 %1492, %1493
	%1495 = or i1 %1491, %1494
	%1496 = icmp slt i32 %788, %1485
	%1497 = icmp eq i32 %1485, %788
	%1498 = icmp slt i32 %1478, %789
	%1499 = and i1 %1497, %1498
	%1500 = or i1 %1496, %1499
	%1501 = and i1 %1495, %1500
	%1502 = add i32 %33, %1478
	%1503 = sext i32 %1502 to i64
	%1504 = getelementptr float, float addrspace(1)* %probs, i64 %1503
	%1505 = load float, float addrspace(1)* %1504
	%1506 = bitcast float %1505 to i32
	%1507 = icmp slt i32 %1340, %1506
	%1508 = and i1 %1501, %1507
	%1509 = add i32 %33, %1478
	%1510 = sext i32 %1509 to i64
	%1511 = getelementptr float, float addrspace(1)* %probs, i64 %1510
	%1512 = load float, float addrspace(1)* %1511
	%1513 = fpext float %1512 to double
	%1514 = select i1 %1508, double %1513, double 0.0
	%1515 = fadd double %1480, %1514
	store double %1515, double* %25
	%1516 = add i32 %1478, 256
	br label %loop268

done270:
	%1517 = load double, double* %25
	%1518 = sext i32 %31 to i64
	%1519 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1518
	store double %1517, double addrspace(3)* %1519
	call void @llvm.nvvm.barrier0()
	%1520 = icmp slt i32 %31, 128
	br i1 %1520, label %then271, label %join272

then271:
	%1521 = sext i32 %31 to i64
	%1522 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1521
	%1523 = load double, double addrspace(3)* %1522
	%1524 = add i32 %31, 128
	%1525 = sext i32 %1524 to i64
	%1526 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1525
	%1527 = load double, double addrspace(3)* %1526
	%1528 = fadd double %1523, %1527
	%1529 = sext i32 %31 to i64
	%1530 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1529
	store double %1528, double addrspace(3)* %1530
	br label %join272

join272:
	call void @llvm.nvvm.barrier0()
	%1531 = icmp slt i32 %31, 64
	br i1 %1531, label %then273, label %join274

then273:
	%1532 = sext i32 %31 to i64
	%1533 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1532
	%1534 = load double, double addrspace(3)* %1533
	%1535 = add i32 %31, 64
	%1536 = sext i32 %1535 to i64
	%1537 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1536
	%1538 = load double, double addrspace(3)* %1537
	%1539 = fadd double %1534, %1538
	%1540 = sext i32 %31 to i64
	%1541 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1540
	store double %1539, double addrspace(3)* %1541
	br label %join274

join274:
	call void @llvm.nvvm.barrier0()
	%1542 = icmp slt i32 %31, 32
	br i1 %1542, label %then275, label %join276

then275:
	%1543 = sext i32 %31 to i64
	%1544 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1543
	%1545 = load double, double addrspace(3)* %1544
	%1546 = add i32 %31, 32
	%1547 = sext i32 %1546 to i64
	%1548 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1547
	%1549 = load double, double addrspace(3)* %1548
	%1550 = fadd double %1545, %1549
	%1551 = sext i32 %31 to i64
	%1552 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1551
	store double %1550, double addrspace(3)* %1552
	br label %join276

join276:
	call void @llvm.nvvm.barrier0()
	%1553 = icmp slt i32 %31, 16
	br i1 %1553, label %then277, label %join278

then277:
	%1554 = sext i32 %31 to i64
	%1555 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1554
	%1556 = load double, double addrspace(3)* %1555
	%1557 = add i32 %31, 16
	%1558 = sext i32 %1557 to i64
	%1559 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1558
	%1560 = load double, double addrspace(3)* %1559
	%1561 = fadd double %1556, %1560
	%1562 = sext i32 %31 to i64
	%1563 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1562
	store double %1561, double addrspace(3)* %1563
	br label %join278

join278:
	call void @llvm.nvvm.barrier0()
	%1564 = icmp slt i32 %31, 8
	br i1 %1564, label %then279, label %join280

then279:
	%1565 = sext i32 %31 to i64
	%1566 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1565
	%1567 = load double, double addrspace(3)* %1566
	%1568 = add i32 %31, 8
	%1569 = sext i32 %1568 to i64
	%1570 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1569
	%1571 = load double, double addrspace(3)* %1570
	%1572 = fadd double %1567, %1571
	%1573 = sext i32 %31 to i64
	%1574 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1573
	store double %1572, double addrspace(3)* %1574
	br label %join280

join280:
	call void @llvm.nvvm.barrier0()
	%1575 = icmp slt i32 %31, 4
	br i1 %1575, label %then281, label %join282

then281:
	%1576 = sext i32 %31 to i64
	%1577 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1576
	%1578 = load double, double addrspace(3)* %1577
	%1579 = add i32 %31, 4
	%1580 = sext i32 %1579 to i64
	%1581 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1580
	%1582 = load double, double addrspace(3)* %1581
	%1583 = fadd double %1578, %1582
	%1584 = sext i32 %31 to i64
	%1585 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1584
	store double %1583, double addrspace(3)* %1585
	br label %join282

join282:
	call void @llvm.nvvm.barrier0()
	%1586 = icmp slt i32 %31, 2
	br i1 %1586, label %then283, label %join284

then283:
	%1587 = sext i32 %31 to i64
	%1588 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1587
	%1589 = load double, double addrspace(3)* %1588
	%1590 = add i32 %31, 2
	%1591 = sext i32 %1590 to i64
	%1592 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1591
	%1593 = load double, double addrspace(3)* %1592
	%1594 = fadd double %1589, %1593
	%1595 = sext i32 %31 to i64
	%1596 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1595
	store double %1594, double addrspace(3)* %1596
	br label %join284

join284:
	call void @llvm.nvvm.barrier0()
	%1597 = icmp slt i32 %31, 1
	br i1 %1597, label %then285, label %join286

then285:
	%1598 = sext i32 %31 to i64
	%1599 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1598
	%1600 = load double, double addrspace(3)* %1599
	%1601 = add i32 %31, 1
	%1602 = sext i32 %1601 to i64
	%1603 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1602
	%1604 = load double, double addrspace(3)* %1603
	%1605 = fadd double %1600, %1604
	%1606 = sext i32 %31 to i64
	%1607 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1606
	store double %1605, double addrspace(3)* %1607
	br label %join286

join286:
	call void @llvm.nvvm.barrier0()
	%1608 = sext i32 0 to i64
	%1609 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1608
	%1610 = load double, double addrspace(3)* %1609
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %26
	store i32 96, i32* %27
	br label %loop287

loop287:
	%1611 = phi i32 [ 0, %join286 ], [ %1757, %join310 ]
	%1612 = icmp slt i32 %1611, 8
	br i1 %1612, label %body288, label %done289

body288:
	%1613 = load i32, i32* %26
	%1614 = load i32, i32* %27
	%1615 = sub i32 %1614, %1613
	%1616 = sdiv i32 %1615, 2
	%1617 = add i32 %1613, %1616
	store double 0.0, double* %28
	br label %loop290

done289:
	%1618 = load i32, i32* %27
	%1619 = icmp eq i32 %31, 0
	br i1 %1619, label %then312, label %join313

loop290:
	%1620 = phi i32 [ %31, %body288 ], [ %1660, %body291 ]
	%1621 = icmp slt i32 %1620, 96
	br i1 %1621, label %body291, label %done292

body291:
	%1622 = load double, double* %28
	%1623 = add i32 %33, %1620
	%1624 = sext i32 %1623 to i64
	%1625 = getelementptr float, float addrspace(1)* %probs, i64 %1624
	%1626 = load float, float addrspace(1)* %1625
	%1627 = bitcast float %1626 to i32
	%1628 = add i32 %33, %1620
	%1629 = sext i32 %1628 to i64
	%1630 = getelementptr float, float addrspace(1)* %probs, i64 %1629
	%1631 = load float, float addrspace(1)* %1630
	%1632 = bitcast float %1631 to i32
	%1633 = icmp slt i32 %320, %1632
	%1634 = icmp eq i32 %1632, %320
	%1635 = icmp slt i32 %1620, %321
	%1636 = and i1 %1634, %1635
	%1637 = or i1 %1633, %1636
	%1638 = icmp slt i32 %788, %1627
	%1639 = icmp eq i32 %1627, %788
	%1640 = icmp slt i32 %1620, %789
	%1641 = and i1 %1639, %1640
	%1642 = or i1 %1638, %1641
	%1643 = and i1 %1637, %1642
	%1644 = add i32 %33, %1620
	%1645 = sext i32 %1644 to i64
	%1646 = getelementptr float, float addrspace(1)* %probs, i64 %1645
	%1647 = load float, float addrspace(1)* %1646
	%1648 = bitcast float %1647 to i32
	%1649 = icmp eq i32 %1648, %1340
	%1650 = icmp slt i32 %1620, %1617
	%1651 = and i1 %1649, %1650
	%1652 = and i1 %1643, %1651
	%1653 = add i32 %33, %1620
	%1654 = sext i32 %1653 to i64
	%1655 = getelementptr float, float addrspace(1)* %probs, i64 %1654
	%1656 = load float, float addrspace(1)* %1655
	%1657 = fpext float %1656 to double
	%1658 = select i1 %1652, double %1657, double 0.0
	%1659 = fadd double %1622, %1658
	store double %1659, double* %28
	%1660 = add i32 %1620, 256
	br label %loop290

done292:
	%1661 = load double, double* %28
	%1662 = sext i32 %31 to i64
	%1663 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1662
	store double %1661, double addrspace(3)* %1663
	call void @llvm.nvvm.barrier0()
	%1664 = icmp slt i32 %31, 128
	br i1 %1664, label %then293, label %join294

then293:
	%1665 = sext i32 %31 to i64
	%1666 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1665
	%1667 = load double, double addrspace(3)* %1666
	%1668 = add i32 %31, 128
	%1669 = sext i32 %1668 to i64
	%1670 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1669
	%1671 = load double, double addrspace(3)* %1670
	%1672 = fadd double %1667, %1671
	%1673 = sext i32 %31 to i64
	%1674 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1673
	store double %1672, double addrspace(3)* %1674
	br label %join294

join294:
	call void @llvm.nvvm.barrier0()
	%1675 = icmp slt i32 %31, 64
	br i1 %1675, label %then295, label %join296

then295:
	%1676 = sext i32 %31 to i64
	%1677 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1676
	%1678 = load double, double addrspace(3)* %1677
	%1679 = add i32 %31, 64
	%1680 = sext i32 %1679 to i64
	%1681 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1680
	%1682 = load double, double addrspace(3)* %1681
	%1683 = fadd double %1678, %1682
	%1684 = sext i32 %31 to i64
	%1685 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1684
	store double %1683, double addrspace(3)* %1685
	br label %join296

join296:
	call void @llvm.nvvm.barrier0()
	%1686 = icmp slt i32 %31, 32
	br i1 %1686, label %then297, label %join298

then297:
	%1687 = sext i32 %31 to i64
	%1688 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1687
	%1689 = load double, double addrspace(3)* %1688
	%1690 = add i32 %31, 32
	%1691 = sext i32 %1690 to i64
	%1692 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1691
	%1693 = load double, double addrspace(3)* %1692
	%1694 = fadd double %1689, %1693
	%1695 = sext i32 %31 to i64
	%1696 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1695
	store double %1694, double addrspace(3)* %1696
	br label %join298

join298:
	call void @llvm.nvvm.barrier0()
	%1697 = icmp slt i32 %31, 16
	br i1 %1697, label %then299, label %join300

then299:
	%1698 = sext i32 %31 to i64
	%1699 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1698
	%1700 = load double, double addrspace(3)* %1699
	%1701 = add i32 %31, 16
	%1702 = sext i32 %1701 to i64
	%1703 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1702
	%1704 = load double, double addrspace(3)* %1703
	%1705 = fadd double %1700, %1704
	%1706 = sext i32 %31 to i64
	%1707 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1706
	store double %1705, double addrspace(3)* %1707
	br label %join300

join300:
	call void @llvm.nvvm.barrier0()
	%1708 = icmp slt i32 %31, 8
	br i1 %1708, label %then301, label %join302

then301:
	%1709 = sext i32 %31 to i64
	%1710 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1709
	%1711 = load double, double addrspace(3)* %1710
	%1712 = add i32 %31, 8
	%1713 = sext i32 %1712 to i64
	%1714 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1713
	%1715 = load double, double addrspace(3)* %1714
	%1716 = fadd double %1711, %1715
	%1717 = sext i32 %31 to i64
	%1718 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1717
	store double %1716, double addrspace(3)* %1718
	br label %join302

join302:
	call void @llvm.nvvm.barrier0()
	%1719 = icmp slt i32 %31, 4
	br i1 %1719, label %then303, label %join304

then303:
	%1720 = sext i32 %31 to i64
	%1721 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1720
	%1722 = load double, double addrspace(3)* %1721
	%1723 = add i32 %31, 4
	%1724 = sext i32 %1723 to i64
	%1725 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1724
	%1726 = load double, double addrspace(3)* %1725
	%1727 = fadd double %1722, %1726
	%1728 = sext i32 %31 to i64
	%1729 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1728
	store double %1727, double addrspace(3)* %1729
	br label %join304

join304:
	call void @llvm.nvvm.barrier0()
	%1730 = icmp slt i32 %31, 2
	br i1 %1730, label %then305, label %join306

then305:
	%1731 = sext i32 %31 to i64
	%1732 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1731
	%1733 = load double, double addrspace(3)* %1732
	%1734 = add i32 %31, 2
	%1735 = sext i32 %1734 to i64
	%1736 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1735
	%1737 = load double, double addrspace(3)* %1736
	%1738 = fadd double %1733, %1737
	%1739 = sext i32 %31 to i64
	%1740 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1739
	store double %1738, double addrspace(3)* %1740
	br label %join306

join306:
	call void @llvm.nvvm.barrier0()
	%1741 = icmp slt i32 %31, 1
	br i1 %1741, label %then307, label %join308

then307:
	%1742 = sext i32 %31 to i64
	%1743 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1742
	%1744 = load double, double addrspace(3)* %1743
	%1745 = add i32 %31, 1
	%1746 = sext i32 %1745 to i64
	%1747 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1746
	%1748 = load double, double addrspace(3)* %1747
	%1749 = fadd double %1744, %1748
	%1750 = sext i32 %31 to i64
	%1751 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1750
	store double %1749, double addrspace(3)* %1751
	br label %join308

join308:
	call void @llvm.nvvm.barrier0()
	%1752 = sext i32 0 to i64
	%1753 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1752
	%1754 = load double, double addrspace(3)* %1753
	call void @llvm.nvvm.barrier0()
	%1755 = fadd double %1610, %1754
	%1756 = fcmp olt double %1331, %1755
	br i1 %1756, label %then309, label %else311

then309:
	store i32 %1617, i32* %27
	br label %join310

join310:
	%1757 = add i32 %1611, 1
	br label %loop287

else311:
	%1758 = add i32 %1617, 1
	store i32 %1758, i32* %26
	br label %join310

then312:
	%1759 = sub i32 %1618, 1
	%1760 = sext i32 %32 to i64
	%1761 = getelementptr i32, i32 addrspace(1)* %out, i64 %1760
	store i32 %1759, i32 addrspace(1)* %1761
	br label %join313

join313:
	br label %join2

loop314:
	%1762 = phi i32 [ %31, %else3 ], [ %1939, %join332 ]
	%1763 = icmp slt i32 %1762, 96
	br i1 %1763, label %body315, label %done316

body315:
	%1764 = add i32 %1762, 0
	%1765 = icmp slt i32 %1764, 96
	%1766 = select i1 %1765, i32 %1764, i32 95
	%1767 = add i32 %33, %1766
	%1768 = sext i32 %1767 to i64
	%1769 = getelementptr float, float addrspace(1)* %logits, i64 %1768
	%1770 = load float, float addrspace(1)* %1769
	%1771 = add i32 %1762, 256
	%1772 = icmp slt i32 %1771, 96
	%1773 = select i1 %1772, i32 %1771, i32 95
	%1774 = add i32 %33, %1773
	%1775 = sext i32 %1774 to i64
	%1776 = getelementptr float, float addrspace(1)* %logits, i64 %1775
	%1777 = load float, float addrspace(1)* %1776
	%1778 = add i32 %1762, 512
	%1779 = icmp slt i32 %1778, 96
	%1780 = select i1 %1779, i32 %1778, i32 95
	%1781 = add i32 %33, %1780
	%1782 = sext i32 %1781 to i64
	%1783 = getelementptr float, float addrspace(1)* %logits, i64 %1782
	%1784 = load float, float addrspace(1)* %1783
	%1785 = add i32 %1762, 768
	%1786 = icmp slt i32 %1785, 96
	%1787 = select i1 %1786, i32 %1785, i32 95
	%1788 = add i32 %33, %1787
	%1789 = sext i32 %1788 to i64
	%1790 = getelementptr float, float addrspace(1)* %logits, i64 %1789
	%1791 = load float, float addrspace(1)* %1790
	%1792 = add i32 %1762, 1024
	%1793 = icmp slt i32 %1792, 96
	%1794 = select i1 %1793, i32 %1792, i32 95
	%1795 = add i32 %33, %1794
	%1796 = sext i32 %1795 to i64
	%1797 = getelementptr float, float addrspace(1)* %logits, i64 %1796
	%1798 = load float, float addrspace(1)* %1797
	%1799 = add i32 %1762, 1280
	%1800 = icmp slt i32 %1799, 96
	%1801 = select i1 %1800, i32 %1799, i32 95
	%1802 = add i32 %33, %1801
	%1803 = sext i32 %1802 to i64
	%1804 = getelementptr float, float addrspace(1)* %logits, i64 %1803
	%1805 = load float, float addrspace(1)* %1804
	%1806 = add i32 %1762, 1536
	%1807 = icmp slt i32 %1806, 96
	%1808 = select i1 %1807, i32 %1806, i32 95
	%1809 = add i32 %33, %1808
	%1810 = sext i32 %1809 to i64
	%1811 = getelementptr float, float addrspace(1)* %logits, i64 %1810
	%1812 = load float, float addrspace(1)* %1811
	%1813 = add i32 %1762, 1792
	%1814 = icmp slt i32 %1813, 96
	%1815 = select i1 %1814, i32 %1813, i32 95
	%1816 = add i32 %33, %1815
	%1817 = sext i32 %1816 to i64
	%1818 = getelementptr float, float addrspace(1)* %logits, i64 %1817
	%1819 = load float, float addrspace(1)* %1818
	%1820 = load float, float* %29
	%1821 = load i32, i32* %30
	%1822 = fcmp une float %1770, %1770
	%1823 = fcmp une float %1820, %1820
	%1824 = icmp slt i32 %1764, %1821
	%1825 = fcmp olt float %1820, %1770
	%1826 = fcmp oeq float %1770, %1820
	%1827 = and i1 %1826, %1824
	%1828 = or i1 %1825, %1827
	%1829 = xor i1 %1823, true
	%1830 = or i1 %1829, %1824
	%1831 = select i1 %1823, i1 false, i1 %1828
	%1832 = select i1 %1822, i1 %1830, i1 %1831
	%1833 = and i1 %1765, %1832
	br i1 %1833, label %then317, label %join318

done316:
	%1834 = load float, float* %29
	%1835 = sext i32 %31 to i64
	%1836 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1835
	store float %1834, float addrspace(3)* %1836
	%1837 = load i32, i32* %30
	%1838 = sext i32 %31 to i64
	%1839 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1838
	store i32 %1837, i32 addrspace(3)* %1839
	call void @llvm.nvvm.barrier0()
	%1840 = icmp slt i32 %31, 128
	br i1 %1840, label %then333, label %join334

then317:
	store float %1770, float* %29
	store i32 %1764, i32* %30
	br label %join318

join318:
	%1841 = load float, float* %29
	%1842 = load i32, i32* %30
	%1843 = fcmp une float %1777, %1777
	%1844 = fcmp une float %1841, %1841
	%1845 = icmp slt i32 %1771, %1842
	%1846 = fcmp olt float %1841, %1777
	%1847 = fcmp oeq float %1777, %1841
	%1848 = and i1 %1847, %1845
	%1849 = or i1 %1846, %1848
	%1850 = xor i1 %1844, true
	%1851 = or i1 %1850, %1845
	%1852 = select i1 %1844, i1 false, i1 %1849
	%1853 = select i1 %1843, i1 %1851, i1 %1852
	%1854 = and i1 %1772, %1853
	br i1 %1854, label %then319, label %join320

then319:
	store float %1777, float* %29
	store i32 %1771, i32* %30
	br label %join320

join320:
	%1855 = load float, float* %29
	%1856 = load i32, i32* %30
	%1857 = fcmp une float %1784, %1784
	%1858 = fcmp une float %1855, %1855
	%1859 = icmp slt i32 %1778, %1856
	%1860 = fcmp olt float %1855, %1784
	%1861 = fcmp oeq float %1784, %1855
	%1862 = and i1 %1861, %1859
	%1863 = or i1 %1860, %1862
	%1864 = xor i1 %1858, true
	%1865 = or i1 %1864, %1859
	%1866 = select i1 %1858, i1 false, i1 %1863
	%1867 = select i1 %1857, i1 %1865, i1 %1866
	%1868 = and i1 %1779, %1867
	br i1 %1868, label %then321, label %join322

then321:
	store float %1784, float* %29
	store i32 %1778, i32* %30
	br label %join322

join322:
	%1869 = load float, float* %29
	%1870 = load i32, i32* %30
	%1871 = fcmp une float %1791, %1791
	%1872 = fcmp une float %1869, %1869
	%1873 = icmp slt i32 %1785, %1870
	%1874 = fcmp olt float %1869, %1791
	%1875 = fcmp oeq float %1791, %1869
	%1876 = and i1 %1875, %1873
	%1877 = or i1 %1874, %1876
	%1878 = xor i1 %1872, true
	%1879 = or i1 %1878, %1873
	%1880 = select i1 %1872, i1 false, i1 %1877
	%1881 = select i1 %1871, i1 %1879, i1 %1880
	%1882 = and i1 %1786, %1881
	br i1 %1882, label %then323, label %join324

then323:
	store float %1791, float* %29
	store i32 %1785, i32* %30
	br label %join324

join324:
	%1883 = load float, float* %29
	%1884 = load i32, i32* %30
	%1885 = fcmp une float %1798, %1798
	%1886 = fcmp une float %1883, %1883
	%1887 = icmp slt i32 %1792, %1884
	%1888 = fcmp olt float %1883, %1798
	%1889 = fcmp oeq float %1798, %1883
	%1890 = and i1 %1889, %1887
	%1891 = or i1 %1888, %1890
	%1892 = xor i1 %1886, true
	%1893 = or i1 %1892, %1887
	%1894 = select i1 %1886, i1 false, i1 %1891
	%1895 = select i1 %1885, i1 %1893, i1 %1894
	%1896 = and i1 %1793, %1895
	br i1 %1896, label %then325, label %join326

then325:
	store float %1798, float* %29
	store i32 %1792, i32* %30
	br label %join326

join326:
	%1897 = load float, float* %29
	%1898 = load i32, i32* %30
	%1899 = fcmp une float %1805, %1805
	%1900 = fcmp une float %1897, %1897
	%1901 = icmp slt i32 %1799, %1898
	%1902 = fcmp olt float %1897, %1805
	%1903 = fcmp oeq float %1805, %1897
	%1904 = and i1 %1903, %1901
	%1905 = or i1 %1902, %1904
	%1906 = xor i1 %1900, true
	%1907 = or i1 %1906, %1901
	%1908 = select i1 %1900, i1 false, i1 %1905
	%1909 = select i1 %1899, i1 %1907, i1 %1908
	%1910 = and i1 %1800, %1909
	br i1 %1910, label %then327, label %join328

then327:
	store float %1805, float* %29
	store i32 %1799, i32* %30
	br label %join328

join328:
	%1911 = load float, float* %29
	%1912 = load i32, i32* %30
	%1913 = fcmp une float %1812, %1812
	%1914 = fcmp une float %1911, %1911
	%1915 = icmp slt i32 %1806, %1912
	%1916 = fcmp olt float %1911, %1812
	%1917 = fcmp oeq float %1812, %1911
	%1918 = and i1 %1917, %1915
	%1919 = or i1 %1916, %1918
	%1920 = xor i1 %1914, true
	%1921 = or i1 %1920, %1915
	%1922 = select i1 %1914, i1 false, i1 %1919
	%1923 = select i1 %1913, i1 %1921, i1 %1922
	%1924 = and i1 %1807, %1923
	br i1 %1924, label %then329, label %join330

then329:
	store float %1812, float* %29
	store i32 %1806, i32* %30
	br label %join330

join330:
	%1925 = load float, float* %29
	%1926 = load i32, i32* %30
	%1927 = fcmp une float %1819, %1819
	%1928 = fcmp une float %1925, %1925
	%1929 = icmp slt i32 %1813, %1926
	%1930 = fcmp olt float %1925, %1819
	%1931 = fcmp oeq float %1819, %1925
	%1932 = and i1 %1931, %1929
	%1933 = or i1 %1930, %1932
	%1934 = xor i1 %1928, true
	%1935 = or i1 %1934, %1929
	%1936 = select i1 %1928, i1 false, i1 %1933
	%1937 = select i1 %1927, i1 %1935, i1 %1936
	%1938 = and i1 %1814, %1937
	br i1 %1938, label %then331, label %join332

then331:
	store float %1819, float* %29
	store i32 %1813, i32* %30
	br label %join332

join332:
	%1939 = add i32 %1762, 2048
	br label %loop314

then333:
	%1940 = add i32 %31, 128
	%1941 = sext i32 %1940 to i64
	%1942 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1941
	%1943 = load float, float addrspace(3)* %1942
	%1944 = sext i32 %1940 to i64
	%1945 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1944
	%1946 = load i32, i32 addrspace(3)* %1945
	%1947 = sext i32 %31 to i64
	%1948 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1947
	%1949 = load float, float addrspace(3)* %1948
	%1950 = sext i32 %31 to i64
	%1951 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1950
	%1952 = load i32, i32 addrspace(3)* %1951
	%1953 = fcmp une float %1943, %1943
	%1954 = fcmp une float %1949, %1949
	%1955 = icmp slt i32 %1946, %1952
	%1956 = fcmp olt float %1949, %1943
	%1957 = fcmp oeq float %1943, %1949
	%1958 = and i1 %1957, %1955
	%1959 = or i1 %1956, %1958
	%1960 = xor i1 %1954, true
	%1961 = or i1 %1960, %1955
	%1962 = select i1 %1954, i1 false, i1 %1959
	%1963 = select i1 %1953, i1 %1961, i1 %1962
	br i1 %1963, label %then335, label %join336

join334:
	call void @llvm.nvvm.barrier0()
	%1964 = icmp slt i32 %31, 64
	br i1 %1964, label %then337, label %join338

then335:
	%1965 = sext i32 %31 to i64
	%1966 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1965
	store float %1943, float addrspace(3)* %1966
	%1967 = sext i32 %31 to i64
	%1968 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1967
	store i32 %1946, i32 addrspace(3)* %1968
	br label %join336

join336:
	br label %join334

then337:
	%1969 = add i32 %31, 64
	%1970 = sext i32 %1969 to i64
	%1971 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1970
	%1972 = load float, float addrspace(3)* %1971
	%1973 = sext i32 %1969 to i64
	%1974 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1973
	%1975 = load i32, i32 addrspace(3)* %1974
	%1976 = sext i32 %31 to i64
	%1977 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1976
	%1978 = load float, float addrspace(3)* %1977
	%1979 = sext i32 %31 to i64
	%1980 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1979
	%1981 = load i32, i32 addrspace(3)* %1980
	%1982 = fcmp une float %1972, %1972
	%1983 = fcmp une float %1978, %1978
	%1984 = icmp slt i32 %1975, %1981
	%1985 = fcmp olt float %1978, %1972
	%1986 = fcmp oeq float %1972, %1978
	%1987 = and i1 %1986, %1984
	%1988 = or i1 %1985, %1987
	%1989 = xor i1 %1983, true
	%1990 = or i1 %1989, %1984
	%1991 = select i1 %1983, i1 false, i1 %1988
	%1992 = select i1 %1982, i1 %1990, i1 %1991
	br i1 %1992, label %then339, label %join340

join338:
	call void @llvm.nvvm.barrier0()
	%1993 = icmp slt i32 %31, 32
	br i1 %1993, label %then341, label %join342

then339:
	%1994 = sext i32 %31 to i64
	%1995 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1994
	store float %1972, float addrspace(3)* %1995
	%1996 = sext i32 %31 to i64
	%1997 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %1996
	store i32 %1975, i32 addrspace(3)* %1997
	br label %join340

join340:
	br label %join338

then341:
	%1998 = add i32 %31, 32
	%1999 = sext i32 %1998 to i64
	%2000 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %1999
	%2001 = load float, float addrspace(3)* %2000
	%2002 = sext i32 %1998 to i64
	%2003 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2002
	%2004 = load i32, i32 addrspace(3)* %2003
	%2005 = sext i32 %31 to i64
	%2006 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2005
	%2007 = load float, float addrspace(3)* %2006
	%2008 = sext i32 %31 to i64
	%2009 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2008
	%2010 = load i32, i32 addrspace(3)* %2009
	%2011 = fcmp une float %2001, %2001
	%2012 = fcmp une float %2007, %2007
	%2013 = icmp slt i32 %2004, %2010
	%2014 = fcmp olt float %2007, %2001
	%2015 = fcmp oeq float %2001, %2007
	%2016 = and i1 %2015, %2013
	%2017 = or i1 %2014, %2016
	%2018 = xor i1 %2012, true
	%2019 = or i1 %2018, %2013
	%2020 = select i1 %2012, i1 false, i1 %2017
	%2021 = select i1 %2011, i1 %2019, i1 %2020
	br i1 %2021, label %then343, label %join344

join342:
	call void @llvm.nvvm.barrier0()
	%2022 = icmp slt i32 %31, 16
	br i1 %2022, label %then345, label %join346

then343:
	%2023 = sext i32 %31 to i64
	%2024 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2023
	store float %2001, float addrspace(3)* %2024
	%2025 = sext i32 %31 to i64
	%2026 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2025
	store i32 %2004, i32 addrspace(3)* %2026
	br label %join344

join344:
	br label %join342

then345:
	%2027 = add i32 %31, 16
	%2028 = sext i32 %2027 to i64
	%2029 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2028
	%2030 = load float, float addrspace(3)* %2029
	%2031 = sext i32 %2027 to i64
	%2032 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2031
	%2033 = load i32, i32 addrspace(3)* %2032
	%2034 = sext i32 %31 to i64
	%2035 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2034
	%2036 = load float, float addrspace(3)* %2035
	%2037 = sext i32 %31 to i64
	%2038 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2037
	%2039 = load i32, i32 addrspace(3)* %2038
	%2040 = fcmp une float %2030, %2030
	%2041 = fcmp une float %2036, %2036
	%2042 = icmp slt i32 %2033, %2039
	%2043 = fcmp olt float %2036, %2030
	%2044 = fcmp oeq float %2030, %2036
	%2045 = and i1 %2044, %2042
	%2046 = or i1 %2043, %2045
	%2047 = xor i1 %2041, true
	%2048 = or i1 %2047, %2042
	%2049 = select i1 %2041, i1 false, i1 %2046
	%2050 = select i1 %2040, i1 %2048, i1 %2049
	br i1 %2050, label %then347, label %join348

join346:
	call void @llvm.nvvm.barrier0()
	%2051 = icmp slt i32 %31, 8
	br i1 %2051, label %then349, label %join350

then347:
	%2052 = sext i32 %31 to i64
	%2053 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2052
	store float %2030, float addrspace(3)* %2053
	%2054 = sext i32 %31 to i64
	%2055 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2054
	store i32 %2033, i32 addrspace(3)* %2055
	br label %join348

join348:
	br label %join346

then349:
	%2056 = add i32 %31, 8
	%2057 = sext i32 %2056 to i64
	%2058 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2057
	%2059 = load float, float addrspace(3)* %2058
	%2060 = sext i32 %2056 to i64
	%2061 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2060
	%2062 = load i32, i32 addrspace(3)* %2061
	%2063 = sext i32 %31 to i64
	%2064 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2063
	%2065 = load float, float addrspace(3)* %2064
	%2066 = sext i32 %31 to i64
	%2067 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2066
	%2068 = load i32, i32 addrspace(3)* %2067
	%2069 = fcmp une float %2059, %2059
	%2070 = fcmp une float %2065, %2065
	%2071 = icmp slt i32 %2062, %2068
	%2072 = fcmp olt float %2065, %2059
	%2073 = fcmp oeq float %2059, %2065
	%2074 = and i1 %2073, %2071
	%2075 = or i1 %2072, %2074
	%2076 = xor i1 %2070, true
	%2077 = or i1 %2076, %2071
	%2078 = select i1 %2070, i1 false, i1 %2075
	%2079 = select i1 %2069, i1 %2077, i1 %2078
	br i1 %2079, label %then351, label %join352

join350:
	call void @llvm.nvvm.barrier0()
	%2080 = icmp slt i32 %31, 4
	br i1 %2080, label %then353, label %join354

then351:
	%2081 = sext i32 %31 to i64
	%2082 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2081
	store float %2059, float addrspace(3)* %2082
	%2083 = sext i32 %31 to i64
	%2084 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2083
	store i32 %2062, i32 addrspace(3)* %2084
	br label %join352

join352:
	br label %join350

then353:
	%2085 = add i32 %31, 4
	%2086 = sext i32 %2085 to i64
	%2087 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2086
	%2088 = load float, float addrspace(3)* %2087
	%2089 = sext i32 %2085 to i64
	%2090 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2089
	%2091 = load i32, i32 addrspace(3)* %2090
	%2092 = sext i32 %31 to i64
	%2093 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2092
	%2094 = load float, float addrspace(3)* %2093
	%2095 = sext i32 %31 to i64
	%2096 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2095
	%2097 = load i32, i32 addrspace(3)* %2096
	%2098 = fcmp une float %2088, %2088
	%2099 = fcmp une float %2094, %2094
	%2100 = icmp slt i32 %2091, %2097
	%2101 = fcmp olt float %2094, %2088
	%2102 = fcmp oeq float %2088, %2094
	%2103 = and i1 %2102, %2100
	%2104 = or i1 %2101, %2103
	%2105 = xor i1 %2099, true
	%2106 = or i1 %2105, %2100
	%2107 = select i1 %2099, i1 false, i1 %2104
	%2108 = select i1 %2098, i1 %2106, i1 %2107
	br i1 %2108, label %then355, label %join356

join354:
	call void @llvm.nvvm.barrier0()
	%2109 = icmp slt i32 %31, 2
	br i1 %2109, label %then357, label %join358

then355:
	%2110 = sext i32 %31 to i64
	%2111 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2110
	store float %2088, float addrspace(3)* %2111
	%2112 = sext i32 %31 to i64
	%2113 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2112
	store i32 %2091, i32 addrspace(3)* %2113
	br label %join356

join356:
	br label %join354

then357:
	%2114 = add i32 %31, 2
	%2115 = sext i32 %2114 to i64
	%2116 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2115
	%2117 = load float, float addrspace(3)* %2116
	%2118 = sext i32 %2114 to i64
	%2119 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2118
	%2120 = load i32, i32 addrspace(3)* %2119
	%2121 = sext i32 %31 to i64
	%2122 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2121
	%2123 = load float, float addrspace(3)* %2122
	%2124 = sext i32 %31 to i64
	%2125 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2124
	%2126 = load i32, i32 addrspace(3)* %2125
	%2127 = fcmp une float %2117, %2117
	%2128 = fcmp une float %2123, %2123
	%2129 = icmp slt i32 %2120, %2126
	%2130 = fcmp olt float %2123, %2117
	%2131 = fcmp oeq float %2117, %2123
	%2132 = and i1 %2131, %2129
	%2133 = or i1 %2130, %2132
	%2134 = xor i1 %2128, true
	%2135 = or i1 %2134, %2129
	%2136 = select i1 %2128, i1 false, i1 %2133
	%2137 = select i1 %2127, i1 %2135, i1 %2136
	br i1 %2137, label %then359, label %join360

join358:
	call void @llvm.nvvm.barrier0()
	%2138 = icmp slt i32 %31, 1
	br i1 %2138, label %then361, label %join362

then359:
	%2139 = sext i32 %31 to i64
	%2140 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2139
	store float %2117, float addrspace(3)* %2140
	%2141 = sext i32 %31 to i64
	%2142 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2141
	store i32 %2120, i32 addrspace(3)* %2142
	br label %join360

join360:
	br label %join358

then361:
	%2143 = add i32 %31, 1
	%2144 = sext i32 %2143 to i64
	%2145 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2144
	%2146 = load float, float addrspace(3)* %2145
	%2147 = sext i32 %2143 to i64
	%2148 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2147
	%2149 = load i32, i32 addrspace(3)* %2148
	%2150 = sext i32 %31 to i64
	%2151 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2150
	%2152 = load float, float addrspace(3)* %2151
	%2153 = sext i32 %31 to i64
	%2154 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2153
	%2155 = load i32, i32 addrspace(3)* %2154
	%2156 = fcmp une float %2146, %2146
	%2157 = fcmp une float %2152, %2152
	%2158 = icmp slt i32 %2149, %2155
	%2159 = fcmp olt float %2152, %2146
	%2160 = fcmp oeq float %2146, %2152
	%2161 = and i1 %2160, %2158
	%2162 = or i1 %2159, %2161
	%2163 = xor i1 %2157, true
	%2164 = or i1 %2163, %2158
	%2165 = select i1 %2157, i1 false, i1 %2162
	%2166 = select i1 %2156, i1 %2164, i1 %2165
	br i1 %2166, label %then363, label %join364

join362:
	call void @llvm.nvvm.barrier0()
	%2167 = sext i32 0 to i64
	%2168 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2167
	%2169 = load i32, i32 addrspace(3)* %2168
	%2170 = icmp eq i32 %31, 0
	br i1 %2170, label %then365, label %join366

then363:
	%2171 = sext i32 %31 to i64
	%2172 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1979, i64 0, i64 %2171
	store float %2146, float addrspace(3)* %2172
	%2173 = sext i32 %31 to i64
	%2174 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1980, i64 0, i64 %2173
	store i32 %2149, i32 addrspace(3)* %2174
	br label %join364

join364:
	br label %join362

then365:
	%2175 = sext i32 %32 to i64
	%2176 = getelementptr i32, i32 addrspace(1)* %out, i64 %2175
	store i32 %2169, i32 addrspace(1)* %2176
	br label %join366

join366:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)
