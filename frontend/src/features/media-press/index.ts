export { preloadMediaItems } from './api'
export { MediaPressPage } from './components/media-press-page'
