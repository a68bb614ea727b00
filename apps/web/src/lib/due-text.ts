import { toCalendarDay } from '@kubm/validators';

const DAY_MS = 86_400_000;

// Whether `late` matters (not once 'Selesai') is the caller's call.
export function dueText(due: string, today: string): { text: string; late: boolean } {
  const dueDay = toCalendarDay(due);
  const todayDay = toCalendarDay(today);
  if (!dueDay || !todayDay) return { text: '', late: false };
  // Both are UTC midnights: whole days apart, no daylight saving in between.
  const days = Math.round((dueDay.getTime() - todayDay.getTime()) / DAY_MS);
  if (days < 0) return { text: `lewat ${-days} hari`, late: true };
  if (days === 0) return { text: 'hari ini', late: false };
  if (days === 1) return { text: 'esok', late: false };
  return { text: `${days} hari lagi`, late: false };
}
