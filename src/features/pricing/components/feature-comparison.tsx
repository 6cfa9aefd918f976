import { Icon, Table, Text, VisuallyHidden } from '@chakra-ui/react'
import { Check, Minus } from 'lucide-react'
import { COMPARISON_ROWS, type ComparisonRow } from '../content/plans'

function Cell({ value }: { value: ComparisonRow['free'] }) {
  if (typeof value === 'string') return <Text fontSize="sm">{value}</Text>
  return value ? (
    <>
      <Icon as={Check} color="green.fg" boxSize="5" aria-hidden="true" />
      <VisuallyHidden>Included</VisuallyHidden>
    </>
  ) : (
    <>
      <Icon as={Minus} color="fg.subtle" boxSize="5" aria-hidden="true" />
      <VisuallyHidden>Not included</VisuallyHidden>
    </>
  )
}

/** Row-by-row Free vs Premium; scrolls sideways on narrow screens instead of squashing. */
export function FeatureComparison() {
  return (
    // position: relative keeps the visually hidden labels inside the scroll box (they are absolutely
    // positioned and would otherwise widen the whole page on phones).
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" position="relative">
      <Table.Root size={{ base: 'sm', md: 'md' }} interactive>
        <Table.Caption captionSide="top" textAlign="start" px="4" pt="3" pb="1" color="fg.muted">
          What each plan includes
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" minW="40">
              Feature
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="center" minW="24">
              Free
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="center" minW="24">
              Premium
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {COMPARISON_ROWS.map((row) => (
            <Table.Row key={row.feature}>
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="normal">
                {row.feature}
              </Table.Cell>
              <Table.Cell textAlign="center" whiteSpace="normal">
                <Cell value={row.free} />
              </Table.Cell>
              <Table.Cell textAlign="center" whiteSpace="normal">
                <Cell value={row.premium} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
