package pages

import (
	"bytes"
	"fmt"
	"html"
	"strings"
)

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
