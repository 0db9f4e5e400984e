package httpapi

import (
	"net/http"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// passwordChangeRequest is the body of POST /api/auth/password.
type passwordChangeRequest struct {
	CurrentPassword, NewPassword *string
}

var passwordChangeFields = fields[passwordChangeRequest]{
	text("currentPassword", func(p *passwordChangeRequest) **string { return &p.CurrentPassword }),
	text("newPassword", func(p *passwordChangeRequest) **string { return &p.NewPassword }),
}

// change turns the request into a domain password change; absent members
// are empty and rejected by the domain.
func (p passwordChangeRequest) change() domain.PasswordChange {
	var c domain.PasswordChange
	if p.CurrentPassword != nil {
		c.Current = *p.CurrentPassword
	}
	if p.NewPassword != nil {
		c.New = *p.NewPassword
	}
	return c
}

// handleChangePassword replaces the signed-in administrator's password and
// ends their other sessions; the session of this request, and its cookie,
// stay as they are.
func (s *signInHandlers) handleChangePassword(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, passwordChangeFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.auth.ChangePassword(r.Context(), auth.PasswordChangeRequest{
		PasswordChange: req.change(), SessionID: s.sessionID(r), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r),
	}); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
