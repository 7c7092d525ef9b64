/**
 * The delivery details: each field named by its label and described by its error, the first wrong
 * field focused on submit, and a summary line announced when something needs fixing.
 */
import * as React from 'react';

import {
  EMPTY_CHECKOUT,
  checkoutErrors,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '@/components/sections/store/logic';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { StoreTexts } from '@/lib/store';

const FIELDS: { key: CheckoutField; label: keyof StoreTexts; autoComplete: string; type?: string }[] = [
  { key: 'name', label: 'fieldName', autoComplete: 'name' },
  { key: 'email', label: 'fieldEmail', autoComplete: 'email', type: 'email' },
  { key: 'address', label: 'fieldAddress', autoComplete: 'street-address' },
  { key: 'city', label: 'fieldCity', autoComplete: 'address-level2' },
  { key: 'zip', label: 'fieldZip', autoComplete: 'postal-code' },
];

export function CheckoutForm({
  texts,
  onSubmit,
  onBack,
}: {
  texts: StoreTexts;
  onSubmit: (values: CheckoutValues) => void;
  onBack: () => void;
}) {
  const [values, setValues] = React.useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = React.useState<CheckoutErrors>({});
  const base = React.useId();
  const id = (key: string) => `${base}-${key}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkoutErrors(values, texts);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.key]);
    if (first) {
      document.getElementById(id(first.key))?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={id('title')} className="space-y-4">
      <h3 id={id('title')} className="text-lg font-semibold">
        {texts.checkoutTitle}
      </h3>
      <div className="grid gap-4">
        {FIELDS.map((field) => {
          const error = errors[field.key];
          return (
            <div key={field.key} className="space-y-1.5">
              <Label htmlFor={id(field.key)}>{texts[field.label]}</Label>
              <Input
                id={id(field.key)}
                name={field.key}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(event) =>
                  setValues((previous) => ({ ...previous, [field.key]: event.target.value }))
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? id(`${field.key}-error`) : undefined}
              />
              {error ? (
                <p id={id(`${field.key}-error`)} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="space-y-1.5">
          <Label htmlFor={id('payment')}>{texts.fieldPayment}</Label>
          <NativeSelect
            id={id('payment')}
            name="payment"
            value={values.payment}
            onChange={(event) =>
              setValues((previous) => ({
                ...previous,
                payment: event.target.value as CheckoutValues['payment'],
              }))
            }
          >
            <option value="card">{texts.payCard}</option>
            <option value="cash">{texts.payCash}</option>
          </NativeSelect>
        </div>
      </div>
      <p role="alert" className="min-h-5 text-sm font-medium text-destructive">
        {Object.keys(errors).length > 0 ? texts.fixErrors : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{texts.placeOrder}</Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {texts.backToCart}
        </Button>
      </div>
    </form>
  );
}
