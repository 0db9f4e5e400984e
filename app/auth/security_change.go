package auth

import (
	"context"
	"errors"
	"log/slog"

	"github.com/portfolio-site/portfolio/domain"
)

// Security changes (issue 21): setting a password (in the admin or with
// `portfolio set-password`), turning two-factor sign-in on or off, and
// resetting it from the command line. Each is one transaction
// (commitSecurityChange) that
//
//   - advances the user's security generation (domain.User), which voids
//     every pending sign-in issued before: the generation is signed into
//     the pending token (pendingToken) and checked when it is redeemed;
//   - writes the change itself (the password hash, the two-factor state);
//   - ends the user's sessions but the one that made the change (all of
//     them for the command line's changes);
//   - records the activity entry.
//
// So a failure at any step leaves none of them: never a new password with
// the old, possibly stolen, sessions alive, never an entry for a change
// that rolled back. The activity of sign-in attempts stays outside
// transactions on purpose (activity.go): a refused attempt must stay
// recorded although the request fails.
//
// A sign-in in flight when a change commits cannot slip past it either:
// openSession opens a session only in a transaction that holds the user
// (FindForUpdate) and finds the generation its credentials were checked
// under. A change that starts meanwhile waits for that transaction and
// then ends the new session with the others; one that committed first has
// moved the generation on, and no session is opened. The generation is
// a counter rather than the password hash so that the two-factor changes,
// which leave the hash alone, void pending sign-ins too, and so that
// upgrading the hash of the same password (upgradeHash) voids nothing.

// errStaleSignIn is openSession's refusal: a security change of the user
// committed after the credentials were checked.
var errStaleSignIn = errors.New("auth: a security change came after the credentials were checked")

// securityChange is one change of a user's credentials, for
// commitSecurityChange.
type securityChange struct {
	// user is whose credentials change.
	user *domain.User
	// keep is the session that makes the change: it must still be alive
	// when the change commits, and it stays signed in. "" ends every
	// session of the user (the command line's changes).
	keep string
	// write stores the change itself; it runs with the transaction's
	// context, and its error, returned unchanged, rolls everything back.
	write func(ctx context.Context) error
	// action and title describe the change in the activity log; addr is
	// the client's address ("" from the command line).
	action, title, addr string
}

// commitSecurityChange runs c as one transaction (see above) and returns
// how many sessions it ended. The generation is advanced first: on
// PostgreSQL that locks the user's row, so concurrent changes of one user
// and sign-ins of that user (openSession) take their turns, and the check
// that keep is still alive sees what a change committed before this one.
//
// Errors: EUNAUTHORIZED when keep was ended before the change could
// commit (by another security change); write's errors; the store's.
func (s *Service) commitSecurityChange(ctx context.Context, c securityChange) (int, error) {
	ended := 0
	err := s.tx.InTx(ctx, func(ctx context.Context) error {
		if err := s.users.AdvanceSecurityGeneration(ctx, c.user.ID); err != nil {
			return err
		}
		if c.keep != "" {
			if _, err := s.sessions.Find(ctx, c.keep, s.clock.Now()); domain.ErrorCode(err) == domain.ENOTFOUND {
				return domain.Errorf(domain.EUNAUTHORIZED, MsgAuthRequired)
			} else if err != nil {
				return err
			}
		}
		if err := c.write(ctx); err != nil {
			return err
		}
		var err error
		if c.keep == "" {
			ended, err = s.sessions.DeleteByUser(ctx, c.user.ID)
		} else {
			ended, err = s.sessions.DeleteByUserExcept(ctx, c.user.ID, c.keep)
		}
		if err != nil {
			return err
		}
		return s.journal.Record(ctx, domain.ActivityEntry{
			Action: c.action, Kind: domain.ActivityUser, Actor: c.user.Username, Title: c.title, Address: c.addr,
		})
	})
	if err != nil {
		return 0, err
	}
	return ended, nil
}

// openSession stores a new session of u with a fresh random id, u being
// the user as the credentials were checked against. The user is read
// again, held, in the same transaction: errStaleSignIn when a security
// change committed since (or the user is gone).
func (s *Service) openSession(ctx context.Context, u *domain.User) (*domain.Session, error) {
	now := s.clock.Now()
	// Signing in is a confirmation of who one is (ConfirmedAt): the first
	// minutes of a session may change the passkeys without asking again.
	sess := domain.Session{ID: randomToken(32), UserID: u.ID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(s.cfg.Lifetime), ConfirmedAt: now}
	err := s.tx.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.users.FindForUpdate(ctx, u.ID)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			return errStaleSignIn
		} else if err != nil {
			return err
		}
		if cur.SecurityGeneration != u.SecurityGeneration {
			return errStaleSignIn
		}
		return s.sessions.Create(ctx, sess)
	})
	if err != nil {
		return nil, err
	}
	// The users list's "last signed in"; failing to note it never fails
	// the sign-in.
	if err := s.users.RecordSignIn(ctx, u.ID, now); err != nil {
		s.log.Warn("could not record the sign-in time", slog.String("username", u.Username), slog.Any("error", err))
	}
	return &sess, nil
}
