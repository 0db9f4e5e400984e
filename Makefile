# The README's two commands: `make run` and `make test`. Everything they need
# is installed from this file on a fresh machine.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
BIN := bin/portfolio
FRONTEND_SOURCES := $(shell find frontend/src frontend/public frontend/scripts frontend/index.html frontend/package.json frontend/vite.config.* frontend/tsconfig*.json -type f 2>/dev/null)
GO_SOURCES := $(shell find . -name '*.go' -not -path './frontend/node_modules/*' -not -path './test/browser/node_modules/*' 2>/dev/null) go.mod go.sum
# The browser the browser suites drive (Debian's Chromium).
CHROMIUM ?= /usr/bin/chromium
# The S3-compatible server the blob-store suites start on loopback (Versity
# Gateway), built from its Go module into a git-ignored directory.
VERSITYGW_VERSION := v1.8.0
# (bump the version: rm bin/tools/versitygw, or make clean)
VERSITYGW := $(CURDIR)/bin/tools/versitygw

.PHONY: run build frontend deps test test-go test-frontend test-bundle test-e2e test-browser check bench loadtest fuzz generate fmt clean chromium java dev versitygw

## run: build everything and serve the site with demo content on http://127.0.0.1:8080 (SQLite, in-process cache)
run: build
	./$(BIN) serve

## dev: Go server plus Vite's dev server (proxying /api and /uploads to it);
## stopping it (Ctrl-C, or a signal to make) stops the server too
dev: build
	@./$(BIN) serve & server=$$!; \
	  (cd frontend && exec $(NPM) run dev) & vite=$$!; \
	  trap 'kill $$server $$vite 2>/dev/null; wait' EXIT; \
	  trap 'exit 130' INT; trap 'exit 143' TERM HUP; \
	  wait $$vite

## build: the frontend, then the binary that embeds it
build: $(BIN)

$(BIN): frontend/dist/index.html $(GO_SOURCES)
	$(GO) build -o $(BIN) ./cmd/portfolio

frontend: frontend/dist/index.html

frontend/node_modules/.package-lock.json: frontend/package-lock.json
	cd frontend && $(NPM) ci --no-audit --no-fund
	@touch $@

frontend/dist/index.html: frontend/node_modules/.package-lock.json $(FRONTEND_SOURCES)
	cd frontend && $(NPM) run build
	@touch frontend/dist/.gitkeep

deps: frontend/node_modules/.package-lock.json
	$(GO) mod download

## test: every test suite (format, vet, wire, Go unit/contract/HTTP/e2e, frontend unit, browser)
test: check test-go test-frontend test-bundle test-e2e test-browser

## check: gofmt, go vet, and the generated files (wire_gen.go, catalogue.gen.ts) up to date
check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path '*/node_modules/*')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	@$(GO) tool wire diff ./cmd/portfolio >/tmp/wire-diff.txt 2>&1; rc=$$?; \
	  if [ $$rc -ne 0 ]; then cat /tmp/wire-diff.txt; echo "wire_gen.go is out of date: run 'make generate'"; exit 1; fi
	@tmp=$$(mktemp); $(GO) run ./cmd/catalogue-ts $$tmp && cmp -s $$tmp frontend/src/lib/catalogue.gen.ts; rc=$$?; rm -f $$tmp; \
	  if [ $$rc -ne 0 ]; then echo "frontend/src/lib/catalogue.gen.ts is out of date: run 'make generate'"; exit 1; fi

## test-go: unit, contract (SQLite + PostgreSQL, memory + Redis, disk + S3) and HTTP suites, under the race detector
## (after the frontend build: the server-rendered pages the whole-stack tests read embed it)
test-go: versitygw frontend/dist/index.html
	PORTFOLIO_TEST_VERSITYGW=$(VERSITYGW) $(GO) test -race -count=1 ./...

## test-frontend: TypeScript, ESLint (hooks rules; features import no other feature) and Vitest suites
test-frontend: frontend/node_modules/.package-lock.json
	cd frontend && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test

## test-bundle: the public site's JavaScript budget on the production build
## (a public page loads ≤ 30 KB gzip of script, none of it a library or the app; no chunk over 500 KB)
test-bundle: frontend/dist/index.html
	cd frontend && node scripts/bundle-budget.mjs

## test-e2e: the built binary on PostgreSQL + Redis and on PostgreSQL alone (two instances each), saving through the API and reading publicly
## (the test process under the race detector; the binary is the ordinary build)
test-e2e: $(BIN) versitygw
	PORTFOLIO_TEST_VERSITYGW=$(VERSITYGW) $(GO) test -race -count=1 -tags e2e ./test/e2e/...

## test-browser: Chromium suites against the built binary on a fresh SQLite database
## (Playwright, the Nu HTML Checker on Java, axe, and Lighthouse's Accessibility, Best
## Practices and SEO on every public route), and in CI (CI=true) once more on
## PostgreSQL + Redis. The two run one after the other: side by side they took 12
## instead of 20 minutes, but the load made a Site-tab save time out once in a
## clean-clone run, and a red CI run lands nothing.
test-browser: $(BIN) java chromium test/browser/node_modules/.package-lock.json
	cd test/browser && CHROMIUM=$(CHROMIUM) CHROME_PATH=$(CHROMIUM) $(NPM) test
	@if [ "$$CI" = "true" ] || [ "$$BROWSER_BACKEND" = "postgres" ]; then \
	  echo "browser suite on PostgreSQL + Redis"; \
	  cd test/browser && CHROMIUM=$(CHROMIUM) CHROME_PATH=$(CHROMIUM) BROWSER_BACKEND=postgres $(NPM) test; \
	fi

test/browser/node_modules/.package-lock.json: test/browser/package-lock.json
	cd test/browser && $(NPM) ci --no-audit --no-fund
	@touch $@

## versitygw: build Versity Gateway (an S3-compatible server on a directory) into bin/tools when missing;
## the S3 suites start it on a free loopback port (skipped without it, failed when CI=true)
versitygw: $(VERSITYGW)

$(VERSITYGW):
	GOBIN=$(CURDIR)/bin/tools $(GO) install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)

## chromium: install Debian's Chromium when missing (browser tests drive it)
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "installing chromium"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium; \
	fi

## java: install Debian's Java runtime when missing (the W3C Nu HTML Checker, vnu-jar, runs on it)
java:
	@if ! command -v java >/dev/null 2>&1; then \
	  echo "installing default-jre-headless"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq default-jre-headless; \
	fi

## bench: the performance goals (issues 9 and 20) in one table, also written to bench/latest.md (git-ignored) with the machine:
## Lighthouse on every public route, the interactions on the phone profile (first tap on the menu against a
## 10-line inline script, first scroll's blocking, a Lighthouse user flow), bundle sizes, cached reads against a bare handler and against
## nginx serving the same bytes (in-process cache and Redis), image bytes of a 4000 × 3000 upload
## (BENCH_ARGS=--readme also puts the table into README.md; BENCH_QUICK=1 for a short trial run)
bench: $(BIN) chromium bench-tools test/bench/node_modules/.package-lock.json
	CHROME_PATH=$(CHROMIUM) node test/bench/bench.mjs $(BENCH_ARGS)

## bench-go: the Go benchmarks alone (cache hit vs a bare handler, cache adapters)
bench-go:
	$(GO) test -run '^$$' -bench . -benchmem -benchtime 2s ./adapters/http/ ./adapters/httpcache/ ./adapters/pages/ ./adapters/memory/ ./adapters/redis/

## bench-tools: install wrk, nginx and redis-server (Debian's wrk, nginx-light and redis-server) when missing;
## make bench and make loadtest drive them (RUNLEVEL=1 keeps invoke-rc.d from starting the packages' own
## nginx and Redis services: the load test runs its own, and never touches a Redis already on 6379)
bench-tools:
	@missing=""; \
	  command -v wrk >/dev/null || missing="$$missing wrk"; \
	  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing="$$missing nginx-light"; \
	  command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing="$$missing redis-server"; \
	  if [ -n "$$missing" ]; then \
	    echo "installing$$missing"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && $$SUDO env RUNLEVEL=1 apt-get install -y -qq $$missing; \
	  fi

## loadtest: two instances behind nginx (round robin) on a fresh PostgreSQL database, a Redis and an S3 bucket of their own,
## loopback only: mixed public traffic at the highest rate the machine sustains for LOADTEST_DURATION (40s; about
## 60 s in all), an admin save every 100 ms, the Redis restarted empty in the middle; reports throughput, p50/p99
## and errors (also in bench/loadtest.md, git-ignored) and fails on any 5xx, transport error, unacknowledged save,
## lost acknowledged write or stale read after the run (LOADTEST_ARGS: more flags, e.g. -workers 64 -keep;
## -readme README.md writes a passing run's figures into the README's tested limits)
LOADTEST_DURATION ?= 40s
loadtest: $(BIN) bench-tools versitygw
	PORTFOLIO_TEST_VERSITYGW=$(VERSITYGW) $(GO) run ./test/loadtest -duration $(LOADTEST_DURATION) $(LOADTEST_ARGS)

test/bench/node_modules/.package-lock.json: test/bench/package-lock.json
	cd test/bench && $(NPM) ci --no-audit --no-fund
	@touch $@

.PHONY: bench-go bench-tools

## fuzz: run every fuzz target (func Fuzz… in a _test.go file) for FUZZTIME each;
## their seed corpora (testdata/fuzz included) already run in `make test`
FUZZTIME ?= 30s
fuzz:
	@set -e; for f in $$(grep -rl --include='*_test.go' '^func Fuzz' --exclude-dir=node_modules .); do \
	  pkg=./$$(dirname $${f#./}); \
	  for fn in $$(grep -o '^func Fuzz[A-Za-z0-9_]*' $$f | cut -d' ' -f2); do \
	    echo "== $$pkg $$fn ($(FUZZTIME))"; \
	    $(GO) test $$pkg -run '^$$' -fuzz "^$$fn\$$" -fuzztime $(FUZZTIME); \
	  done; \
	done

## generate: regenerate wire_gen.go and the frontend catalogue module
generate:
	$(GO) generate ./...

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin frontend/dist/assets frontend/dist/index.html
