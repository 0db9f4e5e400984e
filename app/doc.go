// Package app holds the use cases of the portfolio service: content
// administration (saves that commit, then publish a domain event), public
// catalogue queries served cache-aside, authentication with server-side
// sessions, uploads and demo content. It depends only on the domain's ports;
// adapters are chosen by the composition root in cmd/portfolio.
package app
