import { describe, expect, it } from 'vitest';
import { filterPickerMembers } from './member-picker';

const members = [
  { value: 1, name: 'Lawrence Arokiasamy' },
  { value: 2, name: 'José Ramos' },
  { value: 3, name: 'Ana binti Ali' },
];
const names = (list: readonly { name: string }[]) => list.map((member) => member.name);

describe('filterPickerMembers', () => {
  it('keeps everyone, in order, for an empty or blank query', () => {
    expect(names(filterPickerMembers(members, ''))).toEqual(names(members));
    expect(names(filterPickerMembers(members, '   '))).toEqual(names(members));
  });

  it('finds a part of a name in any case', () => {
    expect(names(filterPickerMembers(members, 'AROKIA'))).toEqual(['Lawrence Arokiasamy']);
    expect(names(filterPickerMembers(members, 'am'))).toEqual(['Lawrence Arokiasamy', 'José Ramos']);
  });

  it('ignores accents on either side and spaces around the query', () => {
    expect(names(filterPickerMembers(members, ' jose '))).toEqual(['José Ramos']);
    expect(names(filterPickerMembers(members, 'JOSÉ'))).toEqual(['José Ramos']);
  });

  it('finds nobody for a name nobody has', () => {
    expect(filterPickerMembers(members, 'tiada')).toEqual([]);
  });
});
