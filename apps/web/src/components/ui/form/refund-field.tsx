import { DIALOG_INPUT_CLASS } from './control-styles';
import { Field } from './field';

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
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          data-autofocus={isAutoFocused ? '' : undefined}
          inputMode="numeric"
          required={isRequired}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
          className={DIALOG_INPUT_CLASS}
        />
      )}
    </Field>
  );
}
