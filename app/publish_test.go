package app_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// hangUp cancels a request's context the moment its repository call has
// committed: the client disconnected in the middle of the save.
type hangUp struct{ cancel context.CancelFunc }

func (h *hangUp) after(err error) error {
	h.cancel()
	return err
}

// hangUpProjects is the memory project repository with a client that
// hangs up after every commit.
type hangUpProjects struct {
	domain.ProjectRepository
	h *hangUp
}

func (r hangUpProjects) Create(ctx context.Context, p *domain.Project) error {
	return r.h.after(r.ProjectRepository.Create(ctx, p))
}

func (r hangUpProjects) Update(ctx context.Context, id int64, fn func(*domain.Project) error) (*domain.Project, error) {
	p, err := r.ProjectRepository.Update(ctx, id, fn)
	return p, r.h.after(err)
}

func (r hangUpProjects) Delete(ctx context.Context, id int64) error {
	return r.h.after(r.ProjectRepository.Delete(ctx, id))
}

func (r hangUpProjects) Reorder(ctx context.Context, a, b int64) ([]domain.ProjectMove, error) {
	moved, err := r.ProjectRepository.Reorder(ctx, a, b)
	return moved, r.h.after(err)
}

// hangUpCollaborations is the same for collaborations, which go through
// the generic ContentAdmin.
type hangUpCollaborations struct {
	domain.CollaborationRepository
	h *hangUp
}

func (r hangUpCollaborations) Create(ctx context.Context, c *domain.Collaboration) error {
	return r.h.after(r.CollaborationRepository.Create(ctx, c))
}

// ctxCache is the memory cache behaving like a networked one: an
// invalidation on a finished context does nothing and fails, as a Redis
// call would. It records whether the context had a deadline.
type ctxCache struct {
	domain.Cache
	mu          sync.Mutex
	invalidated int
	unbounded   int
}

func (c *ctxCache) Invalidate(ctx context.Context, regions ...domain.CacheRegion) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	c.mu.Lock()
	c.invalidated++
	if _, ok := ctx.Deadline(); !ok {
		c.unbounded++
	}
	c.mu.Unlock()
	return c.Cache.Invalidate(ctx, regions...)
}

// setup is the application on memory adapters whose client hangs up after
// each commit, with two projects saved.
type setup struct {
	content   *app.ContentService
	catalogue *app.CatalogueService
	seed      *domain.Project
	other     *domain.Project
}

func TestClientHangingUpAfterTheCommitStillInvalidates(t *testing.T) {
	cases := []struct {
		name string
		save func(ctx context.Context, s setup) error
		// read returns what a visitor sees of what the save changed.
		read func(t *testing.T, s setup) any
		want any
	}{
		{"create project", func(ctx context.Context, s setup) error {
			_, err := s.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("New"), Category: ptr("games"), Priority: ptr(9)})
			return err
		}, projectTitles, []string{"Seed", "Other", "New"}},
		{"update project", func(ctx context.Context, s setup) error {
			_, err := s.content.UpdateProject(ctx, s.seed.ID, domain.ProjectPatch{Title: ptr("Renamed")})
			return err
		}, projectTitles, []string{"Renamed", "Other"}},
		{"delete project", func(ctx context.Context, s setup) error {
			return s.content.DeleteProject(ctx, s.seed.ID)
		}, projectTitles, []string{"Other"}},
		{"reorder projects", func(ctx context.Context, s setup) error {
			_, err := s.content.SwapProjectPriorities(ctx, s.seed.ID, s.other.ID)
			return err
		}, projectTitles, []string{"Other", "Seed"}},
		{"create collaboration", func(ctx context.Context, s setup) error {
			_, err := s.content.Collaborations().Create(ctx, domain.CollaborationPatch{Title: ptr("Studio")})
			return err
		}, func(t *testing.T, s setup) any {
			var names []string
			for _, c := range decode[[]domain.Collaboration](t)(s.catalogue.List(context.Background(), visitor, domain.KindCollaboration)) {
				names = append(names, c.Title)
			}
			return names
		}, []string{"Studio"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			store := memory.NewStore()
			h := &hangUp{cancel: func() {}}
			repos := app.Repositories{
				Projects: hangUpProjects{store.Projects(), h}, Links: store.Links(), Gallery: store.Gallery(),
				Collaborations: hangUpCollaborations{store.Collaborations(), h}, Media: store.Media(),
				Investments: store.Investments(), Appearances: store.Appearances(), Layouts: store.Layouts(),
				Messages: memory.NewMessageRepository(), Trash: store.Trash(), Drafts: store.Drafts(), Redirects: store.Redirects(),
			}
			cache := &ctxCache{Cache: memory.NewCache(memory.CacheConfig{})}
			bus, err := memory.NewEventBus(zap.NewNop())
			require.NoError(t, err)
			_, err = app.NewCacheInvalidator(cache, bus, domain.ContentKinds(), quietLog())
			require.NoError(t, err)
			var s setup
			j, err := journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
			require.NoError(t, err)
			s.content, err = app.NewContentService(repos, j, bus, app.TrashConfig{}, domain.ContentKinds())
			require.NoError(t, err)
			s.catalogue, err = app.NewCatalogueService(repos, cache, domain.ContentKinds(), quietLog())
			require.NoError(t, err)
			s.seed, err = s.content.CreateProject(context.Background(), domain.ProjectPatch{Title: ptr("Seed"), Category: ptr("games"), Priority: ptr(1)})
			require.NoError(t, err)
			s.other, err = s.content.CreateProject(context.Background(), domain.ProjectPatch{Title: ptr("Other"), Category: ptr("games"), Priority: ptr(2)})
			require.NoError(t, err)
			tc.read(t, s) // warms the cache with the old rows

			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			h.cancel = cancel
			require.NoError(t, tc.save(ctx, s))
			require.Error(t, ctx.Err(), "the client hung up during the save")

			assert.Equal(t, tc.want, tc.read(t, s), "the next read is fresh")
			assert.Zero(t, cache.unbounded, "the invalidation is bounded in time")
		})
	}
}

// projectTitles returns the titles of the public games list.
func projectTitles(t *testing.T, s setup) any {
	return titles(decode[[]domain.Project](t)(s.catalogue.Projects(context.Background(), visitor, "games", "")))
}
