package domain_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/portfolio-site/portfolio/domain"
)

// FuzzURLRule checks the stored-URL rule against the standard library's own
// parser: whatever it accepts must be free of the characters browsers
// rewrite, and must lead where the rule says: a site path to this site, an
// absolute URL to an http(s) host with no userinfo. The seeds are the shared
// table (test/fixtures/url-rules.json) plus look-alikes of the classic
// tricks; `go test` runs them, `go test -fuzz FuzzURLRule` explores further.
func FuzzURLRule(f *testing.F) {
	r := loadURLRules(f)
	for _, cases := range []urlRuleCases{r.HTTPURL, r.Ref} {
		for _, c := range slices.Concat(cases.Accept, cases.Refuse) {
			f.Add(c.Value)
		}
	}
	for _, s := range []string{
		"/%09/evil.example", "/\u3000/evil.example", "https://evil.example%2F@good.com", "https://good.com:443@evil.com",
		"https://good.com#@evil.com", "https://good.com?@evil.com", "HtTpS://ExAmPlE.cOm", "http\x1a//x.com",
		"https://ｅxample.com/", "https://\u0130.com/", "/..//evil.example", "/./\\evil", "https://x.com:65535", "\xff/",
	} {
		f.Add(s)
	}
	site, err := url.Parse("https://site.example/some/page")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ref, link, abs := domain.IsImageRef(s), domain.IsLinkRef(s), domain.IsHTTPURL(s)
		if ref != link {
			t.Fatalf("IsImageRef(%q)=%v but IsLinkRef=%v", s, ref, link)
		}
		if abs && !ref {
			t.Fatalf("IsHTTPURL accepts %q but IsImageRef refuses it", s)
		}
		if !ref {
			return
		}
		checkAcceptedChars(t, s)
		u, err := url.Parse(s)
		if err != nil {
			t.Fatalf("accepted %q, url.Parse refuses it: %v", s, err)
		}
		if abs {
			checkAbsolute(t, s, u)
			return
		}
		if u.Scheme != "" || u.Host != "" || u.User != nil || !strings.HasPrefix(s, "/") {
			t.Fatalf("accepted %q as a site path, url.Parse sees scheme %q host %q", s, u.Scheme, u.Host)
		}
		got := site.ResolveReference(u)
		again, err := url.Parse(got.String())
		if got.Host != site.Host || got.Scheme != site.Scheme || err != nil || again.Host != site.Host {
			t.Fatalf("site path %q resolves off-site: %s", s, got)
		}
	})
}

// checkAcceptedChars fails when an accepted value holds a character the rule
// bans, judged by unicode.IsSpace and unicode.IsControl rather than the
// rule's own tables.
func checkAcceptedChars(t *testing.T, s string) {
	t.Helper()
	if !utf8.ValidString(s) {
		t.Fatalf("accepted invalid UTF-8 %q", s)
	}
	for _, c := range s {
		if c == '\\' || unicode.IsSpace(c) || unicode.IsControl(c) || unicode.Is(unicode.Cf, c) {
			t.Fatalf("accepted %q holding %U", s, c)
		}
	}
}

// checkAbsolute fails unless url.Parse finds an http(s) URL with a host, no
// userinfo, and the same host boundary as the rule: right after "://".
func checkAbsolute(t *testing.T, s string, u *url.URL) {
	t.Helper()
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" || u.Host == "" || u.User != nil || u.Opaque != "" {
		t.Fatalf("accepted %q, url.Parse sees scheme %q host %q user %v opaque %q", s, u.Scheme, u.Host, u.User, u.Opaque)
	}
	rest := s[len(u.Scheme)+len("://"):]
	if !strings.HasPrefix(rest, u.Host) || (len(rest) > len(u.Host) && !strings.ContainsRune("/?#", rune(rest[len(u.Host)]))) {
		t.Fatalf("accepted %q, url.Parse reads host %q", s, u.Host)
	}
}
