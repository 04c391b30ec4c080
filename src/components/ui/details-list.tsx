/**
 * Label–value pairs as a description list: screen readers announce each label with its value.
 * Long values (ICCID, APN names) may break anywhere, but only when they do not fit: `break-all`
 * split Vietnamese words mid-word even where they fitted.
 */
export function DetailsList({ rows, className = '' }: { rows: [label: string, value: string][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
