/** Messages shared by several public lists (spec section 8). */
export const EMPTY_IN_CATEGORY = 'No items found in this category.'
export { EMPTY_IN_SUBCATEGORY } from './catalogue.gen'
