package app

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// BackupSummary is what an archive holds, as the admin shows it before a
// restore: its format, when it was made, the rows of each table and the
// files with their total size.
type BackupSummary struct {
	Format    int                `json:"format"`
	App       string             `json:"app"`
	Created   time.Time          `json:"created"`
	Tables    []BackupTableCount `json:"tables"`
	Rows      int                `json:"rows"`
	Files     int                `json:"files"`
	FileBytes int64              `json:"fileBytes"`
}

// BackupTableCount is one table of a summary.
type BackupTableCount struct {
	Name string `json:"name"`
	Rows int    `json:"rows"`
}

// SummaryOf describes the archive of m.
func SummaryOf(m domain.BackupManifest) BackupSummary {
	out := BackupSummary{Format: m.Format, App: m.App, Created: m.Created.UTC(), Tables: make([]BackupTableCount, 0, len(m.Tables)), Files: len(m.Files)}
	for _, t := range m.Tables {
		out.Tables = append(out.Tables, BackupTableCount{Name: t.Name, Rows: t.Rows})
		out.Rows += t.Rows
	}
	for _, f := range m.Files {
		out.FileBytes += f.Size
	}
	return out
}

// Inspect reads and checks the archive of r exactly as Import does (the
// manifest, every file as an upload, every row against its table) and
// says what it holds, without writing anything: the first step of a
// restore from the admin. Its refusals are Import's.
func (s *BackupService) Inspect(ctx context.Context, r io.Reader) (*BackupSummary, error) {
	dir, err := os.MkdirTemp("", "portfolio-inspect-*")
	if err != nil {
		return nil, fmt.Errorf("inspect: %w", err)
	}
	defer os.RemoveAll(dir)
	files := filepath.Join(dir, "files")
	if err := os.Mkdir(files, 0o700); err != nil {
		return nil, fmt.Errorf("inspect: %w", err)
	}
	archive, err := s.load(ctx, r, files)
	if err != nil {
		return nil, err
	}
	sum := SummaryOf(archive.Manifest)
	return &sum, nil
}

// ContentReplaced finishes a restore from the admin once Import has put
// the rows and files in: the restore goes into the activity log (the log
// restored is the archive's; this entry comes after it), and every cached
// answer is dropped, on every instance sharing the cache, so the next read
// is the restored content without a restart.
func (s *ContentService) ContentReplaced(ctx context.Context, res *ImportResult) error {
	title := fmt.Sprintf("Backup made %s: %d rows, %d files", res.Manifest.Created.UTC().Format("2006-01-02 15:04 UTC"), res.Rows, len(res.Manifest.Files))
	err := s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionImport, Kind: domain.ActivitySite, Title: title})
	// The content is replaced whether or not the entry could be written:
	// the caches must drop it either way.
	publishCommitted(ctx, s.events, domain.ContentReplaced{})
	return err
}
