import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { buttonRecipe, nativeSelectSlotRecipe, switchSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme'
import { chakraTheme, siteConfig } from './system'

/** 44 px below md (a phone's thumb; WCAG 2.5.5), the theme's own size from md up. */
const touch = (size: string) => ({ base: 'sizes.11', md: size })

/** The button sizes the admin uses, each at least 44 px high and wide on a phone. */
const buttonSizes = Object.fromEntries(
  (['2xs', 'xs', 'sm', 'md'] as const).map((size) => {
    const { h, minW } = buttonRecipe.variants!.size[size] as { h: string; minW: string }
    return [size, { h: { base: '11', md: h }, minW: { base: '11', md: minW } }]
  }),
)

/**
 * The admin's design system: the site's, with every control a 44 × 44 px
 * target on a phone (buttons, icon buttons, tabs, text fields, selects and
 * switches; issue 39). Only the admin app (app/boot.tsx) uses it, so the
 * public pages' CSS is unchanged.
 */
export const adminSystem = createSystem(
  defaultBaseConfig,
  chakraTheme,
  siteConfig,
  defineConfig({
    theme: {
      recipes: {
        button: { variants: { size: buttonSizes } },
        input: { variants: { size: { sm: { '--input-height': touch('sizes.9') }, md: { '--input-height': touch('sizes.10') } } } },
      },
      slotRecipes: {
        tabs: { slots: tabsSlotRecipe.slots, variants: { size: { sm: { root: { '--tabs-height': touch('sizes.9') } }, md: { root: { '--tabs-height': touch('sizes.10') } } } } },
        nativeSelect: { slots: nativeSelectSlotRecipe.slots, variants: { size: { sm: { root: { '--select-field-height': touch('sizes.9') } }, md: { root: { '--select-field-height': touch('sizes.10') } } } } },
        switch: { slots: switchSlotRecipe.slots, base: { root: { minH: { base: '11', md: 'auto' } } } },
      },
    },
  }),
)
