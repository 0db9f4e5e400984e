package httpapi

import (
	"cmp"
	"context"
	"errors"
	"maps"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The contact form without script: the /contact page's
// <form method=post action=/contact> posts here and gets HTML back, the
// confirmation (303 to pages.ContactSentPath) or the form again with the
// visitor's values and a message by each field. The same service, and so
// the same normalisation, validation and spam defences, as POST
// /api/contact.

// Form-level messages of POST /contact (the body's own problems; the
// fields' messages are the domain's).
const (
	msgFormContentType = "Content-Type must be application/x-www-form-urlencoded or multipart/form-data"
	msgFormMalformed   = "The form could not be read. Please try again."
)

// handleContactForm takes a message posted by the page's form. Stored (or
// dropped by the honeypot, which only bots fill), the answer is the 303 to
// the confirmation; anything else is the form page again with the
// visitor's values, its message and a fresh token: for a form sent too
// soon (app.ContactNeedsConfirming), a token good at once, so sending it
// again confirms the message.
func (s *contactHandlers) handleContactForm(w http.ResponseWriter, r *http.Request) {
	form, err := s.readContactForm(w, r)
	if err != nil {
		s.writeContactFormError(w, r, pages.ContactForm{}, err)
		return
	}
	topic := formValue(form, "topic")
	page, fields := pages.ContactPath, pages.ContactFields()
	if topic == domain.TopicSpeaking {
		page, fields = domain.SpeakingPath, pages.InviteFields()
	}
	values := make(map[string]string, len(fields))
	for _, f := range fields {
		values[f] = formValue(form, f)
	}
	in := app.ContactSubmission{
		MessageInput: domain.MessageInput{Name: values["name"], Email: values["email"], Subject: formValue(form, "subject"), Message: values["message"],
			Topic: topic, Event: formEvent(form)},
		Token: formValue(form, "token"), Website: formValue(form, "website"), ClientAddr: s.clientAddr(r),
	}
	stored, err := s.contact.Submit(r.Context(), in)
	if err != nil {
		s.writeContactFormError(w, r, pages.ContactForm{Page: page, Values: values}, err)
		return
	}
	if stored {
		s.insights.Message()
	}
	httpcache.SetNoStore(w.Header())
	http.Redirect(w, r, pages.ContactSentPath, http.StatusSeeOther)
}

// formValue is a field's first value, with invalid UTF-8 replaced as the
// JSON decoder replaces it for the API, so both store the same text.
// formEvent is the event of a speaking request (the invitation form on
// /speaking: eventName, eventDate, eventLocation, eventAudience,
// eventFormat), nil when the form has none. An audience that is not a
// whole number is -1, which the domain refuses on event.audience.
func formEvent(form url.Values) *domain.SpeakingEvent {
	if formValue(form, "topic") == "" && form.Get("eventName") == "" {
		return nil
	}
	e := &domain.SpeakingEvent{Name: formValue(form, "eventName"), Date: formValue(form, "eventDate"),
		Location: formValue(form, "eventLocation"), Format: formValue(form, "eventFormat")}
	if a := strings.TrimSpace(form.Get("eventAudience")); a != "" {
		n, err := strconv.Atoi(a)
		if err != nil {
			n = -1
		}
		e.Audience = n
	}
	return e
}

func formValue(form url.Values, name string) string {
	return strings.ToValidUTF8(form.Get(name), "\uFFFD")
}

// readContactForm reads the posted form: a browser's form content type,
// within the JSON API's body limit, well formed. Only the body's fields
// count, never the query's.
func (s *contactHandlers) readContactForm(w http.ResponseWriter, r *http.Request) (url.Values, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/x-www-form-urlencoded" && mt != "multipart/form-data") {
		return nil, domain.Errorf(domain.EUNSUPPORTED, msgFormContentType)
	}
	if r.ContentLength > s.cfg.MaxBodyBytes {
		return nil, domain.Errorf(domain.ETOOLARGE, msgBodyTooLarge)
	}
	r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBodyBytes)
	if mt == "multipart/form-data" {
		// The whole body fits the limit, so every part stays in memory.
		err = r.ParseMultipartForm(s.cfg.MaxBodyBytes)
		if r.MultipartForm != nil {
			_ = r.MultipartForm.RemoveAll()
		}
	} else {
		err = r.ParseForm()
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, domain.Errorf(domain.ETOOLARGE, msgBodyTooLarge)
	case err != nil:
		return nil, domain.Errorf(domain.EBADREQUEST, msgFormMalformed)
	}
	return r.PostForm, nil
}

// writeContactFormError answers err with the form's page (state.Page;
// a form that could not be read: the contact page): the status of err's
// code (errors.go), the fields' messages by their fields, any other
// message as the form's, the visitor's values kept (state.Values).
func (s *contactHandlers) writeContactFormError(w http.ResponseWriter, r *http.Request, state pages.ContactForm, err error) {
	status, body := s.errorAnswer(w, r, err)
	state.Errors = map[string]string{}
	fieldOf := func(member string) string {
		if slices.Contains(pages.ContactFields(), member) {
			return member
		}
		return ""
	}
	if state.Page == domain.SpeakingPath {
		fieldOf = pages.InviteFieldOf
	}
	// A message of a member the page has no field of is the form's.
	for _, name := range slices.Sorted(maps.Keys(body.Fields)) {
		if f := fieldOf(name); f != "" {
			state.Errors[f] = body.Fields[name]
		} else {
			state.Error = strings.TrimSpace(state.Error + " " + name + ": " + body.Fields[name] + ".")
		}
	}
	if len(body.Fields) == 0 {
		state.Error = body.Message
	}
	token := s.contact.Token
	if app.ContactNeedsConfirming(err) {
		token = s.contact.ConfirmToken
	}
	s.writeContactPage(w, r, status, state, token)
}

// handleContactFormCrossSite answers a cross-site post of the form (the
// guard of routes.go refused it) with the form page and the guard's
// message; the body is never read.
func (s *contactHandlers) handleContactFormCrossSite(w http.ResponseWriter, r *http.Request) {
	s.writeContactPage(w, r, http.StatusForbidden, pages.ContactForm{Error: msgCrossSite}, s.contact.Token)
}

// writeContactPage renders the /contact page with state and a fresh token
// from token.
// The page holds the visitor's text and a token: it is never stored by a
// cache. A page that cannot be rendered is logged and answered as a bare
// internal error: there is no page to show the message in.
func (s *contactHandlers) writeContactPage(w http.ResponseWriter, r *http.Request, status int, state pages.ContactForm, token func(context.Context) (app.ContactToken, error)) {
	if state.Values == nil {
		state.Values = map[string]string{}
	}
	if state.Errors == nil {
		state.Errors = map[string]string{}
	}
	tok, err := token(r.Context())
	if err != nil {
		// The form is shown anyway, with the visitor's values: a post
		// without a token is answered once the store is back.
		st, body := s.errorAnswer(w, r, err)
		status, state.Error = max(status, st), body.Message
	}
	state.Token, state.MinSeconds = tok.Token, tok.MinSeconds
	page, err := s.contactPage.ContactPage(r.Context(), state)
	if err != nil {
		s.log.Error("contact page cannot be rendered", append(s.requestFields(w), zap.String("page", cmp.Or(state.Page, pages.ContactPath)), zap.Error(err))...)
		httpcache.SetNoStore(w.Header())
		http.Error(w, msgInternal, http.StatusInternalServerError)
		return
	}
	hdr := w.Header()
	httpcache.SetHTML(hdr)
	httpcache.SetNoStore(hdr)
	httpcache.WriteOnce(w, r, status, page)
}
