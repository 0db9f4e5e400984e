package pages

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cspHash is the CSP source of a script body, computed here independently
// of inlineScriptHashes.
func cspHash(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func TestInlineScriptHashes(t *testing.T) {
	page := "<head><script>a()</script><SCRIPT type=\"module\">b()\r\n</SCRIPT>" +
		`<script src="/x.js"></script><script type="application/ld+json">{"@type":"Person"}</script>` +
		`<script type='text/javascript'>a()</script><script type=importmap>{}</script></head>`
	var want []string
	for _, s := range []string{"a()", "b()\n", "{}"} {
		want = append(want, strings.Trim(cspHash(s), "'"))
	}
	assert.Equal(t, want, inlineScriptHashes([]byte(page)),
		"each run script once, CR LF hashed as LF; src scripts and data blocks not at all")
	assert.Empty(t, inlineScriptHashes([]byte("<p>no scripts</p><script>unterminated")))
}

// TestVideoEmbedsAreOfTheFramedOrigin: the views build every player
// address, and each is of VideoEmbedOrigin, the one origin the CSP frames
// (the enhancement script only frames what data-embed gives it).
func TestVideoEmbedsAreOfTheFramedOrigin(t *testing.T) {
	embed := videoEmbedURL("https://www.youtube.com/watch?v=dQw4w9WgXcQ")
	require.NotEmpty(t, embed)
	assert.True(t, strings.HasPrefix(embed, VideoEmbedOrigin+"/embed/"), embed)
}
