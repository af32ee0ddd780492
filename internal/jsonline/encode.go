package jsonline

import "unicode/utf8"

// AppendString appends s as a JSON string the way Python's
// json.dumps(s, ensure_ascii=False) writes it: non-ASCII runes as they
// are, the short escapes \" \\ \n \r \t \b \f, other control bytes as
// \u00XX. Invalid UTF-8 bytes are written as U+FFFD (Python strings cannot
// hold them; decoding already replaced them). The streaming writers
// (mine's patterns, evaluate's details) use it so their lines are
// byte-for-byte what the Python tools they are checked against write.
func AppendString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = utf8.AppendRune(dst, utf8.RuneError)
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch c {
		case '"':
			dst = append(dst, '\\', '"')
		case '\\':
			dst = append(dst, '\\', '\\')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		default:
			if c < 0x20 {
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			} else {
				dst = append(dst, c)
			}
		}
		i++
	}
	return append(dst, '"')
}
