import { createContext, useContext, useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@/utils/cn';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Inputs inside a Field take its id, aria-invalid and aria-describedby from here. */
export function useFieldControl() {
  return useContext(FieldContext);
}

export interface LabelProps {
  htmlFor?: string;
  children: ReactNode;
  className?: string;
}

export function Label({ htmlFor, children, className }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={cn('text-[13px] font-medium text-fg', className)}>
      {children}
    </label>
  );
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  aside?: ReactNode;
  className?: string;
  id?: string;
}

export function Field({ label, children, error, hint, aside, className, id: givenId }: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
        {children}
        {error ? (
          <p id={errorId} className="flex items-start gap-1.5 text-[13px] leading-snug text-danger">
            <CircleAlert className="mt-px size-3.5" aria-hidden="true" />
            <span>{error}</span>
          </p>
        ) : null}
        {hint && !error ? (
          <p id={hintId} className="text-[13px] leading-snug text-fg-subtle">
            {hint}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
