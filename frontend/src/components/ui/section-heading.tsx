import { Heading, Stack, Text } from '@chakra-ui/react'
import { If } from '@/lib/template'

/** A section's heading with an optional short introduction (none when blank). */
export function SectionHeading({ title, intro, align = 'center', id }: { title: string; intro?: string; align?: 'center' | 'start'; id?: string }) {
  return (
    <Stack gap="3" textAlign={align} align={align === 'center' ? 'center' : 'flex-start'} mb={{ base: '8', md: '10' }}>
      <Heading as="h2" id={id} textStyle="sectionTitle">
        {title}
      </Heading>
      <Stack h="1" w="16" bg="gold.solid" borderRadius="full" aria-hidden />
      {/* A blank introduction (the owner's, or a marker the server fills with '') shows nothing. */}
      {intro !== undefined && (
        <If when={intro}>
          <Text color="fg.muted" maxW="2xl" textStyle="lead">
            {intro}
          </Text>
        </If>
      )}
    </Stack>
  )
}
