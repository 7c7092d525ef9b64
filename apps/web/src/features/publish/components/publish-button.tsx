import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useProject } from '../api/get-project';
import { PublishDialog } from './publish-dialog';

/** The workspace bar's Publish button: its text tells the project's state, the dialog does the rest. */
export function PublishButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const project = useProject(projectId);
  const data = project.data;
  const isPublic = data?.is_public ?? false;

  return (
    <>
      <Tooltip content={isPublic ? t('publish.manageHint') : t('publish.publishHint')}>
        <Button
          variant={isPublic ? 'secondary' : 'primary'}
          size="xs"
          aria-haspopup="dialog"
          disabled={!data}
          className="px-2.5 [&_svg]:size-4"
          onClick={() => setOpen(true)}
        >
          <span className="relative flex">
            <Globe aria-hidden="true" />
            {isPublic ? (
              <span
                aria-hidden="true"
                className="absolute -end-0.5 -top-0.5 size-2 rounded-full border border-surface bg-success"
              />
            ) : null}
          </span>
          <span className="sr-only sm:not-sr-only">
            {isPublic ? t('publish.published') : t('publish.publish')}
          </span>
        </Button>
      </Tooltip>
      {data ? <PublishDialog project={data} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
