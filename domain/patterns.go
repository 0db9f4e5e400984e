package domain

import "regexp"

// Patterns the admin's forms check before they send, written so that Go's
// RE2 and JavaScript read them alike (cmd/gen-ts writes them into
// frontend/src/lib/patterns.gen.ts as regular expression literals): plain
// character classes, no \s or \w, whose meaning differs between the two.
const (
	// HexColourPattern is a colour of the site document, #rrggbb
	// (isHexColour).
	HexColourPattern = `^#[0-9a-fA-F]{6}$`
	// EmailShapePattern is the shape of an e-mail address: something
	// without white space or @, an @, something without white space or @.
	// It is a necessary condition of IsEmailAddress (which checks it
	// first), not a sufficient one: the form's quick check, the server's
	// the authority. The white space is spelled out (tab, line feed,
	// vertical tab, form feed, carriage return, space) because JavaScript's
	// \s also means Unicode's spaces, which an address may hold.
	EmailShapePattern = `^[^\t\n\v\f\r @]+@[^\t\n\v\f\r @]+$`
)

var (
	hexColour  = regexp.MustCompile(HexColourPattern)
	emailShape = regexp.MustCompile(EmailShapePattern)
)
