target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @silu_mul_bf16_w80(i16 addrspace(1)* %out, i16 addrspace(1)* %g, i16 addrspace(1)* %u, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %rows, 20
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = mul i32 %4, 4
	%8 = add i32 %7, 0
	%9 = add i32 %7, 1
	%10 = add i32 %7, 2
	%11 = add i32 %7, 3
	%12 = sext i32 %8 to i64
	%13 = getelementptr i16, i16 addrspace(1)* %g, i64 %12
	%14 = load i16, i16 addrspace(1)* %13
	%15 = zext i16 %14 to i32
	%16 = shl i32 %15, 16
	%17 = bitcast i32 %16 to float
	%18 = sext i32 %9 to i64
	%19 = getelementptr i16, i16 addrspace(1)* %g, i64 %18
	%20 = load i16, i16 addrspace(1)* %19
	%21 = zext i16 %20 to i32
	%22 = shl i32 %21, 16
	%23 = bitcast i32 %22 to float
	%24 = sext i32 %10 to i64
	%25 = getelementptr i16, i16 addrspace(1)* %g, i64 %24
	%26 = load i16, i16 addrspace(1)* %25
	%27 = zext i16 %26 to i32
	%28 = shl i32 %27, 16
	%29 = bitcast i32 %28 to float
	%30 = sext i32 %11 to i64
	%31 = getelementptr i16, i16 addrspace(1)* %g, i64 %30
	%32 = load i16, i16 addrspace(1)* %31
	%33 = zext i16 %32 to i32
	%34 = shl i32 %33, 16
	%35 = bitcast i32 %34 to float
	%36 = sext i32 %8 to i64
	%37 = getelementptr i16, i16 addrspace(1)* %u, i64 %36
	%38 = load i16, i16 addrspace(1)* %37
	%39 = zext i16 %38 to i32
	%40 = shl i32 %39, 16
	%41 = bitcast i32 %40 to float
	%42 = sext i32 %9 to i64
	%43 = getelementptr i16, i16 addrspace(1)* %u, i64 %42
	%44 = load i16, i16 addrspace(1)* %43
	%45 = zext i16 %44 to i32
	%46 = shl i32 %45, 16
	%47 = bitcast i32 %46 to float
	%48 = sext i32 %10 to i64
	%49 = getelementptr i16, i16 addrspace(1)* %u, i64 %48
	%50 = load i16, i16 addrspace(1)* %49
	%51 = zext i16 %50 to i32
	%52 = shl i32 %51, 16
	%53 = bitcast i32 %52 to float
	%54 = sext i32 %11 to i64
	%55 = getelementptr i16, i16 addrspace(1)* %u, i64 %54
	%56 = load i16, i16 addrspace(1)* %55
	%57 = zext i16 %56 to i32
	%58 = shl i32 %57, 16
	%59 = bitcast i32 %58 to float
	%60 = fmul float %17, 0xBFF7154760000000
	%61 = call float @llvm.nvvm.ex2.approx.ftz.f(float %60)
	%62 = fadd float 1.0, %61
	%63 = fdiv float %17, %62
	%64 = fmul float %63, %41
	%65 = bitcast float %64 to i32
	%66 = lshr i32 %65, 16
	%67 = and i32 %66, 1
	%68 = add i32 %65, u0x7FFF
	%69 = add i32 %68, %67
	%70 = lshr i32 %69, 16
	%71 = fcmp uno float %64, %64
	%72 = select i1 %71, i32 32704, i32 %70
	%73 = trunc i32 %72 to i16
	%74 = sext i32 %8 to i64
	%75 = getelementptr i16, i16 addrspace(1)* %out, i64 %74
	store i16 %73, i16 addrspace(1)* %75
	%76 = fmul float %23, 0xBFF7154760000000
	%77 = call float @llvm.nvvm.ex2.approx.ftz.f(float %76)
	%78 = fadd float 1.0, %77
	%79 = fdiv float %23, %78
	%80 = fmul float %79, %47
	%81 = bitcast float %80 to i32
	%82 = lshr i32 %81, 16
	%83 = and i32 %82, 1
	%84 = add i32 %81, u0x7FFF
	%85 = add i32 %84, %83
	%86 = lshr i32 %85, 16
	%87 = fcmp uno float %80, %80
	%88 = select i1 %87, i32 32704, i32 %86
	%89 = trunc i32 %88 to i16
	%90 = sext i32 %9 to i64
	%91 = getelementptr i16, i16 addrspace(1)* %out, i64 %90
	store i16 %89, i16 addrspace(1)* %91
	%92 = fmul float %29, 0xBFF7154760000000
	%93 = call float @llvm.nvvm.ex2.approx.ftz.f(float %92)
	%94 = fadd float 1.0, %93
	%95 = fdiv float %29, %94
	%96 = fmul float %95, %53
	%97 = bitcast float %96 to i32
	%98 = lshr i32 %97, 16
	%99 = and i32 %98, 1
	%100 = add i32 %97, u0x7FFF
	%101 = add i32 %100, %99
	%102 = lshr i32 %101, 16
	%103 = fcmp uno float %96, %96
	%104 = select i1 %103, i32 32704, i32 %102
	%105 = trunc i32 %104 to i16
	%106 = sext i32 %10 to i64
	%107 = getelementptr i16, i16 addrspace(1)* %out, i64 %106
	store i16 %105, i16 addrspace(1)* %107
	%108 = fmul float %35, 0xBFF7154760000000
	%109 = call float @llvm.nvvm.ex2.approx.ftz.f(float %108)
	%110 = fadd float 1.0, %109
	%111 = fdiv float %35, %110
	%112 = fmul float %111, %59
	%113 = bitcast float %112 to i32
	%114 = lshr i32 %113, 16
	%115 = and i32 %114, 1
	%116 = add i32 %113, u0x7FFF
	%117 = add i32 %116, %115
	%118 = lshr i32 %117, 16
	%119 = fcmp uno float %112, %112
	%120 = select i1 %119, i32 32704, i32 %118
	%121 = trunc i32 %120 to i16
	%122 = sext i32 %11 to i64
	%123 = getelementptr i16, i16 addrspace(1)* %out, i64 %122
	store i16 %121, i16 addrspace(1)* %123
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare float @llvm.nvvm.ex2.approx.ftz.f(float %0)
