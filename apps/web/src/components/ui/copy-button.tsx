import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import { Button } from './button';
import { Tooltip } from './tooltip';

export interface CopyButtonProps {
  value: string;
  /** Names the button and shows as its tooltip, e.g. "Copy API token". */
  label: string;
  /** Takes the label's place for two seconds after a copy. */
  copiedLabel: string;
  /** The error toast when the browser refuses the clipboard (no permission, insecure page). */
  failedMessage: string;
  /** Show the label as the button's text (and announce the copy) instead of an icon with a tooltip. */
  showLabel?: boolean;
  className?: string;
}

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedMessage,
  showLabel = false,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(failedMessage);
    }
  };

  const name = copied ? copiedLabel : label;
  const icon = copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />;
  if (showLabel) {
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          className={cn('[&_svg]:size-4', copied && 'text-success hover:text-success', className)}
          onClick={() => void copy()}
        >
          {icon}
          {name}
        </Button>
        <span role="status" className="sr-only">
          {copied ? copiedLabel : ''}
        </span>
      </>
    );
  }
  return (
    <Tooltip content={name}>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={name}
        className={cn('[&_svg]:size-4', copied && 'text-success hover:text-success', className)}
        onClick={() => void copy()}
      >
        {icon}
      </Button>
    </Tooltip>
  );
}
