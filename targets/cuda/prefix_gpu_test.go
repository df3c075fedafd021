//go:build gpu

package cuda_test

import (
	"context"
	"fmt"
	"testing"

	"afdc/compiler"
	"afdc/internal/paritytest"
	"afdc/runtime"
	"afdc/runtime/kvcache"
	"afdc/runtime/sampler"
)

// TestGPUPrefixCached: a sequence whose first step starts past whole blocks another sequence
// computed (what the server's prefix cache does) gets the logits a fresh run of its whole prompt
// gets, within bf16 noise, then decodes on from there; on an MLA and a GQA model, blocks of 16
// tokens, and on the DeepSeek-V3 slice with blocks of 64 (the bulk-copy decode kernel's).
func TestGPUPrefixCached(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5"} {
		t.Run(name, func(t *testing.T) {
			_, a, ck := paritytest.Load(t, name, compiler.BuildOptions{Target: "cuda", Stages: 1})
			needGPU(t, a.Full)
			b := loadCUDA(t, a.Full, ck)
			prefixCached(t, engine(t, b, nil, 1), b.Vocab(), 16)
		})
	}
	t.Run("deepseek-v3-slice", func(t *testing.T) {
		b := sliceBackend(t)
		prefixCached(t, engine(t, b, nil, 1), b.Vocab(), 64)
	})
}

func prefixCached(t *testing.T, e *runtime.SplitEngine, vocab, blockSize int) {
	t.Helper()
	if err := e.SetBlockSize(blockSize); err != nil {
		t.Fatal(err)
	}
	alloc, err := kvcache.NewAllocator(64, blockSize)
	if err != nil {
		t.Fatal(err)
	}
	prompt := func(n, salt int) []int32 {
		p := make([]int32, n)
		for i := range p {
			p[i] = int32(1 + (i*7+salt)%(vocab-1))
		}
		return p
	}
	shared := prompt(3*blockSize, 1)
	a := append(append([]int32(nil), shared...), prompt(blockSize/2, 2)...)
	b := append(append([]int32(nil), shared...), prompt(blockSize/2+3, 3)...)
	// run feeds prompt[past:] to sequence id over table, then 3 tokens: its own argmax, or
	// force's (teacher forcing, so that a near tie does not send the runs apart).
	var force []int32
	run := func(id uint64, p []int32, table []int32, past int) [][]float32 {
		table, ok := alloc.Grow(table, len(p)+4)
		if !ok {
			t.Fatal("allocator full")
		}
		var rows [][]float32
		st := runtime.SeqStep{ID: id, Tokens: p[past:], Past: past, Blocks: table}
		for range 4 {
			out, err := e.Step(context.Background(), []runtime.SeqStep{st})
			if err != nil {
				t.Fatal(err)
			}
			rows = append(rows, append([]float32(nil), out[0]...))
			next := int32(sampler.Argmax(out[0]))
			if force != nil {
				next = force[len(rows)-1]
			}
			st = runtime.SeqStep{ID: id, Tokens: []int32{next}, Past: st.Past + len(st.Tokens), Blocks: table}
		}
		return rows
	}
	ta, _ := alloc.Grow(nil, len(a)+4)
	run(1, a, ta, 0)
	want := run(2, b, nil, 0) // b alone, every token computed
	for _, r := range want {
		force = append(force, int32(sampler.Argmax(r)))
	}
	// b again, its first three blocks a's.
	shareB := append([]int32(nil), ta[:3]...)
	alloc.Share(shareB)
	got := run(3, b, shareB, len(shared))
	for _, id := range []uint64{1, 2, 3} {
		e.Release(id)
	}
	for k := range want {
		bf16Close(t, fmt.Sprintf("PREFIX step %d past a cached prefix of %d tokens", k, len(shared)), got[k], want[k])
	}
}
