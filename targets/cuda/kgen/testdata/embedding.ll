target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @embedding_bf16_f32_v96_h64(float addrspace(1)* %out, i32 addrspace(1)* %ids, i16 addrspace(1)* %table, i32 %rows) {
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
	%7 = sdiv i32 %4, 64
	%8 = sext i32 %7 to i64
	%9 = getelementptr i32, i32 addrspace(1)* %ids, i64 %8
	%10 = load i32, i32 addrspace(1)* %9
	%11 = icmp sle i32 0, %10
	%12 = icmp slt i32 %10, 96
	%13 = and i1 %11, %12
	br i1 %13, label %then3, label %else5

join2:
	ret void

then3:
	%14 = mul i32 %10, 64
	%15 = srem i32 %4, 64
	%16 = add i32 %14, %15
	%17 = sext i32 %16 to i64
	%18 = getelementptr i16, i16 addrspace(1)* %table, i64 %17
	%19 = load i16, i16 addrspace(1)* %18
	%20 = zext i16 %19 to i32
	%21 = shl i32 %20, 16
	%22 = bitcast i32 %21 to float
	%23 = sext i32 %4 to i64
	%24 = getelementptr float, float addrspace(1)* %out, i64 %23
	store float %22, float addrspace(1)* %24
	br label %join4

join4:
	br label %join2

else5:
	%25 = sext i32 %4 to i64
	%26 = getelementptr float, float addrspace(1)* %out, i64 %25
	store float 0.0, float addrspace(1)* %26
	br label %join4
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
