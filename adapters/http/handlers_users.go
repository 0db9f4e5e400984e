package httpapi

import (
	"net/http"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// teamHandlers are the users and invitations of issue 43: the owner's
// list, invitations and removals, and the invited person's acceptance.
type teamHandlers struct {
	responder
	team   *auth.Team
	signIn *signInHandlers
}

// routes are the group's rows: the owner's (ownerRead and byMethod
// writes) and the one open write, accepting an invitation.
func (s *teamHandlers) routes() []route {
	const get, post, del = http.MethodGet, http.MethodPost, http.MethodDelete
	const throttled, unavailable = http.StatusTooManyRequests, http.StatusServiceUnavailable
	return []route{
		{get, "/api/users", s.handleUserList, ownerRead, "Everyone who may sign in, oldest first, with their role and sign-in methods (never a secret)", "", ok[[]auth.Member]()},
		{del, "/api/users/{id:[0-9]+}", s.handleUserRemove, byMethod, "Remove an editor: their sessions end at once (their next request answers 401)", "", noContent.or(http.StatusConflict)},
		{post, "/api/users/invitations", s.handleInvite, byMethod, "Invite someone (needs a confirmation in the last 5 minutes): the link works once, for 7 days, and is e-mailed when a mail server is configured", "InvitationRequest", created[auth.Invited]()},
		{get, "/api/users/invitations", s.handleInvitationList, ownerRead, "The pending invitations, newest first", "", ok[[]domain.Invitation]()},
		{del, "/api/users/invitations/{id:[0-9]+}", s.handleInvitationRevoke, byMethod, "Revoke a pending invitation: its link answers 404 from then on", "", noContent},
		{post, "/api/invitations/{token}/accept", s.handleAccept, openWrite, "Accept an invitation with a username and a password: makes the user and sets the session cookie; a used, revoked or expired link answers 404", "AcceptInvitationRequest", created[authStatus]().or(http.StatusConflict)},
		{post, "/api/invitations/{token}/passkey/options", s.handleAcceptPasskeyOptions, openWrite, "Begin accepting an invitation with a passkey for the username chosen: the options for navigator.credentials.create (the challenge lasts 5 minutes, once; the link is not spent)", "InvitationPasskeyRequest", ok[any]().or(http.StatusConflict, http.StatusNotFound, unavailable, throttled)},
		{post, "/api/invitations/{token}/passkey", s.handleAcceptPasskey, openWrite, "Accept an invitation with the browser's new credential: makes the user with that passkey (and no password anyone knows) and sets the session cookie; a ceremony that fails leaves the link working", bodyCredential, created[authStatus]().or(http.StatusConflict, http.StatusNotFound, unavailable)},
	}
}

func (s *teamHandlers) handleUserList(w http.ResponseWriter, r *http.Request) {
	users, err := s.team.Members(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, users)
}

func (s *teamHandlers) handleUserRemove(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	if err := s.team.Remove(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// invitationRequest is the body of POST /api/users/invitations.
type invitationRequest struct {
	Email, Name, Role *string
}

var invitationFields = fields[invitationRequest]{
	text("email", func(p *invitationRequest) **string { return &p.Email }),
	text("name", func(p *invitationRequest) **string { return &p.Name }),
	text("role", func(p *invitationRequest) **string { return &p.Role }),
}

func (s *teamHandlers) handleInvite(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, invitationFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	inv, err := s.team.Invite(r.Context(), s.sessionID(r), domain.InvitationRequest{Email: deref(req.Email), Name: deref(req.Name), Role: domain.Role(deref(req.Role))})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, inv)
}

func (s *teamHandlers) handleInvitationList(w http.ResponseWriter, r *http.Request) {
	list, err := s.team.Invitations(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *teamHandlers) handleInvitationRevoke(w http.ResponseWriter, r *http.Request) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	if err := s.team.Revoke(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// handleAccept makes the invited user and signs them in, as a sign-in
// does (the session cookie and the device cookie).
func (s *teamHandlers) handleAccept(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, loginFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sess, u, err := s.team.Accept(r.Context(), auth.Acceptance{Token: mux.Vars(r)["token"], Credentials: req.credentials(), ClientAddr: s.clientAddr(r)})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.signIn.startSession(w, r, sess, u)
	writeJSON(w, http.StatusCreated, statusOf(u))
}

// invitationPasskeyRequest is the body of POST
// /api/invitations/{token}/passkey/options.
type invitationPasskeyRequest struct{ Username *string }

var invitationPasskeyFields = fields[invitationPasskeyRequest]{
	text("username", func(p *invitationPasskeyRequest) **string { return &p.Username }),
}

// handleAcceptPasskeyOptions begins making the invited person's passkey.
func (s *teamHandlers) handleAcceptPasskeyOptions(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, invitationPasskeyFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	begun, err := s.team.BeginPasskeyAcceptance(r.Context(), mux.Vars(r)["token"], deref(req.Username), s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeOptions(w, begun)
}

// handleAcceptPasskey makes the invited user with their new passkey and
// signs them in, as handleAccept does.
func (s *teamHandlers) handleAcceptPasskey(w http.ResponseWriter, r *http.Request) {
	body, err := s.readJSON(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sess, u, err := s.team.AcceptWithPasskey(r.Context(), mux.Vars(r)["token"], body, s.clientAddr(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.signIn.startSession(w, r, sess, u)
	writeJSON(w, http.StatusCreated, statusOf(u))
}
