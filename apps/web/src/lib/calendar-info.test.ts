import { describe, expect, it } from 'vitest';
import { ageText, webcalUrl, zoneNote } from './calendar-info';

const JUNE_2026 = Date.parse('2026-06-01T00:00:00Z');

describe('zoneNote', () => {
  it('names the zone and gives its id', () => {
    expect(zoneNote('Asia/Kuala_Lumpur', JUNE_2026)).toBe(
      'All times are in Malaysia Time (Asia/Kuala_Lumpur).',
    );
    expect(zoneNote('UTC', JUNE_2026)).toBe('All times are in Coordinated Universal Time (UTC).');
  });

  it('gives the id alone when there is no better name', () => {
    expect(zoneNote('Etc/GMT-8', JUNE_2026)).toBe('All times are in Etc/GMT-8.');
    expect(zoneNote('Mars/Olympus_Mons', JUNE_2026)).toBe('All times are in Mars/Olympus_Mons.');
  });
});

describe('ageText', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [3600, '1 hour ago'],
    [7300, '2 hours ago'],
    [86_400, '1 day ago'],
    [3 * 86_400 + 5, '3 days ago'],
    [-5, 'just now'],
  ])('%i s → %j', (seconds, expected) => {
    expect(ageText(seconds)).toBe(expected);
  });
});

describe('webcalUrl', () => {
  it('turns a web address into webcal://', () => {
    expect(webcalUrl('https://calendar.google.com/calendar/ical/x%40group/public/basic.ics')).toBe(
      'webcal://calendar.google.com/calendar/ical/x%40group/public/basic.ics',
    );
    expect(webcalUrl('http://example.org/kubm.ics')).toBe('webcal://example.org/kubm.ics');
    expect(webcalUrl('webcal://example.org/kubm.ics')).toBe('webcal://example.org/kubm.ics');
    expect(webcalUrl('webcals://example.org/kubm.ics')).toBe('webcal://example.org/kubm.ics');
  });

  it('refuses anything else', () => {
    expect(webcalUrl('/srv/kubm.ics')).toBeNull();
    expect(webcalUrl('javascript:alert(1)')).toBeNull();
  });
});
