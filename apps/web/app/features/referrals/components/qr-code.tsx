/**
 * A QR code drawn from its modules (rows of `1` dark, `0` light, encoded by the server), as one
 * SVG path: crisp at any size, no script or image request.
 */
export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length;
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') d += `M${x} ${y}h1v1h-1z`;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="size-40 rounded-xl bg-white ring-1 ring-ink-200"
      shapeRendering="crispEdges"
    >
      <path d={d} fill="#1f2328" />
    </svg>
  );
}
