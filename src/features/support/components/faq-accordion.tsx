import type { FaqItem } from '@/contract';
import { SafeHtml } from '@/components/ui/safe-html';

/** Spec §2 FAQ accordion. <details> opens by keyboard and announces its state without script. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="space-y-2">
      {items.map((item) => (
        <details key={item.id} className="group rounded-lg border border-slate-300">
          <summary className="cursor-pointer list-none px-4 py-3 font-medium group-open:border-b group-open:border-slate-200">
            <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
              ›
            </span>
            {item.question}
          </summary>
          <SafeHtml
            html={item.answer}
            className="px-4 py-3 text-sm text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
          />
        </details>
      ))}
    </div>
  );
}
