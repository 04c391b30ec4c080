/**
 * What a customer typed into a form whose request got no answer: the portal then shows
 * /networkerror (spec §8), and its Back must find the form as they left it. Held in this
 * tab's memory only, never in storage, and handed back once.
 */
const drafts = new Map<string, Record<string, string>>();

export function keepDraft(form: string, values: Record<string, string>) {
  drafts.set(form, values);
}

export function dropDraft(form: string) {
  drafts.delete(form);
}

/** The values kept for that form, once: the next visit starts empty again. */
export function takeDraft(form: string): Record<string, string> | undefined {
  const values = drafts.get(form);
  drafts.delete(form);
  return values;
}
