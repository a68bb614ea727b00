// A text rule rather than the list: a value typed before the list existed ('BEC St Mark') still counts.

const BEC_MARKERS = ['bec', 'st john paul', 'st mark', 'st luke'] as const;

export function isBecMinistry(text: string): boolean {
  const lower = text.toLowerCase();
  return BEC_MARKERS.some((marker) => lower.includes(marker));
}
