import { useTranslation } from 'react-i18next';
import { TextField, CheckboxField } from '@/components/ui/field';
import { useFieldError } from '@/components/ui/use-field-error';
import {
  CARD_NUMBER_MAX,
  EXPIRY_MAX,
  normalizeInput,
  SECURITY_CODE_MAX,
  HOLDER_MAX,
  type CardErrors,
  type CardField,
  type CardForm,
} from '@/features/purchase/card-rules';

type Props = {
  value: CardForm;
  errors: CardErrors;
  save: boolean;
  onChange: (field: CardField, value: string) => void;
  onSaveChange: (save: boolean) => void;
};

/**
 * The card entry form (spec §2, §5). Input is shaped as it is typed (digits only, MM/YY, capitals);
 * an edited field's error disappears at once; messages follow the language because they are keys.
 */
export function CardFormFields({ value, errors, save, onChange, onSaveChange }: Props) {
  const { t } = useTranslation('payment');
  const err = useFieldError(errors as Record<string, string>);
  const field = (name: CardField) => ({
    name,
    value: value[name],
    error: err(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, normalizeInput(name, e.target.value)),
  });
  return (
    <div>
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX}
        {...field('cardNumber')}
      />
      <TextField
        label={t('card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={EXPIRY_MAX}
        {...field('expiryDate')}
      />
      <TextField
        label={t('card.securityCode')}
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={SECURITY_CODE_MAX}
        {...field('securityCode')}
      />
      <TextField
        label={t('card.holder')}
        autoComplete="cc-name"
        autoCapitalize="characters"
        maxLength={HOLDER_MAX}
        hint={t('card.holderHint')}
        {...field('cardHolderName')}
      />
      <CheckboxField label={t('card.save')} checked={save} onChange={(e) => onSaveChange(e.target.checked)} />
    </div>
  );
}
