import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

async function loadStore() {
  vi.resetModules();
  return import('./language-store');
}

describe('language store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('restores the language remembered in storage', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ 'beatpasal.language': 'ne' }));
    const store = await loadStore();
    await store.restoreLanguage();
    expect(store.getLanguage()).toBe('ne');
    expect(store.t('nav.login')).toBe('लगइन');
  });

  it('has the admin strings only once the admin area loads them, in both languages', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const store = await loadStore();
    await store.restoreLanguage();
    expect(store.t('admin.home.title')).toBe('admin.home.title');
    await store.loadMessageChunk('admin');
    expect(store.t('admin.home.title')).toBe('Administration');
    await store.setLanguage('ne');
    expect(store.t('admin.home.title')).toBe('प्रशासन');
    expect(store.t('nav.login')).toBe('लगइन');
  });

  it('loads the takedown form without the warnings: strikes and takedowns are chunks of their own', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const store = await loadStore();
    await store.restoreLanguage();
    await store.loadMessageChunk('takedowns');
    expect(store.t('takedowns.form.title')).toBe('File a copyright takedown notice');
    expect(store.t('strikes.title')).toBe('strikes.title');
    await store.loadMessageChunk('strikes');
    await store.setLanguage('ne');
    expect(store.t('strikes.title')).toBe('तपाईंका चेतावनीहरू');
    expect(store.t('reports.hiddenTrack.title')).toBe('यो ट्र्याक उपलब्ध छैन।');
  });

  it('ignores an unknown stored value and uses English', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ 'beatpasal.language': 'fr' }));
    const store = await loadStore();
    await store.restoreLanguage();
    expect(store.getLanguage()).toBe('en');
    expect(store.t('nav.login')).toBe('Login');
  });

  it('remembers a change and tells subscribers', async () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeLanguage(listener);
    await store.setLanguage('ne');
    expect(storage.data.get('beatpasal.language')).toBe('ne');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('still switches when storage refuses to write', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const store = await loadStore();
    await store.setLanguage('ne');
    expect(store.getLanguage()).toBe('ne');
  });

  it('lets the later of two quick choices win', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const store = await loadStore();
    const nepali = store.setLanguage('ne');
    const english = store.setLanguage('en');
    await Promise.all([nepali, english]);
    expect(store.getLanguage()).toBe('en');
  });

  it('offers Nepali on a first visit from a browser that asks for it before English', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    vi.stubGlobal('navigator', { languages: ['ne-NP', 'en-US'] });
    const store = await loadStore();
    await store.restoreLanguage();
    expect(store.getLanguage()).toBe('ne');
  });

  it('keeps a stored choice over the browser languages', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ 'beatpasal.language': 'en' }));
    vi.stubGlobal('navigator', { languages: ['ne'] });
    const store = await loadStore();
    await store.restoreLanguage();
    expect(store.getLanguage()).toBe('en');
  });
});

describe('languageFromBrowser', () => {
  it('takes whichever of Nepali and English comes first', async () => {
    const { languageFromBrowser } = await loadStore();
    expect(languageFromBrowser(['hi-IN', 'ne', 'en'])).toBe('ne');
    expect(languageFromBrowser(['en-GB', 'ne-NP'])).toBe('en');
    expect(languageFromBrowser(['de'])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
});
