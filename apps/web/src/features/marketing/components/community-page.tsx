import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { COMMUNITY_PLATFORMS, type CommunityPlatform } from '../lib/community';
import { ComingSoon } from './coming-soon';
import { MarketingPage, PageHero } from './page-hero';

/** /community (content §2): Coming Soon while no platform is listed, else a card per platform. */
export function CommunityPage({
  platforms = COMMUNITY_PLATFORMS,
}: {
  platforms?: readonly CommunityPlatform[];
}) {
  const { t } = useTranslation();
  if (platforms.length === 0) return <ComingSoon body={t('marketing.community.comingSoonBody')} />;
  return (
    <MarketingPage>
      <PageHero
        eyebrow={t('marketing.community.eyebrow')}
        title={t('marketing.community.title')}
        subtitle={t('marketing.community.subtitle')}
      />
      <ul className="mx-auto mt-14 grid max-w-4xl gap-4 sm:grid-cols-2">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <Card className="flex h-full flex-col gap-3 p-6">
              <h2 className="text-[15px] font-semibold text-fg">{platform.name}</h2>
              <p className="flex-1 text-sm leading-relaxed text-fg-muted">{platform.description}</p>
              <a
                href={platform.href}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('marketing.community.join', { name: platform.name })}
                <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}
