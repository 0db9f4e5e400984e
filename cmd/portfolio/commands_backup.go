package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/agecipher"
	"github.com/portfolio-site/portfolio/domain"
)

// openBackup loads the configuration, opens and migrates the database and
// the uploads: the start of export and import. Log lines go to logs, which
// is stderr when the archive itself is on stdout.
func openBackup(ctx context.Context, configPath string, env []string, logs io.Writer) (*backupApp, *zap.Logger, func(), error) {
	cfg, log, err := setup(configPath, env, logs)
	if err != nil {
		return nil, nil, nil, err
	}
	b, cleanup, err := initializeBackup(ctx, cfg, log)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := b.DB.Migrate(ctx); err != nil {
		cleanup()
		return nil, nil, nil, fmt.Errorf("migrate: %w", err)
	}
	return b, log, cleanup, nil
}

// exportBackup writes the archive of the content and the uploads to path,
// or to stdout for "-". A file is written under a temporary name and
// renamed when complete, so that a failed export leaves no archive that
// looks whole.
func exportBackup(ctx context.Context, configPath string, env []string, path string, stdout, stderr io.Writer) (err error) {
	logs := stdout
	if path == "-" {
		logs = stderr
	}
	b, log, cleanup, err := openBackup(ctx, configPath, env, logs)
	if err != nil {
		return err
	}
	defer cleanup()
	if path == "-" {
		m, err := b.Backup.Export(ctx, stdout)
		if err != nil {
			return err
		}
		log.Info("backup written", zap.String("file", "(stdout)"), zap.Int("tables", len(m.Tables)), zap.Int("files", len(m.Files)))
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer func() {
		if err != nil {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	m, err := b.Backup.Export(ctx, tmp)
	if err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	rows := 0
	for _, t := range m.Tables {
		rows += t.Rows
	}
	log.Info("backup written", zap.String("file", path), zap.Int("rows", rows), zap.Int("files", len(m.Files)))
	return nil
}

// importBackup restores the archive at path, or on stdin for "-". A
// refusal the user can act on (a damaged or newer archive, content already
// there) is told in its own words.
func importBackup(ctx context.Context, configPath string, env []string, path string, replace bool, identity string, stdin io.Reader, stdout io.Writer) error {
	in := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return fmt.Errorf("import: %w", err)
		}
		defer f.Close()
		in = f
	}
	// An encrypted archive is decrypted as it is read: the clear archive
	// is never written anywhere.
	encrypted, head := agecipher.Encrypted(in)
	in = head
	if encrypted {
		if identity == "" {
			return errors.New("import refused, nothing was changed: the backup is encrypted: give its identity file with --identity FILE")
		}
		c, err := identityCipher(identity)
		if err != nil {
			return fmt.Errorf("import: --identity: %w", err)
		}
		if in, err = c.Decrypt(in); err != nil {
			return fmt.Errorf("import refused, nothing was changed: %s", domain.ErrorMessage(err))
		}
	}
	b, log, cleanup, err := openBackup(ctx, configPath, env, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	res, err := b.Backup.Import(ctx, in, replace)
	if err != nil {
		var de *domain.Error
		if code := domain.ErrorCode(err); errors.As(err, &de) && (code == domain.EINVALID || code == domain.ECONFLICT) {
			return fmt.Errorf("import refused, nothing was changed: %s", de.Message)
		}
		return err
	}
	for _, name := range res.Stale {
		log.Warn("could not remove an old upload the backup does not hold", zap.String("file", name))
	}
	log.Info("backup restored; restart the server so that it serves the restored content",
		zap.String("file", path), zap.String("made", res.Manifest.Created.Format(time.RFC3339)),
		zap.Int("rows", res.Rows), zap.Int("files", len(res.Manifest.Files)), zap.Bool("replace", replace))
	// A backup carries the originals only: their copies are made now (the
	// server would make the WebP and share copies on first use, but never
	// an AVIF one, which takes seconds).
	return rebuildImages(ctx, b.Uploads, stdout)
}

// backupCommand runs portfolio backup run|list|verify [NAME] on the
// scheduled backups' target.
func backupCommand(ctx context.Context, configPath string, env []string, args []string, stdout io.Writer) error {
	const usage = "usage: portfolio backup run|list|verify [--identity FILE] [NAME]"
	if len(args) == 0 {
		return errors.New(usage)
	}
	b, log, cleanup, err := openBackup(ctx, configPath, env, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	switch args[0] {
	case "run":
		if len(args) != 1 {
			return errors.New(usage)
		}
		run, err := b.Schedule.Run(ctx)
		if err != nil {
			return fmt.Errorf("backup: %w", err)
		}
		fmt.Fprintf(stdout, "%s\t%d bytes\t%s\n", run.Name, run.Bytes, b.Schedule.Target())
		return nil
	case "list":
		list, err := b.Schedule.Archives(ctx)
		if err != nil {
			return fmt.Errorf("backup list: %w", err)
		}
		for _, o := range list {
			fmt.Fprintf(stdout, "%s\t%d\n", o.Name, o.Size)
		}
		return nil
	case "verify":
		rest := args[1:]
		sched := b.Schedule
		if len(rest) >= 2 && rest[0] == "--identity" {
			c, err := identityCipher(rest[1])
			if err != nil {
				return fmt.Errorf("backup verify: --identity: %w", err)
			}
			sched, rest = sched.WithOpener(c), rest[2:]
		}
		if len(rest) > 1 {
			return errors.New(usage)
		}
		name := ""
		if len(rest) == 1 {
			name = rest[0]
		}
		v, err := sched.Verify(ctx, name)
		if err != nil {
			return fmt.Errorf("backup verify: %w", err)
		}
		if !v.OK {
			return fmt.Errorf("backup verify: %s: %s", v.Name, v.Detail)
		}
		log.Info("backup verified", zap.String("name", v.Name), zap.String("detail", v.Detail))
		fmt.Fprintf(stdout, "%s\tok\t%s\n", v.Name, v.Detail)
		return nil
	}
	return errors.New(usage)
}
