package memory_test

import (
	"testing"

	"github.com/portfolio-site/portfolio/adapters/blobtest"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/domain"
)

func TestBlobStoreContract(t *testing.T) {
	blobtest.RunBlobStoreContract(t, func(*testing.T) domain.BlobStore { return memory.NewBlobStore() })
}
