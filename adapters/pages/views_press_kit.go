package pages

import (
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The press kit's view (issue 40): what /press-kit shows of the site
// document's pressKit, with the addresses of its downloads (the server's
// routes, which count each download: adapters/http/handlers_press_kit.go).
// The template is pressKitTemplate (frontend/src/features/press-kit/view.ts).

// The press kit's download routes.
const (
	pressKitRoute    = "/press-kit"
	pressKitOneSheet = "/press-kit/one-sheet.pdf"
	pressKitZip      = "/press-kit.zip"
)

type pressBioView struct {
	Key        string   `json:"key" ts:"'short' | 'medium' | 'long'"`
	Label      string   `json:"label"`
	Words      string   `json:"words"`
	Paragraphs []string `json:"paragraphs"`
	// Text is the whole bio, what its copy button copies.
	Text string `json:"text"`
	// Anchor is the id of the bio's text, which the copy button names.
	Anchor string `json:"anchor"`
}

type pressHeadshotView struct {
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	Alt        string `json:"alt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	Credit   string `json:"credit"`
	License  string `json:"license"`
	Original string `json:"original"`
	Web      string `json:"web"`
}

type pressLogoView struct {
	Image    string `json:"image"`
	Alt      string `json:"alt"`
	Name     string `json:"name"`
	Original string `json:"original"`
}

type pressFactView struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// pressKitView is the press kit page's view (views.pressKit): the bios
// that are not blank, the headshots, logos and facts, the press contact
// (the site's e-mail, mailto its link; the contact page) and the
// one-sheet's and ZIP's addresses.
type pressKitView struct {
	Bios      []pressBioView      `json:"bios"`
	Headshots []pressHeadshotView `json:"headshots"`
	Logos     []pressLogoView     `json:"logos"`
	Facts     []pressFactView     `json:"facts"`
	Email     string              `json:"email"`
	EmailHref string              `json:"emailHref"`
	Contact   string              `json:"contact"`
	OneSheet  string              `json:"oneSheet"`
	Zip       string              `json:"zip"`
}

// pressKitView is the public view of the site's press kit.
func (c *viewConfig) pressKitView(s domain.Site) pressKitView {
	k := s.PressKit
	v := pressKitView{Bios: []pressBioView{}, Headshots: []pressHeadshotView{}, Logos: []pressLogoView{}, Facts: []pressFactView{},
		Email: s.Email, Contact: ContactPath, OneSheet: pressKitOneSheet, Zip: pressKitZip}
	if s.Email != "" {
		v.EmailHref = "mailto:" + s.Email
	}
	bios := []struct{ key, label, text string }{
		{"short", s.Pages.PressKitShortBio, k.Bios.Short}, {"medium", s.Pages.PressKitMediumBio, k.Bios.Medium}, {"long", s.Pages.PressKitLongBio, k.Bios.Long},
	}
	for _, b := range bios {
		text := strings.TrimSpace(b.text)
		if text == "" {
			continue
		}
		v.Bios = append(v.Bios, pressBioView{Key: b.key, Label: b.label, Text: text, Anchor: "bio-" + b.key, Paragraphs: paragraphsOf(text),
			Words: strings.ReplaceAll(s.Pages.PressKitWords, "{count}", strconv.Itoa(domain.WordCount(text)))})
	}
	for i, h := range k.Headshots {
		n := strconv.Itoa(i + 1)
		src := present(h.Src)
		v.Headshots = append(v.Headshots, pressHeadshotView{Image: src, SrcSet: imageSrcSet(src), AvifSrcSet: imageAvifSrcSet(src), Alt: imageAlt(h.Alt, s.Name, false), Position: objectPosition(h.FocalX, h.FocalY),
			Credit: h.Credit, License: h.License, Original: pressKitRoute + "/headshots/" + n, Web: pressKitRoute + "/headshots/" + n + "/web"})
	}
	for i, l := range k.Logos {
		v.Logos = append(v.Logos, pressLogoView{Image: present(l.Src), Alt: imageAlt(l.Alt, l.Name, false), Name: l.Name,
			Original: pressKitRoute + "/logos/" + strconv.Itoa(i+1)})
	}
	for _, f := range k.Facts {
		v.Facts = append(v.Facts, pressFactView{Label: f.Label, Value: f.Value})
	}
	return v
}

// paragraphsOf splits text at blank lines into its paragraphs.
func paragraphsOf(text string) []string {
	out := []string{}
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// pressKitViewTypes are the press kit page's views, in ViewTypes' order.
func pressKitViewTypes() []ViewType {
	return []ViewType{
		viewType[pressBioView]("PressBioView", "A bio of the press kit: its label, word count ('87 words'), paragraphs, the whole text (what its copy button copies) and the id of its text (anchor)."),
		viewType[pressHeadshotView]("PressHeadshotView", "A headshot of the press kit: the image shown (srcSet for an upload), its alt text, credit and licence, and the addresses of its original and web-size downloads (counted as downloads)."),
		viewType[pressLogoView]("PressLogoView", "A logo of the press kit and the address of its download."),
		viewType[pressFactView]("PressFactView", "A fact of the press kit."),
		viewType[pressKitView]("PressKitView", "The press kit page: the bios that are not blank, headshots, logos, facts, the press contact (email, its mailto: link, the contact page) and the one-sheet's and ZIP's addresses."),
	}
}

// ownerPortrait is the owner's picture for the structured data: the press
// kit's first headshot, else the biography's portrait ("" for none).
func ownerPortrait(doc domain.Site) string {
	if len(doc.PressKit.Headshots) > 0 {
		if src := present(doc.PressKit.Headshots[0].Src); src != "" {
			return src
		}
	}
	return present(doc.Biography.Image)
}
