// The organisation chart's grouping and the groups view's filter, shared by both chart pages.
import type { RouterOutputs } from '@kubm/api';
import {
  BECS,
  GROUPING_MINISTRIES,
  isBecMinistry,
  type MemberUpdateInput,
  MINISTRIES,
  ROLES,
  type Role,
  STORED_MINISTRIES,
} from '@kubm/validators';
import { containsQuery, normaliseQuery } from '../../lib/member-columns';

export type OrgMember = RouterOutputs['members']['list'][number] &
  Partial<Pick<RouterOutputs['members']['withPhotos'][number], 'profilePhoto'>>;

export type GroupableMember = Pick<OrgMember, 'id' | 'name' | 'role' | 'ministry'>;

export const VACANT_NAME = '(Vacant Position)';

/** Made here, never by the server: no userId and canEdit false keep it out of the edit dialog. */
export interface VacantPosition {
  id: number;
  name: typeof VACANT_NAME;
  role: Role;
  ministry: string;
  canEdit: false;
  isPlaceholder: true;
}

export type FilledPosition<M extends GroupableMember> = M & { isPlaceholder: false };
export type ChartEntry<M extends GroupableMember = OrgMember> = FilledPosition<M> | VacantPosition;

export function isVacant<M extends GroupableMember>(entry: ChartEntry<M>): entry is VacantPosition {
  return entry.isPlaceholder;
}

const MINISTRI_SUFFIX = ' (MINISTRI)';
const LABEL_SEPARATOR = ' - ';

/** 'WARDEN - HOSPITALITY (MINISTRI)' → 'WARDEN', 'KOIR (MINISTRI)' → 'KOIR', 'AJK UTAMA' unchanged. */
export function shortMinistryLabel(ministry: string): string {
  const value = ministry.trim();
  const separator = value.indexOf(LABEL_SEPARATOR);
  if (separator > 0) return value.slice(0, separator).trim();
  if (value.toUpperCase().endsWith(MINISTRI_SUFFIX)) return value.slice(0, -MINISTRI_SUFFIX.length).trim();
  return value;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const nameCollator = new Intl.Collator(['ms', 'en'], { sensitivity: 'base', numeric: true });

// The id breaks ties so equal names keep one order on every render.
function byName(a: GroupableMember, b: GroupableMember): number {
  return nameCollator.compare(a.name, b.name) || a.id - b.id;
}

export const MAIN_COMMITTEE_ROLES = [
  'Pengerusi KUBM',
  'Timbalan Pengerusi KUBM',
  'Setiausaha',
  'Bendahari',
  'Ahli Kehormat',
] as const satisfies readonly Role[];

export const ADVISORY_ROLES = ['Penasihat Ministri'] as const satisfies readonly Role[];

export interface Position<M extends GroupableMember> {
  role: Role;
  holders: M[];
}

function positions<M extends GroupableMember>(roles: readonly Role[], members: readonly M[]): Position<M>[] {
  return roles.map((role) => ({
    role,
    holders: members.filter((member) => sameText(member.role, role)).sort(byName),
  }));
}

export function committeePositions<M extends GroupableMember>(members: readonly M[]): Position<M>[] {
  return positions(MAIN_COMMITTEE_ROLES, members);
}

export function advisoryPositions<M extends GroupableMember>(members: readonly M[]): Position<M>[] {
  return positions(ADVISORY_ROLES, members);
}

const CHART_ROLES: readonly string[] = [...MAIN_COMMITTEE_ROLES, ...ADVISORY_ROLES];
const shownInStaticChart = (member: GroupableMember) =>
  CHART_ROLES.some((role) => sameText(role, member.role));

export type GroupKind = 'ministry' | 'bec' | 'other-bec' | 'general';

export interface OrgGroup<M extends GroupableMember = OrgMember> {
  key: string;
  kind: GroupKind;
  title: string;
  ministry: string | null;
  entries: ChartEntry<M>[];
}

export const OTHER_BEC_TITLE = 'BEC Lain';
export const GENERAL_TITLE = 'Ahli Umum';

export const VACANT_POSITIONS_PER_GROUP = 2;

interface GroupDefinition {
  key: string;
  kind: 'ministry' | 'bec';
  title: string;
  ministry: string;
  leadRoles: readonly [Role, Role];
  matches: (ministry: string) => boolean;
}

const MINISTRY_LEAD_ROLES = ['Ketua Ministri', 'Timbalan Ketua Ministri'] as const satisfies readonly Role[];
const BEC_LEAD_ROLES = ['Ketua BEC', 'Timbalan Ketua BEC'] as const satisfies readonly Role[];

const MINISTRY_GROUPS: readonly GroupDefinition[] = GROUPING_MINISTRIES.map((name) => ({
  key: `ministry:${name}`,
  kind: 'ministry',
  title: name,
  ministry: MINISTRIES.find((value) => shortMinistryLabel(value) === name) ?? name,
  leadRoles: MINISTRY_LEAD_ROLES,
  matches: (ministry) => sameText(shortMinistryLabel(ministry), name),
}));

const BEC_GROUPS: readonly GroupDefinition[] = BECS.map((bec) => {
  // Substring match, so a value typed before the BEC list existed ('BEC St Mark') still lands in its group.
  const place = shortMinistryLabel(bec.ministry).toLowerCase();
  return {
    key: `bec:${bec.ministry}`,
    kind: 'bec',
    title: bec.name,
    ministry: bec.ministry,
    leadRoles: BEC_LEAD_ROLES,
    matches: (ministry) => ministry.toLowerCase().includes(place),
  };
});

// Negative ids never collide with a member's serial id (the server refuses them) and are deterministic:
// stable React keys across renders and toggles, and nameable in tests.
function vacantPositions(group: GroupDefinition, groupIndex: number): VacantPosition[] {
  return group.leadRoles.slice(0, VACANT_POSITIONS_PER_GROUP).map((role, slot) => ({
    id: -(groupIndex * VACANT_POSITIONS_PER_GROUP + slot + 1),
    name: VACANT_NAME,
    role,
    ministry: group.ministry,
    canEdit: false,
    isPlaceholder: true,
  }));
}

function rank(member: GroupableMember): number {
  if (sameText(member.role, 'Ketua Ministri') || sameText(member.role, 'Ketua BEC')) return 0;
  if (sameText(member.role, 'Timbalan Ketua Ministri') || sameText(member.role, 'Timbalan Ketua BEC'))
    return 1;
  return 2;
}

// Either Ketua spelling ranks first in any group ('Ketua BEC' in a ministry still heads it).
export function orderGroupMembers<M extends GroupableMember>(members: readonly M[]): M[] {
  return [...members].sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

const filled = <M extends GroupableMember>(member: M): FilledPosition<M> => ({
  ...member,
  isPlaceholder: false,
});

export interface OrgChart<M extends GroupableMember = OrgMember> {
  committee: Position<M>[];
  advisory: Position<M>[];
  becGroups: OrgGroup<M>[];
  ministryGroups: OrgGroup<M>[];
}

// A member shows in their ministry's group whatever their role; an unmatched BEC goes to the other-BEC group,
// anything else to the general group unless already in the committee or advisory section, so nobody vanishes.
export function buildOrgChart<M extends GroupableMember>(members: readonly M[]): OrgChart<M> {
  const definitions = [...MINISTRY_GROUPS, ...BEC_GROUPS];
  const buckets = definitions.map((): M[] => []);
  const otherBec: M[] = [];
  const general: M[] = [];

  for (const member of members) {
    const becIndex = BEC_GROUPS.findIndex((group) => group.matches(member.ministry));
    const index =
      becIndex >= 0
        ? MINISTRY_GROUPS.length + becIndex
        : MINISTRY_GROUPS.findIndex((group) => group.matches(member.ministry));
    if (index >= 0) buckets[index]?.push(member);
    else if (isBecMinistry(member.ministry)) otherBec.push(member);
    else if (!shownInStaticChart(member)) general.push(member);
  }

  const groups: OrgGroup<M>[] = definitions.map((definition, index) => {
    const bucket = buckets[index] ?? [];
    return {
      key: definition.key,
      kind: definition.kind,
      title: definition.title,
      ministry: definition.ministry,
      entries: bucket.length > 0 ? orderGroupMembers(bucket).map(filled) : vacantPositions(definition, index),
    };
  });

  const catchAll = (kind: 'other-bec' | 'general', title: string, bucket: M[]): OrgGroup<M>[] =>
    bucket.length === 0
      ? []
      : [{ key: kind, kind, title, ministry: null, entries: orderGroupMembers(bucket).map(filled) }];

  return {
    committee: committeePositions(members),
    advisory: advisoryPositions(members),
    becGroups: [
      ...groups.filter((group) => group.kind === 'bec'),
      ...catchAll('other-bec', OTHER_BEC_TITLE, otherBec),
    ],
    ministryGroups: [
      ...groups.filter((group) => group.kind === 'ministry'),
      ...catchAll('general', GENERAL_TITLE, general),
    ],
  };
}

export interface AssignPlace {
  role: Role;
  ministry?: string;
}

export function vacantPlace(entry: VacantPosition): AssignPlace {
  return { role: entry.role, ministry: entry.ministry };
}

// A group's place moves the member into that ministry as well: the role alone left the place vacant.
export function assignChanges(place: AssignPlace): MemberUpdateInput {
  const ministry = STORED_MINISTRIES.find((value) => value === place.ministry);
  return ministry ? { role: place.role, ministry } : { role: place.role };
}

export const ORG_CHART_MODES = ['bec', 'ministri'] as const;
export type OrgChartMode = (typeof ORG_CHART_MODES)[number];
export const DEFAULT_ORG_CHART_MODE: OrgChartMode = 'bec';

export function groupsForMode<M extends GroupableMember>(
  chart: OrgChart<M>,
  mode: OrgChartMode,
): OrgGroup<M>[] {
  return mode === 'bec' ? chart.becGroups : chart.ministryGroups;
}

export const FILTER_ALL = 'all';

export interface GroupsFilter {
  ministry: string;
  role: string;
  search: string;
}

export const EMPTY_GROUPS_FILTER: GroupsFilter = { ministry: FILTER_ALL, role: FILTER_ALL, search: '' };

export function isFilterActive(filter: GroupsFilter): boolean {
  return filter.ministry !== FILTER_ALL || filter.role !== FILTER_ALL || normaliseQuery(filter.search) !== '';
}

// The role is compared whole: as a substring 'Ketua Ministri' would also match 'Timbalan Ketua Ministri'.
export function matchesGroupsFilter(member: GroupableMember, filter: GroupsFilter): boolean {
  if (filter.ministry !== FILTER_ALL && !containsQuery(member.ministry, normaliseQuery(filter.ministry))) {
    return false;
  }
  if (filter.role !== FILTER_ALL && !sameText(member.role, filter.role)) return false;
  return containsQuery(member.name, normaliseQuery(filter.search));
}

export function filterMembers<M extends GroupableMember>(members: readonly M[], filter: GroupsFilter): M[] {
  return members.filter((member) => matchesGroupsFilter(member, filter));
}

// With a filter active, vacant positions (which match no search) and groups left empty are dropped.
export function filterGroups<M extends GroupableMember>(
  groups: readonly OrgGroup<M>[],
  filter: GroupsFilter,
): OrgGroup<M>[] {
  if (!isFilterActive(filter)) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !isVacant(entry) && matchesGroupsFilter(entry, filter)),
    }))
    .filter((group) => group.entries.length > 0);
}

export interface FilterOption {
  value: string;
  label: string;
}

function extraValues(fixed: readonly string[], values: readonly string[]): string[] {
  const seen = new Set(fixed.map((value) => value.trim().toLowerCase()));
  const extra: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    extra.push(value);
  }
  return extra.sort(nameCollator.compare);
}

// The value is the full ministry so the substring filter picks exactly it.
export function ministryFilterOptions(members: readonly GroupableMember[] = []): FilterOption[] {
  const held = extraValues(
    MINISTRIES,
    members.map((member) => member.ministry),
  );
  return [...MINISTRIES, ...held].map((value) => ({ value, label: shortMinistryLabel(value) }));
}

export function roleFilterOptions(members: readonly GroupableMember[] = []): FilterOption[] {
  const held = extraValues(
    ROLES,
    members.map((member) => member.role),
  );
  return [...ROLES, ...held].map((value) => ({ value, label: value }));
}
