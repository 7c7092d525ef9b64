import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContracts } from '@/lib/contracts';
import { useSendContact } from '../api/send-contact';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import { Honeypot, NativeSelect, Textarea } from './form-controls';
import { SuccessPanel } from './success-panel';

const initial = { name: '', email: '', subject: '', message: '', website: '' };

/** The contact form (content §2, §3): name, email, subject and message, sent to the team. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useInquiryForm('ContactRequest', initial, useSendContact());
  const { values, errors, setValue } = form;
  // The route loads the contracts before showing the page; the list is theirs, not copied here.
  const subjects = useContracts()?.CONTACT_SUBJECTS ?? [];

  if (form.sent) {
    return (
      <SuccessPanel
        title={t('marketing.contact.successTitle')}
        body={t('marketing.contact.successBody', {
          name: form.sent.values.name.trim(),
          email: form.sent.values.email.trim(),
        })}
        againLabel={t('marketing.contact.sendAnother')}
        onAgain={form.reset}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="relative flex flex-col gap-5">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('marketing.contact.name')} error={errors.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            placeholder={t('marketing.contact.namePlaceholder')}
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
          />
        </Field>
        <Field label={t('marketing.contact.email')} error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('marketing.contact.emailPlaceholder')}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('marketing.contact.subject')} error={errors.subject}>
        <NativeSelect
          name="subject"
          required
          value={values.subject}
          onChange={(event) => setValue('subject', event.target.value)}
        >
          <option value="" disabled>
            {t('marketing.contact.subjectPlaceholder')}
          </option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`marketing.contact.subjects.${subject}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('marketing.contact.message')} error={errors.message}>
        <Textarea
          name="message"
          required
          rows={6}
          placeholder={t('marketing.contact.messagePlaceholder')}
          value={values.message}
          onChange={(event) => setValue('message', event.target.value)}
        />
      </Field>
      <Honeypot value={values.website} onChange={(value) => setValue('website', value)} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        loading={form.pending}
        loadingText={t('marketing.sending')}
      >
        {t('marketing.contact.submit')}
      </Button>
    </form>
  );
}
