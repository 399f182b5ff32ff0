/**
 * A drawing of a floor plan with booked and free tables: decoration only (hidden from assistive
 * technology), inline SVG so that it costs no request and paints with the first HTML.
 */
export function HeroIllustration() {
  const tables = [
    { x: 40, y: 40, w: 70, booked: true },
    { x: 150, y: 40, w: 70, booked: false },
    { x: 260, y: 40, w: 100, booked: true },
    { x: 40, y: 150, w: 100, booked: false },
    { x: 190, y: 150, w: 70, booked: true },
    { x: 290, y: 150, w: 70, booked: false },
  ];
  return (
    <svg
      viewBox="0 0 400 260"
      aria-hidden="true"
      focusable="false"
      className="hidden w-full max-w-md justify-self-center rounded-2xl border border-border bg-card shadow-lg md:block"
    >
      <rect x="12" y="12" width="376" height="236" rx="14" fill="none" stroke="#e5e0d6" strokeWidth="2" />
      {tables.map((table) => (
        <g key={`${table.x}-${table.y}`}>
          <rect
            x={table.x}
            y={table.y}
            width={table.w}
            height="60"
            rx="10"
            fill={table.booked ? "#d4a72c" : "#f3efe4"}
            stroke={table.booked ? "#7a5c00" : "#8c8579"}
            strokeWidth="2"
          />
          <circle cx={table.x + table.w / 2} cy={table.y - 10} r="6" fill="#8c8579" />
          <circle cx={table.x + table.w / 2} cy={table.y + 70} r="6" fill="#8c8579" />
        </g>
      ))}
    </svg>
  );
}
