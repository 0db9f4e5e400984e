/** YouTube video ids are 11 characters; only such ids are embedded. */
export const VIDEO_ID_LENGTH = 11

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']
const VIDEO_HOSTS = [...YOUTUBE_HOSTS, 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com']

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Whether a link points at a video site (YouTube or Vimeo): such links open in the in-page popup. */
export function isVideoUrl(url: string): boolean {
  const u = parse(url)
  return !!u && VIDEO_HOSTS.includes(u.hostname.toLowerCase())
}

/** The YouTube video id of a URL, when it has exactly 11 characters; otherwise null. */
export function youtubeId(url: string): string | null {
  const u = parse(url)
  if (!u || !YOUTUBE_HOSTS.includes(u.hostname.toLowerCase())) return null
  let id: string | null
  if (u.hostname.toLowerCase() === 'youtu.be') id = u.pathname.split('/')[1] ?? null
  else if (u.pathname === '/watch') id = u.searchParams.get('v')
  else id = u.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1] ?? null
  return id && id.length === VIDEO_ID_LENGTH && /^[\w-]+$/.test(id) ? id : null
}

/** The embeddable URL of a YouTube link, or the URL unchanged when it has no 11-character id. */
export function toEmbedUrl(url: string, { autoplay = false } = {}): string {
  const id = youtubeId(url)
  if (!id) return url
  return `https://www.youtube.com/embed/${id}${autoplay ? '?autoplay=1' : ''}`
}
