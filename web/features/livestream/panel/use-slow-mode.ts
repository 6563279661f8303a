import { useEffect, useState } from 'react';

/**
 * The seconds left before the chat takes another message from this visitor: started by a send
 * in slow mode, or by the server's 429 (its Retry-After), and counted down every second.
 */
export function useSlowModeWait() {
  const [readyAt, setReadyAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (readyAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= readyAt) setReadyAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [readyAt]);
  const secondsLeft = readyAt === null ? 0 : Math.max(0, Math.ceil((readyAt - now) / 1000));
  return {
    secondsLeft,
    wait(seconds: number) {
      if (seconds <= 0) return;
      const start = Date.now();
      setNow(start);
      setReadyAt(start + seconds * 1000);
    },
  };
}
