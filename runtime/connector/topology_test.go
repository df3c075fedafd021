package connector

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTopologyPeersAndOwners(t *testing.T) {
	tests := []struct {
		topo  Topology
		peers [][]int
	}{
		{Topology{1, 1}, [][]int{{0}}},
		{Topology{2, 1}, [][]int{{0, 1}}},
		{Topology{3, 2}, [][]int{{0, 1}, {2}}},
		{Topology{4, 2}, [][]int{{0, 1}, {2, 3}}},
		{Topology{5, 2}, [][]int{{0, 1, 2}, {3, 4}}},
		{Topology{7, 3}, [][]int{{0, 1, 2}, {3, 4}, {5, 6}}},
		{Topology{8, 3}, [][]int{{0, 1, 2}, {3, 4, 5}, {6, 7}}},
		{Topology{3, 3}, [][]int{{0}, {1}, {2}}},
	}
	for _, tc := range tests {
		t.Run(tc.topo.String(), func(t *testing.T) {
			if err := tc.topo.Validate(); err != nil {
				t.Fatal(err)
			}
			var got [][]int
			for f := range tc.topo.FFNRanks {
				got = append(got, tc.topo.PeersOf(f))
			}
			if d := cmp.Diff(tc.peers, got); d != "" {
				t.Errorf("PeersOf (-want +got):\n%s", d)
			}
			for f, ps := range tc.peers {
				for i, a := range ps {
					if o := tc.topo.OwnerOf(a); o != f {
						t.Errorf("OwnerOf(%d) = %d, want %d", a, o, f)
					}
					if li := tc.topo.localIndex(a); li != i {
						t.Errorf("localIndex(%d) = %d, want %d", a, li, i)
					}
					if g := tc.topo.GlobalRank(RoleAttention, a); g != tc.topo.FFNRanks+a {
						t.Errorf("GlobalRank(attention %d) = %d, want %d", a, g, tc.topo.FFNRanks+a)
					}
				}
				if g := tc.topo.GlobalRank(RoleFFN, f); g != f {
					t.Errorf("GlobalRank(ffn %d) = %d", f, g)
				}
			}
			if o := tc.topo.OwnerOf(tc.topo.AttentionRanks); o != -1 {
				t.Errorf("OwnerOf(out of range) = %d, want -1", o)
			}
			if p := tc.topo.PeersOf(tc.topo.FFNRanks); p != nil {
				t.Errorf("PeersOf(out of range) = %v, want nil", p)
			}
		})
	}
}

func TestTopologyBlocksDifferByAtMostOne(t *testing.T) {
	for a := 1; a <= 40; a++ {
		for f := 1; f <= a; f++ {
			topo := Topology{a, f}
			prev, seen := -1, 0
			for r := range f {
				ps := topo.PeersOf(r)
				if len(ps) == 0 || (prev >= 0 && (len(ps) > prev || prev-len(ps) > 1)) {
					t.Fatalf("%s: block %d has %d ranks after a block of %d", topo, r, len(ps), prev)
				}
				for _, p := range ps {
					if p != seen {
						t.Fatalf("%s: block %d holds %d, expected consecutive rank %d", topo, r, p, seen)
					}
					seen++
				}
				prev = len(ps)
			}
			if seen != a {
				t.Fatalf("%s: blocks cover %d ranks, expected %d", topo, seen, a)
			}
		}
	}
}

func TestTopologyValidate(t *testing.T) {
	tests := []struct {
		topo Topology
		want string
	}{
		{Topology{1, 0}, "topology 1A0F: 0 ffn ranks, expected at least 1"},
		{Topology{1, 2}, "topology 1A2F: 1 attention ranks, expected at least as many as the 2 ffn ranks"},
		{Topology{-1, -1}, "expected at least 1"},
	}
	for _, tc := range tests {
		err := tc.topo.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate() = %v, want %q", tc.topo, err, tc.want)
		}
		if tc.topo.PeersOf(0) != nil || tc.topo.OwnerOf(0) != -1 {
			t.Errorf("%s: invalid topology answered PeersOf/OwnerOf", tc.topo)
		}
	}
}
