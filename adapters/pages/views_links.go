package pages

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// Links of the public pages: what kind each is (its icon and label) and
// which ones play in the site's own video dialog.

// The app's link kinds (LinkKinds; frontend/src/lib/links.gen.ts).
var hostKinds = []struct {
	kind  string
	hosts []string
}{
	{"video", []string{"youtube.com", "youtu.be", "vimeo.com", "youtube-nocookie.com", "dailymotion.com"}},
	{"movie-database", []string{"imdb.com", "themoviedb.org", "letterboxd.com", "tvdb.com", "thetvdb.com"}},
	{"review", []string{"metacritic.com", "rottentomatoes.com", "opencritic.com", "ign.com", "gamespot.com", "polygon.com", "kotaku.com", "pcgamer.com", "eurogamer.net", "variety.com", "hollywoodreporter.com"}},
	{"streaming", []string{"netflix.com", "hulu.com", "disneyplus.com", "primevideo.com", "max.com", "hbomax.com", "tv.apple.com", "music.apple.com", "spotify.com", "soundcloud.com", "twitch.tv", "crunchyroll.com", "bandcamp.com", "tidal.com", "deezer.com", "paramountplus.com", "peacocktv.com"}},
}

var typeKinds = map[string]string{"youtube": "video", "imdb": "movie-database", "website": "website", "article": "article", "download": "download"}

// parseURL is what the app's new URL(u) accepts: an absolute URL.
func parseURL(u string) *url.URL {
	p, err := url.Parse(strings.TrimSpace(u))
	if err != nil || p.Scheme == "" {
		return nil
	}
	return p
}

func linkKind(u, typ string) string {
	if k, ok := typeKinds[typ]; ok {
		return k
	}
	p := parseURL(u)
	if p == nil {
		return "website"
	}
	host := strings.ToLower(p.Hostname())
	for _, hk := range hostKinds {
		for _, h := range hk.hosts {
			if host == h || strings.HasSuffix(host, "."+h) {
				return hk.kind
			}
		}
	}
	return "website"
}

var (
	youtubeHosts = []string{"youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"}
	videoHosts   = append(slices.Clone(youtubeHosts), "vimeo.com", "www.vimeo.com", "player.vimeo.com")
	youtubePath  = regexp.MustCompile(`^/(?:embed|shorts|live|v)/([^/?#]+)`)
	youtubeIDRe  = regexp.MustCompile(`^[\w-]+$`)
)

// videoEmbedURL is the player URL of a video link the site plays in its
// own dialog (a YouTube video, see youtubeID), "" for any other link: the
// one rule for every "popup", "embed" and data-embed of the pages. The
// player's origin is the only one the CSP frames (VideoEmbedOrigin).
func videoEmbedURL(u string) string {
	if !isVideoURL(u) {
		return ""
	}
	id := youtubeID(u)
	if id == "" {
		return ""
	}
	return VideoEmbedOrigin + "/embed/" + id + "?autoplay=1"
}

func isVideoURL(u string) bool {
	p := parseURL(u)
	return p != nil && slices.Contains(videoHosts, strings.ToLower(p.Hostname()))
}

func youtubeID(u string) string {
	p := parseURL(u)
	if p == nil {
		return ""
	}
	host := strings.ToLower(p.Hostname())
	if !slices.Contains(youtubeHosts, host) {
		return ""
	}
	var id string
	switch {
	case host == "youtu.be":
		id, _, _ = strings.Cut(strings.TrimPrefix(p.EscapedPath(), "/"), "/")
	case p.EscapedPath() == "/watch":
		id = p.Query().Get("v")
	default:
		if m := youtubePath.FindStringSubmatch(p.EscapedPath()); m != nil {
			id = m[1]
		}
	}
	if len(id) == 11 && youtubeIDRe.MatchString(id) {
		return id
	}
	return ""
}
