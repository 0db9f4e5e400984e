/** The admin shell's measures and words, shared by its bar, navigation and content. */

/** The bar's height: the phone's navigation never takes more of the first screen (a third of 780 px is 260). */
export const ADMIN_BAR_HEIGHT = '3.5rem'
/** The side navigation's width from lg up. */
export const SIDE_NAV_WIDTH = '15rem'
/** The tablist's id (Tabs.Root ids.list), which the menu button controls. */
export const NAV_LIST_ID = 'admin-nav'
/** The content landmark's id (the skip link's target; focus lands there after a tab is chosen in the panel). */
export const MAIN_ID = 'main'

export const SHELL_MESSAGES = {
  /** The tablist's name. */
  nav: 'Admin sections',
  /** The phone's menu button. */
  allSections: 'All sections',
  /** The bar's landmark. */
  bar: 'Admin',
  /** After the site's name on the way back. */
  backToSite: 'Back to the site',
  skip: 'Skip to content',
} as const
