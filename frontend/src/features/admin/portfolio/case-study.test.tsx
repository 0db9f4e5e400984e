import { screen, waitFor, within } from '@testing-library/react'
import { CASE_STUDY_LIMITS } from '@/lib/limits.gen'
import { listItem, tooLong, tooMany } from '@/lib/messages.gen'
import { project } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { listForSave, listLines, listText } from './case-study'

async function editDialog(title: string) {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  await screen.findByRole('heading', { name: 'Portfolio Projects' })
  await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument())
  const li = screen.getByText(title).closest('li') as HTMLElement
  await utils.user.click(within(li).getByRole('button', { name: 'Edit' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }))
  return { ...utils, d: dialog, field: (label: string) => dialog.getByLabelText(label, { exact: true }) }
}

const nebula = project({
  id: 7,
  title: 'Nebula Drift',
  role: 'Executive Producer',
  year: '2019–2022',
  studio: 'Orbit Games',
  platform: 'PC',
  story: 'One.\n\nTwo.',
  outcomes: ['10M players', 'BAFTA nominee'],
  credits: ['Ana — Director'],
})

describe("a project's case study in its dialog", () => {
  it('shows the stored fields, the lists one item a line, and saves them trimmed, blank lines dropped', async () => {
    const api = fakeAdminApi({ projects: [nebula] })
    const { user, d, field } = await editDialog('Nebula Drift')
    expect(d.getByRole('heading', { name: 'Case study' })).toBeInTheDocument()
    expect(field('Year')).toHaveValue('2019–2022')
    expect(field('Studio')).toHaveValue('Orbit Games')
    expect(field('Platform')).toHaveValue('PC')
    expect(field('Story')).toHaveValue('One.\n\nTwo.')
    expect(field('Outcomes')).toHaveValue('10M players\nBAFTA nominee')
    expect(field('Credits')).toHaveValue('Ana — Director')

    await user.clear(field('Year'))
    await user.type(field('Year'), ' 2019 ')
    await user.type(field('Outcomes'), '{Enter}{Enter}  Sold out  {Enter}')
    await user.clear(field('Credits'))
    await user.type(field('Platform'), ', PlayStation 5')
    await user.click(d.getByRole('button', { name: 'Update Project' }))
    await screen.findByText('Project updated successfully')
    expect(api.lastWrite('PUT', '/api/portfolio/projects/7')!.body).toMatchObject({
      year: '2019',
      studio: 'Orbit Games',
      platform: 'PC, PlayStation 5',
      story: 'One.\n\nTwo.',
      outcomes: ['10M players', 'BAFTA nominee', 'Sold out'],
      credits: null,
    })
  })

  it("checks the limits before sending, in the server's words", async () => {
    const api = fakeAdminApi({ projects: [nebula] })
    const { user, d, field } = await editDialog('Nebula Drift')
    await user.clear(field('Outcomes'))
    await user.type(field('Outcomes'), Array.from({ length: CASE_STUDY_LIMITS.outcomes + 1 }, (_, i) => `Outcome ${i}`).join('{Enter}'))
    await user.clear(field('Year'))
    await user.type(field('Year'), '1'.repeat(CASE_STUDY_LIMITS.year + 1))
    await user.clear(field('Credits'))
    await user.click(field('Credits'))
    await user.paste(`Ana\n${'c'.repeat(CASE_STUDY_LIMITS.credit + 1)}`)
    await user.click(d.getByRole('button', { name: 'Update Project' }))
    expect(await d.findByText(tooMany(CASE_STUDY_LIMITS.outcomes))).toBeInTheDocument()
    expect(d.getByText(tooLong(CASE_STUDY_LIMITS.year))).toBeInTheDocument()
    expect(d.getByText(listItem(1, tooLong(CASE_STUDY_LIMITS.credit)))).toBeInTheDocument()
    expect(api.lastWrite('PUT', '/api/portfolio/projects')).toBeUndefined()
  })
})

describe('list fields', () => {
  it('read one item a line and send null for none', () => {
    expect(listLines(' a \r\n\n b\n')).toEqual(['a', 'b'])
    expect(listForSave('\n  \n')).toBeNull()
    expect(listText(null)).toBe('')
    expect(listText(['a', 'b'])).toBe('a\nb')
  })
})
