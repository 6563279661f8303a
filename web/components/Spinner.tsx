interface SpinnerProps {
  size?: number;
  /** Announced to assistive technology; omit when a visible text says the same. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label, className }: SpinnerProps) {
  return (
    <span
      className={['spinner', className ?? ''].join(' ').trim()}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
