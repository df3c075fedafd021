package deploy

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"sigs.k8s.io/yaml"
)

// K8s is a deployment's Kubernetes shape.
type K8s struct {
	Name           string // resource names (a DNS label)
	Model          string // the served model id
	Exe            string // the executables' base name: Exe-attention, Exe-ffn
	Image          string
	Namespace      string // "" leaves it to kubectl
	AttentionRanks int    // per bundle
	FFNRanks       int    // per bundle (expert-parallel ranks)
	Bundles        int    // LeaderWorkerSet replicas
	// DeviceResource is the extended resource of one accelerator ("" for a CPU build), each pod
	// taking DevicesPerPod of it.
	DeviceResource string
	DevicesPerPod  int
	WeightsClaim   string // the PersistentVolumeClaim holding the checkpoint folder
	Port           int    // the endpoint's and every rank's HTTP port
	RankPort       int    // the leader's FFN rank's own HTTP port
	RendezvousPort int
	ExtraArgs      []string // more flags for every rank
	AttentionArgs  []string // more flags for the attention ranks only
}

// Paths inside the image and the pods.
const (
	ImageDir   = "/opt/afdc"
	WeightsDir = "/models/weights"
	KeyDir     = "/etc/afdc/cluster-key"
	KeyFile    = "cluster.key"
)

var dnsLabel = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`)

// ResourceName is the resource name of a model: its name in lower case, '.' and '_' as '-'.
func ResourceName(model string) string {
	return strings.Trim(strings.ToLower(strings.NewReplacer(".", "-", "_", "-").Replace(model)), "-")
}

// fill sets the defaults of what k leaves empty: the name from the executables', the served model
// id the executables' name, the image afdc/NAME:latest, the weights claim NAME-weights, one device
// a pod, and ports 8000 (HTTP), 8001 (the leader's rank) and 7733 (rendezvous).
func (k *K8s) fill() {
	if k.Name == "" {
		k.Name = ResourceName(k.Exe)
	}
	if k.Model == "" {
		k.Model = k.Exe
	}
	if k.Image == "" {
		k.Image = "afdc/" + k.Name + ":latest"
	}
	if k.WeightsClaim == "" {
		k.WeightsClaim = k.Name + "-weights"
	}
	for _, p := range []struct {
		to  *int
		def int
	}{{&k.DevicesPerPod, 1}, {&k.Port, 8000}, {&k.RankPort, 8001}, {&k.RendezvousPort, 7733}} {
		if *p.to == 0 {
			*p.to = p.def
		}
	}
}

// Check says what is wrong with k, if anything, once its defaults are filled in.
func (k *K8s) Check() error {
	k.fill()
	if !dnsLabel.MatchString(k.Name) || len(k.Name) > 40 {
		return fmt.Errorf("name %q: expected a DNS label of at most 40 characters (lower-case letters, digits, '-')", k.Name)
	}
	if k.AttentionRanks < 1 || k.FFNRanks < 1 {
		return fmt.Errorf("%d attention and %d FFN ranks: expected at least 1 of each", k.AttentionRanks, k.FFNRanks)
	}
	if k.Bundles < 1 {
		return fmt.Errorf("--bundles %d: expected 1 or more", k.Bundles)
	}
	for _, p := range []int{k.Port, k.RankPort, k.RendezvousPort} {
		if p < 1 || p > 65535 {
			return fmt.Errorf("port %d: expected 1..65535", p)
		}
	}
	if k.Port == k.RankPort || k.Port == k.RendezvousPort || k.RankPort == k.RendezvousPort {
		return fmt.Errorf("ports %d, %d, %d: expected three different ports (HTTP, the leader's rank, rendezvous)", k.Port, k.RankPort, k.RendezvousPort)
	}
	return nil
}

// PodCommand is the container command of every pod of the group: afdc pod picks the pod's rank
// from the LeaderWorkerSet variables. $(VAR) is expanded by Kubernetes from the container's env.
func (k *K8s) PodCommand() []string {
	cmd := []string{ImageDir + "/afdc", "pod",
		"--attention", ImageDir + "/" + k.Exe + "-attention", "--ffn", ImageDir + "/" + k.Exe + "-ffn",
		"--attention-ranks", strconv.Itoa(k.AttentionRanks), "--ffn-ranks", strconv.Itoa(k.FFNRanks),
		"--http", "$(POD_IP):" + strconv.Itoa(k.Port), "--rank-port", strconv.Itoa(k.RankPort),
		"--rendezvous-port", strconv.Itoa(k.RendezvousPort),
		"--attention-arg=--served-model-name=" + k.Model}
	for _, a := range k.AttentionArgs {
		cmd = append(cmd, "--attention-arg="+a)
	}
	cmd = append(cmd, "--", "--weights", WeightsDir, "--cluster-key-file", KeyDir+"/"+KeyFile, "--log-format", "json")
	return append(cmd, k.ExtraArgs...)
}

// Manifests renders the Secret, the LeaderWorkerSet and the Service, keyed by file name.
func (k *K8s) Manifests() (map[string][]byte, error) {
	if err := k.Check(); err != nil {
		return nil, err
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	labels := map[string]string{"app.kubernetes.io/name": k.Name, "app.kubernetes.io/part-of": "afdc"}
	meta := func(name string, extra map[string]string) map[string]any {
		m := map[string]any{"name": name, "labels": merge(labels, extra)}
		if k.Namespace != "" {
			m["namespace"] = k.Namespace
		}
		return m
	}
	secret := map[string]any{"apiVersion": "v1", "kind": "Secret", "metadata": meta(k.Name+"-cluster-key", nil), "type": "Opaque",
		"data": map[string]string{KeyFile: base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("%x\n", key)))}}
	probe := func(path string, port, period, failures int) map[string]any {
		return map[string]any{"httpGet": map[string]any{"path": path, "port": port}, "periodSeconds": period, "timeoutSeconds": 2, "failureThreshold": failures}
	}
	pod := func(component string, readyPath string) map[string]any {
		res := map[string]any{}
		if k.DeviceResource != "" {
			n := strconv.Itoa(max(k.DevicesPerPod, 1))
			res = map[string]any{"limits": map[string]string{k.DeviceResource: n}, "requests": map[string]string{k.DeviceResource: n}}
		}
		container := map[string]any{
			"name": "afdc", "image": k.Image, "command": k.PodCommand(),
			"env": []any{map[string]any{"name": "POD_IP", "valueFrom": map[string]any{"fieldRef": map[string]any{"fieldPath": "status.podIP"}}}},
			"ports": []any{
				map[string]any{"name": "http", "containerPort": k.Port, "protocol": "TCP"},
				map[string]any{"name": "rendezvous", "containerPort": k.RendezvousPort, "protocol": "TCP"},
			},
			// /live answers from the first second, loading included; /ready only once the pod can
			// serve a request end to end.
			"startupProbe":   probe("/live", k.Port, 2, 30),
			"livenessProbe":  probe("/live", k.Port, 10, 3),
			"readinessProbe": probe(readyPath, k.Port, 2, 1),
			"resources":      res,
			"volumeMounts": []any{
				map[string]any{"name": "weights", "mountPath": WeightsDir, "readOnly": true},
				map[string]any{"name": "cluster-key", "mountPath": KeyDir, "readOnly": true},
			},
		}
		return map[string]any{
			"metadata": map[string]any{
				"labels": merge(labels, map[string]string{"app.kubernetes.io/component": component}),
				"annotations": map[string]string{"prometheus.io/scrape": "true", "prometheus.io/port": strconv.Itoa(k.Port),
					"prometheus.io/path": "/metrics"},
			},
			"spec": map[string]any{
				"terminationGracePeriodSeconds": 90,
				"containers":                    []any{container},
				"volumes": []any{
					map[string]any{"name": "weights", "persistentVolumeClaim": map[string]any{"claimName": k.WeightsClaim, "readOnly": true}},
					map[string]any{"name": "cluster-key", "secret": map[string]any{"secretName": k.Name + "-cluster-key", "defaultMode": 0o400}},
				},
			},
		}
	}
	size := k.AttentionRanks + k.FFNRanks
	lws := map[string]any{
		"apiVersion": "leaderworkerset.x-k8s.io/v1", "kind": "LeaderWorkerSet", "metadata": meta(k.Name, nil),
		"spec": map[string]any{
			"replicas":      k.Bundles,
			"startupPolicy": "LeaderCreated",
			"leaderWorkerTemplate": map[string]any{
				"size":           size,
				"restartPolicy":  "RecreateGroupOnPodRestart",
				"leaderTemplate": pod("endpoint", "/ready"),
				"workerTemplate": pod("rank", "/ready"),
			},
		},
	}
	svc := map[string]any{"apiVersion": "v1", "kind": "Service", "metadata": meta(k.Name, nil),
		"spec": map[string]any{
			"type":     "ClusterIP",
			"selector": merge(labels, map[string]string{"app.kubernetes.io/component": "endpoint"}),
			"ports":    []any{map[string]any{"name": "http", "port": 80, "targetPort": "http", "protocol": "TCP"}},
		}}
	out := map[string][]byte{}
	for name, obj := range map[string]any{"secret.yaml": secret, "leaderworkerset.yaml": lws, "service.yaml": svc} {
		j, err := json.Marshal(obj)
		if err != nil {
			return nil, err
		}
		y, err := yaml.JSONToYAML(j)
		if err != nil {
			return nil, err
		}
		out[name] = y
	}
	return out, nil
}

func merge(a, b map[string]string) map[string]string {
	m := map[string]string{}
	for k, v := range a {
		m[k] = v
	}
	for k, v := range b {
		m[k] = v
	}
	return m
}

// Write writes the manifests and the Dockerfile into dir and returns the paths written. The
// Secret is written readable by its owner only: it holds the cluster key.
func Write(dir string, k *K8s, image Image) ([]string, error) {
	files, err := k.Manifests()
	if err != nil {
		return nil, err
	}
	files["Dockerfile"] = []byte(image.Dockerfile())
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []string
	for _, name := range []string{"secret.yaml", "leaderworkerset.yaml", "service.yaml", "Dockerfile"} {
		mode := os.FileMode(0o644)
		if name == "secret.yaml" {
			mode = 0o600
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, files[name], mode); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// Image is the container image's recipe: afdc built from source, the executables compiled by it.
type Image struct {
	Model     string // what afdc build --model takes inside the build (a preset or a hub id)
	Target    string
	BuildArgs []string // more afdc build flags
	Base      string   // the runtime base image
	Packages  []string // Debian packages the build stage needs beyond Go (llvm-19 for CUDA)
}

// Dockerfile is a two-stage build: Go builds afdc and afdc compiles the executables, then the
// runtime image holds afdc and the two executables (no toolchain).
func (im Image) Dockerfile() string {
	var b strings.Builder
	b.WriteString("# Built from the afdc source tree: docker build -f DIR/Dockerfile -t IMAGE .\n")
	b.WriteString("FROM golang:1.26-bookworm AS build\n")
	if len(im.Packages) > 0 {
		fmt.Fprintf(&b, "RUN apt-get update && apt-get install -y --no-install-recommends %s && rm -rf /var/lib/apt/lists/*\n", strings.Join(im.Packages, " "))
	}
	b.WriteString("WORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 go build -o /out/afdc ./cmd/afdc\n")
	args := append([]string{"/out/afdc", "build", "--model", im.Model, "--target", im.Target, "-o", "/out"}, im.BuildArgs...)
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = strconv.Quote(a)
	}
	fmt.Fprintf(&b, "RUN [%s]\n\n", strings.Join(q, ", "))
	fmt.Fprintf(&b, "FROM %s\n", im.Base)
	fmt.Fprintf(&b, "COPY --from=build /out/ %s/\n", ImageDir)
	fmt.Fprintf(&b, "ENTRYPOINT [%q]\n", ImageDir+"/afdc")
	return b.String()
}
