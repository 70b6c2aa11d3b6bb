import { describe, expect, it } from 'vitest';
import { BoundedSlots, SlotsFullError } from './bounded-slots';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('BoundedSlots', () => {
  it('runs at most `slots` tasks at once, lets `maxWaiting` wait, and refuses the rest at once', async () => {
    const slots = new BoundedSlots(2, 1);
    const gates = [gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    const tasks = gates.map((g, i) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(SlotsFullError);
    for (const g of gates) g.open();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
    expect(await slots.run(async () => 'after')).toBe('after');
  });

  it('frees the slot when a task fails', async () => {
    const slots = new BoundedSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
