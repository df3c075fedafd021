package main

import (
	planfile "afdc/deploy"
	"afdc/runtime/launch"
)

type deployGroup struct {
	K8s k8sCmd `cmd:"" name:"k8s" help:"Write Kubernetes manifests (a LeaderWorkerSet per bundle, its Service, the cluster key Secret) and the image's Dockerfile."`
}

type k8sCmd struct{ planfile.K8sFlags }

func (c *k8sCmd) Run(e *env) error { return c.K8sFlags.Run(deployTargets, e.stdout) }

type podCmd struct{ launch.PodFlags }

func (c *podCmd) Run(e *env) error { return c.PodFlags.Run(e.stderr) }
