import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { CardState, UserType } from '@/contract';
import { EID_PATTERN, eidChecksOut } from '@/contract/eid-rules';
import { eidFromInput } from '@/features/onboarding/eid';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useEsimActivate } from '@/features/onboarding/api/esim-activate';
import { EidHelp } from './eid-help';
import { profileOf } from '@/domain/sim-profiles';
import { Panel } from '@/components/ui/panel';

// The check digits last: a short EID is told it is short, a whole one with a misread digit to be read again.
const EidSchema = v.pipe(
  v.string(),
  v.nonEmpty('Thisfieldisrequired'),
  v.regex(EID_PATTERN, 'EIDmustbe32digits'),
  v.check(eidChecksOut, 'EIDcheckdigits'),
);
const EID_MESSAGES = {
  Thisfieldisrequired: 'common:validation.Thisfieldisrequired',
  EIDmustbe32digits: 'common:validation.EIDmustbe32digits',
  // The API's refusal of the same EID (E0110), in the same words.
  EIDcheckdigits: 'common:apiErrors.E0110',
} as const;

type Props = { scId: number; usertype: UserType; onIssued: (state: CardState) => Promise<void> };

/**
 * eSIM, step 2: ESIMS customers give their phone's EID; every eSIM customer agrees to the important
 * notice and confirms in a modal before issuance starts (spec §2, §5).
 */
export function EsimActivationForm({ scId, usertype, onIssued }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const { eid: needsEid, notice24h } = profileOf(usertype);
  const [eid, setEid] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ eid?: string; agree?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const mutation = useEsimActivate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (needsEid) {
      const result = v.safeParse(EidSchema, eid);
      if (!result.success) next.eid = t(EID_MESSAGES[result.issues[0].message as keyof typeof EID_MESSAGES]);
    }
    if (!agreed) next.agree = t('common:validation.Agreementrequired');
    setErrors(next);
    const [first] = Object.keys(next);
    // The first field in error takes focus, so its message is read out and it can be corrected at once.
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    else setConfirming(true);
  };

  // The agreement flag stays in the browser: the request carries only what issuance needs.
  const issue = () =>
    mutation.mutate(
      { id: scId, type: usertype, ...(needsEid ? { eid } : {}) },
      { onSuccess: (state) => onIssued(state), onSettled: () => setConfirming(false) },
    );

  return (
    <form noValidate onSubmit={submit}>
      <ApiErrorAlert error={mutation.error} />
      <p className="mb-4 text-slate-700">{t(needsEid ? 'esimIssue.leadEid' : 'esimIssue.lead')}</p>
      {needsEid && (
        <>
          <TextField
            label={t('esimIssue.eidLabel')}
            name="eid"
            inputMode="numeric"
            autoComplete="off"
            // No maxLength: the browser would cut a pasted "EID: 8904 …" before its spaces are dropped.
            value={eid}
            hint={t('esimIssue.eidHint', { count: eid.length })}
            error={errors.eid}
            onChange={(e) => {
              setEid(eidFromInput(e.target.value));
              setErrors(({ eid: _gone, ...rest }) => rest);
            }}
          />
          <EidHelp />
        </>
      )}
      <Panel title={t('esimIssue.noticeTitle')} tone="notice" className="mb-4">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('esimIssue.noticeExpiry')}</li>
          <li>{t('esimIssue.noticeTime')}</li>
          <li>{t('esimIssue.noticeReinstall')}</li>
          {notice24h && <li>{t('esimIssue.notice24h')}</li>}
        </ul>
      </Panel>
      <CheckboxField
        name="agree"
        label={t('esimIssue.agree')}
        checked={agreed}
        error={errors.agree}
        onChange={(e) => {
          setAgreed(e.target.checked);
          setErrors(({ agree: _gone, ...rest }) => rest);
        }}
      />
      <Button type="submit" needsConnection>
        {t('esimIssue.submit')}
      </Button>
      <Modal
        open={confirming}
        title={t('esimIssue.confirmTitle')}
        onClose={() => !mutation.isPending && setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" disabled={mutation.isPending} onClick={() => setConfirming(false)}>
              {t('esimIssue.cancel')}
            </Button>
            <Button needsConnection disabled={mutation.isPending} onClick={issue}>
              {mutation.isPending ? t('common:actions.processing') : t('esimIssue.issue')}
            </Button>
          </>
        }
      >
        <p>{t('esimIssue.confirmText')}</p>
        {needsEid && <p className="mt-2 break-all font-mono">EID: {eid}</p>}
      </Modal>
      {mutation.isSuccess && <Alert tone="success">{t('esimIssue.submitted')}</Alert>}
    </form>
  );
}
