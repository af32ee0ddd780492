package storage

import "os"

// mkdirAll creates local folders with the project's fixed mode (0755).
func mkdirAll(dir string) error { return os.MkdirAll(dir, 0o755) }
