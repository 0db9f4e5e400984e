// Every visible word is the owner's (issue 24): a home heading, the home
// page's call to action, a page's hero title, the footer's copyright line,
// a navigation label, the About title and a game studio's name are changed in the admin's Site tab, and the next load of the public
// pages shows each, in the server's HTML and in a browser with script off.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { admin, env, notice, run } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Opens the Site tab's group (the accordion trigger) and answers its form. */
async function openGroup(page, group) {
  await page.getByRole('tab', { name: 'Site' }).click()
  const panel = page.getByRole('tabpanel')
  await panel.getByRole('button', { name: group, exact: true }).click()
  return panel.getByRole('form', { name: group })
}

/** Presses the group's Save and waits for the server's answer. */
async function save(page, form, group) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site' && r.request().method() === 'PUT'),
    form.getByRole('button', { name: `Save ${group}` }).click(),
  ])
  assert.equal(res.status(), 200, `saving ${group}: ${await res.text()}`)
  await notice(page, 'Site updated successfully')
}

/** The page's HTML as the server sends it, without running any script. */
async function serverHTML(path) {
  const res = await fetch(env.site.baseUrl + path)
  assert.equal(res.status, 200, path)
  return res.text()
}

/** A public page in a browser with script off: what it shows is the server's rendering. */
async function scriptOff(path) {
  const context = await env.browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(env.site.baseUrl + path)
  return { page, close: () => context.close() }
}

describe('the words of the public pages', () => {
  const heading = `Selected Work ${run}`
  const cta = `Let us build it ${run}`
  const button = `Write to me ${run}`
  const title = `A Body of Work ${run}`
  const year = new Date().getFullYear()

  it('shows the defaults, then each text changed in the Site tab on the next page load', async () => {
    const before = await serverHTML('/')
    for (const want of ['Projects Overview', 'Ready to Collaborate or Connect', 'Contact Directly', 'All rights reserved.']) {
      assert.ok(before.includes(want), `/ lacks the default ${want}`)
    }
    assert.ok(!before.includes('Get In Touch'), 'the home page has one closing call to action')
    assert.ok((await serverHTML('/portfolio')).includes('Portfolio: A Creative Legacy'))

    const page = await admin()
    let form = await openGroup(page, 'Home Headings & Buttons')
    await form.getByRole('textbox', { name: 'Projects Heading' }).fill(heading)
    await save(page, form, 'Home Headings & Buttons')

    form = await openGroup(page, 'Call to Action')
    await form.getByRole('textbox', { name: 'Call to Action Heading' }).fill(cta)
    await form.getByRole('textbox', { name: 'Contact Button' }).fill(button)
    await save(page, form, 'Call to Action')

    form = await openGroup(page, 'Page Titles')
    await form.getByRole('textbox', { name: 'Portfolio Title' }).fill(title)
    await save(page, form, 'Page Titles')

    form = await openGroup(page, 'Footer')
    await form.getByRole('textbox', { name: 'Copyright Line' }).fill('© {year} {name} <b>Studio</b>')
    await save(page, form, 'Footer')
    await page.close()

    const home = await serverHTML('/')
    for (const want of [heading, cta, button, `© ${year} `, '&lt;b&gt;Studio&lt;/b&gt;']) {
      assert.ok(home.includes(want), `/ lacks ${want}`)
    }
    assert.ok(!home.includes('Ready to Collaborate or Connect'), 'the old call to action is gone')
    assert.ok(!home.includes('<b>Studio</b>'), 'HTML is text')
    const portfolio = await serverHTML('/portfolio')
    assert.ok(portfolio.includes(title), '/portfolio shows the new hero title')
    assert.ok(portfolio.includes(`© ${year} `), 'the footer is on every page')

    const off = await scriptOff('/')
    await off.page.getByRole('heading', { level: 2, name: heading }).waitFor()
    await off.page.getByRole('heading', { level: 2, name: cta }).waitFor()
    await off.page.getByRole('link', { name: button }).waitFor()
    const copyright = await off.page.getByTestId('footer-copyright').textContent()
    assert.match(copyright, new RegExp(`^© ${year} .+ <b>Studio</b>$`))
    await off.page.goto(env.site.baseUrl + '/portfolio')
    await off.page.getByRole('heading', { level: 1, name: title }).waitFor()
    await off.close()
  })

  it('changes a navigation label and the About title (with {name}) in the Site tab; every page shows them with script off', async () => {
    const label = `Work ${run}`
    const before = await serverHTML('/about')
    assert.ok(before.includes('>About Jordan Avery</h1>'), '/about is titled About {name} by default')
    assert.ok(before.includes('>Portfolio</a>'), 'the default Portfolio link')

    const page = await admin()
    let form = await openGroup(page, 'Navigation')
    await form.getByRole('textbox', { name: 'Portfolio Link' }).fill(label)
    await save(page, form, 'Navigation')
    form = await openGroup(page, 'Page Titles')
    await form.getByRole('textbox', { name: 'About Title' }).fill(`The story of {name} ${run}`)
    await form.getByRole('textbox', { name: 'Not Found Title' }).fill(`Lost ${run}`)
    await form.getByRole('textbox', { name: 'Message Sent Title' }).fill(`Thanks ${run}`)
    await save(page, form, 'Page Titles')
    form = await openGroup(page, 'Section Headings')
    await form.getByRole('textbox', { name: 'Podcast Appearances Heading' }).fill(`Podcasts ${run}`)
    await form.getByRole('textbox', { name: 'Board Roles Heading' }).fill(`Boards ${run}`)
    await save(page, form, 'Section Headings')
    await page.close()

    const about = await serverHTML('/about')
    assert.ok(about.includes(`The story of Jordan Avery ${run}`), '/about shows the new title, the name filled in')
    assert.ok(!about.includes('{name}'))
    const off = await scriptOff('/about')
    await off.page.getByRole('heading', { level: 1, name: `The story of Jordan Avery ${run}` }).waitFor()
    // The header's navigation, the footer's Quick Links and the breadcrumbs follow.
    const main = off.page.getByRole('navigation', { name: 'Main' })
    assert.equal(await main.getByRole('link', { name: label }).getAttribute('href'), '/portfolio')
    assert.equal(await off.page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: label }).getAttribute('href'), '/portfolio')
    assert.equal(await main.getByRole('link', { name: 'Portfolio', exact: true }).count(), 0, 'the old label is gone')
    await off.page.goto(env.site.baseUrl + '/portfolio/music')
    const crumb = off.page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: label })
    assert.equal(await crumb.getAttribute('href'), '/portfolio', 'the breadcrumb names the page as the navigation does')
    // The Media & Press and Investments pages' section headings (and their category and index links).
    await off.page.goto(env.site.baseUrl + '/media-press')
    await off.page.getByRole('heading', { level: 2, name: `Podcasts ${run}` }).waitFor()
    assert.equal(await off.page.getByRole('navigation', { name: 'Media categories' }).getByRole('link', { name: `Podcasts ${run}` }).count(), 1)
    await off.page.goto(env.site.baseUrl + '/investments')
    await off.page.getByRole('heading', { level: 3, name: `Boards ${run}` }).waitFor()
    // The not-found page and the contact form's sent page.
    const missing = await off.page.goto(env.site.baseUrl + '/no-such-page')
    assert.equal(missing.status(), 404)
    await off.page.getByRole('heading', { level: 1, name: `Lost ${run}` }).waitFor()
    assert.equal(await off.page.locator('main code').textContent(), '/no-such-page', 'the hint still shows the path asked for')
    await off.page.goto(env.site.baseUrl + '/contact/sent')
    await off.page.getByRole('heading', { level: 1, name: `Thanks ${run}` }).waitFor()
    await off.close()
  })

  it('renames a game studio and adds one in the Site tab; the Games section follows', async () => {
    assert.ok((await serverHTML('/portfolio')).includes('id="games-riot"'), 'the demo studios keep the spec\'s anchors')
    const page = await admin()
    const form = await openGroup(page, 'Game Studios')
    await form.getByRole('textbox', { name: 'Studio Name' }).first().fill(`Riot ${run}`)
    await form.getByRole('button', { name: 'Add Studio' }).click()
    await form.getByRole('textbox', { name: 'Studio Name' }).last().fill(`Indie ${run}`)
    await form.getByRole('textbox', { name: 'Subcategory Key' }).last().fill('indie-studio')
    await form.getByRole('textbox', { name: 'Wordmark' }).last().fill('INDIE')
    await save(page, form, 'Game Studios')
    await page.close()
    const portfolio = await serverHTML('/portfolio')
    assert.ok(portfolio.includes(`Riot ${run}`), 'the renamed studio heads its block')
    assert.ok(portfolio.includes('href="#games-indie-studio"'), 'the new studio is in the strip of logos')
    // The /games page's studio badge is the owner's name for the studio.
    const off = await scriptOff('/games')
    await off.page.getByTestId('game-card').filter({ hasText: `Riot ${run}` }).first().waitFor()
    await off.close()
  })
})
