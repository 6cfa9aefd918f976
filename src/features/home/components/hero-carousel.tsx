import { Box, Container } from '@chakra-ui/react'
import { useState, type FocusEvent, type ReactNode } from 'react'
import { HERO_SLIDE_COUNT } from '../lib/hero-settings'
import { useSessionSummary } from '@/entities/session/use-session-summary'
import { useHeroRotation } from '../lib/use-hero-rotation'
import { usePrefersReducedMotion } from '../lib/use-reduced-motion'
import { HeroControls } from './hero-controls'
import { ExploreSlide, GetStartedSlide, UploadSlide } from './hero-slides'

const SLIDE_LABELS = ['Get started', 'Upload your resume', 'Explore features'] as const
const UPLOAD_SLIDE = 1

/**
 * The home hero: 3 slides every 6 s, never moving for reduced-motion visitors,
 * and held while the pointer or focus is inside, or after the drop zone has something to say.
 */
export function HeroCarousel() {
  const { isSignedIn } = useSessionSummary()
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const [holdForDropzone, setHoldForDropzone] = useState(false)
  const rotating = !(reducedMotion || hovered || focused || userPaused || holdForDropzone)
  const { index, goTo, next, prev } = useHeroRotation({ count: HERO_SLIDE_COUNT, paused: !rotating })

  const slides: ReactNode[] = [
    <GetStartedSlide key="start" isSignedIn={isSignedIn} />,
    <UploadSlide
      key="upload"
      isSignedIn={isSignedIn}
      onDropOutcome={() => {
        // The result (file name or error) must stay on screen, so show slide 2 and stop rotating.
        goTo(UPLOAD_SLIDE)
        setHoldForDropzone(true)
      }}
    />,
    <ExploreSlide key="explore" />,
  ]

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="ReelHire highlights"
      bgGradient="to-b"
      gradientFrom={{ base: 'indigo.50', _dark: 'indigo.950' }}
      gradientTo="bg"
      py={{ base: '10', md: '16', lg: '20' }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Container maxW="6xl">
        <Box display="grid" aria-live={rotating ? 'off' : 'polite'} data-testid="hero-slides">
          {slides.map((slide, i) => {
            const active = i === index
            return (
              <Box
                key={SLIDE_LABELS[i]}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${HERO_SLIDE_COUNT}: ${SLIDE_LABELS[i]}`}
                aria-hidden={!active}
                inert={!active}
                gridArea="1 / 1"
                visibility={active ? 'visible' : 'hidden'}
                opacity={active ? 1 : 0}
                transition="opacity 0.4s ease, visibility 0.4s"
                _motionReduce={{ transition: 'none' }}
              >
                {slide}
              </Box>
            )
          })}
        </Box>
        <HeroControls
          labels={SLIDE_LABELS}
          index={index}
          rotating={rotating}
          userPaused={userPaused}
          onSelect={goTo}
          onPrev={prev}
          onNext={next}
          onTogglePause={() => setUserPaused((p) => !p)}
        />
      </Container>
    </Box>
  )
}
