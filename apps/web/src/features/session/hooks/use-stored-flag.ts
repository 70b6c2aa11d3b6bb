import { useCallback, useState } from 'react';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

type TStorageKind = 'local' | 'session';

function storageOf(kind: TStorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readFlag(kind: TStorageKind, key: string): boolean {
  try {
    return storageOf(kind)?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * A yes/no remembered in localStorage (across visits) or sessionStorage (this visit). When storage
 * is blocked the choice still holds until the page is reloaded. The server-rendered first screen
 * assumes it unset; hydration starts from that and then reads storage, so there is no mismatch.
 */
export function useStoredFlag(kind: TStorageKind, key: string): [boolean, () => void] {
  const isStored = useIsHydrated() && readFlag(kind, key);
  const [isSetHere, setIsSet] = useState(false);
  const isSet = isStored || isSetHere;
  const set = useCallback(() => {
    try {
      storageOf(kind)?.setItem(key, '1');
    } catch {
      // Remembered for this page only.
    }
    setIsSet(true);
  }, [kind, key]);
  return [isSet, set];
}
