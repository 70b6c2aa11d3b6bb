import { useId } from 'react';
import { FIELD_INPUT, LabelledField } from './labelled-field';

interface RefundFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  isAutoFocused?: boolean;
}

/** A refund in whole rupees, as the server takes it, with its hint under it: anything but digits is dropped as typed. */
export function RefundField({
  label,
  hint,
  value,
  onChange,
  isRequired = false,
  isAutoFocused = false,
}: RefundFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        data-autofocus={isAutoFocused ? '' : undefined}
        inputMode="numeric"
        required={isRequired}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
        aria-describedby={hintId}
        className={FIELD_INPUT}
      />
      <p id={hintId} className="mt-1 text-xs text-zinc-400">
        {hint}
      </p>
    </LabelledField>
  );
}
