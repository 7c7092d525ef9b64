/** The prompt box shared by the home and the workspace, and the home's typed slogan for it. */
export { Composer, type ComposerProps, type ComposerSubmit } from './components/composer';
export { SloganPlaceholder } from './components/slogan-placeholder';
export { formatBytes } from './lib/validation';
