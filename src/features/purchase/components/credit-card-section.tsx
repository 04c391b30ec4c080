import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { Phrases } from '@/components/ui/phrases';
import { apiErrorText } from '@/lib/api-error-text';
import { Modal } from '@/components/ui/modal';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useDeleteSavedCard } from '@/features/purchase/api/saved-card';
import type { CardErrors, CardField, CardForm } from '@/features/purchase/card-rules';
import type { Registration } from '@/features/purchase/use-register-payment';
import { CardFormFields } from './card-form';
import { ValueRows } from './value-rows';
import type { SavedCardState } from './payment-methods';

const EMPTY: CardForm = { cardNumber: '', expiryDate: '', securityCode: '', cardHolderName: '' };

type Props = {
  saved: SavedCardState;
  busy: boolean;
  fieldErrors: CardErrors;
  onClearError: (field: CardField) => void;
  onRegister: (r: Registration) => void;
};

/**
 * Spec §4 saved-card form: a saved card is shown with Change card, Cancel and Delete; Change card
 * opens the form with the holder's name filled in; Delete asks first and then shows the empty form.
 * A saved card that cannot be loaded says so here (spec §8: the server's message or tryAgain), with
 * Try again, and leaves the form for a card entered now; the other methods are not affected.
 */
export function CreditCardSection({ saved: savedState, busy, fieldErrors, onClearError, onRegister }: Props) {
  const { t } = useTranslation(['payment', 'common']);
  const saved = savedState.card;
  const [mode, setMode] = useState<'' | 'edit' | 'remove'>('');
  const [card, setCard] = useState<CardForm>(EMPTY);
  // Unticked: a saved card is charged by automatic top-up without asking, so keeping it is the
  // customer's choice (decision 0128).
  const [save, setSave] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteSavedCard();
  const useSaved = saved && mode === '';

  const change = (field: CardField, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    onClearError(field);
  };

  if (savedState.loading) return <Loader />;
  return (
    <div className="space-y-4">
      {savedState.error ? (
        <Alert tone="error">
          <p>{apiErrorText(savedState.error, t('common:errors.tryAgain'))}</p>
          <Button variant="link" className="mt-1" needsConnection onClick={savedState.retry}>
            {t('common:errors.tryAgainAction')}
          </Button>
        </Alert>
      ) : null}
      <ApiErrorAlert error={remove.error} />
      {useSaved ? (
        <div className="rounded-lg border border-slate-200 p-3">
          <ValueRows
            rows={[
              [t('card.saved'), `${saved.card_type} ${saved.card_no}`],
              [t('card.expiry'), `${saved.expire_date_month}/${saved.expire_date_year.slice(-2)}`],
              [t('card.holder'), saved.credit_holder_name],
            ]}
          />
          <div className="mt-3 flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setCard({ ...EMPTY, cardHolderName: saved.credit_holder_name });
                setMode('edit');
              }}
            >
              <Phrases text={t('card.change')} />
            </Button>
            <Button variant="secondary" needsConnection onClick={() => setConfirmDelete(true)}>
              {t('card.delete')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <CardFormFields value={card} errors={fieldErrors} save={save} onChange={change} onSaveChange={setSave} />
          {saved && mode === 'edit' && (
            <Button
              variant="link"
              onClick={() => {
                setCard(EMPTY);
                setMode('');
              }}
            >
              <Phrases text={t('card.cancelChange')} />
            </Button>
          )}
        </>
      )}
      <Button
        needsConnection
        disabled={busy}
        onClick={() => onRegister(useSaved ? { method: 'credit_card', savedCard: true } : { method: 'credit_card', card, save })}
      >
        {busy ? t('common:actions.processing') : t('register')}
      </Button>
      <Modal
        open={confirmDelete}
        title={t('card.deleteTitle')}
        onClose={() => setConfirmDelete(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t('card.keep')}
            </Button>
            <Button
              needsConnection
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setMode('remove');
                    setCard(EMPTY);
                  },
                  onSettled: () => setConfirmDelete(false),
                })
              }
            >
              {t('card.delete')}
            </Button>
          </>
        }
      >
        <p>{t('card.deleteText')}</p>
      </Modal>
    </div>
  );
}
