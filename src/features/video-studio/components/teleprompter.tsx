import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'

type Props = { script: string; running: boolean }

/** Pixels per second the text moves at speed 1: about 140 spoken words a minute at this size. */
const BASE_SPEED = 18

/**
 * The pitch, scrolling while the camera records (it stops when recording pauses). Slower / faster change the pace;
 * it sits right under the camera preview so the eyes stay near the lens.
 */
export function Teleprompter({ script, running }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [speed, setSpeed] = useState(1)

  useEffect(() => {
    if (!running) return
    let last = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      const element = box.current
      if (element) element.scrollTop += ((now - last) / 1000) * BASE_SPEED * speed
      last = now
      frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [running, speed])

  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px">
        <Text fontSize="sm" fontWeight="medium">
          Teleprompter — a pitch written from your resume
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" onClick={() => setSpeed((s) => Math.max(0.5, s - 0.25))}>
            Slower
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setSpeed((s) => Math.min(3, s + 0.25))}>
            Faster
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={box}
        maxH="9.5rem"
        overflowY="auto"
        px="4"
        py="3"
        fontSize={{ base: 'lg', md: 'xl' }}
        lineHeight="1.6"
        aria-live="off"
        data-testid="teleprompter"
      >
        {script}
        {/* Room to scroll the last line up to the top. */}
        <Box h="8rem" aria-hidden />
      </Box>
    </Box>
  )
}
