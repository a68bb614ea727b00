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

/** By category, then question (sheet order), options by votes; `stale`: a failing sheet's last good. */
export const votingResultsSchema = z.object({
  totalVotes: z.int().nonnegative(),
  results: z.array(votingResultSchema),
  surveyUrl: z.string().nullable(),
  stale: z.boolean(),
});
export type VotingResults = z.infer<typeof votingResultsSchema>;
