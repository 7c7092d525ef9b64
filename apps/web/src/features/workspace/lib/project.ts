import type { ConversationMetadata } from '@atelier/contracts';
import type { WorkspaceProject } from '@/features/preview';

/** The preview panel's project from the conversation metadata; null while there is none (core §4). */
export function projectFromMetadata(
  metadata: ConversationMetadata | null | undefined,
): WorkspaceProject | null {
  if (!metadata?.project_uuid || metadata.project_id == null) return null;
  return {
    id: metadata.project_id,
    uuid: metadata.project_uuid,
    name: metadata.project_name ?? '',
    previewUrl: metadata.preview_url ?? '',
    token: metadata.project_token ?? null,
  };
}
