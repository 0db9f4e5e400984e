package domain

import "encoding/json"

// Validate checks an entry that did not come from a delete (a restored
// backup, issue 21): a known kind, and a payload that decodes to that
// kind's entity and passes the entity's own rules, its links and gallery
// images included. A restore from the trash puts the payload back as it
// is, so without this an archive could park in the trash what a save
// would refuse and have it restored onto the site later.
func (t *TrashItem) Validate() error {
	switch t.Kind {
	case TrashProject:
		return validPayload(t.Payload, func(p *Project) error {
			if err := p.Validate(); err != nil {
				return err
			}
			for i := range p.Links {
				if err := p.Links[i].Validate(); err != nil {
					return Errorf(EINVALID, "link %d: %s", i+1, ErrorMessage(err))
				}
			}
			for i := range p.GalleryImages {
				if err := p.GalleryImages[i].Validate(); err != nil {
					return Errorf(EINVALID, "gallery image %d: %s", i+1, ErrorMessage(err))
				}
			}
			return nil
		})
	case TrashLink:
		return validPayload(t.Payload, (*ProjectLink).Validate)
	case TrashGallery:
		return validPayload(t.Payload, (*GalleryImage).Validate)
	case TrashCollaboration:
		return validPayload(t.Payload, (*Collaboration).Validate)
	case TrashMedia:
		return validPayload(t.Payload, (*MediaItem).Validate)
	case TrashInvestment:
		return validPayload(t.Payload, func(i *Investment) error { c := *i; return c.Validate() })
	case TrashMessage:
		return validPayload(t.Payload, (*Message).Validate)
	}
	return Errorf(EINVALID, "%s: %q", MsgTrashKindUnknown, t.Kind)
}

// validPayload decodes payload as a T and checks it with validate; the
// error says which part failed ("payload: …").
func validPayload[T any](payload []byte, validate func(*T) error) error {
	var v T
	if err := json.Unmarshal(payload, &v); err != nil {
		return Errorf(EINVALID, "payload: not a valid %T (%v)", v, err)
	}
	if err := validate(&v); err != nil {
		return Errorf(EINVALID, "payload: %s", ErrorMessage(err))
	}
	return nil
}
