import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'
import { bodyStack, headingStack } from './fonts'

/**
 * Chakra's default theme holding only the recipes of the components the site
 * renders (Chakra's performance guidance: `defaultConfig` registers all ~80,
 * and every one ships in the app's JavaScript). A component added to the
 * site whose recipe is not listed renders unstyled: add its recipe here.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
})

/** A solid control's colour when hovered or expanded: its palette's solid colour, darkened. */
const SOLID_PRESSED = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)'

/**
 * The one design system. Dark mode follows the `dark` class that the
 * ThemeProvider (and the inline script in index.html) puts on <html>, which
 * is what Chakra's `_dark` condition reads.
 */
export const siteConfig = defineConfig({
  globalCss: {
    body: { bg: 'bg', color: 'fg', fontFeatureSettings: '"kern"', textRendering: 'optimizeLegibility' },
    // Words stay whole (issue 24): Chakra's preflight lets a heading or a
    // paragraph break inside a word when it is wider than its box; the
    // sizes are chosen so that words fit, and hyphens only where written.
    'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'normal', hyphens: 'manual' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    recipes: {
      // Form controls are drawn with a border at ≥ 3:1 against the page and
      // the dialog (WCAG 1.4.11; issue 24): Chakra's `border` is 1.26:1 on
      // white and 1.07:1 on the dark panel.
      input: { variants: { variant: { outline: { borderColor: 'border.control' }, subtle: { borderColor: 'border.control' } } } },
      textarea: { variants: { variant: { outline: { borderColor: 'border.control' }, subtle: { borderColor: 'border.control' } } } },
      // A solid button under the pointer or open is darker, never lighter: Chakra's hover (the solid colour
      // at 90 % over the page) took white text on the accent from 4.8:1 to 3.96:1 on white.
      button: { variants: { variant: { solid: { _hover: { bg: SOLID_PRESSED }, _expanded: { bg: SOLID_PRESSED } } } } },
    },
    slotRecipes: {
      nativeSelect: {
        slots: nativeSelectSlotRecipe.slots,
        variants: { variant: { outline: { field: { borderColor: 'border.control' } }, subtle: { field: { borderColor: 'border.control' } } } },
      },
      // Chakra's notices fail WCAG AA contrast (axe, issue 13): white on
      // green.600 is 3.3:1, and the description's 0.8 opacity takes it to
      // 2.6:1 (white on red.600, 4.8:1, to 3.5:1). green.700 gives 5.0:1, and
      // the description is drawn at full strength.
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          // An open notice is whole and in place from its first frame: Chakra's is drawn at opacity 0 below
          // its place, then fades and slides in over 400 ms, so the confirmation of a tap was unreadable for
          // a third of a second. It still slides and fades out when it closes.
          root: { '&[data-type=success]': { bg: 'green.700' }, '&[data-state=open]': { opacity: '1', translate: '0 0' } },
          description: { opacity: '1' },
        },
      },
    },
    // The type scale (issue 24): Chakra's size tokens (a ~1.25 ratio from
    // md = 16 px) named by role, so every page sets the same role the same
    // way. Display roles are Fraunces (heading font), reading roles Manrope.
    textStyles: {
      display: { value: { fontFamily: 'heading', fontSize: { base: '4xl', md: '6xl' }, lineHeight: '1.05', letterSpacing: 'tight', fontWeight: 'semibold' } },
      pageTitle: { value: { fontFamily: 'heading', fontSize: { base: '3xl', md: '5xl' }, lineHeight: '1.1', letterSpacing: 'tight', fontWeight: 'semibold' } },
      sectionTitle: { value: { fontFamily: 'heading', fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: 'tight', fontWeight: 'semibold' } },
      cardTitle: { value: { fontFamily: 'heading', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', fontWeight: 'semibold' } },
      lead: { value: { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.7' } },
      eyebrow: { value: { fontSize: 'sm', fontWeight: 'semibold', letterSpacing: 'widest', textTransform: 'uppercase' } },
      stat: { value: { fontFamily: 'heading', fontSize: { base: '3xl', md: '4xl' }, lineHeight: '1', fontWeight: 'semibold' } },
    },
    keyframes: {
      marqueeRtl: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      marqueeLtr: { from: { transform: 'translateX(-50%)' }, to: { transform: 'translateX(0)' } },
    },
    tokens: {
      fonts: {
        heading: { value: headingStack },
        body: { value: bodyStack },
      },
      colors: {
        brand: {
          50: { value: '#e8f3f2' },
          100: { value: '#c7e2df' },
          200: { value: '#9fccc7' },
          300: { value: '#6fb0a9' },
          400: { value: '#42918a' },
          500: { value: '#25756e' },
          600: { value: '#1b5c57' },
          700: { value: '#154845' },
          800: { value: '#123332' },
          900: { value: '#0c2423' },
          950: { value: '#071716' },
        },
        gold: {
          50: { value: '#fbf6e9' },
          100: { value: '#f5e8c6' },
          200: { value: '#ecd699' },
          300: { value: '#e2c06a' },
          400: { value: '#d4a84b' },
          500: { value: '#bf8f2f' },
          600: { value: '#9c7225' },
          700: { value: '#79581f' },
          800: { value: '#5a421a' },
          900: { value: '#3d2d13' },
          950: { value: '#241a0b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        border: {
          // Text inputs, selects and text areas: ≥ 3:1 on bg, bg.subtle,
          // bg.panel and bg.muted in both themes (control-contrast browser test).
          control: { value: { _light: '#748784', _dark: '#5e7b78' } },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b1817' } },
          subtle: { value: { _light: '#f5f8f7', _dark: '#0f201f' } },
          muted: { value: { _light: '#eaf1f0', _dark: '#152a29' } },
          panel: { value: { _light: '{colors.white}', _dark: '#112423' } },
        },
        brand: {
          // The accent of every primary action, the same in both themes and
          // in the dark bands (the hero): white text on it is 4.8:1, and it
          // stands at ≥ 3.3:1 against white and every dark surface
          // (bg, bg.panel, brand.900, brand.950).
          solid: { value: '#2a7f77' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
        gold: {
          solid: { value: { _light: '{colors.gold.400}', _dark: '{colors.gold.400}' } },
          contrast: { value: { _light: '{colors.brand.950}', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.300}' } },
          muted: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          subtle: { value: { _light: '{colors.gold.50}', _dark: '{colors.gold.950}' } },
          emphasized: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          focusRing: { value: { _light: '{colors.gold.600}', _dark: '{colors.gold.300}' } },
        },
      },
    },
  },
})

/**
 * The public pages' one button system (issue 39): every button and
 * link-button takes the brand palette unless it names another, so a primary
 * action is the accent's solid, a secondary one its outline (drawn in the
 * solid colour, not Chakra's faint `muted`), a tertiary one ghost. Pages
 * choose the variant, never the colour. The admin (admin-system.ts) keeps
 * its own defaults: its screens name their palettes.
 */
export const publicButtons = defineConfig({
  theme: {
    recipes: {
      button: {
        base: { colorPalette: 'brand' },
        variants: { variant: { outline: { borderColor: 'colorPalette.solid', color: 'colorPalette.fg' } } },
      },
    },
  },
})

export const system = createSystem(defaultBaseConfig, chakraTheme, siteConfig, publicButtons)
