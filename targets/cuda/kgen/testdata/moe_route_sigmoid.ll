target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem10 = internal addrspace(3) global [128 x float] undef, align 8
@moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem11 = internal addrspace(3) global [128 x float] undef, align 8
@moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12 = internal addrspace(3) global [128 x i32] undef, align 8
@moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem13 = internal addrspace(3) global [32 x float] undef, align 8
@moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14 = internal addrspace(3) global [32 x i32] undef, align 8

define ptx_kernel void @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32(float addrspace(1)* %out, float addrspace(1)* %logits, float addrspace(1)* %bias, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca i32
	%3 = alloca float
	%4 = alloca i32
	%5 = alloca float
	%6 = alloca double
	br label %body

body:
	%7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%10 = mul i32 %8, %9
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%12 = add i32 %10, %11
	%13 = icmp slt i32 %12, %rows
	br i1 %13, label %then1, label %join2

then1:
	%14 = mul i32 %7, 16
	%15 = mul i32 %7, 4
	%16 = mul i32 %12, 16
	br label %loop3

join2:
	ret void

loop3:
	%17 = phi i32 [ 0, %then1 ], [ %78, %body4 ]
	%18 = icmp slt i32 %17, 16
	br i1 %18, label %body4, label %done5

body4:
	%19 = add i32 %16, %17
	%20 = sext i32 %19 to i64
	%21 = getelementptr float, float addrspace(1)* %logits, i64 %20
	%22 = load float, float addrspace(1)* %21
	%23 = add i32 %14, %17
	%24 = fsub float 0.0, %22
	%25 = fpext float %24 to double
	%26 = fcmp olt double %25, -745.0
	%27 = select i1 %26, double -745.0, double %25
	%28 = fcmp olt double 710.0, %27
	%29 = select i1 %28, double 710.0, double %27
	%30 = fmul double %29, 0x3FF71547652B82FE
	%31 = call double @llvm.rint.f64(double %30)
	%32 = fmul double %31, 0x3FE62E42FEE00000
	%33 = fsub double %29, %32
	%34 = fmul double %31, 0x3DEA39EF35793C76
	%35 = fsub double %33, %34
	%36 = fmul double 0x3DE6124613A86D09, %35
	%37 = fadd double %36, 0x3E21EED8EFF8D898
	%38 = fmul double %37, %35
	%39 = fadd double %38, 0x3E5AE64567F544E4
	%40 = fmul double %39, %35
	%41 = fadd double %40, 0x3E927E4FB7789F5C
	%42 = fmul double %41, %35
	%43 = fadd double %42, 0x3EC71DE3A556C734
	%44 = fmul double %43, %35
	%45 = fadd double %44, 0x3EFA01A01A01A01A
	%46 = fmul double %45, %35
	%47 = fadd double %46, 0x3F2A01A01A01A01A
	%48 = fmul double %47, %35
	%49 = fadd double %48, 0x3F56C16C16C16C17
	%50 = fmul double %49, %35
	%51 = fadd double %50, 0x3F81111111111111
	%52 = fmul double %51, %35
	%53 = fadd double %52, 0x3FA5555555555555
	%54 = fmul double %53, %35
	%55 = fadd double %54, 0x3FC5555555555555
	%56 = fmul double %55, %35
	%57 = fadd double %56, 0.5
	%58 = fmul double %57, %35
	%59 = fadd double %58, 1.0
	%60 = fmul double %59, %35
	%61 = fadd double %60, 1.0
	%62 = fptosi double %31 to i64
	%63 = sdiv i64 %62, 2
	%64 = sub i64 %62, %63
	%65 = add i64 %63, 1023
	%66 = shl i64 %65, 52
	%67 = bitcast i64 %66 to double
	%68 = fmul double %61, %67
	%69 = add i64 %64, 1023
	%70 = shl i64 %69, 52
	%71 = bitcast i64 %70 to double
	%72 = fmul double %68, %71
	%73 = fptrunc double %72 to float
	%74 = fadd float 1.0, %73
	%75 = fdiv float 1.0, %74
	%76 = sext i32 %23 to i64
	%77 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem10, i64 0, i64 %76
	store float %75, float addrspace(3)* %77
	%78 = add i32 %17, 1
	br label %loop3

done5:
	br label %loop6

loop6:
	%79 = phi i32 [ 0, %done5 ], [ %95, %body7 ]
	%80 = icmp slt i32 %79, 16
	br i1 %80, label %body7, label %done8

body7:
	%81 = add i32 %14, %79
	%82 = sext i32 %81 to i64
	%83 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem10, i64 0, i64 %82
	%84 = load float, float addrspace(3)* %83
	%85 = sext i32 %79 to i64
	%86 = getelementptr float, float addrspace(1)* %bias, i64 %85
	%87 = load float, float addrspace(1)* %86
	%88 = fadd float %84, %87
	%89 = add i32 %14, %79
	%90 = sext i32 %89 to i64
	%91 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem11, i64 0, i64 %90
	store float %88, float addrspace(3)* %91
	%92 = add i32 %14, %79
	%93 = sext i32 %92 to i64
	%94 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12, i64 0, i64 %93
	store i32 0, i32 addrspace(3)* %94
	%95 = add i32 %79, 1
	br label %loop6

done8:
	br label %loop9

loop9:
	%96 = phi i32 [ 0, %done8 ], [ %101, %body10 ]
	%97 = icmp slt i32 %96, 4
	br i1 %97, label %body10, label %done11

body10:
	%98 = add i32 %15, %96
	%99 = sext i32 %98 to i64
	%100 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %99
	store i32 1, i32 addrspace(3)* %100
	%101 = add i32 %96, 1
	br label %loop9

done11:
	br label %loop12

loop12:
	%102 = phi i32 [ 0, %done11 ], [ %123, %done17 ]
	%103 = icmp slt i32 %102, 4
	br i1 %103, label %body13, label %done14

body13:
	%104 = mul i32 %102, 4
	store float 0xFFF0000000000000, float* %0
	store float 0xFFF0000000000000, float* %1
	br label %loop15

done14:
	br label %loop23

loop15:
	%105 = phi i32 [ 0, %body13 ], [ %125, %join19 ]
	%106 = icmp slt i32 %105, 4
	br i1 %106, label %body16, label %done17

body16:
	%107 = add i32 %104, %105
	%108 = add i32 %14, %107
	%109 = sext i32 %108 to i64
	%110 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem11, i64 0, i64 %109
	%111 = load float, float addrspace(3)* %110
	%112 = load float, float* %0
	%113 = fcmp olt float %112, %111
	br i1 %113, label %then18, label %else20

done17:
	%114 = add i32 %15, %102
	%115 = load float, float* %0
	%116 = load float, float* %1
	%117 = fadd float %115, %116
	%118 = sext i32 %114 to i64
	%119 = getelementptr [32 x float], [32 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem13, i64 0, i64 %118
	store float %117, float addrspace(3)* %119
	%120 = add i32 %15, %102
	%121 = sext i32 %120 to i64
	%122 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %121
	store i32 0, i32 addrspace(3)* %122
	%123 = add i32 %102, 1
	br label %loop12

then18:
	%124 = load float, float* %0
	store float %124, float* %1
	store float %111, float* %0
	br label %join19

join19:
	%125 = add i32 %105, 1
	br label %loop15

else20:
	%126 = load float, float* %1
	%127 = fcmp olt float %126, %111
	br i1 %127, label %then21, label %join22

then21:
	store float %111, float* %1
	br label %join22

join22:
	br label %join19

loop23:
	%128 = phi i32 [ 0, %done14 ], [ %142, %done28 ]
	%129 = icmp slt i32 %128, 2
	br i1 %129, label %body24, label %done25

body24:
	store i32 -1, i32* %2
	store float 0.0, float* %3
	br label %loop26

done25:
	br label %loop33

loop26:
	%130 = phi i32 [ 0, %body24 ], [ %156, %join30 ]
	%131 = icmp slt i32 %130, 4
	br i1 %131, label %body27, label %done28

body27:
	%132 = add i32 %15, %130
	%133 = sext i32 %132 to i64
	%134 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %133
	%135 = load i32, i32 addrspace(3)* %134
	%136 = icmp ne i32 %135, 0
	%137 = xor i1 %136, true
	br i1 %137, label %then29, label %join30

done28:
	%138 = load i32, i32* %2
	%139 = add i32 %15, %138
	%140 = sext i32 %139 to i64
	%141 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %140
	store i32 1, i32 addrspace(3)* %141
	%142 = add i32 %128, 1
	br label %loop23

then29:
	%143 = add i32 %15, %130
	%144 = sext i32 %143 to i64
	%145 = getelementptr [32 x float], [32 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem13, i64 0, i64 %144
	%146 = load float, float addrspace(3)* %145
	%147 = load float, float* %3
	%148 = load i32, i32* %2
	%149 = icmp slt i32 %148, 0
	%150 = fcmp olt float %147, %146
	%151 = fcmp une float %147, %147
	%152 = fcmp oeq float %146, %146
	%153 = and i1 %151, %152
	%154 = or i1 %150, %153
	%155 = or i1 %149, %154
	br i1 %155, label %then31, label %join32

join30:
	%156 = add i32 %130, 1
	br label %loop26

then31:
	store i32 %130, i32* %2
	store float %146, float* %3
	br label %join32

join32:
	br label %join30

loop33:
	%157 = phi i32 [ 0, %done25 ], [ %168, %join37 ]
	%158 = icmp slt i32 %157, 16
	br i1 %158, label %body34, label %done35

body34:
	%159 = sdiv i32 %157, 4
	%160 = add i32 %15, %159
	%161 = sext i32 %160 to i64
	%162 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %161
	%163 = load i32, i32 addrspace(3)* %162
	%164 = icmp eq i32 %163, 0
	br i1 %164, label %then36, label %join37

done35:
	br label %loop38

then36:
	%165 = add i32 %14, %157
	%166 = sext i32 %165 to i64
	%167 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem11, i64 0, i64 %166
	store float 0xFFF0000000000000, float addrspace(3)* %167
	br label %join37

join37:
	%168 = add i32 %157, 1
	br label %loop33

loop38:
	%169 = phi i32 [ 0, %done35 ], [ %183, %done43 ]
	%170 = icmp slt i32 %169, 4
	br i1 %170, label %body39, label %done40

body39:
	store i32 -1, i32* %4
	store float 0.0, float* %5
	br label %loop41

done40:
	store double 0.0, double* %6
	br label %loop48

loop41:
	%171 = phi i32 [ 0, %body39 ], [ %197, %join45 ]
	%172 = icmp slt i32 %171, 16
	br i1 %172, label %body42, label %done43

body42:
	%173 = add i32 %14, %171
	%174 = sext i32 %173 to i64
	%175 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12, i64 0, i64 %174
	%176 = load i32, i32 addrspace(3)* %175
	%177 = icmp ne i32 %176, 0
	%178 = xor i1 %177, true
	br i1 %178, label %then44, label %join45

done43:
	%179 = load i32, i32* %4
	%180 = add i32 %14, %179
	%181 = sext i32 %180 to i64
	%182 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12, i64 0, i64 %181
	store i32 1, i32 addrspace(3)* %182
	%183 = add i32 %169, 1
	br label %loop38

then44:
	%184 = add i32 %14, %171
	%185 = sext i32 %184 to i64
	%186 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem11, i64 0, i64 %185
	%187 = load float, float addrspace(3)* %186
	%188 = load float, float* %5
	%189 = load i32, i32* %4
	%190 = icmp slt i32 %189, 0
	%191 = fcmp olt float %188, %187
	%192 = fcmp une float %188, %188
	%193 = fcmp oeq float %187, %187
	%194 = and i1 %192, %193
	%195 = or i1 %191, %194
	%196 = or i1 %190, %195
	br i1 %196, label %then46, label %join47

join45:
	%197 = add i32 %171, 1
	br label %loop41

then46:
	store i32 %171, i32* %4
	store float %187, float* %5
	br label %join47

join47:
	br label %join45

loop48:
	%198 = phi i32 [ 0, %done40 ], [ %220, %body49 ]
	%199 = icmp slt i32 %198, 16
	br i1 %199, label %body49, label %done50

body49:
	%200 = load double, double* %6
	%201 = add i32 %14, %198
	%202 = sext i32 %201 to i64
	%203 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12, i64 0, i64 %202
	%204 = load i32, i32 addrspace(3)* %203
	%205 = icmp ne i32 %204, 0
	%206 = sdiv i32 %198, 4
	%207 = add i32 %15, %206
	%208 = sext i32 %207 to i64
	%209 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %208
	%210 = load i32, i32 addrspace(3)* %209
	%211 = icmp ne i32 %210, 0
	%212 = and i1 %205, %211
	%213 = add i32 %14, %198
	%214 = sext i32 %213 to i64
	%215 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem10, i64 0, i64 %214
	%216 = load float, float addrspace(3)* %215
	%217 = select i1 %212, float %216, float 0.0
	%218 = fpext float %217 to double
	%219 = fadd double %200, %218
	store double %219, double* %6
	%220 = add i32 %198, 1
	br label %loop48

done50:
	%221 = load double, double* %6
	%222 = fptrunc double %221 to float
	%223 = fadd float %222, 0x3BC79CA100000000
	br label %loop51

loop51:
	%224 = phi i32 [ 0, %done50 ], [ %248, %body52 ]
	%225 = icmp slt i32 %224, 16
	br i1 %225, label %body52, label %done53

body52:
	%226 = add i32 %14, %224
	%227 = sext i32 %226 to i64
	%228 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem12, i64 0, i64 %227
	%229 = load i32, i32 addrspace(3)* %228
	%230 = icmp ne i32 %229, 0
	%231 = sdiv i32 %224, 4
	%232 = add i32 %15, %231
	%233 = sext i32 %232 to i64
	%234 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem14, i64 0, i64 %233
	%235 = load i32, i32 addrspace(3)* %234
	%236 = icmp ne i32 %235, 0
	%237 = and i1 %230, %236
	%238 = add i32 %14, %224
	%239 = sext i32 %238 to i64
	%240 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e16_k4_g4_kg2_n1_s40200000_f32_f32_bias_f32.smem10, i64 0, i64 %239
	%241 = load float, float addrspace(3)* %240
	%242 = select i1 %237, float %241, float 0.0
	%243 = fdiv float %242, %223
	%244 = add i32 %16, %224
	%245 = fmul float %243, 2.5
	%246 = sext i32 %244 to i64
	%247 = getelementptr float, float addrspace(1)* %out, i64 %246
	store float %245, float addrspace(1)* %247
	%248 = add i32 %224, 1
	br label %loop51

done53:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare double @llvm.rint.f64(double %0)
