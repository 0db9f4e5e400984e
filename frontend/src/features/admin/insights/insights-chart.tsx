import { Box } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { InsightsDay } from '@/lib/api-types.gen'

/** A theme colour (a Chakra CSS variable) as the page has it now. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${name}`).trim() || fallback
}

const HEIGHT = 220

/**
 * Page views and visitors a day, drawn with uPlot (loaded with this tab
 * only). It follows the theme (drawn again when the page's class changes)
 * and the width of its box. The same numbers are in the table beside it,
 * for screen readers and for reading exact values.
 */
export default function InsightsChart({ days, label }: { days: InsightsDay[]; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    let plot: uPlot | undefined
    const draw = () => {
      plot?.destroy()
      const fg = themeColor('fg-muted', '#666')
      const grid = themeColor('border', '#ddd')
      const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
      const data: uPlot.AlignedData = [days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), days.map((d) => d.views), days.map((d) => d.visitors)]
      plot = new uPlot(
        {
          width: Math.max(el.clientWidth, 200),
          height: HEIGHT,
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
          axes: [axis, { ...axis, size: 44 }],
          series: [
            {},
            { label: 'Page views', stroke: themeColor('brand-solid', '#123332'), width: 2, fill: 'transparent' },
            { label: 'Visitors', stroke: themeColor('gold-solid', '#b7791f'), width: 2, dash: [6, 4] },
          ],
        },
        data,
        el,
      )
    }
    draw()
    const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }))
    resize.observe(el)
    const theme = new MutationObserver(draw)
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => {
      resize.disconnect()
      theme.disconnect()
      plot?.destroy()
    }
  }, [days])
  return <Box ref={box} role="img" aria-label={label} minH={`${HEIGHT + 40}px`} w="full" overflow="hidden" data-testid="insights-chart" />
}
