package trainer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Raw prediction files the program writes for the designs whose output is
// realized here, with the derive step's own code, rather than in Python.
const (
	TaggerRawPredictions = "predictions.tags.jsonl"
	U2TFRawPredictions   = "predictions.u2tf.jsonl"
)

// Prediction is one line of predictions.jsonl, what `itnprep evaluate`
// scores.
type Prediction struct {
	ID  string `json:"id"`
	Src string `json:"src"`
	Hyp string `json:"hyp"`
	Ref string `json:"ref"`
}

// lineRealizer turns one raw prediction line into a scored prediction.
type lineRealizer func(line []byte) (Prediction, error)

// RealizePredictions reads a tagger or u2tf run's raw predictions (rawPath)
// and writes predictions.jsonl (outPath, through a temporary file) with the
// written hypothesis each realizes: the tagger's tags applied by
// tagging.Realize, u2tf's labels and span outputs by u2tf.Realize, the
// functions the derive steps check their own rows with. A line that cannot
// be realized is an error naming file and line. It returns the number of
// predictions written.
func RealizePredictions(design, rawPath, outPath string) (int, error) {
	var realize lineRealizer
	switch design {
	case Tagger:
		realize = realizeTaggerLine
	case U2TF:
		realize = realizeU2TFLine
	default:
		return 0, fmt.Errorf("no realization for design %q", design)
	}
	in, err := os.Open(rawPath)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	tmp := outPath + ".tmp"
	out, err := os.Create(tmp)
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp)
	defer out.Close()
	w := bufio.NewWriterSize(out, 1<<20)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	n := 0
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		p, err := realize(sc.Bytes())
		if err != nil {
			return n, fmt.Errorf("%s:%d: %w", rawPath, line, err)
		}
		if err := enc.Encode(p); err != nil {
			return n, err
		}
		n++
	}
	if err := sc.Err(); err != nil {
		return n, fmt.Errorf("%s: %w", rawPath, err)
	}
	if err := w.Flush(); err != nil {
		return n, err
	}
	if err := out.Close(); err != nil {
		return n, err
	}
	return n, os.Rename(tmp, outPath)
}

// decodeRaw decodes one raw prediction line into v strictly: a field the
// program does not write, or a required one missing or null, is an error.
// A line from another program or an older one ({"id":"x","labels":...})
// decoded into nothing, realized as an empty sentence without a word and
// was scored so, an empty reference counting its insertions (2026-12-01).
func decodeRaw(line []byte, v any, kind string, required ...string) error {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(line, &keys); err != nil {
		return fmt.Errorf("bad %s prediction: %v", kind, err)
	}
	var missing []string
	for _, k := range required {
		if raw, ok := keys[k]; !ok || string(raw) == "null" {
			missing = append(missing, `"`+k+`"`)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("bad %s prediction: no %s (the training program writes %s on every line)", kind, strings.Join(missing, ", "), strings.Join(required, ", "))
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad %s prediction: %v", kind, err)
	}
	return nil
}

// RawPredictionDesign says whose raw predictions line is: Tagger for a
// line of predictions.tags.jsonl, U2TF for one of predictions.u2tf.jsonl
// (each decoded as strictly as the realization decodes it), "" for any
// other line. evaluate names such a file copied out of its run folder,
// where it cannot realize it, instead of quarantining every line for its
// missing "hyp" (qa81).
func RawPredictionDesign(line []byte) string {
	var t taggerRaw
	if decodeRaw(line, &t, "tagger", "id", "src", "tags", "ref") == nil {
		return Tagger
	}
	var u u2tfRaw
	if decodeRaw(line, &u, "u2tf", "id", "tokens", "punct", "case", "itn", "spans", "ref") == nil {
		return U2TF
	}
	return ""
}
