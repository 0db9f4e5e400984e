export { PortfolioPage } from './components/portfolio-page'
export { useGetProjectsQuery } from './api'
export { projectGallery } from './components/project-card'
export { GAMES_LOAD_ERROR, portfolioPathAnchor } from './sections'
