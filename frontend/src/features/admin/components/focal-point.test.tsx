import { fireEvent, screen, within } from '@testing-library/react'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { pointAfterKey, pointAt, shareCropPosition } from './focal-point-field'

describe('the focal point control', () => {
  it('places the point where the picture is tapped, moves it with the arrows and sends it', async () => {
    const api = fakeAdminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(d.queryByRole('slider', { name: /Focal point/ })).not.toBeInTheDocument()
    await user.type(d.getByLabelText(/Title/), 'Portrait')
    await user.selectOptions(d.getByLabelText(/^Category/), 'games')
    await user.type(d.getByLabelText(/Image URL/), '/images/a.png')

    const point = d.getByRole('slider', { name: 'Focal point of Image' })
    expect(point).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top')
    point.getBoundingClientRect = () => ({ left: 100, top: 50, width: 200, height: 400, right: 300, bottom: 450, x: 100, y: 50, toJSON: () => ({}) })
    fireEvent.pointerDown(point, { clientX: 260, clientY: 130 })
    expect(point).toHaveAttribute('aria-valuetext', '80% from the left, 20% from the top')
    expect(d.getAllByTestId('focal-crop')[0]).toHaveStyle({ objectPosition: '80% 20%' })

    point.focus()
    await user.keyboard('{ArrowLeft}{ArrowDown}{Shift>}{ArrowDown}{/Shift}')
    expect(point).toHaveAttribute('aria-valuetext', '75% from the left, 26% from the top')
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects')!.body).toMatchObject({ imageFocalX: 0.75, imageFocalY: 0.26 })
  })

  it('reads a point, keys and the share crop as the server cuts it', () => {
    const box = { left: 0, top: 0, width: 100, height: 100 }
    expect(pointAt(box, 150, -3)).toEqual({ x: 1, y: 0 })
    expect(pointAfterKey('ArrowRight', false, 0.98, 0.5)).toEqual({ x: 1, y: 0.5 })
    expect(pointAfterKey('Home', false, 0.1, 0.9)).toEqual({ x: 0.5, y: 0.5 })
    expect(pointAfterKey('a', false, 0.1, 0.9)).toBeNull()
    // A 3:4 portrait in the 1.91:1 share card: its whole width, 39% of its height, the window on the point.
    expect(shareCropPosition(0.8, 3 / 4, 1200 / 630, true)).toBe(0.5)
    const n = 3 / 4 / (1200 / 630)
    expect(shareCropPosition(0.2, 3 / 4, 1200 / 630, false)).toBeCloseTo((0.2 - n / 2) / (1 - n))
    expect(shareCropPosition(0.05, 3 / 4, 1200 / 630, false)).toBe(0)
  })
})
