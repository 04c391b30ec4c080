/** Spec §2 empty list: 'No Data Available' in the reader's language. */
export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{text}</p>;
}
