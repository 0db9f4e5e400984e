package webauthntest

import (
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"
)

// The JSON and binary forms of WebAuthn the authenticator reads and
// writes, as a browser and an authenticator between them make them.

// creationOptions is what Register reads of {"publicKey": …} creation
// options; the base64url members are kept as strings, as the JSON carries
// them.
type creationOptions struct {
	PublicKey struct {
		RP struct {
			ID string `json:"id"`
		} `json:"rp"`
		User struct {
			ID string `json:"id"`
		} `json:"user"`
		Challenge        string         `json:"challenge"`
		PubKeyCredParams []credParam    `json:"pubKeyCredParams"`
		Exclude          []descriptorJS `json:"excludeCredentials"`
	} `json:"publicKey"`
}

// requestOptions is what SignIn reads of {"publicKey": …} request options.
type requestOptions struct {
	PublicKey struct {
		Challenge string         `json:"challenge"`
		RPID      string         `json:"rpId"`
		Allow     []descriptorJS `json:"allowCredentials"`
	} `json:"publicKey"`
}

// credParam is one of the options' pubKeyCredParams.
type credParam struct {
	Type string `json:"type"`
	Alg  int    `json:"alg"`
}

// descriptorJS is a credential of excludeCredentials or allowCredentials,
// its id base64url.
type descriptorJS struct {
	Type string `json:"type"`
	ID   string `json:"id"`
}

// relyingParty is the RP ID a browser at origin would use: rpID, or the
// origin's host when the options name none. Like a browser, it refuses an
// RP ID the origin's host is neither equal to nor a subdomain of.
func relyingParty(rpID, origin string) (string, error) {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("webauthntest: %q is not an origin", origin)
	}
	host := strings.ToLower(u.Hostname())
	if rpID == "" {
		return host, nil
	}
	if host != rpID && !strings.HasSuffix(host, "."+rpID) {
		return "", fmt.Errorf("webauthntest: origin %s may not use the relying-party ID %s (SecurityError)", origin, rpID)
	}
	return rpID, nil
}

// authenticatorData is rpIdHash, flags and signCount (WebAuthn §6.1).
func authenticatorData(rpID string, flags byte, counter uint32) []byte {
	h := sha256.Sum256([]byte(rpID))
	out := append(h[:], flags)
	return binary.BigEndian.AppendUint32(out, counter)
}

// clientData is the clientDataJSON a browser makes, members in its order.
func clientData(typ string, challenge []byte, origin string) []byte {
	b, _ := json.Marshal(struct {
		Type        string `json:"type"`
		Challenge   string `json:"challenge"`
		Origin      string `json:"origin"`
		CrossOrigin bool   `json:"crossOrigin"`
	}{typ, encode(challenge), origin, false})
	return b
}

// cosePublicKey is key as a COSE_Key (kty EC2, alg ES256, crv P-256, x,
// y), CTAP2 canonical CBOR.
func cosePublicKey(key *ecdsa.PublicKey) ([]byte, error) {
	raw, err := key.Bytes() // 0x04 || x || y, each 32 bytes
	if err != nil {
		return nil, fmt.Errorf("webauthntest: encode the public key: %w", err)
	}
	b, err := webauthncbor.Marshal(map[int]any{1: coseKtyEC2, 3: coseAlgES256, -1: coseCrvP256, -2: raw[1:33], -3: raw[33:65]})
	if err != nil {
		return nil, fmt.Errorf("webauthntest: encode the COSE key: %w", err)
	}
	return b, nil
}

func offersES256(params []credParam) bool {
	for _, p := range params {
		if p.Type == "public-key" && p.Alg == coseAlgES256 {
			return true
		}
	}
	return false
}

// encode is base64url without padding, as WebAuthn's JSON forms use.
func encode(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// decode reads base64url with or without padding.
func decode(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}
