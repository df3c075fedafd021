target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@rope_interleaved_f32_h4_d24_o16_r8_11dbe224.table3 = internal addrspace(1) constant [4 x float] [float 1.0, float 0x3FAA3D70A0000000, float 0x3F30624DE0000000, float 0x3EFA36E2E0000000], align 4
@rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4 = internal addrspace(3) global [8 x float] undef, align 16

define ptx_kernel void @rope_interleaved_f32_h4_d24_o16_r8_11dbe224(float addrspace(1)* %x, i32 addrspace(1)* %pos, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = sext i32 %1 to i64
	%3 = getelementptr i32, i32 addrspace(1)* %pos, i64 %2
	%4 = load i32, i32 addrspace(1)* %3
	%5 = sitofp i32 %4 to float
	%6 = add i32 %0, 0
	%7 = icmp slt i32 %6, 16
	%8 = select i1 %7, i32 %6, i32 0
	%9 = sdiv i32 %8, 4
	%10 = srem i32 %8, 4
	%11 = mul i32 %1, 4
	%12 = add i32 %11, %9
	%13 = mul i32 %12, 24
	%14 = add i32 %13, 16
	%15 = mul i32 %10, 2
	%16 = add i32 %14, %15
	%17 = add i32 %16, 1
	%18 = sext i32 %16 to i64
	%19 = getelementptr float, float addrspace(1)* %x, i64 %18
	%20 = load float, float addrspace(1)* %19
	%21 = sext i32 %17 to i64
	%22 = getelementptr float, float addrspace(1)* %x, i64 %21
	%23 = load float, float addrspace(1)* %22
	br label %loop1

loop1:
	%24 = phi i32 [ %0, %body ], [ %104, %body2 ]
	%25 = icmp slt i32 %24, 4
	br i1 %25, label %body2, label %done3

body2:
	%26 = sext i32 %24 to i64
	%27 = getelementptr [4 x float], [4 x float] addrspace(1)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.table3, i64 0, i64 %26
	%28 = load float, float addrspace(1)* %27
	%29 = fmul float %28, %5
	%30 = fpext float %29 to double
	%31 = fmul double %30, 0x3FE45F306DC9C883
	%32 = call double @llvm.rint.f64(double %31)
	%33 = fmul double %32, 0x3FF921FB54400000
	%34 = fsub double %30, %33
	%35 = fmul double %32, 0x3DD0B4611A600000
	%36 = fsub double %34, %35
	%37 = fmul double %32, 0x3BA3198A2E037073
	%38 = fsub double %36, %37
	%39 = fmul double %38, %38
	%40 = fmul double 0xBC62F49B46814157, %39
	%41 = fadd double %40, 0x3CE952C77030AD4A
	%42 = fmul double %41, %39
	%43 = fadd double %42, 0xBD6AE7F3E733B81F
	%44 = fmul double %43, %39
	%45 = fadd double %44, 0x3DE6124613A86D09
	%46 = fmul double %45, %39
	%47 = fadd double %46, 0xBE5AE64567F544E4
	%48 = fmul double %47, %39
	%49 = fadd double %48, 0x3EC71DE3A556C734
	%50 = fmul double %49, %39
	%51 = fadd double %50, 0xBF2A01A01A01A01A
	%52 = fmul double %51, %39
	%53 = fadd double %52, 0x3F81111111111111
	%54 = fmul double %53, %39
	%55 = fadd double %54, 0xBFC5555555555555
	%56 = fmul double %55, %39
	%57 = fadd double %56, 1.0
	%58 = fmul double %38, %57
	%59 = fmul double 0xBCA6827863B97D97, %39
	%60 = fadd double %59, 0x3D2AE7F3E733B81F
	%61 = fmul double %60, %39
	%62 = fadd double %61, 0xBDA93974A8C07C9D
	%63 = fmul double %62, %39
	%64 = fadd double %63, 0x3E21EED8EFF8D898
	%65 = fmul double %64, %39
	%66 = fadd double %65, 0xBE927E4FB7789F5C
	%67 = fmul double %66, %39
	%68 = fadd double %67, 0x3EFA01A01A01A01A
	%69 = fmul double %68, %39
	%70 = fadd double %69, 0xBF56C16C16C16C17
	%71 = fmul double %70, %39
	%72 = fadd double %71, 0x3FA5555555555555
	%73 = fmul double %72, %39
	%74 = fadd double %73, -0.5
	%75 = fmul double %74, %39
	%76 = fadd double %75, 1.0
	%77 = fptosi double %32 to i64
	%78 = and i64 %77, 3
	%79 = fsub double 0.0, %58
	%80 = fsub double 0.0, %76
	%81 = icmp eq i64 %78, 0
	%82 = icmp eq i64 %78, 1
	%83 = icmp eq i64 %78, 2
	%84 = select i1 %83, double %79, double %80
	%85 = select i1 %82, double %76, double %84
	%86 = select i1 %81, double %58, double %85
	%87 = icmp eq i64 %78, 0
	%88 = icmp eq i64 %78, 1
	%89 = icmp eq i64 %78, 2
	%90 = select i1 %89, double %80, double %58
	%91 = select i1 %88, double %79, double %90
	%92 = select i1 %87, double %76, double %91
	%93 = mul i32 %24, 2
	%94 = fptrunc double %92 to float
	%95 = fmul float %94, 1.0
	%96 = sext i32 %93 to i64
	%97 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %96
	store float %95, float addrspace(3)* %97
	%98 = mul i32 %24, 2
	%99 = add i32 %98, 1
	%100 = fptrunc double %86 to float
	%101 = fmul float %100, 1.0
	%102 = sext i32 %99 to i64
	%103 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %102
	store float %101, float addrspace(3)* %103
	%104 = add i32 %24, 32
	br label %loop1

done3:
	call void @llvm.nvvm.barrier0()
	br i1 %7, label %then4, label %join5

then4:
	%105 = mul i32 %10, 2
	%106 = sext i32 %105 to i64
	%107 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %106
	%108 = load float, float addrspace(3)* %107
	%109 = mul i32 %10, 2
	%110 = add i32 %109, 1
	%111 = sext i32 %110 to i64
	%112 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %111
	%113 = load float, float addrspace(3)* %112
	%114 = fmul float %20, %108
	%115 = fmul float %23, %113
	%116 = fsub float %114, %115
	%117 = sext i32 %16 to i64
	%118 = getelementptr float, float addrspace(1)* %x, i64 %117
	store float %116, float addrspace(1)* %118
	%119 = fmul float %23, %108
	%120 = fmul float %20, %113
	%121 = fadd float %119, %120
	%122 = sext i32 %17 to i64
	%123 = getelementptr float, float addrspace(1)* %x, i64 %122
	store float %121, float addrspace(1)* %123
	br label %join5

join5:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare double @llvm.rint.f64(double %0)

declare void @llvm.nvvm.barrier0()
