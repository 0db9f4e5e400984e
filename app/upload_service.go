package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgUnsupportedImage is the answer to an upload that is not a PNG, JPEG,
// GIF or WebP image.
const MsgUnsupportedImage = "Only image files are allowed (PNG, JPEG, GIF or WebP)"

// Upload is the answer to a successful upload: where the original is
// served, its size as displayed (EXIF orientation applied), and its
// resized WebP copies, one per domain.ImageVariantWidths, narrowest first.
type Upload struct {
	URL      string         `json:"url"`
	Filename string         `json:"filename"`
	Width    int            `json:"width"`
	Height   int            `json:"height"`
	Variants []ImageVariant `json:"variants"`
}

// ImageVariant is one resized copy of an upload. Its URL follows
// domain.ImageVariantName, so a client can also derive it from the URL of
// the original.
type ImageVariant struct {
	URL    string `json:"url"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// minStoredOriginalBytes is the least size of a stored original that
// first-use variants are made of, whatever the upload limit is now: an
// image accepted under a higher limit must still get its variants, or the
// srcset that names them would show a broken image.
const minStoredOriginalBytes = 32 << 20

// UploadService stores uploaded images under random names, once their
// header is within the size limits and their whole body decodes, with
// their metadata stripped and resized WebP copies beside them.
type UploadService struct {
	blobs    domain.BlobStore
	maxBytes int64
	// decodeSlots holds one token per full decode under way.
	decodeSlots   chan struct{}
	decodeTimeout time.Duration

	// flights are the copies being made on first use, by base name (the
	// variants) or by name (a share copy).
	mu      sync.Mutex
	flights map[string]*variantFlight

	// journal records each upload; nil records nothing (UseJournal).
	journal *Journal
}

// UseJournal records every upload in the activity log.
func (s *UploadService) UseJournal(j *Journal) { s.journal = j }

// variantFlight is one making of copies of an original; the requests that
// want them meanwhile wait for done.
type variantFlight struct {
	done chan struct{}
	err  error
}

// NewUploadService returns an UploadService accepting files up to maxBytes.
func NewUploadService(blobs domain.BlobStore, maxBytes int64) (*UploadService, error) {
	if blobs == nil {
		return nil, errors.New("app: a blob store is required")
	}
	if maxBytes <= 0 {
		return nil, errors.New("app: the upload limit must be positive")
	}
	return &UploadService{
		blobs:         blobs,
		maxBytes:      maxBytes,
		decodeSlots:   make(chan struct{}, maxConcurrentDecodes),
		decodeTimeout: decodeTimeout,
		flights:       map[string]*variantFlight{},
	}, nil
}

// MaxBytes is the largest file accepted.
func (s *UploadService) MaxBytes() int64 { return s.maxBytes }

// Upload recognises the image by its content, checks it and stores it,
// without its metadata, beside its variants. It returns ETOOLARGE for a
// file over MaxBytes, an image over MaxImageSide or MaxImagePixels, or one
// that takes over decodeTimeout to decode and resize; EUNSUPPORTED for
// anything but a PNG, JPEG, GIF or still WebP; EINVALID for an empty file
// or one whose body does not decode as its type.
func (s *UploadService) Upload(ctx context.Context, data []byte) (*Upload, error) {
	if int64(len(data)) > s.maxBytes {
		return nil, domain.Errorf(domain.ETOOLARGE, "File is too large (limit %d bytes)", s.maxBytes)
	}
	if len(data) == 0 {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "file: Required", Fields: map[string]string{"file": domain.MsgRequired}}
	}
	contentType := http.DetectContentType(data)
	format, ok := formatOf(contentType)
	if !ok {
		return nil, domain.Errorf(domain.EUNSUPPORTED, MsgUnsupportedImage)
	}
	cfg, err := checkImageHeader(format, data)
	if err != nil {
		return nil, err
	}
	o := readOrientation(format.Ext, data)
	stripped, err := stripMetadata(format.Ext, data, o)
	if err != nil {
		return nil, invalidImage(format)
	}
	width, height := cfg.Width, cfg.Height
	if o.swapsAxes() {
		width, height = height, width
	}
	widths := domain.ImageVariantWidths()
	variants, err := s.processImage(ctx, format, cfg, o, data, variantSizes(widths, width, height))
	if err != nil {
		return nil, err
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	name := hex.EncodeToString(b) + format.Ext
	url, err := s.blobs.Put(ctx, name, contentType, stripped)
	if err != nil {
		return nil, err
	}
	up := &Upload{URL: url, Filename: name, Width: width, Height: height, Variants: make([]ImageVariant, len(widths))}
	for i, v := range variants {
		vurl, err := s.blobs.Put(ctx, domain.ImageVariantName(name, widths[i]), domain.ImageVariantType().ContentType, v.data)
		if err != nil {
			return nil, err
		}
		up.Variants[i] = ImageVariant{URL: vurl, Width: v.width, Height: v.height}
	}
	if s.journal != nil {
		// Every upload the owner is told of is in the log: when it cannot
		// be recorded (the database is down) the upload fails, and the
		// stored file stays unreferenced.
		if err := s.journal.Record(ctx, domain.ActivityEntry{Action: domain.ActionUpload, Kind: domain.ActivityFile, Title: name}); err != nil {
			return nil, err
		}
	}
	return up, nil
}

// Open returns an uploaded file for serving; ENOTFOUND when there is none.
// A variant (domain.ImageVariantName) of an image stored before variants
// existed, and the share copy of an image (domain.ShareImageName), are
// made on first use from the original, then served.
func (s *UploadService) Open(ctx context.Context, name string) (*domain.Blob, error) {
	blob, err := s.blobs.Open(ctx, name)
	if domain.ErrorCode(err) != domain.ENOTFOUND {
		return blob, err
	}
	if base, ok := domain.ParseShareImageName(name); ok {
		if err := s.ensureShareImage(ctx, base); err != nil {
			return nil, err
		}
		return s.blobs.Open(ctx, name)
	}
	base, _, ok := domain.ParseImageVariantName(name)
	if !ok {
		return nil, err
	}
	if err := s.ensureVariants(ctx, base); err != nil {
		return nil, err
	}
	return s.blobs.Open(ctx, name)
}

// ensureVariants makes the missing variants of the original named base.*
// once however many requests ask at the same time (see once).
func (s *UploadService) ensureVariants(ctx context.Context, base string) error {
	return s.once(ctx, base, func(ctx context.Context) error { return s.makeVariants(ctx, base) })
}

// once runs run for key once however many requests ask at the same time:
// the first runs it, the others wait for it (or for their own request to
// end). The making outlives the request that started it, as its result is
// stored for the next one: it waits for a decode slot, each holder of
// which is bounded by decodeTimeout (and the encoding of its copies), then
// has decodeTimeout itself.
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

// makeVariants stores the variants of base.* that are missing, made from
// the original like those of an upload (header check, decode slot, time
// budget). ENOTFOUND when there is no original, or one no variant can be
// made of.
func (s *UploadService) makeVariants(ctx context.Context, base string) error {
	widths := domain.ImageVariantWidths()
	var missing []int
	for i, w := range widths {
		b, err := s.blobs.Open(ctx, domain.ImageVariantName(base, w))
		switch domain.ErrorCode(err) {
		case "":
			b.Close()
		case domain.ENOTFOUND:
			missing = append(missing, i)
		default:
			return err
		}
	}
	if len(missing) == 0 {
		return nil
	}
	orig, err := s.openOriginal(ctx, base)
	if err != nil {
		return err
	}
	format, cfg, o, data := orig.format, orig.cfg, orig.orientation, orig.data
	width, height := cfg.Width, cfg.Height
	if o.swapsAxes() {
		width, height = height, width
	}
	variants, err := s.processImage(ctx, format, cfg, o, data, variantSizes(widths, width, height))
	if err != nil {
		return notFoundVariant(err)
	}
	for _, i := range missing {
		if _, err := s.blobs.Put(ctx, domain.ImageVariantName(base, widths[i]), domain.ImageVariantType().ContentType, variants[i].data); err != nil {
			return err
		}
	}
	return nil
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
