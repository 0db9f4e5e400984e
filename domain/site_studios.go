package domain

import "strings"

// SiteGameStudio is one studio block of the portfolio's Games section: the
// projects of subcategory Key under Name, with its wordmark in the strip
// of logos and its career period under the name. The owner manages the
// list; the spec's three studios are the demo content.
type SiteGameStudio struct {
	Key  string `json:"key"`
	Name string `json:"name"`
	// Logo is the text wordmark; LogoURL an optional logo image the strip
	// shows in its place (its alt text the name).
	Logo    string `json:"logo"`
	LogoURL string `json:"logoUrl"`
	Period  string `json:"period"`
	// The logo's focal point (focal_point.go).
	LogoFocalX float64 `json:"logoFocalX"`
	LogoFocalY float64 `json:"logoFocalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (s *SiteGameStudio) UnmarshalJSON(data []byte) error {
	type plain SiteGameStudio
	return decodeCentred(data, (*plain)(s))
}

// Messages and limits of the game studios.
const (
	MsgStudioKey       = "Use lowercase letters, digits and hyphens, like riot-games"
	MsgStudioDuplicate = "Another studio already uses this key"
	siteMaxStudios     = 20
	siteStudioLogo     = 24
)

// defaultGameStudios are the spec's three studios: the demo content a
// document without studios reads.
func defaultGameStudios() []SiteGameStudio {
	studios := []SiteGameStudio{
		{Key: "riot-games", Name: "Riot Games", Logo: "RIOT", LogoURL: "/logos/riot-games.svg", Period: "Latest chapter · franchise and live-game leadership"},
		{Key: "maxis-ea", Name: "Maxis EA", Logo: "EA", Period: "Middle chapter · simulation and life games"},
		{Key: "bandai-namco", Name: "Bandai Namco", Logo: "NAMCO", Period: "First chapter · arcade and console action"},
	}
	for i := range studios {
		CentreFocalPoints(&studios[i])
	}
	return studios
}

// isStudioKey reports whether s is a subcategory key: lowercase letters
// and digits in words joined by single hyphens.
func isStudioKey(s string) bool {
	if s == "" || len(s) > 60 || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// validateStudios checks the game studios: each a key (unique), a name,
// an optional short wordmark and period.
func (s *Site) validateStudios(c siteCheck) {
	c.count("gameStudios", len(s.GameStudios), siteMaxStudios)
	seen := map[string]bool{}
	for i, st := range s.GameStudios {
		p := at("gameStudios", i)
		c.text(p+".key", st.Key, true, siteShortText)
		switch {
		case st.Key != "" && !isStudioKey(st.Key):
			c.v.Add(p+".key", MsgStudioKey)
		case seen[st.Key]:
			c.v.Add(p+".key", MsgStudioDuplicate)
		}
		seen[st.Key] = true
		c.text(p+".name", st.Name, true, siteShortText)
		c.text(p+".logo", st.Logo, false, siteStudioLogo)
		c.image(p+".logoUrl", st.LogoURL)
		c.text(p+".period", st.Period, false, siteShortText)
	}
}
