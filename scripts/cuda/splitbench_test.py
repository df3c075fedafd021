#!/usr/bin/env python3
"""Tests of splitbench.py's split choice, which needs no GPU: cupy is replaced by a stand-in
device with an H200's SM count and shared memory.

usage: python3 -m unittest discover -s scripts/cuda -p '*_test.py'
"""
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


if __name__ == "__main__":
    unittest.main()
