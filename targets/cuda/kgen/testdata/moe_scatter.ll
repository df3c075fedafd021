target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_scatter_f32_e16(float addrspace(1)* %route, i32 addrspace(1)* %part, i32 addrspace(1)* %perm_rows, float addrspace(1)* %perm_weight, i32 addrspace(1)* %slot, i32 %rows) {
entry:
	%0 = alloca i32
	br label %body

body:
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	br label %loop1

loop1:
	%2 = phi i32 [ %1, %body ], [ %87, %done6 ]
	%3 = icmp slt i32 %2, 16
	br i1 %3, label %body2, label %done3

body2:
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%5 = mul i32 %4, 16
	%6 = add i32 %5, %2
	%7 = sext i32 %6 to i64
	%8 = getelementptr i32, i32 addrspace(1)* %part, i64 %7
	%9 = load i32, i32 addrspace(1)* %8
	store i32 %9, i32* %0
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%11 = mul i32 %10, 64
	%12 = sub i32 %rows, 1
	br label %loop4

done3:
	ret void

loop4:
	%13 = phi i32 [ 0, %body2 ], [ %203, %join43 ]
	%14 = icmp slt i32 %13, 64
	br i1 %14, label %body5, label %done6

body5:
	%15 = add i32 %11, %13
	%16 = add i32 %15, 0
	%17 = icmp slt i32 %16, %rows
	%18 = select i1 %17, i32 %16, i32 %12
	%19 = mul i32 %18, 16
	%20 = add i32 %19, %2
	%21 = sext i32 %20 to i64
	%22 = getelementptr float, float addrspace(1)* %route, i64 %21
	%23 = load float, float addrspace(1)* %22
	%24 = add i32 %11, %13
	%25 = add i32 %24, 1
	%26 = icmp slt i32 %25, %rows
	%27 = select i1 %26, i32 %25, i32 %12
	%28 = mul i32 %27, 16
	%29 = add i32 %28, %2
	%30 = sext i32 %29 to i64
	%31 = getelementptr float, float addrspace(1)* %route, i64 %30
	%32 = load float, float addrspace(1)* %31
	%33 = add i32 %11, %13
	%34 = add i32 %33, 2
	%35 = icmp slt i32 %34, %rows
	%36 = select i1 %35, i32 %34, i32 %12
	%37 = mul i32 %36, 16
	%38 = add i32 %37, %2
	%39 = sext i32 %38 to i64
	%40 = getelementptr float, float addrspace(1)* %route, i64 %39
	%41 = load float, float addrspace(1)* %40
	%42 = add i32 %11, %13
	%43 = add i32 %42, 3
	%44 = icmp slt i32 %43, %rows
	%45 = select i1 %44, i32 %43, i32 %12
	%46 = mul i32 %45, 16
	%47 = add i32 %46, %2
	%48 = sext i32 %47 to i64
	%49 = getelementptr float, float addrspace(1)* %route, i64 %48
	%50 = load float, float addrspace(1)* %49
	%51 = add i32 %11, %13
	%52 = add i32 %51, 4
	%53 = icmp slt i32 %52, %rows
	%54 = select i1 %53, i32 %52, i32 %12
	%55 = mul i32 %54, 16
	%56 = add i32 %55, %2
	%57 = sext i32 %56 to i64
	%58 = getelementptr float, float addrspace(1)* %route, i64 %57
	%59 = load float, float addrspace(1)* %58
	%60 = add i32 %11, %13
	%61 = add i32 %60, 5
	%62 = icmp slt i32 %61, %rows
	%63 = select i1 %62, i32 %61, i32 %12
	%64 = mul i32 %63, 16
	%65 = add i32 %64, %2
	%66 = sext i32 %65 to i64
	%67 = getelementptr float, float addrspace(1)* %route, i64 %66
	%68 = load float, float addrspace(1)* %67
	%69 = add i32 %11, %13
	%70 = add i32 %69, 6
	%71 = icmp slt i32 %70, %rows
	%72 = select i1 %71, i32 %70, i32 %12
	%73 = mul i32 %72, 16
	%74 = add i32 %73, %2
	%75 = sext i32 %74 to i64
	%76 = getelementptr float, float addrspace(1)* %route, i64 %75
	%77 = load float, float addrspace(1)* %76
	%78 = add i32 %11, %13
	%79 = add i32 %78, 7
	%80 = icmp slt i32 %79, %rows
	%81 = select i1 %80, i32 %79, i32 %12
	%82 = mul i32 %81, 16
	%83 = add i32 %82, %2
	%84 = sext i32 %83 to i64
	%85 = getelementptr float, float addrspace(1)* %route, i64 %84
	%86 = load float, float addrspace(1)* %85
	br i1 %17, label %then7, label %join8

done6:
	%87 = add i32 %2, 256
	br label %loop1

then7:
	%88 = mul i32 %16, 16
	%89 = add i32 %88, %2
	%90 = fcmp une float %23, 0.0
	br i1 %90, label %then9, label %else11

join8:
	br i1 %26, label %then12, label %join13

then9:
	%91 = load i32, i32* %0
	%92 = sext i32 %91 to i64
	%93 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %92
	store i32 %16, i32 addrspace(1)* %93
	%94 = load i32, i32* %0
	%95 = sext i32 %94 to i64
	%96 = getelementptr float, float addrspace(1)* %perm_weight, i64 %95
	store float %23, float addrspace(1)* %96
	%97 = load i32, i32* %0
	%98 = sext i32 %89 to i64
	%99 = getelementptr i32, i32 addrspace(1)* %slot, i64 %98
	store i32 %97, i32 addrspace(1)* %99
	%100 = load i32, i32* %0
	%101 = add i32 %100, 1
	store i32 %101, i32* %0
	br label %join10

join10:
	br label %join8

else11:
	%102 = sext i32 %89 to i64
	%103 = getelementptr i32, i32 addrspace(1)* %slot, i64 %102
	store i32 -1, i32 addrspace(1)* %103
	br label %join10

then12:
	%104 = mul i32 %25, 16
	%105 = add i32 %104, %2
	%106 = fcmp une float %32, 0.0
	br i1 %106, label %then14, label %else16

join13:
	br i1 %35, label %then17, label %join18

then14:
	%107 = load i32, i32* %0
	%108 = sext i32 %107 to i64
	%109 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %108
	store i32 %25, i32 addrspace(1)* %109
	%110 = load i32, i32* %0
	%111 = sext i32 %110 to i64
	%112 = getelementptr float, float addrspace(1)* %perm_weight, i64 %111
	store float %32, float addrspace(1)* %112
	%113 = load i32, i32* %0
	%114 = sext i32 %105 to i64
	%115 = getelementptr i32, i32 addrspace(1)* %slot, i64 %114
	store i32 %113, i32 addrspace(1)* %115
	%116 = load i32, i32* %0
	%117 = add i32 %116, 1
	store i32 %117, i32* %0
	br label %join15

join15:
	br label %join13

else16:
	%118 = sext i32 %105 to i64
	%119 = getelementptr i32, i32 addrspace(1)* %slot, i64 %118
	store i32 -1, i32 addrspace(1)* %119
	br label %join15

then17:
	%120 = mul i32 %34, 16
	%121 = add i32 %120, %2
	%122 = fcmp une float %41, 0.0
	br i1 %122, label %then19, label %else21

join18:
	br i1 %44, label %then22, label %join23

then19:
	%123 = load i32, i32* %0
	%124 = sext i32 %123 to i64
	%125 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %124
	store i32 %34, i32 addrspace(1)* %125
	%126 = load i32, i32* %0
	%127 = sext i32 %126 to i64
	%128 = getelementptr float, float addrspace(1)* %perm_weight, i64 %127
	store float %41, float addrspace(1)* %128
	%129 = load i32, i32* %0
	%130 = sext i32 %121 to i64
	%131 = getelementptr i32, i32 addrspace(1)* %slot, i64 %130
	store i32 %129, i32 addrspace(1)* %131
	%132 = load i32, i32* %0
	%133 = add i32 %132, 1
	store i32 %133, i32* %0
	br label %join20

join20:
	br label %join18

else21:
	%134 = sext i32 %121 to i64
	%135 = getelementptr i32, i32 addrspace(1)* %slot, i64 %134
	store i32 -1, i32 addrspace(1)* %135
	br label %join20

then22:
	%136 = mul i32 %43, 16
	%137 = add i32 %136, %2
	%138 = fcmp une float %50, 0.0
	br i1 %138, label %then24, label %else26

join23:
	br i1 %53, label %then27, label %join28

then24:
	%139 = load i32, i32* %0
	%140 = sext i32 %139 to i64
	%141 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %140
	store i32 %43, i32 addrspace(1)* %141
	%142 = load i32, i32* %0
	%143 = sext i32 %142 to i64
	%144 = getelementptr float, float addrspace(1)* %perm_weight, i64 %143
	store float %50, float addrspace(1)* %144
	%145 = load i32, i32* %0
	%146 = sext i32 %137 to i64
	%147 = getelementptr i32, i32 addrspace(1)* %slot, i64 %146
	store i32 %145, i32 addrspace(1)* %147
	%148 = load i32, i32* %0
	%149 = add i32 %148, 1
	store i32 %149, i32* %0
	br label %join25

join25:
	br label %join23

else26:
	%150 = sext i32 %137 to i64
	%151 = getelementptr i32, i32 addrspace(1)* %slot, i64 %150
	store i32 -1, i32 addrspace(1)* %151
	br label %join25

then27:
	%152 = mul i32 %52, 16
	%153 = add i32 %152, %2
	%154 = fcmp une float %59, 0.0
	br i1 %154, label %then29, label %else31

join28:
	br i1 %62, label %then32, label %join33

then29:
	%155 = load i32, i32* %0
	%156 = sext i32 %155 to i64
	%157 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %156
	store i32 %52, i32 addrspace(1)* %157
	%158 = load i32, i32* %0
	%159 = sext i32 %158 to i64
	%160 = getelementptr float, float addrspace(1)* %perm_weight, i64 %159
	store float %59, float addrspace(1)* %160
	%161 = load i32, i32* %0
	%162 = sext i32 %153 to i64
	%163 = getelementptr i32, i32 addrspace(1)* %slot, i64 %162
	store i32 %161, i32 addrspace(1)* %163
	%164 = load i32, i32* %0
	%165 = add i32 %164, 1
	store i32 %165, i32* %0
	br label %join30

join30:
	br label %join28

else31:
	%166 = sext i32 %153 to i64
	%167 = getelementptr i32, i32 addrspace(1)* %slot, i64 %166
	store i32 -1, i32 addrspace(1)* %167
	br label %join30

then32:
	%168 = mul i32 %61, 16
	%169 = add i32 %168, %2
	%170 = fcmp une float %68, 0.0
	br i1 %170, label %then34, label %else36

join33:
	br i1 %71, label %then37, label %join38

then34:
	%171 = load i32, i32* %0
	%172 = sext i32 %171 to i64
	%173 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %172
	store i32 %61, i32 addrspace(1)* %173
	%174 = load i32, i32* %0
	%175 = sext i32 %174 to i64
	%176 = getelementptr float, float addrspace(1)* %perm_weight, i64 %175
	store float %68, float addrspace(1)* %176
	%177 = load i32, i32* %0
	%178 = sext i32 %169 to i64
	%179 = getelementptr i32, i32 addrspace(1)* %slot, i64 %178
	store i32 %177, i32 addrspace(1)* %179
	%180 = load i32, i32* %0
	%181 = add i32 %180, 1
	store i32 %181, i32* %0
	br label %join35

join35:
	br label %join33

else36:
	%182 = sext i32 %169 to i64
	%183 = getelementptr i32, i32 addrspace(1)* %slot, i64 %182
	store i32 -1, i32 addrspace(1)* %183
	br label %join35

then37:
	%184 = mul i32 %70, 16
	%185 = add i32 %184, %2
	%186 = fcmp une float %77, 0.0
	br i1 %186, label %then39, label %else41

join38:
	br i1 %80, label %then42, label %join43

then39:
	%187 = load i32, i32* %0
	%188 = sext i32 %187 to i64
	%189 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %188
	store i32 %70, i32 addrspace(1)* %189
	%190 = load i32, i32* %0
	%191 = sext i32 %190 to i64
	%192 = getelementptr float, float addrspace(1)* %perm_weight, i64 %191
	store float %77, float addrspace(1)* %192
	%193 = load i32, i32* %0
	%194 = sext i32 %185 to i64
	%195 = getelementptr i32, i32 addrspace(1)* %slot, i64 %194
	store i32 %193, i32 addrspace(1)* %195
	%196 = load i32, i32* %0
	%197 = add i32 %196, 1
	store i32 %197, i32* %0
	br label %join40

join40:
	br label %join38

else41:
	%198 = sext i32 %185 to i64
	%199 = getelementptr i32, i32 addrspace(1)* %slot, i64 %198
	store i32 -1, i32 addrspace(1)* %199
	br label %join40

then42:
	%200 = mul i32 %79, 16
	%201 = add i32 %200, %2
	%202 = fcmp une float %86, 0.0
	br i1 %202, label %then44, label %else46

join43:
	%203 = add i32 %13, 8
	br label %loop4

then44:
	%204 = load i32, i32* %0
	%205 = sext i32 %204 to i64
	%206 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %205
	store i32 %79, i32 addrspace(1)* %206
	%207 = load i32, i32* %0
	%208 = sext i32 %207 to i64
	%209 = getelementptr float, float addrspace(1)* %perm_weight, i64 %208
	store float %86, float addrspace(1)* %209
	%210 = load i32, i32* %0
	%211 = sext i32 %201 to i64
	%212 = getelementptr i32, i32 addrspace(1)* %slot, i64 %211
	store i32 %210, i32 addrspace(1)* %212
	%213 = load i32, i32* %0
	%214 = add i32 %213, 1
	store i32 %214, i32* %0
	br label %join45

join45:
	br label %join43

else46:
	%215 = sext i32 %201 to i64
	%216 = getelementptr i32, i32 addrspace(1)* %slot, i64 %215
	store i32 -1, i32 addrspace(1)* %216
	br label %join45
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
