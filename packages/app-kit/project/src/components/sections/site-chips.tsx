/** A short titled list of words (topics, tags, dietary labels) shown as chips. */
import { cn } from '@/lib/utils';

export function ChipList({
  title,
  items,
  align = 'center',
  level = 2,
  className,
}: {
  title: string;
  items: readonly string[];
  align?: 'center' | 'start';
  /** The title's heading level: 3 inside a titled section. */
  level?: 2 | 3;
  className?: string;
}) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className={cn(align === 'center' ? 'text-center' : 'text-start', className)}>
      <Heading className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        {title}
      </Heading>
      <ul
        className={cn('mt-2 flex flex-wrap gap-2', align === 'center' ? 'justify-center' : 'justify-start')}
      >
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-primary/30 bg-background px-3 py-1 text-sm font-medium text-foreground"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
