package repotest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// siteFixture is a document with every section filled, nested lists and
// text no encoding may alter.
func siteFixture(name string) *domain.Site {
	return &domain.Site{
		Name: name, Email: "hello@example.com", Location: "Zürich — 東京", Tagline: "Producer \"&\" <investor>",
		PublicURL: "https://portfolio.example",
		Socials:   []domain.SiteSocial{{Platform: "linkedin", Label: "LinkedIn", URL: "#"}},
		SEO:       domain.SiteSEO{Description: "About", Keywords: []string{"games", "film"}, ShareImage: "/og.png"},
		Hero:      domain.SiteHero{Eyebrow: "Games · Film", Headline: "Worlds", Intro: "Intro", Image: "/hero.svg"},
		CategoryCards: []domain.SiteCategoryCard{
			{Title: "Games", Subtitle: "Live", Link: "/portfolio#games", ImageURL: "/g.svg", ImageDescription: "art"},
		},
		Funds:           []domain.SiteFund{{Name: "Fund I", Focus: "Games", Description: "d", Link: "/investments", ImageURL: "/f.svg"}},
		MediaHighlights: []domain.SiteMediaHighlight{{Title: "Talks", Description: "d", Image: "/m.svg", Link: "/media-press"}},
		Biography:       domain.SiteBiography{Paragraphs: []string{"One.", "Two."}, Image: "/p.svg", ImageDescription: "portrait"},
		ImpactStats:     []domain.SiteImpactStat{{Number: "8", Label: "Games", Detail: "shipped", Icon: "gamepad"}},
		Quote:           "Great worlds are built twice.",
		Venture:         domain.SiteVenture{Paragraphs: []string{"Backing founders."}},
		Outlets:         []string{"The Daily Frame"},
		Timeline: []domain.SiteEra{{
			Era: "Foundations", Icon: "compass", Colors: domain.SiteEraColors{Palette: "blue", From: "#2a6f97", To: "#123332"},
			Milestones: []domain.SiteMilestone{{Year: "Year 1", Text: "Joins as a **producer**, see [games](/portfolio)"}},
			Summary:    "Learning.",
		}},
	}
}

// stored is what a repository gives back for s: the same document
// without its public URL (configuration, never stored).
func stored(s *domain.Site) domain.Site {
	out := *s
	out.PublicURL = ""
	return out.WithLists()
}

func runSiteContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()

	t.Run("NothingBeforeTheFirstSeed", func(t *testing.T) {
		r := open(t).Site
		_, err := r.Get(ctx)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		assert.Equal(t, domain.MsgSiteNotFound, domain.ErrorMessage(err))
		_, err = r.Update(ctx, func(*domain.Site) error { return nil })
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	})

	t.Run("SeedOnlyIntoAnEmptyStore", func(t *testing.T) {
		r := open(t).Site
		seeded, err := r.SeedIfEmpty(ctx, siteFixture("First"))
		require.NoError(t, err)
		assert.True(t, seeded)
		seeded, err = r.SeedIfEmpty(ctx, siteFixture("Second"))
		require.NoError(t, err)
		assert.False(t, seeded)
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, stored(siteFixture("First")), *got, "the document round-trips whole; the public URL is not stored")
	})

	t.Run("ConcurrentSeedsStoreOneDocument", func(t *testing.T) {
		r := open(t).Site
		const n = 8
		var wg sync.WaitGroup
		won := make([]bool, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				seeded, err := r.SeedIfEmpty(ctx, siteFixture(fmt.Sprintf("Instance %d", i)))
				assert.NoError(t, err)
				won[i] = seeded
			}()
		}
		wg.Wait()
		winners := 0
		for i, w := range won {
			if w {
				winners++
				got, err := r.Get(ctx)
				require.NoError(t, err)
				assert.Equal(t, fmt.Sprintf("Instance %d", i), got.Name)
			}
		}
		assert.Equal(t, 1, winners)
	})

	t.Run("SaveInsertsThenReplaces", func(t *testing.T) {
		r := open(t).Site
		require.NoError(t, r.Save(ctx, siteFixture("Saved")))
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, "Saved", got.Name)

		empty := &domain.Site{Name: "Bare"}
		require.NoError(t, r.Save(ctx, empty))
		got, err = r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, empty.WithLists(), *got, "no list of the old document survives; lists read back empty, not nil")
		seeded, err := r.SeedIfEmpty(ctx, siteFixture("Late"))
		require.NoError(t, err)
		assert.False(t, seeded, "a saved document counts as seeded")
	})

	t.Run("TextsAndPlatformsRoundTrip", func(t *testing.T) {
		r := open(t).Site
		doc := siteFixture("Texts")
		doc.SetDefaultTexts()
		doc.HomeTexts.ProjectsHeading = "Selected <em>Work</em> — 東京"
		doc.CallToAction = domain.SiteCallToAction{Heading: "Let's talk", Text: "", ContactButton: "Write \"now\"", PortfolioButton: "Work"}
		doc.Pages.PortfolioTitle = "A Body of Work"
		doc.Footer = domain.SiteFooter{Industries: []string{"Games", "Esports"}, Copyright: "© {year} {name}"}
		doc.Socials = []domain.SiteSocial{{Platform: "bluesky", Label: "Bluesky", URL: "https://bsky.app/profile/jo"}}
		require.NoError(t, r.Save(ctx, doc))
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, stored(doc), *got, "every text as saved, a blank one included")

		updated, err := r.Update(ctx, func(s *domain.Site) error {
			s.Pages.GamesTitle = "Games I made"
			s.Footer.Industries = nil
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, "Games I made", updated.Pages.GamesTitle)
		got, err = r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, "Games I made", got.Pages.GamesTitle)
		assert.Equal(t, "A Body of Work", got.Pages.PortfolioTitle)
		assert.Empty(t, got.Footer.Industries, "an emptied list stays empty, not the default")
	})

	t.Run("UpdateWritesWhatTheClosureLeft", func(t *testing.T) {
		r := open(t).Site
		_, err := r.SeedIfEmpty(ctx, siteFixture("Before"))
		require.NoError(t, err)
		updated, err := r.Update(ctx, func(s *domain.Site) error {
			assert.Equal(t, "Before", s.Name, "the closure sees the stored document")
			assert.Empty(t, s.PublicURL)
			s.Name = "After"
			s.Timeline[0].Milestones = append(s.Timeline[0].Milestones, domain.SiteMilestone{Year: "Year 2", Text: "More"})
			s.PublicURL = "https://ignored.example"
			return nil
		})
		require.NoError(t, err)
		want := siteFixture("After")
		want.Timeline[0].Milestones = append(want.Timeline[0].Milestones, domain.SiteMilestone{Year: "Year 2", Text: "More"})
		assert.Equal(t, stored(want), *updated)
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, stored(want), *got)
	})

	t.Run("AFailedClosureChangesNothing", func(t *testing.T) {
		r := open(t).Site
		_, err := r.SeedIfEmpty(ctx, siteFixture("Kept"))
		require.NoError(t, err)
		_, err = r.Update(ctx, func(s *domain.Site) error {
			s.Name, s.Outlets = "Lost", nil
			return errAbort
		})
		assert.ErrorIs(t, err, errAbort, "the closure's error comes back unchanged")
		invalid := domain.ValidationErrors{"name": domain.MsgRequired}.Err()
		_, err = r.Update(ctx, func(s *domain.Site) error {
			s.Name = ""
			return invalid
		})
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Equal(t, stored(siteFixture("Kept")), *got)
	})

	t.Run("UpdatesAreAtomic", func(t *testing.T) {
		r := open(t).Site
		_, err := r.SeedIfEmpty(ctx, &domain.Site{Name: "Counter"})
		require.NoError(t, err)
		const n = 16
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := r.Update(ctx, func(s *domain.Site) error {
					s.Outlets = append(s.Outlets, fmt.Sprintf("Outlet %d", i))
					return nil
				})
				assert.NoError(t, err)
			}()
		}
		wg.Wait()
		got, err := r.Get(ctx)
		require.NoError(t, err)
		assert.Len(t, got.Outlets, n, "no concurrent update is lost")
	})
}
