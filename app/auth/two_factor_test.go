package auth_test

import (
	"context"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

func TestTwoFactorPendingSignInExpires(t *testing.T) {
	ctx := context.Background()
	f := newAuth(t)
	s := f.auth
	require.NoError(t, s.SetPassword(ctx, "owner", ownerPassword))
	login := auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: ownerPassword}, ClientAddr: testAddr}
	sess, _, err := s.Login(ctx, login)
	require.NoError(t, err)
	setup, err := s.SetupTwoFactor(ctx, sess.ID)
	require.NoError(t, err)
	code, _ := totp.GenerateCode(setup.Secret, f.clock.now)
	_, err = s.EnableTwoFactor(ctx, sess.ID, code)
	require.NoError(t, err)

	_, _, err = s.Login(ctx, login)
	assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "Login alone cannot pass two-factor sign-in")
	res, err := s.SignIn(ctx, login)
	require.NoError(t, err)
	require.NotNil(t, res.Pending)
	assert.Nil(t, res.Session)
	f.clock.now = f.clock.now.Add(auth.PendingLoginTTL + time.Second)
	next, _ := totp.GenerateCode(setup.Secret, f.clock.now)
	_, _, err = s.CompleteSignIn(ctx, auth.SecondStep{Token: res.Pending.Token, Code: next, ClientAddr: testAddr})
	assert.Equal(t, domain.MsgTwoFactorExpired, domain.ErrorMessage(err))

	// A password change voids a pending sign-in.
	res, err = s.SignIn(ctx, login)
	require.NoError(t, err)
	require.NoError(t, s.SetPassword(ctx, "owner", "another password 2"))
	_, _, err = s.CompleteSignIn(ctx, auth.SecondStep{Token: res.Pending.Token, Code: next, ClientAddr: testAddr})
	assert.Equal(t, domain.MsgTwoFactorExpired, domain.ErrorMessage(err))
}
