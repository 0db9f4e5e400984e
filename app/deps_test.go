package app_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// forbiddenDep says why app may not depend on a package: codecs, archive
// formats, ciphers and the HTTP stack are adapters' business, and a
// dependency that brings them in (a QR-code library, a logger importing
// net/http) belongs behind a port. crypto/cipher stays allowed: crypto/rand
// and crypto/sha256 import it.
func forbiddenDep(path string) bool {
	for _, root := range []string{"image", "compress", "archive"} {
		if path == root || strings.HasPrefix(path, root+"/") {
			return true
		}
	}
	return path == "crypto/aes" || path == "net/http"
}

// TestAppDependencies fails when the non-test dependencies of app and of
// its packages (app/auth, app/journal, ...), direct or not, include an
// image, compression or archive package, crypto/aes or net/http, or when
// one of app's packages imports app.
func TestAppDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list app's dependencies")
	}
	var stderr bytes.Buffer
	cmd := exec.Command(goTool, "list", "-deps", "-json=ImportPath,Imports", "./...")
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, stderr.String())

	importedBy := map[string][]string{}
	var deps []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else {
			require.NoError(t, err)
		}
		deps = append(deps, p.ImportPath)
		for _, imp := range p.Imports {
			importedBy[imp] = append(importedBy[imp], p.ImportPath)
		}
	}
	const app = "github.com/portfolio-site/portfolio/app"
	require.Contains(t, deps, app, "go list listed app itself")
	for _, d := range deps {
		assert.False(t, forbiddenDep(d), "app depends on %s (imported by %v)", d, importedBy[d])
	}
	// No arrow runs back up: a context split off into a package of its own
	// (app/auth, app/journal, ...) never needs the parent.
	for _, p := range importedBy[app] {
		assert.False(t, strings.HasPrefix(p, app+"/"), "%s imports app, the package it was split from", p)
	}
}
