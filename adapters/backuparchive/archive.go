// Package backuparchive is the format of backups (domain.BackupArchive):
// a gzip'd tar holding a manifest with every entry's SHA-256 first, then
// one JSON document per table, then the uploaded files; and its reader,
// which bounds what it reads whatever the archive claims (issue 21).
package backuparchive

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"

	"github.com/portfolio-site/portfolio/domain"
)

// Format is the archive format this server writes and the newest it
// reads: the domain's, whose comment says what each one changed.
const Format = domain.BackupFormat

// appName is the manifest's app name: an archive of another program is
// refused rather than half understood.
const appName = "portfolio"

// The archive's layout: the manifest first, then one JSON document per
// table, then the uploaded files.
const (
	manifestName = "manifest.json"
	tablesDir    = "tables/"
	filesDir     = "files/"
)

// maxManifestBytes bounds what is read of the manifest before its
// checksums can be trusted.
const maxManifestBytes = 16 << 20

// Archive is the tar+gzip backup format.
type Archive struct{}

var _ domain.BackupArchive = Archive{}

// New returns the archive format.
func New() Archive { return Archive{} }

// Read implements domain.BackupArchive.
func (Archive) Read(ctx context.Context, r io.Reader, dir string, maxFileBytes int64, check domain.BackupFileCheck) (*domain.BackupContents, error) {
	return readBackup(ctx, r, dir, maxFileBytes, check)
}

// damaged is the EINVALID error of an archive that cannot be restored as
// it is: truncated, altered, incomplete or not a backup at all.
func damaged(format string, args ...any) error {
	return domain.Errorf(domain.EINVALID, domain.MsgBackupDamaged+": "+format, args...)
}

// newerFormat is the error of an archive a newer server wrote.
func newerFormat(format int) error {
	return domain.Errorf(domain.EINVALID, "This backup was made by a newer version (format %d); this server reads up to %d", format, Format)
}

// tableDocument is the JSON array of a table's rows, one row a line, so
// that an archive reads (and diffs) well.
func tableDocument(rows []json.RawMessage) []byte {
	if len(rows) == 0 {
		return []byte("[]\n")
	}
	var b bytes.Buffer
	b.WriteString("[\n")
	for i, r := range rows {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.Write(r)
	}
	b.WriteString("\n]\n")
	return b.Bytes()
}

func sha256Hex(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
