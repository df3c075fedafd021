package main

import (
	"fmt"
	"io"
	"math"

	"afdc/compiler"
	"afdc/ir"
	"afdc/runtime/weights"
)

type initWeightsCmd struct {
	modelFlag
	Seed      uint64 `default:"0" help:"Seed of the random weights; the same seed writes the same bytes."`
	Out       string `required:"" short:"o" type:"outdir" placeholder:"DIR" help:"Checkpoint folder to write (config.json + safetensors)."`
	DType     string `name:"dtype" default:"f32" enum:"f32,bf16,fp8" help:"Tensor dtype: f32, bf16, or fp8 (for a config with an FP8 quantization_config: its Linear weights as float8_e4m3fn with weight_scale_inv blocks, the rest bf16)."`
	ShardMiB  int64  `name:"shard-mib" default:"2048" help:"Largest safetensors shard, MiB; a larger checkpoint is sharded with an index."`
	MaxGiB    int64  `name:"max-gib" default:"8" help:"Refuse to write a checkpoint larger than this many GiB."`
	NumLayers int    `name:"num-layers" placeholder:"N" help:"Keep only the first N decoder layers (num_hidden_layers in the config written); 0, the default: all."`
}

func (c *initWeightsCmd) Help() string {
	return `Writes a deterministic random checkpoint in HuggingFace layout: config.json (the model's config with
the chosen dtype; without its quantization_config unless --dtype fp8) and model.safetensors, with
every tensor of the serving graph under its hub name (per-expert names). With --dtype fp8 the
weights DeepSeek ships in FP8 are quantised per block as DeepSeek does (scale_inv = max|w| / 448). Matrices are N(0, 1/fan_in), norm weights
1 + N(0, 0.2^2), biases N(0, 0.1^2), embeddings N(0, 1), and router correction biases N(0, 0.3^2) so
that the bias changes which experts are chosen. Each tensor's values depend only on the seed and its
name.`
}

func (c *initWeightsCmd) Run(e *env) error {
	// Checked before any work, and converted to bytes only once the product fits in int64.
	if c.ShardMiB < 1 || c.ShardMiB > math.MaxInt64>>20 {
		return fmt.Errorf("--shard-mib %d: expected a positive number of MiB, at most %d", c.ShardMiB, int64(math.MaxInt64>>20))
	}
	if c.MaxGiB < 1 || c.MaxGiB > math.MaxInt64>>30 {
		return fmt.Errorf("--max-gib %d: expected a positive number of GiB, at most %d", c.MaxGiB, int64(math.MaxInt64>>30))
	}
	cfg, err := compiler.LoadConfig(c.Model)
	if err != nil {
		return err
	}
	if c.NumLayers != 0 {
		if cfg, err = withLayers(cfg, c.NumLayers); err != nil {
			return err
		}
	}
	n, total, err := writeRandomCheckpoint(cfg, c.Seed, c.Out, c.DType, c.ShardMiB<<20, c.MaxGiB<<30, e.stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s: %d tensors, %d bytes of %s weights (seed %d)\n", c.Out, n, total, c.DType, c.Seed)
	return nil
}

// writeRandomCheckpoint writes the random checkpoint of init-weights and returns its tensor count
// and bytes; progress (nil for none) gets its progress lines.
func writeRandomCheckpoint(cfg *compiler.Config, seed uint64, out, dtype string, shardBytes, maxBytes int64, progress io.Writer) (int, int64, error) {
	// Lowered at the dtype written, so that the module declares each tensor as the written config
	// will: bf16 (fp8's unquantised tensors too) with HF's fp32 exceptions, or f32.
	at := *cfg
	at.DType = ir.BF16
	if dtype == "f32" {
		at.DType = ir.F32
	}
	full, err := compiler.Lower(&at, compiler.LowerOptions{})
	if err != nil {
		return 0, 0, err
	}
	if dtype == "fp8" && cfg.FP8 == nil {
		return 0, 0, fmt.Errorf("--dtype fp8: %s has no FP8 quantization_config, expected a config that declares one (deepseek-v3, deepseek-r1)", cfg.Name)
	}
	return weights.WriteRandom(full, cfg.Name, cfg.Raw, seed, out, dtype, shardBytes, maxBytes, progress)
}
