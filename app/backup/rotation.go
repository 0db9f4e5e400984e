package backup

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Archive names: "portfolio-" and the UTC time to the millisecond, then
// ".tar.gz", then ".age" when encrypted. Rotation only ever deletes
// names of this form: nothing else in the target is touched.
const (
	archivePrefix = "portfolio-"
	archiveTime   = "20060102T150405.000Z"
	archiveExt    = ".tar.gz"
	// EncryptedExt ends the name of an age-encrypted archive.
	EncryptedExt = ".age"
)

// ArchiveName is the name of the archive made at at.
func ArchiveName(at time.Time, encrypted bool) string {
	name := archivePrefix + at.UTC().Format(archiveTime) + archiveExt
	if encrypted {
		name += EncryptedExt
	}
	return name
}

// PreUpgradeName is the name of the backup made at at before an
// upgrade's migrations: outside the rotation, never deleted by it.
func PreUpgradeName(at time.Time, encrypted bool) string {
	return strings.Replace(ArchiveName(at, encrypted), archiveExt, "-pre-upgrade"+archiveExt, 1)
}

// archiveTimeOf reads the time of an archive's name; false for a name
// that is not a scheduled archive's.
func archiveTimeOf(name string) (time.Time, bool) {
	rest, ok := strings.CutPrefix(name, archivePrefix)
	if !ok {
		return time.Time{}, false
	}
	rest = strings.TrimSuffix(rest, EncryptedExt)
	rest, ok = strings.CutSuffix(rest, archiveExt)
	if !ok {
		return time.Time{}, false
	}
	t, err := time.Parse(archiveTime, rest)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}

// Retention is the grandfather-father-son rotation: the newest Last
// archives, plus the newest archive of each of the newest Daily days,
// Weekly ISO weeks and Monthly months that have one.
type Retention struct {
	Last, Daily, Weekly, Monthly int
}

// Expired returns the archives of names that the rotation deletes; names
// that are not archives' are never among them.
func (r Retention) Expired(names []string) []string {
	type archive struct {
		name string
		at   time.Time
	}
	var list []archive
	for _, n := range names {
		if at, ok := archiveTimeOf(n); ok {
			list = append(list, archive{n, at})
		}
	}
	sort.Slice(list, func(i, j int) bool { return list[i].at.After(list[j].at) })
	keep := map[string]bool{}
	for i := 0; i < len(list) && i < r.Last; i++ {
		keep[list[i].name] = true
	}
	bucket := func(n int, key func(time.Time) string) {
		seen := map[string]bool{}
		for _, a := range list {
			if len(seen) >= n {
				return
			}
			k := key(a.at)
			if !seen[k] {
				seen[k] = true
				keep[a.name] = true
			}
		}
	}
	bucket(r.Daily, func(t time.Time) string { return t.Format("2006-01-02") })
	bucket(r.Weekly, func(t time.Time) string { y, w := t.ISOWeek(); return fmt.Sprintf("%d-W%02d", y, w) })
	bucket(r.Monthly, func(t time.Time) string { return t.Format("2006-01") })
	var out []string
	for _, a := range list {
		if !keep[a.name] {
			out = append(out, a.name)
		}
	}
	return out
}
