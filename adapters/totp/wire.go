package totp

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the TOTP code maker as domain.OneTimeCodes.
var ProviderSet = wire.NewSet(NewCodes, wire.Bind(new(domain.OneTimeCodes), new(Codes)))
