import { useTranslation } from 'react-i18next';
import { TAGLINE } from '@atelier/contracts/constants';
import { usePreference } from '@/stores/preferences';
import { cn } from '@/utils/cn';
import { useTypedText } from '@/hooks/use-typed-text';

/** The rotating typed tagline of the sign-in screens (core §1, §9). */
export function TypedTagline({ className }: { className?: string }) {
  const { t } = useTranslation();
  const reduceMotion = usePreference('reduceMotion');
  const phrases = t('auth.taglines', { returnObjects: true });
  const { text, phrase } = useTypedText(phrases, TAGLINE, !reduceMotion);
  return (
    <p className={cn('min-h-[2lh]', className)}>
      <span className="sr-only">{phrase}</span>
      <span aria-hidden="true">
        {text}
        <span className="ms-0.5 inline-block h-[1em] w-[3px] translate-y-[0.15em] rounded-full bg-accent animate-caret" />
      </span>
    </p>
  );
}
