package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGeneratedModuleIsCurrent fails while frontend/src/lib/catalogue.gen.ts
// differs from what the domain's tables generate: run `make generate`.
func TestGeneratedModuleIsCurrent(t *testing.T) {
	committed, err := os.ReadFile("../../frontend/src/lib/catalogue.gen.ts")
	require.NoError(t, err)
	assert.Equal(t, string(generate())+"\n", string(committed), "catalogue.gen.ts is stale: run `make generate`")
}
