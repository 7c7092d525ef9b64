import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface SuccessPanelProps {
  title: string;
  body: ReactNode;
  againLabel: string;
  onAgain: () => void;
}

/** What a form becomes once the team has it: a calm confirmation and a way to send another. */
export function SuccessPanel({ title, body, againLabel, onAgain }: SuccessPanelProps) {
  return (
    <div role="status" className="animate-pop-in flex flex-col items-center gap-4 px-2 py-10 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl border border-success/20 bg-success-soft text-success">
        <CircleCheck className="size-7" aria-hidden="true" />
      </div>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h2 className="text-xl font-semibold tracking-tight text-fg">{title}</h2>
        <p className="text-sm leading-relaxed text-fg-muted">{body}</p>
      </div>
      <Button variant="secondary" onClick={onAgain} className="mt-2">
        {againLabel}
      </Button>
    </div>
  );
}
