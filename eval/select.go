package eval

import (
	"fmt"
	"strings"
)

// Metric is one optional family of metrics. The word alignment behind WER
// (S/D/I) and sentence accuracy is always computed: every other metric
// but BLEU, CER and PER builds on it, and it is the headline figure.
type Metric uint8

const (
	MetricClass    Metric = 1 << iota // class WERs (Suter & Novak)
	MetricITN                         // I-WER / NI-WER (Sunkara et al.)
	MetricMultiRef                    // multi-reference sentence accuracy (Thutmose)
	MetricPER                         // punctuation error rate over , . ?
	MetricCER                         // character error rate without punctuation
	MetricBLEU                        // corpus BLEU, sacrebleu 13a

	// AllMetrics is every optional metric.
	AllMetrics = MetricClass | MetricITN | MetricMultiRef | MetricPER | MetricCER | MetricBLEU
)

var metricNames = []struct {
	name string
	m    Metric
}{{"class", MetricClass}, {"itn", MetricITN}, {"multiref", MetricMultiRef}, {"per", MetricPER}, {"cer", MetricCER}, {"bleu", MetricBLEU}}

// MetricNames lists the spellings ParseMetrics accepts, besides "wer"
// (always computed) and "all".
func MetricNames() []string {
	out := make([]string, len(metricNames))
	for i, n := range metricNames {
		out[i] = n.name
	}
	return out
}

// ParseMetrics reads a comma-separated list of metric names ("all", or
// any of "wer", "class", "itn", "multiref", "per", "cer", "bleu") into the
// set of metrics it names.
func ParseMetrics(list string) (Metric, error) {
	var set Metric
	for _, f := range strings.Split(list, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		switch f {
		case "all":
			set |= AllMetrics
			continue
		case "wer", "":
			continue
		}
		found := false
		for _, n := range metricNames {
			if n.name == f {
				set |= n.m
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown metric %q (known: all, wer, %s)", f, strings.Join(MetricNames(), ", "))
		}
	}
	return set, nil
}

// String lists the metrics of m, "wer" first since it is always computed.
func (m Metric) String() string {
	names := []string{"wer"}
	for _, n := range metricNames {
		if m&n.m != 0 {
			names = append(names, n.name)
		}
	}
	return strings.Join(names, ",")
}

// Metrics is the set of metrics computed under o: all but those in Skip.
func (o Options) Metrics() Metric { return AllMetrics &^ o.Skip }

func (o Options) computes(m Metric) bool { return o.Skip&m == 0 }
