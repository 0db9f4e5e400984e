package httpapi

import (
	"context"
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The contact form (public) and the inbox (administrator only). Every
// answer goes through writeJSON, so none is ever stored by a cache: tokens
// are single-visit, messages private.

// contactRequest is the body of POST /api/contact.
type contactRequest struct {
	Name, Email, Subject, Message, Token, Website *string
}

var contactFields = fields[contactRequest]{
	text("name", func(p *contactRequest) **string { return &p.Name }),
	text("email", func(p *contactRequest) **string { return &p.Email }),
	text("subject", func(p *contactRequest) **string { return &p.Subject }),
	text("message", func(p *contactRequest) **string { return &p.Message }),
	optionalText("token", func(p *contactRequest) **string { return &p.Token }),
	optionalText("website", func(p *contactRequest) **string { return &p.Website }),
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
		MessageInput: domain.MessageInput{Name: str(c.Name), Email: str(c.Email), Subject: str(c.Subject), Message: str(c.Message)},
		Token:        str(c.Token), Website: str(c.Website), ClientAddr: clientAddr,
	}
}

// messageReadRequest is the body of PUT /api/messages/{id}.
type messageReadRequest struct {
	Read *bool
}

var messageReadFields = fields[messageReadRequest]{
	boolean("read", func(p *messageReadRequest) **bool { return &p.Read }),
}.returning(domain.Message{})

// sentBody is the one answer to a contact message, stored or dropped.
type sentBody struct {
	Message string `json:"message"`
}

// handleContactToken issues the signed issue time the form sends back.
func (s *server) handleContactToken(w http.ResponseWriter, r *http.Request) {
	tok, err := s.contact.Token(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tok)
}

// handleContactSubmit takes a message. A message the spam checks drop is
// answered exactly like a stored one.
func (s *server) handleContactSubmit(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(s, w, r, contactFields)
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
func (s *server) handleMessageList(w http.ResponseWriter, r *http.Request) {
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
func (s *server) handleMessageUpdate(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	req, err := decodeBody(s, w, r, messageReadFields)
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
func (s *server) handleMessageDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", func(ctx context.Context, id int64) error {
		_, err := s.content.Trash().Discard(ctx, domain.TrashMessage, id)
		return err
	})
}
