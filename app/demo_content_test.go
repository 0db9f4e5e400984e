package app

import (
	"encoding/json"
	"testing"

	"github.com/portfolio-site/portfolio/domain"
)

// A demo item's members are its patch's: a misspelt member fails the seed
// instead of leaving a field empty.
func TestDemoItemsDecodeStrictly(t *testing.T) {
	var p domain.ProjectPatch
	if err := decodeStrict(json.RawMessage(`{"title": "A", "imageUrl": "/images/a.svg"}`), &p); err != nil || *p.ImageURL != "/images/a.svg" {
		t.Fatalf("the API's member names decode: %v", err)
	}
	if err := decodeStrict(json.RawMessage(`{"title": "A", "imageURI": "/images/a.svg"}`), &p); err == nil {
		t.Fatal("an unknown member decodes")
	}
}

// split keeps an item's own members, hands its children on by the member
// the registry names, drops the art and writes the parent's id into a child.
func TestDemoSplit(t *testing.T) {
	s := &demoSeed{specs: domain.StandardKinds()}
	fields, children, err := s.split(domain.KindProject, 0,
		json.RawMessage(`{"title": "A", "links": [{"url": "/p/{parentId}"}], "art": {"draw": "scene"}}`))
	if err != nil || string(fields) != `{"title":"A"}` || string(children["links"]) != `[{"url": "/p/{parentId}"}]` {
		t.Fatalf("project: %s %v %v", fields, children, err)
	}
	fields, _, err = s.split(domain.KindLink, 42, json.RawMessage(`{"url": "/p/{parentId}"}`))
	if err != nil || string(fields) != `{"url":"/p/42"}` {
		t.Fatalf("link: %s %v", fields, err)
	}
}
