import { screen, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { investment } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'

describe('InvestmentsPage', () => {
  it('has the index and the sections named with the owner’s name, with placeholders while loading', async () => {
    server.use(http.get('*/api/investments', async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }))
    renderApp('/investments')
    const index = await screen.findByRole('navigation', { name: 'Investment Index' })
    expect(await within(index).findByRole('button', { name: 'Funds Managed by Jordan Avery' })).toBeInTheDocument()
    expect(within(index).getByRole('button', { name: "Jordan Avery' Investments" })).toBeInTheDocument()
    expect(document.getElementById('funds-managed')).not.toBeNull()
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(3)
  })

  it('shows empty texts per section and subsection', async () => {
    renderApp('/investments')
    expect(await within(document.getElementById('funds-managed')!).findByText('No items found in this category.')).toBeInTheDocument()
    expect(await within(document.getElementById('board-roles')!).findByText('No items found in this subcategory.')).toBeInTheDocument()
  })

  it('shows the error text', async () => {
    server.use(http.get('*/api/investments', () => new HttpResponse('down', { status: 502, statusText: 'Bad Gateway' })))
    renderApp('/investments')
    expect((await screen.findAllByText('502: down')).length).toBe(3)
  })

  it('puts cards in their subsections with Learn More / Visit Website opening a new tab', async () => {
    server.use(
      http.get('*/api/investments', () =>
        HttpResponse.json([
          investment({ title: 'Fund One', category: 'funds-managed', subcategory: '', url: 'https://fund.example' }),
          investment({ title: 'Board Co', category: 'board-advisory', subcategory: 'board-roles', role: 'Board Member' }),
        ]),
      ),
    )
    renderApp('/investments')
    const fund = await within(document.getElementById('funds-managed')!).findByText('Fund One')
    expect(fund).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Learn More: Fund One' })).toHaveAttribute('target', '_blank')
    expect(within(document.getElementById('board-roles')!).getByText('Board Co')).toBeInTheDocument()
    expect(within(document.getElementById('board-roles')!).getByRole('link', { name: 'Visit Website: Board Co' })).toHaveAttribute('href', 'https://example.com')
  })
})
