package backuparchive

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides the archive format as the domain.BackupArchive.
var ProviderSet = wire.NewSet(New, wire.Bind(new(domain.BackupArchive), new(Archive)))
