import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../../../test/described-by';
import { DIALOG_INPUT_CLASS } from './control-styles';
import { TextAreaField } from './text-area-field';

function Note({ error }: { error?: string }) {
  const [note, setNote] = useState('');
  return (
    <>
      <TextAreaField
        look="dialog"
        label="Note to both sides"
        hint="Both sides receive it."
        error={error}
        isRequired
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <output>{note}</output>
    </>
  );
}

describe('TextAreaField', () => {
  it('names the textarea by its label, reads its hint, and marks it required', () => {
    render(<Note />);
    const note = screen.getByRole('textbox', { name: 'Note to both sides' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(describedBy(note)).toEqual(['Both sides receive it.']);
    expect(note.getAttribute('aria-required')).toBe('true');
    expect(note.getAttribute('aria-invalid')).toBeNull();
    expect(note.className).toBe(DIALOG_INPUT_CLASS);
  });

  it('keeps what is typed, line breaks included', async () => {
    const user = userEvent.setup();
    render(<Note />);
    await user.type(screen.getByRole('textbox', { name: 'Note to both sides' }), 'Refund sent.{Enter}Closed.');
    expect(screen.getByRole('status').textContent).toBe('Refund sent.\nClosed.');
  });

  it('marks the textarea invalid and reads the error after the hint', () => {
    render(<Note error="Write a note of at least 3 characters." />);
    const note = screen.getByRole('textbox', { name: 'Note to both sides' });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(note)).toEqual(['Both sides receive it.', 'Write a note of at least 3 characters.']);
  });

  it('is described by a message for the whole form too, and takes the id it is given', () => {
    render(
      <>
        <p id="form-error">The decision could not be sent.</p>
        <TextAreaField id="about" label="About you" describedBy="form-error" defaultValue="Beat maker" />
      </>,
    );
    const about = screen.getByRole('textbox', { name: 'About you' });
    expect(about.id).toBe('about');
    expect((about as HTMLTextAreaElement).value).toBe('Beat maker');
    expect(describedBy(about)).toEqual(['The decision could not be sent.']);
    expect(about.getAttribute('rows')).toBe('4');
  });
});
