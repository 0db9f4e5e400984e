package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Request groups, for the mix and the report.
const (
	groupPage   = "page"   // server-rendered public pages
	groupAPI    = "api"    // public JSON reads
	groupAsset  = "asset"  // the build's scripts and styles
	groupImage  = "image"  // the build's images
	groupUpload = "upload" // an uploaded image and its resized copies
	groupSEO    = "seo"    // sitemap.xml, robots.txt, manifest.json
)

// groups are the request groups in report order, with their share of the
// traffic in percent: pages and the API are what visitors and the app ask
// for most; the rest is what a browser fetches once and then revalidates.
var groups = []struct {
	name  string
	share int
}{{groupPage, 40}, {groupAPI, 30}, {groupAsset, 10}, {groupImage, 10}, {groupUpload, 5}, {groupSEO, 5}}

// readCheck is a public read that shows written values.
type readCheck struct {
	path   string
	things []string
}

// site is what the load test knows of the running site: the admin session,
// what it writes, the requests of the mix and the reads to check.
type site struct {
	admin     *adminClient
	ledger    *ledger
	collabID  int64
	projectID int64
	category  string              // the project's category
	targets   map[string][]string // paths by group
	checks    []readCheck
	// before are the entity tags (and bodies) of the checked reads before
	// the traffic, by path and encoding: the check after the run sends
	// them as If-None-Match, and a 304 must then still be current.
	before map[string]tagged
}

// tagged is a response's entity tag and the body it stands for.
type tagged struct {
	etag string
	body []byte
}

// projectRef is what the load test reads of a project.
type projectRef struct {
	ID       int64  `json:"id"`
	Category string `json:"category"`
	IsActive bool   `json:"isActive"`
}

// prepare signs the admin in, picks what to write, uploads an image, finds
// the build's files, writes a first value of each thing and checks that
// every request of the mix answers 200.
func prepare(ctx context.Context, env *environment, logf func(string, ...any)) (*site, error) {
	s := &site{admin: newAdminClient(env.proxyURL), ledger: newLedger(randomHex(3)), targets: map[string][]string{}, before: map[string]tagged{}}
	if err := s.admin.login(ctx); err != nil {
		return nil, err
	}
	var collabs []struct {
		ID int64 `json:"id"`
	}
	if err := s.admin.getJSON(ctx, env.proxyURL+"/api/notable-collaborations", &collabs); err != nil {
		return nil, err
	}
	var projects []projectRef
	if err := s.admin.getJSON(ctx, env.proxyURL+"/api/portfolio/projects?category=games", &projects); err != nil {
		return nil, err
	}
	i := slices.IndexFunc(projects, func(p projectRef) bool { return p.IsActive })
	if len(collabs) == 0 || i < 0 {
		return nil, errors.New("the demo content has no collaboration or no active game project")
	}
	s.collabID, s.projectID, s.category = collabs[0].ID, projects[i].ID, projects[i].Category

	uploads, err := s.admin.uploadImage(ctx)
	if err != nil {
		return nil, err
	}
	for _, u := range uploads {
		// A blob store may hand out URLs of its own host, which is not
		// under test here.
		if p, ok := strings.CutPrefix(u, env.proxyURL); ok || strings.HasPrefix(u, "/") {
			s.targets[groupUpload] = append(s.targets[groupUpload], cond(ok, p, u))
		}
	}
	if err := s.discover(ctx, env.proxyURL); err != nil {
		return nil, err
	}
	for _, th := range []string{thingTagline, thingCollab, thingProject, thingNew} {
		if w := s.save(ctx, th, 0); !w.acked {
			return nil, fmt.Errorf("first save of the %s: %d %s", th, w.status, w.err)
		} else {
			w.start = -time.Nanosecond // before the traffic
			s.ledger.record(w)
		}
	}
	n, err := s.warmUp(ctx, env)
	if err != nil {
		return nil, err
	}
	logf("site ready: %d paths in the mix, %d checked reads, all answer 200 (%d requests)", s.pathCount(), len(s.checks), n)
	return s, nil
}

func cond[T any](c bool, a, b T) T {
	if c {
		return a
	}
	return b
}

// discover lists the requests of the mix: every public page, the public
// API, the build's files the home page loads, and the SEO files.
func (s *site) discover(ctx context.Context, base string) error {
	section := "/portfolio/" + s.category
	s.targets[groupPage] = []string{"/", "/about", "/portfolio", section, "/games", "/investments", "/media-press", "/contact"}
	project := fmt.Sprintf("/api/portfolio/projects/%d", s.projectID)
	s.targets[groupAPI] = []string{"/api/portfolio/projects", "/api/portfolio/projects?category=" + s.category, project,
		project + "/links", project + "/gallery", "/api/portfolio/gallery-images", "/api/notable-collaborations",
		"/api/media-press", "/api/investments", "/api/portfolio/section-layouts", "/api/site"}
	s.targets[groupSEO] = []string{"/sitemap.xml", "/robots.txt", "/manifest.json"}

	status, home, err := s.admin.send(ctx, http.MethodGet, base+"/", nil)
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("GET /: %d %v", status, err)
	}
	for _, m := range regexp.MustCompile(`(?:src|href)="(/(assets|images)/[^"?#]+)"`).FindAllStringSubmatch(string(home), -1) {
		g := cond(m[2] == "assets", groupAsset, groupImage)
		if !slices.Contains(s.targets[g], m[1]) {
			s.targets[g] = append(s.targets[g], m[1])
		}
	}
	for _, g := range groups {
		if len(s.targets[g.name]) == 0 {
			return fmt.Errorf("no %s requests found for the mix", g.name)
		}
	}
	return nil
}

// pathCount is the number of distinct paths in the mix.
func (s *site) pathCount() int {
	n := 0
	for _, ps := range s.targets {
		n += len(ps)
	}
	return n
}

// warmUp requests every path of the mix in every encoding through the
// proxy, twice (so both instances answer it), and wants 200 each time. The
// first values are written by then, so the paths whose answers show them
// are the reads to check: found, not listed, so a page that starts showing
// a written value is checked too. It keeps their entity tags.
func (s *site) warmUp(ctx context.Context, env *environment) (int, error) {
	c := newPublicClient(8)
	n := 0
	for _, g := range groups {
		for _, p := range s.targets[g.name] {
			var shows []string
			for _, enc := range encodings {
				for range 2 {
					r, err := c.get(ctx, env.proxyURL+p, enc, "")
					n++
					if err != nil {
						return n, fmt.Errorf("warm-up GET %s (%s): %w", p, encName(enc), err)
					}
					if r.status != http.StatusOK {
						return n, fmt.Errorf("warm-up GET %s (%s): %d", p, encName(enc), r.status)
					}
					if enc == "" && shows == nil {
						shows = s.ledger.things(r.body)
					}
					if len(shows) > 0 && r.etag != "" {
						s.before[p+"|"+enc] = tagged{etag: r.etag, body: r.body}
					}
				}
			}
			if len(shows) > 0 {
				s.checks = append(s.checks, readCheck{path: p, things: shows})
			}
		}
	}
	for _, th := range []string{thingTagline, thingCollab, thingProject, thingNew} {
		if !slices.ContainsFunc(s.checks, func(rc readCheck) bool { return slices.Contains(rc.things, th) }) {
			return n, fmt.Errorf("no public read of the mix shows the %s written before the traffic", th)
		}
	}
	return n, nil
}
