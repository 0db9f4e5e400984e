package integration_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// The tests of this file commit a security change (the command line's
// set-password) right after a request read the user, before it acted: what
// the request checked against is stale, and it must not outlive the change.

const cliPassword = "set from the command line"

// setPasswordFromCLI is the racing change.
func setPasswordFromCLI(t *testing.T, f *securityFixture) func() {
	return func() { require.NoError(t, f.auth.SetPassword(context.Background(), "owner", cliPassword)) }
}

func TestSignInRacingASecurityChangeOpensNoSession(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		f.users.afterNextRead(setPasswordFromCLI(t, f))
		res, err := f.signIn(ownerPassword)
		assert.Nil(t, res.Session, "the password was checked against the hash the change replaced")
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
		_, err = f.signIn(cliPassword)
		assert.NoError(t, err, "the new password signs in")
	})
}

func TestSecondStepRacingASecurityChangeOpensNoSession(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		secret := f.enrol(t, f.session(t))
		pending := f.pending(t)
		code := f.code(t, secret)
		f.users.afterNextRead(setPasswordFromCLI(t, f))
		assertVoided(t, f, pending, code)
	})
}

func TestPasswordChangeFromASessionEndedMeanwhileIsRefused(t *testing.T) {
	forEachBackend(t, func(t *testing.T, f *securityFixture) {
		mine := f.session(t)
		f.users.afterNextRead(setPasswordFromCLI(t, f))
		err := f.auth.ChangePassword(context.Background(), auth.PasswordChangeRequest{
			PasswordChange: domain.PasswordChange{Current: ownerPassword, New: newOwnerPassword}, SessionID: mine, ClientAddr: testAddr,
		})
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the session was ended by the change that came first")
		_, err = f.signIn(cliPassword)
		assert.NoError(t, err, "the command line's password stands")
		_, err = f.signIn(newOwnerPassword)
		assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err))
		assert.Len(t, f.entries(t, domain.ActionPasswordChange), 1, "only the command line's change is recorded")
	})
}
