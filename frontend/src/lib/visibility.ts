/**
 * The client's one visibility rule: public pages show only active items,
 * whoever looks.
 *
 * The server already drops inactive items for visitors. A signed-in owner,
 * though, gets every item from the same public URLs (the admin area reads
 * them to list and edit inactive items too), yet browsing the public site
 * should show it as visitors see it. So the public endpoints, and only they
 * (projects, notable collaborations, media and press, investments), pass
 * their lists through this filter in `transformResponse`: every cached public
 * list then holds only what a visitor sees, and components render it as it is.
 * The admin area reads the same URLs through its own endpoints (separate
 * cache entries, no filter) and shows everything.
 */
export function onlyActive<T extends { isActive?: boolean | null }>(items: T[] | null | undefined): T[] {
  return (items ?? []).filter((item) => item.isActive !== false)
}
