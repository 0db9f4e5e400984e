package pages

// ContactPath is the page of the contact form; the form without script
// posts to the same path (handled by the HTTP adapter).
const ContactPath = "/contact"

// ContactSentPath is the confirmation page the frontend prerenders
// ("Message sent successfully!"): POST /contact answers 303 to it.
const ContactSentPath = "/contact/sent"

// ContactFields are the contact form's fields, in form order.
func ContactFields() []string { return []string{"name", "email", "subject", "message"} }

// ContactForm is what the /contact page's form shows: the template's
// form.* values (see frontend/src/public/README.md). The page without
// script posts the form to POST /contact, which answers this page again
// with the visitor's values and a message by each field, or 303 to the
// confirmation page.
type ContactForm struct {
	// Token is a fresh signed token (app.ContactService.Token).
	Token string
	// MinSeconds is the token's minimum age, for the script.
	MinSeconds int
	// Values are name, email, subject and message as sent.
	Values map[string]string
	// Errors maps a field to its message; absent or "" for none.
	Errors map[string]string
	// Error is the form's own message ("" for none).
	Error string
}
