import type { TNotificationSettings } from '@beatpasal/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettingsForm } from './notification-settings-form';

const SETTINGS: TNotificationSettings = {
  settings: [
    { kind: 'new_track', byEmail: 'daily', byPush: false, isRequired: false },
    { kind: 'offer_received', byEmail: 'instant', byPush: true, isRequired: false },
    { kind: 'payment_confirmed', byEmail: 'instant', byPush: true, isRequired: true },
  ],
};

function answerSave() {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async (_url, init) => {
    const body = JSON.parse(String(init.body)) as { settings: { kind: string; byEmail: string }[] };
    const saved = SETTINGS.settings.map((s) => ({ ...s, ...body.settings.find((b) => b.kind === s.kind) }));
    return new Response(JSON.stringify({ settings: saved }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettingsForm', () => {
  it('offers the three modes for a kind one may choose, none for a mail one needs, push for every kind, and saves the choices', async () => {
    const user = userEvent.setup();
    const fetchMock = answerSave();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NotificationSettingsForm settings={SETTINGS} />
      </QueryClientProvider>,
    );

    const newTracks = screen.getByRole('group', { name: 'New tracks by artists you follow' });
    expect((screen.getAllByRole('radio', { name: 'Daily digest' })[0] as HTMLInputElement).checked).toBe(true);
    const required = screen.getByRole('group', { name: 'Your payment was confirmed' });
    expect(required.querySelectorAll('input[type="radio"]')).toHaveLength(0);
    expect(required.textContent).toContain('Always sent at once');

    await user.click(newTracks.querySelector('input[value="off"]')!);
    const pushBoxes = screen.getAllByRole('checkbox', { name: 'Push to my devices' }) as HTMLInputElement[];
    expect(pushBoxes.map((box) => box.checked)).toEqual([false, true, true]);
    await user.click(pushBoxes[0]!);
    await user.click(pushBoxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/notifications/settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      settings: [
        { kind: 'new_track', byEmail: 'off', byPush: true },
        { kind: 'offer_received', byEmail: 'instant', byPush: true },
        { kind: 'payment_confirmed', byPush: false },
      ],
    });
  });
});
