import { adminTabPath, tabSlugOf } from './admin-routes'

describe('admin tab addresses', () => {
  it('names the Dashboard /admin and every other tab /admin/<slug>', () => {
    expect(adminTabPath('')).toBe('/admin')
    expect(adminTabPath('site')).toBe('/admin/site')
    expect(adminTabPath('media-press')).toBe('/admin/media-press')
  })

  it('reads the slug back from an address', () => {
    expect(tabSlugOf('/admin')).toBe('')
    expect(tabSlugOf('/admin/')).toBe('')
    expect(tabSlugOf('/admin/site')).toBe('site')
    expect(tabSlugOf('/admin/media-press/')).toBe('media-press')
    expect(tabSlugOf('/admin/site/deeper')).toBeNull()
    expect(tabSlugOf('/administrator')).toBeNull()
    expect(tabSlugOf('/portfolio')).toBeNull()
    expect(tabSlugOf('/admin/Site')).toBeNull()
  })
})
