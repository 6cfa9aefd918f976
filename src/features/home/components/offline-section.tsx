import { Box, Container, Grid, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { CloudUpload, Smartphone, WifiOff } from 'lucide-react'

const POINTS = [
  {
    icon: WifiOff,
    title: 'Browse without a signal',
    text: 'Jobs, companies and profiles you have opened stay readable on the train or in a dead zone.',
  },
  {
    icon: CloudUpload,
    title: 'Nothing you do is lost',
    text: 'Saves, follows and cart changes made offline wait safely and sync as soon as you are back.',
  },
  {
    icon: Smartphone,
    title: 'Install it like an app',
    text: 'Add ReelHire to your home screen on Android, iOS or desktop. No app store needed.',
  },
] as const

export function OfflineSection() {
  return (
    <Box as="section" aria-labelledby="offline-title" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1.2fr' }}
          gap={{ base: '8', lg: '16' }}
          alignItems="center"
        >
          <Stack gap="4">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="indigo.fg"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              Works offline
            </Text>
            <Heading as="h2" id="offline-title" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              Job hunting doesn’t stop when the Wi-Fi does
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              ReelHire is a progressive web app. It loads instantly on repeat visits, keeps what you’ve seen
              and queues what you do until the network returns.
            </Text>
          </Stack>
          <Stack gap="4">
            {POINTS.map((p) => (
              <HStack
                key={p.title}
                align="flex-start"
                gap="4"
                p="5"
                borderWidth="1px"
                borderRadius="xl"
                bg="bg.panel"
              >
                <Icon boxSize="6" color="indigo.fg" mt="1" aria-hidden>
                  <p.icon />
                </Icon>
                <Stack gap="1">
                  <Heading as="h3" size="md">
                    {p.title}
                  </Heading>
                  <Text color="fg.muted">{p.text}</Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Grid>
      </Container>
    </Box>
  )
}
