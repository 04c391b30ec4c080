import { validate } from '@/lib/form';
import { LoginForm } from './schemas';

/** The login form's check, in a module of its own: the login door loads it (and valibot) on first use. */
export const checkLogin = (values: unknown) => validate(LoginForm, values);
