package cpu_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"afdc/runtime"
	"afdc/runtime/kvcache"
	"afdc/runtime/tensor"
	"afdc/targets/cpu"
)

// TestPagedTablesEqualAlone: sequences batched together through block tables from a scheduler's
// allocator (blocks of 3 tokens, handed out in interleaved, scrambled order) get the bits each gets
// alone through the engine's own tables, for an MLA and a GQA model.
func TestPagedTablesEqualAlone(t *testing.T) {
	for _, name := range []string{"v3", "glm4.5"} {
		t.Run(name, func(t *testing.T) {
			pc, a, ck := loadParity(t, name, 0)
			prog := load(t, a.Full, ck)
			prompts := [][]int32{pc.Prompts[0].PromptIDs, pc.Prompts[1].PromptIDs, {5}, {7, 8, 9, 10, 11}}
			const n = 6
			alone := make([][][]float32, len(prompts))
			toks := make([][]int32, len(prompts))
			for i, p := range prompts {
				e, err := cpu.NewLocalEngine(prog)
				if err != nil {
					t.Fatal(err)
				}
				toks[i], alone[i] = greedy(t, e, uint64(i), p, n)
			}

			e, err := cpu.NewLocalEngine(prog)
			if err != nil {
				t.Fatal(err)
			}
			const blockSize = 3
			if err := e.SetBlockSize(blockSize); err != nil {
				t.Fatal(err)
			}
			alloc, err := kvcache.NewAllocator(64, blockSize)
			if err != nil {
				t.Fatal(err)
			}
			// Take a few blocks first and free them, so tables do not start at block 0.
			junk, _ := alloc.Grow(nil, 5*blockSize)
			alloc.Free(junk)
			tables := make([][]int32, len(prompts))
			steps := make([]runtime.SeqStep, len(prompts))
			for i, p := range prompts {
				steps[i] = runtime.SeqStep{ID: uint64(i), Tokens: p}
			}
			for k := range n {
				for i := range steps {
					var ok bool
					if tables[i], ok = alloc.Grow(tables[i], steps[i].Past+len(steps[i].Tokens)); !ok {
						t.Fatal("allocator full")
					}
					steps[i].Blocks = tables[i]
				}
				out, err := e.Step(context.Background(), steps)
				if err != nil {
					t.Fatal(err)
				}
				for i := range steps {
					for j, x := range out[i] {
						if math.Float32bits(x) != math.Float32bits(alone[i][k][j]) {
							t.Fatalf("prompt %d step %d logit %d: %v batched through tables %v, %v alone", i, k, j, x, tables[i], alone[i][k][j])
						}
					}
					steps[i] = runtime.SeqStep{ID: steps[i].ID, Tokens: []int32{toks[i][k]}, Past: steps[i].Past + len(steps[i].Tokens)}
				}
			}
		})
	}
}

func TestPagedTableErrors(t *testing.T) {
	_, a, ck := loadParity(t, "glm4.5", 0)
	e, err := cpu.NewLocalEngine(load(t, a.Full, ck))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	_, err = e.Step(ctx, []runtime.SeqStep{{ID: 1, Tokens: make([]int32, 20), Blocks: []int32{0}}})
	if err == nil || !strings.Contains(err.Error(), "block table of 1 blocks of 16 tokens for 20 tokens, expected at least 2 blocks") {
		t.Errorf("short table: %v", err)
	}
	e.Release(1)
	if _, err := e.Step(ctx, []runtime.SeqStep{{ID: 2, Tokens: []int32{1}, Blocks: []int32{0}}}); err != nil {
		t.Fatal(err)
	}
	_, err = e.Step(ctx, []runtime.SeqStep{{ID: 2, Tokens: []int32{1}, Past: 1, Blocks: []int32{0}}, {ID: 3, Tokens: []int32{1}}})
	if err == nil || !strings.Contains(err.Error(), "sequence 3: block table given = false while the live sequences' = true") {
		t.Errorf("mixed owners: %v", err)
	}
	if err := e.SetBlockSize(8); err == nil || !strings.Contains(err.Error(), "block size change with 1 live sequences") {
		t.Errorf("SetBlockSize with live sequences: %v", err)
	}
}

// TestBeginRowsMismatch: a batch whose sequences hold more (or fewer) tokens than its ids is refused
// by Begin with both counts, before any kernel slices the batch by the sequences' rows.
func TestBeginRowsMismatch(t *testing.T) {
	_, a, ck := loadParity(t, "glm4.5", 0)
	b, err := cpu.NewBackend(load(t, a.Full, ck))
	if err != nil {
		t.Fatal(err)
	}
	for _, ids := range [][]int32{{1, 2}, {1, 2, 3, 4}} {
		batch := runtime.Batch{
			Seqs:        []runtime.SeqStep{{ID: 1, Tokens: []int32{1, 2, 3}}},
			IDs:         tensor.FromI32(ids, len(ids)),
			Pos:         tensor.FromI32(make([]int32, len(ids)), len(ids)),
			BlockTables: tensor.New(tensor.I32, 1, 0),
			Sampling:    tensor.New(tensor.F32, 1, 3),
			Keys:        tensor.New(tensor.I64, 1, 2),
		}
		r, err := b.Begin(context.Background(), nil, batch)
		if err == nil {
			_, err = r.Finish(context.Background())
			t.Fatalf("%d ids for a sequence of 3 tokens: Begin accepted it (Finish: %v)", len(ids), err)
		}
		want := fmt.Sprintf("batch of %d ids for sequences of 3 tokens, expected as many", len(ids))
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%d ids: %v, want %q", len(ids), err, want)
		}
		b.Release(1)
	}
	// Block tables of the wrong shape say what was given: no "(<nil>)" for a host tensor.
	one := tensor.FromI32([]int32{1}, 1)
	_, err = b.Begin(context.Background(), nil, runtime.Batch{Seqs: []runtime.SeqStep{{ID: 1, Tokens: []int32{1}}}, IDs: one, Pos: one,
		BlockTables: tensor.New(tensor.I32, 2, 1), Sampling: tensor.New(tensor.F32, 1, 3), Keys: tensor.New(tensor.I64, 1, 2)})
	if err == nil || !strings.Contains(err.Error(), "expected i32[1, blocks] in host memory") || strings.Contains(err.Error(), "<nil>") {
		t.Errorf("block tables for 2 sequences in a batch of 1: %v", err)
	}
}
