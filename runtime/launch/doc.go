// Package launch starts a whole deployment of role executables and fronts it: the child processes
// of every rank (supervised: a child that dies takes the deployment down, and none outlives the
// launcher), one OpenAI endpoint that spreads requests over the attention ranks by load, and an
// orderly stop (the endpoint drains, then the attention ranks, then the FFN ranks). afdc serve runs
// it on one machine; afdc pod runs one rank of a Kubernetes LeaderWorkerSet group with it. It knows
// no target: the caller passes the executables' paths and any device flags.
package launch
