/** Empty-list messages shared by several public lists (spec section 8). */
export const EMPTY_IN_CATEGORY = 'No items found in this category.'
export const EMPTY_IN_SUBCATEGORY = 'No items found in this subcategory.'
