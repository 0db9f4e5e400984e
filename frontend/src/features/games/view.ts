/**
 * What the Games page shows of the games: in priority order, each card with
 * its labels worked out. The Go server builds the same view for the page it
 * serves (adapters/http/views_games.go); both are checked against
 * test/fixtures/views/games.*.json.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { subcategoryLabel } from '@/lib/catalogue'
import { imageSrcSet } from '@/lib/image-variants'
import { byPriorityAsc } from '@/lib/sort'
import { marker, templateList } from '@/lib/template'
import { imageAlt, present } from '@/lib/text'
import type { Project } from '@/lib/types'

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
}

export interface GamesView {
  /** No games: the page shows its empty message. */
  empty: boolean
  items: GameCardView[]
}

export function gameCardView(p: Project): GameCardView {
  const image = present(p.imageUrl) ?? DEFAULT_PROJECT_IMAGE
  return {
    id: p.id,
    title: p.title,
    studio: present(p.subcategory) ? subcategoryLabel(p.subcategory ?? '') : '',
    role: present(p.role) ?? '',
    description: present(p.description) ?? '',
    image,
    srcSet: imageSrcSet(image),
    imageAlt: imageAlt(p.imageDescription, p.title, p.imageDecorative),
  }
}

/** The Games page's view of its (active) games. */
export function gamesView(games: readonly Project[]): GamesView {
  const items = byPriorityAsc(games).map(gameCardView)
  return { empty: items.length === 0, items }
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
    }),
  }
}
