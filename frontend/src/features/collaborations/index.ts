export { carouselTemplate, CollaborationsCarousel } from './components/collaborations-carousel'
