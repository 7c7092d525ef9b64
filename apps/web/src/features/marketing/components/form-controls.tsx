import type { Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFieldControl } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/utils/cn';

/** A multi-line input with the design system's look; takes its id and error wiring from the Field. */
export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const field = useFieldControl();
  return (
    <textarea
      ref={ref}
      id={props.id ?? field?.id}
      aria-invalid={field?.invalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(inputClasses, 'h-auto min-h-32 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}

/** The browser's own select (best on phones and with assistive technology), styled like the inputs. */
export function NativeSelect({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const field = useFieldControl();
  return (
    <div className="relative">
      <select
        id={props.id ?? field?.id}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        className={cn(inputClasses, 'cursor-pointer appearance-none pe-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute inset-y-0 end-3.5 my-auto size-4 text-fg-subtle"
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * The spam trap every form carries: a `website` field people never see or hear (clipped to nothing,
 * hidden from assistive technology, out of the tab order). Bots that fill it are accepted and quietly dropped.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {t('marketing.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
