package eval

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// ParseRecord decodes one JSONL line {"id","src","hyp","ref","refs"} into r
// with a scanner specialised for this shape (encoding/json costs more than
// scoring does). "hyp" and "ref" are required strings; "src" defaults to
// "" and "id" to "" (a number id is kept as written); "refs" is a list of
// strings or null; other keys are skipped. A duplicated key keeps its last
// value, as encoding/json does. Invalid JSON or UTF-8 is an error, never a
// silently altered record.
func ParseRecord(line []byte, r *Record) error {
	*r = Record{}
	p := parser{b: line}
	p.ws()
	if !p.eat('{') {
		return p.errf("expected '{'")
	}
	var hasHyp, hasRef bool
	p.ws()
	if p.eat('}') {
		return errors.New(`missing field "hyp"`)
	}
	for {
		p.ws()
		key, err := p.str()
		if err != nil {
			return err
		}
		p.ws()
		if !p.eat(':') {
			return p.errf("expected ':' after object key")
		}
		p.ws()
		switch key {
		case "hyp":
			if r.Hyp, err = p.strField(key); err != nil {
				return err
			}
			hasHyp = true
		case "ref":
			if r.Ref, err = p.strField(key); err != nil {
				return err
			}
			hasRef = true
		case "src":
			if p.null() {
				r.Src = ""
			} else if r.Src, err = p.strField(key); err != nil {
				return err
			}
		case "id":
			if r.ID, err = p.id(); err != nil {
				return err
			}
		case "refs":
			if r.Refs, err = p.strList(); err != nil {
				return err
			}
		default:
			if err := p.skip(0); err != nil {
				return err
			}
		}
		p.ws()
		if p.eat(',') {
			continue
		}
		if p.eat('}') {
			break
		}
		return p.errf("expected ',' or '}'")
	}
	p.ws()
	if p.i != len(p.b) {
		return p.errf("unexpected data after the object")
	}
	if !hasHyp {
		return errors.New(`missing field "hyp"`)
	}
	if !hasRef {
		return errors.New(`missing field "ref"`)
	}
	return nil
}

type parser struct {
	b []byte
	i int
}

func (p *parser) errf(format string, a ...any) error {
	return fmt.Errorf("invalid JSON at byte %d: %s", p.i+1, fmt.Sprintf(format, a...))
}

func (p *parser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\r', '\n':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) eat(c byte) bool {
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *parser) null() bool {
	if len(p.b)-p.i >= 4 && string(p.b[p.i:p.i+4]) == "null" {
		p.i += 4
		return true
	}
	return false
}

func (p *parser) strField(key string) (string, error) {
	if p.i >= len(p.b) || p.b[p.i] != '"' {
		return "", fmt.Errorf("field %q: expected a string", key)
	}
	return p.str()
}

func (p *parser) id() (string, error) {
	if p.null() {
		return "", nil
	}
	if p.i < len(p.b) && p.b[p.i] == '"' {
		return p.str()
	}
	start := p.i
	if err := p.number(); err != nil {
		return "", fmt.Errorf(`field "id": expected a string or a number`)
	}
	return string(p.b[start:p.i]), nil
}

func (p *parser) strList() ([]string, error) {
	if p.null() {
		return nil, nil
	}
	if !p.eat('[') {
		return nil, errors.New(`field "refs": expected a list of strings`)
	}
	out := []string{}
	p.ws()
	if p.eat(']') {
		return out, nil
	}
	for {
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			return nil, errors.New(`field "refs": expected a list of strings`)
		}
		s, err := p.str()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
		p.ws()
		if p.eat(',') {
			continue
		}
		if p.eat(']') {
			return out, nil
		}
		return nil, p.errf("expected ',' or ']' in \"refs\"")
	}
}

// str decodes a JSON string starting at the opening quote.
func (p *parser) str() (string, error) {
	if !p.eat('"') {
		return "", p.errf("expected a string")
	}
	start := p.i
	ascii := true
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			s := p.b[start:p.i]
			p.i++
			if !ascii && !utf8.Valid(s) {
				return "", p.errf("invalid UTF-8 in string")
			}
			return string(s), nil
		case c == '\\':
			return p.strSlow(start)
		case c < 0x20:
			return "", p.errf("control character in string")
		case c >= 0x80:
			ascii = false
		}
		p.i++
	}
	return "", p.errf("unterminated string")
}

func (p *parser) strSlow(start int) (string, error) {
	buf := append([]byte(nil), p.b[start:p.i]...)
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			if !utf8.Valid(buf) {
				return "", p.errf("invalid UTF-8 in string")
			}
			return string(buf), nil
		case c < 0x20:
			return "", p.errf("control character in string")
		case c != '\\':
			buf = append(buf, c)
			p.i++
			continue
		}
		p.i++
		if p.i >= len(p.b) {
			break
		}
		e := p.b[p.i]
		p.i++
		switch e {
		case '"', '\\', '/':
			buf = append(buf, e)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", p.errf("invalid \\u escape")
			}
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if len(p.b)-p.i >= 6 && p.b[p.i] == '\\' && p.b[p.i+1] == 'u' {
					save := p.i
					p.i += 2
					var ok2 bool
					r2, ok2 = p.hex4()
					if !ok2 {
						return "", p.errf("invalid \\u escape")
					}
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						r = dec
					} else {
						p.i = save
						r = utf8.RuneError
					}
				} else {
					r = utf8.RuneError
				}
			}
			buf = utf8.AppendRune(buf, r)
		default:
			return "", p.errf("invalid escape '\\%c'", e)
		}
	}
	return "", p.errf("unterminated string")
}

func (p *parser) hex4() (rune, bool) {
	if len(p.b)-p.i < 4 {
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.b[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

func (p *parser) number() error {
	start := p.i
	p.eat('-')
	digits := 0
	for p.i < len(p.b) && (p.b[p.i] >= '0' && p.b[p.i] <= '9' || p.b[p.i] == '.' || p.b[p.i] == 'e' || p.b[p.i] == 'E' || p.b[p.i] == '+' || p.b[p.i] == '-') {
		p.i++
		digits++
	}
	if digits == 0 {
		p.i = start
		return p.errf("expected a value")
	}
	if _, err := strconv.ParseFloat(string(p.b[start:p.i]), 64); err != nil {
		p.i = start
		return p.errf("invalid number")
	}
	return nil
}

const maxDepth = 512

// skip passes over any JSON value.
func (p *parser) skip(depth int) error {
	if depth > maxDepth {
		return p.errf("nesting too deep")
	}
	p.ws()
	if p.i >= len(p.b) {
		return p.errf("expected a value")
	}
	switch c := p.b[p.i]; {
	case c == '"':
		_, err := p.str()
		return err
	case c == '{' || c == '[':
		closer := byte('}')
		if c == '[' {
			closer = ']'
		}
		p.i++
		p.ws()
		if p.eat(closer) {
			return nil
		}
		for {
			p.ws()
			if c == '{' {
				if _, err := p.str(); err != nil {
					return err
				}
				p.ws()
				if !p.eat(':') {
					return p.errf("expected ':'")
				}
			}
			if err := p.skip(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.eat(',') {
				continue
			}
			if p.eat(closer) {
				return nil
			}
			return p.errf("expected ',' or '%c'", closer)
		}
	case c == 't':
		return p.lit("true")
	case c == 'f':
		return p.lit("false")
	case c == 'n':
		return p.lit("null")
	default:
		return p.number()
	}
}

func (p *parser) lit(s string) error {
	if len(p.b)-p.i >= len(s) && string(p.b[p.i:p.i+len(s)]) == s {
		p.i += len(s)
		return nil
	}
	return p.errf("invalid literal")
}
