// Package domain is the core of the portfolio service: the entities of the
// product (projects with their links and gallery images, each simple
// content kind of StandardKinds, and users), the catalogues that give
// their keys a meaning and an order, the validation rules with the
// product's own messages, the domain events published after every save,
// and the ports through which the core reaches the world.
//
// It imports only the standard library; every adapter depends on it, never
// the other way round.
package domain
