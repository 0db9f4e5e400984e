package pages

import (
	"bytes"
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

// String names the kind in error messages.
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
