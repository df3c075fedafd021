package role

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"afdc/ir"
	"afdc/runtime/kvcache"
)

// cpuCacheElemBytes is the size of one cached value on the CPU target, which computes and caches
// in fp32.
const cpuCacheElemBytes = 4

// defaultKVFraction of physical memory is the cache budget when --kv-cache-bytes is 0; the rest
// holds the weights (widened to fp32 on the CPU target) and the activations.
const defaultKVFraction = 0.25

// fallbackKVBytes is the budget where physical memory cannot be read.
const fallbackKVBytes = 4 << 30

// deviceKVBytes is the cache budget of a device target (Ascend) when --kv-cache-bytes is 0: device
// memory, which /proc/meminfo does not describe, so a fixed share of a 64 GiB NPU.
const deviceKVBytes = 8 << 30

// KVBlocks sizes the paged KV cache of an attention program whose cache holds elemBytes per value
// (cpuCacheElemBytes, or 2 for a device that caches bf16): how many blocks of blockSize tokens fit in
// budget bytes (budget 0: defaultKVFraction of physical memory). It also returns the bytes one block
// takes, for the log.
func KVBlocks(mod *ir.Module, budget int64, blockSize int, elemBytes int) (blocks int, blockBytes int64, err error) {
	if blockSize <= 0 {
		return 0, 0, fmt.Errorf("--kv-block-size %d, expected at least 1 token", blockSize)
	}
	if budget < 0 {
		return 0, 0, fmt.Errorf("--kv-cache-bytes %d, expected >= 0 (0: %g of physical memory)", budget, defaultKVFraction)
	}
	g, err := kvcache.FromModule(mod, elemBytes)
	if err != nil {
		return 0, 0, err
	}
	if budget == 0 {
		budget = fallbackKVBytes
		if mem, ok := physicalMemory(); ok {
			budget = int64(float64(mem) * defaultKVFraction)
		}
	}
	blockBytes = g.BlockBytes(blockSize)
	blocks = g.Blocks(budget, blockSize)
	if blocks < 1 {
		return 0, 0, fmt.Errorf("--kv-cache-bytes %d holds no block of %d tokens (%d bytes), expected at least %d", budget, blockSize, blockBytes, blockBytes)
	}
	return blocks, blockBytes, nil
}

// checkHostKVBytes refuses a --kv-cache-bytes budget for a cache in host memory that exceeds the
// machine's physical memory mem (when known): the cache could never be that large.
func checkHostKVBytes(budget, mem int64, known bool) error {
	if known && budget > mem {
		return fmt.Errorf("--kv-cache-bytes %d exceeds this machine's physical memory of %d bytes (%.1f GiB), expected less, with room for the weights and activations (0: %g of it)",
			budget, mem, float64(mem)/(1<<30), defaultKVFraction)
	}
	return nil
}

// physicalMemory reads MemTotal from /proc/meminfo (Linux); ok is false elsewhere.
func physicalMemory() (int64, bool) {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(b)) {
		if rest, ok := strings.CutPrefix(line, "MemTotal:"); ok {
			f := strings.Fields(rest)
			if len(f) == 2 && f[1] == "kB" {
				if kb, err := strconv.ParseInt(f[0], 10, 64); err == nil && kb > 0 {
					return kb << 10, true
				}
			}
		}
	}
	return 0, false
}
