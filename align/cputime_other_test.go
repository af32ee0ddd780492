//go:build !unix

package align

func processCPU() float64 { return 0 }
