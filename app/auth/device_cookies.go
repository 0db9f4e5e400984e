package auth

import (
	"context"
	"crypto/subtle"
	"encoding/base64"
	"log/slog"
	"strconv"
	"strings"
	"time"
)

// Device cookies (issue 37; OWASP, "Slow Down Online Guessing Attacks
// with Device Cookies"). A browser that signed in is given a token naming
// the username and a random nonce, signed with the sealer's key (Sign: a
// key of its own, derived from the master key), so every instance checks
// it without a row of its own. A password attempt for that username that
// carries a valid token is charged to "device:<nonce>" alone, never to the
// username's or the address's counters, and their locks do not refuse it:
// a stranger's guesses, however many, cannot lock the owner's own browser
// out. Too many failures with one token lock that token only. Without a
// valid token (none, forged, for another username) an attempt is charged
// per address and per username as before.
//
// The token is no credential: it buys a password budget, not a session,
// so a stolen one gets a thief MaxFailures guesses and nothing else.

// DeviceTokenTTL is how long a device token lasts after the sign-in that
// gave it; each sign-in gives a fresh one.
const DeviceTokenTTL = 365 * 24 * time.Hour

// deviceMessage is what a device token's signature covers: the expiry is
// signed too, so a token copied out of a browser stops buying a budget
// when the cookie would have ended, whatever the copy's own lifetime.
func deviceMessage(username, nonce, expires string) string {
	return "device-cookie|" + username + "|" + nonce + "|" + expires
}

// NewDeviceToken returns a device token for username, who has just signed
// in: base64url(username) "." nonce "." expiry (Unix seconds) "."
// signature. It is good for DeviceTokenTTL.
func (s *Service) NewDeviceToken(ctx context.Context, username string) (string, error) {
	nonce := randomToken(18)
	expires := strconv.FormatInt(s.clock.Now().Add(DeviceTokenTTL).Unix(), 10)
	mac, err := s.tf.sealer.Sign(ctx, deviceMessage(username, nonce, expires))
	if err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString([]byte(username)) + "." + nonce + "." + expires + "." + mac, nil
}

// maxDeviceToken bounds a token worth checking (a username is at most a
// few dozen characters).
const maxDeviceToken = 400

// deviceNonce returns the nonce of token when the sealer signed it for
// username and has not expired; ok is false for no token, a forged one,
// an expired one, or another user's.
func (s *Service) deviceNonce(ctx context.Context, token, username string) (nonce string, ok bool) {
	parts := strings.Split(token, ".")
	if token == "" || len(token) > maxDeviceToken || len(parts) != 4 || parts[1] == "" {
		return "", false
	}
	name, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil || string(name) != username {
		return "", false
	}
	expires, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || !s.clock.Now().Before(time.Unix(expires, 0)) {
		return "", false
	}
	want, err := s.tf.sealer.Sign(ctx, deviceMessage(username, parts[1], parts[2]))
	if err != nil {
		s.log.Warn("could not check a device token", slog.Any("error", err))
		return "", false
	}
	if subtle.ConstantTimeCompare([]byte(parts[3]), []byte(want)) != 1 {
		return "", false
	}
	return parts[1], true
}

// attemptKeys are the counters a password attempt for username is
// charged to: its device's alone when it carries a valid device token for
// that username, the address's and the username's otherwise.
func (s *Service) attemptKeys(ctx context.Context, username, addr, device string) []string {
	if nonce, ok := s.deviceNonce(ctx, device, username); ok {
		return []string{deviceKey(nonce)}
	}
	return throttleKeys(username, addr)
}

// deviceKey is the throttle counter of a device token's nonce.
func deviceKey(nonce string) string { return "device:" + nonce }

// passkeyKey is the throttle counter of failed passkey assertions from
// addr: a counter of its own, so password guesses never refuse a passkey
// and failed assertions never lock the password.
func passkeyKey(addr string) []string {
	keys := throttleKeys("", addr)
	out := make([]string, 0, 1)
	for _, k := range keys[:len(keys)-1] {
		out = append(out, "passkey-"+k)
	}
	return out
}

// trustedDevice says whether token is a valid device token of username.
func (s *Service) trustedDevice(ctx context.Context, token, username string) bool {
	_, ok := s.deviceNonce(ctx, token, username)
	return ok
}
