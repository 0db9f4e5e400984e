package app

import "time"

// HoldDecodeSlot takes the UploadService's only decode slot until release
// is called, so tests can show that uploads wait for it.
func HoldDecodeSlot(s *UploadService) (release func()) {
	s.decodeSlots <- struct{}{}
	return func() { <-s.decodeSlots }
}

// SetDecodeTimeout shortens the decode budget so tests need not build a
// slow image.
func SetDecodeTimeout(s *UploadService, d time.Duration) { s.decodeTimeout = d }
