/** Thrown when every slot is taken and the waiting line is full. */
export class SlotsFullError extends Error {
  constructor() {
    super('all slots are taken and the waiting line is full');
    this.name = 'SlotsFullError';
  }
}

/**
 * At most `slots` tasks run at once and at most `maxWaiting` wait for a slot; any more are refused
 * at once, so a burst is answered "busy" instead of growing a queue nobody will live to see served.
 */
export class BoundedSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new SlotsFullError();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below what runs.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
