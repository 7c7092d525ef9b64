import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContracts } from '@/lib/contracts';
import { useSendEnterprise } from '../api/send-enterprise';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import { Honeypot, NativeSelect, Textarea } from './form-controls';
import { SuccessPanel } from './success-panel';

const initial = {
  firstName: '',
  lastName: '',
  workMail: '',
  country: '',
  companyName: '',
  companySize: '',
  jobTitle: '',
  howCanWeHelp: '',
  website: '',
};

type TextField = Exclude<keyof typeof initial, 'companySize' | 'howCanWeHelp' | 'website'>;

/** The enterprise sales form (content §3, §5): eight required fields, sent to the sales team. */
export function EnterpriseForm({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const form = useInquiryForm('EnterpriseRequest', initial, useSendEnterprise());
  const { values, errors, setValue } = form;
  const sizes = useContracts()?.COMPANY_SIZES ?? [];

  if (form.sent) {
    return (
      <SuccessPanel
        title={t('marketing.enterprise.successTitle', { name: form.sent.values.firstName.trim() })}
        body={t('marketing.enterprise.successBody', { email: form.sent.values.workMail.trim() })}
        againLabel={t('marketing.enterprise.sendAnother')}
        onAgain={form.reset}
      />
    );
  }

  const text = (field: TextField, props: { type?: string; autoComplete: string; placeholder?: string }) => (
    <Field label={t(`marketing.enterprise.form.${field}`)} error={errors[field]}>
      <Input
        name={field}
        required
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.type === 'email' ? 'email' : undefined}
        placeholder={props.placeholder}
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="relative flex flex-col gap-5">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('workMail', {
          type: 'email',
          autoComplete: 'work email',
          placeholder: t('marketing.enterprise.form.workMailPlaceholder'),
        })}
        {text('jobTitle', { autoComplete: 'organization-title' })}
        {text('companyName', { autoComplete: 'organization' })}
        <Field label={t('marketing.enterprise.form.companySize')} error={errors.companySize}>
          <NativeSelect
            name="companySize"
            required
            value={values.companySize}
            onChange={(event) => setValue('companySize', event.target.value)}
          >
            <option value="" disabled>
              {t('marketing.enterprise.form.companySizePlaceholder')}
            </option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t(`marketing.enterprise.sizes.${size}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {text('country', {
        autoComplete: 'country-name',
        placeholder: t('marketing.enterprise.form.countryPlaceholder'),
      })}
      <Field label={t('marketing.enterprise.form.howCanWeHelp')} error={errors.howCanWeHelp}>
        <Textarea
          name="howCanWeHelp"
          required
          rows={5}
          placeholder={t('marketing.enterprise.form.howCanWeHelpPlaceholder')}
          value={values.howCanWeHelp}
          onChange={(event) => setValue('howCanWeHelp', event.target.value)}
        />
      </Field>
      <Honeypot value={values.website} onChange={(value) => setValue('website', value)} />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        {aside}
        <Button type="submit" size="lg" loading={form.pending} loadingText={t('marketing.sending')}>
          {t('marketing.enterprise.form.submit')}
        </Button>
      </div>
    </form>
  );
}
