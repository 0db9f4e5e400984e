package domain_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

// A schedule is at most MaxScheduleYears ahead, for the API (which also
// wants it in the future) and for an import (which keeps a time past: the
// scheduler applies it at once).
func TestScheduleTimeBounds(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	limit := now.AddDate(domain.MaxScheduleYears, 0, 0)
	for _, tc := range []struct {
		name     string
		at       time.Time
		api      string
		imported string
	}{
		{"Past", now.Add(-time.Hour), domain.MsgScheduleInPast, ""},
		{"Now", now, domain.MsgScheduleInPast, ""},
		{"Tomorrow", now.AddDate(0, 0, 1), "", ""},
		{"AtTheLimit", limit, "", ""},
		{"JustPastTheLimit", limit.Add(time.Second), domain.MsgScheduleTooFar, domain.MsgScheduleTooFar},
		{"Year9999", time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC), domain.MsgScheduleTooFar, domain.MsgScheduleTooFar},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.api, domain.ScheduleTimeProblem(tc.at, now))
			s := domain.Schedule{Kind: "project", ItemID: 1, Action: domain.SchedulePublish, At: tc.at, Title: "Arcane", Actor: "zoë"}
			err := s.Validate(now)
			if tc.imported == "" {
				assert.NoError(t, err)
				return
			}
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
			assert.Contains(t, domain.ErrorMessage(err), "at: "+tc.imported)
		})
	}
}
