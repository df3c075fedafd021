target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@moe_permute_f32_e16.smem14 = internal addrspace(3) global [17 x i32] undef, align 16

define ptx_kernel void @moe_permute_f32_e16(float addrspace(1)* %route, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, float addrspace(1)* %perm_weight, i32 addrspace(1)* %slot, i32 %rows, i32 %pad) {
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
	%7 = sub i32 %rows, 1
	br label %loop1

loop1:
	%8 = phi i32 [ %6, %body ], [ %85, %done6 ]
	%9 = icmp slt i32 %8, 16
	br i1 %9, label %body2, label %done3

body2:
	store i32 0, i32* %0
	br label %loop4

done3:
	call void @llvm.nvvm.barrier0()
	%10 = icmp eq i32 %6, 0
	br i1 %10, label %then23, label %join24

loop4:
	%11 = phi i32 [ 0, %body2 ], [ %116, %join22 ]
	%12 = icmp slt i32 %11, %rows
	br i1 %12, label %body5, label %done6

body5:
	%13 = add i32 %11, 0
	%14 = icmp slt i32 %13, %rows
	%15 = select i1 %14, i32 %13, i32 %7
	%16 = mul i32 %15, 16
	%17 = add i32 %16, %8
	%18 = sext i32 %17 to i64
	%19 = getelementptr float, float addrspace(1)* %route, i64 %18
	%20 = load float, float addrspace(1)* %19
	%21 = add i32 %11, 1
	%22 = icmp slt i32 %21, %rows
	%23 = select i1 %22, i32 %21, i32 %7
	%24 = mul i32 %23, 16
	%25 = add i32 %24, %8
	%26 = sext i32 %25 to i64
	%27 = getelementptr float, float addrspace(1)* %route, i64 %26
	%28 = load float, float addrspace(1)* %27
	%29 = add i32 %11, 2
	%30 = icmp slt i32 %29, %rows
	%31 = select i1 %30, i32 %29, i32 %7
	%32 = mul i32 %31, 16
	%33 = add i32 %32, %8
	%34 = sext i32 %33 to i64
	%35 = getelementptr float, float addrspace(1)* %route, i64 %34
	%36 = load float, float addrspace(1)* %35
	%37 = add i32 %11, 3
	%38 = icmp slt i32 %37, %rows
	%39 = select i1 %38, i32 %37, i32 %7
	%40 = mul i32 %39, 16
	%41 = add i32 %40, %8
	%42 = sext i32 %41 to i64
	%43 = getelementptr float, float addrspace(1)* %route, i64 %42
	%44 = load float, float addrspace(1)* %43
	%45 = add i32 %11, 4
	%46 = icmp slt i32 %45, %rows
	%47 = select i1 %46, i32 %45, i32 %7
	%48 = mul i32 %47, 16
	%49 = add i32 %48, %8
	%50 = sext i32 %49 to i64
	%51 = getelementptr float, float addrspace(1)* %route, i64 %50
	%52 = load float, float addrspace(1)* %51
	%53 = add i32 %11, 5
	%54 = icmp slt i32 %53, %rows
	%55 = select i1 %54, i32 %53, i32 %7
	%56 = mul i32 %55, 16
	%57 = add i32 %56, %8
	%58 = sext i32 %57 to i64
	%59 = getelementptr float, float addrspace(1)* %route, i64 %58
	%60 = load float, float addrspace(1)* %59
	%61 = add i32 %11, 6
	%62 = icmp slt i32 %61, %rows
	%63 = select i1 %62, i32 %61, i32 %7
	%64 = mul i32 %63, 16
	%65 = add i32 %64, %8
	%66 = sext i32 %65 to i64
	%67 = getelementptr float, float addrspace(1)* %route, i64 %66
	%68 = load float, float addrspace(1)* %67
	%69 = add i32 %11, 7
	%70 = icmp slt i32 %69, %rows
	%71 = select i1 %70, i32 %69, i32 %7
	%72 = mul i32 %71, 16
	%73 = add i32 %72, %8
	%74 = sext i32 %73 to i64
	%75 = getelementptr float, float addrspace(1)* %route, i64 %74
	%76 = load float, float addrspace(1)* %75
	%77 = fcmp une float %20, 0.0
	%78 = and i1 %14, %77
	br i1 %78, label %then7, label %join8

done6:
	%79 = load i32, i32* %0
	%80 = sext i32 %8 to i64
	%81 = getelementptr i32, i32 addrspace(1)* %counts, i64 %80
	store i32 %79, i32 addrspace(1)* %81
	%82 = load i32, i32* %0
	%83 = sext i32 %8 to i64
	%84 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem14, i64 0, i64 %83
	store i32 %82, i32 addrspace(3)* %84
	%85 = add i32 %8, 256
	br label %loop1

then7:
	%86 = load i32, i32* %0
	%87 = add i32 %86, 1
	store i32 %87, i32* %0
	br label %join8

join8:
	%88 = fcmp une float %28, 0.0
	%89 = and i1 %22, %88
	br i1 %89, label %then9, label %join10

then9:
	%90 = load i32, i32* %0
	%91 = add i32 %90, 1
	store i32 %91, i32* %0
	br label %join10

join10:
	%92 = fcmp une float %36, 0.0
	%93 = and i1 %30, %92
	br i1 %93, label %then11, label %join12

then11:
	%94 = load i32, i32* %0
	%95 = add i32 %94, 1
	store i32 %95, i32* %0
	br label %join12

join12:
	%96 = fcmp une float %44, 0.0
	%97 = and i1 %38, %96
	br i1 %97, label %then13, label %join14

then13:
	%98 = load i32, i32* %0
	%99 = add i32 %98, 1
	store i32 %99, i32* %0
	br label %join14

join14:
	%100 = fcmp une float %52, 0.0
	%101 = and i1 %46, %100
	br i1 %101, label %then15, label %join16

then15:
	%102 = load i32, i32* %0
	%103 = add i32 %102, 1
	store i32 %103, i32* %0
	br label %join16

join16:
	%104 = fcmp une float %60, 0.0
	%105 = and i1 %54, %104
	br i1 %105, label %then17, label %join18

then17:
	%106 = load i32, i32* %0
	%107 = add i32 %106, 1
	store i32 %107, i32* %0
	br label %join18

join18:
	%108 = fcmp une float %68, 0.0
	%109 = and i1 %62, %108
	br i1 %109, label %then19, label %join20

then19:
	%110 = load i32, i32* %0
	%111 = add i32 %110, 1
	store i32 %111, i32* %0
	br label %join20

join20:
	%112 = fcmp une float %76, 0.0
	%113 = and i1 %70, %112
	br i1 %113, label %then21, label %join22

then21:
	%114 = load i32, i32* %0
	%115 = add i32 %114, 1
	store i32 %115, i32* %0
	br label %join22

join22:
	%116 = add i32 %11, 8
	br label %loop4

then23:
	store i32 0, i32* %1
	br label %loop25

join24:
	call void @llvm.nvvm.barrier0()
	br label %loop30

loop25:
	%117 = phi i32 [ 0, %then23 ], [ %136, %join29 ]
	%118 = icmp slt i32 %117, 17
	br i1 %118, label %body26, label %done27

body26:
	store i32 0, i32* %2
	%119 = icmp slt i32 %117, 16
	br i1 %119, label %then28, label %join29

done27:
	br label %join24

then28:
	%120 = sext i32 %117 to i64
	%121 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem14, i64 0, i64 %120
	%122 = load i32, i32 addrspace(3)* %121
	store i32 %122, i32* %2
	br label %join29

join29:
	%123 = load i32, i32* %1
	%124 = sext i32 %117 to i64
	%125 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem14, i64 0, i64 %124
	store i32 %123, i32 addrspace(3)* %125
	%126 = load i32, i32* %1
	%127 = sext i32 %117 to i64
	%128 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %127
	store i32 %126, i32 addrspace(1)* %128
	%129 = load i32, i32* %2
	%130 = add i32 %129, %5
	%131 = sub i32 %130, 1
	%132 = sdiv i32 %131, %5
	%133 = mul i32 %132, %5
	%134 = load i32, i32* %1
	%135 = add i32 %134, %133
	store i32 %135, i32* %1
	%136 = add i32 %117, 1
	br label %loop25

loop30:
	%137 = phi i32 [ %6, %join24 ], [ %349, %done78 ]
	%138 = icmp slt i32 %137, 16
	br i1 %138, label %body31, label %done32

body31:
	%139 = sext i32 %137 to i64
	%140 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem14, i64 0, i64 %139
	%141 = load i32, i32 addrspace(3)* %140
	store i32 %141, i32* %3
	br label %loop33

done32:
	ret void

loop33:
	%142 = phi i32 [ 0, %body31 ], [ %328, %join72 ]
	%143 = icmp slt i32 %142, %rows
	br i1 %143, label %body34, label %done35

body34:
	%144 = add i32 %142, 0
	%145 = icmp slt i32 %144, %rows
	%146 = select i1 %145, i32 %144, i32 %7
	%147 = mul i32 %146, 16
	%148 = add i32 %147, %137
	%149 = sext i32 %148 to i64
	%150 = getelementptr float, float addrspace(1)* %route, i64 %149
	%151 = load float, float addrspace(1)* %150
	%152 = add i32 %142, 1
	%153 = icmp slt i32 %152, %rows
	%154 = select i1 %153, i32 %152, i32 %7
	%155 = mul i32 %154, 16
	%156 = add i32 %155, %137
	%157 = sext i32 %156 to i64
	%158 = getelementptr float, float addrspace(1)* %route, i64 %157
	%159 = load float, float addrspace(1)* %158
	%160 = add i32 %142, 2
	%161 = icmp slt i32 %160, %rows
	%162 = select i1 %161, i32 %160, i32 %7
	%163 = mul i32 %162, 16
	%164 = add i32 %163, %137
	%165 = sext i32 %164 to i64
	%166 = getelementptr float, float addrspace(1)* %route, i64 %165
	%167 = load float, float addrspace(1)* %166
	%168 = add i32 %142, 3
	%169 = icmp slt i32 %168, %rows
	%170 = select i1 %169, i32 %168, i32 %7
	%171 = mul i32 %170, 16
	%172 = add i32 %171, %137
	%173 = sext i32 %172 to i64
	%174 = getelementptr float, float addrspace(1)* %route, i64 %173
	%175 = load float, float addrspace(1)* %174
	%176 = add i32 %142, 4
	%177 = icmp slt i32 %176, %rows
	%178 = select i1 %177, i32 %176, i32 %7
	%179 = mul i32 %178, 16
	%180 = add i32 %179, %137
	%181 = sext i32 %180 to i64
	%182 = getelementptr float, float addrspace(1)* %route, i64 %181
	%183 = load float, float addrspace(1)* %182
	%184 = add i32 %142, 5
	%185 = icmp slt i32 %184, %rows
	%186 = select i1 %185, i32 %184, i32 %7
	%187 = mul i32 %186, 16
	%188 = add i32 %187, %137
	%189 = sext i32 %188 to i64
	%190 = getelementptr float, float addrspace(1)* %route, i64 %189
	%191 = load float, float addrspace(1)* %190
	%192 = add i32 %142, 6
	%193 = icmp slt i32 %192, %rows
	%194 = select i1 %193, i32 %192, i32 %7
	%195 = mul i32 %194, 16
	%196 = add i32 %195, %137
	%197 = sext i32 %196 to i64
	%198 = getelementptr float, float addrspace(1)* %route, i64 %197
	%199 = load float, float addrspace(1)* %198
	%200 = add i32 %142, 7
	%201 = icmp slt i32 %200, %rows
	%202 = select i1 %201, i32 %200, i32 %7
	%203 = mul i32 %202, 16
	%204 = add i32 %203, %137
	%205 = sext i32 %204 to i64
	%206 = getelementptr float, float addrspace(1)* %route, i64 %205
	%207 = load float, float addrspace(1)* %206
	br i1 %145, label %then36, label %join37

done35:
	%208 = load i32, i32* %3
	%209 = add i32 %137, 1
	%210 = sext i32 %209 to i64
	%211 = getelementptr [17 x i32], [17 x i32] addrspace(3)* @moe_permute_f32_e16.smem14, i64 0, i64 %210
	%212 = load i32, i32 addrspace(3)* %211
	br label %loop76

then36:
	%213 = mul i32 %144, 16
	%214 = add i32 %213, %137
	%215 = fcmp une float %151, 0.0
	br i1 %215, label %then38, label %else40

join37:
	br i1 %153, label %then41, label %join42

then38:
	%216 = load i32, i32* %3
	%217 = sext i32 %216 to i64
	%218 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %217
	store i32 %144, i32 addrspace(1)* %218
	%219 = load i32, i32* %3
	%220 = sext i32 %219 to i64
	%221 = getelementptr float, float addrspace(1)* %perm_weight, i64 %220
	store float %151, float addrspace(1)* %221
	%222 = load i32, i32* %3
	%223 = sext i32 %214 to i64
	%224 = getelementptr i32, i32 addrspace(1)* %slot, i64 %223
	store i32 %222, i32 addrspace(1)* %224
	%225 = load i32, i32* %3
	%226 = add i32 %225, 1
	store i32 %226, i32* %3
	br label %join39

join39:
	br label %join37

else40:
	%227 = sext i32 %214 to i64
	%228 = getelementptr i32, i32 addrspace(1)* %slot, i64 %227
	store i32 -1, i32 addrspace(1)* %228
	br label %join39

then41:
	%229 = mul i32 %152, 16
	%230 = add i32 %229, %137
	%231 = fcmp une float %159, 0.0
	br i1 %231, label %then43, label %else45

join42:
	br i1 %161, label %then46, label %join47

then43:
	%232 = load i32, i32* %3
	%233 = sext i32 %232 to i64
	%234 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %233
	store i32 %152, i32 addrspace(1)* %234
	%235 = load i32, i32* %3
	%236 = sext i32 %235 to i64
	%237 = getelementptr float, float addrspace(1)* %perm_weight, i64 %236
	store float %159, float addrspace(1)* %237
	%238 = load i32, i32* %3
	%239 = sext i32 %230 to i64
	%240 = getelementptr i32, i32 addrspace(1)* %slot, i64 %239
	store i32 %238, i32 addrspace(1)* %240
	%241 = load i32, i32* %3
	%242 = add i32 %241, 1
	store i32 %242, i32* %3
	br label %join44

join44:
	br label %join42

else45:
	%243 = sext i32 %230 to i64
	%244 = getelementptr i32, i32 addrspace(1)* %slot, i64 %243
	store i32 -1, i32 addrspace(1)* %244
	br label %join44

then46:
	%245 = mul i32 %160, 16
	%246 = add i32 %245, %137
	%247 = fcmp une float %167, 0.0
	br i1 %247, label %then48, label %else50

join47:
	br i1 %169, label %then51, label %join52

then48:
	%248 = load i32, i32* %3
	%249 = sext i32 %248 to i64
	%250 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %249
	store i32 %160, i32 addrspace(1)* %250
	%251 = load i32, i32* %3
	%252 = sext i32 %251 to i64
	%253 = getelementptr float, float addrspace(1)* %perm_weight, i64 %252
	store float %167, float addrspace(1)* %253
	%254 = load i32, i32* %3
	%255 = sext i32 %246 to i64
	%256 = getelementptr i32, i32 addrspace(1)* %slot, i64 %255
	store i32 %254, i32 addrspace(1)* %256
	%257 = load i32, i32* %3
	%258 = add i32 %257, 1
	store i32 %258, i32* %3
	br label %join49

join49:
	br label %join47

else50:
	%259 = sext i32 %246 to i64
	%260 = getelementptr i32, i32 addrspace(1)* %slot, i64 %259
	store i32 -1, i32 addrspace(1)* %260
	br label %join49

then51:
	%261 = mul i32 %168, 16
	%262 = add i32 %261, %137
	%263 = fcmp une float %175, 0.0
	br i1 %263, label %then53, label %else55

join52:
	br i1 %177, label %then56, label %join57

then53:
	%264 = load i32, i32* %3
	%265 = sext i32 %264 to i64
	%266 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %265
	store i32 %168, i32 addrspace(1)* %266
	%267 = load i32, i32* %3
	%268 = sext i32 %267 to i64
	%269 = getelementptr float, float addrspace(1)* %perm_weight, i64 %268
	store float %175, float addrspace(1)* %269
	%270 = load i32, i32* %3
	%271 = sext i32 %262 to i64
	%272 = getelementptr i32, i32 addrspace(1)* %slot, i64 %271
	store i32 %270, i32 addrspace(1)* %272
	%273 = load i32, i32* %3
	%274 = add i32 %273, 1
	store i32 %274, i32* %3
	br label %join54

join54:
	br label %join52

else55:
	%275 = sext i32 %262 to i64
	%276 = getelementptr i32, i32 addrspace(1)* %slot, i64 %275
	store i32 -1, i32 addrspace(1)* %276
	br label %join54

then56:
	%277 = mul i32 %176, 16
	%278 = add i32 %277, %137
	%279 = fcmp une float %183, 0.0
	br i1 %279, label %then58, label %else60

join57:
	br i1 %185, label %then61, label %join62

then58:
	%280 = load i32, i32* %3
	%281 = sext i32 %280 to i64
	%282 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %281
	store i32 %176, i32 addrspace(1)* %282
	%283 = load i32, i32* %3
	%284 = sext i32 %283 to i64
	%285 = getelementptr float, float addrspace(1)* %perm_weight, i64 %284
	store float %183, float addrspace(1)* %285
	%286 = load i32, i32* %3
	%287 = sext i32 %278 to i64
	%288 = getelementptr i32, i32 addrspace(1)* %slot, i64 %287
	store i32 %286, i32 addrspace(1)* %288
	%289 = load i32, i32* %3
	%290 = add i32 %289, 1
	store i32 %290, i32* %3
	br label %join59

join59:
	br label %join57

else60:
	%291 = sext i32 %278 to i64
	%292 = getelementptr i32, i32 addrspace(1)* %slot, i64 %291
	store i32 -1, i32 addrspace(1)* %292
	br label %join59

then61:
	%293 = mul i32 %184, 16
	%294 = add i32 %293, %137
	%295 = fcmp une float %191, 0.0
	br i1 %295, label %then63, label %else65

join62:
	br i1 %193, label %then66, label %join67

then63:
	%296 = load i32, i32* %3
	%297 = sext i32 %296 to i64
	%298 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %297
	store i32 %184, i32 addrspace(1)* %298
	%299 = load i32, i32* %3
	%300 = sext i32 %299 to i64
	%301 = getelementptr float, float addrspace(1)* %perm_weight, i64 %300
	store float %191, float addrspace(1)* %301
	%302 = load i32, i32* %3
	%303 = sext i32 %294 to i64
	%304 = getelementptr i32, i32 addrspace(1)* %slot, i64 %303
	store i32 %302, i32 addrspace(1)* %304
	%305 = load i32, i32* %3
	%306 = add i32 %305, 1
	store i32 %306, i32* %3
	br label %join64

join64:
	br label %join62

else65:
	%307 = sext i32 %294 to i64
	%308 = getelementptr i32, i32 addrspace(1)* %slot, i64 %307
	store i32 -1, i32 addrspace(1)* %308
	br label %join64

then66:
	%309 = mul i32 %192, 16
	%310 = add i32 %309, %137
	%311 = fcmp une float %199, 0.0
	br i1 %311, label %then68, label %else70

join67:
	br i1 %201, label %then71, label %join72

then68:
	%312 = load i32, i32* %3
	%313 = sext i32 %312 to i64
	%314 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %313
	store i32 %192, i32 addrspace(1)* %314
	%315 = load i32, i32* %3
	%316 = sext i32 %315 to i64
	%317 = getelementptr float, float addrspace(1)* %perm_weight, i64 %316
	store float %199, float addrspace(1)* %317
	%318 = load i32, i32* %3
	%319 = sext i32 %310 to i64
	%320 = getelementptr i32, i32 addrspace(1)* %slot, i64 %319
	store i32 %318, i32 addrspace(1)* %320
	%321 = load i32, i32* %3
	%322 = add i32 %321, 1
	store i32 %322, i32* %3
	br label %join69

join69:
	br label %join67

else70:
	%323 = sext i32 %310 to i64
	%324 = getelementptr i32, i32 addrspace(1)* %slot, i64 %323
	store i32 -1, i32 addrspace(1)* %324
	br label %join69

then71:
	%325 = mul i32 %200, 16
	%326 = add i32 %325, %137
	%327 = fcmp une float %207, 0.0
	br i1 %327, label %then73, label %else75

join72:
	%328 = add i32 %142, 8
	br label %loop33

then73:
	%329 = load i32, i32* %3
	%330 = sext i32 %329 to i64
	%331 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %330
	store i32 %200, i32 addrspace(1)* %331
	%332 = load i32, i32* %3
	%333 = sext i32 %332 to i64
	%334 = getelementptr float, float addrspace(1)* %perm_weight, i64 %333
	store float %207, float addrspace(1)* %334
	%335 = load i32, i32* %3
	%336 = sext i32 %326 to i64
	%337 = getelementptr i32, i32 addrspace(1)* %slot, i64 %336
	store i32 %335, i32 addrspace(1)* %337
	%338 = load i32, i32* %3
	%339 = add i32 %338, 1
	store i32 %339, i32* %3
	br label %join74

join74:
	br label %join72

else75:
	%340 = sext i32 %326 to i64
	%341 = getelementptr i32, i32 addrspace(1)* %slot, i64 %340
	store i32 -1, i32 addrspace(1)* %341
	br label %join74

loop76:
	%342 = phi i32 [ %208, %done35 ], [ %348, %body77 ]
	%343 = icmp slt i32 %342, %212
	br i1 %343, label %body77, label %done78

body77:
	%344 = sext i32 %342 to i64
	%345 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %344
	store i32 0, i32 addrspace(1)* %345
	%346 = sext i32 %342 to i64
	%347 = getelementptr float, float addrspace(1)* %perm_weight, i64 %346
	store float 0.0, float addrspace(1)* %347
	%348 = add i32 %342, 1
	br label %loop76

done78:
	%349 = add i32 %137, 256
	br label %loop30
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare void @llvm.nvvm.barrier0()
