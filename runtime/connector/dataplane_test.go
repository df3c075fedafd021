package connector

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"afdc/runtime/tensor"
)

// groupTransport is a host transport whose transfers are logged; with grouping on it is a Grouper.
// Peer drop's transfers fail with a *DroppedError. Recv fills each row with the peer's rank.
type groupTransport struct {
	log  []string
	drop int
}

func (t *groupTransport) Send(_ context.Context, _ tensor.Queue, peer int, _ Tag, data []tensor.Tensor) error {
	t.log = append(t.log, fmt.Sprintf("send %d:%d", peer, data[0].Rows()))
	if peer == t.drop {
		return &DroppedError{Peer: peer, Err: errors.New("gone")}
	}
	return nil
}

func (t *groupTransport) Recv(_ context.Context, _ tensor.Queue, peer int, _ Tag, into []tensor.Tensor) error {
	t.log = append(t.log, fmt.Sprintf("recv %d:%d", peer, into[0].Rows()))
	if peer == t.drop {
		return &DroppedError{Peer: peer, Err: errors.New("gone")}
	}
	for i := range into[0].F32() {
		into[0].F32()[i] = float32(peer)
	}
	return nil
}

func (t *groupTransport) Memory() tensor.Memory { return tensor.Host }
func (t *groupTransport) Name() string          { return "log" }
func (t *groupTransport) Close() error          { return nil }

type grouping struct{ *groupTransport }

func (g grouping) Group(f func() error) error {
	g.log = append(g.log, "group")
	err := f()
	g.log = append(g.log, "end")
	return err
}

// TestGatherScatterDropAndGroup: a dropped peer is skipped, its count zeroed and the later peers'
// rows land right after the earlier ones; a Grouper transport sees every transfer inside one group.
func TestGatherScatterDropAndGroup(t *testing.T) {
	for _, group := range []bool{false, true} {
		lt := &groupTransport{drop: 5}
		var tr Transport = lt
		if group {
			tr = grouping{lt}
		}
		peers := []int{4, 5, 6}
		counts := []int{1, 2, 2}
		into := tensor.New(tensor.F32, 5, 1)
		dropped, err := Gather(context.Background(), tr, nil, Tag{}, peers, counts, []tensor.Tensor{into})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(dropped, []int{1}) || !slices.Equal(counts, []int{1, 0, 2}) {
			t.Errorf("group %v: dropped %v, counts %v; want [1] and [1 0 2]", group, dropped, counts)
		}
		if got := into.F32()[:3]; !slices.Equal(got, []float32{4, 6, 6}) {
			t.Errorf("group %v: rows %v, want peer 4's then peer 6's: [4 6 6]", group, got)
		}
		counts = []int{1, 2, 2}
		dropped, err = Scatter(context.Background(), tr, nil, Tag{}, peers, counts, []tensor.Tensor{into})
		if err != nil || !slices.Equal(dropped, []int{1}) || !slices.Equal(counts, []int{1, 0, 2}) {
			t.Errorf("group %v: Scatter dropped %v, counts %v, err %v; want [1], [1 0 2], nil", group, dropped, counts, err)
		}
		want := "recv 4:1, recv 5:2, recv 6:2, send 4:1, send 5:2, send 6:2"
		if group {
			want = "group, recv 4:1, recv 5:2, recv 6:2, end, group, send 4:1, send 5:2, send 6:2, end"
		}
		if got := strings.Join(lt.log, ", "); got != want {
			t.Errorf("transfers %q, want %q", got, want)
		}
	}
}

// TestGatherFailure: an error that is not a drop fails the whole transfer.
func TestGatherFailure(t *testing.T) {
	tr := failing{&groupTransport{drop: -1}}
	_, err := Gather(context.Background(), tr, nil, Tag{}, []int{0}, []int{1}, []tensor.Tensor{tensor.New(tensor.F32, 1, 1)})
	if err == nil || err.Error() != "broken" {
		t.Errorf("Gather = %v, want broken", err)
	}
}

type failing struct{ *groupTransport }

func (failing) Recv(context.Context, tensor.Queue, int, Tag, []tensor.Tensor) error {
	return errors.New("broken")
}
