import { Link } from '@chakra-ui/react'
import { AppLink } from './app-link'
import { markupRuns } from '@/lib/markup'
import type { MarkupRun } from '@/lib/views.gen'
import { Each, If } from '@/lib/template'

/** A run's text in its style: one branch per style, so a server template can choose it. */
function Styled({ run }: { run: MarkupRun }) {
  return (
    <>
      <If when={run.style} eq="plain">
        {run.text}
      </If>
      <If when={run.style} eq="strong">
        <strong>{run.text}</strong>
      </If>
      <If when={run.style} eq="em">
        <em>{run.text}</em>
      </If>
      <If when={run.style} eq="strong-em">
        <strong>
          <em>{run.text}</em>
        </strong>
      </If>
    </>
  )
}

/** One run: its styled text, inside a link when it has one. */
function Run({ run }: { run: MarkupRun }) {
  return (
    <>
      <If when={run.link} eq="none">
        <Styled run={run} />
      </If>
      <If when={run.link} eq="internal">
        <Link asChild color="brand.fg" textDecoration="underline">
          <AppLink to={run.href}>
            <Styled run={run} />
          </AppLink>
        </Link>
      </If>
      <If when={run.link} eq="external">
        <Link href={run.href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
          <Styled run={run} />
        </Link>
      </If>
    </>
  )
}

/** Markup runs as React elements (never as HTML); `runs` may be a server template list. */
export function MarkupRuns({ runs }: { runs: readonly MarkupRun[] }) {
  return <Each of={runs}>{(run) => <Run run={run} />}</Each>
}

/** Renders text with **strong**, *emphasis* and [link](href) markup as React elements (never as HTML). */
export function Markup({ text }: { text: string }) {
  return <MarkupRuns runs={markupRuns(text)} />
}
