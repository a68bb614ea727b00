// Copying a value shown in a read-only field (the calendar's address, the registration code).

/**
 * The async clipboard first; where it is missing (an http:// address other than localhost is not a
 * secure context) or refused, the older copy command on the selected field.
 */
export async function copyFromField(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
