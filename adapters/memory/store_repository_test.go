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
		sessions, throttle, twoFactor := memory.NewSessionStore(), memory.NewLoginThrottle(), memory.NewTwoFactorRepository()
		return repotest.Repos{
			Projects:       s.Projects(),
			Links:          s.Links(),
			Gallery:        s.Gallery(),
			Collaborations: s.Collaborations(),
			Media:          s.Media(),
			Investments:    s.Investments(),
			Appearances:    s.Appearances(),
			Layouts:        s.Layouts(),
			Users:          s.Users(),
			Invitations:    memory.NewInvitationStore(),
			Sessions:       sessions,
			Throttle:       throttle,
			Messages:       messages,
			Secrets:        memory.NewSecretStore(),
			TwoFactor:      twoFactor,
			Site:           site,
			Trash:          s.Trash(),
			Activity:       s.Activity(),
			Revisions:      s.Revisions(),
			Drafts:         s.Drafts(), Redirects: s.Redirects(),
			Insights:      memory.NewInsightsRepository(),
			Previews:      memory.NewPreviewStore(),
			ContactTokens: memory.NewContactTokens(),
			Tx:            memory.NewTransactor(s, messages, site, sessions, throttle, twoFactor),
		}
	})
}

func TestSessionStoreContract(t *testing.T) {
	repotest.RunSessionStoreContract(t, memory.NewSessionStore())
}

func TestPasskeyContract(t *testing.T) {
	repotest.RunPasskeyContract(t, memory.NewStore().Users(), memory.NewPasskeyRepository(), memory.NewPasskeyChallenges())
}
