import { Breadcrumb, Container } from '@chakra-ui/react'
import { Fragment } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useSite } from '@/lib/site'
import { markerPath } from '@/lib/template'
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
        {/* Wraps on a phone: a long last crumb (a project's title) never squeezes the others mid-word. */}
        <Breadcrumb.List flexWrap="wrap" rowGap="1">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1
            return (
              <Fragment key={crumb.path}>
                <Breadcrumb.Item whiteSpace={last ? undefined : 'nowrap'} minW="0" overflowWrap="anywhere">
                  {last ? (
                    <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                  ) : (
                    <Breadcrumb.Link asChild>
                      {/* A path the server fills (a project's category) is no route of the app's router. */}
                      {markerPath(crumb.path) === undefined ? <RouterLink to={crumb.path}>{crumb.label}</RouterLink> : <a href={crumb.path}>{crumb.label}</a>}
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
