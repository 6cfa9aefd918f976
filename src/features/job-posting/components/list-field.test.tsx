// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { ListField, splitPastedLines } from './list-field'

afterEach(cleanup)

function Harness({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial)
  return (
    <>
      <ListField label="Requirements" itemLabel="requirement" values={values} onChange={setValues} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  )
}

const current = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as string[]
const item = (n: number, of: number) => screen.getByRole('textbox', { name: `Requirement ${n} of ${of}` })

describe('ListField', () => {
  it('adds with Enter, moves with Alt+arrows and removes an empty item with Backspace, keeping focus', () => {
    renderInChakra(<Harness initial={['React', 'SQL']} />)
    fireEvent.keyDown(item(1, 2), { key: 'Enter' })
    expect(current()).toEqual(['React', '', 'SQL'])
    expect(document.activeElement).toBe(item(2, 3))
    fireEvent.keyDown(item(2, 3), { key: 'Backspace' })
    expect(current()).toEqual(['React', 'SQL'])
    expect(document.activeElement).toBe(item(1, 2))
    fireEvent.keyDown(item(1, 2), { key: 'ArrowDown', altKey: true })
    expect(current()).toEqual(['SQL', 'React'])
    expect(document.activeElement).toBe(item(2, 2))
    expect(screen.getByText('Requirement moved to position 2 of 2.')).toBeTruthy()
  })

  it('has buttons for the same moves', () => {
    renderInChakra(<Harness initial={['A', 'B', 'C']} />)
    expect(
      (screen.getByRole('button', { name: 'Move requirement 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Move requirement 3 up' }))
    expect(current()).toEqual(['A', 'C', 'B'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove requirement 1' }))
    expect(current()).toEqual(['C', 'B'])
    fireEvent.click(screen.getByRole('button', { name: /Add requirement/ }))
    expect(current()).toEqual(['C', 'B', ''])
  })

  it('splits a pasted list into items', () => {
    expect(splitPastedLines('- One\n• Two\n\n3. Three')).toEqual(['One', 'Two', 'Three'])
  })
})
