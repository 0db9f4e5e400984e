package main

import (
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// messages writes the server's messages the admin shows or compares with
// before or after it sends, word for word.
func messages(p printer) {
	p("/** Field messages, word for word as the server's 400 answers say them. */\n")
	p("export const VALIDATION = {\n")
	for _, m := range []struct{ key, msg string }{
		{"required", domain.MsgRequired},
		{"labelRequired", domain.MsgLabelRequired},
		{"invalidUrl", domain.MsgInvalidURL},
		{"imageRequired", domain.MsgImageURLRequired},
		{"invalidImage", domain.MsgInvalidImageURL},
		{"negative", domain.MsgPriorityNegative},
		{"columnsLow", domain.MsgColumnsPerRowLow},
		{"columnsHigh", domain.MsgColumnsPerRowHigh},
		{"invalidEmail", domain.MsgInvalidEmail},
		{"invalidColor", domain.MsgSiteColor},
		{"studioKey", domain.MsgStudioKey},
		{"studioDuplicate", domain.MsgStudioDuplicate},
		{"pressKitSrc", domain.MsgPressKitSrc},
		{"socialPlatform", domain.MsgSocialPlatform},
		{"markupHtml", domain.MsgMarkupHTML},
		{"passwordTooShort", domain.MsgPasswordTooShort},
		{"slugInvalid", domain.MsgSlugInvalid},
		{"slugTaken", domain.MsgSlugTaken},
	} {
		p("  %s: %s,\n", m.key, str(m.msg))
	}
	p("} as const\n\n")

	// domain.MsgTooLong names the default limit; the site document's checks
	// put their own limit in its place (siteCheck.length).
	before, after, ok := strings.Cut(domain.MsgTooLong, "2000")
	if !ok {
		panic("gen-ts: domain.MsgTooLong no longer names 2000")
	}
	p("/** The server's length message (domain.MsgTooLong) for a limit. */\n")
	p("export const tooLong = (max: number) => %s + String(max) + %s\n\n", str(before), str(after))

	before, after, ok = strings.Cut(domain.MsgTooMany, "50")
	if !ok {
		panic("gen-ts: domain.MsgTooMany no longer names 50")
	}
	p("/** The server's list-size message (domain.TooManyMessage) for a limit. */\n")
	p("export const tooMany = (max: number) => %s + String(max) + %s\n\n", str(before), str(after))

	before, after, ok = strings.Cut(domain.ListItemMessage(998, ""), "999")
	if !ok {
		panic("gen-ts: domain.ListItemMessage no longer numbers the item")
	}
	p("/** The server's message about one item of a list (domain.ListItemMessage), index from 0. */\n")
	p("export const listItem = (index: number, message: string) => %s + String(index + 1) + %s + message\n\n", str(before), str(after))

	p("/** The server's answer to a second sign-in step that came too late: the password is asked again. */\n")
	p("export const SIGN_IN_EXPIRED = %s\n\n", str(domain.MsgTwoFactorExpired))

	p("/** The server's passkey answers the admin tells apart: confirmIdentity (403) asks for a fresh confirmation. */\n")
	p("export const PASSKEY_ANSWERS = {\n")
	p("  confirmIdentity: %s,\n", str(domain.MsgConfirmIdentity))
	p("  failed: %s,\n", str(domain.MsgPasskeyFailed))
	p("  passkeysOnly: %s,\n", str(domain.MsgPasskeysOnly))
	p("  recoveryCodeOnly: %s,\n", str(domain.MsgRecoveryCodeOnly))
	p("} as const\n")
}
