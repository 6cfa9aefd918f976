import { Button, Text } from '@chakra-ui/react'
import { TriangleAlert } from 'lucide-react'
import type { ComponentProps } from 'react'

export const syncIssuesLabel = (count: number) => (count === 1 ? '1 sync issue' : `${count} sync issues`)

/** "N sync issues": opens the list of failed writes. The same look before and after the popover loads. */
export function SyncIssuesButton({ count, ...props }: { count: number } & ComponentProps<typeof Button>) {
  return (
    <Button
      size="sm"
      variant="subtle"
      colorPalette="red"
      aria-label={syncIssuesLabel(count)}
      aria-haspopup="dialog"
      {...props}
    >
      <TriangleAlert aria-hidden />
      {count}
      <Text as="span" hideBelow="lg">
        {count === 1 ? 'sync issue' : 'sync issues'}
      </Text>
    </Button>
  )
}
