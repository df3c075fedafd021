target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cast_f32_bf16(i16 addrspace(1)* %out, float addrspace(1)* %in, i32 %n) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %n, 1
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sext i32 %4 to i64
	%8 = getelementptr float, float addrspace(1)* %in, i64 %7
	%9 = load float, float addrspace(1)* %8
	%10 = bitcast float %9 to i32
	%11 = lshr i32 %10, 16
	%12 = and i32 %11, 1
	%13 = add i32 %10, u0x7FFF
	%14 = add i32 %13, %12
	%15 = lshr i32 %14, 16
	%16 = fcmp uno float %9, %9
	%17 = select i1 %16, i32 32704, i32 %15
	%18 = trunc i32 %17 to i16
	%19 = sext i32 %4 to i64
	%20 = getelementptr i16, i16 addrspace(1)* %out, i64 %19
	store i16 %18, i16 addrspace(1)* %20
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
