package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"github.com/portfolio-site/portfolio/app/internal/work"
	"github.com/portfolio-site/portfolio/domain"
)

// Passkeys (issue 27). A passkey sign-in is complete on its own: the
// authenticator holds a key made for this site only and verifies the
// person (user verification is required), so it is both factors and
// cannot be phished. Every ceremony has two steps; the first one's
// challenge is kept in the PasskeyChallengeStore, where the sessions are,
// so any instance can finish what another began, and it is taken by the
// first answer, right or wrong: single use. It expires after
// domain.PasskeyChallengeTTL.
//
// A failed passkey sign-in is charged to a counter of its own, per
// address ("passkey-addr:", device_cookies.go), and a passkey sign-in is
// never refused because of password failures (issue 37): a stranger's
// guesses at the owner's password lock the password of unknown browsers,
// never the passkey, which cannot be guessed. Adding or removing a passkey and turning "passkeys only" on
// or off are security changes (security_change.go) and need a fresh
// confirmation (passkey_changes.go).

// beginsPerMinute bounds the ceremonies one address may begin in a
// minute: each one is a row until it expires. A sign-in page starts one
// for the browser's autofill on every load, and again every few minutes.
const beginsPerMinute = 30

// PasskeyConfig is the Service's passkeys. With Repo or Challenges
// nil, or Ceremonies nil, passkeys are unavailable: every passkey call is
// EUNAVAILABLE with domain.MsgPasskeysUnavailable, and password sign-in
// works as before.
type PasskeyConfig struct {
	Repo       domain.PasskeyRepository
	Challenges domain.PasskeyChallengeStore
	Ceremonies domain.PasskeyCeremonies
}

// passkeys is the Service's passkey part.
type passkeys struct {
	repo       domain.PasskeyRepository
	challenges domain.PasskeyChallengeStore
	ceremonies domain.PasskeyCeremonies
	begins     *work.MinuteLimiter
}

func newPasskeys(cfg PasskeyConfig) passkeys {
	return passkeys{repo: cfg.Repo, challenges: cfg.Challenges, ceremonies: cfg.Ceremonies, begins: &work.MinuteLimiter{PerMinute: beginsPerMinute}}
}

// PasskeysAvailable says whether this site can use passkeys (its address
// is a domain name and the stores are configured).
func (s *Service) PasskeysAvailable() bool {
	return s.pk.repo != nil && s.pk.challenges != nil && s.pk.ceremonies != nil
}

// PasskeySignInOffered says whether the sign-in page offers passkeys:
// this address can carry them and at least one is registered. Until the
// owner adds one, the page shows the password form alone.
func (s *Service) PasskeySignInOffered(ctx context.Context) (bool, error) {
	if !s.PasskeysAvailable() {
		return false, nil
	}
	n, err := s.pk.repo.Count(ctx)
	return n > 0, err
}

func (s *Service) passkeysReady() error {
	if !s.PasskeysAvailable() {
		return domain.Errorf(domain.EUNAVAILABLE, domain.MsgPasskeysUnavailable)
	}
	return nil
}

// sessionHash is what a challenge keeps of the session that began it.
func sessionHash(sessionID string) string {
	sum := sha256.Sum256([]byte("session|" + sessionID))
	return hex.EncodeToString(sum[:])
}

// passkeyAccount is u as a ceremony sees it: its passkeys and its user
// handle, the one its passkeys were made for or, for a first passkey, one
// derived from the user's id with the sealer's key: random to anyone
// without the key, and the same at both steps of a registration.
func (s *Service) passkeyAccount(ctx context.Context, u *domain.User) (domain.PasskeyAccount, error) {
	keys, err := s.pk.repo.ListByUser(ctx, u.ID)
	if err != nil {
		return domain.PasskeyAccount{}, err
	}
	acct := domain.PasskeyAccount{Name: u.Username, DisplayName: u.Username, Passkeys: keys}
	if len(keys) > 0 {
		acct.Handle = keys[0].Handle
		return acct, nil
	}
	mac, err := s.tf.sealer.Sign(ctx, "passkey-user-handle|"+strconv.FormatInt(u.ID, 10))
	if err != nil {
		return domain.PasskeyAccount{}, err
	}
	sum := sha256.Sum256([]byte(mac))
	acct.Handle = sum[:]
	return acct, nil
}

// begin stores the challenge of a ceremony begun by addr.
func (s *Service) begin(ctx context.Context, addr string, begun *domain.PasskeyBegun, c domain.PasskeyChallenge) error {
	c.Challenge, c.State = begun.Challenge, begun.State
	c.ExpiresAt = s.clock.Now().Add(domain.PasskeyChallengeTTL)
	return s.pk.challenges.Put(ctx, c)
}

// limitBegins refuses addr's ceremony beyond beginsPerMinute.
func (s *Service) limitBegins(addr string) error {
	if !s.pk.begins.Allow(addr, s.clock.Now()) {
		return &domain.Error{Code: domain.ETHROTTLED, Message: domain.MsgTooManyAttempts, RetryAfter: time.Minute}
	}
	return nil
}

// BeginPasskeySignIn starts a sign-in that any passkey of the site may
// answer (the browser offers the passkeys it holds, in the username
// field's autofill or in a dialog).
//
// Errors: EUNAVAILABLE; ETHROTTLED.
func (s *Service) BeginPasskeySignIn(ctx context.Context, addr string) (*domain.PasskeyBegun, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, err
	}
	if err := s.limitBegins(addr); err != nil {
		return nil, err
	}
	begun, err := s.pk.ceremonies.BeginSignIn(nil)
	if err != nil {
		return nil, err
	}
	return begun, s.begin(ctx, addr, begun, domain.PasskeyChallenge{Kind: domain.CeremonySignIn})
}

// PasskeySignIn finishes a sign-in and opens a session. Whatever fails
// (an answer that does not parse, a challenge unknown, expired or used, a
// passkey unknown, another origin, a bad signature, a counter that went
// back) is one answer, domain.MsgPasskeyFailed, and one failed attempt for
// the throttle and the activity log.
//
// Errors: EUNAVAILABLE; EUNAUTHORIZED; ETHROTTLED.
func (s *Service) PasskeySignIn(ctx context.Context, response []byte, addr string) (*domain.Session, *domain.User, error) {
	if err := s.passkeysReady(); err != nil {
		return nil, nil, err
	}
	username := ""
	sess, u, err := s.passkeySignIn(ctx, response, addr, &username)
	if err != nil {
		s.failure(ctx, err, username, addr, "Passkey")
		if domain.ErrorCode(err) == domain.EUNAUTHORIZED {
			s.log.Warn("passkey sign-in refused", slog.String("username", username), slog.Any("error", err))
			return nil, nil, domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed)
		}
		return nil, nil, err
	}
	s.note(ctx, domain.ActionSignIn, u.Username, addr, "Passkey")
	return sess, u, nil
}

func (s *Service) passkeySignIn(ctx context.Context, response []byte, addr string, username *string) (*domain.Session, *domain.User, error) {
	failed := domain.Errorf(domain.EUNAUTHORIZED, domain.MsgPasskeyFailed)
	// The address's passkey counter is charged before anything is looked
	// at; the username's password counters are none of its business.
	keys := passkeyKey(addr)
	if err := s.admit(ctx, keys); err != nil {
		return nil, nil, err
	}
	if len(response) > domain.MaxPasskeyResponse {
		return nil, nil, failed
	}
	ans, err := s.pk.ceremonies.ReadSignIn(response)
	if err != nil {
		return nil, nil, err
	}
	ch, err := s.pk.challenges.Take(ctx, ans.Challenge, s.clock.Now())
	if domain.ErrorCode(err) == domain.ENOTFOUND || (err == nil && ch.Kind != domain.CeremonySignIn) {
		return nil, nil, errors.Join(errors.New("challenge unknown, expired, used or of another ceremony"), failed)
	} else if err != nil {
		return nil, nil, err
	}
	pk, err := s.pk.repo.FindByCredentialID(ctx, ans.CredentialID)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, nil, errors.Join(errors.New("passkey unknown"), failed)
	} else if err != nil {
		return nil, nil, err
	}
	u, err := s.users.Find(ctx, pk.UserID)
	if err != nil {
		return nil, nil, err
	}
	*username = u.Username
	if err := s.finishWith(ctx, u, pk, ch.State, response); err != nil {
		return nil, nil, err
	}
	if err := s.throttle.Reset(ctx, keys...); err != nil {
		s.log.Warn("could not reset the sign-in counters", slog.Any("error", err))
	}
	sess, err := s.openSession(ctx, u)
	if errors.Is(err, errStaleSignIn) {
		return nil, nil, failed
	} else if err != nil {
		return nil, nil, err
	}
	return sess, u, nil
}

// finishWith verifies an answer made with pk, a passkey of u, and records
// its use (the counter moves on, so the same answer cannot pass twice).
func (s *Service) finishWith(ctx context.Context, u *domain.User, pk *domain.Passkey, state, response []byte) error {
	acct, err := s.passkeyAccount(ctx, u)
	if err != nil {
		return err
	}
	record, err := s.pk.ceremonies.FinishSignIn(acct, state, response)
	if err != nil {
		return err
	}
	return s.pk.repo.Used(ctx, pk.ID, record, s.clock.Now())
}
