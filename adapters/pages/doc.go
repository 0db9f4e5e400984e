// Package pages is the public site: the page templates the frontend build
// renders from its React components (with markers where only the server
// knows the content), compiled once at start; the Go view models of every
// public list (the one authority for ordering, grouping, labels, alt text,
// link kinds and srcsets); each page's head, JSON-LD, robots.txt, the
// sitemap and the manifest, built per version of the site document; a page
// per active project (/portfolio/{category}/{slug}: project_page.go, with
// its moves and gone pages in project_route.go); the server-side search;
// and the contact page with its form in any state.
//
// Site is the whole of it. The HTTP adapter mounts it through small
// interfaces (serve the pages and files, render the contact page, report
// failing pages for /readyz, name the inline scripts for the CSP); HTTP
// caching (compression, entity tags, the build's files) is httpcache's.
// A page that cannot render is an error, logged with its route and failing
// readiness, never a silent fallback (page_errors.go).
package pages
