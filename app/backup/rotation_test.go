package backup_test

import (
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/app/backup"
)

// TestRetentionIsGrandfatherFatherSon: the newest Last, then the newest of
// each of the newest Daily days, Weekly ISO weeks and Monthly months; a
// name that is not an archive's is never expired.
func TestRetentionIsGrandfatherFatherSon(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC)
	var names []string
	for h := 0; h < 24*90; h += 6 { // four a day for 90 days
		names = append(names, backup.ArchiveName(start.Add(time.Duration(h)*time.Hour), h%12 == 0))
	}
	names = append(names, "notes.txt", "portfolio-keep-me.tar.gz", backup.PreUpgradeName(start, false))
	r := backup.Retention{Last: 3, Daily: 7, Weekly: 4, Monthly: 3}
	expired := r.Expired(names)
	gone := map[string]bool{}
	for _, n := range expired {
		gone[n] = true
	}
	var kept []string
	for _, n := range names {
		if !gone[n] {
			kept = append(kept, n)
		}
	}
	sort.Strings(kept)
	assert.Contains(t, kept, "notes.txt")
	assert.Contains(t, kept, "portfolio-keep-me.tar.gz")
	assert.Contains(t, kept, backup.PreUpgradeName(start, false))
	last := start.Add(time.Duration(24*90-6) * time.Hour)
	for i := range 3 {
		assert.Contains(t, kept, backup.ArchiveName(last.Add(-time.Duration(6*i)*time.Hour), (24*90-6-6*i)%12 == 0))
	}
	// 3 last (all on the last day), +6 earlier days, + weeks and months
	// not already kept: far fewer than the 360 made.
	assert.Less(t, len(kept), 3+7+4+3+3+1)
	assert.Greater(t, len(kept), 3+6)

	assert.Len(t, backup.Retention{Last: 2}.Expired([]string{backup.ArchiveName(start, false), backup.ArchiveName(start.Add(time.Second), false), backup.ArchiveName(start.Add(2*time.Second), true)}), 1)
	assert.Empty(t, backup.Retention{Last: 0}.Expired([]string{"x.tar.gz"}))
}
