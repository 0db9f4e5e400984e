export { preloadInvestments } from './api'
export { InvestmentsPage } from './components/investments-page'
