package domain

import "unicode"

// SitePressKit is the press kit of the site document (issue 40): the bios
// a journalist copies, the headshots and logos they may print with their
// credit and licence, and a few facts. /press-kit shows it, the one-sheet
// PDF and the press kit's ZIP are made from it.
type SitePressKit struct {
	Bios      SitePressBios   `json:"bios"`
	Headshots []SiteHeadshot  `json:"headshots"`
	Logos     []SitePressLogo `json:"logos"`
	Facts     []SitePressFact `json:"facts"`
}

// SitePressBios are the owner's biography at three lengths. A short bio
// of 60–120 words is what press and event programmes print (the admin
// shows the word count with that hint); medium and long are for features
// and introductions.
type SitePressBios struct {
	Short  string `json:"short"`
	Medium string `json:"medium"`
	Long   string `json:"long"`
}

// SiteHeadshot is a portrait the press may print: Src a file of the media
// library (or an https URL), Alt its description, Credit the photographer
// as it must be printed, License the terms ("Free for editorial use").
type SiteHeadshot struct {
	Src     string `json:"src"`
	Alt     string `json:"alt"`
	Credit  string `json:"credit"`
	License string `json:"license"`
	// The headshot's focal point (focal_point.go).
	FocalX float64 `json:"focalX"`
	FocalY float64 `json:"focalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (h *SiteHeadshot) UnmarshalJSON(data []byte) error {
	type plain SiteHeadshot
	return decodeCentred(data, (*plain)(h))
}

// SitePressLogo is a logo the press may use: Name what it is the logo of,
// Alt its description (the name when blank).
type SitePressLogo struct {
	Src  string `json:"src"`
	Alt  string `json:"alt"`
	Name string `json:"name"`
	// The logo's focal point (focal_point.go).
	FocalX float64 `json:"focalX"`
	FocalY float64 `json:"focalY"`
}

// UnmarshalJSON decodes over a centred focal point (FocalCentre).
func (l *SitePressLogo) UnmarshalJSON(data []byte) error {
	type plain SitePressLogo
	return decodeCentred(data, (*plain)(l))
}

// SitePressFact is one line of the press kit's facts ("Based in" / "Los
// Angeles").
type SitePressFact struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Messages and limits of the press kit. The bios are counted in
// characters like every text: 1,000 is about 170 words, 2,500 about 400,
// 6,000 about 1,000.
const (
	MsgPressKitSrc    = "Must be a file of the media library or an https URL"
	pressShortBio     = 1000
	pressMediumBio    = 2500
	pressLongBio      = 6000
	pressMaxHeadshots = PressKitMaxHeadshots
	pressMaxLogos     = PressKitMaxLogos
	pressMaxFacts     = PressKitMaxFacts
)

// The most headshots, logos and facts of a press kit.
const (
	PressKitMaxHeadshots = 10
	PressKitMaxLogos     = 10
	PressKitMaxFacts     = 20
)

// Word counts a short bio should keep within (the admin's hint).
const (
	ShortBioMinWords = 60
	ShortBioMaxWords = 120
)

// IsPressAssetRef reports whether s may be a press kit file: a path on
// this site (a file of the media library, /uploads/…, or of the build) or
// an https URL. Plain http is refused: a press kit page on https would
// link a file a browser then blocks or warns about.
func IsPressAssetRef(s string) bool {
	if isSitePath(s) {
		return true
	}
	const scheme = "https://"
	if len(s) < len(scheme) {
		return false
	}
	for i := range len(scheme) {
		b := s[i]
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if b != scheme[i] {
			return false
		}
	}
	return IsHTTPURL(s)
}

// WordCount is the number of words of text: runs of letters, digits and
// the marks inside words ("editor-in-chief" and "don't" are one each), as
// the admin counts them.
func WordCount(text string) int {
	n, in := 0, false
	for _, r := range text {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '\u2019' || r == '-'
		if word && !in {
			n++
		}
		in = word
	}
	return n
}

// asset checks a press kit file reference: required, at most a long
// text, a site path or an https URL.
func (c siteCheck) asset(path, value string) {
	c.text(path, value, true, siteLongText)
	if value != "" && !IsPressAssetRef(value) {
		c.v.Add(path, MsgPressKitSrc)
	}
}

// validatePressKit checks the press kit: the bios' lengths, each headshot
// and logo a file with its words, each fact a label and a value.
func (s *Site) validatePressKit(c siteCheck) {
	const p = "pressKit"
	c.bio(p+".bios.short", s.PressKit.Bios.Short, pressShortBio)
	c.bio(p+".bios.medium", s.PressKit.Bios.Medium, pressMediumBio)
	c.bio(p+".bios.long", s.PressKit.Bios.Long, pressLongBio)
	c.count(p+".headshots", len(s.PressKit.Headshots), pressMaxHeadshots)
	for i, h := range s.PressKit.Headshots {
		hp := at(p+".headshots", i)
		c.asset(hp+".src", h.Src)
		c.text(hp+".alt", h.Alt, true, siteShortText)
		c.text(hp+".credit", h.Credit, false, siteShortText)
		c.text(hp+".license", h.License, false, siteShortText)
	}
	c.count(p+".logos", len(s.PressKit.Logos), pressMaxLogos)
	for i, l := range s.PressKit.Logos {
		lp := at(p+".logos", i)
		c.asset(lp+".src", l.Src)
		c.text(lp+".alt", l.Alt, false, siteShortText)
		c.text(lp+".name", l.Name, true, siteShortText)
	}
	c.count(p+".facts", len(s.PressKit.Facts), pressMaxFacts)
	for i, f := range s.PressKit.Facts {
		fp := at(p+".facts", i)
		c.text(fp+".label", f.Label, true, siteShortText)
		c.text(fp+".value", f.Value, true, siteShortText)
	}
}

// bio checks a bio: optional, at most max characters, the text rule with
// line breaks allowed (paragraphs).
func (c siteCheck) bio(path, value string, max int) {
	c.length(path, value, false, max)
	checkText(c.v, path, value, true)
}

// withLists is k with its nil lists empty.
func (k SitePressKit) withLists() SitePressKit {
	k.Headshots = orEmpty(k.Headshots)
	k.Logos = orEmpty(k.Logos)
	k.Facts = orEmpty(k.Facts)
	return k
}

// SitePressKitPatch is the members of SitePressKit a patch changes: the
// bios merge member by member, the lists replace.
type SitePressKitPatch struct {
	Short, Medium, Long *string
	Headshots           *[]SiteHeadshot
	Logos               *[]SitePressLogo
	Facts               *[]SitePressFact
}

// apply copies the present members onto k.
func (p SitePressKitPatch) apply(k *SitePressKit) {
	setString(&k.Bios.Short, p.Short)
	setString(&k.Bios.Medium, p.Medium)
	setString(&k.Bios.Long, p.Long)
	setList(&k.Headshots, p.Headshots)
	setList(&k.Logos, p.Logos)
	setList(&k.Facts, p.Facts)
}
