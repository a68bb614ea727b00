// The calendar screen's notes about its data: which clock the times are on, how old the events are, and
// the address a phone subscribes to.

/**
 * 'Malaysia Time' for Asia/Kuala_Lumpur, 'Coordinated Universal Time' for UTC; null when this browser
 * only has an offset ('GMT+08:00') or nothing for the zone, as the zone's id then says more.
 */
function zoneName(timeZone: string, at: number): string | null {
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

/** Said once on the page, because every time shown is on the calendar's clock, not the device's. */
export function zoneNote(timeZone: string, at: number = Date.now()): string {
  const name = zoneName(timeZone, at);
  return `All times are in ${name ? `${name} (${timeZone})` : timeZone}.`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** How long ago the events were fetched: 'just now', '5 minutes ago', '2 hours ago', '3 days ago'. */
export function ageText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return 'just now';
  if (s < 3600) return plural(Math.floor(s / 60), 'minute');
  if (s < 86_400) return plural(Math.floor(s / 3600), 'hour');
  return plural(Math.floor(s / 86_400), 'day');
}

/**
 * The subscribe address as a webcal:// link, which phones open in their calendar app (it asks to
 * subscribe instead of downloading a file). Null for anything but a web or webcal address.
 */
export function webcalUrl(subscribeUrl: string): string | null {
  const match = /^(?:https?|webcals?):\/\/(.+)$/i.exec(subscribeUrl.trim());
  return match ? `webcal://${match[1]}` : null;
}
