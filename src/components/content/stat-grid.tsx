import { SimpleGrid, Stat } from '@chakra-ui/react'

export type StatItem = { value: string; label: string }

/** Headline numbers ("120k video resumes"), read as label then value by screen readers. */
export function StatGrid({ items }: { items: readonly StatItem[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: items.length > 3 ? 4 : 3 }} gap={{ base: '4', md: '6' }}>
      {items.map((item) => (
        // A <dl> must list the term (<dt>, the label) before its value (<dd>); column-reverse shows the number on top.
        <Stat.Root
          key={item.label}
          borderWidth="1px"
          borderColor="border.muted"
          rounded="l3"
          p="5"
          bg="bg"
          flexDirection="column-reverse"
          justifyContent="flex-end"
        >
          <Stat.Label color="fg.muted">{item.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} colorPalette="indigo" color="colorPalette.fg">
            {item.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  )
}
