target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @moe_stream_gate_up_bf16_bf16_bf16_h64_i32_e4_mma_t16_r1_w1_u1_b2(i16 addrspace(1)* %act, i16 addrspace(1)* %x, i16 addrspace(1)* %gate, i16 addrspace(1)* %up, i32 addrspace(1)* %active, i32 addrspace(1)* %counts, i32 addrspace(1)* %offsets, i32 addrspace(1)* %perm_rows, i32 addrspace(1)* %work, i32 %rows) {
entry:
	%0 = alloca i32
	%1 = alloca i32
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
	%16 = alloca float
	%17 = alloca float
	br label %body

body:
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%19 = and i32 %18, 31
	%20 = lshr i32 %19, 2
	%21 = and i32 %19, 3
	%22 = sext i32 0 to i64
	%23 = getelementptr i32, i32 addrspace(1)* %active, i64 %22
	%24 = load i32, i32 addrspace(1)* %23
	%25 = mul i32 %24, 2
	%26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%27 = and i32 %26, 31
	%28 = icmp eq i32 %27, 0
	store i32 0, i32* %0
	br i1 %28, label %then1, label %join2

then1:
	%29 = sext i32 0 to i64
	%30 = getelementptr i32, i32 addrspace(1)* %work, i64 %29
	%31 = atomicrmw add i32 addrspace(1)* %30, i32 1 monotonic
	store i32 %31, i32* %0
	br label %join2

join2:
	%32 = load i32, i32* %0
	%33 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31)
	%34 = add i32 %32, %33
	%35 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 8, i32 31)
	%36 = add i32 %34, %35
	%37 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 4, i32 31)
	%38 = add i32 %36, %37
	%39 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 2, i32 31)
	%40 = add i32 %38, %39
	%41 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 1, i32 31)
	%42 = add i32 %40, %41
	store i32 %42, i32* %1
	br label %while3

while3:
	%43 = load i32, i32* %1
	%44 = icmp slt i32 %43, %25
	br i1 %44, label %body4, label %done5

body4:
	br i1 %28, label %then6, label %join7

done5:
	%45 = load i32, i32* %1
	%46 = add i32 %25, 1
	%47 = icmp eq i32 %45, %46
	%48 = and i1 %28, %47
	br i1 %48, label %then36, label %join37

then6:
	%49 = sext i32 0 to i64
	%50 = getelementptr i32, i32 addrspace(1)* %work, i64 %49
	%51 = atomicrmw add i32 addrspace(1)* %50, i32 1 monotonic
	store i32 %51, i32* %0
	br label %join7

join7:
	%52 = sdiv i32 %43, 2
	%53 = add i32 %52, 1
	%54 = sext i32 %53 to i64
	%55 = getelementptr i32, i32 addrspace(1)* %active, i64 %54
	%56 = load i32, i32 addrspace(1)* %55
	%57 = srem i32 %43, 2
	%58 = mul i32 %57, 16
	%59 = sext i32 %56 to i64
	%60 = getelementptr i32, i32 addrspace(1)* %counts, i64 %59
	%61 = load i32, i32 addrspace(1)* %60
	%62 = sext i32 %56 to i64
	%63 = getelementptr i32, i32 addrspace(1)* %offsets, i64 %62
	%64 = load i32, i32 addrspace(1)* %63
	%65 = add i32 %58, 0
	%66 = mul i32 %56, 32
	%67 = add i32 %66, %65
	%68 = add i32 %20, 0
	%69 = add i32 %67, %68
	%70 = sext i32 %69 to i64
	%71 = mul i64 %70, 64
	%72 = mul i32 %21, 8
	%73 = sext i32 %72 to i64
	%74 = add i64 %71, %73
	%75 = mul i32 %56, 32
	%76 = add i32 %75, %65
	%77 = add i32 %20, 8
	%78 = add i32 %76, %77
	%79 = sext i32 %78 to i64
	%80 = mul i64 %79, 64
	%81 = mul i32 %21, 8
	%82 = sext i32 %81 to i64
	%83 = add i64 %80, %82
	%84 = mul i32 %56, 32
	%85 = add i32 %84, %65
	%86 = add i32 %20, 0
	%87 = add i32 %85, %86
	%88 = sext i32 %87 to i64
	%89 = mul i64 %88, 64
	%90 = mul i32 %21, 8
	%91 = sext i32 %90 to i64
	%92 = add i64 %89, %91
	%93 = mul i32 %56, 32
	%94 = add i32 %93, %65
	%95 = add i32 %20, 8
	%96 = add i32 %94, %95
	%97 = sext i32 %96 to i64
	%98 = mul i64 %97, 64
	%99 = mul i32 %21, 8
	%100 = sext i32 %99 to i64
	%101 = add i64 %98, %100
	br label %loop8

loop8:
	%102 = phi i32 [ 0, %join7 ], [ %718, %join27 ]
	%103 = icmp slt i32 %102, %61
	br i1 %103, label %body9, label %done10

body9:
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
	store float 0.0, float* %16
	store float 0.0, float* %17
	%104 = add i32 %102, 0
	%105 = add i32 %104, %20
	%106 = icmp slt i32 %105, %61
	%107 = select i1 %106, i32 %105, i32 %102
	%108 = add i32 %64, %107
	%109 = sext i32 %108 to i64
	%110 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %109
	%111 = load i32, i32 addrspace(1)* %110
	%112 = mul i32 %111, 64
	%113 = mul i32 %21, 8
	%114 = add i32 %112, %113
	%115 = icmp slt i32 %104, %61
	%116 = add i32 %102, 8
	%117 = add i32 %116, %20
	%118 = icmp slt i32 %117, %61
	%119 = select i1 %118, i32 %117, i32 %102
	%120 = add i32 %64, %119
	%121 = sext i32 %120 to i64
	%122 = getelementptr i32, i32 addrspace(1)* %perm_rows, i64 %121
	%123 = load i32, i32 addrspace(1)* %122
	%124 = mul i32 %123, 64
	%125 = mul i32 %21, 8
	%126 = add i32 %124, %125
	%127 = icmp slt i32 %116, %61
	br label %loop11

done10:
	%128 = load i32, i32* %0
	%129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 16, i32 31)
	%130 = add i32 %128, %129
	%131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 8, i32 31)
	%132 = add i32 %130, %131
	%133 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 4, i32 31)
	%134 = add i32 %132, %133
	%135 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 2, i32 31)
	%136 = add i32 %134, %135
	%137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
	%138 = add i32 %136, %137
	store i32 %138, i32* %1
	br label %while3

loop11:
	%139 = phi i32 [ 0, %body9 ], [ %411, %join15 ]
	%140 = icmp slt i32 %139, 64
	br i1 %140, label %body12, label %done13

body12:
	%141 = add i32 %139, 0
	%142 = sext i32 %141 to i64
	%143 = add i64 %74, %142
	%144 = getelementptr i16, i16 addrspace(1)* %gate, i64 %143
	%145 = bitcast i16 addrspace(1)* %144 to <4 x i32> addrspace(1)*
	%146 = load <4 x i32>, <4 x i32> addrspace(1)* %145, align 16, !invariant.load !0
	%147 = add i64 %83, %142
	%148 = getelementptr i16, i16 addrspace(1)* %gate, i64 %147
	%149 = bitcast i16 addrspace(1)* %148 to <4 x i32> addrspace(1)*
	%150 = load <4 x i32>, <4 x i32> addrspace(1)* %149, align 16, !invariant.load !0
	%151 = add i64 %92, %142
	%152 = getelementptr i16, i16 addrspace(1)* %up, i64 %151
	%153 = bitcast i16 addrspace(1)* %152 to <4 x i32> addrspace(1)*
	%154 = load <4 x i32>, <4 x i32> addrspace(1)* %153, align 16, !invariant.load !0
	%155 = add i64 %101, %142
	%156 = getelementptr i16, i16 addrspace(1)* %up, i64 %155
	%157 = bitcast i16 addrspace(1)* %156 to <4 x i32> addrspace(1)*
	%158 = load <4 x i32>, <4 x i32> addrspace(1)* %157, align 16, !invariant.load !0
	%159 = add i32 %141, 0
	%160 = add i32 %114, %159
	%161 = sext i32 %160 to i64
	%162 = getelementptr i16, i16 addrspace(1)* %x, i64 %161
	%163 = bitcast i16 addrspace(1)* %162 to <4 x i32> addrspace(1)*
	%164 = load <4 x i32>, <4 x i32> addrspace(1)* %163, align 16, !invariant.load !0
	%165 = add i32 %141, 0
	%166 = add i32 %126, %165
	%167 = sext i32 %166 to i64
	%168 = getelementptr i16, i16 addrspace(1)* %x, i64 %167
	%169 = bitcast i16 addrspace(1)* %168 to <4 x i32> addrspace(1)*
	%170 = load <4 x i32>, <4 x i32> addrspace(1)* %169, align 16, !invariant.load !0
	%171 = extractelement <4 x i32> %164, i32 0
	%172 = extractelement <4 x i32> %164, i32 1
	%173 = extractelement <4 x i32> %146, i32 0
	%174 = extractelement <4 x i32> %150, i32 0
	%175 = extractelement <4 x i32> %146, i32 1
	%176 = extractelement <4 x i32> %150, i32 1
	%177 = load float, float* %2
	%178 = load float, float* %3
	%179 = load float, float* %4
	%180 = load float, float* %5
	%181 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %173, i32 %174, i32 %175, i32 %176, i32 %171, i32 %172, float %177, float %178, float %179, float %180)
	%182 = extractvalue { float, float, float, float } %181, 0
	%183 = bitcast float %182 to i32
	%184 = insertelement <4 x i32> zeroinitializer, i32 %183, i32 0
	%185 = extractvalue { float, float, float, float } %181, 1
	%186 = bitcast float %185 to i32
	%187 = insertelement <4 x i32> %184, i32 %186, i32 1
	%188 = extractvalue { float, float, float, float } %181, 2
	%189 = bitcast float %188 to i32
	%190 = insertelement <4 x i32> %187, i32 %189, i32 2
	%191 = extractvalue { float, float, float, float } %181, 3
	%192 = bitcast float %191 to i32
	%193 = insertelement <4 x i32> %190, i32 %192, i32 3
	%194 = extractelement <4 x i32> %193, i32 0
	%195 = bitcast i32 %194 to float
	store float %195, float* %2
	%196 = extractelement <4 x i32> %193, i32 1
	%197 = bitcast i32 %196 to float
	store float %197, float* %3
	%198 = extractelement <4 x i32> %193, i32 2
	%199 = bitcast i32 %198 to float
	store float %199, float* %4
	%200 = extractelement <4 x i32> %193, i32 3
	%201 = bitcast i32 %200 to float
	store float %201, float* %5
	%202 = extractelement <4 x i32> %154, i32 0
	%203 = extractelement <4 x i32> %158, i32 0
	%204 = extractelement <4 x i32> %154, i32 1
	%205 = extractelement <4 x i32> %158, i32 1
	%206 = load float, float* %10
	%207 = load float, float* %11
	%208 = load float, float* %12
	%209 = load float, float* %13
	%210 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %202, i32 %203, i32 %204, i32 %205, i32 %171, i32 %172, float %206, float %207, float %208, float %209)
	%211 = extractvalue { float, float, float, float } %210, 0
	%212 = bitcast float %211 to i32
	%213 = insertelement <4 x i32> zeroinitializer, i32 %212, i32 0
	%214 = extractvalue { float, float, float, float } %210, 1
	%215 = bitcast float %214 to i32
	%216 = insertelement <4 x i32> %213, i32 %215, i32 1
	%217 = extractvalue { float, float, float, float } %210, 2
	%218 = bitcast float %217 to i32
	%219 = insertelement <4 x i32> %216, i32 %218, i32 2
	%220 = extractvalue { float, float, float, float } %210, 3
	%221 = bitcast float %220 to i32
	%222 = insertelement <4 x i32> %219, i32 %221, i32 3
	%223 = extractelement <4 x i32> %222, i32 0
	%224 = bitcast i32 %223 to float
	store float %224, float* %10
	%225 = extractelement <4 x i32> %222, i32 1
	%226 = bitcast i32 %225 to float
	store float %226, float* %11
	%227 = extractelement <4 x i32> %222, i32 2
	%228 = bitcast i32 %227 to float
	store float %228, float* %12
	%229 = extractelement <4 x i32> %222, i32 3
	%230 = bitcast i32 %229 to float
	store float %230, float* %13
	%231 = extractelement <4 x i32> %164, i32 2
	%232 = extractelement <4 x i32> %164, i32 3
	%233 = extractelement <4 x i32> %146, i32 2
	%234 = extractelement <4 x i32> %150, i32 2
	%235 = extractelement <4 x i32> %146, i32 3
	%236 = extractelement <4 x i32> %150, i32 3
	%237 = load float, float* %2
	%238 = load float, float* %3
	%239 = load float, float* %4
	%240 = load float, float* %5
	%241 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %233, i32 %234, i32 %235, i32 %236, i32 %231, i32 %232, float %237, float %238, float %239, float %240)
	%242 = extractvalue { float, float, float, float } %241, 0
	%243 = bitcast float %242 to i32
	%244 = insertelement <4 x i32> zeroinitializer, i32 %243, i32 0
	%245 = extractvalue { float, float, float, float } %241, 1
	%246 = bitcast float %245 to i32
	%247 = insertelement <4 x i32> %244, i32 %246, i32 1
	%248 = extractvalue { float, float, float, float } %241, 2
	%249 = bitcast float %248 to i32
	%250 = insertelement <4 x i32> %247, i32 %249, i32 2
	%251 = extractvalue { float, float, float, float } %241, 3
	%252 = bitcast float %251 to i32
	%253 = insertelement <4 x i32> %250, i32 %252, i32 3
	%254 = extractelement <4 x i32> %253, i32 0
	%255 = bitcast i32 %254 to float
	store float %255, float* %2
	%256 = extractelement <4 x i32> %253, i32 1
	%257 = bitcast i32 %256 to float
	store float %257, float* %3
	%258 = extractelement <4 x i32> %253, i32 2
	%259 = bitcast i32 %258 to float
	store float %259, float* %4
	%260 = extractelement <4 x i32> %253, i32 3
	%261 = bitcast i32 %260 to float
	store float %261, float* %5
	%262 = extractelement <4 x i32> %154, i32 2
	%263 = extractelement <4 x i32> %158, i32 2
	%264 = extractelement <4 x i32> %154, i32 3
	%265 = extractelement <4 x i32> %158, i32 3
	%266 = load float, float* %10
	%267 = load float, float* %11
	%268 = load float, float* %12
	%269 = load float, float* %13
	%270 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %262, i32 %263, i32 %264, i32 %265, i32 %231, i32 %232, float %266, float %267, float %268, float %269)
	%271 = extractvalue { float, float, float, float } %270, 0
	%272 = bitcast float %271 to i32
	%273 = insertelement <4 x i32> zeroinitializer, i32 %272, i32 0
	%274 = extractvalue { float, float, float, float } %270, 1
	%275 = bitcast float %274 to i32
	%276 = insertelement <4 x i32> %273, i32 %275, i32 1
	%277 = extractvalue { float, float, float, float } %270, 2
	%278 = bitcast float %277 to i32
	%279 = insertelement <4 x i32> %276, i32 %278, i32 2
	%280 = extractvalue { float, float, float, float } %270, 3
	%281 = bitcast float %280 to i32
	%282 = insertelement <4 x i32> %279, i32 %281, i32 3
	%283 = extractelement <4 x i32> %282, i32 0
	%284 = bitcast i32 %283 to float
	store float %284, float* %10
	%285 = extractelement <4 x i32> %282, i32 1
	%286 = bitcast i32 %285 to float
	store float %286, float* %11
	%287 = extractelement <4 x i32> %282, i32 2
	%288 = bitcast i32 %287 to float
	store float %288, float* %12
	%289 = extractelement <4 x i32> %282, i32 3
	%290 = bitcast i32 %289 to float
	store float %290, float* %13
	br i1 %127, label %then14, label %join15

done13:
	br i1 %115, label %then16, label %join17

then14:
	%291 = extractelement <4 x i32> %170, i32 0
	%292 = extractelement <4 x i32> %170, i32 1
	%293 = extractelement <4 x i32> %146, i32 0
	%294 = extractelement <4 x i32> %150, i32 0
	%295 = extractelement <4 x i32> %146, i32 1
	%296 = extractelement <4 x i32> %150, i32 1
	%297 = load float, float* %6
	%298 = load float, float* %7
	%299 = load float, float* %8
	%300 = load float, float* %9
	%301 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %293, i32 %294, i32 %295, i32 %296, i32 %291, i32 %292, float %297, float %298, float %299, float %300)
	%302 = extractvalue { float, float, float, float } %301, 0
	%303 = bitcast float %302 to i32
	%304 = insertelement <4 x i32> zeroinitializer, i32 %303, i32 0
	%305 = extractvalue { float, float, float, float } %301, 1
	%306 = bitcast float %305 to i32
	%307 = insertelement <4 x i32> %304, i32 %306, i32 1
	%308 = extractvalue { float, float, float, float } %301, 2
	%309 = bitcast float %308 to i32
	%310 = insertelement <4 x i32> %307, i32 %309, i32 2
	%311 = extractvalue { float, float, float, float } %301, 3
	%312 = bitcast float %311 to i32
	%313 = insertelement <4 x i32> %310, i32 %312, i32 3
	%314 = extractelement <4 x i32> %313, i32 0
	%315 = bitcast i32 %314 to float
	store float %315, float* %6
	%316 = extractelement <4 x i32> %313, i32 1
	%317 = bitcast i32 %316 to float
	store float %317, float* %7
	%318 = extractelement <4 x i32> %313, i32 2
	%319 = bitcast i32 %318 to float
	store float %319, float* %8
	%320 = extractelement <4 x i32> %313, i32 3
	%321 = bitcast i32 %320 to float
	store float %321, float* %9
	%322 = extractelement <4 x i32> %154, i32 0
	%323 = extractelement <4 x i32> %158, i32 0
	%324 = extractelement <4 x i32> %154, i32 1
	%325 = extractelement <4 x i32> %158, i32 1
	%326 = load float, float* %14
	%327 = load float, float* %15
	%328 = load float, float* %16
	%329 = load float, float* %17
	%330 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %322, i32 %323, i32 %324, i32 %325, i32 %291, i32 %292, float %326, float %327, float %328, float %329)
	%331 = extractvalue { float, float, float, float } %330, 0
	%332 = bitcast float %331 to i32
	%333 = insertelement <4 x i32> zeroinitializer, i32 %332, i32 0
	%334 = extractvalue { float, float, float, float } %330, 1
	%335 = bitcast float %334 to i32
	%336 = insertelement <4 x i32> %333, i32 %335, i32 1
	%337 = extractvalue { float, float, float, float } %330, 2
	%338 = bitcast float %337 to i32
	%339 = insertelement <4 x i32> %336, i32 %338, i32 2
	%340 = extractvalue { float, float, float, float } %330, 3
	%341 = bitcast float %340 to i32
	%342 = insertelement <4 x i32> %339, i32 %341, i32 3
	%343 = extractelement <4 x i32> %342, i32 0
	%344 = bitcast i32 %343 to float
	store float %344, float* %14
	%345 = extractelement <4 x i32> %342, i32 1
	%346 = bitcast i32 %345 to float
	store float %346, float* %15
	%347 = extractelement <4 x i32> %342, i32 2
	%348 = bitcast i32 %347 to float
	store float %348, float* %16
	%349 = extractelement <4 x i32> %342, i32 3
	%350 = bitcast i32 %349 to float
	store float %350, float* %17
	%351 = extractelement <4 x i32> %170, i32 2
	%352 = extractelement <4 x i32> %170, i32 3
	%353 = extractelement <4 x i32> %146, i32 2
	%354 = extractelement <4 x i32> %150, i32 2
	%355 = extractelement <4 x i32> %146, i32 3
	%356 = extractelement <4 x i32> %150, i32 3
	%357 = load float, float* %6
	%358 = load float, float* %7
	%359 = load float, float* %8
	%360 = load float, float* %9
	%361 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %353, i32 %354, i32 %355, i32 %356, i32 %351, i32 %352, float %357, float %358, float %359, float %360)
	%362 = extractvalue { float, float, float, float } %361, 0
	%363 = bitcast float %362 to i32
	%364 = insertelement <4 x i32> zeroinitializer, i32 %363, i32 0
	%365 = extractvalue { float, float, float, float } %361, 1
	%366 = bitcast float %365 to i32
	%367 = insertelement <4 x i32> %364, i32 %366, i32 1
	%368 = extractvalue { float, float, float, float } %361, 2
	%369 = bitcast float %368 to i32
	%370 = insertelement <4 x i32> %367, i32 %369, i32 2
	%371 = extractvalue { float, float, float, float } %361, 3
	%372 = bitcast float %371 to i32
	%373 = insertelement <4 x i32> %370, i32 %372, i32 3
	%374 = extractelement <4 x i32> %373, i32 0
	%375 = bitcast i32 %374 to float
	store float %375, float* %6
	%376 = extractelement <4 x i32> %373, i32 1
	%377 = bitcast i32 %376 to float
	store float %377, float* %7
	%378 = extractelement <4 x i32> %373, i32 2
	%379 = bitcast i32 %378 to float
	store float %379, float* %8
	%380 = extractelement <4 x i32> %373, i32 3
	%381 = bitcast i32 %380 to float
	store float %381, float* %9
	%382 = extractelement <4 x i32> %154, i32 2
	%383 = extractelement <4 x i32> %158, i32 2
	%384 = extractelement <4 x i32> %154, i32 3
	%385 = extractelement <4 x i32> %158, i32 3
	%386 = load float, float* %14
	%387 = load float, float* %15
	%388 = load float, float* %16
	%389 = load float, float* %17
	%390 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %382, i32 %383, i32 %384, i32 %385, i32 %351, i32 %352, float %386, float %387, float %388, float %389)
	%391 = extractvalue { float, float, float, float } %390, 0
	%392 = bitcast float %391 to i32
	%393 = insertelement <4 x i32> zeroinitializer, i32 %392, i32 0
	%394 = extractvalue { float, float, float, float } %390, 1
	%395 = bitcast float %394 to i32
	%396 = insertelement <4 x i32> %393, i32 %395, i32 1
	%397 = extractvalue { float, float, float, float } %390, 2
	%398 = bitcast float %397 to i32
	%399 = insertelement <4 x i32> %396, i32 %398, i32 2
	%400 = extractvalue { float, float, float, float } %390, 3
	%401 = bitcast float %400 to i32
	%402 = insertelement <4 x i32> %399, i32 %401, i32 3
	%403 = extractelement <4 x i32> %402, i32 0
	%404 = bitcast i32 %403 to float
	store float %404, float* %14
	%405 = extractelement <4 x i32> %402, i32 1
	%406 = bitcast i32 %405 to float
	store float %406, float* %15
	%407 = extractelement <4 x i32> %402, i32 2
	%408 = bitcast i32 %407 to float
	store float %408, float* %16
	%409 = extractelement <4 x i32> %402, i32 3
	%410 = bitcast i32 %409 to float
	store float %410, float* %17
	br label %join15

join15:
	%411 = add i32 %139, 32
	br label %loop11

then16:
	%412 = add i32 %102, 0
	%413 = mul i32 %21, 2
	%414 = add i32 %412, %413
	%415 = add i32 %58, 0
	%416 = add i32 %415, %20
	%417 = icmp slt i32 %414, %61
	br i1 %417, label %then18, label %join19

join17:
	br i1 %127, label %then26, label %join27

then18:
	%418 = add i32 %64, %414
	%419 = mul i32 %418, 32
	%420 = add i32 %419, %416
	%421 = load float, float* %2
	%422 = load float, float* %10
	%423 = fsub float 0.0, %421
	%424 = fpext float %423 to double
	%425 = fcmp olt double %424, -745.0
	%426 = select i1 %425, double -745.0, double %424
	%427 = fcmp olt double 710.0, %426
	%428 = select i1 %427, double 710.0, double %426
	%429 = fmul double %428, 0x3FF71547652B82FE
	%430 = call double @llvm.rint.f64(double %429)
	%431 = fmul double %430, 0x3FE62E42FEE00000
	%432 = fsub double %428, %431
	%433 = fmul double %430, 0x3DEA39EF35793C76
	%434 = fsub double %432, %433
	%435 = fmul double 0x3DE6124613A86D09, %434
	%436 = fadd double %435, 0x3E21EED8EFF8D898
	%437 = fmul double %436, %434
	%438 = fadd double %437, 0x3E5AE64567F544E4
	%439 = fmul double %438, %434
	%440 = fadd double %439, 0x3E927E4FB7789F5C
	%441 = fmul double %440, %434
	%442 = fadd double %441, 0x3EC71DE3A556C734
	%443 = fmul double %442, %434
	%444 = fadd double %443, 0x3EFA01A01A01A01A
	%445 = fmul double %444, %434
	%446 = fadd double %445, 0x3F2A01A01A01A01A
	%447 = fmul double %446, %434
	%448 = fadd double %447, 0x3F56C16C16C16C17
	%449 = fmul double %448, %434
	%450 = fadd double %449, 0x3F81111111111111
	%451 = fmul double %450, %434
	%452 = fadd double %451, 0x3FA5555555555555
	%453 = fmul double %452, %434
	%454 = fadd double %453, 0x3FC5555555555555
	%455 = fmul double %454, %434
	%456 = fadd double %455, 0.5
	%457 = fmul double %456, %434
	%458 = fadd double %457, 1.0
	%459 = fmul double %458, %434
	%460 = fadd double %459, 1.0
	%461 = fptosi double %430 to i64
	%462 = sdiv i64 %461, 2
	%463 = sub i64 %461, %462
	%464 = add i64 %462, 1023
	%465 = shl i64 %464, 52
	%466 = bitcast i64 %465 to double
	%467 = fmul double %460, %466
	%468 = add i64 %463, 1023
	%469 = shl i64 %468, 52
	%470 = bitcast i64 %469 to double
	%471 = fmul double %467, %470
	%472 = fptrunc double %471 to float
	%473 = fadd float 1.0, %472
	%474 = fdiv float %421, %473
	%475 = fmul float %474, %422
	%476 = bitcast float %475 to i32
	%477 = lshr i32 %476, 16
	%478 = and i32 %477, 1
	%479 = add i32 %476, u0x7FFF
	%480 = add i32 %479, %478
	%481 = lshr i32 %480, 16
	%482 = fcmp uno float %475, %475
	%483 = select i1 %482, i32 32704, i32 %481
	%484 = trunc i32 %483 to i16
	%485 = sext i32 %420 to i64
	%486 = getelementptr i16, i16 addrspace(1)* %act, i64 %485
	store i16 %484, i16 addrspace(1)* %486
	br label %join19

join19:
	%487 = add i32 %102, 1
	%488 = mul i32 %21, 2
	%489 = add i32 %487, %488
	%490 = add i32 %58, 0
	%491 = add i32 %490, %20
	%492 = icmp slt i32 %489, %61
	br i1 %492, label %then20, label %join21

then20:
	%493 = add i32 %64, %489
	%494 = mul i32 %493, 32
	%495 = add i32 %494, %491
	%496 = load float, float* %3
	%497 = load float, float* %11
	%498 = fsub float 0.0, %496
	%499 = fpext float %498 to double
	%500 = fcmp olt double %499, -745.0
	%501 = select i1 %500, double -745.0, double %499
	%502 = fcmp olt double 710.0, %501
	%503 = select i1 %502, double 710.0, double %501
	%504 = fmul double %503, 0x3FF71547652B82FE
	%505 = call double @llvm.rint.f64(double %504)
	%506 = fmul double %505, 0x3FE62E42FEE00000
	%507 = fsub double %503, %506
	%508 = fmul double %505, 0x3DEA39EF35793C76
	%509 = fsub double %507, %508
	%510 = fmul double 0x3DE6124613A86D09, %509
	%511 = fadd double %510, 0x3E21EED8EFF8D898
	%512 = fmul double %511, %509
	%513 = fadd double %512, 0x3E5AE64567F544E4
	%514 = fmul double %513, %509
	%515 = fadd double %514, 0x3E927E4FB7789F5C
	%516 = fmul double %515, %509
	%517 = fadd double %516, 0x3EC71DE3A556C734
	%518 = fmul double %517, %509
	%519 = fadd double %518, 0x3EFA01A01A01A01A
	%520 = fmul double %519, %509
	%521 = fadd double %520, 0x3F2A01A01A01A01A
	%522 = fmul double %521, %509
	%523 = fadd double %522, 0x3F56C16C16C16C17
	%524 = fmul double %523, %509
	%525 = fadd double %524, 0x3F81111111111111
	%526 = fmul double %525, %509
	%527 = fadd double %526, 0x3FA5555555555555
	%528 = fmul double %527, %509
	%529 = fadd double %528, 0x3FC5555555555555
	%530 = fmul double %529, %509
	%531 = fadd double %530, 0.5
	%532 = fmul double %531, %509
	%533 = fadd double %532, 1.0
	%534 = fmul double %533, %509
	%535 = fadd double %534, 1.0
	%536 = fptosi double %505 to i64
	%537 = sdiv i64 %536, 2
	%538 = sub i64 %536, %537
	%539 = add i64 %537, 1023
	%540 = shl i64 %539, 52
	%541 = bitcast i64 %540 to double
	%542 = fmul double %535, %541
	%543 = add i64 %538, 1023
	%544 = shl i64 %543, 52
	%545 = bitcast i64 %544 to double
	%546 = fmul double %542, %545
	%547 = fptrunc double %546 to float
	%548 = fadd float 1.0, %547
	%549 = fdiv float %496, %548
	%550 = fmul float %549, %497
	%551 = bitcast float %550 to i32
	%552 = lshr i32 %551, 16
	%553 = and i32 %552, 1
	%554 = add i32 %551, u0x7FFF
	%555 = add i32 %554, %553
	%556 = lshr i32 %555, 16
	%557 = fcmp uno float %550, %550
	%558 = select i1 %557, i32 32704, i32 %556
	%559 = trunc i32 %558 to i16
	%560 = sext i32 %495 to i64
	%561 = getelementptr i16, i16 addrspace(1)* %act, i64 %560
	store i16 %559, i16 addrspace(1)* %561
	br label %join21

join21:
	%562 = add i32 %102, 0
	%563 = mul i32 %21, 2
	%564 = add i32 %562, %563
	%565 = add i32 %58, 8
	%566 = add i32 %565, %20
	%567 = icmp slt i32 %564, %61
	br i1 %567, label %then22, label %join23

then22:
	%568 = add i32 %64, %564
	%569 = mul i32 %568, 32
	%570 = add i32 %569, %566
	%571 = load float, float* %4
	%572 = load float, float* %12
	%573 = fsub float 0.0, %571
	%574 = fpext float %573 to double
	%575 = fcmp olt double %574, -745.0
	%576 = select i1 %575, double -745.0, double %574
	%577 = fcmp olt double 710.0, %576
	%578 = select i1 %577, double 710.0, double %576
	%579 = fmul double %578, 0x3FF71547652B82FE
	%580 = call double @llvm.rint.f64(double %579)
	%581 = fmul double %580, 0x3FE62E42FEE00000
	%582 = fsub double %578, %581
	%583 = fmul double %580, 0x3DEA39EF35793C76
	%584 = fsub double %582, %583
	%585 = fmul double 0x3DE6124613A86D09, %584
	%586 = fadd double %585, 0x3E21EED8EFF8D898
	%587 = fmul double %586, %584
	%588 = fadd double %587, 0x3E5AE64567F544E4
	%589 = fmul double %588, %584
	%590 = fadd double %589, 0x3E927E4FB7789F5C
	%591 = fmul double %590, %584
	%592 = fadd double %591, 0x3EC71DE3A556C734
	%593 = fmul double %592, %584
	%594 = fadd double %593, 0x3EFA01A01A01A01A
	%595 = fmul double %594, %584
	%596 = fadd double %595, 0x3F2A01A01A01A01A
	%597 = fmul double %596, %584
	%598 = fadd double %597, 0x3F56C16C16C16C17
	%599 = fmul double %598, %584
	%600 = fadd double %599, 0x3F81111111111111
	%601 = fmul double %600, %584
	%602 = fadd double %601, 0x3FA5555555555555
	%603 = fmul double %602, %584
	%604 = fadd double %603, 0x3FC5555555555555
	%605 = fmul double %604, %584
	%606 = fadd double %605, 0.5
	%607 = fmul double %606, %584
	%608 = fadd double %607, 1.0
	%609 = fmul double %608, %584
	%610 = fadd double %609, 1.0
	%611 = fptosi double %580 to i64
	%612 = sdiv i64 %611, 2
	%613 = sub i64 %611, %612
	%614 = add i64 %612, 1023
	%615 = shl i64 %614, 52
	%616 = bitcast i64 %615 to double
	%617 = fmul double %610, %616
	%618 = add i64 %613, 1023
	%619 = shl i64 %618, 52
	%620 = bitcast i64 %619 to double
	%621 = fmul double %617, %620
	%622 = fptrunc double %621 to float
	%623 = fadd float 1.0, %622
	%624 = fdiv float %571, %623
	%625 = fmul float %624, %572
	%626 = bitcast float %625 to i32
	%627 = lshr i32 %626, 16
	%628 = and i32 %627, 1
	%629 = add i32 %626, u0x7FFF
	%630 = add i32 %629, %628
	%631 = lshr i32 %630, 16
	%632 = fcmp uno float %625, %625
	%633 = select i1 %632, i32 32704, i32 %631
	%634 = trunc i32 %633 to i16
	%635 = sext i32 %570 to i64
	%636 = getelementptr i16, i16 addrspace(1)* %act, i64 %635
	store i16 %634, i16 addrspace(1)* %636
	br label %join23

join23:
	%637 = add i32 %102, 1
	%638 = mul i32 %21, 2
	%639 = add i32 %637, %638
	%640 = add i32 %58, 8
	%641 = add i32 %640, %20
	%642 = icmp slt i32 %639, %61
	br i1 %642, label %then24, label %join25

then24:
	%643 = add i32 %64, %639
	%644 = mul i32 %643, 32
	%645 = add i32 %644, %641
	%646 = load float, float* %5
	%647 = load float, float* %13
	%648 = fsub float 0.0, %646
	%649 = fpext float %648 to double
	%650 = fcmp olt double %649, -745.0
	%651 = select i1 %650, double -745.0, double %649
	%652 = fcmp olt double 710.0, %651
	%653 = select i1 %652, double 710.0, double %651
	%654 = fmul double %653, 0x3FF71547652B82FE
	%655 = call double @llvm.rint.f64(double %654)
	%656 = fmul double %655, 0x3FE62E42FEE00000
	%657 = fsub double %653, %656
	%658 = fmul double %655, 0x3DEA39EF35793C76
	%659 = fsub double %657, %658
	%660 = fmul double 0x3DE6124613A86D09, %659
	%661 = fadd double %660, 0x3E21EED8EFF8D898
	%662 = fmul double %661, %659
	%663 = fadd double %662, 0x3E5AE64567F544E4
	%664 = fmul double %663, %659
	%665 = fadd double %664, 0x3E927E4FB7789F5C
	%666 = fmul double %665, %659
	%667 = fadd double %666, 0x3EC71DE3A556C734
	%668 = fmul double %667, %659
	%669 = fadd double %668, 0x3EFA01A01A01A01A
	%670 = fmul double %669, %659
	%671 = fadd double %670, 0x3F2A01A01A01A01A
	%672 = fmul double %671, %659
	%673 = fadd double %672, 0x3F56C16C16C16C17
	%674 = fmul double %673, %659
	%675 = fadd double %674, 0x3F81111111111111
	%676 = fmul double %675, %659
	%677 = fadd double %676, 0x3FA5555555555555
	%678 = fmul double %677, %659
	%679 = fadd double %678, 0x3FC5555555555555
	%680 = fmul double %679, %659
	%681 = fadd double %680, 0.5
	%682 = fmul double %681, %659
	%683 = fadd double %682, 1.0
	%684 = fmul double %683, %659
	%685 = fadd double %684, 1.0
	%686 = fptosi double %655 to i64
	%687 = sdiv i64 %686, 2
	%688 = sub i64 %686, %687
	%689 = add i64 %687, 1023
	%690 = shl i64 %689, 52
	%691 = bitcast i64 %690 to double
	%692 = fmul double %685, %691
	%693 = add i64 %688, 1023
	%694 = shl i64 %693, 52
	%695 = bitcast i64 %694 to double
	%696 = fmul double %692, %695
	%697 = fptrunc double %696 to float
	%698 = fadd float 1.0, %697
	%699 = fdiv float %646, %698
	%700 = fmul float %699, %647
	%701 = bitcast float %700 to i32
	%702 = lshr i32 %701, 16
	%703 = and i32 %702, 1
	%704 = add i32 %701, u0x7FFF
	%705 = add i32 %704, %703
	%706 = lshr i32 %705, 16
	%707 = fcmp uno float %700, %700
	%708 = select i1 %707, i32 32704, i32 %706
	%709 = trunc i32 %708 to i16
	%710 = sext i32 %645 to i64
	%711 = getelementptr i16, i16 addrspace(1)* %act, i64 %710
	store i16 %709, i16 addrspace(1)* %711
	br label %join25

join25:
	br label %join17

then26:
	%712 = add i32 %102, 8
	%713 = mul i32 %21, 2
	%714 = add i32 %712, %713
	%715 = add i32 %58, 0
	%716 = add i32 %715, %20
	%717 = icmp slt i32 %714, %61
	br i1 %717, label %then28, label %join29

join27:
	%718 = add i32 %102, 16
	br label %loop8

then28:
	%719 = add i32 %64, %714
	%720 = mul i32 %719, 32
	%721 = add i32 %720, %716
	%722 = load float, float* %6
	%723 = load float, float* %14
	%724 = fsub float 0.0, %722
	%725 = fpext float %724 to double
	%726 = fcmp olt double %725, -745.0
	%727 = select i1 %726, double -745.0, double %725
	%728 = fcmp olt double 710.0, %727
	%729 = select i1 %728, double 710.0, double %727
	%730 = fmul double %729, 0x3FF71547652B82FE
	%731 = call double @llvm.rint.f64(double %730)
	%732 = fmul double %731, 0x3FE62E42FEE00000
	%733 = fsub double %729, %732
	%734 = fmul double %731, 0x3DEA39EF35793C76
	%735 = fsub double %733, %734
	%736 = fmul double 0x3DE6124613A86D09, %735
	%737 = fadd double %736, 0x3E21EED8EFF8D898
	%738 = fmul double %737, %735
	%739 = fadd double %738, 0x3E5AE64567F544E4
	%740 = fmul double %739, %735
	%741 = fadd double %740, 0x3E927E4FB7789F5C
	%742 = fmul double %741, %735
	%743 = fadd double %742, 0x3EC71DE3A556C734
	%744 = fmul double %743, %735
	%745 = fadd double %744, 0x3EFA01A01A01A01A
	%746 = fmul double %745, %735
	%747 = fadd double %746, 0x3F2A01A01A01A01A
	%748 = fmul double %747, %735
	%749 = fadd double %748, 0x3F56C16C16C16C17
	%750 = fmul double %749, %735
	%751 = fadd double %750, 0x3F81111111111111
	%752 = fmul double %751, %735
	%753 = fadd double %752, 0x3FA5555555555555
	%754 = fmul double %753, %735
	%755 = fadd double %754, 0x3FC5555555555555
	%756 = fmul double %755, %735
	%757 = fadd double %756, 0.5
	%758 = fmul double %757, %735
	%759 = fadd double %758, 1.0
	%760 = fmul double %759, %735
	%761 = fadd double %760, 1.0
	%762 = fptosi double %731 to i64
	%763 = sdiv i64 %762, 2
	%764 = sub i64 %762, %763
	%765 = add i64 %763, 1023
	%766 = shl i64 %765, 52
	%767 = bitcast i64 %766 to double
	%768 = fmul double %761, %767
	%769 = add i64 %764, 1023
	%770 = shl i64 %769, 52
	%771 = bitcast i64 %770 to double
	%772 = fmul double %768, %771
	%773 = fptrunc double %772 to float
	%774 = fadd float 1.0, %773
	%775 = fdiv float %722, %774
	%776 = fmul float %775, %723
	%777 = bitcast float %776 to i32
	%778 = lshr i32 %777, 16
	%779 = and i32 %778, 1
	%780 = add i32 %777, u0x7FFF
	%781 = add i32 %780, %779
	%782 = lshr i32 %781, 16
	%783 = fcmp uno float %776, %776
	%784 = select i1 %783, i32 32704, i32 %782
	%785 = trunc i32 %784 to i16
	%786 = sext i32 %721 to i64
	%787 = getelementptr i16, i16 addrspace(1)* %act, i64 %786
	store i16 %785, i16 addrspace(1)* %787
	br label %join29

join29:
	%788 = add i32 %102, 9
	%789 = mul i32 %21, 2
	%790 = add i32 %788, %789
	%791 = add i32 %58, 0
	%792 = add i32 %791, %20
	%793 = icmp slt i32 %790, %61
	br i1 %793, label %then30, label %join31

then30:
	%794 = add i32 %64, %790
	%795 = mul i32 %794, 32
	%796 = add i32 %795, %792
	%797 = load float, float* %7
	%798 = load float, float* %15
	%799 = fsub float 0.0, %797
	%800 = fpext float %799 to double
	%801 = fcmp olt double %800, -745.0
	%802 = select i1 %801, double -745.0, double %800
	%803 = fcmp olt double 710.0, %802
	%804 = select i1 %803, double 710.0, double %802
	%805 = fmul double %804, 0x3FF71547652B82FE
	%806 = call double @llvm.rint.f64(double %805)
	%807 = fmul double %806, 0x3FE62E42FEE00000
	%808 = fsub double %804, %807
	%809 = fmul double %806, 0x3DEA39EF35793C76
	%810 = fsub double %808, %809
	%811 = fmul double 0x3DE6124613A86D09, %810
	%812 = fadd double %811, 0x3E21EED8EFF8D898
	%813 = fmul double %812, %810
	%814 = fadd double %813, 0x3E5AE64567F544E4
	%815 = fmul double %814, %810
	%816 = fadd double %815, 0x3E927E4FB7789F5C
	%817 = fmul double %816, %810
	%818 = fadd double %817, 0x3EC71DE3A556C734
	%819 = fmul double %818, %810
	%820 = fadd double %819, 0x3EFA01A01A01A01A
	%821 = fmul double %820, %810
	%822 = fadd double %821, 0x3F2A01A01A01A01A
	%823 = fmul double %822, %810
	%824 = fadd double %823, 0x3F56C16C16C16C17
	%825 = fmul double %824, %810
	%826 = fadd double %825, 0x3F81111111111111
	%827 = fmul double %826, %810
	%828 = fadd double %827, 0x3FA5555555555555
	%829 = fmul double %828, %810
	%830 = fadd double %829, 0x3FC5555555555555
	%831 = fmul double %830, %810
	%832 = fadd double %831, 0.5
	%833 = fmul double %832, %810
	%834 = fadd double %833, 1.0
	%835 = fmul double %834, %810
	%836 = fadd double %835, 1.0
	%837 = fptosi double %806 to i64
	%838 = sdiv i64 %837, 2
	%839 = sub i64 %837, %838
	%840 = add i64 %838, 1023
	%841 = shl i64 %840, 52
	%842 = bitcast i64 %841 to double
	%843 = fmul double %836, %842
	%844 = add i64 %839, 1023
	%845 = shl i64 %844, 52
	%846 = bitcast i64 %845 to double
	%847 = fmul double %843, %846
	%848 = fptrunc double %847 to float
	%849 = fadd float 1.0, %848
	%850 = fdiv float %797, %849
	%851 = fmul float %850, %798
	%852 = bitcast float %851 to i32
	%853 = lshr i32 %852, 16
	%854 = and i32 %853, 1
	%855 = add i32 %852, u0x7FFF
	%856 = add i32 %855, %854
	%857 = lshr i32 %856, 16
	%858 = fcmp uno float %851, %851
	%859 = select i1 %858, i32 32704, i32 %857
	%860 = trunc i32 %859 to i16
	%861 = sext i32 %796 to i64
	%862 = getelementptr i16, i16 addrspace(1)* %act, i64 %861
	store i16 %860, i16 addrspace(1)* %862
	br label %join31

join31:
	%863 = add i32 %102, 8
	%864 = mul i32 %21, 2
	%865 = add i32 %863, %864
	%866 = add i32 %58, 8
	%867 = add i32 %866, %20
	%868 = icmp slt i32 %865, %61
	br i1 %868, label %then32, label %join33

then32:
	%869 = add i32 %64, %865
	%870 = mul i32 %869, 32
	%871 = add i32 %870, %867
	%872 = load float, float* %8
	%873 = load float, float* %16
	%874 = fsub float 0.0, %872
	%875 = fpext float %874 to double
	%876 = fcmp olt double %875, -745.0
	%877 = select i1 %876, double -745.0, double %875
	%878 = fcmp olt double 710.0, %877
	%879 = select i1 %878, double 710.0, double %877
	%880 = fmul double %879, 0x3FF71547652B82FE
	%881 = call double @llvm.rint.f64(double %880)
	%882 = fmul double %881, 0x3FE62E42FEE00000
	%883 = fsub double %879, %882
	%884 = fmul double %881, 0x3DEA39EF35793C76
	%885 = fsub double %883, %884
	%886 = fmul double 0x3DE6124613A86D09, %885
	%887 = fadd double %886, 0x3E21EED8EFF8D898
	%888 = fmul double %887, %885
	%889 = fadd double %888, 0x3E5AE64567F544E4
	%890 = fmul double %889, %885
	%891 = fadd double %890, 0x3E927E4FB7789F5C
	%892 = fmul double %891, %885
	%893 = fadd double %892, 0x3EC71DE3A556C734
	%894 = fmul double %893, %885
	%895 = fadd double %894, 0x3EFA01A01A01A01A
	%896 = fmul double %895, %885
	%897 = fadd double %896, 0x3F2A01A01A01A01A
	%898 = fmul double %897, %885
	%899 = fadd double %898, 0x3F56C16C16C16C17
	%900 = fmul double %899, %885
	%901 = fadd double %900, 0x3F81111111111111
	%902 = fmul double %901, %885
	%903 = fadd double %902, 0x3FA5555555555555
	%904 = fmul double %903, %885
	%905 = fadd double %904, 0x3FC5555555555555
	%906 = fmul double %905, %885
	%907 = fadd double %906, 0.5
	%908 = fmul double %907, %885
	%909 = fadd double %908, 1.0
	%910 = fmul double %909, %885
	%911 = fadd double %910, 1.0
	%912 = fptosi double %881 to i64
	%913 = sdiv i64 %912, 2
	%914 = sub i64 %912, %913
	%915 = add i64 %913, 1023
	%916 = shl i64 %915, 52
	%917 = bitcast i64 %916 to double
	%918 = fmul double %911, %917
	%919 = add i64 %914, 1023
	%920 = shl i64 %919, 52
	%921 = bitcast i64 %920 to double
	%922 = fmul double %918, %921
	%923 = fptrunc double %922 to float
	%924 = fadd float 1.0, %923
	%925 = fdiv float %872, %924
	%926 = fmul float %925, %873
	%927 = bitcast float %926 to i32
	%928 = lshr i32 %927, 16
	%929 = and i32 %928, 1
	%930 = add i32 %927, u0x7FFF
	%931 = add i32 %930, %929
	%932 = lshr i32 %931, 16
	%933 = fcmp uno float %926, %926
	%934 = select i1 %933, i32 32704, i32 %932
	%935 = trunc i32 %934 to i16
	%936 = sext i32 %871 to i64
	%937 = getelementptr i16, i16 addrspace(1)* %act, i64 %936
	store i16 %935, i16 addrspace(1)* %937
	br label %join33

join33:
	%938 = add i32 %102, 9
	%939 = mul i32 %21, 2
	%940 = add i32 %938, %939
	%941 = add i32 %58, 8
	%942 = add i32 %941, %20
	%943 = icmp slt i32 %940, %61
	br i1 %943, label %then34, label %join35

then34:
	%944 = add i32 %64, %940
	%945 = mul i32 %944, 32
	%946 = add i32 %945, %942
	%947 = load float, float* %9
	%948 = load float, float* %17
	%949 = fsub float 0.0, %947
	%950 = fpext float %949 to double
	%951 = fcmp olt double %950, -745.0
	%952 = select i1 %951, double -745.0, double %950
	%953 = fcmp olt double 710.0, %952
	%954 = select i1 %953, double 710.0, double %952
	%955 = fmul double %954, 0x3FF71547652B82FE
	%956 = call double @llvm.rint.f64(double %955)
	%957 = fmul double %956, 0x3FE62E42FEE00000
	%958 = fsub double %954, %957
	%959 = fmul double %956, 0x3DEA39EF35793C76
	%960 = fsub double %958, %959
	%961 = fmul double 0x3DE6124613A86D09, %960
	%962 = fadd double %961, 0x3E21EED8EFF8D898
	%963 = fmul double %962, %960
	%964 = fadd double %963, 0x3E5AE64567F544E4
	%965 = fmul double %964, %960
	%966 = fadd double %965, 0x3E927E4FB7789F5C
	%967 = fmul double %966, %960
	%968 = fadd double %967, 0x3EC71DE3A556C734
	%969 = fmul double %968, %960
	%970 = fadd double %969, 0x3EFA01A01A01A01A
	%971 = fmul double %970, %960
	%972 = fadd double %971, 0x3F2A01A01A01A01A
	%973 = fmul double %972, %960
	%974 = fadd double %973, 0x3F56C16C16C16C17
	%975 = fmul double %974, %960
	%976 = fadd double %975, 0x3F81111111111111
	%977 = fmul double %976, %960
	%978 = fadd double %977, 0x3FA5555555555555
	%979 = fmul double %978, %960
	%980 = fadd double %979, 0x3FC5555555555555
	%981 = fmul double %980, %960
	%982 = fadd double %981, 0.5
	%983 = fmul double %982, %960
	%984 = fadd double %983, 1.0
	%985 = fmul double %984, %960
	%986 = fadd double %985, 1.0
	%987 = fptosi double %956 to i64
	%988 = sdiv i64 %987, 2
	%989 = sub i64 %987, %988
	%990 = add i64 %988, 1023
	%991 = shl i64 %990, 52
	%992 = bitcast i64 %991 to double
	%993 = fmul double %986, %992
	%994 = add i64 %989, 1023
	%995 = shl i64 %994, 52
	%996 = bitcast i64 %995 to double
	%997 = fmul double %993, %996
	%998 = fptrunc double %997 to float
	%999 = fadd float 1.0, %998
	%1000 = fdiv float %947, %999
	%1001 = fmul float %1000, %948
	%1002 = bitcast float %1001 to i32
	%1003 = lshr i32 %1002, 16
	%1004 = and i32 %1003, 1
	%1005 = add i32 %1002, u0x7FFF
	%1006 = add i32 %1005, %1004
	%1007 = lshr i32 %1006, 16
	%1008 = fcmp uno float %1001, %1001
	%1009 = select i1 %1008, i32 32704, i32 %1007
	%1010 = trunc i32 %1009 to i16
	%1011 = sext i32 %946 to i64
	%1012 = getelementptr i16, i16 addrspace(1)* %act, i64 %1011
	store i16 %1010, i16 addrspace(1)* %1012
	br label %join35

join35:
	br label %join27

then36:
	%1013 = add i32 %25, 2
	%1014 = sub i32 0, %1013
	%1015 = sext i32 0 to i64
	%1016 = getelementptr i32, i32 addrspace(1)* %work, i64 %1015
	%1017 = atomicrmw add i32 addrspace(1)* %1016, i32 %1014 monotonic
	br label %join37

join37:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %0, i32 %1, i32 %2, i32 %3)

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9)

declare double @llvm.rint.f64(double %0)

!0 = !{}
