// For tests: every 400 message the server may give (the validators' texts, zod's Malay defaults, the REST
// door's own, the one a procedure raises itself). A 400 that says anything else leaks a library's text.
import { DEFAULT_MSG, MSG } from '@kubm/validators';
import { AUTH_MSG } from '../auth/messages';
import { INPUT_MESSAGES } from './input';

export const MALAY_400_MESSAGES = new Set<string>([
  ...Object.values(MSG),
  ...Object.values(DEFAULT_MSG),
  ...Object.values(INPUT_MESSAGES),
  AUTH_MSG.resetInvalid,
]);
