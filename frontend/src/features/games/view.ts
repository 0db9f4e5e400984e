/**
 * The shape of the Games page's view, and its template for the build's
 * render. The Go server is the one authority for the values
 * (adapters/pages/views_games.go).
 */
import { marker, templateList } from '@/lib/template'

export interface GameCardView {
  id: number
  title: string
  /** The studio badge: the subcategory's label, '' for none. */
  studio: string
  role: string
  description: string
  image: string
  srcSet: string
  imageAlt: string
  /** The badges as JSON text (studio, role; empty ones left out), for the game's dialog. */
  badges: string
}

export interface GamesView {
  /** No games: the page shows its empty message. */
  empty: boolean
  items: GameCardView[]
}

const m = <T,>(path: string) => marker(path) as unknown as T

/** The page as a template, read from views.games of the server's page data. */
export function gamesTemplate(): GamesView {
  return {
    empty: m('views.games.empty'),
    items: templateList<GameCardView>('views.games.items', {
      id: m('.id'),
      title: m('.title'),
      studio: m('.studio'),
      role: m('.role'),
      description: m('.description'),
      image: m('.image'),
      srcSet: m('.srcSet'),
      imageAlt: m('.imageAlt'),
      badges: m('.badges'),
    }),
  }
}
