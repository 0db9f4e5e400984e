package domain

import (
	"context"
	"io"
	"time"
)

// BackupRun is one scheduled or requested backup as the owner sees it:
// the archive's name, when it started, whether it completed, its size
// and, for a failure, why.
type BackupRun struct {
	Name  string    `json:"name"`
	At    time.Time `json:"at"`
	OK    bool      `json:"ok"`
	Bytes int64     `json:"bytes"`
	Error string    `json:"error"`
}

// BackupVerification is the result of restoring an archive into a scratch
// database and folder and comparing it with its manifest.
type BackupVerification struct {
	At     time.Time `json:"at"`
	Name   string    `json:"name"`
	OK     bool      `json:"ok"`
	Detail string    `json:"detail"`
}

// BackupObject is an archive stored at a backup target.
type BackupObject struct {
	Name    string
	Size    int64
	ModTime time.Time
}

// BackupTarget is where scheduled backups are kept: a folder or a bucket's
// prefix. Names are bare file names (no slash).
type BackupTarget interface {
	// String describes the target without any secret, for the owner.
	String() string
	// Create starts writing the archive name. Nothing named name exists
	// until Commit returns nil: a folder writes under a temporary name and
	// renames, a bucket stores the object whole or not at all. Abort
	// throws away what was written; after Commit it does nothing.
	Create(ctx context.Context, name string) (BackupWriter, error)
	// List returns the archives of the target, complete ones only, in no
	// particular order.
	List(ctx context.Context) ([]BackupObject, error)
	// Open reads the archive name (ENOTFOUND when there is none).
	Open(ctx context.Context, name string) (io.ReadCloser, error)
	// Delete removes the archive name.
	Delete(ctx context.Context, name string) error
}

// BackupWriter is an archive being written to a target.
type BackupWriter interface {
	io.Writer
	// Commit makes the archive complete under its name.
	Commit() error
	// Abort removes whatever was written.
	Abort()
}

// BackupCipher encrypts archives for their recipients and decrypts them
// with an identity: the scheduled backups' encryption (backup.age_recipients).
type BackupCipher interface {
	// Encrypt returns the writer that encrypts into w; its Close finishes
	// the encrypted stream (not w).
	Encrypt(w io.Writer) (io.WriteCloser, error)
	// Decrypt returns the clear stream of r; EINVALID when r is not
	// encrypted for one of the identities.
	Decrypt(r io.Reader) (io.Reader, error)
}

// BackupLedger records the scheduled backups and their verifications in
// the database that every instance shares, and is the lease by which only
// one of them runs each scheduled backup.
type BackupLedger interface {
	// Claim records a run of kind ("backup" or "verify") named name that
	// starts at at, for the scheduled slot (an interval's number; 0 for a
	// run asked for by hand, which always gets its record). It returns
	// false when another instance already claimed slot: that run is
	// theirs.
	Claim(ctx context.Context, kind string, slot int64, name string, at time.Time) (bool, error)
	// Finish records the outcome of the run of kind named name.
	Finish(ctx context.Context, kind, name string, ok bool, bytes int64, detail string) error
	// Runs returns the newest limit backups, newest first; a run still
	// going is not ok and has no error.
	Runs(ctx context.Context, limit int) ([]BackupRun, error)
	// LastVerification returns the newest finished verification, or nil.
	LastVerification(ctx context.Context) (*BackupVerification, error)
}

// BackupAlerter tells the owner that a scheduled backup failed.
type BackupAlerter interface {
	// BackupFailed sends the owner the failure of run.
	BackupFailed(ctx context.Context, run BackupRun) error
}

// BackupAlertsOff is the BackupAlerter of a site that sends no e-mail.
type BackupAlertsOff struct{}

// BackupFailed sends nothing.
func (BackupAlertsOff) BackupFailed(context.Context, BackupRun) error { return nil }

// Kinds of BackupLedger records.
const (
	BackupKindRun    = "backup"
	BackupKindVerify = "verify"
)
