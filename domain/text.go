package domain

import "unicode/utf8"

// MsgNotText answers a text field, query value or credential that carries a
// C0 control character (or a byte sequence that is not UTF-8).
const MsgNotText = "Must not contain control characters"

// The text rule (issue 21). Every string a request, a form, a sign-in or
// an import hands to the domain is checked by it before anything is
// stored, looked up or hashed: a NUL byte makes both SQL drivers refuse
// the statement (a 500 before this rule), and no field of the product has
// a use for the other C0 controls (U+0000 to U+001F). Fields typed in a
// textarea (the multi-line fields) may also hold tab, line feed and
// carriage return; every other field is one line. DEL and the C1 controls
// are not C0 and stay allowed: the drivers store them, and the public
// pages show every control as U+FFFD (adapters/pages/text_escape.go).
// Invalid UTF-8 is refused too, for PostgreSQL refuses it as it does NUL.
//
// The multi-line fields: the descriptions of projects and of each simple
// content kind; a layout's sectionDescription; a contact
// message's body; and in the site document the fields its editor shows
// as a textarea: seo.description, hero.intro, the descriptions of funds
// and media highlights, biography and venture paragraphs, impact stats'
// detail, quote, milestones' text and timeline summaries.

// IsText reports whether s satisfies the text rule: valid UTF-8 without
// C0 control characters, except tab, line feed and carriage return when
// multiLine.
func IsText(s string, multiLine bool) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && (!multiLine || (c != '\t' && c != '\n' && c != '\r')) {
			return false
		}
	}
	return utf8.ValidString(s)
}

// CheckText returns an EINVALID error naming field when value breaks the
// text rule, nil otherwise: for the adapters' own values (a query
// parameter, a token) that no entity validates.
func CheckText(field, value string, multiLine bool) error {
	v := ValidationErrors{}
	checkText(v, field, value, multiLine)
	return v.Err()
}

// Text records MsgNotText for field when value breaks the text rule: for
// the use cases' own inputs that no entity validates.
func (v ValidationErrors) Text(field, value string, multiLine bool) {
	checkText(v, field, value, multiLine)
}

// checkText records MsgNotText for field when value breaks the text rule.
func checkText(v ValidationErrors, field, value string, multiLine bool) {
	if !IsText(value, multiLine) {
		v.Add(field, MsgNotText)
	}
}
