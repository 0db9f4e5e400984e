package pages

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// contactFormData is the template's form.* for a form state: every field's
// value, message and invalid flag ("true" when it has a message), always
// present, so the template reads no missing path.
func contactFormData(state ContactForm) map[string]any {
	values, errs, invalid := map[string]any{}, map[string]any{}, map[string]any{}
	for _, f := range formFields() {
		values[f] = state.Values[f]
		errs[f] = state.Errors[f]
		invalid[f] = "false"
		if state.Errors[f] != "" {
			invalid[f] = "true"
		}
	}
	return map[string]any{
		"token": state.Token, "minSeconds": float64(state.MinSeconds),
		"values": values, "errors": errs, "invalid": invalid, "error": state.Error,
	}
}

// formFields are the fields of both forms (each page reads its own).
func formFields() []string {
	return append(ContactFields(), slices.DeleteFunc(InviteFields(), func(f string) bool { return slices.Contains(ContactFields(), f) })...)
}

// freshForm is the form.* of a GET of the contact page: a fresh token,
// nothing typed, no messages.
func (h *Site) freshForm(ctx context.Context) (map[string]any, error) {
	if h.tokens == nil {
		return nil, errors.New("pages: the contact page needs a token issuer")
	}
	t, err := h.tokens.Token(ctx)
	if err != nil {
		return nil, err
	}
	return contactFormData(ContactForm{Token: t.Token, MinSeconds: t.MinSeconds}), nil
}

// ContactPage renders the form's page (state.Page: /contact, or /speaking
// for the invitation to speak) with the form in the given state (POST
// /contact answers it when the form has errors). Its errors: the
// site document cannot be read, or the page cannot be rendered (logged
// and failing readiness, as for a GET).
func (h *Site) ContactPage(ctx context.Context, state ContactForm) ([]byte, error) {
	b, err := h.current(ctx)
	if err != nil {
		return nil, err
	}
	path := ContactPath
	if state.Page == domain.SpeakingPath {
		path = state.Page
	}
	p := b.routes[path]
	if p == nil || !p.t.readsForm {
		return nil, errors.New("pages: the build has no form page at " + path)
	}
	r := (&http.Request{Method: http.MethodPost, URL: &url.URL{Path: path}}).WithContext(ctx)
	body, _, err := p.forRequest(r, contactFormData(state))
	var read errPageData
	switch {
	case err == nil:
		h.health.ok(p.key)
	case !errors.As(err, &read):
		h.health.fail(p.key, err)
	}
	return body, err
}
