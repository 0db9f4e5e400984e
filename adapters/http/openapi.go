package httpapi

// The OpenAPI 3.1 description of the JSON API, GET /api/openapi.json. It is
// made at run time, once, from the route table (apiRoutes: method, path,
// access, and the summary, request and answer columns), the request tables
// the decoder reads with (RequestBodies) and the JSON tags of the types
// the handlers answer with, so it cannot drift from what the server does:
// a route, a member or a tag changed there changes it.

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/domain"
)

// answer is what a route answers on success, for the description, and the
// error statuses it can answer besides those its other columns imply
// (openAPIErrors).
type answer struct {
	status int
	// types are the Go types of the body: one, or any one of several;
	// none for an answer without a body or with a media body.
	types []reflect.Type
	// media is the content type of a body that is not a Go type's JSON
	// (the backup archive, this description).
	media string
	// errors are statuses the route's shape does not imply (409, 429, ...).
	errors []int
}

func ok[T any]() answer {
	return answer{status: http.StatusOK, types: []reflect.Type{reflect.TypeFor[T]()}}
}

func created[T any]() answer {
	return answer{status: http.StatusCreated, types: []reflect.Type{reflect.TypeFor[T]()}}
}

func accepted[T any]() answer {
	return answer{status: http.StatusAccepted, types: []reflect.Type{reflect.TypeFor[T]()}}
}

func okOneOf[A, B any]() answer {
	return answer{status: http.StatusOK, types: []reflect.Type{reflect.TypeFor[A](), reflect.TypeFor[B]()}}
}

func createdOneOf[A, B any]() answer {
	return answer{status: http.StatusCreated, types: []reflect.Type{reflect.TypeFor[A](), reflect.TypeFor[B]()}}
}

// download is a body of the given media type, not JSON.
func download(media string) answer { return answer{status: http.StatusOK, media: media} }

var (
	// noContent is a 204 without a body.
	noContent = answer{status: http.StatusNoContent}
	// selfDescription is this description's own answer.
	selfDescription = answer{status: http.StatusOK, media: "application/json"}
)

// or is a with more error statuses.
func (a answer) or(statuses ...int) answer {
	a.errors = append(slices.Clip(a.errors), statuses...)
	return a
}

// The request bodies that are not one of RequestBodies.
const (
	// bodySite is PUT /api/site's partial site document, described from
	// domain.Site (its decoder's table is nested and strict).
	bodySite = "SiteRequest"
	// bodyUpload is POST /api/upload's multipart form with the file.
	bodyUpload = "(multipart upload)"
	// bodyArchive is a backup archive: the raw body or a multipart part.
	bodyArchive = "(backup archive)"
)

// openAPIVersion is the version of this description of the API, raised
// when a change of the API is not backward compatible.
const openAPIVersion = "1.0.0"

// sessionScheme is the name of the session cookie's security scheme.
const sessionScheme = "session"

// schemaNames name the components the answers' types are described as,
// with what each is: the domain's entities, then the HTTP adapter's own
// answers; the simple kinds' entities (kind_*.go) follow them
// (server.schemaNames). Every struct
// an answer holds must be here (generation fails otherwise). cmd/gen-ts
// writes the frontend's types from these components, so a name here is
// the name the frontend imports.
var schemaNames = []schemaName{
	{"ProjectLink", reflect.TypeFor[domain.ProjectLink](), "A project's link."},
	{"GalleryImage", reflect.TypeFor[domain.GalleryImage](), "An image of a project's gallery; decorative ones are shown with alt=\"\"."},
	{"Project", reflect.TypeFor[domain.Project](), "A portfolio project with its links and gallery images (GET /api/portfolio/projects)."},
	{"ContactMessage", reflect.TypeFor[domain.Message](), "A message sent through the contact form, as the admin's inbox reads it (GET /api/messages, newest first): address is the sender's client address; topic is \"speaking\" for an invitation to speak, whose event says to what (null for any other message)."},
	{"SpeakingEvent", reflect.TypeFor[domain.SpeakingEvent](), "The event a speaking request (a contact message with the topic speaking) invites the owner to: date is YYYY-MM-DD, audience a number of people."},
	{"TrashItem", reflect.TypeFor[domain.TrashItem](), "GET /api/trash: one deleted item, newest deletion first; parentId is the project of a link or gallery image."},
	{"ActivityEntry", reflect.TypeFor[domain.ActivityEntry](), "GET /api/activity: one entry; actor is a username, 'system', or '' for a visitor or an unknown name."},
	{"SiteSocial", reflect.TypeFor[domain.SiteSocial](), "One of the owner's public profiles."},
	{"SiteSeo", reflect.TypeFor[domain.SiteSEO](), "The SEO defaults."},
	{"SiteHero", reflect.TypeFor[domain.SiteHero](), "The top of the home page."},
	{"CategoryCard", reflect.TypeFor[domain.SiteCategoryCard](), "A card of the home page's portfolio categories."},
	{"Fund", reflect.TypeFor[domain.SiteFund](), "A fund the owner manages."},
	{"MediaHighlight", reflect.TypeFor[domain.SiteMediaHighlight](), "A card of the home page's media section."},
	{"SiteBiography", reflect.TypeFor[domain.SiteBiography](), "The About page's biography and portrait."},
	{"ImpactStat", reflect.TypeFor[domain.SiteImpactStat](), "A figure of the About page."},
	{"SiteVenture", reflect.TypeFor[domain.SiteVenture](), "The About page's venture section."},
	{"Milestone", reflect.TypeFor[domain.SiteMilestone](), "A step of an era; text is inline markup: **strong**, *emphasis*, [label](href)."},
	{"EraColors", reflect.TypeFor[domain.SiteEraColors](), "An era's accents: a palette name and a gradient pair (#rrggbb)."},
	{"TimelineEra", reflect.TypeFor[domain.SiteEra](), "An era of the About page's career timeline."},
	{"SiteHomeTexts", reflect.TypeFor[domain.SiteHomeTexts](), "The home page's fixed words: hero buttons, section headings, introductions and buttons."},
	{"SiteCallToAction", reflect.TypeFor[domain.SiteCallToAction](), "The home page's one closing call to action."},
	{"SitePageTexts", reflect.TypeFor[domain.SitePageTexts](), "The other pages' titles, introductions, buttons and labels ({name} in aboutTitle and portfolioCtaAboutButton, {path} in notFoundHint, {count} and {search} in portfolioSearchResult, are filled in on the pages)."},
	{"SiteFooter", reflect.TypeFor[domain.SiteFooter](), "The footer's column headings, Industries list and copyright line ({year} and {name} are filled in on the pages)."},
	{"SiteNavTexts", reflect.TypeFor[domain.SiteNavTexts](), "The navigation's labels: header, mobile menu, footer Quick Links and breadcrumbs ({name} in about is filled in on the pages)."},
	{"SiteSectionTexts", reflect.TypeFor[domain.SiteSectionTexts](), "The Investments and Media & Press pages' section headings and card buttons ({name} and {name}' are filled in on the pages)."},
	{"GameStudio", reflect.TypeFor[domain.SiteGameStudio](), "A studio block of the portfolio's Games section: the projects of subcategory key, its wordmark, optional logo image (logoUrl) and career period."},
	{"OutletLogo", reflect.TypeFor[domain.SiteOutletLogo](), "The logo of one of the Featured In outlets, by the outlet's name: shown in place of the name, which stays its alt text."},
	{"PressKit", reflect.TypeFor[domain.SitePressKit](), "The press kit (/press-kit, its one-sheet and ZIP): bios at three lengths, headshots and logos (src a file of the media library or an https URL), facts."},
	{"PressBios", reflect.TypeFor[domain.SitePressBios](), "The owner's bio at three lengths: short (60-120 words suits press), medium and long; each may hold paragraphs separated by blank lines."},
	{"PressHeadshot", reflect.TypeFor[domain.SiteHeadshot](), "A headshot the press may print, with its alt text, credit and licence."},
	{"PressLogo", reflect.TypeFor[domain.SitePressLogo](), "A logo the press may use: name says what it is the logo of, alt its description (the name when blank)."},
	{"PressFact", reflect.TypeFor[domain.SitePressFact](), "One fact of the press kit: label and value."},
	{"SiteInfo", reflect.TypeFor[domain.Site](), "The site document (GET /api/site, PUT /api/site), edited in the admin's Site tab; publicUrl is read-only (configuration)."},

	{"Error", reflect.TypeFor[errorBody](), "Every error's body: message says what went wrong, fields names each member's problem."},
	{"AuthStatus", reflect.TypeFor[authStatus](), "Whether the session is the administrator's (POST /api/auth/login, /logout, /login/2fa, /passkey)."},
	{"AuthUser", reflect.TypeFor[authUser](), "The signed-in administrator."},
	{"AuthStatusWithTwoFactor", reflect.TypeFor[authStatusWithTwoFactor](), "GET /api/auth/status: the status; twoFactorEnabled is sent (true) only for a signed-in administrator who has it on, passkeysOnly (true) only while the administrator signs in with passkeys only, noPassword (true) only for an account that has no password yet (it joined with a passkey)."},
	{"TwoFactorRequired", reflect.TypeFor[twoFactorRequired](), "POST /api/auth/login for an administrator with two-factor sign-in: no session yet, a code must follow; with passkeys only on, the password leads to a recovery code only (recoveryCodeOnly)."},
	{"Passkey", reflect.TypeFor[passkeyBody](), "A registered passkey (GET /api/auth/passkeys)."},
	{"PasskeyOffer", reflect.TypeFor[passkeyOfferAnswer](), "GET /api/auth/passkey: whether the sign-in page offers passkeys."},
	{"PasskeyList", reflect.TypeFor[passkeyListAnswer](), "GET /api/auth/passkeys: the passkeys, whether password sign-in is refused, and until when the last confirmation holds."},
	{"Confirmation", reflect.TypeFor[confirmedAnswer](), "A fresh confirmation (5 minutes) lets passkeys be added or removed and passkeys only be switched."},
	{"SignInProtection", reflect.TypeFor[auth.SignInProtection](), "GET /api/auth/sign-in-protection: whether the administrator's name is locked for browsers that never signed in (lockedUntil, null when not), the sign-in attempts refused since (24 hours ago) and from how many addresses (at least), and whether this browser carries a device cookie (trustedBrowser), whose password a lock does not refuse."},
	{"PasskeysOnly", reflect.TypeFor[passkeysOnlyAnswer](), "PUT /api/auth/passkeys-only: whether password sign-in is refused now."},
	{"TwoFactorSetup", reflect.TypeFor[twoFactorSetupAnswer](), "POST /api/auth/2fa/setup: the secret of a pending enrolment, its otpauth URL and QR code (a PNG data: URL)."},
	{"RecoveryCodes", reflect.TypeFor[recoveryCodesAnswer](), "POST /api/auth/2fa/enable: the recovery codes, shown once."},
	{"ContactToken", reflect.TypeFor[app.ContactToken](), "GET /api/contact/token: the signed token the contact form sends back, and the fewest seconds before it may."},
	{"ContactSent", reflect.TypeFor[sentBody](), "POST /api/contact: the message was taken."},
	{"InsightsReport", reflect.TypeFor[insights.Report](), "GET /api/insights?from=&to=: the site's own analytics of the days from..to (UTC, inclusive); days has every day, oldest first."},
	{"InsightsDay", reflect.TypeFor[insights.Day](), "A day's totals: human page views, visitors (one address and browser that day), crawlers' views and contact messages."},
	{"InsightsPage", reflect.TypeFor[insights.Page](), "A page's views and visitors over the range (the sum of its days')."},
	{"InsightsReferrer", reflect.TypeFor[insights.Referrer](), "Another site that sent visitors, by host."},
	{"InsightsOutbound", reflect.TypeFor[insights.Outbound](), "Clicks on an item's outbound links; kind is project, investment, media or email (id 0)."},
	{"InsightsVital", reflect.TypeFor[insights.Vital](), "A page's Web Vitals metric at the 75th percentile (LCP and INP in ms, CLS unitless), rated good, needs-improvement or poor."},
	{"InsightsBot", reflect.TypeFor[insights.Named](), "A crawler's views."},
	{"InsightsDevice", reflect.TypeFor[insights.Device](), "Human views by device class (mobile, tablet or desktop)."},
	{"InsightsProject", reflect.TypeFor[insights.Project](), "A project's page views and its links' clicks."},
	{"InsightsDownload", reflect.TypeFor[insights.Download](), "Downloads of a press kit file, by the path it is served at (/press-kit/one-sheet.pdf, /press-kit.zip, /press-kit/headshots/1, …): counted when the server serves it, never by a beacon."},
	{"Upload", reflect.TypeFor[app.Upload](), "POST /api/upload: where the file now lives, its size and its resized copies."},
	{"ImageVariant", reflect.TypeFor[app.ImageVariant](), "A resized copy of an upload."},
	{"Revision", reflect.TypeFor[domain.Revision](), "GET /api/revisions?kind=&id=: one earlier state of an item, newest first; GET /api/revisions/KIND/ID/REV adds data, the item as the API showed it then."},
	{"RevisionDetail", reflect.TypeFor[revisionDetail](), "GET /api/revisions/KIND/ID/REV: a revision with the item as the API showed it before that change."},
	{"Draft", reflect.TypeFor[domain.Draft](), "GET /api/drafts: one item's draft (kind, id), oldest change first; GET …/draft reads the item as it will be published."},
	{"Schedule", reflect.TypeFor[domain.Schedule](), "GET /api/schedules: a publish or unpublish planned for a time, soonest first."},
	{"CertificateState", reflect.TypeFor[certificateAnswer](), "GET /api/certificate: the HTTPS certificate the binary serves itself (served false behind a proxy): its expiry, the whole days left, and whether the Dashboard warns (none yet, or 14 days or fewer left)."},
	{"PreviewLink", reflect.TypeFor[previewAnswer](), "GET /api/previews, POST /api/previews: a link anyone can open to see the site with every draft applied; url is '' for a link made before tokens were sealed (it works, but was shown only when made)."},
	{"BackupSummary", reflect.TypeFor[backup.Summary](), "POST /api/backup/inspect: what an archive holds."},
	{"BackupTableCount", reflect.TypeFor[backup.TableCount](), "A table of an archive and its rows."},
	{"BackupStatus", reflect.TypeFor[backup.Status](), "GET /api/backups: the scheduled backups: every (a Go duration, 0s when off), next (null when off), target (no secrets), encrypted, the newest runs first (a run still going is not ok and has no error) and the last verification (null before the first)."},
	{"BackupRun", reflect.TypeFor[domain.BackupRun](), "One scheduled or requested backup: the archive's name, when it started, whether it completed, its bytes and, failed, why."},
	{"BackupVerified", reflect.TypeFor[backup.Verified](), "The last verification: the newest archive restored into a scratch database and folder and compared with its manifest; detail says what matched, or names the table or file that did not."},
	{"BackupRunStarted", reflect.TypeFor[runStarted](), "POST /api/backups/run: the backup was started."},
	{"RestoreResult", reflect.TypeFor[restoreAnswer](), "POST /api/backup/restore: what was restored, and old files that could not be removed (stale)."},
	{"LibraryFile", reflect.TypeFor[app.LibraryFile](), "GET /api/uploads: one uploaded original; copies counts its variants and share copy, deleted with it, and variants lists them with their format, width and bytes."},
	{"LibraryCopy", reflect.TypeFor[app.LibraryCopy](), "A stored copy of an upload: a resized variant (AVIF or WebP; width is the srcset width it stands for) or the share copy (JPEG), with its bytes."},
	{"FileUse", reflect.TypeFor[app.FileUse](), "One place that uses an uploaded file (GET /api/uploads, and a refused delete's 409): kind is a kind of content, draft:KIND for a draft, trash:KIND for a deleted item; field is the path of the member holding the URL (imageUrl, hero.image)."},
	{"Member", reflect.TypeFor[auth.Member](), "GET /api/users: one person who may sign in; role is owner or editor, lastSignInAt null until their first sign-in; twoFactor and passkeys are their sign-in methods (never a secret)."},
	{"Invitation", reflect.TypeFor[domain.Invitation](), "GET /api/users/invitations: a pending invitation; its link was shown once, when it was made."},
	{"Invited", reflect.TypeFor[auth.Invited](), "POST /api/users/invitations: the invitation and its link (shown this once; it works once, until expiresAt); emailed says whether it was e-mailed."},
	{"Redirect", reflect.TypeFor[domain.Redirect](), "GET /api/redirects: an old address of a moved project page (from) and the page's address now (to), answered with a 301; hits counts its visits."},
}

// schemaName names the component a Go type is described as, with what it is.
type schemaName struct {
	name string
	typ  reflect.Type
	doc  string
}

// schemaNames are the components of the description: schemaNames, then
// the entities of the server's simple kinds (kind_*.go).
func (s *server) schemaNames() []schemaName {
	out := slices.Clone(schemaNames)
	for _, k := range s.contents {
		out = append(out, k.schema())
	}
	return out
}

// neverNullLists are the types whose lists always encode as [] (their
// MarshalJSON, or the code that makes them: revisionOf, the insights
// report, the media library, the backup summary, the restore, passkey
// and recovery codes answers), so a list member is never null; elsewhere a nil list encodes
// as null.
var neverNullLists = map[reflect.Type]bool{
	reflect.TypeFor[domain.Site](): true, reflect.TypeFor[domain.SiteSEO](): true, reflect.TypeFor[domain.SiteBiography](): true,
	reflect.TypeFor[domain.SiteVenture](): true, reflect.TypeFor[domain.SiteEra](): true,
	reflect.TypeFor[domain.SiteFooter](): true, reflect.TypeFor[domain.SitePressKit](): true, reflect.TypeFor[domain.Revision](): true, reflect.TypeFor[revisionDetail](): true,
	reflect.TypeFor[insights.Report](): true, reflect.TypeFor[app.LibraryFile](): true, reflect.TypeFor[backup.Summary](): true, reflect.TypeFor[backup.Status](): true,
	reflect.TypeFor[restoreAnswer](): true, reflect.TypeFor[passkeyListAnswer](): true, reflect.TypeFor[recoveryCodesAnswer](): true,
}

// An enum is a list of strings the API names: its members and path
// parameters carry it with its name as title, which cmd/gen-ts writes as
// a TypeScript union of that name.
type enum struct {
	name   string
	values func() []string
	// itemPaths, when set, says where each value's item is
	// (x-item-paths: the path of an item, {id} in it, by value).
	itemPaths func() map[string]string
}

// schema is the enum's schema.
func (e enum) schema() object {
	s := object{"type": "string", "title": e.name, "enum": e.values()}
	if e.itemPaths != nil {
		paths := object{}
		for k, p := range e.itemPaths() {
			paths[k] = p
		}
		s["x-item-paths"] = paths
	}
	return s
}

// The enums of the API.
var (
	enumTrashKind      = enum{name: "TrashKind", values: trashKinds}
	enumRevisionKind   = enum{name: "RevisionKind", values: domain.RevisionKinds}
	enumDraftKind      = enum{name: "DraftKind", values: draftKinds, itemPaths: draftItemPaths}
	enumActivityKind   = enum{name: "ActivityKind", values: domain.ActivityKinds}
	enumActivityAction = enum{name: "ActivityAction", values: func() []string { return domain.ActivityActions }}
	enumScheduleAction = enum{name: "ScheduleAction", values: func() []string { return []string{domain.SchedulePublish, domain.ScheduleUnpublish} }}
	enumIcon           = enum{name: "IconKey", values: domain.SiteIcons}
	enumPalette        = enum{name: "EraPalette", values: domain.SitePalettes}
	enumSocialPlatform = enum{name: "SocialPlatformKey", values: socialPlatformKeys}
	enumVitalMetric    = enum{name: "VitalMetric", values: func() []string { return slices.Sorted(maps.Keys(domain.VitalMetrics)) }}
	enumVitalRating    = enum{name: "VitalRating", values: func() []string { return []string{"good", "needs-improvement", "poor"} }}
	enumOutboundKind   = enum{name: "OutboundKind", values: func() []string { return domain.OutboundKinds }}
	enumDeviceClass    = enum{name: "DeviceClass", values: func() []string { return []string{domain.DeviceMobile, domain.DeviceTablet, domain.DeviceDesktop} }}
	enumSiteGroup      = enum{name: "SiteGroupId", values: func() []string { return domain.ContentKinds().GroupIDs(domain.KindSite) }}
	enumRole           = enum{name: "Role", values: func() []string { return []string{string(domain.RoleOwner), string(domain.RoleEditor)} }}
)

// queryEnums are the enums a route's query parameter may name as its type
// ("?group:SiteGroupId").
var queryEnums = map[string]enum{enumSiteGroup.name: enumSiteGroup}

// memberEnums are string members whose values come from a Go list.
var memberEnums = map[string]enum{
	"SiteSocial.platform":   enumSocialPlatform,
	"ImpactStat.icon":       enumIcon,
	"TimelineEra.icon":      enumIcon,
	"EraColors.palette":     enumPalette,
	"TrashItem.kind":        enumTrashKind,
	"ActivityEntry.kind":    enumActivityKind,
	"ActivityEntry.action":  enumActivityAction,
	"Draft.kind":            enumDraftKind,
	"Schedule.kind":         enumDraftKind,
	"Schedule.action":       enumScheduleAction,
	"InsightsVital.metric":  enumVitalMetric,
	"InsightsVital.rating":  enumVitalRating,
	"InsightsOutbound.kind": enumOutboundKind,
	"InsightsDevice.device": enumDeviceClass,
	"AuthUser.role":         enumRole,
	"Member.role":           enumRole,
	"Invitation.role":       enumRole,
	"Invited.role":          enumRole,
}

func socialPlatformKeys() []string {
	var out []string
	for _, p := range domain.SocialPlatforms() {
		out = append(out, p.Key)
	}
	return out
}

func trashKinds() []string {
	out := make([]string, len(domain.TrashKinds))
	for i, k := range domain.TrashKinds {
		out[i] = string(k)
	}
	return out
}

// draftKinds are the kinds with drafts, publishing and schedules
// (editorialKinds), as GET /api/drafts names them.
func draftKinds() []string {
	var out []string
	for _, k := range describingServer(Config{}).editorialKinds() {
		out = append(out, k.kind)
	}
	return out
}

// draftItemPaths are the paths of an item of each kind with drafts: its
// draft, publish, unpublish and schedule routes are below it.
func draftItemPaths() map[string]string {
	out := map[string]string{}
	for _, k := range describingServer(Config{}).editorialKinds() {
		out[k.kind], _ = openAPIPath(editorialItemPath(k.base))
	}
	return out
}

// draftCreateKind is the enum of the editorial kinds a draft can create
// (POST COLLECTION?draft=true): those whose collection takes a POST in
// routes (links and gallery images are created under their project and
// published with their save; the site document is never created). No
// member carries it: it is in the components for the clients.
func draftCreateKind(routes []route) enum {
	creates := map[string]bool{}
	for _, rt := range routes {
		if rt.method == http.MethodPost {
			creates[rt.path] = true
		}
	}
	return enum{name: "DraftCreateKind", values: func() []string {
		var out []string
		for _, k := range describingServer(Config{}).editorialKinds() {
			if creates[k.base] {
				out = append(out, k.kind)
			}
		}
		return out
	}}
}

// openAPICache holds the description once made.
type openAPICache struct {
	once  sync.Once
	entry domain.CacheEntry
	err   error
}

// handleOpenAPI answers the description like a public list: its ETag
// (304 on a match), its compressed forms, revalidated by browsers.
func (s *server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	s.openAPIDoc.once.Do(func() {
		doc, err := s.openAPI()
		if err == nil {
			s.openAPIDoc.entry, err = app.NewEntry(doc)
		}
		s.openAPIDoc.err = err
	})
	if err := s.openAPIDoc.err; err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, s.openAPIDoc.entry, app.Viewer{})
}

// object is a JSON object of the description.
type object = map[string]any

// openAPIGen makes the schemas of one description.
type openAPIGen struct {
	names   map[reflect.Type]string
	docs    map[string]string
	schemas object
	err     error
}

// OpenAPI is the description GET /api/openapi.json answers for a server
// of cfg (which names the session cookie): cmd/gen-ts writes the
// frontend's API types from its components.
func OpenAPI(cfg Config) (map[string]any, error) {
	return describingServer(cfg).openAPI()
}

// describingServer is a server made only to describe the API: its route
// table, without services behind the handlers.
func describingServer(cfg Config) *server {
	return &server{reader: reader{responder: responder{cfg: cfg}}, contents: contentKinds(),
		insightsAPI: &insightsHandlers{}, backupAPI: &backupHandlers{}, signIn: &signInHandlers{}, contactAPI: &contactHandlers{}, historyAPI: &historyHandlers{}, editorialAPI: &editorialHandlers{}, siteAPI: &siteHandlers{}, projectsAPI: &projectHandlers{}}
}

// openAPI makes the description of the API from the route table.
func (s *server) openAPI() (object, error) {
	g := &openAPIGen{names: map[reflect.Type]string{}, docs: map[string]string{}, schemas: object{}}
	for _, n := range s.schemaNames() {
		g.names[n.typ] = n.name
		g.docs[n.name] = n.doc
	}
	bodies := map[string]RequestBody{}
	for _, b := range RequestBodies() {
		bodies[b.Name] = b
	}
	paths := object{}
	operationIDs := map[string]bool{}
	routes := s.apiRoutes()
	// The simple kinds name their operations themselves (kind_*.go).
	named := map[string]string{}
	for _, k := range s.contents {
		maps.Copy(named, k.operationIDs())
	}
	for _, rt := range routes {
		path, params := openAPIPath(rt.path)
		item, _ := paths[path].(object)
		if item == nil {
			item = object{}
			paths[path] = item
		}
		method := strings.ToLower(rt.method)
		if item[method] != nil {
			return nil, fmt.Errorf("openapi: %s %s is twice in the route table", rt.method, rt.path)
		}
		op, err := g.operation(rt, params, bodies)
		if err != nil {
			return nil, err
		}
		if id := named[rt.method+" "+rt.path]; id != "" {
			op["operationId"] = id
		}
		id := op["operationId"].(string)
		if operationIDs[id] {
			return nil, fmt.Errorf("openapi: operation id %s is used twice", id)
		}
		operationIDs[id] = true
		item[method] = op
	}
	g.ref(reflect.TypeFor[errorBody]())
	create := draftCreateKind(routes)
	g.schemas[create.name] = create.schema()
	if g.err != nil {
		return nil, g.err
	}
	return object{
		"openapi":           "3.1.0",
		"jsonSchemaDialect": "https://spec.openapis.org/oas/3.1/dialect/base",
		"info": object{
			"title":   "Portfolio API",
			"version": openAPIVersion,
			"description": "The JSON API of the portfolio site: its public reads, and the administrator's " +
				"writes and private reads. Made by the server from its route table, so every route is here. " +
				"Request bodies are JSON (Content-Type: application/json, else 415) except the upload's; " +
				"members left out of a body are kept by an update, and members a body does not know are ignored " +
				"(except in the site document, where they are an error). Every error answers " +
				"{\"message\", \"fields\"?}: fields names each member's problem. Public reads carry an ETag " +
				"and answer 304 to If-None-Match.",
		},
		"paths": paths,
		"components": object{
			"schemas": g.schemas,
			"securitySchemes": object{
				sessionScheme: object{
					"type": "apiKey",
					"in":   "cookie",
					"name": s.sessionCookieName(),
					"description": "The administrator's session: the HttpOnly, SameSite=Lax cookie POST /api/auth/login " +
						"(or POST /api/auth/login/2fa) sets. Over HTTPS its name carries the __Host- prefix (__Host-" + s.cfg.CookieName + "). " +
						"Writes need no token header: a write a browser marks as cross-site (Sec-Fetch-Site, or an Origin " +
						"that is neither the request's host nor the site's public URL) is refused with 403, whether or not " +
						"it is signed in; a request without those headers (not from a browser) passes that check.",
				},
			},
		},
	}, nil
}

// sessionCookieName is the session cookie's name as the server sets it
// when the site is configured for HTTPS, else its plain name.
func (s *server) sessionCookieName() string {
	if s.cfg.HTTPS || s.cfg.SecureCookies {
		return "__Host-" + s.cfg.CookieName
	}
	return s.cfg.CookieName
}

// needsAdmin says whether a route is behind requireRole (see register).
func (rt route) needsAdmin() bool { return rt.role() != "" }

// pathVariable is a gorilla/mux variable: {name} or {name:pattern}.
var pathVariable = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]+))?\}`)

// openAPIPath turns a mux path into the description's form, {id}, with a
// parameter for each variable.
func openAPIPath(p string) (string, []any) {
	var params []any
	out := pathVariable.ReplaceAllStringFunc(p, func(v string) string {
		m := pathVariable.FindStringSubmatch(v)
		name, pattern := m[1], m[2]
		schema := object{"type": "string"}
		switch {
		case pattern == "[0-9]+":
			schema = object{"type": "integer", "format": "int64", "minimum": 1}
		case pattern != "":
			schema["pattern"] = "^" + pattern + "$"
		case name == "kind" && strings.HasPrefix(p, "/api/revisions/"):
			schema = enumRevisionKind.schema()
		case name == "kind":
			schema = enumTrashKind.schema()
		}
		params = append(params, object{"name": name, "in": "path", "required": true, "schema": schema})
		return "{" + name + "}"
	})
	return out, params
}

// operationID is the route's handler's name without "handle":
// projectList; a handler made by a function (the editorial routes of every
// kind) is named after its method and path: postPortfolioProjectsIdPublish.
func operationID(rt route) string {
	name := runtime.FuncForPC(reflect.ValueOf(rt.handler).Pointer()).Name()
	name = name[strings.LastIndex(name, ".")+1:]
	name = strings.TrimSuffix(name, "-fm")
	if generated.MatchString(name) {
		name = strings.ToLower(rt.method)
		for _, part := range strings.Split(strings.TrimPrefix(rt.path, "/api/"), "/") {
			part = strings.Trim(pathVariable.ReplaceAllStringFunc(part, func(v string) string { return pathVariable.FindStringSubmatch(v)[1] }), "{}")
			for _, word := range strings.Split(part, "-") {
				if word != "" {
					name += strings.ToUpper(word[:1]) + word[1:]
				}
			}
		}
		return name
	}
	name = strings.TrimPrefix(name, "handle")
	if name == "" {
		return ""
	}
	return strings.ToLower(name[:1]) + name[1:]
}

// generated matches the name Go gives a function literal.
var generated = regexp.MustCompile(`^func\d+(\.\d+)*$`)

// operation describes one route.
func (g *openAPIGen) operation(rt route, params []any, bodies map[string]RequestBody) (object, error) {
	op := object{"operationId": operationID(rt)}
	if rt.summary == "" {
		return nil, fmt.Errorf("openapi: %s %s has no summary", rt.method, rt.path)
	}
	op["summary"] = rt.summary
	body, query, _ := strings.Cut(rt.request, "?")
	if query != "" {
		for _, q := range strings.Split(query, "&") {
			name, typ, _ := strings.Cut(q, ":")
			schema := object{"type": "string"}
			switch typ {
			case "":
			case "integer":
				schema = object{"type": "integer", "format": "int64", "minimum": 1}
			default:
				e, named := queryEnums[typ]
				if !named {
					return nil, fmt.Errorf("openapi: %s %s: the query parameter %s has an unknown type", rt.method, rt.path, q)
				}
				schema = e.schema()
			}
			params = append(params, object{"name": name, "in": "query", "schema": schema})
		}
	}
	if len(params) > 0 {
		op["parameters"] = params
	}
	if body != "" {
		rb, err := g.requestBody(body, bodies)
		if err != nil {
			return nil, fmt.Errorf("openapi: %s %s: %w", rt.method, rt.path, err)
		}
		op["requestBody"] = rb
	}
	if rt.needsAdmin() {
		op["security"] = []any{object{sessionScheme: []any{}}}
		// The role the route needs (issue 43): "editor" (an editor or the
		// owner) or "owner".
		op["x-role"] = string(rt.role())
	}
	responses := object{}
	success := object{"description": http.StatusText(rt.answer.status)}
	switch a := rt.answer; {
	case a.status == 0:
		return nil, fmt.Errorf("openapi: %s %s has no answer", rt.method, rt.path)
	case len(a.types) == 1:
		success["content"] = object{"application/json": object{"schema": g.schema(a.types[0], false)}}
	case len(a.types) > 1:
		var alts []any
		for _, t := range a.types {
			alts = append(alts, g.schema(t, false))
		}
		success["content"] = object{"application/json": object{"schema": object{"oneOf": alts}}}
	case a.media == "application/json":
		success["content"] = object{a.media: object{"schema": object{"type": "object"}}}
	case a.media != "":
		success["content"] = object{a.media: object{}}
	}
	responses[strconv.Itoa(rt.answer.status)] = success
	for _, status := range openAPIErrors(rt) {
		resp := object{
			"description": errorDescriptions[status],
			"content":     object{"application/json": object{"schema": g.ref(reflect.TypeFor[errorBody]())}},
		}
		if status == http.StatusTooManyRequests {
			resp["headers"] = object{"Retry-After": object{"description": "Seconds to wait.", "schema": object{"type": "integer"}}}
		}
		responses[strconv.Itoa(status)] = resp
	}
	responses["5XX"] = object{
		"description": "The server failed, or a service it needs is unavailable (503).",
		"content":     object{"application/json": object{"schema": g.ref(reflect.TypeFor[errorBody]())}},
	}
	op["responses"] = responses
	return op, g.err
}

// errorDescriptions say what each error status means in this API.
var errorDescriptions = map[int]string{
	http.StatusBadRequest:            "The request is not valid: message says why, fields names each member's problem.",
	http.StatusUnauthorized:          "Not signed in as the administrator (or, signing in, wrong credentials or code).",
	http.StatusForbidden:             "A write a browser marked as cross-site.",
	http.StatusNotFound:              "The path names nothing (no such id, or kind of the trash).",
	http.StatusConflict:              "The change conflicts with the stored state (message says how).",
	http.StatusRequestTimeout:        "The body came too slowly.",
	http.StatusRequestEntityTooLarge: "The body is over the size limit.",
	http.StatusUnsupportedMediaType:  "The body's Content-Type is not the one the route takes.",
	http.StatusTooManyRequests:       "Too many attempts: wait Retry-After seconds.",
}

// openAPIErrors are the error statuses a route can answer: those its
// shape implies (a body can be invalid, too large or of the wrong type; an
// administrator's route refuses a visitor; a write refuses a cross-site
// browser; a path id may name nothing) and those its answer adds.
func openAPIErrors(rt route) []int {
	var out []int
	if body, _, _ := strings.Cut(rt.request, "?"); body != "" {
		out = append(out, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnsupportedMediaType)
	}
	if rt.needsAdmin() {
		out = append(out, http.StatusUnauthorized)
	}
	if rt.method != http.MethodGet || rt.role() == domain.RoleOwner {
		out = append(out, http.StatusForbidden)
	}
	if strings.Contains(rt.path, "{") {
		out = append(out, http.StatusNotFound)
	}
	out = append(out, rt.answer.errors...)
	slices.Sort(out)
	return slices.Compact(out)
}

// requestBody describes the body of a route's request column.
func (g *openAPIGen) requestBody(spec string, bodies map[string]RequestBody) (object, error) {
	if spec == bodyCredential {
		return object{
			"required":    true,
			"description": "A WebAuthn PublicKeyCredential as JSON (id, rawId, type, response, clientExtensionResults; binary members base64url), as navigator.credentials made it from the options of the ceremony's first call.",
			"content":     object{"application/json": object{"schema": object{"type": "object"}}},
		}, nil
	}
	if spec == bodyArchive {
		file := object{"type": "string", "contentMediaType": "application/gzip"}
		return object{
			"required":    true,
			"description": "A backup archive (.tar.gz) as GET /api/backup makes it: the whole body, or the part named file of a multipart form.",
			"content": object{
				"application/gzip": object{"schema": file},
				"multipart/form-data": object{"schema": object{
					"type": "object", "required": []any{"file"}, "properties": object{"file": file},
				}},
			},
		}, nil
	}
	if spec == bodyUpload {
		var types []string
		for _, t := range domain.ImageTypes() {
			types = append(types, t.ContentType)
		}
		return object{
			"required":    true,
			"description": "The image in the part named file; other parts are skipped.",
			"content": object{"multipart/form-data": object{
				"schema": object{
					"type":       "object",
					"required":   []any{"file"},
					"properties": object{"file": object{"type": "string", "contentMediaType": "application/octet-stream"}},
				},
				"encoding": object{"file": object{"contentType": strings.Join(types, ", ")}},
			}},
		}, nil
	}
	var alts []any
	for _, name := range strings.Split(spec, "|") {
		base, list := strings.CutSuffix(name, "[]")
		if err := g.requestSchema(base, bodies); err != nil {
			return nil, err
		}
		schema := object{"$ref": "#/components/schemas/" + base}
		if list {
			schema = object{"type": "array", "items": schema, "maxItems": maxBulkImages}
		}
		alts = append(alts, schema)
	}
	schema := alts[0]
	if len(alts) > 1 {
		schema = object{"oneOf": alts}
	}
	return object{"required": true, "content": object{"application/json": object{"schema": schema}}}, nil
}

// requestSchema adds the component of a request body.
func (g *openAPIGen) requestSchema(name string, bodies map[string]RequestBody) error {
	if _, done := g.schemas[name]; done {
		return nil
	}
	if name == bodySite {
		s := g.request(reflect.TypeFor[domain.Site]())
		s["description"] = "PUT /api/site: any members of the site document (GET /api/site); an object member merges " +
			"member by member, a list or text replaces; a key the document does not have is an error. " +
			"publicUrl is configuration: sent back, it is ignored."
		g.schemas[name] = s
		return g.err
	}
	b, ok := bodies[name]
	if !ok {
		return fmt.Errorf("no request body %q in RequestBodies", name)
	}
	props := object{}
	for _, m := range b.Members {
		s, err := tsSchema(m.Type)
		if err != nil {
			return fmt.Errorf("%s.%s: %w", name, m.Name, err)
		}
		props[m.Name] = s
	}
	g.schemas[name] = object{
		"type":        "object",
		"description": b.Doc + " Every member may be left out; a member not listed, or sent twice, is refused (400 naming it), but for those the resource answers with (id, createdAt, ...), accepted and ignored.",
		"properties":  props,
	}
	return nil
}

// tsSchema is the JSON Schema of a request member's TypeScript type:
// string, number (a whole number to the decoder), boolean, T[], a union of
// these with null, or an object literal.
func tsSchema(ts string) (object, error) {
	// An object member (a contact message's event): its members are
	// the TypeScript literal's, decoded by their own table.
	if strings.HasPrefix(ts, "{ ") && strings.HasSuffix(ts, " }") {
		return object{"type": "object"}, nil
	}
	var types []any
	var items object
	for _, alt := range strings.Split(ts, " | ") {
		elem, list := strings.CutSuffix(alt, "[]")
		var t string
		switch elem {
		case "string", "boolean", "null":
			t = elem
		case "number":
			t = "integer"
		default:
			return nil, fmt.Errorf("no JSON Schema for the TypeScript type %q", ts)
		}
		if list {
			if items != nil {
				return nil, fmt.Errorf("no JSON Schema for the TypeScript type %q", ts)
			}
			items = object{"type": t}
			t = "array"
		}
		types = append(types, t)
	}
	out := object{"type": types[0]}
	if len(types) > 1 {
		out["type"] = types
	}
	if items != nil {
		out["items"] = items
	}
	return out, nil
}

// ref is the reference to the component of a named struct, made on first
// use.
func (g *openAPIGen) ref(t reflect.Type) object {
	name, ok := g.names[t]
	if !ok {
		g.fail(fmt.Errorf("openapi: %s has no schema name (schemaNames)", t))
		return object{}
	}
	if _, done := g.schemas[name]; !done {
		g.schemas[name] = object{} // taken, against recursion
		s := g.structSchema(t, name)
		if doc := g.docs[name]; doc != "" {
			s["description"] = doc
		}
		g.schemas[name] = s
	}
	return object{"$ref": "#/components/schemas/" + name}
}

func (g *openAPIGen) fail(err error) {
	if g.err == nil {
		g.err = err
	}
}

// schema is the schema of a Go type as encoding/json writes it. A nil
// slice encodes as null unless nullLists is false (a whole answer, or a
// member of a type whose lists are never null).
func (g *openAPIGen) schema(t reflect.Type, nullLists bool) object {
	if t == reflect.TypeFor[time.Time]() {
		return object{"type": "string", "format": "date-time"}
	}
	if _, named := g.names[t]; named {
		return g.ref(t)
	}
	if t == reflect.TypeFor[json.RawMessage]() {
		return object{"type": "object", "description": "An item as the API shows it (its kind's schema)."}
	}
	if t.Kind() == reflect.Interface {
		return object{"description": "Any JSON value: an item as the API shows it (its kind's schema)."}
	}
	switch t.Kind() {
	case reflect.String:
		return object{"type": "string"}
	case reflect.Bool:
		return object{"type": "boolean"}
	case reflect.Int, reflect.Int32:
		return object{"type": "integer"}
	case reflect.Int64:
		return object{"type": "integer", "format": "int64"}
	case reflect.Float64:
		return object{"type": "number"}
	case reflect.Slice:
		s := object{"type": "array", "items": g.schema(t.Elem(), nullLists)}
		if nullLists {
			s["type"] = []any{"array", "null"}
		}
		return s
	case reflect.Map:
		if t.Key().Kind() == reflect.String {
			return object{"type": "object", "additionalProperties": g.schema(t.Elem(), nullLists)}
		}
	case reflect.Pointer:
		return object{"anyOf": []any{g.schema(t.Elem(), nullLists), object{"type": "null"}}}
	}
	g.fail(fmt.Errorf("openapi: no schema for %s", t))
	return object{}
}

// jsonMember is one member of a struct as encoding/json writes it.
type jsonMember struct {
	name      string
	omitEmpty bool
	typ       reflect.Type
}

// jsonMembers lists the members of struct t, embedded structs' members
// in place.
func jsonMembers(t reflect.Type) []jsonMember {
	var out []jsonMember
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			out = append(out, jsonMembers(f.Type)...)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, jsonMember{name: name, omitEmpty: strings.Contains(opts, "omitempty"), typ: f.Type})
	}
	return out
}

// structSchema is the schema of the struct named name: a member without
// omitempty is always written, so it is required.
func (g *openAPIGen) structSchema(t reflect.Type, name string) object {
	props := object{}
	var required []any
	for _, m := range jsonMembers(t) {
		s := g.schema(m.typ, !neverNullLists[t])
		if e, ok := memberEnums[name+"."+m.name]; ok {
			s = e.schema()
		}
		props[m.name] = s
		if !m.omitEmpty {
			required = append(required, m.name)
		}
	}
	out := object{"type": "object", "properties": props}
	if len(required) > 0 {
		out["required"] = required
	}
	return out
}

// request is the schema of a strict partial document of struct t (the
// site document PUT /api/site takes): no member required, none unknown,
// nested objects inline.
func (g *openAPIGen) request(t reflect.Type) object {
	switch {
	case t == reflect.TypeFor[time.Time]():
		return object{"type": "string", "format": "date-time"}
	case t.Kind() == reflect.Struct:
		props := object{}
		for _, m := range jsonMembers(t) {
			s := g.request(m.typ)
			if e, ok := memberEnums[g.names[t]+"."+m.name]; ok {
				s = e.schema()
			}
			props[m.name] = s
		}
		return object{"type": "object", "properties": props, "additionalProperties": false}
	case t.Kind() == reflect.Slice:
		return object{"type": "array", "items": g.request(t.Elem())}
	}
	return g.schema(t, false)
}
