package httpapi

import (
	"encoding/json"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// openAPIDocument fetches GET /api/openapi.json through the real router.
func openAPIDocument(t *testing.T, e *env) map[string]any {
	t.Helper()
	w := e.get("/api/openapi.json", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &doc))
	return doc
}

// operationOf returns the operation of method and a mux path.
func operationOf(t *testing.T, doc map[string]any, method, muxPath string) map[string]any {
	t.Helper()
	path, _ := openAPIPath(muxPath)
	item, ok := doc["paths"].(map[string]any)[path].(map[string]any)
	require.True(t, ok, "the description has the path %s", path)
	op, ok := item[strings.ToLower(method)].(map[string]any)
	require.True(t, ok, "the description has %s %s", method, path)
	return op
}

func TestOpenAPIIsServedLikeAPublicList(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/openapi.json", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
	assert.Equal(t, w.Header().Get("Cache-Control"), e.get("/api/portfolio/projects", nil).Header().Get("Cache-Control"))
	tag := w.Header().Get("ETag")
	require.NotEmpty(t, tag)
	assert.True(t, json.Valid(w.Body.Bytes()))

	again := e.do(request{method: http.MethodGet, path: "/api/openapi.json", header: map[string]string{"If-None-Match": tag}})
	assert.Equal(t, http.StatusNotModified, again.Code)
	assert.Equal(t, w.Body.String(), e.get("/api/openapi.json", nil).Body.String(), "made once, the same every time")
}

func TestOpenAPIIsAnOpenAPI31Document(t *testing.T) {
	doc := openAPIDocument(t, newEnv(t))
	assert.Equal(t, "3.1.0", doc["openapi"])
	info := doc["info"].(map[string]any)
	assert.NotEmpty(t, info["title"])
	assert.NotEmpty(t, info["version"])
	require.IsType(t, map[string]any{}, doc["paths"])
	components := doc["components"].(map[string]any)
	schemas := components["schemas"].(map[string]any)
	schemes := components["securitySchemes"].(map[string]any)

	// Every $ref names a schema of the components.
	refs := 0
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"]; ok {
				refs++
				name, found := strings.CutPrefix(ref.(string), "#/components/schemas/")
				if assert.True(t, found, "a reference to a schema: %v", ref) {
					assert.Contains(t, schemas, name, "the $ref %s resolves", ref)
				}
			}
			for _, x := range v {
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
	assert.Greater(t, refs, 50)

	// Every operation: an id of its own, a summary, a success answer, the
	// error shape for its errors, a declared parameter for each of its
	// path's, and only schemes that exist.
	ids := map[string]bool{}
	pathParam := regexp.MustCompile(`\{([^}]+)\}`)
	for path, item := range doc["paths"].(map[string]any) {
		for method, raw := range item.(map[string]any) {
			op := raw.(map[string]any)
			name := method + " " + path
			id, _ := op["operationId"].(string)
			assert.NotEmpty(t, id, name)
			assert.False(t, ids[id], "operation id %s is unique", id)
			ids[id] = true
			assert.NotEmpty(t, op["summary"], name)
			responses := op["responses"].(map[string]any)
			hasSuccess := false
			for status, resp := range responses {
				if strings.HasPrefix(status, "2") {
					hasSuccess = true
				}
				if strings.HasPrefix(status, "4") || strings.HasPrefix(status, "5") {
					schema := resp.(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["schema"]
					assert.Equal(t, map[string]any{"$ref": "#/components/schemas/Error"}, schema, "%s %s", name, status)
				}
			}
			assert.True(t, hasSuccess, name)
			var declared []string
			params, _ := op["parameters"].([]any)
			for _, p := range params {
				if p := p.(map[string]any); p["in"] == "path" {
					assert.Equal(t, true, p["required"])
					declared = append(declared, p["name"].(string))
				}
			}
			var used []string
			for _, m := range pathParam.FindAllStringSubmatch(path, -1) {
				used = append(used, m[1])
			}
			assert.Equal(t, used, declared, name)
			if len(used) > 0 {
				assert.Contains(t, responses, "404", name)
			}
			security, _ := op["security"].([]any)
			for _, req := range security {
				for scheme := range req.(map[string]any) {
					assert.Contains(t, schemes, scheme)
				}
			}
		}
	}
}

func TestOpenAPIHasEveryRoute(t *testing.T) {
	e := newEnv(t)
	doc := openAPIDocument(t, e)
	routes := e.handler.(*server).apiRoutes()
	for _, rt := range routes {
		op := operationOf(t, doc, rt.method, rt.path)
		responses := op["responses"].(map[string]any)
		if role := rt.role(); role != "" {
			assert.Equal(t, []any{map[string]any{"session": []any{}}}, op["security"], "%s %s needs the administrator", rt.method, rt.path)
			assert.Equal(t, string(role), op["x-role"], "%s %s states its role", rt.method, rt.path)
			assert.Contains(t, responses, "401", "%s %s", rt.method, rt.path)
		} else {
			assert.NotContains(t, op, "security", "%s %s is open", rt.method, rt.path)
		}
		if rt.method != http.MethodGet {
			assert.Contains(t, responses, "403", "%s %s: the cross-site guard", rt.method, rt.path)
		}
		if body, _, _ := strings.Cut(rt.request, "?"); body != "" {
			assert.Contains(t, responses, "400", "%s %s", rt.method, rt.path)
			assert.Contains(t, op, "requestBody", "%s %s", rt.method, rt.path)
		}
	}
	operations := 0
	for _, item := range doc["paths"].(map[string]any) {
		operations += len(item.(map[string]any))
	}
	assert.Equal(t, len(routes), operations, "nothing but the route table")
	assert.Contains(t, doc["paths"], "/api/openapi.json")
}

func TestOpenAPIDescribesAccessAndBodies(t *testing.T) {
	e := newEnv(t)
	doc := openAPIDocument(t, e)
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)

	// A public read: no security, no 401; an admin write: the session
	// cookie.
	list := operationOf(t, doc, http.MethodGet, "/api/portfolio/projects")
	assert.NotContains(t, list, "security")
	assert.NotContains(t, list["responses"], "401")
	assert.Equal(t, map[string]any{"type": "array", "items": map[string]any{"$ref": "#/components/schemas/Project"}},
		list["responses"].(map[string]any)["200"].(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["schema"])
	create := operationOf(t, doc, http.MethodPost, "/api/portfolio/projects")
	assert.Equal(t, []any{map[string]any{"session": []any{}}}, create["security"])
	assert.Contains(t, create["responses"], "201")
	scheme := doc["components"].(map[string]any)["securitySchemes"].(map[string]any)["session"].(map[string]any)
	assert.Equal(t, "apiKey", scheme["type"])
	assert.Equal(t, "cookie", scheme["in"])
	assert.Equal(t, DefaultCookieName, scheme["name"])
	assert.Equal(t, map[string]any{"$ref": "#/components/schemas/ProjectRequest"},
		create["requestBody"].(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["schema"])

	// The request bodies are the decoder's tables.
	for _, b := range RequestBodies() {
		props := schemas[b.Name].(map[string]any)["properties"].(map[string]any)
		var names []string
		for _, m := range b.Members {
			names = append(names, m.Name)
		}
		var got []string
		for name := range props {
			got = append(got, name)
		}
		assert.ElementsMatch(t, names, got, b.Name)
	}
	project := schemas["ProjectRequest"].(map[string]any)["properties"].(map[string]any)
	assert.Equal(t, map[string]any{"type": "string"}, project["title"])
	assert.Equal(t, map[string]any{"type": []any{"string", "null"}}, project["description"])
	assert.Equal(t, map[string]any{"type": "integer"}, project["priority"])
	assert.Equal(t, map[string]any{"type": []any{"array", "null"}, "items": map[string]any{"type": "string"}}, project["tags"])

	// The upload is multipart; the site document is strict.
	upload := operationOf(t, doc, http.MethodPost, "/api/upload")
	assert.Contains(t, upload["requestBody"].(map[string]any)["content"], "multipart/form-data")
	site := schemas[bodySite].(map[string]any)
	assert.Equal(t, false, site["additionalProperties"])
	assert.NotContains(t, site, "required")
	assert.Contains(t, site["properties"], "timeline")

	// Query parameters.
	activity := operationOf(t, doc, http.MethodGet, "/api/activity")
	assert.Equal(t, []any{
		map[string]any{"name": "kind", "in": "query", "schema": map[string]any{"type": "string"}},
		map[string]any{"name": "action", "in": "query", "schema": map[string]any{"type": "string"}},
		map[string]any{"name": "actor", "in": "query", "schema": map[string]any{"type": "string"}},
		map[string]any{"name": "before", "in": "query", "schema": map[string]any{"type": "integer", "format": "int64", "minimum": float64(1)}},
		map[string]any{"name": "limit", "in": "query", "schema": map[string]any{"type": "integer", "format": "int64", "minimum": float64(1)}},
	}, activity["parameters"])

	// Path ids are integers.
	get := operationOf(t, doc, http.MethodGet, "/api/portfolio/projects/{id:[0-9]+}")
	param := get["parameters"].([]any)[0].(map[string]any)
	assert.Equal(t, "id", param["name"])
	assert.Equal(t, "integer", param["schema"].(map[string]any)["type"])
}

// TestOpenAPISchemasMatchTheJSON: each named schema's members are the
// members encoding/json writes, those always written are required.
func TestOpenAPISchemasMatchTheJSON(t *testing.T) {
	doc := openAPIDocument(t, newEnv(t))
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	for _, n := range describingServer(Config{}).schemaNames() {
		schema, ok := schemas[n.name].(map[string]any)
		if !assert.True(t, ok, "the schema %s is used by some route", n.name) {
			continue
		}
		body, err := json.Marshal(reflect.New(n.typ).Interface())
		require.NoError(t, err)
		var written map[string]any
		require.NoError(t, json.Unmarshal(body, &written), n.name)
		props := schema["properties"].(map[string]any)
		for name := range written {
			assert.Contains(t, props, name, "%s.%s is described", n.name, name)
		}
		required, _ := schema["required"].([]any)
		for _, name := range required {
			assert.Contains(t, written, name, "%s.%s is always written", n.name, name)
		}
	}
	trash := schemas["TrashItem"].(map[string]any)["properties"].(map[string]any)["kind"].(map[string]any)
	assert.Len(t, trash["enum"], len(domain.TrashKinds))
}

// fieldNames are the members of a decoder's table.
func fieldNames[P any](fs fields[P]) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.name)
	}
	return out
}

// TestOpenAPISiteRequestIsTheDecodersTable: the site document's request
// schema, made from domain.Site, has exactly the members the strict
// decoder takes, nested objects and list items included.
func TestOpenAPISiteRequestIsTheDecodersTable(t *testing.T) {
	doc := openAPIDocument(t, newEnv(t))
	site := doc["components"].(map[string]any)["schemas"].(map[string]any)[bodySite].(map[string]any)
	members := func(schema map[string]any, at ...string) []string {
		for _, name := range at {
			schema = schema["properties"].(map[string]any)[name].(map[string]any)
			if schema["type"] == "array" {
				schema = schema["items"].(map[string]any)
			}
		}
		assert.Equal(t, false, schema["additionalProperties"], "%v is strict", at)
		var out []string
		for name := range schema["properties"].(map[string]any) {
			out = append(out, name)
		}
		return out
	}
	for _, c := range []struct {
		at    []string
		table []string
	}{
		{nil, fieldNames(siteFields)},
		{[]string{"seo"}, fieldNames(siteSEOFields)},
		{[]string{"hero"}, fieldNames(siteHeroFields)},
		{[]string{"biography"}, fieldNames(siteBiographyFields)},
		{[]string{"venture"}, fieldNames(siteVentureFields)},
		{[]string{"socials"}, fieldNames(siteSocialFields)},
		{[]string{"categoryCards"}, fieldNames(siteCardFields)},
		{[]string{"funds"}, fieldNames(siteFundFields)},
		{[]string{"mediaHighlights"}, fieldNames(siteHighlightFields)},
		{[]string{"impactStats"}, fieldNames(siteStatFields)},
		{[]string{"timeline"}, fieldNames(siteEraFields)},
		{[]string{"timeline", "colors"}, fieldNames(siteEraColorsFields)},
		{[]string{"timeline", "milestones"}, fieldNames(siteMilestoneFields)},
	} {
		assert.ElementsMatch(t, c.table, members(site, c.at...), "%v", c.at)
	}
}

// TestOpenAPINamesItsEnums: every list of values the API names carries its
// name (title), which cmd/gen-ts makes a TypeScript union; the kinds of
// drafts are revision kinds, those a draft may create are among them, and
// the kinds GET /api/drafts answers are of the enum.
func TestOpenAPINamesItsEnums(t *testing.T) {
	e := newEnv(t)
	doc := openAPIDocument(t, e)
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	enumOf := func(schema any) (string, []string) {
		s := schema.(map[string]any)
		title, _ := s["title"].(string)
		var values []string
		for _, v := range s["enum"].([]any) {
			values = append(values, v.(string))
		}
		return title, values
	}
	member := func(schema, name string) any {
		return schemas[schema].(map[string]any)["properties"].(map[string]any)[name]
	}

	title, trash := enumOf(member("TrashItem", "kind"))
	assert.Equal(t, "TrashKind", title)
	assert.Len(t, trash, len(domain.TrashKinds))
	rev := operationOf(t, doc, http.MethodGet, "/api/revisions/{kind}/{id:[0-9]+}/{rev:[0-9]+}")["parameters"].([]any)[0].(map[string]any)
	title, revisionKinds := enumOf(rev["schema"])
	assert.Equal(t, "RevisionKind", title)
	assert.Equal(t, domain.RevisionKinds(), revisionKinds)

	title, draftKinds := enumOf(member("Draft", "kind"))
	assert.Equal(t, "DraftKind", title)
	_, scheduleKinds := enumOf(member("Schedule", "kind"))
	assert.Equal(t, draftKinds, scheduleKinds)
	assert.Subset(t, revisionKinds, draftKinds, "every kind with drafts keeps a history")
	assert.Contains(t, draftKinds, domain.RevisionSite)
	paths := member("Draft", "kind").(map[string]any)["x-item-paths"].(map[string]any)
	assert.Len(t, paths, len(draftKinds), "x-item-paths: where each kind's item is")
	for _, k := range draftKinds {
		item, _ := paths[k].(string)
		for _, below := range []string{"/draft", "/publish"} {
			assert.Contains(t, doc["paths"], item+below, "%s: %s%s", k, item, below)
		}
	}
	title, createKinds := enumOf(schemas["DraftCreateKind"])
	assert.Equal(t, "DraftCreateKind", title)
	assert.Subset(t, draftKinds, createKinds)
	for _, k := range []string{string(domain.TrashLink), string(domain.TrashGallery), domain.RevisionSite} {
		assert.NotContains(t, createKinds, k, "%s is not created as a draft", k)
	}

	admin := e.login()
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Live", "category": "games"})
	for _, rq := range []request{
		{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", p["id"]), cookie: admin, body: map[string]any{"title": "Draft"}},
		{method: http.MethodPost, path: "/api/media-press?draft=true", cookie: admin, body: map[string]any{"title": "Soon", "category": "press"}},
	} {
		w := e.do(rq)
		require.Less(t, w.Code, 300, "%s %s: %s", rq.method, rq.path, w.Body.String())
	}
	drafts := decodeList(t, e.get("/api/drafts", admin))
	require.Len(t, drafts, 2)
	for _, d := range drafts {
		assert.Contains(t, draftKinds, d["kind"])
	}
}
