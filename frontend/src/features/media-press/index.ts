export { MediaPressPage } from './components/media-press-page'
