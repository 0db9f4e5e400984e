package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// kindTable is the SQL half of a kind of the registry (domain.Kinds): the
// table its rows live in (backed up and restored, backup.go), and how an
// import reads its items as the API shows them, to keep the states it
// replaces (restore_history.go). One line per kind in kindTables (a
// simple kind's is beside its rows, contentKindTables); the
// paths that use them range over the registry, and a kind whose table or
// states are missing is an error (checkKindTables), not a silent skip.
type kindTable struct {
	kind domain.Kind
	rows backupTable
	// states reads every item of the kind (and of the kinds whose parent
	// it is: a project's links and gallery images), put under their kinds;
	// nil for a kind with no history, or whose parent reads it.
	states func(ctx context.Context, db *DB, put putState) error
}

// putState keeps the state of one item.
type putState func(kind domain.Kind, id int64, v any) error

// kindTables are the kinds' tables, in the backup's order: parents before
// children (the order rows are restored in, and the reverse of the order
// they are deleted in). The order is the archive's: it never changes.
func kindTables() []kindTable {
	tables := []kindTable{
		{kind: domain.KindSite, rows: rowTable[siteRow]{}, states: siteStates},
		{kind: domain.KindProject, rows: rowTable[projectRow]{}, states: projectStates},
		{kind: domain.KindRedirect, rows: rowTable[redirectRow]{}},
		{kind: domain.KindLink, rows: rowTable[linkRow]{}},
		{kind: domain.KindGallery, rows: rowTable[galleryImageRow]{}},
		{kind: domain.KindLayout, rows: rowTable[sectionLayoutRow]{}, states: listStates(domain.KindLayout,
			func(db *DB) func(context.Context, bool) ([]domain.SectionLayout, error) {
				return NewSectionLayoutRepository(db).List
			},
			func(l domain.SectionLayout) int64 { return l.ID })},
		{kind: domain.KindMessage, rows: rowTable[messageRow]{}},
	}
	// The simple kinds' tables (content_rows.go) come after the gallery.
	gallery := slices.IndexFunc(tables, func(t kindTable) bool { return t.kind == domain.KindGallery })
	return slices.Insert(tables, gallery+1, contentKindTables()...)
}

// checkKindTables fails when a kind of kinds that keeps items (trash,
// history, drafts) has no table in tables, or a kind with a history no
// way to read its states (its own, or its parent's).
func checkKindTables(kinds *domain.Kinds, db *DB, tables []backupTable) error {
	names := map[string]bool{}
	for _, t := range tables {
		names[t.name(db.db)] = true
	}
	byKind := map[domain.Kind]kindTable{}
	for _, t := range kindTables() {
		byKind[t.kind] = t
	}
	for _, spec := range kinds.All() {
		t, ok := byKind[spec.ID]
		if (spec.Trash || spec.History || spec.Drafts) && (!ok || !names[t.rows.name(db.db)]) {
			return fmt.Errorf("sqldb: kind %q keeps items but the backup has no table of them", spec.ID)
		}
		if spec.History && t.states == nil && byKind[spec.Parent].states == nil {
			return fmt.Errorf("sqldb: kind %q has a history but an import cannot read its states", spec.ID)
		}
	}
	return nil
}

// projectStates reads every project with its links and gallery images.
func projectStates(ctx context.Context, db *DB, put putState) error {
	projects, err := NewProjectRepository(db).List(ctx, domain.ProjectFilter{})
	if err != nil {
		return err
	}
	for _, p := range projects {
		if err := put(domain.KindProject, p.ID, p); err != nil {
			return err
		}
		for _, l := range p.Links {
			if err := put(domain.KindLink, l.ID, l); err != nil {
				return err
			}
		}
		for _, g := range p.GalleryImages {
			if err := put(domain.KindGallery, g.ID, g); err != nil {
				return err
			}
		}
	}
	return nil
}

// siteStates reads the site document, if there is one.
func siteStates(ctx context.Context, db *DB, put putState) error {
	site, err := NewSiteRepository(db).Get(ctx)
	switch {
	case domain.ErrorCode(err) == domain.ENOTFOUND:
		return nil
	case err != nil:
		return err
	}
	return put(domain.KindSite, domain.SiteRevisionID, site)
}

// listStates reads every item a repository's list returns, as kind.
func listStates[T any](kind domain.Kind, repo func(*DB) func(context.Context, bool) ([]T, error), id func(T) int64) func(context.Context, *DB, putState) error {
	return func(ctx context.Context, db *DB, put putState) error {
		items, err := repo(db)(ctx, false)
		if err != nil {
			return err
		}
		for _, item := range items {
			if err := put(kind, id(item), item); err != nil {
				return err
			}
		}
		return nil
	}
}

// encodeState is the state of an item as the history keeps it.
func encodeState(kind domain.Kind, id int64, v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode %s %d: %w", kind, id, err)
	}
	return b, nil
}
