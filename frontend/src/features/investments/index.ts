export { InvestmentsPage } from './components/investments-page'
