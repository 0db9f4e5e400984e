package domain_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestTextRule(t *testing.T) {
	for _, tc := range []struct {
		in              string
		line, multiLine bool
	}{
		{"", true, true},
		{"Starfall — Ünïcode ✓", true, true},
		{"pro\x00be", false, false},
		{"\x00", false, false},
		{"a\tb", false, true},
		{"line one\nline two\r\n", false, true},
		{"bell\a", false, false},
		{"escape\x1b[31m", false, false},
		{"unit\x1f", false, false},
		{"space ", true, true},
		{"del\x7f", true, true},
		{"c1\u0085\u009b", true, true},
		{"bad utf-8 \xff", false, false},
		{"half \xe2\x82", false, false},
	} {
		assert.Equal(t, tc.line, domain.IsText(tc.in, false), "one line: %q", tc.in)
		assert.Equal(t, tc.multiLine, domain.IsText(tc.in, true), "multi-line: %q", tc.in)
	}
}

func TestCheckTextNamesTheField(t *testing.T) {
	require.NoError(t, domain.CheckText("category", "games", false))
	err := domain.CheckText("category", "a\x00b", false)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, map[string]string{"category": domain.MsgNotText}, de.Fields)
}

// TestEveryEntityAppliesTheTextRule: a NUL in each kind of field is
// refused under that field's name, and a multi-line field takes line
// breaks that a one-line field refuses.
func TestEveryEntityAppliesTheTextRule(t *testing.T) {
	fieldOf := func(err error) map[string]string {
		var de *domain.Error
		require.ErrorAs(t, err, &de)
		return de.Fields
	}
	p := domain.Project{Title: "Starfall\x00", Category: "games", Description: "one\ntwo\tthree"}
	assert.Equal(t, domain.MsgNotText, fieldOf(p.Validate())["title"])
	assert.NotContains(t, fieldOf(p.Validate()), "description", "a description is multi-line")
	p = domain.Project{Title: "Starfall", Category: "games", Description: "x\x00"}
	assert.Equal(t, domain.MsgNotText, fieldOf(p.Validate())["description"])

	c := domain.Credentials{Username: "owner", Password: "pro\x00be"}
	assert.Equal(t, domain.MsgNotText, fieldOf(c.Validate())["password"])
	c = domain.Credentials{Username: "own\ter", Password: "secret"}
	assert.Equal(t, domain.MsgNotText, fieldOf(c.Validate())["username"])

	m := domain.MessageInput{Name: "Ann", Email: "ann@example.com", Subject: "Hi\nBcc: x", Message: "Line\nline\x00"}
	fields := fieldOf(m.Validate())
	assert.Equal(t, domain.MsgNotText, fields["subject"])
	assert.Equal(t, domain.MsgNotText, fields["message"])
	m.Message = "Line one\r\nLine two\ttabbed"
	assert.NotContains(t, fieldOf(m.Validate()), "message")

	assert.Equal(t, domain.MsgNotText, fieldOf(domain.ProjectFilter{Category: "a\x00b"}.Validate())["category"])
	assert.Equal(t, domain.MsgNotText, fieldOf(domain.ActivityFilter{Kind: "\x00"}.Validate())["kind"])
}

// FuzzTextRule checks IsText against its definition byte by byte, and
// that an accepted string is safe for the drivers: valid UTF-8 without NUL.
func FuzzTextRule(f *testing.F) {
	for _, s := range []string{"", "plain", "pro\x00be", "a\tb\nc\r", "\x1b", "\x7f\u0085", "\xff\xfe", "é", strings.Repeat("\x01", 3)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line, multi := domain.IsText(s, false), domain.IsText(s, true)
		if line && !multi {
			t.Fatalf("%q is one line of text but not multi-line text", s)
		}
		want := utf8.ValidString(s)
		wantMulti := want
		for i := 0; i < len(s); i++ {
			if s[i] < 0x20 {
				want = false
				if s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
					wantMulti = false
				}
			}
		}
		if line != want || multi != wantMulti {
			t.Fatalf("IsText(%q) = %v/%v, want %v/%v", s, line, multi, want, wantMulti)
		}
		if multi && strings.ContainsRune(s, 0) {
			t.Fatalf("%q with NUL accepted", s)
		}
		if (domain.CheckText("f", s, true) == nil) != multi {
			t.Fatalf("CheckText and IsText disagree on %q", s)
		}
	})
}
