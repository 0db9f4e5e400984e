package storage

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// Dir is the directory uploads are kept in, a type of its own so that wire
// can tell it from other strings.
type Dir string

// NewLocalDiskIn is NewLocalDisk for the injector.
func NewLocalDiskIn(dir Dir) (*LocalDisk, error) { return NewLocalDisk(string(dir)) }

// ProviderSet provides the local disk bound to domain.BlobStore; the
// injector provides the Dir.
var ProviderSet = wire.NewSet(NewLocalDiskIn, wire.Bind(new(domain.BlobStore), new(*LocalDisk)))
