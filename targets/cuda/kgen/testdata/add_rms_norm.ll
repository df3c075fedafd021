target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30 = internal addrspace(3) global [256 x double] undef, align 8

define ptx_kernel void @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06(float addrspace(1)* %out, float addrspace(1)* %res_out, float addrspace(1)* %x, float addrspace(1)* %res, i16 addrspace(1)* %w, i32 %rows) {
entry:
	%0 = alloca double
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%3 = mul i32 %2, 64
	br label %loop1

loop1:
	%4 = phi i32 [ %1, %body ], [ %16, %body2 ]
	%5 = icmp slt i32 %4, 64
	br i1 %5, label %body2, label %done3

body2:
	%6 = add i32 %3, %4
	%7 = sext i32 %6 to i64
	%8 = getelementptr float, float addrspace(1)* %x, i64 %7
	%9 = load float, float addrspace(1)* %8
	%10 = sext i32 %6 to i64
	%11 = getelementptr float, float addrspace(1)* %res, i64 %10
	%12 = load float, float addrspace(1)* %11
	%13 = fadd float %9, %12
	%14 = sext i32 %6 to i64
	%15 = getelementptr float, float addrspace(1)* %res_out, i64 %14
	store float %13, float addrspace(1)* %15
	%16 = add i32 %4, 256
	br label %loop1

done3:
	store double 0.0, double* %0
	br label %loop4

loop4:
	%17 = phi i32 [ %1, %done3 ], [ %27, %body5 ]
	%18 = icmp slt i32 %17, 64
	br i1 %18, label %body5, label %done6

body5:
	%19 = add i32 %3, %17
	%20 = sext i32 %19 to i64
	%21 = getelementptr float, float addrspace(1)* %res_out, i64 %20
	%22 = load float, float addrspace(1)* %21
	%23 = fpext float %22 to double
	%24 = load double, double* %0
	%25 = fmul double %23, %23
	%26 = fadd double %24, %25
	store double %26, double* %0
	%27 = add i32 %17, 256
	br label %loop4

done6:
	%28 = load double, double* %0
	%29 = sext i32 %1 to i64
	%30 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %29
	store double %28, double addrspace(3)* %30
	call void @llvm.nvvm.barrier0()
	%31 = icmp slt i32 %1, 128
	br i1 %31, label %then7, label %join8

then7:
	%32 = sext i32 %1 to i64
	%33 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %32
	%34 = load double, double addrspace(3)* %33
	%35 = add i32 %1, 128
	%36 = sext i32 %35 to i64
	%37 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %36
	%38 = load double, double addrspace(3)* %37
	%39 = fadd double %34, %38
	%40 = sext i32 %1 to i64
	%41 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %40
	store double %39, double addrspace(3)* %41
	br label %join8

join8:
	call void @llvm.nvvm.barrier0()
	%42 = icmp slt i32 %1, 64
	br i1 %42, label %then9, label %join10

then9:
	%43 = sext i32 %1 to i64
	%44 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %43
	%45 = load double, double addrspace(3)* %44
	%46 = add i32 %1, 64
	%47 = sext i32 %46 to i64
	%48 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %47
	%49 = load double, double addrspace(3)* %48
	%50 = fadd double %45, %49
	%51 = sext i32 %1 to i64
	%52 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %51
	store double %50, double addrspace(3)* %52
	br label %join10

join10:
	call void @llvm.nvvm.barrier0()
	%53 = icmp slt i32 %1, 32
	br i1 %53, label %then11, label %join12

then11:
	%54 = sext i32 %1 to i64
	%55 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %54
	%56 = load double, double addrspace(3)* %55
	%57 = add i32 %1, 32
	%58 = sext i32 %57 to i64
	%59 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %58
	%60 = load double, double addrspace(3)* %59
	%61 = fadd double %56, %60
	%62 = sext i32 %1 to i64
	%63 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %62
	store double %61, double addrspace(3)* %63
	br label %join12

join12:
	call void @llvm.nvvm.barrier0()
	%64 = icmp slt i32 %1, 16
	br i1 %64, label %then13, label %join14

then13:
	%65 = sext i32 %1 to i64
	%66 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %65
	%67 = load double, double addrspace(3)* %66
	%68 = add i32 %1, 16
	%69 = sext i32 %68 to i64
	%70 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %69
	%71 = load double, double addrspace(3)* %70
	%72 = fadd double %67, %71
	%73 = sext i32 %1 to i64
	%74 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %73
	store double %72, double addrspace(3)* %74
	br label %join14

join14:
	call void @llvm.nvvm.barrier0()
	%75 = icmp slt i32 %1, 8
	br i1 %75, label %then15, label %join16

then15:
	%76 = sext i32 %1 to i64
	%77 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %76
	%78 = load double, double addrspace(3)* %77
	%79 = add i32 %1, 8
	%80 = sext i32 %79 to i64
	%81 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %80
	%82 = load double, double addrspace(3)* %81
	%83 = fadd double %78, %82
	%84 = sext i32 %1 to i64
	%85 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %84
	store double %83, double addrspace(3)* %85
	br label %join16

join16:
	call void @llvm.nvvm.barrier0()
	%86 = icmp slt i32 %1, 4
	br i1 %86, label %then17, label %join18

then17:
	%87 = sext i32 %1 to i64
	%88 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %87
	%89 = load double, double addrspace(3)* %88
	%90 = add i32 %1, 4
	%91 = sext i32 %90 to i64
	%92 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %91
	%93 = load double, double addrspace(3)* %92
	%94 = fadd double %89, %93
	%95 = sext i32 %1 to i64
	%96 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %95
	store double %94, double addrspace(3)* %96
	br label %join18

join18:
	call void @llvm.nvvm.barrier0()
	%97 = icmp slt i32 %1, 2
	br i1 %97, label %then19, label %join20

then19:
	%98 = sext i32 %1 to i64
	%99 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %98
	%100 = load double, double addrspace(3)* %99
	%101 = add i32 %1, 2
	%102 = sext i32 %101 to i64
	%103 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %102
	%104 = load double, double addrspace(3)* %103
	%105 = fadd double %100, %104
	%106 = sext i32 %1 to i64
	%107 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %106
	store double %105, double addrspace(3)* %107
	br label %join20

join20:
	call void @llvm.nvvm.barrier0()
	%108 = icmp slt i32 %1, 1
	br i1 %108, label %then21, label %join22

then21:
	%109 = sext i32 %1 to i64
	%110 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %109
	%111 = load double, double addrspace(3)* %110
	%112 = add i32 %1, 1
	%113 = sext i32 %112 to i64
	%114 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %113
	%115 = load double, double addrspace(3)* %114
	%116 = fadd double %111, %115
	%117 = sext i32 %1 to i64
	%118 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %117
	store double %116, double addrspace(3)* %118
	br label %join22

join22:
	call void @llvm.nvvm.barrier0()
	%119 = sext i32 0 to i64
	%120 = getelementptr [256 x double], [256 x double] addrspace(3)* @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06.smem30, i64 0, i64 %119
	%121 = load double, double addrspace(3)* %120
	call void @llvm.nvvm.barrier0()
	%122 = fdiv double %121, 64.0
	%123 = fptrunc double %122 to float
	%124 = fadd float %123, 0x3EB0C6F7A0000000
	%125 = fpext float %124 to double
	%126 = call double @llvm.sqrt.f64(double %125)
	%127 = fdiv double 1.0, %126
	%128 = fptrunc double %127 to float
	br label %loop23

loop23:
	%129 = phi i32 [ %1, %join22 ], [ %146, %body24 ]
	%130 = icmp slt i32 %129, 64
	br i1 %130, label %body24, label %done25

body24:
	%131 = add i32 %3, %129
	%132 = sext i32 %129 to i64
	%133 = getelementptr i16, i16 addrspace(1)* %w, i64 %132
	%134 = load i16, i16 addrspace(1)* %133
	%135 = zext i16 %134 to i32
	%136 = shl i32 %135, 16
	%137 = bitcast i32 %136 to float
	%138 = add i32 %3, %129
	%139 = sext i32 %138 to i64
	%140 = getelementptr float, float addrspace(1)* %res_out, i64 %139
	%141 = load float, float addrspace(1)* %140
	%142 = fmul float %141, %128
	%143 = fmul float %137, %142
	%144 = sext i32 %131 to i64
	%145 = getelementptr float, float addrspace(1)* %out, i64 %144
	store float %143, float addrspace(1)* %145
	%146 = add i32 %129, 256
	br label %loop23

done25:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()

declare double @llvm.sqrt.f64(double %0)
