target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_active_e8.smem14 = internal addrspace(3) global [32 x i32] undef, align 16

define ptx_kernel void @moe_active_e8(i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca i32
	%2 = alloca i32
	%3 = alloca i32
	%4 = alloca i32
	%5 = alloca i32
	br label %body

body:
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	store i32 0, i32* %0
	%7 = icmp slt i32 %6, 8
	br i1 %7, label %then1, label %join2

then1:
	%8 = sext i32 %6 to i64
	%9 = getelementptr i32, i32 addrspace(1)* %counts, i64 %8
	%10 = load i32, i32 addrspace(1)* %9
	%11 = icmp slt i32 0, %10
	br i1 %11, label %then3, label %join4

join2:
	%12 = load i32, i32* %0
	%13 = sext i32 %6 to i64
	%14 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %13
	store i32 %12, i32 addrspace(3)* %14
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %1
	%15 = icmp sle i32 1, %6
	br i1 %15, label %then5, label %join6

then3:
	store i32 1, i32* %0
	br label %join4

join4:
	br label %join2

then5:
	%16 = sub i32 %6, 1
	%17 = sext i32 %16 to i64
	%18 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %17
	%19 = load i32, i32 addrspace(3)* %18
	store i32 %19, i32* %1
	br label %join6

join6:
	call void @llvm.nvvm.barrier0()
	%20 = sext i32 %6 to i64
	%21 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %20
	%22 = load i32, i32 addrspace(3)* %21
	%23 = load i32, i32* %1
	%24 = add i32 %22, %23
	%25 = sext i32 %6 to i64
	%26 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %25
	store i32 %24, i32 addrspace(3)* %26
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %2
	%27 = icmp sle i32 2, %6
	br i1 %27, label %then7, label %join8

then7:
	%28 = sub i32 %6, 2
	%29 = sext i32 %28 to i64
	%30 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %29
	%31 = load i32, i32 addrspace(3)* %30
	store i32 %31, i32* %2
	br label %join8

join8:
	call void @llvm.nvvm.barrier0()
	%32 = sext i32 %6 to i64
	%33 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %32
	%34 = load i32, i32 addrspace(3)* %33
	%35 = load i32, i32* %2
	%36 = add i32 %34, %35
	%37 = sext i32 %6 to i64
	%38 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %37
	store i32 %36, i32 addrspace(3)* %38
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %3
	%39 = icmp sle i32 4, %6
	br i1 %39, label %then9, label %join10

then9:
	%40 = sub i32 %6, 4
	%41 = sext i32 %40 to i64
	%42 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %41
	%43 = load i32, i32 addrspace(3)* %42
	store i32 %43, i32* %3
	br label %join10

join10:
	call void @llvm.nvvm.barrier0()
	%44 = sext i32 %6 to i64
	%45 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %44
	%46 = load i32, i32 addrspace(3)* %45
	%47 = load i32, i32* %3
	%48 = add i32 %46, %47
	%49 = sext i32 %6 to i64
	%50 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %49
	store i32 %48, i32 addrspace(3)* %50
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %4
	%51 = icmp sle i32 8, %6
	br i1 %51, label %then11, label %join12

then11:
	%52 = sub i32 %6, 8
	%53 = sext i32 %52 to i64
	%54 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %53
	%55 = load i32, i32 addrspace(3)* %54
	store i32 %55, i32* %4
	br label %join12

join12:
	call void @llvm.nvvm.barrier0()
	%56 = sext i32 %6 to i64
	%57 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %56
	%58 = load i32, i32 addrspace(3)* %57
	%59 = load i32, i32* %4
	%60 = add i32 %58, %59
	%61 = sext i32 %6 to i64
	%62 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %61
	store i32 %60, i32 addrspace(3)* %62
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %5
	%63 = icmp sle i32 16, %6
	br i1 %63, label %then13, label %join14

then13:
	%64 = sub i32 %6, 16
	%65 = sext i32 %64 to i64
	%66 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %65
	%67 = load i32, i32 addrspace(3)* %66
	store i32 %67, i32* %5
	br label %join14

join14:
	call void @llvm.nvvm.barrier0()
	%68 = sext i32 %6 to i64
	%69 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %68
	%70 = load i32, i32 addrspace(3)* %69
	%71 = load i32, i32* %5
	%72 = add i32 %70, %71
	%73 = sext i32 %6 to i64
	%74 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %73
	store i32 %72, i32 addrspace(3)* %74
	call void @llvm.nvvm.barrier0()
	%75 = load i32, i32* %0
	%76 = icmp eq i32 %75, 1
	br i1 %76, label %then15, label %join16

then15:
	%77 = sext i32 %6 to i64
	%78 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %77
	%79 = load i32, i32 addrspace(3)* %78
	%80 = sext i32 %79 to i64
	%81 = getelementptr i32, i32 addrspace(1)* %active, i64 %80
	store i32 %6, i32 addrspace(1)* %81
	br label %join16

join16:
	%82 = icmp eq i32 %6, 31
	br i1 %82, label %then17, label %join18

then17:
	%83 = sext i32 %6 to i64
	%84 = getelementptr [32 x i32], [32 x i32] addrspace(3)* @moe_active_e8.smem14, i64 0, i64 %83
	%85 = load i32, i32 addrspace(3)* %84
	%86 = sext i32 0 to i64
	%87 = getelementptr i32, i32 addrspace(1)* %active, i64 %86
	store i32 %85, i32 addrspace(1)* %87
	br label %join18

join18:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()
