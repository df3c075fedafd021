target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_attention_f32_h8_kv2_d16_s3e800000.smem64 = internal addrspace(3) global [256 x float] undef, align 16
@gqa_attention_f32_h8_kv2_d16_s3e800000.smem247 = internal addrspace(3) global [256 x double] undef, align 16

define ptx_kernel void @gqa_attention_f32_h8_kv2_d16_s3e800000(float addrspace(1)* %out, float addrspace(1)* %q, float addrspace(1)* %k_pool, float addrspace(1)* %v_pool, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, float addrspace(1)* %scores, i32 %max_blocks, i32 %block_size, i32 %ctx_stride, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca double
	%3 = alloca float
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%6 = sdiv i32 %5, 8
	%7 = srem i32 %5, 8
	%8 = sdiv i32 %7, 4
	%9 = mul i32 %5, 16
	%10 = sext i32 %6 to i64
	%11 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %10
	%12 = load i32, i32 addrspace(1)* %11
	%13 = sext i32 %6 to i64
	%14 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %13
	%15 = load i32, i32 addrspace(1)* %14
	%16 = add i32 %15, 1
	%17 = mul i32 %5, %ctx_stride
	store float 0xFFF0000000000000, float* %0
	br label %loop1

loop1:
	%18 = phi i32 [ %4, %body ], [ %57, %join8 ]
	%19 = icmp slt i32 %18, %16
	br i1 %19, label %body2, label %done3

body2:
	%20 = mul i32 %12, %max_blocks
	%21 = sdiv i32 %18, %block_size
	%22 = add i32 %20, %21
	%23 = sext i32 %22 to i64
	%24 = getelementptr i32, i32 addrspace(1)* %table, i64 %23
	%25 = load i32, i32 addrspace(1)* %24
	%26 = mul i32 %25, %block_size
	%27 = srem i32 %18, %block_size
	%28 = add i32 %26, %27
	%29 = mul i32 %28, 32
	%30 = mul i32 %8, 16
	%31 = add i32 %29, %30
	store float 0.0, float* %1
	br label %loop4

done3:
	%32 = load float, float* %0
	%33 = sext i32 %4 to i64
	%34 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %33
	store float %32, float addrspace(3)* %34
	call void @llvm.nvvm.barrier0()
	%35 = icmp slt i32 %4, 128
	br i1 %35, label %then9, label %join10

loop4:
	%36 = phi i32 [ 0, %body2 ], [ %49, %body5 ]
	%37 = icmp slt i32 %36, 16
	br i1 %37, label %body5, label %done6

body5:
	%38 = load float, float* %1
	%39 = add i32 %9, %36
	%40 = sext i32 %39 to i64
	%41 = getelementptr float, float addrspace(1)* %q, i64 %40
	%42 = load float, float addrspace(1)* %41
	%43 = add i32 %31, %36
	%44 = sext i32 %43 to i64
	%45 = getelementptr float, float addrspace(1)* %k_pool, i64 %44
	%46 = load float, float addrspace(1)* %45
	%47 = fmul float %42, %46
	%48 = fadd float %38, %47
	store float %48, float* %1
	%49 = add i32 %36, 1
	br label %loop4

done6:
	%50 = load float, float* %1
	%51 = fmul float %50, 0.25
	%52 = add i32 %17, %18
	%53 = sext i32 %52 to i64
	%54 = getelementptr float, float addrspace(1)* %scores, i64 %53
	store float %51, float addrspace(1)* %54
	%55 = load float, float* %0
	%56 = fcmp olt float %55, %51
	br i1 %56, label %then7, label %join8

then7:
	store float %51, float* %0
	br label %join8

join8:
	%57 = add i32 %18, 256
	br label %loop1

then9:
	%58 = add i32 %4, 128
	%59 = sext i32 %58 to i64
	%60 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %59
	%61 = load float, float addrspace(3)* %60
	%62 = sext i32 %4 to i64
	%63 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %62
	%64 = load float, float addrspace(3)* %63
	%65 = fcmp olt float %64, %61
	br i1 %65, label %then11, label %join12

join10:
	call void @llvm.nvvm.barrier0()
	%66 = icmp slt i32 %4, 64
	br i1 %66, label %then13, label %join14

then11:
	%67 = sext i32 %4 to i64
	%68 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %67
	store float %61, float addrspace(3)* %68
	br label %join12

join12:
	br label %join10

then13:
	%69 = add i32 %4, 64
	%70 = sext i32 %69 to i64
	%71 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %70
	%72 = load float, float addrspace(3)* %71
	%73 = sext i32 %4 to i64
	%74 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %73
	%75 = load float, float addrspace(3)* %74
	%76 = fcmp olt float %75, %72
	br i1 %76, label %then15, label %join16

join14:
	call void @llvm.nvvm.barrier0()
	%77 = icmp slt i32 %4, 32
	br i1 %77, label %then17, label %join18

then15:
	%78 = sext i32 %4 to i64
	%79 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %78
	store float %72, float addrspace(3)* %79
	br label %join16

join16:
	br label %join14

then17:
	%80 = add i32 %4, 32
	%81 = sext i32 %80 to i64
	%82 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %81
	%83 = load float, float addrspace(3)* %82
	%84 = sext i32 %4 to i64
	%85 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %84
	%86 = load float, float addrspace(3)* %85
	%87 = fcmp olt float %86, %83
	br i1 %87, label %then19, label %join20

join18:
	call void @llvm.nvvm.barrier0()
	%88 = icmp slt i32 %4, 16
	br i1 %88, label %then21, label %join22

then19:
	%89 = sext i32 %4 to i64
	%90 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %89
	store float %83, float addrspace(3)* %90
	br label %join20

join20:
	br label %join18

then21:
	%91 = add i32 %4, 16
	%92 = sext i32 %91 to i64
	%93 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %92
	%94 = load float, float addrspace(3)* %93
	%95 = sext i32 %4 to i64
	%96 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %95
	%97 = load float, float addrspace(3)* %96
	%98 = fcmp olt float %97, %94
	br i1 %98, label %then23, label %join24

join22:
	call void @llvm.nvvm.barrier0()
	%99 = icmp slt i32 %4, 8
	br i1 %99, label %then25, label %join26

then23:
	%100 = sext i32 %4 to i64
	%101 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %100
	store float %94, float addrspace(3)* %101
	br label %join24

join24:
	br label %join22

then25:
	%102 = add i32 %4, 8
	%103 = sext i32 %102 to i64
	%104 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %103
	%105 = load float, float addrspace(3)* %104
	%106 = sext i32 %4 to i64
	%107 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %106
	%108 = load float, float addrspace(3)* %107
	%109 = fcmp olt float %108, %105
	br i1 %109, label %then27, label %join28

join26:
	call void @llvm.nvvm.barrier0()
	%110 = icmp slt i32 %4, 4
	br i1 %110, label %then29, label %join30

then27:
	%111 = sext i32 %4 to i64
	%112 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %111
	store float %105, float addrspace(3)* %112
	br label %join28

join28:
	br label %join26

then29:
	%113 = add i32 %4, 4
	%114 = sext i32 %113 to i64
	%115 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %114
	%116 = load float, float addrspace(3)* %115
	%117 = sext i32 %4 to i64
	%118 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %117
	%119 = load float, float addrspace(3)* %118
	%120 = fcmp olt float %119, %116
	br i1 %120, label %then31, label %join32

join30:
	call void @llvm.nvvm.barrier0()
	%121 = icmp slt i32 %4, 2
	br i1 %121, label %then33, label %join34

then31:
	%122 = sext i32 %4 to i64
	%123 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %122
	store float %116, float addrspace(3)* %123
	br label %join32

join32:
	br label %join30

then33:
	%124 = add i32 %4, 2
	%125 = sext i32 %124 to i64
	%126 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %125
	%127 = load float, float addrspace(3)* %126
	%128 = sext i32 %4 to i64
	%129 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %128
	%130 = load float, float addrspace(3)* %129
	%131 = fcmp olt float %130, %127
	br i1 %131, label %then35, label %join36

join34:
	call void @llvm.nvvm.barrier0()
	%132 = icmp slt i32 %4, 1
	br i1 %132, label %then37, label %join38

then35:
	%133 = sext i32 %4 to i64
	%134 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %133
	store float %127, float addrspace(3)* %134
	br label %join36

join36:
	br label %join34

then37:
	%135 = add i32 %4, 1
	%136 = sext i32 %135 to i64
	%137 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %136
	%138 = load float, float addrspace(3)* %137
	%139 = sext i32 %4 to i64
	%140 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %139
	%141 = load float, float addrspace(3)* %140
	%142 = fcmp olt float %141, %138
	br i1 %142, label %then39, label %join40

join38:
	call void @llvm.nvvm.barrier0()
	%143 = sext i32 0 to i64
	%144 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %143
	%145 = load float, float addrspace(3)* %144
	call void @llvm.nvvm.barrier0()
	store double 0.0, double* %2
	br label %loop41

then39:
	%146 = sext i32 %4 to i64
	%147 = getelementptr [256 x float], [256 x float] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem64, i64 0, i64 %146
	store float %138, float addrspace(3)* %147
	br label %join40

join40:
	br label %join38

loop41:
	%148 = phi i32 [ %4, %join38 ], [ %210, %body42 ]
	%149 = icmp slt i32 %148, %16
	br i1 %149, label %body42, label %done43

body42:
	%150 = load double, double* %2
	%151 = add i32 %17, %148
	%152 = sext i32 %151 to i64
	%153 = getelementptr float, float addrspace(1)* %scores, i64 %152
	%154 = load float, float addrspace(1)* %153
	%155 = fsub float %154, %145
	%156 = fpext float %155 to double
	%157 = fcmp olt double %156, -745.0
	%158 = select i1 %157, double -745.0, double %156
	%159 = fcmp olt double 710.0, %158
	%160 = select i1 %159, double 710.0, double %158
	%161 = fmul double %160, 0x3FF71547652B82FE
	%162 = call double @llvm.rint.f64(double %161)
	%163 = fmul double %162, 0x3FE62E42FEE00000
	%164 = fsub double %160, %163
	%165 = fmul double %162, 0x3DEA39EF35793C76
	%166 = fsub double %164, %165
	%167 = fmul double 0x3DE6124613A86D09, %166
	%168 = fadd double %167, 0x3E21EED8EFF8D898
	%169 = fmul double %168, %166
	%170 = fadd double %169, 0x3E5AE64567F544E4
	%171 = fmul double %170, %166
	%172 = fadd double %171, 0x3E927E4FB7789F5C
	%173 = fmul double %172, %166
	%174 = fadd double %173, 0x3EC71DE3A556C734
	%175 = fmul double %174, %166
	%176 = fadd double %175, 0x3EFA01A01A01A01A
	%177 = fmul double %176, %166
	%178 = fadd double %177, 0x3F2A01A01A01A01A
	%179 = fmul double %178, %166
	%180 = fadd double %179, 0x3F56C16C16C16C17
	%181 = fmul double %180, %166
	%182 = fadd double %181, 0x3F81111111111111
	%183 = fmul double %182, %166
	%184 = fadd double %183, 0x3FA5555555555555
	%185 = fmul double %184, %166
	%186 = fadd double %185, 0x3FC5555555555555
	%187 = fmul double %186, %166
	%188 = fadd double %187, 0.5
	%189 = fmul double %188, %166
	%190 = fadd double %189, 1.0
	%191 = fmul double %190, %166
	%192 = fadd double %191, 1.0
	%193 = fptosi double %162 to i64
	%194 = sdiv i64 %193, 2
	%195 = sub i64 %193, %194
	%196 = add i64 %194, 1023
	%197 = shl i64 %196, 52
	%198 = bitcast i64 %197 to double
	%199 = fmul double %192, %198
	%200 = add i64 %195, 1023
	%201 = shl i64 %200, 52
	%202 = bitcast i64 %201 to double
	%203 = fmul double %199, %202
	%204 = fptrunc double %203 to float
	%205 = add i32 %17, %148
	%206 = sext i32 %205 to i64
	%207 = getelementptr float, float addrspace(1)* %scores, i64 %206
	store float %204, float addrspace(1)* %207
	%208 = fpext float %204 to double
	%209 = fadd double %150, %208
	store double %209, double* %2
	%210 = add i32 %148, 256
	br label %loop41

done43:
	%211 = load double, double* %2
	%212 = sext i32 %4 to i64
	%213 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %212
	store double %211, double addrspace(3)* %213
	call void @llvm.nvvm.barrier0()
	%214 = icmp slt i32 %4, 128
	br i1 %214, label %then44, label %join45

then44:
	%215 = sext i32 %4 to i64
	%216 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %215
	%217 = load double, double addrspace(3)* %216
	%218 = add i32 %4, 128
	%219 = sext i32 %218 to i64
	%220 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %219
	%221 = load double, double addrspace(3)* %220
	%222 = fadd double %217, %221
	%223 = sext i32 %4 to i64
	%224 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %223
	store double %222, double addrspace(3)* %224
	br label %join45

join45:
	call void @llvm.nvvm.barrier0()
	%225 = icmp slt i32 %4, 64
	br i1 %225, label %then46, label %join47

then46:
	%226 = sext i32 %4 to i64
	%227 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %226
	%228 = load double, double addrspace(3)* %227
	%229 = add i32 %4, 64
	%230 = sext i32 %229 to i64
	%231 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %230
	%232 = load double, double addrspace(3)* %231
	%233 = fadd double %228, %232
	%234 = sext i32 %4 to i64
	%235 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %234
	store double %233, double addrspace(3)* %235
	br label %join47

join47:
	call void @llvm.nvvm.barrier0()
	%236 = icmp slt i32 %4, 32
	br i1 %236, label %then48, label %join49

then48:
	%237 = sext i32 %4 to i64
	%238 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %237
	%239 = load double, double addrspace(3)* %238
	%240 = add i32 %4, 32
	%241 = sext i32 %240 to i64
	%242 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %241
	%243 = load double, double addrspace(3)* %242
	%244 = fadd double %239, %243
	%245 = sext i32 %4 to i64
	%246 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %245
	store double %244, double addrspace(3)* %246
	br label %join49

join49:
	call void @llvm.nvvm.barrier0()
	%247 = icmp slt i32 %4, 16
	br i1 %247, label %then50, label %join51

then50:
	%248 = sext i32 %4 to i64
	%249 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %248
	%250 = load double, double addrspace(3)* %249
	%251 = add i32 %4, 16
	%252 = sext i32 %251 to i64
	%253 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %252
	%254 = load double, double addrspace(3)* %253
	%255 = fadd double %250, %254
	%256 = sext i32 %4 to i64
	%257 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %256
	store double %255, double addrspace(3)* %257
	br label %join51

join51:
	call void @llvm.nvvm.barrier0()
	%258 = icmp slt i32 %4, 8
	br i1 %258, label %then52, label %join53

then52:
	%259 = sext i32 %4 to i64
	%260 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %259
	%261 = load double, double addrspace(3)* %260
	%262 = add i32 %4, 8
	%263 = sext i32 %262 to i64
	%264 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %263
	%265 = load double, double addrspace(3)* %264
	%266 = fadd double %261, %265
	%267 = sext i32 %4 to i64
	%268 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %267
	store double %266, double addrspace(3)* %268
	br label %join53

join53:
	call void @llvm.nvvm.barrier0()
	%269 = icmp slt i32 %4, 4
	br i1 %269, label %then54, label %join55

then54:
	%270 = sext i32 %4 to i64
	%271 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %270
	%272 = load double, double addrspace(3)* %271
	%273 = add i32 %4, 4
	%274 = sext i32 %273 to i64
	%275 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %274
	%276 = load double, double addrspace(3)* %275
	%277 = fadd double %272, %276
	%278 = sext i32 %4 to i64
	%279 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %278
	store double %277, double addrspace(3)* %279
	br label %join55

join55:
	call void @llvm.nvvm.barrier0()
	%280 = icmp slt i32 %4, 2
	br i1 %280, label %then56, label %join57

then56:
	%281 = sext i32 %4 to i64
	%282 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %281
	%283 = load double, double addrspace(3)* %282
	%284 = add i32 %4, 2
	%285 = sext i32 %284 to i64
	%286 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %285
	%287 = load double, double addrspace(3)* %286
	%288 = fadd double %283, %287
	%289 = sext i32 %4 to i64
	%290 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %289
	store double %288, double addrspace(3)* %290
	br label %join57

join57:
	call void @llvm.nvvm.barrier0()
	%291 = icmp slt i32 %4, 1
	br i1 %291, label %then58, label %join59

then58:
	%292 = sext i32 %4 to i64
	%293 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %292
	%294 = load double, double addrspace(3)* %293
	%295 = add i32 %4, 1
	%296 = sext i32 %295 to i64
	%297 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %296
	%298 = load double, double addrspace(3)* %297
	%299 = fadd double %294, %298
	%300 = sext i32 %4 to i64
	%301 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %300
	store double %299, double addrspace(3)* %301
	br label %join59

join59:
	call void @llvm.nvvm.barrier0()
	%302 = sext i32 0 to i64
	%303 = getelementptr [256 x double], [256 x double] addrspace(3)* @gqa_attention_f32_h8_kv2_d16_s3e800000.smem247, i64 0, i64 %302
	%304 = load double, double addrspace(3)* %303
	call void @llvm.nvvm.barrier0()
	%305 = fptrunc double %304 to float
	br label %loop60

loop60:
	%306 = phi i32 [ %4, %join59 ], [ %316, %body61 ]
	%307 = icmp slt i32 %306, %16
	br i1 %307, label %body61, label %done62

body61:
	%308 = add i32 %17, %306
	%309 = add i32 %17, %306
	%310 = sext i32 %309 to i64
	%311 = getelementptr float, float addrspace(1)* %scores, i64 %310
	%312 = load float, float addrspace(1)* %311
	%313 = fdiv float %312, %305
	%314 = sext i32 %308 to i64
	%315 = getelementptr float, float addrspace(1)* %scores, i64 %314
	store float %313, float addrspace(1)* %315
	%316 = add i32 %306, 256
	br label %loop60

done62:
	call void @llvm.nvvm.barrier0()
	br label %loop63

loop63:
	%317 = phi i32 [ %4, %done62 ], [ %349, %done68 ]
	%318 = icmp slt i32 %317, 16
	br i1 %318, label %body64, label %done65

body64:
	store float 0.0, float* %3
	br label %loop66

done65:
	ret void

loop66:
	%319 = phi i32 [ 0, %body64 ], [ %344, %body67 ]
	%320 = icmp slt i32 %319, %16
	br i1 %320, label %body67, label %done68

body67:
	%321 = load float, float* %3
	%322 = add i32 %17, %319
	%323 = sext i32 %322 to i64
	%324 = getelementptr float, float addrspace(1)* %scores, i64 %323
	%325 = load float, float addrspace(1)* %324
	%326 = mul i32 %12, %max_blocks
	%327 = sdiv i32 %319, %block_size
	%328 = add i32 %326, %327
	%329 = sext i32 %328 to i64
	%330 = getelementptr i32, i32 addrspace(1)* %table, i64 %329
	%331 = load i32, i32 addrspace(1)* %330
	%332 = mul i32 %331, %block_size
	%333 = srem i32 %319, %block_size
	%334 = add i32 %332, %333
	%335 = mul i32 %334, 32
	%336 = mul i32 %8, 16
	%337 = add i32 %335, %336
	%338 = add i32 %337, %317
	%339 = sext i32 %338 to i64
	%340 = getelementptr float, float addrspace(1)* %v_pool, i64 %339
	%341 = load float, float addrspace(1)* %340
	%342 = fmul float %325, %341
	%343 = fadd float %321, %342
	store float %343, float* %3
	%344 = add i32 %319, 1
	br label %loop66

done68:
	%345 = add i32 %9, %317
	%346 = load float, float* %3
	%347 = sext i32 %345 to i64
	%348 = getelementptr float, float addrspace(1)* %out, i64 %347
	store float %346, float addrspace(1)* %348
	%349 = add i32 %317, 256
	br label %loop63
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)
