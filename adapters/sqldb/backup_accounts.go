package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

// The accounts of a backup (issue 43): the users, their two-factor sign-in
// and passkeys, and the pending invitations. They travel as the store keeps
// them, so nothing in an archive signs anyone in: passwords as their hashes,
// the authenticator secrets sealed with the server's key (which no archive
// holds), recovery codes as hashes, passkeys as their public keys, an
// invitation's token as its hash. Sessions, sign-in counters, ceremony
// challenges and the server's keys are never backed up.
//
// A restore never wipes them, as it does the content: it MERGES, by
// username, so the owner restoring stays signed in and stays owner.
//   - A user of the archive whose name exists now is left as it is now:
//     the present holds the newer password, 2FA and passkeys, and a
//     credential revoked since the backup must not come back. So no
//     signed-in person's credentials change, and no session is ended.
//   - A user of the archive whose name does not exist comes back with its
//     password hash, 2FA and passkeys, under its archived id when free
//     (else a new one, its sealed secret sealed again for it). Its role is
//     the archive's, except that an owner comes back as an editor while
//     the store has an owner: a file never makes anyone an owner of a site
//     that has one (the checksums of an archive are not a signature).
//   - A user that exists now but not in the archive is kept: removing
//     people is the Users tab's job, and a restore never locks anyone out.
//   - An invitation of the archive comes back unless already there (by its
//     token's hash); an expired one is harmless (it takes no sign-up) and
//     keeps the restored rows equal to the archive's, as verify checks.

// accountTableNames names the account tables of an archive, users first.
var accountTableNames = []string{"users", "user_two_factor", "passkeys", "invitations"}

// accountRows are the account tables of an archive, decoded.
type accountRows struct {
	users       []userRow
	twoFactor   []twoFactorRow
	passkeys    []passkeyRow
	invitations []invitationRow
}

// dumpAccounts reads the account tables; a pending two-factor setup is
// left out (it is half done, and its secret is of no use later).
func dumpAccounts(ctx context.Context, db *bun.DB, idb bun.IDB) ([]domain.BackupTable, error) {
	var out []domain.BackupTable
	for _, t := range []backupTable{rowTable[userRow]{}, rowTable[twoFactorRow]{}, rowTable[passkeyRow]{}, rowTable[invitationRow]{}} {
		rows, err := t.dump(ctx, db, idb)
		if err != nil {
			return nil, err
		}
		out = append(out, domain.BackupTable{Name: t.name(db), Rows: rows})
	}
	var tfs []twoFactorRow
	if err := decodeRows(db, out[1].Rows, &tfs); err != nil {
		return nil, err
	}
	for i := range tfs {
		if tfs[i].PendingSecret == "" {
			continue
		}
		tfs[i].PendingSecret = ""
		raw, err := json.Marshal(map[string]any{"user_id": tfs[i].UserID, "enabled": tfs[i].Enabled, "secret": tfs[i].Secret,
			"pending_secret": "", "last_step": tfs[i].LastStep, "recovery_hashes": tfs[i].RecoveryHashes})
		if err != nil {
			return nil, err
		}
		out[1].Rows[i] = raw
	}
	return out, nil
}

// decodeRows decodes and checks the rows of a table into *dst.
func decodeRows[R any](db *bun.DB, raw []json.RawMessage, dst *[]R) error {
	table := rowTable[R]{}.table(db)
	rows := make([]R, len(raw))
	for i, r := range raw {
		v := reflect.ValueOf(&rows[i]).Elem()
		if err := decodeRow(table, r, v); err != nil {
			return domain.Errorf(domain.EINVALID, "Row %d of table %s: %s", i+1, table.Name, err)
		}
		if err := checkRow(table, v); err != nil {
			return domain.Errorf(domain.EINVALID, "%s: row %d of table %s: %s", domain.MsgBackupRefused, i+1, table.Name, err)
		}
	}
	*dst = rows
	return nil
}

// decodeAccounts decodes the account tables of given (removing them from
// it), and checks that every user's name and role are ones the store
// would hold and that every row of another table names a user of the
// archive. An archive without accounts (before format 4) decodes to none.
func decodeAccounts(db *bun.DB, given map[string][]json.RawMessage) (*accountRows, error) {
	var a accountRows
	if err := decodeRows(db, given["users"], &a.users); err != nil {
		return nil, err
	}
	if err := decodeRows(db, given["user_two_factor"], &a.twoFactor); err != nil {
		return nil, err
	}
	if err := decodeRows(db, given["passkeys"], &a.passkeys); err != nil {
		return nil, err
	}
	if err := decodeRows(db, given["invitations"], &a.invitations); err != nil {
		return nil, err
	}
	for _, name := range accountTableNames {
		delete(given, name)
	}
	ids, names := map[int64]bool{}, map[string]bool{}
	for i, u := range a.users {
		if u.Username == "" || domain.NormalizeUsername(u.Username) != u.Username || names[u.Username] || ids[u.ID] {
			return nil, domain.Errorf(domain.EINVALID, "%s: row %d of table users: a username that is empty, untrimmed or twice", domain.MsgBackupRefused, i+1)
		}
		ids[u.ID], names[u.Username] = true, true
	}
	for _, tf := range a.twoFactor {
		if !ids[tf.UserID] {
			return nil, domain.Errorf(domain.EINVALID, "A row of table user_two_factor refers to a row the backup does not hold")
		}
	}
	for _, p := range a.passkeys {
		if !ids[p.UserID] {
			return nil, domain.Errorf(domain.EINVALID, "A row of table passkeys refers to a row the backup does not hold")
		}
	}
	return &a, nil
}

// mergeAccounts brings the accounts of a back into the store of tx as the
// comment at the top of this file says, and returns the usernames it added.
func (s *BackupStore) mergeAccounts(ctx context.Context, tx bun.Tx, a *accountRows) ([]string, error) {
	if a == nil || (len(a.users) == 0 && len(a.invitations) == 0) {
		return nil, nil
	}
	var present []userRow
	if err := tx.NewSelect().Model(&present).Column("id", "username", "role").Scan(ctx); err != nil {
		return nil, dbError("read the users", err)
	}
	byName, takenID, hasOwner := map[string]bool{}, map[int64]bool{}, false
	for _, u := range present {
		byName[u.Username], takenID[u.ID] = true, true
		hasOwner = hasOwner || domain.Role(u.Role).OrEditor() == domain.RoleOwner
	}
	newID := map[int64]int64{} // archived id → id in the store, of the users added
	var added []string
	for _, u := range a.users {
		if byName[u.Username] {
			continue
		}
		old := u.ID
		u.Role = string(domain.Role(u.Role).OrEditor())
		if hasOwner && u.Role == string(domain.RoleOwner) {
			u.Role = string(domain.RoleEditor)
		}
		q := tx.NewInsert().Model(&u)
		if takenID[old] {
			u.ID = 0
			q = q.ExcludeColumn("id").Returning("id")
		}
		if _, err := q.Exec(ctx); err != nil {
			return nil, dbError("restore user "+u.Username, err)
		}
		newID[old], takenID[u.ID] = u.ID, true
		added = append(added, u.Username)
	}
	for _, tf := range a.twoFactor {
		id, ok := newID[tf.UserID]
		if !ok {
			continue
		}
		tf.PendingSecret = ""
		if id != tf.UserID && tf.Secret != "" {
			secret, err := s.reseal(ctx, tf.UserID, id, tf.Secret)
			if err != nil {
				return nil, err
			}
			tf.Secret = secret
		}
		tf.UserID = id
		if _, err := tx.NewInsert().Model(&tf).Exec(ctx); err != nil {
			return nil, dbError("restore two-factor sign-in", err)
		}
	}
	for _, p := range a.passkeys {
		id, ok := newID[p.UserID]
		if !ok {
			continue
		}
		p.UserID, p.ID = id, 0
		// A key already registered (to a user kept as it is) stays theirs.
		if _, err := tx.NewInsert().Model(&p).ExcludeColumn("id").On("CONFLICT (credential_id) DO NOTHING").Exec(ctx); err != nil {
			return nil, dbError("restore a passkey", err)
		}
	}
	for _, inv := range a.invitations {
		inv.ID = 0
		if _, err := tx.NewInsert().Model(&inv).ExcludeColumn("id").On("CONFLICT (token_hash) DO NOTHING").Exec(ctx); err != nil {
			return nil, dbError("restore an invitation", err)
		}
	}
	if s.db.isPostgres() {
		for _, t := range []backupTable{rowTable[userRow]{}, rowTable[passkeyRow]{}, rowTable[invitationRow]{}} {
			if err := t.resetSequence(ctx, s.db.db, tx); err != nil {
				return nil, dbError("reset the id sequence of "+t.name(s.db.db), err)
			}
		}
	}
	return added, nil
}

// reseal seals again, for the user's new id, a two-factor secret sealed
// for its archived id (a sealed secret opens for its user's id only).
func (s *BackupStore) reseal(ctx context.Context, oldID, newID int64, sealed string) (string, error) {
	if s.sealer == nil {
		return "", fmt.Errorf("restore two-factor sign-in of user %d under id %d: no sealer", oldID, newID)
	}
	plain, err := s.sealer.Open(ctx, oldID, sealed)
	if err != nil {
		// Sealed with another server's key: it opens nowhere, here or
		// under the old id; kept as it is, the recovery codes still work.
		return sealed, nil
	}
	return s.sealer.Seal(ctx, newID, plain)
}
