package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// Type messages, worded like the admin form's schema library (zod), so a
// server answer reads like the form's own.
const (
	jsonString  = "string"
	jsonNumber  = "number"
	jsonBoolean = "boolean"
	jsonArray   = "array"
	jsonObject  = "object"
	jsonNull    = "null"
	jsonInteger = "integer"
	jsonFloat   = "float"
)

// maxInt and minInt bound integers to the database's 32-bit integer column.
const (
	maxInt = math.MaxInt32
	minInt = math.MinInt32
)

func expected(want, got string) string { return "Expected " + want + ", received " + got }

// readJSON reads a JSON request body: the content type must be JSON (which
// also keeps plain cross-site form posts out), the body within the limit
// and well formed. It returns the raw top-level value.
func (s *responder) readJSON(w http.ResponseWriter, r *http.Request) (json.RawMessage, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return nil, domain.Errorf(domain.EUNSUPPORTED, msgJSONContentType)
	}
	if r.ContentLength > s.cfg.MaxBodyBytes {
		return nil, domain.Errorf(domain.ETOOLARGE, msgBodyTooLarge)
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.MaxBodyBytes))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return nil, domain.Errorf(domain.ETOOLARGE, msgBodyTooLarge)
	} else if err != nil {
		return nil, domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	data = bytes.TrimSpace(data)
	if !json.Valid(data) {
		return nil, domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	if err := refuseDuplicates(data); err != nil {
		return nil, err
	}
	return data, nil
}

// refuseDuplicates is a 400 naming the first member of the valid JSON
// data sent twice in one object, nil when there is none.
func refuseDuplicates(data []byte) error {
	path, dup := duplicateMember(data)
	if !dup {
		return nil
	}
	v := domain.ValidationErrors{}
	v.Add(path, msgDuplicateField)
	return v.Err()
}

// duplicateMember finds the first member that an object of the valid JSON
// data has twice, at any depth (issue 37): the decoder would keep the
// last and drop the other without a word. Its path is named as the
// fields' problems are: "title", "seo.description", "timeline[2].era",
// "2.src" for an item of a top-level list.
func duplicateMember(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var walk func(path string) (string, bool)
	walk = func(path string) (string, bool) {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		switch tok {
		case json.Delim('{'):
			seen := map[string]bool{}
			for dec.More() {
				key, err := dec.Token()
				if err != nil {
					return "", false
				}
				name, _ := key.(string)
				member := name
				if path != "" {
					member = path + "." + name
				}
				if seen[name] {
					return member, true
				}
				seen[name] = true
				if at, dup := walk(member); dup {
					return at, true
				}
			}
			_, _ = dec.Token()
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				item := path + "[" + strconv.Itoa(i) + "]"
				if path == "" {
					item = strconv.Itoa(i)
				}
				if at, dup := walk(item); dup {
					return at, true
				}
			}
			_, _ = dec.Token()
		}
		return "", false
	}
	return walk("")
}

// readObject reads a JSON body that must be an object.
func (s *responder) readObject(w http.ResponseWriter, r *http.Request) (map[string]json.RawMessage, error) {
	raw, err := s.readJSON(w, r)
	if err != nil {
		return nil, err
	}
	return asObject(raw, "")
}

// asObject turns a raw value into its fields; path names it in the error.
func asObject(raw json.RawMessage, path string) (map[string]json.RawMessage, error) {
	if kind := kindOf(raw); kind != jsonObject {
		msg := expected(jsonObject, kind)
		if path == "" {
			return nil, domain.Errorf(domain.EBADREQUEST, "%s", msg)
		}
		v := domain.ValidationErrors{}
		v.Add(path, msg)
		return nil, v.Err()
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	return obj, nil
}

// kindOf names the JSON type of a raw value as the type messages do.
func kindOf(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return jsonNull
	}
	switch raw[0] {
	case '"':
		return jsonString
	case 't', 'f':
		return jsonBoolean
	case 'n':
		return jsonNull
	case '[':
		return jsonArray
	case '{':
		return jsonObject
	default:
		return jsonNumber
	}
}

// field decodes one member of a request object into the patch P: decode
// records each problem in v under path, the member's name after the prefix
// of the object it is in ("2." for a bulk item, "timeline[2]." for a list
// item of the site document).
type field[P any] struct {
	name   string
	decode func(p *P, raw json.RawMessage, path string, v domain.ValidationErrors)
	// ts is the member's type in TypeScript, for the frontend's generated
	// request types (RequestBodies); "" for the site document's members.
	ts string
	// returned: a member the resource answers with, accepted and ignored
	// (returning); not one of the request's members.
	returned bool
}

// typed is f with its TypeScript type.
func (f field[P]) typed(ts string) field[P] {
	f.ts = ts
	return f
}

// member is a field whose value has at most one problem: decode returns
// its message, or "" when the value was taken.
func member[P any](name string, decode func(p *P, raw json.RawMessage) string) field[P] {
	return field[P]{name: name, decode: func(p *P, raw json.RawMessage, path string, v domain.ValidationErrors) {
		if msg := decode(p, raw); msg != "" {
			v.Add(path, msg)
		}
	}}
}

// fields is the table of one entity's request members.
type fields[P any] []field[P]

// decode builds a patch from obj: absent members stay nil (a partial update
// keeps them), a member of the wrong type is a field error, and so is a
// member the table lacks (issue 37: a misspelt member would be a lost
// edit), but for the members the resource answers with (returning), sent
// back as read and ignored. prefix is put before field names (bulk items:
// "2.").
func (fs fields[P]) decode(obj map[string]json.RawMessage, prefix string) (P, error) {
	var p P
	v := domain.ValidationErrors{}
	fs.decodeInto(&p, obj, prefix, v)
	return p, v.Err()
}

// decodeInto decodes the members of obj into p, recording every problem in
// v, members the table lacks as msgUnknownField. Keys are matched exactly:
// the API's keys are case-sensitive.
func (fs fields[P]) decodeInto(p *P, obj map[string]json.RawMessage, prefix string, v domain.ValidationErrors) {
	for _, f := range fs {
		if raw, ok := obj[f.name]; ok {
			f.decode(p, bytes.TrimSpace(raw), prefix+f.name, v)
		}
	}
	for name := range obj {
		if !slices.ContainsFunc(fs, func(f field[P]) bool { return f.name == name }) {
			v.Add(prefix+name, msgUnknownField)
		}
	}
}

// returning is fs accepting, and ignoring, every member of the JSON of
// resource (a struct, its embedded structs' members included) that fs does
// not decode: what GET answers (id, createdAt, ...) may be sent back as it
// was read.
func (fs fields[P]) returning(resource any) fields[P] {
	out := slices.Clone(fs)
	for _, m := range jsonMembers(reflect.TypeOf(resource)) {
		if !slices.ContainsFunc(out, func(f field[P]) bool { return f.name == m.name }) {
			f := ignored[P](m.name)
			f.returned = true
			out = append(out, f)
		}
	}
	return out
}

// text is a required string member: null is a type error.
func text[P any](name string, at func(*P) **string) field[P] {
	return replace(name, stringValue, at).typed("string")
}

// optionalText is an optional string member: null clears it.
func optionalText[P any](name string, at func(*P) **string) field[P] {
	return member(name, func(p *P, raw json.RawMessage) string {
		if kindOf(raw) == jsonNull {
			empty := ""
			*at(p) = &empty
			return ""
		}
		s, msg := decodeString(raw)
		if msg == "" {
			*at(p) = &s
		}
		return msg
	}).typed("string | null")
}

// integer is a whole-number member within the database's integer range.
func integer[P any](name string, at func(*P) **int) field[P] {
	return member(name, func(p *P, raw json.RawMessage) string {
		n, msg := decodeInt(raw)
		if msg == "" {
			*at(p) = &n
		}
		return msg
	}).typed("number")
}

// focal is one coordinate of an image's focal point: a number (0–1, the
// domain's rule).
func focal[P any](name string, at func(*P) **float64) field[P] {
	return replace(name, focalValue, at).typed("number")
}

// boolean is a true/false member.
func boolean[P any](name string, at func(*P) **bool) field[P] {
	return replace(name, boolValue, at).typed("boolean")
}

// stringList is a list of strings; null means an empty list.
func stringList[P any](name string, at func(*P) **[]string) field[P] {
	return member(name, func(p *P, raw json.RawMessage) string {
		list := []string{}
		switch kind := kindOf(raw); kind {
		case jsonNull:
		case jsonArray:
			var items []json.RawMessage
			if err := json.Unmarshal(raw, &items); err != nil {
				return msgInvalidJSON
			}
			for _, item := range items {
				s, msg := decodeString(item)
				if msg != "" {
					return msg
				}
				list = append(list, s)
			}
		default:
			return expected(jsonArray, kind)
		}
		*at(p) = &list
		return ""
	}).typed("string[] | null")
}

// idList is a list of integers (project ids).
func idList[P any](name string, at func(*P) **[]int64) field[P] {
	return member(name, func(p *P, raw json.RawMessage) string {
		if kind := kindOf(raw); kind != jsonArray {
			return expected(jsonArray, kind)
		}
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return msgInvalidJSON
		}
		ids := make([]int64, 0, len(items))
		for _, item := range items {
			n, msg := decodeInt(item)
			if msg != "" {
				return msg
			}
			ids = append(ids, int64(n))
		}
		*at(p) = &ids
		return ""
	}).typed("number[]")
}

func decodeString(raw json.RawMessage) (string, string) {
	if kind := kindOf(raw); kind != jsonString {
		return "", expected(jsonString, kind)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", msgInvalidJSON
	}
	return s, ""
}

func decodeInt(raw json.RawMessage) (int, string) {
	if kind := kindOf(raw); kind != jsonNumber {
		return 0, expected(jsonNumber, kind)
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, msgInvalidJSON
	}
	switch {
	case f != math.Trunc(f):
		return 0, expected(jsonInteger, jsonFloat)
	case f > maxInt:
		return 0, "Number must be less than or equal to " + strconv.Itoa(maxInt)
	case f < minInt:
		return 0, "Number must be greater than or equal to " + strconv.Itoa(minInt)
	}
	return int(f), ""
}
