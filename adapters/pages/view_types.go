package pages

import (
	"reflect"
	"slices"
)

// ViewType is a view the public pages render (or, for the view
// configuration, read), as the frontend names it: cmd/gen-ts writes its
// TypeScript interface into frontend/src/lib/views.gen.ts by reflection, so
// the structs below stay unexported and are the views' one definition.
//
// The generated members follow the JSON tags. A string member whose values
// are a closed list carries its TypeScript type in a `ts` tag (a union of
// literals, or a type of another generated module). A list or map member
// is never null: the views always make them (TestViewsHaveNoNullLists).
type ViewType struct {
	// Name is the TypeScript interface's name.
	Name string
	Type reflect.Type
	// Doc is the interface's doc comment.
	Doc string
}

func viewType[T any](name, doc string) ViewType {
	return ViewType{Name: name, Type: reflect.TypeFor[T](), Doc: doc}
}

// ViewTypes lists the views the frontend's templates and components are
// typed against, in the order they are written. Every struct a member
// refers to is listed.
func ViewTypes() []ViewType {
	// Each page's views are declared in its views_*.go file; the order of
	// the groups is the generated module's.
	return slices.Concat(portfolioViewTypes(), searchViewTypes(), projectViewTypes(), homeViewTypes(), gamesViewTypes(),
		investmentsViewTypes(), mediaViewTypes(), pressKitViewTypes(), appearancesViewTypes())
}
