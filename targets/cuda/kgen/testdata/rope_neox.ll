target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.table3 = internal addrspace(1) constant [4 x float] [float 1.0, float 0x3FA030DC60000000, float 0x3F50624DE0000000, float 0x3F00945640000000], align 4
@rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.smem4 = internal addrspace(3) global [8 x float] undef, align 16

define ptx_kernel void @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b(i16 addrspace(1)* %x, i32 addrspace(1)* %pos, i32 %rows) {
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
	%7 = icmp slt i32 %6, 8
	%8 = select i1 %7, i32 %6, i32 0
	%9 = sdiv i32 %8, 4
	%10 = srem i32 %8, 4
	%11 = mul i32 %1, 2
	%12 = add i32 %11, %9
	%13 = mul i32 %12, 16
	%14 = add i32 %13, 0
	%15 = mul i32 %10, 1
	%16 = add i32 %14, %15
	%17 = add i32 %16, 4
	%18 = sext i32 %16 to i64
	%19 = getelementptr i16, i16 addrspace(1)* %x, i64 %18
	%20 = load i16, i16 addrspace(1)* %19
	%21 = zext i16 %20 to i32
	%22 = shl i32 %21, 16
	%23 = bitcast i32 %22 to float
	%24 = sext i32 %17 to i64
	%25 = getelementptr i16, i16 addrspace(1)* %x, i64 %24
	%26 = load i16, i16 addrspace(1)* %25
	%27 = zext i16 %26 to i32
	%28 = shl i32 %27, 16
	%29 = bitcast i32 %28 to float
	br label %loop1

loop1:
	%30 = phi i32 [ %0, %body ], [ %110, %body2 ]
	%31 = icmp slt i32 %30, 4
	br i1 %31, label %body2, label %done3

body2:
	%32 = sext i32 %30 to i64
	%33 = getelementptr [4 x float], [4 x float] addrspace(1)* @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.table3, i64 0, i64 %32
	%34 = load float, float addrspace(1)* %33
	%35 = fmul float %34, %5
	%36 = fpext float %35 to double
	%37 = fmul double %36, 0x3FE45F306DC9C883
	%38 = call double @llvm.rint.f64(double %37)
	%39 = fmul double %38, 0x3FF921FB54400000
	%40 = fsub double %36, %39
	%41 = fmul double %38, 0x3DD0B4611A600000
	%42 = fsub double %40, %41
	%43 = fmul double %38, 0x3BA3198A2E037073
	%44 = fsub double %42, %43
	%45 = fmul double %44, %44
	%46 = fmul double 0xBC62F49B46814157, %45
	%47 = fadd double %46, 0x3CE952C77030AD4A
	%48 = fmul double %47, %45
	%49 = fadd double %48, 0xBD6AE7F3E733B81F
	%50 = fmul double %49, %45
	%51 = fadd double %50, 0x3DE6124613A86D09
	%52 = fmul double %51, %45
	%53 = fadd double %52, 0xBE5AE64567F544E4
	%54 = fmul double %53, %45
	%55 = fadd double %54, 0x3EC71DE3A556C734
	%56 = fmul double %55, %45
	%57 = fadd double %56, 0xBF2A01A01A01A01A
	%58 = fmul double %57, %45
	%59 = fadd double %58, 0x3F81111111111111
	%60 = fmul double %59, %45
	%61 = fadd double %60, 0xBFC5555555555555
	%62 = fmul double %61, %45
	%63 = fadd double %62, 1.0
	%64 = fmul double %44, %63
	%65 = fmul double 0xBCA6827863B97D97, %45
	%66 = fadd double %65, 0x3D2AE7F3E733B81F
	%67 = fmul double %66, %45
	%68 = fadd double %67, 0xBDA93974A8C07C9D
	%69 = fmul double %68, %45
	%70 = fadd double %69, 0x3E21EED8EFF8D898
	%71 = fmul double %70, %45
	%72 = fadd double %71, 0xBE927E4FB7789F5C
	%73 = fmul double %72, %45
	%74 = fadd double %73, 0x3EFA01A01A01A01A
	%75 = fmul double %74, %45
	%76 = fadd double %75, 0xBF56C16C16C16C17
	%77 = fmul double %76, %45
	%78 = fadd double %77, 0x3FA5555555555555
	%79 = fmul double %78, %45
	%80 = fadd double %79, -0.5
	%81 = fmul double %80, %45
	%82 = fadd double %81, 1.0
	%83 = fptosi double %38 to i64
	%84 = and i64 %83, 3
	%85 = fsub double 0.0, %64
	%86 = fsub double 0.0, %82
	%87 = icmp eq i64 %84, 0
	%88 = icmp eq i64 %84, 1
	%89 = icmp eq i64 %84, 2
	%90 = select i1 %89, double %85, double %86
	%91 = select i1 %88, double %82, double %90
	%92 = select i1 %87, double %64, double %91
	%93 = icmp eq i64 %84, 0
	%94 = icmp eq i64 %84, 1
	%95 = icmp eq i64 %84, 2
	%96 = select i1 %95, double %86, double %64
	%97 = select i1 %94, double %85, double %96
	%98 = select i1 %93, double %82, double %97
	%99 = mul i32 %30, 2
	%100 = fptrunc double %98 to float
	%101 = fmul float %100, 1.0
	%102 = sext i32 %99 to i64
	%103 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.smem4, i64 0, i64 %102
	store float %101, float addrspace(3)* %103
	%104 = mul i32 %30, 2
	%105 = add i32 %104, 1
	%106 = fptrunc double %92 to float
	%107 = fmul float %106, 1.0
	%108 = sext i32 %105 to i64
	%109 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.smem4, i64 0, i64 %108
	store float %107, float addrspace(3)* %109
	%110 = add i32 %30, 32
	br label %loop1

done3:
	call void @llvm.nvvm.barrier0()
	br i1 %7, label %then4, label %join5

then4:
	%111 = mul i32 %10, 2
	%112 = sext i32 %111 to i64
	%113 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.smem4, i64 0, i64 %112
	%114 = load float, float addrspace(3)* %113
	%115 = mul i32 %10, 2
	%116 = add i32 %115, 1
	%117 = sext i32 %116 to i64
	%118 = getelementptr [8 x float], [8 x float] addrspace(3)* @rope_neox_bf16_h2_d16_o0_r8_bcf81c2b.smem4, i64 0, i64 %117
	%119 = load float, float addrspace(3)* %118
	%120 = fmul float %23, %114
	%121 = fmul float %29, %119
	%122 = fsub float %120, %121
	%123 = bitcast float %122 to i32
	%124 = lshr i32 %123, 16
	%125 = and i32 %124, 1
	%126 = add i32 %123, u0x7FFF
	%127 = add i32 %126, %125
	%128 = lshr i32 %127, 16
	%129 = fcmp uno float %122, %122
	%130 = select i1 %129, i32 32704, i32 %128
	%131 = trunc i32 %130 to i16
	%132 = sext i32 %16 to i64
	%133 = getelementptr i16, i16 addrspace(1)* %x, i64 %132
	store i16 %131, i16 addrspace(1)* %133
	%134 = fmul float %29, %114
	%135 = fmul float %23, %119
	%136 = fadd float %134, %135
	%137 = bitcast float %136 to i32
	%138 = lshr i32 %137, 16
	%139 = and i32 %138, 1
	%140 = add i32 %137, u0x7FFF
	%141 = add i32 %140, %139
	%142 = lshr i32 %141, 16
	%143 = fcmp uno float %136, %136
	%144 = select i1 %143, i32 32704, i32 %142
	%145 = trunc i32 %144 to i16
	%146 = sext i32 %17 to i64
	%147 = getelementptr i16, i16 addrspace(1)* %x, i64 %146
	store i16 %145, i16 addrspace(1)* %147
	br label %join5

join5:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare double @llvm.rint.f64(double %0)

declare void @llvm.nvvm.barrier0()
