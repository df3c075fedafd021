target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kv_cache_write_bf16_h2_d16(i16 addrspace(1)* %k_pool, i16 addrspace(1)* %v_pool, i16 addrspace(1)* %k, i16 addrspace(1)* %v, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %rows, 32
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sdiv i32 %4, 32
	%8 = srem i32 %4, 32
	%9 = sext i32 %7 to i64
	%10 = getelementptr i32, i32 addrspace(1)* %tok_seq, i64 %9
	%11 = load i32, i32 addrspace(1)* %10
	%12 = sext i32 %7 to i64
	%13 = getelementptr i32, i32 addrspace(1)* %tok_pos, i64 %12
	%14 = load i32, i32 addrspace(1)* %13
	%15 = mul i32 %11, %max_blocks
	%16 = sdiv i32 %14, %block_size
	%17 = add i32 %15, %16
	%18 = sext i32 %17 to i64
	%19 = getelementptr i32, i32 addrspace(1)* %table, i64 %18
	%20 = load i32, i32 addrspace(1)* %19
	%21 = mul i32 %20, %block_size
	%22 = srem i32 %14, %block_size
	%23 = add i32 %21, %22
	%24 = mul i32 %23, 32
	%25 = add i32 %24, %8
	%26 = sext i32 %4 to i64
	%27 = getelementptr i16, i16 addrspace(1)* %k, i64 %26
	%28 = load i16, i16 addrspace(1)* %27
	%29 = zext i16 %28 to i32
	%30 = shl i32 %29, 16
	%31 = bitcast i32 %30 to float
	%32 = bitcast float %31 to i32
	%33 = lshr i32 %32, 16
	%34 = and i32 %33, 1
	%35 = add i32 %32, u0x7FFF
	%36 = add i32 %35, %34
	%37 = lshr i32 %36, 16
	%38 = fcmp uno float %31, %31
	%39 = select i1 %38, i32 32704, i32 %37
	%40 = trunc i32 %39 to i16
	%41 = sext i32 %25 to i64
	%42 = getelementptr i16, i16 addrspace(1)* %k_pool, i64 %41
	store i16 %40, i16 addrspace(1)* %42
	%43 = sext i32 %4 to i64
	%44 = getelementptr i16, i16 addrspace(1)* %v, i64 %43
	%45 = load i16, i16 addrspace(1)* %44
	%46 = zext i16 %45 to i32
	%47 = shl i32 %46, 16
	%48 = bitcast i32 %47 to float
	%49 = bitcast float %48 to i32
	%50 = lshr i32 %49, 16
	%51 = and i32 %50, 1
	%52 = add i32 %49, u0x7FFF
	%53 = add i32 %52, %51
	%54 = lshr i32 %53, 16
	%55 = fcmp uno float %48, %48
	%56 = select i1 %55, i32 32704, i32 %54
	%57 = trunc i32 %56 to i16
	%58 = sext i32 %25 to i64
	%59 = getelementptr i16, i16 addrspace(1)* %v_pool, i64 %58
	store i16 %57, i16 addrspace(1)* %59
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
