package domain_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestIsEmailAddress(t *testing.T) {
	for _, ok := range []string{
		"ann@example.com", "a.b+tag@sub.example.co.uk", "o'neil@example.ie", "用户@例子.广告", "x@a.io",
	} {
		assert.True(t, domain.IsEmailAddress(ok), ok)
	}
	for _, bad := range []string{
		"", "ann", "ann@", "@example.com", "ann@localhost", "ann@example.", "ann@.example.com", "ann@exa..mple.com",
		"Ann <ann@example.com>", "<ann@example.com>", "ann@example.com (Ann)", "ann@example.com, bob@example.com",
		"ann@example.com\r\nBcc: x@example.com", "ann example@example.com", "ann@[192.0.2.1]",
		strings.Repeat("a", 250) + "@example.com",
	} {
		assert.False(t, domain.IsEmailAddress(bad), bad)
	}
}

func TestMessageInputValidation(t *testing.T) {
	in := domain.MessageInput{Name: "  Ann ", Email: " ann@example.com\n", Subject: "\tHi", Message: " text "}.Normalize()
	assert.Equal(t, domain.MessageInput{Name: "Ann", Email: "ann@example.com", Subject: "Hi", Message: "text"}, in)
	require.NoError(t, in.Validate())

	var de *domain.Error
	require.ErrorAs(t, domain.MessageInput{}.Validate(), &de)
	assert.Equal(t, domain.EINVALID, de.Code)
	assert.Equal(t, map[string]string{"name": "Required", "email": "Required", "subject": "Required", "message": "Required"}, de.Fields)

	// Limits count characters: 200 four-byte emoji fit, 201 do not.
	at := domain.MessageInput{Name: strings.Repeat("😀", 200), Email: "a@b.co", Subject: strings.Repeat("ü", 200), Message: strings.Repeat("ж", 5000)}
	require.NoError(t, at.Validate())
	over := domain.MessageInput{Name: at.Name + "😀", Email: "a@b.co", Subject: at.Subject + "ü", Message: at.Message + "ж"}
	require.ErrorAs(t, over.Validate(), &de)
	assert.Equal(t, map[string]string{
		"name":    "String must contain at most 200 character(s)",
		"subject": "String must contain at most 200 character(s)",
		"message": "String must contain at most 5000 character(s)",
	}, de.Fields)
}

func TestMessageRateLimit(t *testing.T) {
	l := domain.MessageRateLimit{Max: 5, Window: time.Hour}
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	assert.NoError(t, l.Admit(4, now.Add(-30*time.Minute), now))
	err := l.Admit(5, now.Add(-20*time.Minute), now)
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.ETHROTTLED, de.Code)
	assert.Equal(t, 40*time.Minute, de.RetryAfter)
}
