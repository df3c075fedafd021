"""What mla_bench.py and gqa_bench.py share: timing afdc's split decode kernels alone on a GPU.

The copy bandwidth the rooflines use, the splits the runtime would choose for a kernel (mlaSplits and
splitShapeFor in targets/cuda/ops.go), random bf16 data, a kernel of the bench's PTX ready to launch,
its time over back-to-back launches, and the merge of its splits (what the combine kernels make),
and for kernels that take a tensor map, the map and a launch through the driver.
Needs cupy.
"""
import ctypes

import cupy as cp

BLOCK = 64  # the runtime's KV block size (targets/cuda BlockSize)
TARGET_BLOCKS, MIN_CHUNK, MAX_SPLITS = 2048, 32, 64
WAVE_MIN_CHUNK = 96  # the least positions a split of a one-block-an-SM kernel takes (waveMinChunk)


def copy_bw():
    """Bytes a second (reads + writes) of a 2 GiB device-to-device copy."""
    n = 1 << 31
    a, b = cp.empty(n, dtype=cp.uint8), cp.empty(n, dtype=cp.uint8)
    cp.copyto(b, a)
    s, e = cp.cuda.Event(), cp.cuda.Event()
    s.record()
    for _ in range(10):
        cp.copyto(b, a)
    e.record()
    e.synchronize()
    bw = 2 * n * 10 / (cp.cuda.get_elapsed_time(s, e) / 1e3)
    del a, b
    cp.get_default_memory_pool().free_all_blocks()
    return bw


def part_row(width):
    """The f32 stride of a split workspace's rows (kgen.PartRow): width + 2 rounded up to 8."""
    return (width + 2 + 7) // 8 * 8


def merged(p, width):
    """The output merged over the splits of a workspace p [rows, splits, heads, part_row(width)]
    (the partial output, then the max, then the sum, then padding)."""
    m = p[..., width:width + 1]
    mx = m.max(axis=1, keepdims=True)
    w = cp.exp(m - mx)
    w = cp.where(cp.isfinite(w), w, 0)
    return (p[..., :width] * w).sum(axis=1) / (p[..., width + 1:width + 2] * w).sum(axis=1)


def split_shape(shared):
    """(target blocks, least positions a split): one wave of the SMs in splits of WAVE_MIN_CHUNK for
    a kernel with room for one block an SM, else (TARGET_BLOCKS, MIN_CHUNK)."""
    dev = cp.cuda.Device()
    sms = dev.attributes["MultiProcessorCount"]
    per_sm = dev.attributes["MaxSharedMemoryPerMultiprocessor"]
    if per_sm // (shared + 1024) <= 1:
        return min(sms, TARGET_BLOCKS), WAVE_MIN_CHUNK
    return TARGET_BLOCKS, MIN_CHUNK


def splits_for(rows, groups, ctx, shape):
    """The runtime's split count for rows rows of groups head groups at context ctx."""
    target, least = shape
    s = 1
    while 2 * s <= MAX_SPLITS and rows * groups * 2 * s <= target and ctx >= 2 * s * least:
        s *= 2
    return s


def bf16(n, scale=1.0):
    """n random bf16 values (as uint16), normal with the given scale."""
    x = cp.random.standard_normal(n, dtype=cp.float32) * scale
    return (x.view(cp.uint32) >> 16).astype(cp.uint16)


def kernel(mod, launch):
    """The launch row's function of mod and its dynamic shared memory (0 for static), with the
    function allowed that much."""
    fn = mod.get_function(launch["name"])
    smem = launch["shared_bytes"] if launch.get("dynamic_shared") else 0
    if smem > 48 << 10:
        fn.max_dynamic_shared_size_bytes = smem
    return fn, smem


_driver = None


def driver():
    """The CUDA driver library, loaded once."""
    global _driver
    if _driver is None:
        _driver = ctypes.CDLL("libcuda.so.1")
    return _driver


class TensorMap:
    """A 2-D bf16 tensor map (cuTensorMapEncodeTiled) over the device buffer at ptr: inner × outer
    elements, the outer stride in bytes, the box copied, the 128-byte swizzle; no interleave, zero
    fill. address is the 128 bytes, 64-byte aligned, a kernel takes by value."""

    def __init__(self, ptr, inner, outer, stride, box):
        self._b = ctypes.create_string_buffer(128 + 64)
        self.address = (ctypes.addressof(self._b) + 63) // 64 * 64
        dims = (ctypes.c_uint64 * 2)(inner, outer)
        strides = (ctypes.c_uint64 * 1)(stride)
        boxes = (ctypes.c_uint32 * 2)(*box)
        elem = (ctypes.c_uint32 * 2)(1, 1)
        r = driver().cuTensorMapEncodeTiled(ctypes.c_void_p(self.address), 9, 2, ctypes.c_void_p(ptr), dims, strides,
                                            boxes, elem, 0, 3, 2, 0)
        if r != 0:
            raise RuntimeError(f"cuTensorMapEncodeTiled: error {r}")


def launcher(fn, launch, grid, smem, values):
    """A function that launches fn on the current stream through cuLaunchKernel, each of launch's
    parameters taken by name from values: a cupy array for a pointer, an int for an i32, a
    TensorMap for a tensor map."""
    keep, ptrs = [], []
    for p in launch["params"]:
        v = values[p["name"]]
        if p["type"] == "ptr":
            c = ctypes.c_void_p(v.data.ptr)
        elif p["type"] == "i32":
            c = ctypes.c_int32(int(v))
        elif p["type"] == "tensor_map":
            keep.append(v)
            ptrs.append(v.address)
            continue
        else:
            raise ValueError(f"parameter {p['name']} of type {p['type']}")
        keep.append(c)
        ptrs.append(ctypes.addressof(c))
    params = (ctypes.c_void_p * len(ptrs))(*ptrs)
    f = getattr(fn, "kernel", fn)  # a RawKernel's cupy.cuda.Function
    f, block = ctypes.c_void_p(f.ptr), launch["block"]

    def run():
        r = driver().cuLaunchKernel(f, grid, 1, 1, block, 1, 1, smem, ctypes.c_void_p(cp.cuda.get_current_stream().ptr),
                                    params, None)
        if r != 0:
            raise RuntimeError(f"cuLaunchKernel {launch['name']}: error {r}")
    run.keep = keep  # the arguments' storage lives as long as the launcher
    return run


def time_ms(launch, iters=20):
    """The mean time of launch() over iters back-to-back launches after one, by CUDA events."""
    s, e = cp.cuda.Event(), cp.cuda.Event()
    launch()
    s.record()
    for _ in range(iters):
        launch()
    e.record()
    e.synchronize()
    return cp.cuda.get_elapsed_time(s, e) / iters
