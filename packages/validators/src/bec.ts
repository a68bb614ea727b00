// Which ministry values are small Christian communities (BECs), by spec §2's text rule rather than the
// list: a value typed before the list existed ('BEC St Mark') is still recognised.

const BEC_MARKERS = ['bec', 'st john paul', 'st mark', 'st luke'] as const;

/** True when the text names a BEC: it contains 'bec', 'st john paul', 'st mark' or 'st luke', any case. */
export function isBecMinistry(text: string): boolean {
  const lower = text.toLowerCase();
  return BEC_MARKERS.some((marker) => lower.includes(marker));
}
