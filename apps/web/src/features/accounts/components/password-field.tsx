import { useId, useState, type ComponentProps } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { TextField } from '../../../components/ui/form/text-field';

type TPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

/** A password input with a 'Show password' switch: typing on a phone keyboard is error-prone. */
export function PasswordField(props: TPasswordFieldProps) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  const toggleId = useId();
  return (
    <div>
      <TextField {...props} type={isVisible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} />
      <div className="mt-2 flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={isVisible}
          onChange={(event) => setIsVisible(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <label htmlFor={toggleId} className="text-sm text-zinc-300">
          {t('accounts.fields.showPassword')}
        </label>
      </div>
    </div>
  );
}
