package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// imagesCommand runs portfolio images rebuild: the missing copies (AVIF
// and WebP variants, share copies) of every stored upload, one upload at
// a time, a line of progress each. It can run beside the server (a copy
// is stored whole or not at all) and be stopped and run again: it goes on
// where it was, and writes nothing when nothing is missing.
func imagesCommand(ctx context.Context, configPath string, env []string, args []string, stdout io.Writer) error {
	const usage = "usage: portfolio images rebuild"
	if len(args) != 1 || args[0] != "rebuild" {
		return fmt.Errorf("%s", usage)
	}
	b, _, cleanup, err := openBackup(ctx, configPath, env, stdout)
	if err != nil {
		return err
	}
	defer cleanup()
	return rebuildImages(ctx, b.Uploads, stdout)
}

// rebuildImages makes the missing copies of every upload, printing a line
// for each and a total.
func rebuildImages(ctx context.Context, uploads *app.UploadService, stdout io.Writer) error {
	res, err := uploads.Rebuild(ctx, func(p app.RebuildProgress) {
		switch {
		case p.Err != nil:
			fmt.Fprintf(stdout, "[%d/%d] %s: no copy can be made: %s\n", p.Index, p.Total, p.Name, domain.ErrorMessage(p.Err))
		case len(p.Made) == 0:
			fmt.Fprintf(stdout, "[%d/%d] %s: complete\n", p.Index, p.Total, p.Name)
		default:
			fmt.Fprintf(stdout, "[%d/%d] %s: made %s\n", p.Index, p.Total, p.Name, strings.Join(p.Made, ", "))
		}
	})
	if err != nil {
		return fmt.Errorf("images rebuild: %w", err)
	}
	fmt.Fprintf(stdout, "images rebuild: %d uploads, %d copies made, %d could not be made\n", res.Originals, res.Made, res.Failed)
	return nil
}
