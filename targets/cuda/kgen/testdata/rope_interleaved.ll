target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@rope_interleaved_f32_h4_d24_o16_r8_11dbe224.table3 = internal addrspace(1) constant [4 x float] [float 1.0, float 0x3FAA3D70A0000000, float 0x3F30624DE0000000, float 0x3EFA36E2E0000000], align 4
@rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4 = internal addrspace(3) global [8 x float] undef, align 8

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
	br label %loop1

loop1:
	%6 = phi i32 [ %0, %body ], [ %86, %body2 ]
	%7 = icmp slt i32 %6, 4
	br i1 %7, label %body2, label %done3

body2:
	%8 = sext i32 %6 to i64
	%9 = getelementptr [4 x float], [4 x float] addrspace(1)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.table3, i64 0, i64 %8
	%10 = load float, float addrspace(1)* %9
	%11 = fmul float %10, %5
	%12 = fpext float %11 to double
	%13 = fmul double %12, 0x3FE45F306DC9C883
	%14 = call double @llvm.rint.f64(double %13)
	%15 = fmul double %14, 0x3FF921FB54400000
	%16 = fsub double %12, %15
	%17 = fmul double %14, 0x3DD0B4611A600000
	%18 = fsub double %16, %17
	%19 = fmul double %14, 0x3BA3198A2E037073
	%20 = fsub double %18, %19
	%21 = fmul double %20, %20
	%22 = fmul double 0xBC62F49B46814157, %21
	%23 = fadd double %22, 0x3CE952C77030AD4A
	%24 = fmul double %23, %21
	%25 = fadd double %24, 0xBD6AE7F3E733B81F
	%26 = fmul double %25, %21
	%27 = fadd double %26, 0x3DE6124613A86D09
	%28 = fmul double %27, %21
	%29 = fadd double %28, 0xBE5AE64567F544E4
	%30 = fmul double %29, %21
	%31 = fadd double %30, 0x3EC71DE3A556C734
	%32 = fmul double %31, %21
	%33 = fadd double %32, 0xBF2A01A01A01A01A
	%34 = fmul double %33, %21
	%35 = fadd double %34, 0x3F81111111111111
	%36 = fmul double %35, %21
	%37 = fadd double %36, 0xBFC5555555555555
	%38 = fmul double %37, %21
	%39 = fadd double %38, 1.0
	%40 = fmul double %20, %39
	%41 = fmul double 0xBCA6827863B97D97, %21
	%42 = fadd double %41, 0x3D2AE7F3E733B81F
	%43 = fmul double %42, %21
	%44 = fadd double %43, 0xBDA93974A8C07C9D
	%45 = fmul double %44, %21
	%46 = fadd double %45, 0x3E21EED8EFF8D898
	%47 = fmul double %46, %21
	%48 = fadd double %47, 0xBE927E4FB7789F5C
	%49 = fmul double %48, %21
	%50 = fadd double %49, 0x3EFA01A01A01A01A
	%51 = fmul double %50, %21
	%52 = fadd double %51, 0xBF56C16C16C16C17
	%53 = fmul double %52, %21
	%54 = fadd double %53, 0x3FA5555555555555
	%55 = fmul double %54, %21
	%56 = fadd double %55, -0.5
	%57 = fmul double %56, %21
	%58 = fadd double %57, 1.0
	%59 = fptosi double %14 to i64
	%60 = and i64 %59, 3
	%61 = fsub double 0.0, %40
	%62 = fsub double 0.0, %58
	%63 = icmp eq i64 %60, 0
	%64 = icmp eq i64 %60, 1
	%65 = icmp eq i64 %60, 2
	%66 = select i1 %65, double %61, double %62
	%67 = select i1 %64, double %58, double %66
	%68 = select i1 %63, double %40, double %67
	%69 = icmp eq i64 %60, 0
	%70 = icmp eq i64 %60, 1
	%71 = icmp eq i64 %60, 2
	%72 = select i1 %71, double %62, double %40
	%73 = select i1 %70, double %61, double %72
	%74 = select i1 %69, double %58, double %73
	%75 = mul i32 %6, 2
	%76 = fptrunc double %74 to float
	%77 = fmul float %76, 1.0
	%78 = sext i32 %75 to i64
	%79 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %78
	store float %77, float addrspace(3)* %79
	%80 = mul i32 %6, 2
	%81 = add i32 %80, 1
	%82 = fptrunc double %68 to float
	%83 = fmul float %82, 1.0
	%84 = sext i32 %81 to i64
	%85 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %84
	store float %83, float addrspace(3)* %85
	%86 = add i32 %6, 128
	br label %loop1

done3:
	call void @llvm.nvvm.barrier0()
	br label %loop4

loop4:
	%87 = phi i32 [ %0, %done3 ], [ %123, %body5 ]
	%88 = icmp slt i32 %87, 16
	br i1 %88, label %body5, label %done6

body5:
	%89 = sdiv i32 %87, 4
	%90 = srem i32 %87, 4
	%91 = mul i32 %1, 4
	%92 = add i32 %91, %89
	%93 = mul i32 %92, 24
	%94 = add i32 %93, 16
	%95 = mul i32 %90, 2
	%96 = add i32 %94, %95
	%97 = add i32 %96, 1
	%98 = sext i32 %96 to i64
	%99 = getelementptr float, float addrspace(1)* %x, i64 %98
	%100 = load float, float addrspace(1)* %99
	%101 = sext i32 %97 to i64
	%102 = getelementptr float, float addrspace(1)* %x, i64 %101
	%103 = load float, float addrspace(1)* %102
	%104 = mul i32 %90, 2
	%105 = sext i32 %104 to i64
	%106 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %105
	%107 = load float, float addrspace(3)* %106
	%108 = mul i32 %90, 2
	%109 = add i32 %108, 1
	%110 = sext i32 %109 to i64
	%111 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_interleaved_f32_h4_d24_o16_r8_11dbe224.smem4, i64 0, i64 %110
	%112 = load float, float addrspace(3)* %111
	%113 = fmul float %100, %107
	%114 = fmul float %103, %112
	%115 = fsub float %113, %114
	%116 = sext i32 %96 to i64
	%117 = getelementptr float, float addrspace(1)* %x, i64 %116
	store float %115, float addrspace(1)* %117
	%118 = fmul float %103, %107
	%119 = fmul float %100, %112
	%120 = fadd float %118, %119
	%121 = sext i32 %97 to i64
	%122 = getelementptr float, float addrspace(1)* %x, i64 %121
	store float %120, float addrspace(1)* %122
	%123 = add i32 %87, 128
	br label %loop4

done6:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare double @llvm.rint.f64(double %0)

declare void @llvm.nvvm.barrier0()
