import { Badge } from '@chakra-ui/react'

/** Marks a field an import filled, so the user knows what to review. */
export function PrefilledBadge() {
  return (
    <Badge ms="2" size="sm" variant="subtle" colorPalette="indigo" verticalAlign="middle">
      From import
    </Badge>
  )
}
