import { useTranslation } from 'react-i18next';
import type common from '@locales/en/common.json';
import type { FieldErrors } from '@/lib/form-state';

export type ValidationKey = keyof typeof common.validation;

/** Turns the validation keys of a form (spec §5 names) into text in the current language. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation('common');
  return (field: string): string | undefined => {
    const key = errors[field] as ValidationKey | undefined;
    return key ? t(`validation.${key}`) : undefined;
  };
}
