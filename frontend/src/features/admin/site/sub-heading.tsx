import { Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A part of a Site group (its lists, the quote…), under the group's own heading. */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h4" size="sm" mt="2">
      {children}
    </Heading>
  )
}
