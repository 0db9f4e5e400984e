/** One run of a word-level diff: text both sides share, or text only the new side (insert) or only the old side (delete) has. */
export interface DiffPart {
  op: 'equal' | 'insert' | 'delete'
  text: string
}

/** Past this many token pairs the comparison gives up on detail: the old text is deleted and the new one inserted whole. */
const MAX_CELLS = 4_000_000

/** Words and the whitespace between them, each a token of its own (joined they give the text back). */
export function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? []
}

/** A shared word counts 64, a shared run of whitespace 1. */
const weight = (token: string) => (/\S/.test(token) ? 64 : 1)

function push(parts: DiffPart[], op: DiffPart['op'], text: string) {
  if (!text) return
  const last = parts[parts.length - 1]
  if (last && last.op === op) last.text += text
  else parts.push({ op, text })
}

/**
 * The word-level difference from `before` to `after` (a weighted longest common
 * subsequence of words, then of the spaces between them): the equal runs, the runs only `after`
 * has (insert) and those only `before` has (delete), in reading order with
 * deletes before inserts. Joining the equal and delete runs gives `before`
 * back, the equal and insert runs `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before)
  const b = tokens(after)
  // The common start and end need no table.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const parts: DiffPart[] = []
  push(parts, 'equal', a.slice(0, start).join(''))
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  const n = midA.length
  const m = midB.length
  if (n * m > MAX_CELLS) {
    push(parts, 'delete', midA.join(''))
    push(parts, 'insert', midB.join(''))
  } else if (n > 0 || m > 0) {
    // lcs[i][j]: the best common subsequence of midA[i..] and midB[j..], a
    // shared word weighing more than any run of shared spaces beside it (so
    // words line up, not the spaces between them).
    const width = m + 1
    const lcs = new Uint32Array((n + 1) * width)
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] = midA[i] === midB[j] ? lcs[(i + 1) * width + j + 1] + weight(midA[i]) : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
      }
    }
    let i = 0
    let j = 0
    const deleted: string[] = []
    const inserted: string[] = []
    const flush = () => {
      push(parts, 'delete', deleted.splice(0).join(''))
      push(parts, 'insert', inserted.splice(0).join(''))
    }
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        flush()
        push(parts, 'equal', midA[i])
        i++
        j++
      } else if (j >= m || (i < n && lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
        deleted.push(midA[i++])
      } else {
        inserted.push(midB[j++])
      }
    }
    flush()
  }
  push(parts, 'equal', a.slice(endA).join(''))
  return joinChanges(parts)
}

/**
 * Reads better: a run of spaces alone between two changes becomes part of
 * them ('A new' → 'An old' is one change, not 'A'/'An', a space kept, then
 * 'new'/'old'), and the changes between two equal runs are one delete then
 * one insert.
 */
function joinChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  let deleted = ''
  let inserted = ''
  const flush = () => {
    push(out, 'delete', deleted)
    push(out, 'insert', inserted)
    deleted = ''
    inserted = ''
  }
  parts.forEach((part, i) => {
    const between = i > 0 && i < parts.length - 1 && parts[i - 1].op !== 'equal' && parts[i + 1].op !== 'equal'
    if (part.op === 'equal' && !(between && /^\s+$/.test(part.text))) {
      flush()
      push(out, 'equal', part.text)
    } else {
      if (part.op !== 'insert') deleted += part.text
      if (part.op !== 'delete') inserted += part.text
    }
  })
  flush()
  return out
}

/** The text one side of a diff shows: `before` (equal and delete runs) or `after` (equal and insert runs). */
export function side(parts: readonly DiffPart[], which: 'before' | 'after'): DiffPart[] {
  const hidden = which === 'before' ? 'insert' : 'delete'
  return parts.filter((p) => p.op !== hidden)
}
