import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_SHOW_PX } from '@atelier/contracts/constants';
import { cn } from '@/utils/cn';

/** A back-to-top button once the page has scrolled more than 300 px (core §9). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_SHOW_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed end-5 bottom-5 z-30 flex size-10 items-center justify-center rounded-full border border-line bg-surface/90 text-fg-muted shadow-float backdrop-blur-md',
        'transition-[opacity,transform,color] duration-200 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
      )}
    >
      <ArrowUp className="size-4" aria-hidden="true" />
    </button>
  );
}
