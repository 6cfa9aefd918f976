import { Heading, Stack, Text } from '@chakra-ui/react'

type Props = { eyebrow: string; title: string; text?: string; id?: string }

export function SectionHeading({ eyebrow, title, text, id }: Props) {
  return (
    <Stack gap="3" textAlign="center" align="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color="indigo.fg"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        {eyebrow}
      </Text>
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {text && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {text}
        </Text>
      )}
    </Stack>
  )
}
