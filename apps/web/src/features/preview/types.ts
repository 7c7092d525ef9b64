export interface WorkspaceProject {
  id: number;
  uuid: string;
  name: string;
  previewUrl: string;
  token: string | null;
}

export interface WorkspacePreviewProps {
  conversationId: string;
  /** null: the conversation has no project yet (stage 1). */
  project: WorkspaceProject | null;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
}
