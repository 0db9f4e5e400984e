export { CategoryPage } from './components/category-page'
export { PortfolioPage } from './components/portfolio-page'
export { ProjectPage } from './components/project-page'
export { categoryPageOf } from './sections'
