import { describe, expect, it } from 'vitest';
import { ACTIVITY_COLOURS, activityKind, activityLine } from './activity-style';

describe('activityKind', () => {
  it.each([
    ['Maria Goretti joined the committee', 'joined'],
    ['Maria Goretti updated their profile', 'updated'],
    ["Maria Goretti's role was updated to Setiausaha", 'updated'],
    ['Maria Goretti left the committee', 'left'],
    ['Mesyuarat agung diadakan', 'other'],
    ['', 'other'],
  ])('%j → %s', (description, kind) => {
    expect(activityKind(description)).toBe(kind);
  });

  it('ignores case', () => {
    expect(activityKind('ALI JOINED')).toBe('joined');
    expect(activityKind('Ali Updated His Profile')).toBe('updated');
    expect(activityKind('ali LeFt')).toBe('left');
  });

  it('matches whole words only', () => {
    expect(activityKind('Leftenan Ahmad updated their profile')).toBe('updated');
    expect(activityKind('Leftenan Ahmad')).toBe('other');
    expect(activityKind('Ali rejoined')).toBe('other');
    expect(activityKind('Ali left.')).toBe('left');
  });

  it('prefers joined, then updated, then left when several appear', () => {
    expect(activityKind('Ali updated the team he joined')).toBe('joined');
    expect(activityKind('Ali left; Ahmad joined')).toBe('joined');
    expect(activityKind('Ali updated the list of who left')).toBe('updated');
    expect(activityKind('Ali left after he updated it')).toBe('updated');
  });

  it('treats a missing description as other', () => {
    expect(activityKind(null)).toBe('other');
    expect(activityKind(undefined)).toBe('other');
  });

  it('gives each kind its spec colour', () => {
    expect(ACTIVITY_COLOURS).toEqual({ joined: 'blue', updated: 'green', left: 'red', other: 'purple' });
  });
});

describe('activityLine', () => {
  it.each([
    ['Maria Goretti joined the committee', 'Maria Goretti menyertai jawatankuasa'],
    ['Maria Goretti updated their profile', 'Maria Goretti mengemaskini profil'],
    ['Maria Goretti left the committee', 'Maria Goretti meninggalkan jawatankuasa'],
    ["Maria Goretti's role was updated to Setiausaha", 'Jawatan Maria Goretti dikemaskini kepada Setiausaha'],
    ["Ali bin Abu updated Maria Goretti's details", 'Ali bin Abu mengemaskini butiran Maria Goretti'],
  ])('%j → %j', (stored, malay) => {
    expect(activityLine(stored)).toEqual({ text: malay, malay: true });
  });

  it('keeps a name that holds a keyword whole', () => {
    expect(activityLine('Leftenan Joined updated their profile').text).toBe(
      'Leftenan Joined mengemaskini profil',
    );
  });

  it('shows any other line as it was stored', () => {
    expect(activityLine('Mesyuarat agung diadakan')).toEqual({
      text: 'Mesyuarat agung diadakan',
      malay: false,
    });
    expect(activityLine(null)).toEqual({ text: '', malay: false });
  });

  it('keeps the colour of the stored keyword', () => {
    expect(activityKind("Ali's role was updated to Bendahari")).toBe('updated');
    expect(activityLine("Ali's role was updated to Bendahari").text).not.toMatch(/updated/);
  });
});
