package domain

import "encoding/json"

// Validate checks an entry that did not come from a delete (a restored
// backup, issue 21): a kind the trash keeps, and a payload that decodes to
// that kind's entity and passes the entity's own rules (KindSpec.
// CheckPayload: a project's links and gallery images included). A restore
// from the trash puts the payload back as it is, so without this an
// archive could park in the trash what a save would refuse and have it
// restored onto the site later. The kinds are the product's registry's
// (ContentKinds): a backup only holds those.
func (t *TrashItem) Validate() error {
	kinds := ContentKinds()
	if !kinds.Is(t.Kind, InTrash) {
		return Errorf(EINVALID, "%s: %q", MsgTrashKindUnknown, t.Kind)
	}
	return kinds.CheckPayload(t.Kind, t.Payload)
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
