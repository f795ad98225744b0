/** A length of time in words: '1 day 2 hours 30 minutes', '3 hours', '45 minutes'. */
export function durationWords(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const parts = [days ? part(days, 'day') : '', hours ? part(hours, 'hour') : '', rest ? part(rest, 'minute') : ''];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}
