package httpapi

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// TestSpeakingRequest: POST /api/contact with the speaking topic and its
// event reaches the inbox as such (GET /api/messages answers topic and
// event); a bad event is a 400 naming the field, and nothing is stored.
func TestSpeakingRequest(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	speaking := func(tok string, event map[string]any) map[string]any {
		body := contactForm(tok)
		delete(body, "subject")
		body["topic"] = "speaking"
		body["event"] = event
		return body
	}
	good := map[string]any{"name": "Nordic Game", "date": "2027-05-19", "location": "Malmö", "audience": 800, "format": "Keynote"}

	for field, event := range map[string]map[string]any{
		"event.date":     {"name": "X", "date": "19/05/2027"},
		"event.name":     {"date": "2027-05-19"},
		"event.audience": {"name": "X", "date": "2027-05-19", "audience": "many"},
		"event.colour":   {"name": "X", "date": "2027-05-19", "colour": "red"},
	} {
		tok := e.contactToken()
		e.clock.Advance(4 * time.Second)
		w := e.postContact(speaking(tok, event), "")
		require.Equal(t, http.StatusBadRequest, w.Code, field+": "+w.Body.String())
		assert.Contains(t, decodeMap(t, w)["fields"], field)
	}
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	w := e.postContact(map[string]any{"name": "Ann", "email": "ann@example.com", "message": "Hi", "token": tok, "topic": "gossip"}, "")
	require.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, decodeMap(t, w)["fields"], "topic")
	require.Empty(t, e.stored(), "nothing half-saved")

	tok = e.contactToken()
	e.clock.Advance(4 * time.Second)
	assertSent(t, e.postContact(speaking(tok, good), ""), "a speaking request")
	tok = e.contactToken()
	e.clock.Advance(4 * time.Second)
	assertSent(t, e.postContact(contactForm(tok), ""), "a plain message")

	list := decodeList(t, e.get("/api/messages", admin))
	require.Len(t, list, 2)
	byTopic := map[any]map[string]any{}
	for _, m := range list {
		byTopic[m["topic"]] = m
	}
	req := byTopic["speaking"]
	require.NotNil(t, req)
	assert.Equal(t, "Invitation to speak: Nordic Game", req["subject"], "named after its event")
	assert.Equal(t, map[string]any{"name": "Nordic Game", "date": "2027-05-19", "location": "Malmö", "audience": float64(800), "format": "Keynote"}, req["event"])
	plain := byTopic[""]
	require.NotNil(t, plain)
	assert.Nil(t, plain["event"])
}

// TestSpeakingRequestWithoutScript: the invitation form on /speaking posts
// to POST /contact (the contact form's protections) with the topic and the
// event's fields; a bad date is told, not stored; a good one is stored as a
// speaking request.
func TestSpeakingRequestWithoutScript(t *testing.T) {
	e := newEnv(t)
	page := e.withContactPage()
	form := func(tok, date string) url.Values {
		return url.Values{"name": {"Org"}, "email": {"org@example.com"}, "message": {"Would you open day two?"}, "token": {tok},
			"website": {""}, "topic": {"speaking"}, "eventName": {"Lisbon Games Week"}, "eventDate": {date}, "eventLocation": {"Lisbon"},
			"eventAudience": {"1200"}, "eventFormat": {"Keynote"}}
	}
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	w := e.postForm(form(tok, "next week"), "", nil)
	require.Equal(t, http.StatusBadRequest, w.Code)
	require.Empty(t, e.stored())
	// Refused, the answer is the Speaking page again with everything typed
	// and the message by the event's date.
	state := page.last(t)
	assert.Equal(t, domain.SpeakingPath, state.Page)
	assert.Equal(t, map[string]string{"name": "Org", "email": "org@example.com", "message": "Would you open day two?", "eventName": "Lisbon Games Week",
		"eventDate": "next week", "eventLocation": "Lisbon", "eventAudience": "1200", "eventFormat": "Keynote"}, state.Values)
	assert.Equal(t, map[string]string{"eventDate": domain.MsgBadEventDate}, state.Errors)
	assert.Empty(t, state.Error)

	// Sent too soon: the same page, a token good at once; sent again, it
	// is stored as the speaking request it is.
	tok = e.contactToken()
	e.clock.Advance(time.Second)
	assertFormPage(t, e.postForm(form(tok, "2027-09-01"), "", nil), http.StatusBadRequest, "sent 1 s after it was shown")
	state = page.last(t)
	assert.Equal(t, domain.SpeakingPath, state.Page)
	assert.Equal(t, domain.MsgContactConfirm, state.Error)
	assert.Equal(t, "Lisbon Games Week", state.Values["eventName"])
	require.Empty(t, e.stored())
	assertSentPage(t, e.postForm(form(state.Token, "2027-09-01"), "", nil), "sent again at once: confirmed")

	tok = e.contactToken()
	e.clock.Advance(4 * time.Second)
	assertSentPage(t, e.postForm(form(tok, "2027-10-01"), "", nil), "an invitation")
	got := e.stored()
	require.Len(t, got, 2)
	assert.Equal(t, domain.TopicSpeaking, got[0].Topic)
	assert.Equal(t, domain.TopicSpeaking, got[1].Topic)
	assert.Equal(t, &domain.SpeakingEvent{Name: "Lisbon Games Week", Date: "2027-10-01", Location: "Lisbon", Audience: 1200, Format: "Keynote"}, got[0].Event)
	assert.Equal(t, "Invitation to speak: Lisbon Games Week", got[0].Subject)
}
