import type { Maybe } from './types'

/** What a project link points at; it picks the link's icon. */
export type LinkKind = 'video' | 'movie-database' | 'review' | 'streaming' | 'article' | 'download' | 'website'

const HOST_KINDS: [LinkKind, string[]][] = [
  ['video', ['youtube.com', 'youtu.be', 'vimeo.com', 'youtube-nocookie.com', 'dailymotion.com']],
  ['movie-database', ['imdb.com', 'themoviedb.org', 'letterboxd.com', 'tvdb.com', 'thetvdb.com']],
  ['review', ['metacritic.com', 'rottentomatoes.com', 'opencritic.com', 'ign.com', 'gamespot.com', 'polygon.com', 'kotaku.com', 'pcgamer.com', 'eurogamer.net', 'variety.com', 'hollywoodreporter.com']],
  ['streaming', ['netflix.com', 'hulu.com', 'disneyplus.com', 'primevideo.com', 'max.com', 'hbomax.com', 'tv.apple.com', 'music.apple.com', 'spotify.com', 'soundcloud.com', 'twitch.tv', 'crunchyroll.com', 'bandcamp.com', 'tidal.com', 'deezer.com', 'paramountplus.com', 'peacocktv.com']],
]

const TYPE_KINDS: Record<string, LinkKind> = {
  youtube: 'video',
  imdb: 'movie-database',
  website: 'website',
  article: 'article',
  download: 'download',
}

/** Guesses the kind of a link from its URL host; anything unknown is a generic website. */
export function kindFromHost(url: string): LinkKind {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return 'website'
  }
  for (const [kind, hosts] of HOST_KINDS) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return kind
  }
  return 'website'
}

/** The kind of a link: from its type when the type says it, else guessed from the host. */
export function linkKind(link: { url: string; type?: Maybe<string> }): LinkKind {
  const byType = link.type ? TYPE_KINDS[link.type] : undefined
  return byType ?? kindFromHost(link.url)
}
