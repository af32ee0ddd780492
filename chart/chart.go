package chart

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Series is one named run of values, one per category.
type Series struct {
	Name   string
	Values []int64
}

// Bars is a vertical bar chart: one group of bars per category, one bar per
// series in each group (a histogram when the categories are bins).
type Bars struct {
	Title      string
	XLabel     string // what the categories are, e.g. "tokens per row"
	YLabel     string // what the values count, e.g. "rows"
	Categories []string
	Series     []Series
	// Note is an optional line under the title (e.g. totals or a caveat).
	Note string
}

// HBars is a horizontal bar chart of counts per named category, for long
// labels such as rule names and span classes. Rows are drawn in the given
// order; Max caps how many are shown (the rest are summed into one row).
type HBars struct {
	Title      string
	XLabel     string // what the values count
	YLabel     string // what the rows are
	Categories []string
	Values     []int64
	Note       string
	Max        int
}

// ErrEmpty means a chart has no non-zero value to draw.
var ErrEmpty = errors.New("chart: nothing to draw (every value is zero)")

var palette = []string{"#4c78a8", "#f58518", "#54a24b", "#e45756"}

const (
	width      = 720
	fontFamily = "DejaVu Sans, Arial, Helvetica, sans-serif"
)

// SVG renders the bar chart.
func (c Bars) SVG() (string, error) {
	if len(c.Categories) == 0 || len(c.Series) == 0 {
		return "", ErrEmpty
	}
	var maxV, total int64
	for _, s := range c.Series {
		if len(s.Values) != len(c.Categories) {
			return "", fmt.Errorf("chart %q: series %q has %d values for %d categories", c.Title, s.Name, len(s.Values), len(c.Categories))
		}
		for _, v := range s.Values {
			if v < 0 {
				return "", fmt.Errorf("chart %q: negative value %d", c.Title, v)
			}
			maxV = max(maxV, v)
			total += v
		}
	}
	if total == 0 {
		return "", ErrEmpty
	}
	const height, left, right, top, bottom = 340, 78, 16, 58, 70
	ticks := niceTicks(maxV)
	yMax := ticks[len(ticks)-1]
	plotW := float64(width - left - right)
	plotH := float64(height - top - bottom)
	var b strings.Builder
	header(&b, width, height, c.Title, c.Note)
	axes(&b, left, top, plotW, plotH)
	for _, t := range ticks {
		y := float64(top) + plotH - plotH*float64(t)/float64(yMax)
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#dddddd"/>`+"\n", left, y, float64(left)+plotW, y)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", left-6, y, Count(t))
	}
	groupW := plotW / float64(len(c.Categories))
	barW := groupW * 0.8 / float64(len(c.Series))
	showValues := barW >= 14
	for si, s := range c.Series {
		for i, v := range s.Values {
			bh := plotH * float64(v) / float64(yMax)
			x := float64(left) + float64(i)*groupW + groupW*0.1 + float64(si)*barW
			y := float64(top) + plotH - bh
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s, %s: %s</title></rect>`+"\n",
				x, y, barW, bh, palette[si%len(palette)], esc(s.Name), esc(c.Categories[i]), strconv.FormatInt(v, 10))
			if showValues && v > 0 {
				fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="9">%s</text>`+"\n", x+barW/2, y-3, Count(v))
			}
		}
	}
	// Label every category when they fit, else every k-th.
	step := int(math.Ceil(float64(len(c.Categories)) * 34 / plotW))
	step = max(step, 1)
	for i, l := range c.Categories {
		if i%step != 0 {
			continue
		}
		x := float64(left) + float64(i)*groupW + groupW/2
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, height-bottom+16, esc(l))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="12">%s</text>`+"\n", float64(left)+plotW/2, height-bottom+40, esc(c.XLabel))
	yLabel(&b, 16, float64(top)+plotH/2, c.YLabel)
	if len(c.Series) > 1 {
		for si, s := range c.Series {
			x := left + si*120
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
				x, height-18, palette[si%len(palette)], x+17, height-8, esc(s.Name))
		}
	}
	b.WriteString("</svg>\n")
	return b.String(), nil
}

// SVG renders the horizontal bar chart.
func (c HBars) SVG() (string, error) {
	if len(c.Categories) != len(c.Values) {
		return "", fmt.Errorf("chart %q: %d categories, %d values", c.Title, len(c.Categories), len(c.Values))
	}
	cats, vals := append([]string(nil), c.Categories...), append([]int64(nil), c.Values...)
	if c.Max > 0 && len(cats) > c.Max {
		var rest int64
		for _, v := range vals[c.Max-1:] {
			rest += v
		}
		n := len(cats) - (c.Max - 1)
		cats = append(cats[:c.Max-1], fmt.Sprintf("(%d others)", n))
		vals = append(vals[:c.Max-1], rest)
	}
	var maxV, total int64
	for _, v := range vals {
		if v < 0 {
			return "", fmt.Errorf("chart %q: negative value %d", c.Title, v)
		}
		maxV = max(maxV, v)
		total += v
	}
	if total == 0 {
		return "", ErrEmpty
	}
	longest := 0
	for _, l := range cats {
		longest = max(longest, len([]rune(l)))
	}
	left := min(40+longest*7, 330)
	const right, top, bottom, rowH = 70, 58, 56, 22
	height := top + bottom + rowH*len(cats)
	plotW := float64(width - left - right)
	plotH := float64(rowH * len(cats))
	ticks := niceTicks(maxV)
	xMax := ticks[len(ticks)-1]
	var b strings.Builder
	header(&b, width, height, c.Title, c.Note)
	axes(&b, left, top, plotW, plotH)
	for _, t := range ticks {
		x := float64(left) + plotW*float64(t)/float64(xMax)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%.1f" stroke="#dddddd"/>`+"\n", x, top, x, float64(top)+plotH)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", x, float64(top)+plotH+14, Count(t))
	}
	for i, v := range vals {
		y := top + i*rowH
		bw := plotW * float64(v) / float64(xMax)
		label := cats[i]
		if r := []rune(label); len(r) > 44 {
			label = string(r[:43]) + "…"
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", left-6, y+rowH/2, esc(label))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s: %d</title></rect>`+"\n",
			left, y+3, bw, rowH-6, palette[0], esc(cats[i]), v)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" dominant-baseline="middle" font-size="10">%s</text>`+"\n", float64(left)+bw+4, y+rowH/2, Count(v))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="12">%s</text>`+"\n", float64(left)+plotW/2, float64(top)+plotH+36, esc(c.XLabel))
	yLabel(&b, 16, float64(top)+plotH/2, c.YLabel)
	b.WriteString("</svg>\n")
	return b.String(), nil
}

func header(b *strings.Builder, w, h int, title, note string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s" font-size="11" role="img" aria-label="%s">`+"\n",
		w, h, w, h, fontFamily, esc(title))
	fmt.Fprintf(b, `<title>%s</title>`+"\n", esc(title))
	fmt.Fprintf(b, `<rect x="0" y="0" width="%d" height="%d" fill="#ffffff"/>`+"\n", w, h)
	fmt.Fprintf(b, `<text x="%d" y="22" text-anchor="middle" font-size="15" font-weight="bold">%s</text>`+"\n", w/2, esc(title))
	if note != "" {
		fmt.Fprintf(b, `<text x="%d" y="40" text-anchor="middle" font-size="11" fill="#555555">%s</text>`+"\n", w/2, esc(note))
	}
}

func axes(b *strings.Builder, left, top int, plotW, plotH float64) {
	fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%.1f" stroke="#333333"/>`+"\n", left, top, left, float64(top)+plotH)
	fmt.Fprintf(b, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#333333"/>`+"\n", left, float64(top)+plotH, float64(left)+plotW, float64(top)+plotH)
}

func yLabel(b *strings.Builder, x, y float64, label string) {
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="12" transform="rotate(-90 %.1f %.1f)">%s</text>`+"\n", x, y, x, y, esc(label))
}

// niceTicks returns 0 and evenly spaced round values up to at least maxV
// (1, 2 or 5 times a power of ten per step), at most about six ticks.
func niceTicks(maxV int64) []int64 {
	if maxV <= 0 {
		return []int64{0, 1}
	}
	raw := float64(maxV) / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	step := int64(pow)
	for _, m := range []float64{1, 2, 5, 10} {
		if m*pow >= raw {
			step = int64(m * pow)
			break
		}
	}
	step = max(step, 1)
	var out []int64
	for t := int64(0); ; t += step {
		out = append(out, t)
		if t >= maxV {
			break
		}
	}
	return out
}

// Count formats a count compactly: 950, 12.3k, 4.5M.
func Count(v int64) string {
	switch {
	case v < 10000:
		return strconv.FormatInt(v, 10)
	case v < 1000000:
		return trimZero(fmt.Sprintf("%.1f", float64(v)/1e3)) + "k"
	case v < 1000000000:
		return trimZero(fmt.Sprintf("%.1f", float64(v)/1e6)) + "M"
	}
	return trimZero(fmt.Sprintf("%.1f", float64(v)/1e9)) + "G"
}

func trimZero(s string) string { return strings.TrimSuffix(s, ".0") }

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}
