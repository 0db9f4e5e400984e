package backuparchive

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// Bounds on what an import reads (issue 21). An archive is a gzip stream,
// so a megabyte of it can claim gigabytes; nothing is read before its
// size is known to fit. Tables are read into memory, so each and all
// together are capped; a file must be the size the manifest gives it and
// within the upload limit, and is read into memory only to be checked
// by the caller's check (an upload's) before it is spooled. Memory stays
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
	check domain.BackupFileCheck

	manifest   *domain.BackupManifest
	tables     map[string]domain.BackupTableEntry
	files      map[string]domain.BackupFileEntry
	docs       map[string][]byte
	spooled    map[string]domain.BackupFileEntry
	tableBytes int64
}

// readBackup reads the gzip'd tar of r into memory (tables) and dir
// (files), and checks it against its manifest: the manifest first, every
// entry listed in it, within the bounds above before it is read, present
// and with its checksum, every table a JSON array of its row count, every
// file an image the upload route would take. It refuses a newer format as
// soon as it reads the manifest.
func readBackup(ctx context.Context, r io.Reader, dir string, maxFileBytes int64, check domain.BackupFileCheck) (*domain.BackupContents, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return nil, damaged("not a gzip file (%v)", err)
	}
	defer gz.Close()
	a := &archiveReader{ctx: ctx, dir: dir, maxFileBytes: maxFileBytes, check: check,
		docs: map[string][]byte{}, spooled: map[string]domain.BackupFileEntry{}}
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
	return &domain.BackupContents{Manifest: *a.manifest, Tables: tables, Dir: dir}, nil
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
func (a *archiveReader) useManifest(m *domain.BackupManifest) error {
	a.manifest = m
	a.tables = make(map[string]domain.BackupTableEntry, len(m.Tables))
	for _, t := range m.Tables {
		if _, dup := a.tables[t.Name]; dup {
			return damaged("table %s is listed twice", t.Name)
		}
		a.tables[t.Name] = t
	}
	a.files = make(map[string]domain.BackupFileEntry, len(m.Files))
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
	case a.spooled[name] != (domain.BackupFileEntry{}):
		return damaged("file %s appears twice", name)
	case size != f.Size:
		return damaged("file %s is %d bytes, its manifest says %d", name, size, f.Size)
	case size > a.maxFileBytes:
		return domain.RefusedBackupFile(name, fmt.Sprintf("%d bytes, over the upload limit of %d bytes", size, a.maxFileBytes))
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(r, data); err != nil {
		return damaged("file %s: %v", name, err)
	}
	got := domain.BackupFileEntry{Name: name, Size: size, SHA256: sha256Hex(data)}
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

// readManifest reads and decodes the manifest, telling a newer format
// from damage.
func readManifest(r io.Reader) (*domain.BackupManifest, error) {
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
	if head.App != appName || head.Format < 1 {
		return nil, damaged("%s is not a portfolio backup's", manifestName)
	}
	if head.Format > Format {
		return nil, newerFormat(head.Format)
	}
	var m domain.BackupManifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, damaged("%s: %v", manifestName, err)
	}
	return &m, nil
}

// checkTables matches the table documents with the manifest and decodes
// them into rows.
func checkTables(m *domain.BackupManifest, docs map[string][]byte) ([]domain.BackupTable, error) {
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
func checkFiles(m *domain.BackupManifest, files map[string]domain.BackupFileEntry) error {
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
