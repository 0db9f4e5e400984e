// Package app holds the use cases of the portfolio service: content
// administration (saves that commit, then publish a domain event), public
// catalogue queries served cache-aside, uploads and demo content. Contexts
// that stand on their own are packages below it (sign-in in app/auth, the
// record of changes in app/journal, analytics in app/insights, backups in
// app/backup), none of which imports app. It depends only on the domain's
// ports; adapters are chosen by the composition root in cmd/portfolio.
package app
