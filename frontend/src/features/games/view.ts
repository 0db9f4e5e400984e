/**
 * The template of the Games page's view, for the build's render. The Go
 * server is the one authority for the values (adapters/pages/views_games.go)
 * and for their types (@/lib/views.gen, generated from its view structs).
 */
import { marker, templateList } from '@/lib/template'
import type { GameCardView, GamesView, GameStudioView } from '@/lib/views.gen'

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
      href: m('.href'),
      image: m('.image'),
      srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
      position: m('.position'),
      imageAlt: m('.imageAlt'),
    }),
    studios: templateList<GameStudioView>('views.games.studios', {
      title: m('.title'),
      logo: m('.logo'),
      logoImage: m('.logoImage'),
      logoSrcSet: m('.logoSrcSet'), logoAvifSrcSet: m('.logoAvifSrcSet'),
      href: m('.href'),
    }),
  }
}
