import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/utils/cn';
import { useFieldControl } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

export const inputClasses = cn(
  'h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3.5 text-[15px] text-fg sm:text-sm',
  'placeholder:text-fg-subtle shadow-[inset_0_1px_0_rgb(255_255_255/0.02)]',
  'transition-[border-color,box-shadow,background-color] duration-150',
  'hover:border-line-strong',
  'focus:border-accent focus:outline-none focus:ring-4 focus:ring-accent/15',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-2 read-only:text-fg-muted',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/15',
);

export function Input({ className, invalid, id, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-invalid={invalid || field?.invalid || undefined}
      aria-describedby={props['aria-describedby'] ?? field?.describedBy}
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}

export type PasswordInputProps = Omit<InputProps, 'type'>;

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pe-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 end-1 my-auto flex size-9 items-center justify-center rounded-lg text-fg-subtle transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
