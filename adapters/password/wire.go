package password

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the argon2id hasher bound to domain.PasswordHasher.
var ProviderSet = wire.NewSet(NewHasher, wire.Bind(new(domain.PasswordHasher), new(*Hasher)))
