import { AbsoluteCenter, Box, ProgressCircle, Stack, Text } from '@chakra-ui/react'

const colorOf = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'orange' : 'red')

/** A 0–100 score as a ring with the number (and a grade) inside, and its label under it. */
export function ScoreDial({ score, label, grade }: { score: number; label: string; grade?: string }) {
  return (
    <Stack align="center" gap="1" minW="24">
      <ProgressCircle.Root
        value={score}
        size="xl"
        colorPalette={colorOf(score)}
        // The ring is the progressbar: its name says the whole score, not only "96%".
        translations={{ value: () => `${label}: ${score} out of 100${grade ? `, grade ${grade}` : ''}` }}
      >
        <ProgressCircle.Circle css={{ '--size': '96px', '--thickness': '8px' }}>
          <ProgressCircle.Track />
          <ProgressCircle.Range strokeLinecap="round" />
        </ProgressCircle.Circle>
        <AbsoluteCenter>
          <Box textAlign="center" lineHeight="1.1" aria-hidden="true">
            <Text fontSize="2xl" fontWeight="bold">
              {score}
            </Text>
            {grade ? (
              <Text fontSize="xs" color="fg.muted">
                Grade {grade}
              </Text>
            ) : null}
          </Box>
        </AbsoluteCenter>
      </ProgressCircle.Root>
      <Text fontSize="sm" fontWeight="medium" textAlign="center">
        {label}
      </Text>
    </Stack>
  )
}
