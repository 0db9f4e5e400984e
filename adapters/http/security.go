package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/pages"
)

// msgCrossSite answers a write a browser marked as coming from another site.
const msgCrossSite = "Cross-site request refused"

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
	"frame-src " + pages.VideoEmbedOrigin + "; " +
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
)

// DefaultHSTSMaxAge is the HSTS max-age unless Config says otherwise: two
// years.
const DefaultHSTSMaxAge = 2 * 365 * 24 * time.Hour

// hstsHeader is the Strict-Transport-Security value, sent only when the
// site is served over HTTPS: maxAge, subdomains included, and no preload
// (a commitment for the owner to make, not the server).
func hstsHeader(maxAge time.Duration) []string {
	return []string{"max-age=" + strconv.FormatInt(int64(maxAge/time.Second), 10) + "; includeSubDomains"}
}

// csp holds the Content-Security-Policy header of a site, built once at
// start from its build so a rebuilt frontend never drifts from it.
type csp struct {
	plain []string
	// https adds upgrade-insecure-requests: an owner's http:// image link
	// then loads over https instead of being blocked as mixed content.
	https []string
}

// newCSP is the policy allowing the inline scripts the pages serve (the
// admin app's shell, the public pages' shell and every prerendered page:
// the theme script, the speculation rules). Inline speculation rules are
// allowed by 'inline-speculation-rules' too: browsers that know the
// keyword need no hash for them, and rules are data, never code.
func newCSP(scriptHashes []string) csp {
	var b strings.Builder
	b.WriteString("script-src 'self' 'inline-speculation-rules'")
	for _, h := range scriptHashes {
		b.WriteString(" '")
		b.WriteString(h)
		b.WriteString("'")
	}
	policy := cspDirectives + "; " + b.String()
	return csp{plain: []string{policy}, https: []string{policy + "; upgrade-insecure-requests"}}
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
