import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import { LanguageSelect } from './language-select';

describe('language picker', () => {
  afterEach(() => setLanguage('en'));

  it('offers the six languages by their own names and lays Arabic out right-to-left', async () => {
    renderScreen(<LanguageSelect />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Türkçe',
      'Français',
      'Español',
      'Русский',
      'العربية',
    ]);

    await userEvent.selectOptions(picker, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    // The picker itself now speaks Arabic.
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

    await userEvent.selectOptions(screen.getByRole('combobox'), 'ru');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  });
});
