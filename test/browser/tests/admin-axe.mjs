// What the admin's axe audits share (admin-standards and admin-standards-forms): a page at rest,
// every violation of any impact, and a dialog opened, checked and closed.
import { addAxe } from './harness.mjs'

/** Waits until no finite animation or transition runs, so axe measures what stays. */
export const atRest = (page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity))

/** Every axe violation, any impact: rule, impact, help and the first elements. */
export async function violations(page, where) {
  await atRest(page)
  await addAxe(page)
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations.map((v) => {
    const why = [...v.nodes[0].any, ...v.nodes[0].all, ...v.nodes[0].none].map((c) => c.message).join(' ')
    return `${where}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} (${why})`
  })
}

/** Opens a dialog with its button, checks it, and closes it with Escape (which closes only the topmost). */
export async function checkDialog(page, found, open, name, where) {
  await open().catch((e) => {
    throw new Error(`${where}: ${e.message}`)
  })
  const dialog = page.getByRole('dialog', { name, exact: true })
  await dialog.waitFor()
  found.push(...(await violations(page, where)))
  return dialog
}

export async function escape(page, dialog) {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

/** Opens the History section of a dialog or Site group and waits for its list or its empty state. */
export async function openHistory(scope) {
  await scope.getByRole('button', { name: 'History', exact: true }).click()
  await scope.getByTestId('history-panel').locator('[data-testid="history-row"], [data-testid="history-empty"]').first().waitFor()
}

/** The tab's first button of that name (the first row's Edit, Delete, Links…). */
export const first = (page, name) => page.getByRole('tabpanel').getByRole('button', { name, exact: true }).first()
