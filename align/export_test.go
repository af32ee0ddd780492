package align

// ProcessCPU is processCPU for the external test package's benchmarks.
var ProcessCPU = processCPU
