package app

import (
	"context"
	"fmt"
	"net/http"

	"github.com/portfolio-site/portfolio/domain"
)

// An imported file is judged as an upload is (issue 21): a backup restores
// files under their own names, straight into the store the site serves,
// so a file the upload route would have refused (an HTML page, a PNG that
// is a script, a decompression bomb) must not get in this way either.
// Every stored name is an image's (an upload, its variants, its share
// copy), so every file must be an image of the type its name says, within
// the upload's byte and pixel limits, whose body decodes whole. Stored
// files are not re-encoded on import: they were when uploaded, and a
// backup gives them back byte for byte.

// checkImportedFile refuses a file of an archive that is not an image the
// product would have stored under name; maxBytes is the upload limit.
func checkImportedFile(ctx context.Context, name string, data []byte, maxBytes int64) error {
	t, ok := domain.ImageTypeByName(name)
	if !ok {
		return refusedFile(name, MsgUnsupportedImage)
	}
	if int64(len(data)) > maxBytes {
		return refusedFile(name, fmt.Sprintf("over the upload limit of %d bytes", maxBytes))
	}
	format, ok := formatOf(http.DetectContentType(data))
	if !ok || format.ContentType != t.ContentType {
		return refusedFile(name, fmt.Sprintf("its content is not a %s image", t.Name))
	}
	if _, err := checkImageHeader(format, data); err != nil {
		return refusedFile(name, domain.ErrorMessage(err))
	}
	if _, err := decodeImage(ctx, format, data, decodeTimeout); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("import: checking file %s: %w", name, ctx.Err())
		}
		return refusedFile(name, domain.ErrorMessage(err))
	}
	return nil
}

// refusedFile is the EINVALID error of an archive's file the product would
// not have stored.
func refusedFile(name, why string) error {
	return domain.Errorf(domain.EINVALID, "%s: file %s: %s", domain.MsgBackupRefused, name, why)
}
