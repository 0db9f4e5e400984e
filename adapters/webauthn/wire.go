package webauthn

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the ceremonies as domain.PasskeyCeremonies; the
// injector supplies the Config (RP ID and origins from the public URL).
var ProviderSet = wire.NewSet(New, wire.Bind(new(domain.PasskeyCeremonies), new(*Ceremonies)))
