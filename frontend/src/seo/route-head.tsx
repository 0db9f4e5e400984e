import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '@/lib/site'
import { applyHead, routeMeta } from './head'

/** Keeps the head tags of a route from routes.json in step with navigation. Pages outside the table set their own. */
export function RouteHead() {
  const { pathname } = useLocation()
  const { name, tagline, publicUrl } = useSite()
  useEffect(() => {
    const meta = routeMeta(pathname)
    if (!meta) return
    applyHead({ ...meta, path: meta.path, baseUrl: publicUrl || window.location.origin, name, tagline })
  }, [pathname, name, tagline, publicUrl])
  return null
}

/** For pages without a row in routes.json (404, admin): a title, and no indexing. */
export function usePageHead(title: string, description = '') {
  const { pathname } = useLocation()
  const { name, publicUrl } = useSite()
  useEffect(() => {
    applyHead({ title, description, path: pathname, baseUrl: publicUrl || window.location.origin, name, robots: 'noindex, follow' })
  }, [title, description, pathname, name, publicUrl])
}
