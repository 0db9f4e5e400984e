export { PortfolioPage } from './components/portfolio-page'
export { portfolioPathAnchor } from './sections'
