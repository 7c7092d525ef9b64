/** A post's picture: the lucide icon its data names, decorative. */
import {
  BackpackIcon,
  BookOpenIcon,
  CalendarDaysIcon,
  ChefHatIcon,
  CloudRainIcon,
  CodeIcon,
  CompassIcon,
  DatabaseIcon,
  EyeIcon,
  FlaskConicalIcon,
  GitPullRequestIcon,
  HeartIcon,
  LightbulbIcon,
  MapPinIcon,
  MessageCircleIcon,
  MountainIcon,
  PenLineIcon,
  SaladIcon,
  SoupIcon,
  TerminalIcon,
  TrainFrontIcon,
  TrendingUpIcon,
  UtensilsCrossedIcon,
  WalletIcon,
  WheatIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';

import type { PostIconName } from '@/lib/blog';
import { cn } from '@/lib/utils';

const ICONS: Record<PostIconName, LucideIcon> = {
  Backpack: BackpackIcon,
  BookOpen: BookOpenIcon,
  CalendarDays: CalendarDaysIcon,
  ChefHat: ChefHatIcon,
  CloudRain: CloudRainIcon,
  Code: CodeIcon,
  Compass: CompassIcon,
  Database: DatabaseIcon,
  Eye: EyeIcon,
  FlaskConical: FlaskConicalIcon,
  GitPullRequest: GitPullRequestIcon,
  Heart: HeartIcon,
  Lightbulb: LightbulbIcon,
  MapPin: MapPinIcon,
  MessageCircle: MessageCircleIcon,
  Mountain: MountainIcon,
  PenLine: PenLineIcon,
  Salad: SaladIcon,
  Soup: SoupIcon,
  Terminal: TerminalIcon,
  TrainFront: TrainFrontIcon,
  TrendingUp: TrendingUpIcon,
  UtensilsCrossed: UtensilsCrossedIcon,
  Wallet: WalletIcon,
  Wheat: WheatIcon,
  Wrench: WrenchIcon,
};

export function PostIcon({ name, className }: { name: PostIconName; className?: string }) {
  const Glyph = ICONS[name] ?? PenLineIcon;
  return <Glyph aria-hidden className={cn('size-12', className)} />;
}
