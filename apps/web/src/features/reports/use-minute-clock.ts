import { useEffect, useState } from 'react';

/** Now, read again every minute: the presets (Today, This week, This month) move on at Dhaka's midnight. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
