package domain

import "context"

// Event is something that happened to the content, published after its
// transaction committed. Events are named in the past tense.
type Event interface {
	// EventName is a stable name, used in logs and across instances.
	EventName() string
}

// ProjectSaved: a project was created or updated.
type ProjectSaved struct{ ProjectID int64 }

// ProjectDeleted: a project was deleted with its links and gallery.
type ProjectDeleted struct{ ProjectID int64 }

// ProjectsReordered: two projects exchanged their places; ProjectIDs are
// every project whose priority changed (a renumbered group's too).
type ProjectsReordered struct{ ProjectIDs []int64 }

// RedirectDeleted: the owner removed an old address's redirect.
type RedirectDeleted struct{ RedirectID int64 }

// LinkSaved: a project link was created or updated.
type LinkSaved struct{ LinkID, ProjectID int64 }

// LinkDeleted: a project link was deleted.
type LinkDeleted struct{ LinkID, ProjectID int64 }

// GalleryImagesSaved: one or more gallery images were created or updated.
type GalleryImagesSaved struct{ ImageIDs, ProjectIDs []int64 }

// GalleryImageDeleted: a gallery image was deleted.
type GalleryImageDeleted struct{ ImageID, ProjectID int64 }

// SiteSaved: the site document (profile, SEO defaults, home and About
// content) was saved. There is one document, so it carries no id.
type SiteSaved struct{}

// EventName implements Event.
func (ProjectSaved) EventName() string { return "ProjectSaved" }

// EventName implements Event.
func (ProjectDeleted) EventName() string { return "ProjectDeleted" }

// EventName implements Event.
func (ProjectsReordered) EventName() string { return "ProjectsReordered" }

// EventName implements Event.
func (RedirectDeleted) EventName() string { return "RedirectDeleted" }

// EventName implements Event.
func (LinkSaved) EventName() string { return "LinkSaved" }

// EventName implements Event.
func (LinkDeleted) EventName() string { return "LinkDeleted" }

// EventName implements Event.
func (GalleryImagesSaved) EventName() string { return "GalleryImagesSaved" }

// EventName implements Event.
func (GalleryImageDeleted) EventName() string { return "GalleryImageDeleted" }

// EventName implements Event.
func (SiteSaved) EventName() string { return "SiteSaved" }

// EventHandler reacts to an event. It runs synchronously in the publisher's
// goroutine, so a save's response leaves only after its handlers ran.
type EventHandler func(ctx context.Context, e Event)

// EventPublisher publishes events after a commit.
type EventPublisher interface {
	Publish(ctx context.Context, e Event)
}

// EventSubscriber registers handlers for published events.
type EventSubscriber interface {
	Subscribe(h EventHandler)
}

// KindEvent is an event about items of one kind: the cache invalidator
// drops the regions its kind declares (KindSpec.Regions), so the regions of
// a kind are written once, in the registry.
type KindEvent interface {
	Event
	// EventKind is the kind of the items the event is about.
	EventKind() Kind
}

// ItemSaved: an item of a kind with no event type of its own was created,
// updated or restored. A new kind may publish it instead of declaring its
// own pair of events.
type ItemSaved struct {
	Kind             Kind
	ItemID, ParentID int64
}

// ItemDeleted: an item of a kind with no event type of its own was deleted.
type ItemDeleted struct {
	Kind             Kind
	ItemID, ParentID int64
}

// EventName implements Event.
func (ItemSaved) EventName() string { return "ItemSaved" }

// EventName implements Event.
func (ItemDeleted) EventName() string { return "ItemDeleted" }

// EventKind implements KindEvent.
func (e ItemSaved) EventKind() Kind { return e.Kind }

// EventKind implements KindEvent.
func (e ItemDeleted) EventKind() Kind { return e.Kind }

// EventKind implements KindEvent.
func (ProjectSaved) EventKind() Kind { return KindProject }

// EventKind implements KindEvent.
func (ProjectDeleted) EventKind() Kind { return KindProject }

// EventKind implements KindEvent: the order of projects is in every list
// of projects and gallery images.
func (ProjectsReordered) EventKind() Kind { return KindProject }

// EventKind implements KindEvent.
func (RedirectDeleted) EventKind() Kind { return KindRedirect }

// EventKind implements KindEvent.
func (LinkSaved) EventKind() Kind { return KindLink }

// EventKind implements KindEvent.
func (LinkDeleted) EventKind() Kind { return KindLink }

// EventKind implements KindEvent.
func (GalleryImagesSaved) EventKind() Kind { return KindGallery }

// EventKind implements KindEvent.
func (GalleryImageDeleted) EventKind() Kind { return KindGallery }

// EventKind implements KindEvent.
func (SiteSaved) EventKind() Kind { return KindSite }
