target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_permute_f32_e16.smem13 = internal addrspace(3) global [17 x i32] undef, align 16

define ptx_kernel void @moe_permute_f32_e16(i32 addrspace(1)* %part, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, float addrspace(1)* %perm_weight, i32 %rows, i32 %pad) {
entry:
	%0 = alloca i32
	%1 = alloca i32
	%2 = alloca i32
	%3 = alloca i32
	br label %body

body:
	%4 = icmp slt i32 %pad, 1
	%5 = select i1 %4, i32 1, i32 %pad
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = add i32 %rows, 63
	%8 = sdiv i32 %7, 64
	br label %loop1

loop1:
	%9 = phi i32 [ %6, %body ], [ %109, %done6 ]
	%10 = icmp slt i32 %9, 16
	br i1 %10, label %body2, label %done3

body2:
	store i32 0, i32* %0
	br label %loop4

done3:
	call void @llvm.nvvm.barrier0()
	%11 = icmp eq i32 %6, 0
	br i1 %11, label %then7, label %join8

loop4:
	%12 = phi i32 [ 0, %body2 ], [ %102, %body5 ]
	%13 = icmp slt i32 %12, %8
	br i1 %13, label %body5, label %done6

body5:
	%14 = add i32 %12, 0
	%15 = icmp slt i32 %14, %8
	%16 = select i1 %15, i32 %14, i32 0
	%17 = mul i32 %16, 16
	%18 = add i32 %17, %9
	%19 = sext i32 %18 to i64
	%20 = getelementptr i32, i32 addrspace(1)* %part, i64 %19
	%21 = load i32, i32 addrspace(1)* %20
	%22 = select i1 %15, i32 %21, i32 0
	%23 = add i32 %12, 1
	%24 = icmp slt i32 %23, %8
	%25 = select i1 %24, i32 %23, i32 0
	%26 = mul i32 %25, 16
	%27 = add i32 %26, %9
	%28 = sext i32 %27 to i64
	%29 = getelementptr i32, i32 addrspace(1)* %part, i64 %28
	%30 = load i32, i32 addrspace(1)* %29
	%31 = select i1 %24, i32 %30, i32 0
	%32 = add i32 %12, 2
	%33 = icmp slt i32 %32, %8
	%34 = select i1 %33, i32 %32, i32 0
	%35 = mul i32 %34, 16
	%36 = add i32 %35, %9
	%37 = sext i32 %36 to i64
	%38 = getelementptr i32, i32 addrspace(1)* %part, i64 %37
	%39 = load i32, i32 addrspace(1)* %38
	%40 = select i1 %33, i32 %39, i32 0
	%41 = add i32 %12, 3
	%42 = icmp slt i32 %41, %8
	%43 = select i1 %42, i32 %41, i32 0
	%44 = mul i32 %43, 16
	%45 = add i32 %44, %9
	%46 = sext i32 %45 to i64
	%47 = getelementptr i32, i32 addrspace(1)* %part, i64 %46
	%48 = load i32, i32 addrspace(1)* %47
	%49 = select i1 %42, i32 %48, i32 0
	%50 = add i32 %12, 4
	%51 = icmp slt i32 %50, %8
	%52 = select i1 %51, i32 %50, i32 0
	%53 = mul i32 %52, 16
	%54 = add i32 %53, %9
	%55 = sext i32 %54 to i64
	%56 = getelementptr i32, i32 addrspace(1)* %part, i64 %55
	%57 = load i32, i32 addrspace(1)* %56
	%58 = select i1 %51, i32 %57, i32 0
	%59 = add i32 %12, 5
	%60 = icmp slt i32 %59, %8
	%61 = select i1 %60, i32 %59, i32 0
	%62 = mul i32 %61, 16
	%63 = add i32 %62, %9
	%64 = sext i32 %63 to i64
	%65 = getelementptr i32, i32 addrspace(1)* %part, i64 %64
	%66 = load i32, i32 addrspace(1)* %65
	%67 = select i1 %60, i32 %66, i32 0
	%68 = add i32 %12, 6
	%69 = icmp slt i32 %68, %8
	%70 = select i1 %69, i32 %68, i32 0
	%71 = mul i32 %70, 16
	%72 = add i32 %71, %9
	%73 = sext i32 %72 to i64
	%74 = getelementptr i32, i32 addrspace(1)* %part, i64 %73
	%75 = load i32, i32 addrspace(1)* %74
	%76 = select i1 %69, i32 %75, i32 0
	%77 = add i32 %12, 7
	%78 = icmp slt i32 %77, %8
	%79 = select i1 %78, i32 %77, i32 0
	%80 = mul i32 %79, 16
	%81 = add i32 %80, %9
	%82 = sext i32 %81 to i64
	%83 = getelementptr i32, i32 addrspace(1)* %part, i64 %82
	%84 = load i32, i32 addrspace(1)* %83
	%85 = select i1 %78, i32 %84, i32 0
	%86 = load i32, i32* %0
	%87 = add i32 %86, %22
	store i32 %87, i32* %0
	%88 = load i32, i32* %0
	%89 = add i32 %88, %31
	store i32 %89, i32* %0
	%90 = load i32, i32* %0
	%91 = add i32 %90, %40
	store i32 %91, i32* %0
	%92 = load i32, i32* %0
	%93 = add i32 %92, %49
	store i32 %93, i32* %0
	%94 = load i32, i32* %0
	%95 = add i32 %94, %58
	store i32 %95, i32* %0
	%96 = load i32, i32* %0
	%97 = add i32 %96, %67
	store i32 %97, i32* %0
	%98 = load i32, i32* %0
	%99 = add i32 %98, %76
	store i32 %99, i32* %0
	%100 = load i32, i32* %0
	%101 = add i32 %100, %85
	store i32 %101, i32* %0
	%102 = add i32 %12, 8
	br label %loop4

done6:
	%103 = load i32, i32* %0
	%104 = sext i32 %9 to i64
	%105 = getelementptr i32, i32 addrspace(1)* %counts, i64 %104
	store i32 %103, i32 addrspace(1)* %105
	%106 = load i32, i32* %0
	%107 = sext i32 %9 to i64
	%108 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem13, i64 0, i64 %107
	store i32 %106, i32 addrspace(3)* %108
	%109 = add i32 %9, 256
	br label %loop1

then7:
	store i32 0, i32* %1
	br label %loop9

join8:
	call void @llvm.nvvm.barrier0()
	br label %loop14

loop9:
	%110 = phi i32 [ 0, %then7 ], [ %129, %join13 ]
	%111 = icmp slt i32 %110, 17
	br i1 %111, label %body10, label %done11

body10:
	store i32 0, i32* %2
	%112 = icmp slt i32 %110, 16
	br i1 %112, label %then12, label %join13

done11:
	br label %join8

then12:
	%113 = sext i32 %110 to i64
	%114 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem13, i64 0, i64 %113
	%115 = load i32, i32 addrspace(3)* %114
	store i32 %115, i32* %2
	br label %join13

join13:
	%116 = load i32, i32* %1
	%117 = sext i32 %110 to i64
	%118 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem13, i64 0, i64 %117
	store i32 %116, i32 addrspace(3)* %118
	%119 = load i32, i32* %1
	%120 = sext i32 %110 to i64
	%121 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %120
	store i32 %119, i32 addrspace(1)* %121
	%122 = load i32, i32* %2
	%123 = add i32 %122, %5
	%124 = sub i32 %123, 1
	%125 = sdiv i32 %124, %5
	%126 = mul i32 %125, %5
	%127 = load i32, i32* %1
	%128 = add i32 %127, %126
	store i32 %128, i32* %1
	%129 = add i32 %110, 1
	br label %loop9

loop14:
	%130 = phi i32 [ %6, %join8 ], [ %286, %done38 ]
	%131 = icmp slt i32 %130, 16
	br i1 %131, label %body15, label %done16

body15:
	%132 = sext i32 %130 to i64
	%133 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem13, i64 0, i64 %132
	%134 = load i32, i32 addrspace(3)* %133
	store i32 %134, i32* %3
	br label %loop17

done16:
	ret void

loop17:
	%135 = phi i32 [ 0, %body15 ], [ %278, %join35 ]
	%136 = icmp slt i32 %135, %8
	br i1 %136, label %body18, label %done19

body18:
	%137 = add i32 %135, 0
	%138 = icmp slt i32 %137, %8
	%139 = select i1 %138, i32 %137, i32 0
	%140 = mul i32 %139, 16
	%141 = add i32 %140, %130
	%142 = sext i32 %141 to i64
	%143 = getelementptr i32, i32 addrspace(1)* %part, i64 %142
	%144 = load i32, i32 addrspace(1)* %143
	%145 = select i1 %138, i32 %144, i32 0
	%146 = add i32 %135, 1
	%147 = icmp slt i32 %146, %8
	%148 = select i1 %147, i32 %146, i32 0
	%149 = mul i32 %148, 16
	%150 = add i32 %149, %130
	%151 = sext i32 %150 to i64
	%152 = getelementptr i32, i32 addrspace(1)* %part, i64 %151
	%153 = load i32, i32 addrspace(1)* %152
	%154 = select i1 %147, i32 %153, i32 0
	%155 = add i32 %135, 2
	%156 = icmp slt i32 %155, %8
	%157 = select i1 %156, i32 %155, i32 0
	%158 = mul i32 %157, 16
	%159 = add i32 %158, %130
	%160 = sext i32 %159 to i64
	%161 = getelementptr i32, i32 addrspace(1)* %part, i64 %160
	%162 = load i32, i32 addrspace(1)* %161
	%163 = select i1 %156, i32 %162, i32 0
	%164 = add i32 %135, 3
	%165 = icmp slt i32 %164, %8
	%166 = select i1 %165, i32 %164, i32 0
	%167 = mul i32 %166, 16
	%168 = add i32 %167, %130
	%169 = sext i32 %168 to i64
	%170 = getelementptr i32, i32 addrspace(1)* %part, i64 %169
	%171 = load i32, i32 addrspace(1)* %170
	%172 = select i1 %165, i32 %171, i32 0
	%173 = add i32 %135, 4
	%174 = icmp slt i32 %173, %8
	%175 = select i1 %174, i32 %173, i32 0
	%176 = mul i32 %175, 16
	%177 = add i32 %176, %130
	%178 = sext i32 %177 to i64
	%179 = getelementptr i32, i32 addrspace(1)* %part, i64 %178
	%180 = load i32, i32 addrspace(1)* %179
	%181 = select i1 %174, i32 %180, i32 0
	%182 = add i32 %135, 5
	%183 = icmp slt i32 %182, %8
	%184 = select i1 %183, i32 %182, i32 0
	%185 = mul i32 %184, 16
	%186 = add i32 %185, %130
	%187 = sext i32 %186 to i64
	%188 = getelementptr i32, i32 addrspace(1)* %part, i64 %187
	%189 = load i32, i32 addrspace(1)* %188
	%190 = select i1 %183, i32 %189, i32 0
	%191 = add i32 %135, 6
	%192 = icmp slt i32 %191, %8
	%193 = select i1 %192, i32 %191, i32 0
	%194 = mul i32 %193, 16
	%195 = add i32 %194, %130
	%196 = sext i32 %195 to i64
	%197 = getelementptr i32, i32 addrspace(1)* %part, i64 %196
	%198 = load i32, i32 addrspace(1)* %197
	%199 = select i1 %192, i32 %198, i32 0
	%200 = add i32 %135, 7
	%201 = icmp slt i32 %200, %8
	%202 = select i1 %201, i32 %200, i32 0
	%203 = mul i32 %202, 16
	%204 = add i32 %203, %130
	%205 = sext i32 %204 to i64
	%206 = getelementptr i32, i32 addrspace(1)* %part, i64 %205
	%207 = load i32, i32 addrspace(1)* %206
	%208 = select i1 %201, i32 %207, i32 0
	%209 = icmp slt i32 %137, %8
	br i1 %209, label %then20, label %join21

done19:
	%210 = load i32, i32* %3
	%211 = add i32 %130, 1
	%212 = sext i32 %211 to i64
	%213 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem13, i64 0, i64 %212
	%214 = load i32, i32 addrspace(3)* %213
	br label %loop36

then20:
	%215 = mul i32 %137, 16
	%216 = add i32 %215, %130
	%217 = load i32, i32* %3
	%218 = sext i32 %216 to i64
	%219 = getelementptr i32, i32 addrspace(1)* %part, i64 %218
	store i32 %217, i32 addrspace(1)* %219
	%220 = load i32, i32* %3
	%221 = add i32 %220, %145
	store i32 %221, i32* %3
	br label %join21

join21:
	%222 = icmp slt i32 %146, %8
	br i1 %222, label %then22, label %join23

then22:
	%223 = mul i32 %146, 16
	%224 = add i32 %223, %130
	%225 = load i32, i32* %3
	%226 = sext i32 %224 to i64
	%227 = getelementptr i32, i32 addrspace(1)* %part, i64 %226
	store i32 %225, i32 addrspace(1)* %227
	%228 = load i32, i32* %3
	%229 = add i32 %228, %154
	store i32 %229, i32* %3
	br label %join23

join23:
	%230 = icmp slt i32 %155, %8
	br i1 %230, label %then24, label %join25

then24:
	%231 = mul i32 %155, 16
	%232 = add i32 %231, %130
	%233 = load i32, i32* %3
	%234 = sext i32 %232 to i64
	%235 = getelementptr i32, i32 addrspace(1)* %part, i64 %234
	store i32 %233, i32 addrspace(1)* %235
	%236 = load i32, i32* %3
	%237 = add i32 %236, %163
	store i32 %237, i32* %3
	br label %join25

join25:
	%238 = icmp slt i32 %164, %8
	br i1 %238, label %then26, label %join27

then26:
	%239 = mul i32 %164, 16
	%240 = add i32 %239, %130
	%241 = load i32, i32* %3
	%242 = sext i32 %240 to i64
	%243 = getelementptr i32, i32 addrspace(1)* %part, i64 %242
	store i32 %241, i32 addrspace(1)* %243
	%244 = load i32, i32* %3
	%245 = add i32 %244, %172
	store i32 %245, i32* %3
	br label %join27

join27:
	%246 = icmp slt i32 %173, %8
	br i1 %246, label %then28, label %join29

then28:
	%247 = mul i32 %173, 16
	%248 = add i32 %247, %130
	%249 = load i32, i32* %3
	%250 = sext i32 %248 to i64
	%251 = getelementptr i32, i32 addrspace(1)* %part, i64 %250
	store i32 %249, i32 addrspace(1)* %251
	%252 = load i32, i32* %3
	%253 = add i32 %252, %181
	store i32 %253, i32* %3
	br label %join29

join29:
	%254 = icmp slt i32 %182, %8
	br i1 %254, label %then30, label %join31

then30:
	%255 = mul i32 %182, 16
	%256 = add i32 %255, %130
	%257 = load i32, i32* %3
	%258 = sext i32 %256 to i64
	%259 = getelementptr i32, i32 addrspace(1)* %part, i64 %258
	store i32 %257, i32 addrspace(1)* %259
	%260 = load i32, i32* %3
	%261 = add i32 %260, %190
	store i32 %261, i32* %3
	br label %join31

join31:
	%262 = icmp slt i32 %191, %8
	br i1 %262, label %then32, label %join33

then32:
	%263 = mul i32 %191, 16
	%264 = add i32 %263, %130
	%265 = load i32, i32* %3
	%266 = sext i32 %264 to i64
	%267 = getelementptr i32, i32 addrspace(1)* %part, i64 %266
	store i32 %265, i32 addrspace(1)* %267
	%268 = load i32, i32* %3
	%269 = add i32 %268, %199
	store i32 %269, i32* %3
	br label %join33

join33:
	%270 = icmp slt i32 %200, %8
	br i1 %270, label %then34, label %join35

then34:
	%271 = mul i32 %200, 16
	%272 = add i32 %271, %130
	%273 = load i32, i32* %3
	%274 = sext i32 %272 to i64
	%275 = getelementptr i32, i32 addrspace(1)* %part, i64 %274
	store i32 %273, i32 addrspace(1)* %275
	%276 = load i32, i32* %3
	%277 = add i32 %276, %208
	store i32 %277, i32* %3
	br label %join35

join35:
	%278 = add i32 %135, 8
	br label %loop17

loop36:
	%279 = phi i32 [ %210, %done19 ], [ %285, %body37 ]
	%280 = icmp slt i32 %279, %214
	br i1 %280, label %body37, label %done38

body37:
	%281 = sext i32 %279 to i64
	%282 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %281
	store i32 0, i32 addrspace(1)* %282
	%283 = sext i32 %279 to i64
	%284 = getelementptr float, float addrspace(1)* %perm_weight, i64 %283
	store float 0.0, float addrspace(1)* %284
	%285 = add i32 %279, 1
	br label %loop36

done38:
	%286 = add i32 %130, 256
	br label %loop14
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()
