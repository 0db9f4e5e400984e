package backuparchive

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/domain"
)

// FuzzReadBackup feeds arbitrary bytes to the import's archive reader: it
// never panics, never spools a file it did not check, and what it accepts
// agrees with its manifest. The seeds are a valid archive and pieces of
// one; gzip makes most mutations damage, so the seeds also include a few
// uncompressed-looking corner cases.
func FuzzReadBackup(f *testing.F) {
	m := domain.BackupManifest{Format: Format, App: appName, Tables: []domain.BackupTableEntry{{Name: "t", Rows: 1, Size: 10, SHA256: sha256Hex([]byte("[{\"a\":1}]\n"))}}}
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00:~\x9bU\x00\x00\x00\nIDATx\x9cc`\x00\x00\x00\x02\x00\x01H\xaf\xa4q\x00\x00\x00\x00IEND\xaeB`\x82")
	m.Files = []domain.BackupFileEntry{{Name: "a.png", Size: int64(len(png)), SHA256: sha256Hex(png)}}
	manifest, err := json.Marshal(m)
	if err != nil {
		f.Fatal(err)
	}
	// The check is the product's (an upload's), and remembers what it
	// passed: no file may be spooled that it did not.
	images := imaging.New()
	var passed map[string][]byte
	check := func(ctx context.Context, name string, data []byte) error {
		if err := images.CheckFile(ctx, name, data); err != nil {
			return err
		}
		passed[name] = data
		return nil
	}
	archive := func(entries ...[2]string) []byte {
		var buf bytes.Buffer
		gz := gzip.NewWriter(&buf)
		tw := tar.NewWriter(gz)
		for _, e := range entries {
			_ = tw.WriteHeader(&tar.Header{Name: e[0], Mode: 0o644, Size: int64(len(e[1])), Typeflag: tar.TypeReg})
			_, _ = tw.Write([]byte(e[1]))
		}
		_ = tw.Close()
		_ = gz.Close()
		return buf.Bytes()
	}
	good := archive([2]string{manifestName, string(manifest)}, [2]string{"tables/t.json", "[{\"a\":1}]\n"}, [2]string{"files/a.png", string(png)})
	passed = map[string][]byte{}
	if _, err := readBackup(context.Background(), bytes.NewReader(good), f.TempDir(), 1<<20, check); err != nil {
		f.Fatalf("the valid seed is refused: %v", err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(archive([2]string{"tables/t.json", "[]"}))
	f.Add(archive([2]string{manifestName, string(manifest)}, [2]string{"files/../a.png", string(png)}))
	f.Add(archive([2]string{manifestName, string(manifest)}, [2]string{"files/a.png", "<html>"}))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		passed = map[string][]byte{}
		a, err := readBackup(context.Background(), bytes.NewReader(data), dir, 1<<20, check)
		entries, _ := os.ReadDir(dir)
		if err != nil {
			return
		}
		if len(entries) != len(a.Manifest.Files) {
			t.Fatalf("%d files spooled, the manifest lists %d", len(entries), len(a.Manifest.Files))
		}
		for _, fe := range a.Manifest.Files {
			got, err := os.ReadFile(filepath.Join(dir, fe.Name))
			if err != nil || int64(len(got)) != fe.Size || sha256Hex(got) != fe.SHA256 {
				t.Fatalf("file %s does not match its manifest entry", fe.Name)
			}
			if !bytes.Equal(passed[fe.Name], got) {
				t.Fatalf("file %s was accepted unchecked", fe.Name)
			}
		}
		if len(a.Tables) != len(a.Manifest.Tables) {
			t.Fatalf("%d tables read, the manifest lists %d", len(a.Tables), len(a.Manifest.Tables))
		}
	})
}
