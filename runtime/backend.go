package runtime

import (
	"context"
	"fmt"

	"afdc/runtime/tensor"
)

// The device seam: what a target implements so the runtime can run its role programs. The runtime
// owns everything that is not arithmetic (batching, stages, exchange order, the connector); a backend
// owns its memory and its kernels. docs/backends.md explains the order to implement them in.

// Queue orders one stage's work on a device (tensor.Queue: a CUDA stream; on the CPU, inline). The
// runtime makes one queue per stage, hands it to every transfer of the stage so the transport orders
// itself with the device's work, and drives every queue of a step from one goroutine (see
// Backend.Drive), so a device backend needs no locking between stages.
type Queue = tensor.Queue

// Backend is a role program loaded onto one device.
type Backend interface {
	// Target names the target ("cpu", "cuda").
	Target() string
	// Drive runs f on the goroutine that owns the device (CUDA: one locked OS thread; CPU: the
	// caller's). Every call the runtime makes into a backend during a step happens inside f.
	Drive(f func() error) error
	// NewQueue makes a work queue; the runtime asks for one per stage, once.
	NewQueue() (Queue, error)
	// Alloc makes a zeroed [shape] buffer of dt in mem (host memory may be pinned for the device):
	// where the transport receives a stage's tensors.
	Alloc(dt tensor.DType, mem tensor.Memory, shape ...int) (tensor.Tensor, error)
	// Close frees the device memory.
	Close() error
}

// Batch is one stage's sequences, laid out as a forward batch: token i of the batch is IDs[i] at
// position Pos[i]; the sequences' rows follow each other in Seqs order. What the runtime owns (the
// block tables of its paged KV cache, each row's sampling parameters) crosses the seam as operands
// here, never as state hidden in a backend.
type Batch struct {
	Seqs []SeqStep
	IDs  tensor.Tensor // i32 [rows], host
	Pos  tensor.Tensor // i32 [rows], host
	// BlockTables holds row s's block table of the paged KV cache (SeqStep.Blocks), padded with -1:
	// i32 [seqs, most blocks], host. [seqs, 0] when the steps carry no tables (the backend then
	// keeps its own).
	BlockTables tensor.Tensor
	// Sampling and Keys are the operands of the program's sample op, one row per sequence:
	// temperature (<= 0: greedy), top_p, top_k; and seed, position of the token to draw.
	Sampling tensor.Tensor // f32 [seqs, 3], host
	Keys     tensor.Tensor // i64 [seqs, 2], host
	// Logits says the caller needs Output.Logits: some step of the engine's call asked for them
	// (SeqStep.Logits) or the caller reads logits only (Engine.Step). It is the same for every
	// stage of a step, so the stages agree on returning them. Without it a backend that samples
	// may return the tokens alone; a backend may return logits anyway.
	Logits bool
}

// Rows is the number of tokens of the batch.
func (b Batch) Rows() int { return b.IDs.Elems() }

// CheckRows says whether the sequences' tokens add up to the batch's ids: backends slice the ids
// (and every per-token value) by each sequence's token count, so a mismatch must be refused before
// any slicing or cache update.
func (b Batch) CheckRows() error {
	tokens := 0
	for _, s := range b.Seqs {
		tokens += len(s.Tokens)
	}
	if rows := b.Rows(); tokens != rows {
		return fmt.Errorf("batch of %d ids for sequences of %d tokens, expected as many", rows, tokens)
	}
	return nil
}

// SeqsWithTables returns a copy of the batch's steps, each with its row of BlockTables as Blocks,
// up to the row's -1 padding: the tables cross the seam as this operand, so a backend takes them
// from here and never from the steps it was given. An all-padding row (or a [seqs, 0] operand)
// leaves the step's Blocks nil, since a step with a table needs at least one block. The Blocks
// alias BlockTables, capped so that appending to one cannot write into the next row.
func (b Batch) SeqsWithTables() ([]SeqStep, error) {
	steps := append([]SeqStep(nil), b.Seqs...)
	bt := b.BlockTables
	if err := bt.CheckHost(); err != nil || bt.DType != tensor.I32 || len(bt.Shape) != 2 || bt.Shape[0] != len(steps) {
		return nil, fmt.Errorf("batch block tables %s, expected i32[%d, blocks] in host memory", bt, len(steps))
	}
	w, all := bt.Width(), bt.I32()
	for i := range steps {
		steps[i].Blocks = nil
		row := all[i*w : (i+1)*w]
		n := 0
		for n < w && row[n] >= 0 {
			n++
		}
		if n > 0 {
			steps[i].Blocks = row[:n:n]
		}
	}
	return steps, nil
}

// AttentionBackend runs an attention module (or a full one, which has no exchanges): the attention
// half of every layer, then the head.
type AttentionBackend interface {
	Backend
	// Exchanges lists the layers whose FFN runs remotely, in program order (none for a full module).
	Exchanges() []int
	// Vocab is the logits width.
	Vocab() int
	// Begin checks a stage's batch against the backend's KV caches and prepares a run of the program
	// on q. Nothing is computed yet.
	Begin(ctx context.Context, q Queue, b Batch) (AttentionRun, error)
	// Release drops a sequence's KV cache.
	Release(id uint64)
	// SetBlockSize sets the tokens per block of the block tables the steps carry (SeqStep.Blocks);
	// only while no sequence is live.
	SetBlockSize(tokens int) error
}

// Recycler is a backend that takes back the host buffers of a finished transfer or step: the
// payloads its runs handed to the runtime (AttentionRun.Attention) and the buffers Alloc made. The
// runtime gives a buffer back once nothing reads it any more (its sends returned, its queue
// synced, its values copied out), at most once, and never uses it after; a backend ignores what it
// did not hand out. A backend without it leaves those buffers to the collector.
type Recycler interface {
	Recycle(ts ...tensor.Tensor)
}

// AttentionRun is one stage's pass through the attention program. The runtime calls, for each layer
// of Exchanges in order, Attention then Resume, and Finish at the end. Every method enqueues work on
// the run's queue and returns without waiting for it.
type AttentionRun interface {
	// Attention enqueues the program up to layer's exchange and returns the tensors to send to the FFN
	// ([rows, width] each, the wire schema's dtypes); they hold their values once the queue has run.
	Attention(ctx context.Context, layer int) ([]tensor.Tensor, error)
	// Resume hands the run the FFN's output of layer ([rows, hidden], received by the runtime) and
	// enqueues nothing yet: the next Attention or Finish continues from there.
	Resume(ctx context.Context, layer int, y tensor.Tensor) error
	// Finish enqueues the rest of the program and returns its outputs, valid once the queue has run.
	Finish(ctx context.Context) (Output, error)
}

// Output is what a stage's program returns, per sequence: the token its sample op drew (with the
// Batch's Sampling and Keys) and the fp32 logits of its last position. A device backend may return
// the tokens alone (a GPU should not copy a vocabulary of logits per sequence to the host each step);
// a backend without a sampler returns the logits alone and the runtime samples.
type Output struct {
	Logits tensor.Tensor // f32 [seqs, vocab], host; zero Tensor when not returned
	Tokens tensor.Tensor // i32 [seqs], host; zero Tensor when not returned
}

// FFNBackend runs an FFN module: the FFN half of each layer, for the rows of all attention peers.
type FFNBackend interface {
	Backend
	// Layers lists the layers the module has an FFN for, ascending.
	Layers() []int
	// FFN enqueues layer's FFN on q over the received payload in (hidden state first, then the extra
	// tensors of the wire schema), writing [rows, hidden] into out.
	FFN(ctx context.Context, q Queue, layer int, in []tensor.Tensor, out tensor.Tensor) error
}
