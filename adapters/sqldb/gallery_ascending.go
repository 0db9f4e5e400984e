package sqldb

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// Issue 24: the gallery used to show the highest priority first while
// every other list shows the lowest first. Now every list shows the lowest
// first, so priorities stored under the old rule are rewritten, once, into
// the same order under the new one: by the migration of
// 20261128000001_gallery_ascending.go for a database, and on import for a
// backup of an older format (BackupStore.Upgrade).

// galleryFlip rewrites a priority p of project P as max(P) - p, where
// max(P) is the highest priority of P's images, those in the trash
// included: the order within each gallery is kept (ties stay ties, and
// so keep their order by id), nothing goes below 0, and an image restored
// from the trash comes back to the place it had.
type galleryFlip map[int64]int

// see takes an image's priority into its project's highest.
func (f galleryFlip) see(projectID int64, priority *int) {
	if m, ok := f[projectID]; !ok || *priority > m {
		f[projectID] = *priority
	}
}

// flip rewrites an image's priority; see must have seen every image of
// its project first.
func (f galleryFlip) flip(projectID int64, priority *int) {
	*priority = f[projectID] - *priority
}

// flipKept rewrites the priority of an image a draft or a revision keeps:
// as flip, but the numbers are those of the live images and the trash's,
// so a kept priority above them all (the first place it had) becomes 0,
// the first place, not a number a save would refuse.
func (f galleryFlip) flipKept(projectID int64, priority *int) {
	*priority = max(0, f[projectID]-*priority)
}

// trashGalleryImages calls visit on every gallery image an item's JSON
// holds as the API showed it (a trash entry's payload, a draft's or a
// revision's data): the image of kind gallery, the gallery of kind
// project; other kinds hold none. It returns
// the payload with the priorities visit left, and whether any changed.
// Members it does not know are kept as they are.
func trashGalleryImages(kind string, payload []byte, visit func(projectID int64, priority *int)) ([]byte, bool, error) {
	var item map[string]json.RawMessage
	switch kind {
	case "gallery", "project":
		if err := json.Unmarshal(payload, &item); err != nil {
			return nil, false, fmt.Errorf("read the %s payload: %w", kind, err)
		}
	default:
		return payload, false, nil
	}
	changed := false
	if kind == "gallery" {
		c, err := visitImage(item, visit)
		if err != nil {
			return nil, false, err
		}
		changed = c
	} else if raw, ok := item["galleryImages"]; ok && string(raw) != "null" {
		var images []map[string]json.RawMessage
		if err := json.Unmarshal(raw, &images); err != nil {
			return nil, false, fmt.Errorf("read the gallery of a project payload: %w", err)
		}
		for _, image := range images {
			c, err := visitImage(image, visit)
			if err != nil {
				return nil, false, err
			}
			changed = changed || c
		}
		if changed {
			b, err := json.Marshal(images)
			if err != nil {
				return nil, false, err
			}
			item["galleryImages"] = b
		}
	}
	if !changed {
		return payload, false, nil
	}
	b, err := json.Marshal(item)
	return b, true, err
}

// visitImage calls visit on the projectId and priority members of an
// image as the API shows it (a missing priority is 0).
func visitImage(image map[string]json.RawMessage, visit func(projectID int64, priority *int)) (bool, error) {
	return visitMembers(image, "projectId", "priority", visit)
}

// visitMembers calls visit on an object's project id and priority members
// (a backup row's columns, an API image's members) and writes the
// priority back when visit changed it.
func visitMembers(obj map[string]json.RawMessage, projectKey, priorityKey string, visit func(projectID int64, priority *int)) (bool, error) {
	projectID, err := jsonInt(obj, projectKey)
	if err != nil {
		return false, err
	}
	priority, err := jsonInt(obj, priorityKey)
	if err != nil {
		return false, err
	}
	p := int(priority)
	visit(projectID, &p)
	if p == int(priority) {
		return false, nil
	}
	obj[priorityKey] = json.RawMessage(strconv.Itoa(p))
	return true, nil
}

// jsonInt reads an integer member; a missing or null member is 0.
func jsonInt(obj map[string]json.RawMessage, key string) (int64, error) {
	raw, ok := obj[key]
	if !ok || string(raw) == "null" {
		return 0, nil
	}
	var n int64
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, fmt.Errorf("member %s: %w", key, err)
	}
	return n, nil
}

// Upgrade rewrites the rows of a backup of an older format in place: before
// domain.BackupFormatGalleryAscending, the gallery priorities, those the
// trash, the drafts and the revisions hold included, as the migration
// does. A row it cannot read is EINVALID.
func (s *BackupStore) Upgrade(tables []domain.BackupTable, format int) error {
	if format < domain.BackupFormatSlugs {
		if err := s.upgradeSlugs(tables); err != nil {
			return err
		}
	}
	if format >= domain.BackupFormatGalleryAscending {
		return nil
	}
	byName := map[string]*domain.BackupTable{}
	for i := range tables {
		byName[tables[i].Name] = &tables[i]
	}
	table := func(row any) *domain.BackupTable { return byName[s.db.db.Table(reflect.TypeOf(row).Elem()).Name] }
	gallery := table((*galleryImageRow)(nil))
	image := func(visit func(int64, *int)) func(map[string]json.RawMessage) (bool, error) {
		return func(row map[string]json.RawMessage) (bool, error) {
			return visitMembers(row, "project_id", "priority", visit)
		}
	}
	held := func(column string, visit func(int64, *int)) func(map[string]json.RawMessage) (bool, error) {
		return func(row map[string]json.RawMessage) (bool, error) { return upgradeHeldImages(row, column, visit) }
	}
	f := galleryFlip{}
	steps := []struct {
		table  *domain.BackupTable
		change func(map[string]json.RawMessage) (bool, error)
	}{
		// See every live and trashed image first, then rewrite.
		{gallery, image(f.see)},
		{table((*trashRow)(nil)), held("payload", f.see)},
		{gallery, image(f.flip)},
		{table((*trashRow)(nil)), held("payload", f.flip)},
		{table((*draftRow)(nil)), held("data", f.flipKept)},
		{table((*revisionRow)(nil)), held("data", f.flipKept)},
	}
	for _, step := range steps {
		if step.table == nil {
			continue
		}
		for i, raw := range step.table.Rows {
			row, changed, err := upgradeRow(raw, step.change)
			if err != nil {
				return backupRowError(step.table.Name, i, err)
			}
			if changed {
				step.table.Rows[i] = row
			}
		}
	}
	return nil
}

// upgradeRow decodes a backup row, lets change rewrite its members and
// encodes it again when it did.
func upgradeRow(raw json.RawMessage, change func(map[string]json.RawMessage) (bool, error)) (json.RawMessage, bool, error) {
	var row map[string]json.RawMessage
	if err := json.Unmarshal(raw, &row); err != nil {
		return nil, false, err
	}
	changed, err := change(row)
	if err != nil || !changed {
		return raw, false, err
	}
	b, err := json.Marshal(row)
	return b, err == nil, err
}

// upgradeHeldImages visits the gallery images of the item a row of the
// trash, the drafts or the revisions holds in column (trashGalleryImages).
func upgradeHeldImages(row map[string]json.RawMessage, column string, visit func(int64, *int)) (bool, error) {
	var kind, payload string
	if err := json.Unmarshal(row["kind"], &kind); err != nil {
		return false, fmt.Errorf("column kind: %w", err)
	}
	if err := json.Unmarshal(row[column], &payload); err != nil {
		return false, fmt.Errorf("column %s: %w", column, err)
	}
	out, changed, err := trashGalleryImages(kind, []byte(payload), visit)
	if err != nil || !changed {
		return false, err
	}
	b, err := json.Marshal(string(out))
	if err != nil {
		return false, err
	}
	row[column] = b
	return true, nil
}

// backupRowError is the EINVALID error of a row Upgrade cannot read.
func backupRowError(table string, i int, err error) error {
	return domain.Errorf(domain.EINVALID, "table %s, row %d: %v", table, i+1, err)
}
