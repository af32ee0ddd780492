package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/storage"
)

// startView runs `itnprep view args...` in the background and returns the
// URL it printed; the server stops when the test ends.
func startView(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	viewReady = func(u string) { ready <- u }
	var stdout, stderr bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- runView(ctx, args, &stdout, &stderr) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("view: %v", err)
		}
		viewReady = func(string) {}
	})
	select {
	case u := <-ready:
		if strings.TrimSpace(stdout.String()) != u || !strings.HasPrefix(u, "http://127.0.0.1:") {
			t.Fatalf("view printed %q, listens on %q", stdout.String(), u)
		}
		return u
	case err := <-done:
		t.Fatalf("view exited: %v\n%s", err, stderr.String())
	case <-time.After(2 * time.Minute):
		// Alone view starts in milliseconds; the bound only catches a
		// server that never starts (it was 10 s: CI runs every package's
		// tests at once on two cores, where everything may take many
		// times as long).
		t.Fatal("view did not start within 2 minutes")
	}
	return ""
}

func httpGet(t *testing.T, u string) string {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %s\n%s", u, resp.Status, b)
	}
	return string(b)
}

// approveFirstRemoval posts the review page at u as a person would: the
// page's hidden fields (the token) and "approve" on its first removal
// rule, then checks the save redirects.
func approveFirstRemoval(t *testing.T, u string) {
	t.Helper()
	page := httpGet(t, u)
	form := url.Values{}
	for _, m := range regexp.MustCompile(`<input type="hidden" name="(\w+)" value="([^"]*)">`).FindAllStringSubmatch(page, -1) {
		form.Set(m[1], m[2])
	}
	m := regexp.MustCompile(`<section class="rule removal" id="rule-(\d+)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("the review page lists no removal rule:\n%.2000s", page)
	}
	form.Set("r"+m[1], "approve")
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.PostForm(u+"save", form)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("save: %s", resp.Status)
	}
}

// TestViewReviewSavesRulesPrepAccepts is the review loop through the CLI:
// a version from prep libriheavy, mine-pairs on it, `itnprep view` on the
// result, a rule approved and saved over HTTP as the page's form posts it,
// and prep libriheavy --rules applying the saved file.
func TestViewReviewSavesRulesPrepAccepts(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"
	dir := prepOK(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "out"), "--runner", "direct")

	// The version itself, named by its tag: rows and the card.
	u := startView(t, filepath.Dir(dir)+"@latest", "--port", "0")
	if body := httpGet(t, u+"rows?split=validation"); !strings.Contains(body, `<tr class="row" data-id="dev/`) {
		t.Errorf("version rows page shows no row")
	}
	if body := httpGet(t, u+"card"); !strings.Contains(body, `<img src="/files/figures/`) {
		t.Errorf("card page shows no figure")
	}

	// mine-pairs on the version itself (it reads versions) must work, but the
	// small shipped sample yields no removal rule since punctuation-only
	// fragments are never proposed; the review loop runs on Libriheavy-style
	// pairs with planted noise ([Pg N], "Read by ...", END OF CHAPTER).
	if _, stderr, code := run(t, "mine-pairs", "--input", dir, "--output", filepath.Join(tmp, "mined-sample"), "--minsup", "5", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs on a version: %s", stderr)
	}
	mined := filepath.Join(tmp, "mined")
	if _, stderr, code := run(t, "mine-pairs", "--input", writeLibriheavyStylePairs(t, 1500), "--output", mined, "--minsup", "15", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs: %s", stderr)
	}
	u = startView(t, mined, "--port", "0")
	approveFirstRemoval(t, u)
	rules := filepath.Join(mined, "rules.jsonl")
	b, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	approved := 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r struct{ Approved bool }
		json.Unmarshal([]byte(line), &r)
		if r.Approved {
			approved++
		}
	}
	if approved != 1 {
		t.Fatalf("%d approved rules in the saved file, want 1", approved)
	}

	out := prepOK(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "out2"), "--rules", rules, "--runner", "direct")
	man, err := storage.LoadManifest(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(man.Config["mined_rules"], "1 rules") {
		t.Errorf("prep --rules did not apply the saved approval: mined_rules=%q", man.Config["mined_rules"])
	}
}

func TestViewRefusesWhatItCannotShow(t *testing.T) {
	for _, args := range [][]string{{}, {t.TempDir()}, {"/nonexistent"}, {t.TempDir(), "--port", "-1"}} {
		if _, _, code := run(t, append([]string{"view"}, args...)...); code == 0 {
			t.Errorf("view %v: exit 0", args)
		}
	}
}

// TestViewNamesItsBadFlagsAndABusyPort: a value out of range is named with
// the flag and what it got (one line listed all three ranges), and a port
// another program listens on says so and how to pick another (it was the
// socket's "bind: address already in use").
func TestViewNamesItsBadFlagsAndABusyPort(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "rules.jsonl", "")
	for flag, want := range map[string]string{
		"--port=70000":  "--port must be 0..65535 (0 picks a free one), got 70000",
		"--page-size=0": "--page-size must be 1..10000, got 0",
		"--cache-mb=-5": "--cache-mb must be at least 1, got -5",
	} {
		if _, stderr, code := run(t, "view", dir, flag); code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("view %s: exit %d, stderr %q; want 2 and %q", flag, code, stderr, want)
		}
	}
	// The help gives the range a bad value is refused by (qa75: it said
	// "rows per page (default 50)", and the range came only with a refusal).
	if help, _, code := run(t, "view", "--help"); code != 0 || !strings.Contains(help, "rows per page: 1..10000 (default 50)") {
		t.Errorf("view --help: exit %d, no --page-size range:\n%s", code, help)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no loopback listener:", err)
	}
	defer l.Close()
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	_, stderr, code := run(t, "view", dir, "--port", port)
	if want := "itnprep: --port " + port + ": another program listens on 127.0.0.1:" + port + " already"; code != 1 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("busy port: exit %d, stderr %q; want 1 and %q...", code, stderr, want)
	}
}
