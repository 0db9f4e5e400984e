package sqldb

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// upgradeSlugs gives the projects of a backup written before slugs
// (format < domain.BackupFormatSlugs) the slugs the migration gives the
// projects there were: made from their titles, unique, by id.
func (s *BackupStore) upgradeSlugs(tables []domain.BackupTable) error {
	name := s.db.db.Table(reflect.TypeFor[projectRow]()).Name
	i := slices.IndexFunc(tables, func(t domain.BackupTable) bool { return t.Name == name })
	if i < 0 {
		return nil
	}
	t := &tables[i]
	type member struct {
		ID    int64  `json:"id"`
		Title string `json:"title"`
	}
	rows := make([]member, len(t.Rows))
	for j, raw := range t.Rows {
		if err := json.Unmarshal(raw, &rows[j]); err != nil {
			return backupRowError(name, j, fmt.Errorf("read id and title: %w", err))
		}
	}
	order := make([]int, len(rows))
	for j := range order {
		order[j] = j
	}
	slices.SortStableFunc(order, func(a, b int) int { return int(rows[a].ID - rows[b].ID) })
	taken := map[string]bool{}
	for _, j := range order {
		slug := domain.UniqueSlug(domain.Slugify(rows[j].Title), func(s string) bool { return taken[s] })
		taken[slug] = true
		row, _, err := upgradeRow(t.Rows[j], func(m map[string]json.RawMessage) (bool, error) {
			b, err := json.Marshal(slug)
			m["slug"] = b
			return true, err
		})
		if err != nil {
			return backupRowError(name, j, err)
		}
		t.Rows[j] = row
	}
	return nil
}
