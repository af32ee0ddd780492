package libriheavysample

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// DefaultSeed is the seed of the committed sample.
const DefaultSeed = 20260521

// rng is splitmix64: tiny, and its output never changes between Go
// releases, unlike math/rand's unexported algorithms.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

func (r *rng) chance(p float64) bool { return float64(r.next()>>11)/float64(1<<53) < p }

// unit is one written token (or artifact) and the words a reader says for
// it; artifacts have no words, preambles no written text.
type unit struct {
	written string
	spoken  []string
}

// The lhotse structure, field order as in Libriheavy's manifests.
type cutJSON struct {
	ID           string        `json:"id"`
	Start        float64       `json:"start"`
	Duration     float64       `json:"duration"`
	Channel      int           `json:"channel"`
	Supervisions []supJSON     `json:"supervisions"`
	Recording    recordingJSON `json:"recording"`
	Custom       cutCustomJSON `json:"custom"`
	Type         string        `json:"type"`
}

type supJSON struct {
	ID          string    `json:"id"`
	RecordingID string    `json:"recording_id"`
	Start       float64   `json:"start"`
	Duration    float64   `json:"duration"`
	Channel     int       `json:"channel"`
	Language    string    `json:"language"`
	Speaker     string    `json:"speaker"`
	Custom      supCustom `json:"custom"`
}

type supCustom struct {
	Texts     []string `json:"texts"`
	PreTexts  []string `json:"pre_texts"`
	BeginByte int      `json:"begin_byte"`
	EndByte   int      `json:"end_byte"`
}

type recordingJSON struct {
	ID           string       `json:"id"`
	Sources      []sourceJSON `json:"sources"`
	SamplingRate int          `json:"sampling_rate"`
	NumSamples   int          `json:"num_samples"`
	Duration     float64      `json:"duration"`
	ChannelIDs   []int        `json:"channel_ids"`
}

type sourceJSON struct {
	Type     string `json:"type"`
	Channels []int  `json:"channels"`
	Source   string `json:"source"`
}

type cutCustomJSON struct {
	TextPath string `json:"text_path"`
}

// Generate returns the sample as JSONL (one cut per line, uncompressed).
func Generate(seed uint64) []byte {
	r := &rng{s: seed}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	for bi, b := range books {
		bookBytes := 0
		for ci, ch := range b.chapters {
			units := chapterUnits(b, bi, ci, ch, r)
			cuts := cutChapter(b, bi, ci, units, &bookBytes, r)
			for i := range cuts {
				if err := enc.Encode(&cuts[i]); err != nil {
					panic(err) // plain structs of strings and numbers always encode
				}
			}
		}
	}
	return out.Bytes()
}

// Gzip compresses data with a fixed header (no name, no time), so the same
// data gives the same bytes.
func Gzip(data []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	return buf.Bytes()
}

func preamble(b book, chapterWord string, chNo int) []string {
	text := fmt.Sprintf("%s %s of %s this is a librivox recording all librivox recordings are in the public domain for more information or to volunteer please visit librivox dot org read by %s",
		chapterWord, cardinal(chNo), strings.ToLower(b.title), strings.ToLower(b.reader))
	return strings.Fields(text)
}

func chapterUnits(b book, bi, ci int, ch chapter, r *rng) []unit {
	var units []unit
	headWords := strings.Fields(ch.heading)
	chapterWord := strings.ToLower(strings.Trim(headWords[0], "."))
	chNo := ci + 1
	if v, ok := romanValue(strings.Trim(headWords[1], ".")); ok {
		chNo = v
	}
	// The LibriVox preamble is spoken only; the title page is printed only.
	units = append(units, unit{spoken: preamble(b, chapterWord, chNo)})
	if ci == 0 {
		units = append(units, unit{written: fmt.Sprintf("%s. By %c. %s.", strings.ToUpper(b.title),
			'A'+rune(bi), strings.ToUpper(b.author[:1])+b.author[1:])})
	}
	units = append(units, tokenUnits(ch.heading, r, false)...)

	sentences := append([]string(nil), ch.sentences...)
	for k := 0; k < 28; k++ {
		at := r.intn(len(sentences) + 1)
		pool := templates
		if r.chance(0.6) {
			pool = plainTemplates
		}
		s := fillTemplate(pool[r.intn(len(pool))], r)
		sentences = append(sentences[:at], append([]string{s}, sentences[at:]...)...)
	}
	page := 17 + 40*bi + 12*ci
	footnote := 1
	for _, s := range sentences {
		switch {
		case r.chance(0.07):
			page++
			units = append(units, unit{written: fmt.Sprintf("[%d]", page)})
		case r.chance(0.03):
			units = append(units, unit{written: "[Illustration: " + captions[r.intn(len(captions))] + "]"})
		case r.chance(0.01):
			units = append(units, unit{written: "* * *"})
		}
		su := tokenUnits(s, r, true)
		if r.chance(0.05) && len(su) > 3 {
			at := 1 + r.intn(len(su)-2)
			if r.chance(0.5) {
				su[at].written += "*"
			} else {
				su = append(su[:at+1], append([]unit{{written: fmt.Sprintf("[%d]", footnote)}}, su[at+1:]...)...)
			}
			if r.chance(0.4) {
				su = append(su, unit{written: fmt.Sprintf("[Footnote %d: %s]", footnote, footnotes[r.intn(len(footnotes))])})
			}
			footnote++
		}
		units = append(units, su...)
	}
	units = append(units, unit{spoken: strings.Fields("end of " + chapterWord + " " + cardinal(chNo))})
	return units
}

// tokenUnits splits a written sentence into tokens with their spoken words,
// and plants the book's print noise (OCR errors, typographic characters) in
// the written side only: the reader says the right words.
func tokenUnits(sentence string, r *rng, noise bool) []unit {
	toks := strings.Fields(sentence)
	units := make([]unit, len(toks))
	for i, tok := range toks {
		prev := ""
		if i > 0 {
			prev = strings.Trim(toks[i-1], `"'(),.;:!?`)
		}
		units[i] = unit{written: tok, spoken: speakToken(tok, prev)}
	}
	if !noise {
		return units
	}
	for i := range units {
		core := strings.ToLower(strings.Trim(units[i].written, `"'(),.;:!?`))
		if bad, ok := ocrErrors[core]; ok && r.chance(0.015) {
			units[i].written = strings.Replace(units[i].written, strings.Trim(units[i].written, `"'(),.;:!?`), bad, 1)
		}
	}
	switch {
	case r.chance(0.04):
		// Typographic quotes and dashes, as in many e-texts.
		for i := range units {
			w := units[i].written
			if strings.HasPrefix(w, `"`) {
				w = "\u201c" + w[1:]
			}
			if strings.HasSuffix(w, `"`) || strings.HasSuffix(w, `",`) {
				w = strings.Replace(w, `"`, "\u201d", 1)
			}
			w = strings.ReplaceAll(w, "'", "\u2019")
			units[i].written = w
		}
	case r.chance(0.03) && len(units) > 4:
		at := 1 + r.intn(len(units)-2)
		units[at].written = strings.TrimRight(units[at].written, ",;") + "\u2014" + units[at+1].written
		units[at].spoken = append(units[at].spoken, units[at+1].spoken...)
		units = append(units[:at+1], units[at+2:]...)
	case r.chance(0.015) && len(units) > 5:
		// A parenthetical remark, read aloud.
		at := 1 + r.intn(len(units)-3)
		units[at].written = "(" + units[at].written
		units[at+1].written = strings.TrimRight(units[at+1].written, ",;.") + ")"
	}
	return units
}

func cutChapter(b book, bi, ci int, units []unit, bookBytes *int, r *rng) []cutJSON {
	recID := fmt.Sprintf("dev/%s/%s_%04d_librivox_64kb_mp3/%s_%02d_%s_64kb", b.speaker, b.slug, 1100+37*bi, b.slug, ci+1, b.author)
	var cuts []cutJSON
	var prevW, prevS string
	t := 0.0
	for i := 0; i < len(units); {
		target := 14 + r.intn(32)
		if i == 0 {
			target += 20 // the preamble's cut runs on into the text
		}
		j, words := i, 0
		// Only words that are also in the book count towards the cut's
		// length, so a spoken-only preamble joins the text after it.
		for j < len(units) && words < target {
			if units[j].written != "" {
				words += len(units[j].spoken)
			}
			j++
		}
		// A spoken-only tail ("end of chapter one") is never a cut of its own.
		if rest := units[j:]; len(rest) > 0 && !hasWritten(rest) {
			j = len(units)
		}
		// Book-side artifacts right after the cut belong to it.
		for j < len(units) && len(units[j].spoken) == 0 && r.chance(0.5) {
			j++
		}
		var w []string
		var s []string
		for _, u := range units[i:j] {
			if u.written != "" {
				w = append(w, u.written)
			}
			s = append(s, u.spoken...)
		}
		s = asrNoise(s, units, i, j, r)
		written := strings.Join(w, " ")
		spoken := strings.ToUpper(foldASCII(strings.Join(s, " ")))
		if r.chance(0.015) && len(cuts) > 2 {
			// A badly aligned cut: the transcript belongs to other audio.
			spoken = cuts[r.intn(len(cuts)-1)].Supervisions[0].Custom.Texts[1]
		}
		dur := round2(0.36*float64(len(s)) + 0.4 + float64(r.intn(60))/100)
		t += round2(0.2 + float64(r.intn(130))/100)
		begin := *bookBytes
		*bookBytes += len(written) + 1
		id := fmt.Sprintf("%s_%d", recID, len(cuts))
		cuts = append(cuts, cutJSON{
			ID: id, Start: round3(t), Duration: dur, Channel: 0,
			Supervisions: []supJSON{{
				ID: id, RecordingID: recID, Start: 0, Duration: dur, Channel: 0,
				Language: "English", Speaker: b.speaker,
				Custom: supCustom{
					Texts:     []string{written, spoken},
					PreTexts:  []string{tail(prevW), tail(prevS)},
					BeginByte: begin, EndByte: begin + len(written),
				},
			}},
			Custom: cutCustomJSON{TextPath: "download/librilight_text/output_text_dev_cleaned/" + b.title + "/text.txt"},
			Type:   "MonoCut",
		})
		t += dur
		prevW, prevS = written, spoken
		i = j
	}
	recDur := round3(t + 3.5)
	for k := range cuts {
		cuts[k].Recording = recordingJSON{
			ID: recID,
			Sources: []sourceJSON{{Type: "file", Channels: []int{0},
				Source: "download/librilight/" + recID + ".flac"}},
			SamplingRate: 16000, NumSamples: int(math.Round(recDur * 16000)), Duration: recDur, ChannelIDs: []int{0},
		}
	}
	return cuts
}

func hasWritten(us []unit) bool {
	for _, u := range us {
		if u.written != "" {
			return true
		}
	}
	return false
}

// asrNoise makes the transcript of units[i:j] imperfect the way ASR is:
// words lost or borrowed at the cut edges, fillers, misrecognitions.
func asrNoise(s []string, units []unit, i, j int, r *rng) []string {
	out := append([]string(nil), s...)
	if len(out) > 3 && r.chance(0.10) {
		out = out[1:]
	}
	if i > 0 && r.chance(0.08) && len(units[i-1].spoken) > 0 {
		sp := units[i-1].spoken
		out = append([]string{sp[len(sp)-1]}, out...)
	}
	if j < len(units) && r.chance(0.10) && len(units[j].spoken) > 0 {
		out = append(out, units[j].spoken[0])
	}
	var noisy []string
	for _, w := range out {
		if alt, ok := asrConfusions[w]; ok && r.chance(0.08) {
			w = alt
		}
		noisy = append(noisy, w)
		if r.chance(0.012) {
			noisy = append(noisy, fillers[r.intn(len(fillers))])
		}
	}
	return noisy
}

// tail is the pre_texts form of the previous cut: its last 120 bytes.
func tail(s string) string {
	if len(s) <= 120 {
		return s
	}
	cut := len(s) - 120
	for cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut++
	}
	return "..." + s[cut:]
}

var foldASCIIReplacer = strings.NewReplacer("é", "e", "è", "e", "ë", "e", "ö", "o", "ü", "u", "á", "a", "à", "a", "ç", "c", "—", " ", "’", "'")

// foldASCII is what an English ASR vocabulary does to accented names.
func foldASCII(s string) string { return foldASCIIReplacer.Replace(s) }

func round2(x float64) float64 { return math.Round(x*100) / 100 }
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
