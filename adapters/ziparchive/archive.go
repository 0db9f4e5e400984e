// Package ziparchive writes the press kit's ZIP (domain.ArchiveMaker)
// with the standard library's archive/zip, straight to the response.
package ziparchive

import (
	"archive/zip"
	"io"
	"path"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Maker starts ZIP archives. It holds nothing, so one serves every
// request.
type Maker struct{}

var _ domain.ArchiveMaker = Maker{}

// NewArchive implements domain.ArchiveMaker.
func (Maker) NewArchive(w io.Writer) domain.ArchiveWriter { return &archive{zw: zip.NewWriter(w)} }

type archive struct{ zw *zip.Writer }

// storedTypes are the extensions of files compressed already: deflating
// them again costs time and saves nothing.
var storedTypes = map[string]bool{".jpg": true, ".jpeg": true, ".png": true, ".gif": true, ".webp": true, ".pdf": false}

// Create implements domain.ArchiveWriter.
func (a *archive) Create(name string, modTime time.Time) (io.Writer, error) {
	method := zip.Deflate
	if storedTypes[strings.ToLower(path.Ext(name))] {
		method = zip.Store
	}
	if modTime.IsZero() {
		modTime = time.Now()
	}
	return a.zw.CreateHeader(&zip.FileHeader{Name: name, Method: method, Modified: modTime.UTC()})
}

// Close implements domain.ArchiveWriter.
func (a *archive) Close() error { return a.zw.Close() }
