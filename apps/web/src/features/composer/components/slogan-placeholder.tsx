import { useSloganPlaceholder } from '../hooks/use-slogan-placeholder';

/**
 * The home's typed slogan as an element of its own: each typed character re-renders only this, not the
 * prompt box around it (the box draws it over its empty textarea, see Composer's placeholderOverlay).
 */
export function SloganPlaceholder() {
  const { placeholder } = useSloganPlaceholder();
  return <>{placeholder}</>;
}
