package domain

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Error codes. The HTTP adapter maps each one to a status in exactly one table.
const (
	EINVALID      = "invalid"      // validation failed; Fields says where
	ENOTFOUND     = "not_found"    // the entity does not exist (or is hidden)
	EUNAUTHORIZED = "unauthorized" // a signed-in administrator is required
	ECONFLICT     = "conflict"     // the change clashes with existing data
	ETOOLARGE     = "too_large"    // a body or upload is over its limit
	EUNSUPPORTED  = "unsupported"  // an upload of a type we do not accept
	EUNAVAILABLE  = "unavailable"  // a dependency is down
	EINTERNAL     = "internal"     // anything else; its cause is logged, not shown
	EBADREQUEST   = "bad_request"  // malformed input that is not a field error
	ETHROTTLED    = "throttled"    // too many attempts; RetryAfter says how long to wait
	ETIMEOUT      = "timeout"      // the client sent its request too slowly, or stopped sending it
	EFORBIDDEN    = "forbidden"    // signed in, but the change needs a fresh confirmation first, or another role
)

// Error is the one error type of the domain. Message is safe to show to the
// user; Fields carries per-field validation messages for EINVALID.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
	// RetryAfter is how long an ETHROTTLED caller must wait.
	RetryAfter time.Duration
}

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("portfolio error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code string, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the *Error in err's chain, EINTERNAL for any
// other non-nil error and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-facing message of err; errors that are not
// domain errors are shown as "Internal error" so that no cause leaks out.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error"
}

// ValidationErrors collects field messages and becomes an EINVALID *Error.
type ValidationErrors map[string]string

// Add records msg for field unless the field already has a message, so the
// first rule that fails for a field is the one reported.
func (v ValidationErrors) Add(field, msg string) {
	if _, ok := v[field]; !ok {
		v[field] = msg
	}
}

// Err returns nil when nothing was recorded, else an EINVALID *Error whose
// message names every failing field in a stable order.
func (v ValidationErrors) Err() error {
	if len(v) == 0 {
		return nil
	}
	names := make([]string, 0, len(v))
	for k := range v {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, 0, len(names))
	for _, k := range names {
		parts = append(parts, k+": "+v[k])
	}
	fields := make(map[string]string, len(v))
	for k, m := range v {
		fields[k] = m
	}
	return &Error{Code: EINVALID, Message: strings.Join(parts, "; "), Fields: fields}
}
