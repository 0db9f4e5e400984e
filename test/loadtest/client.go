package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/andybalholm/brotli"
)

// encodings are the Accept-Encoding values of the mix: none (identity),
// what browsers send, and gzip alone.
var encodings = []string{"", "gzip, br", "gzip"}

// encName names an Accept-Encoding value for messages.
func encName(enc string) string {
	if enc == "" {
		return "identity"
	}
	return enc
}

// publicClient is a visitor: no cookies, and no transparent decompression,
// so the encodings asked for are the ones received.
type publicClient struct{ http *http.Client }

func newPublicClient(conns int) *publicClient {
	return &publicClient{http: &http.Client{Timeout: 15 * time.Second, Transport: &http.Transport{
		DisableCompression:  true,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		IdleConnTimeout:     30 * time.Second,
	}}}
}

// response is a decoded answer.
type response struct {
	status   int
	etag     string
	upstream string // the instance that answered through the proxy
	body     []byte // decoded
}

// get requests url with Accept-Encoding enc (and If-None-Match, when
// given) and decodes the body.
func (c *publicClient) get(ctx context.Context, url, enc, ifNoneMatch string) (response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return response{}, err
	}
	if enc != "" {
		req.Header.Set("Accept-Encoding", enc)
	}
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return response{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return response{}, err
	}
	r := response{status: resp.StatusCode, etag: resp.Header.Get("ETag"), upstream: resp.Header.Get("X-Upstream")}
	r.body, err = decode(resp.Header.Get("Content-Encoding"), raw)
	if err != nil {
		return r, fmt.Errorf("decode %s body: %w", resp.Header.Get("Content-Encoding"), err)
	}
	return r, nil
}

// decode undoes a Content-Encoding.
func decode(coding string, raw []byte) ([]byte, error) {
	switch coding {
	case "":
		return raw, nil
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, err
		}
		return io.ReadAll(zr)
	case "br":
		return io.ReadAll(brotli.NewReader(bytes.NewReader(raw)))
	default:
		return nil, fmt.Errorf("unexpected Content-Encoding %q", coding)
	}
}
