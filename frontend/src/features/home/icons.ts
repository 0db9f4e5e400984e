import type { IconType } from 'react-icons'
import {
  LuBriefcase, LuChartLine, LuClapperboard, LuCompass, LuFilm, LuGamepad2, LuGlobe, LuBox,
  LuMic, LuMusic, LuRocket, LuSparkles, LuTrophy, LuTv, LuUsers,
} from 'react-icons/lu'
import type { IconKey } from '@/lib/api-types.gen'

/** The icon of each content icon key. */
export const ICONS: Record<IconKey, IconType> = {
  gamepad: LuGamepad2,
  film: LuFilm,
  clapper: LuClapperboard,
  music: LuMusic,
  trophy: LuTrophy,
  globe: LuGlobe,
  cube: LuBox,
  chart: LuChartLine,
  users: LuUsers,
  sparkles: LuSparkles,
  rocket: LuRocket,
  compass: LuCompass,
  briefcase: LuBriefcase,
  mic: LuMic,
  tv: LuTv,
}
