import { Box, chakra, Text } from '@chakra-ui/react'
import { Play } from 'lucide-react'
import { useState } from 'react'

type Props = { videoId: string; title: string; autoOpen?: boolean }

/**
 * A YouTube video behind a click: nothing is fetched from YouTube (no player, no thumbnail, no cookies) until the
 * viewer asks to play it; then the privacy-enhanced youtube-nocookie.com player loads and starts.
 */
export function YoutubeFacade({ videoId, title, autoOpen = false }: Props) {
  const [open, setOpen] = useState(autoOpen)
  if (open) {
    return (
      <Box aspectRatio="16 / 9" borderRadius="lg" overflow="hidden" bg="black">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    )
  }
  return (
    <chakra.button
      type="button"
      onClick={() => setOpen(true)}
      aspectRatio="16 / 9"
      w="full"
      borderRadius="lg"
      bg="gray.900"
      color="white"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="3"
      cursor="pointer"
      focusVisibleRing="outside"
      _hover={{ bg: 'gray.800' }}
      aria-label={`Play “${title}” (loads YouTube)`}
    >
      <Box bg="red.600" borderRadius="xl" px="5" py="3">
        <Play aria-hidden fill="currentColor" />
      </Box>
      <Text fontSize="sm" px="4">
        {title}
      </Text>
      <Text fontSize="xs" color="gray.400">
        Plays from YouTube (youtube-nocookie.com) when you click
      </Text>
    </chakra.button>
  )
}
