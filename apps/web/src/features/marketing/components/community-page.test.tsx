import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import { COMMUNITY_PLATFORMS } from '../lib/community';
import { CommunityPage } from './community-page';

describe('community page (/community)', () => {
  beforeAll(async () => {
    await loadTextSection('marketing');
  });

  it('shows Coming Soon while no platform is listed', () => {
    expect(COMMUNITY_PLATFORMS).toHaveLength(0);
    renderScreen(<CommunityPage />, { path: '/community' });
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Community page will be available soon...')).toBeInTheDocument();
  });

  it('lists each platform with a join link once there is one', () => {
    renderScreen(
      <CommunityPage
        platforms={[
          { id: 'forum', name: 'Forum', href: 'https://forum.example', description: 'Ask anything.' },
        ]}
      />,
      { path: '/community' },
    );
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join Forum' })).toHaveAttribute('href', 'https://forum.example');
  });
});
