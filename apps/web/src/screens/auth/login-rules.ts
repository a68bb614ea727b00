// The login form's rules, a chunk of their own (zod comes with them): see useLoginForm.
export { loginSchema } from '@kubm/validators';
