package domain

import "slices"

// Messages of the outlets' logos.
const (
	MsgOutletLogoName      = "Must be the name of one of the outlets"
	MsgOutletLogoDuplicate = "This outlet already has a logo"
)

// validateOutletLogos checks the outlets' logos: each names one of the
// outlets, at most one per outlet, and has a usable image source (an
// outlet without a logo has no entry, so the URL is required).
func (s *Site) validateOutletLogos(c siteCheck) {
	c.count("outletLogos", len(s.OutletLogos), siteMaxItems)
	seen := map[string]bool{}
	for i, l := range s.OutletLogos {
		p := at("outletLogos", i)
		c.text(p+".name", l.Name, true, siteShortText)
		switch {
		case l.Name != "" && !slices.Contains(s.Outlets, l.Name):
			c.v.Add(p+".name", MsgOutletLogoName)
		case l.Name != "" && seen[l.Name]:
			c.v.Add(p+".name", MsgOutletLogoDuplicate)
		}
		seen[l.Name] = true
		c.image(p+".logoUrl", l.LogoURL)
		if l.LogoURL == "" {
			c.v.Add(p+".logoUrl", MsgRequired)
		}
	}
}

// OutletLogo is the logo of the outlet named name, "" for none.
func (s *Site) OutletLogo(name string) string {
	for _, l := range s.OutletLogos {
		if l.Name == name {
			return l.LogoURL
		}
	}
	return ""
}
