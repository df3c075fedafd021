package deploy

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"

	"afdc/compiler"
	"afdc/targets"
)

// The LeaderWorkerSet v1 API (leaderworkerset.x-k8s.io/v1), defined here after its published schema:
// the module sigs.k8s.io/lws is not served by the Go module proxy this project builds with. The pod
// templates are the upstream core types, so they are checked strictly too.
type leaderWorkerSet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              lwsSpec `json:"spec,omitempty"`
}

type lwsSpec struct {
	Replicas             *int32          `json:"replicas,omitempty"`
	LeaderWorkerTemplate lwsTemplate     `json:"leaderWorkerTemplate"`
	RolloutStrategy      json.RawMessage `json:"rolloutStrategy,omitempty"`
	StartupPolicy        string          `json:"startupPolicy"`
	NetworkConfig        json.RawMessage `json:"networkConfig,omitempty"`
}

type lwsTemplate struct {
	LeaderTemplate                       *corev1.PodTemplateSpec                                 `json:"leaderTemplate,omitempty"`
	WorkerTemplate                       corev1.PodTemplateSpec                                  `json:"workerTemplate"`
	Size                                 *int32                                                  `json:"size,omitempty"`
	RestartPolicy                        string                                                  `json:"restartPolicy,omitempty"`
	SubGroupPolicy                       json.RawMessage                                         `json:"subGroupPolicy,omitempty"`
	VolumeClaimTemplates                 []corev1.PersistentVolumeClaim                          `json:"volumeClaimTemplates,omitempty"`
	PersistentVolumeClaimRetentionPolicy *appsv1.StatefulSetPersistentVolumeClaimRetentionPolicy `json:"persistentVolumeClaimRetentionPolicy,omitempty"`
}

func planFile(t *testing.T, model string) string {
	t.Helper()
	cfg, err := compiler.LoadConfig(model)
	if err != nil {
		t.Fatal(err)
	}
	a, err := compiler.Compile(cfg, compiler.BuildOptions{Target: "cuda", Stages: 1, GateOn: "ffn"})
	if err != nil {
		t.Fatal(err)
	}
	prof, err := targets.LoadProfile("h200")
	if err != nil {
		t.Fatal(err)
	}
	p, err := compiler.MakePlan(a, prof, compiler.PlanOptions{TPOT: 0.05, Context: 4096})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(p)
	path := filepath.Join(t.TempDir(), "plan.json")
	os.WriteFile(path, b, 0o644)
	return path
}

func TestManifestsDecodeStrictly(t *testing.T) {
	for _, model := range []string{"tiny-deepseek-v3", "deepseek-v3"} {
		t.Run(model, func(t *testing.T) {
			p, err := ReadPlan(planFile(t, model))
			if err != nil {
				t.Fatal(err)
			}
			k := &K8s{Name: model, Model: model, Exe: model, Image: "afdc/" + model, AttentionRanks: p.AttentionRanks(), FFNRanks: p.FFNRanks(),
				Bundles: max(p.Bundles, 1), DeviceResource: "nvidia.com/gpu", DevicesPerPod: 1, WeightsClaim: model + "-weights", Port: 8000, RankPort: 8001, RendezvousPort: 7733}
			dir := t.TempDir()
			if _, err := Write(dir, k, Image{Model: model, Target: "cuda", Base: "base", Packages: []string{"llvm-19"}}); err != nil {
				t.Fatal(err)
			}
			read := func(name string, into any) {
				b, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				if err := yaml.UnmarshalStrict(b, into); err != nil {
					t.Fatalf("%s does not decode strictly: %v", name, err)
				}
			}
			var secret corev1.Secret
			var svc corev1.Service
			var lws leaderWorkerSet
			read("secret.yaml", &secret)
			read("service.yaml", &svc)
			read("leaderworkerset.yaml", &lws)
			if lws.Kind != "LeaderWorkerSet" || lws.APIVersion != "leaderworkerset.x-k8s.io/v1" {
				t.Errorf("lws kind %s/%s", lws.APIVersion, lws.Kind)
			}
			if got := *lws.Spec.LeaderWorkerTemplate.Size; int(got) != p.AttentionRanks()+p.FFNRanks() {
				t.Errorf("group size %d, expected %d attention + %d ffn ranks", got, p.AttentionRanks(), p.FFNRanks())
			}
			if len(secret.Data[KeyFile]) < 32 {
				t.Errorf("secret holds %d key bytes", len(secret.Data[KeyFile]))
			}
			leader := lws.Spec.LeaderWorkerTemplate.LeaderTemplate
			for i, tpl := range []*corev1.PodTemplateSpec{leader, &lws.Spec.LeaderWorkerTemplate.WorkerTemplate} {
				c := tpl.Spec.Containers[0]
				if c.StartupProbe.HTTPGet.Path != "/live" || c.LivenessProbe.HTTPGet.Path != "/live" || c.ReadinessProbe.HTTPGet.Path != "/ready" {
					t.Errorf("template %d probes %s %s %s", i, c.StartupProbe.HTTPGet.Path, c.LivenessProbe.HTTPGet.Path, c.ReadinessProbe.HTTPGet.Path)
				}
				if q := c.Resources.Limits[corev1.ResourceName("nvidia.com/gpu")]; q.Value() != 1 {
					t.Errorf("template %d: %v GPUs", i, q.Value())
				}
				if tpl.Annotations["prometheus.io/scrape"] != "true" || tpl.Annotations["prometheus.io/port"] != "8000" {
					t.Errorf("template %d annotations %v", i, tpl.Annotations)
				}
				if tpl.Spec.Volumes[1].Secret.SecretName != secret.Name {
					t.Errorf("template %d mounts secret %q, written %q", i, tpl.Spec.Volumes[1].Secret.SecretName, secret.Name)
				}
				cmd := strings.Join(c.Command, " ")
				if !strings.Contains(cmd, "--cluster-key-file "+KeyDir+"/"+KeyFile) || !strings.Contains(cmd, "--http $(POD_IP):8000") {
					t.Errorf("template %d command %s", i, cmd)
				}
			}
			// The Service selects the leaders (the endpoint) and not the other ranks.
			match := func(l map[string]string) bool {
				for k, v := range svc.Spec.Selector {
					if l[k] != v {
						return false
					}
				}
				return true
			}
			if !match(leader.Labels) || match(lws.Spec.LeaderWorkerTemplate.WorkerTemplate.Labels) {
				t.Errorf("service selector %v: leader %v worker %v", svc.Spec.Selector, leader.Labels, lws.Spec.LeaderWorkerTemplate.WorkerTemplate.Labels)
			}
			if svc.Spec.Ports[0].TargetPort.StrVal != leader.Spec.Containers[0].Ports[0].Name {
				t.Errorf("service target port %v, leader ports %v", svc.Spec.Ports[0].TargetPort, leader.Spec.Containers[0].Ports)
			}
			df, _ := os.ReadFile(filepath.Join(dir, "Dockerfile"))
			if !strings.Contains(string(df), `"--model", "`+model+`"`) || !strings.Contains(string(df), "llvm-19") {
				t.Errorf("Dockerfile:\n%s", df)
			}
		})
	}
}
