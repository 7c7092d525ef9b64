/**
 * A whole portfolio site described by a `PortfolioSchema`: the frame with its pages, and on them the
 * sections the schema lists (the hero, the projects with their details, the packages with prices,
 * about, skills, experience, testimonials and contact). Every word it shows comes from the schema.
 */
import { AppPages } from '@/components/sections/app-shell';
import { PortfolioContact } from '@/components/sections/portfolio/portfolio-contact';
import { PortfolioHero } from '@/components/sections/portfolio/portfolio-hero';
import { PortfolioPackages } from '@/components/sections/portfolio/portfolio-packages';
import {
  PortfolioAbout,
  PortfolioExperience,
  PortfolioSkills,
  PortfolioTestimonials,
} from '@/components/sections/portfolio/portfolio-profile';
import { ProjectGrid } from '@/components/sections/portfolio/project-grid';
import type { SectionSlot } from '@/lib/app-frame';
import type { PortfolioSchema, PortfolioSectionId } from '@/lib/portfolio';

/** The sections that carry their page's <h1>. */
const HEROES: readonly PortfolioSectionId[] = ['hero'];

export function PortfolioApp({ schema }: { schema: PortfolioSchema }) {
  function section(slot: SectionSlot<PortfolioSectionId>) {
    switch (slot.id) {
      case 'hero':
        return <PortfolioHero schema={schema} page={slot.page} />;
      case 'projects':
        return <ProjectGrid schema={schema} title={slot.title} />;
      case 'pricing':
        return schema.packages.length > 0 ? (
          <PortfolioPackages schema={schema} title={slot.title} page={slot.page} />
        ) : null;
      case 'about':
        return <PortfolioAbout schema={schema} title={slot.title} />;
      case 'skills':
        return <PortfolioSkills schema={schema} title={slot.title} />;
      case 'experience':
        return <PortfolioExperience schema={schema} title={slot.title} />;
      case 'testimonials':
        return <PortfolioTestimonials schema={schema} title={slot.title} />;
      case 'contact':
        return <PortfolioContact schema={schema} title={slot.title} />;
    }
  }

  return (
    <AppPages
      frame={schema.frame}
      sections={schema.sections}
      render={section}
      layout="site"
      heroes={HEROES}
    />
  );
}
