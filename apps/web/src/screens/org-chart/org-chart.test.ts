import { BECS, GROUPING_MINISTRIES, MINISTRIES, ROLES } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import {
  advisoryPositions,
  assignChanges,
  buildOrgChart,
  type ChartEntry,
  committeePositions,
  DEFAULT_ORG_CHART_MODE,
  EMPTY_GROUPS_FILTER,
  FILTER_ALL,
  filterGroups,
  filterMembers,
  GENERAL_TITLE,
  groupsForMode,
  isFilterActive,
  isVacant,
  ministryFilterOptions,
  type OrgGroup,
  type OrgMember,
  OTHER_BEC_TITLE,
  orderGroupMembers,
  roleFilterOptions,
  shortMinistryLabel,
  VACANT_NAME,
  vacantPlace,
} from './org-chart';

let nextId = 1;
function member(name: string, role: string, ministry: string, extra: Partial<OrgMember> = {}): OrgMember {
  const id = nextId++;
  return { id, userId: 100 + id, name, role, ministry, joinDate: '2025-01-01', canEdit: false, ...extra };
}

const names = (entries: readonly { name: string }[]) => entries.map((entry) => entry.name);
const group = <M extends OrgMember>(groups: OrgGroup<M>[], key: string) => {
  const found = groups.find((g) => g.key === key);
  if (!found) throw new Error(`no group ${key}`);
  return found;
};

describe('shortMinistryLabel', () => {
  it.each([
    ['WARDEN - HOSPITALITY (MINISTRI)', 'WARDEN'],
    ['KOIR (MINISTRI)', 'KOIR'],
    ['ST MARK - DTHO (BEC)', 'ST MARK'],
    ['ST JOHN PAUL 2 - PDRM (BEC)', 'ST JOHN PAUL 2'],
    ['ST LUKE - WARDIEBURN (BEC)', 'ST LUKE'],
    ['AJK UTAMA', 'AJK UTAMA'],
    ['Umum', 'Umum'],
    ['koir (ministri)', 'koir'],
    ['  LITURGI (MINISTRI)  ', 'LITURGI'],
    ['', ''],
  ])('%j → %j', (ministry, label) => {
    expect(shortMinistryLabel(ministry)).toBe(label);
  });

  it('shortens every listed ministry to a grouping name, a BEC place or AJK UTAMA', () => {
    const labels = MINISTRIES.map(shortMinistryLabel);
    expect(labels.filter((l) => (GROUPING_MINISTRIES as readonly string[]).includes(l)).sort()).toEqual(
      [...GROUPING_MINISTRIES].sort(),
    );
    expect(new Set(labels).size).toBe(MINISTRIES.length);
  });
});

describe('committeePositions and advisoryPositions', () => {
  const members = [
    member('Zul Bendahari', 'Bendahari', 'AJK UTAMA'),
    member('Ana Pengerusi', 'Pengerusi KUBM', 'AJK UTAMA'),
    member('Budi Setiausaha', 'Setiausaha', 'AJK UTAMA'),
    member('Carla Kehormat', 'Ahli Kehormat', 'AJK UTAMA'),
    member('Ahmad Kehormat', 'Ahli Kehormat', 'AJK UTAMA'),
    member('Paulus Penasihat', 'Penasihat Ministri', 'LITURGI (MINISTRI)'),
    member('Maria Member', 'Member', 'KOIR (MINISTRI)'),
  ];

  it('lists the five committee positions in spec order with their holders by name', () => {
    const committee = committeePositions(members);
    expect(committee.map((p) => p.role)).toEqual([
      'Pengerusi KUBM',
      'Timbalan Pengerusi KUBM',
      'Setiausaha',
      'Bendahari',
      'Ahli Kehormat',
    ]);
    expect(committee.map((p) => names(p.holders))).toEqual([
      ['Ana Pengerusi'],
      [],
      ['Budi Setiausaha'],
      ['Zul Bendahari'],
      ['Ahmad Kehormat', 'Carla Kehormat'],
    ]);
  });

  it('fills the advisory section with the Penasihat Ministri', () => {
    const advisory = advisoryPositions(members);
    expect(advisory).toHaveLength(1);
    expect(advisory[0]?.role).toBe('Penasihat Ministri');
    expect(names(advisory[0]?.holders ?? [])).toEqual(['Paulus Penasihat']);
  });

  it('reads a role in any case and with stray spaces', () => {
    const committee = committeePositions([member('Ana', ' pengerusi kubm ', 'AJK UTAMA')]);
    expect(names(committee[0]?.holders ?? [])).toEqual(['Ana']);
  });

  it('keeps the members themselves (photos and all)', () => {
    const ana = member('Ana', 'Pengerusi KUBM', 'AJK UTAMA', { profilePhoto: '/api/members/1/photo?v=1' });
    expect(committeePositions([ana])[0]?.holders[0]).toBe(ana);
  });
});

describe('orderGroupMembers', () => {
  it('puts the Ketua first, the deputy second, then the rest by name', () => {
    const ordered = orderGroupMembers([
      member('Zainal', 'Member', 'KOIR (MINISTRI)'),
      member('Timothy', 'Timbalan Ketua Ministri', 'KOIR (MINISTRI)'),
      member('ágata', 'Member', 'KOIR (MINISTRI)'),
      member('Yusof', 'Ketua Ministri', 'KOIR (MINISTRI)'),
      member('Bernard', 'Penasihat Ministri', 'KOIR (MINISTRI)'),
      member('Aaron', 'Member', 'KOIR (MINISTRI)'),
    ]);
    // 'ágata' sorts with the a's, ignoring case and accent; 'Aaron' before it.
    expect(names(ordered)).toEqual(['Yusof', 'Timothy', 'Aaron', 'ágata', 'Bernard', 'Zainal']);
  });

  it('ranks the BEC spellings the same way', () => {
    const ordered = orderGroupMembers([
      member('Ali', 'Member', 'ST MARK - DTHO (BEC)'),
      member('Dina', 'Timbalan Ketua BEC', 'ST MARK - DTHO (BEC)'),
      member('Zed', 'Ketua BEC', 'ST MARK - DTHO (BEC)'),
    ]);
    expect(names(ordered)).toEqual(['Zed', 'Dina', 'Ali']);
  });

  it('sorts numbers in names naturally and equal names by id', () => {
    const a10 = member('Ali 10', 'Member', 'KOIR (MINISTRI)');
    const a2 = member('Ali 2', 'Member', 'KOIR (MINISTRI)');
    const twinA = member('Sam', 'Member', 'KOIR (MINISTRI)');
    const twinB = member('sam', 'Member', 'KOIR (MINISTRI)');
    expect(orderGroupMembers([twinB, a10, twinA, a2]).map((m) => m.id)).toEqual([
      a2.id,
      a10.id,
      twinA.id,
      twinB.id,
    ]);
  });

  it('does not change its input', () => {
    const list = [member('B', 'Member', 'KOIR (MINISTRI)'), member('A', 'Member', 'KOIR (MINISTRI)')];
    orderGroupMembers(list);
    expect(names(list)).toEqual(['B', 'A']);
  });
});

describe('buildOrgChart', () => {
  it('has one group per grouping ministry and per BEC, in list order, each empty one with two vacancies', () => {
    const chart = buildOrgChart([]);
    expect(chart.ministryGroups.map((g) => g.title)).toEqual([...GROUPING_MINISTRIES]);
    expect(chart.becGroups.map((g) => g.title)).toEqual(BECS.map((b) => b.name));
    for (const g of [...chart.ministryGroups, ...chart.becGroups]) {
      expect(g.entries).toHaveLength(2);
      expect(g.entries.every((e) => isVacant(e) && e.name === VACANT_NAME && !e.canEdit)).toBe(true);
    }
    expect(chart.committee.every((p) => p.holders.length === 0)).toBe(true);
  });

  it('gives each group the stored ministry value it stands for', () => {
    const chart = buildOrgChart([]);
    expect(group(chart.ministryGroups, 'ministry:WARDEN').ministry).toBe('WARDEN - HOSPITALITY (MINISTRI)');
    expect(group(chart.ministryGroups, 'ministry:KOIR').ministry).toBe('KOIR (MINISTRI)');
    expect(chart.becGroups.map((g) => g.ministry)).toEqual(BECS.map((b) => b.ministry));
  });

  it('makes the vacancies the Ketua and deputy positions of their group', () => {
    const chart = buildOrgChart([]);
    const koir = group(chart.ministryGroups, 'ministry:KOIR').entries;
    expect(koir.map((e) => e.role)).toEqual(['Ketua Ministri', 'Timbalan Ketua Ministri']);
    expect(koir.map((e) => e.ministry)).toEqual(['KOIR (MINISTRI)', 'KOIR (MINISTRI)']);
    const mark = group(chart.becGroups, 'bec:ST MARK - DTHO (BEC)').entries;
    expect(mark.map((e) => e.role)).toEqual(['Ketua BEC', 'Timbalan Ketua BEC']);
  });

  it('gives vacancies negative ids, unique on the whole chart and the same on every build', () => {
    const first = buildOrgChart([]);
    const ids = [...first.ministryGroups, ...first.becGroups].flatMap((g) => g.entries.map((e) => e.id));
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength((GROUPING_MINISTRIES.length + BECS.length) * 2);
    const again = buildOrgChart([member('Ali', 'Member', 'KOIR (MINISTRI)')]);
    expect(group(again.ministryGroups, 'ministry:LITURGI').entries.map((e) => e.id)).toEqual([-1, -2]);
    expect(group(again.becGroups, `bec:${BECS[0].ministry}`).entries.map((e) => e.id)).toEqual([-29, -30]);
  });

  it('fills a group with its members only, ordered, and no vacancy', () => {
    const chart = buildOrgChart([
      member('Zara', 'Member', 'WARDEN - HOSPITALITY (MINISTRI)'),
      member('Wira', 'Ketua Ministri', 'WARDEN - HOSPITALITY (MINISTRI)'),
      member('Koko', 'Member', 'KOIR (MINISTRI)'),
    ]);
    const warden = group(chart.ministryGroups, 'ministry:WARDEN').entries;
    expect(names(warden)).toEqual(['Wira', 'Zara']);
    expect(warden.some(isVacant)).toBe(false);
    expect(warden.every((e) => e.isPlaceholder === false)).toBe(true);
    expect(names(group(chart.ministryGroups, 'ministry:KOIR').entries)).toEqual(['Koko']);
  });

  it('keeps every field of a member on the filled position', () => {
    const koko = member('Koko', 'Member', 'KOIR (MINISTRI)', { email: 'k@example.com', canEdit: true });
    const entry = group(buildOrgChart([koko]).ministryGroups, 'ministry:KOIR').entries[0] as ChartEntry;
    expect(entry).toEqual({ ...koko, isPlaceholder: false });
  });

  it('puts each BEC member in their BEC, ordered Ketua BEC, deputy, the rest', () => {
    const chart = buildOrgChart([
      member('Maria', 'Member', 'ST LUKE - WARDIEBURN (BEC)'),
      member('Lukas', 'Ketua BEC', 'ST LUKE - WARDIEBURN (BEC)'),
      member('Dina', 'Timbalan Ketua BEC', 'ST LUKE - WARDIEBURN (BEC)'),
      member('Alex', 'Member', 'ST LUKE - WARDIEBURN (BEC)'),
    ]);
    expect(names(group(chart.becGroups, 'bec:ST LUKE - WARDIEBURN (BEC)').entries)).toEqual([
      'Lukas',
      'Dina',
      'Alex',
      'Maria',
    ]);
    expect(chart.becGroups.map((g) => g.kind)).toEqual(['bec', 'bec', 'bec']);
  });

  it('matches ministries and BECs in any case, and an older BEC spelling by its place', () => {
    const chart = buildOrgChart([
      member('Lower', 'Member', 'koir (ministri)'),
      member('Short', 'Member', 'Belia'),
      member('Older', 'Member', 'BEC St Mark'),
    ]);
    expect(names(group(chart.ministryGroups, 'ministry:KOIR').entries)).toEqual(['Lower']);
    expect(names(group(chart.ministryGroups, 'ministry:BELIA').entries)).toEqual(['Short']);
    expect(names(group(chart.becGroups, 'bec:ST MARK - DTHO (BEC)').entries)).toEqual(['Older']);
  });

  it('adds the other-BEC group for a BEC that is none of the three, and only then', () => {
    expect(buildOrgChart([]).becGroups.some((g) => g.kind === 'other-bec')).toBe(false);
    const chart = buildOrgChart([
      member('Tomas', 'Member', 'BEC Taman Melati'),
      member('Ketua', 'Ketua BEC', 'BEC Taman Melati'),
    ]);
    const other = chart.becGroups.at(-1);
    expect(other).toMatchObject({
      key: 'other-bec',
      kind: 'other-bec',
      title: OTHER_BEC_TITLE,
      ministry: null,
    });
    expect(names(other?.entries ?? [])).toEqual(['Ketua', 'Tomas']);
    expect(chart.ministryGroups.some((g) => g.kind === 'general')).toBe(false);
  });

  it('adds the general group for AJK UTAMA and Umum members outside the committee, and only then', () => {
    expect(buildOrgChart([]).ministryGroups.some((g) => g.kind === 'general')).toBe(false);
    const chart = buildOrgChart([
      member('Pengerusi', 'Pengerusi KUBM', 'AJK UTAMA'),
      member('Penasihat', 'Penasihat Ministri', 'AJK UTAMA'),
      member('Ahli AJK', 'Member', 'AJK UTAMA'),
      member('Bekas Ketua', 'Ahli Biasa', 'Umum'),
      member('Lain', 'Member', 'Sesuatu Yang Lain'),
    ]);
    const general = chart.ministryGroups.at(-1);
    expect(general).toMatchObject({ key: 'general', kind: 'general', title: GENERAL_TITLE, ministry: null });
    expect(names(general?.entries ?? [])).toEqual(['Ahli AJK', 'Bekas Ketua', 'Lain']);
    expect(names(chart.committee[0]?.holders ?? [])).toEqual(['Pengerusi']);
    expect(names(chart.advisory[0]?.holders ?? [])).toEqual(['Penasihat']);
  });

  it('shows a committee member or adviser who belongs to a ministry in both places', () => {
    const chart = buildOrgChart([
      member('Sekretari', 'Setiausaha', 'KOIR (MINISTRI)'),
      member('Paulus', 'Penasihat Ministri', 'LITURGI (MINISTRI)'),
    ]);
    expect(names(chart.committee[2]?.holders ?? [])).toEqual(['Sekretari']);
    expect(names(group(chart.ministryGroups, 'ministry:KOIR').entries)).toEqual(['Sekretari']);
    expect(names(group(chart.ministryGroups, 'ministry:LITURGI').entries)).toEqual(['Paulus']);
  });

  it('places every member somewhere', () => {
    const members = [
      ...MINISTRIES.map((ministry, i) => member(`M${i}`, ROLES[i % ROLES.length] ?? 'Member', ministry)),
      member('Umum', 'Ahli Biasa', 'Umum'),
      member('Other', 'Member', 'bec lain'),
      member('Blank', 'Member', ''),
    ];
    const chart = buildOrgChart(members);
    const shown = new Set([
      ...chart.committee.flatMap((p) => p.holders.map((m) => m.id)),
      ...chart.advisory.flatMap((p) => p.holders.map((m) => m.id)),
      ...[...chart.becGroups, ...chart.ministryGroups].flatMap((g) =>
        g.entries.filter((e) => !isVacant(e)).map((e) => e.id),
      ),
    ]);
    expect(members.filter((m) => !shown.has(m.id))).toEqual([]);
  });

  it('gives unique group keys', () => {
    const chart = buildOrgChart([member('A', 'Member', 'Umum'), member('B', 'Member', 'BEC X')]);
    const keys = [...chart.becGroups, ...chart.ministryGroups].map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('groupsForMode', () => {
  const chart = buildOrgChart([member('Umum', 'Ahli Biasa', 'Umum'), member('X', 'Member', 'BEC X')]);

  it('defaults to bec', () => {
    expect(DEFAULT_ORG_CHART_MODE).toBe('bec');
  });

  it('shows the BECs and other BECs for bec', () => {
    expect(groupsForMode(chart, 'bec').map((g) => g.kind)).toEqual(['bec', 'bec', 'bec', 'other-bec']);
  });

  it('shows the ministries and general members for ministri', () => {
    const groups = groupsForMode(chart, 'ministri');
    expect(groups).toHaveLength(GROUPING_MINISTRIES.length + 1);
    expect(groups.at(-1)?.kind).toBe('general');
    expect(groups.slice(0, -1).every((g) => g.kind === 'ministry')).toBe(true);
  });
});

describe('the groups view filter', () => {
  const members = [
    member('Maria Goretti', 'Ketua Ministri', 'KOIR (MINISTRI)'),
    member('Markus Tan', 'Timbalan Ketua Ministri', 'KOIR (MINISTRI)'),
    member('Siti Aminah', 'Member', 'WARDEN - HOSPITALITY (MINISTRI)'),
    member('Yohanes', 'Ketua BEC', 'ST MARK - DTHO (BEC)'),
    member('Ana', 'Pengerusi KUBM', 'AJK UTAMA'),
    member('Budi', 'Timbalan Pengerusi KUBM', 'AJK UTAMA'),
  ];
  const find = (filter: Partial<typeof EMPTY_GROUPS_FILTER>) =>
    names(filterMembers(members, { ...EMPTY_GROUPS_FILTER, ...filter }));

  it('shows everyone with all, all and no search', () => {
    expect(FILTER_ALL).toBe('all');
    expect(isFilterActive(EMPTY_GROUPS_FILTER)).toBe(false);
    expect(isFilterActive({ ...EMPTY_GROUPS_FILTER, search: '   ' })).toBe(false);
    expect(find({})).toEqual(names(members));
  });

  it('filters by ministry as a case-insensitive substring: a full value or a short label', () => {
    expect(find({ ministry: 'KOIR (MINISTRI)' })).toEqual(['Maria Goretti', 'Markus Tan']);
    expect(find({ ministry: 'warden' })).toEqual(['Siti Aminah']);
    expect(find({ ministry: 'ST MARK' })).toEqual(['Yohanes']);
  });

  it('filters by role as a whole value in any case, so a Ketua is not also a Timbalan Ketua', () => {
    expect(find({ role: 'Ketua Ministri' })).toEqual(['Maria Goretti']);
    expect(find({ role: 'timbalan ketua ministri' })).toEqual(['Markus Tan']);
    expect(find({ role: 'Pengerusi KUBM' })).toEqual(['Ana']);
  });

  it('searches names as a trimmed, case-insensitive substring', () => {
    expect(find({ search: '  mar ' })).toEqual(['Maria Goretti', 'Markus Tan']);
    expect(find({ search: 'GORETTI' })).toEqual(['Maria Goretti']);
    // The search is for names: a ministry word finds nobody by itself.
    expect(find({ search: 'koir' })).toEqual([]);
  });

  it('combines the three', () => {
    expect(find({ ministry: 'KOIR', role: 'Ketua Ministri', search: 'mar' })).toEqual(['Maria Goretti']);
    expect(find({ ministry: 'KOIR', role: 'Member' })).toEqual([]);
  });

  it('narrows groups, dropping vacancies and groups left empty', () => {
    const groups = buildOrgChart(members).ministryGroups;
    expect(filterGroups(groups, EMPTY_GROUPS_FILTER)).toEqual(groups);
    const narrowed = filterGroups(groups, { ...EMPTY_GROUPS_FILTER, search: 'a' });
    expect(narrowed.map((g) => g.key)).toEqual(['ministry:KOIR', 'ministry:WARDEN']);
    expect(narrowed.flatMap((g) => g.entries).some(isVacant)).toBe(false);
    expect(filterGroups(groups, { ...EMPTY_GROUPS_FILTER, search: 'vacant' })).toEqual([]);
  });

  it('offers the listed ministries with short labels, then other values held', () => {
    const options = ministryFilterOptions([
      ...members,
      member('U', 'Ahli Biasa', 'Umum'),
      member('K', 'Member', 'koir (ministri)'),
    ]);
    expect(options.slice(0, MINISTRIES.length).map((o) => o.value)).toEqual([...MINISTRIES]);
    expect(options.find((o) => o.value === 'WARDEN - HOSPITALITY (MINISTRI)')?.label).toBe('WARDEN');
    expect(options.find((o) => o.value === 'ST JOHN PAUL 2 - PDRM (BEC)')?.label).toBe('ST JOHN PAUL 2');
    expect(options.slice(MINISTRIES.length)).toEqual([{ value: 'Umum', label: 'Umum' }]);
    expect(ministryFilterOptions()).toHaveLength(MINISTRIES.length);
  });

  it('offers the eleven roles, then other roles held', () => {
    expect(roleFilterOptions().map((o) => o.value)).toEqual([...ROLES]);
    const options = roleFilterOptions([member('U', 'Ahli Biasa', 'Umum'), member('V', 'ahli biasa', 'Umum')]);
    expect(options.slice(ROLES.length)).toEqual([{ value: 'Ahli Biasa', label: 'Ahli Biasa' }]);
  });
});

describe('assigning a member to a place', () => {
  it("sends a vacant BEC place's role and its BEC, so the member moves there", () => {
    const chart = buildOrgChart([member('Ana', 'Member', 'ST MARK - DTHO (BEC)')]);
    const stLuke = group(chart.becGroups, 'bec:ST LUKE - WARDIEBURN (BEC)');
    const [ketua] = stLuke.entries;
    if (!ketua || !isVacant(ketua)) throw new Error('St Luke should be vacant');
    expect(assignChanges(vacantPlace(ketua))).toEqual({
      role: 'Ketua BEC',
      ministry: 'ST LUKE - WARDIEBURN (BEC)',
    });
  });

  it("sends a vacant ministry place's role and its stored ministry value", () => {
    const chart = buildOrgChart([]);
    const warden = group(chart.ministryGroups, 'ministry:WARDEN');
    const deputy = warden.entries[1];
    if (!deputy || !isVacant(deputy)) throw new Error('WARDEN should be vacant');
    expect(assignChanges(vacantPlace(deputy))).toEqual({
      role: 'Timbalan Ketua Ministri',
      ministry: 'WARDEN - HOSPITALITY (MINISTRI)',
    });
  });

  it('sends the role alone for a committee position, which belongs to no ministry', () => {
    expect(assignChanges({ role: 'Setiausaha' })).toEqual({ role: 'Setiausaha' });
  });
});
