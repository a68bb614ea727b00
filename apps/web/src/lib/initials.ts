export function initials(name: string | null | undefined): string {
  if (!name) return '';
  const firstLetters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('ms');
  // Counted in code points so an accented or non-Latin letter is never cut in half.
  return Array.from(firstLetters).slice(0, 2).join('');
}
