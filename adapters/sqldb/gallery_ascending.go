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

// trashGalleryImages calls visit on every gallery image a trash entry's
// payload holds (the entity as the API showed it): the image of a gallery
// entry, the gallery of a project entry; other kinds hold none. It returns
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
// domain.BackupFormatGalleryAscending, the gallery priorities, the trash's
// included, with the galleryFlip of the migration. A row it cannot read
// is EINVALID.
func (s *BackupStore) Upgrade(tables []domain.BackupTable, format int) error {
	if format >= domain.BackupFormatGalleryAscending {
		return nil
	}
	var gallery, trash *domain.BackupTable
	for i := range tables {
		switch tables[i].Name {
		case s.db.db.Table(reflect.TypeFor[galleryImageRow]()).Name:
			gallery = &tables[i]
		case s.db.db.Table(reflect.TypeFor[trashRow]()).Name:
			trash = &tables[i]
		}
	}
	f := galleryFlip{}
	for _, pass := range []func(int64, *int){f.see, f.flip} {
		if gallery != nil {
			for i, raw := range gallery.Rows {
				row, changed, err := upgradeRow(raw, func(row map[string]json.RawMessage) (bool, error) {
					return visitMembers(row, "project_id", "priority", pass)
				})
				if err != nil {
					return backupRowError(gallery.Name, i, err)
				}
				if changed {
					gallery.Rows[i] = row
				}
			}
		}
		if trash != nil {
			for i, raw := range trash.Rows {
				row, changed, err := upgradeRow(raw, func(row map[string]json.RawMessage) (bool, error) {
					return upgradeTrashRow(row, pass)
				})
				if err != nil {
					return backupRowError(trash.Name, i, err)
				}
				if changed {
					trash.Rows[i] = row
				}
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

// upgradeTrashRow visits the gallery images of a trash row's payload
// (trashGalleryImages).
func upgradeTrashRow(row map[string]json.RawMessage, visit func(int64, *int)) (bool, error) {
	var kind, payload string
	if err := json.Unmarshal(row["kind"], &kind); err != nil {
		return false, fmt.Errorf("column kind: %w", err)
	}
	if err := json.Unmarshal(row["payload"], &payload); err != nil {
		return false, fmt.Errorf("column payload: %w", err)
	}
	out, changed, err := trashGalleryImages(kind, []byte(payload), visit)
	if err != nil || !changed {
		return false, err
	}
	b, err := json.Marshal(string(out))
	if err != nil {
		return false, err
	}
	row["payload"] = b
	return true, nil
}

// backupRowError is the EINVALID error of a row Upgrade cannot read.
func backupRowError(table string, i int, err error) error {
	return domain.Errorf(domain.EINVALID, "table %s, row %d: %v", table, i+1, err)
}
