/** A table's column headings: one row, a heading per column, each with the same class. */
export function ColumnHeads({
  names,
  className,
  cellClassName,
}: {
  names: readonly string[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={cellClassName}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
