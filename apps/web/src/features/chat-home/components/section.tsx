import type { ReactNode } from 'react';

export function HomeSection({
  id,
  title,
  description,
  aside,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id={id} className="text-lg font-semibold tracking-tight text-fg">
            {title}
          </h2>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
