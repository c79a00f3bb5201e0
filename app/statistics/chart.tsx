/**
 * A bar chart drawn on the server as SVG: readable without JavaScript, and to a screen reader
 * through its title and description (the same numbers stand in the table beside it).
 */
export function WeekChart({ id, title, labels, values }: { id: string; title: string; labels: string[]; values: number[] }) {
  const width = 360;
  const height = 160;
  const top = 16;
  const bottom = 24;
  const max = Math.max(1, ...values);
  const slot = width / values.length;
  const bar = slot * 0.6;
  const description = labels.map((label, i) => `${label}: ${values[i]}`).join(", ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-md text-forest-700"
    >
      <title id={`${id}-title`}>{`${title}, per vecka`}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="currentColor" strokeWidth={1} />
      {values.map((value, i) => {
        const barHeight = ((height - top - bottom) * value) / max;
        const x = i * slot + (slot - bar) / 2;
        const y = height - bottom - barHeight;
        return (
          <g key={labels[i]}>
            <rect x={x} y={y} width={bar} height={barHeight} fill="currentColor" />
            <text x={x + bar / 2} y={y - 3} textAnchor="middle" fontSize={11} fill="#1f2a24">
              {value}
            </text>
            <text x={x + bar / 2} y={height - 8} textAnchor="middle" fontSize={11} fill="#1f2a24">
              {labels[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
