target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_combine_bf16_bf16_h64_e16(i16 addrspace(1)* %out, i16 addrspace(1)* %y, float addrspace(1)* %perm_weight, i32 addrspace(1)* %slot, i32 %rows) {
entry:
	%0 = alloca float
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%3 = mul i32 %1, %2
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%5 = add i32 %3, %4
	%6 = mul i32 %rows, 64
	%7 = icmp slt i32 %5, %6
	br i1 %7, label %then1, label %join2

then1:
	%8 = sdiv i32 %5, 64
	%9 = srem i32 %5, 64
	store float 0.0, float* %0
	br label %loop3

join2:
	ret void

loop3:
	%10 = phi i32 [ 0, %then1 ], [ %44, %join7 ]
	%11 = icmp slt i32 %10, 16
	br i1 %11, label %body4, label %done5

body4:
	%12 = mul i32 %8, 16
	%13 = add i32 %12, %10
	%14 = sext i32 %13 to i64
	%15 = getelementptr i32, i32 addrspace(1)* %slot, i64 %14
	%16 = load i32, i32 addrspace(1)* %15
	%17 = icmp sle i32 0, %16
	br i1 %17, label %then6, label %join7

done5:
	%18 = load float, float* %0
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = and i32 %20, 1
	%22 = add i32 %19, u0x7FFF
	%23 = add i32 %22, %21
	%24 = lshr i32 %23, 16
	%25 = fcmp uno float %18, %18
	%26 = select i1 %25, i32 32704, i32 %24
	%27 = trunc i32 %26 to i16
	%28 = sext i32 %5 to i64
	%29 = getelementptr i16, i16 addrspace(1)* %out, i64 %28
	store i16 %27, i16 addrspace(1)* %29
	br label %join2

then6:
	%30 = load float, float* %0
	%31 = sext i32 %16 to i64
	%32 = getelementptr float, float addrspace(1)* %perm_weight, i64 %31
	%33 = load float, float addrspace(1)* %32
	%34 = mul i32 %16, 64
	%35 = add i32 %34, %9
	%36 = sext i32 %35 to i64
	%37 = getelementptr i16, i16 addrspace(1)* %y, i64 %36
	%38 = load i16, i16 addrspace(1)* %37
	%39 = zext i16 %38 to i32
	%40 = shl i32 %39, 16
	%41 = bitcast i32 %40 to float
	%42 = fmul float %33, %41
	%43 = fadd float %30, %42
	store float %43, float* %0
	br label %join7

join7:
	%44 = add i32 %10, 1
	br label %loop3
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
