import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import { downloadProjectZip } from '../api/download-project';
import type { WorkspaceProject } from '../types';

/** Download code: the project's latest version as a zip, with a busy flag and an error toast. */
export function useProjectDownload() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async (project: WorkspaceProject) => {
    setDownloading(true);
    try {
      await downloadProjectZip(project.id, project.name || `project-${project.id}`);
    } catch {
      toast.error(t('preview.toolbar.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
