import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { RESUME_DATE_PATTERN, RESUME_DATE_TEXT } from '@/api/resumes/json-resume'
import { ReviewField } from './review-field'

/** A dated entry of the review (a job, a degree): its fields, its dates and a remove button. */
export function EntryCard({
  title,
  onRemove,
  children,
}: {
  title: string
  onRemove: () => void
  children: ReactNode
}) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold" lineClamp={1}>
              {title}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={onRemove}
              aria-label={`Remove ${title}`}
            >
              <Trash2 aria-hidden /> Remove
            </Button>
          </HStack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

const dateError = (value: string | undefined) =>
  value && !RESUME_DATE_PATTERN.test(value) ? RESUME_DATE_TEXT : undefined

/** Start and end dates side by side, checked against JSON Resume's YYYY, YYYY-MM or YYYY-MM-DD. */
export function DateFields({
  idPrefix,
  startDate,
  endDate,
  onChange,
}: {
  idPrefix: string
  startDate: string | undefined
  endDate: string | undefined
  onChange: (key: 'startDate' | 'endDate', value: string) => void
}) {
  return (
    <SimpleGrid columns={2} gap="3">
      <ReviewField
        id={`${idPrefix}-start`}
        label="Start"
        value={startDate}
        placeholder="YYYY-MM"
        invalid={dateError(startDate)}
        onChange={(value) => onChange('startDate', value)}
      />
      <ReviewField
        id={`${idPrefix}-end`}
        label="End"
        optional
        value={endDate}
        placeholder="Present"
        invalid={dateError(endDate)}
        onChange={(value) => onChange('endDate', value)}
      />
    </SimpleGrid>
  )
}

export const hasDateErrors = (dates: readonly (string | undefined)[]) => dates.some((d) => dateError(d))
