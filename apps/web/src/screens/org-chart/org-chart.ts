// The organisation chart's grouping: the main committee, the advisory section, one group per ministry and
// per BEC, the BEC/Ministri toggle, and the groups view's filter. Pure functions over the members API
// answer, shared by both chart pages.
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

/** A member as `members.list` answers it, with the photo once `members.withPhotos` has answered. */
export type OrgMember = RouterOutputs['members']['list'][number] &
  Partial<Pick<RouterOutputs['members']['withPhotos'][number], 'profilePhoto'>>;

/** The fields the grouping reads; anything else a member carries is passed through untouched. */
export type GroupableMember = Pick<OrgMember, 'id' | 'name' | 'role' | 'ministry'>;

export const VACANT_NAME = '(Vacant Position)';

/**
 * A vacant position of an empty group, made here and never by the server. It carries no userId,
 * e-mail or joinDate, and canEdit is false, so the type system keeps it out of the edit dialog and out of
 * any request. Its role is the position it stands for (Ketua, then Timbalan Ketua), so the assign-role
 * dialog can show that role.
 */
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

// Text helpers

const MINISTRI_SUFFIX = ' (MINISTRI)';
const LABEL_SEPARATOR = ' - ';

/**
 * The groups-view filter's label for a ministry value: the part before ' - ', else the value without its
 * ' (MINISTRI)' suffix. 'WARDEN - HOSPITALITY (MINISTRI)' → 'WARDEN', 'KOIR (MINISTRI)' → 'KOIR',
 * 'ST MARK - DTHO (BEC)' → 'ST MARK', 'AJK UTAMA' and 'Umum' unchanged.
 */
export function shortMinistryLabel(ministry: string): string {
  const value = ministry.trim();
  const separator = value.indexOf(LABEL_SEPARATOR);
  if (separator > 0) return value.slice(0, separator).trim();
  if (value.toUpperCase().endsWith(MINISTRI_SUFFIX)) return value.slice(0, -MINISTRI_SUFFIX.length).trim();
  return value;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Malay and English names sort together, ignoring case and accents, with 'Ali 2' before 'Ali 10'. */
const nameCollator = new Intl.Collator(['ms', 'en'], { sensitivity: 'base', numeric: true });

/** By name, then by id so equal names keep one order on every render. */
function byName(a: GroupableMember, b: GroupableMember): number {
  return nameCollator.compare(a.name, b.name) || a.id - b.id;
}

// Main committee and advisory section

/** The main committee's positions, in the order the chart shows them. */
export const MAIN_COMMITTEE_ROLES = [
  'Pengerusi KUBM',
  'Timbalan Pengerusi KUBM',
  'Setiausaha',
  'Bendahari',
  'Ahli Kehormat',
] as const satisfies readonly Role[];

export const ADVISORY_ROLES = ['Penasihat Ministri'] as const satisfies readonly Role[];

/** One position of the static chart and whoever holds it (by name; empty when nobody does). */
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

/** Pengerusi KUBM, Timbalan Pengerusi KUBM, Setiausaha, Bendahari, Ahli Kehormat, each with its holders. */
export function committeePositions<M extends GroupableMember>(members: readonly M[]): Position<M>[] {
  return positions(MAIN_COMMITTEE_ROLES, members);
}

/** The advisory section: Penasihat Ministri and its holders. */
export function advisoryPositions<M extends GroupableMember>(members: readonly M[]): Position<M>[] {
  return positions(ADVISORY_ROLES, members);
}

const CHART_ROLES: readonly string[] = [...MAIN_COMMITTEE_ROLES, ...ADVISORY_ROLES];
const shownInStaticChart = (member: GroupableMember) =>
  CHART_ROLES.some((role) => sameText(role, member.role));

// Ministry and BEC groups

export type GroupKind = 'ministry' | 'bec' | 'other-bec' | 'general';

export interface OrgGroup<M extends GroupableMember = OrgMember> {
  /** Stable and unique: a React key. */
  key: string;
  kind: GroupKind;
  title: string;
  /** The stored ministry value the group stands for; null for the two catch-all groups. */
  ministry: string | null;
  entries: ChartEntry<M>[];
}

/** Titles of the two catch-all groups (named by the product, without a text). */
export const OTHER_BEC_TITLE = 'BEC Lain';
export const GENERAL_TITLE = 'Ahli Umum';

/** How many vacant positions an empty ministry or BEC shows. */
export const VACANT_POSITIONS_PER_GROUP = 2;

interface GroupDefinition {
  key: string;
  kind: 'ministry' | 'bec';
  title: string;
  ministry: string;
  /** Ketua first, then the deputy: the ranks of the group, and the roles of its vacant positions. */
  leadRoles: readonly [Role, Role];
  matches: (ministry: string) => boolean;
}

const MINISTRY_LEAD_ROLES = ['Ketua Ministri', 'Timbalan Ketua Ministri'] as const satisfies readonly Role[];
const BEC_LEAD_ROLES = ['Ketua BEC', 'Timbalan Ketua BEC'] as const satisfies readonly Role[];

const MINISTRY_GROUPS: readonly GroupDefinition[] = GROUPING_MINISTRIES.map((name) => ({
  key: `ministry:${name}`,
  kind: 'ministry',
  title: name,
  // Every grouping name is the short label of one listed ministry ('WARDEN' of 'WARDEN - HOSPITALITY ...').
  ministry: MINISTRIES.find((value) => shortMinistryLabel(value) === name) ?? name,
  leadRoles: MINISTRY_LEAD_ROLES,
  matches: (ministry) => sameText(shortMinistryLabel(ministry), name),
}));

const BEC_GROUPS: readonly GroupDefinition[] = BECS.map((bec) => {
  // 'st mark' of 'ST MARK - DTHO (BEC)': a value holding it ('ST MARK - DTHO (BEC)', 'BEC St Mark') is
  // that BEC's, so a value typed before the list existed still lands in its own group.
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

/**
 * Vacant positions get negative ids, so they can never be a real member's serial id and the server refuses
 * them; deterministic rather than random, from the group's place among all ministry and BEC groups, so they
 * are unique on the whole chart, stable React keys across renders and toggles, and nameable in tests.
 * -1, -2 for LITURGI; -29, -30 for the first BEC.
 */
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

/** 0 for a Ketua (Ministri or BEC), 1 for a deputy, 2 for the rest. */
function rank(member: GroupableMember): number {
  if (sameText(member.role, 'Ketua Ministri') || sameText(member.role, 'Ketua BEC')) return 0;
  if (sameText(member.role, 'Timbalan Ketua Ministri') || sameText(member.role, 'Timbalan Ketua BEC'))
    return 1;
  return 2;
}

/**
 * Ketua first, then the deputy, then the others by name. Either Ketua spelling ranks first in any group,
 * so a leader whose role names the other kind ('Ketua BEC' in a ministry) still heads it.
 */
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
  /** The three BECs, then the other-BEC group when someone needs it. */
  becGroups: OrgGroup<M>[];
  /** The fourteen ministries, then the general-member group when someone needs it. */
  ministryGroups: OrgGroup<M>[];
}

/**
 * Sorts every member into the chart. A member belongs to the group of their ministry, whatever their role
 * (a Penasihat of LITURGI shows in the advisory section and in LITURGI). Members whose ministry matches
 * no group land, so nobody vanishes:
 * - in the other-BEC group, when the value names a BEC that is none of the three;
 * - otherwise ('AJK UTAMA', 'Umum', anything unlisted) in the general-member group, unless they already
 *   show in the main committee or the advisory section (a Pengerusi KUBM of AJK UTAMA shows once).
 * The two catch-all groups appear only when they have someone, and never get vacant positions.
 */
export function buildOrgChart<M extends GroupableMember>(members: readonly M[]): OrgChart<M> {
  const definitions = [...MINISTRY_GROUPS, ...BEC_GROUPS];
  const buckets = definitions.map((): M[] => []);
  const otherBec: M[] = [];
  const general: M[] = [];

  for (const member of members) {
    // BECs first: a BEC value never shortens to a ministry name, but this keeps the rule obvious.
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

// Assigning a member to a place

/**
 * Where 'Tetapkan Ahli ke Jawatan' puts the chosen member: a committee or advisory position (a role only),
 * or a place of a ministry or BEC (its role and that ministry's stored value).
 */
export interface AssignPlace {
  role: Role;
  ministry?: string;
}

/** A vacant place of a group: its role and the group's ministry. */
export function vacantPlace(entry: VacantPosition): AssignPlace {
  return { role: entry.role, ministry: entry.ministry };
}

/**
 * The member update an assignment sends. A group's place moves the member into that ministry or BEC as
 * well: sending the role alone kept their old BEC, so the place stayed vacant.
 */
export function assignChanges(place: AssignPlace): MemberUpdateInput {
  const ministry = STORED_MINISTRIES.find((value) => value === place.ministry);
  return ministry ? { role: place.role, ministry } : { role: place.role };
}

// The BEC/Ministri toggle

export const ORG_CHART_MODES = ['bec', 'ministri'] as const;
export type OrgChartMode = (typeof ORG_CHART_MODES)[number];
export const DEFAULT_ORG_CHART_MODE: OrgChartMode = 'bec';

/**
 * The groups the hierarchy view shows under the toggle: 'bec' the BECs (and other BECs), 'ministri' the
 * ministries (and the general members, who belong to no BEC). Takes a built chart so a toggle does not
 * regroup.
 */
export function groupsForMode<M extends GroupableMember>(
  chart: OrgChart<M>,
  mode: OrgChartMode,
): OrgGroup<M>[] {
  return mode === 'bec' ? chart.becGroups : chart.ministryGroups;
}

// The groups view's filter

/** The value of the "all" choice of the Ministry and Role selects. */
export const FILTER_ALL = 'all';

export interface GroupsFilter {
  /** A ministry value (or part of one, such as a short label), or FILTER_ALL. */
  ministry: string;
  /** A role, or FILTER_ALL. */
  role: string;
  /** Name search; blank means none. */
  search: string;
}

export const EMPTY_GROUPS_FILTER: GroupsFilter = { ministry: FILTER_ALL, role: FILTER_ALL, search: '' };

export function isFilterActive(filter: GroupsFilter): boolean {
  return filter.ministry !== FILTER_ALL || filter.role !== FILTER_ALL || normaliseQuery(filter.search) !== '';
}

/**
 * Ministry, role and name as case-insensitive substrings. The role is compared whole (still any
 * case), a deliberate narrowing: as a substring, choosing 'Ketua Ministri' would also show every
 * 'Timbalan Ketua Ministri' (likewise Ketua BEC, Pengerusi KUBM), which the select cannot mean.
 */
export function matchesGroupsFilter(member: GroupableMember, filter: GroupsFilter): boolean {
  if (filter.ministry !== FILTER_ALL && !containsQuery(member.ministry, normaliseQuery(filter.ministry))) {
    return false;
  }
  if (filter.role !== FILTER_ALL && !sameText(member.role, filter.role)) return false;
  return containsQuery(member.name, normaliseQuery(filter.search));
}

/** The groups view's member list, filtered, in the order given. */
export function filterMembers<M extends GroupableMember>(members: readonly M[], filter: GroupsFilter): M[] {
  return members.filter((member) => matchesGroupsFilter(member, filter));
}

/**
 * Groups narrowed by the filter. With no filter the groups come back as they are, vacant positions
 * included; with one, vacant positions (which match no search) and groups left empty are dropped.
 */
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

/** Values the data holds beyond a fixed list (e.g. 'Umum', 'Ahli Biasa'), by name, once each. */
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

/**
 * The Ministry select's choices after 'all': the 18 listed values in their order, then any other value a
 * member holds ('Umum'), each labelled short. The value is the full ministry so the substring filter picks
 * exactly it.
 */
export function ministryFilterOptions(members: readonly GroupableMember[] = []): FilterOption[] {
  const held = extraValues(
    MINISTRIES,
    members.map((member) => member.ministry),
  );
  return [...MINISTRIES, ...held].map((value) => ({ value, label: shortMinistryLabel(value) }));
}

/** The Role select's choices after 'all': the 11 roles in ROLES order, then any other role held ('Ahli Biasa'). */
export function roleFilterOptions(members: readonly GroupableMember[] = []): FilterOption[] {
  const held = extraValues(
    ROLES,
    members.map((member) => member.role),
  );
  return [...ROLES, ...held].map((value) => ({ value, label: value }));
}
