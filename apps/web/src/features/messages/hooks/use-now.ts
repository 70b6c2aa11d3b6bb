import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time, renewed every minute: day headings and inbox times move on past midnight without a reload. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
