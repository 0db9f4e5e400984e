package httpapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/domain"
)

// The contact form (public) and the inbox (administrator only). Every
// answer goes through writeJSON, so none is ever stored by a cache: tokens
// are single-visit, messages private.

// contactHandlers are the contact form's routes, with and without script,
// and the admin's inbox.
type contactHandlers struct {
	responder
	contact *app.ContactService
	// trash takes a deleted message.
	trash    *app.TrashService
	insights *insights.Service // counts the messages taken; nil counts nothing
	// contactPage renders the /contact page that POST /contact answers
	// when the message is not taken.
	contactPage ContactPageRenderer
}

// routes are the group's rows of the route table.
func (s *contactHandlers) routes() []route {
	const get, post, put, del = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete
	const throttled = http.StatusTooManyRequests
	return []route{
		{get, "/api/contact/token", s.handleContactToken, byMethod, "A signed token for the contact form", "", ok[app.ContactToken]()},
		{post, "/api/contact", s.handleContactSubmit, openWrite, "Send a message through the contact form", "ContactRequest", created[sentBody]().or(throttled)},
		{get, "/api/messages", s.handleMessageList, editorRead, "The contact inbox, newest first", "", ok[[]domain.Message]()},
		{put, "/api/messages/{id:[0-9]+}", s.handleMessageUpdate, editorWrite, "Mark a message read or unread", "MessageReadRequest", ok[domain.Message]()},
		{del, "/api/messages/{id:[0-9]+}", s.handleMessageDelete, editorWrite, "Move a message to the trash", "", noContent},
	}
}

// contactRequest is the body of POST /api/contact.
type contactRequest struct {
	Name, Email, Subject, Message, Token, Website, Topic *string
	Event                                                *domain.SpeakingEvent
}

// speakingEventFields are the members of a speaking request's event.
var speakingEventFields = fields[domain.SpeakingEvent]{
	whole("name", stringValue, func(e *domain.SpeakingEvent) *string { return &e.Name }),
	whole("date", stringValue, func(e *domain.SpeakingEvent) *string { return &e.Date }),
	whole("location", stringValue, func(e *domain.SpeakingEvent) *string { return &e.Location }),
	member("audience", func(e *domain.SpeakingEvent, raw json.RawMessage) string {
		n, msg := decodeInt(raw)
		if msg == "" {
			e.Audience = n
		}
		return msg
	}),
	whole("format", stringValue, func(e *domain.SpeakingEvent) *string { return &e.Format }),
}

var contactFields = fields[contactRequest]{
	text("name", func(p *contactRequest) **string { return &p.Name }),
	text("email", func(p *contactRequest) **string { return &p.Email }),
	text("subject", func(p *contactRequest) **string { return &p.Subject }),
	text("message", func(p *contactRequest) **string { return &p.Message }),
	optionalText("token", func(p *contactRequest) **string { return &p.Token }),
	optionalText("website", func(p *contactRequest) **string { return &p.Website }),
	optionalText("topic", func(p *contactRequest) **string { return &p.Topic }),
	replace("event", objectOf(speakingEventFields), func(p *contactRequest) **domain.SpeakingEvent { return &p.Event }).
		typed("{ name: string; date: string; location?: string; audience?: number; format?: string }"),
}

// submission turns the request into the service's input; absent members
// are empty and refused by the domain as Required.
func (c contactRequest) submission(clientAddr string) app.ContactSubmission {
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	return app.ContactSubmission{
		MessageInput: domain.MessageInput{Name: str(c.Name), Email: str(c.Email), Subject: str(c.Subject), Message: str(c.Message),
			Topic: str(c.Topic), Event: c.Event},
		Token: str(c.Token), Website: str(c.Website), ClientAddr: clientAddr,
	}
}

// messageReadRequest is the body of PUT /api/messages/{id}.
type messageReadRequest struct {
	Read *bool
}

var messageReadFields = fields[messageReadRequest]{
	boolean("read", func(p *messageReadRequest) **bool { return &p.Read }),
}.returning(domain.Message{})

// sentBody is the answer to a contact message stored (or dropped by the
// honeypot, which only bots fill).
type sentBody struct {
	Message string `json:"message"`
}

// handleContactToken issues the signed issue time the form sends back.
func (s *contactHandlers) handleContactToken(w http.ResponseWriter, r *http.Request) {
	tok, err := s.contact.Token(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tok)
}

// handleContactSubmit takes a message. A message the honeypot drops is
// answered exactly like a stored one; every other refusal is a 4xx with its
// message (a form sent too soon: 400 MsgContactConfirm, and the script
// sends again with a fresh token once it is old enough).
func (s *contactHandlers) handleContactSubmit(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, contactFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stored, err := s.contact.Submit(r.Context(), req.submission(s.clientAddr(r)))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if stored {
		s.insights.Message()
	}
	writeJSON(w, http.StatusCreated, sentBody{Message: domain.MsgMessageSent})
}

// handleMessageList answers the inbox, newest first.
func (s *contactHandlers) handleMessageList(w http.ResponseWriter, r *http.Request) {
	list, err := s.contact.Messages(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if list == nil {
		list = []domain.Message{}
	}
	writeJSON(w, http.StatusOK, list)
}

// handleMessageUpdate marks a message read or unread.
func (s *contactHandlers) handleMessageUpdate(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	req, err := decodeBody(&s.responder, w, r, messageReadFields)
	if err == nil && req.Read == nil {
		v := domain.ValidationErrors{}
		v.Add("read", domain.MsgRequired)
		err = v.Err()
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m, err := s.contact.SetRead(r.Context(), id, *req.Read)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// handleMessageDelete deletes a message.
func (s *contactHandlers) handleMessageDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", func(ctx context.Context, id int64) error {
		_, err := s.trash.Discard(ctx, domain.TrashMessage, id)
		return err
	})
}
