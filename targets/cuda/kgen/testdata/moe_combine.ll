target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_combine_bf16_bf16_h64_e16.smem12 = internal addrspace(3) global [256 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem13 = internal addrspace(3) global [16 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem14 = internal addrspace(3) global [16 x float] undef, align 16

define ptx_kernel void @moe_combine_bf16_bf16_h64_e16(i16 addrspace(1)* %out, i16 addrspace(1)* %y, float addrspace(1)* %perm_weight, i32 addrspace(1)* %slot, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca i32
	%2 = alloca i32
	%3 = alloca i32
	%4 = alloca i32
	%5 = alloca i32
	%6 = alloca i32
	%7 = alloca i32
	%8 = alloca i32
	%9 = alloca i32
	%10 = alloca float
	br label %body

body:
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	store i32 0, i32* %0
	br label %loop1

loop1:
	%13 = phi i32 [ 0, %body ], [ %144, %join23 ]
	%14 = icmp slt i32 %13, 16
	br i1 %14, label %body2, label %done3

body2:
	%15 = add i32 %13, %11
	store i32 -1, i32* %1
	%16 = icmp slt i32 %15, 16
	br i1 %16, label %then4, label %join5

done3:
	br label %loop24

then4:
	%17 = mul i32 %12, 16
	%18 = add i32 %17, %15
	%19 = sext i32 %18 to i64
	%20 = getelementptr i32, i32 addrspace(1)* %slot, i64 %19
	%21 = load i32, i32 addrspace(1)* %20
	store i32 %21, i32* %1
	br label %join5

join5:
	%22 = load i32, i32* %1
	%23 = icmp sle i32 0, %22
	%24 = select i1 %23, i32 1, i32 0
	%25 = sext i32 %11 to i64
	%26 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %25
	store i32 %24, i32 addrspace(3)* %26
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %2
	%27 = icmp sle i32 1, %11
	br i1 %27, label %then6, label %join7

then6:
	%28 = sub i32 %11, 1
	%29 = sext i32 %28 to i64
	%30 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %29
	%31 = load i32, i32 addrspace(3)* %30
	store i32 %31, i32* %2
	br label %join7

join7:
	call void @llvm.nvvm.barrier0()
	%32 = sext i32 %11 to i64
	%33 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %32
	%34 = load i32, i32 addrspace(3)* %33
	%35 = load i32, i32* %2
	%36 = add i32 %34, %35
	%37 = sext i32 %11 to i64
	%38 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %37
	store i32 %36, i32 addrspace(3)* %38
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %3
	%39 = icmp sle i32 2, %11
	br i1 %39, label %then8, label %join9

then8:
	%40 = sub i32 %11, 2
	%41 = sext i32 %40 to i64
	%42 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %41
	%43 = load i32, i32 addrspace(3)* %42
	store i32 %43, i32* %3
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%44 = sext i32 %11 to i64
	%45 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %44
	%46 = load i32, i32 addrspace(3)* %45
	%47 = load i32, i32* %3
	%48 = add i32 %46, %47
	%49 = sext i32 %11 to i64
	%50 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %49
	store i32 %48, i32 addrspace(3)* %50
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %4
	%51 = icmp sle i32 4, %11
	br i1 %51, label %then10, label %join11

then10:
	%52 = sub i32 %11, 4
	%53 = sext i32 %52 to i64
	%54 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %53
	%55 = load i32, i32 addrspace(3)* %54
	store i32 %55, i32* %4
	br label %join11

join11:
	call void @llvm.nvvm.barrier0()
	%56 = sext i32 %11 to i64
	%57 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %56
	%58 = load i32, i32 addrspace(3)* %57
	%59 = load i32, i32* %4
	%60 = add i32 %58, %59
	%61 = sext i32 %11 to i64
	%62 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %61
	store i32 %60, i32 addrspace(3)* %62
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %5
	%63 = icmp sle i32 8, %11
	br i1 %63, label %then12, label %join13

then12:
	%64 = sub i32 %11, 8
	%65 = sext i32 %64 to i64
	%66 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %65
	%67 = load i32, i32 addrspace(3)* %66
	store i32 %67, i32* %5
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%68 = sext i32 %11 to i64
	%69 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %68
	%70 = load i32, i32 addrspace(3)* %69
	%71 = load i32, i32* %5
	%72 = add i32 %70, %71
	%73 = sext i32 %11 to i64
	%74 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %73
	store i32 %72, i32 addrspace(3)* %74
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %6
	%75 = icmp sle i32 16, %11
	br i1 %75, label %then14, label %join15

then14:
	%76 = sub i32 %11, 16
	%77 = sext i32 %76 to i64
	%78 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %77
	%79 = load i32, i32 addrspace(3)* %78
	store i32 %79, i32* %6
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%80 = sext i32 %11 to i64
	%81 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %80
	%82 = load i32, i32 addrspace(3)* %81
	%83 = load i32, i32* %6
	%84 = add i32 %82, %83
	%85 = sext i32 %11 to i64
	%86 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %85
	store i32 %84, i32 addrspace(3)* %86
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %7
	%87 = icmp sle i32 32, %11
	br i1 %87, label %then16, label %join17

then16:
	%88 = sub i32 %11, 32
	%89 = sext i32 %88 to i64
	%90 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %89
	%91 = load i32, i32 addrspace(3)* %90
	store i32 %91, i32* %7
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%92 = sext i32 %11 to i64
	%93 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %92
	%94 = load i32, i32 addrspace(3)* %93
	%95 = load i32, i32* %7
	%96 = add i32 %94, %95
	%97 = sext i32 %11 to i64
	%98 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %97
	store i32 %96, i32 addrspace(3)* %98
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %8
	%99 = icmp sle i32 64, %11
	br i1 %99, label %then18, label %join19

then18:
	%100 = sub i32 %11, 64
	%101 = sext i32 %100 to i64
	%102 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %101
	%103 = load i32, i32 addrspace(3)* %102
	store i32 %103, i32* %8
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%104 = sext i32 %11 to i64
	%105 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %104
	%106 = load i32, i32 addrspace(3)* %105
	%107 = load i32, i32* %8
	%108 = add i32 %106, %107
	%109 = sext i32 %11 to i64
	%110 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %109
	store i32 %108, i32 addrspace(3)* %110
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %9
	%111 = icmp sle i32 128, %11
	br i1 %111, label %then20, label %join21

then20:
	%112 = sub i32 %11, 128
	%113 = sext i32 %112 to i64
	%114 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %113
	%115 = load i32, i32 addrspace(3)* %114
	store i32 %115, i32* %9
	br label %join21

join21:
	call void @llvm.nvvm.barrier0()
	%116 = sext i32 %11 to i64
	%117 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %116
	%118 = load i32, i32 addrspace(3)* %117
	%119 = load i32, i32* %9
	%120 = add i32 %118, %119
	%121 = sext i32 %11 to i64
	%122 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %121
	store i32 %120, i32 addrspace(3)* %122
	call void @llvm.nvvm.barrier0()
	%123 = icmp eq i32 %24, 1
	br i1 %123, label %then22, label %join23

then22:
	%124 = load i32, i32* %0
	%125 = sext i32 %11 to i64
	%126 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %125
	%127 = load i32, i32 addrspace(3)* %126
	%128 = sub i32 %127, 1
	%129 = add i32 %124, %128
	%130 = load i32, i32* %1
	%131 = sext i32 %129 to i64
	%132 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem13, i64 0, i64 %131
	store i32 %130, i32 addrspace(3)* %132
	%133 = load i32, i32* %1
	%134 = sext i32 %133 to i64
	%135 = getelementptr float, float addrspace(1)* %perm_weight, i64 %134
	%136 = load float, float addrspace(1)* %135
	%137 = sext i32 %129 to i64
	%138 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem14, i64 0, i64 %137
	store float %136, float addrspace(3)* %138
	br label %join23

join23:
	%139 = load i32, i32* %0
	%140 = sext i32 255 to i64
	%141 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem12, i64 0, i64 %140
	%142 = load i32, i32 addrspace(3)* %141
	%143 = add i32 %139, %142
	store i32 %143, i32* %0
	call void @llvm.nvvm.barrier0()
	%144 = add i32 %13, 256
	br label %loop1

loop24:
	%145 = phi i32 [ %11, %done3 ], [ %182, %done29 ]
	%146 = icmp slt i32 %145, 64
	br i1 %146, label %body25, label %done26

body25:
	store float 0.0, float* %10
	%147 = load i32, i32* %0
	br label %loop27

done26:
	ret void

loop27:
	%148 = phi i32 [ 0, %body25 ], [ %167, %body28 ]
	%149 = icmp slt i32 %148, %147
	br i1 %149, label %body28, label %done29

body28:
	%150 = sext i32 %148 to i64
	%151 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem13, i64 0, i64 %150
	%152 = load i32, i32 addrspace(3)* %151
	%153 = load float, float* %10
	%154 = sext i32 %148 to i64
	%155 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem14, i64 0, i64 %154
	%156 = load float, float addrspace(3)* %155
	%157 = mul i32 %152, 64
	%158 = add i32 %157, %145
	%159 = sext i32 %158 to i64
	%160 = getelementptr i16, i16 addrspace(1)* %y, i64 %159
	%161 = load i16, i16 addrspace(1)* %160
	%162 = zext i16 %161 to i32
	%163 = shl i32 %162, 16
	%164 = bitcast i32 %163 to float
	%165 = fmul float %156, %164
	%166 = fadd float %153, %165
	store float %166, float* %10
	%167 = add i32 %148, 1
	br label %loop27

done29:
	%168 = mul i32 %12, 64
	%169 = add i32 %168, %145
	%170 = load float, float* %10
	%171 = bitcast float %170 to i32
	%172 = lshr i32 %171, 16
	%173 = and i32 %172, 1
	%174 = add i32 %171, u0x7FFF
	%175 = add i32 %174, %173
	%176 = lshr i32 %175, 16
	%177 = fcmp uno float %170, %170
	%178 = select i1 %177, i32 32704, i32 %176
	%179 = trunc i32 %178 to i16
	%180 = sext i32 %169 to i64
	%181 = getelementptr i16, i16 addrspace(1)* %out, i64 %180
	store i16 %179, i16 addrspace(1)* %181
	%182 = add i32 %145, 256
	br label %loop24
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
