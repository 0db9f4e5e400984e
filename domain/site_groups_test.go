package domain_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// The Site tab's groups hold every member of the document but publicUrl,
// each in one group: a member added to the document without a group would
// be saved by no group and restored by none.
func TestSiteGroupsHoldEveryMemberOnce(t *testing.T) {
	data, err := json.Marshal(domain.Site{})
	require.NoError(t, err)
	var doc map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &doc))
	delete(doc, "publicUrl")
	seen := map[string]string{}
	for _, g := range domain.SiteGroups() {
		for _, m := range g.Members {
			assert.Contains(t, doc, m, "group %s: the document has no member %s", g.ID, m)
			assert.Empty(t, seen[m], "member %s is in groups %s and %s", m, seen[m], g.ID)
			seen[m] = g.ID
		}
	}
	for m := range doc {
		assert.NotEmpty(t, seen[m], "member %s is in no group", m)
	}
}

// A group is looked up by its id; an unknown one is refused with a
// message that names the groups there are, and a kind without groups
// says so.
func TestKindGroups(t *testing.T) {
	kinds := domain.ContentKinds()
	g, err := kinds.Group(domain.KindSite, "hero")
	require.NoError(t, err)
	assert.Equal(t, []string{"hero"}, g.Members)

	_, err = kinds.Group(domain.KindSite, "heros")
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	msg := domain.ErrorMessage(err)
	assert.Contains(t, msg, "group: Unknown group \u201cheros\u201d; use one of profile, seo, hero, cards")
	assert.Contains(t, msg, "gameStudios")

	_, err = kinds.Group(domain.KindSite, "<b>\x00")
	assert.NotContains(t, domain.ErrorMessage(err), "<b>", "a name that is not plain text is not echoed")

	_, err = kinds.Group(domain.KindProject, "hero")
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Equal(t, "group: "+domain.MsgGroupNone, domain.ErrorMessage(err))
	assert.Equal(t, []string{"profile", "seo"}, kinds.GroupIDs(domain.KindSite)[:2])
	assert.Empty(t, kinds.GroupIDs(domain.KindProject))
}
