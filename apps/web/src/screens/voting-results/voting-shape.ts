// The voting answer's shape, a chunk of its own (zod comes with it): see voting-fetch.ts.
export { votingResultsSchema } from '@kubm/validators';
