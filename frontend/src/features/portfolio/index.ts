export { PortfolioPage } from './components/portfolio-page'
export { ProjectPage } from './components/project-page'
export { portfolioPathAnchor } from './sections'
