package httpapi

import (
	"context"
	"errors"
	"fmt"
)

// A minimal ContactPage for the spa handler: the prerendered /contact
// page's template filled with form.* (frontend/src/public/README.md). The
// public pages' own renderer replaces it when the two branches meet.

var _ contactPageRenderer = (*spaHandler)(nil)

// contactTemplate is the /contact page of one site build, kept compiled so
// that each answer of POST /contact fills it with its own form state.
type contactTemplate struct {
	tmpl        *pageTemplate
	data        *pageData
	prerendered bool // the build's page, not the app's index.html
}

// newContactTemplate compiles src, the /contact page with its head.
func newContactTemplate(src []byte, prerendered bool, d *pageData) (*contactTemplate, error) {
	tmpl, err := compilePage(src)
	if err != nil {
		return nil, fmt.Errorf("page %q: %w", contactFormPath, err)
	}
	return &contactTemplate{tmpl: tmpl, data: d, prerendered: prerendered}, nil
}

// ContactPage renders the /contact page of the current site build with
// state; the template escapes every value.
func (h *spaHandler) ContactPage(ctx context.Context, state contactFormState) ([]byte, error) {
	c := h.current(ctx).contact
	if c == nil {
		return nil, errors.New("httpapi: the build has no /contact page")
	}
	data := map[string]any{"site": c.data.site, "form": contactFormData(state)}
	if c.data.siteViews != nil {
		data["views"] = c.data.siteViews
	}
	body, err := c.tmpl.render(data)
	if err != nil {
		return nil, fmt.Errorf("page %q: %w", contactFormPath, err)
	}
	if c.prerendered {
		return embedData(body, map[string][]byte{"api/site": c.data.siteJSON}, nil)
	}
	return body, nil
}

// contactFormData is state as the template's form.* values.
func contactFormData(state contactFormState) map[string]any {
	values, errs, invalid := map[string]any{}, map[string]any{}, map[string]any{}
	for _, f := range contactFormFields {
		values[f] = state.Values[f]
		errs[f] = state.Errors[f]
		invalid[f] = fmt.Sprint(state.Errors[f] != "")
	}
	return map[string]any{
		"token": state.Token, "minSeconds": state.MinSeconds,
		"values": values, "errors": errs, "invalid": invalid, "error": state.Error,
	}
}
