target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_gather_bf16_h64_e16(i16 addrspace(1)* %out, i16 addrspace(1)* %x, i32 addrspace(1)* %perm_rows, i32 addrspace(1)* %offsets, i32 %slots) {
entry:
	br label %body

body:
	%0 = sext i32 16 to i64
	%1 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %0
	%2 = load i32, i32 addrspace(1)* %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%5 = mul i32 %3, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = add i32 %5, %6
	%8 = mul i32 %slots, 8
	%9 = icmp slt i32 %7, %8
	br i1 %9, label %then1, label %join2

then1:
	%10 = sdiv i32 %7, 8
	%11 = icmp slt i32 %10, %2
	br i1 %11, label %then3, label %join4

join2:
	ret void

then3:
	%12 = srem i32 %7, 8
	%13 = mul i32 %12, 8
	%14 = sext i32 %10 to i64
	%15 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %14
	%16 = load i32, i32 addrspace(1)* %15
	%17 = mul i32 %10, 64
	%18 = add i32 %17, %13
	%19 = mul i32 %16, 64
	%20 = add i32 %19, %13
	%21 = sext i32 %20 to i64
	%22 = getelementptr i16, i16 addrspace(1)* %x, i64 %21
	%23 = bitcast i16 addrspace(1)* %22 to <4 x i32> addrspace(1)*
	%24 = load <4 x i32>, <4 x i32> addrspace(1)* %23, align 16, !invariant.load !0
	%25 = sext i32 %18 to i64
	%26 = getelementptr i16, i16 addrspace(1)* %out, i64 %25
	%27 = bitcast i16 addrspace(1)* %26 to <4 x i32> addrspace(1)*
	store <4 x i32> %24, <4 x i32> addrspace(1)* %27, align 16
	br label %join4

join4:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{}
