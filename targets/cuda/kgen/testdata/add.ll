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
	%5 = mul i32 %rows, 64
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sext i32 %4 to i64
	%8 = getelementptr float, float addrspace(1)* %a, i64 %7
	%9 = load float, float addrspace(1)* %8
	%10 = sext i32 %4 to i64
	%11 = getelementptr float, float addrspace(1)* %b, i64 %10
	%12 = load float, float addrspace(1)* %11
	%13 = fadd float %9, %12
	%14 = sext i32 %4 to i64
	%15 = getelementptr float, float addrspace(1)* %out, i64 %14
	store float %13, float addrspace(1)* %15
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
