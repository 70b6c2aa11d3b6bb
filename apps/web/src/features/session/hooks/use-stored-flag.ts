import { useCallback, useState } from 'react';

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
 * is blocked the choice still holds until the page is reloaded.
 */
export function useStoredFlag(kind: TStorageKind, key: string): [boolean, () => void] {
  const [isSet, setIsSet] = useState(() => readFlag(kind, key));
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
