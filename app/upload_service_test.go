package app_test

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// diskFake is a blob store in memory.
type diskFake struct {
	mu    sync.Mutex
	files map[string][]byte
}

func (d *diskFake) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.files[name] = data
	return "/uploads/" + name, nil
}

func TestUploadRecognisesImagesByContent(t *testing.T) {
	ctx := context.Background()
	blobs := &diskFake{files: map[string][]byte{}}
	up, err := app.NewUploadService(blobs, 1024)
	require.NoError(t, err)
	images := map[string][]byte{
		".png":  append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 16)...),
		".jpg":  append([]byte("\xff\xd8\xff\xe0"), make([]byte, 16)...),
		".gif":  []byte("GIF89a" + strings.Repeat("\x00", 16)),
		".webp": []byte("RIFF\x00\x00\x00\x00WEBPVP8 " + strings.Repeat("\x00", 8)),
	}
	for ext, data := range images {
		res, err := up.Upload(ctx, data)
		require.NoError(t, err, ext)
		assert.True(t, strings.HasSuffix(res.Filename, ext), res.Filename)
		assert.Equal(t, "/uploads/"+res.Filename, res.URL)
		assert.Len(t, strings.TrimSuffix(res.Filename, ext), 32, "a random name")
	}
	_, err = up.Upload(ctx, []byte("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	_, err = up.Upload(ctx, []byte("just text that claims to be a png"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	_, err = up.Upload(ctx, bytes.Repeat([]byte{0x89}, 2048))
	assert.Equal(t, domain.ETOOLARGE, domain.ErrorCode(err))
	_, err = up.Upload(ctx, nil)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Len(t, blobs.files, 4)
}
