import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiveGStatus } from '@/contract';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { fiveGState } from '@/features/five-g/model';

type Props = { status: FiveGStatus; onAdd: () => void; adding: boolean; error: unknown; added: boolean };

/** Spec §2, §4 5G option: already added, pending, or the add button behind a confirmation. */
export function FiveGOption({ status, onAdd, adding, error, added }: Props) {
  const { t } = useTranslation(['fiveG', 'common']);
  const [confirming, setConfirming] = useState(false);
  const state = fiveGState(status);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('lead')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t('free')}</li>
        <li>{t('no3g')}</li>
        <li>{t('noCancel')}</li>
      </ul>
      <div role="status" className="rounded-lg border border-slate-200 p-3 font-medium">
        {t(`state.${state}`)}
      </div>
      {/* A request is not yet the option: "added" only once the line has it. */}
      {/* Focused: the Add button is gone once the request is made, and the dialog that asked has closed. */}
      {added && (
        <FocusedAlert tone="success" trigger={added}>
          {t(state === 'added' ? 'addedMessage' : 'requestedMessage')}
        </FocusedAlert>
      )}
      <ApiErrorAlert error={error} />
      {state === 'not-added' && (
        <Button needsConnection onClick={() => setConfirming(true)} disabled={adding}>
          {t('add')}
        </Button>
      )}
      <Modal
        open={confirming}
        title={t('confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              needsConnection
              disabled={adding}
              onClick={() => {
                setConfirming(false);
                onAdd();
              }}
            >
              {adding ? t('common:actions.processing') : t('confirm')}
            </Button>
          </>
        }
      >
        <p>{t('confirmText')}</p>
      </Modal>
    </div>
  );
}
