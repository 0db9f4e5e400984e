import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import type { BackupSummary, LibraryFile } from './library-api'
import { answerConfirm } from '../test/confirm'

const summary: BackupSummary = {
  format: 1,
  app: 'portfolio',
  created: '2026-11-20T10:00:00Z',
  tables: [
    { name: 'portfolio_projects', rows: 7 },
    { name: 'site_content', rows: 1 },
    { name: 'drafts', rows: 0 },
  ],
  rows: 8,
  files: 12,
  fileBytes: 3 * 1024 * 1024,
}

function archive() {
  return new File([new Uint8Array([0x1f, 0x8b, 8, 0])], 'portfolio-backup-20261120-100000.tar.gz', { type: 'application/gzip' })
}

async function openAccount() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Account' }))
  const section = within(await screen.findByRole('region', { name: 'Restore from a backup' }))
  return { ...utils, section }
}

describe('Account: restore from a backup', () => {
  it('inspects the chosen archive, shows what it holds, and restores only after the owner confirms', async () => {
    fakeAdminApi()
    const calls: string[] = []
    server.use(
      http.post('*/api/backup/inspect', async ({ request }) => {
        calls.push('inspect')
        const form = await request.formData()
        expect(form.get('file')).toBeTruthy()
        return HttpResponse.json(summary)
      }),
      http.post('*/api/backup/restore', () => {
        calls.push('restore')
        return HttpResponse.json({ ...summary, stale: [], imagesRebuilding: true })
      }),
    )
    const { user, section } = await openAccount()
    await user.upload(section.getByLabelText('Choose backup file'), archive())

    const held = within(await section.findByTestId('backup-summary'))
    expect(held.getByText('8 rows of content')).toBeInTheDocument()
    expect(held.getByText('12 files (3.0 MB)')).toBeInTheDocument()
    expect(held.getByText('Projects: 7')).toBeInTheDocument()
    expect(held.queryByText(/Drafts/)).not.toBeInTheDocument()
    expect(held.getByText(/^Made /)).toBeInTheDocument()
    expect(calls).toEqual(['inspect'])

    await user.click(section.getByRole('button', { name: 'Replace everything with this backup' }))
    expect(
      await screen.findByText('Backup restored: 8 rows and 12 files; the images’ smaller copies are being made in the background'),
    ).toBeInTheDocument()
    expect(calls).toEqual(['inspect', 'restore'])
    await waitFor(() => expect(section.queryByTestId('backup-summary')).not.toBeInTheDocument())
  })

  it('shows the server’s reason for a refused file and offers no restore', async () => {
    fakeAdminApi()
    let restored = false
    server.use(
      http.post('*/api/backup/inspect', () =>
        HttpResponse.json({ message: 'The backup is damaged or not a portfolio backup: not a gzip stream' }, { status: 400 }),
      ),
      http.post('*/api/backup/restore', () => {
        restored = true
        return HttpResponse.json({ ...summary, stale: [] })
      }),
    )
    const { user, section } = await openAccount()
    await user.upload(section.getByLabelText('Choose backup file'), archive())
    expect(await section.findByRole('alert')).toHaveTextContent('The backup is damaged or not a portfolio backup: not a gzip stream')
    expect(section.queryByRole('button', { name: 'Replace everything with this backup' })).not.toBeInTheDocument()
    expect(restored).toBe(false)
  })

  it('cancel drops the inspected archive without restoring', async () => {
    fakeAdminApi()
    let restored = false
    server.use(
      http.post('*/api/backup/inspect', () => HttpResponse.json(summary)),
      http.post('*/api/backup/restore', () => {
        restored = true
        return HttpResponse.json({ ...summary, stale: [] })
      }),
    )
    const { user, section } = await openAccount()
    await user.upload(section.getByLabelText('Choose backup file'), archive())
    await section.findByTestId('backup-summary')
    await user.click(section.getByRole('button', { name: 'Cancel' }))
    expect(section.queryByTestId('backup-summary')).not.toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Choose backup file' })).toBeInTheDocument()
    expect(restored).toBe(false)
  })
})

const used: LibraryFile = {
  url: '/uploads/aaaa.png',
  name: 'aaaa.png',
  size: 2048,
  contentType: 'image/png',
  createdAt: '2026-11-21T09:00:00Z',
  thumbnailUrl: '/uploads/aaaa-w480.webp',
  copies: 4,
  variants: [
    { url: '/uploads/aaaa-w480.avif', kind: 'variant', format: 'AVIF', width: 480, bytes: 7680 },
    { url: '/uploads/aaaa-w480.webp', kind: 'variant', format: 'WebP', width: 480, bytes: 12288 },
    { url: '/uploads/aaaa-w960.avif', kind: 'variant', format: 'AVIF', width: 960, bytes: 18432 },
    { url: '/uploads/aaaa-og.jpg', kind: 'share', format: 'JPEG', width: 1200, bytes: 81920 },
  ],
  usedBy: [
    { kind: 'project', id: 4, title: 'Moonrise', field: 'imageUrl' },
    { kind: 'trash:collaboration', id: 9, title: 'Studio North', field: 'imageUrl' },
  ],
}
const unused: LibraryFile = { ...used, url: '/uploads/bbbb.jpg', name: 'bbbb.jpg', size: 1536 * 1024, contentType: 'image/jpeg', thumbnailUrl: '/uploads/bbbb-w480.webp', copies: 0, variants: [], usedBy: [] }

function libraryApi() {
  let files = [used, unused]
  const deletes: string[] = []
  server.use(
    http.get('*/api/uploads', () => HttpResponse.json(files)),
    http.delete('*/api/uploads/:name', ({ params }) => {
      deletes.push(String(params.name))
      const file = files.find((f) => f.name === params.name)
      if (!file) return HttpResponse.json({ message: 'File not found' }, { status: 404 })
      if (file.usedBy.length) {
        return HttpResponse.json({ message: 'This file is in use and was not deleted: project “Moonrise” (imageUrl)', usedBy: file.usedBy }, { status: 409 })
      }
      files = files.filter((f) => f !== file)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { deletes }
}

describe('Media library', () => {
  it('lists every upload with its size, date and places, refuses a used delete with them and deletes an unused one', async () => {
    fakeAdminApi()
    const { deletes } = libraryApi()
    const { user } = renderAdmin()
    expect(await screen.findByRole('tab', { name: 'Media & Press' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Media' }))

    const cards = await screen.findAllByTestId('library-file')
    expect(cards.map((c) => c.getAttribute('data-name'))).toEqual(['aaaa.png', 'bbbb.jpg'])
    const first = within(cards[0])
    expect(first.getByText(/2\.0 KB/)).toBeInTheDocument()
    expect(first.getByText('Project “Moonrise” · imageUrl')).toBeInTheDocument()
    expect(first.getByText('Collaboration “Studio North” (in the Trash) · imageUrl')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/uploads/aaaa-w480.webp')
    expect(first.getAllByTestId('library-copy').map((c) => c.textContent)).toEqual(['480 px: AVIF 7.5 KB · WebP 12 KB', '960 px: AVIF 18 KB', 'Share image: JPEG 80 KB'])
    const second = within(cards[1])
    expect(second.getByText(/1\.5 MB/)).toBeInTheDocument()
    expect(second.getByText('Not used')).toBeInTheDocument()
    expect(second.getByText('No copies yet')).toBeInTheDocument()

    await user.click(first.getByRole('button', { name: 'Delete aaaa.png' }))
    expect(await answerConfirm(user, true)).toContain('aaaa.png')
    expect(await first.findByText('Used in 2 places: delete refused')).toBeInTheDocument()
    expect(await screen.findByText(/This file is in use and was not deleted/)).toBeInTheDocument()
    expect(screen.getAllByTestId('library-file')).toHaveLength(2)

    await user.click(second.getByRole('button', { name: 'Delete bbbb.jpg' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('bbbb.jpg deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('library-file')).toHaveLength(1))
    expect(deletes).toEqual(['aaaa.png', 'bbbb.jpg'])
  })

  it('copies an upload’s absolute address', async () => {
    fakeAdminApi()
    libraryApi()
    const { user } = renderAdmin()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await user.click(await screen.findByRole('tab', { name: 'Media' }))
    const [card] = await screen.findAllByTestId('library-file')
    await user.click(within(card).getByRole('button', { name: 'Copy URL of aaaa.png' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/uploads/aaaa.png`)
  })

  it('Choose from library fills an image field with the picked upload', async () => {
    fakeAdminApi()
    libraryApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    await user.click(dialog.getByRole('button', { name: 'Choose from library' }))
    const picker = within(await screen.findByRole('dialog', { name: 'Choose an uploaded image' }))
    await user.click(await picker.findByRole('button', { name: 'Use bbbb.jpg' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose an uploaded image' })).not.toBeInTheDocument())
    expect(dialog.getByLabelText(/^Image URL/)).toHaveValue('/uploads/bbbb.jpg')
  })
})
