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
@sample_f32_v96.smem1967 = internal addrspace(3) global [256 x float] undef, align 16
@sample_f32_v96.smem1968 = internal addrspace(3) global [256 x i32] undef, align 16

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
	%38 = sub i32 96, 1
	br label %loop314

loop4:
	%39 = phi i32 [ %31, %then1 ], [ %52, %join8 ]
	%40 = icmp slt i32 %39, 96
	br i1 %40, label %body5, label %done6

body5:
	%41 = add i32 %33, %39
	%42 = sext i32 %41 to i64
	%43 = getelementptr float, float addrspace(1)* %logits, i64 %42
	%44 = load float, float addrspace(1)* %43
	%45 = fdiv float %44, %36
	%46 = load float, float* %0
	%47 = fcmp olt float %46, %45
	br i1 %47, label %then7, label %join8

done6:
	%48 = load float, float* %0
	%49 = sext i32 %31 to i64
	%50 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %49
	store float %48, float addrspace(3)* %50
	call void @llvm.nvvm.barrier0()
	%51 = icmp slt i32 %31, 128
	br i1 %51, label %then9, label %join10

then7:
	store float %45, float* %0
	br label %join8

join8:
	%52 = add i32 %39, 256
	br label %loop4

then9:
	%53 = add i32 %31, 128
	%54 = sext i32 %53 to i64
	%55 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %54
	%56 = load float, float addrspace(3)* %55
	%57 = sext i32 %31 to i64
	%58 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %57
	%59 = load float, float addrspace(3)* %58
	%60 = fcmp olt float %59, %56
	br i1 %60, label %then11, label %join12

join10:
	call void @llvm.nvvm.barrier0()
	%61 = icmp slt i32 %31, 64
	br i1 %61, label %then13, label %join14

then11:
	%62 = sext i32 %31 to i64
	%63 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %62
	store float %56, float addrspace(3)* %63
	br label %join12

join12:
	br label %join10

then13:
	%64 = add i32 %31, 64
	%65 = sext i32 %64 to i64
	%66 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %65
	%67 = load float, float addrspace(3)* %66
	%68 = sext i32 %31 to i64
	%69 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %68
	%70 = load float, float addrspace(3)* %69
	%71 = fcmp olt float %70, %67
	br i1 %71, label %then15, label %join16

join14:
	call void @llvm.nvvm.barrier0()
	%72 = icmp slt i32 %31, 32
	br i1 %72, label %then17, label %join18

then15:
	%73 = sext i32 %31 to i64
	%74 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %73
	store float %67, float addrspace(3)* %74
	br label %join16

join16:
	br label %join14

then17:
	%75 = add i32 %31, 32
	%76 = sext i32 %75 to i64
	%77 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %76
	%78 = load float, float addrspace(3)* %77
	%79 = sext i32 %31 to i64
	%80 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %79
	%81 = load float, float addrspace(3)* %80
	%82 = fcmp olt float %81, %78
	br i1 %82, label %then19, label %join20

join18:
	call void @llvm.nvvm.barrier0()
	%83 = icmp slt i32 %31, 16
	br i1 %83, label %then21, label %join22

then19:
	%84 = sext i32 %31 to i64
	%85 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %84
	store float %78, float addrspace(3)* %85
	br label %join20

join20:
	br label %join18

then21:
	%86 = add i32 %31, 16
	%87 = sext i32 %86 to i64
	%88 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %87
	%89 = load float, float addrspace(3)* %88
	%90 = sext i32 %31 to i64
	%91 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %90
	%92 = load float, float addrspace(3)* %91
	%93 = fcmp olt float %92, %89
	br i1 %93, label %then23, label %join24

join22:
	call void @llvm.nvvm.barrier0()
	%94 = icmp slt i32 %31, 8
	br i1 %94, label %then25, label %join26

then23:
	%95 = sext i32 %31 to i64
	%96 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %95
	store float %89, float addrspace(3)* %96
	br label %join24

join24:
	br label %join22

then25:
	%97 = add i32 %31, 8
	%98 = sext i32 %97 to i64
	%99 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %98
	%100 = load float, float addrspace(3)* %99
	%101 = sext i32 %31 to i64
	%102 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %101
	%103 = load float, float addrspace(3)* %102
	%104 = fcmp olt float %103, %100
	br i1 %104, label %then27, label %join28

join26:
	call void @llvm.nvvm.barrier0()
	%105 = icmp slt i32 %31, 4
	br i1 %105, label %then29, label %join30

then27:
	%106 = sext i32 %31 to i64
	%107 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %106
	store float %100, float addrspace(3)* %107
	br label %join28

join28:
	br label %join26

then29:
	%108 = add i32 %31, 4
	%109 = sext i32 %108 to i64
	%110 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %109
	%111 = load float, float addrspace(3)* %110
	%112 = sext i32 %31 to i64
	%113 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %112
	%114 = load float, float addrspace(3)* %113
	%115 = fcmp olt float %114, %111
	br i1 %115, label %then31, label %join32

join30:
	call void @llvm.nvvm.barrier0()
	%116 = icmp slt i32 %31, 2
	br i1 %116, label %then33, label %join34

then31:
	%117 = sext i32 %31 to i64
	%118 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %117
	store float %111, float addrspace(3)* %118
	br label %join32

join32:
	br label %join30

then33:
	%119 = add i32 %31, 2
	%120 = sext i32 %119 to i64
	%121 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %120
	%122 = load float, float addrspace(3)* %121
	%123 = sext i32 %31 to i64
	%124 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %123
	%125 = load float, float addrspace(3)* %124
	%126 = fcmp olt float %125, %122
	br i1 %126, label %then35, label %join36

join34:
	call void @llvm.nvvm.barrier0()
	%127 = icmp slt i32 %31, 1
	br i1 %127, label %then37, label %join38

then35:
	%128 = sext i32 %31 to i64
	%129 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %128
	store float %122, float addrspace(3)* %129
	br label %join36

join36:
	br label %join34

then37:
	%130 = add i32 %31, 1
	%131 = sext i32 %130 to i64
	%132 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %131
	%133 = load float, float addrspace(3)* %132
	%134 = sext i32 %31 to i64
	%135 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %134
	%136 = load float, float addrspace(3)* %135
	%137 = fcmp olt float %136, %133
	br i1 %137, label %then39, label %join40

join38:
	call void @llvm.nvvm.barrier0()
	%138 = sext i32 0 to i64
	%139 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %138
	%140 = load float, float addrspace(3)* %139
	store double 0.0, double* %1
	br label %loop41

then39:
	%141 = sext i32 %31 to i64
	%142 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem29, i64 0, i64 %141
	store float %133, float addrspace(3)* %142
	br label %join40

join40:
	br label %join38

loop41:
	%143 = phi i32 [ %31, %join38 ], [ %206, %body42 ]
	%144 = icmp slt i32 %143, 96
	br i1 %144, label %body42, label %done43

body42:
	%145 = load double, double* %1
	%146 = add i32 %33, %143
	%147 = sext i32 %146 to i64
	%148 = getelementptr float, float addrspace(1)* %logits, i64 %147
	%149 = load float, float addrspace(1)* %148
	%150 = fdiv float %149, %36
	%151 = fsub float %150, %140
	%152 = fpext float %151 to double
	%153 = fcmp olt double %152, -745.0
	%154 = select i1 %153, double -745.0, double %152
	%155 = fcmp olt double 710.0, %154
	%156 = select i1 %155, double 710.0, double %154
	%157 = fmul double %156, 0x3FF71547652B82FE
	%158 = call double @llvm.rint.f64(double %157)
	%159 = fmul double %158, 0x3FE62E42FEE00000
	%160 = fsub double %156, %159
	%161 = fmul double %158, 0x3DEA39EF35793C76
	%162 = fsub double %160, %161
	%163 = fmul double 0x3DE6124613A86D09, %162
	%164 = fadd double %163, 0x3E21EED8EFF8D898
	%165 = fmul double %164, %162
	%166 = fadd double %165, 0x3E5AE64567F544E4
	%167 = fmul double %166, %162
	%168 = fadd double %167, 0x3E927E4FB7789F5C
	%169 = fmul double %168, %162
	%170 = fadd double %169, 0x3EC71DE3A556C734
	%171 = fmul double %170, %162
	%172 = fadd double %171, 0x3EFA01A01A01A01A
	%173 = fmul double %172, %162
	%174 = fadd double %173, 0x3F2A01A01A01A01A
	%175 = fmul double %174, %162
	%176 = fadd double %175, 0x3F56C16C16C16C17
	%177 = fmul double %176, %162
	%178 = fadd double %177, 0x3F81111111111111
	%179 = fmul double %178, %162
	%180 = fadd double %179, 0x3FA5555555555555
	%181 = fmul double %180, %162
	%182 = fadd double %181, 0x3FC5555555555555
	%183 = fmul double %182, %162
	%184 = fadd double %183, 0.5
	%185 = fmul double %184, %162
	%186 = fadd double %185, 1.0
	%187 = fmul double %186, %162
	%188 = fadd double %187, 1.0
	%189 = fptosi double %158 to i64
	%190 = sdiv i64 %189, 2
	%191 = sub i64 %189, %190
	%192 = add i64 %190, 1023
	%193 = shl i64 %192, 52
	%194 = bitcast i64 %193 to double
	%195 = fmul double %188, %194
	%196 = add i64 %191, 1023
	%197 = shl i64 %196, 52
	%198 = bitcast i64 %197 to double
	%199 = fmul double %195, %198
	%200 = fptrunc double %199 to float
	%201 = add i32 %33, %143
	%202 = sext i32 %201 to i64
	%203 = getelementptr float, float addrspace(1)* %probs, i64 %202
	store float %200, float addrspace(1)* %203
	%204 = fpext float %200 to double
	%205 = fadd double %145, %204
	store double %205, double* %1
	%206 = add i32 %143, 256
	br label %loop41

done43:
	%207 = load double, double* %1
	%208 = sext i32 %31 to i64
	%209 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %208
	store double %207, double addrspace(3)* %209
	call void @llvm.nvvm.barrier0()
	%210 = icmp slt i32 %31, 128
	br i1 %210, label %then44, label %join45

then44:
	%211 = sext i32 %31 to i64
	%212 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %211
	%213 = load double, double addrspace(3)* %212
	%214 = add i32 %31, 128
	%215 = sext i32 %214 to i64
	%216 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %215
	%217 = load double, double addrspace(3)* %216
	%218 = fadd double %213, %217
	%219 = sext i32 %31 to i64
	%220 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %219
	store double %218, double addrspace(3)* %220
	br label %join45

join45:
	call void @llvm.nvvm.barrier0()
	%221 = icmp slt i32 %31, 64
	br i1 %221, label %then46, label %join47

then46:
	%222 = sext i32 %31 to i64
	%223 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %222
	%224 = load double, double addrspace(3)* %223
	%225 = add i32 %31, 64
	%226 = sext i32 %225 to i64
	%227 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %226
	%228 = load double, double addrspace(3)* %227
	%229 = fadd double %224, %228
	%230 = sext i32 %31 to i64
	%231 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %230
	store double %229, double addrspace(3)* %231
	br label %join47

join47:
	call void @llvm.nvvm.barrier0()
	%232 = icmp slt i32 %31, 32
	br i1 %232, label %then48, label %join49

then48:
	%233 = sext i32 %31 to i64
	%234 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %233
	%235 = load double, double addrspace(3)* %234
	%236 = add i32 %31, 32
	%237 = sext i32 %236 to i64
	%238 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %237
	%239 = load double, double addrspace(3)* %238
	%240 = fadd double %235, %239
	%241 = sext i32 %31 to i64
	%242 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %241
	store double %240, double addrspace(3)* %242
	br label %join49

join49:
	call void @llvm.nvvm.barrier0()
	%243 = icmp slt i32 %31, 16
	br i1 %243, label %then50, label %join51

then50:
	%244 = sext i32 %31 to i64
	%245 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %244
	%246 = load double, double addrspace(3)* %245
	%247 = add i32 %31, 16
	%248 = sext i32 %247 to i64
	%249 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %248
	%250 = load double, double addrspace(3)* %249
	%251 = fadd double %246, %250
	%252 = sext i32 %31 to i64
	%253 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %252
	store double %251, double addrspace(3)* %253
	br label %join51

join51:
	call void @llvm.nvvm.barrier0()
	%254 = icmp slt i32 %31, 8
	br i1 %254, label %then52, label %join53

then52:
	%255 = sext i32 %31 to i64
	%256 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %255
	%257 = load double, double addrspace(3)* %256
	%258 = add i32 %31, 8
	%259 = sext i32 %258 to i64
	%260 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %259
	%261 = load double, double addrspace(3)* %260
	%262 = fadd double %257, %261
	%263 = sext i32 %31 to i64
	%264 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %263
	store double %262, double addrspace(3)* %264
	br label %join53

join53:
	call void @llvm.nvvm.barrier0()
	%265 = icmp slt i32 %31, 4
	br i1 %265, label %then54, label %join55

then54:
	%266 = sext i32 %31 to i64
	%267 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %266
	%268 = load double, double addrspace(3)* %267
	%269 = add i32 %31, 4
	%270 = sext i32 %269 to i64
	%271 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %270
	%272 = load double, double addrspace(3)* %271
	%273 = fadd double %268, %272
	%274 = sext i32 %31 to i64
	%275 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %274
	store double %273, double addrspace(3)* %275
	br label %join55

join55:
	call void @llvm.nvvm.barrier0()
	%276 = icmp slt i32 %31, 2
	br i1 %276, label %then56, label %join57

then56:
	%277 = sext i32 %31 to i64
	%278 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %277
	%279 = load double, double addrspace(3)* %278
	%280 = add i32 %31, 2
	%281 = sext i32 %280 to i64
	%282 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %281
	%283 = load double, double addrspace(3)* %282
	%284 = fadd double %279, %283
	%285 = sext i32 %31 to i64
	%286 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %285
	store double %284, double addrspace(3)* %286
	br label %join57

join57:
	call void @llvm.nvvm.barrier0()
	%287 = icmp slt i32 %31, 1
	br i1 %287, label %then58, label %join59

then58:
	%288 = sext i32 %31 to i64
	%289 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %288
	%290 = load double, double addrspace(3)* %289
	%291 = add i32 %31, 1
	%292 = sext i32 %291 to i64
	%293 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %292
	%294 = load double, double addrspace(3)* %293
	%295 = fadd double %290, %294
	%296 = sext i32 %31 to i64
	%297 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %296
	store double %295, double addrspace(3)* %297
	br label %join59

join59:
	call void @llvm.nvvm.barrier0()
	%298 = sext i32 0 to i64
	%299 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem214, i64 0, i64 %298
	%300 = load double, double addrspace(3)* %299
	call void @llvm.nvvm.barrier0()
	%301 = fptrunc double %300 to float
	br label %loop60

loop60:
	%302 = phi i32 [ %31, %join59 ], [ %312, %body61 ]
	%303 = icmp slt i32 %302, 96
	br i1 %303, label %body61, label %done62

body61:
	%304 = add i32 %33, %302
	%305 = add i32 %33, %302
	%306 = sext i32 %305 to i64
	%307 = getelementptr float, float addrspace(1)* %probs, i64 %306
	%308 = load float, float addrspace(1)* %307
	%309 = fdiv float %308, %301
	%310 = sext i32 %304 to i64
	%311 = getelementptr float, float addrspace(1)* %probs, i64 %310
	store float %309, float addrspace(1)* %311
	%312 = add i32 %302, 256
	br label %loop60

done62:
	call void @llvm.nvvm.barrier0()
	%313 = sext i32 %32 to i64
	%314 = getelementptr i32, i32 addrspace(1)* %top_k, i64 %313
	%315 = load i32, i32 addrspace(1)* %314
	%316 = icmp sle i32 %315, 0
	%317 = icmp sle i32 96, %315
	%318 = or i1 %316, %317
	%319 = sitofp i32 %315 to double
	store i32 -1, i32* %2
	store i32 0, i32* %3
	%320 = xor i1 %318, true
	br i1 %320, label %then63, label %join64

then63:
	store i32 0, i32* %4
	store i32 1065353217, i32* %5
	br label %loop65

join64:
	%321 = load i32, i32* %2
	%322 = load i32, i32* %3
	store double 0.0, double* %11
	br label %loop134

loop65:
	%323 = phi i32 [ 0, %then63 ], [ %438, %join88 ]
	%324 = icmp slt i32 %323, 31
	br i1 %324, label %body66, label %done67

body66:
	%325 = load i32, i32* %4
	%326 = load i32, i32* %5
	%327 = sub i32 %326, %325
	%328 = sdiv i32 %327, 2
	%329 = add i32 %325, %328
	store double 0.0, double* %6
	br label %loop68

done67:
	%330 = load i32, i32* %5
	store i32 %330, i32* %2
	store double 0.0, double* %7
	br label %loop90

loop68:
	%331 = phi i32 [ %31, %body66 ], [ %342, %body69 ]
	%332 = icmp slt i32 %331, 96
	br i1 %332, label %body69, label %done70

body69:
	%333 = load double, double* %6
	%334 = add i32 %33, %331
	%335 = sext i32 %334 to i64
	%336 = getelementptr float, float addrspace(1)* %probs, i64 %335
	%337 = load float, float addrspace(1)* %336
	%338 = bitcast float %337 to i32
	%339 = icmp slt i32 %329, %338
	%340 = select i1 %339, double 1.0, double 0.0
	%341 = fadd double %333, %340
	store double %341, double* %6
	%342 = add i32 %331, 256
	br label %loop68

done70:
	%343 = load double, double* %6
	%344 = sext i32 %31 to i64
	%345 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %344
	store double %343, double addrspace(3)* %345
	call void @llvm.nvvm.barrier0()
	%346 = icmp slt i32 %31, 128
	br i1 %346, label %then71, label %join72

then71:
	%347 = sext i32 %31 to i64
	%348 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %347
	%349 = load double, double addrspace(3)* %348
	%350 = add i32 %31, 128
	%351 = sext i32 %350 to i64
	%352 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %351
	%353 = load double, double addrspace(3)* %352
	%354 = fadd double %349, %353
	%355 = sext i32 %31 to i64
	%356 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %355
	store double %354, double addrspace(3)* %356
	br label %join72

join72:
	call void @llvm.nvvm.barrier0()
	%357 = icmp slt i32 %31, 64
	br i1 %357, label %then73, label %join74

then73:
	%358 = sext i32 %31 to i64
	%359 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %358
	%360 = load double, double addrspace(3)* %359
	%361 = add i32 %31, 64
	%362 = sext i32 %361 to i64
	%363 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %362
	%364 = load double, double addrspace(3)* %363
	%365 = fadd double %360, %364
	%366 = sext i32 %31 to i64
	%367 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %366
	store double %365, double addrspace(3)* %367
	br label %join74

join74:
	call void @llvm.nvvm.barrier0()
	%368 = icmp slt i32 %31, 32
	br i1 %368, label %then75, label %join76

then75:
	%369 = sext i32 %31 to i64
	%370 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %369
	%371 = load double, double addrspace(3)* %370
	%372 = add i32 %31, 32
	%373 = sext i32 %372 to i64
	%374 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %373
	%375 = load double, double addrspace(3)* %374
	%376 = fadd double %371, %375
	%377 = sext i32 %31 to i64
	%378 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %377
	store double %376, double addrspace(3)* %378
	br label %join76

join76:
	call void @llvm.nvvm.barrier0()
	%379 = icmp slt i32 %31, 16
	br i1 %379, label %then77, label %join78

then77:
	%380 = sext i32 %31 to i64
	%381 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %380
	%382 = load double, double addrspace(3)* %381
	%383 = add i32 %31, 16
	%384 = sext i32 %383 to i64
	%385 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %384
	%386 = load double, double addrspace(3)* %385
	%387 = fadd double %382, %386
	%388 = sext i32 %31 to i64
	%389 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %388
	store double %387, double addrspace(3)* %389
	br label %join78

join78:
	call void @llvm.nvvm.barrier0()
	%390 = icmp slt i32 %31, 8
	br i1 %390, label %then79, label %join80

then79:
	%391 = sext i32 %31 to i64
	%392 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %391
	%393 = load double, double addrspace(3)* %392
	%394 = add i32 %31, 8
	%395 = sext i32 %394 to i64
	%396 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %395
	%397 = load double, double addrspace(3)* %396
	%398 = fadd double %393, %397
	%399 = sext i32 %31 to i64
	%400 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %399
	store double %398, double addrspace(3)* %400
	br label %join80

join80:
	call void @llvm.nvvm.barrier0()
	%401 = icmp slt i32 %31, 4
	br i1 %401, label %then81, label %join82

then81:
	%402 = sext i32 %31 to i64
	%403 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %402
	%404 = load double, double addrspace(3)* %403
	%405 = add i32 %31, 4
	%406 = sext i32 %405 to i64
	%407 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %406
	%408 = load double, double addrspace(3)* %407
	%409 = fadd double %404, %408
	%410 = sext i32 %31 to i64
	%411 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %410
	store double %409, double addrspace(3)* %411
	br label %join82

join82:
	call void @llvm.nvvm.barrier0()
	%412 = icmp slt i32 %31, 2
	br i1 %412, label %then83, label %join84

then83:
	%413 = sext i32 %31 to i64
	%414 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %413
	%415 = load double, double addrspace(3)* %414
	%416 = add i32 %31, 2
	%417 = sext i32 %416 to i64
	%418 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %417
	%419 = load double, double addrspace(3)* %418
	%420 = fadd double %415, %419
	%421 = sext i32 %31 to i64
	%422 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %421
	store double %420, double addrspace(3)* %422
	br label %join84

join84:
	call void @llvm.nvvm.barrier0()
	%423 = icmp slt i32 %31, 1
	br i1 %423, label %then85, label %join86

then85:
	%424 = sext i32 %31 to i64
	%425 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %424
	%426 = load double, double addrspace(3)* %425
	%427 = add i32 %31, 1
	%428 = sext i32 %427 to i64
	%429 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %428
	%430 = load double, double addrspace(3)* %429
	%431 = fadd double %426, %430
	%432 = sext i32 %31 to i64
	%433 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %432
	store double %431, double addrspace(3)* %433
	br label %join86

join86:
	call void @llvm.nvvm.barrier0()
	%434 = sext i32 0 to i64
	%435 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem354, i64 0, i64 %434
	%436 = load double, double addrspace(3)* %435
	call void @llvm.nvvm.barrier0()
	%437 = fcmp olt double %436, %319
	br i1 %437, label %then87, label %else89

then87:
	store i32 %329, i32* %5
	br label %join88

join88:
	%438 = add i32 %323, 1
	br label %loop65

else89:
	%439 = add i32 %329, 1
	store i32 %439, i32* %4
	br label %join88

loop90:
	%440 = phi i32 [ %31, %done67 ], [ %451, %body91 ]
	%441 = icmp slt i32 %440, 96
	br i1 %441, label %body91, label %done92

body91:
	%442 = load double, double* %7
	%443 = add i32 %33, %440
	%444 = sext i32 %443 to i64
	%445 = getelementptr float, float addrspace(1)* %probs, i64 %444
	%446 = load float, float addrspace(1)* %445
	%447 = bitcast float %446 to i32
	%448 = icmp slt i32 %330, %447
	%449 = select i1 %448, double 1.0, double 0.0
	%450 = fadd double %442, %449
	store double %450, double* %7
	%451 = add i32 %440, 256
	br label %loop90

done92:
	%452 = load double, double* %7
	%453 = sext i32 %31 to i64
	%454 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %453
	store double %452, double addrspace(3)* %454
	call void @llvm.nvvm.barrier0()
	%455 = icmp slt i32 %31, 128
	br i1 %455, label %then93, label %join94

then93:
	%456 = sext i32 %31 to i64
	%457 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %456
	%458 = load double, double addrspace(3)* %457
	%459 = add i32 %31, 128
	%460 = sext i32 %459 to i64
	%461 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %460
	%462 = load double, double addrspace(3)* %461
	%463 = fadd double %458, %462
	%464 = sext i32 %31 to i64
	%465 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %464
	store double %463, double addrspace(3)* %465
	br label %join94

join94:
	call void @llvm.nvvm.barrier0()
	%466 = icmp slt i32 %31, 64
	br i1 %466, label %then95, label %join96

then95:
	%467 = sext i32 %31 to i64
	%468 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %467
	%469 = load double, double addrspace(3)* %468
	%470 = add i32 %31, 64
	%471 = sext i32 %470 to i64
	%472 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %471
	%473 = load double, double addrspace(3)* %472
	%474 = fadd double %469, %473
	%475 = sext i32 %31 to i64
	%476 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %475
	store double %474, double addrspace(3)* %476
	br label %join96

join96:
	call void @llvm.nvvm.barrier0()
	%477 = icmp slt i32 %31, 32
	br i1 %477, label %then97, label %join98

then97:
	%478 = sext i32 %31 to i64
	%479 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %478
	%480 = load double, double addrspace(3)* %479
	%481 = add i32 %31, 32
	%482 = sext i32 %481 to i64
	%483 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %482
	%484 = load double, double addrspace(3)* %483
	%485 = fadd double %480, %484
	%486 = sext i32 %31 to i64
	%487 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %486
	store double %485, double addrspace(3)* %487
	br label %join98

join98:
	call void @llvm.nvvm.barrier0()
	%488 = icmp slt i32 %31, 16
	br i1 %488, label %then99, label %join100

then99:
	%489 = sext i32 %31 to i64
	%490 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %489
	%491 = load double, double addrspace(3)* %490
	%492 = add i32 %31, 16
	%493 = sext i32 %492 to i64
	%494 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %493
	%495 = load double, double addrspace(3)* %494
	%496 = fadd double %491, %495
	%497 = sext i32 %31 to i64
	%498 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %497
	store double %496, double addrspace(3)* %498
	br label %join100

join100:
	call void @llvm.nvvm.barrier0()
	%499 = icmp slt i32 %31, 8
	br i1 %499, label %then101, label %join102

then101:
	%500 = sext i32 %31 to i64
	%501 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %500
	%502 = load double, double addrspace(3)* %501
	%503 = add i32 %31, 8
	%504 = sext i32 %503 to i64
	%505 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %504
	%506 = load double, double addrspace(3)* %505
	%507 = fadd double %502, %506
	%508 = sext i32 %31 to i64
	%509 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %508
	store double %507, double addrspace(3)* %509
	br label %join102

join102:
	call void @llvm.nvvm.barrier0()
	%510 = icmp slt i32 %31, 4
	br i1 %510, label %then103, label %join104

then103:
	%511 = sext i32 %31 to i64
	%512 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %511
	%513 = load double, double addrspace(3)* %512
	%514 = add i32 %31, 4
	%515 = sext i32 %514 to i64
	%516 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %515
	%517 = load double, double addrspace(3)* %516
	%518 = fadd double %513, %517
	%519 = sext i32 %31 to i64
	%520 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %519
	store double %518, double addrspace(3)* %520
	br label %join104

join104:
	call void @llvm.nvvm.barrier0()
	%521 = icmp slt i32 %31, 2
	br i1 %521, label %then105, label %join106

then105:
	%522 = sext i32 %31 to i64
	%523 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %522
	%524 = load double, double addrspace(3)* %523
	%525 = add i32 %31, 2
	%526 = sext i32 %525 to i64
	%527 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %526
	%528 = load double, double addrspace(3)* %527
	%529 = fadd double %524, %528
	%530 = sext i32 %31 to i64
	%531 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %530
	store double %529, double addrspace(3)* %531
	br label %join106

join106:
	call void @llvm.nvvm.barrier0()
	%532 = icmp slt i32 %31, 1
	br i1 %532, label %then107, label %join108

then107:
	%533 = sext i32 %31 to i64
	%534 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %533
	%535 = load double, double addrspace(3)* %534
	%536 = add i32 %31, 1
	%537 = sext i32 %536 to i64
	%538 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %537
	%539 = load double, double addrspace(3)* %538
	%540 = fadd double %535, %539
	%541 = sext i32 %31 to i64
	%542 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %541
	store double %540, double addrspace(3)* %542
	br label %join108

join108:
	call void @llvm.nvvm.barrier0()
	%543 = sext i32 0 to i64
	%544 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem463, i64 0, i64 %543
	%545 = load double, double addrspace(3)* %544
	call void @llvm.nvvm.barrier0()
	%546 = fsub double %319, %545
	store i32 0, i32* %8
	store i32 96, i32* %9
	br label %loop109

loop109:
	%547 = phi i32 [ 0, %join108 ], [ %664, %join132 ]
	%548 = icmp slt i32 %547, 8
	br i1 %548, label %body110, label %done111

body110:
	%549 = load i32, i32* %8
	%550 = load i32, i32* %9
	%551 = sub i32 %550, %549
	%552 = sdiv i32 %551, 2
	%553 = add i32 %549, %552
	store double 0.0, double* %10
	br label %loop112

done111:
	%554 = load i32, i32* %9
	store i32 %554, i32* %3
	br label %join64

loop112:
	%555 = phi i32 [ %31, %body110 ], [ %568, %body113 ]
	%556 = icmp slt i32 %555, 96
	br i1 %556, label %body113, label %done114

body113:
	%557 = load double, double* %10
	%558 = add i32 %33, %555
	%559 = sext i32 %558 to i64
	%560 = getelementptr float, float addrspace(1)* %probs, i64 %559
	%561 = load float, float addrspace(1)* %560
	%562 = bitcast float %561 to i32
	%563 = icmp eq i32 %562, %330
	%564 = icmp slt i32 %555, %553
	%565 = and i1 %563, %564
	%566 = select i1 %565, double 1.0, double 0.0
	%567 = fadd double %557, %566
	store double %567, double* %10
	%568 = add i32 %555, 256
	br label %loop112

done114:
	%569 = load double, double* %10
	%570 = sext i32 %31 to i64
	%571 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %570
	store double %569, double addrspace(3)* %571
	call void @llvm.nvvm.barrier0()
	%572 = icmp slt i32 %31, 128
	br i1 %572, label %then115, label %join116

then115:
	%573 = sext i32 %31 to i64
	%574 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %573
	%575 = load double, double addrspace(3)* %574
	%576 = add i32 %31, 128
	%577 = sext i32 %576 to i64
	%578 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %577
	%579 = load double, double addrspace(3)* %578
	%580 = fadd double %575, %579
	%581 = sext i32 %31 to i64
	%582 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %581
	store double %580, double addrspace(3)* %582
	br label %join116

join116:
	call void @llvm.nvvm.barrier0()
	%583 = icmp slt i32 %31, 64
	br i1 %583, label %then117, label %join118

then117:
	%584 = sext i32 %31 to i64
	%585 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %584
	%586 = load double, double addrspace(3)* %585
	%587 = add i32 %31, 64
	%588 = sext i32 %587 to i64
	%589 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %588
	%590 = load double, double addrspace(3)* %589
	%591 = fadd double %586, %590
	%592 = sext i32 %31 to i64
	%593 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %592
	store double %591, double addrspace(3)* %593
	br label %join118

join118:
	call void @llvm.nvvm.barrier0()
	%594 = icmp slt i32 %31, 32
	br i1 %594, label %then119, label %join120

then119:
	%595 = sext i32 %31 to i64
	%596 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %595
	%597 = load double, double addrspace(3)* %596
	%598 = add i32 %31, 32
	%599 = sext i32 %598 to i64
	%600 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %599
	%601 = load double, double addrspace(3)* %600
	%602 = fadd double %597, %601
	%603 = sext i32 %31 to i64
	%604 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %603
	store double %602, double addrspace(3)* %604
	br label %join120

join120:
	call void @llvm.nvvm.barrier0()
	%605 = icmp slt i32 %31, 16
	br i1 %605, label %then121, label %join122

then121:
	%606 = sext i32 %31 to i64
	%607 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %606
	%608 = load double, double addrspace(3)* %607
	%609 = add i32 %31, 16
	%610 = sext i32 %609 to i64
	%611 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %610
	%612 = load double, double addrspace(3)* %611
	%613 = fadd double %608, %612
	%614 = sext i32 %31 to i64
	%615 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %614
	store double %613, double addrspace(3)* %615
	br label %join122

join122:
	call void @llvm.nvvm.barrier0()
	%616 = icmp slt i32 %31, 8
	br i1 %616, label %then123, label %join124

then123:
	%617 = sext i32 %31 to i64
	%618 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %617
	%619 = load double, double addrspace(3)* %618
	%620 = add i32 %31, 8
	%621 = sext i32 %620 to i64
	%622 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %621
	%623 = load double, double addrspace(3)* %622
	%624 = fadd double %619, %623
	%625 = sext i32 %31 to i64
	%626 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %625
	store double %624, double addrspace(3)* %626
	br label %join124

join124:
	call void @llvm.nvvm.barrier0()
	%627 = icmp slt i32 %31, 4
	br i1 %627, label %then125, label %join126

then125:
	%628 = sext i32 %31 to i64
	%629 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %628
	%630 = load double, double addrspace(3)* %629
	%631 = add i32 %31, 4
	%632 = sext i32 %631 to i64
	%633 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %632
	%634 = load double, double addrspace(3)* %633
	%635 = fadd double %630, %634
	%636 = sext i32 %31 to i64
	%637 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %636
	store double %635, double addrspace(3)* %637
	br label %join126

join126:
	call void @llvm.nvvm.barrier0()
	%638 = icmp slt i32 %31, 2
	br i1 %638, label %then127, label %join128

then127:
	%639 = sext i32 %31 to i64
	%640 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %639
	%641 = load double, double addrspace(3)* %640
	%642 = add i32 %31, 2
	%643 = sext i32 %642 to i64
	%644 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %643
	%645 = load double, double addrspace(3)* %644
	%646 = fadd double %641, %645
	%647 = sext i32 %31 to i64
	%648 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %647
	store double %646, double addrspace(3)* %648
	br label %join128

join128:
	call void @llvm.nvvm.barrier0()
	%649 = icmp slt i32 %31, 1
	br i1 %649, label %then129, label %join130

then129:
	%650 = sext i32 %31 to i64
	%651 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %650
	%652 = load double, double addrspace(3)* %651
	%653 = add i32 %31, 1
	%654 = sext i32 %653 to i64
	%655 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %654
	%656 = load double, double addrspace(3)* %655
	%657 = fadd double %652, %656
	%658 = sext i32 %31 to i64
	%659 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %658
	store double %657, double addrspace(3)* %659
	br label %join130

join130:
	call void @llvm.nvvm.barrier0()
	%660 = sext i32 0 to i64
	%661 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem581, i64 0, i64 %660
	%662 = load double, double addrspace(3)* %661
	call void @llvm.nvvm.barrier0()
	%663 = fcmp ole double %546, %662
	br i1 %663, label %then131, label %else133

then131:
	store i32 %553, i32* %9
	br label %join132

join132:
	%664 = add i32 %547, 1
	br label %loop109

else133:
	%665 = add i32 %553, 1
	store i32 %665, i32* %8
	br label %join132

loop134:
	%666 = phi i32 [ %31, %join64 ], [ %686, %body135 ]
	%667 = icmp slt i32 %666, 96
	br i1 %667, label %body135, label %done136

body135:
	%668 = load double, double* %11
	%669 = add i32 %33, %666
	%670 = sext i32 %669 to i64
	%671 = getelementptr float, float addrspace(1)* %probs, i64 %670
	%672 = load float, float addrspace(1)* %671
	%673 = bitcast float %672 to i32
	%674 = icmp slt i32 %321, %673
	%675 = icmp eq i32 %673, %321
	%676 = icmp slt i32 %666, %322
	%677 = and i1 %675, %676
	%678 = or i1 %674, %677
	%679 = add i32 %33, %666
	%680 = sext i32 %679 to i64
	%681 = getelementptr float, float addrspace(1)* %probs, i64 %680
	%682 = load float, float addrspace(1)* %681
	%683 = fpext float %682 to double
	%684 = select i1 %678, double %683, double 0.0
	%685 = fadd double %668, %684
	store double %685, double* %11
	%686 = add i32 %666, 256
	br label %loop134

done136:
	%687 = load double, double* %11
	%688 = sext i32 %31 to i64
	%689 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %688
	store double %687, double addrspace(3)* %689
	call void @llvm.nvvm.barrier0()
	%690 = icmp slt i32 %31, 128
	br i1 %690, label %then137, label %join138

then137:
	%691 = sext i32 %31 to i64
	%692 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %691
	%693 = load double, double addrspace(3)* %692
	%694 = add i32 %31, 128
	%695 = sext i32 %694 to i64
	%696 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %695
	%697 = load double, double addrspace(3)* %696
	%698 = fadd double %693, %697
	%699 = sext i32 %31 to i64
	%700 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %699
	store double %698, double addrspace(3)* %700
	br label %join138

join138:
	call void @llvm.nvvm.barrier0()
	%701 = icmp slt i32 %31, 64
	br i1 %701, label %then139, label %join140

then139:
	%702 = sext i32 %31 to i64
	%703 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %702
	%704 = load double, double addrspace(3)* %703
	%705 = add i32 %31, 64
	%706 = sext i32 %705 to i64
	%707 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %706
	%708 = load double, double addrspace(3)* %707
	%709 = fadd double %704, %708
	%710 = sext i32 %31 to i64
	%711 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %710
	store double %709, double addrspace(3)* %711
	br label %join140

join140:
	call void @llvm.nvvm.barrier0()
	%712 = icmp slt i32 %31, 32
	br i1 %712, label %then141, label %join142

then141:
	%713 = sext i32 %31 to i64
	%714 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %713
	%715 = load double, double addrspace(3)* %714
	%716 = add i32 %31, 32
	%717 = sext i32 %716 to i64
	%718 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %717
	%719 = load double, double addrspace(3)* %718
	%720 = fadd double %715, %719
	%721 = sext i32 %31 to i64
	%722 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %721
	store double %720, double addrspace(3)* %722
	br label %join142

join142:
	call void @llvm.nvvm.barrier0()
	%723 = icmp slt i32 %31, 16
	br i1 %723, label %then143, label %join144

then143:
	%724 = sext i32 %31 to i64
	%725 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %724
	%726 = load double, double addrspace(3)* %725
	%727 = add i32 %31, 16
	%728 = sext i32 %727 to i64
	%729 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %728
	%730 = load double, double addrspace(3)* %729
	%731 = fadd double %726, %730
	%732 = sext i32 %31 to i64
	%733 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %732
	store double %731, double addrspace(3)* %733
	br label %join144

join144:
	call void @llvm.nvvm.barrier0()
	%734 = icmp slt i32 %31, 8
	br i1 %734, label %then145, label %join146

then145:
	%735 = sext i32 %31 to i64
	%736 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %735
	%737 = load double, double addrspace(3)* %736
	%738 = add i32 %31, 8
	%739 = sext i32 %738 to i64
	%740 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %739
	%741 = load double, double addrspace(3)* %740
	%742 = fadd double %737, %741
	%743 = sext i32 %31 to i64
	%744 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %743
	store double %742, double addrspace(3)* %744
	br label %join146

join146:
	call void @llvm.nvvm.barrier0()
	%745 = icmp slt i32 %31, 4
	br i1 %745, label %then147, label %join148

then147:
	%746 = sext i32 %31 to i64
	%747 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %746
	%748 = load double, double addrspace(3)* %747
	%749 = add i32 %31, 4
	%750 = sext i32 %749 to i64
	%751 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %750
	%752 = load double, double addrspace(3)* %751
	%753 = fadd double %748, %752
	%754 = sext i32 %31 to i64
	%755 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %754
	store double %753, double addrspace(3)* %755
	br label %join148

join148:
	call void @llvm.nvvm.barrier0()
	%756 = icmp slt i32 %31, 2
	br i1 %756, label %then149, label %join150

then149:
	%757 = sext i32 %31 to i64
	%758 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %757
	%759 = load double, double addrspace(3)* %758
	%760 = add i32 %31, 2
	%761 = sext i32 %760 to i64
	%762 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %761
	%763 = load double, double addrspace(3)* %762
	%764 = fadd double %759, %763
	%765 = sext i32 %31 to i64
	%766 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %765
	store double %764, double addrspace(3)* %766
	br label %join150

join150:
	call void @llvm.nvvm.barrier0()
	%767 = icmp slt i32 %31, 1
	br i1 %767, label %then151, label %join152

then151:
	%768 = sext i32 %31 to i64
	%769 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %768
	%770 = load double, double addrspace(3)* %769
	%771 = add i32 %31, 1
	%772 = sext i32 %771 to i64
	%773 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %772
	%774 = load double, double addrspace(3)* %773
	%775 = fadd double %770, %774
	%776 = sext i32 %31 to i64
	%777 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %776
	store double %775, double addrspace(3)* %777
	br label %join152

join152:
	call void @llvm.nvvm.barrier0()
	%778 = sext i32 0 to i64
	%779 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem699, i64 0, i64 %778
	%780 = load double, double addrspace(3)* %779
	call void @llvm.nvvm.barrier0()
	%781 = sext i32 %32 to i64
	%782 = getelementptr float, float addrspace(1)* %top_p, i64 %781
	%783 = load float, float addrspace(1)* %782
	%784 = fcmp olt float 0.0, %783
	%785 = fcmp olt float %783, 1.0
	%786 = and i1 %784, %785
	store i32 -1, i32* %12
	store i32 0, i32* %13
	br i1 %786, label %then153, label %join154

then153:
	%787 = fpext float %783 to double
	%788 = fmul double %787, %780
	store i32 0, i32* %14
	store i32 1065353217, i32* %15
	br label %loop155

join154:
	%789 = load i32, i32* %12
	%790 = load i32, i32* %13
	store double 0.0, double* %21
	br label %loop224

loop155:
	%791 = phi i32 [ 0, %then153 ], [ %924, %join178 ]
	%792 = icmp slt i32 %791, 31
	br i1 %792, label %body156, label %done157

body156:
	%793 = load i32, i32* %14
	%794 = load i32, i32* %15
	%795 = sub i32 %794, %793
	%796 = sdiv i32 %795, 2
	%797 = add i32 %793, %796
	store double 0.0, double* %16
	br label %loop158

done157:
	%798 = load i32, i32* %15
	%799 = sub i32 %798, 1
	store double 0.0, double* %17
	br label %loop180

loop158:
	%800 = phi i32 [ %31, %body156 ], [ %827, %body159 ]
	%801 = icmp slt i32 %800, 96
	br i1 %801, label %body159, label %done160

body159:
	%802 = load double, double* %16
	%803 = add i32 %33, %800
	%804 = sext i32 %803 to i64
	%805 = getelementptr float, float addrspace(1)* %probs, i64 %804
	%806 = load float, float addrspace(1)* %805
	%807 = bitcast float %806 to i32
	%808 = icmp slt i32 %321, %807
	%809 = icmp eq i32 %807, %321
	%810 = icmp slt i32 %800, %322
	%811 = and i1 %809, %810
	%812 = or i1 %808, %811
	%813 = add i32 %33, %800
	%814 = sext i32 %813 to i64
	%815 = getelementptr float, float addrspace(1)* %probs, i64 %814
	%816 = load float, float addrspace(1)* %815
	%817 = bitcast float %816 to i32
	%818 = icmp sle i32 %797, %817
	%819 = and i1 %812, %818
	%820 = add i32 %33, %800
	%821 = sext i32 %820 to i64
	%822 = getelementptr float, float addrspace(1)* %probs, i64 %821
	%823 = load float, float addrspace(1)* %822
	%824 = fpext float %823 to double
	%825 = select i1 %819, double %824, double 0.0
	%826 = fadd double %802, %825
	store double %826, double* %16
	%827 = add i32 %800, 256
	br label %loop158

done160:
	%828 = load double, double* %16
	%829 = sext i32 %31 to i64
	%830 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %829
	store double %828, double addrspace(3)* %830
	call void @llvm.nvvm.barrier0()
	%831 = icmp slt i32 %31, 128
	br i1 %831, label %then161, label %join162

then161:
	%832 = sext i32 %31 to i64
	%833 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %832
	%834 = load double, double addrspace(3)* %833
	%835 = add i32 %31, 128
	%836 = sext i32 %835 to i64
	%837 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %836
	%838 = load double, double addrspace(3)* %837
	%839 = fadd double %834, %838
	%840 = sext i32 %31 to i64
	%841 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %840
	store double %839, double addrspace(3)* %841
	br label %join162

join162:
	call void @llvm.nvvm.barrier0()
	%842 = icmp slt i32 %31, 64
	br i1 %842, label %then163, label %join164

then163:
	%843 = sext i32 %31 to i64
	%844 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %843
	%845 = load double, double addrspace(3)* %844
	%846 = add i32 %31, 64
	%847 = sext i32 %846 to i64
	%848 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %847
	%849 = load double, double addrspace(3)* %848
	%850 = fadd double %845, %849
	%851 = sext i32 %31 to i64
	%852 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %851
	store double %850, double addrspace(3)* %852
	br label %join164

join164:
	call void @llvm.nvvm.barrier0()
	%853 = icmp slt i32 %31, 32
	br i1 %853, label %then165, label %join166

then165:
	%854 = sext i32 %31 to i64
	%855 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %854
	%856 = load double, double addrspace(3)* %855
	%857 = add i32 %31, 32
	%858 = sext i32 %857 to i64
	%859 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %858
	%860 = load double, double addrspace(3)* %859
	%861 = fadd double %856, %860
	%862 = sext i32 %31 to i64
	%863 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %862
	store double %861, double addrspace(3)* %863
	br label %join166

join166:
	call void @llvm.nvvm.barrier0()
	%864 = icmp slt i32 %31, 16
	br i1 %864, label %then167, label %join168

then167:
	%865 = sext i32 %31 to i64
	%866 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %865
	%867 = load double, double addrspace(3)* %866
	%868 = add i32 %31, 16
	%869 = sext i32 %868 to i64
	%870 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %869
	%871 = load double, double addrspace(3)* %870
	%872 = fadd double %867, %871
	%873 = sext i32 %31 to i64
	%874 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %873
	store double %872, double addrspace(3)* %874
	br label %join168

join168:
	call void @llvm.nvvm.barrier0()
	%875 = icmp slt i32 %31, 8
	br i1 %875, label %then169, label %join170

then169:
	%876 = sext i32 %31 to i64
	%877 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %876
	%878 = load double, double addrspace(3)* %877
	%879 = add i32 %31, 8
	%880 = sext i32 %879 to i64
	%881 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %880
	%882 = load double, double addrspace(3)* %881
	%883 = fadd double %878, %882
	%884 = sext i32 %31 to i64
	%885 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %884
	store double %883, double addrspace(3)* %885
	br label %join170

join170:
	call void @llvm.nvvm.barrier0()
	%886 = icmp slt i32 %31, 4
	br i1 %886, label %then171, label %join172

then171:
	%887 = sext i32 %31 to i64
	%888 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %887
	%889 = load double, double addrspace(3)* %888
	%890 = add i32 %31, 4
	%891 = sext i32 %890 to i64
	%892 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %891
	%893 = load double, double addrspace(3)* %892
	%894 = fadd double %889, %893
	%895 = sext i32 %31 to i64
	%896 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %895
	store double %894, double addrspace(3)* %896
	br label %join172

join172:
	call void @llvm.nvvm.barrier0()
	%897 = icmp slt i32 %31, 2
	br i1 %897, label %then173, label %join174

then173:
	%898 = sext i32 %31 to i64
	%899 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %898
	%900 = load double, double addrspace(3)* %899
	%901 = add i32 %31, 2
	%902 = sext i32 %901 to i64
	%903 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %902
	%904 = load double, double addrspace(3)* %903
	%905 = fadd double %900, %904
	%906 = sext i32 %31 to i64
	%907 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %906
	store double %905, double addrspace(3)* %907
	br label %join174

join174:
	call void @llvm.nvvm.barrier0()
	%908 = icmp slt i32 %31, 1
	br i1 %908, label %then175, label %join176

then175:
	%909 = sext i32 %31 to i64
	%910 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %909
	%911 = load double, double addrspace(3)* %910
	%912 = add i32 %31, 1
	%913 = sext i32 %912 to i64
	%914 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %913
	%915 = load double, double addrspace(3)* %914
	%916 = fadd double %911, %915
	%917 = sext i32 %31 to i64
	%918 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %917
	store double %916, double addrspace(3)* %918
	br label %join176

join176:
	call void @llvm.nvvm.barrier0()
	%919 = sext i32 0 to i64
	%920 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem839, i64 0, i64 %919
	%921 = load double, double addrspace(3)* %920
	call void @llvm.nvvm.barrier0()
	%922 = fcmp ole double %788, %921
	%923 = xor i1 %922, true
	br i1 %923, label %then177, label %else179

then177:
	store i32 %797, i32* %15
	br label %join178

join178:
	%924 = add i32 %791, 1
	br label %loop155

else179:
	%925 = add i32 %797, 1
	store i32 %925, i32* %14
	br label %join178

loop180:
	%926 = phi i32 [ %31, %done157 ], [ %953, %body181 ]
	%927 = icmp slt i32 %926, 96
	br i1 %927, label %body181, label %done182

body181:
	%928 = load double, double* %17
	%929 = add i32 %33, %926
	%930 = sext i32 %929 to i64
	%931 = getelementptr float, float addrspace(1)* %probs, i64 %930
	%932 = load float, float addrspace(1)* %931
	%933 = bitcast float %932 to i32
	%934 = icmp slt i32 %321, %933
	%935 = icmp eq i32 %933, %321
	%936 = icmp slt i32 %926, %322
	%937 = and i1 %935, %936
	%938 = or i1 %934, %937
	%939 = add i32 %33, %926
	%940 = sext i32 %939 to i64
	%941 = getelementptr float, float addrspace(1)* %probs, i64 %940
	%942 = load float, float addrspace(1)* %941
	%943 = bitcast float %942 to i32
	%944 = icmp slt i32 %799, %943
	%945 = and i1 %938, %944
	%946 = add i32 %33, %926
	%947 = sext i32 %946 to i64
	%948 = getelementptr float, float addrspace(1)* %probs, i64 %947
	%949 = load float, float addrspace(1)* %948
	%950 = fpext float %949 to double
	%951 = select i1 %945, double %950, double 0.0
	%952 = fadd double %928, %951
	store double %952, double* %17
	%953 = add i32 %926, 256
	br label %loop180

done182:
	%954 = load double, double* %17
	%955 = sext i32 %31 to i64
	%956 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %955
	store double %954, double addrspace(3)* %956
	call void @llvm.nvvm.barrier0()
	%957 = icmp slt i32 %31, 128
	br i1 %957, label %then183, label %join184

then183:
	%958 = sext i32 %31 to i64
	%959 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %958
	%960 = load double, double addrspace(3)* %959
	%961 = add i32 %31, 128
	%962 = sext i32 %961 to i64
	%963 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %962
	%964 = load double, double addrspace(3)* %963
	%965 = fadd double %960, %964
	%966 = sext i32 %31 to i64
	%967 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %966
	store double %965, double addrspace(3)* %967
	br label %join184

join184:
	call void @llvm.nvvm.barrier0()
	%968 = icmp slt i32 %31, 64
	br i1 %968, label %then185, label %join186

then185:
	%969 = sext i32 %31 to i64
	%970 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %969
	%971 = load double, double addrspace(3)* %970
	%972 = add i32 %31, 64
	%973 = sext i32 %972 to i64
	%974 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %973
	%975 = load double, double addrspace(3)* %974
	%976 = fadd double %971, %975
	%977 = sext i32 %31 to i64
	%978 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %977
	store double %976, double addrspace(3)* %978
	br label %join186

join186:
	call void @llvm.nvvm.barrier0()
	%979 = icmp slt i32 %31, 32
	br i1 %979, label %then187, label %join188

then187:
	%980 = sext i32 %31 to i64
	%981 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %980
	%982 = load double, double addrspace(3)* %981
	%983 = add i32 %31, 32
	%984 = sext i32 %983 to i64
	%985 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %984
	%986 = load double, double addrspace(3)* %985
	%987 = fadd double %982, %986
	%988 = sext i32 %31 to i64
	%989 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %988
	store double %987, double addrspace(3)* %989
	br label %join188

join188:
	call void @llvm.nvvm.barrier0()
	%990 = icmp slt i32 %31, 16
	br i1 %990, label %then189, label %join190

then189:
	%991 = sext i32 %31 to i64
	%992 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %991
	%993 = load double, double addrspace(3)* %992
	%994 = add i32 %31, 16
	%995 = sext i32 %994 to i64
	%996 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %995
	%997 = load double, double addrspace(3)* %996
	%998 = fadd double %993, %997
	%999 = sext i32 %31 to i64
	%1000 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %999
	store double %998, double addrspace(3)* %1000
	br label %join190

join190:
	call void @llvm.nvvm.barrier0()
	%1001 = icmp slt i32 %31, 8
	br i1 %1001, label %then191, label %join192

then191:
	%1002 = sext i32 %31 to i64
	%1003 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1002
	%1004 = load double, double addrspace(3)* %1003
	%1005 = add i32 %31, 8
	%1006 = sext i32 %1005 to i64
	%1007 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1006
	%1008 = load double, double addrspace(3)* %1007
	%1009 = fadd double %1004, %1008
	%1010 = sext i32 %31 to i64
	%1011 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1010
	store double %1009, double addrspace(3)* %1011
	br label %join192

join192:
	call void @llvm.nvvm.barrier0()
	%1012 = icmp slt i32 %31, 4
	br i1 %1012, label %then193, label %join194

then193:
	%1013 = sext i32 %31 to i64
	%1014 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1013
	%1015 = load double, double addrspace(3)* %1014
	%1016 = add i32 %31, 4
	%1017 = sext i32 %1016 to i64
	%1018 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1017
	%1019 = load double, double addrspace(3)* %1018
	%1020 = fadd double %1015, %1019
	%1021 = sext i32 %31 to i64
	%1022 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1021
	store double %1020, double addrspace(3)* %1022
	br label %join194

join194:
	call void @llvm.nvvm.barrier0()
	%1023 = icmp slt i32 %31, 2
	br i1 %1023, label %then195, label %join196

then195:
	%1024 = sext i32 %31 to i64
	%1025 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1024
	%1026 = load double, double addrspace(3)* %1025
	%1027 = add i32 %31, 2
	%1028 = sext i32 %1027 to i64
	%1029 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1028
	%1030 = load double, double addrspace(3)* %1029
	%1031 = fadd double %1026, %1030
	%1032 = sext i32 %31 to i64
	%1033 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1032
	store double %1031, double addrspace(3)* %1033
	br label %join196

join196:
	call void @llvm.nvvm.barrier0()
	%1034 = icmp slt i32 %31, 1
	br i1 %1034, label %then197, label %join198

then197:
	%1035 = sext i32 %31 to i64
	%1036 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1035
	%1037 = load double, double addrspace(3)* %1036
	%1038 = add i32 %31, 1
	%1039 = sext i32 %1038 to i64
	%1040 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1039
	%1041 = load double, double addrspace(3)* %1040
	%1042 = fadd double %1037, %1041
	%1043 = sext i32 %31 to i64
	%1044 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1043
	store double %1042, double addrspace(3)* %1044
	br label %join198

join198:
	call void @llvm.nvvm.barrier0()
	%1045 = sext i32 0 to i64
	%1046 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem963, i64 0, i64 %1045
	%1047 = load double, double addrspace(3)* %1046
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %18
	store i32 96, i32* %19
	br label %loop199

loop199:
	%1048 = phi i32 [ 0, %join198 ], [ %1182, %join222 ]
	%1049 = icmp slt i32 %1048, 8
	br i1 %1049, label %body200, label %done201

body200:
	%1050 = load i32, i32* %18
	%1051 = load i32, i32* %19
	%1052 = sub i32 %1051, %1050
	%1053 = sdiv i32 %1052, 2
	%1054 = add i32 %1050, %1053
	store double 0.0, double* %20
	br label %loop202

done201:
	%1055 = load i32, i32* %19
	store i32 %799, i32* %12
	store i32 %1055, i32* %13
	br label %join154

loop202:
	%1056 = phi i32 [ %31, %body200 ], [ %1085, %body203 ]
	%1057 = icmp slt i32 %1056, 96
	br i1 %1057, label %body203, label %done204

body203:
	%1058 = load double, double* %20
	%1059 = add i32 %33, %1056
	%1060 = sext i32 %1059 to i64
	%1061 = getelementptr float, float addrspace(1)* %probs, i64 %1060
	%1062 = load float, float addrspace(1)* %1061
	%1063 = bitcast float %1062 to i32
	%1064 = icmp slt i32 %321, %1063
	%1065 = icmp eq i32 %1063, %321
	%1066 = icmp slt i32 %1056, %322
	%1067 = and i1 %1065, %1066
	%1068 = or i1 %1064, %1067
	%1069 = add i32 %33, %1056
	%1070 = sext i32 %1069 to i64
	%1071 = getelementptr float, float addrspace(1)* %probs, i64 %1070
	%1072 = load float, float addrspace(1)* %1071
	%1073 = bitcast float %1072 to i32
	%1074 = icmp eq i32 %1073, %799
	%1075 = icmp slt i32 %1056, %1054
	%1076 = and i1 %1074, %1075
	%1077 = and i1 %1068, %1076
	%1078 = add i32 %33, %1056
	%1079 = sext i32 %1078 to i64
	%1080 = getelementptr float, float addrspace(1)* %probs, i64 %1079
	%1081 = load float, float addrspace(1)* %1080
	%1082 = fpext float %1081 to double
	%1083 = select i1 %1077, double %1082, double 0.0
	%1084 = fadd double %1058, %1083
	store double %1084, double* %20
	%1085 = add i32 %1056, 256
	br label %loop202

done204:
	%1086 = load double, double* %20
	%1087 = sext i32 %31 to i64
	%1088 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1087
	store double %1086, double addrspace(3)* %1088
	call void @llvm.nvvm.barrier0()
	%1089 = icmp slt i32 %31, 128
	br i1 %1089, label %then205, label %join206

then205:
	%1090 = sext i32 %31 to i64
	%1091 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1090
	%1092 = load double, double addrspace(3)* %1091
	%1093 = add i32 %31, 128
	%1094 = sext i32 %1093 to i64
	%1095 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1094
	%1096 = load double, double addrspace(3)* %1095
	%1097 = fadd double %1092, %1096
	%1098 = sext i32 %31 to i64
	%1099 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1098
	store double %1097, double addrspace(3)* %1099
	br label %join206

join206:
	call void @llvm.nvvm.barrier0()
	%1100 = icmp slt i32 %31, 64
	br i1 %1100, label %then207, label %join208

then207:
	%1101 = sext i32 %31 to i64
	%1102 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1101
	%1103 = load double, double addrspace(3)* %1102
	%1104 = add i32 %31, 64
	%1105 = sext i32 %1104 to i64
	%1106 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1105
	%1107 = load double, double addrspace(3)* %1106
	%1108 = fadd double %1103, %1107
	%1109 = sext i32 %31 to i64
	%1110 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1109
	store double %1108, double addrspace(3)* %1110
	br label %join208

join208:
	call void @llvm.nvvm.barrier0()
	%1111 = icmp slt i32 %31, 32
	br i1 %1111, label %then209, label %join210

then209:
	%1112 = sext i32 %31 to i64
	%1113 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1112
	%1114 = load double, double addrspace(3)* %1113
	%1115 = add i32 %31, 32
	%1116 = sext i32 %1115 to i64
	%1117 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1116
	%1118 = load double, double addrspace(3)* %1117
	%1119 = fadd double %1114, %1118
	%1120 = sext i32 %31 to i64
	%1121 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1120
	store double %1119, double addrspace(3)* %1121
	br label %join210

join210:
	call void @llvm.nvvm.barrier0()
	%1122 = icmp slt i32 %31, 16
	br i1 %1122, label %then211, label %join212

then211:
	%1123 = sext i32 %31 to i64
	%1124 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1123
	%1125 = load double, double addrspace(3)* %1124
	%1126 = add i32 %31, 16
	%1127 = sext i32 %1126 to i64
	%1128 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1127
	%1129 = load double, double addrspace(3)* %1128
	%1130 = fadd double %1125, %1129
	%1131 = sext i32 %31 to i64
	%1132 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1131
	store double %1130, double addrspace(3)* %1132
	br label %join212

join212:
	call void @llvm.nvvm.barrier0()
	%1133 = icmp slt i32 %31, 8
	br i1 %1133, label %then213, label %join214

then213:
	%1134 = sext i32 %31 to i64
	%1135 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1134
	%1136 = load double, double addrspace(3)* %1135
	%1137 = add i32 %31, 8
	%1138 = sext i32 %1137 to i64
	%1139 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1138
	%1140 = load double, double addrspace(3)* %1139
	%1141 = fadd double %1136, %1140
	%1142 = sext i32 %31 to i64
	%1143 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1142
	store double %1141, double addrspace(3)* %1143
	br label %join214

join214:
	call void @llvm.nvvm.barrier0()
	%1144 = icmp slt i32 %31, 4
	br i1 %1144, label %then215, label %join216

then215:
	%1145 = sext i32 %31 to i64
	%1146 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1145
	%1147 = load double, double addrspace(3)* %1146
	%1148 = add i32 %31, 4
	%1149 = sext i32 %1148 to i64
	%1150 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1149
	%1151 = load double, double addrspace(3)* %1150
	%1152 = fadd double %1147, %1151
	%1153 = sext i32 %31 to i64
	%1154 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1153
	store double %1152, double addrspace(3)* %1154
	br label %join216

join216:
	call void @llvm.nvvm.barrier0()
	%1155 = icmp slt i32 %31, 2
	br i1 %1155, label %then217, label %join218

then217:
	%1156 = sext i32 %31 to i64
	%1157 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1156
	%1158 = load double, double addrspace(3)* %1157
	%1159 = add i32 %31, 2
	%1160 = sext i32 %1159 to i64
	%1161 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1160
	%1162 = load double, double addrspace(3)* %1161
	%1163 = fadd double %1158, %1162
	%1164 = sext i32 %31 to i64
	%1165 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1164
	store double %1163, double addrspace(3)* %1165
	br label %join218

join218:
	call void @llvm.nvvm.barrier0()
	%1166 = icmp slt i32 %31, 1
	br i1 %1166, label %then219, label %join220

then219:
	%1167 = sext i32 %31 to i64
	%1168 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1167
	%1169 = load double, double addrspace(3)* %1168
	%1170 = add i32 %31, 1
	%1171 = sext i32 %1170 to i64
	%1172 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1171
	%1173 = load double, double addrspace(3)* %1172
	%1174 = fadd double %1169, %1173
	%1175 = sext i32 %31 to i64
	%1176 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1175
	store double %1174, double addrspace(3)* %1176
	br label %join220

join220:
	call void @llvm.nvvm.barrier0()
	%1177 = sext i32 0 to i64
	%1178 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1092, i64 0, i64 %1177
	%1179 = load double, double addrspace(3)* %1178
	call void @llvm.nvvm.barrier0()
	%1180 = fadd double %1047, %1179
	%1181 = fcmp ole double %788, %1180
	br i1 %1181, label %then221, label %else223

then221:
	store i32 %1054, i32* %19
	br label %join222

join222:
	%1182 = add i32 %1048, 1
	br label %loop199

else223:
	%1183 = add i32 %1054, 1
	store i32 %1183, i32* %18
	br label %join222

loop224:
	%1184 = phi i32 [ %31, %join154 ], [ %1215, %body225 ]
	%1185 = icmp slt i32 %1184, 96
	br i1 %1185, label %body225, label %done226

body225:
	%1186 = load double, double* %21
	%1187 = add i32 %33, %1184
	%1188 = sext i32 %1187 to i64
	%1189 = getelementptr float, float addrspace(1)* %probs, i64 %1188
	%1190 = load float, float addrspace(1)* %1189
	%1191 = bitcast float %1190 to i32
	%1192 = add i32 %33, %1184
	%1193 = sext i32 %1192 to i64
	%1194 = getelementptr float, float addrspace(1)* %probs, i64 %1193
	%1195 = load float, float addrspace(1)* %1194
	%1196 = bitcast float %1195 to i32
	%1197 = icmp slt i32 %321, %1196
	%1198 = icmp eq i32 %1196, %321
	%1199 = icmp slt i32 %1184, %322
	%1200 = and i1 %1198, %1199
	%1201 = or i1 %1197, %1200
	%1202 = icmp slt i32 %789, %1191
	%1203 = icmp eq i32 %1191, %789
	%1204 = icmp slt i32 %1184, %790
	%1205 = and i1 %1203, %1204
	%1206 = or i1 %1202, %1205
	%1207 = and i1 %1201, %1206
	%1208 = add i32 %33, %1184
	%1209 = sext i32 %1208 to i64
	%1210 = getelementptr float, float addrspace(1)* %probs, i64 %1209
	%1211 = load float, float addrspace(1)* %1210
	%1212 = fpext float %1211 to double
	%1213 = select i1 %1207, double %1212, double 0.0
	%1214 = fadd double %1186, %1213
	store double %1214, double* %21
	%1215 = add i32 %1184, 256
	br label %loop224

done226:
	%1216 = load double, double* %21
	%1217 = sext i32 %31 to i64
	%1218 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1217
	store double %1216, double addrspace(3)* %1218
	call void @llvm.nvvm.barrier0()
	%1219 = icmp slt i32 %31, 128
	br i1 %1219, label %then227, label %join228

then227:
	%1220 = sext i32 %31 to i64
	%1221 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1220
	%1222 = load double, double addrspace(3)* %1221
	%1223 = add i32 %31, 128
	%1224 = sext i32 %1223 to i64
	%1225 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1224
	%1226 = load double, double addrspace(3)* %1225
	%1227 = fadd double %1222, %1226
	%1228 = sext i32 %31 to i64
	%1229 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1228
	store double %1227, double addrspace(3)* %1229
	br label %join228

join228:
	call void @llvm.nvvm.barrier0()
	%1230 = icmp slt i32 %31, 64
	br i1 %1230, label %then229, label %join230

then229:
	%1231 = sext i32 %31 to i64
	%1232 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1231
	%1233 = load double, double addrspace(3)* %1232
	%1234 = add i32 %31, 64
	%1235 = sext i32 %1234 to i64
	%1236 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1235
	%1237 = load double, double addrspace(3)* %1236
	%1238 = fadd double %1233, %1237
	%1239 = sext i32 %31 to i64
	%1240 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1239
	store double %1238, double addrspace(3)* %1240
	br label %join230

join230:
	call void @llvm.nvvm.barrier0()
	%1241 = icmp slt i32 %31, 32
	br i1 %1241, label %then231, label %join232

then231:
	%1242 = sext i32 %31 to i64
	%1243 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1242
	%1244 = load double, double addrspace(3)* %1243
	%1245 = add i32 %31, 32
	%1246 = sext i32 %1245 to i64
	%1247 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1246
	%1248 = load double, double addrspace(3)* %1247
	%1249 = fadd double %1244, %1248
	%1250 = sext i32 %31 to i64
	%1251 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1250
	store double %1249, double addrspace(3)* %1251
	br label %join232

join232:
	call void @llvm.nvvm.barrier0()
	%1252 = icmp slt i32 %31, 16
	br i1 %1252, label %then233, label %join234

then233:
	%1253 = sext i32 %31 to i64
	%1254 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1253
	%1255 = load double, double addrspace(3)* %1254
	%1256 = add i32 %31, 16
	%1257 = sext i32 %1256 to i64
	%1258 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1257
	%1259 = load double, double addrspace(3)* %1258
	%1260 = fadd double %1255, %1259
	%1261 = sext i32 %31 to i64
	%1262 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1261
	store double %1260, double addrspace(3)* %1262
	br label %join234

join234:
	call void @llvm.nvvm.barrier0()
	%1263 = icmp slt i32 %31, 8
	br i1 %1263, label %then235, label %join236

then235:
	%1264 = sext i32 %31 to i64
	%1265 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1264
	%1266 = load double, double addrspace(3)* %1265
	%1267 = add i32 %31, 8
	%1268 = sext i32 %1267 to i64
	%1269 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1268
	%1270 = load double, double addrspace(3)* %1269
	%1271 = fadd double %1266, %1270
	%1272 = sext i32 %31 to i64
	%1273 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1272
	store double %1271, double addrspace(3)* %1273
	br label %join236

join236:
	call void @llvm.nvvm.barrier0()
	%1274 = icmp slt i32 %31, 4
	br i1 %1274, label %then237, label %join238

then237:
	%1275 = sext i32 %31 to i64
	%1276 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1275
	%1277 = load double, double addrspace(3)* %1276
	%1278 = add i32 %31, 4
	%1279 = sext i32 %1278 to i64
	%1280 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1279
	%1281 = load double, double addrspace(3)* %1280
	%1282 = fadd double %1277, %1281
	%1283 = sext i32 %31 to i64
	%1284 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1283
	store double %1282, double addrspace(3)* %1284
	br label %join238

join238:
	call void @llvm.nvvm.barrier0()
	%1285 = icmp slt i32 %31, 2
	br i1 %1285, label %then239, label %join240

then239:
	%1286 = sext i32 %31 to i64
	%1287 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1286
	%1288 = load double, double addrspace(3)* %1287
	%1289 = add i32 %31, 2
	%1290 = sext i32 %1289 to i64
	%1291 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1290
	%1292 = load double, double addrspace(3)* %1291
	%1293 = fadd double %1288, %1292
	%1294 = sext i32 %31 to i64
	%1295 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1294
	store double %1293, double addrspace(3)* %1295
	br label %join240

join240:
	call void @llvm.nvvm.barrier0()
	%1296 = icmp slt i32 %31, 1
	br i1 %1296, label %then241, label %join242

then241:
	%1297 = sext i32 %31 to i64
	%1298 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1297
	%1299 = load double, double addrspace(3)* %1298
	%1300 = add i32 %31, 1
	%1301 = sext i32 %1300 to i64
	%1302 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1301
	%1303 = load double, double addrspace(3)* %1302
	%1304 = fadd double %1299, %1303
	%1305 = sext i32 %31 to i64
	%1306 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1305
	store double %1304, double addrspace(3)* %1306
	br label %join242

join242:
	call void @llvm.nvvm.barrier0()
	%1307 = sext i32 0 to i64
	%1308 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1221, i64 0, i64 %1307
	%1309 = load double, double addrspace(3)* %1308
	call void @llvm.nvvm.barrier0()
	%1310 = sext i32 %32 to i64
	%1311 = getelementptr i64, i64 addrspace(1)* %seed, i64 %1310
	%1312 = load i64, i64 addrspace(1)* %1311
	%1313 = sext i32 %32 to i64
	%1314 = getelementptr i32, i32 addrspace(1)* %position, i64 %1313
	%1315 = load i32, i32 addrspace(1)* %1314
	%1316 = sext i32 %1315 to i64
	%1317 = add i64 %1316, 1
	%1318 = mul i64 -7046029254386353131, %1317
	%1319 = add i64 %1312, %1318
	%1320 = lshr i64 %1319, 30
	%1321 = xor i64 %1319, %1320
	%1322 = mul i64 %1321, -4658895280553007687
	%1323 = lshr i64 %1322, 27
	%1324 = xor i64 %1322, %1323
	%1325 = mul i64 %1324, -7723592293110705685
	%1326 = lshr i64 %1325, 31
	%1327 = xor i64 %1325, %1326
	%1328 = lshr i64 %1327, 40
	%1329 = sitofp i64 %1328 to float
	%1330 = fmul float %1329, 0x3E70000000000000
	%1331 = fpext float %1330 to double
	%1332 = fmul double %1331, %1309
	store i32 0, i32* %22
	store i32 1065353217, i32* %23
	br label %loop243

loop243:
	%1333 = phi i32 [ 0, %join242 ], [ %1477, %join266 ]
	%1334 = icmp slt i32 %1333, 31
	br i1 %1334, label %body244, label %done245

body244:
	%1335 = load i32, i32* %22
	%1336 = load i32, i32* %23
	%1337 = sub i32 %1336, %1335
	%1338 = sdiv i32 %1337, 2
	%1339 = add i32 %1335, %1338
	store double 0.0, double* %24
	br label %loop246

done245:
	%1340 = load i32, i32* %23
	%1341 = sub i32 %1340, 1
	store double 0.0, double* %25
	br label %loop268

loop246:
	%1342 = phi i32 [ %31, %body244 ], [ %1380, %body247 ]
	%1343 = icmp slt i32 %1342, 96
	br i1 %1343, label %body247, label %done248

body247:
	%1344 = load double, double* %24
	%1345 = add i32 %33, %1342
	%1346 = sext i32 %1345 to i64
	%1347 = getelementptr float, float addrspace(1)* %probs, i64 %1346
	%1348 = load float, float addrspace(1)* %1347
	%1349 = bitcast float %1348 to i32
	%1350 = add i32 %33, %1342
	%1351 = sext i32 %1350 to i64
	%1352 = getelementptr float, float addrspace(1)* %probs, i64 %1351
	%1353 = load float, float addrspace(1)* %1352
	%1354 = bitcast float %1353 to i32
	%1355 = icmp slt i32 %321, %1354
	%1356 = icmp eq i32 %1354, %321
	%1357 = icmp slt i32 %1342, %322
	%1358 = and i1 %1356, %1357
	%1359 = or i1 %1355, %1358
	%1360 = icmp slt i32 %789, %1349
	%1361 = icmp eq i32 %1349, %789
	%1362 = icmp slt i32 %1342, %790
	%1363 = and i1 %1361, %1362
	%1364 = or i1 %1360, %1363
	%1365 = and i1 %1359, %1364
	%1366 = add i32 %33, %1342
	%1367 = sext i32 %1366 to i64
	%1368 = getelementptr float, float addrspace(1)* %probs, i64 %1367
	%1369 = load float, float addrspace(1)* %1368
	%1370 = bitcast float %1369 to i32
	%1371 = icmp sle i32 %1339, %1370
	%1372 = and i1 %1365, %1371
	%1373 = add i32 %33, %1342
	%1374 = sext i32 %1373 to i64
	%1375 = getelementptr float, float addrspace(1)* %probs, i64 %1374
	%1376 = load float, float addrspace(1)* %1375
	%1377 = fpext float %1376 to double
	%1378 = select i1 %1372, double %1377, double 0.0
	%1379 = fadd double %1344, %1378
	store double %1379, double* %24
	%1380 = add i32 %1342, 256
	br label %loop246

done248:
	%1381 = load double, double* %24
	%1382 = sext i32 %31 to i64
	%1383 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1382
	store double %1381, double addrspace(3)* %1383
	call void @llvm.nvvm.barrier0()
	%1384 = icmp slt i32 %31, 128
	br i1 %1384, label %then249, label %join250

then249:
	%1385 = sext i32 %31 to i64
	%1386 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1385
	%1387 = load double, double addrspace(3)* %1386
	%1388 = add i32 %31, 128
	%1389 = sext i32 %1388 to i64
	%1390 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1389
	%1391 = load double, double addrspace(3)* %1390
	%1392 = fadd double %1387, %1391
	%1393 = sext i32 %31 to i64
	%1394 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1393
	store double %1392, double addrspace(3)* %1394
	br label %join250

join250:
	call void @llvm.nvvm.barrier0()
	%1395 = icmp slt i32 %31, 64
	br i1 %1395, label %then251, label %join252

then251:
	%1396 = sext i32 %31 to i64
	%1397 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1396
	%1398 = load double, double addrspace(3)* %1397
	%1399 = add i32 %31, 64
	%1400 = sext i32 %1399 to i64
	%1401 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1400
	%1402 = load double, double addrspace(3)* %1401
	%1403 = fadd double %1398, %1402
	%1404 = sext i32 %31 to i64
	%1405 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1404
	store double %1403, double addrspace(3)* %1405
	br label %join252

join252:
	call void @llvm.nvvm.barrier0()
	%1406 = icmp slt i32 %31, 32
	br i1 %1406, label %then253, label %join254

then253:
	%1407 = sext i32 %31 to i64
	%1408 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1407
	%1409 = load double, double addrspace(3)* %1408
	%1410 = add i32 %31, 32
	%1411 = sext i32 %1410 to i64
	%1412 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1411
	%1413 = load double, double addrspace(3)* %1412
	%1414 = fadd double %1409, %1413
	%1415 = sext i32 %31 to i64
	%1416 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1415
	store double %1414, double addrspace(3)* %1416
	br label %join254

join254:
	call void @llvm.nvvm.barrier0()
	%1417 = icmp slt i32 %31, 16
	br i1 %1417, label %then255, label %join256

then255:
	%1418 = sext i32 %31 to i64
	%1419 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1418
	%1420 = load double, double addrspace(3)* %1419
	%1421 = add i32 %31, 16
	%1422 = sext i32 %1421 to i64
	%1423 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1422
	%1424 = load double, double addrspace(3)* %1423
	%1425 = fadd double %1420, %1424
	%1426 = sext i32 %31 to i64
	%1427 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1426
	store double %1425, double addrspace(3)* %1427
	br label %join256

join256:
	call void @llvm.nvvm.barrier0()
	%1428 = icmp slt i32 %31, 8
	br i1 %1428, label %then257, label %join258

then257:
	%1429 = sext i32 %31 to i64
	%1430 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1429
	%1431 = load double, double addrspace(3)* %1430
	%1432 = add i32 %31, 8
	%1433 = sext i32 %1432 to i64
	%1434 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1433
	%1435 = load double, double addrspace(3)* %1434
	%1436 = fadd double %1431, %1435
	%1437 = sext i32 %31 to i64
	%1438 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1437
	store double %1436, double addrspace(3)* %1438
	br label %join258

join258:
	call void @llvm.nvvm.barrier0()
	%1439 = icmp slt i32 %31, 4
	br i1 %1439, label %then259, label %join260

then259:
	%1440 = sext i32 %31 to i64
	%1441 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1440
	%1442 = load double, double addrspace(3)* %1441
	%1443 = add i32 %31, 4
	%1444 = sext i32 %1443 to i64
	%1445 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1444
	%1446 = load double, double addrspace(3)* %1445
	%1447 = fadd double %1442, %1446
	%1448 = sext i32 %31 to i64
	%1449 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1448
	store double %1447, double addrspace(3)* %1449
	br label %join260

join260:
	call void @llvm.nvvm.barrier0()
	%1450 = icmp slt i32 %31, 2
	br i1 %1450, label %then261, label %join262

then261:
	%1451 = sext i32 %31 to i64
	%1452 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1451
	%1453 = load double, double addrspace(3)* %1452
	%1454 = add i32 %31, 2
	%1455 = sext i32 %1454 to i64
	%1456 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1455
	%1457 = load double, double addrspace(3)* %1456
	%1458 = fadd double %1453, %1457
	%1459 = sext i32 %31 to i64
	%1460 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1459
	store double %1458, double addrspace(3)* %1460
	br label %join262

join262:
	call void @llvm.nvvm.barrier0()
	%1461 = icmp slt i32 %31, 1
	br i1 %1461, label %then263, label %join264

then263:
	%1462 = sext i32 %31 to i64
	%1463 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1462
	%1464 = load double, double addrspace(3)* %1463
	%1465 = add i32 %31, 1
	%1466 = sext i32 %1465 to i64
	%1467 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1466
	%1468 = load double, double addrspace(3)* %1467
	%1469 = fadd double %1464, %1468
	%1470 = sext i32 %31 to i64
	%1471 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1470
	store double %1469, double addrspace(3)* %1471
	br label %join264

join264:
	call void @llvm.nvvm.barrier0()
	%1472 = sext i32 0 to i64
	%1473 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1385, i64 0, i64 %1472
	%1474 = load double, double addrspace(3)* %1473
	call void @llvm.nvvm.barrier0()
	%1475 = fcmp olt double %1332, %1474
	%1476 = xor i1 %1475, true
	br i1 %1476, label %then265, label %else267

then265:
	store i32 %1339, i32* %23
	br label %join266

join266:
	%1477 = add i32 %1333, 1
	br label %loop243

else267:
	%1478 = add i32 %1339, 1
	store i32 %1478, i32* %22
	br label %join266

loop268:
	%1479 = phi i32 [ %31, %done245 ], [ %1517, %body269 ]
	%1480 = icmp slt i32 %1479, 96
	br i1 %1480, label %body269, label %done270

body269:
	%1481 = load double, double* %25
	%1482 = add i32 %33, %1479
	%1483 = sext i32 %1482 to i64
	%1484 = getelementptr float, float addrspace(1)* %probs, i64 %1483
	%1485 = load float, float addrspace(1)* %1484
	%1486 = bitcast float %1485 to i32
	%1487 = add i32 %33, %1479
	%1488 = sext i32 %1487 to i64
	%1489 = getelementptr float, float addrspace(1)* %probs, i64 %1488
	%1490 = load float, float addrspace(1)* %1489
	%1491 = bitcast float %1490 to i32
	%1492 = icmp slt i32 %321, %1491
	%1493 = icmp eq i32 %1491, %321
	%1494 = icmp slt i32 %1479, %322
	%1495 = and i1 %1493, %1494
	%1496 = or i1 %1492, %1495
	%1497 = icmp slt i32 %789, %1486
	%1498 = icmp eq i32 %1486, %789
	%1499 = icmp slt i32 %1479, %790
	%1500 = and i1 %1498, %1499
	%1501 = or i1 %1497, %1500
	%1502 = and i1 %1496, %1501
	%1503 = add i32 %33, %1479
	%1504 = sext i32 %1503 to i64
	%1505 = getelementptr float, float addrspace(1)* %probs, i64 %1504
	%1506 = load float, float addrspace(1)* %1505
	%1507 = bitcast float %1506 to i32
	%1508 = icmp slt i32 %1341, %1507
	%1509 = and i1 %1502, %1508
	%1510 = add i32 %33, %1479
	%1511 = sext i32 %1510 to i64
	%1512 = getelementptr float, float addrspace(1)* %probs, i64 %1511
	%1513 = load float, float addrspace(1)* %1512
	%1514 = fpext float %1513 to double
	%1515 = select i1 %1509, double %1514, double 0.0
	%1516 = fadd double %1481, %1515
	store double %1516, double* %25
	%1517 = add i32 %1479, 256
	br label %loop268

done270:
	%1518 = load double, double* %25
	%1519 = sext i32 %31 to i64
	%1520 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1519
	store double %1518, double addrspace(3)* %1520
	call void @llvm.nvvm.barrier0()
	%1521 = icmp slt i32 %31, 128
	br i1 %1521, label %then271, label %join272

then271:
	%1522 = sext i32 %31 to i64
	%1523 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1522
	%1524 = load double, double addrspace(3)* %1523
	%1525 = add i32 %31, 128
	%1526 = sext i32 %1525 to i64
	%1527 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1526
	%1528 = load double, double addrspace(3)* %1527
	%1529 = fadd double %1524, %1528
	%1530 = sext i32 %31 to i64
	%1531 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1530
	store double %1529, double addrspace(3)* %1531
	br label %join272

join272:
	call void @llvm.nvvm.barrier0()
	%1532 = icmp slt i32 %31, 64
	br i1 %1532, label %then273, label %join274

then273:
	%1533 = sext i32 %31 to i64
	%1534 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1533
	%1535 = load double, double addrspace(3)* %1534
	%1536 = add i32 %31, 64
	%1537 = sext i32 %1536 to i64
	%1538 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1537
	%1539 = load double, double addrspace(3)* %1538
	%1540 = fadd double %1535, %1539
	%1541 = sext i32 %31 to i64
	%1542 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1541
	store double %1540, double addrspace(3)* %1542
	br label %join274

join274:
	call void @llvm.nvvm.barrier0()
	%1543 = icmp slt i32 %31, 32
	br i1 %1543, label %then275, label %join276

then275:
	%1544 = sext i32 %31 to i64
	%1545 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1544
	%1546 = load double, double addrspace(3)* %1545
	%1547 = add i32 %31, 32
	%1548 = sext i32 %1547 to i64
	%1549 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1548
	%1550 = load double, double addrspace(3)* %1549
	%1551 = fadd double %1546, %1550
	%1552 = sext i32 %31 to i64
	%1553 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1552
	store double %1551, double addrspace(3)* %1553
	br label %join276

join276:
	call void @llvm.nvvm.barrier0()
	%1554 = icmp slt i32 %31, 16
	br i1 %1554, label %then277, label %join278

then277:
	%1555 = sext i32 %31 to i64
	%1556 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1555
	%1557 = load double, double addrspace(3)* %1556
	%1558 = add i32 %31, 16
	%1559 = sext i32 %1558 to i64
	%1560 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1559
	%1561 = load double, double addrspace(3)* %1560
	%1562 = fadd double %1557, %1561
	%1563 = sext i32 %31 to i64
	%1564 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1563
	store double %1562, double addrspace(3)* %1564
	br label %join278

join278:
	call void @llvm.nvvm.barrier0()
	%1565 = icmp slt i32 %31, 8
	br i1 %1565, label %then279, label %join280

then279:
	%1566 = sext i32 %31 to i64
	%1567 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1566
	%1568 = load double, double addrspace(3)* %1567
	%1569 = add i32 %31, 8
	%1570 = sext i32 %1569 to i64
	%1571 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1570
	%1572 = load double, double addrspace(3)* %1571
	%1573 = fadd double %1568, %1572
	%1574 = sext i32 %31 to i64
	%1575 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1574
	store double %1573, double addrspace(3)* %1575
	br label %join280

join280:
	call void @llvm.nvvm.barrier0()
	%1576 = icmp slt i32 %31, 4
	br i1 %1576, label %then281, label %join282

then281:
	%1577 = sext i32 %31 to i64
	%1578 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1577
	%1579 = load double, double addrspace(3)* %1578
	%1580 = add i32 %31, 4
	%1581 = sext i32 %1580 to i64
	%1582 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1581
	%1583 = load double, double addrspace(3)* %1582
	%1584 = fadd double %1579, %1583
	%1585 = sext i32 %31 to i64
	%1586 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1585
	store double %1584, double addrspace(3)* %1586
	br label %join282

join282:
	call void @llvm.nvvm.barrier0()
	%1587 = icmp slt i32 %31, 2
	br i1 %1587, label %then283, label %join284

then283:
	%1588 = sext i32 %31 to i64
	%1589 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1588
	%1590 = load double, double addrspace(3)* %1589
	%1591 = add i32 %31, 2
	%1592 = sext i32 %1591 to i64
	%1593 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1592
	%1594 = load double, double addrspace(3)* %1593
	%1595 = fadd double %1590, %1594
	%1596 = sext i32 %31 to i64
	%1597 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1596
	store double %1595, double addrspace(3)* %1597
	br label %join284

join284:
	call void @llvm.nvvm.barrier0()
	%1598 = icmp slt i32 %31, 1
	br i1 %1598, label %then285, label %join286

then285:
	%1599 = sext i32 %31 to i64
	%1600 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1599
	%1601 = load double, double addrspace(3)* %1600
	%1602 = add i32 %31, 1
	%1603 = sext i32 %1602 to i64
	%1604 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1603
	%1605 = load double, double addrspace(3)* %1604
	%1606 = fadd double %1601, %1605
	%1607 = sext i32 %31 to i64
	%1608 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1607
	store double %1606, double addrspace(3)* %1608
	br label %join286

join286:
	call void @llvm.nvvm.barrier0()
	%1609 = sext i32 0 to i64
	%1610 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1518, i64 0, i64 %1609
	%1611 = load double, double addrspace(3)* %1610
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %26
	store i32 96, i32* %27
	br label %loop287

loop287:
	%1612 = phi i32 [ 0, %join286 ], [ %1758, %join310 ]
	%1613 = icmp slt i32 %1612, 8
	br i1 %1613, label %body288, label %done289

body288:
	%1614 = load i32, i32* %26
	%1615 = load i32, i32* %27
	%1616 = sub i32 %1615, %1614
	%1617 = sdiv i32 %1616, 2
	%1618 = add i32 %1614, %1617
	store double 0.0, double* %28
	br label %loop290

done289:
	%1619 = load i32, i32* %27
	%1620 = icmp eq i32 %31, 0
	br i1 %1620, label %then312, label %join313

loop290:
	%1621 = phi i32 [ %31, %body288 ], [ %1661, %body291 ]
	%1622 = icmp slt i32 %1621, 96
	br i1 %1622, label %body291, label %done292

body291:
	%1623 = load double, double* %28
	%1624 = add i32 %33, %1621
	%1625 = sext i32 %1624 to i64
	%1626 = getelementptr float, float addrspace(1)* %probs, i64 %1625
	%1627 = load float, float addrspace(1)* %1626
	%1628 = bitcast float %1627 to i32
	%1629 = add i32 %33, %1621
	%1630 = sext i32 %1629 to i64
	%1631 = getelementptr float, float addrspace(1)* %probs, i64 %1630
	%1632 = load float, float addrspace(1)* %1631
	%1633 = bitcast float %1632 to i32
	%1634 = icmp slt i32 %321, %1633
	%1635 = icmp eq i32 %1633, %321
	%1636 = icmp slt i32 %1621, %322
	%1637 = and i1 %1635, %1636
	%1638 = or i1 %1634, %1637
	%1639 = icmp slt i32 %789, %1628
	%1640 = icmp eq i32 %1628, %789
	%1641 = icmp slt i32 %1621, %790
	%1642 = and i1 %1640, %1641
	%1643 = or i1 %1639, %1642
	%1644 = and i1 %1638, %1643
	%1645 = add i32 %33, %1621
	%1646 = sext i32 %1645 to i64
	%1647 = getelementptr float, float addrspace(1)* %probs, i64 %1646
	%1648 = load float, float addrspace(1)* %1647
	%1649 = bitcast float %1648 to i32
	%1650 = icmp eq i32 %1649, %1341
	%1651 = icmp slt i32 %1621, %1618
	%1652 = and i1 %1650, %1651
	%1653 = and i1 %1644, %1652
	%1654 = add i32 %33, %1621
	%1655 = sext i32 %1654 to i64
	%1656 = getelementptr float, float addrspace(1)* %probs, i64 %1655
	%1657 = load float, float addrspace(1)* %1656
	%1658 = fpext float %1657 to double
	%1659 = select i1 %1653, double %1658, double 0.0
	%1660 = fadd double %1623, %1659
	store double %1660, double* %28
	%1661 = add i32 %1621, 256
	br label %loop290

done292:
	%1662 = load double, double* %28
	%1663 = sext i32 %31 to i64
	%1664 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1663
	store double %1662, double addrspace(3)* %1664
	call void @llvm.nvvm.barrier0()
	%1665 = icmp slt i32 %31, 128
	br i1 %1665, label %then293, label %join294

then293:
	%1666 = sext i32 %31 to i64
	%1667 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1666
	%1668 = load double, double addrspace(3)* %1667
	%1669 = add i32 %31, 128
	%1670 = sext i32 %1669 to i64
	%1671 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1670
	%1672 = load double, double addrspace(3)* %1671
	%1673 = fadd double %1668, %1672
	%1674 = sext i32 %31 to i64
	%1675 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1674
	store double %1673, double addrspace(3)* %1675
	br label %join294

join294:
	call void @llvm.nvvm.barrier0()
	%1676 = icmp slt i32 %31, 64
	br i1 %1676, label %then295, label %join296

then295:
	%1677 = sext i32 %31 to i64
	%1678 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1677
	%1679 = load double, double addrspace(3)* %1678
	%1680 = add i32 %31, 64
	%1681 = sext i32 %1680 to i64
	%1682 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1681
	%1683 = load double, double addrspace(3)* %1682
	%1684 = fadd double %1679, %1683
	%1685 = sext i32 %31 to i64
	%1686 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1685
	store double %1684, double addrspace(3)* %1686
	br label %join296

join296:
	call void @llvm.nvvm.barrier0()
	%1687 = icmp slt i32 %31, 32
	br i1 %1687, label %then297, label %join298

then297:
	%1688 = sext i32 %31 to i64
	%1689 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1688
	%1690 = load double, double addrspace(3)* %1689
	%1691 = add i32 %31, 32
	%1692 = sext i32 %1691 to i64
	%1693 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1692
	%1694 = load double, double addrspace(3)* %1693
	%1695 = fadd double %1690, %1694
	%1696 = sext i32 %31 to i64
	%1697 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1696
	store double %1695, double addrspace(3)* %1697
	br label %join298

join298:
	call void @llvm.nvvm.barrier0()
	%1698 = icmp slt i32 %31, 16
	br i1 %1698, label %then299, label %join300

then299:
	%1699 = sext i32 %31 to i64
	%1700 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1699
	%1701 = load double, double addrspace(3)* %1700
	%1702 = add i32 %31, 16
	%1703 = sext i32 %1702 to i64
	%1704 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1703
	%1705 = load double, double addrspace(3)* %1704
	%1706 = fadd double %1701, %1705
	%1707 = sext i32 %31 to i64
	%1708 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1707
	store double %1706, double addrspace(3)* %1708
	br label %join300

join300:
	call void @llvm.nvvm.barrier0()
	%1709 = icmp slt i32 %31, 8
	br i1 %1709, label %then301, label %join302

then301:
	%1710 = sext i32 %31 to i64
	%1711 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1710
	%1712 = load double, double addrspace(3)* %1711
	%1713 = add i32 %31, 8
	%1714 = sext i32 %1713 to i64
	%1715 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1714
	%1716 = load double, double addrspace(3)* %1715
	%1717 = fadd double %1712, %1716
	%1718 = sext i32 %31 to i64
	%1719 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1718
	store double %1717, double addrspace(3)* %1719
	br label %join302

join302:
	call void @llvm.nvvm.barrier0()
	%1720 = icmp slt i32 %31, 4
	br i1 %1720, label %then303, label %join304

then303:
	%1721 = sext i32 %31 to i64
	%1722 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1721
	%1723 = load double, double addrspace(3)* %1722
	%1724 = add i32 %31, 4
	%1725 = sext i32 %1724 to i64
	%1726 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1725
	%1727 = load double, double addrspace(3)* %1726
	%1728 = fadd double %1723, %1727
	%1729 = sext i32 %31 to i64
	%1730 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1729
	store double %1728, double addrspace(3)* %1730
	br label %join304

join304:
	call void @llvm.nvvm.barrier0()
	%1731 = icmp slt i32 %31, 2
	br i1 %1731, label %then305, label %join306

then305:
	%1732 = sext i32 %31 to i64
	%1733 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1732
	%1734 = load double, double addrspace(3)* %1733
	%1735 = add i32 %31, 2
	%1736 = sext i32 %1735 to i64
	%1737 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1736
	%1738 = load double, double addrspace(3)* %1737
	%1739 = fadd double %1734, %1738
	%1740 = sext i32 %31 to i64
	%1741 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1740
	store double %1739, double addrspace(3)* %1741
	br label %join306

join306:
	call void @llvm.nvvm.barrier0()
	%1742 = icmp slt i32 %31, 1
	br i1 %1742, label %then307, label %join308

then307:
	%1743 = sext i32 %31 to i64
	%1744 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1743
	%1745 = load double, double addrspace(3)* %1744
	%1746 = add i32 %31, 1
	%1747 = sext i32 %1746 to i64
	%1748 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1747
	%1749 = load double, double addrspace(3)* %1748
	%1750 = fadd double %1745, %1749
	%1751 = sext i32 %31 to i64
	%1752 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1751
	store double %1750, double addrspace(3)* %1752
	br label %join308

join308:
	call void @llvm.nvvm.barrier0()
	%1753 = sext i32 0 to i64
	%1754 = getelementptr [256 x double], [256 x double] addrspace(3)* @sample_f32_v96.smem1656, i64 0, i64 %1753
	%1755 = load double, double addrspace(3)* %1754
	call void @llvm.nvvm.barrier0()
	%1756 = fadd double %1611, %1755
	%1757 = fcmp olt double %1332, %1756
	br i1 %1757, label %then309, label %else311

then309:
	store i32 %1618, i32* %27
	br label %join310

join310:
	%1758 = add i32 %1612, 1
	br label %loop287

else311:
	%1759 = add i32 %1618, 1
	store i32 %1759, i32* %26
	br label %join310

then312:
	%1760 = sub i32 %1619, 1
	%1761 = sext i32 %32 to i64
	%1762 = getelementptr i32, i32 addrspace(1)* %out, i64 %1761
	store i32 %1760, i32 addrspace(1)* %1762
	br label %join313

join313:
	br label %join2

loop314:
	%1763 = phi i32 [ %31, %else3 ], [ %1940, %join332 ]
	%1764 = icmp slt i32 %1763, 96
	br i1 %1764, label %body315, label %done316

body315:
	%1765 = add i32 %1763, 0
	%1766 = icmp slt i32 %1765, 96
	%1767 = select i1 %1766, i32 %1765, i32 %38
	%1768 = add i32 %33, %1767
	%1769 = sext i32 %1768 to i64
	%1770 = getelementptr float, float addrspace(1)* %logits, i64 %1769
	%1771 = load float, float addrspace(1)* %1770
	%1772 = add i32 %1763, 256
	%1773 = icmp slt i32 %1772, 96
	%1774 = select i1 %1773, i32 %1772, i32 %38
	%1775 = add i32 %33, %1774
	%1776 = sext i32 %1775 to i64
	%1777 = getelementptr float, float addrspace(1)* %logits, i64 %1776
	%1778 = load float, float addrspace(1)* %1777
	%1779 = add i32 %1763, 512
	%1780 = icmp slt i32 %1779, 96
	%1781 = select i1 %1780, i32 %1779, i32 %38
	%1782 = add i32 %33, %1781
	%1783 = sext i32 %1782 to i64
	%1784 = getelementptr float, float addrspace(1)* %logits, i64 %1783
	%1785 = load float, float addrspace(1)* %1784
	%1786 = add i32 %1763, 768
	%1787 = icmp slt i32 %1786, 96
	%1788 = select i1 %1787, i32 %1786, i32 %38
	%1789 = add i32 %33, %1788
	%1790 = sext i32 %1789 to i64
	%1791 = getelementptr float, float addrspace(1)* %logits, i64 %1790
	%1792 = load float, float addrspace(1)* %1791
	%1793 = add i32 %1763, 1024
	%1794 = icmp slt i32 %1793, 96
	%1795 = select i1 %1794, i32 %1793, i32 %38
	%1796 = add i32 %33, %1795
	%1797 = sext i32 %1796 to i64
	%1798 = getelementptr float, float addrspace(1)* %logits, i64 %1797
	%1799 = load float, float addrspace(1)* %1798
	%1800 = add i32 %1763, 1280
	%1801 = icmp slt i32 %1800, 96
	%1802 = select i1 %1801, i32 %1800, i32 %38
	%1803 = add i32 %33, %1802
	%1804 = sext i32 %1803 to i64
	%1805 = getelementptr float, float addrspace(1)* %logits, i64 %1804
	%1806 = load float, float addrspace(1)* %1805
	%1807 = add i32 %1763, 1536
	%1808 = icmp slt i32 %1807, 96
	%1809 = select i1 %1808, i32 %1807, i32 %38
	%1810 = add i32 %33, %1809
	%1811 = sext i32 %1810 to i64
	%1812 = getelementptr float, float addrspace(1)* %logits, i64 %1811
	%1813 = load float, float addrspace(1)* %1812
	%1814 = add i32 %1763, 1792
	%1815 = icmp slt i32 %1814, 96
	%1816 = select i1 %1815, i32 %1814, i32 %38
	%1817 = add i32 %33, %1816
	%1818 = sext i32 %1817 to i64
	%1819 = getelementptr float, float addrspace(1)* %logits, i64 %1818
	%1820 = load float, float addrspace(1)* %1819
	%1821 = load float, float* %29
	%1822 = load i32, i32* %30
	%1823 = fcmp une float %1771, %1771
	%1824 = fcmp une float %1821, %1821
	%1825 = icmp slt i32 %1765, %1822
	%1826 = fcmp olt float %1821, %1771
	%1827 = fcmp oeq float %1771, %1821
	%1828 = and i1 %1827, %1825
	%1829 = or i1 %1826, %1828
	%1830 = xor i1 %1824, true
	%1831 = or i1 %1830, %1825
	%1832 = select i1 %1824, i1 false, i1 %1829
	%1833 = select i1 %1823, i1 %1831, i1 %1832
	%1834 = and i1 %1766, %1833
	br i1 %1834, label %then317, label %join318

done316:
	%1835 = load float, float* %29
	%1836 = load i32, i32* %30
	%1837 = sext i32 %31 to i64
	%1838 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1837
	store float %1835, float addrspace(3)* %1838
	%1839 = sext i32 %31 to i64
	%1840 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1839
	store i32 %1836, i32 addrspace(3)* %1840
	call void @llvm.nvvm.barrier0()
	%1841 = icmp slt i32 %31, 128
	br i1 %1841, label %then333, label %join334

then317:
	store float %1771, float* %29
	store i32 %1765, i32* %30
	br label %join318

join318:
	%1842 = load float, float* %29
	%1843 = load i32, i32* %30
	%1844 = fcmp une float %1778, %1778
	%1845 = fcmp une float %1842, %1842
	%1846 = icmp slt i32 %1772, %1843
	%1847 = fcmp olt float %1842, %1778
	%1848 = fcmp oeq float %1778, %1842
	%1849 = and i1 %1848, %1846
	%1850 = or i1 %1847, %1849
	%1851 = xor i1 %1845, true
	%1852 = or i1 %1851, %1846
	%1853 = select i1 %1845, i1 false, i1 %1850
	%1854 = select i1 %1844, i1 %1852, i1 %1853
	%1855 = and i1 %1773, %1854
	br i1 %1855, label %then319, label %join320

then319:
	store float %1778, float* %29
	store i32 %1772, i32* %30
	br label %join320

join320:
	%1856 = load float, float* %29
	%1857 = load i32, i32* %30
	%1858 = fcmp une float %1785, %1785
	%1859 = fcmp une float %1856, %1856
	%1860 = icmp slt i32 %1779, %1857
	%1861 = fcmp olt float %1856, %1785
	%1862 = fcmp oeq float %1785, %1856
	%1863 = and i1 %1862, %1860
	%1864 = or i1 %1861, %1863
	%1865 = xor i1 %1859, true
	%1866 = or i1 %1865, %1860
	%1867 = select i1 %1859, i1 false, i1 %1864
	%1868 = select i1 %1858, i1 %1866, i1 %1867
	%1869 = and i1 %1780, %1868
	br i1 %1869, label %then321, label %join322

then321:
	store float %1785, float* %29
	store i32 %1779, i32* %30
	br label %join322

join322:
	%1870 = load float, float* %29
	%1871 = load i32, i32* %30
	%1872 = fcmp une float %1792, %1792
	%1873 = fcmp une float %1870, %1870
	%1874 = icmp slt i32 %1786, %1871
	%1875 = fcmp olt float %1870, %1792
	%1876 = fcmp oeq float %1792, %1870
	%1877 = and i1 %1876, %1874
	%1878 = or i1 %1875, %1877
	%1879 = xor i1 %1873, true
	%1880 = or i1 %1879, %1874
	%1881 = select i1 %1873, i1 false, i1 %1878
	%1882 = select i1 %1872, i1 %1880, i1 %1881
	%1883 = and i1 %1787, %1882
	br i1 %1883, label %then323, label %join324

then323:
	store float %1792, float* %29
	store i32 %1786, i32* %30
	br label %join324

join324:
	%1884 = load float, float* %29
	%1885 = load i32, i32* %30
	%1886 = fcmp une float %1799, %1799
	%1887 = fcmp une float %1884, %1884
	%1888 = icmp slt i32 %1793, %1885
	%1889 = fcmp olt float %1884, %1799
	%1890 = fcmp oeq float %1799, %1884
	%1891 = and i1 %1890, %1888
	%1892 = or i1 %1889, %1891
	%1893 = xor i1 %1887, true
	%1894 = or i1 %1893, %1888
	%1895 = select i1 %1887, i1 false, i1 %1892
	%1896 = select i1 %1886, i1 %1894, i1 %1895
	%1897 = and i1 %1794, %1896
	br i1 %1897, label %then325, label %join326

then325:
	store float %1799, float* %29
	store i32 %1793, i32* %30
	br label %join326

join326:
	%1898 = load float, float* %29
	%1899 = load i32, i32* %30
	%1900 = fcmp une float %1806, %1806
	%1901 = fcmp une float %1898, %1898
	%1902 = icmp slt i32 %1800, %1899
	%1903 = fcmp olt float %1898, %1806
	%1904 = fcmp oeq float %1806, %1898
	%1905 = and i1 %1904, %1902
	%1906 = or i1 %1903, %1905
	%1907 = xor i1 %1901, true
	%1908 = or i1 %1907, %1902
	%1909 = select i1 %1901, i1 false, i1 %1906
	%1910 = select i1 %1900, i1 %1908, i1 %1909
	%1911 = and i1 %1801, %1910
	br i1 %1911, label %then327, label %join328

then327:
	store float %1806, float* %29
	store i32 %1800, i32* %30
	br label %join328

join328:
	%1912 = load float, float* %29
	%1913 = load i32, i32* %30
	%1914 = fcmp une float %1813, %1813
	%1915 = fcmp une float %1912, %1912
	%1916 = icmp slt i32 %1807, %1913
	%1917 = fcmp olt float %1912, %1813
	%1918 = fcmp oeq float %1813, %1912
	%1919 = and i1 %1918, %1916
	%1920 = or i1 %1917, %1919
	%1921 = xor i1 %1915, true
	%1922 = or i1 %1921, %1916
	%1923 = select i1 %1915, i1 false, i1 %1920
	%1924 = select i1 %1914, i1 %1922, i1 %1923
	%1925 = and i1 %1808, %1924
	br i1 %1925, label %then329, label %join330

then329:
	store float %1813, float* %29
	store i32 %1807, i32* %30
	br label %join330

join330:
	%1926 = load float, float* %29
	%1927 = load i32, i32* %30
	%1928 = fcmp une float %1820, %1820
	%1929 = fcmp une float %1926, %1926
	%1930 = icmp slt i32 %1814, %1927
	%1931 = fcmp olt float %1926, %1820
	%1932 = fcmp oeq float %1820, %1926
	%1933 = and i1 %1932, %1930
	%1934 = or i1 %1931, %1933
	%1935 = xor i1 %1929, true
	%1936 = or i1 %1935, %1930
	%1937 = select i1 %1929, i1 false, i1 %1934
	%1938 = select i1 %1928, i1 %1936, i1 %1937
	%1939 = and i1 %1815, %1938
	br i1 %1939, label %then331, label %join332

then331:
	store float %1820, float* %29
	store i32 %1814, i32* %30
	br label %join332

join332:
	%1940 = add i32 %1763, 2048
	br label %loop314

then333:
	%1941 = add i32 %31, 128
	%1942 = sext i32 %1941 to i64
	%1943 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1942
	%1944 = load float, float addrspace(3)* %1943
	%1945 = sext i32 %1941 to i64
	%1946 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1945
	%1947 = load i32, i32 addrspace(3)* %1946
	%1948 = sext i32 %31 to i64
	%1949 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1948
	%1950 = load float, float addrspace(3)* %1949
	%1951 = sext i32 %31 to i64
	%1952 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1951
	%1953 = load i32, i32 addrspace(3)* %1952
	%1954 = fcmp une float %1944, %1944
	%1955 = fcmp une float %1950, %1950
	%1956 = icmp slt i32 %1947, %1953
	%1957 = fcmp olt float %1950, %1944
	%1958 = fcmp oeq float %1944, %1950
	%1959 = and i1 %1958, %1956
	%1960 = or i1 %1957, %1959
	%1961 = xor i1 %1955, true
	%1962 = or i1 %1961, %1956
	%1963 = select i1 %1955, i1 false, i1 %1960
	%1964 = select i1 %1954, i1 %1962, i1 %1963
	br i1 %1964, label %then335, label %join336

join334:
	call void @llvm.nvvm.barrier0()
	%1965 = icmp slt i32 %31, 64
	br i1 %1965, label %then337, label %join338

then335:
	%1966 = sext i32 %31 to i64
	%1967 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1966
	store float %1944, float addrspace(3)* %1967
	%1968 = sext i32 %31 to i64
	%1969 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1968
	store i32 %1947, i32 addrspace(3)* %1969
	br label %join336

join336:
	br label %join334

then337:
	%1970 = add i32 %31, 64
	%1971 = sext i32 %1970 to i64
	%1972 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1971
	%1973 = load float, float addrspace(3)* %1972
	%1974 = sext i32 %1970 to i64
	%1975 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1974
	%1976 = load i32, i32 addrspace(3)* %1975
	%1977 = sext i32 %31 to i64
	%1978 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1977
	%1979 = load float, float addrspace(3)* %1978
	%1980 = sext i32 %31 to i64
	%1981 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1980
	%1982 = load i32, i32 addrspace(3)* %1981
	%1983 = fcmp une float %1973, %1973
	%1984 = fcmp une float %1979, %1979
	%1985 = icmp slt i32 %1976, %1982
	%1986 = fcmp olt float %1979, %1973
	%1987 = fcmp oeq float %1973, %1979
	%1988 = and i1 %1987, %1985
	%1989 = or i1 %1986, %1988
	%1990 = xor i1 %1984, true
	%1991 = or i1 %1990, %1985
	%1992 = select i1 %1984, i1 false, i1 %1989
	%1993 = select i1 %1983, i1 %1991, i1 %1992
	br i1 %1993, label %then339, label %join340

join338:
	call void @llvm.nvvm.barrier0()
	%1994 = icmp slt i32 %31, 32
	br i1 %1994, label %then341, label %join342

then339:
	%1995 = sext i32 %31 to i64
	%1996 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %1995
	store float %1973, float addrspace(3)* %1996
	%1997 = sext i32 %31 to i64
	%1998 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %1997
	store i32 %1976, i32 addrspace(3)* %1998
	br label %join340

join340:
	br label %join338

then341:
	%1999 = add i32 %31, 32
	%2000 = sext i32 %1999 to i64
	%2001 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2000
	%2002 = load float, float addrspace(3)* %2001
	%2003 = sext i32 %1999 to i64
	%2004 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2003
	%2005 = load i32, i32 addrspace(3)* %2004
	%2006 = sext i32 %31 to i64
	%2007 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2006
	%2008 = load float, float addrspace(3)* %2007
	%2009 = sext i32 %31 to i64
	%2010 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2009
	%2011 = load i32, i32 addrspace(3)* %2010
	%2012 = fcmp une float %2002, %2002
	%2013 = fcmp une float %2008, %2008
	%2014 = icmp slt i32 %2005, %2011
	%2015 = fcmp olt float %2008, %2002
	%2016 = fcmp oeq float %2002, %2008
	%2017 = and i1 %2016, %2014
	%2018 = or i1 %2015, %2017
	%2019 = xor i1 %2013, true
	%2020 = or i1 %2019, %2014
	%2021 = select i1 %2013, i1 false, i1 %2018
	%2022 = select i1 %2012, i1 %2020, i1 %2021
	br i1 %2022, label %then343, label %join344

join342:
	call void @llvm.nvvm.barrier0()
	%2023 = icmp slt i32 %31, 16
	br i1 %2023, label %then345, label %join346

then343:
	%2024 = sext i32 %31 to i64
	%2025 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2024
	store float %2002, float addrspace(3)* %2025
	%2026 = sext i32 %31 to i64
	%2027 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2026
	store i32 %2005, i32 addrspace(3)* %2027
	br label %join344

join344:
	br label %join342

then345:
	%2028 = add i32 %31, 16
	%2029 = sext i32 %2028 to i64
	%2030 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2029
	%2031 = load float, float addrspace(3)* %2030
	%2032 = sext i32 %2028 to i64
	%2033 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2032
	%2034 = load i32, i32 addrspace(3)* %2033
	%2035 = sext i32 %31 to i64
	%2036 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2035
	%2037 = load float, float addrspace(3)* %2036
	%2038 = sext i32 %31 to i64
	%2039 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2038
	%2040 = load i32, i32 addrspace(3)* %2039
	%2041 = fcmp une float %2031, %2031
	%2042 = fcmp une float %2037, %2037
	%2043 = icmp slt i32 %2034, %2040
	%2044 = fcmp olt float %2037, %2031
	%2045 = fcmp oeq float %2031, %2037
	%2046 = and i1 %2045, %2043
	%2047 = or i1 %2044, %2046
	%2048 = xor i1 %2042, true
	%2049 = or i1 %2048, %2043
	%2050 = select i1 %2042, i1 false, i1 %2047
	%2051 = select i1 %2041, i1 %2049, i1 %2050
	br i1 %2051, label %then347, label %join348

join346:
	call void @llvm.nvvm.barrier0()
	%2052 = icmp slt i32 %31, 8
	br i1 %2052, label %then349, label %join350

then347:
	%2053 = sext i32 %31 to i64
	%2054 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2053
	store float %2031, float addrspace(3)* %2054
	%2055 = sext i32 %31 to i64
	%2056 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2055
	store i32 %2034, i32 addrspace(3)* %2056
	br label %join348

join348:
	br label %join346

then349:
	%2057 = add i32 %31, 8
	%2058 = sext i32 %2057 to i64
	%2059 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2058
	%2060 = load float, float addrspace(3)* %2059
	%2061 = sext i32 %2057 to i64
	%2062 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2061
	%2063 = load i32, i32 addrspace(3)* %2062
	%2064 = sext i32 %31 to i64
	%2065 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2064
	%2066 = load float, float addrspace(3)* %2065
	%2067 = sext i32 %31 to i64
	%2068 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2067
	%2069 = load i32, i32 addrspace(3)* %2068
	%2070 = fcmp une float %2060, %2060
	%2071 = fcmp une float %2066, %2066
	%2072 = icmp slt i32 %2063, %2069
	%2073 = fcmp olt float %2066, %2060
	%2074 = fcmp oeq float %2060, %2066
	%2075 = and i1 %2074, %2072
	%2076 = or i1 %2073, %2075
	%2077 = xor i1 %2071, true
	%2078 = or i1 %2077, %2072
	%2079 = select i1 %2071, i1 false, i1 %2076
	%2080 = select i1 %2070, i1 %2078, i1 %2079
	br i1 %2080, label %then351, label %join352

join350:
	call void @llvm.nvvm.barrier0()
	%2081 = icmp slt i32 %31, 4
	br i1 %2081, label %then353, label %join354

then351:
	%2082 = sext i32 %31 to i64
	%2083 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2082
	store float %2060, float addrspace(3)* %2083
	%2084 = sext i32 %31 to i64
	%2085 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2084
	store i32 %2063, i32 addrspace(3)* %2085
	br label %join352

join352:
	br label %join350

then353:
	%2086 = add i32 %31, 4
	%2087 = sext i32 %2086 to i64
	%2088 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2087
	%2089 = load float, float addrspace(3)* %2088
	%2090 = sext i32 %2086 to i64
	%2091 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2090
	%2092 = load i32, i32 addrspace(3)* %2091
	%2093 = sext i32 %31 to i64
	%2094 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2093
	%2095 = load float, float addrspace(3)* %2094
	%2096 = sext i32 %31 to i64
	%2097 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2096
	%2098 = load i32, i32 addrspace(3)* %2097
	%2099 = fcmp une float %2089, %2089
	%2100 = fcmp une float %2095, %2095
	%2101 = icmp slt i32 %2092, %2098
	%2102 = fcmp olt float %2095, %2089
	%2103 = fcmp oeq float %2089, %2095
	%2104 = and i1 %2103, %2101
	%2105 = or i1 %2102, %2104
	%2106 = xor i1 %2100, true
	%2107 = or i1 %2106, %2101
	%2108 = select i1 %2100, i1 false, i1 %2105
	%2109 = select i1 %2099, i1 %2107, i1 %2108
	br i1 %2109, label %then355, label %join356

join354:
	call void @llvm.nvvm.barrier0()
	%2110 = icmp slt i32 %31, 2
	br i1 %2110, label %then357, label %join358

then355:
	%2111 = sext i32 %31 to i64
	%2112 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2111
	store float %2089, float addrspace(3)* %2112
	%2113 = sext i32 %31 to i64
	%2114 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2113
	store i32 %2092, i32 addrspace(3)* %2114
	br label %join356

join356:
	br label %join354

then357:
	%2115 = add i32 %31, 2
	%2116 = sext i32 %2115 to i64
	%2117 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2116
	%2118 = load float, float addrspace(3)* %2117
	%2119 = sext i32 %2115 to i64
	%2120 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2119
	%2121 = load i32, i32 addrspace(3)* %2120
	%2122 = sext i32 %31 to i64
	%2123 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2122
	%2124 = load float, float addrspace(3)* %2123
	%2125 = sext i32 %31 to i64
	%2126 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2125
	%2127 = load i32, i32 addrspace(3)* %2126
	%2128 = fcmp une float %2118, %2118
	%2129 = fcmp une float %2124, %2124
	%2130 = icmp slt i32 %2121, %2127
	%2131 = fcmp olt float %2124, %2118
	%2132 = fcmp oeq float %2118, %2124
	%2133 = and i1 %2132, %2130
	%2134 = or i1 %2131, %2133
	%2135 = xor i1 %2129, true
	%2136 = or i1 %2135, %2130
	%2137 = select i1 %2129, i1 false, i1 %2134
	%2138 = select i1 %2128, i1 %2136, i1 %2137
	br i1 %2138, label %then359, label %join360

join358:
	call void @llvm.nvvm.barrier0()
	%2139 = icmp slt i32 %31, 1
	br i1 %2139, label %then361, label %join362

then359:
	%2140 = sext i32 %31 to i64
	%2141 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2140
	store float %2118, float addrspace(3)* %2141
	%2142 = sext i32 %31 to i64
	%2143 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2142
	store i32 %2121, i32 addrspace(3)* %2143
	br label %join360

join360:
	br label %join358

then361:
	%2144 = add i32 %31, 1
	%2145 = sext i32 %2144 to i64
	%2146 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2145
	%2147 = load float, float addrspace(3)* %2146
	%2148 = sext i32 %2144 to i64
	%2149 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2148
	%2150 = load i32, i32 addrspace(3)* %2149
	%2151 = sext i32 %31 to i64
	%2152 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2151
	%2153 = load float, float addrspace(3)* %2152
	%2154 = sext i32 %31 to i64
	%2155 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2154
	%2156 = load i32, i32 addrspace(3)* %2155
	%2157 = fcmp une float %2147, %2147
	%2158 = fcmp une float %2153, %2153
	%2159 = icmp slt i32 %2150, %2156
	%2160 = fcmp olt float %2153, %2147
	%2161 = fcmp oeq float %2147, %2153
	%2162 = and i1 %2161, %2159
	%2163 = or i1 %2160, %2162
	%2164 = xor i1 %2158, true
	%2165 = or i1 %2164, %2159
	%2166 = select i1 %2158, i1 false, i1 %2163
	%2167 = select i1 %2157, i1 %2165, i1 %2166
	br i1 %2167, label %then363, label %join364

join362:
	call void @llvm.nvvm.barrier0()
	%2168 = sext i32 0 to i64
	%2169 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2168
	%2170 = load float, float addrspace(3)* %2169
	%2171 = sext i32 0 to i64
	%2172 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2171
	%2173 = load i32, i32 addrspace(3)* %2172
	%2174 = icmp eq i32 %31, 0
	br i1 %2174, label %then365, label %join366

then363:
	%2175 = sext i32 %31 to i64
	%2176 = getelementptr [256 x float], [256 x float] addrspace(3)* @sample_f32_v96.smem1967, i64 0, i64 %2175
	store float %2147, float addrspace(3)* %2176
	%2177 = sext i32 %31 to i64
	%2178 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @sample_f32_v96.smem1968, i64 0, i64 %2177
	store i32 %2150, i32 addrspace(3)* %2178
	br label %join364

join364:
	br label %join362

then365:
	%2179 = sext i32 %32 to i64
	%2180 = getelementptr i32, i32 addrspace(1)* %out, i64 %2179
	store i32 %2173, i32 addrspace(1)* %2180
	br label %join366

join366:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)
