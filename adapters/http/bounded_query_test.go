package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLongFilterValuesAreRefused(t *testing.T) {
	e := newEnv(t)
	for _, q := range []string{
		"category=" + strings.Repeat("x", 65),
		"subcategory=" + strings.Repeat("x", 65),
		"category=games&subcategory=" + strings.Repeat("y", 60<<10),
	} {
		w := e.get("/api/portfolio/projects?"+q, nil)
		require.Equal(t, http.StatusBadRequest, w.Code, q[:20])
		body := decodeMap(t, w)
		assert.Contains(t, body["message"], "at most 64 character(s)")
		assert.NotEmpty(t, body["fields"])
	}
	w := e.get("/api/portfolio/projects?category="+strings.Repeat("x", 64), nil)
	assert.Equal(t, http.StatusOK, w.Code, "unknown categories up to 64 characters are fine")
	assert.JSONEq(t, "[]", w.Body.String())
}
