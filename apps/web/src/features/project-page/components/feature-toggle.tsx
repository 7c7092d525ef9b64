/**
 * The admin's control on a published project's page: feature it in the home page's showcase, or take
 * it out. Everyone else sees nothing (the api answers 403 to them anyway).
 */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicProject } from '@atelier/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import { useSetProjectFeatured } from '../api/feature-project';

export function FeatureToggle({ project }: { project: PublicProject }) {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const { describe, forCode } = useErrorText();
  const featuring = useSetProjectFeatured();

  // A PublicProject is a published one (the api answers nothing else), so only the role decides.
  if (!isAuthenticated || user?.role !== 'admin') return null;

  const featured = project.is_featured;
  const label = featured ? t('preview.projectPage.unfeature') : t('preview.projectPage.feature');
  const change = async () => {
    try {
      const answer = await featuring.mutateAsync({ id: project.id, featured: !featured });
      toast.success(forCode(answer.keyCode, answer.message));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  return (
    <div className="flex items-center gap-1.5">
      {featured ? (
        <Badge tone="warning">
          <Star className="size-3 fill-current" aria-hidden="true" />
          {t('preview.projectPage.featured')}
        </Badge>
      ) : null}
      <Button
        variant="outline"
        size="xs"
        loading={featuring.isPending}
        onClick={() => void change()}
        title={label}
      >
        <Star className={cn('size-3.5', featured && 'fill-current text-warning')} aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
