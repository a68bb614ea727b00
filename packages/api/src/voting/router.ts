import { votingResultsSchema } from '@kubm/validators';
import { z } from 'zod';
import { AppError } from '../app-error';
import { preparedOutput } from '../prepared-answer';
import { publicProcedure, router } from '../trpc';
import { VotingUnavailableError } from './voting';

export const VOTING_MSG = {
  unavailable: 'Keputusan undian tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.',
} as const;

export const votingRouter = router({
  // Public, and polled every 30 s by every open page: REST answers 304 while nothing changed.
  results: publicProcedure
    .meta({
      errors: ['SERVICE_UNAVAILABLE'],
      rest: {
        method: 'GET',
        path: '/voting-results',
        summary: 'Live voting results: total votes and each option by category and question',
        revalidate: true,
        sessionless: { ready: (deps) => deps.voting.ready() },
      },
    })
    .input(z.void())
    .output(preparedOutput(votingResultsSchema))
    .query(async ({ ctx }) => {
      try {
        return await ctx.voting.results();
      } catch (error) {
        // No cause: the sheet's socket errors must not read as a database outage.
        if (error instanceof VotingUnavailableError) {
          throw new AppError('SERVICE_UNAVAILABLE', VOTING_MSG.unavailable);
        }
        throw error;
      }
    }),
});
