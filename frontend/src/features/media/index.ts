export { MediaPressPage } from './components/media-page'
