/**
 * Public pages show only active items, whoever looks: a signed-in owner
 * browsing the public site gets every item from the server (the admin reads
 * bypass the cache and include inactive ones), but should see the site as
 * visitors do. The admin area uses its own endpoints and shows everything.
 */
export function onlyActive<T extends { isActive?: boolean | null }>(items: T[] | null | undefined): T[] {
  return (items ?? []).filter((item) => item.isActive !== false)
}
