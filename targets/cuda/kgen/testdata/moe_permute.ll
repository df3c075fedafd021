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
	%5 = sub i32 %rows, 1
	br label %loop1

loop1:
	%6 = phi i32 [ %4, %body ], [ %83, %done6 ]
	%7 = icmp slt i32 %6, 16
	br i1 %7, label %body2, label %done3

body2:
	store i32 0, i32* %0
	br label %loop4

done3:
	call void @llvm.nvvm.barrier0()
	%8 = icmp eq i32 %4, 0
	br i1 %8, label %then23, label %join24

loop4:
	%9 = phi i32 [ 0, %body2 ], [ %114, %join22 ]
	%10 = icmp slt i32 %9, %rows
	br i1 %10, label %body5, label %done6

body5:
	%11 = add i32 %9, 0
	%12 = icmp slt i32 %11, %rows
	%13 = select i1 %12, i32 %11, i32 %5
	%14 = mul i32 %13, 16
	%15 = add i32 %14, %6
	%16 = sext i32 %15 to i64
	%17 = getelementptr float, float addrspace(1)* %route, i64 %16
	%18 = load float, float addrspace(1)* %17
	%19 = add i32 %9, 1
	%20 = icmp slt i32 %19, %rows
	%21 = select i1 %20, i32 %19, i32 %5
	%22 = mul i32 %21, 16
	%23 = add i32 %22, %6
	%24 = sext i32 %23 to i64
	%25 = getelementptr float, float addrspace(1)* %route, i64 %24
	%26 = load float, float addrspace(1)* %25
	%27 = add i32 %9, 2
	%28 = icmp slt i32 %27, %rows
	%29 = select i1 %28, i32 %27, i32 %5
	%30 = mul i32 %29, 16
	%31 = add i32 %30, %6
	%32 = sext i32 %31 to i64
	%33 = getelementptr float, float addrspace(1)* %route, i64 %32
	%34 = load float, float addrspace(1)* %33
	%35 = add i32 %9, 3
	%36 = icmp slt i32 %35, %rows
	%37 = select i1 %36, i32 %35, i32 %5
	%38 = mul i32 %37, 16
	%39 = add i32 %38, %6
	%40 = sext i32 %39 to i64
	%41 = getelementptr float, float addrspace(1)* %route, i64 %40
	%42 = load float, float addrspace(1)* %41
	%43 = add i32 %9, 4
	%44 = icmp slt i32 %43, %rows
	%45 = select i1 %44, i32 %43, i32 %5
	%46 = mul i32 %45, 16
	%47 = add i32 %46, %6
	%48 = sext i32 %47 to i64
	%49 = getelementptr float, float addrspace(1)* %route, i64 %48
	%50 = load float, float addrspace(1)* %49
	%51 = add i32 %9, 5
	%52 = icmp slt i32 %51, %rows
	%53 = select i1 %52, i32 %51, i32 %5
	%54 = mul i32 %53, 16
	%55 = add i32 %54, %6
	%56 = sext i32 %55 to i64
	%57 = getelementptr float, float addrspace(1)* %route, i64 %56
	%58 = load float, float addrspace(1)* %57
	%59 = add i32 %9, 6
	%60 = icmp slt i32 %59, %rows
	%61 = select i1 %60, i32 %59, i32 %5
	%62 = mul i32 %61, 16
	%63 = add i32 %62, %6
	%64 = sext i32 %63 to i64
	%65 = getelementptr float, float addrspace(1)* %route, i64 %64
	%66 = load float, float addrspace(1)* %65
	%67 = add i32 %9, 7
	%68 = icmp slt i32 %67, %rows
	%69 = select i1 %68, i32 %67, i32 %5
	%70 = mul i32 %69, 16
	%71 = add i32 %70, %6
	%72 = sext i32 %71 to i64
	%73 = getelementptr float, float addrspace(1)* %route, i64 %72
	%74 = load float, float addrspace(1)* %73
	%75 = fcmp une float %18, 0.0
	%76 = and i1 %12, %75
	br i1 %76, label %then7, label %join8

done6:
	%77 = load i32, i32* %0
	%78 = sext i32 %6 to i64
	%79 = getelementptr i32, i32 addrspace(1)* %counts, i64 %78
	store i32 %77, i32 addrspace(1)* %79
	%80 = load i32, i32* %0
	%81 = sext i32 %6 to i64
	%82 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %81
	store i32 %80, i32 addrspace(3)* %82
	%83 = add i32 %6, 256
	br label %loop1

then7:
	%84 = load i32, i32* %0
	%85 = add i32 %84, 1
	store i32 %85, i32* %0
	br label %join8

join8:
	%86 = fcmp une float %26, 0.0
	%87 = and i1 %20, %86
	br i1 %87, label %then9, label %join10

then9:
	%88 = load i32, i32* %0
	%89 = add i32 %88, 1
	store i32 %89, i32* %0
	br label %join10

join10:
	%90 = fcmp une float %34, 0.0
	%91 = and i1 %28, %90
	br i1 %91, label %then11, label %join12

then11:
	%92 = load i32, i32* %0
	%93 = add i32 %92, 1
	store i32 %93, i32* %0
	br label %join12

join12:
	%94 = fcmp une float %42, 0.0
	%95 = and i1 %36, %94
	br i1 %95, label %then13, label %join14

then13:
	%96 = load i32, i32* %0
	%97 = add i32 %96, 1
	store i32 %97, i32* %0
	br label %join14

join14:
	%98 = fcmp une float %50, 0.0
	%99 = and i1 %44, %98
	br i1 %99, label %then15, label %join16

then15:
	%100 = load i32, i32* %0
	%101 = add i32 %100, 1
	store i32 %101, i32* %0
	br label %join16

join16:
	%102 = fcmp une float %58, 0.0
	%103 = and i1 %52, %102
	br i1 %103, label %then17, label %join18

then17:
	%104 = load i32, i32* %0
	%105 = add i32 %104, 1
	store i32 %105, i32* %0
	br label %join18

join18:
	%106 = fcmp une float %66, 0.0
	%107 = and i1 %60, %106
	br i1 %107, label %then19, label %join20

then19:
	%108 = load i32, i32* %0
	%109 = add i32 %108, 1
	store i32 %109, i32* %0
	br label %join20

join20:
	%110 = fcmp une float %74, 0.0
	%111 = and i1 %68, %110
	br i1 %111, label %then21, label %join22

then21:
	%112 = load i32, i32* %0
	%113 = add i32 %112, 1
	store i32 %113, i32* %0
	br label %join22

join22:
	%114 = add i32 %9, 8
	br label %loop4

then23:
	store i32 0, i32* %1
	br label %loop25

join24:
	call void @llvm.nvvm.barrier0()
	br label %loop30

loop25:
	%115 = phi i32 [ 0, %then23 ], [ %130, %join29 ]
	%116 = icmp slt i32 %115, 17
	br i1 %116, label %body26, label %done27

body26:
	store i32 0, i32* %2
	%117 = icmp slt i32 %115, 16
	br i1 %117, label %then28, label %join29

done27:
	br label %join24

then28:
	%118 = sext i32 %115 to i64
	%119 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %118
	%120 = load i32, i32 addrspace(3)* %119
	store i32 %120, i32* %2
	br label %join29

join29:
	%121 = load i32, i32* %1
	%122 = sext i32 %115 to i64
	%123 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %122
	store i32 %121, i32 addrspace(3)* %123
	%124 = load i32, i32* %1
	%125 = sext i32 %115 to i64
	%126 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %125
	store i32 %124, i32 addrspace(1)* %126
	%127 = load i32, i32* %1
	%128 = load i32, i32* %2
	%129 = add i32 %127, %128
	store i32 %129, i32* %1
	%130 = add i32 %115, 1
	br label %loop25

loop30:
	%131 = phi i32 [ %4, %join24 ], [ %202, %done35 ]
	%132 = icmp slt i32 %131, 16
	br i1 %132, label %body31, label %done32

body31:
	%133 = sext i32 %131 to i64
	%134 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem11, i64 0, i64 %133
	%135 = load i32, i32 addrspace(3)* %134
	store i32 %135, i32* %3
	br label %loop33

done32:
	ret void

loop33:
	%136 = phi i32 [ 0, %body31 ], [ %318, %join72 ]
	%137 = icmp slt i32 %136, %rows
	br i1 %137, label %body34, label %done35

body34:
	%138 = add i32 %136, 0
	%139 = icmp slt i32 %138, %rows
	%140 = select i1 %139, i32 %138, i32 %5
	%141 = mul i32 %140, 16
	%142 = add i32 %141, %131
	%143 = sext i32 %142 to i64
	%144 = getelementptr float, float addrspace(1)* %route, i64 %143
	%145 = load float, float addrspace(1)* %144
	%146 = add i32 %136, 1
	%147 = icmp slt i32 %146, %rows
	%148 = select i1 %147, i32 %146, i32 %5
	%149 = mul i32 %148, 16
	%150 = add i32 %149, %131
	%151 = sext i32 %150 to i64
	%152 = getelementptr float, float addrspace(1)* %route, i64 %151
	%153 = load float, float addrspace(1)* %152
	%154 = add i32 %136, 2
	%155 = icmp slt i32 %154, %rows
	%156 = select i1 %155, i32 %154, i32 %5
	%157 = mul i32 %156, 16
	%158 = add i32 %157, %131
	%159 = sext i32 %158 to i64
	%160 = getelementptr float, float addrspace(1)* %route, i64 %159
	%161 = load float, float addrspace(1)* %160
	%162 = add i32 %136, 3
	%163 = icmp slt i32 %162, %rows
	%164 = select i1 %163, i32 %162, i32 %5
	%165 = mul i32 %164, 16
	%166 = add i32 %165, %131
	%167 = sext i32 %166 to i64
	%168 = getelementptr float, float addrspace(1)* %route, i64 %167
	%169 = load float, float addrspace(1)* %168
	%170 = add i32 %136, 4
	%171 = icmp slt i32 %170, %rows
	%172 = select i1 %171, i32 %170, i32 %5
	%173 = mul i32 %172, 16
	%174 = add i32 %173, %131
	%175 = sext i32 %174 to i64
	%176 = getelementptr float, float addrspace(1)* %route, i64 %175
	%177 = load float, float addrspace(1)* %176
	%178 = add i32 %136, 5
	%179 = icmp slt i32 %178, %rows
	%180 = select i1 %179, i32 %178, i32 %5
	%181 = mul i32 %180, 16
	%182 = add i32 %181, %131
	%183 = sext i32 %182 to i64
	%184 = getelementptr float, float addrspace(1)* %route, i64 %183
	%185 = load float, float addrspace(1)* %184
	%186 = add i32 %136, 6
	%187 = icmp slt i32 %186, %rows
	%188 = select i1 %187, i32 %186, i32 %5
	%189 = mul i32 %188, 16
	%190 = add i32 %189, %131
	%191 = sext i32 %190 to i64
	%192 = getelementptr float, float addrspace(1)* %route, i64 %191
	%193 = load float, float addrspace(1)* %192
	%194 = add i32 %136, 7
	%195 = icmp slt i32 %194, %rows
	%196 = select i1 %195, i32 %194, i32 %5
	%197 = mul i32 %196, 16
	%198 = add i32 %197, %131
	%199 = sext i32 %198 to i64
	%200 = getelementptr float, float addrspace(1)* %route, i64 %199
	%201 = load float, float addrspace(1)* %200
	br i1 %139, label %then36, label %join37

done35:
	%202 = add i32 %131, 256
	br label %loop30

then36:
	%203 = mul i32 %138, 16
	%204 = add i32 %203, %131
	%205 = fcmp une float %145, 0.0
	br i1 %205, label %then38, label %else40

join37:
	br i1 %147, label %then41, label %join42

then38:
	%206 = load i32, i32* %3
	%207 = sext i32 %206 to i64
	%208 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %207
	store i32 %138, i32 addrspace(1)* %208
	%209 = load i32, i32* %3
	%210 = sext i32 %209 to i64
	%211 = getelementptr float, float addrspace(1)* %perm_weight, i64 %210
	store float %145, float addrspace(1)* %211
	%212 = load i32, i32* %3
	%213 = sext i32 %204 to i64
	%214 = getelementptr i32, i32 addrspace(1)* %slot, i64 %213
	store i32 %212, i32 addrspace(1)* %214
	%215 = load i32, i32* %3
	%216 = add i32 %215, 1
	store i32 %216, i32* %3
	br label %join39

join39:
	br label %join37

else40:
	%217 = sext i32 %204 to i64
	%218 = getelementptr i32, i32 addrspace(1)* %slot, i64 %217
	store i32 -1, i32 addrspace(1)* %218
	br label %join39

then41:
	%219 = mul i32 %146, 16
	%220 = add i32 %219, %131
	%221 = fcmp une float %153, 0.0
	br i1 %221, label %then43, label %else45

join42:
	br i1 %155, label %then46, label %join47

then43:
	%222 = load i32, i32* %3
	%223 = sext i32 %222 to i64
	%224 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %223
	store i32 %146, i32 addrspace(1)* %224
	%225 = load i32, i32* %3
	%226 = sext i32 %225 to i64
	%227 = getelementptr float, float addrspace(1)* %perm_weight, i64 %226
	store float %153, float addrspace(1)* %227
	%228 = load i32, i32* %3
	%229 = sext i32 %220 to i64
	%230 = getelementptr i32, i32 addrspace(1)* %slot, i64 %229
	store i32 %228, i32 addrspace(1)* %230
	%231 = load i32, i32* %3
	%232 = add i32 %231, 1
	store i32 %232, i32* %3
	br label %join44

join44:
	br label %join42

else45:
	%233 = sext i32 %220 to i64
	%234 = getelementptr i32, i32 addrspace(1)* %slot, i64 %233
	store i32 -1, i32 addrspace(1)* %234
	br label %join44

then46:
	%235 = mul i32 %154, 16
	%236 = add i32 %235, %131
	%237 = fcmp une float %161, 0.0
	br i1 %237, label %then48, label %else50

join47:
	br i1 %163, label %then51, label %join52

then48:
	%238 = load i32, i32* %3
	%239 = sext i32 %238 to i64
	%240 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %239
	store i32 %154, i32 addrspace(1)* %240
	%241 = load i32, i32* %3
	%242 = sext i32 %241 to i64
	%243 = getelementptr float, float addrspace(1)* %perm_weight, i64 %242
	store float %161, float addrspace(1)* %243
	%244 = load i32, i32* %3
	%245 = sext i32 %236 to i64
	%246 = getelementptr i32, i32 addrspace(1)* %slot, i64 %245
	store i32 %244, i32 addrspace(1)* %246
	%247 = load i32, i32* %3
	%248 = add i32 %247, 1
	store i32 %248, i32* %3
	br label %join49

join49:
	br label %join47

else50:
	%249 = sext i32 %236 to i64
	%250 = getelementptr i32, i32 addrspace(1)* %slot, i64 %249
	store i32 -1, i32 addrspace(1)* %250
	br label %join49

then51:
	%251 = mul i32 %162, 16
	%252 = add i32 %251, %131
	%253 = fcmp une float %169, 0.0
	br i1 %253, label %then53, label %else55

join52:
	br i1 %171, label %then56, label %join57

then53:
	%254 = load i32, i32* %3
	%255 = sext i32 %254 to i64
	%256 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %255
	store i32 %162, i32 addrspace(1)* %256
	%257 = load i32, i32* %3
	%258 = sext i32 %257 to i64
	%259 = getelementptr float, float addrspace(1)* %perm_weight, i64 %258
	store float %169, float addrspace(1)* %259
	%260 = load i32, i32* %3
	%261 = sext i32 %252 to i64
	%262 = getelementptr i32, i32 addrspace(1)* %slot, i64 %261
	store i32 %260, i32 addrspace(1)* %262
	%263 = load i32, i32* %3
	%264 = add i32 %263, 1
	store i32 %264, i32* %3
	br label %join54

join54:
	br label %join52

else55:
	%265 = sext i32 %252 to i64
	%266 = getelementptr i32, i32 addrspace(1)* %slot, i64 %265
	store i32 -1, i32 addrspace(1)* %266
	br label %join54

then56:
	%267 = mul i32 %170, 16
	%268 = add i32 %267, %131
	%269 = fcmp une float %177, 0.0
	br i1 %269, label %then58, label %else60

join57:
	br i1 %179, label %then61, label %join62

then58:
	%270 = load i32, i32* %3
	%271 = sext i32 %270 to i64
	%272 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %271
	store i32 %170, i32 addrspace(1)* %272
	%273 = load i32, i32* %3
	%274 = sext i32 %273 to i64
	%275 = getelementptr float, float addrspace(1)* %perm_weight, i64 %274
	store float %177, float addrspace(1)* %275
	%276 = load i32, i32* %3
	%277 = sext i32 %268 to i64
	%278 = getelementptr i32, i32 addrspace(1)* %slot, i64 %277
	store i32 %276, i32 addrspace(1)* %278
	%279 = load i32, i32* %3
	%280 = add i32 %279, 1
	store i32 %280, i32* %3
	br label %join59

join59:
	br label %join57

else60:
	%281 = sext i32 %268 to i64
	%282 = getelementptr i32, i32 addrspace(1)* %slot, i64 %281
	store i32 -1, i32 addrspace(1)* %282
	br label %join59

then61:
	%283 = mul i32 %178, 16
	%284 = add i32 %283, %131
	%285 = fcmp une float %185, 0.0
	br i1 %285, label %then63, label %else65

join62:
	br i1 %187, label %then66, label %join67

then63:
	%286 = load i32, i32* %3
	%287 = sext i32 %286 to i64
	%288 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %287
	store i32 %178, i32 addrspace(1)* %288
	%289 = load i32, i32* %3
	%290 = sext i32 %289 to i64
	%291 = getelementptr float, float addrspace(1)* %perm_weight, i64 %290
	store float %185, float addrspace(1)* %291
	%292 = load i32, i32* %3
	%293 = sext i32 %284 to i64
	%294 = getelementptr i32, i32 addrspace(1)* %slot, i64 %293
	store i32 %292, i32 addrspace(1)* %294
	%295 = load i32, i32* %3
	%296 = add i32 %295, 1
	store i32 %296, i32* %3
	br label %join64

join64:
	br label %join62

else65:
	%297 = sext i32 %284 to i64
	%298 = getelementptr i32, i32 addrspace(1)* %slot, i64 %297
	store i32 -1, i32 addrspace(1)* %298
	br label %join64

then66:
	%299 = mul i32 %186, 16
	%300 = add i32 %299, %131
	%301 = fcmp une float %193, 0.0
	br i1 %301, label %then68, label %else70

join67:
	br i1 %195, label %then71, label %join72

then68:
	%302 = load i32, i32* %3
	%303 = sext i32 %302 to i64
	%304 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %303
	store i32 %186, i32 addrspace(1)* %304
	%305 = load i32, i32* %3
	%306 = sext i32 %305 to i64
	%307 = getelementptr float, float addrspace(1)* %perm_weight, i64 %306
	store float %193, float addrspace(1)* %307
	%308 = load i32, i32* %3
	%309 = sext i32 %300 to i64
	%310 = getelementptr i32, i32 addrspace(1)* %slot, i64 %309
	store i32 %308, i32 addrspace(1)* %310
	%311 = load i32, i32* %3
	%312 = add i32 %311, 1
	store i32 %312, i32* %3
	br label %join69

join69:
	br label %join67

else70:
	%313 = sext i32 %300 to i64
	%314 = getelementptr i32, i32 addrspace(1)* %slot, i64 %313
	store i32 -1, i32 addrspace(1)* %314
	br label %join69

then71:
	%315 = mul i32 %194, 16
	%316 = add i32 %315, %131
	%317 = fcmp une float %201, 0.0
	br i1 %317, label %then73, label %else75

join72:
	%318 = add i32 %136, 8
	br label %loop33

then73:
	%319 = load i32, i32* %3
	%320 = sext i32 %319 to i64
	%321 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %320
	store i32 %194, i32 addrspace(1)* %321
	%322 = load i32, i32* %3
	%323 = sext i32 %322 to i64
	%324 = getelementptr float, float addrspace(1)* %perm_weight, i64 %323
	store float %201, float addrspace(1)* %324
	%325 = load i32, i32* %3
	%326 = sext i32 %316 to i64
	%327 = getelementptr i32, i32 addrspace(1)* %slot, i64 %326
	store i32 %325, i32 addrspace(1)* %327
	%328 = load i32, i32* %3
	%329 = add i32 %328, 1
	store i32 %329, i32* %3
	br label %join74

join74:
	br label %join72

else75:
	%330 = sext i32 %316 to i64
	%331 = getelementptr i32, i32 addrspace(1)* %slot, i64 %330
	store i32 -1, i32 addrspace(1)* %331
	br label %join74
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()
