// The icon and colour of an activity line, chosen by a keyword in its English description
// ('Ali joined the committee', 'Ali updated their profile', 'Ali left the committee').

export type ActivityKind = 'joined' | 'updated' | 'left' | 'other';

/** The colour of each kind; the screens map it to their classes and icons. */
export const ACTIVITY_COLOURS = {
  joined: 'blue',
  updated: 'green',
  left: 'red',
  other: 'purple',
} as const satisfies Record<ActivityKind, string>;

/**
 * Checked in this order, so when several keywords appear the first kind listed wins, in this order
 * (joined, updated, left). Whole words only: 'Leftenan' (a Malay rank in a name) is not 'left', and
 * 'rejoined' is not a keyword the server writes. Names are the only free text in a description, so this
 * keeps a name from recolouring the line.
 */
const KEYWORDS: readonly (readonly [Exclude<ActivityKind, 'other'>, RegExp])[] = [
  ['joined', /\bjoined\b/i],
  ['updated', /\bupdated\b/i],
  ['left', /\bleft\b/i],
];

export function activityKind(description: string | null | undefined): ActivityKind {
  if (!description) return 'other';
  for (const [kind, pattern] of KEYWORDS) {
    if (pattern.test(description)) return kind;
  }
  return 'other';
}

/** The server's English sentences (whose keywords pick the colour) in Malay; any other line stays as stored. */
const MALAY_LINES: readonly [RegExp, (...names: string[]) => string][] = [
  [/^(.+) joined the committee$/s, (name) => `${name} menyertai jawatankuasa`],
  [/^(.+) updated their profile$/s, (name) => `${name} mengemaskini profil`],
  [/^(.+) left the committee$/s, (name) => `${name} meninggalkan jawatankuasa`],
  [/^(.+)'s role was updated to (.+)$/s, (name, role) => `Jawatan ${name} dikemaskini kepada ${role}`],
  [/^(.+) updated (.+)'s details$/s, (actor, name) => `${actor} mengemaskini butiran ${name}`],
];

export interface ActivityLine {
  text: string;
  /** False for a line shown as stored, in whatever language it was written. */
  malay: boolean;
}

export function activityLine(description: string | null | undefined): ActivityLine {
  const text = description ?? '';
  for (const [pattern, toMalay] of MALAY_LINES) {
    const match = pattern.exec(text);
    if (match) return { text: toMalay(...match.slice(1)), malay: true };
  }
  return { text, malay: false };
}
