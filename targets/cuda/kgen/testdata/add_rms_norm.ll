target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @add_rms_norm_f32_f32_bf16_w64_g64_eps1em06(float addrspace(1)* %out, float addrspace(1)* %res_out, float addrspace(1)* %x, float addrspace(1)* %res, i16 addrspace(1)* %w, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = mul i32 %1, 64
	%3 = add i32 %0, 0
	%4 = add i32 %2, %3
	%5 = sext i32 %4 to i64
	%6 = getelementptr float, float addrspace(1)* %x, i64 %5
	%7 = load float, float addrspace(1)* %6
	%8 = sext i32 %4 to i64
	%9 = getelementptr float, float addrspace(1)* %res, i64 %8
	%10 = load float, float addrspace(1)* %9
	%11 = fadd float %7, %10
	%12 = sext i32 %3 to i64
	%13 = getelementptr i16, i16 addrspace(1)* %w, i64 %12
	%14 = load i16, i16 addrspace(1)* %13
	%15 = zext i16 %14 to i32
	%16 = shl i32 %15, 16
	%17 = bitcast i32 %16 to float
	%18 = add i32 %0, 32
	%19 = add i32 %2, %18
	%20 = sext i32 %19 to i64
	%21 = getelementptr float, float addrspace(1)* %x, i64 %20
	%22 = load float, float addrspace(1)* %21
	%23 = sext i32 %19 to i64
	%24 = getelementptr float, float addrspace(1)* %res, i64 %23
	%25 = load float, float addrspace(1)* %24
	%26 = fadd float %22, %25
	%27 = sext i32 %18 to i64
	%28 = getelementptr i16, i16 addrspace(1)* %w, i64 %27
	%29 = load i16, i16 addrspace(1)* %28
	%30 = zext i16 %29 to i32
	%31 = shl i32 %30, 16
	%32 = bitcast i32 %31 to float
	%33 = add i32 %2, %3
	%34 = sext i32 %33 to i64
	%35 = getelementptr float, float addrspace(1)* %res_out, i64 %34
	store float %11, float addrspace(1)* %35
	%36 = add i32 %2, %18
	%37 = sext i32 %36 to i64
	%38 = getelementptr float, float addrspace(1)* %res_out, i64 %37
	store float %26, float addrspace(1)* %38
	%39 = fpext float %11 to double
	%40 = fmul double %39, %39
	%41 = fadd double 0.0, %40
	%42 = fpext float %26 to double
	%43 = fmul double %42, %42
	%44 = fadd double %41, %43
	%45 = bitcast double %44 to i64
	%46 = trunc i64 %45 to i32
	%47 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
	%48 = lshr i64 %45, 32
	%49 = trunc i64 %48 to i32
	%50 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 16, i32 31)
	%51 = sext i32 %50 to i64
	%52 = shl i64 %51, 32
	%53 = sext i32 %47 to i64
	%54 = and i64 %53, u0xFFFFFFFF
	%55 = or i64 %52, %54
	%56 = bitcast i64 %55 to double
	%57 = fadd double %44, %56
	%58 = bitcast double %57 to i64
	%59 = trunc i64 %58 to i32
	%60 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 8, i32 31)
	%61 = lshr i64 %58, 32
	%62 = trunc i64 %61 to i32
	%63 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 8, i32 31)
	%64 = sext i32 %63 to i64
	%65 = shl i64 %64, 32
	%66 = sext i32 %60 to i64
	%67 = and i64 %66, u0xFFFFFFFF
	%68 = or i64 %65, %67
	%69 = bitcast i64 %68 to double
	%70 = fadd double %57, %69
	%71 = bitcast double %70 to i64
	%72 = trunc i64 %71 to i32
	%73 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 4, i32 31)
	%74 = lshr i64 %71, 32
	%75 = trunc i64 %74 to i32
	%76 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 4, i32 31)
	%77 = sext i32 %76 to i64
	%78 = shl i64 %77, 32
	%79 = sext i32 %73 to i64
	%80 = and i64 %79, u0xFFFFFFFF
	%81 = or i64 %78, %80
	%82 = bitcast i64 %81 to double
	%83 = fadd double %70, %82
	%84 = bitcast double %83 to i64
	%85 = trunc i64 %84 to i32
	%86 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 2, i32 31)
	%87 = lshr i64 %84, 32
	%88 = trunc i64 %87 to i32
	%89 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 2, i32 31)
	%90 = sext i32 %89 to i64
	%91 = shl i64 %90, 32
	%92 = sext i32 %86 to i64
	%93 = and i64 %92, u0xFFFFFFFF
	%94 = or i64 %91, %93
	%95 = bitcast i64 %94 to double
	%96 = fadd double %83, %95
	%97 = bitcast double %96 to i64
	%98 = trunc i64 %97 to i32
	%99 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 1, i32 31)
	%100 = lshr i64 %97, 32
	%101 = trunc i64 %100 to i32
	%102 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 1, i32 31)
	%103 = sext i32 %102 to i64
	%104 = shl i64 %103, 32
	%105 = sext i32 %99 to i64
	%106 = and i64 %105, u0xFFFFFFFF
	%107 = or i64 %104, %106
	%108 = bitcast i64 %107 to double
	%109 = fadd double %96, %108
	%110 = fdiv double %109, 64.0
	%111 = fptrunc double %110 to float
	%112 = fadd float %111, 0x3EB0C6F7A0000000
	%113 = fpext float %112 to double
	%114 = call double @llvm.sqrt.f64(double %113)
	%115 = fdiv double 1.0, %114
	%116 = fptrunc double %115 to float
	%117 = add i32 %2, %3
	%118 = fmul float %11, %116
	%119 = fmul float %17, %118
	%120 = sext i32 %117 to i64
	%121 = getelementptr float, float addrspace(1)* %out, i64 %120
	store float %119, float addrspace(1)* %121
	%122 = add i32 %2, %18
	%123 = fmul float %26, %116
	%124 = fmul float %32, %123
	%125 = sext i32 %122 to i64
	%126 = getelementptr float, float addrspace(1)* %out, i64 %125
	store float %124, float addrspace(1)* %126
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare double @llvm.sqrt.f64(double %0)
