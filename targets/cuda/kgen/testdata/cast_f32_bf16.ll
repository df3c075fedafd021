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
	%20 = getelementptr float, float addrspace(1)* %in, i64 %19
	%21 = load float, float addrspace(1)* %20
	%22 = sext i32 %12 to i64
	%23 = getelementptr float, float addrspace(1)* %in, i64 %22
	%24 = load float, float addrspace(1)* %23
	%25 = sext i32 %15 to i64
	%26 = getelementptr float, float addrspace(1)* %in, i64 %25
	%27 = load float, float addrspace(1)* %26
	%28 = sext i32 %18 to i64
	%29 = getelementptr float, float addrspace(1)* %in, i64 %28
	%30 = load float, float addrspace(1)* %29
	br i1 %8, label %then3, label %join4

join2:
	ret void

then3:
	%31 = bitcast float %21 to i32
	%32 = lshr i32 %31, 16
	%33 = and i32 %32, 1
	%34 = add i32 %31, u0x7FFF
	%35 = add i32 %34, %33
	%36 = lshr i32 %35, 16
	%37 = fcmp uno float %21, %21
	%38 = select i1 %37, i32 32704, i32 %36
	%39 = trunc i32 %38 to i16
	%40 = sext i32 %9 to i64
	%41 = getelementptr i16, i16 addrspace(1)* %out, i64 %40
	store i16 %39, i16 addrspace(1)* %41
	br label %join4

join4:
	br i1 %11, label %then5, label %join6

then5:
	%42 = bitcast float %24 to i32
	%43 = lshr i32 %42, 16
	%44 = and i32 %43, 1
	%45 = add i32 %42, u0x7FFF
	%46 = add i32 %45, %44
	%47 = lshr i32 %46, 16
	%48 = fcmp uno float %24, %24
	%49 = select i1 %48, i32 32704, i32 %47
	%50 = trunc i32 %49 to i16
	%51 = sext i32 %12 to i64
	%52 = getelementptr i16, i16 addrspace(1)* %out, i64 %51
	store i16 %50, i16 addrspace(1)* %52
	br label %join6

join6:
	br i1 %14, label %then7, label %join8

then7:
	%53 = bitcast float %27 to i32
	%54 = lshr i32 %53, 16
	%55 = and i32 %54, 1
	%56 = add i32 %53, u0x7FFF
	%57 = add i32 %56, %55
	%58 = lshr i32 %57, 16
	%59 = fcmp uno float %27, %27
	%60 = select i1 %59, i32 32704, i32 %58
	%61 = trunc i32 %60 to i16
	%62 = sext i32 %15 to i64
	%63 = getelementptr i16, i16 addrspace(1)* %out, i64 %62
	store i16 %61, i16 addrspace(1)* %63
	br label %join8

join8:
	br i1 %17, label %then9, label %join10

then9:
	%64 = bitcast float %30 to i32
	%65 = lshr i32 %64, 16
	%66 = and i32 %65, 1
	%67 = add i32 %64, u0x7FFF
	%68 = add i32 %67, %66
	%69 = lshr i32 %68, 16
	%70 = fcmp uno float %30, %30
	%71 = select i1 %70, i32 32704, i32 %69
	%72 = trunc i32 %71 to i16
	%73 = sext i32 %18 to i64
	%74 = getelementptr i16, i16 addrspace(1)* %out, i64 %73
	store i16 %72, i16 addrspace(1)* %74
	br label %join10

join10:
	br label %join2
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
