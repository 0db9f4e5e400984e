package imaging

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the one Processor of the process as the
// domain.ImageProcessor: the uploads and the backup share its decode slot.
var ProviderSet = wire.NewSet(New, wire.Bind(new(domain.ImageProcessor), new(*Processor)))

// ShareCardSet provides the drawer of the site's default share image as
// the domain.ShareCardDrawer of the public pages.
var ShareCardSet = wire.NewSet(NewShareCards, wire.Bind(new(domain.ShareCardDrawer), new(*ShareCards)))
