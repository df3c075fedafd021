target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21 = internal addrspace(3) global [256 x double] undef, align 8

define ptx_kernel void @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05(i16 addrspace(1)* %out, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i32 %rows) {
entry:
	%0 = alloca double
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%3 = mul i32 %2, 32
	store double 0.0, double* %0
	br label %loop1

loop1:
	%4 = phi i32 [ %1, %body ], [ %17, %body2 ]
	%5 = icmp slt i32 %4, 32
	br i1 %5, label %body2, label %done3

body2:
	%6 = add i32 %3, %4
	%7 = sext i32 %6 to i64
	%8 = getelementptr i16, i16 addrspace(1)* %x, i64 %7
	%9 = load i16, i16 addrspace(1)* %8
	%10 = zext i16 %9 to i32
	%11 = shl i32 %10, 16
	%12 = bitcast i32 %11 to float
	%13 = fpext float %12 to double
	%14 = load double, double* %0
	%15 = fmul double %13, %13
	%16 = fadd double %14, %15
	store double %16, double* %0
	%17 = add i32 %4, 256
	br label %loop1

done3:
	%18 = load double, double* %0
	%19 = sext i32 %1 to i64
	%20 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %19
	store double %18, double addrspace(3)* %20
	call void @llvm.nvvm.barrier0()
	%21 = icmp slt i32 %1, 128
	br i1 %21, label %then4, label %join5

then4:
	%22 = sext i32 %1 to i64
	%23 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %22
	%24 = load double, double addrspace(3)* %23
	%25 = add i32 %1, 128
	%26 = sext i32 %25 to i64
	%27 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %26
	%28 = load double, double addrspace(3)* %27
	%29 = fadd double %24, %28
	%30 = sext i32 %1 to i64
	%31 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %30
	store double %29, double addrspace(3)* %31
	br label %join5

join5:
	call void @llvm.nvvm.barrier0()
	%32 = icmp slt i32 %1, 64
	br i1 %32, label %then6, label %join7

then6:
	%33 = sext i32 %1 to i64
	%34 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %33
	%35 = load double, double addrspace(3)* %34
	%36 = add i32 %1, 64
	%37 = sext i32 %36 to i64
	%38 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %37
	%39 = load double, double addrspace(3)* %38
	%40 = fadd double %35, %39
	%41 = sext i32 %1 to i64
	%42 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %41
	store double %40, double addrspace(3)* %42
	br label %join7

join7:
	call void @llvm.nvvm.barrier0()
	%43 = icmp slt i32 %1, 32
	br i1 %43, label %then8, label %join9

then8:
	%44 = sext i32 %1 to i64
	%45 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %44
	%46 = load double, double addrspace(3)* %45
	%47 = add i32 %1, 32
	%48 = sext i32 %47 to i64
	%49 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %48
	%50 = load double, double addrspace(3)* %49
	%51 = fadd double %46, %50
	%52 = sext i32 %1 to i64
	%53 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %52
	store double %51, double addrspace(3)* %53
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%54 = icmp slt i32 %1, 16
	br i1 %54, label %then10, label %join11

then10:
	%55 = sext i32 %1 to i64
	%56 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %55
	%57 = load double, double addrspace(3)* %56
	%58 = add i32 %1, 16
	%59 = sext i32 %58 to i64
	%60 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %59
	%61 = load double, double addrspace(3)* %60
	%62 = fadd double %57, %61
	%63 = sext i32 %1 to i64
	%64 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %63
	store double %62, double addrspace(3)* %64
	br label %join11

join11:
	call void @llvm.nvvm.barrier0()
	%65 = icmp slt i32 %1, 8
	br i1 %65, label %then12, label %join13

then12:
	%66 = sext i32 %1 to i64
	%67 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %66
	%68 = load double, double addrspace(3)* %67
	%69 = add i32 %1, 8
	%70 = sext i32 %69 to i64
	%71 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %70
	%72 = load double, double addrspace(3)* %71
	%73 = fadd double %68, %72
	%74 = sext i32 %1 to i64
	%75 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %74
	store double %73, double addrspace(3)* %75
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%76 = icmp slt i32 %1, 4
	br i1 %76, label %then14, label %join15

then14:
	%77 = sext i32 %1 to i64
	%78 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %77
	%79 = load double, double addrspace(3)* %78
	%80 = add i32 %1, 4
	%81 = sext i32 %80 to i64
	%82 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %81
	%83 = load double, double addrspace(3)* %82
	%84 = fadd double %79, %83
	%85 = sext i32 %1 to i64
	%86 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %85
	store double %84, double addrspace(3)* %86
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%87 = icmp slt i32 %1, 2
	br i1 %87, label %then16, label %join17

then16:
	%88 = sext i32 %1 to i64
	%89 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %88
	%90 = load double, double addrspace(3)* %89
	%91 = add i32 %1, 2
	%92 = sext i32 %91 to i64
	%93 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %92
	%94 = load double, double addrspace(3)* %93
	%95 = fadd double %90, %94
	%96 = sext i32 %1 to i64
	%97 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %96
	store double %95, double addrspace(3)* %97
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%98 = icmp slt i32 %1, 1
	br i1 %98, label %then18, label %join19

then18:
	%99 = sext i32 %1 to i64
	%100 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %99
	%101 = load double, double addrspace(3)* %100
	%102 = add i32 %1, 1
	%103 = sext i32 %102 to i64
	%104 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %103
	%105 = load double, double addrspace(3)* %104
	%106 = fadd double %101, %105
	%107 = sext i32 %1 to i64
	%108 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %107
	store double %106, double addrspace(3)* %108
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%109 = sext i32 0 to i64
	%110 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05.smem21, i64 0, i64 %109
	%111 = load double, double addrspace(3)* %110
	call void @llvm.nvvm.barrier0()
	%112 = fdiv double %111, 32.0
	%113 = fptrunc double %112 to float
	%114 = fadd float %113, 0x3EE4F8B580000000
	%115 = fpext float %114 to double
	%116 = call double @llvm.sqrt.f64(double %115)
	%117 = fdiv double 1.0, %116
	%118 = fptrunc double %117 to float
	br label %loop20

loop20:
	%119 = phi i32 [ %1, %join19 ], [ %148, %body21 ]
	%120 = icmp slt i32 %119, 32
	br i1 %120, label %body21, label %done22

body21:
	%121 = add i32 %3, %119
	%122 = sext i32 %119 to i64
	%123 = getelementptr i16, i16 addrspace(1)* %w, i64 %122
	%124 = load i16, i16 addrspace(1)* %123
	%125 = zext i16 %124 to i32
	%126 = shl i32 %125, 16
	%127 = bitcast i32 %126 to float
	%128 = add i32 %3, %119
	%129 = sext i32 %128 to i64
	%130 = getelementptr i16, i16 addrspace(1)* %x, i64 %129
	%131 = load i16, i16 addrspace(1)* %130
	%132 = zext i16 %131 to i32
	%133 = shl i32 %132, 16
	%134 = bitcast i32 %133 to float
	%135 = fmul float %134, %118
	%136 = fmul float %127, %135
	%137 = bitcast float %136 to i32
	%138 = lshr i32 %137, 16
	%139 = and i32 %138, 1
	%140 = add i32 %137, u0x7FFF
	%141 = add i32 %140, %139
	%142 = lshr i32 %141, 16
	%143 = fcmp uno float %136, %136
	%144 = select i1 %143, i32 32704, i32 %142
	%145 = trunc i32 %144 to i16
	%146 = sext i32 %121 to i64
	%147 = getelementptr i16, i16 addrspace(1)* %out, i64 %146
	store i16 %145, i16 addrspace(1)* %147
	%148 = add i32 %119, 256
	br label %loop20

done22:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.sqrt.f64(double %0)
