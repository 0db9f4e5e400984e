package domain

import (
	"strings"
	"time"
)

// TopicSpeaking is the topic of a contact message that invites the owner
// to speak (the form on /speaking): it carries the event (SpeakingEvent).
const TopicSpeaking = "speaking"

// Messages of a speaking request the API refuses.
const (
	MsgBadTopic      = "Use speaking, or no topic"
	MsgBadEventDate  = "Use a date such as 2027-05-14"
	MsgBadAudience   = "Use a number of people, 0 or more"
	MsgEventNotTopic = "Only a speaking request has an event"
	// MsgSpeakingSubject begins the subject of a speaking request sent
	// without one.
	MsgSpeakingSubject = "Invitation to speak"
)

// maxAudience bounds an event's audience (the database's integer range).
const maxAudience = 1 << 30

// SpeakingEvent is the event a speaking request invites the owner to.
type SpeakingEvent struct {
	Name     string `json:"name"`
	Date     string `json:"date"`
	Location string `json:"location"`
	Audience int    `json:"audience"`
	Format   string `json:"format"`
}

// normalize trims the event's texts.
func (e SpeakingEvent) normalize() SpeakingEvent {
	e.Name, e.Date, e.Location, e.Format = strings.TrimSpace(e.Name), strings.TrimSpace(e.Date), strings.TrimSpace(e.Location), strings.TrimSpace(e.Format)
	return e
}

// validateTopic checks the topic and the event of a message: no topic and
// no event, or the speaking topic with an event that has a name and a
// date (YYYY-MM-DD), an audience of 0 or more, texts within their limits.
func validateTopic(v ValidationErrors, topic string, e *SpeakingEvent) {
	switch {
	case topic != "" && topic != TopicSpeaking:
		v.Add("topic", MsgBadTopic)
		return
	case topic == "" && e != nil:
		v.Add("event", MsgEventNotTopic)
		return
	case topic == "":
		return
	case e == nil:
		v.Add("event", MsgRequired)
		return
	}
	requireText(v, "event.name", e.Name)
	requireText(v, "event.date", e.Date)
	for f, s := range map[string]string{"event.name": e.Name, "event.location": e.Location, "event.format": e.Format, "event.date": e.Date} {
		checkText(v, f, s, false)
		limitRunes(v, f, s, maxMessageSubjectLength)
	}
	if e.Date != "" {
		if _, err := time.Parse(time.DateOnly, e.Date); err != nil {
			v.Add("event.date", MsgBadEventDate)
		}
	}
	if e.Audience < 0 || e.Audience > maxAudience {
		v.Add("event.audience", MsgBadAudience)
	}
}
