target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9 = internal addrspace(3) global [128 x float] undef, align 8
@moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10 = internal addrspace(3) global [128 x float] undef, align 8
@moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem11 = internal addrspace(3) global [128 x i32] undef, align 8
@moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem12 = internal addrspace(3) global [32 x float] undef, align 8
@moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13 = internal addrspace(3) global [32 x i32] undef, align 8

define ptx_kernel void @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32(float addrspace(1)* %out, float addrspace(1)* %logits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca double
	%2 = alloca float
	%3 = alloca i32
	%4 = alloca float
	%5 = alloca i32
	%6 = alloca float
	%7 = alloca double
	br label %body

body:
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%11 = mul i32 %9, %10
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%13 = add i32 %11, %12
	%14 = icmp slt i32 %13, %rows
	br i1 %14, label %then1, label %join2

then1:
	%15 = mul i32 %8, 16
	%16 = mul i32 %8, 4
	%17 = mul i32 %13, 16
	%18 = sext i32 %17 to i64
	%19 = getelementptr float, float addrspace(1)* %logits, i64 %18
	%20 = load float, float addrspace(1)* %19
	store float %20, float* %0
	br label %loop3

join2:
	ret void

loop3:
	%21 = phi i32 [ 0, %then1 ], [ %29, %join7 ]
	%22 = icmp slt i32 %21, 16
	br i1 %22, label %body4, label %done5

body4:
	%23 = add i32 %17, %21
	%24 = sext i32 %23 to i64
	%25 = getelementptr float, float addrspace(1)* %logits, i64 %24
	%26 = load float, float addrspace(1)* %25
	%27 = load float, float* %0
	%28 = fcmp olt float %27, %26
	br i1 %28, label %then6, label %join7

done5:
	store double 0.0, double* %1
	br label %loop8

then6:
	store float %26, float* %0
	br label %join7

join7:
	%29 = add i32 %21, 1
	br label %loop3

loop8:
	%30 = phi i32 [ 0, %done5 ], [ %93, %body9 ]
	%31 = icmp slt i32 %30, 16
	br i1 %31, label %body9, label %done10

body9:
	%32 = add i32 %17, %30
	%33 = sext i32 %32 to i64
	%34 = getelementptr float, float addrspace(1)* %logits, i64 %33
	%35 = load float, float addrspace(1)* %34
	%36 = load float, float* %0
	%37 = fsub float %35, %36
	%38 = fpext float %37 to double
	%39 = fcmp olt double %38, -745.0
	%40 = select i1 %39, double -745.0, double %38
	%41 = fcmp olt double 710.0, %40
	%42 = select i1 %41, double 710.0, double %40
	%43 = fmul double %42, 0x3FF71547652B82FE
	%44 = call double @llvm.rint.f64(double %43)
	%45 = fmul double %44, 0x3FE62E42FEE00000
	%46 = fsub double %42, %45
	%47 = fmul double %44, 0x3DEA39EF35793C76
	%48 = fsub double %46, %47
	%49 = fmul double 0x3DE6124613A86D09, %48
	%50 = fadd double %49, 0x3E21EED8EFF8D898
	%51 = fmul double %50, %48
	%52 = fadd double %51, 0x3E5AE64567F544E4
	%53 = fmul double %52, %48
	%54 = fadd double %53, 0x3E927E4FB7789F5C
	%55 = fmul double %54, %48
	%56 = fadd double %55, 0x3EC71DE3A556C734
	%57 = fmul double %56, %48
	%58 = fadd double %57, 0x3EFA01A01A01A01A
	%59 = fmul double %58, %48
	%60 = fadd double %59, 0x3F2A01A01A01A01A
	%61 = fmul double %60, %48
	%62 = fadd double %61, 0x3F56C16C16C16C17
	%63 = fmul double %62, %48
	%64 = fadd double %63, 0x3F81111111111111
	%65 = fmul double %64, %48
	%66 = fadd double %65, 0x3FA5555555555555
	%67 = fmul double %66, %48
	%68 = fadd double %67, 0x3FC5555555555555
	%69 = fmul double %68, %48
	%70 = fadd double %69, 0.5
	%71 = fmul double %70, %48
	%72 = fadd double %71, 1.0
	%73 = fmul double %72, %48
	%74 = fadd double %73, 1.0
	%75 = fptosi double %44 to i64
	%76 = sdiv i64 %75, 2
	%77 = sub i64 %75, %76
	%78 = add i64 %76, 1023
	%79 = shl i64 %78, 52
	%80 = bitcast i64 %79 to double
	%81 = fmul double %74, %80
	%82 = add i64 %77, 1023
	%83 = shl i64 %82, 52
	%84 = bitcast i64 %83 to double
	%85 = fmul double %81, %84
	%86 = fptrunc double %85 to float
	%87 = add i32 %15, %30
	%88 = sext i32 %87 to i64
	%89 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9, i64 0, i64 %88
	store float %86, float addrspace(3)* %89
	%90 = load double, double* %1
	%91 = fpext float %86 to double
	%92 = fadd double %90, %91
	store double %92, double* %1
	%93 = add i32 %30, 1
	br label %loop8

done10:
	%94 = load double, double* %1
	%95 = fptrunc double %94 to float
	br label %loop11

loop11:
	%96 = phi i32 [ 0, %done10 ], [ %106, %body12 ]
	%97 = icmp slt i32 %96, 16
	br i1 %97, label %body12, label %done13

body12:
	%98 = add i32 %15, %96
	%99 = add i32 %15, %96
	%100 = sext i32 %99 to i64
	%101 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9, i64 0, i64 %100
	%102 = load float, float addrspace(3)* %101
	%103 = fdiv float %102, %95
	%104 = sext i32 %98 to i64
	%105 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9, i64 0, i64 %104
	store float %103, float addrspace(3)* %105
	%106 = add i32 %96, 1
	br label %loop11

done13:
	br label %loop14

loop14:
	%107 = phi i32 [ 0, %done13 ], [ %119, %body15 ]
	%108 = icmp slt i32 %107, 16
	br i1 %108, label %body15, label %done16

body15:
	%109 = add i32 %15, %107
	%110 = sext i32 %109 to i64
	%111 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9, i64 0, i64 %110
	%112 = load float, float addrspace(3)* %111
	%113 = add i32 %15, %107
	%114 = sext i32 %113 to i64
	%115 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10, i64 0, i64 %114
	store float %112, float addrspace(3)* %115
	%116 = add i32 %15, %107
	%117 = sext i32 %116 to i64
	%118 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem11, i64 0, i64 %117
	store i32 0, i32 addrspace(3)* %118
	%119 = add i32 %107, 1
	br label %loop14

done16:
	br label %loop17

loop17:
	%120 = phi i32 [ 0, %done16 ], [ %125, %body18 ]
	%121 = icmp slt i32 %120, 4
	br i1 %121, label %body18, label %done19

body18:
	%122 = add i32 %16, %120
	%123 = sext i32 %122 to i64
	%124 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %123
	store i32 1, i32 addrspace(3)* %124
	%125 = add i32 %120, 1
	br label %loop17

done19:
	br label %loop20

loop20:
	%126 = phi i32 [ 0, %done19 ], [ %149, %done25 ]
	%127 = icmp slt i32 %126, 4
	br i1 %127, label %body21, label %done22

body21:
	%128 = mul i32 %126, 4
	%129 = add i32 %15, %128
	%130 = sext i32 %129 to i64
	%131 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10, i64 0, i64 %130
	%132 = load float, float addrspace(3)* %131
	store float %132, float* %2
	br label %loop23

done22:
	br label %loop28

loop23:
	%133 = phi i32 [ 1, %body21 ], [ %150, %join27 ]
	%134 = icmp slt i32 %133, 4
	br i1 %134, label %body24, label %done25

body24:
	%135 = add i32 %128, %133
	%136 = add i32 %15, %135
	%137 = sext i32 %136 to i64
	%138 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10, i64 0, i64 %137
	%139 = load float, float addrspace(3)* %138
	%140 = load float, float* %2
	%141 = fcmp olt float %140, %139
	br i1 %141, label %then26, label %join27

done25:
	%142 = add i32 %16, %126
	%143 = load float, float* %2
	%144 = sext i32 %142 to i64
	%145 = getelementptr [32 x float], [32 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem12, i64 0, i64 %144
	store float %143, float addrspace(3)* %145
	%146 = add i32 %16, %126
	%147 = sext i32 %146 to i64
	%148 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %147
	store i32 0, i32 addrspace(3)* %148
	%149 = add i32 %126, 1
	br label %loop20

then26:
	store float %139, float* %2
	br label %join27

join27:
	%150 = add i32 %133, 1
	br label %loop23

loop28:
	%151 = phi i32 [ 0, %done22 ], [ %165, %done33 ]
	%152 = icmp slt i32 %151, 2
	br i1 %152, label %body29, label %done30

body29:
	store i32 -1, i32* %3
	store float 0.0, float* %4
	br label %loop31

done30:
	br label %loop38

loop31:
	%153 = phi i32 [ 0, %body29 ], [ %179, %join35 ]
	%154 = icmp slt i32 %153, 4
	br i1 %154, label %body32, label %done33

body32:
	%155 = add i32 %16, %153
	%156 = sext i32 %155 to i64
	%157 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %156
	%158 = load i32, i32 addrspace(3)* %157
	%159 = icmp ne i32 %158, 0
	%160 = xor i1 %159, true
	br i1 %160, label %then34, label %join35

done33:
	%161 = load i32, i32* %3
	%162 = add i32 %16, %161
	%163 = sext i32 %162 to i64
	%164 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %163
	store i32 1, i32 addrspace(3)* %164
	%165 = add i32 %151, 1
	br label %loop28

then34:
	%166 = add i32 %16, %153
	%167 = sext i32 %166 to i64
	%168 = getelementptr [32 x float], [32 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem12, i64 0, i64 %167
	%169 = load float, float addrspace(3)* %168
	%170 = load float, float* %4
	%171 = load i32, i32* %3
	%172 = icmp slt i32 %171, 0
	%173 = fcmp olt float %170, %169
	%174 = fcmp une float %170, %170
	%175 = fcmp oeq float %169, %169
	%176 = and i1 %174, %175
	%177 = or i1 %173, %176
	%178 = or i1 %172, %177
	br i1 %178, label %then36, label %join37

join35:
	%179 = add i32 %153, 1
	br label %loop31

then36:
	store i32 %153, i32* %3
	store float %169, float* %4
	br label %join37

join37:
	br label %join35

loop38:
	%180 = phi i32 [ 0, %done30 ], [ %191, %join42 ]
	%181 = icmp slt i32 %180, 16
	br i1 %181, label %body39, label %done40

body39:
	%182 = sdiv i32 %180, 4
	%183 = add i32 %16, %182
	%184 = sext i32 %183 to i64
	%185 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %184
	%186 = load i32, i32 addrspace(3)* %185
	%187 = icmp eq i32 %186, 0
	br i1 %187, label %then41, label %join42

done40:
	br label %loop43

then41:
	%188 = add i32 %15, %180
	%189 = sext i32 %188 to i64
	%190 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10, i64 0, i64 %189
	store float 0.0, float addrspace(3)* %190
	br label %join42

join42:
	%191 = add i32 %180, 1
	br label %loop38

loop43:
	%192 = phi i32 [ 0, %done40 ], [ %209, %done48 ]
	%193 = icmp slt i32 %192, 4
	br i1 %193, label %body44, label %done45

body44:
	store i32 -1, i32* %5
	store float 0.0, float* %6
	br label %loop46

done45:
	store double 0.0, double* %7
	%194 = load double, double* %7
	%195 = fptrunc double %194 to float
	%196 = fadd float %195, 0x3BC79CA100000000
	br label %loop53

loop46:
	%197 = phi i32 [ 0, %body44 ], [ %223, %join50 ]
	%198 = icmp slt i32 %197, 16
	br i1 %198, label %body47, label %done48

body47:
	%199 = add i32 %15, %197
	%200 = sext i32 %199 to i64
	%201 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem11, i64 0, i64 %200
	%202 = load i32, i32 addrspace(3)* %201
	%203 = icmp ne i32 %202, 0
	%204 = xor i1 %203, true
	br i1 %204, label %then49, label %join50

done48:
	%205 = load i32, i32* %5
	%206 = add i32 %15, %205
	%207 = sext i32 %206 to i64
	%208 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem11, i64 0, i64 %207
	store i32 1, i32 addrspace(3)* %208
	%209 = add i32 %192, 1
	br label %loop43

then49:
	%210 = add i32 %15, %197
	%211 = sext i32 %210 to i64
	%212 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem10, i64 0, i64 %211
	%213 = load float, float addrspace(3)* %212
	%214 = load float, float* %6
	%215 = load i32, i32* %5
	%216 = icmp slt i32 %215, 0
	%217 = fcmp olt float %214, %213
	%218 = fcmp une float %214, %214
	%219 = fcmp oeq float %213, %213
	%220 = and i1 %218, %219
	%221 = or i1 %217, %220
	%222 = or i1 %216, %221
	br i1 %222, label %then51, label %join52

join50:
	%223 = add i32 %197, 1
	br label %loop46

then51:
	store i32 %197, i32* %5
	store float %213, float* %6
	br label %join52

join52:
	br label %join50

loop53:
	%224 = phi i32 [ 0, %done45 ], [ %247, %body54 ]
	%225 = icmp slt i32 %224, 16
	br i1 %225, label %body54, label %done55

body54:
	%226 = add i32 %15, %224
	%227 = sext i32 %226 to i64
	%228 = getelementptr [128 x i32], [128 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem11, i64 0, i64 %227
	%229 = load i32, i32 addrspace(3)* %228
	%230 = icmp ne i32 %229, 0
	%231 = sdiv i32 %224, 4
	%232 = add i32 %16, %231
	%233 = sext i32 %232 to i64
	%234 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem13, i64 0, i64 %233
	%235 = load i32, i32 addrspace(3)* %234
	%236 = icmp ne i32 %235, 0
	%237 = and i1 %230, %236
	%238 = add i32 %15, %224
	%239 = sext i32 %238 to i64
	%240 = getelementptr [128 x float], [128 x float] addrspace(3)* @moe_route_softmax_group_limited_greedy_e16_k4_g4_kg2_n0_s41800000_f32_f32.smem9, i64 0, i64 %239
	%241 = load float, float addrspace(3)* %240
	%242 = select i1 %237, float %241, float 0.0
	%243 = add i32 %17, %224
	%244 = fmul float %242, 16.0
	%245 = sext i32 %243 to i64
	%246 = getelementptr float, float addrspace(1)* %out, i64 %245
	store float %244, float addrspace(1)* %246
	%247 = add i32 %224, 1
	br label %loop53

done55:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare double @llvm.rint.f64(double %0)
