package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPasskeyPartyFollowsThePublicURL(t *testing.T) {
	for _, tc := range []struct {
		name, publicURL, rpID, origins string
		want                           PasskeyParty
	}{
		{"a domain", "https://jordan.example", "", "", PasskeyParty{RPID: "jordan.example", Origins: []string{"https://jordan.example"}}},
		{"a port and upper case", "https://Jordan.Example:8443", "", "", PasskeyParty{RPID: "jordan.example", Origins: []string{"https://jordan.example:8443"}}},
		{"localhost", "http://localhost:8080", "", "", PasskeyParty{RPID: "localhost", Origins: []string{"http://localhost:8080"}}},
		{"loopback stands for localhost", "http://127.0.0.1:8080", "", "", PasskeyParty{RPID: "localhost", Origins: []string{"http://localhost:8080"}}},
		{"IPv6 loopback", "http://[::1]:9000", "", "", PasskeyParty{RPID: "localhost", Origins: []string{"http://localhost:9000"}}},
		{"another IP address", "http://192.0.2.10", "", "", PasskeyParty{Unavailable: "public_url's host 192.0.2.10 is an IP address; passkeys need a domain name"}},
		{"a parent domain and more origins", "https://www.jordan.example", "jordan.example", "https://jordan.example, https://admin.jordan.example/",
			PasskeyParty{RPID: "jordan.example", Origins: []string{"https://www.jordan.example", "https://jordan.example", "https://admin.jordan.example"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Config{PublicURL: tc.publicURL, Auth: AuthConfig{PasskeyRPID: tc.rpID, PasskeyOrigins: tc.origins}}
			got, err := c.PasskeyParty()
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestPasskeyPartyMismatchIsAConfigurationError(t *testing.T) {
	for _, tc := range []struct {
		name, publicURL, rpID, origins, want string
	}{
		{"an ID that does not cover the site", "https://jordan.example", "other.example", "", `auth.passkey_rp_id "other.example" does not cover public_url's host "jordan.example"`},
		{"a child of the site as ID", "https://jordan.example", "www.jordan.example", "", "does not cover"},
		{"a look-alike suffix", "https://evil-jordan.example", "jordan.example", "", "does not cover"},
		{"an IP address as ID", "https://jordan.example", "192.0.2.1", "", "an IP address cannot carry passkeys"},
		{"an origin off the ID", "https://jordan.example", "", "https://phish.example", `"https://phish.example" is not on the relying-party ID "jordan.example"`},
		{"an origin with a path", "https://jordan.example", "", "https://jordan.example/admin", "is not an origin"},
		{"not an origin at all", "https://jordan.example", "", "jordan.example", "is not an origin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &Config{PublicURL: tc.publicURL, Auth: AuthConfig{PasskeyRPID: tc.rpID, PasskeyOrigins: tc.origins}}
			_, err := c.PasskeyParty()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestPasskeySettingsFromTheEnvironment(t *testing.T) {
	c, err := Load("", []string{"PORTFOLIO_PUBLIC_URL=https://www.jordan.example", "PORTFOLIO_AUTH_PASSKEY_RP_ID=jordan.example", "PORTFOLIO_AUTH_PASSKEY_ORIGINS=https://jordan.example"})
	require.NoError(t, err)
	party, err := c.PasskeyParty()
	require.NoError(t, err)
	assert.Equal(t, PasskeyParty{RPID: "jordan.example", Origins: []string{"https://www.jordan.example", "https://jordan.example"}}, party)
}
