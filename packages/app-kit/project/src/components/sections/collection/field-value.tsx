/** One stored value shown by its field's type, the due badge, and rating stars. */
import { StarIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { fill, type CollectionSchema, type FieldDef, type FieldValue } from '@/lib/collection';
import { formatDay, formatMoney, formatQuantity, formatTime } from '@/components/sections/collection/format';
import { numeric, type Due } from '@/components/sections/collection/logic';

export function Stars({ value, className }: { value: number; className?: string }) {
  const rounded = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`${rounded}/5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={cn(
            'size-4',
            n <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

export function DueBadge({
  schema,
  due,
  className,
}: {
  schema: CollectionSchema;
  due: Due;
  className?: string;
}) {
  if (due.days < 0) {
    return (
      <Badge variant="destructive" className={className}>
        {fill((due.days === -1 ? schema.texts.overdueByOne : undefined) ?? schema.texts.overdueBy, schema, {
          n: -due.days,
        })}
      </Badge>
    );
  }
  if (due.days === 0) {
    return (
      <Badge
        className={cn(
          'border-transparent bg-amber-500/15 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
          className,
        )}
      >
        {fill(schema.texts.dueToday, schema)}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={cn('text-muted-foreground', className)}>
      {fill((due.days === 1 ? schema.texts.dueInOne : undefined) ?? schema.texts.dueIn, schema, {
        n: due.days,
      })}
    </Badge>
  );
}

/** True when a value is worth a row: not null, not empty text. Booleans always are. */
export function hasValue(value: FieldValue | undefined): boolean {
  return value !== null && value !== undefined && value !== '';
}

export function FieldValueView({
  schema,
  field,
  value,
  className,
}: {
  schema: CollectionSchema;
  field: FieldDef;
  value: FieldValue | undefined;
  className?: string;
}) {
  const { locale, texts } = schema;
  if (field.type === 'boolean') {
    return (
      <Badge variant={value === true ? 'secondary' : 'outline'} className={className}>
        {value === true ? texts.yes : texts.no}
      </Badge>
    );
  }
  if (!hasValue(value)) {
    return <span className={cn('text-muted-foreground', className)}>–</span>;
  }
  const text = String(value);
  switch (field.type) {
    case 'money': {
      const number = numeric(value);
      return (
        <span className={cn('tabular-nums', className)}>
          {number === null ? text : formatMoney(locale, number, field.currency)}
        </span>
      );
    }
    case 'number':
    case 'interval': {
      const number = numeric(value);
      return (
        <span className={cn('tabular-nums', className)}>
          {number === null ? text : formatQuantity(schema, field, number)}
        </span>
      );
    }
    case 'date':
      return <span className={cn('tabular-nums', className)}>{formatDay(locale, text)}</span>;
    case 'time':
      return <span className={cn('tabular-nums', className)}>{formatTime(locale, text)}</span>;
    case 'choice':
      return (
        <Badge variant="secondary" className={className}>
          {text}
        </Badge>
      );
    case 'rating': {
      const number = numeric(value);
      return number === null ? (
        <span className={className}>{text}</span>
      ) : (
        <Stars value={number} className={className} />
      );
    }
    case 'url':
      return (
        <a
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          className={cn('break-all text-primary underline underline-offset-4 hover:no-underline', className)}
        >
          {text.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      );
    case 'email':
      return (
        <a
          href={`mailto:${text}`}
          className={cn('break-all text-primary underline underline-offset-4 hover:no-underline', className)}
        >
          {text}
        </a>
      );
    case 'phone':
      return (
        <a
          href={`tel:${text.replace(/[^\d+]/g, '')}`}
          className={cn('text-primary underline underline-offset-4 hover:no-underline', className)}
        >
          {text}
        </a>
      );
    case 'longtext':
      return (
        <span
          title={text}
          className={cn('line-clamp-2 whitespace-pre-line text-muted-foreground', className)}
        >
          {text}
        </span>
      );
    default:
      return <span className={className}>{text}</span>;
  }
}
