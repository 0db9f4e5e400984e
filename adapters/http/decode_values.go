package httpapi

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// The values of a nested request body (the site document): lists and
// objects down to their strings, each problem named by its JSON path, e.g.
// "timeline[2].milestones[0].text". Null is never a value here: a key sent
// is a value of its type.

// valueOf decodes one JSON value into a T, recording each problem in v
// under path or below it; ok is false when it recorded any.
type valueOf[T any] func(raw json.RawMessage, path string, v domain.ValidationErrors) (value T, ok bool)

// stringValue is a string.
func stringValue(raw json.RawMessage, path string, v domain.ValidationErrors) (string, bool) {
	s, msg := decodeString(raw)
	return s, noProblem(v, path, msg)
}

// focalValue is a number, one coordinate of a focal point (its range is
// the domain's rule: domain.ValidFocal).
func focalValue(raw json.RawMessage, path string, v domain.ValidationErrors) (float64, bool) {
	if kind := kindOf(raw); kind != jsonNumber {
		return 0, noProblem(v, path, expected(jsonNumber, kind))
	}
	f, err := strconv.ParseFloat(string(raw), 64)
	if err != nil {
		return 0, noProblem(v, path, domain.MsgFocalRange)
	}
	return f, true
}

// boolValue is true or false.
func boolValue(raw json.RawMessage, path string, v domain.ValidationErrors) (bool, bool) {
	if kind := kindOf(raw); kind != jsonBoolean {
		return false, noProblem(v, path, expected(jsonBoolean, kind))
	}
	return raw[0] == 't', true
}

// listOf is an array of items, the i-th checked under path[i].
func listOf[T any](item valueOf[T]) valueOf[[]T] {
	return func(raw json.RawMessage, path string, v domain.ValidationErrors) ([]T, bool) {
		if kind := kindOf(raw); kind != jsonArray {
			return nil, noProblem(v, path, expected(jsonArray, kind))
		}
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, noProblem(v, path, msgInvalidJSON)
		}
		list, ok := make([]T, len(items)), true
		for i, raw := range items {
			var itemOK bool
			list[i], itemOK = item(bytes.TrimSpace(raw), path+"["+strconv.Itoa(i)+"]", v)
			ok = ok && itemOK
		}
		return list, ok
	}
}

// objectOf is an object decoded whole into a T: a member absent is the
// zero value, a member the table lacks is an error.
func objectOf[T any](fs fields[T]) valueOf[T] {
	return func(raw json.RawMessage, path string, v domain.ValidationErrors) (T, bool) {
		var x T
		domain.CentreFocalPoints(&x) // a focal point not sent is centred
		obj, ok := objectAt(raw, path, v)
		if !ok {
			return x, false
		}
		before := len(v)
		fs.decodeInto(&x, obj, path+".", v)
		return x, len(v) == before
	}
}

// objectAt is the members of the object raw, or a problem under path.
func objectAt(raw json.RawMessage, path string, v domain.ValidationErrors) (map[string]json.RawMessage, bool) {
	if kind := kindOf(raw); kind != jsonObject {
		return nil, noProblem(v, path, expected(jsonObject, kind))
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, noProblem(v, path, msgInvalidJSON)
	}
	return obj, true
}

// noProblem records msg under path unless it is "" and reports whether it
// was.
func noProblem(v domain.ValidationErrors, path, msg string) bool {
	if msg == "" {
		return true
	}
	v.Add(path, msg)
	return false
}

// replace is a member of a patch whose value replaces the old one whole.
func replace[P, T any](name string, value valueOf[T], at func(*P) **T) field[P] {
	return field[P]{name: name, decode: func(p *P, raw json.RawMessage, path string, v domain.ValidationErrors) {
		if x, ok := value(raw, path, v); ok {
			*at(p) = &x
		}
	}}
}

// whole is a member of a value decoded whole (an object of a list).
func whole[P, T any](name string, value valueOf[T], at func(*P) *T) field[P] {
	return field[P]{name: name, decode: func(p *P, raw json.RawMessage, path string, v domain.ValidationErrors) {
		if x, ok := value(raw, path, v); ok {
			*at(p) = x
		}
	}}
}

// merge is an object member of a patch that changes the old object member
// by member: it decodes into the object's own patch, whose table must have
// every key sent.
func merge[P, S any](name string, fs fields[S], at func(*P) *S) field[P] {
	return field[P]{name: name, decode: func(p *P, raw json.RawMessage, path string, v domain.ValidationErrors) {
		if obj, ok := objectAt(raw, path, v); ok {
			fs.decodeInto(at(p), obj, path+".", v)
		}
	}}
}

// ignored is a member accepted whatever its value and dropped: a key of
// what GET answers that a request may send back but not change.
func ignored[P any](name string) field[P] {
	return field[P]{name: name, decode: func(*P, json.RawMessage, string, domain.ValidationErrors) {}}
}
