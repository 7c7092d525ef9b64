/**
 * The onboarding wizard's rules (content §2, §4, §5) as plain functions: three steps, a first name
 * required after trimming to leave step 1 and to complete, an optional self-description that turns the
 * forward button into Skip, and the profile payload the wizard saves.
 */
import { DEFINITIONS } from '@atelier/contracts/constants';
import type { UpdateProfileRequest } from '@atelier/contracts';

export const ONBOARDING_STEPS = 3;
export type Step = 1 | 2 | 3;
export type Definition = (typeof DEFINITIONS)[number];
export { DEFINITIONS };

export interface WizardForm {
  name: string;
  definition: Definition | null;
}

export function hasName(form: Pick<WizardForm, 'name'>): boolean {
  return form.name.trim().length > 0;
}

/** "Step x of 3" as a whole percentage: 33, 67, 100. */
export function progressPercent(step: Step): number {
  return Math.round((step / ONBOARDING_STEPS) * 100);
}

export function canGoBack(step: Step): boolean {
  return step > 1;
}

export function canAdvance(step: Step, form: WizardForm): boolean {
  if (step === 1) return hasName(form);
  return step < ONBOARDING_STEPS;
}

/** The forward button's wording: Skip on step 2 until a self-description is chosen. */
export function forwardAction(step: Step, form: WizardForm): 'next' | 'skip' | 'complete' {
  if (step === ONBOARDING_STEPS) return 'complete';
  if (step === 2 && form.definition === null) return 'skip';
  return 'next';
}

export function nextStep(step: Step, form: WizardForm): Step {
  return canAdvance(step, form) ? ((step + 1) as Step) : step;
}

export function previousStep(step: Step): Step {
  return canGoBack(step) ? ((step - 1) as Step) : step;
}

export function canComplete(form: WizardForm, saving: boolean): boolean {
  return !saving && hasName(form);
}

/** What the profile call receives: the trimmed name, an empty last name, the definition only if chosen. */
export function profilePayload(form: WizardForm): UpdateProfileRequest {
  return {
    name: form.name.trim(),
    lastname: '',
    ...(form.definition ? { definition: form.definition } : {}),
  };
}

/** Where a signed-in visitor of /fill-name belongs: the wizard, or /chat once a name is stored. */
export function needsOnboarding(user: { name?: string | null } | null): boolean {
  return user !== null && !(user.name ?? '').trim();
}
