import { PAGE_BLOCK } from '@/contract/payments';

/** The block of page buttons around `page` (spec §9: 5 per block) and the pages before and after it. */
export function pageBlock(
  page: number,
  totalPages: number,
  size = PAGE_BLOCK,
): { pages: number[]; previous: number | null; next: number | null } {
  const start = Math.floor((page - 1) / size) * size + 1;
  const end = Math.min(start + size - 1, totalPages);
  const pages = Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  return { pages, previous: start > 1 ? start - 1 : null, next: end < totalPages ? end + 1 : null };
}

/** Spec §4: cancelling the last item on a page above 1 moves to the previous page. */
export function pageAfterCancel(page: number, itemsOnPage: number): number {
  return itemsOnPage === 1 && page > 1 ? page - 1 : page;
}
