// Package repotest is the one contract suite of the storage ports: every
// adapter (memory, SQLite, PostgreSQL) runs it, so they cannot drift apart in
// ordering, errors, cascades or transactions.
package repotest

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// Repos is one adapter's set of stores, sharing one backing database.
type Repos struct {
	Projects       domain.ProjectRepository
	Links          domain.LinkRepository
	Gallery        domain.GalleryRepository
	Collaborations domain.CollaborationRepository
	Media          domain.MediaRepository
	Investments    domain.InvestmentRepository
	Appearances    domain.AppearanceRepository
	Layouts        domain.SectionLayoutRepository
	Users          domain.UserRepository
	Invitations    domain.InvitationStore
	Sessions       domain.SessionStore
	Throttle       domain.LoginThrottle
	Messages       domain.MessageRepository
	Secrets        domain.SecretStore
	Site           domain.SiteRepository
	TwoFactor      domain.TwoFactorRepository
	Trash          domain.TrashRepository
	Activity       domain.ActivityLog
	Revisions      domain.RevisionStore
	Drafts         domain.DraftStore
	Previews       domain.PreviewStore
	ContactTokens  domain.ContactTokenStore
	Redirects      domain.RedirectRepository
	Insights       domain.InsightsRepository
	// Tx is the store's transactor; every repository above joins it.
	Tx domain.Transactor
}

// RunRepositoryContract checks every repository port of the domain. open is
// called once per subtest and must return empty, fresh stores.
func RunRepositoryContract(t *testing.T, open func(t *testing.T) Repos) {
	t.Helper()
	groups := []struct {
		name string
		run  func(t *testing.T, open func(t *testing.T) Repos)
	}{
		{"Projects", runProjectContract},
		{"Links", runLinkContract},
		{"Gallery", runGalleryContract},
		{"Collaborations", runCollaborationContract},
		{"Media", runMediaContract},
		{"Investments", runInvestmentContract},
		{"Appearances", runAppearanceContract},
		{"Layouts", runLayoutContract},
		{"Users", runUserContract},
		{"UserRoles", runUserRoleContract},
		{"Invitations", runInvitationContract},
		{"Sessions", func(t *testing.T, open func(t *testing.T) Repos) {
			r := open(t)
			u := &domain.User{Username: "owner", PasswordHash: "hash"}
			require.NoError(t, r.Users.Create(context.Background(), u))
			runSessionContract(t, r.Sessions, u.ID)
		}},
		{"LoginThrottle", runLoginThrottleContract},
		{"Messages", runMessageContract},
		{"Secrets", runSecretContract},
		{"Site", runSiteContract},
		{"TwoFactor", runTwoFactorContract},
		{"Transactor", runTransactorContract},
		{"SecurityChange", runSecurityChangeContract},
		{"Trash", runTrashContract},
		{"Activity", runActivityContract},
		{"ActivityTally", runActivityTallyContract},
		{"Restore", runRestoreContract},
		{"Decorative", runDecorativeContract},
		{"Revisions", runRevisionContract},
		{"Drafts", runDraftContract},
		{"Previews", runPreviewContract},
		{"ContactTokens", runContactTokenContract},
		{"Slugs", runSlugContract},
		{"Redirects", runRedirectContract},
		{"Insights", runInsightsContract},
	}
	for _, g := range groups {
		t.Run(g.name, func(t *testing.T) { g.run(t, open) })
	}
}

// errAbort is what a test closure returns to abort an Update.
var errAbort = errors.New("closure refused the change")

func ptr[T any](v T) *T { return &v }

// mustProject creates a project with the given placement and returns it.
func mustProject(t *testing.T, r Repos, title, category, subcategory string, priority int, active bool) *domain.Project {
	t.Helper()
	p := domain.NewProject()
	p.Title, p.Category, p.Subcategory, p.Priority, p.IsActive = title, category, subcategory, priority, active
	require.NoError(t, r.Projects.Create(context.Background(), &p))
	require.NotZero(t, p.ID)
	return &p
}

// mustLink creates a link of project projectID.
func mustLink(t *testing.T, r Repos, projectID int64, label string, priority int) *domain.ProjectLink {
	t.Helper()
	l := &domain.ProjectLink{ProjectID: projectID, Label: label, URL: "https://example.com/" + label, Type: "website", Priority: priority}
	require.NoError(t, r.Links.Create(context.Background(), l))
	require.NotZero(t, l.ID)
	return l
}

// mustImage creates one gallery image of project projectID.
func mustImage(t *testing.T, r Repos, projectID int64, src string, priority int) *domain.GalleryImage {
	t.Helper()
	g := &domain.GalleryImage{ProjectID: projectID, Src: "/uploads/" + src, Alt: src, Caption: src + " caption", Priority: priority}
	require.NoError(t, r.Gallery.Create(context.Background(), []*domain.GalleryImage{g}))
	require.NotZero(t, g.ID)
	return g
}

// ids returns the ids of items, in order.
func ids[T any](items []T, id func(*T) int64) []int64 {
	out := make([]int64, 0, len(items))
	for i := range items {
		out = append(out, id(&items[i]))
	}
	return out
}

func projectID(p *domain.Project) int64      { return p.ID }
func linkID(l *domain.ProjectLink) int64     { return l.ID }
func imageID(g *domain.GalleryImage) int64   { return g.ID }
func layoutID(s *domain.SectionLayout) int64 { return s.ID }

// assertConflict checks that err is an ECONFLICT domain error.
func assertConflict(t *testing.T, err error) {
	t.Helper()
	if assert.Error(t, err) {
		assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err), "error: %v", err)
	}
}
