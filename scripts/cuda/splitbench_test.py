#!/usr/bin/env python3
"""Tests of splitbench.py's split choice, which needs no GPU: cupy is replaced by a stand-in
device with an H200's SM count and shared memory.

usage: python3 -m unittest discover -s scripts/cuda -p '*_test.py'
"""
import ctypes
import os
import sys
import types
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


class _Device:
    attributes = {"MultiProcessorCount": 132, "MaxSharedMemoryPerMultiprocessor": 228 << 10}


_cupy = types.ModuleType("cupy")
_cupy.cuda = types.SimpleNamespace(Device=_Device)
sys.modules.setdefault("cupy", _cupy)
import splitbench as sb  # noqa: E402


class SplitTest(unittest.TestCase):
    def test_one_block_an_sm(self):
        # DeepSeek-V3's warpgroup kernel (225 KiB, two head groups of 64) at context 4,096: one
        # wave of 132 SMs in splits of at least 96 positions, the runtime's counts (mlaSplits).
        shape = sb.split_shape(225 << 10)
        self.assertEqual(shape, (132, sb.WAVE_MIN_CHUNK))
        self.assertEqual([sb.splits_for(b, 2, 4096, shape) for b in (1, 8, 64, 256)], [32, 8, 1, 1])

    def test_many_blocks_an_sm(self):
        # A kernel three of which fit an SM (GLM-4.5's tensor-core GQA kernel, 70.5 KiB, 8 KV
        # heads) keeps the 2,048-block target and splits of at least 32 positions.
        shape = sb.split_shape(72192)
        self.assertEqual(shape, (sb.TARGET_BLOCKS, sb.MIN_CHUNK))
        self.assertEqual([sb.splits_for(b, 8, 4096, shape) for b in (1, 8, 64, 256)], [64, 32, 4, 1])

    def test_short_context(self):
        # A split never takes fewer positions than the least chunk.
        self.assertEqual(sb.splits_for(1, 2, 150, (132, sb.WAVE_MIN_CHUNK)), 1)
        self.assertEqual(sb.splits_for(1, 2, 300, (132, sb.WAVE_MIN_CHUNK)), 2)
        self.assertEqual(sb.splits_for(1, 8, 100, (sb.TARGET_BLOCKS, sb.MIN_CHUNK)), 2)



class LauncherTest(unittest.TestCase):
    def test_arguments_by_name(self):
        # The launcher hands cuLaunchKernel one pointer a parameter, in the kernel's order whatever
        # the order of the values: to a pointer's value, to an i32, and to the tensor map's bytes.
        got = {}

        class Driver:
            def cuLaunchKernel(self, f, gx, gy, gz, bx, by, bz, smem, stream, params, extra):
                got.update(f=f.value, grid=(gx, gy, gz), block=(bx, by, bz), smem=smem,
                           ptr=ctypes.c_void_p.from_address(params[0]).value,
                           n=ctypes.c_int32.from_address(params[1]).value, tmap=params[2])
                return 0

        old, sb._driver = sb._driver, Driver()
        self.addCleanup(setattr, sb, "_driver", old)
        sb.cp.cuda.get_current_stream = lambda: types.SimpleNamespace(ptr=0)
        launch = {"name": "k", "block": 256, "params": [
            {"name": "part", "type": "ptr"}, {"name": "rows", "type": "i32"}, {"name": "pool_map", "type": "tensor_map"}]}
        fn = types.SimpleNamespace(kernel=types.SimpleNamespace(ptr=0x1234))
        tmap = types.SimpleNamespace(address=0x40000)
        buf = types.SimpleNamespace(data=types.SimpleNamespace(ptr=0xdead0000))
        run = sb.launcher(fn, launch, 132, 4096, {"pool_map": tmap, "rows": 7, "part": buf})
        run()
        self.assertEqual(got, {"f": 0x1234, "grid": (132, 1, 1), "block": (256, 1, 1), "smem": 4096,
                               "ptr": 0xdead0000, "n": 7, "tmap": 0x40000})

    def test_unknown_parameter_type(self):
        launch = {"name": "k", "block": 32, "params": [{"name": "x", "type": "f64"}]}
        with self.assertRaises(ValueError):
            sb.launcher(types.SimpleNamespace(ptr=1), launch, 1, 0, {"x": 1.0})


if __name__ == "__main__":
    unittest.main()
