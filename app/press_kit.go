package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// The press kit's files (issue 40): the one-sheet PDF and the ZIP of the
// whole kit, made from the site document and the portfolio.

// Sizes of the one-sheet's inputs.
const (
	// oneSheetProjects is how many projects the one-sheet selects: the
	// first of the portfolio's order (the owner's priorities).
	oneSheetProjects = 5
	// portraitSide is the portrait's side in pixels: printed 48 mm wide,
	// about 300 dpi.
	portraitSide = 600
	// maxPortraitBytes bounds the headshot read for the portrait.
	maxPortraitBytes = 40 << 20
)

// PressKitService makes the press kit's files. The one-sheet is cached
// under a hash of what it shows (the site document's and the projects'
// entity tags, and the portrait file's size, time and version): a save of
// the document or of a project changes a tag, which the site and project
// events already invalidate on every instance, so the next request
// rebuilds it; a request that changes nothing gets the same bytes and
// entity tag.
type PressKitService struct {
	site      *SiteService
	catalogue *CatalogueService
	assets    domain.PressAssets
	portraits domain.PortraitMaker
	images    domain.ImageProcessor
	sheets    domain.OneSheetRenderer
	archives  domain.ArchiveMaker
	log       *slog.Logger

	mu   sync.Mutex
	last OneSheetFile
	// webCopies are the web copies made of the build's headshots, by
	// src (the build's files never change while the process runs).
	webCopies map[string][]byte
	// now is the clock that splits upcoming appearances from past ones.
	now func() time.Time
}

// OneSheetFile is a rendered one-sheet with its entity tag.
type OneSheetFile struct {
	Data []byte
	ETag string
	key  string
}

// NewPressKitService returns the service; every dependency is required.
func NewPressKitService(site *SiteService, catalogue *CatalogueService, assets domain.PressAssets, portraits domain.PortraitMaker,
	images domain.ImageProcessor, sheets domain.OneSheetRenderer, archives domain.ArchiveMaker, log *slog.Logger) (*PressKitService, error) {
	if site == nil || catalogue == nil || assets == nil || portraits == nil || images == nil || sheets == nil || archives == nil || log == nil {
		return nil, errors.New("app: the press kit needs the site, the catalogue, the assets, a portrait maker, an image processor, a one-sheet renderer, an archive maker and a logger")
	}
	return &PressKitService{site: site, catalogue: catalogue, assets: assets, portraits: portraits, images: images, sheets: sheets,
		archives: archives, log: log, now: time.Now, webCopies: map[string][]byte{}}, nil
}

// sheetInputs are the published site document and projects with their
// entity tags.
type sheetInputs struct {
	doc      domain.Site
	projects []domain.Project
	// upcoming are the active appearances still to come, soonest first.
	upcoming []domain.Appearance
	key      string
}

// oneSheetAppearances is how many upcoming appearances the one-sheet lists.
const oneSheetAppearances = 3

// inputs reads what the one-sheet shows, through the public caches.
func (s *PressKitService) inputs(ctx context.Context) (sheetInputs, error) {
	docEntry, err := s.site.Document(ctx, Viewer{})
	if err != nil {
		return sheetInputs{}, err
	}
	projEntry, err := s.catalogue.Projects(ctx, Viewer{}, "", "")
	if err != nil {
		return sheetInputs{}, err
	}
	talksEntry, err := s.catalogue.List(ctx, Viewer{}, domain.KindAppearance)
	if err != nil {
		return sheetInputs{}, err
	}
	var in sheetInputs
	var talks []domain.Appearance
	if err := json.Unmarshal(talksEntry.Body, &talks); err != nil {
		return sheetInputs{}, fmt.Errorf("app: the one-sheet's appearances: %w", err)
	}
	now := s.now()
	domain.OrderAppearances(talks, now)
	for _, a := range talks {
		if a.Upcoming(now) && len(in.upcoming) < oneSheetAppearances {
			in.upcoming = append(in.upcoming, a)
		}
	}
	if err := json.Unmarshal(docEntry.Body, &in.doc); err != nil {
		return sheetInputs{}, fmt.Errorf("app: the one-sheet's site document: %w", err)
	}
	if err := json.Unmarshal(projEntry.Body, &in.projects); err != nil {
		return sheetInputs{}, fmt.Errorf("app: the one-sheet's projects: %w", err)
	}
	h := sha256.New()
	// The appearances' list and which of them are still to come: a talk that has passed leaves the sheet.
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", docEntry.ETag, projEntry.ETag, talksEntry.ETag)
	for _, a := range in.upcoming {
		fmt.Fprintf(h, "%d,", a.ID)
	}
	if src := firstHeadshot(in.doc); src != "" {
		fmt.Fprintf(h, "%s\x00", src)
		if b, err := s.assets.Open(ctx, src); err == nil {
			fmt.Fprintf(h, "%d\x00%d\x00%s", b.Size, b.ModTime.UnixNano(), b.Version)
			b.Close()
		}
	}
	in.key = hex.EncodeToString(h.Sum(nil))
	return in, nil
}

func firstHeadshot(doc domain.Site) string {
	if len(doc.PressKit.Headshots) == 0 {
		return ""
	}
	return doc.PressKit.Headshots[0].Src
}

// OneSheet returns the one-sheet of the published site, rendered again
// only when what it shows changed. Its errors: the site or the projects
// cannot be read, or the renderer fails (internal). A portrait that cannot
// be read or converted is logged and left out.
func (s *PressKitService) OneSheet(ctx context.Context) (OneSheetFile, error) {
	in, err := s.inputs(ctx)
	if err != nil {
		return OneSheetFile{}, err
	}
	s.mu.Lock()
	last := s.last
	s.mu.Unlock()
	if last.key == in.key {
		return last, nil
	}
	sheet, err := s.sheet(ctx, in)
	if err != nil {
		return OneSheetFile{}, err
	}
	data, err := s.sheets.Render(ctx, sheet)
	if err != nil {
		return OneSheetFile{}, err
	}
	f := OneSheetFile{Data: data, ETag: `"os-` + in.key[:32] + `"`, key: in.key}
	s.mu.Lock()
	s.last = f
	s.mu.Unlock()
	return f, nil
}

// sheet is the one-sheet's content.
func (s *PressKitService) sheet(ctx context.Context, in sheetInputs) (domain.OneSheet, error) {
	doc := in.doc
	out := domain.OneSheet{Name: doc.Name, Role: doc.Tagline, ShortBio: strings.TrimSpace(doc.PressKit.Bios.Short),
		Facts: doc.PressKit.Facts, Email: doc.Email}
	if out.ShortBio == "" && len(doc.Biography.Paragraphs) > 0 {
		out.ShortBio = doc.Biography.Paragraphs[0]
	}
	if base := strings.TrimRight(doc.PublicURL, "/"); base != "" {
		out.Website = base + "/press-kit"
		out.Contact = base + "/contact"
	}
	projects := domain.SortedByPlace(in.projects, func(p domain.Project) domain.Place { return domain.Place{ID: p.ID, Priority: p.Priority} })
	for _, p := range projects[:min(len(projects), oneSheetProjects)] {
		out.Projects = append(out.Projects, domain.OneSheetProject{Title: p.Title, Role: p.Role, Year: p.Year})
	}
	for _, a := range in.upcoming {
		out.Upcoming = append(out.Upcoming, oneSheetAppearance(a))
	}
	if src := firstHeadshot(doc); src != "" {
		out.Portrait = s.portrait(ctx, src)
	}
	return out, nil
}

// portrait is the headshot src as the one-sheet's JPEG, nil when it
// cannot be read or decoded (logged: the sheet is still made).
func (s *PressKitService) portrait(ctx context.Context, src string) []byte {
	a, err := domain.ReadAsset(ctx, s.assets, src, maxPortraitBytes)
	if err == nil {
		var data []byte
		if data, err = s.portraits.Portrait(ctx, a.Data, portraitSide); err == nil {
			return data
		}
	}
	if domain.ErrorCode(err) != domain.ENOTFOUND || !domain.IsHTTPURL(src) {
		s.log.WarnContext(ctx, "one-sheet without its portrait", "src", src, "error", err)
	}
	return nil
}

// PressKitFile is one file of the press kit visitors may download: its
// headshots' originals and web copies, its logos.
type PressKitFile struct {
	// Src is the file's address: a site path, or an https URL (another
	// site's, which the server redirects to rather than fetch).
	Src string
	// Name is the name a download saves it under.
	Name string
}

// HeadshotFile is the n-th headshot (from 1): web false its original,
// true its web copy (an upload's 1600 px WebP copy; any other file is its
// own web copy). ENOTFOUND for no such headshot.
func (s *PressKitService) HeadshotFile(ctx context.Context, n int, web bool) (PressKitFile, error) {
	doc, err := s.site.Site(ctx)
	if err != nil {
		return PressKitFile{}, err
	}
	hs := doc.PressKit.Headshots
	if n < 1 || n > len(hs) {
		return PressKitFile{}, domain.Errorf(domain.ENOTFOUND, "No such headshot")
	}
	src := hs[n-1].Src
	if web {
		src = WebCopy(src)
	}
	return PressKitFile{Src: src, Name: fileName(doc.Name, "headshot-"+strconv.Itoa(n), src)}, nil
}

// LogoFile is the n-th logo (from 1). ENOTFOUND for no such logo.
func (s *PressKitService) LogoFile(ctx context.Context, n int) (PressKitFile, error) {
	doc, err := s.site.Site(ctx)
	if err != nil {
		return PressKitFile{}, err
	}
	ls := doc.PressKit.Logos
	if n < 1 || n > len(ls) {
		return PressKitFile{}, domain.Errorf(domain.ENOTFOUND, "No such logo")
	}
	return PressKitFile{Src: ls[n-1].Src, Name: fileName(doc.Name, "logo-"+strconv.Itoa(n), ls[n-1].Src)}, nil
}

// WebCopy is the web-size copy of a press kit file: the widest resized
// copy of an upload, else the file itself.
func WebCopy(src string) string {
	name, ok := strings.CutPrefix(src, domain.UploadsPath)
	if !ok || !domain.ValidBlobName(name) {
		return src
	}
	widths := domain.ImageVariantWidths()
	return domain.UploadsPath + domain.ImageVariantName(name, widths[len(widths)-1])
}

// webCopyWidth is the width of a build file's web copy: the middle of
// the uploads' widths (domain.ImageVariantWidths), a picture for a web
// page rather than for print.
const webCopyWidth = 960

// WebImage is the web copy of a headshot that is a file of the build (an
// upload has its own, WebCopy): a WebP at most webCopyWidth wide, made
// once. EUNSUPPORTED for a file the processor does not decode (an SVG is
// its own web copy), ENOTFOUND for none.
func (s *PressKitService) WebImage(ctx context.Context, src string) ([]byte, error) {
	s.mu.Lock()
	data, ok := s.webCopies[src]
	s.mu.Unlock()
	if ok {
		return data, nil
	}
	a, err := domain.ReadAsset(ctx, s.assets, src, maxPortraitBytes)
	if err != nil {
		return nil, err
	}
	copies, err := s.images.Variants(ctx, a.Data, []int{webCopyWidth}, []domain.ImageType{domain.ImageVariantType()})
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	if len(s.webCopies) >= 2*pressKitMaxFiles {
		clear(s.webCopies) // headshots replaced many times: start again
	}
	s.webCopies[src] = copies[0][0].Data
	s.mu.Unlock()
	return copies[0][0].Data, nil
}

// pressKitMaxFiles bounds the web copies kept: a kit has at most ten
// headshots (domain's limit).
const pressKitMaxFiles = 10

// OpenFile opens a press kit file of this site (PressKitFile.Src). The
// caller closes it.
func (s *PressKitService) OpenFile(ctx context.Context, src string) (*domain.Blob, error) {
	return s.assets.Open(ctx, src)
}

// fileName is what a download of src saves as: the owner's name and what
// it is, with src's extension ("jordan-avery-headshot-1.jpg").
func fileName(owner, what, src string) string {
	ext := strings.ToLower(path.Ext(strings.SplitN(src, "?", 2)[0]))
	if len(ext) > 6 {
		ext = ""
	}
	if slug := domain.Slugify(owner); slug != "" {
		return slug + "-" + what + ext
	}
	return what + ext
}

// FileName is the name a file of the press kit saves as: the owner's
// name, what it is and ext ("jordan-avery-press-kit.zip").
func (s *PressKitService) FileName(ctx context.Context, what, ext string) string {
	doc, err := s.site.Site(ctx)
	if err != nil {
		return what + ext
	}
	return fileName(doc.Name, what, ext)
}

// WriteZip streams the press kit to w as an archive: the bios as text,
// the credits and licences, each headshot's and logo's original (files of
// this site: another site's are listed in the credits, not fetched) and
// the one-sheet. Files are copied through the storage port one at a time,
// never held whole. An error after the first byte leaves a broken
// archive: the caller can only log it.
func (s *PressKitService) WriteZip(ctx context.Context, w io.Writer) error {
	doc, err := s.site.Site(ctx)
	if err != nil {
		return err
	}
	sheet, err := s.OneSheet(ctx)
	if err != nil {
		return err
	}
	a := s.archives.NewArchive(w)
	now := time.Now()
	add := func(name string, write func(io.Writer) error) error {
		f, err := a.Create(name, now)
		if err != nil {
			return err
		}
		return write(f)
	}
	text := func(body string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, strings.TrimSpace(body)+"\n"); return err }
	}
	k := doc.PressKit
	for _, b := range []struct{ name, text string }{{"bio-short.txt", k.Bios.Short}, {"bio-medium.txt", k.Bios.Medium}, {"bio-long.txt", k.Bios.Long}} {
		if strings.TrimSpace(b.text) == "" {
			continue
		}
		if err := add(b.name, text(b.text)); err != nil {
			return err
		}
	}
	if err := add("credits.txt", text(credits(*doc))); err != nil {
		return err
	}
	for i, h := range k.Headshots {
		if err := s.addFile(ctx, add, "headshots/"+fileName(doc.Name, "headshot-"+strconv.Itoa(i+1), h.Src), h.Src); err != nil {
			return err
		}
	}
	for i, l := range k.Logos {
		if err := s.addFile(ctx, add, "logos/"+fileName(doc.Name, "logo-"+strconv.Itoa(i+1), l.Src), l.Src); err != nil {
			return err
		}
	}
	if err := add(fileName(doc.Name, "one-sheet", ".pdf"), func(w io.Writer) error { _, err := w.Write(sheet.Data); return err }); err != nil {
		return err
	}
	return a.Close()
}

// addFile copies the file src into the archive as name; a file of another
// site, or one no longer there, is skipped (the credits name it).
func (s *PressKitService) addFile(ctx context.Context, add func(string, func(io.Writer) error) error, name, src string) error {
	b, err := s.assets.Open(ctx, src)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	defer b.Close()
	return add(name, func(w io.Writer) error { _, err := io.Copy(w, b); return err })
}

// credits is the credits.txt of the ZIP: every headshot and logo with its
// credit, licence and address.
func credits(doc domain.Site) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Press kit of %s\n", doc.Name)
	base := strings.TrimRight(doc.PublicURL, "/")
	for i, h := range doc.PressKit.Headshots {
		fmt.Fprintf(&b, "\nHeadshot %d: %s\n", i+1, h.Alt)
		if h.Credit != "" {
			fmt.Fprintf(&b, "Credit: %s\n", h.Credit)
		}
		if h.License != "" {
			fmt.Fprintf(&b, "Licence: %s\n", h.License)
		}
		fmt.Fprintf(&b, "Original: %s\n", absolute(base, h.Src))
	}
	for i, l := range doc.PressKit.Logos {
		fmt.Fprintf(&b, "\nLogo %d: %s\nOriginal: %s\n", i+1, l.Name, absolute(base, l.Src))
	}
	if doc.Email != "" {
		fmt.Fprintf(&b, "\nPress contact: %s\n", doc.Email)
	}
	return b.String()
}

func absolute(base, src string) string {
	if strings.HasPrefix(src, "/") {
		return base + src
	}
	return src
}

// oneSheetAppearance is an appearance as the one-sheet lists it: the date
// as the event's own zone reads it, the place (venue and city, or Online).
func oneSheetAppearance(a domain.Appearance) domain.OneSheetAppearance {
	start := a.Start() // in the event's zone
	var place []string
	for _, p := range []string{a.Venue, a.City} {
		if p = strings.TrimSpace(p); p != "" {
			place = append(place, p)
		}
	}
	if a.Online {
		place = append(place, "Online")
	}
	return domain.OneSheetAppearance{Title: a.Title, Event: a.EventName, When: start.Format("2 January 2006"), Place: strings.Join(place, ", ")}
}
