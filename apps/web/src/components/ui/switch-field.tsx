import { useId, type ReactNode } from 'react';

/** A setting saved as soon as it is flipped: the switch with its label, a hint, and its state read out when it changes. */
export function SwitchField({
  label,
  hint,
  status,
  isChecked,
  isDisabled,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  status: ReactNode;
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <>
      <label className="flex min-h-11 items-start gap-3 text-sm font-semibold text-white">
        <input
          type="checkbox"
          role="switch"
          checked={isChecked}
          disabled={isDisabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-0.5 size-5 accent-brand-500"
        />
        {label}
      </label>
      <p id={hintId} className="mt-1 pl-8 text-xs text-zinc-400">
        {hint}
      </p>
      <p className="mt-2 pl-8 text-sm text-zinc-300" aria-live="polite">
        {status}
      </p>
    </>
  );
}
