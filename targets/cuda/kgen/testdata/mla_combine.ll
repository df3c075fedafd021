target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@mla_combine_bf16_h4_k32.smem37 = internal addrspace(3) global [64 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem38 = internal addrspace(3) global [64 x float] undef, align 16
@mla_combine_bf16_h4_k32.smem156 = internal addrspace(3) global [64 x float] undef, align 16

define ptx_kernel void @mla_combine_bf16_h4_k32(i16 addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	br label %body

body:
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = sdiv i32 %4, 4
	%6 = srem i32 %4, 4
	%7 = sext i32 %5 to i64
	%8 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %7
	%9 = load i32, i32 addrspace(1)* %8
	%10 = add i32 %9, 1
	%11 = mul i32 %max_blocks, %block_size
	%12 = sub i32 %splits, 1
	%13 = add i32 %11, %12
	%14 = sdiv i32 %13, %splits
	%15 = add i32 %14, 31
	%16 = sdiv i32 %15, 32
	%17 = mul i32 %16, 32
	%18 = sub i32 %17, 1
	%19 = add i32 %10, %18
	%20 = sdiv i32 %19, %17
	%21 = icmp slt i32 %20, 64
	%22 = select i1 %21, i32 %20, i32 64
	br label %loop1

loop1:
	%23 = phi i32 [ %3, %body ], [ %47, %body2 ]
	%24 = icmp slt i32 %23, %22
	br i1 %24, label %body2, label %done3

body2:
	%25 = mul i32 %5, %splits
	%26 = add i32 %25, %23
	%27 = mul i32 %26, 4
	%28 = add i32 %27, %6
	%29 = mul i32 %28, 34
	%30 = add i32 %29, 32
	%31 = sext i32 %30 to i64
	%32 = getelementptr float, float addrspace(1)* %part, i64 %31
	%33 = load float, float addrspace(1)* %32
	%34 = sext i32 %23 to i64
	%35 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem37, i64 0, i64 %34
	store float %33, float addrspace(3)* %35
	%36 = mul i32 %5, %splits
	%37 = add i32 %36, %23
	%38 = mul i32 %37, 4
	%39 = add i32 %38, %6
	%40 = mul i32 %39, 34
	%41 = add i32 %40, 33
	%42 = sext i32 %41 to i64
	%43 = getelementptr float, float addrspace(1)* %part, i64 %42
	%44 = load float, float addrspace(1)* %43
	%45 = sext i32 %23 to i64
	%46 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem38, i64 0, i64 %45
	store float %44, float addrspace(3)* %46
	%47 = add i32 %23, 128
	br label %loop1

done3:
	call void @llvm.nvvm.barrier0()
	store float 0xFFF0000000000000, float* %0
	br label %loop4

loop4:
	%48 = phi i32 [ 0, %done3 ], [ %56, %join8 ]
	%49 = icmp slt i32 %48, %22
	br i1 %49, label %body5, label %done6

body5:
	%50 = sext i32 %48 to i64
	%51 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem37, i64 0, i64 %50
	%52 = load float, float addrspace(3)* %51
	%53 = load float, float* %0
	%54 = fcmp olt float %53, %52
	br i1 %54, label %then7, label %join8

done6:
	%55 = load float, float* %0
	store float 0.0, float* %1
	br label %loop9

then7:
	store float %52, float* %0
	br label %join8

join8:
	%56 = add i32 %48, 1
	br label %loop4

loop9:
	%57 = phi i32 [ 0, %done6 ], [ %117, %body10 ]
	%58 = icmp slt i32 %57, %22
	br i1 %58, label %body10, label %done11

body10:
	%59 = sext i32 %57 to i64
	%60 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem37, i64 0, i64 %59
	%61 = load float, float addrspace(3)* %60
	%62 = fsub float %61, %55
	%63 = fpext float %62 to double
	%64 = fcmp olt double %63, -745.0
	%65 = select i1 %64, double -745.0, double %63
	%66 = fcmp olt double 710.0, %65
	%67 = select i1 %66, double 710.0, double %65
	%68 = fmul double %67, 0x3FF71547652B82FE
	%69 = call double @llvm.rint.f64(double %68)
	%70 = fmul double %69, 0x3FE62E42FEE00000
	%71 = fsub double %67, %70
	%72 = fmul double %69, 0x3DEA39EF35793C76
	%73 = fsub double %71, %72
	%74 = fmul double 0x3DE6124613A86D09, %73
	%75 = fadd double %74, 0x3E21EED8EFF8D898
	%76 = fmul double %75, %73
	%77 = fadd double %76, 0x3E5AE64567F544E4
	%78 = fmul double %77, %73
	%79 = fadd double %78, 0x3E927E4FB7789F5C
	%80 = fmul double %79, %73
	%81 = fadd double %80, 0x3EC71DE3A556C734
	%82 = fmul double %81, %73
	%83 = fadd double %82, 0x3EFA01A01A01A01A
	%84 = fmul double %83, %73
	%85 = fadd double %84, 0x3F2A01A01A01A01A
	%86 = fmul double %85, %73
	%87 = fadd double %86, 0x3F56C16C16C16C17
	%88 = fmul double %87, %73
	%89 = fadd double %88, 0x3F81111111111111
	%90 = fmul double %89, %73
	%91 = fadd double %90, 0x3FA5555555555555
	%92 = fmul double %91, %73
	%93 = fadd double %92, 0x3FC5555555555555
	%94 = fmul double %93, %73
	%95 = fadd double %94, 0.5
	%96 = fmul double %95, %73
	%97 = fadd double %96, 1.0
	%98 = fmul double %97, %73
	%99 = fadd double %98, 1.0
	%100 = fptosi double %69 to i64
	%101 = sdiv i64 %100, 2
	%102 = sub i64 %100, %101
	%103 = add i64 %101, 1023
	%104 = shl i64 %103, 52
	%105 = bitcast i64 %104 to double
	%106 = fmul double %99, %105
	%107 = add i64 %102, 1023
	%108 = shl i64 %107, 52
	%109 = bitcast i64 %108 to double
	%110 = fmul double %106, %109
	%111 = fptrunc double %110 to float
	%112 = sext i32 %57 to i64
	%113 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem38, i64 0, i64 %112
	%114 = load float, float addrspace(3)* %113
	%115 = load float, float* %1
	%116 = call float @llvm.fma.f32(float %111, float %114, float %115)
	store float %116, float* %1
	%117 = add i32 %57, 1
	br label %loop9

done11:
	%118 = load float, float* %1
	%119 = fdiv float 1.0, %118
	br label %loop12

loop12:
	%120 = phi i32 [ %3, %done11 ], [ %178, %body13 ]
	%121 = icmp slt i32 %120, %22
	br i1 %121, label %body13, label %done14

body13:
	%122 = sext i32 %120 to i64
	%123 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem37, i64 0, i64 %122
	%124 = load float, float addrspace(3)* %123
	%125 = fsub float %124, %55
	%126 = fpext float %125 to double
	%127 = fcmp olt double %126, -745.0
	%128 = select i1 %127, double -745.0, double %126
	%129 = fcmp olt double 710.0, %128
	%130 = select i1 %129, double 710.0, double %128
	%131 = fmul double %130, 0x3FF71547652B82FE
	%132 = call double @llvm.rint.f64(double %131)
	%133 = fmul double %132, 0x3FE62E42FEE00000
	%134 = fsub double %130, %133
	%135 = fmul double %132, 0x3DEA39EF35793C76
	%136 = fsub double %134, %135
	%137 = fmul double 0x3DE6124613A86D09, %136
	%138 = fadd double %137, 0x3E21EED8EFF8D898
	%139 = fmul double %138, %136
	%140 = fadd double %139, 0x3E5AE64567F544E4
	%141 = fmul double %140, %136
	%142 = fadd double %141, 0x3E927E4FB7789F5C
	%143 = fmul double %142, %136
	%144 = fadd double %143, 0x3EC71DE3A556C734
	%145 = fmul double %144, %136
	%146 = fadd double %145, 0x3EFA01A01A01A01A
	%147 = fmul double %146, %136
	%148 = fadd double %147, 0x3F2A01A01A01A01A
	%149 = fmul double %148, %136
	%150 = fadd double %149, 0x3F56C16C16C16C17
	%151 = fmul double %150, %136
	%152 = fadd double %151, 0x3F81111111111111
	%153 = fmul double %152, %136
	%154 = fadd double %153, 0x3FA5555555555555
	%155 = fmul double %154, %136
	%156 = fadd double %155, 0x3FC5555555555555
	%157 = fmul double %156, %136
	%158 = fadd double %157, 0.5
	%159 = fmul double %158, %136
	%160 = fadd double %159, 1.0
	%161 = fmul double %160, %136
	%162 = fadd double %161, 1.0
	%163 = fptosi double %132 to i64
	%164 = sdiv i64 %163, 2
	%165 = sub i64 %163, %164
	%166 = add i64 %164, 1023
	%167 = shl i64 %166, 52
	%168 = bitcast i64 %167 to double
	%169 = fmul double %162, %168
	%170 = add i64 %165, 1023
	%171 = shl i64 %170, 52
	%172 = bitcast i64 %171 to double
	%173 = fmul double %169, %172
	%174 = fptrunc double %173 to float
	%175 = fmul float %174, %119
	%176 = sext i32 %120 to i64
	%177 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem156, i64 0, i64 %176
	store float %175, float addrspace(3)* %177
	%178 = add i32 %120, 128
	br label %loop12

done14:
	call void @llvm.nvvm.barrier0()
	%179 = sub i32 %22, 1
	br label %loop15

loop15:
	%180 = phi i32 [ %3, %done14 ], [ %279, %done20 ]
	%181 = icmp slt i32 %180, 32
	br i1 %181, label %body16, label %done17

body16:
	store float 0.0, float* %2
	br label %loop18

done17:
	ret void

loop18:
	%182 = phi i32 [ 0, %body16 ], [ %264, %body19 ]
	%183 = icmp slt i32 %182, %22
	br i1 %183, label %body19, label %done20

body19:
	%184 = add i32 %182, 0
	%185 = icmp slt i32 %184, %22
	%186 = select i1 %185, i32 %184, i32 %179
	%187 = mul i32 %5, %splits
	%188 = add i32 %187, %186
	%189 = mul i32 %188, 4
	%190 = add i32 %189, %6
	%191 = mul i32 %190, 34
	%192 = add i32 %191, %180
	%193 = sext i32 %192 to i64
	%194 = getelementptr float, float addrspace(1)* %part, i64 %193
	%195 = load float, float addrspace(1)* %194
	%196 = add i32 %182, 1
	%197 = icmp slt i32 %196, %22
	%198 = select i1 %197, i32 %196, i32 %179
	%199 = mul i32 %5, %splits
	%200 = add i32 %199, %198
	%201 = mul i32 %200, 4
	%202 = add i32 %201, %6
	%203 = mul i32 %202, 34
	%204 = add i32 %203, %180
	%205 = sext i32 %204 to i64
	%206 = getelementptr float, float addrspace(1)* %part, i64 %205
	%207 = load float, float addrspace(1)* %206
	%208 = add i32 %182, 2
	%209 = icmp slt i32 %208, %22
	%210 = select i1 %209, i32 %208, i32 %179
	%211 = mul i32 %5, %splits
	%212 = add i32 %211, %210
	%213 = mul i32 %212, 4
	%214 = add i32 %213, %6
	%215 = mul i32 %214, 34
	%216 = add i32 %215, %180
	%217 = sext i32 %216 to i64
	%218 = getelementptr float, float addrspace(1)* %part, i64 %217
	%219 = load float, float addrspace(1)* %218
	%220 = add i32 %182, 3
	%221 = icmp slt i32 %220, %22
	%222 = select i1 %221, i32 %220, i32 %179
	%223 = mul i32 %5, %splits
	%224 = add i32 %223, %222
	%225 = mul i32 %224, 4
	%226 = add i32 %225, %6
	%227 = mul i32 %226, 34
	%228 = add i32 %227, %180
	%229 = sext i32 %228 to i64
	%230 = getelementptr float, float addrspace(1)* %part, i64 %229
	%231 = load float, float addrspace(1)* %230
	%232 = select i1 %185, i32 %184, i32 %179
	%233 = sext i32 %232 to i64
	%234 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem156, i64 0, i64 %233
	%235 = load float, float addrspace(3)* %234
	%236 = load float, float* %2
	%237 = call float @llvm.fma.f32(float %235, float %195, float %236)
	%238 = load float, float* %2
	%239 = select i1 %185, float %237, float %238
	store float %239, float* %2
	%240 = select i1 %197, i32 %196, i32 %179
	%241 = sext i32 %240 to i64
	%242 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem156, i64 0, i64 %241
	%243 = load float, float addrspace(3)* %242
	%244 = load float, float* %2
	%245 = call float @llvm.fma.f32(float %243, float %207, float %244)
	%246 = load float, float* %2
	%247 = select i1 %197, float %245, float %246
	store float %247, float* %2
	%248 = select i1 %209, i32 %208, i32 %179
	%249 = sext i32 %248 to i64
	%250 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem156, i64 0, i64 %249
	%251 = load float, float addrspace(3)* %250
	%252 = load float, float* %2
	%253 = call float @llvm.fma.f32(float %251, float %219, float %252)
	%254 = load float, float* %2
	%255 = select i1 %209, float %253, float %254
	store float %255, float* %2
	%256 = select i1 %221, i32 %220, i32 %179
	%257 = sext i32 %256 to i64
	%258 = getelementptr [64 x float], [64 x float] addrspace(3)* @mla_combine_bf16_h4_k32.smem156, i64 0, i64 %257
	%259 = load float, float addrspace(3)* %258
	%260 = load float, float* %2
	%261 = call float @llvm.fma.f32(float %259, float %231, float %260)
	%262 = load float, float* %2
	%263 = select i1 %221, float %261, float %262
	store float %263, float* %2
	%264 = add i32 %182, 4
	br label %loop18

done20:
	%265 = mul i32 %4, 32
	%266 = add i32 %265, %180
	%267 = load float, float* %2
	%268 = bitcast float %267 to i32
	%269 = lshr i32 %268, 16
	%270 = and i32 %269, 1
	%271 = add i32 %268, u0x7FFF
	%272 = add i32 %271, %270
	%273 = lshr i32 %272, 16
	%274 = fcmp uno float %267, %267
	%275 = select i1 %274, i32 32704, i32 %273
	%276 = trunc i32 %275 to i16
	%277 = sext i32 %266 to i64
	%278 = getelementptr i16, i16 addrspace(1)* %out, i64 %277
	store i16 %276, i16 addrspace(1)* %278
	%279 = add i32 %180, 128
	br label %loop15
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)
