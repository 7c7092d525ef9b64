/** The right-hand panel of the chat workspace and element picking shared with the chat input. */
export type { WorkspaceProject, WorkspacePreviewProps } from './types';
/** The whole right-hand panel: Preview / Code / History tabs, toolbar, readiness stages, element picking. */
export { WorkspacePreview } from './components/workspace-preview';
/** The Connect dialog (the project's data API), also opened from the chat's project_success card. */
export { DataApiDialog } from './components/data-api-dialog';
/** Downloads the project's latest version as a zip (the toolbar's and the chat menu's Download code). */
export { useProjectDownload } from './hooks/use-project-download';
export {
  elementSelection,
  startElementSelection,
  cancelElementSelection,
  clearSelectedElement,
  type ElementSelectionState,
} from './lib/element-selection';
/** The public project page shows the same live preview, with the same controls, to everyone. */
export { useOwnsProject, usePublicProject } from './api/public-project';
export { IconButton } from './components/icon-button';
export { NavControls } from './components/nav-controls';
export { PreviewFrame } from './components/preview-frame';
export { DeviceSelect, ViewModeControl } from './components/view-controls';
export { useFrameMessages } from './hooks/use-frame-messages';
export { usePreviewNavigation } from './hooks/use-preview-navigation';
export { checkPreviewReady } from './hooks/use-preview-readiness';
export { useTextSection } from './hooks/use-text-section';
export { usePublicThumbnail } from './hooks/use-thumbnail';
export type { ViewMode } from './lib/frame';
