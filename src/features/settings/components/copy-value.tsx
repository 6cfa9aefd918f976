import { Box, Clipboard, Code, HStack, IconButton, Text } from '@chakra-ui/react'

/** A value shown as selectable text with a copy button, for typing it into another app or device. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <HStack align="start" gap="2">
        <Code flex="1" p="2" fontSize="sm" wordBreak="break-all" whiteSpace="pre-wrap" userSelect="all">
          {value}
        </Code>
        <Clipboard.Root value={value}>
          <Clipboard.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label={`Copy ${label.toLowerCase()}`}>
              <Clipboard.Indicator />
            </IconButton>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
    </Box>
  )
}
