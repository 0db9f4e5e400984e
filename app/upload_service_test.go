package app_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// uploadWorld is an upload service on fakes: blobs in memory, the fake
// image processor, and a journal whose log the test reads.
type uploadWorld struct {
	up       *app.UploadService
	blobs    *fakes.Disk
	images   *fakes.Images
	activity domain.ActivityLog
}

func newUploadWorld(t *testing.T, maxBytes int64) *uploadWorld {
	t.Helper()
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	w := &uploadWorld{blobs: fakes.NewDisk(), images: &fakes.Images{}, activity: store.Activity()}
	w.up, err = app.NewUploadService(w.blobs, w.images, j, maxBytes)
	require.NoError(t, err)
	return w
}

func TestNewUploadServiceRequiresItsDependencies(t *testing.T) {
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	blobs, images := fakes.NewDisk(), &fakes.Images{}
	for name, build := range map[string]func() (*app.UploadService, error){
		"no blob store":      func() (*app.UploadService, error) { return app.NewUploadService(nil, images, j, 1) },
		"no image processor": func() (*app.UploadService, error) { return app.NewUploadService(blobs, nil, j, 1) },
		"no journal":         func() (*app.UploadService, error) { return app.NewUploadService(blobs, images, nil, 1) },
		"no positive limit":  func() (*app.UploadService, error) { return app.NewUploadService(blobs, images, j, 0) },
	} {
		s, err := build()
		assert.Error(t, err, name)
		assert.Nil(t, s, name)
	}
}

func TestUploadStoresTheStrippedOriginalBesideItsVariants(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	data := []byte(fakes.Image + " a photo")
	res, err := w.up.Upload(context.Background(), data)
	require.NoError(t, err)

	assert.True(t, strings.HasSuffix(res.Filename, ".png"), "named with the extension of the type the processor recognised: %s", res.Filename)
	assert.Len(t, strings.TrimSuffix(res.Filename, ".png"), 32, "a random name")
	assert.Equal(t, "/uploads/"+res.Filename, res.URL)
	assert.Equal(t, [2]int{40, 30}, [2]int{res.Width, res.Height}, "the size as displayed")
	stored, _ := w.blobs.File(res.Filename)
	assert.Equal(t, string(data)+" (stripped)", string(stored), "the original is stored without its metadata")

	widths := domain.ImageVariantWidths()
	require.Len(t, res.Variants, len(widths))
	for i, v := range res.Variants {
		name := domain.ImageVariantName(res.Filename, widths[i])
		assert.Equal(t, "/uploads/"+name, v.URL)
		assert.Equal(t, 40, v.Width, "the processor's size")
		vdata, _ := w.blobs.File(name)
		assert.Contains(t, string(vdata), "variant 40 of "+string(data), "rendered from the upload as it came")
	}

	entries, err := w.activity.List(context.Background(), domain.ActivityFilter{})
	require.NoError(t, err)
	require.Len(t, entries, 1, "every upload is in the activity log")
	assert.Equal(t, domain.ActionUpload, entries[0].Action)
	assert.Equal(t, domain.ActivityFile, entries[0].Kind)
	assert.Equal(t, res.Filename, entries[0].Title)
}

func TestUploadRefusalsStoreAndRecordNothing(t *testing.T) {
	w := newUploadWorld(t, 64)
	ctx := context.Background()
	_, err := w.up.Upload(ctx, []byte(fakes.Image+strings.Repeat("x", 64)))
	assert.Equal(t, domain.ETOOLARGE, domain.ErrorCode(err))
	assert.Equal(t, "The file is too large: at most 64 bytes. Choose a smaller file or export it smaller.", domain.ErrorMessage(err))

	_, err = w.up.Upload(ctx, nil)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	var derr *domain.Error
	require.ErrorAs(t, err, &derr)
	assert.Equal(t, domain.MsgRequired, derr.Fields["file"])

	_, err = w.up.Upload(ctx, []byte("name,value\n"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	assert.Equal(t, app.MsgUnsupportedImage, domain.ErrorMessage(err), "the processor's refusal, as it is")

	w.images.Refuse = domain.Errorf(domain.ETOOLARGE, domain.MsgImageTooLarge)
	_, err = w.up.Upload(ctx, []byte(fakes.Image))
	assert.Equal(t, domain.MsgImageTooLarge, domain.ErrorMessage(err))

	assert.Empty(t, w.blobs.Files, "nothing refused was stored")
	entries, err := w.activity.List(ctx, domain.ActivityFilter{})
	require.NoError(t, err)
	assert.Empty(t, entries)
}

func TestUploadFailsWhenTheRenderFails(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	w.images.Gate = make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := w.up.Upload(ctx, []byte(fakes.Image))
	require.ErrorIs(t, err, context.Canceled)
	assert.Empty(t, w.blobs.Files, "no original without its variants")
}

// storeOriginal puts an upload stored before variants existed.
func storeOriginal(t *testing.T, blobs *fakes.Disk, name string, data []byte) {
	t.Helper()
	_, err := blobs.Put(context.Background(), name, "image/png", data)
	require.NoError(t, err)
}

func TestVariantsOfOlderUploadsAreMadeOnceOnFirstUse(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	const base = "00112233445566778899aabbccddeeff"
	storeOriginal(t, w.blobs, base+".png", []byte(fakes.Image+" old"))
	w.images.Gate = make(chan struct{})

	widths := domain.ImageVariantWidths()
	var wg sync.WaitGroup
	errs := make(chan error, 2*len(widths))
	for range 2 {
		for _, width := range widths {
			wg.Go(func() {
				b, err := w.up.Open(context.Background(), domain.ImageVariantName(base+".png", width))
				if err == nil {
					b.Close()
				}
				errs <- err
			})
		}
	}
	for n := 0; n == 0; n, _ = w.images.Calls() {
		time.Sleep(time.Millisecond) // until the first render waits at the gate
	}
	close(w.images.Gate)
	wg.Wait()
	close(errs)
	for err := range errs {
		assert.NoError(t, err)
	}
	variants, _ := w.images.Calls()
	assert.Equal(t, 1, variants, "the copies are rendered once for every request")
	for _, width := range widths {
		_, puts := w.blobs.File(domain.ImageVariantName(base+".png", width))
		assert.Equal(t, 1, puts, "w%d stored once", width)
	}
}

func TestFirstUseOfACopyThatCannotExist(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	ctx := context.Background()
	const base = "00112233445566778899aabbccddeeff"
	variant := domain.ImageVariantName(base+".png", domain.ImageVariantWidths()[0])

	_, err := w.up.Open(ctx, variant)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "no original")

	storeOriginal(t, w.blobs, base+".png", []byte("<html>"))
	_, err = w.up.Open(ctx, variant)
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Equal(t, "The original is not an image", domain.ErrorMessage(err))

	w.images.Refuse = domain.Errorf(domain.ETOOLARGE, domain.MsgImageTooLarge)
	_, err = w.up.Open(ctx, domain.ShareImageName(base+".png"))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
	assert.Equal(t, "No variant can be made of this image: "+domain.MsgImageTooLarge, domain.ErrorMessage(err))
	assert.Equal(t, []string{base + ".png"}, w.blobs.Names(), "nothing was made")
}

func TestShareImageIsMadeOnceOnFirstUse(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	ctx := context.Background()
	res, err := w.up.Upload(ctx, []byte(fakes.Image+" photo"))
	require.NoError(t, err)
	name := domain.ShareImageName(res.Filename)
	_, puts := w.blobs.File(name)
	require.Zero(t, puts, "not made for every upload")

	for range 3 {
		b, err := w.up.Open(ctx, name)
		require.NoError(t, err)
		b.Close()
	}
	data, puts := w.blobs.File(name)
	assert.Equal(t, 1, puts)
	assert.Equal(t, "share of "+fakes.Image+" photo (stripped)", string(data), "made from the stored original")
	_, shares := w.images.Calls()
	assert.Equal(t, 1, shares)
}

func TestOpenPassesOnStoreErrors(t *testing.T) {
	w := newUploadWorld(t, 1<<20)
	_, err := w.up.Open(context.Background(), "nothing-here.png")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
}
