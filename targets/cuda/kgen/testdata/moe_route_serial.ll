target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem9 = internal addrspace(3) global [640 x float] undef, align 16
@moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem10 = internal addrspace(3) global [640 x float] undef, align 16
@moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11 = internal addrspace(3) global [640 x i32] undef, align 16
@moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem12 = internal addrspace(3) global [320 x float] undef, align 16
@moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13 = internal addrspace(3) global [320 x i32] undef, align 16

define ptx_kernel void @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32(float addrspace(1)* %out, float addrspace(1)* %logits, i32 %rows) {
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
	%14 = mul i32 %7, 80
	%15 = mul i32 %7, 40
	%16 = mul i32 %12, 80
	br label %loop3

join2:
	ret void

loop3:
	%17 = phi i32 [ 0, %then1 ], [ %78, %body4 ]
	%18 = icmp slt i32 %17, 80
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
	%77 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem9, i64 0, i64 %76
	store float %75, float addrspace(3)* %77
	%78 = add i32 %17, 1
	br label %loop3

done5:
	br label %loop6

loop6:
	%79 = phi i32 [ 0, %done5 ], [ %91, %body7 ]
	%80 = icmp slt i32 %79, 80
	br i1 %80, label %body7, label %done8

body7:
	%81 = add i32 %14, %79
	%82 = sext i32 %81 to i64
	%83 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem9, i64 0, i64 %82
	%84 = load float, float addrspace(3)* %83
	%85 = add i32 %14, %79
	%86 = sext i32 %85 to i64
	%87 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem10, i64 0, i64 %86
	store float %84, float addrspace(3)* %87
	%88 = add i32 %14, %79
	%89 = sext i32 %88 to i64
	%90 = getelementptr [640 x i32], [640 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11, i64 0, i64 %89
	store i32 0, i32 addrspace(3)* %90
	%91 = add i32 %79, 1
	br label %loop6

done8:
	br label %loop9

loop9:
	%92 = phi i32 [ 0, %done8 ], [ %97, %body10 ]
	%93 = icmp slt i32 %92, 40
	br i1 %93, label %body10, label %done11

body10:
	%94 = add i32 %15, %92
	%95 = sext i32 %94 to i64
	%96 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %95
	store i32 1, i32 addrspace(3)* %96
	%97 = add i32 %92, 1
	br label %loop9

done11:
	br label %loop12

loop12:
	%98 = phi i32 [ 0, %done11 ], [ %119, %done17 ]
	%99 = icmp slt i32 %98, 40
	br i1 %99, label %body13, label %done14

body13:
	%100 = mul i32 %98, 2
	store float 0xFFF0000000000000, float* %0
	store float 0xFFF0000000000000, float* %1
	br label %loop15

done14:
	br label %loop23

loop15:
	%101 = phi i32 [ 0, %body13 ], [ %121, %join19 ]
	%102 = icmp slt i32 %101, 2
	br i1 %102, label %body16, label %done17

body16:
	%103 = add i32 %100, %101
	%104 = add i32 %14, %103
	%105 = sext i32 %104 to i64
	%106 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem10, i64 0, i64 %105
	%107 = load float, float addrspace(3)* %106
	%108 = load float, float* %0
	%109 = fcmp olt float %108, %107
	br i1 %109, label %then18, label %else20

done17:
	%110 = add i32 %15, %98
	%111 = load float, float* %0
	%112 = load float, float* %1
	%113 = fadd float %111, %112
	%114 = sext i32 %110 to i64
	%115 = getelementptr [320 x float], [320 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem12, i64 0, i64 %114
	store float %113, float addrspace(3)* %115
	%116 = add i32 %15, %98
	%117 = sext i32 %116 to i64
	%118 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %117
	store i32 0, i32 addrspace(3)* %118
	%119 = add i32 %98, 1
	br label %loop12

then18:
	%120 = load float, float* %0
	store float %120, float* %1
	store float %107, float* %0
	br label %join19

join19:
	%121 = add i32 %101, 1
	br label %loop15

else20:
	%122 = load float, float* %1
	%123 = fcmp olt float %122, %107
	br i1 %123, label %then21, label %join22

then21:
	store float %107, float* %1
	br label %join22

join22:
	br label %join19

loop23:
	%124 = phi i32 [ 0, %done14 ], [ %138, %done28 ]
	%125 = icmp slt i32 %124, 4
	br i1 %125, label %body24, label %done25

body24:
	store i32 -1, i32* %2
	store float 0.0, float* %3
	br label %loop26

done25:
	br label %loop33

loop26:
	%126 = phi i32 [ 0, %body24 ], [ %152, %join30 ]
	%127 = icmp slt i32 %126, 40
	br i1 %127, label %body27, label %done28

body27:
	%128 = add i32 %15, %126
	%129 = sext i32 %128 to i64
	%130 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %129
	%131 = load i32, i32 addrspace(3)* %130
	%132 = icmp ne i32 %131, 0
	%133 = xor i1 %132, true
	br i1 %133, label %then29, label %join30

done28:
	%134 = load i32, i32* %2
	%135 = add i32 %15, %134
	%136 = sext i32 %135 to i64
	%137 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %136
	store i32 1, i32 addrspace(3)* %137
	%138 = add i32 %124, 1
	br label %loop23

then29:
	%139 = add i32 %15, %126
	%140 = sext i32 %139 to i64
	%141 = getelementptr [320 x float], [320 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem12, i64 0, i64 %140
	%142 = load float, float addrspace(3)* %141
	%143 = load float, float* %3
	%144 = load i32, i32* %2
	%145 = icmp slt i32 %144, 0
	%146 = fcmp olt float %143, %142
	%147 = fcmp une float %143, %143
	%148 = fcmp oeq float %142, %142
	%149 = and i1 %147, %148
	%150 = or i1 %146, %149
	%151 = or i1 %145, %150
	br i1 %151, label %then31, label %join32

join30:
	%152 = add i32 %126, 1
	br label %loop26

then31:
	store i32 %126, i32* %2
	store float %142, float* %3
	br label %join32

join32:
	br label %join30

loop33:
	%153 = phi i32 [ 0, %done25 ], [ %164, %join37 ]
	%154 = icmp slt i32 %153, 80
	br i1 %154, label %body34, label %done35

body34:
	%155 = sdiv i32 %153, 2
	%156 = add i32 %15, %155
	%157 = sext i32 %156 to i64
	%158 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %157
	%159 = load i32, i32 addrspace(3)* %158
	%160 = icmp eq i32 %159, 0
	br i1 %160, label %then36, label %join37

done35:
	br label %loop38

then36:
	%161 = add i32 %14, %153
	%162 = sext i32 %161 to i64
	%163 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem10, i64 0, i64 %162
	store float 0xFFF0000000000000, float addrspace(3)* %163
	br label %join37

join37:
	%164 = add i32 %153, 1
	br label %loop33

loop38:
	%165 = phi i32 [ 0, %done35 ], [ %179, %done43 ]
	%166 = icmp slt i32 %165, 4
	br i1 %166, label %body39, label %done40

body39:
	store i32 -1, i32* %4
	store float 0.0, float* %5
	br label %loop41

done40:
	store double 0.0, double* %6
	br label %loop48

loop41:
	%167 = phi i32 [ 0, %body39 ], [ %193, %join45 ]
	%168 = icmp slt i32 %167, 80
	br i1 %168, label %body42, label %done43

body42:
	%169 = add i32 %14, %167
	%170 = sext i32 %169 to i64
	%171 = getelementptr [640 x i32], [640 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11, i64 0, i64 %170
	%172 = load i32, i32 addrspace(3)* %171
	%173 = icmp ne i32 %172, 0
	%174 = xor i1 %173, true
	br i1 %174, label %then44, label %join45

done43:
	%175 = load i32, i32* %4
	%176 = add i32 %14, %175
	%177 = sext i32 %176 to i64
	%178 = getelementptr [640 x i32], [640 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11, i64 0, i64 %177
	store i32 1, i32 addrspace(3)* %178
	%179 = add i32 %165, 1
	br label %loop38

then44:
	%180 = add i32 %14, %167
	%181 = sext i32 %180 to i64
	%182 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem10, i64 0, i64 %181
	%183 = load float, float addrspace(3)* %182
	%184 = load float, float* %5
	%185 = load i32, i32* %4
	%186 = icmp slt i32 %185, 0
	%187 = fcmp olt float %184, %183
	%188 = fcmp une float %184, %184
	%189 = fcmp oeq float %183, %183
	%190 = and i1 %188, %189
	%191 = or i1 %187, %190
	%192 = or i1 %186, %191
	br i1 %192, label %then46, label %join47

join45:
	%193 = add i32 %167, 1
	br label %loop41

then46:
	store i32 %167, i32* %4
	store float %183, float* %5
	br label %join47

join47:
	br label %join45

loop48:
	%194 = phi i32 [ 0, %done40 ], [ %216, %body49 ]
	%195 = icmp slt i32 %194, 80
	br i1 %195, label %body49, label %done50

body49:
	%196 = load double, double* %6
	%197 = add i32 %14, %194
	%198 = sext i32 %197 to i64
	%199 = getelementptr [640 x i32], [640 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11, i64 0, i64 %198
	%200 = load i32, i32 addrspace(3)* %199
	%201 = icmp ne i32 %200, 0
	%202 = sdiv i32 %194, 2
	%203 = add i32 %15, %202
	%204 = sext i32 %203 to i64
	%205 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %204
	%206 = load i32, i32 addrspace(3)* %205
	%207 = icmp ne i32 %206, 0
	%208 = and i1 %201, %207
	%209 = add i32 %14, %194
	%210 = sext i32 %209 to i64
	%211 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem9, i64 0, i64 %210
	%212 = load float, float addrspace(3)* %211
	%213 = select i1 %208, float %212, float 0.0
	%214 = fpext float %213 to double
	%215 = fadd double %196, %214
	store double %215, double* %6
	%216 = add i32 %194, 1
	br label %loop48

done50:
	%217 = load double, double* %6
	%218 = fptrunc double %217 to float
	%219 = fadd float %218, 0x3BC79CA100000000
	br label %loop51

loop51:
	%220 = phi i32 [ 0, %done50 ], [ %244, %body52 ]
	%221 = icmp slt i32 %220, 80
	br i1 %221, label %body52, label %done53

body52:
	%222 = add i32 %14, %220
	%223 = sext i32 %222 to i64
	%224 = getelementptr [640 x i32], [640 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem11, i64 0, i64 %223
	%225 = load i32, i32 addrspace(3)* %224
	%226 = icmp ne i32 %225, 0
	%227 = sdiv i32 %220, 2
	%228 = add i32 %15, %227
	%229 = sext i32 %228 to i64
	%230 = getelementptr [320 x i32], [320 x i32] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem13, i64 0, i64 %229
	%231 = load i32, i32 addrspace(3)* %230
	%232 = icmp ne i32 %231, 0
	%233 = and i1 %226, %232
	%234 = add i32 %14, %220
	%235 = sext i32 %234 to i64
	%236 = getelementptr [640 x float], [640 x float] addrspace(3)* @moe_route_sigmoid_noaux_tc_e80_k4_g40_kg4_n1_s3f800000_f32_f32.smem9, i64 0, i64 %235
	%237 = load float, float addrspace(3)* %236
	%238 = select i1 %233, float %237, float 0.0
	%239 = fdiv float %238, %219
	%240 = add i32 %16, %220
	%241 = fmul float %239, 1.0
	%242 = sext i32 %240 to i64
	%243 = getelementptr float, float addrspace(1)* %out, i64 %242
	store float %241, float addrspace(1)* %243
	%244 = add i32 %220, 1
	br label %loop51

done53:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare double @llvm.rint.f64(double %0)
