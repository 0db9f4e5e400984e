export { CategoryPage } from './components/category-page'
export { PortfolioPage } from './components/portfolio-page'
export { categoryPageOf } from './sections'
