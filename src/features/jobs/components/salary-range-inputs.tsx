import { Field, Input } from '@chakra-ui/react'
import { jobFiltersClass as c } from '@/components/static-css/jobs-results'
import { useDebouncedInput } from '@/hooks/use-debounced-input'
import { salaryRangeError } from '../lib/jobs-search-params'

type Props = {
  salaryMin: number | undefined
  salaryMax: number | undefined
  onChange: (patch: { salaryMin?: number | undefined; salaryMax?: number | undefined }) => void
}

const isAmount = (text: string) => text === '' || /^\d+(\.\d+)?$/.test(text)

function AmountInput({
  label,
  value,
  onCommit,
}: {
  label: string
  value: number | undefined
  onCommit: (value: number | undefined) => void
}) {
  const { text, setText, flush } = useDebouncedInput({
    value: value === undefined ? '' : String(value),
    // Salary filter inputs are numeric; empty clears the value.
    onCommit: (next) => onCommit(next === '' ? undefined : Math.round(Number(next))),
    accept: isAmount,
  })
  return (
    <Field.Root flex="1" invalid={!isAmount(text.trim())}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        size="sm"
        placeholder="Any"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush()
        }}
      />
    </Field.Root>
  )
}

/**
 * Salary minimum and maximum: numeric inputs, applied as typing pauses; emptying one
 * clears it. A maximum below the minimum is pointed out and not used.
 */
export function SalaryRangeInputs({ salaryMin, salaryMax, onChange }: Props) {
  const error = salaryRangeError({ salaryMin, salaryMax })
  return (
    <fieldset>
      <legend className={c.legend}>Salary (per year)</legend>
      <div className={c.salaryRow}>
        <AmountInput label="Minimum" value={salaryMin} onCommit={(value) => onChange({ salaryMin: value })} />
        <AmountInput label="Maximum" value={salaryMax} onCommit={(value) => onChange({ salaryMax: value })} />
      </div>
      {error ? (
        <p className={c.salaryError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
