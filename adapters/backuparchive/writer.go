package backuparchive

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"

	"github.com/portfolio-site/portfolio/domain"
)

// Write implements domain.BackupArchive. The files are read twice, to put
// their checksums in the manifest ahead of them; an upload's content never
// changes once stored (its name is new each time), and one that did
// meanwhile fails the export rather than give an archive whose checksum is
// wrong.
func (Archive) Write(ctx context.Context, w io.Writer, src domain.BackupSource) (*domain.BackupManifest, error) {
	m := &domain.BackupManifest{Format: Format, App: appName, Created: src.Created}
	docs := make([][]byte, len(src.Tables))
	for i, t := range src.Tables {
		docs[i] = tableDocument(t.Rows)
		m.Tables = append(m.Tables, domain.BackupTableEntry{Name: t.Name, Rows: len(t.Rows), Size: int64(len(docs[i])), SHA256: sha256Hex(docs[i])})
	}
	for _, name := range src.Files {
		f, err := hashFile(ctx, src, name, io.Discard)
		if err != nil {
			return nil, err
		}
		m.Files = append(m.Files, f)
	}
	manifest, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("export: encode manifest: %w", err)
	}
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	put := func(name string, size int64) error {
		return tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: size, ModTime: m.Created, Typeflag: tar.TypeReg})
	}
	if err := put(manifestName, int64(len(manifest))); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	if _, err := tw.Write(manifest); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	for i, t := range src.Tables {
		if err := put(tablesDir+t.Name+".json", int64(len(docs[i]))); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
		if _, err := tw.Write(docs[i]); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
	}
	for _, want := range m.Files {
		if err := put(filesDir+want.Name, want.Size); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
		got, err := hashFile(ctx, src, want.Name, tw)
		if err != nil {
			return nil, err
		}
		if got != want {
			return nil, fmt.Errorf("export: upload %s changed during the export", want.Name)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	if err := gz.Close(); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return m, nil
}

// hashFile copies the file name of src to w and returns its size and
// checksum.
func hashFile(ctx context.Context, src domain.BackupSource, name string, w io.Writer) (domain.BackupFileEntry, error) {
	b, err := src.Open(ctx, name)
	if err != nil {
		return domain.BackupFileEntry{}, fmt.Errorf("export: open upload %s: %w", name, err)
	}
	defer b.Close()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), b)
	if err != nil {
		return domain.BackupFileEntry{}, fmt.Errorf("export: copy upload %s: %w", name, err)
	}
	return domain.BackupFileEntry{Name: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}
