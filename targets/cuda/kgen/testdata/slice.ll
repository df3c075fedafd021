target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @slice_bf16_w40_s32_l8(i16 addrspace(1)* %out, i16 addrspace(1)* %x, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %rows, 8
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sdiv i32 %4, 8
	%8 = srem i32 %4, 8
	%9 = mul i32 %7, 40
	%10 = add i32 %8, 32
	%11 = add i32 %9, %10
	%12 = sext i32 %11 to i64
	%13 = getelementptr i16, i16 addrspace(1)* %x, i64 %12
	%14 = load i16, i16 addrspace(1)* %13
	%15 = zext i16 %14 to i32
	%16 = shl i32 %15, 16
	%17 = bitcast i32 %16 to float
	%18 = bitcast float %17 to i32
	%19 = lshr i32 %18, 16
	%20 = and i32 %19, 1
	%21 = add i32 %18, u0x7FFF
	%22 = add i32 %21, %20
	%23 = lshr i32 %22, 16
	%24 = fcmp uno float %17, %17
	%25 = select i1 %24, i32 32704, i32 %23
	%26 = trunc i32 %25 to i16
	%27 = sext i32 %4 to i64
	%28 = getelementptr i16, i16 addrspace(1)* %out, i64 %27
	store i16 %26, i16 addrspace(1)* %28
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
