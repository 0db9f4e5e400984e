/**
 * The static content of the home page: one typed module, neutral placeholder
 * copy. The owner's name, email and location are never written here; they
 * come from GET /api/site. Images live in public/images/home/.
 */
import { categoryLabel, type ProjectCategory } from '@/lib/catalogue'
import { ROUTES } from '@/lib/routes'

export type IconKey =
  | 'gamepad' | 'film' | 'clapper' | 'music' | 'trophy' | 'globe' | 'cube' | 'chart'
  | 'users' | 'sparkles' | 'rocket' | 'compass' | 'briefcase' | 'mic' | 'tv'

export interface CategoryCard {
  title: string
  subtitle: string
  link: string
  imageUrl?: string
  imageDescription?: string
}

export interface Fund {
  name: string
  focus: string
  description: string
  link: string
  imageUrl: string
  imageDescription: string
}

export interface MediaHighlight {
  title: string
  description: string
  image: string
  link: string
}

export interface ImpactStat {
  number: string
  label: string
  detail: string
  icon: IconKey
}

export interface Milestone {
  year: string
  /** Inline markup: **strong**, *emphasis*, [label](href). */
  text: string
}

export interface TimelineEra {
  era: string
  icon: IconKey
  /** Accent colours of the era: a palette name and a gradient pair. */
  colors: { palette: 'brand' | 'gold' | 'purple' | 'orange' | 'blue'; from: string; to: string }
  milestones: Milestone[]
  summary: string
}

export interface Button {
  label: string
  to: string
}

const category = (key: ProjectCategory, subtitle: string, image: string, imageDescription: string): CategoryCard => ({
  title: categoryLabel(key),
  subtitle,
  link: `${ROUTES.portfolio.path}#${key === 'worldbuilding' ? 'worldbuilding-characters' : key}`,
  imageUrl: `/images/home/${image}`,
  imageDescription,
})

export const home = {
  hero: {
    eyebrow: 'Games · Film · Music · Ventures',
    headline: 'Building worlds people want to live in.',
    intro:
      'Two decades of producing games, animation, cinematics and music, and of backing the founders who shape what entertainment becomes next.',
    image: '/images/home/hero.svg',
    buttons: [
      { label: 'View Portfolio', to: ROUTES.portfolio.path },
      { label: 'Press Highlights', to: ROUTES.mediaPress.path },
      { label: ROUTES.investments.label, to: ROUTES.investments.path },
    ] satisfies Button[],
  },
  projects: {
    heading: 'Projects Overview',
    intro: 'Seven disciplines, one creative thread: stories that travel across every screen and stage.',
    cards: [
      category('games', 'Franchises, live games and studio launches', 'category-games.svg', 'Abstract artwork for games'),
      category('film-animation', 'Animated series, television and documentaries', 'category-film-animation.svg', 'Abstract artwork for film and animation'),
      category('cinematics', 'Story trailers, launches and animation tests', 'category-cinematics.svg', 'Abstract artwork for cinematics'),
      category('music', 'Albums, soundtracks and music videos', 'category-music.svg', 'Abstract artwork for music'),
      category('esports', 'World championships and live ceremonies', 'category-esports.svg', 'Abstract artwork for esports'),
      category('worldbuilding', 'Regions, lore and character design', 'category-worldbuilding.svg', 'Abstract artwork for worldbuilding'),
      category('extended-media', 'Board games, comics, mini games and statues', 'category-extended-media.svg', 'Abstract artwork for extended media'),
    ],
  },
  funds: {
    heading: 'Funds',
    intro: 'Capital and operating experience for the next generation of entertainment companies.',
    cards: [
      {
        name: 'Fund I: Interactive Worlds',
        focus: 'Early-stage games and interactive entertainment',
        description: 'Backs studios and tools that make play more social, more creative and more personal.',
        link: `${ROUTES.investments.path}#funds-managed`,
        imageUrl: '/images/home/fund-01.svg',
        imageDescription: 'Abstract artwork for the first fund',
      },
      {
        name: 'Fund II: Story & Technology',
        focus: 'Media technology, creator platforms and consumer experiences',
        description: 'Partners with founders building the infrastructure behind tomorrow’s stories and fandoms.',
        link: `${ROUTES.investments.path}#funds-managed`,
        imageUrl: '/images/home/fund-02.svg',
        imageDescription: 'Abstract artwork for the second fund',
      },
    ] satisfies Fund[],
  },
  media: {
    heading: 'Media & Press Highlights',
    intro: 'Conversations on creativity, leadership and the business of play.',
    cards: [
      { title: 'Podcast Conversations', description: 'Long-form talks on building teams, franchises and careers in entertainment.', image: '/images/home/media-podcasts.svg', link: `${ROUTES.mediaPress.path}?category=podcast-appearances` },
      { title: 'Documentary Features', description: 'Behind-the-scenes films about the making of games, music and live events.', image: '/images/home/media-documentaries.svg', link: `${ROUTES.mediaPress.path}?category=documentaries` },
      { title: 'Interviews', description: 'Industry interviews on creative direction, production and investing.', image: '/images/home/media-interviews.svg', link: `${ROUTES.mediaPress.path}?category=interviews` },
      { title: 'Articles & Features', description: 'Profiles and essays from trade and business publications.', image: '/images/home/media-articles.svg', link: `${ROUTES.mediaPress.path}?category=featured-articles` },
    ] satisfies MediaHighlight[],
  },
  biography: {
    heading: 'Biography',
    image: '/images/home/portrait.svg',
    imageDescription: 'Abstract portrait artwork',
    paragraphs: [
      'A producer and executive who has spent a career where games, film and music meet, leading teams that turn intellectual property into experiences audiences carry with them.',
      'From shipping games and launching franchises to producing animated series, documentaries, albums and global esports ceremonies, the work has always started from the same question: what would make this world feel alive?',
      'Today that same curiosity drives an investment practice that backs founders across games, technology and consumer entertainment, alongside board and advisory work with companies shaping the industry.',
    ],
  },
  impact: {
    heading: 'Impact Through Innovation',
    intro: 'A body of work measured in worlds launched, stories told and founders backed.',
    stats: [
      { number: '8', label: 'Shipped Games', detail: 'From original launches to long-running live titles', icon: 'gamepad' },
      { number: '2', label: 'Television Shows', detail: 'Animated and live-action series', icon: 'tv' },
      { number: '30+', label: 'Cinematics', detail: 'Story trailers, launches and in-game films', icon: 'clapper' },
      { number: '5', label: 'Feature Documentaries', detail: 'Behind the scenes of games, music and events', icon: 'film' },
      { number: '16', label: 'Produced Albums', detail: 'Soundtracks and original releases', icon: 'music' },
      { number: '7', label: 'eSports Global Events', detail: 'World championships and opening ceremonies', icon: 'trophy' },
      { number: '150+', label: 'Investments', detail: 'Across games, technology and consumer', icon: 'chart' },
      { number: '33+', label: 'Characters Designed', detail: 'Heroes, villains and everyone in between', icon: 'users' },
    ] satisfies ImpactStat[],
  },
  quote: {
    text: 'Great worlds are built twice: once by the people who make them, and again by everyone who decides to live in them.',
  },
  venture: {
    heading: 'Venture & Leadership',
    paragraphs: [
      'Operating experience turned into conviction: investing early in the teams, tools and platforms that will define interactive entertainment.',
      'Board and advisory roles bring the same hands-on approach to companies at every stage, from first prototype to global launch.',
    ],
    button: { label: 'Explore Investments', to: ROUTES.investments.path } satisfies Button,
  },
  featuredIn: {
    heading: 'Featured In',
    outlets: ['The Daily Frame', 'Pixel Ledger', 'Studio Review', 'Venture Weekly', 'Soundstage Journal'],
    button: { label: 'View Full Media & Press', to: ROUTES.mediaPress.path } satisfies Button,
  },
  timeline: {
    heading: 'Career Timeline',
    intro: 'Five eras of building, shipping and backing creative work.',
    eras: [
      {
        era: 'Foundations',
        icon: 'compass',
        colors: { palette: 'blue', from: '#2a6f97', to: '#123332' },
        milestones: [
          { year: 'Year 1', text: 'Joins a small studio as a **producer**, shipping a first title on a tight budget.' },
          { year: 'Year 3', text: 'Leads *live operations* for a growing online community.' },
        ],
        summary: 'Learning the craft: schedules, teams and the discipline of shipping.',
      },
      {
        era: 'Franchise Building',
        icon: 'gamepad',
        colors: { palette: 'brand', from: '#1f6f68', to: '#123332' },
        milestones: [
          { year: 'Year 6', text: 'Executive produces a franchise launch across **three platforms**.' },
          { year: 'Year 8', text: 'Builds the studio’s first in-house cinematics team. See the [cinematics](/portfolio#cinematics).' },
        ],
        summary: 'Turning a single game into a world with room to grow.',
      },
      {
        era: 'Beyond the Game',
        icon: 'film',
        colors: { palette: 'purple', from: '#6d3b8f', to: '#2b1b3f' },
        milestones: [
          { year: 'Year 11', text: 'Produces an **animated series** and a feature documentary.' },
          { year: 'Year 12', text: 'Releases original albums and a *virtual band* debut. Explore the [music](/portfolio#music).' },
        ],
        summary: 'Taking characters from the screen to series, stages and charts.',
      },
      {
        era: 'Global Stages',
        icon: 'trophy',
        colors: { palette: 'orange', from: '#a8483f', to: '#3a1d1d' },
        milestones: [
          { year: 'Year 14', text: 'Directs world championship **opening ceremonies** for a global audience.' },
          { year: 'Year 15', text: 'Expands the universe with comics, board games and *collectible statues*.' },
        ],
        summary: 'Live moments that millions watch together.',
      },
      {
        era: 'Investing & Boards',
        icon: 'rocket',
        colors: { palette: 'gold', from: '#d4a84b', to: '#5a421a' },
        milestones: [
          { year: 'Year 17', text: 'Launches a **first fund** for interactive entertainment founders.' },
          { year: 'Today', text: 'Invests, advises and sits on boards. Read about the [investments](/investments).' },
        ],
        summary: 'Backing the people who will build the next generation of worlds.',
      },
    ] satisfies TimelineEra[],
  },
  collaborations: {
    heading: 'Notable Collaborations',
    intro: 'Studios, artists and partners from across entertainment.',
  },
  connect: {
    heading: 'Ready to Collaborate or Connect',
    text: 'Projects, partnerships, speaking and investment conversations are always welcome.',
    buttons: [
      { label: 'Contact Directly', to: ROUTES.contact.path },
      { label: 'Explore Portfolio', to: ROUTES.portfolio.path },
    ] satisfies Button[],
  },
  getInTouch: { label: 'Get In Touch', to: ROUTES.contact.path } satisfies Button,
}
