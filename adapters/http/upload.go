package httpapi

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"regexp"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/domain"
)

// multipartOverhead is what a multipart envelope may add to the file
// itself (boundaries, part headers, small fields) before the body limit
// trips.
const multipartOverhead = 64 << 10

// Bounds on the multipart envelope besides its size. The admin sends one
// file and perhaps a field or two; anything more is not our client.
const (
	// maxUploadParts is how many parts a body may hold, the file included.
	maxUploadParts = 8
	// maxFieldBytes is how much of a part other than "file" is read: such
	// parts are skipped, but skipping one still means reading it through.
	maxFieldBytes = 4 << 10
)

// msgInvalidMultipart is the answer to a body that is not well-formed
// multipart.
const msgInvalidMultipart = "Invalid multipart body"

// uploadedName is the shape of a name the UploadService gives a file: no
// separators, no dot files, one extension (checked against
// domain.ImageTypes when served).
var uploadedName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[A-Za-z0-9]{1,8}$`)

// handleUpload takes the multipart field "file" and stores it when its
// content is a PNG, JPEG, GIF or WebP image, whatever its name or declared
// type says. The body is streamed, never spooled to disk; its size, its
// number of parts and the size of the parts it skips are bounded, and its
// time by its progress (progressBody) rather than the server's
// ReadTimeout.
func (s *server) handleUpload(w http.ResponseWriter, r *http.Request) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		s.writeError(w, r, domain.Errorf(domain.EUNSUPPORTED, msgMultipartType))
		return
	}
	max := s.uploads.MaxBytes()
	limit := max + multipartOverhead
	if r.ContentLength > limit {
		s.writeError(w, r, &domain.Error{Code: domain.ETOOLARGE, Message: domain.MsgFileTooLarge(max)})
		return
	}
	size := r.ContentLength
	if size < 0 {
		size = limit
	}
	body := s.newProgressBody(w, r, size)
	r.Body = http.MaxBytesReader(w, body, limit)
	mr, err := r.MultipartReader()
	if err != nil {
		s.writeError(w, r, domain.Errorf(domain.EBADREQUEST, msgInvalidMultipart))
		return
	}
	for parts := 1; ; parts++ {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			s.writeError(w, r, bodyError(err, max))
			return
		}
		if parts > maxUploadParts {
			s.writeError(w, r, domain.Errorf(domain.EBADREQUEST, "%s: at most %d parts", msgInvalidMultipart, maxUploadParts))
			return
		}
		if part.FormName() != "file" {
			// NextPart would read the rest of this part to find the
			// next boundary; reading it here, bounded, refuses a big
			// field instead of silently streaming through it.
			n, err := io.Copy(io.Discard, io.LimitReader(part, maxFieldBytes+1))
			if err != nil {
				s.writeError(w, r, bodyError(err, max))
				return
			} else if n > maxFieldBytes {
				s.writeError(w, r, domain.Errorf(domain.EBADREQUEST, "%s: a form field is over %d bytes", msgInvalidMultipart, maxFieldBytes))
				return
			}
			continue
		}
		// One byte over the limit is enough for the UploadService to
		// refuse the file with its own message.
		data, err := io.ReadAll(io.LimitReader(part, max+1))
		if err != nil {
			s.writeError(w, r, bodyError(err, max))
			return
		}
		body.done()
		up, err := s.uploads.Upload(r.Context(), data)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusCreated, up)
		return
	}
	v := domain.ValidationErrors{}
	v.Add("file", domain.MsgRequired)
	s.writeError(w, r, v.Err())
}

// bodyError turns a failed body read into a domain error: a body over
// its limit (said with the file limit max), one that came too slowly
// (progressBody's ETIMEOUT), or else one that is not well-formed.
func bodyError(err error, max int64) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return &domain.Error{Code: domain.ETOOLARGE, Message: domain.MsgFileTooLarge(max)}
	} else if domain.ErrorCode(err) == domain.ETIMEOUT {
		return err
	}
	return domain.Errorf(domain.EBADREQUEST, msgInvalidMultipart)
}

// handleUploadedFile serves an uploaded image, or one of its resized
// copies (domain.ImageVariantNameAs: WebP or AVIF, as image/avif), through
// the upload service, which makes a missing WebP copy of an older upload
// on first use and serves it in place of a missing AVIF copy. Names are checked
// against the shape uploads are given. A name is random and written once,
// so the file is immutable; its strong ETag lets a client that kept it
// revalidate without the body, and http.ServeContent answers conditional
// and range requests.
func (s *server) handleUploadedFile(w http.ResponseWriter, r *http.Request) {
	name := mux.Vars(r)["name"]
	if _, ok := domain.ImageTypeByName(name); !ok || !uploadedName.MatchString(name) {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return
	}
	blob, err := s.uploads.Open(r.Context(), name)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return
	} else if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer blob.Close()
	h := w.Header()
	h["Content-Type"] = []string{blob.ContentType}
	if t, _ := domain.ImageTypeByName(name); t.ContentType == blob.ContentType {
		httpcache.SetImmutable(h)
	} else {
		// A stand-in (the WebP copy of a missing AVIF one): asked again
		// each time, so the AVIF is served once it is made.
		httpcache.SetNoCache(h)
	}
	h["Etag"] = []string{uploadETag(name, blob)}
	http.ServeContent(w, r, name, blob.ModTime, blob)
}

// uploadETag is the strong entity tag of a stored file, made from its
// name, size, modification time and the store's version of it rather than
// its bytes, which would have to be read in full on every request. It
// changes whenever the bytes can: a file is written once (a variant is
// made when it is missing) and any write gives it a new modification time
// or, in an object store whose times have whole seconds, a new version.
func uploadETag(name string, b *domain.Blob) string {
	return domain.ETagOf(fmt.Appendf(nil, "%s\x00%d\x00%d\x00%s", name, b.Size, b.ModTime.UnixNano(), b.Version))
}
