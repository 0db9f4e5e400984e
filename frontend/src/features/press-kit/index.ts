export { PressKitPage } from './components/press-kit-page'
