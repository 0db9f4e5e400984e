import { screen, waitFor, within } from '@testing-library/react'
import { fakeAdminApi } from '../test/fake-api'
import { fakeSiteApi } from '../test/fake-site-api'
import { renderAdmin } from '../test/render-admin'

async function openSite() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Site' }))
  return utils
}

/** Opens a group of the accordion and answers its form. */
async function openGroup(user: ReturnType<typeof renderAdmin>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label.replace(/[&]/g, '\\$&')}`) }))
  return within(await screen.findByRole('form', { name: label }))
}

const item = (scope: ReturnType<typeof within>, name: string) => within(scope.getByRole('group', { name }))

describe('site tab', () => {
  it('saves the biography and one figure, each group sending only its own keys; edits survive switching groups', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()

    let bio = await openGroup(user, 'Biography & Quote')
    const first = bio.getByRole('textbox', { name: 'Biography Paragraph 1' })
    await user.clear(first)
    await user.paste('  A new first paragraph.  ')

    const figures = await openGroup(user, 'Figures')
    expect(screen.queryByRole('form', { name: 'Biography & Quote' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Biography & Quote/ })).toHaveTextContent('Unsaved changes')
    const games = item(figures, 'Shipped Games')
    await user.clear(games.getByLabelText(/^Number/))
    await user.type(games.getByLabelText(/^Number/), '9')
    await user.selectOptions(games.getByLabelText(/^Icon/), 'rocket')
    await user.click(figures.getByRole('button', { name: 'Save Figures' }))
    expect(await screen.findByText('Site updated successfully')).toBeInTheDocument()

    const stats = api.site.impactStats
    expect(Object.keys(api.puts[0]!)).toEqual(['impactStats'])
    expect(api.puts[0]!.impactStats).toEqual([{ number: '9', label: 'Shipped Games', detail: stats[0]!.detail, icon: 'rocket' }, ...stats.slice(1)])
    await waitFor(() => expect(screen.getByRole('button', { name: /^Figures/ })).not.toHaveTextContent('Unsaved changes'))

    bio = await openGroup(user, 'Biography & Quote')
    expect(bio.getByRole('textbox', { name: 'Biography Paragraph 1' })).toHaveValue('  A new first paragraph.  ')
    await user.click(bio.getByRole('button', { name: 'Save Biography & Quote' }))
    await waitFor(() => expect(api.puts).toHaveLength(2))
    const body = api.puts[1]!
    expect(Object.keys(body).sort()).toEqual(['biography', 'quote', 'venture'])
    expect((body.biography as { paragraphs: string[] }).paragraphs[0]).toBe('A new first paragraph.')
    expect(api.site.biography.paragraphs[0]).toBe('A new first paragraph.')
    await waitFor(() => expect(bio.getByRole('textbox', { name: 'Biography Paragraph 1' })).toHaveValue('A new first paragraph.'))
    expect(screen.getByRole('button', { name: /^Biography & Quote/ })).not.toHaveTextContent('Unsaved changes')
  })

  it("previews a milestone's markup live: strong, emphasis and a link", async () => {
    fakeAdminApi()
    fakeSiteApi()
    const { user, router } = await openSite()
    const timeline = await openGroup(user, 'Timeline')
    const milestone = item(item(timeline, 'Foundations'), 'Year 1')
    const preview = milestone.getByTestId('milestone-preview')
    expect(preview.querySelector('strong')).toHaveTextContent('producer')

    const text = milestone.getByLabelText(/^Text/)
    await user.clear(text)
    // Pasted: typing key by key into the whole timeline form is slow in jsdom.
    await user.paste('Ships **big** *bold* [the studio](/portfolio#games)')
    expect(preview.querySelector('strong')).toHaveTextContent('big')
    expect(preview.querySelector('em')).toHaveTextContent('bold')
    expect(within(preview).getByRole('link', { name: 'the studio' })).toHaveAttribute('href', '/portfolio#games')
    expect(preview).not.toHaveTextContent('**')
    // A click in the preview stays in the admin (leaving would drop the edits).
    await user.click(within(preview).getByRole('link', { name: 'the studio' }))
    expect(router.state.location.pathname).toBe('/admin/site')
  })

  it('adds, removes and reorders list items with named buttons, then sends the new list', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const outlets = await openGroup(user, 'Featured In')
    const [a, b, c, ...rest] = api.site.outlets
    expect(outlets.getByRole('button', { name: `Move ${a} up` })).toBeDisabled()

    await user.click(outlets.getByRole('button', { name: `Move ${a} down` }))
    expect(outlets.getByRole('button', { name: `Move ${a} down` })).toHaveFocus()
    await user.click(outlets.getByRole('button', { name: `Move ${c} up` }))
    await user.click(outlets.getByRole('button', { name: `Remove ${b}` }))
    expect(outlets.queryByRole('group', { name: b })).not.toBeInTheDocument()

    await user.click(outlets.getByRole('button', { name: 'Add Outlet' }))
    const added = outlets.getByRole('group', { name: `Outlet ${rest.length + 3}` })
    expect(within(added).getByLabelText(/^Outlet Name/)).toHaveFocus()
    await user.keyboard('Pixel Weekly')
    expect(outlets.getByRole('group', { name: 'Pixel Weekly' })).toBeInTheDocument()

    await user.click(outlets.getByRole('button', { name: 'Save Featured In' }))
    expect(await screen.findByText('Site updated successfully')).toBeInTheDocument()
    // The removed outlet's logo goes with it; the others keep theirs.
    const logos = api.site.outletLogos.filter((l) => l.name !== b)
    expect(api.puts[0]).toEqual({ outlets: [c, a, ...rest, 'Pixel Weekly'], outletLogos: logos })
  })

  it("gives each outlet a logo field whose logo follows the outlet's name", async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const outlets = await openGroup(user, 'Featured In')
    const withLogo = api.site.outletLogos[0]!
    const without = api.site.outlets.find((o) => !api.site.outletLogos.some((l) => l.name === o))!
    const named = (name: string) => within(outlets.getByRole('group', { name }))
    expect(named(withLogo.name).getByLabelText(/^Logo Image/)).toHaveValue(withLogo.logoUrl)
    expect(named(without).getByLabelText(/^Logo Image/)).toHaveValue('')

    await user.type(named(without).getByLabelText(/^Logo Image/), '/uploads/new-logo.svg')
    const name = named(withLogo.name).getByLabelText(/^Outlet Name/)
    await user.clear(name)
    await user.type(name, 'Renamed Outlet')
    await user.click(outlets.getByRole('button', { name: 'Save Featured In' }))
    expect(await screen.findByText('Site updated successfully')).toBeInTheDocument()
    const sent = api.puts[0] as { outlets: string[]; outletLogos: { name: string; logoUrl: string }[] }
    expect(sent.outlets).toContain('Renamed Outlet')
    expect(sent.outletLogos).toContainEqual({ name: 'Renamed Outlet', logoUrl: withLogo.logoUrl })
    expect(sent.outletLogos).toContainEqual({ name: without, logoUrl: '/uploads/new-logo.svg', logoFocalX: 0.5, logoFocalY: 0.5 })
    expect(sent.outletLogos.map((l) => l.name)).not.toContain(withLogo.name)
  })

  it("shows a 400's field messages on the matching inputs and focuses the first", async () => {
    fakeAdminApi()
    const api = fakeSiteApi({ reject: { message: 'Validation failed', fields: { 'timeline[1].milestones[0].text': 'Link target not allowed' } } })
    const { user } = await openSite()
    const timeline = await openGroup(user, 'Timeline')
    await user.click(timeline.getByRole('button', { name: 'Save Timeline' }))
    expect(await screen.findByText('Validation failed')).toBeInTheDocument()
    expect(api.puts).toHaveLength(1)

    const era = api.site.timeline[1]!
    const milestone = item(item(timeline, era.era), era.milestones[0]!.year)
    const text = milestone.getByLabelText(/^Text/)
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'))
    expect(milestone.getByText('Link target not allowed')).toBeInTheDocument()
    await waitFor(() => expect(text).toHaveFocus())
    await user.type(text, '!')
    expect(milestone.queryByText('Link target not allowed')).not.toBeInTheDocument()
  })

  it('checks the fields before sending: required, URLs, colours and HTML in markup', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const profile = await openGroup(user, 'Profile')
    await user.clear(profile.getByLabelText(/^Name/))
    await user.clear(item(profile, 'LinkedIn').getByLabelText(/^URL/))
    await user.type(item(profile, 'LinkedIn').getByLabelText(/^URL/), 'javascript:alert(1)')
    await user.click(profile.getByRole('button', { name: 'Save Profile' }))
    expect(await profile.findByText('Required')).toBeInTheDocument()
    expect(profile.getByText('Must be a valid URL')).toBeInTheDocument()
    expect(profile.getByLabelText(/^Name/)).toHaveFocus()

    const timeline = await openGroup(user, 'Timeline')
    const era = item(timeline, 'Foundations')
    const start = era.getByRole('textbox', { name: 'Gradient Start' })
    await user.clear(start)
    await user.type(start, 'blue')
    const text = item(era, 'Year 1').getByLabelText(/^Text/)
    await user.click(text)
    await user.paste(' <b>x</b>')
    await user.click(timeline.getByRole('button', { name: 'Save Timeline' }))
    expect(await era.findByText('Must be a colour like #2a6f97')).toBeInTheDocument()
    expect(era.getByText('Markup may not contain HTML')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
  })

  it("shows Saving... while the group's save runs, and uploads an image into a field", async () => {
    const admin = fakeAdminApi()
    admin.state.uploadNames.push('hero.png')
    let release = () => {}
    const api = fakeSiteApi({ hold: new Promise<void>((resolve) => (release = resolve)) })
    const { user } = await openSite()
    const hero = await openGroup(user, 'Hero')
    await user.upload(hero.getByLabelText('Upload Image'), new File(['x'], 'hero.png', { type: 'image/png' }))
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument()
    expect(hero.getByLabelText(/^Image URL/)).toHaveValue('/uploads/1-hero.png')

    await user.click(hero.getByRole('button', { name: 'Save Hero' }))
    expect(await hero.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Site updated successfully')).toBeInTheDocument()
    expect(hero.getByRole('button', { name: 'Save Hero' })).toBeEnabled()
    expect(api.puts[0]).toEqual({ hero: { ...api.site.hero, image: '/uploads/1-hero.png' } })
  })

  it('tells the owner the share image is shown at 1200 × 630, cropped, and previews it so', async () => {
    fakeAdminApi()
    fakeSiteApi()
    const { user } = await openSite()
    const seo = await openGroup(user, 'SEO')
    const field = seo.getByRole('textbox', { name: 'Share Image' })
    expect(field).toHaveAccessibleDescription(/1200 × 630 pixels: an uploaded image is cut around the point you tap on it/)
    await user.clear(field)
    await user.paste('/uploads/0a1b.png')
    expect(seo.getByTestId('image-preview')).toHaveAttribute('src', '/uploads/0a1b.png')
    const share = seo.getAllByTestId('focal-crop')[3]
    expect(share).toHaveAttribute('src', '/uploads/0a1b.png')
    expect(getComputedStyle(share).objectFit).toBe('cover')
    expect(seo.getByRole('slider', { name: 'Focal point of Share Image' })).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top')
  })

  it('Discard Changes puts a group back as stored', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const cards = await openGroup(user, 'Cards')
    await user.click(cards.getByRole('button', { name: 'Remove Games' }))
    expect(cards.queryByRole('group', { name: 'Games' })).not.toBeInTheDocument()
    await user.click(cards.getByRole('button', { name: 'Discard Changes' }))
    expect(cards.getByRole('group', { name: 'Games' })).toBeInTheDocument()
    expect(cards.getAllByRole('button', { name: /^Remove / })).toHaveLength(api.site.categoryCards.length)
    expect(screen.getByRole('button', { name: /^Cards/ })).not.toHaveTextContent('Unsaved changes')
  })
})
