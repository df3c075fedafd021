target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21 = internal addrspace(3) global [256 x double] undef, align 8

define ptx_kernel void @rms_norm_f32_f32_bf16_w64_g64_eps1em06(float addrspace(1)* %out, float addrspace(1)* %x, i16 addrspace(1)* %w, i32 %rows) {
entry:
	%0 = alloca double
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%3 = mul i32 %2, 64
	store double 0.0, double* %0
	br label %loop1

loop1:
	%4 = phi i32 [ %1, %body ], [ %14, %body2 ]
	%5 = icmp slt i32 %4, 64
	br i1 %5, label %body2, label %done3

body2:
	%6 = add i32 %3, %4
	%7 = sext i32 %6 to i64
	%8 = getelementptr float, float addrspace(1)* %x, i64 %7
	%9 = load float, float addrspace(1)* %8
	%10 = fpext float %9 to double
	%11 = load double, double* %0
	%12 = fmul double %10, %10
	%13 = fadd double %11, %12
	store double %13, double* %0
	%14 = add i32 %4, 256
	br label %loop1

done3:
	%15 = load double, double* %0
	%16 = sext i32 %1 to i64
	%17 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %16
	store double %15, double addrspace(3)* %17
	call void @llvm.nvvm.barrier0()
	%18 = icmp slt i32 %1, 128
	br i1 %18, label %then4, label %join5

then4:
	%19 = sext i32 %1 to i64
	%20 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %19
	%21 = load double, double addrspace(3)* %20
	%22 = add i32 %1, 128
	%23 = sext i32 %22 to i64
	%24 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %23
	%25 = load double, double addrspace(3)* %24
	%26 = fadd double %21, %25
	%27 = sext i32 %1 to i64
	%28 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %27
	store double %26, double addrspace(3)* %28
	br label %join5

join5:
	call void @llvm.nvvm.barrier0()
	%29 = icmp slt i32 %1, 64
	br i1 %29, label %then6, label %join7

then6:
	%30 = sext i32 %1 to i64
	%31 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %30
	%32 = load double, double addrspace(3)* %31
	%33 = add i32 %1, 64
	%34 = sext i32 %33 to i64
	%35 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %34
	%36 = load double, double addrspace(3)* %35
	%37 = fadd double %32, %36
	%38 = sext i32 %1 to i64
	%39 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %38
	store double %37, double addrspace(3)* %39
	br label %join7

join7:
	call void @llvm.nvvm.barrier0()
	%40 = icmp slt i32 %1, 32
	br i1 %40, label %then8, label %join9

then8:
	%41 = sext i32 %1 to i64
	%42 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %41
	%43 = load double, double addrspace(3)* %42
	%44 = add i32 %1, 32
	%45 = sext i32 %44 to i64
	%46 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %45
	%47 = load double, double addrspace(3)* %46
	%48 = fadd double %43, %47
	%49 = sext i32 %1 to i64
	%50 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %49
	store double %48, double addrspace(3)* %50
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%51 = icmp slt i32 %1, 16
	br i1 %51, label %then10, label %join11

then10:
	%52 = sext i32 %1 to i64
	%53 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %52
	%54 = load double, double addrspace(3)* %53
	%55 = add i32 %1, 16
	%56 = sext i32 %55 to i64
	%57 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %56
	%58 = load double, double addrspace(3)* %57
	%59 = fadd double %54, %58
	%60 = sext i32 %1 to i64
	%61 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %60
	store double %59, double addrspace(3)* %61
	br label %join11

join11:
	call void @llvm.nvvm.barrier0()
	%62 = icmp slt i32 %1, 8
	br i1 %62, label %then12, label %join13

then12:
	%63 = sext i32 %1 to i64
	%64 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %63
	%65 = load double, double addrspace(3)* %64
	%66 = add i32 %1, 8
	%67 = sext i32 %66 to i64
	%68 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %67
	%69 = load double, double addrspace(3)* %68
	%70 = fadd double %65, %69
	%71 = sext i32 %1 to i64
	%72 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %71
	store double %70, double addrspace(3)* %72
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%73 = icmp slt i32 %1, 4
	br i1 %73, label %then14, label %join15

then14:
	%74 = sext i32 %1 to i64
	%75 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %74
	%76 = load double, double addrspace(3)* %75
	%77 = add i32 %1, 4
	%78 = sext i32 %77 to i64
	%79 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %78
	%80 = load double, double addrspace(3)* %79
	%81 = fadd double %76, %80
	%82 = sext i32 %1 to i64
	%83 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %82
	store double %81, double addrspace(3)* %83
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%84 = icmp slt i32 %1, 2
	br i1 %84, label %then16, label %join17

then16:
	%85 = sext i32 %1 to i64
	%86 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %85
	%87 = load double, double addrspace(3)* %86
	%88 = add i32 %1, 2
	%89 = sext i32 %88 to i64
	%90 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %89
	%91 = load double, double addrspace(3)* %90
	%92 = fadd double %87, %91
	%93 = sext i32 %1 to i64
	%94 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %93
	store double %92, double addrspace(3)* %94
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%95 = icmp slt i32 %1, 1
	br i1 %95, label %then18, label %join19

then18:
	%96 = sext i32 %1 to i64
	%97 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %96
	%98 = load double, double addrspace(3)* %97
	%99 = add i32 %1, 1
	%100 = sext i32 %99 to i64
	%101 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %100
	%102 = load double, double addrspace(3)* %101
	%103 = fadd double %98, %102
	%104 = sext i32 %1 to i64
	%105 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %104
	store double %103, double addrspace(3)* %105
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%106 = sext i32 0 to i64
	%107 = getelementptr [256 x double], [256 x double] addrspace(3)* @rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem21, i64 0, i64 %106
	%108 = load double, double addrspace(3)* %107
	call void @llvm.nvvm.barrier0()
	%109 = fdiv double %108, 64.0
	%110 = fptrunc double %109 to float
	%111 = fadd float %110, 0x3EB0C6F7A0000000
	%112 = fpext float %111 to double
	%113 = call double @llvm.sqrt.f64(double %112)
	%114 = fdiv double 1.0, %113
	%115 = fptrunc double %114 to float
	br label %loop20

loop20:
	%116 = phi i32 [ %1, %join19 ], [ %133, %body21 ]
	%117 = icmp slt i32 %116, 64
	br i1 %117, label %body21, label %done22

body21:
	%118 = add i32 %3, %116
	%119 = sext i32 %116 to i64
	%120 = getelementptr i16, i16 addrspace(1)* %w, i64 %119
	%121 = load i16, i16 addrspace(1)* %120
	%122 = zext i16 %121 to i32
	%123 = shl i32 %122, 16
	%124 = bitcast i32 %123 to float
	%125 = add i32 %3, %116
	%126 = sext i32 %125 to i64
	%127 = getelementptr float, float addrspace(1)* %x, i64 %126
	%128 = load float, float addrspace(1)* %127
	%129 = fmul float %128, %115
	%130 = fmul float %124, %129
	%131 = sext i32 %118 to i64
	%132 = getelementptr float, float addrspace(1)* %out, i64 %131
	store float %130, float addrspace(1)* %132
	%133 = add i32 %116, 256
	br label %loop20

done22:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.sqrt.f64(double %0)
