// Package pdftest reads what tests need of a PDF the product writes (the
// one-sheet): its pages and its text, with the content streams inflated.
// It understands go-pdf/fpdf's output only: FlateDecode streams and text
// shown with Tj as UTF-16BE strings (its UTF-8 fonts), not PDF at large.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strings"
	"unicode/utf16"
)

// pageObject is a page's dictionary, not the page tree's (/Pages).
var pageObject = regexp.MustCompile(`/Type\s*/Page\b[^s]`)

// stream is one stream's data.
var stream = regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`)

// Pages counts the page objects of pdf.
func Pages(pdf []byte) int { return len(pageObject.FindAll(pdf, -1)) }

// Text is the text pdf shows, each Tj's string on a line of its own, from
// every content stream (inflated when compressed).
func Text(pdf []byte) string {
	var out strings.Builder
	for _, m := range stream.FindAllSubmatch(pdf, -1) {
		data := m[1]
		if r, err := zlib.NewReader(bytes.NewReader(data)); err == nil {
			if inflated, err := io.ReadAll(r); err == nil {
				data = inflated
			}
		}
		for _, s := range shownStrings(data) {
			out.WriteString(s)
			out.WriteByte('\n')
		}
	}
	return out.String()
}

// shownStrings are the strings of content's "(…)Tj" operators, decoded.
func shownStrings(content []byte) []string {
	var out []string
	for i := 0; i < len(content); i++ {
		if content[i] != '(' {
			continue
		}
		var raw []byte
		j := i + 1
		for ; j < len(content) && content[j] != ')'; j++ {
			if content[j] == '\\' && j+1 < len(content) {
				j++
				switch content[j] {
				case 'r':
					raw = append(raw, '\r')
				case 'n':
					raw = append(raw, '\n')
				default:
					raw = append(raw, content[j])
				}
				continue
			}
			raw = append(raw, content[j])
		}
		if j+2 < len(content) && string(content[j+1:j+3]) == "Tj" {
			out = append(out, decode(raw))
		}
		i = j
	}
	return out
}

// decode reads a UTF-16BE string (with or without its byte order mark),
// else bytes as Latin-1.
func decode(raw []byte) string {
	if len(raw)%2 == 0 && len(raw) > 0 && (raw[0] == 0 || bytes.HasPrefix(raw, []byte{0xfe, 0xff})) {
		raw = bytes.TrimPrefix(raw, []byte{0xfe, 0xff})
		u := make([]uint16, len(raw)/2)
		for k := range u {
			u[k] = uint16(raw[2*k])<<8 | uint16(raw[2*k+1])
		}
		return string(utf16.Decode(u))
	}
	r := make([]rune, len(raw))
	for k, b := range raw {
		r[k] = rune(b)
	}
	return string(r)
}
