import { Box, Code, Stack, Text } from '@chakra-ui/react'
import { TEMPLATE_VARIABLES } from '@/api/outreach/outreach-fields'

/** The variables a step may use, with what each becomes; the server refuses any other. */
export function VariablesHelp() {
  return (
    <Box
      as="section"
      aria-labelledby="outreach-variables"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
    >
      <Text id="outreach-variables" fontWeight="semibold" mb="2">
        Variables
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Write them in double braces, e.g. <Code>{'{{ firstName }}'}</Code>. Filters such as{' '}
        <Code>{'{{ firstName | upcase }}'}</Code> and <Code>{'{% if headline != "" %}…{% endif %}'}</Code>{' '}
        work too.
      </Text>
      <Stack as="dl" gap="1" fontSize="sm">
        {Object.entries(TEMPLATE_VARIABLES).map(([name, meaning]) => (
          <Box key={name} display="flex" gap="2" flexWrap="wrap">
            <Box as="dt">
              <Code>{`{{ ${name} }}`}</Code>
            </Box>
            <Box as="dd" color="fg.muted">
              {meaning}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
