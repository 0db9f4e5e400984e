package pages

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"io/fs"
	"path"
	"regexp"
	"strings"
)

// The inline scripts the pages serve: the Content-Security-Policy of the
// HTTP adapter names each by its hash, so a rebuilt frontend never drifts
// from the policy.

// VideoEmbedOrigin is the only origin the pages frame: the player of every
// video link the site plays in its own dialog (videoEmbedURL). The HTTP
// adapter's frame-src names it, so the two are one fact.
const VideoEmbedOrigin = "https://www.youtube.com"

// buildScriptHashes names the inline scripts of every page the build
// serves: the admin app's shell (index.html), the public pages' shell
// (site.html) and every prerendered page (pages/**/*.html), which hold the
// shell's scripts (the theme script, the speculation rules); each hash
// once, in the order met.
func buildScriptHashes(fsys fs.FS) ([]string, error) {
	var pages [][]byte
	for _, name := range []string{"index.html", "site.html"} {
		b, err := fs.ReadFile(fsys, name)
		if err == nil {
			pages = append(pages, b)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
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
		return nil, err
	}
	out := []string{}
	seen := map[string]bool{}
	for _, page := range pages {
		for _, h := range inlineScriptHashes(page) {
			if !seen[h] {
				seen[h] = true
				out = append(out, h)
			}
		}
	}
	return out, nil
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
