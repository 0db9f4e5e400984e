import { Icon, type IconProps } from '@chakra-ui/react'
import { SITE_ICONS, type IconKey } from '@/lib/api-types.gen'
import { If } from '@/lib/template'
import { ICONS } from '../icons'

/**
 * The icon of a figure or an era. Its key may be a server template value,
 * so every icon is written once, each under its own condition: the browser
 * renders the one that matches, the server keeps the one that matches.
 */
export function ContentIcon({ icon, ...props }: { icon: IconKey } & Omit<IconProps, 'as'>) {
  return (
    <>
      {SITE_ICONS.map((key) => (
        <If key={key} when={icon} eq={key}>
          <Icon as={ICONS[key]} aria-hidden {...props} />
        </If>
      ))}
    </>
  )
}
