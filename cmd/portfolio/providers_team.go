package main

import (
	smtpadapter "github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// provideInvitationMailer e-mails invitations through the configured mail
// server (the one of the notifications), or sends none without one.
func provideInvitationMailer(cfg *config.Config) (domain.InvitationMailer, error) {
	smtp := cfg.SMTP
	if smtp.Host == "" {
		return domain.InvitationMailOff{}, nil
	}
	n, err := smtpadapter.New(smtpadapter.Config{
		Host: smtp.Host, Port: smtp.Port, Username: smtp.Username, Password: smtp.Password,
		From: smtp.From, To: smtp.To, StartTLS: smtp.StartTLS, SiteName: cfg.Site.Name,
	})
	if err != nil {
		return nil, err
	}
	return n, nil
}

// provideTeam is the users and invitations (issue 43); links start with
// the site's public address.
func provideTeam(s *auth.Service, invitations domain.InvitationStore, mailer domain.InvitationMailer, cfg *config.Config) (*auth.Team, error) {
	return auth.NewTeam(s, invitations, mailer, cfg.PublicURL)
}
