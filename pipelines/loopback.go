package pipelines

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	jobpb "github.com/apache/beam/sdks/v2/go/pkg/beam/model/jobmanagement_v1"
	pipepb "github.com/apache/beam/sdks/v2/go/pkg/beam/model/pipeline_v1"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/util/grpcx"
	"google.golang.org/protobuf/proto"
)

// loopbackPrefix names the empty file Beam's universal runner creates
// (os.CreateTemp(os.TempDir(), "beamloopbackworker-*"), runnerlib.Execute
// in Beam 2.77) as the "worker binary" of a loopback job, where the
// workers run in the launching process and no binary is staged; Beam
// never removes it, so every prism run left one in the temporary folder.
const loopbackPrefix = "beamloopbackworker-"

// ownPrism is the endpoint of the prism job server this process started
// (prism.Execute starts one when no --endpoint is given, and later runs
// reuse it): every job it knows was submitted by this process.
var ownPrism struct {
	sync.Mutex
	endpoint string
	// done holds the jobs (endpoint and job id) whose file was dealt with: the server keeps
	// every job, and a process that runs many (the tests) would ask for
	// all of their pipelines again after each run.
	done map[string]bool
}

// prismEndpointBefore is called before a run: the endpoint then ("" when
// prism will start its server in this process).
func prismEndpointBefore(runner string) (string, bool) {
	if runner != "prism" {
		return "", false
	}
	return *jobopts.Endpoint, true
}

// ownPrismEndpoint returns the endpoint of this process's own prism server
// after a run that began with endpoint before, or "" when the run used
// someone else's server.
func ownPrismEndpoint(before string) string {
	ownPrism.Lock()
	defer ownPrism.Unlock()
	now := *jobopts.Endpoint
	if before == "" && now != "" {
		ownPrism.endpoint = now
	}
	if now != "" && now == ownPrism.endpoint {
		return now
	}
	return ""
}

// loopbackWorkerFiles returns the loopback placeholder paths named by the
// jobs of the job server at endpoint (their pipelines' environments name
// the worker artifact they staged; a path in the temporary folder with
// Beam's prefix): exact names, not a pattern matched against the
// temporary folder, where other processes' files live.
func loopbackWorkerFiles(ctx context.Context, endpoint string, done map[string]bool) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	cc, err := grpcx.Dial(ctx, endpoint, 5*time.Second)
	if err != nil {
		return nil, err
	}
	defer cc.Close()
	client := jobpb.NewJobServiceClient(cc)
	jobs, err := client.GetJobs(ctx, &jobpb.GetJobsRequest{})
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, j := range jobs.GetJobInfo() {
		key := endpoint + " " + j.GetJobId() // job ids repeat across servers (job-001 ...)
		if done[key] {
			continue
		}
		if st := j.GetState(); done != nil && (st == jobpb.JobState_UNSPECIFIED || st == jobpb.JobState_STOPPED) {
			// Prepared, not yet run (another goroutine's job): its
			// artifacts, the file among them, may still be staging, so
			// the file is next time's. A job that has been run has
			// staged them (prism copies an artifact's bytes when the job
			// is submitted) and never reads the file again, running or
			// not: a cancelled run's job is still running when the run
			// returns, and its file was left behind (Ctrl-C on a CLI
			// command, which makes no next run).
			continue
		}
		resp, err := client.GetPipeline(ctx, &jobpb.GetJobPipelineRequest{JobId: j.GetJobId()})
		if err != nil {
			return nil, err
		}
		if done != nil {
			done[key] = true
		}
		for _, env := range resp.GetPipeline().GetComponents().GetEnvironments() {
			for _, dep := range env.GetDependencies() {
				if dep.GetTypeUrn() != "beam:artifact:type:file:v1" {
					continue
				}
				var f pipepb.ArtifactFilePayload
				if proto.Unmarshal(dep.GetTypePayload(), &f) != nil {
					continue
				}
				if p := f.GetPath(); filepath.Dir(p) == filepath.Clean(os.TempDir()) && strings.HasPrefix(filepath.Base(p), loopbackPrefix) {
					paths = append(paths, p)
				}
			}
		}
	}
	return paths, nil
}

// isEmptyFile: only an empty regular file is removed (a worker binary
// someone put under that name never is).
func isEmptyFile(p string) bool {
	st, err := os.Lstat(p)
	return err == nil && st.Mode().IsRegular() && st.Size() == 0
}

// removeLoopbackWorkerFiles removes the placeholders of this process's
// prism jobs after a run that began with endpoint before. Best effort: a
// file left behind is empty and harmless, so a failure here never fails
// the run.
func removeLoopbackWorkerFiles(ctx context.Context, before string) {
	endpoint := ownPrismEndpoint(before)
	if endpoint == "" {
		return
	}
	ownPrism.Lock()
	defer ownPrism.Unlock()
	if ownPrism.done == nil {
		ownPrism.done = map[string]bool{}
	}
	paths, err := loopbackWorkerFiles(context.WithoutCancel(ctx), endpoint, ownPrism.done)
	if err != nil {
		return
	}
	for _, p := range paths {
		if isEmptyFile(p) {
			_ = os.Remove(p)
		}
	}
}

// staleLoopbackAge is how old an empty loopback placeholder must be for
// the sweep at a prism run's start to take it for a leftover: Beam reads
// it (an empty artifact) only while it stages the job, within seconds of
// making it (a job server that does not answer fails the dial in two
// minutes), and never again, so after an hour no run can need it.
const staleLoopbackAge = time.Hour

// sweepStale runs the sweep once per process.
var sweepStale sync.Once

// sweepStaleLoopbackFiles removes, once per process before its first
// prism run, the empty loopback placeholders (beamloopbackworker-N in the
// temporary folder) older than staleLoopbackAge: those of runs killed
// with SIGKILL, which removed nothing (a run ending, failing or stopped by
// Ctrl-C or SIGTERM removes its own: removeLoopbackWorkerFiles). Unlike
// that exact removal it matches Beam's prefix, so it keeps to what is
// surely a leftover whoever made it: an empty regular file, past any
// staging. Best effort: a file it cannot remove stays, harmless.
func sweepStaleLoopbackFiles(now time.Time) {
	paths, err := filepath.Glob(filepath.Join(os.TempDir(), loopbackPrefix+"*"))
	if err != nil {
		return
	}
	for _, p := range paths {
		st, err := os.Lstat(p)
		if err == nil && st.Mode().IsRegular() && st.Size() == 0 && now.Sub(st.ModTime()) > staleLoopbackAge {
			_ = os.Remove(p)
		}
	}
}
