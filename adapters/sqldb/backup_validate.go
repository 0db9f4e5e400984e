package sqldb

import (
	"fmt"
	"reflect"
	"time"

	"github.com/uptrace/bun/schema"

	"github.com/portfolio-site/portfolio/domain"
)

// An import is as strict as the API (issue 21). Every row a backup brings
// is decoded into its row struct (decodeRow), then every text column must
// pass the text rule, then the row goes through the domain validation of
// its entity, the one a save runs: an archive cannot put on the site a
// javascript: link, a negative priority, a title with a NUL or a site
// document the editor could not have saved. The first offending row is
// named, and nothing is written.

// validatedRow is a row struct whose entity has rules of its own.
type validatedRow interface {
	// validate checks the row's entity as a save would; the error is a
	// domain error naming the field.
	validate() error
}

// checkRow runs the text rule on every text column of the row v, then
// the row's own validation.
func checkRow(table *schema.Table, v reflect.Value) error {
	for _, f := range table.Fields {
		if s, ok := f.Value(v).Interface().(string); ok && !domain.IsText(s, true) {
			return fmt.Errorf("column %s: %s", f.Name, domain.MsgNotText)
		}
	}
	if r, ok := v.Addr().Interface().(validatedRow); ok {
		if err := r.validate(); err != nil {
			return fmt.Errorf("%s", domain.ErrorMessage(err))
		}
	}
	return nil
}

// checkTable runs the rules that hold between the rows of one table: the
// redirects' (issue 37: site paths only, no chain, no loop, as the API
// keeps them), checked on the whole table since a chain is two rows.
func checkTable[R any](name string, rows []R) error {
	if list, ok := any(rows).([]redirectRow); ok {
		redirects := make([]domain.Redirect, len(list))
		for i := range list {
			redirects[i] = list[i].toDomain()
		}
		return domain.CheckRedirects(name, redirects)
	}
	return nil
}

// validate decodes the document (a JSON object of the site contract's
// shape: keys this version does not know are dropped, as when the store
// reads it) and checks it as a save of the site document does.
func (r *siteRow) validate() error {
	if r.ID != siteRowID {
		return domain.Errorf(domain.EINVALID, "id: the site document's row is %d", siteRowID)
	}
	s, err := r.toDomain()
	if err != nil {
		return domain.Errorf(domain.EINVALID, "document: not a site document (%v)", err)
	}
	return s.Validate()
}

func (r *projectRow) validate() error {
	p, err := r.toDomain()
	if err != nil {
		return domain.Errorf(domain.EINVALID, "tags: not a list of tags (%v)", err)
	}
	return p.Validate()
}

func (r *linkRow) validate() error { l := r.toDomain(); return l.Validate() }

func (r *galleryImageRow) validate() error { g := r.toDomain(); return g.Validate() }

func (r *sectionLayoutRow) validate() error { l := r.toDomain(); return l.Validate() }

func (r *messageRow) validate() error { m := r.toDomain(); return m.Validate() }

func (r *trashRow) validate() error { t := r.toDomain(); return t.Validate() }

func (r *revisionRow) validate() error {
	rev, err := r.toDomain()
	if err != nil {
		return domain.Errorf(domain.EINVALID, "fields: not a list of field names")
	}
	return rev.Validate()
}

func (r *draftRow) validate() error { d := r.toDomain(); return d.Validate() }

// validate checks the schedule against the clock of the import: a time
// more than domain.MaxScheduleYears ahead is refused, as the API does.
func (r *scheduleRow) validate() error { sc := r.toDomain(); return sc.Validate(time.Now()) }
