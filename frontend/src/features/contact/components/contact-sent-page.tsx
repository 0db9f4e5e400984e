import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'

/** Spec section 8: the contact form's success notice, word for word. */
export const SENT_TITLE = 'Message sent successfully!'
export const SENT_DESCRIPTION = "Thank you for reaching out. I'll get back to you soon."

/** /contact/sent: where POST /contact sends the visitor (303) once the message is taken. */
export function ContactSentPage() {
  const { pages, nav } = useSite()
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start" role="status">
        <Heading as="h1" textStyle="pageTitle">
          {SENT_TITLE}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {SENT_DESCRIPTION}
        </Text>
        <HStack gap="3" wrap="wrap">
          <LinkButton to={ROUTES.home.path} colorPalette="brand">
            {nav.home}
          </LinkButton>
          <LinkButton to={ROUTES.contact.path} variant="outline" colorPalette="brand">
            {pages.contactSentButton}
          </LinkButton>
        </HStack>
      </Stack>
    </Container>
  )
}
