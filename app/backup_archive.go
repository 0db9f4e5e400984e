package app

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// BackupFormat is the archive format this server writes and the newest it
// reads. A change that an older server would misread bumps it.
const BackupFormat = 1

// backupApp is the manifest's app name: an archive of another program is
// refused rather than half understood.
const backupApp = "portfolio"

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

// BackupManifest describes an archive: its format, when and by what it was
// made, and every entry with its SHA-256, so that an import can tell a
// complete, intact archive before it writes anything.
type BackupManifest struct {
	Format  int                `json:"format"`
	App     string             `json:"app"`
	Created time.Time          `json:"created"`
	Tables  []BackupTableEntry `json:"tables"`
	Files   []BackupFileEntry  `json:"files"`
}

// BackupTableEntry is one table document of the archive.
type BackupTableEntry struct {
	Name string `json:"name"`
	Rows int    `json:"rows"`
	// Size is the document's length in bytes; archives before it was
	// written lack it (0), and are bounded by maxTableBytes alone.
	Size   int64  `json:"size,omitempty"`
	SHA256 string `json:"sha256"`
}

// BackupFileEntry is one uploaded file of the archive.
type BackupFileEntry struct {
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// damaged is the EINVALID error of an archive that cannot be restored as
// it is: truncated, altered, incomplete or not a backup at all.
func damaged(format string, args ...any) error {
	return domain.Errorf(domain.EINVALID, "The backup is damaged or not a portfolio backup: "+format, args...)
}

// newerFormat is the error of an archive a newer server wrote.
func newerFormat(format int) error {
	return domain.Errorf(domain.EINVALID, "This backup was made by a newer version (format %d); this server reads up to %d", format, BackupFormat)
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

// readArchive is an archive read whole and checked: the manifest, the
// tables decoded, the files spooled into dir under their names.
type readArchive struct {
	manifest BackupManifest
	tables   []domain.BackupTable
	dir      string
}

// Bounds on what an import reads (issue 21). An archive is a gzip stream,
// so a megabyte of it can claim gigabytes; nothing is read before its
// size is known to fit. Tables are read into memory, so each and all
// together are capped; a file must be the size the manifest gives it and
// within the upload limit, and is read into memory only to be checked
// as an upload (checkImportedFile) before it is spooled. Memory stays
// within the tables' cap and one file, temporary disk within the files
// the archive really holds, whatever its headers claim.
const (
	// maxTableBytes is the largest table document read.
	maxTableBytes = 64 << 20
	// maxTablesBytes is the most read of all the table documents together.
	maxTablesBytes = 128 << 20
)

// archiveReader reads one archive against its manifest.
type archiveReader struct {
	ctx context.Context
	// dir is where files are spooled.
	dir string
	// maxFileBytes is the largest file accepted: the upload limit.
	maxFileBytes int64
	// check refuses a file the product would not have stored.
	check func(ctx context.Context, name string, data []byte) error

	manifest   *BackupManifest
	tables     map[string]BackupTableEntry
	files      map[string]BackupFileEntry
	docs       map[string][]byte
	spooled    map[string]BackupFileEntry
	tableBytes int64
}

// readBackup reads the gzip'd tar of r into memory (tables) and dir
// (files), and checks it against its manifest: the manifest first, every
// entry listed in it, within the bounds above before it is read, present
// and with its checksum, every table a JSON array of its row count, every
// file an image the upload route would take. It refuses a newer format as
// soon as it reads the manifest.
func readBackup(ctx context.Context, r io.Reader, dir string, maxFileBytes int64, check func(ctx context.Context, name string, data []byte) error) (*readArchive, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return nil, damaged("not a gzip file (%v)", err)
	}
	defer gz.Close()
	a := &archiveReader{ctx: ctx, dir: dir, maxFileBytes: maxFileBytes, check: check,
		docs: map[string][]byte{}, spooled: map[string]BackupFileEntry{}}
	tr := tar.NewReader(gz)
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, damaged("%v", err)
		}
		if hdr.Typeflag == tar.TypeDir {
			continue
		} else if hdr.Typeflag != tar.TypeReg {
			return nil, damaged("%s is not a regular file", hdr.Name)
		}
		if err := a.entry(hdr, tr); err != nil {
			return nil, err
		}
	}
	if a.manifest == nil {
		return nil, damaged("no %s", manifestName)
	}
	tables, err := checkTables(a.manifest, a.docs)
	if err != nil {
		return nil, err
	}
	if err := checkFiles(a.manifest, a.spooled); err != nil {
		return nil, err
	}
	return &readArchive{manifest: *a.manifest, tables: tables, dir: dir}, nil
}

// entry reads one member of the archive.
func (a *archiveReader) entry(hdr *tar.Header, r io.Reader) error {
	name := hdr.Name
	if a.manifest == nil {
		if name != manifestName {
			// Export writes the manifest first; without it nothing
			// else can be bounded before it is read.
			return damaged("%s must come first, not %s", manifestName, name)
		}
		m, err := readManifest(r)
		if err != nil {
			return err
		}
		return a.useManifest(m)
	}
	switch {
	case strings.HasPrefix(name, tablesDir) && strings.HasSuffix(name, ".json"):
		return a.table(strings.TrimSuffix(strings.TrimPrefix(name, tablesDir), ".json"), hdr.Size, r)
	case strings.HasPrefix(name, filesDir):
		return a.file(strings.TrimPrefix(name, filesDir), hdr.Size, r)
	case name == manifestName:
		return damaged("%s appears twice", manifestName)
	}
	return damaged("unexpected entry %s", name)
}

// useManifest indexes the manifest's entries.
func (a *archiveReader) useManifest(m *BackupManifest) error {
	a.manifest = m
	a.tables = make(map[string]BackupTableEntry, len(m.Tables))
	for _, t := range m.Tables {
		if _, dup := a.tables[t.Name]; dup {
			return damaged("table %s is listed twice", t.Name)
		}
		a.tables[t.Name] = t
	}
	a.files = make(map[string]BackupFileEntry, len(m.Files))
	for _, f := range m.Files {
		if _, dup := a.files[f.Name]; dup {
			return damaged("file %s is listed twice", f.Name)
		}
		a.files[f.Name] = f
	}
	return nil
}

// table reads a table document of size bytes, once it is known to be
// listed and within the bounds.
func (a *archiveReader) table(name string, size int64, r io.Reader) error {
	t, listed := a.tables[name]
	switch {
	case !listed:
		return damaged("table %s is not in the manifest", name)
	case a.docs[name] != nil:
		return damaged("table %s appears twice", name)
	case t.Size > 0 && size != t.Size:
		return damaged("table %s is %d bytes, its manifest says %d", name, size, t.Size)
	case size > maxTableBytes:
		return damaged("table %s is %d bytes; an import reads at most %d", name, size, maxTableBytes)
	case a.tableBytes+size > maxTablesBytes:
		return damaged("the tables are over %d bytes together", maxTablesBytes)
	}
	a.tableBytes += size
	doc := make([]byte, size)
	if _, err := io.ReadFull(r, doc); err != nil {
		return damaged("table %s: %v", name, err)
	}
	a.docs[name] = doc
	return nil
}

// file reads a file of size bytes, once it is known to be listed with
// that size and within the upload limit, checks it as an upload and
// spools it to a.dir.
func (a *archiveReader) file(name string, size int64, r io.Reader) error {
	if !domain.ValidBlobName(name) {
		return damaged("invalid file name %q", name)
	}
	f, listed := a.files[name]
	switch {
	case !listed:
		return damaged("file %s is not in the manifest", name)
	case a.spooled[name] != (BackupFileEntry{}):
		return damaged("file %s appears twice", name)
	case size != f.Size:
		return damaged("file %s is %d bytes, its manifest says %d", name, size, f.Size)
	case size > a.maxFileBytes:
		return refusedFile(name, fmt.Sprintf("%d bytes, over the upload limit of %d bytes", size, a.maxFileBytes))
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(r, data); err != nil {
		return damaged("file %s: %v", name, err)
	}
	got := BackupFileEntry{Name: name, Size: size, SHA256: sha256Hex(data)}
	if got != f {
		return damaged("file %s does not match its checksum", name)
	}
	if err := a.check(a.ctx, name, data); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(a.dir, name), data, 0o600); err != nil {
		return fmt.Errorf("spool %s: %w", name, err)
	}
	a.spooled[name] = got
	return nil
}

func readManifest(r io.Reader) (*BackupManifest, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxManifestBytes+1))
	if err != nil {
		return nil, damaged("%s: %v", manifestName, err)
	}
	if len(data) > maxManifestBytes {
		return nil, damaged("%s is too large", manifestName)
	}
	// The format is read on its own first: a newer format may change the
	// rest of the manifest, and must still be told as newer, not damaged.
	var head struct {
		Format int    `json:"format"`
		App    string `json:"app"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, damaged("%s: %v", manifestName, err)
	}
	if head.App != backupApp || head.Format < 1 {
		return nil, damaged("%s is not a portfolio backup's", manifestName)
	}
	if head.Format > BackupFormat {
		return nil, newerFormat(head.Format)
	}
	var m BackupManifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, damaged("%s: %v", manifestName, err)
	}
	return &m, nil
}

// checkTables matches the table documents with the manifest and decodes
// them into rows.
func checkTables(m *BackupManifest, docs map[string][]byte) ([]domain.BackupTable, error) {
	tables := make([]domain.BackupTable, 0, len(m.Tables))
	listed := map[string]bool{}
	for _, t := range m.Tables {
		if listed[t.Name] {
			return nil, damaged("table %s is listed twice", t.Name)
		}
		listed[t.Name] = true
		doc, ok := docs[t.Name]
		if !ok {
			return nil, damaged("table %s is missing", t.Name)
		}
		if sha256Hex(doc) != t.SHA256 {
			return nil, damaged("table %s does not match its checksum", t.Name)
		}
		var rows []json.RawMessage
		if err := json.Unmarshal(doc, &rows); err != nil {
			return nil, damaged("table %s: %v", t.Name, err)
		}
		if len(rows) != t.Rows {
			return nil, damaged("table %s has %d rows, its manifest says %d", t.Name, len(rows), t.Rows)
		}
		tables = append(tables, domain.BackupTable{Name: t.Name, Rows: rows})
	}
	for name := range docs {
		if !listed[name] {
			return nil, damaged("table %s is not in the manifest", name)
		}
	}
	return tables, nil
}

// checkFiles matches the spooled files with the manifest.
func checkFiles(m *BackupManifest, files map[string]BackupFileEntry) error {
	listed := map[string]bool{}
	for _, f := range m.Files {
		got, ok := files[f.Name]
		if !ok || listed[f.Name] {
			return damaged("file %s is missing", f.Name)
		}
		listed[f.Name] = true
		if got.Size != f.Size || got.SHA256 != f.SHA256 {
			return damaged("file %s does not match its checksum", f.Name)
		}
	}
	for name := range files {
		if !listed[name] {
			return damaged("file %s is not in the manifest", name)
		}
	}
	return nil
}
