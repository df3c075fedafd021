target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_combine_bf16_bf16_h64_e16.smem19 = internal addrspace(3) global [256 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem20 = internal addrspace(3) global [16 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem21 = internal addrspace(3) global [16 x float] undef, align 16

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
	%13 = sdiv i32 %12, 1
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%15 = srem i32 %14, 1
	%16 = mul i32 %15, 256
	%17 = add i32 %16, %11
	store i32 0, i32* %0
	br label %loop1

loop1:
	%18 = phi i32 [ 0, %body ], [ %150, %join23 ]
	%19 = icmp slt i32 %18, 16
	br i1 %19, label %body2, label %done3

body2:
	%20 = add i32 %18, %11
	store i32 -1, i32* %1
	%21 = icmp slt i32 %20, 16
	br i1 %21, label %then4, label %join5

done3:
	%22 = icmp slt i32 %17, 64
	br i1 %22, label %then24, label %join25

then4:
	%23 = mul i32 %13, 16
	%24 = add i32 %23, %20
	%25 = sext i32 %24 to i64
	%26 = getelementptr i32, i32 addrspace(1)* %slot, i64 %25
	%27 = load i32, i32 addrspace(1)* %26
	store i32 %27, i32* %1
	br label %join5

join5:
	%28 = load i32, i32* %1
	%29 = icmp sle i32 0, %28
	%30 = select i1 %29, i32 1, i32 0
	%31 = sext i32 %11 to i64
	%32 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %31
	store i32 %30, i32 addrspace(3)* %32
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %2
	%33 = icmp sle i32 1, %11
	br i1 %33, label %then6, label %join7

then6:
	%34 = sub i32 %11, 1
	%35 = sext i32 %34 to i64
	%36 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %35
	%37 = load i32, i32 addrspace(3)* %36
	store i32 %37, i32* %2
	br label %join7

join7:
	call void @llvm.nvvm.barrier0()
	%38 = sext i32 %11 to i64
	%39 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %38
	%40 = load i32, i32 addrspace(3)* %39
	%41 = load i32, i32* %2
	%42 = add i32 %40, %41
	%43 = sext i32 %11 to i64
	%44 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %43
	store i32 %42, i32 addrspace(3)* %44
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %3
	%45 = icmp sle i32 2, %11
	br i1 %45, label %then8, label %join9

then8:
	%46 = sub i32 %11, 2
	%47 = sext i32 %46 to i64
	%48 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %47
	%49 = load i32, i32 addrspace(3)* %48
	store i32 %49, i32* %3
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%50 = sext i32 %11 to i64
	%51 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %50
	%52 = load i32, i32 addrspace(3)* %51
	%53 = load i32, i32* %3
	%54 = add i32 %52, %53
	%55 = sext i32 %11 to i64
	%56 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %55
	store i32 %54, i32 addrspace(3)* %56
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %4
	%57 = icmp sle i32 4, %11
	br i1 %57, label %then10, label %join11

then10:
	%58 = sub i32 %11, 4
	%59 = sext i32 %58 to i64
	%60 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %59
	%61 = load i32, i32 addrspace(3)* %60
	store i32 %61, i32* %4
	br label %join11

join11:
	call void @llvm.nvvm.barrier0()
	%62 = sext i32 %11 to i64
	%63 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %62
	%64 = load i32, i32 addrspace(3)* %63
	%65 = load i32, i32* %4
	%66 = add i32 %64, %65
	%67 = sext i32 %11 to i64
	%68 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %67
	store i32 %66, i32 addrspace(3)* %68
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %5
	%69 = icmp sle i32 8, %11
	br i1 %69, label %then12, label %join13

then12:
	%70 = sub i32 %11, 8
	%71 = sext i32 %70 to i64
	%72 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %71
	%73 = load i32, i32 addrspace(3)* %72
	store i32 %73, i32* %5
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%74 = sext i32 %11 to i64
	%75 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %74
	%76 = load i32, i32 addrspace(3)* %75
	%77 = load i32, i32* %5
	%78 = add i32 %76, %77
	%79 = sext i32 %11 to i64
	%80 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %79
	store i32 %78, i32 addrspace(3)* %80
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %6
	%81 = icmp sle i32 16, %11
	br i1 %81, label %then14, label %join15

then14:
	%82 = sub i32 %11, 16
	%83 = sext i32 %82 to i64
	%84 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %83
	%85 = load i32, i32 addrspace(3)* %84
	store i32 %85, i32* %6
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%86 = sext i32 %11 to i64
	%87 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %86
	%88 = load i32, i32 addrspace(3)* %87
	%89 = load i32, i32* %6
	%90 = add i32 %88, %89
	%91 = sext i32 %11 to i64
	%92 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %91
	store i32 %90, i32 addrspace(3)* %92
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %7
	%93 = icmp sle i32 32, %11
	br i1 %93, label %then16, label %join17

then16:
	%94 = sub i32 %11, 32
	%95 = sext i32 %94 to i64
	%96 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %95
	%97 = load i32, i32 addrspace(3)* %96
	store i32 %97, i32* %7
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%98 = sext i32 %11 to i64
	%99 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %98
	%100 = load i32, i32 addrspace(3)* %99
	%101 = load i32, i32* %7
	%102 = add i32 %100, %101
	%103 = sext i32 %11 to i64
	%104 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %103
	store i32 %102, i32 addrspace(3)* %104
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %8
	%105 = icmp sle i32 64, %11
	br i1 %105, label %then18, label %join19

then18:
	%106 = sub i32 %11, 64
	%107 = sext i32 %106 to i64
	%108 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %107
	%109 = load i32, i32 addrspace(3)* %108
	store i32 %109, i32* %8
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%110 = sext i32 %11 to i64
	%111 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %110
	%112 = load i32, i32 addrspace(3)* %111
	%113 = load i32, i32* %8
	%114 = add i32 %112, %113
	%115 = sext i32 %11 to i64
	%116 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %115
	store i32 %114, i32 addrspace(3)* %116
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %9
	%117 = icmp sle i32 128, %11
	br i1 %117, label %then20, label %join21

then20:
	%118 = sub i32 %11, 128
	%119 = sext i32 %118 to i64
	%120 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %119
	%121 = load i32, i32 addrspace(3)* %120
	store i32 %121, i32* %9
	br label %join21

join21:
	call void @llvm.nvvm.barrier0()
	%122 = sext i32 %11 to i64
	%123 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %122
	%124 = load i32, i32 addrspace(3)* %123
	%125 = load i32, i32* %9
	%126 = add i32 %124, %125
	%127 = sext i32 %11 to i64
	%128 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %127
	store i32 %126, i32 addrspace(3)* %128
	call void @llvm.nvvm.barrier0()
	%129 = icmp eq i32 %30, 1
	br i1 %129, label %then22, label %join23

then22:
	%130 = load i32, i32* %0
	%131 = sext i32 %11 to i64
	%132 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %131
	%133 = load i32, i32 addrspace(3)* %132
	%134 = sub i32 %133, 1
	%135 = add i32 %130, %134
	%136 = load i32, i32* %1
	%137 = sext i32 %135 to i64
	%138 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %137
	store i32 %136, i32 addrspace(3)* %138
	%139 = load i32, i32* %1
	%140 = sext i32 %139 to i64
	%141 = getelementptr float, float addrspace(1)* %perm_weight, i64 %140
	%142 = load float, float addrspace(1)* %141
	%143 = sext i32 %135 to i64
	%144 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %143
	store float %142, float addrspace(3)* %144
	br label %join23

join23:
	%145 = load i32, i32* %0
	%146 = sext i32 255 to i64
	%147 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem19, i64 0, i64 %146
	%148 = load i32, i32 addrspace(3)* %147
	%149 = add i32 %145, %148
	store i32 %149, i32* %0
	call void @llvm.nvvm.barrier0()
	%150 = add i32 %18, 256
	br label %loop1

then24:
	store float 0.0, float* %10
	%151 = load i32, i32* %0
	br label %loop26

join25:
	ret void

loop26:
	%152 = phi i32 [ 0, %then24 ], [ %171, %body27 ]
	%153 = icmp slt i32 %152, %151
	br i1 %153, label %body27, label %done28

body27:
	%154 = sext i32 %152 to i64
	%155 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %154
	%156 = load i32, i32 addrspace(3)* %155
	%157 = load float, float* %10
	%158 = sext i32 %152 to i64
	%159 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %158
	%160 = load float, float addrspace(3)* %159
	%161 = mul i32 %156, 64
	%162 = add i32 %161, %17
	%163 = sext i32 %162 to i64
	%164 = getelementptr i16, i16 addrspace(1)* %y, i64 %163
	%165 = load i16, i16 addrspace(1)* %164
	%166 = zext i16 %165 to i32
	%167 = shl i32 %166, 16
	%168 = bitcast i32 %167 to float
	%169 = fmul float %160, %168
	%170 = fadd float %157, %169
	store float %170, float* %10
	%171 = add i32 %152, 1
	br label %loop26

done28:
	%172 = mul i32 %13, 64
	%173 = add i32 %172, %17
	%174 = load float, float* %10
	%175 = bitcast float %174 to i32
	%176 = lshr i32 %175, 16
	%177 = and i32 %176, 1
	%178 = add i32 %175, u0x7FFF
	%179 = add i32 %178, %177
	%180 = lshr i32 %179, 16
	%181 = fcmp uno float %174, %174
	%182 = select i1 %181, i32 32704, i32 %180
	%183 = trunc i32 %182 to i16
	%184 = sext i32 %173 to i64
	%185 = getelementptr i16, i16 addrspace(1)* %out, i64 %184
	store i16 %183, i16 addrspace(1)* %185
	br label %join25
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
