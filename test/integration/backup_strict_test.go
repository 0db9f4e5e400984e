package integration_test

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"io"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// TestBackupImportIsAsStrictAsTheAPI: an intact archive (every checksum
// right) whose rows or files a save or an upload would refuse is refused,
// naming the first offending row or file, and nothing changes (issue 21).
func TestBackupImportIsAsStrictAsTheAPI(t *testing.T) {
	src := newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	good := src.export(t)
	table := func(name, rows string) func([]entry) []entry {
		return func(es []entry) []entry {
			for i := range es {
				if es[i].name == "tables/"+name+".json" {
					es[i].data = []byte(rows)
					return es
				}
			}
			return append(es, entry{"tables/" + name + ".json", []byte(rows)})
		}
	}
	file := func(name string, data []byte) func([]entry) []entry {
		return func(es []entry) []entry {
			for i := range es {
				if es[i].name == "files/"+name {
					es[i].data = data
					return es
				}
			}
			return append(es, entry{"files/" + name, data})
		}
	}
	refused := domain.MsgBackupRefused + ": "
	link := `{"id":1,"project_id":1,"label":"L","url":"https://example.com","type":"","priority":0}`
	for _, tc := range []struct {
		name   string
		change func([]entry) []entry
		want   string
	}{
		{"JavaScriptLink", table("portfolio_links", "["+link+`,{"id":2,"project_id":1,"label":"L","url":"javascript:alert(1)","type":"","priority":0}]`),
			refused + "row 2 of table portfolio_links: url: " + domain.MsgInvalidURL},
		{"JavaScriptInvestment", table("investments", `[{"id":1,"title":"Fund","category":"funds-managed","url":"javascript:alert(1)","is_active":true}]`),
			refused + "row 1 of table investments: url: " + domain.MsgInvalidURL},
		{"JavaScriptMedia", table("media_press", `[{"id":1,"title":"Talk","category":"podcast","url":"JaVaScRiPt:alert(1)","is_active":true}]`),
			refused + "row 1 of table media_press: url: " + domain.MsgInvalidURL},
		{"DataImage", table("notable_collaborations", `[{"id":1,"title":"Studio","image_url":"data:text/html,<script>","is_active":true}]`),
			refused + "row 1 of table notable_collaborations: imageUrl: " + domain.MsgInvalidImageURL},
		{"NegativePriority", table("portfolio_links", `[{"id":1,"project_id":1,"label":"L","url":"https://example.com","type":"","priority":-3}]`),
			refused + "row 1 of table portfolio_links: priority: " + domain.MsgPriorityNegative},
		{"NoCategory", table("portfolio_projects", `[{"id":1,"title":"x","category":" "}]`),
			refused + "row 1 of table portfolio_projects: category: " + domain.MsgRequired},
		{"LayoutCategory", table("portfolio_section_layouts", `[{"id":1,"category":"spaceships","columns_per_row":2}]`),
			refused + "row 1 of table portfolio_section_layouts: category: " + domain.MsgLayoutCategory},
		{"NULInTitle", table("portfolio_projects", `[{"id":1,"title":"a\u0000b","category":"games"}]`),
			refused + "row 1 of table portfolio_projects: column title: " + domain.MsgNotText},
		{"ControlInActivity", table("activity", `[{"id":1,"at":"2026-11-01T00:00:00Z","actor":"x","action":"update","kind":"project","title":"\u001b[31m"}]`),
			refused + "row 1 of table activity: column title: " + domain.MsgNotText},
		{"SiteNotJSON", table("site_content", `[{"id":1,"document":"{\"name\": 5","updated_at":"2026-11-01T00:00:00Z"}]`),
			refused + "row 1 of table site_content: document: not a site document"},
		{"SiteWrongType", table("site_content", `[{"id":1,"document":"{\"name\": 5}","updated_at":"2026-11-01T00:00:00Z"}]`),
			refused + "row 1 of table site_content: document: not a site document"},
		{"SiteJavaScript", table("site_content", siteRow(t, func(s map[string]any) {
			s["socials"] = []any{map[string]any{"platform": "x", "label": "X", "url": "javascript:alert(1)"}}
		})),
			refused + "row 1 of table site_content: socials[0].url: " + domain.MsgInvalidURL},
		{"TrashPayload", table("trash", `[{"kind":"link","item_id":9,"parent_id":1,"title":"L","deleted_at":"2026-11-01T00:00:00Z","deleted_by":"x","payload":"{\"id\":9,\"label\":\"L\",\"url\":\"javascript:alert(1)\"}"}]`),
			refused + "row 1 of table trash: payload: url: " + domain.MsgInvalidURL},
		{"RevisionData", table("revisions", `[{"kind":"link","item_id":9,"rev":1,"at":"2026-11-01T00:00:00Z","actor":"x","data":"{\"id\":9,\"label\":\"L\",\"url\":\"javascript:alert(1)\"}"}]`),
			refused + "row 1 of table revisions: payload: url: " + domain.MsgInvalidURL},
		{"RevisionKind", table("revisions", `[{"kind":"spaceship","item_id":9,"rev":1,"at":"2026-11-01T00:00:00Z","actor":"x","data":"{}"}]`),
			refused + "row 1 of table revisions: kind: " + domain.MsgRevisionKindUnknown},
		{"RevisionNumber", table("revisions", `[{"kind":"site","item_id":1,"rev":0,"at":"2026-11-01T00:00:00Z","actor":"x","data":"{}"}]`),
			refused + "row 1 of table revisions: rev: " + domain.MsgRevisionNumber},
		{"TrashKind", table("trash", `[{"kind":"spaceship","item_id":9,"title":"L","deleted_at":"2026-11-01T00:00:00Z","deleted_by":"x","payload":"{}"}]`),
			refused + "row 1 of table trash: " + domain.MsgTrashKindUnknown},
		// Issue 37: a schedule is bounded as the API bounds it (at most
		// five years after the import; a time past is applied at once).
		{"ScheduleTooFar", table("schedules", `[{"kind":"project","item_id":1,"action":"publish","at":"9999-12-31T23:59:59Z","title":"x","actor":"x"}]`),
			refused + "row 1 of table schedules: at: " + domain.MsgScheduleTooFar},
		{"MessageEmail", table("contact_messages", `[{"id":1,"name":"n","email":"a@b.example, c@d.example","subject":"s","message":"m","address":"192.0.2.1","created_at":"2026-11-01T00:00:00Z","notify_state":"none"}]`),
			refused + "row 1 of table contact_messages: email: " + domain.MsgInvalidEmail},
		// Issue 37: the redirects keep the API's rules, checked on the
		// whole table (a chain is two rows), the entry named.
		{"JavaScriptRedirect", table("redirects", redirects(`/portfolio/games/a`, `javascript:alert(1)`)),
			refused + "redirects[1].to: " + domain.MsgRedirectPath},
		{"ExternalRedirect", table("redirects", redirects(`/portfolio/games/a`, `https://evil.example/`)),
			refused + "redirects[1].to: " + domain.MsgRedirectPath},
		{"ProtocolRelativeRedirect", table("redirects", redirects(`/portfolio/games/a`, `//evil.example/portfolio/games/b`)),
			refused + "redirects[1].to: " + domain.MsgRedirectPath},
		{"CRLFInRedirect", table("redirects", redirects(`/portfolio/games/a\r\nSet-Cookie: x=1`, `/portfolio/games/b`)),
			refused + "redirects[1].from: " + domain.MsgRedirectPath},
		{"RedirectLoop", table("redirects", redirects(`/portfolio/games/new`, `/portfolio/games/old`)),
			refused + "redirects[0].to: " + domain.MsgRedirectChain},
		{"RedirectChain", table("redirects", redirects(`/portfolio/games/a`, `/portfolio/games/old`)),
			refused + "redirects[1].to: " + domain.MsgRedirectChain},
		{"RedirectToItself", table("redirects", redirects(`/portfolio/games/a`, `/portfolio/games/a`)),
			refused + "redirects[1].to: " + domain.MsgRedirectSelf},
		{"HTMLFile", file("evil.html", []byte("<html><script>alert(1)</script></html>")),
			refused + "file evil.html: " + app.MsgUnsupportedImage},
		{"PNGThatIsHTML", file("a.png", []byte("<!doctype html><script>alert(1)</script>")),
			refused + "file a.png: its content is not a PNG image"},
		{"JPEGNamedPNG", file("a.png", encodeJPEG(t, 4, 4)),
			refused + "file a.png: its content is not a PNG image"},
		{"PixelBomb", file("a.png", pngHeader(20_000, 20_000)),
			refused + "file a.png: " + app.MsgImageTooLarge},
		{"TruncatedPNG", file("a.png", encodePNG(t, 64, 64)[:80]),
			refused + "file a.png: The file is not a valid PNG image"},
		{"AnimatedWebP", file("Arcane.webp", animatedWebP()),
			refused + "file Arcane.webp: " + app.MsgAnimatedWebP},
		{"OverTheUploadLimit", file("big.png", append(encodePNG(t, 4, 4), make([]byte, backupTestMaxFile)...)),
			refused + "file big.png: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assertImportRefused(t, rewrite(t, good, true, tc.change), tc.want)
		})
	}
}

// redirects is a redirects table of a sound entry (old → new) and the entry
// from → to.
func redirects(from, to string) string {
	row := func(id int, from, to string) string {
		return `{"id":` + string(rune('0'+id)) + `,"from_path":"` + from + `","to_path":"` + to + `","hits":0,"created_at":"2026-11-01T00:00:00Z","updated_at":"2026-11-01T00:00:00Z"}`
	}
	return "[" + row(1, "/portfolio/games/old", "/portfolio/games/new") + "," + row(2, from, to) + "]"
}

// siteRow is the site_content table of a document: the default site
// changed by edit.
func siteRow(t *testing.T, edit func(map[string]any)) string {
	t.Helper()
	site, err := app.DefaultSite()
	require.NoError(t, err)
	data, err := json.Marshal(site)
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	edit(doc)
	data, err = json.Marshal(doc)
	require.NoError(t, err)
	row, err := json.Marshal(map[string]any{"id": 1, "document": string(data), "updated_at": "2026-11-01T00:00:00Z"})
	require.NoError(t, err)
	return "[" + string(row) + "]"
}

// pngHeader is the start of a PNG claiming w × h pixels: a 33-byte file
// that would decode to gigabytes.
func pngHeader(w, h uint32) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 0, 0, 0, 0)
	chunk := append([]byte("IHDR"), ihdr...)
	out := append([]byte("\x89PNG\r\n\x1a\n"), binary.BigEndian.AppendUint32(nil, uint32(len(ihdr)))...)
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}

// TestBackupImportBoundsWhatItReads: an entry that claims more than an
// import would take is refused from its header, before its content is
// read: a stream of gigabytes of zeros (a megabyte or two of gzip) is left
// unread, whatever the archive's real size (issue 21).
func TestBackupImportBoundsWhatItReads(t *testing.T) {
	src := newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	good := readEntries(t, src.export(t))
	var m domain.BackupManifest
	require.NoError(t, json.Unmarshal(good[0].data, &m))
	const huge = 2 << 30
	for _, tc := range []struct {
		name string
		edit func(*domain.BackupManifest) string
		want string
	}{
		{"Table", func(m *domain.BackupManifest) string {
			m.Tables[1].Size = 0 // an older archive: only the hard cap bounds it
			return "tables/" + m.Tables[1].Name + ".json"
		}, "table portfolio_projects is 2147483648 bytes; an import reads at most 67108864"},
		{"TableNotAsListed", func(m *domain.BackupManifest) string {
			return "tables/" + m.Tables[1].Name + ".json"
		}, "table portfolio_projects is 2147483648 bytes, its manifest says"},
		{"FileAsListed", func(m *domain.BackupManifest) string {
			m.Files[0].Size = huge
			return "files/" + m.Files[0].Name
		}, "file Arcane.webp: 2147483648 bytes, over the upload limit"},
		{"FileNotAsListed", func(m *domain.BackupManifest) string {
			return "files/" + m.Files[0].Name
		}, "file Arcane.webp is 2147483648 bytes, its manifest says"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := m
			m.Tables, m.Files = append([]domain.BackupTableEntry(nil), m.Tables...), append([]domain.BackupFileEntry(nil), m.Files...)
			name := tc.edit(&m)
			manifest, err := json.Marshal(m)
			require.NoError(t, err)
			pr, pw := io.Pipe()
			go func() { pw.CloseWithError(writeBomb(pw, manifest, name, huge)) }()
			defer pr.Close()
			read := &countingReader{r: pr}
			dst := newBackupWorld(t, nil)
			_, err = dst.service.Import(context.Background(), read, false)
			require.Error(t, err)
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "%v", err)
			assert.Contains(t, domain.ErrorMessage(err), tc.want)
			// 2 GiB of zeros is about 2 MB of gzip; the import stopped at
			// the header.
			assert.Less(t, read.n.Load(), int64(256<<10), "compressed bytes read")
			rows, files := dst.state(t)
			for _, r := range rows {
				assert.Empty(t, r)
			}
			assert.Empty(t, files)
		})
	}
}

// writeBomb writes an archive of manifest then one entry name of size
// bytes of zeros, streamed.
func writeBomb(w io.Writer, manifest []byte, name string, size int64) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	if err := tw.WriteHeader(&tar.Header{Name: "manifest.json", Mode: 0o644, Size: int64(len(manifest)), Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	if _, err := tw.Write(manifest); err != nil {
		return err
	}
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: size, Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	zeros := make([]byte, 1<<20)
	for n := int64(0); n < size; n += int64(len(zeros)) {
		if _, err := tw.Write(zeros[:min(int64(len(zeros)), size-n)]); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}
