package memory_test

import (
	"testing"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/repotest"
)

func TestRepositoryContract(t *testing.T) {
	repotest.RunRepositoryContract(t, func(t *testing.T) repotest.Repos {
		s := memory.NewStore()
		messages, site := memory.NewMessageRepository(), memory.NewSiteRepository()
		return repotest.Repos{
			Projects:       s.Projects(),
			Links:          s.Links(),
			Gallery:        s.Gallery(),
			Collaborations: s.Collaborations(),
			Media:          s.Media(),
			Investments:    s.Investments(),
			Layouts:        s.Layouts(),
			Users:          s.Users(),
			Sessions:       memory.NewSessionStore(),
			Throttle:       memory.NewLoginThrottle(),
			Messages:       messages,
			Secrets:        memory.NewSecretStore(),
			TwoFactor:      memory.NewTwoFactorRepository(),
			Site:           site,
			Trash:          s.Trash(),
			Activity:       s.Activity(),
			Tx:             memory.NewTransactor(s, messages, site),
		}
	})
}

func TestSessionStoreContract(t *testing.T) {
	repotest.RunSessionStoreContract(t, memory.NewSessionStore())
}
