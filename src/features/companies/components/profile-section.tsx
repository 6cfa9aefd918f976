import { Box, Heading, Stack, Text, Wrap, Tag } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled block inside a profile tab. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Box>{children}</Box>
    </Stack>
  )
}

/** A list of short texts (values, perks, technologies) as tags. */
export function TagList({ items, palette = 'gray' }: { items: readonly string[]; palette?: string }) {
  return (
    <Wrap gap="2" as="ul" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Tag.Root as="li" key={item} size="lg" colorPalette={palette} variant="subtle">
          <Tag.Label>{item}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  )
}

/** What a tab says when the company has not filled it in. */
export function EmptyTab({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
      {children}
    </Text>
  )
}
