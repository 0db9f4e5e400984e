package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// The media library (issue 24) is the admin's view of the uploads store:
// every uploaded original with its size, date and the places that use it,
// and the deletion of one nobody uses. An original's image variants and
// share copy (domain.ImageVariantName, domain.ShareImageName) are not
// listed of their own: they go with it, and a use of any of them is a use
// of the original.

// LibraryFile is one uploaded original of the library.
type LibraryFile struct {
	URL         string `json:"url"`
	Name        string `json:"name"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
	// CreatedAt is the stored file's modification time: when it was
	// uploaded (or restored).
	CreatedAt time.Time `json:"createdAt"`
	// ThumbnailURL is the smallest variant when there is one, else URL.
	ThumbnailURL string `json:"thumbnailUrl"`
	// Copies counts the variants and share copy deleted with it.
	Copies int `json:"copies"`
	// Variants lists those copies with their format and bytes: the resized
	// ones by width (AVIF before WebP), then the share copy.
	Variants []LibraryCopy `json:"variants"`
	// UsedBy lists every place whose saved content names the file.
	UsedBy []FileUse `json:"usedBy"`
}

// LibraryCopy is one stored copy of an original: a resized variant (kind
// "variant": width is the width of the srcset it stands for; a copy of a
// narrower original is as wide as the original) or the share copy (kind
// "share", ShareImageWidth wide), its format ("AVIF", "WebP", "JPEG") and
// its size in bytes.
type LibraryCopy struct {
	URL    string `json:"url"`
	Kind   string `json:"kind"`
	Format string `json:"format"`
	Width  int    `json:"width"`
	Bytes  int64  `json:"bytes"`
}

// libraryCopies opens the copies of an original for their sizes; one gone
// since the list is left out.
func (l *MediaLibrary) libraryCopies(ctx context.Context, derived []string) ([]LibraryCopy, error) {
	out := []LibraryCopy{}
	for _, name := range derived {
		c := LibraryCopy{URL: domain.UploadsPath + name, Kind: "share", Format: domain.ShareImageType().Name, Width: domain.ShareImageWidth}
		if _, w, t, ok := domain.ParseImageVariant(name); ok {
			c.Kind, c.Format, c.Width = "variant", t.Name, w
		}
		b, err := l.blobs.Open(ctx, name)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		c.Bytes = b.Size
		b.Close()
		out = append(out, c)
	}
	order := map[string]int{domain.AVIFVariantType().Name: 0, domain.ImageVariantType().Name: 1}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Kind != b.Kind {
			return a.Kind == "variant"
		}
		if a.Width != b.Width {
			return a.Width < b.Width
		}
		return order[a.Format] < order[b.Format]
	})
	return out, nil
}

// FileUse is one place that uses a file: the item (kind as the trash and
// the activity log name it, "site" for the site document, "draft:"+kind
// for an unpublished draft, "trash:"+kind for a deleted item), its id,
// title, and the field holding the URL (a JSON path of the item as the
// API shows it).
type FileUse struct {
	Kind  string `json:"kind"`
	ID    int64  `json:"id"`
	Title string `json:"title"`
	Field string `json:"field"`
}

// FileInUse is the ECONFLICT error of deleting a file something uses.
type FileInUse struct {
	Name   string
	UsedBy []FileUse
}

// Error says where the file is used.
func (e *FileInUse) Error() string { return MsgFileInUse(e.UsedBy) }

// Unwrap makes it an ECONFLICT domain error.
func (e *FileInUse) Unwrap() error {
	return &domain.Error{Code: domain.ECONFLICT, Message: MsgFileInUse(e.UsedBy)}
}

// MsgFileInUse is the message of a refused delete.
func MsgFileInUse(uses []FileUse) string {
	places := make([]string, 0, len(uses))
	for _, u := range uses {
		places = append(places, u.Place())
	}
	return "This file is in use and was not deleted: " + strings.Join(places, "; ")
}

// Place names the use for the owner: "project “Title” (imageUrl)".
func (u FileUse) Place() string {
	return fmt.Sprintf("%s “%s” (%s)", strings.ReplaceAll(u.Kind, ":", " "), u.Title, u.Field)
}

// MediaLibrary lists and deletes uploads, finding their uses in every
// item, the site document, the drafts and the trash.
type MediaLibrary struct {
	blobs   domain.BlobStore
	content *ContentService
	site    *SiteService
	// locks are the upload service's: a delete holds the original's lock,
	// so no copy of it is made meanwhile.
	locks *originalLocks
}

// Library returns the media library of the uploads, whose uses are
// looked for in content and site.
func (s *UploadService) Library(content *ContentService, site *SiteService) (*MediaLibrary, error) {
	if content == nil || site == nil {
		return nil, errors.New("app: the media library needs the content and the site services")
	}
	if err := checkCovered(content.kinds, append(slices.Clone(content.behaviours), site.Behaviour()), mediaNeeds()); err != nil {
		return nil, err
	}
	return &MediaLibrary{blobs: s.blobs, content: content, site: site, locks: &s.locks}, nil
}

// fileGroup is an original with its derived copies, keyed by base name.
type fileGroup struct {
	name    string // the entry's name: the original's, or a lone copy's
	derived []string
}

// groups sorts the stored names into originals and their copies. A copy
// whose original is gone is an entry of its own, so it can be deleted.
func groups(names []string) (map[string]*fileGroup, []string) {
	byBase := map[string]*fileGroup{}
	var order []string
	get := func(base string) *fileGroup {
		g := byBase[base]
		if g == nil {
			g = &fileGroup{}
			byBase[base] = g
			order = append(order, base)
		}
		return g
	}
	for _, n := range names {
		if base, ok := derivedBase(n); ok {
			g := get(base)
			g.derived = append(g.derived, n)
			continue
		}
		get(baseOf(n)).name = n
	}
	for _, base := range order {
		if g := byBase[base]; g.name == "" {
			g.name, g.derived = g.derived[0], g.derived[1:]
		}
	}
	return byBase, order
}

// derivedBase is the base name of a variant or share copy.
func derivedBase(name string) (string, bool) {
	if base, _, ok := domain.ParseImageVariantName(name); ok {
		return base, true
	}
	return domain.ParseShareImageName(name)
}

func baseOf(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		return name[:i]
	}
	return name
}

// keyOf is the group key a stored name (original or copy) belongs to.
func keyOf(name string) string {
	if base, ok := derivedBase(name); ok {
		return base
	}
	return baseOf(name)
}

// List returns every original, newest first, with its uses.
func (l *MediaLibrary) List(ctx context.Context) ([]LibraryFile, error) {
	names, err := l.blobs.List(ctx)
	if err != nil {
		return nil, err
	}
	uses, err := l.uses(ctx)
	if err != nil {
		return nil, err
	}
	byBase, order := groups(names)
	out := make([]LibraryFile, 0, len(order))
	for _, base := range order {
		g := byBase[base]
		b, err := l.blobs.Open(ctx, g.name)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			continue // deleted since the list
		}
		if err != nil {
			return nil, err
		}
		f := LibraryFile{
			URL: domain.UploadsPath + g.name, Name: g.name, Size: b.Size, ContentType: b.ContentType,
			CreatedAt: b.ModTime.UTC(), Copies: len(g.derived), UsedBy: uses[base],
		}
		b.Close()
		if f.Variants, err = l.libraryCopies(ctx, g.derived); err != nil {
			return nil, err
		}
		f.ThumbnailURL = f.URL
		small := domain.ImageVariantName(g.name, domain.ImageVariantWidths()[0])
		for _, d := range g.derived {
			if d == small {
				f.ThumbnailURL = domain.UploadsPath + d
			}
		}
		if f.UsedBy == nil {
			f.UsedBy = []FileUse{}
		}
		out = append(out, f)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].CreatedAt.After(out[j].CreatedAt) })
	return out, nil
}

// Delete removes the original name with its copies: ENOTFOUND when no
// entry of the library has that name, *FileInUse (ECONFLICT) when
// anything uses it. The deletion is in the activity log.
//
// It holds the original's lock from its list of the copies to their
// deletion (or their putting back), so a rebuild or a request that makes
// copies of it either stored them before that list or, waiting for the
// lock, finds no original to make them of. Nothing it calls under the
// lock (read, putBack, uses, the journal) takes that lock again.
func (l *MediaLibrary) Delete(ctx context.Context, name string) error {
	if !domain.ValidBlobName(name) {
		return &domain.Error{Code: domain.EINVALID, Message: domain.MsgInvalidFileName}
	}
	key := keyOf(name)
	unlock, err := l.locks.lock(ctx, key)
	if err != nil {
		return err
	}
	defer unlock()
	names, err := l.blobs.List(ctx)
	if err != nil {
		return err
	}
	byBase, _ := groups(names)
	g := byBase[key]
	if g == nil || g.name != name {
		return &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgFileNotFound}
	}
	uses, err := l.uses(ctx)
	if err != nil {
		return err
	}
	if u := uses[key]; len(u) > 0 {
		return &FileInUse{Name: name, UsedBy: u}
	}
	// A save may name the file between that look and the deletion (another
	// tab, another instance). The files are kept in memory while they are
	// deleted and the uses are looked at again: a save that came in between
	// gets its file back, and the delete is refused with its place.
	kept, err := l.read(ctx, append(append([]string(nil), g.derived...), g.name))
	if err != nil {
		return err
	}
	// Copies first: a failure halfway leaves the original listed, so the
	// delete can be tried again.
	for _, b := range kept {
		if err := l.blobs.Delete(ctx, b.name); err != nil {
			return errors.Join(err, l.putBack(ctx, kept))
		}
	}
	uses, err = l.uses(ctx)
	if err != nil {
		return errors.Join(err, l.putBack(ctx, kept))
	}
	if u := uses[key]; len(u) > 0 {
		if err := l.putBack(ctx, kept); err != nil {
			return err
		}
		return &FileInUse{Name: name, UsedBy: u}
	}
	return l.content.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionPurge, Kind: domain.ActivityFile, Title: name})
}

// keptBlob is a stored file read into memory while it is deleted.
type keptBlob struct {
	name, contentType string
	data              []byte
}

// read returns the stored files names (those still there).
func (l *MediaLibrary) read(ctx context.Context, names []string) ([]keptBlob, error) {
	out := make([]keptBlob, 0, len(names))
	for _, n := range names {
		b, err := l.blobs.Open(ctx, n)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			continue
		}
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(b)
		b.Close()
		if err != nil {
			return nil, err
		}
		out = append(out, keptBlob{name: n, contentType: b.ContentType, data: data})
	}
	return out, nil
}

// putBack stores the kept files again, the original first.
func (l *MediaLibrary) putBack(ctx context.Context, kept []keptBlob) error {
	var errs []error
	for i := len(kept) - 1; i >= 0; i-- {
		if _, err := l.blobs.Put(ctx, kept[i].name, kept[i].contentType, kept[i].data); err != nil {
			errs = append(errs, fmt.Errorf("media library: put back %s: %w", kept[i].name, err))
		}
	}
	return errors.Join(errs...)
}

// uses finds every upload named in the content, by group key.
func (l *MediaLibrary) uses(ctx context.Context) (map[string][]FileUse, error) {
	out := map[string][]FileUse{}
	add := func(kind string, id int64, title string, v any, skip ...string) error {
		data, err := json.Marshal(v)
		if err != nil {
			return err
		}
		return addUses(out, kind, id, title, data, skip)
	}
	c := l.content
	bs := append(slices.Clone(c.behaviours), l.site.Behaviour())
	for _, spec := range c.kinds.All() {
		if !spec.MediaUses {
			continue
		}
		b, err := bs.of(spec.ID)
		if err != nil || b.Uses == nil {
			continue // a child kind: its parent lists its items (checkCovered)
		}
		items, err := b.Uses(ctx)
		if err != nil {
			return nil, err
		}
		for _, item := range items {
			if err := add(string(item.Kind), item.ID, item.Title, item.Value, item.Skip...); err != nil {
				return nil, err
			}
		}
	}
	drafts, err := c.drafts.Drafts(ctx)
	if err != nil {
		return nil, err
	}
	for _, d := range drafts {
		if err := addUses(out, "draft:"+d.Kind, d.ItemID, d.Title, d.Data, []string{"links", "galleryImages"}); err != nil {
			return nil, err
		}
	}
	trash, err := c.trash.repos.Trash.List(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range trash {
		if err := addUses(out, "trash:"+string(t.Kind), t.ItemID, t.Title, t.Payload, []string{"links", "galleryImages"}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// addUses walks the JSON data of one item (skipping the top-level members
// of skip) and adds a use for every upload URL in its strings.
func addUses(out map[string][]FileUse, kind string, id int64, title string, data []byte, skip []string) error {
	if len(data) == 0 {
		return nil
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return fmt.Errorf("media library: read %s %d: %w", kind, id, err)
	}
	if m, ok := v.(map[string]any); ok {
		for _, k := range skip {
			delete(m, k)
		}
	}
	seen := map[string]bool{}
	walkStrings(v, "", func(field, s string) {
		for _, name := range uploadNames(s) {
			key := keyOf(name)
			if seen[key+"\x00"+field] {
				continue
			}
			seen[key+"\x00"+field] = true
			out[key] = append(out[key], FileUse{Kind: kind, ID: id, Title: title, Field: field})
		}
	})
	return nil
}

// walkStrings calls fn with every string of v and its path ("a.b[2].c").
func walkStrings(v any, path string, fn func(field, s string)) {
	switch x := v.(type) {
	case string:
		fn(path, x)
	case []any:
		for i, e := range x {
			walkStrings(e, path+"["+strconv.Itoa(i)+"]", fn)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := k
			if path != "" {
				p = path + "." + k
			}
			walkStrings(x[k], p, fn)
		}
	}
}

// uploadNames returns the stored names s points at: every "/uploads/NAME"
// in it, whether a path, a full URL or inside a text.
func uploadNames(s string) []string {
	var out []string
	for {
		i := strings.Index(s, domain.UploadsPath)
		if i < 0 {
			return out
		}
		s = s[i+len(domain.UploadsPath):]
		end := 0
		for end < len(s) && isNameByte(s[end]) {
			end++
		}
		if name := s[:end]; domain.ValidBlobName(name) {
			out = append(out, name)
		}
		s = s[end:]
	}
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_'
}
