package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/domain"
)

// statusByCode is the one table that turns a domain error code into an
// HTTP status. A code missing here is answered as an internal error.
var statusByCode = map[string]int{
	domain.EINVALID:      http.StatusBadRequest,
	domain.EBADREQUEST:   http.StatusBadRequest,
	domain.EUNAUTHORIZED: http.StatusUnauthorized,
	domain.ENOTFOUND:     http.StatusNotFound,
	domain.ECONFLICT:     http.StatusConflict,
	domain.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	domain.EUNSUPPORTED:  http.StatusUnsupportedMediaType,
	domain.EUNAVAILABLE:  http.StatusServiceUnavailable,
	domain.ETHROTTLED:    http.StatusTooManyRequests,
	domain.ETIMEOUT:      http.StatusRequestTimeout,
	domain.EINTERNAL:     http.StatusInternalServerError,
	domain.EFORBIDDEN:    http.StatusForbidden,
}

// Messages of the HTTP adapter's own errors.
const (
	msgInternal         = "Internal error"
	msgNotFound         = "Not found"
	msgMethodNotAllowed = "Method not allowed"
	msgBodyTooLarge     = "Request body too large"
	msgInvalidJSON      = "Invalid JSON body"
	msgUnknownField     = "Unknown field"
	msgDuplicateField   = "Duplicate field"
	msgJSONContentType  = "Content-Type must be application/json"
	msgMultipartType    = "Content-Type must be multipart/form-data"
)

// errorBody is the JSON of every error answer; the admin shows message.
type errorBody struct {
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// writeError answers err with the status of its code. An error that is not
// a domain error, or an EINTERNAL one, is logged with its cause and shown
// only as "Internal error".
func (s *responder) writeError(w http.ResponseWriter, r *http.Request, err error) {
	status, body := s.errorAnswer(w, r, err)
	writeJSON(w, status, body)
}

// errorAnswer is the status and body err is answered with, whatever the
// body's format (JSON here, the contact form's page in
// handlers_contact_form.go): it sets Retry-After for a throttled caller and
// logs what needs logging.
func (s *responder) errorAnswer(w http.ResponseWriter, r *http.Request, err error) (int, errorBody) {
	code := domain.ErrorCode(err)
	status, known := statusByCode[code]
	if !known {
		status = http.StatusInternalServerError
	}
	body := errorBody{Message: domain.ErrorMessage(err)}
	var de *domain.Error
	if errors.As(err, &de) && len(de.Fields) > 0 {
		body.Fields = de.Fields
	}
	if de != nil && de.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.FormatInt(int64((de.RetryAfter+time.Second-1)/time.Second), 10))
	}
	if status == http.StatusRequestTimeout {
		// The rest of the body may still be on its way, or never come:
		// the connection cannot carry another request.
		w.Header().Set("Connection", "close")
	}
	switch {
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		// The client went away; nobody reads the answer.
		s.log.Info("request cancelled by the client", s.requestFields(w)...)
		status, body = http.StatusServiceUnavailable, errorBody{Message: msgInternal}
	case !known || code == domain.EINTERNAL:
		s.log.Error("internal error", append(s.requestFields(w), zap.Error(err))...)
		body = errorBody{Message: msgInternal}
	case status >= 500:
		s.log.Warn("dependency unavailable", append(s.requestFields(w), zap.Error(err))...)
	}
	return status, body
}

// requestFields names the request an error log line belongs to.
func (s *responder) requestFields(w http.ResponseWriter) []zap.Field {
	rec, ok := w.(*recorder)
	if !ok {
		return nil
	}
	return []zap.Field{zap.String("route", rec.route), zap.String("request_id", rec.requestID)}
}

// writeMessage answers {"message": msg} with status.
func writeMessage(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody{Message: msg})
}
