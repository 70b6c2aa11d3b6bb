import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSupport } from './push-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

function browser(userAgent: string, { isStandalone = false, hasPush = true } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: isStandalone } as MediaQueryList);
  if (hasPush) {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pushSupport', () => {
  it('asks an iPhone tab to add the site to the Home Screen first, and takes the installed app', () => {
    browser(IPHONE, { hasPush: false });
    expect(pushSupport()).toBe('ios-not-installed');
    browser(IPHONE, { isStandalone: true });
    expect(pushSupport()).toBe('supported');
  });

  it('takes a browser with the service worker, Push and Notification APIs, and says when one is missing', () => {
    browser(ANDROID);
    expect(pushSupport()).toBe('supported');
    vi.stubGlobal('PushManager', undefined);
    expect(pushSupport()).toBe('unsupported');
  });
});
