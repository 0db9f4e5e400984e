package httpapi

import (
	"encoding/json"
	"testing"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// FuzzFieldDecoding feeds arbitrary JSON to every entity's field table, the
// way a request body reaches it: whatever the input, decoding never panics,
// a refusal is a client error (400) with a message, and what decodes can
// be applied to its entity and validated. `make test` runs the seeds;
// `make fuzz` runs it for 30 s.
func FuzzFieldDecoding(f *testing.F) {
	for _, seed := range []string{
		`{}`, `[]`, `null`, `"x"`, `1e400`, `{"title":"x","category":"games"}`,
		`{"title":null,"priority":1.5,"isActive":"yes","tags":[1,2]}`,
		`{"priority":2147483648,"columnsPerRow":-1}`, `{"priority":1e2}`, `{"priority":-0}`,
		`{"imageUrl":"/\\evil.example","url":"javascript:alert(1)"}`,
		`{"title":"\u0000\ud800","description":"` + "\u202e" + `"}`,
		`{"ids":[1,2]}`, `{"ids":[1,"2"]}`, `{"ids":[9223372036854775808]}`,
		`{"username":"admin","password":"x"}`, `{"hero":{"headline":"x"},"timeline":[{"milestones":[{"text":1}]}]}`, `{"title":{"$gt":""}}`, `{"__proto__":{"isActive":false}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return // readJSON answers 400 before any field table sees it
		}
		obj, err := asObject(data, "")
		if err != nil {
			checkClientError(t, err)
			return
		}
		if p, err := projectFields.decode(obj, ""); checkClientError(t, err) {
			e := domain.NewProject()
			p.Apply(&e)
			_ = e.Validate()
		}
		if p, err := linkFields.decode(obj, ""); checkClientError(t, err) {
			var e domain.ProjectLink
			p.Apply(&e)
			_ = e.Validate()
		}
		if p, err := galleryFields.decode(obj, ""); checkClientError(t, err) {
			var e domain.GalleryImage
			p.Apply(&e)
			_ = e.Validate()
		}
		if p, err := collaborationFields.decode(obj, ""); checkClientError(t, err) {
			var e domain.Collaboration
			p.Apply(&e)
			_ = e.Validate()
		}
		if p, err := mediaFields.decode(obj, ""); checkClientError(t, err) {
			var e domain.MediaItem
			p.Apply(&e)
			_ = e.Validate()
		}
		if p, err := investmentFields.decode(obj, ""); checkClientError(t, err) {
			var e domain.Investment
			p.Apply(&e)
			_ = e.Validate()
		}
		if l, err := loginFields.decode(obj, ""); checkClientError(t, err) {
			_ = l.credentials().Validate()
		}
		_, err = reorderFields.decode(obj, "")
		checkClientError(t, err)
		if p, err := siteFields.decode(obj, ""); checkClientError(t, err) {
			site, err := app.DefaultSite()
			if err != nil {
				t.Fatal(err)
			}
			p.Apply(&site)
			_ = site.Validate()
		}
	})
}

// checkClientError fails unless err is nil or a 400 domain error with a
// message; it reports whether err is nil.
func checkClientError(t *testing.T, err error) bool {
	t.Helper()
	if err == nil {
		return true
	}
	code := domain.ErrorCode(err)
	if statusByCode[code] != 400 || domain.ErrorMessage(err) == "" {
		t.Fatalf("decoding answered %v (code %q), want a 400 with a message", err, code)
	}
	return false
}
