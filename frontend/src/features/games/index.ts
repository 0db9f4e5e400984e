export { GamesPage } from './components/games-page'
