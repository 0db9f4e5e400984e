package app_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/domain"
)

// racingBlobs is the fake store with a hook run once, at the first Delete:
// a save that lands between the library's look for uses and the deletion.
type racingBlobs struct {
	*fakes.Disk
	once     sync.Once
	onDelete func()
}

func (r *racingBlobs) Delete(ctx context.Context, name string) error {
	r.once.Do(func() {
		if r.onDelete != nil {
			r.onDelete()
		}
	})
	return r.Disk.Delete(ctx, name)
}

// storedPhoto is a store holding photo.png and its smallest variant.
func storedPhoto(t *testing.T) *racingBlobs {
	t.Helper()
	ctx := context.Background()
	blobs := &racingBlobs{Disk: fakes.NewDisk()}
	_, err := blobs.Put(ctx, "photo.png", "image/png", []byte("original"))
	require.NoError(t, err)
	_, err = blobs.Put(ctx, domain.ImageVariantName("photo.png", domain.ImageVariantWidths()[0]), "image/webp", []byte("variant"))
	require.NoError(t, err)
	return blobs
}

func newLibrary(t *testing.T, blobs domain.BlobStore) (*app.MediaLibrary, *world) {
	t.Helper()
	w := newWorld(t, nil)
	site := newSiteWorld(t, nil, testProfile()).site
	up, err := app.NewUploadService(blobs, &fakes.Images{}, w.journal, 1<<20)
	require.NoError(t, err)
	lib, err := up.Library(w.content, site)
	require.NoError(t, err)
	return lib, w
}

func TestLibraryDeleteGivesTheFileBackToASaveThatRacedIt(t *testing.T) {
	ctx := context.Background()
	blobs := storedPhoto(t)
	lib, w := newLibrary(t, blobs)
	blobs.onDelete = func() {
		_, err := w.content.CreateProject(ctx, domain.ProjectPatch{Title: ptr("Racer"), Category: ptr("games"), ImageURL: ptr("/uploads/photo.png")})
		require.NoError(t, err)
	}

	err := lib.Delete(ctx, "photo.png")
	var inUse *app.FileInUse
	require.True(t, errors.As(err, &inUse), "the delete is refused once the racing save names the file: %v", err)
	assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
	require.Len(t, inUse.UsedBy, 1)
	assert.Equal(t, "Racer", inUse.UsedBy[0].Title)

	names, err := blobs.List(ctx)
	require.NoError(t, err)
	assert.Equal(t, []string{domain.ImageVariantName("photo.png", domain.ImageVariantWidths()[0]), "photo.png"}, names, "the file and its variant are back")
	data, _ := blobs.File("photo.png")
	assert.Equal(t, "original", string(data))
}

func TestLibraryDeleteOfAnUnusedFileRemovesItAndItsCopies(t *testing.T) {
	ctx := context.Background()
	blobs := storedPhoto(t)
	lib, _ := newLibrary(t, blobs)
	for name, data := range map[string]string{"photo-og.jpg": "share copy", "photo-w480.avif": "avif", "photo-w960.avif": "avif 960"} {
		_, err := blobs.Put(ctx, name, "image/x", []byte(data))
		require.NoError(t, err)
	}

	files, err := lib.List(ctx)
	require.NoError(t, err)
	require.Len(t, files, 1)
	assert.Equal(t, 4, files[0].Copies)
	assert.Equal(t, []app.LibraryCopy{
		{URL: "/uploads/photo-w480.avif", Kind: "variant", Format: "AVIF", Width: 480, Bytes: 4},
		{URL: "/uploads/photo-w480.webp", Kind: "variant", Format: "WebP", Width: 480, Bytes: 7},
		{URL: "/uploads/photo-w960.avif", Kind: "variant", Format: "AVIF", Width: 960, Bytes: 8},
		{URL: "/uploads/photo-og.jpg", Kind: "share", Format: "JPEG", Width: 1200, Bytes: 10},
	}, files[0].Variants, "the copies by width, AVIF first, then the share copy")

	require.NoError(t, lib.Delete(ctx, "photo.png"))
	names, err := blobs.List(ctx)
	require.NoError(t, err)
	assert.Empty(t, names)
}
