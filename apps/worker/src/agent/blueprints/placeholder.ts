import type { AppKind, Blueprint } from '../spec.ts';

/** A blueprint slot not written yet: it renders a page that says so. */
export function placeholderBlueprint(kind: AppKind): Blueprint {
  return {
    kind,
    label: { en: kind, tr: kind },
    defaultName: { en: 'My App', tr: 'Uygulamam' },
    sections: [],
    defaultSections: [],
    defaultFeatures: [],
    defaultTheme: { primary: '#6366f1', accent: '#f59e0b' },
    render: () => ({ 'src/App.tsx': 'export default function App() {\n  return <main>Coming soon</main>;\n}\n' }),
  };
}
