import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogClose,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';

/** /pricing's answer to an upgrade: billing is not enabled on this server; sales can help. */
export function BillingDialog({
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
        <DialogHeader>
          <DialogTitle>{t('marketing.pricing.billingDialog.title')}</DialogTitle>
          <DialogDescription>{t('marketing.pricing.billingDialog.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="pt-5">
          <DialogClose className={buttonClasses('secondary')}>
            {t('marketing.pricing.billingDialog.close')}
          </DialogClose>
          <Link className={buttonClasses('primary')} to={paths.enterprise.getHref()}>
            {t('marketing.pricing.billingDialog.contactSales')}
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
