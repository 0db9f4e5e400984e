/**
 * The kinds of project link the portfolio gives an icon. The Go server
 * decides each link's kind (adapters/pages/views_portfolio.go: the link's
 * type, else its host); the components only pick the icon.
 */
export type LinkKind = 'video' | 'movie-database' | 'review' | 'streaming' | 'article' | 'download' | 'website'
