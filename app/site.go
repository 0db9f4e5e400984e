package app

// SocialLink is one of the owner's public profiles.
type SocialLink struct {
	Platform string `json:"platform"`
	Label    string `json:"label"`
	URL      string `json:"url"`
}

// SiteProfile is the owner's public profile, set in configuration and served
// at GET /api/site. Defaults are neutral placeholders, never a real person.
type SiteProfile struct {
	Name      string       `json:"name"`
	Email     string       `json:"email"`
	Location  string       `json:"location"`
	Tagline   string       `json:"tagline"`
	PublicURL string       `json:"publicUrl"`
	Socials   []SocialLink `json:"socials"`
}
