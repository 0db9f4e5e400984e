package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// The image processor's refusals, named where they always were; the text
// lives in the domain (domain.ImageProcessor).
const (
	// MsgUnsupportedImage is domain.MsgUnsupportedImage.
	MsgUnsupportedImage = domain.MsgUnsupportedImage
	// MsgImageTooLarge is domain.MsgImageTooLarge.
	MsgImageTooLarge = domain.MsgImageTooLarge
	// MsgAnimatedWebP is domain.MsgAnimatedWebP.
	MsgAnimatedWebP = domain.MsgAnimatedWebP
	// MsgImageDecodeTimeout is domain.MsgImageDecodeTimeout.
	MsgImageDecodeTimeout = domain.MsgImageDecodeTimeout
)

// Upload is the answer to a successful upload: where the original is
// served, its size as displayed (EXIF orientation applied), its resized
// WebP copies, one per domain.ImageVariantWidths, narrowest first, and
// its AVIF copies of the same widths.
type Upload struct {
	URL      string         `json:"url"`
	Filename string         `json:"filename"`
	Width    int            `json:"width"`
	Height   int            `json:"height"`
	Variants []ImageVariant `json:"variants"`
	AVIF     []ImageVariant `json:"avif"`
}

// ImageVariant is one resized copy of an upload: its format ("WebP",
// "AVIF") and its size in pixels and bytes. Its URL follows
// domain.ImageVariantNameAs, so a client can also derive it from the URL
// of the original.
type ImageVariant struct {
	URL    string `json:"url"`
	Format string `json:"format"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Bytes  int64  `json:"bytes"`
}

// minStoredOriginalBytes is the least size of a stored original that
// first-use variants are made of, whatever the upload limit is now: an
// image accepted under a higher limit must still get its variants, or the
// srcset that names them would show a broken image.
const minStoredOriginalBytes = 32 << 20

// UploadService stores uploaded images under random names, once the image
// processor found their header within the size limits and their whole
// body decoded, with their metadata stripped and resized WebP copies
// beside them.
type UploadService struct {
	blobs    domain.BlobStore
	images   domain.ImageProcessor
	journal  *journal.Journal
	maxBytes int64
	// shareUses, when set, limits the share copies made on request to
	// the points some content uses (LimitSharePoints).
	shareUses ShareUses

	// flights are the copies being made on first use, by base name (the
	// variants) or by name (a share copy).
	mu      sync.Mutex
	flights map[string]*variantFlight

	// locks keep the making of an original's copies and its deletion
	// (MediaLibrary.Delete, which shares them) from interleaving.
	locks originalLocks
}

// variantFlight is one making of copies of an original; the requests that
// want them meanwhile wait for done.
type variantFlight struct {
	done chan struct{}
	err  error
}

// NewUploadService returns an UploadService accepting files up to
// maxBytes, checked and rendered by images, each recorded in journal;
// every dependency is required.
func NewUploadService(blobs domain.BlobStore, images domain.ImageProcessor, journal *journal.Journal, maxBytes int64) (*UploadService, error) {
	if blobs == nil || images == nil || journal == nil {
		return nil, errors.New("app: the upload service needs a blob store, an image processor and a journal")
	}
	if maxBytes <= 0 {
		return nil, errors.New("app: the upload limit must be positive")
	}
	return &UploadService{
		blobs:    blobs,
		images:   images,
		journal:  journal,
		maxBytes: maxBytes,
		flights:  map[string]*variantFlight{},
	}, nil
}

// MaxBytes is the largest file accepted.
func (s *UploadService) MaxBytes() int64 { return s.maxBytes }

// Upload recognises the image by its content, checks it and stores it,
// without its metadata, beside its variants. It returns ETOOLARGE for a
// file over MaxBytes, EINVALID for an empty file, and the image
// processor's refusals (domain.ImageProcessor: an image over the size
// limits or the decode budget, one of another type, one whose body does
// not decode as its type) as they are.
func (s *UploadService) Upload(ctx context.Context, data []byte) (*Upload, error) {
	if int64(len(data)) > s.maxBytes {
		return nil, &domain.Error{Code: domain.ETOOLARGE, Message: domain.MsgFileTooLarge(s.maxBytes)}
	}
	if len(data) == 0 {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "file: Required", Fields: map[string]string{"file": domain.MsgRequired}}
	}
	info, err := s.images.Inspect(data)
	if err != nil {
		return nil, err
	}
	stripped, err := s.images.StripMetadata(data)
	if err != nil {
		return nil, err
	}
	widths, types := domain.ImageVariantWidths(), domain.ImageVariantTypes()
	variants, err := s.images.Variants(ctx, data, widths, types)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	name := hex.EncodeToString(b) + info.Type.Ext
	up := &Upload{Filename: name, Width: info.Width, Height: info.Height, Variants: []ImageVariant{}, AVIF: []ImageVariant{}}
	// The media library lists the original as soon as it is stored: a
	// delete of it from there waits until its copies are stored too, and
	// removes them with it.
	err = s.withOriginal(ctx, baseOf(name), func() error {
		url, err := s.blobs.Put(ctx, name, info.Type.ContentType, stripped)
		if err != nil {
			return err
		}
		up.URL = url
		for i, byType := range variants {
			for j, v := range byType {
				t := types[j]
				vurl, err := s.blobs.Put(ctx, domain.ImageVariantNameAs(name, widths[i], t), t.ContentType, v.Data)
				if err != nil {
					return err
				}
				iv := ImageVariant{URL: vurl, Format: t.Name, Width: v.Width, Height: v.Height, Bytes: int64(len(v.Data))}
				if t == domain.AVIFVariantType() {
					up.AVIF = append(up.AVIF, iv)
				} else {
					up.Variants = append(up.Variants, iv)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Every upload the owner is told of is in the log: when it cannot be
	// recorded (the database is down) the upload fails, and the stored
	// file stays unreferenced.
	if err := s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUpload, Kind: domain.ActivityFile, Title: name}); err != nil {
		return nil, err
	}
	return up, nil
}

// Open returns an uploaded file for serving; ENOTFOUND when there is none.
// A WebP variant (domain.ImageVariantName) of an image stored before
// variants existed, and the share copies of an image
// (domain.ShareImageNameAt), are made on first use from the original, then
// served. An AVIF variant is never made on a request (an encode takes
// seconds: uploads and Rebuild make them): while one is missing, its WebP
// copy of the same width is served in its place, as itself (its
// ContentType says image/webp), which every browser that takes AVIF also
// decodes.
func (s *UploadService) Open(ctx context.Context, name string) (*domain.Blob, error) {
	blob, err := s.blobs.Open(ctx, name)
	if domain.ErrorCode(err) != domain.ENOTFOUND {
		return blob, err
	}
	if base, p, ok := domain.ParseShareImage(name); ok {
		if allowed, err := s.sharePointAllowed(ctx, base, p); err != nil || !allowed {
			if err == nil {
				err = domain.Errorf(domain.ENOTFOUND, "no content shows %s", name)
			}
			return nil, err
		}
		if err := s.ensureShareImage(ctx, base, p); err != nil {
			return nil, err
		}
		return s.blobs.Open(ctx, name)
	}
	base, width, t, ok := domain.ParseImageVariant(name)
	if !ok {
		return nil, err
	}
	if t != domain.ImageVariantType() {
		return s.Open(ctx, domain.ImageVariantName(base+".x", width))
	}
	if err := s.ensureVariants(ctx, base); err != nil {
		return nil, err
	}
	return s.blobs.Open(ctx, name)
}

// ensureVariants makes the missing variants of the original named base.*
// once however many requests ask at the same time (see once), holding
// the original's lock so that a delete of it does not run meanwhile.
func (s *UploadService) ensureVariants(ctx context.Context, base string) error {
	return s.once(ctx, base, func(ctx context.Context) error {
		return s.withOriginal(ctx, base, func() error { return s.makeVariants(ctx, base) })
	})
}

// once runs run for key once however many requests ask at the same time:
// the first runs it, the others wait for it (or for their own request to
// end). The making outlives the request that started it, as its result
// is stored for the next one, and the image processor bounds it (it waits
// for a decode slot, each holder of which has a time budget, then has
// that budget itself). A run that takes an original's lock takes it
// inside the flight, and a delete, which holds that lock, never waits for
// a flight, so the two cannot wait for each other.
func (s *UploadService) once(ctx context.Context, key string, run func(context.Context) error) error {
	s.mu.Lock()
	f, ok := s.flights[key]
	if !ok {
		f = &variantFlight{done: make(chan struct{})}
		s.flights[key] = f
		s.mu.Unlock()
		defer func() {
			s.mu.Lock()
			delete(s.flights, key)
			s.mu.Unlock()
			close(f.done)
		}()
		f.err = run(context.WithoutCancel(ctx))
		return f.err
	}
	s.mu.Unlock()
	select {
	case <-f.done:
		return f.err
	case <-ctx.Done():
		return fmt.Errorf("app: waiting for image variants: %w", ctx.Err())
	}
}

// makeVariants stores the WebP variants of base.* that are missing, made
// from the original like those of an upload (header check, decode slot,
// time budget). ENOTFOUND when there is no original, or one no variant
// can be made of.
func (s *UploadService) makeVariants(ctx context.Context, base string) error {
	_, err := s.makeMissing(ctx, base, []domain.ImageType{domain.ImageVariantType()})
	return err
}

// makeMissing stores the variants of base.* in types that are missing
// and returns their names (none when all are there).
func (s *UploadService) makeMissing(ctx context.Context, base string, types []domain.ImageType) ([]string, error) {
	widths := domain.ImageVariantWidths()
	missing, err := s.missingVariants(ctx, base, types)
	if err != nil || len(missing) == 0 {
		return nil, err
	}
	var wanted []domain.ImageType
	for _, t := range types {
		for _, m := range missing {
			if m.t == t {
				wanted = append(wanted, t)
				break
			}
		}
	}
	data, err := s.openOriginal(ctx, base)
	if err != nil {
		return nil, err
	}
	variants, err := s.images.Variants(ctx, data, widths, wanted)
	if err != nil {
		return nil, notFoundVariant(err)
	}
	var made []string
	for _, m := range missing {
		j := slices.Index(wanted, m.t)
		if _, err := s.blobs.Put(ctx, m.name, m.t.ContentType, variants[m.width][j].Data); err != nil {
			return made, err
		}
		made = append(made, m.name)
	}
	return made, nil
}

// missingVariant is a variant that is not stored: its name, format and
// the index of its width.
type missingVariant struct {
	name  string
	t     domain.ImageType
	width int
}

// missingVariants lists the variants of base in types that are not stored.
func (s *UploadService) missingVariants(ctx context.Context, base string, types []domain.ImageType) ([]missingVariant, error) {
	var missing []missingVariant
	for i, w := range domain.ImageVariantWidths() {
		for _, t := range types {
			name := domain.ImageVariantNameAs(base+".x", w, t)
			b, err := s.blobs.Open(ctx, name)
			switch domain.ErrorCode(err) {
			case "":
				b.Close()
			case domain.ENOTFOUND:
				missing = append(missing, missingVariant{name: name, t: t, width: i})
			default:
				return nil, err
			}
		}
	}
	return missing, nil
}

// notFoundVariant is the answer for an original no variant can be made of
// (it is not a valid image, or over the limits): the variant does not
// exist. Other errors are passed on.
func notFoundVariant(err error) error {
	switch domain.ErrorCode(err) {
	case domain.EINVALID, domain.EUNSUPPORTED, domain.ETOOLARGE:
		return domain.Errorf(domain.ENOTFOUND, "No variant can be made of this image: %s", domain.ErrorMessage(err))
	}
	return err
}
