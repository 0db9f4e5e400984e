package domain

import (
	"sort"
	"strings"
)

// SocialPlatform is a platform a social link may name: its key (stored,
// and the icon's name) and its label.
type SocialPlatform struct {
	Key   string
	Label string
}

// SocialWebsite is the platform of any other site.
const SocialWebsite = "website"

// MsgSocialPlatform is the message of a social link whose platform is not
// one of SocialPlatforms.
const MsgSocialPlatform = "Must be one of the social platforms"

// SocialPlatforms lists the platforms a social link can be, each with its
// icon in the admin and on the public site; website is any other.
func SocialPlatforms() []SocialPlatform {
	return []SocialPlatform{
		{"linkedin", "LinkedIn"}, {"x", "X / Twitter"}, {"instagram", "Instagram"}, {"youtube", "YouTube"},
		{"facebook", "Facebook"}, {"tiktok", "TikTok"}, {"github", "GitHub"}, {"twitch", "Twitch"},
		{"discord", "Discord"}, {"threads", "Threads"}, {"bluesky", "Bluesky"}, {"mastodon", "Mastodon"},
		{"medium", "Medium"}, {"spotify", "Spotify"}, {SocialWebsite, "Website / other"},
	}
}

// socialAliases are the free-text names older documents may hold for a
// platform, lowercased with everything but letters and digits left out.
var socialAliases = map[string]string{
	"twitter": "x", "xtwitter": "x", "twitterx": "x", "xcom": "x", "twittercom": "x",
	"linkedincom": "linkedin", "ig": "instagram", "insta": "instagram", "yt": "youtube",
	"fb": "facebook", "bsky": "bluesky", "blueskysocial": "bluesky", "tiktokcom": "tiktok",
	"web": SocialWebsite, "site": SocialWebsite, "other": SocialWebsite, "homepage": SocialWebsite,
}

// SocialPlatformKey maps a platform as an older document or the
// configuration wrote it (free text: "LinkedIn", "Twitter", "x.com") to a
// key of SocialPlatforms; anything it does not know is website.
func SocialPlatformKey(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	k := b.String()
	if alias, ok := socialAliases[k]; ok {
		return alias
	}
	for _, p := range SocialPlatforms() {
		if p.Key == k {
			return k
		}
	}
	return SocialWebsite
}

// socialPlatformKeys is the keys of SocialPlatforms, sorted.
func socialPlatformKeys() []string {
	out := make([]string, 0, 16)
	for _, p := range SocialPlatforms() {
		out = append(out, p.Key)
	}
	sort.Strings(out)
	return out
}
