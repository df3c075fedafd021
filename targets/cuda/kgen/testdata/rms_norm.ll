target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rms_norm_f32_f32_bf16_w64_g64_eps1em06(float addrspace(1)* %out, float addrspace(1)* %x, i16 addrspace(1)* %w, i32 %rows) {
entry:
	br label %body

body:
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = mul i32 %1, 64
	%3 = add i32 %0, 0
	%4 = icmp slt i32 %3, 8
	%5 = select i1 %4, i32 %3, i32 0
	%6 = mul i32 %5, 8
	%7 = add i32 %2, %6
	%8 = add i32 %7, 0
	%9 = sext i32 %8 to i64
	%10 = getelementptr float, float addrspace(1)* %x, i64 %9
	%11 = bitcast float addrspace(1)* %10 to <4 x i32> addrspace(1)*
	%12 = load <4 x i32>, <4 x i32> addrspace(1)* %11, align 16, !invariant.load !0
	%13 = extractelement <4 x i32> %12, i32 0
	%14 = bitcast i32 %13 to float
	%15 = extractelement <4 x i32> %12, i32 1
	%16 = bitcast i32 %15 to float
	%17 = extractelement <4 x i32> %12, i32 2
	%18 = bitcast i32 %17 to float
	%19 = extractelement <4 x i32> %12, i32 3
	%20 = bitcast i32 %19 to float
	%21 = add i32 %7, 4
	%22 = sext i32 %21 to i64
	%23 = getelementptr float, float addrspace(1)* %x, i64 %22
	%24 = bitcast float addrspace(1)* %23 to <4 x i32> addrspace(1)*
	%25 = load <4 x i32>, <4 x i32> addrspace(1)* %24, align 16, !invariant.load !0
	%26 = extractelement <4 x i32> %25, i32 0
	%27 = bitcast i32 %26 to float
	%28 = extractelement <4 x i32> %25, i32 1
	%29 = bitcast i32 %28 to float
	%30 = extractelement <4 x i32> %25, i32 2
	%31 = bitcast i32 %30 to float
	%32 = extractelement <4 x i32> %25, i32 3
	%33 = bitcast i32 %32 to float
	%34 = sext i32 %6 to i64
	%35 = getelementptr i16, i16 addrspace(1)* %w, i64 %34
	%36 = bitcast i16 addrspace(1)* %35 to <4 x i32> addrspace(1)*
	%37 = load <4 x i32>, <4 x i32> addrspace(1)* %36, align 16, !invariant.load !0
	%38 = extractelement <4 x i32> %37, i32 0
	%39 = shl i32 %38, 16
	%40 = bitcast i32 %39 to float
	%41 = and i32 %38, -65536
	%42 = bitcast i32 %41 to float
	%43 = extractelement <4 x i32> %37, i32 1
	%44 = shl i32 %43, 16
	%45 = bitcast i32 %44 to float
	%46 = and i32 %43, -65536
	%47 = bitcast i32 %46 to float
	%48 = extractelement <4 x i32> %37, i32 2
	%49 = shl i32 %48, 16
	%50 = bitcast i32 %49 to float
	%51 = and i32 %48, -65536
	%52 = bitcast i32 %51 to float
	%53 = extractelement <4 x i32> %37, i32 3
	%54 = shl i32 %53, 16
	%55 = bitcast i32 %54 to float
	%56 = and i32 %53, -65536
	%57 = bitcast i32 %56 to float
	%58 = fpext float %14 to double
	%59 = fmul double %58, %58
	%60 = fpext float %16 to double
	%61 = fmul double %60, %60
	%62 = fadd double %59, %61
	%63 = fpext float %18 to double
	%64 = fmul double %63, %63
	%65 = fadd double %62, %64
	%66 = fpext float %20 to double
	%67 = fmul double %66, %66
	%68 = fadd double %65, %67
	%69 = fpext float %27 to double
	%70 = fmul double %69, %69
	%71 = fadd double %68, %70
	%72 = fpext float %29 to double
	%73 = fmul double %72, %72
	%74 = fadd double %71, %73
	%75 = fpext float %31 to double
	%76 = fmul double %75, %75
	%77 = fadd double %74, %76
	%78 = fpext float %33 to double
	%79 = fmul double %78, %78
	%80 = fadd double %77, %79
	%81 = select i1 %4, double %80, double 0.0
	%82 = fadd double 0.0, %81
	%83 = bitcast double %82 to i64
	%84 = trunc i64 %83 to i32
	%85 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 16, i32 31)
	%86 = lshr i64 %83, 32
	%87 = trunc i64 %86 to i32
	%88 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 16, i32 31)
	%89 = sext i32 %88 to i64
	%90 = shl i64 %89, 32
	%91 = sext i32 %85 to i64
	%92 = and i64 %91, u0xFFFFFFFF
	%93 = or i64 %90, %92
	%94 = bitcast i64 %93 to double
	%95 = fadd double %82, %94
	%96 = bitcast double %95 to i64
	%97 = trunc i64 %96 to i32
	%98 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 8, i32 31)
	%99 = lshr i64 %96, 32
	%100 = trunc i64 %99 to i32
	%101 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 8, i32 31)
	%102 = sext i32 %101 to i64
	%103 = shl i64 %102, 32
	%104 = sext i32 %98 to i64
	%105 = and i64 %104, u0xFFFFFFFF
	%106 = or i64 %103, %105
	%107 = bitcast i64 %106 to double
	%108 = fadd double %95, %107
	%109 = bitcast double %108 to i64
	%110 = trunc i64 %109 to i32
	%111 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 4, i32 31)
	%112 = lshr i64 %109, 32
	%113 = trunc i64 %112 to i32
	%114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 4, i32 31)
	%115 = sext i32 %114 to i64
	%116 = shl i64 %115, 32
	%117 = sext i32 %111 to i64
	%118 = and i64 %117, u0xFFFFFFFF
	%119 = or i64 %116, %118
	%120 = bitcast i64 %119 to double
	%121 = fadd double %108, %120
	%122 = bitcast double %121 to i64
	%123 = trunc i64 %122 to i32
	%124 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %123, i32 2, i32 31)
	%125 = lshr i64 %122, 32
	%126 = trunc i64 %125 to i32
	%127 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 2, i32 31)
	%128 = sext i32 %127 to i64
	%129 = shl i64 %128, 32
	%130 = sext i32 %124 to i64
	%131 = and i64 %130, u0xFFFFFFFF
	%132 = or i64 %129, %131
	%133 = bitcast i64 %132 to double
	%134 = fadd double %121, %133
	%135 = bitcast double %134 to i64
	%136 = trunc i64 %135 to i32
	%137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
	%138 = lshr i64 %135, 32
	%139 = trunc i64 %138 to i32
	%140 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 1, i32 31)
	%141 = sext i32 %140 to i64
	%142 = shl i64 %141, 32
	%143 = sext i32 %137 to i64
	%144 = and i64 %143, u0xFFFFFFFF
	%145 = or i64 %142, %144
	%146 = bitcast i64 %145 to double
	%147 = fadd double %134, %146
	%148 = fdiv double %147, 64.0
	%149 = fptrunc double %148 to float
	%150 = fadd float %149, 0x3EB0C6F7A0000000
	%151 = fpext float %150 to double
	%152 = call double @llvm.sqrt.f64(double %151)
	%153 = fdiv double 1.0, %152
	%154 = fptrunc double %153 to float
	br i1 %4, label %then1, label %join2

then1:
	%155 = fmul float %14, %154
	%156 = fmul float %40, %155
	%157 = fmul float %16, %154
	%158 = fmul float %42, %157
	%159 = fmul float %18, %154
	%160 = fmul float %45, %159
	%161 = fmul float %20, %154
	%162 = fmul float %47, %161
	%163 = fmul float %27, %154
	%164 = fmul float %50, %163
	%165 = fmul float %29, %154
	%166 = fmul float %52, %165
	%167 = fmul float %31, %154
	%168 = fmul float %55, %167
	%169 = fmul float %33, %154
	%170 = fmul float %57, %169
	%171 = add i32 %2, %6
	%172 = add i32 %171, 0
	%173 = bitcast float %156 to i32
	%174 = bitcast float %158 to i32
	%175 = bitcast float %160 to i32
	%176 = bitcast float %162 to i32
	%177 = insertelement <4 x i32> zeroinitializer, i32 %173, i32 0
	%178 = insertelement <4 x i32> %177, i32 %174, i32 1
	%179 = insertelement <4 x i32> %178, i32 %175, i32 2
	%180 = insertelement <4 x i32> %179, i32 %176, i32 3
	%181 = sext i32 %172 to i64
	%182 = getelementptr float, float addrspace(1)* %out, i64 %181
	%183 = bitcast float addrspace(1)* %182 to <4 x i32> addrspace(1)*
	store <4 x i32> %180, <4 x i32> addrspace(1)* %183, align 16
	%184 = add i32 %171, 4
	%185 = bitcast float %164 to i32
	%186 = bitcast float %166 to i32
	%187 = bitcast float %168 to i32
	%188 = bitcast float %170 to i32
	%189 = insertelement <4 x i32> zeroinitializer, i32 %185, i32 0
	%190 = insertelement <4 x i32> %189, i32 %186, i32 1
	%191 = insertelement <4 x i32> %190, i32 %187, i32 2
	%192 = insertelement <4 x i32> %191, i32 %188, i32 3
	%193 = sext i32 %184 to i64
	%194 = getelementptr float, float addrspace(1)* %out, i64 %193
	%195 = bitcast float addrspace(1)* %194 to <4 x i32> addrspace(1)*
	store <4 x i32> %192, <4 x i32> addrspace(1)* %195, align 16
	br label %join2

join2:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare double @llvm.sqrt.f64(double %0)

!0 = !{}
