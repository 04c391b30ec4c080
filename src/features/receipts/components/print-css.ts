/**
 * Print: only the receipt, on one A4 page, and only once it was issued with the Print button (the
 * count lives on the server). Rendered with the screen, so none of it is in the first load.
 */
export const RECEIPT_PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  .receipt-issued, .receipt-issued * { visibility: visible; }
  .receipt-issued { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; }
  .receipt-issued .receipt-sheet { box-shadow: none; border: 0; max-width: none; padding: 0; }
  .receipt-print-hint { display: block !important; visibility: visible; position: absolute; inset: 0 auto auto 0; }
  .receipt-issued ~ .receipt-print-hint, body:has(.receipt-issued) .receipt-print-hint { display: none !important; }
}
`;
