package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// Messages of a site patch's shape, worded like the HTTP adapter's type
// messages (the admin form's schema library), so every 400 reads alike.
const (
	msgUnknownField = "Unknown field"
	msgExpected     = "Expected %s, received %s"
	msgInvalidJSON  = "Invalid JSON body"
)

// readOnlySiteKey is accepted in a patch and ignored: the admin sends back
// the document it read, public URL included, and the URL is configuration.
const readOnlySiteKey = "publicUrl"

// sitePatch is a checked PUT /api/site body: its top-level members, each a
// key of the document with a value of the right shape.
type sitePatch struct {
	members map[string]json.RawMessage
}

// parseSitePatch checks the whole body before anything is read from the
// database: an object whose keys are the document's own, down to list
// items and nested objects, each value of its field's JSON type (null is
// never one). Every problem is reported under its JSON path, e.g.
// "timeline[1].bogus", in one EINVALID error.
func parseSitePatch(raw json.RawMessage) (sitePatch, error) {
	var members map[string]json.RawMessage
	if kind := jsonKind(raw); kind != "object" {
		return sitePatch{}, domain.Errorf(domain.EBADREQUEST, msgExpected, "object", kind)
	}
	if err := json.Unmarshal(raw, &members); err != nil {
		return sitePatch{}, domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	delete(members, readOnlySiteKey)
	v := domain.ValidationErrors{}
	checkShape(v, "", raw, reflect.TypeFor[domain.Site](), map[string]bool{readOnlySiteKey: true})
	if err := v.Err(); err != nil {
		return sitePatch{}, err
	}
	return sitePatch{members: members}, nil
}

// apply writes the patch onto doc: a member that is an object merges into
// the document's object key by key; any other member replaces the value
// whole (a list included).
func (p sitePatch) apply(doc *domain.Site) error {
	rv := reflect.ValueOf(doc).Elem()
	for key, raw := range p.members {
		f := rv.Field(fieldIndex(rv.Type(), key))
		if f.Kind() != reflect.Struct {
			if err := setJSON(f, raw); err != nil {
				return err
			}
			continue
		}
		var sub map[string]json.RawMessage
		if err := json.Unmarshal(raw, &sub); err != nil {
			return domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
		}
		for subKey, subRaw := range sub {
			if err := setJSON(f.Field(fieldIndex(f.Type(), subKey)), subRaw); err != nil {
				return err
			}
		}
	}
	return nil
}

// setJSON replaces the value of f with raw, decoded into a zero value so
// nothing of the old value (a longer list's tail) survives.
func setJSON(f reflect.Value, raw json.RawMessage) error {
	fresh := reflect.New(f.Type())
	if err := json.Unmarshal(raw, fresh.Interface()); err != nil {
		return domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	f.Set(fresh.Elem())
	return nil
}

// checkShape records in v where raw does not fit type t: a wrong JSON type
// or a key t does not have. ignore lists keys of an object accepted as
// they are (publicUrl at the top).
func checkShape(v domain.ValidationErrors, path string, raw json.RawMessage, t reflect.Type, ignore map[string]bool) {
	want := jsonTypeOf(t)
	if got := jsonKind(raw); got != want {
		v.Add(orRoot(path), fmt.Sprintf(msgExpected, want, got))
		return
	}
	switch t.Kind() {
	case reflect.Slice:
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			v.Add(orRoot(path), msgInvalidJSON)
			return
		}
		for i, item := range items {
			checkShape(v, path+"["+strconv.Itoa(i)+"]", item, t.Elem(), nil)
		}
	case reflect.Struct:
		var members map[string]json.RawMessage
		if err := json.Unmarshal(raw, &members); err != nil {
			v.Add(orRoot(path), msgInvalidJSON)
			return
		}
		for key, member := range members {
			if ignore[key] {
				continue
			}
			name := key
			if path != "" {
				name = path + "." + key
			}
			i := fieldIndex(t, key)
			if i < 0 {
				v.Add(name, msgUnknownField)
				continue
			}
			checkShape(v, name, member, t.Field(i).Type, nil)
		}
	}
}

func orRoot(path string) string {
	if path == "" {
		return "body"
	}
	return path
}

// fieldIndex returns the index of the field of struct t whose JSON name is
// key (exactly: the API's keys are case-sensitive), or -1.
func fieldIndex(t reflect.Type, key string) int {
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == key && name != "" && name != "-" {
			return i
		}
	}
	return -1
}

// jsonTypeOf names the JSON type a Go type of the document decodes from.
func jsonTypeOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Slice:
		return "array"
	case reflect.Struct:
		return "object"
	default:
		return "unsupported"
	}
}

// jsonKind names the JSON type of a raw value.
func jsonKind(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "null"
	}
	switch raw[0] {
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	case '[':
		return "array"
	case '{':
		return "object"
	default:
		return "number"
	}
}
