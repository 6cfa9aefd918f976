import { TagsInput } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { CHIP_DELIMITER, normaliseChips, withPendingChip } from './chip-values'

type Props = {
  value: string[]
  onChange: (value: string[]) => void
  label: ReactNode
  /** The hidden input's name (and the form field's). */
  name: string
  placeholder?: string
  max?: number
  maxLength?: number
  disabled?: boolean
  invalid?: boolean
}

/**
 * Short texts as chips (skills, values, tech stack): Enter or a comma adds one, Backspace removes the last. Text
 * typed without Enter is not lost: it becomes a chip when the input loses focus and when its form is submitted —
 * people type the last skill and press Save. Chips are kept trimmed, without case-insensitive repeats.
 * Wrap it in a Field.Root for the helper or error text.
 */
export function ChipsInput({
  value,
  onChange,
  label,
  name,
  placeholder,
  max = 50,
  maxLength = 50,
  disabled,
  invalid,
}: Props) {
  const [draft, setDraft] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Read by the submit listener, which is added once: the values of the latest render.
  const latest = useRef({ value, onChange, draft, max })
  latest.current = { value, onChange, draft, max }

  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    // A submit that did not blur the input first (Enter in another field, a keyboard shortcut, requestSubmit):
    // add the typed text before the form's own onSubmit runs. This listener on the form runs before React's,
    // which is on the root; flushSync re-renders first, so that handler reads the values with the chip in them.
    const commitPending = () => {
      const { value: chips, onChange: change, draft: pending, max: limit } = latest.current
      if (!pending.trim()) return
      flushSync(() => {
        change(withPendingChip(chips, pending, limit))
        setDraft('')
      })
    }
    form.addEventListener('submit', commitPending, { capture: true })
    return () => form.removeEventListener('submit', commitPending, { capture: true })
  }, [])

  return (
    <TagsInput.Root
      value={value}
      onValueChange={(e) => onChange(normaliseChips(e.value, max))}
      inputValue={draft}
      onInputValueChange={(e) => setDraft(e.inputValue)}
      max={max}
      maxLength={maxLength}
      addOnPaste
      blurBehavior="add"
      delimiter={CHIP_DELIMITER}
      editable={false}
      disabled={disabled}
      invalid={invalid}
    >
      <TagsInput.Label>{label}</TagsInput.Label>
      <TagsInput.Control>
        {value.map((chip, index) => (
          <TagsInput.Item key={`${chip}-${index}`} index={index} value={chip}>
            <TagsInput.ItemPreview>
              <TagsInput.ItemText>{chip}</TagsInput.ItemText>
              <TagsInput.ItemDeleteTrigger aria-label={`Remove ${chip}`} />
            </TagsInput.ItemPreview>
          </TagsInput.Item>
        ))}
        <TagsInput.Input ref={input} placeholder={value.length ? 'Add another' : placeholder} />
      </TagsInput.Control>
      <TagsInput.HiddenInput name={name} />
    </TagsInput.Root>
  )
}
