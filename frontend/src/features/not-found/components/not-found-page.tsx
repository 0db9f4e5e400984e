import { Code, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { marker } from '@/lib/template'

const TITLE = '404 Page Not Found'

/** Any unknown path: the server fills in the path asked for (request.path) and answers 404. */
export function NotFoundPage() {
  const pathname = marker('request.path')
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" textStyle="pageTitle">
          {TITLE}
        </Heading>
        <Text color="fg.muted">
          Nothing lives at <Code>{pathname}</Code>. Did you forget to add the page to the router?
        </Text>
        <LinkButton to={ROUTES.home.path} colorPalette="brand">
          {ROUTES.home.label}
        </LinkButton>
      </Stack>
    </Container>
  )
}
