package view

import (
	"context"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// page is one page asked for in the background: its status and row ids
// arrive on the channel when it is served.
type page struct {
	code int
	ids  []string
	body string
}

func goGet(ctx context.Context, s *Server, target string) <-chan page {
	ch := make(chan page, 1)
	go func() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", target, nil).WithContext(ctx))
		ch <- page{rec.Code, ids(rec.Body.String()), rec.Body.String()}
	}()
	return ch
}

// within waits for a page served in the background, failing the test
// when it takes longer than d (it was held up).
func within(t *testing.T, ch <-chan page, d time.Duration, what string) page {
	t.Helper()
	select {
	case p := <-ch:
		return p
	case <-time.After(d):
		t.Fatalf("%s: not served within %v", what, d)
	}
	return page{}
}

// waitUntil polls cond until it holds, failing after 10 s.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("waited 10 s for %s", what)
		}
	}
}

// TestABuildHoldsUpOnlyItsOwnPages: while the order of one list is being
// built (held in the build by the test's hook, as a 1,000,000-row list
// holds it 2 s), a page of a list already ordered, the first page of
// another list, another list's filter, the rejects and the overview are
// served at once. One lock was held through every build, so each of them
// waited for it (qa68).
func TestABuildHoldsUpOnlyItsOwnPages(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", lineRows(400), rejectRows(), 4)
	s := freshServer(t, dir)
	want := map[string][]string{}
	for _, target := range []string{"/rows?split=train", "/rows?split=test&offset=20", "/rows", "/rows?split=test&q=costs", "/rejects"} {
		_, body := get(t, freshServer(t, dir), target)
		want[target] = ids(body)
	}
	if code, _ := get(t, s, "/rows?split=test"); code != 200 { // the test split's order built
		t.Fatalf("/rows?split=test: %d", code)
	}
	entered, release := make(chan struct{}), make(chan struct{})
	var open sync.Once
	t.Cleanup(func() { open.Do(func() { close(release) }) }) // a failed test leaves no page held
	s.orders.onBuild = func(_ context.Context, key string) {
		if key == "rows train" {
			close(entered)
			<-release
		}
	}
	held := goGet(context.Background(), s, "/rows?split=train")
	select {
	case <-entered:
	case <-time.After(10 * time.Second):
		t.Fatal("the train split's order was not built")
	}
	for _, target := range []string{"/rows?split=test&offset=20", "/rows", "/rows?split=test&q=costs", "/rejects", "/", "/card"} {
		p := within(t, goGet(context.Background(), s, target), 10*time.Second, target+" while the train split's order is built")
		if p.code != 200 || !slices.Equal(p.ids, want[target]) {
			t.Errorf("%s: %d %v, want 200 %v", target, p.code, p.ids, want[target])
		}
	}
	select {
	case p := <-held:
		t.Fatalf("the train split's page was served (%d) with its order's build held", p.code)
	default:
	}
	open.Do(func() { close(release) })
	if p := within(t, held, 10*time.Second, "/rows?split=train"); p.code != 200 || !slices.Equal(p.ids, want["/rows?split=train"]) || len(p.ids) == 0 {
		t.Errorf("/rows?split=train: %d %v, want 200 %v", p.code, p.ids, want["/rows?split=train"])
	}
}

// TestPagesOfOneListBuildItOnce: pages of one list asked at once (first,
// later, filtered) wait for one build of its order, and pages of one
// filter for one scan of its matches; each is the page asked for.
func TestPagesOfOneListBuildItOnce(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", lineRows(400), nil, 4)
	s := freshServer(t, dir)
	var mu sync.Mutex
	builds := map[string]int{}
	gates := map[string]chan struct{}{"rows train": make(chan struct{}), "rows train?q=costs&split=train": make(chan struct{})}
	opened := map[string]*sync.Once{}
	for k := range gates {
		opened[k] = new(sync.Once)
	}
	openGate := func(k string) { opened[k].Do(func() { close(gates[k]) }) }
	t.Cleanup(func() { // a failed test leaves no page held
		for k := range gates {
			openGate(k)
		}
	})
	s.orders.onBuild = func(_ context.Context, key string) {
		mu.Lock()
		builds[key]++
		mu.Unlock()
		if g := gates[key]; g != nil {
			<-g
		}
	}
	waiters := func(key string, matches bool) func() bool {
		return func() bool {
			s.orders.mu.Lock()
			defer s.orders.mu.Unlock()
			if matches {
				f := s.orders.matches[key]
				return f != nil && f.waiters == 5
			}
			f := s.orders.orders[key]
			return f != nil && f.waiters == 5
		}
	}
	for _, c := range []struct {
		key     string
		matches bool
		targets []string
	}{
		{"rows train", false, []string{"/rows?split=train", "/rows?split=train&offset=20", "/rows?split=train&offset=40", "/rows?split=train&offset=180", "/rows?split=train", "/rows?split=train&offset=20"}},
		{"rows train?q=costs&split=train", true, []string{"/rows?split=train&q=costs", "/rows?split=train&q=costs&offset=20", "/rows?split=train&q=costs", "/rows?split=train&q=costs&offset=20", "/rows?split=train&q=costs", "/rows?split=train&q=costs&offset=20"}},
	} {
		var pages []<-chan page
		for _, target := range c.targets {
			pages = append(pages, goGet(context.Background(), s, target))
		}
		waitUntil(t, "5 pages waiting for the build of "+c.key, waiters(c.key, c.matches))
		openGate(c.key)
		for i, ch := range pages {
			p := within(t, ch, 10*time.Second, c.targets[i])
			_, body := get(t, freshServer(t, dir), c.targets[i])
			if want := ids(body); p.code != 200 || len(want) == 0 || !slices.Equal(p.ids, want) {
				t.Errorf("%s: %d %v, want 200 %v", c.targets[i], p.code, p.ids, want)
			}
		}
		mu.Lock()
		if builds[c.key] != 1 {
			t.Errorf("%d pages at once built %s %d times, want once", len(c.targets), c.key, builds[c.key])
		}
		mu.Unlock()
	}
}

// TestABuildOutlivesItsFirstPage: the page that started a build and
// another waiting for it both leave (their tabs closed) while it runs;
// the waiting one is answered at once, and the build goes on to its end,
// its context not ended with theirs, so the next page finds it built
// instead of building again.
func TestABuildOutlivesItsFirstPage(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", lineRows(200), nil, 4)
	s := freshServer(t, dir)
	entered, release := make(chan struct{}), make(chan struct{})
	var open sync.Once
	t.Cleanup(func() { open.Do(func() { close(release) }) }) // a failed test leaves no page held
	var builds int
	var buildCtx context.Context
	s.orders.onBuild = func(ctx context.Context, key string) {
		builds++ // one build at a time here: the gate holds the first
		if builds == 1 {
			buildCtx = ctx
			close(entered)
			<-release
		}
	}
	ctx1, cancel1 := context.WithCancel(context.Background())
	first := goGet(ctx1, s, "/rows")
	<-entered
	ctx2, cancel2 := context.WithCancel(context.Background())
	second := goGet(ctx2, s, "/rows?offset=20")
	waitUntil(t, "a second page waiting", func() bool {
		s.orders.mu.Lock()
		defer s.orders.mu.Unlock()
		return s.orders.orders["rows "].waiters == 1
	})
	cancel2()
	if p := within(t, second, 10*time.Second, "the waiting page whose request ended"); p.code == 200 {
		t.Errorf("the waiting page whose request ended was served in full: %d", p.code)
	}
	cancel1()
	if err := buildCtx.Err(); err != nil {
		t.Errorf("the build's context ended with its first page's request: %v", err)
	}
	open.Do(func() { close(release) })
	within(t, first, 10*time.Second, "the first page")
	_, body := get(t, freshServer(t, dir), "/rows?offset=20")
	if code, got := get(t, s, "/rows?offset=20"); code != 200 || !slices.Equal(ids(got), ids(body)) || !strings.Contains(got, "of 200") {
		t.Errorf("/rows?offset=20 after: %d %v, want %v", code, ids(got), ids(body))
	}
	if builds != 1 {
		t.Errorf("the order was built %d times, want once", builds)
	}
}

// TestAPanickedBuildIsNotKept: a build that panics (a decoder's bug on a
// shard) answers the pages waiting for it with an error instead of
// leaving them waiting, panics on in the page that ran it (net/http
// answers that one), and is not kept: the next page builds again.
func TestAPanickedBuildIsNotKept(t *testing.T) {
	var c orderCache
	var table map[string]*flight[int]
	gate := make(chan struct{})
	recovered := make(chan any, 1)
	go func() {
		defer func() { recovered <- recover() }()
		await(context.Background(), &c, &table, "k", func(context.Context) (int, error) {
			<-gate
			panic("decoder bug")
		}, nil)
	}()
	waitUntil(t, "the build to start", func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return table["k"] != nil
	})
	waited := make(chan error, 1)
	go func() {
		_, err := await(context.Background(), &c, &table, "k", func(context.Context) (int, error) { return 0, nil }, nil)
		waited <- err
	}()
	waitUntil(t, "a page waiting", func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return table["k"].waiters == 1
	})
	close(gate)
	if p := <-recovered; p != "decoder bug" {
		t.Errorf("the building page recovered %v, want the build's panic", p)
	}
	select {
	case err := <-waited:
		if err == nil || !strings.Contains(err.Error(), "building k: decoder bug") {
			t.Errorf("the waiting page got %v, want the build's panic as an error", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the waiting page was left waiting")
	}
	if v, err := await(context.Background(), &c, &table, "k", func(context.Context) (int, error) { return 7, nil }, nil); v != 7 || err != nil {
		t.Errorf("after the panic: %d, %v; want a new build's 7", v, err)
	}
}

// TestAShardCheckHoldsUpOnlyItsReaders: while one shard is checked
// against the manifest (its sha256, held here by the test's hook, as a
// large shard holds it), pages reading other shards are served at once.
// One lock was held through every shard's check, so each page, of every
// list, waited for it.
func TestAShardCheckHoldsUpOnlyItsReaders(t *testing.T) {
	dir := t.TempDir()
	writeVersion(t, dir, "", lineRows(400), nil, 4)
	s := freshServer(t, dir)
	entered, release := make(chan struct{}), make(chan struct{})
	var enter, open sync.Once
	t.Cleanup(func() { open.Do(func() { close(release) }) }) // a failed test leaves no page held
	s.onCheck = func(path string) {
		if strings.Contains(path, "/train/") || strings.Contains(path, "train-") {
			enter.Do(func() { close(entered) })
			<-release
		}
	}
	held := goGet(context.Background(), s, "/rows?split=train")
	select {
	case <-entered:
	case <-time.After(10 * time.Second):
		t.Fatal("no train shard was checked")
	}
	for _, target := range []string{"/rows?split=test", "/rows?split=test&offset=20", "/"} {
		_, body := get(t, freshServer(t, dir), target)
		p := within(t, goGet(context.Background(), s, target), 10*time.Second, target+" while a train shard is checked")
		if want := ids(body); p.code != 200 || !slices.Equal(p.ids, want) {
			t.Errorf("%s: %d %v, want 200 %v", target, p.code, p.ids, want)
		}
	}
	select {
	case p := <-held:
		t.Fatalf("the train split's page was served (%d) with its shard's check held", p.code)
	default:
	}
	open.Do(func() { close(release) })
	_, body := get(t, freshServer(t, dir), "/rows?split=train")
	if p := within(t, held, 10*time.Second, "/rows?split=train"); p.code != 200 || len(p.ids) == 0 || !slices.Equal(p.ids, ids(body)) {
		t.Errorf("/rows?split=train: %d %v, want 200 %v", p.code, p.ids, ids(body))
	}
}
