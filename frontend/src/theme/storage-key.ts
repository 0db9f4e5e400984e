/** Spec section 3: the one value persisted on the client, the theme (light, dark or system). */
export const THEME_STORAGE_KEY = 'vite-ui-theme'
