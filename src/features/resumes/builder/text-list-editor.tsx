import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react'
import { Plus, X } from 'lucide-react'
import { useRef } from 'react'
import { RESUME_LIST_MAX_ITEMS, RESUME_TEXT_MAX } from '@/api/resumes/json-resume'

type Props = {
  id: string
  label: string
  /** "highlight": the Add and Remove buttons' noun. */
  noun: string
  value: readonly string[]
  onChange: (value: string[]) => void
}

/**
 * A list of sentences (a position's highlights): one input each, Add and Remove buttons, Enter adds the next
 * line. Kept as lines rather than chips because a highlight is a sentence.
 */
export function TextListEditor({ id, label, noun, value, onChange }: Props) {
  const list = useRef<HTMLDivElement>(null)
  const focusLast = () =>
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll('input')
      inputs?.[inputs.length - 1]?.focus()
    })
  const add = () => {
    if (value.length >= RESUME_LIST_MAX_ITEMS) return
    onChange([...value, ''])
    focusLast()
  }
  return (
    <Field.Root>
      <Field.Label id={`${id}-label`}>{label}</Field.Label>
      <Stack gap="2" w="full" ref={list} role="group" aria-labelledby={`${id}-label`}>
        {value.map((line, index) => (
          <HStack key={index} gap="1">
            <Input
              aria-label={`${label} ${index + 1}`}
              value={line}
              maxLength={RESUME_TEXT_MAX}
              onChange={(event) =>
                onChange(value.map((old, i) => (i === index ? event.currentTarget.value : old)))
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  add()
                }
              }}
            />
            <IconButton
              aria-label={`Remove ${noun} ${index + 1}`}
              variant="ghost"
              size="sm"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </IconButton>
          </HStack>
        ))}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={add}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      </Stack>
    </Field.Root>
  )
}
