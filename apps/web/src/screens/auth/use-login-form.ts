import type { LoginInput, loginSchema } from '@kubm/validators';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { deferredLoad } from '../../lib/deferred-load';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['email', 'password', 'rememberMe'];
const EMPTY: LoginValues = { email: '', password: '', rememberMe: false };

const loginRules = deferredLoad(() => import('./login-rules').then((module) => module.loginSchema));

export function firstErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): LoginErrors {
  const errors: LoginErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

// Without react-hook-form, which would add ~14 KB gzip to /auth's first paint; behaves as the other forms.
export function useLoginForm(onValid: (values: LoginInput) => void) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const latest = useRef(values);
  // Set by the first submit, which has loaded the rules: later changes validate synchronously.
  const schema = useRef<typeof loginSchema | null>(null);
  const elements = useRef<Partial<Record<LoginField, HTMLElement | null>>>({});

  const setValue = useCallback(<F extends LoginField>(field: F, value: LoginValues[F]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    const rules = schema.current;
    if (!rules) return;
    const result = rules.safeParse(next);
    const message = result.success ? undefined : firstErrors(result.error.issues)[field];
    setErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  // Stable callbacks, so React does not detach and re-attach them on every render.
  const [refs] = useState(() => {
    const bind = (field: LoginField) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    };
    return { email: bind('email'), password: bind('password'), rememberMe: bind('rememberMe') };
  });

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      let rules: typeof loginSchema;
      try {
        rules = await loginRules.get();
      } catch {
        return;
      }
      schema.current = rules;
      const result = rules.safeParse(latest.current);
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return;
      }
      const found = firstErrors(result.error.issues);
      setErrors(found);
      const first = FIELDS.find((field) => found[field] !== undefined);
      if (first) elements.current[first]?.focus();
    },
    [onValid],
  );

  return { values, errors, setValue, refs, onSubmit, preload: loginRules.preload };
}
