package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"time"
)

// adminClient is the owner's browser session, through the proxy: a cookie
// jar and the Origin a same-site browser sends with every write.
type adminClient struct {
	base string
	http *http.Client
}

func newAdminClient(base string) *adminClient {
	jar, _ := cookiejar.New(nil)
	return &adminClient{base: base, http: &http.Client{Jar: jar, Timeout: 15 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: 4, IdleConnTimeout: 30 * time.Second}}}
}

// send makes one request with a JSON body (nil for none) and returns the
// status and body. A transport error is returned as err.
func (a *adminClient) send(ctx context.Context, method, url string, body any) (int, []byte, error) {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return a.do(req)
}

func (a *adminClient) do(req *http.Request) (int, []byte, error) {
	req.Header.Set("Origin", a.base)
	resp, err := a.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, nil, err
	}
	return resp.StatusCode, b, nil
}

// login signs the admin in.
func (a *adminClient) login(ctx context.Context) error {
	status, body, err := a.send(ctx, http.MethodPost, a.base+"/api/auth/login",
		map[string]string{"username": adminUser, "password": adminPassword})
	if err != nil {
		return fmt.Errorf("sign in: %w", err)
	}
	if status != http.StatusOK {
		return fmt.Errorf("sign in: %d %s", status, body)
	}
	return nil
}

// getJSON reads url as the admin (from the database) into into.
func (a *adminClient) getJSON(ctx context.Context, url string, into any) error {
	status, body, err := a.send(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return fmt.Errorf("GET %s: %d %s", url, status, body)
	}
	return json.Unmarshal(body, into)
}

// saveRequest is the request that writes value to thing.
func (s *site) saveRequest(thing, value string) (method, path string, body any) {
	switch thing {
	case thingTagline:
		return http.MethodPut, "/api/site", map[string]string{"tagline": value}
	case thingCollab:
		return http.MethodPut, fmt.Sprintf("/api/notable-collaborations/%d", s.collabID), map[string]string{"title": value}
	case thingProject:
		return http.MethodPut, fmt.Sprintf("/api/portfolio/projects/%d", s.projectID), map[string]string{"title": value}
	default:
		return http.MethodPost, "/api/notable-collaborations", map[string]string{"title": value}
	}
}

// save writes a new value of thing through the proxy and records it.
func (s *site) save(ctx context.Context, thing string, at time.Duration) write {
	seq, value := s.ledger.begin(thing)
	method, path, body := s.saveRequest(thing, value)
	w := write{seq: seq, thing: thing, value: value, start: at}
	start := time.Now()
	status, resp, err := s.admin.send(ctx, method, s.admin.base+path, body)
	w.latency, w.status = time.Since(start), status
	switch {
	case err != nil:
		w.err = err.Error()
	case status < 200 || status > 299:
		w.err = strings.TrimSpace(string(resp))
	default:
		w.acked = true
	}
	return w
}

// uploadImage uploads a generated PNG as the admin and returns the paths
// of the original and its resized copies.
func (a *adminClient) uploadImage(ctx context.Context) ([]string, error) {
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	for y := range 1000 {
		for x := range 1600 {
			img.Set(x, y, color.RGBA{uint8(x / 7), uint8(y / 4), uint8((x + y) / 11), 255})
		}
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", "loadtest.png")
	if err != nil {
		return nil, err
	}
	if err := png.Encode(part, img); err != nil {
		return nil, err
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.base+"/api/upload", &body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	status, resp, err := a.do(req)
	if err != nil {
		return nil, fmt.Errorf("upload: %w", err)
	}
	if status != http.StatusCreated {
		return nil, fmt.Errorf("upload: %d %s", status, resp)
	}
	var up struct {
		URL      string `json:"url"`
		Variants []struct {
			URL string `json:"url"`
		} `json:"variants"`
	}
	if err := json.Unmarshal(resp, &up); err != nil {
		return nil, fmt.Errorf("upload answer: %w", err)
	}
	paths := []string{up.URL}
	for _, v := range up.Variants {
		paths = append(paths, v.URL)
	}
	return paths, nil
}
