package httpapi

import "context"

// contactFormState is what the /contact page's form shows: the template's
// form.* values (see frontend/src/public/README.md). The page without
// script posts the form to POST /contact, which answers this page again
// with the visitor's values and a message by each field, or 303 to the
// confirmation page.
type contactFormState struct {
	Token      string            // a fresh signed token (app.ContactService.Token)
	MinSeconds int               // the token's minimum age, for the script
	Values     map[string]string // name, email, subject, message as sent
	Errors     map[string]string // field → message; absent or "" for none
	Error      string            // the form's own message ("" for none)
}

// contactPageRenderer renders the /contact page with a form state
// (implemented by the public pages).
type contactPageRenderer interface {
	ContactPage(ctx context.Context, state contactFormState) ([]byte, error)
}
