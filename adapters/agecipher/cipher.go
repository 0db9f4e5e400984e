// Package agecipher encrypts backup archives with age (filippo.io/age)
// for the recipients of backup.age_recipients, and decrypts them with an
// identity file (portfolio import --identity, verification).
package agecipher

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"filippo.io/age"

	"github.com/portfolio-site/portfolio/domain"
)

// Header is how every age file starts: what tells an encrypted archive
// from a clear one.
const Header = "age-encryption.org/v1\n"

// Cipher encrypts for recipients and decrypts with identities; either
// may be empty when the cipher is only used one way.
type Cipher struct {
	recipients []age.Recipient
	identities []age.Identity
}

var _ domain.BackupCipher = (*Cipher)(nil)

// New parses the public keys of recipients (age1…, one a string) and the
// identity file's content (AGE-SECRET-KEY-… lines, # comments).
func New(recipients []string, identity []byte) (*Cipher, error) {
	c := &Cipher{}
	for _, r := range recipients {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		parsed, err := age.ParseRecipients(strings.NewReader(r))
		if err != nil {
			return nil, fmt.Errorf("backup.age_recipients: %q is not an age public key: %w", r, err)
		}
		c.recipients = append(c.recipients, parsed...)
	}
	if len(identity) > 0 {
		ids, err := age.ParseIdentities(bytes.NewReader(identity))
		if err != nil {
			return nil, fmt.Errorf("identity file: %w", err)
		}
		c.identities = ids
	}
	return c, nil
}

// Encrypts says whether there are recipients to encrypt for.
func (c *Cipher) Encrypts() bool { return len(c.recipients) > 0 }

// Encrypt implements domain.BackupCipher.
func (c *Cipher) Encrypt(w io.Writer) (io.WriteCloser, error) {
	if len(c.recipients) == 0 {
		return nil, errors.New("age: no recipients")
	}
	return age.Encrypt(w, c.recipients...)
}

// Decrypt implements domain.BackupCipher.
func (c *Cipher) Decrypt(r io.Reader) (io.Reader, error) {
	if len(c.identities) == 0 {
		return nil, domain.Errorf(domain.EINVALID, "This backup is encrypted: give the identity file that decrypts it (--identity FILE)")
	}
	out, err := age.Decrypt(r, c.identities...)
	if err != nil {
		return nil, domain.Errorf(domain.EINVALID, "This backup cannot be decrypted with the identity given: %v", err)
	}
	return out, nil
}

// Encrypted says whether r starts with the age header; the reader
// returned reads r from its start.
func Encrypted(r io.Reader) (bool, io.Reader) {
	br := bufio.NewReader(r)
	head, _ := br.Peek(len(Header))
	return string(head) == Header, br
}
