package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// maxBulkImages bounds one bulk gallery upload.
const maxBulkImages = 100

func (s *projectHandlers) handleLinkList(w http.ResponseWriter, r *http.Request) {
	s.serveByID(w, r, "projectId", s.catalogue.ProjectLinks)
}

func (s *projectHandlers) handleLinkCreate(w http.ResponseWriter, r *http.Request) {
	projectID, ok := s.pathID(w, r, "projectId")
	if !ok || !s.noDraftCreate(w, r) {
		return
	}
	patch, err := decodeBody(&s.responder, w, r, linkFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.content.CreateLink(r.Context(), projectID, patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, l)
}

func (s *projectHandlers) handleLinkUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(&s.responder, w, r, linkFields, s.content.UpdateLink, s.content.LinkEditorial(), asIs)
}

func (s *projectHandlers) handleLinkDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteLink)
}

func (s *projectHandlers) handleGalleryImageList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.GalleryImages)
}

func (s *projectHandlers) handleGalleryList(w http.ResponseWriter, r *http.Request) {
	s.serveByID(w, r, "projectId", s.catalogue.ProjectGallery)
}

// handleGalleryCreate takes one image object (answering the object) or an
// array of them from the bulk upload (answering the array); an array is
// stored all or nothing.
func (s *projectHandlers) handleGalleryCreate(w http.ResponseWriter, r *http.Request) {
	projectID, ok := s.pathID(w, r, "projectId")
	if !ok || !s.noDraftCreate(w, r) {
		return
	}
	raw, err := s.readJSON(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	bulk := kindOf(raw) == jsonArray
	patches, err := decodeGalleryPatches(raw, bulk)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	images, err := s.content.CreateGalleryImages(r.Context(), projectID, patches)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if bulk {
		writeJSON(w, http.StatusCreated, images)
		return
	}
	writeJSON(w, http.StatusCreated, images[0])
}

// decodeGalleryPatches decodes one image object, or an array of them whose
// field errors are named by position ("1.src").
func decodeGalleryPatches(raw json.RawMessage, bulk bool) ([]domain.GalleryPatch, error) {
	if !bulk {
		obj, err := asObject(raw, "")
		if err != nil {
			return nil, err
		}
		p, err := galleryFields.decode(obj, "")
		return []domain.GalleryPatch{p}, err
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, domain.Errorf(domain.EBADREQUEST, msgInvalidJSON)
	}
	if len(items) > maxBulkImages {
		v := domain.ValidationErrors{}
		v.Add("images", domain.TooManyMessage(maxBulkImages))
		return nil, v.Err()
	}
	patches := make([]domain.GalleryPatch, len(items))
	all := domain.ValidationErrors{}
	for i, item := range items {
		prefix := strconv.Itoa(i)
		obj, err := asObject(item, prefix)
		if err == nil {
			patches[i], err = galleryFields.decode(obj, prefix+".")
		}
		var de *domain.Error
		if errors.As(err, &de) {
			for f, m := range de.Fields {
				all.Add(f, m)
			}
		}
	}
	return patches, all.Err()
}

func (s *projectHandlers) handleGalleryUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(&s.responder, w, r, galleryFields, s.content.UpdateGalleryImage, s.content.GalleryEditorial(), asIs)
}

// handleGalleryReorder exchanges the places of two images of one gallery
// (the Manage Project Gallery arrows) in one transaction and answers the
// gallery in its new order.
func (s *projectHandlers) handleGalleryReorder(w http.ResponseWriter, r *http.Request) {
	a, b, ok := decodeReorderPair(&s.responder, w, r)
	if !ok {
		return
	}
	gallery, err := s.content.SwapGalleryImages(r.Context(), a, b)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, gallery)
}

func (s *projectHandlers) handleGalleryDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteGalleryImage)
}

// noDraftCreate refuses ?draft=true on the creates of links and gallery
// images: they are shown with their project as soon as they exist, so a
// new one waits in a draft of its project instead.
func (s *responder) noDraftCreate(w http.ResponseWriter, r *http.Request) bool {
	draft, err := isDraft(r)
	if err == nil && draft {
		err = &domain.Error{Code: domain.EINVALID, Message: domain.MsgDraftCreateChildren}
	}
	if err != nil {
		s.writeError(w, r, err)
		return false
	}
	return true
}
