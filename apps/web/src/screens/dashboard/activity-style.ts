export type ActivityKind = 'joined' | 'updated' | 'left' | 'other';

export const ACTIVITY_COLOURS = {
  joined: 'blue',
  updated: 'green',
  left: 'red',
  other: 'purple',
} as const satisfies Record<ActivityKind, string>;

// First listed kind wins; whole words only, so a name like 'Leftenan' does not recolour the line.
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

const MALAY_LINES: readonly [RegExp, (...names: string[]) => string][] = [
  [/^(.+) joined the committee$/s, (name) => `${name} menyertai jawatankuasa`],
  [/^(.+) updated their profile$/s, (name) => `${name} mengemaskini profil`],
  [/^(.+) left the committee$/s, (name) => `${name} meninggalkan jawatankuasa`],
  [/^(.+)'s role was updated to (.+)$/s, (name, role) => `Jawatan ${name} dikemaskini kepada ${role}`],
  [/^(.+) updated (.+)'s details$/s, (actor, name) => `${actor} mengemaskini butiran ${name}`],
];

export interface ActivityLine {
  text: string;
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
