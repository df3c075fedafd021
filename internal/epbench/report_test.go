package epbench

import "testing"

func TestNum(t *testing.T) {
	for v, want := range map[float64]string{0: "0", 256: "256", 1023.99999: "1,024", 2794.6667: "2,794.7", 1234567: "1,234,567", 0.333: "0.3", -1500: "-1,500", -0.25: "-0.3"} {
		if got := num(v); got != want {
			t.Errorf("num(%v) = %q, want %q", v, got, want)
		}
	}
}
