package domain

// SiteLimitTable is the site document's limits as numbers, for the
// frontend's generated mirror (cmd/gen-ts): the admin's Site tab checks the
// same lengths and counts before it sends.
type SiteLimitTable struct {
	// ShortText is the most characters of a single-line text (names,
	// titles, labels, keywords).
	ShortText int
	// LongText is the most characters of any other text.
	LongText int
	// MaxItems is the most items of a list without a limit of its own.
	MaxItems int
	// MaxKeywords, MaxParagraphs and MaxMilestones are the lists with
	// their own limits.
	MaxKeywords, MaxParagraphs, MaxMilestones int
}

// SiteLimits returns the limits Site.Validate enforces.
func SiteLimits() SiteLimitTable {
	return SiteLimitTable{
		ShortText:     siteShortText,
		LongText:      siteLongText,
		MaxItems:      siteMaxItems,
		MaxKeywords:   siteMaxKeyword,
		MaxParagraphs: siteMaxParas,
		MaxMilestones: siteMaxSteps,
	}
}
