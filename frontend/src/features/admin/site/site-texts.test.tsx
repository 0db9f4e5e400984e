import { screen, waitFor, within } from '@testing-library/react'
import { fakeAdminApi } from '../test/fake-api'
import { fakeSiteApi } from '../test/fake-site-api'
import { renderAdmin } from '../test/render-admin'

async function openGroup(user: ReturnType<typeof renderAdmin>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label.replace(/[&]/g, '\\$&')}`) }))
  return within(await screen.findByRole('form', { name: label }))
}

async function openSite() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Site' }))
  return utils
}

describe('site tab: the public pages’ words', () => {
  it('edits the call to action, page titles and footer, each group sending only its own key', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()

    const cta = await openGroup(user, 'Call to Action')
    const heading = cta.getByRole('textbox', { name: /^Call to Action Heading/ })
    expect(heading).toHaveValue('Ready to Collaborate or Connect')
    await user.clear(heading)
    await user.paste('Let us talk')
    await user.click(cta.getByRole('button', { name: 'Save Call to Action' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect(Object.keys(api.puts[0]!)).toEqual(['callToAction'])
    expect(api.puts[0]!.callToAction).toMatchObject({ heading: 'Let us talk', contactButton: 'Contact Directly' })

    const pages = await openGroup(user, 'Page Titles')
    const title = pages.getByRole('textbox', { name: /^Portfolio Title/ })
    expect(title).toHaveValue('Portfolio: A Creative Legacy')
    await user.clear(title)
    await user.paste('Selected Work')
    await user.click(pages.getByRole('button', { name: 'Save Page Titles' }))
    await waitFor(() => expect(api.puts).toHaveLength(2))
    expect(Object.keys(api.puts[1]!)).toEqual(['pages'])
    expect(api.site.pages.portfolioTitle).toBe('Selected Work')

    const footer = await openGroup(user, 'Footer')
    const copyright = footer.getByRole('textbox', { name: /^Copyright Line/ })
    expect(copyright).toHaveValue('© 2025 {name}. All rights reserved.')
    // The three column headings are the owner's too.
    expect(footer.getByRole('textbox', { name: /^Quick Links Heading/ })).toHaveValue('Quick Links')
    expect(footer.getByRole('textbox', { name: /^Industries Heading/ })).toHaveValue('Industries')
    const connect = footer.getByRole('textbox', { name: /^Connect Heading/ })
    expect(connect).toHaveValue('Connect')
    await user.clear(connect)
    await user.type(connect, 'Say hello')
    await user.clear(copyright)
    await user.paste('© {year} {name}')
    await user.click(footer.getByRole('button', { name: /Add Industry/ }))
    await user.click(footer.getByRole('button', { name: 'Save Footer' }))
    // A blank industry is refused before sending, on its own input.
    expect(await footer.findByText('Required')).toBeInTheDocument()
    expect(api.puts).toHaveLength(2)
    const industries = footer.getAllByRole('textbox', { name: /^Industry/ })
    await user.type(industries[industries.length - 1]!, 'Esports')
    await user.click(footer.getByRole('button', { name: 'Save Footer' }))
    await waitFor(() => expect(api.puts).toHaveLength(3))
    expect(api.puts[2]).toEqual({
      footer: {
        quickLinksHeading: 'Quick Links',
        industriesHeading: 'Industries',
        connectHeading: 'Say hello',
        industries: ['Gaming', 'Film & Animation', 'Music Production', 'Venture Capital', 'Esports'],
        copyright: '© {year} {name}',
      },
    })
  })

  it('edits the navigation labels in their own group, a blank one refused before sending', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const nav = await openGroup(user, 'Navigation')
    expect(['Home', 'About', 'Portfolio', 'Investments', 'Media & Press', 'Contact'].map((l) => (nav.getByRole('textbox', { name: new RegExp(`^${l} Link`) }) as HTMLInputElement).value)).toEqual([
      'Home',
      'About {name}',
      'Portfolio',
      'Investments',
      'Media & Press',
      'Contact',
    ])
    expect(nav.getByText('{name} becomes your name.')).toBeInTheDocument()
    const portfolio = nav.getByRole('textbox', { name: /^Portfolio Link/ })
    await user.clear(portfolio)
    await user.click(nav.getByRole('button', { name: 'Save Navigation' }))
    expect(await nav.findByText('Required')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
    await user.type(portfolio, 'Work')
    const about = nav.getByRole('textbox', { name: /^About Link/ })
    await user.clear(about)
    await user.paste('Meet {name}')
    await user.click(nav.getByRole('button', { name: 'Save Navigation' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect(api.puts[0]).toEqual({ nav: { home: 'Home', about: 'Meet {name}', portfolio: 'Work', investments: 'Investments', mediaPress: 'Media & Press', speaking: 'Speaking', contact: 'Contact', pressKit: 'Press Kit' } })

    // The About page's title and the not-found page are the Page Titles group's.
    const pages = await openGroup(user, 'Page Titles')
    expect(pages.getByRole('textbox', { name: /^About Title/ })).toHaveValue('About {name}')
    expect(pages.getByRole('textbox', { name: /^Not Found Title/ })).toHaveValue('404 Page Not Found')
    expect(pages.getByRole('textbox', { name: /^Not Found Hint/ })).toHaveValue('Nothing lives at {path}. Did you forget to add the page to the router?')
    expect(pages.getByRole('textbox', { name: /^All Categories Button/ })).toHaveValue('All')
  })

  it('edits the Investments and Media & Press headings and card buttons in Section Headings', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const sections = await openGroup(user, 'Section Headings')
    expect(sections.getByRole('textbox', { name: /^Portfolio Companies Heading/ })).toHaveValue("{name}' Investments")
    expect(sections.getByRole('textbox', { name: /^Company Card Button/ })).toHaveValue('Visit Website')
    const podcasts = sections.getByRole('textbox', { name: /^Podcast Appearances Heading/ })
    expect(podcasts).toHaveValue('Podcast Appearances')
    await user.clear(podcasts)
    await user.type(podcasts, 'Podcasts')
    await user.click(sections.getByRole('button', { name: 'Save Section Headings' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect(Object.keys(api.puts[0]!)).toEqual(['sections'])
    expect(api.site.sections.podcastAppearances).toBe('Podcasts')
    expect(api.site.sections.talksPanels).toBe('Talks & Panels')
  })

  it('refuses a heading that is blank or too long before sending', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const home = await openGroup(user, 'Home Headings & Buttons')
    const projects = home.getByRole('textbox', { name: /^Projects Heading/ })
    expect(projects).toHaveValue('Projects Overview')
    await user.clear(projects)
    await user.click(home.getByRole('button', { name: 'Save Home Headings & Buttons' }))
    expect(await home.findByText('Required')).toBeInTheDocument()
    await user.paste('x'.repeat(201))
    await user.click(home.getByRole('button', { name: 'Save Home Headings & Buttons' }))
    expect(await home.findByText('String must contain at most 200 character(s)')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
  })

  it('chooses a social platform from the list and shows its icon', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const profile = await openGroup(user, 'Profile')
    const first = within(profile.getByRole('group', { name: 'LinkedIn' }))
    const select = first.getByRole('combobox', { name: /^Platform/ })
    expect(select).toHaveValue('linkedin')
    expect(first.getByTestId('platform-icon')).toHaveAttribute('data-platform', 'linkedin')
    await user.selectOptions(select, 'instagram')
    expect(first.getByTestId('platform-icon')).toHaveAttribute('data-platform', 'instagram')
    expect(within(select).getByRole('option', { name: 'X / Twitter' })).toBeInTheDocument()
    await user.click(profile.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect((api.puts[0]!.socials as { platform: string }[])[0]!.platform).toBe('instagram')
  })

  it('manages the game studios: the spec’s three to start with, a new one checked before sending', async () => {
    fakeAdminApi()
    const api = fakeSiteApi()
    const { user } = await openSite()
    const studios = await openGroup(user, 'Game Studios')
    expect(studios.getAllByRole('textbox', { name: /^Studio Name/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['Riot Games', 'Maxis EA', 'Bandai Namco'])
    await user.click(studios.getByRole('button', { name: /Add Studio/ }))
    const keys = studios.getAllByRole('textbox', { name: /^Subcategory Key/ })
    await user.type(keys[keys.length - 1]!, 'Indie Games')
    const names = studios.getAllByRole('textbox', { name: /^Studio Name/ })
    await user.type(names[names.length - 1]!, 'Indie')
    const logos = studios.getAllByRole('textbox', { name: /^Logo Image/ })
    expect((logos[0] as HTMLInputElement).value).toBe('/logos/riot-games.svg')
    await user.type(logos[logos.length - 1]!, '/uploads/indie-logo.png')
    await user.click(studios.getByRole('button', { name: 'Save Game Studios' }))
    expect(await studios.findByText('Use lowercase letters, digits and hyphens, like riot-games')).toBeInTheDocument()
    expect(api.puts).toHaveLength(0)
    await user.clear(keys[keys.length - 1]!)
    await user.type(keys[keys.length - 1]!, 'indie')
    await user.click(studios.getByRole('button', { name: 'Save Game Studios' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect(Object.keys(api.puts[0]!)).toEqual(['gameStudios'])
    expect((api.puts[0]!.gameStudios as { key: string }[]).map((s) => s.key)).toEqual(['riot-games', 'maxis-ea', 'bandai-namco', 'indie'])
    expect((api.puts[0]!.gameStudios as { logoUrl: string }[]).map((s) => s.logoUrl)).toEqual(['/logos/riot-games.svg', '', '', '/uploads/indie-logo.png'])
  })
})
