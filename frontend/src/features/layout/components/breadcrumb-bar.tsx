import { Breadcrumb, Container } from '@chakra-ui/react'
import { Fragment } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useSite } from '@/lib/site'
import { breadcrumbs } from '../breadcrumbs'

/** The trail under the header; hidden on the home page. */
export function BreadcrumbBar() {
  const { pathname } = useLocation()
  const { nav } = useSite()
  const trail = breadcrumbs(pathname, nav)
  if (trail.length === 0) return null
  return (
    <Container maxW="7xl" pt="4">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1
            return (
              <Fragment key={crumb.path}>
                <Breadcrumb.Item>
                  {last ? (
                    <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                  ) : (
                    <Breadcrumb.Link asChild>
                      <RouterLink to={crumb.path}>{crumb.label}</RouterLink>
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
                {!last && <Breadcrumb.Separator />}
              </Fragment>
            )
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </Container>
  )
}
