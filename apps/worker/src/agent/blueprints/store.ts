import type { Blueprint } from '../spec.ts';
import { placeholderBlueprint } from './placeholder.ts';

/** Replaced by the real blueprint. */
export const blueprint: Blueprint = placeholderBlueprint('store');
