package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/agecipher"
	"github.com/portfolio-site/portfolio/adapters/backuptarget"
	"github.com/portfolio-site/portfolio/adapters/s3blob"
	smtpadapter "github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// provideBackupTarget opens backup.target: a folder (dir:///path, or the
// default beside the database) or a bucket's prefix on blob.url's S3
// server, with its credentials, the bucket created when missing.
func provideBackupTarget(ctx context.Context, cfg *config.Config) (domain.BackupTarget, error) {
	raw := cfg.TargetURL()
	if path, ok := strings.CutPrefix(raw, "dir://"); ok {
		return backuptarget.NewDir(filepath.FromSlash(path))
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("backup.target %q: want dir:///PATH or s3://BUCKET/PREFIX", raw)
	}
	s3cfg, err := s3blob.ParseURL(cfg.Blob.URL)
	if err != nil {
		return nil, fmt.Errorf("blob.url: %w", err)
	}
	s3cfg.AccessKeyID, s3cfg.SecretAccessKey, s3cfg.SessionToken = cfg.Blob.AccessKeyID, cfg.Blob.SecretAccessKey, cfg.Blob.SessionToken
	t, err := s3blob.NewBackupTarget(s3cfg, u.Host, strings.Trim(u.Path, "/"))
	if err != nil {
		return nil, fmt.Errorf("backup.target: %w", err)
	}
	sctx, cancel := context.WithTimeout(ctx, blobStartTimeout)
	defer cancel()
	if err := t.EnsureBucket(sctx); err != nil {
		return nil, fmt.Errorf("backup.target: the bucket %s cannot be used: %w", u.Host, err)
	}
	return t, nil
}

// backupCiphers are the schedule's encryption (the recipients) and its
// decryption for verification (the identity file), each nil when unset.
type backupCiphers struct {
	Seal, Open domain.BackupCipher
}

// provideBackupCiphers parses backup.age_recipients and reads
// backup.age_identity.
func provideBackupCiphers(cfg *config.Config) (backupCiphers, error) {
	var out backupCiphers
	if rs := cfg.Backup.Recipients(); len(rs) > 0 {
		c, err := agecipher.New(rs, nil)
		if err != nil {
			return out, err
		}
		out.Seal = c
	}
	if path := cfg.Backup.AgeIdentity; path != "" {
		c, err := identityCipher(path)
		if err != nil {
			return out, fmt.Errorf("backup.age_identity: %w", err)
		}
		out.Open = c
	}
	return out, nil
}

// identityCipher reads an age identity file.
func identityCipher(path string) (*agecipher.Cipher, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return agecipher.New(nil, data)
}

// provideBackupAlerter e-mails the owner about failed backups through
// smtp.*, or sends nothing when no mail server is configured.
func provideBackupAlerter(all *config.Config) (domain.BackupAlerter, error) {
	cfg, site := all.SMTP, all.Site
	if cfg.Host == "" {
		return domain.BackupAlertsOff{}, nil
	}
	return smtpadapter.New(smtpadapter.Config{
		Host: cfg.Host, Port: cfg.Port, Username: cfg.Username, Password: cfg.Password,
		From: cfg.From, To: cfg.To, StartTLS: cfg.StartTLS, SiteName: site.Name,
	})
}

// scratchStores opens the scratch SQLite database and uploads folder of a
// verification in dir.
func scratchStores(ctx context.Context, dir string) (domain.BackupStore, domain.BlobStore, func(), error) {
	db, closeDB, err := sqldb.Open(ctx, "file:"+filepath.Join(dir, "scratch.db"))
	if err != nil {
		return nil, nil, nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		closeDB()
		return nil, nil, nil, err
	}
	disk, err := storage.NewLocalDisk(filepath.Join(dir, "uploads"))
	if err != nil {
		closeDB()
		return nil, nil, nil, err
	}
	return sqldb.NewBackupStore(db), disk, closeDB, nil
}

// provideBackupSchedule is the scheduled backups (backup.*); serve starts
// it and the cleanup stops it.
func provideBackupSchedule(svc *backup.Service, target domain.BackupTarget, ledger domain.BackupLedger, ciphers backupCiphers,
	alerter domain.BackupAlerter, cfg *config.Config, log *slog.Logger) (*backup.Schedule, func(), error) {
	if svc == nil {
		return nil, nil, errors.New("backup schedule: no backup service")
	}
	s, err := backup.NewSchedule(backup.ScheduleDeps{
		Service: svc, Target: target, Ledger: ledger, Cipher: ciphers.Seal, Opener: ciphers.Open,
		Alerter: alerter, Scratch: scratchStores, Log: log,
	}, backup.ScheduleConfig{
		Every: cfg.Backup.Every, VerifyEvery: cfg.Backup.VerifyEvery,
		Keep: backup.Retention{Last: cfg.Backup.KeepLast, Daily: cfg.Backup.KeepDaily, Weekly: cfg.Backup.KeepWeekly, Monthly: cfg.Backup.KeepMonthly},
	})
	if err != nil {
		return nil, nil, err
	}
	return s, s.Stop, nil
}
