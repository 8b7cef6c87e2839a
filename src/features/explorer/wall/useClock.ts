import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** The current time, to the quarter minute: enough for a clock showing hours and minutes. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
