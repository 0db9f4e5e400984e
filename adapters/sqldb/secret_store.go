package sqldb

import (
	"context"
	"encoding/base64"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SecretStore = (*SecretStore)(nil)

// SecretStore is the SQL domain.SecretStore: generated keys live in the
// database every instance shares.
type SecretStore struct{ db *DB }

// NewSecretStore returns the secret store of db.
func NewSecretStore(db *DB) *SecretStore { return &SecretStore{db: db} }

// secretRow is a row of app_secrets; the value is base64, so any bytes fit
// a text column on both databases.
type secretRow struct {
	bun.BaseModel `bun:"table:app_secrets"`
	Name          string `bun:"name,pk"`
	Value         string `bun:"value"`
}

// LoadOrCreate inserts fresh unless name exists, then reads what is stored:
// the insert does nothing on a clash, so of two instances racing the first
// wins and both read its value.
func (s *SecretStore) LoadOrCreate(ctx context.Context, name string, fresh []byte) ([]byte, error) {
	row := &secretRow{Name: name, Value: base64.StdEncoding.EncodeToString(fresh)}
	if _, err := s.db.idb(ctx).NewInsert().Model(row).On("CONFLICT (name) DO NOTHING").Exec(ctx); err != nil {
		return nil, dbError("store secret "+name, err)
	}
	var stored secretRow
	if err := s.db.idb(ctx).NewSelect().Model(&stored).Where("name = ?", name).Scan(ctx); err != nil {
		return nil, dbError("read secret "+name, err)
	}
	v, err := base64.StdEncoding.DecodeString(stored.Value)
	if err != nil {
		return nil, fmt.Errorf("decode secret %s: %w", name, err)
	}
	return v, nil
}
