import { pageBlock } from '@/lib/pagination';

type Props = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
};

/** Spec §2 pagination: 5 page buttons per block, previous and next block. */
export function Pagination({ page, totalPages, onPage, labels }: Props) {
  if (totalPages <= 1) return null;
  const block = pageBlock(page, totalPages);
  const button = 'min-w-10 rounded border border-slate-300 px-3 py-2 disabled:opacity-40';
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap justify-center gap-1">
      <button type="button" className={button} disabled={block.previous === null} onClick={() => block.previous && onPage(block.previous)}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{labels.previous}</span>
      </button>
      {block.pages.map((n) => (
        <button
          key={n}
          type="button"
          aria-label={labels.page(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`${button} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={button} disabled={block.next === null} onClick={() => block.next && onPage(block.next)}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">{labels.next}</span>
      </button>
    </nav>
  );
}
