package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWireRunsOnce guards against a second go:generate line for wire: two
// would run it twice per `make generate`, racing on wire_gen.go.
func TestWireRunsOnce(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	lines := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "//go:generate") && strings.Contains(line, "wire") {
				lines++
			}
		}
	}
	assert.Equal(t, 1, lines, "go:generate lines that run wire")
}
