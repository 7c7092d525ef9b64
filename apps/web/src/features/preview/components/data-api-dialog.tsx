/**
 * The Connect dialog, opened from the preview toolbar or the chat's project_success card: the project's
 * data API (docs/data-api.md) with its address, the publishable key apps ship, the secret token (masked
 * until asked), each collection's rule (docs/security.md), the limits, ready-to-run examples and the
 * owner's key and token rotation.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff, Plug, RefreshCw, TriangleAlert } from 'lucide-react';
import type { DataCollectionRule, DataRule } from '@atelier/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import { loadContracts, useContracts, type Contracts } from '@/lib/contracts';
import { useErrorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/stores/toast-store';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { useDataSettings } from '../api/get-data-settings';
import { useRotatePublishableKey } from '../api/rotate-publishable-key';
import { useRotateProjectToken } from '../api/rotate-token';
import { useUpdateDataRules } from '../api/update-data-rules';
import { useTextSection } from '../hooks/use-text-section';
import type { WorkspaceProject } from '../types';
import { IconButton } from './icon-button';

const MASK = '•'.repeat(24);

export interface DataApiButtonProps {
  project: WorkspaceProject;
  conversationId: string;
}

/** The toolbar button and the dialog it opens. */
export function DataApiButton({ project, conversationId }: DataApiButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('preview.dataApi.openHint')}>
        <Button
          variant="ghost"
          size="xs"
          aria-haspopup="dialog"
          className="px-2 [&_svg]:size-4"
          onClick={() => setOpen(true)}
        >
          <Plug aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('preview.dataApi.open')}</span>
        </Button>
      </Tooltip>
      <DataApiDialog project={project} conversationId={conversationId} open={open} onOpenChange={setOpen} />
    </>
  );
}

export interface DataApiDialogProps extends DataApiButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Connect dialog on its own, for any button that opens it (the toolbar's, the project_success card's). */
export function DataApiDialog({ project, conversationId, open, onOpenChange }: DataApiDialogProps) {
  // Opened from the chat, the dialog may come before the preview panel has loaded its texts.
  const textsReady = useTextSection('preview');
  // A rotation answered here is newer than the metadata until the conversation query catches up.
  const [rotated, setRotated] = useState<{ projectId: number; was: string | null; token: string } | null>(
    null,
  );
  const token =
    rotated && rotated.projectId === project.id && rotated.was === project.token
      ? rotated.token
      : project.token;

  return (
    <Dialog open={open && textsReady} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DataApiDetails
          key={project.id}
          project={project}
          token={token}
          conversationId={conversationId}
          onRotated={(next) => setRotated({ projectId: project.id, was: project.token, token: next })}
        />
      </DialogContent>
    </Dialog>
  );
}

function DataApiDetails({
  project,
  token,
  conversationId,
  onRotated,
}: {
  project: WorkspaceProject;
  token: string | null;
  conversationId: string;
  onRotated: (token: string) => void;
}) {
  const { t } = useTranslation();
  const { describe, forCode } = useErrorText();
  const contracts = useContracts();
  const [loadFailed, setLoadFailed] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [fresh, setFresh] = useState(false);
  const [confirming, setConfirming] = useState<'token' | 'key' | null>(null);
  const [freshKey, setFreshKey] = useState(false);
  const rotate = useRotateProjectToken({ projectId: project.id, conversationId });
  const rotateKey = useRotatePublishableKey({ projectId: project.id, conversationId });
  const settings = useDataSettings(project.id);

  useEffect(() => {
    if (contracts || loadFailed) return;
    loadContracts().catch(() => setLoadFailed(true));
  }, [contracts, loadFailed]);

  const confirmRotate = async () => {
    try {
      const answer = await rotate.mutateAsync();
      onRotated(answer.data.token);
      setFresh(true);
      setRevealed(true);
      toast.success(forCode('PROJECT_TOKEN_ROTATED', answer.message));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const confirmRotateKey = async () => {
    try {
      const answer = await rotateKey.mutateAsync();
      setFreshKey(true);
      toast.success(forCode('PUBLISHABLE_KEY_ROTATED', answer.message));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const rotation = (
    <section
      aria-labelledby="data-api-rotate"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2/50 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-start">
        <h3 id="data-api-rotate" className="text-sm font-medium text-fg">
          {t('preview.dataApi.rotateTitle')}
        </h3>
        <p className="text-[13px] leading-relaxed text-fg-muted">{t('preview.dataApi.rotateHint')}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={rotate.isPending}
        onClick={() => setConfirming('token')}
        className="self-start sm:self-center"
      >
        <RefreshCw className="size-3.5" aria-hidden="true" />
        {t('preview.dataApi.rotate')}
      </Button>
    </section>
  );

  const keyRotation = (
    <Button
      variant="ghost"
      size="xs"
      loading={rotateKey.isPending}
      onClick={() => setConfirming('key')}
      className="shrink-0"
    >
      <RefreshCw className="size-3.5" aria-hidden="true" />
      {t('preview.dataApi.rotateKey')}
    </Button>
  );

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-3 pe-10">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Plug className="size-4" aria-hidden="true" />
          </span>
          <DialogTitle>{t('preview.dataApi.title')}</DialogTitle>
        </div>
        <DialogDescription className="text-start">{t('preview.dataApi.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-6">
        {contracts && settings.data ? (
          <Details
            contracts={contracts}
            project={project}
            token={token}
            publishableKey={settings.data.publishable_key}
            collections={settings.data.collections}
            revealed={revealed}
            fresh={fresh}
            freshKey={freshKey}
            onToggleReveal={() => setRevealed((value) => !value)}
            rotation={rotation}
            keyRotation={keyRotation}
          />
        ) : loadFailed || settings.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-fg-muted" role="alert">
            {t('preview.dataApi.loadFailed')}
            <Button
              variant="secondary"
              size="xs"
              onClick={() => {
                setLoadFailed(false);
                if (settings.isError) void settings.refetch();
              }}
            >
              {t('preview.dataApi.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label={t('preview.dataApi.loading')} />
          </div>
        )}
      </DialogBody>
      <DialogFooter className="border-t border-line pt-4">
        <DialogClose asChild>
          <Button variant="secondary">{t('preview.dataApi.close')}</Button>
        </DialogClose>
      </DialogFooter>
      <ConfirmDialog
        open={confirming === 'token'}
        onOpenChange={(open) => setConfirming(open ? 'token' : null)}
        tone="danger"
        icon={<RefreshCw className="size-5" />}
        title={t('preview.dataApi.confirmTitle')}
        description={t('preview.dataApi.confirmBody')}
        confirmLabel={t('preview.dataApi.confirmAction')}
        onConfirm={confirmRotate}
      />
      <ConfirmDialog
        open={confirming === 'key'}
        onOpenChange={(open) => setConfirming(open ? 'key' : null)}
        tone="danger"
        icon={<RefreshCw className="size-5" />}
        title={t('preview.dataApi.confirmKeyTitle')}
        description={t('preview.dataApi.confirmKeyBody')}
        confirmLabel={t('preview.dataApi.rotateKey')}
        onConfirm={confirmRotateKey}
      />
    </>
  );
}

function Details({
  contracts,
  project,
  token,
  publishableKey,
  collections,
  revealed,
  fresh,
  freshKey,
  onToggleReveal,
  rotation,
  keyRotation,
}: {
  contracts: Contracts;
  project: WorkspaceProject;
  token: string | null;
  publishableKey: string;
  collections: DataCollectionRule[];
  revealed: boolean;
  fresh: boolean;
  freshKey: boolean;
  onToggleReveal: () => void;
  /** Rotation sits by the token, so its outcome shows where the eye already is. */
  rotation: ReactNode;
  keyRotation: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { DATA_LIMITS, dataApiBase, dataApiExamples } = contracts;
  // The web is served by the api (APP_URL), and Vite proxies /api in development: this origin answers.
  const origin = window.location.origin;
  const base = dataApiBase(origin, project.uuid);
  // Browser code gets the publishable key; the server examples name the secret only as a variable.
  const examples = dataApiExamples(origin, { uuid: project.uuid, publishable_key: publishableKey });
  const shown = (text: string) => (token && !revealed ? text.split(token).join(MASK) : text);

  const number = new Intl.NumberFormat(language);
  const size = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  const limits = [
    {
      label: t('preview.dataApi.limits.recordSize'),
      value: size(DATA_LIMITS.maxRecordBytes / 1024, 'kilobyte'),
    },
    { label: t('preview.dataApi.limits.records'), value: number.format(DATA_LIMITS.maxRecords) },
    {
      label: t('preview.dataApi.limits.storage'),
      value: size(DATA_LIMITS.maxTotalBytes / (1024 * 1024), 'megabyte'),
    },
    { label: t('preview.dataApi.limits.collections'), value: number.format(DATA_LIMITS.maxCollections) },
    {
      label: t('preview.dataApi.limits.requests'),
      value: t('preview.dataApi.perMinute', { value: number.format(DATA_LIMITS.requestsPerMinute) }),
    },
    {
      label: t('preview.dataApi.limits.visitorRequests'),
      value: t('preview.dataApi.perMinute', {
        value: number.format(DATA_LIMITS.visitorRequestsPerMinute),
      }),
    },
    {
      label: t('preview.dataApi.limits.visitorRecords'),
      value: t('preview.dataApi.perDay', { value: number.format(DATA_LIMITS.visitorRecordsPerDay) }),
    },
  ];
  const samples = [
    { id: 'create', label: t('preview.dataApi.examples.create'), text: examples.create },
    { id: 'list', label: t('preview.dataApi.examples.list'), text: examples.list },
    { id: 'fetch', label: t('preview.dataApi.examples.fetch'), text: examples.fetch },
  ];

  return (
    <>
      <dl className="flex flex-col gap-4">
        <Field label={t('preview.dataApi.baseUrl')}>
          <Value text={base} />
          <CopyValue value={base} what={t('preview.dataApi.baseUrl')} />
        </Field>
        <Field
          label={t('preview.dataApi.publishableKey')}
          hint={t('preview.dataApi.publishableKeyHint')}
          badge={freshKey ? <Badge tone="success">{t('preview.dataApi.newToken')}</Badge> : null}
        >
          <Value text={publishableKey} testId="data-api-publishable-key" />
          <CopyValue value={publishableKey} what={t('preview.dataApi.publishableKey')} />
          {keyRotation}
        </Field>
        <Field
          label={t('preview.dataApi.token')}
          hint={t('preview.dataApi.tokenHint')}
          badge={fresh ? <Badge tone="success">{t('preview.dataApi.newToken')}</Badge> : null}
        >
          {token ? (
            <>
              <Value text={revealed ? token : MASK} testId="data-api-token" />
              <IconButton
                label={revealed ? t('preview.dataApi.hideToken') : t('preview.dataApi.showToken')}
                icon={revealed ? <EyeOff /> : <Eye />}
                pressed={revealed}
                onClick={onToggleReveal}
              />
              <CopyValue value={token} what={t('preview.dataApi.token')} />
            </>
          ) : (
            <p className="min-w-0 flex-1 text-sm text-fg-muted">{t('preview.dataApi.noToken')}</p>
          )}
        </Field>
      </dl>
      {rotation}

      <RulesSection
        projectId={project.id}
        rules={contracts.DATA_RULES}
        unsafe={contracts.UNSAFE_DATA_RULES}
        collections={collections}
      />

      <section aria-labelledby="data-api-limits" className="flex flex-col gap-2.5">
        <h3 id="data-api-limits" className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">
          {t('preview.dataApi.limitsTitle')}
        </h3>
        <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2">
          {limits.map((limit) => (
            <div
              key={limit.label}
              className="flex items-center justify-between gap-3 bg-surface px-3 py-2 sm:odd:last:col-span-2"
            >
              <dt className="text-[13px] text-fg-muted">{limit.label}</dt>
              <dd className="text-[13px] font-medium text-fg tabular-nums">{limit.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="data-api-examples" className="flex flex-col gap-3">
        <h3 id="data-api-examples" className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">
          {t('preview.dataApi.examplesTitle')}
        </h3>
        {samples.map((sample) => (
          <figure key={sample.id} className="flex min-w-0 flex-col gap-1.5">
            <figcaption className="flex items-center justify-between gap-2">
              <span className="text-[13px] font-medium text-fg-muted">{sample.label}</span>
              <CopyValue value={sample.text} what={sample.label} />
            </figcaption>
            <pre
              dir="ltr"
              data-testid={`data-api-example-${sample.id}`}
              className="max-h-56 overflow-auto rounded-xl border border-line bg-canvas/70 px-3 py-2.5 text-start font-mono text-[12px] leading-relaxed whitespace-pre text-fg"
            >
              <code>{shown(sample.text)}</code>
            </pre>
          </figure>
        ))}
      </section>
    </>
  );
}

/** Each collection's rule, with a select to change it; the unsafe choice says so. */
function RulesSection({
  projectId,
  rules,
  unsafe,
  collections,
}: {
  projectId: number;
  rules: readonly DataRule[];
  unsafe: readonly DataRule[];
  collections: DataCollectionRule[];
}) {
  const { t } = useTranslation();
  const { describe, forCode } = useErrorText();
  const update = useUpdateDataRules(projectId);
  const id = useId();

  const change = async (collection: string, rule: DataRule) => {
    try {
      const answer = await update.mutateAsync({ [collection]: rule });
      toast.success(forCode('DATA_RULES_UPDATED', answer.message));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  return (
    <section aria-labelledby={`${id}-rules`} className="flex flex-col gap-2.5">
      <h3 id={`${id}-rules`} className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">
        {t('preview.dataApi.rulesTitle')}
      </h3>
      <p className="text-[13px] leading-relaxed text-fg-muted">{t('preview.dataApi.rulesHint')}</p>
      {collections.length === 0 ? (
        <p className="text-[13px] text-fg-muted">{t('preview.dataApi.noCollections')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {collections.map((item) => {
            const selectId = `${id}-${item.collection}`;
            const risky = unsafe.includes(item.rule);
            return (
              <li key={item.collection} className="flex flex-col gap-1.5 px-3 py-2.5">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <label
                    htmlFor={selectId}
                    dir="ltr"
                    className="flex min-w-0 flex-1 items-center gap-2 text-start font-mono text-[13px] text-fg"
                  >
                    <span className="truncate">{item.collection}</span>
                    {item.explicit ? null : <Badge tone="neutral">{t('preview.dataApi.defaultRule')}</Badge>}
                  </label>
                  <select
                    id={selectId}
                    value={item.rule}
                    disabled={update.isPending}
                    aria-label={t('preview.dataApi.ruleLabel', { collection: item.collection })}
                    aria-invalid={risky || undefined}
                    onChange={(event) => void change(item.collection, event.target.value as DataRule)}
                    className={cn(inputClasses, 'h-9 sm:w-72')}
                  >
                    {rules.map((rule) => (
                      <option key={rule} value={rule}>
                        {unsafe.includes(rule)
                          ? t('preview.dataApi.unsafeOption', { rule: t(`preview.dataApi.rules.${rule}`) })
                          : t(`preview.dataApi.rules.${rule}`)}
                      </option>
                    ))}
                  </select>
                </div>
                {risky ? (
                  <p role="note" className="flex items-start gap-1.5 text-[13px] text-danger">
                    <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    {t('preview.dataApi.unsafeWarning', { collection: item.collection })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Field({
  label,
  hint,
  badge,
  children,
}: {
  label: string;
  hint?: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-fg-muted">
        {label}
        {badge}
      </dt>
      <dd className="flex min-w-0 items-center gap-1 rounded-xl border border-line bg-surface-2/60 py-1 ps-3 pe-1">
        {children}
      </dd>
      {hint ? <dd className="text-[12px] leading-relaxed text-fg-subtle">{hint}</dd> : null}
    </div>
  );
}

/** Addresses and tokens read left to right in every language. */
function Value({ text, testId }: { text: string; testId?: string }) {
  return (
    <span
      dir="ltr"
      data-testid={testId}
      title={text}
      className="min-w-0 flex-1 truncate text-start font-mono text-[13px] text-fg"
    >
      {text}
    </span>
  );
}

/** The shared copy button, worded for the data API. */
function CopyValue({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton
      value={value}
      label={t('preview.dataApi.copy', { what })}
      copiedLabel={t('preview.dataApi.copied')}
      failedMessage={t('preview.dataApi.copyFailed')}
    />
  );
}
