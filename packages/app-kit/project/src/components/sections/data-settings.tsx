/**
 * The settings section: restore the sample data or erase everything, each behind a confirmation, under
 * the app's own settings when it has some.
 */
import type * as React from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/sections/panel';
import type { DataTexts } from '@/lib/app-frame';

/** The texts it shows (noData is the charts'). */
export type DataSettingsTexts = Omit<DataTexts, 'noData'>;

function Confirmed({
  label,
  question,
  texts,
  variant,
  onConfirm,
}: {
  label: string;
  question: string;
  texts: DataSettingsTexts;
  variant: 'outline' | 'ghost';
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant={variant}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent aria-describedby={undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{texts.confirmYes}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DataSettings({
  title,
  texts,
  onReset,
  onClear,
  children,
}: {
  title: string;
  texts: DataSettingsTexts;
  onReset: () => void;
  /** Without it there is nothing of the visitor's own to erase, and no button for it. */
  onClear?: () => void;
  /** The app's own settings, shown above the data. */
  children?: React.ReactNode;
}) {
  return (
    <Panel id="settings" title={title}>
      {children ? <div className="mb-6">{children}</div> : null}
      <div className="space-y-4">
        <div>
          <h3 className="font-medium">{texts.dataTitle}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{texts.dataHint}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Confirmed
            label={texts.resetSample}
            question={texts.confirmReset}
            texts={texts}
            variant="outline"
            onConfirm={onReset}
          />
          {onClear ? (
            <Confirmed
              label={texts.clearAll}
              question={texts.confirmClear}
              texts={texts}
              variant="ghost"
              onConfirm={onClear}
            />
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
