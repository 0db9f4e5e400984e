package sqldb_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// backupSite is one database and uploads directory the round trip goes
// through.
type backupSite struct {
	db      *sqldb.DB
	blobs   *storage.LocalDisk
	service *backup.Service
}

func newBackupSite(t *testing.T, db *sqldb.DB) backupSite {
	t.Helper()
	blobs, err := storage.NewLocalDisk(filepath.Join(t.TempDir(), "uploads"))
	require.NoError(t, err)
	service, err := backup.NewService(sqldb.NewBackupStore(db), blobs, backuparchive.New(), imaging.New(), backup.Limits{MaxFileBytes: 1 << 20})
	require.NoError(t, err)
	return backupSite{db: db, blobs: blobs, service: service}
}

// TestBackupRoundTrip fills SQLite with rows in every table of the backup
// and files, exports, imports into a fresh PostgreSQL, exports that,
// imports into a fresh SQLite, and finds every row and every file as it
// was. The PostgreSQL leg fails rather than skips on CI (testenv).
func TestBackupRoundTrip(t *testing.T) {
	ctx := context.Background()
	first := newBackupSite(t, openSQLite(t, filepath.Join(t.TempDir(), "first.db")))
	fillBackupContent(t, first)
	pg := newBackupSite(t, openPostgres(t))
	last := newBackupSite(t, openSQLite(t, filepath.Join(t.TempDir(), "last.db")))

	var archive bytes.Buffer
	_, err := first.service.Export(ctx, &archive)
	require.NoError(t, err)
	res, err := pg.service.Import(ctx, bytes.NewReader(archive.Bytes()), false)
	require.NoError(t, err)
	assert.Greater(t, res.Rows, 12)

	archive.Reset()
	_, err = pg.service.Export(ctx, &archive)
	require.NoError(t, err)
	_, err = last.service.Import(ctx, bytes.NewReader(archive.Bytes()), false)
	require.NoError(t, err)

	want := dumpOf(t, first.db)
	for name, rows := range want {
		assert.NotEmpty(t, rows, "the test fills table %s", name)
	}
	assert.Equal(t, want, dumpOf(t, pg.db), "SQLite → PostgreSQL keeps every row")
	assert.Equal(t, want, dumpOf(t, last.db), "PostgreSQL → SQLite keeps every row")
	wantFiles := filesOf(t, first.blobs)
	assert.Len(t, wantFiles, 3)
	// A backup carries the originals only (issue 44): a resized copy is
	// made again from its original.
	delete(wantFiles, "a-w480.webp")
	assert.Equal(t, wantFiles, filesOf(t, pg.blobs), "byte for byte")
	assert.Equal(t, wantFiles, filesOf(t, last.blobs), "byte for byte")

	// The entities read back the same, and PostgreSQL's id sequences were
	// moved past the restored ids: the next project gets a fresh one.
	wantProjects, err := sqldb.NewProjectRepository(first.db).List(ctx, domain.ProjectFilter{})
	require.NoError(t, err)
	gotProjects, err := sqldb.NewProjectRepository(pg.db).List(ctx, domain.ProjectFilter{})
	require.NoError(t, err)
	assert.Equal(t, wantProjects, gotProjects)
	require.NotEmpty(t, wantProjects)
	assert.Equal(t, []string{"Emmy® winner", "9.0 on IMDb"}, gotProjects[0].Outcomes, "the case study comes back (issue 39)")
	assert.Equal(t, "2019–2022", gotProjects[0].Year)
	p := domain.NewProject()
	p.Title, p.Category = "After the import", "games"
	require.NoError(t, sqldb.NewProjectRepository(pg.db).Create(ctx, &p))
	assert.Equal(t, wantProjects[len(wantProjects)-1].ID+1, p.ID)
	m := &domain.Message{Name: "n", Email: "e@example.com", Subject: "s", Message: "m", Address: "192.0.2.9", CreatedAt: time.Now()}
	require.NoError(t, sqldb.NewMessageRepository(pg.db).Create(ctx, m, time.Time{}, nil))

	// Replacing: the PostgreSQL copy, changed since, gets the archive back
	// exactly, its extra rows and files gone.
	_, err = pg.blobs.Put(ctx, "extra.png", "image/png", []byte("extra"))
	require.NoError(t, err)
	_, err = pg.service.Import(ctx, bytes.NewReader(archive.Bytes()), false)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
	_, err = pg.service.Import(ctx, bytes.NewReader(archive.Bytes()), true)
	require.NoError(t, err)
	assert.Equal(t, want, dumpOf(t, pg.db))
	assert.Equal(t, wantFiles, filesOf(t, pg.blobs))
}

// fillBackupContent puts rows in every table of the backup, with unicode,
// empty (NULL) optional columns, tags, the JSON site document, a message
// with its outbox state, a trash entry, activity entries, and binary files.
func fillBackupContent(t *testing.T, s backupSite) {
	t.Helper()
	ctx := context.Background()
	db := s.db
	site, err := app.DefaultSite()
	require.NoError(t, err)
	site.Name, site.Tagline, site.Outlets = "Zoë Ångström", "Ünïcödé — 日本語 ✨", []string{"Le Monde", "東京"}
	site.OutletLogos = []domain.SiteOutletLogo{{Name: "東京", LogoURL: "/logos/東京.svg"}}
	site.Socials, site.Quote = []domain.SiteSocial{{Platform: "x", Label: "X", URL: "https://x.com/zoe"}}, "\"quoted\"\nnew line"
	require.NoError(t, site.Validate(), "an import checks the document as a save does")
	require.NoError(t, sqldb.NewSiteRepository(db).Save(ctx, &site))

	projects := sqldb.NewProjectRepository(db)
	var ids []int64
	for i, title := range []string{"Arcane ⚔️", "Empty fields", "Tagged"} {
		p := domain.NewProject()
		p.Title, p.Category, p.Subcategory, p.Priority, p.IsActive = title, "film-animation", "animated-series", i, i != 1
		if i == 0 {
			p.Description, p.Role, p.ImageURL, p.VideoURL = "Désolé — «série»", "Director", "/uploads/a.png", "https://youtu.be/x"
			p.Year, p.Studio, p.Platform = "2019–2022", "Fortiche ✦", "Netflix"
			p.Story, p.Outcomes, p.Credits = "Act one.\n\nAct «two» <b>", []string{"Emmy® winner", "9.0 on IMDb"}, []string{"Zoë — Director"}
		}
		if i == 2 {
			p.Tags = []string{"émotion", "3D", "with \"quotes\""}
		}
		require.NoError(t, projects.Create(ctx, &p))
		ids = append(ids, p.ID)
	}
	require.NoError(t, projects.Delete(ctx, ids[1]), "ids with a gap")
	redirects := sqldb.NewRedirectRepository(db)
	require.NoError(t, redirects.Moved(ctx, "/portfolio/games/old-name", "/portfolio/games/new-name"))
	require.NoError(t, redirects.Gone(ctx, "/portfolio/music/purged"))
	require.NoError(t, sqldb.NewLinkRepository(db).Create(ctx, &domain.ProjectLink{ProjectID: ids[0], Label: "Trailer ▶", URL: "https://example.com/t", Type: "video", Priority: 2}))
	require.NoError(t, sqldb.NewLinkRepository(db).Create(ctx, &domain.ProjectLink{ProjectID: ids[2], Label: "Site", URL: "https://example.com"}))
	require.NoError(t, sqldb.NewGalleryRepository(db).Create(ctx, []*domain.GalleryImage{
		{ProjectID: ids[0], Src: "/uploads/a.png", Alt: "Alt ü", Caption: "Caption 字", Priority: 1},
		{ProjectID: ids[0], Src: "/uploads/b.webp"},
	}))
	require.NoError(t, sqldb.NewCollaborationRepository(db).Create(ctx, &domain.Collaboration{Title: "Studio Ghibli", Description: "ジブリ", LogoURL: "/uploads/ghibli-logo.svg", IsActive: true}))
	require.NoError(t, sqldb.NewMediaRepository(db).Create(ctx, &domain.MediaItem{Title: "Interview", Category: "podcast", URL: "https://example.com/p", IsActive: false}))
	require.NoError(t, sqldb.NewInvestmentRepository(db).Create(ctx, &domain.Investment{Title: "Fund Ⅰ", Category: "portfolio-companies", Priority: 5, IsActive: true}))
	require.NoError(t, sqldb.NewAppearanceRepository(db).Create(ctx, &domain.Appearance{Title: "Keynote Ⅰ", Slug: "keynote", Role: "keynote",
		StartsAt: "2027-05-14T09:30:00+02:00", TimeZone: "Europe/Berlin", IsActive: true}))
	require.NoError(t, sqldb.NewSectionLayoutRepository(db).Create(ctx, &domain.SectionLayout{Category: "games", ColumnsPerRow: 4, DisplayStyle: "list", SectionTitle: "Jeux", IsActive: true}))
	messages := sqldb.NewMessageRepository(db)
	created := time.Date(2026, 11, 1, 9, 30, 15, 123456000, time.UTC)
	for i, m := range []*domain.Message{
		{Name: "Åsa", Email: "asa@example.com", Subject: "Hej", Message: "Line 1\nLine 2 — ✓", Address: "2001:db8::1", CreatedAt: created,
			Notification: domain.Notification{State: domain.NotifyPending, Attempts: 2, NextAttempt: created.Add(time.Hour)}},
		{Name: "Bob", Email: "bob@example.com", Subject: "Re", Message: "x", Address: "192.0.2.1", CreatedAt: created.Add(time.Minute)},
	} {
		require.NoError(t, messages.Create(ctx, m, time.Time{}, nil))
		if i == 1 {
			_, err := messages.SetRead(ctx, m.ID, true)
			require.NoError(t, err)
		}
	}

	require.NoError(t, sqldb.NewTrashRepository(db).Put(ctx, domain.TrashItem{
		Kind: domain.TrashLink, ItemID: 77, ParentID: ids[0], Title: "Gone link ✓", DeletedAt: created, DeletedBy: "zoë",
		Payload: []byte(`{"id":77,"label":"Gone link ✓","url":"https://example.com/g"}`),
	}))
	require.NoError(t, sqldb.NewActivityLog(db).Record(ctx, &domain.ActivityEntry{
		At: created, Actor: "zoë", Action: domain.ActionUpdate, Kind: "project", ItemID: ids[0], Title: "Arcane ⚔️",
		Fields: []string{"description", "title"}, Address: "2001:db8::1",
	}))
	require.NoError(t, sqldb.NewActivityLog(db).Record(ctx, &domain.ActivityEntry{At: created, Action: domain.ActionSignInFailed, Kind: "user", Title: "Password"}))
	revisions := sqldb.NewRevisionStore(db)
	for i, data := range []string{`{"id":1,"title":"Arcane ⚔️ v1","category":"film-animation"}`, `{"id":1,"title":"Arcane — «v2»","category":"film-animation"}`} {
		_, err := revisions.Add(ctx, &domain.Revision{Kind: "project", ItemID: ids[0], At: created.Add(time.Duration(i) * time.Minute), Actor: "zoë",
			Fields: []string{"title"}, Data: []byte(data)}, domain.RevisionPolicy{Keep: 10, MaxAge: time.Hour})
		require.NoError(t, err)
	}
	_, err = revisions.Add(ctx, &domain.Revision{Kind: "site", ItemID: 1, At: created, Data: mustJSON(t, site)}, domain.RevisionPolicy{Keep: 10, MaxAge: time.Hour})
	require.NoError(t, err)
	drafts := sqldb.NewDraftStore(db)
	require.NoError(t, drafts.PutDraft(ctx, domain.Draft{Kind: "project", ItemID: ids[0], Title: "Arcane — draft ✎", UpdatedAt: created, Actor: "zoë",
		Data: []byte(`{"id":1,"title":"Arcane — draft ✎","category":"film-animation","year":"2021","outcomes":["Draft outcome ✓"]}`)}))
	require.NoError(t, drafts.PutSchedule(ctx, domain.Schedule{Kind: "project", ItemID: ids[0], Action: domain.SchedulePublish, At: created.Add(time.Hour), Title: "Arcane", Actor: "zoë"}))

	// The accounts (issue 43): a user with two-factor sign-in and a
	// passkey, and a pending invitation.
	zoe := &domain.User{Username: "zoë", PasswordHash: "$argon2id$hash", Role: domain.RoleOwner, Name: "Zoë", Email: "zoe@example.com", CreatedAt: created}
	require.NoError(t, sqldb.NewUserRepository(db).Create(ctx, zoe))
	require.NoError(t, sqldb.NewTwoFactorRepository(db).Update(ctx, zoe.ID, func(tf *domain.TwoFactor) error {
		tf.Enabled, tf.Secret, tf.RecoveryHashes = true, "v1.sealed", []string{"aa", "bb"}
		return nil
	}))
	require.NoError(t, sqldb.NewPasskeyRepository(db).Create(ctx, &domain.Passkey{UserID: zoe.ID, CredentialID: []byte{1, 2, 3}, Handle: []byte{4, 5},
		Name: "Phone", Record: []byte(`{"k":1}`), CreatedAt: created}))
	require.NoError(t, sqldb.NewInvitationStore(db).Create(ctx, &domain.Invitation{TokenHash: "hash", Email: "ivy@example.com", Name: "Ivy",
		Role: domain.RoleEditor, InvitedBy: "zoë", CreatedAt: created, ExpiresAt: created.Add(time.Hour)}))

	// An import takes only files an upload would: real images of the
	// type their names say.
	noise := image.NewGray(image.Rect(0, 0, 300, 240))
	for i := range noise.Pix {
		noise.Pix[i] = byte(i * 7 % 251)
	}
	var png70k bytes.Buffer
	require.NoError(t, png.Encode(&png70k, noise))
	for name, data := range map[string][]byte{"a.png": png70k.Bytes(), "b.webp": webp1x1, "a-w480.webp": webp1x1} {
		_, err := s.blobs.Put(ctx, name, "image/png", data)
		require.NoError(t, err)
	}
}

// webp1x1 is a 1 × 1 lossless WebP, as no WebP encoder is at hand.
var webp1x1 = []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\r\x00\x00\x00/\x00\x00\x00\x10\a\x10\x11\x11\x88\x88\xfe\a\x00")

// dumpOf is every table's rows, decoded, by table.
func dumpOf(t *testing.T, db *sqldb.DB) map[string][]any {
	t.Helper()
	tables, err := sqldb.NewBackupStore(db).Dump(context.Background())
	require.NoError(t, err)
	out := map[string][]any{}
	for _, table := range tables {
		rows := []any{}
		for _, raw := range table.Rows {
			var row any
			require.NoError(t, json.Unmarshal(raw, &row))
			rows = append(rows, row)
		}
		out[table.Name] = rows
	}
	return out
}

// filesOf is every stored file's bytes, by name.
func filesOf(t *testing.T, blobs *storage.LocalDisk) map[string][]byte {
	t.Helper()
	ctx := context.Background()
	names, err := blobs.List(ctx)
	require.NoError(t, err)
	out := map[string][]byte{}
	for _, name := range names {
		b, err := blobs.Open(ctx, name)
		require.NoError(t, err)
		out[name], err = io.ReadAll(b)
		b.Close()
		require.NoError(t, err)
	}
	return out
}

// notContent are the tables a backup leaves out on purpose: sessions,
// sign-in counters, ceremony challenges and secrets belong to the server,
// not to the content (the README says so). The accounts (users,
// user_two_factor, passkeys, invitations) travel, merged (issue 43).
// The insights (analytics) are measurements, not content: a restore keeps them, a backup leaves them out.
var notContent = []string{"sessions", "login_attempts", "app_secrets", "cache_generations", "cache_instances", "previews",
	"insight_counts", "insight_visitors", "insight_vitals", "passkey_challenges",
	"contact_tokens", "tls_assets", "tls_locks",
	// The record of the backups themselves belongs to the server that ran them.
	"backup_runs"}

// TestBackupCoversEveryTable fails when a migration adds a table that is
// neither in the backup registry nor declared not content: a new table
// must be a decision, not an omission.
func TestBackupCoversEveryTable(t *testing.T) {
	db := openSQLite(t, filepath.Join(t.TempDir(), "tables.db"))
	var all []string
	require.NoError(t, db.Bun().NewRaw(`SELECT name FROM sqlite_master WHERE type = 'table'
		AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'bun_%' ORDER BY name`).Scan(context.Background(), &all))
	covered := append(sqldb.NewBackupStore(db).Tables(), notContent...)
	assert.ElementsMatch(t, all, covered)
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// TestImportKeepsTheStatesItReplaces: an import with replace is a change
// like any other: every item it gives another state keeps the one it had
// as a revision (by system), so the owner can undo it item by item; an
// item it leaves as it was keeps no revision.
func TestImportKeepsTheStatesItReplaces(t *testing.T) {
	ctx := context.Background()
	site := newBackupSite(t, openSQLite(t, filepath.Join(t.TempDir(), "history.db")))
	projects := sqldb.NewProjectRepository(site.db)
	changed, same := domain.NewProject(), domain.NewProject()
	changed.Title, changed.Category = "In the backup", "games"
	same.Title, same.Category = "Untouched", "games"
	require.NoError(t, projects.Create(ctx, &changed))
	require.NoError(t, projects.Create(ctx, &same))
	var archive bytes.Buffer
	_, err := site.service.Export(ctx, &archive)
	require.NoError(t, err)

	_, err = projects.Update(ctx, changed.ID, func(p *domain.Project) error { p.Title = "Edited after the backup"; return nil })
	require.NoError(t, err)
	_, err = site.service.Import(ctx, bytes.NewReader(archive.Bytes()), true)
	require.NoError(t, err)

	p, err := projects.Find(ctx, changed.ID)
	require.NoError(t, err)
	assert.Equal(t, "In the backup", p.Title)
	revisions := sqldb.NewRevisionStore(site.db)
	list, err := revisions.List(ctx, "project", changed.ID)
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.Equal(t, domain.ActorSystem, list[0].Actor)
	assert.Equal(t, []string{"title"}, list[0].Fields)
	rev, err := revisions.Get(ctx, "project", changed.ID, list[0].Rev)
	require.NoError(t, err)
	var was domain.Project
	require.NoError(t, json.Unmarshal(rev.Data, &was))
	assert.Equal(t, "Edited after the backup", was.Title, "the state the import replaced")
	list, err = revisions.List(ctx, "project", same.ID)
	require.NoError(t, err)
	assert.Empty(t, list)
}
