import { IconButton } from '@chakra-ui/react'
import { LuMoon, LuSun } from 'react-icons/lu'
import { Tooltip } from '@/components/ui/tooltip'
import { useTheme } from '@/theme/color-mode'

/** Switches between light and dark. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme()
  const label = resolvedTheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} variant="ghost" size="sm" onClick={toggleTheme} data-testid="theme-toggle" data-theme-toggle="">
        {resolvedTheme === 'dark' ? <LuSun /> : <LuMoon />}
      </IconButton>
    </Tooltip>
  )
}
