target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @gather_rows_f32_w64(float addrspace(1)* %out, float addrspace(1)* %x, i32 addrspace(1)* %idx, i32 %n) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %n, 64
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sdiv i32 %4, 64
	%8 = srem i32 %4, 64
	%9 = sext i32 %7 to i64
	%10 = getelementptr i32, i32 addrspace(1)* %idx, i64 %9
	%11 = load i32, i32 addrspace(1)* %10
	%12 = mul i32 %11, 64
	%13 = add i32 %12, %8
	%14 = sext i32 %13 to i64
	%15 = getelementptr float, float addrspace(1)* %x, i64 %14
	%16 = load float, float addrspace(1)* %15
	%17 = sext i32 %4 to i64
	%18 = getelementptr float, float addrspace(1)* %out, i64 %17
	store float %16, float addrspace(1)* %18
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
