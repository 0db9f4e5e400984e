package domain

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Validation messages, word for word as the product's forms show them, so the
// server's 400 and the admin form agree.
const (
	MsgRequired          = "Required"
	MsgLabelRequired     = "Label is required"
	MsgInvalidURL        = "Must be a valid URL"
	MsgImageURLRequired  = "Image URL is required"
	MsgInvalidImageURL   = "Must be a valid image URL or path"
	MsgPriorityNegative  = "Number must be greater than or equal to 0"
	MsgColumnsPerRowLow  = "Number must be greater than or equal to 1"
	MsgTooLong           = "String must contain at most 2000 character(s)"
	maxTextLength        = 2000
	maxDescriptionLength = 20000
)

// The stored-URL rule. A stored URL ends up as an href or img src on the
// public site, so it must mean the same thing to every browser as to this
// check: either an absolute http(s) URL or a path on this site. Parsers are
// lenient where that matters (a browser reads \ as /, drops tabs and
// newlines, takes "https:evil.example" for "https://evil.example"), so the
// rule is a plain syntax check rather than "whatever url.Parse accepts".
// The admin form runs the same rule (frontend/src/features/admin/lib/
// validation.ts); test/fixtures/url-rules.json is the table both test
// against. Values are not trimmed: the forms trim before they send, so a
// space at either end means the request did not come from a form.

// IsHTTPURL reports whether s is an absolute http or https URL: the scheme
// in any case, "://", a host (letters, digits, '-', '.', '_'; non-ASCII
// letters for international names) with an optional port, then any path,
// query or fragment. Userinfo (user@host) and bracketed IP literals are
// refused, as is any character urlCharsOK bans.
func IsHTTPURL(s string) bool {
	rest, ok := cutHTTPScheme(s)
	if !ok || !urlCharsOK(s) {
		return false
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	return isHostPort(rest[:end])
}

// IsImageRef reports whether s may be used as an image source: an http(s)
// URL or a site path.
func IsImageRef(s string) bool { return isSitePath(s) || IsHTTPURL(s) }

// IsLinkRef reports whether s may be used as a link target: an http(s) URL
// or a site path.
func IsLinkRef(s string) bool { return IsImageRef(s) }

// isSitePath reports whether s is a path on this site: exactly one leading
// slash, because "//host" and "/\host" both lead to another host.
func isSitePath(s string) bool {
	if s == "" || s[0] != '/' || (len(s) > 1 && (s[1] == '/' || s[1] == '\\')) {
		return false
	}
	return urlCharsOK(s)
}

// cutHTTPScheme returns what follows "http://" or "https://" (ASCII case
// folded by hand: strings.EqualFold would also match Unicode look-alikes).
func cutHTTPScheme(s string) (string, bool) {
	for _, prefix := range [...]string{"http://", "https://"} {
		if len(s) < len(prefix) {
			continue
		}
		match := true
		for i := 0; i < len(prefix); i++ {
			c := s[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != prefix[i] {
				match = false
				break
			}
		}
		if match {
			return s[len(prefix):], true
		}
	}
	return "", false
}

// isHostPort reports whether a is host[:port]. Because neither '@' nor ':'
// is a host character, user@host and user:pass@host fail here.
func isHostPort(a string) bool {
	host, port, hasPort := strings.Cut(a, ":")
	if host == "" {
		return false
	}
	for _, r := range host {
		if !isHostRune(r) {
			return false
		}
	}
	return !hasPort || isPort(port)
}

// isHostRune reports whether r may appear in a host name. Punctuation and
// symbols are out, including full-width ones a browser maps to '/' or '@'.
func isHostRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-' || r == '.' || r == '_'
	}
	return unicode.In(r, unicode.L, unicode.M, unicode.N)
}

// isPort reports whether p is a TCP port number (1 to 5 digits, at most 65535).
func isPort(p string) bool {
	if p == "" || len(p) > 5 {
		return false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		if p[i] < '0' || p[i] > '9' {
			return false
		}
		n = n*10 + int(p[i]-'0')
	}
	return n <= 65535
}

// urlCharsOK reports whether s is valid UTF-8 without a backslash, a control
// character (C0, DEL, C1), an invisible format character (zero-width space,
// bidi override) or whitespace of any kind, and whether every '%' starts a
// %XX escape. Browsers rewrite or drop the banned characters, so what a
// visitor follows would differ from what was checked; a bad escape is
// something url.Parse refuses.
func urlCharsOK(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for i, r := range s {
		if r == '\\' || unicode.In(r, unicode.Cc, unicode.Cf, unicode.White_Space) {
			return false
		}
		if r == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			return false
		}
	}
	return true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func requireText(v ValidationErrors, field, value string) {
	if strings.TrimSpace(value) == "" {
		v.Add(field, MsgRequired)
	}
}

// limitText checks a one-line field: the text rule (text.go) and at most
// max bytes.
func limitText(v ValidationErrors, field, value string, max int) {
	checkText(v, field, value, false)
	limitBytes(v, field, value, max)
}

// limitLines checks a multi-line field: the text rule with tab and line
// breaks allowed, and at most max bytes.
func limitLines(v ValidationErrors, field, value string, max int) {
	checkText(v, field, value, true)
	limitBytes(v, field, value, max)
}

func limitBytes(v ValidationErrors, field, value string, max int) {
	if len(value) > max {
		v.Add(field, TooLongMessage(max))
	}
}

func optionalImage(v ValidationErrors, field, value string) {
	if value != "" && !IsImageRef(value) {
		v.Add(field, MsgInvalidImageURL)
	}
}

func optionalLink(v ValidationErrors, field, value string) {
	if value != "" && !IsLinkRef(value) {
		v.Add(field, MsgInvalidURL)
	}
}

// TooLongMessage is MsgTooLong for a limit of max characters (or bytes):
// the one wording of every length message, whatever the limit.
func TooLongMessage(max int) string { return strings.Replace(MsgTooLong, "2000", itoa(max), 1) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
