target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mla_cache_write_bf16_r32_p8(i16 addrspace(1)* %pool, i16 addrspace(1)* %c, i16 addrspace(1)* %kpe, i32 addrspace(1)* %table, i32 addrspace(1)* %tok_seq, i32 addrspace(1)* %tok_pos, i32 %max_blocks, i32 %block_size, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%2 = mul i32 %0, %1
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%4 = add i32 %2, %3
	%5 = mul i32 %rows, 40
	%6 = icmp slt i32 %4, %5
	br i1 %6, label %then1, label %join2

then1:
	%7 = sdiv i32 %4, 40
	%8 = srem i32 %4, 40
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
	%24 = mul i32 %23, 40
	%25 = add i32 %24, %8
	%26 = icmp slt i32 %8, 32
	br i1 %26, label %then3, label %else5

join2:
	ret void

then3:
	%27 = mul i32 %7, 32
	%28 = add i32 %27, %8
	%29 = sext i32 %28 to i64
	%30 = getelementptr i16, i16 addrspace(1)* %c, i64 %29
	%31 = load i16, i16 addrspace(1)* %30
	%32 = zext i16 %31 to i32
	%33 = shl i32 %32, 16
	%34 = bitcast i32 %33 to float
	%35 = bitcast float %34 to i32
	%36 = lshr i32 %35, 16
	%37 = and i32 %36, 1
	%38 = add i32 %35, u0x7FFF
	%39 = add i32 %38, %37
	%40 = lshr i32 %39, 16
	%41 = fcmp uno float %34, %34
	%42 = select i1 %41, i32 32704, i32 %40
	%43 = trunc i32 %42 to i16
	%44 = sext i32 %25 to i64
	%45 = getelementptr i16, i16 addrspace(1)* %pool, i64 %44
	store i16 %43, i16 addrspace(1)* %45
	br label %join4

join4:
	br label %join2

else5:
	%46 = mul i32 %7, 8
	%47 = sub i32 %8, 32
	%48 = add i32 %46, %47
	%49 = sext i32 %48 to i64
	%50 = getelementptr i16, i16 addrspace(1)* %kpe, i64 %49
	%51 = load i16, i16 addrspace(1)* %50
	%52 = zext i16 %51 to i32
	%53 = shl i32 %52, 16
	%54 = bitcast i32 %53 to float
	%55 = bitcast float %54 to i32
	%56 = lshr i32 %55, 16
	%57 = and i32 %56, 1
	%58 = add i32 %55, u0x7FFF
	%59 = add i32 %58, %57
	%60 = lshr i32 %59, 16
	%61 = fcmp uno float %54, %54
	%62 = select i1 %61, i32 32704, i32 %60
	%63 = trunc i32 %62 to i16
	%64 = sext i32 %25 to i64
	%65 = getelementptr i16, i16 addrspace(1)* %pool, i64 %64
	store i16 %63, i16 addrspace(1)* %65
	br label %join4
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
