/**
 * What the workspace and the publish dialog share with the home: the categories (a message's category,
 * named in the reader's language), file uploads for a message, and the projects grid.
 */
export { useCategories } from './api/get-categories';
export { uploadFiles } from './api/upload-files';
export { defaultCategory } from './lib/categories';
export { localizedText } from './lib/localized';
export { ProjectsGrid } from './components/projects-grid';
