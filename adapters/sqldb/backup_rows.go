package sqldb

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/schema"

	"github.com/portfolio-site/portfolio/domain"
)

// backupTable is one table of the backup registry.
type backupTable interface {
	name(db *bun.DB) string
	dump(ctx context.Context, db *bun.DB, idb bun.IDB) ([]json.RawMessage, error)
	count(ctx context.Context, idb bun.IDB) (int, error)
	deleteAll(ctx context.Context, idb bun.IDB) error
	// decode checks rows and returns what inserts them.
	decode(db *bun.DB, rows []json.RawMessage) (func(context.Context, bun.IDB) error, error)
	resetSequence(ctx context.Context, db *bun.DB, idb bun.IDB) error
}

// rowTable is the table of the repositories' row struct R. Going through
// the row structs, rather than generic maps of column values, keeps each
// column's Go type: a boolean or a timestamp reads the same from both
// databases (SQLite would give 0/1 and text), so SQLite → PostgreSQL →
// SQLite gives back the same rows.
type rowTable[R any] struct{}

// restoreBatch is how many rows one INSERT carries: bun writes the values
// into the statement, and a few hundred rows keep it well under the
// databases' statement limits.
const restoreBatch = 200

func (rowTable[R]) table(db *bun.DB) *schema.Table { return db.Table(reflect.TypeFor[R]()) }

func (t rowTable[R]) name(db *bun.DB) string { return t.table(db).Name }

// dump reads the rows by primary key, so that two dumps of the same rows
// are the same bytes.
//
// Only the columns the database has are read and written: a backup taken
// before the migrations of an upgrade (issue 41) reads the older schema,
// and gives an archive the older version restores as well as this one
// (whose missing columns keep their zero values). A table the database
// does not have yet is empty.
func (t rowTable[R]) dump(ctx context.Context, db *bun.DB, idb bun.IDB) ([]json.RawMessage, error) {
	table := t.table(db)
	have, err := columnsOf(ctx, db, idb, table.Name)
	if err != nil {
		return nil, fmt.Errorf("read the columns of %s: %w", table.Name, err)
	}
	if len(have) == 0 {
		return []json.RawMessage{}, nil
	}
	var cols []string
	for _, f := range table.Fields {
		if have[f.Name] {
			cols = append(cols, f.Name)
		}
	}
	var rows []R
	q := idb.NewSelect().Model(&rows).Column(cols...)
	for _, pk := range table.PKs {
		q = q.OrderExpr("?", pk.SQLName)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("read %s: %w", table.Name, err)
	}
	out := make([]json.RawMessage, len(rows))
	for i := range rows {
		raw, err := encodeRow(table, reflect.ValueOf(&rows[i]).Elem(), have)
		if err != nil {
			return nil, fmt.Errorf("encode a row of %s: %w", table.Name, err)
		}
		out[i] = raw
	}
	return out, nil
}

func (rowTable[R]) count(ctx context.Context, idb bun.IDB) (int, error) {
	n, err := idb.NewSelect().Model((*R)(nil)).Count(ctx)
	return int(n), err
}

func (rowTable[R]) deleteAll(ctx context.Context, idb bun.IDB) error {
	_, err := idb.NewDelete().Model((*R)(nil)).Where("TRUE").Exec(ctx)
	return err
}

func (t rowTable[R]) decode(db *bun.DB, raw []json.RawMessage) (func(context.Context, bun.IDB) error, error) {
	table := t.table(db)
	rows := make([]R, len(raw))
	for i, r := range raw {
		v := reflect.ValueOf(&rows[i]).Elem()
		centreFocalColumns(table, v)
		if err := decodeRow(table, r, v); err != nil {
			return nil, domain.Errorf(domain.EINVALID, "Row %d of table %s: %s", i+1, table.Name, err)
		}
		if err := checkRow(table, v); err != nil {
			return nil, domain.Errorf(domain.EINVALID, "%s: row %d of table %s: %s", domain.MsgBackupRefused, i+1, table.Name, err)
		}
	}
	if err := checkTable(table.Name, rows); err != nil {
		return nil, domain.Errorf(domain.EINVALID, "%s: %s", domain.MsgBackupRefused, domain.ErrorMessage(err))
	}
	return func(ctx context.Context, idb bun.IDB) error {
		for start := 0; start < len(rows); start += restoreBatch {
			batch := rows[start:min(start+restoreBatch, len(rows))]
			if _, err := idb.NewInsert().Model(&batch).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	}, nil
}

// resetSequence moves the id sequence of a table with an auto-increment key
// (PostgreSQL only) past the largest id, or back to 1 for an empty table.
func (t rowTable[R]) resetSequence(ctx context.Context, db *bun.DB, idb bun.IDB) error {
	table := t.table(db)
	if len(table.PKs) != 1 || !table.PKs[0].AutoIncrement {
		return nil
	}
	pk := table.PKs[0]
	_, err := idb.ExecContext(ctx, "SELECT setval(pg_get_serial_sequence(?, ?), COALESCE((SELECT max(?) FROM ?), 0) + 1, false)",
		table.Name, pk.Name, pk.SQLName, table.SQLName)
	return err
}

// encodeRow writes a row as a JSON object of its columns, in the struct's
// order, times in UTC (PostgreSQL hands them back in the session's zone).
func encodeRow(table *schema.Table, v reflect.Value, have map[string]bool) (json.RawMessage, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	first := true
	for _, f := range table.Fields {
		if !have[f.Name] {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		key, err := json.Marshal(f.Name)
		if err != nil {
			return nil, err
		}
		value := f.Value(v).Interface()
		if tm, ok := value.(time.Time); ok {
			value = tm.UTC()
		}
		val, err := json.Marshal(value)
		if err != nil {
			return nil, fmt.Errorf("column %s: %w", f.Name, err)
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// decodeRow fills v from a JSON object of encodeRow. A column the table
// does not have is refused (its values would be lost), as is a row without
// its primary key; another missing column keeps its zero value.
func decodeRow(table *schema.Table, raw json.RawMessage, v reflect.Value) error {
	var cols map[string]json.RawMessage
	if err := json.Unmarshal(raw, &cols); err != nil || cols == nil {
		return fmt.Errorf("not a JSON object")
	}
	for _, pk := range table.PKs {
		if _, ok := cols[pk.Name]; !ok {
			return fmt.Errorf("no %s", pk.Name)
		}
	}
	for name, val := range cols {
		f := fieldByColumn(table, name)
		if f == nil {
			return fmt.Errorf("unknown column %s", name)
		}
		if err := json.Unmarshal(val, f.Value(v).Addr().Interface()); err != nil {
			return fmt.Errorf("column %s: %w", name, err)
		}
	}
	return nil
}

// centreFocalColumns sets the focal point columns (issue 44) of the row v
// to the centre: what a row of a backup older than them reads as, as the
// migration reads the rows it found.
func centreFocalColumns(table *schema.Table, v reflect.Value) {
	for _, f := range table.Fields {
		if strings.HasSuffix(f.Name, "focal_x") || strings.HasSuffix(f.Name, "focal_y") {
			f.Value(v).SetFloat(domain.FocalCentre)
		}
	}
}

func fieldByColumn(table *schema.Table, column string) *schema.Field {
	for _, f := range table.Fields {
		if f.Name == column {
			return f
		}
	}
	return nil
}

// columnsOf names the columns the database's table has; none when it has
// no such table.
func columnsOf(ctx context.Context, db *bun.DB, idb bun.IDB, table string) (map[string]bool, error) {
	query := "SELECT name FROM pragma_table_info(?)"
	if db.Dialect().Name() == dialect.PG {
		query = "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?"
	}
	var names []string
	if err := idb.NewRaw(query, table).Scan(ctx, &names); err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out, nil
}
