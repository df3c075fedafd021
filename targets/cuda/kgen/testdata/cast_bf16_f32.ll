target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cast_bf16_f32(float addrspace(1)* %out, i16 addrspace(1)* %in, i32 %n) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %4, 4
	%6 = icmp slt i32 %5, %n
	br i1 %6, label %then1, label %join2

then1:
	%7 = add i32 %5, 0
	%8 = icmp slt i32 %7, %n
	%9 = select i1 %8, i32 %7, i32 0
	%10 = add i32 %5, 1
	%11 = icmp slt i32 %10, %n
	%12 = select i1 %11, i32 %10, i32 0
	%13 = add i32 %5, 2
	%14 = icmp slt i32 %13, %n
	%15 = select i1 %14, i32 %13, i32 0
	%16 = add i32 %5, 3
	%17 = icmp slt i32 %16, %n
	%18 = select i1 %17, i32 %16, i32 0
	%19 = sext i32 %9 to i64
	%20 = getelementptr i16, i16 addrspace(1)* %in, i64 %19
	%21 = load i16, i16 addrspace(1)* %20
	%22 = zext i16 %21 to i32
	%23 = shl i32 %22, 16
	%24 = bitcast i32 %23 to float
	%25 = sext i32 %12 to i64
	%26 = getelementptr i16, i16 addrspace(1)* %in, i64 %25
	%27 = load i16, i16 addrspace(1)* %26
	%28 = zext i16 %27 to i32
	%29 = shl i32 %28, 16
	%30 = bitcast i32 %29 to float
	%31 = sext i32 %15 to i64
	%32 = getelementptr i16, i16 addrspace(1)* %in, i64 %31
	%33 = load i16, i16 addrspace(1)* %32
	%34 = zext i16 %33 to i32
	%35 = shl i32 %34, 16
	%36 = bitcast i32 %35 to float
	%37 = sext i32 %18 to i64
	%38 = getelementptr i16, i16 addrspace(1)* %in, i64 %37
	%39 = load i16, i16 addrspace(1)* %38
	%40 = zext i16 %39 to i32
	%41 = shl i32 %40, 16
	%42 = bitcast i32 %41 to float
	br i1 %8, label %then3, label %join4

join2:
	ret void

then3:
	%43 = sext i32 %9 to i64
	%44 = getelementptr float, float addrspace(1)* %out, i64 %43
	store float %24, float addrspace(1)* %44
	br label %join4

join4:
	br i1 %11, label %then5, label %join6

then5:
	%45 = sext i32 %12 to i64
	%46 = getelementptr float, float addrspace(1)* %out, i64 %45
	store float %30, float addrspace(1)* %46
	br label %join6

join6:
	br i1 %14, label %then7, label %join8

then7:
	%47 = sext i32 %15 to i64
	%48 = getelementptr float, float addrspace(1)* %out, i64 %47
	store float %36, float addrspace(1)* %48
	br label %join8

join8:
	br i1 %17, label %then9, label %join10

then9:
	%49 = sext i32 %18 to i64
	%50 = getelementptr float, float addrspace(1)* %out, i64 %49
	store float %42, float addrspace(1)* %50
	br label %join10

join10:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
