import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Answers the in-page confirmation (components/ui/confirm) once it shows:
 * its confirm button (yes) or Cancel (no), and waits until it is gone.
 * Resolves to what it asked: the question, and what happens under it after
 * a blank line when it says more.
 */
export async function answerConfirm(user: UserEvent, yes: boolean): Promise<string> {
  const dialog = await screen.findByRole('alertdialog')
  const question = within(dialog).getByRole('heading').textContent ?? ''
  const detail = dialog.querySelector('[data-part="description"]')?.textContent
  const buttons = within(dialog).getAllByRole('button')
  const button = yes ? buttons[buttons.length - 1]! : buttons[0]!
  // Shown is not yet answerable: a dialog opened over another takes pointer
  // events only once its layer is on top (zag sets that after it shows; the
  // second question of a test met it still closed to the pointer). A state.
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'))
  await user.click(button)
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  return detail ? `${question}\n\n${detail}` : question
}

/** Whether a confirmation is showing now. */
export const confirmShown = () => screen.queryByRole('alertdialog') !== null
