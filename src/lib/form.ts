import { useCallback, useState, type FormEvent } from 'react';
import * as v from 'valibot';

/** Field → message key (validation keys are named as in the spec: Emailrequired, …). */
export type FieldErrors = Record<string, string>;

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

/** Reads a form as a plain object: checkboxes become booleans, everything else strings. */
export function readForm(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name) continue;
    values[element.name] = element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/**
 * Submit handling shared by the account forms: validate on submit, clear a field's error as soon as
 * it is edited (spec §5), move focus to the first invalid field so screen readers announce it.
 */
export function useValidatedForm<S extends v.GenericSchema>(schema: S, onValid: (data: v.InferOutput<S>) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = validate(schema, readForm(form));
      if (result.ok) {
        setErrors({});
        onValid(result.data);
        return;
      }
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    },
    [schema, onValid],
  );
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== name)) : current));
  }, []);
  return { errors, onSubmit, onChange };
}
