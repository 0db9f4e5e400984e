package pages

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// A template's markers name the fields of the Go values the server fills
// it with: the views (ViewTypes), the site document (domain.Site), the
// request, the form and the head's slots. typeCheck walks the template
// against the types of those values, #each bodies against the element
// type of their list, so a marker naming a field that does not exist
// (views.media.allCurent, .titel in a card's #each) fails the server's
// start and the build's test (TestBuiltTemplatesReadOnlyViewFields),
// naming the page and the marker, where a render would print nothing.

// typeCheck returns an error naming page and the first marker whose path
// no value of root's type has. A nil type (an interface, a value with its
// own JSON encoding) is not looked into.
func (t *pageTemplate) typeCheck(page string, root reflect.Type) error {
	return typeCheckNodes(page, t.nodes, root, nil, "")
}

func typeCheckNodes(page string, nodes []pageNode, root, cur reflect.Type, each string) error {
	for _, n := range nodes {
		if n.kind == pageLiteral || n.kind == pageSlot {
			continue
		}
		from, start := root, n.expr.keys
		if n.expr.rel {
			from = cur
		}
		typ, err := typeOfPath(from, start)
		if err != nil {
			where := ""
			if n.expr.rel {
				where = " in #each " + each
			}
			return fmt.Errorf("page %q: marker %q%s: %w", page, n.expr.text, where, err)
		}
		switch n.kind {
		case pageEach:
			elem := elemType(typ)
			path := n.expr.text
			if n.expr.rel {
				path = each + " " + path
			}
			if err := typeCheckNodes(page, n.body, root, elem, path); err != nil {
				return err
			}
		case pageIf, pageUnless:
			if err := typeCheckNodes(page, n.body, root, cur, each); err != nil {
				return err
			}
		}
	}
	return nil
}

// typeOfPath is the type at keys from t: a struct's field by its JSON
// name, a string-keyed map's element.
func typeOfPath(t reflect.Type, keys []string) (reflect.Type, error) {
	for i, k := range keys {
		t = derefType(t)
		if t == nil {
			return nil, nil
		}
		switch t.Kind() {
		case reflect.Struct:
			f, ok := jsonFields(t)[k]
			if !ok {
				return nil, fmt.Errorf("%s has no field %q (%s)", typeName(t), k, strings.Join(keys[:i+1], "."))
			}
			t = f
		case reflect.Map:
			t = t.Elem()
		default:
			return nil, fmt.Errorf("%s is a %s, with no field %q (%s)", strings.Join(keys[:i], "."), typeName(t), k, strings.Join(keys[:i+1], "."))
		}
	}
	return t, nil
}

// elemType is the element type of the list an #each walks; nil (its body
// unchecked) for anything else, which fails the render, loudly
// (TestAPageThatCannotRenderIsALoudError), rather than print nothing.
func elemType(t reflect.Type) reflect.Type {
	t = derefType(t)
	if t == nil || (t.Kind() != reflect.Slice && t.Kind() != reflect.Array) {
		return nil
	}
	return t.Elem()
}

var jsonMarshaler = reflect.TypeFor[json.Marshaler]()

// derefType is t without pointers; nil when its JSON shape is not known
// from its Go type (an interface, or a type that encodes itself).
func derefType(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() == reflect.Interface || t.Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler) {
		return nil
	}
	return t
}

// jsonFields are a struct's members as encoding/json writes them, with
// the members of embedded structs promoted.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			if e := derefType(f.Type); e != nil && e.Kind() == reflect.Struct {
				for k, v := range jsonFields(e) {
					if _, ok := out[k]; !ok {
						out[k] = v
					}
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}

// typeName is t as errors name it: its view's TypeScript name when it is
// one (ViewTypes), else its Go name.
func typeName(t reflect.Type) string {
	for _, v := range ViewTypes() {
		if v.Type == t {
			return v.Name
		}
	}
	if t.Name() == "" && t.Kind() == reflect.Struct {
		names := make([]string, 0, t.NumField())
		for k := range jsonFields(t) {
			names = append(names, k)
		}
		sort.Strings(names)
		return "{" + strings.Join(names, ", ") + "}"
	}
	return t.String()
}

// dataType is the type of a template's data given as values: a
// map[string]any becomes a struct of its keys (each value's own type, a
// nested map a struct again), so the data the server fills a page with
// (Go values, and the few it builds as maps) has one type to check
// against.
func dataType(v any) reflect.Type {
	m, ok := v.(map[string]any)
	if !ok {
		if v == nil {
			return nil
		}
		return reflect.TypeOf(v)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fields := make([]reflect.StructField, 0, len(keys))
	for i, k := range keys {
		t := dataType(m[k])
		if t == nil {
			t = reflect.TypeFor[any]()
		}
		fields = append(fields, reflect.StructField{Name: fmt.Sprintf("F%d", i), Type: t, Tag: reflect.StructTag(`json:"` + k + `"`)})
	}
	return reflect.StructOf(fields)
}

// plainStruct is struct type t without its methods: the shape of a type
// whose MarshalJSON writes its own fields (domain.Site), so its markers are
// checked too.
func plainStruct(t reflect.Type) reflect.Type {
	var fields []reflect.StructField
	for i := range t.NumField() {
		if f := t.Field(i); f.IsExported() && !f.Anonymous {
			fields = append(fields, f)
		}
	}
	return reflect.StructOf(fields)
}
