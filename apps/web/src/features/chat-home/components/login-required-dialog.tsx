import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';

export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader className="items-start">
          <div className="mb-2 flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <LogIn className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>{t('home.loginTitle')}</DialogTitle>
          <DialogDescription>{t('home.loginBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="pt-6">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('home.continueBrowsing')}
          </Button>
          <ButtonLink to={paths.auth.login.getHref()}>{t('home.loginAction')}</ButtonLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
