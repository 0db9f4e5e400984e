package memory

import (
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Store is one in-memory database. The repositories it hands out share its
// tables and its lock, so a project delete cascades to links and gallery
// images and every read-modify-write is atomic, as in the SQL store.
type Store struct {
	mu       sync.Mutex
	projects map[int64]domain.Project
	links    map[int64]domain.ProjectLink
	images   map[int64]domain.GalleryImage
	layouts  map[int64]domain.SectionLayout
	users    map[int64]domain.User
	// redirects are the moved project pages' entries (RedirectRepository).
	redirects []domain.Redirect
	// lastID is the last id given out per table; ids are never reused.
	lastID map[string]int64

	projectRepo *ProjectRepository
	linkRepo    *LinkRepository
	galleryRepo *GalleryRepository
	// contentRepos are the simple kinds' repositories and their accessors
	// (content_repository.go).
	contentRepos
	layoutRepo   *SectionLayoutRepository
	userRepo     *UserRepository
	trashRepo    *TrashRepository
	activityLog  *ActivityLog
	revisions    *RevisionStore
	drafts       *DraftStore
	redirectRepo *RedirectRepository
	// tables are the parts kept outside the maps above (the simple content
	// kinds' repositories, the trash, the log, the history, the drafts):
	// a transaction's snapshot copies each, so a new one is rolled back by
	// being listed here, where it is made (see table).
	tables []lockedTable
}

// lockedTable is a part of the store that copies itself under the store's
// lock (snapshotLocked) and returns how to put the copy back.
type lockedTable interface {
	snapshotLocked() func()
}

// table lists t among the parts a transaction rolls back, and returns it.
func table[T lockedTable](s *Store, t T) T {
	s.tables = append(s.tables, t)
	return t
}

// NewStore returns an empty store.
func NewStore() *Store {
	s := &Store{
		projects: map[int64]domain.Project{},
		links:    map[int64]domain.ProjectLink{},
		images:   map[int64]domain.GalleryImage{},
		layouts:  map[int64]domain.SectionLayout{},
		users:    map[int64]domain.User{},
		lastID:   map[string]int64{},
	}
	s.projectRepo = &ProjectRepository{s: s}
	s.redirectRepo = &RedirectRepository{s: s}
	s.linkRepo = newLinkRepository(s)
	s.galleryRepo = newGalleryRepository(s)
	s.contentRepos = newContentRepos(s)
	s.layoutRepo = &SectionLayoutRepository{s: s}
	s.userRepo = &UserRepository{s: s}
	s.trashRepo = table(s, &TrashRepository{s: s, items: map[trashKey]domain.TrashItem{}})
	s.activityLog = table(s, &ActivityLog{s: s})
	s.drafts = table(s, &DraftStore{s: s, drafts: map[revisionKey]domain.Draft{}, schedules: map[scheduleKey]domain.Schedule{}})
	s.revisions = table(s, &RevisionStore{s: s, items: map[revisionKey][]domain.Revision{}, last: map[revisionKey]int{}})
	return s
}

// Projects returns the project repository of the store.
func (s *Store) Projects() *ProjectRepository { return s.projectRepo }

// Redirects returns the redirect repository of the store.
func (s *Store) Redirects() *RedirectRepository { return s.redirectRepo }

// Links returns the project link repository of the store.
func (s *Store) Links() *LinkRepository { return s.linkRepo }

// Gallery returns the gallery image repository of the store.
func (s *Store) Gallery() *GalleryRepository { return s.galleryRepo }

// Layouts returns the section layout repository of the store.
func (s *Store) Layouts() *SectionLayoutRepository { return s.layoutRepo }

// Trash returns the trash of the store.
func (s *Store) Trash() *TrashRepository { return s.trashRepo }

// Activity returns the activity log of the store.
func (s *Store) Activity() *ActivityLog { return s.activityLog }

// Drafts returns the drafts and schedules of the store.
func (s *Store) Drafts() *DraftStore { return s.drafts }

// Revisions returns the history of the store.
func (s *Store) Revisions() *RevisionStore { return s.revisions }

// Users returns the user repository of the store.
func (s *Store) Users() *UserRepository { return s.userRepo }

// nextID returns a fresh id for table. The caller holds s.mu.
func (s *Store) nextID(table string) int64 {
	s.lastID[table]++
	return s.lastID[table]
}

// now is the time stamped on writes, at the precision the SQL stores keep.
func now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

func notFound(msg string) error { return &domain.Error{Code: domain.ENOTFOUND, Message: msg} }
