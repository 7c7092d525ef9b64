/**
 * The life of an inquiry form (contact, enterprise, newsletter): values, a check with the api's own
 * contracts schema before sending, the answer's 422 field messages beside their fields, any other
 * failure (429 too many requests, network) as one sentence, and the confirmation once it is sent.
 */
import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { InquiryResponse } from '@atelier/contracts';
import { isApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { useErrorText, type FormErrors } from '@/lib/errors';

export type InquirySchema = 'ContactRequest' | 'EnterpriseRequest' | 'NewsletterRequest';

type Values = Record<string, string> & { website: string };

export interface InquiryForm<V extends Values> {
  values: V;
  setValue: (field: keyof V & string, value: string) => void;
  errors: FormErrors;
  formError: string | null;
  pending: boolean;
  /** The answer once the team has the submission. */
  sent: { values: V; response: InquiryResponse } | null;
  submit: (event?: FormEvent) => Promise<void>;
  reset: () => void;
}

export function useInquiryForm<V extends Values, P>(
  schema: InquirySchema,
  initial: V,
  mutation: UseMutationResult<InquiryResponse, Error, P>,
): InquiryForm<V> {
  const errorText = useErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<InquiryForm<V>['sent']>(null);

  const setValue = (field: keyof V & string, value: string) => {
    // The schemas come with the contracts bundle: fetched once someone types, not when the form mounts
    // (the footer's newsletter form is on every page, and evaluating zod is a long task on a phone).
    void loadContracts().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    let contracts;
    try {
      contracts = await loadContracts();
    } catch (error) {
      setFormError(errorText.describe(error));
      return;
    }
    const parsed = contracts[schema].safeParse(values);
    if (!parsed.success) {
      setErrors(errorText.issues(parsed.error.issues, values));
      return;
    }
    setErrors({});
    const { website, ...rest } = parsed.data;
    const payload = (website ? { ...rest, website } : rest) as P;
    const submitted = values;
    mutation.mutate(payload, {
      onSuccess: (response) => setSent({ values: submitted, response }),
      onError: (error) => {
        if (isApiError(error) && error.isValidationError && error.errors) {
          setErrors(errorText.fields(error.errors));
        } else {
          setFormError(errorText.describe(error));
        }
      },
    });
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
    setSent(null);
    mutation.reset();
  };

  return { values, setValue, errors, formError, pending: mutation.isPending, sent, submit, reset };
}
