package pages

import (
	"slices"
	"strings"
)

// ContactPath is the page of the contact form; the form without script
// posts to the same path (handled by the HTTP adapter).
const ContactPath = "/contact"

// ContactSentPath is the confirmation page the frontend prerenders
// ("Message sent successfully!"): POST /contact answers 303 to it.
const ContactSentPath = "/contact/sent"

// ContactFields are the contact form's fields, in form order.
func ContactFields() []string { return []string{"name", "email", "subject", "message"} }

// InviteFields are the fields of the invitation to speak on /speaking
// (the same POST /contact, with the topic "speaking"), in form order; the
// event's fields are named event<Member> for the API's event.<member>.
func InviteFields() []string {
	return []string{"name", "email", "eventName", "eventDate", "eventLocation", "eventAudience", "eventFormat", "message"}
}

// InviteFieldOf is the invitation form's field of an API member's
// message ("event.name" → "eventName"), "" for a member it has no field of.
func InviteFieldOf(member string) string {
	if ev, ok := strings.CutPrefix(member, "event."); ok && ev != "" {
		member = "event" + strings.ToUpper(ev[:1]) + ev[1:]
	}
	if slices.Contains(InviteFields(), member) {
		return member
	}
	return ""
}

// ContactForm is what the /contact page's form shows: the template's
// form.* values (see frontend/src/public/README.md). The page without
// script posts the form to POST /contact, which answers this page again
// with the visitor's values and a message by each field, or 303 to the
// confirmation page.
type ContactForm struct {
	// Page is the form's page: ContactPath ("" too) or the Speaking page
	// (domain.SpeakingPath) of the invitation to speak.
	Page string
	// Token is a fresh signed token (app.ContactService.Token).
	Token string
	// MinSeconds is the token's minimum age, for the script.
	MinSeconds int
	// Values are the fields as sent (ContactFields, or InviteFields).
	Values map[string]string
	// Errors maps a field to its message; absent or "" for none.
	Errors map[string]string
	// Error is the form's own message ("" for none).
	Error string
}
