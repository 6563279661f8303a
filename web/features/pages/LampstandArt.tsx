import { useId } from 'react';

const ARMS = [56, 108, 160];
const CENTER = 220;
const TOP = 178;

/** The home hero's illustration: a seven-branched lampstand, its lamps alight. */
export function LampstandArt() {
  const id = useId();
  const glow = `${id}-glow`;
  const flame = `${id}-flame`;
  const metal = `${id}-metal`;
  const halo = `${id}-halo`;
  const lamps = [CENTER, ...ARMS.flatMap((r) => [CENTER - r, CENTER + r])];

  return (
    <svg
      className="lampstand-art"
      viewBox="0 0 440 460"
      role="img"
      aria-label="A lampstand with seven lamps alight"
    >
      <defs>
        <radialGradient id={halo}>
          <stop offset="0" stopColor="#f59e0b" stopOpacity="0.3" />
          <stop offset="0.45" stopColor="#f59e0b" stopOpacity="0.08" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={flame} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id={metal} x1="0" y1="150" x2="0" y2="440" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="0.45" stopColor="#d4a24c" />
          <stop offset="1" stopColor="#8a6a2f" />
        </linearGradient>
        <filter id={glow} x="-100%" y="-100%" width="300%" height="300%">
          <feGaussianBlur stdDeviation="7" />
        </filter>
      </defs>

      <circle cx={CENTER} cy={TOP - 8} r="170" fill={`url(#${halo})`} />

      <g fill="none" stroke={`url(#${metal})`} strokeWidth="9" strokeLinecap="round">
        {ARMS.map((r) => (
          <path key={r} d={`M${CENTER - r} ${TOP} A${r} ${r} 0 0 0 ${CENTER + r} ${TOP}`} />
        ))}
        <path d={`M${CENTER} ${TOP} V404`} />
      </g>
      <g fill={`url(#${metal})`}>
        {[TOP + 60, TOP + 112, TOP + 164].map((y) => (
          <ellipse key={y} cx={CENTER} cy={y} rx="11" ry="7" />
        ))}
        <path d={`M${CENTER - 62} 432 Q${CENTER} 388 ${CENTER + 62} 432 Z`} />
        <rect x={CENTER - 78} y="428" width="156" height="10" rx="5" />
      </g>

      {lamps.map((x) => (
        <g key={x}>
          <path
            d={`M${x - 17} ${TOP - 10}h34c0 9-7.6 15-17 15s-17-6-17-15Z`}
            fill={`url(#${metal})`}
          />
          <ellipse
            cx={x}
            cy={TOP - 34}
            rx="13"
            ry="20"
            fill="#f59e0b"
            opacity="0.75"
            filter={`url(#${glow})`}
          />
          <path
            className="lampstand-art__flame"
            d={`M${x} ${TOP - 60}c7 9 11.5 15.5 11.5 23 0 7-5.2 12-11.5 12s-11.5-5-11.5-12c0-7.5 4.5-14 11.5-23Z`}
            fill={`url(#${flame})`}
          />
          <path
            d={`M${x} ${TOP - 42}c3 4 5 6.5 5 9.5 0 3-2.2 5-5 5s-5-2-5-5c0-3 2-5.5 5-9.5Z`}
            fill="#fffbeb"
          />
        </g>
      ))}
    </svg>
  );
}
