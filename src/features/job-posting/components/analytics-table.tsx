import { Table } from '@chakra-ui/react'
import type { JobAnalyticsDay } from '@/api/jobs/job-analytics'

const dateText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

/** Every day of the range with its numbers, newest first (the charts' accessible counterpart). */
export function AnalyticsTable({ days }: { days: readonly JobAnalyticsDay[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" w="full">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" pb="2">
          Views, saves and applications per day
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Day</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Views
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Saves
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Applications
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {[...days].reverse().map((day) => (
            <Table.Row key={day.date}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {dateText(day.date)}
              </Table.Cell>
              <Table.Cell textAlign="end">{day.views}</Table.Cell>
              <Table.Cell textAlign="end">{day.saves}</Table.Cell>
              <Table.Cell textAlign="end">{day.applications}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
