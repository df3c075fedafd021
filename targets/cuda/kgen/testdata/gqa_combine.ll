target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gqa_combine_f32_h8_k16.smem149 = internal addrspace(3) global [64 x float] undef, align 16

define ptx_kernel void @gqa_combine_f32_h8_k16(float addrspace(1)* %out, float addrspace(1)* %part, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %splits, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	br label %body

body:
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = sdiv i32 %4, 8
	%6 = srem i32 %4, 8
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
	store float 0xFFF0000000000000, float* %0
	br label %loop1

loop1:
	%23 = phi i32 [ 0, %body ], [ %37, %join5 ]
	%24 = icmp slt i32 %23, %22
	br i1 %24, label %body2, label %done3

body2:
	%25 = mul i32 %5, %splits
	%26 = add i32 %25, %23
	%27 = mul i32 %26, 8
	%28 = add i32 %27, %6
	%29 = mul i32 %28, 18
	%30 = add i32 %29, 16
	%31 = sext i32 %30 to i64
	%32 = getelementptr float, float addrspace(1)* %part, i64 %31
	%33 = load float, float addrspace(1)* %32
	%34 = load float, float* %0
	%35 = fcmp olt float %34, %33
	br i1 %35, label %then4, label %join5

done3:
	%36 = load float, float* %0
	store float 0.0, float* %1
	br label %loop6

then4:
	store float %33, float* %0
	br label %join5

join5:
	%37 = add i32 %23, 1
	br label %loop1

loop6:
	%38 = phi i32 [ 0, %done3 ], [ %105, %body7 ]
	%39 = icmp slt i32 %38, %22
	br i1 %39, label %body7, label %done8

body7:
	%40 = mul i32 %5, %splits
	%41 = add i32 %40, %38
	%42 = mul i32 %41, 8
	%43 = add i32 %42, %6
	%44 = mul i32 %43, 18
	%45 = add i32 %44, 16
	%46 = sext i32 %45 to i64
	%47 = getelementptr float, float addrspace(1)* %part, i64 %46
	%48 = load float, float addrspace(1)* %47
	%49 = fsub float %48, %36
	%50 = fpext float %49 to double
	%51 = fcmp olt double %50, -745.0
	%52 = select i1 %51, double -745.0, double %50
	%53 = fcmp olt double 710.0, %52
	%54 = select i1 %53, double 710.0, double %52
	%55 = fmul double %54, 0x3FF71547652B82FE
	%56 = call double @llvm.rint.f64(double %55)
	%57 = fmul double %56, 0x3FE62E42FEE00000
	%58 = fsub double %54, %57
	%59 = fmul double %56, 0x3DEA39EF35793C76
	%60 = fsub double %58, %59
	%61 = fmul double 0x3DE6124613A86D09, %60
	%62 = fadd double %61, 0x3E21EED8EFF8D898
	%63 = fmul double %62, %60
	%64 = fadd double %63, 0x3E5AE64567F544E4
	%65 = fmul double %64, %60
	%66 = fadd double %65, 0x3E927E4FB7789F5C
	%67 = fmul double %66, %60
	%68 = fadd double %67, 0x3EC71DE3A556C734
	%69 = fmul double %68, %60
	%70 = fadd double %69, 0x3EFA01A01A01A01A
	%71 = fmul double %70, %60
	%72 = fadd double %71, 0x3F2A01A01A01A01A
	%73 = fmul double %72, %60
	%74 = fadd double %73, 0x3F56C16C16C16C17
	%75 = fmul double %74, %60
	%76 = fadd double %75, 0x3F81111111111111
	%77 = fmul double %76, %60
	%78 = fadd double %77, 0x3FA5555555555555
	%79 = fmul double %78, %60
	%80 = fadd double %79, 0x3FC5555555555555
	%81 = fmul double %80, %60
	%82 = fadd double %81, 0.5
	%83 = fmul double %82, %60
	%84 = fadd double %83, 1.0
	%85 = fmul double %84, %60
	%86 = fadd double %85, 1.0
	%87 = fptosi double %56 to i64
	%88 = sdiv i64 %87, 2
	%89 = sub i64 %87, %88
	%90 = add i64 %88, 1023
	%91 = shl i64 %90, 52
	%92 = bitcast i64 %91 to double
	%93 = fmul double %86, %92
	%94 = add i64 %89, 1023
	%95 = shl i64 %94, 52
	%96 = bitcast i64 %95 to double
	%97 = fmul double %93, %96
	%98 = fptrunc double %97 to float
	%99 = add i32 %44, 17
	%100 = sext i32 %99 to i64
	%101 = getelementptr float, float addrspace(1)* %part, i64 %100
	%102 = load float, float addrspace(1)* %101
	%103 = load float, float* %1
	%104 = call float @llvm.fma.f32(float %98, float %102, float %103)
	store float %104, float* %1
	%105 = add i32 %38, 1
	br label %loop6

done8:
	%106 = load float, float* %1
	%107 = fdiv float 1.0, %106
	br label %loop9

loop9:
	%108 = phi i32 [ %3, %done8 ], [ %172, %body10 ]
	%109 = icmp slt i32 %108, %22
	br i1 %109, label %body10, label %done11

body10:
	%110 = mul i32 %5, %splits
	%111 = add i32 %110, %108
	%112 = mul i32 %111, 8
	%113 = add i32 %112, %6
	%114 = mul i32 %113, 18
	%115 = add i32 %114, 16
	%116 = sext i32 %115 to i64
	%117 = getelementptr float, float addrspace(1)* %part, i64 %116
	%118 = load float, float addrspace(1)* %117
	%119 = fsub float %118, %36
	%120 = fpext float %119 to double
	%121 = fcmp olt double %120, -745.0
	%122 = select i1 %121, double -745.0, double %120
	%123 = fcmp olt double 710.0, %122
	%124 = select i1 %123, double 710.0, double %122
	%125 = fmul double %124, 0x3FF71547652B82FE
	%126 = call double @llvm.rint.f64(double %125)
	%127 = fmul double %126, 0x3FE62E42FEE00000
	%128 = fsub double %124, %127
	%129 = fmul double %126, 0x3DEA39EF35793C76
	%130 = fsub double %128, %129
	%131 = fmul double 0x3DE6124613A86D09, %130
	%132 = fadd double %131, 0x3E21EED8EFF8D898
	%133 = fmul double %132, %130
	%134 = fadd double %133, 0x3E5AE64567F544E4
	%135 = fmul double %134, %130
	%136 = fadd double %135, 0x3E927E4FB7789F5C
	%137 = fmul double %136, %130
	%138 = fadd double %137, 0x3EC71DE3A556C734
	%139 = fmul double %138, %130
	%140 = fadd double %139, 0x3EFA01A01A01A01A
	%141 = fmul double %140, %130
	%142 = fadd double %141, 0x3F2A01A01A01A01A
	%143 = fmul double %142, %130
	%144 = fadd double %143, 0x3F56C16C16C16C17
	%145 = fmul double %144, %130
	%146 = fadd double %145, 0x3F81111111111111
	%147 = fmul double %146, %130
	%148 = fadd double %147, 0x3FA5555555555555
	%149 = fmul double %148, %130
	%150 = fadd double %149, 0x3FC5555555555555
	%151 = fmul double %150, %130
	%152 = fadd double %151, 0.5
	%153 = fmul double %152, %130
	%154 = fadd double %153, 1.0
	%155 = fmul double %154, %130
	%156 = fadd double %155, 1.0
	%157 = fptosi double %126 to i64
	%158 = sdiv i64 %157, 2
	%159 = sub i64 %157, %158
	%160 = add i64 %158, 1023
	%161 = shl i64 %160, 52
	%162 = bitcast i64 %161 to double
	%163 = fmul double %156, %162
	%164 = add i64 %159, 1023
	%165 = shl i64 %164, 52
	%166 = bitcast i64 %165 to double
	%167 = fmul double %163, %166
	%168 = fptrunc double %167 to float
	%169 = fmul float %168, %107
	%170 = sext i32 %108 to i64
	%171 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem149, i64 0, i64 %170
	store float %169, float addrspace(3)* %171
	%172 = add i32 %108, 128
	br label %loop9

done11:
	call void @llvm.nvvm.barrier0()
	br label %loop12

loop12:
	%173 = phi i32 [ %3, %done11 ], [ %197, %done17 ]
	%174 = icmp slt i32 %173, 16
	br i1 %174, label %body13, label %done14

body13:
	store float 0.0, float* %2
	br label %loop15

done14:
	ret void

loop15:
	%175 = phi i32 [ 0, %body13 ], [ %191, %body16 ]
	%176 = icmp slt i32 %175, %22
	br i1 %176, label %body16, label %done17

body16:
	%177 = sext i32 %175 to i64
	%178 = getelementptr [64 x float], [64 x float] addrspace(3)* @gqa_combine_f32_h8_k16.smem149, i64 0, i64 %177
	%179 = load float, float addrspace(3)* %178
	%180 = mul i32 %5, %splits
	%181 = add i32 %180, %175
	%182 = mul i32 %181, 8
	%183 = add i32 %182, %6
	%184 = mul i32 %183, 18
	%185 = add i32 %184, %173
	%186 = sext i32 %185 to i64
	%187 = getelementptr float, float addrspace(1)* %part, i64 %186
	%188 = load float, float addrspace(1)* %187
	%189 = load float, float* %2
	%190 = call float @llvm.fma.f32(float %179, float %188, float %189)
	store float %190, float* %2
	%191 = add i32 %175, 1
	br label %loop15

done17:
	%192 = mul i32 %4, 16
	%193 = add i32 %192, %173
	%194 = load float, float* %2
	%195 = sext i32 %193 to i64
	%196 = getelementptr float, float addrspace(1)* %out, i64 %195
	store float %194, float addrspace(1)* %196
	%197 = add i32 %173, 128
	br label %loop12
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare double @llvm.rint.f64(double %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare void @llvm.nvvm.barrier0()
