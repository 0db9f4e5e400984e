import { Box, chakra } from '@chakra-ui/react'
import type { DiffPart } from './word-diff'
import { HISTORY_MESSAGES } from './messages'

const Deleted = chakra('del', { base: { bg: 'red.subtle', color: 'red.fg', textDecorationThickness: '1px', borderRadius: 'xs', px: '0.5' } })
const Inserted = chakra('ins', { base: { bg: 'green.subtle', color: 'green.fg', textDecoration: 'none', fontWeight: 'medium', borderRadius: 'xs', px: '0.5' } })

/**
 * One side of a word diff as text that keeps its line breaks: the runs only
 * this side has are marked (struck through in red on the side a restore
 * replaces, in green on the side it brings back); the rest is plain.
 */
export function DiffText({ parts, testId }: { parts: readonly DiffPart[]; testId?: string }) {
  const empty = parts.every((p) => p.text === '')
  return (
    <Box
      data-testid={testId}
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      textStyle="sm"
      fontFamily={parts.some((p) => p.text.startsWith('{') || p.text.startsWith('[')) ? 'mono' : undefined}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      px="2"
      py="1.5"
    >
      {empty ? (
        <chakra.span color="fg.muted" fontStyle="italic">
          {HISTORY_MESSAGES.emptyValue}
        </chakra.span>
      ) : (
        parts.map((part, i) =>
          part.op === 'delete' ? (
            <Deleted key={i}>{part.text}</Deleted>
          ) : part.op === 'insert' ? (
            <Inserted key={i}>{part.text}</Inserted>
          ) : (
            <chakra.span key={i}>{part.text}</chakra.span>
          ),
        )
      )}
    </Box>
  )
}
