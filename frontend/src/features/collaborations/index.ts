export { preloadCollaborations } from './api'
export { CollaborationsCarousel } from './components/collaborations-carousel'
