import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, PURPOSES, type Profile } from '@/contract';
import { countryOptions } from '@/lib/countries';
import { HTML_LANG, toSupportedLanguage } from '@/lib/language';
import { SelectField, TextField } from '@/components/ui/field';

/**
 * The personal fields registration asks for and the user information page edits (spec §2):
 * one component so both screens label, order and validate them alike.
 */
export function ProfileFields({ err, initial }: { err: (field: string) => string | undefined; initial?: Partial<Profile> | undefined }) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const lng = toSupportedLanguage(i18n.resolvedLanguage);
  const countries = useMemo(() => countryOptions(HTML_LANG[lng]), [lng]);
  return (
    <>
      <TextField
        label={t('fields.fullName')}
        name="full_name"
        autoComplete="name"
        defaultValue={initial?.full_name}
        error={err('full_name')}
      />
      <SelectField
        label={t('fields.purpose')}
        name="purpose_of_use"
        placeholder={t('common:actions.choose')}
        options={PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
        defaultValue={initial?.purpose_of_use}
        error={err('purpose_of_use')}
      />
      <SelectField
        label={t('fields.nationality')}
        name="nationality"
        placeholder={t('common:actions.choose')}
        options={countries}
        defaultValue={initial?.nationality}
        error={err('nationality')}
      />
      <SelectField
        label={t('fields.gender')}
        name="gender"
        placeholder={t('common:actions.choose')}
        options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        defaultValue={initial?.gender}
        error={err('gender')}
      />
      <TextField
        label={t('fields.birthday')}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        defaultValue={initial?.date_of_birth}
        error={err('date_of_birth')}
      />
      <TextField
        label={t('fields.affiliation')}
        name="affiliation"
        autoComplete="organization"
        maxLength={30}
        hint={t('register.affiliationHint')}
        defaultValue={initial?.affiliation}
        error={err('affiliation')}
      />
    </>
  );
}
