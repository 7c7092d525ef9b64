/** Publishing a project: the dialog and the workspace's button, the visibility badge and the public link. */
export {
  PublishDialog,
  VisibilityBadge,
  publicProjectUrl,
  type PublishDialogProps,
} from './components/publish-dialog';
export { PublishButton } from './components/publish-button';
