package domain

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestSlugify(t *testing.T) {
	for title, want := range map[string]string{
		"League of Legends":               "league-of-legends",
		"Pokémon — Ça va?":                "pokemon-ca-va",
		"Film, Animation & Documentaries": "film-animation-and-documentaries",
		"  Arcane: League's Story  ":      "arcane-leagues-story",
		"Straße Ærø Łódź":                 "strasse-aero-lodz",
		"東京":                              "project",
		"":                                "project",
		"2XKO (2025)":                     "2xko-2025",
	} {
		got := Slugify(title)
		assert.Equal(t, want, got, title)
		assert.True(t, IsSlug(got), got)
	}
	long := Slugify(strings.Repeat("word ", 40))
	assert.LessOrEqual(t, len(long), MaxSlugLength)
	assert.True(t, IsSlug(long))
}

func TestIsSlug(t *testing.T) {
	for _, ok := range []string{"a", "a-b", "2xko", "league-of-legends-2"} {
		assert.True(t, IsSlug(ok), ok)
	}
	for _, bad := range []string{"", "A", "a--b", "-a", "a-", "a b", "a_b", "é", "../x", "a/b", strings.Repeat("a", MaxSlugLength+1)} {
		assert.False(t, IsSlug(bad), bad)
	}
}

func TestUniqueSlug(t *testing.T) {
	taken := map[string]bool{"arcane": true, "arcane-2": true}
	assert.Equal(t, "arcane-3", UniqueSlug("arcane", func(s string) bool { return taken[s] }))
	assert.Equal(t, "free", UniqueSlug("free", func(s string) bool { return taken[s] }))
	long := strings.Repeat("a", MaxSlugLength)
	got := UniqueSlug(long, func(s string) bool { return s == long })
	assert.True(t, IsSlug(got), got)
	assert.True(t, strings.HasSuffix(got, "-2"))
}

func TestApplyMovedNoChainNoLoop(t *testing.T) {
	var list []Redirect
	list = ApplyMoved(list, "/a", "/b", time.Time{})
	list = ApplyMoved(list, "/b", "/c", time.Time{})
	assert.Equal(t, map[string]string{"/a": "/c", "/b": "/c"}, redirectMap(list))
	list = ApplyMoved(list, "/c", "/a", time.Time{}) // back to the first address
	assert.Equal(t, map[string]string{"/b": "/a", "/c": "/a"}, redirectMap(list))
	assert.Equal(t, redirectMap(list), redirectMap(ApplyMoved(list, "/a", "/a", time.Time{})))
}

func redirectMap(list []Redirect) map[string]string {
	out := map[string]string{}
	for _, r := range list {
		out[r.From] = r.To
	}
	return out
}
