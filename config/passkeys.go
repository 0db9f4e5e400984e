package config

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// PasskeyParty is where passkeys work: the relying-party ID they are made
// for and the origins a ceremony may come from. Unavailable, when set,
// says why this address cannot carry passkeys (the site then works with
// passwords only); the other members are then empty.
type PasskeyParty struct {
	RPID        string
	Origins     []string
	Unavailable string
}

// PasskeyParty derives the relying party from public_url and the auth
// passkey settings. It runs at start, once public_url is final, so a
// setting that cannot work stops the start with the reason, rather than
// every sign-in failing later:
//
//   - no auth.passkey_rp_id: the ID is public_url's host, the origin
//     public_url's. A loopback address (127.0.0.1, ::1) stands for
//     localhost, the only local name browsers let passkeys use; any other
//     IP address leaves passkeys unavailable.
//   - auth.passkey_rp_id set (a parent domain, to share passkeys with
//     www.example.com, say): public_url's host and every origin of
//     auth.passkey_origins must be that domain or under it.
func (c *Config) PasskeyParty() (PasskeyParty, error) {
	pub, err := url.Parse(c.PublicURL)
	if err != nil || pub.Host == "" || (pub.Scheme != "http" && pub.Scheme != "https") {
		return PasskeyParty{}, fmt.Errorf("public_url %q: want http(s)://host[:port]", c.PublicURL)
	}
	host := strings.ToLower(pub.Hostname())
	origin := pub.Scheme + "://" + strings.ToLower(pub.Host)
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		host = "localhost"
		origin = pub.Scheme + "://" + hostPort("localhost", pub.Port())
	}
	rpID := strings.ToLower(strings.TrimSpace(c.Auth.PasskeyRPID))
	if rpID == "" {
		if net.ParseIP(host) != nil {
			return PasskeyParty{Unavailable: fmt.Sprintf("public_url's host %s is an IP address; passkeys need a domain name", host)}, nil
		}
		rpID = host
	} else if net.ParseIP(rpID) != nil {
		return PasskeyParty{}, fmt.Errorf("auth.passkey_rp_id %q: an IP address cannot carry passkeys; use a domain name", rpID)
	}
	if !onDomain(host, rpID) {
		return PasskeyParty{}, fmt.Errorf("auth.passkey_rp_id %q does not cover public_url's host %q: passkeys made for it would not work on the site", rpID, host)
	}
	party := PasskeyParty{RPID: rpID, Origins: []string{origin}}
	for _, o := range strings.Split(c.Auth.PasskeyOrigins, ",") {
		if o = strings.TrimRight(strings.TrimSpace(o), "/"); o == "" {
			continue
		}
		u, err := url.Parse(o)
		if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") || u.Path != "" {
			return PasskeyParty{}, fmt.Errorf("auth.passkey_origins: %q is not an origin like https://www.example.com", o)
		}
		if !onDomain(strings.ToLower(u.Hostname()), rpID) {
			return PasskeyParty{}, fmt.Errorf("auth.passkey_origins: %q is not on the relying-party ID %q", o, rpID)
		}
		party.Origins = append(party.Origins, u.Scheme+"://"+strings.ToLower(u.Host))
	}
	return party, nil
}

// onDomain says whether host is domain or under it.
func onDomain(host, domain string) bool {
	return host == domain || strings.HasSuffix(host, "."+domain)
}

func hostPort(host, port string) string {
	if port == "" {
		return host
	}
	return net.JoinHostPort(host, port)
}
