export { CollaborationsCarousel } from './components/collaborations-carousel'
