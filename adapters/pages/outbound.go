package pages

import (
	"net/url"
	"strconv"
)

// Outbound clicks (issue 26): every link of a public page that leaves the
// site for a project's, an investment's or a media item's address, or for
// the owner's e-mail (mailto:), carries the address the browser pings as
// the visitor follows it: the HTML ping attribute, so no script, no
// redirect, the href untouched. Chromium pings for mailto: links too (a
// POST, Content-Type text/ping, body "PING", Ping-From and Ping-To
// headers, Sec-Fetch-Site same-origin). The HTTP adapter's
// POST /api/outbound counts it. The address is the site's public one
// (public_url): a visitor on another host name pings across origins, and
// the server takes that only from the public URL's origin.

// outboundPing is the address that counts a click on a link of the given
// kind (domain.OutboundKinds), id the project's, investment's or media
// item's (0 for the e-mail), at the site's public address base: the ping
// attribute takes absolute http(s) URLs only (a relative one is invalid
// HTML, and the Nu checker says so).
func outboundPing(base, kind string, id int64) string {
	return base + "/api/outbound?kind=" + url.QueryEscape(kind) + "&id=" + strconv.FormatInt(id, 10)
}
