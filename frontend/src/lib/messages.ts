/** Messages shared by several public lists (spec section 8). */
export const EMPTY_IN_CATEGORY = 'No items found in this category.'
export const EMPTY_IN_SUBCATEGORY = 'No items found in this subcategory.'

/** The games lists' load failure message (the Portfolio page's games section and the Games page). */
export const GAMES_LOAD_ERROR = 'Error loading projects. Please try again later.'
