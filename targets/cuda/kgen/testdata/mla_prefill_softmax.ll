target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_prefill_softmax_bf16_s3ec28f5c.smem30 = internal addrspace(3) global [256 x float] undef, align 16
@mla_prefill_softmax_bf16_s3ec28f5c.smem213 = internal addrspace(3) global [256 x double] undef, align 16

define ptx_kernel void @mla_prefill_softmax_bf16_s3ec28f5c(i16 addrspace(1)* %p, float addrspace(1)* %scores, i32 %keys, i32 %queries, i32 %q0, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca double
	br label %body

body:
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = srem i32 %3, %queries
	%5 = add i32 %q0, %4
	%6 = add i32 %5, 1
	%7 = icmp slt i32 %6, %keys
	%8 = select i1 %7, i32 %6, i32 %keys
	%9 = mul i32 %3, %keys
	store float 0xFFF0000000000000, float* %0
	br label %loop1

loop1:
	%10 = phi i32 [ %2, %body ], [ %26, %join5 ]
	%11 = icmp slt i32 %10, %8
	br i1 %11, label %body2, label %done3

body2:
	%12 = add i32 %9, %10
	%13 = sext i32 %12 to i64
	%14 = getelementptr float, float addrspace(1)* %scores, i64 %13
	%15 = load float, float addrspace(1)* %14
	%16 = fmul float %15, 0x3FD851EB80000000
	%17 = add i32 %9, %10
	%18 = sext i32 %17 to i64
	%19 = getelementptr float, float addrspace(1)* %scores, i64 %18
	store float %16, float addrspace(1)* %19
	%20 = load float, float* %0
	%21 = fcmp olt float %20, %16
	br i1 %21, label %then4, label %join5

done3:
	%22 = load float, float* %0
	%23 = sext i32 %2 to i64
	%24 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %23
	store float %22, float addrspace(3)* %24
	call void @llvm.nvvm.barrier0()
	%25 = icmp slt i32 %2, 128
	br i1 %25, label %then6, label %join7

then4:
	store float %16, float* %0
	br label %join5

join5:
	%26 = add i32 %10, 256
	br label %loop1

then6:
	%27 = add i32 %2, 128
	%28 = sext i32 %27 to i64
	%29 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %28
	%30 = load float, float addrspace(3)* %29
	%31 = sext i32 %2 to i64
	%32 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %31
	%33 = load float, float addrspace(3)* %32
	%34 = fcmp olt float %33, %30
	br i1 %34, label %then8, label %join9

join7:
	call void @llvm.nvvm.barrier0()
	%35 = icmp slt i32 %2, 64
	br i1 %35, label %then10, label %join11

then8:
	%36 = sext i32 %2 to i64
	%37 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %36
	store float %30, float addrspace(3)* %37
	br label %join9

join9:
	br label %join7

then10:
	%38 = add i32 %2, 64
	%39 = sext i32 %38 to i64
	%40 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %39
	%41 = load float, float addrspace(3)* %40
	%42 = sext i32 %2 to i64
	%43 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %42
	%44 = load float, float addrspace(3)* %43
	%45 = fcmp olt float %44, %41
	br i1 %45, label %then12, label %join13

join11:
	call void @llvm.nvvm.barrier0()
	%46 = icmp slt i32 %2, 32
	br i1 %46, label %then14, label %join15

then12:
	%47 = sext i32 %2 to i64
	%48 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %47
	store float %41, float addrspace(3)* %48
	br label %join13

join13:
	br label %join11

then14:
	%49 = add i32 %2, 32
	%50 = sext i32 %49 to i64
	%51 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %50
	%52 = load float, float addrspace(3)* %51
	%53 = sext i32 %2 to i64
	%54 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %53
	%55 = load float, float addrspace(3)* %54
	%56 = fcmp olt float %55, %52
	br i1 %56, label %then16, label %join17

join15:
	call void @llvm.nvvm.barrier0()
	%57 = icmp slt i32 %2, 16
	br i1 %57, label %then18, label %join19

then16:
	%58 = sext i32 %2 to i64
	%59 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %58
	store float %52, float addrspace(3)* %59
	br label %join17

join17:
	br label %join15

then18:
	%60 = add i32 %2, 16
	%61 = sext i32 %60 to i64
	%62 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %61
	%63 = load float, float addrspace(3)* %62
	%64 = sext i32 %2 to i64
	%65 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %64
	%66 = load float, float addrspace(3)* %65
	%67 = fcmp olt float %66, %63
	br i1 %67, label %then20, label %join21

join19:
	call void @llvm.nvvm.barrier0()
	%68 = icmp slt i32 %2, 8
	br i1 %68, label %then22, label %join23

then20:
	%69 = sext i32 %2 to i64
	%70 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %69
	store float %63, float addrspace(3)* %70
	br label %join21

join21:
	br label %join19

then22:
	%71 = add i32 %2, 8
	%72 = sext i32 %71 to i64
	%73 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %72
	%74 = load float, float addrspace(3)* %73
	%75 = sext i32 %2 to i64
	%76 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %75
	%77 = load float, float addrspace(3)* %76
	%78 = fcmp olt float %77, %74
	br i1 %78, label %then24, label %join25

join23:
	call void @llvm.nvvm.barrier0()
	%79 = icmp slt i32 %2, 4
	br i1 %79, label %then26, label %join27

then24:
	%80 = sext i32 %2 to i64
	%81 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %80
	store float %74, float addrspace(3)* %81
	br label %join25

join25:
	br label %join23

then26:
	%82 = add i32 %2, 4
	%83 = sext i32 %82 to i64
	%84 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %83
	%85 = load float, float addrspace(3)* %84
	%86 = sext i32 %2 to i64
	%87 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %86
	%88 = load float, float addrspace(3)* %87
	%89 = fcmp olt float %88, %85
	br i1 %89, label %then28, label %join29

join27:
	call void @llvm.nvvm.barrier0()
	%90 = icmp slt i32 %2, 2
	br i1 %90, label %then30, label %join31

then28:
	%91 = sext i32 %2 to i64
	%92 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %91
	store float %85, float addrspace(3)* %92
	br label %join29

join29:
	br label %join27

then30:
	%93 = add i32 %2, 2
	%94 = sext i32 %93 to i64
	%95 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %94
	%96 = load float, float addrspace(3)* %95
	%97 = sext i32 %2 to i64
	%98 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %97
	%99 = load float, float addrspace(3)* %98
	%100 = fcmp olt float %99, %96
	br i1 %100, label %then32, label %join33

join31:
	call void @llvm.nvvm.barrier0()
	%101 = icmp slt i32 %2, 1
	br i1 %101, label %then34, label %join35

then32:
	%102 = sext i32 %2 to i64
	%103 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %102
	store float %96, float addrspace(3)* %103
	br label %join33

join33:
	br label %join31

then34:
	%104 = add i32 %2, 1
	%105 = sext i32 %104 to i64
	%106 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %105
	%107 = load float, float addrspace(3)* %106
	%108 = sext i32 %2 to i64
	%109 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %108
	%110 = load float, float addrspace(3)* %109
	%111 = fcmp olt float %110, %107
	br i1 %111, label %then36, label %join37

join35:
	call void @llvm.nvvm.barrier0()
	%112 = sext i32 0 to i64
	%113 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %112
	%114 = load float, float addrspace(3)* %113
	call void @llvm.nvvm.barrier0()
	store double 0.0, double* %1
	br label %loop38

then36:
	%115 = sext i32 %2 to i64
	%116 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem30, i64 0, i64 %115
	store float %107, float addrspace(3)* %116
	br label %join37

join37:
	br label %join35

loop38:
	%117 = phi i32 [ %2, %join35 ], [ %179, %body39 ]
	%118 = icmp slt i32 %117, %8
	br i1 %118, label %body39, label %done40

body39:
	%119 = load double, double* %1
	%120 = add i32 %9, %117
	%121 = sext i32 %120 to i64
	%122 = getelementptr float, float addrspace(1)* %scores, i64 %121
	%123 = load float, float addrspace(1)* %122
	%124 = fsub float %123, %114
	%125 = fpext float %124 to double
	%126 = fcmp olt double %125, -745.0
	%127 = select i1 %126, double -745.0, double %125
	%128 = fcmp olt double 710.0, %127
	%129 = select i1 %128, double 710.0, double %127
	%130 = fmul double %129, 0x3FF71547652B82FE
	%131 = call double @llvm.rint.f64(double %130)
	%132 = fmul double %131, 0x3FE62E42FEE00000
	%133 = fsub double %129, %132
	%134 = fmul double %131, 0x3DEA39EF35793C76
	%135 = fsub double %133, %134
	%136 = fmul double 0x3DE6124613A86D09, %135
	%137 = fadd double %136, 0x3E21EED8EFF8D898
	%138 = fmul double %137, %135
	%139 = fadd double %138, 0x3E5AE64567F544E4
	%140 = fmul double %139, %135
	%141 = fadd double %140, 0x3E927E4FB7789F5C
	%142 = fmul double %141, %135
	%143 = fadd double %142, 0x3EC71DE3A556C734
	%144 = fmul double %143, %135
	%145 = fadd double %144, 0x3EFA01A01A01A01A
	%146 = fmul double %145, %135
	%147 = fadd double %146, 0x3F2A01A01A01A01A
	%148 = fmul double %147, %135
	%149 = fadd double %148, 0x3F56C16C16C16C17
	%150 = fmul double %149, %135
	%151 = fadd double %150, 0x3F81111111111111
	%152 = fmul double %151, %135
	%153 = fadd double %152, 0x3FA5555555555555
	%154 = fmul double %153, %135
	%155 = fadd double %154, 0x3FC5555555555555
	%156 = fmul double %155, %135
	%157 = fadd double %156, 0.5
	%158 = fmul double %157, %135
	%159 = fadd double %158, 1.0
	%160 = fmul double %159, %135
	%161 = fadd double %160, 1.0
	%162 = fptosi double %131 to i64
	%163 = sdiv i64 %162, 2
	%164 = sub i64 %162, %163
	%165 = add i64 %163, 1023
	%166 = shl i64 %165, 52
	%167 = bitcast i64 %166 to double
	%168 = fmul double %161, %167
	%169 = add i64 %164, 1023
	%170 = shl i64 %169, 52
	%171 = bitcast i64 %170 to double
	%172 = fmul double %168, %171
	%173 = fptrunc double %172 to float
	%174 = add i32 %9, %117
	%175 = sext i32 %174 to i64
	%176 = getelementptr float, float addrspace(1)* %scores, i64 %175
	store float %173, float addrspace(1)* %176
	%177 = fpext float %173 to double
	%178 = fadd double %119, %177
	store double %178, double* %1
	%179 = add i32 %117, 256
	br label %loop38

done40:
	%180 = load double, double* %1
	%181 = sext i32 %2 to i64
	%182 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %181
	store double %180, double addrspace(3)* %182
	call void @llvm.nvvm.barrier0()
	%183 = icmp slt i32 %2, 128
	br i1 %183, label %then41, label %join42

then41:
	%184 = sext i32 %2 to i64
	%185 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %184
	%186 = load double, double addrspace(3)* %185
	%187 = add i32 %2, 128
	%188 = sext i32 %187 to i64
	%189 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %188
	%190 = load double, double addrspace(3)* %189
	%191 = fadd double %186, %190
	%192 = sext i32 %2 to i64
	%193 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %192
	store double %191, double addrspace(3)* %193
	br label %join42

join42:
	call void @llvm.nvvm.barrier0()
	%194 = icmp slt i32 %2, 64
	br i1 %194, label %then43, label %join44

then43:
	%195 = sext i32 %2 to i64
	%196 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %195
	%197 = load double, double addrspace(3)* %196
	%198 = add i32 %2, 64
	%199 = sext i32 %198 to i64
	%200 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %199
	%201 = load double, double addrspace(3)* %200
	%202 = fadd double %197, %201
	%203 = sext i32 %2 to i64
	%204 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %203
	store double %202, double addrspace(3)* %204
	br label %join44

join44:
	call void @llvm.nvvm.barrier0()
	%205 = icmp slt i32 %2, 32
	br i1 %205, label %then45, label %join46

then45:
	%206 = sext i32 %2 to i64
	%207 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %206
	%208 = load double, double addrspace(3)* %207
	%209 = add i32 %2, 32
	%210 = sext i32 %209 to i64
	%211 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %210
	%212 = load double, double addrspace(3)* %211
	%213 = fadd double %208, %212
	%214 = sext i32 %2 to i64
	%215 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %214
	store double %213, double addrspace(3)* %215
	br label %join46

join46:
	call void @llvm.nvvm.barrier0()
	%216 = icmp slt i32 %2, 16
	br i1 %216, label %then47, label %join48

then47:
	%217 = sext i32 %2 to i64
	%218 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %217
	%219 = load double, double addrspace(3)* %218
	%220 = add i32 %2, 16
	%221 = sext i32 %220 to i64
	%222 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %221
	%223 = load double, double addrspace(3)* %222
	%224 = fadd double %219, %223
	%225 = sext i32 %2 to i64
	%226 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %225
	store double %224, double addrspace(3)* %226
	br label %join48

join48:
	call void @llvm.nvvm.barrier0()
	%227 = icmp slt i32 %2, 8
	br i1 %227, label %then49, label %join50

then49:
	%228 = sext i32 %2 to i64
	%229 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %228
	%230 = load double, double addrspace(3)* %229
	%231 = add i32 %2, 8
	%232 = sext i32 %231 to i64
	%233 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %232
	%234 = load double, double addrspace(3)* %233
	%235 = fadd double %230, %234
	%236 = sext i32 %2 to i64
	%237 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %236
	store double %235, double addrspace(3)* %237
	br label %join50

join50:
	call void @llvm.nvvm.barrier0()
	%238 = icmp slt i32 %2, 4
	br i1 %238, label %then51, label %join52

then51:
	%239 = sext i32 %2 to i64
	%240 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %239
	%241 = load double, double addrspace(3)* %240
	%242 = add i32 %2, 4
	%243 = sext i32 %242 to i64
	%244 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %243
	%245 = load double, double addrspace(3)* %244
	%246 = fadd double %241, %245
	%247 = sext i32 %2 to i64
	%248 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %247
	store double %246, double addrspace(3)* %248
	br label %join52

join52:
	call void @llvm.nvvm.barrier0()
	%249 = icmp slt i32 %2, 2
	br i1 %249, label %then53, label %join54

then53:
	%250 = sext i32 %2 to i64
	%251 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %250
	%252 = load double, double addrspace(3)* %251
	%253 = add i32 %2, 2
	%254 = sext i32 %253 to i64
	%255 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %254
	%256 = load double, double addrspace(3)* %255
	%257 = fadd double %252, %256
	%258 = sext i32 %2 to i64
	%259 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %258
	store double %257, double addrspace(3)* %259
	br label %join54

join54:
	call void @llvm.nvvm.barrier0()
	%260 = icmp slt i32 %2, 1
	br i1 %260, label %then55, label %join56

then55:
	%261 = sext i32 %2 to i64
	%262 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %261
	%263 = load double, double addrspace(3)* %262
	%264 = add i32 %2, 1
	%265 = sext i32 %264 to i64
	%266 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %265
	%267 = load double, double addrspace(3)* %266
	%268 = fadd double %263, %267
	%269 = sext i32 %2 to i64
	%270 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %269
	store double %268, double addrspace(3)* %270
	br label %join56

join56:
	call void @llvm.nvvm.barrier0()
	%271 = sext i32 0 to i64
	%272 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_prefill_softmax_bf16_s3ec28f5c.smem213, i64 0, i64 %271
	%273 = load double, double addrspace(3)* %272
	call void @llvm.nvvm.barrier0()
	%274 = fptrunc double %273 to float
	br label %loop57

loop57:
	%275 = phi i32 [ %2, %join56 ], [ %297, %body58 ]
	%276 = icmp slt i32 %275, %keys
	br i1 %276, label %body58, label %done59

body58:
	%277 = icmp slt i32 %275, %8
	%278 = select i1 %277, i32 %275, i32 0
	%279 = add i32 %9, %278
	%280 = sext i32 %279 to i64
	%281 = getelementptr float, float addrspace(1)* %scores, i64 %280
	%282 = load float, float addrspace(1)* %281
	%283 = add i32 %9, %275
	%284 = fdiv float %282, %274
	%285 = select i1 %277, float %284, float 0.0
	%286 = bitcast float %285 to i32
	%287 = lshr i32 %286, 16
	%288 = and i32 %287, 1
	%289 = add i32 %286, u0x7FFF
	%290 = add i32 %289, %288
	%291 = lshr i32 %290, 16
	%292 = fcmp uno float %285, %285
	%293 = select i1 %292, i32 32704, i32 %291
	%294 = trunc i32 %293 to i16
	%295 = sext i32 %283 to i64
	%296 = getelementptr i16, i16 addrspace(1)* %p, i64 %295
	store i16 %294, i16 addrspace(1)* %296
	%297 = add i32 %275, 256
	br label %loop57

done59:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)
