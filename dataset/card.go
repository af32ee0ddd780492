package dataset

import (
	"fmt"
	"sort"
	"strings"
)

// CardFile is the dataset card in each version folder.
const CardFile = "README.md"

// CardFigures maps each figure of the card (path relative to the version
// folder) to its SVG; storage.WriteCard writes them beside the card.
func CardFigures(m *Manifest) map[string]string {
	return map[string]string{
		"figures/lengths.svg":    LengthsSVG(m.Stats),
		"figures/similarity.svg": SimilaritySVG(m.Stats),
	}
}

// RenderCard returns the README.md of a version: a Hugging Face dataset-card
// YAML header (configs and data_files per split), then counts per split and
// per rule, inputs, configuration and figures.
func RenderCard(m *Manifest) string {
	var b strings.Builder
	splits := map[string][]string{}
	for _, s := range m.Shards {
		splits[s.Split] = append(splits[s.Split], s.Path)
	}
	names := sortedKeys(splits)
	b.WriteString("---\nconfigs:\n- config_name: default\n  data_files:\n")
	for _, sp := range names {
		fmt.Fprintf(&b, "  - split: %s\n    path: \"data/%s-*.parquet\"\n", sp, sp)
	}
	b.WriteString("task_categories:\n- text2text-generation\nlanguage:\n- en\ntags:\n- inverse-text-normalization\n- itnprep\n")
	fmt.Fprintf(&b, "itnprep_version_id: %s\n---\n\n", m.VersionID)

	fmt.Fprintf(&b, "# %s — version %s\n\n", m.Name, m.VersionID)
	columns := "(unknown to this build)"
	if k, err := LookupRowKind(m.Kind); err == nil {
		columns = k.Columns
	}
	if m.Parent != nil {
		fmt.Fprintf(&b, "**%s** rows derived from version `%s` of **%s** (source %s), built by itnprep (%s).\n", m.Kind, m.Parent.VersionID, m.Parent.Name, m.Source, m.Code.String())
	} else {
		fmt.Fprintf(&b, "(spoken, written) pairs from **%s**, built by itnprep (%s).\n", m.Source, m.Code.String())
	}
	fmt.Fprintf(&b, "Columns: %s.\n\n", columns)

	a := m.Accounting
	b.WriteString("## Counts\n\n| what | records |\n|---|---:|\n")
	fmt.Fprintf(&b, "| read | %d |\n| written | %d |\n| rejected | %d |\n| rows (variants count separately) | %d |\n\n", a.Read, a.Written, a.Rejected, a.Rows)
	b.WriteString("| split | rows | shards |\n|---|---:|---:|\n")
	for _, sp := range names {
		fmt.Fprintf(&b, "| %s | %d | %d |\n", sp, a.RowsBySplit[sp], len(splits[sp]))
	}
	b.WriteString("\n## Rules\n\n")
	if len(a.RejectedByReason) == 0 && len(m.Rules) == 0 {
		b.WriteString("No record was rejected and no cleaning rule edited a record.\n\n")
	} else {
		b.WriteString("Rejections count records; edits count rule hits (a rule can edit a record several times).\n\n")
		b.WriteString("| rule | kind | count |\n|---|---|---:|\n")
		for _, r := range sortedKeys(a.RejectedByReason) {
			fmt.Fprintf(&b, "| %s | rejected | %d |\n", r, a.RejectedByReason[r])
		}
		for _, r := range sortedKeys(m.Rules) {
			fmt.Fprintf(&b, "| %s | edited | %d |\n", r, m.Rules[r])
		}
		b.WriteString("\n")
	}
	for _, sec := range m.Sections {
		fmt.Fprintf(&b, "## %s\n\n%s\n", sec.Title, strings.TrimRight(sec.Body, "\n")+"\n")
	}
	b.WriteString("## Figures\n\n![Pair lengths](figures/lengths.svg)\n\n![Similarity ratio](figures/similarity.svg)\n\n")
	b.WriteString("## Inputs\n\n| path | records | bytes read | sha256 |\n|---|---:|---:|---|\n")
	for _, in := range m.Inputs {
		part := ""
		if in.Partial {
			part = " (partial by design)"
		}
		fmt.Fprintf(&b, "| %s%s | %d | %d | `%s` |\n", in.Path, part, in.Records, in.BytesRead, in.SHA256[:min(16, len(in.SHA256))])
	}
	b.WriteString("\n## Configuration\n\n| option | value |\n|---|---|\n")
	for _, k := range sortedKeys(m.Config) {
		fmt.Fprintf(&b, "| %s | `%s` |\n", k, m.Config[k])
	}
	fmt.Fprintf(&b, "\nCreated %s. Verify with `itnprep versions verify <this folder>`.\n", m.Created)
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// LengthsSVG draws the written and spoken token-length histograms.
func LengthsSVG(s Stats) string {
	labels := make([]string, len(s.WrittenTokens))
	for i := range labels {
		if i == len(labels)-1 {
			labels[i] = fmt.Sprintf("%d+", i*s.LengthBin)
		} else {
			labels[i] = fmt.Sprintf("%d", i*s.LengthBin)
		}
	}
	return barChart("Pair length (tokens)", labels, [][]int64{s.WrittenTokens, s.SpokenTokens}, []string{"written", "spoken"})
}

// SimilaritySVG draws the alignment-ratio histogram.
func SimilaritySVG(s Stats) string {
	labels := make([]string, len(s.Similarity))
	for i := range labels {
		labels[i] = fmt.Sprintf("%.2f", float64(i)/float64(len(labels)))
	}
	title := "Similarity ratio (difflib)"
	var total int64
	for _, v := range s.Similarity {
		total += v
	}
	if total == 0 {
		title += ": no row of this version has a similarity"
	}
	return barChart(title, labels, [][]int64{s.Similarity}, []string{"rows"})
}

// barChart renders grouped bars as a small self-contained SVG.
func barChart(title string, labels []string, series [][]int64, names []string) string {
	const w, h, left, bottom, top = 640, 260, 50, 40, 30
	colors := []string{"#4c78a8", "#f58518"}
	var maxV int64 = 1
	for _, s := range series {
		for _, v := range s {
			maxV = max(maxV, v)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="10">`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="16" font-size="13">%s</text>`+"\n", left, escapeXML(title))
	plotW := float64(w - left - 10)
	plotH := float64(h - top - bottom)
	groupW := plotW / float64(max(1, len(labels)))
	barW := groupW * 0.8 / float64(len(series))
	for si, s := range series {
		for i, v := range s {
			bh := plotH * float64(v) / float64(maxV)
			x := float64(left) + float64(i)*groupW + groupW*0.1 + float64(si)*barW
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s %s: %d</title></rect>`+"\n",
				x, float64(top)+plotH-bh, barW, bh, colors[si%len(colors)], escapeXML(names[si]), escapeXML(labels[i]), v)
		}
	}
	for i, l := range labels {
		x := float64(left) + float64(i)*groupW + groupW/2
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, h-bottom+14, escapeXML(l))
	}
	fmt.Fprintf(&b, `<text x="5" y="%d">%d</text><text x="5" y="%d">0</text>`+"\n", top+8, maxV, h-bottom)
	for si, n := range names {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			w-150+si*70, h-14, colors[si%len(colors)], w-136+si*70, h-5, escapeXML(n))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func escapeXML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
