/** The right-hand panel of the chat workspace and element picking shared with the chat input. */
export type { WorkspaceProject, WorkspacePreviewProps } from './types';
/** The whole right-hand panel: Preview / Code / History tabs, toolbar, readiness stages, element picking. */
export { WorkspacePreview } from './components/workspace-preview';
export {
  elementSelection,
  startElementSelection,
  cancelElementSelection,
  clearSelectedElement,
  type ElementSelectionState,
} from './lib/element-selection';
