target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_combine_bf16_bf16_h64_e16.smem20 = internal addrspace(3) global [256 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem21 = internal addrspace(3) global [16 x i32] undef, align 16
@moe_combine_bf16_bf16_h64_e16.smem22 = internal addrspace(3) global [16 x float] undef, align 16

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
	%11 = alloca float
	%12 = alloca float
	%13 = alloca float
	br label %body

body:
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%16 = sdiv i32 %15, 1
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%18 = srem i32 %17, 1
	%19 = mul i32 %18, 1024
	%20 = add i32 %19, %14
	store i32 0, i32* %0
	br label %loop1

loop1:
	%21 = phi i32 [ 0, %body ], [ %165, %join23 ]
	%22 = icmp slt i32 %21, 16
	br i1 %22, label %body2, label %done3

body2:
	%23 = add i32 %21, %14
	store i32 -1, i32* %1
	%24 = icmp slt i32 %23, 16
	br i1 %24, label %then4, label %join5

done3:
	store float 0.0, float* %10
	store float 0.0, float* %11
	store float 0.0, float* %12
	store float 0.0, float* %13
	%25 = add i32 %20, 0
	%26 = icmp slt i32 %25, 64
	%27 = select i1 %26, i32 %25, i32 0
	%28 = add i32 %20, 256
	%29 = icmp slt i32 %28, 64
	%30 = select i1 %29, i32 %28, i32 0
	%31 = add i32 %20, 512
	%32 = icmp slt i32 %31, 64
	%33 = select i1 %32, i32 %31, i32 0
	%34 = add i32 %20, 768
	%35 = icmp slt i32 %34, 64
	%36 = select i1 %35, i32 %34, i32 0
	%37 = load i32, i32* %0
	br label %loop24

then4:
	%38 = mul i32 %16, 16
	%39 = add i32 %38, %23
	%40 = sext i32 %39 to i64
	%41 = getelementptr i32, i32 addrspace(1)* %slot, i64 %40
	%42 = load i32, i32 addrspace(1)* %41
	store i32 %42, i32* %1
	br label %join5

join5:
	%43 = load i32, i32* %1
	%44 = icmp sle i32 0, %43
	%45 = select i1 %44, i32 1, i32 0
	%46 = sext i32 %14 to i64
	%47 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %46
	store i32 %45, i32 addrspace(3)* %47
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %2
	%48 = icmp sle i32 1, %14
	br i1 %48, label %then6, label %join7

then6:
	%49 = sub i32 %14, 1
	%50 = sext i32 %49 to i64
	%51 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %50
	%52 = load i32, i32 addrspace(3)* %51
	store i32 %52, i32* %2
	br label %join7

join7:
	call void @llvm.nvvm.barrier0()
	%53 = sext i32 %14 to i64
	%54 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %53
	%55 = load i32, i32 addrspace(3)* %54
	%56 = load i32, i32* %2
	%57 = add i32 %55, %56
	%58 = sext i32 %14 to i64
	%59 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %58
	store i32 %57, i32 addrspace(3)* %59
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %3
	%60 = icmp sle i32 2, %14
	br i1 %60, label %then8, label %join9

then8:
	%61 = sub i32 %14, 2
	%62 = sext i32 %61 to i64
	%63 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %62
	%64 = load i32, i32 addrspace(3)* %63
	store i32 %64, i32* %3
	br label %join9

join9:
	call void @llvm.nvvm.barrier0()
	%65 = sext i32 %14 to i64
	%66 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %65
	%67 = load i32, i32 addrspace(3)* %66
	%68 = load i32, i32* %3
	%69 = add i32 %67, %68
	%70 = sext i32 %14 to i64
	%71 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %70
	store i32 %69, i32 addrspace(3)* %71
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %4
	%72 = icmp sle i32 4, %14
	br i1 %72, label %then10, label %join11

then10:
	%73 = sub i32 %14, 4
	%74 = sext i32 %73 to i64
	%75 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %74
	%76 = load i32, i32 addrspace(3)* %75
	store i32 %76, i32* %4
	br label %join11

join11:
	call void @llvm.nvvm.barrier0()
	%77 = sext i32 %14 to i64
	%78 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %77
	%79 = load i32, i32 addrspace(3)* %78
	%80 = load i32, i32* %4
	%81 = add i32 %79, %80
	%82 = sext i32 %14 to i64
	%83 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %82
	store i32 %81, i32 addrspace(3)* %83
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %5
	%84 = icmp sle i32 8, %14
	br i1 %84, label %then12, label %join13

then12:
	%85 = sub i32 %14, 8
	%86 = sext i32 %85 to i64
	%87 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %86
	%88 = load i32, i32 addrspace(3)* %87
	store i32 %88, i32* %5
	br label %join13

join13:
	call void @llvm.nvvm.barrier0()
	%89 = sext i32 %14 to i64
	%90 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %89
	%91 = load i32, i32 addrspace(3)* %90
	%92 = load i32, i32* %5
	%93 = add i32 %91, %92
	%94 = sext i32 %14 to i64
	%95 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %94
	store i32 %93, i32 addrspace(3)* %95
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %6
	%96 = icmp sle i32 16, %14
	br i1 %96, label %then14, label %join15

then14:
	%97 = sub i32 %14, 16
	%98 = sext i32 %97 to i64
	%99 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %98
	%100 = load i32, i32 addrspace(3)* %99
	store i32 %100, i32* %6
	br label %join15

join15:
	call void @llvm.nvvm.barrier0()
	%101 = sext i32 %14 to i64
	%102 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %101
	%103 = load i32, i32 addrspace(3)* %102
	%104 = load i32, i32* %6
	%105 = add i32 %103, %104
	%106 = sext i32 %14 to i64
	%107 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %106
	store i32 %105, i32 addrspace(3)* %107
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %7
	%108 = icmp sle i32 32, %14
	br i1 %108, label %then16, label %join17

then16:
	%109 = sub i32 %14, 32
	%110 = sext i32 %109 to i64
	%111 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %110
	%112 = load i32, i32 addrspace(3)* %111
	store i32 %112, i32* %7
	br label %join17

join17:
	call void @llvm.nvvm.barrier0()
	%113 = sext i32 %14 to i64
	%114 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %113
	%115 = load i32, i32 addrspace(3)* %114
	%116 = load i32, i32* %7
	%117 = add i32 %115, %116
	%118 = sext i32 %14 to i64
	%119 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %118
	store i32 %117, i32 addrspace(3)* %119
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %8
	%120 = icmp sle i32 64, %14
	br i1 %120, label %then18, label %join19

then18:
	%121 = sub i32 %14, 64
	%122 = sext i32 %121 to i64
	%123 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %122
	%124 = load i32, i32 addrspace(3)* %123
	store i32 %124, i32* %8
	br label %join19

join19:
	call void @llvm.nvvm.barrier0()
	%125 = sext i32 %14 to i64
	%126 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %125
	%127 = load i32, i32 addrspace(3)* %126
	%128 = load i32, i32* %8
	%129 = add i32 %127, %128
	%130 = sext i32 %14 to i64
	%131 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %130
	store i32 %129, i32 addrspace(3)* %131
	call void @llvm.nvvm.barrier0()
	store i32 0, i32* %9
	%132 = icmp sle i32 128, %14
	br i1 %132, label %then20, label %join21

then20:
	%133 = sub i32 %14, 128
	%134 = sext i32 %133 to i64
	%135 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %134
	%136 = load i32, i32 addrspace(3)* %135
	store i32 %136, i32* %9
	br label %join21

join21:
	call void @llvm.nvvm.barrier0()
	%137 = sext i32 %14 to i64
	%138 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %137
	%139 = load i32, i32 addrspace(3)* %138
	%140 = load i32, i32* %9
	%141 = add i32 %139, %140
	%142 = sext i32 %14 to i64
	%143 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %142
	store i32 %141, i32 addrspace(3)* %143
	call void @llvm.nvvm.barrier0()
	%144 = icmp eq i32 %45, 1
	br i1 %144, label %then22, label %join23

then22:
	%145 = load i32, i32* %0
	%146 = sext i32 %14 to i64
	%147 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %146
	%148 = load i32, i32 addrspace(3)* %147
	%149 = sub i32 %148, 1
	%150 = add i32 %145, %149
	%151 = load i32, i32* %1
	%152 = sext i32 %150 to i64
	%153 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %152
	store i32 %151, i32 addrspace(3)* %153
	%154 = load i32, i32* %1
	%155 = sext i32 %154 to i64
	%156 = getelementptr float, float addrspace(1)* %perm_weight, i64 %155
	%157 = load float, float addrspace(1)* %156
	%158 = sext i32 %150 to i64
	%159 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem22, i64 0, i64 %158
	store float %157, float addrspace(3)* %159
	br label %join23

join23:
	%160 = load i32, i32* %0
	%161 = sext i32 255 to i64
	%162 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %161
	%163 = load i32, i32 addrspace(3)* %162
	%164 = add i32 %160, %163
	store i32 %164, i32* %0
	call void @llvm.nvvm.barrier0()
	%165 = add i32 %21, 256
	br label %loop1

loop24:
	%166 = phi i32 [ 0, %done3 ], [ %218, %body25 ]
	%167 = icmp slt i32 %166, %37
	br i1 %167, label %body25, label %done26

body25:
	%168 = sext i32 %166 to i64
	%169 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %168
	%170 = load i32, i32 addrspace(3)* %169
	%171 = sext i32 %166 to i64
	%172 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem22, i64 0, i64 %171
	%173 = load float, float addrspace(3)* %172
	%174 = mul i32 %170, 64
	%175 = add i32 %174, %27
	%176 = sext i32 %175 to i64
	%177 = getelementptr i16, i16 addrspace(1)* %y, i64 %176
	%178 = load i16, i16 addrspace(1)* %177
	%179 = zext i16 %178 to i32
	%180 = shl i32 %179, 16
	%181 = bitcast i32 %180 to float
	%182 = mul i32 %170, 64
	%183 = add i32 %182, %30
	%184 = sext i32 %183 to i64
	%185 = getelementptr i16, i16 addrspace(1)* %y, i64 %184
	%186 = load i16, i16 addrspace(1)* %185
	%187 = zext i16 %186 to i32
	%188 = shl i32 %187, 16
	%189 = bitcast i32 %188 to float
	%190 = mul i32 %170, 64
	%191 = add i32 %190, %33
	%192 = sext i32 %191 to i64
	%193 = getelementptr i16, i16 addrspace(1)* %y, i64 %192
	%194 = load i16, i16 addrspace(1)* %193
	%195 = zext i16 %194 to i32
	%196 = shl i32 %195, 16
	%197 = bitcast i32 %196 to float
	%198 = mul i32 %170, 64
	%199 = add i32 %198, %36
	%200 = sext i32 %199 to i64
	%201 = getelementptr i16, i16 addrspace(1)* %y, i64 %200
	%202 = load i16, i16 addrspace(1)* %201
	%203 = zext i16 %202 to i32
	%204 = shl i32 %203, 16
	%205 = bitcast i32 %204 to float
	%206 = load float, float* %10
	%207 = fmul float %173, %181
	%208 = fadd float %206, %207
	store float %208, float* %10
	%209 = load float, float* %11
	%210 = fmul float %173, %189
	%211 = fadd float %209, %210
	store float %211, float* %11
	%212 = load float, float* %12
	%213 = fmul float %173, %197
	%214 = fadd float %212, %213
	store float %214, float* %12
	%215 = load float, float* %13
	%216 = fmul float %173, %205
	%217 = fadd float %215, %216
	store float %217, float* %13
	%218 = add i32 %166, 1
	br label %loop24

done26:
	br i1 %26, label %then27, label %join28

then27:
	%219 = mul i32 %16, 64
	%220 = add i32 %219, %27
	%221 = load float, float* %10
	%222 = bitcast float %221 to i32
	%223 = lshr i32 %222, 16
	%224 = and i32 %223, 1
	%225 = add i32 %222, u0x7FFF
	%226 = add i32 %225, %224
	%227 = lshr i32 %226, 16
	%228 = fcmp uno float %221, %221
	%229 = select i1 %228, i32 32704, i32 %227
	%230 = trunc i32 %229 to i16
	%231 = sext i32 %220 to i64
	%232 = getelementptr i16, i16 addrspace(1)* %out, i64 %231
	store i16 %230, i16 addrspace(1)* %232
	br label %join28

join28:
	br i1 %29, label %then29, label %join30

then29:
	%233 = mul i32 %16, 64
	%234 = add i32 %233, %30
	%235 = load float, float* %11
	%236 = bitcast float %235 to i32
	%237 = lshr i32 %236, 16
	%238 = and i32 %237, 1
	%239 = add i32 %236, u0x7FFF
	%240 = add i32 %239, %238
	%241 = lshr i32 %240, 16
	%242 = fcmp uno float %235, %235
	%243 = select i1 %242, i32 32704, i32 %241
	%244 = trunc i32 %243 to i16
	%245 = sext i32 %234 to i64
	%246 = getelementptr i16, i16 addrspace(1)* %out, i64 %245
	store i16 %244, i16 addrspace(1)* %246
	br label %join30

join30:
	br i1 %32, label %then31, label %join32

then31:
	%247 = mul i32 %16, 64
	%248 = add i32 %247, %33
	%249 = load float, float* %12
	%250 = bitcast float %249 to i32
	%251 = lshr i32 %250, 16
	%252 = and i32 %251, 1
	%253 = add i32 %250, u0x7FFF
	%254 = add i32 %253, %252
	%255 = lshr i32 %254, 16
	%256 = fcmp uno float %249, %249
	%257 = select i1 %256, i32 32704, i32 %255
	%258 = trunc i32 %257 to i16
	%259 = sext i32 %248 to i64
	%260 = getelementptr i16, i16 addrspace(1)* %out, i64 %259
	store i16 %258, i16 addrspace(1)* %260
	br label %join32

join32:
	br i1 %35, label %then33, label %join34

then33:
	%261 = mul i32 %16, 64
	%262 = add i32 %261, %36
	%263 = load float, float* %13
	%264 = bitcast float %263 to i32
	%265 = lshr i32 %264, 16
	%266 = and i32 %265, 1
	%267 = add i32 %264, u0x7FFF
	%268 = add i32 %267, %266
	%269 = lshr i32 %268, 16
	%270 = fcmp uno float %263, %263
	%271 = select i1 %270, i32 32704, i32 %269
	%272 = trunc i32 %271 to i16
	%273 = sext i32 %262 to i64
	%274 = getelementptr i16, i16 addrspace(1)* %out, i64 %273
	store i16 %272, i16 addrspace(1)* %274
	br label %join34

join34:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
