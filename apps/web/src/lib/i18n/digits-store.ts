import type { TDigits } from './numbers';

const STORAGE_KEY = 'beatpasal.digits';
const listeners = new Set<() => void>();

function read(): TDigits {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'devanagari' ? 'devanagari' : 'latin';
  } catch {
    return 'latin';
  }
}

let current: TDigits = read();

export function getDigits(): TDigits {
  return current;
}

export function setDigits(digits: TDigits): void {
  current = digits;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, digits);
  } catch {
    // Applied now, not remembered across visits.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeDigits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
