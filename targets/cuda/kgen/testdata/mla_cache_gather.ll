target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mla_cache_gather_bf16_r32_p8(i16 addrspace(1)* %c, i16 addrspace(1)* %kpe, i16 addrspace(1)* %pool, i32 addrspace(1)* %table, i32 %seq, i32 %max_blocks, i32 %block_size, i32 %n) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %n, 40
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sdiv i32 %4, 40
	%8 = srem i32 %4, 40
	%9 = mul i32 %seq, %max_blocks
	%10 = sdiv i32 %7, %block_size
	%11 = add i32 %9, %10
	%12 = sext i32 %11 to i64
	%13 = getelementptr i32, i32 addrspace(1)* %table, i64 %12
	%14 = load i32, i32 addrspace(1)* %13
	%15 = mul i32 %14, %block_size
	%16 = srem i32 %7, %block_size
	%17 = add i32 %15, %16
	%18 = mul i32 %17, 40
	%19 = add i32 %18, %8
	%20 = sext i32 %19 to i64
	%21 = getelementptr i16, i16 addrspace(1)* %pool, i64 %20
	%22 = load i16, i16 addrspace(1)* %21
	%23 = zext i16 %22 to i32
	%24 = shl i32 %23, 16
	%25 = bitcast i32 %24 to float
	%26 = icmp slt i32 %8, 32
	br i1 %26, label %then3, label %else5

join2:
	ret void

then3:
	%27 = mul i32 %7, 32
	%28 = add i32 %27, %8
	%29 = bitcast float %25 to i32
	%30 = lshr i32 %29, 16
	%31 = and i32 %30, 1
	%32 = add i32 %29, u0x7FFF
	%33 = add i32 %32, %31
	%34 = lshr i32 %33, 16
	%35 = fcmp uno float %25, %25
	%36 = select i1 %35, i32 32704, i32 %34
	%37 = trunc i32 %36 to i16
	%38 = sext i32 %28 to i64
	%39 = getelementptr i16, i16 addrspace(1)* %c, i64 %38
	store i16 %37, i16 addrspace(1)* %39
	br label %join4

join4:
	br label %join2

else5:
	%40 = mul i32 %7, 8
	%41 = sub i32 %8, 32
	%42 = add i32 %40, %41
	%43 = bitcast float %25 to i32
	%44 = lshr i32 %43, 16
	%45 = and i32 %44, 1
	%46 = add i32 %43, u0x7FFF
	%47 = add i32 %46, %45
	%48 = lshr i32 %47, 16
	%49 = fcmp uno float %25, %25
	%50 = select i1 %49, i32 32704, i32 %48
	%51 = trunc i32 %50 to i16
	%52 = sext i32 %42 to i64
	%53 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %52
	store i16 %51, i16 addrspace(1)* %53
	br label %join4
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
