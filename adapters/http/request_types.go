package httpapi

import "slices"

// RequestMember is one member of a request body: its JSON name and its
// type in TypeScript.
type RequestMember struct {
	Name string
	Type string
}

// RequestBody is the shape of one request body as the decoder reads it:
// every member may be absent (a partial update keeps it), members not
// listed are refused, but for those the resource answers with, ignored.
type RequestBody struct {
	// Name is what the frontend calls the body (ProjectRequest, ...).
	Name string
	// Doc says which requests send it.
	Doc     string
	Members []RequestMember
}

// members lists the table's members in order, but for the members of the
// resource it only accepts back (returning).
func (fs fields[P]) members() []RequestMember {
	out := make([]RequestMember, 0, len(fs))
	for _, f := range fs {
		if !f.returned {
			out = append(out, RequestMember{Name: f.name, Type: f.ts})
		}
	}
	return out
}

// RequestBodies returns every request body the decoder reads, from the same
// field tables it decodes with, so the frontend's generated request types
// (cmd/gen-ts) are exactly what the server takes.
func RequestBodies() []RequestBody {
	bodies := []RequestBody{
		{"ProjectRequest", "POST /api/portfolio/projects, PUT /api/portfolio/projects/{id}.", projectFields.members()},
		{"LinkRequest", "POST /api/portfolio/projects/{projectId}/links, PUT /api/portfolio/links/{id}.", linkFields.members()},
		{"GalleryImageRequest", "POST /api/portfolio/projects/{projectId}/gallery (one or a list), PUT /api/portfolio/gallery/{id}.", galleryFields.members()},
		{"LoginRequest", "POST /api/auth/login.", loginFields.members()},
		{"ReorderRequest", "POST /api/portfolio/projects/reorder, POST /api/portfolio/gallery/reorder: the two ids whose places are exchanged.", reorderFields.members()},
		{"ContactRequest", "POST /api/contact.", contactFields.members()},
		{"VitalBeacon", "POST /api/vitals: one Web Vitals metric of a page view (value in milliseconds, CLS unitless).", vitalFields.members()},
		{"PageViewBeacon", "POST /api/views: the path of a prerendered or prefetched page the visitor opened, and its document.referrer.", viewFields.members()},
		{"ScheduleRequest", "POST …/publish and …/unpublish of every kind (also /api/site/publish): at (RFC 3339) schedules the change; no body makes it now.", scheduleFields.members()},
		{"PreviewRequest", "POST /api/previews: expiresAt (RFC 3339, within 90 days); no body gives 7 days.", previewFields.members()},
		{"MessageReadRequest", "PUT /api/messages/{id}: read or unread.", messageReadFields.members()},
		{"PasswordChangeRequest", "POST /api/auth/password.", passwordChangeFields.members()},
		{"TwoFactorCodeRequest", "POST /api/auth/login/2fa and POST /api/auth/2fa/enable: a code.", codeFields.members()},
		{"TwoFactorDisableRequest", "POST /api/auth/2fa/disable.", disableFields.members()},
		{"ConfirmRequest", "POST /api/auth/confirm: the password, and a code with two-factor sign-in on.", confirmFields.members()},
		{"PasskeyNameRequest", "POST /api/auth/passkeys/options (optional), PATCH /api/auth/passkeys/{id}: a passkey's name.", passkeyNameFields.members()},
		{"PasskeysOnlyRequest", "PUT /api/auth/passkeys-only.", passkeysOnlyFields.members()},
		{"InvitationRequest", "POST /api/users/invitations: role is owner or editor.", invitationFields.members()},
		{"AcceptInvitationRequest", "POST /api/invitations/{token}/accept: the username and password the invited person chooses.", loginFields.members()},
		{"InvitationPasskeyRequest", "POST /api/invitations/{token}/passkey/options: the username the invited person chooses.", invitationPasskeyFields.members()},
	}
	// The other kinds' bodies (kind_*.go) come after the gallery image's.
	others := make([]RequestBody, 0, len(registeredKinds))
	for _, k := range contentKinds() {
		others = append(others, k.requestBody())
	}
	return slices.Insert(bodies, 3, others...)
}
