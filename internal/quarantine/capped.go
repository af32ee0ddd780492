package quarantine

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
)

// TextLimit is how many rejects a command reports on the terminal, one
// line each; the rest are counted and kept in a file (Capped).
const TextLimit = 20

// Capped reports rejects on a terminal without flooding it: the first
// TextLimit as text lines on w; from the next one on, every reject (the
// ones shown too, kept as JSON until then) goes as a JSON line to a file
// in the temporary folder, itnprep-COMMAND-rejects-*.jsonl, which Where
// names. A file of 100,000 bad lines printed 100,000 lines before; now 20
// and the summary, and all 100,000 are in the file. Safe for concurrent use.
type Capped struct {
	mu      sync.Mutex
	w       io.Writer
	command string
	n       int64
	shown   [][]byte // the JSON of the rejects shown, until the file exists
	f       *os.File
	bw      *bufio.Writer
	err     error
}

// NewCapped reports on w (stderr) for command.
func NewCapped(w io.Writer, command string) *Capped { return &Capped{w: w, command: command} }

// Add reports one reject: text (one line, ending in a newline) while fewer
// than TextLimit were shown, and its JSON line for the file.
func (c *Capped) Add(text string, jsonLine []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return c.err
	}
	c.n++
	if c.n <= TextLimit {
		c.shown = append(c.shown, append([]byte(nil), jsonLine...))
		_, c.err = io.WriteString(c.w, text)
		return c.err
	}
	if c.f == nil {
		f, err := os.CreateTemp("", "itnprep-"+c.command+"-rejects-*.jsonl")
		if err != nil {
			c.err = fmt.Errorf("more than %d lines quarantined, and no file for them: %w (give --rejects FILE)", TextLimit, err)
			return c.err
		}
		c.f, c.bw = f, bufio.NewWriter(f)
		openTemps.Store(f.Name(), struct{}{})
		for _, b := range c.shown {
			c.write(b)
		}
		c.shown = nil
	}
	c.write(jsonLine)
	return c.err
}

func (c *Capped) write(b []byte) {
	if c.err != nil {
		return
	}
	if _, err := c.bw.Write(b); err != nil {
		c.err = fmt.Errorf("writing %s: %w", c.f.Name(), err)
		return
	}
	if err := c.bw.WriteByte('\n'); err != nil {
		c.err = fmt.Errorf("writing %s: %w", c.f.Name(), err)
	}
}

// Close flushes and closes the file, if one was needed.
func (c *Capped) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.f == nil {
		return c.err
	}
	// From here on Where names the file to the user: it is theirs.
	defer openTemps.Delete(c.f.Name())
	if err := c.bw.Flush(); err != nil && c.err == nil {
		c.err = fmt.Errorf("writing %s: %w", c.f.Name(), err)
	}
	if err := c.f.Close(); err != nil && c.err == nil {
		c.err = err
	}
	return c.err
}

// Count is the number of rejects added.
func (c *Capped) Count() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// Where says where the rejects are: "stderr" while all were shown, else
// the file that holds them all.
func (c *Capped) Where() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.f == nil {
		return "stderr"
	}
	return fmt.Sprintf("the first %d on stderr above; all %d in %s", TextLimit, c.n, c.f.Name())
}

// openTemps holds the names of the temporary rejects files of Cappeds not
// yet closed: files that no message has named yet.
var openTemps sync.Map

// RemoveOpenTemps removes the temporary rejects files of every Capped not
// yet closed and returns their names: a process that exits at once (a
// second Ctrl-C) without closing them would leave them in the temporary
// folder, named by no message, with an incomplete run's rejects.
func RemoveOpenTemps() []string {
	var names []string
	openTemps.Range(func(k, _ any) bool {
		name := k.(string)
		if err := os.Remove(name); err == nil || os.IsNotExist(err) {
			names = append(names, name)
		}
		openTemps.Delete(k)
		return true
	})
	sort.Strings(names)
	return names
}
