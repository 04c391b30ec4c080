/** "Step 2 of 3" style progress for onboarding; the numbers are read out as text. */
export function StepProgress({ label, current, total }: { label: string; current: number; total: number }) {
  return (
    <div className="mb-4">
      <p className="text-sm text-slate-700">{label}</p>
      <div className="mt-1 flex gap-1" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded ${i < current ? 'bg-brand-600' : 'bg-slate-200'}`} />
        ))}
      </div>
    </div>
  );
}
