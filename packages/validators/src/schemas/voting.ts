// The answer of GET /api/voting-results (spec §3 voting result, §7), which both doors give.
import { z } from 'zod';

export const votingResultSchema = z.object({
  category: z.string(),
  question: z.string(),
  option: z.string(),
  votes: z.int().nonnegative(),
  /** Of the question's total, to 1 decimal; 0 when the question has no votes. */
  percentage: z.number().min(0).max(100),
});
export type VotingResult = z.infer<typeof votingResultSchema>;

/**
 * The spec's `{ totalVotes, results }`, plus the survey address of the 'Belum Mengundi?' card and whether
 * these are the last good results of a sheet that is failing. `results` come by category, then question
 * (both in sheet order), options by votes descending.
 */
export const votingResultsSchema = z.object({
  totalVotes: z.int().nonnegative(),
  results: z.array(votingResultSchema),
  surveyUrl: z.string().nullable(),
  stale: z.boolean(),
});
export type VotingResults = z.infer<typeof votingResultsSchema>;
