import { MINISTRIES, ROLES } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { ministryChoices, roleChoices } from './role-choices';

const appointed = (choices: ReturnType<typeof roleChoices>) =>
  choices.filter((choice) => choice.appointed).map((choice) => choice.value);
const values = (choices: ReturnType<typeof roleChoices>) => choices.map((choice) => choice.value);

describe('roleChoices', () => {
  it('offers every role, leadership included, before the portal is founded', () => {
    const choices = roleChoices({ leadershipOpen: true });
    expect(values(choices)).toEqual([...ROLES]);
    expect(appointed(choices)).toEqual([]);
  });

  it('shows every AJK UTAMA role as appointed-only once the portal is founded', () => {
    const choices = roleChoices({ leadershipOpen: false });
    expect(values(choices)).toEqual([...ROLES]);
    expect(appointed(choices)).toEqual([
      'Pengerusi KUBM',
      'Timbalan Pengerusi KUBM',
      'Ahli Kehormat',
      'Setiausaha',
      'Bendahari',
    ]);
  });

  it('keeps a leadership role the member holds selectable, in any of their pairs', () => {
    expect(
      appointed(
        roleChoices({
          leadershipOpen: false,
          held: [
            { ministry: 'AJK UTAMA', role: 'Setiausaha' },
            { ministry: 'KOIR (MINISTRI)', role: 'Timbalan Pengerusi KUBM' },
          ],
        }),
      ),
    ).toEqual(['Pengerusi KUBM', 'Ahli Kehormat', 'Bendahari']);
    expect(
      appointed(
        roleChoices({ leadershipOpen: false, held: [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }] }),
      ),
    ).toEqual(['Timbalan Pengerusi KUBM', 'Ahli Kehormat', 'Setiausaha', 'Bendahari']);
  });

  it("adds 'Ahli Biasa' at the end only for a member who holds it", () => {
    expect(values(roleChoices({ leadershipOpen: false }))).not.toContain('Ahli Biasa');
    const choices = roleChoices({ leadershipOpen: false, held: [{ ministry: 'Umum', role: 'Ahli Biasa' }] });
    expect(values(choices)).toEqual([...ROLES, 'Ahli Biasa']);
    expect(choices.at(-1)).toEqual({ value: 'Ahli Biasa', appointed: false });
  });
});

describe('ministryChoices', () => {
  it('offers the 18 ministries', () => {
    expect(ministryChoices()).toEqual([...MINISTRIES]);
    expect(ministryChoices([{ ministry: 'KOIR (MINISTRI)', role: 'Ahli Biasa' }])).toEqual([...MINISTRIES]);
  });

  it("adds 'Umum' at the end only for a member who holds it", () => {
    expect(ministryChoices([{ ministry: 'Umum', role: 'Member' }])).toEqual([...MINISTRIES, 'Umum']);
  });
});
