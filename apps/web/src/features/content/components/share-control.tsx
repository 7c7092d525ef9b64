import { useState } from 'react';
import { Link2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LinkedInIcon, XIcon } from '@/components/ui/brand-icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toastStore } from '@/stores/toast-store';
import {
  canShareNatively,
  nativeShare,
  openSharePopup,
  SHARE_PLATFORMS,
  type ShareError,
  type SharePayload,
  type SharePlatform,
} from '../lib/share';
import { FacebookIcon, TelegramIcon, WhatsAppIcon } from './network-icons';

const NETWORKS: Record<SharePlatform, { label: string; Icon: typeof LinkedInIcon }> = {
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
  x: { label: 'X', Icon: XIcon },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  whatsapp: { label: 'WhatsApp', Icon: WhatsAppIcon },
  telegram: { label: 'Telegram', Icon: TelegramIcon },
};

export interface ShareControlProps extends SharePayload {
  /** Called with "Popup blocked" or "Unsupported platform: …"; a toast explains it when not given. */
  onError?: (error: ShareError) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/** One Share button: the device's share sheet when it has one, else a menu of networks and "Copy link". */
export function ShareControl({
  url,
  title,
  text,
  onError,
  size = 'sm',
  variant = 'secondary',
  className,
}: ShareControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const payload = { url: url ?? window.location.href, title, text };

  const reportError =
    onError ??
    ((error: ShareError) =>
      toastStore.show({
        type: 'error',
        message:
          error.message === 'Popup blocked' ? t('content.share.popupBlocked') : t('content.share.failed'),
      }));

  const onOpenChange = (next: boolean) => {
    if (next && canShareNatively()) {
      // The share sheet takes over; the networks menu is the way out when it refuses this payload.
      void nativeShare(payload).then((result) => {
        if (result === 'failed' || result === 'unavailable') setOpen(true);
      });
      return;
    }
    setOpen(next);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(payload.url);
      toastStore.show({ type: 'success', message: t('content.share.copied') });
    } catch {
      toastStore.show({ type: 'error', message: t('content.share.copyFailed') });
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('content.share.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('content.share.menuLabel')}</DropdownMenuLabel>
        {SHARE_PLATFORMS.map((platform) => {
          const { label, Icon } = NETWORKS[platform];
          return (
            <DropdownMenuItem
              key={platform}
              onSelect={() => openSharePopup(platform, payload, { onError: reportError })}
            >
              <Icon />
              {t('content.share.on', { network: label })}
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Link2 aria-hidden="true" />
          {t('content.share.copy')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
