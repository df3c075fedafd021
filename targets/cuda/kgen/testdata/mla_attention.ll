target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem30 = internal addrspace(3) global [32 x float] undef, align 16
@mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem31 = internal addrspace(3) global [32 x float] undef, align 16
@mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99 = internal addrspace(3) global [256 x float] undef, align 16
@mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282 = internal addrspace(3) global [256 x double] undef, align 16

define ptx_kernel void @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c(float addrspace(1)* %out, float addrspace(1)* %q, i16 addrspace(1)* %kvb, float addrspace(1)* %pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, float addrspace(1)* %scores, i32 %max_blocks, i32 %block_size, i32 %ctx_stride, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca double
	%5 = alloca float
	%6 = alloca float
	br label %body

body:
	%7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%9 = sdiv i32 %8, 4
	%10 = srem i32 %8, 4
	%11 = mul i32 %8, 24
	%12 = mul i32 %10, 896
	%13 = sext i32 %9 to i64
	%14 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %13
	%15 = load i32, i32 addrspace(1)* %14
	%16 = sext i32 %9 to i64
	%17 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %16
	%18 = load i32, i32 addrspace(1)* %17
	%19 = add i32 %18, 1
	%20 = mul i32 %8, %ctx_stride
	br label %loop1

loop1:
	%21 = phi i32 [ %7, %body ], [ %45, %done6 ]
	%22 = icmp slt i32 %21, 32
	br i1 %22, label %body2, label %done3

body2:
	store float 0.0, float* %0
	br label %loop4

done3:
	call void @llvm.nvvm.barrier0()
	store float 0xFFF0000000000000, float* %1
	br label %loop7

loop4:
	%23 = phi i32 [ 0, %body2 ], [ %41, %body5 ]
	%24 = icmp slt i32 %23, 16
	br i1 %24, label %body5, label %done6

body5:
	%25 = mul i32 %23, 32
	%26 = add i32 %25, %21
	%27 = add i32 %12, %26
	%28 = sext i32 %27 to i64
	%29 = getelementptr i16, i16 addrspace(1)* %kvb, i64 %28
	%30 = load i16, i16 addrspace(1)* %29
	%31 = zext i16 %30 to i32
	%32 = shl i32 %31, 16
	%33 = bitcast i32 %32 to float
	%34 = load float, float* %0
	%35 = add i32 %11, %23
	%36 = sext i32 %35 to i64
	%37 = getelementptr float, float addrspace(1)* %q, i64 %36
	%38 = load float, float addrspace(1)* %37
	%39 = fmul float %38, %33
	%40 = fadd float %34, %39
	store float %40, float* %0
	%41 = add i32 %23, 1
	br label %loop4

done6:
	%42 = load float, float* %0
	%43 = sext i32 %21 to i64
	%44 = getelementptr [32 x float], [32 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem30, i64 0, i64 %43
	store float %42, float addrspace(3)* %44
	%45 = add i32 %21, 256
	br label %loop1

loop7:
	%46 = phi i32 [ %7, %done3 ], [ %100, %join17 ]
	%47 = icmp slt i32 %46, %19
	br i1 %47, label %body8, label %done9

body8:
	%48 = mul i32 %15, %max_blocks
	%49 = sdiv i32 %46, %block_size
	%50 = add i32 %48, %49
	%51 = sext i32 %50 to i64
	%52 = getelementptr i32, i32 addrspace(1)* %table, i64 %51
	%53 = load i32, i32 addrspace(1)* %52
	%54 = mul i32 %53, %block_size
	%55 = srem i32 %46, %block_size
	%56 = add i32 %54, %55
	%57 = mul i32 %56, 40
	store float 0.0, float* %2
	br label %loop10

done9:
	%58 = load float, float* %1
	%59 = sext i32 %7 to i64
	%60 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %59
	store float %58, float addrspace(3)* %60
	call void @llvm.nvvm.barrier0()
	%61 = icmp slt i32 %7, 128
	br i1 %61, label %then18, label %join19

loop10:
	%62 = phi i32 [ 0, %body8 ], [ %74, %body11 ]
	%63 = icmp slt i32 %62, 32
	br i1 %63, label %body11, label %done12

body11:
	%64 = load float, float* %2
	%65 = sext i32 %62 to i64
	%66 = getelementptr [32 x float], [32 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem30, i64 0, i64 %65
	%67 = load float, float addrspace(3)* %66
	%68 = add i32 %57, %62
	%69 = sext i32 %68 to i64
	%70 = getelementptr float, float addrspace(1)* %pool, i64 %69
	%71 = load float, float addrspace(1)* %70
	%72 = fmul float %67, %71
	%73 = fadd float %64, %72
	store float %73, float* %2
	%74 = add i32 %62, 1
	br label %loop10

done12:
	store float 0.0, float* %3
	br label %loop13

loop13:
	%75 = phi i32 [ 0, %done12 ], [ %90, %body14 ]
	%76 = icmp slt i32 %75, 8
	br i1 %76, label %body14, label %done15

body14:
	%77 = load float, float* %3
	%78 = add i32 16, %75
	%79 = add i32 %11, %78
	%80 = sext i32 %79 to i64
	%81 = getelementptr float, float addrspace(1)* %q, i64 %80
	%82 = load float, float addrspace(1)* %81
	%83 = add i32 32, %75
	%84 = add i32 %57, %83
	%85 = sext i32 %84 to i64
	%86 = getelementptr float, float addrspace(1)* %pool, i64 %85
	%87 = load float, float addrspace(1)* %86
	%88 = fmul float %82, %87
	%89 = fadd float %77, %88
	store float %89, float* %3
	%90 = add i32 %75, 1
	br label %loop13

done15:
	%91 = load float, float* %2
	%92 = load float, float* %3
	%93 = fadd float %91, %92
	%94 = fmul float %93, 0x3FD851EB80000000
	%95 = add i32 %20, %46
	%96 = sext i32 %95 to i64
	%97 = getelementptr float, float addrspace(1)* %scores, i64 %96
	store float %94, float addrspace(1)* %97
	%98 = load float, float* %1
	%99 = fcmp olt float %98, %94
	br i1 %99, label %then16, label %join17

then16:
	store float %94, float* %1
	br label %join17

join17:
	%100 = add i32 %46, 256
	br label %loop7

then18:
	%101 = add i32 %7, 128
	%102 = sext i32 %101 to i64
	%103 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %102
	%104 = load float, float addrspace(3)* %103
	%105 = sext i32 %7 to i64
	%106 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %105
	%107 = load float, float addrspace(3)* %106
	%108 = fcmp olt float %107, %104
	br i1 %108, label %then20, label %join21

join19:
	call void @llvm.nvvm.barrier0()
	%109 = icmp slt i32 %7, 64
	br i1 %109, label %then22, label %join23

then20:
	%110 = sext i32 %7 to i64
	%111 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %110
	store float %104, float addrspace(3)* %111
	br label %join21

join21:
	br label %join19

then22:
	%112 = add i32 %7, 64
	%113 = sext i32 %112 to i64
	%114 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %113
	%115 = load float, float addrspace(3)* %114
	%116 = sext i32 %7 to i64
	%117 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %116
	%118 = load float, float addrspace(3)* %117
	%119 = fcmp olt float %118, %115
	br i1 %119, label %then24, label %join25

join23:
	call void @llvm.nvvm.barrier0()
	%120 = icmp slt i32 %7, 32
	br i1 %120, label %then26, label %join27

then24:
	%121 = sext i32 %7 to i64
	%122 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %121
	store float %115, float addrspace(3)* %122
	br label %join25

join25:
	br label %join23

then26:
	%123 = add i32 %7, 32
	%124 = sext i32 %123 to i64
	%125 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %124
	%126 = load float, float addrspace(3)* %125
	%127 = sext i32 %7 to i64
	%128 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %127
	%129 = load float, float addrspace(3)* %128
	%130 = fcmp olt float %129, %126
	br i1 %130, label %then28, label %join29

join27:
	call void @llvm.nvvm.barrier0()
	%131 = icmp slt i32 %7, 16
	br i1 %131, label %then30, label %join31

then28:
	%132 = sext i32 %7 to i64
	%133 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %132
	store float %126, float addrspace(3)* %133
	br label %join29

join29:
	br label %join27

then30:
	%134 = add i32 %7, 16
	%135 = sext i32 %134 to i64
	%136 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %135
	%137 = load float, float addrspace(3)* %136
	%138 = sext i32 %7 to i64
	%139 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %138
	%140 = load float, float addrspace(3)* %139
	%141 = fcmp olt float %140, %137
	br i1 %141, label %then32, label %join33

join31:
	call void @llvm.nvvm.barrier0()
	%142 = icmp slt i32 %7, 8
	br i1 %142, label %then34, label %join35

then32:
	%143 = sext i32 %7 to i64
	%144 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %143
	store float %137, float addrspace(3)* %144
	br label %join33

join33:
	br label %join31

then34:
	%145 = add i32 %7, 8
	%146 = sext i32 %145 to i64
	%147 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %146
	%148 = load float, float addrspace(3)* %147
	%149 = sext i32 %7 to i64
	%150 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %149
	%151 = load float, float addrspace(3)* %150
	%152 = fcmp olt float %151, %148
	br i1 %152, label %then36, label %join37

join35:
	call void @llvm.nvvm.barrier0()
	%153 = icmp slt i32 %7, 4
	br i1 %153, label %then38, label %join39

then36:
	%154 = sext i32 %7 to i64
	%155 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %154
	store float %148, float addrspace(3)* %155
	br label %join37

join37:
	br label %join35

then38:
	%156 = add i32 %7, 4
	%157 = sext i32 %156 to i64
	%158 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %157
	%159 = load float, float addrspace(3)* %158
	%160 = sext i32 %7 to i64
	%161 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %160
	%162 = load float, float addrspace(3)* %161
	%163 = fcmp olt float %162, %159
	br i1 %163, label %then40, label %join41

join39:
	call void @llvm.nvvm.barrier0()
	%164 = icmp slt i32 %7, 2
	br i1 %164, label %then42, label %join43

then40:
	%165 = sext i32 %7 to i64
	%166 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %165
	store float %159, float addrspace(3)* %166
	br label %join41

join41:
	br label %join39

then42:
	%167 = add i32 %7, 2
	%168 = sext i32 %167 to i64
	%169 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %168
	%170 = load float, float addrspace(3)* %169
	%171 = sext i32 %7 to i64
	%172 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %171
	%173 = load float, float addrspace(3)* %172
	%174 = fcmp olt float %173, %170
	br i1 %174, label %then44, label %join45

join43:
	call void @llvm.nvvm.barrier0()
	%175 = icmp slt i32 %7, 1
	br i1 %175, label %then46, label %join47

then44:
	%176 = sext i32 %7 to i64
	%177 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %176
	store float %170, float addrspace(3)* %177
	br label %join45

join45:
	br label %join43

then46:
	%178 = add i32 %7, 1
	%179 = sext i32 %178 to i64
	%180 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %179
	%181 = load float, float addrspace(3)* %180
	%182 = sext i32 %7 to i64
	%183 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %182
	%184 = load float, float addrspace(3)* %183
	%185 = fcmp olt float %184, %181
	br i1 %185, label %then48, label %join49

join47:
	call void @llvm.nvvm.barrier0()
	%186 = sext i32 0 to i64
	%187 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %186
	%188 = load float, float addrspace(3)* %187
	call void @llvm.nvvm.barrier0()
	store double 0.0, double* %4
	br label %loop50

then48:
	%189 = sext i32 %7 to i64
	%190 = getelementptr [256 x float], [256 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem99, i64 0, i64 %189
	store float %181, float addrspace(3)* %190
	br label %join49

join49:
	br label %join47

loop50:
	%191 = phi i32 [ %7, %join47 ], [ %253, %body51 ]
	%192 = icmp slt i32 %191, %19
	br i1 %192, label %body51, label %done52

body51:
	%193 = load double, double* %4
	%194 = add i32 %20, %191
	%195 = sext i32 %194 to i64
	%196 = getelementptr float, float addrspace(1)* %scores, i64 %195
	%197 = load float, float addrspace(1)* %196
	%198 = fsub float %197, %188
	%199 = fpext float %198 to double
	%200 = fcmp olt double %199, -745.0
	%201 = select i1 %200, double -745.0, double %199
	%202 = fcmp olt double 710.0, %201
	%203 = select i1 %202, double 710.0, double %201
	%204 = fmul double %203, 0x3FF71547652B82FE
	%205 = call double @llvm.rint.f64(double %204)
	%206 = fmul double %205, 0x3FE62E42FEE00000
	%207 = fsub double %203, %206
	%208 = fmul double %205, 0x3DEA39EF35793C76
	%209 = fsub double %207, %208
	%210 = fmul double 0x3DE6124613A86D09, %209
	%211 = fadd double %210, 0x3E21EED8EFF8D898
	%212 = fmul double %211, %209
	%213 = fadd double %212, 0x3E5AE64567F544E4
	%214 = fmul double %213, %209
	%215 = fadd double %214, 0x3E927E4FB7789F5C
	%216 = fmul double %215, %209
	%217 = fadd double %216, 0x3EC71DE3A556C734
	%218 = fmul double %217, %209
	%219 = fadd double %218, 0x3EFA01A01A01A01A
	%220 = fmul double %219, %209
	%221 = fadd double %220, 0x3F2A01A01A01A01A
	%222 = fmul double %221, %209
	%223 = fadd double %222, 0x3F56C16C16C16C17
	%224 = fmul double %223, %209
	%225 = fadd double %224, 0x3F81111111111111
	%226 = fmul double %225, %209
	%227 = fadd double %226, 0x3FA5555555555555
	%228 = fmul double %227, %209
	%229 = fadd double %228, 0x3FC5555555555555
	%230 = fmul double %229, %209
	%231 = fadd double %230, 0.5
	%232 = fmul double %231, %209
	%233 = fadd double %232, 1.0
	%234 = fmul double %233, %209
	%235 = fadd double %234, 1.0
	%236 = fptosi double %205 to i64
	%237 = sdiv i64 %236, 2
	%238 = sub i64 %236, %237
	%239 = add i64 %237, 1023
	%240 = shl i64 %239, 52
	%241 = bitcast i64 %240 to double
	%242 = fmul double %235, %241
	%243 = add i64 %238, 1023
	%244 = shl i64 %243, 52
	%245 = bitcast i64 %244 to double
	%246 = fmul double %242, %245
	%247 = fptrunc double %246 to float
	%248 = add i32 %20, %191
	%249 = sext i32 %248 to i64
	%250 = getelementptr float, float addrspace(1)* %scores, i64 %249
	store float %247, float addrspace(1)* %250
	%251 = fpext float %247 to double
	%252 = fadd double %193, %251
	store double %252, double* %4
	%253 = add i32 %191, 256
	br label %loop50

done52:
	%254 = load double, double* %4
	%255 = sext i32 %7 to i64
	%256 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %255
	store double %254, double addrspace(3)* %256
	call void @llvm.nvvm.barrier0()
	%257 = icmp slt i32 %7, 128
	br i1 %257, label %then53, label %join54

then53:
	%258 = sext i32 %7 to i64
	%259 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %258
	%260 = load double, double addrspace(3)* %259
	%261 = add i32 %7, 128
	%262 = sext i32 %261 to i64
	%263 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %262
	%264 = load double, double addrspace(3)* %263
	%265 = fadd double %260, %264
	%266 = sext i32 %7 to i64
	%267 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %266
	store double %265, double addrspace(3)* %267
	br label %join54

join54:
	call void @llvm.nvvm.barrier0()
	%268 = icmp slt i32 %7, 64
	br i1 %268, label %then55, label %join56

then55:
	%269 = sext i32 %7 to i64
	%270 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %269
	%271 = load double, double addrspace(3)* %270
	%272 = add i32 %7, 64
	%273 = sext i32 %272 to i64
	%274 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %273
	%275 = load double, double addrspace(3)* %274
	%276 = fadd double %271, %275
	%277 = sext i32 %7 to i64
	%278 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %277
	store double %276, double addrspace(3)* %278
	br label %join56

join56:
	call void @llvm.nvvm.barrier0()
	%279 = icmp slt i32 %7, 32
	br i1 %279, label %then57, label %join58

then57:
	%280 = sext i32 %7 to i64
	%281 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %280
	%282 = load double, double addrspace(3)* %281
	%283 = add i32 %7, 32
	%284 = sext i32 %283 to i64
	%285 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %284
	%286 = load double, double addrspace(3)* %285
	%287 = fadd double %282, %286
	%288 = sext i32 %7 to i64
	%289 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %288
	store double %287, double addrspace(3)* %289
	br label %join58

join58:
	call void @llvm.nvvm.barrier0()
	%290 = icmp slt i32 %7, 16
	br i1 %290, label %then59, label %join60

then59:
	%291 = sext i32 %7 to i64
	%292 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %291
	%293 = load double, double addrspace(3)* %292
	%294 = add i32 %7, 16
	%295 = sext i32 %294 to i64
	%296 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %295
	%297 = load double, double addrspace(3)* %296
	%298 = fadd double %293, %297
	%299 = sext i32 %7 to i64
	%300 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %299
	store double %298, double addrspace(3)* %300
	br label %join60

join60:
	call void @llvm.nvvm.barrier0()
	%301 = icmp slt i32 %7, 8
	br i1 %301, label %then61, label %join62

then61:
	%302 = sext i32 %7 to i64
	%303 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %302
	%304 = load double, double addrspace(3)* %303
	%305 = add i32 %7, 8
	%306 = sext i32 %305 to i64
	%307 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %306
	%308 = load double, double addrspace(3)* %307
	%309 = fadd double %304, %308
	%310 = sext i32 %7 to i64
	%311 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %310
	store double %309, double addrspace(3)* %311
	br label %join62

join62:
	call void @llvm.nvvm.barrier0()
	%312 = icmp slt i32 %7, 4
	br i1 %312, label %then63, label %join64

then63:
	%313 = sext i32 %7 to i64
	%314 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %313
	%315 = load double, double addrspace(3)* %314
	%316 = add i32 %7, 4
	%317 = sext i32 %316 to i64
	%318 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %317
	%319 = load double, double addrspace(3)* %318
	%320 = fadd double %315, %319
	%321 = sext i32 %7 to i64
	%322 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %321
	store double %320, double addrspace(3)* %322
	br label %join64

join64:
	call void @llvm.nvvm.barrier0()
	%323 = icmp slt i32 %7, 2
	br i1 %323, label %then65, label %join66

then65:
	%324 = sext i32 %7 to i64
	%325 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %324
	%326 = load double, double addrspace(3)* %325
	%327 = add i32 %7, 2
	%328 = sext i32 %327 to i64
	%329 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %328
	%330 = load double, double addrspace(3)* %329
	%331 = fadd double %326, %330
	%332 = sext i32 %7 to i64
	%333 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %332
	store double %331, double addrspace(3)* %333
	br label %join66

join66:
	call void @llvm.nvvm.barrier0()
	%334 = icmp slt i32 %7, 1
	br i1 %334, label %then67, label %join68

then67:
	%335 = sext i32 %7 to i64
	%336 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %335
	%337 = load double, double addrspace(3)* %336
	%338 = add i32 %7, 1
	%339 = sext i32 %338 to i64
	%340 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %339
	%341 = load double, double addrspace(3)* %340
	%342 = fadd double %337, %341
	%343 = sext i32 %7 to i64
	%344 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %343
	store double %342, double addrspace(3)* %344
	br label %join68

join68:
	call void @llvm.nvvm.barrier0()
	%345 = sext i32 0 to i64
	%346 = getelementptr [256 x double], [256 x double] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem282, i64 0, i64 %345
	%347 = load double, double addrspace(3)* %346
	call void @llvm.nvvm.barrier0()
	%348 = fptrunc double %347 to float
	br label %loop69

loop69:
	%349 = phi i32 [ %7, %join68 ], [ %359, %body70 ]
	%350 = icmp slt i32 %349, %19
	br i1 %350, label %body70, label %done71

body70:
	%351 = add i32 %20, %349
	%352 = add i32 %20, %349
	%353 = sext i32 %352 to i64
	%354 = getelementptr float, float addrspace(1)* %scores, i64 %353
	%355 = load float, float addrspace(1)* %354
	%356 = fdiv float %355, %348
	%357 = sext i32 %351 to i64
	%358 = getelementptr float, float addrspace(1)* %scores, i64 %357
	store float %356, float addrspace(1)* %358
	%359 = add i32 %349, 256
	br label %loop69

done71:
	call void @llvm.nvvm.barrier0()
	br label %loop72

loop72:
	%360 = phi i32 [ %7, %done71 ], [ %389, %done77 ]
	%361 = icmp slt i32 %360, 32
	br i1 %361, label %body73, label %done74

body73:
	store float 0.0, float* %5
	br label %loop75

done74:
	call void @llvm.nvvm.barrier0()
	br label %loop78

loop75:
	%362 = phi i32 [ 0, %body73 ], [ %385, %body76 ]
	%363 = icmp slt i32 %362, %19
	br i1 %363, label %body76, label %done77

body76:
	%364 = mul i32 %15, %max_blocks
	%365 = sdiv i32 %362, %block_size
	%366 = add i32 %364, %365
	%367 = sext i32 %366 to i64
	%368 = getelementptr i32, i32 addrspace(1)* %table, i64 %367
	%369 = load i32, i32 addrspace(1)* %368
	%370 = mul i32 %369, %block_size
	%371 = srem i32 %362, %block_size
	%372 = add i32 %370, %371
	%373 = load float, float* %5
	%374 = add i32 %20, %362
	%375 = sext i32 %374 to i64
	%376 = getelementptr float, float addrspace(1)* %scores, i64 %375
	%377 = load float, float addrspace(1)* %376
	%378 = mul i32 %372, 40
	%379 = add i32 %378, %360
	%380 = sext i32 %379 to i64
	%381 = getelementptr float, float addrspace(1)* %pool, i64 %380
	%382 = load float, float addrspace(1)* %381
	%383 = fmul float %377, %382
	%384 = fadd float %373, %383
	store float %384, float* %5
	%385 = add i32 %362, 1
	br label %loop75

done77:
	%386 = load float, float* %5
	%387 = sext i32 %360 to i64
	%388 = getelementptr [32 x float], [32 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem31, i64 0, i64 %387
	store float %386, float addrspace(3)* %388
	%389 = add i32 %360, 256
	br label %loop72

loop78:
	%390 = phi i32 [ %7, %done74 ], [ %416, %done83 ]
	%391 = icmp slt i32 %390, 12
	br i1 %391, label %body79, label %done80

body79:
	%392 = add i32 16, %390
	%393 = mul i32 %392, 32
	%394 = add i32 %12, %393
	store float 0.0, float* %6
	br label %loop81

done80:
	ret void

loop81:
	%395 = phi i32 [ 0, %body79 ], [ %410, %body82 ]
	%396 = icmp slt i32 %395, 32
	br i1 %396, label %body82, label %done83

body82:
	%397 = load float, float* %6
	%398 = sext i32 %395 to i64
	%399 = getelementptr [32 x float], [32 x float] addrspace(3)* @mla_attention_f32_bf16_h4_n16_r8_v12_k32_s3ec28f5c.smem31, i64 0, i64 %398
	%400 = load float, float addrspace(3)* %399
	%401 = add i32 %394, %395
	%402 = sext i32 %401 to i64
	%403 = getelementptr i16, i16 addrspace(1)* %kvb, i64 %402
	%404 = load i16, i16 addrspace(1)* %403
	%405 = zext i16 %404 to i32
	%406 = shl i32 %405, 16
	%407 = bitcast i32 %406 to float
	%408 = fmul float %400, %407
	%409 = fadd float %397, %408
	store float %409, float* %6
	%410 = add i32 %395, 1
	br label %loop81

done83:
	%411 = mul i32 %8, 12
	%412 = add i32 %411, %390
	%413 = load float, float* %6
	%414 = sext i32 %412 to i64
	%415 = getelementptr float, float addrspace(1)* %out, i64 %414
	store float %413, float addrspace(1)* %415
	%416 = add i32 %390, 256
	br label %loop78
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)
