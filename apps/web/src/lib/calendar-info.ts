import { fixedZoneName } from './fixed-zones';

// Null when the browser only has an offset ('GMT+08:00'): the zone's id then says more.
function zoneName(timeZone: string, at: number): string | null {
  const fixed = fixedZoneName(timeZone);
  if (fixed) return fixed;
  for (const style of ['longGeneric', 'long'] as const) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value;
      if (name && name !== timeZone && !/^GMT([+-]|$)/.test(name)) return name;
    } catch {
      return null;
    }
  }
  return null;
}

export function zoneNote(timeZone: string, at: number = Date.now()): string {
  const name = zoneName(timeZone, at);
  return `All times are in ${name ? `${name} (${timeZone})` : timeZone}.`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function ageText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return 'just now';
  if (s < 3600) return plural(Math.floor(s / 60), 'minute');
  if (s < 86_400) return plural(Math.floor(s / 3600), 'hour');
  return plural(Math.floor(s / 86_400), 'day');
}

// Phones open webcal:// in their calendar app and subscribe instead of downloading a file.
export function webcalUrl(subscribeUrl: string): string | null {
  const match = /^(?:https?|webcals?):\/\/(.+)$/i.exec(subscribeUrl.trim());
  return match ? `webcal://${match[1]}` : null;
}
