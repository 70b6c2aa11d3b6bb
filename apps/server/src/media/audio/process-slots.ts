/**
 * A counting semaphore: at most `limit` holders at once, the others wait in arrival order. A
 * waiter whose signal aborts leaves the queue with the signal's reason.
 */
export class ProcessSlots {
  #limit: number;
  #held = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  get held(): number {
    return this.#held;
  }

  setLimit(limit: number): void {
    this.#limit = limit;
    this.#grant();
  }

  /** Resolves with the slot's release function (calling it twice releases once). */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.#held >= this.#limit || this.#waiting.length > 0) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          this.#waiting.splice(this.#waiting.indexOf(granted), 1);
          reject(signal!.reason);
        };
        const granted = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        this.#waiting.push(granted);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    } else {
      this.#held += 1;
    }
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.#held -= 1;
      this.#grant();
    };
  }

  #grant(): void {
    while (this.#held < this.#limit && this.#waiting.length > 0) {
      this.#held += 1;
      this.#waiting.shift()!();
    }
  }
}
