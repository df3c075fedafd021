target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_count_f32_e16(float addrspace(1)* %route, i32 addrspace(1)* %part, i32 %rows) {
entry:
	%0 = alloca i32
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	br label %loop1

loop1:
	%2 = phi i32 [ %1, %body ], [ %89, %done6 ]
	%3 = icmp slt i32 %2, 16
	br i1 %3, label %body2, label %done3

body2:
	store i32 0, i32* %0
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = mul i32 %4, 64
	%6 = sub i32 %rows, 1
	br label %loop4

done3:
	ret void

loop4:
	%7 = phi i32 [ 0, %body2 ], [ %120, %join22 ]
	%8 = icmp slt i32 %7, 64
	br i1 %8, label %body5, label %done6

body5:
	%9 = add i32 %5, %7
	%10 = add i32 %9, 0
	%11 = icmp slt i32 %10, %rows
	%12 = select i1 %11, i32 %10, i32 %6
	%13 = mul i32 %12, 16
	%14 = add i32 %13, %2
	%15 = sext i32 %14 to i64
	%16 = getelementptr float, float addrspace(1)* %route, i64 %15
	%17 = load float, float addrspace(1)* %16
	%18 = add i32 %5, %7
	%19 = add i32 %18, 1
	%20 = icmp slt i32 %19, %rows
	%21 = select i1 %20, i32 %19, i32 %6
	%22 = mul i32 %21, 16
	%23 = add i32 %22, %2
	%24 = sext i32 %23 to i64
	%25 = getelementptr float, float addrspace(1)* %route, i64 %24
	%26 = load float, float addrspace(1)* %25
	%27 = add i32 %5, %7
	%28 = add i32 %27, 2
	%29 = icmp slt i32 %28, %rows
	%30 = select i1 %29, i32 %28, i32 %6
	%31 = mul i32 %30, 16
	%32 = add i32 %31, %2
	%33 = sext i32 %32 to i64
	%34 = getelementptr float, float addrspace(1)* %route, i64 %33
	%35 = load float, float addrspace(1)* %34
	%36 = add i32 %5, %7
	%37 = add i32 %36, 3
	%38 = icmp slt i32 %37, %rows
	%39 = select i1 %38, i32 %37, i32 %6
	%40 = mul i32 %39, 16
	%41 = add i32 %40, %2
	%42 = sext i32 %41 to i64
	%43 = getelementptr float, float addrspace(1)* %route, i64 %42
	%44 = load float, float addrspace(1)* %43
	%45 = add i32 %5, %7
	%46 = add i32 %45, 4
	%47 = icmp slt i32 %46, %rows
	%48 = select i1 %47, i32 %46, i32 %6
	%49 = mul i32 %48, 16
	%50 = add i32 %49, %2
	%51 = sext i32 %50 to i64
	%52 = getelementptr float, float addrspace(1)* %route, i64 %51
	%53 = load float, float addrspace(1)* %52
	%54 = add i32 %5, %7
	%55 = add i32 %54, 5
	%56 = icmp slt i32 %55, %rows
	%57 = select i1 %56, i32 %55, i32 %6
	%58 = mul i32 %57, 16
	%59 = add i32 %58, %2
	%60 = sext i32 %59 to i64
	%61 = getelementptr float, float addrspace(1)* %route, i64 %60
	%62 = load float, float addrspace(1)* %61
	%63 = add i32 %5, %7
	%64 = add i32 %63, 6
	%65 = icmp slt i32 %64, %rows
	%66 = select i1 %65, i32 %64, i32 %6
	%67 = mul i32 %66, 16
	%68 = add i32 %67, %2
	%69 = sext i32 %68 to i64
	%70 = getelementptr float, float addrspace(1)* %route, i64 %69
	%71 = load float, float addrspace(1)* %70
	%72 = add i32 %5, %7
	%73 = add i32 %72, 7
	%74 = icmp slt i32 %73, %rows
	%75 = select i1 %74, i32 %73, i32 %6
	%76 = mul i32 %75, 16
	%77 = add i32 %76, %2
	%78 = sext i32 %77 to i64
	%79 = getelementptr float, float addrspace(1)* %route, i64 %78
	%80 = load float, float addrspace(1)* %79
	%81 = fcmp une float %17, 0.0
	%82 = and i1 %11, %81
	br i1 %82, label %then7, label %join8

done6:
	%83 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%84 = mul i32 %83, 16
	%85 = add i32 %84, %2
	%86 = load i32, i32* %0
	%87 = sext i32 %85 to i64
	%88 = getelementptr i32, i32 addrspace(1)* %part, i64 %87
	store i32 %86, i32 addrspace(1)* %88
	%89 = add i32 %2, 256
	br label %loop1

then7:
	%90 = load i32, i32* %0
	%91 = add i32 %90, 1
	store i32 %91, i32* %0
	br label %join8

join8:
	%92 = fcmp une float %26, 0.0
	%93 = and i1 %20, %92
	br i1 %93, label %then9, label %join10

then9:
	%94 = load i32, i32* %0
	%95 = add i32 %94, 1
	store i32 %95, i32* %0
	br label %join10

join10:
	%96 = fcmp une float %35, 0.0
	%97 = and i1 %29, %96
	br i1 %97, label %then11, label %join12

then11:
	%98 = load i32, i32* %0
	%99 = add i32 %98, 1
	store i32 %99, i32* %0
	br label %join12

join12:
	%100 = fcmp une float %44, 0.0
	%101 = and i1 %38, %100
	br i1 %101, label %then13, label %join14

then13:
	%102 = load i32, i32* %0
	%103 = add i32 %102, 1
	store i32 %103, i32* %0
	br label %join14

join14:
	%104 = fcmp une float %53, 0.0
	%105 = and i1 %47, %104
	br i1 %105, label %then15, label %join16

then15:
	%106 = load i32, i32* %0
	%107 = add i32 %106, 1
	store i32 %107, i32* %0
	br label %join16

join16:
	%108 = fcmp une float %62, 0.0
	%109 = and i1 %56, %108
	br i1 %109, label %then17, label %join18

then17:
	%110 = load i32, i32* %0
	%111 = add i32 %110, 1
	store i32 %111, i32* %0
	br label %join18

join18:
	%112 = fcmp une float %71, 0.0
	%113 = and i1 %65, %112
	br i1 %113, label %then19, label %join20

then19:
	%114 = load i32, i32* %0
	%115 = add i32 %114, 1
	store i32 %115, i32* %0
	br label %join20

join20:
	%116 = fcmp une float %80, 0.0
	%117 = and i1 %74, %116
	br i1 %117, label %then21, label %join22

then21:
	%118 = load i32, i32* %0
	%119 = add i32 %118, 1
	store i32 %119, i32* %0
	br label %join22

join22:
	%120 = add i32 %7, 8
	br label %loop4
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
