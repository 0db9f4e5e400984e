// Package totp makes the codes of authenticator apps (RFC 6238) with
// github.com/pquerna/otp, kept out of app/ behind domain.OneTimeCodes:
// the library's QR-code dependency pulls image packages app must not need.
package totp

import (
	"fmt"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.OneTimeCodes = Codes{}

// Period is the RFC 6238 time step in seconds that every authenticator
// app assumes by default, the one the use cases count steps with.
const Period = domain.OneTimeCodeStep

// Codes is domain.OneTimeCodes with SHA1, six digits and a 30-second step,
// the settings every authenticator app understands.
type Codes struct{}

// NewCodes returns the TOTP code maker.
func NewCodes() Codes { return Codes{} }

// NewKey generates a fresh secret for account at issuer.
func (Codes) NewKey(issuer, account string) (secret, url string, err error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: account, Period: Period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return "", "", fmt.Errorf("totp: generate a key: %w", err)
	}
	return key.Secret(), key.URL(), nil
}

// Code is the code of secret for the step holding at.
func (Codes) Code(secret string, at time.Time) (string, error) {
	code, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: Period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return "", fmt.Errorf("totp: make a code: %w", err)
	}
	return code, nil
}
