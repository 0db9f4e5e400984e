package backup

import (
	"context"
	"fmt"

	"github.com/portfolio-site/portfolio/domain"
)

// An imported file is judged as an upload is (issue 21): a backup restores
// files under their own names, straight into the store the site serves,
// so a file the upload route would have refused (an HTML page, a PNG that
// is a script, a decompression bomb) must not get in this way either.
// Every stored name is an image's (an upload, its variants, its share
// copy), so every file must be an image of the type its name says, within
// the upload's byte and pixel limits, whose body decodes whole: the image
// processor's CheckFile. Stored files are not re-encoded on import: they
// were when uploaded, and a backup gives them back byte for byte.

// checkImportedFile refuses a file of an archive that is not an image the
// product would have stored under name, over the upload limit included.
func (s *Service) checkImportedFile(ctx context.Context, name string, data []byte) error {
	if _, ok := domain.ImageTypeByName(name); !ok {
		return domain.RefusedBackupFile(name, domain.MsgUnsupportedImage)
	}
	if max := s.limits.MaxFileBytes; int64(len(data)) > max {
		return domain.RefusedBackupFile(name, fmt.Sprintf("over the upload limit of %d bytes", max))
	}
	err := s.images.CheckFile(ctx, name, data)
	switch {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return fmt.Errorf("import: checking file %s: %w", name, ctx.Err())
	case domain.ErrorCode(err) == domain.EINTERNAL:
		return fmt.Errorf("import: checking file %s: %w", name, err)
	}
	return domain.RefusedBackupFile(name, domain.ErrorMessage(err))
}
