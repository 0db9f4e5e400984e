import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '@/theme/system'
import { askConfirm, ConfirmHost } from './confirm'

const renderHost = () =>
  render(
    <ChakraProvider value={system}>
      <ConfirmHost />
    </ChakraProvider>,
  )

describe('askConfirm', () => {
  it('asks in the page: the question and what happens; the red button says yes (the browser suite checks the safe answer has the focus: jsdom has no layout for the focus trap)', async () => {
    const user = userEvent.setup()
    renderHost()
    let answer: Promise<boolean> | undefined
    act(() => {
      answer = askConfirm({ title: 'Delete “Nebula Drift”?', detail: 'It goes to the Trash.', confirmLabel: 'Delete', destructive: true })
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Nebula Drift”?' })
    expect(dialog).toHaveAccessibleDescription('It goes to the Trash.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(answer).resolves.toBe(true)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('Escape and Cancel answer no; a second question answers the first one no', async () => {
    const user = userEvent.setup()
    renderHost()
    let first: Promise<boolean> | undefined
    act(() => {
      first = askConfirm({ title: 'First?', confirmLabel: 'Yes' })
    })
    await screen.findByRole('alertdialog', { name: 'First?' })
    let second: Promise<boolean> | undefined
    act(() => {
      second = askConfirm({ title: 'Second?', confirmLabel: 'Yes' })
    })
    await expect(first).resolves.toBe(false)
    await screen.findByRole('alertdialog', { name: 'Second?' })
    await user.keyboard('{Escape}')
    await expect(second).resolves.toBe(false)

    let third: Promise<boolean> | undefined
    act(() => {
      third = askConfirm({ title: 'Third?', confirmLabel: 'Yes', cancelLabel: 'Keep' })
    })
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Third?' })).getByRole('button', { name: 'Keep' }))
    await expect(third).resolves.toBe(false)
  })
})
