import { Code, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useLocation } from 'react-router-dom'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { usePageHead } from '@/seo/route-head'

const TITLE = '404 Page Not Found'

/** Any unknown path. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  usePageHead(TITLE)
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
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
