package sqldb_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/password"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// accountsKey is the sealing key both sites of the test share, as a site
// moved to a new server with the same auth.totp_key.
var accountsKey = bytes.Repeat([]byte{7}, 32)

type accountSite struct {
	db      *sqldb.DB
	users   *sqldb.UserRepository
	sealer  *secrets.Sealer
	service *backup.Service
}

func newAccountSite(t *testing.T, db *sqldb.DB) accountSite {
	t.Helper()
	sealer, err := secrets.NewSealer(accountsKey, sqldb.NewSecretStore(db))
	require.NoError(t, err)
	s := newBackupSite(t, db)
	service, err := backup.NewService(sqldb.NewSealedBackupStore(db, sealer), s.blobs, backuparchive.New(), imaging.New(), backup.Limits{MaxFileBytes: 1 << 20})
	require.NoError(t, err)
	return accountSite{db: db, users: sqldb.NewUserRepository(db), sealer: sealer, service: service}
}

func (s accountSite) addUser(t *testing.T, name string, role domain.Role, hash string) *domain.User {
	t.Helper()
	u := &domain.User{Username: name, PasswordHash: hash, Role: role, Name: name + " N", Email: name + "@example.com", CreatedAt: time.Now()}
	require.NoError(t, s.users.Create(context.Background(), u))
	return u
}

// archiveText is a backup archive uncompressed: its tar, every entry in
// clear.
func archiveText(t *testing.T, archive []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(archive))
	require.NoError(t, err)
	all, err := io.ReadAll(zr)
	require.NoError(t, err)
	return all
}

// TestBackupCarriesAccountsAndMergesThem (issue 43): the archive holds the
// users, their two-factor sign-in, passkeys and pending invitations, but
// no password, authenticator secret or invitation token in clear; a
// restore merges them by username on SQLite and PostgreSQL: the restoring
// owner keeps their password and session and stays the one owner, the
// archive's owner comes back as an editor, an editor comes back with a
// two-factor secret that opens under its new id, users not in the archive
// stay; into a store without users, the archive's owner stays owner.
func TestBackupCarriesAccountsAndMergesThem(t *testing.T) {
	ctx := context.Background()
	hasher := password.NewHasherWith(password.Params{Memory: 8 * 1024, Time: 1, Threads: 1})
	const editorPassword, totpSecret, inviteToken = "editor's own password 42", "JBSWY3DPEHPK3PXPJBSWY3DP", "invitation-token-in-clear-0123456789"
	hash, err := hasher.Hash(editorPassword)
	require.NoError(t, err)

	src := newAccountSite(t, openSQLite(t, filepath.Join(t.TempDir(), "src.db")))
	src.addUser(t, "olivia", domain.RoleOwner, hash)
	eddie := src.addUser(t, "eddie", domain.RoleEditor, hash)
	sealed, err := src.sealer.Seal(ctx, eddie.ID, totpSecret)
	require.NoError(t, err)
	require.NoError(t, sqldb.NewTwoFactorRepository(src.db).Update(ctx, eddie.ID, func(tf *domain.TwoFactor) error {
		tf.Enabled, tf.Secret, tf.RecoveryHashes = true, sealed, []string{"aa11", "bb22"}
		return nil
	}))
	require.NoError(t, sqldb.NewPasskeyRepository(src.db).Create(ctx, &domain.Passkey{UserID: eddie.ID, CredentialID: []byte("cred-eddie"),
		Handle: []byte("handle-eddie"), Name: "Phone", Record: []byte(`{"publicKey":"x"}`), CreatedAt: time.Now()}))
	require.NoError(t, sqldb.NewInvitationStore(src.db).Create(ctx, &domain.Invitation{TokenHash: domain.ContactTokenHash(inviteToken),
		Email: "ivy@example.com", Name: "Ivy", Role: domain.RoleEditor, InvitedBy: "olivia", CreatedAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}))
	require.NoError(t, sqldb.NewSessionStore(src.db).Create(ctx, domain.Session{ID: "session-of-eddie-never-backed-up", UserID: eddie.ID,
		CreatedAt: time.Now(), LastSeenAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}))

	var archive bytes.Buffer
	m, err := src.service.Export(ctx, &archive)
	require.NoError(t, err)
	assert.Equal(t, domain.BackupFormat, m.Format)
	text := archiveText(t, archive.Bytes())
	for _, secret := range []string{editorPassword, totpSecret, inviteToken, "session-of-eddie-never-backed-up"} {
		assert.NotContains(t, string(text), secret, "nothing in the archive signs anyone in")
	}
	assert.Contains(t, string(text), "eddie@example.com", "the accounts are in the archive")

	for name, db := range map[string]func() *sqldb.DB{
		"SQLite":     func() *sqldb.DB { return openSQLite(t, filepath.Join(t.TempDir(), "dst.db")) },
		"PostgreSQL": func() *sqldb.DB { return openPostgres(t) },
	} {
		t.Run(name, func(t *testing.T) {
			dst := newAccountSite(t, db())
			bob := dst.addUser(t, "bob", domain.RoleOwner, "bob's hash")
			dst.addUser(t, "eddie", domain.RoleEditor, "the eddie of now")
			dst.addUser(t, "carol", domain.RoleEditor, "carol's hash")
			sessions := sqldb.NewSessionStore(dst.db)
			require.NoError(t, sessions.Create(ctx, domain.Session{ID: "bob-signed-in", UserID: bob.ID, CreatedAt: time.Now(), LastSeenAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}))

			_, err := dst.service.Import(ctx, bytes.NewReader(archive.Bytes()), true)
			require.NoError(t, err)
			_, err = dst.service.Import(ctx, bytes.NewReader(archive.Bytes()), true)
			require.NoError(t, err, "a second restore of the same archive changes nothing more")

			got, err := dst.users.FindByUsername(ctx, "bob")
			require.NoError(t, err)
			assert.Equal(t, domain.RoleOwner, got.Role)
			assert.Equal(t, "bob's hash", got.PasswordHash)
			_, err = sessions.Find(ctx, "bob-signed-in", time.Now())
			assert.NoError(t, err, "the owner restoring stays signed in")
			got, err = dst.users.FindByUsername(ctx, "eddie")
			require.NoError(t, err)
			assert.Equal(t, "the eddie of now", got.PasswordHash, "a user of that name now keeps their credentials")
			_, err = dst.users.FindByUsername(ctx, "carol")
			assert.NoError(t, err, "a user the archive lacks stays")
			olivia, err := dst.users.FindByUsername(ctx, "olivia")
			require.NoError(t, err)
			assert.Equal(t, domain.RoleEditor, olivia.Role, "the archive's owner comes back as an editor: the site has its owner")
			assert.Equal(t, hash, olivia.PasswordHash)
			list, err := dst.users.List(ctx)
			require.NoError(t, err)
			assert.Len(t, list, 4)
			invites, err := sqldb.NewInvitationStore(dst.db).List(ctx, time.Now())
			require.NoError(t, err)
			require.Len(t, invites, 1)
			assert.Equal(t, "Ivy", invites[0].Name)

			// An archive of an older format holds no accounts: its restore
			// leaves every user and invitation as they are.
			tables, err := sqldb.NewBackupStore(src.db).Dump(ctx)
			require.NoError(t, err)
			var content []domain.BackupTable
			for _, tb := range tables {
				if !slices.Contains([]string{"users", "user_two_factor", "passkeys", "invitations"}, tb.Name) {
					content = append(content, tb)
				}
			}
			require.Less(t, len(content), len(tables))
			require.NoError(t, sqldb.NewBackupStore(dst.db).Restore(ctx, content, true))
			again, err := dst.users.List(ctx)
			require.NoError(t, err)
			assert.Equal(t, list, again)
			_, err = sessions.Find(ctx, "bob-signed-in", time.Now())
			assert.NoError(t, err)
		})
	}

	t.Run("an editor whose id is taken", func(t *testing.T) {
		dst := newAccountSite(t, openSQLite(t, filepath.Join(t.TempDir(), "taken.db")))
		dst.addUser(t, "bob", domain.RoleOwner, "bob's hash")
		dst.addUser(t, "carol", domain.RoleEditor, "carol's hash") // takes eddie's id
		_, err := dst.service.Import(ctx, bytes.NewReader(archive.Bytes()), true)
		require.NoError(t, err)
		got, err := dst.users.FindByUsername(ctx, "eddie")
		require.NoError(t, err)
		assert.NotEqual(t, eddie.ID, got.ID)
		assert.Equal(t, hash, got.PasswordHash, "the editor comes back with their password")
		tf, err := sqldb.NewTwoFactorRepository(dst.db).Find(ctx, got.ID)
		require.NoError(t, err)
		assert.True(t, tf.Enabled)
		assert.Equal(t, []string{"aa11", "bb22"}, tf.RecoveryHashes)
		plain, err := dst.sealer.Open(ctx, got.ID, tf.Secret)
		require.NoError(t, err, "the secret is sealed again for the new id")
		assert.Equal(t, totpSecret, plain)
		keys, err := sqldb.NewPasskeyRepository(dst.db).ListByUser(ctx, got.ID)
		require.NoError(t, err)
		require.Len(t, keys, 1)
		assert.Equal(t, []byte("cred-eddie"), keys[0].CredentialID)
	})

	t.Run("into a store without users", func(t *testing.T) {
		dst := newAccountSite(t, openSQLite(t, filepath.Join(t.TempDir(), "empty.db")))
		_, err := dst.service.Import(ctx, bytes.NewReader(archive.Bytes()), false)
		require.NoError(t, err)
		olivia, err := dst.users.FindByUsername(ctx, "olivia")
		require.NoError(t, err)
		assert.Equal(t, domain.RoleOwner, olivia.Role)
		got, err := dst.users.FindByUsername(ctx, "eddie")
		require.NoError(t, err)
		assert.Equal(t, eddie.ID, got.ID)
		tf, err := sqldb.NewTwoFactorRepository(dst.db).Find(ctx, got.ID)
		require.NoError(t, err)
		assert.Equal(t, sealed, tf.Secret, "kept sealed as it was")
	})
}
