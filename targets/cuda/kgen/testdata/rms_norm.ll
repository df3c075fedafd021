target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rms_norm_f32_f32_bf16_w64_g64_eps1em06(float addrspace(1)* %out, float addrspace(1)* %x, i16 addrspace(1)* %w, i32 %rows) {
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
	%8 = sext i32 %3 to i64
	%9 = getelementptr i16, i16 addrspace(1)* %w, i64 %8
	%10 = load i16, i16 addrspace(1)* %9
	%11 = zext i16 %10 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = add i32 %0, 32
	%15 = add i32 %2, %14
	%16 = sext i32 %15 to i64
	%17 = getelementptr float, float addrspace(1)* %x, i64 %16
	%18 = load float, float addrspace(1)* %17
	%19 = sext i32 %14 to i64
	%20 = getelementptr i16, i16 addrspace(1)* %w, i64 %19
	%21 = load i16, i16 addrspace(1)* %20
	%22 = zext i16 %21 to i32
	%23 = shl i32 %22, 16
	%24 = bitcast i32 %23 to float
	%25 = fpext float %7 to double
	%26 = fmul double %25, %25
	%27 = fadd double 0.0, %26
	%28 = fpext float %18 to double
	%29 = fmul double %28, %28
	%30 = fadd double %27, %29
	%31 = bitcast double %30 to i64
	%32 = trunc i64 %31 to i32
	%33 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31)
	%34 = lshr i64 %31, 32
	%35 = trunc i64 %34 to i32
	%36 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 16, i32 31)
	%37 = sext i32 %36 to i64
	%38 = shl i64 %37, 32
	%39 = sext i32 %33 to i64
	%40 = and i64 %39, u0xFFFFFFFF
	%41 = or i64 %38, %40
	%42 = bitcast i64 %41 to double
	%43 = fadd double %30, %42
	%44 = bitcast double %43 to i64
	%45 = trunc i64 %44 to i32
	%46 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 8, i32 31)
	%47 = lshr i64 %44, 32
	%48 = trunc i64 %47 to i32
	%49 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 8, i32 31)
	%50 = sext i32 %49 to i64
	%51 = shl i64 %50, 32
	%52 = sext i32 %46 to i64
	%53 = and i64 %52, u0xFFFFFFFF
	%54 = or i64 %51, %53
	%55 = bitcast i64 %54 to double
	%56 = fadd double %43, %55
	%57 = bitcast double %56 to i64
	%58 = trunc i64 %57 to i32
	%59 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 4, i32 31)
	%60 = lshr i64 %57, 32
	%61 = trunc i64 %60 to i32
	%62 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 4, i32 31)
	%63 = sext i32 %62 to i64
	%64 = shl i64 %63, 32
	%65 = sext i32 %59 to i64
	%66 = and i64 %65, u0xFFFFFFFF
	%67 = or i64 %64, %66
	%68 = bitcast i64 %67 to double
	%69 = fadd double %56, %68
	%70 = bitcast double %69 to i64
	%71 = trunc i64 %70 to i32
	%72 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 2, i32 31)
	%73 = lshr i64 %70, 32
	%74 = trunc i64 %73 to i32
	%75 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 2, i32 31)
	%76 = sext i32 %75 to i64
	%77 = shl i64 %76, 32
	%78 = sext i32 %72 to i64
	%79 = and i64 %78, u0xFFFFFFFF
	%80 = or i64 %77, %79
	%81 = bitcast i64 %80 to double
	%82 = fadd double %69, %81
	%83 = bitcast double %82 to i64
	%84 = trunc i64 %83 to i32
	%85 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 1, i32 31)
	%86 = lshr i64 %83, 32
	%87 = trunc i64 %86 to i32
	%88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 1, i32 31)
	%89 = sext i32 %88 to i64
	%90 = shl i64 %89, 32
	%91 = sext i32 %85 to i64
	%92 = and i64 %91, u0xFFFFFFFF
	%93 = or i64 %90, %92
	%94 = bitcast i64 %93 to double
	%95 = fadd double %82, %94
	%96 = fdiv double %95, 64.0
	%97 = fptrunc double %96 to float
	%98 = fadd float %97, 0x3EB0C6F7A0000000
	%99 = fpext float %98 to double
	%100 = call double @llvm.sqrt.f64(double %99)
	%101 = fdiv double 1.0, %100
	%102 = fptrunc double %101 to float
	%103 = add i32 %2, %3
	%104 = fmul float %7, %102
	%105 = fmul float %13, %104
	%106 = sext i32 %103 to i64
	%107 = getelementptr float, float addrspace(1)* %out, i64 %106
	store float %105, float addrspace(1)* %107
	%108 = add i32 %2, %14
	%109 = fmul float %18, %102
	%110 = fmul float %24, %109
	%111 = sext i32 %108 to i64
	%112 = getelementptr float, float addrspace(1)* %out, i64 %111
	store float %110, float addrspace(1)* %112
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare double @llvm.sqrt.f64(double %0)
