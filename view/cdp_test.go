package view

// A minimal Chrome DevTools Protocol client over a hand-written WebSocket
// (RFC 6455) connection: enough to drive headless chromium through a page
// (navigate, evaluate, click) without a browser-automation dependency.

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// browserWait bounds each wait on the browser: its start (the DevTools
// port, the first page), one CDP call, a condition on the page. Alone
// chromium starts in about a second and a call answers in milliseconds; the
// bounds only catch a browser that hangs, and CI runs every package's tests
// at once on two cores, where everything may take many times as long, so
// they are minutes, not the 10-15 s they were.
const browserWait = 2 * time.Minute

// browser is a headless chromium with one page attached over CDP.
type browser struct {
	t    *testing.T
	cmd  *exec.Cmd
	conn net.Conn
	rd   *bufio.Reader
	id   int
}

// startBrowser launches chromium headless with a throwaway profile and
// attaches to its first page. It is killed when the test ends.
func startBrowser(t *testing.T, chromium string) *browser {
	t.Helper()
	profile := t.TempDir()
	cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
		"--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir="+profile, "about:blank")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", chromium, err)
	}
	b := &browser{t: t, cmd: cmd}
	t.Cleanup(func() {
		if b.conn != nil {
			b.conn.Close()
		}
		cmd.Process.Kill()
		cmd.Wait()
	})
	// Chromium writes the port it picked to DevToolsActivePort.
	var port string
	deadline := time.Now().Add(browserWait)
	for port == "" {
		if time.Now().After(deadline) {
			t.Fatalf("chromium did not open its DevTools port:\n%s", stderr.String())
		}
		if data, err := os.ReadFile(filepath.Join(profile, "DevToolsActivePort")); err == nil {
			port, _, _ = strings.Cut(string(data), "\n")
		}
		time.Sleep(50 * time.Millisecond)
	}
	var targets []struct {
		Type string `json:"type"`
		WS   string `json:"webSocketDebuggerUrl"`
	}
	for len(targets) == 0 || targets[0].WS == "" {
		if time.Now().After(deadline) {
			t.Fatalf("chromium lists no page target:\n%s", stderr.String())
		}
		resp, err := http.Get("http://127.0.0.1:" + port + "/json/list")
		if err == nil {
			var all []struct {
				Type string `json:"type"`
				WS   string `json:"webSocketDebuggerUrl"`
			}
			json.NewDecoder(resp.Body).Decode(&all)
			resp.Body.Close()
			targets = targets[:0]
			for _, x := range all {
				if x.Type == "page" {
					targets = append(targets, x)
				}
			}
		}
		if len(targets) == 0 {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if err := b.dial(targets[0].WS); err != nil {
		t.Fatal(err)
	}
	return b
}

// dial opens the WebSocket: an HTTP/1.1 upgrade, checked per RFC 6455.
func (b *browser) dial(wsURL string) error {
	u, err := url.Parse(wsURL)
	if err != nil {
		return err
	}
	conn, err := net.DialTimeout("tcp", u.Host, browserWait)
	if err != nil {
		return err
	}
	keyBytes := make([]byte, 16)
	rand.Read(keyBytes)
	key := base64.StdEncoding.EncodeToString(keyBytes)
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n", u.RequestURI(), u.Host, key)
	rd := bufio.NewReader(conn)
	resp, err := http.ReadResponse(rd, nil)
	if err != nil {
		conn.Close()
		return err
	}
	sum := sha1.Sum([]byte(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	if resp.StatusCode != http.StatusSwitchingProtocols || resp.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]) {
		conn.Close()
		return fmt.Errorf("websocket upgrade refused: %s", resp.Status)
	}
	b.conn, b.rd = conn, rd
	return nil
}

// writeFrame sends one masked text frame (clients must mask).
func (b *browser) writeFrame(opcode byte, payload []byte) error {
	hdr := []byte{0x80 | opcode}
	switch n := len(payload); {
	case n < 126:
		hdr = append(hdr, 0x80|byte(n))
	case n < 1<<16:
		hdr = append(hdr, 0x80|126, byte(n>>8), byte(n))
	default:
		hdr = append(hdr, 0x80|127)
		hdr = binary.BigEndian.AppendUint64(hdr, uint64(n))
	}
	mask := make([]byte, 4)
	rand.Read(mask)
	hdr = append(hdr, mask...)
	masked := make([]byte, len(payload))
	for i, c := range payload {
		masked[i] = c ^ mask[i%4]
	}
	_, err := b.conn.Write(append(hdr, masked...))
	return err
}

// readMessage returns the next text message, joining fragments and
// answering pings.
func (b *browser) readMessage() ([]byte, error) {
	var msg []byte
	for {
		var h [2]byte
		if _, err := io.ReadFull(b.rd, h[:]); err != nil {
			return nil, err
		}
		fin, opcode := h[0]&0x80 != 0, h[0]&0x0f
		n := uint64(h[1] & 0x7f)
		switch n {
		case 126:
			var x [2]byte
			if _, err := io.ReadFull(b.rd, x[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(x[:]))
		case 127:
			var x [8]byte
			if _, err := io.ReadFull(b.rd, x[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(x[:])
		}
		if h[1]&0x80 != 0 || n > 64<<20 {
			return nil, errors.New("websocket: masked or oversized frame from the server")
		}
		payload := make([]byte, n)
		if _, err := io.ReadFull(b.rd, payload); err != nil {
			return nil, err
		}
		switch opcode {
		case 0x8:
			return nil, errors.New("websocket closed by chromium")
		case 0x9:
			if err := b.writeFrame(0xA, payload); err != nil {
				return nil, err
			}
			continue
		case 0xA:
			continue
		}
		msg = append(msg, payload...)
		if fin {
			return msg, nil
		}
	}
}

// call sends one CDP command and returns its result, skipping events.
func (b *browser) call(method string, params any) (json.RawMessage, error) {
	b.id++
	req, _ := json.Marshal(map[string]any{"id": b.id, "method": method, "params": params})
	b.conn.SetDeadline(time.Now().Add(browserWait))
	if err := b.writeFrame(0x1, req); err != nil {
		return nil, err
	}
	for {
		raw, err := b.readMessage()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		var resp struct {
			ID     int             `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(raw, &resp); err != nil {
			return nil, err
		}
		if resp.ID != b.id {
			continue // an event
		}
		if resp.Error != nil {
			return nil, fmt.Errorf("%s: %s", method, resp.Error.Message)
		}
		return resp.Result, nil
	}
}

// eval evaluates a JavaScript expression in the page and decodes its
// value into out; a thrown exception fails the test.
func (b *browser) eval(expr string, out any) {
	b.t.Helper()
	res, err := b.call("Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true})
	if err != nil {
		b.t.Fatal(err)
	}
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		Exception *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := json.Unmarshal(res, &r); err != nil {
		b.t.Fatal(err)
	}
	if r.Exception != nil {
		b.t.Fatalf("%s: %s %s", expr, r.Exception.Text, r.Exception.Exception.Description)
	}
	if out != nil {
		if err := json.Unmarshal(r.Result.Value, out); err != nil {
			b.t.Fatalf("%s: value %s: %v", expr, r.Result.Value, err)
		}
	}
}

// navigate loads u and waits until the document is complete.
func (b *browser) navigate(u string) {
	b.t.Helper()
	if _, err := b.call("Page.navigate", map[string]any{"url": u}); err != nil {
		b.t.Fatal(err)
	}
	b.waitFor(fmt.Sprintf("location.href === %q && document.readyState === 'complete'", u))
}

// waitFor polls a boolean expression until it holds (a click that
// submits a form or follows a link loads a new document).
func (b *browser) waitFor(cond string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), browserWait)
	defer cancel()
	for {
		var ok bool
		res, err := b.call("Runtime.evaluate", map[string]any{"expression": "Boolean(" + cond + ")", "returnByValue": true})
		if err == nil {
			var r struct {
				Result struct {
					Value bool `json:"value"`
				} `json:"result"`
			}
			json.Unmarshal(res, &r)
			ok = r.Result.Value
		}
		if ok {
			return
		}
		select {
		case <-ctx.Done():
			var href string
			b.eval("location.href", &href)
			b.t.Fatalf("waiting for %s: timed out at %s", cond, href)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
