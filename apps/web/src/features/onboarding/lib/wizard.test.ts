import { describe, expect, it } from 'vitest';
import { homeAfterSignIn } from '@/config/paths';
import {
  canAdvance,
  canComplete,
  canGoBack,
  forwardAction,
  needsOnboarding,
  nextStep,
  previousStep,
  profilePayload,
  progressPercent,
} from './wizard';

const named = { name: 'Ada', definition: null };
const blank = { name: '   ', definition: null };

describe('onboarding wizard rules (content §2, §4, §5)', () => {
  it('reports progress as a whole percentage of three steps', () => {
    expect([progressPercent(1), progressPercent(2), progressPercent(3)]).toEqual([33, 67, 100]);
  });

  it('keeps step 1 until the trimmed first name is non-empty', () => {
    expect(canAdvance(1, blank)).toBe(false);
    expect(nextStep(1, blank)).toBe(1);
    expect(canAdvance(1, { name: ' Ada ', definition: null })).toBe(true);
    expect(nextStep(1, named)).toBe(2);
  });

  it('lets step 2 be skipped and stops at step 3', () => {
    expect(nextStep(2, named)).toBe(3);
    expect(nextStep(2, { ...named, definition: 'developer' })).toBe(3);
    expect(canAdvance(3, named)).toBe(false);
    expect(nextStep(3, named)).toBe(3);
  });

  it('has no previous step on step 1', () => {
    expect(canGoBack(1)).toBe(false);
    expect(previousStep(1)).toBe(1);
    expect(canGoBack(2)).toBe(true);
    expect(previousStep(3)).toBe(2);
  });

  it('reads Skip on step 2 only until a self-description is chosen', () => {
    expect(forwardAction(1, named)).toBe('next');
    expect(forwardAction(2, named)).toBe('skip');
    expect(forwardAction(2, { ...named, definition: 'student' })).toBe('next');
    expect(forwardAction(3, named)).toBe('complete');
  });

  it('allows completing only with a name and while not already saving', () => {
    expect(canComplete(named, false)).toBe(true);
    expect(canComplete(named, true)).toBe(false);
    expect(canComplete(blank, false)).toBe(false);
  });

  it('saves the trimmed name, an empty last name, and the definition only when chosen', () => {
    expect(profilePayload({ name: '  Ada ', definition: null })).toEqual({ name: 'Ada', lastname: '' });
    expect(profilePayload({ name: 'Ada', definition: 'business_owner' })).toEqual({
      name: 'Ada',
      lastname: '',
      definition: 'business_owner',
    });
  });

  it('sends users without a name to the wizard after sign-in, everyone else to /chat', () => {
    expect(needsOnboarding({ name: null })).toBe(true);
    expect(needsOnboarding({ name: '  ' })).toBe(true);
    expect(needsOnboarding({ name: 'Ada' })).toBe(false);
    expect(needsOnboarding(null)).toBe(false);
    expect(homeAfterSignIn({ name: '' })).toBe('/fill-name');
    expect(homeAfterSignIn({ name: null })).toBe('/fill-name');
    expect(homeAfterSignIn({ name: 'Ada' })).toBe('/chat');
    expect(homeAfterSignIn(undefined)).toBe('/chat');
  });
});
