package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestCheckRedirects(t *testing.T) {
	ok := []domain.Redirect{
		{From: "/portfolio/games/old-name", To: "/portfolio/games/new-name"},
		{From: "/portfolio/film-animation/older", To: "/portfolio/games/new-name"},
		{From: "/portfolio/games/gone", To: ""},
	}
	assert.NoError(t, domain.CheckRedirects("redirects", ok))
	for name, c := range map[string]struct {
		r    domain.Redirect
		want string
	}{
		"javascript":        {domain.Redirect{From: "/portfolio/games/a", To: "javascript:alert(1)"}, "redirects[3].to: " + domain.MsgRedirectPath},
		"external":          {domain.Redirect{From: "/portfolio/games/a", To: "https://evil.example/x"}, "redirects[3].to: " + domain.MsgRedirectPath},
		"protocol-relative": {domain.Redirect{From: "/portfolio/games/a", To: "//evil.example/portfolio/games/x"}, "redirects[3].to: " + domain.MsgRedirectPath},
		"backslash":         {domain.Redirect{From: "/portfolio/games/a", To: "/portfolio/games/\\evil"}, "redirects[3].to: " + domain.MsgRedirectPath},
		"CRLF":              {domain.Redirect{From: "/portfolio/games/a\r\nSet-Cookie: x=1", To: "/portfolio/games/b"}, "redirects[3].from: " + domain.MsgRedirectPath},
		"not a page":        {domain.Redirect{From: "/admin", To: "/portfolio/games/b"}, "redirects[3].from: " + domain.MsgRedirectPath},
		"self":              {domain.Redirect{From: "/portfolio/games/a", To: "/portfolio/games/a"}, "redirects[3].to: " + domain.MsgRedirectSelf},
		"chain":             {domain.Redirect{From: "/portfolio/games/a", To: "/portfolio/games/old-name"}, "redirects[3].to: " + domain.MsgRedirectChain},
		"twice":             {domain.Redirect{From: "/portfolio/games/old-name", To: "/portfolio/games/b"}, "redirects[3].from: " + domain.MsgRedirectDuplicate},
	} {
		err := domain.CheckRedirects("redirects", append(append([]domain.Redirect{}, ok...), c.r))
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), name)
		assert.Equal(t, c.want, domain.ErrorMessage(err), name)
	}
	loop := []domain.Redirect{{From: "/portfolio/games/a", To: "/portfolio/games/b"}, {From: "/portfolio/games/b", To: "/portfolio/games/a"}}
	assert.Equal(t, "redirects[0].to: "+domain.MsgRedirectChain, domain.ErrorMessage(domain.CheckRedirects("redirects", loop)), "a loop")
}
