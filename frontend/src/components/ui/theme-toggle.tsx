import { IconButton } from '@chakra-ui/react'
import { LuMoon, LuSun } from 'react-icons/lu'
import { useTheme } from '@/theme/color-mode'

/**
 * Switches between light and dark. Both icons are in the markup and CSS
 * shows the one of the theme class on the root (set before the first paint
 * by the head's inline script), so the server's HTML is right for either
 * theme. On public pages src/public/theme.ts switches at the first tap and
 * keeps the label in step; in the admin app, the click handler does. The
 * public header and the admin's bar both show it; without script it is
 * hidden (the page follows the OS's colour scheme: ssr/no-script-theme.ts).
 */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme()
  const label = resolvedTheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <IconButton
      aria-label={label}
      title="Switch between light and dark"
      variant="ghost"
      size="sm"
      boxSize="11"
      onClick={toggleTheme}
      data-testid="theme-toggle"
      data-theme-toggle=""
      css={{
        'html.dark & [data-theme-icon="moon"], html:not(.dark) & [data-theme-icon="sun"]': { display: 'none' },
        // Without script (no theme class: the head script never ran) the switch could do nothing, and the page follows the OS.
        'html:not(.light):not(.dark) &': { display: 'none' },
      }}
    >
      <LuMoon data-theme-icon="moon" />
      <LuSun data-theme-icon="sun" />
    </IconButton>
  )
}
