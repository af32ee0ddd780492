package view

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/patterns"
)

// maxRulesBytes bounds the rules file the review page reads.
const maxRulesBytes = 64 << 20

// rulesPath is the file the review starts from: the saved review when
// there is one, else the folder's proposed rules.
func (s *Server) rulesPath(ctx context.Context) string {
	if s.opt.RulesOut != "" && exists(ctx, s.files, s.opt.RulesOut) {
		return s.opt.RulesOut
	}
	return s.path(RulesFile)
}

// savePath is where a review is saved.
func (s *Server) savePath() string {
	if s.opt.RulesOut != "" {
		return s.opt.RulesOut
	}
	return s.path(RulesFile)
}

// loadRules reads the review's rules with the reader `prep libriheavy
// --rules` uses, and a digest of the bytes read (a save checks the file
// did not change under the page).
func (s *Server) loadRules(ctx context.Context) (rules []patterns.Rule, path, rev string, err error) {
	path = s.rulesPath(ctx)
	b, err := readCapped(ctx, s.files, path, maxRulesBytes)
	if err != nil {
		return nil, path, "", err
	}
	rules, err = patterns.ReadRules(bytes.NewReader(b), path)
	if err != nil {
		return nil, path, "", err
	}
	sum := sha256.Sum256(b)
	return rules, path, hex.EncodeToString(sum[:8]), nil
}

// ruleView is one rule of the review page.
type ruleView struct {
	Index    int
	R        patterns.Rule
	Written  string
	Spoken   string
	Applies  bool // only removal rules change data when approved
	Examples []exampleView
	Mappings []mappingView
}

type exampleView struct{ Written, Spoken string }
type mappingView struct {
	Spoken  string
	Support int
}

type kindGroup struct {
	Kind  string
	Note  string
	Rules []ruleView
}

type reviewPage struct {
	Dir, From, SaveTo string
	Rev, Token        string
	Groups            []kindGroup
	Total             int
	Approved          int // approved removal rules
	ApprovedOther     int // approved fixed or ambiguous rules (no effect)
	Saved             string
	HasReport         bool
}

func joinTokens(t []string) string {
	if len(t) == 0 {
		return "∅"
	}
	return strings.Join(t, " ")
}

var kindNotes = map[string]string{
	patterns.Removal:   "written but not pronounced: an approved removal rule cuts the fragment from the written side (prep libriheavy --rules).",
	patterns.Fixed:     "a stable written -> spoken mapping (a legitimate normalization): informational; prep applies removal rules only.",
	patterns.Ambiguous: "neither: informational, for a person to look at; prep applies removal rules only.",
}

func (s *Server) reviewData(ctx context.Context, saved string) (reviewPage, error) {
	rules, from, rev, err := s.loadRules(ctx)
	if err != nil {
		return reviewPage{}, err
	}
	p := reviewPage{Dir: s.dir, From: from, SaveTo: s.savePath(), Rev: rev, Token: s.token, Total: len(rules), Saved: saved}
	p.HasReport = s.hasFile(ctx, "report.md")
	idx := map[string]int{}
	for _, k := range []string{patterns.Removal, patterns.Fixed, patterns.Ambiguous} {
		idx[k] = len(p.Groups)
		p.Groups = append(p.Groups, kindGroup{Kind: k, Note: kindNotes[k]})
	}
	for i, r := range rules {
		v := ruleView{Index: i, R: r, Written: joinTokens(r.Written), Spoken: joinTokens(r.Spoken), Applies: r.Kind == patterns.Removal}
		for _, e := range r.Examples {
			v.Examples = append(v.Examples, exampleView{joinTokens(e.Written), joinTokens(e.Spoken)})
		}
		for _, m := range r.Mappings {
			v.Mappings = append(v.Mappings, mappingView{joinTokens(m.Spoken), m.Support})
		}
		g := &p.Groups[idx[r.Kind]]
		g.Rules = append(g.Rules, v)
		if r.Approved && r.Kind == patterns.Removal {
			p.Approved++
		} else if r.Approved {
			p.ApprovedOther++
		}
	}
	return p, nil
}

func (s *Server) handleReview(w http.ResponseWriter, r *http.Request) {
	p, err := s.reviewData(r.Context(), r.URL.Query().Get("saved"))
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	s.render(w, "review.html", p)
}

// handleSave applies the form's decisions (field rN = approve|reject for
// rule N) to the rules the page was rendered from and writes them where
// `prep libriheavy --rules` reads them, atomically; the written file is
// read back with that reader before the page reports it saved.
func (s *Server) handleSave(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 8<<20)
	if err := r.ParseForm(); err != nil {
		fail(w, http.StatusBadRequest, "reading the form: %v", err)
		return
	}
	if subtle.ConstantTimeCompare([]byte(r.PostForm.Get("token")), []byte(s.token)) != 1 {
		fail(w, http.StatusForbidden, "the form's token does not match this server (reload the review page)")
		return
	}
	s.saveMu.Lock()
	defer s.saveMu.Unlock()
	rules, from, rev, err := s.loadRules(r.Context())
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	if got := r.PostForm.Get("rev"); got != rev {
		fail(w, http.StatusConflict, "%s changed since the page was loaded (revision %s, now %s): reload the review page and decide again", from, got, rev)
		return
	}
	for i := range rules {
		switch d := r.PostForm.Get("r" + strconv.Itoa(i)); d {
		case "approve":
			rules[i].Approved = true
		case "reject":
			rules[i].Approved = false
		case "":
			// not on the form: the rule keeps its state
		default:
			fail(w, http.StatusBadRequest, "rule %d: decision %q (want approve or reject)", i, d)
			return
		}
	}
	out := s.savePath()
	var buf bytes.Buffer
	if err := patterns.WriteRules(&buf, rules); err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	if err := s.files.WriteAtomic(r.Context(), out, buf.Bytes()); err != nil {
		fail(w, http.StatusInternalServerError, "saving %s: %v", out, err)
		return
	}
	back, err := readCapped(r.Context(), s.files, out, maxRulesBytes)
	if err == nil {
		_, err = patterns.ReadRules(bytes.NewReader(back), out)
	}
	if err != nil {
		fail(w, http.StatusInternalServerError, "saved %s but cannot read it back: %v", out, err)
		return
	}
	msg := summarizeSaved(rules, out)
	http.Redirect(w, r, "/?"+url.Values{"saved": {msg}}.Encode(), http.StatusSeeOther)
}

// summarizeSaved is the line the page shows after a save. A file without
// an approved removal rule says what it holds, as prep libriheavy --rules
// refuses it (patterns.ApprovedRemovals): a review that approved every
// fixed rule was told "no approved removal rule" alone, as if its
// approvals were lost.
func summarizeSaved(rules []patterns.Rule, out string) string {
	removals, err := patterns.ApprovedRemovals(rules)
	if err != nil {
		return fmt.Sprintf("saved %s: prep libriheavy --rules will refuse it: %v", out, err)
	}
	return fmt.Sprintf("saved %s: %d approved removal %s of %d %s; use it with prep libriheavy --rules %s", out,
		len(removals), textcut.Plural(len(removals), "rule", "rules"), len(rules), textcut.Plural(len(rules), "rule", "rules"), shellquote.Quote(out))
}

func (s *Server) handleRulesFile(w http.ResponseWriter, r *http.Request) {
	b, err := readCapped(r.Context(), s.files, s.rulesPath(r.Context()), maxRulesBytes)
	if err != nil {
		fail(w, http.StatusInternalServerError, "%v", err)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Content-Disposition", `attachment; filename="rules.jsonl"`)
	w.Write(b)
}

type reportPage struct {
	Dir  string
	Body template.HTML
}

func (s *Server) handleReport(w http.ResponseWriter, r *http.Request) {
	b, err := s.readFile(r.Context(), "report.md", maxCardBytes)
	if err != nil {
		fail(w, http.StatusNotFound, "%v", err)
		return
	}
	_, body := renderMarkdown(string(b), "/nowhere/")
	s.render(w, "report.html", reportPage{Dir: s.dir, Body: body})
}
