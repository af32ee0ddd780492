//go:build !unix

package pipelines

// processCPU is not measured on this platform; the benchmark then reports
// wall-clock rates only.
func processCPU() float64 { return 0 }
