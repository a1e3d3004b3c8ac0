const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The moment in its own zone, as Date's UTC fields. */
function local(seconds: number, zone: string): Date {
  const sign = zone.startsWith('-') ? -1 : 1;
  const offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
  return new Date((seconds + offset * 60) * 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Git's dates: `default` (`Tue Nov 14 22:13:20 2023 +0000`), `short`, `iso`, `unix`. */
export function formatDate(seconds: number, zone: string, style = 'default'): string {
  const date = local(seconds, zone);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  if (style === 'short') return day;
  if (style === 'iso') return `${day} ${time} ${zone}`;
  if (style === 'unix') return String(seconds);
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${time} ${date.getUTCFullYear()} ${zone}`;
}
