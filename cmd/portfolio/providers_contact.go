package main

import (
	"log/slog"
	"time"

	"github.com/google/wire"

	smtpadapter "github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// contactSet provides the contact form and inbox, and the outbox that
// e-mails the owner about new messages when a mail server is configured.
var contactSet = wire.NewSet(
	wire.FieldsOf(new(*config.Config), "Contact", "SMTP"),
	provideNotifier,
	provideOutbox,
	provideContact,
)

// provideNotifier is the SMTP notifier, or domain.NotificationsOff when no
// smtp.host is configured.
func provideNotifier(cfg config.SMTPConfig, site config.SiteConfig) (domain.MessageNotifier, error) {
	if cfg.Host == "" {
		return domain.NotificationsOff{}, nil
	}
	n, err := smtpadapter.New(smtpadapter.Config{
		Host: cfg.Host, Port: cfg.Port, Username: cfg.Username, Password: cfg.Password,
		From: cfg.From, To: cfg.To, StartTLS: cfg.StartTLS, SiteName: site.Name,
	})
	if err != nil {
		return nil, err
	}
	return n, nil
}

// provideOutbox builds the notification outbox; serve starts its worker
// once the database is migrated, and the cleanup stops it.
func provideOutbox(messages domain.MessageRepository, notifier domain.MessageNotifier, clock domain.Clock, log *slog.Logger) (*app.NotificationOutbox, func(), error) {
	o, err := app.NewNotificationOutbox(messages, notifier, clock, app.OutboxConfig{}, log)
	if err != nil {
		return nil, nil, err
	}
	return o, o.Stop, nil
}

func provideContact(messages domain.MessageRepository, secrets domain.SecretStore, tokens domain.ContactTokenStore, outbox *app.NotificationOutbox,
	clock domain.Clock, cfg config.ContactConfig, journal *journal.Journal, log *slog.Logger) (*app.ContactService, error) {
	return app.NewContactService(messages, secrets, tokens, outbox, journal, clock, app.ContactConfig{
		Secret: cfg.Secret,
		MinAge: time.Duration(cfg.MinSeconds) * time.Second,
		Limit:  domain.MessageRateLimit{Max: cfg.MaxPerHour, Window: time.Hour},
	}, log)
}
