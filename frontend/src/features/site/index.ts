/**
 * The site's identity (owner's name, email, location, tagline, socials) from
 * GET /api/site. It is the one feature the others read: nothing about the
 * owner is written into the UI.
 */
import { useGetSiteQuery } from './api'

export { useGetSiteQuery }

/** The site info, with empty strings while it loads so screens can render at once. */
export function useSite() {
  const { data } = useGetSiteQuery()
  return {
    loaded: !!data,
    name: data?.name ?? '',
    email: data?.email ?? '',
    location: data?.location ?? '',
    tagline: data?.tagline ?? '',
    publicUrl: data?.publicUrl ?? '',
    socials: data?.socials ?? [],
  }
}

/** The label of the link to the About page: 'About {name}'. */
export function aboutLabel(name: string): string {
  return `About ${name}`.trim()
}
