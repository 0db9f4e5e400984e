import { Box, Container, Heading, HStack, IconButton, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { LuMail } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router-dom'
import { PlatformIcon } from '@/components/ui/social-icon'
import { useSite } from '@/lib/site'
import { Each, If, useTemplateView } from '@/lib/template'
import type { FooterView } from '@/lib/views.gen'
import { quickLinks } from '../nav-items'

function FooterHeading({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="gold.300" mb="3" fontFamily="body">
      {children}
    </Heading>
  )
}

function SocialIcon({ label, href, id, ping, children }: { label: string; href: string; id?: string; ping?: string; children: React.ReactNode }) {
  return (
    // A native tooltip (title): public pages run no design-system code.
    <IconButton asChild type={undefined} aria-label={label} variant="outline" size="sm" rounded="full" color="whiteAlpha.900" borderColor="whiteAlpha.400" _hover={{ bg: 'whiteAlpha.200' }}>
      <a href={href} id={id} title={label} ping={ping}>
        {children}
      </a>
    </IconButton>
  )
}

/**
 * The shared footer: tagline, quick links, industries and how to connect.
 * The e-mail links carry the address that counts a click on them (ping,
 * the server's footer view; none outside the public pages).
 */
export function Footer() {
  const { name, email, tagline, socials, footer, nav } = useSite()
  const view = useTemplateView<FooterView>('footer')
  const emailPing = view?.emailPing
  // The public pages get the line filled in by the server; the admin (no server view) fills it here, as the server does.
  const copyright = view?.copyright ?? footer.copyright.replaceAll('{year}', String(new Date().getFullYear())).replaceAll('{name}', name)
  return (
    <Box as="footer" bg="brand.800" color="whiteAlpha.900" mt="auto" className="dark">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="3">
            <Text fontFamily="heading" fontSize="xl" fontWeight="semibold" color="white">
              {name}
            </Text>
            <Text color="whiteAlpha.800" data-testid="footer-tagline">{tagline}</Text>
          </Stack>
          <Box as="nav" aria-label={footer.quickLinksHeading}>
            <FooterHeading>{footer.quickLinksHeading}</FooterHeading>
            <List.Root listStyle="none" gap="2">
              {quickLinks(nav).map((r) => (
                <List.Item key={r.to}>
                  <Link asChild color="whiteAlpha.800" _hover={{ color: 'white' }}>
                    <RouterLink to={r.to}>{r.label}</RouterLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Box>
            <FooterHeading>{footer.industriesHeading}</FooterHeading>
            <List.Root listStyle="none" gap="2" color="whiteAlpha.800">
              <Each of={footer.industries}>{(i) => <List.Item>{i}</List.Item>}</Each>
            </List.Root>
          </Box>
          <Box>
            <FooterHeading>{footer.connectHeading}</FooterHeading>
            <Stack gap="4">
              <If when={email}>
                {/* A plain <a> inside: Chakra's Link does not pass ping on. */}
                <Link asChild color="whiteAlpha.900" _hover={{ color: 'white' }} wordBreak="break-all">
                  <a href={`mailto:${email}`} ping={emailPing}>
                    {email}
                  </a>
                </Link>
              </If>
              <HStack gap="2">
                <Each of={socials}>
                  {(s) => (
                    <SocialIcon label={s.label} href={s.url} id={`social-${s.platform}`}>
                      <PlatformIcon platform={s.platform} />
                    </SocialIcon>
                  )}
                </Each>
                <If when={email}>
                  <SocialIcon label={email} href={`mailto:${email}`} ping={emailPing}>
                    <LuMail />
                  </SocialIcon>
                </If>
              </HStack>
            </Stack>
          </Box>
        </SimpleGrid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.300" mt="10" pt="6">
          <Text fontSize="sm" color="whiteAlpha.700" data-testid="footer-copyright">
            {copyright}
          </Text>
        </Box>
      </Container>
    </Box>
  )
}
