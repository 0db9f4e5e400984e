package app

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
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
	Name   string `json:"name"`
	Rows   int    `json:"rows"`
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

// readBackup reads the gzip'd tar of r into memory (tables) and dir
// (files), and checks it against its manifest: every entry listed, present
// and with its checksum, every table a JSON array of its row count. It
// refuses a newer format as soon as it reads the manifest.
func readBackup(r io.Reader, dir string) (*readArchive, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return nil, damaged("not a gzip file (%v)", err)
	}
	defer gz.Close()
	tr := tar.NewReader(gz)
	var manifest *BackupManifest
	docs := map[string][]byte{}
	files := map[string]BackupFileEntry{}
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
		switch name := hdr.Name; {
		case name == manifestName && manifest == nil:
			if manifest, err = readManifest(tr); err != nil {
				return nil, err
			}
		case strings.HasPrefix(name, tablesDir) && strings.HasSuffix(name, ".json"):
			table := strings.TrimSuffix(strings.TrimPrefix(name, tablesDir), ".json")
			if _, dup := docs[table]; dup {
				return nil, damaged("%s appears twice", name)
			}
			if docs[table], err = io.ReadAll(tr); err != nil {
				return nil, damaged("%s: %v", name, err)
			}
		case strings.HasPrefix(name, filesDir):
			f, err := spoolFile(tr, dir, strings.TrimPrefix(name, filesDir), files)
			if err != nil {
				return nil, err
			}
			files[f.Name] = f
		default:
			return nil, damaged("unexpected entry %s", name)
		}
	}
	if manifest == nil {
		return nil, damaged("no %s", manifestName)
	}
	tables, err := checkTables(manifest, docs)
	if err != nil {
		return nil, err
	}
	if err := checkFiles(manifest, files); err != nil {
		return nil, err
	}
	return &readArchive{manifest: *manifest, tables: tables, dir: dir}, nil
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

// spoolFile copies one file entry to dir, hashing it on the way.
func spoolFile(r io.Reader, dir, name string, seen map[string]BackupFileEntry) (BackupFileEntry, error) {
	if !domain.ValidBlobName(name) {
		return BackupFileEntry{}, damaged("invalid file name %q", name)
	}
	if _, dup := seen[name]; dup {
		return BackupFileEntry{}, damaged("file %s appears twice", name)
	}
	out, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return BackupFileEntry{}, fmt.Errorf("spool %s: %w", name, err)
	}
	defer out.Close()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), r)
	if err != nil {
		return BackupFileEntry{}, damaged("file %s: %v", name, err)
	}
	if err := out.Close(); err != nil {
		return BackupFileEntry{}, fmt.Errorf("spool %s: %w", name, err)
	}
	return BackupFileEntry{Name: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
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
