package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// verification is what the checks after the run found.
type verification struct {
	// settled is how long after the last save the deciding pass ran.
	settled time.Duration
	// early is what the same public reads showed right after the last
	// save, before an instance that missed an invalidation had to drop its
	// memory (cache.local_max_age): reported, not failed.
	early       []string
	earlyReads  int
	reads       int      // public reads judged in the deciding pass
	conditional int      // of which conditional on a tag from before the traffic
	stale       []string // public reads not showing the last acknowledged value
	lost        []string // database reads (as the admin) missing an acknowledged write
	errors      []string // answers other than 200/304, or transport errors
}

// verify checks every acknowledged write against the database (read as
// the admin, which bypasses the cache) on each instance, then every public
// read that shows a written value, on each instance directly and through
// the proxy, in every encoding, also conditionally on the entity tag it
// had before the traffic. It runs the public reads once at once, and once
// more, deciding, after cache.local_max_age: the product's bound for an
// instance that did not confirm an invalidation in time.
func verify(ctx context.Context, env *environment, s *site) verification {
	var v verification
	writes := s.ledger.all()
	lastSave := time.Now()
	var early []string
	early, v.earlyReads, _ = s.publicReads(ctx, env, writes, false)
	v.errors, v.early = splitErrors(early)

	select {
	case <-ctx.Done():
		return v
	case <-time.After(time.Until(lastSave.Add(localMaxAge))):
	}
	v.settled = time.Since(lastSave)
	for _, in := range env.instances {
		for _, rc := range []readCheck{
			{"/api/site", []string{thingTagline}},
			{"/api/notable-collaborations", []string{thingCollab, thingNew}},
			{s.probePath(thingProject), []string{thingProject}},
		} {
			status, body, err := s.admin.send(ctx, http.MethodGet, in.base+rc.path, nil)
			if err != nil || status != http.StatusOK {
				v.errors = append(v.errors, fmt.Sprintf("%s GET %s as the admin: %d %v", in.name, rc.path, status, err))
				continue
			}
			for _, p := range s.ledger.judge(writes, body, rc.things) {
				v.lost = append(v.lost, fmt.Sprintf("%s GET %s as the admin %s", in.name, rc.path, p))
			}
		}
	}
	problems, reads, conds := s.publicReads(ctx, env, writes, true)
	v.reads, v.conditional = reads, conds
	errs, stale := splitErrors(problems)
	v.errors, v.stale = append(v.errors, errs...), stale
	return v
}

// splitErrors tells failed answers from reads that answered but showed
// the wrong values.
func splitErrors(problems []string) (errs, wrong []string) {
	for _, p := range problems {
		if strings.Contains(p, ": answered ") {
			errs = append(errs, p)
		} else {
			wrong = append(wrong, p)
		}
	}
	return errs, wrong
}

// publicReads makes every checked public read and returns what is wrong
// with each, the number of reads and how many were conditional. Through
// the proxy, each read is repeated until every instance has answered it.
func (s *site) publicReads(ctx context.Context, env *environment, writes []write, conditional bool) (problems []string, reads, conds int) {
	c := newPublicClient(4)
	type base struct{ name, url string }
	var bases []base
	for _, in := range env.instances {
		bases = append(bases, base{in.name, in.base})
	}
	bases = append(bases, base{"proxy", env.proxyURL})
	for _, b := range bases {
		for _, rc := range s.checks {
			for _, enc := range encodings {
				tags := []tagged{{}}
				if before, ok := s.before[rc.path+"|"+enc]; ok && conditional {
					tags = append(tags, before)
				}
				for _, t := range tags {
					proxied := b.name == "proxy"
					tries := cond(proxied, 4*len(env.instances), 1)
					answered := map[string]bool{}
					for range tries {
						upstream, found := s.publicRead(ctx, c, b.name, b.url, rc, enc, t, writes)
						answered[upstream] = true
						problems = append(problems, found...)
						reads++
						if t.etag != "" {
							conds++
						}
						if !proxied || len(answered) == len(env.instances) {
							break
						}
					}
					if proxied && len(answered) < len(env.instances) {
						problems = append(problems, fmt.Sprintf("proxy GET %s (%s): answered by %d of %d instances in %d tries",
							rc.path, encName(enc), len(answered), len(env.instances), tries))
					}
				}
			}
		}
	}
	return problems, reads, conds
}

// publicRead makes one checked read and returns the instance that
// answered (through the proxy) and what is wrong with the answer.
func (s *site) publicRead(ctx context.Context, c *publicClient, name, base string, rc readCheck, enc string, t tagged, writes []write) (string, []string) {
	r, err := c.get(ctx, base+rc.path, enc, t.etag)
	what := fmt.Sprintf("%s GET %s (%s)", name, rc.path, encName(enc))
	if t.etag != "" {
		what += " If-None-Match " + t.etag
	}
	if r.upstream != "" {
		what += " [" + r.upstream + "]"
	}
	body := r.body
	switch {
	case err != nil:
		return r.upstream, []string{fmt.Sprintf("%s: answered %v", what, err)}
	case r.status == http.StatusNotModified && t.etag != "":
		body = t.body // the client's copy is declared current
	case r.status != http.StatusOK:
		return r.upstream, []string{fmt.Sprintf("%s: answered %d", what, r.status)}
	}
	var problems []string
	for _, p := range s.ledger.judge(writes, body, rc.things) {
		problems = append(problems, what+" "+p)
	}
	return r.upstream, problems
}
