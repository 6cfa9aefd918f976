import { Box, HStack, IconButton } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'

type Props = {
  labels: readonly string[]
  index: number
  rotating: boolean
  userPaused: boolean
  onSelect: (i: number) => void
  onPrev: () => void
  onNext: () => void
  onTogglePause: () => void
}

/** Previous / next, one dot per slide and a pause button (WCAG 2.2.2: moving content can be stopped). */
export function HeroControls({
  labels,
  index,
  rotating,
  userPaused,
  onSelect,
  onPrev,
  onNext,
  onTogglePause,
}: Props) {
  return (
    <HStack gap="2" justify="center" mt={{ base: '8', md: '10' }}>
      <IconButton aria-label="Previous slide" variant="outline" size="sm" rounded="full" onClick={onPrev}>
        <ChevronLeft aria-hidden />
      </IconButton>
      <HStack gap="1">
        {labels.map((label, i) => (
          <Box
            key={label}
            as="button"
            aria-label={`Slide ${i + 1} of ${labels.length}: ${label}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            p="2.5"
            cursor="pointer"
            borderRadius="full"
            _focusVisible={{ outline: '2px solid', outlineColor: 'indigo.focusRing' }}
          >
            <Box
              h="2.5"
              w={i === index ? '7' : '2.5'}
              borderRadius="full"
              bg={i === index ? 'indigo.solid' : 'border.emphasized'}
              transition="width 0.2s"
              _motionReduce={{ transition: 'none' }}
            />
          </Box>
        ))}
      </HStack>
      <IconButton aria-label="Next slide" variant="outline" size="sm" rounded="full" onClick={onNext}>
        <ChevronRight aria-hidden />
      </IconButton>
      <IconButton
        aria-label={userPaused ? 'Start slide rotation' : 'Pause slide rotation'}
        aria-pressed={userPaused}
        variant="ghost"
        size="sm"
        rounded="full"
        onClick={onTogglePause}
        title={rotating ? 'Rotating every 6 seconds' : 'Rotation paused'}
      >
        {userPaused ? <Play aria-hidden /> : <Pause aria-hidden />}
      </IconButton>
    </HStack>
  )
}
