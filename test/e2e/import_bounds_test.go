//go:build e2e

package e2e

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// archiveEntry is one member of a backup archive.
type archiveEntry struct {
	name string
	data []byte
}

// exportSeeded is the archive of a seeded SQLite database: its entries,
// the manifest first.
func exportSeeded(t *testing.T) []archiveEntry {
	t.Helper()
	dir := t.TempDir()
	env := append(os.Environ(), "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(dir, "s.db"), "PORTFOLIO_UPLOADS_DIR="+filepath.Join(dir, "up"))
	// One uploaded image, so that the archive has real files to spool.
	noise := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range noise.Pix {
		noise.Pix[i] = byte(i * 7 % 251)
	}
	var photo bytes.Buffer
	require.NoError(t, png.Encode(&photo, noise))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "up"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "up", "0123456789abcdef0123456789abcdef.png"), photo.Bytes(), 0o644))
	for _, args := range [][]string{{"seed"}, {"export", filepath.Join(dir, "b.tar.gz")}} {
		cmd := exec.Command(binary(t), args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, string(out))
	}
	f, err := os.Open(filepath.Join(dir, "b.tar.gz"))
	require.NoError(t, err)
	defer f.Close()
	gz, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(gz)
	var out []archiveEntry
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			require.Equal(t, "manifest.json", out[0].name)
			return out
		}
		require.NoError(t, err)
		data, err := io.ReadAll(tr)
		require.NoError(t, err)
		out = append(out, archiveEntry{hdr.Name, data})
	}
}

// manifestOf decodes the manifest entry as a generic document.
func manifestOf(t *testing.T, es []archiveEntry) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(es[0].data, &m))
	return m
}

// writeArchive writes the entries (the manifest first) and then, when
// size > 0, an entry bomb of size zero bytes, streamed.
func writeArchive(w io.Writer, manifest map[string]any, es []archiveEntry, bomb string, size int64) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	m, err := json.Marshal(manifest)
	if err != nil {
		return err
	}
	for _, e := range append([]archiveEntry{{"manifest.json", m}}, es[1:]...) {
		if err := tw.WriteHeader(&tar.Header{Name: e.name, Mode: 0o644, Size: int64(len(e.data)), Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if size > 0 {
		if err := tw.WriteHeader(&tar.Header{Name: bomb, Mode: 0o644, Size: size, Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		zeros := make([]byte, 1<<20)
		for n := int64(0); n < size; n += int64(len(zeros)) {
			if _, err := tw.Write(zeros[:min(int64(len(zeros)), size-n)]); err != nil {
				return err
			}
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// importRun is what one `portfolio import -` did.
type importRun struct {
	err       error
	out       string
	maxRSS    int64 // bytes
	maxTemp   int64 // bytes, polled
	compBytes int64 // archive bytes it read
}

// runImport feeds the archive write produces to `portfolio import -` and
// measures the process's peak memory and its temporary files.
func runImport(t *testing.T, env []string, write func(io.Writer) error) importRun {
	t.Helper()
	tmp := t.TempDir()
	cmd := exec.Command(binary(t), "import", "-")
	cmd.Env = append(append(os.Environ(), env...), "TMPDIR="+tmp)
	pr, pw := io.Pipe()
	var read atomic.Int64
	cmd.Stdin = readCounter{pr, &read}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	go func() { pw.CloseWithError(write(pw)) }()
	require.NoError(t, cmd.Start())
	var maxTemp atomic.Int64
	stop := make(chan struct{})
	polled := make(chan struct{})
	go func() {
		defer close(polled)
		for {
			maxTemp.Store(max(maxTemp.Load(), dirSize(tmp)))
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	err := cmd.Wait()
	pr.Close()
	close(stop)
	<-polled
	return importRun{err: err, out: out.String(), maxRSS: cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10,
		maxTemp: maxTemp.Load(), compBytes: read.Load()}
}

type readCounter struct {
	r io.Reader
	n *atomic.Int64
}

func (c readCounter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

func dirSize(dir string) int64 {
	var total int64
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				total += info.Size()
			}
		}
		return nil
	})
	return total
}

// TestImportOfBombArchivesStaysBounded: archives of a megabyte or two
// that claim a 1 GiB table or a 2 GiB file are refused from the entry's
// header; `portfolio import` stays under 256 MB of memory and writes no
// temporary file beyond the archive's real content, and the database
// stays empty (issue 21).
func TestImportOfBombArchivesStaysBounded(t *testing.T) {
	good := exportSeeded(t)
	var realFiles int64
	for _, e := range good {
		if strings.HasPrefix(e.name, "files/") {
			realFiles += int64(len(e.data))
		}
	}
	dir := t.TempDir()
	env := []string{"PORTFOLIO_DATABASE_URL=file:" + filepath.Join(dir, "t.db"), "PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "up")}
	for _, tc := range []struct {
		name string
		bomb string
		size int64
		edit func(m map[string]any)
		want string
	}{
		{"Table", "tables/portfolio_projects.json", 1 << 30, func(m map[string]any) {
			for _, tb := range m["tables"].([]any) {
				if tb := tb.(map[string]any); tb["name"] == "portfolio_projects" {
					delete(tb, "size")
				}
			}
		}, "table portfolio_projects is 1073741824 bytes; an import reads at most"},
		{"File", "files/bomb.png", 2 << 30, func(m map[string]any) {
			files, _ := m["files"].([]any)
			m["files"] = append(files, map[string]any{"name": "bomb.png", "size": 2 << 30, "sha256": strings.Repeat("0", 64)})
		}, "file bomb.png: 2147483648 bytes, over the upload limit"},
		{"UnlistedFile", "files/bomb.png", 2 << 30, func(map[string]any) {}, "file bomb.png is not in the manifest"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := manifestOf(t, good)
			tc.edit(m)
			// Without the bomb's table, so that it comes after the others.
			var es []archiveEntry
			for _, e := range good {
				if e.name != tc.bomb {
					es = append(es, e)
				}
			}
			run := runImport(t, env, func(w io.Writer) error { return writeArchive(w, m, es, tc.bomb, tc.size) })
			require.Error(t, run.err, run.out)
			assert.Contains(t, run.out, "nothing was changed")
			assert.Contains(t, run.out, tc.want)
			t.Logf("peak memory %d MB, temporary files %d KB (real files %d KB), archive read %d KB",
				run.maxRSS>>20, run.maxTemp>>10, realFiles>>10, run.compBytes>>10)
			assert.Less(t, run.maxRSS, int64(256<<20), "peak memory")
			assert.LessOrEqual(t, run.maxTemp, realFiles+64<<20, "temporary files")
		})
	}
	// Nothing was written: the whole archive still imports without
	// --replace, which refuses a database or uploads with any content.
	run := runImport(t, env, func(w io.Writer) error { return writeArchive(w, manifestOf(t, good), good, "", 0) })
	require.NoError(t, run.err, run.out)
	assert.Contains(t, run.out, "backup restored")
}

// TestImportRefusesHostileContentOnPostgres: an intact archive with a
// javascript: link, and one with an HTML page among its files, are refused
// on PostgreSQL naming the row or file, and change nothing (issue 21).
func TestImportRefusesHostileContentOnPostgres(t *testing.T) {
	good := exportSeeded(t)
	env := []string{"PORTFOLIO_DATABASE_URL=" + freshPostgres(t), "PORTFOLIO_UPLOADS_DIR=" + filepath.Join(t.TempDir(), "up")}
	withEntry := func(name string, data []byte) ([]archiveEntry, map[string]any) {
		es := append([]archiveEntry(nil), good...)
		found := false
		for i := range es {
			if es[i].name == name {
				es[i].data, found = data, true
			}
		}
		if !found {
			es = append(es, archiveEntry{name, data})
		}
		m := manifestOf(t, good)
		sum := sha256.Sum256(data)
		if table, ok := strings.CutPrefix(name, "tables/"); ok {
			var rows []json.RawMessage
			require.NoError(t, json.Unmarshal(data, &rows))
			for _, tb := range m["tables"].([]any) {
				if tb := tb.(map[string]any); tb["name"] == strings.TrimSuffix(table, ".json") {
					tb["rows"], tb["size"], tb["sha256"] = len(rows), len(data), hex.EncodeToString(sum[:])
				}
			}
		} else {
			files, _ := m["files"].([]any)
			m["files"] = append(files, map[string]any{"name": strings.TrimPrefix(name, "files/"), "size": len(data), "sha256": hex.EncodeToString(sum[:])})
		}
		return es, m
	}
	var links []map[string]any
	for _, e := range good {
		if e.name == "tables/portfolio_links.json" {
			require.NoError(t, json.Unmarshal(e.data, &links))
		}
	}
	require.NotEmpty(t, links, "the demo content has links")
	links[len(links)-1]["url"] = "javascript:alert(document.cookie)"
	hostileLinks, err := json.Marshal(links)
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		entry string
		data  []byte
		want  string
	}{
		{"JavaScriptLink", "tables/portfolio_links.json", hostileLinks, "row " + strconv.Itoa(len(links)) + " of table portfolio_links: url: Must be a valid URL"},
		{"HTMLFile", "files/evil.html", []byte("<script>alert(1)</script>"), "file evil.html: Only image files are allowed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			es, m := withEntry(tc.entry, tc.data)
			run := runImport(t, env, func(w io.Writer) error { return writeArchive(w, m, es, "", 0) })
			require.Error(t, run.err, run.out)
			assert.Contains(t, run.out, "import refused, nothing was changed: The backup holds content this site refuses: "+tc.want)
		})
	}
	run := runImport(t, env, func(w io.Writer) error { return writeArchive(w, manifestOf(t, good), good, "", 0) })
	require.NoError(t, run.err, "nothing was written: the intact archive imports without --replace\n%s", run.out)
}
