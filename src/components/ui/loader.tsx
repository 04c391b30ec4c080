export function Loader({ label }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-8">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span className="sr-only">{label ?? '…'}</span>
    </div>
  );
}
