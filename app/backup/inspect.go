package backup

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Summary is what an archive holds, as the admin shows it before a
// restore: its format, when it was made, the rows of each table and the
// files with their total size.
type Summary struct {
	Format    int          `json:"format"`
	App       string       `json:"app"`
	Created   time.Time    `json:"created"`
	Tables    []TableCount `json:"tables"`
	Rows      int          `json:"rows"`
	Files     int          `json:"files"`
	FileBytes int64        `json:"fileBytes"`
}

// TableCount is one table of a summary.
type TableCount struct {
	Name string `json:"name"`
	Rows int    `json:"rows"`
}

// SummaryOf describes the archive of m.
func SummaryOf(m domain.BackupManifest) Summary {
	out := Summary{Format: m.Format, App: m.App, Created: m.Created.UTC(), Tables: make([]TableCount, 0, len(m.Tables)), Files: len(m.Files)}
	for _, t := range m.Tables {
		out.Tables = append(out.Tables, TableCount{Name: t.Name, Rows: t.Rows})
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
func (s *Service) Inspect(ctx context.Context, r io.Reader) (*Summary, error) {
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
