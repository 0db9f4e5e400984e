package app

import (
	"context"
	"fmt"

	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// ContentReplaced finishes a restore from the admin once Import has put
// the rows and files in: the restore goes into the activity log (the log
// restored is the archive's; this entry comes after it), and every cached
// answer is dropped, on every instance sharing the cache, so the next read
// is the restored content without a restart.
func (s *ContentService) ContentReplaced(ctx context.Context, res *backup.ImportResult) error {
	title := fmt.Sprintf("Backup made %s: %d rows, %d files", res.Manifest.Created.UTC().Format("2006-01-02 15:04 UTC"), res.Rows, len(res.Manifest.Files))
	err := s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionImport, Kind: domain.ActivitySite, Title: title})
	// The content is replaced whether or not the entry could be written:
	// the caches must drop it either way.
	publishCommitted(ctx, s.events, domain.ContentReplaced{})
	return err
}
