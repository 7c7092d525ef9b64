import { useMutation } from '@tanstack/react-query';
import type { FileUploadResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export interface UploadFilesInput {
  contextType: 'conversation' | 'message' | 'project';
  contextUuid: string;
  files: readonly File[];
  fileRole?: 'attachment' | 'asset';
}

export const uploadFiles = ({
  contextType,
  contextUuid,
  files,
  fileRole = 'attachment',
}: UploadFilesInput) => {
  const form = new FormData();
  form.append('context_type', contextType);
  form.append('context_uuid', contextUuid);
  form.append('file_role', fileRole);
  for (const file of files) form.append('files[]', file);
  return api.post<FileUploadResponse>('/files/upload', form);
};

export const useUploadFiles = () => useMutation({ mutationFn: uploadFiles });
