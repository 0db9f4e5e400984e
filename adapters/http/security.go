package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strings"

	"go.uber.org/zap"
)

// msgCrossSite answers a write a browser marked as coming from another site.
const msgCrossSite = "Cross-site request refused"

// videoEmbedOrigin is the only origin the site frames: the player of
// toEmbedUrl in frontend/src/lib/video.ts (TestFrameSourceIsTheVideoEmbedHost
// reads that file, so the two cannot drift apart).
const videoEmbedOrigin = "https://www.youtube.com"

// cspDirectives is the Content-Security-Policy of every response except its
// script-src, which names the hashes of the served pages' inline scripts. What
// it omits (connect, font, media, manifest, worker) falls back to
// default-src 'self'. Styles may be inline because Chakra UI (emotion)
// injects <style> elements at run time; images may be any URL because the
// owner stores links to images hosted anywhere, and data:/blob: are the
// admin's previews before an upload.
const cspDirectives = "default-src 'self'; " +
	"style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https: http:; " +
	"font-src 'self' data:; " +
	"frame-src " + videoEmbedOrigin + "; " +
	"object-src 'none'; " +
	"base-uri 'none'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// Security header values of every response; like the other header slices
// they are shared by all requests and never mutated.
var (
	hdrDeny = []string{"DENY"}
	// hdrPermissions denies the powerful features the site never uses. It
	// leaves alone what the video player's iframe asks for (autoplay,
	// fullscreen, encrypted-media, picture-in-picture, accelerometer,
	// gyroscope, clipboard-write), which would otherwise be refused to it.
	hdrPermissions = []string{"camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), " +
		"midi=(), magnetometer=(), display-capture=(), browsing-topics=()"}
	hdrOpenerPolicy = []string{"same-origin"}
	// hdrHSTS is sent only when the site is served over HTTPS: two years,
	// subdomains included, and no preload (a commitment for the owner to
	// make, not the server).
	hdrHSTS = []string{"max-age=63072000; includeSubDomains"}
)

// csp holds the Content-Security-Policy header of a site, built once at
// start from its build so a rebuilt frontend never drifts from it.
type csp struct {
	plain []string
	// https adds upgrade-insecure-requests: an owner's http:// image link
	// then loads over https instead of being blocked as mixed content.
	https []string
}

// newCSP names the inline scripts of every page the build serves: the
// admin app's shell (index.html), the public pages' shell (site.html) and
// every prerendered page (pages/**/*.html), which hold the shell's
// scripts (the theme script, the speculation rules). Inline speculation
// rules are allowed by 'inline-speculation-rules' too: browsers that know
// the keyword need no hash for them, and rules are data, never code.
func newCSP(fsys fs.FS) (csp, error) {
	var pages [][]byte
	for _, name := range []string{"index.html", "site.html"} {
		b, err := fs.ReadFile(fsys, name)
		if err == nil {
			pages = append(pages, b)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return csp{}, err
		}
	}
	err := fs.WalkDir(fsys, "pages", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(name) != ".html" {
			return err
		}
		b, err := fs.ReadFile(fsys, name)
		pages = append(pages, b)
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return csp{}, err
	}
	return cspOf(pages...), nil
}

// cspOf is the policy allowing the inline scripts of pages.
func cspOf(pages ...[]byte) csp {
	var b strings.Builder
	b.WriteString("script-src 'self' 'inline-speculation-rules'")
	seen := map[string]bool{}
	for _, page := range pages {
		for _, h := range inlineScriptHashes(page) {
			if seen[h] {
				continue
			}
			seen[h] = true
			b.WriteString(" '")
			b.WriteString(h)
			b.WriteString("'")
		}
	}
	policy := cspDirectives + "; " + b.String()
	return csp{plain: []string{policy}, https: []string{policy + "; upgrade-insecure-requests"}}
}

var (
	scriptOpen  = regexp.MustCompile(`(?i)<script\b([^>]*)>`)
	scriptClose = regexp.MustCompile(`(?i)</script`)
	scriptSrc   = regexp.MustCompile(`(?i)\ssrc\s*=`)
	scriptType  = regexp.MustCompile(`(?i)\stype\s*=\s*["']?([^"'\s>]*)`)
)

// inlineScriptHashes returns the CSP source of every inline script of an
// HTML page that a browser runs ("sha256-…"), in page order without
// repeats. Data blocks (application/ld+json) are never run and need none.
func inlineScriptHashes(page []byte) []string {
	var out []string
	seen := map[string]bool{}
	for rest := page; ; {
		open := scriptOpen.FindSubmatchIndex(rest)
		if open == nil {
			return out
		}
		attrs := rest[open[2]:open[3]]
		rest = rest[open[1]:]
		end := scriptClose.FindIndex(rest)
		if end == nil {
			return out
		}
		body := rest[:end[0]]
		rest = rest[end[1]:]
		if scriptSrc.Match(attrs) || !executableScriptType(attrs) {
			continue
		}
		// The browser hashes the text after the parser has turned every
		// CR LF and lone CR into LF.
		body = bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n"))
		body = bytes.ReplaceAll(body, []byte("\r"), []byte("\n"))
		sum := sha256.Sum256(body)
		h := "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
}

// executableScriptType reports whether a script's type attribute makes it
// something script-src governs: none, a JavaScript MIME type, a module, an
// import map, or speculation rules.
func executableScriptType(attrs []byte) bool {
	m := scriptType.FindSubmatch(attrs)
	if m == nil {
		return true
	}
	switch strings.ToLower(string(m[1])) {
	case "", "text/javascript", "application/javascript", "module", "importmap", "speculationrules":
		return true
	}
	return false
}

// newCrossSiteGuard returns the check every state-changing request passes:
// a write a browser marks as cross-site (Sec-Fetch-Site, or an Origin that
// is neither the request's Host nor the public URL's origin) is answered
// 403 with a JSON message. Requests without either header come from
// programs, not browsers, and have no ambient credentials to abuse.
func newCrossSiteGuard(publicURL string, log *zap.Logger) *http.CrossOriginProtection {
	g := http.NewCrossOriginProtection()
	g.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeMessage(w, http.StatusForbidden, msgCrossSite)
	}))
	// Behind a proxy that does not pass the Host on, a same-site Origin
	// differs from the Host; the public URL's origin is then the one to
	// trust.
	if u, err := url.Parse(publicURL); err == nil && u.Scheme != "" && u.Host != "" {
		if err := g.AddTrustedOrigin(strings.ToLower(u.Scheme + "://" + u.Host)); err != nil {
			log.Warn("public URL is not a usable origin for cross-site checks", zap.String("public_url", publicURL), zap.Error(err))
		}
	}
	return g
}
