/** Marks of the share networks not in the design system's brand icons. Decorative: always paired with text. */
import { cn } from '@/utils/cn';

interface IconProps {
  className?: string;
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-[18px]', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19.5v-6.2h2.1l.3-2.5h-2.4V9.3c0-.7.2-1.2 1.2-1.2h1.3V5.9a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2v1.8H8.8v2.5h2.1v6.2h2.5Z"
      />
    </svg>
  );
}

export function WhatsAppIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-[18px]', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#25D366" />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M12 5.6a6.4 6.4 0 0 0-5.5 9.7l-.9 3.2 3.3-.9A6.4 6.4 0 1 0 12 5.6Z"
      />
      <path
        fill="#fff"
        d="M9.9 9c.2 0 .4 0 .5.4l.6 1.3c0 .2 0 .3-.1.4l-.4.5c-.1.1-.1.3 0 .4.3.6 1.3 1.6 2 1.9.1.1.3.1.4 0l.5-.6c.1-.2.3-.2.4-.1l1.3.6c.2.1.3.2.3.3 0 .5-.2 1.1-.8 1.4-.5.3-1.2.4-2.6-.2a7 7 0 0 1-3-2.7c-.5-.8-.6-1.5-.4-2.1.2-.8.8-1.4 1.3-1.4Z"
      />
    </svg>
  );
}

export function TelegramIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-[18px]', className)} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#229ED9" />
      <path
        fill="#fff"
        d="M5.4 11.8 16.9 7.3c.6-.2 1.1.1.9 1l-2 9.2c-.1.7-.5.8-1 .5l-2.9-2.1-1.4 1.4c-.2.2-.3.3-.6.3l.2-3 5.4-4.9c.2-.2 0-.3-.4-.1l-6.7 4.2-2.9-.9c-.6-.2-.6-.6.1-.9Z"
      />
    </svg>
  );
}
