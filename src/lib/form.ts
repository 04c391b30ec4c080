import { useCallback } from 'react';
import * as v from 'valibot';
import { useFormErrors, type FieldErrors } from './form-state';

export function validate<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, data: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The account forms: their schema checks on submit (lib/form-state.ts for the rest). */
export function useValidatedForm<S extends v.GenericSchema>(schema: S, onValid: (data: v.InferOutput<S>) => void) {
  const check = useCallback((values: unknown) => validate(schema, values), [schema]);
  return useFormErrors(check, onValid);
}
