import { HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A framed list with a divider between rows: the invoices and the payment methods of Account → Billing. */
export function BorderedList<T>({
  label,
  items,
  keyOf,
  children,
}: {
  label: string
  items: readonly T[]
  keyOf: (item: T) => string
  children: (item: T) => ReactNode
}) {
  return (
    <Stack
      as="ul"
      gap="0"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={label}
      borderWidth="1px"
      borderRadius="lg"
    >
      {items.map((item, index) => (
        <HStack
          as="li"
          key={keyOf(item)}
          justify="space-between"
          gap="3"
          px="4"
          py="3"
          borderTopWidth={index === 0 ? '0' : '1px'}
          flexWrap="wrap"
        >
          {children(item)}
        </HStack>
      ))}
    </Stack>
  )
}
