export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Midnight UTC of a 'YYYY-MM-DD' day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Adds calendar months in UTC, keeping the day of month where it exists (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
