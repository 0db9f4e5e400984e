import { fireEvent, screen, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { mediaItem } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'
import { mediaAction } from '../media-actions'

describe('media actions', () => {
  it('labels buttons by link type; other and external are plain links', () => {
    expect(mediaAction('youtube')).toEqual({ label: 'Watch Now', opens: 'video' })
    expect(mediaAction('audio')).toEqual({ label: 'Listen Now', opens: 'audio' })
    expect(mediaAction('article')).toEqual({ label: 'Read More', opens: 'tab' })
    expect(mediaAction('other')).toEqual({ label: 'View', opens: 'tab' })
    expect(mediaAction('external')).toEqual({ label: 'View', opens: 'tab' })
    expect(mediaAction(null)).toEqual({ label: 'View', opens: 'tab' })
  })
})

describe('MediaPressPage', () => {
  it('shows the four sections with placeholders, then their empty text', async () => {
    server.use(http.get('*/api/media-press', async () => {
      await delay(50)
      return HttpResponse.json([])
    }))
    renderApp('/media-press')
    for (const name of ['Podcast Appearances', 'Talks & Panels', 'Interviews', 'Featured Articles']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getAllByTestId('skeleton')).toHaveLength(12)
    expect(await screen.findAllByText('No items found in this category.')).toHaveLength(4)
  })

  it('shows the error text', async () => {
    server.use(http.get('*/api/media-press', () => new HttpResponse('', { status: 500, statusText: 'Internal Server Error' })))
    renderApp('/media-press')
    expect(await screen.findAllByText('500: Internal Server Error')).toHaveLength(4)
  })

  it('selects a section with the category parameter', async () => {
    renderApp('/media-press?category=interviews')
    expect(await screen.findByRole('heading', { level: 2, name: 'Interviews' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: 'Podcast Appearances' })).toBeNull()
  })

  it('keeps all sections for category=documentaries and points to the portfolio', async () => {
    renderApp('/media-press?category=documentaries')
    expect(await screen.findByRole('heading', { level: 2, name: 'Podcast Appearances' })).toBeInTheDocument()
    expect(within(screen.getByTestId('documentaries-note')).getByRole('link')).toHaveAttribute('href', '/portfolio#film-animation-documentaries')
  })

  it('opens YouTube and audio items in a dialog, others in a new tab', async () => {
    server.use(
      http.get('*/api/media-press', () =>
        HttpResponse.json([
          mediaItem({ title: 'Talk', category: 'talks-panels', linkType: 'youtube', url: 'https://youtu.be/M7lc1UVf-VE' }),
          mediaItem({ title: 'Pod', category: 'podcast-appearances', linkType: 'audio', url: 'https://pod.example/ep1' }),
          mediaItem({ title: 'Story', category: 'featured-articles', linkType: 'other', url: 'https://news.example/a' }),
        ]),
      ),
    )
    renderApp('/media-press')
    expect(await screen.findByRole('link', { name: 'View: Story' })).toHaveAttribute('target', '_blank')
    fireEvent.click(screen.getByRole('button', { name: 'Watch Now' }))
    let dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTitle('Talk')).toHaveAttribute('src', 'https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1')
    expect(within(dialog).getByRole('link', { name: 'Open Original Link' })).toHaveAttribute('href', 'https://youtu.be/M7lc1UVf-VE')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(await screen.findByRole('button', { name: 'Listen Now' }))
    dialog = await screen.findByRole('dialog', { name: 'Pod' })
    expect(within(dialog).getByRole('link', { name: 'Open in Podcast App' })).toHaveAttribute('href', 'https://pod.example/ep1')
    expect(within(dialog).getByRole('link', { name: 'Open Original Link' })).toBeInTheDocument()
  })
})
