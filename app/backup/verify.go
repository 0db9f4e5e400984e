package backup

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Scratch opens an empty database and uploads folder in dir, migrated and
// ready for an import, for one verification; the func closes them (dir
// is removed by the caller).
type Scratch func(ctx context.Context, dir string) (domain.BackupStore, domain.BlobStore, func(), error)

// ageHeader starts every age-encrypted file.
const ageHeader = "age-encryption.org/v1\n"

// Archives lists the scheduled archives of the target, newest first.
func (s *Schedule) Archives(ctx context.Context) ([]domain.BackupObject, error) {
	objs, err := s.target.List(ctx)
	if err != nil {
		return nil, err
	}
	var out []domain.BackupObject
	for _, o := range objs {
		if strings.HasPrefix(o.Name, archivePrefix) {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name > out[j].Name })
	return out, nil
}

// Verify restores the archive name (the newest when empty) into a scratch
// database and folder and compares what is there with its manifest; the
// result is recorded. A verification that could not be made (no archive,
// no identity) is an error, recorded as failed.
func (s *Schedule) Verify(ctx context.Context, name string) (domain.BackupVerification, error) {
	return s.verify(ctx, 0, name)
}

func (s *Schedule) verify(ctx context.Context, n int64, name string) (domain.BackupVerification, error) {
	at := s.now().UTC()
	if name == "" {
		list, err := s.Archives(ctx)
		if err != nil {
			return domain.BackupVerification{}, err
		}
		if len(list) == 0 {
			return domain.BackupVerification{}, domain.Errorf(domain.ENOTFOUND, "There is no backup to verify at %s", s.target)
		}
		name = list[0].Name
	}
	mine, err := s.ledger.Claim(ctx, domain.BackupKindVerify, n, name, at)
	if err != nil || !mine {
		return domain.BackupVerification{}, err
	}
	v := domain.BackupVerification{At: at, Name: name}
	detail, err := s.check(ctx, name)
	v.OK, v.Detail = err == nil, detail
	if err != nil {
		v.Detail = domain.ErrorMessage(err)
		if domain.ErrorCode(err) == domain.EINTERNAL {
			v.Detail = err.Error()
		}
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if ferr := s.ledger.Finish(rctx, domain.BackupKindVerify, name, v.OK, 0, v.Detail); ferr != nil {
		s.log.Warn("could not record a verification", slog.Any("error", ferr))
	}
	if v.OK {
		s.log.Info("backup verified", slog.String("name", name), slog.String("detail", v.Detail))
	} else {
		s.log.Error("backup verification failed", slog.String("name", name), slog.String("detail", v.Detail))
	}
	return v, nil
}

// check restores the archive into a scratch store and compares it with
// its manifest: what it says on success, the error naming the table or
// file otherwise.
func (s *Schedule) check(ctx context.Context, name string) (string, error) {
	f, err := s.target.Open(ctx, name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	r, err := s.inClear(f, s.opener)
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "portfolio-verify-*")
	if err != nil {
		return "", fmt.Errorf("verify: %w", err)
	}
	defer os.RemoveAll(dir)
	store, blobs, closeScratch, err := s.scratch(ctx, dir)
	if err != nil {
		return "", fmt.Errorf("verify: scratch database: %w", err)
	}
	defer closeScratch()
	scratch := *s.svc
	scratch.store, scratch.blobs = store, blobs
	res, err := scratch.Import(ctx, r, false)
	if err != nil {
		return "", err
	}
	return compare(ctx, res.Manifest, store, blobs)
}

// inClear returns the archive of r in clear, decrypting it with opener
// when it is encrypted.
func (s *Schedule) inClear(r io.Reader, opener domain.BackupCipher) (io.Reader, error) {
	head := make([]byte, len(ageHeader))
	n, err := io.ReadFull(r, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, domain.Errorf(domain.EINVALID, "%s: %v", domain.MsgBackupDamaged, err)
	}
	r = io.MultiReader(bytes.NewReader(head[:n]), r)
	if string(head[:n]) != ageHeader {
		return r, nil
	}
	if opener == nil {
		return nil, domain.Errorf(domain.EINVALID, "This backup is encrypted: give the identity file that decrypts it (backup.age_identity or --identity FILE)")
	}
	return opener.Decrypt(r)
}

// compare counts the rows of every table and hashes every file of the
// restored store against the manifest.
func compare(ctx context.Context, m domain.BackupManifest, store domain.BackupStore, blobs domain.BlobStore) (string, error) {
	tables, err := store.Dump(ctx)
	if err != nil {
		return "", fmt.Errorf("verify: read the restored tables: %w", err)
	}
	got := map[string]int{}
	for _, t := range tables {
		got[t.Name] = len(t.Rows)
	}
	rows := 0
	for _, t := range m.Tables {
		if got[t.Name] != t.Rows {
			return "", domain.Errorf(domain.EINVALID, "table %s: %d rows restored, the manifest says %d", t.Name, got[t.Name], t.Rows)
		}
		rows += t.Rows
	}
	var total int64
	for _, f := range m.Files {
		sum, size, err := hashBlob(ctx, blobs, f.Name)
		if err != nil {
			return "", domain.Errorf(domain.EINVALID, "file %s: not restored (%v)", f.Name, err)
		}
		if sum != f.SHA256 || size != f.Size {
			return "", domain.Errorf(domain.EINVALID, "file %s: the restored file does not match its manifest's hash", f.Name)
		}
		total += size
	}
	return fmt.Sprintf("restored %d tables (%d rows) and %d files (%d bytes), all matching the manifest", len(m.Tables), rows, len(m.Files), total), nil
}

func hashBlob(ctx context.Context, blobs domain.BlobStore, name string) (string, int64, error) {
	b, err := blobs.Open(ctx, name)
	if err != nil {
		return "", 0, err
	}
	defer b.Close()
	h := sha256.New()
	n, err := io.Copy(h, b)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}
