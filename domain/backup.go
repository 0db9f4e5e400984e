package domain

import (
	"context"
	"encoding/json"
)

// BackupTable is one table of a backup: its name and every row, each a JSON
// object keyed by column. Rows stay JSON here so that the domain does not
// need to know a storage's row types, and a dump can be written to an
// archive and read back without a detour through the entities (which would
// drop columns they do not carry, such as a message's outbox state).
type BackupTable struct {
	Name string
	Rows []json.RawMessage
}

// BackupStore dumps and restores the content tables of a store as a whole:
// the port behind export and import. The accounts (users, their two-factor
// sign-in and passkeys, pending invitations) travel too, in the form the
// store keeps them, so that no archive signs anyone in (hashes, secrets
// sealed with the server's key, public keys); a restore merges them by
// username, never removing or changing a user that exists. Sessions,
// sign-in counters and the server's keys are never part of it.
type BackupStore interface {
	// Tables names the tables a backup holds, parents before children.
	Tables() []string
	// Dump returns every row of every table of Tables, in that order,
	// read in one transaction so that the rows agree with each other.
	Dump(ctx context.Context) ([]BackupTable, error)
	// Count returns the number of rows in all the content tables
	// together (not the accounts); zero means the store has no content.
	Count(ctx context.Context) (int, error)
	// Check decodes every row of tables without writing anything: EINVALID
	// for an unknown table, an unknown column or a value of the wrong type.
	Check(tables []BackupTable) error
	// Upgrade rewrites, in place, the rows of an archive of an older
	// backup format (format, its manifest's) into what this version stores
	// and means, so that an old backup restores the site it was; the rows
	// of the current format are left as they are. EINVALID when a row
	// cannot be read.
	Upgrade(tables []BackupTable, format int) error
	// Restore writes tables in one transaction, keeping every id and
	// timestamp: all of them or nothing. Tables of Tables missing from
	// tables are left empty. With replace the existing rows of every
	// content table are deleted first; without, ECONFLICT when the store
	// has any. The accounts are merged, with or without replace: a user of
	// a name that exists is left as it is. It returns Check's errors before
	// touching anything.
	Restore(ctx context.Context, tables []BackupTable, replace bool) error
}

// BackupFormat is the backup format this version writes and the newest it
// reads: a change that an older version would misread bumps it.
//
//	1: the first.
//	2: gallery priorities order lowest first, as every list (issue 24);
//	   format 1 gallery priorities order highest first.
//	3: projects have slugs and there is a redirects table (issue 25);
//	   the projects of earlier formats get slugs made from their titles.
//	4: the accounts travel too (issue 43): users, user_two_factor,
//	   passkeys and invitations; earlier formats restore no account.
const BackupFormat = 4

// BackupFormatSlugs is the first format whose projects have slugs.
const BackupFormatSlugs = 3

// BackupFormatGalleryAscending is the first format whose gallery images
// are ordered lowest priority first.
const BackupFormatGalleryAscending = 2

// MsgBackupNotEmpty is the ECONFLICT message of an import into a store that
// already has content.
const MsgBackupNotEmpty = "The database or the uploads are not empty: import refuses to overwrite them (use --replace to replace everything)"

// MsgBackupRefused starts the EINVALID message of an import whose archive
// is intact but holds a row or a file a save or an upload would refuse;
// the rest of the message names the first one and what is wrong with it.
const MsgBackupRefused = "The backup holds content this site refuses"

// MsgBackupDamaged starts the EINVALID message of an import whose archive
// cannot be restored as it is: truncated, altered, incomplete or not a
// backup at all; the rest of the message says what is wrong.
const MsgBackupDamaged = "The backup is damaged or not a portfolio backup"
