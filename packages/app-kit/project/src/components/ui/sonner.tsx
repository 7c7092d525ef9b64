import * as React from 'react';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';

// shadcn/ui reads the theme from next-themes; a kit project switches themes with the `dark` class on
// <html> (see index.css), so the toaster follows that class, and notices when it changes.
function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function useHtmlTheme(): 'light' | 'dark' {
  const dark = React.useSyncExternalStore(
    subscribeToHtmlClass,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
  return dark ? 'dark' : 'light';
}

function Toaster({ ...props }: ToasterProps) {
  const theme = useHtmlTheme();

  return (
    <Sonner
      theme={theme}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster, toast };
