// Package docs_test checks the project's own documentation against the
// tree: the README leads with the owner's guide and names every admin tab;
// the operations document's architecture tree lists every package folder;
// every path the frontend README names exists.
package docs_test

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// root is the repository's top folder.
func root(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	require.True(t, ok)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// architectureTree returns the folders the operations document's architecture tree
// lists: the first code block after "## Architecture", one folder a line.
func architectureTree(t *testing.T, readme string) []string {
	t.Helper()
	_, rest, ok := strings.Cut(readme, "\n## Architecture\n")
	require.True(t, ok, "docs/OPERATIONS.md has an Architecture section")
	_, rest, ok = strings.Cut(rest, "```\n")
	require.True(t, ok)
	block, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	var dirs []string
	for _, line := range strings.Split(block, "\n") {
		if line == "" || line[0] == ' ' {
			continue
		}
		dir, _, _ := strings.Cut(line, " ")
		require.True(t, strings.HasSuffix(dir, "/"), "a line of the tree starts with a folder: %q", line)
		dirs = append(dirs, strings.TrimSuffix(dir, "/"))
	}
	return dirs
}

// TestTheArchitectureTreeMatchesTheFolders: every folder the tree lists
// exists, and every folder of cmd/, adapters/ and test/ is in it.
func TestTheArchitectureTreeMatchesTheFolders(t *testing.T) {
	top := root(t)
	ops, err := os.ReadFile(filepath.Join(top, "docs", "OPERATIONS.md"))
	require.NoError(t, err)
	listed := architectureTree(t, string(ops))
	for _, dir := range listed {
		info, err := os.Stat(filepath.Join(top, dir))
		if assert.NoError(t, err, "the architecture tree lists %s/", dir) {
			assert.True(t, info.IsDir(), dir)
		}
	}
	for _, parent := range []string{"cmd", "adapters", "test"} {
		entries, err := os.ReadDir(filepath.Join(top, parent))
		require.NoError(t, err)
		for _, e := range entries {
			if !e.IsDir() || ignoredFolder(filepath.Join(top, parent, e.Name())) {
				continue
			}
			assert.Contains(t, listed, parent+"/"+e.Name(), "the architecture tree lacks %s/%s/", parent, e.Name())
		}
	}
	for _, dir := range []string{"domain", "app", "config", "frontend"} {
		assert.True(t, slices.Contains(listed, dir), "the tree lists %s/", dir)
	}
}

// ignoredFolder reports whether dir holds nothing git keeps (a run's
// output, say): such a folder is not part of the architecture.
func ignoredFolder(dir string) bool {
	empty := true
	_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.Name() == "node_modules" {
			return filepath.SkipDir
		}
		if !d.IsDir() && !strings.HasPrefix(d.Name(), ".") {
			empty = false
			return filepath.SkipAll
		}
		return nil
	})
	return empty
}

// frontendPath is a path the frontend README names in backticks.
var frontendPath = regexp.MustCompile("`((?:src|scripts|public)/[A-Za-z0-9_./-]*)`")

// TestTheFrontendReadmeNamesWhatExists: every src/, scripts/ or public/
// path the frontend README names exists (a placeholder such as
// src/features/<feature>/ is not a path and is skipped).
func TestTheFrontendReadmeNamesWhatExists(t *testing.T) {
	dir := filepath.Join(root(t), "frontend")
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	require.NoError(t, err)
	matches := frontendPath.FindAllStringSubmatch(string(readme), -1)
	require.NotEmpty(t, matches)
	for _, m := range matches {
		_, err := os.Stat(filepath.Join(dir, m[1]))
		assert.NoError(t, err, "frontend/README.md names %s", m[1])
	}
}

// TestTheReadmeLeadsWithTheOwnersGuide: the first section is the owner's
// guide; it names every admin tab (the labels of admin-dashboard.tsx) and
// says how to clear the demo content, start over and where backups go, and
// the README links the operations document.
func TestTheReadmeLeadsWithTheOwnersGuide(t *testing.T) {
	top := root(t)
	readme, err := os.ReadFile(filepath.Join(top, "README.md"))
	require.NoError(t, err)
	text := string(readme)
	first := regexp.MustCompile(`(?m)^## .+$`).FindString(text)
	assert.Equal(t, "## The owner's guide", first)
	for _, heading := range []string{"### What each tab does", "### Clearing the demo content", "### Starting over", "### Where backups go"} {
		assert.Contains(t, text, heading)
	}
	assert.Contains(t, text, "(docs/OPERATIONS.md)")
	dashboard, err := os.ReadFile(filepath.Join(top, "frontend", "src", "features", "admin", "tabs.tsx"))
	require.NoError(t, err)
	labels := regexp.MustCompile(`label: '([^']+)'`).FindAllStringSubmatch(string(dashboard), -1)
	require.NotEmpty(t, labels)
	for _, l := range labels {
		assert.Contains(t, text, "**"+l[1]+"**", "the owner's guide says what the %s tab does", l[1])
	}
	for _, named := range []string{"Media", "Inbox", "Trash", "Activity"} {
		assert.Contains(t, text, "**"+named+"**")
	}
}
