package app

import (
	"context"
	"fmt"

	"github.com/portfolio-site/portfolio/domain"
)

// demoProject is one project of the demo content: its category and
// subcategory keys are the public screens' keys, so every public group shows
// something on a newcomer's first run.
type demoProject struct {
	category, subcategory, title, role, description string
}

var demoProjects = []demoProject{
	{"games", "riot-games", "Starfall Legends", "Executive Producer", "A team-based arena game with a cast of more than a hundred heroes, live for a decade."},
	{"games", "riot-games", "Rune Tactics", "Producer", "An auto-battler spin-off built in eighteen months by a small strike team."},
	{"games", "riot-games", "Ember Cards", "Creative Director", "A strategy card game set in the same universe, with seasonal expansions."},
	{"games", "maxis-ea", "Little Worlds", "Senior Producer", "A life-simulation sandbox where players design homes, towns and stories."},
	{"games", "maxis-ea", "City Bloom", "Producer", "A city builder about growing green neighbourhoods."},
	{"games", "bandai-namco", "Steel Ronin", "Associate Producer", "A fast arcade fighting game with a roster of mechanical duelists."},
	{"games", "bandai-namco", "Pixel Racers", "Producer", "A kart racer with couch co-op and online leagues."},
	{"film-animation", "animated-series", "Skyward Tales", "Executive Producer", "An animated series following two sisters across a floating archipelago."},
	{"film-animation", "television-series", "The Long Quest", "Co-Producer", "A live-action television series adapted from a fantasy game world."},
	{"film-animation", "documentaries", "Making Worlds", "Producer", "A feature documentary about the people who build online worlds."},
	{"film-animation", "documentaries", "Road to the Finals", "Executive Producer", "A documentary following five esports teams through one season."},
	{"cinematics", "story", "Awakening", "Executive Producer", "A season-opening story cinematic that introduced a new region."},
	{"cinematics", "story", "The Last Lantern", "Producer", "A short about a lighthouse keeper guarding the edge of the map."},
	{"cinematics", "promotional", "Summer Showdown", "Producer", "A promotional trailer for a summer event, blending 2D and 3D."},
	{"cinematics", "promotional", "Animation Test: Tidecaller", "Producer", "An animation test exploring water simulation for a new hero."},
	{"music", "music-videos", "Rise Together", "Executive Producer", "An animated music video for a world championship anthem."},
	{"music", "music-videos", "Neon Hearts", "Producer", "A virtual band's debut music video."},
	{"music", "albums", "Legends: The Soundtrack", "Album Producer", "A sixteen-track orchestral soundtrack album."},
	{"music", "albums", "Echoes EP", "Executive Producer", "An electronic EP by a virtual group."},
	{"esports", "world-championship", "World Championship Finals", "Show Producer", "A global final watched live by millions, with an augmented-reality opening."},
	{"esports", "world-championship", "Mid-Season Invitational", "Producer", "An international event between the year's regional champions."},
	{"esports", "ceremonies", "Opening Ceremony", "Creative Producer", "A stadium opening ceremony with live musicians and holograms."},
	{"worldbuilding", "interactive-site", "Atlas of the Realms", "Producer", "An interactive site mapping every region, city and legend of the universe."},
	{"worldbuilding", "worldbuilding", "The Northern Reaches", "Creative Director", "A frozen region with its own history, politics and architecture."},
	{"worldbuilding", "character-design", "The Wanderer", "Character Producer", "A hero designed from first sketch to final model."},
	{"worldbuilding", "lore", "Chronicles of the Shattered Sky", "Lore Producer", "A book of short stories that ties the universe's timeline together."},
	{"extended-media", "board-games", "Legends: The Board Game", "Producer", "A cooperative board game for two to five players."},
	{"extended-media", "comics", "Shards", "Executive Producer", "A twelve-issue comic series about a band of outcasts."},
	{"extended-media", "mini-games", "Pocket Arena", "Producer", "A mini-game collection played inside a live event."},
	{"extended-media", "physical-statues", "The Guardian Statue", "Producer", "A limited-edition collectible statue of a fan-favourite hero."},
}

var demoCollaborations = []string{
	"Aurora Studios", "Northwind Animation", "Blue Harbor Music", "Summit Esports League", "Lumen Pictures",
	"Atlas Games Group", "Kite & Key Publishing", "Orbit Sound", "Harbor Lights Entertainment",
}

type demoMediaItem struct {
	category, linkType, title, description, url string
}

var demoMedia = []demoMediaItem{
	{"podcast-appearances", "audio", "The Builders Podcast", "A conversation about producing games and animation at scale.", "https://example.com/podcasts/builders"},
	{"podcast-appearances", "youtube", "Creators in Conversation", "A video podcast on bridging games, music and film.", "https://www.youtube.com/watch?v=M7lc1UVf-VE"},
	{"talks-panels", "youtube", "Keynote: Worlds Worth Returning To", "A keynote on building living game universes.", "https://www.youtube.com/watch?v=M7lc1UVf-VE"},
	{"talks-panels", "external", "Panel: The Future of Esports", "A panel on live events and global audiences.", "https://example.com/events/esports-panel"},
	{"interviews", "article", "Producing Across Media", "An interview on taking a game world to television.", "https://example.com/interviews/across-media"},
	{"interviews", "audio", "Investing in Play", "A radio interview about venture investment in games.", "https://example.com/radio/investing-in-play"},
	{"featured-articles", "article", "The Executive Behind the Anthem", "A feature on producing a championship anthem.", "https://example.com/articles/anthem"},
	{"featured-articles", "other", "Ten Leaders Shaping Interactive Entertainment", "A list feature naming industry leaders.", "https://example.com/articles/ten-leaders"},
}

type demoInvestment struct {
	category, subcategory, title, role, description string
}

var demoInvestments = []demoInvestment{
	{"funds-managed", "", "Playfield Ventures I", "General Partner", "An early-stage fund backing games and interactive entertainment."},
	{"funds-managed", "", "Playfield Ventures II", "General Partner", "A follow-on fund for creator tools and live services."},
	{"portfolio-companies", "game", "Moonlit Games", "Seed Investor", "An independent studio making cosy co-op adventures."},
	{"portfolio-companies", "game", "Tidal Forge", "Lead Investor", "A studio building a competitive tactics game."},
	{"portfolio-companies", "technology", "Vertex Cloud", "Angel Investor", "Game-server infrastructure for small teams."},
	{"portfolio-companies", "consumer", "Fable Goods", "Angel Investor", "Collectibles for fans of animated series."},
	{"portfolio-companies", "venture-funds", "Northstar Seed Fund", "Limited Partner", "A seed fund focused on creator economies."},
	{"board-advisory", "board-roles", "Interactive Arts Foundation", "Board Member", "A non-profit supporting game education."},
	{"board-advisory", "advisory-roles", "Cinder Labs", "Advisor", "Advising on production and go-to-market."},
}

const demoVideo = "https://www.youtube.com/watch?v=M7lc1UVf-VE"

func demoImage(kind string, n int) string { return fmt.Sprintf("/images/demo/%s-%02d.svg", kind, n) }

func ptr[T any](v T) *T { return &v }

// LoadDemoContent fills an empty database with demo content through the same
// use cases the admin uses, so it obeys every rule. It does nothing (and
// reports false) when any content already exists. The activity log
// records the demo items as created by the system.
func LoadDemoContent(ctx context.Context, repos Repositories, content *ContentService) (bool, error) {
	ctx = WithActor(ctx, Actor{Name: domain.ActorSystem})
	for _, count := range []func(context.Context) (int, error){repos.Projects.Count, repos.Collaborations.Count, repos.Media.Count, repos.Investments.Count} {
		n, err := count(ctx)
		if err != nil {
			return false, fmt.Errorf("count content: %w", err)
		}
		if n > 0 {
			return false, nil
		}
	}
	for i, d := range demoProjects {
		if err := loadDemoProject(ctx, content, i, d); err != nil {
			return false, err
		}
	}
	for i, title := range demoCollaborations {
		_, err := content.Collaborations().Create(ctx, domain.CollaborationPatch{
			Title: ptr(title), Description: ptr("A long-standing creative partner."),
			ImageURL: ptr(demoImage("collab", i+1)), ImageDescription: ptr(title + " logo artwork"), Priority: ptr(i + 1),
		})
		if err != nil {
			return false, fmt.Errorf("demo collaboration %q: %w", title, err)
		}
	}
	for i, m := range demoMedia {
		_, err := content.Media().Create(ctx, domain.MediaPatch{
			Title: ptr(m.title), Description: ptr(m.description), Category: ptr(m.category), URL: ptr(m.url),
			LinkType: ptr(m.linkType), ThumbnailURL: ptr(demoImage("media", i%6+1)),
			ThumbnailDescription: ptr(m.title + " thumbnail"), Priority: ptr(i + 1),
		})
		if err != nil {
			return false, fmt.Errorf("demo media %q: %w", m.title, err)
		}
	}
	for i, d := range demoInvestments {
		_, err := content.Investments().Create(ctx, domain.InvestmentPatch{
			Title: ptr(d.title), Description: ptr(d.description), Category: ptr(d.category), Subcategory: ptr(d.subcategory),
			URL: ptr("https://example.com/companies/" + fmt.Sprint(i+1)), Role: ptr(d.role),
			LogoURL: ptr(demoImage("logo", i%8+1)), LogoDescription: ptr(d.title + " logo"), Priority: ptr(i + 1),
		})
		if err != nil {
			return false, fmt.Errorf("demo investment %q: %w", d.title, err)
		}
	}
	return true, nil
}

func loadDemoProject(ctx context.Context, content *ContentService, i int, d demoProject) error {
	// Every demo project has its own key art (frontend/scripts/generate-images.mjs).
	cover := i + 1
	p, err := content.CreateProject(ctx, domain.ProjectPatch{
		Title: ptr(d.title), Description: ptr(d.description), Category: ptr(d.category), Subcategory: ptr(d.subcategory),
		Role: ptr(d.role), ImageURL: ptr(demoImage("cover", cover)), ImageDescription: ptr(d.title + " key art"),
		Tags: ptr([]string{d.category, d.subcategory}), Priority: ptr(i%4 + 1),
	})
	if err != nil {
		return fmt.Errorf("demo project %q: %w", d.title, err)
	}
	links := []domain.LinkPatch{
		{Label: ptr("Watch Trailer"), URL: ptr(demoVideo), Type: ptr("youtube"), Priority: ptr(0)},
		{Label: ptr("Official Website"), URL: ptr("https://example.com/projects/" + fmt.Sprint(p.ID)), Type: ptr("website"), Priority: ptr(1)},
	}
	for _, l := range links {
		if _, err := content.CreateLink(ctx, p.ID, l); err != nil {
			return fmt.Errorf("demo link of %q: %w", d.title, err)
		}
	}
	gallery := make([]domain.GalleryPatch, 3)
	for g := range gallery {
		gallery[g] = domain.GalleryPatch{
			Src: ptr(demoImage("cover", (cover+g-1)%16+1)), Alt: ptr(fmt.Sprintf("%s still %d", d.title, g+1)),
			Caption: ptr(fmt.Sprintf("%s, image %d", d.title, g+1)), Priority: ptr(g),
		}
	}
	if _, err := content.CreateGalleryImages(ctx, p.ID, gallery); err != nil {
		return fmt.Errorf("demo gallery of %q: %w", d.title, err)
	}
	return nil
}
