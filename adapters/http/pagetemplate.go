package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
)

// A prerendered page is the HTML React's renderToString wrote at build
// time, with markers where only the server knows the value. A marker is
// U+E000, an instruction, U+E001 (React writes both as they are, in text
// and in attribute values):
//
//	PATH                    the value, HTML-escaped
//	#each PATH … /each      the body once per element of the array at PATH
//	#if PATH … /if          the body when the value is truthy
//	#unless PATH … /unless  the body when the value is falsy
//	@NAME                   a slot: HTML the server built (rawHTML), as it is
//
// PATH is dot-separated keys ([A-Za-z0-9_-]+) from the root (site.name) or,
// inside an #each, from the innermost element (.title, .links; "." is the
// element itself). Filters follow a path after "|": path|eq:VALUE is true
// when the value's string form is VALUE (pageFilters lists them).
//
// compilePage parses a page once into a tree of nodes whose literals are
// slices of the source; render fills it into one buffer and then removes
// the text separators (<!-- -->) that the markers left with no text on one
// side (normalizeReactSeparators).

const (
	pageMarkOpen  = "\uE000" // EE 80 80
	pageMarkClose = "\uE001" // EE 80 81
)

// reactTextSeparator is what renderToString writes between two adjacent
// text nodes.
var reactTextSeparator = []byte("<!-- -->")

// markedSrcSet is a srcset attribute whose value is a marker, and
// emptySrcSet what it is once filled with no variants: render removes it,
// and the sizes attribute right after it (valid only with a srcset).
var (
	markedSrcSet = []byte(` srcSet="` + pageMarkOpen)
	emptySrcSet  = []byte(` srcSet=""`)
	sizesAttr    = []byte(` sizes="`)
)

// removeEmptySrcSets removes, in place, every empty srcSet attribute and
// the sizes attribute that follows one.
func removeEmptySrcSets(b []byte) []byte {
	out := b[:0]
	for {
		i := bytes.Index(b, emptySrcSet)
		if i < 0 {
			return append(out, b...)
		}
		out = append(out, b[:i]...)
		b = b[i+len(emptySrcSet):]
		if bytes.HasPrefix(b, sizesAttr) {
			if end := bytes.IndexByte(b[len(sizesAttr):], '"'); end >= 0 {
				b = b[len(sizesAttr)+end+1:]
			}
		}
	}
}

// pageTemplate is a prerendered page compiled once. It is immutable after
// compilePage except for the size hint, so render may run concurrently.
type pageTemplate struct {
	src     []byte
	nodes   []pageNode
	markers int      // markers in src; 0 means a constant page
	paths   []string // absolute paths read, deduplicated, in order of appearance
	hasSep  bool     // src holds a <!-- -->: the output needs normalising
	// hasSrcSet: src holds a marker as a srcset, which an image without
	// variants leaves empty (invalid HTML; the app omits it then).
	hasSrcSet bool

	// sizeHint is the length of the previous render before normalisation,
	// the capacity of the next render's buffer.
	sizeHint atomic.Int64
}

type pageNodeKind uint8

const (
	pageLiteral pageNodeKind = iota
	pageField
	pageEach
	pageIf
	pageUnless
	pageSlot
)

var pageBlockNames = map[string]pageNodeKind{"each": pageEach, "if": pageIf, "unless": pageUnless}

func (k pageNodeKind) String() string {
	switch k {
	case pageEach:
		return "each"
	case pageIf:
		return "if"
	case pageUnless:
		return "unless"
	case pageField:
		return "field"
	case pageSlot:
		return "slot"
	}
	return "literal"
}

// pageNode is a literal (lit, a slice of the source), a field (expr) or a
// block (expr, body).
type pageNode struct {
	kind pageNodeKind
	lit  []byte
	expr *pageExpr
	body []pageNode
}

// pageExpr is a path with its filters.
type pageExpr struct {
	text    string // the marker's path expression, for errors
	pos     int    // byte offset of the marker in the source
	rel     bool   // relative to the innermost #each element
	keys    []string
	filters []pageFilterCall
}

type pageFilterCall struct {
	fn  pageFilterFunc
	arg string
}

// pageFilterFunc maps a path's value (and the filter's argument) to a new
// value.
type pageFilterFunc func(v any, arg string) any

type pageFilter struct {
	hasArg bool // written name:ARG (ARG may be empty), else name alone
	fn     pageFilterFunc
}

// pageFilters are the filters a path may carry: name → filter.
var pageFilters = map[string]pageFilter{
	// eq:VALUE: whether the value's string form (as a field would print it,
	// before escaping) is VALUE.
	"eq": {hasArg: true, fn: func(v any, arg string) any {
		if s, ok := v.(string); ok {
			return s == arg
		}
		var a [64]byte
		b, err := appendPageScalar(a[:0], v, false)
		return err == nil && string(b) == arg
	}},
}

// compilePage parses a prerendered page. Its errors: a stray U+E001, a
// U+E000 with no U+E001 before the end or the next U+E000, an empty or
// malformed marker (bad path, relative path outside #each, unknown block),
// an unknown filter, and unbalanced or mismatched blocks.
func compilePage(src []byte) (*pageTemplate, error) {
	t := &pageTemplate{src: src, hasSep: bytes.Contains(src, reactTextSeparator), hasSrcSet: bytes.Contains(src, markedSrcSet)}
	type frame struct {
		node   pageNode
		nodes  []pageNode
		pos    int
		inEach bool
	}
	stack := []frame{{}}
	seen := map[string]bool{}
	lit := 0
	for i := 0; ; {
		open := indexPageMark(src, i)
		if open < 0 {
			break
		}
		if src[open+2] == 0x81 {
			return nil, fmt.Errorf("page template: stray marker close U+E001 at byte %d", open)
		}
		end := indexPageMark(src, open+3)
		if end < 0 || src[end+2] == 0x80 {
			return nil, fmt.Errorf("page template: unterminated marker at byte %d", open)
		}
		top := &stack[len(stack)-1]
		if lit < open {
			top.nodes = append(top.nodes, pageNode{kind: pageLiteral, lit: src[lit:open:open]})
		}
		t.markers++
		content := string(src[open+3 : end])
		i, lit = end+3, end+3

		if content == "" {
			return nil, fmt.Errorf("page template: empty marker at byte %d", open)
		}
		switch content[0] {
		case '@':
			if !validPageKey(content[1:]) {
				return nil, fmt.Errorf("page template: malformed slot %q at byte %d", content, open)
			}
			top.nodes = append(top.nodes, pageNode{kind: pageSlot, expr: &pageExpr{text: content, pos: open}})
		case '#':
			name, rest, _ := strings.Cut(content[1:], " ")
			kind, ok := pageBlockNames[name]
			if !ok {
				return nil, fmt.Errorf("page template: unknown block %q at byte %d", content, open)
			}
			e, err := parsePageExpr(strings.TrimLeft(rest, " "), open, top.inEach)
			if err != nil {
				return nil, err
			}
			t.notePath(e, seen)
			stack = append(stack, frame{
				node:   pageNode{kind: kind, expr: e},
				pos:    open,
				inEach: top.inEach || kind == pageEach,
			})
		case '/':
			kind, ok := pageBlockNames[content[1:]]
			if !ok {
				return nil, fmt.Errorf("page template: malformed marker %q at byte %d", content, open)
			}
			if len(stack) == 1 {
				return nil, fmt.Errorf("page template: /%s at byte %d closes no block", kind, open)
			}
			if top.node.kind != kind {
				return nil, fmt.Errorf("page template: /%s at byte %d closes #%s opened at byte %d", kind, open, top.node.kind, top.pos)
			}
			n := top.node
			n.body = top.nodes
			stack = stack[:len(stack)-1]
			parent := &stack[len(stack)-1]
			parent.nodes = append(parent.nodes, n)
		default:
			e, err := parsePageExpr(content, open, top.inEach)
			if err != nil {
				return nil, err
			}
			t.notePath(e, seen)
			top.nodes = append(top.nodes, pageNode{kind: pageField, expr: e})
		}
	}
	if len(stack) > 1 {
		top := stack[len(stack)-1]
		return nil, fmt.Errorf("page template: #%s at byte %d is never closed", top.node.kind, top.pos)
	}
	if lit < len(src) {
		stack[0].nodes = append(stack[0].nodes, pageNode{kind: pageLiteral, lit: src[lit:len(src):len(src)]})
	}
	t.nodes = stack[0].nodes
	return t, nil
}

func (t *pageTemplate) notePath(e *pageExpr, seen map[string]bool) {
	if e.rel {
		return
	}
	p := strings.Join(e.keys, ".")
	if !seen[p] {
		seen[p] = true
		t.paths = append(t.paths, p)
	}
}

// indexPageMark is the offset of the first U+E000 or U+E001 in b at or
// after from, or -1.
func indexPageMark(b []byte, from int) int {
	for from < len(b) {
		k := bytes.IndexByte(b[from:], 0xEE)
		if k < 0 {
			return -1
		}
		k += from
		if k+2 < len(b) && b[k+1] == 0x80 && (b[k+2] == 0x80 || b[k+2] == 0x81) {
			return k
		}
		from = k + 1
	}
	return -1
}

// parsePageExpr parses PATH[|filter[:ARG]]… of the marker at pos.
func parsePageExpr(s string, pos int, inEach bool) (*pageExpr, error) {
	path, filters, hasFilters := strings.Cut(s, "|")
	e := &pageExpr{text: s, pos: pos}
	if path == "" {
		return nil, fmt.Errorf("page template: marker at byte %d has no path (%q)", pos, s)
	}
	if path[0] == '.' {
		if !inEach {
			return nil, fmt.Errorf("page template: relative path %q at byte %d is outside any #each", path, pos)
		}
		e.rel = true
		path = path[1:]
	}
	if path != "" {
		e.keys = strings.Split(path, ".")
		for _, k := range e.keys {
			if !validPageKey(k) {
				return nil, fmt.Errorf("page template: malformed path %q at byte %d", s, pos)
			}
		}
	}
	if !hasFilters {
		return e, nil
	}
	for _, f := range strings.Split(filters, "|") {
		name, arg, hasArg := strings.Cut(f, ":")
		if name == "" {
			return nil, fmt.Errorf("page template: empty filter in %q at byte %d", s, pos)
		}
		def, ok := pageFilters[name]
		if !ok {
			return nil, fmt.Errorf("page template: unknown filter %q in %q at byte %d", name, s, pos)
		}
		if hasArg != def.hasArg {
			return nil, fmt.Errorf("page template: malformed filter %q in %q at byte %d", f, s, pos)
		}
		// React escaped the argument like any other text.
		e.filters = append(e.filters, pageFilterCall{fn: def.fn, arg: html.UnescapeString(arg)})
	}
	return e, nil
}

func validPageKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// static reports whether the page has no markers: render then returns the
// source itself.
func (t *pageTemplate) static() bool { return t.markers == 0 }

// fields lists every absolute path the template reads (in fields, #each,
// #if and #unless, also those inside an #each), deduplicated, in order of
// first appearance. Relative paths are not listed: they read the elements
// of an #each whose own path is.
func (t *pageTemplate) fields() []string {
	return append([]string(nil), t.paths...)
}

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
