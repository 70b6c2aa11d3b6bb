import { MAX_MESSAGE_LENGTH } from '@beatpasal/shared/schemas/messages';
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedBy } from '../../../test/described-by';
import { Composer } from './composer';

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('Composer', () => {
  it('sends the trimmed text with Enter, empties the box and keeps the focus there', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Composer onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    expect(describedBy(box())).toEqual(['Enter sends, Shift+Enter starts a new line.']);

    await user.click(box());
    await user.keyboard('  Namaste  {Enter}');

    expect(onSend).toHaveBeenCalledWith('Namaste');
    await expect.poll(() => box().value).toBe('');
    expect(document.activeElement).toBe(box());
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<Composer onSend={onSend} />);
    await user.click(box());
    await user.keyboard('first{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('first\nsecond');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('first\nsecond');
  });

  it('gives the text back when sending failed', async () => {
    const user = userEvent.setup();
    render(<Composer onSend={() => Promise.resolve(false)} />);
    await user.type(box(), 'Is the lease still open?');
    await user.click(sendButton());
    await expect.poll(() => box().value).toBe('Is the lease still open?');
  });

  it('counts down near the limit and refuses a message over it', async () => {
    render(<Composer onSend={() => Promise.resolve(true)} />);
    fireEvent.input(box(), { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH - 1) } });
    expect(await screen.findByText('1 character left')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);

    fireEvent.input(box(), { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH + 2) } });
    expect(await screen.findByText('2 characters over the limit')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toContain('2 characters over the limit');
    expect(sendButton().disabled).toBe(true);
  });
});
