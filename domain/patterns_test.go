package domain

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHexColourPattern(t *testing.T) {
	for s, want := range map[string]bool{
		"#a1B2c3": true, "#000000": true, "#FFFFFF": true,
		"": false, "#a1b2c": false, "#a1b2c3d": false, "a1b2c3": false, "#g1b2c3": false,
		"#a1b2c3\n": false, " #a1b2c3": false, "#ａ1b2c3": false,
	} {
		assert.Equal(t, want, isHexColour(s), "%q", s)
	}
}

// TestEmailShapeIsNecessary: every address the rest of IsEmailAddress
// accepts has the shape EmailShapePattern, so checking the shape first
// (and in the admin's form) refuses nothing the server would take.
func TestEmailShapeIsNecessary(t *testing.T) {
	pieces := []string{"a", "b", ".", "@", " ", "\t", "\v", "\f", `"`, `\`, "\u00a0", "\u2003", "é", "(", ")", "[", "]",
		"x.com", "@x.com", `"a b"`, `"a@b"`, ",", ":", ";", "+", "-"}
	r := rand.New(rand.NewSource(1))
	accepted := 0
	for range 200_000 {
		var b strings.Builder
		for k := r.Intn(8) + 1; k > 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		s := b.String()
		if isBareAddress(s) {
			accepted++
			assert.True(t, emailShape.MatchString(s), "%q is an address without the shape", s)
		}
	}
	assert.Positive(t, accepted)
	for _, s := range []string{"ann@example.com", "a.b+c@mail.example.org", "a\u00a0b@example.com", "é@example.com"} {
		assert.Equal(t, isBareAddress(s), IsEmailAddress(s), "%q", s)
	}
	for _, s := range []string{"a b@example.com", "a@b@example.com", "@example.com", "ann@", "ann"} {
		assert.False(t, emailShape.MatchString(s), "%q", s)
	}
}
