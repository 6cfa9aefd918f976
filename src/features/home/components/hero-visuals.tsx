import { Badge, Box, Circle, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Bot, Briefcase, Calculator, FileSearch, Gauge, Play, Sparkles, Users } from 'lucide-react'

/** Slide 1's picture: a video resume card drawn with boxes, so the hero needs no image download. */
export function VideoResumeCardVisual() {
  return (
    <Box
      aria-hidden
      bg="bg.panel"
      borderRadius="2xl"
      borderWidth="1px"
      boxShadow="xl"
      overflow="hidden"
      maxW="sm"
      w="full"
      mx="auto"
    >
      <Box position="relative" h="44" bgGradient="to-br" gradientFrom="indigo.500" gradientTo="purple.600">
        <Circle
          size="14"
          bg="whiteAlpha.900"
          position="absolute"
          top="50%"
          left="50%"
          transform="translate(-50%, -50%)"
          boxShadow="lg"
        >
          <Icon color="indigo.600" boxSize="6" ml="1">
            <Play fill="currentColor" />
          </Icon>
        </Circle>
        <Badge position="absolute" bottom="3" right="3" bg="blackAlpha.700" color="white">
          0:58
        </Badge>
      </Box>
      <Stack p="4" gap="2">
        <HStack justify="space-between">
          <Text fontWeight="bold">Maya Okafor</Text>
          <Badge colorPalette="green" variant="subtle">
            Open to work
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Product Designer · Lisbon · Remote-friendly
        </Text>
        <HStack gap="1.5" flexWrap="wrap">
          {['Figma', 'Design systems', 'User research'].map((s) => (
            <Badge key={s} variant="outline" size="sm">
              {s}
            </Badge>
          ))}
        </HStack>
      </Stack>
    </Box>
  )
}

const TOOLS = [
  { icon: Gauge, label: 'Resume scorer' },
  { icon: FileSearch, label: 'Job match' },
  { icon: Sparkles, label: 'Optimizer' },
  { icon: Calculator, label: 'Salary calculator' },
  { icon: Briefcase, label: 'Smart jobs' },
  { icon: Users, label: 'Talent search' },
  { icon: Bot, label: 'AI coach' },
] as const

/** Slide 3's picture: the tool set at a glance. */
export function FeatureGridVisual() {
  return (
    <SimpleGrid aria-hidden columns={{ base: 2, sm: 3 }} gap="3" maxW="md" w="full" mx="auto">
      {TOOLS.map((t, i) => (
        <Stack
          key={t.label}
          align="center"
          gap="2"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          boxShadow="sm"
          gridColumn={i === TOOLS.length - 1 ? { base: 'span 2', sm: 'auto' } : undefined}
        >
          <Icon boxSize="6" color="indigo.fg">
            <t.icon />
          </Icon>
          <Text fontSize="sm" fontWeight="medium" textAlign="center">
            {t.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
