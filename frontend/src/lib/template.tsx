/**
 * Server templates from the app's own components.
 *
 * At build, each public page is prerendered (src/ssr) with *template data*:
 * values the Go server only knows at run time are markers, and lists are
 * one-element template lists. The components render them through the
 * helpers below, which then write control markers around the list item or
 * the conditional part. The Go server compiles that HTML once and fills it
 * with the stored data (adapters/pages/pagetemplate.go), so the visitor gets
 * the page with its lists. No browser renders these components: public
 * pages load no React.
 *
 * Marker grammar (U+E000 … U+E001): `PATH` a value, `#each PATH` … `/each`,
 * `#if PATH` … `/if`, `#unless PATH` … `/unless`; a path is absolute
 * (`site.name`) or relative to the current list item (`.title`, `.` itself);
 * `|eq:VALUE` compares. Given real values (the admin's previews, tests),
 * the helpers are plain map and conditionals.
 */
import { createContext, Fragment, useContext, type ReactNode } from 'react'

const OPEN = '\uE000'
const CLOSE = '\uE001'

/** A value the server fills in: its path between the marker characters. */
export function marker(path: string): string {
  return `${OPEN}${path}${CLOSE}`
}

/** The path of a marker value, or undefined for a real value. */
export function markerPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(OPEN) || !value.endsWith(CLOSE)) return undefined
  return value.slice(1, -1)
}

const templatePaths = new WeakMap<readonly unknown[], string>()

/** A template list: one item whose fields are markers relative to the item, repeated by the server for each element at `path`. */
export function templateList<T>(path: string, item: T): T[] {
  const list = [item]
  templatePaths.set(list, path)
  return list
}

function keyOf(item: unknown, index: number): string | number {
  if (item && typeof item === 'object' && 'id' in item && (typeof item.id === 'number' || typeof item.id === 'string')) return item.id
  if (item && typeof item === 'object' && 'key' in item && typeof item.key === 'string') return item.key
  return index
}

/** Renders children for each item; for a template list, once between #each markers. */
export function Each<T>({ of, children }: { of: readonly T[]; children: (item: T, index: number) => ReactNode }) {
  const path = templatePaths.get(of)
  if (path !== undefined) {
    return (
      <>
        {`${OPEN}#each ${path}${CLOSE}`}
        {children(of[0], 0)}
        {`${OPEN}/each${CLOSE}`}
      </>
    )
  }
  return (
    <>
      {of.map((item, i) => (
        <Fragment key={keyOf(item, i)}>{children(item, i)}</Fragment>
      ))}
    </>
  )
}

interface ConditionProps {
  /** The value tested: truthy (or equal to `eq` when given). A marker tests on the server. */
  when: unknown
  eq?: string
  children: ReactNode
}

function conditional(kind: 'if' | 'unless', { when, eq, children }: ConditionProps) {
  const path = Array.isArray(when) ? templatePaths.get(when) : markerPath(when)
  if (path !== undefined) {
    return (
      <>
        {`${OPEN}#${kind} ${path}${eq !== undefined ? `|eq:${eq}` : ''}${CLOSE}`}
        {children}
        {`${OPEN}/${kind}${CLOSE}`}
      </>
    )
  }
  const truthy = eq !== undefined ? String(when) === eq : Array.isArray(when) ? when.length > 0 : !!when
  return (kind === 'if') === truthy ? <>{children}</> : null
}

/** Children when `when` is truthy (or equals `eq`). */
export function If(props: ConditionProps) {
  return conditional('if', props)
}

/** Children when `when` is falsy (or differs from `eq`). */
export function Unless(props: ConditionProps) {
  return conditional('unless', props)
}

/** The template views of a prerender, by key ('portfolio.games', …); null in the browser. */
const TemplateContext = createContext<Readonly<Record<string, unknown>> | null>(null)

export const TemplateProvider = TemplateContext.Provider

/** The template view for `key` while prerendering, else undefined (render from data). */
export function useTemplateView<T>(key: string): T | undefined {
  return useContext(TemplateContext)?.[key] as T | undefined
}

/**
 * The template view for `key`: public pages render only at build, from
 * template views the Go server fills (it is the one authority for every
 * public view); rendering one without its template is a build error.
 */
export function useRequiredTemplateView<T>(key: string): T {
  const view = useTemplateView<T>(key)
  if (view === undefined) throw new Error(`template view ${key} is missing: public pages render only at build (src/ssr)`)
  return view
}
