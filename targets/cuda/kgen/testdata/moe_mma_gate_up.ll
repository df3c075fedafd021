target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_stream_gate_up_bf16_bf16_bf16_h64_i32_e4_mma_t16_r1_w1_u1_b2(i16 addrspace(1)* %act, i16 addrspace(1)* %x, i16 addrspace(1)* %gate, i16 addrspace(1)* %up, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, i32 %rows) {
entry:
	%0 = alloca float
	%1 = alloca float
	%2 = alloca float
	%3 = alloca float
	%4 = alloca float
	%5 = alloca float
	%6 = alloca float
	%7 = alloca float
	%8 = alloca float
	%9 = alloca float
	%10 = alloca float
	%11 = alloca float
	%12 = alloca float
	%13 = alloca float
	%14 = alloca float
	%15 = alloca float
	br label %body

body:
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%17 = and i32 %16, 31
	%18 = lshr i32 %17, 2
	%19 = and i32 %17, 3
	%20 = sext i32 0 to i64
	%21 = getelementptr i32, i32 addrspace(1)* %active, i64 %20
	%22 = load i32, i32 addrspace(1)* %21
	%23 = mul i32 %22, 2
	%24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%25 = mul i32 %24, 1
	%26 = lshr i32 %16, 5
	%27 = add i32 %25, %26
	br label %loop1

loop1:
	%28 = phi i32 [ %27, %body ], [ %106, %done6 ]
	%29 = icmp slt i32 %28, %23
	br i1 %29, label %body2, label %done3

body2:
	%30 = sdiv i32 %28, 2
	%31 = add i32 %30, 1
	%32 = sext i32 %31 to i64
	%33 = getelementptr i32, i32 addrspace(1)* %active, i64 %32
	%34 = load i32, i32 addrspace(1)* %33
	%35 = srem i32 %28, 2
	%36 = mul i32 %35, 16
	%37 = sext i32 %34 to i64
	%38 = getelementptr i32, i32 addrspace(1)* %counts, i64 %37
	%39 = load i32, i32 addrspace(1)* %38
	%40 = sext i32 %34 to i64
	%41 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %40
	%42 = load i32, i32 addrspace(1)* %41
	%43 = add i32 %36, 0
	%44 = mul i32 %34, 32
	%45 = add i32 %44, %43
	%46 = add i32 %18, 0
	%47 = add i32 %45, %46
	%48 = sext i32 %47 to i64
	%49 = mul i64 %48, 64
	%50 = mul i32 %19, 8
	%51 = sext i32 %50 to i64
	%52 = add i64 %49, %51
	%53 = mul i32 %34, 32
	%54 = add i32 %53, %43
	%55 = add i32 %18, 8
	%56 = add i32 %54, %55
	%57 = sext i32 %56 to i64
	%58 = mul i64 %57, 64
	%59 = mul i32 %19, 8
	%60 = sext i32 %59 to i64
	%61 = add i64 %58, %60
	%62 = mul i32 %34, 32
	%63 = add i32 %62, %43
	%64 = add i32 %18, 0
	%65 = add i32 %63, %64
	%66 = sext i32 %65 to i64
	%67 = mul i64 %66, 64
	%68 = mul i32 %19, 8
	%69 = sext i32 %68 to i64
	%70 = add i64 %67, %69
	%71 = mul i32 %34, 32
	%72 = add i32 %71, %43
	%73 = add i32 %18, 8
	%74 = add i32 %72, %73
	%75 = sext i32 %74 to i64
	%76 = mul i64 %75, 64
	%77 = mul i32 %19, 8
	%78 = sext i32 %77 to i64
	%79 = add i64 %76, %78
	br label %loop4

done3:
	ret void

loop4:
	%80 = phi i32 [ 0, %body2 ], [ %686, %join23 ]
	%81 = icmp slt i32 %80, %39
	br i1 %81, label %body5, label %done6

body5:
	store float 0.0, float* %0
	store float 0.0, float* %1
	store float 0.0, float* %2
	store float 0.0, float* %3
	store float 0.0, float* %4
	store float 0.0, float* %5
	store float 0.0, float* %6
	store float 0.0, float* %7
	store float 0.0, float* %8
	store float 0.0, float* %9
	store float 0.0, float* %10
	store float 0.0, float* %11
	store float 0.0, float* %12
	store float 0.0, float* %13
	store float 0.0, float* %14
	store float 0.0, float* %15
	%82 = add i32 %80, 0
	%83 = add i32 %82, %18
	%84 = icmp slt i32 %83, %39
	%85 = select i1 %84, i32 %83, i32 %80
	%86 = add i32 %42, %85
	%87 = sext i32 %86 to i64
	%88 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %87
	%89 = load i32, i32 addrspace(1)* %88
	%90 = mul i32 %89, 64
	%91 = mul i32 %19, 8
	%92 = add i32 %90, %91
	%93 = icmp slt i32 %82, %39
	%94 = add i32 %80, 8
	%95 = add i32 %94, %18
	%96 = icmp slt i32 %95, %39
	%97 = select i1 %96, i32 %95, i32 %80
	%98 = add i32 %42, %97
	%99 = sext i32 %98 to i64
	%100 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %99
	%101 = load i32, i32 addrspace(1)* %100
	%102 = mul i32 %101, 64
	%103 = mul i32 %19, 8
	%104 = add i32 %102, %103
	%105 = icmp slt i32 %94, %39
	br label %loop7

done6:
	%106 = add i32 %28, 2
	br label %loop1

loop7:
	%107 = phi i32 [ 0, %body5 ], [ %379, %join11 ]
	%108 = icmp slt i32 %107, 64
	br i1 %108, label %body8, label %done9

body8:
	%109 = add i32 %107, 0
	%110 = sext i32 %109 to i64
	%111 = add i64 %52, %110
	%112 = getelementptr i16, i16 addrspace(1)* %gate, i64 %111
	%113 = bitcast i16 addrspace(1)* %112 to <4 x i32> addrspace(1)*
	%114 = load <4 x i32>, <4 x i32> addrspace(1)* %113, align 16, !invariant.load !0
	%115 = add i64 %61, %110
	%116 = getelementptr i16, i16 addrspace(1)* %gate, i64 %115
	%117 = bitcast i16 addrspace(1)* %116 to <4 x i32> addrspace(1)*
	%118 = load <4 x i32>, <4 x i32> addrspace(1)* %117, align 16, !invariant.load !0
	%119 = add i64 %70, %110
	%120 = getelementptr i16, i16 addrspace(1)* %up, i64 %119
	%121 = bitcast i16 addrspace(1)* %120 to <4 x i32> addrspace(1)*
	%122 = load <4 x i32>, <4 x i32> addrspace(1)* %121, align 16, !invariant.load !0
	%123 = add i64 %79, %110
	%124 = getelementptr i16, i16 addrspace(1)* %up, i64 %123
	%125 = bitcast i16 addrspace(1)* %124 to <4 x i32> addrspace(1)*
	%126 = load <4 x i32>, <4 x i32> addrspace(1)* %125, align 16, !invariant.load !0
	%127 = add i32 %109, 0
	%128 = add i32 %92, %127
	%129 = sext i32 %128 to i64
	%130 = getelementptr i16, i16 addrspace(1)* %x, i64 %129
	%131 = bitcast i16 addrspace(1)* %130 to <4 x i32> addrspace(1)*
	%132 = load <4 x i32>, <4 x i32> addrspace(1)* %131, align 16, !invariant.load !0
	%133 = add i32 %109, 0
	%134 = add i32 %104, %133
	%135 = sext i32 %134 to i64
	%136 = getelementptr i16, i16 addrspace(1)* %x, i64 %135
	%137 = bitcast i16 addrspace(1)* %136 to <4 x i32> addrspace(1)*
	%138 = load <4 x i32>, <4 x i32> addrspace(1)* %137, align 16, !invariant.load !0
	%139 = extractelement <4 x i32> %132, i32 0
	%140 = extractelement <4 x i32> %132, i32 1
	%141 = extractelement <4 x i32> %114, i32 0
	%142 = extractelement <4 x i32> %118, i32 0
	%143 = extractelement <4 x i32> %114, i32 1
	%144 = extractelement <4 x i32> %118, i32 1
	%145 = load float, float* %0
	%146 = load float, float* %1
	%147 = load float, float* %2
	%148 = load float, float* %3
	%149 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %141, i32 %142, i32 %143, i32 %144, i32 %139, i32 %140, float %145, float %146, float %147, float %148)
	%150 = extractvalue { float, float, float, float } %149, 0
	%151 = bitcast float %150 to i32
	%152 = insertelement <4 x i32> zeroinitializer, i32 %151, i32 0
	%153 = extractvalue { float, float, float, float } %149, 1
	%154 = bitcast float %153 to i32
	%155 = insertelement <4 x i32> %152, i32 %154, i32 1
	%156 = extractvalue { float, float, float, float } %149, 2
	%157 = bitcast float %156 to i32
	%158 = insertelement <4 x i32> %155, i32 %157, i32 2
	%159 = extractvalue { float, float, float, float } %149, 3
	%160 = bitcast float %159 to i32
	%161 = insertelement <4 x i32> %158, i32 %160, i32 3
	%162 = extractelement <4 x i32> %161, i32 0
	%163 = bitcast i32 %162 to float
	store float %163, float* %0
	%164 = extractelement <4 x i32> %161, i32 1
	%165 = bitcast i32 %164 to float
	store float %165, float* %1
	%166 = extractelement <4 x i32> %161, i32 2
	%167 = bitcast i32 %166 to float
	store float %167, float* %2
	%168 = extractelement <4 x i32> %161, i32 3
	%169 = bitcast i32 %168 to float
	store float %169, float* %3
	%170 = extractelement <4 x i32> %122, i32 0
	%171 = extractelement <4 x i32> %126, i32 0
	%172 = extractelement <4 x i32> %122, i32 1
	%173 = extractelement <4 x i32> %126, i32 1
	%174 = load float, float* %8
	%175 = load float, float* %9
	%176 = load float, float* %10
	%177 = load float, float* %11
	%178 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %170, i32 %171, i32 %172, i32 %173, i32 %139, i32 %140, float %174, float %175, float %176, float %177)
	%179 = extractvalue { float, float, float, float } %178, 0
	%180 = bitcast float %179 to i32
	%181 = insertelement <4 x i32> zeroinitializer, i32 %180, i32 0
	%182 = extractvalue { float, float, float, float } %178, 1
	%183 = bitcast float %182 to i32
	%184 = insertelement <4 x i32> %181, i32 %183, i32 1
	%185 = extractvalue { float, float, float, float } %178, 2
	%186 = bitcast float %185 to i32
	%187 = insertelement <4 x i32> %184, i32 %186, i32 2
	%188 = extractvalue { float, float, float, float } %178, 3
	%189 = bitcast float %188 to i32
	%190 = insertelement <4 x i32> %187, i32 %189, i32 3
	%191 = extractelement <4 x i32> %190, i32 0
	%192 = bitcast i32 %191 to float
	store float %192, float* %8
	%193 = extractelement <4 x i32> %190, i32 1
	%194 = bitcast i32 %193 to float
	store float %194, float* %9
	%195 = extractelement <4 x i32> %190, i32 2
	%196 = bitcast i32 %195 to float
	store float %196, float* %10
	%197 = extractelement <4 x i32> %190, i32 3
	%198 = bitcast i32 %197 to float
	store float %198, float* %11
	%199 = extractelement <4 x i32> %132, i32 2
	%200 = extractelement <4 x i32> %132, i32 3
	%201 = extractelement <4 x i32> %114, i32 2
	%202 = extractelement <4 x i32> %118, i32 2
	%203 = extractelement <4 x i32> %114, i32 3
	%204 = extractelement <4 x i32> %118, i32 3
	%205 = load float, float* %0
	%206 = load float, float* %1
	%207 = load float, float* %2
	%208 = load float, float* %3
	%209 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %199, i32 %200, float %205, float %206, float %207, float %208)
	%210 = extractvalue { float, float, float, float } %209, 0
	%211 = bitcast float %210 to i32
	%212 = insertelement <4 x i32> zeroinitializer, i32 %211, i32 0
	%213 = extractvalue { float, float, float, float } %209, 1
	%214 = bitcast float %213 to i32
	%215 = insertelement <4 x i32> %212, i32 %214, i32 1
	%216 = extractvalue { float, float, float, float } %209, 2
	%217 = bitcast float %216 to i32
	%218 = insertelement <4 x i32> %215, i32 %217, i32 2
	%219 = extractvalue { float, float, float, float } %209, 3
	%220 = bitcast float %219 to i32
	%221 = insertelement <4 x i32> %218, i32 %220, i32 3
	%222 = extractelement <4 x i32> %221, i32 0
	%223 = bitcast i32 %222 to float
	store float %223, float* %0
	%224 = extractelement <4 x i32> %221, i32 1
	%225 = bitcast i32 %224 to float
	store float %225, float* %1
	%226 = extractelement <4 x i32> %221, i32 2
	%227 = bitcast i32 %226 to float
	store float %227, float* %2
	%228 = extractelement <4 x i32> %221, i32 3
	%229 = bitcast i32 %228 to float
	store float %229, float* %3
	%230 = extractelement <4 x i32> %122, i32 2
	%231 = extractelement <4 x i32> %126, i32 2
	%232 = extractelement <4 x i32> %122, i32 3
	%233 = extractelement <4 x i32> %126, i32 3
	%234 = load float, float* %8
	%235 = load float, float* %9
	%236 = load float, float* %10
	%237 = load float, float* %11
	%238 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %230, i32 %231, i32 %232, i32 %233, i32 %199, i32 %200, float %234, float %235, float %236, float %237)
	%239 = extractvalue { float, float, float, float } %238, 0
	%240 = bitcast float %239 to i32
	%241 = insertelement <4 x i32> zeroinitializer, i32 %240, i32 0
	%242 = extractvalue { float, float, float, float } %238, 1
	%243 = bitcast float %242 to i32
	%244 = insertelement <4 x i32> %241, i32 %243, i32 1
	%245 = extractvalue { float, float, float, float } %238, 2
	%246 = bitcast float %245 to i32
	%247 = insertelement <4 x i32> %244, i32 %246, i32 2
	%248 = extractvalue { float, float, float, float } %238, 3
	%249 = bitcast float %248 to i32
	%250 = insertelement <4 x i32> %247, i32 %249, i32 3
	%251 = extractelement <4 x i32> %250, i32 0
	%252 = bitcast i32 %251 to float
	store float %252, float* %8
	%253 = extractelement <4 x i32> %250, i32 1
	%254 = bitcast i32 %253 to float
	store float %254, float* %9
	%255 = extractelement <4 x i32> %250, i32 2
	%256 = bitcast i32 %255 to float
	store float %256, float* %10
	%257 = extractelement <4 x i32> %250, i32 3
	%258 = bitcast i32 %257 to float
	store float %258, float* %11
	br i1 %105, label %then10, label %join11

done9:
	br i1 %93, label %then12, label %join13

then10:
	%259 = extractelement <4 x i32> %138, i32 0
	%260 = extractelement <4 x i32> %138, i32 1
	%261 = extractelement <4 x i32> %114, i32 0
	%262 = extractelement <4 x i32> %118, i32 0
	%263 = extractelement <4 x i32> %114, i32 1
	%264 = extractelement <4 x i32> %118, i32 1
	%265 = load float, float* %4
	%266 = load float, float* %5
	%267 = load float, float* %6
	%268 = load float, float* %7
	%269 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %261, i32 %262, i32 %263, i32 %264, i32 %259, i32 %260, float %265, float %266, float %267, float %268)
	%270 = extractvalue { float, float, float, float } %269, 0
	%271 = bitcast float %270 to i32
	%272 = insertelement <4 x i32> zeroinitializer, i32 %271, i32 0
	%273 = extractvalue { float, float, float, float } %269, 1
	%274 = bitcast float %273 to i32
	%275 = insertelement <4 x i32> %272, i32 %274, i32 1
	%276 = extractvalue { float, float, float, float } %269, 2
	%277 = bitcast float %276 to i32
	%278 = insertelement <4 x i32> %275, i32 %277, i32 2
	%279 = extractvalue { float, float, float, float } %269, 3
	%280 = bitcast float %279 to i32
	%281 = insertelement <4 x i32> %278, i32 %280, i32 3
	%282 = extractelement <4 x i32> %281, i32 0
	%283 = bitcast i32 %282 to float
	store float %283, float* %4
	%284 = extractelement <4 x i32> %281, i32 1
	%285 = bitcast i32 %284 to float
	store float %285, float* %5
	%286 = extractelement <4 x i32> %281, i32 2
	%287 = bitcast i32 %286 to float
	store float %287, float* %6
	%288 = extractelement <4 x i32> %281, i32 3
	%289 = bitcast i32 %288 to float
	store float %289, float* %7
	%290 = extractelement <4 x i32> %122, i32 0
	%291 = extractelement <4 x i32> %126, i32 0
	%292 = extractelement <4 x i32> %122, i32 1
	%293 = extractelement <4 x i32> %126, i32 1
	%294 = load float, float* %12
	%295 = load float, float* %13
	%296 = load float, float* %14
	%297 = load float, float* %15
	%298 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %290, i32 %291, i32 %292, i32 %293, i32 %259, i32 %260, float %294, float %295, float %296, float %297)
	%299 = extractvalue { float, float, float, float } %298, 0
	%300 = bitcast float %299 to i32
	%301 = insertelement <4 x i32> zeroinitializer, i32 %300, i32 0
	%302 = extractvalue { float, float, float, float } %298, 1
	%303 = bitcast float %302 to i32
	%304 = insertelement <4 x i32> %301, i32 %303, i32 1
	%305 = extractvalue { float, float, float, float } %298, 2
	%306 = bitcast float %305 to i32
	%307 = insertelement <4 x i32> %304, i32 %306, i32 2
	%308 = extractvalue { float, float, float, float } %298, 3
	%309 = bitcast float %308 to i32
	%310 = insertelement <4 x i32> %307, i32 %309, i32 3
	%311 = extractelement <4 x i32> %310, i32 0
	%312 = bitcast i32 %311 to float
	store float %312, float* %12
	%313 = extractelement <4 x i32> %310, i32 1
	%314 = bitcast i32 %313 to float
	store float %314, float* %13
	%315 = extractelement <4 x i32> %310, i32 2
	%316 = bitcast i32 %315 to float
	store float %316, float* %14
	%317 = extractelement <4 x i32> %310, i32 3
	%318 = bitcast i32 %317 to float
	store float %318, float* %15
	%319 = extractelement <4 x i32> %138, i32 2
	%320 = extractelement <4 x i32> %138, i32 3
	%321 = extractelement <4 x i32> %114, i32 2
	%322 = extractelement <4 x i32> %118, i32 2
	%323 = extractelement <4 x i32> %114, i32 3
	%324 = extractelement <4 x i32> %118, i32 3
	%325 = load float, float* %4
	%326 = load float, float* %5
	%327 = load float, float* %6
	%328 = load float, float* %7
	%329 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %321, i32 %322, i32 %323, i32 %324, i32 %319, i32 %320, float %325, float %326, float %327, float %328)
	%330 = extractvalue { float, float, float, float } %329, 0
	%331 = bitcast float %330 to i32
	%332 = insertelement <4 x i32> zeroinitializer, i32 %331, i32 0
	%333 = extractvalue { float, float, float, float } %329, 1
	%334 = bitcast float %333 to i32
	%335 = insertelement <4 x i32> %332, i32 %334, i32 1
	%336 = extractvalue { float, float, float, float } %329, 2
	%337 = bitcast float %336 to i32
	%338 = insertelement <4 x i32> %335, i32 %337, i32 2
	%339 = extractvalue { float, float, float, float } %329, 3
	%340 = bitcast float %339 to i32
	%341 = insertelement <4 x i32> %338, i32 %340, i32 3
	%342 = extractelement <4 x i32> %341, i32 0
	%343 = bitcast i32 %342 to float
	store float %343, float* %4
	%344 = extractelement <4 x i32> %341, i32 1
	%345 = bitcast i32 %344 to float
	store float %345, float* %5
	%346 = extractelement <4 x i32> %341, i32 2
	%347 = bitcast i32 %346 to float
	store float %347, float* %6
	%348 = extractelement <4 x i32> %341, i32 3
	%349 = bitcast i32 %348 to float
	store float %349, float* %7
	%350 = extractelement <4 x i32> %122, i32 2
	%351 = extractelement <4 x i32> %126, i32 2
	%352 = extractelement <4 x i32> %122, i32 3
	%353 = extractelement <4 x i32> %126, i32 3
	%354 = load float, float* %12
	%355 = load float, float* %13
	%356 = load float, float* %14
	%357 = load float, float* %15
	%358 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %350, i32 %351, i32 %352, i32 %353, i32 %319, i32 %320, float %354, float %355, float %356, float %357)
	%359 = extractvalue { float, float, float, float } %358, 0
	%360 = bitcast float %359 to i32
	%361 = insertelement <4 x i32> zeroinitializer, i32 %360, i32 0
	%362 = extractvalue { float, float, float, float } %358, 1
	%363 = bitcast float %362 to i32
	%364 = insertelement <4 x i32> %361, i32 %363, i32 1
	%365 = extractvalue { float, float, float, float } %358, 2
	%366 = bitcast float %365 to i32
	%367 = insertelement <4 x i32> %364, i32 %366, i32 2
	%368 = extractvalue { float, float, float, float } %358, 3
	%369 = bitcast float %368 to i32
	%370 = insertelement <4 x i32> %367, i32 %369, i32 3
	%371 = extractelement <4 x i32> %370, i32 0
	%372 = bitcast i32 %371 to float
	store float %372, float* %12
	%373 = extractelement <4 x i32> %370, i32 1
	%374 = bitcast i32 %373 to float
	store float %374, float* %13
	%375 = extractelement <4 x i32> %370, i32 2
	%376 = bitcast i32 %375 to float
	store float %376, float* %14
	%377 = extractelement <4 x i32> %370, i32 3
	%378 = bitcast i32 %377 to float
	store float %378, float* %15
	br label %join11

join11:
	%379 = add i32 %107, 32
	br label %loop7

then12:
	%380 = add i32 %80, 0
	%381 = mul i32 %19, 2
	%382 = add i32 %380, %381
	%383 = add i32 %36, 0
	%384 = add i32 %383, %18
	%385 = icmp slt i32 %382, %39
	br i1 %385, label %then14, label %join15

join13:
	br i1 %105, label %then22, label %join23

then14:
	%386 = add i32 %42, %382
	%387 = mul i32 %386, 32
	%388 = add i32 %387, %384
	%389 = load float, float* %0
	%390 = load float, float* %8
	%391 = fsub float 0.0, %389
	%392 = fpext float %391 to double
	%393 = fcmp olt double %392, -745.0
	%394 = select i1 %393, double -745.0, double %392
	%395 = fcmp olt double 710.0, %394
	%396 = select i1 %395, double 710.0, double %394
	%397 = fmul double %396, 0x3FF71547652B82FE
	%398 = call double @llvm.rint.f64(double %397)
	%399 = fmul double %398, 0x3FE62E42FEE00000
	%400 = fsub double %396, %399
	%401 = fmul double %398, 0x3DEA39EF35793C76
	%402 = fsub double %400, %401
	%403 = fmul double 0x3DE6124613A86D09, %402
	%404 = fadd double %403, 0x3E21EED8EFF8D898
	%405 = fmul double %404, %402
	%406 = fadd double %405, 0x3E5AE64567F544E4
	%407 = fmul double %406, %402
	%408 = fadd double %407, 0x3E927E4FB7789F5C
	%409 = fmul double %408, %402
	%410 = fadd double %409, 0x3EC71DE3A556C734
	%411 = fmul double %410, %402
	%412 = fadd double %411, 0x3EFA01A01A01A01A
	%413 = fmul double %412, %402
	%414 = fadd double %413, 0x3F2A01A01A01A01A
	%415 = fmul double %414, %402
	%416 = fadd double %415, 0x3F56C16C16C16C17
	%417 = fmul double %416, %402
	%418 = fadd double %417, 0x3F81111111111111
	%419 = fmul double %418, %402
	%420 = fadd double %419, 0x3FA5555555555555
	%421 = fmul double %420, %402
	%422 = fadd double %421, 0x3FC5555555555555
	%423 = fmul double %422, %402
	%424 = fadd double %423, 0.5
	%425 = fmul double %424, %402
	%426 = fadd double %425, 1.0
	%427 = fmul double %426, %402
	%428 = fadd double %427, 1.0
	%429 = fptosi double %398 to i64
	%430 = sdiv i64 %429, 2
	%431 = sub i64 %429, %430
	%432 = add i64 %430, 1023
	%433 = shl i64 %432, 52
	%434 = bitcast i64 %433 to double
	%435 = fmul double %428, %434
	%436 = add i64 %431, 1023
	%437 = shl i64 %436, 52
	%438 = bitcast i64 %437 to double
	%439 = fmul double %435, %438
	%440 = fptrunc double %439 to float
	%441 = fadd float 1.0, %440
	%442 = fdiv float %389, %441
	%443 = fmul float %442, %390
	%444 = bitcast float %443 to i32
	%445 = lshr i32 %444, 16
	%446 = and i32 %445, 1
	%447 = add i32 %444, u0x7FFF
	%448 = add i32 %447, %446
	%449 = lshr i32 %448, 16
	%450 = fcmp uno float %443, %443
	%451 = select i1 %450, i32 32704, i32 %449
	%452 = trunc i32 %451 to i16
	%453 = sext i32 %388 to i64
	%454 = getelementptr i16, i16 addrspace(1)* %act, i64 %453
	store i16 %452, i16 addrspace(1)* %454
	br label %join15

join15:
	%455 = add i32 %80, 1
	%456 = mul i32 %19, 2
	%457 = add i32 %455, %456
	%458 = add i32 %36, 0
	%459 = add i32 %458, %18
	%460 = icmp slt i32 %457, %39
	br i1 %460, label %then16, label %join17

then16:
	%461 = add i32 %42, %457
	%462 = mul i32 %461, 32
	%463 = add i32 %462, %459
	%464 = load float, float* %1
	%465 = load float, float* %9
	%466 = fsub float 0.0, %464
	%467 = fpext float %466 to double
	%468 = fcmp olt double %467, -745.0
	%469 = select i1 %468, double -745.0, double %467
	%470 = fcmp olt double 710.0, %469
	%471 = select i1 %470, double 710.0, double %469
	%472 = fmul double %471, 0x3FF71547652B82FE
	%473 = call double @llvm.rint.f64(double %472)
	%474 = fmul double %473, 0x3FE62E42FEE00000
	%475 = fsub double %471, %474
	%476 = fmul double %473, 0x3DEA39EF35793C76
	%477 = fsub double %475, %476
	%478 = fmul double 0x3DE6124613A86D09, %477
	%479 = fadd double %478, 0x3E21EED8EFF8D898
	%480 = fmul double %479, %477
	%481 = fadd double %480, 0x3E5AE64567F544E4
	%482 = fmul double %481, %477
	%483 = fadd double %482, 0x3E927E4FB7789F5C
	%484 = fmul double %483, %477
	%485 = fadd double %484, 0x3EC71DE3A556C734
	%486 = fmul double %485, %477
	%487 = fadd double %486, 0x3EFA01A01A01A01A
	%488 = fmul double %487, %477
	%489 = fadd double %488, 0x3F2A01A01A01A01A
	%490 = fmul double %489, %477
	%491 = fadd double %490, 0x3F56C16C16C16C17
	%492 = fmul double %491, %477
	%493 = fadd double %492, 0x3F81111111111111
	%494 = fmul double %493, %477
	%495 = fadd double %494, 0x3FA5555555555555
	%496 = fmul double %495, %477
	%497 = fadd double %496, 0x3FC5555555555555
	%498 = fmul double %497, %477
	%499 = fadd double %498, 0.5
	%500 = fmul double %499, %477
	%501 = fadd double %500, 1.0
	%502 = fmul double %501, %477
	%503 = fadd double %502, 1.0
	%504 = fptosi double %473 to i64
	%505 = sdiv i64 %504, 2
	%506 = sub i64 %504, %505
	%507 = add i64 %505, 1023
	%508 = shl i64 %507, 52
	%509 = bitcast i64 %508 to double
	%510 = fmul double %503, %509
	%511 = add i64 %506, 1023
	%512 = shl i64 %511, 52
	%513 = bitcast i64 %512 to double
	%514 = fmul double %510, %513
	%515 = fptrunc double %514 to float
	%516 = fadd float 1.0, %515
	%517 = fdiv float %464, %516
	%518 = fmul float %517, %465
	%519 = bitcast float %518 to i32
	%520 = lshr i32 %519, 16
	%521 = and i32 %520, 1
	%522 = add i32 %519, u0x7FFF
	%523 = add i32 %522, %521
	%524 = lshr i32 %523, 16
	%525 = fcmp uno float %518, %518
	%526 = select i1 %525, i32 32704, i32 %524
	%527 = trunc i32 %526 to i16
	%528 = sext i32 %463 to i64
	%529 = getelementptr i16, i16 addrspace(1)* %act, i64 %528
	store i16 %527, i16 addrspace(1)* %529
	br label %join17

join17:
	%530 = add i32 %80, 0
	%531 = mul i32 %19, 2
	%532 = add i32 %530, %531
	%533 = add i32 %36, 8
	%534 = add i32 %533, %18
	%535 = icmp slt i32 %532, %39
	br i1 %535, label %then18, label %join19

then18:
	%536 = add i32 %42, %532
	%537 = mul i32 %536, 32
	%538 = add i32 %537, %534
	%539 = load float, float* %2
	%540 = load float, float* %10
	%541 = fsub float 0.0, %539
	%542 = fpext float %541 to double
	%543 = fcmp olt double %542, -745.0
	%544 = select i1 %543, double -745.0, double %542
	%545 = fcmp olt double 710.0, %544
	%546 = select i1 %545, double 710.0, double %544
	%547 = fmul double %546, 0x3FF71547652B82FE
	%548 = call double @llvm.rint.f64(double %547)
	%549 = fmul double %548, 0x3FE62E42FEE00000
	%550 = fsub double %546, %549
	%551 = fmul double %548, 0x3DEA39EF35793C76
	%552 = fsub double %550, %551
	%553 = fmul double 0x3DE6124613A86D09, %552
	%554 = fadd double %553, 0x3E21EED8EFF8D898
	%555 = fmul double %554, %552
	%556 = fadd double %555, 0x3E5AE64567F544E4
	%557 = fmul double %556, %552
	%558 = fadd double %557, 0x3E927E4FB7789F5C
	%559 = fmul double %558, %552
	%560 = fadd double %559, 0x3EC71DE3A556C734
	%561 = fmul double %560, %552
	%562 = fadd double %561, 0x3EFA01A01A01A01A
	%563 = fmul double %562, %552
	%564 = fadd double %563, 0x3F2A01A01A01A01A
	%565 = fmul double %564, %552
	%566 = fadd double %565, 0x3F56C16C16C16C17
	%567 = fmul double %566, %552
	%568 = fadd double %567, 0x3F81111111111111
	%569 = fmul double %568, %552
	%570 = fadd double %569, 0x3FA5555555555555
	%571 = fmul double %570, %552
	%572 = fadd double %571, 0x3FC5555555555555
	%573 = fmul double %572, %552
	%574 = fadd double %573, 0.5
	%575 = fmul double %574, %552
	%576 = fadd double %575, 1.0
	%577 = fmul double %576, %552
	%578 = fadd double %577, 1.0
	%579 = fptosi double %548 to i64
	%580 = sdiv i64 %579, 2
	%581 = sub i64 %579, %580
	%582 = add i64 %580, 1023
	%583 = shl i64 %582, 52
	%584 = bitcast i64 %583 to double
	%585 = fmul double %578, %584
	%586 = add i64 %581, 1023
	%587 = shl i64 %586, 52
	%588 = bitcast i64 %587 to double
	%589 = fmul double %585, %588
	%590 = fptrunc double %589 to float
	%591 = fadd float 1.0, %590
	%592 = fdiv float %539, %591
	%593 = fmul float %592, %540
	%594 = bitcast float %593 to i32
	%595 = lshr i32 %594, 16
	%596 = and i32 %595, 1
	%597 = add i32 %594, u0x7FFF
	%598 = add i32 %597, %596
	%599 = lshr i32 %598, 16
	%600 = fcmp uno float %593, %593
	%601 = select i1 %600, i32 32704, i32 %599
	%602 = trunc i32 %601 to i16
	%603 = sext i32 %538 to i64
	%604 = getelementptr i16, i16 addrspace(1)* %act, i64 %603
	store i16 %602, i16 addrspace(1)* %604
	br label %join19

join19:
	%605 = add i32 %80, 1
	%606 = mul i32 %19, 2
	%607 = add i32 %605, %606
	%608 = add i32 %36, 8
	%609 = add i32 %608, %18
	%610 = icmp slt i32 %607, %39
	br i1 %610, label %then20, label %join21

then20:
	%611 = add i32 %42, %607
	%612 = mul i32 %611, 32
	%613 = add i32 %612, %609
	%614 = load float, float* %3
	%615 = load float, float* %11
	%616 = fsub float 0.0, %614
	%617 = fpext float %616 to double
	%618 = fcmp olt double %617, -745.0
	%619 = select i1 %618, double -745.0, double %617
	%620 = fcmp olt double 710.0, %619
	%621 = select i1 %620, double 710.0, double %619
	%622 = fmul double %621, 0x3FF71547652B82FE
	%623 = call double @llvm.rint.f64(double %622)
	%624 = fmul double %623, 0x3FE62E42FEE00000
	%625 = fsub double %621, %624
	%626 = fmul double %623, 0x3DEA39EF35793C76
	%627 = fsub double %625, %626
	%628 = fmul double 0x3DE6124613A86D09, %627
	%629 = fadd double %628, 0x3E21EED8EFF8D898
	%630 = fmul double %629, %627
	%631 = fadd double %630, 0x3E5AE64567F544E4
	%632 = fmul double %631, %627
	%633 = fadd double %632, 0x3E927E4FB7789F5C
	%634 = fmul double %633, %627
	%635 = fadd double %634, 0x3EC71DE3A556C734
	%636 = fmul double %635, %627
	%637 = fadd double %636, 0x3EFA01A01A01A01A
	%638 = fmul double %637, %627
	%639 = fadd double %638, 0x3F2A01A01A01A01A
	%640 = fmul double %639, %627
	%641 = fadd double %640, 0x3F56C16C16C16C17
	%642 = fmul double %641, %627
	%643 = fadd double %642, 0x3F81111111111111
	%644 = fmul double %643, %627
	%645 = fadd double %644, 0x3FA5555555555555
	%646 = fmul double %645, %627
	%647 = fadd double %646, 0x3FC5555555555555
	%648 = fmul double %647, %627
	%649 = fadd double %648, 0.5
	%650 = fmul double %649, %627
	%651 = fadd double %650, 1.0
	%652 = fmul double %651, %627
	%653 = fadd double %652, 1.0
	%654 = fptosi double %623 to i64
	%655 = sdiv i64 %654, 2
	%656 = sub i64 %654, %655
	%657 = add i64 %655, 1023
	%658 = shl i64 %657, 52
	%659 = bitcast i64 %658 to double
	%660 = fmul double %653, %659
	%661 = add i64 %656, 1023
	%662 = shl i64 %661, 52
	%663 = bitcast i64 %662 to double
	%664 = fmul double %660, %663
	%665 = fptrunc double %664 to float
	%666 = fadd float 1.0, %665
	%667 = fdiv float %614, %666
	%668 = fmul float %667, %615
	%669 = bitcast float %668 to i32
	%670 = lshr i32 %669, 16
	%671 = and i32 %670, 1
	%672 = add i32 %669, u0x7FFF
	%673 = add i32 %672, %671
	%674 = lshr i32 %673, 16
	%675 = fcmp uno float %668, %668
	%676 = select i1 %675, i32 32704, i32 %674
	%677 = trunc i32 %676 to i16
	%678 = sext i32 %613 to i64
	%679 = getelementptr i16, i16 addrspace(1)* %act, i64 %678
	store i16 %677, i16 addrspace(1)* %679
	br label %join21

join21:
	br label %join13

then22:
	%680 = add i32 %80, 8
	%681 = mul i32 %19, 2
	%682 = add i32 %680, %681
	%683 = add i32 %36, 0
	%684 = add i32 %683, %18
	%685 = icmp slt i32 %682, %39
	br i1 %685, label %then24, label %join25

join23:
	%686 = add i32 %80, 16
	br label %loop4

then24:
	%687 = add i32 %42, %682
	%688 = mul i32 %687, 32
	%689 = add i32 %688, %684
	%690 = load float, float* %4
	%691 = load float, float* %12
	%692 = fsub float 0.0, %690
	%693 = fpext float %692 to double
	%694 = fcmp olt double %693, -745.0
	%695 = select i1 %694, double -745.0, double %693
	%696 = fcmp olt double 710.0, %695
	%697 = select i1 %696, double 710.0, double %695
	%698 = fmul double %697, 0x3FF71547652B82FE
	%699 = call double @llvm.rint.f64(double %698)
	%700 = fmul double %699, 0x3FE62E42FEE00000
	%701 = fsub double %697, %700
	%702 = fmul double %699, 0x3DEA39EF35793C76
	%703 = fsub double %701, %702
	%704 = fmul double 0x3DE6124613A86D09, %703
	%705 = fadd double %704, 0x3E21EED8EFF8D898
	%706 = fmul double %705, %703
	%707 = fadd double %706, 0x3E5AE64567F544E4
	%708 = fmul double %707, %703
	%709 = fadd double %708, 0x3E927E4FB7789F5C
	%710 = fmul double %709, %703
	%711 = fadd double %710, 0x3EC71DE3A556C734
	%712 = fmul double %711, %703
	%713 = fadd double %712, 0x3EFA01A01A01A01A
	%714 = fmul double %713, %703
	%715 = fadd double %714, 0x3F2A01A01A01A01A
	%716 = fmul double %715, %703
	%717 = fadd double %716, 0x3F56C16C16C16C17
	%718 = fmul double %717, %703
	%719 = fadd double %718, 0x3F81111111111111
	%720 = fmul double %719, %703
	%721 = fadd double %720, 0x3FA5555555555555
	%722 = fmul double %721, %703
	%723 = fadd double %722, 0x3FC5555555555555
	%724 = fmul double %723, %703
	%725 = fadd double %724, 0.5
	%726 = fmul double %725, %703
	%727 = fadd double %726, 1.0
	%728 = fmul double %727, %703
	%729 = fadd double %728, 1.0
	%730 = fptosi double %699 to i64
	%731 = sdiv i64 %730, 2
	%732 = sub i64 %730, %731
	%733 = add i64 %731, 1023
	%734 = shl i64 %733, 52
	%735 = bitcast i64 %734 to double
	%736 = fmul double %729, %735
	%737 = add i64 %732, 1023
	%738 = shl i64 %737, 52
	%739 = bitcast i64 %738 to double
	%740 = fmul double %736, %739
	%741 = fptrunc double %740 to float
	%742 = fadd float 1.0, %741
	%743 = fdiv float %690, %742
	%744 = fmul float %743, %691
	%745 = bitcast float %744 to i32
	%746 = lshr i32 %745, 16
	%747 = and i32 %746, 1
	%748 = add i32 %745, u0x7FFF
	%749 = add i32 %748, %747
	%750 = lshr i32 %749, 16
	%751 = fcmp uno float %744, %744
	%752 = select i1 %751, i32 32704, i32 %750
	%753 = trunc i32 %752 to i16
	%754 = sext i32 %689 to i64
	%755 = getelementptr i16, i16 addrspace(1)* %act, i64 %754
	store i16 %753, i16 addrspace(1)* %755
	br label %join25

join25:
	%756 = add i32 %80, 9
	%757 = mul i32 %19, 2
	%758 = add i32 %756, %757
	%759 = add i32 %36, 0
	%760 = add i32 %759, %18
	%761 = icmp slt i32 %758, %39
	br i1 %761, label %then26, label %join27

then26:
	%762 = add i32 %42, %758
	%763 = mul i32 %762, 32
	%764 = add i32 %763, %760
	%765 = load float, float* %5
	%766 = load float, float* %13
	%767 = fsub float 0.0, %765
	%768 = fpext float %767 to double
	%769 = fcmp olt double %768, -745.0
	%770 = select i1 %769, double -745.0, double %768
	%771 = fcmp olt double 710.0, %770
	%772 = select i1 %771, double 710.0, double %770
	%773 = fmul double %772, 0x3FF71547652B82FE
	%774 = call double @llvm.rint.f64(double %773)
	%775 = fmul double %774, 0x3FE62E42FEE00000
	%776 = fsub double %772, %775
	%777 = fmul double %774, 0x3DEA39EF35793C76
	%778 = fsub double %776, %777
	%779 = fmul double 0x3DE6124613A86D09, %778
	%780 = fadd double %779, 0x3E21EED8EFF8D898
	%781 = fmul double %780, %778
	%782 = fadd double %781, 0x3E5AE64567F544E4
	%783 = fmul double %782, %778
	%784 = fadd double %783, 0x3E927E4FB7789F5C
	%785 = fmul double %784, %778
	%786 = fadd double %785, 0x3EC71DE3A556C734
	%787 = fmul double %786, %778
	%788 = fadd double %787, 0x3EFA01A01A01A01A
	%789 = fmul double %788, %778
	%790 = fadd double %789, 0x3F2A01A01A01A01A
	%791 = fmul double %790, %778
	%792 = fadd double %791, 0x3F56C16C16C16C17
	%793 = fmul double %792, %778
	%794 = fadd double %793, 0x3F81111111111111
	%795 = fmul double %794, %778
	%796 = fadd double %795, 0x3FA5555555555555
	%797 = fmul double %796, %778
	%798 = fadd double %797, 0x3FC5555555555555
	%799 = fmul double %798, %778
	%800 = fadd double %799, 0.5
	%801 = fmul double %800, %778
	%802 = fadd double %801, 1.0
	%803 = fmul double %802, %778
	%804 = fadd double %803, 1.0
	%805 = fptosi double %774 to i64
	%806 = sdiv i64 %805, 2
	%807 = sub i64 %805, %806
	%808 = add i64 %806, 1023
	%809 = shl i64 %808, 52
	%810 = bitcast i64 %809 to double
	%811 = fmul double %804, %810
	%812 = add i64 %807, 1023
	%813 = shl i64 %812, 52
	%814 = bitcast i64 %813 to double
	%815 = fmul double %811, %814
	%816 = fptrunc double %815 to float
	%817 = fadd float 1.0, %816
	%818 = fdiv float %765, %817
	%819 = fmul float %818, %766
	%820 = bitcast float %819 to i32
	%821 = lshr i32 %820, 16
	%822 = and i32 %821, 1
	%823 = add i32 %820, u0x7FFF
	%824 = add i32 %823, %822
	%825 = lshr i32 %824, 16
	%826 = fcmp uno float %819, %819
	%827 = select i1 %826, i32 32704, i32 %825
	%828 = trunc i32 %827 to i16
	%829 = sext i32 %764 to i64
	%830 = getelementptr i16, i16 addrspace(1)* %act, i64 %829
	store i16 %828, i16 addrspace(1)* %830
	br label %join27

join27:
	%831 = add i32 %80, 8
	%832 = mul i32 %19, 2
	%833 = add i32 %831, %832
	%834 = add i32 %36, 8
	%835 = add i32 %834, %18
	%836 = icmp slt i32 %833, %39
	br i1 %836, label %then28, label %join29

then28:
	%837 = add i32 %42, %833
	%838 = mul i32 %837, 32
	%839 = add i32 %838, %835
	%840 = load float, float* %6
	%841 = load float, float* %14
	%842 = fsub float 0.0, %840
	%843 = fpext float %842 to double
	%844 = fcmp olt double %843, -745.0
	%845 = select i1 %844, double -745.0, double %843
	%846 = fcmp olt double 710.0, %845
	%847 = select i1 %846, double 710.0, double %845
	%848 = fmul double %847, 0x3FF71547652B82FE
	%849 = call double @llvm.rint.f64(double %848)
	%850 = fmul double %849, 0x3FE62E42FEE00000
	%851 = fsub double %847, %850
	%852 = fmul double %849, 0x3DEA39EF35793C76
	%853 = fsub double %851, %852
	%854 = fmul double 0x3DE6124613A86D09, %853
	%855 = fadd double %854, 0x3E21EED8EFF8D898
	%856 = fmul double %855, %853
	%857 = fadd double %856, 0x3E5AE64567F544E4
	%858 = fmul double %857, %853
	%859 = fadd double %858, 0x3E927E4FB7789F5C
	%860 = fmul double %859, %853
	%861 = fadd double %860, 0x3EC71DE3A556C734
	%862 = fmul double %861, %853
	%863 = fadd double %862, 0x3EFA01A01A01A01A
	%864 = fmul double %863, %853
	%865 = fadd double %864, 0x3F2A01A01A01A01A
	%866 = fmul double %865, %853
	%867 = fadd double %866, 0x3F56C16C16C16C17
	%868 = fmul double %867, %853
	%869 = fadd double %868, 0x3F81111111111111
	%870 = fmul double %869, %853
	%871 = fadd double %870, 0x3FA5555555555555
	%872 = fmul double %871, %853
	%873 = fadd double %872, 0x3FC5555555555555
	%874 = fmul double %873, %853
	%875 = fadd double %874, 0.5
	%876 = fmul double %875, %853
	%877 = fadd double %876, 1.0
	%878 = fmul double %877, %853
	%879 = fadd double %878, 1.0
	%880 = fptosi double %849 to i64
	%881 = sdiv i64 %880, 2
	%882 = sub i64 %880, %881
	%883 = add i64 %881, 1023
	%884 = shl i64 %883, 52
	%885 = bitcast i64 %884 to double
	%886 = fmul double %879, %885
	%887 = add i64 %882, 1023
	%888 = shl i64 %887, 52
	%889 = bitcast i64 %888 to double
	%890 = fmul double %886, %889
	%891 = fptrunc double %890 to float
	%892 = fadd float 1.0, %891
	%893 = fdiv float %840, %892
	%894 = fmul float %893, %841
	%895 = bitcast float %894 to i32
	%896 = lshr i32 %895, 16
	%897 = and i32 %896, 1
	%898 = add i32 %895, u0x7FFF
	%899 = add i32 %898, %897
	%900 = lshr i32 %899, 16
	%901 = fcmp uno float %894, %894
	%902 = select i1 %901, i32 32704, i32 %900
	%903 = trunc i32 %902 to i16
	%904 = sext i32 %839 to i64
	%905 = getelementptr i16, i16 addrspace(1)* %act, i64 %904
	store i16 %903, i16 addrspace(1)* %905
	br label %join29

join29:
	%906 = add i32 %80, 9
	%907 = mul i32 %19, 2
	%908 = add i32 %906, %907
	%909 = add i32 %36, 8
	%910 = add i32 %909, %18
	%911 = icmp slt i32 %908, %39
	br i1 %911, label %then30, label %join31

then30:
	%912 = add i32 %42, %908
	%913 = mul i32 %912, 32
	%914 = add i32 %913, %910
	%915 = load float, float* %7
	%916 = load float, float* %15
	%917 = fsub float 0.0, %915
	%918 = fpext float %917 to double
	%919 = fcmp olt double %918, -745.0
	%920 = select i1 %919, double -745.0, double %918
	%921 = fcmp olt double 710.0, %920
	%922 = select i1 %921, double 710.0, double %920
	%923 = fmul double %922, 0x3FF71547652B82FE
	%924 = call double @llvm.rint.f64(double %923)
	%925 = fmul double %924, 0x3FE62E42FEE00000
	%926 = fsub double %922, %925
	%927 = fmul double %924, 0x3DEA39EF35793C76
	%928 = fsub double %926, %927
	%929 = fmul double 0x3DE6124613A86D09, %928
	%930 = fadd double %929, 0x3E21EED8EFF8D898
	%931 = fmul double %930, %928
	%932 = fadd double %931, 0x3E5AE64567F544E4
	%933 = fmul double %932, %928
	%934 = fadd double %933, 0x3E927E4FB7789F5C
	%935 = fmul double %934, %928
	%936 = fadd double %935, 0x3EC71DE3A556C734
	%937 = fmul double %936, %928
	%938 = fadd double %937, 0x3EFA01A01A01A01A
	%939 = fmul double %938, %928
	%940 = fadd double %939, 0x3F2A01A01A01A01A
	%941 = fmul double %940, %928
	%942 = fadd double %941, 0x3F56C16C16C16C17
	%943 = fmul double %942, %928
	%944 = fadd double %943, 0x3F81111111111111
	%945 = fmul double %944, %928
	%946 = fadd double %945, 0x3FA5555555555555
	%947 = fmul double %946, %928
	%948 = fadd double %947, 0x3FC5555555555555
	%949 = fmul double %948, %928
	%950 = fadd double %949, 0.5
	%951 = fmul double %950, %928
	%952 = fadd double %951, 1.0
	%953 = fmul double %952, %928
	%954 = fadd double %953, 1.0
	%955 = fptosi double %924 to i64
	%956 = sdiv i64 %955, 2
	%957 = sub i64 %955, %956
	%958 = add i64 %956, 1023
	%959 = shl i64 %958, 52
	%960 = bitcast i64 %959 to double
	%961 = fmul double %954, %960
	%962 = add i64 %957, 1023
	%963 = shl i64 %962, 52
	%964 = bitcast i64 %963 to double
	%965 = fmul double %961, %964
	%966 = fptrunc double %965 to float
	%967 = fadd float 1.0, %966
	%968 = fdiv float %915, %967
	%969 = fmul float %968, %916
	%970 = bitcast float %969 to i32
	%971 = lshr i32 %970, 16
	%972 = and i32 %971, 1
	%973 = add i32 %970, u0x7FFF
	%974 = add i32 %973, %972
	%975 = lshr i32 %974, 16
	%976 = fcmp uno float %969, %969
	%977 = select i1 %976, i32 32704, i32 %975
	%978 = trunc i32 %977 to i16
	%979 = sext i32 %914 to i64
	%980 = getelementptr i16, i16 addrspace(1)* %act, i64 %979
	store i16 %978, i16 addrspace(1)* %980
	br label %join31

join31:
	br label %join23
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare double @llvm.rint.f64(double %0)

!0 = !{}
