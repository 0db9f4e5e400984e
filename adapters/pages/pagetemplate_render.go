package pages

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
)

// Rendering a compiled page (see pagetemplate.go for the grammar): one
// buffer per render, every value through appendPageScalar, so every text
// through appendHTMLEscaped.

// render fills the template with data. Its errors: a field whose value is
// an array or object (or of a type JSON has no scalar for), an #each over
// something other than an array.
func (t *pageTemplate) render(data map[string]any) ([]byte, error) {
	if t.markers == 0 {
		return t.src, nil
	}
	n := int(t.sizeHint.Load())
	if n == 0 {
		n = len(t.src) + len(t.src)/8 + 256
	} else {
		n += n / 32
	}
	r := pageRenderer{root: data, buf: make([]byte, 0, n)}
	if err := r.run(t.nodes, nil); err != nil {
		return nil, err
	}
	t.sizeHint.Store(int64(len(r.buf)))
	if t.hasSrcSet {
		r.buf = removeEmptySrcSets(r.buf)
	}
	if t.hasSep {
		return normalizeReactSeparators(r.buf), nil
	}
	return r.buf, nil
}

// rawHTML is HTML the server built itself (the head, with every stored
// text in it escaped by appendHTMLEscaped): the one kind of value a slot
// (@NAME, under the data key "@NAME") takes.
type rawHTML []byte

type pageRenderer struct {
	root map[string]any
	buf  []byte
}

func (r *pageRenderer) run(nodes []pageNode, cur any) error {
	for i := range nodes {
		n := &nodes[i]
		if n.kind == pageLiteral {
			r.buf = append(r.buf, n.lit...)
			continue
		}
		if n.kind == pageSlot {
			// Only the server's own Go values fill a slot: no decoded JSON
			// (stored text) is ever of type rawHTML.
			v, ok := r.root[n.expr.text].(rawHTML)
			if !ok {
				return fmt.Errorf("page template: slot %q at byte %d has no HTML", n.expr.text, n.expr.pos)
			}
			r.buf = append(r.buf, v...)
			continue
		}
		v := r.eval(n.expr, cur)
		switch n.kind {
		case pageField:
			b, err := appendPageScalar(r.buf, v, true)
			if err != nil {
				return fmt.Errorf("page template: field %q at byte %d: %w", n.expr.text, n.expr.pos, err)
			}
			r.buf = b
		case pageIf, pageUnless:
			if pageTruthy(v) == (n.kind == pageIf) {
				if err := r.run(n.body, cur); err != nil {
					return err
				}
			}
		case pageEach:
			switch xs := v.(type) {
			case nil:
			case []any:
				for _, x := range xs {
					if err := r.run(n.body, x); err != nil {
						return err
					}
				}
			case []map[string]any:
				for _, x := range xs {
					if err := r.run(n.body, x); err != nil {
						return err
					}
				}
			case []string:
				for _, x := range xs {
					if err := r.run(n.body, x); err != nil {
						return err
					}
				}
			default:
				return fmt.Errorf("page template: #each %q at byte %d: %T is not an array", n.expr.text, n.expr.pos, v)
			}
		}
	}
	return nil
}

// eval is the value of e: its path looked up from the root or from cur,
// then its filters. A missing key, or a key of something that is not an
// object, is nil.
func (r *pageRenderer) eval(e *pageExpr, cur any) any {
	var v any
	keys := e.keys
	if e.rel {
		v = cur
	} else if len(keys) > 0 {
		v = r.root[keys[0]]
		keys = keys[1:]
	}
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			v = nil
			break
		}
		v = m[k]
	}
	for _, f := range e.filters {
		v = f.fn(v, f.arg)
	}
	return v
}

// pageTruthy: a non-empty string, true, a non-zero number, a non-empty
// array, a non-nil object.
func pageTruthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case string:
		return x != ""
	case bool:
		return x
	case float64:
		return x != 0 && !math.IsNaN(x)
	case float32:
		return x != 0 && !math.IsNaN(float64(x))
	case int:
		return x != 0
	case int64:
		return x != 0
	case json.Number:
		f, err := x.Float64()
		return err == nil && f != 0
	case []any:
		return len(x) > 0
	case []map[string]any:
		return len(x) > 0
	case []string:
		return len(x) > 0
	case map[string]any:
		return x != nil
	}
	return true
}

var errPageNotScalar = errors.New("value is an array or object")

// appendPageScalar appends v as a field prints it: strings as they are
// (HTML-escaped when escape), numbers as JSON numbers, true/false, nil as
// nothing.
func appendPageScalar(b []byte, v any, escape bool) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return b, nil
	case string:
		if escape {
			return appendHTMLEscaped(b, x), nil
		}
		return append(b, x...), nil
	case bool:
		return strconv.AppendBool(b, x), nil
	case float64:
		return appendJSONFloat(b, x, 64)
	case float32:
		return appendJSONFloat(b, float64(x), 32)
	case int:
		return strconv.AppendInt(b, int64(x), 10), nil
	case int64:
		return strconv.AppendInt(b, x, 10), nil
	case json.Number:
		if escape {
			return appendHTMLEscaped(b, string(x)), nil
		}
		return append(b, x...), nil
	case []any, []map[string]any, []string, map[string]any:
		return b, errPageNotScalar
	}
	return b, fmt.Errorf("unsupported value of type %T", v)
}

// appendJSONFloat formats f as encoding/json does: integral values without
// decimals, exponents only below 1e-6 and from 1e21.
func appendJSONFloat(b []byte, f float64, bits int) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return b, fmt.Errorf("%v is not a JSON number", f)
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if format == 'e' {
		// 1e-07 → 1e-7, as encoding/json.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b, nil
}

// normalizeReactSeparators removes, in place and in one pass, the <!-- -->
// that no longer sit between two text characters: a run of them is dropped
// when it follows the end of a tag (>) or the start of b, or precedes a tag
// (<) or the end of b; otherwise it becomes one. Field values are escaped,
// so they hold no < and cannot make a separator.
func normalizeReactSeparators(b []byte) []byte {
	sep := reactTextSeparator
	i := bytes.Index(b, sep)
	if i < 0 {
		return b
	}
	w := i // b[:w] is the output so far; the run starts at i
	for {
		end := i + len(sep)
		for bytes.HasPrefix(b[end:], sep) {
			end += len(sep)
		}
		if w > 0 && b[w-1] != '>' && end < len(b) && b[end] != '<' {
			w += copy(b[w:], sep)
		}
		next := bytes.Index(b[end:], sep)
		if next < 0 {
			next = len(b) - end
		}
		if w != end {
			copy(b[w:], b[end:end+next])
		}
		w += next
		i = end + next
		if i == len(b) {
			return b[:w]
		}
	}
}
