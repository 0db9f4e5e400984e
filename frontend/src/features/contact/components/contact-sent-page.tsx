import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'

/** /contact/sent: where POST /contact sends the visitor (303) once the message is taken; its words are the owner's (the spec's notice by default). */
export function ContactSentPage() {
  const { pages, nav } = useSite()
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start" role="status">
        <Heading as="h1" textStyle="pageTitle">
          {pages.contactSentTitle}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {pages.contactSentText}
        </Text>
        <HStack gap="3" wrap="wrap">
          <LinkButton to={ROUTES.home.path}>
            {nav.home}
          </LinkButton>
          <LinkButton to={ROUTES.contact.path} variant="outline">
            {pages.contactSentButton}
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
