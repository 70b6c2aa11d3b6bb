import { useId } from 'react';
import { SELECT_CLASS } from './sort-select';

const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-xl border border-zinc-700 bg-zinc-900 px-3 text-sm text-white placeholder:text-zinc-500 hover:border-zinc-500 focus:border-brand-400';

interface TSelectFieldProps {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function SelectField({ label, anyLabel, value, options, onChange }: TSelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${SELECT_CLASS} w-full`}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface TRangeInput {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

interface TRangeFieldProps {
  legend: string;
  min: TRangeInput;
  max: TRangeInput;
  error?: string;
}

/** Two whole-number inputs under one legend; the error names the pair. */
export function RangeField({ legend, min, max, error }: TRangeFieldProps) {
  const errorId = useId();
  const input = (field: TRangeInput) => (
    <input
      type="text"
      inputMode="numeric"
      aria-label={field.label}
      placeholder={field.placeholder}
      value={field.value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => field.onChange(event.target.value)}
      className={INPUT_CLASS}
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-zinc-300">{legend}</legend>
      <div className="flex items-center gap-2">
        {input(min)}
        <span aria-hidden="true" className="text-zinc-500">
          –
        </span>
        {input(max)}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
