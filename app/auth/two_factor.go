package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// totpPeriod is the RFC 6238 time step; codes of the step before and after
// the current one are accepted too, for clocks that drift.
const totpPeriod = domain.OneTimeCodeStep

// TwoFactorConfig is the Service's two-factor sign-in: where each
// user's state is kept and what seals the secrets in it.
type TwoFactorConfig struct {
	// Repo stores each user's two-factor state.
	Repo domain.TwoFactorRepository
	// Sealer seals the TOTP secrets before they reach Repo and signs the
	// pending sign-ins (two_factor_login.go).
	Sealer domain.SecretSealer
	// Codes makes the TOTP keys and codes; the step window and the
	// replay check stay here (matchTOTP).
	Codes domain.OneTimeCodes
	// Issuer is the name authenticator apps show beside the account;
	// empty is "Portfolio".
	Issuer string
	// Passkeys are the other way to prove who one is (passkeys.go); the
	// zero value leaves them unavailable.
	Passkeys PasskeyConfig
}

// twoFactor is the Service's two-factor part.
type twoFactor struct {
	repo   domain.TwoFactorRepository
	sealer domain.SecretSealer
	codes  domain.OneTimeCodes
	issuer string
}

// newTwoFactor checks cfg; the repository, the sealer and the code maker
// are required.
func newTwoFactor(cfg TwoFactorConfig) (twoFactor, error) {
	if cfg.Repo == nil || cfg.Sealer == nil || cfg.Codes == nil {
		return twoFactor{}, errors.New("auth: two-factor sign-in needs a repository, a sealer and a code maker")
	}
	issuer := cfg.Issuer
	if issuer == "" {
		issuer = "Portfolio"
	}
	return twoFactor{repo: cfg.Repo, sealer: cfg.Sealer, codes: cfg.Codes, issuer: issuer}, nil
}

// TwoFactorSetup is a started enrolment: what the authenticator app needs.
type TwoFactorSetup struct {
	// Secret is the base32 secret, for typing in by hand.
	Secret string
	// URL is the otpauth:// URL, which the adapter shows as a QR code.
	URL string
}

// errWrongCode aborts a repository update when a code does not match.
var errWrongCode = errors.New("wrong code")

// errTOTPRefused is checkCode's refusal of an authenticator-app code
// where only a recovery code will do.
var errTOTPRefused = errors.New("authenticator code where a recovery code is needed")

// TwoFactorEnabled says whether sign-in asks userID for a code.
func (s *Service) TwoFactorEnabled(ctx context.Context, userID int64) (bool, error) {
	tf, err := s.tf.repo.Find(ctx, userID)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return false, nil
	} else if err != nil {
		return false, err
	}
	return tf.Enabled, nil
}

// SetupTwoFactor starts an enrolment for the signed-in administrator: a
// fresh secret is kept (sealed) as pending until EnableTwoFactor confirms
// it with a code. Starting again replaces the pending secret.
//
// Errors: EUNAUTHORIZED; ECONFLICT when two-factor sign-in is already on.
func (s *Service) SetupTwoFactor(ctx context.Context, sessionID string) (*TwoFactorSetup, error) {
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	t := s.tf
	secret, url, err := t.codes.NewKey(t.issuer, u.Username)
	if err != nil {
		return nil, err
	}
	sealed, err := t.sealer.Seal(ctx, u.ID, secret)
	if err != nil {
		return nil, err
	}
	if err := t.repo.Update(ctx, u.ID, func(tf *domain.TwoFactor) error {
		if tf.Enabled {
			return domain.Errorf(domain.ECONFLICT, domain.MsgTwoFactorAlreadyOn)
		}
		tf.PendingSecret = sealed
		return nil
	}); err != nil {
		return nil, err
	}
	return &TwoFactorSetup{Secret: secret, URL: url}, nil
}

// EnableTwoFactor confirms the pending enrolment with a code of the app
// and returns the recovery codes, the only time they are shown: only
// their hashes are kept. It is a security change (security_change.go):
// the state is stored, every other session of the user ended and the
// change recorded in one transaction.
//
// Errors: EUNAUTHORIZED; EINVALID with fields.code for a wrong code;
// ECONFLICT when no enrolment is pending or it is already on.
func (s *Service) EnableTwoFactor(ctx context.Context, sessionID, code string) ([]string, error) {
	if err := domain.CheckText("code", code, false); err != nil {
		return nil, err
	}
	u, err := s.Authenticate(ctx, sessionID)
	if err != nil {
		return nil, err
	}
	t := s.tf
	codes, hashes := newRecoveryCodes()
	now := s.clock.Now()
	// The key is loaded before the transaction: loading may write the
	// generated key, which must not roll back with a failed change.
	if err := t.sealer.Ready(ctx); err != nil {
		return nil, err
	}
	n, err := s.commitSecurityChange(ctx, securityChange{
		user: u, keep: sessionID,
		write: func(ctx context.Context) error {
			return t.repo.Update(ctx, u.ID, func(tf *domain.TwoFactor) error {
				if tf.Enabled {
					return domain.Errorf(domain.ECONFLICT, domain.MsgTwoFactorAlreadyOn)
				}
				if tf.PendingSecret == "" {
					return domain.Errorf(domain.ECONFLICT, domain.MsgTwoFactorNotPending)
				}
				secret, err := t.sealer.Open(ctx, u.ID, tf.PendingSecret)
				if err != nil {
					return err
				}
				step, ok := t.matchTOTP(secret, normalizeCode(code), now, 0)
				if !ok {
					return errWrongCode
				}
				*tf = domain.TwoFactor{UserID: u.ID, Enabled: true, Secret: tf.PendingSecret, LastStep: step, RecoveryHashes: hashes}
				return nil
			})
		},
		action: domain.ActionTwoFactorEnable, title: "Two-factor sign-in", addr: journal.ActorFrom(ctx).Address,
	})
	if errors.Is(err, errWrongCode) {
		return nil, invalidCode()
	} else if err != nil {
		return nil, err
	}
	s.log.Info("two-factor sign-in turned on; other sessions ended", slog.String("username", u.Username), slog.Int("sessions", n))
	return codes, nil
}

// checkCode accepts a TOTP code of a step later than the last one used
// (recording its step) or an unused recovery code (using it up), in one
// repository update; errWrongCode otherwise. With recoveryOnly (a
// password sign-in of an administrator with passkeys only) a TOTP code is
// errTOTPRefused: only a recovery code opens that door. Without
// passwordOK (a pending sign-in whose password was wrong) every code is
// errWrongCode after the same work, and none is used up.
func (s *Service) checkCode(ctx context.Context, userID int64, code string, recoveryOnly, passwordOK bool) error {
	code = normalizeCode(code)
	now := s.clock.Now()
	// The key is loaded before the update's transaction: loading may write
	// the generated key, which must not wait on the transaction's own lock
	// nor roll back with it. Inside a security change it is loaded already.
	if err := s.tf.sealer.Ready(ctx); err != nil {
		return err
	}
	return s.tf.repo.Update(ctx, userID, func(tf *domain.TwoFactor) error {
		if !tf.Enabled {
			return errWrongCode
		}
		if isTOTPCode(code) && recoveryOnly {
			return errTOTPRefused
		}
		if isTOTPCode(code) {
			secret, err := s.tf.sealer.Open(ctx, userID, tf.Secret)
			if err != nil {
				return err
			}
			step, ok := s.tf.matchTOTP(secret, code, now, tf.LastStep)
			if !ok || !passwordOK {
				return errWrongCode
			}
			tf.LastStep = step
			return nil
		}
		h := hashRecoveryCode(code)
		i := slices.IndexFunc(tf.RecoveryHashes, func(s string) bool { return subtle.ConstantTimeCompare([]byte(s), []byte(h)) == 1 })
		if i < 0 || code == "" {
			return errWrongCode
		}
		if !passwordOK {
			// The same work as a right password, and no code used up.
			return errWrongCode
		}
		tf.RecoveryHashes = slices.Delete(slices.Clone(tf.RecoveryHashes), i, i+1)
		s.log.Info("recovery code used", slog.Int64("user_id", userID), slog.Int("left", len(tf.RecoveryHashes)))
		return nil
	})
}

// matchTOTP returns the step of the code among the current step and its
// neighbours, only steps after lastStep counting.
func (t twoFactor) matchTOTP(secret, code string, now time.Time, lastStep int64) (int64, bool) {
	if !isTOTPCode(code) {
		return 0, false
	}
	cur := now.Unix() / totpPeriod
	for _, step := range []int64{cur - 1, cur, cur + 1} {
		if step <= lastStep {
			continue
		}
		want, err := t.codes.Code(secret, time.Unix(step*totpPeriod, 0))
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step, true
		}
	}
	return 0, false
}

func isTOTPCode(code string) bool {
	if len(code) != 6 {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// normalizeCode drops spaces and dashes and lowercases, so a code can be
// typed as shown or as one word; anything over 64 characters is no code.
func normalizeCode(code string) string {
	if len(code) > 64 {
		return ""
	}
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "\t", "").Replace(code))
}

// newRecoveryCodes returns RecoveryCodeCount codes of 80 random bits, shown
// as four groups of four, and their hashes. The codes are random enough
// that a plain SHA-256 is as good as a slow password hash.
func newRecoveryCodes() (codes, hashes []string) {
	enc := base32.StdEncoding.WithPadding(base32.NoPadding)
	for range domain.RecoveryCodeCount {
		b := make([]byte, 10)
		if _, err := rand.Read(b); err != nil {
			panic("crypto/rand failed: " + err.Error())
		}
		c := strings.ToLower(enc.EncodeToString(b))
		codes = append(codes, c[0:4]+"-"+c[4:8]+"-"+c[8:12]+"-"+c[12:16])
		hashes = append(hashes, hashRecoveryCode(c))
	}
	return codes, hashes
}

func hashRecoveryCode(normalized string) string {
	sum := sha256.Sum256([]byte("recovery:" + normalized))
	return hex.EncodeToString(sum[:])
}

func invalidCode() error {
	return &domain.Error{Code: domain.EINVALID, Message: domain.MsgInvalidCode, Fields: map[string]string{"code": domain.MsgInvalidCode}}
}
