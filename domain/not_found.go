package domain

// Messages of the ENOTFOUND and ECONFLICT errors the stores return. Every
// adapter of a port uses these, so the text a user reads is the same whichever
// store is configured. A simple kind's message is beside its entity.
const (
	MsgProjectNotFound      = "Project not found"
	MsgLinkNotFound         = "Link not found"
	MsgGalleryImageNotFound = "Gallery image not found"
	MsgUserNotFound         = "User not found"
	MsgSessionNotFound      = "Session not found"
	MsgUsernameTaken        = "Username already exists"
	MsgPasskeyNotFound      = "Passkey not found"
	MsgChallengeNotFound    = "Challenge not found"
)
