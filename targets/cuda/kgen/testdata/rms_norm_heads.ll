target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rms_norm_bf16_bf16_bf16_w128_g32_eps1em05(i16 addrspace(1)* %out, i16 addrspace(1)* %x, i16 addrspace(1)* %w, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = mul i32 %1, 32
	%3 = add i32 %0, 0
	%4 = add i32 %2, %3
	%5 = sext i32 %4 to i64
	%6 = getelementptr i16, i16 addrspace(1)* %x, i64 %5
	%7 = load i16, i16 addrspace(1)* %6
	%8 = zext i16 %7 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = sext i32 %3 to i64
	%12 = getelementptr i16, i16 addrspace(1)* %w, i64 %11
	%13 = load i16, i16 addrspace(1)* %12
	%14 = zext i16 %13 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = fpext float %10 to double
	%18 = fmul double %17, %17
	%19 = fadd double 0.0, %18
	%20 = bitcast double %19 to i64
	%21 = trunc i64 %20 to i32
	%22 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 16, i32 31)
	%23 = lshr i64 %20, 32
	%24 = trunc i64 %23 to i32
	%25 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 16, i32 31)
	%26 = sext i32 %25 to i64
	%27 = shl i64 %26, 32
	%28 = sext i32 %22 to i64
	%29 = and i64 %28, u0xFFFFFFFF
	%30 = or i64 %27, %29
	%31 = bitcast i64 %30 to double
	%32 = fadd double %19, %31
	%33 = bitcast double %32 to i64
	%34 = trunc i64 %33 to i32
	%35 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 8, i32 31)
	%36 = lshr i64 %33, 32
	%37 = trunc i64 %36 to i32
	%38 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 8, i32 31)
	%39 = sext i32 %38 to i64
	%40 = shl i64 %39, 32
	%41 = sext i32 %35 to i64
	%42 = and i64 %41, u0xFFFFFFFF
	%43 = or i64 %40, %42
	%44 = bitcast i64 %43 to double
	%45 = fadd double %32, %44
	%46 = bitcast double %45 to i64
	%47 = trunc i64 %46 to i32
	%48 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 4, i32 31)
	%49 = lshr i64 %46, 32
	%50 = trunc i64 %49 to i32
	%51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
	%52 = sext i32 %51 to i64
	%53 = shl i64 %52, 32
	%54 = sext i32 %48 to i64
	%55 = and i64 %54, u0xFFFFFFFF
	%56 = or i64 %53, %55
	%57 = bitcast i64 %56 to double
	%58 = fadd double %45, %57
	%59 = bitcast double %58 to i64
	%60 = trunc i64 %59 to i32
	%61 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 2, i32 31)
	%62 = lshr i64 %59, 32
	%63 = trunc i64 %62 to i32
	%64 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 2, i32 31)
	%65 = sext i32 %64 to i64
	%66 = shl i64 %65, 32
	%67 = sext i32 %61 to i64
	%68 = and i64 %67, u0xFFFFFFFF
	%69 = or i64 %66, %68
	%70 = bitcast i64 %69 to double
	%71 = fadd double %58, %70
	%72 = bitcast double %71 to i64
	%73 = trunc i64 %72 to i32
	%74 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 1, i32 31)
	%75 = lshr i64 %72, 32
	%76 = trunc i64 %75 to i32
	%77 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 1, i32 31)
	%78 = sext i32 %77 to i64
	%79 = shl i64 %78, 32
	%80 = sext i32 %74 to i64
	%81 = and i64 %80, u0xFFFFFFFF
	%82 = or i64 %79, %81
	%83 = bitcast i64 %82 to double
	%84 = fadd double %71, %83
	%85 = fdiv double %84, 32.0
	%86 = fptrunc double %85 to float
	%87 = fadd float %86, 0x3EE4F8B580000000
	%88 = fpext float %87 to double
	%89 = call double @llvm.sqrt.f64(double %88)
	%90 = fdiv double 1.0, %89
	%91 = fptrunc double %90 to float
	%92 = add i32 %2, %3
	%93 = fmul float %10, %91
	%94 = fmul float %16, %93
	%95 = bitcast float %94 to i32
	%96 = lshr i32 %95, 16
	%97 = and i32 %96, 1
	%98 = add i32 %95, u0x7FFF
	%99 = add i32 %98, %97
	%100 = lshr i32 %99, 16
	%101 = fcmp uno float %94, %94
	%102 = select i1 %101, i32 32704, i32 %100
	%103 = trunc i32 %102 to i16
	%104 = sext i32 %92 to i64
	%105 = getelementptr i16, i16 addrspace(1)* %out, i64 %104
	store i16 %103, i16 addrspace(1)* %105
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare double @llvm.sqrt.f64(double %0)
