import { Container, Grid, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react'
import { LuMail, LuMapPin } from 'react-icons/lu'
import type { FooterView, HomeView } from '@/lib/views.gen'
import { useSite } from '@/lib/site'
import { Each, If, useRequiredTemplateView, useTemplateView } from '@/lib/template'
import { ContactForm } from './contact-form'

/** Contact: headline, biography, the public email (its link pings the server's outbound count) and location, and the message form. */
export function ContactPage() {
  const { email, location, pages } = useSite()
  const { biography } = useRequiredTemplateView<HomeView>('home')
  const emailPing = useTemplateView<FooterView>('footer')?.emailPing
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '10', md: '14' }} alignItems="start">
        <Stack gap="5">
          <Heading as="h1" textStyle="pageTitle">
            {pages.contactTitle}
          </Heading>
          <Each of={biography.intro}>
            {(p) => (
              <Text color="fg.muted" textStyle="lead">
                {p}
              </Text>
            )}
          </Each>
          <Stack gap="3" mt="2">
            <If when={email}>
              <HStack gap="3">
                <Icon as={LuMail} color="gold.fg" aria-hidden />
                {/* A plain <a> inside: Chakra's Link does not pass ping on. */}
                <Link asChild color="brand.fg" fontWeight="medium">
                  <a href={`mailto:${email}`} ping={emailPing} data-testid="contact-email">
                    {email}
                  </a>
                </Link>
              </HStack>
            </If>
            <If when={location}>
              <HStack gap="3">
                <Icon as={LuMapPin} color="gold.fg" aria-hidden />
                <Text data-testid="contact-location">{location}</Text>
              </HStack>
            </If>
          </Stack>
        </Stack>
        <ContactForm />
      </Grid>
    </Container>
  )
}
