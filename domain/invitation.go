package domain

import (
	"context"
	"time"
)

// InvitationLifetime is how long an invitation's link works (issue 43).
const InvitationLifetime = 7 * 24 * time.Hour

// MsgInvitationGone answers a link that was used, revoked or has expired:
// the three look alike, so a link tells nothing of what became of it.
const MsgInvitationGone = "This invitation has expired or was already used"

// MsgInvitationNotFound answers an invitation id that names none pending.
const MsgInvitationNotFound = "Invitation not found"

// Invitation asks a person to join as a user of a role. The link carries
// a random token; the store keeps only its hash (ContactTokenHash), so a
// backup or a read of the database cannot sign anyone up.
type Invitation struct {
	ID        int64     `json:"id"`
	TokenHash string    `json:"-"`
	Email     string    `json:"email"`
	Name      string    `json:"name"`
	Role      Role      `json:"role"`
	InvitedBy string    `json:"invitedBy"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// InvitationRequest is what the owner fills in to invite someone.
type InvitationRequest struct {
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  Role   `json:"role"`
}

// Validate checks the e-mail address, the name and the role.
func (r InvitationRequest) Validate() error {
	v := ValidationErrors{}
	requireText(v, "email", r.Email)
	checkText(v, "email", r.Email, false)
	if r.Email != "" && !IsEmailAddress(r.Email) {
		v.Add("email", MsgInvalidEmail)
	}
	limitText(v, "email", r.Email, maxMessageEmailLength)
	requireText(v, "name", r.Name)
	checkText(v, "name", r.Name, false)
	limitText(v, "name", r.Name, maxUsernameLength)
	if !r.Role.Valid() {
		v.Add("role", MsgInvalidRole)
	}
	return v.Err()
}

// InvitationStore keeps the pending invitations. Its writes join the
// transaction of the context (Transactor).
type InvitationStore interface {
	// Create stores inv, setting its ID.
	Create(ctx context.Context, inv *Invitation) error
	// List returns the invitations not expired at now, newest first.
	List(ctx context.Context, now time.Time) ([]Invitation, error)
	// Delete removes an invitation. ENOTFOUND.
	Delete(ctx context.Context, id int64) error
	// Take removes and returns the invitation of the token hash, so a link
	// works once; ENOTFOUND when there is none or it expired at now.
	Take(ctx context.Context, tokenHash string, now time.Time) (*Invitation, error)
}

// InvitationMailer e-mails an invitation's link to the invited person.
type InvitationMailer interface {
	// SendInvitation sends inv's link; an error means it was not sent
	// (the owner still has the link to pass on).
	SendInvitation(ctx context.Context, inv Invitation, link string) error
}

// InvitationMailOff is the InvitationMailer of a site that sends no
// e-mail: the owner passes the link on themselves.
type InvitationMailOff struct{}

// SendInvitation refuses: nothing is sent while e-mail is off.
func (InvitationMailOff) SendInvitation(context.Context, Invitation, string) error {
	return Errorf(EUNAVAILABLE, "e-mail is off")
}
