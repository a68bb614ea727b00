import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { forgetSignedInUser, sessionQueryKey, setSessionUser } from './session';

const RESULTS_KEY = ['/api/voting-results'];

describe('forgetSignedInUser', () => {
  it("keeps a visitor's other answers: nobody was signed in, so nothing is theirs", () => {
    const client = createQueryClient();
    client.setQueryData(RESULTS_KEY, { totalVotes: 3 });
    forgetSignedInUser(client);
    expect(client.getQueryData(RESULTS_KEY)).toEqual({ totalVotes: 3 });
    expect(client.getQueryData(sessionQueryKey())).toBeNull();
  });

  it('forgets a signed-in member and every answer cached for them', () => {
    const client = createQueryClient();
    setSessionUser(client, {
      id: 1,
      name: 'Ana',
      email: 'ana@contoh.my',
      phone: '0123456789',
      role: 'Member',
      ministry: 'KOIR (MINISTRI)',
      profilePhoto: null,
      joinDate: '2026-01-01T00:00:00.000Z',
      ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
    });
    client.setQueryData(RESULTS_KEY, { totalVotes: 3 });
    forgetSignedInUser(client);
    expect(client.getQueryData(RESULTS_KEY)).toBeUndefined();
    expect(client.getQueryData(sessionQueryKey())).toBeNull();
  });
});
