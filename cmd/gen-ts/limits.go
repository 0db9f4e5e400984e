package main

import (
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// limits writes the numbers and value lists the admin's forms check or
// offer before they send: the server's own, so the two never disagree.
func limits(p printer) {
	l := domain.SiteLimits()
	p("/** The site document's limits (domain.SiteLimits), in characters and items. */\n")
	p("export const SITE_LIMITS = {\n")
	p("  /** Names, titles, labels, keywords: single lines. */\n  shortText: %d,\n", l.ShortText)
	p("  /** Every other text. */\n  longText: %d,\n", l.LongText)
	p("  /** The most items of a list without a limit of its own. */\n  maxItems: %d,\n", l.MaxItems)
	p("  maxKeywords: %d,\n  maxParagraphs: %d,\n  maxMilestones: %d,\n", l.MaxKeywords, l.MaxParagraphs, l.MaxMilestones)
	p("} as const\n\n")

	p("/**\n * What the server asks of each text field of the site document\n")
	p(" * (domain.SiteTextRules, read from Site.Validate): list indexes are \"[]\".\n */\n")
	p("export const SITE_TEXT_RULES: Readonly<Record<string, { readonly required: boolean; readonly max: number }>> = {\n")
	for _, r := range domain.SiteTextRules() {
		p("  %s: { required: %t, max: %d },\n", str(r.Path), r.Required, r.Max)
	}
	p("}\n\n")

	p("/** The press kit's counts (domain): a short bio of %d–%d words suits press; at most %d headshots, %d logos, %d facts. */\n",
		domain.ShortBioMinWords, domain.ShortBioMaxWords, domain.PressKitMaxHeadshots, domain.PressKitMaxLogos, domain.PressKitMaxFacts)
	p("export const PRESS_KIT_LIMITS = {\n  shortBioMinWords: %d,\n  shortBioMaxWords: %d,\n  headshots: %d,\n  logos: %d,\n  facts: %d,\n} as const\n\n",
		domain.ShortBioMinWords, domain.ShortBioMaxWords, domain.PressKitMaxHeadshots, domain.PressKitMaxLogos, domain.PressKitMaxFacts)

	p("/** The longest name the server keeps for a passkey, in characters (an empty one: the server names it). */\n")
	p("export const PASSKEY_NAME_MAX = %d\n\n", domain.MaxPasskeyName)

	p("/** How long a passkey ceremony's challenge lives on the server, in milliseconds. */\n")
	p("export const PASSKEY_CHALLENGE_MS = %d\n\n", domain.PasskeyChallengeTTL.Milliseconds())

	cs := domain.CaseStudyLimits()
	p("/** A project's case-study fields (domain.CaseStudyLimits): single lines and list items in characters, the story in bytes, lists in items. */\n")
	p("export const CASE_STUDY_LIMITS = {\n  year: %d,\n  shortText: %d,\n  story: %d,\n  outcome: %d,\n  outcomes: %d,\n  credit: %d,\n  credits: %d,\n} as const\n\n",
		cs.Year, cs.ShortText, cs.Story, cs.Outcome, cs.Outcomes, cs.Credit, cs.Credits)

	p("/** The fewest characters of a password (counted as code points). */\n")
	p("export const MIN_PASSWORD_LENGTH = %d\n\n", domain.MinPasswordLength)

	p("/** A section layout's columns per row on wide screens: at least 1, at most max; default when none is set. */\n")
	p("export const COLUMNS_PER_ROW = { min: 1, max: %d, default: %d } as const\n\n", domain.MaxColumnsPerRow, domain.DefaultColumnsPerRow)

	keys(p, "How a section shows its cards: a grid (also when none is set), or one card a row.", "SECTION_DISPLAYS", []string{domain.DisplayGrid, domain.DisplayList})
	p("export type SectionDisplay = (typeof SECTION_DISPLAYS)[number]\n\n")

	p("/** The size, in pixels, a share image is cropped to (about its centre) for link previews. */\n")
	p("export const SHARE_IMAGE = { width: %d, height: %d } as const\n\n", domain.ShareImageWidth, domain.ShareImageHeight)

	p("/** How many years ahead a change may be scheduled at most (domain.MaxScheduleYears). */\n")
	p("export const MAX_SCHEDULE_YEARS = %d\n\n", domain.MaxScheduleYears)

	p("/** Entries per page of the activity log: the server's default page size. */\n")
	p("export const ACTIVITY_PAGE_SIZE = %d\n", app.DefaultActivityPage)
}
