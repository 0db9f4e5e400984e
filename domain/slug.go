package domain

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// A project's slug is the last part of its page's address,
// /portfolio/{category}/{slug}: lower-case ASCII letters and digits in
// words joined by single hyphens. Slugs are unique across all projects, so
// a slug alone names a project whatever its category.

// MaxSlugLength bounds a slug; a made slug is cut at a word to fit.
const MaxSlugLength = 80

// Messages of a slug the API refuses.
const (
	MsgSlugInvalid = "Use lower-case letters, digits and single hyphens (for example: my-project)"
	MsgSlugTaken   = "Another project already uses this address"
)

// SlugPattern is a slug's shape (without its length limit), for the
// admin's form as well (cmd/gen-ts).
const SlugPattern = `^[a-z0-9]+(-[a-z0-9]+)*$`

var slugPattern = regexp.MustCompile(SlugPattern)

// IsSlug reports whether s is a well-formed slug.
func IsSlug(s string) bool { return len(s) <= MaxSlugLength && slugPattern.MatchString(s) }

// asciiFolds are letters that do not decompose into an ASCII letter and a
// mark.
var asciiFolds = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o", 'ł': "l", 'Ł': "l",
	'đ': "d", 'Đ': "d", 'ð': "d", 'Ð': "d", 'þ': "th", 'Þ': "th", 'ı': "i", '&': " and ",
}

// Slugify makes a readable slug from a title: accents dropped ("Pokémon" →
// "pokemon"), "&" read as "and", every other run of non-letters a hyphen,
// cut at a word to MaxSlugLength. A title with no ASCII letter or digit
// gives "project".
func Slugify(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(title) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		s, ok := asciiFolds[r]
		if !ok {
			s = string(unicode.ToLower(r))
		}
		for _, c := range s {
			if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
				if hyphen && b.Len() > 0 {
					b.WriteByte('-')
				}
				hyphen = false
				b.WriteRune(c)
			} else if c != '\'' && c != '’' {
				hyphen = true
			}
		}
	}
	return cutSlug(b.String(), MaxSlugLength)
}

// cutSlug cuts s to at most max bytes at a hyphen when it can; "project"
// stands for nothing.
func cutSlug(s string, max int) string {
	if len(s) > max {
		s = s[:max]
		if i := strings.LastIndexByte(s, '-'); i > 0 {
			s = s[:i]
		}
		s = strings.Trim(s, "-")
	}
	if s == "" {
		return "project"
	}
	return s
}

// UniqueSlug returns base, or base-2, base-3 … the first that taken says is
// free (cut so the number fits).
func UniqueSlug(base string, taken func(string) bool) string {
	if !taken(base) {
		return base
	}
	for n := 2; ; n++ {
		suffix := "-" + strconv.Itoa(n)
		s := cutSlug(base, MaxSlugLength-len(suffix)) + suffix
		if !taken(s) {
			return s
		}
	}
}

// ProjectPath is the address of a project's page.
func ProjectPath(category, slug string) string {
	return "/portfolio/" + url.PathEscape(category) + "/" + slug
}

// PagePath is the address of the project's page.
func (p *Project) PagePath() string { return ProjectPath(p.Category, p.Slug) }

// SlugTaken is the error of a slug another project has: ECONFLICT, with
// the message on the slug field.
func SlugTaken() error {
	return &Error{Code: ECONFLICT, Message: MsgSlugTaken, Fields: map[string]string{"slug": MsgSlugTaken}}
}
