package sqldb

import (
	"github.com/google/wire"

	"github.com/portfolio-site/portfolio/domain"
)

// ProviderSet provides every repository of a *DB bound to its domain port
// (the simple kinds' through ContentSet), the sign-in counters, the
// contact inbox, the generated secrets, the trash, the activity log and
// the backup of the content (the injector binds its *DB to
// domain.Transactor). Sessions are apart (SessionSet), provided by the
// injector that needs them.
var ProviderSet = wire.NewSet(
	NewProjectRepository, wire.Bind(new(domain.ProjectRepository), new(*ProjectRepository)),
	NewLinkRepository, wire.Bind(new(domain.LinkRepository), new(*LinkRepository)),
	NewGalleryRepository, wire.Bind(new(domain.GalleryRepository), new(*GalleryRepository)),
	ContentSet,
	NewSectionLayoutRepository, wire.Bind(new(domain.SectionLayoutRepository), new(*SectionLayoutRepository)),
	NewUserRepository, wire.Bind(new(domain.UserRepository), new(*UserRepository)),
	NewInvitationStore, wire.Bind(new(domain.InvitationStore), new(*InvitationStore)),
	NewLoginThrottle, wire.Bind(new(domain.LoginThrottle), new(*LoginThrottle)),
	NewMessageRepository, wire.Bind(new(domain.MessageRepository), new(*MessageRepository)),
	NewContactTokens, wire.Bind(new(domain.ContactTokenStore), new(*ContactTokens)),
	NewSecretStore, wire.Bind(new(domain.SecretStore), new(*SecretStore)),
	NewTwoFactorRepository, wire.Bind(new(domain.TwoFactorRepository), new(*TwoFactorRepository)),
	NewSiteRepository, wire.Bind(new(domain.SiteRepository), new(*SiteRepository)),
	NewTrashRepository, wire.Bind(new(domain.TrashRepository), new(*TrashRepository)),
	NewActivityLog, wire.Bind(new(domain.ActivityLog), new(*ActivityLog)),
	NewRevisionStore, wire.Bind(new(domain.RevisionStore), new(*RevisionStore)),
	NewDraftStore, wire.Bind(new(domain.DraftStore), new(*DraftStore)),
	NewPreviewStore, wire.Bind(new(domain.PreviewStore), new(*PreviewStore)),
	NewRedirectRepository, wire.Bind(new(domain.RedirectRepository), new(*RedirectRepository)),
	NewInsightsRepository, wire.Bind(new(domain.InsightsRepository), new(*InsightsRepository)),
	NewSealedBackupStore, wire.Bind(new(domain.BackupStore), new(*BackupStore)),
	NewBackupLedger, wire.Bind(new(domain.BackupLedger), new(*BackupLedger)),
)

// SessionSet keeps sessions in the database: it provides *SessionStore
// bound to domain.SessionStore, and the passkeys and their ceremonies'
// challenges beside them (every instance finishes what another began).
var SessionSet = wire.NewSet(
	NewSessionStore, wire.Bind(new(domain.SessionStore), new(*SessionStore)),
	NewPasskeyRepository, wire.Bind(new(domain.PasskeyRepository), new(*PasskeyRepository)),
	NewPasskeyChallenges, wire.Bind(new(domain.PasskeyChallengeStore), new(*PasskeyChallenges)),
)
