/** The settings section: restore the sample data or erase everything, each behind a confirmation. */
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
}: {
  title: string;
  texts: DataSettingsTexts;
  onReset: () => void;
  onClear: () => void;
}) {
  return (
    <Panel id="settings" title={title}>
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
          <Confirmed
            label={texts.clearAll}
            question={texts.confirmClear}
            texts={texts}
            variant="ghost"
            onConfirm={onClear}
          />
        </div>
      </div>
    </Panel>
  );
}
