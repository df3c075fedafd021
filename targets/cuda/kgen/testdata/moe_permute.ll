target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_permute_f32_e16.smem11 = internal addrspace(3) global [17 x i32] undef, align 16

define ptx_kernel void @moe_permute_f32_e16(float addrspace(1)* %route, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, float addrspace(1)* %perm_weight, i32 addrspace(1)* %slot, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca i32
	%2 = alloca i32
	%3 = alloca i32
	br label %body

body:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	br label %loop1

loop1:
	%5 = phi i32 [ %4, %body ], [ %22, %done6 ]
	%6 = icmp slt i32 %5, 16
	br i1 %6, label %body2, label %done3

body2:
	store i32 0, i32* %0
	br label %loop4

done3:
	call void @llvm.nvvm.barrier0()
	%7 = icmp eq i32 %4, 0
	br i1 %7, label %then9, label %join10

loop4:
	%8 = phi i32 [ 0, %body2 ], [ %25, %join8 ]
	%9 = icmp slt i32 %8, %rows
	br i1 %9, label %body5, label %done6

body5:
	%10 = mul i32 %8, 16
	%11 = add i32 %10, %5
	%12 = sext i32 %11 to i64
	%13 = getelementptr float, float addrspace(1)* %route, i64 %12
	%14 = load float, float addrspace(1)* %13
	%15 = fcmp une float %14, 0.0
	br i1 %15, label %then7, label %join8

done6:
	%16 = load i32, i32* %0
	%17 = sext i32 %5 to i64
	%18 = getelementptr i32, i32 addrspace(1)* %counts, i64 %17
	store i32 %16, i32 addrspace(1)* %18
	%19 = load i32, i32* %0
	%20 = sext i32 %5 to i64
	%21 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %20
	store i32 %19, i32 addrspace(3)* %21
	%22 = add i32 %5, 256
	br label %loop1

then7:
	%23 = load i32, i32* %0
	%24 = add i32 %23, 1
	store i32 %24, i32* %0
	br label %join8

join8:
	%25 = add i32 %8, 1
	br label %loop4

then9:
	store i32 0, i32* %1
	br label %loop11

join10:
	call void @llvm.nvvm.barrier0()
	br label %loop16

loop11:
	%26 = phi i32 [ 0, %then9 ], [ %41, %join15 ]
	%27 = icmp slt i32 %26, 17
	br i1 %27, label %body12, label %done13

body12:
	store i32 0, i32* %2
	%28 = icmp slt i32 %26, 16
	br i1 %28, label %then14, label %join15

done13:
	br label %join10

then14:
	%29 = sext i32 %26 to i64
	%30 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %29
	%31 = load i32, i32 addrspace(3)* %30
	store i32 %31, i32* %2
	br label %join15

join15:
	%32 = load i32, i32* %1
	%33 = sext i32 %26 to i64
	%34 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %33
	store i32 %32, i32 addrspace(3)* %34
	%35 = load i32, i32* %1
	%36 = sext i32 %26 to i64
	%37 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %36
	store i32 %35, i32 addrspace(1)* %37
	%38 = load i32, i32* %1
	%39 = load i32, i32* %2
	%40 = add i32 %38, %39
	store i32 %40, i32* %1
	%41 = add i32 %26, 1
	br label %loop11

loop16:
	%42 = phi i32 [ %4, %join10 ], [ %55, %done21 ]
	%43 = icmp slt i32 %42, 16
	br i1 %43, label %body17, label %done18

body17:
	%44 = sext i32 %42 to i64
	%45 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %44
	%46 = load i32, i32 addrspace(3)* %45
	store i32 %46, i32* %3
	br label %loop19

done18:
	ret void

loop19:
	%47 = phi i32 [ 0, %body17 ], [ %67, %join23 ]
	%48 = icmp slt i32 %47, %rows
	br i1 %48, label %body20, label %done21

body20:
	%49 = mul i32 %47, 16
	%50 = add i32 %49, %42
	%51 = sext i32 %50 to i64
	%52 = getelementptr float, float addrspace(1)* %route, i64 %51
	%53 = load float, float addrspace(1)* %52
	%54 = fcmp une float %53, 0.0
	br i1 %54, label %then22, label %else24

done21:
	%55 = add i32 %42, 256
	br label %loop16

then22:
	%56 = load i32, i32* %3
	%57 = sext i32 %56 to i64
	%58 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %57
	store i32 %47, i32 addrspace(1)* %58
	%59 = load i32, i32* %3
	%60 = sext i32 %59 to i64
	%61 = getelementptr float, float addrspace(1)* %perm_weight, i64 %60
	store float %53, float addrspace(1)* %61
	%62 = load i32, i32* %3
	%63 = sext i32 %50 to i64
	%64 = getelementptr i32, i32 addrspace(1)* %slot, i64 %63
	store i32 %62, i32 addrspace(1)* %64
	%65 = load i32, i32* %3
	%66 = add i32 %65, 1
	store i32 %66, i32* %3
	br label %join23

join23:
	%67 = add i32 %47, 1
	br label %loop19

else24:
	%68 = sext i32 %50 to i64
	%69 = getelementptr i32, i32 addrspace(1)* %slot, i64 %68
	store i32 -1, i32 addrspace(1)* %69
	br label %join23
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()
