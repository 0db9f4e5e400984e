// Command portfolio is the portfolio website: the public site, its JSON API
// and the admin area in one binary.
//
//	portfolio [--config FILE] serve               start the server
//	portfolio [--config FILE] migrate [--dry-run] apply database migrations (after a backup)
//	portfolio [--config FILE] seed                load demo content into an empty database
//	portfolio [--config FILE] set-password USER   set (or create) an administrator's password, read from stdin
//	portfolio [--config FILE] set-password --reset-2fa USER   turn off USER's two-factor sign-in (lost authenticator)
//	portfolio [--config FILE] export FILE          write the content and uploads into a backup archive
//	portfolio [--config FILE] import [--replace] [--identity FILE] FILE   restore a backup archive
//	portfolio [--config FILE] backup run|list|verify [NAME]   the scheduled backups at backup.target
//	portfolio [--config FILE] images rebuild       make the missing copies (AVIF, WebP, share) of every upload
//	portfolio [--config FILE] healthcheck         exit 0 when the server at http.addr is ready
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Environ(), os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "portfolio:", err)
		os.Exit(1)
	}
}

// usage is printed for -h and for an unknown command.
const usage = `usage: portfolio [--config FILE] <command>

commands:
  serve               start the HTTP server (migrates, creates the admin, loads demo content)
  migrate [--dry-run] apply database migrations, after a backup to
                      backup.target of a database with content;
                      --dry-run lists what would run and changes nothing
  seed                load demo content into an empty database
  set-password USER   set or create an administrator's password (read from stdin)
  set-password --reset-2fa USER
                      turn off USER's two-factor sign-in and end their sessions
  export FILE         write every row of content and every upload into FILE
                      (a .tar.gz; - writes to stdout)
  import [--replace] [--identity FILE] ARCHIVE
                      restore ARCHIVE (- reads stdin) into an empty database and
                      uploads store; --replace replaces what is there;
                      --identity reads an age-encrypted archive.
                      Restart the server afterwards.
  backup run          write a backup to backup.target now
  backup list         list the backups at backup.target, newest first
  backup verify [NAME]
                      restore NAME (the newest by default) into a scratch
                      database and compare it with its manifest
  images rebuild      make the missing copies of every upload (AVIF and WebP
                      variants, share copies), one upload at a time; run it
                      after an upgrade or an import (import runs it itself);
                      stopped, it goes on where it was when run again
  healthcheck         ask the server at http.addr whether it is ready
                      (GET /readyz); exits non-zero unless it answers 200

Every configuration key can be set with a PORTFOLIO_* environment variable,
e.g. PORTFOLIO_HTTP_ADDR, PORTFOLIO_DATABASE_URL, PORTFOLIO_REDIS_URL,
PORTFOLIO_BLOB_URL (an s3:// bucket's credentials: AWS_ACCESS_KEY_ID and
AWS_SECRET_ACCESS_KEY).
`

// run is the whole program, free of process globals so tests can call it.
func run(ctx context.Context, args, env []string, stdin io.Reader, stdout, stderr io.Writer) error {
	configPath := ""
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		switch a := args[0]; {
		case a == "--config" || a == "-config":
			if len(args) < 2 {
				return fmt.Errorf("--config needs a file")
			}
			configPath, args = args[1], args[2:]
		case len(a) > 9 && a[:9] == "--config=":
			configPath, args = a[9:], args[1:]
		case a == "-h" || a == "--help":
			fmt.Fprint(stdout, usage)
			return nil
		default:
			return fmt.Errorf("unknown flag %s\n%s", a, usage)
		}
	}
	if len(args) == 0 {
		return fmt.Errorf("no command\n%s", usage)
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		return serve(ctx, configPath, env, stdout)
	case "migrate":
		if len(rest) > 1 || (len(rest) == 1 && rest[0] != "--dry-run") {
			return fmt.Errorf("usage: portfolio migrate [--dry-run]")
		}
		return migrate(ctx, configPath, env, len(rest) == 1, stdout)
	case "seed":
		return seed(ctx, configPath, env, stdout)
	case "set-password":
		if len(rest) == 2 && rest[0] == "--reset-2fa" {
			return resetTwoFactor(ctx, configPath, env, rest[1], stdout)
		}
		if len(rest) != 1 {
			return fmt.Errorf("usage: portfolio set-password USER  (password on stdin)")
		}
		return setPassword(ctx, configPath, env, rest[0], stdin, stdout)
	case "export":
		if len(rest) != 1 {
			return fmt.Errorf("usage: portfolio export FILE  (- for stdout)")
		}
		return exportBackup(ctx, configPath, env, rest[0], stdout, stderr)
	case "import":
		replace, identity := false, ""
		for len(rest) > 1 {
			switch {
			case rest[0] == "--replace":
				replace, rest = true, rest[1:]
			case rest[0] == "--identity" && len(rest) > 2:
				identity, rest = rest[1], rest[2:]
			default:
				return fmt.Errorf("usage: portfolio import [--replace] [--identity FILE] ARCHIVE  (- for stdin)")
			}
		}
		if len(rest) != 1 {
			return fmt.Errorf("usage: portfolio import [--replace] [--identity FILE] ARCHIVE  (- for stdin)")
		}
		return importBackup(ctx, configPath, env, rest[0], replace, identity, stdin, stdout)
	case "backup":
		return backupCommand(ctx, configPath, env, rest, stdout)
	case "images":
		return imagesCommand(ctx, configPath, env, rest, stdout)
	case "healthcheck":
		return healthcheck(ctx, configPath, env, stdout)
	case "help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		return fmt.Errorf("unknown command %q\n%s", cmd, usage)
	}
}
