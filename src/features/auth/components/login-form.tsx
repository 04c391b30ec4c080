import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, LoginResponse } from '@/contract';
import { useFormErrors } from '@/lib/form-state';
import { useSubmission } from '@/lib/use-submission';
import { dropDraft, keepDraft, takeDraft } from '@/lib/form-draft';
import { useFieldError } from '@/components/ui/use-field-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { HandledError } from '@/lib/api-error';

/*
 * The login screen is a door: it shows the form at once and loads what a submit needs (the schema
 * check with valibot, the HTTP client) as soon as the customer starts on the form, or at the latest
 * on submit. The service worker has both offline. (docs/decisions/0020)
 */
const loadCheck = () => import('@/features/auth/login-check');
const loadRequest = () => import('@/features/auth/api/login');
const prepare = () => void Promise.all([loadCheck(), loadRequest()]).catch(() => undefined);

export function LoginForm({ onSignedIn }: { onSignedIn: (res: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  // Back from /networkerror finds what was typed (lib/form-draft.ts).
  const [draft] = useState(() => takeDraft('login'));
  const send = useCallback(
    async (body: LoginRequest) => {
      const { login } = await loadRequest();
      keepDraft('login', { email: body.email, password: body.password });
      try {
        const res = await login(body);
        dropDraft('login');
        await onSignedIn(res);
      } catch (error) {
        // Only a request that got no answer leaves the screen; any other outcome keeps the form here.
        if (!(error instanceof HandledError && error.reaction === 'network-error')) dropDraft('login');
        throw error;
      }
    },
    [onSignedIn],
  );
  const submission = useSubmission(send);
  const check = useCallback((values: unknown) => loadCheck().then((m) => m.checkLogin(values)), []);
  const form = useFormErrors(check, submission.submit);
  const err = useFieldError(form.errors);
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} onFocus={prepare}>
      <ApiErrorAlert error={submission.error} />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={draft?.email}
        error={err('email')}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        defaultValue={draft?.password}
        error={err('password')}
      />
      <Button type="submit" disabled={submission.pending}>
        {submission.pending ? t('common:actions.processing') : t('login.submit')}
      </Button>
      <p className="mt-4 text-center text-sm">
        <Link to="/forgotPassword" className="text-brand-700 underline">
          {t('login.forgot')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to="/register" className="text-brand-700 underline">
          {t('login.noAccount')}
        </Link>
      </p>
    </form>
  );
}
