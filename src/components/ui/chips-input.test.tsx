// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChipsInput } from './chips-input'
import { renderInChakra } from './test-providers'

/** A form like the job form: its submit handler reads the state of the render it belongs to. */
function Harness({ initial, saved }: { initial: string[]; saved: string[][] }) {
  const [skills, setSkills] = useState(initial)
  return (
    <form
      aria-label="Job"
      onSubmit={(event) => {
        event.preventDefault()
        saved.push(skills)
      }}
    >
      <ChipsInput value={skills} onChange={setSkills} label="Skills" name="skills" />
      <input aria-label="Title" />
      <button type="submit">Save</button>
    </form>
  )
}

const skillsInput = () => screen.getByRole('textbox', { name: 'Skills' })
const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'))

afterEach(cleanup)

describe('ChipsInput', () => {
  it('adds a chip on Enter, as before', async () => {
    const saved: string[][] = []
    renderInChakra(<Harness initial={[]} saved={saved} />)
    await userEvent.type(skillsInput(), 'React{Enter}')
    expect(chips()).toEqual(['Remove React'])
    expect(saved).toEqual([])
  })

  it('adds text typed without Enter when the form is saved', async () => {
    const saved: string[][] = []
    renderInChakra(<Harness initial={['React']} saved={saved} />)
    await userEvent.type(skillsInput(), '  Kotlin ')
    // Submitted without the input losing focus first (Enter in another field, requestSubmit).
    fireEvent.submit(screen.getByRole('form', { name: 'Job' }))
    expect(saved).toEqual([['React', 'Kotlin']])
    expect(skillsInput()).toHaveProperty('value', '')
  })

  it('adds text typed without Enter when the input loses focus, trimmed', async () => {
    renderInChakra(<Harness initial={['React']} saved={[]} />)
    await userEvent.type(skillsInput(), ' SQL ')
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }))
    await waitFor(() => expect(chips()).toEqual(['Remove React', 'Remove SQL']))
    // The input is emptied on the next frame.
    await waitFor(() => expect(skillsInput()).toHaveProperty('value', ''))
  })

  it('drops a repeat that differs only in case', async () => {
    renderInChakra(<Harness initial={['React']} saved={[]} />)
    await userEvent.type(skillsInput(), 'react')
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }))
    await waitFor(() => expect(skillsInput()).toHaveProperty('value', ''))
    expect(chips()).toEqual(['Remove React'])
  })

  it('saves what was typed when Save is clicked straight after typing', async () => {
    const saved: string[][] = []
    renderInChakra(<Harness initial={[]} saved={saved} />)
    await userEvent.type(skillsInput(), 'Go, Rust')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(saved).toEqual([['Go', 'Rust']])
  })
})
