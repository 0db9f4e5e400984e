package domain_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMessagesAreWrittenOnce fails when code outside the domain spells out
// the text of one of the domain's Msg constants instead of naming it: a
// message changed in the domain must change everywhere it is shown.
func TestMessagesAreWrittenOnce(t *testing.T) {
	messages := map[string]string{} // text → constant
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	require.NoError(t, err)
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				spec, ok := n.(*ast.ValueSpec)
				if !ok {
					return true
				}
				for i, name := range spec.Names {
					if !strings.HasPrefix(name.Name, "Msg") || i >= len(spec.Values) {
						continue
					}
					if lit, ok := spec.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if text, err := strconv.Unquote(lit.Value); err == nil {
							messages[text] = name.Name
						}
					}
				}
				return true
			})
		}
	}
	require.NotEmpty(t, messages)

	for _, dir := range []string{"../app", "../adapters", "../cmd", "../config"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if text, err := strconv.Unquote(lit.Value); err == nil {
						if name, dup := messages[text]; dup {
							assert.Failf(t, "message written twice", "%s spells out %q: use domain.%s", path, text, name)
						}
					}
				}
				return true
			})
			return nil
		})
		require.NoError(t, err)
	}
}
