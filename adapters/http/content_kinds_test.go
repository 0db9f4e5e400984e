package httpapi

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

// Every kind of the registry with drafts has its API's editorial routes
// (its own handlers, or a kind_*.go file that registers it), and every
// kind_*.go file registers a kind of the registry, in the registry's
// order: a kind added to domain.StandardKinds without its API, or an API
// of a kind the registry does not hold, fails here.
func TestEveryKindWithDraftsHasItsAPI(t *testing.T) {
	served := map[string]bool{}
	for _, k := range describingServer(Config{}).editorialKinds() {
		served[k.kind] = true
	}
	for _, kind := range domain.ContentKinds().Where(domain.WithDrafts) {
		assert.True(t, served[string(kind)], "kind %q has drafts but no API", kind)
	}

	listed := contentKinds()
	assert.Len(t, listed, len(registeredKinds), "every registered API is of a kind of domain.StandardKinds")
	var order []domain.Kind
	for _, k := range listed {
		order = append(order, k.id())
	}
	assert.Equal(t, []domain.Kind{domain.KindCollaboration, domain.KindMedia, domain.KindInvestment, domain.KindAppearance, domain.KindLayout}, order,
		"the routes, request bodies and editorial kinds keep their order")
}
