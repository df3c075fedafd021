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
	%8 = mul i32 %slots, 64
	%9 = icmp slt i32 %7, %8
	br i1 %9, label %then1, label %join2

then1:
	%10 = sdiv i32 %7, 64
	%11 = icmp slt i32 %10, %2
	br i1 %11, label %then3, label %join4

join2:
	ret void

then3:
	%12 = sext i32 %10 to i64
	%13 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %12
	%14 = load i32, i32 addrspace(1)* %13
	%15 = mul i32 %14, 64
	%16 = srem i32 %7, 64
	%17 = add i32 %15, %16
	%18 = sext i32 %17 to i64
	%19 = getelementptr i16, i16 addrspace(1)* %x, i64 %18
	%20 = load i16, i16 addrspace(1)* %19
	%21 = zext i16 %20 to i32
	%22 = shl i32 %21, 16
	%23 = bitcast i32 %22 to float
	%24 = bitcast float %23 to i32
	%25 = lshr i32 %24, 16
	%26 = and i32 %25, 1
	%27 = add i32 %24, u0x7FFF
	%28 = add i32 %27, %26
	%29 = lshr i32 %28, 16
	%30 = fcmp uno float %23, %23
	%31 = select i1 %30, i32 32704, i32 %29
	%32 = trunc i32 %31 to i16
	%33 = sext i32 %7 to i64
	%34 = getelementptr i16, i16 addrspace(1)* %out, i64 %33
	store i16 %32, i16 addrspace(1)* %34
	br label %join4

join4:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
