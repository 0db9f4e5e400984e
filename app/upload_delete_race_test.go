package app_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/domain"
)

// deleteCtx is the context of the library's Delete in a race: it reports
// when the delete first waits on it (its Done, as a wait for a lock
// selects on it) or lists the store, whichever comes first, so the test
// knows the delete is under way whether it is held at the original's lock
// or got past it.
type deleteCtx struct {
	context.Context
	once     sync.Once
	underWay chan struct{}
}

func (c *deleteCtx) signal() { c.once.Do(func() { close(c.underWay) }) }

func (c *deleteCtx) Done() <-chan struct{} {
	c.signal()
	return c.Context.Done()
}

// gatedBlobs is the fake store where copies are made in step with a
// delete: the first copy put (a variant or a share copy) waits until the
// delete is under way, and the delete's first removal waits until the
// making of the copies has ended. Without a lock between the two, the
// delete lists the copies before they are written and removes the
// original after the maker last looked at it.
type gatedBlobs struct {
	*fakes.Disk
	makerAtPut chan struct{} // closed when the first copy put waits
	makerDone  chan struct{} // closed by the test when the maker returned
	del        *deleteCtx
	put, rm    sync.Once
}

func (g *gatedBlobs) Put(ctx context.Context, name, contentType string, data []byte) (string, error) {
	if domain.IsDerivedImageName(name) && ctx != g.del {
		g.put.Do(func() {
			close(g.makerAtPut)
			<-g.del.underWay
		})
	}
	return g.Disk.Put(ctx, name, contentType, data)
}

func (g *gatedBlobs) List(ctx context.Context) ([]string, error) {
	if ctx == g.del {
		g.del.signal()
	}
	return g.Disk.List(ctx)
}

func (g *gatedBlobs) Delete(ctx context.Context, name string) error {
	if ctx == g.del {
		g.rm.Do(func() { <-g.makerDone })
	}
	return g.Disk.Delete(ctx, name)
}

func TestCopiesMadeWhileTheOriginalIsDeletedAreDeletedWithIt(t *testing.T) {
	const name = "00112233445566778899aabbccddeeff.png"
	for what, makeCopies := range map[string]func(context.Context, *app.UploadService) error{
		"the rebuild after a restore": func(ctx context.Context, up *app.UploadService) error {
			_, err := up.Rebuild(ctx, nil)
			return err
		},
		"a request for a variant": func(ctx context.Context, up *app.UploadService) error {
			b, err := up.Open(ctx, domain.ImageVariantName(name, domain.ImageVariantWidths()[0]))
			if err == nil {
				b.Close()
			}
			return err
		},
		"a request for the share copy": func(ctx context.Context, up *app.UploadService) error {
			b, err := up.Open(ctx, domain.ShareImageName(name))
			if err == nil {
				b.Close()
			}
			return err
		},
	} {
		t.Run(what, func(t *testing.T) {
			ctx := context.Background()
			blobs := &gatedBlobs{
				Disk:       fakes.NewDisk(),
				makerAtPut: make(chan struct{}),
				makerDone:  make(chan struct{}),
				del:        &deleteCtx{Context: ctx, underWay: make(chan struct{})},
			}
			_, err := blobs.Disk.Put(ctx, name, "image/png", []byte(fakes.Image+" restored"))
			require.NoError(t, err)
			w := newWorld(t, nil)
			site := newSiteWorld(t, nil, testProfile()).site
			up, err := app.NewUploadService(blobs, &fakes.Images{}, w.journal, 1<<20)
			require.NoError(t, err)
			lib, err := up.Library(w.content, site)
			require.NoError(t, err)

			made := make(chan error, 1)
			go func() {
				made <- makeCopies(ctx, up)
				close(blobs.makerDone)
			}()
			<-blobs.makerAtPut
			deleted := make(chan error, 1)
			go func() { deleted <- lib.Delete(blobs.del, name) }()

			require.NoError(t, <-deleted)
			assert.NoError(t, <-made)
			assert.Empty(t, blobs.Names(), "no copy of the deleted upload is left to be served")
		})
	}
}
