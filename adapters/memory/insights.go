package memory

import (
	"context"
	"crypto/rand"
	"sort"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.InsightsRepository = (*InsightsRepository)(nil)
	_ domain.DailySalts         = (*DailySalts)(nil)
)

// InsightsRepository is the in-memory domain.InsightsRepository of tests
// and of the repository contract.
type InsightsRepository struct {
	mu       sync.Mutex
	counts   map[domain.InsightKey]*domain.InsightCount
	visitors map[domain.InsightKey]map[string]struct{}
	vitals   map[domain.VitalKey]int64
}

// NewInsightsRepository returns an empty repository.
func NewInsightsRepository() *InsightsRepository {
	return &InsightsRepository{
		counts:   map[domain.InsightKey]*domain.InsightCount{},
		visitors: map[domain.InsightKey]map[string]struct{}{},
		vitals:   map[domain.VitalKey]int64{},
	}
}

func (r *InsightsRepository) count(k domain.InsightKey) *domain.InsightCount {
	c := r.counts[k]
	if c == nil {
		c = &domain.InsightCount{InsightKey: k}
		r.counts[k] = c
	}
	return c
}

// Add implements domain.InsightsRepository.
func (r *InsightsRepository) Add(ctx context.Context, b domain.InsightBatch) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, g := range b.BoundedGroups() {
		b = b.Fold(g, r.held(g.Day, g.Dimension))
	}
	for _, v := range b.VisitorDays() {
		site := r.visitors[domain.InsightKey{Day: v.Day, Dimension: domain.DimSite}]
		b = b.DropVisitors(v, len(site), site)
	}
	for k, n := range b.Counts {
		r.count(k).Views += n
	}
	for k, hashes := range b.Visitors {
		r.count(k)
		set := r.visitors[k]
		if set == nil {
			set = map[string]struct{}{}
			r.visitors[k] = set
		}
		for h := range hashes {
			set[h] = struct{}{}
		}
	}
	for k, n := range b.Vitals {
		r.vitals[k] += n
	}
	return nil
}

// held is the keys day holds in dimension dim, InsightOther aside; r.mu
// is held.
func (r *InsightsRepository) held(day, dim string) map[string]struct{} {
	keys := map[string]struct{}{}
	for k := range r.counts {
		if k.Day == day && k.Dimension == dim && k.Key != domain.InsightOther {
			keys[k.Key] = struct{}{}
		}
	}
	return keys
}

// Counts implements domain.InsightsRepository.
func (r *InsightsRepository) Counts(ctx context.Context, from, to string) ([]domain.InsightCount, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []domain.InsightCount
	for k, c := range r.counts {
		if k.Day < from || k.Day > to {
			continue
		}
		row := *c
		row.Visitors += int64(len(r.visitors[k]))
		out = append(out, row)
	}
	sortCounts(out)
	return out, nil
}

func sortCounts(out []domain.InsightCount) {
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Day != b.Day {
			return a.Day < b.Day
		}
		if a.Dimension != b.Dimension {
			return a.Dimension < b.Dimension
		}
		return a.Key < b.Key
	})
}

// Vitals implements domain.InsightsRepository.
func (r *InsightsRepository) Vitals(ctx context.Context, from, to string) ([]domain.VitalCount, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []domain.VitalCount
	for k, n := range r.vitals {
		if k.Day >= from && k.Day <= to {
			out = append(out, domain.VitalCount{VitalKey: k, Samples: n})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Day != b.Day {
			return a.Day < b.Day
		}
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Metric != b.Metric {
			return a.Metric < b.Metric
		}
		return a.Bucket < b.Bucket
	})
	return out, nil
}

// Settle implements domain.InsightsRepository.
func (r *InsightsRepository) Settle(ctx context.Context, before string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for k, set := range r.visitors {
		if k.Day < before {
			r.count(k).Visitors += int64(len(set))
			delete(r.visitors, k)
		}
	}
	return nil
}

// Prune implements domain.InsightsRepository.
func (r *InsightsRepository) Prune(ctx context.Context, before string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for k := range r.counts {
		if k.Day < before {
			delete(r.counts, k)
			delete(r.visitors, k)
		}
	}
	for k := range r.vitals {
		if k.Day < before {
			delete(r.vitals, k)
		}
	}
	return nil
}

// DailySalts is the domain.DailySalts of one process: a random salt a day,
// in memory, the past days' forgotten. Instances that do not share Redis
// each have their own, so a visitor who reaches two of them the same day
// counts twice.
type DailySalts struct {
	mu   sync.Mutex
	day  string
	salt []byte
}

// NewDailySalts returns salts that start with none.
func NewDailySalts() *DailySalts { return &DailySalts{} }

// Salt implements domain.DailySalts.
func (s *DailySalts) Salt(_ context.Context, day string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.day != day {
		salt := make([]byte, 32)
		if _, err := rand.Read(salt); err != nil {
			return nil, err
		}
		s.day, s.salt = day, salt
	}
	return s.salt, nil
}
