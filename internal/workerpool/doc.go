// Command workerpool is Beam's Go worker pool, the server that Beam's
// container boot program runs with --worker_pool (package
// github.com/apache/beam/sdks/v2/go/container/pool, at the version go.mod
// pins), on a port of the caller's choosing. boot 2.77 fixes that port at
// 50000, so two pools on one machine (the portable-runner test beside a
// benchmark, two test runs) collide; this program is that same pool on any
// port, for the test and scripts/bench-scale.sh.
//
//	workerpool --boot PATH_TO_BOOT [--port N]
//
// For every worker a job server asks for, the pool starts boot (PATH_TO_BOOT
// --id=... --control_endpoint=... ...), which fetches the job's staged
// worker binary and runs it, exactly as under boot --worker_pool. With
// --port 0 (the default) it picks a free port. Once it serves it prints
// "workerpool: listening on port N" on stdout. It runs until killed; the
// workers it started outlive it (boot does not reap them): end them by
// process id (docs/CLI.md, "Workers left behind").
package main
