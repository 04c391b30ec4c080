import { Phrases } from './phrases';

/** The 3-step indicator of the recharge flow (spec §2); the current step is announced as such. */
export function Stepper({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  return (
    <ol aria-label={label} className="mb-6 flex gap-2 text-xs">
      {steps.map((step, index) => {
        const n = index + 1;
        return (
          <li
            key={step}
            aria-current={n === current ? 'step' : undefined}
            className={`flex-1 rounded border-t-4 pt-1 ${n <= current ? 'border-brand-600 font-semibold text-brand-700' : 'border-slate-200 text-slate-600'}`}
          >
            <Phrases text={`${n}. ${step}`} />
          </li>
        );
      })}
    </ol>
  );
}
