import { Button, type ButtonProps } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'

/** A button that navigates within the site (a link: Button would give the <a> type="button", invalid HTML). */
export function LinkButton({ to, children, ...rest }: ButtonProps & { to: string }) {
  return (
    <Button asChild type={undefined} {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  )
}
