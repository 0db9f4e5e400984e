import { Code, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { LinkButton } from '@/components/ui/link-button'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'
import { If, marker } from '@/lib/template'

/**
 * Any unknown path: the server fills in the path asked for (request.path)
 * and answers 404. The title, hint and button are the owner's words; the
 * hint is split around its {path} by the server (views.texts).
 */
export function NotFoundPage() {
  const { pages, nav } = useSite()
  const pathname = marker('request.path')
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" textStyle="pageTitle">
          {pages.notFoundTitle}
        </Heading>
        <Text color="fg.muted">
          {marker('views.texts.notFoundBefore')}
          <If when={marker('views.texts.notFoundHasPath')}>
            <Code>{pathname}</Code>
          </If>
          {marker('views.texts.notFoundAfter')}
        </Text>
        <LinkButton to={ROUTES.home.path}>
          {nav.home}
        </LinkButton>
      </Stack>
    </Container>
  )
}
