import { Box, Button, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { LuDownload } from 'react-icons/lu'
import type { InsightsReport } from '@/lib/api-types.gen'
import { errorMessage } from '@/lib/http-error'
import { exportUrl, useInsightsQuery, type InsightsRange } from './api'
import { count, lastDays, rangeProblem, topAndOther } from './format'
import { INSIGHTS_MESSAGES as M } from './messages'
import { VitalsList } from './vitals-list'

/** The chart library comes with the chart, when the tab shows it. */
const InsightsChart = lazy(() => import('./insights-chart'))

const PRESETS = [7, 30, 90] as const

interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  numeric?: boolean
}

/** A number column's width on a phone: room for five digits, so the first column gets the rest. */
const NUMBER_COLUMN = { base: '3.75rem', md: 'auto' }

/**
 * A table that reads at 360 px: on a phone its columns share the width
 * (fixed layout: each number column narrow, the first column the rest, long
 * words broken, headers on two lines), so every number is in sight without
 * scrolling (in the small type, a date fits its column); from md up the columns size to their content. It can still
 * scroll in its own box, never the page.
 */
function DataTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  const px = { base: '2', md: '3' }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxW="full">
      <Table.Root size="sm" w="full" tableLayout={{ base: 'fixed', md: 'auto' }} textStyle={{ base: 'xs', md: 'sm' }}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} px={px} w={c.numeric ? NUMBER_COLUMN : undefined} textAlign={c.numeric ? 'end' : 'start'} whiteSpace="normal" verticalAlign="bottom">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={rowKey(r)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} px={px} textAlign={c.numeric ? 'end' : 'start'} overflowWrap="anywhere">
                  {c.cell(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** A page's link in a table cell: its public page in a new tab, a 44 px target on a phone. */
function CellLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="brand" display="inline-flex" alignItems="center" minH={{ base: '11', md: 'auto' }}>
      {children}
    </Link>
  )
}

/** A titled part of the tab with its CSV download and its empty state. */
function Section({ title, table, range, empty, children }: { title: string; table: string; range: InsightsRange; empty: boolean; children: ReactNode }) {
  const id = useId()
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minW="0">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h3" size="md" id={id}>
          {title}
        </Heading>
        <Link href={exportUrl(table, range)} download fontSize="sm" colorPalette="brand" aria-label={`${M.download}: ${title}`} minH={{ base: '11', md: 'auto' }}>
          <LuDownload aria-hidden /> {M.download}
        </Link>
      </HStack>
      {empty ? <Text color="fg.muted">{M.empty}</Text> : children}
    </Stack>
  )
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel" data-testid="insights-total">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {count(value)}
      </Text>
    </Stack>
  )
}

/** The range buttons and a custom range, checked here before it is asked for. */
function RangePicker({ range, preset, onPreset, onCustom }: { range: InsightsRange; preset: number | null; onPreset: (n: number) => void; onCustom: (r: InsightsRange) => void }) {
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [problem, setProblem] = useState('')
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={M.rangeLabel}>
        {PRESETS.map((n) => (
          <Button key={n} size="sm" variant={preset === n ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={preset === n} onClick={() => onPreset(n)}>
            {M.lastDays(n)}
          </Button>
        ))}
      </HStack>
      <Box
        as="form"
        display="flex"
        flexWrap="wrap"
        gap="3"
        alignItems="flex-end"
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault()
          const why = rangeProblem(from, to)
          setProblem(why)
          if (!why) onCustom({ from, to })
        }}
      >
        <Field.Root w="auto" invalid={!!problem}>
          <Field.Label>{M.from}</Field.Label>
          <Input type="date" size="sm" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" invalid={!!problem}>
          <Field.Label>{M.to}</Field.Label>
          <Input type="date" size="sm" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">
          {M.apply}
        </Button>
      </Box>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  )
}

function Report({ report, range }: { report: InsightsReport; range: InsightsRange }) {
  const total = (k: 'views' | 'visitors' | 'botViews' | 'messages') => report.days.reduce((s, d) => s + d[k], 0)
  const [tableOpen, setTableOpen] = useState(false)
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Stat label={M.views} value={total('views')} />
        <Stat label={M.visitors} value={total('visitors')} />
        <Stat label={M.botViews} value={total('botViews')} />
        <Stat label={M.messages} value={total('messages')} />
      </SimpleGrid>

      <Section title={M.perDay} table="days" range={range} empty={false}>
        <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap" aria-hidden>
          <HStack gap="2">
            <Box w="6" h="0.5" bg="brand.solid" /> {M.views}
          </HStack>
          <HStack gap="2">
            <Box w="6" h="0" borderTopWidth="2px" borderStyle="dashed" borderColor="gold.solid" /> {M.visitors}
          </HStack>
        </HStack>
        <Suspense
          fallback={
            <Text color="fg.muted" minH="260px">
              {M.loadingChart}
            </Text>
          }
        >
          <InsightsChart days={report.days} label={M.chartLabel(report.from, report.to)} />
        </Suspense>
        <Button variant="ghost" size="sm" alignSelf="flex-start" aria-expanded={tableOpen} onClick={() => setTableOpen((o) => !o)}>
          {tableOpen ? M.hideTable : M.showTable}
        </Button>
        {tableOpen && (
          <DataTable
            caption={M.perDay}
            rowKey={(d) => d.date}
            rows={[...report.days].reverse()}
            columns={[
              { header: M.date, cell: (d) => d.date },
              { header: M.viewsShort, cell: (d) => count(d.views), numeric: true },
              { header: M.visitors, cell: (d) => count(d.visitors), numeric: true },
              { header: M.botViews, cell: (d) => count(d.botViews), numeric: true },
              { header: M.messages, cell: (d) => count(d.messages), numeric: true },
            ]}
          />
        )}
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <Section title={M.pages} table="pages" range={range} empty={report.pages.length === 0}>
          <DataTable caption={M.pages} rowKey={(p) => p.path} rows={topAndOther(report.pages, 20)} columns={[
            { header: M.page, cell: (p) => (p.other ? M.other : <CellLink href={p.path}>{p.path}</CellLink>) },
            { header: M.viewsShort, cell: (p) => count(p.views), numeric: true },
            { header: M.visitors, cell: (p) => count(p.visitors), numeric: true },
          ]} />
        </Section>
        <Section title={M.projects} table="projects" range={range} empty={report.projects.length === 0}>
          <DataTable caption={M.projects} rowKey={(p) => String(p.id)} rows={report.projects.slice(0, 20)} columns={[
            { header: M.project, cell: (p) => <CellLink href={p.path}>{p.title}</CellLink> },
            { header: M.viewsShort, cell: (p) => count(p.views), numeric: true },
            { header: M.clicks, cell: (p) => count(p.clicks), numeric: true },
          ]} />
        </Section>
        <Section title={M.outbound} table="outbound" range={range} empty={report.outbound.length === 0}>
          <DataTable caption={M.outbound} rowKey={(o) => `${o.kind}:${o.id}`} rows={report.outbound.slice(0, 20)} columns={[
            { header: M.kind, cell: (o) => M.kinds[o.kind] },
            { header: M.itemTitle, cell: (o) => o.title },
            { header: M.clicks, cell: (o) => count(o.clicks), numeric: true },
          ]} />
        </Section>
        <Section title={M.downloads} table="downloads" range={range} empty={report.downloads.length === 0}>
          <DataTable caption={M.downloads} rowKey={(d) => d.path} rows={report.downloads.slice(0, 20)} columns={[
            { header: M.file, cell: (d) => M.fileName(d.path) },
            { header: M.downloadsShort, cell: (d) => count(d.count), numeric: true },
          ]} />
        </Section>
        <Section title={M.referrers} table="referrers" range={range} empty={report.referrers.length === 0}>
          <DataTable caption={M.referrers} rowKey={(r) => r.host} rows={topAndOther(report.referrers, 20)} columns={[
            { header: M.site, cell: (r) => (r.other ? M.other : r.host) },
            { header: M.viewsShort, cell: (r) => count(r.views), numeric: true },
          ]} />
        </Section>
        <Section title={M.bots} table="bots" range={range} empty={report.bots.length === 0}>
          <DataTable caption={M.bots} rowKey={(b) => b.name} rows={report.bots} columns={[
            { header: M.crawler, cell: (b) => b.name },
            { header: M.viewsShort, cell: (b) => count(b.views), numeric: true },
          ]} />
        </Section>
        <Section title={M.devices} table="devices" range={range} empty={report.devices.length === 0}>
          <DataTable caption={M.devices} rowKey={(d) => d.device} rows={report.devices} columns={[
            { header: M.device, cell: (d) => M.deviceNames[d.device] },
            { header: M.viewsShort, cell: (d) => count(d.views), numeric: true },
          ]} />
        </Section>
      </SimpleGrid>

      <Section title={M.vitals} table="vitals" range={range} empty={report.vitals.length === 0}>
        <Text fontSize="sm" color="fg.muted">
          {M.vitalsIntro}
        </Text>
        <VitalsList vitals={report.vitals} />
      </Section>
    </Stack>
  )
}

/**
 * The Insights tab: who came and what worked, counted by the site itself
 * (issue 26). The range is 7, 30 or 90 days to today, or the owner's own.
 */
export default function InsightsTab() {
  const [preset, setPreset] = useState<number | null>(30)
  const [range, setRange] = useState<InsightsRange>(() => lastDays(30))
  const { data, error, isFetching } = useInsightsQuery(range, { refetchOnMountOrArgChange: true })
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {M.title}
        </Heading>
        <Text color="fg.muted">{M.visitorsMean}</Text>
        <Text color="fg.muted" fontSize="sm">
          {M.lag(data?.flushSeconds ?? 5)}
        </Text>
      </Stack>
      <RangePicker
        range={range}
        preset={preset}
        onPreset={(n) => {
          setPreset(n)
          setRange(lastDays(n))
        }}
        onCustom={(r) => {
          setPreset(null)
          setRange(r)
        }}
      />
      {error ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error)}
        </Text>
      ) : !data ? (
        <Text color="fg.muted" aria-live="polite">
          {M.loading}
        </Text>
      ) : (
        <Box opacity={isFetching ? 0.7 : 1} aria-busy={isFetching}>
          <Report report={data} range={range} />
        </Box>
      )}
    </Stack>
  )
}
