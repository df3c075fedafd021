"""What mla_bench.py and gqa_bench.py share: timing afdc's split decode kernels alone on a GPU.

The copy bandwidth the rooflines use, the splits the runtime would choose for a kernel (mlaSplits and
splitShapeFor in targets/cuda/ops.go), random bf16 data, a kernel of the bench's PTX ready to launch,
its time over back-to-back launches, and the merge of its splits (what the combine kernels make).
Needs cupy.
"""
import cupy as cp

BLOCK = 16  # the runtime's KV block size (targets/cuda BlockSize)
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
