import { useTranslation } from 'react-i18next';
import { HERO_SLOGAN } from '@atelier/contracts/constants';
import { useTypedText } from '@/hooks/use-typed-text';
import { usePreference } from '@/stores/preferences';

/** The home's typed placeholder (core §9: 50 ms per character, delete 20 ms, pause 800 ms). */
export function useSloganPlaceholder(enabled = true) {
  const { t } = useTranslation();
  const reduceMotion = usePreference('reduceMotion');
  const phrases = t('composer.slogans', { returnObjects: true });
  const { text, phrase } = useTypedText(phrases, HERO_SLOGAN, enabled && !reduceMotion);
  return { placeholder: text, phrase };
}
