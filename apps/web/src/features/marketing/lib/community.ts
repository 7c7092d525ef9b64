/** The places the community gathers. Empty for now: the community page shows Coming Soon until one is added. */
export interface CommunityPlatform {
  id: string;
  name: string;
  href: string;
  description: string;
}

export const COMMUNITY_PLATFORMS: readonly CommunityPlatform[] = [];
