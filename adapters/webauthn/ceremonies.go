// Package webauthn runs the passkey (WebAuthn) ceremonies of
// domain.PasskeyCeremonies with github.com/go-webauthn/webauthn, kept out
// of app/ behind the port: the library's CBOR, COSE and attestation code is
// an adapter's business, and its records and states cross the port as
// opaque JSON.
package webauthn

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/go-webauthn/webauthn/protocol"
	gowebauthn "github.com/go-webauthn/webauthn/webauthn"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.PasskeyCeremonies = (*Ceremonies)(nil)

// Config is the relying party the ceremonies run for.
type Config struct {
	// RPID is the relying-party ID: the site's domain name ("example.com",
	// or "localhost" in development), never an IP address. Passkeys are
	// bound to it, so changing it orphans every passkey registered.
	RPID string
	// RPName is the site's name that authenticators show beside the
	// account; empty means RPID.
	RPName string
	// Origins are the origins ("https://example.com") whose answers are
	// accepted; each must be on RPID (RPID itself or a subdomain of it),
	// as a browser would refuse any other anyway.
	Origins []string
}

// Ceremonies is domain.PasskeyCeremonies for one relying party. It keeps
// no state between calls: what a ceremony needs between its two steps is
// the State it returns, kept by the caller.
type Ceremonies struct {
	wa *gowebauthn.WebAuthn
}

// New checks cfg and returns the ceremonies of that relying party. It
// refuses what could never complete a ceremony (an IP address as RP ID, no
// origins, an origin off the RP ID), so a misconfiguration shows at start
// rather than as every passkey failing.
func New(cfg Config) (*Ceremonies, error) {
	rpID := strings.ToLower(strings.TrimSpace(cfg.RPID))
	if err := protocol.ValidateRPID(rpID); err != nil {
		return nil, fmt.Errorf("passkeys: relying-party ID %q is not a domain name: %w", cfg.RPID, err)
	}
	if len(cfg.Origins) == 0 {
		return nil, errors.New("passkeys: no origin is configured for the relying-party ID " + rpID)
	}
	origins := make([]string, 0, len(cfg.Origins))
	for _, o := range cfg.Origins {
		origin, err := checkOrigin(o, rpID)
		if err != nil {
			return nil, err
		}
		origins = append(origins, origin)
	}
	name := cfg.RPName
	if name == "" {
		name = rpID
	}
	wa, err := gowebauthn.New(&gowebauthn.Config{
		RPID:          rpID,
		RPDisplayName: name,
		RPOrigins:     origins,
		// Attestation "none": the site trusts whichever authenticator its
		// administrator chose, and asking for more makes browsers prompt.
		AttestationPreference: protocol.PreferNoAttestation,
		AuthenticatorSelection: protocol.AuthenticatorSelection{
			// Discoverable, so a sign-in needs no username, and verified
			// (PIN, biometrics), so the passkey is a whole sign-in.
			ResidentKey:        protocol.ResidentKeyRequirementRequired,
			RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification:   protocol.VerificationRequired,
		},
		// An extension output nobody asked for (a password manager adds
		// some) is ignored rather than failing the owner's sign-in: the
		// site reads no extension but credProps.
		ExtensionsUnsolicitedOutputPolicy: protocol.UnsolicitedOutputPolicyIgnore,
		Timeouts: gowebauthn.TimeoutsConfig{
			Login:        gowebauthn.TimeoutConfig{Enforce: true, Timeout: domain.PasskeyChallengeTTL, TimeoutUVD: domain.PasskeyChallengeTTL},
			Registration: gowebauthn.TimeoutConfig{Enforce: true, Timeout: domain.PasskeyChallengeTTL, TimeoutUVD: domain.PasskeyChallengeTTL},
		},
	})
	if err != nil {
		return nil, fmt.Errorf("passkeys: %w", err)
	}
	return &Ceremonies{wa: wa}, nil
}

// checkOrigin returns origin as scheme://host[:port] when it is an http(s)
// origin on rpID; plain http only for localhost, the one host a browser
// lets use passkeys without TLS.
func checkOrigin(origin, rpID string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(origin))
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return "", fmt.Errorf("passkeys: origin %q is not an http(s) origin", origin)
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("passkeys: origin %q has more than a scheme, host and port", origin)
	}
	host := strings.ToLower(u.Hostname())
	if host != rpID && !strings.HasSuffix(host, "."+rpID) {
		return "", fmt.Errorf("passkeys: origin %s is not on the relying-party ID %s", origin, rpID)
	}
	if u.Scheme == "http" && host != "localhost" && !strings.HasSuffix(host, ".localhost") {
		return "", fmt.Errorf("passkeys: origin %s must be https (browsers allow passkeys over http on localhost only)", origin)
	}
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host), nil
}

// invalid is a registration that failed: the domain's one answer, with the
// cause in the chain for the log.
func invalid(cause error) error {
	return fmt.Errorf("passkey registration: %s: %w", describe(cause), domain.Errorf(domain.EINVALID, domain.MsgPasskeyInvalid))
}

// failed is a sign-in or confirmation that failed: the domain's one
// answer, whatever the cause, which goes to the log only.
func failed(cause error) error {
	return fmt.Errorf("passkey sign-in: %s: %w", describe(cause), domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed))
}

// describe is err's message with the library's debugging detail, which its
// Error() leaves out and which says why a verification failed ("RP Hash
// mismatch…", "Error validating origin…").
func describe(err error) string {
	msg := err.Error()
	var perr *protocol.Error
	if errors.As(err, &perr) && perr.DevInfo != "" && !strings.Contains(msg, perr.DevInfo) {
		msg += " (" + perr.DevInfo + ")"
	}
	return msg
}
