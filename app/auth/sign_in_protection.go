package auth

import (
	"context"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// SignInRecent is how far back the Account tab's sign-in protection
// counts refused attempts.
const SignInRecent = 24 * time.Hour

// maxProtectionEntries bounds the activity entries the figures are read
// from: sign-in entries are bounded already (activity.go), so this is
// a backstop, not a sample.
const maxProtectionEntries = 5000

// SignInProtection is what the owner's Account tab shows of the sign-in
// throttle (issue 37): whether the name is locked for browsers that never
// signed in, how many attempts were refused lately and from how many
// addresses, and whether the browser asking carries a device token, with
// which it is not affected.
type SignInProtection struct {
	// LockedUntil is when the username's lock for new browsers ends; nil
	// when it is not locked.
	LockedUntil *time.Time `json:"lockedUntil"`
	// Since is the start of the counts below (now minus SignInRecent).
	Since time.Time `json:"since"`
	// RefusedAttempts counts the sign-in attempts refused since Since:
	// wrong passwords, codes or passkeys, and attempts the throttle
	// refused (each tally entry counts its Count).
	RefusedAttempts int `json:"refusedAttempts"`
	// RefusedAddresses counts the distinct addresses the activity log
	// kept of those attempts (a tally keeps the first address of its
	// window, so this is a lower bound).
	RefusedAddresses int `json:"refusedAddresses"`
	// TrustedBrowser says the browser asking carries a valid device token
	// of the user: its password attempts are charged to it alone.
	TrustedBrowser bool `json:"trustedBrowser"`
}

// SignInProtection returns the sign-in protection of the session's user;
// device is the asking browser's device token, or "".
//
// Errors: EUNAUTHORIZED.
func (s *Service) SignInProtection(ctx context.Context, sessionID, device string) (SignInProtection, error) {
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return SignInProtection{}, err
	}
	now := s.clock.Now()
	out := SignInProtection{Since: now.Add(-SignInRecent), TrustedBrowser: s.trustedDevice(ctx, device, u.Username)}
	a, err := s.throttle.Find(ctx, throttleKeys(u.Username, "")[0])
	if err != nil {
		return SignInProtection{}, err
	}
	if now.Before(a.LockedUntil) {
		out.LockedUntil = &a.LockedUntil
	}
	addrs := map[string]bool{}
	// The owner counts every refused sign-in, whatever name it tried; an
	// editor only those of their own name: another account's are not
	// theirs to read (issue 43).
	actor := ""
	if u.Role != domain.RoleOwner {
		actor = u.Username
	}
	for _, action := range []string{domain.ActionSignInThrottled, domain.ActionSignInFailed} {
		err := s.journal.Recent(ctx, domain.ActivityFilter{Kind: domain.ActivityUser, Action: action, Actor: actor}, out.Since, maxProtectionEntries,
			func(e domain.ActivityEntry) {
				out.RefusedAttempts += max(e.Count, 1)
				if e.Address != "" {
					addrs[e.Address] = true
				}
			})
		if err != nil {
			return SignInProtection{}, err
		}
	}
	out.RefusedAddresses = len(addrs)
	return out, nil
}
