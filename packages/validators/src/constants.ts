// Spelled and ordered as stored and shown: docs/product.md#members-and-profile.
export const MINISTRIES = [
  'AJK UTAMA',
  'KATEKISME (MINISTRI)',
  'LITURGI (MINISTRI)',
  'ST JOHN PAUL 2 - PDRM (BEC)',
  'ST MARK - DTHO (BEC)',
  'BELIA (MINISTRI)',
  'KOIR (MINISTRI)',
  'MEDICAL (MINISTRI)',
  'SUKAN (MINISTRI)',
  'PEWARTA (MINISTRI)',
  'PROJECTOR (MINISTRI)',
  'WARDEN - HOSPITALITY (MINISTRI)',
  'FORMASI (MINISTRI)',
  'IKD (MINISTRI)',
  'ST LUKE - WARDIEBURN (BEC)',
  'ECM (MINISTRI)',
  'OUTREACH (MINISTRI)',
  'MUSIC (MINISTRI)',
] as const;
export type Ministry = (typeof MINISTRIES)[number];

export const AJK_UTAMA_NOTE =
  'Untuk Pengerusi, Timbalan Pengerusi, Ahli Kehormat, Setiausaha dan Bendahari KUBM sahaja';

export const GROUPING_MINISTRIES = [
  'LITURGI',
  'BELIA',
  'MUSIC',
  'KOIR',
  'PEWARTA',
  'ECM',
  'PROJECTOR',
  'WARDEN',
  'KATEKISME',
  'IKD',
  'FORMASI',
  'SUKAN',
  'MEDICAL',
  'OUTREACH',
] as const;

export const BECS = [
  { name: 'St John Paul 2 (PDRM)', ministry: 'ST JOHN PAUL 2 - PDRM (BEC)' },
  { name: 'St Mark (DTHO)', ministry: 'ST MARK - DTHO (BEC)' },
  { name: 'St Luke (Wardieburn)', ministry: 'ST LUKE - WARDIEBURN (BEC)' },
] as const satisfies readonly { name: string; ministry: Ministry }[];

export const ROLES = [
  'Penasihat Ministri',
  'Pengerusi KUBM',
  'Ketua Ministri',
  'Timbalan Pengerusi KUBM',
  'Timbalan Ketua BEC',
  'Timbalan Ketua Ministri',
  'Ketua BEC',
  'Ahli Kehormat',
  'Setiausaha',
  'Bendahari',
  'Member',
] as const;
export type Role = (typeof ROLES)[number];

/** See docs/product.md#roles-and-permissions for what leadership may do. */
export const LEADERSHIP_ROLES = [
  'Pengerusi KUBM',
  'Timbalan Pengerusi KUBM',
] as const satisfies readonly Role[];

export function isLeadershipRole(role: string): boolean {
  return (LEADERSHIP_ROLES as readonly string[]).includes(role);
}

/** AJK UTAMA: granted by leadership, never claimed, except by the founding account at registration. */
export const APPOINTED_ROLES = [
  ...LEADERSHIP_ROLES,
  'Setiausaha',
  'Bendahari',
  'Ahli Kehormat',
] as const satisfies readonly Role[];

export function isAppointedRole(role: string): boolean {
  return (APPOINTED_ROLES as readonly string[]).includes(role);
}

export const DEFAULT_ROLE: Role = 'Member';

/** What removing someone from a role stores: valid stored values besides the lists above. */
export const REMOVED_ROLE = 'Ahli Biasa';
export const REMOVED_MINISTRY = 'Umum';
export const STORED_ROLES = [...ROLES, REMOVED_ROLE] as const;
export const STORED_MINISTRIES = [...MINISTRIES, REMOVED_MINISTRY] as const;

export const LINK_CATEGORIES = [
  'KUBM Alatan',
  'KUBM Dokumen',
  'Bahan Liturgi',
  'Bahan JPPM',
  'Media Sosial',
  'Google Drive',
  'Zoom Link',
  'Aplikasi',
  'Lain-lain',
] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

export const TASK_STATUSES = ['Belum Selesai', 'Sedang Dijalankan', 'Selesai', 'Terlewat Masa'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const DEFAULT_TASK_STATUS: TaskStatus = 'Belum Selesai';
/** The one status that closes a task; 'Terlewat Masa' is still open work. */
export const DONE_TASK_STATUS: TaskStatus = 'Selesai';

export const TASK_MODES = ['assigned', 'created', 'all'] as const;
export type TaskMode = (typeof TASK_MODES)[number];

/** The largest value of a `serial` column (PostgreSQL integer): ids beyond it are refused as input. */
export const MAX_ID = 2_147_483_647;

export const LIMITS = {
  registerPasswordMin: 6,
  resetPasswordMin: 8,
  passwordMax: 100,
  phoneMin: 10,
  phoneMax: 11,
  linkTitleMin: 3,
  earliestDate: '1900-01-01',
  // The last day both PostgreSQL's `date` and `Date.toISOString` write as 'yyyy-MM-dd' (year 10000 is not).
  latestDate: '9999-12-31',
  nameMax: 100,
  emailMax: 254,
  titleMax: 200,
  descriptionMax: 2000,
  urlMax: 2048,
  tokenMax: 200,
  registrationCodeMax: 100,
  ministryRolesMax: 20,
  photoMaxBytes: 2 * 1024 * 1024,
  photoMaxDimension: 300,
  photoJpegQuality: 0.7,
  resetTokenTtlMs: 60 * 60 * 1000,
  resetRedirectMs: 2000,
  upcomingMonths: 3,
  calendarYearMin: 1900,
  calendarYearMax: 2100,
  eventDescriptionMax: 200,
  upcomingPanelMaxHeightPx: 400,
  initialsMax: 2,
  mobileBreakpointPx: 768,
  votingRefreshMs: 30_000,
} as const;

export const CACHE_MS = {
  members: 5 * 60_000,
  stats: 5 * 60_000,
  activities: 2 * 60_000,
  default: 5 * 60_000,
  retryDelayCap: 30_000,
} as const;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;
