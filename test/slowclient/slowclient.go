// Package slowclient sends an HTTP/1.1 request over a real connection at
// the pace a test chooses, as a slow uplink does, and reads the answer
// while the body is still going out: a server may answer (408, 413)
// before the body is in. net/http's client cannot do this, its buffered
// writer gathering small writes into one.
package slowclient

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"time"
)

// Request is one request and the pace of its body.
type Request struct {
	Method, Path string
	// Header is sent as is; Host, Content-Length and Connection are added.
	Header http.Header
	Body   []byte
	// Chunk bytes of the body are written every Pause (all at once when
	// Chunk is not positive).
	Chunk int
	Pause time.Duration
	// StallAfter, when positive, stops the body after this many bytes:
	// the client then waits for the answer, sending nothing more.
	StallAfter int
	// Progress, when set, is told the bytes of the body sent so far
	// after each piece: how a test acts once a request is under way.
	Progress func(sent int)
}

// Answer is what the server answered.
type Answer struct {
	Status int
	Header http.Header
	Body   []byte
	// Closed says the answer had Connection: close and the server did
	// close the connection after it.
	Closed bool
	// Sent is how many bytes of the body went out before the answer.
	Sent int
}

// Do sends r to addr (host:port) and reads the answer, waiting at most
// wait for all of it: a server that never answers is an error, not a
// hung test.
func Do(addr string, r Request, wait time.Duration) (*Answer, error) {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(wait)); err != nil {
		return nil, err
	}
	var head bytes.Buffer
	fmt.Fprintf(&head, "%s %s HTTP/1.1\r\nHost: %s\r\nContent-Length: %d\r\n", r.Method, r.Path, addr, len(r.Body))
	if err := r.Header.Write(&head); err != nil {
		return nil, err
	}
	head.WriteString("\r\n")
	if _, err := conn.Write(head.Bytes()); err != nil {
		return nil, err
	}

	body := r.Body
	if r.StallAfter > 0 && r.StallAfter < len(body) {
		body = body[:r.StallAfter]
	}
	stop := make(chan struct{})
	sent := make(chan int, 1)
	go func() { sent <- write(conn, body, r.Chunk, r.Pause, stop, r.Progress) }()

	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, &http.Request{Method: r.Method})
	close(stop)
	n := <-sent
	if err != nil {
		return nil, fmt.Errorf("read the answer after %d bytes of the body: %w", n, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("read the answer's body: %w", err)
	}
	a := &Answer{Status: resp.StatusCode, Header: resp.Header, Body: data, Sent: n}
	if !resp.Close {
		return a, nil
	}
	// The answer says it closes the connection: a closed one reads as
	// EOF (or a reset), an open one waits.
	if err := conn.SetReadDeadline(time.Now().Add(2 * time.Second)); err != nil {
		return nil, err
	}
	_, err = br.ReadByte()
	var ne net.Error
	a.Closed = err != nil && !(errors.As(err, &ne) && ne.Timeout())
	return a, nil
}

// write sends body chunk bytes at a time, pausing between chunks, until
// it is all out, a write fails or stop is closed; it returns the bytes
// sent.
func write(conn net.Conn, body []byte, chunk int, pause time.Duration, stop <-chan struct{}, progress func(int)) int {
	if chunk <= 0 {
		chunk = len(body)
	}
	sent := 0
	for sent < len(body) {
		if sent > 0 {
			select {
			case <-stop:
				return sent
			case <-time.After(pause):
			}
		}
		n, err := conn.Write(body[sent:min(sent+chunk, len(body))])
		sent += n
		if err != nil {
			return sent
		}
		if progress != nil {
			progress(sent)
		}
	}
	return sent
}

// Upload is a POST of data to /api/upload as the multipart form field
// "file" named name, the cookies attached, its body sent in pieces
// writes pause apart: how a phone on a slow uplink sends a photo.
func Upload(cookies []*http.Cookie, name string, data []byte, pieces int, pause time.Duration) (Request, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("file", name)
	if err != nil {
		return Request{}, err
	}
	if _, err := part.Write(data); err != nil {
		return Request{}, err
	}
	if err := mw.Close(); err != nil {
		return Request{}, err
	}
	h := http.Header{"Content-Type": {mw.FormDataContentType()}}
	for _, c := range cookies {
		h.Add("Cookie", c.Name+"="+c.Value)
	}
	pieces = max(pieces, 1)
	return Request{Method: http.MethodPost, Path: "/api/upload", Header: h, Body: body.Bytes(),
		Chunk: (body.Len() + pieces - 1) / pieces, Pause: pause}, nil
}
