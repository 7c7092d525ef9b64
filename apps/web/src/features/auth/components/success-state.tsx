import type { ReactNode } from 'react';

/** The success animation after signing in or registering: a check drawn inside a pulsing ring. */
export function SuccessState({
  title,
  body,
  children,
}: {
  title: ReactNode;
  body?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-5 py-8 text-center animate-pop-in"
    >
      <div className="relative flex size-20 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-success/25 animate-ring-pulse" aria-hidden="true" />
        <span
          className="absolute inset-0 rounded-full border border-success/30 bg-success-soft"
          aria-hidden="true"
        />
        <svg viewBox="0 0 24 24" className="relative size-9 text-success" fill="none" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray="48"
            className="animate-check-draw"
          />
        </svg>
      </div>
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
        {body ? <p className="text-[15px] text-fg-muted">{body}</p> : null}
      </div>
      {children}
    </div>
  );
}
