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
	%152 = sub i32 %151, 1
	br label %loop26

join25:
	ret void

loop26:
	%153 = phi i32 [ 0, %then24 ], [ %331, %body27 ]
	%154 = icmp slt i32 %153, %151
	br i1 %154, label %body27, label %done28

body27:
	%155 = add i32 %153, 0
	%156 = icmp slt i32 %155, %151
	%157 = select i1 %156, i32 %155, i32 %152
	%158 = sext i32 %157 to i64
	%159 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %158
	%160 = load i32, i32 addrspace(3)* %159
	%161 = mul i32 %160, 64
	%162 = add i32 %161, %17
	%163 = sext i32 %162 to i64
	%164 = getelementptr i16, i16 addrspace(1)* %y, i64 %163
	%165 = load i16, i16 addrspace(1)* %164
	%166 = zext i16 %165 to i32
	%167 = shl i32 %166, 16
	%168 = bitcast i32 %167 to float
	%169 = sext i32 %157 to i64
	%170 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %169
	%171 = load float, float addrspace(3)* %170
	%172 = add i32 %153, 1
	%173 = icmp slt i32 %172, %151
	%174 = select i1 %173, i32 %172, i32 %152
	%175 = sext i32 %174 to i64
	%176 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %175
	%177 = load i32, i32 addrspace(3)* %176
	%178 = mul i32 %177, 64
	%179 = add i32 %178, %17
	%180 = sext i32 %179 to i64
	%181 = getelementptr i16, i16 addrspace(1)* %y, i64 %180
	%182 = load i16, i16 addrspace(1)* %181
	%183 = zext i16 %182 to i32
	%184 = shl i32 %183, 16
	%185 = bitcast i32 %184 to float
	%186 = sext i32 %174 to i64
	%187 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %186
	%188 = load float, float addrspace(3)* %187
	%189 = add i32 %153, 2
	%190 = icmp slt i32 %189, %151
	%191 = select i1 %190, i32 %189, i32 %152
	%192 = sext i32 %191 to i64
	%193 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %192
	%194 = load i32, i32 addrspace(3)* %193
	%195 = mul i32 %194, 64
	%196 = add i32 %195, %17
	%197 = sext i32 %196 to i64
	%198 = getelementptr i16, i16 addrspace(1)* %y, i64 %197
	%199 = load i16, i16 addrspace(1)* %198
	%200 = zext i16 %199 to i32
	%201 = shl i32 %200, 16
	%202 = bitcast i32 %201 to float
	%203 = sext i32 %191 to i64
	%204 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %203
	%205 = load float, float addrspace(3)* %204
	%206 = add i32 %153, 3
	%207 = icmp slt i32 %206, %151
	%208 = select i1 %207, i32 %206, i32 %152
	%209 = sext i32 %208 to i64
	%210 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %209
	%211 = load i32, i32 addrspace(3)* %210
	%212 = mul i32 %211, 64
	%213 = add i32 %212, %17
	%214 = sext i32 %213 to i64
	%215 = getelementptr i16, i16 addrspace(1)* %y, i64 %214
	%216 = load i16, i16 addrspace(1)* %215
	%217 = zext i16 %216 to i32
	%218 = shl i32 %217, 16
	%219 = bitcast i32 %218 to float
	%220 = sext i32 %208 to i64
	%221 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %220
	%222 = load float, float addrspace(3)* %221
	%223 = add i32 %153, 4
	%224 = icmp slt i32 %223, %151
	%225 = select i1 %224, i32 %223, i32 %152
	%226 = sext i32 %225 to i64
	%227 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %226
	%228 = load i32, i32 addrspace(3)* %227
	%229 = mul i32 %228, 64
	%230 = add i32 %229, %17
	%231 = sext i32 %230 to i64
	%232 = getelementptr i16, i16 addrspace(1)* %y, i64 %231
	%233 = load i16, i16 addrspace(1)* %232
	%234 = zext i16 %233 to i32
	%235 = shl i32 %234, 16
	%236 = bitcast i32 %235 to float
	%237 = sext i32 %225 to i64
	%238 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %237
	%239 = load float, float addrspace(3)* %238
	%240 = add i32 %153, 5
	%241 = icmp slt i32 %240, %151
	%242 = select i1 %241, i32 %240, i32 %152
	%243 = sext i32 %242 to i64
	%244 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %243
	%245 = load i32, i32 addrspace(3)* %244
	%246 = mul i32 %245, 64
	%247 = add i32 %246, %17
	%248 = sext i32 %247 to i64
	%249 = getelementptr i16, i16 addrspace(1)* %y, i64 %248
	%250 = load i16, i16 addrspace(1)* %249
	%251 = zext i16 %250 to i32
	%252 = shl i32 %251, 16
	%253 = bitcast i32 %252 to float
	%254 = sext i32 %242 to i64
	%255 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %254
	%256 = load float, float addrspace(3)* %255
	%257 = add i32 %153, 6
	%258 = icmp slt i32 %257, %151
	%259 = select i1 %258, i32 %257, i32 %152
	%260 = sext i32 %259 to i64
	%261 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %260
	%262 = load i32, i32 addrspace(3)* %261
	%263 = mul i32 %262, 64
	%264 = add i32 %263, %17
	%265 = sext i32 %264 to i64
	%266 = getelementptr i16, i16 addrspace(1)* %y, i64 %265
	%267 = load i16, i16 addrspace(1)* %266
	%268 = zext i16 %267 to i32
	%269 = shl i32 %268, 16
	%270 = bitcast i32 %269 to float
	%271 = sext i32 %259 to i64
	%272 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %271
	%273 = load float, float addrspace(3)* %272
	%274 = add i32 %153, 7
	%275 = icmp slt i32 %274, %151
	%276 = select i1 %275, i32 %274, i32 %152
	%277 = sext i32 %276 to i64
	%278 = getelementptr [16 x i32], [16 x i32] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem20, i64 0, i64 %277
	%279 = load i32, i32 addrspace(3)* %278
	%280 = mul i32 %279, 64
	%281 = add i32 %280, %17
	%282 = sext i32 %281 to i64
	%283 = getelementptr i16, i16 addrspace(1)* %y, i64 %282
	%284 = load i16, i16 addrspace(1)* %283
	%285 = zext i16 %284 to i32
	%286 = shl i32 %285, 16
	%287 = bitcast i32 %286 to float
	%288 = sext i32 %276 to i64
	%289 = getelementptr [16 x float], [16 x float] addrspace(3)* @moe_combine_bf16_bf16_h64_e16.smem21, i64 0, i64 %288
	%290 = load float, float addrspace(3)* %289
	%291 = load float, float* %10
	%292 = fmul float %171, %168
	%293 = fadd float %291, %292
	%294 = load float, float* %10
	%295 = select i1 %156, float %293, float %294
	store float %295, float* %10
	%296 = load float, float* %10
	%297 = fmul float %188, %185
	%298 = fadd float %296, %297
	%299 = load float, float* %10
	%300 = select i1 %173, float %298, float %299
	store float %300, float* %10
	%301 = load float, float* %10
	%302 = fmul float %205, %202
	%303 = fadd float %301, %302
	%304 = load float, float* %10
	%305 = select i1 %190, float %303, float %304
	store float %305, float* %10
	%306 = load float, float* %10
	%307 = fmul float %222, %219
	%308 = fadd float %306, %307
	%309 = load float, float* %10
	%310 = select i1 %207, float %308, float %309
	store float %310, float* %10
	%311 = load float, float* %10
	%312 = fmul float %239, %236
	%313 = fadd float %311, %312
	%314 = load float, float* %10
	%315 = select i1 %224, float %313, float %314
	store float %315, float* %10
	%316 = load float, float* %10
	%317 = fmul float %256, %253
	%318 = fadd float %316, %317
	%319 = load float, float* %10
	%320 = select i1 %241, float %318, float %319
	store float %320, float* %10
	%321 = load float, float* %10
	%322 = fmul float %273, %270
	%323 = fadd float %321, %322
	%324 = load float, float* %10
	%325 = select i1 %258, float %323, float %324
	store float %325, float* %10
	%326 = load float, float* %10
	%327 = fmul float %290, %287
	%328 = fadd float %326, %327
	%329 = load float, float* %10
	%330 = select i1 %275, float %328, float %329
	store float %330, float* %10
	%331 = add i32 %153, 8
	br label %loop26

done28:
	%332 = mul i32 %13, 64
	%333 = add i32 %332, %17
	%334 = load float, float* %10
	%335 = bitcast float %334 to i32
	%336 = lshr i32 %335, 16
	%337 = and i32 %336, 1
	%338 = add i32 %335, u0x7FFF
	%339 = add i32 %338, %337
	%340 = lshr i32 %339, 16
	%341 = fcmp uno float %334, %334
	%342 = select i1 %341, i32 32704, i32 %340
	%343 = trunc i32 %342 to i16
	%344 = sext i32 %333 to i64
	%345 = getelementptr i16, i16 addrspace(1)* %out, i64 %344
	store i16 %343, i16 addrspace(1)* %345
	br label %join25
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare void @llvm.nvvm.barrier0()
