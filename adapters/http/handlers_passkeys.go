package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// Passkeys (issue 27): sign-in, confirmation and the Account tab's list.
// A ceremony's first call answers the options the browser passes to
// navigator.credentials ({"publicKey": …}, binary members base64url); the
// second one posts the browser's credential as JSON (WebAuthn's
// PublicKeyCredential JSON: id, rawId, type, response, …).

// bodyCredential is a WebAuthn credential as the browser serialises it.
const bodyCredential = "(WebAuthn credential)"

// passkeyBody is a passkey as the admin shows it; the key itself never
// leaves the server.
type passkeyBody struct {
	ID         int64      `json:"id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
}

func passkeyOf(p domain.Passkey) passkeyBody {
	b := passkeyBody{ID: p.ID, Name: p.Name, CreatedAt: p.CreatedAt}
	if !p.LastUsedAt.IsZero() {
		used := p.LastUsedAt
		b.LastUsedAt = &used
	}
	return b
}

// passkeyListAnswer is GET /api/auth/passkeys.
type passkeyListAnswer struct {
	Passkeys     []passkeyBody `json:"passkeys"`
	PasskeysOnly bool          `json:"passkeysOnly"`
	// ConfirmedUntil is when the session's confirmation stops allowing
	// changes; null when a change would ask for one.
	ConfirmedUntil *time.Time `json:"confirmedUntil"`
}

// confirmedAnswer is the answer of a confirmation.
type confirmedAnswer struct {
	ConfirmedUntil time.Time `json:"confirmedUntil"`
}

// passkeysOnlyAnswer is the answer of PUT /api/auth/passkeys-only.
type passkeysOnlyAnswer struct {
	PasskeysOnly bool `json:"passkeysOnly"`
}

// passkeyNameRequest is the body of the calls that name a passkey.
type passkeyNameRequest struct{ Name *string }

var passkeyNameFields = fields[passkeyNameRequest]{
	optionalText("name", func(p *passkeyNameRequest) **string { return &p.Name }),
}.returning(passkeyBody{})

// passkeysOnlyRequest is the body of PUT /api/auth/passkeys-only.
type passkeysOnlyRequest struct{ Enabled *bool }

var passkeysOnlyFields = fields[passkeysOnlyRequest]{
	boolean("enabled", func(p *passkeysOnlyRequest) **bool { return &p.Enabled }),
}

// confirmRequest is the body of POST /api/auth/confirm.
type confirmRequest struct{ Password, Code *string }

var confirmFields = fields[confirmRequest]{
	text("password", func(p *confirmRequest) **string { return &p.Password }),
	optionalText("code", func(p *confirmRequest) **string { return &p.Code }),
}

// writeOptions answers a ceremony's options, never cached.
func writeOptions(w http.ResponseWriter, begun *domain.PasskeyBegun) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, json.RawMessage(begun.Options))
}

// passkeyOfferAnswer is GET /api/auth/passkey.
type passkeyOfferAnswer struct {
	// Offered says the sign-in page offers passkeys: the site can carry
	// them and one is registered.
	Offered bool `json:"offered"`
}

// handlePasskeyOffer tells the sign-in page whether to offer passkeys.
func (s *signInHandlers) handlePasskeyOffer(w http.ResponseWriter, r *http.Request) {
	on, err := s.auth.PasskeySignInOffered(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, passkeyOfferAnswer{Offered: on})
}

// handlePasskeySignInOptions begins a passkey sign-in.
func (s *signInHandlers) handlePasskeySignInOptions(w http.ResponseWriter, r *http.Request) {
	begun, err := s.auth.BeginPasskeySignIn(r.Context(), s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeOptions(w, begun)
}

// handlePasskeySignIn finishes a passkey sign-in and sets the session
// cookie, as a password sign-in does.
func (s *signInHandlers) handlePasskeySignIn(w http.ResponseWriter, r *http.Request) {
	body, err := s.readJSON(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sess, u, err := s.auth.PasskeySignIn(r.Context(), body, s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.startSession(w, r, sess, u)
	writeJSON(w, http.StatusOK, statusOf(u))
}

// handleConfirm confirms who the administrator is with the password (and
// a code).
func (s *signInHandlers) handleConfirm(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, confirmFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	until, err := s.auth.ConfirmWithPassword(r.Context(), auth.Confirmation{
		SessionID: s.sessionID(r), Password: deref(req.Password), Code: deref(req.Code), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r),
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, confirmedAnswer{ConfirmedUntil: until})
}

// handlePasskeyConfirmOptions begins a confirmation with a passkey.
func (s *signInHandlers) handlePasskeyConfirmOptions(w http.ResponseWriter, r *http.Request) {
	begun, err := s.auth.BeginPasskeyConfirm(r.Context(), s.sessionID(r), s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeOptions(w, begun)
}

// handlePasskeyConfirm finishes a confirmation with a passkey.
func (s *signInHandlers) handlePasskeyConfirm(w http.ResponseWriter, r *http.Request) {
	body, err := s.readJSON(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	until, err := s.auth.ConfirmWithPasskey(r.Context(), s.sessionID(r), body, s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, confirmedAnswer{ConfirmedUntil: until})
}

// handlePasskeyList answers the administrator's passkeys.
func (s *signInHandlers) handlePasskeyList(w http.ResponseWriter, r *http.Request) {
	list, err := s.auth.ListPasskeys(r.Context(), s.sessionID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := passkeyListAnswer{Passkeys: make([]passkeyBody, 0, len(list.Passkeys)), PasskeysOnly: list.PasskeysOnly}
	for _, p := range list.Passkeys {
		out.Passkeys = append(out.Passkeys, passkeyOf(p))
	}
	if !list.ConfirmedUntil.IsZero() {
		out.ConfirmedUntil = &list.ConfirmedUntil
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, out)
}

// handlePasskeyRegisterOptions begins adding a passkey.
func (s *signInHandlers) handlePasskeyRegisterOptions(w http.ResponseWriter, r *http.Request) {
	name := ""
	if r.ContentLength != 0 {
		req, err := decodeBody(&s.responder, w, r, passkeyNameFields)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		name = deref(req.Name)
	}
	begun, err := s.auth.BeginPasskeyRegistration(r.Context(), s.sessionID(r), name, s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeOptions(w, begun)
}

// handlePasskeyRegister finishes adding a passkey; the administrator's
// other sessions end.
func (s *signInHandlers) handlePasskeyRegister(w http.ResponseWriter, r *http.Request) {
	body, err := s.readJSON(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := journal.WithActor(r.Context(), journal.Actor{Address: s.clientAddr(r)})
	p, err := s.auth.RegisterPasskey(ctx, s.sessionID(r), body)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, passkeyOf(*p))
}

// handlePasskeyRename renames a passkey.
func (s *signInHandlers) handlePasskeyRename(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	req, err := decodeBody(&s.responder, w, r, passkeyNameFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := journal.WithActor(r.Context(), journal.Actor{Address: s.clientAddr(r)})
	p, err := s.auth.RenamePasskey(ctx, s.sessionID(r), id, deref(req.Name))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, passkeyOf(*p))
}

// handlePasskeyRemove removes a passkey; the administrator's other
// sessions end.
func (s *signInHandlers) handlePasskeyRemove(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	ctx := journal.WithActor(r.Context(), journal.Actor{Address: s.clientAddr(r)})
	if err := s.auth.RemovePasskey(ctx, s.sessionID(r), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// handlePasskeysOnly turns "passkeys only" on or off.
func (s *signInHandlers) handlePasskeysOnly(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, passkeysOnlyFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Enabled == nil {
		s.writeError(w, r, domain.ValidationErrors{"enabled": domain.MsgRequired}.Err())
		return
	}
	ctx := journal.WithActor(r.Context(), journal.Actor{Address: s.clientAddr(r)})
	if err := s.auth.SetPasskeysOnly(ctx, s.sessionID(r), *req.Enabled); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, passkeysOnlyAnswer{PasskeysOnly: *req.Enabled})
}
