/** A recipe's picture: the lucide icon its data names, decorative; a cooking pot for any other name. */
import {
  AppleIcon,
  BeefIcon,
  CakeIcon,
  CakeSliceIcon,
  CarrotIcon,
  CitrusIcon,
  CookieIcon,
  CookingPotIcon,
  CroissantIcon,
  DrumstickIcon,
  EggIcon,
  FishIcon,
  FlameIcon,
  IceCreamConeIcon,
  LeafIcon,
  MilkIcon,
  PizzaIcon,
  SaladIcon,
  SandwichIcon,
  SoupIcon,
  UtensilsCrossedIcon,
  type LucideIcon,
} from 'lucide-react';

import type { RecipeIconName } from '@/lib/recipes';
import { cn } from '@/lib/utils';

const ICONS: Record<RecipeIconName, LucideIcon> = {
  Apple: AppleIcon,
  Beef: BeefIcon,
  Cake: CakeIcon,
  CakeSlice: CakeSliceIcon,
  Carrot: CarrotIcon,
  Citrus: CitrusIcon,
  CookingPot: CookingPotIcon,
  Cookie: CookieIcon,
  Croissant: CroissantIcon,
  Drumstick: DrumstickIcon,
  Egg: EggIcon,
  Fish: FishIcon,
  Flame: FlameIcon,
  IceCreamCone: IceCreamConeIcon,
  Leaf: LeafIcon,
  Milk: MilkIcon,
  Pizza: PizzaIcon,
  Salad: SaladIcon,
  Sandwich: SandwichIcon,
  Soup: SoupIcon,
  UtensilsCrossed: UtensilsCrossedIcon,
};

export function RecipeIcon({ name, className }: { name: RecipeIconName; className?: string }) {
  const Glyph = ICONS[name] ?? CookingPotIcon;
  return <Glyph aria-hidden className={cn('size-12', className)} />;
}
