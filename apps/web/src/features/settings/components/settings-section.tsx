import type { ReactNode } from 'react';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <h3 className="text-[15px] font-semibold tracking-tight text-fg">{title}</h3>
        {description ? <p className="text-[13px] text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A labelled switch row for local preferences. */
export function PreferenceRow({
  id,
  title,
  description,
  control,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  control: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 px-4 py-3.5">
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium text-fg">{title}</span>
        {description ? <span className="text-[13px] text-fg-muted">{description}</span> : null}
      </label>
      {control}
    </div>
  );
}
