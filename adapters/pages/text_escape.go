package pages

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Stored text reaches a page only through the two functions below: text and
// attribute values through appendHTMLEscaped (template fields and the head
// alike), JSON-LD through appendScriptJSON. Both write the template markers
// (U+E000, U+E001) and every other private-use character as an escape, so
// no text the owner saves can ever be read as template syntax, however a
// page is put together; and both drop what HTML cannot carry, so a page
// stays valid whatever was saved.

const replacementChar = "\uFFFD"

// appendHTMLEscaped appends s escaped as html.EscapeString does (<, >, &,
// ' and "), with private-use characters (U+E000–U+F8FF, U+F0000–U+10FFFF)
// as numeric character references (&#xE000;) and the characters HTML
// cannot carry (C0 and C1 controls other than tab, LF and CR; U+007F;
// noncharacters; invalid UTF-8) as U+FFFD.
func appendHTMLEscaped(b []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			var esc string
			switch {
			case c == '<':
				esc = "&lt;"
			case c == '>':
				esc = "&gt;"
			case c == '&':
				esc = "&amp;"
			case c == '\'':
				esc = "&#39;"
			case c == '"':
				esc = "&#34;"
			case c < 0x20 && c != '\t' && c != '\n' && c != '\r', c == 0x7F:
				esc = replacementChar
			default:
				i++
				continue
			}
			b = append(b, s[last:i]...)
			b = append(b, esc...)
			i++
			last = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1, !htmlCarries(r):
			b = append(b, s[last:i]...)
			b = append(b, replacementChar...)
		case isPrivateUse(r):
			b = append(b, s[last:i]...)
			b = append(b, "&#x"...)
			b = append(b, strings.ToUpper(strconv.FormatUint(uint64(r), 16))...)
			b = append(b, ';')
		default:
			i += size
			continue
		}
		i += size
		last = i
	}
	return append(b, s[last:]...)
}

// isPrivateUse reports whether r is in a private-use area: the BMP's
// (which holds the template markers) or planes 15 and 16.
func isPrivateUse(r rune) bool {
	return r >= 0xE000 && r <= 0xF8FF || r >= 0xF0000 && r <= 0x10FFFF
}

// htmlCarries reports whether a non-ASCII r may appear in an HTML document:
// not a C1 control, not a noncharacter (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF).
func htmlCarries(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9F:
		return false
	case r >= 0xFDD0 && r <= 0xFDEF:
		return false
	case r&0xFFFE == 0xFFFE:
		return false
	}
	return true
}

// appendScriptJSON appends JSON from encoding/json (which already escapes
// <, >, &, U+2028, U+2029 and C0 controls, and replaces invalid UTF-8) for
// a <script> element: private-use characters, U+2028/U+2029, C1 controls,
// U+007F and noncharacters become \uXXXX escapes (surrogate pairs above
// the BMP). Outside strings JSON is ASCII, so only string contents change.
func appendScriptJSON(b, js []byte) []byte {
	last := 0
	for i := 0; i < len(js); {
		c := js[i]
		if c < utf8.RuneSelf && c != 0x7F {
			i++
			continue
		}
		r, size := utf8.DecodeRune(js[i:])
		if c == 0x7F || isPrivateUse(r) || r == 0x2028 || r == 0x2029 || !htmlCarries(r) {
			b = append(b, js[last:i]...)
			if r > 0xFFFF {
				r -= 0x10000
				b = appendJSONEscape(b, 0xD800+(r>>10))
				b = appendJSONEscape(b, 0xDC00+(r&0x3FF))
			} else {
				b = appendJSONEscape(b, r)
			}
			last = i + size
		}
		i += size
	}
	return append(b, js[last:]...)
}

func appendJSONEscape(b []byte, r rune) []byte {
	const hex = "0123456789abcdef"
	return append(b, '\\', 'u', hex[r>>12&0xF], hex[r>>8&0xF], hex[r>>4&0xF], hex[r&0xF])
}
