package pages

import (
	"context"
	"net/http"
	"strings"
)

// TemplateData is what each page's template can read now, by the page's
// file in the build (pages/…/index.html, pages/404.html): the site
// document, the head, the views of the page's lists for the query of r
// (its path is ignored), request.* of a request without a query, and
// form.* of an empty form, as the JSON values the template sees. Keys
// starting with "@" (the renderer's own) are left out. A build made from
// it, one template reading every field, proves that no stored text is
// ever read as template syntax, whatever is stored.
func (h *Site) TemplateData(ctx context.Context, r *http.Request) (map[string]any, error) {
	b, err := h.current(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for _, p := range b.all() {
		bodies, _, err := p.readLists(ctx)
		if err != nil {
			return nil, err
		}
		var views map[string]any
		if p.lists != nil {
			if views, _, err = p.lists.build(bodies, queryFor(p.t.route, r)); err != nil {
				return nil, err
			}
		}
		data := p.fill(views, map[string]any{"path": "", "search": ""}, contactFormData(ContactForm{}))
		for k := range data {
			if strings.HasPrefix(k, "@") {
				delete(data, k)
			}
		}
		out[prerenderedFile(p.t.route)] = jsonValue(data)
	}
	return out, nil
}
