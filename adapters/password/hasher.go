// Package password hashes administrator passwords: argon2id with the OWASP
// parameters for new hashes, and bcrypt hashes from earlier versions still
// verified so that they can be replaced at the next successful sign-in.
package password

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.PasswordHasher = (*Hasher)(nil)

// Params are argon2id's cost parameters.
type Params struct {
	// Memory in KiB, passes over it, and lanes.
	Memory  uint32
	Time    uint32
	Threads uint8
}

// OWASP is the OWASP Password Storage Cheat Sheet's first argon2id
// configuration: 19 MiB, 2 iterations, 1 lane (about 30–60 ms here).
var OWASP = Params{Memory: 19 * 1024, Time: 2, Threads: 1}

const (
	saltLen = 16
	keyLen  = 32
	prefix  = "$argon2id$"
)

// errMismatch is the one failure of Compare, whatever went wrong, so the
// caller cannot tell a malformed hash from a wrong password.
var errMismatch = errors.New("password does not match")

// Hasher implements domain.PasswordHasher with argon2id.
type Hasher struct {
	params Params
	// slots bounds the hashes computed at once: each takes Memory KiB, and
	// a burst of sign-ins must not take the heap with it.
	slots chan struct{}
}

// NewHasher returns a hasher with the OWASP parameters.
func NewHasher() *Hasher { return NewHasherWith(OWASP) }

// NewHasherWith returns a hasher with the given parameters (tests use
// cheaper ones).
func NewHasherWith(p Params) *Hasher {
	return &Hasher{params: p, slots: make(chan struct{}, max(2, runtime.GOMAXPROCS(0)))}
}

// Hash returns the argon2id hash of password in the PHC string format,
// $argon2id$v=19$m=…,t=…,p=…$salt$key.
func (h *Hasher) Hash(password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("password salt: %w", err)
	}
	key := h.derive(password, salt, h.params, keyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("%sv=%d$m=%d,t=%d,p=%d$%s$%s", prefix, argon2.Version,
		h.params.Memory, h.params.Time, h.params.Threads, enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// Compare returns nil when password matches hash: an argon2id hash of any
// parameters, or a bcrypt hash made by an earlier version.
func (h *Hasher) Compare(hash, password string) error {
	if isBcrypt(hash) {
		if bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) != nil {
			return errMismatch
		}
		return nil
	}
	p, salt, key, err := parse(hash)
	if err != nil {
		return errMismatch
	}
	if subtle.ConstantTimeCompare(h.derive(password, salt, p, uint32(len(key))), key) != 1 {
		return errMismatch
	}
	return nil
}

// NeedsRehash reports whether hash is not argon2id with this hasher's
// parameters (a bcrypt hash, or older parameters).
func (h *Hasher) NeedsRehash(hash string) bool {
	p, _, _, err := parse(hash)
	return err != nil || p != h.params
}

// derive runs argon2id, waiting for a slot.
func (h *Hasher) derive(password string, salt []byte, p Params, n uint32) []byte {
	h.slots <- struct{}{}
	defer func() { <-h.slots }()
	return argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, n)
}

func isBcrypt(hash string) bool {
	return strings.HasPrefix(hash, "$2a$") || strings.HasPrefix(hash, "$2b$") || strings.HasPrefix(hash, "$2y$")
}

// maxMemory bounds the memory a stored hash may ask for (256 MiB), so a
// tampered hash cannot make a comparison take the machine.
const maxMemory = 256 * 1024

// parse reads a PHC argon2id string.
func parse(hash string) (Params, []byte, []byte, error) {
	var p Params
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" || parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return p, nil, nil, errors.New("not an argon2id hash")
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return p, nil, nil, fmt.Errorf("argon2id parameters: %w", err)
	}
	if p.Memory == 0 || p.Memory > maxMemory || p.Time == 0 || p.Time > 16 || p.Threads == 0 {
		return p, nil, nil, errors.New("argon2id parameters out of range")
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return p, nil, nil, fmt.Errorf("argon2id salt: %w", err)
	}
	key, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 {
		return p, nil, nil, errors.New("argon2id key malformed")
	}
	return p, salt, key, nil
}
