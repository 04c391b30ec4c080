import { useCallback, useState, type FormEvent } from 'react';

/** Field → message key (validation keys are named as in the spec: Emailrequired, …). */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

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
 * Submit handling shared by the forms: validate on submit, clear a field's error as soon as it is
 * edited (spec §5), move focus to the first invalid field so screen readers announce it.
 * `check` may answer later: the login door loads its schemas on first use (docs/decisions/0020).
 * No schema library here, so that a door can use it.
 */
export function useFormErrors<T>(
  check: (values: Record<string, string | boolean>) => Validation<T> | Promise<Validation<T>>,
  onValid: (data: T) => void,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const settle = (result: Validation<T>) => {
        if (result.ok) {
          setErrors({});
          onValid(result.data);
          return;
        }
        setErrors(result.errors);
        // The first invalid field as the customer reads the form, not in the schema's order.
        firstInvalid(form, result.errors)?.focus();
      };
      const result = check(readForm(form));
      if (result instanceof Promise) void result.then(settle);
      else settle(result);
    },
    [check, onValid],
  );
  /** Sets or clears one field's message, for checks that run before submit (e.g. on blur). */
  const setFieldError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => {
      if (current[name] === message) return current;
      const { [name]: _old, ...rest } = current;
      return message === undefined ? rest : { ...rest, [name]: message };
    });
  }, []);
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== name)) : current));
  }, []);
  return { errors, onSubmit, onChange, setFieldError };
}

/** The first element of the form, in document order, whose field has a message. */
export function firstInvalid(form: HTMLFormElement, errors: FieldErrors): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in errors) return element;
  }
  return undefined;
}
