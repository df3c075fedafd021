package deploy

// The plans the tests write are compiled for cuda, whose compile-side target registers itself at
// init as it does in the afdc binary; the deploy package imports no target.
import _ "afdc/targets/cuda"
