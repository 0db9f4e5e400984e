package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUploadNamesFindsEveryUploadInAString(t *testing.T) {
	assert.Equal(t, []string{"abc.png"}, uploadNames("/uploads/abc.png"))
	assert.Equal(t, []string{"abc-w480.webp"}, uploadNames("https://example.com/uploads/abc-w480.webp?x=1"))
	assert.Equal(t, []string{"a.png", "b.jpg"}, uploadNames(`See ![x](/uploads/a.png) and "/uploads/b.jpg".`))
	assert.Empty(t, uploadNames("https://example.com/other/abc.png"))
	assert.Empty(t, uploadNames("/uploads/"), "no name")
	assert.Empty(t, uploadNames("/uploads/.hidden"), "not a stored name")
}

func TestGroupsPutCopiesWithTheirOriginal(t *testing.T) {
	byBase, order := groups([]string{"abc-og.jpg", "abc-w480.webp", "abc-w960.webp", "abc.png", "lone-w480.webp", "other.gif"})
	assert.Equal(t, []string{"abc", "lone", "other"}, order)
	assert.Equal(t, "abc.png", byBase["abc"].name)
	assert.ElementsMatch(t, []string{"abc-og.jpg", "abc-w480.webp", "abc-w960.webp"}, byBase["abc"].derived)
	assert.Equal(t, "lone-w480.webp", byBase["lone"].name, "a copy without its original is an entry of its own")
	assert.Empty(t, byBase["other"].derived)
	assert.Equal(t, "abc", keyOf("abc-w1600.webp"))
	assert.Equal(t, "abc", keyOf("abc-og.jpg"))
}

func TestAddUsesNamesTheFieldPath(t *testing.T) {
	out := map[string][]FileUse{}
	data := []byte(`{"title":"T","hero":{"image":"/uploads/abc.png"},"cards":[{"imageUrl":"/uploads/abc-w480.webp"}],"links":[{"url":"/uploads/skip.png"}]}`)
	assert.NoError(t, addUses(out, "site", 1, "Site", data, []string{"links"}))
	assert.Equal(t, []FileUse{{Kind: "site", ID: 1, Title: "Site", Field: "cards[0].imageUrl"}, {Kind: "site", ID: 1, Title: "Site", Field: "hero.image"}}, out["abc"])
	assert.Empty(t, out["skip"], "skipped members are not looked in")
}
