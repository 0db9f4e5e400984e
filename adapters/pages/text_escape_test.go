package pages

import (
	"encoding/json"
	"html"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAppendHTMLEscaped(t *testing.T) {
	for in, want := range map[string]string{
		"plain é 日本 🙂":                          "plain é 日本 🙂",
		`<a href="x">'&'</a>`:                   html.EscapeString(`<a href="x">'&'</a>`),
		"\uE000site.email\uE001":                "&#xE000;site.email&#xE001;",
		"\uF8FF\U000F0000\U0010FFFD":            "&#xF8FF;&#xF0000;&#x10FFFD;",
		"tab\tlf\ncr\r":                         "tab\tlf\ncr\r",
		"nul\x00bell\x07del\x7F":                "nul\uFFFDbell\uFFFDdel\uFFFD",
		"c1\u0080\u009F":                        "c1\uFFFD\uFFFD",
		"non\uFDD0\uFDEF\uFFFE\uFFFF\U0001FFFE": "non\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD",
		"bad\xffutf8\xc3":                       "bad\uFFFDutf8\uFFFD",
		"\u2028 stays in HTML":                  "\u2028 stays in HTML",
	} {
		assert.Equal(t, want, string(appendHTMLEscaped(nil, in)), "%q", in)
	}
}

func TestAppendScriptJSON(t *testing.T) {
	in := map[string]string{"s": "\uE000x\uE001 \U000F0000 \u2028\u2029 \u0085 \x7F \uFFFE </script> é"}
	js, err := json.Marshal(in)
	require.NoError(t, err)
	out := string(appendScriptJSON(nil, js))
	assert.Equal(t, `{"s":"\ue000x\ue001 \udb80\udc00 \u2028\u2029 \u0085 \u007f \ufffe \u003c/script\u003e é"}`, out)
	var back map[string]string
	require.NoError(t, json.Unmarshal([]byte(out), &back))
	assert.Equal(t, in, back, "the same text once parsed")
}
