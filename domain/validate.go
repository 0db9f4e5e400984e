package domain

import (
	"net/url"
	"strings"
)

// Validation messages, word for word as the product's forms show them, so the
// server's 400 and the admin form agree.
const (
	MsgRequired          = "Required"
	MsgLabelRequired     = "Label is required"
	MsgInvalidURL        = "Must be a valid URL"
	MsgImageURLRequired  = "Image URL is required"
	MsgInvalidImageURL   = "Must be a valid image URL or path"
	MsgPriorityNegative  = "Number must be greater than or equal to 0"
	MsgColumnsPerRowLow  = "Number must be greater than or equal to 1"
	MsgTooLong           = "String must contain at most 2000 character(s)"
	maxTextLength        = 2000
	maxDescriptionLength = 20000
)

// IsHTTPURL reports whether s is an absolute http or https URL with a host.
// Any other scheme (javascript:, data:, ftp:) is refused.
func IsHTTPURL(s string) bool {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || u.Host == "" {
		return false
	}
	return u.Scheme == "http" || u.Scheme == "https"
}

// IsImageRef reports whether s may be used as an image source: an http(s) URL
// or a site-relative path starting with a single slash.
func IsImageRef(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") {
		return true
	}
	return IsHTTPURL(s)
}

// IsLinkRef reports whether s may be used as a link target: an http(s) URL
// or a site-relative path.
func IsLinkRef(s string) bool { return IsImageRef(s) }

func requireText(v ValidationErrors, field, value string) {
	if strings.TrimSpace(value) == "" {
		v.Add(field, MsgRequired)
	}
}

func limitText(v ValidationErrors, field, value string, max int) {
	if len(value) > max {
		v.Add(field, strings.Replace(MsgTooLong, "2000", itoa(max), 1))
	}
}

func optionalImage(v ValidationErrors, field, value string) {
	if value != "" && !IsImageRef(value) {
		v.Add(field, MsgInvalidImageURL)
	}
}

func optionalLink(v ValidationErrors, field, value string) {
	if value != "" && !IsLinkRef(value) {
		v.Add(field, MsgInvalidURL)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
