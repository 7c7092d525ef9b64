import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional entries drop out. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
