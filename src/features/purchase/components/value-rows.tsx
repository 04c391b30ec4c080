/**
 * Label–value pairs of an order or a card, one row each (a description list). Each row on its own: in
 * a two-column grid the widest label (Vietnamese "Ngày hết hạn (MM/YY)", "Phương thức thanh toán")
 * left the values too narrow at 320–360 px, and "Visa **** 1111", the holder's name and the order
 * number broke over two lines. Here a value that does not fit beside its label moves whole to the
 * next line, and breaks only if it does not fit there either.
 */
export function ValueRows({ rows, className = '' }: { rows: [label: string, value: string][]; className?: string }) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="ml-auto text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
