package imaging

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the one Processor of the process as the
// domain.ImageProcessor: the uploads and the backup share its decode slot.
var ProviderSet = wire.NewSet(New, wire.Bind(new(domain.ImageProcessor), new(*Processor)))
