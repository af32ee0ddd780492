//go:build !unix

package pipelines

import "errors"

// syscallMkfifo reports that this system has no named pipes.
func syscallMkfifo(string) error { return errors.New("no mkfifo on this system") }
