import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { describedBy } from '../../../test/described-by';
import { ErrorSummary, focusFirstError } from './error-summary';
import { Field } from './field';
import { RefundField } from './refund-field';
import { TextField } from './text-field';

describe('Field', () => {
  it('names the control by its label and describes it by the hint', () => {
    render(
      <Field label="Username" hint="Letters and digits only." isRequired>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(describedBy(input)).toEqual(['Letters and digits only.']);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and reads the error after the hint', () => {
    render(
      <Field label="Phone" hint="Ten digits." error="Enter a phone number.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Ten digits.', 'Enter a phone number.']);
  });

  it('keeps a hidden label as the control’s name', () => {
    render(
      <Field label="Licence" isLabelHidden>
        {(control) => (
          <select {...control}>
            <option>Basic</option>
          </select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Licence' })).toBeTruthy();
  });
});

function SignupForm() {
  const [errors, setErrors] = useState<{ name?: string; city?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = {
      name: data.get('name') ? undefined : 'Enter your name.',
      city: data.get('city') ? undefined : 'Enter your city.',
    };
    setErrors(found);
    // Preact renders on the next tick; the invalid controls are marked by then.
    setTimeout(() => focusFirstError(form));
  };
  const messages = [errors.name, errors.city].filter((message): message is string => message !== undefined);
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary title="Check these fields" messages={messages} />
      <TextField label="Name" name="name" error={errors.name} />
      <TextField label="City" name="city" error={errors.city} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ErrorSummary and focusFirstError', () => {
  it('announces what is wrong and moves focus to the first invalid field on a failed submit', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    expect(screen.getByRole('alert').textContent).toBe('');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByText('Check these fields');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Enter your city.');
    expect(screen.queryByText('Enter your name.')).toBeNull();
    const city = screen.getByRole('textbox', { name: 'City' });
    await expect.poll(() => document.activeElement).toBe(city);
    expect(describedBy(city)).toEqual(['Enter your city.']);
  });
});

function ServerCheckedForm({ failure }: { failure: unknown }) {
  const fields = useFieldErrors(['username']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        fields.handleError(failure);
      }}
    >
      <TextField label="Username" name="username" error={fields.errors.username} errorId={fields.errorId('username')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the server’s field errors', () => {
  it('land under the field they name', async () => {
    const user = userEvent.setup();
    const taken = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'Username is taken.',
      fieldErrors: { username: 'Username is taken.' },
    });
    render(<ServerCheckedForm failure={taken} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Username' });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Username is taken.']);
  });
});

function Refund() {
  const [value, setValue] = useState('');
  return <RefundField label="Refund (NPR)" hint="Whole rupees." value={value} onChange={setValue} />;
}

describe('RefundField', () => {
  it('keeps only the digits typed', async () => {
    const user = userEvent.setup();
    render(<Refund />);
    const input = screen.getByRole('textbox', { name: 'Refund (NPR)' });
    await user.type(input, '1,2a50');
    expect((input as HTMLInputElement).value).toBe('1250');
    expect(describedBy(input)).toEqual(['Whole rupees.']);
  });
});
