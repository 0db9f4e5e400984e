package tlsserve

import (
	"net"
	"net/http"
	"strings"
)

// PlainHandler is what plain HTTP answers: the ACME HTTP-01 challenges
// (from this instance's memory or, another instance's, the shared
// storage), and a 308 to the same path over HTTPS for everything else, so
// a form posted to http:// is posted again, not turned into a GET.
func (c *Certificates) PlainHandler() http.Handler {
	redirect := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A challenge nobody here or in the storage knows is answered
		// 404 where it was asked: never sent elsewhere.
		if strings.HasPrefix(r.URL.Path, challengePath) {
			http.NotFound(w, r)
			return
		}
		c.redirect(w, r)
	})
	if c.issuer != nil {
		return c.issuer.HTTPChallengeHandler(redirect)
	}
	return redirect
}

// challengePath is where the CA asks for HTTP-01 answers (RFC 8555 8.3).
const challengePath = "/.well-known/acme-challenge/"

// redirect answers 308 to the HTTPS address: the host asked for when the
// certificate covers it, else the public URL's; the public URL's port.
func (c *Certificates) redirect(w http.ResponseWriter, r *http.Request) {
	host := c.publicHost
	if h := requestHost(r.Host); h != "" && c.covers(h) {
		host = h
	}
	target := "https://" + host
	if c.publicPort != "" && c.publicPort != "443" {
		target = "https://" + net.JoinHostPort(host, c.publicPort)
	}
	// Only the path and query: the target's host is never the request's
	// unchecked.
	target += r.URL.RequestURI()
	w.Header().Set("Connection", "close")
	http.Redirect(w, r, target, http.StatusPermanentRedirect)
}

func requestHost(hostport string) string {
	h, _, err := net.SplitHostPort(hostport)
	if err != nil {
		h = hostport
	}
	return strings.ToLower(strings.Trim(h, "[]"))
}

// covers says whether h is one of the names served.
func (c *Certificates) covers(h string) bool {
	if h == c.publicHost {
		return true
	}
	for _, n := range c.opts.Hosts {
		if n == h {
			return true
		}
	}
	return false
}
