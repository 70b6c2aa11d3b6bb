import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whenWanted } from './when-wanted';

/** The page's one observer per margin, driven by hand: `comeNear` is the browser seeing an element near the screen. */
const observed = new Set<Element>();
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
const comeNear = (element: Element) => report([{ target: element, isIntersecting: observed.has(element) }]);

class FakeIntersectionObserver {
  constructor(callback: typeof report) {
    report = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('MouseEvent', class extends Event {});
});
afterAll(() => vi.unstubAllGlobals());

const anElement = () => new EventTarget() as Element;

describe('whenWanted', () => {
  it('says when the element came near, and again when it is touched while that wait lasts', () => {
    const element = anElement();
    const calls: string[] = [];
    const stop = whenWanted(element, (how) => calls.push(how));

    comeNear(element);
    comeNear(element);
    element.dispatchEvent(new Event('pointerdown'));
    stop();
    element.dispatchEvent(new Event('pointerdown'));

    expect(calls).toEqual(['near', 'touched']);
  });

  it('stops watching for the screen once touched first', () => {
    const element = anElement();
    const calls: string[] = [];
    whenWanted(element, (how) => calls.push(how));

    element.dispatchEvent(new Event('focusin'));
    comeNear(element);

    expect(calls).toEqual(['touched']);
  });

  it('holds a click that comes before any touch, and sends it again a task later', async () => {
    const element = anElement();
    const calls: string[] = [];
    const clicks: boolean[] = [];
    whenWanted(element, (how) => calls.push(how));
    element.addEventListener('click', () => clicks.push(true));

    element.dispatchEvent(new Event('click'));
    expect([calls, clicks]).toEqual([['touched'], []]);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(clicks).toEqual([true]);
  });
});
