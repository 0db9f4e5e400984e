package domain

import (
	"context"
	"io"
	"time"
)

// BackupManifest describes a backup archive: its format, when and by what
// it was made, and every entry with its SHA-256, so that an import can
// tell a complete, intact archive before it writes anything.
type BackupManifest struct {
	Format  int                `json:"format"`
	App     string             `json:"app"`
	Created time.Time          `json:"created"`
	Tables  []BackupTableEntry `json:"tables"`
	Files   []BackupFileEntry  `json:"files"`
}

// BackupTableEntry is one table document of an archive.
type BackupTableEntry struct {
	Name string `json:"name"`
	Rows int    `json:"rows"`
	// Size is the document's length in bytes; archives before it was
	// written lack it (0), and are bounded by the reader's table limits
	// alone.
	Size   int64  `json:"size,omitempty"`
	SHA256 string `json:"sha256"`
}

// BackupFileEntry is one uploaded file of an archive.
type BackupFileEntry struct {
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// BackupSource is what an archive is written from: the rows of every
// table, and the uploaded files by name with the way to read each.
type BackupSource struct {
	// Created is when the backup is made, as the manifest says it.
	Created time.Time
	Tables  []BackupTable
	Files   []string
	// Open reads the file name; the archive calls it more than once per
	// file when it needs to (a checksum ahead of the content).
	Open func(ctx context.Context, name string) (io.ReadCloser, error)
}

// BackupContents is an archive read whole and checked against its
// manifest: its tables decoded, its files spooled into Dir under their
// names.
type BackupContents struct {
	Manifest BackupManifest
	Tables   []BackupTable
	Dir      string
}

// BackupFileCheck refuses a file of an archive the product would not have
// stored: the archive reader asks it about every file before spooling it.
type BackupFileCheck func(ctx context.Context, name string, data []byte) error

// BackupArchive is the format of backups: one file holding the manifest,
// every table and every uploaded file.
type BackupArchive interface {
	// Write writes src to w as one archive and returns its manifest. A
	// file whose content changes while it is written fails the export
	// rather than give an archive whose checksum is wrong.
	Write(ctx context.Context, w io.Writer, src BackupSource) (*BackupManifest, error)
	// Read reads the archive of r, spooling its files into dir, and checks
	// it against its manifest, within bounds on what it reads whatever the
	// archive claims (no file over maxFileBytes, each passed to check).
	// EINVALID for an archive that is damaged, not a backup, of a newer
	// format, or holds a file check refuses (check's error as it is);
	// nothing is returned of an archive refused.
	Read(ctx context.Context, r io.Reader, dir string, maxFileBytes int64, check BackupFileCheck) (*BackupContents, error)
}

// RefusedBackupFile is the EINVALID error of an archive's file the product
// would not have stored, why saying what is wrong with it.
func RefusedBackupFile(name, why string) error {
	return Errorf(EINVALID, "%s: file %s: %s", MsgBackupRefused, name, why)
}
