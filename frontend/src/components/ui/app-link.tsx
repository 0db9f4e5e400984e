import { Link as RouterLink, type LinkProps } from 'react-router-dom'
import { markerPath } from '@/lib/template'

/**
 * A link into the app (react-router's Link), whose target may be a server
 * template value: the router would resolve a marker as a relative path
 * ("/" + marker), so a marker target is written as it is, in the markup the
 * router renders for a site path, and the server fills it in.
 */
export function AppLink({ to, ref, ...rest }: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  if (typeof to === 'string' && markerPath(to) !== undefined) {
    return <a ref={ref} href={to} data-discover="true" {...rest} />
  }
  return <RouterLink ref={ref} to={to} {...rest} />
}
