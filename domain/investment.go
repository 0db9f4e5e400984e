package domain

import "time"

// MsgInvestmentNotFound is the message of ENOTFOUND for a missing
// investment (not_found.go).
const MsgInvestmentNotFound = "Investment not found"

// Investment is a fund, portfolio company or board/advisory role.
type Investment struct {
	ID              int64  `json:"id"`
	Title           string `json:"title"`
	Description     string `json:"description"`
	Category        string `json:"category"`
	Subcategory     string `json:"subcategory"`
	URL             string `json:"url"`
	Role            string `json:"role"`
	LogoURL         string `json:"logoUrl"`
	LogoDescription string `json:"logoDescription"`
	// LogoDecorative marks the logo as decoration: shown with alt="".
	LogoDecorative bool `json:"logoDecorative"`
	// LogoFocalX and LogoFocalY are the logo's focal point (focal_point.go).
	LogoFocalX float64   `json:"logoFocalX"`
	LogoFocalY float64   `json:"logoFocalY"`
	Priority   int       `json:"priority"`
	IsActive   bool      `json:"isActive"`
	CreatedAt  time.Time `json:"createdAt"`
}

// NewInvestment returns an investment with the database defaults.
func NewInvestment() Investment {
	return Investment{IsActive: true, LogoFocalX: FocalCentre, LogoFocalY: FocalCentre}
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (i *Investment) UnmarshalJSON(data []byte) error {
	type plain Investment
	return decodeCentred(data, (*plain)(i))
}

// Validate checks title and category present, links and logo usable. A
// funds-managed investment has no subcategory; one sent is dropped, as the
// admin form disables the selector for that category.
func (i *Investment) Validate() error {
	if !InvestmentCategoryHasSubcategories(i.Category) {
		i.Subcategory = ""
	}
	v := ValidationErrors{}
	requireText(v, "title", i.Title)
	requireText(v, "category", i.Category)
	for f, s := range map[string]string{"title": i.Title, "category": i.Category, "subcategory": i.Subcategory, "role": i.Role, "logoDescription": i.LogoDescription, "url": i.URL} {
		limitText(v, f, s, maxTextLength)
	}
	limitLines(v, "description", i.Description, maxDescriptionLength)
	optionalLink(v, "url", i.URL)
	optionalImage(v, "logoUrl", i.LogoURL)
	checkFocalPoints(v, "", i)
	return v.Err()
}

// InvestmentPatch holds the fields of a create or partial update.
type InvestmentPatch struct {
	Title           *string
	Description     *string
	Category        *string
	Subcategory     *string
	URL             *string
	Role            *string
	LogoURL         *string
	LogoDescription *string
	LogoDecorative  *bool
	LogoFocalX      *float64
	LogoFocalY      *float64
	Priority        *int
	IsActive        *bool
}

// Apply copies the present fields onto i.
func (u InvestmentPatch) Apply(i *Investment) {
	setString(&i.Title, u.Title)
	setString(&i.Description, u.Description)
	setString(&i.Category, u.Category)
	setString(&i.Subcategory, u.Subcategory)
	setString(&i.URL, u.URL)
	setString(&i.Role, u.Role)
	setString(&i.LogoURL, u.LogoURL)
	setString(&i.LogoDescription, u.LogoDescription)
	setBool(&i.LogoDecorative, u.LogoDecorative)
	setFloat(&i.LogoFocalX, u.LogoFocalX)
	setFloat(&i.LogoFocalY, u.LogoFocalY)
	setInt(&i.Priority, u.Priority)
	setBool(&i.IsActive, u.IsActive)
}

// InvestmentRepository stores investments.
type InvestmentRepository interface {
	ContentRepository[Investment]
	Restorer[Investment]
}

// InvestmentSaved: an investment was created or updated.
type InvestmentSaved struct{ InvestmentID int64 }

// InvestmentDeleted: an investment was deleted.
type InvestmentDeleted struct{ InvestmentID int64 }

// EventName implements Event.
func (InvestmentSaved) EventName() string { return "InvestmentSaved" }

// EventName implements Event.
func (InvestmentDeleted) EventName() string { return "InvestmentDeleted" }

// EventKind implements KindEvent.
func (InvestmentSaved) EventKind() Kind { return KindInvestment }

// EventKind implements KindEvent.
func (InvestmentDeleted) EventKind() Kind { return KindInvestment }
