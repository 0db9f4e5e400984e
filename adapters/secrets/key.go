package secrets

import (
	"encoding/base64"
	"errors"
	"fmt"
)

// keyLen is the length of the master key: AES-256 needs 32 bytes.
const keyLen = 32

// ParseKey decodes auth.totp_key: base64 (standard or URL, padded or not)
// of exactly 32 bytes. An empty value is no key (nil): NewSealer then
// generates one.
func ParseKey(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if k, err := enc.DecodeString(s); err == nil {
			if len(k) != keyLen {
				return nil, fmt.Errorf("auth.totp_key must be the base64 of %d bytes, not %d", keyLen, len(k))
			}
			return k, nil
		}
	}
	return nil, errors.New("auth.totp_key is not base64")
}
