target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @add_f32_w64(float addrspace(1)* %out, float addrspace(1)* %a, float addrspace(1)* %b, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %rows, 16
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = mul i32 %4, 4
	%8 = add i32 %7, 0
	%9 = add i32 %7, 1
	%10 = add i32 %7, 2
	%11 = add i32 %7, 3
	%12 = sext i32 %8 to i64
	%13 = getelementptr float, float addrspace(1)* %a, i64 %12
	%14 = load float, float addrspace(1)* %13
	%15 = sext i32 %9 to i64
	%16 = getelementptr float, float addrspace(1)* %a, i64 %15
	%17 = load float, float addrspace(1)* %16
	%18 = sext i32 %10 to i64
	%19 = getelementptr float, float addrspace(1)* %a, i64 %18
	%20 = load float, float addrspace(1)* %19
	%21 = sext i32 %11 to i64
	%22 = getelementptr float, float addrspace(1)* %a, i64 %21
	%23 = load float, float addrspace(1)* %22
	%24 = sext i32 %8 to i64
	%25 = getelementptr float, float addrspace(1)* %b, i64 %24
	%26 = load float, float addrspace(1)* %25
	%27 = sext i32 %9 to i64
	%28 = getelementptr float, float addrspace(1)* %b, i64 %27
	%29 = load float, float addrspace(1)* %28
	%30 = sext i32 %10 to i64
	%31 = getelementptr float, float addrspace(1)* %b, i64 %30
	%32 = load float, float addrspace(1)* %31
	%33 = sext i32 %11 to i64
	%34 = getelementptr float, float addrspace(1)* %b, i64 %33
	%35 = load float, float addrspace(1)* %34
	%36 = fadd float %14, %26
	%37 = sext i32 %8 to i64
	%38 = getelementptr float, float addrspace(1)* %out, i64 %37
	store float %36, float addrspace(1)* %38
	%39 = fadd float %17, %29
	%40 = sext i32 %9 to i64
	%41 = getelementptr float, float addrspace(1)* %out, i64 %40
	store float %39, float addrspace(1)* %41
	%42 = fadd float %20, %32
	%43 = sext i32 %10 to i64
	%44 = getelementptr float, float addrspace(1)* %out, i64 %43
	store float %42, float addrspace(1)* %44
	%45 = fadd float %23, %35
	%46 = sext i32 %11 to i64
	%47 = getelementptr float, float addrspace(1)* %out, i64 %46
	store float %45, float addrspace(1)* %47
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
