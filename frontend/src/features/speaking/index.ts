export { SpeakingPage } from './components/speaking-page'
export { AppearancePage } from './components/appearance-page'
