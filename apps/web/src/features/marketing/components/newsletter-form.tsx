import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import { Honeypot } from './form-controls';

/** The newsletter entry (content §2): one email field, answered in place. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useInquiryForm('NewsletterRequest', { email: '', website: '' }, useSubscribeNewsletter());
  const error = form.errors.email ?? form.formError;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold text-fg">{t('marketing.newsletter.title')}</h2>
        <p className="text-sm text-fg-muted">{t('marketing.newsletter.body')}</p>
      </div>
      {form.sent ? (
        <p role="status" className="animate-pop-in flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('marketing.newsletter.success')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void form.submit(event)}
          className="relative flex flex-col gap-2"
          aria-label={t('marketing.newsletter.title')}
        >
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('marketing.newsletter.email')}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('marketing.newsletter.placeholder')}
              value={form.values.email}
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => form.setValue('email', event.target.value)}
              className="h-10"
            />
            <Button
              type="submit"
              loading={form.pending}
              loadingText={t('marketing.newsletter.submitting')}
              className="min-[420px]:w-auto"
            >
              {t('marketing.newsletter.submit')}
            </Button>
          </div>
          <Honeypot value={form.values.website} onChange={(value) => form.setValue('website', value)} />
          {error ? (
            <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-[13px] text-danger">
              <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
